#include "rpg/Combatant.h"

#include "data/Ruleset.h"

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

bool fail(QString *error, const QString &message) {
    if (error)
        *error = message;
    return false;
}

bool readStats(const QJsonValue &v, Stats &out) {
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    for (Stat s : kAllStats) {
        const QJsonValue x = o.value(statKey(s));
        if (x.isUndefined())
            continue;
        if (!x.isDouble())
            return false;
        out[s] = qint64(x.toDouble());
    }
    return true;
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
    Buff b;
    const int effect =
        SpellRecord::effectNames().indexOf(o.value(QStringLiteral("effect")).toString());
    if (effect <= 0) {
        fail(error, QStringLiteral("a buff has an unknown effect"));
        return std::nullopt;
    }
    b.effect = SpellRecord::Effect(effect);
    b.debuff = o.value(QStringLiteral("debuff")).toBool();
    b.rounds = o.value(QStringLiteral("rounds")).toInt();
    b.amount = qint64(o.value(QStringLiteral("amount")).toDouble());
    b.spell = o.value(QStringLiteral("spell")).toString();
    if (b.rounds < 0) {
        fail(error, QStringLiteral("a buff has negative rounds"));
        return std::nullopt;
    }
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
    Combatant c;
    c.name = o.value(QStringLiteral("name")).toString();
    if (!readStats(o.value(QStringLiteral("base")), c.base) ||
        !readStats(o.value(QStringLiteral("equipment")), c.equipment)) {
        fail(error, QStringLiteral("a combatant's stats are not an object of numbers"));
        return std::nullopt;
    }
    c.hp = qint64(o.value(QStringLiteral("hp")).toDouble());
    c.mp = qint64(o.value(QStringLiteral("mp")).toDouble());
    c.level = o.value(QStringLiteral("level")).toInt(1);
    if (o.contains(QStringLiteral("element"))) {
        c.element = elementFromName(o.value(QStringLiteral("element")).toString());
        if (!c.element) {
            fail(error, QStringLiteral("a combatant has an unknown element"));
            return std::nullopt;
        }
    }
    const QJsonArray points = o.value(QStringLiteral("elementPoints")).toArray();
    for (int i = 0; i < kElementCount && i < points.size(); ++i)
        c.elementPoints[std::size_t(i)] = points.at(i).toInt();
    if (o.contains(QStringLiteral("character"))) {
        const auto ch = characterFromName(o.value(QStringLiteral("character")).toString());
        if (!ch) {
            fail(error, QStringLiteral("a combatant has an unknown character"));
            return std::nullopt;
        }
        c.character = *ch;
    }
    for (const QJsonValue &v : o.value(QStringLiteral("buffs")).toArray()) {
        const auto b = Buff::fromJson(v.toObject(), error);
        if (!b)
            return std::nullopt;
        c.buffs.append(*b);
    }
    c.defending = o.value(QStringLiteral("defending")).toBool();
    return c;
}

} // namespace pd
