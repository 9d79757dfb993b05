#include "BandsEditor.h"

#include "document/PackDocument.h"
#include "records/RecordPicker.h"
#include "records/RecordSchema.h"
#include "records/RecordWords.h"
#include "json/JsonPointer.h"
#include "json/JsonWriter.h"

#include <QApplication>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

const QString kRuleset = QStringLiteral("ruleset.json");
const QString kBands = QStringLiteral("/dungeon/bands");
// The band table's columns: from, to, generator (bandSchema's first three); the tables and
// counts that fill a level are edited below it, for the chosen band.
constexpr int kRowColumns = 3;

QString bandCellText(const JsonTree *v) {
    if (!v)
        return {};
    if (v->isContainer())
        return JsonWriter::inlineText(*v);
    if (v->type() == QJsonValue::Double)
        return v->numberText().isEmpty() ? JsonWriter::inlineText(*v) : v->numberText();
    return v->scalar().toVariant().toString();
}

} // namespace

BandsEditor::BandsEditor(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("BandsEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, kRowColumns, this);
    m_table->setObjectName(QStringLiteral("BandsTable"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(this);
    add->setObjectName(QStringLiteral("AddBandButton"));
    auto *remove = new QPushButton(this);
    remove->setObjectName(QStringLiteral("RemoveBandButton"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    // What fills a level of the chosen band: a table and a count per kind of thing.
    m_detailTitle = new QLabel(this);
    m_detailTitle->setObjectName(QStringLiteral("BandDetailTitle"));
    layout->addWidget(m_detailTitle);
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    int line = 0;
    const Pack &pack = *m_document->pack();
    for (int c = kRowColumns; c < bandSchema().size(); ++c) {
        const FieldSpec &field = bandSchema().at(c);
        auto *label = new QLabel(field.path, this);
        label->setToolTip(field.tooltip());
        grid->addWidget(label, line, 0);
        const QString key = field.path;
        if (field.type == FieldSpec::Type::Text) {
            // A look of the tileset (docs/data-format.md "Looks"): its names offered, any typed.
            auto *combo = new QComboBox(this);
            combo->setEditable(true);
            combo->setObjectName(QStringLiteral("band:") + key);
            combo->setToolTip(field.tooltip());
            connect(combo, &QComboBox::textActivated, this,
                    [this, key](const QString &t) { write(m_table->currentRow(), key, t); });
            connect(combo->lineEdit(), &QLineEdit::textEdited, this,
                    [this, key](const QString &t) { write(m_table->currentRow(), key, t); });
            grid->addWidget(combo, line, 1);
            m_detail.insert(key, combo);
            ++line;
            continue;
        }
        auto *picker = new RecordPicker(pack, RecordKind::Table, this);
        picker->setOptional(true);
        picker->setObjectName(QStringLiteral("band:") + key);
        picker->setToolTip(field.tooltip());
        connect(picker, &RecordPicker::idChanged, this,
                [this, key](const QString &id) { write(m_table->currentRow(), key, id); });
        grid->addWidget(picker, line, 1);
        m_detail.insert(key, picker);
        // A population table and its count go together (the count follows it in the schema).
        if (c + 1 < bandSchema().size() && bandSchema().at(c + 1).type == FieldSpec::Type::Dice) {
            const FieldSpec &count = bandSchema().at(++c);
            label->setToolTip(field.tooltip() + u'\n' + count.tooltip());
            auto *edit = new QLineEdit(this);
            edit->setObjectName(QStringLiteral("band:") + count.path);
            edit->setPlaceholderText(tr("count: %1").arg(count.defaultText));
            edit->setToolTip(count.tooltip());
            const QString countKey = count.path;
            connect(edit, &QLineEdit::textEdited, this, [this, countKey](const QString &t) {
                write(m_table->currentRow(), countKey, t);
            });
            grid->addWidget(edit, line, 2);
            m_detail.insert(countKey, edit);
        }
        ++line;
    }
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(2, 1);
    layout->addLayout(grid);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] { showDetail(); });
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("BandProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b02020"));
    layout->addWidget(m_problems);
    connect(add, &QPushButton::clicked, this, &BandsEditor::addBand);
    connect(remove, &QPushButton::clicked, this, [this] { removeBand(m_table->currentRow()); });
    retranslateUi();
}

void BandsEditor::retranslateUi() {
    QStringList headers;
    for (int c = 0; c < kRowColumns; ++c)
        headers << bandSchema().at(c).path;
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < kRowColumns; ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(bandSchema().at(c).tooltip());
    if (auto *b = findChild<QPushButton *>(QStringLiteral("AddBandButton")))
        b->setText(tr("Add band"));
    if (auto *b = findChild<QPushButton *>(QStringLiteral("RemoveBandButton")))
        b->setText(tr("Remove band"));
}

QWidget *BandsEditor::editor(int band, const QString &key) {
    for (int c = 0; c < kRowColumns; ++c)
        if (bandSchema().at(c).path == key)
            return m_table->cellWidget(band, c);
    if (band != m_table->currentRow())
        m_table->setCurrentCell(band, 0);
    return m_detail.value(key);
}

void BandsEditor::showDetail(bool ownEdit) {
    const int row = m_table->currentRow();
    const JsonTree *bands = m_document->value(kRuleset, kBands);
    const JsonTree *band =
        bands && bands->isArray() && row >= 0 && row < bands->size() ? &bands->at(row) : nullptr;
    m_detailTitle->setText(band ? tr("What fills a level of band %1 (depths %2 to %3):")
                                      .arg(row + 1)
                                      .arg(bandCellText(band->member(QStringLiteral("from"))),
                                           bandCellText(band->member(QStringLiteral("to"))))
                                : tr("Choose a band to see what fills its levels."));
    const QWidget *focus = QApplication::focusWidget();
    for (auto it = m_detail.cbegin(); it != m_detail.cend(); ++it) {
        it.value()->setEnabled(band);
        if (ownEdit && (it.value() == focus || (!qobject_cast<RecordPicker *>(it.value()) &&
                                                it.value()->isAncestorOf(focus))))
            continue; // keeps what is being typed (the look's text is its combo's line edit)
        const QString text =
            band && band->isObject() ? bandCellText(band->member(it.key())) : QString();
        if (auto *picker = qobject_cast<RecordPicker *>(it.value())) {
            picker->setId(text);
        } else if (auto *combo = qobject_cast<QComboBox *>(it.value())) {
            const QSignalBlocker block(combo);
            combo->clear();
            combo->addItem(QString()); // the base tiles
            if (const std::shared_ptr<const Pack> pack = m_document->pack())
                combo->addItems(pack->tileset.looks.keys());
            combo->setEditText(text);
        } else if (auto *edit = qobject_cast<QLineEdit *>(it.value()))
            edit->setText(text);
    }
}

void BandsEditor::refresh(bool ownEdit) {
    const JsonTree *bands = m_document->value(kRuleset, kBands);
    const int count = bands && bands->isArray() ? int(bands->size()) : 0;
    const QWidget *focus = QApplication::focusWidget();
    // The field being typed in keeps its widget (and the cursor) while its own edit comes back.
    const bool typing = ownEdit && focus && isAncestorOf(focus);
    if (typing && m_table->rowCount() == count) {
        showDetail(true);
        refreshProblems();
        return;
    }
    const Pack &pack = *m_document->pack();
    for (QWidget *w : std::as_const(m_detail))
        if (auto *picker = qobject_cast<RecordPicker *>(w))
            picker->setPack(pack);
    const int current = m_table->currentRow();
    const QSignalBlocker block(m_table);
    m_table->setRowCount(count);
    for (int r = 0; r < count; ++r) {
        const JsonTree &band = bands->at(r);
        for (int c = 0; c < kRowColumns; ++c) {
            const FieldSpec &f = bandSchema().at(c);
            const QString text = bandCellText(band.isObject() ? band.member(f.path) : nullptr);
            const QString key = f.path;
            if (f.type == FieldSpec::Type::Integer) {
                auto *spin = new QSpinBox;
                spin->setRange(int(f.min), int(f.max));
                spin->setValue(text.toInt());
                connect(spin, &QSpinBox::valueChanged, this,
                        [this, r, key](int v) { write(r, key, QString::number(v)); });
                m_table->setCellWidget(r, c, spin);
            } else if (f.type == FieldSpec::Type::Ref) {
                auto *picker = new RecordPicker(pack, f.ref);
                picker->setId(text);
                connect(picker, &RecordPicker::idChanged, this,
                        [this, r, key](const QString &id) { write(r, key, id); });
                m_table->setCellWidget(r, c, picker);
            } else {
                auto *edit = new QLineEdit(text);
                edit->setFrame(false);
                edit->setPlaceholderText(f.defaultText);
                connect(edit, &QLineEdit::textEdited, this,
                        [this, r, key](const QString &t) { write(r, key, t); });
                m_table->setCellWidget(r, c, edit);
            }
            m_table->cellWidget(r, c)->setToolTip(f.tooltip());
        }
    }
    m_table->resizeColumnsToContents();
    // As tall as its bands (two at least), no more: what fills a level stays in sight below.
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth() + 2;
    for (int r = 0; r < qMax(2, count); ++r)
        height +=
            r < count ? m_table->rowHeight(r) : m_table->verticalHeader()->defaultSectionSize();
    m_table->setFixedHeight(height);
    m_table->setCurrentCell(qBound(0, current, count - 1), 0);
    showDetail();
    refreshProblems();
}

void BandsEditor::refreshProblems() {
    QStringList lines;
    for (const Diagnostic &d : m_document->diagnostics().items())
        if (d.file == kRuleset && (d.pointer == kBands || d.pointer.startsWith(kBands + u'/') ||
                                   d.pointer == QLatin1String("/dungeon")))
            lines << tr("%1: %2").arg(RecordWords::place(*m_document, d.file, d.pointer),
                                      d.message);
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

QString BandsEditor::problems() const {
    return m_problems->isHidden() ? QString() : m_problems->text();
}

void BandsEditor::write(int band, const QString &key, const QString &text) {
    if (band < 0)
        return;
    FieldSpec::Type type = FieldSpec::Type::Text;
    for (const FieldSpec &f : bandSchema())
        if (f.path == key)
            type = f.type == FieldSpec::Type::Ref || f.type == FieldSpec::Type::Text
                       ? FieldSpec::Type::Glyph
                       : f.type;
    // (a Ref or the look typed empty is removed, as an optional text field: Glyph's rule)
    m_document->setPath(kRuleset, jsonpointer::child(kBands, band), key, fieldValue(type, text),
                        tr("Change band %1 %2").arg(band + 1).arg(key), schemaPaths(bandSchema()),
                        this);
}

void BandsEditor::addBand() {
    const JsonTree *bands = m_document->value(kRuleset, kBands);
    JsonTree band = JsonTree::object();
    // After the last band: its depths onwards, the same tables (the designer changes what
    // differs).
    int from = 1;
    if (bands && bands->isArray() && bands->size() > 0) {
        band = bands->at(bands->size() - 1);
        const JsonTree *to = band.member(QStringLiteral("to"));
        from = (to ? to->scalar().toInt() : 0) + 1;
    }
    band.setMember(QStringLiteral("from"), JsonTree(QJsonValue(from)));
    band.setMember(QStringLiteral("to"), JsonTree(QJsonValue(from)));
    if (!bands || !bands->isArray()) {
        JsonTree list = JsonTree::array();
        list.insertItem(0, band);
        m_document->setPath(kRuleset, QString(), QStringLiteral("dungeon/bands"), list,
                            tr("Add band"), schemaPaths(rulesetSchema()));
        return;
    }
    m_document->insertItem(kRuleset, kBands, bands->size(), band, tr("Add band"));
    m_table->setCurrentCell(m_table->rowCount() - 1, 0);
}

void BandsEditor::removeBand(int row) {
    if (row < 0)
        return;
    m_document->removeItem(kRuleset, kBands, row, tr("Remove band %1").arg(row + 1));
}

} // namespace pd
