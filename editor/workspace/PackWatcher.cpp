#include "PackWatcher.h"
#include "EditorLog.h"

#include "data/PackLoader.h"
#include "data/PackSaveJournal.h"
#include "data/PackTexts.h"
#include "document/PackDocument.h"

#include <QDir>
#include <QFileInfo>

namespace pd {

PackWatcher::PackWatcher(PackDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document) {
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(kQuietMs);
    connect(&m_quiet, &QTimer::timeout, this, &PackWatcher::check);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this,
            [this] { m_quiet.start(kQuietMs); });
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this,
            [this] { m_quiet.start(kQuietMs); });
    connect(document, &PackDocument::opened, this, [this] {
        m_dismissed.clear();
        m_quiet.stop();
        rewatch();
        setPending({});
    });
    // After a save (Save As: another folder) the renamed files are new ones to watch; the events
    // the save itself caused find nothing when they are looked at.
    connect(document, &PackDocument::saved, this, &PackWatcher::rewatch);
}

QStringList PackWatcher::watched() const {
    return m_watcher.directories() + m_watcher.files();
}

void PackWatcher::rewatch() {
    // Files are watched afresh: a file renamed over (an atomic save) is another file, and the
    // watch may still be on the one it replaced. The folders keep theirs, so that no event
    // queued for them is lost meanwhile (a save's own are looked at, and found to be ours).
    if (const QStringList files = m_watcher.files(); !files.isEmpty())
        m_watcher.removePaths(files);
    QStringList folders, files;
    if (m_document->isOpen()) {
        const QString folder = m_document->folder();
        folders << folder;
        const QString translations = folder + u'/' + PackTexts::folderName();
        if (QFileInfo(translations).isDir()) {
            folders << translations;
            for (const QString &name :
                 QDir(translations).entryList({QStringLiteral("*.json")}, QDir::Files))
                files << translations + u'/' + name;
        }
        for (const QString &name : PackLoader::knownFiles())
            if (QFileInfo(folder + u'/' + name).isFile())
                files << folder + u'/' + name;
    }
    QStringList gone;
    for (const QString &folder : m_watcher.directories())
        if (!folders.removeAll(folder))
            gone << folder;
    if (!gone.isEmpty())
        m_watcher.removePaths(gone);
    const QStringList paths = folders + files;
    if (paths.isEmpty())
        return;
    if (const QStringList failed = m_watcher.addPaths(paths); !failed.isEmpty())
        qCDebug(lcEditor, "cannot watch %s", qPrintable(failed.join(QStringLiteral(", "))));
}

void PackWatcher::check() {
    if (!m_document->isOpen()) {
        setPending({});
        return;
    }
    // Another program is saving (ours is done before its events are looked at): its files are
    // looked at when it is finished.
    if (QFileInfo::exists(m_document->folder() + u'/' + PackSaveJournal::journalName())) {
        m_quiet.start(kJournalMs);
        return;
    }
    ++m_checks;
    const QStringList changed = m_document->changedOnDisk();
    QStringList pending;
    for (const QString &file : changed) {
        const auto it = m_dismissed.constFind(file);
        if (it == m_dismissed.constEnd() || *it != m_document->files().diskHash(file))
            pending << file;
    }
    for (auto it = m_dismissed.begin(); it != m_dismissed.end();)
        it = changed.contains(it.key()) ? std::next(it) : m_dismissed.erase(it);
    rewatch();
    setPending(pending);
}

void PackWatcher::dismiss(const QStringList &files) {
    for (const QString &file : files)
        m_dismissed.insert(file, m_document->files().diskHash(file));
    check();
}

void PackWatcher::setPending(const QStringList &files) {
    if (files == m_pending)
        return;
    m_pending = files;
    if (!files.isEmpty())
        qCInfo(lcEditor, "changed on disk by another program: %s",
               qPrintable(files.join(QStringLiteral(", "))));
    Q_EMIT changedOnDisk(files);
}

} // namespace pd
