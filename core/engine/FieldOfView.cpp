#include "engine/FieldOfView.h"

#include <algorithm>

namespace pd {

namespace {

// floor(a / b) for b > 0.
inline int floorDiv(int a, int b) {
    const int q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

// The four quadrants (north, east, south, west): a row at `depth` from the origin and a column
// `col` across it map to origin + depth * depthStep + col * colStep.
struct Quadrant {
    Point depthStep;
    Point colStep;
};
constexpr Quadrant kQuadrants[4] = {
    {{0, -1}, {1, 0}}, {{1, 0}, {0, 1}}, {{0, 1}, {1, 0}}, {{-1, 0}, {0, 1}}};

} // namespace

void FieldOfView::compute(const TileMap &map, Point origin, int radius) {
    if (map.width() != m_width || map.height() != m_height) {
        m_width = map.width();
        m_height = map.height();
        m_stamp.assign(std::size_t(map.size()), 0);
        m_generation = 0;
    }
    if (++m_generation == 0) {
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        m_generation = 1;
    }
    m_visible.clear();
    if (!map.inBounds(origin))
        return;
    reveal(map.index(origin), origin);
    // Rows past the map's edge hold nothing to see; rows past the radius nothing in range.
    const int edges[4] = {origin.y, m_width - 1 - origin.x, m_height - 1 - origin.y, origin.x};
    for (int q = 0; q < 4; ++q) {
        const int maxDepth = radius > 0 ? std::min(radius, edges[q]) : edges[q];
        if (maxDepth >= 1)
            scanQuadrant(map, origin, q, maxDepth, radius);
    }
}

bool FieldOfView::isVisible(Point p) const {
    return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height &&
           m_stamp[std::size_t(p.y * m_width + p.x)] == m_generation;
}

inline void FieldOfView::reveal(int index, Point p) {
    std::uint32_t &stamp = m_stamp[std::size_t(index)];
    if (stamp != m_generation) { // the quadrants share their diagonals
        stamp = m_generation;
        m_visible.push_back(p);
    }
}

// Ford's scan(row), with the recursion turned into a work list (rows are independent, so the
// order they are scanned in changes only the order of visibleCells). A row's columns run from
// round-ties-up(depth * start) to round-ties-down(depth * end); a floor cell is revealed only
// when its centre lies within [start, end] (that makes the result symmetric), a wall whenever
// it is scanned. A wall's shadow spans slopes (2col - 1) / (2depth) .. (2col + 1) / (2depth).
void FieldOfView::scanQuadrant(const TileMap &map, Point origin, int quadrant, int maxDepth,
                               int radius) {
    const Quadrant &qd = kQuadrants[quadrant];
    const Tile *tiles = map.tiles().data();
    const int colStride = qd.colStep.x + qd.colStep.y * m_width;
    // The columns inside the map: origin's coordinate across the rows plus col in [0, extent).
    const int across = qd.colStep.x != 0 ? origin.x : origin.y;
    const int extent = qd.colStep.x != 0 ? m_width : m_height;
    const int colMin = -across, colMax = extent - 1 - across;
    const int range2 = radius > 0 ? radius * radius + radius : 0;

    m_rows.clear();
    m_rows.push_back({1, -1, 1, 1, 1});
    while (!m_rows.empty()) {
        Row row = m_rows.back();
        m_rows.pop_back();
        const int d = row.depth;
        const int first =
            std::max(floorDiv(2 * d * row.startNum + row.startDen, 2 * row.startDen), colMin - 1);
        const int last =
            std::min(-floorDiv(row.endDen - 2 * d * row.endNum, 2 * row.endDen), colMax + 1);
        // Columns beyond colMin - 1 / colMax + 1 are out of bounds like those two (walls that
        // are never revealed), so skipping them changes no slope that matters.
        const Point rowStart = {origin.x + d * qd.depthStep.x, origin.y + d * qd.depthStep.y};
        const int rowIndex = rowStart.y * m_width + rowStart.x;
        const int rem = radius > 0 ? range2 - d * d : 0;
        const bool deeper = d < maxDepth;
        int prev = -1; // the previous cell: -1 none, 0 transparent, 1 wall
        for (int col = first; col <= last; ++col) {
            const bool inside = col >= colMin && col <= colMax;
            const bool wall = !inside || tiles[rowIndex + col * colStride] == Tile::Wall;
            if (inside && (radius <= 0 || col * col <= rem) &&
                (wall ||
                 (col * row.startDen >= d * row.startNum && col * row.endDen <= d * row.endNum)))
                reveal(rowIndex + col * colStride,
                       {rowStart.x + col * qd.colStep.x, rowStart.y + col * qd.colStep.y});
            if (prev == 1 && !wall) {
                row.startNum = 2 * col - 1;
                row.startDen = 2 * d;
            } else if (prev == 0 && wall && deeper) {
                m_rows.push_back({d + 1, row.startNum, row.startDen, 2 * col - 1, 2 * d});
            }
            prev = wall ? 1 : 0;
        }
        if (prev == 0 && deeper)
            m_rows.push_back({d + 1, row.startNum, row.startDen, row.endNum, row.endDen});
    }
}

} // namespace pd
