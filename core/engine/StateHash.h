#pragma once

#include <QJsonValue>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace pd {

struct LogEntry;

// XXH64 (Yann Collet's xxHash, 64-bit variant), fed piece by piece: a fast non-cryptographic
// hash whose output is specified byte for byte, so it is the same on every compiler and
// platform. tst_statehash checks it against the reference library's values.
class Xxh64 {
public:
    explicit Xxh64(std::uint64_t seed = 0);
    void add(const void *data, std::size_t size);
    std::uint64_t digest() const;

    static std::uint64_t of(const void *data, std::size_t size, std::uint64_t seed = 0);

private:
    void stripe(const unsigned char *p);

    std::uint64_t m_seed;
    std::uint64_t m_v[4];
    std::uint64_t m_total = 0;
    unsigned char m_buffer[32];
    std::size_t m_filled = 0;
};

// The canonical binary form the state hash is taken over (docs/engine.md, "State hash"): fields
// in a fixed order, every whole number as 8 little-endian bytes, a text as its length and its
// UTF-16 code units (little-endian), a list as its length and then its elements. Bulk arrays
// (a map's tiles, the explored cells) enter as their XXH64, JSON trees (the battle screen, a
// room left behind, a log entry) in a tagged binary form with object keys in order.
class CanonicalWriter {
public:
    explicit CanonicalWriter(Xxh64 &hash)
        : m_hash(hash) {}
    void integer(std::int64_t v);
    void boolean(bool b) { integer(b ? 1 : 0); }
    void text(const QString &s);
    void bytes(const void *data, std::size_t size); // as its length and XXH64
    void json(const QJsonValue &v);

private:
    Xxh64 &m_hash;
};

namespace statehash {

// The log enters the state hash as a running hash of the entries it keeps: entry i of n
// (oldest first) counts entryHash(i) × kLogBase^(n-1-i), modulo 2^64. Appending one is a
// multiplication and an addition, dropping the oldest a subtraction, so the hash costs the
// same whatever the log's length, and it is a function of the entries kept (what a save stores).
constexpr std::uint64_t kLogBase = 0x9E3779B97F4A7C15ULL;
std::uint64_t entryHash(const LogEntry &entry);
std::uint64_t power(std::uint64_t base, std::uint64_t exponent); // modulo 2^64

QString hex(std::uint64_t h); // 16 lower-case hex digits

} // namespace statehash

} // namespace pd
