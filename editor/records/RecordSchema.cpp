#include "RecordSchema.h"

#include "data/ItemRecord.h"
#include "data/MonsterRecord.h"
#include "data/SpellRecord.h"
#include "json/JsonTree.h"

namespace pd {

namespace {

using T = FieldSpec::Type;

FieldSpec field(const char *path, T type, bool required = false) {
    FieldSpec f;
    f.path = QLatin1String(path);
    f.type = type;
    f.required = required;
    return f;
}
FieldSpec enumeration(const char *path, const QStringList &values, bool required) {
    FieldSpec f = field(path, T::Enum, required);
    f.values = values;
    return f;
}
FieldSpec integer(const char *path, qint64 min, qint64 max, bool required = false) {
    FieldSpec f = field(path, T::Integer, required);
    f.min = min;
    f.max = max;
    return f;
}
FieldSpec ref(const char *path, RecordKind kind, T type = T::Ref) {
    FieldSpec f = field(path, type);
    f.ref = kind;
    return f;
}

} // namespace

const QList<FieldSpec> &recordSchema(RecordKind kind) {
    static const QList<FieldSpec> items = {
        field("name", T::Text, true),
        enumeration("kind", ItemRecord::kindNames(), true),
        integer("tier", 0, 3),
        field("description", T::LongText),
        field("restores", T::Stats),
        field("bonus", T::Stats),
        enumeration("slot", {QStringLiteral("melee"), QStringLiteral("ranged")}, false),
        integer("range", 1, 30),
        field("damage", T::Dice),
        field("worth", T::Dice),
        integer("stack", 1, 999),
        field("glyph", T::Glyph),
        field("color", T::Color),
    };
    static const QList<FieldSpec> spells = [] {
        QList<FieldSpec> f = {
            field("name", T::Text, true),      field("element", T::Element, true),
            integer("level", 1, 3, true),      enumeration("type", SpellRecord::typeNames(), true),
            integer("mp", 0, 9999, true),      integer("power", 0, 99999),
            integer("rounds", 1, 99),          field("effect", T::Text),
            field("bonusRate", T::Hundredths), field("description", T::LongText),
        };
        f[8].min = 0;
        f[8].max = 100000;
        return f;
    }();
    static const QList<FieldSpec> monsters = {
        field("name", T::Text, true),
        field("race", T::Text, true),
        field("element", T::Element),
        enumeration("tier", MonsterRecord::tierNames(), true),
        integer("level", 1, 3, true),
        field("stats", T::Stats, true),
        field("xp", T::Dice),
        ref("trophy", RecordKind::Item),
        enumeration("ai", MonsterRecord::aiNames(), false),
        integer("sight", 0, 60),
        integer("speed", 10, 1000),
        field("ranged/damage", T::Dice),
        integer("ranged/range", 1, 30),
        integer("ranged/keepDistance", 0, 30),
        integer("fleeBelow", 0, 100),
        field("characters", T::Bool),
        ref("spells", RecordKind::Spell, T::RefList),
        field("contact", T::Dice),
        field("description", T::LongText),
        field("glyph", T::Glyph),
        field("color", T::Color),
    };
    static const QList<FieldSpec> traps = {
        field("name", T::Text, true),   field("damage", T::Dice, true),    field("sprung", T::Text),
        field("hidden", T::Bool),       field("description", T::LongText), field("glyph", T::Glyph),
        field("sprungGlyph", T::Glyph), field("color", T::Color),
    };
    static const QList<FieldSpec> none;
    switch (kind) {
    case RecordKind::Item:
        return items;
    case RecordKind::Spell:
        return spells;
    case RecordKind::Monster:
        return monsters;
    case RecordKind::Trap:
        return traps;
    case RecordKind::Table:
        return none;
    }
    return none;
}

std::optional<JsonTree> fieldValue(FieldSpec::Type type, const QString &text) {
    bool whole = false;
    const qint64 n = text.trimmed().toLongLong(&whole);
    switch (type) {
    case FieldSpec::Type::Integer:
    case FieldSpec::Type::Dice:
        if (text.trimmed().isEmpty())
            return std::nullopt;
        return whole ? JsonTree(QJsonValue(double(n))) : JsonTree(QJsonValue(text.trimmed()));
    case FieldSpec::Type::Hundredths:
        if (text.trimmed().isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text.toDouble() / 100.0));
    case FieldSpec::Type::Bool:
        if (text.isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text == QLatin1String("true")));
    case FieldSpec::Type::RefList: {
        if (text.trimmed().isEmpty())
            return std::nullopt;
        JsonTree list = JsonTree::array();
        for (const QString &id : text.split(u',', Qt::SkipEmptyParts))
            list.insertItem(list.size(), JsonTree(QJsonValue(id.trimmed())));
        return list;
    }
    case FieldSpec::Type::Text:
        return JsonTree(QJsonValue(text));
    default:
        if (text.isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text));
    }
}

const QList<FieldSpec> &rulesetSchema() {
    static const QList<FieldSpec> fields = {
        enumeration("health", {QStringLiteral("hp"), QStringLiteral("xp")}, false),
        enumeration("battle", {QStringLiteral("bump"), QStringLiteral("screen")}, false),
        enumeration("levels", {QStringLiteral("persistent"), QStringLiteral("disposable")}, false),
        integer("movement", 4, 8),
        field("fov/enabled", T::Bool),
        integer("fov/radius", 1, 40),
        integer("dungeon/depth", 1, 99),
        field("hero/name", T::Text),
        field("hero/stats", T::Stats),
        integer("hero/xp", 1, 1000000),
        field("hero/levelGains", T::Stats),
        integer("combat/criticalPercent", 100, 1000),
        integer("combat/defendPercent", 0, 100),
        field("combat/bolts", T::Bool),
        field("combat/boltDamage", T::Dice),
        field("combat/boltCost", T::Dice),
        field("combat/spellBolts", T::Bool),
        integer("characters/chancePercent", 0, 100),
        integer("chests/trappedPercent", 0, 100),
        integer("chests/mimicPercent", 0, 100),
        ref("chests/trap", RecordKind::Trap),
        ref("chests/mimic", RecordKind::Monster),
        field("chips/gateExit", T::Bool),
        field("equipmentOnce", T::Bool),
        integer("scoring/newLevel", 0, 1000000),
        integer("scoring/treasure", 0, 1000000),
        integer("scoring/chip", 0, 1000000),
        integer("scoring/kill", 0, 1000000),
        integer("scoring/win", 0, 1000000),
        ref("win/item", RecordKind::Item),
        integer("win/depth", 1, 99),
        integer("win/returnTo", 1, 99),
    };
    return fields;
}

} // namespace pd
