#include "data/schema/PackSchema.h"

namespace pd::schema {

namespace {

using I = ItemRecord;
using ItemKind = ItemRecord::Kind;

// Medicine and equipment have a tier (1 to 3); the other kinds may say 0.
void readTier(const Field &f, JsonObjectReader &r, const QString &kind, ItemRecord &item) {
    item.tier = f.requiredFor.contains(kind) ? int(r.requiredInteger(f.path, f.min, f.max, f.min))
                                             : int(r.integer(f.path, 0, 0, f.max));
}

// A weapon is melee or ranged; armour, shoes and rings have their own slots; other items none.
void readSlot(const Field &f, JsonObjectReader &r, ItemRecord &item) {
    const QString slot = r.enumeration(f.path, f.values, f.defaultText, f.noun);
    switch (item.kind) {
    case ItemKind::Weapon:
        item.slot = slot == QLatin1String("ranged") ? I::Slot::Ranged : I::Slot::Melee;
        break;
    case ItemKind::Armour:
        item.slot = I::Slot::Armour;
        break;
    case ItemKind::Shoes:
        item.slot = I::Slot::Shoes;
        break;
    case ItemKind::Ring:
        item.slot = I::Slot::Ring;
        break;
    default:
        break;
    }
}

// The kind's own rules. With no valid kind they cannot be applied: the fields were read (for
// their own types and ranges) but are judged only once the kind is right.
void checkItem(JsonObjectReader &r, const QString &kind, ItemRecord &item) {
    const bool known = !kind.isEmpty();
    if (known && item.kind == ItemKind::Medicine) {
        if (item.restores[Stat::Hp] <= 0 && item.restores[Stat::Mp] <= 0 && item.effects.isEmpty())
            r.error(r.has(QStringLiteral("restores")) ? QStringLiteral("restores") : QString(),
                    QStringLiteral("medicine must restore hp or mp (e.g. \"restores\": "
                                   "{\"hp\": 30}) or have \"effects\""));
        for (Stat s : {Stat::Atk, Stat::Def, Stat::Cri, Stat::Hit, Stat::Dop})
            if (item.restores[s] != 0)
                r.error(QStringLiteral("restores"),
                        QStringLiteral("medicine restores only hp and mp, not %1").arg(statKey(s)));
    }
    if (known && item.kind != ItemKind::Weapon && r.has(QStringLiteral("slot")))
        r.error(QStringLiteral("slot"), QStringLiteral("only weapons have a slot"));
    if (known && item.kind != ItemKind::Medicine && r.has(QStringLiteral("restores")))
        r.error(QStringLiteral("restores"), QStringLiteral("only medicine restores hp or mp"));
    if (known && !item.isEquipment() && r.has(QStringLiteral("bonus")))
        r.error(QStringLiteral("bonus"),
                QStringLiteral("only equipment (weapon, armour, shoes, ring) gives a bonus"));
    if (known && !item.isEquipment() && r.has(QStringLiteral("noise")))
        r.error(QStringLiteral("noise"),
                QStringLiteral("only equipment (weapon, armour, shoes, ring) makes noise"));
    if (item.twoHanded &&
        (item.slot == I::Slot::Ranged || (known && item.kind != ItemKind::Weapon)))
        r.error(QStringLiteral("twoHanded"),
                QStringLiteral("only a melee weapon is two-handed (it leaves no hand for a "
                               "ranged one)"));
    if (item.slot == I::Slot::Ranged) {
        if (item.range == 0)
            r.error(r.has(QStringLiteral("range")) ? QStringLiteral("range") : QString(),
                    QStringLiteral("a ranged weapon needs a \"range\" (1 to 30 cells)"));
        if (!item.damage.isSet() && !r.has(QStringLiteral("damage")))
            r.error(QString(), QStringLiteral("a ranged weapon needs \"damage\" dice"));
    } else if (known && item.isThrown()) {
        if (item.range == 0)
            r.error(r.has(QStringLiteral("range")) ? QStringLiteral("range") : QString(),
                    QStringLiteral("a thrown item needs a \"range\" (1 to 30 cells)"));
        if (!item.damage.isSet() && !r.has(QStringLiteral("damage")))
            r.error(QString(), QStringLiteral("a thrown item needs \"damage\" dice"));
    } else if (known && r.has(QStringLiteral("range"))) {
        r.error(QStringLiteral("range"),
                QStringLiteral("only ranged weapons and thrown items have a range"));
    }
    if (known && (item.kind == ItemKind::Scroll || item.isWand()) && item.effects.isEmpty())
        r.error(QString(), QStringLiteral("a %1 needs \"effects\"").arg(kind));
    if (known && !item.isUsable() && r.has(QStringLiteral("effects")))
        r.error(QStringLiteral("effects"),
                QStringLiteral("only medicine, scrolls, wands and thrown items have effects"));
    if (known && item.isWand() && !item.charges.isSet())
        r.error(QString(), QStringLiteral("a wand needs \"charges\" (dice)"));
    if (known && !item.isWand() &&
        (r.has(QStringLiteral("charges")) || r.has(QStringLiteral("rechargeTurns"))))
        r.error(r.has(QStringLiteral("charges")) ? QStringLiteral("charges")
                                                 : QStringLiteral("rechargeTurns"),
                QStringLiteral("only wands have charges"));
    if (known && item.kind == ItemKind::Treasure && !r.has(QStringLiteral("worth")))
        r.error(QString(), QStringLiteral("a treasure needs a \"worth\" (dice)"));
}

} // namespace

const Schema<ItemRecord> &items() {
    static const Schema<ItemRecord> schema = [] {
        const QStringList tiered = words({"medicine", "weapon", "armour", "shoes"});
        const QStringList weapon = words({"weapon"});
        const QStringList shot = words({"weapon", "thrown"});
        const QStringList usable = words({"medicine", "scroll", "wand", "thrown"});
        const QStringList wand = words({"wand"});
        const QStringList worn = words({"weapon", "armour", "shoes", "ring"});
        return Schema<I>{
            QStringLiteral("item"), &I::pointer, QStringLiteral("kind"),
            object<I>(
                "",
                {
                    id(&I::id),
                    text("name", &I::name).required().tip("record/name"),
                    enumeration("kind", I::kindNames(), "item kind", &I::kind).required(),
                    custom("tier", FieldType::Integer, readTier).range(1, 3).forSorts(tiered, true),
                    text("description", &I::description, FieldType::LongText)
                        .tip("record/description"),
                    stats("restores", 0, 100000, &I::restores).forSorts(words({"medicine"}), true),
                    stats("bonus", -1000, 1000, &I::bonus).forSorts(worn),
                    custom("slot", FieldType::Enum, readSlot)
                        .oneOf(words({"melee", "ranged"}), "weapon slot")
                        .byDefault("melee")
                        .forSorts(weapon),
                    boolean("twoHanded", &I::twoHanded).byDefault("false").forSorts(weapon),
                    integer("noise", -10, 10, &I::noise).byDefault("0").forSorts(worn),
                    integer("range", 1, 30, &I::range)
                        .forSorts(shot)
                        .requiredForSorts(words({"thrown"}))
                        .requiredIf("slot", "ranged"),
                    dice("damage", 0, kUnbounded, &I::damage)
                        .forSorts(shot)
                        .requiredForSorts(words({"thrown"}))
                        .requiredIf("slot", "ranged"),
                    dice("worth", 0, kUnbounded, &I::worth).forSorts(words({"treasure"}), true),
                    integer("stack", 1, 999, &I::stack)
                        .byDefault("1")
                        .defaultFor("medicine", "9")
                        .defaultFor("scroll", "9")
                        .defaultFor("thrown", "20"),
                    list("effects", &I::effects, effect).editedInForm().forSorts(usable),
                    dice("charges", 1, 1000, &I::charges).forSorts(wand, true),
                    integer("rechargeTurns", 0, 10000, &I::rechargeTurns)
                        .byDefault("0")
                        .forSorts(wand),
                    glyph("glyph", &I::glyph).tip("record/glyph"),
                    color("color", &I::color).tip("record/color"),
                    ref("appearances", RecordKind::Table, &I::appearances),
                    integer("price", 0, 1000000, &I::price).byDefault("0"),
                })
                .onlyAnObject()
                .checkedBy(checkItem)};
    }();
    return schema;
}

} // namespace pd::schema
