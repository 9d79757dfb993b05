#include "dice/DiceNode.h"

#include "dice/DiceExpression.h"

namespace pd {

namespace {
int precedence(const DiceNode &n) {
    switch (n.kind) {
    case DiceNode::Kind::Add:
    case DiceNode::Kind::Subtract:
        return 1;
    case DiceNode::Kind::Multiply:
        return 2;
    default:
        return 3;
    }
}

void write(const DiceNode &n, const std::function<QString(const DiceNode &)> &dice, bool spaced,
           QString &out) {
    auto operand = [&](const DiceNode &child, bool parens) {
        if (parens)
            out += QLatin1Char('(');
        write(child, dice, spaced, out);
        if (parens)
            out += QLatin1Char(')');
    };
    switch (n.kind) {
    case DiceNode::Kind::Number:
        out += QString::number(n.value);
        return;
    case DiceNode::Kind::Dice:
        out += dice(n);
        return;
    case DiceNode::Kind::Negate:
        out += QLatin1Char('-');
        operand(*n.left, precedence(*n.left) < 3);
        return;
    case DiceNode::Kind::Add:
    case DiceNode::Kind::Subtract:
    case DiceNode::Kind::Multiply: {
        const char op = n.kind == DiceNode::Kind::Add        ? '+'
                        : n.kind == DiceNode::Kind::Subtract ? '-'
                                                             : '*';
        // Left-associative: a right operand of the same precedence keeps its parentheses, so
        // the canonical text parses back to the very same tree.
        operand(*n.left, precedence(*n.left) < precedence(n));
        if (spaced)
            out += QLatin1Char(' ');
        out += QLatin1Char(op);
        if (spaced)
            out += QLatin1Char(' ');
        operand(*n.right, precedence(*n.right) <= precedence(n));
        return;
    }
    }
}
} // namespace

bool DiceNode::isBinary() const {
    return kind == Kind::Add || kind == Kind::Subtract || kind == Kind::Multiply;
}

int DiceNode::keptDice() const {
    switch (keep) {
    case Keep::All:
        return count;
    case Keep::KeepHighest:
    case Keep::KeepLowest:
        return keepCount;
    case Keep::DropHighest:
    case Keep::DropLowest:
        return count - keepCount;
    }
    return count;
}

int DiceNode::lowestFace() const {
    return reroll == Reroll::Until ? rerollMax + 1 : 1;
}

qint64 DiceNode::dieMinimum() const {
    // When rerolls leave only the top face, every throw explodes until the cap.
    if (explode && lowestFace() == sides)
        return qint64(DiceExpression::kMaxExplosions + 1) * sides;
    return lowestFace();
}

qint64 DiceNode::dieMaximum() const {
    return explode ? qint64(DiceExpression::kMaxExplosions + 1) * sides : sides;
}

void DiceNode::computeDiceBounds() {
    minimum = keptDice() * dieMinimum();
    maximum = keptDice() * dieMaximum();
    diceCount = count;
}

QString DiceNode::diceText() const {
    QString s;
    if (count != 1)
        s += QString::number(count);
    s += QLatin1Char('d') + QString::number(sides);
    if (reroll == Reroll::Until)
        s += QLatin1Char('r') + QString::number(rerollMax);
    else if (reroll == Reroll::Once)
        s += QStringLiteral("ro") + QString::number(rerollMax);
    if (explode)
        s += QLatin1Char('x');
    switch (keep) {
    case Keep::All:
        break;
    case Keep::KeepHighest:
        s += QStringLiteral("kh") + QString::number(keepCount);
        break;
    case Keep::KeepLowest:
        s += QStringLiteral("kl") + QString::number(keepCount);
        break;
    case Keep::DropHighest:
        s += QStringLiteral("dh") + QString::number(keepCount);
        break;
    case Keep::DropLowest:
        s += QStringLiteral("dl") + QString::number(keepCount);
        break;
    }
    return s;
}

QString DiceNode::canonical() const {
    return format([](const DiceNode &n) { return n.diceText(); }, false);
}

QString DiceNode::format(const std::function<QString(const DiceNode &)> &dice, bool spaced) const {
    QString out;
    write(*this, dice, spaced, out);
    return out;
}

} // namespace pd
