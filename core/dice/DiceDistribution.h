#pragma once

#include "dice/BigInt.h"

#include <QString>

#include <vector>

namespace pd {

// The exact probability distribution of an integer random variable as counts over a common
// total: P(v) = count(v) / total(). Counts are arbitrary-precision, so 100d6 is exact.
class DiceDistribution {
public:
    static constexpr qint64 kMaxSpan = 2000000; // most distinct values we compute exactly

    DiceDistribution() = default; // invalid
    static DiceDistribution constant(qint64 value);
    static DiceDistribution uniform(qint64 lo, qint64 hi); // one die: lo..hi equally likely

    bool isValid() const { return !m_counts.empty(); }
    qint64 minimum() const { return m_min; }
    qint64 maximum() const { return m_min + (qint64(m_counts.size()) - 1); }
    const BigUInt &total() const { return m_total; }
    BigUInt count(qint64 value) const;                // 0 outside [minimum, maximum]
    BigUInt countInRange(qint64 lo, qint64 hi) const; // inclusive
    Rational probability(qint64 value) const;
    Rational probabilityInRange(qint64 lo, qint64 hi) const;
    Rational mean() const;
    Rational variance() const;

    // Combining independent variables (exact):
    DiceDistribution plus(const DiceDistribution &other) const;
    DiceDistribution negated() const;
    DiceDistribution times(const DiceDistribution &other, QString *error = nullptr) const;

    // Builds from explicit counts: counts[i] is the count of value minimum + i.
    static DiceDistribution fromCounts(qint64 minimum, std::vector<BigUInt> counts);
    const std::vector<BigUInt> &counts() const { return m_counts; }

private:
    qint64 m_min = 0;
    std::vector<BigUInt> m_counts; // dense, trimmed: first and last are non-zero
    BigUInt m_total;
};

} // namespace pd
