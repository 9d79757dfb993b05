#include "engine/PathFinder.h"

#include <QtAlgorithms>

#include <algorithm>
#include <climits>

namespace pd {

namespace {

int bitWidth(std::uint64_t x) {
    return x == 0 ? 0 : 64 - int(qCountLeadingZeroBits(x));
}

} // namespace

struct PathFinder::Search {
    Search(const TileMap &map, Point from, Point to, int movement,
           const std::vector<std::uint8_t> *blocked, int maxCost, std::uint64_t hMax,
           std::uint64_t fMax)
        : map(map)
        , from(from)
        , to(to)
        , movement(movement)
        , blocked(blocked)
        , bound(maxCost >= 0 ? maxCost : INT_MAX)
        , start(map.index(from))
        , goal(map.index(to)) {
        for (Direction d : kDirections) {
            const Point o = offset(d);
            indexStep[int(d)] = o.x + o.y * map.width();
        }
        // Open cells are ordered by f = g + h, then h (the cell nearer the goal first, which
        // saves work among the many equal-f cells of open ground), then cell index: all three
        // in one 64-bit key. Maps too big for that (beyond millions of cells) drop the h
        // tie-break.
        const auto size = std::uint64_t(map.size());
        const int indexBits = std::max(1, bitWidth(size - 1));
        hBits = bitWidth(hMax);
        if (bitWidth(fMax) + hBits + indexBits > 64)
            hBits = 0;
        hShift = indexBits;
        fShift = indexBits + hBits;
        indexMask = (std::uint64_t(1) << indexBits) - 1;
    }

    std::uint64_t key(int f, int h, int index) const {
        return std::uint64_t(f) << fShift | (hBits ? std::uint64_t(h) << hShift : 0) |
               std::uint64_t(index);
    }

    const TileMap &map;
    Point from, to;
    int movement;
    const std::vector<std::uint8_t> *blocked; // the right size, or nullptr
    int bound;                                // maxCost, or no bound
    int start, goal;                          // cell indices
    int indexStep[8];                         // a step's change of cell index, by Direction
    int hBits, hShift, fShift;                // the heap key's layout
    std::uint64_t indexMask;
};

std::vector<Point> PathFinder::find(const TileMap &map, Point from, Point to, int movement,
                                    const std::vector<std::uint8_t> *blocked, int maxCost) {
    m_lastCost = -1;
    m_lastExpanded = 0;
    if (from == to || !map.inBounds(from) || !map.inBounds(to) || !map.passable(to))
        return {};
    if (blocked && blocked->size() != std::size_t(map.size()))
        blocked = nullptr;
    const auto size = std::uint64_t(map.size());
    const std::uint64_t hMax =
        std::uint64_t(openDistance({0, 0}, {map.width() - 1, map.height() - 1}, movement));
    // No shortest path is longer than one diagonal step per cell.
    const std::uint64_t fMax = maxCost >= 0 ? std::uint64_t(maxCost) : kDiagonalCost * size + hMax;
    if (std::uint64_t(openDistance(from, to, movement)) > fMax)
        return {};
    newGeneration(size);
    const Search s(map, from, to, movement, blocked, maxCost, hMax, fMax);
    const bool found = blocked ? search<true>(s) : search<false>(s);
    if (!found)
        return {};
    m_lastCost = m_nodes[std::size_t(s.goal)].g;
    return tracePath(s);
}

void PathFinder::newGeneration(std::size_t size) {
    if (m_nodes.size() < size) {
        m_nodes.resize(size, Node{0, 0});
        m_parent.resize(size, 0);
    }
    m_generation += 2;
    if (m_generation == 0) {
        for (Node &n : m_nodes)
            n.stamp = 0;
        m_generation = 2;
    }
}

// A neighbour whose f equals the f being expanded is already among the lowest, so it skips the
// heap: such cells wait on a stack and are expanded first, last in first out (with a consistent
// heuristic any cell of the lowest f may be expanded next; its g is final).
template <bool kMasked>
bool PathFinder::search(Search s) {
    const TileMap &map = s.map;
    const Point to = s.to;
    const int movement = s.movement, bound = s.bound, goal = s.goal, width = map.width();
    const std::uint32_t open = m_generation, closed = m_generation + 1;
    m_open.clear();
    m_sameF.clear();
    m_nodes[std::size_t(s.start)] = Node{open, 0};
    m_sameF.push_back(s.start);

    int f = openDistance(s.from, to, movement); // of the cell being expanded: the lowest open f
    int current = s.start, g = 0;
    Point p = s.from;
    const auto relax = [&](unsigned mask, int cost) {
        const int ng = g + cost;
        for (; mask != 0; mask &= mask - 1) {
            const int d = int(qCountTrailingZeroBits(mask));
            const int next = current + s.indexStep[d];
            if constexpr (kMasked) {
                if (next != goal && (*s.blocked)[std::size_t(next)] != 0)
                    continue;
            }
            Node &n = m_nodes[std::size_t(next)];
            if (n.stamp == closed || (n.stamp == open && ng >= n.g))
                continue;
            const int h = openDistance(p + offset(Direction(d)), to, movement);
            if (ng > bound - h)
                continue;
            n = Node{open, ng};
            m_parent[std::size_t(next)] = std::uint8_t(d);
            if (ng + h == f)
                m_sameF.push_back(next);
            else
                m_open.push(s.key(ng + h, h, next));
        }
    };
    for (;;) {
        if (!m_sameF.empty()) {
            current = m_sameF.back();
            m_sameF.pop_back();
        } else if (!m_open.empty()) {
            const std::uint64_t k = m_open.pop();
            current = int(k & s.indexMask);
            f = int(k >> s.fShift);
        } else {
            return false;
        }
        Node &node = m_nodes[std::size_t(current)];
        if (node.stamp == closed) // a stale copy: the heuristic is consistent, first pop wins
            continue;
        node.stamp = closed;
        ++m_lastExpanded;
        if (current == goal)
            return true;
        p = {current % width, current / width};
        g = node.g;
        const unsigned steps = stepMask(map, p, movement);
        relax(steps & 0x55u, kStraightCost);
        relax(steps & 0xAAu, kDiagonalCost);
    }
}

std::vector<Point> PathFinder::tracePath(const Search &s) const {
    std::vector<Point> path;
    for (int at = s.goal; at != s.start;) {
        path.push_back(s.map.point(at));
        at -= s.indexStep[m_parent[std::size_t(at)]];
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace pd
