#include "Population.h"

#include "data/Pack.h"
#include "gen/MapAnalysis.h"
#include "random/Rng.h"
#include "tables/CompiledTables.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

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

// One level's population, placed in four steps that draw from its stream in turn.
class Population {
public:
    Population(const Pack &pack, const CompiledTables &tables, std::uint64_t seed, Level &level,
               const std::vector<int> *known, std::vector<int> &measured,
               QList<EntityOrigin> *origins, const std::vector<ContentsOrigin> *contents);

    // The artefact of the win condition, where the level is deepest from its arrival.
    void placeWinItem();
    // Everything the band gives, rolled before anything is placed (a fixed draw order); false
    // when no band covers the level.
    bool rollBand();
    // Chests; in a maze each stands in a dead end (the report: a treasure is always in an
    // impasse, so a maze with fewer dead ends than chests holds fewer chests) and has a guard
    // standing next to it.
    void placeChests();
    // The monsters the chests' guards left.
    void placeMonsters();
    // Items, traps and chips (chips in a maze's dead ends first).
    void placeRolled();

private:
    using Entries = std::vector<CompiledTables::Entry>;
    // Tracing: each entry's origin (by entry index, for each rolled list), filled as the rolls
    // are made.
    using Traced = std::vector<EntityOrigin>;

    void traceRoomContents(const std::vector<ContentsOrigin> *contents);
    void sortDeadEnds();
    EntityOrigin origin(EntityOrigin::Role role) const;
    EntityOrigin traceRoll(EntityOrigin::Role role, const QString &table, const QString &dice,
                           qint64 count, int rollIndex) const;
    Entries rollTable(EntityOrigin::Role role, const QString &table, const DiceField &count,
                      Traced *traced);
    void collectMonsters(const Entries &entries, const Traced *traced);
    void rollGuard();
    int add(LevelEntity::Kind kind, const QString &id, Point at, int quantity = 1);
    std::optional<Point> placeAt(bool preferDeadEnd, int away);
    void placeEntries(const Entries &entries, bool preferDeadEnd, const Traced &traced);

    const Pack &m_pack;
    const CompiledTables &m_tables;
    Level &m_level;
    QList<EntityOrigin> *m_origins; // when tracing
    const Ruleset::Band *m_band;
    Rng m_rng;
    bool m_maze;
    bool m_winHere;
    const std::vector<int> *m_distance = nullptr; // unless only the near cells are known
    std::optional<Steps> m_steps;
    FreeCells m_free;
    const EntityOrigin *m_nextOrigin = nullptr; // of the next entity add() places, when tracing
    // Treasure and chips in a maze go to dead ends first (maze duel), farthest from the
    // entrance (ties in the order the generator listed them), or drawn among them
    // (dungeon.deadEnds "random").
    std::vector<Point> m_deadEnds;
    std::size_t m_nextDeadEnd = 0;
    // What the band rolled.
    qint64 m_chestCount = 0;
    Entries m_items, m_traps, m_chips;
    Traced m_itemOrigins, m_trapOrigins, m_chipOrigins;
    std::vector<const QString *> m_monsterIds;    // taken from the front
    std::vector<EntityOrigin> m_monsterIdOrigins; // beside them, when tracing
    std::size_t m_nextMonster = 0;
};

Population::Population(const Pack &pack, const CompiledTables &tables, std::uint64_t seed,
                       Level &level, const std::vector<int> *known, std::vector<int> &measured,
                       QList<EntityOrigin> *origins, const std::vector<ContentsOrigin> *contents)
    : m_pack(pack)
    , m_tables(tables)
    , m_level(level)
    , m_origins(origins)
    , m_band(pack.ruleset.bandFor(level.depth))
    , m_rng(Rng::forStream(seed, u"population", std::uint64_t(level.depth)))
    , m_maze(level.generator == QLatin1String("maze"))
    , m_winHere(pack.ruleset.hasWin && level.depth == pack.ruleset.winDepth &&
                tables.item(pack.ruleset.winItem))
    , m_free(level) {
    // Steps from the arrival: the stairs search measured them for most levels. Otherwise a maze
    // (dead ends by distance) and the level of the artefact (the farthest cell) need them all;
    // the rest only ask whether a cell is a few steps away, which on a connected level the
    // cells near the arrival tell alone.
    const bool reuse = known && int(known->size()) == level.map.size();
    const bool nearOnly =
        !reuse && !m_maze && !m_winHere && level.connected && level.map.passable(level.arrival);
    if (!reuse && !nearOnly)
        measured = analysis::distances(level.map, level.arrival);
    Q_ASSERT(!nearOnly || analysis::allReachable(level.map, level.arrival));
    m_distance = reuse ? known : &measured;
    if (nearOnly)
        m_steps.emplace(level.map, level.arrival);
    else
        m_steps.emplace(*m_distance);
    traceRoomContents(contents);
    if (m_maze)
        sortDeadEnds();
}

void Population::traceRoomContents(const std::vector<ContentsOrigin> *contents) {
    if (!m_origins)
        return;
    m_origins->clear();
    for (qsizetype i = 0; i < m_level.entities.size(); ++i) {
        EntityOrigin o;
        o.stream = QStringLiteral("level");
        o.streamIndex = std::uint64_t(m_level.depth) * 256;
        if (contents && std::size_t(i) < contents->size()) {
            o.table = (*contents)[std::size_t(i)].table;
            o.roll = (*contents)[std::size_t(i)].roll;
        }
        m_origins->append(o);
    }
}

// A stable counting sort, farthest first; unreachable ones (-1) last.
void Population::sortDeadEnds() {
    std::vector<std::pair<Point, int>> ends;
    int farthest = -1;
    for (const Point &p : m_level.deadEnds)
        if (m_free.isFree(p)) {
            const int d = (*m_distance)[std::size_t(m_level.map.index(p))];
            ends.push_back({p, d});
            farthest = std::max(farthest, d);
        }
    std::vector<int> first(std::size_t(farthest) + 3, 0); // by farthest - d, from 0
    for (const auto &e : ends)
        ++first[std::size_t(farthest - e.second) + 1];
    for (std::size_t k = 1; k < first.size(); ++k)
        first[k] += first[k - 1];
    m_deadEnds.resize(ends.size());
    for (const auto &e : ends)
        m_deadEnds[std::size_t(first[std::size_t(farthest - e.second)]++)] = e.first;
}

EntityOrigin Population::origin(EntityOrigin::Role role) const {
    EntityOrigin o;
    o.role = role;
    o.stream = QStringLiteral("population");
    o.streamIndex = std::uint64_t(m_level.depth);
    return o;
}

// A traced roll is rolled first by TableRoller on a copy of the stream: it draws exactly as
// CompiledTables does, so it tells the same story.
EntityOrigin Population::traceRoll(EntityOrigin::Role role, const QString &table,
                                   const QString &dice, qint64 count, int rollIndex) const {
    EntityOrigin o = origin(role);
    o.table = table;
    o.countDice = dice;
    o.count = count;
    o.rollIndex = rollIndex;
    TableRoller traced(m_pack);
    traced.setTrace(true);
    Rng copy = m_rng;
    o.roll = traced.roll(table, copy);
    return o;
}

Population::Entries Population::rollTable(EntityOrigin::Role role, const QString &table,
                                          const DiceField &count, Traced *traced) {
    Entries out;
    const int index = table.isEmpty() ? -1 : m_tables.tableIndex(table);
    if (index < 0)
        return out;
    const qint64 n = std::max<qint64>(0, count.atDepthCached(m_level.depth).roll(m_rng));
    for (qint64 i = 0; i < n; ++i) {
        EntityOrigin o;
        if (traced)
            o = traceRoll(role, table, count.text, n, int(i));
        m_tables.roll(index, m_rng, out); // each roll's results merged among themselves only
        if (traced)
            traced->resize(out.size(), o);
    }
    return out;
}

void Population::collectMonsters(const Entries &entries, const Traced *traced) {
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const CompiledTables::Entry &e = entries[k];
        const CompiledTables::Leaf &leaf = m_tables.leaf(e.leaf);
        if (leaf.kind == TableResult::Kind::Monster)
            for (qint64 q = 0; q < e.quantity; ++q) {
                m_monsterIds.push_back(&leaf.ref);
                if (traced)
                    m_monsterIdOrigins.push_back((*traced)[k]);
            }
    }
}

int Population::add(LevelEntity::Kind kind, const QString &id, Point at, int quantity) {
    LevelEntity e;
    e.kind = kind;
    e.id = id;
    e.at = at;
    e.quantity = quantity;
    m_level.entities.append(e);
    m_free.take(at);
    if (m_origins)
        m_origins->append(m_nextOrigin ? *m_nextOrigin : EntityOrigin());
    return int(m_level.entities.size()) - 1;
}

std::optional<Point> Population::placeAt(bool preferDeadEnd, int away) {
    if (preferDeadEnd && m_pack.ruleset.deadEnds == Ruleset::DeadEnds::Random) {
        // One drawn from the dead ends still free (dungeon.deadEnds "random"): the list is
        // kept in its order, so a draw depends only on what was taken before.
        while (m_nextDeadEnd < m_deadEnds.size()) {
            const std::size_t left = m_deadEnds.size() - m_nextDeadEnd;
            const std::size_t pick = m_nextDeadEnd + std::size_t(m_rng.below(std::uint32_t(left)));
            std::rotate(m_deadEnds.begin() + std::ptrdiff_t(m_nextDeadEnd),
                        m_deadEnds.begin() + std::ptrdiff_t(pick),
                        m_deadEnds.begin() + std::ptrdiff_t(pick) + 1);
            const Point p = m_deadEnds[m_nextDeadEnd++];
            if (m_free.isFree(p)) {
                m_free.take(p);
                return p;
            }
        }
    }
    while (preferDeadEnd && m_nextDeadEnd < m_deadEnds.size()) {
        const Point p = m_deadEnds[m_nextDeadEnd++];
        if (m_free.isFree(p)) {
            m_free.take(p);
            return p;
        }
    }
    return m_free.pick(m_rng, &*m_steps, away);
}

void Population::placeWinItem() {
    if (!m_winHere)
        return;
    int best = -1;
    int bestDistance = -1;
    for (int i = 0; i < m_level.map.size(); ++i) {
        if (m_free.isFree(i) && (*m_distance)[std::size_t(i)] > bestDistance) {
            bestDistance = (*m_distance)[std::size_t(i)];
            best = i;
        }
    }
    const EntityOrigin win = origin(EntityOrigin::Role::WinItem);
    m_nextOrigin = &win;
    if (best >= 0)
        add(LevelEntity::Kind::Item, m_pack.ruleset.winItem, m_level.map.point(best));
    m_nextOrigin = nullptr;
}

bool Population::rollBand() {
    if (!m_band)
        return false;
    m_chestCount = std::max<qint64>(0, m_band->chestCount.atDepthCached(m_level.depth).roll(m_rng));
    const bool tracing = m_origins != nullptr;
    Traced monsterOrigins;
    const Entries monsters = rollTable(EntityOrigin::Role::Monsters, m_band->monsters,
                                       m_band->monsterCount, tracing ? &monsterOrigins : nullptr);
    m_items = rollTable(EntityOrigin::Role::Items, m_band->items, m_band->itemCount,
                        tracing ? &m_itemOrigins : nullptr);
    m_traps = rollTable(EntityOrigin::Role::Traps, m_band->traps, m_band->trapCount,
                        tracing ? &m_trapOrigins : nullptr);
    m_chips = rollTable(EntityOrigin::Role::Chips, m_band->chips, m_band->chipCount,
                        tracing ? &m_chipOrigins : nullptr);
    collectMonsters(monsters, tracing ? &monsterOrigins : nullptr);
    return true;
}

// A maze's chest with no monster left to guard it rolls one on the band's monster table.
void Population::rollGuard() {
    if (m_nextMonster != m_monsterIds.size() || m_band->monsters.isEmpty())
        return;
    const int guards = m_tables.tableIndex(m_band->monsters);
    if (guards < 0)
        return;
    const bool tracing = m_origins != nullptr;
    Traced guardOrigins;
    if (tracing)
        guardOrigins.push_back(
            traceRoll(EntityOrigin::Role::Guard, m_band->monsters, QString(), 1, 0));
    Entries rolled;
    m_tables.roll(guards, m_rng, rolled);
    if (tracing)
        guardOrigins.resize(rolled.size(), guardOrigins.front());
    collectMonsters(rolled, tracing ? &guardOrigins : nullptr);
}

void Population::placeChests() {
    const bool tracing = m_origins != nullptr;
    EntityOrigin chestOrigin = origin(EntityOrigin::Role::Chests);
    chestOrigin.table = m_band->chests;
    chestOrigin.countDice = m_band->chestCount.text;
    chestOrigin.count = m_chestCount;
    for (qint64 i = 0; i < m_chestCount && !m_band->chests.isEmpty(); ++i) {
        if (m_maze && m_nextDeadEnd >= m_deadEnds.size())
            break;
        const std::optional<Point> at = placeAt(m_maze, 4);
        if (!at)
            break;
        chestOrigin.rollIndex = int(i);
        m_nextOrigin = tracing ? &chestOrigin : nullptr;
        const int chest = add(LevelEntity::Kind::Chest, m_band->chests, *at);
        if (!m_maze)
            continue;
        rollGuard();
        if (m_nextMonster == m_monsterIds.size())
            continue;
        for (const Point d : kSteps4) {
            const Point p = *at + d;
            if (m_free.isFree(p)) {
                m_nextOrigin = tracing ? &m_monsterIdOrigins[m_nextMonster] : nullptr;
                const int guard =
                    add(LevelEntity::Kind::Monster, *m_monsterIds[m_nextMonster++], p);
                m_level.entities[guard].guards = chest;
                break;
            }
        }
    }
    m_nextOrigin = nullptr;
}

void Population::placeMonsters() {
    for (; m_nextMonster < m_monsterIds.size(); ++m_nextMonster) {
        const std::optional<Point> at = m_free.pick(m_rng, &*m_steps, 3);
        if (!at)
            break;
        m_nextOrigin = m_origins ? &m_monsterIdOrigins[m_nextMonster] : nullptr;
        add(LevelEntity::Kind::Monster, *m_monsterIds[m_nextMonster], *at);
    }
    m_nextOrigin = nullptr;
}

void Population::placeEntries(const Entries &entries, bool preferDeadEnd, const Traced &traced) {
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const CompiledTables::Entry &e = entries[k];
        m_nextOrigin = m_origins ? &traced[k] : nullptr;
        const CompiledTables::Leaf &leaf = m_tables.leaf(e.leaf);
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
            if (!leaf.value.isObject() || !leaf.value.toObject().contains(QStringLiteral("chest")))
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
}

void Population::placeRolled() {
    placeEntries(m_items, false, m_itemOrigins);
    placeEntries(m_traps, false, m_trapOrigins);
    placeEntries(m_chips, m_maze, m_chipOrigins);
    m_nextOrigin = nullptr;
}

} // namespace

void populateLevel(const Pack &pack, const CompiledTables &tables, std::uint64_t seed, Level &level,
                   const std::vector<int> *known, std::vector<int> &measured,
                   QList<EntityOrigin> *origins, const std::vector<ContentsOrigin> *contents) {
    Population population(pack, tables, seed, level, known, measured, origins, contents);
    population.placeWinItem();
    if (!population.rollBand())
        return;
    population.placeChests();
    population.placeMonsters();
    population.placeRolled();
}

} // namespace pd
