#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

std::vector<Point> Game::travelPath(Point target) const {
    const LevelState &ls = m_state.current();
    const TileMap &map = ls.level.map;
    if (isOver() || m_state.battle || !map.inBounds(target) || !map.passable(target) ||
        !ls.isExplored(target) || target == m_state.hero.pos)
        return {};
    std::vector<Point> path =
        m_paths.find(map, m_state.hero.pos, target, m_pack.ruleset.movement, nullptr);
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Point p = path[i];
        const int chest = ls.chestAt(p);
        const bool monster = ls.actorAt(p) >= 0 && isVisible(p);
        if (monster || (chest >= 0 && !ls.chests[chest].opened)) {
            path.resize(i);
            break;
        }
    }
    return path;
}

std::vector<Point> Game::aimLine(Point at) const {
    const LevelState &ls = m_state.current();
    const HeroState &hero = m_state.hero;
    if (isOver() || at == hero.pos || !ls.level.map.inBounds(at) || !isVisible(at))
        return {};
    if (m_pack.ruleset.movement == 4 && at.x != hero.pos.x && at.y != hero.pos.y)
        return {};
    const ItemRecord *weapon =
        hero.rangedInHand ? m_pack.item(hero.equipment.worn(ItemRecord::Slot::Ranged)) : nullptr;
    const int range = weapon ? std::max(1, weapon->range) : 1000;
    std::vector<Point> line = missileLine(at, range);
    Point p = hero.pos;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto d = directionBetween(p, line[i]);
        if (!d || !canStep(ls.level.map, p, *d, 8)) {
            line.resize(i);
            break;
        }
        p = line[i];
        if (ls.actorAt(p) >= 0 && isVisible(p)) {
            line.resize(i + 1);
            break;
        }
    }
    return line;
}

std::optional<LogEntry> Game::refusal(const Command &command) const {
    Game trial(*this);
    if (trial.submit(command))
        return std::nullopt;
    return trial.m_refusal.value_or(LogEntry{});
}

} // namespace pd
