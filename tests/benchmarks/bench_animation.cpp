// Animating the map: 30 missiles and 60 floating numbers in flight at once over a 1280×720
// view of the 256×256 cave with 500 monsters (tile look, 24 px cells). One iteration is one
// frame: the clock moves 16 ms and the viewport repaints what changed, synchronously; a new
// volley starts whenever the last has landed. Target: at most 4 ms median (60 frames a second
// with room to spare).
#include "BenchLevels.h"
#include "BenchTable.h"
#include "view/MapAnimator.h"
#include "view/MapView.h"

#include <QtTest>

using namespace pd;
using namespace pd::bench;

class BenchAnimation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void thirtyMissilesSixtyNumbers() {
        Pack pack = benchPack();
        pack.ruleset.fovEnabled = false; // everything in view: the worst case for drawing
        const Level level = caveLevel(256, 256, 500, 1);
        Game game(pack, 1, QStringLiteral("Bench"), level);
        MapView view;
        view.resize(1280, 720);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setLook(MapLook::Tiles);
        view.setZoom(3);
        view.setGame(&game);
        view.setAnimationSpeed(2);
        view.viewport()->repaint();
        const int s = view.cellSize();
        const QPointF centre = view.mapToScene(view.viewport()->rect().center());
        MapAnimator &animator = view.animator();
        int volley = 0;
        auto launch = [&] {
            // Missiles from all round the view towards its middle, numbers scattered over it.
            for (int i = 0; i < 30; ++i) {
                const double a = (i + volley) * 2 * M_PI / 30;
                std::vector<QPointF> points;
                for (int c = 20; c >= 0; --c)
                    points.push_back(centre +
                                     QPointF(std::cos(a) * c * s, std::sin(a) * c * s * 0.6));
                animator.missile(points, MapAnimator::Missile(i % 3), QColor(0xff, 0x68, 0x28), s,
                                 0, 26);
            }
            for (int i = 0; i < 60; ++i) {
                const QPointF at =
                    centre + QPointF((i % 12 - 6) * 2.2 * s, (i / 12 - 2.5) * 2.4 * s);
                animator.number(at, QStringLiteral("−%1").arg(i + volley),
                                MapAnimator::Number(i % 4), s, (i % 10) * 20);
            }
            ++volley;
        };
        launch();
        animator.advance(16);
        view.viewport()->repaint();
        PD_BENCHMARK {
            if (animator.running() < 60)
                launch();
            animator.advance(16);
            view.viewport()->repaint();
        }
        QVERIFY(animator.running() > 0);
    }
};

QTEST_MAIN(BenchAnimation)
#include "bench_animation.moc"
