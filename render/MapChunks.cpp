#include "MapChunks.h"

#include "LevelRenderer.h"
#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/Game.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pd {

namespace {

// The terrain features a cell can show, as LevelRenderer names them.
const char *const kFeatures[14] = {"wall",      "floor",  "door",     "door-open",  "stairs-down",
                                   "stairs-up", "exit",   "entrance", "deep-water", "lava",
                                   "chasm",     "bridge", "grass",    "door-locked"};

int featureIndex(Tile t, bool maze, bool open) {
    switch (t) {
    case Tile::Wall:
        return 0;
    case Tile::Floor:
        return 1;
    case Tile::Door:
        return open ? 3 : 2;
    case Tile::StairsDown:
        return maze ? 6 : 4;
    case Tile::StairsUp:
        return maze ? 7 : 5;
    case Tile::DeepWater:
        return 8;
    case Tile::Lava:
        return 9;
    case Tile::Chasm:
        return 10;
    case Tile::Bridge:
        return 11;
    case Tile::Grass:
        return 12;
    case Tile::LockedDoor:
        return 13;
    }
    return 1;
}

// A cell's code: bit 0 explored, bit 1 remembered (explored, out of view), bits 2-5 the
// feature, 6-7 the floor variant, 8-15 the light's darkness, 16-20 a cloud in view, 32-63 what
// lies on it.
constexpr std::uint64_t kExplored = 1, kRemembered = 2;

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return h;
}

} // namespace

MapChunks::MapChunks(LevelRenderer &renderer)
    : m_renderer(renderer) {}

int MapChunks::chunkCells() const {
    // About 384 pixels a side, whatever the zoom: big enough that a view is a few blits, small
    // enough that a turn redraws little and the kept chunks stay a few megabytes.
    return std::clamp(384 / std::max(1, m_renderer.cellSize()), 4, 32);
}

void MapChunks::clear() {
    m_chunks.clear();
    m_things.clear();
    m_openDoors.clear();
    m_revision = Revision();
    for (auto &f : m_terrain)
        for (auto &v : f)
            for (QPixmap &p : v)
                p = QPixmap();
}

const QPixmap &MapChunks::terrain(int feature, int variant, bool remembered) {
    QPixmap &p = m_terrain[feature][variant][remembered ? 1 : 0];
    if (p.isNull())
        p = m_renderer.featurePicture(QLatin1String(kFeatures[feature]), variant, remembered);
    return p;
}

void MapChunks::startRevision(const Game &game) {
    const LevelState &ls = game.level();
    const TileMap &map = ls.level.map;
    m_renderer.setDepth(ls.level.depth);
    const Revision now{&game, &ls, game.commands().size(), m_renderer.cellSize(),
                       m_renderer.tilesetLook()};
    if (now == m_revision)
        return;
    if (now.game != m_revision.game || now.level != m_revision.level ||
        now.cell != m_revision.cell || now.look != m_revision.look)
        clear();
    m_revision = now;
    ++m_revisionNumber;
    m_chunkCells = chunkCells();
    m_columns = (map.width() + m_chunkCells - 1) / m_chunkCells;
    // Doors stand open where someone stands in them (the hero, or a monster in view).
    m_openDoors.assign(std::size_t(map.size()), 0);
    const auto open = [&](Point p) {
        if (map.at(p) == Tile::Door)
            m_openDoors[std::size_t(map.index(p))] = 1;
    };
    open(game.state().hero.pos);
    for (const Actor &a : ls.actors) {
        if (map.at(a.pos) == Tile::Door && game.isVisible(a.pos))
            open(a.pos);
    }
    m_things.clear();
    for (const KnownThing &t : PlayerView::thingsIn(game, 0, 0, map.width(), map.height()))
        m_things[(t.pos.y / m_chunkCells) * m_columns + t.pos.x / m_chunkCells].push_back(t);
}

void MapChunks::update(Chunk &chunk, int cx, int cy, const Game &game) {
    if (chunk.checked == m_revisionNumber)
        return;
    chunk.checked = m_revisionNumber;
    const LevelState &ls = game.level();
    const TileMap &map = ls.level.map;
    const int n = m_chunkCells, s = m_renderer.cellSize();
    const bool maze = ls.level.generator == QLatin1String("maze");
    const Ruleset &rules = game.pack().ruleset;
    const bool fov = rules.fovEnabled;
    const Point hero = game.state().hero.pos;
    const int radius = std::max(1, rules.fovRadius);
    const int x0 = cx * n, y0 = cy * n;

    std::vector<std::uint64_t> codes(std::size_t(n * n), 0);
    for (int y = y0; y < std::min(y0 + n, map.height()); ++y) {
        for (int x = x0; x < std::min(x0 + n, map.width()); ++x) {
            const Point p{x, y};
            const std::size_t i = std::size_t(map.index(p));
            if (!ls.explored[i])
                continue;
            const bool visible = game.isVisible(p);
            std::uint64_t code = kExplored | (visible ? 0 : kRemembered);
            code |= std::uint64_t(featureIndex(map.at(p), maze, m_openDoors[i] != 0)) << 2;
            code |= std::uint64_t(LevelRenderer::variantOf(x, y)) << 6;
            if (visible && fov) {
                // Light falls off with distance from the hero, never below two thirds.
                const int dx = x - hero.x, dy = y - hero.y;
                const int alpha =
                    std::min(110, (dx * dx + dy * dy) * 110 / (radius * radius + radius));
                if (alpha > 6)
                    code |= std::uint64_t(alpha) << 8;
            }
            if (const CloudCell *c = visible ? clouds::at(ls, p) : nullptr) {
                // bits 16-17: 1 fire, 2 gas; 18-20: its strength
                code |= std::uint64_t(c->isFire() ? 1 : 2) << 16;
                code |= std::uint64_t(LevelRenderer::cloudStrength(c->volume)) << 18;
            }
            codes[std::size_t((y - y0) * n + (x - x0))] = code;
        }
    }
    const auto things = m_things.find(cy * m_columns + cx);
    if (things != m_things.end()) {
        for (const KnownThing &t : things->second) {
            std::uint64_t &code = codes[std::size_t((t.pos.y - y0) * n + (t.pos.x - x0))];
            std::uint64_t h = code >> 32;
            h = mix(h, std::uint64_t(t.kind) + 1);
            h = mix(h, qHash(t.id));
            h = mix(h, t.spent ? 1 : 2);
            code = (code & 0xFFFFFFFFULL) | (h << 32);
        }
    }

    const qreal dpr = m_renderer.devicePixelRatio();
    if (chunk.image.isNull()) {
        const int px = int(std::lround(n * s * dpr));
        chunk.image = QImage(px, px, QImage::Format_RGB32);
        chunk.image.setDevicePixelRatio(dpr);
        chunk.codes.assign(std::size_t(n * n), ~std::uint64_t(0));
    }
    QPainter p;
    for (int i = 0; i < n * n; ++i) {
        if (chunk.codes[std::size_t(i)] == codes[std::size_t(i)])
            continue;
        if (!p.isActive())
            p.begin(&chunk.image);
        const Point cell{x0 + i % n, y0 + i / n};
        drawCell(p, game, cell, codes[std::size_t(i)], QPoint((i % n) * s, (i / n) * s));
        chunk.codes[std::size_t(i)] = codes[std::size_t(i)];
        ++m_redrawn;
    }
}

void MapChunks::drawCell(QPainter &p, const Game &game, Point cell, std::uint64_t code, QPoint at) {
    const int s = m_renderer.cellSize();
    p.fillRect(QRect(at, QSize(s, s)), Qt::black);
    if (!(code & kExplored))
        return;
    const bool remembered = code & kRemembered;
    p.drawPixmap(at, terrain(int(code >> 2) & 15, int(code >> 6) & 3, remembered));
    if (code >> 32) {
        const auto things =
            m_things.find((cell.y / m_chunkCells) * m_columns + cell.x / m_chunkCells);
        for (const KnownThing &thing : things->second) {
            if (thing.pos != cell)
                continue;
            p.drawPixmap(at, m_renderer.thingPicture(thing, remembered));
        }
    }
    if (const int cloud = int(code >> 16) & 3; cloud != 0)
        p.fillRect(QRect(at, QSize(s, s)),
                   LevelRenderer::cloudColour(cloud == 1, int(code >> 18) & 7));
    const int alpha = int(code >> 8) & 0xFF;
    if (alpha > 0)
        p.fillRect(QRect(at, QSize(s, s)), QColor(0, 0, 0, alpha));
    Q_UNUSED(game);
}

void MapChunks::evict(std::size_t keep) {
    if (m_chunks.size() <= keep)
        return;
    std::vector<std::pair<std::uint64_t, int>> byAge;
    for (const auto &[index, chunk] : m_chunks)
        byAge.push_back({chunk.used, index});
    std::sort(byAge.begin(), byAge.end());
    for (std::size_t i = 0; i + keep < byAge.size(); ++i)
        m_chunks.erase(byAge[i].second);
}

void MapChunks::paint(QPainter &painter, const Game &game, const QRectF &exposed) {
    m_redrawn = 0;
    ++m_frame;
    startRevision(game);
    const TileMap &map = game.level().level.map;
    const int s = m_renderer.cellSize(), n = m_chunkCells, px = n * s;
    const QRect area =
        exposed.toAlignedRect().intersected(QRect(0, 0, map.width() * s, map.height() * s));
    if (area.isEmpty())
        return;
    const qreal dpr = m_renderer.devicePixelRatio();
    const int band = std::max(1, int(kBandRows / dpr));
    std::size_t painted = 0;
    for (int cy = area.top() / px; cy <= area.bottom() / px; ++cy) {
        for (int cx = area.left() / px; cx <= area.right() / px; ++cx) {
            Chunk &chunk = m_chunks[cy * m_columns + cx];
            update(chunk, cx, cy, game);
            chunk.used = m_frame;
            ++painted;
            const QRect bounds(cx * px, cy * px, px, px);
            const QRect part = bounds.intersected(area);
            for (int y = part.top(); y <= part.bottom(); y += band) {
                const QRect target(part.left(), y, part.width(),
                                   std::min(band, part.bottom() + 1 - y));
                const QRectF source(QPointF(target.topLeft() - bounds.topLeft()) * dpr,
                                    QSizeF(target.size()) * dpr);
                painter.drawImage(QRectF(target), chunk.image, source);
            }
        }
    }
    // Keep the chunks of about two views; the rest are made again when the camera comes back.
    evict(std::max<std::size_t>(48, painted * 2));
}

} // namespace pd
