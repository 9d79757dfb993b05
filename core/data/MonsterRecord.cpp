#include "MonsterRecord.h"

#include "data/schema/PackSchema.h"

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

const QStringList &MonsterTrick::kindNames() {
    static const QStringList names = {
        QStringLiteral("steal"),  QStringLiteral("explode"), QStringLiteral("split"),
        QStringLiteral("breath"), QStringLiteral("summon"),  QStringLiteral("invisible"),
        QStringLiteral("pack"),   QStringLiteral("phase"),   QStringLiteral("strike")};
    return names;
}

const QStringList &MonsterTrick::aloneNames() {
    static const QStringList names = {QStringLiteral("fight"), QStringLiteral("flee")};
    return names;
}

const QStringList &MonsterTrick::shapeNames() {
    static const QStringList names = {QStringLiteral("line"), QStringLiteral("cone")};
    return names;
}

const QStringList &MonsterTrick::strikeStatuses() {
    static const QStringList names = {QStringLiteral("poison"),    QStringLiteral("burning"),
                                      QStringLiteral("paralysis"), QStringLiteral("confusion"),
                                      QStringLiteral("slowed"),    QStringLiteral("afraid")};
    return names;
}

QJsonObject MonsterTrick::toJson() const {
    QJsonObject o{{QStringLiteral("trick"), kindName(kind)}};
    if (amount.isSet())
        o.insert(QStringLiteral("amount"), amount.toJson());
    if (kind == Kind::Explode && radius != 1)
        o.insert(QStringLiteral("radius"), radius);
    if (range > 0)
        o.insert(QStringLiteral("range"), range);
    if (kind == Kind::Breath || kind == Kind::Summon)
        if (every != (kind == Kind::Breath ? 5 : 0))
            o.insert(QStringLiteral("every"), every);
    if (!monster.isEmpty())
        o.insert(QStringLiteral("monster"), monster);
    if (count != 1)
        o.insert(QStringLiteral("count"), count);
    if (kind == Kind::Split && max != 8)
        o.insert(QStringLiteral("max"), max);
    if (element)
        o.insert(QStringLiteral("element"), elementName(*element));
    if ((kind == Kind::Invisible || kind == Kind::Strike) && turns != 3)
        o.insert(QStringLiteral("turns"), turns);
    if (kind == Kind::Strike) {
        o.insert(QStringLiteral("status"), status);
        if (chance != 100)
            o.insert(QStringLiteral("chance"), chance);
    }
    if (kind == Kind::Breath && cloud > 0)
        o.insert(QStringLiteral("cloud"), cloud);
    if (kind == Kind::Breath && shape != Shape::Line)
        o.insert(QStringLiteral("shape"), shapeNames().at(int(shape)));
    if (kind == Kind::Pack && alone != Alone::Fight)
        o.insert(QStringLiteral("alone"), aloneNames().at(int(alone)));
    return o;
}

QJsonArray MonsterTrick::listJson(const QList<MonsterTrick> &tricks) {
    QJsonArray list;
    for (const MonsterTrick &t : tricks)
        list.append(t.toJson());
    return list;
}

MonsterRecord MonsterRecord::fromJson(JsonObjectReader &r) {
    MonsterRecord m;
    schema::read(schema::monsters(), r, m);
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
    if (sleepPercent != 0)
        o.insert(QStringLiteral("sleeps"), sleepPercent);
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
    if (regenTurns > 0)
        o.insert(QStringLiteral("regenTurns"), regenTurns);
    if (!tricks.isEmpty())
        o.insert(QStringLiteral("tricks"), MonsterTrick::listJson(tricks));
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
