#include "Pack.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

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

QByteArray Pack::contentHash() const {
    // QJsonObject keeps keys sorted, so the compact form is canonical.
    const QByteArray canonical = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    return QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex();
}

} // namespace pd
