#include "engine/AutoPlay.h"

#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/Doors.h"
#include "engine/Game.h"
#include "engine/MonsterAi.h"
#include "engine/PathFinder.h"
#include "engine/PlayerView.h"
#include "gen/MapAnalysis.h"
#include "rpg/Buffs.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace pd {

namespace {

// How far ahead the room-by-room search foresees the monsters' moves (turns).
constexpr int kHorizon = 24;

// What one decision reads of the game, gathered once.
struct Scene {
    const Game &game;
    const LevelState &ls;
    const TileMap &map;
    const Ruleset &rules;
    Point hero;
    bool contact; // walking into a monster costs the hero (the room-by-room rules)
    bool rooms;   // room by room
    bool warm;    // room by room: the doors lead on (the hero has taken his steps in the room)
    QList<KnownActor> monsters;
    // Per cell: 1 where the hero cannot walk (a monster in view that waits, or any where a bump
    // costs him; a guard; a closed chest), 2 where he would rather not (a live trap he knows of;
    // badly hurt, beside a guard), 3 where he goes only to stop there (a doorway, room by room:
    // a step onto it may lead on to the next room).
    std::vector<std::uint8_t> cost;
    // Where contact costs the hero, the forecast: per turn t = 0..kHorizon, one byte per cell,
    // non-zero where a monster in view may stand after t of its moves. A patrol keeps to its
    // lane (MonsterAi::walkPatrol), so the hero can cross the lane behind it or wait for it to
    // pass; other monsters may stand anywhere next to where they are.
    std::vector<std::uint8_t> forecast;
    // Where a monster that moves only now and then (the fungus) may come within kHorizon moves:
    // its next move is in the forecast, the rest only likely, so ways round its lane are
    // preferred as a known trap is.
    std::vector<std::uint8_t> lanes;
    int lastForeseen = -1; // the last turn the forecast marks a cell on
    // What stops a missile (engine/Doors.h): walls, and tall grass, locked and closing doors as
    // a wall; a shot flies as flyBolt does over it.
    TileMap shutScratch;
    const TileMap *shots = nullptr;
    // Whether gold is spent in shops: by a whole run (the bot) only. The player's explore key
    // walks past what is for sale; buying is his own choice (`g` on it).
    bool buys = false;

    explicit Scene(const Game &g)
        : game(g)
        , ls(g.level())
        , map(g.level().level.map)
        , rules(g.pack().ruleset)
        , hero(g.state().hero.pos)
        , contact(g.pack().ruleset.bump == Ruleset::Bump::Contact)
        , rooms(g.pack().ruleset.levels == Ruleset::Levels::Disposable)
        , warm(g.level().heroSteps >= g.pack().ruleset.doorWarmup)
        , monsters(PlayerView::visibleActors(g))
        , cost(std::size_t(g.level().level.map.size()), 0) {
        shots = &doors::sightMap(ls, rules, hero, shutScratch);
        // Terrain (engine/Terrain.h): never into lava or a chasm; deep water only when no dry
        // way serves, and freely when nothing unequipped could float away.
        const std::uint8_t deep = g.state().hero.inventory.isEmpty() ? 0 : 2;
        const Tile *tiles = map.tiles().data();
        std::uint8_t *out = cost.data();
        const int cells = map.size();
        for (int i = 0; i < cells; ++i) { // (no branch: the compiler vectorises it)
            const Tile t = tiles[i];
            out[i] = t == Tile::Lava || t == Tile::Chasm ? 1 : t == Tile::DeepWater ? deep : 0;
        }
        // Clouds in view that would hurt (engine/Clouds.h): gone round when a way round serves.
        for (const CloudCell &c : ls.clouds)
            if (g.isVisible(c.pos) && clouds::harms(c) && cost[std::size_t(map.index(c.pos))] == 0)
                cost[std::size_t(map.index(c.pos))] = 2;
        if (rooms)
            for (const DoorInfo &d : ls.level.doors)
                if (map.inBounds(d.at))
                    cost[index(d.at)] = 3;
        for (const ChestState &c : ls.chests)
            if (!c.opened && ls.isExplored(c.pos))
                cost[index(c.pos)] = 1;
        for (const TrapState &t : ls.traps)
            if (!t.hidden && !t.sprung && ls.isExplored(t.pos))
                cost[index(t.pos)] = 2;
        if (!contact) {
            // Where a bump is a blow (or starts a battle), a monster in the way is fought on the
            // way: paths go through it, so that one coming into view and going out of it again
            // does not turn the hero back and forth. Not through one that waits after a battle:
            // the game would refuse the bump.
            // A guard (the mimic) stays by its post: it is gone round, not through, and a badly
            // hurt hero keeps out of its reach where he can.
            const bool hurt = g.hero().hp * 100 < g.heroMaxHp() * 40;
            for (const KnownActor &m : monsters) {
                const MonsterRecord *rec = g.pack().monster(m.record);
                const bool guard = rec && rec->ai == MonsterRecord::Ai::Guard;
                if (m.mode == Actor::Mode::Wait || guard)
                    cost[index(m.pos)] = 1;
                if (guard && hurt)
                    for (Direction d : kDirections)
                        if (const Point n = m.pos + offset(d);
                            map.inBounds(n) && cost[index(n)] == 0)
                            cost[index(n)] = 2;
            }
            return;
        }
        forecast.assign(std::size_t(kHorizon + 1) * cost.size(), 0);
        lanes.assign(cost.size(), 0);
        for (const KnownActor &m : monsters)
            foresee(m);
    }

    std::size_t index(Point p) const { return std::size_t(map.index(p)); }
    // LevelState::isExplored, inline: the searches ask it for every cell they look at.
    bool known(Point p) const { return map.inBounds(p) && ls.explored[index(p)] != 0; }
    std::uint8_t costAt(Point p) const { return cost[index(p)]; }
    const KnownActor *monsterAt(Point p) const {
        for (const KnownActor &m : monsters)
            if (m.pos == p)
                return &m;
        return nullptr;
    }
    // Better gone round: a known trap, or a cell a monster may come to in a while.
    bool avoided(Point p) const { return costAt(p) == 2 || (contact && lanes[index(p)] != 0); }
    // A monster may stand on `p` after `t` of its moves (never beyond the horizon).
    bool foreseen(int t, Point p) const {
        return contact && t <= kHorizon && map.inBounds(p) &&
               forecast[std::size_t(t) * cost.size() + index(p)] != 0;
    }
    // The hero would meet a monster by standing on `p` (now or after its next move).
    bool threatened(Point p) const { return foreseen(0, p) || foreseen(1, p); }

private:
    // Where `m` may be after each of its next kHorizon moves.
    void foresee(const KnownActor &m) {
        const auto mark = [&](int t, Point p) {
            forecast[std::size_t(t) * cost.size() + index(p)] = 1;
            lastForeseen = std::max(lastForeseen, t);
        };
        const MonsterRecord *rec = game.pack().monster(m.record);
        const bool vertical = rec && rec->ai == MonsterRecord::Ai::PatrolVertical;
        if (!rec || !(vertical || rec->ai == MonsterRecord::Ai::PatrolHorizontal)) {
            // It could go anywhere: the hero keeps off its cell and the cells beside it.
            cost[index(m.pos)] = 1;
            for (int t = 0; t <= kHorizon; ++t) {
                mark(t, m.pos);
                for (Direction d : kDirections)
                    if (t > 0 && canStep(map, m.pos, d, rules.movement))
                        mark(t, m.pos + offset(d));
            }
            return;
        }
        // A patrol: ahead along its lane, back at a wall or whatever blocks it. One that acts
        // only now and then (stepChance) may also stay where it is: its next move is foreseen
        // (where it is and where it may step), not the later ones, which soon cover its whole
        // lane and would keep the hero from ever crossing it; he looks again every turn.
        const Direction out = vertical ? Direction::S : Direction::E;
        const Direction heading = m.facing == out || m.facing == reverse(out) ? m.facing : out;
        const auto open = [&](Point p, Direction d) {
            const Point n = p + offset(d);
            const int c = ls.chestAt(n);
            return canStep(map, p, d, rules.movement) && (c < 0 || ls.chests[c].opened) &&
                   !(monsterAt(n) && n != m.pos);
        };
        const bool mayStay = rec->stepChance < 100;
        std::vector<std::pair<Point, Direction>> states{{m.pos, heading}};
        mark(0, m.pos);
        lanes[index(m.pos)] = mayStay;
        for (int t = 1; t <= kHorizon; ++t) {
            std::vector<std::pair<Point, Direction>> next;
            const auto add = [&](Point p, Direction d) {
                if (std::find(next.begin(), next.end(), std::pair{p, d}) == next.end())
                    next.emplace_back(p, d);
            };
            for (const auto &[p, d] : states) {
                if (mayStay)
                    add(p, d);
                if (open(p, d))
                    add(p + offset(d), d);
                else if (open(p, reverse(d)))
                    add(p + offset(reverse(d)), reverse(d));
                else
                    add(p, reverse(d));
            }
            states = std::move(next);
            for (const auto &st : states) {
                if (!mayStay || t == 1)
                    mark(t, st.first);
                if (mayStay)
                    lanes[index(st.first)] = 1;
            }
        }
    }
};

// Breadth first from the hero over known cells the pack's movement allows, to the nearest
// cell where `goal` holds (the hero's own cell included): the cells walked, the goal last
// (empty when the hero stands on one). Cells to avoid are only crossed when no way round them
// reaches a goal; a doorway (cost 3) only as the goal. nullopt when no goal can be reached.
//
// Where contact costs the hero the search runs in time as well (states are a cell and a turn,
// up to kHorizon): a step or a wait is taken only where no monster may be before or after its
// move, so the way found goes behind a patrol or waits for it to pass. A wait shows in the path
// as the same cell twice. Beyond the horizon the search goes on without the forecast.
template <typename Goal>
std::optional<std::vector<Point>> pathTo(const Scene &s, const Goal &goal) {
    const int cells = s.map.size();
    // The steps the pack allows (canStep refuses the diagonals of a 4-way pack anyway: not
    // trying them halves the search there).
    const std::vector<Direction> steps =
        s.rules.movement == 4 ? std::vector<Direction>(kOrthogonal.begin(), kOrthogonal.end())
                              : std::vector<Direction>(kDirections.begin(), kDirections.end());
    // The turns that matter: up to one after the forecast's last (from there on nothing is
    // foreseen and the search goes on in that last layer); one layer without a forecast.
    const int layers = s.lastForeseen >= 0 ? s.lastForeseen + 2 : 1;
    // The goal, asked once per cell when the search visits cells in several turns.
    std::vector<std::int8_t> isGoal(layers > 1 ? std::size_t(cells) : 0, -1);
    const auto reached = [&](int cell) {
        if (layers == 1)
            return goal(s.map.point(cell));
        std::int8_t &g = isGoal[std::size_t(cell)];
        if (g < 0)
            g = goal(s.map.point(cell)) ? 1 : 0;
        return g == 1;
    };
    for (const bool avoid : {true, false}) {
        // A state is t * cells + cell; `from` holds the state it was reached from.
        std::vector<int> from(std::size_t(layers) * std::size_t(cells), -1);
        const int start = s.map.index(s.hero);
        std::vector<int> queue{start};
        from[std::size_t(start)] = start;
        const auto enter = [&](int state, int previous) {
            if (from[std::size_t(state)] >= 0)
                return;
            from[std::size_t(state)] = previous;
            queue.push_back(state);
        };
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int state = queue[head];
            const int t = state / cells;
            const Point p = s.map.point(state % cells);
            if (reached(state % cells)) {
                std::vector<Point> path;
                for (int q = state; q != start; q = from[std::size_t(q)])
                    path.push_back(s.map.point(q % cells));
                std::reverse(path.begin(), path.end());
                return path;
            }
            const int nt = std::min(t + 1, layers - 1);
            const bool inTime = t < layers - 1;
            const unsigned open = stepMask(s.map, p, s.rules.movement); // canStep, all at once
            for (const Direction d : steps) {
                const Point n = p + offset(d);
                if ((open >> int(d) & 1u) == 0 || !s.known(n))
                    continue;
                const std::uint8_t c = s.costAt(n);
                if (c == 1 || (c == 3 && !reached(s.map.index(n))) || (avoid && s.avoided(n)))
                    continue;
                if (inTime && (s.foreseen(t, n) || s.foreseen(t + 1, n)))
                    continue;
                enter(nt * cells + s.map.index(n), state);
            }
            // A wait last: of two ways as short, the one that goes on first.
            if (inTime && !s.foreseen(t + 1, p))
                enter(nt * cells + state % cells, state);
        }
    }
    return std::nullopt;
}

// Whether a goal could be reached with no monster about: the known cells the pack's movement
// allows, round lava, chasms and closed chests, a doorway (room by room) only as the goal. Asked
// when pathTo found no way, it tells a way blocked by monsters (shoot or fight them, or wait for
// them to pass) from none at all.
template <typename Goal>
bool reachableWithoutMonsters(const Scene &s, const Goal &goal) {
    std::vector<std::uint8_t> seen(std::size_t(s.map.size()), 0);
    std::vector<Point> queue{s.hero};
    seen[s.index(s.hero)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Point p = queue[head];
        if (p != s.hero && goal(p))
            return true;
        for (const Direction d : kDirections) {
            const Point n = p + offset(d);
            if (!s.known(n) || seen[s.index(n)] || !canStep(s.map, p, d, s.rules.movement))
                continue;
            seen[s.index(n)] = 1;
            const std::uint8_t c = s.costAt(n);
            if ((c == 1 && !s.monsterAt(n)) || (c == 3 && !goal(n)))
                continue;
            queue.push_back(n);
        }
    }
    return false;
}

// A step that costs nothing and leads nowhere: to a free neighbour the pack's movement allows,
// out of a monster's way, off known traps and doorways (room by room, the steps that warm the
// doors); onto a trap only when nothing else is free.
std::optional<Direction> safeStep(const Scene &s) {
    for (const std::uint8_t cost : {std::uint8_t(0), std::uint8_t(2)})
        for (Direction d : kDirections) {
            const Point n = s.hero + offset(d);
            if (s.known(n) && canStep(s.map, s.hero, d, s.rules.movement) && s.costAt(n) == cost &&
                !s.threatened(n))
                return d;
        }
    return std::nullopt;
}

// The command that walks `path`: its first step, or (where the pack's travel is safe to use)
// a travel to its end, which the game cuts short when something shows up.
Command walk(const Scene &s, const std::vector<Point> &path) {
    if (path.front() == s.hero)
        return Command::of(Command::Kind::Wait); // a monster passes first
    if (!s.contact && !s.rooms && path.size() > 1 && !s.game.travelPath(path.back()).empty())
        return Command::travel(path.back());
    return Command::move(*directionBetween(s.hero, path.front()));
}

// A closed chest the hero could open from `p` (the direction), if any.
std::optional<Direction> chestBeside(const Scene &s, Point p) {
    for (Direction d : kDirections) {
        const Point n = p + offset(d);
        if (!s.known(n))
            continue;
        const int c = s.ls.chestAt(n);
        if (c >= 0 && !s.ls.chests[c].opened && canStep(s.map, p, d, s.rules.movement))
            return d;
    }
    return std::nullopt;
}

// Whether a pickup would take `item`: where equipment is found once (equipmentOnce), a piece
// found before stays on the floor (Game::doPickup).
bool takeable(const Scene &s, const QString &item) {
    if (!s.rules.equipmentOnce)
        return true;
    const ItemRecord *rec = s.game.pack().item(item);
    if (!rec || !rec->isEquipment())
        return true;
    const HeroState &hero = s.game.state().hero;
    return !s.game.state().foundEquipment.contains(item) && hero.inventory.count(item) == 0 &&
           hero.equipment.worn(rec->slot) != item;
}

// Vaults' shops (docs/rules.md "Vaults"): an item for sale is worth buying when the hero has
// the gold and it is something he uses (medicine, scrolls, wands, thrown weapons) or a key.
bool worthBuying(const Scene &s, const FloorItem &item) {
    const ItemRecord *rec = s.game.pack().item(item.item);
    return rec && s.game.state().hero.gold >= item.price && (rec->isUsable() || rec->isKey());
}

bool takeableHere(const Scene &s, Point p) {
    for (const FloorItem &item : s.ls.items)
        if (item.pos == p && s.known(p) && takeable(s, item.item) &&
            (item.price == 0 || (s.buys && worthBuying(s, item))))
            return true;
    return false;
}

// Vaults' locked doors (engine/Vaults.h): the game opens one the hero walks into straight when
// he carries a key, or from within a vault (a cell cut off from the arrival).
bool opensLocks(const Scene &s) {
    const auto &tiles = s.map.tiles();
    if (std::find(tiles.begin(), tiles.end(), Tile::LockedDoor) == tiles.end())
        return false;
    for (const Inventory::Stack &st : s.game.state().hero.inventory.stacks())
        if (const ItemRecord *rec = s.game.pack().item(st.item); rec && rec->isKey())
            return true;
    return !doors::reaches(s.map, s.ls.level.arrival, s.hero, s.rules.movement);
}

// A known locked door straight beside `p`, if any (the direction).
std::optional<Direction> lockBeside(const Scene &s, Point p) {
    for (Direction d : kOrthogonal)
        if (const Point n = p + offset(d); s.known(n) && s.map.at(n) == Tile::LockedDoor)
            return d;
    return std::nullopt;
}

// What the searches ask of every cell they visit, by cell: whether a closed chest is beside
// (chestBeside) and something to take is on it; the chests, chips and items are read once.
struct Finds {
    const Scene &s;
    std::vector<std::uint8_t> closedChest; // the first chest listed on the cell is closed
    std::vector<std::uint8_t> toTake;      // a chip not taken (the first listed), or takeableHere
    std::vector<std::uint8_t> nearChest;   // a closed chest is one of the cell's neighbours

    explicit Finds(const Scene &scene)
        : s(scene)
        , closedChest(std::size_t(scene.map.size()), 0)
        , toTake(std::size_t(scene.map.size()), 0)
        , nearChest(std::size_t(scene.map.size()), 0) {
        // Backwards, so that the first listed on a cell is written last (chestAt, chipAt).
        for (qsizetype i = s.ls.chests.size() - 1; i >= 0; --i)
            if (s.map.inBounds(s.ls.chests[i].pos))
                closedChest[s.index(s.ls.chests[i].pos)] = !s.ls.chests[i].opened;
        for (const ChestState &c : s.ls.chests)
            if (s.map.inBounds(c.pos) && closedChest[s.index(c.pos)])
                for (Direction d : kDirections)
                    if (s.map.inBounds(c.pos + offset(d)))
                        nearChest[s.index(c.pos + offset(d))] = 1;
        for (qsizetype i = s.ls.chips.size() - 1; i >= 0; --i)
            if (s.map.inBounds(s.ls.chips[i].pos))
                toTake[s.index(s.ls.chips[i].pos)] = !s.ls.chips[i].taken;
        for (const FloorItem &item : s.ls.items)
            if (s.map.inBounds(item.pos) && !toTake[s.index(item.pos)])
                toTake[s.index(item.pos)] = takeableHere(s, item.pos);
    }
    bool chestBeside(Point p) const {
        if (!nearChest[s.index(p)])
            return false;
        for (Direction d : kDirections) {
            const Point n = p + offset(d);
            if (s.known(n) && closedChest[s.index(n)] && canStep(s.map, p, d, s.rules.movement))
                return true;
        }
        return false;
    }
    bool somethingToTake(Point p) const { return s.known(p) && toTake[s.index(p)]; }
    // A neighbour of `p` is on the map and unknown.
    bool besideUnknown(Point p) const {
        const int w = s.map.width();
        if (p.x <= 0 || p.y <= 0 || p.x >= w - 1 || p.y >= s.map.height() - 1) {
            for (Direction d : kDirections)
                if (s.map.inBounds(p + offset(d)) && !s.known(p + offset(d)))
                    return true;
            return false;
        }
        const std::uint8_t *e = s.ls.explored.data() + s.index(p);
        return (e[-w - 1] == 0) | (e[-w] == 0) | (e[1 - w] == 0) | (e[-1] == 0) | (e[1] == 0) |
               (e[w - 1] == 0) | (e[w] == 0) | (e[w + 1] == 0);
    }
};

// The door the hero came into this room by: the one he arrived inside.
const DoorInfo *entryDoor(const Scene &s) {
    for (const DoorInfo &d : s.ls.level.doors)
        if (d.at - step(d.side) == s.ls.level.arrival)
            return &d;
    return nullptr;
}

AutoPlay::Answer command(Command c) {
    return {c, AutoPlay::Reason::None};
}

AutoPlay::Answer none(AutoPlay::Reason why) {
    return {std::nullopt, why};
}

// What lies underfoot is taken and a closed chest beside is opened (DCSS's autopickup). The
// checks are the game's own (Game::doPickup, Game::doInteract), so nothing is refused.
std::optional<Command> takeWhatIsHere(const Scene &s) {
    if (takeableHere(s, s.hero))
        return Command::of(Command::Kind::Pickup);
    if (const auto d = chestBeside(s, s.hero))
        return Command{Command::Kind::Interact, *d, {}, {}};
    return std::nullopt;
}

AutoPlay::Answer exploreRooms(const Scene &s) {
    // Room by room: what the room offers first (chests, things to pick up), then a door other
    // than the one the hero came in by, and that one only when no other can be reached. The
    // dungeon's last room leads nowhere.
    if (const auto take = takeWhatIsHere(s))
        return command(*take);
    // Patience: a chest the monsters keep the hero from (a small room, two patrols across the
    // way) is left after some steps in the room, rather than dodged round for ever, and a room
    // whose other doors are out of reach is left by the door the hero came in by.
    // Waiting counts too (a fungus drifting to and fro in the only way out of a corner), read
    // from the log: the turns since the hero entered the room.
    int turnsHere = s.game.state().turn;
    const QList<LogEntry> &log = s.game.state().log;
    for (qsizetype i = log.size() - 1; i >= 0; --i)
        if (log[i].kind == LogEntry::Kind::EnteredRoom) {
            turnsHere = s.game.state().turn - log[i].turn;
            break;
        }
    const bool patient = std::max(s.ls.heroSteps, turnsHere) < 4 * (s.map.width() + s.map.height());
    // In the dungeon's last room there is no door to leave by: no patience runs out there (the
    // homework's Heart, taken after a long fight with its Warden).
    const bool last = s.game.state().depth >= s.rules.depth;
    const std::optional<Finds> finds =
        patient || last ? std::optional<Finds>(std::in_place, s) : std::nullopt;
    const auto worth = [&](Point p) { return finds->chestBeside(p) || finds->somethingToTake(p); };
    if (const auto path = patient || last ? pathTo(s, worth) : std::nullopt; path && !path->empty())
        return command(walk(s, *path));
    if (last)
        return none(AutoPlay::Reason::NothingLeft);
    const DoorInfo *entry = entryDoor(s);
    for (const bool other : {true, false}) {
        if (other && !patient)
            continue; // out of patience: the nearest door, the entry too
        const auto isDoor = [&](Point p) {
            for (const DoorInfo &d : s.ls.level.doors)
                if (d.at == p && (!other || &d != entry))
                    return true;
            return false;
        };
        const auto path = pathTo(s, isDoor);
        if (!path)
            continue;
        if (!path->empty() && (path->size() > 1 || s.warm))
            return command(walk(s, *path));
        if (path->empty() && s.warm) {
            // In the doorway, the door warm: on through it.
            for (const DoorInfo &d : s.ls.level.doors)
                if (d.at == s.hero)
                    return command(Command::move(sideDirection(d.side)));
        }
        // The door does not lead on yet: steps in the room first (never into a monster); with
        // no free cell beside the hero, onto the doorway and back (a step counts however short),
        // or a turn's wait.
        if (const auto d = safeStep(s))
            return command(Command::move(*d));
        if (path->size() == 1 && path->front() != s.hero)
            return command(Command::move(*directionBetween(s.hero, path->front())));
        return command(Command::of(Command::Kind::Wait));
    }
    const auto anyDoor = [&](Point p) {
        return std::any_of(s.ls.level.doors.begin(), s.ls.level.doors.end(),
                           [&](const DoorInfo &d) { return d.at == p; });
    };
    return none(reachableWithoutMonsters(s, anyDoor) ? AutoPlay::Reason::Blocked
                                                     : AutoPlay::Reason::NoWay);
}

AutoPlay::Answer explore(const Scene &s) {
    if (s.rooms)
        return exploreRooms(s);
    if (const auto take = takeWhatIsHere(s))
        return command(*take);
    const bool opens = opensLocks(s);
    if (opens)
        if (const auto d = lockBeside(s, s.hero))
            return command(Command::move(*d));
    // The nearest known cell beside the unknown, or with something to take or open.
    const Finds finds(s);
    const auto worth = [&](Point p) {
        if (opens && p != s.hero && lockBeside(s, p))
            return true;
        if (p == s.hero)
            return false;
        return finds.besideUnknown(p) || finds.chestBeside(p) || finds.somethingToTake(p);
    };
    const auto path = pathTo(s, worth);
    if (!path && reachableWithoutMonsters(s, worth))
        return none(AutoPlay::Reason::Blocked);
    if (!path || path->empty())
        return none(AutoPlay::Reason::NothingLeft);
    return command(walk(s, *path));
}

// Where a blow can be struck from: a cell beside the monster that the pack's movement lets the
// hero step from into it (straight where moves are 4-way, never round a corner).
std::optional<Direction> blowFrom(const Scene &s, Point p, Point monster) {
    const auto d = directionBetween(p, monster);
    if (d && canStep(s.map, p, *d, s.rules.movement))
        return d;
    return std::nullopt;
}

// Where a bolt can be fired from: a cell in line with the monster (orthogonal, or diagonal in
// an 8-way pack), not beside it (unless `beside`), with nothing between. The shot flies as the
// game's does (Game::flyBolt): never into a wall, tall grass or a shut door, so a monster in the
// grass or inside a wall (a wraith passing through) is not shot at.
std::optional<Direction> shotFrom(const Scene &s, Point p, Point monster, bool beside = false) {
    const int dx = monster.x - p.x, dy = monster.y - p.y;
    const int dist = std::max(std::abs(dx), std::abs(dy));
    if (dist < (beside ? 1 : 2) ||
        (dx != 0 && dy != 0 && (std::abs(dx) != std::abs(dy) || s.rules.movement == 4)))
        return std::nullopt;
    const Point unit{dx == 0 ? 0 : dx / std::abs(dx), dy == 0 ? 0 : dy / std::abs(dy)};
    const auto d = directionBetween(p, p + unit);
    for (Point q = p; q != monster; q = q + unit) {
        if (!canStep(*s.shots, q, *d, 8))
            return std::nullopt;
        const Point next = q + unit;
        if (next != monster && (s.monsterAt(next) || s.ls.chestAt(next) >= 0))
            return std::nullopt;
    }
    return d;
}

// The monsters Fight may choose: not one waiting after a battle (the maze-duel report: the
// game refuses to fight it), and, when `chase` is false, not one running away (at the hero's
// own speed it is never caught: a bot would follow it round a loop of corridors for ever).
QList<Point> targetsOf(const Scene &s, bool chase = true, bool guards = true) {
    QList<Point> targets;
    for (const KnownActor &m : s.monsters) {
        const MonsterRecord *rec = s.game.pack().monster(m.record);
        if (m.mode != Actor::Mode::Wait && (chase || m.mode != Actor::Mode::Flee) &&
            (guards || !rec || rec->ai != MonsterRecord::Ai::Guard))
            targets.append(m.pos);
    }
    return targets;
}

// `chase` false: not after a monster running away, nor one more than kNear steps away (whose way
// round may take it out of sight, and the hero back to exploring, turn after turn); `guards`
// false: not after a guard, which keeps to its post.
constexpr std::size_t kNear = 4;

AutoPlay::Answer fight(const Scene &s, bool chase = true, bool guards = true) {
    const QList<Point> targets = targetsOf(s, chase, guards);
    if (targets.isEmpty())
        return none(AutoPlay::Reason::NoMonster);
    // Room by room a doorway is never a place to fight from: a step onto it may lead on, and
    // the fight key took the hero out of the room mid-fight (a goblin archer beside the door).
    const auto doorway = [&](Point p) { return s.rooms && s.costAt(p) == 3; };
    if (s.contact) {
        if (!s.rules.bolts)
            return none(AutoPlay::Reason::NoWay);
        // Bumping costs the hero: the bolt, from a cell in line with a monster.
        const auto inLine = [&](Point p) {
            if (doorway(p))
                return false;
            for (const Point &m : targets)
                if (shotFrom(s, p, m))
                    return true;
            return false;
        };
        const auto path = pathTo(s, inLine);
        if (!path) {
            // No cell in line to go to (pinned in a corner, a golem on two sides): one beside
            // and in line is shot where the hero stands.
            for (const Point &m : targets)
                if (const auto d = shotFrom(s, s.hero, m, true))
                    return command(Command{Command::Kind::Fire, *d, {}, {}});
            return none(AutoPlay::Reason::NoWay);
        }
        if (!path->empty())
            return command(walk(s, *path));
        for (const Point &m : targets)
            if (const auto d = shotFrom(s, s.hero, m))
                return command(Command{Command::Kind::Fire, *d, {}, {}});
        return none(AutoPlay::Reason::NoWay);
    }
    const auto inReach = [&](Point p) {
        if (doorway(p))
            return false;
        for (const Point &m : targets)
            if (blowFrom(s, p, m))
                return true;
        return false;
    };
    const auto path = pathTo(s, inReach);
    if (!path || (!chase && path->size() > kNear))
        return none(AutoPlay::Reason::NoWay);
    // Not after one the first step would lose sight of (an archer seen past the edge of tall
    // grass from one cell and not from the next): back out of sight, the bot went on exploring,
    // back into it, and so to and fro.
    if (!chase && !path->empty() && std::none_of(targets.begin(), targets.end(), [&](Point m) {
            return blowFrom(s, path->back(), m) &&
                   MonsterAi::lineOfSight(*s.shots, path->front(), m);
        }))
        return none(AutoPlay::Reason::NoWay);
    if (!path->empty())
        return command(Command::move(*directionBetween(s.hero, path->front())));
    for (const Point &m : targets)
        if (const auto d = blowFrom(s, s.hero, m))
            return command(Command::move(*d));
    return none(AutoPlay::Reason::NoWay);
}

// Whether the level still has somewhere to go (a known cell beside the unknown, or the known
// way down): asked after explore and the stairs found no way, so it is cut off.
bool somewhereCutOff(const Scene &s) {
    const std::optional<Point> down = s.ls.level.stairsDown;
    if (down && s.known(*down) && *down != s.hero)
        return true;
    for (int i = 0; i < s.map.size(); ++i) {
        const Point p = s.map.point(i);
        if (!s.known(p) || !s.map.passable(p))
            continue;
        for (Direction d : kDirections)
            if (s.map.inBounds(p + offset(d)) && !s.known(p + offset(d)))
                return true;
    }
    return false;
}

AutoPlay::Answer stairs(const Scene &s, bool down) {
    if (s.rooms) {
        if (!down)
            return none(AutoPlay::Reason::NoStairs);
        // Room by room the way on is a door: explore leaves by one once the room is done.
        return exploreRooms(s);
    }
    const std::optional<Point> at = down ? s.ls.level.stairsDown : s.ls.level.stairsUp;
    if (!at || !s.known(*at))
        return none(AutoPlay::Reason::NoStairs);
    if (*at == s.hero)
        return command(Command::of(down ? Command::Kind::Descend : Command::Kind::Climb));
    const auto isStairs = [&](Point p) { return p == *at; };
    const auto path = pathTo(s, isStairs);
    if (!path)
        return none(reachableWithoutMonsters(s, isStairs) ? AutoPlay::Reason::Blocked
                                                          : AutoPlay::Reason::NoWay);
    return command(walk(s, *path));
}

// What `item` would restore to `hero` now (Game::doUse and the battle screen try it the same
// way); nullopt when the game would refuse it.
std::optional<std::pair<qint64, qint64>> restored(const Game &game, const ItemRecord &item) {
    Combatant trial = game.hero();
    if (!applyMedicine(trial, item, game.pack().ruleset))
        return std::nullopt;
    return std::pair{trial.hp - game.hero().hp, trial.mp - game.hero().mp};
}

// The medicine that helps most now: the most HP restored, then the most MP, then the least
// waste (so of two draughts that both mend the wound, the smaller).
AutoPlay::Answer drink(const Game &game) {
    std::optional<Command> best;
    std::tuple<qint64, qint64, qint64> bestScore{};
    for (const Inventory::Stack &st : game.state().hero.inventory.stacks()) {
        const ItemRecord *item = game.pack().item(st.item);
        if (!item || item->kind != ItemRecord::Kind::Medicine || st.count <= 0)
            continue;
        if (!game.isKnown(st.item)) // an unknown potion is no medicine to count on
            continue;
        const auto gain = restored(game, *item);
        if (!gain)
            continue;
        const qint64 waste =
            item->restores[Stat::Hp] - gain->first + item->restores[Stat::Mp] - gain->second;
        const std::tuple<qint64, qint64, qint64> score{gain->first, gain->second, -waste};
        if (!best || score > bestScore) {
            best = Command::withId(Command::Kind::Use, st.item);
            bestScore = score;
        }
    }
    if (!best)
        return none(AutoPlay::Reason::NothingHelps);
    return command(*best);
}

// Hurt below 60 % with a monster in view: a wand with charges at the nearest one, when the game
// would zap it (in view, in line where moves are 4-way).
// Whether using it lets a cloud out (engine/Clouds.h).
bool makesCloud(const ItemRecord &item) {
    return std::any_of(item.effects.begin(), item.effects.end(),
                       [](const MapEffect &e) { return MapEffect::isCloud(e.kind); });
}

std::optional<Command> zapWand(const Scene &s, qint64 hp, qint64 max) {
    if (s.monsters.isEmpty() || hp * 100 >= max * 60)
        return std::nullopt;
    const HeroState &hero = s.game.state().hero;
    const KnownActor *nearest = nullptr;
    for (const KnownActor &m : s.monsters)
        if (!nearest || chebyshev(m.pos, s.hero) < chebyshev(nearest->pos, s.hero))
            nearest = &m;
    for (const Inventory::Stack &st : hero.inventory.stacks()) {
        const ItemRecord *item = s.game.pack().item(st.item);
        if (!item || !item->isWand() || hero.charges.value(st.item) <= 0)
            continue;
        if (makesCloud(*item) && chebyshev(nearest->pos, s.hero) < 3)
            continue; // its cloud would reach the hero at once
        const Command zap = Command::useAt(st.item, nearest->pos);
        if (!s.game.refusal(zap))
            return zap;
    }
    return std::nullopt;
}

// Standing in a cloud that would hurt him: a step on the way to the nearest known cell clear of
// harmful clouds.
std::optional<Command> outOfCloud(const Scene &s) {
    const CloudCell *here = clouds::at(s.ls, s.hero);
    if (!here || !clouds::harms(*here))
        return std::nullopt;
    const auto path = pathTo(s, [&](Point p) {
        const CloudCell *c = clouds::at(s.ls, p);
        return s.map.passable(p) && !(c && clouds::harms(*c));
    });
    if (path && !path->empty())
        return walk(s, *path);
    return std::nullopt;
}

// A known cloud wand with charges, and a monster in view three cells off or more with another
// within two cells of it: the cloud is let out on the group (never so near that it reaches the
// hero at once).
std::optional<Command> cloudOnGroup(const Scene &s) {
    const HeroState &hero = s.game.state().hero;
    for (const Inventory::Stack &st : hero.inventory.stacks()) {
        const ItemRecord *item = s.game.pack().item(st.item);
        if (!item || !item->isWand() || !makesCloud(*item) || !s.game.isKnown(st.item) ||
            hero.charges.value(st.item) <= 0)
            continue;
        for (const KnownActor &m : s.monsters) {
            if (chebyshev(m.pos, s.hero) < 3)
                continue;
            const bool group =
                std::any_of(s.monsters.begin(), s.monsters.end(), [&](const KnownActor &o) {
                    return o.pos != m.pos && chebyshev(o.pos, m.pos) <= 2;
                });
            if (!group)
                continue;
            const Command zap = Command::useAt(st.item, m.pos);
            if (!s.game.refusal(zap))
                return zap;
        }
    }
    return std::nullopt;
}

// A monster in view two cells away or more, on a clear line within reach, and a thrown weapon
// carried: one is thrown at the nearest such (the bot picks it up again as it explores).
std::optional<Command> throwAt(const Scene &s) {
    const HeroState &hero = s.game.state().hero;
    for (const Inventory::Stack &st : hero.inventory.stacks()) {
        const ItemRecord *item = s.game.pack().item(st.item);
        if (!item || !item->isThrown() || st.count <= 0)
            continue;
        const KnownActor *best = nullptr;
        for (const KnownActor &m : s.monsters) {
            const int far = chebyshev(m.pos, s.hero);
            if (far < 2 || far > item->range || (best && far >= chebyshev(best->pos, s.hero)))
                continue;
            // The line must reach it: nothing but open floor before it.
            const std::vector<Point> line = s.game.aimLine(m.pos);
            bool clear = false;
            for (const Point &p : line) {
                if (p == m.pos) {
                    clear = true;
                    break;
                }
                if (!s.map.passable(p) || s.ls.actorAt(p) >= 0)
                    break;
            }
            if (clear)
                best = &m;
        }
        if (!best)
            continue;
        const Command toss = Command::useAt(st.item, best->pos);
        if (!s.game.refusal(toss))
            return toss;
    }
    return std::nullopt;
}

// What a potion or scroll with effects is good for to the bot, by its effects on the hero: to get
// away (teleport, invisibility, descent, haste), to learn the level (mapping, sensing), or
// nothing it would choose (an effect that harms the hero or calls monsters: never used), or to
// know what it carries (identify).
enum class Purpose { None, Escape, Knowledge, Identify };

Purpose purposeOf(const QList<MapEffect> &effects) {
    using K = MapEffect::Kind;
    Purpose p = Purpose::None;
    for (const MapEffect &e : effects) {
        if (e.needsAim())
            return Purpose::None; // the bot does not aim scrolls
        switch (e.kind) {
        case K::Teleport:
        case K::Invisibility:
        case K::Descend:
        case K::Haste:
            if (e.on != MapEffect::Target::Self)
                return Purpose::None;
            p = Purpose::Escape;
            break;
        case K::MagicMapping:
        case K::DetectItems:
        case K::DetectMonsters:
            if (p == Purpose::None || p == Purpose::Identify)
                p = Purpose::Knowledge;
            break;
        case K::Identify:
            if (p == Purpose::None)
                p = Purpose::Identify;
            break;
        case K::Fear:
        case K::Slow:
        case K::Sleep:
        case K::Paralyse:
        case K::Confuse:
        case K::Damage:
        case K::Poison:
        case K::Burn:
            if (e.on == MapEffect::Target::Self)
                return Purpose::None;
            p = Purpose::Escape; // a scroll of dread, of slumber on all in view
            break;
        default:
            return Purpose::None;
        }
    }
    return p;
}

Purpose purposeOf(const ItemRecord &item) {
    if (item.isWand() || item.isThrown() || !item.restores.isZero())
        return Purpose::None;
    return purposeOf(item.effects);
}

// The first carried potion or scroll for `purpose` that the game would use now, else an effect
// spell for it that the hero may cast (a scroll is kept while MP will do).
std::optional<Command> itemFor(const Game &game, Purpose purpose) {
    for (const Inventory::Stack &st : game.state().hero.inventory.stacks()) {
        const ItemRecord *item = game.pack().item(st.item);
        // What it is for is known only once the kind is.
        if (!item || !game.isKnown(st.item) || purposeOf(*item) != purpose)
            continue;
        const Command use = Command::withId(Command::Kind::Use, st.item);
        if (!game.refusal(use))
            return use;
    }
    for (const SpellRecord &spell : game.pack().spells) {
        if (spell.type != SpellRecord::Type::Effect || purposeOf(spell.effects) != purpose)
            continue;
        // Sensing spells are cast for the map only (detection would be cast again and again).
        if (purpose == Purpose::Knowledge &&
            std::none_of(spell.effects.begin(), spell.effects.end(), [](const MapEffect &e) {
                return e.kind == MapEffect::Kind::MagicMapping;
            }))
            continue;
        const Command cast = Command::withId(Command::Kind::Cast, spell.id);
        if (!game.refusal(cast))
            return cast;
    }
    return std::nullopt;
}

// An unknown potion carried (the first, in the inventory's order), to be tried so that the bot
// learns what it is: when healthy and alone, or as a last hope.
std::optional<Command> unknownMedicine(const Game &game) {
    for (const Inventory::Stack &st : game.state().hero.inventory.stacks()) {
        const ItemRecord *item = game.pack().item(st.item);
        if (item &&
            (item->kind == ItemRecord::Kind::Medicine ||
             (item->kind == ItemRecord::Kind::Scroll && !item->needsAim())) &&
            st.count > 0 && !game.isKnown(st.item))
            return Command::withId(Command::Kind::Use, st.item);
    }
    return std::nullopt;
}

// The strongest heal spell the hero may cast now (on the map or in a battle), if any.
std::optional<Command> healSpell(const Game &game) {
    const Combatant &hero = game.hero();
    const SpellRecord *best = nullptr;
    for (const SpellRecord &spell : game.pack().spells)
        if (spell.type == SpellRecord::Type::Heal &&
            canCast(hero, spell, game.pack().ruleset, Caster::Hero) &&
            (!best || spellStrength(spell, hero) > spellStrength(*best, hero)))
            best = &spell;
    if (!best)
        return std::nullopt;
    return Command::withId(Command::Kind::Cast, best->id);
}

// What a worn piece is worth to the bot: its tier, then the sum of its bonuses less two for each
// cell of noise it adds (a loud piece wakes the level; a quiet one is worth a little more).
std::pair<int, qint64> worth(const ItemRecord *item) {
    if (!item)
        return {0, 0};
    qint64 sum = 0;
    for (int i = 0; i < kStatCount; ++i)
        sum += item->bonus[Stat(i)];
    return {item->tier, sum - 2 * item->noise};
}

// A piece carried that is better than the one worn in its slot (the first such, in the bag's
// order). A two-handed weapon leaves no hand for a bow (docs/rules.md "Two-handed weapons"): the
// bot keeps the bow, so it wears one only with no ranged weapon worn or carried, and a bow goes
// on over it.
std::optional<Command> betterEquipment(const Game &game) {
    const HeroState &hero = game.state().hero;
    const auto ranged = [&](const Inventory::Stack &st) {
        const ItemRecord *item = game.pack().item(st.item);
        return item && item->slot == ItemRecord::Slot::Ranged;
    };
    const bool bow =
        !hero.equipment.isEmpty(ItemRecord::Slot::Ranged) ||
        std::any_of(hero.inventory.stacks().begin(), hero.inventory.stacks().end(), ranged);
    for (const Inventory::Stack &st : hero.inventory.stacks()) {
        const ItemRecord *item = game.pack().item(st.item);
        if (!item || !item->isEquipment() || st.count <= 0 || (item->twoHanded && bow))
            continue;
        const ItemRecord *worn = game.pack().item(hero.equipment.worn(item->slot));
        if (worn && worn->twoHanded && bow) // a bow is carried: the two-handed weapon goes
            worn = nullptr;
        if (worth(item) > worth(worn))
            return Command::withId(Command::Kind::Equip, st.item);
    }
    return std::nullopt;
}

// Room by room, a bolt is worth its cost only when the hero can afford the worst a shot and a
// collision can take: twice the largest bolt cost and contact of the monsters in view.
// The worn bow (or sling), when there is one.
const ItemRecord *bowWorn(const Scene &s) {
    return s.game.pack().item(s.game.state().hero.equipment.worn(ItemRecord::Slot::Ranged));
}

// Whether the hero should swap before striking a monster beside him: the bow is in hand and a
// melee weapon waits on his belt.
bool bowInHandForBlows(const Scene &s) {
    const HeroState &hero = s.game.state().hero;
    return hero.rangedInHand && !hero.equipment.isEmpty(ItemRecord::Slot::Melee);
}

// With a bow worn and no monster beside him, a monster in line and within its reach is shot at
// (the bow taken in hand first, a turn): archers that keep their distance are fought back, not
// walked after for ever.
std::optional<Command> bowShot(const Scene &s) {
    const ItemRecord *bow = bowWorn(s);
    if (!bow)
        return std::nullopt;
    for (const KnownActor &m : s.monsters)
        if (chebyshev(m.pos, s.hero) <= 1)
            return std::nullopt;
    for (const Point &m : targetsOf(s)) {
        if (chebyshev(m, s.hero) > bow->range)
            continue;
        if (const auto d = shotFrom(s, s.hero, m)) {
            if (!s.game.state().hero.rangedInHand)
                return Command::of(Command::Kind::Swap);
            return Command{Command::Kind::Fire, *d, {}, {}};
        }
    }
    return std::nullopt;
}

bool canAffordBolts(const Scene &s) {
    const int depth = s.game.state().depth;
    qint64 worst = s.rules.boltCost.atDepthCached(depth).maximum();
    qint64 contact = 0;
    for (const KnownActor &m : s.monsters)
        if (const MonsterRecord *rec = s.game.pack().monster(m.record); rec && rec->contact.isSet())
            contact = std::max(contact, rec->contact.atDepthCached(depth).maximum());
    worst += contact;
    return s.game.hero().hp > 2 * worst;
}

// Monster tricks (docs/rules.md "Monster tricks"). A thief running with the hero's things is
// shot when it stands in line (it is not chased: it runs at least as fast as he walks).
std::optional<Command> shootThief(const Scene &s) {
    // With the bow in hand the shot is the bow's, as far as it reaches; else the ruleset's bolt.
    const ItemRecord *bow = s.game.state().hero.rangedInHand ? bowWorn(s) : nullptr;
    if (!bow && (!s.rules.bolts || !canAffordBolts(s)))
        return std::nullopt;
    for (const KnownActor &m : s.monsters) {
        const MonsterRecord *rec = s.game.pack().monster(m.record);
        if (bow && chebyshev(m.pos, s.hero) > bow->range)
            continue;
        if (rec && rec->trick(MonsterTrick::Kind::Steal) && m.mode == Actor::Mode::Flee)
            if (const auto d = shotFrom(s, s.hero, m.pos))
                return Command{Command::Kind::Fire, *d, {}, {}};
    }
    return std::nullopt;
}

// A monster beside the hero whose burst on death could kill him now: a step to a free cell out
// of every such burst's reach (he shoots or strikes it later, healthier or from afar); nullopt
// when none is beside him or no such cell is free.
std::optional<Direction> awayFromBursts(const Scene &s) {
    const int depth = s.game.state().depth;
    const qint64 hp = s.game.hero().hp;
    QList<std::pair<Point, int>> bursts;
    bool beside = false;
    for (const KnownActor &m : s.monsters) {
        const MonsterRecord *rec = s.game.pack().monster(m.record);
        const MonsterTrick *t = rec ? rec->trick(MonsterTrick::Kind::Explode) : nullptr;
        if (!t || t->amount.atDepthCached(depth).maximum() < hp)
            continue;
        bursts.append({m.pos, t->radius});
        beside |= chebyshev(m.pos, s.hero) <= t->radius;
    }
    if (!beside)
        return std::nullopt;
    for (Direction d : kDirections) {
        const Point p = s.hero + offset(d);
        if (!canStep(s.map, s.hero, d, s.rules.movement) || s.monsterAt(p) || s.ls.chestAt(p) >= 0)
            continue;
        const bool clear = std::all_of(bursts.begin(), bursts.end(), [&](const auto &b) {
            return chebyshev(b.first, p) > b.second;
        });
        if (clear)
            return d;
    }
    return std::nullopt;
}

// A step out of reach of the monsters beside the hero when they all are guards (which keep to
// their post); nullopt when one is not, or no cell out of reach is free.
std::optional<Direction> awayFromGuards(const Scene &s) {
    bool beside = false;
    for (const KnownActor &m : s.monsters) {
        if (!blowFrom(s, s.hero, m.pos))
            continue;
        const MonsterRecord *rec = s.game.pack().monster(m.record);
        if (!rec || rec->ai != MonsterRecord::Ai::Guard)
            return std::nullopt;
        beside = true;
    }
    if (!beside)
        return std::nullopt;
    for (Direction d : kDirections) {
        const Point n = s.hero + offset(d);
        if (!s.known(n) || !canStep(s.map, s.hero, d, s.rules.movement) || s.monsterAt(n) ||
            s.ls.chestAt(n) >= 0)
            continue;
        const bool inReach =
            std::any_of(s.monsters.begin(), s.monsters.end(), [&](const KnownActor &m) {
                return std::max(std::abs(m.pos.x - n.x), std::abs(m.pos.y - n.y)) <= 1;
            });
        if (!inReach)
            return d;
    }
    return std::nullopt;
}

// When hurt: the draught that mends most, else the strongest heal spell, else a mana draught
// when a heal spell lacks only MP (the balance simulation's policy, autoHeroAction); nothing
// when none of them leads to HP.
std::optional<Command> healing(const Game &game) {
    const AutoPlay::Answer best = drink(game);
    const ItemRecord *item = best.command ? game.pack().item(best.command->id) : nullptr;
    if (item && restored(game, *item).value_or(std::pair<qint64, qint64>{}).first > 0)
        return best.command;
    if (const auto spell = healSpell(game))
        return spell;
    const Combatant &hero = game.hero();
    const bool lacksOnlyMp =
        !isSilenced(hero) && std::any_of(game.pack().spells.begin(), game.pack().spells.end(),
                                         [&](const SpellRecord &sp) {
                                             return sp.type == SpellRecord::Type::Heal &&
                                                    isUnlocked(sp, hero, game.pack().ruleset) &&
                                                    hero.mp < sp.mp;
                                         });
    if (lacksOnlyMp && item &&
        restored(game, *item).value_or(std::pair<qint64, qint64>{}).second > 0)
        return best.command;
    return unknownMedicine(game); // nothing known helps: a potion not yet known might
}

AutoPlay::Answer battleTurn(const Game &game) {
    const qint64 hp = game.hero().hp;
    const qint64 max = game.heroMaxHp();
    if (hp * 100 < max * 35) {
        if (const auto heal = healing(game))
            return command(*heal);
        if (hp * 100 < max * 15)
            return command(Command::of(Command::Kind::Escape));
    }
    return command(Command::of(Command::Kind::Attack));
}

// Secret doors (the ruleset's secretDoorPercent): with nothing left to explore or fight and no
// way down, search, beside the known dead ends first. The bot keeps no memory: the searches in
// the game's commands so far say where it searches now (kSearchesPerSpot at each dead end in
// reading order, then on round), so it moves on and never stands searching in one place.
constexpr qsizetype kSearchesPerSpot = 5;

AutoPlay::Answer searchForDoors(const Scene &s) {
    if (s.rules.secretDoorPercent <= 0 || s.rooms)
        return none(AutoPlay::Reason::NothingLeft);
    QList<Point> spots;
    for (int i = 0; i < s.map.size(); ++i) {
        const Point p = s.map.point(i);
        if (s.known(p) && s.map.passable(p) && analysis::openNeighbours(s.map, p) == 1)
            spots.append(p);
    }
    qsizetype searches = 0;
    for (const Command &c : s.game.commands())
        searches += c.kind == Command::Kind::Search ? 1 : 0;
    if (!spots.isEmpty()) {
        const Point spot = spots[(searches / kSearchesPerSpot) % spots.size()];
        const auto path = pathTo(s, [&](Point p) { return p == spot; });
        if (spot != s.hero && path && !path->empty())
            return command(walk(s, *path));
    }
    return command(Command::of(Command::Kind::Search));
}

} // namespace

AutoPlay::Answer AutoPlay::next(const Game &game, Goal goal) {
    if (game.isOver())
        return none(Reason::GameOver);
    if (goal == Goal::Drink)
        return drink(game);
    if (game.state().battle)
        return none(Reason::InBattle);
    const Scene s(game);
    switch (goal) {
    case Goal::Explore:
        return explore(s);
    case Goal::Fight:
        return fight(s);
    case Goal::StairsDown:
        return stairs(s, true);
    case Goal::StairsUp:
        return stairs(s, false);
    case Goal::Drink:
        break;
    }
    return none(Reason::NothingLeft);
}

std::optional<Command> AutoPlay::betterToWear(const Game &game) {
    if (game.isOver() || game.state().battle)
        return std::nullopt;
    return betterEquipment(game);
}

std::optional<Command> AutoPlay::autoPickup(const Game &game) {
    if (game.isOver() || game.state().battle)
        return std::nullopt;
    const Point hero = game.state().hero.pos;
    for (const FloorItem &item : game.level().items) {
        if (item.pos != hero || item.price > 0)
            continue;
        const ItemRecord *rec = game.pack().item(item.item);
        if (rec && !rec->isEquipment())
            return Command::of(Command::Kind::Pickup);
    }
    return std::nullopt;
}

AutoPlay::Answer AutoPlay::play(const Game &game) {
    if (game.isOver())
        return none(Reason::GameOver);
    if (game.state().battle)
        return battleTurn(game);
    const Ruleset &rules = game.pack().ruleset;
    const bool xpHealth = rules.health == Ruleset::Health::Xp;
    const qint64 hp = game.hero().hp;
    const qint64 max = game.heroMaxHp();
    if (!xpHealth && hp * 100 < max * 40)
        if (const auto heal = healing(game))
            return command(*heal);
    // Better gear is worn at once, XP-as-health too (the homework's blades and bows).
    if (const auto equip = betterEquipment(game))
        return command(*equip);
    // Afraid, the hero cannot strike: beside a monster he waits for the fear to pass, before any
    // goal would walk him into it (the way up with the crown did, refused for ever).
    if (game.state().hero.statuses.has(StatusKind::Afraid))
        for (const Actor &a : game.level().actors)
            if (chebyshev(a.pos, game.state().hero.pos) <= 1 && game.isVisible(a.pos))
                return command(Command::of(Command::Kind::Wait));
    // Carrying the win item: up to where it must be brought; brought to the first depth, out by
    // its way up into daylight (ClimbCommand), where the win is only had.
    const int depth = game.state().depth;
    if (rules.hasWin && game.state().hero.inventory.count(rules.winItem) > 0 &&
        (depth > rules.winReturnTo || depth == 1))
        if (const Answer a = next(game, Goal::StairsUp); a.command)
            return a;
    Scene scene(game);
    scene.buys = true;
    const Scene &s = scene;
    if (const auto out = outOfCloud(s))
        return command(*out);
    if (!xpHealth)
        if (const auto zap = zapWand(s, hp, max))
            return command(*zap);
    if (const auto gas = cloudOnGroup(s))
        return command(*gas);
    if (const auto toss = throwAt(s))
        return command(*toss);
    // Badly hurt with nothing to heal (healing() came first) and a monster in view: away.
    if (!xpHealth && !s.monsters.isEmpty() && hp * 100 < max * 35)
        if (const auto away = itemFor(game, Purpose::Escape))
            return command(*away);
    // Nothing in view and most of the level unknown: a scroll that shows it.
    if (s.monsters.isEmpty()) {
        const std::vector<std::uint8_t> &explored = s.ls.explored;
        if (std::count(explored.begin(), explored.end(), 0) * 2 > qsizetype(explored.size()))
            if (const auto learn = itemFor(game, Purpose::Knowledge))
                return command(*learn);
        // A scroll of identify once something carried is unknown (the game picks which).
        const auto &stacks = game.state().hero.inventory.stacks();
        if (std::any_of(stacks.begin(), stacks.end(),
                        [&](const Inventory::Stack &st) { return !game.isKnown(st.item); }))
            if (const auto learn = itemFor(game, Purpose::Identify))
                return command(*learn);
    }
    // Afraid, the hero cannot strike: beside a monster he waits for the fear to pass.
    if (game.state().hero.statuses.has(StatusKind::Afraid))
        for (const KnownActor &m : s.monsters)
            if (chebyshev(m.pos, s.hero) <= 1)
                return command(Command::of(Command::Kind::Wait));
    if (!s.contact) {
        // Badly hurt with nothing left to heal, beside a guard (the mimic): out of its reach, as
        // it does not follow far.
        if (hp * 100 < max * 40)
            if (const auto d = awayFromGuards(s))
                return command(Command::move(*d));
        if (const auto shot = shootThief(s))
            return command(*shot);
        if (const auto d = awayFromBursts(s))
            return command(Command::move(*d));
        // A monster within reach is struck, however hurt the hero is: walking away from it
        // only gives it free blows.
        for (const Point &m : targetsOf(s))
            if (const auto d = blowFrom(s, s.hero, m))
                return command(bowInHandForBlows(s) ? Command::of(Command::Kind::Swap)
                                                    : Command::move(*d));
        if (const auto shot = bowShot(s))
            return command(*shot);
        // What lies underfoot is taken before going at a monster out of reach: darts, thrown,
        // keep a skittish one (a jackal alone backs off and comes again) from leading the hero
        // to and fro over them, and a draught left for later drew him back to it for ever while
        // a mimic at the edge of tall grass went out of view and into it again.
        if (!s.monsters.isEmpty() && takeableHere(s, s.hero))
            return command(Command::of(Command::Kind::Pickup));
        // Not with the level done: on the way to the stairs, a monster seen past a door that
        // shuts, or round a corner, drew the bot back from them again and again.
        if (!s.monsters.isEmpty() && hp * 100 >= max * 50 && explore(s).command)
            if (const Answer f = fight(s, false); f.command)
                return f;
    } else if (s.threatened(s.hero) && !safeStep(s) && s.rules.bolts) {
        // Cornered (a doorway that does not lead on yet, a patrol at its end pressing on the
        // hero every turn): the bolt at it, beside him or not, rather than wait to be worn down.
        for (const Point &m : targetsOf(s))
            if (const auto d = shotFrom(s, s.hero, m, true))
                return command(Command{Command::Kind::Fire, *d, {}, {}});
    } else if (!s.monsters.isEmpty() && !s.threatened(s.hero) && canAffordBolts(s)) {
        // Where bumping costs the hero, only a monster already in line is worth a bolt, and only
        // while the hero can afford it and no monster is about to step into him: the rest are
        // walked round. (Explore's way never leaves him where one steps next: see pathTo.)
        for (const Point &m : targetsOf(s))
            if (const auto d = shotFrom(s, s.hero, m))
                return command(Command{Command::Kind::Fire, *d, {}, {}});
    }
    // The bow stays in hand with no monster in view: the blade is taken when one comes beside
    // the hero. (Taken back at once, an archer stepping in and out of view had the bot swap to
    // and fro for ever.)
    // Healthy, and no monster in view: an unknown potion is tried, so that the bot learns it.
    if (!xpHealth && s.monsters.isEmpty() && hp * 100 >= max * 80)
        if (const auto taste = unknownMedicine(game))
            return command(*taste);
    // Hurt or drained where HP or MP comes back by itself, and no monster in view: rest first
    // (restRefusal says whether the game would; packs that regenerate nothing never rest).
    if (!game.restRefusal() && (hp * 100 < max * 70 || game.hero().mp * 2 < game.heroMaxMp()))
        return command(Command::of(Command::Kind::Rest));
    if (const Answer e = explore(s); e.command)
        return e;
    if (const Answer d = stairs(s, true); d.command) {
        // Not down through an exit still sealed (chips left to find): the game would refuse.
        const bool sealed = rules.chipsGateExit && s.ls.chipsLeft() > 0;
        if (!(sealed && d.command->kind == Command::Kind::Descend))
            return d;
    }
    // A monster in the way, even one running away; not, badly hurt, a guard that keeps to its
    // post (the hero has just stepped out of its reach).
    if (const Answer f = fight(s, true, xpHealth || hp * 100 >= max * 40); f.command)
        return f;
    // Nothing to do now (a waiting monster in the only way on): time passes, out of a
    // monster's way where contact costs.
    if (s.contact && s.threatened(s.hero))
        if (const auto d = safeStep(s))
            return command(Command::move(*d));
    if (const Answer f = searchForDoors(s); f.command)
        return f;
    // Where nothing comes back by waiting, a guard in the only way on (a mimic in a corridor,
    // the monsters behind it unable to pass) is fought, however hurt: waiting would be for ever.
    // Only when there is somewhere to go that explore and the stairs could not reach: with the
    // level done, the hero keeps out of the guard's reach.
    if (!rules.hpComesBack() && !xpHealth && somewhereCutOff(s))
        if (const Answer f = fight(s, true, true); f.command)
            return f;
    return command(Command::of(Command::Kind::Wait));
}

} // namespace pd
