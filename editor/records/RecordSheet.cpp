#include "RecordSheet.h"

#include "data/Stats.h"
#include "document/PackDocument.h"
#include "records/RecordSchema.h"
#include "rpg/BalanceSimulation.h"
#include "json/JsonWriter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace pd {

namespace {

const char *const kBalanceColumns[] = {QT_TRANSLATE_NOOP("pd::RecordSheet", "won %"),
                                       QT_TRANSLATE_NOOP("pd::RecordSheet", "fled %"),
                                       QT_TRANSLATE_NOOP("pd::RecordSheet", "hero died %")};

FieldSpec::Type typeOf(RecordKind kind, const QString &path) {
    for (const FieldSpec &f : recordSchema(kind)) {
        if (f.path == path)
            return f.type;
        if (f.type == FieldSpec::Type::Stats && path.startsWith(f.path + u'/'))
            return FieldSpec::Type::Dice;
    }
    return FieldSpec::Type::Text;
}

} // namespace

RecordSheet::RecordSheet(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document)
    , m_watcher(new QFutureWatcher<BalanceReport>(this)) {
    setObjectName(QStringLiteral("RecordSheetDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_kinds = new QComboBox(body);
    m_simulate = new QPushButton(body);
    m_simulate->setObjectName(QStringLiteral("SimulateButton"));
    m_battles = new QSpinBox(body);
    m_battles->setRange(100, 100000);
    m_battles->setSingleStep(1000);
    m_battles->setValue(2000);
    m_status = new QLabel(body);
    bar->addWidget(m_kinds);
    bar->addWidget(m_battles);
    bar->addWidget(m_simulate);
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);
    m_table = new QTableWidget(body);
    m_table->setObjectName(QStringLiteral("RecordSheet"));
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table, 1);
    setWidget(body);

    connect(m_kinds, &QComboBox::activated, this,
            [this](int i) { setKind(RecordKind(m_kinds->itemData(i).toInt())); });
    connect(m_simulate, &QPushButton::clicked, this, [this] { simulate(m_battles->value()); });
    connect(m_watcher, &QFutureWatcher<BalanceReport>::finished, this, &RecordSheet::showBalance);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_refreshing || item->column() == 0 || item->column() > m_paths.size())
            return;
        const QString id = m_table->item(item->row(), 0)->text();
        const std::optional<QString> base = m_document->recordPointer(m_kind, id);
        if (!base)
            return;
        const QString path = m_paths.at(item->column() - 1);
        m_document->setPath(QLatin1String(recordKindInfo(m_kind).file), *base, path,
                            fieldValue(typeOf(m_kind, path), item->text()),
                            tr("Change %1 of %2").arg(path, id), {}, this);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column == 0)
            Q_EMIT recordChosen(m_kind, m_table->item(row, 0)->text());
    });
    retranslateUi();
}

// Its kind's records only (its own edits too: the rows are sorted by what they hold); while it
// is behind another dock, once it is shown.
DocumentView::Needs RecordSheet::needs() const {
    Needs needs;
    needs.files = {QLatin1String(recordKindInfo(m_kind).file)};
    needs.ownEdits = true;
    return needs;
}

// Another pack: nothing of the last one's simulation stays.
void RecordSheet::reset() {
    m_watcher->cancel();
    m_watcher->waitForFinished();
    m_balance.clear();
    m_status->clear();
    m_simulate->setEnabled(true);
}

void RecordSheet::refresh(const ViewUpdate &) {
    refresh();
}

RecordSheet::~RecordSheet() {
    m_watcher->waitForFinished();
}

void RecordSheet::retranslateUi() {
    setWindowTitle(tr("Sheet"));
    m_table->setAccessibleName(tr("Sheet of the records"));
    m_battles->setAccessibleName(tr("Battles per monster"));
    m_simulate->setText(tr("Simulate battles"));
    m_simulate->setToolTip(tr("Each monster fights this many battles against a hero of its "
                              "level (as permadungeon-cli balance does)"));
    m_battles->setSuffix(tr(" battles"));
    const QSignalBlocker block(m_kinds);
    m_kinds->clear();
    m_kinds->addItem(tr("Items"), int(RecordKind::Item));
    m_kinds->addItem(tr("Spells"), int(RecordKind::Spell));
    m_kinds->addItem(tr("Monsters"), int(RecordKind::Monster));
    m_kinds->addItem(tr("Traps"), int(RecordKind::Trap));
    m_kinds->setCurrentIndex(m_kinds->findData(int(m_kind)));
    refresh();
}

void RecordSheet::setKind(RecordKind kind) {
    m_kind = kind;
    m_kinds->setCurrentIndex(m_kinds->findData(int(kind)));
    refresh();
}

int RecordSheet::column(const QString &header) const {
    for (int c = 0; c < m_table->columnCount(); ++c)
        if (m_table->horizontalHeaderItem(c)->text() == header)
            return c;
    return -1;
}

QTableWidget *RecordSheet::table() const {
    flush();
    return m_table;
}

QString RecordSheet::status() const {
    return m_status->text();
}

void RecordSheet::refresh() {
    m_refreshing = true;
    const bool monsters = m_kind == RecordKind::Monster;
    m_simulate->setVisible(monsters);
    m_battles->setVisible(monsters);
    m_status->setVisible(monsters);
    m_paths.clear();
    for (const FieldSpec &f : recordSchema(m_kind)) {
        if (f.type == FieldSpec::Type::LongText)
            continue;
        if (f.type == FieldSpec::Type::Stats) {
            for (Stat s : kAllStats)
                m_paths << f.path + u'/' + statKey(s);
        } else {
            m_paths << f.path;
        }
    }
    QStringList headers = {QStringLiteral("id")};
    headers += m_paths;
    if (monsters)
        for (const char *name : kBalanceColumns)
            headers << tr(name);

    const RecordKindInfo &info = recordKindInfo(m_kind);
    const JsonTree *records =
        m_document->value(QLatin1String(info.file), u'/' + QLatin1String(info.arrayKey));
    const int sortColumn = m_table->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder order = m_table->horizontalHeader()->sortIndicatorOrder();
    m_table->setSortingEnabled(false);
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(records && records->isArray() ? int(records->size()) : 0);
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const JsonTree &record = records->at(r);
        const JsonTree *id = record.member(QStringLiteral("id"));
        const QString idText = id ? id->scalar().toString() : QString();
        auto *idItem = new QTableWidgetItem(idText);
        idItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(r, 0, idItem);
        for (int c = 0; c < m_paths.size(); ++c) {
            const JsonTree *value = &record;
            for (const QString &key : m_paths.at(c).split(u'/'))
                value = value && value->isObject() ? value->member(key) : nullptr;
            auto *item = new QTableWidgetItem;
            if (value && value->type() == QJsonValue::Double && value->numberText().isEmpty())
                item->setData(Qt::EditRole, qint64(value->scalar().toDouble()));
            else if (value && value->isArray()) {
                QStringList ids;
                for (qsizetype i = 0; i < value->size(); ++i)
                    ids << value->at(i).scalar().toString();
                item->setText(ids.join(QStringLiteral(", ")));
            } else if (value)
                item->setText(value->isContainer() ? JsonWriter::inlineText(*value)
                              : value->type() == QJsonValue::Bool
                                  ? (value->scalar().toBool() ? QStringLiteral("true")
                                                              : QStringLiteral("false"))
                              : value->type() == QJsonValue::Double ? value->numberText()
                                                                    : value->scalar().toString());
            m_table->setItem(r, c + 1, item);
        }
        if (monsters) {
            const QList<double> rates = m_balance.value(idText);
            for (int k = 0; k < 3; ++k) {
                auto *item = new QTableWidgetItem;
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                if (k < rates.size())
                    item->setData(Qt::DisplayRole, qRound(rates.at(k) * 1000) / 10.0);
                m_table->setItem(r, int(m_paths.size()) + 1 + k, item);
            }
        }
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(sortColumn, order);
    m_table->resizeColumnsToContents();
    m_refreshing = false;
}

void RecordSheet::simulate(int battles, bool wait) {
    if (m_watcher->isRunning())
        return;
    BalanceOptions options;
    options.battles = battles;
    const std::shared_ptr<const Pack> snapshot = m_document->pack();
    m_simulate->setEnabled(false);
    m_status->setText(tr("Simulating %n battles a monster…", nullptr, battles));
    m_watcher->setFuture(
        QtConcurrent::run([snapshot, options] { return simulateBalance(*snapshot, options); }));
    if (wait) {
        m_watcher->waitForFinished();
        showBalance();
    }
}

void RecordSheet::showBalance() {
    if (!m_watcher->future().isValid() || m_watcher->future().isCanceled() ||
        m_watcher->future().resultCount() == 0)
        return;
    const BalanceReport report = m_watcher->result();
    m_balance.clear();
    for (const BalanceRow &row : report.rows)
        m_balance.insert(row.id, {row.rate(row.won), row.rate(row.fled), row.rate(row.died)});
    m_simulate->setEnabled(true);
    m_status->setText(tr("%n monster(s) simulated.", nullptr, int(report.rows.size())));
    refresh();
}

} // namespace pd
