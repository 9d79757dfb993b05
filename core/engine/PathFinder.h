#pragma once

#include "engine/Direction.h"
#include "gen/TileMap.h"

#include <cstdint>
#include <vector>

namespace pd {

// Step costs shared by every path search: orthogonal 10, diagonal 14 (octile distance in
// integers, so sums are exact and the same everywhere).
constexpr int kStraightCost = 10;
constexpr int kDiagonalCost = 14;

// The cheapest cost from a to b on an open map: Manhattan × 10 for 4-movement, octile
// (10 per straight step, 14 per diagonal) for 8-movement. A*'s heuristic; never overestimates.
constexpr int openDistance(Point a, Point b, int movement) {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    if (movement != 8)
        return kStraightCost * (dx + dy);
    const int lo = dx < dy ? dx : dy;
    return kStraightCost * (dx + dy) + (kDiagonalCost - 2 * kStraightCost) * lo;
}

// Bit d set when canStep(map, p, Direction(d), movement): the searches' one movement rule for
// all eight directions at once. Inside the map it reads the 3×3 block without bounds checks and
// applies canStep's corner rule with bit operations (a diagonal needs itself and both
// orthogonal neighbours beside it); on the map's edge it calls canStep. tst_pathfinding checks
// it against canStep cell by cell.
inline unsigned stepMask(const TileMap &map, Point p, int movement) {
    const int w = map.width();
    if (p.x <= 0 || p.y <= 0 || p.x >= w - 1 || p.y >= map.height() - 1) {
        unsigned mask = 0;
        for (Direction d : kDirections)
            mask |= canStep(map, p, d, movement) ? 1u << int(d) : 0u;
        return mask;
    }
    static_assert(int(Tile::Wall) == 0, "a wall reads as 0");
    const std::uint8_t *t =
        reinterpret_cast<const std::uint8_t *>(map.tiles().data()) + std::size_t(p.y * w + p.x);
    // Passable: neither a wall nor a vault's locked door (isPassable).
    const auto open = [](std::uint8_t tile) {
        return tile != 0 && tile != std::uint8_t(Tile::LockedDoor) ? 1u : 0u;
    };
    const unsigned o = open(t[-w]) | open(t[1 - w]) << 1 | open(t[1]) << 2 | open(t[1 + w]) << 3 |
                       open(t[w]) << 4 | open(t[w - 1]) << 5 | open(t[-1]) << 6 |
                       open(t[-1 - w]) << 7;
    if (movement != 8)
        return o & 0x55u;
    const unsigned before = ((o << 1) | (o >> 7)) & 0xFFu; // bit d: direction d - 1 is open
    const unsigned after = ((o >> 1) | (o << 7)) & 0xFFu;  // bit d: direction d + 1 is open
    return (o & 0x55u) | (o & before & after & 0xAAu);
}

// A binary min-heap of 64-bit keys. Callers make every key unique by putting the cell index in
// its low bits, so the pop order is a total order fixed by the inputs, whatever the compiler or
// standard library. Shared by PathFinder and DijkstraMap; it keeps its storage between
// searches.
class SearchHeap {
public:
    void clear() { m_keys.clear(); }
    bool empty() const { return m_keys.empty(); }
    std::size_t size() const { return m_keys.size(); }

    void push(std::uint64_t key) {
        std::size_t i = m_keys.size();
        m_keys.push_back(key);
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (m_keys[parent] <= key)
                break;
            m_keys[i] = m_keys[parent];
            i = parent;
        }
        m_keys[i] = key;
    }

    // Floyd's bottom-up deletion: the hole left by the top walks down to a leaf along the
    // smaller children (one comparison per level), then the last key climbs back up from there,
    // which is usually a short way since it came from the bottom.
    std::uint64_t pop() {
        const std::uint64_t top = m_keys.front();
        const std::uint64_t key = m_keys.back();
        m_keys.pop_back();
        const std::size_t n = m_keys.size();
        if (n == 0)
            return top;
        std::uint64_t *k = m_keys.data();
        std::size_t i = 0;
        for (std::size_t child = 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n)
                child += k[child + 1] < k[child] ? 1 : 0;
            k[i] = k[child];
            i = child;
        }
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (k[parent] <= key)
                break;
            k[i] = k[parent];
            i = parent;
        }
        k[i] = key;
        return top;
    }

private:
    std::vector<std::uint64_t> m_keys;
};

// A* on a TileMap. Steps follow pd::canStep (engine/Direction.h): 4- or 8-movement, no corner
// cutting; costs kStraightCost / kDiagonalCost; the heuristic is openDistance. Among paths of
// equal cost the result is fixed by the inputs alone: a neighbour whose f equals the f being
// expanded is expanded next (last found first), the other open cells wait in a SearchHeap
// ordered by (f, h, cell index), and a cell's neighbours are tried orthogonals first, each group
// in kDirections order. No pointer order or hash order is involved anywhere, so every compiler
// finds the same path (tst_pathfinding pins some).
//
// One object is meant to be reused for many searches per turn: its per-cell records carry a
// generation stamp, so a search touches only the cells it visits and nothing is cleared or
// reallocated unless the map grows.
class PathFinder {
public:
    // The cells after `from` up to and including `to`; empty when unreachable (or from == to,
    // or either end is out of bounds, or `to` is a wall).
    // `blocked`: optional extra obstacles (monsters), map.size() entries indexed by
    // map.index(p), non-zero = blocked; `to` itself is never blocked, so a monster can path to
    // the cell the hero stands on, and `from` is left, not entered, so it may be blocked too
    // (the monster's own cell). A mask of the wrong size is ignored.
    // `maxCost` >= 0 bounds the search: paths costing more are not found (a monster chasing the
    // hero needs only short paths); cells whose cost plus heuristic exceeds it are not opened.
    std::vector<Point> find(const TileMap &map, Point from, Point to, int movement,
                            const std::vector<std::uint8_t> *blocked = nullptr, int maxCost = -1);

    // Of the last find: the path's cost (-1 when none was found) and how many cells it closed.
    int lastCost() const { return m_lastCost; }
    int lastExpanded() const { return m_lastExpanded; }

private:
    struct Node {
        std::uint32_t stamp; // m_generation: g is this search's; m_generation + 1: closed too
        std::int32_t g;
    };
    struct Search; // one search's ends, bound and heap keys (PathFinder.cpp)

    // Readies the per-cell records for a search of a map of `size` cells.
    void newGeneration(std::size_t size);
    // A* from the start until the goal is closed (true) or nothing is left open (false);
    // compiled twice, with and without the blocked mask. `s` is the search's own copy, which no
    // write to the records can alias, so its figures need not be read again after each one.
    template <bool kMasked>
    bool search(Search s);
    // The path the search found, from the goal's parents back to the start.
    std::vector<Point> tracePath(const Search &s) const;

    std::vector<Node> m_nodes;
    std::vector<std::uint8_t> m_parent; // the Direction that entered each cell
    std::uint32_t m_generation = 0;     // even; each search takes two values
    SearchHeap m_open;
    std::vector<int> m_sameF; // open cells whose f is the lowest, expanded before the heap's
    int m_lastCost = -1;
    int m_lastExpanded = 0;
};

} // namespace pd
