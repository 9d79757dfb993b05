#include "SpellRecord.h"

#include "data/schema/PackSchema.h"

namespace pd {

const QStringList &SpellRecord::typeNames() {
    static const QStringList names = {QStringLiteral("attack"), QStringLiteral("heal"),
                                      QStringLiteral("buff"), QStringLiteral("debuff"),
                                      QStringLiteral("effect")};
    return names;
}

const QStringList &SpellRecord::effectNames() {
    static const QStringList names = {QString(),
                                      QStringLiteral("atk"),
                                      QStringLiteral("def"),
                                      QStringLiteral("hit"),
                                      QStringLiteral("dop"),
                                      QStringLiteral("cri"),
                                      QStringLiteral("invincible"),
                                      QStringLiteral("growing"),
                                      QStringLiteral("silence"),
                                      QStringLiteral("burning")};
    return names;
}

QStringList SpellRecord::buffEffectNames() {
    return {QStringLiteral("atk"),    QStringLiteral("def"), QStringLiteral("hit"),
            QStringLiteral("dop"),    QStringLiteral("cri"), QStringLiteral("invincible"),
            QStringLiteral("growing")};
}

QStringList SpellRecord::debuffEffectNames() {
    return {QStringLiteral("atk"), QStringLiteral("def"),     QStringLiteral("hit"),
            QStringLiteral("dop"), QStringLiteral("silence"), QStringLiteral("burning")};
}

SpellRecord SpellRecord::fromJson(JsonObjectReader &r) {
    SpellRecord s;
    schema::read(schema::spells(), r, s);
    return s;
}

QJsonObject SpellRecord::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), name);
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    o.insert(QStringLiteral("element"), elementName(element));
    o.insert(QStringLiteral("level"), level);
    o.insert(QStringLiteral("type"), typeNames().at(int(type)));
    if (effect != Effect::None)
        o.insert(QStringLiteral("effect"), effectNames().at(int(effect)));
    o.insert(QStringLiteral("mp"), mp);
    o.insert(QStringLiteral("power"), power);
    if (rounds > 0)
        o.insert(QStringLiteral("rounds"), rounds);
    if (bonusRate % 100 == 0)
        o.insert(QStringLiteral("bonusRate"), bonusRate / 100);
    else
        o.insert(QStringLiteral("bonusRate"), double(bonusRate) / 100.0);
    if (!effects.isEmpty())
        o.insert(QStringLiteral("effects"), MapEffect::listJson(effects));
    return o;
}

} // namespace pd
