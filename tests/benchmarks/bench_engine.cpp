// The engine's hot paths: a whole turn (the hero waits, every monster moves) on a big and a
// small cave full of monsters, starting a game, the state hash, and a save + load.
// Targets (median): the 500-monster turn on 256×256 with the swarms awake at most 0.5 ms; the
// state hash with 500 monsters at most 0.5 ms, the same with a short log and a full one; a save
// and load mid-game at most 2 ms; the replay written after every turn of a 3000-command run
// well under a frame (16 ms). Loading a save replays its commands to prove its state: the load
// of a 3000-command run shows what that costs (what the player waits for on Continue). The *Legacy
// rows time the version-2 hash (SHA-256 of the state's JSON) on the same states, for comparison.
#include "BenchLevels.h"
#include "BenchTable.h"
#include "data/PackLoader.h"
#include "engine/AutoPlay.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/MonsterAi.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "gen/CavesGenerator.h"
#include "random/Rng.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace pd;
using namespace pd::bench;

namespace {

// Classic seed 1 after some turns of walking about: a mid-game state.
std::unique_ptr<Game> midGame(const Pack &pack) {
    auto game = std::make_unique<Game>(pack, 1, QStringLiteral("Ada"));
    Rng rng = Rng::forStream(1, u"bench-engine-walk");
    Direction heading = Direction::E;
    for (int i = 0; i < 150 && !game->isOver(); ++i) {
        const LevelState &ls = game->level();
        if (ls.level.map.at(game->state().hero.pos) == Tile::StairsDown) {
            game->submit(Command::of(Command::Kind::Descend));
            continue;
        }
        if (!canStep(ls.level.map, game->state().hero.pos, heading, 8) || rng.chance(1, 5))
            heading = kDirections[rng.below(8)];
        game->submit(Command::move(heading));
    }
    game->takeEvents();
    return game;
}

} // namespace

namespace {
// The state hash before version 3 (SHA-256 of the state's compact JSON, 16 hex digits), kept
// here only to measure the new one against it.
QString oldStateHash(const pd::Game &game) {
    const QByteArray canonical = QJsonDocument(game.toJson()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
}
} // namespace

class BenchEngine : public QObject {
    Q_OBJECT

    Pack m_classic;
    Pack m_bench;

    void turns(int width, int height, int monsters, bool awake);
    void timeLoad(const Game &game);

private Q_SLOTS:
    void initTestCase();
    void turn500Monsters256x256();
    void turn500Monsters256x256SwarmsAwake();
    void turn500Monsters256x256SwarmsAwakeHeroPacing();
    void turn50Monsters80x50();
    void turn50Monsters80x50SwarmsAwake();
    void newGameClassicSeed1();
    void stateHashMidGame();
    void stateHash500Monsters();
    void stateHash500MonstersFullLog();
    void stateHashLegacy500Monsters();
    void stateHashLegacy500MonstersFullLog();
    void saveAndLoadMidGame();
    void autosaveSnapshotMidGame();
    void loadMidGame();
    void replayWrite3000Commands();
    void load3000Commands();
};

void BenchEngine::initTestCase() {
    m_classic = loadClassic();
    m_bench = benchPack();
}

// One turn: the hero waits and every monster acts. Asleep, the swarms wait for the hero to have
// walked MonsterAi::kSwarmAfter steps on the level; awake, they all come (one Dijkstra map of
// the level a turn, every swarm monster going downhill on it).
void BenchEngine::turns(int width, int height, int monsters, bool awake) {
    const Level level = caveLevel(width, height, monsters, 1);
    Game game(m_bench, 1, QStringLiteral("Bench"), level);
    QCOMPARE(game.level().actors.size(), monsters);
    QCOMPARE(game.state().hero.pos, level.arrival);
    if (awake) {
        QVERIFY(wakeSwarms(game));
        QCOMPARE(game.level().heroSteps, MonsterAi::kSwarmAfter);
    }
    const Command wait = Command::of(Command::Kind::Wait);
    const int turnBefore = game.state().turn;
    const qsizetype alive = game.level().actors.size(); // pacing may have killed a few
    QVERIFY(alive > monsters * 3 / 4);
    PD_BENCHMARK {
        game.submit(wait);
        game.takeEvents();
    }
    QVERIFY(game.state().alive);
    QVERIFY(game.state().turn > turnBefore);
    // None died while timed (each turn measured the same crowd); classic's wandering monsters
    // may have come in meanwhile, the more the more laps the benchmark ran.
    QVERIFY2(game.level().actors.size() >= alive,
             qPrintable(QStringLiteral("%1 of %2").arg(game.level().actors.size()).arg(alive)));
}

void BenchEngine::turn500Monsters256x256() {
    turns(256, 256, 500, false);
}

void BenchEngine::turn500Monsters256x256SwarmsAwake() {
    turns(256, 256, 500, true);
}

// The same with the hero stepping back and forth instead of waiting: the swarm map is made
// again every turn (it is kept only while the hero stands still).
void BenchEngine::turn500Monsters256x256SwarmsAwakeHeroPacing() {
    const Level level = caveLevel(256, 256, 500, 1);
    Game game(m_bench, 1, QStringLiteral("Bench"), level);
    QVERIFY(wakeSwarms(game));
    const TileMap &map = game.level().level.map;
    const Point start = game.state().hero.pos;
    std::optional<Direction> there;
    for (Direction d : kDirections) {
        if (!there && canStep(map, start, d, 8) && canStep(map, start + offset(d), reverse(d), 8))
            there = d;
    }
    QVERIFY(there);
    const int turnBefore = game.state().turn;
    int step = 0;
    PD_BENCHMARK {
        game.submit(Command::move(step++ % 2 ? reverse(*there) : *there));
        game.takeEvents();
    }
    QVERIFY(game.state().alive);
    QVERIFY(game.state().turn > turnBefore);
}

void BenchEngine::turn50Monsters80x50() {
    turns(80, 50, 50, false);
}

void BenchEngine::turn50Monsters80x50SwarmsAwake() {
    turns(80, 50, 50, true);
}

void BenchEngine::newGameClassicSeed1() {
    int alive = 0;
    PD_BENCHMARK {
        Game game(m_classic, 1);
        alive += game.state().alive ? 1 : 0;
    }
    QVERIFY(alive > 0);
}

void BenchEngine::stateHashMidGame() {
    const auto game = midGame(m_classic);
    QString hash;
    PD_BENCHMARK {
        hash = game->stateHash();
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::stateHash500Monsters() {
    Game game(m_bench, 1, QStringLiteral("Bench"), caveLevel(256, 256, 500, 1));
    QString hash;
    PD_BENCHMARK {
        hash = game.stateHash();
    }
    QCOMPARE(hash.size(), 16);
}

namespace {

// The 500-monster cave after `turns` turns of the hero waiting while the swarms come: the log
// fills with their blows.
std::unique_ptr<Game> caveAfter(const Pack &pack, int turns) {
    auto game =
        std::make_unique<Game>(pack, 1, QStringLiteral("Bench"), caveLevel(256, 256, 500, 1));
    if (turns > 0)
        wakeSwarms(*game);
    for (int i = 0; i < turns; ++i)
        game->submit(Command::of(Command::Kind::Wait));
    game->takeEvents();
    return game;
}

} // namespace

void BenchEngine::stateHash500MonstersFullLog() {
    const auto game = caveAfter(m_bench, 700);
    QCOMPARE(game->state().log.size(), GameState::kMaxLog);
    QString hash;
    PD_BENCHMARK {
        hash = game->stateHash();
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::stateHashLegacy500Monsters() {
    const auto game = caveAfter(m_bench, 0);
    QString hash;
    PD_BENCHMARK {
        hash = oldStateHash(*game);
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::stateHashLegacy500MonstersFullLog() {
    const auto game = caveAfter(m_bench, 700);
    QCOMPARE(game->state().log.size(), GameState::kMaxLog);
    QString hash;
    PD_BENCHMARK {
        hash = oldStateHash(*game);
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::saveAndLoadMidGame() {
    const auto game = midGame(m_classic);
    QVERIFY(game->state().alive);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.save.json"));
    std::unique_ptr<Game> loaded;
    PD_BENCHMARK {
        QString error;
        if (!SaveGame::write(*game, path, QStringLiteral("data/classic"), &error))
            QFAIL(qPrintable(error));
        Diagnostics d;
        loaded = SaveGame::read(m_classic, path, d);
    }
    QVERIFY(loaded);
    QCOMPARE(loaded->stateHash(), game->stateHash());
}

// What an autosave costs the window thread: the snapshot the writer thread then turns into the
// file (GameSession, SaveWriter).
void BenchEngine::autosaveSnapshotMidGame() {
    const auto game = midGame(m_classic);
    QVERIFY(game->state().alive);
    SaveGame::Snapshot snap;
    PD_BENCHMARK {
        snap = SaveGame::snapshot(*game, QStringLiteral("data/classic"));
    }
    QCOMPARE(snap.commands.size(), game->commands().size());
    QVERIFY(!snap.state.isEmpty());
}

// Continue: reading the save, which plays its commands again to prove it.
void BenchEngine::loadMidGame() {
    timeLoad(*midGame(m_classic));
}

// The Game tab writes the run's replay after every turn (a kill loses at most that turn): the
// cost of one such write for a long run, 3000 commands, through QSaveFile as the tab does it.
void BenchEngine::replayWrite3000Commands() {
    const auto game = midGame(m_classic);
    Replay replay = Replay::of(*game, QStringLiteral("data/classic"));
    const QList<Command> walk = replay.commands;
    QVERIFY(!walk.isEmpty());
    while (replay.commands.size() < 3000) // only its size matters here
        replay.commands.append(walk.mid(0, 3000 - replay.commands.size()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.replay"));
    PD_BENCHMARK {
        QString error;
        if (!replay.write(path, &error))
            QFAIL(qPrintable(error));
    }
}

// A classic run the bot has played for 3000 commands (the first seed where it lives that long),
// saved; then loaded, as Continue does.
void BenchEngine::load3000Commands() {
    std::unique_ptr<Game> game;
    for (std::uint64_t seed = 1; seed < 50 && !game; ++seed) {
        auto g = std::make_unique<Game>(m_classic, seed, QStringLiteral("Ada"));
        while (g->commands().size() < 3000 && !g->isOver()) {
            const AutoPlay::Answer a = AutoPlay::play(*g);
            if (!a.command || !g->submit(*a.command))
                break;
        }
        g->takeEvents();
        if (g->commands().size() == 3000 && !g->isOver())
            game = std::move(g);
    }
    QVERIFY2(game, "the bot lived 3000 commands in none of classic's seeds 1-49");
    timeLoad(*game);
}

// `game` saved, then its load timed (as Continue does it: read, then proved by its replay).
void BenchEngine::timeLoad(const Game &game) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.save.json"));
    QString error;
    QVERIFY2(SaveGame::write(game, path, QStringLiteral("data/classic"), &error),
             qPrintable(error));
    qDebug("seed %llu, turn %d, depth %d, %lld bytes", qulonglong(game.state().seed),
           game.state().turn, game.state().depth, qlonglong(QFileInfo(path).size()));
    std::unique_ptr<Game> loaded;
    PD_BENCHMARK {
        Diagnostics d;
        loaded = SaveGame::read(m_classic, path, d);
    }
    QVERIFY(loaded);
    QCOMPARE(loaded->stateHash(), game.stateHash());
}

QTEST_GUILESS_MAIN(BenchEngine)
#include "bench_engine.moc"
