#include "MapAnalysis.h"

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
    const Tile *t = map.tiles().data();
    // Collected without a branch per cell inside the border (floor and wall alternate too
    // irregularly to predict); the border's cells need bounds checks.
    std::vector<Point> found(std::size_t(map.size()));
    std::size_t count = 0;
    auto edge = [&](int x, int y) {
        found[count] = {x, y};
        count += map.passable({x, y}) && openNeighbours(map, {x, y}) == 1 ? 1 : 0;
    };
    for (int y = 0; y < h; ++y) {
        if (y == 0 || y == h - 1 || w < 3) {
            for (int x = 0; x < w; ++x)
                edge(x, y);
            continue;
        }
        edge(0, y);
        for (int x = 1; x < w - 1; ++x) {
            const int i = y * w + x;
            const int open = int(isPassable(t[i - w])) + int(isPassable(t[i + w])) +
                             int(isPassable(t[i - 1])) + int(isPassable(t[i + 1]));
            found[count] = {x, y};
            count += std::size_t(isPassable(t[i]) & (open == 1));
        }
        edge(w - 1, y);
    }
    return QList<Point>(found.begin(), found.begin() + std::ptrdiff_t(count));
}

bool allReachable(const TileMap &map, Point start) {
    const std::vector<int> d = distances(map, start);
    for (int i = 0; i < map.size(); ++i)
        if (isPassable(map.tiles()[std::size_t(i)]) && d[std::size_t(i)] == kUnreachable)
            return false;
    return true;
}

} // namespace pd::analysis
