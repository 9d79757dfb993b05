#include "Pack.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>

#include <atomic>

#include <list>

namespace pd {

namespace {
template <typename T>
void index(const QList<T> &records, QHash<QString, int> &out) {
    out.clear();
    for (int i = 0; i < records.size(); ++i)
        if (!out.contains(records.at(i).id))
            out.insert(records.at(i).id, i);
}

// The last lookups of each thread, by record kind and by the id's characters' address: a
// monster's turn asks for its record several times, and hashing the id was a tenth of a bot
// run. An entry answers only for the pack and index generation that wrote it, and only when
// the record at its index has the id asked (the index holds each id's first record, and so
// does an entry).
struct LookupCache {
    struct Entry {
        const void *pack = nullptr;
        quint64 generation = 0;
        int index = -1;
    };
    static constexpr int kKinds = 5;
    static constexpr int kSlots = 32;
    Entry entries[kKinds][kSlots];
    static int slot(const QString &id) {
        return int((quintptr(id.constData()) >> 4) & (kSlots - 1));
    }
};
thread_local LookupCache t_lookups;
std::atomic<quint64> g_generations{0};

template <typename T>
QJsonArray toArray(const QList<T> &records) {
    QJsonArray a;
    for (const T &r : records)
        a.append(r.toJson());
    return a;
}
} // namespace

template <typename T>
const T *Pack::find(const QList<T> &records, const QHash<QString, int> &index, int kind,
                    const QString &id) const {
    LookupCache::Entry &entry = t_lookups.entries[kind][LookupCache::slot(id)];
    if (entry.pack == this && entry.generation == m_generation && m_generation != 0 &&
        entry.index < records.size() && records.at(entry.index).id == id)
        return &records.at(entry.index);
    const auto it = index.constFind(id);
    if (it == index.constEnd())
        return nullptr;
    entry = {this, m_generation, *it};
    return &records.at(*it);
}

const RandomTable *Pack::table(const QString &id) const {
    return find(tables, m_tables, 0, id);
}
const ItemRecord *Pack::item(const QString &id) const {
    return find(items, m_items, 1, id);
}
const SpellRecord *Pack::spell(const QString &id) const {
    return find(spells, m_spells, 2, id);
}
const MonsterRecord *Pack::monster(const QString &id) const {
    return find(monsters, m_monsters, 3, id);
}
const TrapRecord *Pack::trap(const QString &id) const {
    return find(traps, m_traps, 4, id);
}

void Pack::rebuildIndex() {
    m_generation = ++g_generations;
    index(tables, m_tables);
    index(items, m_items);
    index(spells, m_spells);
    index(monsters, m_monsters);
    index(traps, m_traps);
}

QJsonObject Pack::toJson() const {
    return QJsonObject{{QStringLiteral("pack"), manifest.toJson()},
                       {QStringLiteral("ruleset"), ruleset.toJson()},
                       {QStringLiteral("tables"), toArray(tables)},
                       {QStringLiteral("items"), toArray(items)},
                       {QStringLiteral("spells"), toArray(spells)},
                       {QStringLiteral("monsters"), toArray(monsters)},
                       {QStringLiteral("traps"), toArray(traps)},
                       {QStringLiteral("tileset"), tileset.toJson()},
                       {QStringLiteral("sounds"), sounds.toJson()}};
}

namespace {

// The hashes of the last few packs, each with a copy of the pack's record lists: the copies
// share the lists' data, so a list changed since (through any copy of the pack) has data of its
// own and no longer matches; the small parts are compared by value. Every new game and every
// loaded save asks for its pack's hash, and the whole pack's JSON through SHA-256 costs more
// than loading the save.
struct HashedPack {
    QList<RandomTable> tables;
    QList<ItemRecord> items;
    QList<SpellRecord> spells;
    QList<MonsterRecord> monsters;
    QList<TrapRecord> traps;
    QJsonObject small; // manifest, ruleset, tileset, sounds
    QByteArray hash;
};

QJsonObject smallParts(const Pack &p) {
    return {{QStringLiteral("pack"), p.manifest.toJson()},
            {QStringLiteral("ruleset"), p.ruleset.toJson()},
            {QStringLiteral("tileset"), p.tileset.toJson()},
            {QStringLiteral("sounds"), p.sounds.toJson()}};
}

template <typename T>
bool same(const QList<T> &a, const QList<T> &b) {
    return a.size() == b.size() && (a.isEmpty() || a.constData() == b.constData());
}

} // namespace

QByteArray Pack::contentHash() const {
    static QMutex mutex;
    static std::list<HashedPack> recent; // most recently used first
    const QJsonObject small = smallParts(*this);
    {
        QMutexLocker lock(&mutex);
        for (auto it = recent.begin(); it != recent.end(); ++it) {
            if (same(it->tables, tables) && same(it->items, items) && same(it->spells, spells) &&
                same(it->monsters, monsters) && same(it->traps, traps) && it->small == small) {
                recent.splice(recent.begin(), recent, it);
                return recent.front().hash;
            }
        }
    }
    // QJsonObject keeps keys sorted, so the compact form is canonical.
    const QByteArray canonical = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    const QByteArray hash = QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex();
    QMutexLocker lock(&mutex);
    recent.push_front({tables, items, spells, monsters, traps, small, hash});
    if (recent.size() > 4)
        recent.pop_back();
    return hash;
}

} // namespace pd
