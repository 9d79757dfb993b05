#include "CliRun.h"
#include "PackFixture.h"

#include "data/PackArchive.h"
#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "files/FileLock.h"

#include <QDirIterator>
#include <QLockFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using pd::PackArchive;
using Kind = PackArchive::Problem::Kind;

// One entry of an archive a test builds; hostile ones say what lie they tell.
struct ZipEntry {
    QByteArray name; // the raw bytes of the name
    QByteArray data;
    quint32 mode = 0100644; // the unix mode in the external attributes
    int method = Z_DEFLATED;
    bool raw = false;         // `data` is stored as is, with the size and CRC below
    qint64 declaredSize = -1; // raw: the uncompressed size the header claims (-1: the real one)
    qint64 crc = -1;          // raw: the CRC the header claims (-1: the real one)
    QByteArray password;
};
Q_DECLARE_METATYPE(ZipEntry)

namespace {

quint32 crcOf(const QByteArray &data) {
    return quint32(crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef *>(data.constData()),
                         uInt(data.size())));
}

ZipEntry file(const char *name, const QByteArray &data) {
    ZipEntry e;
    e.name = name;
    e.data = data;
    return e;
}

// Writes a zip with QuaZip, names as raw bytes (Latin-1 maps each byte to itself).
bool writeZip(const QString &path, const QList<ZipEntry> &entries) {
    QuaZip zip(path);
    zip.setFileNameCodec("ISO-8859-1");
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const ZipEntry &e : entries) {
        QuaZipNewInfo info(QString::fromLatin1(e.name));
        info.dateTime = QDateTime(QDate(2020, 2, 2), QTime(2, 2));
        info.externalAttr = e.mode << 16;
        info.uncompressedSize = ulong(e.declaredSize >= 0 ? e.declaredSize : e.data.size());
        const quint32 crc = e.crc >= 0 ? quint32(e.crc) : crcOf(e.data);
        QuaZipFile f(&zip);
        if (!f.open(QIODevice::WriteOnly, info,
                    e.password.isEmpty() ? nullptr : e.password.constData(), crc, e.method,
                    e.raw ? 0 : Z_DEFAULT_COMPRESSION, e.raw))
            return false;
        if (f.write(e.data) != e.data.size())
            return false;
        f.close();
        if (f.getZipError() != ZIP_OK)
            return false;
    }
    zip.close();
    return zip.getZipError() == ZIP_OK;
}

// A small pack that loads without errors.
QList<ZipEntry> validPack() {
    return {file("pack.json", pd::test::defaultManifest()),
            file("ruleset.json", pd::test::defaultRuleset()),
            file("tables.json", pd::test::tablesFile({}))};
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Every file under `dir` (hidden ones too), relative, sorted.
QStringList filesUnder(const QString &dir) {
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

QStringList entriesIn(const QString &dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot);
}

QString classicPack() {
    return QStringLiteral(PD_TEST_DATA_DIR "/../../data/classic");
}

bool hasProblem(const PackArchive::Report &report, Kind kind, const QString &entry) {
    for (const PackArchive::Problem &p : report.problems)
        if (p.kind == kind && p.entry == entry)
            return true;
    return false;
}

QString describe(const PackArchive::Report &report) {
    QStringList lines;
    for (const PackArchive::Problem &p : report.problems)
        lines << PackArchive::kindId(p.kind) + QStringLiteral(" '") + p.entry +
                     QStringLiteral("' other='") + p.other + QStringLiteral("' value=") +
                     QString::number(p.value) + QStringLiteral(" limit=") +
                     QString::number(p.limit) + u' ' + p.detail;
    lines += report.validation.toStringList();
    return lines.join(u'\n');
}

using pd::test::cli;
using pd::test::Run;

// The id of a process that has ended (the shell that printed it).
QByteArray deadPid() {
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    sh.waitForFinished();
    return sh.readAllStandardOutput().trimmed();
}

// What an import killed half-way leaves beside its target: the folder it was unpacking into,
// some files in it, and its lock, which names a process that is gone.
bool leaveKilledImport(const QString &folder) {
    if (!QDir().mkpath(folder) || !writeFile(folder + QStringLiteral("/pack.json"), "{"))
        return false;
    const QString lockPath = folder + QStringLiteral("/.import.lock");
    QByteArray contents;
    {
        QLockFile lock(lockPath);
        if (!lock.tryLock(0))
            return false;
        contents = readAll(lockPath);
    } // (unlocked: the file goes)
    const qsizetype end = contents.indexOf('\n');
    return end > 0 && writeFile(lockPath, deadPid() + contents.mid(end));
}

} // namespace

class TestPackArchive : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixturePackIsValid();
    void hostileArchivesAreRefused_data();
    void hostileArchivesAreRefused();
    void problemsAreAllReported();
    void refusedArchivesAreNotZips_data();
    void refusedArchivesAreNotZips();
    void invalidPackIsRefused_data();
    void invalidPackIsRefused();
    void importsValidPack();
    void importSkipsHiddenEntries();
    void importReplacesEmptyTarget();
    void importRefusesNonEmptyTarget();
    void importRefusesMissingParent();
    void roundTripIsByteIdentical();
    void exportIsDeterministic();
    void exportRefusesSymlinks();
    void exportRefusesUnportableNames();
    void exportRefusesWhatImportWould();
    void exportKeepsOldZipOnFailure();
    void exportFailingMidwayLeavesNoHalfZip();
    void exportRefusesOutputInsidePack();
    void exportRefusesMissingFolder();
    void kindIdsAreDistinct();
    void importRemovesWhatKilledImportsLeft();
    void editLockStaysOutOfCopies();
    void cliSaysWhatItRemoved();
    void cliRoundTrip();
    void cliRefusesHostileZip();
    void cliInvalidPackNamesFile();
    void cliExportRefusesSymlink();
    void cliLimits();
    void cliUsage_data();
    void cliUsage();
};

void TestPackArchive::fixturePackIsValid() {
    // The hostile archives below are this pack plus one lie; it must be fine without the lie.
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zipPath, validPack()));
    const auto report = PackArchive::importPack(zipPath, work.filePath(QStringLiteral("pack")));
    QVERIFY2(report.ok(), qPrintable(describe(report)));
}

void TestPackArchive::hostileArchivesAreRefused_data() {
    QTest::addColumn<QList<ZipEntry>>("extra");
    QTest::addColumn<int>("maxEntries");
    QTest::addColumn<qint64>("maxEntryBytes");
    QTest::addColumn<qint64>("maxTotalBytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("entry");

    const QByteArray text = "hello";
    auto row = [&](const char *tag, QList<ZipEntry> extra, Kind kind, const QString &entry) {
        QTest::newRow(tag) << extra << 0 << qint64(0) << qint64(0) << int(kind) << entry;
    };
    row("traversal", {file("../x", text)}, Kind::PathTraversal, QStringLiteral("../x"));
    row("traversal deeper", {file("a/../../x", text)}, Kind::PathTraversal,
        QStringLiteral("a/../../x"));
    row("traversal at end", {file("sounds/..", text)}, Kind::PathTraversal,
        QStringLiteral("sounds/.."));
    row("absolute", {file("/etc/x", text)}, Kind::AbsolutePath, QStringLiteral("/etc/x"));
    row("absolute backslash", {file("\\etc\\x", text)}, Kind::AbsolutePath,
        QStringLiteral("\\etc\\x"));
    row("drive letter", {file("C:/x", text)}, Kind::DriveLetter, QStringLiteral("C:/x"));
    row("drive letter relative", {file("c:x", text)}, Kind::DriveLetter, QStringLiteral("c:x"));
    row("backslash", {file("sounds\\x.wav", text)}, Kind::Backslash,
        QStringLiteral("sounds\\x.wav"));
    row("backslash traversal", {file("..\\x", text)}, Kind::Backslash, QStringLiteral("..\\x"));
    row("not utf-8", {file("bad\xff.json", text)}, Kind::BadEncoding,
        QString::fromUtf8("bad\xff.json"));
    row("overlong utf-8 slash", {file("a\xc0\xaf..\xc0\xafx", text)}, Kind::BadEncoding,
        QString::fromUtf8("a\xc0\xaf..\xc0\xafx"));
    row("control character", {file("a\x01z", text)}, Kind::BadName, QStringLiteral("a\x01z"));
    row("empty segment", {file("a//b", text)}, Kind::BadName, QStringLiteral("a//b"));
    row("dot segment", {file("./x", text)}, Kind::BadName, QStringLiteral("./x"));
    row("trailing dot", {file("x.", text)}, Kind::BadName, QStringLiteral("x."));
    row("reserved name", {file("sounds/aux.wav", text)}, Kind::BadName,
        QStringLiteral("sounds/aux.wav"));
    row("colon", {file("ab:c", text)}, Kind::BadName, QStringLiteral("ab:c"));
    row("bidi override", {file("x\xe2\x80\xaegpj.json", text)}, Kind::BadName,
        QString::fromUtf8("x\xe2\x80\xaegpj.json"));

    ZipEntry link = file("sounds/link.wav", "../../../etc/passwd");
    link.mode = 0120777;
    row("symlink", {link}, Kind::SymbolicLink, QStringLiteral("sounds/link.wav"));
    ZipEntry fifo = file("fifo", "");
    fifo.mode = 0010644;
    row("fifo", {fifo}, Kind::NotRegularFile, QStringLiteral("fifo"));

    row("duplicate", {file("tables.json", text)}, Kind::DuplicateName,
        QStringLiteral("tables.json"));
    row("duplicate by case", {file("Tables.JSON", text)}, Kind::DuplicateName,
        QStringLiteral("Tables.JSON"));
    // "é" precomposed and decomposed: one name on macOS.
    row("duplicate by normalisation", {file("\xc3\xa9.txt", text), file("e\xcc\x81.txt", text)},
        Kind::DuplicateName, QString::fromUtf8("e\xcc\x81.txt"));
    row("file and folder", {file("sounds", text), file("sounds/x.wav", text)}, Kind::PathConflict,
        QStringLiteral("sounds/x.wav"));
    ZipEntry folder = file("x/", "");
    folder.mode = 0040755;
    row("folder entry and file", {folder, file("x", text)}, Kind::PathConflict,
        QStringLiteral("x"));

    ZipEntry encrypted = file("secret.txt", text);
    encrypted.password = "secret";
    row("encrypted", {encrypted}, Kind::Encrypted, QStringLiteral("secret.txt"));
    ZipEntry bzip = file("b.txt", "not really bzip2");
    bzip.raw = true;
    bzip.method = 12;
    row("unsupported method", {bzip}, Kind::UnsupportedMethod, QStringLiteral("b.txt"));

    // 8 MiB of zeros deflate to about 8 KiB: a zip bomb's ratio, under the size limits.
    row("bomb", {file("sounds/bomb.wav", QByteArray(8 << 20, '\0'))}, Kind::CompressionRatio,
        QStringLiteral("sounds/bomb.wav"));
    // The header says less than the data holds (only the declared bytes are read, and then
    // the CRC of all of them does not match), or more.
    ZipEntry shorter = file("sounds/short.wav", QByteArray(4000, 'x'));
    shorter.raw = true;
    shorter.method = 0;
    shorter.declaredSize = 10;
    row("declared size too small", {shorter}, Kind::CrcMismatch,
        QStringLiteral("sounds/short.wav"));
    ZipEntry longer = file("sounds/long.wav", QByteArray(100, 'x'));
    longer.raw = true;
    longer.method = 0;
    longer.declaredSize = 1000;
    row("declared size too large", {longer}, Kind::SizeMismatch, QStringLiteral("sounds/long.wav"));
    ZipEntry badCrc = file("sounds/crc.wav", QByteArray(100, 'x'));
    badCrc.raw = true;
    badCrc.method = 0;
    badCrc.crc = 12345;
    row("bad crc", {badCrc}, Kind::CrcMismatch, QStringLiteral("sounds/crc.wav"));

    QList<ZipEntry> many;
    for (int i = 0; i < 10; ++i)
        many << file(QByteArray("sounds/s" + QByteArray::number(i) + ".wav").constData(), text);
    QTest::newRow("too many files")
        << many << 8 << qint64(0) << qint64(0) << int(Kind::TooManyEntries) << QString();
    QTest::newRow("file too large")
        << QList<ZipEntry>{file("sounds/big.wav", QByteArray(5000, 'x'))} << 0 << qint64(4096)
        << qint64(0) << int(Kind::EntryTooLarge) << QStringLiteral("sounds/big.wav");
    QTest::newRow("total too large")
        << QList<ZipEntry>{file("sounds/a.wav", QByteArray(3000, 'x')),
                           file("sounds/b.wav", QByteArray(3000, 'y'))}
        << 0 << qint64(0) << qint64(5000) << int(Kind::TotalTooLarge) << QString();
}

void TestPackArchive::hostileArchivesAreRefused() {
    QFETCH(QList<ZipEntry>, extra);
    QFETCH(int, maxEntries);
    QFETCH(qint64, maxEntryBytes);
    QFETCH(qint64, maxTotalBytes);
    QFETCH(int, kind);
    QFETCH(QString, entry);

    QTemporaryDir work;
    QVERIFY(QDir(work.path()).mkdir(QStringLiteral("in")));
    QVERIFY(QDir(work.path()).mkdir(QStringLiteral("out")));
    const QString zipPath = work.filePath(QStringLiteral("in/hostile.zip"));
    QVERIFY(writeZip(zipPath, validPack() + extra));
    PackArchive::Limits limits;
    if (maxEntries)
        limits.maxEntries = maxEntries;
    if (maxEntryBytes)
        limits.maxEntryBytes = maxEntryBytes;
    if (maxTotalBytes)
        limits.maxTotalBytes = maxTotalBytes;

    const QString outDir = work.filePath(QStringLiteral("out"));
    const auto report = PackArchive::importPack(zipPath, outDir + QStringLiteral("/pack"), limits);
    QVERIFY(!report.ok());
    QVERIFY2(hasProblem(report, Kind(kind), entry), qPrintable(describe(report)));
    QVERIFY(report.files.isEmpty());
    // Nothing written: no target, no temporary folder beside it.
    QCOMPARE(entriesIn(outDir), QStringList());
}

void TestPackArchive::problemsAreAllReported() {
    // Every problem at once, each naming its entry.
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("hostile.zip"));
    ZipEntry link = file("l", "x");
    link.mode = 0120777;
    QVERIFY(writeZip(zipPath, validPack() + QList<ZipEntry>{file("../a", "x"), file("/b", "x"),
                                                            file("C:/c", "x"), link}));
    const auto report = PackArchive::importPack(zipPath, work.filePath(QStringLiteral("pack")));
    QCOMPARE(report.problems.size(), 4);
    QVERIFY(hasProblem(report, Kind::PathTraversal, QStringLiteral("../a")));
    QVERIFY(hasProblem(report, Kind::AbsolutePath, QStringLiteral("/b")));
    QVERIFY(hasProblem(report, Kind::DriveLetter, QStringLiteral("C:/c")));
    QVERIFY(hasProblem(report, Kind::SymbolicLink, QStringLiteral("l")));
    QCOMPARE(entriesIn(work.path()), QStringList{QStringLiteral("hostile.zip")});
}

void TestPackArchive::refusedArchivesAreNotZips_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("kind");
    QTest::newRow("random bytes") << QStringLiteral("random") << int(Kind::NotAZip);
    QTest::newRow("empty file") << QStringLiteral("empty") << int(Kind::NotAZip);
    QTest::newRow("cut in half") << QStringLiteral("truncated") << int(Kind::DamagedArchive);
    QTest::newRow("missing") << QStringLiteral("missing") << int(Kind::CannotOpen);
    QTest::newRow("a folder") << QStringLiteral("folder") << int(Kind::CannotOpen);
    QTest::newRow("no entries") << QStringLiteral("no entries") << int(Kind::NoManifest);
    QTest::newRow("no manifest") << QStringLiteral("no manifest") << int(Kind::NoManifest);
}

void TestPackArchive::refusedArchivesAreNotZips() {
    QFETCH(QString, what);
    QFETCH(int, kind);
    QTemporaryDir work;
    QVERIFY(QDir(work.path()).mkdir(QStringLiteral("in")));
    QVERIFY(QDir(work.path()).mkdir(QStringLiteral("out")));
    const QString zipPath = work.filePath(QStringLiteral("in/archive.zip"));
    if (what == QLatin1String("random")) {
        QByteArray noise(4096, '\0');
        QRandomGenerator rng(42);
        for (char &c : noise)
            c = char(rng.bounded(256));
        QVERIFY(writeFile(zipPath, noise));
    } else if (what == QLatin1String("empty")) {
        QVERIFY(writeFile(zipPath, QByteArray()));
    } else if (what == QLatin1String("truncated")) {
        QVERIFY(writeZip(zipPath, validPack()));
        const QByteArray whole = readAll(zipPath);
        QVERIFY(whole.startsWith("PK\x03\x04"));
        QVERIFY(writeFile(zipPath, whole.left(whole.size() / 2)));
    } else if (what == QLatin1String("folder")) {
        QVERIFY(QDir().mkdir(zipPath));
    } else if (what == QLatin1String("no entries")) {
        QVERIFY(writeZip(zipPath, {}));
    } else if (what == QLatin1String("no manifest")) {
        QVERIFY(writeZip(zipPath, {file("tables.json", pd::test::tablesFile({}))}));
    }
    const QString outDir = work.filePath(QStringLiteral("out"));
    const auto report = PackArchive::importPack(zipPath, outDir + QStringLiteral("/pack"));
    QVERIFY(!report.ok());
    QCOMPARE(report.problems.size(), 1);
    QVERIFY2(report.problems.first().kind == Kind(kind), qPrintable(describe(report)));
    if (kind != int(Kind::NoManifest))
        QCOMPARE(report.problems.first().entry, zipPath);
    QCOMPARE(entriesIn(outDir), QStringList());
}

void TestPackArchive::invalidPackIsRefused_data() {
    QTest::addColumn<QByteArray>("tables");
    QTest::addColumn<QString>("file");
    QTest::newRow("not json") << QByteArray("{ \"format\": 1, \"tables\": [") << QString();
    QTest::newRow("unknown reference")
        << pd::test::tablesFile({R"({"id": "loot", "rows": [{"weight": 1, "table": "nowhere"}]})"})
        << QString();
    QTest::newRow("nested manifest")
        << QByteArray() << QStringLiteral("mypack/pack.json"); // a zipped folder
}

void TestPackArchive::invalidPackIsRefused() {
    QFETCH(QByteArray, tables);
    QFETCH(QString, file);
    QTemporaryDir work;
    QVERIFY(QDir(work.path()).mkdir(QStringLiteral("out")));
    const QString zipPath = work.filePath(QStringLiteral("broken.zip"));
    const QString outDir = work.filePath(QStringLiteral("out"));
    if (!file.isEmpty()) {
        QList<ZipEntry> nested;
        for (ZipEntry e : validPack()) {
            e.name.prepend("mypack/");
            nested << e;
        }
        QVERIFY(writeZip(zipPath, nested));
        const auto report = PackArchive::importPack(zipPath, outDir + QStringLiteral("/pack"));
        QVERIFY2(hasProblem(report, Kind::NoManifest, file), qPrintable(describe(report)));
        QCOMPARE(entriesIn(outDir), QStringList());
        return;
    }
    QList<ZipEntry> entries = validPack();
    entries[2].data = tables;
    QVERIFY(writeZip(zipPath, entries));
    const auto report = PackArchive::importPack(zipPath, outDir + QStringLiteral("/pack"));
    QVERIFY(!report.ok());
    QVERIFY2(hasProblem(report, Kind::InvalidPack, QStringLiteral("tables.json")),
             qPrintable(describe(report)));
    QVERIFY(report.validation.hasErrors());
    for (const pd::Diagnostic &d : report.validation.items())
        if (d.isError())
            QCOMPARE(d.file, QStringLiteral("tables.json"));
    QCOMPARE(report.problems.first().value, qint64(report.validation.errorCount()));
    QVERIFY(report.files.isEmpty());
    QCOMPARE(entriesIn(outDir), QStringList());
}

void TestPackArchive::importsValidPack() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    ZipEntry folder = file("sounds/", "");
    folder.mode = 0040755;
    const QByteArray wav(3000, 'w');
    QList<ZipEntry> entries = validPack();
    entries << folder << file("sounds/hit.wav", wav) << file("sounds/empty.wav", "");
    QVERIFY(writeZip(zipPath, entries));
    const QString target = work.filePath(QStringLiteral("pack"));
    const auto report = PackArchive::importPack(zipPath, target);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    const QStringList expected = {QStringLiteral("pack.json"), QStringLiteral("ruleset.json"),
                                  QStringLiteral("sounds/empty.wav"),
                                  QStringLiteral("sounds/hit.wav"), QStringLiteral("tables.json")};
    QCOMPARE(report.files, expected);
    QCOMPARE(filesUnder(target), expected);
    QCOMPARE(readAll(target + QStringLiteral("/sounds/hit.wav")), wav);
    QCOMPARE(readAll(target + QStringLiteral("/pack.json")), pd::test::defaultManifest());
    QCOMPARE(readAll(target + QStringLiteral("/sounds/empty.wav")), QByteArray());
    // The folder is an ordinary one (as mkdir makes them), not a private temporary folder.
    const QString plain = work.filePath(QStringLiteral("plain"));
    QVERIFY(QDir().mkdir(plain));
    QCOMPARE(QFileInfo(target).permissions(), QFileInfo(plain).permissions());
    QVERIFY(QDir().rmdir(plain));
    // Only the target was added.
    QCOMPARE(entriesIn(work.path()),
             (QStringList{QStringLiteral("ok.zip"), QStringLiteral("pack")}));
}

void TestPackArchive::importSkipsHiddenEntries() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("mac.zip"));
    QList<ZipEntry> entries = validPack();
    entries << file(".DS_Store", "x") << file("__MACOSX/._pack.json", "x")
            << file("sounds/.pack.json.recovery", "x");
    QVERIFY(writeZip(zipPath, entries));
    const QString target = work.filePath(QStringLiteral("pack"));
    const auto report = PackArchive::importPack(zipPath, target);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QCOMPARE(report.skipped.size(), 3);
    QVERIFY(report.skipped.contains(QStringLiteral("__MACOSX/._pack.json")));
    QCOMPARE(filesUnder(target),
             (QStringList{QStringLiteral("pack.json"), QStringLiteral("ruleset.json"),
                          QStringLiteral("tables.json")}));
}

void TestPackArchive::importReplacesEmptyTarget() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zipPath, validPack()));
    const QString target = work.filePath(QStringLiteral("pack"));
    QVERIFY(QDir().mkdir(target));
    const auto report = PackArchive::importPack(zipPath, target);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QCOMPARE(filesUnder(target).size(), 3);
}

void TestPackArchive::importRefusesNonEmptyTarget() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zipPath, validPack()));
    const QString target = work.filePath(QStringLiteral("pack"));
    QVERIFY(QDir().mkdir(target));
    QVERIFY(writeFile(target + QStringLiteral("/.keep"), "mine"));
    auto report = PackArchive::importPack(zipPath, target);
    QVERIFY(hasProblem(report, Kind::TargetNotEmpty, target));
    QCOMPARE(filesUnder(target), QStringList{QStringLiteral(".keep")});
    QCOMPARE(readAll(target + QStringLiteral("/.keep")), QByteArray("mine"));

    const QString plainFile = work.filePath(QStringLiteral("file"));
    QVERIFY(writeFile(plainFile, "x"));
    report = PackArchive::importPack(zipPath, plainFile);
    QVERIFY(hasProblem(report, Kind::TargetNotEmpty, plainFile));
    QCOMPARE(readAll(plainFile), QByteArray("x"));
    QCOMPARE(entriesIn(work.path()), (QStringList{QStringLiteral("file"), QStringLiteral("ok.zip"),
                                                  QStringLiteral("pack")}));
}

void TestPackArchive::importRefusesMissingParent() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zipPath, validPack()));
    const auto report =
        PackArchive::importPack(zipPath, work.filePath(QStringLiteral("no/such/pack")));
    QVERIFY(
        hasProblem(report, Kind::TargetParentMissing, work.filePath(QStringLiteral("no/such"))));
    QCOMPARE(entriesIn(work.path()), QStringList{QStringLiteral("ok.zip")});
}

void TestPackArchive::roundTripIsByteIdentical() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("classic"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    QVERIFY(writeFile(source + QStringLiteral("/.pack.json.recovery"), "{}"));
    const QStringList original = filesUnder(classicPack());
    QVERIFY(original.contains(QStringLiteral("sounds/explore.ogg"))); // files beside the JSON

    const QString first = work.filePath(QStringLiteral("first.zip"));
    auto report = PackArchive::exportPack(source, first);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QCOMPARE(report.files, original);
    QCOMPARE(report.skipped, QStringList{QStringLiteral(".pack.json.recovery")});

    const QString imported = work.filePath(QStringLiteral("imported"));
    report = PackArchive::importPack(first, imported);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QCOMPARE(report.files, original);
    QCOMPARE(filesUnder(imported), original);
    for (const QString &name : original)
        QVERIFY2(readAll(imported + u'/' + name) == readAll(classicPack() + u'/' + name),
                 qPrintable(name));

    const QString second = work.filePath(QStringLiteral("second.zip"));
    report = PackArchive::exportPack(imported, second);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    const QByteArray a = readAll(first), b = readAll(second);
    QVERIFY(!a.isEmpty());
    QVERIFY(a == b);
}

void TestPackArchive::exportIsDeterministic() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(QDir().mkpath(source + QStringLiteral("/sounds")));
    for (const ZipEntry &e : validPack())
        QVERIFY(writeFile(source + u'/' + QString::fromLatin1(e.name), e.data));
    QVERIFY(writeFile(source + QStringLiteral("/sounds/b.wav"), "b"));
    QVERIFY(writeFile(source + QStringLiteral("/sounds/a.wav"), "a"));
    QVERIFY(QFile::setPermissions(source + QStringLiteral("/sounds/a.wav"),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const QString first = work.filePath(QStringLiteral("1.zip"));
    QVERIFY(PackArchive::exportPack(source, first).ok());

    // Other times and permissions give the same bytes.
    QFile touched(source + QStringLiteral("/tables.json"));
    QVERIFY(touched.open(QIODevice::ReadWrite));
    QVERIFY(touched.setFileTime(QDateTime(QDate(2001, 2, 3), QTime(4, 5, 6)),
                                QFileDevice::FileModificationTime));
    touched.close();
    QVERIFY(QFile::setPermissions(source + QStringLiteral("/sounds/a.wav"),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
    const QString second = work.filePath(QStringLiteral("2.zip"));
    QVERIFY(PackArchive::exportPack(source, second).ok());
    QCOMPARE(readAll(first), readAll(second));

    // Sorted entries, fixed time and mode.
    QuaZip zip(first);
    QVERIFY(zip.open(QuaZip::mdUnzip));
    const QList<QuaZipFileInfo64> infos = zip.getFileInfoList64();
    QStringList names;
    for (const QuaZipFileInfo64 &info : infos) {
        names << info.name;
        QCOMPARE(info.dateTime, QDateTime(QDate(1980, 1, 1), QTime(0, 0)));
        QCOMPARE(info.externalAttr >> 16, quint32(0100644));
        QCOMPARE(int(info.method), int(Z_DEFLATED));
    }
    QCOMPARE(names, (QStringList{QStringLiteral("pack.json"), QStringLiteral("ruleset.json"),
                                 QStringLiteral("sounds/a.wav"), QStringLiteral("sounds/b.wav"),
                                 QStringLiteral("tables.json")}));
}

void TestPackArchive::exportRefusesSymlinks() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), source + QStringLiteral("/sounds/x.wav")));
    QVERIFY(QFile::link(work.path(), source + QStringLiteral("/up")));
    QVERIFY(QFile::link(QStringLiteral("nowhere"), source + QStringLiteral("/sounds/broken.wav")));
    const QString out = work.filePath(QStringLiteral("out.zip"));
    const auto report = PackArchive::exportPack(source, out);
    QVERIFY(!report.ok());
    QCOMPARE(report.problems.size(), 3);
    QVERIFY(hasProblem(report, Kind::SymbolicLink, QStringLiteral("sounds/x.wav")));
    QVERIFY(hasProblem(report, Kind::SymbolicLink, QStringLiteral("sounds/broken.wav")));
    QVERIFY(hasProblem(report, Kind::SymbolicLink, QStringLiteral("up")));
    QVERIFY(!QFile::exists(out));
    QCOMPARE(entriesIn(work.path()), QStringList{QStringLiteral("pack")});
}

void TestPackArchive::exportRefusesUnportableNames() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(QDir().mkpath(source));
    for (const ZipEntry &e : validPack())
        QVERIFY(writeFile(source + u'/' + QString::fromLatin1(e.name), e.data));
    QVERIFY(writeFile(source + QStringLiteral("/Tables.json"), "{}"));
    QVERIFY(writeFile(source + QStringLiteral("/a\\b.wav"), "x"));
    QVERIFY(writeFile(source + QStringLiteral("/c:d.wav"), "x"));
    const QString out = work.filePath(QStringLiteral("out.zip"));
    const auto report = PackArchive::exportPack(source, out);
    QVERIFY2(hasProblem(report, Kind::DuplicateName, QStringLiteral("tables.json")),
             qPrintable(describe(report)));
    QVERIFY(hasProblem(report, Kind::Backslash, QStringLiteral("a\\b.wav")));
    QVERIFY(hasProblem(report, Kind::DriveLetter, QStringLiteral("c:d.wav")));
    QCOMPARE(report.problems.size(), 3);
    QVERIFY(!QFile::exists(out));
}

void TestPackArchive::exportRefusesWhatImportWould() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(QDir().mkpath(source + QStringLiteral("/sounds")));
    QVERIFY(writeFile(source + QStringLiteral("/tables.json"), "{}"));
    const QString out = work.filePath(QStringLiteral("out.zip"));
    auto report = PackArchive::exportPack(source, out);
    QVERIFY(hasProblem(report, Kind::NoManifest, QString()));

    for (const ZipEntry &e : validPack())
        QVERIFY(writeFile(source + u'/' + QString::fromLatin1(e.name), e.data));
    QVERIFY(writeFile(source + QStringLiteral("/sounds/silence.wav"), QByteArray(2 << 20, '\0')));
    report = PackArchive::exportPack(source, out);
    QVERIFY2(hasProblem(report, Kind::CompressionRatio, QStringLiteral("sounds/silence.wav")),
             qPrintable(describe(report)));
    QVERIFY(!QFile::exists(out));
    QVERIFY(QFile::remove(source + QStringLiteral("/sounds/silence.wav")));

    PackArchive::Limits limits;
    limits.maxEntries = 2;
    report = PackArchive::exportPack(source, out, limits);
    QVERIFY(hasProblem(report, Kind::TooManyEntries, QString()));
    limits = PackArchive::Limits();
    limits.maxEntryBytes = 20;
    report = PackArchive::exportPack(source, out, limits);
    QVERIFY(hasProblem(report, Kind::EntryTooLarge, QStringLiteral("pack.json")));
    limits = PackArchive::Limits();
    limits.maxTotalBytes = 100;
    report = PackArchive::exportPack(source, out, limits);
    QVERIFY(hasProblem(report, Kind::TotalTooLarge, QString()));
    QVERIFY(!QFile::exists(out));
    QVERIFY(PackArchive::exportPack(source, out).ok());
}

void TestPackArchive::exportKeepsOldZipOnFailure() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    const QString out = work.filePath(QStringLiteral("out.zip"));
    QVERIFY(writeFile(out, "the previous export"));
    QVERIFY(QFile::link(QStringLiteral("pack.json"), source + QStringLiteral("/link.json")));
    QVERIFY(!PackArchive::exportPack(source, out).ok());
    QCOMPARE(readAll(out), QByteArray("the previous export"));
    QCOMPARE(entriesIn(work.path()),
             (QStringList{QStringLiteral("out.zip"), QStringLiteral("pack")}));
}

void TestPackArchive::exportFailingMidwayLeavesNoHalfZip() {
    // An unreadable file fails half-way through writing (pack.json and others are already in).
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    const QString out = work.filePath(QStringLiteral("out.zip"));
    QVERIFY(writeFile(out, "the previous export"));
    const QString locked = source + QStringLiteral("/tables.json");
    QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
    QFile probe(locked);
    if (probe.open(QIODevice::ReadOnly))
        QSKIP("running as root: permissions do not stop reading");
    const auto report = PackArchive::exportPack(source, out);
    QVERIFY(hasProblem(report, Kind::CannotOpen, QStringLiteral("tables.json")));
    QCOMPARE(readAll(out), QByteArray("the previous export"));
    QCOMPARE(entriesIn(work.path()),
             (QStringList{QStringLiteral("out.zip"), QStringLiteral("pack")}));
}

void TestPackArchive::exportRefusesOutputInsidePack() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    const QString out = source + QStringLiteral("/sounds/pack.zip");
    const auto report = PackArchive::exportPack(source, out);
    QVERIFY(hasProblem(report, Kind::OutputInsidePack, out));
    QVERIFY(!QFile::exists(out));
}

void TestPackArchive::exportRefusesMissingFolder() {
    QTemporaryDir work;
    const QString missing = work.filePath(QStringLiteral("nothing"));
    const auto report = PackArchive::exportPack(missing, work.filePath(QStringLiteral("o.zip")));
    QVERIFY(hasProblem(report, Kind::NotAFolder, missing));
    QCOMPARE(entriesIn(work.path()), QStringList());
}

// An import that was killed left its folder (TARGET.importing-…) behind; the next import into
// the same folder removes it, and says so. A living import's folder stays.
void TestPackArchive::importRemovesWhatKilledImportsLeft() {
    QTemporaryDir work;
    const QString zipPath = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zipPath, validPack()));
    const QString killed = work.filePath(QStringLiteral("old.importing-k1ll3d"));
    QVERIFY(leaveKilledImport(killed));
    const QString alive = work.filePath(QStringLiteral("other.importing-4l1v3"));
    QVERIFY(QDir().mkpath(alive));
    QLockFile living(alive + QStringLiteral("/.import.lock"));
    QVERIFY(living.tryLock(0));
    const QString unrelated = work.filePath(QStringLiteral("my.importing.notes"));
    QVERIFY(QDir().mkpath(unrelated)); // not "…importing-…": not an import's

    const auto report = PackArchive::importPack(zipPath, work.filePath(QStringLiteral("pack")));
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QCOMPARE(report.cleaned, QStringList{killed});
    QVERIFY(!QFileInfo::exists(killed));
    QVERIFY(QFileInfo::exists(alive));
    QVERIFY(QFileInfo::exists(unrelated));
    // The pack's own lock went with the import: nothing hidden is left in it.
    QCOMPARE(filesUnder(work.filePath(QStringLiteral("pack"))),
             (QStringList{QStringLiteral("pack.json"), QStringLiteral("ruleset.json"),
                          QStringLiteral("tables.json")}));
}

void TestPackArchive::cliSaysWhatItRemoved() {
    QTemporaryDir work;
    const QString zip = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zip, validPack()));
    const QString killed = work.filePath(QStringLiteral("mine.importing-abc123"));
    QVERIFY(leaveKilledImport(killed));
    const Run r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip,
                       work.filePath(QStringLiteral("mine"))});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(killed + QStringLiteral(": removed (left by an import that was stopped "
                                                    "half-way)")),
             qPrintable(r.out));
    QCOMPARE(entriesIn(work.path()),
             (QStringList{QStringLiteral("mine"), QStringLiteral("ok.zip")}));
}

void TestPackArchive::kindIdsAreDistinct() {
    QSet<QString> ids;
    for (int k = int(Kind::CannotOpen); k <= int(Kind::InvalidPack); ++k) {
        const QString id = PackArchive::kindId(Kind(k));
        QVERIFY(!id.isEmpty());
        ids.insert(id);
    }
    QCOMPARE(ids.size(), int(Kind::InvalidPack) + 1);
}

void TestPackArchive::cliRoundTrip() {
    QTemporaryDir work;
    const QString zip = work.filePath(QStringLiteral("classic.zip"));
    Run r = cli({QStringLiteral("pack"), QStringLiteral("export"), classicPack(), zip});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("exported")), qPrintable(r.out + r.err));
    QVERIFY(QFile::exists(zip));
    const QString dir = work.filePath(QStringLiteral("mine"));
    r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip, dir});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("imported")));
    QCOMPARE(filesUnder(dir), filesUnder(classicPack()));
    // A second import into the same folder is refused and changes nothing.
    r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip, dir});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(dir + QStringLiteral(": exists and is not an empty folder")));
    QCOMPARE(filesUnder(dir), filesUnder(classicPack()));
}

void TestPackArchive::cliRefusesHostileZip() {
    QTemporaryDir work;
    const QString zip = work.filePath(QStringLiteral("evil.zip"));
    ZipEntry link = file("sounds/l.wav", "/etc/passwd");
    link.mode = 0120777;
    QVERIFY(writeZip(zip, validPack() +
                              QList<ZipEntry>{file("../x", "x"), file("a/../../y", "y"), link}));
    const QString dir = work.filePath(QStringLiteral("mine"));
    const Run r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip, dir});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.at(0).startsWith(zip + QStringLiteral(": ../x: refused:")));
    QVERIFY(lines.at(1).startsWith(zip + QStringLiteral(": a/../../y: refused:")));
    QVERIFY(lines.at(2).startsWith(zip + QStringLiteral(": sounds/l.wav: refused: a symbolic")));
    QCOMPARE(lines.at(3), zip + QStringLiteral(": not imported; nothing was written"));
    QCOMPARE(entriesIn(work.path()), QStringList{QStringLiteral("evil.zip")});
}

void TestPackArchive::cliInvalidPackNamesFile() {
    QTemporaryDir work;
    const QString zip = work.filePath(QStringLiteral("broken.zip"));
    QList<ZipEntry> entries = validPack();
    entries[2].data = "{ \"format\": 1, ";
    QVERIFY(writeZip(zip, entries));
    const Run r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip,
                       work.filePath(QStringLiteral("mine"))});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(zip + QStringLiteral(": tables.json:")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("not a valid pack")));
    QCOMPARE(entriesIn(work.path()), QStringList{QStringLiteral("broken.zip")});
}

void TestPackArchive::cliExportRefusesSymlink() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), source + QStringLiteral("/sounds/x.wav")));
    const QString zip = work.filePath(QStringLiteral("out.zip"));
    const Run r = cli({QStringLiteral("pack"), QStringLiteral("export"), source, zip});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(source + QStringLiteral(": sounds/x.wav: refused: a symbolic link")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(zip));
}

void TestPackArchive::cliLimits() {
    QTemporaryDir work;
    const QString zip = work.filePath(QStringLiteral("ok.zip"));
    QVERIFY(writeZip(zip, validPack()));
    const QString dir = work.filePath(QStringLiteral("mine"));
    Run r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip, dir,
                 QStringLiteral("--max-files"), QStringLiteral("2")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("too many entries: 3; the limit is 2")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(dir));
    r = cli({QStringLiteral("pack"), QStringLiteral("import"), zip, dir,
             QStringLiteral("--max-files"), QStringLiteral("3")});
    QCOMPARE(r.code, 0);
}

void TestPackArchive::cliUsage_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("mentions");
    const QString pack = QStringLiteral("pack");
    QTest::newRow("no subcommand") << QStringList{pack} << 2 << QStringLiteral("Usage:");
    QTest::newRow("unknown subcommand")
        << QStringList{pack, QStringLiteral("frob")} << 2 << QStringLiteral("frob");
    QTest::newRow("import one argument")
        << QStringList{pack, QStringLiteral("import"), QStringLiteral("a.zip")} << 2
        << QStringLiteral("pack import ZIP DIR");
    QTest::newRow("export three arguments")
        << QStringList{pack, QStringLiteral("export"), QStringLiteral("a"), QStringLiteral("b"),
                       QStringLiteral("c")}
        << 2 << QStringLiteral("pack export PACK OUT.zip");
    QTest::newRow("bad limit") << QStringList{pack,
                                              QStringLiteral("import"),
                                              QStringLiteral("a"),
                                              QStringLiteral("b"),
                                              QStringLiteral("--max-ratio"),
                                              QStringLiteral("0")}
                               << 2 << QStringLiteral("--max-ratio");
    QTest::newRow("help") << QStringList{pack, QStringLiteral("--help")} << 0
                          << QStringLiteral("pack import ZIP DIR");
    QTest::newRow("import help") << QStringList{pack, QStringLiteral("import"),
                                                QStringLiteral("--help")}
                                 << 0 << QStringLiteral("--max-files");
    QTest::newRow("export help") << QStringList{pack, QStringLiteral("export"),
                                                QStringLiteral("-h")}
                                 << 0 << QStringLiteral("symbolic links");
    QTest::newRow("listed") << QStringList{QStringLiteral("--help")} << 0
                            << QStringLiteral("pack      export");
    QTest::newRow("missing zip") << QStringList{pack, QStringLiteral("import"),
                                                QStringLiteral("/nonexistent/a.zip"),
                                                QStringLiteral("/nonexistent/dir")}
                                 << 1 << QStringLiteral("/nonexistent/a.zip: cannot be read");
}

void TestPackArchive::cliUsage() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, mentions);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2((code == 0 ? r.out : r.err).contains(mentions), qPrintable(r.out + r.err));
}

QTEST_GUILESS_MAIN(TestPackArchive)
#include "tst_packarchive.moc"

// The Editor's lock in a pack folder (issue 30) is no file of the pack: a zip, a copy made by
// `pack new --from` or Save As (PackTemplate), and the pack's validation leave it out.
void TestPackArchive::editLockStaysOutOfCopies() {
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("pack"));
    QVERIFY(pd::test::copyFolder(classicPack(), source));
    const QString name = pd::PackFiles::editLockName();
    pd::FileLock lock(source + u'/' + name);
    QCOMPARE(lock.tryLock(), pd::FileLock::Result::Locked);
    QVERIFY(QFileInfo(source + u'/' + name).isFile());

    const QString zip = work.filePath(QStringLiteral("p.zip"));
    const PackArchive::Report report = PackArchive::exportPack(source, zip);
    QVERIFY2(report.ok(), qPrintable(describe(report)));
    QVERIFY(report.skipped.contains(name));
    QuaZip archive(zip);
    QVERIFY(archive.open(QuaZip::mdUnzip));
    QVERIFY(!archive.getFileNameList().isEmpty());
    QVERIFY(!archive.getFileNameList().contains(name));

    const QString made = work.filePath(QStringLiteral("made"));
    QString error;
    QVERIFY2(pd::PackTemplate::create(made, source, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(made + u'/' + name));
    const QString assets = work.filePath(QStringLiteral("assets"));
    QVERIFY(QDir().mkpath(assets));
    QVERIFY2(pd::PackTemplate::copyAssets(source, assets, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(assets + u'/' + name));
    const QString byCli = work.filePath(QStringLiteral("cli"));
    const Run r = cli(
        {QStringLiteral("pack"), QStringLiteral("new"), byCli, QStringLiteral("--from"), source});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(byCli + u'/' + name));

    pd::Diagnostics d;
    pd::PackLoader::load(source, d);
    QVERIFY2(!d.toStringList().join(u'\n').contains(name),
             qPrintable(d.toStringList().join(u'\n')));
}
