#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"
#include "random/Rng.h"

namespace pd {

// Rooms-and-tunnels tutorial: rectangular rooms joined in placement order by L-shaped tunnels,
// with optional extra loops and doors where tunnels cross a room's wall. docs/generators.md
// ("rooms") gives the exact order of random draws; kRoomsVersion changes whenever the output does.
// Fills generator, generatorVersion, map, rooms, doors, deadEnds and arrival (the centre of the
// first room); depth, settings, stairs and entities are left to the caller.
Level generateRooms(const RoomsSettings &settings, Rng &rng);

} // namespace pd
