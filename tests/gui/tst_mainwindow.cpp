#include "../unit/PackFixture.h"
#include "MainWindow.h"

#include "EditorWorkspace.h"
#include "docks/RecordListDock.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "help/AboutDialog.h"
#include "help/HelpWindow.h"
#include "search/SearchDock.h"
#include "settings/SettingsDialog.h"
#include "words/Words.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
        QSettings().clear();
    }
    void init() { QSettings().clear(); } // each test starts as a first run

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

    void theFirstStartFillsMostOfTheScreen() {
        // No geometry saved: most of the screen, centred, not the layouts' minimum.
        pd::MainWindow w;
        const QRect free = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(w.width() >= free.width() * 8 / 10 && w.height() >= free.height() * 8 / 10,
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(free.width())
                                .arg(free.height())));
        QVERIFY(free.contains(w.geometry()));
        QVERIFY(qAbs(w.geometry().center().x() - free.center().x()) <= 1);
    }

    // A 1600x1000 screen at scale 2 is 800x500 in the layouts' pixels, less a panel and the
    // title bar: the window with a run in the Game tab and a pack in the Editor still fits
    // in 780x420 (the layouts give way: the log, the map and the docks shrink).
    void theWindowFitsAScreenAtScaleTwo_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr"); // longer words, taller wrapped texts
    }
    void theWindowFitsAScreenAtScaleTwo() {
        QFETCH(QString, language);
        pd::Words::installTranslators(*QCoreApplication::instance(), QLocale(language));
        const auto english = qScopeGuard([] {
            pd::Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        });
        pd::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("MainTabs"));
        const QSize fits(780, 420);
        const auto check = [&](const QString &when) {
            for (int t = tabs->count() - 1; t >= 0; --t) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                // (A page's own minimum too: the Editor's workspace, made as a window before
                // the tab took it, once kept 319x428 from then.)
                const QSize least = w.minimumSizeHint()
                                        .expandedTo(w.minimumSize())
                                        .expandedTo(tabs->widget(t)->minimumSize() +
                                                    QSize(0, w.height() - tabs->height()));
                QString parts;
                for (QWidget *c : w.findChildren<QWidget *>())
                    if (!c->isWindow() &&
                        (c->minimumSizeHint().height() > 250 || c->minimumSizeHint().width() > 300))
                        parts +=
                            QStringLiteral("\n  %1 %2: %3x%4")
                                .arg(QLatin1String(c->metaObject()->className()), c->objectName())
                                .arg(c->minimumSizeHint().width())
                                .arg(c->minimumSizeHint().height());
                if (least.width() > fits.width() || least.height() > fits.height())
                    return QStringLiteral("%1, tab %2 needs %3x%4%5")
                        .arg(when)
                        .arg(t)
                        .arg(least.width())
                        .arg(least.height())
                        .arg(parts);
            }
            return QString();
        };
        // The first start (no run, no pack: the Editor's welcome), then both tabs at work.
        QString problem = check(QStringLiteral("at the start"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        pd::GameTab &tab = *w.gameTab();
        QVERIFY(tab.session().start(QStringLiteral(PD_TEST_PACKS_DIR "/classic"),
                                    QStringLiteral("4"), QString()));
        QTemporaryDir tmp;
        const QString copy = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(pd::test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), copy));
        QVERIFY(w.editPack(copy));
        problem = check(QStringLiteral("at work"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The manual, Preferences and About open within the screen (the offscreen one is 800x600,
    // smaller than the manual's 1100x760), with room left for a title bar.
    void theManualAndTheDialogsOpenWithinTheScreen() {
        pd::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize free = QGuiApplication::primaryScreen()->availableGeometry().size();
        w.showManual(QString());
        w.showPreferences();
        pd::AboutDialog about(&w);
        const QList<QWidget *> windows = {w.helpWindow(), w.preferences(), &about};
        for (QWidget *window : windows) {
            QVERIFY(window);
            QVERIFY2(window->width() <= free.width() && window->height() < free.height(),
                     qPrintable(QStringLiteral("%1: %2x%3 on %4x%5")
                                    .arg(QLatin1String(window->metaObject()->className()))
                                    .arg(window->width())
                                    .arg(window->height())
                                    .arg(free.width())
                                    .arg(free.height())));
        }
        QVERIFY(w.helpWindow()->width() < 1100); // it did shrink to the screen
    }

    void quitActionCloses() {
        pd::MainWindow w;
        w.show();
        auto *quit = w.findChild<QAction *>(QStringLiteral("QuitAction"));
        QVERIFY(quit);
        // Ctrl+Q on every platform (Qt's standard Quit key is empty on some).
        QCOMPARE(quit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        quit->trigger();
        QVERIFY(!w.isVisible());
    }

    // The menu bar is the shown tab's menus, Quit at the end of its first, and Help.
    void menuBarFollowsTheTab() {
        pd::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("MainTabs"));
        auto *quit = w.findChild<QAction *>(QStringLiteral("QuitAction"));
        const auto titles = [&w] {
            QStringList list;
            for (QAction *a : w.menuBar()->actions())
                list << a->text();
            return list;
        };
        const auto enabled = [](QMenu *menu) {
            int n = 0;
            for (QAction *a : menu->actions())
                n += !a->isSeparator() && a->isEnabled();
            return n;
        };
        // A new window shows the Game tab, every item of its menus ready.
        QCOMPARE(tabs->currentWidget(), w.gameTab());
        // The Game tab has no Edit menu: the window's, holding Preferences, follows File.
        QCOMPARE(titles(), (QStringList{u"&File"_qs, u"&Edit"_qs, u"&View"_qs, u"&Help"_qs}));
        QCOMPARE(enabled(w.menuBar()->actions().at(0)->menu()), 5); // High scores, and Quit
        QCOMPARE(w.menuBar()->actions().at(1)->menu()->actions(),
                 (QList<QAction *>{w.preferencesAction(),
                                   w.findChild<QAction *>(QStringLiteral("FullScreenAction"))}));
        QCOMPARE(enabled(w.menuBar()->actions().at(2)->menu()), 7); // with Fit the map
        QMenu *gameFile = w.menuBar()->actions().first()->menu();
        QVERIFY(gameFile->actions().contains(quit));
        QCOMPARE(gameFile->actions().last(), quit);

        tabs->setCurrentWidget(w.editor());
        QCOMPARE(titles(), (QStringList{u"&File"_qs, u"&Edit"_qs, u"&Window"_qs, u"&Help"_qs}));
        QMenu *editorFile = w.menuBar()->actions().first()->menu();
        QVERIFY(editorFile != gameFile);
        // Preferences, then Full screen, end the Editor's own Edit menu.
        const QList<QAction *> editorEdit = w.menuBar()->actions().at(1)->menu()->actions();
        QCOMPARE(editorEdit.at(editorEdit.size() - 2), w.preferencesAction());
        QCOMPARE(editorEdit.last()->objectName(), QStringLiteral("FullScreenAction"));
        QCOMPARE(editorFile->actions().last(), quit);
        QVERIFY(!gameFile->actions().contains(quit));
        QVERIFY(quit->isEnabled());

        // The hidden Game tab's shortcuts are quiet; the shown one's work.
        const auto findAction = [](QMenu *menu, const QString &name) -> QAction * {
            for (QAction *a : menu->actions())
                if (a->objectName() == name)
                    return a;
            return nullptr;
        };
        QVERIFY(!findAction(gameFile, QStringLiteral("NewGameAction"))->isEnabled());
        tabs->setCurrentWidget(w.gameTab());
        QVERIFY(findAction(gameFile, QStringLiteral("NewGameAction"))->isEnabled());
        QCOMPARE(w.windowTitle(), QStringLiteral("Permadungeon"));
    }

    // Ctrl+Q quits from either tab, whatever has the focus.
    void quitShortcutInEveryTab_data() {
        QTest::addColumn<int>("tab");
        QTest::newRow("game") << 0;
        QTest::newRow("editor") << 1;
    }
    void quitShortcutInEveryTab() {
        QFETCH(int, tab);
        pd::MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.findChild<QTabWidget *>(QStringLiteral("MainTabs"))->setCurrentIndex(tab);
        QWidget *target = tab == 0 ? static_cast<QWidget *>(w.gameTab()) : w.editor();
        target->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!w.isVisible());
    }

    // The window carries the program's icon in the sizes a title bar and a task bar ask for
    // (resources/icons, built in; a launcher reads the installed icon theme's, up to 512).
    void windowHasTheProgramsIcon() {
        pd::MainWindow w;
        const QIcon icon = w.windowIcon();
        QVERIFY(!icon.isNull());
        const QList<QSize> sizes = icon.availableSizes();
        for (int size : {16, 32, 48, 128, 256})
            QVERIFY2(sizes.contains(QSize(size, size)), qPrintable(QString::number(size)));
        // Drawn, not blank: the 16-pixel picture has its doorway's light at the centre.
        const QImage small = icon.pixmap(QSize(16, 16)).toImage();
        QCOMPARE(small.size(), QSize(16, 16));
        QVERIFY(QColor(small.pixel(4, 12)).red() > 200);
    }

    // Help > About: the version, Qt's version, and what is linked with its licence.
    void aboutBoxNamesVersionsAndLicences() {
        pd::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString text;
        bool hasIcon = false;
        QTimer::singleShot(0, &w, [&] {
            auto *box = qobject_cast<pd::AboutDialog *>(QApplication::activeModalWidget());
            if (!box)
                return;
            // What its pages say, the licence's page apart.
            for (QLabel *label : box->findChildren<QLabel *>()) {
                text += label->text() + u'\n';
                hasIcon = hasIcon || !label->pixmap().isNull();
            }
            box->accept();
        });
        w.findChild<QAction *>(QStringLiteral("AboutAction"))->trigger();
        QVERIFY(hasIcon);
        for (const QString &expected : QStringList{
                 QStringLiteral("Permadungeon ") + QStringLiteral(PD_VERSION_STRING),
                 QStringLiteral("Qt ") + QLatin1String(qVersion()), QStringLiteral("QuaZip 1."),
                 QStringLiteral("zlib 1."), QStringLiteral("GNU General Public License, version 3"),
                 QStringLiteral("GNU Lesser General Public License")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in ") + text));
        // Where it lives and where a bug goes.
        QVERIFY(text.contains(pd::AboutDialog::homepage()));
        QVERIFY(text.contains(pd::AboutDialog::bugTracker()));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("AboutQtAction")));
    }

    // Bug 6 of the Editor: Ctrl+Q and File > Quit there too, with a pack open and the focus in
    // a record list, or in a dock floating in a window of its own.
    void quitFromTheEditor_data() {
        QTest::addColumn<bool>("floating");
        QTest::newRow("a list") << false;
        QTest::newRow("a floating dock") << true;
    }
    void quitFromTheEditor() {
        QFETCH(bool, floating);
        pd::MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.editPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal")));
        QMenu *file = w.menuBar()->actions().first()->menu();
        QCOMPARE(file->objectName(), QStringLiteral("EditorFileMenu"));
        QCOMPARE(file->actions().last()->objectName(), QStringLiteral("QuitAction"));
        QWidget *focus = w.editor()->listDock(pd::RecordKind::Table)->list();
        if (floating) {
            QDockWidget *search = w.editor()->searchDock();
            search->setFloating(true);
            search->show();
            search->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(search));
            focus = w.editor()->searchDock()->field();
        }
        focus->setFocus();
        QTRY_VERIFY(focus->hasFocus());
        QTest::keyClick(focus, Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!w.isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
