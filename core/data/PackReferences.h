#pragma once

#include "data/Pack.h"
#include "data/RecordKind.h"

#include <QList>
#include <QString>

#include <optional>

namespace pd {

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
