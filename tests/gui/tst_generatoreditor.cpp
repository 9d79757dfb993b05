// The table form's generator form (editor/tables/GeneratorEditor.h), as a designer uses it
// offscreen on a copy of classic: a generator row shows the typed form and the level it makes in
// place of the raw JSON box; each change is one undo step and makes the level again; a number
// may become an expression of depth, worked out at the preview's depth; another generator starts
// from its defaults; the reset button leaves a setting out; problems mark their field; a value
// that is not generator settings keeps the JSON box.

#include "GuiTest.h"
#include "document/PackDocument.h"
#include "gen/Level.h"
#include "preview/LevelPreview.h"
#include "records/RecordPicker.h"
#include "tables/GeneratorEditor.h"
#include "tables/TableEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

class TestGeneratorEditor : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    PackDocument *m_document = nullptr;
    TableEditor *m_table = nullptr;

    GeneratorEditor *form() const { return m_table->generatorEditor(); }
    QString valuePointer(const QString &table, int row) const {
        return *m_document->recordPointer(RecordKind::Table, table) +
               QStringLiteral("/rows/%1/value").arg(row);
    }
    const JsonTree *member(const QString &table, int row, const QString &key) const {
        return m_document->value(QStringLiteral("tables.json"),
                                 valuePointer(table, row) + u'/' + key);
    }
    void show(const QString &table, int row) {
        m_table->setTable(table);
        m_table->setCurrentRow(row);
    }
    // The level shown after the pending change (the form makes it a moment later).
    const Level *level() {
        form()->updatePreview();
        return form()->preview()->level();
    }

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("GeneratorEditorTest");
        const QString folder = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        m_document = new PackDocument(this);
        m_document->setChecking(PackDocument::Checking::OnThisThread);
        QString error;
        QVERIFY2(m_document->open(folder, &error), qPrintable(error));
        m_table = new TableEditor(m_document);
        m_table->resize(1100, 800);
        m_table->show();
    }

    void cleanupTestCase() {
        delete m_table;
        delete m_document; // (and its lock) before the folder goes
    }

    void init() {
        while (m_document->undoStack()->canUndo())
            m_document->undoStack()->undo();
        m_document->undoStack()->clear();
        m_document->settle();
        m_table->vaultAsJson()->setChecked(false);
        show(QStringLiteral("gen-shallow"), 0);
    }

    // The rooms row: the form with the file's values (bold, resettable) and the defaults of
    // what it leaves out (plain), the level beside it at the band's first depth, no JSON box.
    void generatorRowShowsTheForm() {
        QVERIFY(form()->isVisibleTo(m_table));
        QVERIFY(!m_table->valueEditor()->isVisibleTo(m_table));
        QVERIFY(m_table->vaultAsJson()->isVisibleTo(m_table));
        QCOMPARE(form()->kindBox()->currentText(), QStringLiteral("rooms"));
        QCOMPARE(form()->fieldKeys(), QStringList({"width", "height", "maxRooms", "roomMin",
                                                   "roomMax", "loopPercent", "doors"}));
        QCOMPARE(form()->numberBox("width")->value(), 80);
        QCOMPARE(form()->numberBox("maxRooms")->value(), 16);
        QCOMPARE(form()->numberBox("roomMax")->maximum(), 60);
        QVERIFY(form()->fieldLabel("width")->font().bold());
        QVERIFY(form()->resetButton("width")->isEnabled());
        // Left out: the generator's default, plainly.
        QCOMPARE(form()->numberBox("loopPercent")->value(), 0);
        QVERIFY(!form()->fieldLabel("loopPercent")->font().bold());
        QVERIFY(!form()->resetButton("loopPercent")->isEnabled());
        QVERIFY(form()->flagBox("doors")->isChecked());
        QVERIFY(form()->numberBox("maxRooms")->toolTip().contains(QStringLiteral("200")));
        QVERIFY(form()->numberBox("maxRooms")->toolTip().contains(QStringLiteral("\"maxRooms\"")));
        QCOMPARE(form()->depthBox()->value(), 1);
        const Level *shown = level();
        QVERIFY(shown);
        QCOMPARE(shown->width(), 80);
        QCOMPARE(shown->height(), 50);
        QVERIFY(form()->figuresLabel()->text().contains(QStringLiteral("80×50")));
        QVERIFY(form()->problemsLabel()->text().isEmpty());
        // Another band's table starts at its own depth; its caves row has the caves' fields.
        show(QStringLiteral("gen-upper"), 1);
        QCOMPARE(form()->depthBox()->value(), 3);
        QCOMPARE(form()->kindBox()->currentText(), QStringLiteral("caves"));
        QCOMPARE(form()->numberBox("fillPercent")->value(), 45);
        QCOMPARE(form()->choiceBox("connect")->currentText(), QStringLiteral("tunnels"));
        QVERIFY(!form()->fieldLabel("connect")->font().bold());
        QCOMPARE(level()->width(), form()->numberBox("width")->value());
        QCOMPARE(level()->generator, QStringLiteral("caves"));
        // The chambers row: its tables in pickers.
        m_table->setCurrentRow(2);
        QCOMPARE(form()->kindBox()->currentText(), QStringLiteral("chambers"));
        QCOMPARE(form()->tablePicker("size")->currentText(), QStringLiteral("room-size"));
        QCOMPARE(form()->tablePicker("contents")->currentText(), QStringLiteral("room-dressing"));
        QVERIFY(level());
        // "Edit as JSON" shows the raw box instead.
        m_table->vaultAsJson()->setChecked(true);
        QVERIFY(!form()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->toPlainText().contains(QStringLiteral("\"chambers\"")));
    }

    // A spin box's change is one undo step, written where the documented order puts it, and
    // the level follows; undo puts the value and the form back.
    void aChangeIsOneStepAndMakesTheLevelAgain() {
        const Level *before = level();
        QVERIFY(before);
        const int roomsBefore = int(before->rooms.size());
        QVERIFY(roomsBefore > 3);
        form()->numberBox("maxRooms")->setValue(3);
        m_document->settle();
        QCOMPARE(member("gen-shallow", 0, "maxRooms")->scalar().toInt(), 3);
        QCOMPARE(m_document->undoStack()->count(), 1);
        QCOMPARE(m_document->undoStack()->text(0),
                 QStringLiteral("Change maxRooms of gen-shallow"));
        QVERIFY(int(level()->rooms.size()) <= 3);
        // A setting left out is written in the documented order, not at the end.
        form()->numberBox("loopPercent")->setValue(20);
        m_document->settle();
        const JsonTree *value =
            m_document->value(QStringLiteral("tables.json"), valuePointer("gen-shallow", 0));
        QCOMPARE(value->keys(), QStringList({"generator", "width", "height", "maxRooms", "roomMin",
                                             "roomMax", "loopPercent"}));
        QVERIFY(form()->fieldLabel("loopPercent")->font().bold());
        form()->numberBox("width")->setValue(120);
        m_document->settle();
        QCOMPARE(level()->width(), 120);
        QCOMPARE(m_document->undoStack()->count(), 3);
        // The seed steps the level, the settings staying.
        const QString figures = form()->figuresLabel()->text();
        form()->seedBox()->stepUp();
        QVERIFY(level());
        QCOMPARE(level()->width(), 120);
        QCOMPARE(m_document->undoStack()->count(), 3);
        form()->seedBox()->stepDown();
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        m_document->settle();
        QCOMPARE(form()->numberBox("maxRooms")->value(), 16);
        QCOMPARE(form()->numberBox("width")->value(), 80);
        QVERIFY(!form()->fieldLabel("loopPercent")->font().bold());
        QCOMPARE(int(level()->rooms.size()), roomsBefore);
    }

    // f(d): the width as an expression of depth, worked out at the preview's depth; out of
    // range at one depth, a problem on its field; back to a number at the depth shown.
    void aNumberMayGrowWithDepth() {
        form()->expressionButton("width")->click();
        QLineEdit *edit = form()->expressionEdit("width");
        QVERIFY(edit->isVisibleTo(form()));
        QVERIFY(!form()->numberBox("width")->isVisibleTo(form()));
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("depth*10+60"));
        m_document->settle();
        QCOMPARE(member("gen-shallow", 0, "width")->scalar().toString(),
                 QStringLiteral("depth*10+60"));
        QCOMPARE(level()->width(), 70);
        form()->depthBox()->setValue(2);
        QCOMPARE(level()->width(), 80);
        QVERIFY(form()->problemsLabel()->text().isEmpty());
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("depth*200"));
        m_document->settle();
        QVERIFY2(form()->problemsLabel()->text().contains(QStringLiteral("width")),
                 qPrintable(form()->problemsLabel()->text()));
        QVERIFY(form()->fieldLabel("width")->styleSheet().contains(QStringLiteral("#b02020")));
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("depth+90"));
        m_document->settle();
        QVERIFY(form()->problemsLabel()->text().isEmpty());
        // Back to a number: what the expression is at depth 2.
        form()->expressionButton("width")->click();
        m_document->settle();
        QCOMPARE(member("gen-shallow", 0, "width")->scalar().toInt(), 92);
        QVERIFY(form()->numberBox("width")->isVisibleTo(form()));
        QCOMPARE(form()->numberBox("width")->value(), 92);
        form()->depthBox()->setValue(1);
    }

    // Another generator: its own fields and defaults, the map's size kept between rooms and
    // caves, in one step; a maze of 7 cells a side is 15 tiles; undo brings the rooms back.
    void anotherGeneratorStartsFromItsDefaults() {
        form()->kindBox()->setCurrentIndex(1);
        Q_EMIT form()->kindBox()->activated(1);
        m_document->settle();
        const JsonTree *value =
            m_document->value(QStringLiteral("tables.json"), valuePointer("gen-shallow", 0));
        QCOMPARE(value->keys(), QStringList({"generator", "width", "height"}));
        QCOMPARE(form()->fieldKeys(), QStringList({"width", "height", "fillPercent", "passes",
                                                   "wallThreshold", "connect"}));
        QCOMPARE(level()->generator, QStringLiteral("caves"));
        form()->kindBox()->setCurrentIndex(2);
        Q_EMIT form()->kindBox()->activated(2);
        m_document->settle();
        form()->numberBox("cells")->setValue(7);
        m_document->settle();
        QCOMPARE(level()->width(), 15);
        form()->choiceBox("algorithm")->setCurrentIndex(1);
        Q_EMIT form()->choiceBox("algorithm")->activated(1);
        m_document->settle();
        QCOMPARE(member("gen-shallow", 0, "algorithm")->scalar().toString(),
                 QStringLiteral("walk"));
        QCOMPARE(m_document->undoStack()->count(), 4);
        while (m_document->undoStack()->canUndo())
            m_document->undoStack()->undo();
        m_document->settle();
        QCOMPARE(form()->kindBox()->currentText(), QStringLiteral("rooms"));
        QCOMPARE(form()->numberBox("maxRooms")->value(), 16);
    }

    // The reset button leaves a setting out: the default shows, the level is the default's.
    void resetLeavesTheSettingOut() {
        form()->resetButton("maxRooms")->click();
        m_document->settle();
        QVERIFY(!member("gen-shallow", 0, "maxRooms"));
        QCOMPARE(form()->numberBox("maxRooms")->value(), 15);
        QVERIFY(!form()->resetButton("maxRooms")->isEnabled());
        QCOMPARE(m_document->undoStack()->text(0), QStringLiteral("Reset maxRooms of gen-shallow"));
        // roomMax above a small map's side: the problem is on the field, and the level says why
        // it was not made.
        form()->numberBox("width")->setValue(20);
        form()->numberBox("roomMax")->setValue(30);
        m_document->settle();
        QVERIFY(form()->fieldLabel("roomMax")->styleSheet().contains(QStringLiteral("#b02020")));
        QVERIFY(!level());
        QVERIFY(form()->figuresLabel()->text().contains(QStringLiteral("roomMax")));
        // Problems leads to the field.
        QApplication::setActiveWindow(m_table);
        m_table->focusPointer(valuePointer("gen-shallow", 0) + QStringLiteral("/roomMax"));
        QVERIFY(form()->numberBox("roomMax")->hasFocus());
    }

    // A value row that is not generator settings keeps the JSON box.
    void otherValuesKeepTheJsonBox() {
        show(QStringLiteral("room-size"), 0);
        QVERIFY(!form()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->isVisibleTo(m_table));
    }
};

QTEST_MAIN(TestGeneratorEditor)
#include "tst_generatoreditor.moc"
