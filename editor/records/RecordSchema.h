#pragma once

#include "data/PackReferences.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace pd {

class JsonTree;

// What the form shows for a record kind: each field's JSON path (keys joined by "/"), what
// editor it needs and its valid range, what it means (one description, which the form's
// tooltips show and docs/data-format.md is checked against), what the game takes when it is
// left out, and which sorts of the kind it is for. The core's converters are the judges; this
// picks the right editor and says what a designer needs to know, so a wrong value is still
// caught (and shown) by the pack's validation.
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
        Stats,
        Numbers // a list of whole numbers, typed "10, 30, 60"
    };
    QString path; // "name", "ranged/damage"
    Type type = Type::Text;
    QStringList values;                // Enum
    qint64 min = 0, max = 0;           // Integer, Hundredths (in hundredths)
    RecordKind ref = RecordKind::Item; // Ref, RefList
    bool required = false;             // for every record of the kind
    // What it does, its unit and its range, in English (translated where it is shown).
    const char *description = "";
    // What the game takes when the field is left out ("7", "true"); empty: nothing at all.
    QString defaultText;
    QHash<QString, QString> defaultFor; // ... for a sort whose default differs ("medicine": 9)
    // The sorts of record it is for (an item's kind, a spell's type; empty: every one), and
    // those it is required for.
    QStringList appliesTo;
    QStringList requiredFor;
    // Required when another field of the record has this value ("slot" = "ranged").
    QString requiredIfKey, requiredIfValue;

    QString tooltip() const; // the description, translated
    bool appliesToSort(const QString &sort) const {
        return appliesTo.isEmpty() || appliesTo.contains(sort);
    }
};

const QList<FieldSpec> &recordSchema(RecordKind kind);
// The field that sorts records of the kind into the sorts appliesTo names: "kind" for items,
// "type" for spells; empty for the kinds whose fields apply to every record.
QString sortKey(RecordKind kind);
// Every field's path, in the schema's order (where new keys are written).
QStringList schemaPaths(const QList<FieldSpec> &schema);

// What typing `text` into a field of this type stores: a number for a whole number (dice and
// integers), true/false, a list of ids or of numbers, else the text; nothing (the key removed) for
// an empty optional field.
std::optional<JsonTree> fieldValue(FieldSpec::Type type, const QString &text);
// The ruleset's variants (ruleset.json): every key the loader reads (health model, battle mode,
// bump, doors, MP, interface, levels, movement, sight, the hero with experience, combat, spells,
// characters, chests, scoring and the win). Its depth bands have an editor of their own; the
// starting inventory (a list of objects) is edited in its JSON.
const QList<FieldSpec> &rulesetSchema();
// A depth band's fields (ruleset.json /dungeon/bands/N).
const QList<FieldSpec> &bandSchema();

// How a new item of a kind looks on the map until the designer says otherwise: a glyph and a
// colour in the manner of the bundled packs ("!" red for medicine, "/" for a weapon, ...).
struct ItemLook {
    QString glyph;
    QString color;
};
ItemLook itemLook(const QString &kind);

} // namespace pd
