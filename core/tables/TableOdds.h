#pragma once

#include "dice/BigInt.h"
#include "tables/RandomTable.h"

#include <QList>

namespace pd {

class Pack;

struct RowOdds {
    int row = 0;   // 0-based
    QString range; // "1-3", or the weight "w 3"
    QString label; // what the row gives
    Rational probability;
};

// A final result through every nested table: how likely it appears at all in one roll of the
// table, and how many of it one roll gives on average.
struct LeafOdds {
    QString key;
    QString label;
    TableResult::Kind kind = TableResult::Kind::Text;
    Rational chance;         // P(at least one)
    Rational expected;       // E[quantity]
    bool chanceKnown = true; // false when a count spans too many values to sum exactly
};

// One complete outcome of a roll ("2 × goblin, Healing draught") and its probability.
struct OutcomeOdds {
    QString label;
    Rational probability;
};

struct TableOddsReport {
    QString table;
    QList<RowOdds> rows;
    Rational gap;                // probability that the roll lands on no row (0 for a valid table)
    QList<LeafOdds> leaves;      // most likely first
    QList<OutcomeOdds> outcomes; // most likely first; empty when too many
    bool outcomesComplete = true;
    QString error;
};

// Exact odds of a table's rows and final results, computed with rational arithmetic over the
// dice's exact distributions (no sampling).
class TableOdds {
public:
    static constexpr int kMaxOutcomes = 5000;
    static constexpr int kMaxCountSpan = 1000;

    explicit TableOdds(const Pack &pack)
        : m_pack(pack) {}
    TableOddsReport compute(const QString &tableId) const;

private:
    const Pack &m_pack;
};

} // namespace pd
