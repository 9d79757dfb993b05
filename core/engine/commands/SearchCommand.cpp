// `search [N]`: turns spent looking for secret doors in the cells around the hero (the ruleset's
// secretDoorPercent). Each secret door within doors::kSearchReach is found with a chance of
// doors::kFindNumerator in doors::kFindDenominator a turn, drawn from the game's stream only for
// such a door, so a search where there is none draws nothing. A quiet turn: the noise is halved.
// With N, up to N turns, as a rest goes: it stops after a turn that found a door, brought a
// monster into view or hurt the hero.
#include "engine/Doors.h"
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

namespace {

// One turn's search: the doors found are doors again. How many were found.
int searchAround(LevelState &ls, Point hero, Rng &rng) {
    int found = 0;
    for (qsizetype i = 0; i < ls.secretDoors.size();) {
        const Point p = ls.secretDoors[i];
        if (chebyshev(p, hero) > doors::kSearchReach ||
            !rng.chance(doors::kFindNumerator, doors::kFindDenominator)) {
            ++i;
            continue;
        }
        ls.secretDoors.removeAt(i);
        ls.level.map.set(p, Tile::Door);
        ++found;
    }
    return found;
}

} // namespace

Game::TurnCost Game::doSearch(const Command &command) {
    const int turns = command.id.isEmpty() ? 1 : std::max(1, command.id.toInt());
    const int depth = m_state.depth;
    for (int turn = 1;; ++turn) {
        const int found = searchAround(m_state.current(), m_state.hero.pos, m_state.rng);
        for (int i = 0; i < found; ++i)
            log(LogEntry::secretDoorFound());
        if (found > 0)
            updateFov(); // what was found is seen at once
        if (turn >= turns)
            return {true, 1}; // play() ends the last turn
        const qint64 hp = m_state.hero.stats.hp;
        endHeroTurn();
        // A battle, a new level or the end of the run hands control back at once.
        if (isOver() || m_state.battle || m_state.depth != depth || found > 0 ||
            m_state.hero.stats.hp < hp)
            return {true, 0};
        for (const Actor &a : m_state.current().actors) {
            if (isVisible(a.pos) && seesActor(a)) // an unseen monster stops nothing
                return {true, 0};
        }
    }
}

} // namespace pd
