#include "MapAnalysis.h"

#include <QtAlgorithms>
#include <QtEndian>

#include <algorithm>
#include <cstdint>

namespace pd::analysis {

std::vector<int> distances(const TileMap &map, Point start, bool diagonal) {
    const int w = map.width(), h = map.height();
    const Tile *tiles = map.tiles().data();
    // Every generator walls its border; then no neighbour test needs bounds checks.
    bool walledBorder = w > 2 && h > 2;
    for (int x = 0; x < w && walledBorder; ++x)
        walledBorder = !isPassable(tiles[x]) && !isPassable(tiles[(h - 1) * w + x]);
    for (int y = 0; y < h && walledBorder; ++y)
        walledBorder = !isPassable(tiles[y * w]) && !isPassable(tiles[y * w + w - 1]);
    if (walledBorder && !diagonal && map.passable(start)) {
        // Layer by layer, with the cells still to visit in a byte array, and the queue grown
        // without a branch: which neighbours are open is too irregular to predict, and
        // mispredictions were most of the time this took.
        const std::size_t n = std::size_t(map.size());
        std::vector<std::uint8_t> open(n);
        for (std::size_t i = 0; i < n; ++i)
            open[i] = isPassable(tiles[i]) ? 1 : 0;
        std::vector<int> dist(n, kUnreachable);
        std::vector<int> queue(n); // the border is wall: fewer cells than n are ever queued
        std::size_t head = 0, tail = 0;
        const int first = map.index(start);
        open[std::size_t(first)] = 0;
        queue[tail++] = first;
        const int offsets[4] = {-w, 1, w, -1};
        for (int d = 0; head < tail; ++d) {
            for (const std::size_t end = tail; head < end; ++head) {
                const int i = queue[head];
                dist[std::size_t(i)] = d;
                for (const int o : offsets) {
                    const auto j = std::size_t(i + o);
                    const std::uint8_t isOpen = open[j];
                    open[j] = 0;
                    queue[tail] = int(j);
                    tail += isOpen;
                }
            }
        }
        return dist;
    }
    std::vector<int> dist(std::size_t(map.size()), kUnreachable);
    if (!map.passable(start))
        return dist;
    std::vector<int> queue;
    queue.reserve(std::size_t(map.size()));
    dist[std::size_t(map.index(start))] = 0;
    queue.push_back(map.index(start));
    const int n = diagonal ? 8 : 4;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const int x = i % w, y = i / w;
        const int next = dist[std::size_t(i)] + 1;
        for (int k = 0; k < n; ++k) {
            const Point d = diagonal ? kSteps8[std::size_t(k)] : kSteps4[std::size_t(k)];
            const int nx = x + d.x, ny = y + d.y;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                continue;
            const int j = ny * w + nx;
            if (dist[std::size_t(j)] != kUnreachable || !isPassable(tiles[j]))
                continue;
            dist[std::size_t(j)] = next;
            queue.push_back(j);
        }
    }
    return dist;
}

int Regions::largest() const {
    if (sizes.empty())
        return -1;
    return int(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
}

Regions regions(const TileMap &map) {
    Regions r;
    r.id.assign(std::size_t(map.size()), -1);
    std::vector<int> queue;
    queue.reserve(std::size_t(map.size()));
    for (int start = 0; start < map.size(); ++start) {
        if (r.id[std::size_t(start)] != -1 || !isPassable(map.tiles()[std::size_t(start)]))
            continue;
        const int region = int(r.sizes.size());
        r.sizes.push_back(0);
        queue.clear();
        queue.push_back(start);
        r.id[std::size_t(start)] = region;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const Point p = map.point(queue[head]);
            ++r.sizes.back();
            for (const Point d : kSteps4) {
                const Point q = p + d;
                if (!map.inBounds(q))
                    continue;
                const int j = map.index(q);
                if (r.id[std::size_t(j)] == -1 && isPassable(map.tiles()[std::size_t(j)])) {
                    r.id[std::size_t(j)] = region;
                    queue.push_back(j);
                }
            }
        }
    }
    return r;
}

int openNeighbours(const TileMap &map, Point p) {
    int n = 0;
    for (const Point d : kSteps4)
        n += map.passable(p + d) ? 1 : 0;
    return n;
}

QList<Point> deadEnds(const TileMap &map) {
    const int w = map.width(), h = map.height();
    const auto *bytes = reinterpret_cast<const unsigned char *>(map.tiles().data());
    QList<Point> out;
    auto edge = [&](int x, int y) {
        if (map.passable({x, y}) && openNeighbours(map, {x, y}) == 1)
            out.append({x, y});
    };
    // Inside the border, eight cells at a time: a byte of 1 per passable cell (tiles are 0 for
    // wall and at most 4, so adding 0x7f sets a byte's high bit exactly when it is passable),
    // the four neighbours' bytes added, and the cells whose sum is 1 picked out.
    static_assert(sizeof(Tile) == 1 && int(Tile::Wall) == 0 && int(Tile::StairsUp) == 4);
    constexpr quint64 kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    auto passable8 = [&](int i) {
        return ((qFromLittleEndian<quint64>(bytes + i) + 0x7f * kOnes) & kHigh) >> 7;
    };
    for (int y = 0; y < h; ++y) {
        if (y == 0 || y == h - 1 || w < 3) {
            for (int x = 0; x < w; ++x)
                edge(x, y);
            continue;
        }
        edge(0, y);
        int x = 1;
        for (; x + 8 <= w - 1; x += 8) {
            const int i = y * w + x;
            const quint64 open = passable8(i);
            if (open == 0)
                continue;
            const quint64 sum =
                passable8(i - w) + passable8(i + w) + passable8(i - 1) + passable8(i + 1);
            const quint64 v = sum ^ kOnes; // zero where exactly one neighbour is open
            const quint64 zero = ~((((v & ~kHigh) + ~kHigh) | v) & kHigh) & kHigh;
            for (quint64 dead = zero & (open << 7); dead; dead &= dead - 1)
                out.append({x + int(qCountTrailingZeroBits(dead)) / 8, y});
        }
        for (; x < w - 1; ++x)
            edge(x, y);
        edge(w - 1, y);
    }
    return out;
}

bool allReachable(const TileMap &map, Point start) {
    const std::vector<int> d = distances(map, start);
    for (int i = 0; i < map.size(); ++i)
        if (isPassable(map.tiles()[std::size_t(i)]) && d[std::size_t(i)] == kUnreachable)
            return false;
    return true;
}

} // namespace pd::analysis
