// `defend` on the map: the hero raises his guard (bump-combat packs with hit points).
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doDefend(const Command &) {
    // The maze-duel Defend on the map of a bump-combat pack: blows and shots that land before
    // the hero's next action do defendPercent of their damage.
    const Ruleset &rules = m_pack.ruleset;
    if (rules.battle != Ruleset::Battle::Bump || rules.health != Ruleset::Health::Hp)
        return refuse(LogEntry::noBattle());
    m_state.hero.stats.defending = true;
    GameEvent e;
    e.kind = GameEvent::Kind::Defended;
    e.actor = 0;
    emitEvent(e);
    log(LogEntry::guardRaised());
    return {true, 1};
}

} // namespace pd
