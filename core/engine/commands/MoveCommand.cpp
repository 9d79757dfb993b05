// `move DIR`: a step; into a monster, a blow, a collision or a battle; into a closed chest, it
// opens; on through a doorway, the next room.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Doors.h"

namespace pd {

Game::TurnCost Game::doMove(const Command &command) {
    if (!command.direction)
        return refuse(LogEntry::moveWhere());
    Direction d = *command.direction;
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    if (isDiagonal(d) && rules.movement == 4)
        return refuse(LogEntry::fourWaysMove());
    LevelState &ls = m_state.current();
    if (const int a = ls.actorAt(hero.pos + offset(d));
        a >= 0 && hero.statuses.has(StatusKind::Afraid))
        return refuse(LogEntry::tooAfraid(ls.actors[a].record));
    // Confused, a step that could be taken goes astray half the time (a draw only then, so a
    // refused step changes nothing); astray into a wall, the turn is lost.
    if (hero.statuses.has(StatusKind::Confusion) &&
        (canStep(ls.level.map, hero.pos, d, rules.movement) ||
         ls.actorAt(hero.pos + offset(d)) >= 0) &&
        m_state.rng.chance(1, 2)) {
        d = rules.movement == 4 ? kOrthogonal[m_state.rng.below(4)]
                                : kDirections[m_state.rng.below(8)];
        log(LogEntry::stumbles());
        const Point astray = hero.pos + offset(d);
        if (!canStep(ls.level.map, hero.pos, d, rules.movement) && ls.actorAt(astray) < 0)
            return {true, 1};
        if (const int a = ls.actorAt(astray); a >= 0 && hero.statuses.has(StatusKind::Afraid))
            return {true, 1};
    }
    const Point target = hero.pos + offset(d);
    if (const int a = ls.actorAt(target); a >= 0) {
        if (!canStep(ls.level.map, hero.pos, d, rules.movement))
            return refuse(LogEntry::cornerBetween());
        // The maze-duel report: a monster waiting after a battle is never fought.
        if (ls.actors[a].waitTurns > 0)
            return refuse(LogEntry::monsterWaiting(ls.actors[a].record));
        // Only a command that is carried out turns the hero: a refused one changes nothing.
        hero.facing = d;
        if (rules.battle == Ruleset::Battle::Screen) {
            startBattle(a);
            return {true, 0};
        }
        if (rules.bump == Ruleset::Bump::Contact) {
            // The room-by-room collision: walking into a monster costs the hero, not it.
            contactHero(a, true);
            return {true, 1};
        }
        heroAttacks(a);
        return {true, 1};
    }
    // A chest opens from beside it; with `chests.stepOnto` (the room-by-room listing) the step
    // carries the hero onto it instead (GameMap's arrive), except onto a mimic, which wakes as
    // he reaches it and keeps its cell.
    if (const int c = ls.chestAt(target);
        c >= 0 && !ls.chests[c].opened && (!rules.chestStepOnto || ls.chests[c].mimic)) {
        if (!canStep(ls.level.map, hero.pos, d, rules.movement))
            return refuse(LogEntry::cornerBetween());
        hero.facing = d;
        openChest(c);
        return {true, 1};
    }
    if (roomByRoom() && ls.level.map.at(hero.pos) == Tile::Door) {
        // Standing in a doorway, a step on through it (towards its wall) leads to the next room
        // once the door has warmed up; a door that is not ready yet refuses.
        for (const DoorInfo &door : ls.level.doors) {
            if (door.at == hero.pos && d == sideDirection(door.side)) {
                if (ls.heroSteps < rules.doorWarmup)
                    return refuse(LogEntry::inDoorway(rules.doorWarmup - ls.heroSteps));
                hero.facing = d;
                goThroughDoor(door.side);
                return {true, 1};
            }
        }
    }
    if (ls.level.map.at(target) == Tile::LockedDoor && !isDiagonal(d)) {
        // A vault's locked door (docs/rules.md "Vaults"): a key carried opens it, and is used
        // up; from within (teleported in, say) it opens without one.
        QString key;
        for (const Inventory::Stack &s : hero.inventory.stacks()) {
            const ItemRecord *rec = m_pack.item(s.item);
            if (rec && rec->isKey()) {
                key = s.item;
                break;
            }
        }
        if (key.isEmpty() &&
            doors::reachable(ls.level.map, ls.level.arrival,
                             rules.movement)[std::size_t(ls.level.map.index(hero.pos))])
            return refuse(LogEntry::doorLocked());
        if (!key.isEmpty())
            hero.inventory.remove(key, 1);
        hero.facing = d;
        ls.level.map.set(target, Tile::Door);
        ls.unlockedDoors.append(target);
        log(LogEntry::doorUnlocked(key));
        updateFov();
        return {true, 1};
    }
    if (!canStep(ls.level.map, hero.pos, d, rules.movement)) {
        if (!ls.level.map.passable(target))
            return refuse(LogEntry::wallBlocks());
        return refuse(LogEntry::cornerSqueeze());
    }
    hero.facing = d;
    GameEvent e;
    e.kind = GameEvent::Kind::Moved;
    e.actor = 0;
    e.from = hero.pos;
    e.to = target;
    hero.pos = target;
    ++ls.heroSteps;
    ls.trail.append(target);
    if (ls.trail.size() > LevelState::kTrailLength)
        ls.trail.removeFirst();
    emitEvent(e);
    enterCell(target, e.from);
    return {true, 1};
}

} // namespace pd
