// `turn DIR`: the report's orientation. The hero faces another way where he stands (A and D turn
// him, W steps the way he faces); it takes no time, so the monsters do not move.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doTurn(const Command &command) {
    if (!command.direction)
        return refuse(LogEntry::moveWhere());
    const Direction d = *command.direction;
    if (isDiagonal(d) && m_pack.ruleset.movement == 4)
        return refuse(LogEntry::fourWaysMove());
    m_state.hero.facing = d;
    GameEvent e;
    e.kind = GameEvent::Kind::Turned;
    e.actor = 0;
    e.from = m_state.hero.pos;
    e.to = m_state.hero.pos;
    emitEvent(e);
    return {true, 0};
}

} // namespace pd
