#include "MapAnalysis.h"

#include <algorithm>

namespace pd::analysis {

std::vector<int> distances(const TileMap &map, Point start, bool diagonal) {
    std::vector<int> dist(std::size_t(map.size()), kUnreachable);
    if (!map.passable(start))
        return dist;
    std::vector<int> queue;
    queue.reserve(std::size_t(map.size()));
    dist[std::size_t(map.index(start))] = 0;
    queue.push_back(map.index(start));
    const int w = map.width();
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const Point p = map.point(i);
        const int next = dist[std::size_t(i)] + 1;
        const int n = diagonal ? 8 : 4;
        for (int k = 0; k < n; ++k) {
            const Point d = diagonal ? kSteps8[std::size_t(k)] : kSteps4[std::size_t(k)];
            const Point q = p + d;
            if (!map.inBounds(q))
                continue;
            const int j = q.y * w + q.x;
            if (dist[std::size_t(j)] != kUnreachable || !isPassable(map.tiles()[std::size_t(j)]))
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
    QList<Point> out;
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (map.passable({x, y}) && openNeighbours(map, {x, y}) == 1)
                out.append({x, y});
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
