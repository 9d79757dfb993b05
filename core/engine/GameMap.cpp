// The map: moving, what a cell holds (traps, chests, items), stairs and travel.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/MonsterAi.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Progression.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"
#include "tables/TableRoller.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace pd {

Game::TurnCost Game::doMove(Direction d) {
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    if (isDiagonal(d) && rules.movement == 4)
        return refuse(LogEntry::fourWaysMove());
    LevelState &ls = m_state.current();
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
    if (const int c = ls.chestAt(target); c >= 0 && !ls.chests[c].opened && !rules.chestStepOnto) {
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
    enterCell(target);
    return {true, 1};
}

// The report's orientation: the hero faces another way where he stands (A and D turn him, W
// steps the way he faces). It takes no time, so the monsters do not move.
Game::TurnCost Game::doTurn(Direction d) {
    if (isDiagonal(d) && m_pack.ruleset.movement == 4)
        return refuse(LogEntry::fourWaysMove());
    m_state.hero.facing = d;
    GameEvent e;
    e.kind = GameEvent::Kind::Turned;
    e.actor = 0;
    e.from = m_state.hero.pos;
    e.to = m_state.hero.pos;
    emitEvent(e);
    return {true, 0};
}

void Game::enterCell(Point p) {
    LevelState &ls = m_state.current();
    const Ruleset &rules = m_pack.ruleset;
    if (const int c = ls.chipAt(p); c >= 0 && !ls.chips[c].taken) {
        ls.chips[c].taken = true;
        m_state.score += rules.scoreChip;
        GameEvent e;
        e.kind = GameEvent::Kind::PickedUp;
        e.id = QStringLiteral("chip");
        e.amount = 1;
        e.to = p;
        emitEvent(e);
        const int left = ls.chipsLeft();
        log(LogEntry::chipTaken(left, left == 0 && rules.chipsGateExit));
    }
    // The room-by-room listing's collision: the hero walks onto the chest and opens it there.
    if (const int c = ls.chestAt(p); c >= 0 && !ls.chests[c].opened && rules.chestStepOnto) {
        openChest(c);
        if (!m_state.alive)
            return;
    }
    if (const int t = ls.trapAt(p); t >= 0 && !ls.traps[t].sprung) {
        springTrap(t, true);
        if (!m_state.alive)
            return;
    }
    QList<LogEntry::ItemCount> here;
    for (const FloorItem &item : ls.items) {
        if (item.pos == p)
            here.append({item.item, item.count});
    }
    if (!here.isEmpty())
        log(LogEntry::itemsHere(here));
    const Tile tile = ls.level.map.at(p);
    if (tile == Tile::StairsDown)
        log(LogEntry::stairsDownHere());
    else if (tile == Tile::StairsUp && m_state.depth > 1)
        log(LogEntry::stairsUpHere());
    if (tile == Tile::Door && roomByRoom()) {
        // Room-by-room rules: through a door is a new room, entered by the door on the opposite
        // wall; a door leads on only after the hero's first few steps in the room (the
        // chapter's progress counter), so the door just come through is not at once a way back.
        std::optional<Side> side;
        for (const DoorInfo &door : ls.level.doors)
            if (door.at == p)
                side = door.side;
        // (The room is gone once the hero is through: nothing of it is read after.)
        if (side && ls.heroSteps < rules.doorWarmup)
            log(LogEntry::inDoorway(rules.doorWarmup - ls.heroSteps));
        else if (side)
            goThroughDoor(*side);
    }
}

void Game::goThroughDoor(Side side) {
    if (m_state.depth >= m_dungeon.depthCount())
        log(LogEntry::lastRoom());
    else
        enterLevel(m_state.depth + 1, true, opposite(side));
}

void Game::springTrap(int trapIndex, bool onHero) {
    LevelState &ls = m_state.current();
    TrapState &trap = ls.traps[trapIndex];
    const TrapRecord *rec = m_pack.trap(trap.trap);
    trap.sprung = true;
    trap.hidden = false;
    const qint64 damage =
        rec ? std::max<qint64>(0, rec->damage.roll(m_state.depth, m_state.rng)) : 0;
    GameEvent e;
    e.kind = GameEvent::Kind::TrapSprung;
    e.to = trap.pos;
    e.id = trap.trap;
    e.amount = damage;
    emitEvent(e);
    log(LogEntry::trapSprung(trap.trap, damage));
    if (onHero)
        damageHero(damage, DeathCause::of(DeathCause::Kind::CaughtBy, trap.trap));
}

Game::TurnCost Game::doPickup() {
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos;
    bool any = false;
    QStringList left; // "equipmentOnce": pieces already found stay on the floor (their ids)
    for (qsizetype i = 0; i < ls.items.size();) {
        if (ls.items[i].pos != p) {
            ++i;
            continue;
        }
        if (isRepeatEquipment(ls.items[i].item)) {
            left.append(ls.items[i].item);
            ++i;
            continue;
        }
        const FloorItem item = ls.items.takeAt(i);
        GameEvent e;
        e.kind = GameEvent::Kind::PickedUp;
        e.id = item.item;
        e.amount = item.count;
        e.to = p;
        emitEvent(e);
        gainItem(item.item, item.count);
        any = true;
    }
    for (const QString &id : left) {
        const LogEntry why = LogEntry::equipmentAgain(id);
        if (!any) // only pieces already found: nothing is picked up and no time passes
            return refuse(why);
        log(why);
    }
    if (!any)
        return refuse(LogEntry::nothingToPickUp());
    return {true, 1};
}

Game::TurnCost Game::doInteract(Direction d) {
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos + offset(d);
    const int c = ls.chestAt(p);
    if (c < 0)
        return refuse(LogEntry::nothingToOpen());
    if (ls.chests[c].opened)
        return refuse(LogEntry::chestAlreadyOpen());
    // Reach a chest as a step would: straight where moves are 4-way, never round a corner.
    if (!canStep(ls.level.map, m_state.hero.pos, d, m_pack.ruleset.movement))
        return refuse(LogEntry::chestOutOfReach());
    m_state.hero.facing = d;
    openChest(c);
    return {true, 1};
}

void Game::openChest(int chestIndex) {
    LevelState &ls = m_state.current();
    ChestState &chest = ls.chests[chestIndex];
    const Ruleset &rules = m_pack.ruleset;
    chest.opened = true;
    GameEvent e;
    e.kind = GameEvent::Kind::ChestOpened;
    e.to = chest.pos;
    if (chest.mimic) {
        const MonsterRecord *rec = m_pack.monster(rules.chestMimic);
        e.text = QStringLiteral("mimic");
        emitEvent(e);
        if (rec) {
            Actor a;
            a.id = m_state.nextActorId++;
            a.record = rec->id;
            a.stats = makeMonster(*rec, m_state.depth, m_state.rng, &a.xp);
            a.pos = a.home = a.chaseFrom = chest.pos;
            a.mode = Actor::Mode::Chase;
            ls.actors.append(a);
            GameEvent appeared;
            appeared.kind = GameEvent::Kind::Appeared;
            appeared.actor = a.id;
            appeared.to = a.pos;
            appeared.id = a.record;
            emitEvent(appeared);
            log(LogEntry::chestMimic(a.record));
        }
        return;
    }
    if (chest.trapped) {
        if (const TrapRecord *trap = m_pack.trap(rules.chestTrap)) {
            const qint64 damage =
                std::max<qint64>(0, trap->damage.roll(m_state.depth, m_state.rng));
            GameEvent t;
            t.kind = GameEvent::Kind::TrapSprung;
            t.to = chest.pos;
            t.id = trap->id;
            t.amount = damage;
            emitEvent(t);
            log(LogEntry::chestTrapped(trap->id, damage));
            damageHero(damage, DeathCause::of(DeathCause::Kind::TrappedChest));
            if (!m_state.alive)
                return;
        }
    }
    m_state.score += rules.scoreTreasure;
    const TableRollResult loot = TableRoller(m_pack).roll(chest.loot, m_state.rng);
    QList<LogEntry::Loot> found;
    QStringList ids;
    for (const RolledEntry &entry : loot.entries) {
        found.append({TableResult::kindKey(entry.kind), entry.ref, entry.label(), entry.quantity});
        ids.append(entry.ref.isEmpty() ? entry.text : entry.ref);
    }
    e.text = ids.join(u',');
    emitEvent(e);
    if (found.isEmpty())
        log(LogEntry::chestEmpty());
    else
        log(LogEntry::chestOpened(found));
    for (const RolledEntry &entry : loot.entries) {
        if (entry.kind == TableResult::Kind::Item)
            gainItem(entry.ref, int(std::min<qint64>(entry.quantity, 1000)));
    }
}

bool Game::isRepeatEquipment(const QString &id) const {
    // The hero's starting equipment counts as found too: it is held, though never picked up.
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || !rec->isEquipment() || !m_pack.ruleset.equipmentOnce)
        return false;
    const HeroState &hero = m_state.hero;
    return m_state.foundEquipment.contains(id) || hero.inventory.count(id) > 0 ||
           hero.equipment.worn(rec->slot) == id;
}

void Game::gainItem(const QString &id, int count) {
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || count <= 0)
        return;
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    if (rec->kind == ItemRecord::Kind::Treasure) {
        qint64 worth = 0;
        for (int i = 0; i < count; ++i)
            worth += std::max<qint64>(0, rec->worth.roll(m_state.depth, m_state.rng));
        GameEvent gained;
        gained.kind = rules.health == Ruleset::Health::Xp ? GameEvent::Kind::XpGained
                                                          : GameEvent::Kind::GoldGained;
        gained.actor = 0;
        gained.amount = worth;
        gained.id = rec->id;
        emitEvent(gained);
        if (rules.health == Ruleset::Health::Xp) {
            hero.stats.hp += worth;
            log(LogEntry::treasureXp(id, worth));
        } else {
            hero.gold += worth;
            log(LogEntry::treasureGold(id, worth));
        }
        return;
    }
    if (rec->isEquipment() && rules.equipmentOnce) {
        // Maze-duel rules: equipment is fixed, so each piece is found once; a second copy is left.
        if (isRepeatEquipment(id)) {
            log(LogEntry::equipmentAgain(id));
            return;
        }
        m_state.foundEquipment.append(id);
    }
    hero.inventory.add(*rec, count);
    log(LogEntry::taken(id, count));
    if (rules.hasWin && id == rules.winItem)
        log(LogEntry::winItemTaken(id, rules.winReturnTo));
}

Game::TurnCost Game::doDescend() {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsDown)
        return refuse(LogEntry::noStairsDown(roomByRoom()));
    if (rules.chipsGateExit && ls.chipsLeft() > 0)
        return refuse(LogEntry::exitSealed(ls.chipsLeft()));
    if (m_state.depth >= m_dungeon.depthCount())
        return refuse(LogEntry::bottomOfDungeon());
    log(LogEntry::wentDown());
    enterLevel(m_state.depth + 1, true);
    return {true, 1};
}

Game::TurnCost Game::doClimb() {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsUp)
        return refuse(LogEntry::noStairsUp(roomByRoom()));
    if (m_state.depth == 1) {
        if (rules.hasWin && m_state.hero.inventory.count(rules.winItem) > 0) {
            m_state.won = true;
            m_state.score += rules.scoreWin;
            m_state.cause = DeathCause::of(DeathCause::Kind::Won);
            log(LogEntry::wonInDaylight(rules.winItem));
            GameEvent e;
            e.kind = GameEvent::Kind::Won;
            emitEvent(e);
            return {true, 0};
        }
        if (rules.hasWin)
            return refuse(LogEntry::winItemNeeded(rules.winItem));
        return refuse(LogEntry::wayOutShut());
    }
    log(LogEntry::wentUp());
    enterLevel(m_state.depth - 1, false);
    if (m_state.won) {
        m_state.score += rules.scoreWin;
        m_state.cause = DeathCause::of(DeathCause::Kind::Won);
        log(LogEntry::wonBroughtBack());
        GameEvent e;
        e.kind = GameEvent::Kind::Won;
        emitEvent(e);
    }
    return {true, 1};
}

Game::TurnCost Game::doTravel(Point target) {
    const LevelState &start = m_state.current();
    const TileMap &map = start.level.map;
    if (!map.inBounds(target) || !map.passable(target) || !start.isExplored(target))
        return refuse(LogEntry::noWayThere());
    if (target == m_state.hero.pos)
        return refuse(LogEntry::alreadyThere());
    const std::vector<Point> path =
        m_paths.find(map, m_state.hero.pos, target, m_pack.ruleset.movement, nullptr);
    if (path.empty())
        return refuse(LogEntry::noWayThere());
    auto visibleMonsters = [this] {
        QSet<int> seen;
        for (const Actor &a : m_state.current().actors) {
            if (isVisible(a.pos))
                seen.insert(a.id);
        }
        return seen;
    };
    auto monsterWithinReach = [this] {
        const LevelState &ls = m_state.current();
        for (const Actor &a : ls.actors) {
            const auto d = directionBetween(a.pos, m_state.hero.pos);
            if (d && canStep(ls.level.map, a.pos, *d, m_pack.ruleset.movement))
                return true;
        }
        return false;
    };
    const QSet<int> seenAtStart = visibleMonsters();
    const int depth = m_state.depth;
    int steps = 0;
    for (const Point &step : path) {
        const LevelState &ls = m_state.current();
        if (ls.actorAt(step) >= 0 || (ls.chestAt(step) >= 0 && !ls.chests[ls.chestAt(step)].opened))
            break; // something stands in the way: stop rather than attack it
        const auto d = directionBetween(m_state.hero.pos, step);
        if (!d)
            break;
        const qint64 hp = m_state.hero.stats.hp;
        if (!doMove(*d).accepted)
            break;
        ++steps;
        // As submit does: a step that ends the run (a trap) ends no turn.
        if (isOver())
            break;
        endHeroTurn();
        // A battle, a wound, a new level or the end of the run hands control back at once.
        if (isOver() || m_state.battle || m_state.depth != depth || m_state.hero.stats.hp < hp)
            break;
        if (!(visibleMonsters() - seenAtStart).isEmpty()) {
            log(LogEntry::travelStopSeen());
            break;
        }
        if (monsterWithinReach()) {
            log(LogEntry::travelStopNear());
            break;
        }
    }
    if (steps == 0)
        return refuse(LogEntry::inTheWay());
    return {true, 0};
}

} // namespace pd
