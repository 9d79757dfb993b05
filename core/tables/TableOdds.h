#pragma once

#include "dice/BigInt.h"
#include "tables/RandomTable.h"

#include <QList>

#include <functional>
#include <optional>

namespace pd {

class Pack;
class DiceDistribution;
struct DiceField;

// Told now and then how far a long computation is (`done` of `total` steps, both counting up to
// the same end); returning false cancels it. Called on the computing thread.
using OddsProgress = std::function<bool(int done, int total)>;

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

struct TableOddsOptions {
    // Counts that use "depth" are evaluated at this depth, as DiceField::roll(depth) rolls them;
    // without one, such a count is an error.
    std::optional<int> depth;
    bool outcomes = true; // whole outcomes (the costly part); false: rows and final results only
    OddsProgress progress;
};

struct TableOddsReport {
    QString table;
    QList<RowOdds> rows;
    Rational gap;                // probability that the roll lands on no row (0 for a valid table)
    QList<LeafOdds> leaves;      // most likely first
    QList<OutcomeOdds> outcomes; // most likely first; empty when too many
    bool outcomesComplete = true;
    bool usesDepth = false; // a count on the way uses "depth" (the odds are those at one depth)
    bool cancelled = false; // by the progress callback: leaves and outcomes are left empty
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
    TableOddsReport compute(const QString &tableId, int depth) const;
    TableOddsReport compute(const QString &tableId, const TableOddsOptions &options) const;
    // Several tables at once, nested tables computed once for all: each report is what
    // compute() gives for that table. One progress for the whole; a cancel marks every report.
    QList<TableOddsReport> compute(const QStringList &tableIds,
                                   const TableOddsOptions &options) const;

    // A count as the rollers take it: at `depth` when it uses depth, and max(0, count). Invalid
    // (with *error) when it cannot be computed exactly or uses depth without one.
    static DiceDistribution countDistribution(const DiceField &count, std::optional<int> depth,
                                              QString *error);
    // P(at least one success) in `count` independent tries that succeed with `once` each;
    // nullopt when the count spans more than kMaxCountSpan values.
    static std::optional<Rational> atLeastOnce(const DiceDistribution &count, const Rational &once);

private:
    const Pack &m_pack;
};

} // namespace pd
