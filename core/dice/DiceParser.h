#pragma once

#include "dice/DiceExpression.h"
#include "dice/DiceNode.h"

#include <QStringView>

#include <memory>

namespace pd {

// Recursive descent over the grammar in DiceExpression.h. Every limit is checked while parsing,
// at the column that breaks it, so a tree that comes out is safe to roll and to bound: no
// overflow, bounded recursion, bounded work per roll. Stops at the first error.
class DiceParser {
public:
    explicit DiceParser(QStringView text)
        : m_text(text) {}

    // The tree, or null with *error filled.
    std::shared_ptr<const DiceNode> parse(DiceError *error);

    // Expected throws of all rerolls in one roll; beyond this a roll could take seconds.
    static constexpr double kMaxExpectedThrows = 1000000;

private:
    using NodePtr = std::shared_ptr<DiceNode>;

    NodePtr parseExpression();
    NodePtr parseTerm();
    NodePtr parseUnary();
    NodePtr parsePrimary();
    NodePtr parseDice(int countPos, qint64 count);
    bool parseModifierNumber(qint64 &value, int &pos, const QString &expected);
    bool parseNumber(qint64 &value);
    NodePtr binary(DiceNode::Kind kind, NodePtr left, NodePtr right, int opPos);

    void skipSpace();
    char peek(int ahead = 0) const; // lower-case ASCII, or 0 for anything else / the end
    bool atDigit() const;
    NodePtr fail(int pos, const QString &message);
    QString excerpt(int pos) const;

    QStringView m_text;
    int m_pos = 0;
    int m_depth = 0;
    int m_totalDice = 0;
    double m_expectedThrows = 0;
    bool m_failed = false;
    DiceError m_error;
};

} // namespace pd
