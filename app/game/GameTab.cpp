#include "GameTab.h"

#include "GameAccessibility.h"
#include "GameInput.h"
#include "GameOverlays.h"
#include "GamePalette.h"
#include "GameSession.h"
#include "MapFollower.h"
#include "MenuButtons.h"
#include "MessageLog.h"
#include "NoticePolicy.h"
#include "NoticeQueue.h"
#include "PlayController.h"
#include "ReplayWatcher.h"
#include "RunControl.h"
#include "RunEndView.h"
#include "SaveBanner.h"
#include "StatsPanel.h"
#include "StatusLine.h"
#include "XpHud.h"
#include "battle/BattleView.h"
#include "engine/Game.h"
#include "menus/GamePanel.h"
#include "menus/KeysPanel.h"
#include "settings/AppSettings.h"
#include "sound/GameSounds.h"
#include "view/MapView.h"

#include <QKeyEvent>
#include <QSplitter>
#include <QVBoxLayout>

namespace pd {

GameTab::GameTab(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("GameTab"));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    GamePalette::applyTo(this);
    // Made in this order, the views follow each turn in it: the panels and the battle screen,
    // then the boxes over them, the map, the sounds and the boxes a turn raises.
    m_session = new GameSession(this);
    m_play = new PlayController(*m_session, this);
    m_play->setAutoPickup(AppSettings::instance().autoPickup()); // GameWindowTab follows it
    m_runs = new RunControl(*m_session, *m_play, this);
    layOut();
    m_battle = new BattleView(*m_session, this);
    m_overlays = new GameOverlays(*m_session, m_actions, *m_battle, this);
    m_overlays->setMenusBeside(AppSettings::instance().menusBeside()); // GameWindowTab follows
    m_input = new GameInput(*m_session, *m_play, m_actions, *m_overlays, *m_battle, this);
    m_follower = new MapFollower(*m_session, *m_play, *m_map, this);
    m_sounds = new GameSounds(*m_session, this);
    m_notices = new NoticePolicy(*m_session, m_actions, *m_overlays->notices(), this);
    m_xpHud = new XpHud(*m_session, *m_play, this);
    m_end = new RunEndView(this);
    m_accessibility = new GameAccessibility(*m_session, *m_play, *m_overlays,
                                            {this, m_map, m_stats, m_status}, this);
    wire();
    m_accessibility->retranslate();
    m_status->refresh();
}

GameTab::~GameTab() = default;

// The map over the status line and the log, beside the stats panel over the menu buttons.
void GameTab::layOut() {
    m_map = new MapView(this);
    m_map->setObjectName(QStringLiteral("MapView"));
    m_map->installEventFilter(this); // the overlays follow the map's rectangle
    m_stats = new StatsPanel(*m_session, this);
    m_status = new StatusLine(*m_session, *m_play, m_actions, this);
    m_log = new MessageLog(*m_session, this);
    m_log->installEventFilter(this);
    m_stats->installEventFilter(this);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    m_split = new QSplitter(Qt::Vertical, left);
    m_split->setObjectName(QStringLiteral("MapLogSplitter"));
    auto *mapBox = new QWidget(m_split);
    auto *mapLayout = new QVBoxLayout(mapBox);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->setSpacing(0);
    mapLayout->addWidget(new SaveBanner(*m_session, mapBox));
    mapLayout->addWidget(m_map, 1);
    mapLayout->addWidget(m_status);
    m_split->addWidget(mapBox);
    m_split->addWidget(m_log);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);
    m_split->setSizes({600, 160});
    m_split->setChildrenCollapsible(false);
    leftLayout->addWidget(m_split);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(m_stats, 1);
    m_menuButtons = new MenuButtons(*m_session, m_actions, right);
    rightLayout->addWidget(m_menuButtons);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(left, 1);
    layout->addWidget(right);
}

void GameTab::wire() {
    connect(m_input, &GameInput::actionTriggered, this, &GameTab::perform);
    connect(m_menuButtons, &MenuButtons::menuRequested, m_overlays, [this](GameActions::Id id) {
        m_play->stopExploring();
        m_overlays->openMenuPage(id);
    });
    // A box stops a walking explore: what it says is for the player to read first.
    connect(m_overlays->notices(), &NoticeQueue::changed, m_play, [this] {
        if (m_overlays->notices()->isShowing())
            m_play->stopExploring();
    });
    connect(m_play, &PlayController::menuRequested, m_overlays, &GameOverlays::openMenu);
    connect(m_map, &MapView::cellHovered, m_play, &PlayController::hover);
    // The monster looked at (the look or aim cursor), else under the mouse, opens its card in
    // the sidebar.
    connect(m_play, &PlayController::changed, this, [this] {
        m_stats->setFocusCell(m_play->cursor() ? m_play->cursor() : m_play->hoverCell());
    });
    connect(m_map, &MapView::cellClicked, this, &GameTab::onMapClick);
    connect(m_status, &StatusLine::refreshed, this, [this] {
        m_xpHud->refresh();
        if (m_xpHud->isVisible())
            placeOverlays();
    });

    connect(m_battle, &BattleView::commandRequested, this, &GameTab::onMenuCommand);
    connect(m_battle, &BattleView::moved, this,
            [this] { m_sounds->playEffect(QStringLiteral("menu-move")); });
    connect(m_battle, &BattleView::closed, this, [this] {
        setFocus();
        m_status->refresh();
    });
    connect(m_overlays, &GameOverlays::opened, this, [this] {
        m_play->leaveAimAndLook();
        m_input->dropRepeat();
        m_sounds->playEffect(QStringLiteral("menu"));
    });
    connect(m_overlays, &GameOverlays::closed, this, [this] { setFocus(); });
    connect(m_overlays, &GameOverlays::commandRequested, this, &GameTab::onMenuCommand);
    connect(m_overlays, &GameOverlays::aimRequested, m_play, &PlayController::aimSpell);
    connect(m_overlays, &GameOverlays::itemAimRequested, m_play, &PlayController::aimItem);
    connect(m_overlays, &GameOverlays::helpRequested, this, &GameTab::help);
    connect(m_overlays, &GameOverlays::viewActionRequested, this, &GameTab::perform);
    connect(m_overlays->keys(), &KeysPanel::manualRequested, this, [this] {
        m_overlays->closePanel();
        Q_EMIT manualRequested();
    });
    connect(m_overlays, &GameOverlays::moved, this,
            [this] { m_sounds->playEffect(QStringLiteral("menu-move")); });
    connect(m_overlays, &GameOverlays::changed, this, [this] {
        placeOverlays();
        m_status->refresh();
    });

    connect(m_session, &GameSession::started, this, [this] {
        m_end->hide();
        m_input->dropRepeat();
        setFocus();
        placeOverlays();
    });
    connect(m_session, &GameSession::runEnded, this, [this] {
        m_overlays->closePanel();
        m_input->dropRepeat();
        m_end->setGeometry(rect());
        m_end->show(*m_session);
    });
    connect(m_session, &GameSession::problem, this, &GameTab::message); // logged by the session
    // A replay watched to its end while its run goes on: a summary card, as a run's end has.
    connect(m_play, &PlayController::watchFinished, this, [this] {
        const Game *game = m_session->game();
        if (!game || game->isOver() || m_play->watcher().isFollowing())
            return;
        QString why;
        const bool proven = m_session->watchedReplayProves(&why);
        m_end->setGeometry(rect());
        m_end->showReplayEnd(*m_session, proven, why);
    });
    connect(m_end, &RunEndView::newRunRequested, m_runs, &RunControl::newGame);
    connect(m_end, &RunEndView::sameSeedRequested, this, [this] {
        m_runs->startRun(m_session->packDir(), m_session->seedText(), m_session->heroName());
    });
}

void GameTab::suspend() {
    m_session->suspend();
}

QByteArray GameTab::saveLayout() const {
    return m_split->saveState();
}

void GameTab::restoreLayout(const QByteArray &layout) {
    m_split->restoreState(layout);
}

void GameTab::perform(GameActions::Id action) {
    using Id = GameActions::Id;
    switch (action) {
    case Id::ZoomIn:
        return m_map->zoomIn();
    case Id::ZoomOut:
        return m_map->zoomOut();
    case Id::ZoomFit:
        return m_follower->fitAgain();
    case Id::ToggleLook:
        return m_map->setLook(m_map->look() == MapLook::Glyph ? MapLook::Tiles : MapLook::Glyph);
    case Id::Help:
        return help();
    case Id::NextPane:
        return cyclePane(1);
    case Id::PreviousPane:
        return cyclePane(-1);
    case Id::Mute:
        return m_status->setNote(
            m_sounds->toggleMute()
                ? tr("Sound off (%1 turns it back on).").arg(m_actions.keyText(Id::Mute))
                : tr("Sound on."));
    default:
        return m_play->perform(action);
    }
}

// The keyboard to the next part of the tab (`step` 1) or the one before (-1): the map (the tab
// itself, which plays the keys), the message log, the hero's panel. Tab cannot do it: it is
// the fight key.
void GameTab::cyclePane(int step) {
    const QList<QWidget *> panes = {this, m_log, m_stats};
    qsizetype at = 0;
    for (qsizetype i = 1; i < panes.size(); ++i)
        if (panes[i]->hasFocus())
            at = i;
    QWidget *next = panes[(at + step + panes.size()) % panes.size()];
    if (next == this)
        m_input->dropRepeat();
    next->setFocus(Qt::OtherFocusReason);
}

// The keys overlay first; the help key again (or with nothing to play) the manual.
void GameTab::help() {
    const Game *game = m_session->game();
    if (m_overlays->openPanel() == m_overlays->keys() || !game || game->isOver() ||
        m_play->mode() == PlayController::Mode::Watch) {
        m_overlays->closePanel();
        Q_EMIT manualRequested();
        return;
    }
    m_overlays->showPanel(m_overlays->keys());
}

// A menu's or the battle screen's command; a menu that closes after one closes once it is done.
void GameTab::onMenuCommand(const Command &command) {
    GamePanel *panel = m_overlays->openPanel();
    if (m_play->submitFromMenu(command) && panel && panel == m_overlays->openPanel() &&
        panel->closesAfterCommand())
        m_overlays->closePanel();
}

void GameTab::onMapClick(Point cell, Qt::MouseButton button) {
    const Game *game = m_session->game();
    if (!game || game->isOver() || m_play->mode() == PlayController::Mode::Watch)
        return;
    if (m_overlays->openPanel()) // a click on the map outside the menu closes it, as a popup
        return m_overlays->closePanel();
    setFocus();
    m_play->click(cell, button);
}

void GameTab::placeOverlays() {
    const QRect area(m_map->mapTo(this, QPoint(0, 0)), m_map->size());
    // The boxes go over the log's lines, clear of its scroll bar.
    m_overlays->place(
        area, QRect(m_log->viewport()->mapTo(this, QPoint(0, 0)), m_log->viewport()->size()));
    if (m_xpHud->isVisible()) {
        m_xpHud->adjustSize();
        m_xpHud->move(area.left() + 12, area.bottom() - m_xpHud->height() - 10);
        m_xpHud->raise();
    }
}

void GameTab::keyPressEvent(QKeyEvent *event) {
    if (m_input->keyPress(event))
        event->accept();
    else
        QWidget::keyPressEvent(event);
}

void GameTab::keyReleaseEvent(QKeyEvent *event) {
    m_input->keyRelease(event);
    QWidget::keyReleaseEvent(event);
}

void GameTab::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange && m_accessibility) {
        keysChanged(); // the status line, the buttons and the hint up, in the new language
        m_accessibility->retranslate();
    }
    // A widget with a style sheet keeps the font it was polished with: the log, the key line
    // and the menu buttons take a new font size only when their sheets are given again.
    if (event->type() == QEvent::FontChange && m_log)
        GamePalette::restyle(this);
    QWidget::changeEvent(event);
}

bool GameTab::eventFilter(QObject *watched, QEvent *event) {
    // The log and the hero's panel with the keyboard: F6 (Shift+F6) goes on round, Esc back to
    // the map; the arrows and the page keys stay theirs.
    if ((watched == m_log || watched == m_stats) && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const std::optional<GameActions::Id> id = m_actions.match(*key);
        if (id == GameActions::Id::NextPane || id == GameActions::Id::PreviousPane) {
            perform(*id);
            return true;
        }
        if (key->key() == Qt::Key_Escape || id == GameActions::Id::Cancel) {
            setFocus(Qt::OtherFocusReason);
            return true;
        }
        // Nothing else reaches the game from here (Tab would fight, a letter move the hero):
        // the panel is only read, the log keeps its own keys.
        if (watched == m_stats || key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
            return true;
    }
    if (watched == m_map && (event->type() == QEvent::Resize || event->type() == QEvent::Move) &&
        m_overlays)
        placeOverlays();
    return QWidget::eventFilter(watched, event);
}

void GameTab::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    if (!m_end)
        return;
    m_end->setGeometry(rect());
    placeOverlays();
}

void GameTab::themeChanged() {
    GamePalette::applyTo(this);
    GamePalette::restyle(this); // every style sheet of the tab, its panels and boxes
    m_stats->applyTheme();
    // What took its colours when it was filled is filled again: the open menu, the log.
    if (GamePanel *panel = m_overlays->openPanel())
        panel->refresh();
    m_log->recolour();
    for (QWidget *w : findChildren<QWidget *>())
        w->update();
    update();
}

void GameTab::keysChanged() {
    if (!m_accessibility)
        return; // not made yet
    m_menuButtons->retranslate();
    m_overlays->keys()->refresh();
    m_notices->rewordHints();
    m_status->refresh();
}

} // namespace pd
