#include "../unit/PackFixture.h"
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "MainWindow.h"

#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GameTab.h"
#include "game/NewGameDialog.h"
#include "game/NoticeQueue.h"
#include "game/PlayController.h"
#include "game/ScreenReader.h"
#include "game/StatsPanel.h"
#include "game/StatusLine.h"
#include "game/menus/NoticeBox.h"
#include "help/AboutDialog.h"
#include "help/HelpWindow.h"
#include "preview/ImpactView.h"
#include "preview/LevelPreview.h"
#include "preview/SeedPreviewDock.h"
#include "settings/SettingsDialog.h"
#include "sound/SoundBoard.h"
#include "view/MapView.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QAccessible>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace pd;

namespace {

QString packDir(const char *id) {
    return QStringLiteral(PD_TEST_PACKS_DIR) + u'/' + QLatin1String(id);
}

QString accessibleName(QWidget *w) {
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(QAccessible::Name) : QString();
}

QString accessibleDescription(QWidget *w) {
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(QAccessible::Description) : QString();
}

// Every widget the keyboard can reach under `root` (shown or not yet shown) that a screen
// reader would announce without a name. A widget that hands its focus to another (a spin box
// its line edit) is named by the widget it hands it to.
QStringList unnamed(QWidget *root) {
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    QStringList out;
    for (QWidget *w : std::as_const(widgets)) {
        if (w->focusPolicy() == Qt::NoFocus)
            continue;
        QWidget *named = w;
        while (named->focusProxy())
            named = named->focusProxy();
        // A label reads its text; one with none yet (a run's end before it ends) has nothing
        // to read.
        if (auto *label = qobject_cast<QLabel *>(named); label && label->text().isEmpty())
            continue;
        // A tab bar says its current tab; one with no tabs (Qt keeps some for docks) is never
        // reached.
        if (auto *bar = qobject_cast<QTabBar *>(named); bar && bar->count() == 0)
            continue;
        if (accessibleName(named).trimmed().isEmpty())
            out << QStringLiteral("%1 \"%2\" in %3")
                       .arg(QLatin1String(named->metaObject()->className()), named->objectName(),
                            named->parentWidget() ? named->parentWidget()->objectName()
                                                  : QStringLiteral("(top)"));
    }
    out.removeDuplicates();
    return out;
}

// What a screen reader was told (ScreenReader::told): each event with its object's class and
// the name and description it had at that moment.
struct Heard {
    QAccessible::Event type;
    QString className;
    QString name;
    QString description;
};
QList<Heard> g_heard;

// Listens to what the Game tab tells a screen reader while it lives.
struct Listener {
    QMetaObject::Connection connection;
    Listener() {
        g_heard.clear();
        connection = QObject::connect(
            &ScreenReader::instance(), &ScreenReader::told,
            [](QObject *o, QAccessible::Event type, const QString &name, const QString &text) {
                g_heard.append({type, o ? QLatin1String(o->metaObject()->className()) : QString(),
                                name, text});
            });
    }
    ~Listener() { QObject::disconnect(connection); }
};

// Shows the tab playing classic (seed 4, hero Ada) on a drawn level; false when the pack does
// not load clean.
bool playOn(GameTab &tab, const QStringList &rows, const QList<LevelEntity> &entities = {}) {
    Diagnostics d;
    auto pack = std::make_shared<Pack>(test::bundledPack("classic", d));
    if (d.hasErrors())
        return false;
    tab.resize(1200, 800);
    tab.show();
    tab.session().play(
        pack,
        std::make_unique<Game>(*pack, 4, QStringLiteral("Ada"), test::makeLevel(rows, entities)),
        pack->rootPath, QStringLiteral("4"));
    return true;
}

// Whether a control of this role is one a person acts on or reads by the keyboard, and so must
// be named to a screen reader.
bool interactive(QAccessible::Role role) {
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::PageTab:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Link:
        return true;
    default:
        return false;
    }
}

// Walks the accessibility tree as a screen reader does (from the window down, through the
// interfaces, not the widgets) and lists each control shown that has no name: a control a
// person acts on, or any part that takes the focus. The rows and cells of lists and tables are
// their contents, not controls.
void walk(QAccessibleInterface *a, const QString &path, QStringList &out, int &seen) {
    if (!a || !a->isValid())
        return;
    const QAccessible::State state = a->state();
    if (state.invisible || state.offscreen)
        return;
    const QAccessible::Role role = a->role();
    // A label reads its text; one with none yet (a playtest not run) has nothing to read.
    if (role != QAccessible::StaticText && (interactive(role) || state.focusable)) {
        ++seen;
        if (a->text(QAccessible::Name).trimmed().isEmpty())
            out << QStringLiteral("%1 (role %2)").arg(path).arg(int(role));
    }
    if (role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree ||
        role == QAccessible::ComboBox)
        return;
    for (int i = 0; i < a->childCount(); ++i) {
        QAccessibleInterface *child = a->child(i);
        if (!child)
            continue;
        QObject *o = child->object();
        const QString part =
            o && !o->objectName().isEmpty()
                ? o->objectName()
                : (o ? QLatin1String(o->metaObject()->className()) : QStringLiteral("#%1").arg(i));
        walk(child, path + u'/' + part, out, seen);
    }
}

} // namespace

// What a person who does not see the screen, or does not use a mouse, needs: every widget the
// keyboard reaches has a name, the map and the log say what is there and what happened, and
// the Editor's lists open what they show on Enter as on a double-click.
class TestAccessibility : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() { test::isolateSettings("tst_accessibility"); }

    // The window with both tabs in use (a run in the Game tab, a pack in the Editor), the
    // manual and the dialogs: no focusable widget without an accessible name.
    void everyFocusableWidgetHasAName() {
        MainWindow w;
        w.show();
        GameTab &tab = *w.gameTab();
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("4"), QString()));
        const QString folder = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(packDir("classic"), folder));
        QVERIFY(w.editPack(folder));
        w.showManual(QStringLiteral("rules.md"));
        QStringList missing = unnamed(&w);
        missing << unnamed(w.helpWindow());
        NewGameDialog newGame(&w);
        missing << unnamed(&newGame);
        // Preferences, every page (the Keys page is the Game tab's).
        w.showPreferences();
        QVERIFY(w.preferences());
        missing << unnamed(w.preferences());
        for (const QString &m : std::as_const(missing))
            qWarning("no accessible name: %s", qPrintable(m));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 unnamed").arg(missing.size())));
        // The walk does find widgets to check (the map's tab, the Editor's docks).
        QCOMPARE(accessibleName(&tab), QStringLiteral("Game"));
        QCOMPARE(accessibleName(tab.mapView()), QStringLiteral("Map"));
    }

    // The map's accessible text is the hero's cell, or the cell under the look cursor as it
    // moves; the log's is its latest lines.
    void mapAndLogSpeak() {
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("4"), QStringLiteral("Ada")));
        const Game &game = *tab.session().game();
        const QString here = accessibleDescription(tab.mapView());
        QCOMPARE(here, GameWording::describeCell(game, game.state().hero.pos));
        QVERIFY2(here.contains(QStringLiteral("Ada")), qPrintable(here));
        QVERIFY(accessibleDescription(&tab).contains(here));

        tab.perform(GameActions::Id::Look);
        QCOMPARE(tab.play().mode(), PlayController::Mode::Look);
        for (int i = 0; i < 2; ++i)
            tab.perform(GameActions::Id::MoveE);
        QVERIFY(tab.play().cursor());
        const QString there = GameWording::describeCell(game, *tab.play().cursor());
        const QString spoken = accessibleDescription(tab.mapView());
        QCOMPARE(spoken, there.isEmpty() ? QStringLiteral("A place you have not seen.") : there);
        QVERIFY(!spoken.contains(QStringLiteral("Ada")));
        tab.perform(GameActions::Id::Cancel);
        QCOMPARE(accessibleDescription(tab.mapView()), here);

        // The log: a few turns, then its accessible text ends with the newest line.
        auto *log = tab.findChild<QListView *>(QStringLiteral("MessageLog"));
        QVERIFY(log);
        QCOMPARE(accessibleName(log), QStringLiteral("Message log"));
        for (int i = 0; i < 6 && tab.session().log().size() < 2; ++i)
            tab.perform(GameActions::Id::Wait);
        tab.perform(GameActions::Id::MoveN);
        tab.perform(GameActions::Id::MoveN);
        QVERIFY(!tab.session().log().isEmpty());
        const QAbstractItemModel *model = log->model();
        const QString newest = model->index(model->rowCount() - 1, 0).data().toString();
        const QString text = accessibleDescription(log);
        QVERIFY2(text.endsWith(newest), qPrintable(text + u" / " + newest));
        QVERIFY(text.split(u'\n').size() <= 3);
    }

    // A turn is said once: the tab's text changes straight to what is true after it (where the
    // hero stands now, the status line without the last turn's refusal), never first to the new
    // cell with the old note.
    void aTurnIsSaidOnce() {
        GameTab tab;
        QVERIFY(playOn(tab, {"######", "#@...#", "######"}));
        const Game &game = *tab.session().game();
        // North is a wall: refused, its reason on the status line. East is a step.
        tab.perform(GameActions::Id::MoveN);
        const QString note = Words::logLine(*game.lastRefusal(), &game.pack());
        QVERIFY2(accessibleDescription(&tab).contains(note),
                 qPrintable(accessibleDescription(&tab)));

        // What the tab says each time the status line is worked out during the step.
        QStringList said;
        const QMetaObject::Connection heard =
            connect(&tab.statusLine(), &StatusLine::refreshed, this,
                    [&] { said << accessibleDescription(&tab); });
        tab.perform(GameActions::Id::MoveE);
        disconnect(heard);
        QVERIFY(game.lastRefusal() == std::nullopt);
        QCOMPARE(said.size(), 1);
        QVERIFY2(!said.first().contains(note), qPrintable(said.first()));
        QCOMPARE(said.first(), accessibleDescription(&tab));
    }

    // The tree a screen reader reads, in each tab with its work on screen (a run in the Game
    // tab, a pack in the Editor): every control shown has a name.
    void theAccessibilityTreeNamesEveryControl() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameTab &tab = *w.gameTab();
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("4"), QString()));
        const QString folder = m_tmp.filePath(QStringLiteral("tree"));
        QVERIFY(test::copyFolder(packDir("classic"), folder));
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("MainTabs"));
        QVERIFY(tabs);
        for (int t = 0; t < tabs->count(); ++t) {
            if (t > 0)
                QVERIFY(w.editPack(folder));
            tabs->setCurrentIndex(t);
            QCoreApplication::processEvents();
            QStringList missing;
            int seen = 0;
            walk(QAccessible::queryAccessibleInterface(&w), QStringLiteral("MainWindow"), missing,
                 seen);
            for (const QString &m : std::as_const(missing))
                qWarning("tab %d: no accessible name: %s", t, qPrintable(m));
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("tab %1: %2 unnamed").arg(t).arg(missing.size())));
            QVERIFY2(seen >= 8, qPrintable(QStringLiteral("tab %1: %2 controls").arg(t).arg(seen)));
        }
        // The walk does catch a control without a name.
        auto *nameless = new QPushButton(&w);
        nameless->setGeometry(0, 0, 20, 20);
        nameless->show();
        QStringList missing;
        int seen = 0;
        walk(QAccessible::queryAccessibleInterface(&w), QStringLiteral("MainWindow"), missing,
             seen);
        QCOMPARE(missing.size(), 1);
    }

    // Without a mouse, F6 takes the keyboard from the map to the message log, the hero's panel
    // and back round (Shift+F6 the other way); Esc is back to the map from either. Tab in the
    // log does not fight, an arrow on the panel does not walk.
    void f6ReachesTheLogAndTheHeroPanel() {
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        tab.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&tab));
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("4"), QStringLiteral("Ada")));
        tab.setFocus();
        auto *log = tab.findChild<QListView *>(QStringLiteral("MessageLog"));
        auto *stats = tab.findChild<StatsPanel *>(QStringLiteral("StatsPanel"));
        QVERIFY(log && stats);
        QVERIFY(tab.hasFocus());
        QTest::keyClick(&tab, Qt::Key_F6);
        QVERIFY(log->hasFocus());
        const int turn = tab.session().game()->state().turn;
        QTest::keyClick(log, Qt::Key_Tab);
        QCOMPARE(tab.session().game()->state().turn, turn);
        QVERIFY(log->hasFocus());
        QTest::keyClick(log, Qt::Key_F6);
        QVERIFY(stats->hasFocus());
        const Point hero = tab.session().game()->state().hero.pos;
        QTest::keyClick(stats, Qt::Key_Left);
        QCOMPARE(tab.session().game()->state().hero.pos, hero);
        // The panel says what it shows: the hero, the health, the figures.
        const QString said = accessibleDescription(stats);
        QVERIFY2(said.contains(QStringLiteral("Ada")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("HP ")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Depth 1")), qPrintable(said));
        QTest::keyClick(stats, Qt::Key_F6);
        QVERIFY(tab.hasFocus());
        QTest::keyClick(&tab, Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(stats->hasFocus());
        QTest::keyClick(stats, Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(log->hasFocus());
        QTest::keyClick(log, Qt::Key_Escape);
        QVERIFY(tab.hasFocus());
        QTest::keyClick(&tab, Qt::Key_F6, Qt::ShiftModifier);
        QTest::keyClick(stats, Qt::Key_Escape);
        QVERIFY(tab.hasFocus());
        // Back on the map the keys play again.
        QCOMPARE(tab.session().game()->state().turn, turn);
        QTest::keyClick(&tab, Qt::Key_Period);
        QVERIFY(tab.session().game()->state().turn > turn);
    }

    // What a turn logs is told to a screen reader on the part with the keyboard (the tab), and
    // only once: a refused step after it says its reason, not the blow again. A hint box is told as
    // an alert with its title and words.
    void newLinesAndHintsAreAnnounced() {
        Listener listening;
        GameTab tab;
        QVERIFY(playOn(tab, {"#######", "#@.g..#", "#######"}, {test::monster("goblin", 3, 1)}));
        tab.overlays().notices()->clear();
        auto *log = tab.findChild<QListView *>(QStringLiteral("MessageLog"));
        QVERIFY(log);
        // A step towards the goblin, then blows until one is logged.
        const qsizetype before = tab.session().log().size();
        for (int i = 0; i < 6 && tab.session().log().size() == before; ++i) {
            g_heard.clear();
            tab.perform(GameActions::Id::MoveE);
        }
        QVERIFY(tab.session().log().size() > before);
        const QString newest =
            log->model()->index(log->model()->rowCount() - 1, 0).data().toString();
        bool told = false;
        QStringList tabSaid;
        for (const Heard &h : std::as_const(g_heard)) {
            if (h.className != QLatin1String("pd::GameTab"))
                continue;
            tabSaid << h.description;
            told = told ||
                   (h.type == QAccessible::DescriptionChanged && h.description.startsWith(newest));
        }
        QVERIFY2(told, qPrintable(newest + u'\n' + tabSaid.join(u'\n')));
        // A refused step next (the wall): its reason is told, not the blow again.
        g_heard.clear();
        tab.perform(GameActions::Id::MoveN);
        QVERIFY(tab.session().game()->lastRefusal());
        const QString now = accessibleDescription(&tab);
        QVERIFY2(!now.contains(newest), qPrintable(now));

        // A hint box: an alert, with its words.
        g_heard.clear();
        tab.overlays().notices()->post(
            {QStringLiteral("A title"), QStringLiteral("Some words."), 0, std::nullopt});
        bool alert = false;
        for (const Heard &h : std::as_const(g_heard))
            alert = alert || (h.type == QAccessible::Alert &&
                              h.className == QLatin1String("pd::NoticeBox") &&
                              h.name == QLatin1String("A title") &&
                              h.description.contains(QStringLiteral("Some words.")));
        QVERIFY(alert);
        auto *box = tab.findChild<NoticeBox *>();
        QVERIFY(box);
        QCOMPARE(QAccessible::queryAccessibleInterface(box)->role(), QAccessible::AlertMessage);
    }

    // Help ▸ About: the version, the homepage and where to report a bug, the authors, the
    // licence in full, what it is built with; each page named and reached by its letter.
    void theAboutBoxSaysWhoWhereAndUnderWhatLicence() {
        AboutDialog about;
        about.show();
        about.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&about));
        QTabWidget *pages = about.pages();
        QCOMPARE(pages->count(), 4);
        const QString licence = about.licenceText();
        QVERIFY(licence.contains(QStringLiteral("GNU GENERAL PUBLIC LICENSE")));
        QVERIFY(licence.contains(QStringLiteral("TERMS AND CONDITIONS")));
        QVERIFY(licence.size() > 30000); // the whole text, not a summary
        auto *page = about.findChild<QLabel *>(QStringLiteral("AboutPage"));
        QVERIFY(page);
        QVERIFY(page->text().contains(AboutDialog::homepage()));
        QVERIFY(page->text().contains(AboutDialog::bugTracker()));
        QVERIFY(AboutDialog::homepage().startsWith(QStringLiteral("https://")));
        auto *authors = about.findChild<QLabel *>(QStringLiteral("AuthorsPage"));
        QVERIFY(authors && authors->text().contains(QStringLiteral("Permadungeon team")));
        QStringList missing = unnamed(&about);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
        // Alt+L opens the licence page.
        QTest::keyClick(&about, Qt::Key_L, Qt::AltModifier);
        QCOMPARE(pages->currentIndex(), 2);
    }

    // Enter on the contact sheet opens the seed in the Level tab, as a double-click does.
    void enterOnTheContactSheet() {
        const QString folder = m_tmp.filePath(QStringLiteral("sheet"));
        QVERIFY(test::copyFolder(packDir("classic"), folder));
        PackDocument doc;
        QVERIFY(doc.open(folder, nullptr));
        SeedPreviewDock dock(&doc);
        dock.resize(1200, 700);
        dock.show();
        dock.setSheetRange(200, 12);
        dock.generateSheet();
        if (dock.batch()->isRunning()) {
            QSignalSpy done(dock.batch(), &LevelBatch::finished);
            QVERIFY(done.wait(60000));
        }
        QListView *sheet = dock.sheetView();
        dock.tabs()->setCurrentIndex(1);
        const QModelIndex third = sheet->model()->index(3, 0);
        const auto seed = third.data(ContactSheetModel::SeedRole).toULongLong();
        QVERIFY(seed >= 200);
        sheet->setCurrentIndex(third);
        sheet->setFocus();
        QTest::keyClick(sheet, Qt::Key_Return);
        QCOMPARE(dock.seed(), seed);
        QCOMPARE(dock.tabs()->currentIndex(), 0); // the Level tab, as after a double-click
        dock.tabs()->setCurrentIndex(1);
        sheet->setCurrentIndex(sheet->model()->index(5, 0));
        QTest::keyClick(sheet, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(dock.seed(),
                 sheet->model()->index(5, 0).data(ContactSheetModel::SeedRole).toULongLong());
    }

    // Enter on a row of the impact table opens its record, as a double-click does.
    void enterOnTheImpactTable() {
        const QString folder = m_tmp.filePath(QStringLiteral("impact"));
        QVERIFY(test::copyFolder(packDir("classic"), folder));
        PackDocument doc;
        QVERIFY(doc.open(folder, nullptr));
        SeedPreviewDock dock(&doc);
        dock.resize(1200, 700);
        dock.show();
        dock.tabs()->setCurrentWidget(dock.impact());
        ImpactView &impact = *dock.impact();
        impact.waitForReport();
        const auto table = doc.recordPointer(RecordKind::Table, QStringLiteral("mon-d1"));
        QVERIFY(table);
        doc.setValue(QStringLiteral("tables.json"), *table + QStringLiteral("/rows/1/weight"),
                     JsonTree(QJsonValue(8)), QStringLiteral("Zombie weight"));
        impact.waitForReport();
        QTableView *view = impact.table();
        const QAbstractItemModel *shown = view->model();
        int row = -1;
        for (int r = 0; r < shown->rowCount() && row < 0; ++r)
            if (shown->index(r, ImpactModel::What).data(ImpactModel::IdRole).toString() ==
                QStringLiteral("zombie"))
                row = r;
        QVERIFY(row >= 0);
        QSignalSpy opened(&impact, &ImpactView::recordRequested);
        view->setCurrentIndex(shown->index(row, ImpactModel::Change));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().at(1).toString(), QStringLiteral("zombie"));
    }

    // Without a mouse: N chooses the level's next thing (its roll trace shows), Tab reaches the
    // trace's table names and Enter opens the table, as a click on it does.
    void enterOnTheRollTrace() {
        const QString folder = m_tmp.filePath(QStringLiteral("trace"));
        QVERIFY(test::copyFolder(packDir("classic"), folder));
        PackDocument doc;
        QVERIFY(doc.open(folder, nullptr));
        SeedPreviewDock dock(&doc);
        dock.resize(1200, 700);
        dock.show();
        dock.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dock));
        dock.setSeedText(QStringLiteral("42"));
        dock.setDepth(3);
        dock.previewLevel();
        LevelPreview *preview = dock.preview();
        QSignalSpy chosen(preview, &LevelPreview::entityChosen);
        preview->setFocus();
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(preview, Qt::Key_N);
        QCOMPARE(chosen.size(), 6);
        QCOMPARE(preview->selected(), 5);
        QVERIFY2(dock.traceText().contains(QStringLiteral("table mon-d3")),
                 qPrintable(dock.traceText()));
        QTest::keyClick(preview, Qt::Key_P);
        QCOMPARE(preview->selected(), 4);
        QTest::keyClick(preview, Qt::Key_N);

        auto *trace = dock.findChild<QTextBrowser *>(QStringLiteral("previewInfo"));
        QVERIFY(trace);
        QSignalSpy tables(&dock, &SeedPreviewDock::tableRequested);
        trace->setFocus();
        QTest::keyClick(trace, Qt::Key_Tab); // the first table name of the trace
        QVERIFY(trace->textCursor().hasSelection());
        QTest::keyClick(trace, Qt::Key_Return);
        QCOMPARE(tables.size(), 1);
        QVERIFY(!tables.first().first().toString().isEmpty());
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
