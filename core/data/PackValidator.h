#pragma once

#include "data/Pack.h"
#include "json/Diagnostic.h"

namespace pd {

// The checks that look across records, over a pack in memory: every reference (tables to
// tables, items, monsters and traps; monsters to items and spells; the ruleset's bands, starting
// inventory, chests and win item; tiles to records), table structure (gaps, overlaps, ranges off
// the die, zero weights), cycles of tables (the whole loop named), generator settings, and the
// sound and sprite files; and designer warnings (data/PackUsage.h): the pack's own tables and
// records the game never rolls or gives, tables named where they cannot give what is drawn,
// text rows where records or values are drawn. Only the pack's own records are judged (a
// dependency's were judged when it was loaded). Each diagnostic names the file ("tables.json") and
// the JSON pointer of the field; it has no line or column (whoever holds the text adds them). The
// loader runs it after reading the files; the editor runs it after every edit.
class PackValidator {
public:
    static Diagnostics validate(const Pack &pack);
};

} // namespace pd
