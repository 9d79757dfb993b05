#pragma once

#include "data/Stats.h"
#include "engine/GameEvent.h"

#include <QObject>

namespace pd {

class GameActions;
class GameSession;
class NoticeQueue;
struct TurnResult;

// Which boxes a run raises over the map, following the session by itself: a level-up (and what
// grew), the hint due now, and in packs whose boxes block (the maze-duel report) what a treasure
// held and why a medicine was refused. A watched replay raises none. The queue shows them one at
// a time.
class NoticePolicy : public QObject {
    Q_OBJECT

public:
    NoticePolicy(const GameSession &session, const GameActions &actions, NoticeQueue &notices,
                 QObject *parent = nullptr);

    // A key was rebound or the language changed: the hints up or waiting name the keys anew.
    void rewordHints();

private:
    void onTurn(const TurnResult &turn);
    void reportByBox(const QList<LogEntry> &entries);
    void levelUps(const QList<GameEvent> &events);
    void hint(const QList<GameEvent> &events);

    const GameSession &m_session;
    const GameActions &m_actions;
    NoticeQueue &m_notices;
    Stats m_lastBase; // the hero's base attributes after the last turn (what a level-up grew)
};

} // namespace pd
