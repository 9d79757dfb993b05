// The hero's things: medicine, equipment and the weapon in hand.
#include "engine/Game.h"

#include "data/Pack.h"
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

Game::TurnCost Game::doUse(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    if (rec->isEquipment())
        return doEquip(id);
    if (rec->kind != ItemRecord::Kind::Medicine)
        return refuse(LogEntry::cannotUse(id));
    LogEntry refusal;
    const qint64 hp = hero.stats.hp, mp = hero.stats.mp;
    if (!applyMedicine(hero.stats, *rec, m_pack.ruleset, &refusal))
        return refuse(refusal);
    hero.inventory.remove(id);
    GameEvent e;
    e.kind = GameEvent::Kind::ItemUsed;
    e.id = id;
    e.amount = hero.stats.hp - hp;
    emitEvent(e);
    log(LogEntry::drank(id, hero.stats.hp - hp, hero.stats.mp - mp));
    return {true, 1};
}

Game::TurnCost Game::doEquip(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    if (!rec->isEquipment())
        return refuse(LogEntry::notEquipment(id));
    hero.inventory.remove(id);
    const QString old = hero.equipment.put(*rec);
    if (!old.isEmpty()) {
        if (const ItemRecord *o = m_pack.item(old))
            hero.inventory.add(*o);
    }
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Equipped;
    e.id = id;
    e.text = Equipment::slotName(rec->slot);
    emitEvent(e);
    log(LogEntry::putOn(id, m_pack.item(old) ? old : QString()));
    return {true, 1};
}

Game::TurnCost Game::doUnequip(const QString &slotName) {
    HeroState &hero = m_state.hero;
    const auto slot = Equipment::slotFromName(slotName);
    if (!slot)
        return refuse(LogEntry::notASlot(slotName));
    const QString old = hero.equipment.take(*slot);
    const ItemRecord *rec = m_pack.item(old);
    if (!rec)
        return refuse(LogEntry::slotEmpty());
    hero.inventory.add(*rec);
    if (*slot == ItemRecord::Slot::Ranged)
        hero.rangedInHand = false;
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Unequipped;
    e.id = old;
    e.text = Equipment::slotName(*slot);
    emitEvent(e);
    log(LogEntry::tookOff(old));
    return {true, 1};
}

Game::TurnCost Game::doSwap() {
    HeroState &hero = m_state.hero;
    if (!hero.rangedInHand && hero.equipment.isEmpty(ItemRecord::Slot::Ranged))
        return refuse(LogEntry::noRangedWeapon());
    hero.rangedInHand = !hero.rangedInHand;
    refreshEquipment();
    const QString inHand =
        hero.equipment.worn(hero.rangedInHand ? ItemRecord::Slot::Ranged : ItemRecord::Slot::Melee);
    const QString weapon = m_pack.item(inHand) ? inHand : QString();
    GameEvent e;
    e.kind = GameEvent::Kind::Swapped;
    e.id = weapon;
    emitEvent(e);
    log(LogEntry::readied(weapon));
    return {true, 1};
}

Game::TurnCost Game::doDrop(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    hero.inventory.remove(id);
    // "equipmentOnce": a piece let go of may be taken again (it is no longer held).
    if (rec->isEquipment())
        m_state.foundEquipment.removeAll(id);
    LevelState &ls = m_state.current();
    const Point p = hero.pos;
    auto pile = std::find_if(ls.items.begin(), ls.items.end(), [&](const FloorItem &f) {
        return f.pos == p && f.item == id && f.count < std::max(1, rec->stack);
    });
    if (pile != ls.items.end())
        ++pile->count;
    else
        ls.items.append({id, 1, p});
    GameEvent e;
    e.kind = GameEvent::Kind::Dropped;
    e.id = id;
    e.amount = 1;
    e.to = p;
    emitEvent(e);
    log(LogEntry::dropped(id));
    return {true, 1};
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
    if (m_pack.ruleset.health == Ruleset::Health::Hp)
        hero.stats.hp = std::min(hero.stats.hp, maxHp);
    hero.stats.mp = std::min(hero.stats.mp, maxMp);
}

} // namespace pd
