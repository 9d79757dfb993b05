#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"
#include "random/Rng.h"

namespace pd {

// Caves tutorial: random fill, cellular-automaton smoothing (the 4-5 rule), then one connected cave
// (the largest region alone, or every region tunnelled to it). docs/generators.md ("caves")
// gives the exact order of random draws; kCavesVersion changes whenever the output does.
// Fills generator, generatorVersion, map, deadEnds and arrival (a random floor cell); rooms and
// doors stay empty; depth, settings, stairs and entities are left to the caller.
Level generateCaves(const CavesSettings &settings, Rng &rng);

// The smoothing step alone, as generateCaves runs it (bit-parallel, 64 cells per word): each
// pass turns a cell into wall when at least wallThreshold of the 9 cells of its 3×3 block are
// walls (out of bounds counts as wall), else into floor; the border is always wall afterwards.
// Any non-wall tile counts as floor and comes back as Floor. Public for the tests and
// benchmarks that hold it against a plain 3×3 loop.
void smoothCaves(TileMap &map, int passes, int wallThreshold);

} // namespace pd
