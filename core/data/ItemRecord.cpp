#include "ItemRecord.h"

#include "data/schema/PackSchema.h"

namespace pd {

const QStringList &ItemRecord::kindNames() {
    static const QStringList names = {
        QStringLiteral("medicine"), QStringLiteral("weapon"),   QStringLiteral("armour"),
        QStringLiteral("shoes"),    QStringLiteral("treasure"), QStringLiteral("chip"),
        QStringLiteral("artefact"), QStringLiteral("scroll"),   QStringLiteral("wand"),
        QStringLiteral("thrown"),   QStringLiteral("key"),      QStringLiteral("ring")};
    return names;
}

QString ItemRecord::kindName(Kind k) {
    return kindNames().at(int(k));
}

bool ItemRecord::needsAim() const {
    if (isWand() || isThrown())
        return true;
    for (const MapEffect &e : effects)
        if (e.needsAim())
            return true;
    return false;
}

ItemRecord ItemRecord::fromJson(JsonObjectReader &r) {
    ItemRecord item;
    schema::read(schema::items(), r, item);
    return item;
}

QJsonObject ItemRecord::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), name);
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    o.insert(QStringLiteral("kind"), kindName(kind));
    if (tier > 0)
        o.insert(QStringLiteral("tier"), tier);
    if (!restores.isZero())
        o.insert(QStringLiteral("restores"), restores.toJson());
    if (!bonus.isZero())
        o.insert(QStringLiteral("bonus"), bonus.toJson());
    if (kind == Kind::Weapon)
        o.insert(QStringLiteral("slot"),
                 slot == Slot::Ranged ? QStringLiteral("ranged") : QStringLiteral("melee"));
    if (twoHanded)
        o.insert(QStringLiteral("twoHanded"), true);
    if (noise != 0)
        o.insert(QStringLiteral("noise"), noise);
    if (range > 0)
        o.insert(QStringLiteral("range"), range);
    if (damage.isSet())
        o.insert(QStringLiteral("damage"), damage.toJson());
    if (worth.isSet())
        o.insert(QStringLiteral("worth"), worth.toJson());
    const int usualStack = kind == Kind::Medicine || kind == Kind::Scroll ? 9
                           : kind == Kind::Thrown                         ? 20
                                                                          : 1;
    if (stack != usualStack)
        o.insert(QStringLiteral("stack"), stack);
    if (!effects.isEmpty())
        o.insert(QStringLiteral("effects"), MapEffect::listJson(effects));
    if (charges.isSet())
        o.insert(QStringLiteral("charges"), charges.toJson());
    if (rechargeTurns > 0)
        o.insert(QStringLiteral("rechargeTurns"), rechargeTurns);
    if (!glyph.isEmpty())
        o.insert(QStringLiteral("glyph"), glyph);
    if (!color.isEmpty())
        o.insert(QStringLiteral("color"), color);
    if (!appearances.isEmpty())
        o.insert(QStringLiteral("appearances"), appearances);
    if (price > 0)
        o.insert(QStringLiteral("price"), price);
    return o;
}

} // namespace pd
