// The Editor tab as a designer uses it (offscreen): a change in a form shows in the JSON and
// the odds, a change in the JSON shows in the form; problems appear and lead to their field;
// records are added, duplicated, renamed with their references, and deleted only when unused;
// unsaved work survives a crash.

#include "EditorTest.h"
#include "EditorWorkspace.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "data/PackManifest.h"
#include "data/PackTemplate.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "playtest/PlaytestDock.h"
#include "preview/ContactSheet.h"
#include "preview/Histogram.h"
#include "preview/SeedPreviewDock.h"
#include "records/BandsEditor.h"
#include "records/RecordForm.h"
#include "records/RecordPicker.h"
#include "records/RecordSchema.h"
#include "records/RecordSheet.h"
#include "search/SearchDock.h"
#include "tables/OddsChart.h"
#include "tables/OddsDock.h"
#include "tables/TableEditor.h"
#include "tables/WhereFromDock.h"
#include "workspace/DockLayout.h"
#include "workspace/RecordActions.h"
#include "workspace/RenameDialog.h"
#include "json/JsonEditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

class TestEditor : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;
    int m_count = 0;

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("EditorTest");
        qputenv("PD_NO_DIALOGS", "1");
    }

    void init() {
        m_folder = m_tmp.filePath(QStringLiteral("classic-%1").arg(++m_count));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), m_folder));
    }

    // A designer changes a room-size range: the row's problem and the odds follow at once, the
    // JSON shows it; undo puts everything back.
    void tableEditsShowInOddsAndJson() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        QTableWidget *rows = editor.tableEditor()->rows();
        QCOMPARE(rows->rowCount(), 7);
        OddsChart *chart = editor.oddsDock()->chart();
        QCOMPARE(test::barText(chart, QStringLiteral("1-2  Closet")), QStringLiteral("1/6"));

        auto *range = qobject_cast<QLineEdit *>(rows->cellWidget(0, 0));
        QVERIFY(range);
        auto *what = qobject_cast<QLineEdit *>(rows->cellWidget(0, 2));
        QVERIFY(what);
        test::retype(what, QStringLiteral("Cupboard"));
        QCOMPARE(test::barText(chart, QStringLiteral("1-2  Cupboard")), QStringLiteral("1/6"));
        QCOMPARE(editor.document()->undoStack()->count(), 1);
        // The step names the table it changed (two tables' steps are told apart in History).
        QCOMPARE(editor.document()->undoStack()->undoText(),
                 QStringLiteral("Change label in room-size"));
        editor.document()->undoStack()->undo();
        QCOMPARE(test::barText(chart, QStringLiteral("1-2  Closet")), QStringLiteral("1/6"));
        // Two rows claim 3 and 4: the row says so, and the odds show the problem, not numbers.
        test::retype(range, QStringLiteral("1-4"));
        QVERIFY(rows->item(1, 4)->text().contains(QStringLiteral("overlaps")));
        QVERIFY(chart->sections().isEmpty());
        QVERIFY2(editor.oddsDock()->note().contains(QStringLiteral("room-size, row 2")),
                 qPrintable(editor.oddsDock()->note()));
        QVERIFY(editor.jsonEditor()->toPlainText().contains(QStringLiteral("\"range\": \"1-4\"")));
        QCOMPARE(editor.problemsDock()->rowCount(), 1);
        // Typing three characters is one step.
        QCOMPARE(editor.document()->undoStack()->count(), 1);

        editor.document()->undoStack()->undo();
        QCOMPARE(test::barText(chart, QStringLiteral("1-2  Closet")), QStringLiteral("1/6"));
        QCOMPARE(editor.problemsDock()->rowCount(), 0);
        QVERIFY(!editor.document()->isModified());
    }

    // The reverse: an edit of the JSON shows in the rows and the odds.
    void jsonEditsShowInTheForm() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        JsonEditor *json = editor.jsonEditor();
        QString text = json->toPlainText();
        QVERIFY(text.contains(QStringLiteral("\"range\": \"12\"")));
        text.replace(QStringLiteral("\"range\": \"12\""), QStringLiteral("\"range\": \"12-13\""));
        json->setFocus();
        json->selectAll();
        json->insertPlainText(text);
        QVERIFY(json->applyNow());
        auto *range = qobject_cast<QLineEdit *>(editor.tableEditor()->rows()->cellWidget(6, 0));
        QCOMPARE(range->text(), QStringLiteral("12-13"));
        // Off the die: the pack says so, and the JSON underlines it.
        QVERIFY(editor.tableEditor()->rows()->item(6, 4)->text().contains(QStringLiteral("d12")));
        QVERIFY(!json->marks().isEmpty());
        QVERIFY(json->marks().first().location.isValid());

        // Text that is not JSON is underlined and not applied.
        json->setFocus();
        json->selectAll();
        json->insertPlainText(QStringLiteral("{\"id\": \"room-size\",,}"));
        QVERIFY(!json->applyNow());
        QVERIFY(json->marks().first().message.contains(QStringLiteral("expected")));
        QCOMPARE(editor.document()->undoStack()->count(), 1);
    }

    // A row changed from elsewhere (undo, another view) makes that row again, not the table:
    // the other rows keep their widgets. A change of the table itself makes all of them again.
    void aRowChangedElsewhereRebuildsOnlyThatRow() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        PackDocument *doc = editor.document();
        QTableWidget *rows = editor.tableEditor()->rows();
        const QPointer<QWidget> first = rows->cellWidget(0, 0);
        const QPointer<QWidget> seventh = rows->cellWidget(6, 0);
        QVERIFY(first && seventh);
        const QString table = *doc->recordPointer(RecordKind::Table, QStringLiteral("room-size"));
        doc->setValue(QStringLiteral("tables.json"), table + QStringLiteral("/rows/6/range"),
                      JsonTree(QJsonValue(QStringLiteral("12-13"))), QStringLiteral("Range"));
        doc->settle();
        auto *range = qobject_cast<QLineEdit *>(rows->cellWidget(6, 0));
        QVERIFY(range);
        QCOMPARE(range->text(), QStringLiteral("12-13"));
        QVERIFY(rows->item(6, 4)->text().contains(QStringLiteral("d12"))); // its problem shown
        QCOMPARE(rows->cellWidget(0, 0), first.data());                    // row 0 left alone
        QVERIFY(rows->cellWidget(6, 0) != seventh.data());                 // row 6 made again
        doc->undoStack()->undo();
        doc->settle();
        QCOMPARE(qobject_cast<QLineEdit *>(rows->cellWidget(6, 0))->text(), QStringLiteral("12"));
        QVERIFY(rows->item(6, 4)->text().isEmpty());
        QCOMPARE(rows->cellWidget(0, 0), first.data());
        // The table's own name: every row is made again.
        doc->setValue(QStringLiteral("tables.json"), table + QStringLiteral("/name"),
                      JsonTree(QJsonValue(QStringLiteral("Sizes"))), QStringLiteral("Name"));
        doc->settle();
        QVERIFY(rows->cellWidget(0, 0) != first.data());
        QCOMPARE(rows->rowCount(), 7);
    }

    void itemFormAndJsonStayInStep() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
        RecordForm *form = editor.recordForm();
        auto *name = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("name")));
        QVERIFY(name);
        QCOMPARE(name->text(), QStringLiteral("Healing draught"));
        test::retype(name, QStringLiteral("Red draught"));
        QVERIFY(editor.jsonEditor()->toPlainText().contains(QStringLiteral("\"Red draught\"")));
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Red draught"));

        // A stat inside "restores": its own field.
        auto *hp = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("restores/hp")));
        QVERIFY(hp);
        QCOMPARE(hp->text(), QStringLiteral("30"));
        test::retype(hp, QStringLiteral("45"));
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->restores[Stat::Hp],
                 45);

        // Dice are checked as typed; a wrong value is shown under its field.
        editor.select(RecordKind::Trap, QStringLiteral("spikes"));
        auto *damage =
            qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("damage")));
        QVERIFY(damage);
        test::retype(damage, QStringLiteral("2d"));
        QVERIFY(!editor.recordForm()->problem(QStringLiteral("damage")).isEmpty());
        test::retype(damage, QStringLiteral("2d6"));
        QVERIFY(editor.recordForm()->problem(QStringLiteral("damage")).isEmpty());

        // The reverse: the JSON changes the form.
        editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
        JsonEditor *json = editor.jsonEditor();
        QString text = json->toPlainText();
        text.replace(QStringLiteral("Red draught"), QStringLiteral("Blue draught"));
        json->setFocus();
        json->selectAll();
        json->insertPlainText(text);
        QVERIFY(json->applyNow());
        QCOMPARE(qobject_cast<QLineEdit *>(form->editor(QStringLiteral("name")))->text(),
                 QStringLiteral("Blue draught"));
    }

    void recordsAreAddedRenamedAndDeletedSafely() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();

        editor.addRecord(RecordKind::Monster);
        QCOMPARE(editor.currentId(), QStringLiteral("new-monster"));
        QVERIFY(doc->pack()->monster(QStringLiteral("new-monster")));
        // Valid, and warned of until a table gives it: the one problem, at its id.
        const QStringList problems = doc->diagnostics().toStringList();
        QVERIFY2(problems.size() == 1 && doc->diagnostics().errorCount() == 0 &&
                     problems.first().contains(QStringLiteral(
                         "/id: warning: no table, band or record gives this monster")),
                 qPrintable(problems.join(u'\n')));
        editor.duplicateRecord();
        QCOMPARE(editor.currentId(), QStringLiteral("new-monster-copy"));
        QVERIFY(editor.deleteRecord()); // nothing uses it
        QVERIFY(!doc->pack()->monster(QStringLiteral("new-monster-copy")));

        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        QVERIFY(!editor.deleteRecord()); // tables use it
        QVERIFY(doc->pack()->monster(QStringLiteral("goblin")));
        QVERIFY(editor.renameRecord(QStringLiteral("hobgoblin")));
        QCOMPARE(editor.currentId(), QStringLiteral("hobgoblin"));
        QCOMPARE(editor.listDock(RecordKind::Monster)->currentId(), QStringLiteral("hobgoblin"));
        // Only the translations still name the old id (the Editor does not edit them): warnings;
        // and the new monster is still given by no table.
        QCOMPARE(doc->diagnostics().errorCount(), 0);
        const QString newMonster =
            *doc->recordPointer(RecordKind::Monster, QStringLiteral("new-monster")) +
            QStringLiteral("/id");
        for (const Diagnostic &d : doc->diagnostics().items())
            QVERIFY2((d.file.startsWith(QLatin1String("translations/")) &&
                      d.pointer == QLatin1String("/monsters/goblin")) ||
                         (d.file == QLatin1String("monsters.json") && d.pointer == newMonster),
                     qPrintable(d.toString()));
        QVERIFY(!doc->usersOf(RecordKind::Monster, QStringLiteral("hobgoblin")).isEmpty());

        // Search finds it everywhere it is named, and leads there.
        editor.searchDock()->search(QStringLiteral("hobgoblin"));
        QVERIFY(editor.searchDock()->resultCount() >= 3);

        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QVERIFY(doc->pack()->monster(QStringLiteral("goblin")));
        QVERIFY(!doc->pack()->monster(QStringLiteral("new-monster")));
        QVERIFY(!doc->isModified());
    }

    // A broken reference: found in the problems dock, which leads to the record and field.
    void problemsLeadToTheirField() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        auto *trophy =
            qobject_cast<QComboBox *>(editor.recordForm()->editor(QStringLiteral("trophy")));
        QVERIFY(trophy);
        const QString pointer =
            *editor.document()->recordPointer(RecordKind::Monster, QStringLiteral("goblin")) +
            QStringLiteral("/trophy");
        editor.document()->setValue(QStringLiteral("monsters.json"), pointer,
                                    JsonTree(QJsonValue(QStringLiteral("potion-hp-7"))),
                                    QStringLiteral("Change trophy"));
        QCOMPARE(editor.problemsDock()->rowCount(), 1);
        QVERIFY(editor.recordForm()
                    ->problem(QStringLiteral("trophy"))
                    .contains(QStringLiteral("unknown item")));

        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        auto *list =
            editor.problemsDock()->findChild<QTreeWidget *>(QStringLiteral("ProblemsList"));
        QVERIFY(list);
        Q_EMIT list->itemActivated(list->topLevelItem(0), 0);
        QCOMPARE(editor.currentKind(), RecordKind::Monster);
        QCOMPARE(editor.currentId(), QStringLiteral("goblin"));
    }

    // Unsaved work is written aside and offered back when the pack is opened again.
    void unsavedWorkSurvivesACrash() {
        {
            EditorWorkspace editor;
            QVERIFY(editor.openPack(m_folder));
            editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
            test::retype(
                qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("name"))),
                QStringLiteral("Lost draught"));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(EditorWorkspace::recoveryPath(m_folder)), 5000);
            // The editor "crashes": it goes away without saving (and without asking).
            editor.document()->undoStack()->setClean();
        }
        qputenv("PD_RESTORE_RECOVERY", "1");
        EditorWorkspace again;
        QVERIFY(again.openPack(m_folder));
        qunsetenv("PD_RESTORE_RECOVERY");
        QCOMPARE(again.document()->pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Lost draught"));
        QVERIFY(again.document()->isModified());
        QString error;
        QVERIFY(again.document()->save(&error));
    }

    // A pack without tileset.json or sounds.json (or with one that is not JSON): the Pack dock
    // marks the file, and the JSON dock says what is missing and shows what the game uses
    // instead, never an empty page.
    void jsonDockSaysWhatIsAbsent() {
        QVERIFY(QFile::remove(m_folder + QStringLiteral("/tileset.json")));
        QVERIFY(QFile::remove(m_folder + QStringLiteral("/sounds.json")));
        {
            QFile ruleset(m_folder + QStringLiteral("/ruleset.json"));
            QVERIFY(ruleset.open(QIODevice::Append));
            ruleset.write("}"); // no longer JSON
        }
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        QListWidget *files = editor.findChild<QListWidget *>(QStringLiteral("PackFilesList"));
        QVERIFY(files);
        const auto itemText = [files](const QString &file) {
            for (int i = 0; i < files->count(); ++i)
                if (files->item(i)->data(Qt::UserRole).toString() == file)
                    return files->item(i)->text();
            return QString();
        };
        QVERIFY2(itemText(QStringLiteral("tileset.json")).endsWith(u"(not in this pack)"),
                 qPrintable(itemText(QStringLiteral("tileset.json"))));
        QVERIFY(itemText(QStringLiteral("sounds.json")).endsWith(u"(not in this pack)"));
        QVERIFY(itemText(QStringLiteral("ruleset.json")).endsWith(u"(not valid JSON)"));
        QVERIFY(!itemText(QStringLiteral("pack.json")).contains(u'('));

        JsonEditor *json = editor.jsonEditor();
        editor.selectFile(QStringLiteral("tileset.json"));
        QVERIFY(json->toPlainText().isEmpty());
        QVERIFY(json->isReadOnly());
        QVERIFY2(json->placeholderText().startsWith(
                     QStringLiteral("This pack has no tileset.json: the map is drawn with the "
                                    "program's own glyphs and colours.")),
                 qPrintable(json->placeholderText()));
        // (the program's own glyphs are not a file: nothing to show beside the words)
        QVERIFY(!json->placeholderText().contains(QStringLiteral("What the game uses instead")));
        editor.selectFile(QStringLiteral("sounds.json"));
        QVERIFY(json->placeholderText().startsWith(
            QStringLiteral("This pack has no sounds.json: it plays the program's own sounds.")));
        editor.selectFile(QStringLiteral("ruleset.json"));
        QVERIFY(
            json->placeholderText().startsWith(QStringLiteral("ruleset.json is not valid JSON")));
        // A file that is there shows itself, with no such note.
        editor.selectFile(QStringLiteral("pack.json"));
        QVERIFY(json->toPlainText().contains(QStringLiteral("\"id\"")));
        QVERIFY(json->placeholderText().isEmpty());

        // A pack that depends on another uses its tileset and sounds: the dock shows them.
        QTemporaryDir dir;
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"),
                                 dir.filePath(QStringLiteral("classic"))));
        const QString child = dir.filePath(QStringLiteral("more"));
        QVERIFY(QDir().mkpath(child));
        QFile manifest(child + QStringLiteral("/pack.json"));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(R"({"format": 1, "id": "org.example.more", "name": "More",
                           "version": "1.0.0", "authors": ["A"], "description": "More.",
                           "dependencies": [{"id": "org.permadungeon.classic"}]})");
        manifest.close();
        QVERIFY(editor.openPack(child));
        editor.selectFile(QStringLiteral("tileset.json"));
        QVERIFY2(json->placeholderText().startsWith(
                     QStringLiteral("This pack has no tileset.json: the map is drawn as the "
                                    "pack it depends on draws it.")),
                 qPrintable(json->placeholderText()));
        QVERIFY(json->placeholderText().contains(QStringLiteral("What the game uses instead:")));
        QVERIFY(json->placeholderText().contains(QStringLiteral("\"tiles\"")));
        editor.selectFile(QStringLiteral("ruleset.json"));
        QVERIFY(json->placeholderText().startsWith(
            QStringLiteral("This pack has no ruleset.json: it plays by the ruleset of the pack "
                           "it depends on.")));
        QVERIFY(json->placeholderText().contains(QStringLiteral("\"bands\"")));
    }

    void rulesetIsAForm() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.selectFile(QStringLiteral("ruleset.json"));
        RecordForm *form = editor.recordForm();
        QVERIFY(form->showsRuleset());
        auto *battle = qobject_cast<QComboBox *>(form->editor(QStringLiteral("battle")));
        QVERIFY(battle);
        QCOMPARE(battle->currentText(), QStringLiteral("bump"));
        battle->setCurrentIndex(battle->findData(QStringLiteral("screen")));
        Q_EMIT battle->activated(battle->currentIndex());
        QCOMPARE(editor.document()->pack()->ruleset.battle, Ruleset::Battle::Screen);

        auto *radius = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("fov/radius")));
        QVERIFY(radius);
        QCOMPARE(radius->value(), 8);
        radius->setFocus();
        radius->setValue(5);
        QCOMPARE(editor.document()->pack()->ruleset.fovRadius, 5);
        QVERIFY(editor.jsonEditor()->toPlainText().contains(
            QStringLiteral("\"fov\": {\"enabled\": true, \"radius\": 5}")));

        // The win item is picked from the items; a wrong one is a problem at its field.
        auto *win = qobject_cast<QComboBox *>(form->editor(QStringLiteral("win/item")));
        QVERIFY(win);
        QCOMPARE(win->currentText(), QStringLiteral("crown"));
        editor.document()->setValue(QStringLiteral("ruleset.json"), QStringLiteral("/win/item"),
                                    JsonTree(QJsonValue(QStringLiteral("crwon"))),
                                    QStringLiteral("Change win/item"));
        QVERIFY(form->problem(QStringLiteral("win/item")).contains(QStringLiteral("unknown item")));
        editor.document()->undoStack()->undo();
        editor.document()->undoStack()->undo();
        editor.document()->undoStack()->undo();
        QVERIFY(!editor.document()->isModified());
    }

    // All monsters side by side: sorted, edited in place, and their simulated battles.
    void sheetEditsAndSimulates() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        RecordSheet *sheet = editor.sheet();
        sheet->setKind(RecordKind::Monster);
        QTableWidget *table = sheet->table();
        QCOMPARE(table->rowCount(), int(editor.document()->pack()->monsters.size()));
        const int atk = sheet->column(QStringLiteral("stats/atk"));
        QVERIFY(atk > 0);
        table->sortByColumn(0, Qt::AscendingOrder);
        int goblin = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QLatin1String("goblin"))
                goblin = r;
        QVERIFY(goblin >= 0);
        table->item(goblin, atk)->setData(Qt::EditRole, 99);
        QCOMPARE(editor.document()->pack()->monster(QStringLiteral("goblin"))->stat(Stat::Atk).text,
                 QStringLiteral("99"));
        QCOMPARE(editor.document()->undoStack()->count(), 1);

        sheet->simulate(200, true);
        const int won = sheet->column(QStringLiteral("won %"));
        QVERIFY(won > 0);
        for (int r = 0; r < table->rowCount(); ++r) {
            QVERIFY2(!table->item(r, won)->text().isEmpty(), qPrintable(table->item(r, 0)->text()));
            const double rate = table->item(r, won)->data(Qt::DisplayRole).toDouble();
            QVERIFY(rate >= 0 && rate <= 100);
        }
    }

    // Where a potion comes from, and an edit that changes it.
    void whereFromFollowsEdits() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
        WhereFromDock *where = editor.whereFromDock();
        where->wait();
        const WhereFromReport &report = where->report();
        QCOMPARE(report.id, QStringLiteral("potion-hp-1"));
        QVERIFY(report.error.isEmpty());
        QCOMPARE(where->tree()->topLevelItemCount(), int(report.sources.size()));
        auto chanceOf = [&](const QString &table) {
            for (int i = 0; i < where->tree()->topLevelItemCount(); ++i) {
                QTreeWidgetItem *item = where->tree()->topLevelItem(i);
                if (item->data(0, Qt::UserRole).toString() == table &&
                    item->text(0).contains(QStringLiteral("a roll of")))
                    return item->text(1);
            }
            return QStringLiteral("(none)");
        };
        // The exact fraction beside the percentage, as the command line gives it.
        QCOMPARE(chanceOf(QStringLiteral("items-d1")), QStringLiteral("40.00%  2/5"));
        // Issue 36, item 5: the lines of each depth start with their depth, so that a narrow dock
        // (it elides the middle) still tells them apart.
        QStringList depthLines;
        for (QTreeWidgetItemIterator it(where->tree()); *it; ++it)
            if ((*it)->parent() && (*it)->text(0).startsWith(QStringLiteral("depth ")))
                depthLines << (*it)->text(0).section(u':', 0, 0);
        QVERIFY(depthLines.contains(QStringLiteral("depth 1")));
        QVERIFY(depthLines.contains(QStringLiteral("depth 2")));

        // items-d1's first row (the potion) weighs twice as much: the odds follow the edit.
        const QString weight =
            *editor.document()->recordPointer(RecordKind::Table, QStringLiteral("items-d1")) +
            QStringLiteral("/rows/0/weight");
        const int before =
            editor.document()->value(QStringLiteral("tables.json"), weight)->scalar().toInt();
        editor.document()->setValue(QStringLiteral("tables.json"), weight,
                                    JsonTree(QJsonValue(before * 2)),
                                    QStringLiteral("Change weight"));
        where->wait(); // the edit's count starts at once, not when typing would have paused
        QVERIFY(chanceOf(QStringLiteral("items-d1")) != QStringLiteral("40.00%  2/5"));
        QVERIFY(chanceOf(QStringLiteral("items-d1")) != QStringLiteral("(none)"));
    }

    // Ctrl+Z typed in a form's field undoes the pack, not only the field's text.
    void undoKeyInAFieldUndoesThePack() {
        EditorWorkspace editor;
        editor.resize(1200, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setActive(true);
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
        auto *name = qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("name")));
        QVERIFY(name);
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Tonic"));
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Tonic"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Healing draught"));
        QCOMPARE(name->text(), QStringLiteral("Healing draught"));
        QVERIFY(!editor.document()->isModified());
    }

    void newPacksGetAValidId() {
        QCOMPARE(PackTemplate::idFor(QStringLiteral("my-dungeon")),
                 QStringLiteral("local.my-dungeon"));
        QCOMPARE(PackTemplate::idFor(QStringLiteral("My Dungeon!  2")),
                 QStringLiteral("local.my-dungeon-2"));
        QCOMPARE(PackTemplate::idFor(QStringLiteral("Höhle")), QStringLiteral("local.h-hle"));
        QCOMPARE(PackTemplate::idFor(QStringLiteral("!!!")), QStringLiteral("local.pack"));
        for (const char *name : {"my-dungeon", "My Dungeon!  2", "Höhle", "!!!", "-x-"})
            QVERIFY(PackManifest::isValidPackId(PackTemplate::idFor(QString::fromUtf8(name))));
    }

    void rollsRepeatWithTheirSeed() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        const QString first = editor.oddsDock()->roll(20, QStringLiteral("dragon"));
        QCOMPARE(first.count(u'#'), 20);
        QVERIFY(first.contains(QStringLiteral("mon-d1: rolled")));
        QCOMPARE(editor.oddsDock()->roll(20, QStringLiteral("dragon")), first);
        QVERIFY(editor.oddsDock()->roll(20, QStringLiteral("wyrm")) != first);
    }

    // Bug 4: the rename dialog refuses a bad id as it is typed, with the reason; so does a
    // rename asked for in code.
    void renameRefusesBadIdsAsTyped() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        RenameDialog dialog(doc, RecordKind::Monster, QStringLiteral("goblin"));
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        const std::pair<const char *, const char *> refused[] = {
            {"Cave Troll!", "is not an id"},
            {"zombie", "Another monster is called \"zombie\""},
            {"", "cannot be empty"},
            {"Goblin", "is not an id"}};
        for (const auto &[typed, reason] : refused) {
            test::retype(dialog.field(), QString::fromUtf8(typed));
            if (QString::fromUtf8(typed).isEmpty())
                dialog.field()->clear();
            QVERIFY2(dialog.problem().contains(QString::fromUtf8(reason)),
                     qPrintable(dialog.problem()));
            QVERIFY(!ok->isEnabled());
            QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("RenameProblem"))->text(),
                     dialog.problem());
        }
        test::retype(dialog.field(), QStringLiteral("cave-troll"));
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(ok->isEnabled());

        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        QVERIFY(!editor.renameRecord(QStringLiteral("Cave Troll!")));
        QVERIFY(!editor.renameRecord(QStringLiteral("zombie")));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(doc->recordPointer(RecordKind::Monster, QStringLiteral("goblin")));
    }

    // Bug 5: a table with a problem shows the problem, never odds (a weight of -3 was counted
    // as none, an unknown monster shown as a result with its chance).
    void oddsOfABrokenTableShowItsProblems() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        OddsChart *chart = editor.oddsDock()->chart();
        QCOMPARE(test::barText(chart, QStringLiteral("w 5  goblin")), QStringLiteral("1/3"));
        const QString row = *doc->recordPointer(RecordKind::Table, QStringLiteral("mon-d1")) +
                            QStringLiteral("/rows/");
        doc->setValue(QStringLiteral("tables.json"), row + QStringLiteral("0/weight"),
                      JsonTree(QJsonValue(-3)), QStringLiteral("Change weight"));
        QVERIFY(chart->sections().isEmpty());
        QVERIFY2(editor.oddsDock()->note().contains(
                     QStringLiteral("mon-d1, row 1, weight: -3 is below 0")),
                 qPrintable(editor.oddsDock()->note()));
        QVERIFY(editor.oddsDock()->roll(5, QStringLiteral("1")).isEmpty());
        doc->undoStack()->undo();
        QCOMPARE(test::barText(chart, QStringLiteral("w 5  goblin")), QStringLiteral("1/3"));

        doc->setValue(QStringLiteral("tables.json"), row + QStringLiteral("1/monster"),
                      JsonTree(QJsonValue(QStringLiteral("zombei"))), QStringLiteral("Change"));
        QVERIFY(chart->sections().isEmpty());
        QVERIFY2(editor.oddsDock()->note().contains(QStringLiteral("unknown monster \"zombei\"")),
                 qPrintable(editor.oddsDock()->note()));
        // A table rolling a broken one has no odds either.
        doc->undoStack()->undo();
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        QVERIFY(!chart->sections().isEmpty());
    }

    // Bug 7: "did you mean" names the nearest id of the kind; an empty id suggests nothing.
    // And the Problems dock names the record and place, with the command line's line on hover.
    void problemsNameThingsAndSuggestNearIds() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        const QString row = *doc->recordPointer(RecordKind::Table, QStringLiteral("mon-d1")) +
                            QStringLiteral("/rows/1/monster");
        ProblemsDock *problems = editor.problemsDock();
        doc->setValue(QStringLiteral("tables.json"), row,
                      JsonTree(QJsonValue(QStringLiteral("zombei"))), QStringLiteral("Change"));
        QCOMPARE(problems->rowCount(), 1);
        QCOMPARE(problems->text(0), QStringLiteral("mon-d1, row 2, monster: unknown monster "
                                                   "\"zombei\"; did you mean \"zombie\"?"));
        QVERIFY2(problems->toolTip(0).startsWith(QStringLiteral("tables.json: /tables/")),
                 qPrintable(problems->toolTip(0)));
        doc->setValue(QStringLiteral("tables.json"), row, JsonTree(QJsonValue(QString())),
                      QStringLiteral("Change"));
        QVERIFY(!problems->text(0).contains(QStringLiteral("did you mean")));
        // Saved, the hover gives the file's line and column, as permadungeon-cli validate does.
        doc->setValue(QStringLiteral("tables.json"), row,
                      JsonTree(QJsonValue(QStringLiteral("zombei"))), QStringLiteral("Change"));
        QString error;
        QVERIFY(doc->save(&error));
        static const QRegularExpression located(
            QStringLiteral("^tables\\.json:\\d+:\\d+: /tables/"));
        QVERIFY2(located.match(problems->toolTip(0)).hasMatch(), qPrintable(problems->toolTip(0)));
    }

    // Issue 35: "did you mean" is made with a click on the row's fix (or Ctrl+.), as one undo
    // step, for a misspelt id as for a misspelt key; a fix that no longer applies is not offered.
    void quickFixesApplyWithAClick() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        const QString tables = QStringLiteral("tables.json");
        const QString row = *doc->recordPointer(RecordKind::Table, QStringLiteral("mon-d1")) +
                            QStringLiteral("/rows/1/monster");
        ProblemsDock *problems = editor.problemsDock();
        editor.resize(1400, 900);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        problems->show();
        problems->raise();
        doc->setValue(tables, row, JsonTree(QJsonValue(QStringLiteral("zombei"))),
                      QStringLiteral("Change"));
        QCOMPARE(problems->rowCount(), 1);
        QCOMPARE(problems->fixText(0), QStringLiteral("Use \u201czombie\u201d"));
        // One click on the fix.
        auto *list = problems->findChild<QTreeWidget *>(QStringLiteral("ProblemsList"));
        QVERIFY(list);
        const QRect cell = list->visualItemRect(list->topLevelItem(0));
        const int x = list->header()->sectionViewportPosition(2) + 4;
        QVERIFY2(list->viewport()->rect().contains(QPoint(x, cell.center().y())),
                 qPrintable(QStringLiteral("%1 %2").arg(x).arg(cell.center().y())));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(x, cell.center().y()));
        doc->settle();
        QCOMPARE(doc->value(tables, row)->scalar().toString(), QStringLiteral("zombie"));
        QCOMPARE(problems->rowCount(), 0);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Use \u201czombie\u201d"));
        doc->undoStack()->undo();
        doc->settle();
        QCOMPARE(doc->value(tables, row)->scalar().toString(), QStringLiteral("zombei"));
        // A misspelt key of a record: renamed where it stands, by the keyboard.
        const QString zombie = *doc->recordPointer(RecordKind::Monster, QStringLiteral("zombie"));
        const QString monsters = QStringLiteral("monsters.json");
        QVERIFY(!doc->value(monsters, zombie + QStringLiteral("/fleeBelow")));
        doc->setValue(monsters, zombie + QStringLiteral("/fleeBelw"), JsonTree(QJsonValue(30)),
                      QStringLiteral("Add"));
        QCOMPARE(problems->rowCount(), 2);
        int keyRow = -1;
        for (int i = 0; i < problems->rowCount(); ++i)
            if (problems->fixText(i) == QStringLiteral("Use \u201cfleeBelow\u201d"))
                keyRow = i;
        QVERIFY2(keyRow >= 0, qPrintable(problems->text(0) + u'\n' + problems->text(1)));
        list->setCurrentItem(list->topLevelItem(keyRow));
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Period, Qt::ControlModifier);
        doc->settle();
        QVERIFY(!doc->value(monsters, zombie + QStringLiteral("/fleeBelw")));
        QCOMPARE(doc->value(monsters, zombie + QStringLiteral("/fleeBelow"))->scalar().toInt(), 30);
        QCOMPARE(doc->pack()->monster(QStringLiteral("zombie"))->fleeBelow, 30);
        // The id fixed by hand first: the stale fix is not made.
        QCOMPARE(problems->rowCount(), 1);
        QVERIFY(!problems->fixText(0).isEmpty());
        QVERIFY(!doc->applyFix(tables, row, false, QStringLiteral("zombie"),
                               QStringLiteral("goblin"), QStringLiteral("Use")));
        doc->setValue(tables, row, JsonTree(QJsonValue(QStringLiteral("zombie"))),
                      QStringLiteral("Change"));
        QCOMPARE(problems->rowCount(), 0);
    }

    // Issue 35: deleting a record in use can take what names it along, in one undo step: the
    // table rows that give it go, and undo brings back every file as it was.
    void deleteTakesItsReferencesInOneStep() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        const QString id = QStringLiteral("zombie");
        const QList<PackReference> users = doc->usersOf(RecordKind::Monster, id);
        QVERIFY(users.size() >= 2);
        QMap<QString, JsonTree> before;
        for (const auto &[name, file] : doc->files().files)
            before.insert(name, file.tree);
        const int steps = doc->undoStack()->count();
        // Asked with no one to answer: kept.
        QVERIFY(!editor.actions()->deleteRecord(RecordKind::Monster, id));
        QVERIFY(doc->pack()->monster(id));
        QVERIFY(editor.actions()->deleteRecord(RecordKind::Monster, id,
                                               RecordActions::Used::RemoveReferences));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(!doc->pack()->monster(id));
        QVERIFY(doc->usersOf(RecordKind::Monster, id).isEmpty());
        for (const Diagnostic &d : doc->diagnostics().items())
            QVERIFY2(!d.message.contains(u'"' + id + u'"'), qPrintable(d.toString()));
        QCOMPARE(doc->diagnostics().errorCount(), 0);
        doc->undoStack()->undo();
        doc->settle();
        QVERIFY(doc->pack()->monster(id));
        QCOMPARE(doc->usersOf(RecordKind::Monster, id).size(), users.size());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(*doc->value(it.key(), QString()) == it.value(), qPrintable(it.key()));
    }

    // Issue 36, item 9: a record renamed under a search it no longer matches stays in view, chosen,
    // with Rename and Delete for it (the search is cleared), as the form that shows it.
    void renameUnderASearchKeepsTheRecordInView() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        RecordListDock *monsters = editor.listDock(RecordKind::Monster);
        monsters->searchField()->setText(QStringLiteral("goblin-a"));
        QCOMPARE(monsters->visibleIds(), QStringList{QStringLiteral("goblin-archer")});
        editor.select(RecordKind::Monster, QStringLiteral("goblin-archer"));
        QVERIFY(editor.renameRecord(QStringLiteral("bowman")));
        QCOMPARE(editor.currentId(), QStringLiteral("bowman"));
        QCOMPARE(monsters->currentId(), QStringLiteral("bowman"));
        QVERIFY(monsters->searchField()->text().isEmpty());
        QVERIFY(monsters->action(QStringLiteral("Rename"))->isEnabled());
        QVERIFY(monsters->action(QStringLiteral("Delete"))->isEnabled());
        // A search typed that hides the chosen record is left as typed.
        monsters->searchField()->setText(QStringLiteral("zzz"));
        QCOMPARE(monsters->searchField()->text(), QStringLiteral("zzz"));
        QVERIFY(monsters->visibleIds().isEmpty());
    }

    // Bug 8: another pack starts every dock afresh: no search left in the lists (it made the
    // new pack's tables look empty), no simulation figures, no contact sheet, no search.
    void openingAnotherPackStartsAfresh() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        RecordListDock *tables = editor.listDock(RecordKind::Table);
        tables->searchField()->setText(QStringLiteral("gen-"));
        QVERIFY(!tables->visibleIds().isEmpty());
        editor.sheet()->setKind(RecordKind::Monster);
        editor.sheet()->simulate(100, true);
        QVERIFY(!editor.sheet()->status().isEmpty());
        editor.searchDock()->search(QStringLiteral("goblin"));
        editor.searchDock()->field()->setText(QStringLiteral("goblin"));
        editor.seedPreview()->setSheetRange(1, 20);
        editor.seedPreview()->generateSheet();
        QVERIFY(editor.seedPreview()->sheetModel()->rowCount() > 0);

        const QString other = m_tmp.filePath(QStringLiteral("other-%1").arg(m_count));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), other));
        QVERIFY(editor.openPack(other));
        QVERIFY(tables->searchField()->text().isEmpty());
        QCOMPARE(tables->visibleIds().size(),
                 int(recordIds(*editor.document()->pack(), RecordKind::Table).size()));
        QVERIFY(editor.sheet()->status().isEmpty());
        QVERIFY(editor.searchDock()->field()->text().isEmpty());
        QCOMPARE(editor.searchDock()->resultCount(), 0);
        QCOMPARE(editor.seedPreview()->sheetModel()->rowCount(), 0);
        QVERIFY(editor.currentId().isEmpty());
    }

    // Bug 11: a rename is one change, however many references it rewrites: the pack is
    // compiled and the docks told once (each reference did it, quadratic in their number).
    void renameIsOneChange() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        JsonTree rows = JsonTree::array();
        for (int i = 0; i < 500; ++i) {
            JsonTree row = JsonTree::object();
            row.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1)));
            row.setMember(QStringLiteral("monster"),
                          JsonTree(QJsonValue(QStringLiteral("goblin"))));
            rows.insertItem(i, row);
        }
        JsonTree table = JsonTree::object();
        table.setMember(QStringLiteral("id"), JsonTree(QJsonValue(QStringLiteral("goblins"))));
        table.setMember(QStringLiteral("rows"), rows);
        doc->insertItem(
            QStringLiteral("tables.json"), QStringLiteral("/tables"),
            doc->value(QStringLiteral("tables.json"), QStringLiteral("/tables"))->size(), table,
            QStringLiteral("Add"));
        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        QSignalSpy changed(doc, &PackDocument::changed);
        QSignalSpy rebuilt(doc, &PackDocument::packRebuilt);
        QVERIFY(editor.renameRecord(QStringLiteral("hobgoblin")));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(rebuilt.size(), 1);
        QVERIFY(!doc->diagnostics().hasErrors());
        QVERIFY(doc->usersOf(RecordKind::Monster, QStringLiteral("hobgoblin")).size() > 500);
        doc->undoStack()->undo();
        QCOMPARE(changed.size(), 2);
        QCOMPARE(rebuilt.size(), 2);
        QVERIFY(doc->pack()->monster(QStringLiteral("goblin")));
    }

    // Forms follow the record's sort; each label explains its field; a field required for this
    // record is marked and says so when missing; empty fields say what they mean.
    void formsFollowTheRecordsKind() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        editor.addRecord(RecordKind::Item);
        RecordForm *form = editor.recordForm();
        QVERIFY(form->isShown(QStringLiteral("worth")));
        QVERIFY(!form->isShown(QStringLiteral("slot")));
        QVERIFY(!form->isShown(QStringLiteral("restores")));
        for (const FieldSpec &f : recordSchema(RecordKind::Item))
            QVERIFY2(!form->label(f.path)->toolTip().isEmpty(), qPrintable(f.path));
        QVERIFY(form->label(QStringLiteral("range"))->toolTip().contains(QStringLiteral("cells")));

        auto *kind = qobject_cast<QComboBox *>(form->editor(QStringLiteral("kind")));
        kind->setCurrentIndex(kind->findData(QStringLiteral("weapon")));
        Q_EMIT kind->activated(kind->currentIndex());
        const QString base = *doc->recordPointer(RecordKind::Item, QStringLiteral("new-item"));
        QCOMPARE(doc->pack()->item(QStringLiteral("new-item"))->kind, ItemRecord::Kind::Weapon);
        QVERIFY(form->isShown(QStringLiteral("slot")));
        QVERIFY(form->isShown(QStringLiteral("bonus")));
        QVERIFY(!form->isShown(QStringLiteral("worth"))); // the template's worth went
        // The treasure's "$" became a weapon's look; one undo step.
        QCOMPARE(doc->value(QStringLiteral("items.json"), base + QStringLiteral("/glyph"))
                     ->scalar()
                     .toString(),
                 QStringLiteral("/"));
        QCOMPARE(form->label(QStringLiteral("tier"))->text(), QStringLiteral("tier *"));
        QCOMPARE(form->problem(QStringLiteral("tier")), QStringLiteral("Required for weapon."));
        // Empty fields say what leaving them empty means (no "(default)" where there is none).
        auto *range = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("range")));
        QCOMPARE(range->specialValueText(), QStringLiteral("(none)"));
        auto *stack = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("stack")));
        QVERIFY(stack->specialValueText().startsWith(QStringLiteral("(default: ")));
        auto *slot = qobject_cast<QComboBox *>(form->editor(QStringLiteral("slot")));
        QCOMPARE(slot->itemText(0), QStringLiteral("(default: melee)"));
        slot->setCurrentIndex(slot->findData(QStringLiteral("ranged")));
        Q_EMIT slot->activated(slot->currentIndex());
        QCOMPARE(form->label(QStringLiteral("range"))->text(), QStringLiteral("range *"));
        QCOMPARE(form->problem(QStringLiteral("range")),
                 QStringLiteral("Required when slot is ranged."));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->pack()->item(QStringLiteral("new-item"))->kind, ItemRecord::Kind::Treasure);
        QCOMPARE(doc->value(QStringLiteral("items.json"), base + QStringLiteral("/glyph"))
                     ->scalar()
                     .toString(),
                 QStringLiteral("$"));
    }

    // A new key is written where the schema puts it (it was appended after "color").
    void newKeysGoWhereTheSchemaOrdersThem() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        editor.addRecord(RecordKind::Monster);
        auto *sight =
            qobject_cast<QSpinBox *>(editor.recordForm()->editor(QStringLiteral("sight")));
        sight->setFocus();
        sight->setValue(9);
        auto *damage =
            qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("ranged/damage")));
        test::retype(damage, QStringLiteral("1d4"));
        const JsonTree *record =
            doc->value(QStringLiteral("monsters.json"),
                       *doc->recordPointer(RecordKind::Monster, QStringLiteral("new-monster")));
        QCOMPARE(record->keys(), (QStringList{u"id"_qs, u"name"_qs, u"race"_qs, u"tier"_qs,
                                              u"level"_qs, u"stats"_qs, u"xp"_qs, u"sight"_qs,
                                              u"ranged"_qs, u"glyph"_qs, u"color"_qs}));
    }

    // A narrow record-list dock: the kinds' tabs keep their whole names, and the tabs that do
    // not fit are reached by the tab bar's scroll arrows; every kind can be brought into view
    // and chosen. Also in a tab bar the window makes later.
    void narrowListDockKeepsEveryKindReachable() {
        EditorWorkspace editor;
        editor.resize(900, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openPack(m_folder));
        {
            RecordListDock *tables = editor.listDock(RecordKind::Table);
            editor.resizeDocks({tables}, {150}, Qt::Horizontal);
            QTRY_VERIFY(tables->width() <= 200);
            QTabBar *bar = editor.docks()->tabBarOf(tables);
            QVERIFY(bar);
            QTRY_VERIFY(bar->width() <= tables->width() + 10);
            // Too many tabs for the width: arrows, not names cut short.
            QVERIFY(bar->usesScrollButtons());
            QCOMPARE(bar->elideMode(), Qt::ElideNone);
            QTRY_VERIFY(bar->findChild<QToolButton *>(u"ScrollRightButton"_qs) &&
                        bar->findChild<QToolButton *>(u"ScrollRightButton"_qs)->isVisible());
            for (RecordKind kind : allRecordKinds()) {
                const QString title = editor.listDock(kind)->windowTitle();
                int index = -1;
                for (int i = 0; i < bar->count(); ++i)
                    if (bar->tabText(i) == title)
                        index = i;
                QVERIFY2(index >= 0, qPrintable(title));
                QVERIFY(bar->tabRect(index).width() >= bar->fontMetrics().horizontalAdvance(title));
                // The arrows bring it into view (as a person clicks them), then a click on it
                // shows that kind's list.
                QToolButton *left = bar->findChild<QToolButton *>(u"ScrollLeftButton"_qs);
                QToolButton *right = bar->findChild<QToolButton *>(u"ScrollRightButton"_qs);
                QVERIFY(left && right);
                const auto inView = [&] {
                    const QRect r = bar->tabRect(index);
                    const int end = left->isVisible() ? left->geometry().left() : bar->width();
                    return r.left() >= 0 && r.right() < end;
                };
                for (int click = 0; click < 10 && !inView(); ++click) {
                    QToolButton *arrow = bar->tabRect(index).left() < 0 ? left : right;
                    QVERIFY(arrow->isEnabled());
                    QTest::mouseClick(arrow, Qt::LeftButton);
                }
                QVERIFY2(inView(), qPrintable(title));
                QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
                QTRY_VERIFY2(editor.listDock(kind)->isVisible(), qPrintable(title));
            }
        }
        // A tab bar the window makes later (docks tabbed anew by the person: here Items and
        // Spells in a group of their own) is set up the same way, not with cut names.
        RecordListDock *items = editor.listDock(RecordKind::Item);
        RecordListDock *spells = editor.listDock(RecordKind::Spell);
        editor.addDockWidget(Qt::RightDockWidgetArea, items);
        editor.tabifyDockWidget(items, spells);
        items->show();
        spells->show();
        QTRY_VERIFY(editor.docks()->tabBarOf(items));
        QTabBar *made = editor.docks()->tabBarOf(items);
        QVERIFY(made != editor.docks()->tabBarOf(editor.listDock(RecordKind::Table)));
        QCOMPARE(made->elideMode(), Qt::ElideNone);
        QVERIFY(made->usesScrollButtons());
    }

    // A row made to give a monster (or an item, a trap, a table) starts with the first id of
    // that kind, not an empty one that is only a problem ("invalid id """, found on the designer
    // walk); a table's row never starts by naming its own table.
    void rowGivingARecordStartsWithAnId() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        TableEditor *table = editor.tableEditor();
        QTableWidget *rows = table->rows();
        const int count = rows->rowCount();
        table->addRow();
        QCOMPARE(rows->rowCount(), count + 1);
        const int row = count;
        const auto giveKind = [&](const QString &kind) {
            auto *gives = qobject_cast<QComboBox *>(rows->cellWidget(row, 1));
            QVERIFY(gives);
            const int k = gives->findText(kind);
            QVERIFY2(k >= 0, qPrintable(kind));
            gives->setCurrentIndex(k);
            Q_EMIT gives->activated(k);
            editor.document()->settle();
        };
        const QString rowPointer =
            *editor.document()->recordPointer(RecordKind::Table, QStringLiteral("room-size")) +
            QStringLiteral("/rows/%1").arg(row);
        const auto given = [&](const QString &key) {
            const JsonTree *v =
                editor.document()->value(QStringLiteral("tables.json"), rowPointer + u'/' + key);
            return v ? v->scalar().toString() : QString();
        };
        const Pack &pack = *editor.document()->pack();
        giveKind(QStringLiteral("monster"));
        QCOMPARE(given(QStringLiteral("monster")), recordIds(pack, RecordKind::Monster).first());
        giveKind(QStringLiteral("item"));
        QCOMPARE(given(QStringLiteral("item")), recordIds(pack, RecordKind::Item).first());
        giveKind(QStringLiteral("table"));
        QVERIFY(!given(QStringLiteral("table")).isEmpty());
        QVERIFY(given(QStringLiteral("table")) != QStringLiteral("room-size"));
        for (const Diagnostic &d : editor.document()->diagnostics().items())
            QVERIFY2(!d.message.contains(QStringLiteral("invalid id")), qPrintable(d.message));
    }

    // The odds chart draws a label whole when its column was made wide enough for it (found on
    // the designer walk: "cave-bat" showed as "ca…at" beside a wide bar, cut at exactly its own
    // width), and cuts it in the middle only when the chart is too narrow.
    void oddsLabelsThatFitAreWhole() {
        OddsChart chart;
        OddsChart::Section rows{QStringLiteral("Rows"), {}};
        OddsChart::Section results{QStringLiteral("Final results"), {}};
        const QStringList ids = {u"rat"_qs,           u"cave-bat"_qs,    u"potion"_qs,
                                 u"goblin-archer"_qs, u"zombie-king"_qs, u"herb"_qs,
                                 u"mimic"_qs,         u"crown"_qs,       u"fungus"_qs};
        for (int i = 0; i < ids.size(); ++i) {
            rows.bars.append({QStringLiteral("w %1  %2").arg(i + 1).arg(ids.at(i)), 0.1,
                              QStringLiteral("1/9"), QString(), false});
            results.bars.append(
                {ids.at(i), 0.1, QStringLiteral("1/9"), QStringLiteral("expected 0.1111"), false});
        }
        chart.setSections({rows, results});
        chart.resize(340, 400);
        for (const OddsChart::Section &s : chart.sections())
            for (const OddsChart::Bar &b : s.bars)
                QCOMPARE(chart.shownLabel(s, b), b.label);
        chart.resize(150, 400);
        const OddsChart::Section &narrow = chart.sections().first();
        const QString cut = chart.shownLabel(narrow, narrow.bars.at(3)); // w 4  goblin-archer
        QVERIFY2(cut.contains(QChar(0x2026)) && cut.startsWith(u"w") && cut.endsWith(u"er"),
                 qPrintable(cut));
    }

    // Pickers show names beside ids; the table's "What" shows whole ids however wide the odds
    // dock is; a value row keeps its JSON out of that column (it has a box of its own).
    void pickersAndColumnsReadWell() {
        EditorWorkspace editor;
        editor.resize(1200, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        QTableWidget *rows = editor.tableEditor()->rows();
        auto *archer = qobject_cast<RecordPicker *>(rows->cellWidget(4, 2));
        QVERIFY(archer);
        QCOMPARE(archer->currentText(), QStringLiteral("goblin-archer"));
        const int zombie = archer->findData(QStringLiteral("zombie"));
        QVERIFY(zombie >= 0);
        QVERIFY2(archer->itemText(zombie).startsWith(QStringLiteral("zombie — Zombie, level 1")),
                 qPrintable(archer->itemText(zombie)));
        editor.resizeDocks({editor.oddsDock()}, {700}, Qt::Horizontal);
        QTRY_VERIFY(editor.tableEditor()->width() < 500);
        QVERIFY(rows->columnWidth(2) >=
                archer->fontMetrics().horizontalAdvance(QStringLiteral("goblin-archer")) + 20);

        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        auto *label = qobject_cast<QLineEdit *>(rows->cellWidget(0, 2));
        QVERIFY(label);
        QVERIFY(!label->text().contains(u'{'));
        rows->setCurrentCell(0, 0);
        QPlainTextEdit *value = editor.tableEditor()->valueEditor();
        QVERIFY(value->isVisibleTo(editor.tableEditor()));
        QVERIFY(value->toPlainText().contains(QStringLiteral("\"width\"")));

        // Issue 36, item 1: a value typed broken and then mended leaves no stale problem in its
        // row, whether the mended value is the one it had or another.
        const auto rowProblem = [rows] { return rows->item(0, 4)->text(); };
        QCOMPARE(rowProblem(), QString());
        const QString was = value->toPlainText();
        value->setFocus();
        value->moveCursor(QTextCursor::End);
        QTest::keyClick(value, Qt::Key_Backspace);
        QVERIFY2(!rowProblem().isEmpty(), "the broken JSON is said in its row");
        QTest::keyClicks(value, was.right(1));
        QCOMPARE(value->toPlainText(), was);
        QCOMPARE(rowProblem(), QString());
        QTest::keyClick(value, Qt::Key_Backspace);
        QVERIFY(!rowProblem().isEmpty());
        QTest::keyClicks(value, QStringLiteral(", \"note\": 1}"));
        editor.document()->settle();
        QVERIFY2(!rowProblem().contains(QStringLiteral("end of")), qPrintable(rowProblem()));
    }

    // The ruleset's form edits its depth bands.
    // The ruleset form has a field for every key the ruleset has (but the bands, which have a
    // table of their own, and the starting inventory, a list of objects: the JSON dock), each
    // with its tooltip; an edit in each of the fields added last reaches the pack and is undone.
    void rulesetFormHasEveryKey() {
        Ruleset rs;
        rs.bump = Ruleset::Bump::Contact;
        rs.doorWarmup = 2;
        rs.mpRegenTurns = 3;
        rs.blockingHints = true;
        rs.chaseSight = Ruleset::ChaseSight::Radius;
        rs.stairs = Ruleset::Stairs::Anywhere;
        rs.chestStepOnto = true;
        const QStringList paths = schemaPaths(rulesetSchema());
        const QStringList elsewhere = {QStringLiteral("format"), QStringLiteral("dungeon/bands"),
                                       QStringLiteral("hero/inventory")};
        QStringList missing;
        std::function<void(const QJsonObject &, const QString &)> walk = [&](const QJsonObject &o,
                                                                             const QString &base) {
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString path = base.isEmpty() ? it.key() : base + u'/' + it.key();
                if (paths.contains(path) || elsewhere.contains(path))
                    continue;
                if (it.value().isObject())
                    walk(it.value().toObject(), path);
                else
                    missing << path;
            }
        };
        walk(rs.toJson(), QString());
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));

        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.selectFile(QStringLiteral("ruleset.json"));
        RecordForm *form = editor.recordForm();
        QVERIFY(form->showsRuleset());
        PackDocument *doc = editor.document();
        const auto ruleset = [doc] { return doc->pack()->ruleset; };
        const Ruleset before = ruleset();
        const int errors = doc->diagnostics().errorCount();
        for (const FieldSpec &f : rulesetSchema()) {
            QVERIFY2(form->editor(f.path), qPrintable(f.path));
            QVERIFY2(form->label(f.path) && !form->label(f.path)->toolTip().isEmpty(),
                     qPrintable(f.path));
        }
        const auto choose = [form](const QString &path, const QString &value) {
            auto *combo = qobject_cast<QComboBox *>(form->editor(path));
            QVERIFY2(combo, qPrintable(path));
            const int i = combo->findData(value);
            QVERIFY2(i >= 0, qPrintable(path + u' ' + value));
            combo->setCurrentIndex(i);
            Q_EMIT combo->activated(i);
        };
        const auto type = [form](const QString &path, const QString &text) {
            auto *edit = qobject_cast<QLineEdit *>(form->editor(path));
            QVERIFY2(edit, qPrintable(path));
            edit->setText(text);
            Q_EMIT edit->textEdited(text);
        };
        const auto spin = [form](const QString &path, int value) {
            auto *box = qobject_cast<QSpinBox *>(form->editor(path));
            QVERIFY2(box, qPrintable(path));
            box->setValue(value);
        };
        struct Step {
            std::function<void()> edit;
            std::function<bool(const Ruleset &)> changed;
        };
        const QList<Step> steps = {
            {[&] { choose(QStringLiteral("bump"), QStringLiteral("contact")); },
             [](const Ruleset &r) { return r.bump == Ruleset::Bump::Contact; }},
            {[&] { spin(QStringLiteral("doorWarmup"), 4); },
             [](const Ruleset &r) { return r.doorWarmup == 4; }},
            // classic plays its tutorials' radius and stairs anywhere: back to the defaults.
            {[&] { choose(QStringLiteral("chaseSight"), QStringLiteral("line")); },
             [](const Ruleset &r) { return r.chaseSight == Ruleset::ChaseSight::Line; }},
            {[&] { choose(QStringLiteral("dungeon/stairs"), QStringLiteral("far")); },
             [](const Ruleset &r) { return r.stairs == Ruleset::Stairs::Far; }},
            {[&] { spin(QStringLiteral("mpRegenTurns"), 12); },
             [](const Ruleset &r) { return r.mpRegenTurns == 12; }},
            {[&] { choose(QStringLiteral("interface/blockingHints"), QStringLiteral("true")); },
             [](const Ruleset &r) { return r.blockingHints; }},
            {[&] { choose(QStringLiteral("interface/menuKeys"), QStringLiteral("report")); },
             [](const Ruleset &r) { return r.menuKeys == Ruleset::MenuKeys::Report; }},
            {[&] { choose(QStringLiteral("interface/orientationKeys"), QStringLiteral("true")); },
             [](const Ruleset &r) { return r.orientationKeys; }},
            {[&] { type(QStringLiteral("hero/experience"), QStringLiteral("0, 10, 25, 70")); },
             [](const Ruleset &r) {
                 return r.experience == QList<qint64>{0, 10, 25, 70};
             }},
            {[&] { type(QStringLiteral("spells/unlock"), QStringLiteral("5, 15, 40")); },
             [before](const Ruleset &r) { return r.spellUnlock != before.spellUnlock; }},
            {[&] { type(QStringLiteral("spells/restrict"), QStringLiteral("3, 2")); },
             [](const Ruleset &r) {
                 return r.restrictNumerator == 3 && r.restrictDenominator == 2;
             }},
            {[&] { choose(QStringLiteral("spells/restricts/Water"), QStringLiteral("Earth")); },
             [](const Ruleset &r) { return r.restricts.value(Element::Water) == Element::Earth; }},
            {[&] {
                 auto *atk = form->editor(QStringLiteral("characters/rage"))
                                 ->findChild<QLineEdit *>(QStringLiteral("atk"));
                 QVERIFY(atk);
                 atk->setText(QStringLiteral("150"));
                 Q_EMIT atk->textEdited(atk->text());
             },
             [](const Ruleset &r) { return r.rage[Stat::Atk] == 150; }},
        };
        for (const Step &step : steps) {
            const int index = doc->undoStack()->index();
            step.edit();
            doc->settle();
            QCOMPARE(doc->undoStack()->index(), index + 1);
            QVERIFY2(step.changed(ruleset()), qPrintable(doc->undoStack()->undoText()));
            QVERIFY2(doc->diagnostics().errorCount() == errors,
                     qPrintable(doc->undoStack()->undoText()));
            doc->undoStack()->undo();
            doc->settle();
            QVERIFY2(!step.changed(ruleset()), qPrintable(doc->undoStack()->redoText()));
            doc->undoStack()->redo();
            doc->settle();
            QVERIFY(step.changed(ruleset()));
            doc->undoStack()->undo();
            doc->settle();
        }
        QVERIFY(!doc->isModified());
    }

    void rulesetFormEditsDepthBands() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        PackDocument *doc = editor.document();
        editor.selectFile(QStringLiteral("ruleset.json"));
        BandsEditor *bands = editor.recordForm()->bands();
        QVERIFY(bands);
        const int count = int(doc->pack()->ruleset.bands.size());
        QCOMPARE(bands->table()->rowCount(), count);
        auto *monsters = qobject_cast<RecordPicker *>(bands->editor(0, QStringLiteral("monsters")));
        QVERIFY(monsters);
        QCOMPARE(monsters->id(), doc->pack()->ruleset.bands.first().monsters);
        monsters->setEditText(QStringLiteral("mon-d3"));
        Q_EMIT monsters->idChanged(QStringLiteral("mon-d3"));
        QCOMPARE(doc->pack()->ruleset.bands.first().monsters, QStringLiteral("mon-d3"));
        // The band's look: the tileset's looks offered (classic has none), a name typed kept,
        // and a look the tileset does not have named under the table.
        auto *look = qobject_cast<QComboBox *>(bands->editor(0, QStringLiteral("look")));
        QVERIFY(look);
        QCOMPARE(look->count(), 1); // the base tiles
        QTest::keyClicks(look->lineEdit(), QStringLiteral("caves"));
        QCOMPARE(doc->pack()->ruleset.bands.first().look, QStringLiteral("caves"));
        QVERIFY2(bands->problems().contains(QStringLiteral("unknown look \"caves\"")),
                 qPrintable(bands->problems()));
        doc->undoStack()->undo();
        QCOMPARE(doc->pack()->ruleset.bands.first().look, QString());
        bands->addBand();
        QCOMPARE(bands->table()->rowCount(), count + 1);
        QVERIFY(bands->problems().contains(QStringLiteral("band")));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(!doc->isModified());
        QCOMPARE(bands->table()->rowCount(), count);
    }

    // The JSON dock's invalid text is listed with the pack's problems; a valid edit it applies
    // leaves the text as typed (the line under the cursor does not move).
    void jsonDockReportsAndKeepsItsText() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Trap, QStringLiteral("spikes"));
        JsonEditor *json = editor.jsonEditor();
        json->setFocus();
        json->selectAll();
        json->insertPlainText(QStringLiteral("{\"id\": \"spikes\",,}"));
        QCOMPARE(editor.problemsDock()->rowCount(), 1);
        QVERIFY2(editor.problemsDock()->text(0).contains(QStringLiteral("JSON dock")),
                 qPrintable(editor.problemsDock()->text(0)));
        const QString compact = QStringLiteral(
            "{\"id\":\"spikes\",\"name\":\"Spike plate\",\"damage\":\"1d4+3\",\"glyph\":\"^\"}");
        json->selectAll();
        json->insertPlainText(compact);
        QVERIFY(json->applyNow());
        QCOMPARE(editor.problemsDock()->rowCount(), 0);
        QCOMPARE(json->toPlainText(), compact);
        QCOMPARE(editor.document()->pack()->trap(QStringLiteral("spikes"))->damage.text,
                 QStringLiteral("1d4+3"));
    }

    // The contact sheet says how many of its seeds a filter shows; a histogram's axis runs from
    // the lowest value to the highest.
    void seedPreviewSaysWhatItShows() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        SeedPreviewDock *preview = editor.seedPreview();
        preview->setSheetRange(1, 30);
        preview->generateSheet();
        QTRY_COMPARE(preview->sheetModel()->readyCount(), 30);
        QVERIFY(preview->shownText().isEmpty());
        preview->sheetFilter()->setRange(SheetFigure::Monsters, 0, 3);
        preview->sheetFilter()->invalidate();
        const int shown = preview->sheetFilter()->rowCount();
        QVERIFY(shown < 30);
        preview->updateShownCount();
        QCOMPARE(preview->shownText(), QStringLiteral("%1 of 30 shown").arg(shown));

        Histogram h;
        h.setValues({3, 4, 5, 5, 31});
        QCOMPARE(h.axis(), (QPair<int, int>{3, 31}));
    }

    // Every field the forms show is documented in docs/data-format.md with the same words as
    // its tooltip.
    void schemaMatchesTheDocs() {
        QFile docs(QStringLiteral(PD_TEST_DATA_DIR "/../../docs/data-format.md"));
        QVERIFY(docs.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(docs.readAll());
        QStringList missing;
        auto check = [&](const QList<FieldSpec> &schema) {
            for (const FieldSpec &f : schema) {
                const QString row =
                    QStringLiteral("| `%1` | %2 |").arg(f.path, QString::fromUtf8(f.description));
                if (!text.contains(row))
                    missing << row;
            }
        };
        for (RecordKind kind :
             {RecordKind::Item, RecordKind::Spell, RecordKind::Monster, RecordKind::Trap})
            check(recordSchema(kind));
        check(rulesetSchema());
        check(bandSchema());
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // File > Export pack as zip, then Import zip as a new pack: the imported pack opens with the
    // same records, and the status bar says what happened. A file that is not a zip, or a
    // target that is taken, is refused in words with nothing written and the open pack kept.
    void zipExportAndImport() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        const auto original = editor.document()->pack();
        QSignalSpy messages(&editor, &EditorWorkspace::message);
        const QString zip = m_tmp.filePath(QStringLiteral("export-%1.zip").arg(m_count));
        QString problems;
        QVERIFY2(editor.exportZip(zip, &problems), qPrintable(problems));
        QVERIFY(QFileInfo(zip).size() > 0);
        QCOMPARE(messages.size(), 1);
        QVERIFY(messages.first().first().toString().startsWith(QStringLiteral("Exported ")));

        // Inside the pack it packs: refused, nothing written.
        const QString inside = m_folder + QStringLiteral("/self.zip");
        QVERIFY(!editor.exportZip(inside, &problems));
        QVERIFY2(problems.contains(QStringLiteral("inside the pack folder")), qPrintable(problems));
        QVERIFY(!QFileInfo::exists(inside));

        // Not a zip: refused in words, no folder, the open pack stays.
        const QString bogus = m_tmp.filePath(QStringLiteral("bogus-%1.zip").arg(m_count));
        {
            QFile f(bogus);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a zip archive at all, just some text");
        }
        const QString refused = m_tmp.filePath(QStringLiteral("refused-%1").arg(m_count));
        QVERIFY(!editor.importZip(bogus, refused, &problems));
        QVERIFY2(problems.contains(QStringLiteral("not a zip archive")), qPrintable(problems));
        QVERIFY(!QFileInfo::exists(refused));
        QCOMPARE(editor.document()->folder(), m_folder);

        // Into a folder that is taken: refused.
        QVERIFY(!editor.importZip(zip, m_folder, &problems));
        QVERIFY2(problems.contains(QStringLiteral("not an empty folder")), qPrintable(problems));

        const QString target = m_tmp.filePath(QStringLiteral("imported-%1").arg(m_count));
        QVERIFY2(editor.importZip(zip, target, &problems), qPrintable(problems));
        QCOMPARE(editor.document()->folder(), target);
        QVERIFY(!editor.document()->diagnostics().hasErrors());
        QCOMPARE(editor.document()->pack()->toJson(), original->toJson());
        QVERIFY(messages.last().first().toString().startsWith(QStringLiteral("Imported ")));
        QVERIFY(editor.findChild<QAction *>(QStringLiteral("ExportZipAction"))->isEnabled());
    }

    // Issue 36, item 8: the seed preview, brought forward in the low strip of docks at the
    // bottom, grows to almost half the window once, so that its level is not a thumbnail; the
    // Playtest dock likewise.
    void previewDocksGrowWhenFirstShown() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.resize(1400, 900);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.seedPreview()->height() < 360);
        editor.seedPreview()->raise();
        QTRY_VERIFY(editor.seedPreview()->height() >= 360);
        editor.playtestDock()->raise();
        QTRY_VERIFY(editor.playtestDock()->height() >= 360);
    }

    // Issue 36, item 10: in German ("Hinzufügen Duplizieren Umbenennen… Löschen") every action
    // of a record list stays on its toolbar at the window's first size, none in the overflow
    // menu: the list is as wide as its buttons need.
    void listButtonsStayOnTheToolbarInGerman() {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/permadungeon_de.qm")));
        QCoreApplication::installTranslator(&german);
        const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&german); });
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.resize(1280, 770);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        RecordListDock *list = editor.listDock(RecordKind::Table);
        list->raise();
        QApplication::processEvents();
        auto *tools = list->findChild<QToolBar *>();
        QVERIFY(tools);
        QCOMPARE(tools->actions().size(), 4);
        QCOMPARE(tools->actions().last()->text(), QStringLiteral("Löschen"));
        for (QAction *a : tools->actions()) {
            QWidget *button = tools->widgetForAction(a);
            QVERIFY(button);
            QVERIFY2(button->isVisible(), qPrintable(a->text()));
            QVERIFY2(tools->rect().contains(button->geometry()), qPrintable(a->text()));
        }
    }
};

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
