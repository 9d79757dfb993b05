#pragma once

#include "engine/PlayerView.h"
#include "gen/Geometry.h"

#include <QImage>
#include <QPixmap>
#include <QRectF>

#include <cstdint>
#include <unordered_map>
#include <vector>

class QPainter;

namespace pd {

class Game;
class LevelRenderer;

// The live map of a game, drawn as square chunks of cells that are kept as pictures (KDE's
// games keep each tile once per size; Brogue redraws only the cells that changed). A chunk
// holds everything below the figures: terrain, what lies on it, never-seen cells black and the
// light falling off around the hero. Each cell has a code (what it shows); when the game has
// moved on, the codes of the chunks being painted are worked out again and only the cells whose
// code changed are drawn again. A frame where nothing changed is a few blits.
//
// Blits go in bands of at most kBandRows pixel rows: Qt 6.4's raster engine hands a draw of 96
// or more spans (rows, or row pieces under a clip region) to Qt's global thread pool in
// segments and waits for them, which costs more than the blit on a busy machine.
class MapChunks {
public:
    static constexpr int kBandRows = 44;

    explicit MapChunks(LevelRenderer &renderer);

    // Forget every picture: a new game, level, cell size, look or pack.
    void clear();
    // The game's current level over the scene rectangle `exposed` (cellSize() pixels a cell).
    void paint(QPainter &painter, const Game &game, const QRectF &exposed);

    // Cells side by side in a chunk at the renderer's cell size.
    int chunkCells() const;
    // Cells drawn again by the last paint (tests: a turn redraws what changed, not the view).
    int cellsRedrawn() const { return m_redrawn; }
    std::size_t chunkCount() const { return m_chunks.size(); }

private:
    struct Chunk {
        QImage image;
        std::vector<std::uint64_t> codes;          // per cell; ~0 before it is first drawn
        std::uint64_t checked = ~std::uint64_t(0); // the revision its codes were worked out for
        std::uint64_t used = 0;                    // the frame it was last painted in
    };
    struct Revision {
        const Game *game = nullptr;
        const void *level = nullptr;
        qsizetype commands = -1;
        int cell = 0;
        QString look; // the tileset look of the level's band (LevelRenderer::tilesetLook)
        bool operator==(const Revision &o) const {
            return game == o.game && level == o.level && commands == o.commands && cell == o.cell &&
                   look == o.look;
        }
    };

    void startRevision(const Game &game);
    void update(Chunk &chunk, int cx, int cy, const Game &game);
    void drawCell(QPainter &p, const Game &game, Point cell, std::uint64_t code, QPoint at);
    const QPixmap &terrain(int feature, int variant, bool remembered);
    void evict(std::size_t keep);

    LevelRenderer &m_renderer;
    std::unordered_map<int, Chunk> m_chunks; // by chunk index (cy * columns + cx)
    Revision m_revision;
    std::uint64_t m_revisionNumber = 0;
    std::uint64_t m_frame = 0;
    int m_redrawn = 0;
    int m_chunkCells = 16;
    int m_columns = 0;
    // Per revision: the doors someone stands in, and what lies on seen cells, by chunk.
    std::vector<std::uint8_t> m_openDoors;
    std::unordered_map<int, std::vector<KnownThing>> m_things;
    QPixmap m_terrain[14][4][2]; // feature × variant × remembered
};

} // namespace pd
