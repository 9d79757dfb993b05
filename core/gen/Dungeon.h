#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"

#include <QHash>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

namespace pd {

class Pack;
class PackCache;

// The levels of one run. Each level is a pure function of (pack, seed, depth, generator
// versions): nothing a player does changes it. Streams (docs/rng.md): "generator" picks the
// settings, "level" draws the map (index depth*256 + attempt), "stairs" lines up the stairs of
// depth d and d+1, "population" places what lives there.
class Dungeon {
public:
    static constexpr int kMaxAttempts = 16;

    Dungeon(const Pack &pack, std::uint64_t seed);

    int depthCount() const;
    std::uint64_t seed() const { return m_seed; }

    // The settings the pack's tables choose for a depth; false with a message when they fail.
    bool settingsFor(int depth, GeneratorSettings &out, QString *error = nullptr) const;
    // A whole level: map, stairs, population. Levels above it are drawn as needed.
    Level level(int depth, QString *error = nullptr);
    // Seed 000's room `index` (1-based), entered through `entry` (nullopt: the wall is rolled),
    // with its contents. Rooms do not depend on each other, only on (seed, index, entry).
    Level chamber(int index, std::optional<Side> entry, QString *error = nullptr);
    // Steps from the arrival of a level level() made (analysis::distances, indexed like its
    // map) when they were measured, for its stairs or its population; nullptr otherwise.
    const std::vector<int> *stepsFromArrival(int depth) const;

private:
    struct MapState {
        Level level; // map only (no stairs, no population)
        bool roomByRoom = false;
        bool ok = false;
        QString error;
    };

    const MapState &map(int depth);
    Level drawMap(int depth, int attempt, const GeneratorSettings &settings) const;
    bool hasStairs(const Level &level) const;
    Point arrivalOf(int depth);
    std::optional<Point> stairsDownOf(int depth);
    void placeStairs(int depth, Level &level);
    // `known`: steps from the arrival already measured; `measured` receives them when
    // population has to measure them all.
    void populate(Level &level, const std::vector<int> *known, std::vector<int> &measured) const;

    const Pack &m_pack;
    std::shared_ptr<const PackCache> m_cache;
    std::uint64_t m_seed;
    std::map<int, MapState> m_maps;
    std::map<int, std::optional<Point>> m_stairsDown;
    std::map<int, std::vector<int>> m_distances; // steps from each level's arrival
};

} // namespace pd
