#include "LevelStats.h"

#include "data/Pack.h"
#include "gen/Dungeon.h"
#include "gen/MapAnalysis.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <numeric>

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
    // The way on: stairs down, or (rooms of seed 000) the nearest door other than the entry.
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
    QList<int> wanted = depths;
    if (wanted.isEmpty())
        for (int d = 1; d <= pack.ruleset.depth; ++d)
            wanted << d;
    std::vector<std::uint64_t> seeds(std::size_t(std::max(0, count)));
    std::iota(seeds.begin(), seeds.end(), from);
    auto one = [&pack, &wanted](std::uint64_t seed) {
        QList<LevelStats> out;
        Dungeon dungeon(pack, seed);
        for (int depth : wanted) {
            QString error;
            const Level level = dungeon.level(depth, &error);
            LevelStats s = error.isEmpty()
                               ? LevelStats::of(level, seed, dungeon.stepsFromArrival(depth))
                               : LevelStats();
            s.seed = seed;
            s.depth = depth;
            s.error = error;
            out << s;
        }
        return out;
    };
    std::vector<QList<LevelStats>> perSeed;
    if (threads <= 1) {
        perSeed.reserve(seeds.size());
        for (std::uint64_t seed : seeds)
            perSeed.push_back(one(seed));
    } else {
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        perSeed = QtConcurrent::blockingMapped<std::vector<QList<LevelStats>>>(&pool, seeds, one);
    }
    QList<LevelStats> out;
    for (const QList<LevelStats> &list : perSeed)
        out += list;
    return out;
}

} // namespace pd
