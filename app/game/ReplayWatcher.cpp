#include "ReplayWatcher.h"

#include "GameSession.h"
#include "engine/Game.h"
#include "engine/Replay.h"

#include <QFileInfo>

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
    m_followed.clear();
    if (m_files)
        m_files->deleteLater();
    m_files = nullptr;
}

void ReplayWatcher::follow(const QString &path) {
    m_followed = path;
    if (m_files)
        m_files->deleteLater();
    // The other program replaces the file at every turn (a new file renamed over the old one):
    // the folder is watched for that, the file for writes in place.
    m_files = new QFileSystemWatcher(this);
    m_files->addPath(QFileInfo(path).absolutePath());
    m_files->addPath(path);
    connect(m_files, &QFileSystemWatcher::directoryChanged, this, &ReplayWatcher::reread);
    connect(m_files, &QFileSystemWatcher::fileChanged, this, &ReplayWatcher::reread);
}

void ReplayWatcher::reread() {
    if (m_followed.isEmpty())
        return;
    if (!m_files->files().contains(m_followed) && QFileInfo::exists(m_followed))
        m_files->addPath(m_followed);
    Diagnostics ignored; // a file caught half-way is read again at the next change
    const std::optional<Replay> replay = Replay::read(m_followed, ignored);
    if (!replay || replay->commands.size() <= m_commands.size() ||
        replay->commands.mid(0, m_commands.size()) != m_commands)
        return;
    m_commands = replay->commands;
    if (!m_timer.isActive())
        while (m_next < m_commands.size() && m_session.game() && !m_session.game()->isOver())
            m_session.submit(m_commands[m_next++]);
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
