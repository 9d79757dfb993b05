#pragma once

#include "engine/AutoPlay.h"

#include <QLabel>

namespace pd {

class GameActions;
struct TurnResult;
class GameSession;
class PlayController;

// The line under the map. What it says, first that applies: no run yet; a replay being watched;
// the aim or look mode's keys with the cell under the cursor; the battle's keys; the cell under
// the mouse; the last note (a refusal, AutoPlay's "nothing to do", sound on or off) until the
// next turn; else the essentials of the pack's keys as they are bound now.
class StatusLine : public QLabel {
    Q_OBJECT

public:
    StatusLine(const GameSession &session, const PlayController &play, const GameActions &actions,
               QWidget *parent = nullptr);

    // Said until the next turn, where nothing else is.
    void setNote(const QString &note);
    void refresh();

Q_SIGNALS:
    void refreshed(); // the text was worked out again (the tab's HUD and spoken text follow)

private:
    QString modeText() const;
    QString keysText() const;
    QString refusalHelp(AutoPlay::Goal goal, AutoPlay::Reason reason) const;
    QString pickedUpBetter(const TurnResult &turn) const;
    QString betterLine(const QString &item) const;
    void watchFinished();

    const GameSession &m_session;
    const PlayController &m_play;
    const GameActions &m_actions;
    QString m_note;
};

} // namespace pd
