#include "GameInput.h"

#include "GameOverlays.h"
#include "GameSession.h"
#include "NoticeQueue.h"
#include "PlayController.h"
#include "battle/BattleView.h"
#include "data/Pack.h"
#include "game/GameActions.h"

#include <QKeyEvent>

namespace pd {

GameInput::GameInput(const GameSession &session, const PlayController &play,
                     const GameActions &actions, GameOverlays &overlays, BattleView &battle,
                     QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_play(play)
    , m_actions(actions)
    , m_overlays(overlays)
    , m_battle(battle) {
    m_repeatTimer.setSingleShot(true);
    m_repeatTimer.setInterval(0);
    connect(&m_repeatTimer, &QTimer::timeout, this, [this] {
        if (m_repeat)
            Q_EMIT actionTriggered(*m_repeat);
    });
}

bool GameInput::playing() const {
    return m_play.mode() == PlayController::Mode::Play;
}

bool GameInput::keyPress(QKeyEvent *event) {
    const int key = event->key();
    // The key that closed a box does nothing more while it is held: Enter held down never
    // also opens a chest or takes the stairs underfoot.
    if (event->isAutoRepeat() && key == m_swallowKey)
        return true;
    // A box over the map owns the keyboard while it is up. Where the pack's boxes block (the
    // maze-duel report) only Enter or Esc closes it; elsewhere any key does, and does nothing
    // else, so a box is never left drawn over a map that moves under it. A key within the guard
    // time of the box coming up was meant for the game (a hint that appeared between two quick
    // keys): it closes nothing, and where boxes do not block it plays on.
    NoticeQueue *notices = m_overlays.notices();
    if (notices->isShowing() && playing() && !isModifierOnly(key)) {
        if (notices->isGuarded()) {
            if (notices->isBlocking())
                return true; // nothing can be done while it is up
        } else {
            const bool closeKey =
                key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape;
            if ((closeKey || !notices->isBlocking()) && !event->isAutoRepeat()) {
                m_swallowKey = key;
                dropRepeat();
                notices->closeCurrent();
            }
            return true;
        }
    }
    // A menu took the keys it uses; the rest never reach the map.
    if (m_overlays.openPanel()) {
        m_overlays.panelKey(event);
        return true;
    }
    // The battle screen's own keys (a d s i e) before the map's.
    if (m_battle.isVisible() && playing() && m_battle.handleKey(event))
        return true;
    const Pack *pack = m_session.pack();
    const std::optional<GameActions::Id> action =
        m_actions.match(*event, pack && pack->ruleset.orientationKeys);
    if (!action) {
        if (m_play.mode() == PlayController::Mode::Aim && key == Qt::Key_Return) {
            Q_EMIT actionTriggered(GameActions::Id::Confirm);
            return true;
        }
        return false;
    }
    if (event->isAutoRepeat()) {
        m_repeat = action;
        m_repeatKey = key;
        if (!m_repeatTimer.isActive())
            m_repeatTimer.start();
        return true;
    }
    m_repeat.reset();
    Q_EMIT actionTriggered(*action);
    return true;
}

void GameInput::keyRelease(QKeyEvent *event) {
    if (event->isAutoRepeat())
        return;
    if (event->key() == m_swallowKey)
        m_swallowKey = 0;
    if (event->key() == m_repeatKey)
        dropRepeat();
}

void GameInput::dropRepeat() {
    m_repeat.reset();
    m_repeatTimer.stop();
}

} // namespace pd
