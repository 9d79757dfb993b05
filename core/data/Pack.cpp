#include "Pack.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>

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

template <typename T>
const T *find(const QList<T> &records, const QHash<QString, int> &idx, const QString &id) {
    const auto it = idx.constFind(id);
    return it == idx.constEnd() ? nullptr : &records.at(*it);
}

template <typename T>
QJsonArray toArray(const QList<T> &records) {
    QJsonArray a;
    for (const T &r : records)
        a.append(r.toJson());
    return a;
}
} // namespace

const RandomTable *Pack::table(const QString &id) const {
    return find(tables, m_tables, id);
}
const ItemRecord *Pack::item(const QString &id) const {
    return find(items, m_items, id);
}
const SpellRecord *Pack::spell(const QString &id) const {
    return find(spells, m_spells, id);
}
const MonsterRecord *Pack::monster(const QString &id) const {
    return find(monsters, m_monsters, id);
}
const TrapRecord *Pack::trap(const QString &id) const {
    return find(traps, m_traps, id);
}

void Pack::rebuildIndex() {
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
