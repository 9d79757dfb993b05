#pragma once

#include "data/GeneratorSettings.h"
#include "gen/ChambersGenerator.h"
#include "gen/Level.h"
#include "tables/TableRoller.h"

#include <QHash>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

namespace pd {

class Pack;
class PackCache;

// Where one thing on a level came from, for the seed preview's roll trace: the random stream,
// the band's table and count dice, which of the count's rolls made it, and that roll's steps
// (each table, its row and its dice), rolled again with tracing from the same draws.
struct EntityOrigin {
    enum class Role { Monsters, Items, Traps, Chips, Chests, Guard, WinItem, RoomContents, Vault };
    Role role = Role::RoomContents;
    QString stream;                // "population", or "level" for a room's own contents
    std::uint64_t streamIndex = 0; // the stream's index (the depth)
    QString table;                 // the band's table ("" for the win item and room contents)
    QString countDice;             // the band's count ("1d4+depth"), empty for a guard
    qint64 count = 0;              // what the count gave: how many rolls of the table
    int rollIndex = -1;            // which of those rolls made it (0-based)
    TableRollResult roll;          // that roll, traced
};

// The levels of one run. Each level is a pure function of (pack, seed, depth, generator
// versions): nothing a player does changes it. Streams (docs/rng.md): "generator" picks the
// settings, "level" draws the map (index depth*256 + attempt), "stairs" lines up the stairs of
// depth d and d+1, "population" places what lives there, "terrain" and "vault" (index depth)
// lay a pack's terrain and vault on it, so that the seed preview, the catalog and the game show
// the same level.
class Dungeon {
public:
    static constexpr int kMaxAttempts = 16;

    Dungeon(const Pack &pack, std::uint64_t seed);

    int depthCount() const;
    // Generator settings that replace those the pack's tables choose, key by key, for every
    // depth (the seed preview's overrides); with a "generator" of another kind they replace
    // them all; with `replace`, they are the whole settings (a generator row's value as the
    // Editor's generator form shows it). Set before the first level is made.
    void setOverrides(const QJsonObject &overrides, bool replace = false) {
        m_overrides = overrides;
        m_replaceSettings = replace;
    }
    std::uint64_t seed() const { return m_seed; }

    // The settings the pack's tables choose for a depth; false with a message when they fail.
    bool settingsFor(int depth, GeneratorSettings &out, QString *error = nullptr) const;
    // A whole level: map, stairs, population. Levels above it are drawn as needed.
    Level level(int depth, QString *error = nullptr);
    // Room-by-room chamber `index` (1-based), entered through `entry` (nullopt: the wall is
    // rolled), with its contents. Rooms do not depend on each other, only on (seed, index, entry).
    Level chamber(int index, std::optional<Side> entry, QString *error = nullptr);
    // Steps from the arrival of a level level() made (analysis::distances, indexed like its
    // map) when they were measured, for its stairs or its population; nullptr otherwise.
    const std::vector<int> *stepsFromArrival(int depth) const;
    // With tracing on, level() and chamber() note where each entity came from (origins());
    // the levels are the same either way.
    void setTracing(bool on) { m_tracing = on; }
    // The origins of the last level made at `depth`, one per entity, in the entities' order.
    QList<EntityOrigin> origins(int depth) const;

private:
    struct MapState {
        Level level;                          // map only (no stairs, no population)
        std::vector<ContentsOrigin> contents; // with tracing: the rooms' own entities
        bool roomByRoom = false;
        bool ok = false;
        QString error;
    };

    const MapState &map(int depth);
    // The passes after a level is made and populated, each from a stream of its own: terrain
    // (engine/Terrain.h) and a vault (engine/Vaults.h). Nothing when the pack has neither.
    void dress(int depth, Level &level, QList<EntityOrigin> *origins) const;
    Level drawMap(int depth, int attempt, const GeneratorSettings &settings,
                  std::vector<ContentsOrigin> *contents) const;
    bool hasStairs(const Level &level) const;
    Point arrivalOf(int depth);
    std::optional<Point> stairsDownOf(int depth);
    // Removes what stood where the stairs go, and its origin from `contents` (when given).
    void placeStairs(int depth, Level &level, std::vector<ContentsOrigin> *contents);
    // `known`: steps from the arrival already measured; `measured` receives them when
    // population has to measure them all.
    // `contents`: the origins of the entities the level already has (a room's own).
    void populate(Level &level, const std::vector<int> *known, std::vector<int> &measured,
                  QList<EntityOrigin> *origins,
                  const std::vector<ContentsOrigin> *contents = nullptr) const;

    const Pack &m_pack;
    std::shared_ptr<const PackCache> m_cache;
    std::uint64_t m_seed;
    QJsonObject m_overrides;
    bool m_replaceSettings = false;
    bool m_tracing = false;
    std::map<int, QList<EntityOrigin>> m_origins;
    std::map<int, MapState> m_maps;
    std::map<int, std::optional<Point>> m_stairsDown;
    std::map<int, std::vector<int>> m_distances; // steps from each level's arrival
};

} // namespace pd
