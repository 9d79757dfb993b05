#include "rpg/MonsterTactics.h"

#include "data/Ruleset.h"
#include "random/Rng.h"
#include "rpg/Buffs.h"
#include "rpg/Spells.h"

#include <algorithm>

namespace pd {

QString MonsterChoice::reasonName(Reason r) {
    static const char *const names[] = {"rage",   "timid", "heal",         "flee",  "buff",
                                        "debuff", "wait",  "attack-spell", "attack"};
    return QString::fromLatin1(names[int(r)]);
}

namespace {

using Type = SpellRecord::Type;

// Kind first, then MP: the spells of `type` that pass `eligible`; the strongest of those the
// monster can pay for, or nullptr.
template <typename Eligible, typename Strength>
const SpellRecord *pickSpell(const Combatant &monster, const QList<const SpellRecord *> &spells,
                             Type type, Eligible eligible, Strength strength) {
    bool knowsKind = false;
    for (const SpellRecord *s : spells)
        knowsKind = knowsKind || (s->type == type && eligible(*s));
    if (!knowsKind)
        return nullptr;
    const SpellRecord *best = nullptr;
    qint64 bestStrength = -1;
    for (const SpellRecord *s : spells) {
        if (s->type != type || !eligible(*s) || s->mp > monster.mp)
            continue;
        const qint64 st = strength(*s);
        if (st > bestStrength) {
            best = s;
            bestStrength = st;
        }
    }
    return best;
}

MonsterChoice spellChoice(MonsterChoice::Reason reason, const SpellRecord *spell) {
    MonsterChoice c;
    c.kind = MonsterChoice::Kind::Spell;
    c.reason = reason;
    c.spell = spell;
    return c;
}

MonsterChoice plain(MonsterChoice::Kind kind, MonsterChoice::Reason reason) {
    MonsterChoice c;
    c.kind = kind;
    c.reason = reason;
    return c;
}

} // namespace

MonsterChoice decideByTree(const Combatant &monster, const Combatant &hero,
                           const QList<const SpellRecord *> &spells, int fleeBelowPercent,
                           const Ruleset &rules) {
    using R = MonsterChoice::Reason;
    using K = MonsterChoice::Kind;
    const qint64 maxHp = monster.maxHp(rules);
    const bool canSpell = !isSilenced(monster);
    const auto any = [](const SpellRecord &) { return true; };
    const auto strength = [&monster](const SpellRecord &s) { return spellStrength(s, monster); };

    if (canSpell && monster.hp * 100 < maxHp * kMonsterHealBelowPercent)
        if (const SpellRecord *s = pickSpell(monster, spells, Type::Heal, any, strength))
            return spellChoice(R::Heal, s);
    if (fleeBelowPercent > 0 && monster.hp * 100 < maxHp * fleeBelowPercent)
        return plain(K::Escape, R::Flee);
    if (canSpell) {
        const auto lacksBuff = [&monster](const SpellRecord &s) {
            return !findBuff(monster, s.effect, false);
        };
        if (const SpellRecord *s = pickSpell(monster, spells, Type::Buff, lacksBuff, strength))
            return spellChoice(R::Buff, s);
        const auto heroLacks = [&hero](const SpellRecord &s) {
            return !findBuff(hero, s.effect, true);
        };
        if (const SpellRecord *s = pickSpell(monster, spells, Type::Debuff, heroLacks, strength))
            return spellChoice(R::Debuff, s);
    }
    if (isInvincible(hero))
        return plain(K::Defend, R::Wait);
    if (canSpell) {
        const auto damage = [&](const SpellRecord &s) {
            return attackSpellDamage(s, monster, hero, rules);
        };
        if (const SpellRecord *s = pickSpell(monster, spells, Type::Attack, any, damage))
            return spellChoice(R::AttackSpell, s);
    }
    return plain(K::Attack, R::Attack);
}

MonsterChoice chooseMonsterAction(const Combatant &monster, const Combatant &hero,
                                  const QList<const SpellRecord *> &spells, int fleeBelowPercent,
                                  const Ruleset &rules, Rng &rng) {
    if (monster.character != Character::None &&
        rng.chance(std::uint64_t(std::clamp(rules.characterChancePercent, 0, 100)), 100)) {
        switch (monster.character) {
        case Character::Rage:
            // Maze-duel rules: against an invincible hero, a raging monster acts as if it had
            // no character.
            if (!isInvincible(hero))
                return plain(MonsterChoice::Kind::Attack, MonsterChoice::Reason::Rage);
            break;
        case Character::Timid:
            return plain(MonsterChoice::Kind::Escape, MonsterChoice::Reason::Timid);
        case Character::Calm: // the maze-duel report's Table 5: calm has no behaviour of its own
        case Character::None:
            break;
        }
    }
    return decideByTree(monster, hero, spells, fleeBelowPercent, rules);
}

} // namespace pd
