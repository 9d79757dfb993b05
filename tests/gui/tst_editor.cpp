// The Editor tab as a designer uses it (offscreen): a change in a form shows in the JSON and
// the odds, a change in the JSON shows in the form; problems appear and lead to their field;
// records are added, duplicated, renamed with their references, and deleted only when unused;
// unsaved work survives a crash.

#include "EditorWorkspace.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "data/PackManifest.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "records/RecordForm.h"
#include "records/RecordSheet.h"
#include "search/SearchDock.h"
#include "tables/OddsChart.h"
#include "tables/OddsDock.h"
#include "tables/TableEditor.h"
#include "tables/WhereFromDock.h"
#include "json/JsonEditor.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

QString barText(const OddsChart *chart, const QString &label) {
    for (const OddsChart::Section &s : chart->sections())
        for (const OddsChart::Bar &b : s.bars)
            if (b.label == label)
                return b.fraction;
    return QStringLiteral("(none)");
}

// Types into a line edit as a person does: select all, then the keys.
void retype(QLineEdit *edit, const QString &text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace

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
        QVERIFY(
            test::copyFolder(PackLoader::bundledDataDir() + QStringLiteral("/classic"), m_folder));
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
        QCOMPARE(barText(chart, QStringLiteral("1-2  Closet")), QStringLiteral("1/6"));

        auto *range = qobject_cast<QLineEdit *>(rows->cellWidget(0, 0));
        QVERIFY(range);
        retype(range, QStringLiteral("1-4"));
        QCOMPARE(barText(chart, QStringLiteral("1-4  Closet")), QStringLiteral("1/3"));
        QCOMPARE(barText(chart, QStringLiteral("3-4  Gallery")), QStringLiteral("0"));
        QVERIFY(rows->item(1, 4)->text().contains(QStringLiteral("overlaps")));
        QVERIFY(editor.jsonEditor()->toPlainText().contains(QStringLiteral("\"range\": \"1-4\"")));
        QCOMPARE(editor.problemsDock()->rowCount(), 1);
        // Typing three characters is one step.
        QCOMPARE(editor.document()->undoStack()->count(), 1);

        editor.document()->undoStack()->undo();
        QCOMPARE(barText(chart, QStringLiteral("1-2  Closet")), QStringLiteral("1/6"));
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

    void itemFormAndJsonStayInStep() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_folder));
        editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
        RecordForm *form = editor.recordForm();
        auto *name = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("name")));
        QVERIFY(name);
        QCOMPARE(name->text(), QStringLiteral("Healing draught"));
        retype(name, QStringLiteral("Red draught"));
        QVERIFY(editor.jsonEditor()->toPlainText().contains(QStringLiteral("\"Red draught\"")));
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Red draught"));

        // A stat inside "restores": its own field.
        auto *hp = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("restores/hp")));
        QVERIFY(hp);
        QCOMPARE(hp->text(), QStringLiteral("30"));
        retype(hp, QStringLiteral("45"));
        QCOMPARE(editor.document()->pack()->item(QStringLiteral("potion-hp-1"))->restores[Stat::Hp],
                 45);

        // Dice are checked as typed; a wrong value is shown under its field.
        editor.select(RecordKind::Trap, QStringLiteral("spikes"));
        auto *damage =
            qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("damage")));
        QVERIFY(damage);
        retype(damage, QStringLiteral("2d"));
        QVERIFY(!editor.recordForm()->problem(QStringLiteral("damage")).isEmpty());
        retype(damage, QStringLiteral("2d6"));
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
        QVERIFY2(doc->diagnostics().isEmpty(),
                 qPrintable(doc->diagnostics().toStringList().join(u'\n')));
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
        QVERIFY(doc->diagnostics().isEmpty());
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
            retype(qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("name"))),
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
        QCOMPARE(chanceOf(QStringLiteral("items-d1")), QStringLiteral("40.00%"));

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
        QVERIFY(chanceOf(QStringLiteral("items-d1")) != QStringLiteral("40.00%"));
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
        QCOMPARE(EditorWorkspace::packIdFor(QStringLiteral("my-dungeon")),
                 QStringLiteral("local.my-dungeon"));
        QCOMPARE(EditorWorkspace::packIdFor(QStringLiteral("My Dungeon!  2")),
                 QStringLiteral("local.my-dungeon-2"));
        QCOMPARE(EditorWorkspace::packIdFor(QStringLiteral("Höhle")),
                 QStringLiteral("local.h-hle"));
        QCOMPARE(EditorWorkspace::packIdFor(QStringLiteral("!!!")), QStringLiteral("local.pack"));
        for (const char *name : {"my-dungeon", "My Dungeon!  2", "Höhle", "!!!", "-x-"})
            QVERIFY(
                PackManifest::isValidPackId(EditorWorkspace::packIdFor(QString::fromUtf8(name))));
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
};

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
