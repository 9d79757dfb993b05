#include "LevelImage.h"

#include <algorithm>

namespace pd::cli {

namespace {
QRgb tileColor(Tile t) {
    switch (t) {
    case Tile::Wall:
        return qRgb(0x2b, 0x2f, 0x3a);
    case Tile::Floor:
        return qRgb(0xd8, 0xcf, 0xb8);
    case Tile::Door:
        return qRgb(0x9c, 0x5b, 0x25);
    case Tile::StairsDown:
        return qRgb(0x25, 0x6f, 0xd6);
    case Tile::StairsUp:
        return qRgb(0x2e, 0xa0, 0x5a);
    }
    return qRgb(255, 0, 255);
}

QRgb entityColor(LevelEntity::Kind k) {
    switch (k) {
    case LevelEntity::Kind::Monster:
        return qRgb(0xd2, 0x2f, 0x27);
    case LevelEntity::Kind::Chest:
        return qRgb(0xe8, 0xb3, 0x1c);
    case LevelEntity::Kind::Trap:
        return qRgb(0x8e, 0x44, 0xad);
    case LevelEntity::Kind::Chip:
        return qRgb(0x12, 0xb5, 0xc9);
    case LevelEntity::Kind::Item:
        return qRgb(0xf0, 0x7d, 0x28);
    }
    return qRgb(255, 0, 255);
}

void fillCell(QImage &img, int cx, int cy, int cell, int inset, QRgb color) {
    for (int y = cy * cell + inset; y < (cy + 1) * cell - inset; ++y) {
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(y));
        for (int x = cx * cell + inset; x < (cx + 1) * cell - inset; ++x)
            line[x] = color;
    }
}
} // namespace

QImage renderLevel(const Level &level, int cellSize) {
    const int w = std::max(1, level.width()), h = std::max(1, level.height());
    int cell = cellSize;
    if (cell <= 0)
        cell = std::clamp(1600 / std::max(w, h), 3, 16);
    QImage img(w * cell, h * cell, QImage::Format_RGB32);
    img.fill(tileColor(Tile::Wall));
    for (int y = 0; y < level.height(); ++y)
        for (int x = 0; x < level.width(); ++x) {
            const Tile t = level.map.at(x, y);
            fillCell(img, x, y, cell, 0, tileColor(t));
            // A faint grid on floor keeps cells countable.
            if (t == Tile::Floor && cell >= 6) {
                for (int i = 0; i < cell; ++i) {
                    img.setPixel(x * cell + i, y * cell, qRgb(0xc9, 0xbf, 0xa6));
                    img.setPixel(x * cell, y * cell + i, qRgb(0xc9, 0xbf, 0xa6));
                }
            }
        }
    const int inset = std::max(1, cell / 5);
    for (const LevelEntity &e : level.entities)
        if (level.map.inBounds(e.at))
            fillCell(img, e.at.x, e.at.y, cell, inset, entityColor(e.kind));
    // The hero's arrival: a white ring.
    if (level.map.inBounds(level.arrival) && cell >= 4) {
        const int x0 = level.arrival.x * cell, y0 = level.arrival.y * cell;
        for (int i = 1; i < cell - 1; ++i) {
            img.setPixel(x0 + i, y0 + 1, qRgb(255, 255, 255));
            img.setPixel(x0 + i, y0 + cell - 2, qRgb(255, 255, 255));
            img.setPixel(x0 + 1, y0 + i, qRgb(255, 255, 255));
            img.setPixel(x0 + cell - 2, y0 + i, qRgb(255, 255, 255));
        }
    }
    return img;
}

} // namespace pd::cli
