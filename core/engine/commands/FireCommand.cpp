// `fire [DIR]`, `fire X Y`: the ranged weapon in hand, else the ruleset's bolt, in a direction or
// along the line through a seen cell.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Combat.h"

#include <algorithm>

namespace pd {

Game::TurnCost Game::doFire(const Command &command) {
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    const std::optional<Point> at = command.aim();
    Direction d{};
    if (std::optional<LogEntry> problem = aimProblem(command, d))
        return refuse(std::move(*problem));
    const ItemRecord *weapon = nullptr;
    if (hero.rangedInHand)
        weapon = m_pack.item(hero.equipment.worn(ItemRecord::Slot::Ranged));
    if (!weapon && !rules.bolts)
        return refuse(LogEntry::nothingToShoot());
    if (!weapon) {
        // The bolt costs experience (XP-as-health) or magic.
        const Rng saved = m_state.rng;
        const qint64 cost = std::max<qint64>(0, rules.boltCost.roll(m_state.depth, m_state.rng));
        if (rules.health == Ruleset::Health::Hp) {
            if (hero.stats.mp < cost) {
                m_state.rng = saved; // a refused command draws nothing
                return refuse(LogEntry::boltNeedsMp(cost));
            }
            hero.stats.mp -= cost;
        }
        hero.facing = d;
        if (rules.health == Ruleset::Health::Xp && cost > 0) {
            log(LogEntry::boltCostsXp(cost));
            damageHero(cost, DeathCause::of(DeathCause::Kind::Bolt), Blow::How::Bolt);
            if (!m_state.alive)
                return {true, 0};
        }
    }
    hero.facing = d;
    LevelState &ls = m_state.current();
    Point stop;
    const int range = weapon ? std::max(1, weapon->range) : 1000;
    const QString missile = weapon ? weapon->id : QStringLiteral("bolt");
    const int hit =
        at ? flyBolt(missileLine(*at, range), missile, stop) : flyBolt(d, range, missile, stop);
    if (hit < 0) {
        log(LogEntry::missileWall(!weapon));
        return {true, 1};
    }
    Actor &target = ls.actors[hit];
    qint64 damage = 0;
    if (weapon) {
        AttackResult r = rollAttack(m_state.rng, hero.stats, target.stats, rules);
        if (!r.hit || r.blocked) {
            GameEvent miss;
            miss.kind = GameEvent::Kind::Attacked;
            miss.actor = 0;
            miss.target = target.id;
            miss.from = hero.pos;
            miss.to = target.pos;
            miss.miss = !r.hit;
            miss.blocked = r.blocked;
            miss.id = weapon->id;
            emitEvent(miss);
            log(LogEntry::missileMisses(target.record));
            return {true, 1};
        }
        damage = std::max<qint64>(1, weapon->damage.roll(m_state.depth, m_state.rng));
    } else {
        damage = std::max<qint64>(0, rules.boltDamage.roll(m_state.depth, m_state.rng));
    }
    GameEvent a;
    a.kind = GameEvent::Kind::Attacked;
    a.actor = 0;
    a.target = target.id;
    a.from = hero.pos;
    a.to = target.pos;
    a.amount = damage;
    a.id = missile;
    emitEvent(a);
    log(LogEntry::missileHits(!weapon, target.record, damage));
    damageActor(hit, damage);
    return {true, 1};
}

} // namespace pd
