// The hero's things: what he gains (treasure, items, a piece of equipment found again) and what
// his equipment adds to him. The commands on them are in engine/commands/.
#include "engine/Game.h"

#include "data/Pack.h"

#include <algorithm>

namespace pd {

bool Game::isRepeatEquipment(const QString &id) const {
    // The hero's starting equipment counts as found too: it is held, though never picked up.
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || !rec->isEquipment() || !m_pack.ruleset.equipmentOnce)
        return false;
    const HeroState &hero = m_state.hero;
    return m_state.foundEquipment.contains(id) || hero.inventory.count(id) > 0 ||
           hero.equipment.worn(rec->slot) == id;
}

void Game::gainItem(const QString &id, int count) {
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || count <= 0)
        return;
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    if (rec->kind == ItemRecord::Kind::Treasure) {
        qint64 worth = 0;
        for (int i = 0; i < count; ++i)
            worth += std::max<qint64>(0, rec->worth.roll(m_state.depth, m_state.rng));
        GameEvent gained;
        gained.kind = rules.health == Ruleset::Health::Xp ? GameEvent::Kind::XpGained
                                                          : GameEvent::Kind::GoldGained;
        gained.actor = 0;
        gained.amount = worth;
        gained.id = rec->id;
        emitEvent(gained);
        if (rules.health == Ruleset::Health::Xp) {
            hero.stats.hp += worth;
            log(LogEntry::treasureXp(id, worth));
        } else {
            hero.gold += worth;
            log(LogEntry::treasureGold(id, worth));
        }
        return;
    }
    if (rec->isEquipment() && rules.equipmentOnce) {
        // Maze-duel rules: equipment is fixed, so each piece is found once; a second copy is left.
        if (isRepeatEquipment(id)) {
            log(LogEntry::equipmentAgain(id));
            return;
        }
        m_state.foundEquipment.append(id);
    }
    if (rec->isWand()) {
        // A wand's charges are rolled when it is found; a second wand of a kind held adds its
        // charges to the first (DCSS's rule), so the inventory keeps one of each.
        for (int i = 0; i < count; ++i)
            hero.charges[id] +=
                int(std::max<qint64>(0, rec->charges.roll(m_state.depth, m_state.rng)));
        if (hero.inventory.count(id) == 0)
            hero.inventory.add(*rec, 1);
    } else {
        hero.inventory.add(*rec, count);
    }
    log(LogEntry::taken(id, count));
    if (!rules.hasWin || id != rules.winItem)
        return;
    // Taken at or above the depth it must be brought to (a `returnTo` deeper than the first: the
    // room-by-room homework's end, where the way back is gone), it wins at once; classic's
    // `returnTo` 1 is reached only by climbing out (ClimbCommand).
    if (rules.winReturnTo > 1 && m_state.depth <= rules.winReturnTo && !m_state.won) {
        winRun(LogEntry::wonOnTaking(id));
        return;
    }
    log(LogEntry::winItemTaken(id, rules.winReturnTo));
}

void Game::refreshEquipment() {
    HeroState &hero = m_state.hero;
    Stats bonus;
    for (int i = 0; i < Equipment::kSlotCount; ++i) {
        const ItemRecord::Slot slot = Equipment::slotAt(i);
        // Only the weapon in hand counts: the room-by-room homework makes switching matter.
        if ((slot == ItemRecord::Slot::Melee && hero.rangedInHand) ||
            (slot == ItemRecord::Slot::Ranged && !hero.rangedInHand))
            continue;
        if (const ItemRecord *item = m_pack.item(hero.equipment.worn(slot)))
            bonus += item->bonus;
    }
    hero.stats.equipment = bonus;
    const qint64 maxHp = hero.stats.maxHp(m_pack.ruleset);
    const qint64 maxMp = hero.stats.maxMp(m_pack.ruleset);
    // A piece that costs HP (a ring of blood) lowers what the hero has to its new most, but
    // never kills: at worst he is left with 1.
    if (m_pack.ruleset.health == Ruleset::Health::Hp && hero.stats.hp > maxHp)
        hero.stats.hp = std::max<qint64>(1, maxHp);
    hero.stats.mp = std::min(hero.stats.mp, maxMp);
}

} // namespace pd
