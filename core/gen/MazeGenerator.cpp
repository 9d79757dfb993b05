#include "MazeGenerator.h"

#include "random/Rng.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace pd {

namespace {

enum CellState : std::uint8_t { Unseen = 0, InFrontier = 1, Visited = 2, Blocked = 3 };

// Randomized Prim: a uniform frontier cell joins the maze through a uniform visited neighbour.
void carvePrim(std::vector<Tile> &tiles, int n, Rng &rng) {
    const int size = 2 * n + 1;

    // Cells are kept as their tile index t; the neighbouring cells are t ∓ 2·size and t ± 2, the
    // passage between two cells is the tile halfway. The state array covers the map with two
    // rows of padding at either end, and everything but a cell is Blocked: the cell beyond an
    // edge lands on the border, in the padding, or (east/west) on the next row's border
    // column, so no bounds checks or divisions are needed.
    const int pad = 2 * size;
    std::vector<std::uint8_t> stateStore(std::size_t(size * size + 2 * pad), Blocked);
    std::uint8_t *state = stateStore.data() + pad;
    for (int y = 1; y < size; y += 2)
        for (int x = 1; x < size; x += 2)
            state[y * size + x] = Unseen;
    // The fixed order N, E, S, W is part of the determinism contract.
    const int offsets[4] = {-2 * size, 2, 2 * size, -2};

    // The frontier never holds more than n² cells; the slack lets visit() write before it
    // decides whether to keep the write. The loops below are branch-free on the neighbours'
    // states, which are random: mispredicted branches cost more than the algorithm.
    std::vector<int> frontierStore(std::size_t(n) * std::size_t(n) + 4);
    int *frontier = frontierStore.data();
    std::size_t frontierSize = 0;
    const auto visit = [&](int t) {
        state[t] = Visited;
        tiles[std::size_t(t)] = Tile::Floor;
        for (const int d : offsets) {
            const bool fresh = state[t + d] == Unseen;
            frontier[frontierSize] = t + d;
            frontierSize += fresh;
            state[t + d] |= std::uint8_t(fresh); // Unseen (0) becomes InFrontier (1)
        }
    };

    visit(size + 1);
    while (frontierSize > 0) {
        // A uniform frontier cell, removed by swapping with the last: O(1), and the frontier's
        // order stays a pure function of the draws.
        const std::size_t k = rng.below(std::uint32_t(frontierSize));
        const int t = frontier[k];
        frontier[k] = frontier[--frontierSize];

        int visited[4];
        int count = 0;
        for (const int d : offsets) {
            visited[count] = t + d;
            count += state[t + d] == Visited;
        }
        // A frontier cell always has a visited neighbour; with only one there is no choice, and
        // no draw.
        const int joined = count == 1 ? visited[0] : visited[rng.below(std::uint32_t(count))];
        tiles[std::size_t((t + joined) / 2)] = Tile::Floor;
        visit(t);
    }
}

// The maze-duel report's method: from the current cell carve on to a uniform unvisited
// neighbour; with none, go on from a uniform visited cell that still has one. Visited cells
// are kept in a list; a cell drawn with no unvisited neighbour left is dropped from it and the
// draw made again, which is uniform over the cells that still have one.
void carveWalk(std::vector<Tile> &tiles, int n, Rng &rng) {
    const int size = 2 * n + 1;
    // Cells as tile indices, neighbours in the fixed order N, E, S, W (part of the
    // determinism contract); `inMaze` covers the whole map.
    std::vector<std::uint8_t> inMaze(tiles.size(), 0);
    const auto unvisited = [&](int t, int *out) {
        const int x = t % size, y = t / size;
        int count = 0;
        if (y > 1 && !inMaze[std::size_t(t - 2 * size)])
            out[count++] = t - 2 * size;
        if (x < size - 2 && !inMaze[std::size_t(t + 2)])
            out[count++] = t + 2;
        if (y < size - 2 && !inMaze[std::size_t(t + 2 * size)])
            out[count++] = t + 2 * size;
        if (x > 1 && !inMaze[std::size_t(t - 2)])
            out[count++] = t - 2;
        return count;
    };
    std::vector<int> visited;
    visited.reserve(std::size_t(n) * std::size_t(n));
    int current = size + 1;
    inMaze[std::size_t(current)] = 1;
    tiles[std::size_t(current)] = Tile::Floor;
    visited.push_back(current);
    for (int left = n * n - 1; left > 0;) {
        int next[4];
        const int count = unvisited(current, next);
        if (count == 0) {
            // Stuck: a visited cell that can still go on, drawn uniformly.
            int around[4];
            for (;;) {
                const std::size_t k = rng.below(std::uint32_t(visited.size()));
                if (unvisited(visited[k], around) > 0) {
                    current = visited[k];
                    break;
                }
                visited[k] = visited.back();
                visited.pop_back();
            }
            continue;
        }
        const int to = count == 1 ? next[0] : next[rng.below(std::uint32_t(count))];
        tiles[std::size_t((current + to) / 2)] = Tile::Floor;
        tiles[std::size_t(to)] = Tile::Floor;
        inMaze[std::size_t(to)] = 1;
        visited.push_back(to);
        current = to;
        --left;
    }
}

} // namespace

Level generateMaze(const MazeSettings &settings, Rng &rng) {
    const int n = std::clamp(settings.cells, 2, 127);
    const int size = 2 * n + 1;

    Level level;
    level.generator = QStringLiteral("maze");
    const bool walk = settings.algorithm == MazeSettings::Algorithm::Walk;
    level.generatorVersion = walk ? kMazeWalkVersion : kMazeVersion;
    level.map = TileMap(size, size, Tile::Wall);
    std::vector<Tile> &tiles = level.map.tiles();
    if (walk)
        carveWalk(tiles, n, rng);
    else
        carvePrim(tiles, n, rng);

    const Point entrance{1, 1};
    const Point exit{size - 2, size - 2};
    level.map.set(entrance, Tile::StairsUp);
    level.map.set(exit, Tile::StairsDown);
    level.stairsUp = entrance;
    level.stairsDown = exit;
    level.arrival = entrance;

    // The maze-duel treasure spots: cells reachable from one direction only. Collected without a
    // branch on the (random) answer, as above.
    std::vector<Point> ends(std::size_t(n) * std::size_t(n) + 1);
    std::size_t endCount = 0;
    for (int y = 1; y < size; y += 2) {
        for (int x = 1; x < size; x += 2) {
            const int i = y * size + x;
            const int open = int(isPassable(tiles[std::size_t(i - size)])) +
                             int(isPassable(tiles[std::size_t(i + 1)])) +
                             int(isPassable(tiles[std::size_t(i + size)])) +
                             int(isPassable(tiles[std::size_t(i - 1)]));
            ends[endCount] = Point{x, y};
            endCount += open == 1;
        }
    }
    level.deadEnds.reserve(qsizetype(endCount));
    for (std::size_t k = 0; k < endCount; ++k)
        if (ends[k] != entrance && ends[k] != exit)
            level.deadEnds.append(ends[k]);
    return level;
}

} // namespace pd
