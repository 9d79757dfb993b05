// `pickup`: everything on the hero's cell, but a piece of equipment found before
// ("equipmentOnce").
#include "engine/Game.h"

namespace pd {

Game::TurnCost Game::doPickup(const Command &) {
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos;
    bool any = false;
    QStringList left;     // "equipmentOnce": pieces already found stay on the floor (their ids)
    QList<LogEntry> poor; // for sale, and the hero's gold is short: they stay
    for (qsizetype i = 0; i < ls.items.size();) {
        if (ls.items[i].pos != p) {
            ++i;
            continue;
        }
        if (isRepeatEquipment(ls.items[i].item)) {
            left.append(ls.items[i].item);
            ++i;
            continue;
        }
        if (const qint64 price = ls.items[i].price; price > 0) {
            // For sale in a vault's shop (docs/rules.md "Vaults"): taking it is buying it.
            if (m_state.hero.gold < price) {
                poor.append(LogEntry::tooPoor(ls.items[i].item, price, m_state.hero.gold));
                ++i;
                continue;
            }
            m_state.hero.gold -= price;
            log(LogEntry::bought(ls.items[i].item, ls.items[i].count, price));
        }
        const FloorItem item = ls.items.takeAt(i);
        GameEvent e;
        e.kind = GameEvent::Kind::PickedUp;
        e.id = item.item;
        e.amount = item.count;
        e.to = p;
        emitEvent(e);
        gainItem(item.item, item.count);
        any = true;
    }
    for (const QString &id : left) {
        const LogEntry why = LogEntry::equipmentAgain(id);
        if (!any) // only pieces already found: nothing is picked up and no time passes
            return refuse(why);
        log(why);
    }
    for (const LogEntry &why : poor) {
        if (!any) // only things he cannot pay for: no time passes
            return refuse(why);
        log(why);
    }
    if (!any)
        return refuse(LogEntry::nothingToPickUp());
    return {true, 1};
}

} // namespace pd
