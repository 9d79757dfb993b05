#pragma once

#include "gen/Geometry.h"
#include "rpg/LogEntry.h"

#include <QString>
#include <vector>

namespace pd {

// What the model tells its views (the map scene, the log panel, the sound layer). Views read
// events; they never look into the rules to find out what happened.
struct GameEvent {
    enum class Kind {
        Moved,    // actor from -> to
        Attacked, // actor hit target for amount (miss / critical / blocked flags); id = the
                  // missile's item (or "bolt") when shot from afar
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
        Message,        // id = the LogEntry kind's name, category (one per log line)
        LevelUp,        // amount = the new level, target = the old one
        XpGained,       // amount
        GoldGained,     // amount
        Refused,        // a command was refused (no time passed): id = the reason's LogEntry kind
        Defended,       // actor raised its guard (on the map or in a battle)
        Escaped,        // actor got away from a battle; with miss, it tried and could not
        Fleeing,        // a monster (actor) turned to flee on the map
        Vanished,       // a monster (actor) left for good at `to` (it fled the battle screen)
        Appeared,       // a monster (actor) came out of hiding at `to` (the mimic): id = its record
        CharacterShown, // a monster's (actor) character showed in battle: id = "rage", "timid"
        Healed,         // actor recovered amount HP at the start of its turn (a buff)
        Burned,         // actor lost amount HP to burning at the start of its turn
        BuffExpired,    // actor's effect from spell id wore off
        Unequipped,     // id (text = slot)
        Swapped,        // id = the weapon now in hand (empty: bare fists)
        Dropped,        // id, amount = count, to = where it lies
        Turned,         // the hero (actor 0) faces another way where he stands
        StatusChanged,  // actor's status id (a Statuses name) began (amount = turns) or ended (0)
        StatusHarmed,   // actor lost amount HP to status id (poison, burning)
        Teleported,     // actor went from -> to in a blink or a teleport
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

} // namespace pd
