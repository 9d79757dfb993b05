// The table form's vault form (editor/tables/VaultEditor.h), as a designer uses it offscreen: a
// vault row shows it in place of the raw JSON box; painting a stroke changes the grid in one
// undo step; resizing keeps the rows of one length; the core's problems show below the grid;
// a value that is not a vault keeps the JSON box. One small pack (the choices test pack),
// opened once.

#include "GuiTest.h"
#include "data/Vault.h"
#include "document/PackDocument.h"
#include "records/RecordPicker.h"
#include "tables/TableEditor.h"
#include "tables/VaultEditor.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

class TestVaultEditor : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    PackDocument *m_document = nullptr;
    TableEditor *m_table = nullptr;

    QString valuePointer(int row) const {
        return *m_document->recordPointer(RecordKind::Table, QStringLiteral("vaults-upper")) +
               QStringLiteral("/rows/%1/value").arg(row);
    }
    QStringList gridOf(int row) const {
        QStringList grid;
        if (const JsonTree *g = m_document->value(QStringLiteral("tables.json"),
                                                  valuePointer(row) + QStringLiteral("/grid")))
            for (qsizetype y = 0; y < g->size(); ++y)
                grid << g->at(y).scalar().toString();
        return grid;
    }
    VaultEditor *vault() const { return m_table->vaultEditor(); }
    // A press, a drag through `cells` and a release, as a mouse does.
    void stroke(const QList<QPoint> &cells) {
        VaultGrid *grid = vault()->grid();
        auto centre = [grid](QPoint c) { return QPointF(grid->cellRect(c.x(), c.y()).center()); };
        QMouseEvent press(QEvent::MouseButtonPress, centre(cells.first()),
                          grid->mapToGlobal(centre(cells.first())), Qt::LeftButton, Qt::LeftButton,
                          Qt::NoModifier);
        QApplication::sendEvent(grid, &press);
        for (const QPoint &c : cells) {
            QMouseEvent move(QEvent::MouseMove, centre(c), grid->mapToGlobal(centre(c)),
                             Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(grid, &move);
        }
        QMouseEvent release(QEvent::MouseButtonRelease, centre(cells.last()),
                            grid->mapToGlobal(centre(cells.last())), Qt::LeftButton, Qt::NoButton,
                            Qt::NoModifier);
        QApplication::sendEvent(grid, &release);
        m_document->settle();
    }

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("VaultEditorTest");
        const QString folder = m_tmp.filePath(QStringLiteral("choices"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), folder));
        m_document = new PackDocument(this);
        m_document->setChecking(PackDocument::Checking::OnThisThread);
        QString error;
        QVERIFY2(m_document->open(folder, &error), qPrintable(error));
        m_table = new TableEditor(m_document);
        m_table->resize(900, 800);
        m_table->show();
    }

    void cleanupTestCase() {
        delete m_table;
        delete m_document; // (and its lock) before the folder goes
    }

    void init() {
        // Each test starts from the file as it was read.
        while (m_document->undoStack()->canUndo())
            m_document->undoStack()->undo();
        m_document->undoStack()->clear();
        m_document->settle();
        m_table->vaultAsJson()->setChecked(false);
        m_table->setTable(QStringLiteral("vaults-upper"));
        m_table->setCurrentRow(0);
    }

    // The treasury row shows the form, filled from the value, and not the raw box.
    void vaultRowShowsTheForm() {
        QVERIFY(vault()->isVisibleTo(m_table));
        QVERIFY(!m_table->valueEditor()->isVisibleTo(m_table));
        QVERIFY(m_table->vaultAsJson()->isVisibleTo(m_table));
        QCOMPARE(vault()->nameEdit()->text(), QStringLiteral("treasury"));
        QCOMPARE(vault()->picker(QStringLiteral("items"))->currentText(),
                 QStringLiteral("vault-treasure"));
        QCOMPARE(vault()->picker(QStringLiteral("monsters"))->currentText(), QString());
        QCOMPARE(vault()->grid()->grid(), gridOf(0));
        QCOMPARE(vault()->widthBox()->value(), 7);
        QCOMPARE(vault()->heightBox()->value(), 4);
        QCOMPARE(vault()->widthBox()->minimum(), Vault::kMinSide);
        QCOMPARE(vault()->widthBox()->maximum(), Vault::kMaxSide);
        QVERIFY(!vault()->widthBox()->toolTip().isEmpty());
        QVERIFY(!vault()->picker(QStringLiteral("stock"))->toolTip().isEmpty());
        QVERIFY(vault()->problemsLabel()->text().isEmpty());
        // Another row, another vault.
        m_table->setCurrentRow(3);
        QCOMPARE(vault()->nameEdit()->text(), QStringLiteral("den"));
        QCOMPARE(vault()->picker(QStringLiteral("monsters"))->currentText(),
                 QStringLiteral("vault-den"));
        // "Edit as JSON" shows the raw box instead.
        m_table->vaultAsJson()->setChecked(true);
        QVERIFY(!vault()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->toPlainText().contains(QStringLiteral("\"grid\"")));
    }

    // A stroke through three cells is one step; the next stroke another; undo puts the cells
    // back at once and the form follows.
    void paintingIsOneStepPerStroke() {
        const QStringList before = gridOf(0);
        vault()->setBrush(QLatin1Char('M'));
        stroke({{1, 1}, {2, 1}, {3, 1}});
        QStringList painted = before;
        painted[1] = QStringLiteral("#MMM.$#");
        QCOMPARE(gridOf(0), painted);
        QCOMPARE(vault()->grid()->grid(), painted);
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY(m_document->isModified());
        vault()->setBrush(QLatin1Char('~'));
        stroke({{1, 2}});
        QCOMPARE(m_document->undoStack()->count(), 2);
        m_document->undoStack()->undo();
        m_document->settle();
        QCOMPARE(gridOf(0), painted);
        m_document->undoStack()->undo();
        m_document->settle();
        QCOMPARE(gridOf(0), before);
        QCOMPARE(vault()->grid()->grid(), before);
        QVERIFY(!m_document->isModified());
    }

    // Wider and taller: every row as long as the width, the new cells walls; narrower cuts.
    void resizingKeepsRowsEqual() {
        vault()->widthBox()->setValue(9);
        vault()->heightBox()->setValue(6);
        m_document->settle();
        QStringList grid = gridOf(0);
        QCOMPARE(grid.size(), 6);
        for (const QString &row : grid)
            QCOMPARE(row.size(), 9);
        QCOMPARE(grid.at(5), QStringLiteral("#########"));
        QCOMPARE(vault()->grid()->grid(), grid);
        vault()->widthBox()->setValue(Vault::kMinSide);
        m_document->settle();
        grid = gridOf(0);
        for (const QString &row : grid)
            QCOMPARE(row.size(), Vault::kMinSide);
        // (cutting the right-hand wall leaves floor on the edge: said below the grid)
        QVERIFY(vault()->problemsLabel()->text().contains(QStringLiteral("edge")));
    }

    // Floor on the edge, then an unknown table: each shown in the form, the grid's at its row.
    void problemsShowInTheForm() {
        vault()->setBrush(QLatin1Char('.'));
        stroke({{0, 1}});
        QVERIFY2(vault()->problemsLabel()->text().contains(QStringLiteral("edge")),
                 qPrintable(vault()->problemsLabel()->text()));
        QVERIFY(vault()->problemsLabel()->text().startsWith(QStringLiteral("Row 2")));
        QCOMPARE(vault()->grid()->markedRows(), QSet<int>{1});
        m_document->undoStack()->undo();
        m_document->settle();
        QVERIFY(vault()->problemsLabel()->text().isEmpty());
        QVERIFY(vault()->grid()->markedRows().isEmpty());

        RecordPicker *items = vault()->picker(QStringLiteral("items"));
        items->setFocus();
        items->lineEdit()->selectAll();
        QTest::keyClicks(items->lineEdit(), QStringLiteral("no-such-table"));
        m_document->settle();
        QCOMPARE(m_document->undoStack()->count(), 1); // typing a word: one step
        QVERIFY2(vault()->problemsLabel()->text().contains(QStringLiteral("no-such-table")),
                 qPrintable(vault()->problemsLabel()->text()));
        QVERIFY(vault()->problemsLabel()->text().startsWith(QStringLiteral("items:")));
        // The problems dock's pointer leads to the field in the form.
        vault()->nameEdit()->setFocus();
        m_table->focusPointer(valuePointer(0) + QStringLiteral("/items"));
        QWidget *focused = m_table->focusWidget();
        QVERIFY(focused == items || items->isAncestorOf(focused));
    }

    // A value that is not a vault (set elsewhere: the JSON) shows the raw box again.
    void nonVaultValueKeepsTheBox() {
        JsonTree other = JsonTree::object();
        other.setMember(QStringLiteral("size"), JsonTree(QJsonValue(3)));
        m_document->setValue(QStringLiteral("tables.json"), valuePointer(0), other,
                             QStringLiteral("elsewhere"));
        m_document->settle();
        QVERIFY(!vault()->isVisibleTo(m_table));
        QVERIFY(!m_table->vaultAsJson()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->isVisibleTo(m_table));
        QVERIFY(m_table->valueEditor()->toPlainText().contains(QStringLiteral("size")));
        m_document->undoStack()->undo();
        m_document->settle();
        QVERIFY(vault()->isVisibleTo(m_table));
        QCOMPARE(vault()->grid()->grid(), gridOf(0));
    }

    // A look at the form as a designer sees it (PD_VAULT_PNG=path: the form drawn there).
    void grabForALook() {
        const QByteArray path = qgetenv("PD_VAULT_PNG");
        if (path.isEmpty())
            QSKIP("PD_VAULT_PNG not set");
        m_table->setCurrentRow(3);
        vault()->setBrush(QLatin1Char('.'));
        stroke({{0, 2}});
        if (qEnvironmentVariableIsSet("PD_VAULT_PNG_BIG")) { // the largest, with a stray 'X'
            vault()->widthBox()->setValue(Vault::kMaxSide);
            vault()->heightBox()->setValue(Vault::kMaxSide);
            const QString row1 = valuePointer(3) + QStringLiteral("/grid/1");
            m_document->setValue(QStringLiteral("tables.json"), row1,
                                 JsonTree(QJsonValue(QStringLiteral("#M...MX########"))),
                                 QStringLiteral("elsewhere"));
            m_document->settle();
        }
        QTest::qWait(50);
        QVERIFY(m_table->grab().save(QString::fromLocal8Bit(path)));
    }
};

QTEST_MAIN(TestVaultEditor)
#include "tst_vaulteditor.moc"
