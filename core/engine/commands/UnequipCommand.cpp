// `unequip SLOT`: what the slot holds is taken off and carried.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doUnequip(const Command &command) {
    const QString &slotName = command.id;
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

} // namespace pd
