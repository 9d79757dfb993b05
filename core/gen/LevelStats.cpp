#include "LevelStats.h"

#include "data/Pack.h"
#include "gen/Dungeon.h"
#include "gen/LevelBatch.h"
#include "gen/MapAnalysis.h"

namespace pd {

LevelStats LevelStats::of(const Level &level, std::uint64_t seed, const std::vector<int> *known) {
    LevelStats s;
    s.seed = seed;
    s.depth = level.depth;
    s.generator = level.generator;
    s.width = level.width();
    s.height = level.height();
    s.rooms = int(level.rooms.size());
    int passable = 0;
    for (Tile t : level.map.tiles())
        passable += isPassable(t) ? 1 : 0;
    s.floorPermille = level.map.size() > 0 ? passable * 1000 / level.map.size() : 0;
    s.deadEnds = int(level.deadEnds.size());
    for (const LevelEntity &e : level.entities) {
        switch (e.kind) {
        case LevelEntity::Kind::Monster:
            ++s.monsters;
            break;
        case LevelEntity::Kind::Chest:
            ++s.chests;
            break;
        case LevelEntity::Kind::Trap:
            ++s.traps;
            break;
        case LevelEntity::Kind::Item:
            ++s.items;
            break;
        case LevelEntity::Kind::Chip:
            ++s.chips;
            break;
        }
    }
    // The way on: stairs down, or (room by room) the nearest door other than the entry.
    std::optional<Point> goal = level.stairsDown;
    const bool reuse = known && int(known->size()) == level.map.size();
    std::vector<int> measured;
    if (!reuse)
        measured = analysis::distances(level.map, level.arrival);
    const std::vector<int> &dist = reuse ? *known : measured;
    if (!goal) {
        for (const DoorInfo &d : level.doors) {
            const int steps = dist[std::size_t(level.map.index(d.at))];
            if (steps > 1 && (!goal || steps < dist[std::size_t(level.map.index(*goal))]))
                goal = d.at;
        }
    }
    if (goal)
        s.pathLength = dist[std::size_t(level.map.index(*goal))];
    s.hash = level.hash();
    return s;
}

QList<LevelStats> collectStats(const Pack &pack, std::uint64_t from, int count,
                               const QList<int> &depths, int threads) {
    BatchRequest request;
    // The batch shares the pack without owning it: it ends before this call returns.
    request.pack = std::shared_ptr<const Pack>(&pack, [](const Pack *) {});
    request.seeds = BatchRequest::range(from, count);
    request.depths = depths;
    QList<LevelStats> out;
    for (const BatchSeed &s : LevelBatch::run(request, threads))
        for (const BatchLevel &level : s.levels)
            out << level.stats;
    return out;
}

} // namespace pd
