// The world moves on: the end of the hero's turn, the monsters' turns, sight.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/GameText.h"
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

using namespace gametext;

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
        if (t.healed > 0)
            log(QStringLiteral("You heal %1 HP.").arg(t.healed), LogEntry::Category::Info);
        if (t.burned > 0)
            log(QStringLiteral("You burn for %1 HP.").arg(t.burned), LogEntry::Category::Hazard);
        for (const Buff &b : t.expired)
            log(QStringLiteral("%1 wears off.")
                    .arg(m_pack.spell(b.spell) ? m_pack.spell(b.spell)->name : b.spell));
        if (t.died)
            heroDies(DeathCause::of(DeathCause::Kind::Burning));
    }
    if (m_state.alive && (m_state.hero.pos != heroBefore || m_state.depth != depthBefore))
        updateFov();
}

int Game::monsterSpeed(const Actor &a) const {
    const MonsterRecord *rec = m_pack.monster(a.record);
    return std::max(1, (rec ? rec->speed : 100) + a.speedBonus);
}

void Game::monstersAct() {
    LevelState &ls = m_state.current();
    if (ls.actors.isEmpty())
        return;
    MonsterAi ai(*this, m_paths);
    // By id, the order they appeared in: a fixed order keeps replays identical. A battle
    // screen stops the map: the monsters after the one that started it wait for its end.
    for (qsizetype i = 0; i < ls.actors.size() && m_state.alive && !m_state.battle; ++i) {
        Actor &a = ls.actors[i];
        if (!a.stats.buffs.isEmpty()) {
            // A monster's debuffs (the hero's spell bolts) count its turns as rounds.
            const TurnStart t = startOfTurn(a.stats, m_pack.ruleset);
            if (t.died) {
                ai.removed(a.pos);
                killActor(int(i));
                --i;
                continue;
            }
        }
        a.energy += monsterSpeed(a);
        while (a.energy >= 100 && m_state.alive && !m_state.battle) {
            a.energy -= 100;
            const MonsterAi::Intent intent = ai.decide(a);
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
            case MonsterAi::Intent::Kind::Shoot: {
                const MonsterRecord *rec = m_pack.monster(a.record);
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
                log(hit.amount > 0 ? QStringLiteral("%1 shoots you for %2.")
                                         .arg(capitalised(theName(a.stats.name)))
                                         .arg(hit.amount)
                                   : QStringLiteral("%1 shoots and misses.")
                                         .arg(capitalised(theName(a.stats.name))),
                    LogEntry::Category::Combat);
                damageHero(hit.amount, DeathCause::of(DeathCause::Kind::ShotBy, a.record));
                break;
            }
            }
        }
        // Energy does not pile up while a monster waits for a faster friend.
        a.energy = std::min(a.energy, 100);
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
    m_fov.compute(ls.level.map, m_state.hero.pos, rules.fovRadius);
    for (const Point &p : m_fov.visibleCells())
        ls.explored[std::size_t(ls.level.map.index(p))] = 1;
}

} // namespace pd
