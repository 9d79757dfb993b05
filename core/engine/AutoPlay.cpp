#include "engine/AutoPlay.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"

#include <functional>
#include <vector>

namespace pd {

namespace {

// What one decision reads of the game, gathered once.
struct Scene {
    const Game &game;
    const LevelState &ls;
    const TileMap &map;
    const Ruleset &rules;
    Point hero;
    bool contact; // walking into a monster costs the hero (the room-by-room rules)
    QList<KnownActor> monsters;
    // Per cell: 1 where the hero cannot walk (a monster in view, a closed chest), 2 where he
    // would rather not (a live trap he knows of; where contact costs him, the cells a monster
    // could step into next).
    std::vector<std::uint8_t> cost;

    explicit Scene(const Game &g)
        : game(g)
        , ls(g.level())
        , map(g.level().level.map)
        , rules(g.pack().ruleset)
        , hero(g.state().hero.pos)
        , contact(g.pack().ruleset.bump == Ruleset::Bump::Contact)
        , monsters(PlayerView::visibleActors(g))
        , cost(std::size_t(g.level().level.map.size()), 0) {
        for (const ChestState &c : ls.chests)
            if (!c.opened && ls.isExplored(c.pos))
                cost[std::size_t(map.index(c.pos))] = 1;
        for (const TrapState &t : ls.traps)
            if (!t.hidden && !t.sprung && ls.isExplored(t.pos))
                cost[std::size_t(map.index(t.pos))] = 2;
        for (const KnownActor &m : monsters) {
            if (!contact)
                continue;
            // The cells it could step into next: a patrol's two along its axis, any other's
            // every neighbour its movement allows.
            const MonsterRecord *rec = g.pack().monster(m.record);
            const bool vertical = rec && rec->ai == MonsterRecord::Ai::PatrolVertical;
            const bool horizontal = rec && rec->ai == MonsterRecord::Ai::PatrolHorizontal;
            for (Direction d : kDirections) {
                if ((vertical && d != Direction::N && d != Direction::S) ||
                    (horizontal && d != Direction::E && d != Direction::W))
                    continue;
                const Point n = m.pos + offset(d);
                if (map.inBounds(n) && cost[std::size_t(map.index(n))] == 0 &&
                    canStep(map, m.pos, d, rules.movement))
                    cost[std::size_t(map.index(n))] = 2;
            }
        }
        for (const KnownActor &m : monsters)
            cost[std::size_t(map.index(m.pos))] = 1;
    }

    bool known(Point p) const { return map.inBounds(p) && ls.isExplored(p); }
    std::uint8_t costAt(Point p) const { return cost[std::size_t(map.index(p))]; }
    const KnownActor *monsterAt(Point p) const {
        for (const KnownActor &m : monsters)
            if (m.pos == p)
                return &m;
        return nullptr;
    }
};

// Breadth first from the hero over known cells the pack's movement allows, to the nearest
// cell where `goal` holds (the hero's own cell included): the cells walked, the goal last
// (empty when the hero stands on one). Cells to avoid are only crossed when no way round them
// reaches a goal, and never with `safeOnly`. nullopt when no goal can be reached.
std::optional<std::vector<Point>> pathTo(const Scene &s, const std::function<bool(Point)> &goal,
                                         bool safeOnly = false) {
    for (const bool avoid : {true, false}) {
        if (!avoid && safeOnly)
            break;
        std::vector<int> from(std::size_t(s.map.size()), -1);
        std::vector<Point> queue{s.hero};
        from[std::size_t(s.map.index(s.hero))] = s.map.index(s.hero);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const Point p = queue[head];
            if (goal(p)) {
                std::vector<Point> path;
                for (Point q = p; q != s.hero; q = s.map.point(from[std::size_t(s.map.index(q))]))
                    path.insert(path.begin(), q);
                return path;
            }
            for (Direction d : kDirections) {
                const Point n = p + offset(d);
                if (!s.known(n) || from[std::size_t(s.map.index(n))] >= 0 ||
                    !canStep(s.map, p, d, s.rules.movement))
                    continue;
                const std::uint8_t c = s.costAt(n);
                if (c == 1 || (avoid && c == 2))
                    continue;
                from[std::size_t(s.map.index(n))] = s.map.index(p);
                queue.push_back(n);
            }
        }
    }
    return std::nullopt;
}

// The command that walks `path`: its first step, or (where the pack's travel is safe to use)
// a travel to its end, which the game cuts short when something shows up.
Command walk(const Scene &s, const std::vector<Point> &path) {
    if (!s.contact && path.size() > 1 && !s.game.travelPath(path.back()).empty())
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

bool somethingToTake(const Scene &s, Point p) {
    const KnownCell cell = PlayerView::at(s.game, p);
    return cell.chip || !cell.items.isEmpty();
}

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

// What lies underfoot is taken and a closed chest beside is opened (DCSS's autopickup).
std::optional<Command> takeWhatIsHere(const Scene &s) {
    const Command pickup = Command::of(Command::Kind::Pickup);
    if (!PlayerView::at(s.game, s.hero).items.isEmpty() && !s.game.refusal(pickup))
        return pickup;
    if (const auto d = chestBeside(s, s.hero)) {
        const Command open{Command::Kind::Interact, *d, {}, {}};
        if (!s.game.refusal(open))
            return open;
    }
    return std::nullopt;
}

// Where a monster's touch costs the hero (the room-by-room rules), a way that passes where a
// monster could step next is taken only when there is no other, and while the hero himself
// stands clear he rather waits for the monster to move on.
std::optional<std::vector<Point>>
carefulPath(const Scene &s, const std::function<bool(Point)> &goal, bool &waitInstead) {
    waitInstead = false;
    if (!s.contact)
        return pathTo(s, goal);
    if (auto safe = pathTo(s, goal, true))
        return safe;
    auto risky = pathTo(s, goal);
    waitInstead = risky && s.costAt(s.hero) == 0;
    return risky;
}

AutoPlay::Answer exploreRooms(const Scene &s) {
    // Room by room: what the room offers first (chests, things to pick up), then a door other
    // than the one the hero came in by, and that one only when no other can be reached. The
    // dungeon's last room leads nowhere.
    if (const auto take = takeWhatIsHere(s))
        return command(*take);
    const auto worth = [&](Point p) { return chestBeside(s, p) || somethingToTake(s, p); };
    bool wait = false;
    if (const auto path = carefulPath(s, worth, wait); path && !path->empty())
        return command(wait ? Command::of(Command::Kind::Wait) : walk(s, *path));
    if (s.game.state().depth >= s.rules.depth)
        return none(AutoPlay::Reason::NothingLeft);
    const DoorInfo *entry = entryDoor(s);
    for (const bool other : {true, false}) {
        const auto isDoor = [&](Point p) {
            for (const DoorInfo &d : s.ls.level.doors)
                if (d.at == p && (!other || &d != entry))
                    return true;
            return false;
        };
        const auto path = carefulPath(s, isDoor, wait);
        if (!path)
            continue;
        if (wait)
            return command(Command::of(Command::Kind::Wait));
        if (!path->empty())
            return command(Command::move(*directionBetween(s.hero, path->front())));
        // In the doorway: on through it, or (the door not warm yet) a step back into the room.
        for (const DoorInfo &d : s.ls.level.doors) {
            if (d.at != s.hero)
                continue;
            const Command through = Command::move(sideDirection(d.side));
            if (!s.game.refusal(through))
                return command(through);
            return command(Command::move(sideDirection(opposite(d.side))));
        }
    }
    return none(AutoPlay::Reason::NoWay);
}

AutoPlay::Answer explore(const Scene &s) {
    if (s.rules.levels == Ruleset::Levels::Disposable)
        return exploreRooms(s);
    if (const auto take = takeWhatIsHere(s))
        return command(*take);
    // The nearest known cell beside the unknown, or with something to take or open.
    const auto worth = [&](Point p) {
        if (p == s.hero)
            return false;
        for (Direction d : kDirections) {
            const Point n = p + offset(d);
            if (s.map.inBounds(n) && !s.ls.isExplored(n))
                return true;
        }
        return chestBeside(s, p).has_value() || somethingToTake(s, p);
    };
    const auto path = pathTo(s, worth);
    if (!path || path->empty())
        return none(AutoPlay::Reason::NothingLeft);
    return command(walk(s, *path));
}

// Where a blow can be struck from: a cell beside the monster that the pack's movement lets the
// hero step from into it.
std::optional<Direction> blowFrom(const Scene &s, Point p, Point monster) {
    const auto d = directionBetween(p, monster);
    if (d && canStep(s.map, p, *d, s.rules.movement))
        return d;
    return std::nullopt;
}

// Where a bolt can be fired from: a cell in line with the monster (orthogonal, or diagonal in
// an 8-way pack), not beside it, with nothing between.
std::optional<Direction> shotFrom(const Scene &s, Point p, Point monster) {
    const int dx = monster.x - p.x, dy = monster.y - p.y;
    const int dist = std::max(std::abs(dx), std::abs(dy));
    if (dist < 2 || (dx != 0 && dy != 0 && (std::abs(dx) != std::abs(dy) || s.rules.movement == 4)))
        return std::nullopt;
    const Point unit{dx == 0 ? 0 : dx / std::abs(dx), dy == 0 ? 0 : dy / std::abs(dy)};
    for (Point q = p + unit; q != monster; q = q + unit)
        if (!s.map.passable(q) || s.monsterAt(q) || s.ls.chestAt(q) >= 0)
            return std::nullopt;
    return directionBetween(p, p + unit);
}

AutoPlay::Answer fight(const Scene &s) {
    QList<Point> targets;
    for (const KnownActor &m : s.monsters)
        if (m.mode != Actor::Mode::Wait) // the report: a waiting monster is not fought
            targets.append(m.pos);
    if (targets.isEmpty())
        return none(AutoPlay::Reason::NoMonster);
    if (s.contact) {
        if (!s.rules.bolts)
            return none(AutoPlay::Reason::NoWay);
        // Bumping costs the hero: the bolt, from a cell in line with a monster.
        const auto inLine = [&](Point p) {
            for (const Point &m : targets)
                if (shotFrom(s, p, m))
                    return true;
            return false;
        };
        bool wait = false;
        const auto path = carefulPath(s, inLine, wait);
        if (!path)
            return none(AutoPlay::Reason::NoWay);
        if (wait)
            return command(Command::of(Command::Kind::Wait));
        if (!path->empty())
            return command(Command::move(*directionBetween(s.hero, path->front())));
        for (const Point &m : targets)
            if (const auto d = shotFrom(s, s.hero, m))
                return command(Command{Command::Kind::Fire, *d, {}, {}});
        return none(AutoPlay::Reason::NoWay);
    }
    const auto inReach = [&](Point p) {
        for (const Point &m : targets)
            if (blowFrom(s, p, m))
                return true;
        return false;
    };
    const auto path = pathTo(s, inReach);
    if (!path)
        return none(AutoPlay::Reason::NoWay);
    if (!path->empty())
        return command(Command::move(*directionBetween(s.hero, path->front())));
    for (const Point &m : targets)
        if (const auto d = blowFrom(s, s.hero, m))
            return command(Command::move(*d));
    return none(AutoPlay::Reason::NoWay);
}

AutoPlay::Answer stairs(const Scene &s, bool down) {
    if (s.rules.levels == Ruleset::Levels::Disposable) {
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
    const auto path = pathTo(s, [&](Point p) { return p == *at; });
    if (!path)
        return none(AutoPlay::Reason::NoWay);
    return command(walk(s, *path));
}

// The medicine that helps most now: when hurt, the HP draught that mends the wound with the
// least waste (the smallest that covers it, else the largest); otherwise one for MP.
AutoPlay::Answer drink(const Game &game) {
    const qint64 wound = game.heroMaxHp() - game.hero().hp;
    const qint64 drained = game.heroMaxMp() - game.hero().mp;
    std::optional<Command> best;
    qint64 bestScore = 0;
    for (const Inventory::Stack &st : game.state().hero.inventory.stacks()) {
        const ItemRecord *item = game.pack().item(st.item);
        if (!item || item->kind != ItemRecord::Kind::Medicine)
            continue;
        const Command use = Command::withId(Command::Kind::Use, st.item);
        if (game.refusal(use))
            continue;
        const qint64 hp = std::min(item->restores[Stat::Hp], wound);
        const qint64 mp = std::min(item->restores[Stat::Mp], drained);
        const qint64 waste = item->restores[Stat::Hp] - hp + item->restores[Stat::Mp] - mp;
        // Healing first, MP second, the least waste last.
        const qint64 score = hp * 1000000 + mp * 1000 - std::min<qint64>(waste, 999);
        if (!best || score > bestScore) {
            best = use;
            bestScore = score;
        }
    }
    if (!best)
        return none(AutoPlay::Reason::NothingHelps);
    return command(*best);
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

AutoPlay::Answer AutoPlay::play(const Game &game) {
    if (game.isOver())
        return none(Reason::GameOver);
    const Ruleset &rules = game.pack().ruleset;
    const bool xpHealth = rules.health == Ruleset::Health::Xp;
    const qint64 hp = game.hero().hp;
    const qint64 max = game.heroMaxHp();
    if (game.state().battle) {
        if (hp * 100 < max * 35) {
            if (const Answer a = drink(game); a.command)
                return a;
            if (hp * 100 < max * 15)
                return command(Command::of(Command::Kind::Escape));
        }
        return command(Command::of(Command::Kind::Attack));
    }
    if (!xpHealth && hp * 100 < max * 40)
        if (const Answer a = drink(game); a.command)
            return a;
    // Carrying the win item: up to where it must be brought.
    if (rules.hasWin && game.state().hero.inventory.count(rules.winItem) > 0 &&
        game.state().depth > rules.winReturnTo)
        if (const Answer a = next(game, Goal::StairsUp); a.command)
            return a;
    const Scene s(game);
    if (!s.monsters.isEmpty() && (xpHealth || hp * 100 >= max * 50)) {
        // Where bumping costs the hero, only a monster already in line is worth a bolt: the
        // rest are walked round.
        const Answer f = fight(s);
        if (f.command && (!s.contact || f.command->kind == Command::Kind::Fire))
            return f;
    }
    if (const Answer e = explore(s); e.command)
        return e;
    if (const Answer d = stairs(s, true); d.command)
        return d;
    if (const Answer f = fight(s); f.command) // a monster in the way
        return f;
    return command(Command::of(Command::Kind::Wait));
}

} // namespace pd
