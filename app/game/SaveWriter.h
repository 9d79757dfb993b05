#pragma once

#include "engine/SaveGame.h"

#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <optional>

namespace pd {

// Writes saved games on a thread of its own, so that no key waits for the disk: the window
// thread takes a snapshot of the game (SaveGame::snapshot) and goes on playing. Writes happen in
// the order they were asked for; one asked for while another waits to begin replaces it (only
// the newest state is worth writing). written() comes back on the window thread.
class SaveWriter : public QObject {
    Q_OBJECT

public:
    explicit SaveWriter(QObject *parent = nullptr);
    ~SaveWriter() override; // waits for the write under way

    // Writes `snapshot` to `path`, making `folder` first; `turn` comes back with the result.
    void write(SaveGame::Snapshot snapshot, const QString &path, const QString &folder, int turn);
    // Returns once every write asked for is done, its written() already emitted: before the
    // file is read, removed or written on the window thread.
    void wait();
    // A write is asked for and not yet reported.
    bool isBusy() const;

Q_SIGNALS:
    void written(int turn, bool ok, const QString &error);

private:
    struct Job {
        SaveGame::Snapshot snapshot;
        QString path, folder;
        int turn = 0;
    };
    void run();

    mutable QMutex m_mutex;
    std::optional<Job> m_next; // asked for, not begun (guarded by m_mutex)
    int m_unreported = 0;      // written() still to come (window thread only)
    QThreadPool m_pool;        // one thread: writes in order
};

} // namespace pd
