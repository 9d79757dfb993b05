#pragma once

#include "gen/TileMap.h"

#include <cstdint>
#include <vector>

namespace pd {

// What a creature at `origin` sees: Albert Ford's symmetric shadowcasting (2020), with exact
// rational slopes. Walls (Tile::Wall) are opaque; floor, doors and stairs are transparent.
// Properties (tests/unit/tst_fov.cpp): a floor cell A sees a floor cell B exactly when B sees
// A; walls bordering visible space are visible; the origin is always visible. docs/fov-and-
// paths.md has the rules.
//
// One object is meant to be reused every turn: compute() touches only the cells it scans
// (a generation stamp per cell marks the visible ones), so its cost depends on the radius,
// not the map size. The per-cell array is reallocated only when the map's size changes.
class FieldOfView {
public:
    // Visible cells from `origin` within `radius`: a cell at offset (dx, dy) is in range when
    // dx*dx + dy*dy <= radius*radius + radius (Euclidean, rounded the way a circle of radius
    // r + 1/2 is drawn); radius <= 0 means unlimited. An origin outside the map sees nothing.
    void compute(const TileMap &map, Point origin, int radius);

    bool isVisible(Point p) const; // of the last compute; false out of bounds
    // Each visible cell once: the origin first, then in scan order (deterministic: the same
    // map, origin and radius give the same list).
    const std::vector<Point> &visibleCells() const { return m_visible; }

    static bool inRadius(Point offset, int radius) {
        return radius <= 0 || offset.x * offset.x + offset.y * offset.y <= radius * radius + radius;
    }

private:
    // A row of the scan at `depth` from the origin, between two slopes num/den (den > 0).
    struct Row {
        int depth;
        int startNum, startDen;
        int endNum, endDen;
    };

    void reveal(int index, Point p);
    void scanQuadrant(const TileMap &map, Point origin, int quadrant, int maxDepth, int radius);

    int m_width = 0;
    int m_height = 0;
    std::uint32_t m_generation = 0;
    std::vector<std::uint32_t> m_stamp; // == m_generation: visible in the last compute
    std::vector<Point> m_visible;
    std::vector<Row> m_rows; // the scan's work list, kept to avoid reallocation
};

} // namespace pd
