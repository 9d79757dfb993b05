// The engine's hot paths: a whole turn (the hero waits, every monster moves) on a big and a
// small cave full of monsters, starting a game, the state hash, and a save + load.
// Target: the 500-monster turn on 256×256 at most 2 ms (median).
#include "data/PackLoader.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/MonsterAi.h"
#include "engine/SaveGame.h"
#include "gen/CavesGenerator.h"
#include "random/Rng.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace pd;

namespace {

Pack loadClassic() {
    Diagnostics d;
    Pack p = PackLoader::load(QStringLiteral(PD_SOURCE_DATA_DIR "/classic"), d);
    if (d.hasErrors())
        qFatal("classic does not load: %s", qPrintable(d.toStringList().join(u'\n')));
    return p;
}

// Classic, with a hero who outlives any number of turns (so that every timed turn is a real
// one) and a wandering goblin: classic's monsters chase, shoot, swarm and patrol but none
// wanders.
Pack benchPack() {
    Pack p = loadClassic();
    p.ruleset.heroStats[Stat::Hp] = 1000000000000;
    MonsterRecord wanderer = *p.monster(QStringLiteral("goblin"));
    wanderer.id = QStringLiteral("goblin-wanderer");
    wanderer.ai = MonsterRecord::Ai::Wander;
    p.monsters.append(wanderer);
    p.rebuildIndex();
    return p;
}

// The mix of monsters on the benchmark levels: chase, ranged, swarm and wander.
const QStringList &monsterMix() {
    static const QStringList ids{QStringLiteral("goblin"),        QStringLiteral("zombie"),
                                 QStringLiteral("goblin-archer"), QStringLiteral("cave-rat"),
                                 QStringLiteral("ghoul"),         QStringLiteral("goblin-wanderer"),
                                 QStringLiteral("goblin-leader"), QStringLiteral("cave-rat")};
    return ids;
}

// A cave from the project's generator, the hero on the floor cell nearest the middle and
// `monsters` monsters on other free floor cells, spread at random.
Level caveLevel(int width, int height, int monsters, std::uint64_t seed) {
    CavesSettings settings;
    settings.width = width;
    settings.height = height;
    Rng rng = Rng::forStream(seed, u"bench-engine-cave");
    Level level = generateCaves(settings, rng);
    const TileMap &map = level.map;
    QList<Point> floor;
    Point middle{width / 2, height / 2}, hero = level.arrival;
    int best = INT_MAX;
    for (int i = 0; i < map.size(); ++i) {
        const Point p = map.point(i);
        if (map.at(p) != Tile::Floor)
            continue;
        floor.append(p);
        const int d = chebyshev(p, middle);
        if (d < best) {
            best = d;
            hero = p;
        }
    }
    level.arrival = hero;
    for (qsizetype i = floor.size() - 1; i > 0; --i) // Fisher-Yates with the game's RNG
        floor.swapItemsAt(i, qsizetype(rng.below(std::uint32_t(i + 1))));
    const QStringList &mix = monsterMix();
    for (const Point &p : floor) {
        if (level.entities.size() >= monsters)
            break;
        if (p == hero)
            continue;
        LevelEntity e;
        e.kind = LevelEntity::Kind::Monster;
        e.id = mix[level.entities.size() % mix.size()];
        e.at = p;
        level.entities.append(e);
    }
    if (level.entities.size() != monsters)
        qFatal("the cave has room for only %lld monsters", qint64(level.entities.size()));
    return level;
}

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

class BenchEngine : public QObject {
    Q_OBJECT

    Pack m_classic;
    Pack m_bench;

    void turns(int width, int height, int monsters, bool awake);

private Q_SLOTS:
    void initTestCase();
    void turn500Monsters256x256();
    void turn500Monsters256x256SwarmsAwake();
    void turn50Monsters80x50();
    void turn50Monsters80x50SwarmsAwake();
    void newGameClassicSeed1();
    void stateHashMidGame();
    void stateHash500Monsters();
    void saveAndLoadMidGame();
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
        // Pace back and forth between two floor cells until the swarms wake.
        const TileMap &map = game.level().level.map;
        std::optional<Direction> there;
        for (Direction d : kDirections) {
            if (!there && canStep(map, level.arrival, d, 8) &&
                canStep(map, level.arrival + offset(d), reverse(d), 8))
                there = d;
        }
        QVERIFY(there);
        for (int i = 0; game.level().heroSteps < MonsterAi::kSwarmAfter && i < 1000; ++i)
            game.submit(Command::move(i % 2 ? reverse(*there) : *there));
        QCOMPARE(game.level().heroSteps, MonsterAi::kSwarmAfter);
    }
    const Command wait = Command::of(Command::Kind::Wait);
    const int turnBefore = game.state().turn;
    const qsizetype alive = game.level().actors.size(); // pacing may have killed a few
    QVERIFY(alive > monsters * 3 / 4);
    QBENCHMARK {
        game.submit(wait);
        game.takeEvents();
    }
    QVERIFY(game.state().alive);
    QVERIFY(game.state().turn > turnBefore);
    QCOMPARE(game.level().actors.size(), alive);
}

void BenchEngine::turn500Monsters256x256() {
    turns(256, 256, 500, false);
}

void BenchEngine::turn500Monsters256x256SwarmsAwake() {
    turns(256, 256, 500, true);
}

void BenchEngine::turn50Monsters80x50() {
    turns(80, 50, 50, false);
}

void BenchEngine::turn50Monsters80x50SwarmsAwake() {
    turns(80, 50, 50, true);
}

void BenchEngine::newGameClassicSeed1() {
    int alive = 0;
    QBENCHMARK {
        Game game(m_classic, 1);
        alive += game.state().alive ? 1 : 0;
    }
    QVERIFY(alive > 0);
}

void BenchEngine::stateHashMidGame() {
    const auto game = midGame(m_classic);
    QString hash;
    QBENCHMARK {
        hash = game->stateHash();
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::stateHash500Monsters() {
    Game game(m_bench, 1, QStringLiteral("Bench"), caveLevel(256, 256, 500, 1));
    QString hash;
    QBENCHMARK {
        hash = game.stateHash();
    }
    QCOMPARE(hash.size(), 16);
}

void BenchEngine::saveAndLoadMidGame() {
    const auto game = midGame(m_classic);
    QVERIFY(game->state().alive);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.save.json"));
    std::unique_ptr<Game> loaded;
    QBENCHMARK {
        QString error;
        if (!SaveGame::write(*game, path, QStringLiteral("data/classic"), &error))
            QFAIL(qPrintable(error));
        Diagnostics d;
        loaded = SaveGame::read(m_classic, path, d);
    }
    QVERIFY(loaded);
    QCOMPARE(loaded->stateHash(), game->stateHash());
}

QTEST_GUILESS_MAIN(BenchEngine)
#include "bench_engine.moc"
