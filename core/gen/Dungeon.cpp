#include "Dungeon.h"

#include "data/Pack.h"
#include "engine/Terrain.h"
#include "engine/Vaults.h"
#include "gen/CavesGenerator.h"
#include "gen/ChamberLevelGenerator.h"
#include "gen/ChambersGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/MazeGenerator.h"
#include "gen/PackCache.h"
#include "gen/Population.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <algorithm>

namespace pd {

bool Dungeon::hasStairs(const Level &level) const {
    // Mazes keep their entrance and exit; rooms made one at a time have doors instead.
    if (level.generator == QLatin1String("maze"))
        return false;
    return !(level.generator == QLatin1String("chambers") &&
             m_pack.ruleset.levels == Ruleset::Levels::Disposable);
}

Dungeon::Dungeon(const Pack &pack, std::uint64_t seed)
    : m_pack(pack)
    , m_cache(PackCache::of(pack))
    , m_seed(seed) {}

int Dungeon::depthCount() const {
    return m_pack.ruleset.depth;
}

bool Dungeon::settingsFor(int depth, GeneratorSettings &out, QString *error) const {
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // An empty pack (one that did not load, or a default Pack) has nothing to make levels with.
    if (m_pack.ruleset.bands.isEmpty() || m_pack.tables.isEmpty())
        return fail(QStringLiteral("the pack \"%1\" describes no levels (its ruleset has no "
                                   "bands or it has no tables): it is empty or did not load")
                        .arg(m_pack.manifest.id));
    const Ruleset::Band *band = m_pack.ruleset.bandFor(depth);
    if (!band)
        return fail(QStringLiteral("no band of the ruleset covers depth %1").arg(depth));
    const CompiledTables &tables = m_cache->tables();
    const int table = tables.tableIndex(band->generator);
    if (table < 0)
        return fail(QStringLiteral("unknown generator table \"%1\"").arg(band->generator));
    Rng rng = Rng::forStream(m_seed, u"generator", std::uint64_t(depth));
    std::vector<CompiledTables::Entry> entries;
    tables.roll(table, rng, entries);
    for (const CompiledTables::Entry &e : entries) {
        const CompiledTables::Leaf &leaf = tables.leaf(e.leaf);
        if (leaf.kind != TableResult::Kind::Value || !leaf.value.isObject())
            continue;
        if (m_overrides.isEmpty())
            return m_cache->settings(e.leaf, depth, out, error);
        QJsonObject merged = leaf.value.toObject();
        const QString kind = QStringLiteral("generator");
        if (m_replaceSettings ||
            (m_overrides.contains(kind) && m_overrides.value(kind) != merged.value(kind)))
            merged = QJsonObject();
        for (auto it = m_overrides.constBegin(); it != m_overrides.constEnd(); ++it)
            merged.insert(it.key(), it.value());
        Diagnostics diagnostics;
        JsonContext context(QStringLiteral("generator overrides"), diagnostics);
        JsonObjectReader reader(context, merged, QString());
        out = GeneratorSettings::fromJson(reader, depth);
        if (!diagnostics.hasErrors())
            return true;
        return fail(diagnostics.toStringList().join(QStringLiteral("; ")));
    }
    return fail(QStringLiteral("table \"%1\" gave no generator settings at depth %2")
                    .arg(band->generator)
                    .arg(depth));
}

Level Dungeon::drawMap(int depth, int attempt, const GeneratorSettings &settings,
                       std::vector<ContentsOrigin> *contents) const {
    Rng rng = Rng::forStream(m_seed, u"level", std::uint64_t(depth) * 256 + std::uint64_t(attempt));
    Level level;
    switch (settings.kind) {
    case GeneratorSettings::Kind::Rooms:
        level = generateRooms(settings.rooms, rng);
        break;
    case GeneratorSettings::Kind::Caves:
        level = generateCaves(settings.caves, rng);
        break;
    case GeneratorSettings::Kind::Maze:
        level = generateMaze(settings.maze, rng);
        break;
    case GeneratorSettings::Kind::Chambers:
        // Disposable rooms are made one at a time by chamber(); here a level links many rooms.
        if (contents) {
            ContentsTracer tracer{m_pack, {}};
            level = generateChamberLevel(settings.chambers, *m_cache, rng, &tracer);
            *contents = std::move(tracer.origins);
        } else {
            level = generateChamberLevel(settings.chambers, *m_cache, rng);
        }
        break;
    }
    level.depth = depth;
    level.settings = settings.raw;
    return level;
}

const Dungeon::MapState &Dungeon::map(int depth) {
    auto it = m_maps.find(depth);
    if (it != m_maps.end())
        return it->second;
    MapState state;
    GeneratorSettings settings;
    if (!settingsFor(depth, settings, &state.error))
        return m_maps.emplace(depth, std::move(state)).first->second;
    state.roomByRoom = settings.kind == GeneratorSettings::Kind::Chambers &&
                       m_pack.ruleset.levels == Ruleset::Levels::Disposable;
    state.ok = true;
    if (state.roomByRoom) {
        // chamber() makes the room itself (it depends on the entry wall); only the generator's
        // name is needed here, to tell that the level has doors rather than stairs.
        state.level.generator = settings.name();
        state.level.depth = depth;
        return m_maps.emplace(depth, std::move(state)).first->second;
    }
    std::vector<ContentsOrigin> *contents = m_tracing ? &state.contents : nullptr;
    state.level = drawMap(depth, 0, settings, contents);
    // Caves tutorial: stairs join two levels at a cell that is floor on both; when the level above
    // and this one share none, this level is drawn again (a new attempt, deterministically).
    if (depth > 1 && hasStairs(state.level)) {
        const MapState &above = map(depth - 1);
        if (above.ok && hasStairs(above.level)) {
            auto shared = [&](const Level &l) {
                const int w = std::min(l.width(), above.level.width());
                const int h = std::min(l.height(), above.level.height());
                for (int y = 0; y < h; ++y)
                    for (int x = 0; x < w; ++x)
                        if (l.map.at(x, y) == Tile::Floor &&
                            above.level.map.at(x, y) == Tile::Floor &&
                            Point{x, y} != above.level.arrival)
                            return true;
                return false;
            };
            for (int attempt = 1; attempt < kMaxAttempts && !shared(state.level); ++attempt)
                state.level = drawMap(depth, attempt, settings, contents);
            if (!shared(state.level)) {
                // Astronomically rare: open a passage from the arrival to a cell that is floor
                // above, so the stairs can meet.
                const Level &a = above.level;
                Point target = a.arrival;
                for (int i = 0; i < a.map.size(); ++i) {
                    const Point p = a.map.point(i);
                    if (a.map.at(p) == Tile::Floor && p != a.arrival &&
                        state.level.map.inBounds(p) && p.x > 0 && p.y > 0 &&
                        p.x < state.level.width() - 1 && p.y < state.level.height() - 1) {
                        target = p;
                        break;
                    }
                }
                Point c = state.level.arrival;
                while (c != target) {
                    if (c.x != target.x)
                        c.x += target.x > c.x ? 1 : -1;
                    else
                        c.y += target.y > c.y ? 1 : -1;
                    if (state.level.map.at(c) == Tile::Wall)
                        state.level.map.set(c, Tile::Floor);
                }
                state.level.deadEnds = analysis::deadEnds(state.level.map);
            }
        }
    }
    return m_maps.emplace(depth, std::move(state)).first->second;
}

Point Dungeon::arrivalOf(int depth) {
    const MapState &state = map(depth);
    if (depth == 1 || !hasStairs(state.level))
        return state.level.arrival;
    const std::optional<Point> above = stairsDownOf(depth - 1);
    if (above && state.level.map.at(*above) == Tile::Floor)
        return *above;
    return state.level.arrival;
}

std::optional<Point> Dungeon::stairsDownOf(int depth) {
    if (const auto it = m_stairsDown.find(depth); it != m_stairsDown.end())
        return it->second;
    std::optional<Point> result;
    const MapState &state = map(depth);
    if (depth < depthCount() && state.ok && hasStairs(state.level)) {
        const Level &level = state.level;
        const Point arrival = arrivalOf(depth);
        const MapState &below = map(depth + 1);
        const bool lineUp = below.ok && hasStairs(below.level);
        const std::vector<int> &dist =
            m_distances.emplace(depth, analysis::distances(level.map, arrival)).first->second;
        int farthest = 0;
        for (int d : dist)
            farthest = std::max(farthest, d);
        // Floor reachable from the arrival (and floor below when the stairs line up); with
        // `stairs: far` the pool is the far half of those, so the way down is a journey, or all
        // of them when the far half is empty. Marked cell by cell without a branch (the loop
        // vectorises), counted, and the drawn one found by its rank in index order.
        const TileMap &map = level.map;
        const TileMap &under = below.level.map;
        const int w = map.width(), h = map.height();
        const int arrivalIndex = map.inBounds(arrival) ? map.index(arrival) : -1;
        const Tile *tiles = map.tiles().data();
        const int *steps = dist.data();
        std::vector<unsigned char> pool(std::size_t(map.size()), 0);
        auto mark = [&](int minDistanceTimes2) { // >= 0, so unreachable cells (-1) never pass
            int count = 0;
            for (int y = 0; y < h; ++y) {
                // Where the level below has no cell, stairs cannot line up.
                const int end = !lineUp ? w : y < under.height() ? std::min(w, under.width()) : 0;
                const int row = y * w;
                if (lineUp && end > 0) {
                    const Tile *below = under.tiles().data() + std::ptrdiff_t(y) * under.width();
                    for (int x = 0; x < end; ++x)
                        pool[std::size_t(row + x)] =
                            (tiles[row + x] == Tile::Floor) & (row + x != arrivalIndex) &
                            (steps[row + x] * 2 >= minDistanceTimes2) & (below[x] == Tile::Floor);
                } else {
                    for (int x = 0; x < end; ++x)
                        pool[std::size_t(row + x)] = (tiles[row + x] == Tile::Floor) &
                                                     (row + x != arrivalIndex) &
                                                     (steps[row + x] * 2 >= minDistanceTimes2);
                }
                for (int x = 0; x < end; ++x)
                    count += pool[std::size_t(row + x)];
            }
            return count;
        };
        // The far half only where the ruleset asks for it (ours); the multi-level tutorial's rule
        // is any shared floor cell.
        int count = m_pack.ruleset.stairs == Ruleset::Stairs::Far ? mark(farthest) : 0;
        if (count == 0)
            count = mark(0);
        if (count > 0) {
            Rng rng = Rng::forStream(m_seed, u"stairs", std::uint64_t(depth));
            int rank = int(rng.below(std::uint32_t(count)));
            std::size_t i = 0;
            for (; rank > 0 || !pool[i]; ++i)
                rank -= pool[i];
            result = map.point(int(i));
        }
    }
    m_stairsDown.emplace(depth, result);
    return result;
}

void Dungeon::placeStairs(int depth, Level &level, std::vector<ContentsOrigin> *contents) {
    // A maze keeps its own entrance and exit; rooms made one at a time have doors, not stairs.
    if (!hasStairs(level))
        return;
    // Up: the dungeon's entrance on level 1, else where the stairs down of the level above are.
    const Point up = arrivalOf(depth);
    level.stairsUp = up;
    level.arrival = up;
    level.map.set(up, Tile::StairsUp);
    const std::optional<Point> down = stairsDownOf(depth);
    if (down) {
        level.stairsDown = down;
        level.map.set(*down, Tile::StairsDown);
    }
    // Room-by-room chambers bring their own contents (chambers v2): whatever a room put where the
    // stairs now are goes, since nothing may stand on a stair or on the arrival cell.
    for (qsizetype i = level.entities.size() - 1; i >= 0; --i) {
        const Point at = level.entities[i].at;
        if (at != up && !(down && at == *down))
            continue;
        level.entities.removeAt(i);
        if (contents && std::size_t(i) < contents->size())
            contents->erase(contents->begin() + std::ptrdiff_t(i));
    }
}

void Dungeon::populate(Level &level, const std::vector<int> *known, std::vector<int> &measured,
                       QList<EntityOrigin> *origins,
                       const std::vector<ContentsOrigin> *contents) const {
    populateLevel(m_pack, m_cache->tables(), m_seed, level, known, measured, origins, contents);
}

Level Dungeon::level(int depth, QString *error) {
    if (depth < 1 || depth > depthCount()) {
        if (error)
            *error = QStringLiteral("depth %1 is outside the dungeon (1 to %2)")
                         .arg(depth)
                         .arg(depthCount());
        return {};
    }
    const MapState &state = map(depth);
    if (!state.ok) {
        if (error)
            *error = state.error;
        return {};
    }
    if (state.roomByRoom) {
        Level level = chamber(depth, std::nullopt, error);
        if (level.width() > 0 && m_pack.ruleset.levels != Ruleset::Levels::Disposable)
            dress(depth, level, m_tracing ? &m_origins[depth] : nullptr);
        return level;
    }
    Level level = state.level;
    std::vector<ContentsOrigin> contents = state.contents;
    placeStairs(depth, level, m_tracing ? &contents : nullptr);
    // Steps from the arrival: the stairs search measured them for most levels; when population
    // measures them, they are kept as well (for stepsFromArrival).
    const bool fromArrival = level.arrival == arrivalOf(depth);
    const auto found = fromArrival ? m_distances.find(depth) : m_distances.end();
    std::vector<int> measured;
    QList<EntityOrigin> *origins = m_tracing ? &m_origins[depth] : nullptr;
    populate(level, found != m_distances.end() ? &found->second : nullptr, measured, origins,
             m_tracing ? &contents : nullptr);
    if (origins) // the stairs took what stood on them before population (placeStairs)
        Q_ASSERT(origins->size() == level.entities.size());
    if (fromArrival && !measured.empty())
        m_distances.emplace(depth, std::move(measured));
    dress(depth, level, origins);
    return level;
}

void Dungeon::dress(int depth, Level &level, QList<EntityOrigin> *origins) const {
    if (m_pack.ruleset.hasTerrain()) {
        // A stream of its own, so that a pack without terrain draws nothing new.
        Rng rng = Rng::forStream(m_seed, u"terrain", std::uint64_t(depth));
        terrain::place(level, m_pack.ruleset, depth >= depthCount(), rng);
    }
    const Ruleset::Band *band = m_pack.ruleset.bandFor(depth);
    if (m_pack.ruleset.vaultChancePercent <= 0 || !band || band->vaults.isEmpty())
        return;
    // Vaults (engine/Vaults.h), after the terrain, from a stream of their own. What a vault
    // holds is appended to the entities, so each gets its origin here.
    const qsizetype before = level.entities.size();
    Rng rng = Rng::forStream(m_seed, u"vault", std::uint64_t(depth));
    vaults::place(level, m_pack, m_cache->tables(), band->vaults, rng);
    if (!origins)
        return;
    for (qsizetype i = before; i < level.entities.size(); ++i) {
        EntityOrigin o;
        o.role = EntityOrigin::Role::Vault;
        o.stream = QStringLiteral("vault");
        o.streamIndex = std::uint64_t(depth);
        o.table = band->vaults;
        origins->append(o);
    }
}

QList<EntityOrigin> Dungeon::origins(int depth) const {
    const auto it = m_origins.find(depth);
    return it == m_origins.end() ? QList<EntityOrigin>() : it->second;
}

const std::vector<int> *Dungeon::stepsFromArrival(int depth) const {
    const auto it = m_distances.find(depth);
    return it == m_distances.end() ? nullptr : &it->second;
}

Level Dungeon::chamber(int index, std::optional<Side> entry, QString *error) {
    GeneratorSettings settings;
    if (!settingsFor(index, settings, error))
        return {};
    if (settings.kind != GeneratorSettings::Kind::Chambers) {
        if (error)
            *error = QStringLiteral("depth %1 is not made room by room").arg(index);
        return {};
    }
    // The entry wall changes only where the door is, never the room's dice: every wall's rolls
    // come from the same stream, so a room is the same whichever door leads into it.
    Rng rng = Rng::forStream(m_seed, u"level", std::uint64_t(index) * 256);
    std::optional<ContentsTracer> tracer;
    if (m_tracing)
        tracer.emplace(ContentsTracer{m_pack, {}});
    Level level =
        generateChamber(settings.chambers, *m_cache, rng, entry, tracer ? &*tracer : nullptr);
    level.depth = index;
    level.settings = settings.raw;
    std::vector<int> measured;
    populate(level, nullptr, measured, m_tracing ? &m_origins[index] : nullptr,
             tracer ? &tracer->origins : nullptr);
    return level;
}

} // namespace pd
