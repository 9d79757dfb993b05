#pragma once

#include "engine/PathFinder.h"
#include "gen/TileMap.h"

#include <climits>
#include <cstdint>
#include <optional>
#include <vector>

namespace pd {

// The cost from every cell to the nearest of a set of goals ("Dijkstra maps", Brian Walker,
// 2010): MonsterAi's swarm map (one search serves every monster of a swarm) and flee map. Steps
// follow pd::canStep with PathFinder's costs (straight 10, diagonal 14), so distance(p) equals
// the cost of PathFinder::find(p, nearest goal). Only passable cells (and the goals themselves)
// get a value.
//
// Reusable: buffers are kept between computes, and the steps allowed out of each cell are
// worked out once per map (again only when the map changes).
class DijkstraMap {
public:
    // `blocked`: as for PathFinder::find (map.size() entries, non-zero = cannot be passed
    // through; goals are never blocked; a mask of the wrong size is ignored). A blocked cell
    // still gets the cost of a walk that starts on it, so the monsters making up the mask can
    // read their own cells. `maxCost` >= 0 stops the search at that cost: farther cells stay
    // unreachable. Goals out of bounds are ignored.
    //
    // A compute with the inputs of the last one (the same map, goals, movement and bound, no
    // mask, and not turned into a flee map since) keeps its values: a map kept from turn to
    // turn costs nothing while the hero stands still.
    void compute(const TileMap &map, const std::vector<Point> &goals, int movement,
                 const std::vector<std::uint8_t> *blocked = nullptr, int maxCost = -1);

    // Turns the last compute into a flee map (Brogue's "safety map"): every value v becomes
    // floor(v × factor) (factor < 0, taken in thousandths), then a second scan lowers each cell
    // to min(its value, a neighbour's value + the step's cost). The lowest cells are now those
    // far from the goals, and a cell in a dead end near a goal is lowered through its way out,
    // so going downhill leads away from the goals without being cornered. A route may pass
    // near the goals when the space beyond is much larger (|factor| - 1 says how much). Cells
    // the compute did not reach stay unreachable. Call it once per compute.
    void makeFleeMap(double factor = -1.2);
    // compute() without a mask, then makeFleeMap(); when the inputs are the last flee map's
    // (the same tiles, goals, movement, bound and factor) its values are kept as they are: a
    // flee map kept from round to round costs a comparison of the tiles while the hero stands
    // still. Returns whether it was computed afresh.
    bool computeFleeMap(const TileMap &map, const std::vector<Point> &goals, int movement,
                        int maxCost = -1, double factor = -1.2);

    // -1 when `p` is unreachable (or out of bounds). On a flee map, the flee value (which may be
    // negative; use reachable() to tell).
    int distance(Point p) const {
        const int v = value(p);
        return v == kUnreachable ? -1 : v;
    }
    bool reachable(Point p) const { return value(p) != kUnreachable; }
    bool isFleeMap() const { return m_flee; }

    // The neighbour of `from` reachable by canStep(map, from, d, movement) with the smallest
    // value, if that is smaller than from's own (an unreachable `from` counts as infinitely
    // high); nullopt at a goal, at a flee map's lowest cells, or when no neighbour is
    // reachable. Ties go to the first direction in kDirections order (n, ne, e, ...). Reads the
    // map of the last compute (a copy is kept).
    std::optional<Point> downhill(Point from, int movement) const;

    const TileMap &map() const { return m_map; }

private:
    static constexpr int kUnreachable = INT_MAX;

    int value(Point p) const {
        return m_map.inBounds(p) ? m_values[std::size_t(m_map.index(p))] : kUnreachable;
    }
    // False when the map is the one the steps were worked out for.
    bool useMap(const TileMap &map);
    // makeFleeMap's second scan, over values within [low, high] (one bucket a value), or any.
    static constexpr std::int64_t kMaxFleeBuckets = 1 << 16;
    void rescanFleeByBuckets(int low, int high);
    // makeFleeMap after a compute without a mask, with factor <= 0: only the settled cells.
    void makeFleeMapFromSettled(std::int64_t perMille);
    void rescanFleeByHeap();
    // Lowers c's neighbours through c (at value v, if that is still c's value); `lowered` is
    // told each neighbour lowered and its new value.
    template <typename Lowered>
    void relaxFleeCell(int c, int v, Lowered lowered);

    TileMap m_map;
    std::vector<std::uint8_t> m_steps; // stepMask(m_map, p, 8) of each passable cell, 0 for walls
    int m_movement = 8;
    bool m_flee = false;
    // kUnreachable or the cost. Cleared (a memset) by each compute rather than stamped: a
    // compute usually scans the whole map, and 4 bytes a cell keep the scan in cache.
    std::vector<int> m_values;
    std::vector<std::uint8_t> m_blocked; // the compute's mask, or empty
    struct Bucket {
        std::vector<int> cells; // the first `size` are in use; the rest is room to write ahead
        std::size_t size = 0;
    };
    std::vector<Bucket> m_buckets; // Dial's buckets, by distance / 2 modulo 8
    SearchHeap m_heap;
    // The last compute's inputs, when it can be kept (no mask).
    bool m_kept = false;
    std::vector<Point> m_goals;
    int m_maxCost = -1;
    double m_fleeFactor = 0;                     // the last makeFleeMap's
    std::vector<std::vector<int>> m_fleeBuckets; // its cells by value, reused
    // The last compute's cells in the order it settled them (by rising distance); without a
    // mask, every cell it gave a value.
    std::vector<int> m_settled;
    std::size_t m_settledSize = 0;
    bool m_onlySettledValued = false; // no cell but m_settled's has a value
    // Settled cells with a step beyond the compute's bound (repeats allowed), and the unreached
    // cells makeFleeMapFromSettled marked beside them.
    std::vector<int> m_frontier, m_marked;
    std::vector<int> m_seedValues; // makeFleeMapFromSettled's scaled values, as m_settled
    std::vector<Bucket> m_ring;    // its lowered cells, by value modulo kDiagonalCost + 1
};

} // namespace pd
