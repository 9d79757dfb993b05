#pragma once

#include "tables/TableOdds.h"

#include <QList>

#include <optional>

namespace pd {

class Pack;

// One step of a way down nested tables: a row of a table and, inside the row's result, the
// positions taken in nested "all" lists (outermost first; empty when the row's result is it).
struct WhereStep {
    QString table;
    int row = 0; // 0-based
    QList<int> elements;

    bool operator==(const WhereStep &o) const {
        return table == o.table && row == o.row && elements == o.elements;
    }
};

// One way a roll of a table gives the thing: from the table rolled down to the row naming it.
// The odds are those of this way alone, per roll of the first table; the ways' `expected` add up
// to the table's.
struct WherePath {
    QList<WhereStep> steps;
    Rational chance;   // P(at least one this way)
    Rational expected; // E[how many this way]
    bool chanceKnown = true;
};

// A depth where a band's source works: what one level of that depth gives on average.
struct WhereDepth {
    int depth = 0;
    Rational rolls;        // rolls of the table a level makes (chests, for chest sources)
    Rational rollChance;   // P(at least one) per roll (per chest)
    Rational rollExpected; // E[how many] per roll (per chest)
    Rational chance;       // P(at least one on the level)
    Rational expected;     // E[how many on the level]
    bool rollChanceKnown = true;
    bool chanceKnown = true; // false when the level's chance cannot be had exactly (`chance` 0)
};

struct WhereSource {
    enum class Kind {
        Table,             // a roll of `table` (every way: `paths`)
        Band,              // the band's `role` table, rolled its count of times per level
        ChestLoot,         // a chest whose loot is `table`, opened and not a mimic
        ChestMimic,        // a chest that is the ruleset's mimic
        ChestTrap,         // a chest trapped with the ruleset's trap
        ChestGuard,        // in a maze, a chest whose guard is missing rolls the band's monsters
        Trophy,            // killing `monster` drops it
        StartingInventory, // the hero starts with `count` of it
        WinItem,           // the ruleset lays it on `depth`
        VaultItem,         // a vault's $ cells, each rolling its `table` (the vault's items)
        VaultStock,        // a shop vault's S cells, each rolling its `table` (stock, for sale)
        VaultMonster,      // a vault's M cells, each rolling its `table` (or being `monster`)
        VaultKey,          // the ruleset's vault key, laid for a vault with a locked door
    };
    // Which of a band's tables: for Band the table rolled; for chest sources where the chests
    // come from (Chests: the band's chests; Items, Traps, Chips: {"chest": id} values there).
    // Vaults: the band's vault table, whose `vault` is the source.
    enum class Role { None, Monsters, Items, Traps, Chests, Chips, Vaults };

    Kind kind = Kind::Table;
    Role role = Role::None;
    QString table;      // Table, Band, ChestLoot, ChestGuard; for ChestMimic/Trap the chests' loot
    int band = -1;      // index into ruleset.bands
    QString monster;    // Trophy; VaultMonster when the vault names a monster, not a table
    QString vault;      // vault sources: the vault's name ("vault"), or its row's label
    QString vaultTable; // vault sources: the band's vault table
    int count = 0;      // StartingInventory; vault sources: the vault's cells of that kind
    int depth = 0;      // WinItem
    // Per roll of `table` (Table, Band and ChestGuard at the band's first depth), per chest,
    // per kill, per run.
    Rational chance;
    Rational expected;
    bool chanceKnown = true;
    QList<WherePath> paths; // Table
    bool pathsComplete = true;
    QList<WhereDepth> depths;  // Band and chest sources, WinItem: each depth of the band
    bool perLevelKnown = true; // false for ChestGuard: it depends on where things fit
    // Vault sources count every vault drawn as placed (one that fits nowhere places nothing, and
    // a key finds no cell only on a full level): their per-level figures are "when the vault is
    // placed", an upper bound. `upperBound` also when a roll of the vault table, or of a cell's
    // table, can give several (only the first vault, the first item or monster counts): then
    // even the per-cell figures are at most, not exactly.
    bool upperBound = false;

    static QString kindKey(Kind k); // "table", "band", "chest-loot", ...
    static QString roleKey(Role r); // the band's key: "monsters", "items", ...
};

struct WhereFromReport {
    TableResult::Kind kind = TableResult::Kind::Item; // Item, Monster or Trap
    QString id;
    QList<WhereSource> sources;
    bool cancelled = false; // by the progress callback: no sources
    QString error;          // unknown id, or a table on the way whose odds cannot be had
};

// "Where does it come from": every way a pack can give an item, a monster or a trap, with exact
// odds. Tables through their nested tables and lists (the odds of each table from TableOdds);
// the ruleset's bands as level generation rolls them (Dungeon::populate: counts at each depth,
// max(0, count) rolls, monsters only from the monster table, chests from the chest count and
// from {"chest": id} values); chests as Game::populate and openChest treat them (trapped, else
// perhaps a mimic; a mimic gives no loot); vaults as engine/Vaults.cpp places them (the
// ruleset's chance per level, one vault of the band's vault table, a roll of its items, stock or
// monsters per $, S or M cell, the key for a locked door: figures when the vault is placed);
// trophies, the starting inventory and the win item.
// What placement drops when a level is full is not counted. Reads the pack only, so it may run
// on a worker thread while the pack is left alone.
class WhereFrom {
public:
    static constexpr int kMaxPaths = 1000; // per table; more are left out (pathsComplete false)

    struct Options {
        // Table sources are computed at this depth; needed only when a table's count uses
        // depth. Band sources always use each depth of their band.
        std::optional<int> depth;
        OddsProgress progress;
    };

    explicit WhereFrom(const Pack &pack)
        : m_pack(pack) {}

    WhereFromReport find(TableResult::Kind kind, const QString &id) const;
    WhereFromReport find(TableResult::Kind kind, const QString &id, const Options &options) const;
    // The kinds of record (Item, Monster, Trap, in that order) the pack has with this id.
    QList<TableResult::Kind> kindsOf(const QString &id) const;

private:
    const Pack &m_pack;
};

} // namespace pd
