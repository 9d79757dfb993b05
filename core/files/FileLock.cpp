#include "FileLock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <cerrno>

namespace pd {

namespace {

bool isUnfinished(const QString &lockPath) {
    const QFileInfo info(lockPath);
    if (!info.isFile() || info.isSymLink())
        return false;
    QLockFile reader(lockPath);
    qint64 pid = 0;
    QString host, app;
    if (reader.getLockInfo(&pid, &host, &app) && pid > 0)
        return false;
    return info.lastModified().secsTo(QDateTime::currentDateTime()) >=
           FileLock::kUnfinishedLockSeconds;
}

// The system's reason why nothing can be written beside `lockPath`: a probe file is made
// there (and removed) for its error; empty when the probe could write after all.
QString writeReason(const QString &lockPath) {
    const QFileInfo info(lockPath);
    QFile probe(info.absolutePath() + QStringLiteral("/.pd-probe-") +
                QString::number(QCoreApplication::applicationPid()));
    if (!probe.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return probe.errorString();
    const bool written = probe.write("x", 1) == 1 && probe.flush();
    const QString reason = probe.errorString();
    probe.close();
    probe.remove();
    return written ? QString() : reason;
}

} // namespace

FileLock::FileLock(QString lockPath)
    : m_path(std::move(lockPath)) {}

FileLock::~FileLock() = default;

FileLock::Result FileLock::tryLock(int timeoutMs) {
    if (isLocked())
        return Result::Locked;
    m_reason.clear();
    const QFileInfo info(m_path);
    // Reading a pipe or a device in its place would block or never end.
    if ((info.exists() || info.isSymLink()) && (!info.isFile() || info.isSymLink())) {
        m_reason = QStringLiteral("%1 is not a regular file").arg(m_path);
        return Result::CannotWrite;
    }
    if (isUnfinished(m_path))
        QFile::remove(m_path);
    m_lock = std::make_unique<QLockFile>(m_path);
    m_lock->setStaleLockTime(0); // held as long as its program lives; a dead one's is stale
    if (m_lock->tryLock(timeoutMs))
        return Result::Locked;
    const QLockFile::LockError error = m_lock->error();
    if (error == QLockFile::LockFailedError) {
        m_lock.reset();
        return Result::HeldElsewhere;
    }
    m_reason = writeReason(m_path);
    // The probe wrote after all: whatever stopped the lock has passed, so once more.
    if (m_reason.isEmpty() && m_lock->tryLock(0))
        return Result::Locked;
    m_lock.reset();
    if (m_reason.isEmpty())
        m_reason = qt_error_string(error == QLockFile::PermissionError ? EACCES : EIO);
    return Result::CannotWrite;
}

bool FileLock::isLocked() const {
    return m_lock && m_lock->isLocked();
}

void FileLock::unlock() {
    m_lock.reset(); // QLockFile's destructor removes the file it holds
}

FileLock::Owner FileLock::owner() const {
    Owner out;
    if (!QFileInfo(m_path).isFile())
        return out;
    QLockFile reader(m_path);
    reader.getLockInfo(&out.pid, &out.hostName, &out.appName);
    return out;
}

bool FileLock::removeIfStale(const QString &lockPath) {
    const QFileInfo info(lockPath);
    if (!info.isFile() || info.isSymLink())
        return false;
    if (isUnfinished(lockPath))
        return QFile::remove(lockPath);
    QLockFile lock(lockPath);
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false; // a living program's, or one that cannot be replaced
    lock.unlock();    // removes it
    return true;
}

} // namespace pd
