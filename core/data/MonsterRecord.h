#pragma once

#include "data/Element.h"
#include "data/RecordFields.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <array>
#include <optional>

namespace pd {

// One trick of a monster record's "tricks" (docs/rules.md "Monster tricks"): a small behaviour
// beyond its AI, with its own numbers. Packs and saves hold the names: a new kind goes last.
struct MonsterTrick {
    enum class Kind {
        Steal,   // a blow that hits takes an unequipped item (else `amount` gold) and it flees
        Explode, // on death: `amount` damage to every creature within `radius`
        Split,   // hit and alive with 2 HP or more: halves into two, up to `max` of it on the level
        Breath,  // every `every` turns: `amount` damage along a line to the hero within `range`,
                 // and a cloud of `cloud` volume on him (fire for a Fire breath, else caustic gas);
                 // shape "cone": to every creature in a cone aimed at him, the cloud on its cells
        Summon,  // on sight of the hero, every `every` turns (0: once): `count` of `monster`
        Invisible, // unseen beyond the next cell, but for `turns` turns after it strikes or is hurt
        Pack,      // hunts with its race: takes a free cell beside the hero away from its mates'
        Phase,     // steps through up to `range` cells of wall (never the map's edge) at once
        Strike,    // a blow that hits also gives the hero `status` for `turns` (poison and burning:
                   // `amount` HP a turn), `chance` per cent of the time (ours)
    };
    // Pack: what it does with no mate of its race in view.
    enum class Alone { Fight, Flee };
    // Breath: along the line to the hero, or a cone aimed at him (ours).
    enum class Shape { Line, Cone };
    Kind kind = Kind::Steal;
    DiceField amount;               // explode, breath: damage; steal: gold taken (unset: all)
    int radius = 1;                 // explode
    int range = 0;                  // breath; phase (0: 2)
    int every = 0;                  // breath (default 5), summon (0: once)
    QString monster;                // summon
    int count = 1;                  // summon
    int max = 8;                    // split
    int turns = 3;                  // invisible, strike
    Alone alone = Alone::Fight;     // pack
    Shape shape = Shape::Line;      // breath
    int cloud = 0;                  // breath: the volume of the cloud it leaves (0: none)
    QString status;                 // strike: the status a blow gives (rpg/Status.h names)
    int chance = 100;               // strike: per cent of the blows that hit
    std::optional<Element> element; // breath: what it breathes (the views' colour and sound)
    QString pointer;

    static const QStringList &kindNames(); // index = Kind
    static QString kindName(Kind k) { return kindNames().at(int(k)); }
    static const QStringList &aloneNames(); // index = Alone
    static const QStringList &shapeNames(); // index = Shape
    // Strike: the statuses a blow may give (rpg/Status.h names).
    static const QStringList &strikeStatuses();
    QJsonObject toJson() const;
    static QJsonArray listJson(const QList<MonsterTrick> &tricks);
};

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
    // A point of HP comes back every `regenTurns` of its turns (0: never), so one that fled
    // comes back healed.
    int regenTurns = 0;
    QList<MonsterTrick> tricks; // at most kMaxTricks
    static constexpr int kMaxTricks = 2;
    bool characters = true;
    QStringList spells; // explicit spell ids (empty: element spells up to level)
    QString glyph;
    QString color;
    QString pointer;
    QString origin; // the id of the pack it comes from (a dependency's, or the pack's own)

    const DiceField &stat(Stat s) const { return stats[std::size_t(s)]; }
    // Its trick of `kind`, nullptr when it has none.
    const MonsterTrick *trick(MonsterTrick::Kind kind) const {
        for (const MonsterTrick &t : tricks)
            if (t.kind == kind)
                return &t;
        return nullptr;
    }

    static const QStringList &tierNames();
    static const QStringList &aiNames();
    static MonsterRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
