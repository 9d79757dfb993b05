#include "ChambersGenerator.h"

#include "data/Pack.h"
#include "dice/DiceExpression.h"
#include "gen/PackCache.h"
#include "random/Rng.h"
#include "tables/CompiledTables.h"

#include <QJsonObject>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace pd {

namespace {

constexpr int kMinChamberSide = 2;
constexpr int kMaxChamberSide = 60;
constexpr int kDefaultSide = 6;
constexpr int kDefaultExits = 2;
// Below this, an L, cross, round or pillared room would have no room left for its shape.
constexpr int kMinShapedSide = 5;
constexpr int kPillarPeriod = 3;

const QString kRectangle = QStringLiteral("rectangle");

// Uniform in [0, n); no draw when there is no choice.
int pick(Rng &rng, std::size_t n) {
    return n <= 1 ? 0 : int(rng.below(std::uint32_t(n)));
}

// The first value among a table roll's results, as the pack cache reads it for rooms; the
// default (nothing) when the table gives none or is unknown (the pack loader reports that, the
// generator only falls back).
const RoomValue &rolledValue(const PackCache &cache, const QString &tableId, Rng &rng) {
    const CompiledTables &tables = cache.tables();
    const int index = tableId.isEmpty() ? -1 : tables.tableIndex(tableId);
    if (index < 0)
        return cache.roomValue(-1);
    std::vector<CompiledTables::Entry> entries;
    tables.roll(index, rng, entries);
    for (const CompiledTables::Entry &e : entries)
        if (tables.leaf(e.leaf).kind == TableResult::Kind::Value)
            return cache.roomValue(e.leaf);
    return cache.roomValue(-1);
}

struct RoomSize {
    int width = kDefaultSide;
    int height = kDefaultSide;
    QString contents; // the size row's contents table, if it names one
};

RoomSize rollSize(const PackCache &cache, const QString &tableId, Rng &rng) {
    RoomSize size;
    const RoomValue &v = rolledValue(cache, tableId, rng);
    if (!v.isObject)
        return size;
    if (const auto w = v.width.roll(rng))
        size.width = int(std::clamp<qint64>(*w, kMinChamberSide, kMaxChamberSide));
    if (const auto h = v.height.roll(rng))
        size.height = int(std::clamp<qint64>(*h, kMinChamberSide, kMaxChamberSide));
    size.contents = v.contents;
    return size;
}

int rollExits(const PackCache &cache, const QString &tableId, Rng &rng) {
    if (const auto n = rolledValue(cache, tableId, rng).exits.roll(rng))
        return int(std::clamp<qint64>(*n, 1, 4));
    return kDefaultExits;
}

// Pillar positions along a side of the interior: every kPillarPeriod cells, at least one floor
// cell away from the walls, centred.
std::vector<int> pillarPositions(int side) {
    std::vector<int> out;
    const int span = side - 4; // positions 2 .. side-3
    if (span < 1)
        return out;
    const int count = (span - 1) / kPillarPeriod + 1;
    const int used = (count - 1) * kPillarPeriod + 1;
    for (int k = 0, at = 2 + (span - used) / 2; k < count; ++k, at += kPillarPeriod)
        out.push_back(at);
    return out;
}

// Carves the interior in the given shape and returns the shape actually made. Every shape keeps
// the floor connected and touches all four walls, so every wall has a spot for a door.
QString applyShape(TileMap &map, const Rect &room, QString shape, Rng &rng) {
    const int w = room.width, h = room.height;
    if (w < kMinShapedSide || h < kMinShapedSide)
        shape = kRectangle;
    for (int y = room.y; y <= room.bottom(); ++y)
        for (int x = room.x; x <= room.right(); ++x)
            map.set(x, y, Tile::Floor);
    const auto block = [&](int ix, int iy, int bw, int bh) {
        for (int y = iy; y < iy + bh; ++y)
            for (int x = ix; x < ix + bw; ++x)
                map.set(room.x + x, room.y + y, Tile::Wall);
    };

    if (shape == QLatin1String("L")) {
        // One quadrant gone: corner 0 NW, 1 NE, 2 SE, 3 SW. At least 3 cells of each side stay.
        const int corner = pick(rng, 4);
        const int cw = w / 2, ch = h / 2;
        block(corner == 1 || corner == 2 ? w - cw : 0, corner >= 2 ? h - ch : 0, cw, ch);
    } else if (shape == QLatin1String("cross")) {
        const int cw = w / 3, ch = h / 3;
        block(0, 0, cw, ch);
        block(w - cw, 0, cw, ch);
        block(w - cw, h - ch, cw, ch);
        block(0, h - ch, cw, ch);
    } else if (shape == QLatin1String("round")) {
        // The inscribed ellipse by cell centres, in doubled coordinates so that even sides are
        // exact: (dx/w)² + (dy/h)² <= 1. Each row is symmetric about the centre and holds the
        // middle column(s) for sides up to 60, so the floor is connected and meets every wall.
        const qint64 w2 = qint64(w) * w, h2 = qint64(h) * h;
        for (int iy = 0; iy < h; ++iy) {
            const qint64 dy = 2 * iy - (h - 1);
            for (int ix = 0; ix < w; ++ix) {
                const qint64 dx = 2 * ix - (w - 1);
                if (dx * dx * h2 + dy * dy * w2 > w2 * h2)
                    map.set(room.x + ix, room.y + iy, Tile::Wall);
            }
        }
    } else if (shape == QLatin1String("pillared")) {
        // Single cells with floor all around them cannot cut the floor apart.
        for (int iy : pillarPositions(h))
            for (int ix : pillarPositions(w))
                map.set(room.x + ix, room.y + iy, Tile::Wall);
    }
    return shape;
}

// The wall cell at position t along a side (t = 0 is the corner where the side starts).
Point wallCell(const TileMap &map, Side s, int t) {
    switch (s) {
    case Side::North:
        return {t, 0};
    case Side::East:
        return {map.width() - 1, t};
    case Side::South:
        return {t, map.height() - 1};
    case Side::West:
        return {0, t};
    }
    return {};
}

int wallLength(const TileMap &map, Side s) {
    return s == Side::North || s == Side::South ? map.width() : map.height();
}

Point inside(Point door, Side s) {
    return door - step(s);
}

Point placeDoor(TileMap &map, Side s, Rng &rng) {
    // Filled in place rather than pushed: a Point pushed back went through the stack and was
    // read back whole right after being written in halves, which stalls.
    const int length = wallLength(map, s);
    std::vector<Point> spots(std::size_t(std::max(0, length)));
    std::size_t count = 0;
    for (int t = 1; t < length - 1; ++t) { // 0 and length-1 are the corners
        const Point p = wallCell(map, s, t);
        spots[count] = p;
        count += map.at(inside(p, s)) == Tile::Floor ? 1 : 0;
    }
    spots.resize(count);
    if (!spots.empty())
        return spots[std::size_t(pick(rng, spots.size()))];
    // Not reached with the shapes above; kept so that a future shape cannot wall a door in.
    const Point door = wallCell(map, s, length / 2);
    for (Point q = inside(door, s); map.inBounds(q) && map.at(q) == Tile::Wall; q = q - step(s))
        map.set(q, Tile::Floor);
    return door;
}

// What a contents table's result stands for in the room, if anything.
std::optional<LevelEntity> entityFor(const PackCache &cache, int leaf) {
    const CompiledTables::Leaf &e = cache.tables().leaf(leaf);
    LevelEntity out;
    switch (e.kind) {
    case TableResult::Kind::Monster:
        out.kind = LevelEntity::Kind::Monster;
        out.id = e.ref;
        return out;
    case TableResult::Kind::Trap:
        out.kind = LevelEntity::Kind::Trap;
        out.id = e.ref;
        return out;
    case TableResult::Kind::Item:
        out.kind = LevelEntity::Kind::Item;
        out.id = e.ref;
        return out;
    case TableResult::Kind::Value: {
        const std::optional<QString> &loot = cache.roomValue(leaf).chest;
        if (!loot)
            return std::nullopt;
        out.kind = LevelEntity::Kind::Chest;
        out.id = *loot;
        return out;
    }
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<qint64> RoomValue::Amount::roll(Rng &rng) const {
    switch (kind) {
    case Kind::Number:
        return number;
    case Kind::Dice:
        return dice.roll(rng);
    case Kind::None:
        break;
    }
    return std::nullopt;
}

RoomValue::Amount RoomValue::Amount::of(const QJsonValue &v) {
    constexpr qint64 kNotWhole = std::numeric_limits<qint64>::min();
    Amount a;
    if (v.isDouble()) {
        a.number = v.toInteger(kNotWhole);
        a.kind = a.number == kNotWhole ? Kind::None : Kind::Number;
    } else if (v.isString()) {
        a.dice = DiceExpression::parse(v.toString());
        a.kind = a.dice.isValid() ? Kind::Dice : Kind::None;
    }
    return a;
}

RoomValue RoomValue::read(const QJsonValue &v) {
    RoomValue r;
    r.isObject = v.isObject();
    const QJsonObject o = v.toObject();
    if (r.isObject) {
        r.width = Amount::of(o.value(QLatin1String("width")));
        r.height = Amount::of(o.value(QLatin1String("height")));
        r.contents = o.value(QLatin1String("contents")).toString();
    }
    const QString name = r.isObject ? o.value(QLatin1String("shape")).toString() : v.toString();
    r.shape = GeneratorSettings::shapeNames().contains(name) ? name : kRectangle;
    r.exits = Amount::of(r.isObject ? o.value(QLatin1String("exits")) : v);
    if (const QJsonValue loot = o.value(QLatin1String("chest")); loot.isString())
        r.chest = loot.toString();
    return r;
}

Level generateChamber(const ChambersSettings &settings, const Pack &pack, Rng &rng,
                      std::optional<Side> entry) {
    return generateChamber(settings, *PackCache::of(pack), rng, entry);
}

Level generateChamber(const ChambersSettings &settings, const PackCache &cache, Rng &rng,
                      std::optional<Side> entry, ContentsTracer *tracer) {
    const CompiledTables &tables = cache.tables();
    const RoomSize size = rollSize(cache, settings.sizeTable, rng);
    const QString rolledShape = rolledValue(cache, settings.shapeTable, rng).shape;

    Level level;
    level.generator = QStringLiteral("chambers");
    level.generatorVersion = kChambersVersion;
    level.map = TileMap(size.width + 2, size.height + 2, Tile::Wall);
    const Rect interior{1, 1, size.width, size.height};
    const QString shape = applyShape(level.map, interior, rolledShape, rng);
    level.rooms.append(RoomInfo{interior, shape});

    // Which walls get a door: the entry wall (and with axis doors the wall opposite it), then
    // the rest drawn without repeats.
    const int exits = rollExits(cache, settings.exitsTable, rng);
    const Side entrySide = entry ? *entry : kSides[std::size_t(pick(rng, 4))];
    std::array<bool, 4> hasDoor{};
    hasDoor[std::size_t(entrySide)] = true;
    if (settings.axisDoors)
        hasDoor[std::size_t(opposite(entrySide))] = true;
    std::vector<Side> others;
    for (Side s : kSides)
        if (!hasDoor[std::size_t(s)])
            others.push_back(s);
    const int extra = std::max(0, exits - (settings.axisDoors ? 2 : 1));
    for (int i = 0; i < extra; ++i) {
        // A partial Fisher-Yates shuffle; when every wall gets a door there is nothing to draw.
        if (extra < int(others.size()))
            std::swap(others[std::size_t(i)],
                      others[std::size_t(i + pick(rng, others.size() - std::size_t(i)))]);
        hasDoor[std::size_t(others[std::size_t(i)])] = true;
    }

    for (Side s : kSides) {
        if (!hasDoor[std::size_t(s)])
            continue;
        const Point at = placeDoor(level.map, s, rng);
        level.map.set(at, Tile::Door);
        level.doors.append(DoorInfo{at, s, 0});
        if (s == entrySide)
            level.arrival = inside(at, s);
    }

    // Every shape keeps its floor in one piece, and every door opens onto it.
    level.connected = true;

    const QString contentsTable = size.contents.isEmpty() ? settings.contentsTable : size.contents;
    const int contentsIndex = contentsTable.isEmpty() ? -1 : tables.tableIndex(contentsTable);
    if (contentsIndex < 0)
        return level;
    std::vector<CompiledTables::Entry> contents;
    TableRollResult traced;
    if (tracer) {
        TableRoller roller(tracer->pack);
        roller.setTrace(true);
        Rng copy = rng;
        traced = roller.roll(contentsTable, copy);
    }
    tables.roll(contentsIndex, rng, contents);

    // Free cells: floor, not where the hero arrives, not in front of any door (the way through
    // stays clear). Taken uniformly and removed, so no two entities share a cell.
    const TileMap &map = level.map;
    std::vector<unsigned char> blocked(std::size_t(map.size()), 0);
    blocked[std::size_t(map.index(level.arrival))] = 1;
    for (const DoorInfo &d : level.doors)
        blocked[std::size_t(map.index(inside(d.at, d.side)))] = 1;
    std::vector<Point> freeCells(std::size_t(map.size()));
    std::size_t count = 0;
    for (int y = 0, i = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x, ++i) {
            freeCells[count] = {x, y}; // in place, as the door spots
            count += !blocked[std::size_t(i)] && map.tiles()[std::size_t(i)] == Tile::Floor;
        }
    freeCells.resize(count);

    for (const CompiledTables::Entry &e : contents) {
        const std::optional<LevelEntity> proto = entityFor(cache, e.leaf);
        if (!proto)
            continue;
        // A room too crowded for everything rolled keeps what fits; the rest is dropped.
        for (qint64 q = 0; q < e.quantity && !freeCells.empty(); ++q) {
            const std::size_t k = std::size_t(pick(rng, freeCells.size()));
            LevelEntity placed = *proto;
            placed.at = freeCells[k];
            freeCells[k] = freeCells.back();
            freeCells.pop_back();
            level.entities.append(placed);
            if (tracer)
                tracer->origins.push_back({contentsTable, traced});
        }
    }
    return level;
}

} // namespace pd
