#pragma once

#include "docks/DocumentView.h"

#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;
class QVBoxLayout;

namespace pd {

class GeneratorEditor;
class JsonTree;
class VaultEditor;

// One random table as a form: its name, description and die (none: weighted rows), and its
// rows: the range or weight, what the row gives (text, a value, a nested table, an item,
// monster or trap picked from the pack's ids, several at once, nothing) and how many. Rows are
// added, duplicated, removed and reordered (drag a row's number). Each row shows its problem
// as it is typed; every change is an undo step, typing in one field one step. What is typed
// here stays under the cursor: the grid is built again only for edits made elsewhere (undo, the
// JSON, a rename) and for those that change its shape (a row added, what a row gives).
class TableEditor : public QWidget, public DocumentView {
    Q_OBJECT

public:
    TableEditor(PackDocument *document, QWidget *parent = nullptr);

    void setTable(const QString &tableId);
    const QString &tableId() const { return m_table; }
    QTableWidget *rows() const { return m_rows; }
    // The box below the rows with the chosen value row's value (hidden for other rows).
    QPlainTextEdit *valueEditor() const { return m_value; }
    // In the box's place, the form of a vault (a value with a "grid"), unless "Edit as JSON".
    VaultEditor *vaultEditor() const { return m_vault; }
    QCheckBox *vaultAsJson() const { return m_vaultAsJson; }
    // In its place too, the form of a generator's settings beside the level they make.
    GeneratorEditor *generatorEditor() const { return m_generator; }
    int currentRow() const;
    void setCurrentRow(int row);
    void addRow();
    void duplicateRow();
    void removeRow();
    void moveRow(int from, int to);
    // Focuses the field a JSON pointer names (from the problems dock).
    void focusPointer(const QString &pointer);
    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

private:
    enum Column { Roll, Gives, What, Count, Problem, ColumnCount };

    void buildHeader(QVBoxLayout *layout);
    void buildRowGrid(QVBoxLayout *layout);
    void buildValueBox(QVBoxLayout *layout);
    void buildRowButtons(QVBoxLayout *layout);
    QString tablePointer() const;
    bool isGeneratorTable() const; // a depth band's generator
    QString rowPointer(int row) const;
    const JsonTree *rowValue(int row) const;
    void rebuild();
    // The rows of `table` that `changes` rewrote, when they changed nothing else of it (and the
    // rows are as many as shown); nullopt when the table must be made again.
    std::optional<QList<int>> changedRowsOnly(const PackChanges &changes,
                                              const QString &table) const;
    void refreshProblems();
    void fitWhatColumn();
    void showValueOf(int row);
    void buildRow(int row, const JsonTree &value);
    void setRowMember(int row, const QString &key, const QString &text, const QString &what);
    void setResultKind(int row, int kind);
    void setResultText(int row, const QString &text);
    void setHeaderField(const QString &key, const QString &text, const QString &what);
    void watchFocus(QWidget *widget, int row, int column);
    bool eventFilter(QObject *watched, QEvent *event) override;

    PackDocument *m_document;
    QString m_table;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QLineEdit *m_dice;
    QLabel *m_idLabel;
    QLabel *m_tableProblems;
    QTableWidget *m_rows;
    QLabel *m_valueLabel;
    QPlainTextEdit *m_value;
    QLabel *m_valueProblem;
    VaultEditor *m_vault;
    GeneratorEditor *m_generator;
    QCheckBox *m_vaultAsJson;
    int m_valueRow = -1; // the row whose value the box below shows
};

} // namespace pd
