// Saved games (SPEC §3): a save loads back to the identical state and plays on identically; a
// dead hero's save is gone; a damaged, foreign or hostile save is refused with
// file:line:column: /json/pointer: message and is never changed; writing is atomic.
#include "GuidedStep.h"
#include "data/PackLoader.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/HighScores.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "gen/CavesGenerator.h"
#include "random/Rng.h"
#include "json/JsonReader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>

#include <csignal>
#include <fcntl.h>
#include <functional>
#include <map>
#include <memory>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace pd;

namespace {

const char *const kPacks[] = {"classic", "permadungeon", "maze-duel"};

QString packFolder(const QString &name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + name;
}

// Random commands for the game as it stands, every kind, biased to moves (as in tst_replay).
class CommandDrawer {
public:
    // A guided drawer mostly walks to the stairs down (past the chips that open them).
    CommandDrawer(const Pack &pack, Rng rng, bool guided = false)
        : m_pack(pack)
        , m_rng(rng)
        , m_guided(guided) {}

    Command next(const Game &game) {
        const GameState &s = game.state();
        if (s.battle && m_rng.chance(4, 5)) {
            static const Command::Kind kinds[] = {Command::Kind::Attack, Command::Kind::Attack,
                                                  Command::Kind::Defend, Command::Kind::Escape};
            return Command::of(kinds[m_rng.below(4)]);
        }
        const LevelState &ls = game.level();
        if (ls.level.map.at(s.hero.pos) == Tile::StairsDown && m_rng.chance(1, 2))
            return Command::of(Command::Kind::Descend);
        if (m_guided && m_rng.chance(3, 4)) {
            if (const auto step = stepTowardsTheWayOn(game))
                return Command::move(*step);
        }
        // Now and then back up the stairs, so that saves hold levels left behind.
        if (ls.level.map.at(s.hero.pos) == Tile::StairsUp && s.depth > 1 && m_rng.chance(1, 3))
            return Command::of(Command::Kind::Climb);
        const std::uint32_t r = m_rng.below(100);
        if (r < 60)
            return move(game);
        if (r < 64)
            return Command::of(Command::Kind::Wait);
        if (r < 67)
            return Command::of(Command::Kind::Pickup);
        if (r < 70)
            return m_rng.chance(1, 3)
                       ? Command::fireAt({int(m_rng.below(std::uint32_t(ls.level.map.width()))),
                                          int(m_rng.below(std::uint32_t(ls.level.map.height())))})
                       : Command{Command::Kind::Fire, anyDirection(), {}, {}};
        if (r < 73)
            return Command{Command::Kind::Interact, anyDirection(), {}, {}};
        if (r < 76)
            return Command::of(m_rng.chance(1, 2) ? Command::Kind::Descend : Command::Kind::Climb);
        if (r < 80)
            return Command::withId(Command::Kind::Use, itemName(game));
        if (r < 83)
            return Command::withId(Command::Kind::Equip, itemName(game));
        if (r < 85)
            return Command::withId(Command::Kind::Unequip, m_rng.chance(1, 2)
                                                               ? QStringLiteral("melee")
                                                               : QStringLiteral("shoes"));
        if (r < 87)
            return Command::of(Command::Kind::Swap);
        if (r < 91) {
            if (!m_pack.spells.isEmpty() && m_rng.chance(3, 4))
                return Command::withId(
                    Command::Kind::Cast,
                    m_pack.spells[qsizetype(m_rng.below(std::uint32_t(m_pack.spells.size())))].id,
                    anyDirection());
            return Command::withId(Command::Kind::Cast, QStringLiteral("nonsense"));
        }
        if (r < 96) {
            const TileMap &map = ls.level.map;
            for (int tries = 0; tries < 20; ++tries) {
                const Point p{int(m_rng.below(std::uint32_t(map.width()))),
                              int(m_rng.below(std::uint32_t(map.height())))};
                if (map.passable(p) && ls.isExplored(p))
                    return Command::travel(p);
            }
            return Command::travel({999, 999});
        }
        return Command::of(Command::Kind::Attack); // no battle: refused
    }

private:
    Direction anyDirection() { return kDirections[m_rng.below(8)]; }

    Command move(const Game &game) {
        const TileMap &map = game.level().level.map;
        const Point at = game.state().hero.pos;
        const int movement = m_pack.ruleset.movement;
        if (canStep(map, at, m_heading, movement) && m_rng.chance(2, 3))
            return Command::move(m_heading);
        QList<Direction> open;
        for (Direction d : kDirections) {
            if (canStep(map, at, d, movement))
                open.append(d);
        }
        if (open.isEmpty() || m_rng.chance(1, 8))
            return Command::move(anyDirection());
        m_heading = open[qsizetype(m_rng.below(std::uint32_t(open.size())))];
        return Command::move(m_heading);
    }

    QString itemName(const Game &game) {
        const auto &stacks = game.state().hero.inventory.stacks();
        if (!stacks.isEmpty() && m_rng.chance(2, 3))
            return stacks[qsizetype(m_rng.below(std::uint32_t(stacks.size())))].item;
        if (!m_pack.items.isEmpty() && m_rng.chance(3, 4))
            return m_pack.items[qsizetype(m_rng.below(std::uint32_t(m_pack.items.size())))].id;
        return QStringLiteral("nonsense");
    }

    const Pack &m_pack;
    Rng m_rng;
    bool m_guided = false;
    Direction m_heading = Direction::S;
};

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool writeAll(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

// The save's checksum: SHA-256 of the compact JSON of its commands and state together.
QByteArray checksumOf(const QJsonObject &root) {
    const QJsonObject both{{QStringLiteral("commands"), root.value(QStringLiteral("commands"))},
                           {QStringLiteral("state"), root.value(QStringLiteral("state"))}};
    return QCryptographicHash::hash(QJsonDocument(both).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256)
        .toHex();
}

// `node` with the value at JSON pointer `pointer` replaced (Undefined: removed). Array indices
// one past the end append.
QJsonValue setAt(const QJsonValue &node, QStringView pointer, const QJsonValue &value) {
    if (pointer.isEmpty())
        return value;
    const qsizetype next = pointer.indexOf(u'/', 1);
    const QString key = pointer.mid(1, next < 0 ? -1 : next - 1).toString();
    const QStringView rest = next < 0 ? QStringView() : pointer.mid(next);
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = key.toInt();
        if (rest.isEmpty() && value.isUndefined())
            a.removeAt(i);
        else if (i == a.size())
            a.append(setAt(QJsonValue(), rest, value));
        else
            a[i] = setAt(a.at(i), rest, value);
        return a;
    }
    QJsonObject o = node.toObject();
    if (rest.isEmpty() && value.isUndefined())
        o.remove(key);
    else
        o.insert(key, setAt(o.value(key), rest, value));
    return o;
}

QJsonValue valueAt(const QJsonValue &node, QStringView pointer) {
    if (pointer.isEmpty())
        return node;
    const qsizetype next = pointer.indexOf(u'/', 1);
    const QString key = pointer.mid(1, next < 0 ? -1 : next - 1).toString();
    const QStringView rest = next < 0 ? QStringView() : pointer.mid(next);
    return valueAt(node.isArray() ? node.toArray().at(key.toInt()) : node.toObject().value(key),
                   rest);
}

// A save file's text with the checksum of its (possibly edited) state recomputed, as a forger
// would.
QByteArray saveText(QJsonObject root, bool fixChecksum = true) {
    if (fixChecksum)
        root.insert(QStringLiteral("checksum"), QString::fromLatin1(checksumOf(root)));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList filesIn(const QString &dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot);
}

// Every key below `pointer` in `value`, once per shape (array indices taken as "*"), so that a
// key only some elements have (an actor's "guards") is met once too: {pointer, shape}.
// The events a command told, as kind, actor, target, amount and id (for comparing two games).
QStringList eventsOf(Game &game) {
    QStringList out;
    for (const GameEvent &e : game.takeEvents())
        out.append(QStringLiteral("%1 %2 %3 %4 %5 %6")
                       .arg(int(e.kind))
                       .arg(e.actor)
                       .arg(e.target)
                       .arg(e.amount)
                       .arg(e.id, e.text));
    return out;
}

void collectKeys(const QJsonValue &value, const QString &pointer, const QString &shape,
                 QSet<QString> &seen, QList<QPair<QString, QString>> &out) {
    if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectKeys(a[i], pointer + u'/' + QString::number(i), shape + QStringLiteral("/*"),
                        seen, out);
        return;
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString p = pointer + u'/' + it.key();
        const QString sh = shape + u'/' + it.key();
        if (!seen.contains(sh)) {
            seen.insert(sh);
            out.append({p, sh});
        }
        collectKeys(it.value(), p, sh, seen, out);
    }
}

// The keys toJson writes only when they say something (a default is left out): without one the
// state reads as another, which only the replay of the commands shows.
bool writtenOnlySometimes(const QString &shape) {
    static const QRegularExpression sometimes(
        QStringLiteral("^/state/startDepth$"
                       "|^/state/levels/\\*/entry$"
                       "|/actors/\\*/guards$"
                       "|/(stats|hero|monster)/(element|character|defending)$" // a combatant's
                       "|/(base|equipment)/[^/]+$"    // stats other than 0, the hero's worn slots
                       "|^/state/log/\\*/args(/.*)?$" // a log line's arguments, by its kind
                       "|^/state/battle/log/\\*/"
                       "(amount|mp|rounds|critical|restricted|effect|debuff|id|name)$"));
    return sometimes.match(shape).hasMatch();
}

// A game of `pack` played with random commands (some walking on to the way down) until `wanted`
// holds, on the first seed that gets there; nullptr when none below 300 does.
std::unique_ptr<Game> playUntil(const Pack &pack, int startDepth,
                                const std::function<bool(const Game &)> &wanted) {
    for (std::uint64_t seed = 1; seed < 300; ++seed) {
        auto game = std::make_unique<Game>(pack, seed, QStringLiteral("Ada"), startDepth);
        CommandDrawer draw(pack, Rng::forStream(seed, u"test-every-key"), seed % 2 == 1);
        for (int i = 0; i < 400 && !game->isOver(); ++i) {
            game->submit(draw.next(*game));
            if (game->state().alive && wanted(*game)) {
                game->takeEvents();
                return game;
            }
        }
    }
    return nullptr;
}

} // namespace

class TestSaves : public QObject {
    Q_OBJECT

    std::map<QString, Pack> m_packs;
    QTemporaryDir m_tmp;
    // A classic game a few turns in, on a level with monsters, items, chests and traps.
    std::unique_ptr<Game> m_base;
    QJsonObject m_baseRoot; // its save file
    Point m_wall;           // a wall cell of its level

    const Pack &pack(const QString &name) { return m_packs.at(name); }

    // Real saves of games in the middle of play, by name, and the packs they were played with.
    std::map<QString, QJsonObject> m_saved;
    std::map<QString, Pack> m_playPacks;
    bool addSave(const QString &name, const QString &packName, const Pack &p, const Game &game);

private Q_SLOTS:
    void initTestCase();

    void roundTripAtRandomTurns_data();
    void roundTripAtRandomTurns();
    void saveFileFormat();
    void deadHeroSaveIsRemoved();
    void aSnapshotKeepsItsTurn();
    void realDeathRemovesSave();
    void fixedLevelGameIsNotSaved();
    void hostileSaves_data();
    void hostileSaves();
    void missingSave();
    void olderLogLinesAreRefused();
    void missingKeysAreNamed_data();
    void missingKeysAreNamed();
    void everyKeyIsRequired_data();
    void everyKeyIsRequired();
    void packIdMustBeThePacks();
    void commandsMustLeadToTheState_data();
    void commandsMustLeadToTheState();
    void namedPipesAreRefused_data();
    void namedPipesAreRefused();
    void otherPackRefused_data();
    void otherPackRefused();
    void peekPack();
    void atomicWriteNotWritableFolder();
    void atomicWriteFailsHalfway();
    void writeIntoMissingFolder();
};

void TestSaves::initTestCase() {
    QVERIFY(m_tmp.isValid());
    for (const char *name : kPacks) {
        Diagnostics d;
        Pack p = PackLoader::load(packFolder(QLatin1String(name)), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        m_packs.emplace(QLatin1String(name), std::move(p));
    }
    const Pack &classic = pack(QStringLiteral("classic"));
    for (std::uint64_t seed = 1; seed < 200 && !m_base; ++seed) {
        auto g = std::make_unique<Game>(classic, seed, QStringLiteral("Ada"));
        for (const char *c : {"wait", "wait", "pickup", "wait"})
            g->submit(*Command::fromText(QLatin1String(c)));
        // One step, so that the level has a trail of the hero's cells to save.
        for (const char *c : {"move e", "move w", "move n", "move s"}) {
            if (g->submit(*Command::fromText(QLatin1String(c))))
                break;
        }
        const LevelState &ls = g->level();
        if (g->state().alive && ls.actors.size() >= 2 && !ls.items.isEmpty() &&
            !ls.chests.isEmpty() && !ls.traps.isEmpty() && g->state().levels.size() == 1 &&
            ls.trail.size() == 1)
            m_base = std::move(g);
    }
    QVERIFY2(m_base, "no classic seed below 200 has monsters, items, chests and traps");
    const QString path = m_tmp.filePath(QStringLiteral("base.save.json"));
    QString error;
    QVERIFY2(SaveGame::write(*m_base, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    m_baseRoot = QJsonDocument::fromJson(readAll(path)).object();
    QVERIFY(!m_baseRoot.isEmpty());
    const TileMap &map = m_base->level().level.map;
    bool found = false;
    for (int i = 0; i < map.size() && !found; ++i) {
        if (map.at(map.point(i)) == Tile::Wall) {
            m_wall = map.point(i);
            found = true;
        }
    }
    QVERIFY(found);

    // The saves whose every key is taken away in turn: this one; a classic run begun at depth 2
    // that has gone down and come back up; a room-by-room run with rooms left behind; a maze
    // duel (chips) in a battle where spells hold.
    QVERIFY(addSave(QStringLiteral("classic"), QStringLiteral("classic"), classic, *m_base));
    const auto deeper = playUntil(classic, 2, [](const Game &g) {
        return g.state().levels.size() >= 2 && g.state().depth == 2 && g.commands().size() > 60;
    });
    QVERIFY2(deeper, "no classic run from depth 2 went down and came back");
    QVERIFY(addSave(QStringLiteral("classic-deeper"), QStringLiteral("classic"), classic, *deeper));
    Pack rooms = pack(QStringLiteral("permadungeon"));
    rooms.ruleset.heroXp = 200; // as in roundTripAtRandomTurns: long enough to leave rooms
    const auto roomByRoom = playUntil(
        rooms, 1, [](const Game &g) { return g.state().history.size() >= 2 && g.level().entry; });
    QVERIFY2(roomByRoom, "no room-by-room run left two rooms behind");
    QVERIFY(addSave(QStringLiteral("rooms"), QStringLiteral("permadungeon"), rooms, *roomByRoom));
    const Pack &duel = pack(QStringLiteral("maze-duel"));
    const auto inBattle = playUntil(duel, 1, [](const Game &g) {
        const auto &b = g.state().battle;
        return b && !b->log().isEmpty() && !g.level().chips.isEmpty() &&
               (!b->hero().buffs.isEmpty() || !b->monster().buffs.isEmpty());
    });
    QVERIFY2(inBattle, "no maze duel came to a battle where a spell holds");
    QVERIFY(addSave(QStringLiteral("battle"), QStringLiteral("maze-duel"), duel, *inBattle));
}

bool TestSaves::addSave(const QString &name, const QString &packName, const Pack &p,
                        const Game &game) {
    const QString path = m_tmp.filePath(name + QStringLiteral(".every-key.save.json"));
    QString error;
    if (!SaveGame::write(game, path, packFolder(packName), &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    m_playPacks.insert_or_assign(name, p);
    // As saved, it loads: every refusal below comes from what was taken away.
    Diagnostics d;
    if (!SaveGame::read(m_playPacks.at(name), path, d)) {
        qWarning("%s", qPrintable(d.toStringList().join(u'\n')));
        return false;
    }
    m_saved[name] = QJsonDocument::fromJson(readAll(path)).object();
    return true;
}

// 2: save at a random turn, load, compare; then play on both with the same commands.
void TestSaves::roundTripAtRandomTurns_data() {
    QTest::addColumn<QString>("packName");
    QTest::addColumn<int>("first");
    for (const char *name : kPacks) {
        for (int first = 0; first < 40; first += 10)
            QTest::addRow("%s games %d-%d", name, first, first + 9)
                << QString::fromLatin1(name) << first;
    }
}

void TestSaves::roundTripAtRandomTurns() {
    QFETCH(QString, packName);
    QFETCH(int, first);
    // Room by room a kill pays nothing and a golem's touch costs 8-24 of the hero's 10 XP, so
    // random commands end most runs in a few turns: this test is about saving, so that hero
    // starts with more XP (the pack's content hash, which saves check, is the same).
    Pack p = pack(packName);
    if (p.ruleset.health == Ruleset::Health::Xp)
        p.ruleset.heroXp = 200;
    const QString path = m_tmp.filePath(packName + QStringLiteral(".save.json"));
    const QString again = m_tmp.filePath(packName + QStringLiteral("-again.save.json"));
    int saved = 0, inBattle = 0, deeper = 0;
    for (int g = first; g < first + 10; ++g) {
        Rng rng = Rng::forStream(777, u"test", std::uint64_t(g));
        const std::uint64_t seed = g % 3 == 0 ? rng.next64() : rng.below(10000);
        const int saveAt = int(rng.range(0, 150));
        CommandDrawer draw(p, Rng::forStream(seed, u"test-save-commands", std::uint64_t(g)),
                           g % 2 == 1);
        Game game(p, seed, g % 2 ? QStringLiteral("Zoë") : QString());
        for (int i = 0; i < saveAt && !game.isOver(); ++i)
            game.submit(draw.next(game));
        game.takeEvents();
        if (!game.state().alive)
            continue; // the dead are not saved: deadHeroSaveIsRemoved
        const auto where = [&] {
            QStringList lines;
            for (const Command &c : game.commands())
                lines.append(c.toText());
            return QStringLiteral("pack %1, seed %2, turn %3, commands: %4")
                .arg(packName)
                .arg(seed)
                .arg(game.state().turn)
                .arg(lines.join(QStringLiteral("; ")));
        };
        QString error;
        QVERIFY2(SaveGame::write(game, path, packFolder(packName), &error), qPrintable(error));
        Diagnostics d;
        std::unique_ptr<Game> loaded = SaveGame::read(p, path, d);
        QVERIFY2(loaded, qPrintable(d.toStringList().join(u'\n') + u'\n' + where()));
        QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
        // Proved quickly (the replay is the game), and the same game as read field by field:
        // the same state, commands and recap, nothing of the last turn left to show.
        QVERIFY2(SaveGame::readQuickly(p, path), qPrintable(where()));
        std::unique_ptr<Game> careful = SaveGame::readCarefully(p, path, d);
        QVERIFY2(careful, qPrintable(d.toStringList().join(u'\n') + u'\n' + where()));
        QVERIFY2(careful->toJson() == loaded->toJson(), qPrintable(where()));
        QVERIFY(careful->commands() == loaded->commands());
        QVERIFY(careful->recap() == loaded->recap());
        QVERIFY(loaded->takeEvents().isEmpty() && careful->takeEvents().isEmpty());
        QVERIFY(!loaded->finishedBattle() && !careful->finishedBattle());
        QVERIFY(!loaded->lastRefusal());
        QVERIFY2(loaded->stateHash() == game.stateHash(), qPrintable(where()));
        QVERIFY2(loaded->toJson() == game.toJson(), qPrintable(where()));
        QVERIFY(loaded->commands() == game.commands());
        QCOMPARE(loaded->summary().toJson(), game.summary().toJson());
        // Saving the loaded game writes the same file.
        QVERIFY2(SaveGame::write(*loaded, again, packFolder(packName), &error), qPrintable(error));
        QVERIFY2(readAll(again) == readAll(path), qPrintable(where()));
        ++saved;
        inBattle += game.state().battle ? 1 : 0;
        deeper += game.state().levels.size() > 1 || game.state().depth > 1 ? 1 : 0;

        // Both play on alike, command by command.
        for (int i = 0; i < 60; ++i) {
            const Command c = draw.next(game);
            const bool a = game.submit(c);
            const bool b = loaded->submit(c);
            QVERIFY2(a == b, qPrintable(c.toText() + u'\n' + where()));
            QVERIFY2(careful->submit(c) == a, qPrintable(c.toText() + u'\n' + where()));
            QVERIFY(eventsOf(*loaded) == eventsOf(*careful));
            if (i % 10 == 9 || i == 59)
                QVERIFY2(
                    loaded->stateHash() == game.stateHash() &&
                        careful->stateHash() == game.stateHash(),
                    qPrintable(
                        QStringLiteral("after %1 more commands (%2)\n").arg(i + 1).arg(c.toText()) +
                        where()));
        }
        QCOMPARE(loaded->toJson(), game.toJson());
        // A loaded game's replay still starts from the first turn.
        const auto replayed = Replay::of(*loaded, packFolder(packName)).run(p, &error);
        QVERIFY2(replayed, qPrintable(error));
        QVERIFY2(replayed->stateHash() == game.stateHash(), qPrintable(where()));
    }
    qDebug("%s: %d of 10 games saved and loaded (%d in a battle, %d below depth 1)",
           qPrintable(packName), saved, inBattle, deeper);
    QVERIFY2(saved >= 3, "too few random games lived to be saved");
}

void TestSaves::saveFileFormat() {
    const QJsonObject &root = m_baseRoot;
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("permadungeon-save"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), SaveGame::kVersion);
    QCOMPARE(root.value(QStringLiteral("packId")).toString(), m_base->state().packId);
    QCOMPARE(root.value(QStringLiteral("packPath")).toString(), QStringLiteral("data/classic"));
    const QJsonObject state = root.value(QStringLiteral("state")).toObject();
    QCOMPARE(state, m_base->toJson());
    QCOMPARE(root.value(QStringLiteral("checksum")).toString().toLatin1(), checksumOf(root));
    QCOMPARE(root.value(QStringLiteral("commands")).toArray().size(), m_base->commands().size());
    // The file in the temporary folder is the only one: no temporary file is left behind.
    QVERIFY(!filesIn(m_tmp.path()).filter(QRegularExpression(QStringLiteral("base"))).isEmpty());
    for (const QString &f : filesIn(m_tmp.path()))
        QVERIFY2(f.endsWith(QStringLiteral(".json")), qPrintable(f));
}

// Permadeath: saving a dead hero's game removes the save.
void TestSaves::deadHeroSaveIsRemoved() {
    const Pack &classic = pack(QStringLiteral("classic"));
    QJsonObject state = m_base->toJson();
    state.insert(QStringLiteral("alive"), false);
    state.insert(QStringLiteral("cause"), QStringLiteral("killed-by:goblin"));
    QString error;
    const auto dead = Game::fromJson(classic, state, &error);
    QVERIFY2(dead, qPrintable(error));
    QVERIFY(!dead->state().alive);
    const QString path = m_tmp.filePath(QStringLiteral("dead.save.json"));
    QVERIFY2(SaveGame::write(*m_base, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    QVERIFY(QFile::exists(path));
    QVERIFY2(SaveGame::write(*dead, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
    // No save to remove: still fine, and nothing is made.
    QVERIFY2(SaveGame::write(*dead, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

// The autosave's snapshot is taken at one turn and written later (on another thread): what it
// writes is that turn's game, whatever the game did meanwhile, and it loads.
void TestSaves::aSnapshotKeepsItsTurn() {
    const Pack &classic = pack(QStringLiteral("classic"));
    Game game(classic, 4242, QStringLiteral("Snap"));
    for (int i = 0; i < 5; ++i)
        QVERIFY(game.submit(Command::of(Command::Kind::Wait)));
    const QString hashThen = game.stateHash();
    const int turnThen = game.state().turn;
    const SaveGame::Snapshot snap = SaveGame::snapshot(game, QStringLiteral("data/classic"));
    QVERIFY(!snap.remove);
    QVERIFY(snap.refused.isEmpty());
    for (int i = 0; i < 7; ++i)
        QVERIFY(game.submit(Command::of(Command::Kind::Wait)));
    QVERIFY(game.state().turn > turnThen);
    const QString path = m_tmp.filePath(QStringLiteral("snapshot.save.json"));
    QString error;
    QVERIFY2(SaveGame::write(snap, path, &error), qPrintable(error));
    Diagnostics d;
    const auto loaded = SaveGame::read(classic, path, d);
    QVERIFY2(loaded, qPrintable(d.isEmpty() ? QString() : d.items().first().message));
    QCOMPARE(loaded->state().turn, turnThen);
    QCOMPARE(loaded->stateHash(), hashThen);
    // The same bytes as a save written there and then would have had.
    const QString direct = m_tmp.filePath(QStringLiteral("direct.save.json"));
    Game again(classic, 4242, QStringLiteral("Snap"));
    for (int i = 0; i < 5; ++i)
        QVERIFY(again.submit(Command::of(Command::Kind::Wait)));
    QVERIFY2(SaveGame::write(again, direct, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    QFile a(path), b(direct);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), b.readAll());
}

void TestSaves::realDeathRemovesSave() {
    // Permadungeon's bolt costs XP, which is the hero's health: firing at walls ends the run.
    const Pack &p = pack(QStringLiteral("permadungeon"));
    Game game(p, 1);
    const QString path = m_tmp.filePath(QStringLiteral("real-death.save.json"));
    QString error;
    QVERIFY2(SaveGame::write(game, path, packFolder(QStringLiteral("permadungeon")), &error),
             qPrintable(error));
    QVERIFY(QFile::exists(path));
    for (int i = 0; i < 500 && game.state().alive; ++i)
        game.submit(Command{Command::Kind::Fire, kOrthogonal[std::size_t(i % 4)], {}, {}});
    QVERIFY2(!game.state().alive, "500 bolts did not end the run");
    QVERIFY(!game.state().cause.isEmpty());
    QVERIFY2(SaveGame::write(game, path, packFolder(QStringLiteral("permadungeon")), &error),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestSaves::fixedLevelGameIsNotSaved() {
    CavesSettings settings;
    Rng rng = Rng::forStream(3, u"test-fixed-level");
    Level level = generateCaves(settings, rng);
    Game game(pack(QStringLiteral("classic")), 3, QStringLiteral("Ada"), level);
    QVERIFY(game.hasFixedLevel());
    const QString path = m_tmp.filePath(QStringLiteral("fixed.save.json"));
    const QByteArray before = saveText(m_baseRoot);
    QVERIFY(writeAll(path, before));
    QString error;
    QVERIFY(!SaveGame::write(game, path, QStringLiteral("data/classic"), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(path), before);
}

// 2: hostile saves. Each is refused with a diagnostic naming the file, the place and the JSON
// pointer, and the file is left as it was.
void TestSaves::hostileSaves_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("pointer"); // the diagnostic's JSON pointer; empty: not checked
    QTest::addColumn<QString>("message"); // a fragment of its message
    QTest::addColumn<bool>("located");    // has a line and column

    const QJsonObject root = m_baseRoot;
    const QJsonObject state = root.value(QStringLiteral("state")).toObject();
    auto edited = [&](const QString &pointer, const QJsonValue &value, bool fixChecksum = true) {
        return saveText(setAt(root, pointer, value).toObject(), fixChecksum);
    };
    auto edited2 = [&](const QString &p1, const QJsonValue &v1, const QString &p2,
                       const QJsonValue &v2) {
        return saveText(setAt(setAt(root, p1, v1), p2, v2).toObject());
    };
    const QJsonValue undefined(QJsonValue::Undefined);
    const QByteArray ok = saveText(root);
    const QString actor0 = QStringLiteral("/state/levels/0/actors/0");
    const QJsonObject firstActor = valueAt(root, actor0).toObject();

    auto row = [](const char *name, const QByteArray &content, const QString &pointer,
                  const QString &message, bool located = true) {
        QTest::newRow(name) << content << pointer << message << located;
    };
    row("empty file", QByteArray(), QString(), QStringLiteral("empty"), true);
    row("only spaces", QByteArray("   \n  \n"), QString(), QString(), true);
    row("truncated", ok.left(ok.size() * 3 / 5), QString(), QString(), true);
    row("binary garbage", QByteArray("PK\x03\x04\x00\xff\xfe garbage", 15), QString(), QString(),
        true);
    row("not an object", QByteArray("[1, 2, 3]\n"), QStringLiteral("/"),
        QStringLiteral("not a Permadungeon saved game"));
    row("wrong format", edited(QStringLiteral("/format"), QStringLiteral("permadungeon-replay")),
        QStringLiteral("/format"), QStringLiteral("not a Permadungeon saved game"));
    row("no format", edited(QStringLiteral("/format"), undefined), QStringLiteral("/"),
        QStringLiteral("not a Permadungeon saved game"));
    row("newer version", edited(QStringLiteral("/version"), SaveGame::kVersion + 1),
        QStringLiteral("/version"), QStringLiteral("newer"));
    row("version 1 (checksum of the state alone)", edited(QStringLiteral("/version"), 1),
        QStringLiteral("/version"), QStringLiteral("older Permadungeon (version 1)"));
    row("version 0", edited(QStringLiteral("/version"), 0), QStringLiteral("/version"),
        QStringLiteral("version 0"));
    row("version as text", edited(QStringLiteral("/version"), QStringLiteral("1")),
        QStringLiteral("/version"), QStringLiteral("version"));
    row("version 2 (no generator versions)", edited(QStringLiteral("/version"), 2),
        QStringLiteral("/version"), QStringLiteral("older Permadungeon (version 2)"));
    row("no generator versions", edited(QStringLiteral("/versions"), undefined),
        QStringLiteral("/versions"), QStringLiteral("versions of the generators"));
    row("an older chambers generator", edited(QStringLiteral("/versions/chambers"), 1),
        QStringLiteral("/versions/chambers"),
        QStringLiteral("chambers generator version 1; this build has version 2"));
    row("a newer caves generator", edited(QStringLiteral("/versions/caves"), 7),
        QStringLiteral("/versions/caves"),
        QStringLiteral("caves generator version 7; this build has version 1"));
    row("rng version as text", edited(QStringLiteral("/versions/rng"), QStringLiteral("1")),
        QStringLiteral("/versions/rng"), QStringLiteral("whole number"));
    row("checksum mismatch",
        edited(QStringLiteral("/state/turn"), state.value(QStringLiteral("turn")).toInt() + 1,
               false),
        QStringLiteral("/checksum"), QStringLiteral("checksum does not match"));
    row("checksum mismatch (hero gold)", edited(QStringLiteral("/state/hero/gold"), 1000000, false),
        QStringLiteral("/checksum"), QStringLiteral("checksum does not match"));
    row("checksum mismatch (a command edited)",
        edited(QStringLiteral("/commands/0"), QStringLiteral("travel 1 1"), false),
        QStringLiteral("/checksum"), QStringLiteral("checksum does not match"));
    row("checksum mismatch (a command removed)",
        edited(QStringLiteral("/commands/0"), undefined, false), QStringLiteral("/checksum"),
        QStringLiteral("checksum does not match"));
    row("checksum missing",
        saveText(setAt(root, QStringLiteral("/checksum"), undefined).toObject(), false),
        QStringLiteral("/checksum"), QStringLiteral("checksum"));
    row("state missing", edited(QStringLiteral("/state"), undefined), QStringLiteral("/state"),
        QStringLiteral("missing"));
    row("state a list", edited(QStringLiteral("/state"), QJsonArray{1, 2}),
        QStringLiteral("/state"), QStringLiteral("missing"));
    row("foreign packHash",
        edited(QStringLiteral("/state/packHash"),
               QString::fromLatin1(
                   QCryptographicHash::hash("other", QCryptographicHash::Sha256).toHex())),
        QStringLiteral("/state/packHash"), QStringLiteral("different data"));
    row("state format newer", edited(QStringLiteral("/state/format"), 2),
        QStringLiteral("/state/format"), QStringLiteral("newer"));
    row("seed as number", edited(QStringLiteral("/state/seed"), 42), QStringLiteral("/state/seed"),
        QStringLiteral("seed"));
    row("seed not a number", edited(QStringLiteral("/state/seed"), QStringLiteral("x1")),
        QStringLiteral("/state/seed"), QStringLiteral("seed"));
    row("unknown monster", edited(actor0 + QStringLiteral("/record"), QStringLiteral("dragon")),
        actor0 + QStringLiteral("/record"), QStringLiteral("unknown monster \"dragon\""));
    row("monster inside a wall",
        edited2(actor0 + QStringLiteral("/x"), m_wall.x, actor0 + QStringLiteral("/y"), m_wall.y),
        actor0, QStringLiteral("wall"));
    row("monster off the map", edited(actor0 + QStringLiteral("/x"), 100000), actor0,
        QStringLiteral("wall"));
    row("two monsters on one cell",
        edited2(QStringLiteral("/state/levels/0/actors/1/x"), firstActor.value(QStringLiteral("x")),
                QStringLiteral("/state/levels/0/actors/1/y"),
                firstActor.value(QStringLiteral("y"))),
        QStringLiteral("/state/levels/0/actors/1"), QStringLiteral("two monsters"));
    row("monster without id", edited(actor0 + QStringLiteral("/id"), undefined),
        actor0 + QStringLiteral("/id"), QStringLiteral("id"));
    row("monster mode unknown", edited(actor0 + QStringLiteral("/mode"), QStringLiteral("dance")),
        actor0 + QStringLiteral("/mode"), QStringLiteral("mode"));
    row("monster guards a missing chest", edited(actor0 + QStringLiteral("/guards"), 99),
        QStringLiteral("/state/levels/0"), QStringLiteral("chest"));
    row("monster's home off the map", edited(actor0 + QStringLiteral("/homeX"), 100000),
        actor0 + QStringLiteral("/homeX"), QString());
    row("monster xp huge", edited(actor0 + QStringLiteral("/xp"), 1e300),
        actor0 + QStringLiteral("/xp"), QString(), true);
    // The level the hero walked on (it has a trail), whose map m_wall belongs to.
    QString walked;
    const QJsonArray levels = valueAt(root, QStringLiteral("/state/levels")).toArray();
    for (qsizetype i = 0; i < levels.size() && walked.isEmpty(); ++i) {
        if (!levels[i].toObject().value(QStringLiteral("trail")).toArray().isEmpty())
            walked = QStringLiteral("/state/levels/%1").arg(i);
    }
    QVERIFY2(walked == QLatin1String("/state/levels/0"), qPrintable(walked));
    row("hero's trail into a wall",
        edited(walked + QStringLiteral("/trail/0"),
               QJsonObject{{QStringLiteral("x"), m_wall.x}, {QStringLiteral("y"), m_wall.y}}),
        walked + QStringLiteral("/trail/0"), QStringLiteral("wall"));
    row("hero's trail off the map", edited(walked + QStringLiteral("/trail/0/x"), 100000),
        walked + QStringLiteral("/trail/0/x"), QStringLiteral("whole number"));
    row("hero's trail longer than the steps", edited(walked + QStringLiteral("/heroSteps"), 0),
        walked + QStringLiteral("/trail"), QStringLiteral("longer than the steps"));
    row("monster's trail step as text",
        edited(actor0 + QStringLiteral("/trailStep"), QStringLiteral("3")),
        actor0 + QStringLiteral("/trailStep"), QStringLiteral("whole number"));
    row("hero inside a wall",
        edited2(QStringLiteral("/state/hero/x"), m_wall.x, QStringLiteral("/state/hero/y"),
                m_wall.y),
        QStringLiteral("/state/hero"), QStringLiteral("the hero stands in a wall"));
    row("a cause in words",
        edited(QStringLiteral("/state/cause"), QStringLiteral("eaten by a grue")),
        QStringLiteral("/state/cause"), QStringLiteral("unknown cause \"eaten by a grue\""));
    row("hero off the map", edited(QStringLiteral("/state/hero/x"), -1),
        QStringLiteral("/state/hero/x"), QStringLiteral("whole number"));
    row("hero x as text", edited(QStringLiteral("/state/hero/x"), QStringLiteral("3")),
        QStringLiteral("/state/hero/x"), QStringLiteral("whole number"));
    row("hero facing", edited(QStringLiteral("/state/hero/facing"), QStringLiteral("up")),
        QStringLiteral("/state/hero/facing"), QStringLiteral("direction"));
    row("hero hp negative", edited(QStringLiteral("/state/hero/stats/hp"), -5),
        QStringLiteral("/state/hero/stats"), QStringLiteral("hp"));
    row("hero without stats", edited(QStringLiteral("/state/hero/stats"), undefined),
        QStringLiteral("/state/hero/stats"), QString());
    row("unknown item carried",
        edited(QStringLiteral("/state/hero/inventory/0/item"), QStringLiteral("nonsense")),
        QStringLiteral("/state/hero/inventory"), QStringLiteral("nonsense"));
    row("armour in the weapon hand",
        edited(QStringLiteral("/state/hero/equipment/melee"), QStringLiteral("mail-1")),
        QStringLiteral("/state/hero/equipment"), QStringLiteral("does not fit"));
    // A correct checksum does not make a wrong type or a missing key acceptable.
    row("traps as text", edited(QStringLiteral("/state/levels/0/traps"), QStringLiteral("none")),
        QStringLiteral("/state/levels/0/traps"), QStringLiteral("expected a list"));
    row("actors deleted", edited(QStringLiteral("/state/levels/0/actors"), undefined),
        QStringLiteral("/state/levels/0/actors"), QStringLiteral("missing"));
    row("log entry without its kind", edited(QStringLiteral("/state/log/0/kind"), undefined),
        QStringLiteral("/state/log/0/kind"), QStringLiteral("missing"));
    row("log entry turn as text", edited(QStringLiteral("/state/log/0/turn"), QStringLiteral("1")),
        QStringLiteral("/state/log/0/turn"), QStringLiteral("whole number"));
    row("hero alive as a number", edited(QStringLiteral("/state/alive"), 1),
        QStringLiteral("/state/alive"), QStringLiteral("expected true or false"));
    row("explored deleted", edited(QStringLiteral("/state/levels/0/explored"), undefined),
        QStringLiteral("/state/levels/0/explored"), QStringLiteral("missing"));
    row("unknown log entry kind",
        edited(QStringLiteral("/state/log/0/kind"), QStringLiteral("the-end-of-days")),
        QStringLiteral("/state/log/0/kind"), QStringLiteral("unknown log entry kind"));
    row("log arguments not an object", edited(QStringLiteral("/state/log/0/args"), 5),
        QStringLiteral("/state/log/0/args"), QStringLiteral("expected an object"));
    row("depth not among saved levels", edited(QStringLiteral("/state/depth"), 3),
        QStringLiteral("/state/depth"), QStringLiteral("not among the saved levels"));
    row("level deeper than the dungeon", edited(QStringLiteral("/state/levels/0/depth"), 999),
        QStringLiteral("/state/levels/0/depth"), QStringLiteral("whole number"));
    row("duplicated level depth",
        edited(QStringLiteral("/state/levels/1"), valueAt(root, QStringLiteral("/state/levels/0"))),
        QStringLiteral("/state/levels/1/depth"), QStringLiteral("saved twice"));
    row("no levels", edited(QStringLiteral("/state/levels"), QJsonArray()),
        QStringLiteral("/state/levels"), QStringLiteral("no level"));
    row("levels as text", edited(QStringLiteral("/state/levels"), QStringLiteral("many")),
        QStringLiteral("/state/levels"), QStringLiteral("expected a list"));
    row("level hash changed",
        edited(QStringLiteral("/state/levels/0/levelHash"), QStringLiteral("0123456789abcdef")),
        QStringLiteral("/state/levels/0/levelHash"), QStringLiteral("no longer generates"));
    row("explored map damaged",
        edited(QStringLiteral("/state/levels/0/explored"), QStringLiteral("!!not base64!!")),
        QStringLiteral("/state/levels/0/explored"), QStringLiteral("damaged"));
    row("explored map too short",
        edited(QStringLiteral("/state/levels/0/explored"), QStringLiteral("AAAA")),
        QStringLiteral("/state/levels/0/explored"), QStringLiteral("damaged"));
    row("unknown floor item",
        edited(QStringLiteral("/state/levels/0/items/0/item"), QStringLiteral("nonsense")),
        QStringLiteral("/state/levels/0/items/0/item"), QStringLiteral("unknown item"));
    row("huge item count", edited(QStringLiteral("/state/levels/0/items/0/count"), 1e10),
        QStringLiteral("/state/levels/0/items/0/count"), QStringLiteral("whole number"));
    row("unknown loot table",
        edited(QStringLiteral("/state/levels/0/chests/0/loot"), QStringLiteral("nonsense")),
        QStringLiteral("/state/levels/0/chests/0/loot"), QStringLiteral("unknown loot table"));
    row("unknown trap",
        edited(QStringLiteral("/state/levels/0/traps/0/trap"), QStringLiteral("nonsense")),
        QStringLiteral("/state/levels/0/traps/0/trap"), QStringLiteral("unknown trap"));
    row("trap off the map", edited(QStringLiteral("/state/levels/0/traps/0/y"), 5000),
        QStringLiteral("/state/levels/0/traps/0/y"), QStringLiteral("whole number"));
    row("bad rng state", edited(QStringLiteral("/state/rng/state"), QStringLiteral("abc")),
        QStringLiteral("/state/rng"), QStringLiteral("random generator"));
    row("rng increment even", edited(QStringLiteral("/state/rng/increment"), QStringLiteral("2")),
        QStringLiteral("/state/rng"), QStringLiteral("random generator"));
    row("rng as a number", edited(QStringLiteral("/state/rng"), 5), QStringLiteral("/state/rng"),
        QStringLiteral("expected an object"));
    row("huge turn", edited(QStringLiteral("/state/turn"), 1e15), QStringLiteral("/state/turn"),
        QStringLiteral("whole number"));
    row("enormous turn", edited(QStringLiteral("/state/turn"), 1e300),
        QStringLiteral("/state/turn"), QStringLiteral("whole number"), true);
    row("negative turn", edited(QStringLiteral("/state/turn"), -1), QStringLiteral("/state/turn"),
        QStringLiteral("whole number"));
    row("fractional turn", edited(QStringLiteral("/state/turn"), 1.5),
        QStringLiteral("/state/turn"), QStringLiteral("whole number"));
    row("turn as text", edited(QStringLiteral("/state/turn"), QStringLiteral("12")),
        QStringLiteral("/state/turn"), QStringLiteral("whole number"));
    row("turn null", edited(QStringLiteral("/state/turn"), QJsonValue::Null),
        QStringLiteral("/state/turn"), QStringLiteral("whole number"));
    row("huge score", edited(QStringLiteral("/state/score"), 1e18), QStringLiteral("/state/score"),
        QStringLiteral("whole number"));
    row("huge gold", edited(QStringLiteral("/state/hero/gold"), 9e15),
        QStringLiteral("/state/hero/gold"), QStringLiteral("whole number"));
    row("huge depth", edited(QStringLiteral("/state/depth"), 1e9), QStringLiteral("/state/depth"),
        QStringLiteral("whole number"));
    row("huge next actor id", edited(QStringLiteral("/state/nextActorId"), 1e12),
        QStringLiteral("/state/nextActorId"), QStringLiteral("whole number"));
    row("battle damaged", edited(QStringLiteral("/state/battle"), QJsonObject{{"x", 1}}),
        QStringLiteral("/state/battle"), QString());
    row("unknown command", edited(QStringLiteral("/commands/2"), QStringLiteral("fly away")),
        QStringLiteral("/commands/2"), QStringLiteral("unknown command"));
    row("command not text", edited(QStringLiteral("/commands/0"), 7), QStringLiteral("/commands/0"),
        QString());
    row("a number", QByteArray("42"), QStringLiteral("/"),
        QStringLiteral("not a Permadungeon saved game"));
    row("nested too deep", QByteArray(10000, '['), QString(), QString(), true);
}

void TestSaves::hostileSaves() {
    QFETCH(QByteArray, content);
    QFETCH(QString, pointer);
    QFETCH(QString, message);
    QFETCH(bool, located);
    const QString name =
        QStringLiteral("hostile-%1.save.json")
            .arg(QString::fromLatin1(QTest::currentDataTag())
                     .replace(QRegularExpression(QStringLiteral("\\W+")), QStringLiteral("-")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QVERIFY(writeAll(path, content));
    const QStringList filesBefore = filesIn(dir.path());

    Diagnostics d;
    const std::unique_ptr<Game> game = SaveGame::read(pack(QStringLiteral("classic")), path, d);
    const QString all = d.toStringList().join(u'\n');

    // The file is exactly as it was, and nothing was added beside it.
    QCOMPARE(readAll(path), content);
    QCOMPARE(filesIn(dir.path()), filesBefore);

    QVERIFY2(!game, qPrintable(QStringLiteral("a hostile save was loaded; diagnostics:\n") + all));
    QVERIFY2(d.hasErrors(), "refused without a diagnostic");
    QVERIFY2(!SaveGame::readQuickly(pack(QStringLiteral("classic")), path),
             "the quick proof took a hostile save");
    // Every line names the file, and (but for a file that cannot be read) where in it.
    const QRegularExpression form(QStringLiteral("^%1%2: /\\S*: .+")
                                      .arg(QRegularExpression::escape(name),
                                           located ? QStringLiteral(":\\d+:\\d+") : QString()));
    for (const QString &line : d.toStringList())
        QVERIFY2(form.match(line).hasMatch(), qPrintable(line));
    if (pointer.isEmpty() && message.isEmpty())
        return;
    // The expected diagnostic, at the place in the file that the pointer names.
    Diagnostics scratch;
    const JsonSource src = JsonReader::parse(content, name, scratch);
    bool found = false;
    for (const Diagnostic &x : d.items()) {
        const QString text = x.toString();
        if (!pointer.isEmpty() && !text.contains(QStringLiteral(": ") + pointer + u':'))
            continue;
        if (!text.contains(message))
            continue;
        if (!pointer.isEmpty() && src.isValid()) {
            const SourceLocation at =
                src.map.value(pointer == QLatin1String("/") ? QString() : pointer);
            QVERIFY2(at.line == x.location.line && at.column == x.location.column,
                     qPrintable(QStringLiteral("%1 is at %2:%3 in the file\n%4")
                                    .arg(pointer)
                                    .arg(at.line)
                                    .arg(at.column)
                                    .arg(text)));
        }
        found = true;
    }
    QVERIFY2(found,
             qPrintable(QStringLiteral("expected %1 \"%2\", got:\n%3").arg(pointer, message, all)));
}

// Log lines as words ({turn, category, text}) come from builds before the log was data, whose
// saves are refused by their rules of play (Versions.h); in a save this build reads they can only
// be an edit, and a line without its kind is refused.
void TestSaves::olderLogLinesAreRefused() {
    QJsonArray log;
    log.append(QJsonObject{{QStringLiteral("turn"), 0},
                           {QStringLiteral("category"), QStringLiteral("story")},
                           {QStringLiteral("text"), QStringLiteral("Ada enters the dungeon.")}});
    const QByteArray content =
        saveText(setAt(m_baseRoot, QStringLiteral("/state/log"), log).toObject());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.save.json"));
    QVERIFY(writeAll(path, content));
    Diagnostics d;
    QVERIFY(!SaveGame::read(pack(QStringLiteral("classic")), path, d));
    const QString all = d.toStringList().join(u'\n');
    QVERIFY2(all.contains(QStringLiteral(": /state/log/0/kind: missing")), qPrintable(all));
}

// 2: a real save with one key taken away (and its checksum put right, as a forger would) is
// refused at that key's JSON pointer: no key the save always holds reads as a default.
void TestSaves::missingKeysAreNamed_data() {
    QTest::addColumn<QString>("pointer");
    const QString actor0 = QStringLiteral("/state/levels/0/actors/0");
    for (const QString &pointer : QStringList{
             QStringLiteral("/state/hero/stats/hp"),
             QStringLiteral("/state/hero/stats/mp"),
             QStringLiteral("/state/hero/stats/level"),
             QStringLiteral("/state/hero/stats/buffs"),
             QStringLiteral("/state/hero/xp"),
             QStringLiteral("/state/hero/rangedInHand"),
             QStringLiteral("/state/hero/inventory/0/count"),
             actor0 + QStringLiteral("/stats/hp"),
             actor0 + QStringLiteral("/stats/name"),
             actor0 + QStringLiteral("/chaseFromX"),
             actor0 + QStringLiteral("/energy"),
             QStringLiteral("/state/levels/0/heroSteps"),
             QStringLiteral("/state/levels/0/chips"),
             QStringLiteral("/state/levels/0/items/0/count"),
             QStringLiteral("/state/levels/0/chests/0/mimic"),
             QStringLiteral("/state/levels/0/traps/0/hidden"),
             QStringLiteral("/state/log/0/category"),
             QStringLiteral("/state/packId"),
             QStringLiteral("/state/packHash"),
             QStringLiteral("/state/seed"),
             QStringLiteral("/state/rng/state"),
             QStringLiteral("/state/battle"),
             QStringLiteral("/state/history"),
         })
        QTest::newRow(qPrintable(pointer)) << pointer;
}

void TestSaves::missingKeysAreNamed() {
    QFETCH(QString, pointer);
    QVERIFY2(!valueAt(m_baseRoot, pointer).isUndefined(), "the save has no such key");
    const QByteArray content =
        saveText(setAt(m_baseRoot, pointer, QJsonValue(QJsonValue::Undefined)).toObject());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing.save.json"));
    QVERIFY(writeAll(path, content));
    Diagnostics d;
    QVERIFY(!SaveGame::read(pack(QStringLiteral("classic")), path, d));
    const QString all = d.toStringList().join(u'\n');
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().first().pointer, pointer);
    QVERIFY2(d.items().first().message.startsWith(QStringLiteral("missing")), qPrintable(all));
    // Located at the nearest value the file still has.
    QVERIFY(d.items().first().location.isValid());
}

// 2: every key of every struct, taken away one at a time from real saves (a classic run, one
// begun deeper, a room-by-room run, a maze duel in a battle): each is refused. A key that is
// always written is named missing at its pointer; one written only when it says something stands
// for its default, and the replay of the commands refuses the state that makes.
void TestSaves::everyKeyIsRequired_data() {
    QTest::addColumn<QString>("save");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("shape");
    int always = 0, sometimes = 0;
    for (const auto &[name, saved] : m_saved) {
        QSet<QString> seen;
        QList<QPair<QString, QString>> keys;
        collectKeys(saved.value(QStringLiteral("state")), QStringLiteral("/state"),
                    QStringLiteral("/state"), seen, keys);
        for (const auto &[pointer, shape] : std::as_const(keys)) {
            QTest::addRow("%s %s", qPrintable(name), qPrintable(shape)) << name << pointer << shape;
            (writtenOnlySometimes(shape) ? sometimes : always) += 1;
        }
    }
    qDebug("%d keys always written, %d only sometimes", always, sometimes);
}

void TestSaves::everyKeyIsRequired() {
    QFETCH(QString, save);
    QFETCH(QString, pointer);
    QFETCH(QString, shape);
    const QJsonObject &root = m_saved.at(save);
    const QByteArray content =
        saveText(setAt(root, pointer, QJsonValue(QJsonValue::Undefined)).toObject());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("every-key.save.json"));
    QVERIFY(writeAll(path, content));
    Diagnostics d;
    const std::unique_ptr<Game> game = SaveGame::read(m_playPacks.at(save), path, d);
    const QString all = d.toStringList().join(u'\n');
    QVERIFY2(!game, "loaded without it");
    QVERIFY2(d.hasErrors(), "refused without a diagnostic");
    QVERIFY2(!SaveGame::readQuickly(m_playPacks.at(save), path), "the quick proof took it");
    if (writtenOnlySometimes(shape))
        return;
    QCOMPARE(d.items().size(), 1);
    const Diagnostic &x = d.items().first();
    if (shape == QLatin1String("/state/battle/format")) {
        // Without its format the object is no battle, as a save without one is no save.
        QCOMPARE(x.pointer, QStringLiteral("/state/battle"));
        QVERIFY2(x.message.contains(QStringLiteral("format")), qPrintable(all));
        return;
    }
    QVERIFY2(x.pointer == pointer && x.message.startsWith(QStringLiteral("missing")),
             qPrintable(all));
}

// 2: the state's packId is the pack's, and so is the one the file names to find it by.
void TestSaves::packIdMustBeThePacks() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pack-id.save.json"));
    const Pack &classic = pack(QStringLiteral("classic"));
    const QString other = QStringLiteral("org.example.other");
    QVERIFY(writeAll(
        path, saveText(setAt(m_baseRoot, QStringLiteral("/state/packId"), other).toObject())));
    Diagnostics d;
    QVERIFY(!SaveGame::read(classic, path, d));
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().first().pointer, QStringLiteral("/state/packId"));
    QVERIFY2(d.items().first().message.contains(other + QStringLiteral("\", not \"") +
                                                classic.manifest.id),
             qPrintable(d.items().first().toString()));
    // The file's own packId is outside the checksum: checked all the same.
    QVERIFY(
        writeAll(path, saveText(setAt(m_baseRoot, QStringLiteral("/packId"), other).toObject())));
    d.clear();
    QVERIFY(!SaveGame::read(classic, path, d));
    QCOMPARE(d.items().size(), 1);
    QCOMPARE(d.items().first().pointer, QStringLiteral("/packId"));
}

// 2: the commands, played again from the seed, must lead to the saved state: a cut, changed or
// added command (under a recomputed checksum) is refused, and so is a value the reader alone
// would take (more gold, a stat gone).
void TestSaves::commandsMustLeadToTheState_data() {
    QTest::addColumn<QString>("save");
    QTest::addColumn<QString>("edit");     // a JSON pointer
    QTest::addColumn<QJsonValue>("value"); // Undefined: removed
    QTest::addColumn<QString>("pointer");  // of the diagnostic
    QTest::addColumn<QString>("message");
    const QJsonValue gone(QJsonValue::Undefined);
    const QString save = QStringLiteral("classic-deeper");
    if (!m_saved.count(save))
        return; // initTestCase did not run (-datatags)
    const QJsonObject &root = m_saved.at(save);
    const QJsonArray commands = root.value(QStringLiteral("commands")).toArray();
    const qsizetype last = commands.size() - 1;
    QVERIFY(last > 10);
    QVERIFY(commands[last].toString() != QLatin1String("wait"));
    const QString leadNowhere = QStringLiteral("the commands do not lead to the saved state");
    const QString lastCommand = QStringLiteral("/commands/%1").arg(last);
    QTest::newRow("the last command cut")
        << save << lastCommand << gone << QStringLiteral("/state") << leadNowhere;
    QTest::newRow("the last command changed")
        << save << lastCommand << QJsonValue(QStringLiteral("wait")) << QStringLiteral("/state")
        << leadNowhere;
    QTest::newRow("a command added")
        << save << QStringLiteral("/commands/%1").arg(last + 1)
        << QJsonValue(QStringLiteral("wait")) << QStringLiteral("/state") << leadNowhere;
    QTest::newRow("a command the game refuses added")
        << save << QStringLiteral("/commands/%1").arg(last + 1)
        << QJsonValue(QStringLiteral("attack")) << QStringLiteral("/commands/%1").arg(last + 1)
        << QStringLiteral("the game refuses this command");
    QTest::newRow("no commands") << save << QStringLiteral("/commands") << QJsonValue(QJsonArray())
                                 << QStringLiteral("/state") << leadNowhere;
    QTest::newRow("the commands taken away")
        << save << QStringLiteral("/commands") << gone << QStringLiteral("/commands")
        << QStringLiteral("missing");
    QTest::newRow("more gold")
        << save << QStringLiteral("/state/hero/gold")
        << QJsonValue(valueAt(root, QStringLiteral("/state/hero/gold")).toInteger() + 7)
        << QStringLiteral("/state") << leadNowhere;
    QTest::newRow("a stat taken away") << save << QStringLiteral("/state/hero/stats/base/atk")
                                       << gone << QStringLiteral("/state") << leadNowhere;
    QTest::newRow("a monster's hp taken down")
        << save << QStringLiteral("/state/levels/0/actors/0/stats/hp") << QJsonValue(1)
        << QStringLiteral("/state") << leadNowhere;
}

void TestSaves::commandsMustLeadToTheState() {
    QFETCH(QString, save);
    QFETCH(QString, edit);
    QFETCH(QJsonValue, value);
    QFETCH(QString, pointer);
    QFETCH(QString, message);
    const QJsonObject &root = m_saved.at(save);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("commands.save.json"));
    QVERIFY(writeAll(path, saveText(setAt(root, edit, value).toObject())));
    Diagnostics d;
    QVERIFY(!SaveGame::read(m_playPacks.at(save), path, d));
    QVERIFY2(!SaveGame::readQuickly(m_playPacks.at(save), path), "the quick proof took it");
    const QString all = d.toStringList().join(u'\n');
    QCOMPARE(d.items().size(), 1);
    QVERIFY2(d.items().first().pointer == pointer && d.items().first().message.contains(message),
             qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("the file was changed or damaged")) ||
                 message == QLatin1String("missing"),
             qPrintable(all));
}

// 4: what the program reads at start (the save, the run's replay, the high-score table) is read
// only when it is a regular file: a named pipe in its place is refused at once, never waited on.
void TestSaves::namedPipesAreRefused_data() {
    QTest::addColumn<QString>("reader");
    for (const char *reader : {"save", "save's pack", "replay", "scores"})
        QTest::newRow(reader) << QString::fromLatin1(reader);
}

void TestSaves::namedPipesAreRefused() {
    QFETCH(QString, reader);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pipe.json"));
    const QByteArray name = QFile::encodeName(path);
    QCOMPARE(::mkfifo(name.constData(), 0600), 0);
    const Pack &classic = pack(QStringLiteral("classic"));
    // Read on another thread: a reader that blocks fails here instead of hanging the test (and
    // is then let go by opening the pipe's other end).
    QFutureWatcher<QString> watcher;
    QSignalSpy done(&watcher, &QFutureWatcher<QString>::finished);
    watcher.setFuture(QtConcurrent::run([reader, path, &classic] {
        Diagnostics d;
        QString error;
        bool read = false;
        if (reader == QLatin1String("save")) {
            read = SaveGame::read(classic, path, d) != nullptr;
        } else if (reader == QLatin1String("save's pack")) {
            QString id, folder;
            read = SaveGame::peekPack(path, id, folder, d);
        } else if (reader == QLatin1String("replay")) {
            read = Replay::read(path, d).has_value();
        } else {
            HighScores scores;
            read = scores.load(path, &error);
        }
        return read ? QStringLiteral("read") : error + d.toStringList().join(u'\n');
    }));
    const bool finished = done.wait(10000);
    if (!finished) {
        const int writer = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0)
            ::close(writer);
        watcher.waitForFinished();
    }
    QVERIFY2(finished, "the reader waited on the pipe");
    const QString said = watcher.result();
    QVERIFY2(said.contains(QStringLiteral("pipe.json")) &&
                 said.contains(QStringLiteral("not a regular file")),
             qPrintable(said));
    QVERIFY(QFileInfo(path).exists() && !QFileInfo(path).isFile()); // left as it was
}

void TestSaves::missingSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("never-saved.save.json"));
    Diagnostics d;
    QVERIFY(!SaveGame::read(pack(QStringLiteral("classic")), path, d));
    QCOMPARE(d.errorCount(), 1);
    QVERIFY2(d.items().first().toString().startsWith(QStringLiteral("never-saved.save.json: ")),
             qPrintable(d.items().first().toString()));
    QVERIFY(!QFile::exists(path));
    QVERIFY(filesIn(dir.path()).isEmpty());
    QString id, folder;
    d.clear();
    QVERIFY(!SaveGame::peekPack(path, id, folder, d));
    QVERIFY(d.hasErrors());
}

// A save made with pack A is not loaded with pack B (nor with A's data changed).
void TestSaves::otherPackRefused_data() {
    QTest::addColumn<QString>("savedWith");
    QTest::addColumn<QString>("loadedWith");
    for (const char *a : kPacks)
        for (const char *b : kPacks)
            if (qstrcmp(a, b) != 0)
                QTest::addRow("%s -> %s", a, b) << QString::fromLatin1(a) << QString::fromLatin1(b);
    QTest::newRow("classic -> classic changed") << "classic"
                                                << "changed";
}

void TestSaves::otherPackRefused() {
    QFETCH(QString, savedWith);
    QFETCH(QString, loadedWith);
    Game game(pack(savedWith), 11);
    game.submit(Command::of(Command::Kind::Wait));
    const QString path = m_tmp.filePath(QStringLiteral("foreign.save.json"));
    QString error;
    QVERIFY2(SaveGame::write(game, path, packFolder(savedWith), &error), qPrintable(error));
    const QByteArray before = readAll(path);
    Pack other;
    if (loadedWith == QLatin1String("changed")) {
        other = pack(QStringLiteral("classic"));
        other.monsters[0].speed += 10;
        other.rebuildIndex();
    } else {
        other = pack(loadedWith);
    }
    Diagnostics d;
    QVERIFY(!SaveGame::read(other, path, d));
    QVERIFY(!SaveGame::readQuickly(other, path));
    const QString all = d.toStringList().join(u'\n');
    QVERIFY2(all.contains(QStringLiteral("foreign.save.json:")) &&
                 all.contains(QStringLiteral(": /state/packHash: ")) &&
                 all.contains(QStringLiteral("different data")),
             qPrintable(all));
    QCOMPARE(readAll(path), before);
    // With the right pack it loads.
    d.clear();
    QVERIFY2(SaveGame::read(pack(savedWith), path, d), qPrintable(d.toStringList().join(u'\n')));
}

void TestSaves::peekPack() {
    const QString path = m_tmp.filePath(QStringLiteral("peek.save.json"));
    Game game(pack(QStringLiteral("maze-duel")), 4);
    QString error;
    QVERIFY2(SaveGame::write(game, path, QStringLiteral("somewhere/maze-duel"), &error),
             qPrintable(error));
    QString id, folder;
    Diagnostics d;
    QVERIFY(SaveGame::peekPack(path, id, folder, d));
    QCOMPARE(id, pack(QStringLiteral("maze-duel")).manifest.id);
    QCOMPARE(folder, QStringLiteral("somewhere/maze-duel"));
    QVERIFY(d.isEmpty());
    QVERIFY(writeAll(path, "{\"format\": \"permadungeon-replay\"}"));
    QVERIFY(!SaveGame::peekPack(path, id, folder, d));
    QVERIFY(d.hasErrors());
}

// Atomic writing: a save that cannot be written leaves the old one as it was.
void TestSaves::atomicWriteNotWritableFolder() {
    if (::geteuid() == 0)
        QSKIP("running as root: a folder without write permission is still writable");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("locked.save.json"));
    const QByteArray before = saveText(m_baseRoot);
    QVERIFY(writeAll(path, before));
    QFile folder(dir.path());
    const QFile::Permissions permissions = QFileInfo(dir.path()).permissions();
    QVERIFY(folder.setPermissions(QFile::ReadOwner | QFile::ExeOwner));
    Game other(pack(QStringLiteral("classic")), 99);
    QString error;
    const bool written = SaveGame::write(other, path, QStringLiteral("data/classic"), &error);
    const QStringList files = filesIn(dir.path());
    QVERIFY(folder.setPermissions(permissions));
    QVERIFY(!written);
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(readAll(path), before);
    QCOMPARE(files, QStringList{QStringLiteral("locked.save.json")});
}

// The same, as root too: the file-size limit stops the write halfway through.
void TestSaves::atomicWriteFailsHalfway() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("halfway.save.json"));
    Game first(pack(QStringLiteral("classic")), 2);
    QVERIFY(first.state().alive);
    QString error;
    QVERIFY2(SaveGame::write(first, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    const QByteArray before = readAll(path);
    const Game &bigger = *m_base;
    const QByteArray wouldBe = saveText(m_baseRoot);
    const rlim_t limit = rlim_t(std::min(before.size(), wouldBe.size()) / 2);
    QVERIFY(limit > 0);

    rlimit old{};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &old) == 0);
    rlimit small = old;
    small.rlim_cur = limit;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    const bool written = SaveGame::write(bigger, path, QStringLiteral("data/classic"), &error);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY2(!written, qPrintable(QStringLiteral("the write went through despite the file-size "
                                                 "limit of %1 bytes: %2 bytes written")
                                      .arg(qint64(limit))
                                      .arg(QFileInfo(path).size())));
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(readAll(path), before);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("halfway.save.json")});
    // And then it can be written.
    QVERIFY2(SaveGame::write(bigger, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    Diagnostics d;
    const auto loaded = SaveGame::read(pack(QStringLiteral("classic")), path, d);
    QVERIFY2(loaded, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(loaded->stateHash(), bigger.stateHash());
}

void TestSaves::writeIntoMissingFolder() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/x.save.json"));
    QString error;
    QVERIFY(!SaveGame::write(*m_base, path, QStringLiteral("data/classic"), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(filesIn(dir.path()).isEmpty());
    // A folder where the file should be is not replaced.
    const QString folder = dir.filePath(QStringLiteral("a-folder.save.json"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!SaveGame::write(*m_base, folder, QStringLiteral("data/classic"), &error));
    QVERIFY(QFileInfo(folder).isDir());
}

QTEST_GUILESS_MAIN(TestSaves)
#include "tst_saves.moc"
