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

} // namespace pd
