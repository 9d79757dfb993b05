#pragma once

#include "data/GeneratorSettings.h"
#include "gen/Level.h"

#include "dice/DiceExpression.h"
#include "tables/TableRoller.h"

#include <optional>
#include <vector>

namespace pd {

class Pack;
class PackCache;
class Rng;

// What a room reads of one table value (a size, shape, exits or contents row's), read once per
// value by PackCache::roomValue: keys looked up, dice parsed, shape checked.
struct RoomValue {
    // A whole number, or dice rolled when used; neither for anything else.
    struct Amount {
        enum class Kind { None, Number, Dice };
        Kind kind = Kind::None;
        qint64 number = 0;
        DiceExpression dice;
        std::optional<qint64> roll(Rng &rng) const;
        static Amount of(const QJsonValue &v);
    };

    bool isObject = false;
    Amount width, height;         // {"width": ..., "height": ...}
    QString contents;             // {"contents": table}
    QString shape;                // {"shape": name} or the name: a known shape, else "rectangle"
    Amount exits;                 // {"exits": ...} or the value itself
    std::optional<QString> chest; // {"chest": loot table}

    static RoomValue read(const QJsonValue &v);
};

// Where the things a room brought came from, for the seed preview's roll trace: with a tracer,
// the generators note the contents table and its roll (traced by TableRoller on a copy of the
// stream, so it draws as the room did) for each entity they place, in the entities' order.
struct ContentsOrigin {
    QString table;
    TableRollResult roll;
};
struct ContentsTracer {
    const Pack &pack;
    std::vector<ContentsOrigin> origins;
};

// One room of the room-by-room chapter's dungeon. `entry` is the wall the hero comes in through
// (the wall opposite the door he left the previous room by); nullopt for the first room, where
// the entry wall is rolled. Rolls the pack's size/shape/exits tables and the room's contents.
//
// The room fills its level: a (w+2)×(h+2) map with a wall border around the w×h interior. Every
// door is on a wall, never in a corner, in front of a floor cell; the hero arrives on the floor
// cell inside the entry door. Missing or odd table results fall back to a 6×6 rectangle with two
// exits and no contents. docs/generators.md, "chambers", gives the shapes and the draw order.
Level generateChamber(const ChambersSettings &settings, const Pack &pack, Rng &rng,
                      std::optional<Side> entry);
// The same with the pack's cache at hand (what Dungeon holds).
Level generateChamber(const ChambersSettings &settings, const PackCache &cache, Rng &rng,
                      std::optional<Side> entry, ContentsTracer *tracer = nullptr);

} // namespace pd
