#pragma once

#include "data/Pack.h"

#include <QList>
#include <QString>

#include <optional>

namespace pd {

// The kinds of record a pack holds, each in its own file under its own key.
enum class RecordKind { Table, Item, Spell, Monster, Trap };

struct RecordKindInfo {
    RecordKind kind;
    const char *file;     // "items.json"
    const char *arrayKey; // "items"
};
const RecordKindInfo &recordKindInfo(RecordKind kind);
const QList<RecordKind> &allRecordKinds();
// The ids of a pack's records of one kind (its dependencies' included), sorted: what a picker
// offers.
QStringList recordIds(const Pack &pack, RecordKind kind);

// One place in the pack's own files that names a record by its id.
struct PackReference {
    QString file;    // "tables.json"
    QString pointer; // the string naming the id, or (isKey) the member whose key is the id
    bool isKey = false;
    // Who refers: a record (its kind and id) or, for the ruleset and tileset, nothing.
    std::optional<RecordKind> fromKind;
    QString fromId;
};

// Every reference a pack's own files make to a record: nested tables and their generator
// settings, band tables, table rows' items, monsters and traps, trophies, monster spells,
// starting inventory, chest trap and mimic, the win item, tiles named after records. What the
// editor rewrites when a record is renamed, and lists when a used record would be deleted.
class PackReferences {
public:
    static QList<PackReference> to(const Pack &pack, RecordKind kind, const QString &id);
};

} // namespace pd
