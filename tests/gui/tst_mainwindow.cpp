#include "MainWindow.h"

#include <QAction>
#include <QSettings>
#include <QTabWidget>
#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
        QSettings().clear();
    }

    void hasGameAndEditorTabs() {
        pd::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("MainTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Game"));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Editor"));
        QCOMPARE(w.windowTitle(), QStringLiteral("Permadungeon"));
    }

    void remembersTabAndGeometry() {
        {
            pd::MainWindow w;
            w.show();
            w.resize(900, 640);
            w.findChild<QTabWidget *>(QStringLiteral("MainTabs"))->setCurrentIndex(1);
            w.close();
        }
        pd::MainWindow again;
        QCOMPARE(again.findChild<QTabWidget *>(QStringLiteral("MainTabs"))->currentIndex(), 1);
        QCOMPARE(again.size(), QSize(900, 640));
    }

    void quitActionCloses() {
        pd::MainWindow w;
        w.show();
        auto *quit = w.findChild<QAction *>(QStringLiteral("QuitAction"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
        quit->trigger();
        QVERIFY(!w.isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
