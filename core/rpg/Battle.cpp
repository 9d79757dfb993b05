#include "rpg/Battle.h"

#include "data/Pack.h"
#include "random/Rng.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/MonsterTactics.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"
#include "json/Fail.h"
#include "json/JsonPointer.h"

#include <QJsonArray>

namespace pd {

namespace {

using BattleActor = BattleLogEntry::Actor;
using Event = BattleLogEntry::Event;

const QStringList &outcomeNames() {
    static const QStringList names = {QStringLiteral("ongoing"), QStringLiteral("hero-won"),
                                      QStringLiteral("hero-died"), QStringLiteral("hero-escaped"),
                                      QStringLiteral("monster-escaped")};
    return names;
}

BattleActor other(BattleActor a) {
    return a == BattleActor::Hero ? BattleActor::Monster : BattleActor::Hero;
}

// A problem in a part of the battle at `pointer` ("/hero"): located there when the part's
// reader said where ("/hero/hp: missing"), else worded as the battle's own.
std::nullopt_t nestedError(QString *error, const QString &pointer, const QString &why) {
    fail(error, why.startsWith(u'/') ? jsonpointer::nested(pointer, why)
                                     : QStringLiteral("battle: %1: %2").arg(pointer.mid(1), why));
    return std::nullopt;
}

bool readWhole(const QJsonObject &o, const QString &key, qint64 min, qint64 max, qint64 fallback,
               qint64 &out) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        out = fallback;
        return true;
    }
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!(d >= double(min) && d <= double(max)) || d != double(qint64(d)))
        return false;
    out = qint64(d);
    return true;
}

bool readBool(const QJsonObject &o, const QString &key, bool &out) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isBool())
        return false;
    out = v.toBool();
    return true;
}

bool readText(const QJsonObject &o, const QString &key, QString &out) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isString())
        return false;
    out = v.toString();
    return true;
}

constexpr qint64 kMaxAmount = qint64(1) << 40;
constexpr qint64 kMaxRound = 1000000;
constexpr qsizetype kMaxLog = 1000000;

} // namespace

const QStringList &BattleLogEntry::eventNames() {
    static const QStringList names = {
        QStringLiteral("attack"),  QStringLiteral("miss"),          QStringLiteral("blocked"),
        QStringLiteral("defend"),  QStringLiteral("spell"),         QStringLiteral("heal"),
        QStringLiteral("buff"),    QStringLiteral("debuff"),        QStringLiteral("item"),
        QStringLiteral("escape"),  QStringLiteral("escape-failed"), QStringLiteral("character"),
        QStringLiteral("growing"), QStringLiteral("burning"),       QStringLiteral("expired"),
        QStringLiteral("died")};
    return names;
}

QJsonObject BattleLogEntry::toJson() const {
    QJsonObject o{{QStringLiteral("round"), round},
                  {QStringLiteral("actor"),
                   actor == BattleActor::Hero ? QStringLiteral("hero") : QStringLiteral("monster")},
                  {QStringLiteral("event"), eventNames().at(int(event))}};
    if (amount)
        o.insert(QStringLiteral("amount"), double(amount));
    if (mp)
        o.insert(QStringLiteral("mp"), double(mp));
    if (rounds)
        o.insert(QStringLiteral("rounds"), rounds);
    if (critical)
        o.insert(QStringLiteral("critical"), true);
    if (restricted)
        o.insert(QStringLiteral("restricted"), true);
    if (effect != SpellRecord::Effect::None)
        o.insert(QStringLiteral("effect"), SpellRecord::effectNames().value(int(effect)));
    if (debuff)
        o.insert(QStringLiteral("debuff"), true);
    if (!id.isEmpty())
        o.insert(QStringLiteral("id"), id);
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    return o;
}

std::optional<BattleLogEntry> BattleLogEntry::fromJson(const QJsonObject &o, QString *error) {
    // "round", "actor" and "event" are always written; the others only when they say something.
    if (const QString missing = jsonpointer::firstMissing(
            o, {QLatin1String("round"), QLatin1String("actor"), QLatin1String("event")});
        !missing.isEmpty()) {
        fail(error, missing);
        return std::nullopt;
    }
    BattleLogEntry e;
    qint64 round = 0, rounds = 0;
    const QString actor = o.value(QStringLiteral("actor")).toString();
    const int event = eventNames().indexOf(o.value(QStringLiteral("event")).toString());
    if (actor != QLatin1String("hero") && actor != QLatin1String("monster")) {
        fail(error, QStringLiteral("a log entry's actor is not \"hero\" or \"monster\""));
        return std::nullopt;
    }
    if (event < 0) {
        fail(error, QStringLiteral("a log entry has an unknown event"));
        return std::nullopt;
    }
    e.actor = actor == QLatin1String("hero") ? BattleActor::Hero : BattleActor::Monster;
    e.event = Event(event);
    QString effect;
    if (!readWhole(o, QStringLiteral("round"), 1, kMaxRound, 0, round) || round < 1 ||
        !readWhole(o, QStringLiteral("amount"), 0, kMaxAmount, 0, e.amount) ||
        !readWhole(o, QStringLiteral("mp"), 0, kMaxAmount, 0, e.mp) ||
        !readWhole(o, QStringLiteral("rounds"), 0, 999, 0, rounds) ||
        !readBool(o, QStringLiteral("critical"), e.critical) ||
        !readBool(o, QStringLiteral("restricted"), e.restricted) ||
        !readBool(o, QStringLiteral("debuff"), e.debuff) ||
        !readText(o, QStringLiteral("effect"), effect) ||
        !readText(o, QStringLiteral("id"), e.id) || !readText(o, QStringLiteral("name"), e.name)) {
        fail(error, QStringLiteral("a log entry has a field of the wrong type or out of range"));
        return std::nullopt;
    }
    e.round = int(round);
    e.rounds = int(rounds);
    if (!effect.isEmpty()) {
        const int i = SpellRecord::effectNames().indexOf(effect);
        if (i <= 0) {
            fail(error, QStringLiteral("a log entry has an unknown effect"));
            return std::nullopt;
        }
        e.effect = SpellRecord::Effect(i);
    }
    return e;
}

bool BattleLogEntry::operator==(const BattleLogEntry &o) const {
    return round == o.round && actor == o.actor && event == o.event && amount == o.amount &&
           mp == o.mp && rounds == o.rounds && critical == o.critical &&
           restricted == o.restricted && effect == o.effect && debuff == o.debuff && id == o.id &&
           name == o.name;
}

Battle::Battle(Combatant hero, Combatant monster, QString monsterId, qint64 monsterXp)
    : m_hero(std::move(hero))
    , m_monster(std::move(monster))
    , m_monsterId(std::move(monsterId))
    , m_monsterXp(std::max<qint64>(0, monsterXp)) {
    m_hero.defending = false;
    m_monster.defending = false;
}

std::optional<Character> Battle::knownCharacter() const {
    for (const BattleLogEntry &e : m_log) {
        if (e.event == BattleLogEntry::Event::Character &&
            e.actor == BattleLogEntry::Actor::Monster)
            return m_monster.character;
    }
    return std::nullopt;
}

QString Battle::outcomeName(Outcome o) {
    return outcomeNames().value(int(o));
}

std::optional<LogEntry> Battle::refusal(const BattleAction &action, const Pack &pack) const {
    if (isOver())
        return LogEntry::battleOver();
    switch (action.kind) {
    case BattleAction::Kind::Attack:
    case BattleAction::Kind::Defend:
    case BattleAction::Kind::Escape:
        return std::nullopt;
    case BattleAction::Kind::Spell: {
        const SpellRecord *spell = pack.spell(action.id);
        if (!spell)
            return LogEntry::noSuchSpell(action.id);
        LogEntry why;
        if (!canCast(m_hero, *spell, pack.ruleset, Caster::Hero, &why))
            return why;
        return std::nullopt;
    }
    case BattleAction::Kind::Item: {
        const ItemRecord *item = pack.item(action.id);
        if (!item)
            return LogEntry::noSuchItem(action.id);
        // The maze-duel report allows only medicine in a battle.
        if (item->kind != ItemRecord::Kind::Medicine)
            return LogEntry::onlyMedicineInBattle();
        Combatant trial = m_hero;
        LogEntry why;
        if (!applyMedicine(trial, *item, pack.ruleset, &why))
            return why;
        return std::nullopt;
    }
    }
    return std::nullopt;
}

bool Battle::heroAct(const BattleAction &action, const Pack &pack, Rng &rng, LogEntry *refusal) {
    if (const auto why = this->refusal(action, pack)) {
        if (refusal)
            *refusal = *why;
        return false;
    }
    heroAction(action, pack, rng);
    if (!isOver())
        monsterTurn(pack, rng);
    if (!isOver()) {
        ++m_round;
        turnStart(BattleActor::Hero, pack);
    }
    return true;
}

Combatant &Battle::side(BattleActor who) {
    return who == BattleActor::Hero ? m_hero : m_monster;
}

BattleLogEntry &Battle::add(BattleActor who, Event event, qint64 amount) {
    BattleLogEntry e;
    e.round = m_round;
    e.actor = who;
    e.event = event;
    e.amount = amount;
    if (!m_logEnabled) {
        m_scratch = e;
        return m_scratch;
    }
    m_log.append(e);
    return m_log.last();
}

void Battle::heroAction(const BattleAction &action, const Pack &pack, Rng &rng) {
    switch (action.kind) {
    case BattleAction::Kind::Attack:
        strike(BattleActor::Hero, rng, pack);
        break;
    case BattleAction::Kind::Defend:
        m_hero.defending = true;
        add(BattleActor::Hero, Event::Defend);
        break;
    case BattleAction::Kind::Spell:
        cast(BattleActor::Hero, *pack.spell(action.id), pack);
        break;
    case BattleAction::Kind::Item: {
        const ItemRecord &item = *pack.item(action.id);
        const qint64 hp = m_hero.hp, mp = m_hero.mp;
        applyMedicine(m_hero, item, pack.ruleset);
        BattleLogEntry &e = add(BattleActor::Hero, Event::Item, m_hero.hp - hp);
        e.mp = m_hero.mp - mp;
        e.id = item.id;
        e.name = item.name;
        break;
    }
    case BattleAction::Kind::Escape:
        escape(BattleActor::Hero, rng, pack);
        break;
    }
    checkDeaths();
}

void Battle::monsterTurn(const Pack &pack, Rng &rng) {
    turnStart(BattleActor::Monster, pack);
    if (isOver())
        return;
    const MonsterRecord *record = pack.monster(m_monsterId);
    const QList<const SpellRecord *> spells =
        record ? monsterSpells(*record, pack) : QList<const SpellRecord *>();
    const MonsterChoice choice = chooseMonsterAction(
        m_monster, m_hero, spells, record ? record->fleeBelow : 0, pack.ruleset, rng);
    if (choice.reason == MonsterChoice::Reason::Rage ||
        choice.reason == MonsterChoice::Reason::Timid)
        add(BattleActor::Monster, Event::Character).id = MonsterChoice::reasonName(choice.reason);
    switch (choice.kind) {
    case MonsterChoice::Kind::Attack:
        strike(BattleActor::Monster, rng, pack);
        break;
    case MonsterChoice::Kind::Defend:
        m_monster.defending = true;
        add(BattleActor::Monster, Event::Defend);
        break;
    case MonsterChoice::Kind::Spell:
        cast(BattleActor::Monster, *choice.spell, pack);
        break;
    case MonsterChoice::Kind::Escape:
        escape(BattleActor::Monster, rng, pack);
        break;
    }
    checkDeaths();
}

void Battle::turnStart(BattleActor who, const Pack &pack) {
    Combatant &c = side(who);
    const TurnStart t = startOfTurn(c, pack.ruleset);
    if (t.healed)
        add(who, Event::Growing, t.healed);
    if (t.burned)
        add(who, Event::Burning, t.burned);
    for (const Buff &b : t.expired) {
        BattleLogEntry &e = add(who, Event::Expired);
        e.effect = b.effect;
        e.debuff = b.debuff;
        e.id = b.spell;
    }
    checkDeaths();
}

void Battle::strike(BattleActor who, Rng &rng, const Pack &pack) {
    Combatant &attacker = side(who);
    Combatant &target = side(other(who));
    const AttackResult r = rollAttack(rng, attacker, target, pack.ruleset);
    if (r.blocked) {
        add(who, Event::Blocked);
    } else if (!r.hit) {
        add(who, Event::Miss);
    } else {
        target.hp = std::max<qint64>(0, target.hp - r.damage);
        add(who, Event::Attack, r.damage).critical = r.critical;
    }
}

void Battle::cast(BattleActor who, const SpellRecord &spell, const Pack &pack) {
    const SpellOutcome r = castSpell(side(who), side(other(who)), spell, pack.ruleset,
                                     who == BattleActor::Hero ? Caster::Hero : Caster::Monster);
    Event event = Event::Spell;
    switch (spell.type) {
    case SpellRecord::Type::Attack:
        event = r.blocked ? Event::Blocked : Event::Spell;
        break;
    case SpellRecord::Type::Heal:
        event = Event::Heal;
        break;
    case SpellRecord::Type::Buff:
        event = Event::Buff;
        break;
    case SpellRecord::Type::Debuff:
        event = Event::Debuff;
        break;
    case SpellRecord::Type::Effect:
        break; // its effects belong to the map: in a battle it is only spent
    }
    BattleLogEntry &e = add(who, event, r.amount);
    e.restricted = r.restricted;
    e.id = spell.id;
    e.name = spell.name;
    if (event == Event::Buff || event == Event::Debuff) {
        e.effect = r.buff.effect;
        e.debuff = r.buff.debuff;
        e.rounds = r.buff.rounds;
    }
}

void Battle::escape(BattleActor who, Rng &rng, const Pack &pack) {
    if (rollEscape(rng, side(who), side(other(who)), pack.ruleset)) {
        add(who, Event::Escape);
        // Maze-duel rules: a monster that escapes is gone from the maze for good and gives nothing;
        // a hero that escapes leaves the monster waiting on the map.
        finish(who == BattleActor::Hero ? Outcome::HeroEscaped : Outcome::MonsterEscaped);
    } else {
        add(who, Event::EscapeFailed);
    }
}

bool Battle::checkDeaths() {
    if (isOver())
        return true;
    if (!m_monster.alive()) {
        add(BattleActor::Monster, Event::Died);
        finish(Outcome::HeroWon);
    } else if (!m_hero.alive()) {
        add(BattleActor::Hero, Event::Died);
        finish(Outcome::HeroDied);
    }
    return isOver();
}

void Battle::finish(Outcome o) {
    m_outcome = o;
    // Maze-duel rules: when the battle is over, every buff and debuff still in force retires.
    clearBuffs(m_hero);
    clearBuffs(m_monster);
}

Battle::Reward Battle::reward(const Pack &pack) const {
    Reward r;
    if (m_outcome != Outcome::HeroWon)
        return r;
    r.xp = m_monsterXp;
    if (const MonsterRecord *record = pack.monster(m_monsterId))
        r.trophy = record->trophy;
    return r;
}

QJsonObject Battle::toJson() const {
    QJsonArray log;
    for (const BattleLogEntry &e : m_log)
        log.append(e.toJson());
    return {{QStringLiteral("format"), 1},
            {QStringLiteral("hero"), m_hero.toJson()},
            {QStringLiteral("monster"), m_monster.toJson()},
            {QStringLiteral("monsterId"), m_monsterId},
            {QStringLiteral("monsterXp"), double(m_monsterXp)},
            {QStringLiteral("round"), m_round},
            {QStringLiteral("outcome"), outcomeName(m_outcome)},
            {QStringLiteral("log"), log}};
}

std::optional<Battle> Battle::fromJson(const QJsonObject &o, QString *error) {
    const auto bad = [error](const QString &message) {
        fail(error, QStringLiteral("battle: ") + message);
        return std::nullopt;
    };
    // Without its format the object is no battle, as a save without its own is no save.
    if (o.value(QStringLiteral("format")) != QJsonValue(1))
        return bad(QStringLiteral("\"format\" must be 1"));
    if (const QString missing = jsonpointer::firstMissing(
            o, {QLatin1String("hero"), QLatin1String("monster"), QLatin1String("monsterId"),
                QLatin1String("monsterXp"), QLatin1String("round"), QLatin1String("outcome"),
                QLatin1String("log")});
        !missing.isEmpty()) {
        fail(error, missing);
        return std::nullopt;
    }
    const QJsonValue heroValue = o.value(QStringLiteral("hero"));
    const QJsonValue monsterValue = o.value(QStringLiteral("monster"));
    if (!heroValue.isObject() || !monsterValue.isObject())
        return bad(QStringLiteral("\"hero\" and \"monster\" must be objects"));
    QString why;
    auto hero = Combatant::fromJson(heroValue.toObject(), &why);
    if (!hero)
        return nestedError(error, QStringLiteral("/hero"), why);
    auto monster = Combatant::fromJson(monsterValue.toObject(), &why);
    if (!monster)
        return nestedError(error, QStringLiteral("/monster"), why);
    const QJsonValue id = o.value(QStringLiteral("monsterId"));
    if (!id.isString() || id.toString().isEmpty() || id.toString().size() > 200)
        return bad(QStringLiteral("\"monsterId\" must be a monster id"));
    qint64 xp = 0, round = 0;
    if (!readWhole(o, QStringLiteral("monsterXp"), 0, kMaxAmount, 0, xp))
        return bad(QStringLiteral("\"monsterXp\" must be a whole number of at least 0"));
    if (!readWhole(o, QStringLiteral("round"), 1, kMaxRound, 0, round) || round < 1)
        return bad(QStringLiteral("\"round\" must be a whole number of at least 1"));
    const int outcome = outcomeNames().indexOf(o.value(QStringLiteral("outcome")).toString());
    if (outcome < 0)
        return bad(QStringLiteral("\"outcome\" is not one of ") +
                   outcomeNames().join(QStringLiteral(", ")));
    Battle b(*hero, *monster, id.toString(), xp);
    // The constructor ends defending; a save made mid-battle keeps it.
    b.m_hero.defending = hero->defending;
    b.m_monster.defending = monster->defending;
    b.m_round = int(round);
    b.m_outcome = Outcome(outcome);
    if (b.m_outcome == Outcome::Ongoing && (!b.m_hero.alive() || !b.m_monster.alive()))
        return bad(QStringLiteral("an ongoing battle needs both sides alive"));
    const QJsonValue logValue = o.value(QStringLiteral("log"));
    if (!logValue.isArray())
        return bad(QStringLiteral("\"log\" must be a list"));
    const QJsonArray log = logValue.toArray();
    if (log.size() > kMaxLog)
        return bad(QStringLiteral("\"log\" is too long"));
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QJsonValue &v = log[i];
        if (!v.isObject())
            return bad(QStringLiteral("a log entry is not an object"));
        const auto e = BattleLogEntry::fromJson(v.toObject(), &why);
        if (!e)
            return nestedError(error, QStringLiteral("/log/%1").arg(i), why);
        if (e->round > b.m_round)
            return bad(QStringLiteral("a log entry is from a later round than the battle's"));
        b.m_log.append(*e);
    }
    return b;
}

} // namespace pd
