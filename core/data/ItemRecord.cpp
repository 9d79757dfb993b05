#include "ItemRecord.h"

namespace pd {

const QStringList &ItemRecord::kindNames() {
    static const QStringList names = {QStringLiteral("medicine"), QStringLiteral("weapon"),
                                      QStringLiteral("armour"),   QStringLiteral("shoes"),
                                      QStringLiteral("treasure"), QStringLiteral("chip"),
                                      QStringLiteral("artefact")};
    return names;
}

QString ItemRecord::kindName(Kind k) {
    return kindNames().at(int(k));
}

ItemRecord ItemRecord::fromJson(JsonObjectReader &r) {
    ItemRecord item;
    item.pointer = r.pointer();
    if (!r.isObject())
        return item;
    item.id = fields::readId(r);
    item.name = r.requiredString(QStringLiteral("name"));
    item.description = r.string(QStringLiteral("description"));
    const QString kind =
        r.requiredEnumeration(QStringLiteral("kind"), kindNames(), QStringLiteral("item kind"));
    item.kind = kind.isEmpty() ? Kind::Treasure : Kind(kindNames().indexOf(kind));
    // With no valid kind the kind's own rules cannot be applied; the fields are still read
    // (for their own types and ranges) but judged only once the kind is right.
    const bool known = !kind.isEmpty();
    const bool tiered = known && (item.kind == Kind::Medicine || item.kind == Kind::Weapon ||
                                  item.kind == Kind::Armour || item.kind == Kind::Shoes);
    if (tiered)
        item.tier = int(r.requiredInteger(QStringLiteral("tier"), 1, 3, 1));
    else
        item.tier = int(r.integer(QStringLiteral("tier"), 0, 0, 3));

    item.restores = fields::readStats(r, QStringLiteral("restores"), 0, 100000);
    item.bonus = fields::readStats(r, QStringLiteral("bonus"), -1000, 1000);
    const QString slot =
        r.enumeration(QStringLiteral("slot"), {QStringLiteral("melee"), QStringLiteral("ranged")},
                      QStringLiteral("melee"), QStringLiteral("weapon slot"));
    switch (known ? item.kind : Kind::Artefact) {
    case Kind::Medicine:
        if (item.restores[Stat::Hp] <= 0 && item.restores[Stat::Mp] <= 0)
            r.error(r.has(QStringLiteral("restores")) ? QStringLiteral("restores") : QString(),
                    QStringLiteral("medicine must restore hp or mp (e.g. \"restores\": "
                                   "{\"hp\": 30})"));
        for (Stat s : {Stat::Atk, Stat::Def, Stat::Cri, Stat::Hit, Stat::Dop})
            if (item.restores[s] != 0)
                r.error(QStringLiteral("restores"),
                        QStringLiteral("medicine restores only hp and mp, not %1").arg(statKey(s)));
        break;
    case Kind::Weapon:
        item.slot = slot == QLatin1String("ranged") ? Slot::Ranged : Slot::Melee;
        break;
    case Kind::Armour:
        item.slot = Slot::Armour;
        break;
    case Kind::Shoes:
        item.slot = Slot::Shoes;
        break;
    default:
        break;
    }
    if (known && item.kind != Kind::Weapon && r.has(QStringLiteral("slot")))
        r.error(QStringLiteral("slot"), QStringLiteral("only weapons have a slot"));
    if (known && item.kind != Kind::Medicine && r.has(QStringLiteral("restores")))
        r.error(QStringLiteral("restores"), QStringLiteral("only medicine restores hp or mp"));
    if (known && !item.isEquipment() && r.has(QStringLiteral("bonus")))
        r.error(QStringLiteral("bonus"),
                QStringLiteral("only equipment (weapon, armour, shoes) gives a bonus"));

    item.range = int(r.integer(QStringLiteral("range"), 0, 1, 30));
    item.damage = fields::readDice(r, QStringLiteral("damage"), QString(), 0);
    if (item.slot == Slot::Ranged) {
        if (item.range == 0)
            r.error(r.has(QStringLiteral("range")) ? QStringLiteral("range") : QString(),
                    QStringLiteral("a ranged weapon needs a \"range\" (1 to 30 cells)"));
        if (!item.damage.isSet() && !r.has(QStringLiteral("damage")))
            r.error(QString(), QStringLiteral("a ranged weapon needs \"damage\" dice"));
    } else if (known && r.has(QStringLiteral("range"))) {
        r.error(QStringLiteral("range"), QStringLiteral("only ranged weapons have a range"));
    }
    item.worth = fields::readDice(r, QStringLiteral("worth"), QString(), 0);
    if (known && item.kind == Kind::Treasure && !r.has(QStringLiteral("worth")))
        r.error(QString(), QStringLiteral("a treasure needs a \"worth\" (dice)"));
    item.stack =
        int(r.integer(QStringLiteral("stack"), item.kind == Kind::Medicine ? 9 : 1, 1, 999));
    item.glyph = fields::readGlyph(r, QStringLiteral("glyph"));
    item.color = fields::readColor(r, QStringLiteral("color"));
    r.finish();
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
    if (range > 0)
        o.insert(QStringLiteral("range"), range);
    if (damage.isSet())
        o.insert(QStringLiteral("damage"), damage.toJson());
    if (worth.isSet())
        o.insert(QStringLiteral("worth"), worth.toJson());
    if (stack != (kind == Kind::Medicine ? 9 : 1))
        o.insert(QStringLiteral("stack"), stack);
    if (!glyph.isEmpty())
        o.insert(QStringLiteral("glyph"), glyph);
    if (!color.isEmpty())
        o.insert(QStringLiteral("color"), color);
    return o;
}

} // namespace pd
