#pragma once

#include "ColourVision.h"
#include "TileAtlas.h"
#include "engine/Direction.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QString>

class QPainter;

namespace pd {

struct KnownThing;
class Game;
class Pack;
struct Level;

enum class MapLook { Glyph, Tiles };

// The colour of each thing a level shows, the mean of its picture in one look: what the look
// becomes at one to five pixels a cell. Immutable once made, so any thread may draw with it.
class LevelPalette {
public:
    QRgb feature(const QString &name) const;                  // "wall", "floor", "door", ...
    QRgb thing(const QString &kind, const QString &id) const; // "monster", "item", "trap", ...

    // A generated level with the fog off at `cell` pixels a cell (1 to 5 read best): terrain,
    // then what lies on it, then the monsters; the arrival white, the way down bright blue.
    QImage draw(const Level &level, int cell) const;

private:
    friend class LevelRenderer;
    QHash<QString, QRgb> m_colours;
};

// Draws a level, cell by cell, in one of two looks: coloured glyphs on dark cells (the pack's
// tileset.json and each record's glyph and colour), or tiles the project draws itself (or a
// pack's own sprite sheet, where its tileset names one). Every picture is made once per cell
// size and kept (like KGameRenderer), so painting is one blit per cell. The map view's layer
// items, its benchmark and its tests share it; it reads the game only through what the hero
// knows (PlayerView), so nothing hidden is ever drawn.
class LevelRenderer {
public:
    LevelRenderer();

    void setPack(const Pack *pack); // clears the pictures
    // The tileset look pictures are drawn in (Tileset::looks; empty: the base tiles): the look
    // of the band of `depth` (Ruleset::Band::look). Pictures are kept per look, so going back
    // to a depth draws nothing again. The painters of a game or a level set it themselves.
    void setDepth(int depth);
    void setTilesetLook(const QString &look);
    const QString &tilesetLook() const { return m_tilesetLook; }
    void setLook(MapLook look);
    MapLook look() const { return m_look; }
    void setCellSize(int pixels);
    int cellSize() const { return m_cell; }
    void setDevicePixelRatio(qreal ratio);
    // The colour palette every picture is drawn in (ColourVision); clears the pictures.
    void setColourPalette(ColourVision::Palette palette);
    ColourVision::Palette colourPalette() const { return m_colours; }
    qreal devicePixelRatio() const { return m_dpr; }
    // Which of the four looks of a wall or floor the cell (x, y) takes.
    static int variantOf(int x, int y);

    // The terrain and what lies on it (chests, seen traps, chips, items) for the cells of
    // `cells` (in cells, clipped to the map), drawn at (x * cellSize, y * cellSize). Remembered
    // cells are drawn dimmed and desaturated; never-seen cells are left alone.
    void paintTerrain(QPainter &painter, const Game &game, const QRect &cells);
    // Over the terrain: never-seen cells black, cells in view darkening with distance from the
    // hero (Brogue-like light).
    void paintFog(QPainter &painter, const Game &game, const QRect &cells);
    // The hero (record empty) or a monster, facing `facing`, in walk frame `frame` (0 standing,
    // 1 and 2 the strides; the glyph look has one picture).
    QPixmap figure(const QString &record, Direction facing, int frame = 0);
    // A terrain feature's cell ("floor", "lava", ...), in view or remembered (greyed, but a
    // danger keeps its hue), variant 0-3 for walls and floors.
    QPixmap featurePicture(const QString &feature, int variant, bool remembered);

    // A tileset's tile as the map shows it in view: a feature ("wall", "chest", "hero"), or the
    // id of a monster, an item or a trap (its record's look under the tileset's). The Editor's
    // tileset dock and record forms show looks with it.
    QPixmap tilePicture(const QString &tile);
    // The glyph and its colour (#rrggbb) the glyph look draws for that tile now: what a tile made
    // for it in a tileset starts from, since a tileset's tile must give its glyph.
    std::pair<QString, QString> tileGlyph(const QString &tile) const;

    // A level as generated, everything shown (no fog): the seed preview and `generate --format
    // png`. The arrival is ringed white and the way down blue, so both are found at a glance.
    void paintLevel(QPainter &painter, const Level &level, const QRect &cells);
    // The whole level at cellSize(); below 6 pixels a cell, each cell one colour (palette()).
    QImage levelImage(const Level &level);
    // The current look's colours for every feature and every record of the pack.
    LevelPalette palette();

    // A cloud over a cell in view (engine/Clouds.h): translucent orange fire or green gas,
    // thicker the more volume it holds. `strength` is cloudStrength's, 1 to 7.
    static int cloudStrength(int volume);
    static QColor cloudColour(bool fire, int strength);

    // The colour a cell of this kind shows in the glyph look (tests sample pixels with it).
    QColor background(const QString &feature) const;

private:
    friend class MapChunks;
    struct Face {
        QString glyph;
        QColor fg;
        QColor bg;
        QString sheet;
        int column = 0;
        int row = 0;
    };
    Face face(const QString &key, const QString &glyph, const QString &colour) const;
    QPixmap picture(const QString &key, int variant, bool remembered,
                    const std::function<void(QPainter &, int)> &draw, bool danger = false);
    QPixmap glyphPicture(const Face &f, bool remembered, bool danger = false);
    QPixmap thingPicture(const QString &kind, const QString &id, bool remembered);
    // A thing the hero knows of, in the picture of its state (an open chest, a sprung trap).
    QPixmap thingPicture(const KnownThing &thing, bool remembered);
    QPixmap sheetRegion(const Face &f);

    const Pack *m_pack = nullptr;
    MapLook m_look = MapLook::Tiles;
    QString m_tilesetLook;
    int m_cell = 24;
    qreal m_dpr = 1.0;
    ColourVision::Palette m_colours = ColourVision::Palette::Standard;
    QFont m_font;
    QHash<QString, QPixmap> m_cache;
    QHash<QString, QImage> m_sheets;
    TileAtlas m_atlas; // the pack's own atlas, whose cells replace the drawn tiles
};

} // namespace pd
