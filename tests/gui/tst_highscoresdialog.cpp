// Game ▸ High scores (Ctrl+H) at any time, not only on the death screen: the table as the file
// holds it, best first; none yet, or a file that cannot be read, said in words. F11 fills the
// screen and gives it back.

#include "MainWindow.h"

#include "engine/HighScores.h"
#include "game/HighScoresDialog.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

class TestHighScoresDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
        QSettings().clear();
        QVERIFY(m_tmp.isValid());
    }

    void showsTheTable() {
        const QString path = m_tmp.filePath(QStringLiteral("scores.json"));
        {
            HighScoresDialog none(path);
            QVERIFY2(none.status().startsWith(QLatin1String("No run has ended yet")),
                     qPrintable(none.status()));
            QVERIFY(none.table()->isHidden());
        }
        HighScores scores;
        RunSummary low, high;
        low.hero = QStringLiteral("Ann");
        low.alive = false;
        low.score = 40;
        low.depth = 2;
        low.turn = 300;
        high.hero = QStringLiteral("Bo");
        high.won = true;
        high.score = 900;
        high.depth = 10;
        high.turn = 4000;
        const QDateTime when(QDate(2026, 12, 1), QTime(12, 0));
        scores.insert(HighScores::entryFor(low, QStringLiteral("org.permadungeon.classic"),
                                           QStringLiteral("7"), when));
        scores.insert(HighScores::entryFor(high, QStringLiteral("org.permadungeon.classic"),
                                           QStringLiteral("8"), when));
        QString error;
        QVERIFY2(scores.save(path, &error), qPrintable(error));
        HighScoresDialog dialog(path);
        QTableWidget *table = dialog.table();
        QVERIFY(!table->isHidden());
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Bo")); // best first
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("900"));
        QCOMPARE(table->item(0, 6)->text(), QStringLiteral("won"));
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("Ann"));
        QCOMPARE(table->item(1, 5)->text(), QStringLiteral("classic"));
    }

    void aBrokenFileIsSaidNotShown() {
        const QString path = m_tmp.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ \"format\": 1, \"entries\": [");
        file.close();
        HighScoresDialog dialog(path);
        QVERIFY2(dialog.status().contains(QLatin1String("cannot be read")) &&
                     dialog.status().contains(path),
                 qPrintable(dialog.status()));
        QVERIFY(dialog.table()->isHidden());
    }

    void theMenuHasItAndF11FillsTheScreen() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *scores = window.findChild<QAction *>(QStringLiteral("HighScoresAction"));
        QVERIFY(scores);
        QCOMPARE(scores->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_H));
        auto *full = window.findChild<QAction *>(QStringLiteral("FullScreenAction"));
        QVERIFY(full);
        QVERIFY(full->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        full->trigger();
        QTRY_VERIFY(window.isFullScreen());
        QVERIFY(full->isChecked());
        full->trigger();
        QTRY_VERIFY(!window.isFullScreen());
        QVERIFY(!full->isChecked());
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_MAIN(TestHighScoresDialog)
#include "tst_highscoresdialog.moc"
