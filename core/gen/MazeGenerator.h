#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"

namespace pd {

class Rng;

// The maze-duel maze: randomized Prim's algorithm on n×n cells (settings.cells, clamped to 2..127)
// drawn on a (2n+1)×(2n+1) map, cell (i, j) at (2i+1, 2j+1), walls between. Entrance (StairsUp,
// also the arrival) top-left, exit (StairsDown) bottom-right; deadEnds are the cells with one
// open side besides those two, row-major. The result is a perfect maze: one path between any
// two cells. docs/generators.md, "maze", gives the exact draw order.
Level generateMaze(const MazeSettings &settings, Rng &rng);

} // namespace pd
