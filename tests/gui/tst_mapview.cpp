// The map view draws what the model says where the model says it, in both looks: pixels are
// sampled at cells the game reports (walls, floor, the hero, a monster, fog), and the view's
// geometry (cells under the mouse, zoom steps, the camera) is checked against the level.
#include "../unit/ScenarioLevel.h"
#include "engine/Clouds.h"
#include "engine/PlayerView.h"
#include "render/LevelRenderer.h"
#include "render/MapChunks.h"
#include "view/MapView.h"

#include <QDir>
#include <QFile>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// The scene's map area drawn at one pixel per scene unit.
QImage renderMap(MapView &view, const Game &game) {
    const int s = view.cellSize();
    const QRectF area(0, 0, game.level().level.map.width() * s,
                      game.level().level.map.height() * s);
    QImage image(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter p(&image);
    view.scene()->render(&p, QRectF(QPointF(0, 0), area.size()), area);
    return image;
}

QRect cellRect(const MapView &view, Point c) {
    const int s = view.cellSize();
    return QRect(c.x * s, c.y * s, s, s);
}

int brightness(QRgb c) {
    return qRed(c) + qGreen(c) + qBlue(c);
}

int meanBrightness(const QImage &image, const QRect &r) {
    qint64 sum = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            sum += brightness(image.pixel(x, y));
    return int(sum / (r.width() * r.height()));
}

// Some pixel of the cell within `tolerance` (per channel) of `colour`.
bool cellHas(const QImage &image, const QRect &r, QColor colour, int tolerance = 24) {
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) <= tolerance &&
                std::abs(c.green() - colour.green()) <= tolerance &&
                std::abs(c.blue() - colour.blue()) <= tolerance)
                return true;
        }
    }
    return false;
}

// A corridor the hero walks along, so that its start is remembered and its far end never seen.
Level corridor() {
    const QString row = QStringLiteral("#@") + QString(44, u'.') + u'#';
    return makeLevel({QString(row.size(), u'#'), row, QString(row.size(), u'#')},
                     {monster(QStringLiteral("fungus"), 17, 1)});
}

} // namespace

class TestMapView : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = bundledPack("classic", d);
        QVERIFY(!d.hasErrors());
    }

    void pixelsLandWhereTheModelSays_data() {
        QTest::addColumn<int>("look");
        QTest::newRow("glyphs") << int(MapLook::Glyph);
        QTest::newRow("tiles") << int(MapLook::Tiles);
    }
    void pixelsLandWhereTheModelSays() {
        QFETCH(int, look);
        Game g(m_classic, 5, QStringLiteral("Ada"), corridor());
        for (int i = 0; i < 12; ++i)
            QVERIFY(g.submit(Command::move(Direction::E)));
        const Point hero = g.state().hero.pos;
        QCOMPARE(hero, (Point{13, 1}));
        const Point fungus = g.level().actors.first().pos;
        QVERIFY(g.isVisible(fungus));
        const Point remembered{2, 1}, unseen{40, 1}, floor{12, 1}, wall{13, 0};
        QVERIFY(g.level().isExplored(remembered) && !g.isVisible(remembered));
        QVERIFY(!g.level().isExplored(unseen));
        QVERIFY(g.isVisible(floor) && g.isVisible(wall));

        MapView view;
        view.resize(900, 200);
        view.setLook(MapLook(look));
        view.setZoom(3); // 24 px
        QCOMPARE(view.cellSize(), 24);
        view.setGame(&g);
        const QImage image = renderMap(view, g);
        const QColor wallBg = view.renderer().background(QStringLiteral("wall"));
        const QColor floorBg = view.renderer().background(QStringLiteral("floor"));

        // Never seen: black, whole.
        QCOMPARE(meanBrightness(image, cellRect(view, unseen)), 0);
        // Remembered is darker than the same floor in view.
        QVERIFY(meanBrightness(image, cellRect(view, remembered)) <
                meanBrightness(image, cellRect(view, floor)));
        QVERIFY(meanBrightness(image, cellRect(view, remembered)) > 0);
        // Walls and floors are told apart.
        QVERIFY(std::abs(meanBrightness(image, cellRect(view, wall)) -
                         meanBrightness(image, cellRect(view, floor))) > 20);
        if (MapLook(look) == MapLook::Glyph) {
            // Beside the hero the light is full: the tileset's own colours, exactly.
            QCOMPARE(image.pixelColor(cellRect(view, wall).topLeft() + QPoint(1, 1)), wallBg);
            QCOMPARE(image.pixelColor(cellRect(view, floor).topLeft() + QPoint(1, 1)), floorBg);
            QVERIFY(cellHas(image, cellRect(view, hero), QColor(0xf6, 0xee, 0xd6)));
            QVERIFY(cellHas(image, cellRect(view, fungus), QColor(0x8f, 0xd1, 0x6a)));
        } else {
            QVERIFY(cellHas(image, cellRect(view, hero), QColor(0x30, 0x48, 0x90), 8)); // cape
            QVERIFY(cellHas(image, cellRect(view, fungus), QColor(0x8f, 0xd1, 0x6a), 8));
            QVERIFY(!cellHas(image, cellRect(view, floor), QColor(0x8f, 0xd1, 0x6a), 8));
        }
    }

    void monstersOutOfViewAreNotDrawn() {
        Game g(m_classic, 5, QStringLiteral("Ada"), corridor()); // the fungus is 16 cells away
        QVERIFY(!g.isVisible(g.level().actors.first().pos));
        MapView view;
        view.setLook(MapLook::Glyph);
        view.setGame(&g);
        int figures = 0;
        for (QGraphicsItem *item : view.scene()->items())
            figures += item->type() == QGraphicsPixmapItem::Type;
        QCOMPARE(figures, 1); // the hero alone
    }

    void cellsUnderTheMouseFollowZoom() {
        Game g(m_classic, 42, QStringLiteral("Ada"));
        MapView view;
        view.resize(640, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setGame(&g);
        for (int step = 0; step < int(MapView::cellSizes().size()); ++step) {
            view.setZoom(step);
            QCOMPARE(view.zoom(), step);
            QCOMPARE(view.cellSize(), MapView::cellSizes()[std::size_t(step)]);
            const Point hero = g.state().hero.pos;
            const int s = view.cellSize();
            const QPoint at =
                view.mapFromScene(QPointF(hero.x * s + s / 2.0, hero.y * s + s / 2.0));
            QCOMPARE(view.cellAt(at), std::optional<Point>(hero));
            QVERIFY(view.viewport()->rect().contains(at)); // the camera shows the hero
        }
        view.setZoom(99);
        QCOMPARE(view.zoom(), int(MapView::cellSizes().size()) - 1);
        view.setZoom(-3);
        QCOMPARE(view.zoom(), 0);
        QCOMPARE(view.cellAt(QPoint(-5000, -5000)), std::nullopt);
    }

    void theCameraFollowsTheHero() {
        Game g(m_classic, 42, QStringLiteral("Ada"));
        MapView view;
        view.resize(320, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setZoom(6); // 40 px: an 80×50 level is far bigger than the window
        view.setGame(&g);
        int moves = 0;
        for (int i = 0; i < 200 && moves < 40; ++i) {
            const Direction d = kDirections[std::size_t((i / 6) % 8)];
            if (!g.submit(Command::move(d)))
                continue;
            ++moves;
            view.refresh();
            QTRY_VERIFY_WITH_TIMEOUT(!view.isCameraMoving(), 1000);
            const int s = view.cellSize();
            const Point hero = g.state().hero.pos;
            QVERIFY(view.viewport()->rect().contains(
                view.mapFromScene(QPointF(hero.x * s + s / 2.0, hero.y * s + s / 2.0))));
        }
        QVERIFY(moves >= 10);
    }

    // A monster in sight stays on screen with the hero when both fit: centred on the hero, the
    // camera would leave the goblin five cells east outside an eight-cell-wide window.
    void theCameraKeepsAMonsterInSightOnScreen() {
        const QString row = QStringLiteral("#..@................#");
        Game g(m_classic, 5, QStringLiteral("Ada"),
               makeLevel({QString(row.size(), u'#'), row, QString(row.size(), u'#')},
                         {monster(QStringLiteral("goblin"), 8, 1)}));
        MapView view;
        view.resize(320, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setZoom(6); // 40 px cells: eight columns in view
        view.setGame(&g);
        const int s = view.cellSize();
        QCOMPARE(s, 40);
        const auto onScreen = [&](Point cell) {
            const QRect r(view.mapFromScene(QPointF(cell.x * s, cell.y * s)), QSize(s, s));
            return view.viewport()->rect().contains(r);
        };
        QVERIFY(!PlayerView::visibleActors(g).isEmpty());
        const Point goblin = PlayerView::visibleActors(g).first().pos;
        QVERIFY(onScreen(g.state().hero.pos));
        QVERIFY2(onScreen(goblin), "the goblin in sight is on screen");
        // A step toward it: both still on screen once the camera settles.
        QVERIFY(g.submit(Command::move(Direction::E)));
        view.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isCameraMoving(), 1000);
        QVERIFY(onScreen(g.state().hero.pos));
        QVERIFY(onScreen(PlayerView::visibleActors(g).first().pos));
    }

    void aPacksSpriteSheetReplacesTheDrawnTiles() {
        // A copy of classic whose tileset names a sprite sheet for walls: column 1, row 0 of a
        // 2×1 sheet of 32-px tiles, painted a colour nothing else has.
        QTemporaryDir dir;
        const QString src = QStringLiteral(PD_TEST_PACKS_DIR "/classic");
        const QString dst = dir.filePath(QStringLiteral("classic"));
        QVERIFY(QDir().mkpath(dst + QStringLiteral("/sounds")));
        const QStringList files = QDir(src).entryList(QDir::Files) +
                                  QDir(src + QStringLiteral("/sounds"))
                                      .entryList(QDir::Files)
                                      .replaceInStrings(QRegularExpression(QStringLiteral("^")),
                                                        QStringLiteral("sounds/"));
        for (const QString &f : files)
            QVERIFY(QFile::copy(src + u'/' + f, dst + u'/' + f));
        QImage sheet(64, 32, QImage::Format_ARGB32);
        sheet.fill(QColor(0, 0, 0));
        for (int y = 0; y < 32; ++y)
            for (int x = 32; x < 64; ++x)
                sheet.setPixelColor(x, y, QColor(0xff, 0x00, 0xcc));
        QVERIFY(sheet.save(dst + QStringLiteral("/sheet.png")));
        QFile tileset(dst + QStringLiteral("/tileset.json"));
        QVERIFY(tileset.open(QIODevice::ReadOnly));
        QByteArray json = tileset.readAll();
        tileset.close();
        json.replace("\"wall\": {\"glyph\": \"#\", \"fg\": \"#8c8577\", \"bg\": \"#26231f\"}",
                     "\"wall\": {\"glyph\": \"#\", \"fg\": \"#8c8577\", \"bg\": \"#26231f\", "
                     "\"sprite\": {\"sheet\": \"sheet.png\", \"column\": 1, \"row\": 0}}");
        QVERIFY(json.contains("sheet.png"));
        QVERIFY(tileset.open(QIODevice::WriteOnly | QIODevice::Truncate));
        tileset.write(json);
        tileset.close();
        Diagnostics d;
        const Pack pack = PackLoader::load(dst, d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        Game g(pack, 5, QStringLiteral("Ada"), corridor());
        MapView view;
        view.setLook(MapLook::Tiles);
        view.setZoom(3);
        view.setGame(&g);
        const QImage image = renderMap(view, g);
        QVERIFY(cellHas(image, cellRect(view, {2, 0}), QColor(0xff, 0x00, 0xcc), 4));
        QVERIFY(!cellHas(image, cellRect(view, {2, 1}), QColor(0xff, 0x00, 0xcc), 4));
        // The glyph look ignores the sheet.
        view.setLook(MapLook::Glyph);
        QVERIFY(!cellHas(renderMap(view, g), cellRect(view, {2, 0}), QColor(0xff, 0x00, 0xcc), 4));
    }

    // Going down the stairs into a band with another look (issue 33) draws the new level in
    // it: the map's chunks and pictures are kept per look, not reused from the level above.
    void theNewBandsLookAppearsDownTheStairs_data() {
        QTest::addColumn<int>("look");
        QTest::newRow("glyphs") << int(MapLook::Glyph);
        QTest::newRow("tiles") << int(MapLook::Tiles);
    }
    void theNewBandsLookAppearsDownTheStairs() {
        QFETCH(int, look);
        Diagnostics d;
        Pack pack = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY(!d.hasErrors());
        // Depth 1 in the base tiles, depth 2 in "deep" (choices draws both in the base tiles).
        Ruleset::Band second = pack.ruleset.bands.first();
        pack.ruleset.bands.first().to = 1;
        second.from = second.to = 2;
        second.look = QStringLiteral("deep");
        pack.ruleset.bands.insert(1, second);
        Game g(
            pack, 5, QStringLiteral("Ada"),
            makeLevel({QStringLiteral("#####"), QStringLiteral("#@>.#"), QStringLiteral("#####")}));
        MapView view;
        view.resize(600, 400);
        view.setLook(MapLook(look));
        view.setZoom(3);
        view.setGame(&g);
        const bool glyphs = look == int(MapLook::Glyph);
        // A wall cell's mean colour: classic's stone is grey-brown, the deep look's red.
        const auto reddish = [](const QImage &image, const QRect &r) {
            qint64 red = 0, green = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    red += qRed(image.pixel(x, y));
                    green += qGreen(image.pixel(x, y));
                }
            return red > green * 3 / 2;
        };
        const QColor wallAbove = view.renderer().background(QStringLiteral("wall"));
        const QImage before = renderMap(view, g);
        QVERIFY(glyphs ? cellHas(before, cellRect(view, {1, 0}), wallAbove, 2)
                       : !reddish(before, cellRect(view, {1, 0})));
        QVERIFY(g.submit(Command::move(Direction::E)));
        QVERIFY(g.submit(Command::of(Command::Kind::Descend)));
        QCOMPARE(g.state().depth, 2);
        view.refresh();
        QCOMPARE(view.renderer().tilesetLook(), QStringLiteral("deep"));
        const QColor wallBelow = view.renderer().background(QStringLiteral("wall"));
        QCOMPARE(wallBelow, QColor(0x2a, 0x0f, 0x0c));
        const QImage image = renderMap(view, g);
        const TileMap &map = g.level().level.map;
        // A wall in view shows the deep look's colours, and none of the base tiles'.
        bool deep = false, above = false;
        const Point hero = g.state().hero.pos;
        for (int y = std::max(0, hero.y - 4); y <= std::min(map.height() - 1, hero.y + 4); ++y)
            for (int x = std::max(0, hero.x - 4); x <= std::min(map.width() - 1, hero.x + 4); ++x)
                if (map.at(x, y) == Tile::Wall && g.isVisible({x, y})) {
                    const QRect r = cellRect(view, {x, y});
                    deep |= glyphs ? cellHas(image, r, wallBelow, 2) : reddish(image, r);
                    above |= glyphs ? cellHas(image, r, wallAbove, 2) : !reddish(image, r);
                }
        QVERIFY(deep);
        QVERIFY(!above);
    }

    void aDesignersNewMonsterStillDraws() {
        Pack pack = m_classic;
        MonsterRecord odd = *pack.monster(QStringLiteral("goblin"));
        odd.id = QStringLiteral("wyrmling");
        odd.race = QStringLiteral("dragon");
        odd.glyph = QStringLiteral("w");
        odd.color = QStringLiteral("#3080ff");
        pack.monsters.append(odd);
        pack.rebuildIndex();
        LevelRenderer renderer;
        renderer.setPack(&pack);
        renderer.setLook(MapLook::Tiles);
        renderer.setCellSize(32);
        const QImage picture = renderer.figure(QStringLiteral("wyrmling"), Direction::S).toImage();
        QVERIFY(!picture.isNull());
        bool blue = false;
        for (int y = 0; y < picture.height() && !blue; ++y)
            for (int x = 0; x < picture.width() && !blue; ++x)
                blue = picture.pixelColor(x, y) == QColor(0x30, 0x80, 0xff);
        QVERIFY(blue);
        // A goblin and a zombie look different.
        QVERIFY(renderer.figure(QStringLiteral("goblin"), Direction::S).toImage() !=
                renderer.figure(QStringLiteral("zombie"), Direction::S).toImage());
        QVERIFY(renderer.figure(QStringLiteral("goblin"), Direction::S).toImage() !=
                renderer.figure(QStringLiteral("goblin-king"), Direction::S).toImage());
    }

    // Remembered lava keeps its red, in both looks, where remembered floor goes grey: a danger
    // out of sight still reads as one.
    void rememberedLavaStaysRed_data() {
        QTest::addColumn<int>("look");
        QTest::newRow("glyphs") << int(MapLook::Glyph);
        QTest::newRow("tiles") << int(MapLook::Tiles);
    }
    void rememberedLavaStaysRed() {
        QFETCH(int, look);
        LevelRenderer renderer;
        renderer.setPack(&m_classic);
        renderer.setLook(MapLook(look));
        renderer.setCellSize(32);
        // The mean of red over the mean of the other two channels.
        const auto redness = [](const QImage &image) {
            qint64 r = 0, gb = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    r += c.red();
                    gb += (c.green() + c.blue()) / 2;
                }
            return double(r) / double(std::max<qint64>(1, gb));
        };
        const QImage seen = renderer.featurePicture(QStringLiteral("lava"), 0, false).toImage();
        const QImage kept = renderer.featurePicture(QStringLiteral("lava"), 0, true).toImage();
        const QImage floor = renderer.featurePicture(QStringLiteral("floor"), 0, true).toImage();
        const QString says = QStringLiteral("lava %1, remembered %2, remembered floor %3")
                                 .arg(redness(seen))
                                 .arg(redness(kept))
                                 .arg(redness(floor));
        QVERIFY2(redness(kept) > 1.0 + (redness(seen) - 1.0) * 0.6, qPrintable(says));
        QVERIFY2(redness(floor) < 1.0 + (redness(kept) - 1.0) / 3, qPrintable(says));
    }

    // The cached chunks show exactly what the renderer paints cell by cell (terrain, things,
    // fog and light), in both looks, after walking about on a level with fog of war, at a cell
    // size whose chunks do not divide the map.
    void chunksPaintWhatTheRendererPaints_data() {
        QTest::addColumn<int>("look");
        QTest::newRow("glyphs") << int(MapLook::Glyph);
        QTest::newRow("tiles") << int(MapLook::Tiles);
    }
    void chunksPaintWhatTheRendererPaints() {
        QFETCH(int, look);
        Game g(m_classic, 42, QStringLiteral("Ada"));
        for (int i = 0; i < 40; ++i)
            g.submit(Command::move(kDirections[std::size_t(i / 5 % 8)]));
        const TileMap &map = g.level().level.map;
        LevelRenderer renderer;
        renderer.setPack(&g.pack());
        renderer.setLook(MapLook(look));
        renderer.setCellSize(20);
        const QSize size(map.width() * 20, map.height() * 20);
        QImage direct(size, QImage::Format_RGB32), chunked(size, QImage::Format_RGB32);
        direct.fill(Qt::black);
        chunked.fill(Qt::white); // every pixel must be painted
        {
            QPainter p(&direct);
            renderer.paintTerrain(p, g, QRect(0, 0, map.width(), map.height()));
            renderer.paintFog(p, g, QRect(0, 0, map.width(), map.height()));
        }
        MapChunks chunks(renderer);
        {
            QPainter p(&chunked);
            chunks.paint(p, g, QRectF(QPointF(0, 0), QSizeF(size)));
        }
        QCOMPARE(chunked, direct);
        // Painted again by pieces: the same picture, and nothing drawn again.
        QImage pieces(size, QImage::Format_RGB32);
        pieces.fill(Qt::white);
        {
            QPainter p(&pieces);
            for (int y = 0; y < size.height(); y += 130)
                for (int x = 0; x < size.width(); x += 170)
                    chunks.paint(p, g, QRectF(x, y, 170, 130));
        }
        QCOMPARE(chunks.cellsRedrawn(), 0);
        QCOMPARE(pieces, direct);
    }

    // A cloud (engine/Clouds.h) tints the cells in view it covers, orange for fire, and the
    // chunks draw it as the renderer does.
    void aCloudTintsTheCellsInView() {
        Diagnostics d;
        Pack choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY(!d.hasErrors());
        choices.ruleset.inventory = {{QStringLiteral("potion-incineration"), 1, {}}};
        choices.ruleset.heroStats[Stat::Hp] = 500;
        Game g(choices, 5, QStringLiteral("Ada"), corridor());
        QVERIFY(
            g.submit(Command::withId(Command::Kind::Use, QStringLiteral("potion-incineration"))));
        const Point burning{2, 1}, clear{6, 1};
        QVERIFY(clouds::at(g.level(), burning) && g.isVisible(burning));
        QVERIFY(!clouds::at(g.level(), clear) && g.isVisible(clear));
        const TileMap &map = g.level().level.map;
        LevelRenderer renderer;
        renderer.setPack(&g.pack());
        renderer.setLook(MapLook::Glyph);
        renderer.setCellSize(20);
        const QSize size(map.width() * 20, map.height() * 20);
        QImage direct(size, QImage::Format_RGB32), chunked(size, QImage::Format_RGB32);
        direct.fill(Qt::black);
        chunked.fill(Qt::white);
        {
            QPainter p(&direct);
            renderer.paintTerrain(p, g, QRect(0, 0, map.width(), map.height()));
            renderer.paintFog(p, g, QRect(0, 0, map.width(), map.height()));
        }
        MapChunks chunks(renderer);
        {
            QPainter p(&chunked);
            chunks.paint(p, g, QRectF(QPointF(0, 0), QSizeF(size)));
        }
        QCOMPARE(chunked, direct);
        const auto warmth = [&](Point c) {
            const QColor px = direct.pixelColor(c.x * 20 + 1, c.y * 20 + 1);
            return px.red() - px.blue();
        };
        QVERIFY2(warmth(burning) > warmth(clear) + 40,
                 qPrintable(QStringLiteral("%1 %2").arg(warmth(burning)).arg(warmth(clear))));
    }

    // A frame where nothing happened draws no cell again; a turn draws again the cells it
    // changed (the light around the hero, what came into view), far fewer than the view holds.
    void aTurnRedrawsOnlyWhatChanged() {
        Game g(m_classic, 42, QStringLiteral("Ada"));
        MapView view;
        view.resize(800, 600);
        view.setLook(MapLook::Tiles);
        view.setZoom(3);
        view.setGame(&g);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.viewport()->repaint();
        const MapChunks &chunks = view.chunks();
        QVERIFY(chunks.chunkCount() > 0); // the first frames drew the view
        view.viewport()->repaint();
        QCOMPARE(chunks.cellsRedrawn(), 0);
        const LevelState &ls = g.level();
        std::optional<Direction> free;
        for (Direction d : kDirections)
            if (!free && canStep(ls.level.map, g.state().hero.pos, d, 8) &&
                ls.actorAt(g.state().hero.pos + offset(d)) < 0)
                free = d;
        QVERIFY(free);
        QVERIFY(g.submit(Command::move(*free)));
        view.refresh();
        view.viewport()->repaint();
        const int cellsInView = (800 / 24 + 1) * (600 / 24 + 1);
        QVERIFY2(chunks.cellsRedrawn() > 0 && chunks.cellsRedrawn() < cellsInView / 3,
                 qPrintable(QString::number(chunks.cellsRedrawn())));
    }
};

QTEST_MAIN(TestMapView)
#include "tst_mapview.moc"
