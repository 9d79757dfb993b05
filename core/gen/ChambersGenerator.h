#pragma once

#include "gen/GeneratorSettings.h"
#include "gen/Level.h"

#include <optional>

namespace pd {

class CompiledTables;
class Pack;
class Rng;

// One room of seed 000's room-by-room dungeon. `entry` is the wall the hero comes in through
// (the wall opposite the door he left the previous room by); nullopt for the first room, where
// the entry wall is rolled. Rolls the pack's size/shape/exits tables and the room's contents.
//
// The room fills its level: a (w+2)×(h+2) map with a wall border around the w×h interior. Every
// door is on a wall, never in a corner, in front of a floor cell; the hero arrives on the floor
// cell inside the entry door. Missing or odd table results fall back to a 6×6 rectangle with two
// exits and no contents. docs/generators.md, "chambers", gives the shapes and the draw order.
Level generateChamber(const ChambersSettings &settings, const Pack &pack, Rng &rng,
                      std::optional<Side> entry);
// The same with the pack's tables already compiled (what Dungeon holds).
Level generateChamber(const ChambersSettings &settings, const CompiledTables &tables, Rng &rng,
                      std::optional<Side> entry);

} // namespace pd
