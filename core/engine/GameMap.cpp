// The map: moving, what a cell holds (traps, chests, items), stairs and travel.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/GameText.h"
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

using namespace gametext;

Game::TurnCost Game::doMove(Direction d) {
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    if (isDiagonal(d) && rules.movement == 4)
        return refuse(QStringLiteral("You can only move north, east, south or west here."));
    LevelState &ls = m_state.current();
    const Point target = hero.pos + offset(d);
    if (const int a = ls.actorAt(target); a >= 0) {
        if (!canStep(ls.level.map, hero.pos, d, rules.movement))
            return refuse(QStringLiteral("You cannot reach it round the corner."));
        // Only a command that is carried out turns the hero: a refused one changes nothing.
        hero.facing = d;
        if (rules.battle == Ruleset::Battle::Screen) {
            startBattle(a);
            return {true, 0};
        }
        heroAttacks(a);
        return {true, 1};
    }
    if (const int c = ls.chestAt(target); c >= 0 && !ls.chests[c].opened) {
        if (!canStep(ls.level.map, hero.pos, d, rules.movement))
            return refuse(QStringLiteral("You cannot reach it round the corner."));
        hero.facing = d;
        openChest(c);
        return {true, 1};
    }
    if (!canStep(ls.level.map, hero.pos, d, rules.movement)) {
        if (!ls.level.map.passable(target))
            return refuse(QStringLiteral("A wall blocks the way."), LogEntry::Category::Flavour);
        return refuse(QStringLiteral("You cannot squeeze past the corner."),
                      LogEntry::Category::Flavour);
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
        log(left ? QStringLiteral("You pick up a chip (%1 left).").arg(left)
                 : QStringLiteral("You pick up the last chip%1.")
                       .arg(rules.chipsGateExit ? QStringLiteral(": the exit opens") : QString()),
            LogEntry::Category::Loot);
    }
    if (const int t = ls.trapAt(p); t >= 0 && !ls.traps[t].sprung) {
        springTrap(t, true);
        if (!m_state.alive)
            return;
    }
    QStringList here;
    for (const FloorItem &item : ls.items) {
        if (item.pos != p)
            continue;
        const ItemRecord *rec = m_pack.item(item.item);
        const QString name = rec ? rec->name : item.item;
        here.append(item.count > 1 ? QStringLiteral("%1 × %2").arg(item.count).arg(name) : name);
    }
    if (!here.isEmpty())
        log(QStringLiteral("You see %1 here.").arg(here.join(QStringLiteral(", "))),
            LogEntry::Category::Loot);
    const Tile tile = ls.level.map.at(p);
    if (tile == Tile::StairsDown)
        log(QStringLiteral("A way down."), LogEntry::Category::Flavour);
    else if (tile == Tile::StairsUp && m_state.depth > 1)
        log(QStringLiteral("A way up."), LogEntry::Category::Flavour);
    if (tile == Tile::Door && roomByRoom()) {
        // Seed 000: through a door is a new room, entered by the door on the opposite wall.
        std::optional<Side> side;
        for (const DoorInfo &door : ls.level.doors) {
            if (door.at == p)
                side = door.side;
        }
        if (side)
            enterLevel(m_state.depth + 1, true, opposite(*side));
    }
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
    const QString name = rec ? rec->name : trap.trap;
    const QString sprung = rec && !rec->sprungName.isEmpty() ? rec->sprungName : name;
    log(QStringLiteral("%1! %2 (%3 damage).")
            .arg(capitalised(name), capitalised(sprung))
            .arg(damage),
        LogEntry::Category::Hazard);
    if (onHero)
        damageHero(damage, DeathCause::of(DeathCause::Kind::CaughtBy, trap.trap));
}

Game::TurnCost Game::doPickup() {
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos;
    bool any = false;
    QStringList left; // "equipmentOnce": pieces already found stay on the floor
    for (qsizetype i = 0; i < ls.items.size();) {
        if (ls.items[i].pos != p) {
            ++i;
            continue;
        }
        if (isRepeatEquipment(ls.items[i].item)) {
            left.append(m_pack.item(ls.items[i].item)->name);
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
    for (const QString &name : left) {
        const QString why =
            QStringLiteral("Another %1 — you already found one, and leave it.").arg(name);
        if (!any) // only pieces already found: nothing is picked up and no time passes
            return refuse(why, LogEntry::Category::Loot);
        log(why, LogEntry::Category::Loot);
    }
    if (!any)
        return refuse(QStringLiteral("There is nothing here to pick up."));
    return {true, 1};
}

Game::TurnCost Game::doInteract(Direction d) {
    LevelState &ls = m_state.current();
    const Point p = m_state.hero.pos + offset(d);
    const int c = ls.chestAt(p);
    if (c < 0)
        return refuse(QStringLiteral("There is nothing to open there."));
    if (ls.chests[c].opened)
        return refuse(QStringLiteral("That chest is already open and empty."));
    // Reach a chest as a step would: straight where moves are 4-way, never round a corner.
    if (!canStep(ls.level.map, m_state.hero.pos, d, m_pack.ruleset.movement))
        return refuse(QStringLiteral("You cannot reach it from here."));
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
            a.pos = a.home = chest.pos;
            a.mode = Actor::Mode::Chase;
            ls.actors.append(a);
            log(QStringLiteral("The chest was %1!")
                    .arg(rec->name.toLower().prepend(QStringLiteral("a "))),
                LogEntry::Category::Hazard);
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
            log(QStringLiteral("The chest was trapped: %1 (%2 damage).")
                    .arg(trap->name.toLower())
                    .arg(damage),
                LogEntry::Category::Hazard);
            damageHero(damage, DeathCause::of(DeathCause::Kind::TrappedChest));
            if (!m_state.alive)
                return;
        }
    }
    m_state.score += rules.scoreTreasure;
    const TableRollResult loot = TableRoller(m_pack).roll(chest.loot, m_state.rng);
    e.text = loot.describe();
    emitEvent(e);
    log(loot.entries.isEmpty() ? QStringLiteral("The chest is empty.")
                               : QStringLiteral("You open the chest: %1.").arg(loot.describe()),
        LogEntry::Category::Loot);
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
            log(QStringLiteral("%1: +%2 XP.").arg(rec->name).arg(worth), LogEntry::Category::Loot);
        } else {
            hero.gold += worth;
            log(QStringLiteral("%1: %2 gold.").arg(rec->name).arg(worth), LogEntry::Category::Loot);
        }
        return;
    }
    if (rec->isEquipment() && rules.equipmentOnce) {
        // Seed 004: equipment is fixed, so each piece is found once; a second copy is left.
        if (isRepeatEquipment(id)) {
            log(QStringLiteral("Another %1 — you already found one, and leave it.").arg(rec->name),
                LogEntry::Category::Loot);
            return;
        }
        m_state.foundEquipment.append(id);
    }
    hero.inventory.add(*rec, count);
    log(count > 1 ? QStringLiteral("You take %1 × %2.").arg(count).arg(rec->name)
                  : QStringLiteral("You take the %1.").arg(rec->name),
        LogEntry::Category::Loot);
    if (rules.hasWin && id == rules.winItem)
        log(QStringLiteral("You hold the %1. Now carry it up to depth %2!")
                .arg(rec->name)
                .arg(rules.winReturnTo),
            LogEntry::Category::Story);
}

Game::TurnCost Game::doDescend() {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsDown)
        return refuse(
            roomByRoom()
                ? QStringLiteral("There are no stairs here: rooms are left by their doors.")
                : QStringLiteral("You look for a way down, but the floor here is solid."),
            LogEntry::Category::Flavour);
    if (rules.chipsGateExit && ls.chipsLeft() > 0)
        return refuse(QStringLiteral("The exit is sealed: %1 chip%2 still to find.")
                          .arg(ls.chipsLeft())
                          .arg(ls.chipsLeft() == 1 ? QString() : QStringLiteral("s")));
    if (m_state.depth >= m_dungeon.depthCount())
        return refuse(
            QStringLiteral("The stairs end in rubble: this is the bottom of the dungeon."));
    log(QStringLiteral("You go down the stairs, deeper into the dark."),
        LogEntry::Category::Flavour);
    enterLevel(m_state.depth + 1, true);
    return {true, 1};
}

Game::TurnCost Game::doClimb() {
    const Ruleset &rules = m_pack.ruleset;
    const LevelState &ls = m_state.current();
    if (ls.level.map.at(m_state.hero.pos) != Tile::StairsUp)
        return refuse(roomByRoom()
                          ? QStringLiteral("There is no going back: the rooms behind you are gone.")
                          : QStringLiteral("You look up at a solid ceiling: no way up here."),
                      LogEntry::Category::Flavour);
    if (m_state.depth == 1) {
        if (rules.hasWin && m_state.hero.inventory.count(rules.winItem) > 0) {
            m_state.won = true;
            m_state.score += rules.scoreWin;
            m_state.cause = DeathCause::of(DeathCause::Kind::Won);
            const ItemRecord *item = m_pack.item(rules.winItem);
            log(QStringLiteral("You climb into daylight with the %1. You have won!")
                    .arg(item ? item->name : rules.winItem),
                LogEntry::Category::Story);
            GameEvent e;
            e.kind = GameEvent::Kind::Won;
            emitEvent(e);
            return {true, 0};
        }
        if (rules.hasWin) {
            const ItemRecord *item = m_pack.item(rules.winItem);
            return refuse(QStringLiteral("You will not leave without the %1.")
                              .arg(item ? item->name : rules.winItem),
                          LogEntry::Category::Flavour);
        }
        return refuse(QStringLiteral("The way out is shut behind you."),
                      LogEntry::Category::Flavour);
    }
    log(QStringLiteral("You climb the stairs towards the light."), LogEntry::Category::Flavour);
    enterLevel(m_state.depth - 1, false);
    if (m_state.won) {
        m_state.score += rules.scoreWin;
        m_state.cause = DeathCause::of(DeathCause::Kind::Won);
        log(QStringLiteral("You have brought it back. You have won!"), LogEntry::Category::Story);
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
        return refuse(QStringLiteral("You know no way there."));
    if (target == m_state.hero.pos)
        return refuse(QStringLiteral("You are already there."));
    const std::vector<Point> path =
        m_paths.find(map, m_state.hero.pos, target, m_pack.ruleset.movement, nullptr);
    if (path.empty())
        return refuse(QStringLiteral("You know no way there."));
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
        endHeroTurn();
        // A battle, a wound, a new level or the end of the run hands control back at once.
        if (isOver() || m_state.battle || m_state.depth != depth || m_state.hero.stats.hp < hp)
            break;
        if (!(visibleMonsters() - seenAtStart).isEmpty()) {
            log(QStringLiteral("You stop: something comes into view."),
                LogEntry::Category::Warning);
            break;
        }
        if (monsterWithinReach()) {
            log(QStringLiteral("You stop: something is right beside you."),
                LogEntry::Category::Warning);
            break;
        }
    }
    if (steps == 0)
        return refuse(QStringLiteral("Something stands in the way."));
    return {true, 0};
}

} // namespace pd
