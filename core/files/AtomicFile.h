#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

namespace pd {

// Every file the program writes goes through here: it ends up whole and new, or exactly as it
// was, and a failure says which file and the system's reason.
//
// QSaveFile writes into a temporary file and renames it over the target, but its commit()
// does not see a write that fails when the last buffered bytes reach the disk: on a full disk
// it reported success and moved a cut file into place (seen on a 2 MiB tmpfs: saves left at 0
// or 4,096 bytes). Here the bytes are flushed and synced to the disk and every error checked
// *before* the rename; after any failure the temporary file goes and the target is untouched.
//
//   AtomicFile f(path);
//   if (!f.open() || !f.write(bytes) || !f.commit()) report(f.error());
//
// device() lends the open file to a streaming writer (a zip, a PNG); commit() then checks what
// it wrote. Errors are "<path>: <reason>", the reason in the system's words (never empty).
class AtomicFile {
public:
    explicit AtomicFile(const QString &path);
    ~AtomicFile(); // not committed: the temporary file is removed, the target stays as it was

    bool open();
    bool write(const QByteArray &bytes);
    QIODevice *device() { return &m_file; }
    // Flushes, syncs to the disk, checks, then renames over the target. False with error().
    bool commit();
    void cancel();

    QString path() const { return m_path; }
    QString error() const { return m_error; }
    // The system's reason alone (error() without the path).
    QString reason() const { return m_reason; }

    // One call for a whole file: false with `error` ("<path>: <reason>").
    static bool write(const QString &path, const QByteArray &bytes, QString *error);
    // A copy of the regular file `from` at `to`, whole or not at all: false with `error`.
    static bool copy(const QString &from, const QString &to, QString *error);

    // The reason of the first write that failed, even when a later seek cleared the file's
    // error() (QuaZip seeks after writing): empty when every write went through.
    QString writeError() const { return m_file.firstError; }

private:
    // QSaveFile that remembers its first failed write: in a write, or in the flush of the
    // buffered bytes that a seek makes first.
    class File : public QSaveFile {
    public:
        using QSaveFile::QSaveFile;
        QString firstError;
        bool seek(qint64 offset) override;

    protected:
        qint64 writeData(const char *data, qint64 length) override;
    };

    bool fail(const QString &reason);

    QString m_path;
    File m_file;
    QString m_error;
    QString m_reason;
    bool m_failed = false;
};

// The system's words for `errnoValue` (strerror), e.g. "No space left on device".
QString systemReason(int errnoValue);

// Makes the folder and its parents (QDir::mkpath): false with `error`, "<path>: <reason>".
bool makeFolder(const QString &path, QString *error);

// Flushes an open file's buffered bytes and syncs them to the disk, checking both: false with
// the system's reason (for a file written in place, in a folder renamed into place afterwards,
// as an imported pack is).
bool flushToDisk(QFileDevice &file, QString *reason);

} // namespace pd
