#include "ReplayWatcher.h"

#include "GameSession.h"
#include "engine/Game.h"

namespace pd {

ReplayWatcher::ReplayWatcher(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session) {
    m_timer.setSingleShot(false);
    connect(&m_timer, &QTimer::timeout, this, &ReplayWatcher::step);
}

void ReplayWatcher::start(const QList<Command> &commands, int perSecond) {
    m_commands = commands;
    m_next = 0;
    if (perSecond > 0) {
        m_timer.start(1000 / perSecond);
        return;
    }
    m_timer.stop();
    while (m_next < m_commands.size() && m_session.game() && !m_session.game()->isOver())
        m_session.submit(m_commands[m_next++]);
    Q_EMIT finished();
}

void ReplayWatcher::stop() {
    m_timer.stop();
    m_commands.clear();
    m_next = 0;
}

void ReplayWatcher::step() {
    const Game *game = m_session.game();
    if (m_next >= m_commands.size() || !game || game->isOver()) {
        m_timer.stop();
        Q_EMIT finished();
        return;
    }
    m_session.submit(m_commands[m_next++]);
}

} // namespace pd
