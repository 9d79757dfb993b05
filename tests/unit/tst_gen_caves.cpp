#include "GoldenFile.h"
#include "gen/CavesGenerator.h"
#include "gen/MapAnalysis.h"
#include "random/Rng.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QtTest>

#include <climits>

using namespace pd;

Q_DECLARE_METATYPE(pd::CavesSettings)

namespace {

using Connect = CavesSettings::Connect;

// PD_SEEDS (default 400) scales every seed loop; the slow suite runs it with 10000.
int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

Level generate(const CavesSettings &settings, quint64 seed) {
    Rng rng = Rng::forStream(seed, u"test-caves");
    return generateCaves(settings, rng);
}

CavesSettings cavesSettings(int width, int height, int fillPercent, int passes, int wallThreshold,
                            Connect connect) {
    CavesSettings s;
    s.width = width;
    s.height = height;
    s.fillPercent = fillPercent;
    s.passes = passes;
    s.wallThreshold = wallThreshold;
    s.connect = connect;
    return s;
}

QString pointText(Point p) {
    return QStringLiteral("(%1,%2)").arg(p.x).arg(p.y);
}

// The plain 3×3 loop the fast smoothing must match: one pass of the caves rule, border wall.
// (Only interior cells are counted, so every neighbour is inside the map.)
TileMap referenceSmooth(const TileMap &map, int wallThreshold) {
    const int w = map.width();
    const std::vector<Tile> &in = map.tiles();
    TileMap out(w, map.height(), Tile::Wall);
    for (int y = 1; y < map.height() - 1; ++y)
        for (int x = 1; x < w - 1; ++x) {
            int walls = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    walls += in[std::size_t((y + dy) * w + x + dx)] == Tile::Wall ? 1 : 0;
            out.tiles()[std::size_t(y * w + x)] = walls >= wallThreshold ? Tile::Wall : Tile::Floor;
        }
    return out;
}

// The caves tutorial's fill and smoothing written out plainly, drawing from `rng` as documented.
TileMap referenceCave(const CavesSettings &s, Rng &rng) {
    TileMap map(s.width, s.height, Tile::Wall);
    for (int y = 1; y < s.height - 1; ++y)
        for (int x = 1; x < s.width - 1; ++x)
            map.set(x, y, int(rng.below(100)) < s.fillPercent ? Tile::Wall : Tile::Floor);
    for (int pass = 0; pass < s.passes; ++pass)
        map = referenceSmooth(map, s.wallThreshold);
    return map;
}

// What holds for any cave, whatever settings made it. Empty when all is well.
QString basicProblem(const Level &level) {
    const TileMap &map = level.map;
    if (level.generator != QLatin1String("caves") || level.generatorVersion != kCavesVersion)
        return QStringLiteral("generator %1 v%2").arg(level.generator).arg(level.generatorVersion);
    if (map.width() < 5 || map.height() < 5)
        return QStringLiteral("map %1x%2").arg(map.width()).arg(map.height());
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const bool border = x == 0 || y == 0 || x == map.width() - 1 || y == map.height() - 1;
            if (border && map.at(x, y) != Tile::Wall)
                return QStringLiteral("border cell %1 is open").arg(pointText({x, y}));
            const Tile t = map.at(x, y);
            if (t != Tile::Wall && t != Tile::Floor)
                return QStringLiteral("tile %1 at %2").arg(int(t)).arg(pointText({x, y}));
        }
    if (map.count(Tile::Floor) < 9)
        return QStringLiteral("only %1 floor cells").arg(map.count(Tile::Floor));
    if (map.at(level.arrival) != Tile::Floor)
        return QStringLiteral("arrival %1 is not floor").arg(pointText(level.arrival));
    if (!analysis::allReachable(map, level.arrival))
        return QStringLiteral("some floor cannot be reached from the arrival");
    if (level.deadEnds != analysis::deadEnds(map))
        return QStringLiteral("deadEnds differ from analysis::deadEnds");
    if (!level.rooms.isEmpty() || !level.doors.isEmpty())
        return QStringLiteral("caves have no rooms or doors");
    if (level.stairsUp || level.stairsDown || !level.entities.isEmpty())
        return QStringLiteral("stairs or entities placed by the generator");
    return {};
}

// The result against the caves rule's smoothed map: Largest keeps exactly the largest region;
// Tunnels keeps every region of 4 cells or more and only adds floor (tunnels) elsewhere.
QString smoothingProblem(const Level &level, const CavesSettings &s, Rng before) {
    const TileMap cave = referenceCave(s, before);
    const analysis::Regions regions = analysis::regions(cave);
    const int largest = regions.largest();
    if (largest < 0 || regions.sizes[std::size_t(largest)] < 9)
        return {}; // the fallback 3×3 cave; checked elsewhere
    for (int i = 0; i < cave.size(); ++i) {
        const int region = regions.id[std::size_t(i)];
        const bool open = level.map.tiles()[std::size_t(i)] == Tile::Floor;
        if (s.connect == Connect::Largest && open != (region == largest))
            return QStringLiteral("%1 should be %2")
                .arg(pointText(cave.point(i)), open ? u"wall" : u"floor");
        if (s.connect == Connect::Tunnels && region >= 0 &&
            regions.sizes[std::size_t(region)] >= 4 && !open)
            return QStringLiteral("%1 was filled").arg(pointText(cave.point(i)));
    }
    return {};
}

bool sameLevel(const Level &a, const Level &b) {
    return a.map == b.map && a.rooms.isEmpty() && b.rooms.isEmpty() && a.doors.isEmpty() &&
           b.doors.isEmpty() && a.arrival == b.arrival && a.deadEnds == b.deadEnds &&
           a.hash() == b.hash();
}

QString goldenPath(int seed) {
    return QStringLiteral(PD_TEST_DATA_DIR "/gen/caves/seed-%1.txt").arg(seed);
}

QStringList goldenText(const Level &level, int seed) {
    QStringList lines;
    lines << QStringLiteral("# caves, 80x50 default settings, Rng::forStream(%1, u\"test-caves\")")
                 .arg(seed)
          << QStringLiteral("# rewrite: PD_UPDATE_GOLDEN=1 ./build/tests/tst_gen_caves golden")
          << QStringLiteral("hash %1").arg(level.hash())
          << QStringLiteral("floor %1, dead ends %2, arrival %3")
                 .arg(level.map.count(Tile::Floor))
                 .arg(level.deadEnds.size())
                 .arg(pointText(level.arrival));
    lines << level.toAscii(false);
    return lines;
}

} // namespace

class TestGenCaves : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void invariants_data();
    void invariants();
    void followsTheCavesRule_data();
    void followsTheCavesRule();
    void fastSmoothingMatchesReference_data();
    void fastSmoothingMatchesReference();
    void smoothingExtremes();
    void deterministic();
    void seedsDiffer();
    void fallbackCave_data();
    void fallbackCave();
    void tunnelsJoinRegions();
    void badSettings_data();
    void badSettings();
    void golden_data();
    void golden();
};

void TestGenCaves::invariants_data() {
    QTest::addColumn<CavesSettings>("settings");
    QTest::addColumn<int>("seeds");
    const int n = seedCount();
    QTest::newRow("default 80x50 (fill 45, tunnels)") << CavesSettings() << n;
    QTest::newRow("largest") << cavesSettings(80, 50, 45, 8, 5, Connect::Largest) << n;
    QTest::newRow("fill 30, tunnels") << cavesSettings(80, 50, 30, 8, 5, Connect::Tunnels) << n;
    QTest::newRow("fill 30, largest") << cavesSettings(80, 50, 30, 8, 5, Connect::Largest) << n;
    QTest::newRow("fill 55, tunnels") << cavesSettings(80, 50, 55, 8, 5, Connect::Tunnels) << n;
    QTest::newRow("fill 55, largest") << cavesSettings(80, 50, 55, 8, 5, Connect::Largest) << n;
    QTest::newRow("no smoothing, tunnels")
        << cavesSettings(80, 50, 45, 0, 5, Connect::Tunnels) << n / 4 + 1;
    QTest::newRow("threshold 6") << cavesSettings(80, 50, 45, 4, 6, Connect::Tunnels) << n;
    QTest::newRow("small 20x20") << cavesSettings(20, 20, 45, 8, 5, Connect::Tunnels) << n;
    QTest::newRow("small 20x20, largest") << cavesSettings(20, 20, 45, 8, 5, Connect::Largest) << n;
    QTest::newRow("odd 97x61") << cavesSettings(97, 61, 45, 8, 5, Connect::Tunnels) << n / 4 + 1;
    QTest::newRow("large 256x256")
        << cavesSettings(256, 256, 45, 8, 5, Connect::Tunnels) << n / 20 + 1;
    QTest::newRow("large 256x256, largest")
        << cavesSettings(256, 256, 48, 8, 5, Connect::Largest) << n / 20 + 1;
}

void TestGenCaves::invariants() {
    QFETCH(CavesSettings, settings);
    QFETCH(int, seeds);
    for (int seed = 0; seed < seeds; ++seed) {
        const Level level = generate(settings, quint64(seed));
        QString problem = basicProblem(level);
        if (problem.isEmpty() &&
            (level.map.width() != settings.width || level.map.height() != settings.height))
            problem = QStringLiteral("wrong size");
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2\n%3")
                                                   .arg(seed)
                                                   .arg(problem, level.toAscii().join(u'\n'))));
    }
}

void TestGenCaves::followsTheCavesRule_data() {
    QTest::addColumn<CavesSettings>("settings");
    QTest::newRow("default") << CavesSettings();
    QTest::newRow("largest") << cavesSettings(80, 50, 45, 8, 5, Connect::Largest);
    QTest::newRow("fill 30, largest") << cavesSettings(80, 50, 30, 8, 5, Connect::Largest);
    QTest::newRow("fill 55, tunnels") << cavesSettings(97, 61, 55, 8, 5, Connect::Tunnels);
    QTest::newRow("20x20, 3 passes, threshold 4")
        << cavesSettings(20, 20, 40, 3, 4, Connect::Largest);
}

// The generator draws the fill exactly as documented and smooths like the plain loop.
void TestGenCaves::followsTheCavesRule() {
    QFETCH(CavesSettings, settings);
    for (int seed = 0; seed < seedCount() / 4 + 1; ++seed) {
        const Rng before = Rng::forStream(quint64(seed), u"test-caves");
        Rng rng = before;
        const Level level = generateCaves(settings, rng);
        const QString problem = smoothingProblem(level, settings, before);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
    }
}

void TestGenCaves::fastSmoothingMatchesReference_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("cases");
    const int n = seedCount();
    QTest::newRow("80x50") << 80 << 50 << n * 2;
    QTest::newRow("97x61") << 97 << 61 << n;
    QTest::newRow("20x20") << 20 << 20 << n * 4;
    QTest::newRow("64x40 (one word)") << 64 << 40 << n;
    QTest::newRow("65x33 (one bit over)") << 65 << 33 << n;
    QTest::newRow("128x24") << 128 << 24 << n / 2;
    QTest::newRow("3x200") << 3 << 200 << n / 4;
    QTest::newRow("256x256") << 256 << 256 << n / 20 + 1;
}

// Random maps (border included, doors counting as floor), random fill and threshold; every
// intermediate pass must match, and a multi-pass call must match the passes one at a time.
void TestGenCaves::fastSmoothingMatchesReference() {
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, cases);
    for (int c = 0; c < cases; ++c) {
        Rng rng = Rng::forStream(quint64(c), u"test-caves-smoothing", quint64(width));
        const int fill = int(rng.range(20, 70));
        const int threshold = c % 4 == 3 ? int(rng.range(0, 10)) : 5;
        TileMap start(width, height);
        for (Tile &t : start.tiles()) {
            const int roll = int(rng.below(100));
            t = roll < fill ? Tile::Wall : (roll == 99 ? Tile::Door : Tile::Floor);
        }
        TileMap fast = start, reference = start;
        for (int pass = 1; pass <= 8; ++pass) {
            smoothCaves(fast, 1, threshold);
            reference = referenceSmooth(reference, threshold);
            QVERIFY2(fast == reference, qPrintable(QStringLiteral("case %1, fill %2, threshold %3, "
                                                                  "pass %4")
                                                       .arg(c)
                                                       .arg(fill)
                                                       .arg(threshold)
                                                       .arg(pass)));
        }
        TileMap once = start;
        smoothCaves(once, 8, threshold);
        QVERIFY(once == reference);
    }
}

void TestGenCaves::smoothingExtremes() {
    TileMap map(30, 12, Tile::Floor);
    smoothCaves(map, 0, 5); // no pass: only the border turns to wall
    QCOMPARE(map.count(Tile::Floor), 28 * 10);
    const TileMap open = map;
    map = open;
    smoothCaves(map, 3, 0); // every count reaches 0
    QCOMPARE(map.count(Tile::Floor), 0);
    map = open;
    smoothCaves(map, 3, 10); // no count reaches 10
    QCOMPARE(map.count(Tile::Floor), 28 * 10);
    map = open;
    smoothCaves(map, 1, 4); // the ring inside the border sees 3 walls, corners 5
    QCOMPARE(map.count(Tile::Floor), 28 * 10 - 4);
    TileMap empty;
    smoothCaves(empty, 8, 5);
    QCOMPARE(empty.size(), 0);
}

void TestGenCaves::deterministic() {
    for (const Connect connect : {Connect::Tunnels, Connect::Largest})
        for (int seed = 0; seed < seedCount() / 4 + 1; ++seed) {
            const CavesSettings settings = cavesSettings(80, 50, 47, 6, 5, connect);
            Rng first = Rng::forStream(quint64(seed), u"test-caves");
            Rng second = first;
            const Level a = generateCaves(settings, first);
            const Level b = generateCaves(settings, second);
            QVERIFY2(sameLevel(a, b), qPrintable(QStringLiteral("seed %1").arg(seed)));
            QVERIFY(first == second);
        }
}

void TestGenCaves::seedsDiffer() {
    const int seeds = seedCount();
    QSet<QString> hashes;
    for (int seed = 0; seed < seeds; ++seed)
        hashes.insert(generate(CavesSettings(), quint64(seed)).hash());
    QCOMPARE(hashes.size(), seeds);
}

void TestGenCaves::fallbackCave_data() {
    QTest::addColumn<CavesSettings>("settings");
    QTest::newRow("fill 100, tunnels") << cavesSettings(80, 50, 100, 8, 5, Connect::Tunnels);
    QTest::newRow("fill 100, largest") << cavesSettings(80, 50, 100, 8, 5, Connect::Largest);
    QTest::newRow("threshold 0") << cavesSettings(40, 30, 10, 2, 0, Connect::Tunnels);
    QTest::newRow("fill 100, 5x5") << cavesSettings(5, 5, 100, 0, 5, Connect::Largest);
}

// Nothing left open: the 3×3 cave at the centre.
void TestGenCaves::fallbackCave() {
    QFETCH(CavesSettings, settings);
    const Level level = generate(settings, 7);
    QVERIFY2(basicProblem(level).isEmpty(), qPrintable(basicProblem(level)));
    QCOMPARE(level.map.count(Tile::Floor), 9);
    const Point c = {settings.width / 2, settings.height / 2};
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            QCOMPARE(level.map.at(c + Point{dx, dy}), Tile::Floor);
    QVERIFY(chebyshev(level.arrival, c) <= 1);
}

// Unsmoothed noise has hundreds of regions; tunnels must join them all and keep each one of
// four cells or more.
void TestGenCaves::tunnelsJoinRegions() {
    int regionsSeen = 0;
    for (int seed = 0; seed < 20; ++seed) {
        const CavesSettings settings = cavesSettings(80, 50, 50, 1, 5, Connect::Tunnels);
        const Rng before = Rng::forStream(quint64(seed), u"test-caves");
        Rng rng = before;
        const Level level = generateCaves(settings, rng);
        QVERIFY(basicProblem(level).isEmpty());
        QVERIFY(smoothingProblem(level, settings, before).isEmpty());
        Rng again = before;
        regionsSeen += int(analysis::regions(referenceCave(settings, again)).sizes.size());
    }
    QVERIFY2(regionsSeen > 20 * 20, qPrintable(QString::number(regionsSeen)));
}

void TestGenCaves::badSettings_data() {
    QTest::addColumn<CavesSettings>("settings");
    QTest::newRow("zero size") << cavesSettings(0, 0, 45, 8, 5, Connect::Tunnels);
    QTest::newRow("negative size") << cavesSettings(-3, -90, 45, 8, 5, Connect::Largest);
    QTest::newRow("1x1") << cavesSettings(1, 1, 45, 8, 5, Connect::Tunnels);
    QTest::newRow("huge size") << cavesSettings(INT_MAX, INT_MAX, 45, 2, 5, Connect::Tunnels);
    QTest::newRow("fill 100") << cavesSettings(80, 50, 100, 8, 5, Connect::Tunnels);
    QTest::newRow("fill 0") << cavesSettings(80, 50, 0, 8, 5, Connect::Tunnels);
    QTest::newRow("fill -5") << cavesSettings(80, 50, -5, 8, 5, Connect::Tunnels);
    QTest::newRow("fill 1000") << cavesSettings(80, 50, 1000, 8, 5, Connect::Largest);
    QTest::newRow("passes 0") << cavesSettings(80, 50, 45, 0, 5, Connect::Tunnels);
    QTest::newRow("passes -3") << cavesSettings(80, 50, 45, -3, 5, Connect::Largest);
    QTest::newRow("passes INT_MAX") << cavesSettings(80, 50, 45, INT_MAX, 5, Connect::Tunnels);
    QTest::newRow("threshold -1") << cavesSettings(80, 50, 45, 8, -1, Connect::Tunnels);
    QTest::newRow("threshold 100") << cavesSettings(80, 50, 45, 8, 100, Connect::Tunnels);
    QTest::newRow("unknown connect") << cavesSettings(80, 50, 45, 8, 5, static_cast<Connect>(7));
    QTest::newRow("extremes") << cavesSettings(INT_MIN, INT_MAX, INT_MIN, INT_MAX, INT_MIN,
                                               Connect::Tunnels);
}

void TestGenCaves::badSettings() {
    QFETCH(CavesSettings, settings);
    for (int seed = 0; seed < 3; ++seed) {
        const Level level = generate(settings, quint64(seed));
        const QString problem = basicProblem(level);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestGenCaves::golden_data() {
    QTest::addColumn<int>("seed");
    for (int seed : {1, 2, 3})
        QTest::addRow("seed %d", seed) << seed;
}

// PD_UPDATE_GOLDEN=1 writes the files instead of comparing (after an intended change of the
// generator, which also bumps kCavesVersion); review them with git diff.
void TestGenCaves::golden() {
    QFETCH(int, seed);
    const QStringList actual = goldenText(generate(CavesSettings(), quint64(seed)), seed);
    const QString problem = test::checkGolden(goldenPath(seed), actual.join(u'\n') + u'\n');
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestGenCaves)
#include "tst_gen_caves.moc"
