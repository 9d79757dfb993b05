#pragma once

#include "data/Pack.h"
#include "data/RecordKind.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace pd {

// How the game reads a table where it is named: which of a roll's results it takes.
enum class TableUse {
    Generator,   // a band's generator: values with "generator" settings
    Vaults,      // a band's vaults: values with a "grid"
    Monsters,    // a band's monsters, the arrivals, a vault's M cells: monsters
    Placed,      // a band's items, traps and chips, a chamber's contents: items, monsters,
                 // traps and {"chest": table} values
    Loot,        // a chest's loot (a band's chests, a {"chest": table} value): items
    VaultItems,  // a vault's $ cells: items
    VaultStock,  // a vault's S cells: items
    RoomSize,    // the chambers generator's size: {"width", "height"} values
    RoomShape,   // its shape: values (a shape's name)
    RoomExits,   // its exits: values (how many)
    Appearances, // an item's appearances: text rows
};

// One field that names a table the game rolls.
struct TableUseSite {
    TableUse use = TableUse::Placed;
    QString table;
    QString file;    // where it is named: "ruleset.json", "tables.json", "items.json"
    QString pointer; // the field naming it
    QString where;   // for a designer: "band 2's monsters table", "the arrivals table"
    bool own = true; // in the pack's own files (a dependency's table or record names it too)
};

// What the game can roll and give of a pack, without odds: every table it rolls, from where and
// for what (following nested tables, chambers settings, vaults, size rows' contents and
// {"chest": table} values), and which items, monsters and traps can come of them or are named
// by the ruleset and records (win item, inventory, chest trap and mimic, vault key, trophies,
// summons). What the validator's designer warnings are made of; cheap enough for every edit.
class PackUsage {
public:
    explicit PackUsage(const Pack &pack);

    // Every field naming a table the game rolls, first the ruleset's, then those found inside
    // the tables rolled, then the items' appearances.
    const QList<TableUseSite> &sites() const { return m_sites; }
    // Whether the game rolls the table somewhere (directly or through another it rolls).
    bool isRolled(const QString &table) const { return m_uses.contains(table); }
    // The uses a table is rolled for, each with the site that first reached it.
    QList<std::pair<TableUse, int>> usesOf(const QString &table) const {
        return m_uses.value(table);
    }
    // Whether the game can give the record: a rolled table gives it where its kind is taken,
    // or the ruleset or a record names it.
    bool gives(RecordKind kind, const QString &id) const;
    // The rolled tables that list the record where its kind is not taken (an item in a table
    // rolled only for monsters).
    QStringList rolledListing(RecordKind kind, const QString &id) const;

    // Whether a roll of the table (through nested tables) can give anything the use takes.
    bool canGive(const QString &table, TableUse use) const;
    // What the table's rolls can give, for a designer: "generator settings", "text", ...
    QStringList whatItGives(const QString &table) const;
    // Whether the use takes a result (a leaf: no table, no list).
    static bool takes(TableUse use, const TableResult &leaf);
    // What the use takes, for a designer: "monsters", "items", ...
    static QString wanted(TableUse use);

private:
    void addSite(TableUseSite site);
    void visit(const QString &table, TableUse use, int site);
    void visitResult(const QString &table, const TableResult &res, TableUse use, int site);
    void addValueSites(const QString &table, const TableResult &res, TableUse use);
    void addNames();
    static int slot(RecordKind kind); // items, monsters, traps: 0, 1, 2

    const Pack &m_pack;
    QList<TableUseSite> m_sites;
    QHash<QString, QList<std::pair<TableUse, int>>> m_uses; // table -> uses, by first site
    QSet<QString> m_given[3];                               // by slot: ids given
    QHash<QString, QStringList> m_ignored[3]; // by slot: id -> rolled tables that do not give it
    mutable QHash<QString, bool> m_canGive;   // "use table"
};

} // namespace pd
