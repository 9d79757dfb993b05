#include "Dungeon.h"

#include "data/Pack.h"
#include "gen/CavesGenerator.h"
#include "gen/ChamberLevelGenerator.h"
#include "gen/ChambersGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/MazeGenerator.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"
#include "tables/TableRoller.h"

#include <QSet>

#include <algorithm>

namespace pd {

namespace {

// Cells free for something to stand on.
class FreeCells {
public:
    explicit FreeCells(const Level &level)
        : m_level(level)
        , m_slot(std::size_t(level.map.size()), -1)
        , m_blocked(std::size_t(level.map.size()), 0) {
        for (const LevelEntity &e : level.entities)
            if (level.map.inBounds(e.at))
                m_blocked[std::size_t(level.map.index(e.at))] = 1;
        // Nothing stands in a doorway's mouth: block the cells around each door (doors are few;
        // looking around every cell for one is what made this slow).
        for (int i = 0; i < level.map.size(); ++i)
            if (level.map.tiles()[std::size_t(i)] == Tile::Door) {
                const Point door = level.map.point(i);
                for (const Point d : kSteps4)
                    if (level.map.inBounds(door + d))
                        m_blocked[std::size_t(level.map.index(door + d))] = 1;
            }
        if (level.map.inBounds(level.arrival))
            m_blocked[std::size_t(level.map.index(level.arrival))] = 1;
        for (int i = 0; i < level.map.size(); ++i) {
            if (level.map.tiles()[std::size_t(i)] != Tile::Floor)
                m_blocked[std::size_t(i)] = 1;
            if (!m_blocked[std::size_t(i)]) {
                m_slot[std::size_t(i)] = int(m_cells.size());
                m_cells.push_back(i);
            }
        }
    }

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
    std::optional<Point> pick(Rng &rng, const std::vector<int> *distance = nullptr, int away = 0) {
        if (m_cells.empty())
            return std::nullopt;
        int cell = -1;
        if (distance && away > 0) {
            for (int attempt = 0; attempt < 16 && cell < 0; ++attempt) {
                const int c = m_cells[rng.below(std::uint32_t(m_cells.size()))];
                if ((*distance)[std::size_t(c)] >= away)
                    cell = c;
            }
            if (cell < 0) {
                std::vector<int> far;
                for (int c : m_cells)
                    if ((*distance)[std::size_t(c)] >= away)
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
    std::vector<char> m_blocked;
};

} // namespace

bool Dungeon::hasStairs(const Level &level) const {
    // Mazes keep their entrance and exit; seed 000's rooms, one at a time, have doors instead.
    if (level.generator == QLatin1String("maze"))
        return false;
    return !(level.generator == QLatin1String("chambers") &&
             m_pack.ruleset.levels == Ruleset::Levels::Disposable);
}

Dungeon::Dungeon(const Pack &pack, std::uint64_t seed)
    : m_pack(pack)
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
    const Ruleset::Band *band = m_pack.ruleset.bandFor(depth);
    if (!band)
        return fail(QStringLiteral("no band of the ruleset covers depth %1").arg(depth));
    if (!m_pack.table(band->generator))
        return fail(QStringLiteral("unknown generator table \"%1\"").arg(band->generator));
    Rng rng = Rng::forStream(m_seed, u"generator", std::uint64_t(depth));
    const TableRollResult roll = TableRoller(m_pack).roll(band->generator, rng);
    for (const RolledEntry &e : roll.entries) {
        if (e.kind != TableResult::Kind::Value || !e.value.isObject())
            continue;
        Diagnostics diagnostics;
        JsonContext context(QStringLiteral("generator settings"), diagnostics);
        JsonObjectReader reader(context, e.value, QString());
        out = GeneratorSettings::fromJson(reader, depth);
        if (diagnostics.hasErrors())
            return fail(diagnostics.toStringList().join(QStringLiteral("; ")));
        return true;
    }
    return fail(QStringLiteral("table \"%1\" gave no generator settings at depth %2")
                    .arg(band->generator)
                    .arg(depth));
}

Level Dungeon::drawMap(int depth, int attempt, const GeneratorSettings &settings) const {
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
        level = generateChamberLevel(settings.chambers, m_pack, rng);
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
        return m_maps.emplace(depth, state).first->second;
    state.roomByRoom = settings.kind == GeneratorSettings::Kind::Chambers &&
                       m_pack.ruleset.levels == Ruleset::Levels::Disposable;
    state.ok = true;
    if (state.roomByRoom) {
        // chamber() makes the room itself (it depends on the entry wall); only the generator's
        // name is needed here, to tell that the level has doors rather than stairs.
        state.level.generator = settings.name();
        state.level.depth = depth;
        return m_maps.emplace(depth, state).first->second;
    }
    state.level = drawMap(depth, 0, settings);
    // Seed 003: stairs join two levels at a cell that is floor on both; when the level above
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
                state.level = drawMap(depth, attempt, settings);
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
    return m_maps.emplace(depth, state).first->second;
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
        std::vector<Point> candidates, far;
        for (int i = 0; i < level.map.size(); ++i) {
            const Point p = level.map.point(i);
            if (level.map.at(p) != Tile::Floor || p == arrival || dist[std::size_t(i)] < 0)
                continue;
            if (lineUp && below.level.map.at(p) != Tile::Floor)
                continue;
            candidates.push_back(p);
            // The far half of the level, so the way down is a journey.
            if (dist[std::size_t(i)] * 2 >= farthest)
                far.push_back(p);
        }
        const std::vector<Point> &pool = far.empty() ? candidates : far;
        if (!pool.empty()) {
            Rng rng = Rng::forStream(m_seed, u"stairs", std::uint64_t(depth));
            result = pool[rng.below(std::uint32_t(pool.size()))];
        }
    }
    m_stairsDown.emplace(depth, result);
    return result;
}

void Dungeon::placeStairs(int depth, Level &level) {
    // A maze keeps its own entrance and exit; seed 000's rooms have doors, not stairs.
    if (!hasStairs(level))
        return;
    // Up: the dungeon's entrance on level 1, else where the stairs down of the level above are.
    const Point up = arrivalOf(depth);
    level.stairsUp = up;
    level.arrival = up;
    level.map.set(up, Tile::StairsUp);
    if (const std::optional<Point> down = stairsDownOf(depth)) {
        level.stairsDown = down;
        level.map.set(*down, Tile::StairsDown);
    }
}

void Dungeon::populate(Level &level, const std::vector<int> *known) const {
    const Ruleset::Band *band = m_pack.ruleset.bandFor(level.depth);
    Rng rng = Rng::forStream(m_seed, u"population", std::uint64_t(level.depth));
    const TableRoller roller(m_pack);
    const bool maze = level.generator == QLatin1String("maze");
    // Steps from the arrival; the stairs search already measured them for most levels.
    const std::vector<int> distance = known && int(known->size()) == level.map.size()
                                          ? *known
                                          : analysis::distances(level.map, level.arrival);
    FreeCells free(level);

    auto rollTable = [&](const QString &table, const DiceField &count) {
        QList<RolledEntry> out;
        if (table.isEmpty() || !m_pack.table(table))
            return out;
        const qint64 n = std::max<qint64>(0, count.atDepth(level.depth).roll(rng));
        for (qint64 i = 0; i < n; ++i)
            out += roller.roll(table, rng).entries;
        return out;
    };
    auto add = [&](LevelEntity::Kind kind, const QString &id, Point at, int quantity = 1) {
        LevelEntity e;
        e.kind = kind;
        e.id = id;
        e.at = at;
        e.quantity = quantity;
        level.entities.append(e);
        free.take(at);
        return int(level.entities.size()) - 1;
    };
    // Treasure and chips in a maze go to dead ends first (seed 004), farthest from the entrance.
    QList<Point> deadEnds;
    if (maze) {
        for (const Point &p : level.deadEnds)
            if (free.isFree(p))
                deadEnds.append(p);
        std::stable_sort(deadEnds.begin(), deadEnds.end(), [&](Point a, Point b) {
            return distance[std::size_t(level.map.index(a))] >
                   distance[std::size_t(level.map.index(b))];
        });
    }
    auto placeAt = [&](bool preferDeadEnd, int away) -> std::optional<Point> {
        while (preferDeadEnd && !deadEnds.isEmpty()) {
            const Point p = deadEnds.takeFirst();
            if (free.isFree(p)) {
                free.take(p);
                return p;
            }
        }
        return free.pick(rng, &distance, away);
    };

    // The artefact of the win condition lies where the level is deepest from its arrival.
    if (m_pack.ruleset.hasWin && level.depth == m_pack.ruleset.winDepth &&
        m_pack.item(m_pack.ruleset.winItem)) {
        std::optional<Point> best;
        int bestDistance = -1;
        for (int i = 0; i < level.map.size(); ++i) {
            const Point p = level.map.point(i);
            if (free.isFree(p) && distance[std::size_t(i)] > bestDistance) {
                bestDistance = distance[std::size_t(i)];
                best = p;
            }
        }
        if (best)
            add(LevelEntity::Kind::Item, m_pack.ruleset.winItem, *best);
    }
    if (!band)
        return;

    // Everything rolled first (fixed draw order), then placed.
    const qint64 chestCount = std::max<qint64>(0, band->chestCount.atDepth(level.depth).roll(rng));
    const QList<RolledEntry> monsters = rollTable(band->monsters, band->monsterCount);
    const QList<RolledEntry> items = rollTable(band->items, band->itemCount);
    const QList<RolledEntry> traps = rollTable(band->traps, band->trapCount);
    const QList<RolledEntry> chips = rollTable(band->chips, band->chipCount);

    QStringList monsterIds;
    auto collectMonsters = [&](const QList<RolledEntry> &entries) {
        for (const RolledEntry &e : entries)
            if (e.kind == TableResult::Kind::Monster)
                for (qint64 q = 0; q < e.quantity; ++q)
                    monsterIds << e.ref;
    };
    collectMonsters(monsters);

    // Chests; in a maze each has a guard standing next to it.
    for (qint64 i = 0; i < chestCount && !band->chests.isEmpty(); ++i) {
        const std::optional<Point> at = placeAt(maze, 4);
        if (!at)
            break;
        const int chest = add(LevelEntity::Kind::Chest, band->chests, *at);
        if (!maze)
            continue;
        if (monsterIds.isEmpty() && !band->monsters.isEmpty())
            collectMonsters(roller.roll(band->monsters, rng).entries);
        if (monsterIds.isEmpty())
            continue;
        for (const Point d : kSteps4) {
            const Point p = *at + d;
            if (free.isFree(p)) {
                const int guard = add(LevelEntity::Kind::Monster, monsterIds.takeFirst(), p);
                level.entities[guard].guards = chest;
                break;
            }
        }
    }
    for (const QString &id : std::as_const(monsterIds)) {
        const std::optional<Point> at = free.pick(rng, &distance, 3);
        if (!at)
            break;
        add(LevelEntity::Kind::Monster, id, *at);
    }
    auto placeEntries = [&](const QList<RolledEntry> &entries, bool preferDeadEnd) {
        for (const RolledEntry &e : entries) {
            LevelEntity::Kind kind;
            QString id = e.ref;
            int quantity = 1;
            qint64 copies = e.quantity;
            switch (e.kind) {
            case TableResult::Kind::Monster:
                kind = LevelEntity::Kind::Monster;
                break;
            case TableResult::Kind::Trap:
                kind = LevelEntity::Kind::Trap;
                break;
            case TableResult::Kind::Item: {
                const ItemRecord *item = m_pack.item(e.ref);
                kind = item && item->kind == ItemRecord::Kind::Chip ? LevelEntity::Kind::Chip
                                                                    : LevelEntity::Kind::Item;
                if (item && item->kind != ItemRecord::Kind::Chip && item->stack > 1) {
                    quantity = int(std::min<qint64>(e.quantity, item->stack));
                    copies = (e.quantity + quantity - 1) / quantity;
                }
                break;
            }
            case TableResult::Kind::Value:
                if (!e.value.isObject() || !e.value.toObject().contains(QStringLiteral("chest")))
                    continue;
                kind = LevelEntity::Kind::Chest;
                id = e.value.toObject().value(QStringLiteral("chest")).toString();
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
    placeEntries(items, false);
    placeEntries(traps, false);
    placeEntries(chips, maze);
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
    placeStairs(depth, level);
    const auto measured = m_distances.find(depth);
    populate(level, measured != m_distances.end() && level.arrival == arrivalOf(depth)
                        ? &measured->second
                        : nullptr);
    return level;
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
    Level level = generateChamber(settings.chambers, m_pack, rng, entry);
    level.depth = index;
    level.settings = settings.raw;
    populate(level);
    return level;
}

} // namespace pd
