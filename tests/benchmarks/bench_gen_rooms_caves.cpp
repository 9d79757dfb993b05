#include "BenchTable.h"
#include "gen/CavesGenerator.h"
#include "gen/RoomsGenerator.h"
#include "random/Rng.h"

#include <QtTest>

using namespace pd;

namespace {

// The plain 3×3 loop, as in tests/unit/tst_gen_caves.cpp, to show what the bit-parallel
// smoothing saves.
TileMap referenceSmooth(const TileMap &map, int wallThreshold) {
    const int w = map.width();
    const std::vector<Tile> &in = map.tiles();
    TileMap out(w, map.height(), Tile::Wall);
    for (int y = 1; y < map.height() - 1; ++y)
        for (int x = 1; x < w - 1; ++x) {
            int walls = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    walls += in[std::size_t((y + dy) * w + x + dx)] == Tile::Wall ? 1 : 0;
            out.tiles()[std::size_t(y * w + x)] = walls >= wallThreshold ? Tile::Wall : Tile::Floor;
        }
    return out;
}

// The caves tutorial's starting noise: 45% walls inside a wall border.
TileMap noise(int width, int height) {
    Rng rng = Rng::forStream(1, u"bench-caves-noise");
    TileMap map(width, height, Tile::Wall);
    for (int y = 1; y < height - 1; ++y)
        for (int x = 1; x < width - 1; ++x)
            map.set(x, y, rng.below(100) < 45 ? Tile::Wall : Tile::Floor);
    return map;
}

} // namespace

// Timings only; correctness lives in tests/unit/tst_gen_rooms.cpp and tst_gen_caves.cpp. Each
// iteration generates a new level from the same running stream.
class BenchGenRoomsCaves : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rooms80x50();
    void rooms256x256();
    void caves80x50();
    void caves80x50Largest();
    void caves256x256();
    void smoothFast80x50();
    void smoothFastNoPass80x50();
    void smoothReference80x50();
    void smoothFast256x256();
    void smoothReference256x256();
};

void BenchGenRoomsCaves::rooms80x50() {
    Rng rng = Rng::forStream(1, u"bench-rooms");
    int rooms = 0;
    PD_BENCHMARK {
        rooms += int(generateRooms(RoomsSettings(), rng).rooms.size());
    }
    QVERIFY(rooms > 0);
}

void BenchGenRoomsCaves::rooms256x256() {
    RoomsSettings settings;
    settings.width = 256;
    settings.height = 256;
    settings.maxRooms = 300;
    settings.roomMin = 4;
    settings.roomMax = 20;
    settings.loopPercent = 20;
    Rng rng = Rng::forStream(1, u"bench-rooms");
    int rooms = 0;
    PD_BENCHMARK {
        rooms += int(generateRooms(settings, rng).rooms.size());
    }
    QVERIFY(rooms > 0);
}

void BenchGenRoomsCaves::caves80x50() {
    Rng rng = Rng::forStream(1, u"bench-caves");
    int floor = 0;
    PD_BENCHMARK {
        floor += generateCaves(CavesSettings(), rng).map.count(Tile::Floor);
    }
    QVERIFY(floor > 0);
}

void BenchGenRoomsCaves::caves80x50Largest() {
    CavesSettings settings;
    settings.connect = CavesSettings::Connect::Largest;
    Rng rng = Rng::forStream(1, u"bench-caves");
    int floor = 0;
    PD_BENCHMARK {
        floor += generateCaves(settings, rng).map.count(Tile::Floor);
    }
    QVERIFY(floor > 0);
}

void BenchGenRoomsCaves::caves256x256() {
    CavesSettings settings;
    settings.width = 256;
    settings.height = 256;
    Rng rng = Rng::forStream(1, u"bench-caves");
    int floor = 0;
    PD_BENCHMARK {
        floor += generateCaves(settings, rng).map.count(Tile::Floor);
    }
    QVERIFY(floor > 0);
}

void BenchGenRoomsCaves::smoothFast80x50() {
    const TileMap start = noise(80, 50);
    TileMap map;
    PD_BENCHMARK {
        map = start;
        smoothCaves(map, 8, 5);
    }
    QVERIFY(map == [&] {
        TileMap r = start;
        for (int pass = 0; pass < 8; ++pass)
            r = referenceSmooth(r, 5);
        return r;
    }());
}

// smoothCaves' conversion from and back to tiles alone: subtract it from smoothFast80x50 for
// the eight bit-parallel passes.
void BenchGenRoomsCaves::smoothFastNoPass80x50() {
    const TileMap start = noise(80, 50);
    TileMap map;
    PD_BENCHMARK {
        map = start;
        smoothCaves(map, 0, 5);
    }
    QVERIFY(map == start);
}

void BenchGenRoomsCaves::smoothReference80x50() {
    const TileMap start = noise(80, 50);
    TileMap map;
    PD_BENCHMARK {
        map = start;
        for (int pass = 0; pass < 8; ++pass)
            map = referenceSmooth(map, 5);
    }
    QVERIFY(map.count(Tile::Floor) > 0);
}

void BenchGenRoomsCaves::smoothFast256x256() {
    const TileMap start = noise(256, 256);
    TileMap map;
    PD_BENCHMARK {
        map = start;
        smoothCaves(map, 8, 5);
    }
    QVERIFY(map.count(Tile::Floor) > 0);
}

void BenchGenRoomsCaves::smoothReference256x256() {
    const TileMap start = noise(256, 256);
    TileMap map;
    PD_BENCHMARK {
        map = start;
        for (int pass = 0; pass < 8; ++pass)
            map = referenceSmooth(map, 5);
    }
    QVERIFY(map.count(Tile::Floor) > 0);
}

QTEST_GUILESS_MAIN(BenchGenRoomsCaves)
#include "bench_gen_rooms_caves.moc"
