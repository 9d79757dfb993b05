// `swap`: the melee weapon or the ranged one in hand, the other way round.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doSwap(const Command &) {
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

} // namespace pd
