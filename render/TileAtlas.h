#pragma once

#include "engine/Direction.h"

#include <QHash>
#include <QImage>
#include <QJsonObject>
#include <QPoint>
#include <QStringList>

class QPainter;

namespace pd {

// The tiles the renderer draws in code (TileArt), laid out as one picture of named cells, twelve
// to a row: the terrain, the things on it, then every creature the art knows in each tier,
// facing south, west, east and north in its three walk frames. resources/tiles/atlas.png and
// atlas.json are the program's own at 32 pixels (`permadungeon-cli atlas` writes them). A pack's
// tileset may name an atlas of the same layout: its pictures then replace the drawn ones cell by
// cell, and a cell left transparent keeps the drawn tile (docs/data-format.md, "Tileset").
class TileAtlas {
public:
    static constexpr int kColumns = 12;

    // Every cell's name, row by row ("wall/0", "trap-sprung/crack", "figure/goblin/1/w/2").
    static const QStringList &cellNames();
    // A cell's column and row; (-1, -1) for a name that is not in the layout.
    static QPoint cellOf(const QString &name);
    // The cell of what the renderer draws. Empty for what the layout does not hold (a
    // designer's own creature, drawn from its colour and glyph).
    static QString featureCell(const QString &feature, int variant);
    static QString thingCell(const QString &kind, const QString &id, const QString &itemKind);
    static QString figureCell(const QString &race, int tier, Direction look, int frame);

    // The program's own tiles, `size` pixels a cell, in the colours of the classic pack.
    static QImage draw(int size);
    // The layout (atlas.json): the cell size, the columns and each cell's [column, row].
    static QJsonObject layout(int size);

    // Reads a pack's atlas with cells of `size` pixels. False (and an empty atlas) when the
    // file does not load as an image; a smaller image has only the cells it covers.
    bool load(const QString &file, int size);
    void clear() { m_cells.clear(); }
    bool isEmpty() const { return m_cells.isEmpty(); }
    // Draws the cell into a square of `s` pixels; false when the atlas has no picture there.
    bool paint(QPainter &painter, int s, const QString &name) const;

private:
    QHash<QString, QImage> m_cells; // only the cells with a visible pixel
};

} // namespace pd
