#include "CavesGenerator.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

namespace pd {

namespace {

// Guards for settings that skipped validation (which allows sizes 20..256): the smallest map
// holds the fallback 3×3 cave inside its border, and the work stays bounded.
constexpr int kMinCaveSide = 5;
constexpr int kMaxCaveSide = 1024;
constexpr int kMaxPasses = 64; // the 4-5 rule settles long before this
// Regions smaller than this are filled rather than tunnelled to: a tunnel to a nook of one to
// three cells only adds a dead end.
constexpr int kMinTunnelledRegion = 4;
// A cave whose largest region is smaller than 3×3 gets the fallback 3×3 cave at the centre.
constexpr int kMinCave = 9;

using Word = std::uint64_t;
constexpr Word kAll = ~Word(0);

int lowestBit(Word w) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(w);
#else
    int n = 0;
    while (!(w & 1u))
        w >>= 1, ++n;
    return n;
#endif
}

int bitCount(Word w) {
#if defined(__POPCNT__)
    return __builtin_popcountll(w);
#else
    // Without the POPCNT instruction (baseline x86-64) the builtin is a library call.
    w = w - ((w >> 1) & 0x5555555555555555ULL);
    w = (w & 0x3333333333333333ULL) + ((w >> 2) & 0x3333333333333333ULL);
    w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return int((w * 0x0101010101010101ULL) >> 56);
#endif
}

// One bit per cell, each row padded to whole 64-bit words. The whole generator works on these:
// 64 cells per operation, and no branch per cell (cave maps are noise, so per-cell branches
// mispredict half the time).
class BitGrid {
public:
    BitGrid(int width, int height, Word fill)
        : m_width(width)
        , m_height(height)
        , m_words((width + 63) / 64)
        , m_bits(std::size_t(m_words) * std::size_t(height), fill) {}

    int width() const { return m_width; }
    int height() const { return m_height; }
    int words() const { return m_words; }
    Word *row(int y) { return m_bits.data() + std::size_t(y) * std::size_t(m_words); }
    const Word *row(int y) const { return m_bits.data() + std::size_t(y) * std::size_t(m_words); }
    void set(int x, int y) { row(y)[x >> 6] |= Word(1) << (x & 63); }
    void reset(int x, int y) { row(y)[x >> 6] &= ~(Word(1) << (x & 63)); }
    void clearRows(int from, int to) { std::fill(row(from), row(to) + m_words, Word(0)); }
    std::vector<Word> &bits() { return m_bits; }
    const std::vector<Word> &bits() const { return m_bits; }

private:
    int m_width;
    int m_height;
    int m_words;
    std::vector<Word> m_bits;
};

// The caves rule on wall bits (1 = wall; padding and border are walls and stay so): a cell
// becomes wall when s >= T, s being the walls of its 3×3 block. T is a template argument so
// that the bit-sliced comparison folds to a few operations.
template <int T>
void smoothPasses(BitGrid &walls, int passes) {
    const int h = walls.height(), n = walls.words();
    BitGrid next(walls.width(), h, kAll);
    std::vector<Word> sum0(walls.bits().size()), sum1(walls.bits().size());
    std::vector<Word> border(std::size_t(n), 0);
    for (int k = 0; k < n; ++k) {
        const int firstPadding = walls.width() - 64 * k;
        if (firstPadding < 64)
            border[std::size_t(k)] = kAll << firstPadding;
    }
    border[0] |= Word(1);
    border[std::size_t((walls.width() - 1) / 64)] |= Word(1) << ((walls.width() - 1) % 64);
    // s >= T compared bit-sliced from the low bit up: on bits 0..i it is s_i & ge where bit i
    // of T is 1 and s_i | ge where it is 0.
    constexpr Word t0 = T & 1 ? kAll : 0, t1 = T & 2 ? kAll : 0;
    constexpr Word t2 = T & 4 ? kAll : 0, t3 = T & 8 ? kAll : 0;

    // Rows are contiguous, so both loops run over the whole grid at once: a word's neighbour
    // across a row's end is the next row's, which only the sums of border cells see, and
    // those are walled afterwards.
    const std::size_t total = walls.bits().size(), size = std::size_t(n);
    for (int pass = 0; pass < passes; ++pass) {
        const Word *in = walls.bits().data();
        // The 2-bit sum of each cell's left, own and right bits (a full adder).
        for (std::size_t i = 0; i < total; ++i) {
            const Word b = in[i];
            const Word a = (b << 1) | (i > 0 ? in[i - 1] >> 63 : Word(1));
            const Word c = (b >> 1) | (i + 1 < total ? in[i + 1] << 63 : Word(1) << 63);
            sum0[i] = a ^ b ^ c;
            sum1[i] = (a & b) | (c & (a ^ b));
        }
        // The three row sums above, at and below added into a 4-bit count s3 s2 s1 s0 (0..9).
        Word *out = next.bits().data();
        for (std::size_t i = size; i + size < total; ++i) {
            const Word u0 = sum0[i - size], m0 = sum0[i], d0 = sum0[i + size];
            const Word u1 = sum1[i - size], m1 = sum1[i], d1 = sum1[i + size];
            const Word s0 = u0 ^ m0 ^ d0;
            const Word carry = (u0 & m0) | (d0 & (u0 ^ m0));
            const Word twos = u1 ^ m1 ^ d1;
            const Word foursA = (u1 & m1) | (d1 & (u1 ^ m1));
            const Word s1 = twos ^ carry;
            const Word foursB = twos & carry;
            const Word s2 = foursA ^ foursB;
            const Word s3 = foursA & foursB;
            Word ge = kAll;
            ge = (s0 & ge) | (~t0 & (s0 | ge));
            ge = (s1 & ge) | (~t1 & (s1 | ge));
            ge = (s2 & ge) | (~t2 & (s2 | ge));
            ge = (s3 & ge) | (~t3 & (s3 | ge));
            out[i] = ge;
        }
        for (int y = 1; y + 1 < h; ++y)
            for (int k = 0; k < n; ++k)
                next.row(y)[k] |= border[std::size_t(k)];
        std::fill_n(next.row(0), n, kAll);
        std::fill_n(next.row(h - 1), n, kAll);
        std::swap(walls.bits(), next.bits());
    }
}

template <std::size_t... T>
constexpr auto smoothPassesTable(std::index_sequence<T...>) {
    return std::array<void (*)(BitGrid &, int), sizeof...(T)>{&smoothPasses<int(T)>...};
}

// wallThreshold 0..10 (a count of 9 cells cannot reach 10).
void smoothWalls(BitGrid &walls, int passes, int wallThreshold) {
    static constexpr auto kPasses = smoothPassesTable(std::make_index_sequence<11>());
    kPasses[std::size_t(wallThreshold)](walls, passes);
}

struct CellRun {
    int y;
    int x0;
    int x1; // inclusive
};

// 4-connected regions of floor as horizontal runs joined by union-find, numbered in the order of
// their first cell (row by row).
struct Regions {
    std::vector<CellRun> runs; // row by row, left to right
    std::vector<int> rowStart; // row y's runs are runs[rowStart[y] .. rowStart[y + 1])
    std::vector<int> region;   // per run
    std::vector<int> sizes;    // per region, in cells
    std::vector<int> order;    // runs grouped by region, each group row by row
    std::vector<int> first;    // region r's runs are order[first[r] .. first[r + 1])

    int count() const { return int(sizes.size()); }
    int largest() const {
        return sizes.empty() ? -1
                             : int(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
    }
    // The region of a floor cell, -1 for wall.
    int regionAt(int x, int y) const {
        const auto begin = runs.begin() + rowStart[std::size_t(y)];
        const auto end = runs.begin() + rowStart[std::size_t(y) + 1];
        const auto it =
            std::partition_point(begin, end, [x](const CellRun &run) { return run.x1 < x; });
        return it != end && it->x0 <= x ? region[std::size_t(it - runs.begin())] : -1;
    }
    template <typename F>
    void forRuns(int r, F f) const {
        for (int i = first[std::size_t(r)]; i < first[std::size_t(r) + 1]; ++i)
            f(runs[std::size_t(order[std::size_t(i)])]);
    }
};

Regions findRegions(const BitGrid &floor) {
    Regions g;
    std::vector<int> &rowStart = g.rowStart;
    rowStart.assign(std::size_t(floor.height()) + 1, 0);
    // Starts and ends of runs alternate from left to right (a run may cross into the next
    // word), so the k-th start of a row and its k-th end make its k-th run: listing each apart
    // costs far fewer mispredicted branches than switching between them.
    const int n = floor.words();
    std::vector<int> starts(std::size_t(floor.width()) + 1), ends(std::size_t(floor.width()) + 1);
    for (int y = 0; y < floor.height(); ++y) {
        rowStart[std::size_t(y)] = int(g.runs.size());
        const Word *row = floor.row(y);
        std::size_t count = 0, endCount = 0;
        for (int k = 0; k < n; ++k) {
            const Word f = row[k];
            for (Word s = f & ~((f << 1) | (k > 0 ? row[k - 1] >> 63 : 0)); s; s &= s - 1)
                starts[count++] = 64 * k + lowestBit(s);
            for (Word e = f & ~((f >> 1) | (k + 1 < n ? row[k + 1] << 63 : 0)); e; e &= e - 1)
                ends[endCount++] = 64 * k + lowestBit(e);
        }
        for (std::size_t r = 0; r < count; ++r)
            g.runs.push_back({y, starts[r], ends[r]});
    }
    rowStart.back() = int(g.runs.size());

    // The root of a set is its smallest run, so roots come in order of first cells.
    std::vector<int> parent(g.runs.size());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&parent](int a) {
        while (parent[std::size_t(a)] != a) {
            parent[std::size_t(a)] = parent[std::size_t(parent[std::size_t(a)])];
            a = parent[std::size_t(a)];
        }
        return a;
    };
    for (int y = 1; y < floor.height(); ++y) {
        int i = rowStart[std::size_t(y) - 1], j = rowStart[std::size_t(y)];
        const int iEnd = rowStart[std::size_t(y)], jEnd = rowStart[std::size_t(y) + 1];
        while (i < iEnd && j < jEnd) {
            const CellRun &a = g.runs[std::size_t(i)], &b = g.runs[std::size_t(j)];
            if (a.x0 <= b.x1 && b.x0 <= a.x1) {
                const int ra = find(i), rb = find(j);
                parent[std::size_t(std::max(ra, rb))] = std::min(ra, rb);
            }
            if (a.x1 < b.x1)
                ++i;
            else
                ++j;
        }
    }
    g.region.assign(g.runs.size(), -1);
    for (std::size_t i = 0; i < g.runs.size(); ++i) {
        const int root = find(int(i));
        if (root == int(i))
            g.sizes.push_back(0);
        const int r = root == int(i) ? g.count() - 1 : g.region[std::size_t(root)];
        g.region[i] = r;
        g.sizes[std::size_t(r)] += g.runs[i].x1 - g.runs[i].x0 + 1;
    }
    g.first.assign(std::size_t(g.count()) + 1, 0);
    for (const int r : g.region)
        ++g.first[std::size_t(r) + 1];
    std::partial_sum(g.first.begin(), g.first.end(), g.first.begin());
    g.order.resize(g.runs.size());
    std::vector<int> fillAt(g.first.begin(), g.first.end() - 1);
    for (std::size_t i = 0; i < g.runs.size(); ++i)
        g.order[std::size_t(fillAt[std::size_t(g.region[i])]++)] = int(i);
    return g;
}

// Calls f(word index, mask) for the words a run covers.
template <typename F>
void forRunWords(const CellRun &run, F f) {
    for (int k = run.x0 >> 6; k <= run.x1 >> 6; ++k) {
        const int lo = std::max(run.x0 - 64 * k, 0), hi = std::min(run.x1 - 64 * k, 63);
        f(k, (kAll >> (63 - hi)) & (kAll << lo));
    }
}

void setRun(BitGrid &grid, const CellRun &run) {
    Word *row = grid.row(run.y);
    forRunWords(run, [row](int k, Word mask) { row[k] |= mask; });
}

void resetRun(BitGrid &grid, const CellRun &run) {
    Word *row = grid.row(run.y);
    forRunWords(run, [row](int k, Word mask) { row[k] &= ~mask; });
}

// Joins every other region to `main`, in the order of their first cells. A search spreads from
// the whole region one step at a time through the interior, walls or not (a rectangle, so the
// steps are the Manhattan distance), until it meets joined floor; the first such cell row by row
// and the first region cell at that distance are a nearest pair. The L between them stays in
// their bounding box, so it crosses no joined or own cell, and any pending region it touches
// joins too.
// True when every region left is joined to `main` by a tunnel.
bool tunnelToMain(BitGrid &floor, const Regions &regions, int main, Rng &rng) {
    enum : std::uint8_t { Pending, Joined, Filled };
    const int w = floor.width(), h = floor.height(), n = floor.words();
    std::vector<std::uint8_t> state(std::size_t(regions.count()), Pending);
    bool pending = false;
    for (int r = 0; r < regions.count(); ++r) {
        if (r != main && regions.sizes[std::size_t(r)] < kMinTunnelledRegion) {
            state[std::size_t(r)] = Filled;
            regions.forRuns(r, [&](const CellRun &run) { resetRun(floor, run); });
        } else if (r != main) {
            pending = true;
        }
    }
    if (!pending)
        return true; // the usual case after eight passes: one cave and a few nooks

    bool connected = true;
    BitGrid joined(w, h, 0);
    auto join = [&](int r) {
        state[std::size_t(r)] = Joined;
        regions.forRuns(r, [&](const CellRun &run) { setRun(joined, run); });
    };
    join(main);

    std::vector<Word> inner(std::size_t(n), kAll); // columns 1 .. w-2
    for (int k = 0; k < n; ++k) {
        const int firstOutside = (w - 1) - 64 * k;
        if (firstOutside < 64)
            inner[std::size_t(k)] = firstOutside <= 0 ? 0 : kAll >> (64 - firstOutside);
    }
    inner[0] &= ~Word(1);

    BitGrid reached(w, h, 0), front(w, h, 0), grown(w, h, 0);
    for (int r = 0; r < regions.count(); ++r) {
        if (state[std::size_t(r)] != Pending)
            continue;
        int top = h, bottom = 0;
        regions.forRuns(r, [&](const CellRun &run) {
            setRun(reached, run);
            setRun(front, run);
            top = std::min(top, run.y);
            bottom = std::max(bottom, run.y);
        });
        Point target = {-1, -1};
        int distance = 0, lo = top, hi = bottom;
        while (target.x < 0) {
            ++distance;
            lo = std::max(1, top - distance);
            hi = std::min(h - 2, bottom + distance);
            Word any = 0;
            for (int y = lo; y <= hi; ++y) {
                const Word *f = front.row(y), *above = front.row(y - 1), *below = front.row(y + 1);
                const Word *seen = reached.row(y);
                Word *out = grown.row(y);
                for (int k = 0; k < n; ++k) {
                    const Word left = (f[k] << 1) | (k > 0 ? f[k - 1] >> 63 : 0);
                    const Word right = (f[k] >> 1) | (k + 1 < n ? f[k + 1] << 63 : 0);
                    out[k] =
                        (left | right | above[k] | below[k]) & inner[std::size_t(k)] & ~seen[k];
                    any |= out[k];
                }
            }
            for (int y = lo; y <= hi && target.x < 0; ++y)
                for (int k = 0; k < n; ++k)
                    if (const Word hit = grown.row(y)[k] & joined.row(y)[k]) {
                        target = {k * 64 + lowestBit(hit), y};
                        break;
                    }
            if (any == 0)
                break; // cannot happen: the main region is inside the interior
            for (int y = lo; y <= hi; ++y)
                for (int k = 0; k < n; ++k)
                    reached.row(y)[k] |= grown.row(y)[k];
            std::swap(front.bits(), grown.bits());
        }
        // Only rows lo-1 .. hi+1 were ever written for this region.
        for (BitGrid *g : {&reached, &front, &grown})
            g->clearRows(std::max(0, lo - 1), std::min(h - 1, hi + 1));
        join(r);
        if (target.x < 0) {
            connected = false;
            continue;
        }

        Point source = target;
        bool found = false;
        regions.forRuns(r, [&](const CellRun &run) {
            const int dx = distance - std::abs(run.y - target.y);
            if (found || dx < 0)
                return;
            for (const int x : {target.x - dx, target.x + dx})
                if (x >= run.x0 && x <= run.x1) {
                    source = {x, run.y};
                    found = true;
                    return;
                }
        });
        const Point corner =
            rng.below(2) == 0 ? Point{target.x, source.y} : Point{source.x, target.y};
        auto carve = [&](Point p) {
            for (const Point q :
                 {p, p + Point{0, -1}, p + Point{1, 0}, p + Point{0, 1}, p + Point{-1, 0}}) {
                const int id = regions.regionAt(q.x, q.y);
                if (id >= 0 && state[std::size_t(id)] == Pending)
                    join(id);
            }
            floor.set(p.x, p.y);
            joined.set(p.x, p.y);
        };
        auto toward = [](Point from, Point to) {
            return Point{(to.x > from.x) - (to.x < from.x), (to.y > from.y) - (to.y < from.y)};
        };
        for (Point p = source; p != corner; p = p + toward(p, corner))
            carve(p);
        for (Point p = corner; p != target; p = p + toward(p, target))
            carve(p);
    }
    return connected;
}

// Joins the floor into one cave; true when it is (a search that gave up would leave a region
// apart, which cannot happen while the largest region lies inside the border).
bool joinIntoOneCave(BitGrid &floor, CavesSettings::Connect mode, Rng &rng) {
    Regions regions = findRegions(floor);
    if (regions.count() == 0 || regions.sizes[std::size_t(regions.largest())] < kMinCave) {
        const Point c = {floor.width() / 2, floor.height() / 2};
        for (int y = c.y - 1; y <= c.y + 1; ++y)
            for (int x = c.x - 1; x <= c.x + 1; ++x)
                floor.set(x, y);
        regions = findRegions(floor);
    }
    const int main = regions.largest();
    if (mode == CavesSettings::Connect::Tunnels)
        return tunnelToMain(floor, regions, main, rng);
    std::fill(floor.bits().begin(), floor.bits().end(), Word(0));
    regions.forRuns(main, [&](const CellRun &run) { setRun(floor, run); });
    return true;
}

// Floor cells with exactly one floor 4-neighbour, row by row (as analysis::deadEnds lists
// them), 64 at a time. Floor never touches the border, so rows 1 .. h-2 suffice.
QList<Point> deadEnds(const BitGrid &floor) {
    QList<Point> out;
    const int n = floor.words();
    for (int y = 1; y + 1 < floor.height(); ++y) {
        const Word *f = floor.row(y), *above = floor.row(y - 1), *below = floor.row(y + 1);
        for (int k = 0; k < n; ++k) {
            const Word west = (f[k] << 1) | (k > 0 ? f[k - 1] >> 63 : 0);
            const Word east = (f[k] >> 1) | (k + 1 < n ? f[k + 1] << 63 : 0);
            const Word a = above[k], b = below[k];
            const Word two = (a & b) | (west & east) | ((a | b) & (west | east));
            for (Word dead = f[k] & (a | b | west | east) & ~two; dead; dead &= dead - 1)
                out.append({k * 64 + lowestBit(dead), y});
        }
    }
    return out;
}

Point randomFloor(const BitGrid &floor, Rng &rng) {
    int total = 0;
    for (const Word w : floor.bits())
        total += bitCount(w);
    int k = int(rng.below(std::uint32_t(total)));
    for (std::size_t i = 0; i < floor.bits().size(); ++i) {
        Word w = floor.bits()[i];
        const int count = bitCount(w);
        if (k >= count) {
            k -= count;
            continue;
        }
        for (; k > 0; --k)
            w &= w - 1;
        const int y = int(i) / floor.words();
        return {(int(i) % floor.words()) * 64 + lowestBit(w), y};
    }
    return {floor.width() / 2, floor.height() / 2};
}

// Eight tiles per byte of a row: Wall = 0, Floor = 1.
struct ByteTiles {
    Tile tiles[256][8];
    constexpr ByteTiles()
        : tiles() {
        for (int b = 0; b < 256; ++b)
            for (int i = 0; i < 8; ++i)
                tiles[b][i] = (b >> i) & 1 ? Tile::Floor : Tile::Wall;
    }
};
constexpr ByteTiles kByteTiles;

void copyToMap(const BitGrid &floor, TileMap &map) {
    std::vector<Tile> &tiles = map.tiles();
    const int w = map.width();
    for (int y = 0; y < map.height(); ++y) {
        const Word *row = floor.row(y);
        Tile *out = &tiles[std::size_t(y) * std::size_t(w)];
        for (int x = 0; x < w; x += 8) {
            const auto byte = std::size_t((row[x >> 6] >> (x & 63)) & 0xffu);
            std::copy_n(kByteTiles.tiles[byte], std::min(8, w - x), out + x);
        }
    }
}

} // namespace

void smoothCaves(TileMap &map, int passes, int wallThreshold) {
    const int w = map.width(), h = map.height();
    if (w <= 0 || h <= 0)
        return;
    BitGrid walls(w, h, kAll);
    for (int y = 0; y < h; ++y) {
        const Tile *in = &map.tiles()[std::size_t(y) * std::size_t(w)];
        Word *row = walls.row(y);
        for (int k = 0; k < walls.words(); ++k) {
            Word open = 0;
            for (int x = 64 * k; x < std::min(w, 64 * k + 64); ++x)
                open |= Word(in[x] != Tile::Wall) << (x & 63);
            row[k] &= ~open;
        }
    }
    smoothWalls(walls, std::max(0, passes), std::clamp(wallThreshold, 0, 10));
    BitGrid &floor = walls;
    for (Word &v : floor.bits())
        v = ~v;
    // Without a pass the border is still as given.
    std::fill_n(floor.row(0), floor.words(), Word(0));
    std::fill_n(floor.row(h - 1), floor.words(), Word(0));
    for (int y = 0; y < h; ++y) {
        floor.reset(0, y);
        floor.reset(w - 1, y);
    }
    copyToMap(floor, map);
}

Level generateCaves(const CavesSettings &settings, Rng &rng) {
    const int width = std::clamp(settings.width, kMinCaveSide, kMaxCaveSide);
    const int height = std::clamp(settings.height, kMinCaveSide, kMaxCaveSide);
    const int passes = std::clamp(settings.passes, 0, kMaxPasses);
    // Counts run 0..9, so clamping keeps the rule's meaning for any threshold.
    const int wallThreshold = std::clamp(settings.wallThreshold, 0, 10);

    BitGrid walls(width, height, kAll);
    for (int y = 1; y < height - 1; ++y) {
        Word *row = walls.row(y);
        for (int k = 0; k < walls.words(); ++k) {
            Word open = 0;
            for (int x = std::max(1, 64 * k); x < std::min(width - 1, 64 * k + 64); ++x) {
                const bool wall = int(rng.below(100)) < settings.fillPercent;
                open |= Word(!wall) << (x & 63);
            }
            row[k] &= ~open;
        }
    }
    smoothWalls(walls, passes, wallThreshold);

    BitGrid &floor = walls;
    for (Word &w : floor.bits())
        w = ~w; // border and padding were walls, so they are not floor
    const bool connected = joinIntoOneCave(floor, settings.connect, rng);

    Level level;
    level.generator = QStringLiteral("caves");
    level.generatorVersion = kCavesVersion;
    level.map = TileMap(width, height, Tile::Wall);
    copyToMap(floor, level.map);
    level.deadEnds = deadEnds(floor);
    level.arrival = randomFloor(floor, rng);
    level.connected = connected;
    return level;
}

} // namespace pd
