#include "RecordForm.h"

#include "data/Stats.h"
#include "dice/DiceExpression.h"
#include "document/PackDocument.h"
#include "records/BandsEditor.h"
#include "records/InventoryEditor.h"
#include "records/RecordPicker.h"
#include "records/RecordWords.h"
#include "records/TextTranslations.h"
#include "render/LevelRenderer.h"
#include "json/JsonPointer.h"
#include "json/JsonWriter.h"

#include <QApplication>
#include <QColorDialog>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace pd {

struct RecordForm::Row {
    FieldSpec spec;
    QLabel *label = nullptr;
    QWidget *holder = nullptr; // the field's line of the form
    QWidget *editor = nullptr; // the whole editor (a container for stats)
    QList<QLineEdit *> parts;  // stats: one per attribute
    QLabel *problem = nullptr;
    QLabel *note = nullptr;                   // element: its place in the cycle
    TextTranslations *translations = nullptr; // a text: the pack's other languages
};

namespace {

// Completes the last id of a list typed with commas ("zombie, sk" offers "skeleton"), keeping
// the ids before it.
class IdListCompleter : public QCompleter {
public:
    using QCompleter::QCompleter;

    QStringList splitPath(const QString &path) const override {
        return {path.section(u',', -1).trimmed()};
    }
    QString pathFromIndex(const QModelIndex &index) const override {
        const auto *edit = qobject_cast<const QLineEdit *>(widget());
        const QString line = edit ? edit->text() : QString();
        const qsizetype comma = line.lastIndexOf(u',');
        const QString head = comma < 0 ? QString() : line.left(comma + 1) + u' ';
        return head + QCompleter::pathFromIndex(index);
    }
};

QStringList idsIn(const QString &text) {
    QStringList ids;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            ids << part.trimmed();
    return ids;
}

QString textOf(const JsonTree *v) {
    if (!v)
        return {};
    if (v->isContainer())
        return JsonWriter::inlineText(*v);
    if (v->type() == QJsonValue::Double)
        return v->numberText().isEmpty() ? JsonWriter::inlineText(*v) : v->numberText();
    if (v->type() == QJsonValue::Bool)
        return v->scalar().toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return v->scalar().toString();
}

bool isWholeNumber(const QString &text, qint64 *out = nullptr) {
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    if (out)
        *out = n;
    return ok;
}

QString jsonPath(const QString &path) {
    QString out;
    for (const QString &key : path.split(u'/'))
        out = jsonpointer::child(out, key);
    return out;
}

// What an empty field means for a record of this sort: a missing required value, the game's
// default, or nothing at all.
QString emptyText(const FieldSpec &spec, bool required = false, const QString &sort = {}) {
    if (spec.required || required)
        return RecordForm::tr("(missing)");
    const QString value = spec.defaultFor.value(sort, spec.defaultText);
    if (!value.isEmpty())
        return RecordForm::tr("(default: %1)").arg(value);
    return RecordForm::tr("(none)");
}

} // namespace

RecordForm::RecordForm(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , DocumentView(document, this)
    , m_document(document) {
    setObjectName(QStringLiteral("RecordForm"));
    auto *outer = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    outer->addWidget(m_heading);
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("Fields of the record"));
    scroll->setWidgetResizable(true);
    auto *body = new QWidget(scroll);
    auto *column = new QVBoxLayout(body);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    column->addLayout(m_layout);
    column->addStretch(1); // fields keep their height; the space is left below them
    scroll->setWidget(body);
    outer->addWidget(scroll, 1);
}

// The record (the ruleset: its file) with the form's own edits, which keep the field typed in;
// the ids its pickers offer; the element cycle (the ruleset's, for spells and monsters); the
// problems of its file.
DocumentView::Needs RecordForm::needs() const {
    Needs needs;
    if (!m_ruleset && m_id.isEmpty())
        return needs;
    if (m_manifest) {
        needs.files = {file()};
        needs.translations = true; // the pack's name and description in the other languages
    } else if (m_ruleset) {
        needs.files = {file()};
        needs.ids = {RecordKind::Table}; // the bands' tables
    } else {
        needs.values = {{file(), recordPointer()}};
        needs.ids = {m_kind};
        needs.translations = true; // its texts in the other languages, a language added
        needs.files = {QStringLiteral("tileset.json")}; // its look
        if (m_kind == RecordKind::Spell || m_kind == RecordKind::Monster)
            needs.files << QStringLiteral("ruleset.json");
    }
    for (const Row *row : std::as_const(m_rows))
        if (row->spec.type == FieldSpec::Type::Ref || row->spec.type == FieldSpec::Type::RefList)
            needs.ids << row->spec.ref;
    needs.problemsIn = {file()};
    needs.ownEdits = true;
    needs.compiled = true;
    return needs;
}

void RecordForm::reset() {
    m_id.clear();
    m_ruleset = false;
    m_manifest = false;
    m_pickersStale = true;
}

void RecordForm::refresh(const ViewUpdate &update) {
    // The pickers' ids are filled again only when they changed (a pack of thousands of items
    // would make every keystroke slow).
    for (const Row *row : std::as_const(m_rows))
        if ((row->spec.type == FieldSpec::Type::Ref ||
             row->spec.type == FieldSpec::Type::RefList) &&
            update.changes.touchesIds(row->spec.ref))
            m_pickersStale = true;
    if (m_ruleset && update.changes.touchesIds(RecordKind::Table))
        m_pickersStale = true;
    if (update.opened || update.touched)
        refresh(&update.changes);
    else
        refreshProblems();
}

RecordForm::~RecordForm() {
    qDeleteAll(m_rows); // the widgets are the layout's; the rows describing them are ours
}

void RecordForm::retranslateUi() {
    m_scroll->setAccessibleName(tr("Fields of the record"));
    build();
}

QString RecordForm::recordPointer() const {
    if (m_ruleset)
        return QString(); // the whole file
    return m_document->recordPointer(m_kind, m_id).value_or(QString());
}

QString RecordForm::file() const {
    return m_manifest  ? QStringLiteral("pack.json")
           : m_ruleset ? QStringLiteral("ruleset.json")
                       : QLatin1String(recordKindInfo(m_kind).file);
}

const QList<FieldSpec> &RecordForm::schema() const {
    return m_manifest ? manifestSchema() : m_ruleset ? rulesetSchema() : recordSchema(m_kind);
}

void RecordForm::setRuleset() {
    const bool rebuild = !m_ruleset || m_manifest || m_rows.isEmpty();
    m_ruleset = true;
    m_manifest = false;
    m_id.clear();
    if (rebuild)
        build();
    else
        refresh();
}

void RecordForm::setManifest() {
    const bool rebuild = !m_manifest || m_rows.isEmpty();
    m_ruleset = true; // a whole file
    m_manifest = true;
    m_id.clear();
    if (rebuild)
        build();
    else
        refresh();
}

void RecordForm::setRecord(RecordKind kind, const QString &id) {
    const bool rebuild = m_ruleset || kind != m_kind || m_rows.isEmpty();
    m_ruleset = false;
    m_manifest = false;
    m_kind = kind;
    m_id = id;
    if (rebuild)
        build();
    else
        refresh();
}

void RecordForm::build() {
    m_pickersStale = false; // made from the pack as it is
    qDeleteAll(m_rows);
    m_rows.clear();
    m_bands = nullptr;
    m_inventory = nullptr;
    m_look = nullptr;
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    if (!m_ruleset &&
        (m_kind == RecordKind::Monster || m_kind == RecordKind::Item || m_kind == RecordKind::Trap))
        addLookRow();
    const QList<FieldSpec> &fields = schema();
    const QString hero = QStringLiteral("hero/");
    for (int i = 0; i < fields.size(); ++i) {
        const FieldSpec &spec = fields.at(i);
        addField(spec);
        if (m_ruleset && !m_manifest && spec.path == QLatin1String("dungeon/depth"))
            addBandsRow();
        // The starting inventory after the hero's last field.
        if (m_ruleset && !m_manifest && spec.path.startsWith(hero) &&
            (i + 1 == fields.size() || !fields.at(i + 1).path.startsWith(hero)))
            addInventoryRow();
    }
    refresh();
}

// A field's line of the form: its editor, an element's place in the cycle, its problem (hidden
// until it has one), and its label.
void RecordForm::addField(const FieldSpec &spec) {
    auto *row = new Row;
    row->spec = spec;
    QWidget *holder = new QWidget;
    auto *v = new QVBoxLayout(holder);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(1);
    const QString path = spec.path;
    row->editor = makeEditor(row, v);
    row->editor->setObjectName(QStringLiteral("field:") + path);
    row->editor->setToolTip(spec.tooltip());
    if (spec.type != FieldSpec::Type::Color && spec.type != FieldSpec::Type::RefList)
        v->addWidget(row->editor);
    if (spec.type == FieldSpec::Type::Element) {
        row->note = new QLabel;
        row->note->setObjectName(QStringLiteral("ElementCycle"));
        v->addWidget(row->note);
    }
    row->problem = new QLabel;
    row->problem->setWordWrap(true);
    row->problem->setStyleSheet(QStringLiteral("color: #b02020"));
    row->problem->hide();
    v->addWidget(row->problem);
    if (!m_ruleset && TextTranslations::isTranslated(m_kind, path)) {
        row->translations = new TextTranslations(m_document, m_kind, path,
                                                 spec.type == FieldSpec::Type::LongText, this);
        v->addWidget(row->translations);
    } else if (m_manifest &&
               (path == QLatin1String("name") || path == QLatin1String("description"))) {
        row->translations = TextTranslations::forPack(m_document, path,
                                                      spec.type == FieldSpec::Type::LongText, this);
        v->addWidget(row->translations);
    }
    // The label says what the field is for, its unit and range, on hover.
    row->label = new QLabel(path);
    row->label->setObjectName(QStringLiteral("label:") + path);
    QString tip = spec.tooltip();
    if (!spec.defaultText.isEmpty())
        tip += u'\n' + tr("Left empty: %1.").arg(spec.defaultText);
    row->label->setToolTip(tip);
    row->label->setBuddy(row->editor);
    row->holder = holder;
    m_layout->addRow(row->label, holder);
    m_rows << row;
}

// The ruleset's depth bands, in a table of their own under dungeon/depth.
void RecordForm::addBandsRow() {
    m_bands = new BandsEditor(m_document);
    auto *label = new QLabel(QStringLiteral("dungeon/bands"));
    label->setToolTip(tr("Per range of depths: the generator table and the tables and "
                         "counts that fill a level. The bands must cover every depth "
                         "from 1 to dungeon/depth, without overlap."));
    m_layout->addRow(label, m_bands);
}

// The record's look at the top: its picture in both looks, and a button to its tileset tile.
void RecordForm::addLookRow() {
    auto *line = new QWidget;
    auto *h = new QHBoxLayout(line);
    h->setContentsMargins(0, 0, 0, 0);
    m_look = new QLabel(line);
    m_look->setObjectName(QStringLiteral("RecordLook"));
    m_look->setToolTip(tr("How the map draws it: in the tile look, then the glyph look (its glyph "
                          "and color, or the tileset's tile of its id)"));
    auto *edit = new QPushButton(tr("Edit look…"), line);
    edit->setObjectName(QStringLiteral("EditLook"));
    edit->setToolTip(tr("Its tile in the Tileset dock: glyph, colours and a sprite"));
    connect(edit, &QPushButton::clicked, this, [this] { Q_EMIT lookAsked(m_id); });
    h->addWidget(m_look);
    h->addWidget(edit);
    h->addStretch(1);
    auto *label = new QLabel(QStringLiteral("look"));
    label->setObjectName(QStringLiteral("label:look"));
    label->setToolTip(m_look->toolTip());
    m_layout->addRow(label, line);
}

void RecordForm::refreshLook() {
    const std::shared_ptr<const Pack> pack = m_document->pack();
    if (!m_look || !pack)
        return;
    if (!m_renderer)
        m_renderer = std::make_unique<LevelRenderer>();
    if (pack != m_lookPack) { // (a new pack: the pictures are drawn again)
        m_lookPack = pack;
        m_renderer->setPack(pack.get());
    }
    const int cell = 32;
    QPixmap both(2 * cell + 6, cell);
    both.fill(Qt::transparent);
    QPainter p(&both);
    m_renderer->setCellSize(cell);
    for (int i = 0; i < 2; ++i) {
        m_renderer->setLook(i == 0 ? MapLook::Tiles : MapLook::Glyph);
        p.drawPixmap(i * (cell + 6), 0,
                     m_renderer->featurePicture(QStringLiteral("floor"), 0, false));
        p.drawPixmap(i * (cell + 6), 0, m_renderer->tilePicture(m_id));
    }
    p.end();
    m_look->setPixmap(both);
}

// The hero's starting inventory, in a table of its own under the hero's fields.
void RecordForm::addInventoryRow() {
    m_inventory = new InventoryEditor(m_document);
    auto *label = new QLabel(QStringLiteral("hero/inventory"));
    label->setObjectName(QStringLiteral("label:hero/inventory"));
    label->setToolTip(tr("What the hero carries from the first turn: an item of the pack and "
                         "how many, per line."));
    m_layout->addRow(label, m_inventory);
}

// The editor for the field's type, which writes what is typed. A colour's line edit goes into
// the field's layout here, inside a line with its swatch.
QWidget *RecordForm::makeEditor(Row *row, QVBoxLayout *fieldLayout) {
    const FieldSpec &spec = row->spec;
    switch (spec.type) {
    case FieldSpec::Type::Enum:
    case FieldSpec::Type::Element:
    case FieldSpec::Type::Bool:
        return makeChoice(spec);
    case FieldSpec::Type::Hundredths:
        return makeRate(spec);
    case FieldSpec::Type::Integer:
        return makeInteger(spec);
    case FieldSpec::Type::Ref:
        return makePicker(spec);
    case FieldSpec::Type::Stats:
        return makeStats(row);
    case FieldSpec::Type::LongText:
        return makeLongText(spec);
    default: {
        QLineEdit *edit = makeLine(spec);
        if (spec.type == FieldSpec::Type::Color)
            fieldLayout->addWidget(makeSwatchLine(edit, spec.path));
        else if (spec.type == FieldSpec::Type::RefList)
            fieldLayout->addWidget(makeIdListLine(edit, spec));
        return edit;
    }
    }
}

// An enum, an element or a yes/no: a list, led by what no value means.
QWidget *RecordForm::makeChoice(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *combo = new QComboBox;
    const QStringList values = spec.type == FieldSpec::Type::Element ? elementNames()
                               : spec.type == FieldSpec::Type::Bool
                                   ? QStringList{QStringLiteral("true"), QStringLiteral("false")}
                                   : spec.values;
    combo->addItem(spec.required ? tr("(choose one)") : emptyText(spec), QString());
    for (const QString &value : values)
        if (!value.isEmpty())
            combo->addItem(value, value);
    connect(combo, &QComboBox::activated, this, [this, combo, path, spec](int) {
        const QString value = combo->currentData().toString();
        if (!m_ruleset && m_kind == RecordKind::Item && path == QLatin1String("kind"))
            changeItemKind(value);
        else
            write(path, value, spec.type);
    });
    return combo;
}

// A rate such as 1.5: shown as it is written, stored as the game reads it.
QWidget *RecordForm::makeRate(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *spin = new QDoubleSpinBox;
    spin->setDecimals(2);
    spin->setSingleStep(0.25);
    spin->setRange(double(spec.min) / 100.0 - 0.01, double(spec.max) / 100.0);
    spin->setSpecialValueText(emptyText(spec));
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin, path, spec](double v) {
        write(path, v <= spin->minimum() ? QString() : QString::number(qRound(v * 100)), spec.type);
    });
    return spin;
}

QWidget *RecordForm::makeInteger(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *spin = new QSpinBox;
    // One below the minimum means "not given": the game's default, or nothing.
    spin->setRange(int(spec.min) - 1, int(spec.max));
    spin->setSpecialValueText(emptyText(spec));
    // (refresh sets values with signals blocked: what arrives here was typed)
    connect(spin, &QSpinBox::valueChanged, this, [this, spin, path, spec](int value) {
        write(path, value < spin->minimum() + 1 ? QString() : QString::number(value), spec.type);
    });
    return spin;
}

QWidget *RecordForm::makePicker(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *picker = new RecordPicker(*m_document->pack(), spec.ref);
    picker->setOptional(!spec.required);
    picker->setPack(*m_document->pack());
    connect(picker, &RecordPicker::idChanged, this,
            [this, path, spec](const QString &id) { write(path, id, spec.type); });
    return picker;
}

// The attributes side by side, a line edit each (the row's parts), each written on its own.
QWidget *RecordForm::makeStats(Row *row) {
    const QString path = row->spec.path;
    auto *grid = new QWidget;
    auto *g = new QGridLayout(grid);
    g->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (Stat s : kAllStats) {
        auto *edit = new QLineEdit;
        edit->setObjectName(statKey(s));
        edit->setPlaceholderText(QStringLiteral("0"));
        edit->setMaximumWidth(110);
        g->addWidget(new QLabel(statLabel(s)), 0, column);
        g->addWidget(edit, 1, column++);
        const QString sub = path + u'/' + statKey(s);
        connect(edit, &QLineEdit::textEdited, this,
                [this, sub](const QString &t) { write(sub, t, FieldSpec::Type::Dice); });
        row->parts << edit;
    }
    return grid;
}

QWidget *RecordForm::makeLongText(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *edit = new QPlainTextEdit;
    edit->setMaximumHeight(70);
    edit->setTabChangesFocus(true);
    connect(edit, &QPlainTextEdit::textChanged, this, [this, edit, path, spec] {
        if (edit->hasFocus())
            write(path, edit->toPlainText(), spec.type);
    });
    return edit;
}

// Text, a glyph, dice, numbers, a list of ids, a colour: one line, which says what it takes.
QLineEdit *RecordForm::makeLine(const FieldSpec &spec) {
    const QString path = spec.path;
    auto *edit = new QLineEdit;
    if (spec.type == FieldSpec::Type::Glyph)
        edit->setMaxLength(2);
    if (spec.type == FieldSpec::Type::RefList)
        edit->setPlaceholderText(tr("ids, separated by commas"));
    else if (spec.type == FieldSpec::Type::List)
        edit->setPlaceholderText(tr("e.g. haste turns=12; slow on=bolt turns=10"));
    else if (spec.type == FieldSpec::Type::Texts)
        edit->setPlaceholderText(tr("names, separated by commas"));
    else if (spec.type == FieldSpec::Type::Numbers)
        edit->setPlaceholderText(
            spec.defaultText.isEmpty()
                ? tr("whole numbers, separated by commas")
                : tr("%1 when empty; whole numbers, separated by commas").arg(spec.defaultText));
    else if (spec.type == FieldSpec::Type::Dice)
        edit->setPlaceholderText(
            spec.defaultText.isEmpty()
                ? tr("a number or dice, e.g. 2d6+3")
                : tr("%1 when empty; a number or dice, e.g. 2d6+3").arg(spec.defaultText));
    else if (!spec.defaultText.isEmpty())
        edit->setPlaceholderText(tr("%1 when empty").arg(spec.defaultText));
    connect(edit, &QLineEdit::textEdited, this,
            [this, path, spec](const QString &t) { write(path, t, spec.type); });
    return edit;
}

// A colour's line edit with a swatch beside it that opens the colour dialog (refresh paints it).
QWidget *RecordForm::makeSwatchLine(QLineEdit *edit, const QString &path) {
    auto *line = new QWidget;
    auto *h = new QHBoxLayout(line);
    h->setContentsMargins(0, 0, 0, 0);
    auto *swatch = new QPushButton;
    swatch->setObjectName(QStringLiteral("Swatch"));
    swatch->setFixedWidth(40);
    connect(swatch, &QPushButton::clicked, this, [this, edit, path] {
        const QColor c = QColorDialog::getColor(QColor(edit->text()), this);
        if (c.isValid())
            write(path, c.name(), FieldSpec::Type::Color);
    });
    h->addWidget(edit, 1);
    h->addWidget(swatch);
    return line;
}

// A list of ids (a monster's spells): the line, whose last id is completed from the pack's as it
// is typed, and a button whose menu ticks the pack's records of the kind on and off, each with
// its name. A tick is one undo step, as typing in the line is.
QWidget *RecordForm::makeIdListLine(QLineEdit *edit, const FieldSpec &spec) {
    auto *line = new QWidget;
    auto *h = new QHBoxLayout(line);
    h->setContentsMargins(0, 0, 0, 0);
    auto *completer = new IdListCompleter(new QStringListModel(edit), edit);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    edit->setCompleter(completer);
    const QString path = spec.path;
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this, path](const QString &text) { write(path, text, FieldSpec::Type::RefList); });
    auto *choose = new QToolButton;
    choose->setObjectName(QStringLiteral("ChooseIds"));
    choose->setText(tr("Choose…"));
    choose->setToolTip(tr("Tick the records this list holds, from the pack's"));
    choose->setAccessibleName(tr("Choose %1").arg(path));
    choose->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(choose);
    menu->setObjectName(QStringLiteral("ChooseIdsMenu"));
    choose->setMenu(menu);
    const RecordKind kind = spec.ref;
    connect(menu, &QMenu::aboutToShow, this, [this, menu, edit, kind] {
        menu->clear();
        const std::shared_ptr<const Pack> pack = m_document->pack();
        const QStringList chosen = idsIn(edit->text());
        const QStringList ids = pack ? recordIds(*pack, kind) : QStringList();
        for (const QString &id : ids) {
            QAction *a = menu->addAction(RecordWords::label(*pack, kind, id));
            a->setCheckable(true);
            a->setChecked(chosen.contains(id));
            a->setData(id);
        }
        if (ids.isEmpty())
            menu->addAction(tr("(the pack has none)"))->setEnabled(false);
    });
    connect(menu, &QMenu::triggered, this, [this, edit, path](QAction *a) {
        const QString id = a->data().toString();
        if (id.isEmpty())
            return;
        QStringList ids = idsIn(edit->text());
        if (a->isChecked() && !ids.contains(id))
            ids << id;
        else if (!a->isChecked())
            ids.removeAll(id);
        const QString text = ids.join(QStringLiteral(", "));
        edit->setText(text);
        // A tick is a step of its own, never merged with the one before (a macro of one edit),
        // as a painting stroke is.
        m_document->undoStack()->beginMacro(tr("Change %1 of %2").arg(path, m_id));
        write(path, text, FieldSpec::Type::RefList);
        m_document->undoStack()->endMacro();
    });
    h->addWidget(edit, 1);
    h->addWidget(choose);
    return line;
}

bool RecordForm::isRequired(const FieldSpec &spec, const JsonTree *record) const {
    if (spec.required)
        return true;
    if (!record)
        return false;
    const QString sort = m_ruleset ? QString() : textOf(record->member(sortKey(m_kind)));
    if (!sort.isEmpty() && spec.requiredFor.contains(sort))
        return true;
    return !spec.requiredIfKey.isEmpty() &&
           textOf(record->member(spec.requiredIfKey)) == spec.requiredIfValue;
}

void RecordForm::refresh(const PackChanges *changes) {
    const bool own = changes && changes->madeBy(this);
    const QString base = recordPointer();
    const QString file = this->file();
    const JsonTree *record = base.isEmpty() && !m_ruleset ? nullptr : m_document->value(file, base);
    setEnabled(record);
    m_heading->setText(
        !record      ? QString()
        : m_manifest ? tr("<b>Manifest</b> — the pack's name, description and version, as New "
                          "game shows them; its dependencies are in the JSON dock")
        : m_ruleset  ? tr("<b>Ruleset</b> — the rule variants this pack plays by, "
                           "its depth bands and what the hero starts with")
                     : QStringLiteral("<b>%1</b>").arg(m_id.toHtmlEscaped()));
    if (!record)
        return;
    const Pack &pack = *m_document->pack();
    const QString sort = m_ruleset ? QString() : textOf(record->member(sortKey(m_kind)));
    const bool knownSort =
        !sort.isEmpty() && (m_kind != RecordKind::Item ? SpellRecord::typeNames().contains(sort)
                                                       : ItemRecord::kindNames().contains(sort));
    for (Row *row : std::as_const(m_rows)) {
        const JsonTree *value = record->find(jsonPath(row->spec.path));
        const QString text = textOf(value);
        // A field for another sort of record is shown only while it holds something (so that
        // nothing in the file is out of sight).
        const bool shown = !knownSort || row->spec.appliesToSort(sort) || value;
        m_layout->setRowVisible(row->holder, shown);
        const bool required = isRequired(row->spec, record);
        row->label->setText(row->spec.path + (required ? QStringLiteral(" *") : QString()));
        // An empty field says what it means for this record ("(default: 9)" for medicine).
        const QString empty = emptyText(row->spec, required, sort);
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(row->editor))
            spin->setSpecialValueText(empty);
        else if (auto *combo = qobject_cast<QComboBox *>(row->editor);
                 combo && !qobject_cast<RecordPicker *>(row->editor) && !row->spec.required)
            combo->setItemText(0, empty);
        QWidget *w = row->editor;
        // The field being typed in keeps its text while its own edit comes back; anything else
        // (undo, the JSON, the sheet) shows everywhere at once.
        const bool typing = own && (w->hasFocus() || w->isAncestorOf(QApplication::focusWidget()));
        showValue(row, value, text, typing, pack);
        for (QLineEdit *part : std::as_const(row->parts)) {
            const JsonTree *stat = value ? value->member(part->objectName()) : nullptr;
            if (!(own && part->hasFocus()))
                part->setText(textOf(stat));
        }
        if (row->translations)
            row->translations->refresh(m_id, own);
        if (row->note) {
            const QString note = elementCycleText(text, pack);
            row->note->setText(note);
            row->note->setVisible(!note.isEmpty());
        }
    }
    if (m_bands)
        m_bands->refresh(changes && changes->madeBy(m_bands));
    if (m_inventory)
        m_inventory->refresh(changes && changes->madeBy(m_inventory));
    refreshLook();
    m_pickersStale = false;
    refreshProblems();
}

// The field's value (`text`, as the record holds it) in its editor, whatever kind it is; one
// being typed in (`typing`) keeps what it has.
void RecordForm::showValue(const Row *row, const JsonTree *value, const QString &text, bool typing,
                           const Pack &pack) {
    QWidget *w = row->editor;
    if (auto *picker = qobject_cast<RecordPicker *>(w)) {
        if (m_pickersStale)
            picker->setPack(pack);
        if (!typing)
            picker->setId(text);
    } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        const QSignalBlocker block(combo);
        const int i = combo->findData(text);
        if (i >= 0)
            combo->setCurrentIndex(i);
        else if (!text.isEmpty()) { // a value the list does not know: show it as is
            combo->addItem(text, text);
            combo->setCurrentIndex(combo->count() - 1);
        }
    } else if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        if (!typing) {
            const QSignalBlocker block(spin);
            qint64 n = 0;
            spin->setValue(isWholeNumber(text, &n) ? int(n) : spin->minimum());
        }
    } else if (auto *rate = qobject_cast<QDoubleSpinBox *>(w)) {
        if (!typing) {
            const QSignalBlocker block(rate);
            rate->setValue(value ? value->scalar().toDouble() : rate->minimum());
        }
    } else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
        if (row->spec.type == FieldSpec::Type::RefList && edit->completer())
            if (auto *ids = qobject_cast<QStringListModel *>(edit->completer()->model());
                ids && (m_pickersStale || ids->rowCount() == 0))
                ids->setStringList(recordIds(pack, row->spec.ref));
        if (!typing && edit->text() != text) {
            if (row->spec.type == FieldSpec::Type::List && value && value->isArray()) {
                edit->setText(listText(*value));
            } else if ((row->spec.type == FieldSpec::Type::RefList ||
                        row->spec.type == FieldSpec::Type::Numbers ||
                        row->spec.type == FieldSpec::Type::Texts) &&
                       value && value->isArray()) {
                QStringList ids;
                for (qsizetype i = 0; i < value->size(); ++i)
                    ids << textOf(&value->at(i));
                edit->setText(ids.join(QStringLiteral(", ")));
            } else {
                edit->setText(text);
            }
        }
        if (row->spec.type == FieldSpec::Type::Color)
            if (auto *swatch =
                    w->parentWidget()->findChild<QPushButton *>(QStringLiteral("Swatch")))
                swatch->setStyleSheet(QColor(text).isValid()
                                          ? QStringLiteral("background: %1").arg(text)
                                          : QString());
    } else if (auto *plain = qobject_cast<QPlainTextEdit *>(w)) {
        if (!typing && plain->toPlainText() != text)
            plain->setPlainText(text);
    }
}

// An element's place in the pack's cycle: what it restricts and what restricts it; empty for
// a value that is no element.
QString RecordForm::elementCycleText(const QString &element, const Pack &pack) const {
    const std::optional<Element> e = elementFromName(element);
    QString note;
    if (e) {
        const auto beats = pack.ruleset.restricts.constFind(*e);
        QString beaten;
        for (auto it = pack.ruleset.restricts.constBegin(); it != pack.ruleset.restricts.constEnd();
             ++it)
            if (it.value() == *e)
                beaten = elementName(it.key());
        note = tr("restricts %1 · restricted by %2")
                   .arg(beats != pack.ruleset.restricts.constEnd() ? elementName(*beats)
                                                                   : tr("nothing"),
                        beaten.isEmpty() ? tr("nothing") : beaten);
    }
    return note;
}

void RecordForm::refreshProblems() {
    const QString base = recordPointer();
    const QString file = this->file();
    const JsonTree *record = base.isEmpty() && !m_ruleset ? nullptr : m_document->value(file, base);
    if (!record)
        return;
    const QString sort = m_ruleset ? QString() : textOf(record->member(sortKey(m_kind)));
    for (Row *row : std::as_const(m_rows)) {
        const QString at = base + jsonPath(row->spec.path);
        const JsonTree *value = record->find(jsonPath(row->spec.path));
        const QString text = textOf(value);
        QStringList messages;
        for (const Diagnostic &d : m_document->diagnostics().items())
            if (d.file == file && (d.pointer == at || d.pointer.startsWith(at + u'/')))
                messages << d.message;
        // A required field that is missing says so here (the pack reports it at the record).
        if (messages.isEmpty() && text.trimmed().isEmpty() && row->parts.isEmpty() &&
            isRequired(row->spec, record)) {
            if (row->spec.required)
                messages << tr("Required.");
            else if (!row->spec.requiredIfKey.isEmpty() && !row->spec.requiredFor.contains(sort))
                messages << tr("Required when %1 is %2.")
                                .arg(row->spec.requiredIfKey, row->spec.requiredIfValue);
            else
                messages << tr("Required for %1.").arg(sort);
        }
        // A dice field is checked as typed, before the pack has a say.
        if (row->spec.type == FieldSpec::Type::Dice && !text.isEmpty() && !isWholeNumber(text) &&
            text != QLatin1String("hp") && messages.isEmpty()) {
            DiceError error;
            QString probe = text;
            probe.replace(QStringLiteral("depth"), QStringLiteral("1"), Qt::CaseInsensitive);
            DiceExpression::parse(probe, &error);
            if (!error.message.isEmpty())
                messages << error.toString();
        }
        row->problem->setText(messages.join(u'\n'));
        row->problem->setVisible(!messages.isEmpty());
    }
    if (m_bands)
        m_bands->refreshProblems();
    if (m_inventory)
        m_inventory->refreshProblems();
}

void RecordForm::write(const QString &path, const QString &text, FieldSpec::Type type) {
    if (recordPointer().isEmpty() && !m_ruleset)
        return;
    std::optional<JsonTree> value = fieldValue(type, text);
    if (type == FieldSpec::Type::List)
        for (const FieldSpec &spec : schema())
            if (spec.path == path && !spec.listKey.isEmpty())
                value = listValue(text, spec.listKey);
    m_document->setPath(file(), recordPointer(), path, value,
                        tr("Change %1 of %2").arg(path, m_id.isEmpty() ? file() : m_id),
                        schemaPaths(schema()), this);
}

// A new item's look (and a treasure's worth) were the template's, for the kind it had: an item
// made a weapon does not keep a treasure's "$". One undo step.
void RecordForm::changeItemKind(const QString &kind) {
    const QString pointer = recordPointer();
    const JsonTree *now = pointer.isEmpty() ? nullptr : m_document->value(file(), pointer);
    if (!now || kind.isEmpty())
        return;
    JsonTree next = *now;
    const QString old = textOf(now->member(QStringLiteral("kind")));
    if (old == kind)
        return;
    next.setMember(QStringLiteral("kind"), JsonTree(QJsonValue(kind)));
    const ItemLook before = itemLook(old), after = itemLook(kind);
    auto replace = [&](const QString &key, const QString &was, const QString &becomes) {
        if (!was.isEmpty() && textOf(now->member(key)) == was && !becomes.isEmpty())
            next.setMember(key, JsonTree(QJsonValue(becomes)));
    };
    replace(QStringLiteral("glyph"), before.glyph, after.glyph);
    replace(QStringLiteral("color"), before.color, after.color);
    if (old == QLatin1String("treasure") &&
        textOf(now->member(QStringLiteral("worth"))) == QLatin1String("1d6"))
        next.removeMember(QStringLiteral("worth"));
    m_document->setValue(file(), pointer, next, tr("Change kind of %1").arg(m_id));
}

QWidget *RecordForm::editor(const QString &path) const {
    for (const Row *row : m_rows) {
        if (row->spec.path == path)
            return row->editor;
        for (QLineEdit *part : row->parts)
            if (row->spec.path + u'/' + part->objectName() == path)
                return part;
    }
    return nullptr;
}

QWidget *RecordForm::translation(const QString &path, const QString &language) const {
    for (const Row *row : m_rows)
        if (row->spec.path == path && row->translations)
            return row->translations->editor(language);
    return nullptr;
}

QLabel *RecordForm::label(const QString &path) const {
    for (const Row *row : m_rows)
        if (row->spec.path == path)
            return row->label;
    return nullptr;
}

bool RecordForm::isShown(const QString &path) const {
    for (const Row *row : m_rows)
        if (row->spec.path == path)
            return m_layout->isRowVisible(row->holder);
    return false;
}

QString RecordForm::problem(const QString &path) const {
    for (const Row *row : m_rows)
        if (row->spec.path == path)
            return row->problem->isHidden() ? QString() : row->problem->text();
    return {};
}

void RecordForm::focusPointer(const QString &pointer) {
    const QString base = recordPointer();
    if (!pointer.startsWith(base + u'/'))
        return;
    // (the ruleset's base is the file's root: every pointer is in it)
    QString path = pointer.mid(base.size() + 1);
    if (m_bands && path.startsWith(QLatin1String("dungeon/bands/"))) {
        const QStringList parts = path.split(u'/');
        if (QWidget *w = m_bands->editor(parts.value(2).toInt(), parts.value(3))) {
            w->setFocus();
            return;
        }
    }
    if (m_inventory && path.startsWith(QLatin1String("hero/inventory/"))) {
        const QStringList parts = path.split(u'/');
        if (QWidget *w = m_inventory->editor(parts.value(2).toInt(), parts.value(3))) {
            w->setFocus();
            return;
        }
    }
    while (!path.isEmpty()) {
        if (QWidget *w = editor(path)) {
            w->setFocus();
            return;
        }
        path = path.section(u'/', 0, -2);
    }
}

} // namespace pd
