#include "engine/DijkstraMap.h"
#include "engine/Direction.h"
#include "engine/PathFinder.h"
#include "gen/CavesGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/MazeGenerator.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <QtTest>

#include <functional>
#include <queue>

using namespace pd;

namespace {

// PD_SEEDS (default 400) scales the seed loops, as in the generator tests.
int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

TileMap drawn(const QStringList &rows) {
    TileMap map(int(rows.first().size()), int(rows.size()), Tile::Wall);
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            map.set(x, y, rows[y][x] == u'#' ? Tile::Wall : Tile::Floor);
    return map;
}

// Random walls with no border (searches reach the map's edges), or a generated level.
TileMap makeMap(const QString &kind, quint64 seed) {
    Rng rng = Rng::forStream(seed, u"test-pathfinding");
    if (kind.startsWith(u"caves")) {
        CavesSettings s;
        s.width = kind.endsWith(u"256x256") ? 256 : 80;
        s.height = kind.endsWith(u"256x256") ? 256 : 50;
        s.connect = kind.contains(u"largest") ? CavesSettings::Connect::Largest
                                              : CavesSettings::Connect::Tunnels;
        return generateCaves(s, rng).map;
    }
    if (kind.startsWith(u"rooms")) {
        RoomsSettings s;
        s.loopPercent = 30;
        return generateRooms(s, rng).map;
    }
    if (kind.startsWith(u"maze")) {
        MazeSettings s;
        s.cells = 12;
        return generateMaze(s, rng).map;
    }
    TileMap map(41, 23, Tile::Floor); // "noise": 35% walls, several regions
    for (int i = 0; i < map.size(); ++i)
        if (rng.below(100) < 35)
            map.set(map.point(i), Tile::Wall);
    return map;
}

std::vector<Point> floorCells(const TileMap &map) {
    std::vector<Point> cells;
    for (int i = 0; i < map.size(); ++i)
        if (map.tiles()[std::size_t(i)] != Tile::Wall)
            cells.push_back(map.point(i));
    return cells;
}

QString text(Point p) {
    return QStringLiteral("(%1,%2)").arg(p.x).arg(p.y);
}

// A plain Dijkstra straight from the rule: std::priority_queue, canStep, the walker's view
// (a cell's value is the cost of walking from it to the nearest goal; blocked cells are valued
// but not walked through; goals are never blocked). -1: unreachable.
std::vector<int> referenceDistances(const TileMap &map, const std::vector<Point> &goals,
                                    int movement, const std::vector<std::uint8_t> *blocked,
                                    int maxCost) {
    std::vector<int> dist(std::size_t(map.size()), -1);
    std::vector<bool> goal(std::size_t(map.size()), false);
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    for (Point g : goals) {
        if (!map.inBounds(g))
            continue;
        dist[std::size_t(map.index(g))] = 0;
        goal[std::size_t(map.index(g))] = true;
        open.push({0, map.index(g)});
    }
    while (!open.empty()) {
        const auto [d, i] = open.top();
        open.pop();
        if (d != dist[std::size_t(i)])
            continue;
        const Point p = map.point(i);
        if (!map.passable(p) || (blocked && (*blocked)[std::size_t(i)] && !goal[std::size_t(i)]))
            continue;
        for (Direction dir : kDirections) {
            if (!canStep(map, p, dir, movement))
                continue;
            const int n = map.index(p + offset(dir));
            const int nd = d + (isDiagonal(dir) ? 14 : 10);
            if (maxCost >= 0 && nd > maxCost)
                continue;
            if (dist[std::size_t(n)] < 0 || nd < dist[std::size_t(n)]) {
                dist[std::size_t(n)] = nd;
                open.push({nd, n});
            }
        }
    }
    return dist;
}

// The cost of walking `path` from `from`; -1 if a step breaks canStep or leaves a blocked cell
// (other than `from`) behind it.
int walkCost(const TileMap &map, Point from, const std::vector<Point> &path, int movement,
             const std::vector<std::uint8_t> *blocked = nullptr) {
    int cost = 0;
    Point at = from;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const std::optional<Direction> d = directionBetween(at, path[i]);
        if (!d || !canStep(map, at, *d, movement))
            return -1;
        if (blocked && i + 1 < path.size() && (*blocked)[std::size_t(map.index(path[i]))])
            return -1;
        cost += isDiagonal(*d) ? 14 : 10;
        at = path[i];
    }
    return cost;
}

std::vector<std::uint8_t> randomMask(const TileMap &map, Rng &rng, int percent) {
    std::vector<std::uint8_t> mask(std::size_t(map.size()), 0);
    for (std::uint8_t &m : mask)
        m = rng.below(100) < std::uint32_t(percent) ? 1 : 0;
    return mask;
}

} // namespace

class TestPathfinding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stepMaskIsCanStep_data();
    void stepMaskIsCanStep();
    void dijkstraMatchesReference_data();
    void dijkstraMatchesReference();
    void dijkstraFourIsBreadthFirst();
    void astarOptimal_data();
    void astarOptimal();
    void noCornerCutting();
    void fourMovementNeverDiagonal();
    void unreachable_data();
    void unreachable();
    void blockedCells();
    void maxCostBound();
    void fleeMapIsKeptWhileNothingChanges();
    void deterministic();
    void pinnedPath_data();
    void pinnedPath();
    void multipleGoals();
    void downhillReachesGoal_data();
    void downhillReachesGoal();
    void fleeCorridor();
    void fleeDeadEnd();
    void fleeKeepsRules();
    void fleeMapsAgreeWithAndWithoutMask();
};

void TestPathfinding::stepMaskIsCanStep_data() {
    QTest::addColumn<TileMap>("map");
    QTest::newRow("caves") << makeMap(QStringLiteral("caves"), 1);
    QTest::newRow("rooms") << makeMap(QStringLiteral("rooms"), 2);
    QTest::newRow("maze") << makeMap(QStringLiteral("maze"), 3);
    QTest::newRow("noise, open edges") << makeMap(QStringLiteral("noise"), 4);
    QTest::newRow("all floor 7x5") << TileMap(7, 5, Tile::Floor);
    QTest::newRow("1x1") << TileMap(1, 1, Tile::Floor);
    QTest::newRow("1x6") << TileMap(1, 6, Tile::Floor);
    QTest::newRow("6x1") << TileMap(6, 1, Tile::Floor);
    QTest::newRow("2x2") << drawn({".#", "#."});
    QTest::newRow("3x3 ring") << drawn({"...", ".#.", "..."});
}

// The searches' bit trick is canStep, cell by cell, walls and edges included.
void TestPathfinding::stepMaskIsCanStep() {
    QFETCH(TileMap, map);
    for (int movement : {4, 8}) {
        for (int y = -1; y <= map.height(); ++y)
            for (int x = -1; x <= map.width(); ++x) {
                if (!map.inBounds(x, y))
                    continue;
                unsigned expected = 0;
                for (Direction d : kDirections)
                    expected |= canStep(map, {x, y}, d, movement) ? 1u << int(d) : 0u;
                QCOMPARE(stepMask(map, {x, y}, movement), expected);
            }
    }
}

void TestPathfinding::dijkstraMatchesReference_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("movement");
    QTest::addColumn<int>("goals");
    QTest::addColumn<int>("blockedPercent");
    QTest::addColumn<int>("maxCost");
    for (int movement : {4, 8}) {
        const QString m = QStringLiteral(", %1-movement").arg(movement);
        QTest::newRow(qPrintable(u"caves" + m))
            << QStringLiteral("caves") << movement << 1 << 0 << -1;
        QTest::newRow(qPrintable(u"rooms, 3 goals" + m))
            << QStringLiteral("rooms") << movement << 3 << 0 << -1;
        QTest::newRow(qPrintable(u"maze" + m))
            << QStringLiteral("maze") << movement << 1 << 0 << -1;
        QTest::newRow(qPrintable(u"noise, 2 goals" + m))
            << QStringLiteral("noise") << movement << 2 << 0 << -1;
        QTest::newRow(qPrintable(u"caves, 15% blocked" + m))
            << QStringLiteral("caves") << movement << 2 << 15 << -1;
        QTest::newRow(qPrintable(u"caves, max cost 200" + m))
            << QStringLiteral("caves") << movement << 1 << 0 << 200;
        QTest::newRow(qPrintable(u"noise, blocked, max cost 97" + m))
            << QStringLiteral("noise") << movement << 2 << 10 << 97;
    }
}

// Every cell's value equals the plain Dijkstra's: one goal or several, blocked cells, bounds.
void TestPathfinding::dijkstraMatchesReference() {
    QFETCH(QString, map);
    QFETCH(int, movement);
    QFETCH(int, goals);
    QFETCH(int, blockedPercent);
    QFETCH(int, maxCost);
    DijkstraMap dm;
    for (int seed = 0; seed < seedCount() / 20 + 1; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        Rng rng = Rng::forStream(quint64(seed), u"test-dijkstra-goals");
        std::vector<Point> g;
        for (int i = 0; i < goals; ++i)
            g.push_back(floor[rng.below(std::uint32_t(floor.size()))]);
        const std::vector<std::uint8_t> mask = randomMask(m, rng, blockedPercent);
        const auto *blocked = blockedPercent > 0 ? &mask : nullptr;
        dm.compute(m, g, movement, blocked, maxCost);
        const std::vector<int> expected = referenceDistances(m, g, movement, blocked, maxCost);
        for (int i = 0; i < m.size(); ++i)
            QVERIFY2(dm.distance(m.point(i)) == expected[std::size_t(i)],
                     qPrintable(QStringLiteral("seed %1, %2: %3, expected %4")
                                    .arg(seed)
                                    .arg(text(m.point(i)))
                                    .arg(dm.distance(m.point(i)))
                                    .arg(expected[std::size_t(i)])));
        QVERIFY(!dm.isFleeMap());
    }
}

// 4-movement costs are ten times the breadth-first step counts of MapAnalysis.
void TestPathfinding::dijkstraFourIsBreadthFirst() {
    DijkstraMap dm;
    for (int seed = 0; seed < 20; ++seed) {
        const TileMap m =
            makeMap(seed % 2 ? QStringLiteral("caves") : QStringLiteral("rooms"), quint64(seed));
        const Point start = floorCells(m)[std::size_t(seed * 37) % floorCells(m).size()];
        dm.compute(m, {start}, 4);
        const std::vector<int> steps = analysis::distances(m, start);
        for (int i = 0; i < m.size(); ++i) {
            const int s = steps[std::size_t(i)];
            QCOMPARE(dm.distance(m.point(i)), s == analysis::kUnreachable ? -1 : 10 * s);
        }
    }
}

void TestPathfinding::astarOptimal_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("movement");
    QTest::addColumn<int>("blockedPercent");
    QTest::addColumn<int>("seeds");
    const int n = seedCount() / 10 + 1;
    for (int movement : {4, 8}) {
        const QString m = QStringLiteral(", %1-movement").arg(movement);
        QTest::newRow(qPrintable(u"caves" + m)) << QStringLiteral("caves") << movement << 0 << n;
        QTest::newRow(qPrintable(u"rooms" + m)) << QStringLiteral("rooms") << movement << 0 << n;
        QTest::newRow(qPrintable(u"maze" + m)) << QStringLiteral("maze") << movement << 0 << n;
        QTest::newRow(qPrintable(u"noise" + m)) << QStringLiteral("noise") << movement << 0 << n;
        QTest::newRow(qPrintable(u"caves, 10% blocked" + m))
            << QStringLiteral("caves") << movement << 10 << n;
        QTest::newRow(qPrintable(u"noise, 10% blocked" + m))
            << QStringLiteral("noise") << movement << 10 << n;
        QTest::newRow(qPrintable(u"caves 256x256 largest" + m))
            << QStringLiteral("caves 256x256 largest") << movement << 0 << n / 10 + 1;
    }
}

// A*'s path costs exactly the Dijkstra distance (it is a shortest path), every step obeys
// canStep and skips blocked cells, it ends on the goal, and it is empty exactly when the goal
// cannot be reached.
void TestPathfinding::astarOptimal() {
    QFETCH(QString, map);
    QFETCH(int, movement);
    QFETCH(int, blockedPercent);
    QFETCH(int, seeds);
    PathFinder finder;
    DijkstraMap dm;
    int found = 0, pairs = 0;
    for (int seed = 0; seed < seeds; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        Rng rng = Rng::forStream(quint64(seed), u"test-astar-pairs");
        const std::vector<std::uint8_t> mask = randomMask(m, rng, blockedPercent);
        const auto *blocked = blockedPercent > 0 ? &mask : nullptr;
        for (int goals = 0; goals < 3; ++goals) {
            const Point to = floor[rng.below(std::uint32_t(floor.size()))];
            dm.compute(m, {to}, movement, blocked);
            for (int i = 0; i < 40; ++i) {
                const Point from = floor[rng.below(std::uint32_t(floor.size()))];
                const std::vector<Point> path = finder.find(m, from, to, movement, blocked);
                const int expected = from == to ? -1 : dm.distance(from);
                const QString where =
                    QStringLiteral("seed %1, %2 to %3: ").arg(seed).arg(text(from), text(to));
                ++pairs;
                if (expected < 0) {
                    QVERIFY2(path.empty(), qPrintable(where + u"found an impossible path"));
                    QCOMPARE(finder.lastCost(), -1);
                    continue;
                }
                ++found;
                QVERIFY2(!path.empty(), qPrintable(where + u"no path"));
                QCOMPARE(path.back(), to);
                const int cost = walkCost(m, from, path, movement, blocked);
                QVERIFY2(
                    cost == expected,
                    qPrintable(where +
                               QStringLiteral("cost %1, shortest %2").arg(cost).arg(expected)));
                QCOMPARE(finder.lastCost(), expected);
            }
        }
    }
    QVERIFY(pairs >= seeds * 120);
    QVERIFY(found >= pairs / 10); // the noise maps fall apart into many regions
}

void TestPathfinding::noCornerCutting() {
    PathFinder finder;
    // Two walls meeting at a corner close the diagonal; one wall is enough to forbid it.
    QVERIFY(finder.find(drawn({".#", "#."}), {0, 0}, {1, 1}, 8).empty());
    const std::vector<Point> around = finder.find(drawn({"..", "#."}), {0, 0}, {1, 1}, 8);
    QCOMPARE(around, (std::vector<Point>{{1, 0}, {1, 1}}));
    QCOMPARE(finder.lastCost(), 20);
    QCOMPARE(finder.find(drawn({"..", ".."}), {0, 0}, {1, 1}, 8), (std::vector<Point>{{1, 1}}));
    QCOMPARE(finder.lastCost(), 14);
}

void TestPathfinding::fourMovementNeverDiagonal() {
    PathFinder finder;
    const TileMap open(12, 12, Tile::Floor);
    const std::vector<Point> path = finder.find(open, {1, 1}, {8, 6}, 4);
    QCOMPARE(int(path.size()), 12);
    QCOMPARE(finder.lastCost(), 120);
    Point at = {1, 1};
    for (Point p : path) {
        QCOMPARE(manhattan(at, p), 1);
        at = p;
    }
    const std::vector<Point> diagonal = finder.find(open, {1, 1}, {8, 6}, 8);
    QCOMPARE(int(diagonal.size()), 7);
    QCOMPARE(finder.lastCost(), 5 * 14 + 2 * 10);
    DijkstraMap dm;
    dm.compute(open, {{8, 6}}, 4);
    QCOMPARE(dm.distance({1, 1}), 120);
    QCOMPARE(*dm.downhill({8, 5}, 4), (Point{8, 6}));
    QVERIFY(!dm.downhill({7, 5}, 4) || manhattan(*dm.downhill({7, 5}, 4), {7, 5}) == 1);
}

void TestPathfinding::unreachable_data() {
    QTest::addColumn<QStringList>("map");
    QTest::addColumn<Point>("from");
    QTest::addColumn<Point>("to");
    const QStringList twoRooms = {"#########", //
                                  "#...#...#", //
                                  "#...#...#", //
                                  "#########"};
    QTest::newRow("walled off") << twoRooms << Point{1, 1} << Point{7, 2};
    QTest::newRow("goal is a wall") << twoRooms << Point{1, 1} << Point{4, 1};
    QTest::newRow("same cell") << twoRooms << Point{2, 2} << Point{2, 2};
    QTest::newRow("start off the map") << twoRooms << Point{-1, 1} << Point{2, 2};
    QTest::newRow("goal off the map") << twoRooms << Point{2, 2} << Point{9, 1};
    QTest::newRow("1x1") << QStringList{"."} << Point{0, 0} << Point{0, 0};
}

void TestPathfinding::unreachable() {
    QFETCH(QStringList, map);
    QFETCH(Point, from);
    QFETCH(Point, to);
    const TileMap m = drawn(map);
    PathFinder finder;
    for (int movement : {4, 8}) {
        QVERIFY(finder.find(m, from, to, movement).empty());
        QCOMPARE(finder.lastCost(), -1);
        DijkstraMap dm;
        dm.compute(m, {to}, movement);
        if (from != to && m.inBounds(from)) {
            QCOMPARE(dm.distance(from), -1);
            QVERIFY(!dm.reachable(from));
        }
    }
}

void TestPathfinding::blockedCells() {
    const TileMap corridor = drawn({"#########", //
                                    "#.......#", //
                                    "#########"});
    std::vector<std::uint8_t> mask(std::size_t(corridor.size()), 0);
    mask[std::size_t(corridor.index({4, 1}))] = 1; // a monster in the way
    PathFinder finder;
    QVERIFY(finder.find(corridor, {1, 1}, {7, 1}, 8, &mask).empty());
    QCOMPARE(int(finder.find(corridor, {1, 1}, {7, 1}, 8).size()), 6);
    // The goal itself is never blocked: a monster can path to the hero's cell...
    QCOMPARE(finder.find(corridor, {1, 1}, {4, 1}, 8, &mask),
             (std::vector<Point>{{2, 1}, {3, 1}, {4, 1}}));
    // ...and the start may be blocked (the monster's own cell).
    QCOMPARE(int(finder.find(corridor, {4, 1}, {7, 1}, 8, &mask).size()), 3);
    // A mask of the wrong size is ignored.
    const std::vector<std::uint8_t> wrong(5, 1);
    QCOMPARE(int(finder.find(corridor, {1, 1}, {7, 1}, 8, &wrong).size()), 6);

    // In a room a blocker means a detour, never a path through it.
    const TileMap room = drawn({"#######", //
                                "#.....#", //
                                "#.....#", //
                                "#.....#", //
                                "#######"});
    std::vector<std::uint8_t> wall(std::size_t(room.size()), 0);
    for (int y = 1; y <= 2; ++y)
        wall[std::size_t(room.index({3, y}))] = 1;
    const std::vector<Point> detour = finder.find(room, {1, 1}, {5, 1}, 8, &wall);
    QVERIFY(!detour.empty());
    for (Point p : detour)
        QCOMPARE(wall[std::size_t(room.index(p))], std::uint8_t(0));
    QCOMPARE(finder.lastCost(), walkCost(room, {1, 1}, detour, 8, &wall));
    QCOMPARE(finder.lastCost(), 14 + 14 + 14 + 14); // down and around (3,3), back up

    DijkstraMap dm;
    dm.compute(corridor, {{7, 1}}, 8, &mask);
    QCOMPARE(dm.distance({5, 1}), 20);
    QCOMPARE(dm.distance({4, 1}), 30); // valued: the monster standing there can read it
    QCOMPARE(dm.distance({3, 1}), -1); // but nobody gets through
}

// The game keeps its flee map between rounds: the same tiles, hero and moves give the same
// values without a second search, and any change of them searches again.
void TestPathfinding::fleeMapIsKeptWhileNothingChanges() {
    TileMap m = makeMap(QStringLiteral("caves"), 5);
    const std::vector<Point> floor = floorCells(m);
    const Point hero = floor[floor.size() / 2];
    const auto fresh = [](const TileMap &map, Point goal, int movement) {
        DijkstraMap dm;
        dm.compute(map, {goal}, movement, nullptr, 420);
        dm.makeFleeMap();
        return dm;
    };
    const auto same = [&](const DijkstraMap &a, const DijkstraMap &b) {
        for (Point p : floor)
            if (a.distance(p) != b.distance(p) || a.reachable(p) != b.reachable(p))
                return false;
        return true;
    };
    DijkstraMap kept;
    QVERIFY(kept.computeFleeMap(m, {hero}, 8, 420));
    QVERIFY(same(kept, fresh(m, hero, 8)));
    QVERIFY(!kept.computeFleeMap(m, {hero}, 8, 420)); // nothing changed: kept
    QVERIFY(same(kept, fresh(m, hero, 8)));
    QVERIFY(kept.computeFleeMap(m, {floor.front()}, 8, 420)); // the hero moved
    QVERIFY(same(kept, fresh(m, floor.front(), 8)));
    QVERIFY(kept.computeFleeMap(m, {floor.front()}, 4, 420)); // other moves
    QVERIFY(same(kept, fresh(m, floor.front(), 4)));
    m.set(floor.back(), Tile::Wall); // a tile changed
    QVERIFY(kept.computeFleeMap(m, {floor.front()}, 4, 420));
    QVERIFY(same(kept, fresh(m, floor.front(), 4)));
    kept.compute(m, {floor.front()}, 4, nullptr, 420); // a plain map in between
    QVERIFY(!kept.isFleeMap());
    QVERIFY(kept.computeFleeMap(m, {floor.front()}, 4, 420));
    QVERIFY(kept.isFleeMap());
}

void TestPathfinding::maxCostBound() {
    PathFinder finder;
    DijkstraMap dm;
    int checked = 0;
    for (int seed = 0; seed < 20; ++seed) {
        const TileMap m = makeMap(QStringLiteral("caves"), quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        Rng rng = Rng::forStream(quint64(seed), u"test-maxcost");
        const Point to = floor[rng.below(std::uint32_t(floor.size()))];
        for (int movement : {4, 8}) {
            dm.compute(m, {to}, movement);
            for (int i = 0; i < 30; ++i) {
                const Point from = floor[rng.below(std::uint32_t(floor.size()))];
                const int d = dm.distance(from);
                if (d <= 0)
                    continue;
                ++checked;
                QVERIFY(!finder.find(m, from, to, movement, nullptr, d).empty());
                QCOMPARE(finder.lastCost(), d);
                QVERIFY(finder.find(m, from, to, movement, nullptr, d - 1).empty());
                QVERIFY(finder.find(m, from, to, movement, nullptr, 0).empty());
            }
        }
    }
    QVERIFY(checked > 500);

    // A bounded search does bounded work, however far the goal.
    const TileMap open(200, 200, Tile::Floor);
    QVERIFY(finder.find(open, {10, 10}, {190, 190}, 8, nullptr, 1000).empty());
    QCOMPARE(finder.lastExpanded(), 0); // the heuristic alone rules it out
    TileMap maze = open;
    for (int y = 0; y < 199; ++y) // a wall with a gap at the bottom: the goal is close but far
        maze.set(100, y, Tile::Wall);
    QVERIFY(finder.find(maze, {99, 10}, {101, 10}, 8, nullptr, 100).empty());
    QVERIFY(finder.lastExpanded() <= 11 * 11);
    QVERIFY(!finder.find(maze, {99, 10}, {101, 10}, 8).empty());
    QVERIFY(finder.lastExpanded() > 11 * 11);

    dm.compute(open, {{100, 100}}, 8, nullptr, 50);
    QCOMPARE(dm.distance({105, 100}), 50);
    QCOMPARE(dm.distance({106, 100}), -1);
    QCOMPARE(dm.distance({103, 103}), 42);
    QCOMPARE(dm.distance({104, 104}), -1);
}

// Same inputs, same path: twice in a row, after searches on other maps of other sizes, and
// from a fresh object.
void TestPathfinding::deterministic() {
    const TileMap m = makeMap(QStringLiteral("rooms"), 5);
    const std::vector<Point> floor = floorCells(m);
    PathFinder reused;
    for (int movement : {4, 8}) {
        for (int i = 0; i < 50; ++i) {
            const Point from = floor[std::size_t(i * 131) % floor.size()];
            const Point to = floor[std::size_t(i * 977 + 13) % floor.size()];
            const std::vector<Point> first = reused.find(m, from, to, movement);
            QCOMPARE(reused.find(m, from, to, movement), first);
            const TileMap other = makeMap(QStringLiteral("caves 256x256 largest"), quint64(i % 3));
            const std::vector<Point> of = floorCells(other);
            reused.find(other, of.front(), of.back(), 8);
            reused.find(drawn({"...", "..."}), {0, 0}, {2, 1}, 8);
            QCOMPARE(reused.find(m, from, to, movement), first);
            PathFinder fresh;
            QCOMPARE(fresh.find(m, from, to, movement), first);
            if (i > 3)
                break; // the big maps are slow to make; the loop's start is enough
        }
    }
}

void TestPathfinding::pinnedPath_data() {
    QTest::addColumn<int>("movement");
    QTest::addColumn<QString>("expected");
    // Many paths tie in an open room; the tie-break picks these on every compiler (the release
    // build uses GCC, the sanitizer build Clang).
    QTest::newRow("8") << 8 << QStringLiteral("(2,2) (3,3) (4,4) (5,4) (6,4) (7,4) (8,4)");
    QTest::newRow("4") << 4
                       << QStringLiteral("(1,2) (1,3) (1,4) (2,4) (3,4) (4,4) (5,4) (6,4) (7,4) "
                                         "(8,4)");
}

void TestPathfinding::pinnedPath() {
    QFETCH(int, movement);
    QFETCH(QString, expected);
    const TileMap room = drawn({"##########", //
                                "#........#", //
                                "#........#", //
                                "#........#", //
                                "#........#", //
                                "##########"});
    PathFinder finder;
    QStringList got;
    for (Point p : finder.find(room, {1, 1}, {8, 4}, movement))
        got << text(p);
    QCOMPARE(got.join(u' '), expected);
}

void TestPathfinding::multipleGoals() {
    DijkstraMap all, one;
    for (int seed = 0; seed < 10; ++seed) {
        const TileMap m = makeMap(QStringLiteral("rooms"), quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        const std::vector<Point> goals = {floor[5], floor[floor.size() / 2], floor.back(),
                                          floor[5]}; // a duplicate goal changes nothing
        for (int movement : {4, 8}) {
            all.compute(m, goals, movement);
            std::vector<int> best(std::size_t(m.size()), -1);
            for (Point g : goals) {
                one.compute(m, {g}, movement);
                for (int i = 0; i < m.size(); ++i) {
                    const int d = one.distance(m.point(i));
                    int &b = best[std::size_t(i)];
                    if (d >= 0 && (b < 0 || d < b))
                        b = d;
                }
            }
            for (int i = 0; i < m.size(); ++i)
                QCOMPARE(all.distance(m.point(i)), best[std::size_t(i)]);
            for (Point g : goals)
                QCOMPARE(all.distance(g), 0);
        }
    }
    DijkstraMap none;
    none.compute(makeMap(QStringLiteral("rooms"), 1), {{-5, -5}}, 8);
    QCOMPARE(none.distance({-5, -5}), -1);
    QVERIFY(!none.reachable(floorCells(makeMap(QStringLiteral("rooms"), 1)).front()));
}

void TestPathfinding::downhillReachesGoal_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("movement");
    QTest::newRow("caves, 8") << QStringLiteral("caves") << 8;
    QTest::newRow("caves, 4") << QStringLiteral("caves") << 4;
    QTest::newRow("maze, 8") << QStringLiteral("maze") << 8;
    QTest::newRow("noise, 8") << QStringLiteral("noise") << 8;
}

// Rolling downhill from any reachable cell ends on a goal: each step obeys canStep and lowers
// the value, and only goals have no lower neighbour.
void TestPathfinding::downhillReachesGoal() {
    QFETCH(QString, map);
    QFETCH(int, movement);
    DijkstraMap dm;
    for (int seed = 0; seed < 10; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        const std::vector<Point> goals = {floor[floor.size() / 3], floor[floor.size() * 2 / 3]};
        dm.compute(m, goals, movement);
        for (std::size_t i = 0; i < floor.size(); i += 7) {
            Point at = floor[i];
            if (!dm.reachable(at))
                continue;
            int steps = 0;
            while (const std::optional<Point> next = dm.downhill(at, movement)) {
                QVERIFY(canStep(m, at, *directionBetween(at, *next), movement));
                QVERIFY(dm.distance(*next) < dm.distance(at));
                at = *next;
                QVERIFY(++steps <= m.size());
            }
            QCOMPARE(dm.distance(at), 0);
            QVERIFY(at == goals[0] || at == goals[1]);
        }
    }
    // Ties go to the first direction: from between two equally near goals, north wins.
    const TileMap open(5, 5, Tile::Floor);
    dm.compute(open, {{2, 0}, {2, 4}, {0, 2}}, 8);
    QCOMPARE(*dm.downhill({2, 2}, 8), (Point{2, 1}));
    QVERIFY(!dm.downhill({2, 0}, 8)); // a goal: nowhere lower
    QVERIFY(!dm.downhill({-1, 0}, 8));
}

// In a corridor the flee map leads straight away: every step puts more distance between the
// fugitive and the goal, up to the corridor's end.
void TestPathfinding::fleeCorridor() {
    QStringList rows = {QString(42, u'#'), u'#' + QString(40, u'.') + u'#', QString(42, u'#')};
    const TileMap corridor = drawn(rows);
    const Point hero = {12, 1};
    DijkstraMap toHero, flee;
    toHero.compute(corridor, {hero}, 8);
    flee.compute(corridor, {hero}, 8);
    flee.makeFleeMap();
    QVERIFY(flee.isFleeMap());
    for (Point start : {Point{14, 1}, Point{10, 1}}) {
        Point at = start;
        int steps = 0;
        while (const std::optional<Point> next = flee.downhill(at, 8)) {
            QVERIFY2(toHero.distance(*next) > toHero.distance(at),
                     qPrintable(text(at) + QStringLiteral(" -> ") + text(*next)));
            at = *next;
            ++steps;
        }
        QCOMPARE(at, (start.x > hero.x ? Point{40, 1} : Point{1, 1}));
        QCOMPARE(steps, start.x > hero.x ? 26 : 9);
    }
}

// Cornered in a dead end beside the hero, the fugitive slips past (the corridor is two wide)
// towards the big hall behind the hero; a plain inverted map (factor -1) keeps it in the dead
// end.
void TestPathfinding::fleeDeadEnd() {
    TileMap level(50, 8, Tile::Wall); // a 40x6 hall, and a corridor two wide to x = 48
    for (int y = 1; y <= 6; ++y)
        for (int x = 1; x <= 40; ++x)
            level.set(x, y, Tile::Floor);
    for (int y = 3; y <= 4; ++y)
        for (int x = 41; x <= 48; ++x)
            level.set(x, y, Tile::Floor);
    const Point hero = {45, 3};
    const Point cornered = {47, 4};
    DijkstraMap toHero;
    toHero.compute(level, {hero}, 8);
    const auto fleeFrom = [&](double factor) {
        DijkstraMap flee;
        flee.compute(level, {hero}, 8);
        flee.makeFleeMap(factor);
        Point at = cornered;
        while (const std::optional<Point> next = flee.downhill(at, 8))
            at = *next;
        return at;
    };
    const Point escaped = fleeFrom(-1.2);
    QVERIFY2(escaped.x <= 40, qPrintable(text(escaped)));
    QVERIFY(toHero.distance(escaped) > 300);
    const Point stuck = fleeFrom(-1.0);
    QVERIFY2(stuck.x >= 47, qPrintable(text(stuck)));
}

// The flee map keeps the compute's rules: unreached cells stay unreachable, blocked cells are
// not passed through, and every value is at most the scaled distance and consistent with its
// neighbours.
void TestPathfinding::fleeKeepsRules() {
    for (int seed = 0; seed < 10; ++seed) {
        const TileMap m = makeMap(QStringLiteral("noise"), quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        Rng rng = Rng::forStream(quint64(seed), u"test-flee");
        const std::vector<std::uint8_t> mask = randomMask(m, rng, 10);
        const Point goal = floor[rng.below(std::uint32_t(floor.size()))];
        DijkstraMap plain, flee;
        plain.compute(m, {goal}, 8, &mask, 300);
        flee.compute(m, {goal}, 8, &mask, 300);
        flee.makeFleeMap(-1.5);
        for (int i = 0; i < m.size(); ++i) {
            const Point p = m.point(i);
            QCOMPARE(flee.reachable(p), plain.reachable(p));
            if (!plain.reachable(p))
                continue;
            const int scaled = -((plain.distance(p) * 1500 + 999) / 1000);
            QVERIFY(flee.distance(p) <= scaled);
            if (mask[std::size_t(i)] && p != goal)
                continue; // nothing passes through it
            for (Direction d : kDirections) {
                const Point n = p + offset(d);
                if (canStep(m, p, d, 8) && flee.reachable(n))
                    QVERIFY(flee.distance(n) <= flee.distance(p) + (isDiagonal(d) ? 14 : 10));
            }
        }
    }
}

// Without a mask the flee scan takes only the cells the compute settled; an empty mask takes
// the scan over the whole map. Both give the same values, bounded or not, for any moves.
void TestPathfinding::fleeMapsAgreeWithAndWithoutMask() {
    for (int seed = 0; seed < 12; ++seed) {
        static const char *const kinds[] = {"caves", "rooms", "maze", "noise"};
        const TileMap m = makeMap(QString::fromLatin1(kinds[seed % 4]), quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        Rng rng = Rng::forStream(quint64(seed), u"test-flee-agree");
        const std::vector<std::uint8_t> none(std::size_t(m.size()), 0);
        std::vector<Point> goals = {floor[rng.below(std::uint32_t(floor.size()))]};
        if (seed % 3 == 0)
            goals.push_back(floor[rng.below(std::uint32_t(floor.size()))]);
        for (int movement : {8, 4})
            for (int maxCost : {420, 100, -1})
                for (double factor : {-1.2, -1.5, -1.0, 0.0}) {
                    DijkstraMap fast, reference;
                    fast.computeFleeMap(m, goals, movement, maxCost, factor);
                    reference.compute(m, goals, movement, &none, maxCost);
                    reference.makeFleeMap(factor);
                    for (int i = 0; i < m.size(); ++i) {
                        const Point p = m.point(i);
                        QCOMPARE(fast.reachable(p), reference.reachable(p));
                        QCOMPARE(fast.distance(p), reference.distance(p));
                    }
                }
    }
}

QTEST_GUILESS_MAIN(TestPathfinding)
#include "tst_pathfinding.moc"
