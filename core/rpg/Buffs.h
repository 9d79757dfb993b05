#pragma once

#include "rpg/Combatant.h"

namespace pd {

struct Ruleset;
struct SpellRecord;

// The maze-duel buff life cycle (docs/rules.md "Buffs and debuffs"):
// - an effect works from the moment it is added (Combatant::effective reads stat buffs);
// - at the start of each of the holder's turns, Growing heals and Burning hurts (in list
//   order), then every effect loses a round, and those at 0 retire;
// - a second cast of the same effect on the same side (buff or debuff) replaces the first:
//   its amount and rounds are the new cast's (refresh, never stacked);
// - when a battle ends every effect retires.

// A buff or debuff as a spell makes it: amount = spellStrength (power + points × bonus rate).
Buff makeBuff(const SpellRecord &spell, const Combatant &caster);

// Adds `buff` to `holder`, replacing the same effect on the same side. Buffs with no rounds are
// ignored.
void addBuff(Combatant &holder, const Buff &buff);

// The effect in force, or nullptr.
const Buff *findBuff(const Combatant &holder, SpellRecord::Effect effect, bool debuff);
bool isSilenced(const Combatant &who);
bool isInvincible(const Combatant &who);

// What the start of a turn did to its holder.
struct TurnStart {
    qint64 healed = 0;   // by Growing (never above max HP)
    qint64 burned = 0;   // by Burning (nothing while Invincible: "would not take damage")
    QList<Buff> expired; // retired this turn, in list order
    bool died = false;   // Burning took the last HP
};

// The start of the holder's turn, on the battle screen or on the map: defending ends, Growing and
// Burning work, rounds count down, spent effects retire. No randomness.
TurnStart startOfTurn(Combatant &holder, const Ruleset &rules);

// Every buff and debuff retires and defending ends (maze-duel rules: at the end of a battle).
void clearBuffs(Combatant &holder);

} // namespace pd
