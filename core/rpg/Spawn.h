#pragma once

#include "rpg/LogEntry.h"

#include "rpg/Combatant.h"

namespace pd {

class Rng;
struct MonsterRecord;
struct ItemRecord;
struct Ruleset;

// A fresh hero at level 1 from the ruleset's hero block: full HP and MP.
Combatant makeHero(const Ruleset &rules, const QString &name);

// One monster as it appears: every stat die rolled in attribute order (hp mp atk def cri hit
// dop), then its XP value, then its character (rage/calm/timid, one in three each) when the
// record allows characters. `xp` receives the XP it is worth.
Combatant makeMonster(const MonsterRecord &record, int depth, Rng &rng, qint64 *xp = nullptr);

// Medicine restores HP and/or MP up to the maxima. Refused, with a hint in `refusal`, when it
// would restore nothing (a maze-duel hint box; ours says "HP is already full").
bool applyMedicine(Combatant &who, const ItemRecord &item, const Ruleset &rules,
                   LogEntry *refusal = nullptr);

} // namespace pd
