#include "LevelRenderer.h"

#include "TileArt.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"
#include "gen/Level.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QPainter>

namespace pd {

namespace {

// The gold mark of a leader (a pip) or a king (a three-pointed crown) at the top right of a
// glyph's cell, outlined dark so it reads on any floor.
void tierMark(QPainter &p, int s, bool king) {
    const qreal u = std::max(2.0, s / 10.0);
    const QPointF at(s - u * 2.2, u * 1.6);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(QColor(0, 0, 0, 220), std::max(1.0, u / 2.5)));
    p.setBrush(QColor(0xff, 0xd0, 0x40));
    if (king) {
        const QPolygonF crown{at + QPointF(-u * 1.5, u),        at + QPointF(-u * 1.5, -u * 0.6),
                              at + QPointF(-u * 0.75, u * 0.1), at + QPointF(0, -u),
                              at + QPointF(u * 0.75, u * 0.1),  at + QPointF(u * 1.5, -u * 0.6),
                              at + QPointF(u * 1.5, u)};
        p.drawPolygon(crown);
    } else {
        p.drawEllipse(at, u, u);
    }
    p.restore();
}

QString featureOf(Tile t, bool maze, bool open) {
    switch (t) {
    case Tile::Wall:
        return QStringLiteral("wall");
    case Tile::Floor:
        return QStringLiteral("floor");
    case Tile::Door:
        return open ? QStringLiteral("door-open") : QStringLiteral("door");
    case Tile::StairsDown:
        return maze ? QStringLiteral("exit") : QStringLiteral("stairs-down");
    case Tile::StairsUp:
        return maze ? QStringLiteral("entrance") : QStringLiteral("stairs-up");
    case Tile::DeepWater:
        return QStringLiteral("deep-water");
    case Tile::Lava:
        return QStringLiteral("lava");
    case Tile::Chasm:
        return QStringLiteral("chasm");
    case Tile::Bridge:
        return QStringLiteral("bridge");
    case Tile::Grass:
        return QStringLiteral("grass");
    case Tile::LockedDoor:
        return QStringLiteral("door-locked");
    }
    return QStringLiteral("floor");
}

// Terrain with rules (docs/rules.md "Terrain"): the glyph and colour a feature has when the
// pack's tileset does not give it one.
struct TerrainLook {
    const char *feature;
    const char *glyph;
    QRgb colour;
};
constexpr TerrainLook kTerrainLooks[] = {
    {"deep-water", "~", 0x2a5fb0}, {"lava", "~", 0xe0501c},   {"chasm", ":", 0x6a6258},
    {"bridge", "=", 0xa07848},     {"grass", "\"", 0x4c9a3a}, {"door-locked", "+", 0xd0a030},
};

const TerrainLook *terrainLook(const QString &feature) {
    for (const TerrainLook &t : kTerrainLooks)
        if (feature == QLatin1String(t.feature))
            return &t;
    return nullptr;
}

// Remembered cells: mostly grey, and dark (the caves tutorial's fog of war). A danger (lava)
// keeps most of its hue, so that a remembered one still reads as one from across the level.
void remember(QImage &image, bool danger) {
    const int keep = danger ? 8 : 3, light = danger ? 80 : 58;
    for (int y = 0; y < image.height(); ++y) {
        QRgb *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = line[x];
            const int a = qAlpha(c);
            const int grey = (qRed(c) * 11 + qGreen(c) * 16 + qBlue(c) * 5) / 32;
            const auto tone = [&](int channel, int tint) {
                return std::min(a, ((channel * keep + grey * (10 - keep)) / 10) * light / 100 +
                                       tint * a / 255);
            };
            line[x] = qRgba(tone(qRed(c), 0), tone(qGreen(c), danger ? 0 : 1),
                            tone(qBlue(c), danger ? 0 : 4), a);
        }
    }
}

quint32 cellVariant(int x, int y) {
    quint32 h = quint32(x) * 73856093U ^ quint32(y) * 19349663U;
    h ^= h >> 13;
    h *= 0x5bd1e995U;
    h ^= h >> 15;
    return h;
}

// The mean colour of a picture's visible pixels (a figure's transparent margin does not count).
QRgb meanColour(const QImage &picture) {
    const QImage image = picture.convertToFormat(QImage::Format_ARGB32);
    qint64 r = 0, g = 0, b = 0, a = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const int alpha = qAlpha(line[x]);
            r += qRed(line[x]) * alpha;
            g += qGreen(line[x]) * alpha;
            b += qBlue(line[x]) * alpha;
            a += alpha;
        }
    }
    if (a == 0)
        return qRgb(0x80, 0x80, 0x80);
    return qRgb(int(r / a), int(g / a), int(b / a));
}

const QRgb kArrivalMark = qRgb(0xff, 0xff, 0xff);
const QRgb kWayDownMark = qRgb(0x3d, 0xa5, 0xff);

} // namespace

QRgb LevelPalette::feature(const QString &name) const {
    return m_colours.value(QStringLiteral("f:") + name, qRgb(0x80, 0x80, 0x80));
}

QRgb LevelPalette::thing(const QString &kind, const QString &id) const {
    const auto it = m_colours.constFind(kind + u':' + id);
    if (it != m_colours.constEnd())
        return *it;
    return m_colours.value(kind + u':', qRgb(0xe0, 0x40, 0xe0));
}

QImage LevelPalette::draw(const Level &level, int cell) const {
    const TileMap &map = level.map;
    cell = std::max(1, cell);
    QImage image(std::max(1, map.width() * cell), std::max(1, map.height() * cell),
                 QImage::Format_RGB32);
    const bool maze = level.generator == QLatin1String("maze");
    const auto fill = [&](Point p, QRgb colour) {
        for (int y = p.y * cell; y < (p.y + 1) * cell; ++y) {
            QRgb *line = reinterpret_cast<QRgb *>(image.scanLine(y));
            std::fill(line + p.x * cell, line + (p.x + 1) * cell, colour);
        }
    };
    QRgb byTile[kTileCount];
    for (int t = 0; t < kTileCount; ++t)
        byTile[t] = feature(featureOf(Tile(t), maze, false));
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            fill({x, y}, byTile[int(map.at(x, y))]);
    for (const LevelEntity &e : level.entities)
        if (map.inBounds(e.at) && e.kind != LevelEntity::Kind::Monster)
            fill(e.at, thing(LevelEntity::kindName(e.kind), e.id));
    for (const LevelEntity &e : level.entities)
        if (map.inBounds(e.at) && e.kind == LevelEntity::Kind::Monster)
            fill(e.at, thing(LevelEntity::kindName(e.kind), e.id));
    if (level.stairsDown && map.inBounds(*level.stairsDown))
        fill(*level.stairsDown, kWayDownMark);
    if (map.inBounds(level.arrival))
        fill(level.arrival, kArrivalMark);
    return image;
}

LevelRenderer::LevelRenderer()
    : m_font(QFontDatabase::systemFont(QFontDatabase::FixedFont)) {
    m_font.setFamilies({QStringLiteral("DejaVu Sans Mono"), m_font.family()});
    m_font.setStyleHint(QFont::Monospace);
    m_font.setBold(true);
}

void LevelRenderer::setPack(const Pack *pack) {
    m_pack = pack;
    m_cache.clear();
    m_sheets.clear();
    m_atlas.clear();
    m_tilesetLook.clear();
    if (pack && !pack->tileset.atlas.isEmpty())
        m_atlas.load(pack->tileset.filePath(pack->tileset.atlas, pack->rootPath),
                     pack->tileset.tileSize);
}

void LevelRenderer::setDepth(int depth) {
    const Ruleset::Band *band = m_pack ? m_pack->ruleset.bandFor(depth) : nullptr;
    setTilesetLook(band ? band->look : QString());
}

void LevelRenderer::setTilesetLook(const QString &look) {
    m_tilesetLook = m_pack && m_pack->tileset.looks.contains(look) ? look : QString();
}

void LevelRenderer::setLook(MapLook look) {
    m_look = look;
}

void LevelRenderer::setCellSize(int pixels) {
    if (pixels == m_cell)
        return;
    m_cell = pixels;
    m_cache.clear();
}

int LevelRenderer::variantOf(int x, int y) {
    return int(cellVariant(x, y) % 4);
}

void LevelRenderer::setDevicePixelRatio(qreal ratio) {
    if (qFuzzyCompare(ratio, m_dpr))
        return;
    m_dpr = ratio;
    m_cache.clear();
}

void LevelRenderer::setColourPalette(ColourVision::Palette palette) {
    if (palette == m_colours)
        return;
    m_colours = palette;
    m_cache.clear();
}

LevelRenderer::Face LevelRenderer::face(const QString &key, const QString &glyph,
                                        const QString &colour) const {
    Face f;
    f.glyph = glyph.isEmpty() ? QStringLiteral("?") : glyph;
    f.fg = colour.isEmpty() ? QColor(0xd0, 0xd0, 0xd0) : QColor(colour);
    if (const TerrainLook *t = glyph.isEmpty() && colour.isEmpty() ? terrainLook(key) : nullptr) {
        f.glyph = QLatin1String(t->glyph);
        f.fg = QColor(t->colour);
    }
    f.bg = QColor(0x12, 0x11, 0x10);
    if (m_pack) {
        Tileset::Tile t;
        if (m_pack->tileset.tile(QStringLiteral("floor"), m_tilesetLook, t) && !t.bg.isEmpty())
            f.bg = QColor(t.bg);
        if (m_pack->tileset.tile(key, m_tilesetLook, t)) {
            if (!t.glyph.isEmpty())
                f.glyph = t.glyph;
            if (!t.fg.isEmpty())
                f.fg = QColor(t.fg);
            if (!t.bg.isEmpty())
                f.bg = QColor(t.bg);
            f.sheet = t.sheet;
            f.column = t.column;
            f.row = t.row;
        }
    }
    if (!f.fg.isValid())
        f.fg = QColor(0xd0, 0xd0, 0xd0);
    if (!f.bg.isValid())
        f.bg = QColor(0x12, 0x11, 0x10);
    return f;
}

QColor LevelRenderer::background(const QString &feature) const {
    return face(feature, QString(), QString()).bg;
}

QPixmap LevelRenderer::picture(const QString &key, int variant, bool remembered,
                               const std::function<void(QPainter &, int)> &draw, bool danger) {
    const QString cacheKey = QStringLiteral("%1|%2|%3|%4|%5")
                                 .arg(int(m_look))
                                 .arg(key)
                                 .arg(variant)
                                 .arg(remembered ? 1 : 0)
                                 .arg(m_tilesetLook);
    const auto it = m_cache.constFind(cacheKey);
    if (it != m_cache.constEnd())
        return *it;
    const int px = std::max(1, int(std::lround(m_cell * m_dpr)));
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setRenderHint(QPainter::TextAntialiasing, true);
        draw(p, px);
    }
    if (remembered)
        remember(image, danger);
    ColourVision::transform(m_colours, image);
    QPixmap pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(m_dpr);
    m_cache.insert(cacheKey, pixmap);
    return pixmap;
}

QPixmap LevelRenderer::sheetRegion(const Face &f) {
    if (!m_pack || f.sheet.isEmpty())
        return {};
    auto it = m_sheets.find(f.sheet);
    if (it == m_sheets.end()) {
        // Only a regular file is read: a named pipe would block the program for ever.
        const QString file = m_pack->tileset.filePath(f.sheet, m_pack->rootPath);
        it = m_sheets.insert(f.sheet, QFileInfo(file).isFile() ? QImage(file) : QImage());
    }
    const int size = m_pack->tileset.tileSize;
    const QRect region(f.column * size, f.row * size, size, size);
    if (it->isNull() || !it->rect().contains(region))
        return {};
    return QPixmap::fromImage(it->copy(region));
}

QPixmap LevelRenderer::glyphPicture(const Face &f, bool remembered, bool danger) {
    return picture(
        QStringLiteral("g:%1:%2:%3").arg(f.glyph, f.fg.name(), f.bg.name()), 0, remembered,
        [&](QPainter &p, int s) {
            p.fillRect(0, 0, s, s, f.bg);
            QFont font = m_font;
            font.setPixelSize(std::max(6, s * 4 / 5));
            p.setFont(font);
            p.setPen(f.fg);
            p.drawText(QRect(0, 0, s, s), Qt::AlignCenter, f.glyph);
        },
        danger);
}

QPixmap LevelRenderer::featurePicture(const QString &feature, int variant, bool remembered) {
    const Face f = face(feature, QString(), QString());
    if (m_look == MapLook::Glyph)
        return glyphPicture(f, remembered, feature == QLatin1String("lava"));
    const QPixmap sheet = sheetRegion(f);
    if (!sheet.isNull())
        return picture(QStringLiteral("s:") + feature, 0, remembered,
                       [&](QPainter &p, int s) { p.drawPixmap(QRect(0, 0, s, s), sheet); });
    const Face floor = face(QStringLiteral("floor"), QString(), QString());
    const QColor ground = floor.bg.lighter(400);
    const bool varies = feature == QLatin1String("wall") || feature == QLatin1String("floor");
    return picture(
        QStringLiteral("t:") + feature, varies ? variant : 0, remembered,
        [&](QPainter &p, int s) {
            if (m_atlas.paint(p, s, TileAtlas::featureCell(feature, variant)))
                return;
            if (feature == QLatin1String("wall"))
                return tileart::wall(p, s, f.fg, variant);
            tileart::floor(p, s, ground, floor.fg, varies ? variant : 0);
            if (feature.startsWith(QLatin1String("door")))
                tileart::door(p, s, f.fg.darker(130), feature == QLatin1String("door-open"));
            else if (feature == QLatin1String("stairs-down") || feature == QLatin1String("exit"))
                tileart::stairs(p, s, f.fg, true);
            else if (feature == QLatin1String("stairs-up") || feature == QLatin1String("entrance"))
                tileart::stairs(p, s, f.fg, false);
            else if (terrainLook(feature))
                tileart::terrain(p, s, feature, f.fg);
        },
        feature == QLatin1String("lava"));
}

QPixmap LevelRenderer::thingPicture(const KnownThing &thing, bool remembered) {
    QString kind;
    switch (thing.kind) {
    case KnownThing::Kind::Chest:
        kind = thing.spent ? QStringLiteral("chest-open") : QStringLiteral("chest");
        break;
    case KnownThing::Kind::Trap:
        kind = thing.spent ? QStringLiteral("trap-sprung") : QStringLiteral("trap");
        break;
    case KnownThing::Kind::Chip:
        kind = QStringLiteral("chip");
        break;
    case KnownThing::Kind::Item:
        kind = QStringLiteral("item");
        break;
    }
    return thingPicture(kind, thing.id, remembered);
}

QPixmap LevelRenderer::thingPicture(const QString &kind, const QString &id, bool remembered) {
    // kind: "chest", "chest-open", "chip", "trap", "trap-sprung", "item"
    QString glyph, colour, itemKind;
    QString key = kind;
    if (m_pack && kind.startsWith(QLatin1String("trap"))) {
        if (const TrapRecord *t = m_pack->trap(id)) {
            glyph = t->glyph;
            colour = t->color;
        }
        key = id;
    } else if (m_pack && kind == QLatin1String("item")) {
        if (const ItemRecord *i = m_pack->item(id)) {
            glyph = i->glyph;
            colour = i->color;
            itemKind = ItemRecord::kindName(i->kind);
        }
        key = id;
    }
    Face f = face(key, glyph, colour);
    if (m_look == MapLook::Glyph) {
        if (kind == QLatin1String("trap-sprung"))
            f.fg = f.fg.darker(170);
        f.bg = face(QStringLiteral("floor"), QString(), QString()).bg;
        return glyphPicture(f, remembered);
    }
    const QPixmap sheet = sheetRegion(f);
    return picture(QStringLiteral("th:%1:%2").arg(kind, id), 0, remembered,
                   [&](QPainter &p, int s) {
                       if (!sheet.isNull())
                           return p.drawPixmap(QRect(0, 0, s, s), sheet);
                       if (m_atlas.paint(p, s, TileAtlas::thingCell(kind, id, itemKind)))
                           return;
                       if (kind == QLatin1String("chest") || kind == QLatin1String("chest-open"))
                           tileart::chest(p, s, f.fg, kind == QLatin1String("chest-open"));
                       else if (kind == QLatin1String("chip"))
                           tileart::chip(p, s, f.fg);
                       else if (kind.startsWith(QLatin1String("trap")))
                           tileart::trap(p, s, id, f.fg, kind == QLatin1String("trap-sprung"));
                       else
                           tileart::item(p, s, itemKind, f.fg);
                   });
}

QPixmap LevelRenderer::tilePicture(const QString &tile) {
    if (tile == QLatin1String("hero"))
        return figure(QString(), Direction::S);
    if (m_pack && m_pack->monster(tile))
        return figure(tile, Direction::S);
    if (m_pack && m_pack->item(tile))
        return thingPicture(QStringLiteral("item"), tile, false);
    if (m_pack && m_pack->trap(tile))
        return thingPicture(QStringLiteral("trap"), tile, false);
    if (tile == QLatin1String("chest") || tile == QLatin1String("chest-open") ||
        tile == QLatin1String("chip"))
        return thingPicture(tile, QString(), false);
    return featurePicture(tile, 0, false);
}

std::pair<QString, QString> LevelRenderer::tileGlyph(const QString &tile) const {
    QString glyph, colour;
    if (tile == QLatin1String("hero")) {
        glyph = QStringLiteral("@");
    } else if (const MonsterRecord *m = m_pack ? m_pack->monster(tile) : nullptr) {
        glyph = m->glyph;
        colour = m->color;
    } else if (const ItemRecord *i = m_pack ? m_pack->item(tile) : nullptr) {
        glyph = i->glyph;
        colour = i->color;
    } else if (const TrapRecord *t = m_pack ? m_pack->trap(tile) : nullptr) {
        glyph = t->glyph;
        colour = t->color;
    }
    const Face f = face(tile, glyph, colour);
    return {f.glyph, f.fg.name()};
}

QPixmap LevelRenderer::figure(const QString &record, Direction facing, int frame) {
    const bool hero = record.isEmpty();
    const MonsterRecord *m = hero || !m_pack ? nullptr : m_pack->monster(record);
    const QString key = hero ? QStringLiteral("hero") : record;
    Face f = face(key, m ? m->glyph : QStringLiteral("@"), m ? m->color : QString());
    const bool left = facing == Direction::W || facing == Direction::NW || facing == Direction::SW;
    // Four looks by facing (east, west mirrored, north from behind, south from the front),
    // three walk frames each.
    const Direction look = facing == Direction::N || facing == Direction::S ? facing
                           : left                                           ? Direction::W
                                                                            : Direction::E;
    if (m_look == MapLook::Glyph) {
        f.bg = Qt::transparent;
        return picture(
            QStringLiteral("fg:%1:%2:%3").arg(key, f.glyph, f.fg.name()), 0, false,
            [&](QPainter &p, int s) {
                QFont font = m_font;
                font.setPixelSize(std::max(6, s * 4 / 5));
                p.setFont(font);
                // A dark halo keeps the glyph readable on any floor.
                p.setPen(QColor(0, 0, 0, 200));
                for (const QPoint d : {QPoint(-1, 0), QPoint(1, 0), QPoint(0, -1), QPoint(0, 1)})
                    p.drawText(QRect(d.x(), d.y(), s, s), Qt::AlignCenter, f.glyph);
                p.setPen(f.fg);
                p.drawText(QRect(0, 0, s, s), Qt::AlignCenter, f.glyph);
                // A leader or a king never looks like the plain one of its kind (the goblin and
                // its leader share the letter and nearly the colour): a gold mark above right,
                // a pip for a leader, a small crown for a king.
                if (m && m->tier != MonsterRecord::Tier::Normal)
                    tierMark(p, s, m->tier == MonsterRecord::Tier::King);
            });
    }
    const QPixmap sheet = sheetRegion(f);
    QString race = hero ? QStringLiteral("hero") : record;
    int tier = 0;
    if (m) {
        tier = int(m->tier);
        race = tileart::drawnRace(m->race, m->id, m->ai == MonsterRecord::Ai::Ranged);
    }
    return picture(
        QStringLiteral("fig:%1:%2:%3").arg(key).arg(int(look)).arg(frame), 0, false,
        [&](QPainter &p, int s) {
            if (!sheet.isNull())
                return p.drawPixmap(QRect(0, 0, s, s), sheet);
            if (m_atlas.paint(p, s,
                              TileAtlas::figureCell(tileart::bodyOf(race), tier, look, frame)))
                return;
            tileart::figure(p, s, race, tier, f.fg, look, frame, f.glyph);
        });
}

void LevelRenderer::paintTerrain(QPainter &painter, const Game &game, const QRect &cells) {
    const LevelState &ls = game.level();
    const TileMap &map = ls.level.map;
    const QRect area = cells.intersected(QRect(0, 0, map.width(), map.height()));
    if (area.isEmpty())
        return;
    setDepth(ls.level.depth);
    const bool maze = ls.level.generator == QLatin1String("maze");
    // Doors stand open where someone stands in them.
    QSet<int> occupied;
    occupied.insert(map.index(game.state().hero.pos));
    for (const KnownActor &a : PlayerView::visibleActors(game))
        occupied.insert(map.index(a.pos));
    const int s = m_cell;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const Point p{x, y};
            if (!ls.isExplored(p))
                continue;
            const bool remembered = !game.isVisible(p);
            const Tile t = map.at(p);
            const QString feature =
                featureOf(t, maze, t == Tile::Door && occupied.contains(map.index(p)));
            painter.drawPixmap(x * s, y * s,
                               featurePicture(feature, int(cellVariant(x, y) % 4), remembered));
        }
    }
    const QList<KnownThing> things =
        PlayerView::thingsIn(game, area.left(), area.top(), area.right() + 1, area.bottom() + 1);
    for (const KnownThing &thing : things) {
        painter.drawPixmap(thing.pos.x * s, thing.pos.y * s,
                           thingPicture(thing, !game.isVisible(thing.pos)));
    }
    for (const CloudCell &c : ls.clouds) {
        if (area.contains(c.pos.x, c.pos.y) && game.isVisible(c.pos))
            painter.fillRect(c.pos.x * s, c.pos.y * s, s, s,
                             cloudColour(c.isFire(), cloudStrength(c.volume)));
    }
}

int LevelRenderer::cloudStrength(int volume) {
    return std::clamp((volume + 3) / 4, 1, 7);
}

QColor LevelRenderer::cloudColour(bool fire, int strength) {
    const int alpha = 40 + 20 * std::clamp(strength, 1, 7);
    return fire ? QColor(255, 120, 20, alpha) : QColor(110, 200, 60, alpha);
}

void LevelRenderer::paintLevel(QPainter &painter, const Level &level, const QRect &cells) {
    const TileMap &map = level.map;
    const QRect area = cells.intersected(QRect(0, 0, map.width(), map.height()));
    if (area.isEmpty())
        return;
    setDepth(level.depth);
    const bool maze = level.generator == QLatin1String("maze");
    const int s = m_cell;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            painter.drawPixmap(x * s, y * s,
                               featurePicture(featureOf(map.at(x, y), maze, false),
                                              int(cellVariant(x, y) % 4), false));
    const auto inArea = [&](Point p) { return area.contains(p.x, p.y); };
    for (const LevelEntity &e : level.entities)
        if (e.kind != LevelEntity::Kind::Monster && inArea(e.at))
            painter.drawPixmap(e.at.x * s, e.at.y * s,
                               thingPicture(LevelEntity::kindName(e.kind), e.id, false));
    for (const LevelEntity &e : level.entities)
        if (e.kind == LevelEntity::Kind::Monster && inArea(e.at))
            painter.drawPixmap(e.at.x * s, e.at.y * s, figure(e.id, Direction::S));
    const auto ring = [&](Point p, QRgb colour) {
        if (!inArea(p))
            return;
        const int pen = std::max(1, s / 10);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(colour), pen));
        painter.drawEllipse(QRectF(p.x * s + pen / 2.0, p.y * s + pen / 2.0, s - pen, s - pen));
        painter.restore();
    };
    if (map.inBounds(level.arrival)) {
        painter.setOpacity(0.75);
        painter.drawPixmap(level.arrival.x * s, level.arrival.y * s,
                           figure(QString(), Direction::S));
        painter.setOpacity(1.0);
        ring(level.arrival, kArrivalMark);
    }
    if (level.stairsDown)
        ring(*level.stairsDown, kWayDownMark);
}

QImage LevelRenderer::levelImage(const Level &level) {
    setDepth(level.depth);
    if (m_cell < 6)
        return palette().draw(level, m_cell);
    QImage image(std::max(1, level.width() * m_cell), std::max(1, level.height() * m_cell),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    paintLevel(painter, level, QRect(0, 0, level.width(), level.height()));
    return image;
}

LevelPalette LevelRenderer::palette() {
    LevelPalette out;
    for (const char *f :
         {"wall", "floor", "door", "door-open", "stairs-down", "stairs-up", "exit", "entrance",
          "deep-water", "lava", "chasm", "bridge", "grass", "door-locked"})
        out.m_colours.insert(QStringLiteral("f:") + QLatin1String(f),
                             meanColour(featurePicture(QLatin1String(f), 0, false).toImage()));
    const auto add = [&](const QString &kind, const QString &id, const QPixmap &picture) {
        out.m_colours.insert(kind + u':' + id, meanColour(picture.toImage()));
    };
    add(QStringLiteral("chest"), QString(),
        thingPicture(QStringLiteral("chest"), QString(), false));
    add(QStringLiteral("chip"), QString(), thingPicture(QStringLiteral("chip"), QString(), false));
    add(QStringLiteral("trap"), QString(), thingPicture(QStringLiteral("trap"), QString(), false));
    add(QStringLiteral("item"), QString(), thingPicture(QStringLiteral("item"), QString(), false));
    add(QStringLiteral("monster"), QString(), figure(QStringLiteral("?"), Direction::S));
    if (m_pack) {
        for (const TrapRecord &t : m_pack->traps)
            add(QStringLiteral("trap"), t.id, thingPicture(QStringLiteral("trap"), t.id, false));
        for (const ItemRecord &i : m_pack->items)
            add(QStringLiteral("item"), i.id, thingPicture(QStringLiteral("item"), i.id, false));
        for (const MonsterRecord &m : m_pack->monsters)
            add(QStringLiteral("monster"), m.id, figure(m.id, Direction::S));
    }
    // A few pixels must still tell a monster or a chest from the floor: their colours are made
    // vivid (the hue kept).
    for (auto it = out.m_colours.begin(); it != out.m_colours.end(); ++it) {
        if (!it.key().startsWith(QLatin1String("monster:")) &&
            !it.key().startsWith(QLatin1String("chest:")))
            continue;
        QColor c = QColor::fromRgb(*it).toHsv();
        c.setHsv(c.hsvHue(), std::max(c.hsvSaturation(), 190), std::max(c.value(), 230));
        *it = c.rgb();
    }
    return out;
}

void LevelRenderer::paintFog(QPainter &painter, const Game &game, const QRect &cells) {
    const LevelState &ls = game.level();
    const TileMap &map = ls.level.map;
    const QRect area = cells.intersected(QRect(0, 0, map.width(), map.height()));
    const int s = m_cell;
    const Point hero = game.state().hero.pos;
    const int radius = std::max(1, game.pack().ruleset.fovRadius);
    const QColor black(0, 0, 0);
    for (int y = area.top(); y <= area.bottom(); ++y) {
        int runStart = -1; // never-seen cells in a row are filled as one rectangle
        for (int x = area.left(); x <= area.right() + 1; ++x) {
            const Point p{x, y};
            const bool unseen = x <= area.right() && !ls.isExplored(p);
            if (unseen) {
                if (runStart < 0)
                    runStart = x;
                continue;
            }
            if (runStart >= 0) {
                painter.fillRect(runStart * s, y * s, (x - runStart) * s, s, black);
                runStart = -1;
            }
            if (x > area.right() || !game.isVisible(p) || !game.pack().ruleset.fovEnabled)
                continue;
            // Light falls off with distance from the hero, never below two thirds.
            const int dx = p.x - hero.x, dy = p.y - hero.y;
            const int d2 = dx * dx + dy * dy;
            const int alpha = std::min(110, d2 * 110 / (radius * radius + radius));
            if (alpha > 6)
                painter.fillRect(x * s, y * s, s, s, QColor(0, 0, 0, alpha));
        }
    }
}

} // namespace pd
