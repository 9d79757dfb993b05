#include "TilesetDock.h"

#include "data/Pack.h"
#include "document/PackDocument.h"
#include "gen/Dungeon.h"
#include "preview/LevelPreview.h"
#include "json/JsonPointer.h"

#include <QColorDialog>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

const QString kTileset = QStringLiteral("tileset.json");
enum TileRole { TileNameRole = Qt::UserRole };

// A sprite sheet with its grid: a click chooses a cell (a double click chooses and closes).
class SheetCells : public QWidget {
public:
    SheetCells(const QImage &sheet, int cell, QWidget *parent)
        : QWidget(parent)
        , m_sheet(sheet)
        , m_cell(cell) {
        m_scale = std::max(1, 320 / std::max(1, std::max(sheet.width(), sheet.height()) / 2));
        m_scale = std::clamp(m_scale, 1, 4);
        setFixedSize(sheet.size() * m_scale);
        setMouseTracking(true);
    }
    QPoint chosen;
    std::function<void()> accepted;

protected:
    void paintEvent(QPaintEvent *) override {
        QPainter p(this);
        p.fillRect(rect(), QColor(0x20, 0x20, 0x24));
        p.drawImage(rect(), m_sheet);
        p.setPen(QColor(255, 255, 255, 60));
        const int step = m_cell * m_scale;
        for (int x = 0; x <= width(); x += step)
            p.drawLine(x, 0, x, height());
        for (int y = 0; y <= height(); y += step)
            p.drawLine(0, y, width(), y);
        p.setPen(QPen(QColor(0xff, 0xd0, 0x40), 2));
        p.drawRect(chosen.x() * step + 1, chosen.y() * step + 1, step - 2, step - 2);
    }
    void mousePressEvent(QMouseEvent *e) override {
        chosen = cellAt(e->position().toPoint());
        update();
    }
    void mouseDoubleClickEvent(QMouseEvent *e) override {
        chosen = cellAt(e->position().toPoint());
        if (accepted)
            accepted();
    }
    void mouseMoveEvent(QMouseEvent *e) override {
        const QPoint c = cellAt(e->position().toPoint());
        setToolTip(TilesetDock::tr("column %1, row %2").arg(c.x()).arg(c.y()));
    }

private:
    QPoint cellAt(QPoint at) const {
        const int step = std::max(1, m_cell * m_scale);
        return {std::clamp(at.x() / step, 0, std::max(0, m_sheet.width() / m_cell - 1)),
                std::clamp(at.y() / step, 0, std::max(0, m_sheet.height() / m_cell - 1))};
    }
    QImage m_sheet;
    int m_cell;
    int m_scale = 1;
};

QString textOf(const JsonTree *v) {
    return v && v->type() == QJsonValue::String ? v->scalar().toString() : QString();
}

// A file name a pack can carry: small letters, digits, "-", "_" and one ".png".
QString sheetFileName(const QString &path) {
    QString base = QFileInfo(path).completeBaseName().toLower();
    for (QChar &c : base)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'-' && c != u'_')
            c = u'-';
    return (base.isEmpty() ? QStringLiteral("sheet") : base) + QStringLiteral(".png");
}

} // namespace

TilesetDock::TilesetDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document) {
    setObjectName(QStringLiteral("TilesetDock"));
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_status = new QLabel(body);
    m_status->setObjectName(QStringLiteral("TilesetStatus"));
    m_status->setWordWrap(true);
    m_make = new QPushButton(body);
    m_make->setObjectName(QStringLiteral("MakeTileset"));
    connect(m_make, &QPushButton::clicked, this, [this] {
        QString error;
        if (!makeTileset(&error))
            QMessageBox::warning(this, windowTitle(), error);
    });
    top->addWidget(m_status, 1);
    top->addWidget(m_make);
    column->addLayout(top);

    auto *split = new QSplitter(Qt::Horizontal, body);
    // The tiles, filtered by name.
    auto *listSide = new QWidget(split);
    auto *listColumn = new QVBoxLayout(listSide);
    listColumn->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(listSide);
    m_filter->setObjectName(QStringLiteral("TileFilter"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &TilesetDock::applyFilter);
    m_tiles = new QTreeWidget(listSide);
    m_tiles->setObjectName(QStringLiteral("TileList"));
    m_tiles->setColumnCount(2);
    m_tiles->setIconSize(QSize(24, 24));
    m_tiles->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tiles->header()->setStretchLastSection(false);
    m_tiles->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(m_tiles, &QTreeWidget::currentItemChanged, this, [this] { showTile(); });
    listColumn->addWidget(m_filter);
    listColumn->addWidget(m_tiles, 1);

    // The chosen tile's fields, its pictures at the game's zoom levels.
    auto *scroll = new QScrollArea(split);
    m_fieldsScroll = scroll;
    scroll->setWidgetResizable(true);
    m_fields = new QWidget(scroll);
    auto *fieldsColumn = new QVBoxLayout(m_fields);
    m_heading = new QLabel(m_fields);
    fieldsColumn->addWidget(m_heading);
    auto *form = new QFormLayout;
    m_glyph = new QLineEdit(m_fields);
    m_glyph->setObjectName(QStringLiteral("TileGlyph"));
    m_glyph->setMaxLength(2); // one character, a surrogate pair too
    connect(m_glyph, &QLineEdit::textEdited, this,
            [this](const QString &t) { writeField(QStringLiteral("glyph"), t); });
    form->addRow(QStringLiteral("glyph"), m_glyph);
    const auto colourLine = [this, form](QLineEdit *&edit, QPushButton *&swatch, bool background) {
        auto *line = new QWidget(m_fields);
        auto *h = new QHBoxLayout(line);
        h->setContentsMargins(0, 0, 0, 0);
        edit = new QLineEdit(line);
        edit->setObjectName(background ? QStringLiteral("TileBg") : QStringLiteral("TileFg"));
        edit->setPlaceholderText(QStringLiteral("#rrggbb"));
        const QString key = background ? QStringLiteral("bg") : QStringLiteral("fg");
        connect(edit, &QLineEdit::textEdited, this,
                [this, key](const QString &t) { writeField(key, t); });
        swatch = new QPushButton(line);
        swatch->setFixedWidth(40);
        connect(swatch, &QPushButton::clicked, this,
                [this, background] { pickColour(background); });
        h->addWidget(edit, 1);
        h->addWidget(swatch);
        form->addRow(key, line);
    };
    colourLine(m_fg, m_fgSwatch, false);
    colourLine(m_bg, m_bgSwatch, true);
    auto *sprite = new QWidget(m_fields);
    auto *spriteLine = new QHBoxLayout(sprite);
    spriteLine->setContentsMargins(0, 0, 0, 0);
    m_sheet = new QComboBox(sprite);
    m_sheet->setObjectName(QStringLiteral("TileSheet"));
    connect(m_sheet, &QComboBox::activated, this, [this] { writeSprite(); });
    m_column = new QSpinBox(sprite);
    m_column->setObjectName(QStringLiteral("TileColumn"));
    m_row = new QSpinBox(sprite);
    m_row->setObjectName(QStringLiteral("TileRow"));
    for (QSpinBox *spin : {m_column, m_row}) {
        spin->setRange(0, 999);
        connect(spin, &QSpinBox::valueChanged, this, [this] { writeSprite(); });
    }
    m_pick = new QPushButton(sprite);
    m_pick->setObjectName(QStringLiteral("PickCell"));
    connect(m_pick, &QPushButton::clicked, this, &TilesetDock::pickCell);
    spriteLine->addWidget(m_sheet, 1);
    spriteLine->addWidget(m_column);
    spriteLine->addWidget(m_row);
    spriteLine->addWidget(m_pick);
    form->addRow(QStringLiteral("sprite"), sprite);
    fieldsColumn->addLayout(form);
    auto *buttons = new QHBoxLayout;
    m_import = new QPushButton(m_fields);
    m_import->setObjectName(QStringLiteral("ImportSheet"));
    connect(m_import, &QPushButton::clicked, this, &TilesetDock::askForSheet);
    m_reset = new QPushButton(m_fields);
    m_reset->setObjectName(QStringLiteral("ResetTile"));
    connect(m_reset, &QPushButton::clicked, this, &TilesetDock::resetTile);
    buttons->addWidget(m_import);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);
    fieldsColumn->addLayout(buttons);
    m_problem = new QLabel(m_fields);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b02020"));
    m_problem->hide();
    fieldsColumn->addWidget(m_problem);
    m_strip = new QLabel(m_fields);
    m_strip->setObjectName(QStringLiteral("ZoomStrip"));
    fieldsColumn->addWidget(m_strip);
    fieldsColumn->addStretch(1);
    scroll->setWidget(m_fields);

    // A level drawn with the whole tileset (the wheel zooms it).
    m_preview = new LevelPreview(split);
    m_preview->setObjectName(QStringLiteral("TilesetLevel"));
    m_preview->setMinimumSize(240, 180);
    split->addWidget(listSide);
    split->addWidget(scroll);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 4);
    column->addWidget(split, 1);
    setWidget(body);
    m_levelTimer = new QTimer(this);
    m_levelTimer->setSingleShot(true);
    m_levelTimer->setInterval(80);
    connect(m_levelTimer, &QTimer::timeout, this, &TilesetDock::updateLevel);
    retranslateUi();
}

void TilesetDock::applyFilter(const QString &text) {
    for (int i = 0; i < m_tiles->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_tiles->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            group->child(j)->setHidden(
                !text.isEmpty() && !group->child(j)->text(0).contains(text, Qt::CaseInsensitive));
    }
}

QList<int> TilesetDock::zoomLevels() {
    return {12, 16, 20, 24, 28, 32, 40, 48, 64};
}

// The tileset, the manifest (a dependency's tileset), the records' ids and looks.
DocumentView::Needs TilesetDock::needs() const {
    Needs needs;
    needs.files = {kTileset, QStringLiteral("pack.json")};
    needs.compiled = true;
    needs.ids = {RecordKind::Monster, RecordKind::Item, RecordKind::Trap};
    for (RecordKind kind : {RecordKind::Monster, RecordKind::Item, RecordKind::Trap})
        for (const char *key : {"glyph", "color", "kind"})
            needs.keys << std::pair(kind, QLatin1String(key));
    needs.problemsIn = {kTileset};
    needs.ownEdits =
        true; // (the list's pictures follow the fields; a field typed in keeps its text)
    return needs;
}

void TilesetDock::refresh(const ViewUpdate &) {
    m_pack = m_document->pack();
    m_renderer.setPack(m_pack.get());
    const bool open = m_document->isOpen() && m_pack;
    const bool own = open && m_document->files().has(kTileset);
    const bool unreadable = open && m_document->files().unreadable.contains(kTileset);
    m_make->setVisible(open && !own && !unreadable);
    m_make->setEnabled(!m_document->isReadOnly());
    if (!open)
        m_status->clear();
    else if (unreadable)
        m_status->setText(tr("tileset.json is not valid JSON (see Problems): mend it in the JSON "
                             "dock."));
    else if (own)
        m_status->setText(tr("tileset.json: %n tile(s) set, cells of %1 pixels. Choose a tile to "
                             "change how the map draws it.",
                             nullptr, int(m_pack->tileset.tiles.size()))
                              .arg(tileSize()));
    else if (!m_pack->tileset.folder.isEmpty())
        m_status->setText(tr("This pack uses its dependency's tileset: making its own starts "
                             "from the game's tiles, and the records' glyphs and colours."));
    else
        m_status->setText(tr("This pack has no tileset.json: the map draws each record's glyph and "
                             "colour and the game's own tiles."));
    m_fields->setEnabled(own && !m_document->isReadOnly());
    rebuildList();
    m_levelTimer->start();
}

QString TilesetDock::statusText() const {
    flush();
    return m_status->text();
}

void TilesetDock::retranslateUi() {
    setWindowTitle(tr("Tileset"));
    m_make->setText(tr("Make a tileset"));
    m_make->setToolTip(tr("Make tileset.json for this pack (one step: Ctrl+Z takes it back)"));
    m_filter->setPlaceholderText(tr("Find a tile"));
    m_tiles->setHeaderLabels({tr("Tile"), tr("In tileset.json")});
    m_tiles->setAccessibleName(tr("Tiles the map draws"));
    m_glyph->setToolTip(tr("The character drawn in the glyph look (one character)"));
    m_fg->setToolTip(tr("The glyph's colour, #rrggbb"));
    m_bg->setToolTip(tr("The cell's colour behind the glyph, #rrggbb (none: the floor's)"));
    m_fgSwatch->setToolTip(tr("Choose the glyph's colour"));
    m_bgSwatch->setToolTip(tr("Choose the cell's colour"));
    m_sheet->setToolTip(tr("The sprite sheet (a PNG in the pack) whose cell the tile look draws"));
    m_column->setToolTip(tr("The sprite's column on the sheet, from 0"));
    m_row->setToolTip(tr("The sprite's row on the sheet, from 0"));
    m_pick->setText(tr("Pick…"));
    m_pick->setToolTip(tr("Choose the cell on the sheet"));
    m_import->setText(tr("Import a sprite sheet…"));
    m_import->setToolTip(tr("Copy a PNG into the pack (sprites/) and give it to this tile: its "
                            "size must be whole cells of the tile size"));
    m_reset->setText(tr("Reset tile"));
    m_reset->setToolTip(tr("Take the tile out of tileset.json: the record's own look, or the "
                           "game's tile, shows again"));
    m_preview->setAccessibleName(tr("A level drawn with this tileset"));
    m_filter->setAccessibleName(tr("Find a tile"));
    m_fieldsScroll->setAccessibleName(tr("The chosen tile"));
    m_glyph->setAccessibleName(tr("Glyph"));
    m_fg->setAccessibleName(tr("Glyph colour"));
    m_bg->setAccessibleName(tr("Cell colour"));
    m_fgSwatch->setAccessibleName(tr("Choose the glyph's colour"));
    m_bgSwatch->setAccessibleName(tr("Choose the cell's colour"));
    m_sheet->setAccessibleName(tr("Sprite sheet"));
    m_column->setAccessibleName(tr("Sprite column"));
    m_row->setAccessibleName(tr("Sprite row"));
    if (m_tiles->topLevelItemCount() > 0)
        rebuildList(); // (the groups' titles)
}

int TilesetDock::tileSize() const {
    const JsonTree *size = m_document->value(kTileset, QStringLiteral("/tileSize"));
    const int n = size ? size->scalar().toInt() : 0;
    return n > 0 ? n : 32;
}

QString TilesetDock::currentTile() const {
    const QTreeWidgetItem *item = m_tiles->currentItem();
    return item ? item->data(0, TileNameRole).toString() : QString();
}

QString TilesetDock::tilePointer() const {
    return jsonpointer::child(QStringLiteral("/tiles"), currentTile());
}

void TilesetDock::selectTile(const QString &tile) {
    flush();
    for (int i = 0; i < m_tiles->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_tiles->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            if (group->child(j)->data(0, TileNameRole).toString() == tile) {
                group->child(j)->setHidden(false);
                m_tiles->setCurrentItem(group->child(j));
                m_tiles->scrollToItem(group->child(j));
                return;
            }
    }
}

// Every tile the map draws: the features, then the pack's monsters, items and traps, each with
// its picture and whether tileset.json sets it; the chosen one stays chosen.
void TilesetDock::rebuildList() {
    const QString chosen = currentTile();
    const QSignalBlocker block(m_tiles);
    m_tiles->clear();
    if (!m_pack)
        return;
    m_renderer.setLook(MapLook::Tiles);
    m_renderer.setCellSize(24);
    const JsonTree *own = m_document->value(kTileset, QStringLiteral("/tiles"));
    QTreeWidgetItem *current = nullptr;
    const auto group = [this](const QString &title) {
        auto *item = new QTreeWidgetItem(m_tiles, {title});
        item->setFlags(Qt::ItemIsEnabled);
        item->setExpanded(true);
        return item;
    };
    const auto add = [&](QTreeWidgetItem *parent, const QString &name, const QString &label) {
        const JsonTree *tile = own ? own->member(name) : nullptr;
        QStringList set;
        if (tile && tile->isObject())
            for (qsizetype i = 0; i < tile->size(); ++i)
                set << tile->keyAt(i);
        auto *item = new QTreeWidgetItem(parent, {label, set.join(QStringLiteral(", "))});
        item->setData(0, TileNameRole, name);
        item->setIcon(0, QIcon(m_renderer.tilePicture(name)));
        if (name == chosen)
            current = item;
    };
    QTreeWidgetItem *features = group(tr("Map features"));
    for (const QString &name : Tileset::featureNames())
        add(features, name, name);
    QTreeWidgetItem *monsters = group(tr("Monsters"));
    for (const MonsterRecord &m : m_pack->monsters)
        add(monsters, m.id, tr("%1 (%2)").arg(m.id, m.name));
    QTreeWidgetItem *items = group(tr("Items"));
    for (const ItemRecord &i : m_pack->items)
        add(items, i.id, tr("%1 (%2)").arg(i.id, i.name));
    QTreeWidgetItem *traps = group(tr("Traps"));
    for (const TrapRecord &t : m_pack->traps)
        add(traps, t.id, tr("%1 (%2)").arg(t.id, t.name));
    applyFilter(m_filter->text());
    if (current)
        m_tiles->setCurrentItem(current);
    showTile();
}

// The chosen tile's fields as tileset.json has them (empty: the record's own, or the game's).
void TilesetDock::showTile() {
    const QString tile = currentTile();
    m_showing = true;
    const JsonTree *value = tile.isEmpty() ? nullptr : m_document->value(kTileset, tilePointer());
    const auto member = [value](const char *key) {
        return value && value->isObject() ? value->member(QLatin1String(key)) : nullptr;
    };
    m_heading->setText(tile.isEmpty() ? tr("Choose a tile on the left.")
                                      : QStringLiteral("<b>%1</b>").arg(tile.toHtmlEscaped()));
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_glyph, m_fg, m_bg, m_sheet, m_column, m_row, m_pick,
                                          m_reset, m_import, m_fgSwatch, m_bgSwatch})
        w->setEnabled(!tile.isEmpty());
    // What shows when a field is left empty: the record's look, else the game's.
    QString glyph, fg;
    if (m_pack) {
        if (const MonsterRecord *m = m_pack->monster(tile)) {
            glyph = m->glyph;
            fg = m->color;
        } else if (const ItemRecord *i = m_pack->item(tile)) {
            glyph = i->glyph;
            fg = i->color;
        } else if (const TrapRecord *t = m_pack->trap(tile)) {
            glyph = t->glyph;
            fg = t->color;
        }
    }
    m_glyph->setPlaceholderText(glyph.isEmpty() ? tr("(the game's)")
                                                : tr("%1 (the record's)").arg(glyph));
    m_fg->setPlaceholderText(fg.isEmpty() ? tr("(the game's)") : tr("%1 (the record's)").arg(fg));
    m_bg->setPlaceholderText(tr("(the floor's)"));
    if (!m_glyph->hasFocus())
        m_glyph->setText(textOf(member("glyph")));
    if (!m_fg->hasFocus())
        m_fg->setText(textOf(member("fg")));
    if (!m_bg->hasFocus())
        m_bg->setText(textOf(member("bg")));
    const auto paint = [](QPushButton *swatch, const QString &colour) {
        swatch->setStyleSheet(
            QColor(colour).isValid() ? QStringLiteral("background: %1").arg(colour) : QString());
    };
    paint(m_fgSwatch, m_fg->text().isEmpty() ? fg : m_fg->text());
    paint(m_bgSwatch, m_bg->text());
    const JsonTree *sprite = member("sprite");
    const QString sheet =
        sprite && sprite->isObject() ? textOf(sprite->member(QStringLiteral("sheet"))) : QString();
    {
        const QSignalBlocker a(m_sheet), b(m_column), c(m_row);
        m_sheet->clear();
        m_sheet->addItem(tr("(no sprite)"), QString());
        QStringList sheets = sheetsInPack();
        if (!sheet.isEmpty() && !sheets.contains(sheet))
            sheets.prepend(sheet);
        for (const QString &file : std::as_const(sheets))
            m_sheet->addItem(file, file);
        m_sheet->setCurrentIndex(std::max(0, m_sheet->findData(sheet)));
        const JsonTree *col =
            sprite && sprite->isObject() ? sprite->member(QStringLiteral("column")) : nullptr;
        const JsonTree *row =
            sprite && sprite->isObject() ? sprite->member(QStringLiteral("row")) : nullptr;
        m_column->setValue(col ? col->scalar().toInt() : 0);
        m_row->setValue(row ? row->scalar().toInt() : 0);
        m_column->setEnabled(!sheet.isEmpty());
        m_row->setEnabled(!sheet.isEmpty());
        m_pick->setEnabled(!sheet.isEmpty());
    }
    m_reset->setEnabled(value != nullptr);
    // The tile's problems, as the pack reports them.
    QStringList problems;
    if (!tile.isEmpty())
        for (const Diagnostic &d : m_document->diagnostics().items())
            if (d.file == kTileset &&
                (d.pointer == tilePointer() || d.pointer.startsWith(tilePointer() + u'/')))
                problems << d.message;
    m_problem->setText(problems.join(u'\n'));
    m_problem->setVisible(!problems.isEmpty());
    m_showing = false;
    updateStrip();
}

// The chosen tile at each of the game's zoom levels, in the tile look and in the glyph look.
void TilesetDock::updateStrip() {
    const QString tile = currentTile();
    if (tile.isEmpty() || !m_pack) {
        m_strip->clear();
        return;
    }
    const QList<int> sizes = zoomLevels();
    int width = 0;
    for (int s : sizes)
        width += s + 6;
    const int height = 2 * sizes.last() + 20;
    QPixmap strip(width, height);
    strip.fill(palette().color(QPalette::Window));
    QPainter p(&strip);
    LevelRenderer renderer;
    renderer.setPack(m_pack.get());
    for (int row = 0; row < 2; ++row) {
        renderer.setLook(row == 0 ? MapLook::Tiles : MapLook::Glyph);
        int x = 0;
        for (int s : sizes) {
            renderer.setCellSize(s);
            const int y = row == 0 ? sizes.last() - s : sizes.last() + 20;
            // On the floor, as the map shows a thing.
            p.drawPixmap(x, y, renderer.featurePicture(QStringLiteral("floor"), 0, false));
            p.drawPixmap(x, y, renderer.tilePicture(tile));
            x += s + 6;
        }
    }
    p.end();
    m_strip->setPixmap(strip);
    m_strip->setToolTip(tr("%1 at the game's zoom levels (%2 pixels), in the tile look above and "
                           "the glyph look below")
                            .arg(tile, [&] {
                                QStringList out;
                                for (int s : sizes)
                                    out << QString::number(s);
                                return out.join(QStringLiteral(", "));
                            }()));
}

void TilesetDock::updateLevel() {
    if (!m_pack || !m_document->isOpen() || m_pack->ruleset.bands.isEmpty())
        return;
    QString error;
    Dungeon dungeon(*m_pack, 1);
    Level level = dungeon.level(1, &error);
    if (!error.isEmpty())
        return;
    m_preview->setPack(m_pack);
    m_preview->setLevel(std::make_shared<const Level>(std::move(level)));
}

QStringList TilesetDock::sheetsInPack() const {
    QStringList out;
    const QString folder = m_document->folder();
    if (folder.isEmpty())
        return out;
    QDirIterator it(folder, {QStringLiteral("*.png")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext() && out.size() < 200) {
        const QString path = QDir(folder).relativeFilePath(it.next());
        if (!path.startsWith(u'.') && !path.contains(QLatin1String("/.")))
            out << path;
    }
    out.sort();
    return out;
}

// A field of the chosen tile: typed, it is set (the tile made if it is new); emptied, it goes,
// and the tile with its last field.
void TilesetDock::writeField(const QString &key, const QString &text) {
    const QString tile = currentTile();
    if (m_showing || tile.isEmpty() || !m_document->files().has(kTileset))
        return;
    const QString what = tr("Change %1 of tile %2").arg(key, tile);
    const QStringList order{QStringLiteral("format"),
                            QStringLiteral("tileSize"),
                            QStringLiteral("atlas"),
                            QStringLiteral("bolt"),
                            QStringLiteral("tiles"),
                            QStringLiteral("looks"),
                            QStringLiteral("tiles/%1/glyph").arg(tile),
                            QStringLiteral("tiles/%1/fg").arg(tile),
                            QStringLiteral("tiles/%1/bg").arg(tile),
                            QStringLiteral("tiles/%1/sprite").arg(tile)};
    const QString path = QStringLiteral("tiles/") + tile + u'/' + key;
    if (!text.isEmpty() && !m_document->value(kTileset, tilePointer())) {
        // A new tile must give its glyph: it starts from the look the map draws now.
        m_document->setPath(kTileset, QString(), QStringLiteral("tiles/") + tile,
                            newTile(key, JsonTree(QJsonValue(text))), what, order, this);
        return;
    }
    if (text.isEmpty()) {
        const JsonTree *now = m_document->value(kTileset, tilePointer());
        if (now && now->isObject() && now->size() == 1 && now->member(key))
            m_document->removeValue(kTileset, tilePointer(), what, this);
        else
            m_document->setPath(kTileset, QString(), path, std::nullopt, what, order, this);
        return;
    }
    m_document->setPath(kTileset, QString(), path, JsonTree(QJsonValue(text)), what, order, this);
}

void TilesetDock::writeSprite() {
    if (m_showing)
        return;
    const QString sheet = m_sheet->currentData().toString();
    if (sheet.isEmpty()) {
        writeField(QStringLiteral("sprite"), QString());
        return;
    }
    const QString tile = currentTile();
    if (tile.isEmpty() || !m_document->files().has(kTileset))
        return;
    JsonTree sprite = JsonTree::object();
    sprite.setMember(QStringLiteral("sheet"), JsonTree(QJsonValue(sheet)));
    sprite.setMember(QStringLiteral("column"), JsonTree(QJsonValue(m_column->value())));
    sprite.setMember(QStringLiteral("row"), JsonTree(QJsonValue(m_row->value())));
    if (!m_document->value(kTileset, tilePointer())) {
        m_document->setPath(kTileset, QString(), QStringLiteral("tiles/") + tile,
                            newTile(QStringLiteral("sprite"), sprite),
                            tr("Change sprite of tile %1").arg(tile), {}, this);
        return;
    }
    m_document->setPath(
        kTileset, QString(), QStringLiteral("tiles/") + tile + QStringLiteral("/sprite"), sprite,
        tr("Change sprite of tile %1").arg(tile),
        {QStringLiteral("tiles/%1/glyph").arg(tile), QStringLiteral("tiles/%1/fg").arg(tile),
         QStringLiteral("tiles/%1/bg").arg(tile), QStringLiteral("tiles/%1/sprite").arg(tile)},
        this);
}

// The chosen tile as tileset.json will first hold it: the glyph and colour the glyph look draws
// now (a tileset's tile must give its glyph), and the field set.
JsonTree TilesetDock::newTile(const QString &key, const JsonTree &value) const {
    const auto [glyph, fg] = m_renderer.tileGlyph(currentTile());
    JsonTree tile = JsonTree::object();
    tile.setMember(QStringLiteral("glyph"), JsonTree(QJsonValue(glyph)));
    tile.setMember(QStringLiteral("fg"), JsonTree(QJsonValue(fg)));
    tile.setMember(key, value);
    return tile;
}

void TilesetDock::resetTile() {
    const QString tile = currentTile();
    if (tile.isEmpty() || !m_document->value(kTileset, tilePointer()))
        return;
    m_document->removeValue(kTileset, tilePointer(), tr("Reset tile %1").arg(tile));
}

void TilesetDock::pickColour(bool background) {
    QLineEdit *edit = background ? m_bg : m_fg;
    const QColor now(edit->text().isEmpty() ? edit->placeholderText().section(u' ', 0, 0)
                                            : edit->text());
    const QColor c =
        QColorDialog::getColor(now.isValid() ? now : QColor(Qt::white), this,
                               background ? tr("The cell's colour") : tr("The glyph's colour"));
    if (!c.isValid())
        return;
    edit->setText(c.name());
    writeField(background ? QStringLiteral("bg") : QStringLiteral("fg"), c.name());
}

void TilesetDock::pickCell() {
    const QString sheet = m_sheet->currentData().toString();
    const QImage image(QDir(m_document->folder()).filePath(sheet));
    if (image.isNull()) {
        QMessageBox::warning(this, tr("Pick a cell"),
                             tr("%1 cannot be read as an image.").arg(sheet));
        return;
    }
    const int cell = tileSize();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1: %2 × %3 cells of %4 pixels")
                              .arg(sheet)
                              .arg(image.width() / cell)
                              .arg(image.height() / cell)
                              .arg(cell));
    auto *layout = new QVBoxLayout(&dialog);
    auto *scroll = new QScrollArea(&dialog);
    auto *cells = new SheetCells(image, cell, scroll);
    cells->chosen = QPoint(m_column->value(), m_row->value());
    cells->accepted = [&dialog] { dialog.accept(); };
    scroll->setWidget(cells);
    layout->addWidget(scroll, 1);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(box);
    dialog.resize(std::min(900, cells->width() + 60), std::min(700, cells->height() + 100));
    if (dialog.exec() != QDialog::Accepted)
        return;
    // One step for the cell (column and row together).
    {
        const QSignalBlocker a(m_column), b(m_row);
        m_column->setValue(cells->chosen.x());
        m_row->setValue(cells->chosen.y());
    }
    writeSprite();
}

void TilesetDock::askForSheet() {
    const QString png = QFileDialog::getOpenFileName(this, tr("Import a sprite sheet"), QString(),
                                                     tr("PNG images (*.png)"));
    if (png.isEmpty())
        return;
    QString error;
    if (importSheet(png, &error).isEmpty())
        QMessageBox::warning(this, tr("Import a sprite sheet"), error);
}

QString TilesetDock::importSheet(const QString &png, QString *error) {
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QString();
    };
    if (!m_document->isOpen() || m_document->isReadOnly())
        return fail(tr("The pack cannot be changed."));
    QFile in(png);
    if (!in.open(QIODevice::ReadOnly))
        return fail(tr("%1: %2").arg(png, in.errorString()));
    const QByteArray bytes = in.readAll();
    QImage image;
    if (!image.loadFromData(bytes, "PNG"))
        return fail(tr("%1 is not a PNG image.").arg(png));
    const int cell = tileSize();
    if (image.width() < cell || image.height() < cell || image.width() % cell != 0 ||
        image.height() % cell != 0)
        return fail(tr("%1 is %2 × %3 pixels: a sprite sheet is made of whole cells of %4 pixels "
                       "(the tileset's tileSize), e.g. %5 × %6.")
                        .arg(png)
                        .arg(image.width())
                        .arg(image.height())
                        .arg(cell)
                        .arg(std::max(1, image.width() / cell) * cell)
                        .arg(std::max(1, image.height() / cell) * cell));
    // sprites/NAME.png; the same picture already there is used again, another gets a number.
    const QDir folder(m_document->folder());
    const QString name = sheetFileName(png);
    QString relative;
    for (int n = 1; n < 1000; ++n) {
        const QString candidate =
            QStringLiteral("sprites/") +
            (n == 1 ? name : QStringLiteral("%1-%2.png").arg(name.chopped(4)).arg(n));
        QFile there(folder.filePath(candidate));
        if (!there.exists()) {
            relative = candidate;
            break;
        }
        if (there.open(QIODevice::ReadOnly) && there.readAll() == bytes) {
            relative = candidate;
            break;
        }
    }
    if (relative.isEmpty())
        return fail(tr("%1: no free name in sprites/").arg(png));
    if (!QFileInfo::exists(folder.filePath(relative))) {
        if (!folder.mkpath(QStringLiteral("sprites")))
            return fail(tr("%1: the folder sprites/ cannot be made").arg(folder.path()));
        QSaveFile out(folder.filePath(relative));
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
            return fail(tr("%1: %2").arg(folder.filePath(relative), out.errorString()));
    }
    // Given to the chosen tile at its first cell (a step of its own); a tile on this sheet
    // already keeps its cell.
    const JsonTree *used =
        currentTile().isEmpty()
            ? nullptr
            : m_document->value(kTileset, tilePointer() + QStringLiteral("/sprite/sheet"));
    if (!currentTile().isEmpty() && m_document->files().has(kTileset) && textOf(used) != relative) {
        showTile();
        const QSignalBlocker a(m_column), b(m_row);
        m_sheet->setCurrentIndex(std::max(0, m_sheet->findData(relative)));
        m_column->setValue(0);
        m_row->setValue(0);
        writeSprite();
    }
    return relative;
}

bool TilesetDock::makeTileset(QString *error) {
    if (!m_document->isOpen() || m_document->isReadOnly()) {
        if (error)
            *error = tr("The pack cannot be changed.");
        return false;
    }
    JsonTree tree = JsonTree::object();
    tree.setMember(QStringLiteral("format"), JsonTree(QJsonValue(1)));
    tree.setMember(QStringLiteral("tileSize"), JsonTree(QJsonValue(32)));
    tree.setMember(QStringLiteral("tiles"), JsonTree::object());
    if (!m_document->makeFile(kTileset, tree, tr("Make a tileset"))) {
        if (error)
            *error = tr("The pack has a tileset.json already.");
        return false;
    }
    return true;
}

} // namespace pd
