#pragma once

#include <QHashFunctions>
#include <QString>

#include <array>
#include <cstdlib>

namespace pd {

struct Point {
    int x = 0;
    int y = 0;

    constexpr bool operator==(const Point &o) const { return x == o.x && y == o.y; }
    constexpr bool operator!=(const Point &o) const { return !(*this == o); }
    constexpr bool operator<(const Point &o) const { return y != o.y ? y < o.y : x < o.x; }
    constexpr Point operator+(const Point &o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(const Point &o) const { return {x - o.x, y - o.y}; }
};

inline size_t qHash(const Point &p, size_t seed = 0) noexcept {
    return qHashMulti(seed, p.x, p.y);
}

constexpr int manhattan(Point a, Point b) {
    return std::abs(a.x - b.x) + std::abs(a.y - b.y);
}
constexpr int chebyshev(Point a, Point b) {
    const int dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
    return dx > dy ? dx : dy;
}

// A rectangle of cells: x..x+width-1, y..y+height-1.
struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    constexpr int right() const { return x + width - 1; }
    constexpr int bottom() const { return y + height - 1; }
    constexpr bool contains(Point p) const {
        return p.x >= x && p.x <= right() && p.y >= y && p.y <= bottom();
    }
    constexpr Point center() const { return {x + width / 2, y + height / 2}; }
    // Overlap, counting a gap of `margin` cells as overlap too.
    constexpr bool intersects(const Rect &o, int margin = 0) const {
        return x - margin <= o.right() && right() + margin >= o.x && y - margin <= o.bottom() &&
               bottom() + margin >= o.y;
    }
    constexpr bool operator==(const Rect &o) const {
        return x == o.x && y == o.y && width == o.width && height == o.height;
    }
};

// The four walls / compass directions of room-by-room doors, and the eight steps of movement.
enum class Side { North, East, South, West };
constexpr std::array<Side, 4> kSides = {Side::North, Side::East, Side::South, Side::West};
constexpr Side opposite(Side s) {
    return Side((int(s) + 2) % 4);
}
constexpr Point step(Side s) {
    switch (s) {
    case Side::North:
        return {0, -1};
    case Side::East:
        return {1, 0};
    case Side::South:
        return {0, 1};
    case Side::West:
        return {-1, 0};
    }
    return {0, 0};
}
QString sideName(Side s); // "n", "e", "s", "w"
bool sideFromName(const QString &name, Side &out);

// n, ne, e, se, s, sw, w, nw: index 0..7, clockwise from north.
constexpr std::array<Point, 8> kSteps8 = {
    {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
constexpr std::array<Point, 4> kSteps4 = {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

} // namespace pd
