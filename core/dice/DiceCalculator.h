#pragma once

#include "dice/DiceDistribution.h"

#include <QString>

#include <vector>

namespace pd {

struct DiceNode;

// Exact distributions of parsed dice expressions. distribution() first estimates the work from
// the tree alone (spans, sizes of the counts, algorithm), so an expression that is too big is
// refused at once instead of after minutes of arithmetic.
class DiceCalculator {
public:
    // Work is counted in rough 32-bit limb operations; the budget is about a second of work on
    // one core of a modest machine (see the benchmark and the "too big" tests).
    static constexpr double kWorkBudget = 5e8;
    // times() multiplies every pair of values; beyond this many pairs it refuses.
    static constexpr double kMaxProductPairs = 2e7;

    static DiceDistribution distribution(const DiceNode &root, QString *error);
    // The estimate distribution() compares with kWorkBudget; 0 when a span is already too big.
    static double estimateWork(const DiceNode &root);

    // One die of a Dice node with its rerolls and explosions: counts over (throw total)^(cap+1)
    // for an exploding die, so each path of throws has its exact weight.
    static DiceDistribution singleDie(const DiceNode &dice);
    // The sum of count independent copies.
    static DiceDistribution sumOf(const DiceDistribution &die, int count);
    // The sum of the keep highest of count independent copies.
    static DiceDistribution keepHighest(const DiceDistribution &die, int count, int keep);

    // Counts of the sum of two independent variables (dense, offsets from their minimums).
    static std::vector<BigUInt> convolve(const std::vector<BigUInt> &a,
                                         const std::vector<BigUInt> &b);
};

} // namespace pd
