// `drop ITEM`: one of it onto the hero's cell, on a pile of its kind that has room.
#include "engine/Game.h"

#include "data/Pack.h"

#include <algorithm>

namespace pd {

Game::TurnCost Game::doDrop(const Command &command) {
    const QString &id = command.id;
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    hero.inventory.remove(id);
    // "equipmentOnce": a piece let go of may be taken again (it is no longer held).
    if (rec->isEquipment())
        m_state.foundEquipment.removeAll(id);
    const Point p = hero.pos;
    dropOnFloor(*rec, p);
    GameEvent e;
    e.kind = GameEvent::Kind::Dropped;
    e.id = id;
    e.amount = 1;
    e.to = p;
    emitEvent(e);
    log(LogEntry::dropped(id));
    return {true, 1};
}

} // namespace pd
