#include "BenchTable.h"
#include "engine/DijkstraMap.h"
#include "engine/FieldOfView.h"
#include "engine/PathFinder.h"
#include "gen/CavesGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <QMap>
#include <QtTest>

#ifdef PD_HAVE_LIBTCOD
#include <libtcod/fov.h>
#include <libtcod/path.h>
#endif

using namespace pd;

// Field of view, A* and Dijkstra maps, ours side by side with libtcod 1.18's (the yardstick;
// those rows are skipped when libtcod-dev is missing). The *_ours rows time ours alone; the
// pair rows time ours and libtcod's in this one process, in rounds whose order flips each
// round, and the table at the end gives each round's ratio (the machine is noisy: compare
// within a round). ./build/benchmarks/bench_fov_path
// Correctness lives in tests/unit/tst_fov.cpp and tst_pathfinding.cpp; docs/fov-and-paths.md
// records the figures.

namespace {

constexpr int kFovRadius = 8;
constexpr int kOrigins = 64; // FOV origins per measured iteration

// The maps, made once: the project's generators with fixed seeds.
const TileMap &benchMap(const QString &name) {
    static QMap<QString, TileMap> cache;
    auto it = cache.find(name);
    if (it != cache.end())
        return *it;
    Rng rng = Rng::forStream(7, u"bench-fov-path");
    TileMap map;
    if (name.startsWith(u"cave")) {
        CavesSettings s;
        s.width = name.endsWith(u"256x256") ? 256 : 80;
        s.height = name.endsWith(u"256x256") ? 256 : 50;
        s.connect = CavesSettings::Connect::Largest;
        map = generateCaves(s, rng).map;
    } else {
        RoomsSettings s;
        if (name.endsWith(u"256x256")) {
            s.width = s.height = 256;
            s.maxRooms = 300;
            s.roomMin = 4;
            s.roomMax = 20;
            s.loopPercent = 20;
        }
        map = generateRooms(s, rng).map;
    }
    return *cache.insert(name, map);
}

std::vector<Point> floorCells(const TileMap &map) {
    std::vector<Point> cells;
    for (int i = 0; i < map.size(); ++i)
        if (map.tiles()[std::size_t(i)] != Tile::Wall)
            cells.push_back(map.point(i));
    return cells;
}

std::vector<Point> origins(const TileMap &map, int count) {
    const std::vector<Point> cells = floorCells(map);
    Rng rng = Rng::forStream(11, u"bench-fov-origins");
    std::vector<Point> out;
    for (int i = 0; i < count; ++i)
        out.push_back(cells[rng.below(std::uint32_t(cells.size()))]);
    return out;
}

// Two far-apart cells of the (single) cave: the floor cells nearest the top-left and the
// bottom-right corners.
std::pair<Point, Point> farPair(const TileMap &map) {
    const std::vector<Point> cells = floorCells(map);
    Point a = cells.front(), b = cells.front();
    for (Point p : cells) {
        if (p.x + p.y < a.x + a.y)
            a = p;
        if (p.x + p.y > b.x + b.y)
            b = p;
    }
    return {a, b};
}

std::vector<std::pair<Point, Point>> randomPairs(const TileMap &map, int count) {
    const std::vector<Point> cells = floorCells(map);
    Rng rng = Rng::forStream(13, u"bench-path-pairs");
    std::vector<std::pair<Point, Point>> out;
    for (int i = 0; i < count; ++i)
        out.push_back({cells[rng.below(std::uint32_t(cells.size()))],
                       cells[rng.below(std::uint32_t(cells.size()))]});
    return out;
}

#ifdef PD_HAVE_LIBTCOD
// libtcod's map with the same rules: walls opaque and unwalkable, everything else clear.
struct TcodMap {
    TCOD_Map *map = nullptr;
    explicit TcodMap(const TileMap &m)
        : map(TCOD_map_new(m.width(), m.height())) {
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x) {
                const bool open = m.at(x, y) != Tile::Wall;
                TCOD_map_set_properties(map, x, y, open, open);
            }
    }
    ~TcodMap() { TCOD_map_delete(map); }
    TcodMap(const TcodMap &) = delete;
    TcodMap &operator=(const TcodMap &) = delete;
};
#endif

void mapRows(const QStringList &names) {
    QTest::addColumn<QString>("map");
    for (const QString &n : names)
        QTest::newRow(qPrintable(n)) << n;
}

const QStringList kFovMaps = {QStringLiteral("cave 80x50"), QStringLiteral("rooms 80x50"),
                              QStringLiteral("cave 256x256"), QStringLiteral("rooms 256x256")};

} // namespace

class BenchFovPath : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // One iteration: kOrigins fields of view of radius 8 from random floor cells.
    void fov_ours_data() { mapRows(kFovMaps); }
    void fov_ours();
    // Ours against libtcod's FOV_RESTRICTIVE, FOV_PERMISSIVE_8 and FOV_SYMMETRIC_SHADOWCAST.
    void fov_pairs_data() { mapRows(kFovMaps); }
    void fov_pairs();

    // One iteration: one long path (corner to corner of a 256×256 cave), or 100 random pairs.
    void astar_ours_data() { astarRows(); }
    void astar_ours();
    void astar_pair_data() { astarRows(); }
    void astar_pair();

    // One iteration: a whole distance map from one goal.
    void dijkstra_ours_data() { mapRows({QStringLiteral("cave 256x256")}); }
    void dijkstra_ours();
    void dijkstra_pair_data() { mapRows({QStringLiteral("cave 256x256")}); }
    void dijkstra_pair();

private:
    static void astarRows() {
        QTest::addColumn<QString>("map");
        QTest::addColumn<int>("pairs"); // 0: the far pair
        QTest::newRow("cave 256x256 long") << QStringLiteral("cave 256x256") << 0;
        QTest::newRow("cave 256x256 100 random") << QStringLiteral("cave 256x256") << 100;
        QTest::newRow("rooms 256x256 100 random") << QStringLiteral("rooms 256x256") << 100;
    }
    static std::vector<std::pair<Point, Point>> astarPairs(const TileMap &map, int pairs) {
        return pairs == 0 ? std::vector<std::pair<Point, Point>>{farPair(map)}
                          : randomPairs(map, pairs);
    }
    static QString row() {
        return bench::rowName(QTest::currentTestFunction(), QTest::currentDataTag());
    }
};

namespace {
constexpr int kRounds = 9; // per pair: rounds of ours and libtcod's, the order flipped each round
constexpr double kRoundMs = 40; // each side's share of a round
} // namespace

void BenchFovPath::fov_ours() {
    QFETCH(QString, map);
    const TileMap &m = benchMap(map);
    const std::vector<Point> from = origins(m, kOrigins);
    FieldOfView fov;
    std::size_t seen = 0;
    bench::Samples samples;
    QBENCHMARK {
        samples.start();
        for (Point o : from) {
            fov.compute(m, o, kFovRadius);
            seen += fov.visibleCells().size();
        }
        samples.stop();
    }
    bench::Table::instance().addRow(row(), samples);
    QVERIFY(seen > 0);
}

void BenchFovPath::fov_pairs() {
#ifdef PD_HAVE_LIBTCOD
    QFETCH(QString, map);
    const TileMap &m = benchMap(map);
    const std::vector<Point> from = origins(m, kOrigins);
    TcodMap t(m);
    FieldOfView fov;
    std::size_t seen = 0;
    const auto ours = [&] {
        for (Point o : from) {
            fov.compute(m, o, kFovRadius);
            seen += fov.visibleCells().size();
        }
    };
    const struct {
        TCOD_fov_algorithm_t algorithm;
        const char *name;
        const char *goal;
    } yardsticks[] = {{FOV_RESTRICTIVE, "FOV_RESTRICTIVE", "≤ 0.25 (cave 80×50)"},
                      {FOV_PERMISSIVE_8, "FOV_PERMISSIVE_8", ""},
                      {FOV_SYMMETRIC_SHADOWCAST, "FOV_SYMMETRIC_SHADOWCAST", ""}};
    for (const auto &y : yardsticks) {
        const auto theirs = [&] {
            for (Point o : from) {
                TCOD_map_compute_fov(t.map, o.x, o.y, kFovRadius, true, y.algorithm);
                seen += TCOD_map_is_in_fov(t.map, o.x, o.y) ? 1 : 0;
            }
        };
        std::vector<double> a, b;
        bench::alternate(kRounds, kRoundMs, ours, theirs, a, b);
        bench::Table::instance().addPair(
            QStringLiteral("FOV r=8, 64 origins, %1: ours / %2").arg(map, QLatin1String(y.name)),
            QStringLiteral("ours"), QLatin1String(y.name), a, b, QString::fromUtf8(y.goal));
    }
    QVERIFY(seen > 0);
#else
    QSKIP("libtcod-dev not found");
#endif
}

void BenchFovPath::astar_ours() {
    QFETCH(QString, map);
    QFETCH(int, pairs);
    const TileMap &m = benchMap(map);
    const auto ends = astarPairs(m, pairs);
    PathFinder finder;
    std::size_t steps = 0;
    bench::Samples samples;
    QBENCHMARK {
        samples.start();
        for (const auto &[a, b] : ends)
            steps += finder.find(m, a, b, 8).size();
        samples.stop();
    }
    bench::Table::instance().addRow(row(), samples);
    QVERIFY(steps > 0);
}

void BenchFovPath::astar_pair() {
#ifdef PD_HAVE_LIBTCOD
    QFETCH(QString, map);
    QFETCH(int, pairs);
    const TileMap &m = benchMap(map);
    const auto ends = astarPairs(m, pairs);
    PathFinder finder;
    TcodMap t(m);
    TCOD_path_t path = TCOD_path_new_using_map(t.map, 1.41f);
    std::size_t steps = 0;
    const auto ours = [&] {
        for (const auto &[a, b] : ends)
            steps += finder.find(m, a, b, 8).size();
    };
    const auto theirs = [&] {
        for (const auto &[a, b] : ends) {
            if (TCOD_path_compute(path, a.x, a.y, b.x, b.y))
                steps += std::size_t(TCOD_path_size(path));
        }
    };
    std::vector<double> a, b;
    bench::alternate(kRounds, kRoundMs, ours, theirs, a, b);
    TCOD_path_delete(path);
    const QString goal = pairs == 0                ? QString()
                         : map.startsWith(u"cave") ? QStringLiteral("≤ 0.15")
                                                   : QStringLiteral("≤ 0.2");
    bench::Table::instance().addPair(
        QStringLiteral("A*, %1: ours / libtcod").arg(QString::fromLatin1(QTest::currentDataTag())),
        QStringLiteral("ours"), QStringLiteral("libtcod"), a, b, goal);
    QVERIFY(steps > 0);
#else
    QSKIP("libtcod-dev not found");
#endif
}

void BenchFovPath::dijkstra_ours() {
    QFETCH(QString, map);
    const TileMap &m = benchMap(map);
    const Point goal = farPair(m).first;
    const Point far = farPair(m).second;
    // The goal flips between the two far cells, so that no compute repeats the last one (a
    // DijkstraMap keeps its values when asked the same again).
    const std::vector<Point> goals[2] = {{goal}, {far}};
    DijkstraMap dm;
    int reached = 0, flip = 0;
    bench::Samples samples;
    QBENCHMARK {
        samples.start();
        dm.compute(m, goals[flip], 8);
        reached += dm.distance(goals[1 - flip].front()) > 0 ? 1 : 0;
        flip = 1 - flip;
        samples.stop();
    }
    bench::Table::instance().addRow(row(), samples);
    QVERIFY(reached > 0);
}

void BenchFovPath::dijkstra_pair() {
#ifdef PD_HAVE_LIBTCOD
    QFETCH(QString, map);
    const TileMap &m = benchMap(map);
    const Point goal = farPair(m).first;
    const Point far = farPair(m).second;
    const std::vector<Point> goals[2] = {{goal}, {far}}; // flipped each call, as above
    DijkstraMap dm;
    TcodMap t(m);
    TCOD_dijkstra_t dijkstra = TCOD_dijkstra_new(t.map, 1.41f);
    int reached = 0, ourFlip = 0, theirFlip = 0;
    const auto ours = [&] {
        dm.compute(m, goals[ourFlip], 8);
        reached += dm.distance(goals[1 - ourFlip].front()) > 0 ? 1 : 0;
        ourFlip = 1 - ourFlip;
    };
    const auto theirs = [&] {
        const Point g = goals[theirFlip].front(), o = goals[1 - theirFlip].front();
        TCOD_dijkstra_compute(dijkstra, g.x, g.y);
        reached += TCOD_dijkstra_get_distance(dijkstra, o.x, o.y) > 0 ? 1 : 0;
        theirFlip = 1 - theirFlip;
    };
    std::vector<double> a, b;
    bench::alternate(kRounds, kRoundMs, ours, theirs, a, b);
    TCOD_dijkstra_delete(dijkstra);
    bench::Table::instance().addPair(
        QStringLiteral("Dijkstra map, one goal, %1: ours / libtcod").arg(map),
        QStringLiteral("ours"), QStringLiteral("libtcod"), a, b, QStringLiteral("≤ 0.2"));
    QVERIFY(reached > 0);
#else
    QSKIP("libtcod-dev not found");
#endif
}

QTEST_GUILESS_MAIN(BenchFovPath)
#include "bench_fov_path.moc"
