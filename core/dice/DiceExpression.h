#pragma once

#include "dice/DiceDistribution.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <memory>

namespace pd {

class Rng;
struct DiceNode;

// Where a dice expression went wrong: a 1-based column into the text, and what was expected.
// toString() gives "column 5: expected a number or dice term".
struct DiceError {
    int column = 0;
    QString message;
    QString toString() const;
};

// One die as rolled, for showing a roll: every throw of an exploding or rerolled die is kept,
// and dice dropped by kh/kl/dh/dl are marked.
struct DieResult {
    int sides = 0;
    QList<int> throws; // all throws of this die (more than one when exploded or rerolled)
    qint64 value = 0;  // what the die counts for (sum of explosions; last throw of a reroll)
    bool dropped = false;
};

struct DiceTermRoll {
    QString term;          // canonical text of the dice term, e.g. "4d6kh3"
    QList<DieResult> dice; // in the order rolled
    qint64 total = 0;      // sum of the kept dice
};

struct DiceRoll {
    qint64 total = 0;
    QList<DiceTermRoll> terms; // every dice term in the expression, left to right
    QString expression;        // canonical text of the whole expression, e.g. "4d6kh3+2"
    // A readable account, e.g. "4d6kh3 [6, 5, 3, (1)] + 2 = 16"
    QString describe() const;
};

// A parsed dice expression. Grammar (case- and whitespace-insensitive):
//   expr    := term (('+' | '-') term)*
//   term    := unary ('*' unary)*
//   unary   := '-' unary | primary
//   primary := NUMBER | dice | '(' expr ')'
//   dice    := [NUMBER] 'd' (NUMBER | '%') modifier*
//   modifier:= ('kh' | 'kl' | 'dh' | 'dl' | 'k') NUMBER     keep/drop highest/lowest ('k' = 'kh')
//            | 'x'                                          explode on the highest face
//            | 'r' NUMBER | 'ro' NUMBER                     reroll faces <= N (until / once)
// Limits (reported as errors at the offending column): at most 1,000 dice in a term and
// 10,000 in the expression, at most 1,000,000 sides, numbers at most 1,000,000,000, at most
// 1,000 characters and 64 levels of nesting, and no value the expression can produce beyond
// +/- 2^53. An exploding die explodes at most kMaxExplosions times (documented, exact).
// Copies are cheap (shared immutable tree).
class DiceExpression {
public:
    static constexpr int kMaxDicePerTerm = 1000;
    static constexpr int kMaxDiceTotal = 10000;
    static constexpr int kMaxSides = 1000000;
    static constexpr qint64 kMaxNumber = 1000000000;
    static constexpr int kMaxLength = 1000;
    static constexpr int kMaxDepth = 64;
    static constexpr int kMaxExplosions = 10;

    DiceExpression(); // invalid, isValid() false
    // Parses text; on failure returns an invalid expression and fills *error when given.
    static DiceExpression parse(QStringView text, DiceError *error = nullptr);
    // A constant expression (always valid).
    static DiceExpression constant(qint64 value);

    bool isValid() const { return m_root != nullptr; }
    bool isConstant() const;                // no dice at all
    QString text() const { return m_text; } // as given to parse()
    QString canonical() const; // normalised, e.g. " 3D6 + 2" -> "3d6+2", "d%" -> "d100"
    qint64 minimum() const;    // smallest possible result
    qint64 maximum() const;    // largest possible result

    // Rolls with the given generator. Draw order is part of the determinism contract:
    // left to right, each die in turn, explosions and rerolls of a die right after it.
    qint64 roll(Rng &rng) const;
    DiceRoll rollDetailed(Rng &rng) const;

    // The exact distribution. Refuses (returns an invalid distribution and fills *error)
    // when the result would span more than DiceDistribution::kMaxSpan values or the
    // computation is too large to be done exactly in reasonable time; the message says so.
    DiceDistribution distribution(QString *error = nullptr) const;
    // What distribution() would cost, read from the tree alone (DiceCalculator::estimateWork):
    // above DiceCalculator::kWorkBudget it refuses; 0 when a span is already too wide.
    double distributionWork() const;

private:
    std::shared_ptr<const DiceNode> m_root;
    QString m_text;
};

} // namespace pd
