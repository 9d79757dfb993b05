#include "TileMap.h"

#include <algorithm>

namespace pd {

char tileGlyph(Tile t) {
    switch (t) {
    case Tile::Wall:
        return '#';
    case Tile::Floor:
        return '.';
    case Tile::Door:
        return '+';
    case Tile::StairsDown:
        return '>';
    case Tile::StairsUp:
        return '<';
    case Tile::DeepWater:
        return '~';
    case Tile::Lava:
        return '%';
    case Tile::Chasm:
        return ':';
    case Tile::Bridge:
        return '=';
    case Tile::Grass:
        return '"';
    case Tile::LockedDoor:
        return 'L';
    }
    return '?';
}

TileMap::TileMap(int width, int height, Tile fill)
    : m_width(std::max(0, width))
    , m_height(std::max(0, height))
    , m_tiles(std::size_t(m_width) * std::size_t(m_height), fill) {}

void TileMap::fill(Tile t) {
    std::fill(m_tiles.begin(), m_tiles.end(), t);
}

int TileMap::count(Tile t) const {
    return int(std::count(m_tiles.begin(), m_tiles.end(), t));
}

bool TileMap::hasTerrain() const {
    return std::any_of(m_tiles.begin(), m_tiles.end(), [](Tile t) { return isTerrain(t); });
}

} // namespace pd
