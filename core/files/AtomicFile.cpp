#include "AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace pd {

QString systemReason(int errnoValue) {
    return QString::fromLocal8Bit(std::strerror(errnoValue));
}

bool makeFolder(const QString &path, QString *error) {
    errno = 0;
    if (QDir().mkpath(path))
        return true;
    if (error) {
        const QFileInfo info(path);
        *error = QStringLiteral("%1: %2").arg(path, info.exists() && !info.isDir()
                                                        ? QStringLiteral("not a folder")
                                                        : systemReason(errno ? errno : EACCES));
    }
    return false;
}

bool flushToDisk(QFileDevice &file, QString *reason) {
    errno = 0;
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        if (reason)
            *reason = file.errorString();
        return false;
    }
#ifdef Q_OS_UNIX
    if (const int fd = file.handle(); fd >= 0 && ::fsync(fd) != 0) {
        if (reason)
            *reason = systemReason(errno);
        return false;
    }
#endif
    return true;
}

namespace {

// The file's error in words, or the system's errno when Qt could not name it (a failed flush of
// the buffer inside a write leaves "Unknown error").
QString reasonOf(const QFileDevice &file, int code) {
    const QString said = file.errorString();
    if (!said.isEmpty() && said != QLatin1String("Unknown error"))
        return said;
    return systemReason(code != 0 ? code : EIO);
}

} // namespace

qint64 AtomicFile::File::writeData(const char *data, qint64 length) {
    errno = 0;
    const qint64 written = QSaveFile::writeData(data, length);
    if (written < 0 && firstError.isEmpty())
        firstError = reasonOf(*this, errno);
    return written;
}

bool AtomicFile::File::seek(qint64 offset) {
    errno = 0;
    const bool moved = QSaveFile::seek(offset);
    if (!moved && error() != QFileDevice::NoError && firstError.isEmpty())
        firstError = reasonOf(*this, errno);
    return moved;
}

AtomicFile::AtomicFile(const QString &path)
    : m_path(path)
    , m_file(path) {}

AtomicFile::~AtomicFile() {
    if (m_file.isOpen())
        m_file.cancelWriting(); // QSaveFile's destructor then removes the temporary file
}

bool AtomicFile::fail(const QString &reason) {
    const int code = errno;
    m_failed = true;
    // Qt words an error it could not name "Unknown error"; the system's errno usually can.
    m_reason = reason.trimmed();
    if ((m_reason.isEmpty() || m_reason == QLatin1String("Unknown error")) && code != 0)
        m_reason = systemReason(code);
    if (m_reason.isEmpty())
        m_reason = systemReason(EIO);
    m_error = QStringLiteral("%1: %2").arg(m_path, m_reason);
    if (m_file.isOpen())
        m_file.cancelWriting();
    return false;
}

bool AtomicFile::open() {
    m_failed = false;
    m_error.clear();
    m_reason.clear();
    errno = 0;
    if (!m_file.open(QIODevice::WriteOnly))
        return fail(m_file.errorString());
    return true;
}

bool AtomicFile::write(const QByteArray &bytes) {
    if (m_failed || !m_file.isOpen())
        return false;
    errno = 0;
    if (m_file.write(bytes) != bytes.size())
        return fail(m_file.errorString());
    return true;
}

bool AtomicFile::commit() {
    if (m_failed || !m_file.isOpen())
        return false;
    if (!m_file.firstError.isEmpty())
        return fail(m_file.firstError);
    // The last buffered bytes reach the file here: this is where a full disk shows. They are
    // on the disk before the rename, so that a power cut cannot put an empty file in place of
    // the old one (QSaveFile syncs too, but ignores the result).
    if (QString reason; !flushToDisk(m_file, &reason))
        return fail(reason);
    errno = 0;
    if (!m_file.commit())
        return fail(m_file.errorString());
    return true;
}

void AtomicFile::cancel() {
    if (m_file.isOpen())
        m_file.cancelWriting();
    m_failed = true;
}

bool AtomicFile::write(const QString &path, const QByteArray &bytes, QString *error) {
    AtomicFile f(path);
    if (f.open() && f.write(bytes) && f.commit())
        return true;
    if (error)
        *error = f.error();
    return false;
}

bool AtomicFile::copy(const QString &from, const QString &to, QString *error) {
    QFile in(from);
    if (!QFileInfo(from).isFile() || !in.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(from, in.isOpen() || QFileInfo(from).isFile()
                                                            ? in.errorString()
                                                            : QStringLiteral("not a file"));
        return false;
    }
    AtomicFile out(to);
    if (!out.open()) {
        if (error)
            *error = out.error();
        return false;
    }
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    while (true) {
        const qint64 n = in.read(buffer.data(), buffer.size());
        if (n < 0) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(from, in.errorString());
            return false;
        }
        if (n == 0)
            break;
        if (!out.write(QByteArray::fromRawData(buffer.constData(), n)))
            break;
    }
    if (out.commit())
        return true;
    if (error)
        *error = out.error();
    return false;
}

} // namespace pd
