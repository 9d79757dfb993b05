// The map: what a cell does to the hero who steps on it (chips, chests, traps, items, stairs,
// doors), and the chests he opens. The commands that move him are in engine/commands/.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/MonsterAi.h"
#include "rpg/Spawn.h"
#include "tables/TableRoller.h"

#include <algorithm>

namespace pd {

void Game::enterCell(Point p, Point from) {
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
    if (isTerrain(tile)) {
        enterTerrain(p, from);
        return;
    }
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
        damageHero(damage, DeathCause::of(DeathCause::Kind::CaughtBy, trap.trap), Blow::How::Trap);
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
            appear(*rec, chest.pos);
            log(LogEntry::chestMimic(rec->id));
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
            damageHero(damage, DeathCause::of(DeathCause::Kind::TrappedChest), Blow::How::ChestTrap,
                       trap->id);
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

int Game::appear(const MonsterRecord &rec, Point at) {
    Actor a;
    a.id = m_state.nextActorId++;
    a.record = rec.id;
    a.stats = makeMonster(rec, m_state.depth, m_state.rng, &a.xp);
    a.pos = a.home = a.chaseFrom = at;
    a.mode = Actor::Mode::Chase;
    m_state.current().actors.append(a);
    if (m_roundAi) // called up in the monsters' round (a summon trick): its cell is taken
        m_roundAi->added(at);
    GameEvent appeared;
    appeared.kind = GameEvent::Kind::Appeared;
    appeared.actor = a.id;
    appeared.to = at;
    appeared.id = a.record;
    emitEvent(appeared);
    return a.id;
}

} // namespace pd
