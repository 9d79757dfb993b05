#include "PackArchive.h"

#include "data/PackLoader.h"
#include "files/AtomicFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStringDecoder>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <memory>
#include <optional>

namespace pd {

namespace {

using Kind = PackArchive::Problem::Kind;
using Problem = PackArchive::Problem;
using Report = PackArchive::Report;

constexpr qint64 kChunk = 64 * 1024;
// Unix file modes in the high 16 bits of a zip entry's external attributes.
constexpr quint32 kModeTypeMask = 0170000;
constexpr quint32 kModeFile = 0100000;
constexpr quint32 kModeFolder = 0040000;
constexpr quint32 kModeLink = 0120000;
constexpr quint32 kExportedMode = kModeFile | 0644;
constexpr int kMethodStored = 0;
constexpr qint64 kLocalHeaderBytes = 30; // before the name; exports write no extra field
constexpr quint32 kFlagEncrypted = 0x1;
constexpr int kMaxSegmentBytes = 255; // what common file systems allow for one name
constexpr int kMaxNameBytes = 1024;
const QString kManifest = QStringLiteral("pack.json");

void add(Report &report, Kind kind, const QString &entry, qint64 value = 0, qint64 limit = 0,
         const QString &other = QString(), const QString &detail = QString()) {
    Problem p;
    p.kind = kind;
    p.entry = entry;
    p.other = other;
    p.value = value;
    p.limit = limit;
    p.detail = detail;
    report.problems.append(p);
}

bool isReservedDeviceName(const QString &segment) {
    // Windows opens a device, not a file, for these names (with any extension).
    const QString base = segment.section(u'.', 0, 0).toUpper();
    static const QStringList names = {QStringLiteral("CON"), QStringLiteral("PRN"),
                                      QStringLiteral("AUX"), QStringLiteral("NUL")};
    if (names.contains(base))
        return true;
    return base.size() == 4 &&
           (base.startsWith(QLatin1String("COM")) || base.startsWith(QLatin1String("LPT"))) &&
           base.at(3) >= u'1' && base.at(3) <= u'9';
}

// What is wrong with a '/'-separated relative path (without a folder's trailing '/'), if
// anything. The rules are those of every platform at once, so that a pack unpacks the same
// everywhere: a name that is fine on Linux but means something else on Windows is refused.
std::optional<Kind> nameProblem(const QString &name) {
    if (name.isEmpty())
        return Kind::BadName;
    if (name.startsWith(u'/') || name.startsWith(u'\\'))
        return Kind::AbsolutePath;
    if (name.size() >= 2 && name.at(1) == u':' && name.at(0).isLetter() &&
        name.at(0).unicode() < 128)
        return Kind::DriveLetter;
    if (name.contains(u'\\'))
        return Kind::Backslash;
    if (name.contains(QChar::ReplacementCharacter))
        return Kind::BadEncoding;
    const QStringList segments = name.split(u'/');
    for (const QString &s : segments)
        if (s == QLatin1String(".."))
            return Kind::PathTraversal;
    for (const QChar c : name) {
        const QChar::Category cat = c.category();
        if (cat == QChar::Other_Control || cat == QChar::Other_Format ||
            cat == QChar::Other_Surrogate || cat == QChar::Other_NotAssigned || c == u':')
            return Kind::BadName;
    }
    for (const QString &s : segments) {
        if (s.isEmpty() || s == QLatin1String(".") || s.endsWith(u' ') || s.endsWith(u'.') ||
            isReservedDeviceName(s) || s.toUtf8().size() > kMaxSegmentBytes)
            return Kind::BadName;
    }
    if (name.toUtf8().size() > kMaxNameBytes)
        return Kind::BadName;
    return std::nullopt;
}

// Hidden files (".DS_Store", the editor's recovery files) and macOS's resource forks are not
// part of a pack.
bool isHidden(const QString &name) {
    const QStringList segments = name.split(u'/');
    if (segments.first() == QLatin1String("__MACOSX"))
        return true;
    return std::any_of(segments.begin(), segments.end(),
                       [](const QString &s) { return s.startsWith(u'.'); });
}

// Names that are the same file on a case-insensitive file system (or after macOS normalises
// them) share a key.
QString nameKey(const QString &name) {
    return name.normalized(QString::NormalizationForm_C).toCaseFolded();
}

// Removes a folder and everything in it when it goes out of scope, unless kept.
class FolderGuard {
public:
    explicit FolderGuard(QString path)
        : m_path(std::move(path)) {}
    ~FolderGuard() {
        if (!m_keep && !m_path.isEmpty())
            QDir(m_path).removeRecursively();
    }
    FolderGuard(const FolderGuard &) = delete;
    FolderGuard &operator=(const FolderGuard &) = delete;
    void keep() { m_keep = true; }

private:
    QString m_path;
    bool m_keep = false;
};

// After a loop over the entries: whether it ended at the end of the central directory (an empty
// archive has no first entry, which is not an error).
bool directoryRead(const QuaZip &zip) {
    return zip.getZipError() == UNZ_OK || zip.getZipError() == UNZ_END_OF_LIST_OF_FILE;
}

QString zipErrorText(int code) {
    return QStringLiteral("zip error %1").arg(code);
}

const QString kImporting = QStringLiteral(".importing-");
const QString kImportLock = QStringLiteral(".import.lock");

// Removes the folders that imports into `parent` were unpacking into when they were killed:
// their lock names a process that is gone, or (made before imports had locks) they have had no
// change for an hour. A living import's folder is left alone. Returns the folders removed.
QStringList removeAbandonedImports(const QString &parent) {
    QStringList removed;
    const QFileInfoList candidates = QDir(parent).entryInfoList(
        {u'*' + kImporting + u'*'}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo &dir : candidates) {
        if (dir.isSymLink())
            continue;
        const QString lockPath = dir.filePath() + u'/' + kImportLock;
        bool abandoned = false;
        if (QFileInfo::exists(lockPath)) {
            QLockFile lock(lockPath);
            lock.setStaleLockTime(0);
            abandoned = lock.tryLock(0); // only a dead process's lock can be taken
            // (unlocked when `lock` goes, with the folder)
        } else {
            abandoned =
                dir.lastModified().secsTo(QDateTime::currentDateTime()) > 3600; // no lock yet
        }
        if (abandoned && QDir(dir.filePath()).removeRecursively())
            removed << dir.filePath();
    }
    return removed;
}

// ---- export ----

struct SourceFile {
    QString name; // relative, '/'-separated
    qint64 size = 0;
};

// Collects the regular files under `dir`; stops once there are more than the limit allows.
void collect(const QString &dir, const QString &prefix, const PackArchive::Limits &limits,
             QList<SourceFile> &files, Report &report) {
    const QFileInfoList list = QDir(dir).entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &fi : list) {
        if (files.size() > limits.maxEntries)
            return;
        const QString rel = prefix + fi.fileName();
        if (fi.fileName().startsWith(u'.')) {
            report.skipped.append(rel);
            continue;
        }
        if (fi.isSymLink()) // checked before isDir()/isFile(), which follow links
            add(report, Kind::SymbolicLink, rel);
        else if (fi.isDir())
            collect(fi.filePath(), rel + u'/', limits, files, report);
        else if (fi.isFile())
            files.append({rel, fi.size()});
        else
            add(report, Kind::NotRegularFile, rel);
    }
}

// ---- import ----

struct Entry {
    QString name; // decoded; a folder's without its trailing '/'
    bool folder = false;
    bool hidden = false;
    bool valid = false; // its name passed every check
    quint64 size = 0;
};

} // namespace

PackArchive::Report PackArchive::exportPack(const QString &packFolder, const QString &zipPath) {
    return exportPack(packFolder, zipPath, Limits());
}

PackArchive::Report PackArchive::importPack(const QString &zipPath, const QString &targetDir) {
    return importPack(zipPath, targetDir, Limits());
}

PackArchive::Report PackArchive::exportPack(const QString &packFolder, const QString &zipPath,
                                            const Limits &limits) {
    Report report;
    const QFileInfo root(packFolder);
    if (!root.isDir()) {
        add(report, Kind::NotAFolder, packFolder);
        return report;
    }
    const QString rootPath = root.canonicalFilePath();
    const QFileInfo outInfo(zipPath);
    const QString outDir = QFileInfo(outInfo.absolutePath()).canonicalFilePath();
    if (!outDir.isEmpty() && (outDir == rootPath || outDir.startsWith(rootPath + u'/'))) {
        add(report, Kind::OutputInsidePack, zipPath);
        return report;
    }

    QList<SourceFile> files;
    collect(rootPath, QString(), limits, files, report);
    if (files.size() > limits.maxEntries) {
        add(report, Kind::TooManyEntries, QString(), files.size(), limits.maxEntries);
        return report;
    }
    std::sort(files.begin(), files.end(),
              [](const SourceFile &a, const SourceFile &b) { return a.name < b.name; });

    // The same rules as import, so an export is always importable.
    QHash<QString, QString> seen;
    qint64 total = 0;
    bool hasManifest = false;
    for (const SourceFile &f : std::as_const(files)) {
        if (const auto kind = nameProblem(f.name)) {
            add(report, *kind, f.name);
            continue;
        }
        const QString key = nameKey(f.name);
        if (seen.contains(key))
            add(report, Kind::DuplicateName, f.name, 0, 0, seen.value(key));
        seen.insert(key, f.name);
        if (f.size > limits.maxEntryBytes)
            add(report, Kind::EntryTooLarge, f.name, f.size, limits.maxEntryBytes);
        total += f.size;
        hasManifest = hasManifest || f.name == kManifest;
    }
    if (total > limits.maxTotalBytes)
        add(report, Kind::TotalTooLarge, QString(), total, limits.maxTotalBytes);
    if (!hasManifest)
        add(report, Kind::NoManifest, QString());
    if (!report.problems.isEmpty())
        return report;

    // Until commit() the zip is a temporary file beside the target; a failure discards it.
    AtomicFile out(zipPath);
    if (!out.open()) {
        add(report, Kind::WriteFailed, zipPath, 0, 0, QString(), out.reason());
        return report;
    }
    // What went wrong in a zip write: the file's own reason (a full disk) when it has one.
    const auto zipWriteError = [&out](int zipError) {
        return !out.writeError().isEmpty() ? out.writeError() : zipErrorText(zipError);
    };
    QuaZip zip(out.device());
    zip.setAutoClose(false); // the file must be committed, not closed
    zip.setUtf8Enabled(true);
    zip.setOsCode(3); // Unix: the external attributes hold a Unix mode
    zip.setDataDescriptorWritingEnabled(false);
    if (!zip.open(QuaZip::mdCreate)) {
        add(report, Kind::WriteFailed, zipPath, 0, 0, QString(), zipWriteError(zip.getZipError()));
        return report;
    }
    // The DOS epoch: the earliest time a zip can hold, the same for every export.
    const QDateTime fixedTime(QDate(1980, 1, 1), QTime(0, 0));
    QByteArray buffer(kChunk, Qt::Uninitialized);
    for (const SourceFile &f : std::as_const(files)) {
        QFile in(rootPath + u'/' + f.name);
        if (!in.open(QIODevice::ReadOnly)) {
            add(report, Kind::CannotOpen, f.name, 0, 0, QString(), in.errorString());
            break;
        }
        QuaZipNewInfo info(f.name);
        info.dateTime = fixedTime;
        info.internalAttr = 0;
        info.externalAttr = kExportedMode << 16;
        const qint64 start = out.device()->pos();
        QuaZipFile entry(&zip);
        if (!entry.open(QIODevice::WriteOnly, info, nullptr, 0, Z_DEFLATED, Z_BEST_COMPRESSION)) {
            add(report, Kind::WriteFailed, zipPath, 0, 0, QString(),
                zipWriteError(entry.getZipError()));
            break;
        }
        qint64 written = 0;
        while (true) {
            const qint64 n = in.read(buffer.data(), buffer.size());
            if (n < 0) {
                add(report, Kind::ReadFailed, f.name, 0, 0, QString(), in.errorString());
                break;
            }
            if (n == 0)
                break;
            written += n;
            if (written > limits.maxEntryBytes) { // it grew since it was listed
                add(report, Kind::EntryTooLarge, f.name, written, limits.maxEntryBytes);
                break;
            }
            if (entry.write(buffer.constData(), n) != n) {
                add(report, Kind::WriteFailed, zipPath, 0, 0, QString(),
                    zipWriteError(entry.getZipError()));
                break;
            }
        }
        entry.close();
        if (report.problems.isEmpty() && entry.getZipError() != ZIP_OK)
            add(report, Kind::WriteFailed, zipPath, 0, 0, QString(),
                zipWriteError(entry.getZipError()));
        // The ratio import refuses, so that every export can be imported.
        const qint64 compressed =
            out.device()->pos() - start - kLocalHeaderBytes - f.name.toUtf8().size();
        if (report.problems.isEmpty() && written >= limits.ratioCheckedFromBytes) {
            const qint64 ratio = compressed > 0 ? written / compressed : written;
            if (ratio > limits.maxRatio)
                add(report, Kind::CompressionRatio, f.name, ratio, limits.maxRatio);
        }
        if (!report.problems.isEmpty())
            break;
    }
    zip.close();
    if (report.problems.isEmpty() && zip.getZipError() != ZIP_OK)
        add(report, Kind::WriteFailed, zipPath, 0, 0, QString(), zipWriteError(zip.getZipError()));
    if (!report.problems.isEmpty()) {
        out.cancel();
        return report;
    }
    if (!out.commit()) {
        add(report, Kind::WriteFailed, zipPath, 0, 0, QString(), out.reason());
        return report;
    }
    for (const SourceFile &f : std::as_const(files))
        report.files.append(f.name);
    return report;
}

PackArchive::Report PackArchive::importPack(const QString &zipPath, const QString &targetDir,
                                            const Limits &limits) {
    Report report;

    // The target: checked first, written last.
    const QFileInfo target(QFileInfo(targetDir).absoluteFilePath());
    const QString targetPath = target.absoluteFilePath();
    const QString parentPath = target.absolutePath();
    const bool targetExists = target.exists() || target.isSymLink();
    if (targetExists &&
        (target.isSymLink() || !target.isDir() ||
         !QDir(targetPath)
              .isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)))
        add(report, Kind::TargetNotEmpty, targetDir);
    if (!QFileInfo(parentPath).isDir())
        add(report, Kind::TargetParentMissing, parentPath);

    // The archive: a regular file (opening a named pipe would wait for a writer for ever).
    const QFileInfo zipInfo(zipPath);
    if (zipInfo.exists() && !zipInfo.isFile()) { // a folder, a device, a pipe
        add(report, Kind::CannotOpen, zipPath);
        return report;
    }
    QFile probe(zipPath);
    if (!probe.open(QIODevice::ReadOnly)) {
        add(report, Kind::CannotOpen, zipPath, 0, 0, QString(), probe.errorString());
        return report;
    }
    const QByteArray magic = probe.read(4);
    probe.close();
    QuaZip zip(zipPath);
    if (!zip.open(QuaZip::mdUnzip)) {
        // minizip cannot open an archive with no entries (its end record at offset 0); that
        // is a zip, but not a pack.
        if (magic == QByteArrayLiteral("PK\x05\x06"))
            add(report, Kind::NoManifest, QString());
        // A local file header at the start but no readable central directory at the end:
        // a zip that was cut short or damaged.
        else
            add(report,
                magic == QByteArrayLiteral("PK\x03\x04") ? Kind::DamagedArchive : Kind::NotAZip,
                zipPath);
        return report;
    }
    const int declaredEntries = zip.getEntriesCount();
    if (declaredEntries > limits.maxEntries) {
        add(report, Kind::TooManyEntries, QString(), declaredEntries, limits.maxEntries);
        return report;
    }

    // Pass 1: every entry's header, before anything is written.
    unzFile uz = zip.getUnzFile();
    QList<Entry> entries;
    qint64 declaredTotal = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        if (entries.size() >= limits.maxEntries) {
            add(report, Kind::TooManyEntries, QString(), entries.size() + 1, limits.maxEntries);
            return report;
        }
        unz_file_info64 info;
        if (unzGetCurrentFileInfo64(uz, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK) {
            add(report, Kind::DamagedArchive, zipPath);
            return report;
        }
        // The raw bytes of the name: QuaZip would decode a name without the UTF-8 flag with
        // the locale's codec, and replace what it cannot decode.
        QByteArray raw(qsizetype(info.size_filename), '\0');
        if (unzGetCurrentFileInfo64(uz, nullptr, raw.data(), uLong(raw.size()), nullptr, 0, nullptr,
                                    0) != UNZ_OK) {
            add(report, Kind::DamagedArchive, zipPath);
            return report;
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
        QString name = decoder.decode(raw);
        Entry e;
        e.folder = name.endsWith(u'/') && name.size() > 1;
        e.name = e.folder ? name.chopped(1) : name;
        e.size = info.uncompressed_size;
        entries.append(e);
        Entry &entry = entries.last();

        std::optional<Kind> bad = nameProblem(entry.name);
        if (!bad && decoder.hasError())
            bad = Kind::BadEncoding;
        if (bad)
            add(report, *bad, name);
        entry.valid = !bad;
        entry.hidden = isHidden(entry.name);

        const quint32 type = (quint32(info.external_fa) >> 16) & kModeTypeMask;
        if (type == kModeLink)
            add(report, Kind::SymbolicLink, name);
        else if (type != 0 && type != kModeFile && type != kModeFolder)
            add(report, Kind::NotRegularFile, name);
        if (info.flag & kFlagEncrypted)
            add(report, Kind::Encrypted, name);
        if (entry.folder)
            continue;
        if (info.compression_method != kMethodStored && info.compression_method != Z_DEFLATED)
            add(report, Kind::UnsupportedMethod, name, qint64(info.compression_method));
        const quint64 size = info.uncompressed_size;
        if (size > quint64(limits.maxEntryBytes))
            add(report, Kind::EntryTooLarge, name, qint64(std::min<quint64>(size, INT64_MAX)),
                limits.maxEntryBytes);
        declaredTotal =
            size > quint64(INT64_MAX - declaredTotal) ? INT64_MAX : declaredTotal + qint64(size);
        if (size >= quint64(limits.ratioCheckedFromBytes)) {
            const quint64 ratio = info.compressed_size ? size / info.compressed_size : size;
            if (ratio > quint64(limits.maxRatio))
                add(report, Kind::CompressionRatio, name,
                    qint64(std::min<quint64>(ratio, INT64_MAX)), limits.maxRatio);
        }
    }
    if (!directoryRead(zip)) {
        add(report, Kind::DamagedArchive, zipPath);
        return report;
    }
    if (declaredTotal > limits.maxTotalBytes)
        add(report, Kind::TotalTooLarge, QString(), declaredTotal, limits.maxTotalBytes);

    // Names that would be the same file, or a file that is also a folder.
    QHash<QString, const Entry *> byKey;
    for (const Entry &e : std::as_const(entries)) {
        if (!e.valid)
            continue;
        const QString key = nameKey(e.name);
        const Entry *earlier = byKey.value(key);
        if (!earlier) {
            byKey.insert(key, &e);
        } else if (!(earlier->folder && e.folder)) {
            add(report, earlier->folder == e.folder ? Kind::DuplicateName : Kind::PathConflict,
                e.name, 0, 0, earlier->name);
        }
    }
    for (const Entry &e : std::as_const(entries)) {
        if (!e.valid)
            continue;
        for (qsizetype slash = e.name.indexOf(u'/'); slash >= 0;
             slash = e.name.indexOf(u'/', slash + 1)) {
            const Entry *prefix = byKey.value(nameKey(e.name.left(slash)));
            if (prefix && !prefix->folder) {
                add(report, Kind::PathConflict, e.name, 0, 0, prefix->name);
                break;
            }
        }
    }

    const bool hasManifest = std::any_of(entries.begin(), entries.end(), [](const Entry &e) {
        return e.valid && !e.folder && e.name == kManifest;
    });
    if (!hasManifest) {
        // A pack.json deeper down is worth naming: the folder was probably zipped, not its files.
        QString nested;
        for (const Entry &e : std::as_const(entries))
            if (!e.folder && !e.hidden && e.name.endsWith(u'/' + kManifest) &&
                (nested.isEmpty() || e.name.size() < nested.size()))
                nested = e.name;
        add(report, Kind::NoManifest, nested);
    }
    if (!report.problems.isEmpty())
        return report;

    // Pass 2: extract into a new sibling of the target, so the rename at the end is on one
    // file system, and nothing is in the target's place until the pack is whole. What an import
    // that was killed left there goes first.
    report.cleaned = removeAbandonedImports(parentPath);
    QString tempPath;
    const QDir parent(parentPath);
    QString mkdirReason;
    for (int attempt = 0; attempt < 16 && tempPath.isEmpty(); ++attempt) {
        const QString name = target.fileName() + QStringLiteral(".importing-") +
                             QString::number(QRandomGenerator::global()->generate(), 36);
        errno = 0;
        if (parent.mkdir(name))
            tempPath = parent.filePath(name);
        else
            mkdirReason = systemReason(errno ? errno : EACCES);
    }
    if (tempPath.isEmpty()) {
        add(report, Kind::WriteFailed, parentPath, 0, 0, QString(), mkdirReason);
        return report;
    }
    FolderGuard guard(tempPath);
    // Held while the import runs, so that another import into the same folder knows this one
    // is alive; a killed import's lock names a process that is gone.
    auto lock = std::make_unique<QLockFile>(tempPath + u'/' + kImportLock);
    lock->setStaleLockTime(0);
    lock->tryLock(0);

    QByteArray buffer(kChunk, Qt::Uninitialized);
    qint64 totalRead = 0;
    qsizetype index = 0;
    QStringList extracted;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile(), ++index) {
        if (index >= entries.size()) { // the directory changed under us
            add(report, Kind::DamagedArchive, zipPath);
            return report;
        }
        const Entry &e = entries.at(index);
        if (e.hidden) {
            report.skipped.append(e.folder ? e.name + u'/' : e.name);
            continue;
        }
        if (e.folder)
            continue; // folders are made for the files in them
        const QString path = tempPath + u'/' + e.name;
        const qsizetype slash = e.name.lastIndexOf(u'/');
        errno = 0;
        if (slash > 0 && !QDir(tempPath).mkpath(e.name.left(slash))) {
            add(report, Kind::WriteFailed, e.name, 0, 0, QString(),
                systemReason(errno ? errno : EACCES));
            return report;
        }
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            add(report, Kind::WriteFailed, e.name, 0, 0, QString(), out.errorString());
            return report;
        }
        QuaZipFile in(&zip);
        if (!in.open(QIODevice::ReadOnly)) {
            add(report, Kind::ReadFailed, e.name, 0, 0, QString(), zipErrorText(in.getZipError()));
            return report;
        }
        // The header's sizes were checked, but the data decides: count what inflates.
        qint64 read = 0;
        bool failed = false;
        while (!failed) {
            const qint64 n = in.read(buffer.data(), buffer.size());
            if (n < 0 || in.getZipError() != UNZ_OK) {
                add(report, Kind::ReadFailed, e.name, 0, 0, QString(),
                    zipErrorText(in.getZipError()));
                failed = true;
            } else if (n == 0) {
                break;
            } else {
                read += n;
                totalRead += n;
                if (read > limits.maxEntryBytes) {
                    add(report, Kind::EntryTooLarge, e.name, read, limits.maxEntryBytes);
                    failed = true;
                } else if (totalRead > limits.maxTotalBytes) {
                    add(report, Kind::TotalTooLarge, e.name, totalRead, limits.maxTotalBytes);
                    failed = true;
                } else if (quint64(read) > e.size) {
                    add(report, Kind::SizeMismatch, e.name, read, qint64(e.size));
                    failed = true;
                } else if (out.write(buffer.constData(), n) != n) {
                    add(report, Kind::WriteFailed, e.name, 0, 0, QString(), out.errorString());
                    failed = true;
                }
            }
        }
        if (!failed && quint64(read) != e.size) {
            add(report, Kind::SizeMismatch, e.name, read, qint64(e.size));
            failed = true;
        }
        // The CRC is checked when the whole entry was read.
        in.close();
        if (!failed && in.getZipError() == UNZ_CRCERROR) {
            add(report, Kind::CrcMismatch, e.name);
            failed = true;
        } else if (!failed && in.getZipError() != UNZ_OK) {
            add(report, Kind::ReadFailed, e.name, 0, 0, QString(), zipErrorText(in.getZipError()));
            failed = true;
        }
        if (QString reason; !failed && !flushToDisk(out, &reason)) {
            add(report, Kind::WriteFailed, e.name, 0, 0, QString(), reason);
            failed = true;
        }
        out.close();
        if (failed)
            return report;
        extracted.append(e.name);
    }
    if (!directoryRead(zip) || index != entries.size()) {
        add(report, Kind::DamagedArchive, zipPath);
        return report;
    }
    zip.close();

    // The pack must load: an archive of valid zip entries can still be a broken pack.
    PackLoader::Options options;
    options.displayPrefixSet = true; // diagnostics name the entries ("items.json")
    PackLoader::load(tempPath, report.validation, options);
    report.validation.sort();
    if (report.validation.hasErrors()) {
        QString first;
        for (const Diagnostic &d : report.validation.items())
            if (d.isError()) {
                first = d.file;
                break;
            }
        add(report, Kind::InvalidPack, first, report.validation.errorCount());
        return report;
    }

    // Into place. An empty target folder is replaced (renaming never writes into a folder).
    lock.reset(); // (its file goes with it)
    if (targetExists && !QDir().rmdir(targetPath)) {
        add(report, Kind::TargetNotEmpty, targetDir);
        return report;
    }
    errno = 0;
    if (!QDir().rename(tempPath, targetPath)) {
        const QString reason = systemReason(errno ? errno : EACCES);
        if (targetExists)
            QDir().mkdir(targetPath);
        add(report, Kind::WriteFailed, targetDir, 0, 0, QString(), reason);
        return report;
    }
    guard.keep();
    std::sort(extracted.begin(), extracted.end());
    report.files = extracted;
    return report;
}

QString PackArchive::kindId(Problem::Kind kind) {
    switch (kind) {
    case Kind::CannotOpen:
        return QStringLiteral("cannot-open");
    case Kind::NotAZip:
        return QStringLiteral("not-a-zip");
    case Kind::DamagedArchive:
        return QStringLiteral("damaged-archive");
    case Kind::NoManifest:
        return QStringLiteral("no-manifest");
    case Kind::TooManyEntries:
        return QStringLiteral("too-many-entries");
    case Kind::TotalTooLarge:
        return QStringLiteral("total-too-large");
    case Kind::NotAFolder:
        return QStringLiteral("not-a-folder");
    case Kind::OutputInsidePack:
        return QStringLiteral("output-inside-pack");
    case Kind::PathTraversal:
        return QStringLiteral("path-traversal");
    case Kind::AbsolutePath:
        return QStringLiteral("absolute-path");
    case Kind::DriveLetter:
        return QStringLiteral("drive-letter");
    case Kind::Backslash:
        return QStringLiteral("backslash");
    case Kind::BadEncoding:
        return QStringLiteral("bad-encoding");
    case Kind::BadName:
        return QStringLiteral("bad-name");
    case Kind::DuplicateName:
        return QStringLiteral("duplicate-name");
    case Kind::PathConflict:
        return QStringLiteral("path-conflict");
    case Kind::SymbolicLink:
        return QStringLiteral("symbolic-link");
    case Kind::NotRegularFile:
        return QStringLiteral("not-regular-file");
    case Kind::Encrypted:
        return QStringLiteral("encrypted");
    case Kind::UnsupportedMethod:
        return QStringLiteral("unsupported-method");
    case Kind::EntryTooLarge:
        return QStringLiteral("entry-too-large");
    case Kind::CompressionRatio:
        return QStringLiteral("compression-ratio");
    case Kind::SizeMismatch:
        return QStringLiteral("size-mismatch");
    case Kind::CrcMismatch:
        return QStringLiteral("crc-mismatch");
    case Kind::ReadFailed:
        return QStringLiteral("read-failed");
    case Kind::TargetNotEmpty:
        return QStringLiteral("target-not-empty");
    case Kind::TargetParentMissing:
        return QStringLiteral("target-parent-missing");
    case Kind::WriteFailed:
        return QStringLiteral("write-failed");
    case Kind::InvalidPack:
        return QStringLiteral("invalid-pack");
    }
    return QString();
}

} // namespace pd
