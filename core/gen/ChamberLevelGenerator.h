#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"

namespace pd {

class Pack;
class PackCache;
class Rng;
struct ContentsTracer;

// A whole level of room-by-room chambers for packs whose levels persist: rooms are made one
// after another from the pack's tables, and each new room's entry door meets an exit of a room
// already placed across a one-cell passage (the room-by-room hot door on the opposite wall).
// Exits that lead nowhere are walled up. The level has stairs like any other.
Level generateChamberLevel(const ChambersSettings &settings, const Pack &pack, Rng &rng);
// The same with the pack's cache at hand (what Dungeon holds).
// With a tracer: where each entity of the level came from (ChambersGenerator.h), in order.
Level generateChamberLevel(const ChambersSettings &settings, const PackCache &cache, Rng &rng,
                           ContentsTracer *tracer = nullptr);

} // namespace pd
