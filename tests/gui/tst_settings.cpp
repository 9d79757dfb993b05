// The program's settings and the Preferences dialog: a broken settings file reads as defaults
// with one warning, settings survive a restart, and every page acts on the running program (a
// rebound key moves the hero, the map changes colour, the menus change language).
#include "GuiTest.h"
#include "MainWindow.h"
#include "WindowTab.h"
#include "engine/Game.h"
#include "game/GameActions.h"
#include "game/GameOverlays.h"
#include "game/GamePalette.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "game/HudBar.h"
#include "game/NoticeQueue.h"
#include "game/StatusLine.h"
#include "game/menus/KeysPanel.h"
#include "game/menus/NoticeBox.h"
#include "settings/AppSettings.h"
#include "settings/KeysPage.h"
#include "settings/SettingsDialog.h"
#include "view/MapView.h"
#include "words/Words.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace pd;

namespace {

int g_settingsWarnings = 0;
QStringList g_settingsMessages;
QtMessageHandler g_previous = nullptr;

void countSettingsWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text) {
    if (context.category && QLatin1String(context.category) == QLatin1String("pd.settings")) {
        if (type == QtWarningMsg)
            ++g_settingsWarnings;
        g_settingsMessages << text;
        return;
    }
    if (g_previous)
        g_previous(type, context, text);
}

QString writeFile(const QTemporaryDir &dir, const QByteArray &text) {
    const QString path = dir.filePath(QStringLiteral("settings.conf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    return path;
}

QString packDir(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

void choose(QComboBox *box, const QVariant &value) {
    const int i = box->findData(value);
    QVERIFY2(i >= 0, qPrintable(value.toString()));
    box->setCurrentIndex(i);
}

// The share of pixels that differ between two pictures of the same size.
double changed(const QImage &a, const QImage &b) {
    if (a.size() != b.size() || a.isNull())
        return 0;
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    qint64 differ = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col)
            differ += x.pixel(col, row) != y.pixel(col, row);
    return double(differ) / double(qint64(x.width()) * x.height());
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("SettingsTest");
        g_previous = qInstallMessageHandler(countSettingsWarnings);
    }
    void cleanupTestCase() { qInstallMessageHandler(g_previous); }
    void init() {
        QSettings().clear();
        g_settingsWarnings = 0;
        g_settingsMessages.clear();
    }

    void brokenFileFallsBackWithOneWarning() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "[view]\n"
                                            "look=glyphs\n"
                                            "palette=purple\n"
                                            "animationSpeed=fast\n"
                                            "defaultZoom=99\n"
                                            "[game]\n"
                                            "autosaveTurns=-3\n"
                                            "confirmAbandon=maybe\n"
                                            "[sound]\n"
                                            "effects=250\n"
                                            "muted=true\n"
                                            "[ui]\n"
                                            "language=tlh\n"
                                            "[keys]\n"
                                            "move-n=Ctrl+Frobnicate\n"
                                            "no-such-action=A\n"
                                            "wait=V\n");
        AppSettings settings(path);
        QCOMPARE(g_settingsWarnings, 1);
        QCOMPARE(settings.problems().size(), 9);
        QVERIFY(g_settingsMessages.first().contains(QStringLiteral("view/palette")));
        QVERIFY(g_settingsMessages.first().contains(QStringLiteral("\"purple\"")));
        QVERIFY(g_settingsMessages.first().contains(QStringLiteral("keys/no-such-action")));
        // The bad values read as their defaults; the good ones as written.
        QCOMPARE(settings.colourPalette(), ColourVision::Palette::Standard);
        QCOMPARE(settings.animationSpeed(), 2);
        QCOMPARE(settings.defaultZoom(), -1);
        QCOMPARE(settings.autosaveTurns(), 20);
        QCOMPARE(settings.confirmAbandon(), true);
        QCOMPARE(settings.effectsVolume(), 80);
        QCOMPARE(settings.language(), QStringLiteral("system"));
        QCOMPARE(settings.look(), MapLook::Glyph);
        QCOMPARE(settings.muted(), true);
        QVERIFY(!settings.keyBinding(QStringLiteral("move-n")));
        QCOMPARE(settings.keyBinding(QStringLiteral("wait")),
                 std::optional(QList<QKeySequence>{QKeySequence(Qt::Key_V)}));
        // Nothing was thrown away: the file still holds what the user wrote.
        QCOMPARE(QSettings(path, QSettings::IniFormat).value(QStringLiteral("view/palette")),
                 QVariant(QStringLiteral("purple")));
        // A value set through the settings replaces the bad one; the next read is quiet.
        QVERIFY(settings.setValue(AppSettings::Key::Palette, QStringLiteral("tritanopia")));
        QVERIFY(!settings.setValue(AppSettings::Key::Palette, QStringLiteral("purple")));
        QVERIFY(!settings.setValue(AppSettings::Key::AutosaveTurns, 0));
        QVERIFY(!settings.setValue(AppSettings::Key::ConfirmAbandon, QStringLiteral("maybe")));
        QCOMPARE(settings.colourPalette(), ColourVision::Palette::Tritanopia);
    }

    void goodFileIsQuiet() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "[view]\npalette=deuteranopia\nfontSize=12\n"
                                            "[game]\nconfirmAbandon=false\n"
                                            "[keys]\nwait=V, Space\n");
        AppSettings settings(path);
        QCOMPARE(g_settingsWarnings, 0);
        QCOMPARE(settings.colourPalette(), ColourVision::Palette::Deuteranopia);
        QCOMPARE(settings.fontSize(), 12);
        QCOMPARE(settings.confirmAbandon(), false);
        QCOMPARE(settings.keyBinding(QStringLiteral("wait"))->size(), 2);
    }

    // The zoom last chosen per pack (view/zoom/<pack>): read back as a step, a damaged one
    // reported once and read as none (the default zoom then applies), never kept as a bad step.
    void aPacksZoomIsKeptAndADamagedOneIgnored() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        {
            QSettings file(path, QSettings::IniFormat);
            file.setValue(QStringLiteral("view/zoom/classic"), 3);
            file.setValue(QStringLiteral("view/zoom/maze-duel"), QStringLiteral("huge"));
            file.setValue(QStringLiteral("view/zoom/permadungeon"), 99);
            file.setValue(QStringLiteral("view/zoom/tiny"), -1);
        }
        AppSettings settings(path);
        QCOMPARE(g_settingsWarnings, 1);
        QCOMPARE(settings.problems().size(), 3);
        QVERIFY(g_settingsMessages.first().contains(QStringLiteral("view/zoom/maze-duel")));
        QCOMPARE(settings.packZoom(QStringLiteral("classic")), std::optional<int>(3));
        QCOMPARE(settings.packZoom(QStringLiteral("maze-duel")), std::nullopt);
        QCOMPARE(settings.packZoom(QStringLiteral("permadungeon")), std::nullopt);
        QCOMPARE(settings.packZoom(QStringLiteral("tiny")), std::nullopt);
        QCOMPARE(settings.packZoom(QStringLiteral("unplayed")), std::nullopt);
        settings.setPackZoom(QStringLiteral("maze-duel"), 5);
        QCOMPARE(settings.packZoom(QStringLiteral("maze-duel")), std::optional<int>(5));
        QCOMPARE(QSettings(path, QSettings::IniFormat).value(QStringLiteral("view/zoom/maze-duel")),
                 QVariant(5));
    }

    void settingsPersistAcrossARestart() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fresh.conf"));
        {
            AppSettings first(path);
            QSignalSpy spy(&first, &AppSettings::changed);
            QVERIFY(first.setValue(AppSettings::Key::Palette, QStringLiteral("high-contrast")));
            QVERIFY(first.setValue(AppSettings::Key::AutosaveTurns, 55));
            QVERIFY(first.setValue(AppSettings::Key::ConfirmAbandon, false));
            QVERIFY(first.setValue(AppSettings::Key::Language, QStringLiteral("fr")));
            QVERIFY(first.setValue(AppSettings::Key::AutosaveTurns, 55)); // no change: no signal
            QCOMPARE(spy.count(), 4);
            first.setKeyBinding(QStringLiteral("wait"), {QKeySequence(Qt::Key_V)});
        }
        AppSettings second(path); // a new QSettings object on the same file
        QCOMPARE(g_settingsWarnings, 0);
        QCOMPARE(second.colourPalette(), ColourVision::Palette::HighContrast);
        QCOMPARE(second.autosaveTurns(), 55);
        QCOMPARE(second.confirmAbandon(), false);
        QCOMPARE(second.locale().language(), QLocale::French);
        QCOMPARE(second.keyBinding(QStringLiteral("wait")),
                 std::optional(QList<QKeySequence>{QKeySequence(Qt::Key_V)}));
        second.reset(AppSettings::Key::AutosaveTurns);
        QCOMPARE(AppSettings(path).autosaveTurns(), 20);
    }

    void preferencesFromTheEditMenu() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The Game tab has no Edit menu: the window's, after File.
        const QList<QAction *> bar = window.menuBar()->actions();
        QVERIFY(bar.size() >= 3);
        QCOMPARE(bar[1]->menu()->actions().contains(window.preferencesAction()), true);
        QVERIFY(window.preferencesAction()->shortcuts().contains(
            QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
        QTRY_VERIFY(window.preferences() && window.preferences()->isVisible());
        SettingsDialog *dialog = window.preferences();
        QStringList pages;
        for (int i = 0; i < dialog->pageCount(); ++i)
            pages << dialog->page(i)->objectName();
        QCOMPARE(pages, (QStringList{QStringLiteral("KeysPage"), QStringLiteral("DisplayPage"),
                                     QStringLiteral("SoundPage"), QStringLiteral("LanguagePage"),
                                     QStringLiteral("GamePage")}));
        QCOMPARE(dialog->pageTitle(0), QStringLiteral("Keys"));
    }

    void editorTabKeepsPreferencesInItsEditMenu() {
        MainWindow window;
        window.show();
        QList<WindowTab *> tabs = window.findChildren<WindowTab *>(Qt::FindDirectChildrenOnly);
        QCOMPARE(tabs.size(), 2);
        WindowTab *editor = tabs[0] == window.currentTab() ? tabs[1] : tabs[0];
        QVERIFY(editor->editMenu());
        window.showTab(editor);
        QVERIFY(editor->editMenu()->actions().contains(window.preferencesAction()));
        window.showTab(tabs[0] == editor ? tabs[1] : tabs[0]);
        QVERIFY(!editor->editMenu()->actions().contains(window.preferencesAction()));
    }

    void reboundKeyActsAndTheOldOneDoesNot() {
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        window.showPreferences(QStringLiteral("KeysPage"));
        auto *keys =
            qobject_cast<KeysPage *>(window.preferences()->pageNamed(QStringLiteral("KeysPage")));
        QVERIFY(keys);
        QVERIFY(keys->conflicting().isEmpty()); // the defaults agree with each other
        keys->capture(GameActions::Id::Wait);
        QVERIFY(keys->row(GameActions::Id::Wait)->text(1).contains(QStringLiteral("…")));
        QTest::keyClick(keys->list(), Qt::Key_Shift); // modifiers alone are not a key
        QVERIFY(keys->capturing());
        QTest::keyClick(keys->list(), Qt::Key_V);
        QVERIFY(!keys->capturing());
        QCOMPARE(tab.actions().keys(GameActions::Id::Wait), QList<QKeySequence>{Qt::Key_V});
        // Enter on an action waits for its key (as the docs say), and Preferences stays open.
        keys->list()->setCurrentItem(keys->row(GameActions::Id::Wait));
        QTest::keyClick(keys->list(), Qt::Key_Return);
        QVERIFY(window.preferences() && window.preferences()->isVisible());
        QCOMPARE(keys->capturing(), std::optional(GameActions::Id::Wait));
        QTest::keyClick(keys->list(), Qt::Key_V);
        QVERIFY(!keys->capturing());
        QCOMPARE(keys->row(GameActions::Id::Wait)->text(1), QStringLiteral("v"));
        // Stored, and the keys overlay shows it.
        QCOMPARE(AppSettings::instance().keyBinding(QStringLiteral("wait")),
                 std::optional(QList<QKeySequence>{Qt::Key_V}));
        QVERIFY(
            tab.overlays().keys()->rows().join(u'\n').contains(QStringLiteral("Wait a turn — v")));

        window.preferences()->close();
        tab.activateWindow();
        tab.setFocus();
        const Game &game = *tab.session().game();
        const int turn = game.state().turn;
        QTest::keyClick(&tab, Qt::Key_Period); // the old key: nothing
        QTest::keyClick(&tab, Qt::Key_Space);
        QCOMPARE(tab.session().game()->state().turn, turn);
        QTest::keyClick(&tab, Qt::Key_V); // the new one: a turn waited
        QTRY_COMPARE(tab.session().game()->state().turn, turn + 1);
    }

    // Every place the Game tab names a key says the key as bound now: rebinding explore from o
    // to v changes the status line, the welcome hint up on the map, the keys overlay and the
    // View menu's keys at once, and back on reset.
    void reboundKeysAreNamedEverywhere() {
        using Id = GameActions::Id;
        Hints::setShown(true);
        Hints::resetAll();
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        NoticeBox *hint = tab.overlays().noticeBox();
        QVERIFY(hint->isVisible());
        QCOMPARE(hint->title(), Hints::title(Hints::Id::Welcome));
        QVERIFY2(hint->text().contains(QStringLiteral("o explores")), qPrintable(hint->text()));
        tab.overlays().notices()->clear(); // the welcome and the hints due with it
        QTRY_VERIFY(tab.statusLine().text().contains(QStringLiteral("o explore")));
        QVERIFY2(tab.statusLine().text().contains(QStringLiteral("Tab fight")),
                 qPrintable(tab.statusLine().text()));
        tab.overlays().notices()->post(
            {Hints::title(Hints::Id::Welcome),
             Hints::text(Hints::Id::Welcome, *tab.session().game(), tab.actions()), 0,
             Hints::Id::Welcome});
        QVERIFY(hint->isVisible());

        window.showPreferences(QStringLiteral("KeysPage"));
        auto *keys =
            qobject_cast<KeysPage *>(window.preferences()->pageNamed(QStringLiteral("KeysPage")));
        QVERIFY(keys);
        keys->capture(Id::Explore);
        QTest::keyClick(keys->list(), Qt::Key_V);
        keys->capture(Id::Help);
        QTest::keyClick(keys->list(), Qt::Key_F9);
        keys->capture(Id::ToggleLook);
        QTest::keyClick(keys->list(), Qt::Key_F4);
        QCOMPARE(tab.actions().keys(Id::Explore), QList<QKeySequence>{Qt::Key_V});
        // The hint up says the new keys, and so does the status line under it.
        QVERIFY2(hint->text().contains(QStringLiteral("v explores")), qPrintable(hint->text()));
        QVERIFY2(!hint->text().contains(QStringLiteral("o explores")), qPrintable(hint->text()));
        QVERIFY2(hint->text().contains(QStringLiteral("F9 lists every key")),
                 qPrintable(hint->text()));
        tab.overlays().notices()->closeCurrent();
        QTRY_VERIFY2(tab.statusLine().text().contains(QStringLiteral("v explore")),
                     qPrintable(tab.statusLine().text()));
        QVERIFY2(!tab.statusLine().text().contains(QStringLiteral("o explore")),
                 qPrintable(tab.statusLine().text()));
        QVERIFY2(tab.statusLine().text().contains(QStringLiteral("F9 keys")),
                 qPrintable(tab.statusLine().text()));
        QVERIFY(tab.overlays().keys()->rows().join(u'\n').contains(
            QStringLiteral("Explore by yourself — v")));
        // The View menu names its actions' keys as bound.
        QStringList menuTexts;
        for (QAction *a : window.findChildren<QAction *>())
            menuTexts << a->text();
        QVERIFY2(menuTexts.contains(QStringLiteral("&Tiles or glyphs\tF4")),
                 qPrintable(menuTexts.join(u'|')));
        QVERIFY2(menuTexts.contains(QStringLiteral("&Keys (F9)")),
                 qPrintable(menuTexts.join(u'|')));
        // The new key explores (the hero sets off on his own).
        window.preferences()->close();
        tab.activateWindow();
        tab.setFocus();
        const int turn = tab.session().game()->state().turn;
        QTest::keyClick(&tab, Qt::Key_V);
        QTRY_VERIFY(tab.session().game()->state().turn > turn);

        keys->resetAll();
        QTRY_VERIFY2(tab.statusLine().text().contains(QStringLiteral("o explore")),
                     qPrintable(tab.statusLine().text()));
        QVERIFY(tab.statusLine().text().contains(QStringLiteral("? keys")));
        Hints::setShown(false);
    }

    // An action without a key is left out of the status line rather than named by nothing.
    void anUnboundActionIsLeftOutOfTheStatusLine() {
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        QTRY_VERIFY(tab.statusLine().text().contains(QStringLiteral("Tab fight")));
        tab.actions().setKeys(GameActions::Id::Fight, {});
        tab.keysChanged();
        QVERIFY2(!tab.statusLine().text().contains(QStringLiteral("fight")),
                 qPrintable(tab.statusLine().text()));
        QVERIFY(!tab.statusLine().text().contains(QStringLiteral(" fight")));
        QVERIFY(tab.statusLine().text().contains(QStringLiteral("o explore")));
        tab.actions().resetKeys(GameActions::Id::Fight);
    }

    void conflictsAreShownAndResetClearsThem() {
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        window.showPreferences(QStringLiteral("KeysPage"));
        auto *keys =
            qobject_cast<KeysPage *>(window.preferences()->pageNamed(QStringLiteral("KeysPage")));
        QVERIFY(keys);
        QVERIFY(keys->conflictLabel()->isHidden());
        // Wait on T, the key of Fire.
        keys->capture(GameActions::Id::Wait);
        QTest::keyClick(keys->list(), Qt::Key_T);
        QCOMPARE(keys->conflicting(),
                 (QList<GameActions::Id>{GameActions::Id::Wait, GameActions::Id::Fire}));
        QVERIFY(!keys->conflictLabel()->isHidden());
        QVERIFY(keys->conflictLabel()->text().contains(QStringLiteral("Wait a turn")));
        QVERIFY(keys->conflictLabel()->text().contains(QStringLiteral("Fire (then aim)")));
        QCOMPARE(keys->row(GameActions::Id::Fire)->foreground(1).color(), QColor(0xc0, 0x30, 0x20));
        // Adding a key keeps the others.
        keys->capture(GameActions::Id::Pickup, true);
        QTest::keyClick(keys->list(), Qt::Key_V);
        QCOMPARE(tab.actions().keys(GameActions::Id::Pickup).size(), 3);
        // Escape cancels a capture and keeps the keys.
        keys->capture(GameActions::Id::Look);
        QTest::keyClick(keys->list(), Qt::Key_Escape);
        QVERIFY(!keys->capturing());
        QCOMPARE(tab.actions().keys(GameActions::Id::Look),
                 GameActions::defaults(GameActions::Id::Look));
        // Reset one: the conflict goes with it.
        keys->resetOne(GameActions::Id::Wait);
        QCOMPARE(tab.actions().keys(GameActions::Id::Wait),
                 GameActions::defaults(GameActions::Id::Wait));
        QVERIFY(keys->conflicting().isEmpty());
        QVERIFY(keys->conflictLabel()->isHidden());
        QVERIFY(!AppSettings::instance().keyBinding(QStringLiteral("wait")));
        // Reset all: every action on its defaults, nothing left in the settings.
        keys->resetAll();
        for (GameActions::Id id : GameActions::all())
            QCOMPARE(tab.actions().keys(id), GameActions::defaults(id));
        QSettings settings;
        settings.beginGroup(QStringLiteral("keys"));
        QVERIFY(settings.childKeys().isEmpty());
    }

    void paletteSwitchRecoloursTheMapAndTheBars() {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        MapView *map = tab.mapView();
        map->finishAnimations();
        const QImage standard = map->grab().toImage();
        window.showPreferences(QStringLiteral("DisplayPage"));
        choose(window.preferences()->paletteBox(), QStringLiteral("deuteranopia"));
        QCOMPARE(AppSettings::instance().colourPalette(), ColourVision::Palette::Deuteranopia);
        QCOMPARE(map->renderer().colourPalette(), ColourVision::Palette::Deuteranopia);
        const QImage deuteranopia = map->grab().toImage();
        QVERIFY2(changed(standard, deuteranopia) > 0.05,
                 qPrintable(QString::number(changed(standard, deuteranopia))));
        QVERIFY(hud::inPalette(hud::kHp) != hud::kHp);
        choose(window.preferences()->paletteBox(), QStringLiteral("high-contrast"));
        QVERIFY(changed(deuteranopia, map->grab().toImage()) > 0.05);
        choose(window.preferences()->paletteBox(), QStringLiteral("standard"));
        QCOMPARE(changed(standard, map->grab().toImage()), 0.0);
        QCOMPARE(hud::inPalette(hud::kHp), hud::kHp);
    }

    // The light theme reaches the Game tab's panels at once, not at the next start: the tab's
    // ground, the status line, the stats panel, the menu buttons and an open menu.
    void themeSwitchRestylesThePanelsAtOnce() {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        QVERIFY(!GamePalette::current().light);
        auto *status = tab.findChild<QLabel *>(QStringLiteral("GameStatus"));
        auto *stats = tab.findChild<QWidget *>(QStringLiteral("StatsPanel"));
        auto *buttons = tab.findChild<QWidget *>(QStringLiteral("MenuButtons"));
        QVERIFY(status && stats && buttons);
        const QString darkBar = GamePalette::current().css(QStringLiteral("bar"));
        QVERIFY(status->styleSheet().contains(darkBar));
        tab.perform(GameActions::Id::Items);
        QVERIFY(tab.overlays().openPanel());
        const QImage darkStats = stats->grab().toImage();
        const QImage darkButtons = buttons->grab().toImage();
        const QImage darkMenu = tab.overlays().openPanel()->grab().toImage();

        window.showPreferences(QStringLiteral("DisplayPage"));
        choose(window.preferences()->themeBox(), QStringLiteral("light"));
        QVERIFY(AppSettings::instance().lightTheme());
        QVERIFY(GamePalette::current().light);
        const QString lightBar = GamePalette::current().css(QStringLiteral("bar"));
        QVERIFY(lightBar != darkBar);
        QVERIFY2(status->styleSheet().contains(lightBar), qPrintable(status->styleSheet()));
        QCOMPARE(tab.palette().color(QPalette::Window), GamePalette::current().background);
        QVERIFY(changed(darkStats, stats->grab().toImage()) > 0.3);
        QVERIFY(changed(darkButtons, buttons->grab().toImage()) > 0.3);
        QVERIFY(tab.overlays().openPanel());
        QVERIFY(changed(darkMenu, tab.overlays().openPanel()->grab().toImage()) > 0.3);
        // And back: the same pictures as before.
        choose(window.preferences()->themeBox(), QStringLiteral("dark"));
        QVERIFY(!GamePalette::current().light);
        QVERIFY(status->styleSheet().contains(darkBar));
        QCOMPARE(changed(darkStats, stats->grab().toImage()), 0.0);
        QCOMPARE(changed(darkButtons, buttons->grab().toImage()), 0.0);
        tab.overlays().closePanel();
    }

    void displayAndGamePagesApplyAtOnce() {
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        window.showPreferences(QStringLiteral("DisplayPage"));
        SettingsDialog *dialog = window.preferences();
        choose(dialog->lookBox(), QStringLiteral("glyphs"));
        QCOMPARE(tab.mapView()->look(), MapLook::Glyph);
        choose(dialog->zoomBox(), 2);
        QCOMPARE(tab.mapView()->zoom(), 2);
        dialog->fontSizeBox()->setValue(15);
        QCOMPARE(QApplication::font().pointSize(), 15);
        // At once in the Game tab's styled parts too: the log, the key line, the menu buttons.
        QList<QWidget *> styled = {tab.findChild<QWidget *>(QStringLiteral("MessageLog")),
                                   tab.findChild<QWidget *>(QStringLiteral("GameStatus"))};
        styled << tab.findChild<QWidget *>(QStringLiteral("MenuButtons"))
                      ->findChildren<QAbstractButton *>()
                      .value(0);
        for (QWidget *w : std::as_const(styled)) {
            QVERIFY(w);
            QTRY_COMPARE(w->font().pointSize(), 15);
        }
        // In a large font every page's title fits the page list (it grows with the font).
        QFont large = dialog->font();
        large.setPointSize(40);
        dialog->setFont(large);
        auto *pages = dialog->findChild<QListWidget *>(QStringLiteral("SettingsPages"));
        QVERIFY(pages);
        for (int i = 0; i < pages->count(); ++i)
            QTRY_VERIFY2(
                pages->visualItemRect(pages->item(i)).left() +
                        QFontMetrics(pages->font()).horizontalAdvance(pages->item(i)->text()) <=
                    pages->viewport()->width(),
                qPrintable(pages->item(i)->text()));
        dialog->fontSizeBox()->setValue(dialog->fontSizeBox()->minimum());
        QCOMPARE(AppSettings::instance().fontSize(), 0);
        choose(dialog->speedBox(), 0);
        QCOMPARE(tab.mapView()->animationSpeed(), 0);
        dialog->autosaveBox()->setValue(7);
        QCOMPARE(GameSession::autosaveTurns(), 7);
        QVERIFY(dialog->confirmAbandonBox()->isChecked());
        dialog->confirmAbandonBox()->setChecked(false);
        QCOMPARE(AppSettings::instance().confirmAbandon(), false);
        // F2 in the game is the same setting: the page follows it.
        tab.perform(GameActions::Id::ToggleLook);
        QCOMPARE(dialog->lookBox()->currentData().toString(), QStringLiteral("tiles"));
        // The Sound page is the sound board's settings (Shift+M mutes there too).
        dialog->muteBox()->setChecked(true);
        QVERIFY(AppSettings::instance().muted());
        tab.perform(GameActions::Id::Mute);
        QVERIFY(!dialog->muteBox()->isChecked());
        dialog->effectsSlider()->setValue(33);
        QCOMPARE(AppSettings::instance().effectsVolume(), 33);
    }

    void languageSwitchRetranslatesTheMenus() {
        MainWindow window;
        window.show();
        QMenu *file = window.currentTab()->menus().first();
        QCOMPARE(file->title(), QStringLiteral("&File"));
        window.showPreferences(QStringLiteral("LanguagePage"));
        SettingsDialog *dialog = window.preferences();
        choose(dialog->languageBox(), QStringLiteral("de"));
        QTRY_COMPARE(file->title(), QStringLiteral("&Datei"));
        // French is offered by its own name and applied the same way, the dialog's pages too.
        QComboBox *box = dialog->languageBox();
        QCOMPARE(box->itemText(box->findData(QStringLiteral("fr"))), QStringLiteral("Français"));
        choose(box, QStringLiteral("fr"));
        QTRY_COMPARE(file->title(), QStringLiteral("&Fichier"));
        QTRY_COMPARE(dialog->pageTitle(1), QStringLiteral("Affichage"));
        QCOMPARE(AppSettings::instance().language(), QStringLiteral("fr"));
        choose(dialog->languageBox(), QStringLiteral("en"));
        QTRY_COMPARE(file->title(), QStringLiteral("&File"));
        QTRY_COMPARE(dialog->pageTitle(1), QStringLiteral("Display"));
        QCOMPARE(AppSettings::instance().language(), QStringLiteral("en"));
    }

    // Qt's own buttons speak the chosen language: Words::installTranslators loads Qt's
    // translations (Debian's qt6-translations-l10n) beside the program's.
    void qtDialogsSpeakTheLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("cancel");
        QTest::addColumn<QString>("close");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen")
                            << QStringLiteral("Schließen");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Annuler")
                            << QStringLiteral("Fermer");
    }
    void qtDialogsSpeakTheLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, cancel);
        QFETCH(QString, close);
        if (const QString missing = missingQtTranslations(language); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        Words::installTranslators(*QCoreApplication::instance(), QLocale(language));
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), cancel);
        QMessageBox message(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                            QMessageBox::Cancel | QMessageBox::Close);
        QCOMPARE(message.button(QMessageBox::Cancel)->text(), cancel);
        QCOMPARE(message.button(QMessageBox::Close)->text(), close);
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        QCOMPARE(
            QDialogButtonBox(QDialogButtonBox::Cancel).button(QDialogButtonBox::Cancel)->text(),
            QStringLiteral("Cancel"));
    }

    // The Language page's switch reloads Qt's translation too: the dialog's own Close button
    // (a QDialogButtonBox's) follows at once, and back.
    void languageSwitchReloadsQtsTranslation() {
        if (const QString missing = missingQtTranslations(QStringLiteral("fr")); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        MainWindow window;
        window.show();
        window.showPreferences(QStringLiteral("LanguagePage"));
        SettingsDialog *dialog = window.preferences();
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *closeButton = buttons->button(QDialogButtonBox::Close);
        QVERIFY(closeButton);
        QCOMPARE(closeButton->text(), QStringLiteral("Close"));
        choose(dialog->languageBox(), QStringLiteral("fr"));
        QTRY_COMPARE(closeButton->text(), QStringLiteral("Fermer"));
        QMessageBox message(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                            QMessageBox::Cancel);
        QCOMPARE(message.button(QMessageBox::Cancel)->text(), QStringLiteral("Annuler"));
        choose(dialog->languageBox(), QStringLiteral("en"));
        QTRY_COMPARE(closeButton->text(), QStringLiteral("Close"));
    }

private:
    // Why Qt's own translation for `language` cannot be tested here ("" when it can). The test
    // skips itself: a QSKIP in a helper would only leave the helper, and the test would go on.
    static QString missingQtTranslations(const QString &language) {
        const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (QFileInfo::exists(dir + QStringLiteral("/qtbase_") + language + QStringLiteral(".qm")))
            return QString();
        return QStringLiteral("Qt's translations are not installed (no qtbase_%1.qm in %2): "
                              "install qt6-translations-l10n, as tools/install-deps.sh does")
            .arg(language, dir);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
