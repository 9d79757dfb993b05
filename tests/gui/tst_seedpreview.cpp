#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "gen/Dungeon.h"
#include "playtest/ComparisonTable.h"
#include "preview/ContactSheet.h"
#include "preview/Histogram.h"
#include "preview/ImpactView.h"
#include "preview/LevelPreview.h"
#include "preview/SeedPreviewDock.h"
#include "random/Rng.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

// The seed preview dock on the offscreen platform: what it shows is what generation makes.
class TestSeedPreview : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;

    std::unique_ptr<PackDocument> m_doc;
    std::unique_ptr<SeedPreviewDock> m_dock;

    void show(const QString &seed, int depth) {
        m_dock->setSeedText(seed);
        m_dock->setDepth(depth);
        m_dock->previewLevel();
    }

    void finish(SeedPreviewDock &dock) {
        if (dock.batch()->isRunning()) {
            QSignalSpy done(dock.batch(), &LevelBatch::finished);
            QVERIFY(done.wait(60000));
        }
    }

private Q_SLOTS:
    void initTestCase() {
        m_folder = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), m_folder));
    }

    // Each test: the pack's copy open in a new document, under a shown dock.
    void init() {
        m_doc = std::make_unique<PackDocument>();
        QVERIFY(m_doc->open(m_folder, nullptr));
        m_dock = std::make_unique<SeedPreviewDock>(m_doc.get());
        m_dock->resize(1200, 700);
        m_dock->show();
    }
    void cleanup() {
        m_dock.reset();
        m_doc.reset();
    }

    void previewIsTheGeneratedLevel() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        show(QStringLiteral("42"), 3);
        QVERIFY(dock.preview()->level());
        Dungeon d(*doc.pack(), 42);
        const Level expected = d.level(3);
        QCOMPARE(dock.preview()->level()->hash(), expected.hash());
        QVERIFY(dock.traceText().contains(QStringLiteral("Seed 42, depth 3")));
        // Text seeds are hashed as the game hashes them.
        dock.setSeedText(QStringLiteral("dragon"));
        dock.previewLevel();
        QCOMPARE(dock.preview()->level()->hash(),
                 Dungeon(*doc.pack(), seed::fromText(u"dragon")).level(3).hash());
    }

    // Clicking the golem of seed 42, depth 3 names its table, roll and row (tst_levelbatch pins
    // the same numbers in the core).
    void traceNamesTheRow() {
        SeedPreviewDock &dock = *m_dock;
        show(QStringLiteral("42"), 3);
        const Level *level = dock.preview()->level();
        QVERIFY(level);
        QCOMPARE(level->entities[5].id, QStringLiteral("golem"));
        // A click on its cell chooses it.
        QSignalSpy chosen(dock.preview(), &LevelPreview::entityChosen);
        const int s = dock.preview()->cellSize();
        const QPointF at =
            dock.preview()->offset() +
            QPointF(level->entities[5].at.x * s + s / 2.0, level->entities[5].at.y * s + s / 2.0);
        QTest::mouseClick(dock.preview(), Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toInt(), 5);
        const QString trace = dock.traceText();
        QVERIFY2(trace.contains(QStringLiteral("golem")), qPrintable(trace));
        QVERIFY2(trace.contains(QStringLiteral("1d4+4 gave 7 rolls of table mon-d3")),
                 qPrintable(trace));
        QVERIFY2(trace.contains(QStringLiteral("roll 3")), qPrintable(trace));
        QVERIFY2(trace.contains(QStringLiteral("table mon-d3: row 8, weighted pick at 19")),
                 qPrintable(trace));
        QVERIFY2(trace.contains(QStringLiteral("Stream population, index 3")), qPrintable(trace));
        // A click on bare floor clears it.
        dock.chooseEntity(-1);
        QVERIFY(!dock.traceText().contains(QStringLiteral("golem")));
    }

    void sheetShowsWhatGenerateMakes() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        dock.setDepth(2);
        dock.setSheetRange(100, 40);
        dock.generateSheet();
        finish(dock);
        ContactSheetModel *sheet = dock.sheetModel();
        QCOMPARE(sheet->rowCount(), 40);
        QCOMPARE(sheet->readyCount(), 40);
        const QList<LevelStats> expected = collectStats(*doc.pack(), 100, 40, {2}, 1);
        for (int row = 0; row < 40; ++row) {
            QCOMPARE(sheet->seed(row), std::uint64_t(100 + row));
            QVERIFY(sheet->stats(row));
            QCOMPARE(sheet->stats(row)->hash, expected[row].hash);
            QCOMPARE(sheet->stats(row)->monsters, expected[row].monsters);
            QVERIFY(!sheet->index(row).data(Qt::DecorationRole).value<QImage>().isNull());
        }
        // The statistics count every level.
        QCOMPARE(dock.histogram(0)->values().size(), 40);
        int total = 0;
        for (const auto &bin : dock.histogram(0)->bins())
            total += bin.second;
        QCOMPARE(total, 40);

        // Sorted by monsters, most first.
        ContactSheetFilter *f = dock.sheetFilter();
        f->setSortFigure(SheetFigure::Monsters, Qt::DescendingOrder);
        for (int r = 1; r < f->rowCount(); ++r) {
            const auto a = sheet->stats(f->mapToSource(f->index(r - 1, 0)).row());
            const auto b = sheet->stats(f->mapToSource(f->index(r, 0)).row());
            QVERIFY(a->monsters >= b->monsters);
        }
        // A pinned seed leads, and stays when the range moves on.
        dock.setPinned(120, true);
        QCOMPARE(f->index(0, 0).data(ContactSheetModel::SeedRole).toULongLong(), 120ULL);
        dock.setSheetRange(500, 10);
        dock.generateSheet();
        finish(dock);
        QCOMPARE(sheet->rowCount(), 11);
        QCOMPARE(f->index(0, 0).data(ContactSheetModel::SeedRole).toULongLong(), 120ULL);
        // Filtered by a range of a figure (pinned seeds stay).
        f->setRange(SheetFigure::Rooms, 9, 10);
        for (int r = 0; r < f->rowCount(); ++r) {
            const int source = f->mapToSource(f->index(r, 0)).row();
            if (sheet->seed(source) == 120)
                continue;
            QVERIFY(sheet->stats(source)->rooms >= 9 && sheet->stats(source)->rooms <= 10);
        }
        QVERIFY(f->rowCount() < 11);
    }

    // The balance table's noise: two rates differ beyond chance only when the gap is wide for
    // that many battles.
    void proportionsDifferBeyondChance() {
        QVERIFY(!ImpactView::proportionsDiffer(50, 100, 55, 100));
        QVERIFY(ImpactView::proportionsDiffer(50, 100, 75, 100));
        QVERIFY(ImpactView::proportionsDiffer(500, 1000, 550, 1000));
        QVERIFY(!ImpactView::proportionsDiffer(0, 100, 0, 100));
        QVERIFY(ImpactView::proportionsDiffer(0, 100, 100, 100));
        QVERIFY(!ImpactView::proportionsDiffer(1, 0, 1, 10));
    }

    // Issue 36, item 8: the contact sheet is made when its tab is first shown (500 seeds from
    // 1, as the docs say), not left empty until Generate.
    void sheetIsMadeWhenFirstShown() {
        SeedPreviewDock &dock = *m_dock;
        QCOMPARE(dock.sheetModel()->rowCount(), 0);
        dock.tabs()->setCurrentIndex(1);
        QCOMPARE(dock.sheetModel()->rowCount(), 500);
        QVERIFY(dock.batch()->isRunning() || dock.sheetModel()->readyCount() == 500);
        QCOMPARE(dock.sheetModel()->seed(0), std::uint64_t(1));
        dock.batch()->cancel();
        finish(dock);
        // Shown again: not made again.
        dock.tabs()->setCurrentIndex(0);
        const int made = dock.sheetModel()->readyCount();
        dock.tabs()->setCurrentIndex(1);
        QVERIFY(!dock.batch()->isRunning());
        QCOMPARE(dock.sheetModel()->readyCount(), made);
    }

    // Issue 35: the sheet keeps the seeds where a record appears by a depth ("seeds where the
    // zombie appears at depth 2 or above"): exactly those the levels of depths 1 and 2 hold,
    // checked against a batch made apart; an unknown word filters nothing and says so.
    void sheetFiltersByContent() {
        SeedPreviewDock &dock = *m_dock;
        dock.setDepth(1);
        dock.setSheetRange(1, 60);
        dock.generateSheet();
        finish(dock);
        QComboBox *with = dock.containsCombo();
        QVERIFY(with->findText(QStringLiteral("zombie")) > 0);
        dock.setContains(QStringLiteral("zombie"), 2);
        finish(dock); // the sheet is made again with depth 2's contents
        ContactSheetModel *sheet = dock.sheetModel();
        QCOMPARE(sheet->readyCount(), 60);
        QCOMPARE(sheet->stats(0)->depth, 1); // the thumbnails stay the sheet's depth

        BatchRequest request;
        request.pack = m_doc->pack();
        request.seeds = BatchRequest::range(1, 60);
        request.depths = {1, 2};
        request.keepLevels = true;
        QSet<std::uint64_t> expected;
        for (const BatchSeed &seed : LevelBatch::run(request, 2))
            for (const BatchLevel &level : seed.levels)
                for (const LevelEntity &e : level.level->entities)
                    if (e.kind == LevelEntity::Kind::Monster && e.id == QLatin1String("zombie"))
                        expected.insert(seed.seed);
        QVERIFY2(!expected.isEmpty() && expected.size() < 60,
                 qPrintable(QString::number(expected.size())));
        ContactSheetFilter *f = dock.sheetFilter();
        QSet<std::uint64_t> shown;
        for (int r = 0; r < f->rowCount(); ++r)
            shown.insert(f->index(r, 0).data(ContactSheetModel::SeedRole).toULongLong());
        QCOMPARE(shown, expected);
        QCOMPARE(dock.shownText(), QStringLiteral("%1 of 60 shown").arg(expected.size()));
        // Depth 1 only: a subset.
        dock.setContains(QStringLiteral("zombie"), 1);
        QVERIFY(f->rowCount() <= int(expected.size()));
        // A word that is no record's id filters nothing.
        with->setCurrentText(QStringLiteral("zomb"));
        QCOMPARE(f->rowCount(), 60);
        QVERIFY2(dock.shownText().contains(QStringLiteral("no monster, item or trap")),
                 qPrintable(dock.shownText()));
        dock.setContains(QString(), 1);
        QCOMPARE(f->rowCount(), 60);
        QCOMPARE(dock.shownText(), QString());
    }

    // The contact sheet reflows to the dock's width: fewer thumbnails a line in a narrow dock.
    void sheetReflowsToTheDocksWidth() {
        SeedPreviewDock &dock = *m_dock;
        dock.tabs()->setCurrentIndex(1);
        dock.setSheetRange(1, 24);
        dock.generateSheet();
        finish(dock);
        QListView *view = dock.sheetView();
        const auto perLine = [view] {
            QCoreApplication::processEvents();
            const int top = view->visualRect(view->model()->index(0, 0)).top();
            int n = 0;
            for (int r = 0; r < view->model()->rowCount(); ++r)
                n += view->visualRect(view->model()->index(r, 0)).top() == top;
            return n;
        };
        QTRY_VERIFY(perLine() >= 5);
        const int wide = perLine();
        dock.resize(600, 700);
        QTRY_VERIFY(perLine() < wide);
        QVERIFY(perLine() >= 2);
        // Also when the dock was resized while another tab was shown.
        dock.tabs()->setCurrentIndex(0);
        dock.resize(1200, 700);
        QCoreApplication::processEvents();
        dock.tabs()->setCurrentIndex(1);
        QTRY_COMPARE(perLine(), wide);
        // Every thumbnail stays inside the view's width.
        for (int r = 0; r < view->model()->rowCount(); ++r)
            QVERIFY(view->visualRect(view->model()->index(r, 0)).right() <=
                    view->viewport()->width());
    }

    void overridesApplyToThePreviewOnly() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        dock.setSeedText(QStringLiteral("7"));
        dock.setOverrides(QJsonObject{{QStringLiteral("generator"), QStringLiteral("maze")},
                                      {QStringLiteral("cells"), 6}});
        QVERIFY(dock.preview()->level());
        QCOMPARE(dock.preview()->level()->generator, QStringLiteral("maze"));
        QVERIFY(!doc.isModified());
        dock.setOverrides({});
        QCOMPARE(dock.preview()->level()->generator, QStringLiteral("rooms"));
    }

    // "Play this seed" hands over the pack as it is now; the next edit does not reach it.
    void playHandsOverASnapshot() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        show(QStringLiteral("42"), 3);
        QSignalSpy play(&dock, &SeedPreviewDock::playRequested);
        dock.findChild<QPushButton *>(QStringLiteral("playSeed"))->click();
        QCOMPARE(play.size(), 1);
        const auto pack = play.first().at(0).value<std::shared_ptr<const Pack>>();
        QVERIFY(pack);
        QCOMPARE(pack.get(), doc.pack().get());
        QCOMPARE(play.first().at(1).value<std::uint64_t>(), std::uint64_t(42));
        QCOMPARE(play.first().at(3).toInt(), 3);
        doc.setValue(QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"),
                     JsonTree(QJsonValue(QStringLiteral("Renamed"))), QStringLiteral("Rename"));
        QVERIFY(doc.pack().get() != pack.get());
        QVERIFY(pack->monsters[0].name != QStringLiteral("Renamed"));
    }

    // Room-by-room chambers bring their contents: the trace names the room's contents table and
    // row.
    void traceNamesARoomsContents() {
        const QString folder = m_tmp.filePath(QStringLiteral("permadungeon"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), folder));
        PackDocument doc;
        QVERIFY(doc.open(folder, nullptr));
        SeedPreviewDock dock(&doc);
        dock.setSeedText(QStringLiteral("7"));
        dock.setDepth(1);
        dock.previewLevel();
        QVERIFY(dock.preview()->level());
        QVERIFY(!dock.preview()->level()->entities.isEmpty());
        dock.chooseEntity(0);
        const QString text = dock.traceText();
        QVERIFY2(text.contains(QStringLiteral("room's contents table room-contents-")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(": row ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The roll gave: ")), qPrintable(text));
    }

    // The impact of tripling the zombie's attack reaches a run too: the pacing section compares
    // the bot's runs of both packs and names the zombie's damage as beyond the noise; undone,
    // nothing differs.
    void impactHasThePacingOfTheEdit() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        dock.tabs()->setCurrentWidget(dock.impact());
        ImpactView &impact = *dock.impact();
        impact.setSample(20, 2);
        impact.waitForReport();
        const QString attack = *doc.recordPointer(RecordKind::Monster, QStringLiteral("zombie")) +
                               QStringLiteral("/stats/atk");
        doc.setValue(QStringLiteral("monsters.json"), attack, JsonTree(QJsonValue(36)),
                     QStringLiteral("Zombie attack"));
        impact.waitForReport();
        QVERIFY2(impact.pacingText().startsWith(QStringLiteral("Pacing: the bot plays 50 runs")),
                 qPrintable(impact.pacingText()));
        impact.waitForPacing();
        QVERIFY2(impact.pacingText().contains(QStringLiteral("HP lost to the zombie: ")),
                 qPrintable(impact.pacingText()));
        const QTableWidget *pacing = impact.pacingTable();
        QVERIFY(pacing->isVisibleTo(&impact));
        int zombie = -1;
        for (int r = 0; r < pacing->rowCount(); ++r)
            if (pacing->item(r, 0)->text() == QStringLiteral("HP lost to the zombie"))
                zombie = r;
        QVERIFY(zombie >= 0);
        QVERIFY(pacing->item(zombie, 0)->font().bold());
        // Undone: the pack is the saved one again, and no figure moves beyond the noise.
        doc.undoStack()->undo();
        impact.waitForReport();
        impact.waitForPacing();
        QVERIFY2(impact.pacingText().endsWith(QStringLiteral("no difference beyond the noise.")),
                 qPrintable(impact.pacingText()));
    }

    // Doubling the zombie's weight in mon-d1 (4 → 8 of 19): the impact tab puts the zombie of
    // depths 1-2 first with the numbers tst_editimpact pins (566 → 910 over 400 levels), an
    // unchanged row is hidden, a rename changes nothing, a monster's numbers bring battles, and
    // the saved file is the other baseline.
    void impactOfDoubledWeight() {
        PackDocument &doc = *m_doc;
        SeedPreviewDock &dock = *m_dock;
        dock.tabs()->setCurrentWidget(dock.impact());
        ImpactView &impact = *dock.impact();
        impact.waitForReport();
        QVERIFY2(impact.summaryText().startsWith(QStringLiteral("No edit yet.")),
                 qPrintable(impact.summaryText()));

        const auto table = doc.recordPointer(RecordKind::Table, QStringLiteral("mon-d1"));
        QVERIFY(table);
        const QString weight = *table + QStringLiteral("/rows/1/weight");
        QCOMPARE(doc.value(QStringLiteral("tables.json"), weight)->toValue().toInt(), 4);
        doc.setValue(QStringLiteral("tables.json"), weight, JsonTree(QJsonValue(8)),
                     QStringLiteral("Zombie weight"));
        impact.waitForReport();
        QVERIFY2(impact.summaryText().contains(QStringLiteral("“Zombie weight”")),
                 qPrintable(impact.summaryText()));
        QVERIFY(
            impact.summaryText().contains(QStringLiteral("2000 levels (200 seeds × 10 depths)")));
        const QAbstractItemModel *shown = impact.table()->model();
        QVERIFY(shown->rowCount() > 0);
        QCOMPARE(shown->rowCount(), impact.model()->report().changedRows());
        // The first row shown is the largest change; the zombie's row reads as pinned.
        int zombieRow = -1;
        for (int r = 0; r < shown->rowCount(); ++r)
            if (shown->index(r, ImpactModel::What).data(ImpactModel::IdRole).toString() ==
                    QStringLiteral("zombie") &&
                shown->index(r, ImpactModel::Depths).data().toString() == QStringLiteral("1–2"))
                zombieRow = r;
        QVERIFY(zombieRow >= 0);
        QCOMPARE(shown->index(zombieRow, ImpactModel::Before).data().toString(),
                 QLocale().toString(566 / 400.0, 'f', 2));
        QCOMPARE(shown->index(zombieRow, ImpactModel::After).data().toString(),
                 QLocale().toString(910 / 400.0, 'f', 2));
        QCOMPARE(shown->index(zombieRow, ImpactModel::Change).data().toString(),
                 QStringLiteral("+") + QLocale().toString(344.0 / 566 * 100, 'f', 1) +
                     QStringLiteral(" %"));
        const double first =
            shown->index(0, ImpactModel::Change).data(ImpactModel::SortRole).toDouble();
        for (int r = 1; r < shown->rowCount(); ++r)
            QVERIFY(shown->index(r, ImpactModel::Change).data(ImpactModel::SortRole).toDouble() <=
                    first);
        QVERIFY(impact.balanceTable()->rowCount() == 0);

        // Searching narrows the table; clearing shows the changes again.
        auto *search = impact.findChild<QLineEdit *>();
        QVERIFY(search);
        search->setText(QStringLiteral("zombie"));
        for (int r = 0; r < shown->rowCount(); ++r)
            QCOMPARE(shown->index(r, ImpactModel::What).data(ImpactModel::IdRole).toString(),
                     QStringLiteral("zombie"));
        search->clear();

        // A table's name reaches no level.
        doc.setValue(QStringLiteral("tables.json"), *table + QStringLiteral("/name"),
                     JsonTree(QJsonValue(QStringLiteral("Shallow monsters"))),
                     QStringLiteral("Rename table"));
        impact.waitForReport();
        QVERIFY2(impact.summaryText().contains(QStringLiteral("changes nothing")),
                 qPrintable(impact.summaryText()));
        QCOMPARE(shown->rowCount(), 0);

        // Against the saved file the doubled weight shows again.
        impact.setBaseline(ImpactView::Baseline::Saved);
        // The measurement may be over before anyone waits for it: its report is still taken.
        // (Its thread is done here, and the window's event loop has not run since.)
        impact.findChild<QThreadPool *>()->waitForDone();
        QVERIFY(impact.isMeasuring());
        impact.waitForReport();
        QVERIFY(!impact.isMeasuring());
        QVERIFY(impact.summaryText().contains(QStringLiteral("the saved file")));
        QVERIFY(shown->rowCount() > 0);
        impact.setBaseline(ImpactView::Baseline::LastEdit);

        // A monster's numbers: the balance table fights it before and after.
        const auto zombie = doc.recordPointer(RecordKind::Monster, QStringLiteral("zombie"));
        QVERIFY(zombie);
        doc.setPath(QStringLiteral("monsters.json"), *zombie, QStringLiteral("stats/hp"),
                    JsonTree(QJsonValue(88)), QStringLiteral("Zombie HP"));
        impact.waitForReport();
        QVERIFY2(impact.balanceTable()->rowCount() == 1, qPrintable(impact.summaryText()));
        QCOMPARE(impact.balanceTable()->item(0, 0)->text(), QStringLiteral("Zombie"));
        // Twice the HP: the battles take more rounds, and the rates move.
        QVERIFY(impact.balanceTable()->item(0, 1)->text().contains(QStringLiteral(" → ")));
        QVERIFY(impact.balanceTable()->item(0, 4)->text().contains(QStringLiteral(" → ")));
        QCOMPARE(impact.balanceTable()->item(0, 5)->text(), QStringLiteral("1"));
        // The change of the win rate is judged against the noise of that many battles: bold
        // beyond it, greyed within it (66.2 % → 65.5 % of 2,000 battles is within), said on
        // hover; the figures keep to one line.
        const QTableWidgetItem *won = impact.balanceTable()->item(0, 1);
        const bool beyond = won->toolTip().startsWith(QStringLiteral("Beyond the noise"));
        QVERIFY2(beyond || won->toolTip().startsWith(QStringLiteral("Within the noise")),
                 qPrintable(won->toolTip()));
        QCOMPARE(won->font().bold(), beyond);
        QVERIFY(!impact.balanceTable()->wordWrap());
        QVERIFY2(impact.summaryText().contains(QStringLiteral("battles are below")),
                 qPrintable(impact.summaryText()));

        // Undo makes the previous edit the last one again.
        doc.undoStack()->undo();
        impact.waitForReport();
        QVERIFY2(impact.summaryText().contains(QStringLiteral("“Rename table”")),
                 qPrintable(impact.summaryText()));

        // A long history: the view keeps the steps near the present, and the last edit is
        // still its baseline after twenty more and one undo.
        for (int i = 0; i < 20; ++i)
            doc.setValue(QStringLiteral("tables.json"), *table + QStringLiteral("/name"),
                         JsonTree(QJsonValue(QStringLiteral("Name %1").arg(i))),
                         QStringLiteral("Edit %1").arg(i));
        impact.waitForReport();
        QVERIFY2(impact.summaryText().contains(QStringLiteral("“Edit 19”")),
                 qPrintable(impact.summaryText()));
        doc.undoStack()->undo();
        impact.waitForReport();
        QVERIFY2(impact.summaryText().contains(QStringLiteral("“Edit 18”")),
                 qPrintable(impact.summaryText()));
    }
};

QTEST_MAIN(TestSeedPreview)
#include "tst_seedpreview.moc"
