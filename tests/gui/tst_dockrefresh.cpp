// Docks say what they need (issue 31): each view of the Editor (a dock, the table or the record
// in the centre) is refreshed at most once per edit, and only when the edit touched what it
// shows, with the compile running aside as in a big pack; typing in a big pack's table keeps
// the cell typed in, and its cursor, while the odds follow; a save compiles nothing again.

#include "BigPack.h"
#include "EditorTest.h"
#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "docks/DocumentView.h"
#include "docks/LanguagesDock.h"
#include "docks/PackFilesDock.h"
#include "document/PackDocument.h"
#include "preview/ImpactView.h"
#include "preview/SeedPreviewDock.h"
#include "records/RecordForm.h"
#include "search/SearchDock.h"
#include "tables/OddsChart.h"
#include "tables/OddsDock.h"
#include "tables/TableEditor.h"
#include "tables/WhereFromDock.h"
#include "workspace/PackFileController.h"

#include <QFile>
#include <QLineEdit>
#include <QPointer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

const QString kTables = QStringLiteral("tables.json");
const QString kMonsters = QStringLiteral("monsters.json");

// Every view of the Editor by name, with how often it was refreshed so far.
QMap<QString, int> refreshes(EditorWorkspace &editor) {
    QMap<QString, int> out;
    const QList<QWidget *> widgets = editor.findChildren<QWidget *>();
    for (QWidget *w : widgets)
        if (const auto *view = dynamic_cast<const DocumentView *>(w))
            out.insert(w->objectName(), view->refreshCount());
    return out;
}

QString weightPointer(PackDocument *doc, int row) {
    return *doc->recordPointer(RecordKind::Table, QStringLiteral("mon-d1")) +
           QStringLiteral("/rows/%1/weight").arg(row);
}

// What the odds chart shows, bar by bar.
QString oddsShown(const OddsChart *chart) {
    QString out;
    for (const OddsChart::Section &s : chart->sections())
        for (const OddsChart::Bar &b : s.bars)
            out += b.label + u'=' + b.fraction + u';';
    return out;
}

} // namespace

class TestDockRefresh : public QObject {
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
        QVERIFY(test::makeBigPack(m_big));
    }

    // The contract, edit by edit: the views each edit refreshes, once; every other view is left
    // alone. The Editor shows the classic pack with the goblin's record (the form and the JSON)
    // or the table mon-d1 (its rows and the JSON) in the centre; the odds show mon-d1, "where
    // from" the goblin, the search "goblin", the sheet the monsters. Why each view is or is not
    // refreshed:
    // - the table's rows: not for what is typed in them (the cell keeps its cursor), for an edit
    //   of the table made elsewhere, and for the ids its pickers offer;
    // - the form: for its record (its own edits too: a field typed in keeps its text), the ids
    //   its pickers offer;
    // - the JSON: for the value it shows, unless typed in it;
    // - the odds: for the tables and the ids their rows name, and the tables' problems;
    // - "where from": for the tables, the ruleset, the ids and names it lists, the trophies;
    // - the seed preview: for what makes and draws levels (tables, ruleset, tileset; the
    //   records' ids, names and looks), never for a monster's stats;
    // - the impact and the playtest: for the tables, the ruleset and the records, which levels,
    //   fights and runs are made of;
    // - the search: only when a result, or a value that matches, changed;
    // - the sheet: for its kind's file; a list: for its kind's ids, names and sorting fields;
    // - the problems: when they, or where they are, change (a save locates them), and, in a
    //   pack with translations, for the records' ids and texts (what the languages lack);
    // - the Pack dock: when one of its files is read whole (never by these edits);
    // - the languages: for the records' ids and texts (a rename moves the texts with the id);
    // - the tileset: for the records' ids and looks (a tile is named by its record's id).
    void refreshesPerEdit_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QStringList>("refreshed");
        const QString json = QStringLiteral("JsonEditor"), odds = QStringLiteral("OddsDock"),
                      whereFrom = QStringLiteral("WhereFromDock"),
                      preview = QStringLiteral("SeedPreviewDock"),
                      impact = QStringLiteral("impactView"),
                      playtest = QStringLiteral("PlaytestDock"),
                      table = QStringLiteral("TableEditor"), form = QStringLiteral("RecordForm"),
                      problems = QStringLiteral("ProblemsDock"),
                      search = QStringLiteral("SearchDock"),
                      sheet = QStringLiteral("RecordSheetDock"),
                      monsters = QStringLiteral("RecordListDock-monsters"),
                      languages = QStringLiteral("LanguagesDock"),
                      tileset = QStringLiteral("TilesetDock");
        QTest::newRow("a weight typed in the table")
            << QStringLiteral("weight")
            << QStringList{json, odds, whereFrom, preview, impact, playtest};
        QTest::newRow("a weight set elsewhere, with a problem")
            << QStringLiteral("problem")
            << QStringList{table, json, odds, problems, whereFrom, preview, impact, playtest};
        // (an item's stack says how many are placed together: the levels change)
        QTest::newRow("an item's stack set elsewhere")
            << QStringLiteral("stack") << QStringList{preview, impact, playtest};
        QTest::newRow("a monster's HP typed in its form")
            << QStringLiteral("hp") << QStringList{form, json, sheet, impact, playtest};
        // (the workspace follows the record to its new id: the JSON and the odds are shown
        // anew, not refreshed)
        QTest::newRow("a rename") << QStringLiteral("rename")
                                  << QStringList{form,     table,     whereFrom, search,
                                                 sheet,    preview,   impact,    playtest,
                                                 monsters, languages, problems,  tileset};
        QTest::newRow("undo") << QStringLiteral("undo")
                              << QStringList{form, json, sheet, impact, playtest};
        QTest::newRow("redo") << QStringLiteral("redo")
                              << QStringList{form, json, sheet, impact, playtest};
        QTest::newRow("a save") << QStringLiteral("save") << QStringList{problems};
    }
    void refreshesPerEdit() {
        QFETCH(QString, edit);
        QFETCH(QStringList, refreshed);
        EditorWorkspace editor; // (not shown: every view is in view)
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"))));
        PackDocument *doc = editor.document();
        doc->setChecking(PackDocument::Checking::Aside);
        const bool tableInTheCentre =
            edit == QLatin1String("weight") || edit == QLatin1String("problem");
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        if (tableInTheCentre)
            editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        editor.oddsDock()->setTable(QStringLiteral("mon-d1"));
        editor.whereFromDock()->setRecord(TableResult::Kind::Monster, QStringLiteral("goblin"));
        editor.searchDock()->field()->setText(QStringLiteral("goblin"));
        QVERIFY(editor.searchDock()->resultCount() > 0);
        QLineEdit *hp = editor.recordForm()
                            ->editor(QStringLiteral("stats"))
                            ->findChild<QLineEdit *>(QStringLiteral("hp"));
        QVERIFY(hp);
        // What comes before the edit counted.
        if (edit == QLatin1String("undo") || edit == QLatin1String("redo")) {
            QTest::keyClick(hp, Qt::Key_End);
            QTest::keyClick(hp, Qt::Key_0);
            QTRY_VERIFY(!doc->isChecking());
            if (edit == QLatin1String("redo")) {
                doc->undoStack()->undo();
                QTRY_VERIFY(!doc->isChecking());
            }
        } else if (edit == QLatin1String("save")) {
            doc->setValue(kTables, weightPointer(doc, 1), JsonTree(QJsonValue(-3)),
                          QStringLiteral("Change weight"));
            QTRY_VERIFY(!doc->isChecking());
            QVERIFY(doc->diagnostics().hasErrors());
        }
        QTRY_VERIFY(!doc->isChecking());
        QCoreApplication::processEvents();
        const QMap<QString, int> before = refreshes(editor);
        QVERIFY2(before.size() >= 15, qPrintable(QStringList(before.keys()).join(u' ')));

        if (edit == QLatin1String("weight")) {
            auto *cell = qobject_cast<QLineEdit *>(editor.tableEditor()->rows()->cellWidget(1, 0));
            QVERIFY(cell);
            QTest::keyClick(cell, Qt::Key_End);
            QTest::keyClick(cell, Qt::Key_0); // 4 -> 40
            QCOMPARE(doc->value(kTables, weightPointer(doc, 1))->scalar().toInt(), 40);
        } else if (edit == QLatin1String("problem")) {
            doc->setValue(kTables, weightPointer(doc, 1), JsonTree(QJsonValue(-3)),
                          QStringLiteral("Change weight"));
        } else if (edit == QLatin1String("stack")) {
            doc->setPath(QStringLiteral("items.json"),
                         *doc->recordPointer(RecordKind::Item, QStringLiteral("potion-hp-1")),
                         QStringLiteral("stack"), JsonTree(QJsonValue(3)),
                         QStringLiteral("Change stack"));
        } else if (edit == QLatin1String("hp")) {
            QTest::keyClick(hp, Qt::Key_End);
            QTest::keyClick(hp, Qt::Key_0); // 32 -> 320
            const QString at = *doc->recordPointer(RecordKind::Monster, QStringLiteral("goblin"));
            QCOMPARE(doc->value(kMonsters, at + QStringLiteral("/stats/hp"))->scalar().toInt(),
                     320);
        } else if (edit == QLatin1String("rename")) {
            QVERIFY(editor.renameRecord(QStringLiteral("hobgoblin")));
        } else if (edit == QLatin1String("undo")) {
            doc->undoStack()->undo();
        } else if (edit == QLatin1String("redo")) {
            doc->undoStack()->redo();
        } else if (edit == QLatin1String("save")) {
            QString error;
            QVERIFY2(doc->save(&error), qPrintable(error));
        }
        // (compiled aside: the views hear of it later; a rename and a save wait for it)
        QVERIFY(doc->isChecking() || edit == QLatin1String("rename") ||
                edit == QLatin1String("save"));
        QTRY_VERIFY(!doc->isChecking());
        QCoreApplication::processEvents();

        const QMap<QString, int> after = refreshes(editor);
        QStringList wrong;
        for (auto it = after.cbegin(); it != after.cend(); ++it) {
            const int times = it.value() - before.value(it.key());
            if (times != (refreshed.contains(it.key()) ? 1 : 0))
                wrong << QStringLiteral("%1 refreshed %2 times").arg(it.key()).arg(times);
        }
        for (const QString &name : std::as_const(refreshed))
            if (!after.contains(name))
                wrong << QStringLiteral("no view %1").arg(name);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(", "))));
    }

    // The languages dock (a view added by ARCHITECTURE.md's recipe): classic has every text in
    // German and French; a duplicated monster's name and description are in neither until
    // translated, and the dock lists them under each language, leading to the record.
    void languagesDockListsWhatEachLanguageLacks() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"))));
        auto *dock = editor.findChild<LanguagesDock *>();
        QVERIFY(dock);
        const QStringList whole = dock->summary();
        QCOMPARE(whole.size(), 2);
        for (const QString &line : whole)
            QVERIFY2(line.contains(QLatin1String(": all ")), qPrintable(line));
        QVERIFY(whole.first().contains(QLatin1String("(de)")));
        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        editor.duplicateRecord();
        QTRY_VERIFY(!editor.document()->isChecking());
        const QStringList lacking = dock->summary();
        QCOMPARE(lacking.size(), 2);
        for (const QString &line : lacking)
            QVERIFY2(line.contains(QLatin1String(", 2 missing")), qPrintable(line));
        QTreeWidgetItem *german = dock->tree()->topLevelItem(0);
        QCOMPARE(german->childCount(), 2);
        const QString copy = german->child(0)->text(0).section(u' ', 1, 1).chopped(1);
        QVERIFY2(copy.startsWith(QLatin1String("goblin")) && copy != QLatin1String("goblin"),
                 qPrintable(german->child(0)->text(0)));
        QSignalSpy chosen(dock, &LanguagesDock::recordChosen);
        Q_EMIT dock->tree()->itemActivated(german->child(1), 0);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().at(0).value<RecordKind>(), RecordKind::Monster);
        QCOMPARE(chosen.first().at(1).toString(), copy);
        QSignalSpy file(dock, &LanguagesDock::fileChosen);
        Q_EMIT dock->tree()->itemActivated(german, 0);
        QCOMPARE(file.first().at(0).toString(), QStringLiteral("translations/de.json"));
        editor.document()->undoStack()->undo();
        QTRY_VERIFY(!editor.document()->isChecking());
        QCOMPARE(dock->summary(), whole);
    }

    // In a pack of 10,000 records (compiled aside), typing into a table's weight keeps the cell
    // and its cursor when the compile comes back: the grid is not built again under the person
    // typing, and the odds follow.
    void typingKeepsTheCellInABigPack() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, copyOf(QStringLiteral("big"))));
        PackDocument *doc = editor.document();
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        QTRY_VERIFY(!doc->isChecking());
        QTableWidget *rows = editor.tableEditor()->rows();
        QPointer<QLineEdit> cell = qobject_cast<QLineEdit *>(rows->cellWidget(1, 0));
        QVERIFY(cell);
        QCOMPARE(cell->text(), QStringLiteral("4"));
        const QString oddsBefore = oddsShown(editor.oddsDock()->chart());
        cell->setFocus();
        QTRY_VERIFY(cell->hasFocus());
        QTest::keyClick(cell, Qt::Key_End);
        QTest::keyClick(cell, Qt::Key_1);
        QVERIFY(doc->isChecking()); // (compiled aside: the edit's result comes later)
        QTest::keyClick(cell, Qt::Key_2);
        QTRY_VERIFY(!doc->isChecking());
        QCoreApplication::processEvents();
        QVERIFY2(cell, "the grid was built again under the cursor");
        QCOMPARE(rows->cellWidget(1, 0), cell.data());
        QVERIFY(cell->hasFocus());
        QCOMPARE(cell->text(), QStringLiteral("412"));
        QCOMPARE(cell->cursorPosition(), 3);
        QCOMPARE(doc->value(kTables, weightPointer(doc, 1))->scalar().toInt(), 412);
        QCOMPARE(doc->pack()->table(QStringLiteral("mon-d1"))->rows.at(1).weight, 412);
        QVERIFY(oddsShown(editor.oddsDock()->chart()) != oddsBefore);
        // The next key goes on where the cursor is.
        QTest::keyClick(cell, Qt::Key_Backspace);
        QTRY_VERIFY(!doc->isChecking());
        QCOMPARE(cell->text(), QStringLiteral("41"));
        QCOMPARE(doc->value(kTables, weightPointer(doc, 1))->scalar().toInt(), 41);
    }

    // The Pack dock says which files the pack lacks or cannot read, and follows a file read
    // again from disk (another program fixed it), and its undo; an edit of a file it lists
    // changes nothing it shows and leaves it alone.
    void packFilesFollowAReload() {
        const QString folder = copyOf(QStringLiteral("classic"));
        QFile sounds(folder + QStringLiteral("/sounds.json"));
        QVERIFY(sounds.open(QIODevice::ReadOnly));
        const QByteArray good = sounds.readAll();
        sounds.close();
        QVERIFY(sounds.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sounds.write(good + "}"); // no longer JSON
        sounds.close();
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        auto *dock = editor.findChild<PackFilesDock *>();
        QVERIFY(dock);
        const QString file = QStringLiteral("sounds.json");
        QCOMPARE(dock->text(file), QStringLiteral("Sounds and music (not valid JSON)"));
        const int before = dock->refreshCount();
        doc->setValue(QStringLiteral("pack.json"), QStringLiteral("/name"),
                      JsonTree(QJsonValue(QStringLiteral("Classic, again"))),
                      QStringLiteral("Change name"));
        QCOMPARE(dock->refreshCount(), before);

        QVERIFY(sounds.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sounds.write(good);
        sounds.close();
        doc->reloadFiles({file}, QStringLiteral("Reload"));
        QCOMPARE(dock->text(file), QStringLiteral("Sounds and music"));
        QCOMPARE(dock->refreshCount(), before + 1);
        doc->undoStack()->undo();
        QCOMPARE(dock->text(file), QStringLiteral("Sounds and music (not valid JSON)"));
        QCOMPARE(dock->refreshCount(), before + 2);
    }

    // A save writes what the last compile compiled: the problems stand, located in the text
    // written, and the pack is the one compiled before (nothing compiled again).
    void aSaveCompilesNothingAgain() {
        PackDocument doc;
        const QString folder = copyOf(QStringLiteral("classic"));
        QVERIFY(doc.open(folder, nullptr));
        doc.setValue(kTables, weightPointer(&doc, 1), JsonTree(QJsonValue(-3)),
                     QStringLiteral("Change weight"));
        doc.settle();
        QCOMPARE(doc.diagnostics().items().size(), 1);
        QVERIFY(!doc.diagnostics().items().first().location.isValid()); // edited: no text
        const std::shared_ptr<const Pack> compiled = doc.pack();
        QString error;
        QVERIFY2(doc.save(&error), qPrintable(error));
        QCOMPARE(doc.pack(), compiled);
        // Located as a compile of the files written locates them.
        Diagnostics fromDisk;
        PackLoader::Options options;
        options.displayPrefix = QString();
        options.displayPrefixSet = true;
        PackLoader::load(folder, fromDisk, options);
        QVERIFY(doc.diagnostics().items().first().location.isValid());
        QCOMPARE(doc.diagnostics().toStringList(), fromDisk.toStringList());
    }
};

QTEST_MAIN(TestDockRefresh)
#include "tst_dockrefresh.moc"
