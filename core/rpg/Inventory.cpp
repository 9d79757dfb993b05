#include "rpg/Inventory.h"

#include "data/Pack.h"
#include "json/Fail.h"
#include "json/JsonPointer.h"

#include <QJsonArray>

#include <algorithm>

namespace pd {

namespace {} // namespace

int Inventory::count(const QString &item) const {
    int n = 0;
    for (const Stack &s : m_stacks) {
        if (s.item == item)
            n += s.count;
    }
    return n;
}

void Inventory::add(const ItemRecord &item, int count) {
    if (count <= 0)
        return;
    // docs/data-format.md: `stack` is how many fit in one slot. Top up the item's stacks with
    // room (remove() empties the last stack first, so only the last can have room), then open
    // full stacks and a last partial one at the end.
    const int capacity = std::max(1, item.stack);
    for (Stack &s : m_stacks) {
        if (count == 0)
            break;
        if (s.item == item.id && s.count < capacity) {
            const int added = std::min(count, capacity - s.count);
            s.count += added;
            count -= added;
        }
    }
    while (count > 0) {
        const int added = std::min(count, capacity);
        m_stacks.append({item.id, added});
        count -= added;
    }
}

bool Inventory::remove(const QString &item, int count) {
    if (count <= 0 || this->count(item) < count)
        return false;
    // Take from the last stacks first so the first-found order of what stays is kept.
    for (qsizetype i = m_stacks.size() - 1; i >= 0 && count > 0; --i) {
        Stack &s = m_stacks[i];
        if (s.item != item)
            continue;
        const int taken = std::min(count, s.count);
        s.count -= taken;
        count -= taken;
        if (s.count == 0)
            m_stacks.removeAt(i);
    }
    return true;
}

QJsonArray Inventory::toJson() const {
    QJsonArray a;
    for (const Stack &s : m_stacks)
        a.append(QJsonObject{{QStringLiteral("item"), s.item}, {QStringLiteral("count"), s.count}});
    return a;
}

std::optional<Inventory> Inventory::fromJson(const QJsonArray &a, const Pack &pack,
                                             QString *error) {
    Inventory inv;
    for (qsizetype i = 0; i < a.size(); ++i) {
        // A stack is {"item", "count"}, both required.
        const QString at = QStringLiteral("/%1").arg(i);
        if (!a[i].isObject()) {
            fail(error, at + QStringLiteral(": expected an object"));
            return std::nullopt;
        }
        const QJsonObject o = a[i].toObject();
        if (const QString missing =
                jsonpointer::firstMissing(o, {QLatin1String("item"), QLatin1String("count")});
            !missing.isEmpty()) {
            fail(error, at + missing);
            return std::nullopt;
        }
        const QString id = o.value(QStringLiteral("item")).toString();
        const int count = o.value(QStringLiteral("count")).toInt();
        const ItemRecord *record = pack.item(id);
        if (!record) {
            fail(error, QStringLiteral("the inventory holds an unknown item \"%1\"").arg(id));
            return std::nullopt;
        }
        if (count < 1 || count > 1000000) {
            fail(error, QStringLiteral("the inventory holds %1 × \"%2\"").arg(count).arg(id));
            return std::nullopt;
        }
        // Through add(), so saves written before stacks had a capacity (one unlimited stack per
        // item) load as full stacks, and a saved inventory comes back stack for stack.
        inv.add(*record, count);
    }
    return inv;
}

QString Equipment::slotName(ItemRecord::Slot s) {
    switch (s) {
    case ItemRecord::Slot::Melee:
        return QStringLiteral("melee");
    case ItemRecord::Slot::Ranged:
        return QStringLiteral("ranged");
    case ItemRecord::Slot::Armour:
        return QStringLiteral("armour");
    case ItemRecord::Slot::Shoes:
        return QStringLiteral("shoes");
    case ItemRecord::Slot::Ring:
        return QStringLiteral("ring");
    case ItemRecord::Slot::None:
        break;
    }
    return QString();
}

std::optional<ItemRecord::Slot> Equipment::slotFromName(const QString &name) {
    for (int i = 0; i < kSlotCount; ++i) {
        if (slotName(slotAt(i)) == name.toLower())
            return slotAt(i);
    }
    if (name.toLower() == QLatin1String("weapon"))
        return ItemRecord::Slot::Melee;
    return std::nullopt;
}

QString Equipment::worn(ItemRecord::Slot s) const {
    const int i = int(s) - 1;
    return i >= 0 && i < kSlotCount ? m_slots[std::size_t(i)] : QString();
}

QString Equipment::put(const ItemRecord &item) {
    const int i = int(item.slot) - 1;
    if (i < 0 || i >= kSlotCount)
        return QString();
    QString old = m_slots[std::size_t(i)];
    m_slots[std::size_t(i)] = item.id;
    return old;
}

QString Equipment::take(ItemRecord::Slot s) {
    const int i = int(s) - 1;
    if (i < 0 || i >= kSlotCount)
        return QString();
    QString old = m_slots[std::size_t(i)];
    m_slots[std::size_t(i)].clear();
    return old;
}

Stats Equipment::bonus(const Pack &pack) const {
    Stats total;
    for (const QString &id : m_slots) {
        if (const ItemRecord *item = id.isEmpty() ? nullptr : pack.item(id))
            total += item->bonus;
    }
    return total;
}

int Equipment::noise(const Pack &pack) const {
    int total = 0;
    for (const QString &id : m_slots) {
        if (const ItemRecord *item = id.isEmpty() ? nullptr : pack.item(id))
            total += item->noise;
    }
    return total;
}

QJsonObject Equipment::toJson() const {
    QJsonObject o;
    for (int i = 0; i < kSlotCount; ++i) {
        if (!m_slots[std::size_t(i)].isEmpty())
            o.insert(slotName(slotAt(i)), m_slots[std::size_t(i)]);
    }
    return o;
}

std::optional<Equipment> Equipment::fromJson(const QJsonObject &o, const Pack &pack,
                                             QString *error) {
    Equipment e;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const auto slot = slotFromName(it.key());
        const ItemRecord *item = pack.item(it.value().toString());
        if (!slot || !item || item->slot != *slot) {
            fail(error, QStringLiteral("the \"%1\" slot holds \"%2\", which does not fit there")
                            .arg(it.key(), it.value().toString()));
            return std::nullopt;
        }
        e.put(*item);
    }
    return e;
}

} // namespace pd
