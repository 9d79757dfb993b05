// `equip ITEM`: a piece of equipment carried is put on; what its slot held is carried instead.
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
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Equipped;
    e.id = id;
    e.text = Equipment::slotName(rec->slot);
    emitEvent(e);
    log(LogEntry::putOn(id, m_pack.item(old) ? old : QString()));
    identify(id); // an unknown kind is known once worn
    return {true, 1};
}

} // namespace pd
