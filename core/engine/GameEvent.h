#pragma once

#include "gen/Geometry.h"

#include <QString>

namespace pd {

// What the model tells its views (the map scene, the log panel, the sound layer). Views read
// events; they never look into the rules to find out what happened.
struct GameEvent {
    enum class Kind {
        Moved,    // actor from -> to
        Attacked, // actor hit target for amount (miss / critical / blocked flags)
        Died,     // a monster (actor) died at `at`
        HeroDied,
        PickedUp,      // id, amount = count
        ChestOpened,   // at, text = what was found
        TrapSprung,    // at, id = trap, amount = damage
        BoltFired,     // from -> to (where it stopped), target hit or -1
        SpellCast,     // id = spell, actor, target, amount
        ItemUsed,      // id
        Equipped,      // id (text = slot)
        LevelChanged,  // amount = new depth
        BattleStarted, // target = monster actor
        BattleEnded,   // text = outcome
        Won,
        Message, // text (also every log line)
    };

    Kind kind = Kind::Message;
    int actor = -1;  // 0 is the hero, monsters from 1
    int target = -1; // same numbering
    Point from;
    Point to;
    qint64 amount = 0;
    bool miss = false;
    bool critical = false;
    bool blocked = false;
    QString id;
    QString text;
};

// A log line with the turn it happened on, so the log panel can group and colour it.
struct LogEntry {
    enum class Category { Info, Combat, Loot, Hazard, Flavour, Warning, Story };
    int turn = 0;
    Category category = Category::Info;
    QString text;

    static QString categoryName(Category c); // "info", "combat", ...
    static Category categoryFromName(const QString &name);
};

} // namespace pd
