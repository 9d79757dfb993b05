// The seed preview's speed, as a designer waits for it (classic, on the offscreen platform):
// - the contact sheet: 1,000 seeds at one depth, levels made, figures taken and thumbnails drawn
//   on the thread pool and put on the sheet (target ≤ 1 s on 2 cores), and from the click to the
//   first thumbnail on the sheet (target ≤ 100 ms); the sheet is in view, so its painting (and
//   Qt's raster engine, which waits on the global thread pool: LevelBatch keeps off it) counts;
// - the impact of an edit over 200 seeds × 10 depths, as the editor measures it (the pack before
//   the edit already measured) and from nothing (both packs) (target ≤ 1 s);
// - "Play this seed" to the first frame of the Game tab (target ≤ 1 s).
#include "BenchTable.h"
#include "EditorWorkspace.h"
#include "MainWindow.h"
#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "gen/EditImpact.h"
#include "preview/ContactSheet.h"
#include "preview/SeedPreviewDock.h"
#include "view/MapView.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

class BenchSeedPreview : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;

    // Seeds 1-1,000 at depth 1, the sheet in view, as where Generate is clicked.
    static void showSheet(SeedPreviewDock &dock) {
        dock.resize(1200, 700);
        dock.show();
        dock.setDepth(1);
        dock.setSheetRange(1, 1000);
        dock.tabs()->setCurrentIndex(1);
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonBench"));
        QSettings().clear();
        Hints::setShown(false);
        for (const char *name : {"classic", "maze-duel", "permadungeon"})
            QVERIFY(test::copyFolder(PackLoader::bundledDataDir() + u'/' + QLatin1String(name),
                                     m_tmp.filePath(QLatin1String(name))));
        m_folder = m_tmp.filePath(QStringLiteral("classic"));
        qInfo("thread pool: %d threads", QThreadPool::globalInstance()->maxThreadCount());
    }

    void contactSheet1000Seeds_data() {
        QTest::addColumn<QString>("pack");
        for (const char *name : {"classic", "maze-duel", "permadungeon"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void contactSheet1000Seeds() {
        QFETCH(QString, pack);
        PackDocument doc;
        QVERIFY(doc.open(m_tmp.filePath(pack), nullptr));
        SeedPreviewDock dock(&doc);
        showSheet(dock);
        QSignalSpy finished(dock.batch(), &LevelBatch::finished);
        PD_BENCHMARK {
            finished.clear();
            dock.generateSheet();
            QVERIFY(finished.wait(60000));
        }
        QCOMPARE(dock.sheetModel()->rowCount(), 1000);
    }

    // From Generate to the first thumbnail on the sheet (then the batch is stopped).
    void contactSheetFirstThumbnail() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        SeedPreviewDock dock(&doc);
        showSheet(dock);
        QSignalSpy ready(dock.batch(), &LevelBatch::seedsReady);
        PD_BENCHMARK {
            ready.clear();
            dock.generateSheet();
            QVERIFY(ready.wait(10000));
            QVERIFY(dock.sheetModel()->rowCount() > 0);
        }
        dock.batch()->cancel();
        dock.batch()->waitForFinished();
    }

    // The editor's case: the pack before the edit was measured when it was the pack after the
    // previous edit, so one pack is measured, then compared.
    void impact200x10AfterAnEdit() {
        Diagnostics d;
        const auto before = std::make_shared<const Pack>(PackLoader::load(m_folder, d));
        Pack changed = *before;
        changed.tables[0].rows[0].weight += 1; // a new snapshot, as an edit gives
        const auto after = std::make_shared<const Pack>(changed);
        const ImpactSample sample = ImpactSample::standard(*after);
        QCOMPARE(sample.seeds.size() * sample.depths.size(), 2000);
        const ImpactTally was = ImpactTally::measure(before, sample, 0);
        ImpactReport report;
        PD_BENCHMARK {
            report = measureImpact(before, after, sample, {}, &was);
        }
        QCOMPARE(report.levels, 2000);
    }

    // Both packs measured (the saved file compared for the first time).
    void impact200x10BothPacks() {
        Diagnostics d;
        const auto before = std::make_shared<const Pack>(PackLoader::load(m_folder, d));
        Pack changed = *before;
        changed.tables[0].rows[0].weight += 1;
        const auto after = std::make_shared<const Pack>(changed);
        const ImpactSample sample = ImpactSample::standard(*after);
        ImpactReport report;
        PD_BENCHMARK {
            report = measureImpact(before, after, sample, {});
        }
        QCOMPARE(report.levels, 2000);
    }

    // The Play this seed button in the editor's dock to the Game tab's first frame painted: the
    // main window switches tabs, puts the running game away, starts the trial run at depth 3
    // and the map view paints.
    void playThisSeedToFirstFrame() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.editPack(m_folder));
        SeedPreviewDock *dock = window.editor()->seedPreview();
        auto *play = dock->findChild<QPushButton *>(QStringLiteral("playSeed"));
        QVERIFY(play);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("MainTabs"));
        QVERIFY(tabs);
        // The designer has the preview in sight (it takes the pack's depths when first seen).
        tabs->setCurrentWidget(window.editor());
        dock->raise(); // (in front of the docks tabbed with it)
        QTRY_VERIFY(play->isVisible());
        dock->setSeedText(QStringLiteral("42"));
        dock->setDepth(3);
        QTRY_COMPARE(dock->depth(), 3);
        PD_BENCHMARK {
            tabs->setCurrentWidget(window.editor()); // back in the editor, as the designer is
            play->click();
            window.gameTab()->mapView()->viewport()->repaint();
        }
        const Game *game = window.gameTab()->session().game();
        QVERIFY(game);
        QCOMPARE(game->state().depth, 3);
    }
};

QTEST_MAIN(BenchSeedPreview)
#include "bench_seedpreview.moc"
