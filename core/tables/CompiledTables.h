#pragma once

#include "tables/RandomTable.h"

#include <QStringView>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace pd {

class Pack;
class Rng;
struct ItemRecord;

// A pack's tables made ready for rolling many times, as level generation does: references
// resolved to indices once, rows and results in flat arrays, and equal leaves numbered once so
// that merging a roll's results compares numbers instead of strings and JSON. Ids are looked up
// with a plain FNV hash (QHash's string hash is slow on the machines we run on).
//
// Rolls exactly like TableRoller::roll: the same draws in the same order, the same entries in
// the same order, the same stops (without the steps). Holds a copy of the pack's table and item
// lists, so it stays valid whatever happens to the pack.
class CompiledTables {
public:
    struct Leaf {
        TableResult::Kind kind = TableResult::Kind::Text;
        QString text;
        QJsonValue value;
        QString ref;
        const ItemRecord *item = nullptr; // Item leaves: the pack's record, when there is one
    };
    // One result of a roll: a leaf and how many.
    struct Entry {
        int leaf = -1;
        qint64 quantity = 0;
    };

    explicit CompiledTables(const Pack &pack);

    // The index Pack::table would give (the first table of that id), -1 when there is none.
    int tableIndex(QStringView id) const { return find(m_tableIndex, id); }
    // Pack::item without its string hash.
    const ItemRecord *item(QStringView id) const;
    const Leaf &leaf(int id) const { return m_leaves[std::size_t(id)]; }
    int leafCount() const { return int(m_leaves.size()); }

    // One roll of table `index`: its merged entries are appended to `out` (earlier entries of
    // `out` are left alone and never merged with). False when the roll had to stop (a reference
    // cycle, too many results, an unknown table); what was rolled until then stays, as with
    // TableRoller, and *error says why.
    bool roll(int index, Rng &rng, std::vector<Entry> &out, QString *error = nullptr) const;

private:
    struct Node {
        TableResult::Kind kind = TableResult::Kind::Nothing;
        bool hasCount = false;
        int target = -1;  // Table: table index (-1 unknown); leaves: leaf id; List: first child
        int children = 0; // List: how many (in m_children)
        DiceExpression count;
        QString ref; // Table: the id, for the error of an unknown table
    };
    struct Row {
        qint64 weight = 0;
        qint64 low = 0;
        qint64 high = 0;
        bool inRange = false; // has a valid range
        int node = -1;
    };
    struct Table {
        bool weighted = true;
        qint64 totalWeight = 0;
        DiceExpression dice;
        int firstRow = 0;
        int rowCount = 0;
    };
    struct State;
    struct ViewHash {
        std::size_t operator()(QStringView s) const noexcept;
    };
    using Index = std::unordered_map<QStringView, int, ViewHash>;

    static int find(const Index &index, QStringView id);
    // While compiling: leaves by a hash of kind, ref and text.
    using LeafGroups = std::unordered_map<std::uint64_t, std::vector<int>>;
    int compile(const TableResult &result, LeafGroups &groups);
    int leafFor(const TableResult &result, LeafGroups &groups);
    int pickRow(const Table &table, Rng &rng) const;
    void rollTable(int index, Rng &rng, State &state, int depth) const;
    void rollNode(int node, Rng &rng, State &state, int depth) const;

    QList<RandomTable> m_source; // the pack's, shared: the indexes' ids point into it
    QList<ItemRecord> m_items;
    Index m_tableIndex, m_itemIndex;
    std::vector<Table> m_tables;
    std::vector<Row> m_rows;
    std::vector<Node> m_nodes;
    std::vector<int> m_children;
    std::vector<Leaf> m_leaves;
    // Leaf numbers stand for equality (kind, ref, text and value equal) when no two different
    // numbers hold equal leaves; a pack where JSON equality says otherwise (1 and 1.0) merges by
    // comparing the fields, as TableRoller does.
    bool m_leafNumbersExact = true;
};

} // namespace pd
