// Arrivals (the ruleset's dungeon.arrivals, docs/rules.md "Arrivals"): the wandering monsters of
// DCSS and Brogue. Now and then a monster comes to the hero's level out of sight, by the stairs
// when it can, and makes for where it heard the hero, so that a level once cleared does not stay
// empty and resting is a risk.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Terrain.h"
#include "rpg/Spawn.h"
#include "tables/TableRoller.h"

#include <algorithm>

namespace pd {

namespace {

// The fewest steps (PathFinder's costs, 10 a straight step) between the hero and an arrival.
constexpr int kArrivalMinCost = 10 * 10;

bool besideStairs(const TileMap &map, Point p) {
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Point q{p.x + dx, p.y + dy};
            if (map.inBounds(q) && (map.at(q) == Tile::StairsDown || map.at(q) == Tile::StairsUp))
                return true;
        }
    return false;
}

} // namespace

int Game::arrivedAlive() const {
    const QList<Actor> &actors = m_state.current().actors;
    return int(
        std::count_if(actors.begin(), actors.end(), [](const Actor &a) { return a.arrived; }));
}

void Game::arrivals() {
    const Ruleset &rules = m_pack.ruleset;
    const int every = rules.arrivalsEveryAt(m_state.depth);
    if (every <= 0 || !m_state.alive || m_state.won || m_state.battle ||
        arrivedAlive() >= rules.arrivalsMax)
        return;
    // A stream per turn: nothing is kept between turns, and no other stream moves.
    Rng rng = Rng::forStream(m_state.seed, u"arrivals", std::uint64_t(m_state.turn));
    if (!rng.chance(1, std::uint64_t(every)))
        return;
    QString table = rules.arrivalsTable;
    if (table.isEmpty())
        if (const Ruleset::Band *band = rules.bandFor(m_state.depth))
            table = band->monsters;
    if (table.isEmpty())
        return;
    const MonsterRecord *rec = nullptr;
    for (const RolledEntry &entry : TableRoller(m_pack).roll(table, rng).entries) {
        if (entry.kind == TableResult::Kind::Monster && (rec = m_pack.monster(entry.ref)))
            break;
    }
    if (!rec)
        return;
    // Where: a free cell out of the hero's sight, ten steps or more from him by the way monsters
    // walk (round closed chests); on or beside a staircase when any such is free ("it came down
    // the stairs").
    LevelState &ls = m_state.current();
    TileMap scratch;
    const TileMap &walk = terrain::walkMap(ls.level.map, scratch);
    std::vector<std::uint8_t> chests(std::size_t(walk.size()), 0); // closed ones bar the way
    for (const ChestState &c : ls.chests)
        if (!c.opened)
            chests[std::size_t(walk.index(c.pos))] = 1;
    DijkstraMap distances;
    distances.compute(walk, {m_state.hero.pos}, rules.movement, &chests);
    std::vector<Point> anywhere, byStairs;
    for (int y = 0; y < walk.height(); ++y)
        for (int x = 0; x < walk.width(); ++x) {
            const Point p{x, y};
            if (!walk.passable(p) || !freeForMonster(p) || isVisible(p) ||
                distances.distance(p) < kArrivalMinCost)
                continue;
            anywhere.push_back(p);
            if (besideStairs(ls.level.map, p))
                byStairs.push_back(p);
        }
    const std::vector<Point> &cells = byStairs.empty() ? anywhere : byStairs;
    if (cells.empty())
        return;
    const Point at = cells[rng.below(std::uint32_t(cells.size()))];

    // How: awake whatever its record's sleep chance, by its AI's first mode, making for the cell
    // it heard the hero at.
    Actor a;
    a.id = m_state.nextActorId++;
    a.record = rec->id;
    a.stats = makeMonster(*rec, m_state.depth, rng, &a.xp);
    a.pos = a.home = a.chaseFrom = at;
    a.mode = startMode(a);
    a.arrived = true;
    a.heading = m_state.hero.pos;
    ls.actors.append(a);
    log(LogEntry::monsterArrives(!byStairs.empty()));
}

} // namespace pd
