#pragma once

#include "data/Vault.h"
#include "gen/Geometry.h"

#include <QList>
#include <optional>

namespace pd {

struct Level;
class Pack;
class CompiledTables;
class Rng;

// Vaults and themed rooms (the ruleset's "vaults" and a band's vault table; ours, off in every
// bundled pack: docs/rules.md "Vaults"). A pass after a level is made, terrain and all: with
// the ruleset's chancePercent, one vault drawn from the band's table is carved into solid rock
// (its grid and a ring of rock around it were all wall) with each door joined by a straight
// corridor of at most kMaxCorridor cells to a cell reachable from the arrival without crossing
// a hazard. Only walls become anything else, so whatever was reachable stays reachable. What
// its cells hold becomes the level's entities (items, monsters, items for sale with a price),
// and a vault with a locked door gets the ruleset's key laid on a floor cell elsewhere that is
// reachable from the arrival without passing a locked door. Every draw comes from `rng` (the
// stream vault:DEPTH).
namespace vaults {

constexpr int kMaxCorridor = 8;

struct Placed {
    Vault vault;
    Rect area;          // the grid's cells on the map
    QList<Point> doors; // its doors (+ and L), in reading order
    std::optional<Point> key;
};

// Draws whether the level gets a vault, which one, where, and what it holds. False (the level
// untouched) when it gets none or none fits.
bool place(Level &level, const Pack &pack, const CompiledTables &tables, const QString &table,
           Rng &rng, Placed *placed = nullptr);

// Carves `vault` with its top-left cell at `at` and its corridors (no draws; what its cells
// hold is not laid). False, the level untouched, when it does not fit there.
bool stamp(Level &level, const Vault &vault, Point at, int movement, bool locks,
           QList<Point> *doors = nullptr);

} // namespace vaults

} // namespace pd
