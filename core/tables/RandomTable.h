#pragma once

#include "data/RecordFields.h"

#include <QJsonObject>
#include <QList>

namespace pd {

// What a table row gives: text, a value, another table to roll, one of the pack's records,
// several results at once, or nothing; optionally `count` times.
struct TableResult {
    enum class Kind { Nothing, Text, Value, Table, Item, Monster, Trap, List };

    Kind kind = Kind::Nothing;
    QString text;             // Text, or the label of a Value
    QJsonValue value;         // Value
    QString ref;              // Table / Item / Monster / Trap id
    QList<TableResult> items; // List
    DiceField count;          // unset: once
    QString pointer;

    bool hasCount() const { return count.isSet(); }
    bool isLeaf() const { return kind != Kind::Table && kind != Kind::List; }
    // "monster goblin", "text Cramped", ... (the identity used to merge and count results)
    QString leafKey() const;
    // What a person reads: "goblin", "Cramped", "{\"shape\":\"L\"}".
    QString label() const;

    static QString kindKey(Kind k); // the JSON key: "text", "table", "item", ...
    // Reads the result keys of a row or list element; `depth` bounds nested lists.
    static TableResult fromJson(JsonObjectReader &r, int depth = 0);
    void writeJson(QJsonObject &o) const;
};

struct TableRow {
    QString rangeText; // as written ("01-05")
    qint64 low = 0;
    qint64 high = 0;
    qint64 weight = 0;
    bool hasRange = false;
    bool hasWeight = false;
    bool rangeValid = true; // false when "range" is there but malformed (reported)
    TableResult result;
    QString pointer;

    QString rangeLabel() const; // "1-3", "4"
};

// A random table: dice against ranges (a Dungeon Master's Guide table) or weighted rows.
struct RandomTable {
    QString id;
    QString name;
    QString description;
    DiceField dice; // set: a range table; unset: a weighted table
    QList<TableRow> rows;
    QString pointer;
    QString origin; // the id of the pack it comes from (a dependency's, or the pack's own)

    bool isWeighted() const { return !dice.isSet(); }
    qint64 totalWeight() const;
    // The row a roll lands on, or -1 (a gap).
    int rowForRoll(qint64 roll) const;

    static RandomTable fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
    // The table's own consistency: rows of the right kind, ranges within the dice without gaps
    // or overlaps, weights that add up to more than zero. References are checked by the pack.
    void validate(JsonContext &context) const;

    // "1-3" -> (1, 3); "00" -> 100; "96-00" -> (96, 100). False with a message when malformed.
    static bool parseRange(const QString &text, qint64 &low, qint64 &high, QString *error);
};

} // namespace pd
