#pragma once

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace pd {

class PackDocument;

// Watches the open pack's folder for what other programs do to it (a QFileSystemWatcher on the
// folder, its translations/ and its JSON files) and says which pack files are no longer what
// the document loaded from them. The document's own saves are no change: what it wrote is what
// it loaded. A save is many events (new files, a journal, renames), so the folder is looked at
// a moment after the last one, and later again while another program's save journal is there.
// Paths are watched afresh after each look: a file renamed over is another file, unwatched.
class PackWatcher : public QObject {
    Q_OBJECT

public:
    explicit PackWatcher(PackDocument *document, QObject *parent = nullptr);

    // The files changed on disk by another program, but those the person chose to leave as
    // they are (dismiss).
    QStringList pending() const { return m_pending; }
    // Not offered again until another program changes them again.
    void dismiss(const QStringList &files);
    // Looks now (a reload or a choice made changes what is pending).
    void check();
    QStringList watched() const;
    // How many times the folder was looked at (the tests make sure a save's events were seen).
    int checks() const { return m_checks; }

    static constexpr int kQuietMs = 300;    // after the last event
    static constexpr int kJournalMs = 1000; // while another program's save is under way

Q_SIGNALS:
    // pending() is another list (empty: nothing to offer any more).
    void changedOnDisk(const QStringList &files);

private:
    void rewatch();
    void setPending(const QStringList &files);

    PackDocument *m_document;
    QFileSystemWatcher m_watcher;
    QTimer m_quiet;
    QHash<QString, QByteArray> m_dismissed; // a file, and what was on disk when it was dismissed
    QStringList m_pending;
    int m_checks = 0;
};

} // namespace pd
