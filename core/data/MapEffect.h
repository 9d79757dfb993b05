#pragma once

#include "data/RecordFields.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace pd {

// One thing a potion, scroll, wand or spell does on the map, beyond the seeds' healing and
// damage (docs/rules.md "Effects"). An item or spell lists them in "effects"; they happen in
// that order. Saves and packs hold the names: a new kind goes last.
struct MapEffect {
    enum class Kind {
        Heal,           // amount: HP back (never above the maximum)
        Damage,         // amount: HP off
        Teleport,       // to a random free floor cell of the level, out of sight when one is
        Blink,          // the hero, along the aim up to `radius` cells (the last free cell)
        DetectMonsters, // the hero sees every monster of the level for `turns` (telepathic)
        DetectItems,    // the cells where items and chests lie become known
        MagicMapping,   // the whole level becomes known
        Haste,          // statuses for `turns`: hasted, slowed, confused, afraid, asleep,
        Slow,           // paralysed, invisible; poison and burning hurt `amount` a turn
        Confuse,
        Fear,
        Sleep,
        Paralyse,
        Poison,
        Burn,
        Invisibility,
        Descend,   // the hero sinks to the next depth (not where levels are rooms)
        Knockback, // pushed `amount` cells straight away from the hero (stopped by walls)
        Summon,    // `count` of monster `monster` appear next to the target
        Identify,  // `count` unknown kinds the hero carries become known: the chosen one first
        // Clouds (engine/Clouds.h): `amount` volume of fire (burning) or gas (`status`, poison
        // when left out) at the hero ("self") or where a bolt stops ("bolt"); whoever ends a turn
        // in it gets the status for `turns` (poison and burning: `power` HP a turn).
        FireCloud,
        GasCloud,
    };
    // Whom it touches: the hero who used it; the first monster a bolt meets along the aim; every
    // monster in view; every monster within `radius` cells in sight.
    enum class Target { Self, Bolt, View, Around };

    Kind kind = Kind::Heal;
    Target on = Target::Self;
    int turns = 0;    // statuses and detect-monsters
    DiceField amount; // heal, damage, poison and burning a turn, knockback cells
    int radius = 0;   // around: the reach; blink: the farthest jump
    QString monster;  // summon
    int count = 1;    // summon
    QString status;   // gas-cloud: the status it carries (empty: poison)
    int power = 1;    // fire-cloud and gas-cloud: a poison's or burning's HP a turn
    QString pointer;

    static const QStringList &kindNames();   // index = Kind
    static const QStringList &targetNames(); // index = Target
    static QString kindName(Kind k) { return kindNames().at(int(k)); }
    // Whether the kind puts a status on (and so needs "turns").
    static bool isStatus(Kind k);
    static bool isCloud(Kind k) { return k == Kind::FireCloud || k == Kind::GasCloud; }
    // The status a cloud carries: "burning" for fire, else `status` or "poison".
    QString cloudStatus() const;
    // Whether it needs a monster to land on when cast as a bolt (a blink does not).
    bool needsAim() const { return on == Target::Bolt || kind == Kind::Blink; }
    QJsonObject toJson() const;
    // An item's or spell's "effects" as the pack file holds them.
    static QJsonArray listJson(const QList<MapEffect> &effects);
};

} // namespace pd
