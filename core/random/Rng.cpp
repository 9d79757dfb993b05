#include "Rng.h"

#include <QByteArray>

namespace pd {

namespace {

// 64x64 -> 128-bit product without relying on a compiler extension, so the result is the same
// everywhere.
inline void mul64(std::uint64_t a, std::uint64_t b, std::uint64_t &hi, std::uint64_t &lo) {
    const std::uint64_t aLo = a & 0xffffffffULL, aHi = a >> 32;
    const std::uint64_t bLo = b & 0xffffffffULL, bHi = b >> 32;
    const std::uint64_t p0 = aLo * bLo, p1 = aLo * bHi, p2 = aHi * bLo, p3 = aHi * bHi;
    const std::uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffULL) + (p2 & 0xffffffffULL);
    lo = (mid << 32) | (p0 & 0xffffffffULL);
    hi = p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
}
} // namespace

Rng::Rng(std::uint64_t initState, std::uint64_t initSequence) {
    m_state = 0;
    m_inc = (initSequence << 1u) | 1u;
    next32();
    m_state += initState;
    next32();
}

Rng Rng::fromRaw(std::uint64_t state, std::uint64_t increment) {
    Rng r;
    r.m_state = state;
    r.m_inc = increment | 1u;
    return r;
}

Rng Rng::forStream(std::uint64_t runSeed, QStringView name, std::uint64_t index) {
    // The stream's name and index pick both the starting state and PCG's stream selector, so
    // two streams of one run never share a sequence, and neither depends on the other's use.
    const std::uint64_t nameHash = seed::fnv1a64(name);
    const std::uint64_t initState = seed::splitmix64(runSeed ^ seed::splitmix64(nameHash + index));
    const std::uint64_t initSeq = seed::splitmix64(nameHash ^ seed::splitmix64(runSeed + index));
    return Rng(initState, initSeq);
}

std::uint64_t Rng::next64() {
    const std::uint64_t hi = next32();
    return (hi << 32) | next32();
}

std::uint64_t Rng::below64(std::uint64_t bound) {
    if (bound == 0)
        return 0;
    if (bound <= 0xffffffffULL)
        return below(std::uint32_t(bound));
    std::uint64_t hi = 0, lo = 0;
    mul64(next64(), bound, hi, lo);
    if (lo < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (lo < threshold)
            mul64(next64(), bound, hi, lo);
    }
    return hi;
}

std::int64_t Rng::range(std::int64_t lo, std::int64_t hi) {
    if (lo >= hi)
        return lo;
    const std::uint64_t span = std::uint64_t(hi) - std::uint64_t(lo);
    if (span == ~std::uint64_t(0))
        return std::int64_t(next64());
    return std::int64_t(std::uint64_t(lo) + below64(span + 1));
}

bool Rng::chance(std::uint64_t numerator, std::uint64_t denominator) {
    if (numerator == 0 || denominator == 0)
        return false;
    if (numerator >= denominator)
        return true;
    return below64(denominator) < numerator;
}

namespace seed {

std::uint64_t fnv1a64(const char *bytes, std::size_t length) {
    std::uint64_t h = 14695981039346656037ULL;
    for (std::size_t i = 0; i < length; ++i) {
        h ^= std::uint8_t(bytes[i]);
        h *= 1099511628211ULL;
    }
    return h;
}

std::uint64_t fnv1a64(QStringView text) {
    const QByteArray utf8 = text.toUtf8();
    return fnv1a64(utf8.constData(), std::size_t(utf8.size()));
}

std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

bool isNumeric(QStringView text) {
    text = text.trimmed();
    if (text.isEmpty() || text.size() > 20)
        return false;
    for (QChar c : text)
        if (c < u'0' || c > u'9')
            return false;
    bool ok = false;
    (void)text.toULongLong(&ok, 10);
    return ok;
}

std::uint64_t fromText(QStringView text) {
    const QStringView trimmed = text.trimmed();
    if (isNumeric(trimmed))
        return trimmed.toULongLong(nullptr, 10);
    return fnv1a64(trimmed);
}

} // namespace seed
} // namespace pd
