#include "dice/DiceParser.h"

#include <algorithm>
#include <limits>

namespace pd {

namespace {
// Every value an expression can produce stays within +/-2^53, so it is exact in a double too
// (scripts and JSON readers see the same number).
constexpr qint64 kMaxMagnitude = qint64(1) << 53;

bool inRange(qint64 v) {
    return v >= -kMaxMagnitude && v <= kMaxMagnitude;
}
} // namespace

std::shared_ptr<const DiceNode> DiceParser::parse(DiceError *error) {
    NodePtr root;
    if (m_text.size() > DiceExpression::kMaxLength) {
        fail(DiceExpression::kMaxLength, QStringLiteral("text too long (at most %1 characters)")
                                             .arg(DiceExpression::kMaxLength));
    } else {
        root = parseExpression();
        if (root) {
            skipSpace();
            if (m_pos < m_text.size())
                root = fail(m_pos, QStringLiteral("unexpected text \"%1\"").arg(excerpt(m_pos)));
        }
    }
    if (m_failed) {
        if (error)
            *error = m_error;
        return nullptr;
    }
    return root;
}

DiceParser::NodePtr DiceParser::parseExpression() {
    NodePtr node = parseTerm();
    while (node) {
        skipSpace();
        const char c = peek();
        if (c != '+' && c != '-')
            break;
        const int opPos = m_pos++;
        NodePtr rhs = parseTerm();
        if (!rhs)
            return nullptr;
        node = binary(c == '+' ? DiceNode::Kind::Add : DiceNode::Kind::Subtract, node, rhs, opPos);
    }
    return node;
}

DiceParser::NodePtr DiceParser::parseTerm() {
    NodePtr node = parseUnary();
    while (node) {
        skipSpace();
        if (peek() != '*')
            break;
        const int opPos = m_pos++;
        NodePtr rhs = parseUnary();
        if (!rhs)
            return nullptr;
        node = binary(DiceNode::Kind::Multiply, node, rhs, opPos);
    }
    return node;
}

DiceParser::NodePtr DiceParser::parseUnary() {
    skipSpace();
    if (peek() != '-')
        return parsePrimary();
    // Unary minus recurses like a parenthesis, so it counts towards the nesting limit.
    if (m_depth >= DiceExpression::kMaxDepth)
        return fail(
            m_pos,
            QStringLiteral("nesting too deep (at most %1 levels)").arg(DiceExpression::kMaxDepth));
    ++m_pos;
    ++m_depth;
    NodePtr operand = parseUnary();
    --m_depth;
    if (!operand)
        return nullptr;
    auto node = std::make_shared<DiceNode>();
    node->kind = DiceNode::Kind::Negate;
    node->minimum = -operand->maximum;
    node->maximum = -operand->minimum;
    node->diceCount = operand->diceCount;
    node->left = std::move(operand);
    return node;
}

DiceParser::NodePtr DiceParser::parsePrimary() {
    skipSpace();
    const int start = m_pos;
    if (atDigit()) {
        qint64 value = 0;
        if (!parseNumber(value))
            return nullptr;
        skipSpace();
        if (peek() == 'd')
            return parseDice(start, value);
        auto node = std::make_shared<DiceNode>();
        node->kind = DiceNode::Kind::Number;
        node->value = value;
        node->minimum = node->maximum = value;
        return node;
    }
    if (peek() == 'd')
        return parseDice(start, -1);
    if (peek() == '(') {
        if (m_depth >= DiceExpression::kMaxDepth)
            return fail(m_pos, QStringLiteral("nesting too deep (at most %1 levels)")
                                   .arg(DiceExpression::kMaxDepth));
        ++m_pos;
        ++m_depth;
        NodePtr inner = parseExpression();
        --m_depth;
        if (!inner)
            return nullptr;
        skipSpace();
        if (peek() != ')')
            return fail(m_pos, QStringLiteral("expected \")\""));
        ++m_pos;
        return inner;
    }
    return fail(m_pos, QStringLiteral("expected a number or dice term"));
}

// count is -1 when the text leaves it out ("d6").
DiceParser::NodePtr DiceParser::parseDice(int countPos, qint64 count) {
    if (count == 0)
        return fail(countPos, QStringLiteral("the number of dice must be at least 1"));
    if (count > DiceExpression::kMaxDicePerTerm)
        return fail(countPos, QStringLiteral("too many dice in one term (at most %1)")
                                  .arg(DiceExpression::kMaxDicePerTerm));
    auto node = std::make_shared<DiceNode>();
    node->kind = DiceNode::Kind::Dice;
    node->count = count < 0 ? 1 : int(count);

    ++m_pos; // the 'd'
    skipSpace();
    if (peek() == '%') {
        ++m_pos;
        node->sides = 100;
    } else if (atDigit()) {
        const int sidesPos = m_pos;
        qint64 sides = 0;
        if (!parseNumber(sides))
            return nullptr;
        if (sides < 1)
            return fail(sidesPos, QStringLiteral("the number of sides must be at least 1"));
        if (sides > DiceExpression::kMaxSides)
            return fail(
                sidesPos,
                QStringLiteral("too many sides (at most %1)").arg(DiceExpression::kMaxSides));
        node->sides = int(sides);
    } else {
        return fail(m_pos, QStringLiteral("expected the number of sides or %"));
    }

    m_totalDice += node->count;
    if (m_totalDice > DiceExpression::kMaxDiceTotal)
        return fail(countPos, QStringLiteral("too many dice in the expression (at most %1)")
                                  .arg(DiceExpression::kMaxDiceTotal));

    bool haveKeep = false;
    bool haveReroll = false;
    int rerollPos = 0;
    for (;;) {
        skipSpace();
        const int modPos = m_pos;
        const char c = peek();
        const char c2 = peek(1);
        if (c == 'k' || (c == 'd' && (c2 == 'h' || c2 == 'l'))) {
            if (haveKeep)
                return fail(modPos, QStringLiteral("only one keep or drop modifier is allowed "
                                                   "per dice term"));
            haveKeep = true;
            const bool drop = c == 'd';
            const bool low = c2 == 'l';
            m_pos += (c2 == 'h' || c2 == 'l') ? 2 : 1; // a bare 'k' means 'kh'
            qint64 n = 0;
            int numPos = 0;
            if (!parseModifierNumber(n, numPos,
                                     drop ? QStringLiteral("expected the number of dice to drop")
                                          : QStringLiteral("expected the number of dice to keep")))
                return nullptr;
            if (drop) {
                if (n >= node->count)
                    return fail(
                        numPos,
                        QStringLiteral("cannot drop every die rolled (%1)").arg(node->count));
                node->keep = low ? DiceNode::Keep::DropLowest : DiceNode::Keep::DropHighest;
            } else {
                if (n < 1)
                    return fail(numPos, QStringLiteral("must keep at least one die"));
                if (n > node->count)
                    return fail(numPos, QStringLiteral("cannot keep more dice than are rolled (%1)")
                                            .arg(node->count));
                node->keep = low ? DiceNode::Keep::KeepLowest : DiceNode::Keep::KeepHighest;
            }
            node->keepCount = int(n);
        } else if (c == 'x') {
            if (node->explode)
                return fail(modPos, QStringLiteral("only one x is allowed per dice term"));
            if (node->sides == 1)
                return fail(modPos, QStringLiteral("a one-sided die cannot explode"));
            ++m_pos;
            node->explode = true;
        } else if (c == 'r') {
            if (haveReroll)
                return fail(modPos, QStringLiteral("only one reroll modifier is allowed per "
                                                   "dice term"));
            haveReroll = true;
            const bool once = c2 == 'o';
            m_pos += once ? 2 : 1;
            qint64 n = 0;
            if (!parseModifierNumber(n, rerollPos,
                                     QStringLiteral("expected the highest face to "
                                                    "reroll")))
                return nullptr;
            if (n >= node->sides)
                return fail(rerollPos,
                            QStringLiteral("cannot reroll every face of a d%1").arg(node->sides));
            node->reroll = once ? DiceNode::Reroll::Once : DiceNode::Reroll::Until;
            node->rerollMax = int(n);
        } else {
            break;
        }
    }

    // "Reroll until" is a loop: its expected length s / (s - N) per throw is what a roll costs.
    double perThrow = 1;
    if (node->reroll == DiceNode::Reroll::Until)
        perThrow = double(node->sides) / double(node->sides - node->rerollMax);
    else if (node->reroll == DiceNode::Reroll::Once)
        perThrow = 1 + double(node->rerollMax) / double(node->sides);
    const double slots = node->explode ? DiceExpression::kMaxExplosions + 1 : 1;
    m_expectedThrows += node->count * slots * perThrow;
    if (m_expectedThrows > kMaxExpectedThrows)
        return fail(node->reroll == DiceNode::Reroll::None ? countPos : rerollPos,
                    QStringLiteral("rerolls would take too many throws (over %1 expected)")
                        .arg(qint64(kMaxExpectedThrows)));

    node->computeDiceBounds();
    return node;
}

bool DiceParser::parseModifierNumber(qint64 &value, int &pos, const QString &expected) {
    skipSpace();
    pos = m_pos;
    if (!atDigit()) {
        fail(m_pos, expected);
        return false;
    }
    return parseNumber(value);
}

bool DiceParser::parseNumber(qint64 &value) {
    const int start = m_pos;
    value = 0;
    while (atDigit()) {
        value = value * 10 + (m_text[m_pos].unicode() - '0');
        ++m_pos;
        if (value > DiceExpression::kMaxNumber) {
            fail(start,
                 QStringLiteral("number too large (at most %1)").arg(DiceExpression::kMaxNumber));
            return false;
        }
    }
    return true;
}

DiceParser::NodePtr DiceParser::binary(DiceNode::Kind kind, NodePtr left, NodePtr right,
                                       int opPos) {
    qint64 lo = 0;
    qint64 hi = 0;
    bool overflow = false;
    switch (kind) {
    case DiceNode::Kind::Add:
        overflow = __builtin_add_overflow(left->minimum, right->minimum, &lo) ||
                   __builtin_add_overflow(left->maximum, right->maximum, &hi);
        break;
    case DiceNode::Kind::Subtract:
        overflow = __builtin_sub_overflow(left->minimum, right->maximum, &lo) ||
                   __builtin_sub_overflow(left->maximum, right->minimum, &hi);
        break;
    default: {
        // The extremes of a product are among the products of the operands' extremes.
        const qint64 a[2] = {left->minimum, left->maximum};
        const qint64 b[2] = {right->minimum, right->maximum};
        lo = std::numeric_limits<qint64>::max();
        hi = std::numeric_limits<qint64>::min();
        for (qint64 x : a) {
            for (qint64 y : b) {
                qint64 p = 0;
                overflow = overflow || __builtin_mul_overflow(x, y, &p);
                lo = std::min(lo, p);
                hi = std::max(hi, p);
            }
        }
        break;
    }
    }
    if (overflow || !inRange(lo) || !inRange(hi))
        return fail(opPos, QStringLiteral("the result could exceed +/-2^53"));
    auto node = std::make_shared<DiceNode>();
    node->kind = kind;
    node->minimum = lo;
    node->maximum = hi;
    node->diceCount = left->diceCount + right->diceCount;
    node->left = std::move(left);
    node->right = std::move(right);
    return node;
}

void DiceParser::skipSpace() {
    while (m_pos < m_text.size() && m_text[m_pos].isSpace())
        ++m_pos;
}

char DiceParser::peek(int ahead) const {
    const int i = m_pos + ahead;
    if (i >= m_text.size())
        return 0;
    const char16_t c = m_text[i].unicode();
    // ASCII only: QChar::toLower would turn the Kelvin sign into a 'k'.
    if (c >= u'A' && c <= u'Z')
        return char(c - u'A' + 'a');
    return c < 0x80 ? char(c) : char(0x7f);
}

bool DiceParser::atDigit() const {
    const char c = peek();
    return c >= '0' && c <= '9';
}

DiceParser::NodePtr DiceParser::fail(int pos, const QString &message) {
    if (m_failed)
        return nullptr;
    m_failed = true;
    // Columns are 1-based QString positions, so an editor can select the spot directly.
    const int column = pos + 1;
    m_error.column = column;
    m_error.message = message;
    return nullptr;
}

QString DiceParser::excerpt(int pos) const {
    constexpr int kMaxExcerpt = 16;
    auto stops = [](QChar c) {
        return c.isSpace() || c == u'+' || c == u'-' || c == u'*' || c == u'(' || c == u')';
    };
    int end = pos;
    while (end < m_text.size() && !stops(m_text[end]))
        ++end;
    if (end == pos)
        end = pos + 1;
    const bool cut = end - pos > kMaxExcerpt;
    if (cut) {
        end = pos + kMaxExcerpt;
        if (m_text[end - 1].isHighSurrogate())
            --end;
    }
    QString s = m_text.mid(pos, end - pos).toString();
    if (cut)
        s += QStringLiteral("...");
    return s;
}

} // namespace pd
