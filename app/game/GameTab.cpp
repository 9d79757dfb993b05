#include "GameTab.h"
#include "game/GamePalette.h"
#include "settings/AppSettings.h"

#include "GameInput.h"
#include "GameOverlays.h"
#include "GameSession.h"
#include "LogModel.h"
#include "NewGameDialog.h"
#include "NoticeQueue.h"
#include "ReplayWatcher.h"
#include "RunEndView.h"
#include "RunSlot.h"
#include "SaveBanner.h"
#include "StatsPanel.h"
#include "battle/BattleView.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"
#include "menus/AttributesPanel.h"
#include "menus/EquipmentPanel.h"
#include "menus/ItemsPanel.h"
#include "menus/KeysPanel.h"
#include "menus/NoticeBox.h"
#include "menus/SpellsPanel.h"
#include "sound/SoundBoard.h"
#include "sound/SoundCues.h"
#include "view/MapView.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QAccessible>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace pd {

GameTab::GameTab(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("GameTab"));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    applyTabPalette();

    m_session = new GameSession(this);
    m_map = new MapView(this);
    m_map->setObjectName(QStringLiteral("MapView"));
    m_map->installEventFilter(this); // the overlays follow the map's rectangle
    m_stats = new StatsPanel(*m_session, this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("GameStatus"));
    m_status->setContentsMargins(10, 3, 10, 3);
    GamePalette::setStyleSheet(m_status,
                               QStringLiteral("QLabel { background: @bar; color: @bright; }"));
    m_status->setTextFormat(Qt::PlainText);
    // A long line is cut, never widening the map's side at the stats panel's cost.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_logModel = new LogModel(this);
    m_logModel->setWording([this](const LogEntry &e) {
        return m_session->game() ? Words::logLine(e, &m_session->game()->pack()) : QString();
    });
    m_log = new QListView(this);
    m_log->setObjectName(QStringLiteral("MessageLog"));
    m_log->setModel(m_logModel);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setSelectionMode(QAbstractItemView::NoSelection);
    m_log->setUniformItemSizes(true);
    m_log->setWordWrap(false);
    m_log->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    GamePalette::setStyleSheet(
        m_log,
        QStringLiteral(
            "QListView { background: @log; border: none; border-top: 1px solid @edge; "
            "padding: 4px 8px; }"
            "QScrollBar:vertical { background: @log; width: 10px; margin: 0; }"
            "QScrollBar::handle:vertical { background: @border; min-height: 24px; border-radius: "
            "4px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    auto *split = m_split = new QSplitter(Qt::Vertical, left);
    split->setObjectName(QStringLiteral("MapLogSplitter"));
    auto *mapBox = new QWidget(split);
    auto *mapLayout = new QVBoxLayout(mapBox);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->setSpacing(0);
    mapLayout->addWidget(new SaveBanner(*m_session, mapBox));
    mapLayout->addWidget(m_map, 1);
    mapLayout->addWidget(m_status);
    split->addWidget(mapBox);
    split->addWidget(m_log);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({600, 160});
    split->setChildrenCollapsible(false);
    leftLayout->addWidget(split);

    // The stats panel over a block of buttons for the menus (each also has its key).
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(m_stats, 1);
    auto *buttons = new QWidget(right);
    buttons->setObjectName(QStringLiteral("MenuButtons"));
    buttons->setAttribute(Qt::WA_StyledBackground);
    GamePalette::setStyleSheet(
        buttons,
        QStringLiteral(
            "QWidget#MenuButtons { background: @buttons; border-top: 1px solid @edge; }"
            "QPushButton { background: @button; color: @bright; border: 1px solid @buttonEdge; "
            "padding: 5px 6px; border-radius: 3px; }"
            "QPushButton:hover { border-color: @accent; background: @hover; }"
            "QPushButton:pressed { background: @pressed; }"));
    auto *grid = new QGridLayout(buttons);
    grid->setContentsMargins(10, 8, 10, 10);
    grid->setSpacing(6);
    const GameActions::Id menuIds[] = {GameActions::Id::Items, GameActions::Id::Equipment,
                                       GameActions::Id::Attributes, GameActions::Id::Spells};
    for (int i = 0; i < 4; ++i) {
        auto *b = new QPushButton(buttons);
        b->setFocusPolicy(Qt::NoFocus);
        b->setCursor(Qt::PointingHandCursor);
        b->setObjectName(QStringLiteral("MenuButton-") + GameActions::name(menuIds[i]));
        const GameActions::Id id = menuIds[i];
        connect(b, &QPushButton::clicked, this, [this, id] { perform(id); });
        grid->addWidget(b, i / 2, i % 2);
        m_menuButtons << b;
    }
    rightLayout->addWidget(buttons);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(left, 1);
    layout->addWidget(right);

    m_board = new SoundBoard(this);
    m_sound = m_board;
    m_battle = new BattleView(*m_session, this);
    connect(m_battle, &BattleView::commandRequested, this, &GameTab::onPanelCommand);
    connect(m_battle, &BattleView::moved, this,
            [this] { m_sound->playEffect(QStringLiteral("menu-move")); });
    connect(m_battle, &BattleView::closed, this, [this] {
        setFocus();
        updateStatus();
    });
    m_overlays = new GameOverlays(*m_session, m_actions, *m_battle, this);
    connect(m_overlays, &GameOverlays::opened, this, [this] {
        if (m_mode == Mode::Aim || m_mode == Mode::Look)
            setMode(Mode::Play);
        m_input->dropRepeat();
        m_sound->playEffect(QStringLiteral("menu"));
    });
    connect(m_overlays, &GameOverlays::closed, this, [this] { setFocus(); });
    connect(m_overlays, &GameOverlays::commandRequested, this, &GameTab::onPanelCommand);
    connect(m_overlays, &GameOverlays::aimRequested, this, &GameTab::aimSpell);
    connect(m_overlays, &GameOverlays::helpRequested, this,
            [this] { perform(GameActions::Id::Help); });
    connect(m_overlays->keys(), &KeysPanel::manualRequested, this, [this] {
        closePanel();
        Q_EMIT manualRequested();
    });
    connect(m_overlays, &GameOverlays::moved, this,
            [this] { m_sound->playEffect(QStringLiteral("menu-move")); });
    connect(m_overlays, &GameOverlays::changed, this, [this] {
        placeOverlays();
        updateStatus();
    });
    m_input = new GameInput(*m_session, m_actions, *m_overlays, *m_battle, this);
    m_input->setModeQueries([this] { return m_mode == Mode::Play; },
                            [this] { return m_mode == Mode::Aim; });
    connect(m_input, &GameInput::actionTriggered, this, &GameTab::perform);
    m_watcher = new ReplayWatcher(*m_session, this);
    connect(m_watcher, &ReplayWatcher::finished, this, &GameTab::onWatchFinished);

    m_xpHud = new QLabel(this);
    m_xpHud->setObjectName(QStringLiteral("XpHud"));
    m_xpHud->setAttribute(Qt::WA_TransparentForMouseEvents);
    GamePalette::setStyleSheet(
        m_xpHud,
        QStringLiteral(
            "QLabel#XpHud { color: @accent; background: rgba(0, 0, 0, 150); border-radius: 4px; "
            "padding: 2px 10px; font-size: 20pt; font-weight: bold; }"));
    m_xpHud->hide();

    m_end = new RunEndView(this);

    connect(m_session, &GameSession::started, this, &GameTab::onStarted);
    connect(m_session, &GameSession::turnPlayed, this, &GameTab::onTurn);
    connect(m_session, &GameSession::runEnded, this, &GameTab::onRunEnded);
    connect(m_session, &GameSession::problem, this, &GameTab::showProblem);
    connect(m_session, &GameSession::logAdded, this, [this](int first) {
        const QList<LogEntry> &log = m_session->log();
        m_logModel->append(log.mid(first));
        m_log->scrollToBottom();
        updateLogAccessibleText();
        reportByBox(log.mid(first));
    });
    connect(m_map, &MapView::cellHovered, this, &GameTab::hover);
    connect(m_map, &MapView::zoomChanged, this, [this](int step) {
        if (!m_zoomPack.isEmpty())
            QSettings().setValue(QStringLiteral("view/zoom/") + m_zoomPack, step);
    });
    connect(m_map, &MapView::cellClicked, this, &GameTab::click);
    connect(m_end, &RunEndView::newRunRequested, this, [this] { newGame(); });
    retranslateButtons();
    retranslateAccessible();
    connect(m_end, &RunEndView::sameSeedRequested, this, [this] {
        startRun(m_session->packDir(), m_session->seedText(), m_session->heroName());
    });
    updateStatus();
}

GameTab::~GameTab() = default;

GamePanel *GameTab::openPanel() const {
    return m_overlays->openPanel();
}
ItemsPanel *GameTab::itemsPanel() const {
    return m_overlays->items();
}
EquipmentPanel *GameTab::equipmentPanel() const {
    return m_overlays->equipment();
}
AttributesPanel *GameTab::attributesPanel() const {
    return m_overlays->attributes();
}
SpellsPanel *GameTab::spellsPanel() const {
    return m_overlays->spells();
}
KeysPanel *GameTab::keysPanel() const {
    return m_overlays->keys();
}
NoticeBox *GameTab::hintBox() const {
    return m_overlays->noticeBox();
}
NoticeQueue *GameTab::notices() const {
    return m_overlays->notices();
}
void GameTab::showPanel(GamePanel *panel) {
    m_overlays->showPanel(panel);
}
void GameTab::closePanel() {
    m_overlays->closePanel();
}
bool GameTab::packHasMenu(GameActions::Id menu) const {
    return pd::packHasMenu(m_session->pack(), menu);
}

bool GameTab::newGame() {
    NewGameDialog dialog(this);
    if (m_session->isActive() && !m_session->isWatching())
        dialog.setPackDir(m_session->packDir());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (!mayGiveUpRun())
        return false;
    return startRun(dialog.packDir(), dialog.seedText(), dialog.heroName());
}

bool GameTab::mayGiveUpRun() {
    if (!AppSettings::instance().confirmAbandon() || !m_session->hasRunAtStake())
        return true;
    QString text;
    if (m_session->isPlayingRun())
        text = tr("%1's run is in play (turn %2). A new run gives it up for good.")
                   .arg(m_session->heroName())
                   .arg(m_session->game()->state().turn);
    else
        text = tr("A saved run is waiting to be continued. A new run gives it up for good.");
    QMessageBox box(QMessageBox::Question, tr("Give up the run?"), text, QMessageBox::NoButton,
                    this);
    box.setObjectName(QStringLiteral("GiveUpRunBox"));
    box.setInformativeText(tr("Preferences ▸ Game can turn this question off."));
    QPushButton *giveUp = box.addButton(tr("&Give it up"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == giveUp;
}

bool GameTab::startRun(const QString &packDir, const QString &seedText, const QString &hero) {
    m_watcher->stop();
    // A run in progress is kept on disk until the new one has started.
    QString error;
    if (!m_session->start(packDir, seedText, hero, &error)) {
        QMessageBox::warning(this, tr("The pack cannot be played"),
                             tr("%1 has errors:\n\n%2").arg(packDir, error));
        return false;
    }
    return true;
}

void GameTab::playTrial(std::shared_ptr<const Pack> pack, const QString &packDir,
                        std::uint64_t seed, const QString &seedText, int depth) {
    m_watcher->stop();
    m_session->playTrial(std::move(pack), packDir, seed, seedText, depth);
}

bool GameTab::continueRun() {
    m_watcher->stop();
    QString error;
    if (!m_session->continueSaved(&error)) {
        if (GameSession::hasSave())
            QMessageBox::warning(this, tr("The saved run cannot be continued"), error);
        return false;
    }
    return true;
}

bool GameTab::watchReplay(const QString &path, int perSecond) {
    QString error;
    QList<Command> commands;
    if (!m_session->watch(path, commands, &error)) {
        QMessageBox::warning(this, tr("The replay cannot be played"),
                             tr("%1:\n\n%2").arg(path, error));
        return false;
    }
    setMode(Mode::Watch);
    m_watcher->start(commands, perSecond);
    return true;
}

GameTab::RunElsewhere GameTab::askAboutRunElsewhere(int slot, qint64 pid) {
    const QString replay =
        QSettings().value(RunSlot::settingsGroup(slot) + QStringLiteral("/replay")).toString();
    QMessageBox box(QMessageBox::Information, tr("The run is open in another window"),
                    tr("Your saved run is being played in another Permadungeon window (process "
                       "%1), so this window cannot play it too.")
                        .arg(pid),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("RunElsewhereBox"));
    box.setInformativeText(tr("Start a new run here, watch that one as it is played (nothing is "
                              "written), or quit."));
    QPushButton *fresh = box.addButton(tr("&New game"), QMessageBox::AcceptRole);
    fresh->setObjectName(QStringLiteral("NewGameButton"));
    QPushButton *watch = nullptr;
    if (!replay.isEmpty() && QFileInfo::exists(replay)) {
        watch = box.addButton(tr("&Watch it"), QMessageBox::ActionRole);
        watch->setObjectName(QStringLiteral("WatchButton"));
    }
    QPushButton *quit = box.addButton(tr("&Quit"), QMessageBox::RejectRole);
    quit->setObjectName(QStringLiteral("QuitButton"));
    box.setDefaultButton(fresh);
    box.setEscapeButton(quit);
    box.exec();
    if (box.clickedButton() == fresh)
        return RunElsewhere::NewGame;
    if (box.clickedButton() == watch && watchReplay(replay, 0)) {
        m_watcher->follow(replay);
        m_followedPid = pid;
        updateStatus();
        return RunElsewhere::Watching;
    }
    return RunElsewhere::Quit;
}

void GameTab::onWatchFinished() {
    const Game *game = m_session->game();
    if (!game || m_watcher->isFollowing())
        return;
    QString why;
    m_statusNote = m_session->watchedReplayProves(&why)
                       ? tr("The replay ends as it was recorded: turn %1, state %2.")
                             .arg(game->state().turn)
                             .arg(game->stateHash())
                       : tr("The replay does not end as it was recorded: %1").arg(why);
    updateStatus();
}

bool GameTab::keepRun(const QString &leaving) {
    QString error;
    while (!m_session->keep(&error)) {
        // Nothing is lost without the player's word: the reason, the turns at stake, a choice.
        const int turn = m_session->game()->state().turn;
        QMessageBox box(QMessageBox::Warning, tr("The run could not be saved"),
                        tr("%1's run could not be saved: %2").arg(m_session->heroName(), error),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("RunNotSavedBox"));
        box.setInformativeText(
            m_session->keptTurn() > 0
                ? tr("Without a save, turns %1–%2 are lost: the next start continues at turn %3.")
                      .arg(m_session->keptTurn() + 1)
                      .arg(turn)
                      .arg(m_session->keptTurn())
                : tr("Without a save, the whole run is lost (turns 1–%1).").arg(turn));
        QPushButton *retry = box.addButton(tr("&Try again"), QMessageBox::AcceptRole);
        retry->setObjectName(QStringLiteral("TryAgainButton"));
        QPushButton *leave = box.addButton(leaving, QMessageBox::DestructiveRole);
        leave->setObjectName(QStringLiteral("LeaveButton"));
        QPushButton *stay = box.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
        stay->setObjectName(QStringLiteral("KeepPlayingButton"));
        box.setDefaultButton(retry);
        box.setEscapeButton(stay);
        box.exec();
        if (box.clickedButton() == leave)
            return true;
        if (box.clickedButton() != retry) {
            setFocus();
            return false;
        }
    }
    return true;
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

void GameTab::onStarted() {
    m_end->hide();
    m_overlays->reset();
    // The side panel's buttons are the pack's menus only.
    const GameActions::Id menuIds[] = {GameActions::Id::Items, GameActions::Id::Equipment,
                                       GameActions::Id::Attributes, GameActions::Id::Spells};
    for (int i = 0; i < m_menuButtons.size(); ++i)
        m_menuButtons[i]->setVisible(packHasMenu(menuIds[i]));
    retranslateButtons(); // their keys are the pack's (the report's deck has none of its own)
    m_aimSpell.clear();
    m_logModel->clear();
    updateLogAccessibleText();
    m_statusNote.clear();
    m_cursor.reset();
    m_input->dropRepeat();
    if (!m_session->isWatching())
        setMode(Mode::Play);
    m_map->setGame(m_session->game());
    applyZoom();
    m_board->setPack(m_session->pack());
    m_sound->playMusic(soundcues::musicFor(*m_session->game()));
    setFocus();
    rememberHero();
    placeOverlays();
    if (!m_session->isWatching())
        showNotices({});
    updateStatus();
}

void GameTab::setSoundSink(SoundSink *sink) {
    m_sound = sink ? sink : static_cast<SoundSink *>(m_board);
}

void GameTab::rememberHero() {
    if (const Game *game = m_session->game())
        m_lastBase = game->state().hero.stats.base;
}

void GameTab::onPanelCommand(const Command &command) {
    GamePanel *panel = openPanel();
    if (!m_session->isActive() || m_mode == Mode::Watch)
        return;
    m_map->finishAnimations();
    const bool accepted = m_session->submit(command);
    if (accepted && panel && panel == openPanel() && panel->closesAfterCommand())
        closePanel();
}

void GameTab::aimSpell(const QString &spell) {
    m_aimSpell = spell;
    startAim();
}

void GameTab::startAim() {
    const Game *game = m_session->game();
    if (!game)
        return;
    m_mode = Mode::Aim;
    // The target starts where a shot can go: on the nearest monster in view (in line with the
    // hero where the pack's moves and shots are 4-way), else the cell the hero faces.
    m_cursor = nearestVisibleMonster(game->pack().ruleset.movement == 4);
    if (!m_cursor) {
        Direction facing = game->state().hero.facing;
        if (game->pack().ruleset.movement == 4 && isDiagonal(facing))
            facing = Direction::S;
        m_cursor = game->state().hero.pos + offset(facing);
    }
    m_map->setLookCursor(m_cursor);
    updatePreviews();
    updateStatus();
}

void GameTab::shootAt(Point at) {
    const QString spell = m_aimSpell;
    setMode(Mode::Play);
    if (spell.isEmpty())
        return submit(Command::fireAt(at));
    // A cell beside the hero is a direction (the maze-duel bolt keys); farther, a line to it.
    if (const auto d = directionBetween(m_session->game()->state().hero.pos, at))
        return submit(Command::withId(Command::Kind::Cast, spell, *d));
    submit(Command::castAt(spell, at));
}

void GameTab::showNotices(const QList<GameEvent> &events) {
    const Game *game = m_session->game();
    if (!game || m_session->isWatching())
        return;
    for (const GameEvent &e : events) {
        if (e.kind != GameEvent::Kind::LevelUp)
            continue;
        Stats grew = game->state().hero.stats.base;
        for (Stat st : kAllStats)
            grew[st] -= m_lastBase[st];
        notices()->post({tr("Level %1!").arg(e.amount),
                         grew.isZero()
                             ? tr("You feel more experienced.")
                             : tr("You grow stronger: %1.").arg(GameWording::statChanges(grew)),
                         6000, std::nullopt});
    }
    if (!game->isOver()) {
        if (const auto hint = Hints::due(*game, events))
            notices()->post({Hints::title(*hint), Hints::text(*hint, *game, m_actions), 0, hint});
    }
}

void GameTab::placeOverlays() {
    const QRect area(m_map->mapTo(this, QPoint(0, 0)), m_map->size());
    m_overlays->place(area);
    if (m_xpHud->isVisible()) {
        m_xpHud->adjustSize();
        m_xpHud->move(area.left() + 12, area.bottom() - m_xpHud->height() - 10);
        m_xpHud->raise();
    }
}

void GameTab::submit(const Command &command) {
    if (!m_session->isActive() || m_mode == Mode::Watch)
        return;
    m_map->finishAnimations(); // a new command never waits on the last one's motion
    m_session->submit(command);
}

void GameTab::onTurn(const QList<GameEvent> &events, bool accepted) {
    m_map->refresh();
    m_map->animate(events);
    if (const Game *game = m_session->game()) {
        for (const QString &effect : soundcues::turnEffects(events, game->pack()))
            m_sound->playEffect(effect);
        m_sound->playMusic(soundcues::musicFor(*game));
    }
    m_overlays->afterTurn();
    showNotices(events);
    rememberHero();
    m_statusNote.clear();
    if (!accepted && !m_session->log().isEmpty())
        m_statusNote = Words::logLine(m_session->log().last(), &m_session->game()->pack());
    updatePreviews();
    updateStatus();
}

void GameTab::onRunEnded() {
    closePanel();
    m_input->dropRepeat();
    if (m_mode == Mode::Aim || m_mode == Mode::Look)
        setMode(Mode::Play);
    m_end->setGeometry(rect());
    m_end->show(*m_session);
}

void GameTab::setMode(Mode mode) {
    m_mode = mode;
    if (mode != Mode::Aim)
        m_aimSpell.clear();
    if (mode == Mode::Play || mode == Mode::Watch)
        m_cursor.reset();
    m_map->setLookCursor(m_cursor);
    updatePreviews();
    updateStatus();
}

std::optional<Point> GameTab::nearestVisibleMonster(bool inLine) const {
    const Game *game = m_session->game();
    if (!game)
        return std::nullopt;
    const Point hero = game->state().hero.pos;
    std::optional<Point> best;
    int bestDistance = 0;
    for (const Actor &a : game->level().actors) {
        if (!game->isVisible(a.pos))
            continue;
        if (inLine && a.pos.x != hero.x && a.pos.y != hero.y)
            continue;
        const int d = std::max(std::abs(a.pos.x - hero.x), std::abs(a.pos.y - hero.y));
        if (!best || d < bestDistance) {
            best = a.pos;
            bestDistance = d;
        }
    }
    return best;
}

void GameTab::perform(GameActions::Id action) {
    using Id = GameActions::Id;
    if (action == Id::ZoomIn)
        return m_map->zoomIn();
    if (action == Id::ZoomOut)
        return m_map->zoomOut();
    if (action == Id::ToggleLook)
        return m_map->setLook(m_map->look() == MapLook::Glyph ? MapLook::Tiles : MapLook::Glyph);
    if (action == Id::Help) {
        // The keys overlay first; the help key again (or with nothing to play) the manual.
        const Game *game = m_session->game();
        if (openPanel() == keysPanel() || !game || game->isOver() || m_mode == Mode::Watch) {
            closePanel();
            Q_EMIT manualRequested();
            return;
        }
        return showPanel(keysPanel());
    }
    if (action == Id::Mute) {
        m_board->setMuted(!m_board->isMuted());
        m_statusNote = m_board->isMuted()
                           ? tr("Sound off (%1 turns it back on).").arg(keyText(Id::Mute))
                           : tr("Sound on.");
        return updateStatus();
    }
    const Game *game = m_session->game();
    if (!game)
        return;
    if (m_mode == Mode::Watch) {
        if (action == Id::Cancel && m_watcher->isRunning()) {
            m_watcher->stop();
            m_statusNote = tr("Stopped watching at turn %1.").arg(game->state().turn);
            updateStatus();
        }
        return;
    }
    if (game->isOver())
        return;
    if (action == Id::Items || action == Id::Equipment || action == Id::Attributes ||
        action == Id::Spells)
        return m_overlays->openMenu(action);
    const std::optional<Direction> dir = GameActions::direction(action);
    if (m_mode == Mode::Aim || m_mode == Mode::Look) {
        if (dir)
            return moveCursor(*dir);
        if (action == Id::Cancel || (m_mode == Mode::Look && action == Id::Look))
            return setMode(Mode::Play);
        if (m_mode == Mode::Aim && m_cursor &&
            (action == Id::Fire || action == Id::Interact || action == Id::Confirm))
            return shootAt(*m_cursor);
        return;
    }
    // Keys the battle screen did not take: the attack, defend and escape keys of the map.
    if (game->state().battle) {
        switch (action) {
        case Id::Interact:
        case Id::Confirm:
        case Id::Fight:
            return submit(Command::of(Command::Kind::Attack));
        case Id::Defend:
        case Id::Wait:
            return submit(Command::of(Command::Kind::Defend));
        case Id::Cancel:
            return submit(Command::of(Command::Kind::Escape));
        default:
            // Direction keys do nothing here: a key meant for a menu must not swing a sword.
            return;
        }
    }
    if (dir)
        return submit(Command::move(*dir));
    switch (action) {
    case Id::TurnLeft:
    case Id::TurnRight:
    case Id::TurnRound: {
        // A quarter turn where moves are 4-way, an eighth where they are 8-way.
        const int step = game->pack().ruleset.movement == 4 ? 2 : 1;
        const int turns = action == Id::TurnLeft ? 8 - step : action == Id::TurnRight ? step : 4;
        Direction facing = game->state().hero.facing;
        if (step == 2 && isDiagonal(facing))
            facing = Direction((int(facing) + 1) % 8);
        return submit(Command{Command::Kind::Turn, Direction((int(facing) + turns) % 8), {}, {}});
    }
    case Id::Forward: {
        Direction facing = game->state().hero.facing;
        if (game->pack().ruleset.movement == 4 && isDiagonal(facing))
            facing = Direction((int(facing) + 1) % 8);
        return submit(Command::move(facing));
    }
    case Id::Wait:
        return submit(Command::of(Command::Kind::Wait));
    case Id::Pickup:
        return submit(Command::of(Command::Kind::Pickup));
    case Id::Interact: {
        // Open the chest beside the hero: the one faced first, then any other.
        const LevelState &ls = game->level();
        const HeroState &hero = game->state().hero;
        std::optional<Direction> toward;
        for (int i = 0; i < 8 && !toward; ++i) {
            const Direction d = Direction((int(hero.facing) + i) % 8);
            const int c = ls.chestAt(hero.pos + offset(d));
            if (c >= 0 && !ls.chests[c].opened)
                toward = d;
        }
        if (!toward) {
            // On stairs, Enter takes them (the maze duel opens and leaves by Enter).
            const Tile here = ls.level.map.at(hero.pos);
            if (here == Tile::StairsDown)
                return submit(Command::of(Command::Kind::Descend));
            if (here == Tile::StairsUp)
                return submit(Command::of(Command::Kind::Climb));
        }
        return submit(Command{Command::Kind::Interact, toward.value_or(hero.facing), {}, {}});
    }
    case Id::Fire:
        return startAim();
    case Id::Look:
        m_mode = Mode::Look;
        m_cursor = game->state().hero.pos;
        m_map->setLookCursor(m_cursor);
        updatePreviews();
        updateStatus();
        return;
    case Id::Descend:
        return autoPlay(AutoPlay::Goal::StairsDown);
    case Id::Climb:
        return autoPlay(AutoPlay::Goal::StairsUp);
    case Id::Explore:
        return autoPlay(AutoPlay::Goal::Explore);
    case Id::Fight:
        return autoPlay(AutoPlay::Goal::Fight);
    case Id::Drink:
        return autoPlay(AutoPlay::Goal::Drink);
    case Id::Defend:
        return submit(Command::of(Command::Kind::Defend));
    case Id::Swap:
        return submit(Command::of(Command::Kind::Swap));
    default:
        return;
    }
}

// The keys that ask the game to choose (explore, fight, the stairs, the best medicine): the
// core's AutoPlay decides, the tab submits what it answers or says why there is nothing to do.
void GameTab::autoPlay(AutoPlay::Goal goal) {
    const Game &game = *m_session->game();
    const AutoPlay::Answer answer = AutoPlay::next(game, goal);
    if (answer.command)
        return submit(*answer.command);
    // Brogue's stairs keys: with no stairs known, the stairs command itself, so the game says
    // in its own words that there are none here.
    if (answer.reason == AutoPlay::Reason::NoStairs)
        return submit(Command::of(goal == AutoPlay::Goal::StairsUp ? Command::Kind::Climb
                                                                   : Command::Kind::Descend));
    m_statusNote = Words::autoPlayReason(goal, answer.reason);
    updateStatus();
}

void GameTab::moveCursor(Direction d) {
    const Game *game = m_session->game();
    if (!game || !m_cursor)
        return;
    const Point next = *m_cursor + offset(d);
    if (!game->level().level.map.inBounds(next))
        return;
    m_cursor = next;
    m_map->setLookCursor(m_cursor);
    updatePreviews();
    updateStatus();
}

void GameTab::hover(std::optional<Point> cell) {
    m_hover = cell;
    if (m_mode == Mode::Aim && cell) {
        m_cursor = cell;
        m_map->setLookCursor(m_cursor);
    }
    updatePreviews();
    updateStatus();
}

void GameTab::click(Point cell, Qt::MouseButton button) {
    const Game *game = m_session->game();
    if (!game || game->isOver() || m_mode == Mode::Watch)
        return;
    if (openPanel()) { // a click on the map outside the menu closes it, as outside a popup
        closePanel();
        return;
    }
    setFocus();
    if (button != Qt::LeftButton) {
        if (m_mode != Mode::Play)
            setMode(Mode::Play);
        return;
    }
    if (m_mode == Mode::Aim)
        return shootAt(cell);
    if (m_mode == Mode::Look) {
        m_cursor = cell;
        m_map->setLookCursor(m_cursor);
        updateStatus();
        return;
    }
    const Point hero = game->state().hero.pos;
    if (const auto d = directionBetween(hero, cell))
        return submit(Command::move(*d)); // a step, or a blow at what stands there
    submit(Command::travel(cell));
}

void GameTab::updatePreviews() {
    const Game *game = m_session->game();
    if (!game || game->isOver() || m_mode == Mode::Watch) {
        m_map->setPathPreview({});
        m_map->setAimPreview({});
        return;
    }
    if (m_mode == Mode::Aim && m_cursor && *m_cursor != game->state().hero.pos) {
        m_map->setAimPreview(game->aimLine(*m_cursor));
        m_map->setPathPreview({});
        return;
    }
    m_map->setAimPreview({});
    if (m_mode == Mode::Play && m_hover && !game->state().battle)
        m_map->setPathPreview(game->travelPath(*m_hover));
    else
        m_map->setPathPreview({});
}

QString GameTab::statusText() const {
    return m_status->text();
}

void GameTab::updateStatus() {
    const Game *game = m_session->game();
    QString text;
    if (!game) {
        text = tr("No run yet: File ▸ New game (Ctrl+N).");
    } else if (m_mode == Mode::Watch && m_watcher->isFollowing()) {
        text = tr("Watching the run played in another window (process %1): turn %2; nothing "
                  "here is written.")
                   .arg(m_followedPid)
                   .arg(game->state().turn);
    } else if (m_mode == Mode::Watch) {
        text = m_watcher->isRunning() ? tr("Watching a replay: turn %1 · %2 stops")
                                            .arg(game->state().turn)
                                            .arg(keyText(GameActions::Id::Cancel))
                                      : m_statusNote;
    } else if (m_mode == Mode::Aim) {
        const QString where = m_cursor ? GameWording::describeCell(*game, *m_cursor) : QString();
        const SpellRecord *spell = game->pack().spell(m_aimSpell);
        // Enter and a click always fire while aiming (GameInput); the other keys are the user's.
        const QString cancel = keyText(GameActions::Id::Cancel);
        text = spell ? tr("Aim %1: move the target with the direction keys or the mouse; "
                          "Enter or a click casts; %2 cancels.")
                           .arg(Words::spellName(&game->pack(), spell->id), cancel)
                     : tr("Aim: move the target with the direction keys or the mouse; %1, Enter "
                          "or a click fires; %2 cancels.")
                           .arg(keyText(GameActions::Id::Fire), cancel);
        if (!where.isEmpty())
            text += QStringLiteral("  ·  ") + where;
    } else if (m_mode == Mode::Look) {
        const QString where = m_cursor ? GameWording::describeCell(*game, *m_cursor) : QString();
        const QString stop = keyText(GameActions::Id::Cancel);
        text = where.isEmpty() ? tr("Look: you have not seen that place. (%1 to stop)").arg(stop)
                               : tr("Look: %1  (%2 to stop)").arg(where, stop);
    } else if (game->state().battle) {
        text = tr("Battle! ← → choose, Enter takes · a attack · d defend · s spell · i item · "
                  "e escape");
    } else if (m_hover) {
        text = GameWording::describeCell(*game, *m_hover);
    }
    if (text.isEmpty())
        text = m_statusNote;
    if (text.isEmpty() && game && !game->isOver()) {
        // The essentials of this pack's keys as they are bound now, short enough for the line
        // in any language; the help key lists them all. An action without a key is left out.
        using Id = GameActions::Id;
        const Ruleset &rules = game->pack().ruleset;
        QStringList parts;
        const auto part = [&](const QString &words, std::initializer_list<Id> ids) {
            QStringList keys;
            for (Id id : ids) {
                const QString key = keyText(id);
                if (key.isEmpty())
                    return;
                keys << key;
            }
            QString out = words;
            for (const QString &key : std::as_const(keys))
                out = out.arg(key);
            parts << out;
        };
        const auto bound = [&](Id id, Qt::Key key) {
            return m_actions.keys(id).contains(QKeySequence(key));
        };
        if (bound(Id::MoveN, Qt::Key_Up) && bound(Id::MoveW, Qt::Key_Left) &&
            bound(Id::MoveS, Qt::Key_Down) && bound(Id::MoveE, Qt::Key_Right))
            parts << tr("arrows move");
        else
            part(tr("%1 %2 %3 %4 move"), {Id::MoveN, Id::MoveW, Id::MoveS, Id::MoveE});
        if (rules.orientationKeys)
            part(tr("%1 %2 turn, %3 steps"), {Id::TurnLeft, Id::TurnRight, Id::Forward});
        part(tr("%1 explore"), {Id::Explore});
        part(tr("%1 fight"), {Id::Fight});
        if (rules.bolts || rules.spellBolts || packHasMenu(GameActions::Id::Equipment))
            part(tr("%1 fire"), {Id::Fire});
        if (rules.levels == Ruleset::Levels::Disposable)
            parts << tr("doors lead on");
        else
            part(tr("%1 %2 stairs"), {Id::Climb, Id::Descend});
        if (packHasMenu(GameActions::Id::Items))
            part(packHasReportMenus(&game->pack()) ? tr("%1 menus") : tr("%1 items"), {Id::Items});
        part(tr("%1 keys"), {Id::Help});
        text = parts.join(QStringLiteral(" · "));
    }
    m_status->setText(text);
    updateHud();
    updateMapAccessibleText();
}

// What a screen reader says of the map: the cell under the look or aim cursor, else the
// hero's own; the tab, which has the keyboard, says the same with the status line.
void GameTab::updateMapAccessibleText() {
    const Game *game = m_session->game();
    QString here;
    if (game) {
        const Point cell = m_cursor && (m_mode == Mode::Look || m_mode == Mode::Aim)
                               ? *m_cursor
                               : game->state().hero.pos;
        here = GameWording::describeCell(*game, cell);
        if (here.isEmpty())
            here = tr("A place you have not seen.");
    }
    const auto say = [](QWidget *widget, const QString &text) {
        if (widget->accessibleDescription() == text)
            return;
        widget->setAccessibleDescription(text);
        QAccessibleEvent event(widget, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    };
    say(m_map, here);
    const QString status = m_status->text();
    say(this, here.isEmpty() || here == status ? status : tr("%1 — %2").arg(here, status));
}

// The log's latest lines, newest last, as its accessible description.
void GameTab::updateLogAccessibleText() {
    QStringList lines;
    const int rows = m_logModel->rowCount();
    for (int r = std::max(0, rows - kSpokenLogLines); r < rows; ++r)
        lines << m_logModel->index(r).data().toString();
    const QString text = lines.join(u'\n');
    if (m_log->accessibleDescription() == text)
        return;
    m_log->setAccessibleDescription(text);
    QAccessibleEvent event(m_log, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void GameTab::retranslateAccessible() {
    setAccessibleName(tr("Game"));
    m_map->setAccessibleName(tr("Map"));
    m_log->setAccessibleName(tr("Message log"));
    m_stats->setAccessibleName(tr("Hero"));
    m_stats->setAccessibleDescription(tr("The hero's health, attributes and the run's figures"));
    const QStringList menus = {tr("Items"), tr("Equipment"), tr("Attributes"), tr("Spells")};
    for (int i = 0; i < m_menuButtons.size(); ++i)
        m_menuButtons[i]->setAccessibleName(menus[i]);
    // The menus over the map, named before they are first opened (then by their titles).
    const QList<GamePanel *> panels = {itemsPanel(), equipmentPanel(), attributesPanel(),
                                       spellsPanel(), keysPanel()};
    const QStringList titles = menus + QStringList{tr("Keys")};
    for (int i = 0; i < panels.size(); ++i) {
        panels[i]->setAccessibleName(titles[i]);
        panels[i]->focusTarget()->setAccessibleName(titles[i]);
    }
    updateMapAccessibleText();
    updateLogAccessibleText();
}

// The zoom a pack was last played at; the first time, the largest that shows the hero's
// surroundings, about 40 by 25 cells (the map should fill the window, not a corner of it).
void GameTab::applyZoom() {
    const Pack *pack = m_session->pack();
    if (!pack)
        return;
    const QString key = QStringLiteral("view/zoom/") + pack->manifest.id;
    const QVariant saved = QSettings().value(key);
    int step = -1;
    if (saved.isValid()) {
        bool ok = false;
        step = saved.toInt(&ok);
        if (!ok || step < 0 || step >= int(MapView::cellSizes().size()))
            step = -1; // a damaged setting: chosen afresh
    }
    if (step < 0) // Preferences ▸ Display: the default zoom, unless it is "fit the window"
        step = AppSettings::instance().defaultZoom();
    if (step < 0) {
        // A level smaller than that (a maze of 13 by 13, a closet of a room) fills the view.
        const TileMap &map = m_session->game()->level().level.map;
        const int across = std::clamp(map.width() + 2, 12, 40);
        const int down = std::clamp(map.height() + 2, 8, 25);
        const QSize view = m_map->viewport()->size();
        const int fit = std::min(view.width() / across, view.height() / down);
        step = 0;
        for (int i = 0; i < int(MapView::cellSizes().size()); ++i)
            if (MapView::cellSizes()[std::size_t(i)] <= fit)
                step = i;
    }
    m_zoomPack.clear(); // the zoom chosen here is not the player's to keep
    m_map->setZoom(step);
    m_zoomPack = pack->manifest.id;
}

// The maze-duel report tells the player by hint box what a treasure held and why a medicine
// was refused: in a pack whose hint boxes block, those lines come as boxes too.
void GameTab::reportByBox(const QList<LogEntry> &entries) {
    const Game *game = m_session->game();
    if (!game || m_session->isWatching() || !game->pack().ruleset.blockingHints)
        return;
    using K = LogEntry::Kind;
    for (const LogEntry &e : entries) {
        QString title;
        switch (e.kind) {
        case K::ChestOpened:
        case K::ChestEmpty:
        case K::ChestMimic:
        case K::ChestTrapped:
            title = tr("Treasure");
            break;
        case K::ChestAlreadyOpen:
        case K::HpFull:
        case K::MpFull:
        case K::HpAndMpFull:
        case K::EquipmentAgain:
            title = tr("Not now");
            break;
        default:
            continue;
        }
        notices()->post({title, Words::logLine(e, &game->pack()), 0, std::nullopt});
    }
}

void GameTab::updateHud() {
    const Game *game = m_session->game();
    const bool shown =
        game && game->pack().ruleset.health == Ruleset::Health::Xp && m_mode != Mode::Watch;
    if (shown)
        m_xpHud->setText(tr("XP %1").arg(std::max<qint64>(0, game->hero().hp)));
    m_xpHud->setVisible(shown);
    if (shown)
        placeOverlays();
}

void GameTab::showProblem(const QString &text) {
    Q_EMIT message(text); // the session has logged it (pd.save, pd.replay, pd.scores)
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
    if (event->type() == QEvent::LanguageChange) {
        keysChanged(); // the status line, the buttons and the hint up, in the new language
        retranslateAccessible();
    }
    QWidget::changeEvent(event);
}

bool GameTab::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_map && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        placeOverlays();
    return QWidget::eventFilter(watched, event);
}

void GameTab::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    m_end->setGeometry(rect());
    placeOverlays();
}

void GameTab::retranslateButtons() {
    using Id = GameActions::Id;
    const QStringList words = {tr("Items"), tr("Equipment"), tr("Attributes"), tr("Spells")};
    const Id ids[] = {Id::Items, Id::Equipment, Id::Attributes, Id::Spells};
    // With the maze-duel report's menus every one is a page of the deck that I opens (M goes
    // back to the maze there): the buttons name the menus and no key of their own.
    const Pack *pack = m_session->pack();
    const bool deck = pack && pack->ruleset.menuKeys == Ruleset::MenuKeys::Report;
    for (int i = 0; i < m_menuButtons.size(); ++i) {
        const QString key = deck ? QString() : keyText(ids[i]);
        m_menuButtons[i]->setText(
            key.isEmpty() ? words[i]
                          : tr("%1  %2", "a menu button: its name, its key").arg(words[i], key));
    }
}

void GameTab::applyTabPalette() {
    QPalette pal = palette();
    pal.setColor(QPalette::Window, GamePalette::current().background);
    pal.setColor(QPalette::Base, GamePalette::current().background);
    pal.setColor(QPalette::WindowText, GamePalette::current().text);
    pal.setColor(QPalette::Text, GamePalette::current().text);
    setPalette(pal);
}

void GameTab::themeChanged() {
    applyTabPalette();
    GamePalette::restyle(this); // every style sheet of the tab, its panels and boxes
    m_stats->applyTheme();
    // What took its colours when it was filled is filled again: the open menu, the log.
    if (GamePanel *panel = openPanel())
        panel->refresh();
    Q_EMIT m_logModel->dataChanged(m_logModel->index(0),
                                   m_logModel->index(m_logModel->rowCount() - 1));
    for (QWidget *w : findChildren<QWidget *>())
        w->update();
    update();
}

void GameTab::keysChanged() {
    if (!m_overlays)
        return; // not made yet
    retranslateButtons();
    keysPanel()->refresh();
    if (const Game *game = m_session->game())
        notices()->rewordHints([this, game](Hints::Id id) {
            return NoticeQueue::Notice{Hints::title(id), Hints::text(id, *game, m_actions), 0, id};
        });
    updateStatus();
}

} // namespace pd
