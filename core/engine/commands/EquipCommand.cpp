// `equip ITEM`: a piece of equipment carried is put on; what its slot held is carried instead,
// and so is a ranged weapon when a two-handed one goes on (or the other way round).
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doEquip(const Command &command) {
    const QString &id = command.id;
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
    // Two hands: a two-handed weapon and a ranged one are never worn together, so putting on
    // one puts the other in the pack (docs/rules.md "Two-handed weapons").
    const ItemRecord *melee = m_pack.item(hero.equipment.worn(ItemRecord::Slot::Melee));
    const bool bothHands = melee && melee->twoHanded;
    const ItemRecord::Slot other =
        rec->slot == ItemRecord::Slot::Ranged ? ItemRecord::Slot::Melee : ItemRecord::Slot::Ranged;
    const ItemRecord *freed = bothHands && (rec->twoHanded || rec->slot == ItemRecord::Slot::Ranged)
                                  ? m_pack.item(hero.equipment.take(other))
                                  : nullptr;
    if (freed) {
        hero.inventory.add(*freed);
        if (other == ItemRecord::Slot::Ranged)
            hero.rangedInHand = false;
    }
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Equipped;
    e.id = id;
    e.text = Equipment::slotName(rec->slot);
    emitEvent(e);
    log(LogEntry::putOn(id, m_pack.item(old) ? old : QString()));
    if (freed) {
        GameEvent off;
        off.kind = GameEvent::Kind::Unequipped;
        off.id = freed->id;
        off.text = Equipment::slotName(other);
        emitEvent(off);
        log(LogEntry::bothHands(freed->id, rec->twoHanded ? id : freed->id));
    }
    identify(id); // an unknown kind is known once worn
    return {true, 1};
}

} // namespace pd
