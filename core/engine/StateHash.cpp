// The state hash: XXH64 over the game state's canonical binary form (docs/engine.md), and the
// version-2 hash (SHA-256 of the state's compact JSON) that older replays were recorded with.
#include "engine/StateHash.h"

#include "data/Pack.h"
#include "engine/Game.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <cmath>
#include <cstring>

namespace pd {

namespace {

constexpr std::uint64_t kPrime1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t kPrime2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t kPrime3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t kPrime4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t kPrime5 = 0x27D4EB2F165667C5ULL;

inline std::uint64_t rotl(std::uint64_t x, int r) {
    return (x << r) | (x >> (64 - r));
}

inline std::uint64_t read64(const unsigned char *p) {
    return qFromLittleEndian<quint64>(p);
}

inline std::uint32_t read32(const unsigned char *p) {
    return qFromLittleEndian<quint32>(p);
}

inline std::uint64_t round(std::uint64_t acc, std::uint64_t input) {
    acc += input * kPrime2;
    acc = rotl(acc, 31);
    return acc * kPrime1;
}

inline std::uint64_t mergeRound(std::uint64_t acc, std::uint64_t v) {
    acc ^= round(0, v);
    return acc * kPrime1 + kPrime4;
}

} // namespace

Xxh64::Xxh64(std::uint64_t seed)
    : m_seed(seed)
    , m_v{seed + kPrime1 + kPrime2, seed + kPrime2, seed, seed - kPrime1} {}

void Xxh64::stripe(const unsigned char *p) {
    m_v[0] = round(m_v[0], read64(p));
    m_v[1] = round(m_v[1], read64(p + 8));
    m_v[2] = round(m_v[2], read64(p + 16));
    m_v[3] = round(m_v[3], read64(p + 24));
}

void Xxh64::add(const void *data, std::size_t size) {
    const auto *p = static_cast<const unsigned char *>(data);
    m_total += size;
    if (m_filled + size < 32) {
        std::memcpy(m_buffer + m_filled, p, size);
        m_filled += size;
        return;
    }
    if (m_filled > 0) {
        const std::size_t take = 32 - m_filled;
        std::memcpy(m_buffer + m_filled, p, take);
        stripe(m_buffer);
        p += take;
        size -= take;
        m_filled = 0;
    }
    for (; size >= 32; p += 32, size -= 32)
        stripe(p);
    std::memcpy(m_buffer, p, size);
    m_filled = size;
}

std::uint64_t Xxh64::digest() const {
    std::uint64_t h;
    if (m_total >= 32) {
        h = rotl(m_v[0], 1) + rotl(m_v[1], 7) + rotl(m_v[2], 12) + rotl(m_v[3], 18);
        for (std::uint64_t v : m_v)
            h = mergeRound(h, v);
    } else {
        h = m_seed + kPrime5;
    }
    h += m_total;
    const unsigned char *p = m_buffer;
    std::size_t left = m_filled;
    for (; left >= 8; p += 8, left -= 8) {
        h ^= round(0, read64(p));
        h = rotl(h, 27) * kPrime1 + kPrime4;
    }
    if (left >= 4) {
        h ^= std::uint64_t(read32(p)) * kPrime1;
        h = rotl(h, 23) * kPrime2 + kPrime3;
        p += 4;
        left -= 4;
    }
    for (; left > 0; ++p, --left) {
        h ^= *p * kPrime5;
        h = rotl(h, 11) * kPrime1;
    }
    h ^= h >> 33;
    h *= kPrime2;
    h ^= h >> 29;
    h *= kPrime3;
    h ^= h >> 32;
    return h;
}

std::uint64_t Xxh64::of(const void *data, std::size_t size, std::uint64_t seed) {
    Xxh64 h(seed);
    h.add(data, size);
    return h.digest();
}

void CanonicalWriter::integer(std::int64_t v) {
    unsigned char b[8];
    qToLittleEndian<qint64>(v, b);
    m_hash.add(b, 8);
}

void CanonicalWriter::text(const QString &s) {
    integer(s.size());
    if (QSysInfo::ByteOrder == QSysInfo::LittleEndian) {
        m_hash.add(s.utf16(), std::size_t(s.size()) * 2);
        return;
    }
    for (QChar c : s) {
        unsigned char b[2];
        qToLittleEndian<quint16>(c.unicode(), b);
        m_hash.add(b, 2);
    }
}

void CanonicalWriter::bytes(const void *data, std::size_t size) {
    integer(qint64(size));
    integer(qint64(Xxh64::of(data, size)));
}

void CanonicalWriter::json(const QJsonValue &v) {
    // A tag, then the value. A number that is a whole number within 64 bits is written as one
    // (JSON does not tell 3 from 3.0, and a save read back gives either).
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        integer(0);
        return;
    case QJsonValue::Bool:
        integer(1);
        boolean(v.toBool());
        return;
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::floor(d) == d && std::abs(d) < 9.2e18) {
            integer(2);
            integer(v.toInteger(qint64(d)));
        } else {
            integer(3);
            std::int64_t bits;
            std::memcpy(&bits, &d, 8);
            integer(bits);
        }
        return;
    }
    case QJsonValue::String:
        integer(4);
        text(v.toString());
        return;
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        integer(5);
        integer(a.size());
        for (const QJsonValue &e : a)
            json(e);
        return;
    }
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        integer(6);
        integer(o.size());
        for (auto it = o.begin(); it != o.end(); ++it) { // keys in order
            text(it.key());
            json(it.value());
        }
        return;
    }
    }
}

namespace statehash {

std::uint64_t entryHash(const LogEntry &entry) {
    // CanonicalWriter::json(entry.toJson()) without making the object: its keys in order ("args"
    // only when there are any), each value tagged as json() tags it (the turn a whole number).
    static const QString args = QStringLiteral("args"), category = QStringLiteral("category"),
                         kind = QStringLiteral("kind"), turn = QStringLiteral("turn");
    Xxh64 h;
    CanonicalWriter w(h);
    const QJsonObject &a = entry.jsonArgs();
    w.integer(6);
    w.integer(a.isEmpty() ? 3 : 4);
    if (!a.isEmpty()) {
        w.text(args);
        w.json(a);
    }
    w.text(category);
    w.integer(4);
    w.text(LogEntry::categoryName(entry.category));
    w.text(kind);
    w.integer(4);
    w.text(LogEntry::kindName(entry.kind));
    w.text(turn);
    w.integer(2);
    w.integer(entry.turn);
    return h.digest();
}

std::uint64_t power(std::uint64_t base, std::uint64_t exponent) {
    std::uint64_t result = 1;
    for (; exponent > 0; exponent >>= 1, base *= base) {
        if (exponent & 1)
            result *= base;
    }
    return result;
}

QString hex(std::uint64_t h) {
    return QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0'));
}

} // namespace statehash

namespace {

void writePoint(CanonicalWriter &w, Point p) {
    w.integer(p.x);
    w.integer(p.y);
}

void writeOptionalPoint(CanonicalWriter &w, const std::optional<Point> &p) {
    w.boolean(p.has_value());
    writePoint(w, p.value_or(Point{-1, -1}));
}

void writeStats(CanonicalWriter &w, const Stats &s) {
    for (qint64 v : s.values)
        w.integer(v);
}

void writeCombatant(CanonicalWriter &w, const Combatant &c) {
    w.text(c.name);
    writeStats(w, c.base);
    writeStats(w, c.equipment);
    w.integer(c.hp);
    w.integer(c.mp);
    w.integer(c.level);
    w.integer(c.element ? int(*c.element) : -1);
    for (int p : c.elementPoints)
        w.integer(p);
    w.integer(int(c.character));
    w.integer(c.buffs.size());
    for (const Buff &b : c.buffs) {
        w.integer(int(b.effect));
        w.boolean(b.debuff);
        w.integer(b.rounds);
        w.integer(b.amount);
        w.text(b.spell);
    }
    w.boolean(c.defending);
}

// Statuses enter only when some hold, so a game without effects hashes as it always did.
void writeStatuses(CanonicalWriter &w, const Statuses &statuses) {
    if (statuses.isEmpty())
        return;
    w.text(QStringLiteral("statuses"));
    w.integer(statuses.list().size());
    for (const Status &s : statuses.list()) {
        w.integer(int(s.kind));
        w.integer(s.turns);
        w.integer(s.power);
    }
}

void writeCounts(CanonicalWriter &w, const QString &name, const QMap<QString, int> &counts) {
    if (counts.isEmpty())
        return;
    w.text(name);
    w.integer(counts.size());
    for (auto it = counts.begin(); it != counts.end(); ++it) {
        w.text(it.key());
        w.integer(it.value());
    }
}

void writeActor(CanonicalWriter &w, const Actor &a) {
    w.integer(a.id);
    w.text(a.record);
    writeCombatant(w, a.stats);
    writePoint(w, a.pos);
    w.integer(int(a.facing));
    w.integer(a.energy);
    w.integer(a.xp);
    w.integer(a.guards);
    w.integer(int(a.mode));
    writePoint(w, a.home);
    w.integer(int(a.pathAxis));
    w.integer(a.pathStep);
    w.boolean(a.outward);
    writePoint(w, a.chaseFrom);
    w.integer(a.chaseSteps);
    w.integer(a.waitTurns);
    w.integer(a.speedBonus);
    w.integer(a.trailStep);
    writeStatuses(w, a.statuses);
    // A monster's tricks enter only when they left a trace, so games without them hash as ever.
    if (a.hasStolen()) {
        w.text(QStringLiteral("stolen"));
        w.text(a.stolenItem);
        w.integer(a.stolenCount);
        w.integer(a.stolenGold);
    }
    if (a.cooldowns != std::array<int, 2>{0, 0}) {
        w.text(QStringLiteral("cooldowns"));
        w.integer(a.cooldowns[0]);
        w.integer(a.cooldowns[1]);
    }
    if (a.arrived)
        w.text(QStringLiteral("arrived"));
    if (a.heading) {
        w.text(QStringLiteral("heading"));
        writePoint(w, *a.heading);
    }
}

void writeLevel(CanonicalWriter &w, int depth, const LevelState &ls) {
    w.integer(depth);
    w.integer(ls.entry ? int(*ls.entry) : -1);
    // The map is made again from the seed when a save is loaded; what proves it the same is
    // what the state JSON's levelHash covers: the generator, the tiles, the stairs and what the
    // level was made with.
    const Level &level = ls.level;
    w.integer(level.depth);
    w.text(level.generator);
    w.integer(level.generatorVersion);
    w.integer(level.map.width());
    w.integer(level.map.height());
    w.bytes(level.map.tiles().data(), level.map.tiles().size());
    writePoint(w, level.arrival);
    writeOptionalPoint(w, level.stairsUp);
    writeOptionalPoint(w, level.stairsDown);
    w.integer(level.rooms.size());
    w.integer(level.doors.size());
    w.integer(level.entities.size());
    w.bytes(ls.explored.data(), ls.explored.size());
    w.integer(ls.actors.size());
    for (const Actor &a : ls.actors)
        writeActor(w, a);
    w.integer(ls.items.size());
    for (const FloorItem &i : ls.items) {
        w.text(i.item);
        w.integer(i.count);
        writePoint(w, i.pos);
        if (i.price > 0) { // for sale: only then, so that a game without keeps its hash
            w.text(QStringLiteral("price"));
            w.integer(i.price);
        }
    }
    w.integer(ls.chests.size());
    for (const ChestState &c : ls.chests) {
        writePoint(w, c.pos);
        w.text(c.loot);
        w.boolean(c.opened);
        w.boolean(c.trapped);
        w.boolean(c.mimic);
    }
    w.integer(ls.traps.size());
    for (const TrapState &t : ls.traps) {
        writePoint(w, t.pos);
        w.text(t.trap);
        w.boolean(t.hidden);
        w.boolean(t.sprung);
    }
    w.integer(ls.chips.size());
    for (const ChipState &c : ls.chips) {
        writePoint(w, c.pos);
        w.boolean(c.taken);
    }
    w.integer(ls.heroSteps);
    w.integer(ls.trail.size());
    for (const Point &p : ls.trail)
        writePoint(w, p);
    // Hidden secret doors, only when there are some, so that a game without keeps its hash.
    if (!ls.secretDoors.isEmpty()) {
        w.text(QStringLiteral("secret-doors"));
        w.integer(ls.secretDoors.size());
        for (const Point &p : ls.secretDoors)
            writePoint(w, p);
    }
    // Clouds and burnt grass, only when there are some (the burnt cells are floor in the map's
    // tiles above; their list is the save's).
    if (!ls.clouds.isEmpty()) {
        w.text(QStringLiteral("clouds"));
        w.integer(ls.clouds.size());
        for (const CloudCell &c : ls.clouds) {
            writePoint(w, c.pos);
            w.integer(int(c.status));
            w.integer(c.volume);
            w.integer(c.turns);
            w.integer(c.power);
        }
    }
    if (!ls.burnt.isEmpty()) {
        w.text(QStringLiteral("burnt"));
        w.integer(ls.burnt.size());
        for (const Point &p : ls.burnt)
            writePoint(w, p);
    }
    // Vaults' locked doors opened, only when there are some (engine/Vaults.h).
    if (!ls.unlockedDoors.isEmpty()) {
        w.text(QStringLiteral("unlocked-doors"));
        w.integer(ls.unlockedDoors.size());
        for (const Point &p : ls.unlockedDoors)
            writePoint(w, p);
    }
}

} // namespace

QString Game::stateHash() const {
    const GameState &s = m_state;
    Xxh64 h;
    CanonicalWriter w(h);
    w.text(QStringLiteral("permadungeon-state"));
    w.integer(GameState::kFormat);
    w.text(QString::fromLatin1(s.packHash));
    w.text(s.packId);
    w.integer(qint64(s.seed));
    w.integer(s.startDepth);
    w.integer(s.turn);
    w.integer(s.depth);
    w.integer(s.deepest);
    w.integer(s.score);
    w.integer(s.kills);
    w.boolean(s.alive);
    w.boolean(s.won);
    w.text(s.cause.toString());
    w.integer(s.foundEquipment.size());
    for (const QString &e : s.foundEquipment)
        w.text(e);
    w.integer(s.nextActorId);
    w.integer(qint64(s.rng.state()));
    w.integer(qint64(s.rng.increment()));

    const HeroState &hero = s.hero;
    writeCombatant(w, hero.stats);
    w.integer(hero.xp);
    w.integer(hero.gold);
    writePoint(w, hero.pos);
    w.integer(int(hero.facing));
    w.integer(hero.inventory.stacks().size());
    for (const Inventory::Stack &stack : hero.inventory.stacks()) {
        w.text(stack.item);
        w.integer(stack.count);
    }
    // The four slots every state has had, then a ring only when one is worn: a run without rings
    // hashes as it did before the slot existed, so recorded replays keep their hashes.
    for (ItemRecord::Slot slot : {ItemRecord::Slot::Melee, ItemRecord::Slot::Ranged,
                                  ItemRecord::Slot::Armour, ItemRecord::Slot::Shoes})
        w.text(hero.equipment.worn(slot));
    if (const QString ring = hero.equipment.worn(ItemRecord::Slot::Ring); !ring.isEmpty())
        w.text(QStringLiteral("ring:") + ring);
    w.boolean(hero.rangedInHand);
    writeStatuses(w, hero.statuses);
    writeCounts(w, QStringLiteral("charges"), hero.charges);
    writeCounts(w, QStringLiteral("recharge"), hero.recharge);
    if (hero.hasteSpent)
        w.text(QStringLiteral("haste-spent"));

    w.integer(qint64(s.levels.size()));
    for (const auto &[depth, ls] : s.levels)
        writeLevel(w, depth, ls);

    // The rooms left behind only ever grow: their running hash goes on from where it was.
    if (m_historyHashed > s.history.size()) {
        m_historyHashed = 0;
        m_historyHash = 0;
    }
    for (; m_historyHashed < s.history.size(); ++m_historyHashed) {
        Xxh64 room;
        CanonicalWriter(room).json(s.history[m_historyHashed]);
        m_historyHash = m_historyHash * statehash::kLogBase + room.digest();
    }
    w.integer(s.history.size());
    w.integer(qint64(m_historyHash));

    w.integer(s.log.size());
    w.integer(qint64(s.logHash()));

    w.boolean(s.battle.has_value());
    if (s.battle) {
        w.json(s.battle->toJson());
        w.integer(s.battleActor);
    }
    s.knowledge.hash(w); // nothing when empty: a pack without unidentified items keeps its hash
    return statehash::hex(h.digest());
}

} // namespace pd
