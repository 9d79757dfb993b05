#include "Dungeon.h"

#include "data/Pack.h"
#include "gen/CavesGenerator.h"
#include "gen/ChamberLevelGenerator.h"
#include "gen/ChambersGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/MazeGenerator.h"
#include "gen/PackCache.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <limits>

namespace pd {

namespace {

// Steps from the arrival, as population asks about them: from all of them (known or measured),
// or, on a level whose passable cells all connect, from the few cells nearer than kNear alone:
// every other cell is then reachable and at least kNear steps away.
class Steps {
public:
    static constexpr int kNear = 4; // the farthest population asks a cell to be

    explicit Steps(const std::vector<int> &all)
        : m_all(&all) {}
    Steps(const TileMap &map, Point arrival) {
        m_near.push_back({map.index(arrival), 0});
        for (std::size_t head = 0; head < m_near.size(); ++head) {
            const auto [cell, steps] = m_near[head];
            if (steps + 1 >= kNear)
                break; // breadth first: the rest are as far
            for (const Point d : kSteps4) {
                const Point p = map.point(cell) + d;
                if (map.passable(p) && !near(map.index(p)))
                    m_near.push_back({map.index(p), steps + 1});
            }
        }
    }

    bool atLeast(int cell, int away) const {
        Q_ASSERT(m_all || away <= kNear);
        if (m_all)
            return (*m_all)[std::size_t(cell)] >= away;
        const auto *n = near(cell);
        return !n || n->second >= away;
    }

private:
    const std::pair<int, int> *near(int cell) const {
        for (const auto &n : m_near)
            if (n.first == cell)
                return &n;
        return nullptr;
    }

    const std::vector<int> *m_all = nullptr;
    std::vector<std::pair<int, int>> m_near; // (cell, steps) within kNear - 1 steps
};

// Cells free for something to stand on.
class FreeCells {
public:
    explicit FreeCells(const Level &level)
        : m_level(level)
        , m_slot(std::size_t(level.map.size()), -1) {
        const TileMap &map = level.map;
        const int n = map.size();
        const Tile *tiles = map.tiles().data();
        // Taken: where entities stand, the arrival, and around each door (nothing stands in a
        // doorway's mouth). Doors are few, so they are found with memchr.
        std::vector<unsigned char> taken(std::size_t(n), 0);
        for (const LevelEntity &e : level.entities)
            if (map.inBounds(e.at))
                taken[std::size_t(map.index(e.at))] = 1;
        const auto *bytes = reinterpret_cast<const unsigned char *>(tiles);
        const unsigned char *at = bytes, *end = bytes + n;
        while (at < end) {
            at = static_cast<const unsigned char *>(
                std::memchr(at, int(Tile::Door), std::size_t(end - at)));
            if (!at)
                break;
            const Point door = map.point(int(at - bytes));
            for (const Point d : kSteps4)
                if (map.inBounds(door + d))
                    taken[std::size_t(map.index(door + d))] = 1;
            ++at;
        }
        if (map.inBounds(level.arrival))
            taken[std::size_t(map.index(level.arrival))] = 1;
        // Free floor in index order, eight cells at a time and without a branch per cell
        // (floor and wall alternate too irregularly to predict): a cell is free when its tile
        // byte is Floor (1) and its taken byte 0, that is when (tile ^ 1) | taken is zero.
        static_assert(sizeof(Tile) == 1 && int(Tile::Floor) == 1);
        m_cells.resize(std::size_t(n));
        int count = 0;
        auto add = [&](int i, int isFree) {
            m_cells[std::size_t(count)] = i;
            m_slot[std::size_t(i)] = (count + 1) * isFree - 1; // count when free, else -1
            count += isFree;
        };
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            constexpr quint64 kLow = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
            const quint64 v = (qFromLittleEndian<quint64>(bytes + i) ^ kLow) |
                              qFromLittleEndian<quint64>(taken.data() + i);
            const quint64 zero = ~((((v & ~kHigh) + ~kHigh) | v) & kHigh) & kHigh;
            if (zero == 0)
                continue; // m_slot is -1 already
            for (int b = 0; b < 8; ++b)
                add(i + b, int((zero >> (8 * b + 7)) & 1));
        }
        for (; i < n; ++i)
            add(i, int(tiles[i] == Tile::Floor) & int(taken[std::size_t(i)] == 0));
        m_cells.resize(std::size_t(count));
    }

    bool isFree(int cell) const { return m_slot[std::size_t(cell)] >= 0; }
    bool isFree(Point p) const {
        return m_level.map.inBounds(p) && m_slot[std::size_t(m_level.map.index(p))] >= 0;
    }
    bool empty() const { return m_cells.empty(); }
    void take(Point p) {
        if (!m_level.map.inBounds(p))
            return;
        const int cell = m_level.map.index(p);
        const int slot = m_slot[std::size_t(cell)];
        if (slot < 0)
            return;
        const int last = m_cells.back();
        m_cells[std::size_t(slot)] = last;
        m_slot[std::size_t(last)] = slot;
        m_cells.pop_back();
        m_slot[std::size_t(cell)] = -1;
    }
    // A uniformly chosen free cell; with `away` > 0, one at least that many steps from the
    // arrival when there is one (found by rejection first: a few draws are far cheaper than a
    // scan of the level), else any free cell.
    std::optional<Point> pick(Rng &rng, const Steps *steps = nullptr, int away = 0) {
        if (m_cells.empty())
            return std::nullopt;
        int cell = -1;
        if (steps && away > 0) {
            for (int attempt = 0; attempt < 16 && cell < 0; ++attempt) {
                const int c = m_cells[rng.below(std::uint32_t(m_cells.size()))];
                if (steps->atLeast(c, away))
                    cell = c;
            }
            if (cell < 0) {
                std::vector<int> far;
                for (int c : m_cells)
                    if (steps->atLeast(c, away))
                        far.push_back(c);
                if (!far.empty())
                    cell = far[rng.below(std::uint32_t(far.size()))];
            }
        }
        if (cell < 0)
            cell = m_cells[rng.below(std::uint32_t(m_cells.size()))];
        const Point p = m_level.map.point(cell);
        take(p);
        return p;
    }

private:
    const Level &m_level;
    std::vector<int> m_cells; // free cell indices
    std::vector<int> m_slot;  // cell index -> position in m_cells, -1 when not free
};

} // namespace

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
        if (m_overrides.contains(kind) && m_overrides.value(kind) != merged.value(kind))
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
    const Ruleset::Band *band = m_pack.ruleset.bandFor(level.depth);
    Rng rng = Rng::forStream(m_seed, u"population", std::uint64_t(level.depth));
    const CompiledTables &tables = m_cache->tables();
    const bool maze = level.generator == QLatin1String("maze");
    const bool winHere = m_pack.ruleset.hasWin && level.depth == m_pack.ruleset.winDepth &&
                         tables.item(m_pack.ruleset.winItem);
    // Steps from the arrival: the stairs search measured them for most levels. Otherwise a maze
    // (dead ends by distance) and the level of the artefact (the farthest cell) need them all;
    // the rest only ask whether a cell is a few steps away, which on a connected level the
    // cells near the arrival tell alone.
    const bool reuse = known && int(known->size()) == level.map.size();
    const bool nearOnly =
        !reuse && !maze && !winHere && level.connected && level.map.passable(level.arrival);
    if (!reuse && !nearOnly)
        measured = analysis::distances(level.map, level.arrival);
    Q_ASSERT(!nearOnly || analysis::allReachable(level.map, level.arrival));
    const std::vector<int> &distance = reuse ? *known : measured; // unless nearOnly
    const Steps steps = nearOnly ? Steps(level.map, level.arrival) : Steps(distance);
    FreeCells free(level);

    using Entries = std::vector<CompiledTables::Entry>;
    // Tracing: each entry's origin (by entry index, for each rolled list), filled as the rolls
    // are made. A traced roll is rolled first by TableRoller on a copy of the stream: it draws
    // exactly as CompiledTables does, so it tells the same story.
    using Traced = std::vector<EntityOrigin>;
    if (origins) {
        origins->clear();
        for (qsizetype i = 0; i < level.entities.size(); ++i) { // a room's own contents
            EntityOrigin o;
            o.stream = QStringLiteral("level");
            o.streamIndex = std::uint64_t(level.depth) * 256;
            if (contents && std::size_t(i) < contents->size()) {
                o.table = (*contents)[std::size_t(i)].table;
                o.roll = (*contents)[std::size_t(i)].roll;
            }
            origins->append(o);
        }
    }
    auto traceRoll = [&](EntityOrigin::Role role, const QString &table, const QString &dice,
                         qint64 count, int rollIndex, const Rng &at) {
        EntityOrigin o;
        o.role = role;
        o.stream = QStringLiteral("population");
        o.streamIndex = std::uint64_t(level.depth);
        o.table = table;
        o.countDice = dice;
        o.count = count;
        o.rollIndex = rollIndex;
        TableRoller traced(m_pack);
        traced.setTrace(true);
        Rng copy = at;
        o.roll = traced.roll(table, copy);
        return o;
    };
    auto rollTable = [&](EntityOrigin::Role role, const QString &table, const DiceField &count,
                         Traced *traced) {
        Entries out;
        const int index = table.isEmpty() ? -1 : tables.tableIndex(table);
        if (index < 0)
            return out;
        const qint64 n = std::max<qint64>(0, count.atDepthCached(level.depth).roll(rng));
        for (qint64 i = 0; i < n; ++i) {
            EntityOrigin origin;
            if (traced)
                origin = traceRoll(role, table, count.text, n, int(i), rng);
            tables.roll(index, rng, out); // each roll's results merged among themselves only
            if (traced)
                traced->resize(out.size(), origin);
        }
        return out;
    };
    const EntityOrigin *origin = nullptr; // of the next entity add() places, when tracing
    auto add = [&](LevelEntity::Kind kind, const QString &id, Point at, int quantity = 1) {
        LevelEntity e;
        e.kind = kind;
        e.id = id;
        e.at = at;
        e.quantity = quantity;
        level.entities.append(e);
        free.take(at);
        if (origins)
            origins->append(origin ? *origin : EntityOrigin());
        return int(level.entities.size()) - 1;
    };
    // Treasure and chips in a maze go to dead ends first (maze duel), farthest from the entrance
    // (ties in the order the generator listed them).
    std::vector<Point> deadEnds;
    std::size_t nextDeadEnd = 0;
    if (maze) {
        // A stable counting sort, farthest first; unreachable ones (-1) last.
        std::vector<std::pair<Point, int>> ends;
        int farthest = -1;
        for (const Point &p : level.deadEnds)
            if (free.isFree(p)) {
                const int d = distance[std::size_t(level.map.index(p))];
                ends.push_back({p, d});
                farthest = std::max(farthest, d);
            }
        std::vector<int> first(std::size_t(farthest) + 3, 0); // by farthest - d, from 0
        for (const auto &e : ends)
            ++first[std::size_t(farthest - e.second) + 1];
        for (std::size_t k = 1; k < first.size(); ++k)
            first[k] += first[k - 1];
        deadEnds.resize(ends.size());
        for (const auto &e : ends)
            deadEnds[std::size_t(first[std::size_t(farthest - e.second)]++)] = e.first;
    }
    auto placeAt = [&](bool preferDeadEnd, int away) -> std::optional<Point> {
        while (preferDeadEnd && nextDeadEnd < deadEnds.size()) {
            const Point p = deadEnds[nextDeadEnd++];
            if (free.isFree(p)) {
                free.take(p);
                return p;
            }
        }
        return free.pick(rng, &steps, away);
    };

    // The artefact of the win condition lies where the level is deepest from its arrival.
    if (winHere) {
        int best = -1;
        int bestDistance = -1;
        for (int i = 0; i < level.map.size(); ++i) {
            if (free.isFree(i) && distance[std::size_t(i)] > bestDistance) {
                bestDistance = distance[std::size_t(i)];
                best = i;
            }
        }
        EntityOrigin win;
        win.role = EntityOrigin::Role::WinItem;
        win.stream = QStringLiteral("population");
        win.streamIndex = std::uint64_t(level.depth);
        origin = &win;
        if (best >= 0)
            add(LevelEntity::Kind::Item, m_pack.ruleset.winItem, level.map.point(best));
        origin = nullptr;
    }
    if (!band)
        return;

    // Everything rolled first (fixed draw order), then placed.
    const qint64 chestCount =
        std::max<qint64>(0, band->chestCount.atDepthCached(level.depth).roll(rng));
    Traced monsterOrigins, itemOrigins, trapOrigins, chipOrigins;
    const bool tracing = origins != nullptr;
    const Entries monsters = rollTable(EntityOrigin::Role::Monsters, band->monsters,
                                       band->monsterCount, tracing ? &monsterOrigins : nullptr);
    const Entries items = rollTable(EntityOrigin::Role::Items, band->items, band->itemCount,
                                    tracing ? &itemOrigins : nullptr);
    const Entries traps = rollTable(EntityOrigin::Role::Traps, band->traps, band->trapCount,
                                    tracing ? &trapOrigins : nullptr);
    const Entries chips = rollTable(EntityOrigin::Role::Chips, band->chips, band->chipCount,
                                    tracing ? &chipOrigins : nullptr);

    std::vector<const QString *> monsterIds;    // taken from the front
    std::vector<EntityOrigin> monsterIdOrigins; // beside them, when tracing
    std::size_t nextMonster = 0;
    auto collectMonsters = [&](const Entries &entries, const Traced *traced) {
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const CompiledTables::Entry &e = entries[k];
            const CompiledTables::Leaf &leaf = tables.leaf(e.leaf);
            if (leaf.kind == TableResult::Kind::Monster)
                for (qint64 q = 0; q < e.quantity; ++q) {
                    monsterIds.push_back(&leaf.ref);
                    if (traced)
                        monsterIdOrigins.push_back((*traced)[k]);
                }
        }
    };
    collectMonsters(monsters, tracing ? &monsterOrigins : nullptr);
    EntityOrigin chestOrigin;
    chestOrigin.role = EntityOrigin::Role::Chests;
    chestOrigin.stream = QStringLiteral("population");
    chestOrigin.streamIndex = std::uint64_t(level.depth);
    chestOrigin.table = band->chests;
    chestOrigin.countDice = band->chestCount.text;
    chestOrigin.count = chestCount;

    // Chests; in a maze each stands in a dead end (the report: a treasure is always in an
    // impasse, so a maze with fewer dead ends than chests holds fewer chests) and has a guard
    // standing next to it.
    for (qint64 i = 0; i < chestCount && !band->chests.isEmpty(); ++i) {
        if (maze && nextDeadEnd >= deadEnds.size())
            break;
        const std::optional<Point> at = placeAt(maze, 4);
        if (!at)
            break;
        chestOrigin.rollIndex = int(i);
        origin = tracing ? &chestOrigin : nullptr;
        const int chest = add(LevelEntity::Kind::Chest, band->chests, *at);
        if (!maze)
            continue;
        if (nextMonster == monsterIds.size() && !band->monsters.isEmpty()) {
            if (const int guards = tables.tableIndex(band->monsters); guards >= 0) {
                Traced guardOrigins;
                if (tracing)
                    guardOrigins.push_back(
                        traceRoll(EntityOrigin::Role::Guard, band->monsters, QString(), 1, 0, rng));
                Entries rolled;
                tables.roll(guards, rng, rolled);
                if (tracing)
                    guardOrigins.resize(rolled.size(), guardOrigins.front());
                collectMonsters(rolled, tracing ? &guardOrigins : nullptr);
            }
        }
        if (nextMonster == monsterIds.size())
            continue;
        for (const Point d : kSteps4) {
            const Point p = *at + d;
            if (free.isFree(p)) {
                origin = tracing ? &monsterIdOrigins[nextMonster] : nullptr;
                const int guard = add(LevelEntity::Kind::Monster, *monsterIds[nextMonster++], p);
                level.entities[guard].guards = chest;
                break;
            }
        }
    }
    for (; nextMonster < monsterIds.size(); ++nextMonster) {
        const std::optional<Point> at = free.pick(rng, &steps, 3);
        if (!at)
            break;
        origin = tracing ? &monsterIdOrigins[nextMonster] : nullptr;
        add(LevelEntity::Kind::Monster, *monsterIds[nextMonster], *at);
    }
    auto placeEntries = [&](const Entries &entries, bool preferDeadEnd, const Traced &traced) {
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const CompiledTables::Entry &e = entries[k];
            origin = tracing ? &traced[k] : nullptr;
            const CompiledTables::Leaf &leaf = tables.leaf(e.leaf);
            LevelEntity::Kind kind;
            QString id = leaf.ref;
            int quantity = 1;
            qint64 copies = e.quantity;
            switch (leaf.kind) {
            case TableResult::Kind::Monster:
                kind = LevelEntity::Kind::Monster;
                break;
            case TableResult::Kind::Trap:
                kind = LevelEntity::Kind::Trap;
                break;
            case TableResult::Kind::Item: {
                const ItemRecord *item = leaf.item;
                kind = item && item->kind == ItemRecord::Kind::Chip ? LevelEntity::Kind::Chip
                                                                    : LevelEntity::Kind::Item;
                if (item && item->kind != ItemRecord::Kind::Chip && item->stack > 1) {
                    quantity = int(std::min<qint64>(e.quantity, item->stack));
                    copies = (e.quantity + quantity - 1) / quantity;
                }
                break;
            }
            case TableResult::Kind::Value:
                if (!leaf.value.isObject() ||
                    !leaf.value.toObject().contains(QStringLiteral("chest")))
                    continue;
                kind = LevelEntity::Kind::Chest;
                id = leaf.value.toObject().value(QStringLiteral("chest")).toString();
                break;
            default:
                continue;
            }
            for (qint64 c = 0; c < copies; ++c) {
                const std::optional<Point> at =
                    placeAt(preferDeadEnd, kind == LevelEntity::Kind::Monster ? 3 : 0);
                if (!at)
                    return;
                add(kind, id, *at, quantity);
            }
        }
    };
    placeEntries(items, false, itemOrigins);
    placeEntries(traps, false, trapOrigins);
    placeEntries(chips, maze, chipOrigins);
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
    if (state.roomByRoom)
        return chamber(depth, std::nullopt, error);
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
    return level;
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
