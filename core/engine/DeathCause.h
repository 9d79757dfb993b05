#pragma once

#include <QString>

namespace pd {

// How a run ended, as data: the windows word it ("killed by the goblin king", "getötet vom
// Goblinkönig"), so that a save, a replay's state hash and the high-score table are the same in
// every language. Stored as a short stable text: "killed-by:goblin-king", "trap:spikes", "won".
struct DeathCause {
    enum class Kind {
        None,         // the run goes on
        KilledBy,     // id: the monster record
        ShotBy,       // id: the monster record
        CaughtBy,     // id: the trap record
        TrappedChest, // a chest's trap
        Bolt,         // the last experience spent on a bolt (XP-as-health packs)
        Burning,      // a burning debuff ran its course
        NoDungeon,    // the dungeon could not be made at some depth
        Won,
        Legacy, // a table written before causes were data: `text` holds its words as they were
        Poison, // poison (a status) took the last HP
        Effect, // id: the item or spell whose effect did (a scroll that burns, ...)
        Lava,   // stepped into lava (the ruleset's "terrain")
        Fall,   // a fall into a chasm took the last HP
    };

    Kind kind = Kind::None;
    QString id;
    QString text; // Legacy only

    static DeathCause of(Kind kind, const QString &id = QString()) { return {kind, id, {}}; }
    bool isEmpty() const { return kind == Kind::None; }
    QString toString() const;
    // Any text reads: what is not a known cause is a Legacy one (high-score tables kept by older
    // versions). `known` tells which it was.
    static DeathCause fromString(const QString &text, bool *known = nullptr);
    bool operator==(const DeathCause &o) const {
        return kind == o.kind && id == o.id && text == o.text;
    }
};

} // namespace pd
