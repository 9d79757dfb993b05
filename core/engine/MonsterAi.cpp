#include "engine/MonsterAi.h"

#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/Game.h"
#include "engine/Terrain.h"
#include "rpg/Combat.h"

#include <algorithm>
#include <cstdlib>

namespace pd {

namespace {

// Monsters keep off deep water, lava and chasms (docs/rules.md "Terrain"); the hero's cell stays
// open to them, so that a swimming hero can still be struck from the shore.
const TileMap &monsterWalkMap(const Game &game, TileMap &scratch) {
    const TileMap &map = game.level().level.map;
    const TileMap &walk = terrain::walkMap(map, scratch);
    const Point hero = game.state().hero.pos;
    if (&walk == &scratch && isHazard(map.at(hero)))
        scratch.set(hero, Tile::Floor);
    return walk;
}

} // namespace

MonsterAi::MonsterAi(const Game &game, PathFinder &paths, DijkstraMap *swarmMap,
                     DijkstraMap *fleeMap, terrain::WalkCache *walk)
    : m_game(game)
    , m_paths(paths)
    , m_map(walk ? walk->walkMap(game.level().level.map, game.state().hero.pos)
                 : monsterWalkMap(game, m_walkScratch))
    , m_hero(game.state().hero.pos)
    , m_movement(game.pack().ruleset.movement)
    , m_occupied(game.occupancy())
    , m_lentSwarmMap(swarmMap)
    , m_lentFleeMap(fleeMap) {}

MonsterAi::MonsterAi(const Game &game)
    : m_game(game)
    , m_ownPaths(std::in_place)
    , m_paths(*m_ownPaths)
    , m_map(monsterWalkMap(game, m_walkScratch))
    , m_hero(game.state().hero.pos)
    , m_movement(game.pack().ruleset.movement)
    , m_occupied(game.occupancy()) {}

namespace {

// Visits the cells strictly between a and b on the Bresenham line drawn from the lower of the
// two (so the cells are the same whichever end is given first); stops early when `cell` says so.
template <typename Cell>
bool allBetween(Point a, Point b, Cell cell) {
    if (a == b)
        return true;
    if (b < a)
        std::swap(a, b);
    int x = a.x, y = a.y;
    const int dx = std::abs(b.x - a.x), dy = -std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
    int err = dx + dy;
    while (true) {
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y += sy;
        }
        if (x == b.x && y == b.y)
            return true;
        if (!cell(Point{x, y}))
            return false;
    }
}

} // namespace

bool MonsterAi::lineOfSight(const TileMap &map, Point a, Point b) {
    return allBetween(a, b, [&](Point p) { return map.passable(p); });
}

bool MonsterAi::clearShot(Point from) const {
    // The line lineOfSight draws, with no other monster on it between the shooter and the hero.
    return allBetween(from, m_hero,
                      [&](Point p) { return !m_occupied[std::size_t(m_map.index(p))]; });
}

bool MonsterAi::inLine(Point p) const {
    const int dx = p.x - m_hero.x, dy = p.y - m_hero.y;
    return dx == 0 || dy == 0 || (m_movement == 8 && std::abs(dx) == std::abs(dy));
}

// A step onto a line the hero can shoot back along (monsterShots straight), within `range` of
// him: at `keep` or more from him when it can be, then the farthest; none when no free neighbour
// is on such a line.
std::optional<Point> MonsterAi::stepInLine(const Actor &a, int range, int keep) const {
    std::optional<Point> best;
    std::pair<bool, int> bestScore{false, -1};
    for (Direction d : kDirections) {
        if (!canStep(m_map, a.pos, d, m_movement))
            continue;
        const Point p = a.pos + offset(d);
        const int dist = chebyshev(p, m_hero);
        if (!free(p) || !inLine(p) || dist > range)
            continue;
        const std::pair<bool, int> score{dist >= keep, dist};
        if (score > bestScore) {
            bestScore = score;
            best = p;
        }
    }
    return best;
}

bool MonsterAi::free(Point p) const {
    return m_map.passable(p) && !m_occupied[std::size_t(m_map.index(p))] && p != m_hero;
}

void MonsterAi::moved(Point from, Point to) {
    m_occupied[std::size_t(m_map.index(from))] = 0;
    m_occupied[std::size_t(m_map.index(to))] = 1;
}

void MonsterAi::removed(Point at) {
    m_occupied[std::size_t(m_map.index(at))] = 0;
}

void MonsterAi::added(Point at) {
    m_occupied[std::size_t(m_map.index(at))] = 1;
}

bool MonsterAi::adjacentToHero(const Actor &a) const {
    const auto d = directionBetween(a.pos, m_hero);
    return d && canStep(m_map, a.pos, *d, m_movement);
}

bool MonsterAi::heroHidden(const Actor &a) const {
    // An invisible hero is seen from the next cell only.
    return chebyshev(a.pos, m_hero) > 1 && m_game.state().hero.statuses.has(StatusKind::Invisible);
}

bool MonsterAi::sees(const Actor &a, int radius, bool needsFacing) const {
    const Point d = m_hero - a.pos;
    if (heroHidden(a))
        return false;
    if (d.x * d.x + d.y * d.y > radius * radius)
        return false;
    if (needsFacing) {
        // Maze duel: only what the monster faces (ahead of it, not beside or behind it).
        const Point f = offset(a.facing);
        if (f.x * d.x + f.y * d.y <= 0)
            return false;
    }
    // Walls and tall grass block its view; water, lava and chasms do not.
    const TileMap &real = m_game.level().level.map;
    if (!allBetween(a.pos, m_hero, [&](Point p) { return !blocksSight(real.at(p)); }))
        return false;
    // Doors closing (engine/Doors.h): a door no one stands in between them blocks the view.
    return m_game.pack().ruleset.doors != Ruleset::Doors::Closing ||
           allBetween(a.pos, m_hero, [&](Point p) {
               return m_map.at(p) != Tile::Door || m_occupied[std::size_t(m_map.index(p))];
           });
}

bool MonsterAi::clouded(Point p) const {
    const LevelState &ls = m_game.level();
    return !ls.clouds.isEmpty() && clouds::at(ls, p) != nullptr;
}

std::optional<Point> MonsterAi::pathStep(const Actor &a, Point goal, int maxCells) {
    const std::vector<Point> path =
        m_paths.find(m_map, a.pos, goal, m_movement, &m_occupied, maxCells * 14);
    if (path.empty() || (path.front() != m_hero && !free(path.front())))
        return std::nullopt;
    // Fire and gas are waited out at their edge, as Brogue's monsters do; one already caught in
    // a cloud goes on as it would.
    if (path.front() != m_hero && clouded(path.front()) && !clouded(a.pos))
        return std::nullopt;
    return path.front();
}

std::optional<Point> MonsterAi::downhill(const DijkstraMap &map, Point from) const {
    // The free neighbour that is strictly lower; ties go to the first in compass order.
    if (!map.reachable(from))
        return std::nullopt;
    int bestDistance = map.distance(from); // may be negative on a flee map
    std::optional<Point> best;
    for (Direction d : kDirections) {
        if (!canStep(m_map, from, d, m_movement))
            continue;
        const Point p = from + offset(d);
        const int dist = map.distance(p);
        if (!map.reachable(p) || dist >= bestDistance || (p != m_hero && !free(p)))
            continue;
        if (p != m_hero && clouded(p) && !clouded(from))
            continue; // not into a cloud (pathStep)
        bestDistance = dist;
        best = p;
    }
    return best;
}

MonsterAi::Intent MonsterAi::walkPatrol(Actor &a, bool vertical) {
    // Where walking into a monster is a collision (the room-by-room rules), a patrol touches the
    // hero only by stepping into him; elsewhere it strikes whoever stands beside it.
    const bool collide = m_game.pack().ruleset.bump == Ruleset::Bump::Contact;
    if (!collide && adjacentToHero(a))
        return {Intent::Kind::Attack, m_hero};
    // Room-by-room rules: straight up and down (fungus) or across (golem), turning round at a wall.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const Direction d = vertical ? (a.outward ? Direction::S : Direction::N)
                                     : (a.outward ? Direction::E : Direction::W);
        const Point next = a.pos + offset(d);
        if (collide && next == m_hero && canStep(m_map, a.pos, d, m_movement)) {
            a.facing = d;
            return {Intent::Kind::Attack, m_hero};
        }
        if (canStep(m_map, a.pos, d, m_movement) && free(next)) {
            a.facing = d;
            return {Intent::Kind::Step, next};
        }
        a.outward = !a.outward;
    }
    return {};
}

MonsterAi::Intent MonsterAi::chaseOrWait(Actor &a, int radius) {
    if (adjacentToHero(a))
        return {Intent::Kind::Attack, m_hero};
    // `chaseSight: radius` (the bump-combat tutorial): within the circle is enough, walls or not.
    const Point d = m_hero - a.pos;
    const bool near = m_game.pack().ruleset.chaseSight == Ruleset::ChaseSight::Radius
                          ? d.x * d.x + d.y * d.y <= radius * radius && !heroHidden(a)
                          : sees(a, radius, false);
    if (near) {
        a.mode = Actor::Mode::Chase;
        if (const auto step = pathStep(a, m_hero, radius * 2 + 4))
            return {Intent::Kind::Step, *step};
        return {};
    }
    a.mode = Actor::Mode::Idle;
    return {};
}

MonsterAi::Intent MonsterAi::flee(Actor &a) {
    a.mode = Actor::Mode::Flee;
    // The flee map reaches kFleeCost from the hero, and a step costs at least kStraightCost: a
    // monster farther off than that stands on no value of it, and downhill() would find no step.
    constexpr int kFleeCost = 30 * kDiagonalCost;
    if (chebyshev(a.pos, m_hero) * kStraightCost <= kFleeCost) {
        if (!m_flee) {
            m_flee = m_lentFleeMap ? m_lentFleeMap : &m_ownFleeMap.emplace();
            m_flee->computeFleeMap(m_map, {m_hero}, m_movement, kFleeCost);
        }
        if (const auto step = downhill(*m_flee, a.pos))
            return {Intent::Kind::Step, *step};
    }
    // Cornered: fight.
    if (adjacentToHero(a))
        return {Intent::Kind::Attack, m_hero};
    return {};
}

std::optional<MonsterAi::Intent> MonsterAi::trick(const Actor &a, const MonsterRecord &rec) const {
    for (qsizetype i = 0; i < rec.tricks.size() && i < 2; ++i) {
        const MonsterTrick &t = rec.tricks[i];
        if (a.cooldowns[std::size_t(i)] != 0)
            continue;
        Intent use{Intent::Kind::Trick, m_hero, int(i)};
        if (t.kind == MonsterTrick::Kind::Breath && chebyshev(a.pos, m_hero) <= t.range &&
            sees(a, std::max(rec.sight, t.range), false) && clearShot(a.pos) &&
            m_game.isVisible(a.pos))
            return use;
        if (t.kind == MonsterTrick::Kind::Summon && sees(a, rec.sight, false) &&
            m_game.isVisible(a.pos))
            return use;
    }
    return std::nullopt;
}

// A pack hunter that sees the hero and a mate of its race: it strikes from beside the hero, or
// heads for the free cell beside him farthest from the cells its mates hold or took this round
// (two cells or more off is far enough; then the nearest to it), by a way that keeps off the
// other cells beside him, so that the pack comes round him rather than queueing. Alone, it
// hunts as its AI does, or (`alone: flee`) keeps away.
std::optional<MonsterAi::Intent> MonsterAi::packHunt(Actor &a, const MonsterRecord &rec,
                                                     const MonsterTrick &t) {
    if (!sees(a, rec.sight, false))
        return std::nullopt;
    const LevelState &ls = m_game.level();
    QList<Point> held = m_packClaims;
    bool mates = false;
    for (const Actor &o : ls.actors) {
        const MonsterRecord *other = o.id == a.id ? nullptr : m_game.pack().monster(o.record);
        if (!other || other->race != rec.race)
            continue;
        if (chebyshev(o.pos, a.pos) <= rec.sight && lineOfSight(ls.level.map, a.pos, o.pos))
            mates = true;
        if (chebyshev(o.pos, m_hero) <= 1)
            held << o.pos;
    }
    if (!mates)
        return t.alone == MonsterTrick::Alone::Flee ? std::optional<Intent>(flee(a)) : std::nullopt;
    a.mode = Actor::Mode::Chase;
    if (adjacentToHero(a)) {
        m_packClaims << a.pos;
        return Intent{Intent::Kind::Attack, m_hero};
    }
    std::optional<Point> best;
    int bestSpread = -1, bestFar = 0;
    for (Direction d : kDirections) {
        const Point c = m_hero + offset(d);
        if (!m_map.inBounds(c) || !free(c) || !canStep(m_map, c, reverse(d), m_movement))
            continue;
        int spread = 2;
        for (const Point &h : std::as_const(held))
            spread = std::min(spread, chebyshev(c, h));
        const int far = chebyshev(a.pos, c);
        if (spread > bestSpread || (spread == bestSpread && far < bestFar)) {
            best = c;
            bestSpread = spread;
            bestFar = far;
        }
    }
    if (!best)
        return std::nullopt;
    m_packClaims << *best;
    std::vector<std::uint8_t> mask = m_occupied;
    for (Direction d : kDirections)
        if (const Point c = m_hero + offset(d); m_map.inBounds(c) && c != *best)
            mask[std::size_t(m_map.index(c))] = 1;
    const std::vector<Point> path =
        m_paths.find(m_map, a.pos, *best, m_movement, &mask, (rec.sight * 3 + 4) * 14);
    if (path.empty() || !free(path.front()))
        return std::nullopt;
    return Intent{Intent::Kind::Step, path.front()};
}

// A phaser senses the hero within its sight through walls. When no short way on foot reaches
// him (two cells more than the straight line), it goes straight at him, and through the wall
// ahead: up to `range` (default 2) cells of wall crossed at once, onto the free cell beyond, never
// through the map's outer edge. It never stops inside a wall, so it can always be reached.
std::optional<MonsterAi::Intent> MonsterAi::phaseThrough(Actor &a, const MonsterRecord &rec,
                                                         const MonsterTrick &t) {
    const Point d = m_hero - a.pos;
    if (heroHidden(a) || d.x * d.x + d.y * d.y > rec.sight * rec.sight || adjacentToHero(a))
        return std::nullopt;
    const int straight = m_movement == 4 ? std::abs(d.x) + std::abs(d.y) : chebyshev(a.pos, m_hero);
    if (!m_paths.find(m_map, a.pos, m_hero, m_movement, &m_occupied, (straight + 2) * 14).empty())
        return std::nullopt;
    Point step{d.x > 0 ? 1 : d.x < 0 ? -1 : 0, d.y > 0 ? 1 : d.y < 0 ? -1 : 0};
    if (m_movement == 4) {
        if (std::abs(d.x) >= std::abs(d.y))
            step.y = 0;
        else
            step.x = 0;
    }
    const int reach = t.range > 0 ? t.range : 2;
    Point p = a.pos;
    int crossed = 0;
    while (true) {
        p = p + step;
        if (p.x <= 0 || p.y <= 0 || p.x >= m_map.width() - 1 || p.y >= m_map.height() - 1)
            return std::nullopt;
        if (m_map.passable(p))
            break;
        if (++crossed > reach)
            return std::nullopt;
    }
    if (!free(p))
        return std::nullopt;
    a.mode = Actor::Mode::Chase;
    return Intent{Intent::Kind::Step, p}; // a step on towards the wall, or through it
}

MonsterAi::Intent MonsterAi::stagger(Actor &a, Rng &rng) {
    const int movement = m_movement;
    const Direction d = movement == 4 ? kOrthogonal[rng.below(4)] : kDirections[rng.below(8)];
    const Point to = a.pos + offset(d);
    if (!canStep(m_map, a.pos, d, movement))
        return {};
    if (to == m_hero)
        return {Intent::Kind::Attack, m_hero};
    if (!free(to))
        return {};
    return {Intent::Kind::Step, to};
}

MonsterAi::Intent MonsterAi::walkBack(Actor &a) {
    if (a.pos == a.chaseFrom) {
        // Back where the chase began: it walks on along its path as it was before.
        a.mode = Actor::Mode::Wander;
        return {};
    }
    if (const auto step = pathStep(a, a.chaseFrom, 64))
        return {Intent::Kind::Step, *step};
    return {};
}

MonsterAi::Intent MonsterAi::wander(Actor &a, const MonsterRecord &rec) {
    const bool detects = sees(a, rec.sight, true);
    switch (a.mode) {
    case Actor::Mode::Chase: {
        if (adjacentToHero(a))
            return {Intent::Kind::Attack, m_hero};
        if (a.chaseSteps >= kGiveUpAfter) {
            // Five cells chased without a catch, in sight or not: back to where the chase began.
            // It turns its back on the hero now, so it does not take him up again at once.
            a.mode = Actor::Mode::Return;
            a.speedBonus = 0;
            a.trailStep = -1;
            return walkBack(a);
        }
        const LevelState &ls = m_game.level();
        Point goal = m_hero;
        if (sees(a, rec.sight, false)) {
            // In sight: straight for the hero, and the trail starts from here.
            a.trailStep = ls.heroSteps;
        } else {
            // Out of sight: to where the hero was last seen, then step by step along the cells
            // the hero walked since (the maze-duel chase along the trail).
            auto cell = ls.trailCell(a.trailStep);
            while (cell && *cell == a.pos && a.trailStep < ls.heroSteps)
                cell = ls.trailCell(++a.trailStep);
            if (!cell || *cell == a.pos)
                return {};
            goal = *cell;
        }
        a.speedBonus = std::min(kChaseSpeedMax, a.speedBonus + kChaseSpeedStep);
        if (const auto step = pathStep(a, goal, rec.sight * 3 + kGiveUpAfter)) {
            ++a.chaseSteps;
            return {Intent::Kind::Step, *step};
        }
        return {};
    }
    case Actor::Mode::Return:
        // A new chase on the way back keeps the first one's start: that is where it goes home to.
        if (detects) {
            a.mode = Actor::Mode::Chase;
            a.chaseSteps = 0;
            return wander(a, rec);
        }
        return walkBack(a);
    default:
        break;
    }
    if (detects) {
        a.mode = Actor::Mode::Chase;
        a.chaseSteps = 0;
        a.chaseFrom = a.pos;
        return wander(a, rec);
    }
    a.mode = Actor::Mode::Wander;
    // Come and go: kWanderLength steps out along the facing axis, then back to the start.
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (a.outward && a.pathStep >= kWanderLength)
            a.outward = false;
        if (!a.outward && a.pathStep <= 0) {
            a.outward = true;
            a.pathStep = 0;
        }
        const Direction axis = a.pathAxis;
        const Direction d = a.outward ? axis : reverse(axis);
        const Point next = a.pos + offset(d);
        if (canStep(m_map, a.pos, d, m_movement) && free(next)) {
            a.pathStep += a.outward ? 1 : -1;
            return {Intent::Kind::Step, next};
        }
        if (a.outward) {
            a.outward = false;
        } else {
            // Blocked on the way back (another monster): try again next turn.
            return {};
        }
    }
    return {};
}

std::optional<MonsterAi::Intent> MonsterAi::makeForHeading(Actor &a, const MonsterRecord &rec) {
    // It notices the hero as a chaser would (chaseOrWait): then its AI hunts him.
    const Point d = m_hero - a.pos;
    const bool notices =
        adjacentToHero(a) || (m_game.pack().ruleset.chaseSight == Ruleset::ChaseSight::Radius
                                  ? d.x * d.x + d.y * d.y <= rec.sight * rec.sight && !heroHidden(a)
                                  : sees(a, rec.sight, false));
    if (!notices && a.pos != *a.heading) {
        const int cells = 2 * (m_map.width() + m_map.height());
        if (const auto step = pathStep(a, *a.heading, cells))
            return Intent{Intent::Kind::Step, *step};
        // Only monsters or a cloud in the way (not closed chests): it waits for the way to clear.
        std::vector<std::uint8_t> chests(m_occupied.size(), 0);
        for (const ChestState &c : m_game.level().chests)
            if (!c.opened)
                chests[std::size_t(m_map.index(c.pos))] = 1;
        if (!m_paths.find(m_map, a.pos, *a.heading, m_movement, &chests, cells * 14).empty())
            return Intent{};
    }
    a.heading.reset();
    return std::nullopt;
}

MonsterAi::Intent MonsterAi::decide(Actor &a) {
    const MonsterRecord *rec = m_game.pack().monster(a.record);
    if (!rec)
        return {};
    if (a.waitTurns > 0) {
        // Maze duel: after the hero escapes a battle the monster stands a while, then goes home.
        if (--a.waitTurns == 0)
            a.mode = rec->ai == MonsterRecord::Ai::Wander ? Actor::Mode::Return : Actor::Mode::Idle;
        return {};
    }
    const Ruleset &rules = m_game.pack().ruleset;
    if (a.statuses.has(StatusKind::Afraid))
        return flee(a);
    // Where fights happen on the map, badly hurt monsters flee (the record's fleeBelow); a timid
    // one loses heart sooner, at kTimidFleeBelow percent, whatever its record says. On a battle
    // screen (the maze duel) running away is a battle action, never a walk on the map.
    if (rules.battle != Ruleset::Battle::Screen && wantsToFlee(a.stats, rec->fleeBelow, rules))
        return flee(a);
    if (a.hasStolen())
        return flee(a); // a thief runs with its loot
    if (!rec->tricks.isEmpty())
        if (const std::optional<Intent> t = trick(a, *rec))
            return *t;
    if (!rec->tricks.isEmpty() && rules.bump != Ruleset::Bump::Contact &&
        rules.battle != Ruleset::Battle::Screen) {
        if (const MonsterTrick *t = rec->trick(MonsterTrick::Kind::Pack))
            if (const std::optional<Intent> hunt = packHunt(a, *rec, *t))
                return *hunt;
        if (const MonsterTrick *t = rec->trick(MonsterTrick::Kind::Phase))
            if (const std::optional<Intent> jump = phaseThrough(a, *rec, *t))
                return *jump;
    }
    if (a.heading)
        if (const std::optional<Intent> go = makeForHeading(a, *rec))
            return *go;

    switch (rec->ai) {
    case MonsterRecord::Ai::Chase:
        return chaseOrWait(a, rec->sight);
    case MonsterRecord::Ai::PatrolVertical:
        return walkPatrol(a, true);
    case MonsterRecord::Ai::PatrolHorizontal:
        return walkPatrol(a, false);
    case MonsterRecord::Ai::Wander:
        return wander(a, *rec);
    case MonsterRecord::Ai::Guard: {
        if (adjacentToHero(a))
            return {Intent::Kind::Attack, m_hero};
        const int reach = std::max(2, rec->sight / 2);
        if (chebyshev(m_hero, a.home) <= reach && sees(a, rec->sight, false)) {
            a.mode = Actor::Mode::Chase;
            if (const auto step = pathStep(a, m_hero, reach * 2 + 2))
                return {Intent::Kind::Step, *step};
            return {};
        }
        a.mode = Actor::Mode::Guard;
        if (a.pos != a.home) {
            if (const auto step = pathStep(a, a.home, 32))
                return {Intent::Kind::Step, *step};
        }
        return {};
    }
    case MonsterRecord::Ai::Ranged: {
        const int dist = chebyshev(a.pos, m_hero);
        if (!sees(a, std::max(rec->sight, rec->rangedRange), false)) {
            a.mode = Actor::Mode::Idle;
            return {};
        }
        a.mode = Actor::Mode::Chase;
        if (dist < rec->keepDistance) {
            // Back off: the free neighbour farthest from the hero.
            std::optional<Point> best;
            int bestDist = dist;
            for (Direction d : kDirections) {
                const Point p = a.pos + offset(d);
                if (canStep(m_map, a.pos, d, m_movement) && free(p) &&
                    chebyshev(p, m_hero) > bestDist) {
                    bestDist = chebyshev(p, m_hero);
                    best = p;
                }
            }
            if (best)
                return {Intent::Kind::Step, *best};
        }
        // It shoots only from a cell the hero sees: the line it checks is not the hero's field
        // of view, and a player shot by something they cannot see has no answer to it. With
        // `monsterShots: straight`, only along a line the hero can shoot back along.
        const bool straight = m_game.pack().ruleset.monsterShots == Ruleset::MonsterShots::Straight;
        if (rec->rangedRange > 0 && dist <= rec->rangedRange && (!straight || inLine(a.pos)) &&
            clearShot(a.pos) && m_game.isVisible(a.pos))
            return {Intent::Kind::Shoot, m_hero};
        if (adjacentToHero(a))
            return {Intent::Kind::Attack, m_hero};
        if (straight && rec->rangedRange > 0 && dist <= rec->rangedRange + 1)
            if (const auto step = stepInLine(a, rec->rangedRange, rec->keepDistance))
                return {Intent::Kind::Step, *step};
        if (const auto step = pathStep(a, m_hero, rec->sight * 2 + 4))
            return {Intent::Kind::Step, *step};
        return {};
    }
    case MonsterRecord::Ai::Swarm: {
        if (adjacentToHero(a))
            return {Intent::Kind::Attack, m_hero};
        const bool awake = m_game.level().heroSteps >= kSwarmAfter || sees(a, rec->sight, false);
        if (!awake) {
            a.mode = Actor::Mode::Idle;
            return {};
        }
        a.mode = Actor::Mode::Chase;
        if (!m_swarm) {
            m_swarm = m_lentSwarmMap ? m_lentSwarmMap : &m_swarmMap.emplace();
            m_swarm->compute(m_map, {m_hero}, m_movement);
        }
        if (const auto step = downhill(*m_swarm, a.pos); step && *step != m_hero)
            return {Intent::Kind::Step, *step};
        return {};
    }
    }
    return {};
}

} // namespace pd
