// `travel X Y`: a walk along a path to a seen cell, a move and a turn per step, until something
// the hero should see to (a monster, a wound, a battle, a new level) stops it.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Terrain.h"

#include <QSet>

namespace pd {

Game::TurnCost Game::doTravel(const Command &command) {
    const Point target = command.target;
    const LevelState &start = m_state.current();
    const TileMap &map = start.level.map;
    if (!map.inBounds(target) || !map.passable(target) || !start.isExplored(target))
        return refuse(LogEntry::noWayThere());
    if (target == m_state.hero.pos)
        return refuse(LogEntry::alreadyThere());
    TileMap dry; // no travel crosses deep water, lava or a chasm (engine/Terrain.h)
    const std::vector<Point> path = m_paths->find(terrain::walkMap(map, dry), m_state.hero.pos,
                                                  target, m_pack.ruleset.movement, nullptr);
    if (path.empty())
        return refuse(LogEntry::noWayThere());
    auto visibleMonsters = [this] {
        QSet<int> seen;
        for (const Actor &a : m_state.current().actors) {
            if (isVisible(a.pos))
                seen.insert(a.id);
        }
        return seen;
    };
    auto monsterWithinReach = [this] {
        const LevelState &ls = m_state.current();
        for (const Actor &a : ls.actors) {
            const auto d = directionBetween(a.pos, m_state.hero.pos);
            if (d && canStep(ls.level.map, a.pos, *d, m_pack.ruleset.movement))
                return true;
        }
        return false;
    };
    const QSet<int> seenAtStart = visibleMonsters();
    const int depth = m_state.depth;
    int steps = 0;
    for (const Point &step : path) {
        const LevelState &ls = m_state.current();
        if (ls.actorAt(step) >= 0 || (ls.chestAt(step) >= 0 && !ls.chests[ls.chestAt(step)].opened))
            break; // something stands in the way: stop rather than attack it
        const auto d = directionBetween(m_state.hero.pos, step);
        if (!d)
            break;
        const qint64 hp = m_state.hero.stats.hp;
        if (!doMove(Command::move(*d)).accepted)
            break;
        ++steps;
        // As submit does: a step that ends the run (a trap) ends no turn.
        if (isOver())
            break;
        endHeroTurn();
        // A battle, a wound, a new level or the end of the run hands control back at once.
        if (isOver() || m_state.battle || m_state.depth != depth || m_state.hero.stats.hp < hp)
            break;
        if (!(visibleMonsters() - seenAtStart).isEmpty()) {
            log(LogEntry::travelStopSeen());
            break;
        }
        if (monsterWithinReach()) {
            log(LogEntry::travelStopNear());
            break;
        }
    }
    if (steps == 0)
        return refuse(LogEntry::inTheWay());
    return {true, 0};
}

} // namespace pd
