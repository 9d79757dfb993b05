#pragma once

#include "GameActions.h"

#include <QObject>
#include <QTimer>
#include <optional>

class QKeyEvent;

namespace pd {

class BattleView;
class GameOverlays;
class GameSession;
class PlayController;

// Where a key press goes, in one place and in this order: the box shown over the map (Enter or
// Esc closes it; while it is up no key reaches the map), the open menu, the battle screen's own
// keys, then the map's actions. A held key's repeats are coalesced: however many queue up
// behind a slow turn, one action is performed once the queue drains, and none after the key is
// released. The key that closed a box does nothing more while it is held.
class GameInput : public QObject {
    Q_OBJECT

public:
    // The controller's mode decides who takes a key: boxes and the battle screen take keys
    // only in play; Enter confirms an aim.
    GameInput(const GameSession &session, const PlayController &play, const GameActions &actions,
              GameOverlays &overlays, BattleView &battle, QObject *parent = nullptr);
    // True when the key was used (by a box, a menu, the battle screen or as an action).
    bool keyPress(QKeyEvent *event);
    void keyRelease(QKeyEvent *event);
    // A held key stops acting (a menu opened, the run ended).
    void dropRepeat();

Q_SIGNALS:
    void actionTriggered(pd::GameActions::Id action);

private:
    bool playing() const;

    const GameSession &m_session;
    const PlayController &m_play;
    const GameActions &m_actions;
    GameOverlays &m_overlays;
    BattleView &m_battle;
    int m_swallowKey = 0; // the key that closed a box: its repeats do nothing until released
    std::optional<GameActions::Id> m_repeat;
    int m_repeatKey = 0;
    QTimer m_repeatTimer;
};

} // namespace pd
