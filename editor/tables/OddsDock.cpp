#include "OddsDock.h"

#include "document/PackDocument.h"
#include "random/Rng.h"
#include "records/RecordWords.h"
#include "tables/OddsChart.h"
#include "tables/TableOdds.h"
#include "tables/TableRoller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <functional>

namespace pd {

namespace {

QString fraction(const Rational &r) {
    return r.toString();
}

QString number(const Rational &r) {
    return QString::number(r.toDouble(), 'g', 4);
}

} // namespace

OddsDock::OddsDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document) {
    setObjectName(QStringLiteral("OddsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_heading = new QLabel(body);
    m_heading->setWordWrap(true);
    m_depth = new QSpinBox(body);
    m_depth->setObjectName(QStringLiteral("OddsDepth"));
    m_depth->setRange(1, 99);
    top->addWidget(m_heading, 1);
    top->addWidget(m_depth);
    layout->addLayout(top);
    connect(m_depth, &QSpinBox::valueChanged, this, qOverload<>(&OddsDock::refresh));
    auto *scroll = m_chartScroll = new QScrollArea(body);
    scroll->setWidgetResizable(true);
    m_chart = new OddsChart(scroll);
    scroll->setWidget(m_chart);
    layout->addWidget(scroll, 3);
    m_note = new QLabel(body);
    m_note->setObjectName(QStringLiteral("OddsNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_rollRow = new QWidget(body);
    auto *row = new QHBoxLayout(m_rollRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_times = new QSpinBox(m_rollRow);
    m_times->setObjectName(QStringLiteral("RollTimes"));
    m_times->setRange(1, 1000);
    m_times->setValue(10);
    m_seed = new QLineEdit(m_rollRow);
    m_seed->setObjectName(QStringLiteral("RollSeed"));
    m_seed->setText(QStringLiteral("1"));
    auto *rollButton = new QPushButton(m_rollRow);
    rollButton->setObjectName(QStringLiteral("RollButton"));
    row->addWidget(m_times);
    row->addWidget(m_seed, 1);
    row->addWidget(rollButton);
    layout->addWidget(m_rollRow);
    m_rolls = new QPlainTextEdit(body);
    m_rolls->setReadOnly(true);
    m_rolls->setObjectName(QStringLiteral("RollTrace"));
    layout->addWidget(m_rolls, 2);
    setWidget(body);

    connect(rollButton, &QPushButton::clicked, this,
            [this] { roll(m_times->value(), m_seed->text()); });
    connect(m_seed, &QLineEdit::returnPressed, this,
            [this] { roll(m_times->value(), m_seed->text()); });
    retranslateUi();
}

// The odds follow the tables and the ids their rows name (a row naming a record that is gone is
// a problem); problems appear and go with the records they name.
DocumentView::Needs OddsDock::needs() const {
    Needs needs;
    if (m_table.isEmpty())
        return needs;
    needs.files = {QStringLiteral("tables.json")};
    needs.ids = {RecordKind::Item, RecordKind::Monster, RecordKind::Trap};
    needs.problemsIn = {QStringLiteral("tables.json")};
    needs.compiled = true;
    return needs;
}

void OddsDock::reset() {
    m_table.clear();
    m_rolls->clear();
    const QSignalBlocker block(m_depth);
    m_depth->setValue(1);
}

void OddsDock::refresh(const ViewUpdate &) {
    refresh();
}

// The problems of a table and of every table it rolls in turn, each where it is: a table with
// one has no odds to show (a negative weight would count as none, an unknown monster as a
// result).
QStringList OddsDock::problems(const Pack &pack) const {
    QStringList tables = {m_table};
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const RandomTable *t = pack.table(tables.at(i));
        if (!t)
            continue;
        std::function<void(const TableResult &)> visit = [&](const TableResult &r) {
            if (r.kind == TableResult::Kind::Table && !tables.contains(r.ref))
                tables << r.ref;
            for (const TableResult &item : r.items)
                visit(item);
        };
        for (const TableRow &row : t->rows)
            visit(row.result);
    }
    QStringList pointers;
    for (const QString &id : std::as_const(tables))
        if (const auto p = m_document->recordPointer(RecordKind::Table, id))
            pointers << *p;
    QStringList out;
    for (const Diagnostic &d : m_document->diagnostics().items()) {
        if (!d.isError() || d.file != QLatin1String("tables.json"))
            continue;
        for (const QString &p : std::as_const(pointers))
            if (d.pointer == p || d.pointer.startsWith(p + u'/')) {
                out << tr("%1: %2").arg(RecordWords::place(*m_document, d.file, d.pointer),
                                        d.message);
                break;
            }
    }
    return out;
}

void OddsDock::retranslateUi() {
    setWindowTitle(tr("Odds"));
    m_depth->setAccessibleName(tr("Depth"));
    m_times->setAccessibleName(tr("Number of test rolls"));
    m_seed->setAccessibleName(tr("Seed of the test rolls"));
    m_rolls->setAccessibleName(tr("Roll trace"));
    m_chartScroll->setAccessibleName(tr("Odds of the table"));
    m_times->setSuffix(tr(" rolls"));
    m_seed->setPlaceholderText(tr("Seed"));
    m_depth->setPrefix(tr("depth "));
    m_depth->setToolTip(tr("A count of this table uses the depth: the odds are those of a "
                           "level this deep"));
    m_seed->setToolTip(tr("A number or any text; the same seed rolls the same results, as "
                          "permadungeon-cli table does"));
    if (auto *button = findChild<QPushButton *>(QStringLiteral("RollButton")))
        button->setText(tr("Roll"));
    refresh();
}

OddsChart *OddsDock::chart() const {
    flush();
    return m_chart;
}

QString OddsDock::note() const {
    flush();
    return m_note->text();
}

void OddsDock::setDepth(int depth) {
    m_depth->setValue(depth);
}

void OddsDock::setTable(const QString &tableId) {
    if (tableId == m_table)
        return;
    m_table = tableId;
    m_rolls->clear();
    refresh();
}

void OddsDock::refresh() {
    const auto pack = m_document->pack();
    const RandomTable *table = m_table.isEmpty() ? nullptr : pack->table(m_table);
    m_rollRow->setEnabled(table);
    if (!table) {
        m_depth->hide();
        m_heading->setText(tr("Choose a table to see its odds."));
        m_chart->setSections({});
        m_note->clear();
        return;
    }
    if (const QStringList found = problems(*pack); !found.isEmpty()) {
        m_depth->hide();
        m_rollRow->setEnabled(false);
        m_heading->setText(tr("<b>%1</b> — no odds while it has problems")
                               .arg(table->name.isEmpty() ? m_table.toHtmlEscaped()
                                                          : table->name.toHtmlEscaped()));
        m_chart->setSections({});
        m_note->setText(found.join(u'\n'));
        return;
    }
    m_heading->setText(tr("<b>%1</b> — %2")
                           .arg(table->name.toHtmlEscaped(),
                                table->isWeighted()
                                    ? tr("weighted, total %1").arg(table->totalWeight())
                                    : tr("rolled on %1").arg(table->dice.text.toHtmlEscaped())));
    TableOddsOptions options;
    options.depth = m_depth->value();
    const TableOddsReport report = TableOdds(*pack).compute(m_table, options);
    m_depth->setVisible(report.usesDepth);
    if (!report.error.isEmpty()) {
        m_chart->setSections({});
        m_note->setText(tr("No odds while the table has a problem: %1").arg(report.error));
        return;
    }
    QList<OddsChart::Section> sections;
    OddsChart::Section rows{tr("Rows"), {}};
    for (const RowOdds &r : report.rows)
        rows.bars << OddsChart::Bar{QStringLiteral("%1  %2").arg(r.range, r.label),
                                    r.probability.toDouble(), fraction(r.probability), QString(),
                                    false};
    if (!report.gap.isZero())
        rows.bars << OddsChart::Bar{tr("(no row: a gap)"), report.gap.toDouble(),
                                    fraction(report.gap), QString(), true};
    sections << rows;
    OddsChart::Section leaves{tr("Final results, through nested tables"), {}};
    for (const LeafOdds &l : report.leaves)
        leaves.bars << OddsChart::Bar{l.label, l.chanceKnown ? l.chance.toDouble() : 0,
                                      l.chanceKnown ? fraction(l.chance) : tr("?"),
                                      tr("expected %1").arg(number(l.expected)), false};
    sections << leaves;
    if (!report.outcomes.isEmpty() && report.outcomesComplete) {
        OddsChart::Section outcomes{tr("Whole outcomes of one roll"), {}};
        for (const OutcomeOdds &o : report.outcomes)
            outcomes.bars << OddsChart::Bar{o.label.isEmpty() ? tr("(nothing)") : o.label,
                                            o.probability.toDouble(), fraction(o.probability),
                                            QString(), false};
        sections << outcomes;
        m_note->clear();
    } else {
        m_note->setText(tr("More than %n whole outcomes: only each result's own odds are shown.",
                           nullptr, TableOdds::kMaxOutcomes));
    }
    m_chart->setSections(sections);
}

QString OddsDock::roll(int times, const QString &seedText) {
    const auto pack = m_document->pack();
    if (!pack->table(m_table) || !problems(*pack).isEmpty())
        return {};
    Rng rng = Rng::forStream(seed::fromText(seedText), u"table");
    TableRoller roller(*pack);
    roller.setTrace(true);
    QString out;
    for (int i = 0; i < times; ++i) {
        const TableRollResult result = roller.roll(m_table, rng);
        out += tr("#%1: %2").arg(i + 1).arg(
                   result.error.isEmpty()
                       ? (result.describe().isEmpty() ? tr("(nothing)") : result.describe())
                       : result.error) +
               u'\n';
        for (const TableRollStep &step : result.steps) {
            // Each die as it fell when the table is rolled on dice; the pick when weighted.
            const QString rolled = step.dice.isEmpty() ? QString::number(step.roll) : step.dice;
            out += QString(2 + 2 * step.depth, u' ') +
                   (step.row >= 0
                        ? tr("%1: rolled %2, row %3").arg(step.table, rolled).arg(step.row + 1)
                        : tr("%1: rolled %2, no row").arg(step.table, rolled)) +
                   u'\n';
        }
    }
    m_rolls->setPlainText(out);
    return out;
}

} // namespace pd
