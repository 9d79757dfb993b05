#pragma once

#include "data/PackReferences.h"

#include <QCoreApplication>

namespace pd {

class Pack;
class PackDocument;

// The editor's words for records: a kind in a sentence ("monster"), and a record as a picker
// shows it, its name beside its id ("zombie — Zombie, level 1").
class RecordWords {
    Q_DECLARE_TR_FUNCTIONS(pd::RecordWords)

public:
    static QString kind(RecordKind kind);
    // "zombie — Zombie, level 1", "potion-hp-1 — Healing draught, tier 1", "mon-d1 — Monsters,
    // depth 1"; the id alone when the pack has no such record (or it has no name).
    static QString label(const Pack &pack, RecordKind kind, const QString &id);
    // The id a picker's text names: the text up to " — ", trimmed.
    static QString idOf(const QString &label);
    // Where a JSON pointer of a pack file is, named as a designer names it: "mon-d1, row 3,
    // weight", "goblin, stats, atk", "ruleset, band 2, monsters", "manifest".
    static QString place(const PackDocument &document, const QString &file, const QString &pointer);
};

} // namespace pd
