// Golden tests of the pack loader's diagnostics: every folder under tests/data/packs/broken is
// the minimal pack with one deliberate defect and an expected.txt holding the exact lines the
// loader must print for it (file names without a folder prefix, sorted as the CLI sorts them).
//
// A folder may also hold known-bug.txt: the expected lines are then what the loader *should*
// print, the mismatch is an expected failure naming the bug, and the test fails (XPASS) once the
// bug is fixed, as a reminder to delete known-bug.txt.

#include "data/PackLoader.h"
#include "json/Diagnostic.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace pd;

namespace {

QString packsDir() {
    return QStringLiteral(PD_TEST_DATA_DIR "/packs");
}

QString minimalPack() {
    return packsDir() + QStringLiteral("/minimal");
}

// What the minimal pack says of itself: its room-size table is rolled by nothing. A true
// finding, kept: the pack's content hash is pinned by the replay and the save an older build
// made with it (tests/data/replays, tests/data/saves), so it cannot lose the table.
const QString kMinimalWarning =
    QStringLiteral("tables.json:13:13: /tables/1/id: warning: no band, ruleset field, record or "
                   "rolled table names this table: it is never rolled");

QString brokenDir() {
    return packsDir() + QStringLiteral("/broken");
}

// Loads a pack the way the golden files were written: no folder prefix, sorted.
QStringList loadLines(const QString &folder, bool *hasErrors = nullptr) {
    Diagnostics diagnostics;
    PackLoader::Options options;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    PackLoader::load(folder, diagnostics, options);
    diagnostics.sort();
    if (hasErrors)
        *hasErrors = diagnostics.hasErrors();
    return diagnostics.toStringList();
}

QByteArray readBytes(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeBytes(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QStringList readLines(const QString &path) {
    QStringList lines = QString::fromUtf8(readBytes(path)).split(u'\n');
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString &line : lines)
        if (line.endsWith(u'\r'))
            line.chop(1);
    return lines;
}

// "file:line:col: /pointer: warning: message" (pointers in the golden files have no spaces).
bool isWarningLine(const QString &line) {
    static const QRegularExpression re(QStringLiteral("^\\S+: \\S*: warning: "));
    return re.match(line).hasMatch();
}

bool containsError(const QStringList &lines) {
    return std::any_of(lines.begin(), lines.end(),
                       [](const QString &l) { return !isWarningLine(l); });
}

// A line diff (longest common subsequence): "  " both, "- " expected only, "+ " actual only.
QString lineDiff(const QStringList &expected, const QStringList &actual) {
    const qsizetype n = expected.size(), m = actual.size();
    std::vector<std::vector<int>> lcs(size_t(n + 1), std::vector<int>(size_t(m + 1), 0));
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[size_t(i)][size_t(j)] =
                expected.at(i) == actual.at(j)
                    ? lcs[size_t(i + 1)][size_t(j + 1)] + 1
                    : std::max(lcs[size_t(i + 1)][size_t(j)], lcs[size_t(i)][size_t(j + 1)]);
    QString out;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && expected.at(i) == actual.at(j)) {
            out += QStringLiteral("    ") + expected.at(i++) + u'\n';
            ++j;
        } else if (j < m &&
                   (i == n || lcs[size_t(i)][size_t(j + 1)] >= lcs[size_t(i + 1)][size_t(j)])) {
            out += QStringLiteral("  + ") + actual.at(j++) + u'\n';
        } else {
            out += QStringLiteral("  - ") + expected.at(i++) + u'\n';
        }
    }
    return out;
}

bool copyFolder(const QString &from, const QString &to) {
    QDir().mkpath(to);
    const QDir source(from);
    for (const QFileInfo &info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u'/' + info.fileName();
        if (info.isDir() ? !copyFolder(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

// The minimal pack copied into a fresh temporary folder, for cases built at run time.
class ScratchPack {
public:
    ScratchPack() { m_ok = m_dir.isValid() && copyFolder(minimalPack(), path()); }
    bool isValid() const { return m_ok; }
    QString path() const { return m_dir.path() + QStringLiteral("/pack"); }
    QString file(const QString &name) const { return path() + u'/' + name; }

private:
    QTemporaryDir m_dir;
    bool m_ok = false;
};

QString brokenCase(const QString &suffix) {
    const QStringList names =
        QDir(brokenDir()).entryList({u'*' + suffix}, QDir::Dirs | QDir::NoDotAndDotDot);
    return names.size() == 1 ? brokenDir() + u'/' + names.first() : QString();
}

struct CliResult {
    QString error; // why the program did not run to its end
    int exitCode = -1;
    QString out;
    QStringList err;
};

CliResult runCli(const QStringList &arguments) {
    QProcess p;
    p.start(QStringLiteral(PD_CLI_PATH), arguments);
    CliResult r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) {
        r.error = QStringLiteral(PD_CLI_PATH ": ") + p.errorString();
        return r;
    }
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError()).split(u'\n', Qt::SkipEmptyParts);
    return r;
}

} // namespace

class TestBrokenPacks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void minimalPackIsClean();
    void enoughCases();
    void brokenPacks_data();
    void brokenPacks();
    void fileTooLarge_data();
    void fileTooLarge();
    void deepNesting_data();
    void deepNesting();
    void oddFolders_data();
    void oddFolders();
    void garbageInEveryFile();
    void cliValidate_data();
    void cliValidate();
    void cliMinimalPack();
    void cliUsageErrors_data();
    void cliUsageErrors();
};

void TestBrokenPacks::minimalPackIsClean() {
    Diagnostics diagnostics;
    PackLoader::Options options;
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(minimalPack(), diagnostics, options);
    QCOMPARE(diagnostics.toStringList(), QStringList{kMinimalWarning});
    QCOMPARE(pack.manifest.id, QStringLiteral("org.permadungeon.test-minimal"));
    QCOMPARE(pack.tables.size(), 8);
    QCOMPARE(pack.items.size(), 9);
    QCOMPARE(pack.spells.size(), 4);
    QCOMPARE(pack.monsters.size(), 3);
    QCOMPARE(pack.traps.size(), 2);
    QCOMPARE(pack.ruleset.bands.size(), 2);
    QCOMPARE(pack.sounds.effects.size(), 2);
    QCOMPARE(pack.tileset.tiles.size(), 4);
}

void TestBrokenPacks::enoughCases() {
    const QStringList names = QDir(brokenDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY2(names.size() >= 35, qPrintable(QString::number(names.size())));
    static const QRegularExpression re(QStringLiteral("^\\d\\d-[a-z0-9-]+$"));
    for (const QString &name : names)
        QVERIFY2(re.match(name).hasMatch(), qPrintable(name));
}

void TestBrokenPacks::brokenPacks_data() {
    QTest::addColumn<QString>("folder");
    const QStringList names =
        QDir(brokenDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << brokenDir() + u'/' + name;
}

void TestBrokenPacks::brokenPacks() {
    QFETCH(QString, folder);
    const QString expectedPath = folder + QStringLiteral("/expected.txt");
    QVERIFY2(QFileInfo::exists(expectedPath), "expected.txt is missing");
    const QStringList expected = readLines(expectedPath);
    QVERIFY2(!expected.isEmpty(), "a broken pack must produce at least one diagnostic");
    const QString knownBug =
        QString::fromUtf8(readBytes(folder + QStringLiteral("/known-bug.txt"))).trimmed();

    bool hasErrors = false;
    const QStringList actual = loadLines(folder, &hasErrors);
    if (actual != expected)
        qWarning().noquote() << QStringLiteral("\ndiagnostics differ (- expected, + actual):\n") +
                                    lineDiff(expected, actual);
    if (!knownBug.isEmpty())
        QEXPECT_FAIL("", qPrintable(QStringLiteral("known bug: ") + knownBug), Continue);
    QCOMPARE(actual, expected);

    const bool expectErrors = containsError(expected);
    if (!knownBug.isEmpty() && hasErrors != expectErrors)
        QEXPECT_FAIL("", "known bug (see above)", Continue);
    QCOMPARE(hasErrors, expectErrors);
}

// The size limit is checked before reading; exactly the limit is still read.
void TestBrokenPacks::fileTooLarge_data() {
    QTest::addColumn<qsizetype>("size");
    QTest::addColumn<QStringList>("expected");
    const qsizetype limit = 16 * 1024 * 1024;
    QTest::newRow("16 MiB + 1") << limit + 1
                                << QStringList{QStringLiteral(
                                       "sounds.json: /: file is too large (16777217 bytes; the "
                                       "limit is 16777216 bytes)")};
    QTest::newRow("16 MiB") << limit << QStringList{kMinimalWarning};
}

void TestBrokenPacks::fileTooLarge() {
    QFETCH(qsizetype, size);
    QFETCH(QStringList, expected);
    ScratchPack pack;
    QVERIFY(pack.isValid());
    // The real sounds.json, padded with spaces (valid JSON) to the size wanted.
    QByteArray data = readBytes(pack.file(QStringLiteral("sounds.json")));
    QVERIFY(!data.isEmpty() && data.size() < size);
    data += QByteArray(size - data.size(), ' ');
    QVERIFY(writeBytes(pack.file(QStringLiteral("sounds.json")), data));
    QCOMPARE(QFileInfo(pack.file(QStringLiteral("sounds.json"))).size(), size);
    QCOMPARE(loadLines(pack.path()), expected);
}

// 64 levels of arrays and objects are read; the 65th is refused at its bracket, and even a
// million levels neither recurse deeply nor take long.
void TestBrokenPacks::deepNesting_data() {
    QTest::addColumn<int>("levels");
    QTest::addColumn<bool>("refused");
    QTest::newRow("64") << 64 << false;
    QTest::newRow("65") << 65 << true;
    QTest::newRow("1000") << 1000 << true;
    QTest::newRow("1000000") << 1000000 << true;
}

void TestBrokenPacks::deepNesting() {
    QFETCH(int, levels);
    QFETCH(bool, refused);
    ScratchPack pack;
    QVERIFY(pack.isValid());
    // The root object is level 1; "$deep" (ignored, as every "$" key) holds the rest as arrays.
    const QByteArray prefix = R"({"format": 1, "tiles": {}, "$deep": )";
    const QByteArray data =
        prefix + QByteArray(levels - 1, '[') + QByteArray(levels - 1, ']') + "}\n";
    QVERIFY(writeBytes(pack.file(QStringLiteral("tileset.json")), data));

    // (A file that did not parse may hold the names: no designer warnings then.)
    QStringList expected;
    if (!refused)
        expected << kMinimalWarning;
    if (refused) {
        // Reported at the 65th bracket, inside 63 arrays below "$deep".
        QString pointer = QStringLiteral("/$deep");
        for (int i = 0; i < 63; ++i)
            pointer += QStringLiteral("/0");
        expected << QStringLiteral("tileset.json:1:%1: %2: nesting deeper than 64 levels")
                        .arg(prefix.size() + 64)
                        .arg(pointer);
    }
    QCOMPARE(loadLines(pack.path()), expected);
}

// Folders that are not packs at all: reported, never a crash.
void TestBrokenPacks::oddFolders_data() {
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QStringList>("expected"); // "%1" is the folder
    QTest::newRow("no such folder")
        << QStringLiteral("missing") << QStringList{QStringLiteral("%1: /: no such folder")};
    QTest::newRow("a file, not a folder")
        << QStringLiteral("file")
        << QStringList{QStringLiteral("%1: /: not a folder (a pack is a folder with pack.json)")};
    QTest::newRow("empty folder")
        << QStringLiteral("empty")
        << QStringList{
               QStringLiteral("pack.json: /: file not found (a pack needs pack.json)"),
               QStringLiteral("ruleset.json: /: file not found (a pack needs ruleset.json)")};
    QTest::newRow("pack.json is a folder")
        << QStringLiteral("pack.json folder")
        << QStringList{QStringLiteral("pack.json: /: is a folder, expected a JSON file")};
}

void TestBrokenPacks::oddFolders() {
    QFETCH(QString, setup);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("pack"));
    if (setup == QLatin1String("file")) {
        QVERIFY(writeBytes(folder, "{}"));
    } else if (setup == QLatin1String("empty")) {
        QVERIFY(QDir().mkpath(folder));
    } else if (setup == QLatin1String("pack.json folder")) {
        QVERIFY(copyFolder(minimalPack(), folder));
        QVERIFY(QFile::remove(folder + QStringLiteral("/pack.json")));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/pack.json")));
    }
    // With an empty display prefix a problem with the folder itself names the folder.
    for (QString &line : expected)
        if (line.contains(QLatin1String("%1")))
            line = line.arg(folder);
    QCOMPARE(loadLines(folder), expected);
}

// Each of the pack's files in turn replaced by bytes that are not JSON (or JSON of the wrong
// shape): the loader reports it and goes on, and never reports a clean pack.
void TestBrokenPacks::garbageInEveryFile() {
    const QList<QByteArray> garbage = {
        QByteArray("\x00\x01\x02\xff\xfe", 5),
        "null",
        "[]",
        "\"just a string\"",
        "{\"format\": 1, \"tables\": 7, \"items\": \"x\", \"spells\": null, \"monsters\": {},"
        " \"traps\": [1, [], null], \"effects\": [], \"tiles\": [], \"dungeon\": []}",
        QByteArray(100000, '{'),
        QByteArray(100000, '['),
        QByteArray("{\"a\":") + QByteArray(5000, '"'),
    };
    for (const QString &name : PackLoader::knownFiles()) {
        for (const QByteArray &bytes : garbage) {
            ScratchPack pack;
            QVERIFY(pack.isValid());
            QVERIFY(writeBytes(pack.file(name), bytes));
            bool hasErrors = false;
            const QStringList lines = loadLines(pack.path(), &hasErrors);
            QVERIFY2(hasErrors, qPrintable(name + QStringLiteral(": ") +
                                           QString::fromLatin1(bytes.left(40).toHex())));
            QVERIFY2(std::any_of(lines.begin(), lines.end(),
                                 [&](const QString &l) { return l.startsWith(name); }),
                     qPrintable(name));
        }
    }
}

// The CLI prints the same lines with the folder as given in front, and exits 1 on errors.
void TestBrokenPacks::cliValidate_data() {
    QTest::addColumn<QString>("folder");
    for (const char *suffix :
         {"-unknown-element-fyre", "-syntax-missing-comma", "-misspelt-file-name"}) {
        const QString folder = brokenCase(QLatin1String(suffix));
        QTest::newRow(suffix + 1) << folder;
    }
}

void TestBrokenPacks::cliValidate() {
    QFETCH(QString, folder);
    QVERIFY2(!folder.isEmpty(), "no such broken pack");
    const CliResult r = runCli({QStringLiteral("validate"), folder});
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.exitCode, 1);
    const QString prefix = QDir::cleanPath(folder) + u'/';
    QStringList expected;
    for (const QString &line : readLines(folder + QStringLiteral("/expected.txt")))
        expected << prefix + line;
    QStringList printed;
    for (const QString &line : r.err)
        if (line.startsWith(prefix))
            printed << line;
    if (printed != expected)
        qWarning().noquote() << QStringLiteral("\nstderr differs (- expected, + printed):\n") +
                                    lineDiff(expected, printed);
    QCOMPARE(printed, expected);
}

void TestBrokenPacks::cliMinimalPack() {
    const CliResult r = runCli({QStringLiteral("validate"), minimalPack()});
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    // A warning is printed, counted in the singular, and is no failure.
    QCOMPARE(r.err, QStringList{QDir::cleanPath(minimalPack()) + u'/' + kMinimalWarning});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("0 errors, 1 warning (")), qPrintable(r.out));
}

void TestBrokenPacks::cliUsageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("missing folder") << QStringList{QStringLiteral("validate")};
    QTest::newRow("unknown option") << QStringList{
        QStringLiteral("validate"), QStringLiteral("--no-such-option"), minimalPack()};
}

void TestBrokenPacks::cliUsageErrors() {
    QFETCH(QStringList, arguments);
    const CliResult r = runCli(arguments);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestBrokenPacks)
#include "tst_brokenpacks.moc"
