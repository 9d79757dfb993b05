// The Editor's keys as a designer presses them, wherever the focus happens to be: undo, redo,
// save after a problem was double-clicked, after a list's button was clicked, after the
// crash-recovery dialog; Ctrl+Y; Delete in a list; Ctrl+F; F2; Ctrl+Shift+A making the kind of
// the list shown; nothing while the tab is hidden. And the questions asked before a pack with
// problems is saved or exported.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "preview/SeedPreviewDock.h"
#include "search/SearchDock.h"
#include "workspace/DockLayout.h"
#include "workspace/NewRecordDialog.h"
#include "workspace/PackFileController.h"
#include "workspace/RecordActions.h"
#include "workspace/RenameDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

const QString kMonsters = QStringLiteral("monsters.json");

// Gives the goblin a trophy the pack does not have: one problem, one undo step.
void breakGoblin(PackDocument *doc) {
    doc->setValue(kMonsters,
                  *doc->recordPointer(RecordKind::Monster, QStringLiteral("goblin")) +
                      QStringLiteral("/trophy"),
                  JsonTree(QJsonValue(QStringLiteral("potion-hp-7"))),
                  QStringLiteral("Change trophy"));
}

void pressCtrl(QWidget *window, Qt::Key key, Qt::KeyboardModifiers more = {}) {
    QTest::keyClick(test::keyTarget(window), key, Qt::ControlModifier | more);
}

// Clicks a dock's tab (as a person brings a tabbed dock forward).
bool clickDockTab(QWidget *window, const QString &title) {
    for (QTabBar *bar : window->findChildren<QTabBar *>())
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == title && bar->isVisible()) {
                // (on the part of the tab in sight, when the bar has scrolled it)
                const QRect shown = bar->tabRect(i).intersected(bar->rect().adjusted(0, 0, -40, 0));
                if (shown.isEmpty())
                    return false;
                QTest::mouseClick(bar, Qt::LeftButton, {}, shown.center());
                return true;
            }
    return false;
}

QToolButton *buttonOf(RecordListDock *dock, const QString &action) {
    auto *bar = dock->findChild<QToolBar *>();
    return bar ? qobject_cast<QToolButton *>(bar->widgetForAction(dock->action(action))) : nullptr;
}

} // namespace

class TestEditorKeys : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;
    int m_count = 0;

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("EditorKeysTest");
        qputenv("PD_NO_DIALOGS", "1");
    }

    void init() {
        m_folder = m_tmp.filePath(QStringLiteral("classic-%1").arg(++m_count));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), m_folder));
        qputenv("PD_NO_DIALOGS", "1");
    }

    // Bug 1: with a table chosen, Add in the Monsters list makes a monster, and so does
    // Ctrl+Shift+A once the Monsters list is brought forward (both made a table).
    void addMakesTheKindOfItsList() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        editor.showRecord(RecordKind::Table, QStringLiteral("mon-d1"));
        QVERIFY(clickDockTab(&editor, QStringLiteral("Monsters")));
        RecordListDock *monsters = editor.listDock(RecordKind::Monster);
        QTRY_VERIFY(!monsters->visibleRegion().isEmpty());
        QToolButton *add = buttonOf(monsters, QStringLiteral("Add"));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QVERIFY(doc->recordPointer(RecordKind::Monster, QStringLiteral("new-monster")));
        QVERIFY(!doc->recordPointer(RecordKind::Table, QStringLiteral("new-table")));
        QCOMPARE(editor.currentKind(), RecordKind::Monster);

        // The table again (from the odds, say), the Items list brought forward: the key makes
        // an item.
        editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
        QVERIFY(clickDockTab(&editor, QStringLiteral("Items")));
        QTRY_VERIFY(!editor.listDock(RecordKind::Item)->visibleRegion().isEmpty());
        pressCtrl(&editor, Qt::Key_A, Qt::ShiftModifier);
        QVERIFY(doc->recordPointer(RecordKind::Item, QStringLiteral("new-item")));
        QVERIFY(!doc->recordPointer(RecordKind::Table, QStringLiteral("new-table")));
        QCOMPARE(editor.currentKind(), RecordKind::Item);
    }

    // Issue 36, item 2: Add asks for the name and the id, the id following the name until it is
    // typed; OK waits for an id that is valid and free; the record is made with both.
    void addAsksForTheNameAndId() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        QCOMPARE(NewRecordDialog::idFromName(QStringLiteral("Cave Troll")),
                 QStringLiteral("cave-troll"));
        QCOMPARE(NewRecordDialog::idFromName(QStringLiteral("  Élan, the 2nd!")),
                 QStringLiteral("elan-the-2nd"));
        QCOMPARE(NewRecordDialog::idFromName(QStringLiteral("42")), QString());
        NewRecordDialog dialog(doc, RecordKind::Monster);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QTest::keyClicks(dialog.nameField(), QStringLiteral("Goblin"));
        QCOMPARE(dialog.id(), QStringLiteral("goblin-2")); // "goblin" is taken
        QVERIFY(ok->isEnabled());
        dialog.idField()->clear();
        QTest::keyClicks(dialog.idField(), QStringLiteral("Bad Id"));
        QVERIFY(!ok->isEnabled());
        QVERIFY2(dialog.problem().contains(QStringLiteral("is not an id")),
                 qPrintable(dialog.problem()));
        dialog.idField()->clear();
        QTest::keyClicks(dialog.idField(), QStringLiteral("hob"));
        QTest::keyClicks(dialog.nameField(), QStringLiteral(" king"));
        QCOMPARE(dialog.id(), QStringLiteral("hob")); // typed by hand: the name leaves it
        QVERIFY(ok->isEnabled());
        QVERIFY(editor.actions()->addRecord(RecordKind::Monster, dialog.id(), dialog.name()));
        QCOMPARE(doc->pack()->monster(QStringLiteral("hob"))->name, QStringLiteral("Goblin king"));
        QCOMPARE(editor.currentId(), QStringLiteral("hob"));
        QVERIFY(!editor.actions()->addRecord(RecordKind::Monster, QStringLiteral("hob"),
                                             QString())); // taken
    }

    // Issue 36, item 4: Alt+1 to Alt+5 bring a record list forward with the keyboard in its
    // search, so that Ctrl+Shift+A then adds that kind; shown again, not toggled away.
    void altDigitBringsAListForward() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        RecordListDock *spells = editor.listDock(RecordKind::Spell);
        QTRY_VERIFY(spells->visibleRegion().isEmpty()); // behind the Tables list
        QTest::keyClick(test::keyTarget(&editor), Qt::Key_3, Qt::AltModifier);
        QTRY_VERIFY(!spells->visibleRegion().isEmpty());
        QTRY_VERIFY(spells->searchField()->hasFocus());
        pressCtrl(&editor, Qt::Key_A, Qt::ShiftModifier);
        QVERIFY(doc->recordPointer(RecordKind::Spell, QStringLiteral("new-spell")));
        QTest::keyClick(test::keyTarget(&editor), Qt::Key_3, Qt::AltModifier);
        QVERIFY(spells->isVisible());
        QTest::keyClick(test::keyTarget(&editor), Qt::Key_1, Qt::AltModifier);
        QTRY_VERIFY(!editor.listDock(RecordKind::Table)->visibleRegion().isEmpty());
        QTRY_VERIFY(editor.listDock(RecordKind::Table)->searchField()->hasFocus());
    }

    // Bug 2: undo after a problem was double-clicked (the focus went to a field or the JSON).
    void undoAfterDoubleClickingAProblem() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        breakGoblin(doc);
        auto *list =
            editor.problemsDock()->findChild<QTreeWidget *>(QStringLiteral("ProblemsList"));
        QCOMPARE(list->topLevelItemCount(), 1);
        editor.problemsDock()->raise();
        const QRect at = list->visualItemRect(list->topLevelItem(0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at.center());
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at.center());
        QTRY_COMPARE(editor.currentId(), QStringLiteral("goblin"));
        pressCtrl(&editor, Qt::Key_Z);
        QCOMPARE(doc->undoStack()->index(), 0);
        QVERIFY(!doc->diagnostics().hasErrors());
        // Redo: Ctrl+Y and Ctrl+Shift+Z alike.
        pressCtrl(&editor, Qt::Key_Y);
        QCOMPARE(doc->undoStack()->index(), 1);
        pressCtrl(&editor, Qt::Key_Z);
        pressCtrl(&editor, Qt::Key_Z, Qt::ShiftModifier);
        QCOMPARE(doc->undoStack()->index(), 1);
    }

    // Bug 2: undo after the focus was left on a button of a list that another list then hid.
    void undoWithTheFocusOnAHiddenDock() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        QVERIFY(clickDockTab(&editor, QStringLiteral("Traps")));
        RecordListDock *traps = editor.listDock(RecordKind::Trap);
        QTRY_VERIFY(!traps->visibleRegion().isEmpty());
        QToolButton *add = buttonOf(traps, QStringLiteral("Add"));
        add->setFocusPolicy(Qt::StrongFocus); // (as a toolbar button keeps it on some styles)
        QTest::mouseClick(add, Qt::LeftButton);
        add->setFocus();
        QVERIFY(doc->recordPointer(RecordKind::Trap, QStringLiteral("new-trap")));
        QVERIFY(clickDockTab(&editor, QStringLiteral("Tables"))); // the trap list goes behind

        // (a dock behind another in its tab group is out of view, not hidden)
        QTRY_VERIFY(traps->visibleRegion().isEmpty());
        pressCtrl(&editor, Qt::Key_Z);
        QVERIFY(!doc->recordPointer(RecordKind::Trap, QStringLiteral("new-trap")));
    }

    // Bug 2: Ctrl+S right after the crash-recovery dialog (the focus was nowhere).
    void saveAfterTheRecoveryDialog() {
        {
            EditorWorkspace editor;
            QVERIFY(editor.openPack(m_folder));
            breakGoblin(editor.document());
            editor.document()->undoStack()->undo();
            editor.select(RecordKind::Item, QStringLiteral("potion-hp-1"));
            editor.document()->setValue(
                QStringLiteral("items.json"),
                *editor.document()->recordPointer(RecordKind::Item, QStringLiteral("potion-hp-1")) +
                    QStringLiteral("/name"),
                JsonTree(QJsonValue(QStringLiteral("Kept draught"))), QStringLiteral("Change"));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(EditorWorkspace::recoveryPath(m_folder)), 5000);
            editor.document()->undoStack()->setClean(); // it "crashes"
        }
        qunsetenv("PD_NO_DIALOGS");
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, QString()));
        bool asked = false;
        test::whenDialogOpens([&asked](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            asked = box && box->objectName() == QLatin1String("RestoreRecoveryBox");
            if (box)
                box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(editor.openPack(m_folder));
        QVERIFY(asked);
        QVERIFY(editor.document()->isModified());
        QSignalSpy saved(editor.document(), &PackDocument::saved);
        // The window is the active one again once the dialog is gone (no window manager gives it
        // back here, as none did on the display the bug was found on), nothing in it focused.
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        QVERIFY(!QApplication::focusWidget() ||
                !editor.centralWidget()->isAncestorOf(QApplication::focusWidget()));
        pressCtrl(&editor, Qt::Key_S);
        QCOMPARE(saved.size(), 1);
        QVERIFY(!editor.document()->isModified());
        QFile items(m_folder + QStringLiteral("/items.json"));
        QVERIFY(items.open(QIODevice::ReadOnly));
        QVERIFY(items.readAll().contains("Kept draught"));
    }

    // Delete in a list removes its record (undoably); Ctrl+F goes to the search; F2 renames.
    void deleteFindAndRenameKeys() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        editor.addRecord(RecordKind::Monster);
        RecordListDock *monsters = editor.listDock(RecordKind::Monster);
        QCOMPARE(monsters->currentId(), QStringLiteral("new-monster"));
        monsters->list()->setFocus();
        QTRY_VERIFY(monsters->list()->hasFocus());
        QTest::keyClick(monsters->list(), Qt::Key_Delete);
        QVERIFY(!doc->recordPointer(RecordKind::Monster, QStringLiteral("new-monster")));
        pressCtrl(&editor, Qt::Key_Z);
        QVERIFY(doc->recordPointer(RecordKind::Monster, QStringLiteral("new-monster")));
        // In a field the key deletes text, not the record.
        monsters->searchField()->setFocus();
        monsters->searchField()->setText(QStringLiteral("ab"));
        monsters->searchField()->setCursorPosition(0);
        QTest::keyClick(monsters->searchField(), Qt::Key_Delete);
        QCOMPARE(monsters->searchField()->text(), QStringLiteral("b"));
        monsters->searchField()->clear();

        pressCtrl(&editor, Qt::Key_F);
        QTRY_VERIFY(editor.searchDock()->field()->hasFocus());

        editor.showRecord(RecordKind::Monster, QStringLiteral("goblin"));
        monsters->list()->setFocus();
        QString problem;
        test::whenDialogOpens([&problem](QWidget *dialog) {
            auto *rename = qobject_cast<RenameDialog *>(dialog);
            if (!rename) {
                dialog->close();
                return;
            }
            test::retype(rename->field(), QStringLiteral("Cave Troll!"));
            problem = rename->problem();
            rename->reject();
        });
        QTest::keyClick(test::keyTarget(&editor), Qt::Key_F2);
        QVERIFY2(problem.contains(QStringLiteral("not an id")), qPrintable(problem));
        QVERIFY(doc->recordPointer(RecordKind::Monster, QStringLiteral("goblin")));
    }

    // A hidden Editor tab answers no key (the Game tab has its own), and its floating docks go
    // with it (a floating seed preview stayed on top of the Game tab).
    void hiddenTabIsQuiet() {
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        breakGoblin(doc);
        SeedPreviewDock *preview = editor.seedPreview();
        preview->setFloating(true);
        preview->show();
        QTRY_VERIFY(preview->isVisible());
        editor.setActive(false);
        QVERIFY(!preview->isVisible());
        pressCtrl(&editor, Qt::Key_Z);
        QCOMPARE(doc->undoStack()->index(), 1);
        editor.setActive(true);
        QVERIFY(preview->isVisible());
        QVERIFY(preview->isFloating());
        // The layout kept while hidden still has the floating dock in it.
        editor.setActive(false);
        const QByteArray layout = editor.saveLayout();
        editor.setActive(true);
        preview->hide();
        editor.restoreLayout(layout);
        QTRY_VERIFY(preview->isVisible());
        pressCtrl(&editor, Qt::Key_Z);
        QCOMPARE(doc->undoStack()->index(), 0);
    }

    // Bug 3: saving a pack with problems asks first, listing them; the status bar says what
    // was written. Exporting asks too.
    void savingAPackWithProblemsAsks() {
        qunsetenv("PD_NO_DIALOGS");
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, m_folder));
        PackDocument *doc = editor.document();
        QSignalSpy messages(&editor, &EditorWorkspace::message);
        breakGoblin(doc);
        QString question, listed;
        test::whenDialogOpens([&](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            question = box->text();
            listed = box->informativeText();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!editor.files()->save());
        QVERIFY2(question.contains(QStringLiteral("1 problem")), qPrintable(question));
        QVERIFY2(listed.contains(QStringLiteral("unknown item \"potion-hp-7\"")),
                 qPrintable(listed));
        // Named as Problems names the place (issue 36), not by file and JSON pointer.
        QVERIFY2(listed.startsWith(QStringLiteral("goblin, ")) && !listed.contains(u'/'),
                 qPrintable(listed));
        QVERIFY(doc->isModified());

        test::whenDialogOpens([](QWidget *dialog) {
            auto *anyway = dialog->findChild<QPushButton *>(QStringLiteral("AnywayButton"));
            QVERIFY(anyway);
            anyway->click();
        });
        QVERIFY(editor.files()->save());
        QVERIFY(!doc->isModified());
        QVERIFY2(messages.last().first().toString().contains(QStringLiteral("Saved monsters.json")),
                 qPrintable(messages.last().first().toString()));
        QVERIFY(messages.last().first().toString().contains(QStringLiteral("1 problem")));

        // Export: the same question, and Cancel writes nothing.
        bool askedAgain = false;
        test::whenDialogOpens([&askedAgain](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            askedAgain = box && box->objectName() == QLatin1String("ProblemsQuestionBox");
            if (box)
                box->button(QMessageBox::Cancel)->click();
            else
                dialog->close();
        });
        editor.files()->action(QStringLiteral("ExportZipAction"))->trigger();
        QVERIFY(askedAgain);
    }
};

QTEST_MAIN(TestEditorKeys)
#include "tst_editorkeys.moc"
