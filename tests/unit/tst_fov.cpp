#include "engine/FieldOfView.h"
#include "gen/CavesGenerator.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include "ScenarioLevel.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace pd;

namespace {

// PD_SEEDS (default 400) scales the seed loops, as in the generator tests.
int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

// A map drawn in text: '#' wall, '.' floor, '+' door, '>' '<' stairs, '@' the viewer (floor).
TileMap drawn(const QStringList &rows, Point *viewer = nullptr) {
    TileMap map(int(rows.first().size()), int(rows.size()), Tile::Wall);
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const QChar c = rows[y][x];
            if (c == u'@' && viewer)
                *viewer = {x, y};
            map.set(x, y, test::tileFor(c));
        }
    return map;
}

// What the viewer sees: '@' the viewer, '#' / '.' / '+' a visible wall / floor / door, '-' not
// visible.
QStringList picture(const TileMap &map, const FieldOfView &fov, Point viewer) {
    QStringList rows;
    for (int y = 0; y < map.height(); ++y) {
        QString row;
        for (int x = 0; x < map.width(); ++x) {
            const Point p = {x, y};
            row += p == viewer         ? u'@'
                   : !fov.isVisible(p) ? u'-'
                                       : QChar::fromLatin1(tileGlyph(map.at(p)));
        }
        rows << row;
    }
    return rows;
}

TileMap cave(int width, int height, quint64 seed) {
    CavesSettings s;
    s.width = width;
    s.height = height;
    Rng rng = Rng::forStream(seed, u"test-fov-caves");
    return generateCaves(s, rng).map;
}

TileMap rooms(int width, int height, quint64 seed) {
    RoomsSettings s;
    s.width = width;
    s.height = height;
    if (width > 100) {
        s.maxRooms = 300;
        s.roomMin = 4;
        s.roomMax = 20;
        s.loopPercent = 20;
    }
    Rng rng = Rng::forStream(seed, u"test-fov-rooms");
    return generateRooms(s, rng).map;
}

// Random walls with no border: floor touches the map's edges, so scans leave the map.
TileMap noise(int width, int height, int wallPercent, quint64 seed) {
    Rng rng = Rng::forStream(seed, u"test-fov-noise");
    TileMap map(width, height, Tile::Floor);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (int(rng.below(100)) < wallPercent)
                map.set(x, y, Tile::Wall);
    return map;
}

TileMap makeMap(const QString &kind, quint64 seed) {
    if (kind == u"caves 80x50")
        return cave(80, 50, seed);
    if (kind == u"caves 256x256")
        return cave(256, 256, seed);
    if (kind == u"rooms 80x50")
        return rooms(80, 50, seed);
    if (kind == u"rooms 256x256")
        return rooms(256, 256, seed);
    if (kind == u"noise 40x30")
        return noise(40, 30, 30, seed);
    return noise(9, 7, 20, seed); // "noise 9x7"
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

// Albert Ford's symmetric shadowcasting as his article writes it: recursive, one quadrant at a
// time, with slopes as exact fractions. The class under test is an optimised rewrite (a work
// list instead of recursion, rows clipped to the map and the radius); the two must agree.
class ReferenceFov {
public:
    ReferenceFov(const TileMap &map, Point origin, int radius)
        : m_map(map)
        , m_origin(origin)
        , m_radius(radius) {
        if (!map.inBounds(origin))
            return;
        m_seen.insert(origin);
        for (int q = 0; q < 4; ++q)
            scan(q, 1, {-1, 1}, {1, 1});
    }
    const std::set<Point> &seen() const { return m_seen; }

private:
    struct Fraction {
        long long num, den; // den > 0
    };
    static long long floorDiv(long long a, long long b) {
        long long q = a / b;
        if ((a % b != 0) && ((a < 0) != (b < 0)))
            --q;
        return q;
    }
    // floor(depth * s + 1/2) and ceil(depth * s - 1/2)
    static long long roundTiesUp(int depth, Fraction s) {
        return floorDiv(2 * depth * s.num + s.den, 2 * s.den);
    }
    static long long roundTiesDown(int depth, Fraction s) {
        return -floorDiv(-(2 * depth * s.num - s.den), 2 * s.den);
    }
    Point transform(int quadrant, int depth, long long col) const {
        const int c = int(col);
        switch (quadrant) {
        case 0:
            return {m_origin.x + c, m_origin.y - depth};
        case 1:
            return {m_origin.x + depth, m_origin.y + c};
        case 2:
            return {m_origin.x + c, m_origin.y + depth};
        default:
            return {m_origin.x - depth, m_origin.y + c};
        }
    }
    void scan(int quadrant, int depth, Fraction start, Fraction end) {
        if (depth > m_map.width() + m_map.height())
            return;
        int prev = -1; // -1 none, 0 floor, 1 wall
        for (long long col = roundTiesUp(depth, start); col <= roundTiesDown(depth, end); ++col) {
            const Point p = transform(quadrant, depth, col);
            const bool wall = m_map.at(p) == Tile::Wall;
            const bool symmetric =
                col * start.den >= depth * start.num && col * end.den <= depth * end.num;
            const Point d = p - m_origin;
            const bool inRange =
                m_radius <= 0 || d.x * d.x + d.y * d.y <= m_radius * m_radius + m_radius;
            if ((wall || symmetric) && m_map.inBounds(p) && inRange)
                m_seen.insert(p);
            if (prev == 1 && !wall)
                start = {2 * col - 1, 2 * depth};
            if (prev == 0 && wall)
                scan(quadrant, depth + 1, start, {2 * col - 1, 2 * depth});
            prev = wall ? 1 : 0;
        }
        if (prev == 0)
            scan(quadrant, depth + 1, start, end);
    }

    const TileMap &m_map;
    Point m_origin;
    int m_radius;
    std::set<Point> m_seen;
};

} // namespace

class TestFov : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void symmetric_data();
    void symmetric();
    void matchesReference_data();
    void matchesReference();
    void pictures_data();
    void pictures();
    void originVisible();
    void radiusIsEuclidean_data();
    void radiusIsEuclidean();
    void radiusRespected();
    void unlimitedRadius();
    void wallsBehindWallsHidden();
    void wallsBesideViewerVisible();
    void outOfBoundsOrigin_data();
    void outOfBoundsOrigin();
    void viewerInsideWall();
    void differentSizeMaps();
    void repeatable();
    void listMatchesLookups_data();
    void listMatchesLookups();
};

void TestFov::symmetric_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("radius");
    QTest::addColumn<int>("seeds");
    const int n = seedCount() / 10 + 1;
    QTest::newRow("caves 80x50, radius 8") << QStringLiteral("caves 80x50") << 8 << n;
    QTest::newRow("caves 80x50, radius 3") << QStringLiteral("caves 80x50") << 3 << n;
    QTest::newRow("caves 80x50, unlimited") << QStringLiteral("caves 80x50") << 0 << n;
    QTest::newRow("rooms 80x50, radius 8") << QStringLiteral("rooms 80x50") << 8 << n;
    QTest::newRow("rooms 80x50, unlimited") << QStringLiteral("rooms 80x50") << 0 << n;
    QTest::newRow("caves 256x256, radius 12")
        << QStringLiteral("caves 256x256") << 12 << n / 10 + 1;
    QTest::newRow("rooms 256x256, radius 8") << QStringLiteral("rooms 256x256") << 8 << n / 10 + 1;
    QTest::newRow("noise 40x30, radius 10") << QStringLiteral("noise 40x30") << 10 << n;
    QTest::newRow("noise 40x30, unlimited") << QStringLiteral("noise 40x30") << 0 << n;
}

// A floor cell A sees a floor cell B exactly when B sees A. Half the B's are cells A sees (so
// the test is not carried by pairs nobody sees), half are random cells within the radius.
void TestFov::symmetric() {
    QFETCH(QString, map);
    QFETCH(int, radius);
    QFETCH(int, seeds);
    FieldOfView fromA, fromB;
    int pairs = 0, visiblePairs = 0;
    for (int seed = 0; seed < seeds; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        QVERIFY(!floor.empty());
        Rng rng = Rng::forStream(quint64(seed), u"test-fov-pairs");
        const int reach = radius > 0 ? radius : std::max(m.width(), m.height());
        for (int i = 0; i < 40; ++i) {
            const Point a = floor[rng.below(std::uint32_t(floor.size()))];
            fromA.compute(m, a, radius);
            std::vector<Point> seenFloor;
            for (Point p : fromA.visibleCells())
                if (m.at(p) != Tile::Wall)
                    seenFloor.push_back(p);
            for (int j = 0; j < 12; ++j) {
                Point b;
                if (j % 2 == 0) {
                    b = seenFloor[rng.below(std::uint32_t(seenFloor.size()))];
                } else {
                    b = {a.x + int(rng.range(-reach, reach)), a.y + int(rng.range(-reach, reach))};
                    if (!m.inBounds(b) || m.at(b) == Tile::Wall)
                        continue;
                }
                fromB.compute(m, b, radius);
                ++pairs;
                visiblePairs += fromA.isVisible(b) ? 1 : 0;
                QVERIFY2(fromA.isVisible(b) == fromB.isVisible(a),
                         qPrintable(QStringLiteral("seed %1: %2 %3 %4, but %4 %5 %2")
                                        .arg(seed)
                                        .arg(text(a), fromA.isVisible(b) ? u"sees" : u"misses",
                                             text(b), fromB.isVisible(a) ? u"sees" : u"misses")));
            }
        }
    }
    QVERIFY(pairs >= seeds * 40 * 6);
    QVERIFY(visiblePairs >= pairs / 2);
}

void TestFov::matchesReference_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("radius");
    QTest::newRow("caves 80x50, radius 8") << QStringLiteral("caves 80x50") << 8;
    QTest::newRow("caves 80x50, radius 1") << QStringLiteral("caves 80x50") << 1;
    QTest::newRow("caves 80x50, unlimited") << QStringLiteral("caves 80x50") << 0;
    QTest::newRow("rooms 80x50, radius 6") << QStringLiteral("rooms 80x50") << 6;
    QTest::newRow("rooms 80x50, unlimited") << QStringLiteral("rooms 80x50") << 0;
    QTest::newRow("noise 40x30, radius 9") << QStringLiteral("noise 40x30") << 9;
    QTest::newRow("noise 40x30, unlimited") << QStringLiteral("noise 40x30") << -1;
    QTest::newRow("noise 9x7, radius 2") << QStringLiteral("noise 9x7") << 2;
    QTest::newRow("noise 9x7, unlimited") << QStringLiteral("noise 9x7") << 0;
}

// The same cells as the plain recursive transcription, from every kind of origin: floor,
// walls, the map's edges.
void TestFov::matchesReference() {
    QFETCH(QString, map);
    QFETCH(int, radius);
    FieldOfView fov;
    for (int seed = 0; seed < seedCount() / 20 + 1; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        Rng rng = Rng::forStream(quint64(seed), u"test-fov-reference");
        for (int i = 0; i < 30; ++i) {
            const Point o = {int(rng.below(std::uint32_t(m.width()))),
                             int(rng.below(std::uint32_t(m.height())))};
            fov.compute(m, o, radius);
            const std::set<Point> got(fov.visibleCells().begin(), fov.visibleCells().end());
            const ReferenceFov ref(m, o, radius);
            if (got != ref.seen()) {
                QStringList diff;
                for (Point p : ref.seen())
                    if (!got.count(p))
                        diff << QStringLiteral("missing %1").arg(text(p));
                for (Point p : got)
                    if (!ref.seen().count(p))
                        diff << QStringLiteral("extra %1").arg(text(p));
                QFAIL(qPrintable(QStringLiteral("seed %1, origin %2: %3")
                                     .arg(seed)
                                     .arg(text(o), diff.join(u", "))));
            }
        }
    }
}

void TestFov::pictures_data() {
    QTest::addColumn<QStringList>("map");
    QTest::addColumn<int>("radius");
    QTest::addColumn<QStringList>("expected");

    // A pillar's shadow widens with distance; the pillar itself is seen, and so are the walls
    // around the lit part of the room (but not those in the shadow).
    QTest::newRow("pillar") << QStringList{"###########", //
                                           "#.........#", //
                                           "#.........#", //
                                           "#..@.#....#", //
                                           "#.........#", //
                                           "#.........#", //
                                           "###########"}
                            << 0
                            << QStringList{"###########", //
                                           "#.........#", //
                                           "#.......---", //
                                           "#..@.#-----", //
                                           "#.......---", //
                                           "#.........#", //
                                           "###########"};

    // A wall beside the viewer is seen; what is behind it is not, and a wall behind a wall
    // (the second ring) never is.
    QTest::newRow("thick walls") << QStringList{"#########", //
                                                "#########", //
                                                "##.....##", //
                                                "##..@..##", //
                                                "##.....##", //
                                                "#########", //
                                                "#########"}
                                 << 0
                                 << QStringList{"---------", //
                                                "-#######-", //
                                                "-#.....#-", //
                                                "-#..@..#-", //
                                                "-#.....#-", //
                                                "-#######-", //
                                                "---------"};

    // Doors and stairs are transparent; a corridor's walls are seen along its length.
    QTest::newRow("door and corridor") << QStringList{"##########", //
                                                      "#@..+..>.#", //
                                                      "##########", //
                                                      "#........#"}
                                       << 0
                                       << QStringList{"##########", //
                                                      "#@..+..>.#", //
                                                      "##########", //
                                                      "----------"};

    // Radius 2: dx² + dy² <= 2² + 2 = 6, so (±2, ±1) is in range and (±2, ±2) is not.
    QTest::newRow("radius 2") << QStringList{"#######", //
                                             "#.....#", //
                                             "#.....#", //
                                             "#..@..#", //
                                             "#.....#", //
                                             "#.....#", //
                                             "#######"}
                              << 2
                              << QStringList{"-------", //
                                             "--...--", //
                                             "-.....-", //
                                             "-..@..-", //
                                             "-.....-", //
                                             "--...--", //
                                             "-------"};

    // Light passes between two walls that touch at a corner (the line between the centres
    // runs through the gap), though no step may cut that corner: seeing is not reaching.
    QTest::newRow("diagonal gap") << QStringList{"#####", //
                                                 "#@#.#", //
                                                 "##..#", //
                                                 "#...#", //
                                                 "#####"}
                                  << 0
                                  << QStringList{"###--", //
                                                 "#@#--", //
                                                 "##..-", //
                                                 "--..#", //
                                                 "---##"};
}

void TestFov::pictures() {
    QFETCH(QStringList, map);
    QFETCH(int, radius);
    QFETCH(QStringList, expected);
    Point viewer;
    const TileMap m = drawn(map, &viewer);
    FieldOfView fov;
    fov.compute(m, viewer, radius);
    const QStringList got = picture(m, fov, viewer);
    QVERIFY2(
        got == expected,
        qPrintable(
            QStringLiteral("got:\n%1\nexpected:\n%2").arg(got.join(u'\n'), expected.join(u'\n'))));
}

void TestFov::originVisible() {
    FieldOfView fov;
    for (int seed = 0; seed < 20; ++seed) {
        const TileMap m = cave(80, 50, quint64(seed));
        for (Point p : {Point{0, 0}, Point{79, 49}, floorCells(m).front(), Point{40, 25}}) {
            for (int radius : {-3, 0, 1, 8}) {
                fov.compute(m, p, radius);
                QVERIFY(fov.isVisible(p));
                QCOMPARE(fov.visibleCells().front(), p);
            }
        }
    }
}

void TestFov::radiusIsEuclidean_data() {
    QTest::addColumn<int>("radius");
    for (int r : {1, 2, 3, 5, 8, 13, 20})
        QTest::newRow(qPrintable(QString::number(r))) << r;
}

// In an open field every cell in range is seen and no other: the count is the number of
// offsets with dx² + dy² <= r² + r.
void TestFov::radiusIsEuclidean() {
    QFETCH(int, radius);
    const TileMap open(61, 61, Tile::Floor);
    const Point centre = {30, 30};
    FieldOfView fov;
    fov.compute(open, centre, radius);
    int expected = 0;
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx)
            expected += dx * dx + dy * dy <= radius * radius + radius ? 1 : 0;
    QCOMPARE(int(fov.visibleCells().size()), expected);
    for (Point p : fov.visibleCells())
        QVERIFY(FieldOfView::inRadius(p - centre, radius));
    QVERIFY(fov.isVisible({centre.x + radius, centre.y}));
    QVERIFY(!fov.isVisible({centre.x + radius + 1, centre.y}));
    QCOMPARE(fov.isVisible({centre.x + radius, centre.y + radius}), radius == 1);
}

void TestFov::radiusRespected() {
    FieldOfView fov;
    for (int seed = 0; seed < 30; ++seed) {
        const TileMap m = seed % 2 ? cave(80, 50, quint64(seed)) : rooms(80, 50, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        for (int i = 0; i < 20; ++i) {
            const Point o = floor[std::size_t(i * 7919) % floor.size()];
            for (int radius : {1, 4, 8}) {
                fov.compute(m, o, radius);
                for (Point p : fov.visibleCells())
                    QVERIFY2(FieldOfView::inRadius(p - o, radius),
                             qPrintable(text(p) + QStringLiteral(" from ") + text(o)));
            }
        }
    }
}

// radius <= 0: an open room is seen whole, walls included, whatever its size.
void TestFov::unlimitedRadius() {
    TileMap room(120, 40, Tile::Wall);
    for (int y = 1; y < 39; ++y)
        for (int x = 1; x < 119; ++x)
            room.set(x, y, Tile::Floor);
    FieldOfView fov;
    for (int radius : {0, -1, -100}) {
        fov.compute(room, {3, 20}, radius);
        QCOMPARE(int(fov.visibleCells().size()), room.size());
    }
    fov.compute(room, {3, 20}, 50);
    QVERIFY(int(fov.visibleCells().size()) < room.size());
    QVERIFY(!fov.isVisible({118, 1}));
}

void TestFov::wallsBehindWallsHidden() {
    FieldOfView fov;
    for (int seed = 0; seed < 30; ++seed) {
        const TileMap m = seed % 2 ? cave(80, 50, quint64(seed)) : rooms(80, 50, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        for (int i = 0; i < 20; ++i) {
            const Point o = floor[std::size_t(i * 104729 + seed) % floor.size()];
            fov.compute(m, o, 0);
            // A visible wall touches a transparent cell (or the viewer): solid rock behind a
            // wall's face is never seen. (The transparent neighbour itself may be unseen: a
            // wall is lit when any part of it is, a floor cell only when its centre is.)
            for (Point p : fov.visibleCells()) {
                if (m.at(p) != Tile::Wall)
                    continue;
                bool touches = false;
                for (Point s : kSteps8) {
                    const Point n = p + s;
                    touches = touches || n == o || (m.inBounds(n) && m.at(n) != Tile::Wall);
                }
                QVERIFY2(touches, qPrintable(QStringLiteral("seed %1: wall %2 seen from %3")
                                                 .arg(seed)
                                                 .arg(text(p), text(o))));
            }
        }
    }
}

void TestFov::wallsBesideViewerVisible() {
    FieldOfView fov;
    for (int seed = 0; seed < 30; ++seed) {
        const TileMap m = seed % 2 ? cave(80, 50, quint64(seed)) : rooms(80, 50, quint64(seed));
        for (Point o : floorCells(m)) {
            if ((o.x * 31 + o.y * 17 + seed) % 13 != 0)
                continue;
            fov.compute(m, o, 1);
            for (Point s : kSteps8)
                QVERIFY2(fov.isVisible(o + s),
                         qPrintable(text(o + s) + QStringLiteral(" from ") + text(o)));
            QCOMPARE(int(fov.visibleCells().size()), 9);
        }
    }
}

void TestFov::outOfBoundsOrigin_data() {
    QTest::addColumn<Point>("origin");
    QTest::newRow("left") << Point{-1, 10};
    QTest::newRow("above") << Point{5, -1};
    QTest::newRow("right") << Point{80, 10};
    QTest::newRow("below") << Point{5, 50};
    QTest::newRow("far") << Point{-1000000, 1000000};
}

// An origin off the map sees nothing, and lookups stay in bounds.
void TestFov::outOfBoundsOrigin() {
    QFETCH(Point, origin);
    const TileMap m = cave(80, 50, 3);
    FieldOfView fov;
    fov.compute(m, floorCells(m).front(), 8);
    QVERIFY(!fov.visibleCells().empty());
    for (int radius : {8, 0}) {
        fov.compute(m, origin, radius);
        QVERIFY(fov.visibleCells().empty());
        QVERIFY(!fov.isVisible(origin));
        for (int i = 0; i < m.size(); ++i)
            QVERIFY(!fov.isVisible(m.point(i)));
    }
    QVERIFY(!fov.isVisible({-1, -1}));
    QVERIFY(!fov.isVisible({80, 0}));
}

// A viewer standing in a wall (a ghost, a glitch) still sees its cell and scans outward.
void TestFov::viewerInsideWall() {
    const TileMap solid(20, 20, Tile::Wall);
    FieldOfView fov;
    fov.compute(solid, {10, 10}, 5);
    QVERIFY(fov.isVisible({10, 10}));
    QCOMPARE(int(fov.visibleCells().size()), 9); // itself and the eight walls around it
}

// Maps of different sizes in turn: each result equals a fresh object's, and lookups outside
// the current map are false.
void TestFov::differentSizeMaps() {
    const std::vector<TileMap> maps = {cave(80, 50, 1), rooms(256, 256, 2), noise(9, 7, 20, 3),
                                       cave(80, 50, 4), TileMap(1, 1, Tile::Floor)};
    FieldOfView reused;
    for (int round = 0; round < 3; ++round) {
        for (const TileMap &m : maps) {
            const Point o = floorCells(m).empty() ? Point{0, 0} : floorCells(m).back();
            reused.compute(m, o, round == 1 ? 0 : 8);
            FieldOfView fresh;
            fresh.compute(m, o, round == 1 ? 0 : 8);
            QCOMPARE(reused.visibleCells(), fresh.visibleCells());
            QVERIFY(!reused.isVisible({m.width(), 0}));
            QVERIFY(!reused.isVisible({0, m.height()}));
        }
    }
    FieldOfView one;
    one.compute(TileMap(1, 1, Tile::Floor), {0, 0}, 8);
    QCOMPARE(one.visibleCells(), (std::vector<Point>{Point{0, 0}}));
    FieldOfView empty;
    empty.compute(TileMap(), {0, 0}, 8);
    QVERIFY(empty.visibleCells().empty());
    QVERIFY(!empty.isVisible({0, 0}));
}

// The same inputs give the same list in the same order, before and after other computes.
void TestFov::repeatable() {
    const TileMap m = rooms(80, 50, 9);
    const TileMap other = cave(80, 50, 10);
    const Point o = floorCells(m)[100];
    FieldOfView fov;
    fov.compute(m, o, 8);
    const std::vector<Point> first = fov.visibleCells();
    fov.compute(m, o, 8);
    QCOMPARE(fov.visibleCells(), first);
    for (Point p : floorCells(other))
        fov.compute(other, p, 6);
    fov.compute(m, o, 8);
    QCOMPARE(fov.visibleCells(), first);
}

void TestFov::listMatchesLookups_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("radius");
    QTest::newRow("caves 80x50, radius 8") << QStringLiteral("caves 80x50") << 8;
    QTest::newRow("caves 80x50, unlimited") << QStringLiteral("caves 80x50") << 0;
    QTest::newRow("rooms 80x50, unlimited") << QStringLiteral("rooms 80x50") << 0;
    QTest::newRow("noise 40x30, unlimited") << QStringLiteral("noise 40x30") << 0;
}

// visibleCells holds each visible cell once (the quadrants share their diagonals) and exactly
// the cells isVisible reports.
void TestFov::listMatchesLookups() {
    QFETCH(QString, map);
    QFETCH(int, radius);
    FieldOfView fov;
    for (int seed = 0; seed < 10; ++seed) {
        const TileMap m = makeMap(map, quint64(seed));
        const std::vector<Point> floor = floorCells(m);
        for (int i = 0; i < 10; ++i) {
            fov.compute(m, floor[std::size_t(i * 977) % floor.size()], radius);
            std::vector<Point> sorted = fov.visibleCells();
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
            int visible = 0;
            for (int c = 0; c < m.size(); ++c) {
                const bool listed = std::binary_search(sorted.begin(), sorted.end(), m.point(c));
                QCOMPARE(fov.isVisible(m.point(c)), listed);
                visible += listed ? 1 : 0;
            }
            QCOMPARE(visible, int(sorted.size()));
        }
    }
}

QTEST_GUILESS_MAIN(TestFov)
#include "tst_fov.moc"
