// Drawing the Game tab's map: a 1280×720 view of a 256×256 cave with 500 monsters, every layer
// (terrain with its chests, traps and items; fog and light; the monsters; the overlay), in both
// looks. One iteration is one whole frame (a synchronous repaint of the viewport).
// Target: at most 1 ms median per frame, p90 at most 2 ms, for tiles with every cell seen. The
// *Spread rows time 300 frames one by one. Run it pinned to one core too (`taskset -c 0`): Qt
// 6.4's raster engine hands big fills to its global thread pool, which the map must not do.
#include "BenchLevels.h"
#include "BenchTable.h"
#include "view/MapView.h"

#include <QElapsedTimer>
#include <QtTest>
#include <algorithm>

using namespace pd;
using namespace pd::bench;

class BenchRender : public QObject {
    Q_OBJECT

    Pack m_pack;
    void frame(MapLook look, bool seeAll, bool spread);

private Q_SLOTS:
    void initTestCase() { m_pack = benchPack(); }
    void glyphsAllSeen() { frame(MapLook::Glyph, true, false); }
    void tilesAllSeen() { frame(MapLook::Tiles, true, false); }
    void glyphsFogOfWar() { frame(MapLook::Glyph, false, false); }
    void tilesFogOfWar() { frame(MapLook::Tiles, false, false); }
    void tilesAllSeenSpread() { frame(MapLook::Tiles, true, true); }
    void glyphsAllSeenSpread() { frame(MapLook::Glyph, true, true); }
};

void BenchRender::frame(MapLook look, bool seeAll, bool spread) {
    // Seen all: the ruleset's field of view off, so every cell and monster is in sight. Fog of
    // war: the hero has walked about, most of the view is remembered or black.
    Pack pack = m_pack;
    pack.ruleset.fovEnabled = !seeAll;
    const Level level = caveLevel(256, 256, 500, 1);
    Game game(pack, 1, QStringLiteral("Bench"), level);
    if (!seeAll)
        QVERIFY(wakeSwarms(game));
    MapView view;
    view.resize(1280, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLook(look);
    view.setZoom(3); // 24 px: 54 × 30 cells in view
    view.setGame(&game);
    view.setPathPreview({game.state().hero.pos});
    view.viewport()->repaint(); // pictures made once per zoom, before timing
    if (!spread) {
        PD_BENCHMARK {
            view.viewport()->repaint();
        }
        return;
    }
    bench::Samples frames;
    for (int i = 0; i < 300; ++i) {
        frames.start();
        view.viewport()->repaint();
        frames.stop();
    }
    bench::Table::instance().addRow(
        QString::fromLatin1(QTest::currentTestFunction()), frames,
        QStringLiteral("300 frames; max %1 ms").arg(frames.quantileMs(1.0), 0, 'f', 3));
}

QTEST_MAIN(BenchRender)
#include "bench_render.moc"
