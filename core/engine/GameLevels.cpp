// Levels: building, populating and entering them (room-by-room chambers, persistent depths).
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Doors.h"
#include "engine/MonsterAi.h"
#include "engine/Terrain.h"
#include "engine/Vaults.h"
#include "gen/PackCache.h"
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
    // Terrain and vaults come with the level (Dungeon::level dresses it), so that the seed
    // preview shows what the game plays.
    out.entry = entry;
    out.explored.assign(std::size_t(out.level.map.size()), 0);
    return true;
}

Actor::Mode Game::startMode(const Actor &a) const {
    const MonsterRecord *rec = m_pack.monster(a.record);
    switch (rec ? rec->ai : MonsterRecord::Ai::Chase) {
    case MonsterRecord::Ai::PatrolVertical:
    case MonsterRecord::Ai::PatrolHorizontal:
        return Actor::Mode::Patrol;
    case MonsterRecord::Ai::Wander:
        return Actor::Mode::Wander;
    case MonsterRecord::Ai::Guard:
        return Actor::Mode::Guard;
    default:
        return Actor::Mode::Idle;
    }
}

void Game::populate(LevelState &ls, int depth) {
    // Each level's monsters and chests come from their own stream, so what lives on a level
    // does not depend on the order the hero visits levels in.
    Rng rng = Rng::forStream(m_state.seed, u"spawn", std::uint64_t(depth));
    // Who sleeps is drawn apart (only for records that may), so that it changes nothing else.
    Rng sleep = Rng::forStream(m_state.seed, u"sleep", std::uint64_t(depth));
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
            a.pos = a.home = a.chaseFrom = e.at;
            a.guards = chestIndex.value(e.guards, -1);
            a.mode = startMode(a);
            switch (rec->ai) {
            case MonsterRecord::Ai::PatrolVertical:
                a.facing = Direction::S;
                break;
            case MonsterRecord::Ai::PatrolHorizontal:
                a.facing = Direction::E;
                break;
            case MonsterRecord::Ai::Wander: {
                // Its path runs along the longer open direction from where it stands.
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
            default:
                break;
            }
            if (rec->sleepPercent > 0 && sleep.chance(std::uint64_t(rec->sleepPercent), 100))
                a.mode = Actor::Mode::Asleep;
            ls.actors.append(a);
            break;
        }
        case LevelEntity::Kind::Item:
            ls.items.append({e.id, e.quantity, e.at, e.price});
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
    if (firstVisit) {
        // The new level is made before anything is left behind: when it cannot be made, the
        // hero stays where they are, on a level that still exists.
        LevelState ls;
        QString error;
        if (!buildLevel(depth, entry, ls, &error)) {
            log(LogEntry::wayBlocked(error));
            if (m_state.levels.empty()) {
                // Nothing to stand on: the run cannot start. Report it as a death, not a crash.
                m_state.alive = false;
                m_state.cause = DeathCause::of(DeathCause::Kind::NoDungeon);
            }
            return;
        }
        if (roomByRoom() && !m_state.levels.empty()) {
            // Room by room, rooms are disposable: what is left behind is only remembered in the
            // history.
            const LevelState &old = m_state.current();
            m_state.history.append(
                QJsonObject{{QStringLiteral("room"), previous},
                            {QStringLiteral("monstersLeft"), int(old.actors.size())},
                            {QStringLiteral("turnLeft"), m_state.turn}});
            m_state.levels.clear();
        }
        populate(ls, depth);
        if (m_pack.ruleset.secretDoorPercent > 0 && !roomByRoom()) {
            // A stream of its own, so that a pack without secret doors draws nothing new.
            Rng secret = Rng::forStream(m_state.seed, u"secret-doors", std::uint64_t(depth));
            doors::hideSecretDoors(ls, m_pack.ruleset.secretDoorPercent, m_pack.ruleset.movement,
                                   secret);
        }
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
                        !isHazard(map.at(p)) && !occupied[std::size_t(map.index(p))]) {
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
        log(LogEntry::enteredRoom(depth));
    else if (depth != previous || m_state.turn == 0)
        log(LogEntry::enteredDepth(depth, !firstVisit));
    updateFov();
    // The maze-duel win: the artefact carried back up to the depth it must reach.
    const Ruleset &rules = m_pack.ruleset;
    if (rules.hasWin && !fromAbove && depth <= rules.winReturnTo && rules.winReturnTo > 1 &&
        m_state.hero.inventory.count(rules.winItem) > 0) {
        m_state.won = true;
    }
}

} // namespace pd
