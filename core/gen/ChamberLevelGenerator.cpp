#include "ChamberLevelGenerator.h"

#include "gen/ChambersGenerator.h"
#include "gen/MapAnalysis.h"
#include "gen/PackCache.h"
#include "random/Rng.h"

#include <algorithm>

namespace pd {

namespace {

constexpr int kCanvas = 256;

struct Placed {
    Level room;
    std::vector<ContentsOrigin> contents; // when tracing: one per entity of the room
    Point offset;
    Rect box; // the room's map, walls included, in canvas coordinates
};

struct OpenDoor {
    int room;
    int door;
};

} // namespace

Level generateChamberLevel(const ChambersSettings &settings, const Pack &pack, Rng &rng) {
    return generateChamberLevel(settings, *PackCache::of(pack), rng);
}

Level generateChamberLevel(const ChambersSettings &settings, const PackCache &cache, Rng &rng,
                           ContentsTracer *tracer) {
    std::vector<Placed> placed;
    std::vector<OpenDoor> open;
    std::vector<std::pair<Point, Point>> passages; // corridor cell, and the exit door it joins

    const int wanted = std::max(1, settings.rooms);
    placed.reserve(std::size_t(wanted));
    // Each room's contents are traced on their own: a room that does not fit is dropped.
    std::optional<ContentsTracer> roomTracer;
    auto traceRoom = [&]() -> ContentsTracer * {
        if (!tracer)
            return nullptr;
        roomTracer.emplace(ContentsTracer{tracer->pack, {}});
        return &*roomTracer;
    };
    auto tracedContents = [&] {
        return roomTracer ? std::move(roomTracer->origins) : std::vector<ContentsOrigin>();
    };
    Level first = generateChamber(settings, cache, rng, std::nullopt, traceRoom());
    const Point firstOffset{kCanvas / 2 - first.width() / 2, kCanvas / 2 - first.height() / 2};
    const Rect firstBox{firstOffset.x, firstOffset.y, first.width(), first.height()};
    const int firstDoors = int(first.doors.size());
    placed.push_back({std::move(first), tracedContents(), firstOffset, firstBox});
    for (int d = 0; d < firstDoors; ++d)
        open.push_back({0, d});

    std::vector<std::vector<bool>> connected(1, std::vector<bool>(std::size_t(firstDoors), false));
    while (int(placed.size()) < wanted && !open.empty()) {
        const std::size_t pick = rng.below(std::uint32_t(open.size()));
        const OpenDoor exit = open[pick];
        open[pick] = open.back();
        open.pop_back();
        const Placed &from = placed[std::size_t(exit.room)];
        const DoorInfo &door = from.room.doors.at(exit.door);
        const Side side = door.side;
        const Point exitAt = from.offset + door.at;
        Level next = generateChamber(settings, cache, rng, opposite(side), traceRoom());
        int entryIndex = -1;
        for (int d = 0; d < next.doors.size(); ++d)
            if (next.doors.at(d).side == opposite(side))
                entryIndex = d;
        if (entryIndex < 0)
            continue;
        const Point corridor = exitAt + step(side);
        const Point target = corridor + step(side);
        const Point offset = target - next.doors.at(entryIndex).at;
        const Rect box{offset.x, offset.y, next.width(), next.height()};
        bool fits =
            box.x >= 1 && box.y >= 1 && box.right() < kCanvas - 1 && box.bottom() < kCanvas - 1;
        for (const Placed &p : placed)
            fits = fits && !p.box.intersects(box) && !p.box.contains(corridor);
        if (!fits)
            continue;
        connected[std::size_t(exit.room)][std::size_t(exit.door)] = true;
        connected.emplace_back(std::size_t(next.doors.size()), false);
        connected.back()[std::size_t(entryIndex)] = true;
        passages.push_back({corridor, exitAt});
        const int index = int(placed.size());
        const int doors = int(next.doors.size());
        placed.push_back({std::move(next), tracedContents(), offset, box});
        for (int d = 0; d < doors; ++d)
            if (d != entryIndex)
                open.push_back({index, d});
    }

    // Crop the canvas to the rooms.
    int minX = kCanvas, minY = kCanvas, maxX = 0, maxY = 0;
    for (const Placed &p : placed) {
        minX = std::min(minX, p.box.x);
        minY = std::min(minY, p.box.y);
        maxX = std::max(maxX, p.box.right());
        maxY = std::max(maxY, p.box.bottom());
    }
    const Point shift{-minX, -minY};
    Level level;
    level.generator = QStringLiteral("chambers");
    level.generatorVersion = kChambersVersion;
    level.map = TileMap(maxX - minX + 1, maxY - minY + 1, Tile::Wall);
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const Placed &p = placed[i];
        const Point o = p.offset + shift;
        // The crop holds every room's box, so rows copy without bounds checks.
        Q_ASSERT(o.x >= 0 && o.y >= 0 && o.x + p.room.width() <= level.width() &&
                 o.y + p.room.height() <= level.height());
        for (int y = 0; y < p.room.height(); ++y) {
            const Tile *from = p.room.map.tiles().data() + std::ptrdiff_t(y) * p.room.width();
            Tile *to = level.map.tiles().data() + std::ptrdiff_t(o.y + y) * level.width() + o.x;
            for (int x = 0; x < p.room.width(); ++x)
                to[x] = from[x] != Tile::Wall ? from[x] : to[x];
        }
        for (const RoomInfo &r : p.room.rooms) {
            RoomInfo moved = r;
            moved.bounds.x += o.x;
            moved.bounds.y += o.y;
            level.rooms.append(moved);
        }
        for (int d = 0; d < p.room.doors.size(); ++d) {
            const DoorInfo &door = p.room.doors.at(d);
            if (!connected[i][std::size_t(d)]) {
                level.map.set(o + door.at, Tile::Wall); // an exit to nowhere is walled up
                continue;
            }
            level.doors.append({o + door.at, door.side, int(i)});
        }
        for (LevelEntity e : p.room.entities) {
            e.at = e.at + o;
            level.entities.append(e);
        }
        if (tracer)
            tracer->origins.insert(tracer->origins.end(), p.contents.begin(), p.contents.end());
    }
    for (const auto &passage : passages)
        level.map.set(passage.first + shift, Tile::Floor);
    level.arrival = placed.front().room.arrival + placed.front().offset + shift;
    level.deadEnds = analysis::deadEnds(level.map);
    // Each room after the first meets one already placed: exit door, passage, entry door.
    level.connected = true;
    return level;
}

} // namespace pd
