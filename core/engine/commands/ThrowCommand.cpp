// `use ITEM DIR` / `use ITEM X Y` with a thrown item (a dart, a javelin): one of the stack flies
// along the aim up to its range, strikes the first monster it meets (the hero's to-hit, the
// item's damage, then its effects on a hit) and lands where it stopped, to be picked up again.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Combat.h"

#include <algorithm>

namespace pd {

Game::TurnCost Game::throwItem(const Command &command, const ItemRecord &item) {
    HeroState &hero = m_state.hero;
    Direction d{};
    if (std::optional<LogEntry> problem = aimProblem(command, d))
        return refuse(std::move(*problem));
    hero.facing = d;
    const std::optional<Point> at = command.aim();
    const int range = std::max(1, item.range);
    const std::vector<Point> line = missileLine(at ? *at : hero.pos + offset(d), range);
    hero.inventory.remove(item.id);
    GameEvent used;
    used.kind = GameEvent::Kind::ItemUsed;
    used.id = item.id;
    emitEvent(used);
    Point stop;
    const int hit = flyBolt(line, item.id, stop);
    LevelState &ls = m_state.current();
    // It lands where it stopped: under the monster it met, or on the last cell it flew over (the
    // hero's own when a wall stands right there); never on a closed chest.
    Point land = stop;
    if (ls.chestAt(land) >= 0) {
        land = hero.pos;
        for (const Point &p : line) {
            if (p == stop)
                break;
            land = p;
        }
    }
    if (hit >= 0) {
        Actor &target = ls.actors[hit];
        const int targetId = target.id;
        const QString record = target.record;
        AttackResult r = rollAttack(m_state.rng, hero.stats, target.stats, m_pack.ruleset);
        GameEvent a;
        a.kind = GameEvent::Kind::Attacked;
        a.actor = 0;
        a.target = targetId;
        a.from = hero.pos;
        a.to = target.pos;
        a.id = item.id;
        if (!r.hit || r.blocked) {
            a.miss = !r.hit;
            a.blocked = r.blocked;
            emitEvent(a);
            log(LogEntry::thrownMisses(item.id, record));
        } else {
            const qint64 damage = std::max<qint64>(1, item.damage.roll(m_state.depth, m_state.rng));
            a.amount = damage;
            emitEvent(a);
            log(LogEntry::thrownHits(item.id, record, damage));
            damageActor(hit, damage);
            // What a hit does besides (a poisoned dart), on the monster if it still stands.
            const int index = actorIndexById(targetId);
            if (!item.effects.isEmpty() && index >= 0 && m_state.alive)
                applyEffects(item.effects, item.id, line, index);
        }
    } else {
        log(LogEntry::thrownLands(item.id));
    }
    dropOnFloor(item, land);
    return {true, 1};
}

// One of an item onto the floor at `p`: onto a pile of the same kind there when it has room.
void Game::dropOnFloor(const ItemRecord &item, Point p) {
    LevelState &ls = m_state.current();
    auto pile = std::find_if(ls.items.begin(), ls.items.end(), [&](const FloorItem &f) {
        return f.pos == p && f.item == item.id && f.count < std::max(1, item.stack) &&
               f.price == 0; // never onto one for sale
    });
    if (pile != ls.items.end())
        ++pile->count;
    else
        ls.items.append({item.id, 1, p});
}

} // namespace pd
