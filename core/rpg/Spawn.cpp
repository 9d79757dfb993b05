#include "rpg/Spawn.h"

#include "data/ItemRecord.h"
#include "data/MonsterRecord.h"
#include "data/Ruleset.h"
#include "random/Rng.h"

#include <algorithm>

namespace pd {

Combatant makeHero(const Ruleset &rules, const QString &name) {
    Combatant hero;
    hero.name = name.isEmpty() ? rules.heroName : name;
    hero.base = rules.heroStats;
    hero.level = 1;
    hero.hp = hero.base[Stat::Hp];
    hero.mp = hero.base[Stat::Mp];
    return hero;
}

Combatant makeMonster(const MonsterRecord &record, int depth, Rng &rng, qint64 *xp) {
    Combatant m;
    m.name = record.name;
    m.level = record.level;
    m.element = record.element;
    for (Stat s : kAllStats) {
        const DiceField &f = record.stat(s);
        if (!f.isSet())
            continue;
        m.base[s] = std::max<qint64>(0, f.roll(depth, rng));
    }
    m.base[Stat::Hp] = std::max<qint64>(1, m.base[Stat::Hp]);
    m.hp = m.base[Stat::Hp];
    m.mp = m.base[Stat::Mp];
    qint64 worth = 0;
    if (record.xpFromHp)
        worth = m.base[Stat::Hp];
    else if (record.xp.isSet())
        worth = record.xp.roll(depth, rng);
    if (xp)
        *xp = std::max<qint64>(0, worth);
    if (record.characters)
        m.character = Character(1 + rng.below(3));
    return m;
}

bool applyMedicine(Combatant &who, const ItemRecord &item, const Ruleset &rules,
                   LogEntry *refusal) {
    const qint64 maxHp = who.maxHp(rules);
    const qint64 maxMp = who.maxMp(rules);
    const qint64 hpGain =
        std::clamp<qint64>(item.restores[Stat::Hp], 0, std::max<qint64>(0, maxHp - who.hp));
    const qint64 mpGain =
        std::clamp<qint64>(item.restores[Stat::Mp], 0, std::max<qint64>(0, maxMp - who.mp));
    if (hpGain == 0 && mpGain == 0) {
        if (refusal) {
            const bool hp = item.restores[Stat::Hp] > 0, mp = item.restores[Stat::Mp] > 0;
            *refusal = hp && mp ? LogEntry::hpAndMpFull()
                       : mp     ? LogEntry::mpFull()
                                : LogEntry::hpFull();
        }
        return false;
    }
    who.hp += hpGain;
    who.mp += mpGain;
    return true;
}

} // namespace pd
