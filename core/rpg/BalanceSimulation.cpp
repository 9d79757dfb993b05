#include "rpg/BalanceSimulation.h"

#include "data/Pack.h"
#include "random/Rng.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Progression.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

namespace pd {

namespace {

// Room-by-room rules: the hero fires a bolt point-blank every turn (it costs boltCost XP, and XP
// below 1 is death), the bolt takes boltDamage off the monster, and a monster still standing
// touches the hero for its contact damage. Draws per round: cost, damage, contact.
BalanceBattle contactDuel(const Pack &pack, const MonsterRecord &record,
                          const BalanceOptions &options, Rng &rng) {
    const Ruleset &rules = pack.ruleset;
    const int depth = record.level;
    Combatant monster = makeMonster(record, depth, rng);
    qint64 xp = rules.heroXp;
    BalanceBattle r;
    for (r.rounds = 1; r.rounds <= options.maxRounds; ++r.rounds) {
        if (!rules.bolts)
            break;
        xp -= std::max<qint64>(0, rules.boltCost.roll(depth, rng));
        if (xp < 1) {
            r.outcome = Battle::Outcome::HeroDied;
            return r;
        }
        monster.hp -= std::max<qint64>(0, rules.boltDamage.roll(depth, rng));
        if (monster.hp < 1) {
            r.outcome = Battle::Outcome::HeroWon;
            r.heroHpLeft = xp;
            return r;
        }
        xp -= std::max<qint64>(0, record.contact.roll(depth, rng));
        if (xp < 1) {
            r.outcome = Battle::Outcome::HeroDied;
            return r;
        }
    }
    r.rounds = options.maxRounds;
    return r;
}

// A bump pack's fight on the map (docs/rules.md "Balance"). Draws: the monster's dice, then per
// round the hero's blow (when it attacks) and each of the monster's blows; heals and medicine
// draw nothing.
BalanceBattle bumpFight(const Pack &pack, const MonsterRecord &record, BalanceHero h,
                        const BalanceOptions &options, Rng &rng) {
    const Ruleset &rules = pack.ruleset;
    Combatant hero = h.hero;
    Combatant monster = makeMonster(record, record.level, rng);
    const int speed = std::max(1, record.speed);
    int energy = 0;
    BalanceBattle r;
    for (r.rounds = 1; r.rounds <= options.maxRounds; ++r.rounds) {
        const BattleAction action = autoHeroAction(hero, pack, h.bag, options.healBelowPercent);
        if (action.kind == BattleAction::Kind::Spell) {
            castHealSpell(hero, *pack.spell(action.id), rules);
        } else if (action.kind == BattleAction::Kind::Item) {
            applyMedicine(hero, *pack.item(action.id), rules);
            --h.bag[action.id];
        } else {
            monster.hp -= rollAttack(rng, hero, monster, rules).damage;
            if (monster.hp <= 0) {
                r.outcome = Battle::Outcome::HeroWon;
                r.heroHpLeft = hero.hp;
                return r;
            }
        }
        energy += speed;
        while (energy >= 100) {
            energy -= 100;
            // MonsterAi::decide: below fleeBelow (timid: kTimidFleeBelow) it runs, and at the
            // same speed as the hero it is not caught again.
            if (wantsToFlee(monster, record.fleeBelow, rules)) {
                r.outcome = Battle::Outcome::MonsterEscaped;
                return r;
            }
            hero.hp -= rollAttack(rng, monster, hero, rules).damage;
            if (hero.hp < 1) {
                r.outcome = Battle::Outcome::HeroDied;
                return r;
            }
        }
        energy = std::min(energy, 100);
    }
    r.rounds = options.maxRounds;
    return r;
}

const ItemRecord *bestEquipment(const Pack &pack, ItemRecord::Slot slot, int maxTier) {
    const ItemRecord *best = nullptr;
    for (const ItemRecord &item : pack.items)
        if (item.slot == slot && item.tier <= maxTier && (!best || item.tier > best->tier))
            best = &item;
    return best;
}

} // namespace

BalanceMode balanceMode(const Pack &pack) {
    if (pack.ruleset.health == Ruleset::Health::Xp)
        return BalanceMode::Contact;
    return pack.ruleset.battle == Ruleset::Battle::Bump ? BalanceMode::Bump : BalanceMode::Battle;
}

BalanceHero balanceHero(const Pack &pack, int level) {
    BalanceHero h;
    h.hero = heroAtLevel(pack.ruleset, level);
    for (ItemRecord::Slot slot :
         {ItemRecord::Slot::Melee, ItemRecord::Slot::Armour, ItemRecord::Slot::Shoes})
        if (const ItemRecord *item = bestEquipment(pack, slot, h.hero.level - 1))
            h.hero.equipment += item->bonus;
    h.hero.hp = h.hero.maxHp(pack.ruleset);
    h.hero.mp = h.hero.maxMp(pack.ruleset);
    for (const Ruleset::InventoryEntry &e : pack.ruleset.inventory) {
        const ItemRecord *item = pack.item(e.item);
        if (item && item->kind == ItemRecord::Kind::Medicine)
            h.bag[e.item] += e.count;
    }
    return h;
}

BattleAction autoHeroAction(const Battle &battle, const Pack &pack, const QMap<QString, int> &bag,
                            int healBelowPercent) {
    return autoHeroAction(battle.hero(), pack, bag, healBelowPercent);
}

BattleAction autoHeroAction(const Combatant &hero, const Pack &pack, const QMap<QString, int> &bag,
                            int healBelowPercent) {
    const Ruleset &rules = pack.ruleset;
    if (hero.hp * 100 >= hero.maxHp(rules) * healBelowPercent)
        return BattleAction::attack();
    const SpellRecord *heal = nullptr;
    bool lacksOnlyMp = false;
    for (const SpellRecord &s : pack.spells) {
        if (s.type != SpellRecord::Type::Heal)
            continue;
        if (canCast(hero, s, rules, Caster::Hero)) {
            if (!heal || spellStrength(s, hero) > spellStrength(*heal, hero))
                heal = &s;
        } else if (!isSilenced(hero) && isUnlocked(s, hero, rules) && hero.mp < s.mp) {
            lacksOnlyMp = true;
        }
    }
    if (heal)
        return BattleAction::spell(heal->id);
    const auto medicine = [&](Stat stat) -> const ItemRecord * {
        for (const ItemRecord &item : pack.items)
            if (item.kind == ItemRecord::Kind::Medicine && item.restores[stat] > 0 &&
                bag.value(item.id) > 0)
                return &item;
        return nullptr;
    };
    if (const ItemRecord *potion = medicine(Stat::Hp))
        return BattleAction::item(potion->id);
    if (lacksOnlyMp)
        if (const ItemRecord *potion = medicine(Stat::Mp))
            return BattleAction::item(potion->id);
    return BattleAction::attack();
}

BalanceBattle simulateBattle(const Pack &pack, const MonsterRecord &monster,
                             const BalanceOptions &options, int index) {
    Rng rng = Rng::forStream(options.seed, QString(QStringLiteral("balance/") + monster.id),
                             std::uint64_t(index));
    if (balanceMode(pack) == BalanceMode::Contact)
        return contactDuel(pack, monster, options, rng);
    BalanceHero h = balanceHero(pack, monster.level);
    if (balanceMode(pack) == BalanceMode::Bump)
        return bumpFight(pack, monster, h, options, rng);
    qint64 xp = 0;
    Combatant foe = makeMonster(monster, monster.level, rng, &xp);
    Battle battle(h.hero, foe, monster.id, xp);
    battle.setLogEnabled(false);
    while (!battle.isOver() && battle.round() <= options.maxRounds) {
        BattleAction action = autoHeroAction(battle, pack, h.bag, options.healBelowPercent);
        if (!battle.heroAct(action, pack, rng)) {
            action = BattleAction::attack(); // the policy only picks what it may; never reached
            battle.heroAct(action, pack, rng);
        } else if (action.kind == BattleAction::Kind::Item) {
            --h.bag[action.id];
        }
    }
    BalanceBattle r;
    r.outcome = battle.outcome();
    r.rounds = std::min(battle.round(), options.maxRounds);
    if (r.outcome == Battle::Outcome::HeroWon)
        r.heroHpLeft = battle.hero().hp;
    return r;
}

BalanceReport simulateBalance(const Pack &pack, const BalanceOptions &options) {
    BalanceReport report;
    report.mode = balanceMode(pack);
    QList<const MonsterRecord *> monsters;
    if (options.monsters.isEmpty()) {
        for (const MonsterRecord &m : pack.monsters)
            monsters << &m;
    } else {
        for (const QString &id : options.monsters)
            if (const MonsterRecord *m = pack.monster(id))
                monsters << m;
    }

    // Work in chunks of battles; each chunk's sums are integers added up in chunk order, so the
    // report does not depend on the number of threads.
    constexpr int kChunk = 250;
    struct Job {
        int monster;
        int from, to;
    };
    std::vector<Job> jobs;
    for (int m = 0; m < monsters.size(); ++m)
        for (int from = 0; from < options.battles; from += kChunk)
            jobs.push_back({m, from, std::min(options.battles, from + kChunk)});
    auto run = [&](const Job &job) {
        BalanceRow sum;
        for (int i = job.from; i < job.to; ++i) {
            const BalanceBattle b = simulateBattle(pack, *monsters.at(job.monster), options, i);
            ++sum.battles;
            sum.rounds += b.rounds;
            sum.heroHpLeft += b.heroHpLeft;
            switch (b.outcome) {
            case Battle::Outcome::HeroWon:
                ++sum.won;
                break;
            case Battle::Outcome::HeroDied:
                ++sum.died;
                break;
            case Battle::Outcome::MonsterEscaped:
                ++sum.fled;
                break;
            case Battle::Outcome::HeroEscaped: // the policy never escapes
            case Battle::Outcome::Ongoing:
                ++sum.stalled;
                break;
            }
        }
        return sum;
    };
    const int threads =
        options.threads > 0 ? options.threads : std::max(1, QThread::idealThreadCount());
    std::vector<BalanceRow> sums;
    if (threads <= 1) {
        for (const Job &job : jobs)
            sums.push_back(run(job));
    } else {
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        sums = QtConcurrent::blockingMapped<std::vector<BalanceRow>>(&pool, jobs, run);
    }

    for (const MonsterRecord *m : std::as_const(monsters)) {
        BalanceRow row;
        row.id = m->id;
        row.name = m->name;
        row.tier = m->tier;
        row.level = m->level;
        row.heroLevel = std::clamp(m->level, 1, maxHeroLevel(pack.ruleset));
        report.rows << row;
    }
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        BalanceRow &row = report.rows[jobs[j].monster];
        const BalanceRow &s = sums[j];
        row.battles += s.battles;
        row.won += s.won;
        row.fled += s.fled;
        row.died += s.died;
        row.stalled += s.stalled;
        row.rounds += s.rounds;
        row.heroHpLeft += s.heroHpLeft;
    }
    return report;
}

} // namespace pd
