// `use ITEM` on the map: medicine is taken (refused when it would restore nothing); equipment is
// equipped.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Spawn.h"

namespace pd {

Game::TurnCost Game::doUse(const Command &command) {
    const QString &id = command.id;
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    if (rec->isEquipment())
        return doEquip(Command::withId(Command::Kind::Equip, id));
    if (rec->kind != ItemRecord::Kind::Medicine)
        return refuse(LogEntry::cannotUse(id));
    LogEntry refusal;
    const qint64 hp = hero.stats.hp, mp = hero.stats.mp;
    // An unknown potion is drunk even when it would restore nothing: the refusal would tell.
    if (!applyMedicine(hero.stats, *rec, m_pack.ruleset, &refusal) && isKnown(id))
        return refuse(refusal);
    hero.inventory.remove(id);
    GameEvent e;
    e.kind = GameEvent::Kind::ItemUsed;
    e.id = id;
    e.amount = hero.stats.hp - hp;
    emitEvent(e);
    log(LogEntry::drank(id, hero.stats.hp - hp, hero.stats.mp - mp));
    identify(id); // an unknown kind is known once drunk
    return {true, 1};
}

} // namespace pd
