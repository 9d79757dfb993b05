#pragma once

#include "engine/GameState.h"

#include <QList>
#include <optional>

namespace pd {

class Game;

// What the hero knows, and nothing more: the one place the views (map, look mode, tooltips)
// read the level through, so that none of them can leak a hidden trap, a mimic, a trapped
// chest or a monster out of sight.
struct KnownActor {
    int id = 0;
    QString record;
    Point pos;
    Direction facing = Direction::S;
    qint64 hp = 0;
    qint64 maxHp = 0;
    Actor::Mode mode = Actor::Mode::Idle;
    QList<Status> statuses; // what holds it now (the look card lists them)
};

struct KnownCell {
    bool explored = false; // seen at some time; nothing else is known of a cell never seen
    bool inView = false;
    Tile terrain = Tile::Wall;
    bool hero = false;
    std::optional<KnownActor> actor; // only in view
    std::optional<bool> chestOpened; // a chest stands here (a mimic looks like any other)
    QString trap;                    // a trap the hero has seen (hidden ones are not here)
    bool trapSprung = false;
    bool chip = false;
    QList<FloorItem> items;
};

// Something lying on a seen cell, as the hero remembers it.
struct KnownThing {
    enum class Kind { Chest, Trap, Chip, Item };
    Kind kind = Kind::Item;
    Point pos;
    QString id;         // trap or item record; empty for chests and chips
    bool spent = false; // an opened chest, a sprung trap
    int count = 1;      // items
};

class PlayerView {
public:
    static KnownCell at(const Game &game, Point cell);
    // The monsters in view now, in the level's order.
    static QList<KnownActor> visibleActors(const Game &game);
    // Everything lying on seen cells within `x0 <= x < x1, y0 <= y < y1` (chests, seen traps,
    // chips, items), in a fixed order; what a map draws.
    static QList<KnownThing> thingsIn(const Game &game, int x0, int y0, int x1, int y1);
};

} // namespace pd
