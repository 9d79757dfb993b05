#pragma once

#include "rpg/LogEntry.h"

#include "data/SpellRecord.h"
#include "rpg/Combatant.h"

#include <QList>
#include <optional>

namespace pd {

class Pack;
struct MonsterRecord;
struct Ruleset;

// The maze-duel spells (docs/rules.md "Spells"). Casting never draws from the RNG.
//   strength  = power + points × bonusRate / 100   (bonusRate in hundredths; rounded down once)
//   attack    = strength, not reduced by DEF; × restrictNumerator / restrictDenominator (4/3,
//               rounded down) when the spell's element restricts the target's; × defendPercent
//               / 100 when the target defends; at least 1; nothing against an Invincible target
//   heal      = strength, up to max HP; only when hurt; castable outside battles too
//   buff      = the caster gains the effect (amount = strength) for the spell's rounds
//   debuff    = the enemy gains it
// The hero knows every spell of the pack whose level is unlocked by its element's points
// (points ≥ ruleset.spellUnlock[level - 1]) and gains 1 point of the element per cast, after the
// cast. A monster knows MonsterRecord::spells, or else all spells of its element up to its level.

enum class Caster { Hero, Monster };

int elementPoints(const Combatant &who, Element e);
qint64 spellStrength(const SpellRecord &spell, const Combatant &caster);

// The element that counts for restriction: a monster's own; for the hero the element with the
// most points, when one element has strictly more than every other (a tie, or no points at
// all, is no element).
std::optional<Element> battleElement(const Combatant &who);
bool elementRestricts(Element spell, std::optional<Element> target, const Ruleset &rules);

// The hero: is the spell's level open (element points ≥ spellUnlock[level - 1])?
bool isUnlocked(const SpellRecord &spell, const Combatant &hero, const Ruleset &rules);
// The hero's castable-by-level spells, in pack order.
QList<const SpellRecord *> heroSpells(const Combatant &hero, const Pack &pack);
// A monster's spells, in pack order (or in the record's order when it lists them).
QList<const SpellRecord *> monsterSpells(const MonsterRecord &monster, const Pack &pack);

// Whether `caster` may cast `spell` now; the reason when not, checked in this order: silenced,
// level locked (the hero), not enough MP, heal at full HP.
bool canCast(const Combatant &caster, const SpellRecord &spell, const Ruleset &rules, Caster who,
             LogEntry *refusal = nullptr);

// The damage an attack spell would do to `target` now.
qint64 attackSpellDamage(const SpellRecord &spell, const Combatant &caster, const Combatant &target,
                         const Ruleset &rules, bool *restricted = nullptr);

struct SpellOutcome {
    qint64 amount = 0;       // damage dealt, HP healed, or the buff's amount
    bool restricted = false; // attack: the spell's element restricts the target's
    bool blocked = false;    // attack: the target was Invincible
    Buff buff;               // buff/debuff: what was added
};

// Casts without checking (call canCast first): spends the MP, applies the effect to the caster
// (heal, buff) or to `target` (attack, debuff), then gives the hero its element point.
SpellOutcome castSpell(Combatant &caster, Combatant &target, const SpellRecord &spell,
                       const Ruleset &rules, Caster who);

// The map's spell menu (the maze-duel rules let the hero cast healing spells outside battles
// too): only heal spells, with the same checks; `healed` receives the HP restored.
bool castHealSpell(Combatant &hero, const SpellRecord &spell, const Ruleset &rules,
                   LogEntry *refusal = nullptr, qint64 *healed = nullptr);

} // namespace pd
