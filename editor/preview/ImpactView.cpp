#include "ImpactView.h"

#include "data/Pack.h"
#include "docks/ActivateOnEnter.h"
#include "document/PackDocument.h"
#include "playtest/ComparisonTable.h"
#include "playtest/PlaytestRunner.h"
#include "playtest/PlaytestWords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QThreadPool>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace pd {

namespace {

// Changed rows only and a search over what a row is about.
class ImpactFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool changedOnly = true;
    QString text;

    void update() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override {
        const QModelIndex i = sourceModel()->index(row, ImpactModel::What, parent);
        if (changedOnly && !i.data(ImpactModel::ChangedRole).toBool())
            return false;
        return text.isEmpty() || i.data().toString().contains(text, Qt::CaseInsensitive) ||
               i.data(ImpactModel::IdRole).toString().contains(text, Qt::CaseInsensitive);
    }
};

QString number(double value) {
    return QLocale().toString(value, 'f', 2);
}

QString percent(double rate) {
    return QLocale().toString(rate * 100.0, 'f', 1) + QStringLiteral(" %");
}

} // namespace

// ---------------------------------------------------------------------------------------------

ImpactModel::ImpactModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void ImpactModel::setReport(const ImpactReport &report, std::shared_ptr<const Pack> before,
                            std::shared_ptr<const Pack> after) {
    beginResetModel();
    m_report = report;
    m_before = std::move(before);
    m_after = std::move(after);
    endResetModel();
}

int ImpactModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_report.rows.size());
}

int ImpactModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString ImpactModel::figureName(ImpactFigure figure) {
    switch (figure) {
    case ImpactFigure::Monsters:
        return tr("Monsters per level");
    case ImpactFigure::Items:
        return tr("Items per level");
    case ImpactFigure::Chests:
        return tr("Chests per level");
    case ImpactFigure::Traps:
        return tr("Traps per level");
    case ImpactFigure::Chips:
        return tr("Chips per level");
    case ImpactFigure::Rooms:
        return tr("Rooms per level");
    case ImpactFigure::FloorPercent:
        return tr("Floor share (%)");
    case ImpactFigure::PathLength:
        return tr("Path length, arrival to the way down");
    case ImpactFigure::DeadEnds:
        return tr("Dead ends per level");
    case ImpactFigure::Failed:
        return tr("Levels that could not be made");
    }
    return {};
}

QString ImpactModel::whatText(const ImpactRow &row) const {
    auto name = [&](auto lookup) {
        for (const Pack *p : {m_after.get(), m_before.get()})
            if (p)
                if (const auto *record = lookup(*p))
                    return record->name.isEmpty() ? row.id : record->name;
        return row.id;
    };
    switch (row.kind) {
    case ImpactRow::Kind::Monster:
        return tr("Monster: %1").arg(name([&](const Pack &p) { return p.monster(row.id); }));
    case ImpactRow::Kind::Item:
        return tr("Item: %1").arg(name([&](const Pack &p) { return p.item(row.id); }));
    case ImpactRow::Kind::Trap:
        return tr("Trap: %1").arg(name([&](const Pack &p) { return p.trap(row.id); }));
    case ImpactRow::Kind::Chest:
        return tr("Chest of %1").arg(row.id);
    case ImpactRow::Kind::Chip:
        return tr("Chip: %1").arg(row.id);
    case ImpactRow::Kind::Figure:
        return figureName(row.figure);
    }
    return row.id;
}

QString ImpactModel::changeText(const ImpactRow &row) {
    const auto p = row.changePercent();
    if (!p)
        return tr("new");
    if (row.after == 0.0 && row.before != 0.0)
        return tr("gone");
    if (*p == 0.0)
        return QStringLiteral("0 %");
    return (*p > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(*p, 'f', 1) +
           QStringLiteral(" %");
}

QVariant ImpactModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_report.rows.size())
        return {};
    const ImpactRow &r = m_report.rows[index.row()];
    const bool count = r.kind == ImpactRow::Kind::Figure && r.figure == ImpactFigure::Failed;
    auto value = [&](double v) { return count ? QLocale().toString(qint64(v)) : number(v); };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case What:
            return whatText(r);
        case Depths:
            return r.bandFrom == r.bandTo ? QString::number(r.bandFrom)
                                          : QStringLiteral("%1–%2").arg(r.bandFrom).arg(r.bandTo);
        case Before:
            return value(r.before);
        case After:
            return value(r.after);
        case Change:
            return changeText(r);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Change && r.withinNoise())
            return tr("Within the sample's noise (±%1 a level): the seeds drew differently "
                      "after the edit, which moves this by chance. More seeds narrow it.")
                .arg(number(r.noise));
        if (index.column() == Change && r.changed() && r.noise > 0)
            return tr("Beyond the sample's noise (±%1 a level)").arg(number(r.noise));
        if (index.column() == Before || index.column() == After)
            return count ? tr("Levels that could not be made, of %n in these depths", nullptr,
                              r.levels)
                         : tr("Average per level over %n levels of the sample", nullptr, r.levels);
        if (index.column() == What && r.kind != ImpactRow::Kind::Figure)
            return r.id;
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != What)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole:
        if (!r.changed() || r.withinNoise())
            return QColor(Qt::gray);
        if (index.column() == Change)
            return QColor(r.after > r.before ? QColor(0x1b, 0x7a, 0x2e) : QColor(0xb3, 0x26, 0x1e));
        break;
    case SortRole:
        switch (index.column()) {
        case What:
            return whatText(r);
        case Depths:
            return r.bandFrom;
        case Before:
            return r.before;
        case After:
            return r.after;
        case Change:
            // By size of the change, "new" the largest, the changes within the noise after the
            // others.
            if (!r.changed())
                return -1.0;
            return std::min(r.magnitude(), 1e12) + (r.withinNoise() ? 0.0 : 2e12);
        }
        break;
    case ChangedRole:
        return r.changed();
    case KindRole:
        return int(r.kind);
    case IdRole:
        return r.id;
    }
    return {};
}

QVariant ImpactModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case What:
        return tr("What");
    case Depths:
        return tr("Depths");
    case Before:
        return tr("Before");
    case After:
        return tr("After");
    case Change:
        return tr("Change");
    }
    return {};
}

void ImpactModel::retranslate() {
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

// ---------------------------------------------------------------------------------------------

ImpactView::ImpactView(PackDocument *document, QWidget *parent)
    : QWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document)
    , m_pool(new QThreadPool(this))
    , m_model(new ImpactModel(this))
    , m_pacingPool(new QThreadPool(this)) {
    m_pool->setMaxThreadCount(1); // it spreads the levels over a pool of its own
    m_pacingPool->setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    m_pacingBefore = new PlaytestRunner(m_pacingPool, this);
    m_pacingAfter = new PlaytestRunner(m_pacingPool, this);
    for (PlaytestRunner *runner : {m_pacingBefore, m_pacingAfter})
        connect(runner, &PlaytestRunner::finished, this, [this, runner] {
            if (runner->isComplete() && !pacingOf(runner->pack())) {
                m_pacingKnown.append({runner->pack(), runner->report()});
                while (m_pacingKnown.size() > 4)
                    m_pacingKnown.removeFirst();
            }
            showPacing();
        });
    buildUi();
    retranslateUi();
    m_settle.setSingleShot(true);
    m_settle.setInterval(300);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
        else
            m_stale = true;
    });
    // A save is the baseline "the saved file" (the same pack as the last edit's: nothing is
    // compiled again, so a report against it measures nothing new).
    connect(m_document, &PackDocument::saved, this, [this] {
        m_saved = m_document->pack();
        if (baseline() == Baseline::Saved)
            m_settle.start();
    });
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &ImpactView::onUndoIndex);
    // (the pack of an undo index compiled aside comes after the index moved)
    connect(m_document, &PackDocument::packRebuilt, this, [this] {
        if (m_indexToKeep >= 0 && !m_document->isChecking())
            onUndoIndex(std::exchange(m_indexToKeep, -1));
    });
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &ImpactView::onFinished);
    if (m_document->isOpen())
        reset();
}

DocumentView::Needs ImpactView::needs() const {
    Needs needs;
    for (RecordKind kind : allRecordKinds())
        needs.files << QLatin1String(recordKindInfo(kind).file);
    needs.files << QStringLiteral("ruleset.json");
    needs.compiled = true;
    return needs;
}

// Typing in a field rebuilds the pack at every key: measure once it settles.
void ImpactView::refresh(const ViewUpdate &) {
    m_settle.start();
}

ImpactView::~ImpactView() {
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
    m_pacingBefore->disconnect(this);
    m_pacingAfter->disconnect(this);
    m_pacingBefore->cancel();
    m_pacingAfter->cancel();
    m_pacingPool->waitForDone();
}

void ImpactView::buildUi() {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_compareLabel = new QLabel(this);
    m_baselineCombo = new QComboBox(this);
    m_baselineCombo->setObjectName(QStringLiteral("impactBaseline"));
    m_baselineCombo->addItems({QString(), QString()});
    m_compareLabel->setBuddy(m_baselineCombo);
    m_seedsSpin = new QSpinBox(this);
    m_seedsSpin->setRange(10, 5000);
    m_seedsSpin->setSingleStep(50);
    m_seedsSpin->setValue(200);
    m_depthsSpin = new QSpinBox(this);
    m_depthsSpin->setRange(1, 50);
    m_depthsSpin->setValue(10);
    m_changedOnly = new QCheckBox(this);
    m_changedOnly->setChecked(true);
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(220);
    m_refreshButton = new QPushButton(this);
    top->addWidget(m_compareLabel);
    top->addWidget(m_baselineCombo);
    top->addWidget(m_seedsSpin);
    top->addWidget(m_depthsSpin);
    top->addWidget(m_changedOnly);
    top->addWidget(m_search);
    top->addStretch();
    top->addWidget(m_refreshButton);
    layout->addLayout(top);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("impactSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);

    auto *split = new QSplitter(Qt::Vertical, this);
    auto *filter = new ImpactFilter(this);
    m_proxy = filter;
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ImpactModel::SortRole);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("impactTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ImpactModel::Change, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ImpactModel::What, QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);

    auto *balancePage = new QWidget(split);
    auto *balanceLayout = new QVBoxLayout(balancePage);
    balanceLayout->setContentsMargins(0, 0, 0, 0);
    m_balanceLabel = new QLabel(balancePage);
    m_balanceLabel->setWordWrap(true);
    m_balance = new QTableWidget(0, 6, balancePage);
    m_balance->setObjectName(QStringLiteral("impactBalance"));
    m_balance->verticalHeader()->hide();
    m_balance->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_balance->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // Each figure ("12.5 % → 31.0 %") and its heading on one line.
    m_balance->setWordWrap(false);
    for (int c = 1; c < 6; ++c)
        m_balance->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    balanceLayout->addWidget(m_balanceLabel);
    balanceLayout->addWidget(m_balance, 1);
    m_pacingPage = new QWidget(split);
    auto *pacingLayout = new QVBoxLayout(m_pacingPage);
    pacingLayout->setContentsMargins(0, 0, 0, 0);
    m_pacingLabel = new QLabel(m_pacingPage);
    m_pacingLabel->setObjectName(QStringLiteral("impactPacingText"));
    m_pacingLabel->setWordWrap(true);
    m_pacingLabel->setTextFormat(Qt::PlainText);
    m_pacing = new ComparisonTable(m_pacingPage);
    m_pacing->setObjectName(QStringLiteral("impactPacing"));
    pacingLayout->addWidget(m_pacingLabel);
    pacingLayout->addWidget(m_pacing, 1);
    split->addWidget(m_table);
    split->addWidget(balancePage);
    split->addWidget(m_pacingPage);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 2);
    layout->addWidget(split, 1);
    balancePage->hide();
    m_pacingPage->hide();

    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_seedsSpin, &QSpinBox::editingFinished, this, [this] { refresh(); });
    connect(m_depthsSpin, &QSpinBox::editingFinished, this, [this] { refresh(); });
    connect(m_changedOnly, &QCheckBox::toggled, this, [filter](bool on) {
        filter->changedOnly = on;
        filter->update();
    });
    connect(m_search, &QLineEdit::textChanged, this, [filter](const QString &t) {
        filter->text = t.trimmed();
        filter->update();
    });
    connect(m_refreshButton, &QPushButton::clicked, this, [this] { refresh(); });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        const QModelIndex s = m_proxy->mapToSource(i);
        if (!s.isValid())
            return;
        const ImpactRow &r = m_model->row(s.row());
        if (r.kind != ImpactRow::Kind::Figure)
            Q_EMIT recordRequested(r.kind, r.id);
    });
    ActivateOnEnter::install(m_table); // Enter opens the record too
}

void ImpactView::retranslateUi() {
    m_compareLabel->setText(tr("Compare with:"));
    m_baselineCombo->setItemText(0, tr("the pack before the last edit"));
    m_baselineCombo->setItemText(1, tr("the saved file"));
    m_seedsSpin->setSuffix(tr(" seeds"));
    m_seedsSpin->setToolTip(tr("The fixed seeds 1, 2, 3… both packs are measured over"));
    m_depthsSpin->setSuffix(tr(" depths"));
    m_depthsSpin->setToolTip(
        tr("Depths spread evenly from the first to the deepest (every depth when there are "
           "fewer)"));
    m_changedOnly->setText(tr("changes only"));
    m_search->setPlaceholderText(tr("Find a monster, item, trap…"));
    m_search->setAccessibleName(tr("Find a monster, item, trap"));
    m_seedsSpin->setAccessibleName(tr("Seeds measured"));
    m_depthsSpin->setAccessibleName(tr("Depths measured"));
    m_table->setAccessibleName(tr("Impact of the edit"));
    m_table->setAccessibleDescription(tr("Enter or a double-click opens the row's record"));
    m_balance->setAccessibleName(tr("Battles of the monsters changed"));
    m_refreshButton->setText(tr("Measure again"));
    m_balance->setHorizontalHeaderLabels({tr("Monster"), tr("Hero wins"), tr("Monster flees"),
                                          tr("Hero dies"), tr("Rounds"), tr("Level")});
    m_pacing->setAccessibleName(tr("Pacing of the edit: the bot's runs before and after"));
    m_pacing->retranslateUi();
    m_model->retranslate();
    updateSummary();
    showPacing();
}

void ImpactView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ImpactView::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void ImpactView::setBaseline(Baseline baseline) {
    m_baselineCombo->setCurrentIndex(baseline == Baseline::Saved ? 1 : 0);
}

ImpactView::Baseline ImpactView::baseline() const {
    return m_baselineCombo->currentIndex() == 1 ? Baseline::Saved : Baseline::LastEdit;
}

void ImpactView::setSample(int seeds, int depths) {
    m_seedsSpin->setValue(seeds);
    m_depthsSpin->setValue(depths);
    refresh();
}

void ImpactView::reset() {
    m_indexToKeep = -1;
    m_atIndex.clear();
    m_tallies.clear();
    m_saved = m_document->pack();
    m_atIndex.insert(m_document->undoStack()->index(), m_saved);
    m_model->setReport({}, nullptr, nullptr);
    m_stale = true;
    m_settle.start();
}

void ImpactView::onUndoIndex(int index) {
    // The pack was rebuilt by the command's redo or undo before the index moved, unless it is
    // compiled aside: then when that compile is shown.
    if (m_document->isChecking()) {
        m_indexToKeep = index;
        return;
    }
    releaseAside(std::exchange(m_atIndex[index], m_document->pack()));
    // A pack of many records is megabytes: keep only the steps near where the history is now
    // (a baseline further back is the saved file's). Freed aside, as the document's.
    constexpr int kKept = 16;
    for (auto it = m_atIndex.begin(); it != m_atIndex.end();) {
        if (std::abs(it.key() - index) <= kKept) {
            ++it;
            continue;
        }
        releaseAside(std::move(it.value()));
        it = m_atIndex.erase(it);
    }
}

std::shared_ptr<const Pack> ImpactView::baselinePack(QString *what) const {
    const QUndoStack *undo = m_document->undoStack();
    if (baseline() == Baseline::LastEdit) {
        const int index = undo->index();
        if (index > 0 && m_atIndex.contains(index - 1)) {
            *what = tr("the pack before “%1”").arg(undo->text(index - 1));
            return m_atIndex.value(index - 1);
        }
        *what = tr("the saved file (no edit yet)");
        return m_saved;
    }
    *what = tr("the saved file");
    return m_saved;
}

std::shared_ptr<const ImpactTally> ImpactView::cachedTally(const Pack *pack,
                                                           const ImpactSample &s) const {
    for (const auto &[p, t] : m_tallies)
        if (p.get() == pack && t->sample == s)
            return t;
    return nullptr;
}

void ImpactView::remember(std::shared_ptr<const Pack> pack,
                          std::shared_ptr<const ImpactTally> tally) {
    if (!pack || !tally || cachedTally(pack.get(), tally->sample))
        return;
    m_tallies.append({std::move(pack), std::move(tally)});
    while (m_tallies.size() > 4)
        m_tallies.removeFirst();
}

bool ImpactView::isMeasuring() const {
    return m_pending;
}

void ImpactView::refresh() {
    m_settle.stop();
    m_stale = false;
    if (m_pending) { // one at a time: the next starts when this one is taken
        m_again = true;
        return;
    }
    const std::shared_ptr<const Pack> after = m_document->pack();
    QString what;
    const std::shared_ptr<const Pack> before = baselinePack(&what);
    if (!after || !before) {
        m_model->setReport({}, nullptr, nullptr);
        updateSummary();
        return;
    }
    m_baselineWhat = what;
    const ImpactSample sample =
        ImpactSample::standard(*after, m_seedsSpin->value(), m_depthsSpin->value());
    auto beforeTally = cachedTally(before.get(), sample);
    auto afterTally = cachedTally(after.get(), sample);
    m_summary->setText(
        tr("Measuring %n levels…", nullptr, int(sample.seeds.size() * sample.depths.size())));
    m_pending = true;
    m_watcher.setFuture(QtConcurrent::run(m_pool, [before, after, sample, beforeTally, afterTally] {
        Result r;
        r.before = before;
        r.after = after;
        r.beforeTally =
            beforeTally
                ? beforeTally
                : std::make_shared<const ImpactTally>(ImpactTally::measure(before, sample, 0));
        r.afterTally =
            before == after ? r.beforeTally
            : afterTally
                ? afterTally
                : std::make_shared<const ImpactTally>(ImpactTally::measure(after, sample, 0));
        r.report = compareImpact(*before, *r.beforeTally, *after, *r.afterTally, ImpactOptions{});
        return r;
    }));
}

void ImpactView::waitForReport() {
    while (m_pending || m_settle.isActive()) {
        if (m_settle.isActive())
            refresh(); // starts a measurement, or asks for one after the running one
        if (m_pending) {
            m_watcher.waitForFinished();
            onFinished(); // may start the one asked for
        }
    }
}

void ImpactView::onFinished() {
    // Taken once: by waitForReport or by the watcher's signal, whichever comes first.
    if (!m_pending || !m_watcher.future().isFinished() || m_watcher.future().resultCount() == 0)
        return;
    m_pending = false;
    const Result r = m_watcher.future().result();
    remember(r.before, r.beforeTally);
    remember(r.after, r.afterTally);
    m_model->setReport(r.report, r.before, r.after);
    m_table->sortByColumn(m_table->horizontalHeader()->sortIndicatorSection(),
                          m_table->horizontalHeader()->sortIndicatorOrder());

    const QList<ImpactBalance> &balance = r.report.balance;
    m_balance->setRowCount(int(balance.size()));
    auto cell = [](const QString &text) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    auto pair = [](const std::optional<BalanceRow> &b, const std::optional<BalanceRow> &a,
                   auto field) {
        const QString was = b ? field(*b) : tr("—");
        const QString now = a ? field(*a) : tr("—");
        return was == now ? now : tr("%1 → %2").arg(was, now);
    };
    // A rate that changed is bold when the change is beyond the noise of that many battles (two
    // proportions, 95 %), greyed when it is within it.
    const QColor grey = palette().color(QPalette::Disabled, QPalette::Text);
    auto judge = [&grey](QTableWidgetItem *item, const std::optional<BalanceRow> &b,
                         const std::optional<BalanceRow> &a, int BalanceRow::*count) {
        if (!b || !a || item->text().indexOf(u'→') < 0)
            return item;
        const bool beyond = proportionsDiffer((*b).*count, b->battles, (*a).*count, a->battles);
        QFont font = item->font();
        font.setBold(beyond);
        item->setFont(font);
        if (!beyond)
            item->setForeground(grey);
        item->setToolTip(beyond ? tr("Beyond the noise of %n battles (95 %)", nullptr,
                                     std::min(b->battles, a->battles))
                                : tr("Within the noise of %n battles: it may be chance", nullptr,
                                     std::min(b->battles, a->battles)));
        return item;
    };
    for (int i = 0; i < balance.size(); ++i) {
        const ImpactBalance &b = balance[i];
        const MonsterRecord *m = r.after->monster(b.monster);
        if (!m)
            m = r.before->monster(b.monster);
        auto *name = new QTableWidgetItem(m && !m->name.isEmpty() ? m->name : b.monster);
        name->setToolTip(b.monster);
        m_balance->setItem(i, 0, name);
        m_balance->setItem(
            i, 1,
            judge(cell(pair(b.before, b.after,
                            [](const BalanceRow &x) { return percent(x.rate(x.won)); })),
                  b.before, b.after, &BalanceRow::won));
        m_balance->setItem(
            i, 2,
            judge(cell(pair(b.before, b.after,
                            [](const BalanceRow &x) { return percent(x.rate(x.fled)); })),
                  b.before, b.after, &BalanceRow::fled));
        m_balance->setItem(
            i, 3,
            judge(cell(pair(b.before, b.after,
                            [](const BalanceRow &x) { return percent(x.rate(x.died)); })),
                  b.before, b.after, &BalanceRow::died));
        m_balance->setItem(i, 4, cell(pair(b.before, b.after, [](const BalanceRow &x) {
                               return QLocale().toString(x.averageRounds(), 'f', 1);
                           })));
        m_balance->setItem(i, 5, cell(pair(b.before, b.after, [](const BalanceRow &x) {
                               return QString::number(x.level);
                           })));
    }
    m_balance->parentWidget()->setVisible(!balance.isEmpty());
    m_balanceLabel->setText(
        tr("The balance simulation, %n battles per monster before and after, for each monster "
           "whose record changed (a hero of the monster's level):",
           nullptr, r.report.battles));
    updateSummary();
    startPacing(r.before, r.after);
    Q_EMIT reportReady();
    if (m_again) {
        m_again = false;
        refresh();
    }
}

bool ImpactView::proportionsDiffer(int a, int na, int b, int nb) {
    if (na <= 0 || nb <= 0)
        return false;
    const double p1 = double(a) / na, p2 = double(b) / nb;
    const double pooled = double(a + b) / (na + nb);
    const double se = std::sqrt(pooled * (1.0 - pooled) * (1.0 / na + 1.0 / nb));
    return se == 0.0 ? p1 != p2 : std::abs(p1 - p2) > 1.96 * se;
}

void ImpactView::updateSummary() {
    const ImpactReport &r = m_model->report();
    if (!m_document->isOpen() || r.levels == 0) {
        m_summary->setText(tr("Make an edit to see what it changes in the dungeons."));
        return;
    }
    const QString sample =
        tr("%n levels", nullptr, r.levels) + QStringLiteral(" (") +
        tr("%n seeds", nullptr, int(r.sample.seeds.size())) + QStringLiteral(" × ") +
        tr("%n depths", nullptr, int(r.sample.depths.size())) + QStringLiteral(")");
    if (m_model->sameSnapshot()) {
        m_summary->setText(
            baseline() == Baseline::Saved
                ? tr("The pack is as saved. Make an edit to see what it changes in %1.").arg(sample)
                : tr("No edit yet. Make one to see what it changes in %1.").arg(sample));
        return;
    }
    if (r.changesNothing()) {
        m_summary->setText(
            tr("Compared with %1: this changes nothing in %2.").arg(m_baselineWhat, sample));
        return;
    }
    QString text;
    if (r.sameLevels)
        text = tr("Compared with %1: the same %2; no monster, item or trap moves.")
                   .arg(m_baselineWhat, sample);
    else
        text = tr("Compared with %1: %n numbers changed over %2.", nullptr, r.changedRows())
                   .arg(m_baselineWhat, sample) +
               QLatin1Char(' ') +
               tr("%n of them beyond the noise of the sample (in colour).", nullptr,
                  r.rowsBeyondNoise());
    if (!r.balance.isEmpty())
        text += QLatin1Char(' ') + tr("%n monsters' records changed; their battles are below.",
                                      nullptr, int(r.balance.size()));
    m_summary->setText(text);
}

QString ImpactView::summaryText() const {
    return m_summary->text();
}

// The pacing of the edit: what it does to a run, beside what it does to the levels. The bot
// plays both packs (kPacingRuns runs of kPacingTurns turns, seed 1) on a pool of its own; a
// pack played already (the "after" of the edit before) is not played again.
void ImpactView::startPacing(std::shared_ptr<const Pack> before,
                             std::shared_ptr<const Pack> after) {
    m_pacedBefore = std::move(before);
    m_pacedAfter = std::move(after);
    BotOptions options;
    options.runs = kPacingRuns;
    options.turns = kPacingTurns;
    options.seed = 1;
    const bool edited = m_pacedBefore && m_pacedAfter && m_pacedBefore != m_pacedAfter;
    for (auto [runner, pack] :
         {std::pair{m_pacingBefore, m_pacedBefore}, std::pair{m_pacingAfter, m_pacedAfter}}) {
        if (edited && !pacingOf(pack)) {
            if (runner->pack() != pack || !runner->isRunning())
                runner->start(pack, options);
        } else {
            runner->cancel();
        }
    }
    showPacing();
}

const BotReport *ImpactView::pacingOf(const std::shared_ptr<const Pack> &pack) const {
    for (const auto &[p, report] : m_pacingKnown)
        if (p == pack)
            return &report;
    return nullptr;
}

void ImpactView::showPacing() {
    const bool edited = m_pacedBefore && m_pacedAfter && m_pacedBefore != m_pacedAfter;
    m_pacingPage->setVisible(edited);
    if (!edited) {
        m_pacing->show(nullptr, {}, nullptr);
        return;
    }
    const BotReport *before = pacingOf(m_pacedBefore);
    const BotReport *after = pacingOf(m_pacedAfter);
    if (!before || !after) {
        m_pacingLabel->setText(tr("Pacing: the bot plays %1 runs of up to %2 turns with each "
                                  "pack…")
                                   .arg(kPacingRuns)
                                   .arg(kPacingTurns));
        m_pacing->show(nullptr, {}, nullptr);
        return;
    }
    const BotComparison comparison = BotComparison::compare(*before, *after, 1);
    const QStringList differences = PlaytestWords::differences(comparison, *after, *m_pacedAfter);
    QString text = tr("Pacing, %1 runs of up to %2 turns of the bot with each pack: ")
                       .arg(kPacingRuns)
                       .arg(kPacingTurns);
    text += differences.isEmpty() ? tr("no difference beyond the noise.")
                                  : differences.join(QStringLiteral("; ")) + QLatin1Char('.');
    m_pacingLabel->setText(text);
    m_pacing->show(&comparison, *after, m_pacedAfter.get());
}

QString ImpactView::pacingText() const {
    return m_pacingLabel->text();
}

void ImpactView::waitForPacing() {
    m_pacingBefore->waitForFinished();
    m_pacingAfter->waitForFinished();
}

} // namespace pd
