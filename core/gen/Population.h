#pragma once

#include "gen/Dungeon.h"

#include <cstdint>
#include <vector>

namespace pd {

class CompiledTables;

// Places what lives on a level: the win item, then what the level's band rolls (chests, in a
// maze each with a guard, monsters, items, traps and chips). Every draw comes from the level's
// "population" stream in a fixed order (docs/rng.md): the counts and tables first, then the
// places. The seed catalogs, the golden replays and the state hashes pin that order.
// `known`: steps from the arrival already measured; `measured` receives them when population
// has to measure them all. `origins` (when tracing) receives each entity's origin; `contents`:
// the origins of the entities the level already has (a room's own).
void populateLevel(const Pack &pack, const CompiledTables &tables, std::uint64_t seed, Level &level,
                   const std::vector<int> *known, std::vector<int> &measured,
                   QList<EntityOrigin> *origins, const std::vector<ContentsOrigin> *contents);

} // namespace pd
