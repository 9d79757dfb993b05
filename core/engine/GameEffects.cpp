// Effects and statuses on the map (docs/rules.md "Effects", "Statuses"): what a potion, scroll,
// wand or spell does beyond the seeds' healing and damage, and the conditions it leaves that
// count down turn by turn. Every draw is from the game's own stream, and only when an effect is
// used or a status holds: a pack without them plays as it always did.
#include "engine/EffectStatus.h"
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Doors.h"
#include "engine/MonsterAi.h"
#include "rpg/Spawn.h"

#include <algorithm>

namespace pd {

namespace {

// The cells next to `at` first, then ring by ring out to `reach`, in a fixed order.
std::vector<Point> cellsAround(Point at, int reach) {
    std::vector<Point> out;
    for (int r = 1; r <= reach; ++r)
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx)
                if (std::max(std::abs(dx), std::abs(dy)) == r)
                    out.push_back({at.x + dx, at.y + dy});
    return out;
}

} // namespace

bool Game::seesActor(const Actor &a) const {
    const Statuses &hero = m_state.hero.statuses;
    if (hero.has(StatusKind::Telepathic))
        return true;
    if (!isVisible(a.pos))
        return false;
    if (chebyshev(a.pos, m_state.hero.pos) <= 1)
        return true;
    return !a.statuses.has(StatusKind::Invisible) && !hiddenByTrick(a);
}

int Game::actorIndexById(int id) const {
    const QList<Actor> &actors = m_state.current().actors;
    for (qsizetype i = 0; i < actors.size(); ++i)
        if (actors[i].id == id)
            return int(i);
    return -1;
}

void Game::applyEffects(const QList<MapEffect> &effects, const QString &source,
                        const std::vector<Point> &aim, int hit, const QString &chosen) {
    const int hitId = hit >= 0 ? m_state.current().actors[hit].id : -1;
    bool touched = false;
    for (const MapEffect &e : effects) {
        if (!m_state.alive)
            return;
        if (MapEffect::isCloud(e.kind)) {
            releaseCloud(e, cloudCentre(e, aim, hitId));
            touched = true;
            continue;
        }
        QList<int> ids;
        const LevelState &ls = m_state.current();
        switch (e.on) {
        case MapEffect::Target::Self:
            ids = {0};
            break;
        case MapEffect::Target::Bolt:
            if (hitId >= 0 && actorIndexById(hitId) >= 0)
                ids = {hitId};
            break;
        case MapEffect::Target::View:
            for (const Actor &a : ls.actors)
                if (isVisible(a.pos))
                    ids << a.id;
            break;
        case MapEffect::Target::Around:
            for (const Actor &a : ls.actors)
                if (chebyshev(a.pos, m_state.hero.pos) <= e.radius && isVisible(a.pos))
                    ids << a.id;
            break;
        }
        for (int id : std::as_const(ids)) {
            if (id != 0 && actorIndexById(id) < 0)
                continue; // an earlier effect killed it
            applyEffect(e, source, id, aim, chosen);
            touched = true;
        }
    }
    if (!touched)
        log(LogEntry::nothingHappens(source));
}

void Game::applyEffect(const MapEffect &e, const QString &source, int actorId,
                       const std::vector<Point> &aim, const QString &chosen) {
    using K = MapEffect::Kind;
    const bool onHero = actorId == 0;
    LevelState &ls = m_state.current();
    const int index = onHero ? -1 : actorIndexById(actorId);
    const QString monster = onHero ? QString() : ls.actors[index].record;
    if (const std::optional<StatusKind> status = effectStatus(e.kind)) {
        const int power = e.amount.isSet()
                              ? int(std::max<qint64>(1, e.amount.roll(m_state.depth, m_state.rng)))
                              : 0;
        putStatus(actorId, *status, e.turns, power);
        return;
    }
    switch (e.kind) {
    case K::Heal: {
        const qint64 amount = std::max<qint64>(0, e.amount.roll(m_state.depth, m_state.rng));
        Combatant &who = onHero ? m_state.hero.stats : ls.actors[index].stats;
        const qint64 max = onHero ? heroMaxHp() : who.maxHp(m_pack.ruleset);
        const qint64 healed = std::clamp<qint64>(max - who.hp, 0, amount);
        who.hp += healed;
        log(LogEntry::effectHeals(monster, healed));
        return;
    }
    case K::Damage: {
        const qint64 amount = std::max<qint64>(0, e.amount.roll(m_state.depth, m_state.rng));
        log(LogEntry::effectHurts(monster, amount));
        if (onHero)
            damageHero(amount, DeathCause::of(DeathCause::Kind::Effect, source), Blow::How::Effect);
        else
            damageActor(index, amount);
        return;
    }
    case K::Teleport: {
        const std::optional<Point> to = randomFreeCell(true);
        if (!to)
            return;
        log(LogEntry::teleported(monster));
        if (onHero) {
            moveHeroTo(*to);
            return;
        }
        Actor &a = ls.actors[index];
        GameEvent ev;
        ev.kind = GameEvent::Kind::Teleported;
        ev.actor = a.id;
        ev.from = a.pos;
        ev.to = *to;
        a.pos = *to;
        emitEvent(ev);
        return;
    }
    case K::Blink: {
        // Along the aim, up to `radius` cells: the last cell before a wall, a monster or a chest.
        Point last = m_state.hero.pos;
        int cells = 0;
        for (const Point &p : aim) {
            const auto d = directionBetween(last, p);
            if (cells >= e.radius || !d || !canStep(ls.level.map, last, *d, 8) ||
                ls.actorAt(p) >= 0 || (ls.chestAt(p) >= 0 && !ls.chests[ls.chestAt(p)].opened))
                break;
            last = p;
            ++cells;
        }
        log(LogEntry::blinked(cells));
        if (cells > 0)
            moveHeroTo(last);
        return;
    }
    case K::DetectItems: {
        int count = 0;
        for (const FloorItem &i : ls.items) {
            ls.explored[std::size_t(ls.level.map.index(i.pos))] = 1;
            ++count;
        }
        for (const ChestState &c : ls.chests) {
            ls.explored[std::size_t(ls.level.map.index(c.pos))] = 1;
            count += c.opened ? 0 : 1;
        }
        log(LogEntry::itemsSensed(count));
        return;
    }
    case K::MagicMapping: {
        // Every cell but the solid rock: a wall is known where it borders anything else, as a
        // look round each room would show it (a secret door stays a wall).
        const TileMap &map = ls.level.map;
        for (int i = 0; i < map.size(); ++i) {
            const Point p = map.point(i);
            bool known = map.at(p) != Tile::Wall;
            for (int dy = -1; dy <= 1 && !known; ++dy)
                for (int dx = -1; dx <= 1 && !known; ++dx)
                    known = map.inBounds(p.x + dx, p.y + dy) &&
                            map.at(p.x + dx, p.y + dy) != Tile::Wall;
            if (known)
                ls.explored[std::size_t(i)] = 1;
        }
        log(LogEntry::levelMapped());
        return;
    }
    case K::Descend: {
        if (roomByRoom() || m_state.depth >= m_pack.ruleset.depth) {
            log(LogEntry::nothingHappens(source));
            return;
        }
        const int depth = m_state.depth + 1;
        log(LogEntry::sankDown(depth));
        enterLevel(depth, true);
        return;
    }
    case K::Knockback: {
        Actor &a = ls.actors[index];
        const Point from = a.pos;
        const Point step{a.pos.x > m_state.hero.pos.x   ? 1
                         : a.pos.x < m_state.hero.pos.x ? -1
                                                        : 0,
                         a.pos.y > m_state.hero.pos.y   ? 1
                         : a.pos.y < m_state.hero.pos.y ? -1
                                                        : 0};
        const qint64 push =
            e.amount.isSet() ? std::max<qint64>(0, e.amount.roll(m_state.depth, m_state.rng)) : 1;
        int cells = 0;
        while (cells < push) {
            const Point next = a.pos + step;
            const auto d = directionBetween(a.pos, next);
            if (!d || !canStep(ls.level.map, a.pos, *d, 8) || isHazard(ls.level.map.at(next)) ||
                ls.actorAt(next) >= 0 || ls.chestAt(next) >= 0 || next == m_state.hero.pos)
                break;
            a.pos = next;
            ++cells;
        }
        if (cells > 0) {
            const Point to = a.pos;
            a.pos = from;
            stepActor(a, to);
        }
        log(LogEntry::knockedBack(monster, cells));
        return;
    }
    case K::Summon: {
        const MonsterRecord *rec = m_pack.monster(e.monster);
        if (!rec)
            return;
        const Point centre = onHero ? m_state.hero.pos : ls.actors[index].pos;
        int made = 0;
        for (const Point &p : cellsAround(centre, 3)) {
            if (made >= e.count)
                break;
            if (!ls.level.map.passable(p) || isHazard(ls.level.map.at(p)) ||
                p == m_state.hero.pos || ls.actorAt(p) >= 0 || ls.chestAt(p) >= 0)
                continue;
            appear(*rec, p);
            ++made;
        }
        log(LogEntry::summoned(rec->id, made));
        return;
    }
    case K::Identify: {
        // The kind the player chose, then the unknown kinds carried, in the order they came.
        QStringList order;
        if (!chosen.isEmpty())
            order << chosen;
        for (const Inventory::Stack &s : m_state.hero.inventory.stacks())
            if (!order.contains(s.item))
                order << s.item;
        const int count = std::max(1, e.count);
        int left = count;
        for (const QString &item : std::as_const(order)) {
            if (left > 0 && m_state.hero.inventory.count(item) > 0 && identify(item))
                --left;
        }
        if (left == count)
            log(LogEntry::nothingHappens(source));
        return;
    }
    default:
        return;
    }
}

void Game::putStatus(int actorId, StatusKind kind, int turns, int power) {
    const bool onHero = actorId == 0;
    LevelState &ls = m_state.current();
    const int index = onHero ? -1 : actorIndexById(actorId);
    Statuses &statuses = onHero ? m_state.hero.statuses : ls.actors[index].statuses;
    statuses.add(kind, turns, power);
    if (!onHero) {
        Actor &a = ls.actors[index];
        if (kind == StatusKind::Asleep)
            a.mode = Actor::Mode::Asleep;
        else if (a.mode == Actor::Mode::Asleep && kind != StatusKind::Invisible)
            wake(a); // a spell or a sting wakes a sleeper (but a veil does not)
    }
    GameEvent e;
    e.kind = GameEvent::Kind::StatusChanged;
    e.actor = actorId;
    e.to = onHero ? m_state.hero.pos : ls.actors[index].pos;
    e.id = Statuses::name(kind);
    e.amount = statuses.turnsOf(kind);
    emitEvent(e);
    if (onHero || isVisible(ls.actors[index].pos))
        log(LogEntry::statusBegins(e.id, onHero ? QString() : ls.actors[index].record,
                                   statuses.turnsOf(kind)));
}

void Game::tickHeroStatuses() {
    HeroState &hero = m_state.hero;
    if (hero.statuses.isEmpty() || !m_state.alive)
        return;
    const StatusTick t = hero.statuses.tick();
    if (t.harm > 0) {
        GameEvent e;
        e.kind = GameEvent::Kind::StatusHarmed;
        e.actor = 0;
        e.to = hero.pos;
        e.amount = t.harm;
        e.id = Statuses::name(*t.harmBy);
        emitEvent(e);
        log(LogEntry::statusHarms(e.id, QString(), t.harm));
        const bool burning = *t.harmBy == StatusKind::Burning;
        damageHero(t.harm,
                   DeathCause::of(burning ? DeathCause::Kind::Burning : DeathCause::Kind::Poison),
                   burning ? Blow::How::Burning : Blow::How::Poison);
    }
    for (StatusKind k : t.ended) {
        GameEvent e;
        e.kind = GameEvent::Kind::StatusChanged;
        e.actor = 0;
        e.to = hero.pos;
        e.id = Statuses::name(k);
        emitEvent(e);
        log(LogEntry::statusEnds(e.id, QString()));
    }
}

bool Game::tickActorStatuses(int index) {
    Actor &a = m_state.current().actors[index];
    if (a.statuses.isEmpty())
        return true;
    const StatusTick t = a.statuses.tick();
    const bool seen = isVisible(a.pos);
    for (StatusKind k : t.ended) {
        if (k == StatusKind::Asleep && a.mode == Actor::Mode::Asleep)
            wake(a);
        if (!seen)
            continue;
        GameEvent e;
        e.kind = GameEvent::Kind::StatusChanged;
        e.actor = a.id;
        e.to = a.pos;
        e.id = Statuses::name(k);
        emitEvent(e);
        log(LogEntry::statusEnds(e.id, a.record));
    }
    if (t.harm <= 0)
        return true;
    if (seen) {
        GameEvent e;
        e.kind = GameEvent::Kind::StatusHarmed;
        e.actor = a.id;
        e.to = a.pos;
        e.amount = t.harm;
        e.id = Statuses::name(*t.harmBy);
        emitEvent(e);
        log(LogEntry::statusHarms(e.id, a.record, t.harm));
    }
    a.stats.hp -= t.harm;
    return a.stats.hp > 0;
}

std::optional<Point> Game::randomFreeCell(bool outOfSight) {
    const LevelState &ls = m_state.current();
    const TileMap &map = ls.level.map;
    std::vector<Point> free, hidden;
    // Never behind a vault's locked door (engine/Vaults.h): only on a level that has one.
    std::vector<std::uint8_t> open;
    if (std::find(map.tiles().begin(), map.tiles().end(), Tile::LockedDoor) != map.tiles().end())
        open = doors::reachable(map, ls.level.arrival, m_pack.ruleset.movement);
    for (int i = 0; i < map.size(); ++i) {
        const Point p = map.point(i);
        if (map.at(p) != Tile::Floor || p == m_state.hero.pos || ls.actorAt(p) >= 0 ||
            ls.chestAt(p) >= 0 || (!open.empty() && !open[std::size_t(i)]))
            continue;
        free.push_back(p);
        if (!isVisible(p))
            hidden.push_back(p);
    }
    const std::vector<Point> &from = outOfSight && !hidden.empty() ? hidden : free;
    if (from.empty())
        return std::nullopt;
    return from[std::size_t(m_state.rng.below(std::uint32_t(from.size())))];
}

void Game::moveHeroTo(Point to) {
    GameEvent e;
    e.kind = GameEvent::Kind::Teleported;
    e.actor = 0;
    e.from = m_state.hero.pos;
    e.to = to;
    m_state.hero.pos = to;
    emitEvent(e);
    updateFov();
}

void Game::rechargeWands() {
    HeroState &hero = m_state.hero;
    for (const Inventory::Stack &stack : hero.inventory.stacks()) {
        const ItemRecord *rec = m_pack.item(stack.item);
        if (!rec || !rec->isWand() || rec->rechargeTurns <= 0)
            continue;
        const int full = int(rec->charges.expression.maximum());
        if (hero.charges.value(rec->id) >= full) {
            hero.recharge.remove(rec->id);
            continue;
        }
        int &gathered = hero.recharge[rec->id];
        if (++gathered >= rec->rechargeTurns) {
            gathered = 0;
            ++hero.charges[rec->id];
        }
    }
}

int Game::heroActionTurns(int turns) {
    HeroState &hero = m_state.hero;
    if (turns <= 0)
        return turns;
    if (hero.statuses.has(StatusKind::Slowed))
        turns *= 2;
    if (hero.statuses.has(StatusKind::Hasted)) {
        // Every other action is free: the world moves on after the second.
        hero.hasteSpent = !hero.hasteSpent;
        if (hero.hasteSpent)
            return turns - 1;
    } else {
        hero.hasteSpent = false;
    }
    return turns;
}

} // namespace pd
