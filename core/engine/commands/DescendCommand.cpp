// `descend`: down the stairs the hero stands on, when the level lets him go.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doDescend(const Command &) {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsDown)
        return refuse(LogEntry::noStairsDown(roomByRoom()));
    if (rules.chipsGateExit && ls.chipsLeft() > 0)
        return refuse(LogEntry::exitSealed(ls.chipsLeft()));
    if (m_state.depth >= m_dungeon.depthCount())
        return refuse(LogEntry::bottomOfDungeon());
    log(LogEntry::wentDown());
    enterLevel(m_state.depth + 1, true);
    return {true, 1};
}

} // namespace pd
