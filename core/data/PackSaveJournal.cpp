#include "PackSaveJournal.h"

#include "files/AtomicFile.h"
#include "files/FileLock.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <filesystem>
#include <system_error>

namespace pd {

namespace {

PackSaveJournal::Hook &testHook() {
    static PackSaveJournal::Hook hook;
    return hook;
}

bool stepDone(PackSaveJournal::Step step, const QString &file = QString()) {
    return !testHook() || testHook()(step, file);
}

const QString kNewSuffix = QStringLiteral(".pd-new");
const qint64 kMaxJournalBytes = 1 << 20;

// A pack file's name in its folder: "items.json", or a translation, "translations/de.json"
// (one folder down, no other); never a path that leads elsewhere.
bool isPackFileName(const QString &name) {
    const QStringList parts = name.split(u'/');
    if (name.contains(u'\\') || parts.size() > 2 ||
        (parts.size() == 2 && parts.first() != QLatin1String("translations")))
        return false;
    const QString &base = parts.last();
    return !base.isEmpty() && !base.startsWith(u'.');
}

// ".items.json.pd-new", "translations/.de.json.pd-new": beside the target, hidden.
QString newFileName(const QString &name) {
    const qsizetype slash = name.lastIndexOf(u'/');
    return name.left(slash + 1) + u'.' + name.mid(slash + 1) + kNewSuffix;
}

QString lockPath(const QString &folder) {
    return folder + QStringLiteral("/.pd-save.lock");
}

QByteArray checksum(const QByteArray &bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// The checksum of a regular file, or empty when there is none to read.
QByteArray fileChecksum(const QString &path) {
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return hash.result().toHex();
}

// Why the file at `path` is not `bytes` as written (its size or checksum on the disk), or empty
// when it is.
QString readBackProblem(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot be read back: %1").arg(f.errorString());
    const QByteArray back = f.read(bytes.size() + 1);
    if (back.size() != bytes.size())
        return QStringLiteral("holds %1 bytes after writing %2").arg(back.size()).arg(bytes.size());
    if (checksum(back) != checksum(bytes))
        return QStringLiteral("does not hold what was written (its checksum differs)");
    return {};
}

// Replaces `to` by `from` in one step (rename(2); MoveFileEx on Windows).
bool replaceFile(const QString &from, const QString &to, QString *error) {
    std::error_code code;
    std::filesystem::rename(QFile::encodeName(from).toStdString(),
                            QFile::encodeName(to).toStdString(), code);
    if (code && error)
        *error = QStringLiteral("%1: %2").arg(to, QString::fromLocal8Bit(code.message().c_str()));
    return !code;
}

// Leftovers of a save stopped before its journal: the new files and QSaveFile's temporaries,
// in the folder and in its translations/ (names relative to the folder).
QStringList leftovers(const QString &folder) {
    const QStringList patterns = {u".*" + kNewSuffix, u".*" + kNewSuffix + QStringLiteral(".*")};
    const auto filters = QDir::Files | QDir::Hidden | QDir::System;
    QStringList out = QDir(folder).entryList(patterns, filters);
    const QString sub = QStringLiteral("translations");
    if (QFileInfo(folder + u'/' + sub).isDir())
        for (const QString &name : QDir(folder + u'/' + sub).entryList(patterns, filters))
            out << sub + u'/' + name;
    return out;
}

} // namespace

void PackSaveJournal::setTestHook(Hook hook) {
    testHook() = std::move(hook);
}

bool PackSaveJournal::save(const QString &folder,
                           const QList<std::pair<QString, QByteArray>> &files, QString *error) {
    if (files.isEmpty())
        return true;
    // Every target must be a file that can be replaced (or none yet) before anything is written:
    // after the journal there is no going back.
    for (const auto &[name, bytes] : files) {
        const QFileInfo target(folder + u'/' + name);
        if (!isPackFileName(name)) {
            if (error)
                *error = QStringLiteral("%1: not a pack file's name").arg(target.filePath());
            return false;
        }
        if (!makeFolder(target.absolutePath(), error))
            return false;
        if (target.exists() && !target.isFile()) {
            if (error)
                *error = QStringLiteral("%1: is not a regular file, so it cannot be replaced")
                             .arg(target.filePath());
            return false;
        }
    }
    // A save takes as long as it takes; a dead saver's lock is taken over.
    FileLock lock(lockPath(folder));
    switch (lock.tryLock(5000)) {
    case FileLock::Result::Locked:
        break;
    case FileLock::Result::HeldElsewhere:
        if (error)
            *error = QStringLiteral("%1: another program is saving this pack").arg(folder);
        return false;
    case FileLock::Result::CannotWrite:
        if (error)
            *error = QStringLiteral("%1: %2").arg(folder, lock.reason());
        return false;
    }
    const auto removeNewFiles = [&] {
        for (const auto &[name, bytes] : files)
            QFile::remove(folder + u'/' + newFileName(name));
    };

    // 1. Each new file in full beside its target, read back: the journal may only name files
    // that are on the disk as they were meant to be.
    QJsonArray entries;
    for (const auto &[name, bytes] : files) {
        const QString newPath = folder + u'/' + newFileName(name);
        AtomicFile out(newPath);
        QString problem;
        if (!out.open() || !out.write(bytes) || !out.commit())
            problem = out.reason();
        else
            problem = readBackProblem(newPath, bytes);
        if (!problem.isEmpty()) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(folder + u'/' + name, problem);
            removeNewFiles();
            return false;
        }
        entries.append(
            QJsonObject{{QStringLiteral("file"), name},
                        {QStringLiteral("new"), newFileName(name)},
                        {QStringLiteral("sha256"), QString::fromLatin1(checksum(bytes))}});
    }
    if (!stepDone(Step::NewFilesWritten))
        return false;

    // 2. The journal: from here on the save has happened.
    {
        const QString journalPath = folder + u'/' + journalName();
        const QByteArray text = QJsonDocument(QJsonObject{{QStringLiteral("format"), 1},
                                                          {QStringLiteral("files"), entries}})
                                    .toJson();
        QString journalError;
        if (!AtomicFile::write(journalPath, text, &journalError)) {
            if (error)
                *error = journalError;
            removeNewFiles();
            return false;
        }
        if (const QString problem = readBackProblem(journalPath, text); !problem.isEmpty()) {
            // A journal that is not whole would leave the next open unsure: no save happened.
            QFile::remove(journalPath);
            if (error)
                *error = QStringLiteral("%1: %2").arg(journalPath, problem);
            removeNewFiles();
            return false;
        }
    }
    if (!stepDone(Step::JournalWritten))
        return false;

    // 3. The new files in place, then the journal away.
    for (const auto &[name, bytes] : files) {
        if (!replaceFile(folder + u'/' + newFileName(name), folder + u'/' + name, error)) {
            if (error)
                *error += QStringLiteral(" (the save is finished when the pack is opened again)");
            return false;
        }
        if (!stepDone(Step::FileReplaced, name))
            return false;
    }
    QFile::remove(folder + u'/' + journalName());
    return true;
}

PackSaveJournal::Recovery PackSaveJournal::recover(const QString &folder) {
    Recovery out;
    const QString journalPath = folder + u'/' + journalName();
    QFileInfo journalInfo(journalPath);
    if (!journalInfo.exists() && leftovers(folder).isEmpty()) {
        // The usual case: one look at the folder. A lock a kill left behind goes.
        if (QFileInfo::exists(lockPath(folder)))
            FileLock::removeIfStale(lockPath(folder));
        return out;
    }
    // A living program may be saving right now: its save ends in moments, so it is waited for.
    FileLock lock(lockPath(folder));
    if (const FileLock::Result r = lock.tryLock(10000); r != FileLock::Result::Locked) {
        const bool busy = r == FileLock::Result::HeldElsewhere;
        out.outcome = busy ? Recovery::Outcome::Busy : Recovery::Outcome::Failed;
        out.error = QStringLiteral("%1: cannot finish the save stopped half-way (%2)")
                        .arg(journalPath,
                             busy ? QStringLiteral("another program is saving") : lock.reason());
        return out;
    }

    journalInfo.refresh();
    const QStringList stray = leftovers(folder);
    if (!journalInfo.exists() && stray.isEmpty())
        return out; // that save has ended
    QJsonArray entries;
    if (journalInfo.isFile() && journalInfo.size() <= kMaxJournalBytes) {
        QFile in(journalPath);
        if (in.open(QIODevice::ReadOnly))
            entries = QJsonDocument::fromJson(in.readAll())
                          .object()
                          .value(QStringLiteral("files"))
                          .toArray();
    }
    if (entries.isEmpty()) {
        // Stopped before the journal (or a journal that is no journal): the old files stand.
        for (const QString &name : stray) {
            QFile::remove(folder + u'/' + name);
            const qsizetype slash = name.lastIndexOf(u'/');
            QString file = name.left(slash + 1) + name.mid(slash + 2);
            file = file.left(file.indexOf(kNewSuffix));
            if (!out.files.contains(file))
                out.files << file;
        }
        if (journalInfo.isFile())
            QFile::remove(journalPath);
        out.outcome = Recovery::Outcome::RolledBack;
        return out;
    }

    // The journal stands: every new file must be either waiting beside its target, whole, or
    // already in its place.
    struct Step {
        QString file, newFile;
        bool rename;
    };
    QList<Step> steps;
    for (const QJsonValue &v : std::as_const(entries)) {
        const QJsonObject e = v.toObject();
        const QString file = e.value(QStringLiteral("file")).toString();
        const QString newFile = e.value(QStringLiteral("new")).toString();
        const QByteArray sum = e.value(QStringLiteral("sha256")).toString().toLatin1();
        // Only names of this folder's own files, never a path elsewhere.
        if (!isPackFileName(file) || newFile != newFileName(file) || sum.isEmpty()) {
            out.outcome = Recovery::Outcome::Failed;
            out.error = QStringLiteral("%1: not a journal of this program").arg(journalPath);
            return out;
        }
        out.files << file;
        if (fileChecksum(folder + u'/' + newFile) == sum)
            steps.append({file, newFile, true});
        else if (fileChecksum(folder + u'/' + file) == sum)
            steps.append({file, newFile, false});
        else {
            out.outcome = Recovery::Outcome::Failed;
            out.error = QStringLiteral("%1: the saved %2 is damaged or missing, so the save "
                                       "stopped half-way cannot be finished; the journal and "
                                       "the files are left as they are")
                            .arg(journalPath, file);
            return out;
        }
    }
    for (const Step &s : std::as_const(steps)) {
        if (s.rename &&
            !replaceFile(folder + u'/' + s.newFile, folder + u'/' + s.file, &out.error)) {
            out.outcome = Recovery::Outcome::Failed;
            return out;
        }
    }
    QFile::remove(journalPath);
    for (const QString &name : leftovers(folder))
        QFile::remove(folder + u'/' + name);
    out.outcome = Recovery::Outcome::Finished;
    return out;
}

} // namespace pd
