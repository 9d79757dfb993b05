// The pack's problems are compiled away from the window's thread (issue 24, "nothing frozen"):
// the results are the same as a compile on the window's thread over the bundled packs and a
// pack of 10,000 records, a burst of edits ends with the last edit's problems in a couple of
// compiles, a stale result is never shown, a save asks about the problems of the last edit,
// and closing the pack or the Editor while a compile runs is safe.

#include "EditorTest.h"
#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "docks/ProblemsDock.h"
#include "document/PackDocument.h"
#include "workspace/PackFileController.h"
#include "json/JsonEditor.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

const QString kTables = QStringLiteral("tables.json");

JsonTree num(double n) {
    return JsonTree(QJsonValue(n));
}

JsonTree str(const QString &s) {
    return JsonTree(QJsonValue(s));
}

QByteArray readBytes(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// classic with 10,000 more items (treasures) and a table naming each, which depths 1-2 roll,
// written as plain JSON.
bool makeBigPack(const QString &folder) {
    if (!test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder))
        return false;
    QFile items(folder + QStringLiteral("/items.json"));
    QFile tables(folder + QStringLiteral("/tables.json"));
    if (!items.open(QIODevice::ReadOnly) || !tables.open(QIODevice::ReadOnly))
        return false;
    QJsonObject itemsFile = QJsonDocument::fromJson(items.readAll()).object();
    QJsonObject tablesFile = QJsonDocument::fromJson(tables.readAll()).object();
    items.close();
    tables.close();
    QJsonArray list = itemsFile.value(QStringLiteral("items")).toArray();
    QJsonArray rows;
    for (int i = 0; i < 10000; ++i) {
        const QString id = QStringLiteral("gem-%1").arg(i);
        list.append(QJsonObject{{QStringLiteral("id"), id},
                                {QStringLiteral("name"), QStringLiteral("Gem %1").arg(i)},
                                {QStringLiteral("kind"), QStringLiteral("treasure")},
                                {QStringLiteral("worth"), QStringLiteral("%1d6").arg(1 + i % 5)},
                                {QStringLiteral("glyph"), QStringLiteral("*")},
                                {QStringLiteral("color"), QStringLiteral("#a0e0ff")}});
        rows.append(
            QJsonObject{{QStringLiteral("weight"), 1 + i % 7}, {QStringLiteral("item"), id}});
    }
    itemsFile.insert(QStringLiteral("items"), list);
    QJsonArray tableList = tablesFile.value(QStringLiteral("tables")).toArray();
    // Depths 1-2 find gems among their items: a pack that uses all it holds has no warnings.
    for (qsizetype i = 0; i < tableList.size(); ++i) {
        QJsonObject t = tableList.at(i).toObject();
        if (t.value(QStringLiteral("id")).toString() != QLatin1String("items-d1"))
            continue;
        QJsonArray itemRows = t.value(QStringLiteral("rows")).toArray();
        itemRows.append(QJsonObject{{QStringLiteral("weight"), 1},
                                    {QStringLiteral("table"), QStringLiteral("gems")}});
        t.insert(QStringLiteral("rows"), itemRows);
        tableList.replace(i, t);
    }
    tableList.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("gems")},
                                 {QStringLiteral("rows"), rows}});
    tablesFile.insert(QStringLiteral("tables"), tableList);
    return items.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           items.write(QJsonDocument(itemsFile).toJson()) > 0 &&
           tables.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           tables.write(QJsonDocument(tablesFile).toJson()) > 0;
}

// The pack compiled from the document's trees on this thread, as the loader does it.
struct Reference {
    QStringList diagnostics;
    QByteArray hash;
};
Reference compiledHere(const PackDocument &doc) {
    Diagnostics d;
    PackLoader::Options options;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(doc.files(), d, options);
    return {d.toStringList(), pack.contentHash()};
}

QString weightOf(PackDocument &doc, const QString &table, int row) {
    return *doc.recordPointer(RecordKind::Table, table) +
           QStringLiteral("/rows/%1/weight").arg(row);
}

} // namespace

class TestEditorCompile : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_big;
    int m_copies = 0;

    QString copyOf(const QString &pack) {
        const QString folder = m_tmp.filePath(QStringLiteral("%1-%2").arg(pack).arg(++m_copies));
        const QString from =
            pack == QLatin1String("big") ? m_big : QStringLiteral(PD_TEST_PACKS_DIR) + u'/' + pack;
        return test::copyFolder(from, folder) ? folder : QString();
    }

private Q_SLOTS:
    void initTestCase() {
        qputenv("PD_NO_DIALOGS", "1");
        m_big = m_tmp.filePath(QStringLiteral("big"));
        QVERIFY(makeBigPack(m_big));
    }

    // The same edits in two documents, one compiling aside and one on this thread: after each
    // the problems and the pack are the same, and the same as the loader makes of the trees (so
    // the values a snapshot takes, kept in step edit by edit, are the trees' values).
    void asideEqualsOnThisThread_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
        QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
        QTest::newRow("10,000 records") << QStringLiteral("big");
    }
    void asideEqualsOnThisThread() {
        QFETCH(QString, pack);
        const QString folder = copyOf(pack);
        QVERIFY(!folder.isEmpty());
        PackDocument aside, here;
        aside.setChecking(PackDocument::Checking::Aside);
        here.setChecking(PackDocument::Checking::OnThisThread);
        QVERIFY(aside.open(folder, nullptr));
        QVERIFY(here.open(folder, nullptr));
        const QString monster =
            aside.pack()->monsters.isEmpty() ? QString() : aside.pack()->monsters.first().id;
        const QString table0 = QStringLiteral("/tables/0");
        const QList<std::pair<QString, std::function<void(PackDocument &)>>> edits = {
            {QStringLiteral("a new member"),
             [&](PackDocument &d) {
                 d.setValue(kTables, table0 + QStringLiteral("/description"), str(u"x"_qs), {});
             }},
            {QStringLiteral("a row's weight below 0"),
             [&](PackDocument &d) {
                 d.setPath(kTables, table0, QStringLiteral("rows/0/weight"), num(-3), {});
             }},
            {QStringLiteral("a row inserted"),
             [&](PackDocument &d) {
                 d.insertItem(kTables, table0 + QStringLiteral("/rows"), 0,
                              *d.value(kTables, table0 + QStringLiteral("/rows/0")), {});
             }},
            {QStringLiteral("a row moved"),
             [&](PackDocument &d) {
                 d.moveItem(kTables, table0 + QStringLiteral("/rows"), 0, 1, {});
             }},
            {QStringLiteral("a member removed"),
             [&](PackDocument &d) {
                 d.removeValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"), {});
             }},
            {QStringLiteral("an id another record names changed"),
             [&](PackDocument &d) {
                 d.setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/id"),
                            str(u"no-such-thing"_qs), {});
             }},
            {QStringLiteral("a record renamed with its references"),
             [&](PackDocument &d) {
                 if (!monster.isEmpty())
                     d.renameRecord(RecordKind::Monster, monster, u"renamed-one"_qs, {});
             }},
            {QStringLiteral("undo"), [](PackDocument &d) { d.undoStack()->undo(); }},
            {QStringLiteral("undo"), [](PackDocument &d) { d.undoStack()->undo(); }},
            {QStringLiteral("redo"), [](PackDocument &d) { d.undoStack()->redo(); }},
            {QStringLiteral("a whole file replaced"),
             [&](PackDocument &d) {
                 JsonTree file = *d.value(QStringLiteral("items.json"), QString());
                 file.find(QStringLiteral("/items/0"))->setMember(u"tier"_qs, num(9));
                 d.setValue(QStringLiteral("items.json"), QString(), file, {});
             }},
        };
        for (const auto &[what, edit] : edits) {
            edit(aside);
            edit(here);
            QVERIFY2(!here.isChecking(), qPrintable(what));
            QTRY_VERIFY2(!aside.isChecking(), qPrintable(what));
            const Reference reference = compiledHere(here);
            QCOMPARE(here.diagnostics().toStringList(), reference.diagnostics);
            QCOMPARE(aside.diagnostics().toStringList(), reference.diagnostics);
            QCOMPARE(here.pack()->contentHash(), reference.hash);
            QCOMPARE(aside.pack()->contentHash(), reference.hash);
            for (const auto &[name, file] : aside.files().files)
                QVERIFY2(aside.snapshotValue(name) == file.tree.toValue(),
                         qPrintable(what + u' ' + name));
        }
        QVERIFY(aside.compilesAside() > 0);
        QCOMPARE(here.compilesAside(), 0);
        // Something was wrong along the way, so the comparison compared problems.
        QVERIFY(aside.undoStack()->count() > 0);
    }

    // After an edit the compile reads again only the record whose JSON changed; the others
    // are taken as the last compile read them (asideEqualsOnThisThread holds the result to a
    // compile from scratch), and a record read with a problem is read again every time.
    void anEditReadsOnlyTheRecordItChanged() {
        const QString folder = copyOf(QStringLiteral("big"));
        QVERIFY(!folder.isEmpty());
        PackDocument doc;
        doc.setChecking(PackDocument::Checking::OnThisThread);
        QVERIFY(doc.open(folder, nullptr));
        const qsizetype records = doc.pack()->tables.size() + doc.pack()->items.size() +
                                  doc.pack()->spells.size() + doc.pack()->monsters.size() +
                                  doc.pack()->traps.size();
        doc.setValue(QStringLiteral("items.json"), QStringLiteral("/items/5/name"),
                     str(u"Renamed"_qs), {});
        doc.settle();
        auto [reused, read] = doc.recordsReusedAndRead();
        QCOMPARE(read, 1);
        QVERIFY2(reused + read >= records, qPrintable(QString::number(reused)));
        QCOMPARE(doc.pack()->items.at(5).name, u"Renamed"_qs);
        // A problem in a record: it is read (and said) at every compile, the rest are not.
        doc.setValue(QStringLiteral("items.json"), QStringLiteral("/items/7/tier"), str(u"high"_qs),
                     {});
        doc.settle();
        QVERIFY(doc.diagnostics().hasErrors());
        doc.setValue(QStringLiteral("items.json"), QStringLiteral("/items/5/name"),
                     str(u"Again"_qs), {});
        doc.settle();
        std::tie(reused, read) = doc.recordsReusedAndRead();
        QCOMPARE(read, 2); // the renamed one, and the one with the problem
        QVERIFY(doc.diagnostics().hasErrors());
        QCOMPARE(doc.diagnostics().toStringList(), compiledHere(doc).diagnostics);
    }

    // A big pack is compiled aside on its own (Auto); a small one on this thread, at once.
    void bigPacksAreCompiledAside() {
        PackDocument big, small;
        QVERIFY(big.open(copyOf(QStringLiteral("big")), nullptr));
        QVERIFY(small.open(copyOf(QStringLiteral("classic")), nullptr));
        QSignalSpy checking(&big, &PackDocument::checkingChanged);
        big.setValue(kTables, weightOf(big, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QVERIFY(big.isChecking());
        QCOMPARE(checking.count(), 1);
        QVERIFY(checking.at(0).at(0).toBool());
        QTRY_VERIFY(!big.isChecking());
        QCOMPARE(checking.count(), 2);
        QVERIFY(!checking.at(1).at(0).toBool());
        QVERIFY(big.diagnostics().hasErrors());
        QCOMPARE(big.compilesAside(), 1);

        small.setValue(kTables, weightOf(small, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QVERIFY(!small.isChecking());
        QVERIFY(small.diagnostics().hasErrors());
        QCOMPARE(small.compilesAside(), 0);
    }

    // Fifty keystrokes in a row, as fast as they come: one compile for the first, one for the
    // last (the ones between are never compiled), and the pack shown is the last one's.
    void aBurstEndsWithTheLastEdit_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("10,000 records") << QStringLiteral("big");
    }
    void aBurstEndsWithTheLastEdit() {
        QFETCH(QString, pack);
        PackDocument doc;
        doc.setChecking(PackDocument::Checking::Aside);
        QVERIFY(doc.open(copyOf(pack), nullptr));
        QSignalSpy changed(&doc, &PackDocument::changed);
        const QString weight = weightOf(doc, u"mon-d1"_qs, 2);
        for (int i = 1; i <= 50; ++i)
            doc.setValue(kTables, weight, num(i == 50 ? -3 : i), u"Change weight"_qs);
        QTRY_VERIFY(!doc.isChecking());
        QTRY_VERIFY(!doc.compileRunning());
        QVERIFY2(doc.compilesAside() <= 2, qPrintable(QString::number(doc.compilesAside())));
        QCOMPARE(changed.count(), 1); // the docks refresh once
        QCOMPARE(doc.diagnostics().toStringList(), compiledHere(doc).diagnostics);
        QVERIFY(doc.diagnostics().toStringList().join(u'\n').contains(u"below 0"_qs));
        QCOMPARE(doc.undoStack()->count(), 1); // typing in one field: one step
    }

    // An edit that comes while the last one's compile runs makes that result stale: it is
    // dropped, never shown (a weight typed wrong and mended at once never shows its problem).
    void aStaleResultIsDropped() {
        PackDocument doc;
        doc.setChecking(PackDocument::Checking::Aside);
        QVERIFY(doc.open(copyOf(QStringLiteral("classic")), nullptr));
        QVERIFY(!doc.diagnostics().hasErrors());
        QSignalSpy problems(&doc, &PackDocument::diagnosticsChanged);
        QSignalSpy rebuilt(&doc, &PackDocument::packRebuilt);
        const QString weight = weightOf(doc, u"mon-d1"_qs, 2);
        doc.setValue(kTables, weight, num(-3), u"Change weight"_qs);
        QVERIFY(doc.compileRunning());
        doc.setValue(kTables, weight, num(5), u"Change weight"_qs);
        QTRY_VERIFY(!doc.isChecking());
        QTRY_VERIFY(!doc.compileRunning());
        QCOMPARE(doc.staleResults(), 1);
        QCOMPARE(doc.compilesAside(), 2);
        QCOMPARE(rebuilt.count(), 1);
        QCOMPARE(problems.count(), 0); // the -3 was never shown
        QVERIFY(!doc.diagnostics().hasErrors());
        QCOMPARE(doc.pack()->table(u"mon-d1"_qs)->rows.at(2).weight, qint64(5));
    }

    // Another pack opened while the last one's compile runs: its result is dropped.
    void openingAnotherPackDropsTheCompile() {
        PackDocument doc;
        doc.setChecking(PackDocument::Checking::Aside);
        QVERIFY(doc.open(copyOf(QStringLiteral("big")), nullptr));
        doc.setValue(kTables, weightOf(doc, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QVERIFY(doc.compileRunning());
        QVERIFY(doc.open(copyOf(QStringLiteral("maze-duel")), nullptr));
        QVERIFY(!doc.isChecking());
        QSignalSpy changed(&doc, &PackDocument::changed);
        QSignalSpy rebuilt(&doc, &PackDocument::packRebuilt);
        QTRY_VERIFY(!doc.compileRunning());
        QCOMPARE(doc.staleResults(), 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(rebuilt.count(), 0);
        QCOMPARE(doc.pack()->manifest.id, u"org.permadungeon.maze-duel"_qs);
        QVERIFY(!doc.diagnostics().hasErrors());
    }

    // Undo and redo are edits like any: compiled again, aside.
    void undoAndRedoRecompile() {
        PackDocument doc;
        QVERIFY(doc.open(copyOf(QStringLiteral("big")), nullptr));
        doc.setValue(kTables, weightOf(doc, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QTRY_VERIFY(!doc.isChecking());
        QVERIFY(doc.diagnostics().hasErrors());
        doc.undoStack()->undo();
        QVERIFY(doc.isChecking());
        QTRY_VERIFY(!doc.isChecking());
        QVERIFY(!doc.diagnostics().hasErrors());
        doc.undoStack()->redo();
        QVERIFY(doc.isChecking());
        QTRY_VERIFY(!doc.isChecking());
        QVERIFY(doc.diagnostics().hasErrors());
        QCOMPARE(doc.compilesAside(), 3);
    }

    // Save asks about the problems of the last keystroke, not of the one before it (no dialogs
    // here: a pack with problems is not saved unasked).
    void saveAsksAboutTheCurrentProblems() {
        const QString folder = copyOf(QStringLiteral("classic"));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        doc->setChecking(PackDocument::Checking::Aside);
        const QByteArray before = readBytes(folder + u'/' + kTables);
        const QString weight = weightOf(*doc, u"mon-d1"_qs, 2);
        doc->setValue(kTables, weight, num(-3), u"Change weight"_qs);
        QVERIFY(doc->isChecking());
        QVERIFY(!doc->diagnostics().hasErrors()); // (what was shown a moment ago)
        QVERIFY(!editor.files()->save());         // refused: it has a problem now
        QVERIFY(!doc->isChecking());
        QVERIFY(doc->diagnostics().hasErrors());
        QCOMPARE(readBytes(folder + u'/' + kTables), before);

        // Mended, and saved at once: nothing to ask, the mended value written.
        doc->setValue(kTables, weight, num(7), u"Change weight"_qs);
        QVERIFY(doc->isChecking());
        QVERIFY(doc->diagnostics().hasErrors()); // (the -3 still shown)
        QVERIFY(editor.files()->save());
        QVERIFY(!doc->diagnostics().hasErrors());
        QVERIFY(!doc->isModified());
        QVERIFY(readBytes(folder + u'/' + kTables) != before);
        QTRY_VERIFY(!doc->compileRunning());
        QVERIFY(!doc->diagnostics().hasErrors());
    }

    // Delete is refused while something names the record, also a reference typed a moment
    // before (the pack it asks is the last edit's).
    void deleteSeesTheLastEdit() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"))));
        PackDocument *doc = editor.document();
        doc->setChecking(PackDocument::Checking::Aside);
        const QString monsters = *doc->recordPointer(RecordKind::Table, u"mon-d1"_qs);
        // A new monster, used by nobody: deleted. Used a moment ago: kept.
        editor.select(RecordKind::Monster, u"goblin"_qs);
        editor.duplicateRecord();
        QVERIFY(doc->recordPointer(RecordKind::Monster, u"goblin-copy"_qs));
        QVERIFY(!doc->isChecking());
        doc->setValue(kTables, monsters + QStringLiteral("/rows/0/monster"), str(u"goblin-copy"_qs),
                      u"Change monster"_qs);
        QVERIFY(doc->isChecking());
        QVERIFY(!editor.deleteRecord());
        QVERIFY(doc->recordPointer(RecordKind::Monster, u"goblin-copy"_qs));
    }

    // The Problems dock says "checking…" while the compile runs, and shows the result after.
    void problemsDockSaysChecking() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, copyOf(QStringLiteral("classic"))));
        PackDocument *doc = editor.document();
        doc->setChecking(PackDocument::Checking::Aside);
        ProblemsDock *problems = editor.problemsDock();
        QVERIFY(!problems->showsChecking());
        QCOMPARE(problems->rowCount(), 0);
        doc->setValue(kTables, weightOf(*doc, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QVERIFY(problems->showsChecking());
        QCOMPARE(problems->rowCount(), 0);
        QTRY_VERIFY(!problems->showsChecking());
        QCOMPARE(problems->rowCount(), 1);
        QVERIFY2(problems->text(0).contains(u"below 0"_qs), qPrintable(problems->text(0)));
    }

    // JSON typed in the dock is applied as typed; the compile that comes back later leaves the
    // text as the designer laid it out (it was reloaded in the writer's layout).
    void jsonDockKeepsItsTextWhenTheCompileComesBack() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"))));
        PackDocument *doc = editor.document();
        doc->setChecking(PackDocument::Checking::Aside);
        editor.select(RecordKind::Item, u"potion-hp-1"_qs);
        JsonEditor *json = editor.jsonEditor();
        QString text = json->toPlainText();
        QVERIFY(text.contains(u"\"name\": \""_qs));
        text.replace(u"\"name\": \""_qs, u"\"name\":      \"Big "_qs);
        json->setFocus();
        json->selectAll();
        json->insertPlainText(text);
        QVERIFY(json->applyNow());
        QVERIFY(doc->isChecking());
        QTRY_VERIFY(!doc->isChecking());
        QCOMPARE(json->toPlainText(), text);
        QVERIFY(doc->pack()->item(u"potion-hp-1"_qs)->name.startsWith(u"Big "_qs));
        // An edit from elsewhere (undo) is shown in the dock when its compile comes back.
        doc->undoStack()->undo();
        QTRY_VERIFY(!doc->isChecking());
        QVERIFY(!json->toPlainText().contains(u"Big "_qs));
    }

    // The document, or the whole Editor, destroyed while a compile runs: nothing is delivered
    // into what is gone (the sanitizer build runs this).
    void destroyedWhileCompiling() {
        auto *doc = new PackDocument;
        QVERIFY(doc->open(m_big, nullptr));
        QSignalSpy rebuilt(doc, &PackDocument::packRebuilt);
        doc->setValue(kTables, weightOf(*doc, u"mon-d1"_qs, 2), num(-3), u"Change weight"_qs);
        QVERIFY(doc->compileRunning());
        delete doc;

        auto *editor = new EditorWorkspace;
        QVERIFY(test::showEditor(*editor, copyOf(QStringLiteral("big"))));
        PackDocument *edited = editor->document();
        editor->select(RecordKind::Table, u"mon-d1"_qs);
        for (int i = 0; i < 3; ++i)
            edited->setValue(kTables, weightOf(*edited, u"mon-d1"_qs, 2), num(i - 3),
                             u"Change weight"_qs);
        QVERIFY(edited->compileRunning());
        delete editor;
        // The events a finished compile would have sent go nowhere.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(rebuilt.count(), 0);
    }
};

QTEST_MAIN(TestEditorCompile)
#include "tst_editorcompile.moc"
