// The room-by-room chambers (core/gen/ChambersGenerator.h), with the bundled
// permadungeon pack's tables and with small fixture packs for exact cases and bad input.
//
// Environment:
//   PD_SEEDS=N          seeds per entry wall in the invariant tests (default 400; the slow
//                       label runs 10000)
//   PD_UPDATE_GOLDEN=1  rewrite tests/data/gen/chambers/*.txt from the current generator instead
//                       of comparing with them; review the diff, and bump kChambersVersion if the
//                       change is intended (a change to the bundled pack's tables changes them too)
#include "GoldenFile.h"
#include "PackFixture.h"

#include "dice/DiceExpression.h"
#include "gen/ChambersGenerator.h"
#include "gen/MapAnalysis.h"
#include "random/Rng.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QtTest>

#include <cmath>
#include <map>
#include <tuple>

using namespace pd;
using namespace pd::test;

namespace {

int seedCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("PD_SEEDS", &ok);
    return ok && n > 0 ? n : 400;
}

Rng rngFor(quint64 seed) {
    return Rng::forStream(seed, u"level", 1);
}

Point inside(const DoorInfo &d) {
    return d.at - step(d.side);
}

// A small room of the listing: a side under 7 tiles counting one wall, under 6 floor cells.
bool isSmallRoom(const Rect &interior) {
    return interior.width < 6 || interior.height < 6;
}

// What a size table row can roll.
struct SizeRow {
    qint64 minW = 0, maxW = 0, minH = 0, maxH = 0;
};

QList<SizeRow> sizeRows(const Pack &pack, const QString &tableId) {
    QList<SizeRow> out;
    const RandomTable *t = pack.table(tableId);
    if (!t)
        return out;
    for (const TableRow &row : t->rows) {
        const QJsonObject o = row.result.value.toObject();
        const DiceExpression w = DiceExpression::parse(o.value(QLatin1String("width")).toString());
        const DiceExpression h = DiceExpression::parse(o.value(QLatin1String("height")).toString());
        if (w.isValid() && h.isValid())
            out << SizeRow{w.minimum(), w.maximum(), h.minimum(), h.maximum()};
    }
    return out;
}

// Interior wall cells (interior coordinates), row-major.
QSet<Point> interiorWalls(const Level &level) {
    QSet<Point> out;
    const Rect r = level.rooms.first().bounds;
    for (int y = 0; y < r.height; ++y)
        for (int x = 0; x < r.width; ++x)
            if (level.map.at(r.x + x, r.y + y) == Tile::Wall)
                out.insert({x, y});
    return out;
}

QSet<Point> block(int x0, int y0, int w, int h) {
    QSet<Point> out;
    for (int y = y0; y < y0 + h; ++y)
        for (int x = x0; x < x0 + w; ++x)
            out.insert({x, y});
    return out;
}

// The shape's own promises; empty when kept.
QString checkShape(const Level &level) {
    const Rect r = level.rooms.first().bounds;
    const int w = r.width, h = r.height;
    const QString shape = level.rooms.first().shape;
    const QSet<Point> walls = interiorWalls(level);
    const auto floorAt = [&](int x, int y) {
        return level.map.at(r.x + x, r.y + y) == Tile::Floor;
    };
    if (shape == QLatin1String("rectangle"))
        return walls.isEmpty() ? QString() : QStringLiteral("walls inside a rectangle");
    if (w < 5 || h < 5)
        return QStringLiteral("%1 room of %2×%3 (tiny rooms are rectangles)")
            .arg(shape)
            .arg(w)
            .arg(h);
    if (shape == QLatin1String("L")) {
        const int cw = w / 2, ch = h / 2;
        for (const QSet<Point> &b : {block(0, 0, cw, ch), block(w - cw, 0, cw, ch),
                                     block(w - cw, h - ch, cw, ch), block(0, h - ch, cw, ch)})
            if (walls == b)
                return {};
        return QStringLiteral("L without exactly one %1×%2 corner cut").arg(cw).arg(ch);
    }
    if (shape == QLatin1String("cross")) {
        const int cw = w / 3, ch = h / 3;
        const QSet<Point> expected = block(0, 0, cw, ch) + block(w - cw, 0, cw, ch) +
                                     block(w - cw, h - ch, cw, ch) + block(0, h - ch, cw, ch);
        return walls == expected ? QString() : QStringLiteral("cross without its four corners cut");
    }
    if (shape == QLatin1String("round")) {
        if (!walls.contains({0, 0}) || !walls.contains({w - 1, h - 1}))
            return QStringLiteral("round room with square corners");
        for (const Point &p : walls)
            if (!walls.contains({w - 1 - p.x, p.y}) || !walls.contains({p.x, h - 1 - p.y}))
                return QStringLiteral("round room not symmetric");
        for (int y = 0; y < h; ++y) { // each row one run of floor (convex), none empty
            int runs = 0;
            for (int x = 0; x < w; ++x)
                runs += floorAt(x, y) && (x == 0 || !floorAt(x - 1, y)) ? 1 : 0;
            if (runs != 1)
                return QStringLiteral("round room row %1 has %2 runs of floor").arg(y).arg(runs);
        }
        for (int x = 0; x < w; ++x) {
            int runs = 0;
            for (int y = 0; y < h; ++y)
                runs += floorAt(x, y) && (y == 0 || !floorAt(x, y - 1)) ? 1 : 0;
            if (runs != 1)
                return QStringLiteral("round room column %1 has %2 runs of floor").arg(x).arg(runs);
        }
        // An inscribed ellipse covers about π/4 of its box.
        const int floor = w * h - int(walls.size());
        if (floor * 100 < w * h * 65 || floor * 100 > w * h * 90)
            return QStringLiteral("round room %1×%2 with %3 floor cells").arg(w).arg(h).arg(floor);
        return {};
    }
    if (shape == QLatin1String("pillared")) {
        if (walls.isEmpty())
            return QStringLiteral("pillared room without pillars");
        QSet<int> xs, ys;
        for (const Point &p : walls) {
            if (p.x < 2 || p.y < 2 || p.x > w - 3 || p.y > h - 3)
                return QStringLiteral("pillar %1,%2 touches a wall").arg(p.x).arg(p.y);
            for (const Point &d : kSteps8)
                if (walls.contains(p + d))
                    return QStringLiteral("pillars touching at %1,%2").arg(p.x).arg(p.y);
            xs.insert(p.x);
            ys.insert(p.y);
        }
        if (walls.size() != xs.size() * ys.size())
            return QStringLiteral("pillars not on a grid");
        for (const QSet<int> &axis : {xs, ys}) {
            QList<int> v = axis.values();
            std::sort(v.begin(), v.end());
            for (int i = 2; i < v.size(); ++i)
                if (v[i] - v[i - 1] != v[1] - v[0])
                    return QStringLiteral("pillars not evenly spaced");
        }
        return {};
    }
    return QStringLiteral("unknown shape %1").arg(shape);
}

// Everything a room promises whatever its tables; empty when kept. `exits` < 0: any count.
QString checkRoom(const Level &level, std::optional<Side> entry, int exits = -1) {
    const TileMap &map = level.map;
    if (level.generator != QLatin1String("chambers") || level.generatorVersion != kChambersVersion)
        return QStringLiteral("generator %1 v%2").arg(level.generator).arg(level.generatorVersion);
    if (level.rooms.size() != 1)
        return QStringLiteral("%1 rooms").arg(level.rooms.size());
    const Rect r = level.rooms.first().bounds;
    if (!(r == Rect{1, 1, map.width() - 2, map.height() - 2}))
        return QStringLiteral("room bounds do not fill the map");
    if (r.width < 2 || r.height < 2 || r.width > 60 || r.height > 60)
        return QStringLiteral("interior %1×%2 outside 2..60").arg(r.width).arg(r.height);
    if (!GeneratorSettings::shapeNames().contains(level.rooms.first().shape))
        return QStringLiteral("shape %1").arg(level.rooms.first().shape);
    if (!level.deadEnds.isEmpty() || level.stairsUp || level.stairsDown)
        return QStringLiteral("dead ends or stairs in a room");
    if (const QString s = checkShape(level); !s.isEmpty())
        return s;

    // Walls and doors only on the border; corners always wall.
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Tile t = map.at(x, y);
            const bool border = !r.contains({x, y});
            if (border && t != Tile::Wall && t != Tile::Door)
                return QStringLiteral("open border at %1,%2").arg(x).arg(y);
            if (!border && t != Tile::Wall && t != Tile::Floor)
                return QStringLiteral("tile %1 inside at %2,%3").arg(int(t)).arg(x).arg(y);
        }
    }
    if (level.doors.size() < 1 || level.doors.size() > 4)
        return QStringLiteral("%1 doors").arg(level.doors.size());
    if (exits >= 0 && level.doors.size() != exits)
        return QStringLiteral("%1 doors, rolled %2").arg(level.doors.size()).arg(exits);
    if (map.count(Tile::Door) != level.doors.size())
        return QStringLiteral("door tiles and door records disagree");
    QSet<int> sides;
    for (const DoorInfo &d : level.doors) {
        const bool onWall = (d.side == Side::North && d.at.y == 0) ||
                            (d.side == Side::South && d.at.y == map.height() - 1) ||
                            (d.side == Side::West && d.at.x == 0) ||
                            (d.side == Side::East && d.at.x == map.width() - 1);
        const bool corner = (d.at.x == 0 || d.at.x == map.width() - 1) &&
                            (d.at.y == 0 || d.at.y == map.height() - 1);
        if (!onWall || corner || map.at(d.at) != Tile::Door || d.room != 0)
            return QStringLiteral("door %1,%2 (%3) misplaced")
                .arg(d.at.x)
                .arg(d.at.y)
                .arg(sideName(d.side));
        if (map.at(inside(d)) != Tile::Floor)
            return QStringLiteral("door %1,%2 opens onto a wall").arg(d.at.x).arg(d.at.y);
        sides.insert(int(d.side));
    }
    if (sides.size() != level.doors.size())
        return QStringLiteral("two doors on one wall");

    // The hero comes in just inside the entry door.
    bool arrivesAtDoor = false;
    for (const DoorInfo &d : level.doors)
        if ((!entry || d.side == *entry) && inside(d) == level.arrival)
            arrivesAtDoor = true;
    if (!arrivesAtDoor || map.at(level.arrival) != Tile::Floor)
        return QStringLiteral("arrival %1,%2 is not inside the entry door")
            .arg(level.arrival.x)
            .arg(level.arrival.y);
    if (!analysis::allReachable(map, level.arrival))
        return QStringLiteral("floor cut off from the arrival");

    QSet<Point> taken;
    for (const LevelEntity &e : level.entities) {
        if (map.at(e.at) != Tile::Floor || e.at == level.arrival || taken.contains(e.at))
            return QStringLiteral("%1 on a bad cell %2,%3")
                .arg(LevelEntity::kindName(e.kind))
                .arg(e.at.x)
                .arg(e.at.y);
        for (const DoorInfo &d : level.doors)
            if (e.at == inside(d))
                return QStringLiteral("%1 in front of a door").arg(LevelEntity::kindName(e.kind));
        if (e.quantity != 1 || e.guards != -1)
            return QStringLiteral("entity quantity/guards");
        taken.insert(e.at);
    }
    return {};
}

// What the bundled tables add: size within a size row, valid ids, small rooms hold less.
QString checkBundled(const Level &level, const Pack &pack, const QList<SizeRow> &rows) {
    const Rect r = level.rooms.first().bounds;
    bool sizeOk = false;
    for (const SizeRow &row : rows)
        sizeOk = sizeOk || (r.width >= row.minW && r.width <= row.maxW && r.height >= row.minH &&
                            r.height <= row.maxH);
    if (!sizeOk)
        return QStringLiteral("interior %1×%2 is no size row's").arg(r.width).arg(r.height);
    std::map<int, int> perKind;
    for (const LevelEntity &e : level.entities) {
        const bool known = (e.kind == LevelEntity::Kind::Monster && pack.monster(e.id)) ||
                           (e.kind == LevelEntity::Kind::Trap && pack.trap(e.id)) ||
                           (e.kind == LevelEntity::Kind::Chest && pack.table(e.id));
        if (!known)
            return QStringLiteral("unknown %1 %2").arg(LevelEntity::kindName(e.kind), e.id);
        ++perKind[int(e.kind)];
    }
    // The listing's loops place one more than the roll: 1-2 of each in a small room, 1-3 in
    // any other (a room too crowded keeps what fits: the last kind may lose one in a 3×3 room
    // with four doors, never its last).
    const int most = isSmallRoom(r) ? 2 : 3;
    for (const LevelEntity::Kind kind :
         {LevelEntity::Kind::Monster, LevelEntity::Kind::Chest, LevelEntity::Kind::Trap}) {
        const int count = perKind[int(kind)];
        if (count < 1 || count > most)
            return QStringLiteral("%1 %2s in a %3×%4 room")
                .arg(count)
                .arg(LevelEntity::kindName(kind))
                .arg(r.width)
                .arg(r.height);
    }
    return {};
}

// A door the hero came in by (the entry wall's, or for a first room any door he stands inside;
// a corner cell is inside two) with a door on the wall opposite it.
bool hasAxisDoors(const Level &level, std::optional<Side> entry) {
    const auto hasDoorOn = [&](Side side) {
        for (const DoorInfo &d : level.doors)
            if (d.side == side)
                return true;
        return false;
    };
    for (const DoorInfo &d : level.doors)
        if (inside(d) == level.arrival && (!entry || d.side == *entry) &&
            hasDoorOn(opposite(d.side)))
            return true;
    return false;
}

QString describe(const Level &level) {
    QStringList lines;
    lines << QStringLiteral("hash ") + level.hash();
    lines << QStringLiteral("room %1×%2 %3")
                 .arg(level.rooms.value(0).bounds.width)
                 .arg(level.rooms.value(0).bounds.height)
                 .arg(level.rooms.value(0).shape);
    QStringList doors;
    for (const DoorInfo &d : level.doors)
        doors << QStringLiteral("%1 %2,%3").arg(sideName(d.side)).arg(d.at.x).arg(d.at.y);
    lines << QStringLiteral("doors ") + doors.join(QStringLiteral("; "));
    lines << QStringLiteral("arrival %1,%2").arg(level.arrival.x).arg(level.arrival.y);
    for (const LevelEntity &e : level.entities)
        lines << QStringLiteral("%1 %2 %3,%4")
                     .arg(LevelEntity::kindName(e.kind), e.id)
                     .arg(e.at.x)
                     .arg(e.at.y);
    lines << level.toAscii();
    return lines.join(u'\n') + u'\n';
}

const QByteArray kItems = R"({"format": 1, "items": [
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}}]})";
const QByteArray kMonsters = R"({"format": 1, "monsters": [
  {"id": "goblin", "name": "Goblin", "race": "goblin", "tier": "normal", "level": 1, "stats": {"hp": 10}},
  {"id": "zombie", "name": "Zombie", "race": "zombie", "tier": "normal", "level": 1, "stats": {"hp": 12}}]})";
const QByteArray kTraps =
    R"({"format": 1, "traps": [{"id": "spikes", "name": "Spikes", "damage": "1d4+2"}]})";

PackFixture makePack(const QByteArrayList &tables) {
    return PackFixture({{QStringLiteral("tables.json"), tablesFile(tables)},
                        {QStringLiteral("items.json"), kItems},
                        {QStringLiteral("monsters.json"), kMonsters},
                        {QStringLiteral("traps.json"), kTraps}});
}

// A pack with one-row size/shape/exits tables and the contents tables given.
PackFixture roomPack(const QByteArray &size, const QByteArray &shape, const QByteArray &exits,
                     const QByteArrayList &more = {}) {
    QByteArrayList tables = {R"({"id": "size", "rows": [{"weight": 1, "value": )" + size + "}]}",
                             R"({"id": "shape", "rows": [{"weight": 1, "value": )" + shape + "}]}",
                             R"({"id": "exits", "rows": [{"weight": 1, "value": )" + exits + "}]}",
                             R"({"id": "loot", "rows": [{"weight": 1, "item": "potion"}]})"};
    return makePack(tables + more);
}

ChambersSettings settingsOf(const QString &size, const QString &shape, const QString &exits,
                            const QString &contents) {
    ChambersSettings s;
    s.sizeTable = size;
    s.shapeTable = shape;
    s.exitsTable = exits;
    s.contentsTable = contents;
    return s;
}

const ChambersSettings kFixtureSettings =
    settingsOf(QStringLiteral("size"), QStringLiteral("shape"), QStringLiteral("exits"),
               QStringLiteral("contents"));

} // namespace

class TestGenChambers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void invariants_data();
    void invariants();
    void everythingTurnsUp();
    void deterministic();
    void hotDoorWalk();
    void axisDoors_data();
    void axisDoors();
    void axisDoorsOfTheBundledPack();
    void doorCountsAreTheListingsCoinFlips();
    void roomSizesAreTheListingsDraw();
    void contentCountsFollowTheLoops();
    void exits_data();
    void exits();
    void sizes_data();
    void sizes();
    void shapes_data();
    void shapes();
    void contentsKinds();
    void contentsTableChoice();
    void crowdedRoomDropsTheRest();
    void badTables_data();
    void badTables();
    void golden_data();
    void golden();

private:
    Pack m_pack;
    ChambersSettings m_settings;
    QList<SizeRow> m_sizeRows;
};

void TestGenChambers::initTestCase() {
    Diagnostics diagnostics;
    m_pack =
        PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/../../data/permadungeon"), diagnostics);
    QVERIFY2(!diagnostics.hasErrors(), qPrintable(diagnostics.toStringList().join(u'\n')));
    // The settings the pack's own generator table gives.
    const RandomTable *gen = m_pack.table(QStringLiteral("gen-chambers"));
    QVERIFY(gen && !gen->rows.isEmpty());
    const QJsonObject o = gen->rows.first().result.value.toObject();
    m_settings = settingsOf(
        o.value(QLatin1String("size")).toString(), o.value(QLatin1String("shape")).toString(),
        o.value(QLatin1String("exits")).toString(), o.value(QLatin1String("contents")).toString());
    m_settings.axisDoors = o.value(QLatin1String("axisDoors")).toBool();
    QVERIFY(m_settings.axisDoors); // the chapter's rule is the pack's
    QVERIFY(m_pack.table(m_settings.sizeTable) && m_pack.table(m_settings.shapeTable) &&
            m_pack.table(m_settings.exitsTable) && m_pack.table(m_settings.contentsTable));
    m_sizeRows = sizeRows(m_pack, m_settings.sizeTable);
    QCOMPARE(m_sizeRows.size(), m_pack.table(m_settings.sizeTable)->rows.size());
}

void TestGenChambers::invariants_data() {
    QTest::addColumn<int>("entry"); // -1: the first room
    QTest::newRow("first room") << -1;
    for (Side s : kSides)
        QTest::newRow(qPrintable(QStringLiteral("entry ") + sideName(s))) << int(s);
}

void TestGenChambers::invariants() {
    QFETCH(int, entry);
    const std::optional<Side> entrySide = entry < 0 ? std::nullopt : std::optional(Side(entry));
    const int seeds = seedCount();
    for (int s = 0; s < seeds; ++s) {
        Rng rng = rngFor(quint64(s));
        const Level level = generateChamber(m_settings, m_pack, rng, entrySide);
        QString problem = checkRoom(level, entrySide);
        if (problem.isEmpty())
            problem = checkBundled(level, m_pack, m_sizeRows);
        // Doors on the axis: the wall opposite the entry has one too.
        if (problem.isEmpty() && !hasAxisDoors(level, entrySide))
            problem = QStringLiteral("no door on the wall opposite the entry");
        if (!problem.isEmpty())
            QFAIL(
                qPrintable(QStringLiteral("seed %1: %2\n%3").arg(s).arg(problem, describe(level))));
    }
}

void TestGenChambers::everythingTurnsUp() {
    // Over a few hundred rooms every door count, first-room entry wall and content kind comes
    // up, and never an empty room: nothing is stuck on one outcome. The listing's rooms are all
    // rectangles, and so are the pack's (the shapes of other packs are checked below).
    QSet<QString> shapes;
    QSet<int> doorCounts, entries, kinds;
    bool emptyRoom = false; // never: every room holds one of each at least
    for (int s = 0; s < 600; ++s) {
        Rng rng = rngFor(quint64(s));
        const Level level = generateChamber(m_settings, m_pack, rng, std::nullopt);
        shapes.insert(level.rooms.first().shape);
        doorCounts.insert(int(level.doors.size()));
        for (const DoorInfo &d : level.doors)
            if (inside(d) == level.arrival)
                entries.insert(int(d.side));
        for (const LevelEntity &e : level.entities)
            kinds.insert(int(e.kind));
        emptyRoom = emptyRoom || level.entities.isEmpty();
    }
    QCOMPARE(shapes, (QSet<QString>{QStringLiteral("rectangle")}));
    QCOMPARE(doorCounts, (QSet<int>{2, 3, 4})); // the entry's axis always has two
    QCOMPARE(entries.size(), 4);
    QCOMPARE(kinds, (QSet<int>{int(LevelEntity::Kind::Monster), int(LevelEntity::Kind::Chest),
                               int(LevelEntity::Kind::Trap)}));
    QVERIFY(!emptyRoom);

    // An L-shaped room takes out each of the four corners in turn.
    const PackFixture fixture = roomPack(R"({"width": 12, "height": 9})", R"({"shape": "L"})", "4");
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QSet<int> lCorners;
    for (int s = 0; s < 200; ++s) {
        Rng rng = rngFor(quint64(s));
        const Level level = generateChamber(kFixtureSettings, pack, rng, std::nullopt);
        QCOMPARE(level.rooms.first().shape, QStringLiteral("L"));
        const Rect r = level.rooms.first().bounds;
        const int corner = (level.map.at(r.x, r.y) == Tile::Wall ? 1 : 0) +
                           (level.map.at(r.right(), r.y) == Tile::Wall ? 2 : 0) +
                           (level.map.at(r.right(), r.bottom()) == Tile::Wall ? 4 : 0) +
                           (level.map.at(r.x, r.bottom()) == Tile::Wall ? 8 : 0);
        lCorners.insert(corner);
    }
    QCOMPARE(lCorners, (QSet<int>{1, 2, 4, 8}));
}

void TestGenChambers::deterministic() {
    for (int s = 0; s < 100; ++s) {
        Rng a = rngFor(quint64(s));
        a.next32();
        Rng b = a;
        const std::optional<Side> entry =
            s % 5 == 4 ? std::nullopt : std::optional(kSides[std::size_t(s % 5)]);
        const Level x = generateChamber(m_settings, m_pack, a, entry);
        const Level y = generateChamber(m_settings, m_pack, b, entry);
        QCOMPARE(x.hash(), y.hash());
        QCOMPARE(describe(x), describe(y));
        QVERIFY(a == b);
    }
    // The entry wall changes the room, and so does the seed.
    QSet<QString> hashes;
    for (int s = 0; s < 50; ++s) {
        Rng rng = rngFor(quint64(s));
        hashes.insert(generateChamber(m_settings, m_pack, rng, Side::North).hash());
    }
    QVERIFY(hashes.size() >= 48);
}

void TestGenChambers::hotDoorWalk() {
    // Room-by-room play: leave by any door, arrive in the next room at the door on the opposite
    // wall.
    Rng rng = rngFor(7);
    Rng walker = Rng::forStream(7, u"walker");
    Level room = generateChamber(m_settings, m_pack, rng, std::nullopt);
    for (int step = 0; step < 500; ++step) {
        const DoorInfo &leave = room.doors.at(int(walker.below(std::uint32_t(room.doors.size()))));
        const Side entry = opposite(leave.side);
        room = generateChamber(m_settings, m_pack, rng, entry);
        const QString problem = checkRoom(room, entry);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QStringLiteral("step %1: %2").arg(step).arg(problem)));
        bool found = false;
        for (const DoorInfo &d : room.doors)
            found = found || (d.side == entry && inside(d) == room.arrival);
        QVERIFY(found);
    }
}

void TestGenChambers::axisDoors_data() {
    QTest::addColumn<QByteArray>("exits");
    QTest::addColumn<bool>("axis");
    QTest::addColumn<int>("doors");
    QTest::newRow("1, entry only") << QByteArray("1") << false << 1;
    QTest::newRow("1, axis") << QByteArray("1") << true << 2;
    QTest::newRow("2, axis") << QByteArray("2") << true << 2;
    QTest::newRow("3, axis") << QByteArray("3") << true << 3;
    QTest::newRow("4, axis") << QByteArray("4") << true << 4;
}

void TestGenChambers::axisDoors() {
    // With axis doors the entry wall and the wall opposite it both have a door, whatever the
    // exits roll; the roll counts them both. Without, only the entry wall is certain.
    QFETCH(QByteArray, exits);
    QFETCH(bool, axis);
    QFETCH(int, doors);
    const PackFixture fixture =
        roomPack(R"({"width": 9, "height": 7})", R"({"shape": "rectangle"})", exits);
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    ChambersSettings settings = kFixtureSettings;
    settings.axisDoors = axis;
    int withOpposite = 0, rooms = 0;
    for (int s = 0; s < 200; ++s) {
        for (const std::optional<Side> entry :
             {std::optional<Side>(), std::optional(Side::North), std::optional(Side::East),
              std::optional(Side::South), std::optional(Side::West)}) {
            Rng rng = rngFor(quint64(s));
            const Level level = generateChamber(settings, pack, rng, entry);
            const QString problem = checkRoom(level, entry, doors);
            QVERIFY2(problem.isEmpty(), qPrintable(problem + u'\n' + describe(level)));
            withOpposite += hasAxisDoors(level, entry) ? 1 : 0;
            ++rooms;
        }
    }
    if (axis)
        QCOMPARE(withOpposite, rooms);
    else
        QCOMPARE(withOpposite, 0); // one door: the entry's
}

void TestGenChambers::axisDoorsOfTheBundledPack() {
    // 1,000 rooms entered from each side: every one has a door in the entry wall and in the
    // wall opposite, so every room can be crossed (before axis doors, 53.5 % of 400 rooms
    // entered from the west had an east door).
    for (Side entry : kSides) {
        for (int s = 0; s < 1000; ++s) {
            Rng rng = rngFor(quint64(s) + 100000);
            const Level level = generateChamber(m_settings, m_pack, rng, entry);
            bool in = false, across = false;
            for (const DoorInfo &d : level.doors) {
                in = in || (d.side == entry && inside(d) == level.arrival);
                across = across || d.side == opposite(entry);
            }
            QVERIFY2(in && across, qPrintable(describe(level)));
        }
    }
}

void TestGenChambers::doorCountsAreTheListingsCoinFlips() {
    // The listing forces the entry's axis pair and flips a coin (an odd d20) for each other
    // wall: 2 doors 1/4, 3 doors 1/2, 4 doors 1/4, and each other wall has a door half the
    // time. Over 10,000 rooms each share lies within 3 standard errors (the pack's d4 table
    // used to give 2 doors 1/2 and 3 doors 1/4).
    const int rooms = 10000;
    std::map<int, int> byCount;
    int otherWallDoors = 0;
    for (int s = 0; s < rooms; ++s) {
        Rng rng = rngFor(quint64(s) + 300000);
        const Side entry = kSides[std::size_t(s % 4)];
        const Level level = generateChamber(m_settings, m_pack, rng, entry);
        ++byCount[int(level.doors.size())];
        for (const DoorInfo &d : level.doors)
            if (d.side != entry && d.side != opposite(entry))
                ++otherWallDoors;
    }
    QCOMPARE(byCount[0] + byCount[1], 0);
    for (const auto &[count, p] : {std::pair(2, 0.25), std::pair(3, 0.5), std::pair(4, 0.25)}) {
        const double sigma = std::sqrt(p * (1 - p) / rooms);
        const double share = double(byCount[count]) / rooms;
        QVERIFY2(std::abs(share - p) <= 3 * sigma,
                 qPrintable(QStringLiteral("%1 doors in %2 of %3 rooms (expected %4)")
                                .arg(count)
                                .arg(byCount[count])
                                .arg(rooms)
                                .arg(p)));
    }
    const double walls = 2.0 * rooms;
    QVERIFY2(
        std::abs(otherWallDoors / walls - 0.5) <= 3 * std::sqrt(0.25 / walls),
        qPrintable(QStringLiteral("%1 doors on %2 other walls").arg(otherWallDoors).arg(walls)));
}

void TestGenChambers::roomSizesAreTheListingsDraw() {
    // The listing draws a width of 4-24 and a height of 4-14 tiles, each uniformly, counting
    // one wall: 3-23 × 3-13 floor cells. A room is small when a side is under 7 tiles (under 6
    // cells), 29/77 of the time (the pack's d12 size table used to make it 5/12).
    const int rooms = 10000;
    std::map<int, int> widths, heights;
    int small = 0;
    for (int s = 0; s < rooms; ++s) {
        Rng rng = rngFor(quint64(s) + 400000);
        const Level level = generateChamber(m_settings, m_pack, rng, kSides[std::size_t(s % 4)]);
        const Rect r = level.rooms.first().bounds;
        QCOMPARE(level.width(), r.width + 2);
        ++widths[r.width];
        ++heights[r.height];
        small += isSmallRoom(r) ? 1 : 0;
    }
    QCOMPARE(widths.begin()->first, 3);
    QCOMPARE(widths.rbegin()->first, 23);
    QCOMPARE(heights.begin()->first, 3);
    QCOMPARE(heights.rbegin()->first, 13);
    const auto uniform = [&](const std::map<int, int> &counts, int values, const char *what) {
        const double p = 1.0 / values;
        const double sigma = std::sqrt(p * (1 - p) / rooms);
        for (const auto &[side, n] : counts)
            QVERIFY2(std::abs(double(n) / rooms - p) <= 3.5 * sigma,
                     qPrintable(QStringLiteral("%1 %2 in %3 of %4 rooms (expected %5)")
                                    .arg(QLatin1String(what))
                                    .arg(side)
                                    .arg(n)
                                    .arg(rooms)
                                    .arg(p)));
    };
    uniform(widths, 21, "width");
    uniform(heights, 11, "height");
    const double p = 29.0 / 77.0;
    QVERIFY2(
        std::abs(double(small) / rooms - p) <= 3 * std::sqrt(p * (1 - p) / rooms),
        qPrintable(QStringLiteral("%1 small rooms of %2 (expected 29/77)").arg(small).arg(rooms)));
}

void TestGenChambers::contentCountsFollowTheLoops() {
    // The listing rolls 0-1 (a room with a side under 7) or 0-2 of each kind and its loops place
    // one more than the roll: 1-2 or 1-3, each count equally likely. Over 10,000 rooms the
    // share of each count lies within 3 standard errors of 1/2 or 1/3.
    const int rooms = 10000;
    std::map<std::tuple<int, int, int>, int> byCount;
    int small = 0, large = 0;
    for (int s = 0; s < rooms; ++s) {
        Rng rng = rngFor(quint64(s) + 200000);
        const Level level = generateChamber(m_settings, m_pack, rng, kSides[std::size_t(s % 4)]);
        const Rect r = level.rooms.first().bounds;
        const int isSmall = isSmallRoom(r) ? 1 : 0;
        (isSmall ? small : large) += 1;
        std::map<int, int> perKind;
        for (const LevelEntity &e : level.entities)
            ++perKind[int(e.kind)];
        for (const LevelEntity::Kind kind :
             {LevelEntity::Kind::Monster, LevelEntity::Kind::Chest, LevelEntity::Kind::Trap})
            ++byCount[{isSmall, int(kind), perKind[int(kind)]}];
    }
    QVERIFY(small > 1000 && large > 1000);
    for (const LevelEntity::Kind kind :
         {LevelEntity::Kind::Monster, LevelEntity::Kind::Chest, LevelEntity::Kind::Trap}) {
        for (int isSmall : {1, 0}) {
            const int n = isSmall ? small : large;
            const int most = isSmall ? 2 : 3;
            const double p = 1.0 / most;
            const double sigma = std::sqrt(p * (1 - p) / n);
            QCOMPARE((byCount[{isSmall, int(kind), 0}]), 0); // never an empty room of a kind
            for (int count = 1; count <= most; ++count) {
                const double share = double(byCount[{isSmall, int(kind), count}]) / n;
                QVERIFY2(
                    std::abs(share - p) <= 3 * sigma,
                    qPrintable(QStringLiteral("%1 %2s in %3 of %4 %5 rooms (expected %6)")
                                   .arg(count)
                                   .arg(LevelEntity::kindName(kind))
                                   .arg(byCount[{isSmall, int(kind), count}])
                                   .arg(n)
                                   .arg(isSmall ? QStringLiteral("small") : QStringLiteral("large"))
                                   .arg(p)));
            }
            QCOMPARE((byCount[{isSmall, int(kind), most + 1}]), 0);
        }
    }
}

void TestGenChambers::exits_data() {
    QTest::addColumn<QByteArray>("exits");
    QTest::addColumn<int>("expected");
    QTest::newRow("1") << QByteArray("1") << 1;
    QTest::newRow("2") << QByteArray("2") << 2;
    QTest::newRow("3") << QByteArray("3") << 3;
    QTest::newRow("4") << QByteArray("4") << 4;
    QTest::newRow("object") << QByteArray(R"({"exits": 3})") << 3;
    QTest::newRow("dice") << QByteArray(R"("1d1+2")") << 3;
    QTest::newRow("0 clamps to 1") << QByteArray("0") << 1;
    QTest::newRow("-3 clamps to 1") << QByteArray("-3") << 1;
    QTest::newRow("9 clamps to 4") << QByteArray("9") << 4;
    QTest::newRow("fraction: default") << QByteArray("2.5") << 2;
    QTest::newRow("text: default") << QByteArray(R"("many")") << 2;
    QTest::newRow("object without exits: default") << QByteArray(R"({"doors": 4})") << 2;
}

void TestGenChambers::exits() {
    QFETCH(QByteArray, exits);
    QFETCH(int, expected);
    const PackFixture fixture =
        roomPack(R"({"width": 9, "height": 5})", R"({"shape": "rectangle"})", exits);
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QSet<int> wallsUsed;
    for (int s = 0; s < 200; ++s) {
        for (Side entry : kSides) {
            Rng rng = rngFor(quint64(s));
            const Level level = generateChamber(kFixtureSettings, pack, rng, entry);
            const QString problem = checkRoom(level, entry, expected);
            QVERIFY2(problem.isEmpty(), qPrintable(problem + u'\n' + describe(level)));
            for (const DoorInfo &door : level.doors)
                if (door.side != entry)
                    wallsUsed.insert(int(door.side));
        }
    }
    // The other doors go on any of the other walls.
    QCOMPARE(wallsUsed.size(), expected == 1 ? 0 : 4);
}

void TestGenChambers::sizes_data() {
    QTest::addColumn<QByteArray>("size");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("numbers") << QByteArray(R"({"width": 9, "height": 5})") << 9 << 5;
    QTest::newRow("dice") << QByteArray(R"({"width": "2d1+3", "height": "1d1*7"})") << 5 << 7;
    QTest::newRow("smallest") << QByteArray(R"({"width": 2, "height": 2})") << 2 << 2;
    QTest::newRow("largest") << QByteArray(R"({"width": 60, "height": 60})") << 60 << 60;
    QTest::newRow("too big") << QByteArray(R"({"width": 1000, "height": "1d1+99"})") << 60 << 60;
    QTest::newRow("too small") << QByteArray(R"({"width": -4, "height": 0})") << 2 << 2;
    QTest::newRow("bad dice") << QByteArray(R"({"width": "banana", "height": "3d"})") << 6 << 6;
    QTest::newRow("missing height") << QByteArray(R"({"width": 8})") << 8 << 6;
    QTest::newRow("not an object") << QByteArray("12") << 6 << 6;
}

void TestGenChambers::sizes() {
    QFETCH(QByteArray, size);
    QFETCH(int, width);
    QFETCH(int, height);
    const PackFixture fixture = roomPack(size, R"({"shape": "round"})", "4");
    Diagnostics d;
    const Pack pack = fixture.load(d);
    for (int s = 0; s < 20; ++s) {
        Rng rng = rngFor(quint64(s));
        const Level level = generateChamber(kFixtureSettings, pack, rng, std::nullopt);
        QCOMPARE(level.width(), width + 2);
        QCOMPARE(level.height(), height + 2);
        const QString problem = checkRoom(level, std::nullopt, 4);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + u'\n' + describe(level)));
    }
}

void TestGenChambers::shapes_data() {
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("expected");
    for (const QString &name : GeneratorSettings::shapeNames()) {
        const QByteArray json = R"({"shape": ")" + name.toUtf8() + R"("})";
        for (int side : {4, 5, 6, 7, 8, 11, 20, 60})
            QTest::addRow("%s %d", qPrintable(name), side)
                << json << side << (side < 5 ? QStringLiteral("rectangle") : name);
    }
    QTest::newRow("unknown shape")
        << QByteArray(R"({"shape": "hexagon"})") << 9 << QStringLiteral("rectangle");
    QTest::newRow("plain text") << QByteArray(R"("round")") << 9 << QStringLiteral("round");
    QTest::newRow("wrong case") << QByteArray(R"({"shape": "Round"})") << 9
                                << QStringLiteral("rectangle");
}

void TestGenChambers::shapes() {
    QFETCH(QByteArray, shape);
    QFETCH(int, side);
    QFETCH(QString, expected);
    // Square and long thin rooms of the side given.
    for (const auto &[w, h] : {std::pair(side, side), std::pair(side, 5), std::pair(60, side)}) {
        const QByteArray size =
            QStringLiteral(R"({"width": %1, "height": %2})").arg(w).arg(h).toUtf8();
        const PackFixture fixture = roomPack(size, shape, "4");
        Diagnostics d;
        const Pack pack = fixture.load(d);
        for (int s = 0; s < 12; ++s) {
            Rng rng = rngFor(quint64(s));
            const Level level = generateChamber(kFixtureSettings, pack, rng, std::nullopt);
            const QString want = std::min(w, h) < 5 ? QStringLiteral("rectangle") : expected;
            QCOMPARE(level.rooms.first().shape, want);
            const QString problem = checkRoom(level, std::nullopt, 4);
            QVERIFY2(problem.isEmpty(), qPrintable(problem + u'\n' + describe(level)));
        }
    }
}

void TestGenChambers::contentsKinds() {
    const PackFixture fixture =
        roomPack(R"({"width": 12, "height": 9})", R"({"shape": "rectangle"})", "2",
                 {R"({"id": "contents", "rows": [{"weight": 1, "all": [
            {"item": "potion"}, {"text": "A smell of damp"}, {"value": {"chest": "loot"}},
            {"value": {"gold": 5}}, {"count": 2, "trap": "spikes"}, {"monster": "zombie"},
            {"nothing": true}, {"count": 2, "value": {"chest": "loot"}}]}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    Rng rng = rngFor(3);
    const Level level = generateChamber(kFixtureSettings, pack, rng, Side::West);
    QStringList got;
    for (const LevelEntity &e : level.entities)
        got << LevelEntity::kindName(e.kind) + u' ' + e.id;
    // In the roll's order; equal results merge, so the three chests come together.
    QCOMPARE(got, (QStringList{"item potion", "chest loot", "chest loot", "chest loot",
                               "trap spikes", "trap spikes", "monster zombie"}));
    QVERIFY2(checkRoom(level, Side::West, 2).isEmpty(), qPrintable(describe(level)));
}

void TestGenChambers::contentsTableChoice() {
    // A size row's own contents table wins over the settings' one.
    const QByteArrayList contents = {
        R"({"id": "contents", "rows": [{"weight": 1, "monster": "zombie"}]})",
        R"({"id": "small", "rows": [{"weight": 1, "monster": "goblin"}]})"};
    const auto only = [&](const QByteArray &size, std::optional<ChambersSettings> settings = {}) {
        const PackFixture fixture = roomPack(size, R"({"shape": "rectangle"})", "1", contents);
        Diagnostics d;
        const Pack pack = fixture.load(d);
        Rng rng = rngFor(1);
        const Level level =
            generateChamber(settings.value_or(kFixtureSettings), pack, rng, Side::North);
        return level.entities.size() == 1 ? level.entities.first().id : QStringLiteral("?");
    };
    QCOMPARE(only(R"({"width": 8, "height": 8})"), QStringLiteral("zombie"));
    QCOMPARE(only(R"({"width": 8, "height": 8, "contents": "small"})"), QStringLiteral("goblin"));
    ChambersSettings noContents = kFixtureSettings;
    noContents.contentsTable.clear();
    QCOMPARE(only(R"({"width": 8, "height": 8, "contents": "small"})", noContents),
             QStringLiteral("goblin"));
    QCOMPARE(only(R"({"width": 8, "height": 8})", noContents), QStringLiteral("?"));
}

void TestGenChambers::crowdedRoomDropsTheRest() {
    // 3×3 with a door on every wall: the four cells in front of the doors (one is the arrival)
    // stay clear, leaving the four corners for 50 goblins.
    const PackFixture fixture = roomPack(
        R"({"width": 3, "height": 3})", R"({"shape": "rectangle"})", "4",
        {R"({"id": "contents", "rows": [{"weight": 1, "count": 50, "monster": "goblin"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    for (int s = 0; s < 50; ++s) {
        Rng rng = rngFor(quint64(s));
        const Level level = generateChamber(kFixtureSettings, pack, rng, std::nullopt);
        QVERIFY2(checkRoom(level, std::nullopt, 4).isEmpty(), qPrintable(describe(level)));
        QSet<Point> clear;
        for (const DoorInfo &door : level.doors)
            clear.insert(inside(door));
        QCOMPARE(level.entities.size(), 9 - clear.size());
    }
}

void TestGenChambers::badTables_data() {
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("exits");
    QTest::addColumn<QString>("contents");
    QTest::newRow("empty ids") << QString() << QString() << QString() << QString();
    QTest::newRow("unknown ids") << "nope"
                                 << "nada"
                                 << "zilch"
                                 << "none";
    QTest::newRow("tables of the wrong kind") << "room-trap"
                                              << "room-monster"
                                              << "room-chest"
                                              << "room-size";
}

void TestGenChambers::badTables() {
    QFETCH(QString, size);
    QFETCH(QString, shape);
    QFETCH(QString, exits);
    QFETCH(QString, contents);
    const ChambersSettings settings = settingsOf(size, shape, exits, contents);
    const Pack empty;
    for (const Pack *pack : {static_cast<const Pack *>(&m_pack), &empty}) {
        for (int s = 0; s < 20; ++s) {
            Rng rng = rngFor(quint64(s));
            const Level level = generateChamber(settings, *pack, rng, Side::East);
            // The fallback room: 6×6 rectangle, two doors.
            QCOMPARE(level.width(), 8);
            QCOMPARE(level.height(), 8);
            QCOMPARE(level.rooms.first().shape, QStringLiteral("rectangle"));
            const QString problem = checkRoom(level, Side::East, 2);
            QVERIFY2(problem.isEmpty(), qPrintable(problem + u'\n' + describe(level)));
            for (const LevelEntity &e : level.entities) // a size table as contents gives none
                QVERIFY(e.kind != LevelEntity::Kind::Chest);
        }
    }
}

void TestGenChambers::golden_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("entry"); // -1: first room
    // Chosen to show every shape: pillared, L, rectangle, round, cross, L, L with four doors.
    QTest::newRow("seed0001-first") << quint64(1) << -1;
    QTest::newRow("seed0002-first") << quint64(2) << -1;
    QTest::newRow("seed0003-n") << quint64(3) << int(Side::North);
    QTest::newRow("seed0004-e") << quint64(4) << int(Side::East);
    QTest::newRow("seed0008-s") << quint64(8) << int(Side::South);
    QTest::newRow("seed0019-w") << quint64(19) << int(Side::West);
    QTest::newRow("seed0028-first") << quint64(28) << -1;
}

void TestGenChambers::golden() {
    QFETCH(quint64, seed);
    QFETCH(int, entry);
    Rng rng = rngFor(seed);
    const Level level = generateChamber(m_settings, m_pack, rng,
                                        entry < 0 ? std::nullopt : std::optional(Side(entry)));
    const QString path = QStringLiteral(PD_TEST_DATA_DIR "/gen/chambers/%1.txt")
                             .arg(QString::fromLatin1(QTest::currentDataTag()));
    const QString actual = describe(level);
    const QString problem = test::checkGolden(path, actual);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestGenChambers)
#include "tst_gen_chambers.moc"
