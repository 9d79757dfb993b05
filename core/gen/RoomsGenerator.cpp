#include "RoomsGenerator.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace pd {

namespace {

// Guards for settings that skipped validation (which allows sizes 20..256): the smallest map
// holds a 1×1 room inside its wall ring, and the work stays bounded whatever the numbers say.
constexpr int kMinRoomsSide = 3;
constexpr int kMaxRoomsSide = 1024;
constexpr int kMaxAttempts = 4096;

struct Span {
    int lo;
    int hi;
};

Span ordered(int a, int b) {
    return a <= b ? Span{a, b} : Span{b, a};
}

// The rooms-and-tunnels tutorial's tunnel: along one axis until level with the target, then
// along the other.
void carveTunnel(TileMap &map, Point from, Point to, bool horizontalFirst) {
    const Point corner = horizontalFirst ? Point{to.x, from.y} : Point{from.x, to.y};
    auto carveLine = [&map](Point a, Point b) {
        const Span xs = ordered(a.x, b.x), ys = ordered(a.y, b.y);
        for (int y = ys.lo; y <= ys.hi; ++y)
            for (int x = xs.lo; x <= xs.hi; ++x)
                map.set(x, y, Tile::Floor);
    };
    carveLine(from, corner);
    carveLine(corner, to);
}

bool doorNearby(const TileMap &map, Point p) {
    for (const Point d : kSteps8)
        if (map.at(p + d) == Tile::Door)
            return true;
    return false;
}

// A door is a tunnel cell in the middle of a wall: on the room's wall ring but not a corner,
// wall on both sides along the ring (so a tunnel running along the wall gets none), open to the
// interior and to the outside, and with no other door among its eight neighbours.
void placeDoors(Level &level) {
    TileMap &map = level.map;
    for (int i = 0; i < level.rooms.size(); ++i) {
        const Rect r = level.rooms[i].bounds;
        for (const Side side : kSides) {
            const bool horizontalWall = side == Side::North || side == Side::South;
            const Point along = horizontalWall ? Point{1, 0} : Point{0, 1};
            const Point out = step(side);
            Point first;
            switch (side) {
            case Side::North:
                first = {r.x, r.y - 1};
                break;
            case Side::East:
                first = {r.right() + 1, r.y};
                break;
            case Side::South:
                first = {r.x, r.bottom() + 1};
                break;
            case Side::West:
                first = {r.x - 1, r.y};
                break;
            }
            const int length = horizontalWall ? r.width : r.height;
            for (int k = 0; k < length; ++k) {
                const Point p = {first.x + along.x * k, first.y + along.y * k};
                if (map.at(p) != Tile::Floor || map.at(p + along) != Tile::Wall ||
                    map.at(p - along) != Tile::Wall || !map.passable(p + out) ||
                    !map.passable(p - out) || doorNearby(map, p))
                    continue;
                map.set(p, Tile::Door);
                level.doors.append(DoorInfo{p, side, i});
            }
        }
    }
}

// analysis::deadEnds without its per-cell bounds checks: the same cells in the same order (the
// tests compare the two). Open cells never touch the border, and Wall is 0, so eight cells of
// rock are skipped at once.
QList<Point> deadEnds(const TileMap &map) {
    static_assert(int(Tile::Wall) == 0, "the scan skips zero bytes");
    QList<Point> out;
    const int w = map.width();
    const Tile *t = map.tiles().data();
    for (int y = 1; y < map.height() - 1; ++y) {
        for (int x = 1; x < w - 1; ++x) {
            const int i = y * w + x;
            if (x + 8 < w) {
                std::uint64_t eight = 0;
                std::memcpy(&eight, t + i, 8);
                if (eight == 0) {
                    x += 7;
                    continue;
                }
            }
            if (t[i] == Tile::Wall)
                continue;
            const int open = int(t[i - 1] != Tile::Wall) + int(t[i + 1] != Tile::Wall) +
                             int(t[i - w] != Tile::Wall) + int(t[i + w] != Tile::Wall);
            if (open == 1)
                out.append({x, y});
        }
    }
    return out;
}

} // namespace

Level generateRooms(const RoomsSettings &settings, Rng &rng) {
    const int width = std::clamp(settings.width, kMinRoomsSide, kMaxRoomsSide);
    const int height = std::clamp(settings.height, kMinRoomsSide, kMaxRoomsSide);
    // A room and its wall ring fit inside the map; the ring may be the map's border.
    const int sizeLimit = std::min(width, height) - 2;
    const int roomMin = std::clamp(settings.roomMin, 1, sizeLimit);
    const int roomMax = std::clamp(settings.roomMax, roomMin, sizeLimit);
    const int attempts = std::clamp(settings.maxRooms, 1, kMaxAttempts);
    const int loopPercent = std::clamp(settings.loopPercent, 0, 100);

    Level level;
    level.generator = QStringLiteral("rooms");
    level.generatorVersion = kRoomsVersion;
    level.map = TileMap(width, height, Tile::Wall);

    // Sizes are inclusive of roomMax (the rooms-and-tunnels tutorial's generateRandomNumber never
    // reached it).
    for (int attempt = 0; attempt < attempts; ++attempt) {
        Rect room;
        room.width = int(rng.range(roomMin, roomMax));
        room.height = int(rng.range(roomMin, roomMax));
        room.x = int(rng.range(1, width - 1 - room.width));
        room.y = int(rng.range(1, height - 1 - room.height));
        // Two cells between interiors: the wall rings may touch but are never shared.
        const bool overlaps =
            std::any_of(level.rooms.cbegin(), level.rooms.cend(), [&room](const RoomInfo &other) {
                return room.intersects(other.bounds, 2);
            });
        if (!overlaps)
            level.rooms.append(RoomInfo{room, QStringLiteral("rectangle")});
    }
    for (const RoomInfo &room : level.rooms)
        for (int y = room.bounds.y; y <= room.bounds.bottom(); ++y)
            for (int x = room.bounds.x; x <= room.bounds.right(); ++x)
                level.map.set(x, y, Tile::Floor);

    const int count = int(level.rooms.size());
    for (int i = 1; i < count; ++i) {
        const bool horizontalFirst = rng.below(2) == 0;
        carveTunnel(level.map, level.rooms[i - 1].bounds.center(), level.rooms[i].bounds.center(),
                    horizontalFirst);
    }
    if (count > 1) {
        for (int i = 0; i < count; ++i) {
            if (!rng.chance(std::uint64_t(loopPercent), 100))
                continue;
            int other = int(rng.below(std::uint32_t(count - 1)));
            if (other >= i)
                ++other;
            const bool horizontalFirst = rng.below(2) == 0;
            carveTunnel(level.map, level.rooms[i].bounds.center(),
                        level.rooms[other].bounds.center(), horizontalFirst);
        }
    }
    if (settings.doors)
        placeDoors(level);

    level.deadEnds = deadEnds(level.map);
    level.arrival = level.rooms.first().bounds.center();
    // Each room's centre is joined to the one before it, and all floor is rooms and tunnels.
    level.connected = true;
    return level;
}

} // namespace pd
