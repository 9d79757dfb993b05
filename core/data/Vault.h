#pragma once

#include <QJsonValue>
#include <QStringList>

namespace pd {

class JsonObjectReader;

// A vault or themed room (ours; docs/rules.md "Vaults", docs/data-format.md): a small grid a
// generator pass carves into the rock of a level beside the way, the value of a row of a table
// a ruleset band names as its "vaults". Read from such a row's value object:
//   {"vault": "treasury", "grid": ["#####", "#$$$#", "##L##"], "items": "vault-gold"}
// The legend (kLegend): # wall, . floor, + door, L locked door (a key is laid elsewhere on the
// level), ~ deep water, " tall grass, $ an item from `items`, M a monster from `monsters`, S an
// item for sale from `stock`. The edge of the grid holds only walls and doors, and at least one
// door, not in a corner.
struct Vault {
    static constexpr int kMaxSide = 15;
    static constexpr int kMinSide = 3;
    static const char *const kLegend; // "#.+L~\"$MS"

    QString name;     // "vault": a name for the editor and the look (no id: rows are the list)
    QStringList grid; // rows of equal length
    QString items;    // table id, for $
    QString monsters; // table id or monster id, for M
    QString stock;    // table id, for S
    QString pointer;  // the value's JSON pointer in tables.json

    int width() const { return grid.isEmpty() ? 0 : int(grid.first().size()); }
    int height() const { return int(grid.size()); }
    QChar at(int x, int y) const { return grid.at(y).at(x); }
    bool hasLockedDoor() const;
    int count(QChar c) const;

    // Reads a row's value; problems go to the reader's context with their JSON paths. A value
    // that is not an object with a "grid" reports one error.
    static Vault fromJson(JsonObjectReader &r);
    // Whether a table row's value is meant as a vault (an object with a "grid").
    static bool looksLikeVault(const QJsonValue &value);
};

} // namespace pd
