#pragma once

#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace pd {

// Non-negative arbitrary-precision integer (base 2^32 limbs, little-endian, no leading zero
// limbs). Enough arithmetic for exact dice distributions and probabilities.
class BigUInt {
public:
    BigUInt() = default;
    BigUInt(std::uint64_t v); // NOLINT(google-explicit-constructor): counts are plain numbers

    bool isZero() const { return m_limbs.empty(); }
    bool fitsUInt64() const { return m_limbs.size() <= 2; }
    std::uint64_t toUInt64() const; // low 64 bits
    double toDouble() const;        // nearest double (inf when too large)
    QString toString() const;       // decimal
    int bitLength() const;          // 0 for zero

    BigUInt &operator+=(const BigUInt &o);
    BigUInt &operator-=(const BigUInt &o); // requires *this >= o
    BigUInt operator+(const BigUInt &o) const;
    BigUInt operator-(const BigUInt &o) const;
    BigUInt operator*(const BigUInt &o) const;
    // *this += a * b without a temporary: the inner step of every convolution.
    BigUInt &addProduct(const BigUInt &a, const BigUInt &b);
    // Quotient and remainder; divisor must not be zero.
    static void divMod(const BigUInt &a, const BigUInt &b, BigUInt &quotient, BigUInt &remainder);
    BigUInt operator/(const BigUInt &o) const;
    BigUInt operator%(const BigUInt &o) const;
    static BigUInt gcd(BigUInt a, BigUInt b);
    static BigUInt pow(const BigUInt &base, unsigned exponent);

    int compare(const BigUInt &o) const; // -1, 0, 1
    bool operator==(const BigUInt &o) const { return m_limbs == o.m_limbs; }
    bool operator!=(const BigUInt &o) const { return m_limbs != o.m_limbs; }
    bool operator<(const BigUInt &o) const { return compare(o) < 0; }
    bool operator<=(const BigUInt &o) const { return compare(o) <= 0; }
    bool operator>(const BigUInt &o) const { return compare(o) > 0; }
    bool operator>=(const BigUInt &o) const { return compare(o) >= 0; }

private:
    void trim();
    std::uint32_t divSmall(std::uint32_t divisor); // in place; returns the remainder
    std::vector<std::uint32_t> m_limbs;
};

// A signed integer as sign and magnitude, for rational numerators.
class BigInt {
public:
    BigInt() = default;
    BigInt(std::int64_t v); // NOLINT(google-explicit-constructor)
    BigInt(BigUInt magnitude, bool negative = false);

    bool isNegative() const { return m_negative; }
    bool isZero() const { return m_mag.isZero(); }
    const BigUInt &magnitude() const { return m_mag; }
    double toDouble() const;
    QString toString() const;

    BigInt operator+(const BigInt &o) const;
    BigInt operator-(const BigInt &o) const;
    BigInt operator*(const BigInt &o) const;
    BigInt operator-() const;
    int compare(const BigInt &o) const;
    bool operator==(const BigInt &o) const { return compare(o) == 0; }
    bool operator!=(const BigInt &o) const { return compare(o) != 0; }
    bool operator<(const BigInt &o) const { return compare(o) < 0; }

private:
    BigUInt m_mag;
    bool m_negative = false; // never true for zero
};

// An exact fraction, always reduced, with a positive denominator.
class Rational {
public:
    Rational()
        : m_den(1u) {}
    Rational(std::int64_t v)
        : m_num(v)
        , m_den(1u) {}                               // NOLINT(google-explicit-constructor)
    Rational(BigInt numerator, BigUInt denominator); // denominator must not be zero

    const BigInt &numerator() const { return m_num; }
    const BigUInt &denominator() const { return m_den; }
    bool isZero() const { return m_num.isZero(); }
    double toDouble() const;
    // "15869/1296" (or "3" when whole)
    QString toString() const;

    Rational operator+(const Rational &o) const;
    Rational operator-(const Rational &o) const;
    Rational operator*(const Rational &o) const;
    Rational operator/(const Rational &o) const; // o must not be zero
    int compare(const Rational &o) const;
    bool operator==(const Rational &o) const { return compare(o) == 0; }
    bool operator!=(const Rational &o) const { return compare(o) != 0; }
    bool operator<(const Rational &o) const { return compare(o) < 0; }
    bool operator<=(const Rational &o) const { return compare(o) <= 0; }

private:
    void reduce();
    BigInt m_num;
    BigUInt m_den;
};

} // namespace pd
