#pragma once

#include "data/Element.h"
#include "data/RecordFields.h"

#include <QJsonObject>

#include <array>
#include <optional>

namespace pd {

// A monster kind from monsters.json. Stats are dice rolled when one appears, so a pack can say
// "3*(1d6+4)" for the room-by-room armour-based fungus and a plain number for the maze-duel
// goblins.
struct MonsterRecord {
    enum class Tier { Normal, Leader, King };
    enum class Ai { Chase, Wander, PatrolVertical, PatrolHorizontal, Guard, Ranged, Swarm };

    QString id;
    QString name;
    QString description;
    QString race;
    std::optional<Element> element;
    Tier tier = Tier::Normal;
    int level = 1;
    std::array<DiceField, kStatCount> stats;
    DiceField xp;
    bool xpFromHp = false; // "xp": "hp"
    QString trophy;        // item id
    Ai ai = Ai::Chase;
    int sight = 7; // the bump-combat chase radius
    int speed = 100;
    // Percent chance that it does anything on a turn it may act (the room-by-room fungus
    // drifts 0 or 1 cell a turn: 50). Below 100 each turn draws from the game's stream.
    int stepChance = 100;
    // Percent chance that it is asleep when its level is made ("sleeps"; 0: never, as in every
    // seed). Asleep it does nothing until the hero's noise or a blow wakes it.
    int sleepPercent = 0;
    DiceField contact; // collision damage (room by room: it comes off the hero's XP)
    DiceField rangedDamage;
    int rangedRange = 0;
    int keepDistance = 0;
    int fleeBelow = 0; // percent of max HP
    bool characters = true;
    QStringList spells; // explicit spell ids (empty: element spells up to level)
    QString glyph;
    QString color;
    QString pointer;
    QString origin; // the id of the pack it comes from (a dependency's, or the pack's own)

    const DiceField &stat(Stat s) const { return stats[std::size_t(s)]; }

    static const QStringList &tierNames();
    static const QStringList &aiNames();
    static MonsterRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
