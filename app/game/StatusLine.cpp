#include "StatusLine.h"

#include "GameActions.h"
#include "GameOverlays.h"
#include "GamePalette.h"
#include "GameSession.h"
#include "PlayController.h"
#include "ReplayWatcher.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <algorithm>

namespace pd {

StatusLine::StatusLine(const GameSession &session, const PlayController &play,
                       const GameActions &actions, QWidget *parent)
    : QLabel(parent)
    , m_session(session)
    , m_play(play)
    , m_actions(actions) {
    setObjectName(QStringLiteral("GameStatus"));
    setContentsMargins(10, 3, 10, 3);
    GamePalette::setStyleSheet(this,
                               QStringLiteral("QLabel { background: @bar; color: @bright; }"));
    setTextFormat(Qt::PlainText);
    // A long line is cut, never widening the map's side at the stats panel's cost.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    connect(&session, &GameSession::started, this, [this] {
        const Game *game = m_session.game();
        const std::optional<Command> wear =
            game && !m_session.isWatching() ? AutoPlay::betterToWear(*game) : std::nullopt;
        setNote(wear ? betterLine(wear->id) : QString());
    });
    connect(&session, &GameSession::turnPlayed, this, [this](const TurnResult &turn) {
        // A refused command's reason stays in view until the next one.
        const QList<LogEntry> &log = m_session.log();
        if (!turn.accepted && !log.isEmpty())
            return setNote(Words::logLine(log.last(), *m_session.game()));
        setNote(pickedUpBetter(turn));
    });
    connect(&play, &PlayController::changed, this, &StatusLine::refresh);
    connect(&play, &PlayController::autoPlayRefused, this,
            [this](AutoPlay::Goal goal, AutoPlay::Reason reason) {
                const QString help = refusalHelp(goal, reason);
                setNote(help.isEmpty() ? Words::autoPlayReason(goal, reason)
                                       : Words::autoPlayReason(goal, reason) + u' ' + help);
            });
    connect(&play, &PlayController::watchStopped, this,
            [this](int turn) { setNote(tr("Stopped watching at turn %1.").arg(turn)); });
    connect(&play, &PlayController::watchFinished, this, &StatusLine::watchFinished);
}

void StatusLine::setNote(const QString &note) {
    m_note = note;
    refresh();
}

void StatusLine::watchFinished() {
    const Game *game = m_session.game();
    if (!game || m_play.watcher().isFollowing())
        return;
    QString why;
    setNote(m_session.watchedReplayProves(&why)
                ? tr("The replay ended at turn %1, as it was recorded.").arg(game->state().turn)
                : tr("The replay does not end as it was recorded: %1").arg(why));
}

void StatusLine::refresh() {
    const Game *game = m_session.game();
    QString text = game ? modeText() : tr("No run yet: File ▸ New game (Ctrl+N).");
    if (text.isEmpty())
        text = m_note;
    if (text.isEmpty() && game && !game->isOver())
        text = keysText();
    setText(text);
    Q_EMIT refreshed();
}

QString StatusLine::modeText() const {
    using Mode = PlayController::Mode;
    const Game &game = *m_session.game();
    const QString cancel = m_actions.keyText(GameActions::Id::Cancel);
    const QString where =
        m_play.cursor() ? GameWording::describeCell(game, *m_play.cursor()) : QString();
    switch (m_play.mode()) {
    case Mode::Watch:
        if (m_play.watcher().isFollowing())
            return tr("Watching the run played in another window (process %1): turn %2; "
                      "nothing here is written.")
                .arg(m_play.followedPid())
                .arg(game.state().turn);
        return m_play.watcher().isRunning()
                   ? tr("Watching a replay: turn %1 · %2 stops").arg(game.state().turn).arg(cancel)
                   : m_note;
    case Mode::Aim: {
        const SpellRecord *spell = game.pack().spell(m_play.aimedSpell());
        if (const ItemRecord *item = game.pack().item(m_play.aimedItem()))
            return tr("Aim %1: move the target with the direction keys or the mouse; Enter or a "
                      "click uses it; %2 cancels.")
                .arg(Words::itemName(game, item->id), cancel); // by its look while unknown
        // Enter and a click always fire while aiming (GameInput); the other keys are the user's.
        QString text = spell ? tr("Aim %1: move the target with the direction keys or the "
                                  "mouse; Enter or a click casts; %2 cancels.")
                                   .arg(Words::spellName(&game.pack(), spell->id), cancel)
                             : tr("Aim: move the target with the direction keys or the mouse; "
                                  "%1, Enter or a click fires; %2 cancels.")
                                   .arg(m_actions.keyText(GameActions::Id::Fire), cancel);
        if (!where.isEmpty())
            text += QStringLiteral("  ·  ") + where;
        return text;
    }
    case Mode::Look:
        return where.isEmpty() ? tr("Look: you have not seen that place. (%1 to stop)").arg(cancel)
                               : tr("Look: %1  (%2 to stop)").arg(where, cancel);
    case Mode::Play:
        break;
    }
    if (game.state().battle)
        return tr("Battle! ← → choose, Enter takes · a attack · d defend · s spell · i item · "
                  "e escape");
    if (m_play.hoverCell())
        return GameWording::describeCell(game, *m_play.hoverCell());
    return QString();
}

// A piece just taken (by the key, auto-pickup or explore, or out of a chest) that is better than
// the one worn: said, with the key that opens the equipment, since nothing puts it on by itself.
QString StatusLine::pickedUpBetter(const TurnResult &turn) const {
    const Game *game = m_session.game();
    // Asked only after something was taken: most turns take nothing.
    QStringList taken;
    for (const LogEntry &e : turn.logged)
        if (e.kind == LogEntry::Kind::Taken)
            taken << e.as<LogEntry::Kind::Taken>().item;
    if (!game || taken.isEmpty())
        return QString();
    const std::optional<Command> wear = AutoPlay::betterToWear(*game);
    if (!wear || !taken.contains(wear->id))
        return QString();
    return betterLine(wear->id);
}

// "The knife is better than what you wear: Shift+E opens your equipment." Said for a piece
// taken, and at the start of a run whose hero carries gear unworn (the homework's knife).
QString StatusLine::betterLine(const QString &item) const {
    const Game *game = m_session.game();
    const QString name = Words::inSentence(Words::itemName(*game, item));
    // Where the menus are the report's deck, its key opens the deck (Equipment is a page).
    if (packHasReportMenus(m_session.pack())) {
        const QString deck = m_actions.keyText(GameActions::Id::Items);
        if (!deck.isEmpty())
            return tr("The %1 is better than what you wear: put it on in the menus' Equipment "
                      "page (%2).")
                .arg(name, deck);
    }
    const QString key = m_actions.keyText(GameActions::Id::Equipment);
    return key.isEmpty() ? tr("The %1 is better than what you wear.").arg(name)
                         : tr("The %1 is better than what you wear: %2 opens your "
                              "equipment.")
                               .arg(name, key);
}

// The key that helps after AutoPlay's refusal, as it is bound now: a second explore goes down
// (PlayController), a monster in the way is fought, one out of reach is shot at. Empty where no
// key helps.
QString StatusLine::refusalHelp(AutoPlay::Goal goal, AutoPlay::Reason reason) const {
    using Id = GameActions::Id;
    using R = AutoPlay::Reason;
    const Game *game = m_session.game();
    if (!game)
        return QString();
    const QString explore = m_actions.keyText(Id::Explore), fight = m_actions.keyText(Id::Fight),
                  fire = m_actions.keyText(Id::Fire), wait = m_actions.keyText(Id::Wait);
    switch (reason) {
    case R::NothingLeft:
        if (goal == AutoPlay::Goal::Explore && !explore.isEmpty() &&
            AutoPlay::next(*game, AutoPlay::Goal::StairsDown).command)
            return tr("Press %1 again to go down.").arg(explore);
        return QString();
    case R::Blocked:
        if (goal != AutoPlay::Goal::Fight && !fight.isEmpty() && !wait.isEmpty())
            return tr("%1 fights it; wait a turn with %2.").arg(fight, wait);
        return QString();
    case R::NoWay:
        if (goal == AutoPlay::Goal::Fight && packCanFire(&game->pack()) && !fire.isEmpty())
            return tr("%1 aims a shot.").arg(fire);
        return QString();
    case R::NoMonster: {
        // Shot at this turn or the last by a monster out of sight (an archer past the edge of
        // tall grass): "No monster in sight" alone read as if nothing were there.
        const QList<LogEntry> &log = game->state().log;
        for (qsizetype i = log.size() - 1; i >= 0 && log[i].turn >= game->state().turn - 1; --i)
            if (log[i].kind == LogEntry::Kind::MonsterShoots)
                return tr("Something out of sight shoots at you: step out of its line.");
        return QString();
    }
    default:
        return QString();
    }
}

// The essentials of this pack's keys as they are bound now, short enough for the line in any
// language; the help key lists them all. An action without a key is left out.
QString StatusLine::keysText() const {
    using Id = GameActions::Id;
    const Game &game = *m_session.game();
    const Ruleset &rules = game.pack().ruleset;
    QStringList parts;
    const auto part = [&](const QString &words, std::initializer_list<Id> ids) {
        QString out = words;
        for (Id id : ids) {
            const QString key = m_actions.keyText(id);
            if (key.isEmpty())
                return;
            out = out.arg(key);
        }
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
    if (packCanFire(&game.pack()))
        part(tr("%1 fire"), {Id::Fire});
    if (packHasStairs(&game.pack()))
        part(tr("%1 %2 stairs"), {Id::Climb, Id::Descend});
    else
        parts << tr("doors lead on");
    if (packHasMenu(&game.pack(), Id::Items))
        part(packHasReportMenus(&game.pack()) ? tr("%1 menus") : tr("%1 items"), {Id::Items});
    part(tr("%1 keys"), {Id::Help});
    return parts.join(QStringLiteral(" · "));
}

} // namespace pd
