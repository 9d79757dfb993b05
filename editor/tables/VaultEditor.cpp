#include "VaultEditor.h"

#include "data/Vault.h"
#include "document/PackDocument.h"
#include "records/RecordPicker.h"
#include "records/RecordWords.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QAbstractItemView>
#include <QButtonGroup>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pd {

namespace {

const QString kVaultFile = QStringLiteral("tables.json");

QString vaultLegend() {
    return QString::fromLatin1(Vault::kLegend);
}

// The text drawn on a cell of this colour: dark on light, light on dark.
QColor inkOn(const QColor &fill) {
    return fill.lightness() > 130 ? QColor(0x10, 0x10, 0x10) : QColor(0xf0, 0xf0, 0xe8);
}

QFont cellFont() {
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    mono.setBold(true);
    mono.setPixelSize(VaultGrid::kCell - 7);
    return mono;
}

} // namespace

// --- VaultGrid ---

VaultGrid::VaultGrid(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("VaultGrid"));
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setFocusPolicy(Qt::ClickFocus);
}

QColor VaultGrid::colourOf(QChar c) {
    switch (c.unicode()) {
    case '#':
        return QColor(0x86, 0x86, 0x8c); // wall: grey stone
    case '.':
        return QColor(0x2c, 0x2a, 0x26); // floor: dark ground
    case '+':
        return QColor(0x8a, 0x58, 0x2c); // door: brown wood
    case 'L':
        return QColor(0xd8, 0xa8, 0x20); // locked door: gold
    case '~':
        return QColor(0x22, 0x50, 0xb8); // deep water: blue
    case '"':
        return QColor(0x38, 0x8c, 0x30); // tall grass: green
    case '$':
        return QColor(0x20, 0xa8, 0xa0); // item: teal
    case 'M':
        return QColor(0xc0, 0x2c, 0x2c); // monster: red
    case 'S':
        return QColor(0x9c, 0x50, 0xc8); // for sale: violet
    default:
        return QColor(0xff, 0x40, 0xff); // not in the legend
    }
}

void VaultGrid::setGrid(const QStringList &grid) {
    m_stroke = false;
    m_changed = false;
    if (grid == m_grid)
        return;
    m_grid = grid;
    updateGeometry();
    update();
}

void VaultGrid::setMarkedRows(const QSet<int> &rows) {
    if (rows == m_marked)
        return;
    m_marked = rows;
    update();
}

QSize VaultGrid::sizeHint() const {
    int width = 0;
    for (const QString &row : m_grid)
        width = qMax(width, int(row.size()));
    // A margin at the left for the marks of rows with a problem.
    return QSize(6 + qMax(width, 1) * kCell + 1, qMax(int(m_grid.size()), 1) * kCell + 1);
}

QRect VaultGrid::cellRect(int x, int y) const {
    return QRect(6 + x * kCell, y * kCell, kCell, kCell);
}

QPoint VaultGrid::cellAt(const QPoint &pos) const {
    if (pos.x() < 6 || pos.y() < 0)
        return QPoint(-1, -1);
    const int x = (pos.x() - 6) / kCell, y = pos.y() / kCell;
    if (y >= m_grid.size() || x >= m_grid.at(y).size())
        return QPoint(-1, -1);
    return QPoint(x, y);
}

void VaultGrid::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.setFont(cellFont());
    for (int y = 0; y < m_grid.size(); ++y) {
        const QString &row = m_grid.at(y);
        for (int x = 0; x < row.size(); ++x) {
            const QRect r = cellRect(x, y);
            const QChar c = row.at(x);
            const bool known = vaultLegend().contains(c);
            const QColor fill = colourOf(c);
            p.fillRect(r, known ? fill : QColor(0xff, 0xf0, 0xff));
            p.setPen(known ? inkOn(fill) : QColor(0xc0, 0x00, 0xc0));
            // A floor cell's dot is faint: the things on the floor stand out.
            if (c == QLatin1Char('.'))
                p.setPen(QColor(0x8c, 0x88, 0x80));
            p.drawText(r, Qt::AlignCenter, QString(c));
            if (!known) {
                p.setPen(QPen(QColor(0xc0, 0x00, 0xc0), 2));
                p.drawRect(r.adjusted(1, 1, -1, -1));
            }
        }
    }
    // Thin lines between cells, as a tile map has.
    p.setPen(QColor(0, 0, 0, 90));
    for (int y = 0; y < m_grid.size(); ++y)
        for (int x = 0; x < m_grid.at(y).size(); ++x)
            p.drawRect(cellRect(x, y));
    for (int y : m_marked)
        if (y >= 0 && y < m_grid.size())
            p.fillRect(QRect(0, y * kCell, 4, kCell), QColor(0xd0, 0x20, 0x20));
}

void VaultGrid::paintAt(const QPoint &pos) {
    const QPoint cell = cellAt(pos);
    if (cell.x() < 0 || m_grid.at(cell.y()).at(cell.x()) == m_brush)
        return;
    m_grid[cell.y()][cell.x()] = m_brush;
    m_changed = true;
    update(cellRect(cell.x(), cell.y()));
}

void VaultGrid::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_stroke = true;
    m_changed = false;
    paintAt(event->position().toPoint());
}

void VaultGrid::mouseMoveEvent(QMouseEvent *event) {
    if (m_stroke && (event->buttons() & Qt::LeftButton))
        paintAt(event->position().toPoint());
}

void VaultGrid::mouseReleaseEvent(QMouseEvent *event) {
    if (!m_stroke || event->button() != Qt::LeftButton)
        return;
    m_stroke = false;
    if (std::exchange(m_changed, false))
        Q_EMIT painted(m_grid);
}

// --- VaultEditor ---

VaultEditor::VaultEditor(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("VaultEditor"));
    buildFields();
    buildPalette();
    retranslateUi();
}

void VaultEditor::buildFields() {
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *left = new QVBoxLayout;
    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("VaultName"));
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &t) {
        setMember(QStringLiteral("vault"), t, tr("Change vault name"));
    });
    const Pack &pack = *m_document->pack();
    auto picker = [&](const char *name) {
        auto *p = new RecordPicker(pack, RecordKind::Table, this);
        p->setObjectName(QLatin1String(name));
        p->setOptional(true);
        return p;
    };
    m_items = picker("VaultItems");
    m_monsters = picker("VaultMonsters");
    m_stock = picker("VaultStock");
    const std::pair<RecordPicker *, QString> keys[] = {{m_items, QStringLiteral("items")},
                                                       {m_monsters, QStringLiteral("monsters")},
                                                       {m_stock, QStringLiteral("stock")}};
    for (const auto &[p, key] : keys)
        connect(p, &RecordPicker::idChanged, this, [this, key = key](const QString &id) {
            setMember(key, id, tr("Change vault table"));
        });
    m_nameLabel = new QLabel(this);
    m_itemsLabel = new QLabel(this);
    m_monstersLabel = new QLabel(this);
    m_stockLabel = new QLabel(this);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_itemsLabel, m_items);
    form->addRow(m_monstersLabel, m_monsters);
    form->addRow(m_stockLabel, m_stock);

    auto *size = new QHBoxLayout;
    m_width = new QSpinBox(this);
    m_width->setObjectName(QStringLiteral("VaultWidth"));
    m_height = new QSpinBox(this);
    m_height->setObjectName(QStringLiteral("VaultHeight"));
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(Vault::kMinSide, Vault::kMaxSide);
        connect(box, &QSpinBox::valueChanged, this,
                [this] { resizeGrid(m_width->value(), m_height->value()); });
    }
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    size->addWidget(m_height);
    size->addStretch(1);
    m_sizeLabel = new QLabel(this);
    form->addRow(m_sizeLabel, size);
    left->addLayout(form);
    outer->addLayout(left);

    auto *right = new QVBoxLayout;
    m_grid = new VaultGrid(this);
    connect(m_grid, &VaultGrid::painted, this,
            [this](const QStringList &grid) { setGrid(grid, tr("Paint vault cells"), true); });
    right->addWidget(m_grid, 0, Qt::AlignLeft | Qt::AlignTop);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("VaultProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b02020"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_problems);
    right->addStretch(1);
    outer->addLayout(right, 1);
}

// The legend as a row of buttons, one checked: the character the grid paints.
void VaultEditor::buildPalette() {
    auto *left = static_cast<QVBoxLayout *>(layout()->itemAt(0)->layout());
    auto *palette = new QGridLayout;
    palette->setSpacing(2);
    palette->setAlignment(Qt::AlignLeft);
    m_palette = new QButtonGroup(this);
    m_palette->setExclusive(true);
    const QString legend = vaultLegend();
    for (int i = 0; i < legend.size(); ++i) {
        const QChar c = legend.at(i);
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("VaultBrush%1").arg(i));
        b->setCheckable(true);
        b->setText(QString(c));
        b->setFont(cellFont());
        b->setFixedSize(VaultGrid::kCell + 8, VaultGrid::kCell + 8);
        const QColor fill = VaultGrid::colourOf(c);
        b->setStyleSheet(QStringLiteral("QToolButton { background: %1; color: %2; border: 1px "
                                        "solid #404040; } QToolButton:checked { border: 3px "
                                        "solid #ffe040; }")
                             .arg(fill.name(), inkOn(fill).name()));
        m_palette->addButton(b, i);
        palette->addWidget(b, i / 5, i % 5);
    }
    connect(m_palette, &QButtonGroup::idClicked, this,
            [this](int id) { m_grid->setBrush(vaultLegend().at(id)); });
    auto *paletteLabel = new QLabel(this);
    paletteLabel->setObjectName(QStringLiteral("VaultPaletteLabel"));
    left->addWidget(paletteLabel);
    left->addLayout(palette);
    left->addStretch(1);
    setBrush(QLatin1Char('.'));
}

void VaultEditor::retranslateUi() {
    m_nameLabel->setText(tr("Name"));
    m_itemsLabel->setText(tr("Items ($)"));
    m_monstersLabel->setText(tr("Monsters (M)"));
    m_stockLabel->setText(tr("Stock (S)"));
    m_sizeLabel->setText(tr("Width \u00d7 height"));
    m_name->setAccessibleName(tr("Vault name"));
    m_items->setAccessibleName(tr("Items table ($ cells)"));
    m_monsters->setAccessibleName(tr("Monsters table or monster (M cells)"));
    m_stock->setAccessibleName(tr("Stock table (S cells)"));
    m_width->setAccessibleName(tr("Vault width"));
    m_height->setAccessibleName(tr("Vault height"));
    // (their lists too: the keyboard reaches them)
    for (RecordPicker *p : {m_items, m_monsters, m_stock})
        p->view()->setAccessibleName(p->accessibleName());
    m_name->setPlaceholderText(tr("treasury, library, den\u2026"));
    m_name->setToolTip(tr("A name for the vault, for the Editor and the look command (\"vault\"; "
                          "no id: the rows are the list). May be left empty."));
    m_items->setToolTip(tr("The table the $ cells draw their items from (\"items\"). May be left "
                           "empty when the grid has no $."));
    m_monsters->setToolTip(tr("The table, or a single monster, the M cells draw their monsters "
                              "from (\"monsters\"). May be left empty when the grid has no M."));
    m_stock->setToolTip(tr("The table of items for sale the S cells draw from, bought with gold "
                           "(\"stock\"). May be left empty when the grid has no S."));
    m_width->setToolTip(tr("How many cells wide the vault is, %1 to %2. Narrowing cuts the "
                           "right-hand columns; widening adds walls.")
                            .arg(Vault::kMinSide)
                            .arg(Vault::kMaxSide));
    m_height->setToolTip(tr("How many cells tall the vault is, %1 to %2. Lowering cuts the "
                            "bottom rows; raising adds walls.")
                             .arg(Vault::kMinSide)
                             .arg(Vault::kMaxSide));
    m_grid->setToolTip(tr("Click or drag to paint the character chosen below the fields. The "
                          "edge holds only walls and doors, with a door off the corners."));
    m_grid->setAccessibleName(tr("The vault's grid"));
    if (auto *l = findChild<QLabel *>(QStringLiteral("VaultPaletteLabel")))
        l->setText(tr("Paint with:"));
    const QString tips[] = {
        tr("Wall (#): solid rock. The edge of the vault is walls and doors only."),
        tr("Floor (.): open ground."),
        tr("Door (+): a way in, in the edge but not in a corner."),
        tr("Locked door (L): opened by the ruleset's vault key, which the level lays elsewhere."),
        tr("Deep water (~): the hero swims through it and may lose things he carries; "
           "monsters keep out."),
        tr("Tall grass (\"): walked through, but it blocks sight like a wall."),
        tr("Item ($): an item drawn from the vault's items table."),
        tr("Monster (M): a monster drawn from the vault's monsters table (or that monster)."),
        tr("For sale (S): an item drawn from the vault's stock table, sold for gold.")};
    for (int i = 0; i < int(std::size(tips)); ++i)
        if (QAbstractButton *b = m_palette->button(i))
            b->setToolTip(tips[i]);
    refreshProblems();
}

void VaultEditor::focusField(const QString &key) {
    if (RecordPicker *p = picker(key))
        p->setFocus();
    else if (key == QLatin1String("vault"))
        m_name->setFocus();
    else
        m_grid->setFocus();
}

RecordPicker *VaultEditor::picker(const QString &key) const {
    if (key == QLatin1String("items"))
        return m_items;
    if (key == QLatin1String("monsters"))
        return m_monsters;
    if (key == QLatin1String("stock"))
        return m_stock;
    return nullptr;
}

void VaultEditor::setBrush(QChar c) {
    const int i = int(vaultLegend().indexOf(c));
    if (i < 0)
        return;
    if (QAbstractButton *b = m_palette->button(i))
        b->setChecked(true);
    m_grid->setBrush(c);
}

// The pickers' lists: the pack's tables; the monsters' also its monsters, after them.
void VaultEditor::fillPickers() {
    const Pack &pack = *m_document->pack();
    for (RecordPicker *p : {m_items, m_monsters, m_stock})
        p->setPack(pack);
    const QSignalBlocker block(m_monsters);
    const QString shown = m_monsters->currentText();
    m_monsters->insertSeparator(m_monsters->count());
    for (const QString &id : recordIds(pack, RecordKind::Monster))
        m_monsters->addItem(RecordWords::label(pack, RecordKind::Monster, id), id);
    m_monsters->setEditText(shown);
}

void VaultEditor::setVault(const QString &pointer, const QObject *origin) {
    m_pointer = pointer;
    m_origin = origin;
    fillPickers();
    refresh();
}

void VaultEditor::refresh() {
    const JsonTree *value =
        m_pointer.isEmpty() ? nullptr : m_document->value(kVaultFile, m_pointer);
    setEnabled(value && value->isObject());
    if (!value || !value->isObject())
        return;
    auto text = [value](const char *key) {
        const JsonTree *v = value->member(QString::fromLatin1(key));
        return v && !v->isContainer() ? v->scalar().toVariant().toString() : QString();
    };
    if (!m_name->hasFocus() && m_name->text() != text("vault")) {
        m_name->setText(text("vault"));
        m_name->setCursorPosition(0);
    }
    for (const char *key : {"items", "monsters", "stock"}) {
        RecordPicker *p = picker(QString::fromLatin1(key));
        if (!p->hasFocus() && p->currentText() != text(key))
            p->setId(text(key));
    }
    QStringList grid;
    int width = 0;
    if (const JsonTree *rows = value->member(QStringLiteral("grid")); rows && rows->isArray())
        for (qsizetype y = 0; y < rows->size(); ++y) {
            grid << rows->at(y).scalar().toString();
            width = qMax(width, int(grid.last().size()));
        }
    m_grid->setGrid(grid);
    {
        const QSignalBlocker bw(m_width), bh(m_height);
        m_width->setValue(width);
        m_height->setValue(int(grid.size()));
    }
    refreshProblems();
}

// The core's reading of the vault now (at once, as it is painted), then the pack's problems
// at it (an unknown table: the validator's), each once, where it is.
void VaultEditor::refreshProblems() {
    const JsonTree *value =
        m_pointer.isEmpty() ? nullptr : m_document->value(kVaultFile, m_pointer);
    if (!value) {
        m_problems->clear();
        m_grid->setMarkedRows({});
        return;
    }
    Diagnostics own;
    JsonContext context(kVaultFile, own);
    JsonObjectReader reader(context, value->toValue(), m_pointer);
    Vault::fromJson(reader);
    QList<Diagnostic> all = own.items();
    for (const Diagnostic &d : m_document->diagnostics().items())
        if (d.file == kVaultFile &&
            (d.pointer == m_pointer || d.pointer.startsWith(m_pointer + u'/')))
            all << d;
    const QString gridPrefix = jsonpointer::child(m_pointer, QStringLiteral("grid")) + u'/';
    QStringList lines;
    QSet<QString> seen;
    QSet<int> rows;
    for (const Diagnostic &d : all) {
        if (seen.contains(d.pointer + u'\n' + d.message))
            continue;
        seen.insert(d.pointer + u'\n' + d.message);
        if (d.pointer.startsWith(gridPrefix)) {
            const int y = d.pointer.mid(gridPrefix.size()).section(u'/', 0, 0).toInt();
            rows.insert(y);
            lines << tr("Row %1: %2").arg(y + 1).arg(d.message);
        } else if (d.pointer.startsWith(m_pointer + u'/')) {
            lines << QStringLiteral("%1: %2").arg(d.pointer.mid(m_pointer.size() + 1), d.message);
        } else {
            lines << d.message;
        }
    }
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
    m_grid->setMarkedRows(rows);
}

void VaultEditor::setMember(const QString &key, const QString &text, const QString &what) {
    if (m_pointer.isEmpty())
        return;
    const QString member = jsonpointer::child(m_pointer, key);
    if (text.trimmed().isEmpty())
        m_document->removeValue(kVaultFile, member, what, m_origin);
    else
        m_document->setValue(kVaultFile, member, JsonTree(QJsonValue(text)), what, m_origin);
    refreshProblems();
}

// A painting stroke is a step of its own, never merged with the stroke before it (a macro of
// one change); a resize merges with the resize just before it, as typing in a field does.
void VaultEditor::setGrid(const QStringList &grid, const QString &what, bool stroke) {
    if (m_pointer.isEmpty())
        return;
    JsonTree rows = JsonTree::array();
    for (int y = 0; y < grid.size(); ++y)
        rows.insertItem(y, JsonTree(QJsonValue(grid.at(y))));
    const QString member = jsonpointer::child(m_pointer, QStringLiteral("grid"));
    if (const JsonTree *now = m_document->value(kVaultFile, member); now && *now == rows)
        return;
    if (stroke)
        m_document->undoStack()->beginMacro(what);
    m_document->setValue(kVaultFile, member, rows, what, m_origin);
    if (stroke)
        m_document->undoStack()->endMacro();
    refresh();
}

void VaultEditor::resizeGrid(int width, int height) {
    width = qBound(Vault::kMinSide, width, Vault::kMaxSide);
    height = qBound(Vault::kMinSide, height, Vault::kMaxSide);
    QStringList grid = m_grid->grid();
    while (grid.size() > height)
        grid.removeLast();
    while (grid.size() < height)
        grid << QString();
    for (QString &row : grid) {
        if (row.size() > width)
            row.truncate(width);
        while (row.size() < width)
            row += QLatin1Char('#');
    }
    if (grid != m_grid->grid())
        setGrid(grid, tr("Resize vault"), false);
}

} // namespace pd
