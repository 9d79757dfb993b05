#include "rpg/Spells.h"

#include "data/MonsterRecord.h"
#include "data/Pack.h"
#include "data/Ruleset.h"
#include "rpg/Buffs.h"

#include <algorithm>

namespace pd {

namespace {
bool refuse(LogEntry *refusal, LogEntry why) {
    if (refusal)
        *refusal = std::move(why);
    return false;
}
} // namespace

int elementPoints(const Combatant &who, Element e) {
    return who.elementPoints[std::size_t(e)];
}

qint64 spellStrength(const SpellRecord &spell, const Combatant &caster) {
    // Maze-duel rules: the bonus is element points × bonus rate; the rate is stored in hundredths,
    // so the sum is taken in hundredths and rounded down once.
    const qint64 points = elementPoints(caster, spell.element);
    return (qint64(spell.power) * 100 + points * spell.bonusRate) / 100;
}

std::optional<Element> battleElement(const Combatant &who) {
    if (who.element)
        return who.element;
    int best = 0;
    std::optional<Element> top;
    for (int i = 0; i < kElementCount; ++i) {
        const int p = who.elementPoints[std::size_t(i)];
        if (p > best) {
            best = p;
            top = Element(i);
        } else if (p == best) {
            top.reset(); // the maze duel uses the element with the most points: a tie has none
        }
    }
    return best > 0 ? top : std::nullopt;
}

bool elementRestricts(Element spell, std::optional<Element> target, const Ruleset &rules) {
    if (!target)
        return false;
    const auto it = rules.restricts.constFind(spell);
    return it != rules.restricts.constEnd() && it.value() == *target;
}

bool isUnlocked(const SpellRecord &spell, const Combatant &hero, const Ruleset &rules) {
    const int level = std::clamp(spell.level, 1, int(rules.spellUnlock.size()));
    return elementPoints(hero, spell.element) >= rules.spellUnlock[std::size_t(level - 1)];
}

QList<const SpellRecord *> heroSpells(const Combatant &hero, const Pack &pack) {
    QList<const SpellRecord *> out;
    for (const SpellRecord &s : pack.spells)
        if (isUnlocked(s, hero, pack.ruleset))
            out.append(&s);
    return out;
}

QList<const SpellRecord *> monsterSpells(const MonsterRecord &monster, const Pack &pack) {
    QList<const SpellRecord *> out;
    if (!monster.spells.isEmpty()) {
        for (const QString &id : monster.spells)
            if (const SpellRecord *s = pack.spell(id))
                out.append(s);
        return out;
    }
    // Maze-duel rules: a monster knows every spell of its element up to its own level.
    if (!monster.element)
        return out;
    for (const SpellRecord &s : pack.spells)
        if (s.element == *monster.element && s.level <= monster.level)
            out.append(&s);
    return out;
}

bool canCast(const Combatant &caster, const SpellRecord &spell, const Ruleset &rules, Caster who,
             LogEntry *refusal) {
    if (isSilenced(caster))
        return refuse(refusal, LogEntry::silenced(caster.name));
    if (who == Caster::Hero && !isUnlocked(spell, caster, rules)) {
        const int level = std::clamp(spell.level, 1, int(rules.spellUnlock.size()));
        return refuse(refusal,
                      LogEntry::spellLocked(spell.id, rules.spellUnlock[std::size_t(level - 1)],
                                            elementName(spell.element), caster.name,
                                            elementPoints(caster, spell.element)));
    }
    if (caster.mp < spell.mp)
        return refuse(refusal, LogEntry::notEnoughMp(spell.id, spell.mp, caster.name, caster.mp));
    // Maze-duel rules: a healing spell can be cast only by a caster who has lost some HP.
    if (spell.type == SpellRecord::Type::Heal && caster.hp >= caster.maxHp(rules))
        return refuse(refusal, LogEntry::hpFull());
    return true;
}

qint64 attackSpellDamage(const SpellRecord &spell, const Combatant &caster, const Combatant &target,
                         const Ruleset &rules, bool *restricted) {
    const bool restrict = elementRestricts(spell.element, battleElement(target), rules);
    if (restricted)
        *restricted = restrict;
    if (isInvincible(target))
        return 0;
    // Maze-duel rules: the damage is the spell's damage plus the bonus, 4/3 when restricting; DEF
    // is part of the attack formula only, so spells go through armour. Defending covers the next
    // blow or attack spell.
    qint64 damage = spellStrength(spell, caster);
    if (damage <= 0)
        return 0;
    if (restrict)
        damage = damage * rules.restrictNumerator / rules.restrictDenominator;
    if (target.defending)
        damage = damage * rules.defendPercent / 100;
    return std::max<qint64>(1, damage);
}

SpellOutcome castSpell(Combatant &caster, Combatant &target, const SpellRecord &spell,
                       const Ruleset &rules, Caster who) {
    SpellOutcome r;
    caster.mp = std::max<qint64>(0, caster.mp - spell.mp);
    switch (spell.type) {
    case SpellRecord::Type::Attack:
        r.blocked = isInvincible(target);
        r.amount = attackSpellDamage(spell, caster, target, rules, &r.restricted);
        target.hp = std::max<qint64>(0, target.hp - r.amount);
        break;
    case SpellRecord::Type::Heal:
        r.amount = std::clamp<qint64>(spellStrength(spell, caster), 0,
                                      std::max<qint64>(0, caster.maxHp(rules) - caster.hp));
        caster.hp += r.amount;
        break;
    case SpellRecord::Type::Buff:
        r.buff = makeBuff(spell, caster);
        r.amount = r.buff.amount;
        addBuff(caster, r.buff);
        break;
    case SpellRecord::Type::Debuff:
        r.buff = makeBuff(spell, caster);
        r.amount = r.buff.amount;
        addBuff(target, r.buff);
        break;
    case SpellRecord::Type::Effect:
        break; // what it does is its effects, on the map
    }
    // Maze-duel rules: the hero earns 1 point in an element for each spell of it cast.
    if (who == Caster::Hero)
        ++caster.elementPoints[std::size_t(spell.element)];
    return r;
}

bool castHealSpell(Combatant &hero, const SpellRecord &spell, const Ruleset &rules,
                   LogEntry *refusal, qint64 *healed) {
    if (spell.type != SpellRecord::Type::Heal)
        return refuse(refusal, LogEntry::onlyHealOutside());
    if (!canCast(hero, spell, rules, Caster::Hero, refusal))
        return false;
    Combatant nobody;
    const SpellOutcome r = castSpell(hero, nobody, spell, rules, Caster::Hero);
    if (healed)
        *healed = r.amount;
    return true;
}

} // namespace pd
