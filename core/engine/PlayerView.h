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

class PlayerView {
public:
    static KnownCell at(const Game &game, Point cell);
    // The monsters in view now, in the level's order.
    static QList<KnownActor> visibleActors(const Game &game);
};

} // namespace pd
