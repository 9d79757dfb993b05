// `interact DIR`: open the chest there, reached as a step would reach it.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doInteract(const Command &command) {
    if (!command.direction)
        return refuse(LogEntry::openWhat());
    const Direction d = *command.direction;
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos + offset(d);
    const int c = ls.chestAt(p);
    if (c < 0)
        return refuse(LogEntry::nothingToOpen());
    if (ls.chests[c].opened)
        return refuse(LogEntry::chestAlreadyOpen());
    // Reach a chest as a step would: straight where moves are 4-way, never round a corner.
    if (!canStep(ls.level.map, m_state.hero.pos, d, m_pack.ruleset.movement))
        return refuse(LogEntry::chestOutOfReach());
    m_state.hero.facing = d;
    openChest(c);
    return {true, 1};
}

} // namespace pd
