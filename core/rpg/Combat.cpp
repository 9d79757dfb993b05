#include "rpg/Combat.h"

#include "data/Ruleset.h"
#include "random/Rng.h"

#include <algorithm>

namespace pd {

qint64 baseDamage(qint64 attack, qint64 defence) {
    return std::max<qint64>(1, attack * 100 / (100 + std::max<qint64>(0, defence)));
}

double hitChance(const Combatant &attacker, const Combatant &target, const Ruleset &rules) {
    const qint64 hit = attacker.effective(rules)[Stat::Hit];
    const qint64 dodge = target.effective(rules)[Stat::Dop];
    if (hit + dodge <= 0)
        return 1.0; // nobody can aim or dodge: the maze-duel formula is 0/0, we call it a hit
    return double(hit) / double(hit + dodge);
}

AttackResult rollAttack(Rng &rng, const Combatant &attacker, const Combatant &target,
                        const Ruleset &rules) {
    AttackResult r;
    if (target.has(SpellRecord::Effect::Invincible)) {
        r.blocked = true;
        return r;
    }
    const Stats a = attacker.effective(rules);
    const Stats t = target.effective(rules);
    const qint64 hit = a[Stat::Hit];
    const qint64 dodge = t[Stat::Dop];
    r.hit = hit + dodge <= 0 || rng.chance(std::uint64_t(hit), std::uint64_t(hit + dodge));
    if (!r.hit)
        return r;
    r.damage = baseDamage(a[Stat::Atk], t[Stat::Def]);
    r.critical =
        a[Stat::Cri] > 0 && rng.chance(std::uint64_t(std::min<qint64>(a[Stat::Cri], 100)), 100);
    if (r.critical)
        r.damage = r.damage * rules.criticalPercent / 100;
    if (target.defending)
        r.damage = std::max<qint64>(1, r.damage * rules.defendPercent / 100);
    return r;
}

namespace {
std::pair<qint64, qint64> escapeOdds(const Combatant &escaper, const Combatant &enemy,
                                     const Ruleset &rules) {
    const Stats e = escaper.effective(rules);
    const Stats o = enemy.effective(rules);
    const qint64 mine = e[Stat::Hit] + e[Stat::Dop];
    return {mine, mine + o[Stat::Hit] + o[Stat::Dop]};
}
} // namespace

double escapeChance(const Combatant &escaper, const Combatant &enemy, const Ruleset &rules) {
    const auto [mine, all] = escapeOdds(escaper, enemy, rules);
    return all <= 0 ? 1.0 : double(mine) / double(all);
}

bool rollEscape(Rng &rng, const Combatant &escaper, const Combatant &enemy, const Ruleset &rules) {
    const auto [mine, all] = escapeOdds(escaper, enemy, rules);
    return all <= 0 || rng.chance(std::uint64_t(mine), std::uint64_t(all));
}

int fleeBelowPercent(int recordFleeBelow, Character character) {
    return std::max(recordFleeBelow, character == Character::Timid ? kTimidFleeBelow : 0);
}

bool wantsToFlee(const Combatant &monster, int recordFleeBelow, const Ruleset &rules) {
    const int percent = fleeBelowPercent(recordFleeBelow, monster.character);
    return percent > 0 && monster.hp * 100 < monster.maxHp(rules) * percent;
}

} // namespace pd
