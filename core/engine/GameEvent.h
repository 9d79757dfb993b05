#pragma once

#include "gen/Geometry.h"

#include <QString>
#include <vector>

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
        Message,    // text, category (also every log line)
        LevelUp,    // amount = the new level, target = the old one
        XpGained,   // amount
        GoldGained, // amount
        Refused,    // a command was refused (no time passed); the Message after it says why
    };

    Kind kind = Kind::Message;
    int turn = 0;    // the turn it happened on
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
    // BoltFired: every cell the missile crossed after leaving the shooter, in order, ending
    // where it stopped (aimed fire carries on past its target, so from/to alone is not the way).
    std::vector<Point> path;
    int category = 0; // Message: a LogEntry::Category
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
