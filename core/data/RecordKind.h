#pragma once

#include <QList>

namespace pd {

// The kinds of record a pack holds, each in its own file under its own key.
enum class RecordKind { Table, Item, Spell, Monster, Trap };

struct RecordKindInfo {
    RecordKind kind;
    const char *file;     // "items.json"
    const char *arrayKey; // "items"
    const char *noun;     // "item", as diagnostics name one ("unknown item \"x\"")
};
const RecordKindInfo &recordKindInfo(RecordKind kind);
const QList<RecordKind> &allRecordKinds();

} // namespace pd
