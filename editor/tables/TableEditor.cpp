#include "TableEditor.h"

#include "GeneratorEditor.h"
#include "VaultEditor.h"
#include "data/Pack.h"
#include "data/Vault.h"
#include "document/PackDocument.h"
#include "records/RecordPicker.h"
#include "json/JsonPointer.h"
#include "json/JsonReader.h"
#include "json/JsonWriter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

const QString kTables = QStringLiteral("tables.json");

// The result keys of a row, in TableResult::Kind order.
const QStringList &resultKeys() {
    static const QStringList keys = {QStringLiteral("nothing"), QStringLiteral("text"),
                                     QStringLiteral("value"),   QStringLiteral("table"),
                                     QStringLiteral("item"),    QStringLiteral("monster"),
                                     QStringLiteral("trap"),    QStringLiteral("all")};
    return keys;
}

int resultKind(const JsonTree &row) {
    // A value row may carry a text label too: the value is what it gives.
    if (row.member(QStringLiteral("value")))
        return 2;
    for (int k = 0; k < resultKeys().size(); ++k)
        if (row.member(resultKeys().at(k)))
            return k;
    return 0;
}

// A number when the text is a plain whole number, else the text (the reader says if it is
// wrong, inline).
JsonTree numberOrText(const QString &text) {
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    if (ok && !(text.trimmed().size() > 1 && text.trimmed().startsWith(u'0')))
        return JsonTree(QJsonValue(double(n)));
    return JsonTree(QJsonValue(text));
}

QString scalarText(const JsonTree *value) {
    if (!value)
        return {};
    if (value->isContainer())
        return JsonWriter::inlineText(*value);
    if (value->type() == QJsonValue::Double)
        return value->numberText().isEmpty() ? JsonWriter::inlineText(*value) : value->numberText();
    return value->scalar().toVariant().toString();
}

} // namespace

TableEditor::TableEditor(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , DocumentView(document, this)
    , m_document(document) {
    setObjectName(QStringLiteral("TableEditor"));
    auto *layout = new QVBoxLayout(this);
    buildHeader(layout);
    buildRowGrid(layout);
    buildValueBox(layout);
    buildRowButtons(layout);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &t) {
        setHeaderField(QStringLiteral("name"), t, tr("Change name of %1").arg(m_table));
    });
    connect(m_description, &QLineEdit::textEdited, this, [this](const QString &t) {
        setHeaderField(QStringLiteral("description"), t,
                       tr("Change description of %1").arg(m_table));
    });
    connect(m_dice, &QLineEdit::textEdited, this, [this](const QString &t) {
        setHeaderField(QStringLiteral("dice"), t, tr("Change dice of %1").arg(m_table));
    });

    retranslateUi();
}

// The table's id, name, description and die, and the problems of the table as a whole.
void TableEditor::buildHeader(QVBoxLayout *layout) {
    auto *form = new QFormLayout;
    m_idLabel = new QLabel(this);
    m_idLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("TableName"));
    m_description = new QLineEdit(this);
    m_description->setObjectName(QStringLiteral("TableDescription"));
    m_dice = new QLineEdit(this);
    m_dice->setObjectName(QStringLiteral("TableDice"));
    form->addRow(QStringLiteral("id"), m_idLabel);
    form->addRow(QStringLiteral("name"), m_name);
    form->addRow(QStringLiteral("description"), m_description);
    form->addRow(QStringLiteral("dice"), m_dice);
    layout->addLayout(form);
    m_tableProblems = new QLabel(this);
    m_tableProblems->setObjectName(QStringLiteral("TableProblems"));
    m_tableProblems->setWordWrap(true);
    m_tableProblems->setStyleSheet(QStringLiteral("color: #b02020"));
    layout->addWidget(m_tableProblems);
}

void TableEditor::buildRowGrid(QVBoxLayout *layout) {
    m_rows = new QTableWidget(0, ColumnCount, this);
    m_rows->setObjectName(QStringLiteral("TableRows"));
    m_rows->horizontalHeader()->setSectionResizeMode(What, QHeaderView::Interactive);
    // The headers say all of themselves, in any language ("Bereich oder Gewicht"); the roll and
    // the count are as wide as that or their widest text (fitColumns), not a line edit's
    // default width, so that the problems keep room.
    m_rows->horizontalHeader()->setSectionResizeMode(Gives, QHeaderView::ResizeToContents);
    for (int c : {int(Roll), int(Count)})
        m_rows->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Interactive);
    m_rows->horizontalHeader()->setSectionResizeMode(Problem, QHeaderView::Stretch);
    m_rows->horizontalHeader()->setMinimumSectionSize(60);
    m_rows->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_rows->verticalHeader()->setSectionsMovable(true); // drag a row's number to move it
    m_rows->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_rows->setSelectionMode(QAbstractItemView::SingleSelection);
    // A few rows stay in sight when a value's form below takes the room.
    m_rows->setMinimumHeight(m_rows->horizontalHeader()->sizeHint().height() +
                             4 * m_rows->verticalHeader()->defaultSectionSize() + 4);
    layout->addWidget(m_rows, 1);
    connect(m_rows->verticalHeader(), &QHeaderView::sectionMoved, this,
            [this](int, int from, int to) { moveRow(from, to); });
}

// A value row's value (generator settings, a room's size) in a box of its own below the rows,
// where it has room: the row's "What" keeps its label.
void TableEditor::buildValueBox(QVBoxLayout *layout) {
    m_valueLabel = new QLabel(this);
    m_valueLabel->setObjectName(QStringLiteral("RowValueLabel"));
    m_value = new QPlainTextEdit(this);
    m_value->setObjectName(QStringLiteral("RowValue"));
    m_value->setTabChangesFocus(true);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_value->setFont(mono);
    m_value->setMaximumHeight(90);
    m_valueProblem = new QLabel(this);
    m_valueProblem->setObjectName(QStringLiteral("RowValueProblem"));
    m_valueProblem->setStyleSheet(QStringLiteral("color: #b02020"));
    m_valueProblem->setWordWrap(true);
    // A vault's value is a form of its own (tables/VaultEditor.h); its JSON a tick away.
    m_vaultAsJson = new QCheckBox(this);
    m_vaultAsJson->setObjectName(QStringLiteral("VaultAsJson"));
    m_vault = new VaultEditor(m_document, this);
    m_vault->hide();
    // A generator's settings likewise, beside the level they make.
    m_generator = new GeneratorEditor(m_document, this);
    m_generator->hide();
    m_vaultAsJson->hide();
    auto *valueHeader = new QHBoxLayout;
    valueHeader->addWidget(m_valueLabel, 1);
    valueHeader->addWidget(m_vaultAsJson);
    layout->addLayout(valueHeader);
    layout->addWidget(m_vault);
    layout->addWidget(m_generator, 3); // the level wants the room more than the few rows
    layout->addWidget(m_value);
    layout->addWidget(m_valueProblem);
    connect(m_vaultAsJson, &QCheckBox::toggled, this, [this] { showValueOf(currentRow()); });
    connect(m_value, &QPlainTextEdit::textChanged, this, [this] {
        if (m_value->hasFocus() && m_valueRow >= 0)
            setResultText(m_valueRow, m_value->toPlainText());
    });
    connect(m_rows, &QTableWidget::currentCellChanged, this, [this](int row) { showValueOf(row); });
}

// Add, duplicate, remove, up, down (retranslateUi words them).
void TableEditor::buildRowButtons(QVBoxLayout *layout) {
    auto *buttons = new QHBoxLayout;
    const struct {
        const char *name;
        void (TableEditor::*slot)();
    } actions[] = {{"AddRowButton", &TableEditor::addRow},
                   {"DuplicateRowButton", &TableEditor::duplicateRow},
                   {"RemoveRowButton", &TableEditor::removeRow}};
    for (const auto &a : actions) {
        auto *b = new QPushButton(this);
        b->setObjectName(QLatin1String(a.name));
        connect(b, &QPushButton::clicked, this, a.slot);
        buttons->addWidget(b);
    }
    auto *up = new QPushButton(this);
    up->setObjectName(QStringLiteral("RowUpButton"));
    connect(up, &QPushButton::clicked, this, [this] {
        const int r = currentRow();
        if (r > 0)
            moveRow(r, r - 1);
    });
    auto *down = new QPushButton(this);
    down->setObjectName(QStringLiteral("RowDownButton"));
    connect(down, &QPushButton::clicked, this, [this] {
        const int r = currentRow();
        if (r >= 0 && r + 1 < m_rows->rowCount())
            moveRow(r, r + 1);
    });
    buttons->addWidget(up);
    buttons->addWidget(down);
    buttons->addStretch(1);
    layout->addLayout(buttons);
}

// This table's rows (less what is typed here), the ids its pickers offer, and its problems.
DocumentView::Needs TableEditor::needs() const {
    Needs needs;
    if (m_table.isEmpty())
        return needs;
    needs.values = {{kTables, tablePointer()}};
    needs.ids = {RecordKind::Table, RecordKind::Item, RecordKind::Monster, RecordKind::Trap};
    needs.problemsIn = {kTables};
    needs.compiled = true;
    return needs;
}

void TableEditor::reset() {
    m_table.clear();
}

void TableEditor::refresh(const ViewUpdate &update) {
    const PackChanges &changes = update.changes;
    const QString table = tablePointer();
    if (update.opened || table.isEmpty() || changes.touchesIds(RecordKind::Table) ||
        changes.touchesIds(RecordKind::Item) || changes.touchesIds(RecordKind::Monster) ||
        changes.touchesIds(RecordKind::Trap)) {
        rebuild();
        return;
    }
    const PackChanges elsewhere = changes.without(this);
    if (!elsewhere.touches(kTables, table)) {
        if (update.problems)
            refreshProblems();
        return;
    }
    // An edit made elsewhere (an undo, a value typed in another view) within some rows: those
    // rows are made again, not the table (each row's pickers list a kind's records, thousands
    // in a big pack).
    const std::optional<QList<int>> rows = changedRowsOnly(elsewhere, table);
    if (!rows) {
        rebuild();
        return;
    }
    const JsonTree *list = m_document->value(kTables, table + QStringLiteral("/rows"));
    for (int r : *rows)
        buildRow(r, list->at(r));
    fitWhatColumn();
    if (rows->contains(m_rows->currentRow()))
        showValueOf(m_rows->currentRow());
    refreshProblems();
}

std::optional<QList<int>> TableEditor::changedRowsOnly(const PackChanges &changes,
                                                       const QString &table) const {
    const JsonTree *list = m_document->value(kTables, table + QStringLiteral("/rows"));
    if (!list || !list->isArray() || list->size() != m_rows->rowCount())
        return std::nullopt; // rows added or removed: the table is made again
    const QString prefix = table + QStringLiteral("/rows/");
    QList<int> rows;
    for (const PackChanges::Change &c : changes.items()) {
        if (c.file != kTables)
            continue;
        const bool ours = c.pointer == table || c.pointer.startsWith(table + u'/') ||
                          table.startsWith(c.pointer + u'/') || c.pointer.isEmpty();
        if (!ours)
            continue;
        if (!c.pointer.startsWith(prefix))
            return std::nullopt; // the table's name, dice, its rows as a whole, the file
        bool ok = false;
        const int row = c.pointer.mid(prefix.size()).section(u'/', 0, 0).toInt(&ok);
        if (!ok || row < 0 || row >= m_rows->rowCount())
            return std::nullopt;
        if (!rows.contains(row))
            rows << row;
    }
    return rows;
}

void TableEditor::retranslateUi() {
    m_rows->setAccessibleName(tr("Rows of the table"));
    m_value->setAccessibleName(tr("The row's result as JSON"));
    m_vaultAsJson->setText(tr("Edit as JSON"));
    m_vaultAsJson->setToolTip(tr("Show this value as JSON instead of its form, for keys the form "
                                 "does not show."));
    m_vault->retranslateUi();
    m_generator->retranslateUi();
    m_rows->setHorizontalHeaderLabels(
        {tr("Range or weight"), tr("Gives"), tr("What"), tr("Count"), tr("Problem")});
    m_name->setPlaceholderText(tr("What designers call it"));
    m_description->setPlaceholderText(tr("What it is for"));
    m_dice->setPlaceholderText(tr("Dice such as 1d100; empty: the rows are weighted"));
    const std::pair<const char *, QString> texts[] = {{"AddRowButton", tr("Add row")},
                                                      {"DuplicateRowButton", tr("Duplicate row")},
                                                      {"RemoveRowButton", tr("Remove row")},
                                                      {"RowUpButton", tr("Move up")},
                                                      {"RowDownButton", tr("Move down")}};
    for (const auto &[name, text] : texts)
        if (auto *b = findChild<QPushButton *>(QLatin1String(name)))
            b->setText(text);
    rebuild();
}

void TableEditor::setTable(const QString &tableId) {
    const bool other = tableId != m_table;
    m_table = tableId;
    rebuild();
    // Another table starts at its first row, so that a value's form is in sight at once.
    if (other && m_rows->currentRow() < 0 && m_rows->rowCount() > 0)
        setCurrentRow(0);
}

bool TableEditor::isGeneratorTable() const {
    const std::shared_ptr<const Pack> pack = m_document->pack();
    if (!pack)
        return false;
    for (const Ruleset::Band &band : pack->ruleset.bands)
        if (band.generator == m_table)
            return true;
    return false;
}

QString TableEditor::tablePointer() const {
    return m_document->recordPointer(RecordKind::Table, m_table).value_or(QString());
}

QString TableEditor::rowPointer(int row) const {
    return jsonpointer::child(jsonpointer::child(tablePointer(), QStringLiteral("rows")), row);
}

const JsonTree *TableEditor::rowValue(int row) const {
    return m_document->value(kTables, rowPointer(row));
}

int TableEditor::currentRow() const {
    return m_rows->currentRow();
}

void TableEditor::setCurrentRow(int row) {
    m_rows->setCurrentCell(row, Roll);
}

void TableEditor::rebuild() {
    const QString pointer = tablePointer();
    const JsonTree *table = pointer.isEmpty() ? nullptr : m_document->value(kTables, pointer);
    setEnabled(table);
    const int current = currentRow();
    m_rows->setRowCount(0);
    if (!table) {
        m_idLabel->clear();
        m_name->clear();
        m_description->clear();
        m_dice->clear();
        m_tableProblems->clear();
        return;
    }
    m_idLabel->setText(m_table);
    auto setText = [](QLineEdit *edit, const QString &text) {
        if (edit->text() != text) {
            edit->setText(text);
            edit->setCursorPosition(0);
        }
    };
    setText(m_name, scalarText(table->member(QStringLiteral("name"))));
    setText(m_description, scalarText(table->member(QStringLiteral("description"))));
    setText(m_dice, scalarText(table->member(QStringLiteral("dice"))));
    const JsonTree *rows = table->member(QStringLiteral("rows"));
    if (rows && rows->isArray()) {
        m_rows->setRowCount(int(rows->size()));
        for (int r = 0; r < rows->size(); ++r)
            buildRow(r, rows->at(r));
    }
    // Reset any header drag: rows are in document order again.
    QHeaderView *header = m_rows->verticalHeader();
    const QSignalBlocker block(header);
    for (int i = 0; i < header->count(); ++i)
        if (header->visualIndex(i) != i)
            header->moveSection(header->visualIndex(i), i);
    if (current >= 0 && current < m_rows->rowCount())
        m_rows->setCurrentCell(current, Roll);
    fitWhatColumn();
    showValueOf(m_rows->currentRow());
    refreshProblems();
}

// "What" is as wide as its widest id or label, whatever the window leaves: the problems' column
// gives way first, then the table scrolls sideways ("goblin-archer", never "lin-archer").
void TableEditor::fitWhatColumn() {
    int widest = fontMetrics().horizontalAdvance(tr("What")) + 24;
    for (int r = 0; r < m_rows->rowCount(); ++r)
        if (QWidget *w = m_rows->cellWidget(r, What)) {
            QString text;
            if (auto *combo = qobject_cast<QComboBox *>(w))
                text = combo->currentText();
            else if (auto *edit = qobject_cast<QLineEdit *>(w))
                text = edit->text();
            // A picker's arrow and frame besides the text.
            widest = qMax(widest, fontMetrics().horizontalAdvance(text) + 48);
        }
    m_rows->horizontalHeader()->resizeSection(What, qMin(widest, 480));
    for (int c : {int(Roll), int(Count)}) {
        const QTableWidgetItem *header = m_rows->horizontalHeaderItem(c);
        int width = fontMetrics().horizontalAdvance(header ? header->text() : QString()) + 20;
        for (int r = 0; r < m_rows->rowCount(); ++r)
            if (auto *edit = qobject_cast<QLineEdit *>(m_rows->cellWidget(r, c)))
                width = qMax(width, fontMetrics().horizontalAdvance(edit->text().isEmpty()
                                                                        ? edit->placeholderText()
                                                                        : edit->text()) +
                                        16);
        m_rows->horizontalHeader()->resizeSection(c, qMin(width, 200));
    }
}

void TableEditor::showValueOf(int row) {
    const JsonTree *value = row >= 0 ? rowValue(row) : nullptr;
    const bool shown = value && resultKind(*value) == 2;
    m_valueRow = shown ? row : -1;
    const JsonTree *given = shown ? value->member(QStringLiteral("value")) : nullptr;
    const bool vault = given && Vault::looksLikeVault(given->toValue());
    const bool generator =
        given && !vault && GeneratorEditor::looksLikeSettings(given->toValue(), isGeneratorTable());
    const bool form = vault && !m_vaultAsJson->isChecked();
    const bool generatorForm = generator && !m_vaultAsJson->isChecked();
    m_valueLabel->setVisible(shown);
    m_vaultAsJson->setVisible(vault || generator);
    m_vault->setVisible(form);
    m_generator->setVisible(generatorForm);
    m_value->setVisible(shown && !form && !generatorForm);
    m_valueProblem->setVisible(false);
    if (!shown)
        return;
    if (generatorForm) {
        m_valueLabel->setText(
            tr("Generator settings of row %1 (how a level's map is made):").arg(row + 1));
        m_generator->setSettings(jsonpointer::child(rowPointer(row), QStringLiteral("value")),
                                 m_table, this);
        return;
    }
    if (form) {
        m_valueLabel->setText(
            tr("Vault of row %1 (carved into the rock of a level beside the way):").arg(row + 1));
        m_vault->setVault(jsonpointer::child(rowPointer(row), QStringLiteral("value")), this);
        return;
    }
    m_valueLabel->setText(
        tr("Value of row %1 (JSON: what the game takes from this row):").arg(row + 1));
    const QString text = scalarText(value->member(QStringLiteral("value")));
    if (!m_value->hasFocus() && m_value->toPlainText() != text) {
        const QSignalBlocker block(m_value);
        m_value->setPlainText(text);
    }
}

void TableEditor::buildRow(int row, const JsonTree &value) {
    const bool weighted = m_dice->text().trimmed().isEmpty();
    auto *roll = new QLineEdit(
        scalarText(value.member(weighted ? QStringLiteral("weight") : QStringLiteral("range"))));
    roll->setFrame(false);
    connect(roll, &QLineEdit::textEdited, this, [this, row, weighted](const QString &t) {
        setRowMember(
            row, weighted ? QStringLiteral("weight") : QStringLiteral("range"), t,
            (weighted ? tr("Change weight in %1") : tr("Change range in %1")).arg(m_table));
    });
    m_rows->setCellWidget(row, Roll, roll);
    watchFocus(roll, row, Roll);

    auto *gives = new QComboBox;
    gives->addItems({tr("nothing"), tr("text"), tr("value"), tr("table"), tr("item"), tr("monster"),
                     tr("trap"), tr("several (all)")});
    const int kind = resultKind(value);
    gives->setCurrentIndex(kind);
    connect(gives, &QComboBox::activated, this, [this, row](int k) { setResultKind(row, k); });
    m_rows->setCellWidget(row, Gives, gives);
    watchFocus(gives, row, Gives);

    const QString key = resultKeys().at(kind);
    const std::optional<RecordKind> refKind = kind == 3   ? std::optional(RecordKind::Table)
                                              : kind == 4 ? std::optional(RecordKind::Item)
                                              : kind == 5 ? std::optional(RecordKind::Monster)
                                              : kind == 6 ? std::optional(RecordKind::Trap)
                                                          : std::nullopt;
    QWidget *what = nullptr;
    if (refKind) {
        // The pack's ids with their names ("zombie — Zombie, level 1"); the row keeps the id.
        auto *combo = new RecordPicker(*m_document->pack(), *refKind);
        combo->setId(scalarText(value.member(key)));
        connect(combo, &RecordPicker::idChanged, this,
                [this, row](const QString &id) { setResultText(row, id); });
        what = combo;
    } else if (kind == 2) {
        // A value row: here the label a person reads; the value the game takes is edited in
        // the box below the rows (and shown whole on hover).
        auto *label = new QLineEdit(scalarText(value.member(QStringLiteral("text"))));
        label->setFrame(false);
        label->setPlaceholderText(tr("label (the value is below the rows)"));
        label->setToolTip(scalarText(value.member(key)));
        label->setCursorPosition(0);
        connect(label, &QLineEdit::textEdited, this, [this, row](const QString &t) {
            setRowMember(row, QStringLiteral("text"), t, tr("Change label in %1").arg(m_table));
        });
        what = label;
    } else if (kind != 0) {
        auto *edit = new QLineEdit(scalarText(value.member(key)));
        edit->setCursorPosition(0);
        edit->setFrame(false);
        connect(edit, &QLineEdit::textEdited, this,
                [this, row](const QString &t) { setResultText(row, t); });
        what = edit;
    }
    if (what) {
        m_rows->setCellWidget(row, What, what);
        watchFocus(what, row, What);
    } else {
        m_rows->setItem(row, What, new QTableWidgetItem);
        m_rows->item(row, What)->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }

    auto *count = new QLineEdit(scalarText(value.member(QStringLiteral("count"))));
    count->setFrame(false);
    count->setPlaceholderText(tr("once"));
    connect(count, &QLineEdit::textEdited, this, [this, row](const QString &t) {
        setRowMember(row, QStringLiteral("count"), t, tr("Change count in %1").arg(m_table));
    });
    m_rows->setCellWidget(row, Count, count);
    watchFocus(count, row, Count);

    auto *problem = new QTableWidgetItem;
    problem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    problem->setForeground(QColor(0xb0, 0x20, 0x20));
    m_rows->setItem(row, Problem, problem);
}

void TableEditor::refreshProblems() {
    const QString table = tablePointer();
    if (table.isEmpty())
        return;
    const QString rowsPrefix = jsonpointer::child(table, QStringLiteral("rows")) + u'/';
    QStringList tableLevel;
    QList<QStringList> perRow(m_rows->rowCount());
    for (const Diagnostic &d : m_document->diagnostics().items()) {
        if (d.file != kTables || !(d.pointer == table || d.pointer.startsWith(table + u'/')))
            continue;
        if (d.pointer.startsWith(rowsPrefix)) {
            const int row = d.pointer.mid(rowsPrefix.size()).section(u'/', 0, 0).toInt();
            if (row >= 0 && row < perRow.size()) {
                perRow[row] << d.message;
                continue;
            }
        }
        tableLevel << d.message;
    }
    if (m_vault->isVisibleTo(this))
        m_vault->refreshProblems();
    if (m_generator->isVisibleTo(this))
        m_generator->refreshProblems();
    m_tableProblems->setText(tableLevel.join(u'\n'));
    m_tableProblems->setVisible(!tableLevel.isEmpty());
    for (int r = 0; r < m_rows->rowCount(); ++r)
        if (QTableWidgetItem *item = m_rows->item(r, Problem)) {
            item->setText(perRow.at(r).join(QStringLiteral("; ")));
            item->setToolTip(perRow.at(r).join(u'\n'));
        }
}

void TableEditor::setHeaderField(const QString &key, const QString &text, const QString &what) {
    const QString pointer = tablePointer();
    if (pointer.isEmpty())
        return;
    const QString member = jsonpointer::child(pointer, key);
    if (text.isEmpty() && key != QLatin1String("name"))
        m_document->removeValue(kTables, member, what, this);
    else
        m_document->setValue(kTables, member, JsonTree(QJsonValue(text)), what, this);
    if (key == QLatin1String("dice")) // weights and ranges swap columns
        rebuild();
}

void TableEditor::setRowMember(int row, const QString &key, const QString &text,
                               const QString &what) {
    const QString pointer = jsonpointer::child(rowPointer(row), key);
    if (text.trimmed().isEmpty())
        m_document->removeValue(kTables, pointer, what, this);
    else if (key == QLatin1String("range") || key == QLatin1String("text"))
        m_document->setValue(kTables, pointer, JsonTree(QJsonValue(text)), what, this);
    else
        m_document->setValue(kTables, pointer, numberOrText(text), what, this);
}

void TableEditor::setResultKind(int row, int kind) {
    const JsonTree *old = rowValue(row);
    if (!old || kind == resultKind(*old))
        return;
    // The roll first, then what it gives, then the rest (count) in their order.
    JsonTree next = JsonTree::object();
    for (const QString &key : {QStringLiteral("range"), QStringLiteral("weight")})
        if (const JsonTree *v = old->member(key))
            next.setMember(key, *v);
    const QString key = resultKeys().at(kind);
    JsonTree fresh;
    switch (kind) {
    case 0:
        fresh = JsonTree(QJsonValue(true));
        break;
    case 2:
        fresh = JsonTree::object();
        break;
    case 3:
    case 4:
    case 5:
    case 6: {
        // The first id of the kind, for the designer to change: an empty id was only a problem
        // ("invalid id \"\"") to mend, and an empty picker. A table does not name itself.
        const RecordKind ref = kind == 3   ? RecordKind::Table
                               : kind == 4 ? RecordKind::Item
                               : kind == 5 ? RecordKind::Monster
                                           : RecordKind::Trap;
        QString first;
        for (const QString &id : recordIds(*m_document->pack(), ref))
            if (ref != RecordKind::Table || id != m_table) {
                first = id;
                break;
            }
        fresh = JsonTree(QJsonValue(first));
        break;
    }
    case 7: {
        fresh = JsonTree::array();
        JsonTree nothing = JsonTree::object();
        nothing.setMember(QStringLiteral("nothing"), JsonTree(QJsonValue(true)));
        fresh.insertItem(0, nothing);
        break;
    }
    default:
        fresh = JsonTree(QJsonValue(QString()));
        break;
    }
    next.setMember(key, fresh);
    for (qsizetype i = 0; i < old->size(); ++i) {
        const QString &k = old->keyAt(i);
        if (!resultKeys().contains(k) && k != QLatin1String("range") &&
            k != QLatin1String("weight") && !next.member(k))
            next.setMember(k, old->at(i));
    }
    m_document->setValue(kTables, rowPointer(row), next,
                         tr("Change what a row of %1 gives").arg(m_table));
}

void TableEditor::setResultText(int row, const QString &text) {
    const JsonTree *old = rowValue(row);
    if (!old)
        return;
    const int kind = resultKind(*old);
    const QString pointer = jsonpointer::child(rowPointer(row), resultKeys().at(kind));
    JsonTree value(QJsonValue{text});
    if (kind == 2 || kind == 7) { // JSON: applied once it parses
        Diagnostics syntax;
        const JsonSource source = JsonReader::parse(text.toUtf8(), QString(), syntax);
        if (!source.isValid()) {
            const QString why = syntax.items().value(0).message;
            if (QTableWidgetItem *item = m_rows->item(row, Problem))
                item->setText(why);
            if (row == m_valueRow) {
                m_valueProblem->setText(tr("Not applied yet: %1").arg(why));
                m_valueProblem->show();
            }
            return;
        }
        value = JsonTree::fromSource(source);
        if (row == m_valueRow)
            m_valueProblem->hide();
    }
    m_document->setValue(kTables, pointer, value, tr("Change what a row of %1 gives").arg(m_table),
                         this);
    // The row said the text did not parse: it says the pack's problems again (a value mended
    // back to what it was changes nothing in the pack, and no refresh would come).
    if (kind == 2 || kind == 7)
        refreshProblems();
}

void TableEditor::addRow() {
    const QString table = tablePointer();
    const JsonTree *rows =
        m_document->value(kTables, jsonpointer::child(table, QStringLiteral("rows")));
    if (!rows)
        return;
    JsonTree row = JsonTree::object();
    if (m_dice->text().trimmed().isEmpty())
        row.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1)));
    else
        row.setMember(QStringLiteral("range"), JsonTree(QJsonValue(QString())));
    row.setMember(QStringLiteral("text"), JsonTree(QJsonValue(tr("New result"))));
    const int at = currentRow() >= 0 ? currentRow() + 1 : int(rows->size());
    m_document->insertItem(kTables, jsonpointer::child(table, QStringLiteral("rows")), at, row,
                           tr("Add row to %1").arg(m_table));
    setCurrentRow(at);
}

void TableEditor::duplicateRow() {
    const int r = currentRow();
    const JsonTree *row = r >= 0 ? rowValue(r) : nullptr;
    if (!row)
        return;
    m_document->insertItem(kTables, jsonpointer::child(tablePointer(), QStringLiteral("rows")),
                           r + 1, *row, tr("Duplicate row"));
    setCurrentRow(r + 1);
}

void TableEditor::removeRow() {
    const int r = currentRow();
    if (r < 0)
        return;
    m_document->removeItem(kTables, jsonpointer::child(tablePointer(), QStringLiteral("rows")), r,
                           tr("Remove row of %1").arg(m_table));
    setCurrentRow(qMin(r, m_rows->rowCount() - 1));
}

void TableEditor::moveRow(int from, int to) {
    // (built again here, at once: the header's drag moved the rows it shows)
    m_document->moveItem(kTables, jsonpointer::child(tablePointer(), QStringLiteral("rows")), from,
                         to, tr("Move row"), this);
    rebuild();
    setCurrentRow(to);
}

void TableEditor::focusPointer(const QString &pointer) {
    const QString rowsPrefix = jsonpointer::child(tablePointer(), QStringLiteral("rows")) + u'/';
    if (!pointer.startsWith(rowsPrefix)) {
        m_dice->setFocus();
        return;
    }
    const QString rest = pointer.mid(rowsPrefix.size());
    const int row = rest.section(u'/', 0, 0).toInt();
    const QString field = rest.section(u'/', 1, 1);
    const int column = field == QLatin1String("count")                                       ? Count
                       : field == QLatin1String("range") || field == QLatin1String("weight") ? Roll
                       : field.isEmpty()                                                     ? Roll
                                                                                             : What;
    setCurrentRow(row);
    // A problem inside a vault leads to its field in the vault's form.
    if (field == QLatin1String("value") && m_vault->isVisibleTo(this)) {
        m_vault->focusField(rest.section(u'/', 2, 2));
        return;
    }
    if (field == QLatin1String("value") && m_generator->isVisibleTo(this)) {
        m_generator->focusField(rest.section(u'/', 2, 2));
        return;
    }
    if (QWidget *w = m_rows->cellWidget(row, column))
        w->setFocus();
}

void TableEditor::watchFocus(QWidget *widget, int row, int column) {
    widget->setProperty("pdRow", row);
    widget->setProperty("pdColumn", column);
    widget->installEventFilter(this);
}

bool TableEditor::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::FocusIn && watched->property("pdRow").isValid())
        m_rows->setCurrentCell(watched->property("pdRow").toInt(),
                               watched->property("pdColumn").toInt());
    return QWidget::eventFilter(watched, event);
}

} // namespace pd
