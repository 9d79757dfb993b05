#pragma once

#include "gen/TileMap.h"

#include <cstdint>
#include <vector>

namespace pd {

struct LevelState;
struct Ruleset;
class Rng;

// Doors that close and secret doors (the ruleset's "doors" and "secretDoorPercent"; ours, off in
// every bundled pack: docs/rules.md, "Doors").
//
// Closing doors follow Brogue's rule: a door is open while something (the hero or a monster)
// stands in it and shut otherwise, so walking through one costs an ordinary step and nothing
// needs a command to open or close it. A shut door is passable (paths and moves go through it)
// but blocks sight and missiles like a wall. Its state follows from who stands where, so it is
// never stored apart.
//
// A secret door is a wall in the level's map (LevelState::level.map) until it is found; the
// cells still hidden are LevelState::secretDoors.
namespace doors {

// How many cells around the hero a search reaches (Chebyshev distance: the eight neighbours).
constexpr int kSearchReach = 1;
// The chance a search finds one secret door in reach: 1 in 3, per door.
constexpr int kFindNumerator = 1;
constexpr int kFindDenominator = 3;

bool closing(const Ruleset &rules);
// A shut door at `p`: doors close, the cell is a door, and neither the hero (at `hero`) nor a
// monster stands in it.
bool isClosed(const LevelState &ls, const Ruleset &rules, Point hero, Point p);
// The map as sight and missiles see it: the level's map, or (doors closing, tall grass or a
// locked door) a copy in `scratch` with each shut door, tall grass and locked door a wall.
// `radius` > 0: only the cells within radius + 1 of the hero (a square) are sure to be right in
// `scratch`, the others are left as they were: what a field of view of that radius reads, and
// no more work than that (a turn's view needs a few hundred cells of a map of thousands).
const TileMap &sightMap(const LevelState &ls, const Ruleset &rules, Point hero, TileMap &scratch,
                        int radius = 0);

// Chooses the level's secret doors when it is made (after its population): each door in reading
// order, with chance `percent` in 100 from `rng` (drawn for every door, so the draws do not
// depend on the choices), becomes secret when nothing stands on it and every cell reachable from
// the arrival with it open stays reachable with it and the doors chosen before it walled up
// (moves as the ruleset's `movement` counts them, never through deep water, lava or a chasm). It is
// walled up in the map and listed in ls.secretDoors. Room-by-room packs (whose doors lead on) have
// none: Game does not call it.
void hideSecretDoors(LevelState &ls, int percent, int movement, Rng &rng);
// Walls up the map's cells of ls.secretDoors again (a saved level made anew). False when one of
// them is no door of the map.
bool rehideSecretDoors(LevelState &ls);
// The cells reachable from `from` over passable tiles by the engine's step rule (canStep).
std::vector<std::uint8_t> reachable(const TileMap &map, Point from, int movement);
// reachable(map, from, movement)[to], the search stopped once `to` is found.
bool reaches(const TileMap &map, Point from, Point to, int movement);

} // namespace doors

} // namespace pd
