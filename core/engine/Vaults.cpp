#include "engine/Vaults.h"

#include "data/Pack.h"
#include "engine/Direction.h"
#include "engine/Terrain.h"
#include "gen/Level.h"
#include "random/Rng.h"
#include "tables/CompiledTables.h"
#include "json/JsonObjectReader.h"

#include <vector>

namespace pd::vaults {

namespace {

// Which way out a door in the grid's edge faces.
Point outward(const Vault &v, int x, int y) {
    if (y == 0)
        return {0, -1};
    if (y == v.height() - 1)
        return {0, 1};
    if (x == 0)
        return {-1, 0};
    return {1, 0};
}

Tile tileFor(QChar c, bool locks) {
    switch (c.toLatin1()) {
    case '#':
        return Tile::Wall;
    case '+':
        return Tile::Door;
    case 'L':
        return locks ? Tile::LockedDoor : Tile::Door;
    case '~':
        return Tile::DeepWater;
    case '"':
        return Tile::Grass;
    default:
        return Tile::Floor;
    }
}

// Non-wall cells counted over [0, x) × [0, y), for a rectangle's count in four reads.
struct Counts {
    int w = 0;
    std::vector<int> sum;
    explicit Counts(const TileMap &map)
        : w(map.width() + 1)
        , sum(std::size_t(w) * std::size_t(map.height() + 1), 0) {
        for (int y = 0; y < map.height(); ++y)
            for (int x = 0; x < map.width(); ++x)
                sum[std::size_t((y + 1) * w + x + 1)] =
                    sum[std::size_t(y * w + x + 1)] + sum[std::size_t((y + 1) * w + x)] -
                    sum[std::size_t(y * w + x)] + (map.at(x, y) != Tile::Wall ? 1 : 0);
    }
    int open(int x0, int y0, int x1, int y1) const { // [x0, x1) × [y0, y1)
        return sum[std::size_t(y1 * w + x1)] - sum[std::size_t(y0 * w + x1)] -
               sum[std::size_t(y1 * w + x0)] + sum[std::size_t(y0 * w + x0)];
    }
};

// The corridor from the door at grid cell (x, y), the vault at `at`: the wall cells out to the
// first reachable dry cell, or nothing when it does not get there.
bool corridor(const TileMap &map, const std::vector<std::uint8_t> &reach, const Vault &v, Point at,
              int x, int y, std::vector<Point> &out) {
    const Point step = outward(v, x, y);
    Point c = Point{at.x + x, at.y + y} + step;
    for (int n = 0; n <= kMaxCorridor; ++n, c = c + step) {
        if (c.x < 1 || c.y < 1 || c.x >= map.width() - 1 || c.y >= map.height() - 1)
            return false;
        const Tile t = map.at(c);
        if (t != Tile::Wall)
            return reach[std::size_t(map.index(c))] && !isHazard(t) && t != Tile::LockedDoor;
        out.push_back(c);
    }
    return false;
}

bool fits(const TileMap &map, const Counts &counts, const std::vector<std::uint8_t> &reach,
          const Vault &v, Point at, std::vector<Point> *carve) {
    const int w = v.width(), h = v.height();
    if (at.x < 2 || at.y < 2 || at.x + w > map.width() - 2 || at.y + h > map.height() - 2)
        return false;
    if (counts.open(at.x - 1, at.y - 1, at.x + w + 1, at.y + h + 1) != 0)
        return false;
    std::vector<Point> cells;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const QChar c = v.at(x, y);
            if ((c == QLatin1Char('+') || c == QLatin1Char('L')) &&
                !corridor(map, reach, v, at, x, y, cells))
                return false;
        }
    }
    if (carve)
        *carve = std::move(cells);
    return true;
}

// The first leaf of a roll of `table` that is of `kind` (its id and quantity).
bool drawLeaf(const CompiledTables &tables, const QString &table, TableResult::Kind kind, Rng &rng,
              QString &id, int &quantity) {
    const int index = tables.tableIndex(table);
    if (index < 0)
        return false;
    std::vector<CompiledTables::Entry> entries;
    tables.roll(index, rng, entries);
    for (const CompiledTables::Entry &e : entries) {
        const CompiledTables::Leaf &leaf = tables.leaf(e.leaf);
        if (leaf.kind == kind && e.quantity > 0) {
            id = leaf.ref;
            quantity = int(std::min<qint64>(e.quantity, 1000));
            return true;
        }
    }
    return false;
}

} // namespace

bool stamp(Level &level, const Vault &vault, Point at, int movement, bool locks,
           QList<Point> *doors) {
    TileMap &map = level.map;
    if (vault.grid.isEmpty() || !map.inBounds(level.arrival))
        return false;
    const std::vector<std::uint8_t> reach = terrain::dryReachable(map, level.arrival, movement);
    std::vector<Point> carve;
    if (!fits(map, Counts(map), reach, vault, at, &carve))
        return false;
    for (const Point &p : carve)
        map.set(p, Tile::Floor);
    for (int y = 0; y < vault.height(); ++y) {
        for (int x = 0; x < vault.width(); ++x) {
            const QChar c = vault.at(x, y);
            map.set(at.x + x, at.y + y, tileFor(c, locks));
            if (doors && (c == QLatin1Char('+') || c == QLatin1Char('L')))
                doors->append({at.x + x, at.y + y});
        }
    }
    return true;
}

bool place(Level &level, const Pack &pack, const CompiledTables &tables, const QString &table,
           Rng &rng, Placed *placed) {
    const Ruleset &rules = pack.ruleset;
    if (rules.vaultChancePercent <= 0 || table.isEmpty() ||
        !rng.chance(std::uint64_t(rules.vaultChancePercent), 100))
        return false;
    const int index = tables.tableIndex(table);
    if (index < 0)
        return false;
    // Which vault: the first vault a roll of the band's table gives.
    std::vector<CompiledTables::Entry> entries;
    tables.roll(index, rng, entries);
    QJsonValue value;
    for (const CompiledTables::Entry &e : entries) {
        const CompiledTables::Leaf &leaf = tables.leaf(e.leaf);
        if (leaf.kind == TableResult::Kind::Value && Vault::looksLikeVault(leaf.value)) {
            value = leaf.value;
            break;
        }
    }
    if (value.isUndefined())
        return false;
    Diagnostics scratch;
    JsonContext context(QStringLiteral("tables.json"), scratch);
    JsonObjectReader reader(context, value, QString());
    const Vault vault = Vault::fromJson(reader);
    if (vault.grid.isEmpty() || scratch.hasErrors())
        return false;
    const ItemRecord *key = pack.item(rules.vaultKey);
    const bool locks = key && vault.hasLockedDoor();

    // Where: every place it fits, in reading order, one drawn.
    TileMap &map = level.map;
    if (!map.inBounds(level.arrival))
        return false;
    const std::vector<std::uint8_t> reach =
        terrain::dryReachable(map, level.arrival, rules.movement);
    const Counts counts(map);
    std::vector<Point> spots;
    for (int y = 2; y + vault.height() <= map.height() - 2; ++y)
        for (int x = 2; x + vault.width() <= map.width() - 2; ++x)
            if (fits(map, counts, reach, vault, {x, y}, nullptr))
                spots.push_back({x, y});
    if (spots.empty())
        return false;
    const Point at = spots[std::size_t(rng.below(std::uint32_t(spots.size())))];
    Placed out;
    out.vault = vault;
    out.area = Rect{at.x, at.y, vault.width(), vault.height()};
    if (!stamp(level, vault, at, rules.movement, locks, &out.doors))
        return false;

    // What it holds, cell by cell in reading order.
    for (int y = 0; y < vault.height(); ++y) {
        for (int x = 0; x < vault.width(); ++x) {
            const QChar c = vault.at(x, y);
            LevelEntity e;
            e.at = {at.x + x, at.y + y};
            bool laid = false;
            if (c == QLatin1Char('$')) {
                e.kind = LevelEntity::Kind::Item;
                laid =
                    drawLeaf(tables, vault.items, TableResult::Kind::Item, rng, e.id, e.quantity);
            } else if (c == QLatin1Char('S')) {
                e.kind = LevelEntity::Kind::Item;
                laid =
                    drawLeaf(tables, vault.stock, TableResult::Kind::Item, rng, e.id, e.quantity);
                if (laid) {
                    const ItemRecord *rec = pack.item(e.id);
                    const qint64 each = rec && rec->price > 0 ? rec->price : rules.vaultPrice;
                    e.price = std::max<qint64>(1, each * e.quantity);
                }
            } else if (c == QLatin1Char('M')) {
                e.kind = LevelEntity::Kind::Monster;
                if (pack.monster(vault.monsters)) {
                    e.id = vault.monsters;
                    laid = true;
                } else {
                    laid = drawLeaf(tables, vault.monsters, TableResult::Kind::Monster, rng, e.id,
                                    e.quantity);
                    e.quantity = 1;
                }
            }
            if (laid && (e.kind != LevelEntity::Kind::Item || pack.item(e.id)) &&
                (e.kind != LevelEntity::Kind::Monster || pack.monster(e.id)))
                level.entities.append(e);
        }
    }

    // The key: on a floor cell outside, reachable without passing a locked door, where nothing
    // stands and that is no stair.
    if (locks) {
        const std::vector<std::uint8_t> now =
            terrain::dryReachable(map, level.arrival, rules.movement);
        std::vector<std::uint8_t> taken(std::size_t(map.size()), 0);
        for (const LevelEntity &e : level.entities)
            if (map.inBounds(e.at))
                taken[std::size_t(map.index(e.at))] = 1;
        std::vector<Point> cells;
        for (int i = 0; i < map.size(); ++i) {
            const Point p = map.point(i);
            if (now[std::size_t(i)] && map.at(p) == Tile::Floor && !taken[std::size_t(i)] &&
                !out.area.contains(p) && p != level.arrival)
                cells.push_back(p);
        }
        if (!cells.empty()) {
            const Point p = cells[std::size_t(rng.below(std::uint32_t(cells.size())))];
            LevelEntity e;
            e.kind = LevelEntity::Kind::Item;
            e.id = key->id;
            e.at = p;
            level.entities.append(e);
            out.key = p;
        } else {
            for (const Point &d : std::as_const(out.doors)) // nowhere for a key: no lock
                map.set(d, Tile::Door);
        }
    }
    if (placed)
        *placed = std::move(out);
    return true;
}

} // namespace pd::vaults
