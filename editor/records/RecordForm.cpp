#include "RecordForm.h"

#include "data/Stats.h"
#include "dice/DiceExpression.h"
#include "document/PackDocument.h"
#include "json/JsonPointer.h"
#include "json/JsonWriter.h"

#include <QApplication>
#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pd {

struct RecordForm::Row {
    FieldSpec spec;
    QWidget *editor = nullptr; // the whole editor (a container for stats)
    QList<QLineEdit *> parts;  // stats: one per attribute
    QLabel *problem = nullptr;
    QLabel *note = nullptr; // element: its place in the cycle
};

namespace {

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

} // namespace

RecordForm::RecordForm(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("RecordForm"));
    auto *outer = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    outer->addWidget(m_heading);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *body = new QWidget(scroll);
    auto *column = new QVBoxLayout(body);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    column->addLayout(m_layout);
    column->addStretch(1); // fields keep their height; the space is left below them
    scroll->setWidget(body);
    outer->addWidget(scroll, 1);
    connect(document, &PackDocument::packRebuilt, this, &RecordForm::refresh);
}

RecordForm::~RecordForm() {
    qDeleteAll(m_rows); // the widgets are the layout's; the rows describing them are ours
}

void RecordForm::retranslateUi() {
    build();
}

QString RecordForm::recordPointer() const {
    if (m_ruleset)
        return QString(); // the whole file
    return m_document->recordPointer(m_kind, m_id).value_or(QString());
}

QString RecordForm::file() const {
    return m_ruleset ? QStringLiteral("ruleset.json") : QLatin1String(recordKindInfo(m_kind).file);
}

const QList<FieldSpec> &RecordForm::schema() const {
    return m_ruleset ? rulesetSchema() : recordSchema(m_kind);
}

void RecordForm::setRuleset() {
    const bool rebuild = !m_ruleset || m_rows.isEmpty();
    m_ruleset = true;
    m_id.clear();
    if (rebuild)
        build();
    else
        refresh();
}

void RecordForm::setRecord(RecordKind kind, const QString &id) {
    const bool rebuild = m_ruleset || kind != m_kind || m_rows.isEmpty();
    m_ruleset = false;
    m_kind = kind;
    m_id = id;
    if (rebuild)
        build();
    else
        refresh();
}

void RecordForm::build() {
    qDeleteAll(m_rows);
    m_rows.clear();
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    for (const FieldSpec &spec : schema()) {
        auto *row = new Row;
        row->spec = spec;
        QWidget *holder = new QWidget;
        auto *v = new QVBoxLayout(holder);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(1);
        const QString path = spec.path;
        switch (spec.type) {
        case FieldSpec::Type::Enum:
        case FieldSpec::Type::Element:
        case FieldSpec::Type::Bool: {
            auto *combo = new QComboBox;
            QStringList values = spec.type == FieldSpec::Type::Element ? elementNames()
                                 : spec.type == FieldSpec::Type::Bool
                                     ? QStringList{QStringLiteral("true"), QStringLiteral("false")}
                                     : spec.values;
            combo->addItem(spec.required ? QString() : tr("(default)"), QString());
            for (const QString &value : values)
                combo->addItem(value, value);
            connect(combo, &QComboBox::activated, this, [this, combo, path, spec](int) {
                write(path, combo->currentData().toString(), spec.type);
            });
            row->editor = combo;
            break;
        }
        case FieldSpec::Type::Hundredths: {
            // A rate such as 1.5: shown as it is written, stored as the game reads it.
            auto *spin = new QDoubleSpinBox;
            spin->setDecimals(2);
            spin->setSingleStep(0.25);
            spin->setRange(double(spec.min) / 100.0 - 0.01, double(spec.max) / 100.0);
            spin->setSpecialValueText(tr("(default)"));
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin, path, spec](double v) {
                write(path, v <= spin->minimum() ? QString() : QString::number(qRound(v * 100)),
                      spec.type);
            });
            row->editor = spin;
            break;
        }
        case FieldSpec::Type::Integer: {
            auto *spin = new QSpinBox;
            // One below the minimum means "not given": the game's default.
            spin->setRange(int(spec.min) - 1, int(spec.max));
            spin->setSpecialValueText(spec.required ? tr("(missing)") : tr("(default)"));
            // (refresh sets values with signals blocked: what arrives here was typed)
            connect(spin, &QSpinBox::valueChanged, this, [this, spin, path, spec](int value) {
                write(path, value < spin->minimum() + 1 ? QString() : QString::number(value),
                      spec.type);
            });
            row->editor = spin;
            break;
        }
        case FieldSpec::Type::Ref: {
            auto *combo = new QComboBox;
            combo->setEditable(true);
            connect(combo, &QComboBox::textActivated, this,
                    [this, path, spec](const QString &t) { write(path, t, spec.type); });
            connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
                    [this, combo, path, spec] { write(path, combo->currentText(), spec.type); });
            row->editor = combo;
            break;
        }
        case FieldSpec::Type::Stats: {
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
            row->editor = grid;
            break;
        }
        case FieldSpec::Type::LongText: {
            auto *edit = new QPlainTextEdit;
            edit->setMaximumHeight(70);
            edit->setTabChangesFocus(true);
            connect(edit, &QPlainTextEdit::textChanged, this, [this, edit, path, spec] {
                if (edit->hasFocus())
                    write(path, edit->toPlainText(), spec.type);
            });
            row->editor = edit;
            break;
        }
        default: {
            auto *edit = new QLineEdit;
            if (spec.type == FieldSpec::Type::Glyph)
                edit->setMaxLength(2);
            if (spec.type == FieldSpec::Type::RefList)
                edit->setPlaceholderText(tr("ids, separated by commas"));
            if (spec.type == FieldSpec::Type::Dice)
                edit->setPlaceholderText(tr("a number or dice, e.g. 2d6+3"));
            connect(edit, &QLineEdit::textEdited, this,
                    [this, path, spec](const QString &t) { write(path, t, spec.type); });
            row->editor = edit;
            if (spec.type == FieldSpec::Type::Color) {
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
                v->addWidget(line);
            }
            break;
        }
        }
        row->editor->setObjectName(QStringLiteral("field:") + path);
        if (spec.type != FieldSpec::Type::Color)
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
        m_layout->addRow(path + (spec.required ? QStringLiteral(" *") : QString()), holder);
        m_rows << row;
    }
    refresh();
}

void RecordForm::refresh() {
    const QString base = recordPointer();
    const QString file = this->file();
    const JsonTree *record = base.isEmpty() && !m_ruleset ? nullptr : m_document->value(file, base);
    setEnabled(record);
    m_heading->setText(!record     ? QString()
                       : m_ruleset ? tr("<b>Ruleset</b> — the rule variants this pack plays by; "
                                        "depth bands, experience and starting inventory are in "
                                        "its JSON")
                                   : QStringLiteral("<b>%1</b>").arg(m_id.toHtmlEscaped()));
    m_heading->setWordWrap(true);
    if (!record)
        return;
    const Pack &pack = *m_document->pack();
    for (Row *row : std::as_const(m_rows)) {
        const JsonTree *value = record->find(jsonPath(row->spec.path));
        const QString text = textOf(value);
        QWidget *w = row->editor;
        // The field being typed in keeps its text while its own edit comes back; anything else
        // (undo, the JSON, the sheet) shows everywhere at once.
        const bool typing =
            m_writing && (w->hasFocus() || w->isAncestorOf(QApplication::focusWidget()));
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            if (row->spec.type == FieldSpec::Type::Ref) {
                const QStringList ids = recordIds(pack, row->spec.ref);
                const QSignalBlocker block(combo);
                if (!typing) {
                    combo->clear();
                    combo->addItem(QString());
                    combo->addItems(ids);
                    combo->setCurrentText(text);
                }
            } else {
                const int i = combo->findData(text);
                if (i >= 0)
                    combo->setCurrentIndex(i);
                else if (!text.isEmpty()) { // a value the list does not know: show it as is
                    combo->addItem(text, text);
                    combo->setCurrentIndex(combo->count() - 1);
                }
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
            if (!typing && edit->text() != text) {
                if (row->spec.type == FieldSpec::Type::RefList && value && value->isArray()) {
                    QStringList ids;
                    for (qsizetype i = 0; i < value->size(); ++i)
                        ids << value->at(i).scalar().toString();
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
        for (QLineEdit *part : std::as_const(row->parts)) {
            const JsonTree *stat = value ? value->member(part->objectName()) : nullptr;
            if (!(m_writing && part->hasFocus()))
                part->setText(textOf(stat));
        }
        if (row->note) {
            const std::optional<Element> e = elementFromName(text);
            QString note;
            if (e) {
                const auto beats = pack.ruleset.restricts.constFind(*e);
                QString beaten;
                for (auto it = pack.ruleset.restricts.constBegin();
                     it != pack.ruleset.restricts.constEnd(); ++it)
                    if (it.value() == *e)
                        beaten = elementName(it.key());
                note = tr("restricts %1 · restricted by %2")
                           .arg(beats != pack.ruleset.restricts.constEnd() ? elementName(*beats)
                                                                           : tr("nothing"),
                                beaten.isEmpty() ? tr("nothing") : beaten);
            }
            row->note->setText(note);
        }
        // Problems of this field (and below it).
        const QString at = base + jsonPath(row->spec.path);
        QStringList messages;
        for (const Diagnostic &d : m_document->diagnostics().items())
            if (d.file == file && (d.pointer == at || d.pointer.startsWith(at + u'/')))
                messages << d.message;
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
}

void RecordForm::write(const QString &path, const QString &text, FieldSpec::Type type) {
    if (m_writing || (recordPointer().isEmpty() && !m_ruleset))
        return;
    m_writing = true;
    m_document->setPath(file(), recordPointer(), path, fieldValue(type, text),
                        tr("Change %1").arg(path));
    m_writing = false;
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
    while (!path.isEmpty()) {
        if (QWidget *w = editor(path)) {
            w->setFocus();
            return;
        }
        path = path.section(u'/', 0, -2);
    }
}

} // namespace pd
