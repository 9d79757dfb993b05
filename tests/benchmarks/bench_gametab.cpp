// From a key press to the frame that shows the turn, in the Game tab: the key goes through the
// tab's action map to Game::submit, the map view takes the turn's changes (and starts their
// motion when animation is on), and the view paints the frame (a synchronous repaint of the
// whole viewport). Target: median at most 3 ms and p99 at most 8 ms on a 256×256 cave with 500
// monsters awake, in a 1280×720 view, with animation off and on. Every timed key must play a
// turn: a box that took the key (a hint, a notice) fails the benchmark rather than timing it.
#include "BenchLevels.h"
#include "BenchTable.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "view/MapView.h"

#include <QSettings>
#include <QtTest>

using namespace pd;
using namespace pd::bench;

class BenchGameTab : public QObject {
    Q_OBJECT

    void keyToFrame(bool awake, int animationSpeed);

private Q_SLOTS:
    // Settings and run files of its own, and no first-run hints: a hint box takes the first
    // key (it is read first), so the timed key would play no turn. The process id is in the
    // name: CTest runs the benchmark and its smoke run at once, and a second copy could hold
    // neither the run's place (RunSlot) nor settings the other clears when it ends.
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonBench"));
        QCoreApplication::setApplicationName(
            QStringLiteral("BenchGameTab-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
        Hints::setShown(false);
        QDir(GameSession::dataDir()).removeRecursively();
    }
    void cleanupTestCase() {
        QFile::remove(QSettings().fileName()); // one per process: none is left behind
        QDir(GameSession::dataDir()).removeRecursively();
    }
    void keyToFrame500MonstersAwake() { keyToFrame(true, 0); }
    void keyToFrame500MonstersAwakeAnimated() { keyToFrame(true, 2); }
    void keyToFrame500MonstersAsleep() { keyToFrame(false, 0); }
    void keyToFrame500MonstersAsleepAnimated() { keyToFrame(false, 2); }
};

void BenchGameTab::keyToFrame(bool awake, int animationSpeed) {
    auto pack = std::make_shared<Pack>(benchPack());
    const Level level = caveLevel(256, 256, 500, 1);
    auto game = std::make_unique<Game>(*pack, 1, QStringLiteral("Bench"), level);
    if (awake)
        QVERIFY(wakeSwarms(*game));
    GameTab tab;
    tab.resize(1280 + 250, 720 + 190);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    tab.mapView()->setAnimationSpeed(animationSpeed);
    QCOMPARE(tab.mapView()->animationSpeed(), animationSpeed);
    tab.session().play(pack, std::move(game), pack->rootPath, QStringLiteral("1"));
    const Game &g = *tab.session().game();
    int keys = 0, turns = 0;
    PD_BENCHMARK {
        const int before = g.state().turn;
        QTest::keyClick(&tab, Qt::Key_Period); // wait a turn
        tab.mapView()->viewport()->repaint();
        ++keys;
        turns += g.state().turn > before ? 1 : 0;
    }
    QVERIFY(keys > 0);
    QCOMPARE(turns, keys); // no key went to anything but the game
    QVERIFY(g.state().alive);
}

QTEST_MAIN(BenchGameTab)
#include "bench_gametab.moc"
