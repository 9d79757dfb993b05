#pragma once

#include "engine/DijkstraMap.h"
#include "engine/GameState.h"
#include "engine/PathFinder.h"
#include "engine/Terrain.h"

#include <optional>
#include <vector>

namespace pd {

class Game;
struct MonsterRecord;
struct MonsterTrick;

// Decides what each monster does on its turn; Game carries it out. One MonsterAi lives for one
// round of monster turns: it keeps the occupancy of the level and the shared distance maps.
//
// Behaviours by the record's "ai" (docs/engine.md):
//   chase     bump combat: within `sight` (and in line of sight unless the ruleset's chaseSight
//             is radius), step along an A* path; never onto another monster
//   patrol-*  room by room: walk N–S or E–W, turn round at walls
//   wander    maze duel: come and go along a short path; detect the hero (near, ahead, no
//             wall between), chase with rising speed (along the hero's trail once out of sight),
//             give up after 5 cells chased without a catch and return to where the chase began
//   guard     stay by the chest it guards; fight whoever comes near, then go back
//   ranged    keep `keepDistance`, shoot within `rangedRange`
//   swarm     the room-by-room homework: once the hero has taken kSwarmAfter steps on the
//             level, come from anywhere along a shared distance map
// and, where fights are on the map (battle: bump), any monster below `fleeBelow` percent of its
// HP (a timid one below kTimidFleeBelow, see rpg/Combat.h) flees along a flee map, as does a
// thief with its loot. Before its AI, a monster with a breath or a summon trick uses it when its
// wait is over and the hero is in sight (and, for a breath, in reach along a clear line).
class MonsterAi {
public:
    static constexpr int kSwarmAfter = 20;
    static constexpr int kWanderLength = 6;
    static constexpr int kGiveUpAfter = 5;
    static constexpr int kChaseSpeedStep = 20; // speed gained per chasing turn ...
    static constexpr int kChaseSpeedMax = 100; // ... up to double a normal monster's

    struct Intent {
        enum class Kind { Wait, Step, Attack, Shoot, Trick };
        Kind kind = Kind::Wait;
        Point to;
        int trick = -1; // Trick: its index in the record's tricks (a breath, a summon)
    };

    // `paths` lends its search buffers (the game's own, reused turn after turn); without it the
    // AI searches with buffers of its own. `swarmMap`, when given, is the game's swarm map kept
    // from turn to turn (DijkstraMap keeps its values while the hero stands still). It reads the
    // game only through its public side.
    // `swarmMap` and `fleeMap`: maps the game keeps between rounds (a flee map whose inputs
    // did not change is not computed again); `walk`: the map monsters walk, kept likewise.
    MonsterAi(const Game &game, PathFinder &paths, DijkstraMap *swarmMap = nullptr,
              DijkstraMap *fleeMap = nullptr, terrain::WalkCache *walk = nullptr);
    explicit MonsterAi(const Game &game);
    Intent decide(Actor &a);
    // A confused monster's turn: a step to a free neighbour drawn from `rng` (it may be the
    // hero's cell: a blow), or a wait when the one drawn is blocked.
    Intent stagger(Actor &a, Rng &rng);
    // Keep the occupancy right when Game moves a monster or one dies.
    void moved(Point from, Point to);
    void removed(Point at);
    void added(Point at);

    // A straight line between two cells with no wall strictly between them (Bresenham, drawn
    // from the lower cell so the answer is the same both ways).
    static bool lineOfSight(const TileMap &map, Point a, Point b);

private:
    bool adjacentToHero(const Actor &a) const;
    bool sees(const Actor &a, int radius, bool needsFacing) const;
    bool heroHidden(const Actor &a) const; // the hero is invisible and not beside it
    std::optional<Point> pathStep(const Actor &a, Point goal, int maxCells);
    std::optional<Point> downhill(const DijkstraMap &map, Point from) const;
    // Whether a cloud hangs over the cell (engine/Clouds.h): a monster does not walk into one.
    bool clouded(Point p) const;
    Intent walkPatrol(Actor &a, bool vertical);
    Intent wander(Actor &a, const MonsterRecord &rec);
    Intent walkBack(Actor &a); // wander: back to where the chase began, then wander on
    Intent chaseOrWait(Actor &a, int radius);
    Intent flee(Actor &a);
    // A breath or a summon it may use now (its wait over, the hero in sight and reach).
    std::optional<Intent> trick(const Actor &a, const MonsterRecord &rec) const;
    // Tricks that change how it walks (MonsterRecord::tricks): a pack hunter's way to a cell
    // beside the hero away from its mates' (trick `pack`), and a jump through walls (`phase`).
    // nullopt: its AI decides.
    std::optional<Intent> packHunt(Actor &a, const MonsterRecord &rec, const MonsterTrick &t);
    std::optional<Intent> phaseThrough(Actor &a, const MonsterRecord &rec, const MonsterTrick &t);
    // An arrival (the ruleset's dungeon.arrivals) on its way to where it heard the hero: a step
    // that way (a wait while only monsters or clouds block it), or nullopt once it notices him,
    // gets there or finds no way at all (its AI decides).
    std::optional<Intent> makeForHeading(Actor &a, const MonsterRecord &rec);
    bool free(Point p) const;
    bool clearShot(Point from) const; // no other monster between `from` and the hero
    bool inLine(Point p) const;       // on the hero's row, column or (8-way) diagonal
    std::optional<Point> stepInLine(const Actor &a, int range, int keep) const;

    const Game &m_game;
    std::optional<PathFinder> m_ownPaths;
    PathFinder &m_paths;
    TileMap m_walkScratch; // the level's map with its hazards walled up (engine/Terrain.h)
    const TileMap &m_map;  // where monsters walk: no hazard but the hero's own cell
    Point m_hero;
    int m_movement;
    std::vector<std::uint8_t> m_occupied;
    std::optional<DijkstraMap> m_swarmMap;
    DijkstraMap *m_lentSwarmMap = nullptr;
    DijkstraMap *m_swarm = nullptr; // this round's swarm map, once computed
    DijkstraMap *m_lentFleeMap = nullptr;
    std::optional<DijkstraMap> m_ownFleeMap;
    DijkstraMap *m_flee = nullptr; // this round's flee map, once computed
    QList<Point> m_packClaims;     // this round's cells beside the hero that pack hunters took
};

} // namespace pd
