#include "engine/DijkstraMap.h"

#include "engine/Direction.h"

#include <QtAlgorithms>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace pd {

namespace {

constexpr int kBuckets = 8; // distances are even and a step adds at most 14: 8 live buckets

} // namespace

bool DijkstraMap::useMap(const TileMap &map) {
    if (m_steps.size() == std::size_t(map.size()) && m_map.width() == map.width() &&
        std::memcmp(m_map.tiles().data(), map.tiles().data(), m_steps.size()) == 0)
        return false;
    m_map = map;
    const int w = map.width(), h = map.height();
    m_steps.assign(std::size_t(map.size()), 0);
    const std::uint8_t *t = reinterpret_cast<const std::uint8_t *>(map.tiles().data());
    static_assert(int(Tile::Wall) == 0, "a wall reads as 0");
    for (int y = 0; y < h; ++y) {
        const bool edgeRow = y == 0 || y == h - 1;
        for (int x = 0; x < w; x += edgeRow || x == w - 1 ? 1 : w - 1) {
            if (map.passable({x, y}))
                m_steps[std::size_t(y * w + x)] = std::uint8_t(stepMask(map, {x, y}, 8));
        }
        if (edgeRow)
            continue;
        // stepMask's rule for the row's inner cells, written so the compiler can vectorise it.
        const std::uint8_t *c = t + y * w;
        std::uint8_t *out = m_steps.data() + y * w;
        for (int x = 1; x < w - 1; ++x) {
            // Passable: neither a wall nor a vault's locked door (isPassable).
            const auto open = [](std::uint8_t v) {
                return int((v != 0) & (v != std::uint8_t(Tile::LockedDoor)));
            };
            const auto o = std::uint8_t(open(c[x - w]) | open(c[x + 1 - w]) << 1 |
                                        open(c[x + 1]) << 2 | open(c[x + 1 + w]) << 3 |
                                        open(c[x + w]) << 4 | open(c[x - 1 + w]) << 5 |
                                        open(c[x - 1]) << 6 | open(c[x - 1 - w]) << 7);
            const auto before = std::uint8_t(o << 1 | o >> 7);
            const auto after = std::uint8_t(o >> 1 | o << 7);
            const auto steps = std::uint8_t((o & 0x55) | (o & before & after & 0xAA));
            out[x] = open(c[x]) ? steps : 0;
        }
    }
    return true;
}

void DijkstraMap::compute(const TileMap &map, const std::vector<Point> &goals, int movement,
                          const std::vector<std::uint8_t> *blocked, int maxCost) {
    const bool newMap = useMap(map);
    movement = movement == 8 ? 8 : 4;
    if (blocked && blocked->size() != std::size_t(map.size()))
        blocked = nullptr;
    if (!newMap && !blocked && m_kept && !m_flee && movement == m_movement &&
        maxCost == m_maxCost && goals == m_goals)
        return;
    m_kept = !blocked;
    m_goals = goals;
    m_maxCost = maxCost;
    m_movement = movement;
    m_flee = false;
    if (blocked)
        m_blocked = *blocked;
    else
        m_blocked.clear();
    // Clearing the last compute's cells is enough when they were all settled (no mask: a blocked
    // cell gets a value without being settled), and far cheaper than the map for a bounded one.
    if (newMap || !m_onlySettledValued || m_values.size() != std::size_t(map.size())) {
        m_values.assign(std::size_t(map.size()), kUnreachable);
    } else {
        for (std::size_t k = 0; k < m_settledSize; ++k)
            m_values[std::size_t(m_settled[k])] = kUnreachable;
    }
    m_onlySettledValued = !blocked;
    m_frontier.clear();
    m_buckets.resize(kBuckets);
    for (Bucket &b : m_buckets)
        b.size = 0;

    const int width = map.width();
    const int bound = maxCost >= 0 ? maxCost : INT_MAX - kDiagonalCost;
    std::size_t pending = 0;
    for (Point g : goals) {
        if (!map.inBounds(g) || m_values[std::size_t(map.index(g))] == 0)
            continue;
        m_values[std::size_t(map.index(g))] = 0;
        if (!m_blocked.empty()) // the flee scan passes goals too
            m_blocked[std::size_t(map.index(g))] = 0;
        Bucket &b = m_buckets[0];
        if (b.cells.size() == b.size)
            b.cells.resize(b.size * 2 + 64);
        b.cells[b.size++] = map.index(g);
        ++pending;
    }

    // Dial's algorithm: every distance is even, so bucket (d / 2) % 8 holds the cells at d, and
    // a step never lands in the bucket being emptied. Within a bucket cells are settled in the
    // order they arrived, which keeps the scan deterministic.
    // The update is written without a branch (whether a neighbour improves is a coin toss the
    // processor would often guess wrong): the cell is always stored and always appended to its
    // bucket, and the bucket's size grows only when it improved.
    int indexStep[8];
    for (Direction d : kDirections)
        indexStep[int(d)] = offset(d).x + offset(d).y * width;
    const unsigned allowed = m_movement == 8 ? 0xFFu : 0x55u;
    m_settled.resize(std::size_t(map.size()));
    const auto search = [&](auto masked) {
        constexpr bool kMasked = decltype(masked)::value;
        int c = 0;
        int *settled = m_settled.data();
        std::size_t settledSize = 0;
        const auto relax = [&](unsigned mask, int cost) {
            if (mask == 0)
                return;
            if (cost > bound) { // beyond the bound; makeFleeMapFromSettled keeps them unreached
                m_frontier.push_back(c);
                return;
            }
            Bucket &target = m_buckets[std::size_t((cost / 2) % kBuckets)];
            if (target.cells.size() < target.size + 8)
                target.cells.resize(target.cells.size() * 2 + 64);
            int *out = target.cells.data();
            std::size_t size = target.size;
            for (; mask != 0; mask &= mask - 1) {
                const int n = c + indexStep[qCountTrailingZeroBits(mask)];
                int &cell = m_values[std::size_t(n)];
                const bool better = cell > cost;
                cell = better ? cost : cell;
                out[size] = n;
                if constexpr (kMasked) // valued, but nothing is reached through it
                    size += better && (*blocked)[std::size_t(n)] == 0 ? 1 : 0;
                else
                    size += better ? 1 : 0;
            }
            pending += size - target.size;
            target.size = size;
        };
        for (int d = 0; pending > 0; d += 2) {
            Bucket &bucket = m_buckets[std::size_t((d / 2) % kBuckets)];
            pending -= bucket.size;
            for (std::size_t k = 0; k < bucket.size; ++k) {
                c = bucket.cells[k];
                if (m_values[std::size_t(c)] != d)
                    continue;               // improved since: settled from an earlier bucket
                settled[settledSize++] = c; // once a cell: nothing improves a settled value
                const unsigned steps = m_steps[std::size_t(c)] & allowed; // 0 in a wall
                relax(steps & 0x55u, d + kStraightCost);
                relax(steps & 0xAAu, d + kDiagonalCost);
            }
            bucket.size = 0;
        }
        m_settledSize = settledSize;
    };
    if (blocked)
        search(std::true_type());
    else
        search(std::false_type());
}

bool DijkstraMap::computeFleeMap(const TileMap &map, const std::vector<Point> &goals, int movement,
                                 int maxCost, double factor) {
    const bool newMap = useMap(map);
    if (!newMap && m_kept && m_flee && m_fleeFactor == factor &&
        (movement == 8 ? 8 : 4) == m_movement && maxCost == m_maxCost && goals == m_goals)
        return false;
    compute(map, goals, movement, nullptr, maxCost);
    makeFleeMap(factor);
    return true;
}

void DijkstraMap::makeFleeMap(double factor) {
    m_fleeFactor = factor;
    // Thousandths, so the product is integer arithmetic and the same on every platform.
    const std::int64_t perMille = std::llround(factor * 1000.0);
    constexpr std::int64_t limit = std::int64_t(1) << 30;
    const int size = int(m_values.size());
    if (m_blocked.empty() && perMille <= 0) {
        makeFleeMapFromSettled(perMille);
        m_flee = true;
        return;
    }
    int low = INT_MAX, high = INT_MIN;
    for (int i = 0; i < size; ++i) {
        int &value = m_values[std::size_t(i)];
        if (value == kUnreachable)
            continue;
        std::int64_t v = std::int64_t(value) * perMille;
        v = v >= 0 ? v / 1000 : -((-v + 999) / 1000); // floor
        v = std::clamp(v, -limit, limit);
        value = int(v);
        low = std::min(low, value);
        high = std::max(high, value);
    }
    // The rescan: Dijkstra seeded with every reached cell at its scaled value. Steps are the
    // compute's (canStep between passable cells is the same both ways), only cells that had a
    // value take part, and blocked cells are not passed through, as in the compute. A step only
    // lowers a value to one above the cell it comes from, so every value stays within the seeds'
    // [low, high]: one bucket per value (Dial) when that span is small, as it is for a bounded
    // compute, else a heap. The values are the shortest walks either way.
    if (low <= high && std::int64_t(high) - low < kMaxFleeBuckets)
        rescanFleeByBuckets(low, high);
    else if (low <= high)
        rescanFleeByHeap();
    m_flee = true;
}

void DijkstraMap::makeFleeMapFromSettled(std::int64_t perMille) {
    // Without a mask every valued cell was settled, by rising distance, so the scaled values
    // (perMille <= 0) fall along m_settled: read backwards it is the rescan's seeds in order.
    constexpr std::int64_t limit = std::int64_t(1) << 30;
    const std::size_t count = m_settledSize;
    m_seedValues.resize(count);
    for (std::size_t k = 0; k < count; ++k) {
        int &value = m_values[std::size_t(m_settled[k])];
        std::int64_t v = std::int64_t(value) * perMille;
        v = v >= 0 ? v / 1000 : -((-v + 999) / 1000); // floor
        value = int(std::clamp(v, -limit, limit));
        m_seedValues[k] = value;
    }
    // Dijkstra as in makeFleeMap, values taken in rising order: the seeds at v, then the cells
    // lowered to v. A step lowers a cell to at most kDiagonalCost above the one it comes from,
    // so the lowered cells wait in a ring of kDiagonalCost + 1 buckets. While it runs, the
    // unreached cells read INT_MIN, so that no step lowers them and the update needs no branch
    // (as in compute).
    // Only the unreached neighbours of cells the compute stopped at (its frontier) can be
    // stepped to, so only they are marked, and put back afterwards.
    int *values = m_values.data();
    const int width = m_map.width();
    int indexStep[8];
    for (Direction d : kDirections)
        indexStep[int(d)] = offset(d).x + offset(d).y * width;
    const unsigned allowed = m_movement == 8 ? 0xFFu : 0x55u;
    m_marked.clear();
    for (const int c : m_frontier) {
        for (unsigned mask = m_steps[std::size_t(c)] & allowed; mask != 0; mask &= mask - 1) {
            const int n = c + indexStep[qCountTrailingZeroBits(mask)];
            if (values[n] == kUnreachable) {
                values[n] = INT_MIN;
                m_marked.push_back(n);
            }
        }
    }
    constexpr int kRing = kDiagonalCost + 1;
    m_ring.resize(kRing);
    for (Bucket &b : m_ring)
        b.size = 0;
    std::size_t pending = 0;
    const auto lower = [&](int c, unsigned mask, int nv, int ring) {
        if (mask == 0)
            return;
        Bucket &target = m_ring[std::size_t(ring)];
        if (target.cells.size() < target.size + 8)
            target.cells.resize(target.cells.size() * 2 + 64);
        int *out = target.cells.data();
        std::size_t size = target.size;
        for (; mask != 0; mask &= mask - 1) {
            const int n = c + indexStep[qCountTrailingZeroBits(mask)];
            int &cell = values[n];
            const bool better = nv < cell;
            cell = better ? nv : cell;
            out[size] = n;
            size += better ? 1 : 0;
        }
        pending += size - target.size;
        target.size = size;
    };
    // `ring`: v's bucket, ((v + limit) mod kRing) (values lie within [-limit, limit + 14]).
    const auto relax = [&](int c, int v, int ring) {
        if (values[c] != v)
            return; // lowered since: taken at its lower value
        const unsigned steps = m_steps[std::size_t(c)] & allowed;
        lower(c, steps & 0x55u, v + kStraightCost, (ring + kStraightCost) % kRing);
        lower(c, steps & 0xAAu, v + kDiagonalCost, (ring + kDiagonalCost) % kRing);
    };
    std::size_t next = count; // m_settled[next - 1] is the next seed
    int v = 0, ring = 0;
    while (next > 0 || pending > 0) {
        if (pending == 0) { // nothing waits below the next seed
            v = m_seedValues[next - 1];
            ring = int((std::int64_t(v) + limit) % kRing);
        }
        for (; next > 0 && m_seedValues[next - 1] == v; --next)
            relax(m_settled[next - 1], v, ring);
        Bucket &bucket = m_ring[std::size_t(ring)];
        pending -= bucket.size;
        for (std::size_t i = 0; i < bucket.size; ++i)
            relax(bucket.cells[i], v, ring);
        bucket.size = 0;
        ++v;
        ring = ring + 1 == kRing ? 0 : ring + 1;
    }
    for (const int n : m_marked)
        values[n] = kUnreachable;
}

template <typename Lowered>
void DijkstraMap::relaxFleeCell(int c, int v, Lowered lowered) {
    if (m_values[std::size_t(c)] != v || (!m_blocked.empty() && m_blocked[std::size_t(c)] != 0))
        return;
    const int width = m_map.width();
    const unsigned allowed = m_movement == 8 ? 0xFFu : 0x55u;
    for (unsigned mask = m_steps[std::size_t(c)] & allowed; mask != 0; mask &= mask - 1) {
        const auto dir = Direction(qCountTrailingZeroBits(mask));
        const int n = c + offset(dir).x + offset(dir).y * width;
        int &value = m_values[std::size_t(n)];
        const int nv = v + (isDiagonal(dir) ? kDiagonalCost : kStraightCost);
        if (value != kUnreachable && nv < value) {
            value = nv;
            lowered(n, nv);
        }
    }
}

void DijkstraMap::rescanFleeByBuckets(int low, int high) {
    const std::size_t span = std::size_t(high - low) + 1;
    if (m_fleeBuckets.size() < span)
        m_fleeBuckets.resize(span);
    for (std::size_t b = 0; b < span; ++b)
        m_fleeBuckets[b].clear();
    for (int i = 0; i < int(m_values.size()); ++i)
        if (const int v = m_values[std::size_t(i)]; v != kUnreachable)
            m_fleeBuckets[std::size_t(v - low)].push_back(i);
    const auto lowered = [&](int n, int nv) { m_fleeBuckets[std::size_t(nv - low)].push_back(n); };
    for (std::size_t b = 0; b < span; ++b) {
        // A step costs more than nothing: what it lowers lands in a later bucket, never this one.
        const std::vector<int> &cells = m_fleeBuckets[b];
        for (std::size_t i = 0; i < cells.size(); ++i)
            relaxFleeCell(cells[i], low + int(b), lowered);
    }
}

void DijkstraMap::rescanFleeByHeap() {
    constexpr std::int64_t limit = std::int64_t(1) << 30;
    const int size = int(m_values.size());
    int indexBits = 1;
    while ((std::int64_t(1) << indexBits) < size)
        ++indexBits;
    const std::uint64_t indexMask = (std::uint64_t(1) << indexBits) - 1;
    // Values shifted by `limit` so keys are non-negative; the cell index breaks ties.
    const auto key = [&](std::int64_t v, int index) {
        return std::uint64_t(v + limit) << indexBits | std::uint64_t(index);
    };
    m_heap.clear();
    for (int i = 0; i < size; ++i)
        if (const int v = m_values[std::size_t(i)]; v != kUnreachable)
            m_heap.push(key(v, i));
    const auto lowered = [&](int n, int nv) { m_heap.push(key(nv, n)); };
    while (!m_heap.empty()) {
        const std::uint64_t k = m_heap.pop();
        relaxFleeCell(int(k & indexMask), int(std::int64_t(k >> indexBits) - limit), lowered);
    }
}

std::optional<Point> DijkstraMap::downhill(Point from, int movement) const {
    if (!m_map.inBounds(from))
        return std::nullopt;
    int best = value(from);
    std::optional<Point> result;
    for (Direction d : kDirections) {
        if (!canStep(m_map, from, d, movement))
            continue;
        const Point n = from + offset(d);
        const int v = value(n);
        if (v < best) {
            best = v;
            result = n;
        }
    }
    return result;
}

} // namespace pd
