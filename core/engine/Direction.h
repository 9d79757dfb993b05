#pragma once

#include "gen/Geometry.h"
#include "gen/TileMap.h"

#include <QString>
#include <array>
#include <optional>

namespace pd {

// The eight compass steps, clockwise from north; the even ones are the four orthogonal steps.
enum class Direction { N, NE, E, SE, S, SW, W, NW };
constexpr std::array<Direction, 8> kDirections = {Direction::N,  Direction::NE, Direction::E,
                                                  Direction::SE, Direction::S,  Direction::SW,
                                                  Direction::W,  Direction::NW};
constexpr std::array<Direction, 4> kOrthogonal = {Direction::N, Direction::E, Direction::S,
                                                  Direction::W};

constexpr Point offset(Direction d) {
    constexpr std::array<Point, 8> steps = {Point{0, -1}, Point{1, -1}, Point{1, 0},
                                            Point{1, 1},  Point{0, 1},  Point{-1, 1},
                                            Point{-1, 0}, Point{-1, -1}};
    return steps[std::size_t(d)];
}
constexpr bool isDiagonal(Direction d) {
    return int(d) % 2 == 1;
}
constexpr Direction reverse(Direction d) {
    return Direction((int(d) + 4) % 8);
}

// The way a hero faces as a pack's moves count it: where moves are 4-way, a diagonal facing
// counts as the orthogonal one after it, clockwise. The turn keys turn from it and the forward
// key steps along it.
constexpr Direction squaredFacing(Direction facing, int movement) {
    return movement == 4 && isDiagonal(facing) ? Direction((int(facing) + 1) % 8) : facing;
}

// A turn of the hero where it stands (the report's A, D and S keys).
enum class Turning { Left, Right, Round };
// Where a hero facing `facing` faces after `turn`: a quarter turn where moves are 4-way, an
// eighth where they are 8-way; round is half a circle in both.
constexpr Direction turned(Direction facing, Turning turn, int movement) {
    const int step = movement == 4 ? 2 : 1;
    const int eighths = turn == Turning::Left ? 8 - step : turn == Turning::Right ? step : 4;
    return Direction((int(squaredFacing(facing, movement)) + eighths) % 8);
}

// The step through a wall: north for the north wall, and so on.
constexpr Direction sideDirection(Side s) {
    return Direction(int(s) * 2);
}

QString directionName(Direction d); // "n", "ne", ... (the commands file's spelling)
std::optional<Direction> directionFromName(const QString &name);
// The step from `from` to an adjacent `to`; nullopt when they are not neighbours.
std::optional<Direction> directionBetween(Point from, Point to);

// The one movement rule the engine and every path search share: the target cell is passable,
// and a diagonal step does not cut a corner (both orthogonal cells it passes are passable).
// Diagonals are allowed only when the ruleset's movement is 8.
inline bool canStep(const TileMap &map, Point from, Direction d, int movement) {
    const Point o = offset(d);
    if (!map.passable(from + o))
        return false;
    if (!isDiagonal(d))
        return true;
    return movement == 8 && map.passable({from.x + o.x, from.y}) &&
           map.passable({from.x, from.y + o.y});
}

} // namespace pd
