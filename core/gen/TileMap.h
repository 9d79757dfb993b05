#pragma once

#include "gen/Geometry.h"

#include <cstdint>
#include <vector>

namespace pd {

// What a map cell is made of. Entities (monsters, chests, ...) stand on cells; they are not tiles.
// A maze's entrance and exit are its StairsUp and StairsDown. The terrain after StairsUp (the
// ruleset's "terrain", docs/rules.md "Terrain"; no bundled pack has any) is appended, never
// renumbered: saves hold the numbers.
enum class Tile : std::uint8_t {
    Wall = 0,
    Floor = 1,
    Door = 2,
    StairsDown = 3,
    StairsUp = 4,
    DeepWater = 5, // the hero swims; what he carries may float away
    Lava = 6,      // death to whoever enters
    Chasm = 7,     // a fall to the next depth
    Bridge = 8,    // a way over a chasm
    Grass = 9,     // tall grass: blocks sight
    // Vaults (the ruleset's "vaults"; ours, docs/rules.md "Vaults"): a door no one passes until
    // the hero opens it with a key; then it is a Door.
    LockedDoor = 10,
};
constexpr int kTileCount = 11;

// The hero may step onto every tile but a wall or a locked door (into lava and chasms too: the
// rules say what follows). Monsters, paths and the bot keep off the hazards (isHazard).
constexpr bool isPassable(Tile t) {
    return t != Tile::Wall && t != Tile::LockedDoor;
}
// Terrain no monster enters and no path crosses: deep water, lava, a chasm.
constexpr bool isHazard(Tile t) {
    return t == Tile::DeepWater || t == Tile::Lava || t == Tile::Chasm;
}
// Opaque to sight as a wall is (tall grass).
constexpr bool blocksSight(Tile t) {
    return t == Tile::Wall || t == Tile::Grass || t == Tile::LockedDoor;
}
constexpr bool isTerrain(Tile t) {
    return int(t) > int(Tile::StairsUp);
}
char tileGlyph(Tile t); // '#', '.', '+', '>', '<', '~', '%', ':', '=', '"', 'L'

// A rectangular grid of tiles, row-major. Out-of-bounds reads are walls.
class TileMap {
public:
    TileMap() = default;
    TileMap(int width, int height, Tile fill = Tile::Wall);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int size() const { return m_width * m_height; }
    bool inBounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    bool inBounds(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    int index(Point p) const { return p.y * m_width + p.x; }
    Point point(int index) const { return {index % m_width, index / m_width}; }

    Tile at(Point p) const { return inBounds(p) ? m_tiles[std::size_t(index(p))] : Tile::Wall; }
    Tile at(int x, int y) const { return at(Point{x, y}); }
    void set(Point p, Tile t) {
        if (inBounds(p))
            m_tiles[std::size_t(index(p))] = t;
    }
    void set(int x, int y, Tile t) { set(Point{x, y}, t); }
    void fill(Tile t);
    bool passable(Point p) const { return isPassable(at(p)); }

    const std::vector<Tile> &tiles() const { return m_tiles; }
    std::vector<Tile> &tiles() { return m_tiles; }
    int count(Tile t) const;
    bool hasTerrain() const; // any tile after StairsUp
    bool operator==(const TileMap &o) const {
        return m_width == o.m_width && m_height == o.m_height && m_tiles == o.m_tiles;
    }

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<Tile> m_tiles;
};

} // namespace pd
