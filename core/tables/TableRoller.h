#pragma once

#include "tables/RandomTable.h"

#include <QList>

namespace pd {

class Pack;
class Rng;

// One final result of rolling a table: a leaf (text, value, item, monster, trap) and how many.
struct RolledEntry {
    TableResult::Kind kind = TableResult::Kind::Text;
    QString text;
    QJsonValue value;
    QString ref;
    qint64 quantity = 1;

    QString leafKey() const;
    QString label() const;    // the leaf alone: "goblin", "Cramped"
    QString describe() const; // "3 × goblin", "Cramped"
};

// What happened while rolling, for showing a designer how a result came about.
struct TableRollStep {
    QString table;
    qint64 roll = 0; // the dice total, or the weighted pick's position
    int row = -1;    // 0-based, -1 when the roll fell in a gap
    int depth = 0;   // nesting: 0 for the table asked for
    QString dice;    // with tracing, each die of the roll: "2d6 [3, 5] = 8" (empty if weighted)
};

struct TableRollResult {
    QList<RolledEntry> entries; // merged: one entry per distinct leaf, in first-seen order
    QList<TableRollStep> steps;
    QString error;            // set when rolling had to stop (invalid pack data)
    int topRow = -1;          // row chosen in the table asked for
    QString describe() const; // "2 × goblin, Healing draught"
};

// Rolls tables of a pack. Draw order (the determinism contract): the top table's dice (or one
// bounded draw for weighted tables), then the chosen row's result depth-first, left to right;
// a count's dice are rolled before what is counted.
class TableRoller {
public:
    static constexpr int kMaxDepth = 32;
    static constexpr qint64 kMaxEntries = 100000;

    explicit TableRoller(const Pack &pack)
        : m_pack(pack) {}

    TableRollResult roll(const QString &tableId, Rng &rng) const;
    // Tracing keeps each die of every table's roll in its step, for a designer's test rolls;
    // the draws, and so the results, are the same either way.
    void setTrace(bool on) { m_trace = on; }
    // N rolls; with `unique`, no row of the top table comes up twice (a repeat is rolled again,
    // as at the table). Fails with an error when fewer than N rows can come up.
    QList<TableRollResult> rollMany(const QString &tableId, int times, bool unique, Rng &rng,
                                    QString *error = nullptr) const;

private:
    struct State;
    int pickRow(const RandomTable &table, Rng &rng, qint64 &rolled, QString *dice) const;
    void rollTable(const RandomTable &table, Rng &rng, State &state, int depth) const;
    void rollResult(const TableResult &result, Rng &rng, State &state, int depth,
                    qint64 times) const;

    const Pack &m_pack;
    bool m_trace = false;
};

} // namespace pd
