// Game::toJson and Game::fromJson: the whole state of a game as JSON, for saves and the state
// hash. Level maps are not stored: they are regenerated from (pack, seed, depth), and a hash of
// each proves the pack and generators still make the same map.
#include "engine/Game.h"

#include "data/Pack.h"
#include "json/JsonObjectReader.h"

#include <QJsonArray>

namespace pd {

namespace {

QString explorationText(const std::vector<std::uint8_t> &explored) {
    QByteArray bits((qsizetype(explored.size()) + 7) / 8, '\0');
    for (std::size_t i = 0; i < explored.size(); ++i) {
        if (explored[i])
            bits[qsizetype(i / 8)] = char(bits[qsizetype(i / 8)] | (1 << (i % 8)));
    }
    return QString::fromLatin1(bits.toBase64());
}

bool readExploration(const QString &text, std::vector<std::uint8_t> &explored) {
    const auto decoded =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != qsizetype((explored.size() + 7) / 8))
        return false;
    for (std::size_t i = 0; i < explored.size(); ++i)
        explored[i] = (decoded.decoded[qsizetype(i / 8)] >> (i % 8)) & 1;
    return true;
}

QJsonObject pointJson(Point p) {
    return {{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}};
}

// Reads a state object, remembering the first problem with its JSON pointer.
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
    bool require(bool condition, const QString &path, const QString &message) {
        return condition || fail(path, message);
    }
    qint64 integer(const QJsonObject &o, const QString &key, const QString &path, qint64 min,
                   qint64 max) {
        const std::optional<qint64> i = JsonObjectReader::toInteger(o.value(key), min, max);
        if (!i) {
            fail(path + u'/' + key,
                 QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max));
            return min;
        }
        return *i;
    }
    // The typed reads: the key must be there (unless `optional`) with the type toJson writes.
    QJsonValue value(const QJsonObject &o, const QString &key, const QString &path,
                     QJsonValue::Type type, const QString &what, bool optional = false) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && optional)
            return v;
        if (v.type() != type) {
            fail(path + u'/' + key, v.isUndefined()
                                        ? QStringLiteral("missing (expected %1)").arg(what)
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

} // namespace

QJsonObject Game::toJson() const {
    const GameState &s = m_state;
    QJsonObject hero{{QStringLiteral("stats"), s.hero.stats.toJson()},
                     {QStringLiteral("xp"), double(s.hero.xp)},
                     {QStringLiteral("gold"), double(s.hero.gold)},
                     {QStringLiteral("x"), s.hero.pos.x},
                     {QStringLiteral("y"), s.hero.pos.y},
                     {QStringLiteral("facing"), directionName(s.hero.facing)},
                     {QStringLiteral("inventory"), s.hero.inventory.toJson()},
                     {QStringLiteral("equipment"), s.hero.equipment.toJson()},
                     {QStringLiteral("rangedInHand"), s.hero.rangedInHand}};
    QJsonArray levels;
    for (const auto &[depth, ls] : s.levels) {
        QJsonArray actors, items, chests, traps, chips;
        for (const Actor &a : ls.actors)
            actors.append(a.toJson());
        for (const FloorItem &i : ls.items) {
            QJsonObject o = pointJson(i.pos);
            o.insert(QStringLiteral("item"), i.item);
            o.insert(QStringLiteral("count"), i.count);
            items.append(o);
        }
        for (const ChestState &c : ls.chests) {
            QJsonObject o = pointJson(c.pos);
            o.insert(QStringLiteral("loot"), c.loot);
            o.insert(QStringLiteral("opened"), c.opened);
            o.insert(QStringLiteral("trapped"), c.trapped);
            o.insert(QStringLiteral("mimic"), c.mimic);
            chests.append(o);
        }
        for (const TrapState &t : ls.traps) {
            QJsonObject o = pointJson(t.pos);
            o.insert(QStringLiteral("trap"), t.trap);
            o.insert(QStringLiteral("hidden"), t.hidden);
            o.insert(QStringLiteral("sprung"), t.sprung);
            traps.append(o);
        }
        for (const ChipState &c : ls.chips) {
            QJsonObject o = pointJson(c.pos);
            o.insert(QStringLiteral("taken"), c.taken);
            chips.append(o);
        }
        QJsonArray trail;
        for (const Point &p : ls.trail)
            trail.append(pointJson(p));
        QJsonObject level{{QStringLiteral("depth"), depth},
                          {QStringLiteral("levelHash"), ls.level.hash()},
                          {QStringLiteral("explored"), explorationText(ls.explored)},
                          {QStringLiteral("actors"), actors},
                          {QStringLiteral("items"), items},
                          {QStringLiteral("chests"), chests},
                          {QStringLiteral("traps"), traps},
                          {QStringLiteral("chips"), chips},
                          {QStringLiteral("heroSteps"), ls.heroSteps},
                          {QStringLiteral("trail"), trail}};
        if (ls.entry)
            level.insert(QStringLiteral("entry"), int(*ls.entry));
        levels.append(level);
    }
    QJsonArray log;
    for (const LogEntry &e : s.log)
        log.append(e.toJson());
    QJsonArray history;
    for (const QJsonObject &h : s.history)
        history.append(h);
    QJsonObject battle;
    if (s.battle) {
        battle = s.battle->toJson();
        battle.insert(QStringLiteral("actor"), s.battleActor);
    }
    QJsonObject out{
        {QStringLiteral("format"), GameState::kFormat},
        {QStringLiteral("battle"), battle},
        {QStringLiteral("packHash"), QString::fromLatin1(s.packHash)},
        {QStringLiteral("packId"), s.packId},
        {QStringLiteral("seed"), QString::number(s.seed)},
        {QStringLiteral("turn"), s.turn},
        {QStringLiteral("depth"), s.depth},
        {QStringLiteral("deepest"), s.deepest},
        {QStringLiteral("hero"), hero},
        {QStringLiteral("levels"), levels},
        {QStringLiteral("history"), history},
        {QStringLiteral("score"), double(s.score)},
        {QStringLiteral("kills"), s.kills},
        {QStringLiteral("log"), log},
        {QStringLiteral("alive"), s.alive},
        {QStringLiteral("won"), s.won},
        {QStringLiteral("cause"), s.cause.toString()},
        {QStringLiteral("foundEquipment"), QJsonArray::fromStringList(s.foundEquipment)},
        {QStringLiteral("nextActorId"), s.nextActorId},
        {QStringLiteral("rng"),
         QJsonObject{{QStringLiteral("state"), QString::number(s.rng.state())},
                     {QStringLiteral("increment"), QString::number(s.rng.increment())}}}};
    // Only a run begun deeper says so: every earlier state keeps its form and hash.
    if (s.startDepth != 1)
        out.insert(QStringLiteral("startDepth"), s.startDepth);
    return out;
}

std::unique_ptr<Game> Game::fromJson(const Pack &pack, const QJsonObject &o, QString *error) {
    StateReader r(error);
    const qint64 format = r.integer(o, QStringLiteral("format"), QString(), 1, 1000000);
    if (!r.ok())
        return nullptr;
    if (format != GameState::kFormat) {
        r.fail(QStringLiteral("/format"),
               QStringLiteral("saved by a newer version (format %1; this one reads %2)")
                   .arg(format)
                   .arg(GameState::kFormat));
        return nullptr;
    }
    bool seedOk = false;
    const std::uint64_t seed = o.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!r.require(seedOk, QStringLiteral("/seed"),
                   QStringLiteral("expected a seed number as text")))
        return nullptr;
    std::unique_ptr<Game> game(new Game(pack, seed, true));
    GameState &s = game->m_state;
    if (o.value(QStringLiteral("packHash")).toString().toLatin1() != s.packHash) {
        r.fail(QStringLiteral("/packHash"),
               QStringLiteral("the game was played with different data for pack \"%1\"; it cannot "
                              "be continued with this one")
                   .arg(o.value(QStringLiteral("packId")).toString()));
        return nullptr;
    }
    s.turn = int(r.integer(o, QStringLiteral("turn"), QString(), 0, 100000000));
    s.depth = int(r.integer(o, QStringLiteral("depth"), QString(), 1, 100000));
    if (o.contains(QStringLiteral("startDepth")))
        s.startDepth = int(r.integer(o, QStringLiteral("startDepth"), QString(), 1,
                                     std::max(1, game->m_dungeon.depthCount())));
    s.deepest = int(r.integer(o, QStringLiteral("deepest"), QString(), 1, 100000));
    s.score = r.integer(o, QStringLiteral("score"), QString(), -1000000000, 1000000000000);
    s.kills = int(r.integer(o, QStringLiteral("kills"), QString(), 0, 100000000));
    s.nextActorId = int(r.integer(o, QStringLiteral("nextActorId"), QString(), 1, 100000000));
    s.alive = r.boolean(o, QStringLiteral("alive"), QString());
    s.won = r.boolean(o, QStringLiteral("won"), QString());
    bool knownCause = true;
    s.cause = DeathCause::fromString(r.text(o, QStringLiteral("cause"), QString()), &knownCause);
    if (!r.ok())
        return nullptr;
    if (!knownCause) {
        r.fail(QStringLiteral("/cause"), QStringLiteral("unknown cause \"%1\"").arg(s.cause.text));
        return nullptr;
    }
    s.foundEquipment.clear();
    const QJsonArray found = r.array(o, QStringLiteral("foundEquipment"), QString());
    for (qsizetype i = 0; i < found.size(); ++i) {
        if (!r.require(found[i].isString(), QStringLiteral("/foundEquipment/%1").arg(i),
                       QStringLiteral("expected an item's id")))
            return nullptr;
        s.foundEquipment.append(found[i].toString());
    }
    const QJsonObject rng = r.object(o, QStringLiteral("rng"), QString());
    if (!r.ok())
        return nullptr;
    bool okState = false, okInc = false;
    const std::uint64_t rngState =
        rng.value(QStringLiteral("state")).toString().toULongLong(&okState);
    const std::uint64_t rngInc =
        rng.value(QStringLiteral("increment")).toString().toULongLong(&okInc);
    if (!r.require(okState && okInc && (rngInc & 1), QStringLiteral("/rng"),
                   QStringLiteral("the random generator's state is damaged")))
        return nullptr;
    s.rng = Rng::fromRaw(rngState, rngInc);
    const QJsonArray history = r.array(o, QStringLiteral("history"), QString());
    for (qsizetype i = 0; i < history.size(); ++i)
        s.history.append(r.element(history, i, QStringLiteral("/history/%1").arg(i)));
    const QJsonArray log = r.array(o, QStringLiteral("log"), QString());
    if (!r.ok())
        return nullptr;
    QList<LogEntry> entries;
    entries.reserve(log.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QString lp = QStringLiteral("/log/%1").arg(i);
        const QJsonObject lo = r.element(log, i, lp);
        QString why;
        const auto entry = r.ok() ? LogEntry::fromJson(lo, &why) : std::nullopt;
        if (!entry) {
            if (r.ok())
                r.fail(lp + why.section(u':', 0, 0), why.section(u':', 1).trimmed());
            return nullptr;
        }
        entries.append(*entry);
    }
    s.setLog(std::move(entries));
    if (!r.ok())
        return nullptr;

    const QJsonArray levels = r.array(o, QStringLiteral("levels"), QString());
    if (!r.ok() || !r.require(!levels.isEmpty(), QStringLiteral("/levels"),
                              QStringLiteral("no level is saved")))
        return nullptr;
    for (qsizetype li = 0; li < levels.size(); ++li) {
        const QString path = QStringLiteral("/levels/%1").arg(li);
        const QJsonObject lo = r.element(levels, li, path);
        if (!r.ok())
            return nullptr;
        const int depth =
            int(r.integer(lo, QStringLiteral("depth"), path, 1, game->m_dungeon.depthCount()));
        std::optional<Side> entry;
        if (lo.contains(QStringLiteral("entry")))
            entry = Side(r.integer(lo, QStringLiteral("entry"), path, 0, 3));
        if (!r.ok())
            return nullptr;
        LevelState ls;
        QString buildError;
        if (!game->buildLevel(depth, entry, ls, &buildError)) {
            r.fail(path, buildError);
            return nullptr;
        }
        const QString levelHash = r.text(lo, QStringLiteral("levelHash"), path);
        const QString explored = r.text(lo, QStringLiteral("explored"), path);
        if (!r.ok())
            return nullptr;
        if (!r.require(levelHash == ls.level.hash(), path + QStringLiteral("/levelHash"),
                       QStringLiteral("depth %1 no longer generates the map it was saved with")
                           .arg(depth)))
            return nullptr;
        if (!r.require(readExploration(explored, ls.explored), path + QStringLiteral("/explored"),
                       QStringLiteral("the explored map is damaged")))
            return nullptr;
        const TileMap &map = ls.level.map;
        const QJsonArray actors = r.array(lo, QStringLiteral("actors"), path);
        const QJsonArray items = r.array(lo, QStringLiteral("items"), path);
        const QJsonArray chests = r.array(lo, QStringLiteral("chests"), path);
        const QJsonArray traps = r.array(lo, QStringLiteral("traps"), path);
        const QJsonArray chips = r.array(lo, QStringLiteral("chips"), path);
        const QJsonArray trail = r.array(lo, QStringLiteral("trail"), path);
        if (!r.ok())
            return nullptr;
        for (qsizetype i = 0; i < actors.size(); ++i) {
            const QString ap = path + QStringLiteral("/actors/%1").arg(i);
            QString message;
            const QJsonObject ao = r.element(actors, i, ap);
            if (!r.ok())
                return nullptr;
            const auto a = Actor::fromJson(ao, &message);
            if (!a) {
                r.fail(ap + message.section(u':', 0, 0), message.section(u':', 1).trimmed());
                return nullptr;
            }
            if (!r.require(pack.monster(a->record), ap + QStringLiteral("/record"),
                           QStringLiteral("unknown monster \"%1\"").arg(a->record)) ||
                !r.require(map.passable(a->pos), ap,
                           QStringLiteral("the monster stands in a wall")) ||
                !r.require(map.inBounds(a->home), ap + QStringLiteral("/homeX"),
                           QStringLiteral("the monster's home is off the map")) ||
                !r.require(ls.actorAt(a->pos) < 0, ap, QStringLiteral("two monsters on one cell")))
                return nullptr;
            ls.actors.append(*a);
        }
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString ip = path + QStringLiteral("/items/%1").arg(i);
            const QJsonObject io = r.element(items, i, ip);
            FloorItem item{r.text(io, QStringLiteral("item"), ip),
                           int(r.integer(io, QStringLiteral("count"), ip, 1, 1000000)),
                           r.point(io, ip, map)};
            if (!r.ok() || !r.require(pack.item(item.item), ip + QStringLiteral("/item"),
                                      QStringLiteral("unknown item \"%1\"").arg(item.item)))
                return nullptr;
            ls.items.append(item);
        }
        for (qsizetype i = 0; i < chests.size(); ++i) {
            const QString cp = path + QStringLiteral("/chests/%1").arg(i);
            const QJsonObject co = r.element(chests, i, cp);
            ChestState c{r.point(co, cp, map), r.text(co, QStringLiteral("loot"), cp),
                         r.boolean(co, QStringLiteral("opened"), cp),
                         r.boolean(co, QStringLiteral("trapped"), cp),
                         r.boolean(co, QStringLiteral("mimic"), cp)};
            if (!r.ok() || !r.require(pack.table(c.loot), cp + QStringLiteral("/loot"),
                                      QStringLiteral("unknown loot table \"%1\"").arg(c.loot)))
                return nullptr;
            ls.chests.append(c);
        }
        for (qsizetype i = 0; i < traps.size(); ++i) {
            const QString tp = path + QStringLiteral("/traps/%1").arg(i);
            const QJsonObject to = r.element(traps, i, tp);
            TrapState t{r.point(to, tp, map), r.text(to, QStringLiteral("trap"), tp),
                        r.boolean(to, QStringLiteral("hidden"), tp),
                        r.boolean(to, QStringLiteral("sprung"), tp)};
            if (!r.ok() || !r.require(pack.trap(t.trap), tp + QStringLiteral("/trap"),
                                      QStringLiteral("unknown trap \"%1\"").arg(t.trap)))
                return nullptr;
            ls.traps.append(t);
        }
        for (qsizetype i = 0; i < chips.size(); ++i) {
            const QString cp = path + QStringLiteral("/chips/%1").arg(i);
            const QJsonObject co = r.element(chips, i, cp);
            ls.chips.append({r.point(co, cp, map), r.boolean(co, QStringLiteral("taken"), cp)});
        }
        if (!r.ok())
            return nullptr;
        ls.heroSteps = int(r.integer(lo, QStringLiteral("heroSteps"), path, 0, 100000000));
        if (!r.require(trail.size() <= qMin<qsizetype>(LevelState::kTrailLength, ls.heroSteps),
                       path + QStringLiteral("/trail"),
                       QStringLiteral("the hero's trail is longer than the steps taken")))
            return nullptr;
        for (qsizetype i = 0; i < trail.size(); ++i) {
            const QString tp = path + QStringLiteral("/trail/%1").arg(i);
            const Point p = r.point(r.element(trail, i, tp), tp, map);
            if (!r.require(map.passable(p), tp,
                           QStringLiteral("the hero's trail runs into a wall")))
                return nullptr;
            ls.trail.append(p);
        }
        for (const Actor &a : ls.actors) {
            if (a.guards >= ls.chests.size())
                r.fail(path, QStringLiteral("a monster guards a chest that is not there"));
        }
        if (!r.ok())
            return nullptr;
        if (!r.require(!s.levels.count(depth), path + QStringLiteral("/depth"),
                       QStringLiteral("depth %1 is saved twice").arg(depth)))
            return nullptr;
        s.levels[depth] = std::move(ls);
    }
    if (!r.require(
            s.levels.count(s.depth), QStringLiteral("/depth"),
            QStringLiteral("the hero's depth %1 is not among the saved levels").arg(s.depth)))
        return nullptr;

    const QJsonObject ho = r.object(o, QStringLiteral("hero"), QString());
    const QJsonObject heroStats = r.object(ho, QStringLiteral("stats"), QStringLiteral("/hero"));
    const QJsonArray heroInventory =
        r.array(ho, QStringLiteral("inventory"), QStringLiteral("/hero"));
    const QJsonObject heroEquipment =
        r.object(ho, QStringLiteral("equipment"), QStringLiteral("/hero"));
    const QString heroFacing = r.text(ho, QStringLiteral("facing"), QStringLiteral("/hero"));
    const bool rangedInHand =
        r.boolean(ho, QStringLiteral("rangedInHand"), QStringLiteral("/hero"));
    if (!r.ok())
        return nullptr;
    QString message;
    const auto stats = Combatant::fromJson(heroStats, &message);
    if (!stats) {
        r.fail(QStringLiteral("/hero/stats"), message);
        return nullptr;
    }
    HeroState &hero = s.hero;
    hero.stats = *stats;
    hero.xp = r.integer(ho, QStringLiteral("xp"), QStringLiteral("/hero"), 0, 1000000000000);
    hero.gold = r.integer(ho, QStringLiteral("gold"), QStringLiteral("/hero"), 0, 1000000000000);
    hero.pos = r.point(ho, QStringLiteral("/hero"), s.current().level.map);
    const auto facing = directionFromName(heroFacing);
    if (!r.require(facing.has_value(), QStringLiteral("/hero/facing"),
                   QStringLiteral("not a direction")))
        return nullptr;
    hero.facing = *facing;
    const auto inventory = Inventory::fromJson(heroInventory, pack, &message);
    if (!inventory) {
        r.fail(QStringLiteral("/hero/inventory"), message);
        return nullptr;
    }
    hero.inventory = *inventory;
    const auto equipment = Equipment::fromJson(heroEquipment, pack, &message);
    if (!equipment) {
        r.fail(QStringLiteral("/hero/equipment"), message);
        return nullptr;
    }
    hero.equipment = *equipment;
    hero.rangedInHand = rangedInHand;
    if (!r.ok() || !r.require(s.current().level.map.passable(hero.pos), QStringLiteral("/hero"),
                              QStringLiteral("the hero stands in a wall")))
        return nullptr;
    const QJsonObject battle = r.object(o, QStringLiteral("battle"), QString());
    if (!r.ok())
        return nullptr;
    if (!battle.isEmpty()) {
        const auto b = Battle::fromJson(battle, &message);
        if (!b) {
            r.fail(QStringLiteral("/battle"), message);
            return nullptr;
        }
        s.battleActor = int(
            r.integer(battle, QStringLiteral("actor"), QStringLiteral("/battle"), 1, 100000000));
        bool found = false;
        for (const Actor &a : s.current().actors)
            found = found || a.id == s.battleActor;
        if (!r.require(found, QStringLiteral("/battle/actor"),
                       QStringLiteral("the monster of the battle is not on the hero's level")))
            return nullptr;
        s.battle = *b;
    }
    game->refreshEquipment();
    game->updateFov();
    return game;
}

} // namespace pd
