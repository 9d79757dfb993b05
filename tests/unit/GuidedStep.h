#pragma once

#include "data/Pack.h"
#include "engine/Direction.h"
#include "engine/Game.h"

#include <QList>
#include <optional>
#include <vector>

namespace pd {

// The first step of a shortest walk to the nearest chip still to take (when chips open the
// exit) or else to the stairs down, by breadth-first search on the map alone: the random
// games of tst_replay and tst_saves take it now and then, so that they reach deeper levels.
inline std::optional<Direction> stepTowardsTheWayOn(const Game &game) {
    const LevelState &ls = game.level();
    const TileMap &map = ls.level.map;
    QList<Point> goals;
    if (game.pack().ruleset.chipsGateExit) {
        for (const ChipState &c : ls.chips) {
            if (!c.taken)
                goals.append(c.pos);
        }
    }
    if (goals.isEmpty() && ls.level.stairsDown)
        goals.append(*ls.level.stairsDown);
    if (goals.isEmpty())
        return std::nullopt;
    // Search from the goals; then step to the neighbour nearest to them.
    std::vector<int> dist(std::size_t(map.size()), -1);
    QList<Point> queue;
    for (const Point &g : goals) {
        if (map.inBounds(g) && dist[std::size_t(map.index(g))] < 0) {
            dist[std::size_t(map.index(g))] = 0;
            queue.append(g);
        }
    }
    const int movement = game.pack().ruleset.movement;
    for (qsizetype i = 0; i < queue.size(); ++i) {
        const Point p = queue[i];
        for (Direction d : kDirections) {
            const Point q = p + offset(d);
            if (!map.inBounds(q) || dist[std::size_t(map.index(q))] >= 0 ||
                !canStep(map, p, d, movement))
                continue;
            dist[std::size_t(map.index(q))] = dist[std::size_t(map.index(p))] + 1;
            queue.append(q);
        }
    }
    const Point at = game.state().hero.pos;
    if (!map.inBounds(at) || dist[std::size_t(map.index(at))] <= 0)
        return std::nullopt;
    for (Direction d : kDirections) {
        const Point q = at + offset(d);
        if (canStep(map, at, d, movement) && map.inBounds(q) &&
            dist[std::size_t(map.index(q))] >= 0 &&
            dist[std::size_t(map.index(q))] < dist[std::size_t(map.index(at))])
            return d;
    }
    return std::nullopt;
}

} // namespace pd
