// The map's animations: what a turn's events put in motion, that a new command finishes it all
// at once, that speed 0 animates nothing, that nothing ticks once still, and that animating
// changes no game state.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "render/LevelRenderer.h"
#include "view/MapAnimator.h"
#include "view/MapView.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QSettings>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

QStringList floatingTexts(QGraphicsScene *scene) {
    QStringList out;
    for (QGraphicsItem *item : scene->items()) {
        const QString text = item->data(MapAnimator::kTextKey).toString();
        if (!text.isEmpty() && item->isVisible())
            out << text;
    }
    return out;
}

int itemsAtZ(QGraphicsScene *scene, qreal z) {
    int n = 0;
    for (QGraphicsItem *item : scene->items())
        n += item->zValue() == z ? 1 : 0;
    return n;
}

// A map view on screen showing `game`, animating at `speed`.
std::unique_ptr<MapView> showGame(const Game &game, int speed, MapLook look = MapLook::Tiles) {
    auto view = std::make_unique<MapView>();
    view->resize(800, 500);
    view->show();
    view->setAnimationSpeed(speed);
    view->setLook(look);
    view->setGame(&game);
    return view;
}

} // namespace

class TestAnimation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        isolateSettings("AnimationTest");
        Diagnostics d;
        m_classic = bundledPack("classic", d);
    }

    void aShotFliesThenItsNumberRises() {
        // The hero fires a bolt down a corridor at a goblin: a missile item flies the path, a
        // number and a flash come when it lands, and after that nothing is left or ticking.
        Game game(m_classic, 3, QStringLiteral("Ada"),
                  makeLevel({"##########", "#@......g#", "##########"},
                            {monster(QStringLiteral("goblin"), 8, 1)}));
        auto shown = showGame(game, 2);
        MapView &view = *shown;
        const int before = int(view.scene()->items().size());
        QVERIFY(game.submit(Command::fireAt({8, 1})));
        const QList<GameEvent> events = game.takeEvents();
        const auto shot = std::find_if(events.begin(), events.end(), [](const GameEvent &e) {
            return e.kind == GameEvent::Kind::BoltFired;
        });
        QVERIFY(shot != events.end());
        view.refresh();
        view.animate(events);
        QVERIFY(view.isAnimating());
        QVERIFY(view.animator().isTicking());
        view.animator().advance(1); // the missile starts at once
        QCOMPARE(itemsAtZ(view.scene(), 40), 1);
        // Numbers wait for the missile to land.
        QVERIFY(floatingTexts(view.scene()).isEmpty());
        const int flight = int(shot->path.size()) * view.animator().scaled(26);
        view.animator().advance(flight + 5);
        bool attacked = false;
        for (const GameEvent &e : events) {
            if (e.kind != GameEvent::Kind::Attacked || e.actor != 0)
                continue;
            attacked = true;
            const QString expected = e.miss       ? MapView::tr("miss")
                                     : e.blocked  ? MapView::tr("blocked")
                                     : e.critical ? QStringLiteral("−%1!").arg(e.amount)
                                                  : QStringLiteral("−%1").arg(e.amount);
            QVERIFY2(floatingTexts(view.scene()).contains(expected),
                     qPrintable(floatingTexts(view.scene()).join(u',')));
        }
        QVERIFY(attacked);
        view.animator().advance(3000);
        QVERIFY(!view.isAnimating());
        QVERIFY(!view.animator().isTicking()); // still: no timer, no CPU
        QCOMPARE(itemsAtZ(view.scene(), 40), 0);
        QVERIFY(floatingTexts(view.scene()).isEmpty());
        QVERIFY(view.scene()->items().size() <= before + 1);
    }

    void aStepSlidesAndANewCommandFinishesIt() {
        Game game(m_classic, 3, QStringLiteral("Ada"),
                  makeLevel({"#######", "#@....#", "#######"}));
        auto shown = showGame(game, 1, MapLook::Tiles);
        MapView &view = *shown;
        const int s = view.cellSize();
        QVERIFY(game.submit(Command::move(Direction::E)));
        view.refresh();
        view.animate(game.takeEvents());
        QGraphicsPixmapItem *hero = view.actorItem(0);
        QCOMPARE(hero->pos(), QPointF(1 * s, 1 * s)); // starts where it was
        view.animator().advance(view.animator().scaled(110) / 2);
        QVERIFY(hero->pos().x() > 1 * s && hero->pos().x() < 2 * s);
        const QImage stride = hero->pixmap().toImage();
        view.finishAnimations();
        const QImage still = hero->pixmap().toImage();
        // Mid-step the walk cycle shows a stride, then the hero stands again.
        QVERIFY(stride != still);
        QCOMPARE(hero->pos(), QPointF(2 * s, 1 * s));
        QVERIFY(!view.isAnimating());
        QVERIFY(!view.animator().isTicking());
        // A travel: one step a turn, each after the last.
        QVERIFY(game.submit(Command::travel({5, 1})));
        view.refresh();
        view.animate(game.takeEvents());
        QCOMPARE(hero->pos(), QPointF(2 * s, 1 * s));
        const int step = view.animator().scaled(std::clamp(1400 / 3, 45, 110));
        view.animator().advance(step + step / 2);
        QVERIFY2(hero->pos().x() > 3 * s - 1 && hero->pos().x() < 4 * s,
                 qPrintable(QString::number(hero->pos().x() / s)));
        view.finishAnimations();
        QCOMPARE(hero->pos(), QPointF(5 * s, 1 * s));
        QCOMPARE(hero->pixmap().toImage(), still); // standing again, facing east
    }

    void spellsFlyInTheirElementsColour_data() {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<bool>("reddish"); // fire glows red-orange, water blue
        QTest::newRow("fire") << QStringLiteral("fire-1a") << true;
        QTest::newRow("water") << QStringLiteral("water-1a") << false;
    }
    void spellsFlyInTheirElementsColour() {
        QFETCH(QString, spell);
        QFETCH(bool, reddish);
        // A spell cast down an empty corridor: halfway along, the missile's cell shows its
        // element's colour.
        Game game(m_classic, 3, QStringLiteral("Ada"),
                  makeLevel({"##############", "#@...........#", "##############"}));
        auto shown = showGame(game, 2);
        MapView &view = *shown;
        QVERIFY(game.submit(Command::withId(Command::Kind::Cast, spell, Direction::E)));
        view.refresh();
        view.animate(game.takeEvents());
        const int s = view.cellSize();
        view.animator().advance(5 * view.animator().scaled(26) + 1); // five cells out: x = 6
        const QRectF cell(6 * s, 1 * s, s, s);
        // The red and blue the cell gains while the missile is over it.
        const auto sums = [&] {
            QImage image(cell.size().toSize(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::black);
            QPainter painter(&image);
            view.scene()->render(&painter, QRectF(QPointF(), cell.size()), cell);
            painter.end();
            qint64 red = 0, blue = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    red += image.pixelColor(x, y).red();
                    blue += image.pixelColor(x, y).blue();
                }
            }
            return std::pair(red, blue);
        };
        const auto [red, blue] = sums();
        view.finishAnimations();
        const auto [floorRed, floorBlue] = sums();
        const qint64 addedRed = red - floorRed, addedBlue = blue - floorBlue;
        QVERIFY2(reddish ? addedRed > addedBlue * 3 / 2 : addedBlue > addedRed * 3 / 2,
                 qPrintable(QStringLiteral("red +%1 blue +%2").arg(addedRed).arg(addedBlue)));
    }

    void fourFacingsThreeFramesEach() {
        // The room-by-room walk cycle: a look per facing (east, west, north from behind, south from
        // the front), and the two strides differ from standing and from each other.
        LevelRenderer renderer;
        renderer.setPack(&m_classic);
        renderer.setLook(MapLook::Tiles);
        renderer.setCellSize(48);
        for (const QString &who : {QString(), QStringLiteral("goblin")}) {
            QList<QImage> looks;
            for (Direction d : {Direction::E, Direction::W, Direction::N, Direction::S}) {
                QList<QImage> frames;
                for (int frame = 0; frame < 3; ++frame)
                    frames << renderer.figure(who, d, frame).toImage();
                QVERIFY(frames[0] != frames[1] && frames[1] != frames[2] && frames[0] != frames[2]);
                looks << frames[0];
            }
            for (int a = 0; a < looks.size(); ++a)
                for (int b = a + 1; b < looks.size(); ++b)
                    QVERIFY2(looks[a] != looks[b],
                             qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
        }
    }

    void speedZeroAnimatesNothing() {
        Game game(m_classic, 3, QStringLiteral("Ada"),
                  makeLevel({"##########", "#@......g#", "##########"},
                            {monster(QStringLiteral("goblin"), 8, 1)}));
        auto shown = showGame(game, 0);
        MapView &view = *shown;
        QVERIFY(game.submit(Command::fireAt({8, 1})));
        view.refresh();
        view.animate(game.takeEvents());
        QVERIFY(!view.isAnimating());
        QVERIFY(!view.animator().isTicking());
        QCOMPARE(itemsAtZ(view.scene(), 40), 0);
        QVERIFY(floatingTexts(view.scene()).isEmpty());
        // Remembered.
        QCOMPARE(QSettings().value(QStringLiteral("view/animationSpeed")).toInt(), 0);
        view.setAnimationSpeed(2);
    }

    void aDeathFadesOut() {
        // A goblin with 1 HP beside the hero: the blow kills it and its figure fades away.
        Pack pack = m_classic;
        for (MonsterRecord &m : pack.monsters) {
            if (m.id == QLatin1String("goblin"))
                m.stats[std::size_t(Stat::Hp)] = DiceField::constant(1);
        }
        pack.rebuildIndex();
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Game game(
                pack, seed, QStringLiteral("Ada"),
                makeLevel({"#####", "#@g.#", "#####"}, {monster(QStringLiteral("goblin"), 2, 1)}));
            MapView view;
            view.resize(600, 400);
            view.show();
            view.setAnimationSpeed(2);
            view.setGame(&game);
            QGraphicsPixmapItem *goblin = nullptr;
            for (QGraphicsItem *item : view.scene()->items()) {
                if (item->zValue() == 15)
                    goblin = static_cast<QGraphicsPixmapItem *>(item);
            }
            QVERIFY(goblin);
            game.submit(Command::move(Direction::E));
            if (!game.level().actors.isEmpty())
                continue; // missed: another seed
            view.refresh();
            view.animate(game.takeEvents());
            QVERIFY(view.scene()->items().contains(goblin)); // still there, fading
            view.animator().advance(view.animator().scaled(110) + 200);
            QVERIFY(goblin->opacity() < 1.0);
            view.finishAnimations();
            QVERIFY(!view.scene()->items().contains(goblin));
            return;
        }
        QFAIL("no seed killed the goblin with one blow");
    }

    void animationsChangeNoState() {
        // The same keys with animations at normal speed and off: the same game.
        QString hashes[2];
        for (int speed : {2, 0}) {
            GameTab tab;
            tab.resize(1000, 700);
            tab.show();
            tab.mapView()->setAnimationSpeed(speed);
            QVERIFY(tab.session().start(m_classic.rootPath, QStringLiteral("31"),
                                        QStringLiteral("Ada")));
            for (int i = 0; i < 60 && !tab.session().game()->isOver(); ++i)
                QTest::keyClick(&tab, i % 3 == 2 ? Qt::Key_Tab : Qt::Key_O);
            if (speed == 2)
                QVERIFY(tab.mapView()->isAnimating() || tab.session().game()->isOver() ||
                        tab.session().game()->state().turn > 0);
            hashes[speed == 2 ? 0 : 1] = tab.session().game()->stateHash();
            QFile::remove(GameSession::savePath());
        }
        QCOMPARE(hashes[0], hashes[1]);
    }

private:
    Pack m_classic;
};

QTEST_MAIN(TestAnimation)
#include "tst_animation.moc"
