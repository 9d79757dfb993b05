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

using ProblemKind = PackArchive::Problem::Kind;
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

void add(Report &report, ProblemKind kind, const QString &entry, qint64 value = 0, qint64 limit = 0,
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
std::optional<ProblemKind> nameProblem(const QString &name) {
    if (name.isEmpty())
        return ProblemKind::BadName;
    if (name.startsWith(u'/') || name.startsWith(u'\\'))
        return ProblemKind::AbsolutePath;
    if (name.size() >= 2 && name.at(1) == u':' && name.at(0).isLetter() &&
        name.at(0).unicode() < 128)
        return ProblemKind::DriveLetter;
    if (name.contains(u'\\'))
        return ProblemKind::Backslash;
    if (name.contains(QChar::ReplacementCharacter))
        return ProblemKind::BadEncoding;
    const QStringList segments = name.split(u'/');
    for (const QString &s : segments)
        if (s == QLatin1String(".."))
            return ProblemKind::PathTraversal;
    for (const QChar c : name) {
        const QChar::Category cat = c.category();
        if (cat == QChar::Other_Control || cat == QChar::Other_Format ||
            cat == QChar::Other_Surrogate || cat == QChar::Other_NotAssigned || c == u':')
            return ProblemKind::BadName;
    }
    for (const QString &s : segments) {
        if (s.isEmpty() || s == QLatin1String(".") || s.endsWith(u' ') || s.endsWith(u'.') ||
            isReservedDeviceName(s) || s.toUtf8().size() > kMaxSegmentBytes)
            return ProblemKind::BadName;
    }
    if (name.toUtf8().size() > kMaxNameBytes)
        return ProblemKind::BadName;
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
            add(report, ProblemKind::SymbolicLink, rel);
        else if (fi.isDir())
            collect(fi.filePath(), rel + u'/', limits, files, report);
        else if (fi.isFile())
            files.append({rel, fi.size()});
        else
            add(report, ProblemKind::NotRegularFile, rel);
    }
}

// One export, a method a phase: the folder is checked, its files listed and judged by the
// rules import applies (so an export is always importable), then written to the zip, which
// replaces whatever was there only once it is whole.
class PackExport {
public:
    PackExport(const QString &packFolder, const QString &zipPath, const PackArchive::Limits &limits)
        : m_packFolder(packFolder)
        , m_zipPath(zipPath)
        , m_limits(limits) {}

    void run() {
        if (checkFolder() && listFiles())
            write();
    }
    Report &report() { return m_report; }

private:
    bool fail(ProblemKind kind, const QString &entry, const QString &detail = QString()) {
        add(m_report, kind, entry, 0, 0, QString(), detail);
        return false;
    }
    bool checkFolder();
    bool listFiles();
    void write();
    bool writeEntry(const SourceFile &f, QuaZip &zip, AtomicFile &out);
    // What went wrong in a zip write: the file's own reason (a full disk) when it has one.
    static QString zipWriteError(const AtomicFile &out, int zipError) {
        return !out.writeError().isEmpty() ? out.writeError() : zipErrorText(zipError);
    }

    const QString m_packFolder, m_zipPath;
    const PackArchive::Limits m_limits;
    Report m_report;
    QString m_rootPath;
    QList<SourceFile> m_files;
    QByteArray m_buffer;
};

bool PackExport::checkFolder() {
    const QFileInfo root(m_packFolder);
    if (!root.isDir())
        return fail(ProblemKind::NotAFolder, m_packFolder);
    m_rootPath = root.canonicalFilePath();
    const QFileInfo outInfo(m_zipPath);
    const QString outDir = QFileInfo(outInfo.absolutePath()).canonicalFilePath();
    if (!outDir.isEmpty() && (outDir == m_rootPath || outDir.startsWith(m_rootPath + u'/')))
        return fail(ProblemKind::OutputInsidePack, m_zipPath);
    return true;
}

// The files, sorted, under the same rules as import.
bool PackExport::listFiles() {
    collect(m_rootPath, QString(), m_limits, m_files, m_report);
    if (m_files.size() > m_limits.maxEntries) {
        add(m_report, ProblemKind::TooManyEntries, QString(), m_files.size(), m_limits.maxEntries);
        return false;
    }
    std::sort(m_files.begin(), m_files.end(),
              [](const SourceFile &a, const SourceFile &b) { return a.name < b.name; });
    QHash<QString, QString> seen;
    qint64 total = 0;
    bool hasManifest = false;
    for (const SourceFile &f : std::as_const(m_files)) {
        if (const auto kind = nameProblem(f.name)) {
            add(m_report, *kind, f.name);
            continue;
        }
        const QString key = nameKey(f.name);
        if (seen.contains(key))
            add(m_report, ProblemKind::DuplicateName, f.name, 0, 0, seen.value(key));
        seen.insert(key, f.name);
        if (f.size > m_limits.maxEntryBytes)
            add(m_report, ProblemKind::EntryTooLarge, f.name, f.size, m_limits.maxEntryBytes);
        total += f.size;
        hasManifest = hasManifest || f.name == kManifest;
    }
    if (total > m_limits.maxTotalBytes)
        add(m_report, ProblemKind::TotalTooLarge, QString(), total, m_limits.maxTotalBytes);
    if (!hasManifest)
        add(m_report, ProblemKind::NoManifest, QString());
    return m_report.problems.isEmpty();
}

void PackExport::write() {
    // Until commit() the zip is a temporary file beside the target; a failure discards it.
    AtomicFile out(m_zipPath);
    if (!out.open()) {
        fail(ProblemKind::WriteFailed, m_zipPath, out.reason());
        return;
    }
    QuaZip zip(out.device());
    zip.setAutoClose(false); // the file must be committed, not closed
    zip.setUtf8Enabled(true);
    zip.setOsCode(3); // Unix: the external attributes hold a Unix mode
    zip.setDataDescriptorWritingEnabled(false);
    if (!zip.open(QuaZip::mdCreate)) {
        fail(ProblemKind::WriteFailed, m_zipPath, zipWriteError(out, zip.getZipError()));
        return;
    }
    m_buffer = QByteArray(kChunk, Qt::Uninitialized);
    for (const SourceFile &f : std::as_const(m_files))
        if (!writeEntry(f, zip, out))
            break;
    zip.close();
    if (m_report.problems.isEmpty() && zip.getZipError() != ZIP_OK)
        fail(ProblemKind::WriteFailed, m_zipPath, zipWriteError(out, zip.getZipError()));
    if (!m_report.problems.isEmpty()) {
        out.cancel();
        return;
    }
    if (!out.commit()) {
        fail(ProblemKind::WriteFailed, m_zipPath, out.reason());
        return;
    }
    for (const SourceFile &f : std::as_const(m_files))
        m_report.files.append(f.name);
}

// One file into the zip, with the same time and mode for every export; false once there is a
// problem.
bool PackExport::writeEntry(const SourceFile &f, QuaZip &zip, AtomicFile &out) {
    QFile in(m_rootPath + u'/' + f.name);
    if (!in.open(QIODevice::ReadOnly))
        return fail(ProblemKind::CannotOpen, f.name, in.errorString());
    QuaZipNewInfo info(f.name);
    // The DOS epoch: the earliest time a zip can hold, the same for every export.
    info.dateTime = QDateTime(QDate(1980, 1, 1), QTime(0, 0));
    info.internalAttr = 0;
    info.externalAttr = kExportedMode << 16;
    const qint64 start = out.device()->pos();
    QuaZipFile entry(&zip);
    if (!entry.open(QIODevice::WriteOnly, info, nullptr, 0, Z_DEFLATED, Z_BEST_COMPRESSION))
        return fail(ProblemKind::WriteFailed, m_zipPath, zipWriteError(out, entry.getZipError()));
    qint64 written = 0;
    while (true) {
        const qint64 n = in.read(m_buffer.data(), m_buffer.size());
        if (n < 0) {
            fail(ProblemKind::ReadFailed, f.name, in.errorString());
            break;
        }
        if (n == 0)
            break;
        written += n;
        if (written > m_limits.maxEntryBytes) { // it grew since it was listed
            add(m_report, ProblemKind::EntryTooLarge, f.name, written, m_limits.maxEntryBytes);
            break;
        }
        if (entry.write(m_buffer.constData(), n) != n) {
            fail(ProblemKind::WriteFailed, m_zipPath, zipWriteError(out, entry.getZipError()));
            break;
        }
    }
    entry.close();
    if (m_report.problems.isEmpty() && entry.getZipError() != ZIP_OK)
        fail(ProblemKind::WriteFailed, m_zipPath, zipWriteError(out, entry.getZipError()));
    // The ratio import refuses, so that every export can be imported.
    const qint64 compressed =
        out.device()->pos() - start - kLocalHeaderBytes - f.name.toUtf8().size();
    if (m_report.problems.isEmpty() && written >= m_limits.ratioCheckedFromBytes) {
        const qint64 ratio = compressed > 0 ? written / compressed : written;
        if (ratio > m_limits.maxRatio)
            add(m_report, ProblemKind::CompressionRatio, f.name, ratio, m_limits.maxRatio);
    }
    return m_report.problems.isEmpty();
}

// ---- import ----

struct Entry {
    QString name; // decoded; a folder's without its trailing '/'
    bool folder = false;
    bool hidden = false;
    bool valid = false; // its name passed every check
    quint64 size = 0;
};

// One import, a method a phase: the target and the archive are checked, every entry's header
// is read and judged before anything is written, the files are extracted into a work folder
// beside the target, the pack is loaded, and only then is the folder renamed into place. A
// phase that finds a problem ends the import; the work folder goes with the object unless the
// import succeeded.
class PackImport {
public:
    PackImport(const QString &zipPath, const QString &targetDir, const PackArchive::Limits &limits)
        : m_zipPath(zipPath)
        , m_targetDir(targetDir)
        , m_limits(limits)
        , m_target(QFileInfo(targetDir).absoluteFilePath())
        , m_zip(zipPath) {}

    void run() {
        checkTarget();
        if (openArchive() && readHeaders() && checkNames() && makeWorkFolder() && extract() &&
            validate())
            moveIntoPlace();
    }
    Report &report() { return m_report; }

private:
    void add(ProblemKind kind, const QString &entry, qint64 value = 0, qint64 limit = 0,
             const QString &other = QString(), const QString &detail = QString()) {
        pd::add(m_report, kind, entry, value, limit, other, detail);
    }
    // A problem that ends the import.
    bool fail(ProblemKind kind, const QString &entry, qint64 value = 0, qint64 limit = 0,
              const QString &detail = QString()) {
        add(kind, entry, value, limit, QString(), detail);
        return false;
    }

    void checkTarget();
    bool openArchive();
    bool readHeaders();
    void readHeader(const unz_file_info64 &info, const QByteArray &raw);
    bool checkNames();
    bool makeWorkFolder();
    bool extract();
    bool extractEntry(const Entry &e);
    bool validate();
    void moveIntoPlace();

    const QString m_zipPath, m_targetDir;
    const PackArchive::Limits m_limits;
    Report m_report;
    // The target: checked first, written last.
    const QFileInfo m_target;
    bool m_targetExists = false;
    QuaZip m_zip;
    QList<Entry> m_entries;
    QString m_workPath;
    std::unique_ptr<FolderGuard> m_guard;
    std::unique_ptr<QLockFile> m_lock;
    QByteArray m_buffer;
    qint64 m_totalRead = 0;
    QStringList m_extracted;
};

void PackImport::checkTarget() {
    const QString targetPath = m_target.absoluteFilePath();
    m_targetExists = m_target.exists() || m_target.isSymLink();
    if (m_targetExists &&
        (m_target.isSymLink() || !m_target.isDir() ||
         !QDir(targetPath)
              .isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)))
        add(ProblemKind::TargetNotEmpty, m_targetDir);
    if (!QFileInfo(m_target.absolutePath()).isDir())
        add(ProblemKind::TargetParentMissing, m_target.absolutePath());
}

// The archive: a regular file (opening a named pipe would wait for a writer for ever), a zip,
// with no more entries than the limit.
bool PackImport::openArchive() {
    const QFileInfo zipInfo(m_zipPath);
    if (zipInfo.exists() && !zipInfo.isFile()) // a folder, a device, a pipe
        return fail(ProblemKind::CannotOpen, m_zipPath);
    QFile probe(m_zipPath);
    if (!probe.open(QIODevice::ReadOnly))
        return fail(ProblemKind::CannotOpen, m_zipPath, 0, 0, probe.errorString());
    const QByteArray magic = probe.read(4);
    probe.close();
    if (!m_zip.open(QuaZip::mdUnzip)) {
        // minizip cannot open an archive with no entries (its end record at offset 0); that
        // is a zip, but not a pack.
        if (magic == QByteArrayLiteral("PK\x05\x06"))
            return fail(ProblemKind::NoManifest, QString());
        // A local file header at the start but no readable central directory at the end:
        // a zip that was cut short or damaged.
        return fail(magic == QByteArrayLiteral("PK\x03\x04") ? ProblemKind::DamagedArchive
                                                             : ProblemKind::NotAZip,
                    m_zipPath);
    }
    const int declaredEntries = m_zip.getEntriesCount();
    if (declaredEntries > m_limits.maxEntries)
        return fail(ProblemKind::TooManyEntries, QString(), declaredEntries, m_limits.maxEntries);
    return true;
}

// Pass 1: every entry's header, before anything is written.
bool PackImport::readHeaders() {
    unzFile uz = m_zip.getUnzFile();
    for (bool more = m_zip.goToFirstFile(); more; more = m_zip.goToNextFile()) {
        if (m_entries.size() >= m_limits.maxEntries)
            return fail(ProblemKind::TooManyEntries, QString(), m_entries.size() + 1,
                        m_limits.maxEntries);
        unz_file_info64 info;
        if (unzGetCurrentFileInfo64(uz, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK)
            return fail(ProblemKind::DamagedArchive, m_zipPath);
        // The raw bytes of the name: QuaZip would decode a name without the UTF-8 flag with
        // the locale's codec, and replace what it cannot decode.
        QByteArray raw(qsizetype(info.size_filename), '\0');
        if (unzGetCurrentFileInfo64(uz, nullptr, raw.data(), uLong(raw.size()), nullptr, 0, nullptr,
                                    0) != UNZ_OK)
            return fail(ProblemKind::DamagedArchive, m_zipPath);
        readHeader(info, raw);
    }
    if (!directoryRead(m_zip))
        return fail(ProblemKind::DamagedArchive, m_zipPath);
    qint64 declaredTotal = 0;
    for (const Entry &e : std::as_const(m_entries))
        if (!e.folder)
            declaredTotal = e.size > quint64(INT64_MAX - declaredTotal)
                                ? INT64_MAX
                                : declaredTotal + qint64(e.size);
    if (declaredTotal > m_limits.maxTotalBytes)
        add(ProblemKind::TotalTooLarge, QString(), declaredTotal, m_limits.maxTotalBytes);
    return true;
}

// One entry's header: its name, its type, and its sizes against the limits.
void PackImport::readHeader(const unz_file_info64 &info, const QByteArray &raw) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString name = decoder.decode(raw);
    Entry entry;
    entry.folder = name.endsWith(u'/') && name.size() > 1;
    entry.name = entry.folder ? name.chopped(1) : name;
    entry.size = info.uncompressed_size;
    std::optional<ProblemKind> bad = nameProblem(entry.name);
    if (!bad && decoder.hasError())
        bad = ProblemKind::BadEncoding;
    if (bad)
        add(*bad, name);
    entry.valid = !bad;
    entry.hidden = isHidden(entry.name);
    m_entries.append(entry);

    const quint32 type = (quint32(info.external_fa) >> 16) & kModeTypeMask;
    if (type == kModeLink)
        add(ProblemKind::SymbolicLink, name);
    else if (type != 0 && type != kModeFile && type != kModeFolder)
        add(ProblemKind::NotRegularFile, name);
    if (info.flag & kFlagEncrypted)
        add(ProblemKind::Encrypted, name);
    if (entry.folder)
        return;
    if (info.compression_method != kMethodStored && info.compression_method != Z_DEFLATED)
        add(ProblemKind::UnsupportedMethod, name, qint64(info.compression_method));
    const quint64 size = info.uncompressed_size;
    if (size > quint64(m_limits.maxEntryBytes))
        add(ProblemKind::EntryTooLarge, name, qint64(std::min<quint64>(size, INT64_MAX)),
            m_limits.maxEntryBytes);
    if (size >= quint64(m_limits.ratioCheckedFromBytes)) {
        const quint64 ratio = info.compressed_size ? size / info.compressed_size : size;
        if (ratio > quint64(m_limits.maxRatio))
            add(ProblemKind::CompressionRatio, name, qint64(std::min<quint64>(ratio, INT64_MAX)),
                m_limits.maxRatio);
    }
}

// Names that would be the same file, or a file that is also a folder; and the manifest. Ends
// the import when any phase so far found a problem.
bool PackImport::checkNames() {
    QHash<QString, const Entry *> byKey;
    for (const Entry &e : std::as_const(m_entries)) {
        if (!e.valid)
            continue;
        const QString key = nameKey(e.name);
        const Entry *earlier = byKey.value(key);
        if (!earlier) {
            byKey.insert(key, &e);
        } else if (!(earlier->folder && e.folder)) {
            add(earlier->folder == e.folder ? ProblemKind::DuplicateName
                                            : ProblemKind::PathConflict,
                e.name, 0, 0, earlier->name);
        }
    }
    for (const Entry &e : std::as_const(m_entries)) {
        if (!e.valid)
            continue;
        for (qsizetype slash = e.name.indexOf(u'/'); slash >= 0;
             slash = e.name.indexOf(u'/', slash + 1)) {
            const Entry *prefix = byKey.value(nameKey(e.name.left(slash)));
            if (prefix && !prefix->folder) {
                add(ProblemKind::PathConflict, e.name, 0, 0, prefix->name);
                break;
            }
        }
    }
    const bool hasManifest = std::any_of(m_entries.begin(), m_entries.end(), [](const Entry &e) {
        return e.valid && !e.folder && e.name == kManifest;
    });
    if (!hasManifest) {
        // A pack.json deeper down is worth naming: the folder was probably zipped, not its files.
        QString nested;
        for (const Entry &e : std::as_const(m_entries))
            if (!e.folder && !e.hidden && e.name.endsWith(u'/' + kManifest) &&
                (nested.isEmpty() || e.name.size() < nested.size()))
                nested = e.name;
        add(ProblemKind::NoManifest, nested);
    }
    return m_report.problems.isEmpty();
}

// Pass 2 extracts into a new sibling of the target, so the rename at the end is on one file
// system, and nothing is in the target's place until the pack is whole. What an import that was
// killed left there goes first.
bool PackImport::makeWorkFolder() {
    const QString parentPath = m_target.absolutePath();
    m_report.cleaned = removeAbandonedImports(parentPath);
    const QDir parent(parentPath);
    QString mkdirReason;
    for (int attempt = 0; attempt < 16 && m_workPath.isEmpty(); ++attempt) {
        const QString name = m_target.fileName() + kImporting +
                             QString::number(QRandomGenerator::global()->generate(), 36);
        errno = 0;
        if (parent.mkdir(name))
            m_workPath = parent.filePath(name);
        else
            mkdirReason = systemReason(errno ? errno : EACCES);
    }
    if (m_workPath.isEmpty())
        return fail(ProblemKind::WriteFailed, parentPath, 0, 0, mkdirReason);
    m_guard = std::make_unique<FolderGuard>(m_workPath);
    // Held while the import runs, so that another import into the same folder knows this one
    // is alive; a killed import's lock names a process that is gone.
    m_lock = std::make_unique<QLockFile>(m_workPath + u'/' + kImportLock);
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
    return true;
}

bool PackImport::extract() {
    m_buffer = QByteArray(kChunk, Qt::Uninitialized);
    qsizetype index = 0;
    for (bool more = m_zip.goToFirstFile(); more; more = m_zip.goToNextFile(), ++index) {
        if (index >= m_entries.size()) // the directory changed under us
            return fail(ProblemKind::DamagedArchive, m_zipPath);
        const Entry &e = m_entries.at(index);
        if (e.hidden) {
            m_report.skipped.append(e.folder ? e.name + u'/' : e.name);
            continue;
        }
        if (e.folder)
            continue; // folders are made for the files in them
        if (!extractEntry(e))
            return false;
        m_extracted.append(e.name);
    }
    if (!directoryRead(m_zip) || index != m_entries.size())
        return fail(ProblemKind::DamagedArchive, m_zipPath);
    m_zip.close();
    return true;
}

// The current entry into its file, with the limits enforced on the bytes actually read and
// its CRC checked.
bool PackImport::extractEntry(const Entry &e) {
    const qsizetype slash = e.name.lastIndexOf(u'/');
    errno = 0;
    if (slash > 0 && !QDir(m_workPath).mkpath(e.name.left(slash)))
        return fail(ProblemKind::WriteFailed, e.name, 0, 0, systemReason(errno ? errno : EACCES));
    QFile out(m_workPath + u'/' + e.name);
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return fail(ProblemKind::WriteFailed, e.name, 0, 0, out.errorString());
    QuaZipFile in(&m_zip);
    if (!in.open(QIODevice::ReadOnly))
        return fail(ProblemKind::ReadFailed, e.name, 0, 0, zipErrorText(in.getZipError()));
    // The header's sizes were checked, but the data decides: count what inflates.
    qint64 read = 0;
    while (true) {
        const qint64 n = in.read(m_buffer.data(), m_buffer.size());
        if (n < 0 || in.getZipError() != UNZ_OK)
            return fail(ProblemKind::ReadFailed, e.name, 0, 0, zipErrorText(in.getZipError()));
        if (n == 0)
            break;
        read += n;
        m_totalRead += n;
        if (read > m_limits.maxEntryBytes)
            return fail(ProblemKind::EntryTooLarge, e.name, read, m_limits.maxEntryBytes);
        if (m_totalRead > m_limits.maxTotalBytes)
            return fail(ProblemKind::TotalTooLarge, e.name, m_totalRead, m_limits.maxTotalBytes);
        if (quint64(read) > e.size)
            return fail(ProblemKind::SizeMismatch, e.name, read, qint64(e.size));
        if (out.write(m_buffer.constData(), n) != n)
            return fail(ProblemKind::WriteFailed, e.name, 0, 0, out.errorString());
    }
    if (quint64(read) != e.size)
        return fail(ProblemKind::SizeMismatch, e.name, read, qint64(e.size));
    // The CRC is checked when the whole entry was read.
    in.close();
    if (in.getZipError() == UNZ_CRCERROR)
        return fail(ProblemKind::CrcMismatch, e.name);
    if (in.getZipError() != UNZ_OK)
        return fail(ProblemKind::ReadFailed, e.name, 0, 0, zipErrorText(in.getZipError()));
    if (QString reason; !flushToDisk(out, &reason))
        return fail(ProblemKind::WriteFailed, e.name, 0, 0, reason);
    return true;
}

// The pack must load: an archive of valid zip entries can still be a broken pack.
bool PackImport::validate() {
    PackLoader::Options options;
    options.displayPrefixSet = true; // diagnostics name the entries ("items.json")
    PackLoader::load(m_workPath, m_report.validation, options);
    m_report.validation.sort();
    if (!m_report.validation.hasErrors())
        return true;
    QString first;
    for (const Diagnostic &d : m_report.validation.items())
        if (d.isError()) {
            first = d.file;
            break;
        }
    return fail(ProblemKind::InvalidPack, first, m_report.validation.errorCount());
}

// Into place. An empty target folder is replaced (renaming never writes into a folder).
void PackImport::moveIntoPlace() {
    const QString targetPath = m_target.absoluteFilePath();
    m_lock.reset(); // (its file goes with it)
    if (m_targetExists && !QDir().rmdir(targetPath)) {
        add(ProblemKind::TargetNotEmpty, m_targetDir);
        return;
    }
    errno = 0;
    if (!QDir().rename(m_workPath, targetPath)) {
        const QString reason = systemReason(errno ? errno : EACCES);
        if (m_targetExists)
            QDir().mkdir(targetPath);
        add(ProblemKind::WriteFailed, m_targetDir, 0, 0, QString(), reason);
        return;
    }
    m_guard->keep();
    std::sort(m_extracted.begin(), m_extracted.end());
    m_report.files = m_extracted;
}

} // namespace

PackArchive::Report PackArchive::exportPack(const QString &packFolder, const QString &zipPath) {
    return exportPack(packFolder, zipPath, Limits());
}

PackArchive::Report PackArchive::importPack(const QString &zipPath, const QString &targetDir) {
    return importPack(zipPath, targetDir, Limits());
}

PackArchive::Report PackArchive::exportPack(const QString &packFolder, const QString &zipPath,
                                            const Limits &limits) {
    PackExport pack(packFolder, zipPath, limits);
    pack.run();
    return pack.report();
}

PackArchive::Report PackArchive::importPack(const QString &zipPath, const QString &targetDir,
                                            const Limits &limits) {
    PackImport import(zipPath, targetDir, limits);
    import.run();
    return import.report();
}

QString PackArchive::kindId(Problem::Kind kind) {
    switch (kind) {
    case ProblemKind::CannotOpen:
        return QStringLiteral("cannot-open");
    case ProblemKind::NotAZip:
        return QStringLiteral("not-a-zip");
    case ProblemKind::DamagedArchive:
        return QStringLiteral("damaged-archive");
    case ProblemKind::NoManifest:
        return QStringLiteral("no-manifest");
    case ProblemKind::TooManyEntries:
        return QStringLiteral("too-many-entries");
    case ProblemKind::TotalTooLarge:
        return QStringLiteral("total-too-large");
    case ProblemKind::NotAFolder:
        return QStringLiteral("not-a-folder");
    case ProblemKind::OutputInsidePack:
        return QStringLiteral("output-inside-pack");
    case ProblemKind::PathTraversal:
        return QStringLiteral("path-traversal");
    case ProblemKind::AbsolutePath:
        return QStringLiteral("absolute-path");
    case ProblemKind::DriveLetter:
        return QStringLiteral("drive-letter");
    case ProblemKind::Backslash:
        return QStringLiteral("backslash");
    case ProblemKind::BadEncoding:
        return QStringLiteral("bad-encoding");
    case ProblemKind::BadName:
        return QStringLiteral("bad-name");
    case ProblemKind::DuplicateName:
        return QStringLiteral("duplicate-name");
    case ProblemKind::PathConflict:
        return QStringLiteral("path-conflict");
    case ProblemKind::SymbolicLink:
        return QStringLiteral("symbolic-link");
    case ProblemKind::NotRegularFile:
        return QStringLiteral("not-regular-file");
    case ProblemKind::Encrypted:
        return QStringLiteral("encrypted");
    case ProblemKind::UnsupportedMethod:
        return QStringLiteral("unsupported-method");
    case ProblemKind::EntryTooLarge:
        return QStringLiteral("entry-too-large");
    case ProblemKind::CompressionRatio:
        return QStringLiteral("compression-ratio");
    case ProblemKind::SizeMismatch:
        return QStringLiteral("size-mismatch");
    case ProblemKind::CrcMismatch:
        return QStringLiteral("crc-mismatch");
    case ProblemKind::ReadFailed:
        return QStringLiteral("read-failed");
    case ProblemKind::TargetNotEmpty:
        return QStringLiteral("target-not-empty");
    case ProblemKind::TargetParentMissing:
        return QStringLiteral("target-parent-missing");
    case ProblemKind::WriteFailed:
        return QStringLiteral("write-failed");
    case ProblemKind::InvalidPack:
        return QStringLiteral("invalid-pack");
    }
    return QString();
}

} // namespace pd
