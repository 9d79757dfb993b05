#include "MonsterRecord.h"

#include "json/JsonPointer.h"

namespace pd {

const QStringList &MonsterRecord::tierNames() {
    static const QStringList names = {QStringLiteral("normal"), QStringLiteral("leader"),
                                      QStringLiteral("king")};
    return names;
}

const QStringList &MonsterRecord::aiNames() {
    static const QStringList names = {QStringLiteral("chase"),
                                      QStringLiteral("wander"),
                                      QStringLiteral("patrol-vertical"),
                                      QStringLiteral("patrol-horizontal"),
                                      QStringLiteral("guard"),
                                      QStringLiteral("ranged"),
                                      QStringLiteral("swarm")};
    return names;
}

MonsterRecord MonsterRecord::fromJson(JsonObjectReader &r) {
    MonsterRecord m;
    m.pointer = r.pointer();
    if (!r.isObject())
        return m;
    m.id = fields::readId(r);
    m.name = r.requiredString(QStringLiteral("name"));
    m.description = r.string(QStringLiteral("description"));
    m.race = r.requiredString(QStringLiteral("race"));
    const QString element = r.enumeration(QStringLiteral("element"), elementNames(), QString(),
                                          QStringLiteral("element"));
    if (!element.isEmpty())
        m.element = elementFromName(element);
    const QString tier =
        r.requiredEnumeration(QStringLiteral("tier"), tierNames(), QStringLiteral("tier"));
    m.tier = tier.isEmpty() ? Tier::Normal : Tier(tierNames().indexOf(tier));
    m.level = int(r.requiredInteger(QStringLiteral("level"), 1, 3, 1));

    const QJsonValue statsValue = r.value(QStringLiteral("stats"));
    if (statsValue.isUndefined()) {
        r.missing(QStringLiteral("stats"), QStringLiteral(" (at least \"hp\")"));
    } else {
        JsonObjectReader s(r.context(), statsValue, r.pointerOf(QStringLiteral("stats")));
        if (s.isObject()) {
            for (Stat stat : kAllStats) {
                const qint64 min = stat == Stat::Hp ? 1 : 0;
                m.stats[std::size_t(stat)] =
                    fields::readDice(s, statKey(stat), QStringLiteral("0"), min, 1000000);
            }
            if (!s.has(QStringLiteral("hp")))
                s.missing(QStringLiteral("hp"));
            s.finish();
        }
    }

    const QJsonValue xp = r.value(QStringLiteral("xp"));
    if (xp.isString() && xp.toString() == QLatin1String("hp"))
        m.xpFromHp = true;
    else
        m.xp = fields::readDice(r, QStringLiteral("xp"), QStringLiteral("0"), 0, 1000000);
    m.trophy = fields::readRef(r, QStringLiteral("trophy"));
    const QString ai = r.enumeration(QStringLiteral("ai"), aiNames(), QStringLiteral("chase"),
                                     QStringLiteral("ai"));
    m.ai = Ai(aiNames().indexOf(ai));
    m.sight = int(r.integer(QStringLiteral("sight"), 7, 0, 60));
    m.speed = int(r.integer(QStringLiteral("speed"), 100, 10, 1000));
    m.stepChance = int(r.integer(QStringLiteral("stepChance"), 100, 1, 100));
    m.contact = fields::readDice(r, QStringLiteral("contact"), QString(), 0, 100000);
    const QJsonValue ranged = r.value(QStringLiteral("ranged"));
    if (!ranged.isUndefined()) {
        JsonObjectReader rr(r.context(), ranged, r.pointerOf(QStringLiteral("ranged")));
        if (rr.isObject()) {
            m.rangedDamage = fields::readDice(rr, QStringLiteral("damage"), QString(), 0, 100000);
            if (!rr.has(QStringLiteral("damage")))
                rr.missing(QStringLiteral("damage"));
            m.rangedRange = int(rr.requiredInteger(QStringLiteral("range"), 1, 30, 1));
            m.keepDistance = int(rr.integer(QStringLiteral("keepDistance"), 0, 0, 30));
            if (m.keepDistance > m.rangedRange)
                rr.error(QStringLiteral("keepDistance"),
                         QStringLiteral("keepDistance %1 is beyond the range %2")
                             .arg(m.keepDistance)
                             .arg(m.rangedRange));
            rr.finish();
        }
    }
    if (m.ai == Ai::Ranged && m.rangedRange == 0)
        r.error(QStringLiteral("ai"), QStringLiteral("a ranged monster needs a \"ranged\" attack"));
    m.fleeBelow = int(r.integer(QStringLiteral("fleeBelow"), 0, 0, 100));
    m.characters = r.boolean(QStringLiteral("characters"), true);
    const QJsonValue spells = r.value(QStringLiteral("spells"));
    if (!spells.isUndefined()) {
        if (!spells.isArray()) {
            r.error(QStringLiteral("spells"), QStringLiteral("expected an array of spell ids"));
        } else {
            const QJsonArray a = spells.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (!a.at(i).isString() || !fields::isValidId(a.at(i).toString()))
                    r.context().error(jsonpointer::child(r.pointerOf(QStringLiteral("spells")), i),
                                      QStringLiteral("expected a spell id"));
                else
                    m.spells << a.at(i).toString();
            }
        }
    }
    m.glyph = fields::readGlyph(r, QStringLiteral("glyph"));
    m.color = fields::readColor(r, QStringLiteral("color"));
    r.finish();
    return m;
}

QJsonObject MonsterRecord::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), name);
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    o.insert(QStringLiteral("race"), race);
    if (element)
        o.insert(QStringLiteral("element"), elementName(*element));
    o.insert(QStringLiteral("tier"), tierNames().at(int(tier)));
    o.insert(QStringLiteral("level"), level);
    QJsonObject s;
    for (Stat stat : kAllStats) {
        const DiceField &f = this->stat(stat);
        if (stat == Stat::Hp || (f.isSet() && f.text != QLatin1String("0")))
            s.insert(statKey(stat), f.toJson());
    }
    o.insert(QStringLiteral("stats"), s);
    if (xpFromHp)
        o.insert(QStringLiteral("xp"), QStringLiteral("hp"));
    else
        o.insert(QStringLiteral("xp"), xp.toJson());
    if (!trophy.isEmpty())
        o.insert(QStringLiteral("trophy"), trophy);
    o.insert(QStringLiteral("ai"), aiNames().at(int(ai)));
    if (sight != 7)
        o.insert(QStringLiteral("sight"), sight);
    if (speed != 100)
        o.insert(QStringLiteral("speed"), speed);
    if (stepChance != 100)
        o.insert(QStringLiteral("stepChance"), stepChance);
    if (contact.isSet())
        o.insert(QStringLiteral("contact"), contact.toJson());
    if (rangedRange > 0) {
        QJsonObject r;
        r.insert(QStringLiteral("damage"), rangedDamage.toJson());
        r.insert(QStringLiteral("range"), rangedRange);
        if (keepDistance > 0)
            r.insert(QStringLiteral("keepDistance"), keepDistance);
        o.insert(QStringLiteral("ranged"), r);
    }
    if (fleeBelow > 0)
        o.insert(QStringLiteral("fleeBelow"), fleeBelow);
    if (!characters)
        o.insert(QStringLiteral("characters"), false);
    if (!spells.isEmpty())
        o.insert(QStringLiteral("spells"), QJsonArray::fromStringList(spells));
    if (!glyph.isEmpty())
        o.insert(QStringLiteral("glyph"), glyph);
    if (!color.isEmpty())
        o.insert(QStringLiteral("color"), color);
    return o;
}

} // namespace pd
