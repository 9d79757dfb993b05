#include "dice/DiceCalculator.h"

#include "dice/DiceExpression.h"
#include "dice/DiceNode.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pd {

namespace {

constexpr int kSlots = DiceExpression::kMaxExplosions + 1; // throws of an exploding die
// Making, copying and freeing one count (a heap-allocated BigUInt), in work units.
constexpr double kPerValue = 40;

// ---------------------------------------------------------------------------------------------
// Convolution by runs: a distribution that is constant over long stretches (one die, a die with
// rerolls, an exploding die) is a sum of a few step functions, and convolving with a step is a
// sliding window. So the cost is (number of runs) x (length of the result), not the product of
// the two lengths.

struct Run {
    std::size_t lo = 0;
    std::size_t hi = 0;
    const BigUInt *count = nullptr;
};

std::vector<Run> runsOf(const std::vector<BigUInt> &v, std::size_t limit) {
    std::vector<Run> runs;
    for (std::size_t i = 0; i < v.size() && runs.size() <= limit;) {
        if (v[i].isZero()) {
            ++i;
            continue;
        }
        std::size_t j = i + 1;
        while (j < v.size() && v[j] == v[i])
            ++j;
        runs.push_back({i, j - 1, &v[i]});
        i = j;
    }
    return runs;
}

// ---------------------------------------------------------------------------------------------
// Work estimate. Each shape is what the exact computation of a subtree will hold: its span of
// values, the size of its counts (log2 of its total) and how many runs it has (an upper bound).

struct Shape {
    double span = 1;
    double bits = 0;
    double runs = 1;
    double countBits = 0; // of the largest single count (for one die)
};

double limbs(double bits) {
    return std::floor(bits / 32) + 1;
}

double convolveWork(const Shape &a, const Shape &b) {
    const bool stepIsB = b.runs <= a.runs;
    const Shape &step = stepIsB ? b : a;
    const Shape &other = stepIsB ? a : b;
    const double resultSpan = a.span + b.span - 1;
    const double lx = limbs(other.bits);
    const double lc = limbs(step.bits);
    return a.span * limbs(a.bits) + b.span * limbs(b.bits) + resultSpan * kPerValue +
           step.runs * resultSpan * (2 * lx + lx * lc + 6);
}

Shape dieShape(const DiceNode &n, double &work) {
    const double s = n.sides;
    double throwBits = std::log2(s);
    double throwRuns = 1;
    double throwCountBits = 0;
    if (n.reroll == DiceNode::Reroll::Until) {
        throwBits = std::log2(s - n.rerollMax);
    } else if (n.reroll == DiceNode::Reroll::Once && n.rerollMax > 0) {
        throwBits = 2 * std::log2(s);
        throwRuns = 2;
        throwCountBits = std::log2(s + n.rerollMax);
    }
    Shape die;
    die.span = double(n.dieMaximum() - n.dieMinimum() + 1);
    die.bits = n.explode ? kSlots * throwBits : throwBits;
    die.runs = n.explode ? kSlots * (throwRuns + 1) : throwRuns;
    die.countBits = n.explode ? (kSlots - 1) * throwBits + throwCountBits : throwCountBits;
    work += die.span * (limbs(die.bits) * (n.explode ? limbs(die.bits) + 2 : 2) + kPerValue);
    return die;
}

double sumWork(const Shape &die, int count) {
    double work = 0;
    Shape acc = die;
    for (int i = 1; i < count; ++i) {
        work += convolveWork(acc, die);
        acc.span += die.span - 1;
        acc.bits += die.bits;
        acc.runs = acc.span;
    }
    return work;
}

double keepWork(const Shape &die, int count, int keep) {
    // A DP state counts ways to place m dice: at most C(n, m) times m face counts, so it is
    // small next to the total; the closing factor F(m) carries the powers of the counts below.
    const double n = count;
    const double k = keep;
    const double halfWidth = (die.span - 1) / 2; // states lie between m*v and m*(highest value)
    const double belowBits =
        die.bits > 40 ? die.bits : std::log2(std::max(1.0, std::exp2(die.bits) - 1));
    const double big = limbs(n * belowBits);
    const double coef = limbs(n + k * die.countBits);
    double perValue = 200 + 40 * k;
    for (int m = 0; m < keep; ++m) {
        const double states = m * halfWidth + 1;
        const double entry = limbs(n + m * die.countBits);
        perValue += states * ((k - m) * (entry * coef + 6) + entry * big + 10);
    }
    perValue += (k * (n - k + 1) + 2 * n) * (coef * big + 6);
    return n * n / 2 * limbs(n) + die.span * perValue;
}

QString describeNode(const DiceNode &n) {
    const QString text = n.canonical();
    if (text.size() <= 40)
        return QLatin1Char('"') + text + QLatin1Char('"');
    return QStringLiteral("a part of the expression");
}

// Fills shape for node and adds its work; false with why filled when a span is too large.
bool estimate(const DiceNode &n, Shape &shape, double &work, QString &why) {
    auto tooWide = [&why](const DiceNode &node, double span) {
        why = QStringLiteral("%1 has %2 possible results (at most %3)")
                  .arg(describeNode(node))
                  .arg(span, 0, 'f', 0)
                  .arg(DiceDistribution::kMaxSpan);
        return false;
    };
    shape.span = double(n.maximum) - double(n.minimum) + 1;
    switch (n.kind) {
    case DiceNode::Kind::Number:
        shape = Shape();
        return true;
    case DiceNode::Kind::Dice: {
        const Shape die = dieShape(n, work);
        if (die.span > DiceDistribution::kMaxSpan)
            return tooWide(n, die.span);
        if (shape.span > DiceDistribution::kMaxSpan)
            return tooWide(n, shape.span);
        const int kept = n.keptDice();
        if (kept == n.count)
            work += sumWork(die, n.count);
        else
            work += keepWork(die, n.count, kept);
        shape.bits = die.bits * n.count;
        shape.runs = n.count == 1 ? die.runs : shape.span;
        return true;
    }
    case DiceNode::Kind::Negate: {
        Shape inner;
        if (!estimate(*n.left, inner, work, why))
            return false;
        shape = inner;
        work += inner.span * (limbs(inner.bits) + kPerValue);
        return true;
    }
    case DiceNode::Kind::Add:
    case DiceNode::Kind::Subtract:
    case DiceNode::Kind::Multiply: {
        Shape a, b;
        if (!estimate(*n.left, a, work, why) || !estimate(*n.right, b, work, why))
            return false;
        if (shape.span > DiceDistribution::kMaxSpan)
            return tooWide(n, shape.span);
        const double span = shape.span;
        shape.bits = a.bits + b.bits;
        if (n.kind == DiceNode::Kind::Multiply) {
            const double pairs = a.span * b.span;
            if (pairs > DiceCalculator::kMaxProductPairs) {
                why = QStringLiteral("%1 multiplies %2 pairs of values (at most %3)")
                          .arg(describeNode(n))
                          .arg(pairs, 0, 'g', 3)
                          .arg(DiceCalculator::kMaxProductPairs, 0, 'g', 3);
                return false;
            }
            work += span * kPerValue + pairs * (10 * limbs(a.bits) * limbs(b.bits) + 40);
            shape.runs = span;
        } else {
            work +=
                convolveWork(a, b) + (n.kind == DiceNode::Kind::Subtract ? b.span * kPerValue : 0);
            shape.runs = a.span == 1 ? b.runs : b.span == 1 ? a.runs : span;
        }
        return true;
    }
    }
    return false;
}

DiceDistribution compute(const DiceNode &n, QString *error) {
    switch (n.kind) {
    case DiceNode::Kind::Number:
        return DiceDistribution::constant(n.value);
    case DiceNode::Kind::Dice: {
        const DiceDistribution die = DiceCalculator::singleDie(n);
        const int kept = n.keptDice();
        switch (n.keep) {
        case DiceNode::Keep::All:
            return DiceCalculator::sumOf(die, n.count);
        case DiceNode::Keep::KeepHighest:
        case DiceNode::Keep::DropLowest:
            return DiceCalculator::keepHighest(die, n.count, kept);
        case DiceNode::Keep::KeepLowest:
        case DiceNode::Keep::DropHighest:
            // The lowest of X are the highest of -X.
            return DiceCalculator::keepHighest(die.negated(), n.count, kept).negated();
        }
        return {};
    }
    case DiceNode::Kind::Negate:
        return compute(*n.left, error).negated();
    case DiceNode::Kind::Add:
    case DiceNode::Kind::Subtract:
    case DiceNode::Kind::Multiply: {
        const DiceDistribution a = compute(*n.left, error);
        if (!a.isValid())
            return {};
        const DiceDistribution b = compute(*n.right, error);
        if (!b.isValid())
            return {};
        if (n.kind == DiceNode::Kind::Add)
            return a.plus(b);
        if (n.kind == DiceNode::Kind::Subtract)
            return a.plus(b.negated());
        return a.times(b, error);
    }
    }
    return {};
}

} // namespace

double DiceCalculator::estimateWork(const DiceNode &root) {
    Shape shape;
    double work = 0;
    QString why;
    return estimate(root, shape, work, why) ? work : 0;
}

DiceDistribution DiceCalculator::distribution(const DiceNode &root, QString *error) {
    Shape shape;
    double work = 0;
    QString why;
    if (!estimate(root, shape, work, why)) {
        if (error)
            *error = QStringLiteral("cannot compute the exact distribution: ") + why;
        return {};
    }
    if (work > kWorkBudget) {
        if (error)
            *error = QStringLiteral("cannot compute the exact distribution: it would take too "
                                    "long (about %1 steps; the limit is %2)")
                         .arg(work, 0, 'g', 2)
                         .arg(kWorkBudget, 0, 'g', 2);
        return {};
    }
    QString inner;
    DiceDistribution d = compute(root, &inner);
    if (!d.isValid() && error)
        *error = QStringLiteral("cannot compute the exact distribution: ") +
                 (inner.isEmpty() ? QStringLiteral("internal error") : inner);
    return d;
}

DiceDistribution DiceCalculator::singleDie(const DiceNode &dice) {
    const int s = dice.sides;
    // One throw after its rerolls, as counts over throwTotal.
    std::vector<BigUInt> face(std::size_t(s), BigUInt(1u));
    BigUInt throwTotal{quint64(s)};
    const auto rerolled = std::size_t(dice.rerollMax);
    if (dice.reroll == DiceNode::Reroll::Until) {
        // Rerolling until above N is a fair throw of the faces above N.
        std::fill(face.begin(), face.begin() + std::ptrdiff_t(rerolled), BigUInt());
        throwTotal = BigUInt(quint64(s - dice.rerollMax));
    } else if (dice.reroll == DiceNode::Reroll::Once && dice.rerollMax > 0) {
        // P(f) = [f > N]/s + (N/s)(1/s): over s^2, N for a low face and s + N for a high one.
        const BigUInt low(quint64(dice.rerollMax));
        const BigUInt high(quint64(s) + quint64(dice.rerollMax));
        for (std::size_t f = 0; f < face.size(); ++f)
            face[f] = f < rerolled ? low : high;
        throwTotal = BigUInt(quint64(s) * quint64(s));
    }
    if (!dice.explode)
        return DiceDistribution::fromCounts(1, std::move(face));

    // A die that ends after j throws showed the top face j - 1 times, then face f (any face on
    // the last allowed throw). Over throwTotal^kSlots its weight is
    // top^(j-1) * count(f) * throwTotal^(kSlots - j).
    std::vector<BigUInt> counts(std::size_t(kSlots) * std::size_t(s));
    const BigUInt top = face.back();
    BigUInt prefix(1u);
    for (int j = 1; j <= kSlots; ++j) {
        const BigUInt weight = prefix * BigUInt::pow(throwTotal, unsigned(kSlots - j));
        for (int f = 1; f <= s; ++f) {
            if ((j < kSlots && f == s) || face[std::size_t(f - 1)].isZero())
                continue;
            counts[std::size_t(j - 1) * std::size_t(s) + std::size_t(f - 1)].addProduct(
                weight, face[std::size_t(f - 1)]);
        }
        prefix = prefix * top;
    }
    return DiceDistribution::fromCounts(1, std::move(counts));
}

DiceDistribution DiceCalculator::sumOf(const DiceDistribution &die, int count) {
    if (count < 1)
        return {};
    DiceDistribution acc = die;
    for (int i = 1; i < count; ++i)
        acc = acc.plus(die);
    return acc;
}

DiceDistribution DiceCalculator::keepHighest(const DiceDistribution &die, int count, int keep) {
    if (!die.isValid() || keep < 1 || count < 1)
        return {};
    if (keep >= count)
        return sumOf(die, count);

    // Walk the face values from the highest down. A state is (m dice placed so far, all on
    // higher values, m < keep; the sum of those m). At value v, j of the remaining n - m dice
    // show v in C(n-m, j) c(v)^j ways. Once m + j reaches keep, the kept sum is settled and the
    // remaining dice may show anything below v: L^(n-m-j) ways, L the counts below v. Summing
    // those closing moves over j gives one factor per state, F(m).
    const int n = count;
    const int k = keep;
    const qint64 vmin = die.minimum();
    const std::size_t width = std::size_t(die.maximum() - vmin);

    // Binomial rows n - m for m < k (Pascal's triangle, kept only where needed).
    std::vector<std::vector<BigUInt>> binom(static_cast<std::size_t>(k));
    {
        std::vector<BigUInt> row{BigUInt(1u)};
        for (int r = 1; r <= n; ++r) {
            std::vector<BigUInt> next(std::size_t(r) + 1);
            next[0] = next[std::size_t(r)] = BigUInt(1u);
            for (std::size_t j = 1; j < std::size_t(r); ++j)
                next[j] = row[j - 1] + row[j];
            row = std::move(next);
            if (r >= n - k + 1)
                binom[std::size_t(n - r)] = row;
        }
    }

    // Two buffers of states, swapped per value. After the value at offset t, a state of m dice
    // lies between m*t and m*width, so only that stretch is visited and cleared.
    std::vector<std::vector<BigUInt>> dp(static_cast<std::size_t>(k));
    std::vector<std::vector<BigUInt>> next(static_cast<std::size_t>(k));
    for (std::size_t m = 0; m < std::size_t(k); ++m) {
        dp[m].resize(m * width + 1);
        next[m].resize(m * width + 1);
    }
    dp[0][0] = BigUInt(1u);
    std::vector<BigUInt> result(std::size_t(k) * width + 1);

    BigUInt below = die.total();
    std::vector<BigUInt> cpow(std::size_t(n) + 1), bpow(std::size_t(n) + 1);
    std::vector<BigUInt> stay;
    const std::vector<BigUInt> &counts = die.counts();
    std::size_t prevStep = width;
    for (std::size_t vi = counts.size(); vi-- > 0;) {
        const BigUInt &c = counts[vi];
        if (c.isZero())
            continue;
        below -= c;
        const std::size_t step = vi; // offset of this value from the minimum
        cpow[0] = bpow[0] = BigUInt(1u);
        for (std::size_t j = 1; j <= std::size_t(n); ++j) {
            cpow[j] = cpow[j - 1] * c;
            bpow[j] = bpow[j - 1] * below;
        }

        for (int m = 0; m < k; ++m) {
            const auto &row = binom[std::size_t(m)];
            const int rest = n - m;
            BigUInt close;
            for (int j = k - m; j <= rest; ++j) {
                if (!bpow[std::size_t(rest - j)].isZero())
                    close.addProduct(row[std::size_t(j)] * cpow[std::size_t(j)],
                                     bpow[std::size_t(rest - j)]);
            }
            stay.clear();
            if (!below.isZero()) {
                // Without values below, a state that has not reached keep leaves dice unplaced.
                for (int j = 0; m + j < k; ++j)
                    stay.push_back(row[std::size_t(j)] * cpow[std::size_t(j)]);
            }
            auto &cur = dp[std::size_t(m)];
            for (std::size_t idx = std::size_t(m) * prevStep; idx < cur.size(); ++idx) {
                if (cur[idx].isZero())
                    continue;
                for (std::size_t j = 1; j < stay.size(); ++j)
                    next[std::size_t(m) + j][idx + j * step].addProduct(cur[idx], stay[j]);
                result[idx + std::size_t(k - m) * step].addProduct(cur[idx], close);
                // Staying put (j = 0) moves the state over; swapping recycles the buffers.
                BigUInt &target = next[std::size_t(m)][idx];
                if (stay.empty())
                    cur[idx] = BigUInt();
                else if (target.isZero())
                    std::swap(target, cur[idx]);
                else
                    target += cur[idx], cur[idx] = BigUInt();
            }
        }
        dp.swap(next);
        prevStep = step;
    }
    return DiceDistribution::fromCounts(qint64(k) * vmin, std::move(result));
}

std::vector<BigUInt> DiceCalculator::convolve(const std::vector<BigUInt> &a,
                                              const std::vector<BigUInt> &b) {
    if (a.empty() || b.empty())
        return {};
    // Count the shorter side's runs fully; the other only until it cannot win.
    const bool aShorter = a.size() <= b.size();
    const auto shortRuns = runsOf(aShorter ? a : b, std::numeric_limits<std::size_t>::max());
    const auto longRuns = runsOf(aShorter ? b : a, shortRuns.size());
    const bool stepIsShort = shortRuns.size() <= longRuns.size();
    const std::vector<Run> &runs = stepIsShort ? shortRuns : longRuns;
    const std::vector<BigUInt> &x = (stepIsShort == aShorter) ? b : a;

    std::vector<BigUInt> result(a.size() + b.size() - 1);
    const BigUInt one(1u);
    BigUInt window;
    for (const Run &run : runs) {
        // result[r] += count * (x[r - hi] + ... + x[r - lo]), the window sliding along r.
        window = BigUInt();
        const bool unit = *run.count == one;
        for (std::size_t r = run.lo; r < x.size() + run.hi; ++r) {
            if (r - run.lo < x.size())
                window += x[r - run.lo];
            if (r > run.hi)
                window -= x[r - run.hi - 1];
            if (unit)
                result[r] += window;
            else
                result[r].addProduct(window, *run.count);
        }
    }
    return result;
}

} // namespace pd
