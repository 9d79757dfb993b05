#include "MainWindow.h"

#include "EditorWorkspace.h"
#include "document/PackDocument.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "sound/SoundSettingsDialog.h"
#include "view/MapView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace pd {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("MainTabs"));
    m_tabs->setDocumentMode(true);

    m_gameTab = new GameTab(m_tabs);
    m_editorTab = new EditorWorkspace(m_tabs);
    m_tabs->addTab(m_gameTab, QString());
    m_tabs->addTab(m_editorTab, QString());
    setCentralWidget(m_tabs);

    createMenus();
    retranslateUi();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::tabChanged);
    connect(m_editorTab, &EditorWorkspace::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_editorTab, &EditorWorkspace::playRequested, this,
            [this](std::shared_ptr<const Pack> pack, const QString &folder, std::uint64_t seed,
                   const QString &seedText, int depth) {
                m_tabs->setCurrentWidget(m_gameTab);
                m_gameTab->suspend();
                m_gameTab->playTrial(std::move(pack), folder, seed, seedText, depth);
                m_gameTab->setFocus();
            });
    connect(m_editorTab, &EditorWorkspace::titleChanged, this, &MainWindow::tabChanged);
    connect(m_editorTab->document(), &PackDocument::modifiedChanged, this,
            &QWidget::setWindowModified);
    resize(1280, 800);
    restoreWindowState();
    tabChanged();
}

void MainWindow::createMenus() {
    auto *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("FileMenu"));
    auto *newGame = file->addAction(QString());
    newGame->setObjectName(QStringLiteral("NewGameAction"));
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, this, [this] {
        m_tabs->setCurrentWidget(m_gameTab);
        m_gameTab->newGame();
    });
    auto *saveQuit = file->addAction(QString());
    saveQuit->setObjectName(QStringLiteral("SaveQuitAction"));
    saveQuit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    connect(saveQuit, &QAction::triggered, this, &QWidget::close); // closing saves the run
    auto *openReplay = file->addAction(QString());
    openReplay->setObjectName(QStringLiteral("OpenReplayAction"));
    openReplay->setShortcut(QKeySequence::Open);
    connect(openReplay, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a replay"), GameSession::replaysDir(),
                                         tr("Replays (*.replay *.json);;All files (*)"));
        if (path.isEmpty())
            return;
        const QStringList speeds = {tr("5 turns a second"), tr("10 turns a second"),
                                    tr("25 turns a second"), tr("2 turns a second"), tr("At once")};
        bool ok = false;
        const QString speed = QInputDialog::getItem(this, tr("Replay speed"), tr("Play it back at"),
                                                    speeds, 0, false, &ok);
        if (!ok)
            return;
        const int perSecond = QList<int>{5, 10, 25, 2, 0}[speeds.indexOf(speed)];
        m_tabs->setCurrentWidget(m_gameTab);
        m_gameTab->suspend();
        m_gameTab->watchReplay(path, perSecond);
    });
    file->addSeparator();
    auto *quit = file->addAction(QString());
    quit->setObjectName(QStringLiteral("QuitAction"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // The editor's File, Edit and Window menus, shown while its tab is.
    for (QMenu *menu : m_editorTab->menus())
        menuBar()->addMenu(menu);

    auto *view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("ViewMenu"));
    auto *toggleLook = view->addAction(QString());
    toggleLook->setObjectName(QStringLiteral("ToggleLookAction"));
    connect(toggleLook, &QAction::triggered, this,
            [this] { m_gameTab->perform(GameActions::Id::ToggleLook); });
    auto *zoomIn = view->addAction(QString());
    zoomIn->setObjectName(QStringLiteral("ZoomInAction"));
    connect(zoomIn, &QAction::triggered, this,
            [this] { m_gameTab->perform(GameActions::Id::ZoomIn); });
    auto *zoomOut = view->addAction(QString());
    zoomOut->setObjectName(QStringLiteral("ZoomOutAction"));
    connect(zoomOut, &QAction::triggered, this,
            [this] { m_gameTab->perform(GameActions::Id::ZoomOut); });
    view->addSeparator();
    auto *speed = view->addMenu(QString());
    speed->setObjectName(QStringLiteral("AnimationMenu"));
    auto *speeds = new QActionGroup(speed);
    const char *speedNames[] = {"AnimationOffAction", "AnimationSlowAction",
                                "AnimationNormalAction", "AnimationFastAction"};
    for (int i = 0; i < 4; ++i) {
        auto *a = speed->addAction(QString());
        a->setObjectName(QLatin1String(speedNames[i]));
        a->setCheckable(true);
        a->setChecked(m_gameTab->mapView()->animationSpeed() == i);
        speeds->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, i] { m_gameTab->mapView()->setAnimationSpeed(i); });
    }
    auto *sound = view->addAction(QString());
    sound->setObjectName(QStringLiteral("SoundAction"));
    connect(sound, &QAction::triggered, this, [this] {
        SoundSettingsDialog dialog(*m_gameTab->soundBoard(), this);
        dialog.exec();
    });
    auto *hints = view->addAction(QString());
    hints->setObjectName(QStringLiteral("ShowHintsAction"));
    hints->setCheckable(true);
    hints->setChecked(Hints::isShown());
    connect(hints, &QAction::toggled, this, [](bool on) {
        Hints::setShown(on);
        if (on) // turned back on: every hint again, from the start
            Hints::resetAll();
    });
    connect(m_gameTab, &GameTab::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });

    auto *help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("HelpMenu"));
    auto *about = help->addAction(QString());
    about->setObjectName(QStringLiteral("AboutAction"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Permadungeon"),
                           tr("Permadungeon %1\nA roguelike and the construction kit it is "
                              "built with.")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::tabChanged() {
    const bool editing = m_tabs->currentWidget() == m_editorTab;
    m_editorTab->setActive(editing);
    // The game's own menus and their keys (Ctrl+N, Ctrl+S, Ctrl+O) give way to the editor's.
    for (const char *name : {"FileMenu", "ViewMenu"})
        if (auto *menu = findChild<QMenu *>(QLatin1String(name))) {
            menu->menuAction()->setVisible(!editing);
            for (QAction *a : menu->actions())
                if (a->objectName() != QLatin1String("QuitAction"))
                    a->setEnabled(!editing);
        }
    const QString pack = editing ? m_editorTab->title() : QString();
    setWindowTitle(pack.isEmpty() ? tr("Permadungeon") : tr("%1 — Permadungeon Editor").arg(pack));
    setWindowModified(editing && m_editorTab->document()->isModified());
}

bool MainWindow::editPack(const QString &folder) {
    m_tabs->setCurrentWidget(m_editorTab);
    return m_editorTab->openPack(folder);
}

void MainWindow::retranslateUi() {
    setWindowTitle(tr("Permadungeon"));
    m_tabs->setTabText(0, tr("Game"));
    m_tabs->setTabText(1, tr("Editor"));
    const auto menus = menuBar()->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly);
    for (QMenu *menu : menus) {
        if (menu->objectName() == QLatin1String("FileMenu"))
            menu->setTitle(tr("&File"));
        else if (menu->objectName() == QLatin1String("ViewMenu"))
            menu->setTitle(tr("&View"));
        else if (menu->objectName() == QLatin1String("HelpMenu"))
            menu->setTitle(tr("&Help"));
    }
    if (auto *speed = findChild<QMenu *>(QStringLiteral("AnimationMenu")))
        speed->setTitle(tr("&Animation speed"));
    const std::pair<const char *, QString> texts[] = {
        {"NewGameAction", tr("&New game…")},       {"SaveQuitAction", tr("&Save and quit")},
        {"OpenReplayAction", tr("&Open replay…")}, {"ToggleLookAction", tr("&Tiles or glyphs\tF2")},
        {"ZoomInAction", tr("Zoom &in\t+")},       {"ZoomOutAction", tr("Zoom &out\t-")},
        {"ShowHintsAction", tr("Show &hints")},    {"SoundAction", tr("&Sound…")},
        {"AnimationOffAction", tr("&Off")},        {"AnimationSlowAction", tr("&Slow")},
        {"AnimationNormalAction", tr("&Normal")},  {"AnimationFastAction", tr("&Fast")},
    };
    for (const auto &[name, text] : texts) {
        if (auto *action = findChild<QAction *>(QLatin1String(name)))
            action->setText(text);
    }
    if (auto *quit = findChild<QAction *>(QStringLiteral("QuitAction")))
        quit->setText(tr("&Quit"));
    if (auto *about = findChild<QAction *>(QStringLiteral("AboutAction")))
        about->setText(tr("&About Permadungeon"));
}

void MainWindow::restoreWindowState() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
}

void MainWindow::startUp() {
    m_tabs->setCurrentWidget(m_gameTab);
    if (GameSession::hasSave() && m_gameTab->continueRun())
        return;
    if (!m_gameTab->newGame())
        m_gameTab->setFocus();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    if (!m_editorTab->maybeSave()) {
        event->ignore();
        return;
    }
    m_gameTab->suspend(); // an unfinished run is saved; the next start continues it
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    settings.setValue(QStringLiteral("editor/layout"), m_editorTab->saveState());
    event->accept();
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace pd
