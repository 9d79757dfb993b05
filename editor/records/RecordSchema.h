#pragma once

#include "data/PackReferences.h"

#include <QStringList>

#include <optional>

namespace pd {

// What the form shows for a record kind: each field's JSON path (keys joined by "/"), what
// editor it needs and its valid range. The core's converters are the judges; this only picks
// the right editor, so a wrong value is still caught (and shown) by the pack's validation.
struct FieldSpec {
    enum class Type {
        Text,
        LongText,
        Enum,
        Integer,
        Hundredths,
        Dice,
        Ref,
        RefList,
        Bool,
        Glyph,
        Color,
        Element,
        Stats
    };
    QString path; // "name", "ranged/damage"
    Type type = Type::Text;
    QStringList values;                // Enum
    qint64 min = 0, max = 0;           // Integer, Hundredths (in hundredths)
    RecordKind ref = RecordKind::Item; // Ref, RefList
    bool required = false;
};

const QList<FieldSpec> &recordSchema(RecordKind kind);

class JsonTree;
// What typing `text` into a field of this type stores: a number for a whole number (dice and
// integers), true/false, a list of ids, else the text; nothing (the key removed) for an empty
// optional field.
std::optional<JsonTree> fieldValue(FieldSpec::Type type, const QString &text);
// The ruleset's variants (ruleset.json): health model, battle mode, levels, movement, sight,
// the hero, combat, chests, scoring and the win. Its lists (depth bands, experience, starting
// inventory) are edited in its JSON.
const QList<FieldSpec> &rulesetSchema();

} // namespace pd
