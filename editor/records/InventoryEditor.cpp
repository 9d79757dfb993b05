#include "InventoryEditor.h"

#include "data/PackReferences.h"
#include "document/PackDocument.h"
#include "records/RecordPicker.h"
#include "records/RecordWords.h"
#include "json/JsonPointer.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

const QString kInventoryFile = QStringLiteral("ruleset.json");
const QString kInventory = QStringLiteral("/hero/inventory");
enum Column { Item, Count, ColumnCount };

} // namespace

InventoryEditor::InventoryEditor(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("InventoryEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("InventoryTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(Item, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Count, QHeaderView::ResizeToContents);
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(this);
    add->setObjectName(QStringLiteral("AddInventoryButton"));
    auto *remove = new QPushButton(this);
    remove->setObjectName(QStringLiteral("RemoveInventoryButton"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("InventoryProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b02020"));
    m_problems->hide();
    layout->addWidget(m_problems);
    connect(add, &QPushButton::clicked, this, &InventoryEditor::addEntry);
    connect(remove, &QPushButton::clicked, this, [this] { removeEntry(m_table->currentRow()); });
    retranslateUi();
}

void InventoryEditor::retranslateUi() {
    m_table->setHorizontalHeaderLabels({tr("Item"), tr("How many")});
    m_table->setAccessibleName(tr("Starting inventory"));
    if (auto *b = findChild<QPushButton *>(QStringLiteral("AddInventoryButton"))) {
        b->setText(tr("Add item"));
        b->setToolTip(tr("One more kind of item the hero starts with"));
    }
    if (auto *b = findChild<QPushButton *>(QStringLiteral("RemoveInventoryButton"))) {
        b->setText(tr("Remove item"));
        b->setToolTip(tr("The chosen entry is no longer carried at the start"));
    }
}

QWidget *InventoryEditor::editor(int entry, const QString &key) const {
    if (entry < 0 || entry >= m_table->rowCount())
        return nullptr;
    if (key == QLatin1String("item"))
        return m_table->cellWidget(entry, Item);
    if (key == QLatin1String("count"))
        return m_table->cellWidget(entry, Count);
    return nullptr;
}

void InventoryEditor::refresh(bool ownEdit) {
    const JsonTree *list = m_document->value(kInventoryFile, kInventory);
    const int count = list && list->isArray() ? int(list->size()) : 0;
    const QWidget *focus = QApplication::focusWidget();
    // The field being chosen keeps its widget (and its list) while its own edit comes back.
    if (ownEdit && focus && isAncestorOf(focus) && m_table->rowCount() == count) {
        refreshProblems();
        return;
    }
    const std::shared_ptr<const Pack> pack = m_document->pack();
    const int current = m_table->currentRow();
    const QSignalBlocker block(m_table);
    m_table->setRowCount(count);
    for (int r = 0; r < count; ++r) {
        const JsonTree &entry = list->at(r);
        const JsonTree *item = entry.isObject() ? entry.member(QStringLiteral("item")) : nullptr;
        const JsonTree *n = entry.isObject() ? entry.member(QStringLiteral("count")) : nullptr;
        auto *picker = new RecordPicker(pack ? *pack : Pack(), RecordKind::Item);
        picker->setId(item && !item->isContainer() ? item->scalar().toVariant().toString()
                                                   : QString());
        picker->setToolTip(tr("The item (its id): the hero carries it from the first turn"));
        picker->setAccessibleName(tr("Item of entry %1").arg(r + 1));
        connect(picker, &RecordPicker::idChanged, this,
                [this, r](const QString &id) { write(r, QStringLiteral("item"), QJsonValue(id)); });
        m_table->setCellWidget(r, Item, picker);
        auto *spin = new QSpinBox;
        spin->setRange(1, 999);
        spin->setValue(n && n->scalar().isDouble() ? n->scalar().toInt() : 1);
        spin->setToolTip(tr("How many of it, 1 to 999 (1 when left out)"));
        spin->setAccessibleName(tr("How many of entry %1").arg(r + 1));
        connect(spin, &QSpinBox::valueChanged, this,
                [this, r](int v) { write(r, QStringLiteral("count"), QJsonValue(v)); });
        m_table->setCellWidget(r, Count, spin);
    }
    // As tall as its entries (two at least), no more.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth() + 2;
    for (int r = 0; r < qMax(2, count); ++r)
        height +=
            r < count ? m_table->rowHeight(r) : m_table->verticalHeader()->defaultSectionSize();
    m_table->setFixedHeight(height);
    if (count > 0)
        m_table->setCurrentCell(qBound(0, current, count - 1), Item);
    refreshProblems();
}

void InventoryEditor::refreshProblems() {
    QStringList lines;
    for (const Diagnostic &d : m_document->diagnostics().items())
        if (d.file == kInventoryFile &&
            (d.pointer == kInventory || d.pointer.startsWith(kInventory + u'/')))
            lines << tr("%1: %2").arg(RecordWords::place(*m_document, d.file, d.pointer),
                                      d.message);
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

QString InventoryEditor::problems() const {
    return m_problems->isHidden() ? QString() : m_problems->text();
}

void InventoryEditor::write(int entry, const QString &key, const QJsonValue &value) {
    if (entry < 0)
        return;
    const QString text = value.isString() ? value.toString().trimmed() : QString();
    const std::optional<JsonTree> v =
        value.isString() && text.isEmpty() ? std::nullopt : std::optional(JsonTree(value));
    m_document->setPath(kInventoryFile, jsonpointer::child(kInventory, entry), key, v,
                        tr("Change %1 of starting item %2").arg(key).arg(entry + 1),
                        {QStringLiteral("item"), QStringLiteral("count")}, this);
}

void InventoryEditor::addEntry() {
    const std::shared_ptr<const Pack> pack = m_document->pack();
    const QStringList items = pack ? recordIds(*pack, RecordKind::Item) : QStringList();
    JsonTree entry = JsonTree::object();
    entry.setMember(QStringLiteral("item"), JsonTree(QJsonValue(items.value(0))));
    entry.setMember(QStringLiteral("count"), JsonTree(QJsonValue(1)));
    const JsonTree *list = m_document->value(kInventoryFile, kInventory);
    if (!list || !list->isArray()) {
        JsonTree fresh = JsonTree::array();
        fresh.insertItem(0, entry);
        m_document->setPath(kInventoryFile, QString(), QStringLiteral("hero/inventory"), fresh,
                            tr("Add starting item"),
                            {QStringLiteral("hero/name"), QStringLiteral("hero/stats"),
                             QStringLiteral("hero/xp"), QStringLiteral("hero/experience"),
                             QStringLiteral("hero/levelGains"), QStringLiteral("hero/inventory")});
    } else {
        m_document->insertItem(kInventoryFile, kInventory, list->size(), entry,
                               tr("Add starting item"));
    }
    refresh();
    m_table->setCurrentCell(m_table->rowCount() - 1, Item);
}

void InventoryEditor::removeEntry(int row) {
    const JsonTree *list = m_document->value(kInventoryFile, kInventory);
    if (row < 0 || !list || !list->isArray() || row >= list->size())
        return;
    m_document->removeItem(kInventoryFile, kInventory, row,
                           tr("Remove starting item %1").arg(row + 1));
    refresh();
}

} // namespace pd
