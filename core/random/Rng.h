#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>

namespace pd {

// The game's only source of randomness: PCG32 (O'Neill 2014, "XSH RR" output on a 64-bit LCG
// with a per-stream odd increment). Bounded integers use Lemire's multiply-and-reject method, so
// every value in a range is exactly equally likely and the sequence is the same on every
// platform and compiler. docs/rng.md documents the algorithm and how streams are derived.
//
// Bump kVersion whenever any output for a given seed changes; it is recorded with every seed.
class Rng {
public:
    static constexpr int kVersion = 1;

    Rng()
        : Rng(0, 0) {}
    // PCG32's reference seeding (pcg32_srandom_r): state, then the stream selector.
    Rng(std::uint64_t initState, std::uint64_t initSequence);

    // An independent stream for one purpose of one run, e.g. forStream(seed, u"level", 5) for
    // the generator of depth 5, forStream(seed, u"cosmetic") for flicker and flavour text.
    static Rng forStream(std::uint64_t runSeed, QStringView name, std::uint64_t index = 0);

    std::uint32_t next32(); // inline below: the generators draw thousands per level
    std::uint64_t next64();

    // Uniform in [0, bound); bound 0 returns 0.
    std::uint32_t below(std::uint32_t bound); // inline below
    std::uint64_t below64(std::uint64_t bound);
    // Uniform in [lo, hi], inclusive; lo > hi returns lo.
    std::int64_t range(std::int64_t lo, std::int64_t hi);
    // True with probability numerator / denominator (exact).
    bool chance(std::uint64_t numerator, std::uint64_t denominator);
    // A die: uniform in [1, sides].
    int die(int sides) { return sides <= 1 ? 1 : int(below(std::uint32_t(sides))) + 1; }

    std::uint64_t state() const { return m_state; }
    std::uint64_t increment() const { return m_inc; }
    // Restores a generator saved with state() and increment() (used by saves).
    static Rng fromRaw(std::uint64_t state, std::uint64_t increment);

    bool operator==(const Rng &o) const { return m_state == o.m_state && m_inc == o.m_inc; }
    bool operator!=(const Rng &o) const { return !(*this == o); }

private:
    std::uint64_t m_state = 0;
    std::uint64_t m_inc = 1;
};

inline std::uint32_t Rng::next32() {
    const std::uint64_t old = m_state;
    m_state = old * 6364136223846793005ULL + m_inc;
    const auto xorshifted = std::uint32_t(((old >> 18u) ^ old) >> 27u);
    const auto rot = unsigned(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

inline std::uint32_t Rng::below(std::uint32_t bound) {
    if (bound == 0)
        return 0;
    // Lemire, "Fast Random Integer Generation in an Interval" (2019), nearly divisionless.
    std::uint64_t m = std::uint64_t(next32()) * bound;
    auto low = std::uint32_t(m);
    if (low < bound) {
        const std::uint32_t threshold = std::uint32_t(-bound) % bound;
        while (low < threshold) {
            m = std::uint64_t(next32()) * bound;
            low = std::uint32_t(m);
        }
    }
    return std::uint32_t(m >> 32);
}

namespace seed {

// FNV-1a, 64-bit, over the UTF-8 bytes of the text.
std::uint64_t fnv1a64(QStringView text);
std::uint64_t fnv1a64(const char *bytes, std::size_t length);
// SplitMix64's finaliser (Steele, Lea, Flood 2014): a bijective 64-bit mixer.
std::uint64_t splitmix64(std::uint64_t x);

// A run seed from what a person typed: a decimal number 0..18446744073709551615 is used as is;
// any other text (leading/trailing spaces removed) is hashed with fnv1a64.
std::uint64_t fromText(QStringView text);
// True when the text is used as a number rather than hashed.
bool isNumeric(QStringView text);

} // namespace seed
} // namespace pd
