#pragma once

#include "data/ItemRecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace pd {

class Pack;

// What the hero carries: stacks of item ids in the order they were opened. A stack holds at
// most its record's `stack` (ItemRecord::stack); of one item's stacks all but the last are full.
class Inventory {
public:
    struct Stack {
        QString item;
        int count = 0;
    };

    const QList<Stack> &stacks() const { return m_stacks; }
    // Across all of the item's stacks.
    int count(const QString &item) const;
    bool isEmpty() const { return m_stacks.isEmpty(); }
    // Fills the item's stack that has room, then opens new stacks at the end as each fills;
    // items with stack 1 never merge.
    void add(const ItemRecord &item, int count = 1);
    // Takes `count` from the item's last stacks first, so the order of what stays is kept; false
    // (and nothing taken) when there are fewer.
    bool remove(const QString &item, int count = 1);

    QJsonArray toJson() const;
    static std::optional<Inventory> fromJson(const QJsonArray &a, const Pack &pack,
                                             QString *error = nullptr);

private:
    QList<Stack> m_stacks;
};

// The hero's worn equipment: a melee and a ranged weapon (the room-by-room chapter's homework),
// armour, shoes, a ring.
class Equipment {
public:
    static constexpr int kSlotCount = 5;
    static ItemRecord::Slot slotAt(int index) { return ItemRecord::Slot(index + 1); }
    static QString slotName(ItemRecord::Slot s); // "melee", "ranged", "armour", "shoes", "ring"
    static std::optional<ItemRecord::Slot> slotFromName(const QString &name);

    QString worn(ItemRecord::Slot s) const;
    bool isEmpty(ItemRecord::Slot s) const { return worn(s).isEmpty(); }
    // Puts `item` in its slot and returns what was there (empty when the slot was free).
    QString put(const ItemRecord &item);
    QString take(ItemRecord::Slot s);
    // The attribute bonus of everything worn.
    Stats bonus(const Pack &pack) const;
    // The cells everything worn adds to how far the hero's noise carries (below 0: quieter).
    int noise(const Pack &pack) const;

    QJsonObject toJson() const;
    static std::optional<Equipment> fromJson(const QJsonObject &o, const Pack &pack,
                                             QString *error = nullptr);

private:
    std::array<QString, kSlotCount> m_slots;
};

} // namespace pd
