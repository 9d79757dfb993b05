#include "GeneratorEditor.h"

#include "data/GeneratorSettings.h"
#include "data/Pack.h"
#include "dice/DiceExpression.h"
#include "document/PackDocument.h"
#include "gen/Dungeon.h"
#include "gen/LevelStats.h"
#include "preview/LevelPreview.h"
#include "records/RecordPicker.h"
#include "json/JsonPointer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pd {

namespace {

const QString kTablesFile = QStringLiteral("tables.json");
const QString kGeneratorKey = QStringLiteral("generator");

} // namespace

// One setting of a generator as docs/generators.md describes it: its key, what kind of value,
// its range and default as GeneratorSettings::fromJson checks them, and its words.
struct GeneratorEditor::Spec {
    enum Type { Number, Flag, Choice, Table };
    const char *key;
    Type type;
    const char *label;
    const char *tip;
    int min = 0;
    int max = 0;
    int def = 0;                   // Number: the default; Flag: 0 or 1; Choice: its index
    const char *choices = nullptr; // Choice: the words, "|" between them
    bool optional = false;         // Table: may be left empty
};

struct GeneratorEditor::Field {
    const Spec *spec = nullptr;
    QLabel *label = nullptr;
    QSpinBox *number = nullptr;
    QLineEdit *expression = nullptr;
    QToolButton *expressionButton = nullptr;
    QCheckBox *flag = nullptr;
    QComboBox *choice = nullptr;
    RecordPicker *table = nullptr;
    QToolButton *reset = nullptr;
};

namespace {

using Spec = GeneratorEditor::Spec;

// The generators' settings in the order docs/generators.md lists them (and the form writes a
// new one among the others). Ranges and defaults are GeneratorSettings::fromJson's.
const std::vector<Spec> &specsOf(const QString &kind) {
    static const std::vector<Spec> rooms = {
        {"width", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Width"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor", "How many cells wide the map is, its border "
                                                  "included."),
         20, 256, 80},
        {"height", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Height"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor", "How many cells tall the map is, its border "
                                                  "included."),
         20, 256, 50},
        {"maxRooms", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Room attempts"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "How many rooms the generator tries to place. A room that would "
                           "touch another is dropped, so a level has this many rooms at most."),
         1, 200, 15},
        {"roomMin", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Smallest room"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The least width and height of a room's floor, in cells."),
         3, 60, 6},
        {"roomMax", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Largest room"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The greatest width and height of a room's floor, in cells: at "
                           "least the smallest room, and two less than the map's shorter side."),
         3, 60, 10},
        {"loopPercent", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Loops (%)"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The chance per room of one more tunnel to another room, so that "
                           "the way is not always the only one: 0 makes a chain of rooms."),
         0, 100, 0},
        {"doors", Spec::Flag, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Doors"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "A door where a tunnel enters a room (never two side by side)."),
         0, 1, 1},
    };
    static const std::vector<Spec> caves = {
        {"width", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Width"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor", "How many cells wide the map is, its border "
                                                  "included."),
         20, 256, 80},
        {"height", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Height"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor", "How many cells tall the map is, its border "
                                                  "included."),
         20, 256, 50},
        {"fillPercent", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Rock (%)"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The share of cells that start as rock before smoothing: more rock "
                           "makes narrower caves and more that are cut off."),
         0, 80, 45},
        {"passes", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Smoothing passes"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "How many times the smoothing rule runs over the whole map: 0 leaves "
                           "the noise as it was drawn; a handful settles it into caves."),
         0, 20, 8},
        {"wallThreshold", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Wall threshold"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "A cell becomes rock when at least this many of the nine cells of "
                           "its 3×3 block are rock (5: the 4-5 rule). Lower fills the caves in."),
         1, 9, 5},
        {"connect", Spec::Choice, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Joining"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "tunnels: every cave of four cells or more is joined to the largest "
                           "by a tunnel. largest: only the largest cave is kept, the others "
                           "filled with rock."),
         0, 0, 1, "largest|tunnels"},
    };
    static const std::vector<Spec> maze = {
        {"cells", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Cells per side"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The maze has this many cells on each side (a map of twice as many "
                           "tiles and one), from the entrance at the top left to the exit at "
                           "the bottom right."),
         2, 127, 5},
        {"algorithm", Spec::Choice, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Algorithm"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "prim: a random cell of the frontier joins the maze (bushy, about a "
                           "third dead ends). walk: carve on from the last cell while it can, "
                           "then go on from a random visited one (long corridors)."),
         0, 0, 0, "prim|walk"},
    };
    static const std::vector<Spec> chambers = {
        {"size", Spec::Table, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Size table"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The table a room's size is rolled on: its rows give a width and a "
                           "height (dice), and may name a contents table.")},
        {"shape", Spec::Table, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Shape table"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The table a room's shape is rolled on: rectangle, L, cross, round "
                           "or pillared.")},
        {"exits", Spec::Table, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Exits table"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The table a room's number of doors is rolled on (1 to 4).")},
        {"contents", Spec::Table, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Contents table"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "What a room holds when its size row names no contents of its own. "
                           "May be left empty."),
         0, 0, 0, nullptr, true},
        {"rooms", Spec::Number, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Rooms per level"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "How many rooms one level links door to door (a pack whose levels "
                           "are thrown away makes one room at a time and ignores it)."),
         1, 60, 8},
        {"axisDoors", Spec::Flag, QT_TRANSLATE_NOOP("pd::GeneratorEditor", "Door opposite"),
         QT_TRANSLATE_NOOP("pd::GeneratorEditor",
                           "The wall opposite the way in always has a door too, so every room "
                           "can be crossed. Off: only the way in is certain (the chapter's "
                           "rule)."),
         0, 1, 0},
    };
    static const std::vector<Spec> none;
    if (kind == QLatin1String("rooms"))
        return rooms;
    if (kind == QLatin1String("caves"))
        return caves;
    if (kind == QLatin1String("maze"))
        return maze;
    if (kind == QLatin1String("chambers"))
        return chambers;
    return none;
}

QStringList keyOrder(const QString &kind) {
    QStringList order{kGeneratorKey};
    for (const Spec &s : specsOf(kind))
        order << QLatin1String(s.key);
    return order;
}

} // namespace

GeneratorEditor::GeneratorEditor(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("GeneratorEditor"));
    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(60); // a held arrow key makes a level per step, not per repeat
    connect(m_previewTimer, &QTimer::timeout, this, &GeneratorEditor::updatePreview);
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    buildForm();
    buildPreview();
    retranslateUi();
}

GeneratorEditor::~GeneratorEditor() = default;

bool GeneratorEditor::looksLikeSettings(const QJsonValue &value, bool generatorTable) {
    if (!value.isObject())
        return false;
    return generatorTable || value.toObject().contains(kGeneratorKey);
}

void GeneratorEditor::buildForm() {
    auto *left = new QVBoxLayout;
    auto *top = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("GeneratorKind"));
    m_kind->addItems(GeneratorSettings::names());
    connect(m_kind, &QComboBox::activated, this, &GeneratorEditor::setKind);
    m_kindLabel = new QLabel(this);
    m_kindLabel->setBuddy(m_kind);
    top->addRow(m_kindLabel, m_kind);
    left->addLayout(top);
    m_fieldsBox = new QWidget(this);
    m_fieldsLayout = new QFormLayout(m_fieldsBox);
    m_fieldsLayout->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_fieldsBox);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("GeneratorProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b02020"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(m_problems);
    left->addStretch(1);
    static_cast<QHBoxLayout *>(layout())->addLayout(left);
}

void GeneratorEditor::buildPreview() {
    auto *right = new QVBoxLayout;
    m_preview = new LevelPreview(this);
    m_preview->setObjectName(QStringLiteral("GeneratorPreview"));
    m_preview->setMinimumSize(360, 240);
    m_preview->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    right->addWidget(m_preview, 1);
    auto *controls = new QHBoxLayout;
    m_seedLabel = new QLabel(this);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("GeneratorSeed"));
    m_seed->setRange(1, 999999999);
    m_seed->setValue(1);
    m_seedLabel->setBuddy(m_seed);
    m_newSeed = new QToolButton(this);
    m_newSeed->setObjectName(QStringLiteral("GeneratorNewSeed"));
    connect(m_newSeed, &QToolButton::clicked, this,
            [this] { m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 999999999))); });
    m_depthLabel = new QLabel(this);
    m_depth = new QSpinBox(this);
    m_depth->setObjectName(QStringLiteral("GeneratorDepth"));
    m_depth->setRange(1, 1);
    m_depthLabel->setBuddy(m_depth);
    for (QSpinBox *box : {m_seed, m_depth})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            schedulePreview();
            refreshProblems(); // an expression of depth may be out of range at this one
        });
    controls->addWidget(m_seedLabel);
    controls->addWidget(m_seed);
    controls->addWidget(m_newSeed);
    controls->addSpacing(12);
    controls->addWidget(m_depthLabel);
    controls->addWidget(m_depth);
    controls->addStretch(1);
    right->addLayout(controls);
    m_figures = new QLabel(this);
    m_figures->setObjectName(QStringLiteral("GeneratorFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_figures);
    static_cast<QHBoxLayout *>(layout())->addLayout(right, 1);
}

void GeneratorEditor::retranslateUi() {
    m_kindLabel->setText(tr("&Generator"));
    m_kind->setToolTip(tr("How the level's map is made (docs/generators.md): rooms and "
                          "tunnels, cellular caves, a perfect maze, or rooms rolled on the "
                          "pack's tables one by one. Another generator starts from its "
                          "defaults."));
    m_kind->setAccessibleName(tr("Generator"));
    m_seedLabel->setText(tr("&Seed"));
    m_seed->setToolTip(tr("The seed of the level shown: step it to see other levels these "
                          "settings make (Page Up and Page Down step by ten)."));
    m_seed->setAccessibleName(tr("Preview seed"));
    m_newSeed->setText(tr("Random"));
    m_newSeed->setToolTip(tr("Another seed, at random"));
    m_newSeed->setAccessibleName(tr("Random seed"));
    m_depthLabel->setText(tr("&Depth"));
    m_depth->setToolTip(tr("The depth of the level shown: expressions of depth are worked out "
                           "for it, and the level is populated as the pack's band there says."));
    m_depth->setAccessibleName(tr("Preview depth"));
    m_preview->setAccessibleName(tr("The level these settings make"));
    rebuildFields();
    refresh();
}

const JsonTree *GeneratorEditor::settings() const {
    return m_pointer.isEmpty() ? nullptr : m_document->value(kTablesFile, m_pointer);
}

QString GeneratorEditor::kindName() const {
    const JsonTree *value = settings();
    const JsonTree *kind = value && value->isObject() ? value->member(kGeneratorKey) : nullptr;
    return kind && kind->type() == QJsonValue::String ? kind->scalar().toString() : QString();
}

QString GeneratorEditor::tableName() const {
    return m_table;
}

void GeneratorEditor::setSettings(const QString &pointer, const QString &table,
                                  const QObject *origin) {
    const bool other = pointer != m_pointer || table != m_table;
    m_pointer = pointer;
    m_table = table;
    m_origin = origin;
    if (other) {
        // The preview starts where the pack uses the table: its band's first depth.
        const std::shared_ptr<const Pack> pack = m_document->pack();
        const int depths = pack ? std::max(1, pack->ruleset.depth) : 1;
        int start = 1;
        if (pack)
            for (const Ruleset::Band &band : pack->ruleset.bands)
                if (band.generator == table) {
                    start = band.from;
                    break;
                }
        const QSignalBlocker block(m_depth);
        m_depth->setRange(1, depths);
        m_depth->setValue(std::clamp(start, 1, depths));
    }
    refresh();
}

// The settings' fields: the generator's own, built again when another generator is chosen.
void GeneratorEditor::rebuildFields() {
    const QString kind = kindName();
    while (m_fieldsLayout->rowCount() > 0)
        m_fieldsLayout->removeRow(0);
    m_fields.clear();
    m_shownKind = kind;
    const std::shared_ptr<const Pack> pack = m_document->pack();
    for (const Spec &spec : specsOf(kind)) {
        Field f;
        f.spec = &spec;
        const QString key = QLatin1String(spec.key);
        f.label = new QLabel(tr(spec.label), m_fieldsBox);
        f.label->setObjectName(QStringLiteral("GeneratorLabel_%1").arg(key));
        auto *cell = new QWidget(m_fieldsBox);
        auto *row = new QHBoxLayout(cell);
        row->setContentsMargins(0, 0, 0, 0);
        QWidget *main = nullptr;
        switch (spec.type) {
        case Spec::Number: {
            f.number = new QSpinBox(cell);
            f.number->setObjectName(QStringLiteral("GeneratorNumber_%1").arg(key));
            f.number->setRange(spec.min, spec.max);
            f.number->setKeyboardTracking(false); // typed "120" is one change, not three
            f.expression = new QLineEdit(cell);
            f.expression->setObjectName(QStringLiteral("GeneratorExpression_%1").arg(key));
            f.expression->setPlaceholderText(QStringLiteral("depth+4"));
            f.expression->hide();
            f.expressionButton = new QToolButton(cell);
            f.expressionButton->setObjectName(QStringLiteral("GeneratorDepthButton_%1").arg(key));
            f.expressionButton->setText(QStringLiteral("f(d)"));
            f.expressionButton->setCheckable(true);
            f.expressionButton->setToolTip(
                tr("Write this setting as an expression of the depth (\"depth+4\", "
                   "\"2*depth+10\"), so that it grows as the hero goes down"));
            f.expressionButton->setAccessibleName(
                tr("%1 as an expression of depth").arg(tr(spec.label)));
            row->addWidget(f.number, 1);
            row->addWidget(f.expression, 1);
            row->addWidget(f.expressionButton);
            main = f.number;
            connect(f.number, &QSpinBox::valueChanged, this, [this, key](int n) {
                if (const Field *fd = field(key))
                    setMember(*fd, QJsonValue(n));
            });
            connect(f.expression, &QLineEdit::textEdited, this, [this, key](const QString &t) {
                const Field *fd = field(key);
                if (!fd)
                    return;
                const QString text = t.trimmed();
                bool plain = false;
                const int n = text.toInt(&plain);
                if (text.isEmpty())
                    setMember(*fd, std::nullopt);
                else
                    setMember(*fd, plain ? QJsonValue(n) : QJsonValue(text));
            });
            connect(f.expressionButton, &QToolButton::toggled, this, [this, key](bool on) {
                if (Field *fd = field(key))
                    setExpressionMode(*fd, on);
            });
            break;
        }
        case Spec::Flag:
            f.flag = new QCheckBox(cell);
            f.flag->setObjectName(QStringLiteral("GeneratorFlag_%1").arg(key));
            row->addWidget(f.flag, 1);
            main = f.flag;
            connect(f.flag, &QCheckBox::toggled, this, [this, key](bool on) {
                if (const Field *fd = field(key))
                    setMember(*fd, QJsonValue(on));
            });
            break;
        case Spec::Choice:
            f.choice = new QComboBox(cell);
            f.choice->setObjectName(QStringLiteral("GeneratorChoice_%1").arg(key));
            f.choice->addItems(QString::fromLatin1(spec.choices).split(u'|'));
            row->addWidget(f.choice, 1);
            main = f.choice;
            connect(f.choice, &QComboBox::activated, this, [this, key](int i) {
                if (const Field *fd = field(key))
                    setMember(*fd, QJsonValue(fd->choice->itemText(i)));
            });
            break;
        case Spec::Table:
            f.table = new RecordPicker(pack ? *pack : Pack(), RecordKind::Table, cell);
            f.table->setObjectName(QStringLiteral("GeneratorTable_%1").arg(key));
            f.table->setOptional(spec.optional);
            row->addWidget(f.table, 1);
            main = f.table;
            connect(f.table, &RecordPicker::idChanged, this, [this, key](const QString &id) {
                if (const Field *fd = field(key))
                    setMember(*fd, id.trimmed().isEmpty() ? std::nullopt
                                                          : std::optional(QJsonValue(id)));
            });
            break;
        }
        f.reset = new QToolButton(cell);
        f.reset->setObjectName(QStringLiteral("GeneratorReset_%1").arg(key));
        f.reset->setText(QStringLiteral("\u21ba"));
        f.reset->setToolTip(tr("Leave this setting out, so that the generator's default "
                               "applies"));
        f.reset->setAccessibleName(tr("Reset %1").arg(tr(spec.label)));
        row->addWidget(f.reset);
        connect(f.reset, &QToolButton::clicked, this, [this, key] {
            if (Field *fd = field(key)) {
                if (fd->expressionButton) {
                    const QSignalBlocker block(fd->expressionButton);
                    fd->expressionButton->setChecked(false);
                }
                setMember(*fd, std::nullopt);
                refresh();
            }
        });
        QString tip = tr(spec.tip);
        if (spec.type == Spec::Number)
            tip += u' ' +
                   tr("From %1 to %2; %3 when left out.").arg(spec.min).arg(spec.max).arg(spec.def);
        else if (spec.type == Spec::Flag)
            tip += u' ' + (spec.def ? tr("On when left out.") : tr("Off when left out."));
        else if (spec.type == Spec::Choice)
            tip += u' ' + tr("%1 when left out.")
                              .arg(QString::fromLatin1(spec.choices).split(u'|').at(spec.def));
        tip += QStringLiteral(" (\"%1\")").arg(key);
        f.label->setToolTip(tip);
        main->setToolTip(tip);
        main->setAccessibleName(tr(spec.label));
        f.label->setBuddy(main);
        m_fieldsLayout->addRow(f.label, cell);
        // (a layout shows a new child of a shown widget only later, from the event loop)
        f.label->setVisible(true);
        cell->setVisible(true);
        m_fields.push_back(f);
    }
}

GeneratorEditor::Field *GeneratorEditor::field(const QString &key) {
    for (Field &f : m_fields)
        if (QLatin1String(f.spec->key) == key)
            return &f;
    return nullptr;
}

const GeneratorEditor::Field *GeneratorEditor::field(const QString &key) const {
    return const_cast<GeneratorEditor *>(this)->field(key);
}

QStringList GeneratorEditor::fieldKeys() const {
    QStringList keys;
    for (const Field &f : m_fields)
        keys << QLatin1String(f.spec->key);
    return keys;
}

QSpinBox *GeneratorEditor::numberBox(const QString &key) const {
    const Field *f = field(key);
    return f ? f->number : nullptr;
}
QLineEdit *GeneratorEditor::expressionEdit(const QString &key) const {
    const Field *f = field(key);
    return f ? f->expression : nullptr;
}
QToolButton *GeneratorEditor::expressionButton(const QString &key) const {
    const Field *f = field(key);
    return f ? f->expressionButton : nullptr;
}
QToolButton *GeneratorEditor::resetButton(const QString &key) const {
    const Field *f = field(key);
    return f ? f->reset : nullptr;
}
QCheckBox *GeneratorEditor::flagBox(const QString &key) const {
    const Field *f = field(key);
    return f ? f->flag : nullptr;
}
QComboBox *GeneratorEditor::choiceBox(const QString &key) const {
    const Field *f = field(key);
    return f ? f->choice : nullptr;
}
RecordPicker *GeneratorEditor::tablePicker(const QString &key) const {
    const Field *f = field(key);
    return f ? f->table : nullptr;
}
QLabel *GeneratorEditor::fieldLabel(const QString &key) const {
    const Field *f = field(key);
    return f ? f->label : nullptr;
}

void GeneratorEditor::refresh() {
    const JsonTree *value = settings();
    setEnabled(value && value->isObject());
    if (kindName() != m_shownKind)
        rebuildFields();
    {
        const QSignalBlocker block(m_kind);
        m_kind->setCurrentIndex(int(GeneratorSettings::names().indexOf(kindName())));
    }
    if (const std::shared_ptr<const Pack> pack = m_document->pack())
        for (Field &f : m_fields)
            if (f.table && !f.table->hasFocus())
                f.table->setPack(*pack);
    for (Field &f : m_fields)
        showField(f,
                  value && value->isObject() ? value->member(QLatin1String(f.spec->key)) : nullptr);
    refreshProblems();
    schedulePreview();
}

// A field as the document has it: a setting left out shows the default with a plain label; a
// set one a bold label and its reset button. A number that is not a whole number in range (an
// expression, a typo) shows as text, so that nothing is hidden by a spin box's clamping.
void GeneratorEditor::showField(Field &f, const JsonTree *value) {
    const Spec &spec = *f.spec;
    QFont font = f.label->font();
    font.setBold(value != nullptr);
    f.label->setFont(font);
    f.reset->setEnabled(value != nullptr);
    const QJsonValue v = value && !value->isContainer() ? value->scalar() : QJsonValue();
    switch (spec.type) {
    case Spec::Number: {
        const double d = v.toDouble();
        const bool plain =
            !value || (v.isDouble() && d == std::floor(d) && d >= spec.min && d <= spec.max);
        const bool asText = !plain || f.expressionButton->isChecked();
        {
            const QSignalBlocker b1(f.number), b2(f.expressionButton);
            if (!f.number->hasFocus())
                f.number->setValue(value && plain ? int(d) : spec.def);
            f.expressionButton->setChecked(asText);
        }
        f.number->setVisible(!asText);
        f.expression->setVisible(asText);
        if (!f.expression->hasFocus()) {
            const QString text = !value                          ? QString()
                                 : v.isString()                  ? v.toString()
                                 : value->isContainer()          ? QStringLiteral("?")
                                 : value->numberText().isEmpty() ? QString::number(d, 'g', 12)
                                                                 : value->numberText();
            if (f.expression->text() != text)
                f.expression->setText(text);
        }
        f.expression->setPlaceholderText(QString::number(spec.def));
        break;
    }
    case Spec::Flag: {
        const QSignalBlocker block(f.flag);
        f.flag->setChecked(value ? v.toBool() : spec.def != 0);
        break;
    }
    case Spec::Choice: {
        const QSignalBlocker block(f.choice);
        const int i = value ? f.choice->findText(v.toString()) : spec.def;
        if (i < 0) { // an unknown word: shown as it is, Problems says why
            f.choice->setEditable(true);
            f.choice->setEditText(v.toVariant().toString());
        } else {
            f.choice->setEditable(false);
            f.choice->setCurrentIndex(i);
        }
        break;
    }
    case Spec::Table:
        if (!f.table->hasFocus())
            f.table->setId(v.toVariant().toString());
        break;
    }
}

void GeneratorEditor::setExpressionMode(Field &f, bool on) {
    f.number->setVisible(!on);
    f.expression->setVisible(on);
    if (on) {
        const JsonTree *value = settings();
        const JsonTree *now = value ? value->member(QLatin1String(f.spec->key)) : nullptr;
        if (!now)
            f.expression->setText(QString::number(f.number->value()));
        f.expression->setFocus();
        f.expression->selectAll();
        return;
    }
    // Back to a number: an expression becomes what it is at the preview's depth.
    const JsonTree *value = settings();
    const JsonTree *now = value ? value->member(QLatin1String(f.spec->key)) : nullptr;
    if (now && !now->isContainer() && !now->scalar().isDouble()) {
        const int n = valueAtDepth(f, now->scalar().toVariant().toString());
        setMember(f, QJsonValue(n));
    }
    refresh();
    f.number->setFocus();
}

// What an expression of depth gives at the preview's depth, within the setting's range (its
// default when it says nothing a number can be made of).
int GeneratorEditor::valueAtDepth(const Field &f, const QString &text) const {
    QString e = text;
    e.replace(QStringLiteral("depth"), QStringLiteral("(%1)").arg(m_depth->value()),
              Qt::CaseInsensitive);
    const DiceExpression parsed = DiceExpression::parse(e);
    if (!parsed.isValid() || !parsed.isConstant())
        return f.spec->def;
    return int(std::clamp<qint64>(parsed.minimum(), f.spec->min, f.spec->max));
}

void GeneratorEditor::setMember(const Field &f, const std::optional<QJsonValue> &value) {
    if (m_pointer.isEmpty())
        return;
    const QString key = QLatin1String(f.spec->key);
    const QString what =
        value ? tr("Change %1 of %2").arg(key, m_table) : tr("Reset %1 of %2").arg(key, m_table);
    const JsonTree *settingsNow = settings();
    const JsonTree *now = settingsNow ? settingsNow->member(key) : nullptr;
    if (value && now && now->toValue() == *value)
        return;
    if (!value && !now)
        return;
    m_document->setPath(kTablesFile, m_pointer, key,
                        value ? std::optional(JsonTree(*value)) : std::nullopt, what,
                        keyOrder(m_shownKind), m_origin);
    // Its own edit is not read back (the hub leaves it out): the label, the problems and the
    // level follow here.
    QFont font = f.label->font();
    font.setBold(value.has_value());
    f.label->setFont(font);
    f.reset->setEnabled(value.has_value());
    refreshProblems();
    schedulePreview();
}

// Another generator: its defaults, keeping the map's size between the two that have one.
void GeneratorEditor::setKind(int index) {
    const QString kind = GeneratorSettings::names().value(index);
    if (kind.isEmpty() || kind == kindName() || m_pointer.isEmpty())
        return;
    JsonTree next = JsonTree::object();
    next.setMember(kGeneratorKey, JsonTree(QJsonValue(kind)));
    const JsonTree *value = settings();
    const QStringList sized = {QStringLiteral("rooms"), QStringLiteral("caves")};
    if (value && sized.contains(kind) && sized.contains(kindName()))
        for (const char *key : {"width", "height"})
            if (const JsonTree *v = value->member(QLatin1String(key)))
                next.setMember(QLatin1String(key), *v);
    m_document->setValue(kTablesFile, m_pointer, next,
                         tr("Change the generator of %1 to %2").arg(m_table, kind), m_origin);
    refresh();
}

void GeneratorEditor::focusField(const QString &key) {
    if (Field *f = field(key)) {
        QWidget *w = f->number && f->number->isVisible() ? static_cast<QWidget *>(f->number)
                     : f->expression && f->expression->isVisible()
                         ? static_cast<QWidget *>(f->expression)
                     : f->flag   ? static_cast<QWidget *>(f->flag)
                     : f->choice ? static_cast<QWidget *>(f->choice)
                                 : static_cast<QWidget *>(f->table);
        w->setFocus();
        return;
    }
    m_kind->setFocus();
}

// The core's reading of the settings at the preview's depth (at once, as they are typed), then
// the pack's problems there, each once; the fields they are about get a red label.
void GeneratorEditor::refreshProblems() {
    const JsonTree *value = settings();
    for (Field &f : m_fields)
        f.label->setStyleSheet(QString());
    if (!value) {
        m_problems->clear();
        m_problems->hide();
        return;
    }
    Diagnostics own;
    JsonContext context(kTablesFile, own);
    JsonObjectReader reader(context, value->toValue(), m_pointer);
    GeneratorSettings::fromJson(reader, m_depth->value());
    QList<Diagnostic> all = own.items();
    for (const Diagnostic &d : m_document->diagnostics().items())
        if (d.file == kTablesFile &&
            (d.pointer == m_pointer || d.pointer.startsWith(m_pointer + u'/')))
            all << d;
    QStringList lines;
    QSet<QString> seen;
    for (const Diagnostic &d : all) {
        const QString key = d.pointer.startsWith(m_pointer + u'/')
                                ? d.pointer.mid(m_pointer.size() + 1).section(u'/', 0, 0)
                                : QString();
        // (the core's reading and the pack's say the same words for one place)
        if (seen.contains(key + u'\n' + d.message))
            continue;
        seen.insert(key + u'\n' + d.message);
        if (Field *f = field(key))
            f->label->setStyleSheet(QStringLiteral("color: #b02020"));
        lines << (key.isEmpty() ? d.message : QStringLiteral("%1: %2").arg(key, d.message));
    }
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

void GeneratorEditor::schedulePreview() {
    m_previewTimer->start();
}

// The level the settings make for the seed and depth shown: the pack's (its bands populate
// it) with these settings in place of whatever its tables choose, at every depth.
void GeneratorEditor::updatePreview() {
    m_previewTimer->stop();
    const std::shared_ptr<const Pack> pack = m_document->pack();
    const JsonTree *value = settings();
    m_level.reset();
    QString error;
    if (!pack) {
        error = tr("the pack did not load");
    } else if (!value || !value->isObject() || kindName().isEmpty()) {
        error = tr("choose a generator");
    } else {
        Dungeon dungeon(*pack, std::uint64_t(m_seed->value()));
        dungeon.setOverrides(value->toValue().toObject(), true);
        Level level = dungeon.level(m_depth->value(), &error);
        if (error.isEmpty()) {
            const LevelStats s = LevelStats::of(level, std::uint64_t(m_seed->value()),
                                                dungeon.stepsFromArrival(m_depth->value()));
            m_level = std::make_shared<const Level>(std::move(level));
            const QLocale locale;
            // (caves and mazes have no rooms to count)
            QString text = s.rooms > 0 ? tr("%1×%2 cells, %3, floor %4 %, %5.")
                                             .arg(s.width)
                                             .arg(s.height)
                                             .arg(tr("%n room(s)", nullptr, s.rooms))
                                             .arg(locale.toString(s.floorPermille / 10.0, 'f', 1))
                                             .arg(tr("%n dead end(s)", nullptr, s.deadEnds))
                                       : tr("%1×%2 cells, floor %3 %, %4.")
                                             .arg(s.width)
                                             .arg(s.height)
                                             .arg(locale.toString(s.floorPermille / 10.0, 'f', 1))
                                             .arg(tr("%n dead end(s)", nullptr, s.deadEnds));
            text += u' ';
            if (s.pathLength < 0)
                text += tr("No way on from the arrival.");
            else if (m_level->stairsDown)
                text +=
                    tr("%n step(s) from the stairs up to the stairs down.", nullptr, s.pathLength);
            else
                text += tr("%n step(s) from the way in to the nearest other door.", nullptr,
                           s.pathLength);
            m_figures->setStyleSheet(QString());
            m_figures->setText(text);
        }
    }
    if (!error.isEmpty()) {
        m_figures->setStyleSheet(QStringLiteral("color: #b02020"));
        m_figures->setText(tr("No level: %1").arg(error));
    }
    m_preview->setPack(pack);
    m_preview->setLevel(m_level);
    Q_EMIT previewUpdated();
}

} // namespace pd
