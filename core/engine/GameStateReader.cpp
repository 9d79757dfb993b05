// Game::fromJson: a saved state (Game::toJson's form) read strictly, one reader per saved struct.
// Every key toJson always writes is required: a missing one is an error naming its JSON pointer,
// never a default. The keys it writes only sometimes ("startDepth" of a run begun deeper, a
// level's "entry", a log entry's "args", ...) stand for their default when absent. The first
// problem ends the reading, as "/json/pointer: message" below the state.
#include "engine/Clouds.h"
#include "engine/Doors.h"
#include "engine/Game.h"

#include "data/Pack.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QJsonArray>

namespace pd {

namespace {

bool readExploration(const QString &text, std::vector<std::uint8_t> &explored) {
    const auto decoded =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != qsizetype((explored.size() + 7) / 8))
        return false;
    for (std::size_t i = 0; i < explored.size(); ++i)
        explored[i] = (decoded.decoded[qsizetype(i / 8)] >> (i % 8)) & 1;
    return true;
}

} // namespace

// Typed reads of a state object's keys, remembering the first problem with its JSON pointer.
// (Named, not file-local: GameStateReader, Game's friend, holds one.)
namespace savereading {

class StateReader {
public:
    explicit StateReader(QString *error)
        : m_error(error) {}
    bool ok() const { return m_ok; }
    bool fail(const QString &path, const QString &message) {
        if (m_ok && m_error)
            *m_error = path + QStringLiteral(": ") + message;
        m_ok = false;
        return false;
    }
    // A problem a saved struct's own reader found ("/hp: missing", or about the whole struct).
    bool failWithin(const QString &path, const QString &error) {
        if (m_ok && m_error)
            *m_error = jsonpointer::nested(path, error);
        m_ok = false;
        return false;
    }
    bool require(bool condition, const QString &path, const QString &message) {
        return condition || fail(path, message);
    }
    qint64 integer(const QJsonObject &o, const QString &key, const QString &path, qint64 min,
                   qint64 max) {
        const QJsonValue v = o.value(key);
        const std::optional<qint64> i = JsonObjectReader::toInteger(v, min, max);
        if (!i) {
            fail(path + u'/' + key,
                 v.isUndefined()
                     ? QStringLiteral("missing")
                     : QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max));
            return min;
        }
        return *i;
    }
    // The key must be there with the type toJson writes.
    QJsonValue value(const QJsonObject &o, const QString &key, const QString &path,
                     QJsonValue::Type type, const QString &what) {
        const QJsonValue v = o.value(key);
        if (v.type() != type) {
            fail(path + u'/' + key, v.isUndefined() ? QStringLiteral("missing")
                                                    : QStringLiteral("expected %1").arg(what));
            return QJsonValue(type);
        }
        return v;
    }
    QJsonArray array(const QJsonObject &o, const QString &key, const QString &path) {
        return value(o, key, path, QJsonValue::Array, QStringLiteral("a list")).toArray();
    }
    QJsonObject object(const QJsonObject &o, const QString &key, const QString &path) {
        return value(o, key, path, QJsonValue::Object, QStringLiteral("an object")).toObject();
    }
    QString text(const QJsonObject &o, const QString &key, const QString &path) {
        return value(o, key, path, QJsonValue::String, QStringLiteral("text")).toString();
    }
    bool boolean(const QJsonObject &o, const QString &key, const QString &path) {
        return value(o, key, path, QJsonValue::Bool, QStringLiteral("true or false")).toBool();
    }
    // A number written as text (a seed, the random generator's state), which JSON's doubles
    // could not hold.
    std::uint64_t bigNumber(const QJsonObject &o, const QString &key, const QString &path,
                            bool *valid) {
        *valid = false;
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            fail(path + u'/' + key, QStringLiteral("missing"));
            return 0;
        }
        return v.toString().toULongLong(valid);
    }
    // A list's element that must be an object.
    QJsonObject element(const QJsonArray &a, qsizetype i, const QString &path) {
        if (!a.at(i).isObject())
            fail(path, QStringLiteral("expected an object"));
        return a.at(i).toObject();
    }
    Point point(const QJsonObject &o, const QString &path, const TileMap &map) {
        const Point p{int(integer(o, QStringLiteral("x"), path, 0, map.width() - 1)),
                      int(integer(o, QStringLiteral("y"), path, 0, map.height() - 1))};
        return p;
    }

private:
    QString *m_error;
    bool m_ok = true;
};

} // namespace savereading

// Reads one state into a game made for its pack and seed. Each read* returns false on the first
// problem, which m_r holds.
class GameStateReader {
public:
    GameStateReader(const Pack &pack, QString *error)
        : m_pack(pack)
        , m_r(error) {}
    std::unique_ptr<Game> read(const QJsonObject &o);

private:
    bool readSeed(const QJsonObject &o, std::uint64_t &seed);
    bool readPack(const QJsonObject &o);
    bool readRun(const QJsonObject &o);
    bool readKnowledge(const QJsonObject &o);
    bool readRng(const QJsonObject &o);
    bool readHistory(const QJsonObject &o);
    bool readLog(const QJsonObject &o);
    bool readLevels(const QJsonObject &o);
    bool readLevel(const QJsonObject &lo, const QString &path);
    bool readActors(const QJsonArray &actors, const QString &path, LevelState &ls);
    bool readThings(const QJsonObject &lo, const QString &path, LevelState &ls);
    bool readTrail(const QJsonObject &lo, const QString &path, LevelState &ls);
    bool readHero(const QJsonObject &o);
    bool readHeroEffects(const QJsonObject &ho, const QString &path);
    bool readBattle(const QJsonObject &o);

    const Pack &m_pack;
    savereading::StateReader m_r;
    std::unique_ptr<Game> m_game;
};

std::unique_ptr<Game> Game::fromJson(const Pack &pack, const QJsonObject &state, QString *error) {
    return GameStateReader(pack, error).read(state);
}

std::unique_ptr<Game> GameStateReader::read(const QJsonObject &o) {
    std::uint64_t seed = 0;
    if (!readSeed(o, seed))
        return nullptr;
    m_game.reset(new Game(m_pack, seed, true));
    if (!readPack(o) || !readRun(o) || !readRng(o) || !readHistory(o) || !readLog(o) ||
        !readLevels(o) || !readHero(o) || !readBattle(o))
        return nullptr;
    m_game->refreshEquipment();
    m_game->updateFov();
    return std::move(m_game);
}

// The state's format, then the seed that everything else is made from.
bool GameStateReader::readSeed(const QJsonObject &o, std::uint64_t &seed) {
    const qint64 format = m_r.integer(o, QStringLiteral("format"), QString(), 1, 1000000);
    if (!m_r.ok())
        return false;
    if (format != GameState::kFormat)
        return m_r.fail(QStringLiteral("/format"),
                        QStringLiteral("saved by a newer version (format %1; this one reads %2)")
                            .arg(format)
                            .arg(GameState::kFormat));
    bool valid = false;
    seed = m_r.bigNumber(o, QStringLiteral("seed"), QString(), &valid);
    return m_r.ok() && m_r.require(valid, QStringLiteral("/seed"),
                                   QStringLiteral("expected a seed number as text"));
}

// The pack it was played with: this one's data, and this one's id.
bool GameStateReader::readPack(const QJsonObject &o) {
    const QString packId = m_r.text(o, QStringLiteral("packId"), QString());
    const QString packHash = m_r.text(o, QStringLiteral("packHash"), QString());
    if (!m_r.ok())
        return false;
    if (!m_r.require(packHash.toLatin1() == m_game->m_state.packHash, QStringLiteral("/packHash"),
                     QStringLiteral("the game was played with different data for pack \"%1\"; "
                                    "it cannot be continued with this one")
                         .arg(packId)))
        return false;
    return m_r.require(packId == m_pack.manifest.id, QStringLiteral("/packId"),
                       QStringLiteral("the game was played with pack \"%1\", not \"%2\"")
                           .arg(packId, m_pack.manifest.id));
}

// Where the run stands: turn, depths, score, how it ended, the equipment found.
bool GameStateReader::readRun(const QJsonObject &o) {
    GameState &s = m_game->m_state;
    s.turn = int(m_r.integer(o, QStringLiteral("turn"), QString(), 0, 100000000));
    s.depth = int(m_r.integer(o, QStringLiteral("depth"), QString(), 1, 100000));
    if (o.contains(QStringLiteral("startDepth")))
        s.startDepth = int(m_r.integer(o, QStringLiteral("startDepth"), QString(), 1,
                                       std::max(1, m_game->m_dungeon.depthCount())));
    s.deepest = int(m_r.integer(o, QStringLiteral("deepest"), QString(), 1, 100000));
    s.score = m_r.integer(o, QStringLiteral("score"), QString(), -1000000000, 1000000000000);
    s.kills = int(m_r.integer(o, QStringLiteral("kills"), QString(), 0, 100000000));
    s.nextActorId = int(m_r.integer(o, QStringLiteral("nextActorId"), QString(), 1, 100000000));
    s.alive = m_r.boolean(o, QStringLiteral("alive"), QString());
    s.won = m_r.boolean(o, QStringLiteral("won"), QString());
    bool knownCause = true;
    s.cause = DeathCause::fromString(m_r.text(o, QStringLiteral("cause"), QString()), &knownCause);
    if (!m_r.ok() || !m_r.require(knownCause, QStringLiteral("/cause"),
                                  QStringLiteral("unknown cause \"%1\"").arg(s.cause.text)))
        return false;
    s.foundEquipment.clear();
    const QJsonArray found = m_r.array(o, QStringLiteral("foundEquipment"), QString());
    for (qsizetype i = 0; i < found.size(); ++i) {
        if (!m_r.require(found[i].isString(), QStringLiteral("/foundEquipment/%1").arg(i),
                         QStringLiteral("expected an item's id")))
            return false;
        s.foundEquipment.append(found[i].toString());
    }
    if (m_r.ok() && !readKnowledge(o))
        return false;
    return m_r.ok();
}

// What the hero knows of the unidentified kinds: absent when nothing; ids of this pack's items.
bool GameStateReader::readKnowledge(const QJsonObject &o) {
    const QString key = QStringLiteral("knowledge");
    if (!o.contains(key))
        return true;
    QString error;
    const std::optional<ItemKnowledge> k = ItemKnowledge::fromJson(o.value(key), &error);
    if (!k)
        return m_r.failWithin(u'/' + key, error);
    for (qsizetype i = 0; i < k->identified.size(); ++i)
        if (!m_r.require(m_pack.item(k->identified[i]),
                         QStringLiteral("/knowledge/identified/%1").arg(i),
                         QStringLiteral("unknown item \"%1\"").arg(k->identified[i])))
            return false;
    for (auto it = k->called.cbegin(); it != k->called.cend(); ++it)
        if (!m_r.require(m_pack.item(it.key()),
                         QStringLiteral("/knowledge/called/") + jsonpointer::escape(it.key()),
                         QStringLiteral("unknown item \"%1\"").arg(it.key())))
            return false;
    m_game->m_state.knowledge = *k;
    return true;
}

bool GameStateReader::readRng(const QJsonObject &o) {
    const QJsonObject rng = m_r.object(o, QStringLiteral("rng"), QString());
    bool okState = false, okInc = false;
    const std::uint64_t state =
        m_r.ok() ? m_r.bigNumber(rng, QStringLiteral("state"), QStringLiteral("/rng"), &okState)
                 : 0;
    const std::uint64_t increment =
        m_r.ok() ? m_r.bigNumber(rng, QStringLiteral("increment"), QStringLiteral("/rng"), &okInc)
                 : 0;
    if (!m_r.ok() || !m_r.require(okState && okInc && (increment & 1), QStringLiteral("/rng"),
                                  QStringLiteral("the random generator's state is damaged")))
        return false;
    m_game->m_state.rng = Rng::fromRaw(state, increment);
    return true;
}

// Room by room, the rooms left behind: {"room", "monstersLeft", "turnLeft"} each.
bool GameStateReader::readHistory(const QJsonObject &o) {
    const QJsonArray history = m_r.array(o, QStringLiteral("history"), QString());
    for (qsizetype i = 0; i < history.size() && m_r.ok(); ++i) {
        const QString path = QStringLiteral("/history/%1").arg(i);
        const QJsonObject room = m_r.element(history, i, path);
        m_r.integer(room, QStringLiteral("room"), path, 1, 100000);
        m_r.integer(room, QStringLiteral("monstersLeft"), path, 0, 100000000);
        m_r.integer(room, QStringLiteral("turnLeft"), path, 0, 100000000);
        m_game->m_state.history.append(room);
    }
    return m_r.ok();
}

bool GameStateReader::readLog(const QJsonObject &o) {
    const QJsonArray log = m_r.array(o, QStringLiteral("log"), QString());
    if (!m_r.ok())
        return false;
    QList<LogEntry> entries;
    entries.reserve(log.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QString path = QStringLiteral("/log/%1").arg(i);
        const QJsonObject lo = m_r.element(log, i, path);
        if (!m_r.ok())
            return false;
        QString why;
        const auto entry = LogEntry::fromJson(lo, &why);
        if (!entry)
            return m_r.failWithin(path, why);
        entries.append(*entry);
    }
    m_game->m_state.setLog(std::move(entries));
    return true;
}

bool GameStateReader::readLevels(const QJsonObject &o) {
    const QJsonArray levels = m_r.array(o, QStringLiteral("levels"), QString());
    if (!m_r.ok() || !m_r.require(!levels.isEmpty(), QStringLiteral("/levels"),
                                  QStringLiteral("no level is saved")))
        return false;
    for (qsizetype i = 0; i < levels.size(); ++i) {
        const QString path = QStringLiteral("/levels/%1").arg(i);
        const QJsonObject lo = m_r.element(levels, i, path);
        if (!m_r.ok() || !readLevel(lo, path))
            return false;
    }
    const GameState &s = m_game->m_state;
    return m_r.require(
        s.levels.count(s.depth), QStringLiteral("/depth"),
        QStringLiteral("the hero's depth %1 is not among the saved levels").arg(s.depth));
}

// One level: its map made again from the seed (and proved the same by its hash), then what
// play changed on it.
bool GameStateReader::readLevel(const QJsonObject &lo, const QString &path) {
    GameState &s = m_game->m_state;
    const int depth =
        int(m_r.integer(lo, QStringLiteral("depth"), path, 1, m_game->m_dungeon.depthCount()));
    std::optional<Side> entry;
    if (lo.contains(QStringLiteral("entry")))
        entry = Side(m_r.integer(lo, QStringLiteral("entry"), path, 0, 3));
    if (!m_r.ok() || !m_r.require(!s.levels.count(depth), path + QStringLiteral("/depth"),
                                  QStringLiteral("depth %1 is saved twice").arg(depth)))
        return false;
    LevelState ls;
    QString buildError;
    if (!m_game->buildLevel(depth, entry, ls, &buildError))
        return m_r.fail(path, buildError);
    // Its secret doors not found yet (absent: none), walled up again before the hash is checked.
    if (lo.contains(QStringLiteral("secretDoors"))) {
        const QJsonArray secret = m_r.array(lo, QStringLiteral("secretDoors"), path);
        for (qsizetype i = 0; i < secret.size() && m_r.ok(); ++i) {
            const QString dp = path + QStringLiteral("/secretDoors/%1").arg(i);
            const Point p = m_r.point(m_r.element(secret, i, dp), dp, ls.level.map);
            if (!m_r.ok() ||
                !m_r.require(ls.level.map.at(p) == Tile::Door && !ls.secretDoors.contains(p), dp,
                             QStringLiteral("not a door of the map, or listed twice")))
                return false;
            ls.secretDoors.append(p);
        }
        if (!m_r.ok())
            return false;
        doors::rehideSecretDoors(ls);
    }
    // The grass fire burnt (absent: none), floor again before the hash is checked.
    if (lo.contains(QStringLiteral("burnt"))) {
        const QJsonArray burnt = m_r.array(lo, QStringLiteral("burnt"), path);
        for (qsizetype i = 0; i < burnt.size() && m_r.ok(); ++i) {
            const QString bp = path + QStringLiteral("/burnt/%1").arg(i);
            const Point p = m_r.point(m_r.element(burnt, i, bp), bp, ls.level.map);
            if (!m_r.ok() || !m_r.require(ls.level.map.at(p) == Tile::Grass, bp,
                                          QStringLiteral("not grass of the map, or listed twice")))
                return false;
            ls.level.map.set(p, Tile::Floor);
            ls.burnt.append(p);
        }
        if (!m_r.ok())
            return false;
    }
    // The vaults' locked doors the hero opened (absent: none), opened again before the hash.
    if (lo.contains(QStringLiteral("unlockedDoors"))) {
        const QJsonArray unlocked = m_r.array(lo, QStringLiteral("unlockedDoors"), path);
        for (qsizetype i = 0; i < unlocked.size() && m_r.ok(); ++i) {
            const QString dp = path + QStringLiteral("/unlockedDoors/%1").arg(i);
            const Point p = m_r.point(m_r.element(unlocked, i, dp), dp, ls.level.map);
            if (!m_r.ok() || !m_r.require(ls.level.map.at(p) == Tile::LockedDoor, dp,
                                          QStringLiteral("not a locked door of the map")))
                return false;
            ls.level.map.set(p, Tile::Door);
            ls.unlockedDoors.append(p);
        }
        if (!m_r.ok())
            return false;
    }
    const QString levelHash = m_r.text(lo, QStringLiteral("levelHash"), path);
    const QString explored = m_r.text(lo, QStringLiteral("explored"), path);
    if (!m_r.ok() ||
        !m_r.require(
            levelHash == ls.level.hash(), path + QStringLiteral("/levelHash"),
            QStringLiteral("depth %1 no longer generates the map it was saved with").arg(depth)) ||
        !m_r.require(readExploration(explored, ls.explored), path + QStringLiteral("/explored"),
                     QStringLiteral("the explored map is damaged")))
        return false;
    if (lo.contains(QStringLiteral("clouds"))) {
        QString why;
        if (!clouds::fromJson(lo.value(QStringLiteral("clouds")), ls, &why))
            return m_r.fail(path + QStringLiteral("/clouds") + why.section(u':', 0, 0),
                            why.section(u':', 1).trimmed());
    }
    const QJsonArray actors = m_r.array(lo, QStringLiteral("actors"), path);
    if (!m_r.ok() || !readActors(actors, path, ls) || !readThings(lo, path, ls) ||
        !readTrail(lo, path, ls))
        return false;
    for (const Actor &a : ls.actors) {
        if (a.guards >= ls.chests.size())
            return m_r.fail(path, QStringLiteral("a monster guards a chest that is not there"));
    }
    s.levels[depth] = std::move(ls);
    return true;
}

bool GameStateReader::readActors(const QJsonArray &actors, const QString &path, LevelState &ls) {
    const TileMap &map = ls.level.map;
    for (qsizetype i = 0; i < actors.size(); ++i) {
        const QString ap = path + QStringLiteral("/actors/%1").arg(i);
        const QJsonObject ao = m_r.element(actors, i, ap);
        if (!m_r.ok())
            return false;
        QString message;
        const auto a = Actor::fromJson(ao, &message);
        if (!a)
            return m_r.failWithin(ap, message);
        if (!m_r.require(m_pack.monster(a->record), ap + QStringLiteral("/record"),
                         QStringLiteral("unknown monster \"%1\"").arg(a->record)) ||
            !m_r.require(map.passable(a->pos), ap,
                         QStringLiteral("the monster stands in a wall")) ||
            !m_r.require(map.inBounds(a->home), ap + QStringLiteral("/homeX"),
                         QStringLiteral("the monster's home is off the map")) ||
            !m_r.require(!a->heading || map.inBounds(*a->heading), ap + QStringLiteral("/heading"),
                         QStringLiteral("the cell the monster makes for is off the map")) ||
            !m_r.require(ls.actorAt(a->pos) < 0, ap, QStringLiteral("two monsters on one cell")) ||
            !m_r.require(a->stolenCount == 0 || m_pack.item(a->stolenItem),
                         ap + QStringLiteral("/stolen/item"),
                         QStringLiteral("unknown item \"%1\"").arg(a->stolenItem)))
            return false;
        ls.actors.append(*a);
    }
    return true;
}

// What lies on a level: items, chests, traps and (room by room) chips.
bool GameStateReader::readThings(const QJsonObject &lo, const QString &path, LevelState &ls) {
    const TileMap &map = ls.level.map;
    const QJsonArray items = m_r.array(lo, QStringLiteral("items"), path);
    const QJsonArray chests = m_r.array(lo, QStringLiteral("chests"), path);
    const QJsonArray traps = m_r.array(lo, QStringLiteral("traps"), path);
    const QJsonArray chips = m_r.array(lo, QStringLiteral("chips"), path);
    for (qsizetype i = 0; i < items.size() && m_r.ok(); ++i) {
        const QString ip = path + QStringLiteral("/items/%1").arg(i);
        const QJsonObject io = m_r.element(items, i, ip);
        FloorItem item{m_r.text(io, QStringLiteral("item"), ip),
                       int(m_r.integer(io, QStringLiteral("count"), ip, 1, 1000000)),
                       m_r.point(io, ip, map)};
        if (io.contains(QStringLiteral("price"))) // for sale (engine/Vaults.h)
            item.price = m_r.integer(io, QStringLiteral("price"), ip, 1, 1000000000000);
        if (m_r.ok() && m_r.require(m_pack.item(item.item), ip + QStringLiteral("/item"),
                                    QStringLiteral("unknown item \"%1\"").arg(item.item)))
            ls.items.append(item);
    }
    for (qsizetype i = 0; i < chests.size() && m_r.ok(); ++i) {
        const QString cp = path + QStringLiteral("/chests/%1").arg(i);
        const QJsonObject co = m_r.element(chests, i, cp);
        ChestState c{m_r.point(co, cp, map), m_r.text(co, QStringLiteral("loot"), cp),
                     m_r.boolean(co, QStringLiteral("opened"), cp),
                     m_r.boolean(co, QStringLiteral("trapped"), cp),
                     m_r.boolean(co, QStringLiteral("mimic"), cp)};
        if (m_r.ok() && m_r.require(m_pack.table(c.loot), cp + QStringLiteral("/loot"),
                                    QStringLiteral("unknown loot table \"%1\"").arg(c.loot)))
            ls.chests.append(c);
    }
    for (qsizetype i = 0; i < traps.size() && m_r.ok(); ++i) {
        const QString tp = path + QStringLiteral("/traps/%1").arg(i);
        const QJsonObject to = m_r.element(traps, i, tp);
        TrapState t{m_r.point(to, tp, map), m_r.text(to, QStringLiteral("trap"), tp),
                    m_r.boolean(to, QStringLiteral("hidden"), tp),
                    m_r.boolean(to, QStringLiteral("sprung"), tp)};
        if (m_r.ok() && m_r.require(m_pack.trap(t.trap), tp + QStringLiteral("/trap"),
                                    QStringLiteral("unknown trap \"%1\"").arg(t.trap)))
            ls.traps.append(t);
    }
    for (qsizetype i = 0; i < chips.size() && m_r.ok(); ++i) {
        const QString cp = path + QStringLiteral("/chips/%1").arg(i);
        const QJsonObject co = m_r.element(chips, i, cp);
        ls.chips.append({m_r.point(co, cp, map), m_r.boolean(co, QStringLiteral("taken"), cp)});
    }
    return m_r.ok();
}

// The hero's steps on the level and the last cells they ended on.
bool GameStateReader::readTrail(const QJsonObject &lo, const QString &path, LevelState &ls) {
    const QJsonArray trail = m_r.array(lo, QStringLiteral("trail"), path);
    ls.heroSteps = int(m_r.integer(lo, QStringLiteral("heroSteps"), path, 0, 100000000));
    if (!m_r.ok() ||
        !m_r.require(trail.size() <= qMin<qsizetype>(LevelState::kTrailLength, ls.heroSteps),
                     path + QStringLiteral("/trail"),
                     QStringLiteral("the hero's trail is longer than the steps taken")))
        return false;
    for (qsizetype i = 0; i < trail.size(); ++i) {
        const QString tp = path + QStringLiteral("/trail/%1").arg(i);
        const Point p = m_r.point(m_r.element(trail, i, tp), tp, ls.level.map);
        if (!m_r.ok() || !m_r.require(ls.level.map.passable(p), tp,
                                      QStringLiteral("the hero's trail runs into a wall")))
            return false;
        ls.trail.append(p);
    }
    return true;
}

// The hero, on the level the state says they are on (read before).
bool GameStateReader::readHero(const QJsonObject &o) {
    const QString path = QStringLiteral("/hero");
    const QJsonObject ho = m_r.object(o, QStringLiteral("hero"), QString());
    const QJsonObject stats = m_r.object(ho, QStringLiteral("stats"), path);
    const QJsonArray inventory = m_r.array(ho, QStringLiteral("inventory"), path);
    const QJsonObject equipment = m_r.object(ho, QStringLiteral("equipment"), path);
    const QString facing = m_r.text(ho, QStringLiteral("facing"), path);
    const bool rangedInHand = m_r.boolean(ho, QStringLiteral("rangedInHand"), path);
    if (!m_r.ok())
        return false;
    GameState &s = m_game->m_state;
    HeroState &hero = s.hero;
    QString message;
    const auto combatant = Combatant::fromJson(stats, &message);
    if (!combatant)
        return m_r.failWithin(path + QStringLiteral("/stats"), message);
    hero.stats = *combatant;
    hero.xp = m_r.integer(ho, QStringLiteral("xp"), path, 0, 1000000000000);
    hero.gold = m_r.integer(ho, QStringLiteral("gold"), path, 0, 1000000000000);
    hero.pos = m_r.point(ho, path, s.current().level.map);
    const auto direction = directionFromName(facing);
    if (!m_r.ok() || !m_r.require(direction.has_value(), path + QStringLiteral("/facing"),
                                  QStringLiteral("not a direction")))
        return false;
    hero.facing = *direction;
    const auto carried = Inventory::fromJson(inventory, m_pack, &message);
    if (!carried)
        return m_r.failWithin(path + QStringLiteral("/inventory"), message);
    hero.inventory = *carried;
    const auto worn = Equipment::fromJson(equipment, m_pack, &message);
    if (!worn)
        return m_r.failWithin(path + QStringLiteral("/equipment"), message);
    hero.equipment = *worn;
    hero.rangedInHand = rangedInHand;
    if (!readHeroEffects(ho, path))
        return false;
    return m_r.require(s.current().level.map.passable(hero.pos), path,
                       QStringLiteral("the hero stands in a wall"));
}

// What effects left on the hero, each absent when there is none: statuses, wand charges and
// their recharging, the hasted hero's free action.
bool GameStateReader::readHeroEffects(const QJsonObject &ho, const QString &path) {
    HeroState &hero = m_game->m_state.hero;
    if (const QJsonValue v = ho.value(QStringLiteral("statuses")); !v.isUndefined()) {
        QString message;
        std::optional<Statuses> statuses = Statuses::fromJson(v, &message);
        if (!statuses)
            return m_r.failWithin(path + QStringLiteral("/statuses"), message);
        hero.statuses = std::move(*statuses);
    }
    for (const auto &[key, counts] : {std::pair{QStringLiteral("charges"), &hero.charges},
                                      std::pair{QStringLiteral("recharge"), &hero.recharge}}) {
        const QJsonValue v = ho.value(key);
        if (v.isUndefined())
            continue;
        const QString at = path + u'/' + key;
        if (!m_r.require(v.isObject(), at, QStringLiteral("expected an object")))
            return false;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const ItemRecord *item = m_pack.item(it.key());
            if (!m_r.require(item && item->isWand(), at + u'/' + it.key(),
                             QStringLiteral("not a wand of this pack")))
                return false;
            const std::optional<qint64> n = JsonObjectReader::toInteger(it.value(), 0, 100000);
            if (!m_r.require(n.has_value(), at + u'/' + it.key(),
                             QStringLiteral("expected a whole number from 0 to 100000")))
                return false;
            counts->insert(it.key(), int(*n));
        }
    }
    const QJsonValue spent = ho.value(QStringLiteral("hasteSpent"));
    if (!m_r.require(spent.isUndefined() || spent.isBool(), path + QStringLiteral("/hasteSpent"),
                     QStringLiteral("expected true or false")))
        return false;
    hero.hasteSpent = spent.toBool(false);
    return true;
}

// The battle screen's fight ({} when none), with the id of the monster fought.
bool GameStateReader::readBattle(const QJsonObject &o) {
    const QJsonObject battle = m_r.object(o, QStringLiteral("battle"), QString());
    if (!m_r.ok() || battle.isEmpty())
        return m_r.ok();
    const QString path = QStringLiteral("/battle");
    QString message;
    const auto b = Battle::fromJson(battle, &message);
    if (!b)
        return m_r.failWithin(path, message);
    GameState &s = m_game->m_state;
    s.battleActor = int(m_r.integer(battle, QStringLiteral("actor"), path, 1, 100000000));
    bool found = false;
    for (const Actor &a : s.current().actors)
        found = found || a.id == s.battleActor;
    if (!m_r.ok() ||
        !m_r.require(found, path + QStringLiteral("/actor"),
                     QStringLiteral("the monster of the battle is not on the hero's level")))
        return false;
    s.battle = *b;
    return true;
}

} // namespace pd
