// The maze-duel Prim maze (core/gen/MazeGenerator.h).
//
// Environment:
//   PD_SEEDS=N          seeds per maze size in the invariant tests (default 400; the slow
//                       label runs 10000)
//   PD_UPDATE_GOLDEN=1  rewrite tests/data/gen/maze/*.txt from the current generator instead of
//                       comparing with them; review the diff, and bump kMazeVersion if the
//                       change is intended
#include "GoldenFile.h"
#include "gen/MapAnalysis.h"
#include "gen/MazeGenerator.h"
#include "random/Rng.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSet>
#include <QtTest>

using namespace pd;

namespace {

int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

Rng rngFor(quint64 seed) {
    return Rng::forStream(seed, u"level", 1);
}

Level maze(int cells, quint64 seed,
           MazeSettings::Algorithm algorithm = MazeSettings::Algorithm::Prim) {
    Rng rng = rngFor(seed);
    return generateMaze(MazeSettings{cells, algorithm}, rng);
}

Level walkMaze(int cells, quint64 seed) {
    return maze(cells, seed, MazeSettings::Algorithm::Walk);
}

// The golden text: hash, dead ends, then the map.
QString goldenText(const Level &level) {
    QStringList lines;
    lines << QStringLiteral("hash ") + level.hash();
    QStringList ends;
    for (const Point &p : level.deadEnds)
        ends << QStringLiteral("%1,%2").arg(p.x).arg(p.y);
    lines << QStringLiteral("deadEnds ") + ends.join(u' ');
    lines << level.toAscii();
    return lines.join(u'\n') + u'\n';
}

// Every structural property of a perfect Prim maze of n×n cells; returns what is wrong, if
// anything (empty when the maze is good).
QString checkMaze(const Level &level, int n, int version = kMazeVersion) {
    const int size = 2 * n + 1;
    const TileMap &map = level.map;
    if (level.generator != QLatin1String("maze") || level.generatorVersion != version)
        return QStringLiteral("generator %1 v%2").arg(level.generator).arg(level.generatorVersion);
    if (map.width() != size || map.height() != size)
        return QStringLiteral("map %1×%2, expected %3×%3")
            .arg(map.width())
            .arg(map.height())
            .arg(size);
    const Point entrance{1, 1}, exit{size - 2, size - 2};
    if (map.at(entrance) != Tile::StairsUp || map.at(exit) != Tile::StairsDown)
        return QStringLiteral("entrance/exit tiles missing");
    if (level.stairsUp != entrance || level.stairsDown != exit || level.arrival != entrance)
        return QStringLiteral("stairsUp/stairsDown/arrival not at the corners");
    if (map.count(Tile::StairsUp) != 1 || map.count(Tile::StairsDown) != 1 ||
        map.count(Tile::Door) != 0)
        return QStringLiteral("extra stairs or doors");
    if (!level.rooms.isEmpty() || !level.doors.isEmpty() || !level.entities.isEmpty())
        return QStringLiteral("rooms, doors or entities in a maze");

    int passages = 0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const bool open = map.passable({x, y});
            const bool border = x == 0 || y == 0 || x == size - 1 || y == size - 1;
            const bool cell = x % 2 == 1 && y % 2 == 1;
            const bool post = x % 2 == 0 && y % 2 == 0;
            if ((border || post) && open)
                return QStringLiteral("open border or post at %1,%2").arg(x).arg(y);
            if (cell && !open)
                return QStringLiteral("closed cell at %1,%2").arg(x).arg(y);
            if (!cell && open)
                ++passages;
        }
    }
    // A connected graph on n² cells with n²−1 edges is a tree: no cycles, one path between any
    // two cells.
    if (passages != n * n - 1)
        return QStringLiteral("%1 passages, expected %2").arg(passages).arg(n * n - 1);
    if (!analysis::allReachable(map, entrance))
        return QStringLiteral("unreachable cells");

    // Dead ends: exactly the cells with one open side, entrance and exit left out, row-major.
    // Passages always have two open sides, so the map analysis finds the same cells.
    QList<Point> expected;
    for (const Point &p : analysis::deadEnds(map))
        if (p != entrance && p != exit)
            expected << p;
    if (level.deadEnds != expected)
        return QStringLiteral("%1 dead ends listed, %2 expected")
            .arg(level.deadEnds.size())
            .arg(expected.size());
    for (const Point &p : level.deadEnds)
        if (p.x % 2 != 1 || p.y % 2 != 1 || analysis::openNeighbours(map, p) != 1)
            return QStringLiteral("dead end %1,%2 is not a cell with one way in").arg(p.x).arg(p.y);
    return {};
}

} // namespace

class TestGenMaze : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void invariants_data();
    void invariants();
    void deterministic();
    void seedsDiffer();
    void twoByTwoOdds();
    void deadEndShare();
    void badCells_data();
    void badCells();
    void golden_data();
    void golden();
    void walkInvariants_data();
    void walkInvariants();
    void walkIsNotPrim();
    void walkGolden_data();
    void walkGolden();
};

void TestGenMaze::invariants_data() {
    QTest::addColumn<int>("cells");
    for (int n = 2; n <= 30; ++n)
        QTest::addRow("cells %d", n) << n;
}

void TestGenMaze::invariants() {
    QFETCH(int, cells);
    const int seeds = seedCount();
    for (int s = 0; s < seeds; ++s) {
        const Level level = maze(cells, quint64(s));
        const QString problem = checkMaze(level, cells);
        if (!problem.isEmpty())
            QFAIL(qPrintable(QStringLiteral("seed %1: %2\n%3")
                                 .arg(s)
                                 .arg(problem, level.toAscii().join(u'\n'))));
    }
}

void TestGenMaze::deterministic() {
    for (int s = 0; s < 50; ++s) {
        Rng a = rngFor(quint64(s));
        a.next32(); // any state, not only a fresh stream
        Rng b = a;
        const Level x = generateMaze(MazeSettings{12}, a);
        const Level y = generateMaze(MazeSettings{12}, b);
        QCOMPARE(x.hash(), y.hash());
        QVERIFY(x.map == y.map);
        QCOMPARE(x.deadEnds, y.deadEnds);
        QVERIFY(a == b); // the same number of draws
    }
}

void TestGenMaze::seedsDiffer() {
    QSet<QString> hashes;
    for (int s = 0; s < 100; ++s)
        hashes.insert(maze(8, quint64(s)).hash());
    QCOMPARE(hashes.size(), 100);
    // A 2×2 maze is one of the four spanning trees of a square.
    QSet<QString> small;
    for (int s = 0; s < 200; ++s)
        small.insert(maze(2, quint64(s)).toAscii().join(u'\n'));
    QCOMPARE(small.size(), 4);
}

void TestGenMaze::twoByTwoOdds() {
    // On 2×2 cells Prim's algorithm with uniform picks leaves out each of the square's four
    // passages with exact odds: the east passage of the bottom row or the south passage of the
    // right column 3/8 each, the other two 1/8 each (the first step decides which pair). A
    // biased frontier or join pick shifts these.
    const int samples = 8000;
    QMap<QString, int> missing;
    const QMap<QString, Point> passages = {{QStringLiteral("top"), {2, 1}},
                                           {QStringLiteral("left"), {1, 2}},
                                           {QStringLiteral("right"), {3, 2}},
                                           {QStringLiteral("bottom"), {2, 3}}};
    for (int s = 0; s < samples; ++s) {
        const Level level = maze(2, quint64(s));
        for (auto it = passages.cbegin(); it != passages.cend(); ++it)
            if (!level.map.passable(it.value()))
                ++missing[it.key()];
    }
    QCOMPARE(missing.size(), 4);
    const auto near = [](int got, int expected, int tolerance) {
        return got >= expected - tolerance && got <= expected + tolerance;
    };
    const QString counts = QStringLiteral("top %1 left %2 right %3 bottom %4")
                               .arg(missing.value(QStringLiteral("top")))
                               .arg(missing.value(QStringLiteral("left")))
                               .arg(missing.value(QStringLiteral("right")))
                               .arg(missing.value(QStringLiteral("bottom")));
    // Tolerances are about 4.5 standard deviations.
    QVERIFY2(near(missing.value(QStringLiteral("top")), samples / 8, 135), qPrintable(counts));
    QVERIFY2(near(missing.value(QStringLiteral("left")), samples / 8, 135), qPrintable(counts));
    QVERIFY2(near(missing.value(QStringLiteral("right")), samples * 3 / 8, 200),
             qPrintable(counts));
    QVERIFY2(near(missing.value(QStringLiteral("bottom")), samples * 3 / 8, 200),
             qPrintable(counts));
}

void TestGenMaze::deadEndShare() {
    // Prim's mazes are bushy: about a third of the cells are dead ends (a depth-first maze has
    // about a tenth). Catches a generator that drifts into another algorithm.
    qint64 ends = 0, cells = 0;
    for (int s = 0; s < 100; ++s) {
        ends += maze(20, quint64(s)).deadEnds.size();
        cells += 400;
    }
    QVERIFY2(ends * 100 >= cells * 25 && ends * 100 <= cells * 45,
             qPrintable(QStringLiteral("%1 dead ends in %2 cells").arg(ends).arg(cells)));
}

void TestGenMaze::badCells_data() {
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("expected");
    QTest::newRow("0") << 0 << 2;
    QTest::newRow("1") << 1 << 2;
    QTest::newRow("-7") << -7 << 2;
    QTest::newRow("128") << 128 << 127;
    QTest::newRow("1000") << 1000 << 127;
    QTest::newRow("INT_MAX") << std::numeric_limits<int>::max() << 127;
}

void TestGenMaze::badCells() {
    QFETCH(int, cells);
    QFETCH(int, expected);
    const Level level = maze(cells, 99);
    const QString problem = checkMaze(level, expected);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestGenMaze::golden_data() {
    QTest::addColumn<int>("cells");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("cells02-seed1") << 2 << quint64(1);
    QTest::newRow("cells05-seed7") << 5 << quint64(7);
    QTest::newRow("cells10-seed42") << 10 << quint64(42);
    QTest::newRow("cells24-seed2024") << 24 << quint64(2024);
}

void TestGenMaze::golden() {
    QFETCH(int, cells);
    QFETCH(quint64, seed);
    const QString path = QStringLiteral(PD_TEST_DATA_DIR "/gen/maze/%1.txt")
                             .arg(QString::fromLatin1(QTest::currentDataTag()));
    const QString actual = goldenText(maze(cells, seed));
    const QString problem = test::checkGolden(path, actual);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The maze-duel report's own method (MazeSettings::Algorithm::Walk): the same promises, a
// perfect maze with its entrance and exit in the corners, whatever the seed and size.
void TestGenMaze::walkInvariants_data() {
    QTest::addColumn<int>("cells");
    for (int cells : {2, 3, 5, 8, 13, 24, 60, 127})
        QTest::newRow(qPrintable(QStringLiteral("%1x%1").arg(cells))) << cells;
}

void TestGenMaze::walkInvariants() {
    QFETCH(int, cells);
    const int seeds = cells >= 60 ? std::max(10, seedCount() / 20) : seedCount();
    for (int s = 0; s < seeds; ++s) {
        const Level level = walkMaze(cells, quint64(s));
        const QString problem = checkMaze(level, cells, kMazeWalkVersion);
        if (!problem.isEmpty())
            QFAIL(qPrintable(QStringLiteral("seed %1: %2\n%3")
                                 .arg(s)
                                 .arg(problem, level.toAscii().join(u'\n'))));
    }
}

void TestGenMaze::walkIsNotPrim() {
    // The two algorithms draw differently and make other mazes from the same seed; the walk's
    // long runs leave fewer dead ends than Prim's many short branches.
    int same = 0;
    qint64 walkEnds = 0, primEnds = 0;
    for (int s = 0; s < 200; ++s) {
        const Level walk = walkMaze(10, quint64(s));
        const Level prim = maze(10, quint64(s));
        same += walk.map.tiles() == prim.map.tiles() ? 1 : 0;
        walkEnds += walk.deadEnds.size();
        primEnds += prim.deadEnds.size();
    }
    QCOMPARE(same, 0);
    QVERIFY2(
        walkEnds < primEnds,
        qPrintable(QStringLiteral("%1 dead ends against Prim's %2").arg(walkEnds).arg(primEnds)));
}

void TestGenMaze::walkGolden_data() {
    QTest::addColumn<int>("cells");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("walk-cells02-seed1") << 2 << quint64(1);
    QTest::newRow("walk-cells05-seed7") << 5 << quint64(7);
    QTest::newRow("walk-cells10-seed42") << 10 << quint64(42);
    QTest::newRow("walk-cells24-seed2024") << 24 << quint64(2024);
}

void TestGenMaze::walkGolden() {
    QFETCH(int, cells);
    QFETCH(quint64, seed);
    const QString path = QStringLiteral(PD_TEST_DATA_DIR "/gen/maze/%1.txt")
                             .arg(QString::fromLatin1(QTest::currentDataTag()));
    const QString problem = test::checkGolden(path, goldenText(walkMaze(cells, seed)));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestGenMaze)
#include "tst_gen_maze.moc"
