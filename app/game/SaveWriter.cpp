#include "SaveWriter.h"

#include "files/AtomicFile.h"

#include <QCoreApplication>
#include <QMutexLocker>

namespace pd {

SaveWriter::SaveWriter(QObject *parent)
    : QObject(parent) {
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("pd-save-writer"));
}

SaveWriter::~SaveWriter() {
    m_pool.waitForDone();
}

void SaveWriter::write(SaveGame::Snapshot snapshot, const QString &path, const QString &folder,
                       int turn) {
    QMutexLocker lock(&m_mutex);
    const bool waiting = m_next.has_value(); // a task is started and will take the newest
    if (waiting)
        --m_unreported; // the replaced one will not be reported
    m_next = Job{std::move(snapshot), path, folder, turn};
    ++m_unreported;
    if (!waiting)
        m_pool.start([this] { run(); });
}

void SaveWriter::run() {
    std::optional<Job> job;
    {
        QMutexLocker lock(&m_mutex);
        job.swap(m_next);
    }
    if (!job)
        return;
    QString error;
    const bool ok =
        makeFolder(job->folder, &error) && SaveGame::write(job->snapshot, job->path, &error);
    const int turn = job->turn;
    job.reset(); // the snapshot's JSON is let go on this thread, not shared on
    QMetaObject::invokeMethod(
        this,
        [this, turn, ok, error] {
            --m_unreported;
            Q_EMIT written(turn, ok, error);
        },
        Qt::QueuedConnection);
}

void SaveWriter::wait() {
    m_pool.waitForDone();
    // The results are posted to this object: deliver them now, in order.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

bool SaveWriter::isBusy() const {
    return m_unreported > 0;
}

} // namespace pd
