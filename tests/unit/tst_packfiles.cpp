// A pack as documents in memory: ordered JSON trees, the writer's form, writing back only what
// changed, and the loader compiling files in memory exactly as it compiles them on disk.

#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/PackSaveJournal.h"
#include "data/PackValidator.h"
#include "json/JsonTree.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>

#include "PackFixture.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <fcntl.h>
#include <unistd.h>

using namespace pd;

namespace {

QByteArray readBytes(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

JsonTree parse(const QByteArray &text) {
    Diagnostics d;
    const JsonSource source = JsonReader::parse(text, QStringLiteral("t.json"), d);
    return JsonTree::fromSource(source);
}

QStringList lines(Diagnostics diagnostics) {
    diagnostics.sort();
    return diagnostics.toStringList();
}

// What a diagnostic says, without where in the text (in-memory files edited have no text).
QStringList unlocated(const Diagnostics &diagnostics) {
    QStringList out;
    static const QRegularExpression first(QStringLiteral(" \\(first at [^)]*\\)"));
    for (const Diagnostic &d : diagnostics.items())
        out << QStringLiteral("%1 %2 %3 %4")
                   .arg(d.isError() ? QStringLiteral("E") : QStringLiteral("W"), d.file, d.pointer,
                        QString(d.message).remove(first));
    out.sort();
    return out;
}

// Whether the pack on disk is whole: it loads without an error, and its goblin has one name
// everywhere (the old one or the new one).
QString wholeness(const QString &folder, Diagnostics *found = nullptr) {
    Diagnostics d;
    const Pack pack = PackLoader::load(folder, d);
    if (found)
        *found = d;
    if (d.hasErrors())
        return d.toStringList().join(u'\n');
    if (!pack.monster(QStringLiteral("goblin")) == !pack.monster(QStringLiteral("goblin-renamed")))
        return QStringLiteral("goblin and goblin-renamed both there, or neither");
    return {};
}

// Sets a string in a file of `files`, as an edit does.
bool setName(PackFiles &files, const QString &file, const QString &pointer, const char *name) {
    const auto it = files.files.find(file);
    JsonTree *value = it == files.files.end() ? nullptr : it->second.tree.find(pointer);
    if (!value)
        return false;
    *value = JsonTree(QJsonValue(QString::fromUtf8(name)));
    it->second.edited();
    return true;
}

PackLoader::Options bare() {
    PackLoader::Options options;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    return options;
}

} // namespace

class TestPackFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void treeKeepsTheWrittenKeyOrder() {
        const JsonTree t = parse(R"({"z": 1, "a": {"y": [1, {"q": 2, "b": 3}], "$comment": "c"}})");
        QCOMPARE(t.keys(), QStringList({QStringLiteral("z"), QStringLiteral("a")}));
        QCOMPARE(t.find(QStringLiteral("/a"))->keys(),
                 QStringList({QStringLiteral("y"), QStringLiteral("$comment")}));
        QCOMPARE(t.find(QStringLiteral("/a/y/1"))->keys(),
                 QStringList({QStringLiteral("q"), QStringLiteral("b")}));
        QCOMPARE(t.find(QStringLiteral("/a/y/1/b"))->scalar().toInt(), 3);
        QVERIFY(!t.find(QStringLiteral("/a/y/2")));
        QVERIFY(!t.find(QStringLiteral("/a/y/01")));
        QVERIFY(!t.find(QStringLiteral("a")));
        // The value is the same as the reader's (orders aside).
        Diagnostics d;
        QCOMPARE(t.toValue(), JsonReader::parse(JsonWriter::write(t), QString(), d).root);
    }

    // Keys with escapes are decoded where the index and the tree meet them.
    void escapedKeysAreLocated() {
        Diagnostics d;
        const JsonSource source = JsonReader::parse(
            "{\"x\": 1,\n \"caf\\u00e9 \\\"q\\\"\": {\"b\": [true]}}", QString(), d);
        QVERIFY(source.isValid());
        const QString key = QStringLiteral("café \"q\"");
        QCOMPARE(source.map.keys(QString()), QStringList({QStringLiteral("x"), key}));
        const SourceLocation at = source.map.value(u'/' + key + QStringLiteral("/b/0"));
        QCOMPARE(at.line, 2);
        QCOMPARE(at.column, 28);
        QVERIFY(JsonTree::fromSource(source).member(key));
    }

    void treeEditsKeepPlaces() {
        JsonTree t = parse(R"({"id": "a", "name": "A", "tier": 1})");
        t.setMember(QStringLiteral("name"), JsonTree(QJsonValue(QStringLiteral("B"))));
        t.setMember(QStringLiteral("color"), JsonTree(QJsonValue(QStringLiteral("#fff"))));
        QCOMPARE(JsonWriter::inlineText(t),
                 // (not a raw string: moc, reading this file alone, takes a '#' in one for a
                 // directive and loses the class)
                 QStringLiteral("{\"id\": \"a\", \"name\": \"B\", \"tier\": 1, "
                                "\"color\": \"#fff\"}"));
        QVERIFY(t.removeMember(QStringLiteral("tier")));
        QVERIFY(!t.removeMember(QStringLiteral("tier")));
        JsonTree a = parse("[1, 2, 3]");
        a.moveItem(0, 2);
        a.insertItem(0, JsonTree(QJsonValue(9)));
        a.removeItem(1);
        QCOMPARE(JsonWriter::inlineText(a), QStringLiteral("[9, 3, 1]"));
    }

    // The form every bundled file is in: a value stays on one line when the whole line fits in
    // 100 characters, counted as a person counts them.
    void writerOpensOnlyWhatDoesNotFit() {
        const QString key = QString(80, u'k');
        JsonTree fits = JsonTree::object();
        fits.setMember(QStringLiteral("a"), parse(R"({"x": 1})"));
        QCOMPARE(JsonWriter::write(fits), QByteArray("{\"a\": {\"x\": 1}}\n"));

        // 2 + 82 + 2 + 14 = exactly 100 with the comma: one line; one more character opens it.
        JsonTree edge = JsonTree::object();
        edge.setMember(key, parse(R"({"x": "1234"})"));
        edge.setMember(QStringLiteral("b"), JsonTree(QJsonValue(1)));
        const QByteArray text = JsonWriter::write(edge);
        const QByteArray line = "\n  \"" + key.toUtf8() + "\": {\"x\": \"1234\"},\n";
        QVERIFY2(text.contains(line), text.constData());
        edge.setMember(key, parse(R"({"x": "12345"})"));
        QVERIFY(JsonWriter::write(edge).contains("\": {\n    \"x\": \"12345\"\n  },\n"));
        // Characters outside the BMP count once.
        edge.setMember(key, JsonTree(QJsonValue(QStringLiteral("🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉"))));
        QVERIFY(JsonWriter::write(edge).startsWith("{\n"));
        QCOMPARE(JsonWriter::inlineText(JsonTree(QJsonValue(QStringLiteral("a\"b\\c\nd\x01/é")))),
                 QStringLiteral("\"a\\\"b\\\\c\\nd\\u0001/é\""));
        // Numbers read keep their spelling; numbers made in memory take the shortest one.
        QCOMPARE(JsonWriter::inlineText(parse("[1.0, -0.250, 1e300, 100, true, null]")),
                 QStringLiteral("[1.0, -0.250, 1e300, 100, true, null]"));
        QCOMPARE(JsonWriter::inlineText(JsonTree(QJsonArray{1.0, -0.25, 1e300, 100})),
                 QStringLiteral("[1, -0.25, 1e+300, 100]"));
        QCOMPARE(JsonWriter::write(parse("{}")), QByteArray("{}\n"));
    }

    void bundledPacksReadAndWriteByteIdentical_data() {
        QTest::addColumn<QString>("pack");
        for (const char *p : {"classic", "permadungeon", "maze-duel", "permadungeon-homework"})
            QTest::newRow(p) << PackLoader::bundledDataDir() + u'/' + QLatin1String(p);
    }
    void bundledPacksReadAndWriteByteIdentical() {
        QFETCH(QString, pack);
        Diagnostics d;
        const PackFiles files = PackFiles::read(pack, d, QString());
        QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
        // The nine pack files and the translations (each as it was read: never reformatted).
        int translations = 0;
        for (const auto &entry : files.files)
            translations += PackFiles::isTranslation(entry.first);
        QCOMPARE(int(files.files.size()) - translations, 9);
        QCOMPARE(translations, int(QDir(pack + QStringLiteral("/translations"))
                                       .entryList({QStringLiteral("*.json")}, QDir::Files)
                                       .size()));
        // The writer gives each of them (a translation is written as it was read).
        for (const auto &[name, file] : files.files)
            QCOMPARE(PackFiles::isTranslation(name) ? files.text(name)
                                                    : JsonWriter::write(file.tree),
                     readBytes(pack + u'/' + name));
        QVERIFY(files.changed().isEmpty());
        QVERIFY(files.changedOnDisk().isEmpty());
    }

    void writeTouchesOnlyChangedFiles() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QStringList written;
        QString error;
        QVERIFY(files.write(&written, &error));
        QVERIFY(written.isEmpty());

        const QByteArray before = readBytes(folder + QStringLiteral("/items.json"));
        JsonTree *name =
            files.files[QStringLiteral("items.json")].tree.find(QStringLiteral("/items/0/name"));
        QVERIFY(name);
        *name = JsonTree(QJsonValue(QStringLiteral("Red draught")));
        files.files[QStringLiteral("items.json")].edited();
        QCOMPARE(files.changed(), QStringList{QStringLiteral("items.json")});
        QVERIFY(files.write(&written, &error));
        QCOMPARE(written, QStringList{QStringLiteral("items.json")});
        const QByteArray after = readBytes(folder + QStringLiteral("/items.json"));
        // One line changed, nothing else.
        QCOMPARE(after.count('\n'), before.count('\n'));
        QVERIFY(after.contains("\"name\": \"Red draught\","));
        QCOMPARE(QString::fromUtf8(after).replace(QStringLiteral("Red draught"),
                                                  QStringLiteral("Healing draught")),
                 QString::fromUtf8(before));
        // Written, the file is located again.
        QVERIFY(files.files[QStringLiteral("items.json")]
                    .map.value(QStringLiteral("/items/0/name"))
                    .isValid());
    }

    // Issue 30: two documents on one folder (two Editors). A saves items.json; B, read before
    // that, saves its change to monsters.json and writes nothing else (it wrote every file whose
    // text differed from the disk, so A's items.json went back to what B had read).
    void saveWritesOnlyWhatItChanged() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        Diagnostics d;
        PackFiles a = PackFiles::read(folder, d, QString());
        PackFiles b = PackFiles::read(folder, d, QString());
        QVERIFY(setName(a, QStringLiteral("items.json"), QStringLiteral("/items/0/name"), "A's"));
        QStringList written;
        QString error;
        QVERIFY2(a.write(&written, &error), qPrintable(error));
        QCOMPARE(written, QStringList{QStringLiteral("items.json")});
        const QByteArray itemsOfA = readBytes(folder + QStringLiteral("/items.json"));
        QVERIFY(itemsOfA.contains("\"A's\""));

        QVERIFY(
            setName(b, QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"), "B's"));
        QCOMPARE(b.changed(), QStringList{QStringLiteral("monsters.json")});
        QCOMPARE(b.changedOnDisk(), QStringList{QStringLiteral("items.json")});
        written.clear();
        QVERIFY2(b.write(&written, &error), qPrintable(error));
        QCOMPARE(written, QStringList{QStringLiteral("monsters.json")});
        QCOMPARE(readBytes(folder + QStringLiteral("/items.json")), itemsOfA);
        QVERIFY(readBytes(folder + QStringLiteral("/monsters.json")).contains("\"B's\""));
        // B's own save is not another program's change; A's still is (B never read it).
        QCOMPARE(b.changedOnDisk(), QStringList{QStringLiteral("items.json")});
        QVERIFY(b.changed().isEmpty());
        QCOMPARE(a.changedOnDisk(), QStringList{QStringLiteral("monsters.json")});
    }

    // A file changed on disk since it was read is not written over: nothing at all is written
    // (the other changed file neither: all or none), the conflict is named; it is written over
    // only when asked to.
    void fileChangedOnDiskIsAConflict() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        Diagnostics d;
        PackFiles a = PackFiles::read(folder, d, QString());
        PackFiles b = PackFiles::read(folder, d, QString());
        QVERIFY(setName(a, QStringLiteral("items.json"), QStringLiteral("/items/0/name"), "A's"));
        QString error;
        QVERIFY2(a.write(nullptr, &error), qPrintable(error));
        const QByteArray itemsOfA = readBytes(folder + QStringLiteral("/items.json"));
        const QByteArray monsters = readBytes(folder + QStringLiteral("/monsters.json"));

        QVERIFY(setName(b, QStringLiteral("items.json"), QStringLiteral("/items/0/name"), "B's"));
        QVERIFY(
            setName(b, QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"), "B's"));
        QStringList written, conflicts;
        QVERIFY(!b.write(&written, &error, &conflicts));
        QCOMPARE(conflicts, QStringList{QStringLiteral("items.json")});
        QVERIFY2(error.contains(QStringLiteral("items.json: changed on disk")), qPrintable(error));
        QVERIFY(written.isEmpty());
        QCOMPARE(readBytes(folder + QStringLiteral("/items.json")), itemsOfA);
        QCOMPARE(readBytes(folder + QStringLiteral("/monsters.json")), monsters);
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".pd-")),
                 QStringList());
        // Asked again: still refused. Told to overwrite: both written.
        conflicts.clear();
        QVERIFY(!b.write(&written, &error, &conflicts));
        QCOMPARE(conflicts, QStringList{QStringLiteral("items.json")});
        QVERIFY2(b.write(&written, &error, nullptr, PackFiles::Conflict::Overwrite),
                 qPrintable(error));
        QCOMPARE(written,
                 QStringList({QStringLiteral("items.json"), QStringLiteral("monsters.json")}));
        QVERIFY(readBytes(folder + QStringLiteral("/items.json")).contains("\"B's\""));
        QVERIFY(b.changedOnDisk().isEmpty());
    }

    // A file this document makes (the first trap of a pack that had none) that another program
    // made meanwhile is a conflict too; so is a file it changed that another program removed.
    void fileMadeOrRemovedOnDiskIsAConflict() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        const QString traps = folder + QStringLiteral("/traps.json");
        QVERIFY(QFile::remove(traps));
        Diagnostics d;
        PackFiles b = PackFiles::read(folder, d, QString());
        QVERIFY(!b.has(QStringLiteral("traps.json")));
        PackFiles::File made;
        made.tree = parse(R"({"format": 1, "traps": []})");
        made.edited();
        b.files.emplace(QStringLiteral("traps.json"), std::move(made));
        QCOMPARE(b.changed(), QStringList{QStringLiteral("traps.json")}); // new: changed
        QVERIFY(b.changedOnDisk().isEmpty());
        {
            QFile theirs(traps);
            QVERIFY(theirs.open(QIODevice::WriteOnly));
            theirs.write("{\"format\": 1, \"traps\": [] }\n");
        }
        QCOMPARE(b.changedOnDisk(), QStringList{QStringLiteral("traps.json")});
        QStringList conflicts;
        QString error;
        QVERIFY(!b.write(nullptr, &error, &conflicts));
        QCOMPARE(conflicts, QStringList{QStringLiteral("traps.json")});
        QCOMPARE(readBytes(traps), QByteArray("{\"format\": 1, \"traps\": [] }\n"));

        PackFiles c = PackFiles::read(folder, d, QString());
        QVERIFY(
            setName(c, QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"), "C's"));
        QVERIFY(QFile::remove(folder + QStringLiteral("/monsters.json")));
        conflicts.clear();
        QVERIFY(!c.write(nullptr, &error, &conflicts));
        QCOMPARE(conflicts, QStringList{QStringLiteral("monsters.json")});
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/monsters.json")));
    }

    // A file nobody edited is never written, however it is laid out: saving an item does not
    // put a hand-written monsters.json into the writer's form.
    void uneditedFileIsNotRewritten() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        const QString monsters = folder + QStringLiteral("/monsters.json");
        const QByteArray compact =
            QJsonDocument::fromJson(readBytes(monsters)).toJson(QJsonDocument::Compact);
        {
            QFile f(monsters);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(compact);
        }
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QVERIFY(setName(files, QStringLiteral("items.json"), QStringLiteral("/items/0/name"), "x"));
        QStringList written;
        QString error;
        QVERIFY2(files.write(&written, &error), qPrintable(error));
        QCOMPARE(written, QStringList{QStringLiteral("items.json")});
        QCOMPARE(readBytes(monsters), compact);
    }

    // A rename rewrites monsters.json and tables.json: a save stopped right after the first file
    // is in place (a kill there) leaves a journal, and the next open finishes the save, saying
    // so, for the editor (PackFiles::read) and the command line (PackLoader) alike.
    void saveStoppedAfterTheFirstFileIsFinished_data() {
        QTest::addColumn<bool>("editor");
        QTest::newRow("editor") << true;
        QTest::newRow("command line") << false;
    }
    void saveStoppedAfterTheFirstFileIsFinished() {
        QFETCH(bool, editor);
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QVERIFY(test::renameInFiles(files, RecordKind::Monster, QStringLiteral("goblin"),
                                    QStringLiteral("goblin-renamed")));
        QStringList replaced;
        PackSaveJournal::setTestHook([&](PackSaveJournal::Step step, const QString &file) {
            if (step != PackSaveJournal::Step::FileReplaced)
                return true;
            replaced << file;
            return false; // stopped after the first file, as a kill would
        });
        QString error;
        QVERIFY(!files.write(nullptr, &error));
        PackSaveJournal::setTestHook({});
        QCOMPARE(replaced, QStringList{QStringLiteral("monsters.json")});
        // Half a rename on disk, and the journal that says how to finish it.
        QVERIFY(readBytes(folder + QStringLiteral("/monsters.json")).contains("goblin-renamed"));
        QVERIFY(readBytes(folder + QStringLiteral("/tables.json")).contains("\"goblin\""));
        QVERIFY(QFileInfo::exists(folder + u'/' + PackSaveJournal::journalName()));

        if (editor) {
            Diagnostics read;
            const PackFiles again = PackFiles::read(folder, read, QString());
            QCOMPARE(again.recovered.outcome, PackSaveJournal::Recovery::Outcome::Finished);
            QVERIFY(again.recovered.files.contains(QStringLiteral("tables.json")));
            QVERIFY(again.files.at(QStringLiteral("tables.json")).value.toObject() !=
                    QJsonObject());
        } else {
            Diagnostics loaded;
            PackLoader::load(folder, loaded);
            QVERIFY2(loaded.toStringList().join(u'\n').contains(
                         QStringLiteral("a save that stopped half-way was finished")),
                     qPrintable(loaded.toStringList().join(u'\n')));
            QVERIFY(!loaded.hasErrors());
        }
        QVERIFY(!QFileInfo::exists(folder + u'/' + PackSaveJournal::journalName()));
        QCOMPARE(QDir(folder).entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden),
                 QStringList());
        QCOMPARE(wholeness(folder), QString());
        QVERIFY(!readBytes(folder + QStringLiteral("/tables.json")).contains("\"goblin\""));
    }

    // Stopped before the journal: the old files stand, and the next open throws the new ones
    // away (rolled back).
    void saveStoppedBeforeTheJournalIsUndone() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        const QByteArray monsters = readBytes(folder + QStringLiteral("/monsters.json"));
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QVERIFY(test::renameInFiles(files, RecordKind::Monster, QStringLiteral("goblin"),
                                    QStringLiteral("goblin-renamed")));
        PackSaveJournal::setTestHook([](PackSaveJournal::Step step, const QString &) {
            return step != PackSaveJournal::Step::NewFilesWritten;
        });
        QString error;
        QVERIFY(!files.write(nullptr, &error));
        PackSaveJournal::setTestHook({});
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/.monsters.json.pd-new")));
        QCOMPARE(readBytes(folder + QStringLiteral("/monsters.json")), monsters);

        Diagnostics read;
        const PackFiles again = PackFiles::read(folder, read, QString());
        QCOMPARE(again.recovered.outcome, PackSaveJournal::Recovery::Outcome::RolledBack);
        QVERIFY(again.recovered.files.contains(QStringLiteral("monsters.json")));
        QCOMPARE(QDir(folder).entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden),
                 QStringList());
        QCOMPARE(readBytes(folder + QStringLiteral("/monsters.json")), monsters);
        QCOMPARE(wholeness(folder), QString());
        // Nothing to recover the next time.
        Diagnostics third;
        QCOMPARE(PackFiles::read(folder, third, QString()).recovered.outcome,
                 PackSaveJournal::Recovery::Outcome::Nothing);
    }

    // A save may write a translation (translations/de.json: the folder is made when missing),
    // and nothing outside the pack: neither a save nor a journal naming a path elsewhere is
    // followed.
    void journalKeepsToThePack() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("pack"));
        QVERIFY(QDir().mkpath(folder));
        QString error;
        QVERIFY2(
            PackSaveJournal::save(folder, {{QStringLiteral("translations/de.json"), "{}"}}, &error),
            qPrintable(error));
        QCOMPARE(readBytes(folder + QStringLiteral("/translations/de.json")), QByteArray("{}"));
        for (const QString &name :
             {QStringLiteral("../outside.json"), QStringLiteral("sounds/x.json"),
              QStringLiteral("translations/../../outside.json")}) {
            QVERIFY(!PackSaveJournal::save(folder, {{name, "{}"}}, &error));
            QVERIFY2(error.contains(QStringLiteral("not a pack file's name")), qPrintable(error));
        }
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("outside.json"))));

        // A journal (a damaged one, or not this program's) that names a file outside.
        QFile outside(tmp.filePath(QStringLiteral("outside.json")));
        QVERIFY(outside.open(QIODevice::WriteOnly));
        outside.write("old");
        outside.close();
        QFile newFile(folder + QStringLiteral("/../.outside.json.pd-new"));
        QVERIFY(newFile.open(QIODevice::WriteOnly));
        newFile.write("new");
        newFile.close();
        QFile journal(folder + u'/' + PackSaveJournal::journalName());
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write(R"({"format": 1, "files": [{"file": "../outside.json",
                         "new": "../.outside.json.pd-new", "sha256": "x"}]})");
        journal.close();
        const PackSaveJournal::Recovery r = PackSaveJournal::recover(folder);
        QCOMPARE(r.outcome, PackSaveJournal::Recovery::Outcome::Failed);
        QCOMPARE(readBytes(tmp.filePath(QStringLiteral("outside.json"))), QByteArray("old"));
    }

    // Really killed: a program saving a rename over and over is killed at each step of a save
    // (just after it says it reached the step: the kill lands there or a little later), twelve
    // times; each time the pack, once opened, is whole: all of the old names or all of the new.
    void killedSaveLeavesOldOrNewPack() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        const QStringList steps = {QStringLiteral("new-files"), QStringLiteral("journal"),
                                   QStringLiteral("replaced")};
        QMap<QString, int> outcomes;
        for (int kill = 0; kill < 12; ++kill) {
            QProcess child;
            child.start(QStringLiteral(PD_SAVE_CHILD_PATH), {folder, QStringLiteral("loop")});
            QVERIFY(child.waitForStarted());
            const QString step = steps.at(kill % 3);
            const int saves = kill / 3; // after a few whole saves, to vary the files' state
            int seen = 0;
            bool reached = false;
            while (!reached && child.waitForReadyRead(20000)) {
                while (child.canReadLine()) {
                    const QString line = QString::fromUtf8(child.readLine()).trimmed();
                    if (line.startsWith(QStringLiteral("saved")))
                        ++seen;
                    if (seen >= saves && line.startsWith(step)) {
                        child.kill();
                        reached = true;
                        break;
                    }
                }
            }
            QVERIFY2(reached, qPrintable(QString::fromUtf8(child.readAllStandardError())));
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            Diagnostics found;
            QCOMPARE(wholeness(folder, &found), QString());
            const QString said = found.toStringList().join(u'\n');
            ++outcomes[said.contains(QStringLiteral("was finished")) ? QStringLiteral("finished")
                       : said.contains(QStringLiteral("was undone")) ? QStringLiteral("undone")
                                                                     : QStringLiteral("whole")];
        }
        qInfo() << "after 12 kills the next open found:" << outcomes;
        // The kills at "journal" and "replaced" land after the journal is written.
        QVERIFY(outcomes.value(QStringLiteral("finished")) > 0);
    }

    // A kill right after the first file of a save is in place (the program itself dies there).
    void childDyingAfterTheFirstFileLeavesAPackToFinish() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        QProcess child;
        child.start(QStringLiteral(PD_SAVE_CHILD_PATH),
                    {folder, QStringLiteral("stop-after-first-file")});
        QVERIFY(child.waitForFinished(20000));
        QCOMPARE(child.exitCode(), 3);
        QVERIFY(QFileInfo::exists(folder + u'/' + PackSaveJournal::journalName()));
        Diagnostics found;
        QCOMPARE(wholeness(folder, &found), QString());
        QVERIFY(found.toStringList().join(u'\n').contains(QStringLiteral("was finished")));
        QVERIFY(readBytes(folder + QStringLiteral("/monsters.json")).contains("goblin-renamed"));
    }

    // Only regular files are opened: a named pipe, a device, a folder or a link that loops in
    // place of a pack file is refused at once, named (opening a pipe waited for ever).
    void onlyRegularFilesAreRead_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("said");
        QTest::newRow("named pipe") << QStringLiteral("fifo") << QStringLiteral("regular file");
        QTest::newRow("link to /dev/null")
            << QStringLiteral("devnull") << QStringLiteral("regular file");
        QTest::newRow("device node") << QStringLiteral("mknod") << QStringLiteral("regular file");
        QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("is a folder");
        QTest::newRow("link loop") << QStringLiteral("loop") << QStringLiteral("loop");
    }
    void onlyRegularFilesAreRead() {
        QFETCH(QString, kind);
        QFETCH(QString, said);
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("p"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"), folder));
        const QString items = folder + QStringLiteral("/items.json");
        QFile::remove(items);
        const QByteArray path = QFile::encodeName(items);
        if (kind == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(path.constData(), 0600), 0);
        else if (kind == QLatin1String("devnull"))
            QVERIFY(QFile::link(QStringLiteral("/dev/null"), items));
        else if (kind == QLatin1String("mknod") &&
                 ::mknod(path.constData(), S_IFCHR | 0600, makedev(1, 3)) != 0)
            QSKIP("no permission to make a device node here");
        else if (kind == QLatin1String("folder"))
            QVERIFY(QDir().mkdir(items));
        else if (kind == QLatin1String("loop")) {
            QVERIFY(QFile::link(folder + QStringLiteral("/other.json"), items));
            QVERIFY(QFile::link(items, folder + QStringLiteral("/other.json")));
        }
        // Read on another thread: a reader that blocks fails here instead of hanging the test
        // (and is then let go by opening the pipe's other end).
        QFutureWatcher<QStringList> watcher;
        QSignalSpy done(&watcher, &QFutureWatcher<QStringList>::finished);
        watcher.setFuture(QtConcurrent::run([folder] {
            Diagnostics disk, memory;
            PackLoader::load(folder, disk);
            const PackFiles files = PackFiles::read(folder, memory, QString());
            QStringList out = disk.toStringList();
            out << (files.unreadable.contains(QStringLiteral("items.json"))
                        ? QStringLiteral("unreadable")
                        : QStringLiteral("read"));
            out += memory.toStringList();
            return out;
        }));
        const bool finished = done.wait(10000);
        if (!finished) {
            const int writer = ::open(path.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0)
                ::close(writer);
            watcher.waitForFinished();
        }
        QVERIFY2(finished, "reading the pack waited on the file");
        const QStringList lines = watcher.result();
        const QString text = lines.join(u'\n');
        QVERIFY2(lines.contains(QStringLiteral("unreadable")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("items.json")) && text.contains(said),
                 qPrintable(text));
    }

    // Looking for a dependency reads the pack.json of every folder beside the pack: a pipe in
    // one of them is passed over.
    void dependencySearchPassesOverPipes() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("p"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"), folder));
        QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("sibling"))));
        const QByteArray pipe =
            QFile::encodeName(tmp.filePath(QStringLiteral("sibling/pack.json")));
        QCOMPARE(::mkfifo(pipe.constData(), 0600), 0);
        JsonTree manifest = parse(readBytes(folder + QStringLiteral("/pack.json")));
        manifest.setMember(QStringLiteral("dependencies"),
                           parse(R"([{"id": "org.example.nowhere", "version": "*"}])"));
        {
            QFile f(folder + QStringLiteral("/pack.json"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(JsonWriter::write(manifest));
        }
        QFutureWatcher<QString> watcher;
        QSignalSpy done(&watcher, &QFutureWatcher<QString>::finished);
        watcher.setFuture(QtConcurrent::run([folder] {
            Diagnostics d;
            PackLoader::load(folder, d);
            return d.toStringList().join(u'\n');
        }));
        const bool finished = done.wait(10000);
        if (!finished) {
            const int writer = ::open(pipe.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0)
                ::close(writer);
            watcher.waitForFinished();
        }
        QVERIFY2(finished, "looking for the dependency waited on a pipe");
        QVERIFY2(watcher.result().contains(QStringLiteral("\"org.example.nowhere\" not found")),
                 qPrintable(watcher.result()));
    }

    void writeFailsNamingTheFile() {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("p"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"), folder));
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QVERIFY(files.has(QStringLiteral("items.json")));
        files.files[QStringLiteral("items.json")].tree.setMember(
            QStringLiteral("$comment"), JsonTree(QJsonValue(QStringLiteral("changed"))));
        files.files[QStringLiteral("items.json")].edited();
        // A folder where the file was: no one, root included, can write the file there.
        QVERIFY(QFile::remove(folder + QStringLiteral("/items.json")));
        QVERIFY(QDir(folder).mkdir(QStringLiteral("items.json")));
        QString error;
        QStringList conflicts;
        QVERIFY(!files.write(nullptr, &error, &conflicts)); // (not what was read: refused)
        QCOMPARE(conflicts, QStringList{QStringLiteral("items.json")});
        // Written over anyway, the write itself fails, naming the file.
        error.clear();
        QVERIFY(!files.write(nullptr, &error, nullptr, PackFiles::Conflict::Overwrite));
        QVERIFY2(error.contains(QStringLiteral("items.json")), qPrintable(error));
        QVERIFY(QFileInfo(folder + QStringLiteral("/items.json")).isDir());
    }

    // The editor's promise: what it shows for files in memory is what loading them from disk
    // shows, to the line and column while a file is unchanged.
    void memoryCompilesAsDiskLoads_data() {
        QTest::addColumn<QString>("pack");
        const QString broken = QStringLiteral(PD_TEST_DATA_DIR "/packs/broken");
        const QStringList names = QDir(broken).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << broken + u'/' + name;
        for (const char *p : {"classic", "permadungeon", "maze-duel", "permadungeon-homework"})
            QTest::newRow(p) << PackLoader::bundledDataDir() + u'/' + QLatin1String(p);
    }
    void memoryCompilesAsDiskLoads() {
        QFETCH(QString, pack);
        Diagnostics disk;
        const Pack fromDisk = PackLoader::load(pack, disk, bare());

        Diagnostics memory;
        PackFiles files = PackFiles::read(pack, memory, QString());
        const Pack fromMemory = PackLoader::load(files, memory, bare());
        QCOMPARE(lines(memory), lines(disk));
        QCOMPARE(fromMemory.contentHash(), fromDisk.contentHash());

        // Edited (no text to locate in), the same problems at the same pointers.
        for (auto &entry : files.files)
            entry.second.edited();
        Diagnostics edited;
        PackFiles::read(pack, edited, QString()); // the syntax errors, as the editor keeps them
        PackLoader::load(files, edited, bare());
        QCOMPARE(unlocated(edited), unlocated(disk));
    }

    // The validator alone judges only the pack's own records, and has no text to point into.
    void validatorJudgesOwnRecordsInMemory() {
        Diagnostics d;
        Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(PackValidator::validate(pack).isEmpty());
        QVERIFY(!pack.tables.isEmpty());
        int t = 0;
        while (pack.tables[t].id != QLatin1String("items-d1"))
            ++t;
        pack.tables[t].rows[0].result.kind = TableResult::Kind::Item;
        pack.tables[t].rows[0].result.ref = QStringLiteral("potion-hp-9");
        pack.rebuildIndex();
        const Diagnostics found = PackValidator::validate(pack);
        QCOMPARE(found.items().size(), 1);
        const Diagnostic &x = found.items().first();
        QCOMPARE(x.file, QStringLiteral("tables.json"));
        QCOMPARE(x.pointer, pack.tables[t].rows[0].pointer + QStringLiteral("/item"));
        QVERIFY2(x.message.contains(QStringLiteral("unknown item \"potion-hp-9\"")),
                 qPrintable(x.message));
        QVERIFY(!x.location.isValid());
        // A dependency's record is not the pack's to answer for.
        pack.tables[t].origin = QStringLiteral("some-other-pack");
        QVERIFY(PackValidator::validate(pack).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPackFiles)
#include "tst_packfiles.moc"
