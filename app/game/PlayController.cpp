#include "PlayController.h"

#include "GameOverlays.h"
#include "GameSession.h"
#include "ReplayWatcher.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"

namespace pd {

PlayController::PlayController(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_watcher(new ReplayWatcher(session, this)) {
    connect(m_watcher, &ReplayWatcher::finished, this, &PlayController::watchFinished);
    // A new run is played from the start (a watched one is set to Watch by watch()). The views
    // that show the mode follow started() and turnPlayed() themselves, after their own update,
    // so nothing is said here: a screen reader would hear the status line twice, once stale.
    connect(&session, &GameSession::started, this, [this] {
        m_aimSpell.clear();
        m_aimItem.clear();
        m_cursor.reset();
        if (!m_session.isWatching())
            m_mode = Mode::Play;
    });
    connect(&session, &GameSession::runEnded, this, &PlayController::leaveAimAndLook);
    m_exploreRun = new QTimer(this);
    m_exploreRun->setSingleShot(true);
    m_exploreRun->setInterval(kExploreStepMs);
    connect(m_exploreRun, &QTimer::timeout, this, [this] {
        ++m_exploreSteps;
        autoPlay(AutoPlay::Goal::Explore);
    });
    connect(&session, &GameSession::turnPlayed, this, [this](const TurnResult &turn) {
        m_quietTurn = turn.accepted && turn.logged.isEmpty();
    });
    connect(&session, &GameSession::started, this, &PlayController::stopExploring);
    connect(&session, &GameSession::runEnded, this, &PlayController::stopExploring);
}

// Whether a key's automation may go on after its command: the run goes on, on the map.
bool PlayController::playsOn() const {
    const Game *game = m_session.game();
    return m_session.isActive() && game && !game->isOver() && !game->state().battle &&
           m_mode == Mode::Play;
}

bool PlayController::isExploring() const {
    return m_exploreRun->isActive();
}

void PlayController::stopExploring() {
    m_exploreRun->stop();
}

// After explore's step: on, while the step was quiet (nothing written: no blow, no find, no new
// room) and the monsters in view are the ones seen before it, none chasing the hero or within
// two cells of him (the room-by-room fungi drift on their rounds in full view). The core chose
// the step and chooses the next (AutoPlay); this only paces the presses.
void PlayController::exploreOn(const QList<KnownActor> &before) {
    if (!playsOn() || !m_quietTurn || m_exploreSteps >= kExploreMaxSteps)
        return;
    const Game *game = m_session.game();
    const Point hero = game->state().hero.pos;
    for (const KnownActor &a : PlayerView::visibleActors(*game)) {
        const bool seen = std::any_of(before.begin(), before.end(),
                                      [&](const KnownActor &b) { return b.id == a.id; });
        if (!seen || a.mode == Actor::Mode::Chase || chebyshev(a.pos, hero) <= 2)
            return;
    }
    m_exploreRun->start();
}

std::vector<Point> PlayController::pathPreview() const {
    const Game *game = m_session.game();
    if (!game || game->isOver() || m_mode != Mode::Play || !m_hover || game->state().battle)
        return {};
    return game->travelPath(*m_hover);
}

std::vector<Point> PlayController::aimPreview() const {
    const Game *game = m_session.game();
    if (!game || game->isOver() || m_mode != Mode::Aim || !m_cursor ||
        *m_cursor == game->state().hero.pos)
        return {};
    return game->aimLine(*m_cursor);
}

void PlayController::setMode(Mode mode) {
    m_mode = mode;
    if (mode != Mode::Aim) {
        m_aimSpell.clear();
        m_aimItem.clear();
    }
    if (mode == Mode::Play || mode == Mode::Watch)
        m_cursor.reset();
    Q_EMIT changed();
}

void PlayController::leaveAimAndLook() {
    if (m_mode == Mode::Aim || m_mode == Mode::Look)
        setMode(Mode::Play);
}

void PlayController::submit(const Command &command) {
    if (!m_session.isActive() || m_mode == Mode::Watch)
        return;
    Q_EMIT aboutToSubmit(); // a new command never waits on the last one's motion
    const Point from = m_session.game()->state().hero.pos;
    if (!m_session.submit(command) || !m_autoPickup || !m_session.isActive())
        return;
    // Auto-pickup: a step (or a walk) that ended on gold, medicine and the like takes it, as
    // the pickup key would (AutoPlay decides what a player always takes). It is a command of
    // its own, so a replay plays it as it was.
    const bool stepped =
        command.kind == Command::Kind::Move || command.kind == Command::Kind::Travel;
    if (stepped && m_session.game()->state().hero.pos != from)
        if (const auto pickup = AutoPlay::autoPickup(*m_session.game()))
            m_session.submit(*pickup);
}

bool PlayController::submitFromMenu(const Command &command) {
    stopExploring();
    if (!m_session.isActive() || m_mode == Mode::Watch)
        return false;
    Q_EMIT aboutToSubmit();
    return m_session.submit(command);
}

void PlayController::perform(GameActions::Id action) {
    using Id = GameActions::Id;
    stopExploring(); // any key stops a walking explore (explore again walks on)
    m_exploreSteps = 0;
    const Game *game = m_session.game();
    if (!game)
        return;
    if (m_mode == Mode::Watch) {
        if (action == Id::Cancel && m_watcher->isRunning()) {
            m_watcher->stop();
            Q_EMIT watchStopped(game->state().turn);
        }
        return;
    }
    if (game->isOver())
        return;
    if (action == Id::Items || action == Id::Equipment || action == Id::Attributes ||
        action == Id::Spells)
        return Q_EMIT menuRequested(action);
    if (m_mode == Mode::Aim || m_mode == Mode::Look)
        return performWithCursor(action);
    if (game->state().battle)
        return performInBattle(action);
    performOnMap(action);
}

// Play on the map: a step, a turn, the act key, aim and look, or a key that asks the game.
void PlayController::performOnMap(GameActions::Id action) {
    using Id = GameActions::Id;
    const Game *game = m_session.game();
    if (const std::optional<Direction> dir = GameActions::direction(action))
        return submit(Command::move(*dir));
    const HeroState &hero = game->state().hero;
    const int movement = game->pack().ruleset.movement;
    switch (action) {
    case Id::TurnLeft:
        return submit({Command::Kind::Turn, turned(hero.facing, Turning::Left, movement), {}, {}});
    case Id::TurnRight:
        return submit({Command::Kind::Turn, turned(hero.facing, Turning::Right, movement), {}, {}});
    case Id::TurnRound:
        return submit({Command::Kind::Turn, turned(hero.facing, Turning::Round, movement), {}, {}});
    case Id::Forward:
        return submit(Command::move(squaredFacing(hero.facing, movement)));
    case Id::Wait:
        return submit(Command::of(Command::Kind::Wait));
    case Id::Rest:
        return submit(Command::of(Command::Kind::Rest));
    case Id::Search: // five turns, stopped by a find or a monster in view
        return submit(Command::withId(Command::Kind::Search, QStringLiteral("5")));
    case Id::Pickup:
        return submit(Command::of(Command::Kind::Pickup));
    case Id::Interact:
        return submit(Command::of(Command::Kind::Act));
    case Id::Fire:
        // Nothing to shoot in this pack (no bolt, no ranged weapon): the key does nothing, as
        // the menu keys of menus the pack has not.
        if (!packCanFire(&game->pack()))
            return;
        return startAim();
    case Id::Look:
        m_mode = Mode::Look;
        m_cursor = hero.pos;
        return Q_EMIT changed();
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

// Aiming or looking: the direction keys move the cursor; cancel (or look again) ends it; the
// fire, act and confirm keys shoot at it.
void PlayController::performWithCursor(GameActions::Id action) {
    using Id = GameActions::Id;
    if (const std::optional<Direction> dir = GameActions::direction(action))
        return moveCursor(*dir);
    if (action == Id::Cancel || (m_mode == Mode::Look && action == Id::Look))
        return setMode(Mode::Play);
    if (m_mode == Mode::Aim && m_cursor &&
        (action == Id::Fire || action == Id::Interact || action == Id::Confirm))
        return shootAt(*m_cursor);
}

// Keys the battle screen did not take: the attack, defend, escape and drink keys of the map.
void PlayController::performInBattle(GameActions::Id action) {
    using Id = GameActions::Id;
    switch (action) {
    case Id::Interact:
    case Id::Confirm:
        return submit(Command::of(Command::Kind::Act)); // the game's act attacks in a battle
    case Id::Fight:
        return submit(Command::of(Command::Kind::Attack));
    case Id::Defend:
    case Id::Wait:
        return submit(Command::of(Command::Kind::Defend));
    case Id::Cancel:
        return submit(Command::of(Command::Kind::Escape));
    case Id::Drink: // the medicine that helps most, as on the map: an item turn of the battle
        return autoPlay(AutoPlay::Goal::Drink);
    default:
        // Direction keys do nothing here: a key meant for a menu must not swing a sword.
        return;
    }
}

// The keys that ask the game to choose (explore, fight, the stairs, the best medicine): the
// core's AutoPlay decides; what it answers is submitted, or why there is nothing to do told.
void PlayController::autoPlay(AutoPlay::Goal goal) {
    const Game &game = *m_session.game();
    const AutoPlay::Answer answer = AutoPlay::next(game, goal);
    // Explore pressed again where it found nothing left (no turn played since): on to the way
    // down, as DCSS's second auto-explore key press takes the stairs' way.
    const std::pair<int, int> here{game.state().turn, game.state().depth};
    if (goal == AutoPlay::Goal::Explore && answer.reason == AutoPlay::Reason::NothingLeft) {
        if (m_exploredOut == here) {
            m_exploredOut.reset();
            return goDown();
        }
        m_exploredOut = here;
    } else {
        m_exploredOut.reset();
    }
    if (answer.command) {
        // A single step (where explore steps rather than travels) walks on by itself.
        if (goal != AutoPlay::Goal::Explore || answer.command->kind != Command::Kind::Move)
            return submit(*answer.command);
        const QList<KnownActor> before = PlayerView::visibleActors(game);
        submit(*answer.command);
        return exploreOn(before);
    }
    // Brogue's stairs keys: with no stairs known, the stairs command itself, so the game says
    // in its own words that there are none here.
    if (answer.reason == AutoPlay::Reason::NoStairs)
        return submit(Command::of(goal == AutoPlay::Goal::StairsUp ? Command::Kind::Climb
                                                                   : Command::Kind::Descend));
    Q_EMIT autoPlayRefused(goal, answer.reason);
}

// The second explore key: the walk to the known way down, and down it on arrival, as the line
// "Press o again to go down" promised. A walk cut short (a monster came into view) stops there,
// and so does one that ends with a monster in view: the player decides then.
void PlayController::goDown() {
    const AutoPlay::Answer way = AutoPlay::next(*m_session.game(), AutoPlay::Goal::StairsDown);
    if (!way.command || way.command->kind != Command::Kind::Travel)
        return autoPlay(AutoPlay::Goal::StairsDown);
    const int depth = m_session.game()->state().depth;
    submit(*way.command);
    if (!playsOn())
        return;
    const Game &game = *m_session.game();
    if (game.state().depth == depth && game.state().hero.pos == way.command->target &&
        PlayerView::visibleActors(game).isEmpty())
        autoPlay(AutoPlay::Goal::StairsDown);
}

void PlayController::aimSpell(const QString &spell) {
    m_aimSpell = spell;
    m_aimItem.clear();
    startAim();
}

void PlayController::aimItem(const QString &item) {
    m_aimItem = item;
    m_aimSpell.clear();
    startAim();
}

void PlayController::startAim() {
    const Game *game = m_session.game();
    if (!game)
        return;
    m_mode = Mode::Aim;
    m_cursor = game->aimStart();
    Q_EMIT changed();
}

void PlayController::shootAt(Point at) {
    const QString spell = m_aimSpell;
    const QString item = m_aimItem;
    setMode(Mode::Play);
    if (!item.isEmpty()) {
        if (const auto d = directionBetween(m_session.game()->state().hero.pos, at))
            return submit(Command::withId(Command::Kind::Use, item, *d));
        return submit(Command::useAt(item, at));
    }
    if (spell.isEmpty())
        return submit(Command::fireAt(at));
    // A cell beside the hero is a direction (the maze-duel bolt keys); farther, a line to it.
    if (const auto d = directionBetween(m_session.game()->state().hero.pos, at))
        return submit(Command::withId(Command::Kind::Cast, spell, *d));
    submit(Command::castAt(spell, at));
}

void PlayController::moveCursor(Direction d) {
    const Game *game = m_session.game();
    if (!game || !m_cursor)
        return;
    const Point next = *m_cursor + offset(d);
    if (!game->level().level.map.inBounds(next))
        return;
    m_cursor = next;
    Q_EMIT changed();
}

void PlayController::hover(std::optional<Point> cell) {
    m_hover = cell;
    if (m_mode == Mode::Aim && cell)
        m_cursor = cell;
    Q_EMIT changed();
}

void PlayController::click(Point cell, Qt::MouseButton button) {
    stopExploring();
    const Game *game = m_session.game();
    if (!game || game->isOver() || m_mode == Mode::Watch)
        return;
    if (button != Qt::LeftButton) {
        if (m_mode != Mode::Play)
            setMode(Mode::Play);
        return;
    }
    if (m_mode == Mode::Aim)
        return shootAt(cell);
    if (m_mode == Mode::Look) {
        m_cursor = cell;
        return Q_EMIT changed();
    }
    if (const auto d = directionBetween(game->state().hero.pos, cell))
        return submit(Command::move(*d)); // a step, or a blow at what stands there
    submit(Command::travel(cell));
}

void PlayController::watch(const QList<Command> &commands, int perSecond) {
    setMode(Mode::Watch);
    m_followedPid = 0;
    m_watcher->start(commands, perSecond);
}

void PlayController::follow(const QString &replayPath, qint64 pid) {
    m_watcher->follow(replayPath);
    m_followedPid = pid;
    Q_EMIT changed();
}

} // namespace pd
