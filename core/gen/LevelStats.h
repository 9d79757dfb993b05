#pragma once

#include "gen/Level.h"

#include <QList>

#include <cstdint>
#include <vector>

namespace pd {

class Pack;

// What `permadungeon-cli seeds` reports about one level.
struct LevelStats {
    std::uint64_t seed = 0;
    int depth = 0;
    QString generator;
    int width = 0;
    int height = 0;
    int rooms = 0;
    int floorPermille = 0; // passable cells per thousand
    int deadEnds = 0;
    int monsters = 0;
    int chests = 0;
    int traps = 0;
    int items = 0;
    int chips = 0;
    int pathLength = -1; // steps from arrival to the way down (-1: none on this level)
    QString hash;
    QString error;

    // `known`: the level's steps from its arrival when already measured (Dungeon keeps them).
    static LevelStats of(const Level &level, std::uint64_t seed,
                         const std::vector<int> *known = nullptr);
};

// Statistics for seeds [from, from + count) at the given depths (empty: every depth), in seed
// then depth order. `threads` > 1 spreads seeds over a thread pool; the result is the same.
QList<LevelStats> collectStats(const Pack &pack, std::uint64_t from, int count,
                               const QList<int> &depths, int threads);

} // namespace pd
