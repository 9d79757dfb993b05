#pragma once

#include "data/SpellRecord.h"
#include "rpg/Combatant.h"

#include <QList>

namespace pd {

class Rng;
struct Ruleset;

// What a monster does on its battle turn, and why (docs/rules.md "The monster's turn").
struct MonsterChoice {
    enum class Kind { Attack, Defend, Spell, Escape };
    enum class Reason {
        Rage,        // character behaviour: attacks
        Timid,       // character behaviour: tries to escape
        Heal,        // HP below half and a heal spell it can pay for
        Flee,        // HP below the record's fleeBelow percent, no heal possible
        Buff,        // a buff it does not have yet
        Debuff,      // a debuff the hero does not have yet
        Wait,        // the hero is Invincible: no blow or attack spell can hurt, so it defends
        AttackSpell, // an attack spell it can pay for
        Attack       // nothing else applies
    };
    Kind kind = Kind::Attack;
    Reason reason = Reason::Attack;
    const SpellRecord *spell = nullptr; // Kind::Spell

    static QString reasonName(Reason r); // "rage", "heal", ... (logs, tests)
};

// "Low" HP for the heal branch: below this percent of max HP.
constexpr int kMonsterHealBelowPercent = 50;

// The maze-duel report's decision tree (its Figure 20), first match wins:
//   1. HP < 50 % and it knows heal spells  → the strongest heal it has the MP for
//   2. HP < fleeBelow %                    → escape
//   3. it knows buff spells whose effect it lacks            → the strongest it can pay for
//   4. it knows debuff spells whose effect the hero lacks    → the strongest it can pay for
//   5. the hero is Invincible              → defend (wait for the shield to drop)
//   6. it knows attack spells              → the most damaging it can pay for
//   7. attack
// Each spell branch checks the kind of spell first, then the MP among that kind's spells (seed
// 004: "firstly check if the monster is able to spout a certain kind of spells, then check if it
// has enough magic"); a kind it cannot pay for falls through to the next branch. A Silenced
// monster skips every spell branch. Ties between spells go to the first in `spells`. No
// randomness.
MonsterChoice decideByTree(const Combatant &monster, const Combatant &hero,
                           const QList<const SpellRecord *> &spells, int fleeBelowPercent,
                           const Ruleset &rules);

// The whole turn's choice: a monster with a character draws once, rng.chance(ruleset
// characterChancePercent, 100); when it comes up the character behaves (rage attacks unless the
// hero is Invincible, calm has no behaviour of its own, timid tries to escape); otherwise, and
// for a monster without a character (no draw), the tree decides.
MonsterChoice chooseMonsterAction(const Combatant &monster, const Combatant &hero,
                                  const QList<const SpellRecord *> &spells, int fleeBelowPercent,
                                  const Ruleset &rules, Rng &rng);

} // namespace pd
