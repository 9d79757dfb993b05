#include "GameWindowTab.h"

#include "game/HighScoresDialog.h"

#include "GameSession.h"
#include "GameTab.h"
#include "Hints.h"
#include "RunControl.h"
#include "menus/KeysPanel.h"
#include "settings/AppSettings.h"
#include "settings/KeysPage.h"
#include "view/MapView.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QFileDialog>
#include <QInputDialog>
#include <QKeySequence>
#include <QMenu>

namespace pd {

GameWindowTab::GameWindowTab(QObject *parent)
    : WindowTab(parent)
    , m_tab(new GameTab) {
    createMenus();
    retranslateUi();
    m_tab->installEventFilter(this); // LanguageChange reaches the page, not this object
    connect(m_tab, &GameTab::message, this, &WindowTab::message);
    connect(m_tab, &GameTab::manualRequested, this,
            [this] { Q_EMIT manualRequested(manualPage()); });
    connect(&AppSettings::instance(), &AppSettings::changed, this,
            [this](AppSettings::Key key) { settingChanged(int(key)); });
    connect(&AppSettings::instance(), &AppSettings::keyBindingChanged, this,
            &GameWindowTab::keysChanged);
}

QList<QWidget *> GameWindowTab::settingsPages() {
    return {new KeysPage(m_tab->actions(), [this] { keysChanged(); })};
}

void GameWindowTab::keysChanged() {
    if (!m_tab)
        return;
    m_tab->keysChanged();
    retranslateUi(); // the View menu names the keys of its actions
}

void GameWindowTab::settingChanged(int key) {
    if (!m_tab)
        return;
    const AppSettings &s = AppSettings::instance();
    MapView *map = m_tab->mapView();
    switch (AppSettings::Key(key)) {
    case AppSettings::Key::Look:
        map->setLook(s.look());
        break;
    case AppSettings::Key::DefaultZoom:
        if (s.defaultZoom() >= 0) // shown at once; "fit" waits for the next run
            map->setZoom(s.defaultZoom());
        break;
    case AppSettings::Key::Palette:
        map->setColourPalette(s.colourPalette());
        m_tab->themeChanged(); // the panels and the bars
        break;
    case AppSettings::Key::Theme:
        m_tab->themeChanged();
        break;
    case AppSettings::Key::AnimationSpeed:
        map->setAnimationSpeed(s.animationSpeed());
        if (m_speeds.size() > s.animationSpeed())
            m_speeds[s.animationSpeed()]->setChecked(true);
        break;
    case AppSettings::Key::ShowHints:
        m_hints->setChecked(s.showHints());
        break;
    case AppSettings::Key::AutoPickup:
        m_tab->play().setAutoPickup(s.autoPickup());
        break;
    case AppSettings::Key::MenusBeside:
        m_tab->overlays().setMenusBeside(s.menusBeside());
        break;
    default:
        break;
    }
}

GameWindowTab::~GameWindowTab() {
    if (m_tab && !m_tab->parent())
        delete m_tab.data(); // never shown in a tab widget
}

QWidget *GameWindowTab::widget() const {
    return m_tab;
}

QString GameWindowTab::label() const {
    return tr("Game");
}

void GameWindowTab::createMenus() {
    m_fileMenu = new QMenu(m_tab);
    m_fileMenu->setObjectName(QStringLiteral("FileMenu"));
    m_newGame = m_fileMenu->addAction(QString());
    m_newGame->setObjectName(QStringLiteral("NewGameAction"));
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, [this] {
        Q_EMIT raiseRequested();
        m_tab->runs().newGame();
    });
    m_saveQuit = m_fileMenu->addAction(QString());
    m_saveQuit->setObjectName(QStringLiteral("SaveQuitAction"));
    m_saveQuit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    // Closing the window saves the run (closing()).
    connect(m_saveQuit, &QAction::triggered, this, [this] { m_tab->window()->close(); });
    m_openReplay = m_fileMenu->addAction(QString());
    m_openReplay->setObjectName(QStringLiteral("OpenReplayAction"));
    m_openReplay->setShortcut(QKeySequence::Open);
    connect(m_openReplay, &QAction::triggered, this, &GameWindowTab::openReplay);
    m_highScores = m_fileMenu->addAction(QString());
    m_highScores->setObjectName(QStringLiteral("HighScoresAction"));
    m_highScores->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_highScores, &QAction::triggered, this, [this] {
        HighScoresDialog dialog(GameSession::scoresPath(), m_tab);
        dialog.exec();
    });

    m_viewMenu = new QMenu(m_tab);
    m_viewMenu->setObjectName(QStringLiteral("ViewMenu"));
    m_toggleLook = m_viewMenu->addAction(QString());
    connect(m_toggleLook, &QAction::triggered, this,
            [this] { m_tab->perform(GameActions::Id::ToggleLook); });
    m_zoomIn = m_viewMenu->addAction(QString());
    connect(m_zoomIn, &QAction::triggered, this,
            [this] { m_tab->perform(GameActions::Id::ZoomIn); });
    m_zoomOut = m_viewMenu->addAction(QString());
    connect(m_zoomOut, &QAction::triggered, this,
            [this] { m_tab->perform(GameActions::Id::ZoomOut); });
    m_zoomFit = m_viewMenu->addAction(QString());
    connect(m_zoomFit, &QAction::triggered, this,
            [this] { m_tab->perform(GameActions::Id::ZoomFit); });
    m_viewMenu->addSeparator();
    m_speedMenu = m_viewMenu->addMenu(QString());
    auto *speeds = new QActionGroup(m_speedMenu);
    for (int i = 0; i < 4; ++i) {
        auto *a = m_speedMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(m_tab->mapView()->animationSpeed() == i);
        speeds->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, i] { m_tab->mapView()->setAnimationSpeed(i); });
        m_speeds.append(a);
    }
    m_sound = m_viewMenu->addAction(QString());
    connect(m_sound, &QAction::triggered, this,
            [this] { Q_EMIT preferencesRequested(QStringLiteral("SoundPage")); });
    m_hints = m_viewMenu->addAction(QString());
    m_hints->setCheckable(true);
    m_hints->setChecked(Hints::isShown());
    connect(m_hints, &QAction::toggled, this, [](bool on) {
        Hints::setShown(on);
        if (on) // turned back on: every hint again, from the start
            Hints::resetAll();
    });
    m_keys = new QAction(m_tab);
    m_keys->setObjectName(QStringLiteral("KeysAction"));
    connect(m_keys, &QAction::triggered, this, [this] {
        Q_EMIT raiseRequested();
        m_tab->perform(GameActions::Id::Help);
    });
}

void GameWindowTab::openReplay() {
    // Read-only: a dialog that opens a file deletes or renames none (Delete and F2 in Qt's own
    // dialog would).
    const QString path = QFileDialog::getOpenFileName(
        m_tab, tr("Open a replay"), GameSession::replaysDir(),
        tr("Replays (*.replay *.json);;All files (*)"), nullptr, QFileDialog::ReadOnly);
    if (path.isEmpty())
        return;
    const QStringList speeds = {tr("5 turns a second"), tr("10 turns a second"),
                                tr("25 turns a second"), tr("2 turns a second"), tr("At once")};
    bool ok = false;
    const QString speed = QInputDialog::getItem(m_tab, tr("Replay speed"), tr("Play it back at"),
                                                speeds, 0, false, &ok);
    if (!ok)
        return;
    const int perSecond = QList<int>{5, 10, 25, 2, 0}[speeds.indexOf(speed)];
    Q_EMIT raiseRequested();
    if (!m_tab->runs().keepRun(tr("&Watch without saving")))
        return;
    m_tab->runs().watchReplay(path, perSecond);
}

void GameWindowTab::setActive(bool active) {
    // The menus leave the menu bar with the tab; its actions go quiet too, so that no shortcut
    // of a hidden tab fires (the window's Quit, added to the File menu, stays as it is).
    for (QAction *a :
         {m_newGame, m_saveQuit, m_openReplay, m_toggleLook, m_zoomIn, m_zoomOut, m_sound, m_hints})
        a->setEnabled(active);
    m_speedMenu->setEnabled(active);
}

bool GameWindowTab::maybeClose() {
    return m_tab->runs().keepRun(tr("&Quit without saving"));
}

void GameWindowTab::closing() {
    m_tab->suspend(); // an unfinished run is saved; the next start continues it
}

QByteArray GameWindowTab::saveLayout() const {
    return m_tab->saveLayout();
}

void GameWindowTab::restoreLayout(const QByteArray &layout) {
    m_tab->restoreLayout(layout);
}

bool GameWindowTab::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_tab && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return WindowTab::eventFilter(watched, event);
}

void GameWindowTab::retranslateUi() {
    m_fileMenu->setTitle(tr("&File"));
    m_newGame->setText(tr("&New game…"));
    m_saveQuit->setText(tr("&Save and quit"));
    m_openReplay->setText(tr("&Open replay…"));
    m_highScores->setText(tr("&High scores…"));
    m_viewMenu->setTitle(tr("&View"));
    // A menu item shows its action's first key as bound now (after a tab, as a shortcut).
    const auto withKeys = [this](const QString &text, GameActions::Id id) {
        const QString keys = m_tab ? m_tab->actions().keyText(id) : QString();
        return keys.isEmpty() ? text : text + u'\t' + keys;
    };
    m_toggleLook->setText(withKeys(tr("&Tiles or glyphs"), GameActions::Id::ToggleLook));
    m_zoomIn->setText(withKeys(tr("Zoom &in"), GameActions::Id::ZoomIn));
    m_zoomOut->setText(withKeys(tr("Zoom &out"), GameActions::Id::ZoomOut));
    m_zoomFit->setText(withKeys(tr("&Fit the map to the window"), GameActions::Id::ZoomFit));
    m_speedMenu->setTitle(tr("&Animation speed"));
    const QString speedNames[] = {tr("&Off"), tr("&Slow"), tr("&Normal"), tr("&Fast")};
    for (int i = 0; i < m_speeds.size(); ++i)
        m_speeds[i]->setText(speedNames[i]);
    m_sound->setText(tr("&Sound…"));
    m_hints->setText(tr("Show &hints"));
    const QString helpKeys =
        m_tab ? m_tab->actions().keysText(GameActions::Id::Help, tr(" or ")) : QString();
    m_keys->setText(helpKeys.isEmpty() ? tr("&Keys") : tr("&Keys (%1)").arg(helpKeys));
}

} // namespace pd
