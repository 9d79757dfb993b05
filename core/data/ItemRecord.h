#pragma once

#include "data/RecordFields.h"
#include "data/Stats.h"

#include <QJsonObject>
#include <QString>

namespace pd {

// An item kind from items.json (the maze duel's medicine/weapon/armour/shoes in three tiers, the
// room-by-room treasure, the maze duel's chips, and the classic pack's artefact).
struct ItemRecord {
    enum class Kind { Medicine, Weapon, Armour, Shoes, Treasure, Chip, Artefact };
    enum class Slot { None, Melee, Ranged, Armour, Shoes };

    QString id;
    QString name;
    QString description;
    Kind kind = Kind::Treasure;
    int tier = 0;   // 1-3 for medicine and equipment
    Stats restores; // medicine: hp and/or mp
    Stats bonus;    // equipment: added while worn
    Slot slot = Slot::None;
    int range = 0;    // ranged weapon reach
    DiceField damage; // ranged weapon shot
    DiceField worth;  // treasure
    int stack = 1;
    QString glyph;
    QString color;
    // The table whose rows' texts are this kind's appearances while it is unidentified ("potion
    // colours"); empty: known from the start (data/Appearances.h).
    QString appearances;
    QString pointer; // JSON pointer of the record in items.json
    QString origin;  // the id of the pack it comes from (a dependency's, or the pack's own)

    bool isEquipment() const { return slot != Slot::None; }

    static const QStringList &kindNames();
    static QString kindName(Kind k);
    static ItemRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
