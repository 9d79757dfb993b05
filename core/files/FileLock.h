#pragma once

#include <QLockFile>
#include <QString>

#include <memory>

namespace pd {

// A lock that one living program holds on something of the user's (a saved run, a pack folder
// being edited or saved): a QLockFile, whose file names the process that holds it.
//
// A lock whose process is gone is taken over (QLockFile checks the process id). So is a lock
// file a program was killed in the middle of making: QLockFile creates the file, then writes the
// process id into it, and a kill between the two leaves an empty file that QLockFile can never
// call stale. Such a file is taken over once it is a few seconds old: a living program fills it
// within microseconds. (This is the only place these classes read the clock.)
class FileLock {
public:
    enum class Result {
        Locked,        // this program holds it now
        HeldElsewhere, // another living program holds it (owner() says which)
        CannotWrite,   // the lock file cannot be made: reason() says why
    };
    struct Owner {
        qint64 pid = 0;
        QString hostName;
        QString appName;
    };

    explicit FileLock(QString lockPath);
    ~FileLock(); // unlocks
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Waits up to `timeoutMs` for another holder to let go (0: one try).
    Result tryLock(int timeoutMs = 0);
    bool isLocked() const;
    void unlock();

    QString path() const { return m_path; }
    // Who holds the lock, read from its file (after HeldElsewhere).
    Owner owner() const;
    // Why the lock file could not be made (after CannotWrite): the system's reason, never empty.
    QString reason() const { return m_reason; }

    // How old an empty or unreadable lock file must be to count as a killed program's.
    static constexpr int kUnfinishedLockSeconds = 5;
    // Removes the lock file at `lockPath` when no living program holds it (a killed program's,
    // or one left half-made): true when it was removed.
    static bool removeIfStale(const QString &lockPath);

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QString m_reason;
};

} // namespace pd
