#include "NoticePolicy.h"

#include "GameSession.h"
#include "Hints.h"
#include "NoticeQueue.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "words/GameWording.h"
#include "words/Words.h"

namespace pd {

NoticePolicy::NoticePolicy(const GameSession &session, const GameActions &actions,
                           NoticeQueue &notices, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_actions(actions)
    , m_notices(notices) {
    connect(&session, &GameSession::started, this, [this] {
        const Game *game = m_session.game();
        m_lastBase = game->state().hero.stats.base;
        if (!m_session.isWatching())
            hint({});
    });
    connect(&session, &GameSession::turnPlayed, this, &NoticePolicy::onTurn);
}

void NoticePolicy::onTurn(const TurnResult &turn) {
    const Game *game = m_session.game();
    if (!game)
        return;
    if (!m_session.isWatching()) {
        reportByBox(turn.logged);
        levelUps(turn.events);
        hint(turn.events);
    }
    m_lastBase = game->state().hero.stats.base;
}

// The maze-duel report tells the player by hint box what a treasure held and why a medicine
// was refused: in a pack whose hint boxes block, those lines come as boxes too.
void NoticePolicy::reportByBox(const QList<LogEntry> &entries) {
    const Game *game = m_session.game();
    if (!game->pack().ruleset.blockingHints)
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
        m_notices.post({title, Words::logLine(e, *game), 0, std::nullopt});
    }
}

void NoticePolicy::levelUps(const QList<GameEvent> &events) {
    const Game *game = m_session.game();
    for (const GameEvent &e : events) {
        if (e.kind != GameEvent::Kind::LevelUp)
            continue;
        Stats grew = game->state().hero.stats.base;
        for (Stat st : kAllStats)
            grew[st] -= m_lastBase[st];
        m_notices.post({tr("Level %1!").arg(e.amount),
                        grew.isZero()
                            ? tr("You feel more experienced.")
                            : tr("You grow stronger: %1.").arg(GameWording::statChanges(grew)),
                        6000, std::nullopt});
    }
}

void NoticePolicy::hint(const QList<GameEvent> &events) {
    const Game *game = m_session.game();
    if (game->isOver())
        return;
    // Those due together come as one box's pages (the queue shows one, and says how many wait).
    for (const Hints::Id due : Hints::dueAll(*game, events))
        m_notices.post({Hints::title(due), Hints::text(due, *game, m_actions), 0, due});
}

void NoticePolicy::rewordHints() {
    if (const Game *game = m_session.game())
        m_notices.rewordHints([this, game](Hints::Id id) {
            return NoticeQueue::Notice{Hints::title(id), Hints::text(id, *game, m_actions), 0, id};
        });
}

} // namespace pd
