// Replays (SPEC §3): a game is its pack + seed + commands, and playing them again gives the
// identical state. Random games over the three bundled packs, replayed from their command list
// and through a replay file; hostile replay files; and `play` / `replay` on the command line.
#include "CliRun.h"
#include "GuidedStep.h"
#include "data/PackLoader.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/Versions.h"
#include "random/Rng.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <map>
#include <memory>

using namespace pd;

namespace {

const char *const kPacks[] = {"classic", "permadungeon", "maze-duel"};

QString packFolder(const QString &name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + name;
}

// How many random games test 1a plays in all (PD_GAMES for longer runs).
int gameCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_GAMES", &ok);
    return ok && n > 0 ? n : 1000;
}

// A random command for the game as it stands: drawn from every kind, including ones that are
// refused (unknown items and spells, unreachable targets, battle commands outside a battle),
// with moves that keep a heading so that the hero gets somewhere.
class CommandDrawer {
public:
    // A guided drawer mostly walks to the stairs down (past the chips that open them), so
    // that games reach deeper levels too.
    CommandDrawer(const Pack &pack, Rng rng, bool guided = false)
        : m_pack(pack)
        , m_rng(rng)
        , m_guided(guided) {}

    Command next(const Game &game) {
        const GameState &s = game.state();
        if (s.battle && m_rng.chance(4, 5))
            return battleCommand(game);
        const LevelState &ls = game.level();
        const Tile here = ls.level.map.at(s.hero.pos);
        if (here == Tile::StairsDown && m_rng.chance(m_guided ? 9 : 1, m_guided ? 10 : 2))
            return Command::of(Command::Kind::Descend);
        if (m_guided && m_rng.chance(3, 4)) {
            if (const auto step = stepTowardsTheWayOn(game))
                return Command::move(*step);
        }
        if (here == Tile::StairsUp && m_rng.chance(1, 20))
            return Command::of(Command::Kind::Climb);
        const std::uint32_t r = m_rng.below(100);
        if (r < 55 || r >= 94)
            return move(game);
        if (r < 60)
            return Command::of(Command::Kind::Wait);
        if (r < 63)
            return Command::of(Command::Kind::Pickup);
        if (r < 65)
            return Command{Command::Kind::Interact, anyDirection(), {}, {}};
        if (r < 68) {
            // The facing, a direction, or aimed at a cell (seen or not, on the map or not).
            const std::uint32_t how = m_rng.below(3);
            if (how == 0)
                return Command::of(Command::Kind::Fire);
            if (how == 1)
                return Command::fireAt(travelTarget(game));
            return Command{Command::Kind::Fire, anyDirection(), {}, {}};
        }
        if (r < 70)
            return Command::of(Command::Kind::Descend);
        if (r < 71)
            return Command::of(Command::Kind::Climb);
        if (r < 74)
            return Command::withId(Command::Kind::Use, itemName(game));
        if (r < 77)
            return Command::withId(Command::Kind::Cast, spellName(),
                                   m_rng.chance(1, 2) ? std::optional(anyDirection())
                                                      : std::nullopt);
        if (r < 79)
            return Command::withId(Command::Kind::Equip, itemName(game));
        if (r < 81) {
            static const char *const slots[] = {"melee",  "ranged", "armour",  "shoes",
                                                "weapon", "hat",    "nonsense"};
            return Command::withId(Command::Kind::Unequip,
                                   QString::fromLatin1(slots[m_rng.below(7)]));
        }
        if (r < 82)
            return Command::of(Command::Kind::Swap);
        if (r < 88)
            return Command::travel(travelTarget(game));
        static const Command::Kind battle[] = {Command::Kind::Attack, Command::Kind::Defend,
                                               Command::Kind::Escape};
        return Command::of(battle[m_rng.below(3)]);
    }

private:
    Direction anyDirection() { return kDirections[m_rng.below(8)]; }

    Command move(const Game &game) {
        const TileMap &map = game.level().level.map;
        const Point at = game.state().hero.pos;
        const int movement = m_pack.ruleset.movement;
        if (canStep(map, at, m_heading, movement) && m_rng.chance(2, 3))
            return Command::move(m_heading);
        if (m_rng.chance(6, 7)) {
            QList<Direction> open;
            for (Direction d : kDirections) {
                if (canStep(map, at, d, movement))
                    open.append(d);
            }
            if (!open.isEmpty()) {
                m_heading = open[qsizetype(m_rng.below(std::uint32_t(open.size())))];
                return Command::move(m_heading);
            }
        }
        return Command::move(anyDirection()); // maybe into a wall, maybe diagonal on a 4-way map
    }

    QString itemName(const Game &game) {
        const auto &stacks = game.state().hero.inventory.stacks();
        const std::uint32_t r = m_rng.below(10);
        if (r < 5 && !stacks.isEmpty())
            return stacks[qsizetype(m_rng.below(std::uint32_t(stacks.size())))].item;
        if (r < 8 && !m_pack.items.isEmpty())
            return m_pack.items[qsizetype(m_rng.below(std::uint32_t(m_pack.items.size())))].id;
        return r == 8 ? QStringLiteral("nonsense") : QStringLiteral("potion-of-nothing");
    }

    QString spellName() {
        if (!m_pack.spells.isEmpty() && m_rng.chance(4, 5))
            return m_pack.spells[qsizetype(m_rng.below(std::uint32_t(m_pack.spells.size())))].id;
        return QStringLiteral("nonsense");
    }

    Point travelTarget(const Game &game) {
        const LevelState &ls = game.level();
        const TileMap &map = ls.level.map;
        const std::uint32_t r = m_rng.below(10);
        if (r < 2 && ls.level.stairsDown)
            return *ls.level.stairsDown;
        if (r < 7) {
            for (int tries = 0; tries < 20; ++tries) {
                const Point p{int(m_rng.below(std::uint32_t(map.width()))),
                              int(m_rng.below(std::uint32_t(map.height())))};
                if (map.passable(p) && ls.isExplored(p))
                    return p;
            }
        }
        static const Point bad[] = {{999, 999}, {-1, -1}, {0, 0}, {-2147483647, 5}};
        if (r == 9)
            return game.state().hero.pos;
        return bad[m_rng.below(4)];
    }

    Command battleCommand(const Game &game) {
        const std::uint32_t r = m_rng.below(100);
        if (r < 55)
            return Command::of(Command::Kind::Attack);
        if (r < 70)
            return Command::of(Command::Kind::Defend);
        if (r < 80)
            return Command::of(Command::Kind::Escape);
        if (r < 88)
            return Command::withId(Command::Kind::Cast, spellName());
        if (r < 95)
            return Command::withId(Command::Kind::Use, itemName(game));
        return Command::move(anyDirection()); // refused: in a battle
    }

    const Pack &m_pack;
    Rng m_rng;
    bool m_guided = false;
    Direction m_heading = Direction::E;
};

QString commandsText(const QList<Command> &commands) {
    QStringList lines;
    for (const Command &c : commands)
        lines.append(c.toText());
    return lines.join(u'\n');
}

// Where `marker` first stands in `text`, as "line:column" (1-based, like the diagnostics).
QString locationOf(const QByteArray &text, const QByteArray &marker) {
    const qsizetype at = text.indexOf(marker);
    if (at < 0)
        return QStringLiteral("<marker %1 not found>").arg(QString::fromUtf8(marker));
    const qsizetype lineStart = text.lastIndexOf('\n', at) + 1;
    const int line = int(text.left(at).count('\n')) + 1;
    const int column = QString::fromUtf8(text.mid(lineStart, at - lineStart)).size() + 1;
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

using pd::test::cli;
using pd::test::Run;

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// "key: value" lines of `play`'s plain summary.
QMap<QString, QString> summaryLines(const QString &out) {
    QMap<QString, QString> m;
    for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype colon = line.indexOf(QStringLiteral(": "));
        if (colon > 0)
            m.insert(line.left(colon), line.mid(colon + 2));
    }
    return m;
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

    std::map<QString, Pack> m_packs;
    QTemporaryDir m_tmp;
    QByteArray m_replayText; // a valid replay file, one key and one command per line

    const Pack &pack(const QString &name) { return m_packs.at(name); }
    QString writeFile(const QString &name, const QByteArray &data) {
        const QString path = m_tmp.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
            return QString();
        return path;
    }

private Q_SLOTS:
    void initTestCase();

    void packHashIsTheHexSha256();
    void randomGamesReplay_data();
    void randomGamesReplay();
    void oneBattleAtATime();
    void determinism_data();
    void determinism();
    void replayFileRoundTrip_data();
    void replayFileRoundTrip();
    void replayRefusesOtherPackData();
    void runBegunDeeperReplays();
    void hostileReplayFiles_data();
    void hostileReplayFiles();
    void missingReplayFile();

    void cliPlayPrintsSummary_data();
    void cliPlayPrintsSummary();
    void cliPlayJson();
    void cliPlayBadCommandLine_data();
    void cliPlayBadCommandLine();
    void cliPlayUsageErrors_data();
    void cliPlayUsageErrors();
    void cliRecordThenReplay_data();
    void cliRecordThenReplay();
    void cliReplayDiverged();
    void cliReplayOtherPack();
    void cliReplayHostileFile();
    void cliReplayProvesWhatItClaims();
    void cliVerbosePrintsPastTheLogsCap();
    void cliHelp_data();
    void cliHelp();
    void cliHighScores();
};

void TestReplay::initTestCase() {
    QVERIFY(m_tmp.isValid());
    for (const char *name : kPacks) {
        Diagnostics d;
        Pack p = PackLoader::load(packFolder(QLatin1String(name)), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        m_packs.emplace(QLatin1String(name), std::move(p));
    }
    // SPEC: the pack's SHA-256 in hex (Pack::contentHash() is that already).
    const QByteArray hash = pack(QStringLiteral("classic")).contentHash();
    m_replayText = "{\n"
                   "  \"format\": \"permadungeon-replay\",\n"
                   "  \"version\": 3,\n"
                   "  \"rngVersion\": " +
                   QByteArray::number(Rng::kVersion) +
                   ",\n"
                   "  \"versions\": " +
                   QJsonDocument(currentVersions()).toJson(QJsonDocument::Compact) +
                   ",\n"
                   "  \"packId\": \"org.permadungeon.classic\",\n"
                   "  \"packPath\": \"data/classic\",\n"
                   "  \"packHash\": \"" +
                   hash +
                   "\",\n"
                   "  \"seed\": \"42\",\n"
                   "  \"hero\": \"Ada\",\n"
                   "  \"commands\": [\n"
                   "    \"wait\",\n"
                   "    \"move n\",\n"
                   "    \"move e\",\n"
                   "    \"pickup\",\n"
                   "    \"wait\"\n"
                   "  ],\n"
                   "  \"turn\": 4,\n"
                   "  \"stateHash\": \"0123456789abcdef\"\n"
                   "}\n";
}

// The replay and the state record the pack's SHA-256 as 64 hex digits, which Replay::read
// checks; a replay the engine writes can be read back.
void TestReplay::packHashIsTheHexSha256() {
    const Pack &p = pack(QStringLiteral("classic"));
    QCOMPARE(p.contentHash().size(), 64);
    Game game(p, 1);
    game.submit(Command::of(Command::Kind::Wait));
    const QString path = m_tmp.filePath(QStringLiteral("packhash.replay.json"));
    QVERIFY(Replay::of(game, QStringLiteral("data/classic")).write(path));
    Diagnostics d;
    const auto read = Replay::read(path, d);
    QCOMPARE(game.state().packHash, p.contentHash());
    QVERIFY2(read, qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(read->run(p));
}

// 1a: random games never crash, and each replays to the same state from its commands and from
// a replay file.
void TestReplay::randomGamesReplay_data() {
    QTest::addColumn<QString>("packName");
    QTest::addColumn<int>("games");
    const int total = gameCount();
    for (int i = 0; i < 3; ++i)
        QTest::newRow(kPacks[i]) << QString::fromLatin1(kPacks[i]) << (total + 2 - i) / 3;
}

void TestReplay::randomGamesReplay() {
    QFETCH(QString, packName);
    QFETCH(int, games);
    const Pack &p = pack(packName);
    const QString replayPath = m_tmp.filePath(packName + QStringLiteral("-random.replay.json"));
    static const QString heroes[] = {QString(), QStringLiteral("Ada"),
                                     QStringLiteral("Zoë \"the\" ✓ Brave")};
    int deaths = 0, wins = 0, descents = 0, battles = 0, refused = 0, submitted = 0;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < games; ++g) {
        Rng rng = Rng::forStream(20240601, u"test", std::uint64_t(g) * 3 + uint(packName.size()));
        const std::uint64_t seed = g % 4 == 0 ? rng.next64() : rng.below(100000);
        const QString hero = heroes[rng.below(3)];
        const int count = int(rng.range(30, 110));
        // Every third game mostly heads for the way down.
        CommandDrawer draw(p, Rng::forStream(seed, u"test-commands", std::uint64_t(g)), g % 3 == 1);
        Game game(p, seed, hero);
        bool battled = false;
        for (int i = 0; i < count; ++i) {
            const Command c = draw.next(game);
            refused += game.submit(c) ? 0 : 1;
            ++submitted;
            battled = battled || game.state().battle.has_value();
            game.takeEvents();
            if (game.isOver() && i + 3 < count)
                i = count - 3; // a few refusals after the end, then the next game
        }
        deaths += game.state().alive ? 0 : 1;
        wins += game.state().won ? 1 : 0;
        descents += game.state().deepest > 1 ? 1 : 0;
        battles += battled ? 1 : 0;
        const QString hash = game.stateHash();
        const auto where = [&] {
            return QStringLiteral("pack %1, seed %2, hero \"%3\", commands:\n%4")
                .arg(packName)
                .arg(seed)
                .arg(hero, commandsText(game.commands()));
        };

        // The same commands from the start.
        Game again(p, seed, hero);
        for (const Command &c : game.commands())
            again.submit(c);
        QVERIFY2(again.stateHash() == hash, qPrintable(where()));

        // As a replay, in memory.
        const Replay recorded = Replay::of(game, packFolder(packName));
        QCOMPARE(recorded.stateHash, hash);
        QCOMPARE(recorded.commands.size(), game.commands().size());
        QString error;
        const auto rerun = recorded.run(p, &error);
        QVERIFY2(rerun, qPrintable(error));
        QVERIFY2(rerun->stateHash() == hash, qPrintable(where()));

        // Through a replay file and back.
        QVERIFY2(recorded.write(replayPath, &error), qPrintable(error));
        Diagnostics d;
        const auto read = Replay::read(replayPath, d);
        QVERIFY2(read.has_value(), qPrintable(d.toStringList().join(u'\n') + u'\n' + where()));
        QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
        QCOMPARE(read->seed, seed);
        QCOMPARE(read->hero, game.state().hero.stats.name);
        QCOMPARE(read->packHash, p.contentHash());
        QCOMPARE(read->stateHash, hash);
        QVERIFY2(read->commands == game.commands(), qPrintable(where()));
        const auto replayed = read->run(p, &error);
        QVERIFY2(replayed, qPrintable(error));
        QVERIFY2(replayed->stateHash() == hash, qPrintable(where()));
        QCOMPARE(replayed->state().turn, read->turn);
    }
    qDebug("%s: %d games, %d commands (%d refused), %d went deeper, %d battles, %d deaths, "
           "%d wins, %lld ms",
           qPrintable(packName), games, submitted, refused, descents, battles, deaths, wins,
           timer.elapsed());
    // The games must have gone somewhere, or the test proves little.
    QVERIFY(submitted > games * 30);
    QVERIFY(refused > 0 && refused < submitted);
    if (games >= 100) {
        QVERIFY2(descents > 0, "no random game left the first level");
        if (p.ruleset.battle == Ruleset::Battle::Screen)
            QVERIFY2(battles > 0, "no random game fought a battle");
    }
}

// Maze-duel fights on a battle screen: a monster that reaches the hero starts a battle, and
// while one is on no other monster may start another (it would silently replace the first).
void TestReplay::oneBattleAtATime() {
    const Pack &p = pack(QStringLiteral("maze-duel"));
    QString found;
    int battles = 0;
    for (int g = 0; g < 300 && found.isEmpty(); ++g) {
        const std::uint64_t seed = std::uint64_t(g) * 7919 + 1;
        Game game(p, seed, QStringLiteral("Ada"));
        CommandDrawer draw(p, Rng::forStream(seed, u"test-battles"), g % 2 == 0);
        for (int i = 0; i < 80 && !game.isOver() && found.isEmpty(); ++i) {
            const Command c = draw.next(game);
            const int before = game.state().battle ? game.state().battleActor : -1;
            game.submit(c);
            QList<int> started;
            for (const GameEvent &e : game.takeEvents()) {
                if (e.kind == GameEvent::Kind::BattleStarted)
                    started.append(e.target);
            }
            battles += int(started.size());
            if (started.size() > 1 || (before >= 0 && !started.isEmpty()))
                found =
                    QStringLiteral("maze-duel seed %1, hero Ada, command %2 (\"%3\") starts "
                                   "battles with monsters %4 (battle before: %5); "
                                   "the battle left is with %6. Commands: %7")
                        .arg(seed)
                        .arg(i + 1)
                        .arg(c.toText())
                        .arg([&] {
                            QStringList ids;
                            for (int id : started)
                                ids.append(QString::number(id));
                            return ids.join(QStringLiteral(", "));
                        }())
                        .arg(before)
                        .arg(game.state().battle ? game.state().battleActor : -1)
                        .arg(commandsText(game.commands()).replace(u'\n', QStringLiteral("; ")));
        }
    }
    QVERIFY(battles > 0);
    if (!found.isEmpty())
        qInfo("%s", qPrintable(found));
    QVERIFY2(found.isEmpty(), qPrintable(found));
}

// 1b: the same inputs give the same state; another seed another dungeon.
void TestReplay::determinism_data() {
    QTest::addColumn<QString>("packName");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("otherSeed");
    for (const char *name : kPacks) {
        QTest::addRow("%s 1 vs 2", name) << QString::fromLatin1(name) << quint64(1) << quint64(2);
        QTest::addRow("%s 42 vs 43", name)
            << QString::fromLatin1(name) << quint64(42) << quint64(43);
        QTest::addRow("%s max vs 0", name)
            << QString::fromLatin1(name) << quint64(18446744073709551615ULL) << quint64(0);
    }
}

void TestReplay::determinism() {
    QFETCH(QString, packName);
    QFETCH(quint64, seed);
    QFETCH(quint64, otherSeed);
    const Pack &p = pack(packName);
    QList<Command> commands;
    {
        Game scout(p, seed);
        CommandDrawer draw(p, Rng::forStream(seed, u"test", 7));
        for (int i = 0; i < 80; ++i) {
            const Command c = draw.next(scout);
            scout.submit(c);
            commands.append(c);
        }
    }
    auto play = [&](std::uint64_t s) {
        auto g = std::make_unique<Game>(p, s);
        for (const Command &c : commands)
            g->submit(c);
        return g;
    };
    const auto a = play(seed);
    const auto b = play(seed);
    QCOMPARE(a->stateHash(), b->stateHash());
    QCOMPARE(a->toJson(), b->toJson());
    QCOMPARE(a->state().log.size(), b->state().log.size());
    QCOMPARE(a->state().rng, b->state().rng);

    const auto other = play(otherSeed);
    QVERIFY(other->stateHash() != a->stateHash());
    // Not only the recorded seed differs: the first level itself is another one.
    Game fresh(p, seed), freshOther(p, otherSeed);
    QVERIFY2(fresh.state().levels.at(1).level.hash() !=
                 freshOther.state().levels.at(1).level.hash(),
             "two seeds made the same first level");
}

// 1c: write and read back a replay.
void TestReplay::replayFileRoundTrip_data() {
    QTest::addColumn<QString>("packName");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("hero");
    QTest::addColumn<QString>("commands");
    QTest::newRow("classic, no commands") << "classic" << quint64(5) << QString() << QString();
    QTest::newRow("classic, every kind")
        << "classic" << quint64(18446744073709551615ULL) << "Zoë ✓"
        << "move n\nmove ne\nwait\npickup\ninteract e\nfire\nfire nw\ndescend\nclimb\n"
           "use potion-hp-1\nuse nonsense\ncast fire-1a\ncast fire-1a s\nequip sword-1\n"
           "unequip melee\nunequip shoes\nswap\ntravel 12 7\ntravel 999 999\nattack\ndefend\n"
           "escape";
    QTest::newRow("permadungeon") << "permadungeon" << quint64(7) << "Bo"
                                  << "move n\nmove n\nmove e\nfire e\nmove s";
    QTest::newRow("maze-duel") << "maze-duel" << quint64(3) << QString()
                               << "move e\nmove s\nattack\nescape\nmove w";
}

void TestReplay::replayFileRoundTrip() {
    QFETCH(QString, packName);
    QFETCH(quint64, seed);
    QFETCH(QString, hero);
    QFETCH(QString, commands);
    QString error;
    const auto list = parseCommandList(commands, &error);
    QVERIFY2(list, qPrintable(error));
    const Pack &p = pack(packName);
    Game game(p, seed, hero);
    QList<Command> carried; // a refused command changes nothing: the replay does not hold it
    for (const Command &c : *list)
        if (game.submit(c))
            carried.append(c);
    QVERIFY(carried.size() <= list->size());
    const Replay r = Replay::of(game, QStringLiteral("data/") + packName);
    const QString path = m_tmp.filePath(QStringLiteral("roundtrip.replay.json"));
    QVERIFY2(r.write(path, &error), qPrintable(error));

    // The file is what SPEC §3 says a replay is.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("permadungeon-replay"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), Replay::kVersion);
    QCOMPARE(o.value(QStringLiteral("seed")).toString(), QString::number(seed));
    QCOMPARE(o.value(QStringLiteral("packHash")).toString().toLatin1(), p.contentHash());
    QCOMPARE(o.value(QStringLiteral("commands")).toArray().size(), carried.size());
    QCOMPARE(o.value(QStringLiteral("stateHash")).toString(), game.stateHash());

    Diagnostics d;
    const auto back = Replay::read(path, d);
    QVERIFY2(back, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(back->packId, r.packId);
    QCOMPARE(back->packPath, r.packPath);
    QCOMPARE(back->packHash, r.packHash);
    QCOMPARE(back->seed, r.seed);
    QCOMPARE(back->hero, r.hero);
    QCOMPARE(back->turn, r.turn);
    QCOMPARE(back->stateHash, r.stateHash);
    QVERIFY(back->commands == carried);
    QCOMPARE(back->toJson(), r.toJson());
    const auto replayed = back->run(p, &error);
    QVERIFY2(replayed, qPrintable(error));
    QCOMPARE(replayed->stateHash(), game.stateHash());
    QCOMPARE(replayed->commands().size(), carried.size());
}

void TestReplay::replayRefusesOtherPackData() {
    Game game(pack(QStringLiteral("classic")), 9);
    game.submit(Command::of(Command::Kind::Wait));
    const Replay r = Replay::of(game, QStringLiteral("data/classic"));
    QString error;
    // Another pack is named first: its id says more than its data.
    QVERIFY(!r.run(pack(QStringLiteral("maze-duel")), &error));
    QVERIFY2(error.contains(QStringLiteral("with pack \"org.permadungeon.classic\", not "
                                           "\"org.permadungeon.maze-duel\"")),
             qPrintable(error));
    QVERIFY(!r.fits(pack(QStringLiteral("maze-duel"))));
    QVERIFY(r.fits(pack(QStringLiteral("classic"))));
    // The seed as it was typed travels with the replay when it was not the number itself.
    Replay typed = r;
    typed.seedText = QStringLiteral("duel");
    const QString typedPath = m_tmp.filePath(QStringLiteral("typed.replay"));
    QVERIFY2(typed.write(typedPath, &error), qPrintable(error));
    Diagnostics d;
    QCOMPARE(Replay::read(typedPath, d)->seedText, QStringLiteral("duel"));
    QCOMPARE(r.toJson().contains(QStringLiteral("seedText")), false);
    // A changed record is other data too, even under the same pack id.
    Pack changed = pack(QStringLiteral("classic"));
    QVERIFY(!changed.monsters.isEmpty());
    changed.monsters[0].speed += 1;
    changed.rebuildIndex();
    error.clear();
    QVERIFY(!r.run(changed, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(r.run(pack(QStringLiteral("classic")), &error));
}

// The editor's "play this seed" begins at a depth: the replay keeps it and proves the run, the
// state and the replay of a run begun at depth 1 keep their earlier form.
void TestReplay::runBegunDeeperReplays() {
    Game deep(pack(QStringLiteral("classic")), 43, QStringLiteral("Ada"), 3);
    QCOMPARE(deep.state().depth, 3);
    QCOMPARE(deep.state().startDepth, 3);
    for (int i = 0; i < 20; ++i)
        deep.submit(Command::of(Command::Kind::Wait));
    QVERIFY(!deep.isOver()); // a live hero's save (a dead one's is not kept)
    const Replay r = Replay::of(deep, QStringLiteral("data/classic"));
    QCOMPARE(r.toJson().value(QStringLiteral("startDepth")).toInt(), 3);
    const QString path = writeFile(QStringLiteral("deep.replay.json"),
                                   QJsonDocument(r.toJson()).toJson(QJsonDocument::Indented));
    Diagnostics d;
    const std::optional<Replay> back = Replay::read(path, d);
    QVERIFY2(back, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(back->startDepth, 3);
    QString error;
    const std::unique_ptr<Game> again = back->run(pack(QStringLiteral("classic")), &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY2(back->proves(*again, &error), qPrintable(error));
    QCOMPARE(again->stateHash(), deep.stateHash());
    // The save keeps it too.
    const std::unique_ptr<Game> loaded =
        Game::fromJson(pack(QStringLiteral("classic")), deep.toJson(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->state().startDepth, 3);
    QCOMPARE(loaded->stateHash(), deep.stateHash());
    // A run begun at 1 writes no startDepth: earlier files and hashes are unchanged.
    Game shallow(pack(QStringLiteral("classic")), 42, QStringLiteral("Ada"));
    QVERIFY(!shallow.toJson().contains(QStringLiteral("startDepth")));
    QVERIFY(!Replay::of(shallow, QString()).toJson().contains(QStringLiteral("startDepth")));
    // The command line replays it, and a bad startDepth is refused at its pointer.
    const Run cliRun = cli({QStringLiteral("replay"), path, QStringLiteral("--pack"),
                            packFolder(QStringLiteral("classic"))});
    QVERIFY2(cliRun.code == 0, qPrintable(cliRun.err));
    QJsonObject bad = r.toJson();
    bad.insert(QStringLiteral("startDepth"), QStringLiteral("three"));
    const QString badPath = writeFile(QStringLiteral("bad-depth.replay.json"),
                                      QJsonDocument(bad).toJson(QJsonDocument::Indented));
    Diagnostics bd;
    QVERIFY(!Replay::read(badPath, bd));
    QVERIFY2(bd.toStringList().join(u' ').contains(QStringLiteral("/startDepth")),
             qPrintable(bd.toStringList().join(u' ')));
}

// 1c: hostile files are refused with file:line:column: /pointer: message.
void TestReplay::hostileReplayFiles_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("pointer");   // expected JSON pointer ("/" for the document)
    QTest::addColumn<QByteArray>("marker"); // where the location must point; empty: any line
    QTest::addColumn<QString>("message");   // a fragment of the message
    QTest::addColumn<bool>("refused");      // false: reported, but the first key is used

    const QByteArray ok = m_replayText;
    auto replaced = [&](const QByteArray &from, const QByteArray &to) {
        QByteArray t = ok;
        const qsizetype at = t.indexOf(from);
        Q_ASSERT(at >= 0);
        return t.replace(at, from.size(), to);
    };
    QTest::newRow("not JSON") << QByteArray("this is not a replay\n") << QString() << QByteArray()
                              << QString() << true;
    QTest::newRow("empty") << QByteArray() << QString() << QByteArray() << QString() << true;
    QTest::newRow("truncated") << ok.left(ok.size() / 2) << QString() << QByteArray() << QString()
                               << true;
    QTest::newRow("a list") << QByteArray("[\"wait\", \"move n\"]\n") << QStringLiteral("/")
                            << QByteArray("[") << QStringLiteral("not a Permadungeon replay")
                            << true;
    QTest::newRow("wrong format") << replaced("\"permadungeon-replay\"", "\"permadungeon-save\"")
                                  << QStringLiteral("/format")
                                  << QByteArray("\"permadungeon-save\"")
                                  << QStringLiteral("not a Permadungeon replay") << true;
    QTest::newRow("no format") << replaced("\"format\": \"permadungeon-replay\",\n", "")
                               << QStringLiteral("/") << QByteArray("{")
                               << QStringLiteral("not a Permadungeon replay") << true;
    QTest::newRow("wrong version")
        << replaced("\"version\": 3", "\"version\": 777") << QStringLiteral("/version")
        << QByteArray("777") << QStringLiteral("version 777") << true;
    QTest::newRow("version as text")
        << replaced("\"version\": 3", "\"version\": \"3\"") << QStringLiteral("/version")
        << QByteArray("\"3\"") << QStringLiteral("not supported") << true;
    QTest::newRow("version 1 (no generator versions)")
        << replaced("\"version\": 3", "\"version\": 1") << QStringLiteral("/version")
        << QByteArray("1,") << QStringLiteral("version 1 comes from an older build") << true;
    // A replay must prove where it ends: without its state hash any edited replay would pass.
    const QByteArray hashLine = "  \"stateHash\": \"0123456789abcdef\"\n";
    const QByteArray withoutHash = replaced(",\n" + hashLine, "\n");
    QTest::newRow("no state hash") << withoutHash << QStringLiteral("/stateHash") << QByteArray("{")
                                   << QStringLiteral("final state's hash") << true;
    QTest::newRow("empty state hash")
        << replaced("\"0123456789abcdef\"", "\"\"") << QStringLiteral("/stateHash")
        << QByteArray("\"\"\n") << QStringLiteral("final state's hash") << true;
    QTest::newRow("null state hash")
        << replaced("\"0123456789abcdef\"", "null") << QStringLiteral("/stateHash")
        << QByteArray("null") << QStringLiteral("final state's hash") << true;
    QTest::newRow("state hash a number")
        << replaced("\"0123456789abcdef\"", "1234567890123456") << QStringLiteral("/stateHash")
        << QByteArray("1234567890123456") << QStringLiteral("final state's hash") << true;
    QTest::newRow("negative turn")
        << replaced("\"turn\": 4", "\"turn\": -7") << QStringLiteral("/turn") << QByteArray("-7")
        << QStringLiteral("final turn") << true;
    QTest::newRow("turn as text") << replaced("\"turn\": 4", "\"turn\": \"x\"")
                                  << QStringLiteral("/turn") << QByteArray("\"x\"")
                                  << QStringLiteral("final turn") << true;
    QTest::newRow("fractional turn")
        << replaced("\"turn\": 4", "\"turn\": 4.5") << QStringLiteral("/turn") << QByteArray("4.5")
        << QStringLiteral("final turn") << true;
    QTest::newRow("no turn") << replaced("\"turn\": 4,\n", "") << QStringLiteral("/turn")
                             << QByteArray("{") << QStringLiteral("final turn") << true;
    QTest::newRow("hero a number")
        << replaced("\"hero\": \"Ada\"", "\"hero\": 5") << QStringLiteral("/hero")
        << QByteArray("5,") << QStringLiteral("hero's name") << true;
    QTest::newRow("no pack id") << replaced("\"packId\": \"org.permadungeon.classic\",\n", "")
                                << QStringLiteral("/packId") << QByteArray("{")
                                << QStringLiteral("id of the pack") << true;
    QTest::newRow("no generator versions")
        << replaced("\"versions\": ", "\"notVersions\": ") << QStringLiteral("/versions")
        << QByteArray("{") << QStringLiteral("versions of the generators") << true;
    const QByteArray chambers =
        "\"chambers\":" +
        QByteArray::number(currentVersions().value(QStringLiteral("chambers")).toInt());
    QTest::newRow("old chambers generator")
        << replaced(chambers, "\"chambers\":1") << QStringLiteral("/versions/chambers")
        << QByteArray("1,\"maze\"")
        << QStringLiteral("chambers generator version 1; this build has version 2") << true;
    QTest::newRow("generator version as text")
        << replaced("\"rooms\":1", "\"rooms\":\"1\"") << QStringLiteral("/versions/rooms")
        << QByteArray("\"1\"") << QStringLiteral("whole number") << true;
    QTest::newRow("wrong rng version")
        << replaced("\"rngVersion\": 1", "\"rngVersion\": 99") << QStringLiteral("/rngVersion")
        << QByteArray("99") << QStringLiteral("random-number version 99") << true;
    QTest::newRow("bad seed") << replaced("\"seed\": \"42\"", "\"seed\": \"forty-two\"")
                              << QStringLiteral("/seed") << QByteArray("\"forty-two\"")
                              << QStringLiteral("seed") << true;
    QTest::newRow("seed text a number")
        << replaced("\"seed\": \"42\"", "\"seed\": \"42\", \"seedText\": 4242")
        << QStringLiteral("/seedText") << QByteArray("4242") << QStringLiteral("as it was typed")
        << true;
    QTest::newRow("seed as number")
        << replaced("\"seed\": \"42\"", "\"seed\": 42") << QStringLiteral("/seed")
        << QByteArray("42,") << QStringLiteral("seed") << true;
    QTest::newRow("seed too big") << replaced("\"seed\": \"42\"",
                                              "\"seed\": \"18446744073709551616\"")
                                  << QStringLiteral("/seed")
                                  << QByteArray("\"18446744073709551616\"")
                                  << QStringLiteral("seed") << true;
    QTest::newRow("negative seed")
        << replaced("\"seed\": \"42\"", "\"seed\": \"-1\"") << QStringLiteral("/seed")
        << QByteArray("\"-1\"") << QStringLiteral("seed") << true;
    QTest::newRow("bad pack hash")
        << replaced("\"packHash\": \"", "\"packHash\": \"zz") << QStringLiteral("/packHash")
        << QByteArray("\"zz") << QStringLiteral("SHA-256") << true;
    QTest::newRow("unknown command")
        << replaced("\"pickup\"", "\"fly away\"") << QStringLiteral("/commands/3")
        << QByteArray("\"fly away\"") << QStringLiteral("unknown command \"fly\"") << true;
    QTest::newRow("bad direction")
        << replaced("\"move n\"", "\"move up\"") << QStringLiteral("/commands/1")
        << QByteArray("\"move up\"") << QStringLiteral("not a direction") << true;
    QTest::newRow("command not text")
        << replaced("\"pickup\"", "{\"pickup\": true}") << QStringLiteral("/commands/3")
        << QByteArray("{\"pickup\"") << QString() << true;
    QTest::newRow("travel without numbers")
        << replaced("\"pickup\"", "\"travel here there\"") << QStringLiteral("/commands/3")
        << QByteArray("\"travel here") << QStringLiteral("two whole numbers") << true;
    QTest::newRow("commands not a list")
        << replaced("\"commands\": [", "\"commands\": 5, \"x\": [") << QStringLiteral("/commands")
        << QByteArray("5,") << QStringLiteral("list of commands") << true;
    QTest::newRow("duplicate key")
        << replaced("\"hero\": \"Ada\",", "\"hero\": \"Ada\", \"hero\": \"Bo\",") << QString()
        << QByteArray("\"hero\": \"Bo\"") << QStringLiteral("duplicate key") << false;
}

void TestReplay::hostileReplayFiles() {
    QFETCH(QByteArray, content);
    QFETCH(QString, pointer);
    QFETCH(QByteArray, marker);
    QFETCH(QString, message);
    QFETCH(bool, refused);
    const QString name =
        QStringLiteral("hostile-%1.replay.json")
            .arg(QString::fromLatin1(QTest::currentDataTag())
                     .replace(QRegularExpression(QStringLiteral("\\W")), QStringLiteral("-")));
    const QString path = writeFile(name, content);
    QVERIFY(!path.isEmpty());
    Diagnostics d;
    const auto r = Replay::read(path, d);
    const QString all = d.toStringList().join(u'\n');
    QVERIFY2(r.has_value() != refused, "a hostile replay was accepted");
    QVERIFY2(d.hasErrors(), "refused without a diagnostic");
    // Every diagnostic names the file and a place in it.
    const QRegularExpression form(
        QStringLiteral("^%1:\\d+:\\d+: /\\S*: .+").arg(QRegularExpression::escape(name)));
    for (const QString &line : d.toStringList())
        QVERIFY2(form.match(line).hasMatch(), qPrintable(line));
    if (pointer.isEmpty() && message.isEmpty())
        return;
    const QString expected =
        marker.isEmpty() ? QString() : name + u':' + locationOf(content, marker) + u':';
    bool found = false;
    for (const QString &line : d.toStringList()) {
        if ((pointer.isEmpty() || line.contains(QStringLiteral(": ") + pointer + u':')) &&
            line.contains(message) && line.startsWith(expected))
            found = true;
    }
    QVERIFY2(found, qPrintable(QStringLiteral("expected %1 %2 \"%3\", got:\n%4")
                                   .arg(expected, pointer, message, all)));
}

void TestReplay::missingReplayFile() {
    Diagnostics d;
    QVERIFY(!Replay::read(m_tmp.filePath(QStringLiteral("nowhere.replay.json")), d));
    QCOMPARE(d.errorCount(), 1);
    QVERIFY2(d.items().first().toString().startsWith(QStringLiteral("nowhere.replay.json: ")),
             qPrintable(d.items().first().toString()));
    QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("nowhere.replay.json"))));
}

void TestReplay::cliPlayPrintsSummary_data() {
    QTest::addColumn<QString>("packName");
    QTest::addColumn<QString>("seed");
    for (const char *name : kPacks) {
        QTest::addRow("%s seed 1", name) << QString::fromLatin1(name) << QStringLiteral("1");
        QTest::addRow("%s text seed", name)
            << QString::fromLatin1(name) << QStringLiteral("a seed in words");
    }
}

// 1d: `play` prints the summary; the same run in-process gives the same numbers.
void TestReplay::cliPlayPrintsSummary() {
    QFETCH(QString, packName);
    QFETCH(QString, seed);
    const QByteArray commands =
        "# a comment line\n"
        "move e   # then a comment after a command\n"
        "\n"
        "move s\nwait\nuse nonsense\nmove w\nmove n\nfire\ntravel 999 999\n";
    const QString file = writeFile(QStringLiteral("play.txt"), commands);
    const Run r = cli({QStringLiteral("play"), packFolder(packName), QStringLiteral("--seed"), seed,
                       QStringLiteral("--commands"), file});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto s = summaryLines(r.out);
    for (const char *key : {"turn", "depth", "hp", "score", "alive", "stateHash"})
        QVERIFY2(s.contains(QLatin1String(key)), qPrintable(key + (u'\n' + r.out)));
    QVERIFY(s.value(QStringLiteral("alive")) == QLatin1String("true") ||
            s.value(QStringLiteral("alive")) == QLatin1String("false"));
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{16}$"))
                .match(s.value(QStringLiteral("stateHash")))
                .hasMatch());
    // Refused commands are reported, not fatal.
    QVERIFY2(r.err.contains(QStringLiteral("skipped \"use nonsense\"")), qPrintable(r.err));
    // The numbers are those of the same game played here. A number seed is the number itself.
    if (seed == QLatin1String("1")) {
        Game game(pack(packName), 1);
        const auto list = parseCommandList(QString::fromUtf8(commands));
        QVERIFY(list);
        for (const Command &c : *list)
            game.submit(c);
        const RunSummary sum = game.summary();
        QCOMPARE(s.value(QStringLiteral("turn")), QString::number(sum.turn));
        QCOMPARE(s.value(QStringLiteral("depth")), QString::number(sum.depth));
        QCOMPARE(s.value(QStringLiteral("hp")), QString::number(sum.hp));
        QCOMPARE(s.value(QStringLiteral("score")), QString::number(sum.score));
        QCOMPARE(s.value(QStringLiteral("stateHash")), sum.stateHash);
    }
    // Twice: the same output.
    const Run again = cli({QStringLiteral("play"), packFolder(packName), QStringLiteral("--seed"),
                           seed, QStringLiteral("--commands"), file});
    QCOMPARE(again.out, r.out);
}

void TestReplay::cliPlayJson() {
    const QString file = writeFile(QStringLiteral("json.txt"), "move e\nwait\nmove e\n");
    const Run plain =
        cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
             QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--commands"), file});
    const Run r = cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
                       QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--commands"),
                       file, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString() + u'\n' + r.out));
    const QJsonObject o = doc.object();
    for (const char *key : {"turn", "depth", "hp", "score", "alive", "stateHash"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QVERIFY(o.value(QStringLiteral("alive")).isBool());
    QVERIFY(o.value(QStringLiteral("turn")).isDouble());
    QCOMPARE(o.value(QStringLiteral("commands")).toInt(), 3);
    QCOMPARE(o.value(QStringLiteral("stateHash")).toString(),
             summaryLines(plain.out).value(QStringLiteral("stateHash")));
    QCOMPARE(QString::number(o.value(QStringLiteral("turn")).toInt()),
             summaryLines(plain.out).value(QStringLiteral("turn")));
}

void TestReplay::cliPlayBadCommandLine_data() {
    QTest::addColumn<QByteArray>("commands");
    QTest::addColumn<int>("line");
    QTest::newRow("unknown verb") << QByteArray("move e\nwait\nfly north\nwait\n") << 3;
    QTest::newRow("after comments and blanks")
        << QByteArray("# start\n\nmove e\n   \n# more\nmove up\n") << 6;
    QTest::newRow("travel words") << QByteArray("travel x y\n") << 1;
    QTest::newRow("wait with argument") << QByteArray("wait\nwait\nwait\nwait 5\n") << 4;
    QTest::newRow("move without direction") << QByteArray("move\n") << 1;
    QTest::newRow("crlf lines") << QByteArray("wait\r\nmove e\r\njump\r\n") << 3;
}

void TestReplay::cliPlayBadCommandLine() {
    QFETCH(QByteArray, commands);
    QFETCH(int, line);
    const QString file = writeFile(QStringLiteral("bad.txt"), commands);
    const Run r =
        cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
             QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--commands"), file});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("line %1:").arg(line)), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("bad.txt")), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestReplay::cliPlayUsageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString pack = packFolder(QStringLiteral("classic"));
    QTest::newRow("missing --seed")
        << QStringList{QStringLiteral("play"), pack, QStringLiteral("--commands"),
                       QStringLiteral("x.txt")}
        << 2;
    QTest::newRow("missing --commands")
        << QStringList{QStringLiteral("play"), pack, QStringLiteral("--seed"), QStringLiteral("1")}
        << 2;
    QTest::newRow("missing pack") << QStringList{QStringLiteral("play"), QStringLiteral("--seed"),
                                                 QStringLiteral("1"), QStringLiteral("--commands"),
                                                 QStringLiteral("x.txt")}
                                  << 2;
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("play"),       pack,
                       QStringLiteral("--seed"),     QStringLiteral("1"),
                       QStringLiteral("--commands"), QStringLiteral("x.txt"),
                       QStringLiteral("--fast")}
        << 2;
    QTest::newRow("commands file missing")
        << QStringList{QStringLiteral("play"),       pack,
                       QStringLiteral("--seed"),     QStringLiteral("1"),
                       QStringLiteral("--commands"), QStringLiteral("/nonexistent/commands.txt")}
        << 1;
    QTest::newRow("replay without file") << QStringList{QStringLiteral("replay")} << 2;
    QTest::newRow("replay file missing")
        << QStringList{QStringLiteral("replay"), QStringLiteral("/nonexistent/r.replay.json")} << 1;
}

void TestReplay::cliPlayUsageErrors() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run r = cli(args);
    QVERIFY2(r.code == code,
             qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.code).arg(r.err)));
    QVERIFY(!r.err.isEmpty());
}

void TestReplay::cliRecordThenReplay_data() {
    QTest::addColumn<QString>("packName");
    for (const char *name : kPacks)
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestReplay::cliRecordThenReplay() {
    QFETCH(QString, packName);
    const QString file = writeFile(QStringLiteral("record.txt"),
                                   "move e\nmove e\nmove s\nwait\nfire s\nmove s\nmove w\n"
                                   "use potion-hp-1\nattack\nmove n\ndescend\n");
    const QString replayFile = m_tmp.filePath(packName + QStringLiteral(".replay.json"));
    QFile::remove(replayFile);
    const Run play = cli({QStringLiteral("play"), packFolder(packName), QStringLiteral("--seed"),
                          QStringLiteral("77"), QStringLiteral("--commands"), file,
                          QStringLiteral("--record"), replayFile});
    QVERIFY2(play.code == 0, qPrintable(play.err));
    QVERIFY(QFile::exists(replayFile));
    const QString hash = summaryLines(play.out).value(QStringLiteral("stateHash"));
    QVERIFY(!hash.isEmpty());

    const Run replay = cli({QStringLiteral("replay"), replayFile});
    QVERIFY2(replay.code == 0, qPrintable(replay.err));
    QCOMPARE(summaryLines(replay.out).value(QStringLiteral("stateHash")), hash);
    QCOMPARE(replay.out, play.out);

    const Run json = cli({QStringLiteral("replay"), replayFile, QStringLiteral("--json"),
                          QStringLiteral("--pack"), packFolder(packName)});
    QVERIFY2(json.code == 0, qPrintable(json.err));
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8())
                 .object()
                 .value(QStringLiteral("stateHash"))
                 .toString(),
             hash);

    // The library reads what the program wrote.
    Diagnostics d;
    const auto r = Replay::read(replayFile, d);
    QVERIFY2(r, qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(r->stateHash, hash);
    // The eleven lines less the ones the game refused (it says which, as "skipped"): a replay
    // holds only what was carried out.
    const int skipped = int(play.err.count(QStringLiteral("skipped \"")));
    QCOMPARE(int(r->commands.size()), 11 - skipped);
    QCOMPARE(r->run(pack(packName))->stateHash(), hash);
}

void TestReplay::cliReplayDiverged() {
    const QString file = writeFile(QStringLiteral("diverge.txt"), "move e\nmove s\nwait\n");
    const QString replayFile = m_tmp.filePath(QStringLiteral("diverge.replay.json"));
    const Run play =
        cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
             QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--commands"), file,
             QStringLiteral("--record"), replayFile});
    QVERIFY2(play.code == 0, qPrintable(play.err));
    QFile f(replayFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    const QString hash = o.value(QStringLiteral("stateHash")).toString();
    QCOMPARE(hash.size(), 16);
    QString edited = hash;
    edited[0] = edited[0] == u'0' ? u'1' : u'0';
    o.insert(QStringLiteral("stateHash"), edited);
    const QString editedFile = writeFile(QStringLiteral("edited.replay.json"),
                                         QJsonDocument(o).toJson(QJsonDocument::Indented));
    const Run r = cli({QStringLiteral("replay"), editedFile});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("diverged")), qPrintable(r.err));
    QVERIFY2(r.err.contains(edited) && r.err.contains(hash), qPrintable(r.err));

    // So does a replay whose commands were changed after recording.
    o.insert(QStringLiteral("stateHash"), hash);
    QJsonArray commands = o.value(QStringLiteral("commands")).toArray();
    commands.append(QStringLiteral("wait"));
    o.insert(QStringLiteral("commands"), commands);
    const Run more = cli(
        {QStringLiteral("replay"), writeFile(QStringLiteral("more.replay.json"),
                                             QJsonDocument(o).toJson(QJsonDocument::Indented))});
    QCOMPARE(more.code, 1);
    QVERIFY2(more.err.contains(QStringLiteral("diverged")), qPrintable(more.err));
}

void TestReplay::cliReplayOtherPack() {
    const QString file = writeFile(QStringLiteral("other.txt"), "move e\nwait\n");
    const QString replayFile = m_tmp.filePath(QStringLiteral("classic-for-maze.replay.json"));
    const Run play =
        cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
             QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--commands"), file,
             QStringLiteral("--record"), replayFile});
    QVERIFY2(play.code == 0, qPrintable(play.err));
    const Run r = cli({QStringLiteral("replay"), replayFile, QStringLiteral("--pack"),
                       packFolder(QStringLiteral("maze-duel"))});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("different data")), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    // Both hashes are named: the replay's and the given pack's.
    const auto hashOf = [](const QString &folder) {
        Diagnostics d;
        return QString::fromLatin1(PackLoader::load(folder, d).contentHash());
    };
    QVERIFY2(r.err.contains(hashOf(packFolder(QStringLiteral("classic")))), qPrintable(r.err));
    QVERIFY2(r.err.contains(hashOf(packFolder(QStringLiteral("maze-duel")))), qPrintable(r.err));
}

void TestReplay::cliReplayHostileFile() {
    QByteArray text = m_replayText;
    text.replace("\"pickup\"", "\"fly away\"");
    const QString path = writeFile(QStringLiteral("cli-hostile.replay.json"), text);
    const Run r = cli({QStringLiteral("replay"), path});
    QCOMPARE(r.code, 1);
    const QString expected = QStringLiteral("cli-hostile.replay.json:%1: /commands/3:")
                                 .arg(locationOf(text, "\"fly away\""));
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
}

// A replay edited by hand is refused on the command line: its final turn, its pack and its
// state hash are all checked, and a missing hash is no way round the check.
void TestReplay::cliReplayProvesWhatItClaims() {
    const QString file = writeFile(QStringLiteral("claims.txt"), "move e\nmove s\nwait\n");
    const QString replayFile = m_tmp.filePath(QStringLiteral("claims.replay.json"));
    const Run play =
        cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
             QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--commands"), file,
             QStringLiteral("--record"), replayFile});
    QVERIFY2(play.code == 0, qPrintable(play.err));
    QFile f(replayFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject recorded = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QCOMPARE(cli({QStringLiteral("replay"), replayFile}).code, 0);
    auto edited = [&](const QString &name, const std::function<void(QJsonObject &)> &edit) {
        QJsonObject o = recorded;
        edit(o);
        return cli({QStringLiteral("replay"),
                    writeFile(name, QJsonDocument(o).toJson(QJsonDocument::Indented))});
    };
    Run r = edited(QStringLiteral("turn.replay.json"),
                   [](QJsonObject &o) { o.insert(QStringLiteral("turn"), 999); });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("ends on turn 999")), qPrintable(r.err));
    r = edited(QStringLiteral("pack.replay.json"), [](QJsonObject &o) {
        o.insert(QStringLiteral("packId"), QStringLiteral("org.permadungeon.maze-duel"));
    });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("org.permadungeon.maze-duel")), qPrintable(r.err));
    r = edited(QStringLiteral("nohash.replay.json"),
               [](QJsonObject &o) { o.remove(QStringLiteral("stateHash")); });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("/stateHash")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    r = edited(QStringLiteral("chambers.replay.json"), [](QJsonObject &o) {
        QJsonObject v = o.value(QStringLiteral("versions")).toObject();
        v.insert(QStringLiteral("chambers"), 1);
        o.insert(QStringLiteral("versions"), v);
    });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("/versions/chambers")), qPrintable(r.err));
}

// The game keeps its last 500 log lines; --verbose prints every line all the same.
void TestReplay::cliVerbosePrintsPastTheLogsCap() {
    QByteArray commands;
    for (int i = 0; i < 700; ++i)
        commands += "pickup\n"; // refused each time, a line each time
    const QString file = writeFile(QStringLiteral("many-lines.txt"), commands);
    const Run r = cli({QStringLiteral("play"), packFolder(QStringLiteral("classic")),
                       QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--commands"),
                       file, QStringLiteral("--verbose")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.count(u'\n') >= 700, qPrintable(QString::number(r.err.count(u'\n'))));
    QVERIFY(r.err.trimmed().endsWith(QStringLiteral("There is nothing here to pick up.")));
}

void TestReplay::cliHelp_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("play --help") << QStringList{QStringLiteral("play"), QStringLiteral("--help")};
    QTest::newRow("replay --help")
        << QStringList{QStringLiteral("replay"), QStringLiteral("--help")};
    QTest::newRow("scores --help")
        << QStringList{QStringLiteral("scores"), QStringLiteral("--help")};
}

void TestReplay::cliHelp() {
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Usage")) || r.out.contains(QStringLiteral("usage")),
             qPrintable(r.out));
    const QString option = args.first() == QLatin1String("play")     ? QStringLiteral("--commands")
                           : args.first() == QLatin1String("replay") ? QStringLiteral("--pack")
                                                                     : QStringLiteral("--json");
    QVERIFY2(r.out.contains(option), qPrintable(r.out));
}

void TestReplay::cliHighScores() {
    // Finished runs go into the table, best first; a run still going does not; a damaged table
    // is an error and stays as it was.
    QByteArray fires;
    for (int i = 0; i < 60; ++i)
        fires += "fire n\n";
    const QString dies = writeFile(QStringLiteral("scores-dies.txt"), fires);
    const QString lives = writeFile(QStringLiteral("scores-lives.txt"), "wait\n");
    const QString table = m_tmp.filePath(QStringLiteral("scores.json"));
    QFile::remove(table);
    const QString pd = packFolder(QStringLiteral("permadungeon"));

    Run r = cli({QStringLiteral("play"), pd, QStringLiteral("--seed"), QStringLiteral("1"),
                 QStringLiteral("--commands"), lives, QStringLiteral("--scores"), table});
    QCOMPARE(r.code, 0);
    QVERIFY2(!r.out.contains(QStringLiteral("rank:")), qPrintable(r.out));
    QVERIFY(!QFile::exists(table));

    QList<int> turns;
    for (const char *seed : {"1", "2", "3"}) {
        r = cli({QStringLiteral("play"), pd, QStringLiteral("--seed"), QLatin1String(seed),
                 QStringLiteral("--commands"), dies, QStringLiteral("--hero"),
                 QStringLiteral("Ada %1").arg(QLatin1String(seed)), QStringLiteral("--scores"),
                 table, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("alive")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("rank")).toInt() >= 1);
        turns.append(o.value(QStringLiteral("turn")).toInt());
    }
    r = cli({QStringLiteral("scores"), table, QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(list.size(), 3);
    QStringList heroes;
    for (const QJsonValue &v : list) {
        heroes.append(v[QStringLiteral("hero")].toString());
        QCOMPARE(v[QStringLiteral("won")].toBool(), false);
        QVERIFY(v[QStringLiteral("cause")].toString().contains(QStringLiteral("bolt")));
    }
    // Equal scores (0): the earlier run first.
    QCOMPARE(heroes, (QStringList{QStringLiteral("Ada 1"), QStringLiteral("Ada 2"),
                                  QStringLiteral("Ada 3")}));
    QCOMPARE(list[1][QStringLiteral("turn")].toInt(), turns[1]);
    r = cli({QStringLiteral("scores"), table});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.count(u'\n'), 4); // a header and three runs
    QVERIFY(r.out.contains(QStringLiteral("Ada 2")));

    const QString damaged = writeFile(QStringLiteral("scores-damaged.json"), "{\"format\": 3");
    r = cli({QStringLiteral("play"), pd, QStringLiteral("--seed"), QStringLiteral("1"),
             QStringLiteral("--commands"), dies, QStringLiteral("--scores"), damaged});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("scores-damaged.json:1:")), qPrintable(r.err));
    QCOMPARE(readFile(damaged), QByteArray("{\"format\": 3"));
    r = cli({QStringLiteral("scores"), damaged});
    QCOMPARE(r.code, 1);
    r = cli({QStringLiteral("scores")});
    QCOMPARE(r.code, 2);
    // Reading a table that is not there is an error naming it (a mistyped path is not an
    // empty table); an empty table that is there prints "No runs yet.".
    const QString missing = m_tmp.filePath(QStringLiteral("no-such-table.json"));
    r = cli({QStringLiteral("scores"), missing});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(missing + QStringLiteral(" does not exist")), qPrintable(r.err));
    QVERIFY(!QFile::exists(missing));
    const QString empty =
        writeFile(QStringLiteral("scores-empty.json"), "{\"format\": 1, \"scores\": []}");
    r = cli({QStringLiteral("scores"), empty});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QStringLiteral("No runs yet.\n"));
}

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
