#pragma once

#include "gen/TileMap.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace pd {

// A room as generated: its bounding box (interior, without walls) and its shape.
struct RoomInfo {
    Rect bounds;
    QString shape = QStringLiteral("rectangle");
};

struct DoorInfo {
    Point at;
    Side side = Side::North; // the wall it is in, seen from its room
    int room = -1;
};

// Something standing on the map when the level is made.
struct LevelEntity {
    enum class Kind { Monster, Item, Chest, Trap, Chip };
    Kind kind = Kind::Monster;
    QString id; // monster/item/trap id; a chest's loot table
    Point at;
    int quantity = 1;
    int guards = -1;  // index of the chest a monster guards, -1 if none
    qint64 price = 0; // an item for sale in a vault's shop (engine/Vaults.h), in gold; 0: free

    static QString kindName(Kind k); // "monster", "item", "chest", "trap", "chip"
};

// One generated level: a pure function of (pack, seed, depth, generator version).
struct Level {
    int depth = 1;
    QString generator;
    int generatorVersion = 1;
    QJsonObject settings; // the generator settings used, as read from the pack

    TileMap map;
    QList<RoomInfo> rooms;
    QList<DoorInfo> doors;
    QList<Point> deadEnds; // floor cells with one open neighbour (mazes, corridors)
    Point arrival;         // where the hero appears when entering from above
    std::optional<Point> stairsUp;
    std::optional<Point> stairsDown;
    QList<LevelEntity> entities;
    // Every passable cell reaches every other: set by generators that make it so, it lets
    // population skip measuring steps it does not need. Not part of the level's identity.
    bool connected = false;

    int width() const { return map.width(); }
    int height() const { return map.height(); }

    // A stable 64-bit hash of everything above (hex text), for the seed catalog.
    QString hash() const;
    // The map as text: # wall, . floor, + door, < > stairs, and with entities drawn when asked
    // (m monster, c chest, ^ trap, * chip, ! item, @ arrival).
    QStringList toAscii(bool withEntities = true) const;
    QJsonObject toJson() const;
};

} // namespace pd
