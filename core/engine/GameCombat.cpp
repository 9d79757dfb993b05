// Fighting: missiles in flight, blows on the map, the battle screen's start and end, wounds and
// death. The commands that fight (fire, cast, defend, a battle's) are in engine/commands/.
#include "engine/Doors.h"
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/MonsterAi.h"
#include "rpg/Combat.h"
#include "rpg/Progression.h"

#include <algorithm>

namespace pd {

std::optional<LogEntry> Game::aimProblem(const Command &command, Direction &d) const {
    d = command.direction.value_or(m_state.hero.facing);
    if (const std::optional<Point> at = command.aim())
        if (std::optional<LogEntry> problem = aimProblem(*at, d))
            return problem;
    if (isDiagonal(d) && m_pack.ruleset.movement == 4)
        return LogEntry::fourWaysAim();
    return std::nullopt;
}

std::optional<LogEntry> Game::aimProblem(Point at, Direction &d) const {
    // Aimed at a cell: one the hero can see, in line with it where moves are 4-way. The cell is
    // checked before any arithmetic on it: a commands file may name any numbers.
    const Point hero = m_state.hero.pos;
    if (at == hero)
        return LogEntry::aimAtSelf();
    if (!isVisible(at))
        return LogEntry::aimUnseen();
    const Point delta = at - hero;
    if (m_pack.ruleset.movement == 4 && delta.x != 0 && delta.y != 0)
        return LogEntry::fourWaysAim();
    const std::vector<Point> first = missileLine(at, 1);
    if (first.empty())
        return LogEntry::aimNowhere();
    d = *directionBetween(hero, first.front());
    return std::nullopt;
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
    TileMap shut; // a shut door stops a missile like a wall (engine/Doors.h)
    const TileMap &sight = doors::sightMap(ls, m_pack.ruleset, m_state.hero.pos, shut);
    for (const Point &next : line) {
        // A missile keeps the one step rule: no wall, and no slipping between two corners.
        const auto d = directionBetween(p, next);
        if (!d || !canStep(sight, p, *d, 8))
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

void Game::startBattle(int actorIndex) {
    LevelState &ls = m_state.current();
    const Actor &a = ls.actors[actorIndex];
    m_finishedBattle.reset();
    m_state.battle.emplace(m_state.hero.stats, a.stats, a.record, a.xp);
    m_state.battleActor = a.id;
    GameEvent e;
    e.kind = GameEvent::Kind::BattleStarted;
    e.actor = 0;
    e.target = a.id;
    e.to = a.pos;
    e.id = a.record;
    emitEvent(e);
    log(LogEntry::battleBegins(a.record));
}

std::optional<GameEvent> Game::battleEvent(const BattleLogEntry &entry) const {
    using Event = BattleLogEntry::Event;
    GameEvent e;
    e.actor = entry.actor == BattleLogEntry::Actor::Hero ? 0 : m_state.battleActor;
    e.target = entry.actor == BattleLogEntry::Actor::Hero ? m_state.battleActor : 0;
    e.amount = entry.amount;
    e.critical = entry.critical;
    e.id = entry.id;
    e.text = BattleLogEntry::eventNames().value(int(entry.event));
    switch (entry.event) {
    case Event::Attack:
    case Event::Miss:
    case Event::Blocked:
        e.kind = GameEvent::Kind::Attacked;
        e.miss = entry.event == Event::Miss;
        e.blocked = entry.event == Event::Blocked;
        // A blocked attack spell is still the spell.
        if (entry.event == Event::Blocked && !entry.id.isEmpty())
            e.kind = GameEvent::Kind::SpellCast;
        break;
    case Event::Spell:
    case Event::Heal:
    case Event::Buff:
    case Event::Debuff:
        e.kind = GameEvent::Kind::SpellCast;
        if (entry.event == Event::Heal || entry.event == Event::Buff)
            e.target = e.actor;
        break;
    case Event::Item:
        e.kind = GameEvent::Kind::ItemUsed;
        e.target = e.actor;
        break;
    case Event::Defend:
        e.kind = GameEvent::Kind::Defended;
        break;
    case Event::Escape:
    case Event::EscapeFailed:
        e.kind = GameEvent::Kind::Escaped;
        e.miss = entry.event == Event::EscapeFailed;
        break;
    case Event::Character:
        e.kind = GameEvent::Kind::CharacterShown;
        break;
    case Event::Growing:
        e.kind = GameEvent::Kind::Healed;
        break;
    case Event::Burning:
        e.kind = GameEvent::Kind::Burned;
        break;
    case Event::Expired:
        e.kind = GameEvent::Kind::BuffExpired;
        break;
    case Event::Died:
        return std::nullopt; // the map's Died (or HeroDied) follows when the battle ends
    }
    return e;
}

void Game::finishBattle() {
    const Battle battle = *m_state.battle;
    m_finishedBattle = battle;
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
        // Maze-duel rules: the monster stays where it was and waits a while before it moves again.
        if (index >= 0) {
            // Fought where it wandered (not after a chase): it comes back to this very cell.
            if (ls.actors[index].mode == Actor::Mode::Wander)
                ls.actors[index].chaseFrom = ls.actors[index].pos;
            ls.actors[index].stats = battle.monster();
            ls.actors[index].waitTurns = 3;
            ls.actors[index].mode = Actor::Mode::Wait;
        }
        log(LogEntry::escaped());
        break;
    case Battle::Outcome::MonsterEscaped:
        // Gone for good, and it gives nothing.
        if (index >= 0) {
            GameEvent gone;
            gone.kind = GameEvent::Kind::Vanished;
            gone.actor = ls.actors[index].id;
            gone.to = ls.actors[index].pos;
            gone.id = ls.actors[index].record;
            emitEvent(gone);
            ls.actors.removeAt(index);
        }
        log(LogEntry::monsterFled(battle.monsterId()));
        break;
    case Battle::Outcome::Ongoing:
        break;
    }
}

void Game::heroAttacks(int actorIndex) {
    Actor &target = m_state.current().actors[actorIndex];
    GameEvent e;
    e.actor = 0;
    e.target = target.id;
    e.from = m_state.hero.pos;
    e.to = target.pos;
    const AttackResult r = mapBlow(m_state.hero.stats, target.stats, e, target.record, true);
    if (r.damage > 0)
        damageActor(actorIndex, r.damage);
}

// One blow of bump combat, either way: rolled, shown (the event `e` says who and where) and
// logged from the hero's side or the monster's.
AttackResult Game::mapBlow(const Combatant &attacker, const Combatant &target, GameEvent e,
                           const QString &monster, bool byHero) {
    const AttackResult r = rollAttack(m_state.rng, attacker, target, m_pack.ruleset);
    e.kind = GameEvent::Kind::Attacked;
    e.amount = r.damage;
    e.miss = !r.hit;
    e.critical = r.critical;
    e.blocked = r.blocked;
    emitEvent(e);
    if (r.blocked)
        log(byHero ? LogEntry::heroBlocked(monster) : LogEntry::monsterBlocked(monster));
    else if (!r.hit)
        log(byHero ? LogEntry::heroMisses(monster) : LogEntry::monsterMisses(monster));
    else
        log(byHero ? LogEntry::heroHits(monster, r.damage, r.critical)
                   : LogEntry::monsterHits(monster, r.damage, r.critical));
    return r;
}

void Game::damageActor(int actorIndex, qint64 amount) {
    Actor &a = m_state.current().actors[actorIndex];
    a.stats.hp -= amount;
    unveil(a);
    if (a.mode == Actor::Mode::Asleep)
        wake(a);
    if (a.mode == Actor::Mode::Idle || a.mode == Actor::Mode::Wander ||
        a.mode == Actor::Mode::Patrol)
        a.mode = Actor::Mode::Chase; // hurt monsters notice who hurt them
    if (a.stats.hp <= 0) {
        killActor(actorIndex);
        return;
    }
    if (const MonsterRecord *rec = m_pack.monster(a.record))
        if (const MonsterTrick *splits = rec->trick(MonsterTrick::Kind::Split);
            splits && amount > 0)
            split(actorIndex, *splits);
}

void Game::killActor(int actorIndex, bool rewards) {
    LevelState &ls = m_state.current();
    const Actor a = ls.actors.takeAt(actorIndex);
    if (m_roundAi)
        m_roundAi->removed(a.pos);
    ++m_state.kills; // every death on the map is the hero's doing (blows, bolts, burns)
    ++m_recap.kills[a.record];
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
    log(LogEntry::monsterDies(a.record));
    m_state.score += rules.scoreKill;
    gainExperience(a.xp);
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (rec && !rec->trophy.isEmpty() && m_pack.item(rec->trophy)) {
        ls.items.append({rec->trophy, 1, a.pos});
        log(LogEntry::trophyDropped(rec->trophy));
    }
    dropStolen(a);
    if (const MonsterTrick *bursts = rec ? rec->trick(MonsterTrick::Kind::Explode) : nullptr)
        explode(a, *bursts);
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
        log(LogEntry::xpGained(amount));
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
        log(LogEntry::levelUp(hero.stats.level, before));
    }
}

void Game::actorAttacksHero(int actorIndex) {
    LevelState &ls = m_state.current();
    Actor &a = ls.actors[actorIndex];
    const Ruleset &rules = m_pack.ruleset;
    const MonsterRecord *rec = m_pack.monster(a.record);
    if (const auto d = directionBetween(a.pos, m_state.hero.pos))
        a.facing = *d;
    if (rec && !rec->tricks.isEmpty())
        unveil(a);
    GameEvent e;
    e.kind = GameEvent::Kind::Attacked;
    e.actor = a.id;
    e.target = 0;
    e.from = a.pos;
    e.to = m_state.hero.pos;
    if (rules.battle == Ruleset::Battle::Screen) {
        // Maze-duel rules: contact starts a battle, and the hero acts first.
        startBattle(actorIndex);
        return;
    }
    if ((rules.health == Ruleset::Health::Xp && rec && rec->contact.isSet()) ||
        rules.bump == Ruleset::Bump::Contact) {
        // Room-by-room rules: touching a monster costs experience.
        contactHero(actorIndex, false);
        return;
    }
    const AttackResult r = mapBlow(a.stats, m_state.hero.stats, e, a.record, false);
    if (r.damage > 0)
        damageHero(r.damage, DeathCause::of(DeathCause::Kind::KilledBy, a.record),
                   Blow::How::Melee);
    if (const MonsterTrick *strikes = rec ? rec->trick(MonsterTrick::Kind::Strike) : nullptr;
        strikes && r.hit && !r.blocked && m_state.alive)
        strike(*strikes);
    if (const MonsterTrick *steals = rec ? rec->trick(MonsterTrick::Kind::Steal) : nullptr;
        steals && r.hit && !r.blocked && m_state.alive)
        steal(actorIndex, *steals);
}

// A blow of a monster with the strike trick landed: the hero takes its status, `chance` per cent
// of the time (a draw of the game's stream only below 100).
void Game::strike(const MonsterTrick &t) {
    const std::optional<StatusKind> kind = Statuses::fromName(t.status);
    if (!kind)
        return;
    if (t.chance < 100 && !m_state.rng.chance(std::uint64_t(t.chance), 100))
        return;
    const bool hurts = *kind == StatusKind::Poison || *kind == StatusKind::Burning;
    const qint64 power =
        hurts ? (t.amount.isSet() ? std::max<qint64>(1, t.amount.roll(m_state.depth, m_state.rng))
                                  : 1)
              : 0;
    putStatus(0, *kind, t.turns, int(std::min<qint64>(power, 1000)));
}

// A monster and the hero collide (room-by-room rules): its contact dice come off the hero,
// whoever walked into whom; the monster takes nothing.
void Game::contactHero(int actorIndex, bool heroWalkedIn) {
    Actor &a = m_state.current().actors[actorIndex];
    const MonsterRecord *rec = m_pack.monster(a.record);
    GameEvent e;
    e.kind = GameEvent::Kind::Attacked;
    e.actor = a.id;
    e.target = 0;
    e.from = a.pos;
    e.to = m_state.hero.pos;
    e.amount = rec && rec->contact.isSet()
                   ? std::max<qint64>(0, rec->contact.roll(m_state.depth, m_state.rng))
                   : 0;
    emitEvent(e);
    const bool xp = m_pack.ruleset.health == Ruleset::Health::Xp;
    if (heroWalkedIn)
        log(LogEntry::bumpedInto(a.record, e.amount, xp));
    else
        log(LogEntry::xpDrained(a.record, e.amount));
    damageHero(e.amount, DeathCause::of(DeathCause::Kind::KilledBy, a.record), Blow::How::Contact);
}

void Game::damageHero(qint64 amount, const DeathCause &cause, Blow::How how,
                      const QString &detail) {
    if (amount <= 0 || !m_state.alive)
        return;
    HeroState &hero = m_state.hero;
    hero.stats.hp -= amount;
    recordBlow(how, cause.id, amount, hero.stats.hp, detail);
    // XP-as-health dies below 1 (room by room); hit points at 0.
    if (hero.stats.hp < 1)
        heroDies(cause);
}

void Game::recordBlow(Blow::How how, const QString &id, qint64 damage, qint64 hpAfter,
                      const QString &detail) {
    Blow b;
    b.how = how;
    b.id = id;
    b.detail = detail;
    b.damage = damage;
    b.hpAfter = std::max<qint64>(0, hpAfter);
    b.turn = m_state.turn;
    b.depth = m_state.depth;
    m_recap.blows.append(b);
    ++m_recap.recorded;
    while (m_recap.blows.size() > RunRecap::kMaxBlows)
        m_recap.blows.removeFirst();
}

void Game::heroDies(const DeathCause &cause) {
    m_state.alive = false;
    m_state.cause = cause;
    m_state.hero.stats.hp = std::min<qint64>(m_state.hero.stats.hp, 0);
    // The blow that took the last HP this turn is the fatal one (none: hunger, no dungeon, ...).
    if (!m_recap.blows.isEmpty() && m_recap.blows.last().turn == m_state.turn &&
        m_recap.blows.last().hpAfter < 1)
        m_recap.blows.last().fatal = true;
    GameEvent e;
    e.kind = GameEvent::Kind::HeroDied;
    e.actor = 0;
    e.to = m_state.hero.pos;
    e.id = cause.toString();
    emitEvent(e);
    log(LogEntry::heroDied(cause.toString(), roomByRoom(), m_state.depth, m_state.turn));
}

} // namespace pd
