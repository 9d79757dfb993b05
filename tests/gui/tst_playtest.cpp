#include "EditorTest.h"
#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "engine/BotRun.h"
#include "engine/Game.h"
#include "playtest/ComparisonTable.h"
#include "playtest/PlaytestChart.h"
#include "playtest/PlaytestDock.h"
#include "preview/SeedPreviewDock.h"
#include "workspace/DockLayout.h"

#include <QComboBox>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

// The Playtest dock on the offscreen platform: the bot plays the pack as the editor has it,
// in the background, and the dock compares it with a baseline.
class TestPlaytest : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;
    std::unique_ptr<PackDocument> m_doc;
    std::unique_ptr<PlaytestDock> m_dock;

    QString zombieAttack() const {
        return *m_doc->recordPointer(RecordKind::Monster, QStringLiteral("zombie")) +
               QStringLiteral("/stats/atk");
    }

    // The comparison's row for the HP lost to `monster` (null when there is none).
    const BotComparison::Row *damageRow(const QString &monster) const {
        for (const BotComparison::Row &row : m_dock->comparison()->rows)
            if (row.figure == BotComparison::Figure::DamageBy && row.monster == monster)
                return &row;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        m_folder = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), m_folder));
    }

    void init() {
        m_doc = std::make_unique<PackDocument>();
        QVERIFY(m_doc->open(m_folder, nullptr));
        m_dock = std::make_unique<PlaytestDock>(m_doc.get());
        m_dock->resize(1400, 600);
        m_dock->show();
        m_dock->setRunAfterEdits(false);
    }
    void cleanup() {
        m_dock.reset();
        m_doc.reset();
    }

    // The runs are played on worker threads (the window goes on), and the finished report is
    // the command line's for the same pack and options, run by run.
    void playsTheCommandLinesReportInTheBackground() {
        m_dock->setOptions(24, 300, 5);
        QSignalSpy shown(m_dock.get(), &PlaytestDock::resultsShown);
        QVERIFY(m_dock->run());
        QVERIFY(m_dock->isRunning());
        QCOMPARE(m_dock->findChild<QPushButton *>(QStringLiteral("playtestRun"))->text(),
                 QStringLiteral("&Stop"));
        m_dock->waitForResults();
        QVERIFY(!m_dock->isRunning());
        BotOptions options;
        options.runs = 24;
        options.turns = 300;
        options.seed = 5;
        const BotReport expected = BotReport::play(*m_doc->pack(), options);
        const BotReport &report = m_dock->report();
        QCOMPARE(report.runs.size(), expected.runs.size());
        for (int i = 0; i < report.runs.size(); ++i) {
            QCOMPARE(report.runs[i].index, i);
            QCOMPARE(report.runs[i].stateHash, expected.runs[i].stateHash);
            QCOMPARE(report.runs[i].turns, expected.runs[i].turns);
        }
        QVERIFY(shown.size() >= 2);
        QVERIFY2(m_dock->verdictText().contains(QStringLiteral("24 runs of up to 300 turns")),
                 qPrintable(m_dock->verdictText()));
        QCOMPARE(m_dock->statusText(), QStringLiteral("24 runs"));
        QCOMPARE(m_dock->runsTable()->rowCount(), 24);
        // The charts hold the report's figures: depth reached sums to every run.
        const PlaytestChart *reached = m_dock->chart(QStringLiteral("depthReached"));
        QVERIFY(reached);
        double sum = 0;
        for (double v : reached->now())
            sum += v;
        QCOMPARE(qRound(sum * 1000), 1000);
        QVERIFY(!m_dock->chart(QStringLiteral("damageByMonster"))->labels().isEmpty());
        QVERIFY(!m_dock->chart(QStringLiteral("xpCurve"))->labels().isEmpty());
        // Compared with the saved file by default: nothing edited, nothing differs.
        QCOMPARE(m_dock->baseline(), PlaytestDock::Baseline::Saved);
        QVERIFY(m_dock->comparison());
        QVERIFY(m_dock->comparison()->significant().isEmpty());
        QVERIFY2(m_dock->verdictText().contains(
                     QStringLiteral("No significant difference from the saved file")),
                 qPrintable(m_dock->verdictText()));
        m_dock->setBaseline(PlaytestDock::Baseline::None);
        QVERIFY(!m_dock->comparison());
        QVERIFY(!m_dock->chart(QStringLiteral("deathsByDepth"))->hasBaseline());
    }

    // The designer's loop: pin, triple the zombie's attack, read that the zombie now costs far
    // more (significant, named); undo, read that nothing differs beyond the noise.
    void pinEditAndUndo() {
        m_dock->setOptions(40, 300, 1);
        QVERIFY(m_dock->run());
        m_dock->waitForResults();
        m_dock->pin();
        QCOMPARE(m_dock->baseline(), PlaytestDock::Baseline::Pinned);
        QVERIFY(m_dock->comparison()); // the pinned runs against themselves
        QVERIFY(m_dock->comparison()->significant().isEmpty());

        QCOMPARE(m_doc->value(QStringLiteral("monsters.json"), zombieAttack())->toValue().toInt(),
                 12);
        m_doc->setValue(QStringLiteral("monsters.json"), zombieAttack(), JsonTree(QJsonValue(36)),
                        QStringLiteral("Zombie attack"));
        QVERIFY2(m_dock->verdictText().contains(QStringLiteral("pack changed")),
                 qPrintable(m_dock->verdictText()));
        QVERIFY(m_dock->run());
        m_dock->waitForResults();
        QVERIFY(m_dock->comparison());
        const BotComparison::Row *zombie = damageRow(QStringLiteral("zombie"));
        QVERIFY(zombie);
        QVERIFY(zombie->significant());
        QVERIFY(zombie->b > 2 * zombie->a);
        const QString verdict = m_dock->verdictText();
        QVERIFY2(
            verdict.contains(QStringLiteral("Against the pinned results, outside the noise:\n• ")),
            qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("HP lost to the zombie")), qPrintable(verdict));
        // Within the noise: greyed in the table; outside it: bold.
        QTableWidget *table = m_dock->comparisonTable();
        QCOMPARE(table->rowCount(), int(m_dock->comparison()->rows.size()));
        for (int r = 0; r < table->rowCount(); ++r)
            QCOMPARE(table->item(r, 0)->font().bold(), m_dock->comparison()->rows[r].significant());
        // The zombie's bar is marked in the damage chart.
        const PlaytestChart *damage = m_dock->chart(QStringLiteral("damageByMonster"));
        QVERIFY(damage->hasBaseline());
        const int at = damage->labels().indexOf(QStringLiteral("Zombie"));
        QVERIFY2(at >= 0, qPrintable(damage->labels().join(u',')));
        QVERIFY(damage->categoryText(at).endsWith(QStringLiteral(" *")));

        m_doc->undoStack()->undo();
        QVERIFY(m_dock->run());
        m_dock->waitForResults();
        QVERIFY(m_dock->comparison());
        QVERIFY(m_dock->comparison()->significant().isEmpty());
        QVERIFY2(m_dock->verdictText().contains(
                     QStringLiteral("No significant difference from the pinned results")),
                 qPrintable(m_dock->verdictText()));
    }

    // The saved file is a baseline of its own, played when first needed.
    void comparesWithTheSavedFile() {
        m_dock->setOptions(20, 200, 3);
        m_dock->setBaseline(PlaytestDock::Baseline::Saved);
        m_doc->setValue(QStringLiteral("monsters.json"), zombieAttack(), JsonTree(QJsonValue(36)),
                        QStringLiteral("Zombie attack"));
        QVERIFY(m_dock->run());
        QVERIFY(m_dock->isRunning());
        m_dock->waitForResults();
        QVERIFY(m_dock->comparison());
        const BotComparison::Row *zombie = damageRow(QStringLiteral("zombie"));
        QVERIFY(zombie);
        QVERIFY(zombie->b > zombie->a);
        m_doc->undoStack()->undo();
    }

    // An edit stops the runs of the pack before it; with "after each edit" on, they start
    // again once the edits pause.
    void anEditStopsTheRunsAndPlaysAgain() {
        m_dock->setOptions(2000, 3000, 1);
        QVERIFY(m_dock->run());
        QVERIFY(m_dock->isRunning());
        m_dock->setRunAfterEdits(true);
        m_doc->setValue(QStringLiteral("monsters.json"), zombieAttack(), JsonTree(QJsonValue(13)),
                        QStringLiteral("Zombie attack"));
        QVERIFY(!m_dock->isRunning());
        QVERIFY2(m_dock->verdictText().contains(QStringLiteral("pack changed")),
                 qPrintable(m_dock->verdictText()));
        m_dock->setOptions(12, 200, 1);
        QTRY_VERIFY_WITH_TIMEOUT(m_dock->isRunning(), PlaytestDock::kSettleMs * 10);
        m_dock->waitForResults();
        QCOMPARE(m_dock->report().runs.size(), 12);
        QCOMPARE(m_dock->report().runs.size(), 12);
        QVERIFY(!m_dock->verdictText().contains(QStringLiteral("pack changed")));
        m_doc->undoStack()->undo();
    }

    // A pack with errors is not played: the dock says why.
    void aPackWithErrorsIsNotPlayed() {
        m_doc->setValue(QStringLiteral("monsters.json"), zombieAttack(),
                        JsonTree(QJsonValue(QStringLiteral("lots"))), QStringLiteral("Bad"));
        m_doc->settle();
        QVERIFY(m_doc->diagnostics().hasErrors());
        QVERIFY(!m_dock->run());
        QVERIFY(!m_dock->isRunning());
        QVERIFY2(m_dock->verdictText().contains(QStringLiteral("errors")),
                 qPrintable(m_dock->verdictText()));
        m_doc->undoStack()->undo();
    }

    // Watching a run: its commands, played from its seed, end where the bot's run ended.
    void aRunWatchedEndsWhereTheBotsDid() {
        m_dock->setOptions(10, 250, 9);
        QVERIFY(m_dock->run());
        m_dock->waitForResults();
        const std::optional<Replay> replay = m_dock->replayOf(4);
        QVERIFY(replay);
        QCOMPARE(replay->seed, BotRun::seedFor(9, 4));
        QVERIFY(!replay->commands.isEmpty());
        QCOMPARE(replay->stateHash, m_dock->report().runs[4].stateHash);
        QString why;
        QVERIFY2(replay->fits(*m_doc->pack(), &why), qPrintable(why));
        const std::unique_ptr<Game> game = replay->run(*m_doc->pack(), &why);
        QVERIFY2(game, qPrintable(why));
        QVERIFY2(replay->proves(*game, &why), qPrintable(why));
        // The dock's button sends it, with the pack it was played with.
        QSignalSpy watch(m_dock.get(), &PlaytestDock::watchRequested);
        m_dock->runsTable()->selectRow(4);
        m_dock->findChild<QPushButton *>(QStringLiteral("playtestWatch"))->click();
        QCOMPARE(watch.size(), 1);
        QCOMPARE(watch.first().at(0).value<std::shared_ptr<const Pack>>().get(),
                 m_doc->pack().get());
        QCOMPARE(m_dock->traceCommand(4),
                 QStringLiteral("permadungeon-cli bot %1 --seed 9 --runs 10 --turns 250 --trace 4")
                     .arg(m_folder));
    }

    // In the Editor: the Playtest dock is in the Window menu, and Large floats it over most of
    // the screen and puts it back (the seed preview's does the same).
    void largeFloatsTheDockAndPutsItBack() {
        m_dock.reset();
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PlaytestDock *dock = editor.playtestDock();
        QVERIFY(dock);
        QVERIFY(editor.docks()->menu()->actions().contains(dock->toggleViewAction()));
        dock->show();
        dock->raise();
        QVERIFY(!dock->isFloating());
        auto *large = dock->findChild<QToolButton *>(QStringLiteral("playtestLarge"));
        QVERIFY(large);
        large->click();
        QVERIFY(dock->isFloating());
        const QRect area = dock->screen()->availableGeometry();
        QVERIFY2(dock->width() >= area.width() * 0.8, qPrintable(QString::number(dock->width())));
        QVERIFY(dock->height() >= area.height() * 0.8);
        large->click();
        QVERIFY(!dock->isFloating());
        QVERIFY(!large->isChecked());
        // Docked by hand while large: the button lets go.
        large->click();
        dock->setFloating(false);
        QVERIFY(!large->isChecked());
        auto *previewLarge =
            editor.seedPreview()->findChild<QToolButton *>(QStringLiteral("previewLarge"));
        QVERIFY(previewLarge);
        previewLarge->click();
        QVERIFY(editor.seedPreview()->isFloating());
        previewLarge->click();
        QVERIFY(!editor.seedPreview()->isFloating());
    }

    // The chart's words: shares as percentages, the baseline beside, a mark on what differs.
    void chartSaysEachCategory() {
        PlaytestChart chart;
        chart.setFormat(PlaytestChart::Format::Share);
        chart.setSeriesNames(QStringLiteral("now"), QStringLiteral("baseline"));
        chart.setData({QStringLiteral("1"), QStringLiteral("2")}, {0.31, 0.0},
                      QList<double>{0.12, 0.0}, {true, false});
        QCOMPARE(chart.categoryText(0), QStringLiteral("1: 31 % (baseline 12 %) *"));
        QCOMPARE(chart.categoryText(1), QStringLiteral("2: 0 % (baseline 0 %)"));
        QCOMPARE(chart.categoryText(2), QString());
        chart.setFormat(PlaytestChart::Format::Number);
        chart.setData({QStringLiteral("Zombie")}, {49.5});
        QCOMPARE(chart.categoryText(0), QStringLiteral("Zombie: 49.5"));
        chart.resize(320, 180);
        chart.grab(); // paints without a baseline and with one
    }
};

QTEST_MAIN(TestPlaytest)
#include "tst_playtest.moc"
