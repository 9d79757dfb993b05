#include "engine/Doors.h"

#include "data/Ruleset.h"
#include "engine/Direction.h"
#include "engine/GameState.h"
#include "engine/Terrain.h"
#include "random/Rng.h"

#include <algorithm>
#include <array>

namespace pd::doors {

bool closing(const Ruleset &rules) {
    return rules.doors == Ruleset::Doors::Closing;
}

bool isClosed(const LevelState &ls, const Ruleset &rules, Point hero, Point p) {
    return closing(rules) && ls.level.map.at(p) == Tile::Door && p != hero && ls.actorAt(p) < 0;
}

const TileMap &sightMap(const LevelState &ls, const Ruleset &rules, Point hero, TileMap &scratch,
                        int radius) {
    const TileMap &map = ls.level.map;
    const int width = map.width();
    int x0 = 0, y0 = 0, x1 = width - 1, y1 = map.height() - 1;
    if (radius > 0) {
        x0 = std::max(x0, hero.x - radius - 1);
        y0 = std::max(y0, hero.y - radius - 1);
        x1 = std::min(x1, hero.x + radius + 1);
        y1 = std::min(y1, hero.y + radius + 1);
    }
    const bool close = closing(rules);
    const Tile *tiles = map.tiles().data();
    if (!close) {
        // Only tall grass and locked doors stop sight where doors stay open: none, the map.
        bool opaque = false;
        for (int y = y0; y <= y1 && !opaque; ++y)
            for (int i = y * width + x0, end = y * width + x1; i <= end; ++i) // (vectorised)
                opaque |= tiles[i] == Tile::Grass || tiles[i] == Tile::LockedDoor;
        if (!opaque)
            return map;
    }
    if (scratch.width() != width || scratch.height() != map.height())
        scratch = TileMap(width, map.height());
    // What sight meets: a wall where it stops (a shut door when doors close, tall grass, a
    // locked door), else the tile (a byte no kind has too). No branch, so it is vectorised.
    const auto *in = reinterpret_cast<const std::uint8_t *>(tiles);
    auto *out = reinterpret_cast<std::uint8_t *>(scratch.tiles().data());
    const std::uint8_t doorStops = close ? 1 : 0;
    for (int y = y0; y <= y1; ++y)
        for (int i = y * width + x0, end = y * width + x1; i <= end; ++i) {
            const std::uint8_t t = in[i];
            const bool stops = t == std::uint8_t(Tile::Grass) ||
                               t == std::uint8_t(Tile::LockedDoor) ||
                               (t == std::uint8_t(Tile::Door) && doorStops);
            out[i] = stops ? std::uint8_t(Tile::Wall) : t;
        }
    // The hero sees out of the grass he stands in; a door is held open by whoever stands in it.
    if (map.at(hero) == Tile::Grass)
        scratch.set(hero, Tile::Floor);
    if (close) {
        if (map.at(hero) == Tile::Door)
            scratch.set(hero, Tile::Door);
        for (const Actor &a : ls.actors)
            if (map.at(a.pos) == Tile::Door)
                scratch.set(a.pos, Tile::Door);
    }
    return scratch;
}

namespace {

// The flood of reachable() into `seen`, stopped early once `until` holds true.
template <typename Until>
void flood(const TileMap &map, Point from, int movement, std::vector<std::uint8_t> &seen,
           Until until) {
    std::vector<Point> todo{from};
    seen[std::size_t(map.index(from))] = 1;
    while (!todo.empty() && !until()) {
        const Point p = todo.back();
        todo.pop_back();
        for (Direction d : kDirections) {
            if (!canStep(map, p, d, movement))
                continue;
            const Point q = p + offset(d);
            std::uint8_t &s = seen[std::size_t(map.index(q))];
            if (!s) {
                s = 1;
                todo.push_back(q);
            }
        }
    }
}

} // namespace

std::vector<std::uint8_t> reachable(const TileMap &map, Point from, int movement) {
    std::vector<std::uint8_t> seen(std::size_t(map.size()), 0);
    if (map.passable(from))
        flood(map, from, movement, seen, [] { return false; });
    return seen;
}

bool reaches(const TileMap &map, Point from, Point to, int movement) {
    if (!map.passable(from) || !map.inBounds(to))
        return false;
    std::vector<std::uint8_t> seen(std::size_t(map.size()), 0);
    const std::size_t target = std::size_t(map.index(to));
    flood(map, from, movement, seen, [&] { return seen[target] != 0; });
    return seen[target] != 0;
}

namespace {

int reachableCount(const std::vector<std::uint8_t> &cells) {
    return int(std::count(cells.begin(), cells.end(), std::uint8_t(1)));
}

// Something stands on the door (or the hero arrives there): it stays a door.
bool doorMustShow(const LevelState &ls, Point p) {
    if (p == ls.level.arrival || ls.actorAt(p) >= 0 || ls.chestAt(p) >= 0 || ls.trapAt(p) >= 0 ||
        ls.chipAt(p) >= 0)
        return true;
    for (const FloorItem &item : ls.items) {
        if (item.pos == p)
            return true;
    }
    return false;
}

} // namespace

void hideSecretDoors(LevelState &ls, int percent, int movement, Rng &rng) {
    if (percent <= 0)
        return;
    TileMap &map = ls.level.map;
    const Point from = ls.level.arrival;
    // Counted over every passable cell, and again without crossing deep water, lava or chasms
    // (engine/Terrain.h; the same on a map without them), so that a secret door never leaves a
    // swim or a hazard the only way on.
    const std::vector<std::uint8_t> before = reachable(map, from, movement);
    const std::vector<std::uint8_t> dryBefore = terrain::dryReachable(map, from, movement);
    const bool hazards = before != dryBefore || map.hasTerrain();
    int walled = 0, dryWalled = 0; // doors walled up that were reachable before
    for (int i = 0; i < map.size(); ++i) {
        const Point p = map.point(i);
        if (map.at(p) != Tile::Door || !rng.chance(std::uint64_t(percent), 100) ||
            doorMustShow(ls, p))
            continue;
        map.set(p, Tile::Wall);
        const int lost = before[std::size_t(i)] ? 1 : 0;
        const int dryLost = dryBefore[std::size_t(i)] ? 1 : 0;
        if (reachableCount(reachable(map, from, movement)) ==
                reachableCount(before) - walled - lost &&
            (!hazards || reachableCount(terrain::dryReachable(map, from, movement)) ==
                             reachableCount(dryBefore) - dryWalled - dryLost)) {
            walled += lost;
            dryWalled += dryLost;
            ls.secretDoors.append(p);
        } else {
            map.set(p, Tile::Door); // the only way to somewhere: it stays a door
        }
    }
}

bool rehideSecretDoors(LevelState &ls) {
    for (const Point &p : ls.secretDoors) {
        if (ls.level.map.at(p) != Tile::Door)
            return false;
        ls.level.map.set(p, Tile::Wall);
    }
    return true;
}

} // namespace pd::doors
