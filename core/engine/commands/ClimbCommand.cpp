// `climb`: up the stairs the hero stands on; from the first depth, out into daylight, which wins
// the run when the pack's win item is carried.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doClimb(const Command &) {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsUp)
        return refuse(LogEntry::noStairsUp(roomByRoom()));
    if (m_state.depth == 1) {
        if (rules.hasWin && m_state.hero.inventory.count(rules.winItem) > 0) {
            winRun(LogEntry::wonInDaylight(rules.winItem));
            return {true, 0};
        }
        if (rules.hasWin)
            return refuse(LogEntry::winItemNeeded(rules.winItem));
        return refuse(LogEntry::wayOutShut());
    }
    log(LogEntry::wentUp());
    enterLevel(m_state.depth - 1, false);
    if (m_state.won) // enterLevel found the win item brought back (GameLevels.cpp)
        winRun(LogEntry::wonBroughtBack());
    return {true, 1};
}

} // namespace pd
