#include "dice/DiceDistribution.h"

#include "dice/DiceCalculator.h"

#include <algorithm>
#include <limits>

namespace pd {

DiceDistribution DiceDistribution::constant(qint64 value) {
    DiceDistribution d;
    d.m_min = value;
    d.m_counts.assign(1, BigUInt(1u));
    d.m_total = BigUInt(1u);
    return d;
}

DiceDistribution DiceDistribution::uniform(qint64 lo, qint64 hi) {
    if (hi < lo || quint64(hi) - quint64(lo) >= quint64(kMaxSpan))
        return {};
    DiceDistribution d;
    d.m_min = lo;
    d.m_counts.assign(std::size_t(hi - lo + 1), BigUInt(1u));
    d.m_total = BigUInt(quint64(hi - lo + 1));
    return d;
}

DiceDistribution DiceDistribution::fromCounts(qint64 minimum, std::vector<BigUInt> counts) {
    std::size_t first = 0;
    while (first < counts.size() && counts[first].isZero())
        ++first;
    std::size_t end = counts.size();
    while (end > first && counts[end - 1].isZero())
        --end;
    qint64 min = 0;
    qint64 max = 0;
    if (first == end || __builtin_add_overflow(minimum, qint64(first), &min) ||
        __builtin_add_overflow(min, qint64(end - first - 1), &max))
        return {};
    counts.erase(counts.begin() + std::ptrdiff_t(end), counts.end());
    counts.erase(counts.begin(), counts.begin() + std::ptrdiff_t(first));
    DiceDistribution d;
    d.m_min = min;
    d.m_counts = std::move(counts);
    for (const BigUInt &c : d.m_counts)
        d.m_total += c;
    return d;
}

BigUInt DiceDistribution::count(qint64 value) const {
    if (!isValid() || value < m_min || value > maximum())
        return {};
    return m_counts[std::size_t(value - m_min)];
}

BigUInt DiceDistribution::countInRange(qint64 lo, qint64 hi) const {
    if (!isValid() || hi < m_min || lo > maximum() || hi < lo)
        return {};
    // By index, so a range ending at the largest qint64 cannot overflow the loop.
    const auto first = std::size_t(std::max(lo, m_min) - m_min);
    const auto last = std::size_t(std::min(hi, maximum()) - m_min);
    BigUInt sum;
    for (std::size_t i = first; i <= last; ++i)
        sum += m_counts[i];
    return sum;
}

Rational DiceDistribution::probability(qint64 value) const {
    if (!isValid())
        return {};
    return Rational(BigInt(count(value)), m_total);
}

Rational DiceDistribution::probabilityInRange(qint64 lo, qint64 hi) const {
    if (!isValid())
        return {};
    return Rational(BigInt(countInRange(lo, hi)), m_total);
}

namespace {
// Sums of count * i and count * i^2 over offsets i from the minimum: small factors, so the
// moments stay cheap, and the shift to the real values happens once at the end.
void offsetMoments(const std::vector<BigUInt> &counts, BigUInt &s1, BigUInt *s2) {
    for (std::size_t i = 1; i < counts.size(); ++i) {
        if (counts[i].isZero())
            continue;
        s1.addProduct(counts[i], BigUInt(quint64(i)));
        if (s2)
            s2->addProduct(counts[i], BigUInt(quint64(i) * quint64(i)));
    }
}
} // namespace

Rational DiceDistribution::mean() const {
    if (!isValid())
        return {};
    BigUInt s1;
    offsetMoments(m_counts, s1, nullptr);
    return Rational(m_min) + Rational(BigInt(s1), m_total);
}

Rational DiceDistribution::variance() const {
    if (!isValid())
        return {};
    // Var = (S0 S2 - S1^2) / S0^2, shift-invariant, so offsets from the minimum suffice.
    BigUInt s1, s2;
    offsetMoments(m_counts, s1, &s2);
    return Rational(BigInt(m_total * s2 - s1 * s1), m_total * m_total);
}

DiceDistribution DiceDistribution::plus(const DiceDistribution &other) const {
    if (!isValid() || !other.isValid())
        return {};
    qint64 min = 0;
    qint64 max = 0;
    if (__builtin_add_overflow(m_min, other.m_min, &min) ||
        __builtin_add_overflow(maximum(), other.maximum(), &max))
        return {};
    return fromCounts(min, DiceCalculator::convolve(m_counts, other.m_counts));
}

DiceDistribution DiceDistribution::negated() const {
    if (!isValid() || maximum() == std::numeric_limits<qint64>::min())
        return {};
    DiceDistribution d = *this;
    d.m_min = -maximum();
    std::reverse(d.m_counts.begin(), d.m_counts.end());
    return d;
}

DiceDistribution DiceDistribution::times(const DiceDistribution &other, QString *error) const {
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return DiceDistribution();
    };
    if (!isValid() || !other.isValid())
        return fail(QStringLiteral("cannot multiply an invalid distribution"));
    const qint64 a[2] = {m_min, maximum()};
    const qint64 b[2] = {other.m_min, other.maximum()};
    qint64 lo = std::numeric_limits<qint64>::max();
    qint64 hi = std::numeric_limits<qint64>::min();
    for (qint64 x : a) {
        for (qint64 y : b) {
            qint64 p = 0;
            if (__builtin_mul_overflow(x, y, &p))
                return fail(QStringLiteral("the product is out of range"));
            lo = std::min(lo, p);
            hi = std::max(hi, p);
        }
    }
    if (quint64(hi) - quint64(lo) >= quint64(kMaxSpan))
        return fail(QStringLiteral("the product spans %1 values (at most %2)")
                        .arg(QString::number(quint64(hi) - quint64(lo) + 1))
                        .arg(kMaxSpan));
    const double pairs = double(m_counts.size()) * double(other.m_counts.size());
    if (pairs > DiceCalculator::kMaxProductPairs)
        return fail(QStringLiteral("the product has too many pairs of values to compute exactly "
                                   "(%1; at most %2)")
                        .arg(pairs, 0, 'g', 3)
                        .arg(DiceCalculator::kMaxProductPairs, 0, 'g', 3));

    // Every value of the corners' range fits; each pair lands at its product.
    std::vector<BigUInt> counts(std::size_t(hi - lo + 1));
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        if (m_counts[i].isZero())
            continue;
        const qint64 x = m_min + qint64(i);
        for (std::size_t j = 0; j < other.m_counts.size(); ++j) {
            if (other.m_counts[j].isZero())
                continue;
            const qint64 y = other.m_min + qint64(j);
            counts[std::size_t(x * y - lo)].addProduct(m_counts[i], other.m_counts[j]);
        }
    }
    return fromCounts(lo, std::move(counts));
}

} // namespace pd
