#include "dice/DiceExpression.h"

#include "dice/DiceCalculator.h"
#include "dice/DiceNode.h"
#include "dice/DiceParser.h"
#include "random/Rng.h"

#include <QStringList>

#include <algorithm>
#include <numeric>
#include <vector>

namespace pd {

QString DiceError::toString() const {
    return QStringLiteral("column %1: %2").arg(column).arg(message);
}

namespace {

// One throw of a die with its rerolls; every throw is recorded when throws is given.
int throwDie(const DiceNode &n, Rng &rng, QList<int> *throws) {
    int t = rng.die(n.sides);
    if (throws)
        throws->append(t);
    if (n.reroll == DiceNode::Reroll::Until) {
        while (t <= n.rerollMax) {
            t = rng.die(n.sides);
            if (throws)
                throws->append(t);
        }
    } else if (n.reroll == DiceNode::Reroll::Once && t <= n.rerollMax) {
        t = rng.die(n.sides);
        if (throws)
            throws->append(t);
    }
    return t;
}

qint64 rollDie(const DiceNode &n, Rng &rng, QList<int> *throws) {
    int t = throwDie(n, rng, throws);
    qint64 value = t;
    if (n.explode) {
        for (int extra = 0; t == n.sides && extra < DiceExpression::kMaxExplosions; ++extra) {
            t = throwDie(n, rng, throws);
            value += t;
        }
    }
    return value;
}

// Indices of the dice that count, for a Dice node with keep/drop. Among equal values the
// earlier die is kept and the later one dropped (the sum is the same either way).
std::vector<bool> keptMask(const DiceNode &n, const std::vector<qint64> &values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    const bool highest =
        n.keep == DiceNode::Keep::KeepHighest || n.keep == DiceNode::Keep::DropLowest;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return highest ? values[a] > values[b] : values[a] < values[b];
    });
    std::vector<bool> kept(values.size(), false);
    for (int i = 0; i < n.keptDice(); ++i)
        kept[order[std::size_t(i)]] = true;
    return kept;
}

class Roller {
public:
    Roller(Rng &rng, QList<DiceTermRoll> *terms)
        : m_rng(rng)
        , m_terms(terms) {}

    qint64 eval(const DiceNode &n) {
        switch (n.kind) {
        case DiceNode::Kind::Number:
            return n.value;
        case DiceNode::Kind::Dice:
            return m_terms ? rollTermDetailed(n) : rollTerm(n);
        case DiceNode::Kind::Negate:
            return -eval(*n.left);
        case DiceNode::Kind::Add:
        case DiceNode::Kind::Subtract:
        case DiceNode::Kind::Multiply: {
            // Sequenced explicitly: the left operand's dice are thrown first.
            const qint64 a = eval(*n.left);
            const qint64 b = eval(*n.right);
            // The parser bounded every subexpression within +/-2^53, so none of these overflow.
            if (n.kind == DiceNode::Kind::Add)
                return a + b;
            if (n.kind == DiceNode::Kind::Subtract)
                return a - b;
            return a * b;
        }
        }
        return 0;
    }

private:
    qint64 rollTerm(const DiceNode &n) {
        if (n.keep == DiceNode::Keep::All) {
            qint64 sum = 0;
            for (int i = 0; i < n.count; ++i)
                sum += rollDie(n, m_rng, nullptr);
            return sum;
        }
        m_values.resize(std::size_t(n.count));
        for (qint64 &v : m_values)
            v = rollDie(n, m_rng, nullptr);
        const bool highest =
            n.keep == DiceNode::Keep::KeepHighest || n.keep == DiceNode::Keep::DropLowest;
        const auto kept = std::ptrdiff_t(n.keptDice());
        if (highest)
            std::nth_element(m_values.begin(), m_values.begin() + kept - 1, m_values.end(),
                             std::greater<>());
        else
            std::nth_element(m_values.begin(), m_values.begin() + kept - 1, m_values.end());
        return std::accumulate(m_values.begin(), m_values.begin() + kept, qint64(0));
    }

    qint64 rollTermDetailed(const DiceNode &n) {
        DiceTermRoll term;
        term.term = n.diceText();
        std::vector<qint64> values;
        for (int i = 0; i < n.count; ++i) {
            DieResult die;
            die.sides = n.sides;
            die.value = rollDie(n, m_rng, &die.throws);
            values.push_back(die.value);
            term.dice.append(die);
        }
        if (n.keep != DiceNode::Keep::All) {
            const std::vector<bool> kept = keptMask(n, values);
            for (std::size_t i = 0; i < kept.size(); ++i)
                term.dice[qsizetype(i)].dropped = !kept[i];
        }
        for (const DieResult &die : std::as_const(term.dice)) {
            if (!die.dropped)
                term.total += die.value;
        }
        m_terms->append(term);
        return term.total;
    }

    Rng &m_rng;
    QList<DiceTermRoll> *m_terms;
    std::vector<qint64> m_values;
};

// "6!+4" for an exploding die, "1r5" for a rerolled one, "(2)" when dropped.
QString dieText(const DieResult &d, const DiceNode *node) {
    QString text;
    if (!node || d.throws.size() <= 1) {
        text = d.throws.isEmpty() ? QString::number(d.value) : QString::number(d.throws.front());
    } else {
        // Replays the modifiers over the recorded throws to tell rerolls from explosions.
        QStringList parts;
        qsizetype i = 0;
        while (i < d.throws.size()) {
            int t = d.throws[i++];
            QString part = QString::number(t);
            const bool canReroll = node->reroll != DiceNode::Reroll::None;
            for (bool first = true; canReroll && t <= node->rerollMax && i < d.throws.size() &&
                                    (first || node->reroll == DiceNode::Reroll::Until);
                 first = false) {
                t = d.throws[i++];
                part += QLatin1Char('r') + QString::number(t);
            }
            const bool exploded = node->explode && t == node->sides && i < d.throws.size();
            if (exploded)
                part += QLatin1Char('!');
            parts << part;
            if (!exploded)
                break;
        }
        text = parts.join(QLatin1Char('+'));
    }
    return d.dropped ? QLatin1Char('(') + text + QLatin1Char(')') : text;
}

QString termText(const DiceTermRoll &t, const DiceNode *node) {
    QStringList dice;
    for (const DieResult &d : t.dice)
        dice << dieText(d, node);
    return t.term + QStringLiteral(" [") + dice.join(QStringLiteral(", ")) + QLatin1Char(']');
}

void collectDice(const DiceNode &n, std::vector<const DiceNode *> &out) {
    if (n.kind == DiceNode::Kind::Dice)
        out.push_back(&n);
    if (n.left)
        collectDice(*n.left, out);
    if (n.right)
        collectDice(*n.right, out);
}

} // namespace

QString DiceRoll::describe() const {
    const QString tail = QStringLiteral(" = ") + QString::number(total);
    const auto root = DiceParser(expression).parse(nullptr);
    std::vector<const DiceNode *> nodes;
    if (root)
        collectDice(*root, nodes);
    bool matches = root && nodes.size() == std::size_t(terms.size());
    for (std::size_t i = 0; matches && i < nodes.size(); ++i)
        matches = nodes[i]->diceText() == terms[qsizetype(i)].term;
    if (matches) {
        qsizetype next = 0;
        return root->format([&](const DiceNode &n) { return termText(terms[next++], &n); }, true) +
               tail;
    }
    // Not from rollDetailed (or edited since): show the terms one after another.
    QStringList parts;
    for (const DiceTermRoll &t : terms) {
        const auto term = DiceParser(t.term).parse(nullptr);
        parts << termText(t, term && term->kind == DiceNode::Kind::Dice ? term.get() : nullptr);
    }
    if (parts.isEmpty())
        return expression.isEmpty() ? QString::number(total) : expression + tail;
    return parts.join(QStringLiteral(", ")) + tail;
}

DiceExpression::DiceExpression() = default;

DiceExpression DiceExpression::parse(QStringView text, DiceError *error) {
    DiceExpression e;
    DiceError err;
    e.m_root = DiceParser(text).parse(&err);
    if (!e.m_root) {
        if (error)
            *error = err;
        return e;
    }
    e.m_text = text.toString();
    return e;
}

DiceExpression DiceExpression::constant(qint64 value) {
    auto node = std::make_shared<DiceNode>();
    node->kind = DiceNode::Kind::Number;
    node->value = value;
    node->minimum = node->maximum = value;
    DiceExpression e;
    e.m_root = std::move(node);
    e.m_text = QString::number(value);
    return e;
}

bool DiceExpression::isConstant() const {
    return m_root && m_root->diceCount == 0;
}

QString DiceExpression::canonical() const {
    return m_root ? m_root->canonical() : QString();
}

qint64 DiceExpression::minimum() const {
    return m_root ? m_root->minimum : 0;
}

qint64 DiceExpression::maximum() const {
    return m_root ? m_root->maximum : 0;
}

qint64 DiceExpression::roll(Rng &rng) const {
    if (!m_root)
        return 0;
    return Roller(rng, nullptr).eval(*m_root);
}

DiceRoll DiceExpression::rollDetailed(Rng &rng) const {
    DiceRoll result;
    if (!m_root)
        return result;
    result.total = Roller(rng, &result.terms).eval(*m_root);
    result.expression = m_root->canonical();
    return result;
}

DiceDistribution DiceExpression::distribution(QString *error) const {
    if (!m_root) {
        if (error)
            *error = QStringLiteral("not a valid dice expression");
        return {};
    }
    return DiceCalculator::distribution(*m_root, error);
}

double DiceExpression::distributionWork() const {
    return m_root ? DiceCalculator::estimateWork(*m_root) : 0;
}

} // namespace pd
