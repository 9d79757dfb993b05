#include "data/MapEffect.h"

namespace pd {

const QStringList &MapEffect::kindNames() {
    static const QStringList names = {QStringLiteral("heal"),
                                      QStringLiteral("damage"),
                                      QStringLiteral("teleport"),
                                      QStringLiteral("blink"),
                                      QStringLiteral("detect-monsters"),
                                      QStringLiteral("detect-items"),
                                      QStringLiteral("magic-mapping"),
                                      QStringLiteral("haste"),
                                      QStringLiteral("slow"),
                                      QStringLiteral("confuse"),
                                      QStringLiteral("fear"),
                                      QStringLiteral("sleep"),
                                      QStringLiteral("paralyse"),
                                      QStringLiteral("poison"),
                                      QStringLiteral("burn"),
                                      QStringLiteral("invisibility"),
                                      QStringLiteral("descend"),
                                      QStringLiteral("knockback"),
                                      QStringLiteral("summon"),
                                      QStringLiteral("identify"),
                                      QStringLiteral("fire-cloud"),
                                      QStringLiteral("gas-cloud")};
    return names;
}

const QStringList &MapEffect::targetNames() {
    static const QStringList names = {QStringLiteral("self"), QStringLiteral("bolt"),
                                      QStringLiteral("view"), QStringLiteral("around")};
    return names;
}

bool MapEffect::isStatus(Kind k) {
    switch (k) {
    case Kind::Haste:
    case Kind::Slow:
    case Kind::Confuse:
    case Kind::Fear:
    case Kind::Sleep:
    case Kind::Paralyse:
    case Kind::Poison:
    case Kind::Burn:
    case Kind::Invisibility:
    case Kind::DetectMonsters:
    case Kind::FireCloud:
    case Kind::GasCloud:
        return true;
    default:
        return false;
    }
}

QJsonObject MapEffect::toJson() const {
    QJsonObject o{{QStringLiteral("effect"), kindName(kind)}};
    if (on != Target::Self)
        o.insert(QStringLiteral("on"), targetNames().at(int(on)));
    if (turns > 0)
        o.insert(QStringLiteral("turns"), turns);
    if (amount.isSet())
        o.insert(QStringLiteral("amount"), amount.toJson());
    if (radius > 0)
        o.insert(QStringLiteral("radius"), radius);
    if (!monster.isEmpty())
        o.insert(QStringLiteral("monster"), monster);
    if (count != 1)
        o.insert(QStringLiteral("count"), count);
    if (!status.isEmpty())
        o.insert(QStringLiteral("status"), status);
    if (power != 1)
        o.insert(QStringLiteral("power"), power);
    return o;
}

QString MapEffect::cloudStatus() const {
    if (kind == Kind::FireCloud)
        return QStringLiteral("burning");
    return status.isEmpty() ? QStringLiteral("poison") : status;
}

QJsonArray MapEffect::listJson(const QList<MapEffect> &effects) {
    QJsonArray list;
    for (const MapEffect &e : effects)
        list.append(e.toJson());
    return list;
}

} // namespace pd
