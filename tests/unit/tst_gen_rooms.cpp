#include "GoldenFile.h"
#include "gen/MapAnalysis.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QtTest>

#include <climits>

using namespace pd;

Q_DECLARE_METATYPE(pd::RoomsSettings)

namespace {

// PD_SEEDS (default 400) scales every seed loop; the slow suite runs it with 10000.
int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

Level generate(const RoomsSettings &settings, quint64 seed) {
    Rng rng = Rng::forStream(seed, u"test-rooms");
    return generateRooms(settings, rng);
}

RoomsSettings roomsSettings(int width, int height, int maxRooms, int roomMin, int roomMax,
                            int loopPercent, bool doors) {
    RoomsSettings s;
    s.width = width;
    s.height = height;
    s.maxRooms = maxRooms;
    s.roomMin = roomMin;
    s.roomMax = roomMax;
    s.loopPercent = loopPercent;
    s.doors = doors;
    return s;
}

QString pointText(Point p) {
    return QStringLiteral("(%1,%2)").arg(p.x).arg(p.y);
}

// What holds for any level, whatever settings made it. Empty when all is well.
QString basicProblem(const Level &level) {
    const TileMap &map = level.map;
    if (level.generator != QLatin1String("rooms") || level.generatorVersion != kRoomsVersion)
        return QStringLiteral("generator %1 v%2").arg(level.generator).arg(level.generatorVersion);
    if (map.width() < 3 || map.height() < 3)
        return QStringLiteral("map %1x%2").arg(map.width()).arg(map.height());
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const bool border = x == 0 || y == 0 || x == map.width() - 1 || y == map.height() - 1;
            if (border && map.at(x, y) != Tile::Wall)
                return QStringLiteral("border cell %1 is open").arg(pointText({x, y}));
            const Tile t = map.at(x, y);
            if (t != Tile::Wall && t != Tile::Floor && t != Tile::Door)
                return QStringLiteral("tile %1 at %2").arg(int(t)).arg(pointText({x, y}));
        }
    if (level.rooms.isEmpty())
        return QStringLiteral("no room");
    if (level.arrival != level.rooms.first().bounds.center())
        return QStringLiteral("arrival %1 is not the first room's centre")
            .arg(pointText(level.arrival));
    if (map.at(level.arrival) != Tile::Floor)
        return QStringLiteral("arrival %1 is not floor").arg(pointText(level.arrival));
    if (!analysis::allReachable(map, level.arrival))
        return QStringLiteral("some open cell cannot be reached from the arrival");
    if (level.deadEnds != analysis::deadEnds(map))
        return QStringLiteral("deadEnds differ from analysis::deadEnds");
    if (level.stairsUp || level.stairsDown || !level.entities.isEmpty())
        return QStringLiteral("stairs or entities placed by the generator");
    for (int i = 0; i < level.rooms.size(); ++i) {
        const Rect r = level.rooms[i].bounds;
        if (level.rooms[i].shape != QLatin1String("rectangle"))
            return QStringLiteral("room %1 shape %2").arg(i).arg(level.rooms[i].shape);
        // Interior and wall ring inside the map.
        if (r.width < 1 || r.height < 1 || r.x < 1 || r.y < 1 || r.right() > map.width() - 2 ||
            r.bottom() > map.height() - 2)
            return QStringLiteral("room %1 out of the map").arg(i);
        for (int y = r.y; y <= r.bottom(); ++y)
            for (int x = r.x; x <= r.right(); ++x)
                if (map.at(x, y) != Tile::Floor)
                    return QStringLiteral("room %1 cell %2 not floor")
                        .arg(i)
                        .arg(pointText({x, y}));
        for (int j = 0; j < i; ++j) {
            // The wall rings (interior grown by one) do not overlap.
            const Rect o = level.rooms[j].bounds;
            const bool apart = r.right() + 1 < o.x - 1 || o.right() + 1 < r.x - 1 ||
                               r.bottom() + 1 < o.y - 1 || o.bottom() + 1 < r.y - 1;
            if (!apart)
                return QStringLiteral("rooms %1 and %2 share walls or overlap").arg(j).arg(i);
        }
    }
    return {};
}

// Where a door should be: on the non-corner part of side `side` of room r's wall ring.
bool onWall(const Rect &r, Side side, Point p) {
    switch (side) {
    case Side::North:
        return p.y == r.y - 1 && p.x >= r.x && p.x <= r.right();
    case Side::South:
        return p.y == r.bottom() + 1 && p.x >= r.x && p.x <= r.right();
    case Side::West:
        return p.x == r.x - 1 && p.y >= r.y && p.y <= r.bottom();
    case Side::East:
        return p.x == r.right() + 1 && p.y >= r.y && p.y <= r.bottom();
    }
    return false;
}

QString doorProblem(const Level &level, bool doorsWanted) {
    const TileMap &map = level.map;
    if (!doorsWanted)
        return level.doors.isEmpty() && map.count(Tile::Door) == 0
                   ? QString()
                   : QStringLiteral("doors without settings.doors");
    if (map.count(Tile::Door) != level.doors.size())
        return QStringLiteral("%1 door tiles, %2 recorded")
            .arg(map.count(Tile::Door))
            .arg(level.doors.size());
    QSet<Point> seen;
    for (const DoorInfo &d : level.doors) {
        const QString where = pointText(d.at);
        if (seen.contains(d.at))
            return QStringLiteral("door %1 recorded twice").arg(where);
        seen.insert(d.at);
        if (map.at(d.at) != Tile::Door)
            return QStringLiteral("door %1 is not a door tile").arg(where);
        if (d.room < 0 || d.room >= level.rooms.size())
            return QStringLiteral("door %1 names room %2").arg(where).arg(d.room);
        const Rect r = level.rooms[d.room].bounds;
        if (!onWall(r, d.side, d.at))
            return QStringLiteral("door %1 not on side %2 of room %3 (or in a corner)")
                .arg(where, sideName(d.side))
                .arg(d.room);
        const Point out = step(d.side);
        const Point along = {out.y, out.x};
        if (map.at(d.at + along) != Tile::Wall || map.at(d.at - along) != Tile::Wall)
            return QStringLiteral("door %1 lacks wall on both sides").arg(where);
        if (!r.contains(d.at - out) || map.at(d.at - out) != Tile::Floor)
            return QStringLiteral("door %1 does not open into its room").arg(where);
        if (r.contains(d.at + out) || !map.passable(d.at + out))
            return QStringLiteral("door %1 does not open to the outside").arg(where);
        for (const Point s : kSteps8)
            if (map.at(d.at + s) == Tile::Door)
                return QStringLiteral("doors next to each other at %1").arg(where);
    }
    return {};
}

// The settings' own promises: sizes, count.
QString settingsProblem(const Level &level, const RoomsSettings &s) {
    if (level.map.width() != s.width || level.map.height() != s.height)
        return QStringLiteral("map %1x%2").arg(level.map.width()).arg(level.map.height());
    if (level.rooms.size() > s.maxRooms)
        return QStringLiteral("%1 rooms, max %2").arg(level.rooms.size()).arg(s.maxRooms);
    for (const RoomInfo &room : level.rooms) {
        const Rect r = room.bounds;
        if (r.width < s.roomMin || r.width > s.roomMax || r.height < s.roomMin ||
            r.height > s.roomMax)
            return QStringLiteral("room %1x%2 outside %3..%4")
                .arg(r.width)
                .arg(r.height)
                .arg(s.roomMin)
                .arg(s.roomMax);
    }
    return {};
}

bool sameLevel(const Level &a, const Level &b) {
    if (!(a.map == b.map) || a.rooms.size() != b.rooms.size() || a.doors.size() != b.doors.size() ||
        a.arrival != b.arrival || a.deadEnds != b.deadEnds || a.hash() != b.hash())
        return false;
    for (int i = 0; i < a.rooms.size(); ++i)
        if (!(a.rooms[i].bounds == b.rooms[i].bounds) || a.rooms[i].shape != b.rooms[i].shape)
            return false;
    for (int i = 0; i < a.doors.size(); ++i)
        if (a.doors[i].at != b.doors[i].at || a.doors[i].side != b.doors[i].side ||
            a.doors[i].room != b.doors[i].room)
            return false;
    return true;
}

QString goldenPath(int seed) {
    return QStringLiteral(PD_TEST_DATA_DIR "/gen/rooms/seed-%1.txt").arg(seed);
}

// The golden text: a header, the hash and the map (no entities: the generator places none).
QStringList goldenText(const Level &level, int seed) {
    QStringList lines;
    lines << QStringLiteral("# rooms, 80x50 default settings, Rng::forStream(%1, u\"test-rooms\")")
                 .arg(seed)
          << QStringLiteral("# rewrite: PD_UPDATE_GOLDEN=1 ./build/tests/tst_gen_rooms golden")
          << QStringLiteral("hash %1").arg(level.hash())
          << QStringLiteral("rooms %1, doors %2, arrival %3")
                 .arg(level.rooms.size())
                 .arg(level.doors.size())
                 .arg(pointText(level.arrival));
    lines << level.toAscii(false);
    return lines;
}

} // namespace

class TestGenRooms : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void invariants_data();
    void invariants();
    void deterministic();
    void seedsDiffer();
    void sizesIncludeBothBounds();
    void loopsOnlyAddTunnels();
    void doorsAppear();
    void badSettings_data();
    void badSettings();
    void golden_data();
    void golden();
};

void TestGenRooms::invariants_data() {
    QTest::addColumn<RoomsSettings>("settings");
    QTest::addColumn<int>("seeds");
    const int n = seedCount();
    QTest::newRow("default 80x50") << RoomsSettings() << n;
    QTest::newRow("loops 50") << roomsSettings(80, 50, 15, 6, 10, 50, true) << n;
    QTest::newRow("loops 100, no doors") << roomsSettings(80, 50, 15, 6, 10, 100, false) << n;
    QTest::newRow("no doors") << roomsSettings(80, 50, 15, 6, 10, 0, false) << n;
    QTest::newRow("small 20x20") << roomsSettings(20, 20, 15, 6, 10, 0, true) << n;
    QTest::newRow("small 20x20, tiny rooms, loops")
        << roomsSettings(20, 20, 40, 1, 3, 30, true) << n;
    QTest::newRow("one room fills the map") << roomsSettings(20, 20, 5, 18, 18, 50, true) << n;
    QTest::newRow("crowded 80x50") << roomsSettings(80, 50, 500, 2, 5, 25, true) << n / 4 + 1;
    QTest::newRow("wide 256x20") << roomsSettings(256, 20, 40, 3, 12, 10, true) << n / 4 + 1;
    QTest::newRow("large 256x256") << roomsSettings(256, 256, 300, 4, 20, 20, true) << n / 20 + 1;
}

void TestGenRooms::invariants() {
    QFETCH(RoomsSettings, settings);
    QFETCH(int, seeds);
    for (int seed = 0; seed < seeds; ++seed) {
        const Level level = generate(settings, quint64(seed));
        QString problem = basicProblem(level);
        if (problem.isEmpty())
            problem = settingsProblem(level, settings);
        if (problem.isEmpty())
            problem = doorProblem(level, settings.doors);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2\n%3")
                                                   .arg(seed)
                                                   .arg(problem, level.toAscii().join(u'\n'))));
    }
}

void TestGenRooms::deterministic() {
    const RoomsSettings settings = roomsSettings(80, 50, 30, 3, 10, 40, true);
    for (int seed = 0; seed < seedCount() / 4 + 1; ++seed) {
        Rng first = Rng::forStream(quint64(seed), u"test-rooms");
        Rng second = first;
        const Level a = generateRooms(settings, first);
        const Level b = generateRooms(settings, second);
        QVERIFY2(sameLevel(a, b), qPrintable(QStringLiteral("seed %1").arg(seed)));
        QVERIFY(first == second);
    }
}

void TestGenRooms::seedsDiffer() {
    const int seeds = seedCount();
    QSet<QString> hashes;
    for (int seed = 0; seed < seeds; ++seed)
        hashes.insert(generate(RoomsSettings(), quint64(seed)).hash());
    QVERIFY2(hashes.size() >= seeds * 99 / 100,
             qPrintable(QStringLiteral("%1 distinct of %2").arg(hashes.size()).arg(seeds)));
}

// The rooms-and-tunnels tutorial never drew roomMax; here both ends of [roomMin, roomMax] occur.
void TestGenRooms::sizesIncludeBothBounds() {
    QSet<int> widths, heights;
    for (int seed = 0; seed < 50; ++seed)
        for (const RoomInfo &room : generate(RoomsSettings(), quint64(seed)).rooms) {
            widths.insert(room.bounds.width);
            heights.insert(room.bounds.height);
        }
    QCOMPARE(widths, (QSet<int>{6, 7, 8, 9, 10}));
    QCOMPARE(heights, (QSet<int>{6, 7, 8, 9, 10}));
}

// Loops are drawn after the rooms and the chain of tunnels, so (without doors) a level with
// loops is the level without them plus tunnels.
void TestGenRooms::loopsOnlyAddTunnels() {
    int moreFloor = 0;
    const int seeds = seedCount() / 4 + 1;
    for (int seed = 0; seed < seeds; ++seed) {
        const Level plain = generate(roomsSettings(80, 50, 15, 6, 10, 0, false), quint64(seed));
        const Level loops = generate(roomsSettings(80, 50, 15, 6, 10, 100, false), quint64(seed));
        QCOMPARE(loops.rooms.size(), plain.rooms.size());
        for (int i = 0; i < plain.map.size(); ++i)
            if (plain.map.passable(plain.map.point(i)))
                QVERIFY(loops.map.passable(plain.map.point(i)));
        if (loops.map.count(Tile::Floor) > plain.map.count(Tile::Floor))
            ++moreFloor;
    }
    QVERIFY2(moreFloor * 10 >= seeds * 9, qPrintable(QString::number(moreFloor)));
}

void TestGenRooms::doorsAppear() {
    int doors = 0, levels = 0;
    for (int seed = 0; seed < 100; ++seed) {
        const Level level = generate(RoomsSettings(), quint64(seed));
        doors += int(level.doors.size());
        levels += level.doors.isEmpty() ? 0 : 1;
    }
    // Most rooms are entered through a door; a handful of levels may have none.
    QVERIFY2(levels >= 95, qPrintable(QString::number(levels)));
    QVERIFY2(doors >= 100 * 8, qPrintable(QString::number(doors)));
}

void TestGenRooms::badSettings_data() {
    QTest::addColumn<RoomsSettings>("settings");
    QTest::newRow("zero size") << roomsSettings(0, 0, 15, 6, 10, 0, true);
    QTest::newRow("negative size") << roomsSettings(-5, -80, 15, 6, 10, 0, true);
    QTest::newRow("1x1") << roomsSettings(1, 1, 15, 1, 1, 0, true);
    QTest::newRow("3x3") << roomsSettings(3, 3, 15, 1, 1, 100, true);
    QTest::newRow("huge size") << roomsSettings(INT_MAX, INT_MAX, 15, 6, 10, 0, true);
    QTest::newRow("min > max") << roomsSettings(80, 50, 15, 10, 6, 0, true);
    QTest::newRow("zero rooms sizes") << roomsSettings(80, 50, 15, 0, 0, 0, true);
    QTest::newRow("negative rooms sizes") << roomsSettings(80, 50, 15, -4, -2, 0, true);
    QTest::newRow("room larger than map") << roomsSettings(20, 20, 15, 30, 300, 0, true);
    QTest::newRow("no attempts") << roomsSettings(80, 50, 0, 6, 10, 0, true);
    QTest::newRow("negative attempts") << roomsSettings(80, 50, -7, 6, 10, 0, true);
    QTest::newRow("endless attempts") << roomsSettings(80, 50, INT_MAX, 1, 2, 0, true);
    QTest::newRow("negative loops") << roomsSettings(80, 50, 15, 6, 10, -50, true);
    QTest::newRow("loops 1000") << roomsSettings(80, 50, 15, 6, 10, 1000, true);
    QTest::newRow("extremes") << roomsSettings(INT_MIN, INT_MAX, INT_MAX, INT_MIN, INT_MAX, INT_MAX,
                                               true);
}

void TestGenRooms::badSettings() {
    QFETCH(RoomsSettings, settings);
    for (int seed = 0; seed < 5; ++seed) {
        const Level level = generate(settings, quint64(seed));
        const QString problem = basicProblem(level);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(doorProblem(level, settings.doors).isEmpty());
    }
}

void TestGenRooms::golden_data() {
    QTest::addColumn<int>("seed");
    for (int seed : {1, 2, 3})
        QTest::addRow("seed %d", seed) << seed;
}

// PD_UPDATE_GOLDEN=1 writes the files instead of comparing (after an intended change of the
// generator, which also bumps kRoomsVersion); review them with git diff.
void TestGenRooms::golden() {
    QFETCH(int, seed);
    const QStringList actual = goldenText(generate(RoomsSettings(), quint64(seed)), seed);
    const QString problem = test::checkGolden(goldenPath(seed), actual.join(u'\n') + u'\n');
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestGenRooms)
#include "tst_gen_rooms.moc"
