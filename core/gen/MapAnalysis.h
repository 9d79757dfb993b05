#pragma once

#include "gen/TileMap.h"

#include <QList>

#include <vector>

namespace pd::analysis {

constexpr int kUnreachable = -1;

// Breadth-first step counts from `start` over passable tiles, 4-neighbour (or 8 when
// `diagonal`); kUnreachable for walls and cut-off cells. Indexed like TileMap::index().
std::vector<int> distances(const TileMap &map, Point start, bool diagonal = false);

// Connected regions of passable tiles (4-neighbour): region id per cell (-1 for walls), and
// the size of each region.
struct Regions {
    std::vector<int> id;
    std::vector<int> sizes;
    int largest() const; // index of the biggest region, -1 if none
};
Regions regions(const TileMap &map);

// Passable cells with exactly one passable 4-neighbour.
QList<Point> deadEnds(const TileMap &map);

// True when every passable cell is reachable from `start`.
bool allReachable(const TileMap &map, Point start);

// Number of passable 4-neighbours.
int openNeighbours(const TileMap &map, Point p);

} // namespace pd::analysis
