// `search`: a turn spent looking for secret doors in the cells around the hero (the ruleset's
// secretDoorPercent). Each secret door within doors::kSearchReach is found with a chance of
// doors::kFindNumerator in doors::kFindDenominator, drawn from the game's stream only for such a
// door, so a search where there is none draws nothing. A quiet turn: the noise is halved.
#include "engine/Doors.h"
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doSearch(const Command &) {
    LevelState &ls = m_state.current();
    const Point hero = m_state.hero.pos;
    for (qsizetype i = 0; i < ls.secretDoors.size();) {
        const Point p = ls.secretDoors[i];
        if (chebyshev(p, hero) > doors::kSearchReach ||
            !m_state.rng.chance(doors::kFindNumerator, doors::kFindDenominator)) {
            ++i;
            continue;
        }
        ls.secretDoors.removeAt(i);
        ls.level.map.set(p, Tile::Door);
        log(LogEntry::secretDoorFound());
    }
    // What was found is seen at once (the world's turn brings the view up to date too).
    updateFov();
    return {true, 1};
}

} // namespace pd
