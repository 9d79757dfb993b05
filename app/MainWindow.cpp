#include "MainWindow.h"
#include "WindowFit.h"

#include "EditorWindowTab.h"
#include "EditorWorkspace.h"
#include "WindowTab.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/GameWindowTab.h"
#include "game/RunControl.h"
#include "game/RunSlot.h"
#include "help/AboutDialog.h"
#include "help/HelpWindow.h"
#include "help/ManualBrowser.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"
#include "words/Words.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QGuiApplication>
#include <QIcon>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>

namespace pd {

namespace {

QString layoutKey(const WindowTab *tab) {
    return tab->key() + QStringLiteral("/layout");
}

} // namespace

QIcon MainWindow::applicationIcon() {
    // Made once (main() sets it as the application's): QIcon::addFile decodes each picture
    // there and then, and they were a tenth of the start-up. resources/icons, drawn into these
    // sizes at build time (resources/CMakeLists.txt); the 512-pixel one is for the installed
    // icon theme, not a window (alone it cost more to decode than all these).
    if (const QIcon set = QApplication::windowIcon();
        !set.isNull() && set.name().isEmpty() && set.availableSizes().contains(QSize(256, 256)))
        return set;
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1.png").arg(size), QSize(size, size));
    return icon;
}

void MainWindow::showAbout() {
    AboutDialog box(this);
    box.exec();
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(applicationIcon()); // the title bar's and the task bar's
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("MainTabs"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    m_quit = new QAction(this);
    m_quit->setObjectName(QStringLiteral("QuitAction"));
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q)); // the platform's Quit may be none
    m_quit->setMenuRole(QAction::QuitRole);
    // Whatever has the focus, a floating dock's window too (not a dialog over the window).
    m_quit->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    addAction(m_quit);
    m_quitSeparator = new QAction(this);
    m_quitSeparator->setSeparator(true);

    m_help = new QMenu(this);
    m_help->setObjectName(QStringLiteral("HelpMenu"));
    m_manual = m_help->addAction(QString());
    m_manual->setObjectName(QStringLiteral("ManualAction"));
    // As the Editor's keys: a floating dock's window has F1 too (not a dialog over the window).
    m_manual->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_manual, &QAction::triggered, this, [this] { showManual(); });
    m_manualSeparator = m_help->addSeparator();
    m_about = m_help->addAction(QString());
    m_about->setObjectName(QStringLiteral("AboutAction"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQt = m_help->addAction(QString());
    m_aboutQt->setObjectName(QStringLiteral("AboutQtAction"));
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQt, &QAction::triggered, this, [] { QApplication::aboutQt(); });

    m_preferencesAction = new QAction(this);
    m_preferencesAction->setObjectName(QStringLiteral("PreferencesAction"));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    // The platform's Preferences key, and Ctrl+, wherever the platform has none.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        keys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    m_preferencesAction->setShortcuts(keys);
    // As Quit: from a floating dock's window too (the Editor's), and the dialog's own.
    m_preferencesAction->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_preferencesAction, &QAction::triggered, this, [this] { showPreferences(); });
    addAction(m_preferencesAction);
    m_preferencesSeparator = new QAction(this);
    m_preferencesSeparator->setSeparator(true);
    // F11 (the platform's key): the window fills the screen, and back; in either tab.
    m_fullScreen = new QAction(this);
    m_fullScreen->setObjectName(QStringLiteral("FullScreenAction"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcuts(QKeySequence::keyBindings(QKeySequence::FullScreen) +
                               QList<QKeySequence>{QKeySequence(Qt::Key_F11)});
    m_fullScreen->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_fullScreen, &QAction::triggered, this, [this](bool on) {
        if (on)
            showFullScreen();
        else
            showNormal();
    });
    addAction(m_fullScreen);
    m_edit = new QMenu(this);
    m_edit->setObjectName(QStringLiteral("WindowEditMenu"));

    applyFont();
    connect(&AppSettings::instance(), &AppSettings::changed, this, [this](AppSettings::Key key) {
        if (key == AppSettings::Key::FontSize)
            applyFont();
        else if (key == AppSettings::Key::Language)
            applyLanguage();
    });

    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::tabChanged);
    resize(1280, 800);
    retranslateUi();

    // The two tabs, and the one wire between them: the editor's "play this seed" starts a run
    // in the Game tab.
    m_game = new GameWindowTab(this);
    m_editor = new EditorWindowTab(this);
    addTab(m_game);
    addTab(m_editor);
    connect(editor(), &EditorWorkspace::playRequested, this,
            [this](std::shared_ptr<const Pack> pack, const QString &folder, std::uint64_t seed,
                   const QString &seedText, int depth) {
                showTab(m_game);
                if (!gameTab()->runs().keepRun(tr("&Play without saving")))
                    return;
                gameTab()->runs().playTrial(std::move(pack), folder, seed, seedText, depth);
                gameTab()->setFocus();
            });
    // The Playtest dock's "watch": a bot's run played back at ten commands a second.
    connect(editor(), &EditorWorkspace::watchRequested, this,
            [this](std::shared_ptr<const Pack> pack, const QString &folder, const Replay &replay) {
                showTab(m_game);
                if (!gameTab()->runs().keepRun(tr("&Watch without saving")))
                    return;
                gameTab()->runs().watchReplay(std::move(pack), folder, replay, 10);
                gameTab()->setFocus();
            });
    restoreWindowState();
}

void MainWindow::addTab(WindowTab *tab) {
    tab->setParent(this);
    m_tabList.append(tab);
    const QByteArray layout = QSettings().value(layoutKey(tab)).toByteArray();
    if (!layout.isEmpty())
        tab->restoreLayout(layout);
    connect(tab, &WindowTab::titleChanged, this, &MainWindow::updateTitle);
    connect(tab, &WindowTab::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(tab, &WindowTab::raiseRequested, this, [this, tab] { showTab(tab); });
    connect(tab, &WindowTab::manualRequested, this, &MainWindow::showManual);
    connect(tab, &WindowTab::preferencesRequested, this, &MainWindow::showPreferences);
    tab->setActive(false); // until it is shown (adding the first tab shows it)
    m_tabs->addTab(tab->widget(), tab->label());
    // A page made as a window of its own (the Editor's workspace is a QMainWindow made before
    // the tab takes it) keeps the minimum its layout gave it then (319x428 in French), which
    // made the whole window taller than a small screen: its layout alone decides now.
    tab->widget()->setMinimumSize(0, 0);
    tabChanged();
}

WindowTab *MainWindow::currentTab() const {
    const int index = m_tabs->currentIndex();
    return index >= 0 && index < m_tabList.size() ? m_tabList[index] : nullptr;
}

void MainWindow::showTab(WindowTab *tab) {
    m_tabs->setCurrentWidget(tab->widget());
}

// The menu bar is the shown tab's: its menus (so a hidden tab's shortcuts go with them), Quit at
// the end of its File menu, then Help.
void MainWindow::tabChanged() {
    WindowTab *tab = currentTab();
    if (tab == m_active)
        return updateTitle();
    if (m_active) {
        m_active->setActive(false);
        for (QAction *a : m_active->helpActions())
            m_help->removeAction(a);
    }
    if (m_quitHost) {
        m_quitHost->removeAction(m_quitSeparator);
        m_quitHost->removeAction(m_quit);
        m_quitHost = nullptr;
    }
    if (m_editHost) {
        m_editHost->removeAction(m_preferencesSeparator);
        m_editHost->removeAction(m_preferencesAction);
        m_editHost->removeAction(m_fullScreen);
        m_editHost = nullptr;
    }
    menuBar()->clear();
    m_active = tab;
    if (tab) {
        const QList<QMenu *> menus = tab->menus();
        for (QMenu *menu : menus)
            menuBar()->addMenu(menu);
        // Preferences at the end of the tab's Edit menu, or in the window's after its File menu.
        m_editHost = tab->editMenu();
        if (m_editHost) {
            m_editHost->addAction(m_preferencesSeparator);
        } else {
            m_editHost = m_edit;
            const QList<QAction *> bar = menuBar()->actions();
            menuBar()->insertMenu(bar.value(1), m_edit);
        }
        m_editHost->addAction(m_preferencesAction);
        m_editHost->addAction(m_fullScreen);
        if (!menus.isEmpty()) {
            m_quitHost = menus.first();
            m_quitHost->addAction(m_quitSeparator);
            m_quitHost->addAction(m_quit);
        }
        const QList<QAction *> help = tab->helpActions();
        for (QAction *a : help)
            m_help->insertAction(m_manual, a);
        tab->setActive(true);
    }
    // F1 is the manual's key unless the tab has its own use for it (the Game tab's keys
    // overlay, whose F1 pressed again opens the manual).
    m_manual->setShortcut(tab && tab->ownsHelpKey() ? QKeySequence() : QKeySequence::HelpContents);
    menuBar()->addMenu(m_help);
    updateTitle();
}

void MainWindow::showManual(const QString &page) {
    if (m_helpWindow && m_helpWindow->isActiveWindow() && page.isEmpty())
        return; // F1 in the manual itself: it is open already
    if (!m_helpWindow) {
        m_helpWindow = new HelpWindow(this);
        m_helpWindow->setWindowIcon(applicationIcon());
    }
    const WindowTab *tab = currentTab();
    m_helpWindow->openPage(page.isEmpty() && tab ? tab->manualPage() : page);
    m_helpWindow->show();
    m_helpWindow->raise();
    m_helpWindow->activateWindow();
    // The page takes the keys (arrows and Page Up/Down scroll, Tab reaches its links).
    m_helpWindow->browser()->setFocus();
}

void MainWindow::updateTitle() {
    const WindowTab *tab = currentTab();
    const QString title = tab ? tab->title() : QString();
    setWindowTitle(title.isEmpty() ? tr("Permadungeon") : title);
    setWindowModified(tab && tab->isModified());
}

void MainWindow::retranslateUi() {
    for (int i = 0; i < m_tabList.size(); ++i)
        m_tabs->setTabText(i, m_tabList[i]->label());
    m_tabs->setAccessibleName(tr("Game and Editor"));
    m_quit->setText(tr("&Quit"));
    m_help->setTitle(tr("&Help"));
    m_manual->setText(tr("&Manual"));
    m_about->setText(tr("&About Permadungeon"));
    m_fullScreen->setText(tr("Full scree&n"));
    m_aboutQt->setText(tr("About &Qt"));
    m_edit->setTitle(tr("&Edit"));
    m_preferencesAction->setText(tr("&Preferences…"));
    updateTitle();
}

void MainWindow::showPreferences(const QString &page) {
    if (!m_preferences) {
        QList<QWidget *> pages;
        for (WindowTab *tab : std::as_const(m_tabList))
            pages << tab->settingsPages();
        m_preferences = new SettingsDialog(pages, this);
        m_preferences->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (!page.isEmpty())
        m_preferences->showPage(page);
    // Not modal: the game behind it follows every change as it is made.
    m_preferences->show();
    m_preferences->raise();
    m_preferences->activateWindow();
}

SettingsDialog *MainWindow::preferences() const {
    return m_preferences.data();
}

void MainWindow::applyFont() {
    // The application's font before any size of the user's: taken at the first window.
    static const QFont system = QApplication::font();
    const int size = AppSettings::instance().fontSize();
    QFont font = system;
    if (size > 0)
        font.setPointSize(size);
    QApplication::setFont(font);
}

void MainWindow::applyLanguage() {
    // New translators send LanguageChange to every widget: each retranslates itself.
    Words::installTranslators(*QCoreApplication::instance(), AppSettings::instance().locale());
}

void MainWindow::restoreWindowState() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The first start: most of the screen, in its middle (the layouts' own minimum leaves
        // the map a corner of a large screen), never below what the layouts need.
        // The title bar the window manager puts above counts too: the whole frame is on the
        // screen at any scale (the layouts give way to a small screen; docks then scroll).
        if (const QScreen *screen = QGuiApplication::primaryScreen()) {
            const QRect free = screen->availableGeometry();
            const int title = titleBarAllowance(this);
            const QSize room = free.size() - QSize(0, title);
            const QSize size = (free.size() * 0.85).expandedTo(minimumSizeHint()).boundedTo(room);
            QRect place = QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, free);
            if (place.top() - free.top() < title)
                place.moveTop(free.top() + title);
            setGeometry(place);
        }
    }
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    tabChanged();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    for (WindowTab *tab : std::as_const(m_tabList)) {
        if (!tab->maybeClose()) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    for (WindowTab *tab : std::as_const(m_tabList)) {
        tab->closing();
        settings.setValue(layoutKey(tab), tab->saveLayout());
    }
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    event->accept();
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::WindowStateChange && m_fullScreen)
        m_fullScreen->setChecked(isFullScreen()); // (left by the window manager's key too)
    QMainWindow::changeEvent(event);
}

GameTab *MainWindow::gameTab() const {
    return m_game->gameTab();
}

EditorWorkspace *MainWindow::editor() const {
    return m_editor->workspace();
}

bool MainWindow::editPack(const QString &folder) {
    showTab(m_editor);
    return editor()->openPack(folder);
}

void MainWindow::startUp() {
    showTab(m_game);
    RunSlot::index(); // this program's saved-run place: one whose run nobody else plays
    if (GameSession::hasSave() && gameTab()->runs().continueRun())
        return;
    qint64 pid = 0;
    if (const int slot = RunSlot::runOpenElsewhere(&pid); slot >= 0) {
        switch (gameTab()->runs().askAboutRunElsewhere(slot, pid)) {
        case RunControl::RunElsewhere::NewGame:
            break;
        case RunControl::RunElsewhere::Watching:
            return;
        case RunControl::RunElsewhere::Quit:
            QTimer::singleShot(0, this, &QWidget::close);
            return;
        }
    }
    if (!gameTab()->runs().newGame())
        gameTab()->setFocus();
}

} // namespace pd
