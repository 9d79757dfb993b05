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

namespace {

QString theName(QString name) {
    // "the goblin warleader": a record's name is capitalised as a title, not in a sentence.
    if (name.size() > 1 && name[1].isLower())
        name[0] = name[0].toLower();
    return QStringLiteral("the ") + name;
}

// The English of a cause in the game's own log lines (which are still worded here; the windows
// word causes themselves through tr()).
QString causeWords(const Pack &pack, const DeathCause &cause) {
    const auto monster = [&](const QString &id) {
        const MonsterRecord *m = pack.monster(id);
        return theName(m ? m->name : id);
    };
    switch (cause.kind) {
    case DeathCause::Kind::KilledBy:
        return QStringLiteral("killed by %1").arg(monster(cause.id));
    case DeathCause::Kind::ShotBy:
        return QStringLiteral("shot by %1").arg(monster(cause.id));
    case DeathCause::Kind::CaughtBy: {
        const TrapRecord *t = pack.trap(cause.id);
        return QStringLiteral("caught by a %1").arg((t ? t->name : cause.id).toLower());
    }
    case DeathCause::Kind::TrappedChest:
        return QStringLiteral("killed by a trapped chest");
    case DeathCause::Kind::Bolt:
        return QStringLiteral("spent the last of their strength on a bolt");
    case DeathCause::Kind::Burning:
        return QStringLiteral("burned to death");
    case DeathCause::Kind::NoDungeon:
        return QStringLiteral("the dungeon could not be made");
    case DeathCause::Kind::Won:
        return QStringLiteral("won");
    case DeathCause::Kind::Legacy:
        return cause.text;
    case DeathCause::Kind::None:
        break;
    }
    return QString();
}

QString capitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

Game::Game(const Pack &pack, std::uint64_t seed, bool)
    : m_pack(pack)
    , m_dungeon(pack, seed) {
    m_state.seed = seed;
    m_state.packHash = pack.contentHash();
    m_state.packId = pack.manifest.id;
    m_state.rng = Rng::forStream(seed, u"play");
}

Game::Game(const Pack &pack, std::uint64_t seed, const QString &heroName)
    : Game(pack, seed, true) {
    start(heroName);
}

Game::Game(std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &heroName)
    : Game(*pack, seed, true) {
    m_ownedPack = std::move(pack);
    start(heroName);
}

Game::Game(const Pack &pack, std::uint64_t seed, const QString &heroName, const Level &first)
    : Game(pack, seed, true) {
    m_fixedFirst = first;
    m_fixedFirst->depth = 1;
    start(heroName);
}

void Game::start(const QString &heroName) {
    const Pack &pack = m_pack;
    const Ruleset &rules = pack.ruleset;
    HeroState &hero = m_state.hero;
    hero.stats = makeHero(rules, heroName);
    if (rules.health == Ruleset::Health::Xp)
        hero.stats.hp = rules.heroXp;
    for (const Ruleset::InventoryEntry &e : rules.inventory) {
        if (const ItemRecord *item = pack.item(e.item))
            hero.inventory.add(*item, e.count);
    }
    log(QStringLiteral("%1 enters the dungeon.").arg(hero.stats.name), LogEntry::Category::Story);
    enterLevel(1, true);
}

// ---------------------------------------------------------------------------------------------
// Levels

bool Game::roomByRoom() const {
    return m_pack.ruleset.levels == Ruleset::Levels::Disposable;
}

bool Game::buildLevel(int depth, std::optional<Side> entry, LevelState &out, QString *error) {
    QString message;
    if (depth == 1 && m_fixedFirst)
        out.level = *m_fixedFirst;
    else
        out.level = roomByRoom() && entry ? m_dungeon.chamber(depth, entry, &message)
                                          : m_dungeon.level(depth, &message);
    if (out.level.width() == 0) {
        if (error)
            *error = message.isEmpty() ? QStringLiteral("depth %1 could not be made").arg(depth)
                                       : message;
        return false;
    }
    out.entry = entry;
    out.explored.assign(std::size_t(out.level.map.size()), 0);
    return true;
}

void Game::populate(LevelState &ls, int depth) {
    // Each level's monsters and chests come from their own stream, so what lives on a level
    // does not depend on the order the hero visits levels in.
    Rng rng = Rng::forStream(m_state.seed, u"spawn", std::uint64_t(depth));
    const Ruleset &rules = m_pack.ruleset;
    const QList<LevelEntity> &entities = ls.level.entities;
    QHash<int, int> chestIndex; // entity index -> chest index
    for (int i = 0; i < entities.size(); ++i) {
        const LevelEntity &e = entities[i];
        if (e.kind != LevelEntity::Kind::Chest)
            continue;
        ChestState c;
        c.pos = e.at;
        c.loot = e.id;
        c.trapped =
            !rules.chestTrap.isEmpty() && rng.chance(std::uint64_t(rules.chestTrappedPercent), 100);
        c.mimic = !c.trapped && !rules.chestMimic.isEmpty() &&
                  rng.chance(std::uint64_t(rules.chestMimicPercent), 100);
        chestIndex.insert(i, int(ls.chests.size()));
        ls.chests.append(c);
    }
    for (const LevelEntity &e : entities) {
        switch (e.kind) {
        case LevelEntity::Kind::Monster: {
            const MonsterRecord *rec = m_pack.monster(e.id);
            if (!rec)
                break;
            Actor a;
            a.id = m_state.nextActorId++;
            a.record = rec->id;
            a.stats = makeMonster(*rec, depth, rng, &a.xp);
            a.pos = a.home = e.at;
            a.guards = chestIndex.value(e.guards, -1);
            switch (rec->ai) {
            case MonsterRecord::Ai::PatrolVertical:
                a.mode = Actor::Mode::Patrol;
                a.facing = Direction::S;
                break;
            case MonsterRecord::Ai::PatrolHorizontal:
                a.mode = Actor::Mode::Patrol;
                a.facing = Direction::E;
                break;
            case MonsterRecord::Ai::Wander: {
                // Its path runs along the longer open direction from where it stands.
                a.mode = Actor::Mode::Wander;
                int bestRun = -1;
                for (Direction d : kOrthogonal) {
                    int run = 0;
                    for (Point p = e.at + offset(d);
                         run < MonsterAi::kWanderLength && ls.level.map.passable(p);
                         p = p + offset(d))
                        ++run;
                    if (run > bestRun) {
                        bestRun = run;
                        a.facing = a.pathAxis = d;
                    }
                }
                break;
            }
            case MonsterRecord::Ai::Guard:
                a.mode = Actor::Mode::Guard;
                break;
            default:
                break;
            }
            ls.actors.append(a);
            break;
        }
        case LevelEntity::Kind::Item:
            ls.items.append({e.id, e.quantity, e.at});
            break;
        case LevelEntity::Kind::Trap: {
            const TrapRecord *trap = m_pack.trap(e.id);
            ls.traps.append({e.at, e.id, trap && trap->hidden, false});
            break;
        }
        case LevelEntity::Kind::Chip:
            ls.chips.append({e.at, false});
            break;
        case LevelEntity::Kind::Chest:
            break;
        }
    }
}

void Game::enterLevel(int depth, bool fromAbove, std::optional<Side> entry) {
    const int previous = m_state.depth;
    const bool firstVisit = !m_state.levels.count(depth) || roomByRoom();
    if (roomByRoom() && !m_state.levels.empty()) {
        // Seed 000's rooms are disposable: what is left behind is only remembered in the history.
        const LevelState &old = m_state.current();
        m_state.history.append(QJsonObject{{QStringLiteral("room"), previous},
                                           {QStringLiteral("monstersLeft"), int(old.actors.size())},
                                           {QStringLiteral("turnLeft"), m_state.turn}});
        m_state.levels.clear();
    }
    if (firstVisit) {
        LevelState ls;
        QString error;
        if (!buildLevel(depth, entry, ls, &error)) {
            log(QStringLiteral("The way is blocked: %1").arg(error), LogEntry::Category::Warning);
            if (m_state.levels.empty()) {
                // Nothing to stand on: the run cannot start. Report it as a death, not a crash.
                m_state.alive = false;
                m_state.cause = DeathCause::of(DeathCause::Kind::NoDungeon);
            }
            return;
        }
        populate(ls, depth);
        m_state.levels[depth] = std::move(ls);
    }
    m_state.depth = depth;
    LevelState &ls = m_state.current();
    Point landing = ls.level.arrival;
    if (!fromAbove && ls.level.stairsDown)
        landing = *ls.level.stairsDown;
    else if (fromAbove && ls.level.stairsUp && !roomByRoom())
        landing = *ls.level.stairsUp;
    // A monster standing where the hero arrives steps aside to the nearest free cell.
    if (const int blocker = ls.actorAt(landing); blocker >= 0) {
        const std::vector<std::uint8_t> occupied = occupancy();
        const TileMap &map = ls.level.map;
        for (int radius = 1; radius < std::max(map.width(), map.height()); ++radius) {
            bool moved = false;
            for (int y = landing.y - radius; y <= landing.y + radius && !moved; ++y) {
                for (int x = landing.x - radius; x <= landing.x + radius && !moved; ++x) {
                    const Point p{x, y};
                    if (chebyshev(p, landing) == radius && map.passable(p) &&
                        !occupied[std::size_t(map.index(p))]) {
                        ls.actors[blocker].pos = p;
                        moved = true;
                    }
                }
            }
            if (moved)
                break;
        }
    }
    m_state.hero.pos = landing;
    if (firstVisit && !(depth == 1 && m_state.turn == 0 && m_state.history.isEmpty())) {
        m_state.score += m_pack.ruleset.scoreNewLevel;
    }
    if (depth > m_state.deepest)
        m_state.deepest = depth;
    GameEvent e;
    e.kind = GameEvent::Kind::LevelChanged;
    e.amount = depth;
    e.to = landing;
    emitEvent(e);
    if (roomByRoom())
        log(QStringLiteral("Room %1.").arg(depth), LogEntry::Category::Flavour);
    else if (depth != previous || m_state.turn == 0)
        log(QStringLiteral("Depth %1%2.")
                .arg(depth)
                .arg(firstVisit ? QString() : QStringLiteral(" (you have been here before)")),
            LogEntry::Category::Flavour);
    updateFov();
    // Seed 004's win: the artefact carried back up to the depth it must reach.
    const Ruleset &rules = m_pack.ruleset;
    if (rules.hasWin && !fromAbove && depth <= rules.winReturnTo && rules.winReturnTo > 1 &&
        m_state.hero.inventory.count(rules.winItem) > 0) {
        m_state.won = true;
    }
}

// ---------------------------------------------------------------------------------------------
// Commands

bool Game::submit(const Command &command) {
    m_commands.append(command);
    if (!m_state.alive)
        return refuse(QStringLiteral("The run is over: %1.").arg(causeWords(m_pack, m_state.cause)))
            .accepted;
    if (m_state.won)
        return refuse(QStringLiteral("You have already won.")).accepted;
    if (m_state.battle)
        return doBattle(command).accepted;
    TurnCost cost;
    switch (command.kind) {
    case Command::Kind::Move:
        cost =
            command.direction ? doMove(*command.direction) : refuse(QStringLiteral("Move where?"));
        break;
    case Command::Kind::Wait:
        cost = {true, 1};
        break;
    case Command::Kind::Pickup:
        cost = doPickup();
        break;
    case Command::Kind::Interact:
        cost = command.direction ? doInteract(*command.direction)
                                 : refuse(QStringLiteral("Open what?"));
        break;
    case Command::Kind::Fire:
        cost = command.aimed ? doFire(std::nullopt, command.target) : doFire(command.direction);
        break;
    case Command::Kind::Descend:
        cost = doDescend();
        break;
    case Command::Kind::Climb:
        cost = doClimb();
        break;
    case Command::Kind::Use:
        cost = doUse(command.id);
        break;
    case Command::Kind::Cast:
        cost = doCast(command.id, command.direction,
                      command.aimed ? std::optional<Point>(command.target) : std::nullopt);
        break;
    case Command::Kind::Equip:
        cost = doEquip(command.id);
        break;
    case Command::Kind::Unequip:
        cost = doUnequip(command.id);
        break;
    case Command::Kind::Swap:
        cost = doSwap();
        break;
    case Command::Kind::Travel:
        cost = doTravel(command.target);
        break;
    case Command::Kind::Defend:
        cost = doDefend();
        break;
    case Command::Kind::Attack:
    case Command::Kind::Escape:
        cost = refuse(QStringLiteral("There is no battle to fight."));
        break;
    }
    // A guard lasts until the hero's next action (seed 004: "until its next turn").
    if (cost.accepted && command.kind != Command::Kind::Defend)
        m_state.hero.stats.defending = false;
    for (int i = 0; i < cost.turns && m_state.alive && !m_state.won; ++i)
        endHeroTurn();
    return cost.accepted;
}

Game::TurnCost Game::refuse(const QString &why, LogEntry::Category c) {
    GameEvent e;
    e.kind = GameEvent::Kind::Refused;
    emitEvent(e);
    log(why, c);
    return {false, 0};
}

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

QString Game::aimProblem(Point at, Direction &d) const {
    // Aimed at a cell: one the hero can see, in line with it where moves are 4-way. The cell is
    // checked before any arithmetic on it: a commands file may name any numbers.
    const Point hero = m_state.hero.pos;
    if (at == hero)
        return QStringLiteral("You cannot aim at yourself.");
    if (!isVisible(at))
        return QStringLiteral("You cannot see that spot.");
    const Point delta = at - hero;
    if (m_pack.ruleset.movement == 4 && delta.x != 0 && delta.y != 0)
        return QStringLiteral("You can only aim north, east, south or west here.");
    const std::vector<Point> first = missileLine(at, 1);
    if (first.empty())
        return QStringLiteral("You cannot aim there.");
    d = *directionBetween(hero, first.front());
    return QString();
}

Game::TurnCost Game::doFire(std::optional<Direction> dir, std::optional<Point> at) {
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    Direction d = dir.value_or(hero.facing);
    if (at) {
        const QString problem = aimProblem(*at, d);
        if (!problem.isEmpty())
            return refuse(problem);
    }
    if (isDiagonal(d) && rules.movement == 4)
        return refuse(QStringLiteral("You can only aim north, east, south or west here."));
    const ItemRecord *weapon = nullptr;
    if (hero.rangedInHand)
        weapon = m_pack.item(hero.equipment.worn(ItemRecord::Slot::Ranged));
    if (!weapon && !rules.bolts)
        return refuse(QStringLiteral("You have nothing to shoot with."));
    if (!weapon) {
        // The bolt costs experience (XP-as-health) or magic.
        const Rng saved = m_state.rng;
        const qint64 cost = std::max<qint64>(0, rules.boltCost.roll(m_state.depth, m_state.rng));
        if (rules.health == Ruleset::Health::Hp) {
            if (hero.stats.mp < cost) {
                m_state.rng = saved; // a refused command draws nothing
                return refuse(QStringLiteral("Not enough MP for a bolt (it costs %1).").arg(cost));
            }
            hero.stats.mp -= cost;
        }
        hero.facing = d;
        if (rules.health == Ruleset::Health::Xp && cost > 0) {
            log(QStringLiteral("The bolt costs you %1 XP.").arg(cost), LogEntry::Category::Combat);
            damageHero(cost, DeathCause::of(DeathCause::Kind::Bolt));
            if (!m_state.alive)
                return {true, 0};
        }
    }
    hero.facing = d;
    LevelState &ls = m_state.current();
    Point stop;
    const int range = weapon ? std::max(1, weapon->range) : 1000;
    const QString missile = weapon ? weapon->id : QStringLiteral("bolt");
    const int hit =
        at ? flyBolt(missileLine(*at, range), missile, stop) : flyBolt(d, range, missile, stop);
    if (hit < 0) {
        log(weapon ? QStringLiteral("Your shot hits the wall.")
                   : QStringLiteral("The bolt flies off and bursts on the wall."),
            LogEntry::Category::Combat);
        return {true, 1};
    }
    Actor &target = ls.actors[hit];
    qint64 damage = 0;
    if (weapon) {
        AttackResult r = rollAttack(m_state.rng, hero.stats, target.stats, rules);
        if (!r.hit || r.blocked) {
            log(QStringLiteral("Your shot misses %1.").arg(theName(target.stats.name)),
                LogEntry::Category::Combat);
            return {true, 1};
        }
        damage = std::max<qint64>(1, weapon->damage.roll(m_state.depth, m_state.rng));
    } else {
        damage = std::max<qint64>(0, rules.boltDamage.roll(m_state.depth, m_state.rng));
    }
    GameEvent a;
    a.kind = GameEvent::Kind::Attacked;
    a.actor = 0;
    a.target = target.id;
    a.from = hero.pos;
    a.to = target.pos;
    a.amount = damage;
    emitEvent(a);
    log(QStringLiteral("The %1 hits %2 for %3.")
            .arg(weapon ? QStringLiteral("shot") : QStringLiteral("bolt"),
                 theName(target.stats.name))
            .arg(damage),
        LogEntry::Category::Combat);
    damageActor(hit, damage);
    return {true, 1};
}

int Game::flyBolt(Direction d, int range, const QString &id, Point &stop) {
    std::vector<Point> line;
    const TileMap &map = m_state.current().level.map;
    for (Point p = m_state.hero.pos + offset(d); int(line.size()) < range && map.inBounds(p);
         p = p + offset(d))
        line.push_back(p);
    return flyBolt(line, id, stop);
}

std::vector<Point> Game::missileLine(Point at, int range) const {
    const TileMap &map = m_state.current().level.map;
    const Point from = m_state.hero.pos;
    const int dx = std::abs(at.x - from.x), dy = -std::abs(at.y - from.y);
    const int sx = from.x < at.x ? 1 : -1, sy = from.y < at.y ? 1 : -1;
    int err = dx + dy;
    std::vector<Point> line;
    for (Point p = from; int(line.size()) < range;) {
        const int e2 = 2 * err;
        if (e2 >= dy && dx != 0) {
            err += dy;
            p.x += sx;
        }
        if (e2 <= dx && dy != 0) {
            err += dx;
            p.y += sy;
        }
        if (!map.inBounds(p))
            break;
        line.push_back(p);
    }
    return line;
}

int Game::flyBolt(const std::vector<Point> &line, const QString &id, Point &stop) {
    const LevelState &ls = m_state.current();
    Point p = m_state.hero.pos;
    int hit = -1;
    std::vector<Point> path;
    for (const Point &next : line) {
        // A missile keeps the one step rule: no wall, and no slipping between two corners.
        const auto d = directionBetween(p, next);
        if (!d || !canStep(ls.level.map, p, *d, 8))
            break;
        p = next;
        path.push_back(p);
        hit = ls.actorAt(p);
        if (hit >= 0)
            break;
    }
    stop = p;
    GameEvent e;
    e.kind = GameEvent::Kind::BoltFired;
    e.actor = 0;
    e.from = m_state.hero.pos;
    e.to = p;
    e.id = id;
    e.target = hit >= 0 ? ls.actors[hit].id : -1;
    e.path = std::move(path);
    emitEvent(e);
    return hit;
}

Game::TurnCost Game::doCast(const QString &id, std::optional<Direction> dir,
                            std::optional<Point> at) {
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    const SpellRecord *spell = m_pack.spell(id);
    if (!spell)
        return refuse(QStringLiteral("There is no spell called \"%1\".").arg(id));
    QString why;
    if (!isUnlocked(*spell, hero.stats, rules))
        return refuse(QStringLiteral("You have not learned %1 yet: cast more %2 spells first.")
                          .arg(spell->name, elementName(spell->element)));
    if (!canCast(hero.stats, *spell, rules, Caster::Hero, &why))
        return refuse(why);
    GameEvent e;
    e.kind = GameEvent::Kind::SpellCast;
    e.actor = 0;
    e.id = id;
    switch (spell->type) {
    case SpellRecord::Type::Heal: {
        qint64 healed = 0;
        if (!castHealSpell(hero.stats, *spell, rules, &why, &healed))
            return refuse(why);
        e.amount = healed;
        emitEvent(e);
        log(QStringLiteral("You cast %1: +%2 HP.").arg(spell->name).arg(healed),
            LogEntry::Category::Combat);
        return {true, 1};
    }
    case SpellRecord::Type::Buff: {
        const SpellOutcome o = castSpell(hero.stats, hero.stats, *spell, rules, Caster::Hero);
        e.amount = o.amount;
        emitEvent(e);
        log(QStringLiteral("You cast %1 (%2 rounds).").arg(spell->name).arg(o.buff.rounds),
            LogEntry::Category::Combat);
        return {true, 1};
    }
    case SpellRecord::Type::Attack:
    case SpellRecord::Type::Debuff:
        break;
    }
    // Attack and debuff spells fly like bolts on the map (classic's "spellBolts").
    if (!rules.spellBolts)
        return refuse(QStringLiteral("%1 can only be cast in battle.").arg(spell->name));
    Direction d = dir.value_or(hero.facing);
    if (at) {
        const QString problem = aimProblem(*at, d);
        if (!problem.isEmpty())
            return refuse(problem);
    }
    if (isDiagonal(d) && rules.movement == 4)
        return refuse(QStringLiteral("You can only aim north, east, south or west here."));
    hero.facing = d;
    Point stop;
    const int hit = at ? flyBolt(missileLine(*at, 1000), id, stop) : flyBolt(d, 1000, id, stop);
    if (hit < 0) {
        // The MP is spent and the point earned all the same: the spell was cast.
        Combatant nobody;
        castSpell(hero.stats, nobody, *spell, rules, Caster::Hero);
        emitEvent(e);
        log(QStringLiteral("%1 bursts on the wall.").arg(spell->name), LogEntry::Category::Combat);
        return {true, 1};
    }
    Actor &target = m_state.current().actors[hit];
    e.target = target.id;
    const qint64 hpBefore = target.stats.hp;
    const SpellOutcome o = castSpell(hero.stats, target.stats, *spell, rules, Caster::Hero);
    e.amount = o.amount;
    emitEvent(e);
    if (spell->type == SpellRecord::Type::Debuff) {
        log(QStringLiteral("%1 takes hold of %2 (%3 rounds).")
                .arg(spell->name, theName(target.stats.name))
                .arg(o.buff.rounds),
            LogEntry::Category::Combat);
        return {true, 1};
    }
    const qint64 damage = hpBefore - target.stats.hp;
    log(o.blocked
            ? QStringLiteral("%1 cannot harm %2.").arg(spell->name, theName(target.stats.name))
            : QStringLiteral("%1 hits %2 for %3%4.")
                  .arg(spell->name, theName(target.stats.name))
                  .arg(damage)
                  .arg(o.restricted ? QStringLiteral(" (its element is weak to it)") : QString()),
        LogEntry::Category::Combat);
    if (target.stats.hp <= 0)
        killActor(hit);
    else if (target.mode == Actor::Mode::Idle || target.mode == Actor::Mode::Wander)
        target.mode = Actor::Mode::Chase;
    return {true, 1};
}

void Game::startBattle(int actorIndex) {
    LevelState &ls = m_state.current();
    const Actor &a = ls.actors[actorIndex];
    m_state.battle.emplace(m_state.hero.stats, a.stats, a.record, a.xp);
    m_state.battleActor = a.id;
    GameEvent e;
    e.kind = GameEvent::Kind::BattleStarted;
    e.actor = 0;
    e.target = a.id;
    e.to = a.pos;
    e.id = a.record;
    emitEvent(e);
    log(QStringLiteral("A battle with %1 begins!").arg(theName(a.stats.name)),
        LogEntry::Category::Combat);
}

Game::TurnCost Game::doBattle(const Command &command) {
    Battle &battle = *m_state.battle;
    BattleAction action;
    switch (command.kind) {
    case Command::Kind::Attack:
        action = BattleAction::attack();
        break;
    case Command::Kind::Defend:
        action = BattleAction::defend();
        break;
    case Command::Kind::Escape:
        action = BattleAction::escape();
        break;
    case Command::Kind::Cast:
        action = BattleAction::spell(command.id);
        break;
    case Command::Kind::Use:
        if (m_state.hero.inventory.count(command.id) == 0)
            return refuse(
                QStringLiteral("You have no %1.")
                    .arg(m_pack.item(command.id) ? m_pack.item(command.id)->name : command.id));
        action = BattleAction::item(command.id);
        break;
    default:
        return refuse(QStringLiteral(
            "You are in a battle: attack, defend, cast a spell, use an item or escape."));
    }
    const qsizetype seen = battle.log().size();
    QString why;
    if (!battle.heroAct(action, m_pack, m_state.rng, &why))
        return refuse(why);
    if (action.kind == BattleAction::Kind::Item)
        m_state.hero.inventory.remove(action.id);
    ++m_state.turn;
    for (qsizetype i = seen; i < battle.log().size(); ++i) {
        const BattleLogEntry &entry = battle.log()[i];
        GameEvent e;
        e.kind = entry.event == BattleLogEntry::Event::Spell ||
                         entry.event == BattleLogEntry::Event::Heal ||
                         entry.event == BattleLogEntry::Event::Buff ||
                         entry.event == BattleLogEntry::Event::Debuff
                     ? GameEvent::Kind::SpellCast
                     : GameEvent::Kind::Attacked;
        e.actor = entry.actor == BattleLogEntry::Actor::Hero ? 0 : m_state.battleActor;
        e.target = entry.actor == BattleLogEntry::Actor::Hero ? m_state.battleActor : 0;
        e.amount = entry.amount;
        e.critical = entry.critical;
        e.miss = entry.event == BattleLogEntry::Event::Miss;
        e.id = entry.id;
        e.text = BattleLogEntry::eventNames().value(int(entry.event));
        if (entry.event != BattleLogEntry::Event::Died)
            emitEvent(e);
        log(battle.describe(entry), LogEntry::Category::Combat);
    }
    if (battle.isOver())
        finishBattle();
    return {true, 0};
}

void Game::finishBattle() {
    const Battle battle = *m_state.battle;
    m_state.battle.reset();
    LevelState &ls = m_state.current();
    int index = -1;
    for (qsizetype i = 0; i < ls.actors.size(); ++i) {
        if (ls.actors[i].id == m_state.battleActor)
            index = int(i);
    }
    m_state.battleActor = -1;
    m_state.hero.stats = battle.hero();
    GameEvent e;
    e.kind = GameEvent::Kind::BattleEnded;
    e.text = Battle::outcomeName(battle.outcome());
    emitEvent(e);
    switch (battle.outcome()) {
    case Battle::Outcome::HeroWon: {
        const Battle::Reward reward = battle.reward(m_pack);
        if (index >= 0)
            killActor(index, false);
        m_state.score += m_pack.ruleset.scoreKill;
        gainExperience(reward.xp);
        if (!reward.trophy.isEmpty())
            gainItem(reward.trophy, 1);
        break;
    }
    case Battle::Outcome::HeroDied:
        heroDies(DeathCause::of(DeathCause::Kind::KilledBy,
                                index >= 0 ? ls.actors[index].record : QString()));
        break;
    case Battle::Outcome::HeroEscaped:
        // Seed 004: the monster stays where it was and waits a while before it moves again.
        if (index >= 0) {
            ls.actors[index].stats = battle.monster();
            ls.actors[index].waitTurns = 3;
            ls.actors[index].mode = Actor::Mode::Wait;
        }
        log(QStringLiteral("You get away."), LogEntry::Category::Combat);
        break;
    case Battle::Outcome::MonsterEscaped:
        // Gone for good, and it gives nothing.
        if (index >= 0)
            ls.actors.removeAt(index);
        log(QStringLiteral("%1 flees and is gone for good.")
                .arg(capitalised(theName(battle.monster().name))),
            LogEntry::Category::Combat);
        break;
    case Battle::Outcome::Ongoing:
        break;
    }
}

Game::TurnCost Game::doDefend() {
    // Seed 004's Defend on the map of a bump-combat pack: blows and shots that land before the
    // hero's next action do defendPercent of their damage.
    const Ruleset &rules = m_pack.ruleset;
    if (rules.battle != Ruleset::Battle::Bump || rules.health != Ruleset::Health::Hp)
        return refuse(QStringLiteral("There is no battle to fight."));
    m_state.hero.stats.defending = true;
    log(QStringLiteral("You raise your guard."), LogEntry::Category::Combat);
    return {true, 1};
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

Game::TurnCost Game::doUse(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(QStringLiteral("You have no %1.").arg(rec ? rec->name : id));
    if (rec->isEquipment())
        return doEquip(id);
    if (rec->kind != ItemRecord::Kind::Medicine)
        return refuse(QStringLiteral("You cannot use the %1.").arg(rec->name));
    QString refusal;
    const qint64 hp = hero.stats.hp, mp = hero.stats.mp;
    if (!applyMedicine(hero.stats, *rec, m_pack.ruleset, &refusal))
        return refuse(refusal);
    hero.inventory.remove(id);
    GameEvent e;
    e.kind = GameEvent::Kind::ItemUsed;
    e.id = id;
    e.amount = hero.stats.hp - hp;
    emitEvent(e);
    QStringList gains;
    if (hero.stats.hp > hp)
        gains.append(QStringLiteral("+%1 HP").arg(hero.stats.hp - hp));
    if (hero.stats.mp > mp)
        gains.append(QStringLiteral("+%1 MP").arg(hero.stats.mp - mp));
    log(QStringLiteral("You drink the %1: %2.").arg(rec->name, gains.join(QStringLiteral(", "))),
        LogEntry::Category::Loot);
    return {true, 1};
}

Game::TurnCost Game::doEquip(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(QStringLiteral("You have no %1.").arg(rec ? rec->name : id));
    if (!rec->isEquipment())
        return refuse(QStringLiteral("The %1 is not something to wear or wield.").arg(rec->name));
    hero.inventory.remove(id);
    const QString old = hero.equipment.put(*rec);
    if (!old.isEmpty()) {
        if (const ItemRecord *o = m_pack.item(old))
            hero.inventory.add(*o);
    }
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Equipped;
    e.id = id;
    e.text = Equipment::slotName(rec->slot);
    emitEvent(e);
    const ItemRecord *o = m_pack.item(old);
    log(o ? QStringLiteral("You put on the %1 instead of the %2.").arg(rec->name, o->name)
          : QStringLiteral("You put on the %1.").arg(rec->name));
    return {true, 1};
}

Game::TurnCost Game::doUnequip(const QString &slotName) {
    HeroState &hero = m_state.hero;
    const auto slot = Equipment::slotFromName(slotName);
    if (!slot)
        return refuse(
            QStringLiteral("\"%1\" is not a slot (melee, ranged, armour, shoes).").arg(slotName));
    const QString old = hero.equipment.take(*slot);
    const ItemRecord *rec = m_pack.item(old);
    if (!rec)
        return refuse(QStringLiteral("You wear nothing there."));
    hero.inventory.add(*rec);
    if (*slot == ItemRecord::Slot::Ranged)
        hero.rangedInHand = false;
    refreshEquipment();
    log(QStringLiteral("You take off the %1.").arg(rec->name));
    return {true, 1};
}

Game::TurnCost Game::doSwap() {
    HeroState &hero = m_state.hero;
    if (!hero.rangedInHand && hero.equipment.isEmpty(ItemRecord::Slot::Ranged))
        return refuse(QStringLiteral("You have no ranged weapon to switch to."));
    hero.rangedInHand = !hero.rangedInHand;
    refreshEquipment();
    const ItemRecord *w = m_pack.item(hero.equipment.worn(
        hero.rangedInHand ? ItemRecord::Slot::Ranged : ItemRecord::Slot::Melee));
    log(w ? QStringLiteral("You ready the %1.").arg(w->name)
          : QStringLiteral("You put your weapon away and raise your fists."));
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

// ---------------------------------------------------------------------------------------------
// Combat

void Game::heroAttacks(int actorIndex) {
    LevelState &ls = m_state.current();
    Actor &target = ls.actors[actorIndex];
    const AttackResult r =
        rollAttack(m_state.rng, m_state.hero.stats, target.stats, m_pack.ruleset);
    GameEvent e;
    e.kind = GameEvent::Kind::Attacked;
    e.actor = 0;
    e.target = target.id;
    e.from = m_state.hero.pos;
    e.to = target.pos;
    e.amount = r.damage;
    e.miss = !r.hit;
    e.critical = r.critical;
    e.blocked = r.blocked;
    emitEvent(e);
    const QString name = theName(target.stats.name);
    if (r.blocked)
        log(QStringLiteral("Your blow glances off %1: it is invincible.").arg(name),
            LogEntry::Category::Combat);
    else if (!r.hit)
        log(QStringLiteral("You miss %1.").arg(name), LogEntry::Category::Combat);
    else
        log(QStringLiteral("%1You hit %2 for %3.")
                .arg(r.critical ? QStringLiteral("Critical! ") : QString(), name)
                .arg(r.damage),
            LogEntry::Category::Combat);
    if (r.damage > 0)
        damageActor(actorIndex, r.damage);
}

void Game::damageActor(int actorIndex, qint64 amount) {
    Actor &a = m_state.current().actors[actorIndex];
    a.stats.hp -= amount;
    if (a.mode == Actor::Mode::Idle || a.mode == Actor::Mode::Wander ||
        a.mode == Actor::Mode::Patrol)
        a.mode = Actor::Mode::Chase; // hurt monsters notice who hurt them
    if (a.stats.hp <= 0)
        killActor(actorIndex);
}

void Game::killActor(int actorIndex, bool rewards) {
    LevelState &ls = m_state.current();
    const Actor a = ls.actors.takeAt(actorIndex);
    ++m_state.kills; // every death on the map is the hero's doing (blows, bolts, burns)
    const Ruleset &rules = m_pack.ruleset;
    GameEvent e;
    e.kind = GameEvent::Kind::Died;
    e.actor = a.id;
    e.to = a.pos;
    e.id = a.record;
    emitEvent(e);
    // A battle screen logs the death and pays its own reward (Game::finishBattle).
    if (!rewards)
        return;
    log(QStringLiteral("%1 dies.").arg(capitalised(theName(a.stats.name))),
        LogEntry::Category::Combat);
    m_state.score += rules.scoreKill;
    gainExperience(a.xp);
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (rec && !rec->trophy.isEmpty() && m_pack.item(rec->trophy)) {
        ls.items.append({rec->trophy, 1, a.pos});
        log(QStringLiteral("It drops a %1.").arg(m_pack.item(rec->trophy)->name),
            LogEntry::Category::Loot);
    }
}

void Game::gainExperience(qint64 amount) {
    if (amount <= 0)
        return;
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    GameEvent gained;
    gained.kind = GameEvent::Kind::XpGained;
    gained.actor = 0;
    gained.amount = amount;
    emitEvent(gained);
    if (rules.health == Ruleset::Health::Xp) {
        hero.stats.hp += amount;
        log(QStringLiteral("+%1 XP.").arg(amount), LogEntry::Category::Loot);
        return;
    }
    const int before = hero.stats.level;
    if (pd::gainExperience(hero.stats, hero.xp, amount, rules) > 0) {
        GameEvent up;
        up.kind = GameEvent::Kind::LevelUp;
        up.actor = 0;
        up.amount = hero.stats.level;
        up.target = before;
        emitEvent(up);
        log(QStringLiteral("You reach level %1 (from %2).").arg(hero.stats.level).arg(before),
            LogEntry::Category::Story);
    }
}

void Game::actorAttacksHero(int actorIndex) {
    LevelState &ls = m_state.current();
    Actor &a = ls.actors[actorIndex];
    const Ruleset &rules = m_pack.ruleset;
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (const auto d = directionBetween(a.pos, m_state.hero.pos))
        a.facing = *d;
    GameEvent e;
    e.kind = GameEvent::Kind::Attacked;
    e.actor = a.id;
    e.target = 0;
    e.from = a.pos;
    e.to = m_state.hero.pos;
    const QString name = capitalised(theName(a.stats.name));
    if (rules.battle == Ruleset::Battle::Screen) {
        // Seed 004: contact starts a battle, and the hero acts first.
        startBattle(actorIndex);
        return;
    }
    if (rules.health == Ruleset::Health::Xp && rec && rec->contact.isSet()) {
        // Seed 000: touching a monster costs experience.
        e.amount = std::max<qint64>(0, rec->contact.roll(m_state.depth, m_state.rng));
        emitEvent(e);
        log(QStringLiteral("%1 touches you: -%2 XP.").arg(name).arg(e.amount),
            LogEntry::Category::Combat);
        damageHero(e.amount, DeathCause::of(DeathCause::Kind::KilledBy, a.record));
        return;
    }
    const AttackResult r = rollAttack(m_state.rng, a.stats, m_state.hero.stats, rules);
    e.amount = r.damage;
    e.miss = !r.hit;
    e.critical = r.critical;
    e.blocked = r.blocked;
    emitEvent(e);
    if (r.blocked)
        log(QStringLiteral("%1 cannot harm you.").arg(name), LogEntry::Category::Combat);
    else if (!r.hit)
        log(QStringLiteral("%1 misses you.").arg(name), LogEntry::Category::Combat);
    else
        log(QStringLiteral("%1%2 hits you for %3.")
                .arg(r.critical ? QStringLiteral("Critical! ") : QString(), name)
                .arg(r.damage),
            LogEntry::Category::Combat);
    if (r.damage > 0)
        damageHero(r.damage, DeathCause::of(DeathCause::Kind::KilledBy, a.record));
}

void Game::damageHero(qint64 amount, const DeathCause &cause) {
    if (amount <= 0 || !m_state.alive)
        return;
    HeroState &hero = m_state.hero;
    hero.stats.hp -= amount;
    // XP-as-health dies below 1 (seed 000); hit points at 0.
    if (hero.stats.hp < 1)
        heroDies(cause);
}

void Game::heroDies(const DeathCause &cause) {
    m_state.alive = false;
    m_state.cause = cause;
    m_state.hero.stats.hp = std::min<qint64>(m_state.hero.stats.hp, 0);
    GameEvent e;
    e.kind = GameEvent::Kind::HeroDied;
    e.actor = 0;
    e.to = m_state.hero.pos;
    e.id = cause.toString();
    emitEvent(e);
    log(QStringLiteral("You die, %1, on %2 %3 after %4 turns.")
            .arg(causeWords(m_pack, cause))
            .arg(roomByRoom() ? QStringLiteral("room") : QStringLiteral("depth"))
            .arg(m_state.depth)
            .arg(m_state.turn),
        LogEntry::Category::Story);
}

void Game::refreshEquipment() {
    HeroState &hero = m_state.hero;
    Stats bonus;
    for (int i = 0; i < Equipment::kSlotCount; ++i) {
        const ItemRecord::Slot slot = Equipment::slotAt(i);
        // Only the weapon in hand counts: seed 000's homework makes switching matter.
        if ((slot == ItemRecord::Slot::Melee && hero.rangedInHand) ||
            (slot == ItemRecord::Slot::Ranged && !hero.rangedInHand))
            continue;
        if (const ItemRecord *item = m_pack.item(hero.equipment.worn(slot)))
            bonus += item->bonus;
    }
    hero.stats.equipment = bonus;
    const qint64 maxHp = hero.stats.maxHp(m_pack.ruleset);
    const qint64 maxMp = hero.stats.maxMp(m_pack.ruleset);
    if (m_pack.ruleset.health == Ruleset::Health::Hp)
        hero.stats.hp = std::min(hero.stats.hp, maxHp);
    hero.stats.mp = std::min(hero.stats.mp, maxMp);
}

// ---------------------------------------------------------------------------------------------
// Turns

void Game::endHeroTurn() {
    ++m_state.turn;
    // The monsters' steps are seen from where the hero now stands: the field of view is brought
    // up to date before they act (it filters their Moved events), and again after only if the
    // hero was moved or changed level meanwhile.
    if (m_state.alive)
        updateFov();
    const Point heroBefore = m_state.hero.pos;
    const int depthBefore = m_state.depth;
    monstersAct();
    if (m_state.alive && !m_state.battle && !m_state.hero.stats.buffs.isEmpty()) {
        // Buffs cast on the map count the hero's turns as rounds.
        const TurnStart t = startOfTurn(m_state.hero.stats, m_pack.ruleset);
        if (t.healed > 0)
            log(QStringLiteral("You heal %1 HP.").arg(t.healed), LogEntry::Category::Info);
        if (t.burned > 0)
            log(QStringLiteral("You burn for %1 HP.").arg(t.burned), LogEntry::Category::Hazard);
        for (const Buff &b : t.expired)
            log(QStringLiteral("%1 wears off.")
                    .arg(m_pack.spell(b.spell) ? m_pack.spell(b.spell)->name : b.spell));
        if (t.died)
            heroDies(DeathCause::of(DeathCause::Kind::Burning));
    }
    if (m_state.alive && (m_state.hero.pos != heroBefore || m_state.depth != depthBefore))
        updateFov();
}

int Game::monsterSpeed(const Actor &a) const {
    const MonsterRecord *rec = m_pack.monster(a.record);
    return std::max(1, (rec ? rec->speed : 100) + a.speedBonus);
}

void Game::monstersAct() {
    LevelState &ls = m_state.current();
    if (ls.actors.isEmpty())
        return;
    MonsterAi ai(*this);
    // By id, the order they appeared in: a fixed order keeps replays identical. A battle
    // screen stops the map: the monsters after the one that started it wait for its end.
    for (qsizetype i = 0; i < ls.actors.size() && m_state.alive && !m_state.battle; ++i) {
        Actor &a = ls.actors[i];
        if (!a.stats.buffs.isEmpty()) {
            // A monster's debuffs (the hero's spell bolts) count its turns as rounds.
            const TurnStart t = startOfTurn(a.stats, m_pack.ruleset);
            if (t.died) {
                ai.removed(a.pos);
                killActor(int(i));
                --i;
                continue;
            }
        }
        a.energy += monsterSpeed(a);
        while (a.energy >= 100 && m_state.alive && !m_state.battle) {
            a.energy -= 100;
            const MonsterAi::Intent intent = ai.decide(a);
            switch (intent.kind) {
            case MonsterAi::Intent::Kind::Wait:
                break;
            case MonsterAi::Intent::Kind::Step: {
                const Point from = a.pos;
                stepActor(a, intent.to);
                ai.moved(from, a.pos);
                break;
            }
            case MonsterAi::Intent::Kind::Attack:
                actorAttacksHero(int(i));
                break;
            case MonsterAi::Intent::Kind::Shoot: {
                const MonsterRecord *rec = m_pack.monster(a.record);
                qint64 dmg =
                    rec ? std::max<qint64>(0, rec->rangedDamage.roll(m_state.depth, m_state.rng))
                        : 0;
                GameEvent e;
                e.kind = GameEvent::Kind::BoltFired;
                e.actor = a.id;
                e.target = 0;
                e.from = a.pos;
                e.to = m_state.hero.pos;
                e.id = a.record;
                emitEvent(e);
                GameEvent hit;
                hit.kind = GameEvent::Kind::Attacked;
                hit.actor = a.id;
                hit.target = 0;
                hit.from = a.pos;
                hit.to = m_state.hero.pos;
                const AttackResult aim =
                    rollAttack(m_state.rng, a.stats, m_state.hero.stats, m_pack.ruleset);
                hit.miss = !aim.hit;
                hit.blocked = aim.blocked;
                if (m_state.hero.stats.defending)
                    dmg = std::max<qint64>(1, dmg * m_pack.ruleset.defendPercent / 100);
                hit.amount = aim.hit && !aim.blocked ? dmg : 0;
                emitEvent(hit);
                log(hit.amount > 0 ? QStringLiteral("%1 shoots you for %2.")
                                         .arg(capitalised(theName(a.stats.name)))
                                         .arg(hit.amount)
                                   : QStringLiteral("%1 shoots and misses.")
                                         .arg(capitalised(theName(a.stats.name))),
                    LogEntry::Category::Combat);
                damageHero(hit.amount, DeathCause::of(DeathCause::Kind::ShotBy, a.record));
                break;
            }
            }
        }
        // Energy does not pile up while a monster waits for a faster friend.
        a.energy = std::min(a.energy, 100);
    }
}

void Game::stepActor(Actor &a, Point to) {
    if (const auto d = directionBetween(a.pos, to))
        a.facing = *d;
    GameEvent e;
    e.kind = GameEvent::Kind::Moved;
    e.actor = a.id;
    e.from = a.pos;
    e.to = to;
    a.pos = to;
    if (isVisible(e.from) || isVisible(to))
        emitEvent(e);
}

std::vector<std::uint8_t> Game::occupancy() const {
    const LevelState &ls = m_state.current();
    std::vector<std::uint8_t> mask(std::size_t(ls.level.map.size()), 0);
    for (const Actor &a : ls.actors)
        mask[std::size_t(ls.level.map.index(a.pos))] = 1;
    for (const ChestState &c : ls.chests) {
        if (!c.opened)
            mask[std::size_t(ls.level.map.index(c.pos))] = 1;
    }
    return mask;
}

void Game::updateFov() {
    LevelState &ls = m_state.current();
    const Ruleset &rules = m_pack.ruleset;
    if (!rules.fovEnabled) {
        std::fill(ls.explored.begin(), ls.explored.end(), 1);
        return;
    }
    m_fov.compute(ls.level.map, m_state.hero.pos, rules.fovRadius);
    for (const Point &p : m_fov.visibleCells())
        ls.explored[std::size_t(ls.level.map.index(p))] = 1;
}

bool Game::isVisible(Point p) const {
    if (!m_pack.ruleset.fovEnabled)
        return m_state.current().level.map.inBounds(p);
    return m_fov.isVisible(p);
}

Stats Game::heroStats() const {
    return m_state.hero.stats.effective(m_pack.ruleset);
}

qint64 Game::heroMaxHp() const {
    return m_state.hero.stats.maxHp(m_pack.ruleset);
}

// ---------------------------------------------------------------------------------------------
// Output

void Game::log(const QString &text, LogEntry::Category c) {
    m_state.log.append({m_state.turn, c, text});
    if (m_state.log.size() > GameState::kMaxLog)
        m_state.log.remove(0, m_state.log.size() - GameState::kMaxLog);
    GameEvent e;
    e.kind = GameEvent::Kind::Message;
    e.text = text;
    e.category = int(c);
    emitEvent(e);
}

void Game::emitEvent(GameEvent e) {
    e.turn = m_state.turn;
    m_events.append(std::move(e));
}

QList<GameEvent> Game::takeEvents() {
    return std::exchange(m_events, {});
}

RunSummary Game::summary() const {
    RunSummary s;
    s.hero = m_state.hero.stats.name;
    s.alive = m_state.alive;
    s.won = m_state.won;
    s.cause = m_state.cause;
    s.depth = m_state.depth;
    s.deepest = m_state.deepest;
    s.turn = m_state.turn;
    s.score = m_state.score;
    s.kills = m_state.kills;
    s.hp = m_state.hero.stats.hp;
    s.stateHash = stateHash();
    return s;
}

QString Game::stateHash() const {
    const QByteArray canonical = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace pd
