// The world moves on: the end of the hero's turn, the monsters' turns, sight.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Doors.h"
#include "engine/MonsterAi.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Progression.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"
#include "tables/TableRoller.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace pd {

// The cells a shot crosses from `from` to `to` (Bresenham), `to` included, `from` not: the
// archer only shoots along a clear line, so this is the missile's whole flight.
std::vector<Point> Game::lineBetween(Point from, Point to) {
    const int dx = std::abs(to.x - from.x), dy = -std::abs(to.y - from.y);
    const int sx = from.x < to.x ? 1 : -1, sy = from.y < to.y ? 1 : -1;
    int err = dx + dy;
    std::vector<Point> line;
    for (Point p = from; p != to;) {
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            p.x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            p.y += sy;
        }
        line.push_back(p);
    }
    return line;
}

void Game::endHeroTurn() {
    ++m_state.turn;
    // The monsters' steps are seen from where the hero now stands: the field of view is brought
    // up to date before they act (it filters their Moved events), and again after only if the
    // hero was moved or changed level meanwhile.
    if (m_state.alive)
        updateFov();
    const Point heroBefore = m_state.hero.pos;
    const int depthBefore = m_state.depth;
    monstersAct();
    if (m_state.alive && !m_state.battle && !m_state.hero.stats.buffs.isEmpty()) {
        // Buffs cast on the map count the hero's turns as rounds.
        const TurnStart t = startOfTurn(m_state.hero.stats, m_pack.ruleset);
        GameEvent e;
        e.actor = 0;
        e.to = m_state.hero.pos;
        if (t.healed > 0) {
            e.kind = GameEvent::Kind::Healed;
            e.amount = t.healed;
            emitEvent(e);
            log(LogEntry::healed(t.healed));
        }
        if (t.burned > 0) {
            e.kind = GameEvent::Kind::Burned;
            e.amount = t.burned;
            emitEvent(e);
            log(LogEntry::burned(t.burned));
            recordBlow(Blow::How::Burning, QString(), t.burned, m_state.hero.stats.hp);
        }
        for (const Buff &b : t.expired) {
            e.kind = GameEvent::Kind::BuffExpired;
            e.amount = 0;
            e.id = b.spell;
            emitEvent(e);
            log(LogEntry::buffExpired(b.spell));
        }
        if (t.died)
            heroDies(DeathCause::of(DeathCause::Kind::Burning));
    }
    cloudTurn();
    tickHeroStatuses();
    rechargeWands();
    regenerate();
    terrainTurn();
    if (m_state.alive && (m_state.hero.pos != heroBefore || m_state.depth != depthBefore))
        updateFov();
    arrivals();
}

// MP and HP come back slowly on the map, a point every mpRegenTurns and hpRegenTurns turns (none
// when 0; HP only where HP is health). Nothing comes back in a battle, and nothing is logged: the
// panel shows it.
void Game::regenerate() {
    if (!m_state.alive || m_state.battle)
        return;
    const Ruleset &rules = m_pack.ruleset;
    Combatant &hero = m_state.hero.stats;
    if (rules.mpComesBack() && m_state.turn % rules.mpRegenTurns == 0 && hero.mp < heroMaxMp())
        ++hero.mp;
    // Poison stops HP coming back (Brogue's rule) while it lasts.
    if (rules.hpComesBack() && m_state.turn % rules.hpRegenTurns == 0 && hero.hp < heroMaxHp() &&
        !m_state.hero.statuses.has(StatusKind::Poison))
        ++hero.hp;
}

void Game::wake(Actor &a) {
    a.mode = startMode(a);
    if (isVisible(a.pos))
        log(LogEntry::monsterWakes(a.record));
}

bool Game::hearsHero(const Actor &a) {
    const Point d = a.pos - m_state.hero.pos;
    if (d.x * d.x + d.y * d.y > m_noise * m_noise)
        return false;
    return m_state.rng.chance(1, 3);
}

int Game::monsterSpeed(const Actor &a) const {
    const MonsterRecord *rec = m_pack.monster(a.record);
    int speed = std::max(1, (rec ? rec->speed : 100) + a.speedBonus);
    if (a.statuses.has(StatusKind::Hasted))
        speed *= 2;
    if (a.statuses.has(StatusKind::Slowed))
        speed = std::max(1, speed / 2);
    return speed;
}

void Game::monstersAct() {
    LevelState &ls = m_state.current();
    if (ls.actors.isEmpty())
        return;
    MonsterAi ai(*this, *m_paths, &*m_swarmMap, &*m_fleeMap, &*m_walkCache);
    m_roundAi = &ai;
    struct RoundEnd {
        MonsterAi *&ai;
        ~RoundEnd() { ai = nullptr; }
    } roundEnd{m_roundAi};
    // By id, the order they appeared in: a fixed order keeps replays identical. A battle
    // screen stops the map: the monsters after the one that started it wait for its end.
    for (qsizetype i = 0; i < ls.actors.size() && m_state.alive && !m_state.battle; ++i) {
        Actor &a = ls.actors[i];
        if (!a.stats.buffs.isEmpty()) {
            // A monster's debuffs (the hero's spell bolts) count its turns as rounds.
            const TurnStart t = startOfTurn(a.stats, m_pack.ruleset);
            if (isVisible(a.pos)) {
                GameEvent e;
                e.actor = a.id;
                e.to = a.pos;
                if (t.burned > 0) {
                    e.kind = GameEvent::Kind::Burned;
                    e.amount = t.burned;
                    emitEvent(e);
                }
                for (const Buff &b : t.expired) {
                    e.kind = GameEvent::Kind::BuffExpired;
                    e.amount = 0;
                    e.id = b.spell;
                    emitEvent(e);
                }
            }
            if (t.died) {
                ai.removed(a.pos);
                killActor(int(i));
                --i;
                continue;
            }
        }
        if (!a.statuses.isEmpty()) {
            if (!tickActorStatuses(int(i))) {
                ai.removed(a.pos);
                killActor(int(i));
                --i;
                continue;
            }
            // Held still: no energy gathers (a magic sleep is not broken by noise).
            if (a.statuses.has(StatusKind::Paralysis) || a.statuses.has(StatusKind::Asleep))
                continue;
        }
        trickTurn(a);
        if (a.mode == Actor::Mode::Asleep) {
            if (!hearsHero(a))
                continue; // it sleeps on, and gains no energy
            wake(a);
        }
        a.energy += monsterSpeed(a);
        while (a.energy >= 100 && m_state.alive && !m_state.battle) {
            a.energy -= 100;
            // A monster that acts only now and then (the drifting fungus) lets this turn go.
            if (const MonsterRecord *rec = m_pack.monster(a.record);
                rec && rec->stepChance < 100 && !m_state.rng.chance(rec->stepChance, 100))
                continue;
            const bool wasFleeing = a.mode == Actor::Mode::Flee;
            const MonsterAi::Intent intent =
                a.statuses.has(StatusKind::Confusion) && m_state.rng.chance(1, 2)
                    ? ai.stagger(a, m_state.rng)
                    : ai.decide(a);
            if (!wasFleeing && a.mode == Actor::Mode::Flee && isVisible(a.pos)) {
                GameEvent e;
                e.kind = GameEvent::Kind::Fleeing;
                e.actor = a.id;
                e.to = a.pos;
                e.id = a.record;
                emitEvent(e);
            }
            switch (intent.kind) {
            case MonsterAi::Intent::Kind::Wait:
                break;
            case MonsterAi::Intent::Kind::Step: {
                const Point from = a.pos;
                stepActor(a, intent.to);
                ai.moved(from, a.pos);
                break;
            }
            case MonsterAi::Intent::Kind::Attack:
                actorAttacksHero(int(i));
                break;
            case MonsterAi::Intent::Kind::Trick:
                // It may call others up (appended to the list): `a` is not used after it.
                useTrick(int(i), intent.trick);
                break;
            case MonsterAi::Intent::Kind::Shoot: {
                const MonsterRecord *rec = m_pack.monster(a.record);
                if (rec && !rec->tricks.isEmpty())
                    unveil(a);
                qint64 dmg =
                    rec ? std::max<qint64>(0, rec->rangedDamage.roll(m_state.depth, m_state.rng))
                        : 0;
                GameEvent e;
                e.kind = GameEvent::Kind::BoltFired;
                e.actor = a.id;
                e.target = 0;
                e.from = a.pos;
                e.to = m_state.hero.pos;
                e.id = a.record;
                e.path = lineBetween(a.pos, m_state.hero.pos);
                emitEvent(e);
                GameEvent hit;
                hit.kind = GameEvent::Kind::Attacked;
                hit.actor = a.id;
                hit.target = 0;
                hit.from = a.pos;
                hit.to = m_state.hero.pos;
                const AttackResult aim =
                    rollAttack(m_state.rng, a.stats, m_state.hero.stats, m_pack.ruleset);
                hit.miss = !aim.hit;
                hit.blocked = aim.blocked;
                if (m_state.hero.stats.defending)
                    dmg = std::max<qint64>(1, dmg * m_pack.ruleset.defendPercent / 100);
                hit.amount = aim.hit && !aim.blocked ? dmg : 0;
                emitEvent(hit);
                log(LogEntry::monsterShoots(a.record, hit.amount));
                damageHero(hit.amount, DeathCause::of(DeathCause::Kind::ShotBy, a.record),
                           Blow::How::Missile);
                break;
            }
            }
            if (intent.kind == MonsterAi::Intent::Kind::Trick)
                break; // a trick ends its turn
        }
        // Energy does not pile up while a monster waits for a faster friend.
        ls.actors[i].energy = std::min(ls.actors[i].energy, 100);
    }
}

void Game::stepActor(Actor &a, Point to) {
    if (const auto d = directionBetween(a.pos, to))
        a.facing = *d;
    GameEvent e;
    e.kind = GameEvent::Kind::Moved;
    e.actor = a.id;
    e.from = a.pos;
    e.to = to;
    a.pos = to;
    if (isVisible(e.from) || isVisible(to))
        emitEvent(e);
}

std::vector<std::uint8_t> Game::occupancy() const {
    const LevelState &ls = m_state.current();
    std::vector<std::uint8_t> mask(std::size_t(ls.level.map.size()), 0);
    for (const Actor &a : ls.actors)
        mask[std::size_t(ls.level.map.index(a.pos))] = 1;
    for (const ChestState &c : ls.chests) {
        if (!c.opened)
            mask[std::size_t(ls.level.map.index(c.pos))] = 1;
    }
    return mask;
}

void Game::updateFov() {
    LevelState &ls = m_state.current();
    const Ruleset &rules = m_pack.ruleset;
    if (!rules.fovEnabled) {
        std::fill(ls.explored.begin(), ls.explored.end(), 1);
        return;
    }
    // The map as sight meets it (engine/Doors.h), made only as far as the view reaches.
    m_fov.compute(
        doors::sightMap(ls, rules, m_state.hero.pos, m_sightScratch, std::max(0, rules.fovRadius)),
        m_state.hero.pos, rules.fovRadius);
    for (const Point &p : m_fov.visibleCells())
        ls.explored[std::size_t(ls.level.map.index(p))] = 1;
}

} // namespace pd
