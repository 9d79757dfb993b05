// Fighting: blows, missiles and spells on the map, the battle screen, wounds and death.
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

} // namespace pd
