#pragma once

#include "data/RecordKind.h"

#include <QHash>
#include <QStringList>

namespace pd::schema {

// What a field holds: what the loader checks it as and what editor the forms give it.
enum class FieldType {
    Text,
    LongText,
    Enum,
    Integer,
    Hundredths, // a number with two decimals, kept in hundredths (1.5 -> 150)
    Dice,
    Ref,
    RefList,
    Bool,
    Glyph,
    Color,
    Element,
    Stats,
    Numbers, // a list of whole numbers
    Texts,   // a list of texts (a pack's authors)
    Id,      // the record's own id
    Object,  // an object of fields (Schema::members)
    List,    // an array of objects, each of its own schema (the ruleset's bands)
    Retired, // a key no longer read: refused with a message naming what replaced it
};

// One field of a pack's JSON as every reader of it sees it: the loader (type, range, what it
// takes when the field is left out), the reference check (the kind of record an id names) and
// the Editor's forms (which sorts of record it is for, and the key of its tooltip's words,
// which the Editor keeps: the core words no sentence a user reads in a window).
struct Field {
    QString path; // from the record, keys joined by "/": "name", "ranged/damage"
    FieldType type = FieldType::Text;
    QStringList values;      // Enum
    QString noun;            // Enum: what its diagnostics call a value ("item kind")
    qint64 min = 0, max = 0; // Integer, Hundredths (in hundredths), Dice (what it may roll)
    RecordKind ref = RecordKind::Item; // Ref, RefList
    // Required wherever the object holding it is given (for a top-level field: every record).
    bool required = false;
    // What the game takes when the field is left out ("7", "true"), as the Editor shows it and
    // the loader keeps it; empty: nothing at all.
    QString defaultText;
    QHash<QString, QString> defaultFor; // ... for a sort whose default differs ("medicine": 9)
    // The sorts of record it is for (an item's kind, a spell's type; empty: every one), and those
    // it is required for.
    QStringList appliesTo;
    QStringList requiredFor;
    // Required when another field of the record has this value ("slot" = "ranged").
    QString requiredIfKey, requiredIfValue;
    // The key of its tooltip's words in the Editor ("monster/sight"; shared ones "record/name").
    QString tooltipKey;
    // Whether the Editor's record or ruleset form has a row for it: not the id (the record list
    // renames), the file's format, nor the lists of objects (the bands' own table, the JSON).
    bool inForm = true;
    // List: the key of each object's first member, which the form's one line leaves unwritten
    // ("effect" in "haste turns=12", "trick" in "explode amount=3d6").
    QString listKey;

    bool appliesToSort(const QString &sort) const {
        return appliesTo.isEmpty() || appliesTo.contains(sort);
    }
};

} // namespace pd::schema
