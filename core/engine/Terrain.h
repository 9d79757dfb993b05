#pragma once

#include "gen/TileMap.h"

#include <optional>
#include <vector>

namespace pd {

struct Level;
struct Ruleset;
class Rng;

// Terrain with rules (the ruleset's "terrain"; ours, off in every bundled pack: docs/rules.md,
// "Terrain"). Deep water, lava and chasms are hazards: the hero may step in (and swims, burns or
// falls), while monsters, paths and the bot keep off them; a bridge is floor over a chasm; tall
// grass is walked through and blocks sight.
namespace terrain {

// The map as walkers that keep off hazards see it: the level's map itself when it has none, or
// a copy in `scratch` with each hazard a wall.
const TileMap &walkMap(const TileMap &map, TileMap &scratch);

// walkMap kept from round to round (the monsters' walk, MonsterAi): made again only when the
// level's tiles changed (a comparison of the tiles, no allocation), with one cell opened again
// (the hero's, when he stands in a hazard: monsters may still strike him there).
class WalkCache {
public:
    const TileMap &walkMap(const TileMap &map, Point open);

private:
    TileMap m_source, m_walk;
    bool m_hazards = false;
    std::optional<Point> m_opened; // a hazard opened in m_walk
};

// Lays a freshly made level's terrain from the ruleset's chances, drawing from `rng` (the stream
// terrain:DEPTH): a lake of deep water, one of lava and a chasm (none on the last depth), each a
// blob of at most rules.lakeCells floor cells off the stairs, the arrival and everything placed
// on the level; then patches of grass. Every cell reachable from the arrival before stays
// reachable over the walk map: where a lake or chasm cuts the only way, the cells of a shortest
// way through it become floor (a chasm's become a bridge).
void place(Level &level, const Ruleset &rules, bool lastDepth, Rng &rng);

// The cells reachable from `from` over the walk map by the engine's step rule.
std::vector<std::uint8_t> dryReachable(const TileMap &map, Point from, int movement);

} // namespace terrain

} // namespace pd
