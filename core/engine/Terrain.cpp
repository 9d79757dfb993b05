#include "engine/Terrain.h"

#include "data/Ruleset.h"
#include "engine/Direction.h"
#include "engine/Doors.h"
#include "gen/Level.h"
#include "random/Rng.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace pd::terrain {

namespace {

// A blob of up to `cells` floor cells grown from a random start by random orthogonal steps;
// cells in `keep` stay as they are. Empty when no start was found in a few draws.
std::vector<int> growBlob(const TileMap &map, const std::vector<std::uint8_t> &keep, int cells,
                          Rng &rng) {
    std::vector<int> blob;
    int start = -1;
    for (int tries = 0; tries < 40 && start < 0; ++tries) {
        const int i = int(rng.below(std::uint32_t(map.size())));
        if (map.tiles()[std::size_t(i)] == Tile::Floor && !keep[std::size_t(i)])
            start = i;
    }
    if (start < 0)
        return blob;
    std::vector<std::uint8_t> in(std::size_t(map.size()), 0);
    blob.push_back(start);
    in[std::size_t(start)] = 1;
    for (int step = 0; step < cells * 8 && int(blob.size()) < cells; ++step) {
        const Point from = map.point(blob[rng.below(std::uint32_t(blob.size()))]);
        const Point to = from + offset(kOrthogonal[rng.below(4)]);
        if (!map.inBounds(to))
            continue;
        const int j = map.index(to);
        if (in[std::size_t(j)] || keep[std::size_t(j)] || map.at(to) != Tile::Floor)
            continue;
        in[std::size_t(j)] = 1;
        blob.push_back(j);
    }
    return blob;
}

// A shortest way from `from` to `to` over every passable cell (hazards too), `to` included.
std::vector<Point> wayThrough(const TileMap &map, Point from, Point to, int movement) {
    std::vector<int> parent(std::size_t(map.size()), -1);
    std::vector<int> queue{map.index(from)};
    parent[std::size_t(map.index(from))] = map.index(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Point p = map.point(queue[head]);
        if (p == to)
            break;
        for (Direction d : kDirections) {
            if (!canStep(map, p, d, movement))
                continue;
            const int j = map.index(p + offset(d));
            if (parent[std::size_t(j)] >= 0)
                continue;
            parent[std::size_t(j)] = queue[head];
            queue.push_back(j);
        }
    }
    std::vector<Point> way;
    if (parent[std::size_t(map.index(to))] < 0)
        return way;
    for (int i = map.index(to); i != map.index(from); i = parent[std::size_t(i)])
        way.push_back(map.point(i));
    return way;
}

} // namespace

// One pass that copies and walls up at once (a hazard is a wall): no branch and no table a
// cell, so that the compiler vectorises it. Into a scratch map kept by the caller; the map
// itself when it had no hazard.
const TileMap &walkMap(const TileMap &map, TileMap &scratch) {
    if (scratch.width() != map.width() || scratch.height() != map.height())
        scratch = TileMap(map.width(), map.height());
    static_assert(int(Tile::Wall) == 0 && int(Tile::Lava) == int(Tile::DeepWater) + 1 &&
                      int(Tile::Chasm) == int(Tile::DeepWater) + 2,
                  "the hazards are the three bytes from DeepWater's");
    const auto *in = reinterpret_cast<const std::uint8_t *>(map.tiles().data());
    auto *out = reinterpret_cast<std::uint8_t *>(scratch.tiles().data());
    std::uint8_t hazards = 0;
    for (int i = 0, n = map.size(); i < n; ++i) {
        const std::uint8_t hazard = std::uint8_t(in[i] - std::uint8_t(Tile::DeepWater)) < 3;
        out[i] = hazard ? 0 : in[i];
        hazards |= hazard;
    }
    return hazards ? scratch : map;
}

const TileMap &WalkCache::walkMap(const TileMap &map, Point open) {
    // (memcmp: the tiles are bytes, and the comparison is the whole cost of a kept map)
    const bool same = map.width() == m_source.width() && map.height() == m_source.height() &&
                      std::memcmp(map.tiles().data(), m_source.tiles().data(),
                                  std::size_t(map.size()) * sizeof(Tile)) == 0;
    if (!same) {
        m_source = map;
        m_hazards = &terrain::walkMap(map, m_walk) == &m_walk;
        m_opened.reset();
    }
    if (!m_hazards)
        return map;
    if (m_opened && *m_opened != open) {
        m_walk.set(*m_opened, Tile::Wall); // a hazard, walled again
        m_opened.reset();
    }
    if (isHazard(map.at(open))) {
        m_walk.set(open, Tile::Floor);
        m_opened = open;
    }
    return m_walk;
}

std::vector<std::uint8_t> dryReachable(const TileMap &map, Point from, int movement) {
    TileMap scratch;
    return doors::reachable(walkMap(map, scratch), from, movement);
}

void place(Level &level, const Ruleset &rules, bool lastDepth, Rng &rng) {
    TileMap &map = level.map;
    if (map.size() == 0 || !map.passable(level.arrival))
        return;
    const int movement = rules.movement;
    std::vector<Point> targets{level.arrival};
    if (level.stairsUp)
        targets.push_back(*level.stairsUp);
    if (level.stairsDown)
        targets.push_back(*level.stairsDown);
    for (const LevelEntity &e : level.entities)
        targets.push_back(e.at);
    // Nothing is laid on the targets, nor beside the stairs and the arrival.
    std::vector<std::uint8_t> keep(std::size_t(map.size()), 0);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const Point t = targets[i];
        const int reach = i < 3 ? 1 : 0;
        for (int y = t.y - reach; y <= t.y + reach; ++y)
            for (int x = t.x - reach; x <= t.x + reach; ++x)
                if (map.inBounds(x, y))
                    keep[std::size_t(map.index({x, y}))] = 1;
    }
    const std::vector<std::uint8_t> before = doors::reachable(map, level.arrival, movement);
    const struct {
        int percent;
        Tile tile;
    } lakes[] = {{rules.waterPercent, Tile::DeepWater},
                 {rules.lavaPercent, Tile::Lava},
                 {lastDepth ? 0 : rules.chasmPercent, Tile::Chasm}};
    for (const auto &lake : lakes) {
        if (lake.percent <= 0 || !rng.chance(std::uint64_t(lake.percent), 100))
            continue;
        const int cells =
            rules.lakeCells / 2 + int(rng.below(std::uint32_t(rules.lakeCells / 2 + 1)));
        for (int i : growBlob(map, keep, cells, rng))
            map.tiles()[std::size_t(i)] = lake.tile;
        // Where it cuts the only way to something, a way is made through it again.
        std::vector<std::uint8_t> now = dryReachable(map, level.arrival, movement);
        for (const Point t : targets) {
            if (!before[std::size_t(map.index(t))] || now[std::size_t(map.index(t))])
                continue;
            for (const Point p : wayThrough(map, level.arrival, t, movement)) {
                if (isHazard(map.at(p)))
                    map.set(p, map.at(p) == Tile::Chasm ? Tile::Bridge : Tile::Floor);
            }
            now = dryReachable(map, level.arrival, movement);
        }
    }
    if (rules.grassPercent > 0 && rng.chance(std::uint64_t(rules.grassPercent), 100)) {
        const int patches = 1 + int(rng.below(3));
        std::vector<std::uint8_t> stairs(std::size_t(map.size()), 0);
        for (std::size_t i = 0; i < std::min<std::size_t>(3, targets.size()); ++i)
            stairs[std::size_t(map.index(targets[i]))] = 1;
        for (int n = 0; n < patches; ++n) {
            for (int i : growBlob(map, stairs, std::max(4, rules.lakeCells / 2), rng))
                map.tiles()[std::size_t(i)] = Tile::Grass;
        }
    }
}

} // namespace pd::terrain
