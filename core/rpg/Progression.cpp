#include "rpg/Progression.h"

#include "data/Ruleset.h"
#include "rpg/Spawn.h"

#include <algorithm>

namespace pd {

int maxHeroLevel(const Ruleset &rules) {
    return std::max(1, int(rules.experience.size()));
}

qint64 experienceForLevel(int level, const Ruleset &rules) {
    if (level <= 1)
        return 0;
    if (level > maxHeroLevel(rules))
        return -1;
    return rules.experience.at(level - 1);
}

void applyLevelGains(Combatant &hero, int levels, const Ruleset &rules) {
    if (levels <= 0)
        return;
    for (Stat s : kAllStats)
        hero.base[s] += rules.levelGains[s] * levels;
    hero.hp += rules.levelGains[Stat::Hp] * levels;
    hero.mp += rules.levelGains[Stat::Mp] * levels;
    hero.hp = std::min(hero.hp, hero.maxHp(rules));
    hero.mp = std::min(hero.mp, hero.maxMp(rules));
    hero.level += levels;
}

int gainExperience(Combatant &hero, qint64 &xp, qint64 amount, const Ruleset &rules) {
    if (amount <= 0)
        return 0;
    xp += amount;
    const int levels = rules.heroLevelFor(xp) - hero.level;
    applyLevelGains(hero, levels, rules);
    return std::max(0, levels);
}

Combatant heroAtLevel(const Ruleset &rules, int level, const QString &name, qint64 *xp) {
    Combatant hero = makeHero(rules, name);
    const int target = std::clamp(level, 1, maxHeroLevel(rules));
    applyLevelGains(hero, target - 1, rules);
    hero.hp = hero.maxHp(rules);
    hero.mp = hero.maxMp(rules);
    if (xp)
        *xp = experienceForLevel(target, rules);
    return hero;
}

} // namespace pd
