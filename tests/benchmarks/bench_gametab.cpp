// From a key press to the frame that shows the turn, in the Game tab: the key goes through the
// tab's action map to Game::submit, the map view takes the turn's changes, and the view paints
// the frame (a synchronous repaint of the whole viewport). Target: at most 8 ms median on a
// 256×256 cave with 500 monsters awake, in a 1280×720 view.
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

    void keyToFrame(bool awake);

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
    void keyToFrame500MonstersAwake() { keyToFrame(true); }
    void keyToFrame500MonstersAsleep() { keyToFrame(false); }
};

void BenchGameTab::keyToFrame(bool awake) {
    auto pack = std::make_shared<Pack>(benchPack());
    const Level level = caveLevel(256, 256, 500, 1);
    auto game = std::make_unique<Game>(*pack, 1, QStringLiteral("Bench"), level);
    if (awake)
        QVERIFY(wakeSwarms(*game));
    GameTab tab;
    tab.resize(1280 + 250, 720 + 190);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    tab.session().play(pack, std::move(game), pack->rootPath, QStringLiteral("1"));
    const Game &g = *tab.session().game();
    const int before = g.state().turn;
    PD_BENCHMARK {
        QTest::keyClick(&tab, Qt::Key_Period); // wait a turn
        tab.mapView()->viewport()->repaint();
    }
    QVERIFY(g.state().turn > before);
    QVERIFY(g.state().alive);
}

QTEST_MAIN(BenchGameTab)
#include "bench_gametab.moc"
