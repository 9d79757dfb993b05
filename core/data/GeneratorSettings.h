#pragma once

#include "json/JsonObjectReader.h"

#include <QJsonObject>
#include <QStringList>

namespace pd {

// What a generator table's rows give (their "value" objects): pack data, so it is read and
// checked here, beside the other records; the generators in gen/ take it as their input.

// The rooms-and-tunnels tutorial: rooms and L-shaped tunnels on a W×H map.
struct RoomsSettings {
    int width = 80;
    int height = 50;
    int maxRooms = 15;
    int roomMin = 6;
    int roomMax = 10;
    int loopPercent = 0; // chance per room of one extra tunnel to a random other room
    bool doors = true;   // doors where tunnels enter rooms
};

// The caves tutorial: cellular-automaton caves.
struct CavesSettings {
    enum class Connect { Largest, Tunnels };
    int width = 80;
    int height = 50;
    int fillPercent = 45;  // initial walls
    int passes = 8;        // smoothing passes
    int wallThreshold = 5; // a cell becomes wall with at least this many walls in its 3×3 block
    Connect connect = Connect::Tunnels;
};

// The maze-duel report: a perfect maze on n×n cells, entrance top-left, exit bottom-right.
struct MazeSettings {
    // Prim: randomized Prim's algorithm (a uniform frontier cell joins the maze). Walk: the
    // report's own method: carve on from the current cell to a random unvisited neighbour;
    // where there is none, go on from a random visited cell that still has one.
    enum class Algorithm { Prim, Walk };
    int cells = 5;
    Algorithm algorithm = Algorithm::Prim;
};

// The room-by-room chapter: one room at a time from the pack's dice tables.
struct ChambersSettings {
    QString sizeTable;     // rows' values: {"width": dice, "height": dice, "contents": table?}
    QString shapeTable;    // rows' values: {"shape": rectangle|L|cross|round|pillared}
    QString exitsTable;    // rows' values: 1..4
    QString contentsTable; // used when a size row names no contents
    // Persistent packs: how many rooms one level links door to door (disposable packs make
    // one room at a time and ignore it).
    int rooms = 8;
    // The room-by-room chapter's rule: the wall opposite the entry always has a door too, so
    // every room can be crossed (the exits roll then counts both of them). Off: only the entry
    // wall is certain.
    bool axisDoors = false;
};

// The settings of one level's generator, read from a generator table row's "value". Numbers may
// be written as expressions of the level's depth ("depth+4", "2*depth+10").
struct GeneratorSettings {
    enum class Kind { Rooms, Caves, Maze, Chambers };

    Kind kind = Kind::Rooms;
    RoomsSettings rooms;
    CavesSettings caves;
    MazeSettings maze;
    ChambersSettings chambers;
    QJsonObject raw; // as written, for the level's record

    QString name() const;
    int version() const;
    static const QStringList &names();
    static const QStringList &shapeNames();
    // Reads and checks the settings for a given depth; errors go through the reader.
    static GeneratorSettings fromJson(JsonObjectReader &r, int depth);
};

// Versions of the generators: bump one whenever its output for the same settings and seed
// changes (the seed catalog test makes an unintended change fail).
constexpr int kRoomsVersion = 1;
constexpr int kCavesVersion = 1;
constexpr int kMazeVersion = 1;
constexpr int kMazeWalkVersion = 1; // the maze's "walk" algorithm, versioned on its own
constexpr int kChambersVersion = 2; // 2: room contents never stay on stairs

} // namespace pd
