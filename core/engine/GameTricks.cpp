// Monster tricks (docs/rules.md "Monster tricks"): what a record's "tricks" make a monster do
// beyond its AI: steal and run, burst on death, split when hit, breathe along a line, call for
// help. Every draw is from the game's own stream, and only when a trick is used: a pack without
// tricks plays as it always did.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/Doors.h"
#include "engine/MonsterAi.h"

#include <algorithm>

namespace pd {

namespace {

// The cells of the ring `r` cells round `at`, in a fixed order (rows from the top).
std::vector<Point> ringAround(Point at, int r) {
    std::vector<Point> out;
    for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx)
            if (std::max(std::abs(dx), std::abs(dy)) == r)
                out.push_back({at.x + dx, at.y + dy});
    return out;
}

} // namespace

bool Game::freeForMonster(Point p) const {
    const LevelState &ls = m_state.current();
    return ls.level.map.inBounds(p) && ls.level.map.passable(p) && p != m_state.hero.pos &&
           ls.actorAt(p) < 0 && ls.chestAt(p) < 0;
}

void Game::steal(int actorIndex, const MonsterTrick &t) {
    LevelState &ls = m_state.current();
    Actor &a = ls.actors[actorIndex];
    HeroState &hero = m_state.hero;
    if (a.hasStolen())
        return;
    const QList<Inventory::Stack> &stacks = hero.inventory.stacks();
    if (!stacks.isEmpty()) {
        const QString item =
            stacks[qsizetype(m_state.rng.below(std::uint32_t(stacks.size())))].item;
        hero.inventory.remove(item, 1);
        a.stolenItem = item;
        a.stolenCount = 1;
    } else if (hero.gold > 0) {
        const qint64 amount =
            t.amount.isSet()
                ? std::clamp<qint64>(t.amount.roll(m_state.depth, m_state.rng), 1, hero.gold)
                : hero.gold;
        hero.gold -= amount;
        a.stolenGold = amount;
    } else {
        return;
    }
    log(LogEntry::monsterSteals(a.record, a.stolenItem, a.stolenCount, a.stolenGold));
    // Away with it, out of the hero's sight when it can; from now on it flees (MonsterAi).
    a.mode = Actor::Mode::Flee;
    if (const std::optional<Point> to = randomFreeCell(true)) {
        GameEvent e;
        e.kind = GameEvent::Kind::Teleported;
        e.actor = a.id;
        e.from = a.pos;
        e.to = *to;
        if (m_roundAi)
            m_roundAi->moved(a.pos, *to);
        a.pos = *to;
        emitEvent(e);
    }
}

void Game::dropStolen(const Actor &a) {
    if (!a.hasStolen())
        return;
    if (a.stolenGold > 0) {
        m_state.hero.gold += a.stolenGold;
        GameEvent e;
        e.kind = GameEvent::Kind::GoldGained;
        e.actor = 0;
        e.amount = a.stolenGold;
        emitEvent(e);
    }
    if (a.stolenCount > 0 && m_pack.item(a.stolenItem))
        m_state.current().items.append({a.stolenItem, a.stolenCount, a.pos});
    log(LogEntry::stolenDropped(a.stolenCount > 0 ? a.stolenItem : QString(), a.stolenCount,
                                a.stolenGold));
}

void Game::explode(const Actor &a, const MonsterTrick &t) {
    if (isVisible(a.pos))
        log(LogEntry::monsterExplodes(a.record));
    // Every creature within the radius, the hero first, then the monsters by their order on the
    // level (by id: one blast may kill another bloat, whose own blast follows at once).
    QList<int> ids;
    if (chebyshev(a.pos, m_state.hero.pos) <= t.radius)
        ids << 0;
    for (const Actor &other : m_state.current().actors)
        if (chebyshev(a.pos, other.pos) <= t.radius)
            ids << other.id;
    for (int id : std::as_const(ids)) {
        if (!m_state.alive)
            return;
        const int index = id == 0 ? -1 : actorIndexById(id);
        if (id != 0 && index < 0)
            continue; // an earlier blast of the chain killed it
        const qint64 amount = std::max<qint64>(0, t.amount.roll(m_state.depth, m_state.rng));
        GameEvent e;
        e.kind = GameEvent::Kind::Attacked;
        e.actor = a.id;
        e.target = id;
        e.from = a.pos;
        e.to = id == 0 ? m_state.hero.pos : m_state.current().actors[index].pos;
        e.amount = amount;
        e.id = a.record;
        emitEvent(e);
        log(LogEntry::blastHurts(id == 0 ? QString() : m_state.current().actors[index].record,
                                 amount));
        if (id == 0)
            damageHero(amount, DeathCause::of(DeathCause::Kind::KilledBy, a.record),
                       Blow::How::Blast);
        else if (amount > 0)
            damageActor(index, amount);
    }
}

void Game::split(int actorIndex, const MonsterTrick &t) {
    LevelState &ls = m_state.current();
    const Actor &a = ls.actors[actorIndex];
    if (a.stats.hp < 2)
        return;
    const auto kin = std::count_if(ls.actors.begin(), ls.actors.end(),
                                   [&](const Actor &o) { return o.record == a.record; });
    if (kin >= t.max)
        return;
    std::optional<Point> at;
    for (const Point &p : ringAround(a.pos, 1))
        if (freeForMonster(p) && MonsterAi::lineOfSight(ls.level.map, a.pos, p)) {
            at = p;
            break;
        }
    if (!at)
        return;
    // The HP are shared: the copy takes the smaller half, and is worth no more than its share.
    Actor copy = a;
    copy.id = m_state.nextActorId++;
    copy.pos = copy.home = copy.chaseFrom = *at;
    copy.stats.hp = a.stats.hp / 2;
    copy.energy = 0;
    copy.xp = a.xp / 2;
    copy.stolenItem.clear();
    copy.stolenCount = 0;
    copy.stolenGold = 0;
    copy.mode = Actor::Mode::Chase;
    ls.actors[actorIndex].stats.hp -= copy.stats.hp;
    ls.actors[actorIndex].xp -= copy.xp;
    if (isVisible(a.pos))
        log(LogEntry::monsterSplits(a.record));
    ls.actors.append(copy);
    if (m_roundAi)
        m_roundAi->added(*at);
    GameEvent e;
    e.kind = GameEvent::Kind::Appeared;
    e.actor = copy.id;
    e.to = *at;
    e.id = copy.record;
    emitEvent(e);
}

std::vector<Point> Game::breathCone(const TileMap &sight, Point from, Point aim, int range) {
    std::vector<Point> cells;
    const Point v = aim - from;
    const qint64 aimLength = qint64(v.x) * v.x + qint64(v.y) * v.y;
    if (aimLength == 0 || range < 1)
        return cells;
    for (int dist = 1; dist <= range; ++dist) {
        for (int dy = -dist; dy <= dist; ++dy) {
            for (int dx = -dist; dx <= dist; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != dist)
                    continue;
                // At most 45° off the aim: cos² ≥ 1/2, in whole numbers.
                const qint64 dot = qint64(dx) * v.x + qint64(dy) * v.y;
                if (dot <= 0 || 2 * dot * dot < (qint64(dx) * dx + qint64(dy) * dy) * aimLength)
                    continue;
                const Point c{from.x + dx, from.y + dy};
                if (!sight.inBounds(c) || sight.at(c) == Tile::Wall ||
                    sight.at(c) == Tile::LockedDoor)
                    continue;
                const std::vector<Point> line = lineBetween(from, c);
                if (std::all_of(line.begin(), line.end() - 1,
                                [&](Point p) { return !blocksSight(sight.at(p)); }))
                    cells.push_back(c);
            }
        }
    }
    // Rings were walked nearest first, each in reading order.
    return cells;
}

void Game::breatheCone(int actorIndex, const MonsterTrick &t) {
    LevelState &ls = m_state.current();
    const Actor &a = ls.actors[actorIndex];
    const int breather = a.id;
    const Point from = a.pos;
    const QString record = a.record;
    TileMap shut; // a shut door stops a breath as it does sight (engine/Doors.h)
    const std::vector<Point> cells =
        breathCone(doors::sightMap(ls, m_pack.ruleset, m_state.hero.pos, shut), from,
                   m_state.hero.pos, t.range);
    const QString element = t.element ? elementName(*t.element) : QString();
    // What the views show: a glow from the breather to each cell at the cone's rim (one that
    // no cell of the cone lies beyond), which together fill it.
    const QSet<Point> inCone(cells.begin(), cells.end());
    for (const Point &c : cells) {
        const Point beyond{c.x + (c.x > from.x) - (c.x < from.x),
                           c.y + (c.y > from.y) - (c.y < from.y)};
        if (inCone.contains(beyond) && chebyshev(c, from) < t.range)
            continue;
        GameEvent e;
        e.kind = GameEvent::Kind::BoltFired;
        e.actor = breather;
        e.from = from;
        e.to = c;
        e.id = t.element ? element : record;
        e.path = lineBetween(from, c);
        emitEvent(e);
    }
    // Every creature in it, nearest first (the hero among them), each rolled for: a monster
    // killed by it is counted as a blast's is.
    QList<int> ids;
    for (const Point &c : cells) {
        if (c == m_state.hero.pos)
            ids << 0;
        else if (const int i = ls.actorAt(c); i >= 0 && ls.actors[i].id != breather)
            ids << ls.actors[i].id;
    }
    for (int id : std::as_const(ids)) {
        if (!m_state.alive)
            return;
        const int index = id == 0 ? -1 : actorIndexById(id);
        if (id != 0 && index < 0)
            continue; // gone already (a burst of the chain)
        qint64 amount = std::max<qint64>(0, t.amount.roll(m_state.depth, m_state.rng));
        if (id == 0 && m_state.hero.stats.defending && amount > 0)
            amount = std::max<qint64>(1, amount * m_pack.ruleset.defendPercent / 100);
        const Point at = id == 0 ? m_state.hero.pos : m_state.current().actors[index].pos;
        GameEvent hit;
        hit.kind = GameEvent::Kind::Attacked;
        hit.actor = breather;
        hit.target = id;
        hit.from = from;
        hit.to = at;
        hit.amount = amount;
        emitEvent(hit);
        if (id == 0) {
            log(LogEntry::monsterBreathes(record, element, amount));
            damageHero(amount, DeathCause::of(DeathCause::Kind::KilledBy, record),
                       Blow::How::Breath, element);
        } else {
            if (isVisible(at))
                log(LogEntry::breathHurts(record, m_state.current().actors[index].record, amount));
            if (amount > 0)
                damageActor(index, amount);
        }
    }
    if (t.cloud > 0 && m_state.alive && !cells.empty()) {
        // What it breathes stays on the cone's cells, its volume shared among them (at least
        // one each): fire (never on deep water), or caustic gas.
        const bool fire = t.element == Element::Fire;
        const int each = std::max(1, t.cloud / int(cells.size()));
        for (const Point &c : cells)
            if (!fire || m_state.current().level.map.at(c) != Tile::DeepWater)
                clouds::add(m_state.current(),
                            {c, fire ? StatusKind::Burning : StatusKind::Poison, each, 3, 1});
        log(LogEntry::cloudBursts(Statuses::name(fire ? StatusKind::Burning : StatusKind::Poison)));
    }
}

void Game::useTrick(int actorIndex, int trickIndex) {
    LevelState &ls = m_state.current();
    const MonsterRecord *rec = m_pack.monster(ls.actors[actorIndex].record);
    if (!rec || trickIndex < 0 || trickIndex >= rec->tricks.size())
        return;
    const MonsterTrick &t = rec->tricks[trickIndex];
    Actor &a = ls.actors[actorIndex];
    a.cooldowns[std::size_t(trickIndex)] = t.every > 0 ? t.every : -1;
    switch (t.kind) {
    case MonsterTrick::Kind::Breath: {
        if (const auto d = directionBetween(a.pos, m_state.hero.pos))
            a.facing = *d;
        if (t.shape == MonsterTrick::Shape::Cone)
            return breatheCone(actorIndex, t);
        GameEvent e;
        e.kind = GameEvent::Kind::BoltFired;
        e.actor = a.id;
        e.target = 0;
        e.from = a.pos;
        e.to = m_state.hero.pos;
        e.id = t.element ? elementName(*t.element) : a.record;
        e.path = lineBetween(a.pos, m_state.hero.pos);
        emitEvent(e);
        // A breath always lands (it fills the line); a raised guard halves it as it does a shot.
        qint64 amount = std::max<qint64>(0, t.amount.roll(m_state.depth, m_state.rng));
        if (m_state.hero.stats.defending && amount > 0)
            amount = std::max<qint64>(1, amount * m_pack.ruleset.defendPercent / 100);
        GameEvent hit;
        hit.kind = GameEvent::Kind::Attacked;
        hit.actor = a.id;
        hit.target = 0;
        hit.from = a.pos;
        hit.to = m_state.hero.pos;
        hit.amount = amount;
        emitEvent(hit);
        const QString element = t.element ? elementName(*t.element) : QString();
        log(LogEntry::monsterBreathes(a.record, element, amount));
        damageHero(amount, DeathCause::of(DeathCause::Kind::KilledBy, a.record), Blow::How::Breath,
                   element);
        if (t.cloud > 0 && m_state.alive) {
            // What it breathes stays on the hero's cell: fire, or caustic gas.
            const bool fire = t.element == Element::Fire;
            clouds::add(
                m_state.current(),
                {m_state.hero.pos, fire ? StatusKind::Burning : StatusKind::Poison, t.cloud, 3, 1});
            log(LogEntry::cloudBursts(
                Statuses::name(fire ? StatusKind::Burning : StatusKind::Poison)));
        }
        return;
    }
    case MonsterTrick::Kind::Summon: {
        const MonsterRecord *summoned = m_pack.monster(t.monster);
        if (!summoned)
            return;
        const Point centre = a.pos;
        const QString caller = a.record;
        int made = 0;
        for (int r = 1; r <= 3 && made < t.count; ++r)
            for (const Point &p : ringAround(centre, r)) {
                if (made >= t.count)
                    break;
                if (!freeForMonster(p))
                    continue;
                appear(*summoned, p);
                ++made;
            }
        log(LogEntry::monsterSummons(caller, summoned->id, made));
        return;
    }
    default:
        return;
    }
}

bool Game::hiddenByTrick(const Actor &a) const {
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (!rec || rec->tricks.isEmpty())
        return false;
    for (qsizetype i = 0; i < rec->tricks.size() && i < 2; ++i)
        if (rec->tricks[i].kind == MonsterTrick::Kind::Invisible)
            return a.cooldowns[std::size_t(i)] <= 0;
    return false;
}

void Game::unveil(Actor &a) {
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (!rec || rec->tricks.isEmpty())
        return;
    for (qsizetype i = 0; i < rec->tricks.size() && i < 2; ++i) {
        const MonsterTrick &t = rec->tricks[i];
        if (t.kind != MonsterTrick::Kind::Invisible)
            continue;
        int &seen = a.cooldowns[std::size_t(i)];
        if (seen <= 0 && isVisible(a.pos))
            log(LogEntry::monsterUnveiled(a.record));
        // One more than its turns: the count goes down before it next acts.
        seen = std::max(seen, t.turns + 1);
    }
}

void Game::trickTurn(Actor &a) {
    // Once a turn, before it acts: its tricks' waits count down, and a monster that heals by
    // itself gets a point back.
    for (int &c : a.cooldowns)
        if (c > 0)
            --c;
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (rec && rec->regenTurns > 0 && m_state.turn % rec->regenTurns == 0 &&
        a.stats.hp < a.stats.maxHp(m_pack.ruleset))
        ++a.stats.hp;
}

} // namespace pd
