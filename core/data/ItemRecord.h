#pragma once

#include "data/MapEffect.h"
#include "data/RecordFields.h"
#include "data/Stats.h"

#include <QJsonObject>
#include <QString>

namespace pd {

// An item kind from items.json (the maze duel's medicine/weapon/armour/shoes in three tiers, the
// room-by-room treasure, the maze duel's chips, and the classic pack's artefact), and the
// scrolls and wands whose effects are data (docs/rules.md "Effects"). A new kind goes last.
struct ItemRecord {
    enum class Kind {
        Medicine,
        Weapon,
        Armour,
        Shoes,
        Treasure,
        Chip,
        Artefact,
        Scroll,
        Wand,
        Thrown, // darts, javelins: thrown one at a time, they land where they stop
        Key,    // opens a vault's locked door, and is used up (docs/rules.md "Vaults")
        Ring,   // worn on its own slot: a bonus, often with a cost (a negative attribute, noise)
    };
    static constexpr int kKindCount = int(Kind::Ring) + 1;
    enum class Slot { None, Melee, Ranged, Armour, Shoes, Ring };

    QString id;
    QString name;
    QString description;
    Kind kind = Kind::Treasure;
    int tier = 0;   // 1-3 for medicine and equipment
    Stats restores; // medicine: hp and/or mp
    Stats bonus;    // equipment: added while worn
    // Equipment: cells added to (or, below 0, taken from) how far the hero's noise carries while
    // it is worn; heavy armour is loud, a cloak quiet (docs/rules.md "Noise").
    int noise = 0;
    Slot slot = Slot::None;
    // A melee weapon held in both hands: no ranged weapon is worn with it (docs/rules.md
    // "Two-handed weapons"); putting on either puts the other in the pack.
    bool twoHanded = false;
    int range = 0;    // ranged weapon reach; a thrown item's
    DiceField damage; // ranged weapon shot; a thrown item's blow
    DiceField worth;  // treasure
    int stack = 1;
    QList<MapEffect> effects; // medicine, scrolls, wands: what using it does, in order; thrown:
                              // what a hit does besides the damage
    DiceField charges;        // wands: the zaps a wand holds when found
    int rechargeTurns = 0;    // wands: turns per charge coming back (0: none; empty, it is gone)
    QString glyph;
    QString color;
    // The table whose rows' texts are this kind's appearances while it is unidentified ("potion
    // colours"); empty: known from the start (data/Appearances.h).
    QString appearances;
    // What it costs in a vault's shop, in gold (0: the ruleset's vaults.price).
    int price = 0;
    QString pointer; // JSON pointer of the record in items.json
    QString origin;  // the id of the pack it comes from (a dependency's, or the pack's own)

    bool isEquipment() const { return slot != Slot::None; }
    // Used from the inventory, spent or not: medicine, scrolls, wands, and thrown items (thrown).
    bool isUsable() const {
        return kind == Kind::Medicine || kind == Kind::Scroll || isWand() || isThrown();
    }
    bool isWand() const { return kind == Kind::Wand; }
    bool isThrown() const { return kind == Kind::Thrown; }
    bool isKey() const { return kind == Kind::Key; }
    // Whether using it needs an aim (a wand, or an effect that flies or jumps).
    bool needsAim() const;

    static const QStringList &kindNames();
    static QString kindName(Kind k);
    static ItemRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
