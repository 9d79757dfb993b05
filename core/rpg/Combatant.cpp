#include "rpg/Combatant.h"

#include "data/Ruleset.h"
#include "json/Fail.h"
#include "json/JsonPointer.h"

#include <QJsonArray>
#include <algorithm>

namespace pd {

namespace {

const QStringList &characterNames() {
    static const QStringList names = {QString(), QStringLiteral("rage"), QStringLiteral("calm"),
                                      QStringLiteral("timid")};
    return names;
}

std::optional<Stat> statOfEffect(SpellRecord::Effect e) {
    switch (e) {
    case SpellRecord::Effect::Atk:
        return Stat::Atk;
    case SpellRecord::Effect::Def:
        return Stat::Def;
    case SpellRecord::Effect::Hit:
        return Stat::Hit;
    case SpellRecord::Effect::Dop:
        return Stat::Dop;
    case SpellRecord::Effect::Cri:
        return Stat::Cri;
    default:
        return std::nullopt;
    }
}

// Saves are read as hostile input: every number must be whole and inside a sane range (JSON
// doubles are exact up to 2^53, far above any value the rules produce).
constexpr qint64 kMaxValue = qint64(1) << 40;

bool readWhole(const QJsonValue &v, qint64 min, qint64 max, qint64 &out) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!(d >= double(min) && d <= double(max)) || d != double(qint64(d)))
        return false;
    out = qint64(d);
    return true;
}

bool readStats(const QJsonValue &v, qint64 min, Stats &out) {
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    for (Stat s : kAllStats) {
        const QJsonValue x = o.value(statKey(s));
        if (x.isUndefined())
            continue;
        if (!readWhole(x, min, kMaxValue, out[s]))
            return false;
    }
    return true;
}

bool effectAllowed(SpellRecord::Effect e, bool debuff) {
    using E = SpellRecord::Effect;
    switch (e) {
    case E::Atk:
    case E::Def:
    case E::Hit:
    case E::Dop:
        return true;
    case E::Cri:
    case E::Invincible:
    case E::Growing:
        return !debuff;
    case E::Silence:
    case E::Burning:
        return debuff;
    case E::None:
        return false;
    }
    return false;
}

} // namespace

QString characterName(Character c) {
    return characterNames().value(int(c));
}

std::optional<Character> characterFromName(const QString &name) {
    const int i = characterNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return Character(i);
}

QJsonObject Buff::toJson() const {
    return {{QStringLiteral("effect"), SpellRecord::effectNames().value(int(effect))},
            {QStringLiteral("debuff"), debuff},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("amount"), double(amount)},
            {QStringLiteral("spell"), spell}};
}

std::optional<Buff> Buff::fromJson(const QJsonObject &o, QString *error) {
    // Every key toJson writes is required.
    if (const QString missing = jsonpointer::firstMissing(
            o, {QLatin1String("effect"), QLatin1String("debuff"), QLatin1String("rounds"),
                QLatin1String("amount"), QLatin1String("spell")});
        !missing.isEmpty()) {
        fail(error, missing);
        return std::nullopt;
    }
    Buff b;
    const int effect =
        SpellRecord::effectNames().indexOf(o.value(QStringLiteral("effect")).toString());
    const QJsonValue debuff = o.value(QStringLiteral("debuff"));
    if (!debuff.isBool()) {
        fail(error, QStringLiteral("a buff's \"debuff\" is not true or false"));
        return std::nullopt;
    }
    b.debuff = debuff.toBool();
    if (effect <= 0 || !effectAllowed(SpellRecord::Effect(effect), b.debuff)) {
        fail(error, QStringLiteral("a buff has an unknown effect"));
        return std::nullopt;
    }
    b.effect = SpellRecord::Effect(effect);
    qint64 rounds = 0;
    if (!readWhole(o.value(QStringLiteral("rounds")), 1, 999, rounds)) {
        fail(error, QStringLiteral("a buff's rounds are not a whole number from 1 to 999"));
        return std::nullopt;
    }
    b.rounds = int(rounds);
    if (!readWhole(o.value(QStringLiteral("amount")), 0, kMaxValue, b.amount)) {
        fail(error, QStringLiteral("a buff's amount is not a whole number"));
        return std::nullopt;
    }
    const QJsonValue spell = o.value(QStringLiteral("spell"));
    if (!spell.isString()) {
        fail(error, QStringLiteral("a buff's spell is not a text"));
        return std::nullopt;
    }
    b.spell = spell.toString();
    return b;
}

Stats Combatant::effective(const Ruleset &rules) const {
    Stats s = base;
    s += equipment;
    const Stats *multiplier = nullptr;
    switch (character) {
    case Character::Rage:
        multiplier = &rules.rage;
        break;
    case Character::Calm:
        multiplier = &rules.calm;
        break;
    case Character::Timid:
        multiplier = &rules.timid;
        break;
    case Character::None:
        break;
    }
    if (multiplier) {
        for (Stat st : kAllStats) {
            const qint64 pct = (*multiplier)[st];
            if (pct > 0 && pct != 100)
                s[st] = s[st] * pct / 100;
        }
    }
    for (const Buff &b : buffs) {
        if (const auto st = statOfEffect(b.effect))
            s[*st] += b.debuff ? -b.amount : b.amount;
    }
    for (qint64 &v : s.values)
        v = std::max<qint64>(0, v);
    return s;
}

bool Combatant::has(SpellRecord::Effect effect) const {
    return std::any_of(buffs.begin(), buffs.end(),
                       [effect](const Buff &b) { return b.effect == effect; });
}

QJsonObject Combatant::toJson() const {
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("base"), base.toJson()},
                  {QStringLiteral("equipment"), equipment.toJson()},
                  {QStringLiteral("hp"), double(hp)},
                  {QStringLiteral("mp"), double(mp)},
                  {QStringLiteral("level"), level}};
    if (element)
        o.insert(QStringLiteral("element"), elementName(*element));
    QJsonArray points;
    for (int p : elementPoints)
        points.append(p);
    o.insert(QStringLiteral("elementPoints"), points);
    if (character != Character::None)
        o.insert(QStringLiteral("character"), characterName(character));
    QJsonArray list;
    for (const Buff &b : buffs)
        list.append(b.toJson());
    o.insert(QStringLiteral("buffs"), list);
    if (defending)
        o.insert(QStringLiteral("defending"), true);
    return o;
}

std::optional<Combatant> Combatant::fromJson(const QJsonObject &o, QString *error) {
    // Every key toJson always writes is required; "element", "character" and "defending" are
    // written only when set.
    if (const QString missing = jsonpointer::firstMissing(
            o, {QLatin1String("name"), QLatin1String("base"), QLatin1String("equipment"),
                QLatin1String("hp"), QLatin1String("mp"), QLatin1String("level"),
                QLatin1String("elementPoints"), QLatin1String("buffs")});
        !missing.isEmpty()) {
        fail(error, missing);
        return std::nullopt;
    }
    Combatant c;
    const auto bad = [error](const QString &what) {
        fail(error, QStringLiteral("a combatant's ") + what);
        return std::nullopt;
    };
    const QJsonValue name = o.value(QStringLiteral("name"));
    if (!name.isString())
        return bad(QStringLiteral("name is not a text"));
    c.name = name.toString();
    if (!readStats(o.value(QStringLiteral("base")), 0, c.base) ||
        !readStats(o.value(QStringLiteral("equipment")), -kMaxValue, c.equipment))
        return bad(QStringLiteral("stats are not an object of whole numbers"));
    if (!readWhole(o.value(QStringLiteral("hp")), 0, kMaxValue, c.hp))
        return bad(QStringLiteral("hp is not a whole number of at least 0"));
    if (!readWhole(o.value(QStringLiteral("mp")), 0, kMaxValue, c.mp))
        return bad(QStringLiteral("mp is not a whole number of at least 0"));
    qint64 lv = 1;
    if (!readWhole(o.value(QStringLiteral("level")), 1, 9999, lv))
        return bad(QStringLiteral("level is not a whole number from 1 to 9999"));
    c.level = int(lv);
    if (o.contains(QStringLiteral("element"))) {
        c.element = elementFromName(o.value(QStringLiteral("element")).toString());
        if (!c.element)
            return bad(QStringLiteral("element is unknown"));
    }
    const QJsonValue pointsValue = o.value(QStringLiteral("elementPoints"));
    const QJsonArray points = pointsValue.toArray();
    if (!pointsValue.isArray() || points.size() != kElementCount)
        return bad(QStringLiteral("element points are not a list of six numbers"));
    for (int i = 0; i < points.size(); ++i) {
        qint64 p = 0;
        if (!readWhole(points.at(i), 0, 1000000000, p))
            return bad(QStringLiteral("element points are not whole numbers of at least 0"));
        c.elementPoints[std::size_t(i)] = int(p);
    }
    if (o.contains(QStringLiteral("character"))) {
        const auto ch = characterFromName(o.value(QStringLiteral("character")).toString());
        if (!ch)
            return bad(QStringLiteral("character is unknown"));
        c.character = *ch;
    }
    const QJsonValue buffs = o.value(QStringLiteral("buffs"));
    if (!buffs.isArray() || buffs.toArray().size() > 64)
        return bad(QStringLiteral("buffs are not a list (of at most 64)"));
    const QJsonArray list = buffs.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list[i].isObject())
            return bad(QStringLiteral("buff is not an object"));
        QString why;
        const auto b = Buff::fromJson(list[i].toObject(), &why);
        if (!b) {
            fail(error, jsonpointer::nested(QStringLiteral("/buffs/%1").arg(i), why));
            return std::nullopt;
        }
        c.buffs.append(*b);
    }
    const QJsonValue defending = o.value(QStringLiteral("defending"));
    if (!defending.isUndefined() && !defending.isBool())
        return bad(QStringLiteral("\"defending\" is not true or false"));
    c.defending = defending.toBool();
    return c;
}

} // namespace pd
