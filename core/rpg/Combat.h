#pragma once

#include "rpg/Combatant.h"

namespace pd {

class Rng;
struct Ruleset;

// One blow, as the maze-duel report computes it (docs/rules.md):
//   hit chance   = HIT_a / (HIT_a + DOP_t)
//   damage       = ATK_a × 100 / (100 + DEF_t), at least 1
//   critical     = CRI_a percent chance, damage × criticalPercent / 100
//   defending    = damage × defendPercent / 100
// An Invincible target takes nothing.
struct AttackResult {
    bool hit = false;
    bool critical = false;
    bool blocked = false; // the target was invincible
    qint64 damage = 0;
};

// Draws from `rng` in a fixed order (hit, then critical) so replays agree.
AttackResult rollAttack(Rng &rng, const Combatant &attacker, const Combatant &target,
                        const Ruleset &rules);
// The exact chance the attack lands, in [0, 1], for the UI and tests.
double hitChance(const Combatant &attacker, const Combatant &target, const Ruleset &rules);
qint64 baseDamage(qint64 attack, qint64 defence);

// The maze-duel escape: (HIT_e + DOP_e) / (HIT_e + DOP_e + HIT_o + DOP_o), effective attributes.
// One draw from `rng` (none when both sums are 0: nobody can chase, the escape succeeds).
bool rollEscape(Rng &rng, const Combatant &escaper, const Combatant &enemy, const Ruleset &rules);
double escapeChance(const Combatant &escaper, const Combatant &enemy, const Ruleset &rules);

// A monster on the map runs below this percent of its HP: its record's `fleeBelow`, and at least
// kTimidFleeBelow when its character is timid (maze-duel rules: timid monsters flee). 0: it
// never runs.
constexpr int kTimidFleeBelow = 50;
int fleeBelowPercent(int recordFleeBelow, Character character);
bool wantsToFlee(const Combatant &monster, int recordFleeBelow, const Ruleset &rules);

} // namespace pd
