#pragma once

#include "engine/Command.h"

#include <QFileSystemWatcher>
#include <QList>
#include <QObject>
#include <QTimer>

namespace pd {

class GameSession;

// Feeds a replay's commands to the session that watches it: all at once, or a few a second so
// the run can be followed. It decides nothing: the commands are the recording's, in order.
class ReplayWatcher : public QObject {
    Q_OBJECT

public:
    explicit ReplayWatcher(GameSession &session, QObject *parent = nullptr);

    // Plays `commands` from the first, `perSecond` a second (0 or less: at once, and finished()
    // is emitted before this returns).
    void start(const QList<Command> &commands, int perSecond);
    // After start(): keeps reading the replay at `path` as another program writes it (a run
    // played in another window) and plays each new command as it comes.
    void follow(const QString &path);
    bool isFollowing() const { return !m_followed.isEmpty(); }
    // Stops where it is (Esc while watching); finished() is not emitted.
    void stop();
    bool isRunning() const { return m_timer.isActive(); }

Q_SIGNALS:
    // Every command was played, or the run ended first: the session can say whether the replay
    // ended as it was recorded.
    void finished();

private:
    void step();
    void reread();

    GameSession &m_session;
    QList<Command> m_commands;
    int m_next = 0;
    QTimer m_timer;
    QString m_followed;
    QFileSystemWatcher *m_files = nullptr;
};

} // namespace pd
