#pragma once

#include "data/PackReferences.h"
#include "data/schema/Field.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace pd {

class JsonTree;

// A row of a record's form: a field of the pack's schema (data/schema/: its path, type, range,
// default, the sorts of record it is for) with the words of its tooltip, which say what it does,
// its unit and its range (the form's tooltips show them; docs/data-format.md is checked against
// them). The core's readers are the judges; this picks the right editor and says what a designer
// needs to know, so a wrong value is still caught (and shown) by the pack's validation.
struct FieldSpec : schema::Field {
    using Type = schema::FieldType;
    // What it does, its unit and its range, in English (translated where it is shown).
    const char *description = "";

    QString tooltip() const; // the description, translated
};

// The rows of a record kind's form: its schema's fields that have one, in its order.
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
// A list of flat objects (an item's "effects") as the form's one line, and back: "haste
// turns=12; slow on=bolt turns=10" (each object's first key, `firstKey`, left unwritten).
QString listText(const JsonTree &list);
std::optional<JsonTree> listValue(const QString &text,
                                  const QString &firstKey = QStringLiteral("effect"));
// The ruleset's variants (ruleset.json): every key its schema reads but the format, the depth
// bands and the starting inventory (which have editors of their own: BandsEditor,
// InventoryEditor).
const QList<FieldSpec> &rulesetSchema();
// The manifest's fields a designer edits in a form (pack.json; its format and dependencies stay
// in the JSON dock).
const QList<FieldSpec> &manifestSchema();
// A depth band's fields (ruleset.json /dungeon/bands/N).
const QList<FieldSpec> &bandSchema();
// Whether the Editor has tooltip words for a schema field's key, and every key it has words for
// (the test that every field has its words, and no words are left without a field).
bool hasFieldWords(const QString &key);
QStringList fieldWordKeys();

// How a new item of a kind looks on the map until the designer says otherwise: a glyph and a
// colour in the manner of the bundled packs ("!" red for medicine, "/" for a weapon, ...).
struct ItemLook {
    QString glyph;
    QString color;
};
ItemLook itemLook(const QString &kind);

} // namespace pd
