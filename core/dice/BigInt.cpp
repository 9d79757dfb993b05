#include "dice/BigInt.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace pd {

namespace {
constexpr std::uint64_t kBase = std::uint64_t(1) << 32;

int leadingZeros32(std::uint32_t v) {
    int n = 0;
    for (std::uint32_t bit = 0x80000000u; bit && !(v & bit); bit >>= 1)
        ++n;
    return n;
}
} // namespace

// ---------------------------------------------------------------------------------------------
// BigUInt

BigUInt::BigUInt(std::uint64_t v) {
    if (v) {
        m_limbs.push_back(std::uint32_t(v));
        if (v >> 32)
            m_limbs.push_back(std::uint32_t(v >> 32));
    }
}

void BigUInt::trim() {
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
}

std::uint64_t BigUInt::toUInt64() const {
    std::uint64_t v = 0;
    if (!m_limbs.empty())
        v = m_limbs[0];
    if (m_limbs.size() > 1)
        v |= std::uint64_t(m_limbs[1]) << 32;
    return v;
}

int BigUInt::bitLength() const {
    if (m_limbs.empty())
        return 0;
    return int(m_limbs.size()) * 32 - leadingZeros32(m_limbs.back());
}

double BigUInt::toDouble() const {
    if (fitsUInt64())
        return double(toUInt64());
    // Take the top 64 bits and fold every lower bit into the lowest one ("sticky"), so the
    // single rounding of the 64-bit value to 53 bits is the correctly rounded result.
    const int shift = bitLength() - 64;
    std::uint64_t top = 0;
    for (int bit = 63; bit >= 0; --bit) {
        const int src = shift + bit;
        if ((m_limbs[std::size_t(src / 32)] >> (src % 32)) & 1u)
            top |= std::uint64_t(1) << bit;
    }
    bool sticky = false;
    for (int i = 0; i < shift / 32 && !sticky; ++i)
        sticky = m_limbs[std::size_t(i)] != 0;
    if (shift % 32)
        sticky = sticky || (m_limbs[std::size_t(shift / 32)] & ((1u << (shift % 32)) - 1u));
    if (sticky)
        top |= 1u;
    return std::ldexp(double(top), shift);
}

std::uint32_t BigUInt::divSmall(std::uint32_t divisor) {
    std::uint64_t rem = 0;
    for (std::size_t i = m_limbs.size(); i-- > 0;) {
        const std::uint64_t cur = (rem << 32) | m_limbs[i];
        m_limbs[i] = std::uint32_t(cur / divisor);
        rem = cur % divisor;
    }
    trim();
    return std::uint32_t(rem);
}

QString BigUInt::toString() const {
    if (isZero())
        return QStringLiteral("0");
    // Peel off nine decimal digits per division by 10^9.
    BigUInt rest = *this;
    std::vector<std::uint32_t> chunks;
    while (!rest.isZero())
        chunks.push_back(rest.divSmall(1000000000u));
    QString out = QString::number(chunks.back());
    for (std::size_t i = chunks.size() - 1; i-- > 0;)
        out += QStringLiteral("%1").arg(chunks[i], 9, 10, QLatin1Char('0'));
    return out;
}

BigUInt &BigUInt::operator+=(const BigUInt &o) {
    if (m_limbs.size() < o.m_limbs.size())
        m_limbs.resize(o.m_limbs.size(), 0);
    std::uint64_t carry = 0;
    std::size_t i = 0;
    for (; i < o.m_limbs.size(); ++i) {
        const std::uint64_t s = std::uint64_t(m_limbs[i]) + o.m_limbs[i] + carry;
        m_limbs[i] = std::uint32_t(s);
        carry = s >> 32;
    }
    for (; carry && i < m_limbs.size(); ++i) {
        const std::uint64_t s = std::uint64_t(m_limbs[i]) + carry;
        m_limbs[i] = std::uint32_t(s);
        carry = s >> 32;
    }
    if (carry)
        m_limbs.push_back(std::uint32_t(carry));
    return *this;
}

BigUInt &BigUInt::operator-=(const BigUInt &o) {
    Q_ASSERT(*this >= o);
    if (*this < o) {
        m_limbs.clear();
        return *this;
    }
    std::int64_t borrow = 0;
    std::size_t i = 0;
    for (; i < o.m_limbs.size(); ++i) {
        std::int64_t d = std::int64_t(m_limbs[i]) - std::int64_t(o.m_limbs[i]) - borrow;
        borrow = d < 0 ? 1 : 0;
        m_limbs[i] = std::uint32_t(d + (borrow ? std::int64_t(kBase) : 0));
    }
    for (; borrow && i < m_limbs.size(); ++i) {
        std::int64_t d = std::int64_t(m_limbs[i]) - borrow;
        borrow = d < 0 ? 1 : 0;
        m_limbs[i] = std::uint32_t(d + (borrow ? std::int64_t(kBase) : 0));
    }
    trim();
    return *this;
}

BigUInt BigUInt::operator+(const BigUInt &o) const {
    BigUInt r = *this;
    r += o;
    return r;
}

BigUInt BigUInt::operator-(const BigUInt &o) const {
    BigUInt r = *this;
    r -= o;
    return r;
}

BigUInt BigUInt::operator*(const BigUInt &o) const {
    BigUInt r;
    r.addProduct(*this, o);
    return r;
}

BigUInt &BigUInt::addProduct(const BigUInt &a, const BigUInt &b) {
    if (a.isZero() || b.isZero())
        return *this;
    if (&a == this || &b == this) {
        const BigUInt copy = *this;
        return addProduct(&a == this ? copy : a, &b == this ? copy : b);
    }
    const std::size_t need = a.m_limbs.size() + b.m_limbs.size() + 1;
    if (m_limbs.size() < need)
        m_limbs.resize(need, 0);
    for (std::size_t i = 0; i < a.m_limbs.size(); ++i) {
        const std::uint64_t ai = a.m_limbs[i];
        if (!ai)
            continue;
        std::uint64_t carry = 0;
        std::size_t j = 0;
        for (; j < b.m_limbs.size(); ++j) {
            // ai * bj + limb + carry < 2^64: (2^32-1)^2 + 2 (2^32-1) = 2^64 - 1.
            const std::uint64_t t = ai * b.m_limbs[j] + m_limbs[i + j] + carry;
            m_limbs[i + j] = std::uint32_t(t);
            carry = t >> 32;
        }
        for (std::size_t k = i + j; carry; ++k) {
            const std::uint64_t t = std::uint64_t(m_limbs[k]) + carry;
            m_limbs[k] = std::uint32_t(t);
            carry = t >> 32;
        }
    }
    trim();
    return *this;
}

void BigUInt::divMod(const BigUInt &a, const BigUInt &b, BigUInt &quotient, BigUInt &remainder) {
    Q_ASSERT(!b.isZero());
    if (b.isZero()) {
        quotient = BigUInt();
        remainder = a;
        return;
    }
    if (a < b) {
        remainder = a;
        quotient = BigUInt();
        return;
    }
    if (b.m_limbs.size() == 1) {
        BigUInt q = a;
        const std::uint32_t r = q.divSmall(b.m_limbs[0]);
        quotient = std::move(q);
        remainder = BigUInt(r);
        return;
    }

    // Knuth, TAOCP vol. 2, 4.3.1, Algorithm D, in the form of Warren's "Hacker's Delight"
    // divmnu: normalise so the divisor's top limb has its high bit set, then estimate each
    // quotient limb from the top two limbs and correct it at most twice.
    const std::size_t n = b.m_limbs.size();
    const std::size_t m = a.m_limbs.size() - n;
    const int s = leadingZeros32(b.m_limbs.back());
    std::vector<std::uint32_t> vn(n), un(a.m_limbs.size() + 1);
    for (std::size_t i = n - 1; i > 0; --i)
        vn[i] = std::uint32_t((std::uint64_t(b.m_limbs[i]) << s) |
                              (std::uint64_t(b.m_limbs[i - 1]) >> (32 - s)));
    vn[0] = std::uint32_t(std::uint64_t(b.m_limbs[0]) << s);
    un[a.m_limbs.size()] = std::uint32_t(std::uint64_t(a.m_limbs.back()) >> (32 - s));
    for (std::size_t i = a.m_limbs.size() - 1; i > 0; --i)
        un[i] = std::uint32_t((std::uint64_t(a.m_limbs[i]) << s) |
                              (std::uint64_t(a.m_limbs[i - 1]) >> (32 - s)));
    un[0] = std::uint32_t(std::uint64_t(a.m_limbs[0]) << s);

    std::vector<std::uint32_t> q(m + 1, 0);
    for (std::size_t j = m + 1; j-- > 0;) {
        const std::uint64_t num = (std::uint64_t(un[j + n]) << 32) | un[j + n - 1];
        std::uint64_t qhat = num / vn[n - 1];
        std::uint64_t rhat = num - qhat * vn[n - 1];
        while (qhat >= kBase || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
            --qhat;
            rhat += vn[n - 1];
            if (rhat >= kBase)
                break;
        }
        // Multiply and subtract.
        std::int64_t k = 0;
        std::int64_t t = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t p = qhat * vn[i];
            t = std::int64_t(un[i + j]) - k - std::int64_t(p & 0xffffffffu);
            un[i + j] = std::uint32_t(t);
            k = std::int64_t(p >> 32) - (t >> 32);
        }
        t = std::int64_t(un[j + n]) - k;
        un[j + n] = std::uint32_t(t);
        if (t < 0) {
            // The estimate was one too large: add the divisor back.
            --qhat;
            std::uint64_t carry = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const std::uint64_t sum = std::uint64_t(un[i + j]) + vn[i] + carry;
                un[i + j] = std::uint32_t(sum);
                carry = sum >> 32;
            }
            un[j + n] = std::uint32_t(un[j + n] + carry);
        }
        q[j] = std::uint32_t(qhat);
    }

    BigUInt r;
    r.m_limbs.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        r.m_limbs[i] = std::uint32_t((std::uint64_t(un[i]) >> s) |
                                     ((std::uint64_t(un[i + 1]) << (32 - s)) & 0xffffffffu));
    r.trim();
    BigUInt qq;
    qq.m_limbs = std::move(q);
    qq.trim();
    quotient = std::move(qq);
    remainder = std::move(r);
}

BigUInt BigUInt::operator/(const BigUInt &o) const {
    BigUInt q, r;
    divMod(*this, o, q, r);
    return q;
}

BigUInt BigUInt::operator%(const BigUInt &o) const {
    BigUInt q, r;
    divMod(*this, o, q, r);
    return r;
}

BigUInt BigUInt::gcd(BigUInt a, BigUInt b) {
    while (!b.isZero()) {
        BigUInt r = a % b;
        a = std::move(b);
        b = std::move(r);
    }
    return a;
}

BigUInt BigUInt::pow(const BigUInt &base, unsigned exponent) {
    BigUInt result(1u);
    BigUInt square = base;
    while (exponent) {
        if (exponent & 1u)
            result = result * square;
        exponent >>= 1;
        if (exponent)
            square = square * square;
    }
    return result;
}

int BigUInt::compare(const BigUInt &o) const {
    if (m_limbs.size() != o.m_limbs.size())
        return m_limbs.size() < o.m_limbs.size() ? -1 : 1;
    for (std::size_t i = m_limbs.size(); i-- > 0;) {
        if (m_limbs[i] != o.m_limbs[i])
            return m_limbs[i] < o.m_limbs[i] ? -1 : 1;
    }
    return 0;
}

// ---------------------------------------------------------------------------------------------
// BigInt

BigInt::BigInt(std::int64_t v)
    : m_mag(v < 0 ? std::uint64_t(0) - std::uint64_t(v) : std::uint64_t(v))
    , m_negative(v < 0) {}

BigInt::BigInt(BigUInt magnitude, bool negative)
    : m_mag(std::move(magnitude))
    , m_negative(negative && !m_mag.isZero()) {}

double BigInt::toDouble() const {
    const double d = m_mag.toDouble();
    return m_negative ? -d : d;
}

QString BigInt::toString() const {
    return m_negative ? QLatin1Char('-') + m_mag.toString() : m_mag.toString();
}

BigInt BigInt::operator+(const BigInt &o) const {
    if (m_negative == o.m_negative)
        return BigInt(m_mag + o.m_mag, m_negative);
    // Opposite signs: the larger magnitude decides the sign.
    if (m_mag >= o.m_mag)
        return BigInt(m_mag - o.m_mag, m_negative);
    return BigInt(o.m_mag - m_mag, o.m_negative);
}

BigInt BigInt::operator-(const BigInt &o) const {
    return *this + (-o);
}

BigInt BigInt::operator*(const BigInt &o) const {
    return BigInt(m_mag * o.m_mag, m_negative != o.m_negative);
}

BigInt BigInt::operator-() const {
    return BigInt(m_mag, !m_negative);
}

int BigInt::compare(const BigInt &o) const {
    if (m_negative != o.m_negative)
        return m_negative ? -1 : 1;
    const int c = m_mag.compare(o.m_mag);
    return m_negative ? -c : c;
}

// ---------------------------------------------------------------------------------------------
// Rational

Rational::Rational(BigInt numerator, BigUInt denominator)
    : m_num(std::move(numerator))
    , m_den(std::move(denominator)) {
    Q_ASSERT(!m_den.isZero());
    if (m_den.isZero()) {
        m_num = BigInt();
        m_den = BigUInt(1u);
    }
    reduce();
}

void Rational::reduce() {
    if (m_num.isZero()) {
        m_den = BigUInt(1u);
        return;
    }
    const BigUInt g = BigUInt::gcd(m_num.magnitude(), m_den);
    if (g != BigUInt(1u)) {
        m_num = BigInt(m_num.magnitude() / g, m_num.isNegative());
        m_den = m_den / g;
    }
}

double Rational::toDouble() const {
    const BigUInt &num = m_num.magnitude();
    const int numBits = num.bitLength();
    const int denBits = m_den.bitLength();
    double d;
    if (numBits <= 53 && denBits <= 53) {
        d = num.toDouble() / m_den.toDouble();
    } else {
        // Scale so the integer quotient carries 64 significant bits, then divide exactly.
        const int shift = 64 - (numBits - denBits);
        const BigUInt two(2u);
        BigUInt q;
        if (shift >= 0)
            q = (num * BigUInt::pow(two, unsigned(shift))) / m_den;
        else
            q = num / (m_den * BigUInt::pow(two, unsigned(-shift)));
        d = std::ldexp(q.toDouble(), -shift);
    }
    return m_num.isNegative() ? -d : d;
}

QString Rational::toString() const {
    if (m_den == BigUInt(1u))
        return m_num.toString();
    return m_num.toString() + QLatin1Char('/') + m_den.toString();
}

Rational Rational::operator+(const Rational &o) const {
    return Rational(m_num * BigInt(o.m_den) + o.m_num * BigInt(m_den), m_den * o.m_den);
}

Rational Rational::operator-(const Rational &o) const {
    return Rational(m_num * BigInt(o.m_den) - o.m_num * BigInt(m_den), m_den * o.m_den);
}

Rational Rational::operator*(const Rational &o) const {
    return Rational(m_num * o.m_num, m_den * o.m_den);
}

Rational Rational::operator/(const Rational &o) const {
    Q_ASSERT(!o.isZero());
    if (o.isZero())
        return Rational();
    // Dividing by a negative number moves its sign to the numerator.
    return Rational(m_num * BigInt(o.m_den, o.m_num.isNegative()), m_den * o.m_num.magnitude());
}

int Rational::compare(const Rational &o) const {
    // Denominators are positive, so cross-multiplying keeps the order.
    return (m_num * BigInt(o.m_den)).compare(o.m_num * BigInt(m_den));
}

} // namespace pd
