#include "SpellRecord.h"

#include "data/RecordFields.h"

namespace pd {

const QStringList &SpellRecord::typeNames() {
    static const QStringList names = {QStringLiteral("attack"), QStringLiteral("heal"),
                                      QStringLiteral("buff"), QStringLiteral("debuff")};
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
    s.pointer = r.pointer();
    if (!r.isObject())
        return s;
    s.id = fields::readId(r);
    s.name = r.requiredString(QStringLiteral("name"));
    s.description = r.string(QStringLiteral("description"));
    const QString element =
        r.requiredEnumeration(QStringLiteral("element"), elementNames(), QStringLiteral("element"));
    s.element = elementFromName(element).value_or(Element::Water);
    s.level = int(r.requiredInteger(QStringLiteral("level"), 1, 3, 1));
    const QString type =
        r.requiredEnumeration(QStringLiteral("type"), typeNames(), QStringLiteral("spell type"));
    s.type = type.isEmpty() ? Type::Attack : Type(typeNames().indexOf(type));
    s.mp = int(r.requiredInteger(QStringLiteral("mp"), 0, 9999));
    s.power = int(r.integer(QStringLiteral("power"), 0, 0, 99999));
    s.rounds = int(r.integer(QStringLiteral("rounds"), 0, 1, 99));
    s.bonusRate = int(fields::readHundredths(r, QStringLiteral("bonusRate"), 0, 0, 100000));

    if (type.isEmpty()) {
        // No valid type: its rules cannot be judged; "effect" is still a known key.
        r.ignore(QStringLiteral("effect"));
    } else if (s.type == Type::Buff || s.type == Type::Debuff) {
        const QStringList allowed = s.type == Type::Buff ? buffEffectNames() : debuffEffectNames();
        const QString effect = r.requiredEnumeration(
            QStringLiteral("effect"), allowed,
            s.type == Type::Buff ? QStringLiteral("buff") : QStringLiteral("debuff"));
        s.effect = effect.isEmpty() ? Effect::None : Effect(effectNames().indexOf(effect));
        if (!r.has(QStringLiteral("rounds")))
            r.error(QString(), QStringLiteral("a %1 needs \"rounds\" (1 to 99)").arg(type));
    } else {
        r.ignore(QStringLiteral("effect"));
        if (r.has(QStringLiteral("effect")))
            r.error(QStringLiteral("effect"),
                    QStringLiteral("only buff and debuff spells have an effect"));
        if (r.has(QStringLiteral("rounds")))
            r.error(QStringLiteral("rounds"),
                    QStringLiteral("only buff and debuff spells last for rounds"));
        if (s.power <= 0 && r.isObject())
            r.error(r.has(QStringLiteral("power")) ? QStringLiteral("power") : QString(),
                    QStringLiteral("%1 %2 spell needs a \"power\" above 0")
                        .arg(QLatin1String(type == QLatin1String("attack") ? "an" : "a"), type));
    }
    r.finish();
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
    return o;
}

} // namespace pd
