#include "PlaytestDock.h"

#include "ComparisonTable.h"
#include "PlaytestChart.h"
#include "PlaytestRunner.h"
#include "PlaytestWords.h"
#include "data/Pack.h"
#include "docks/LargeDock.h"
#include "document/PackDocument.h"
#include "engine/Game.h"
#include "words/Words.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QThreadPool>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pd {

namespace {

constexpr int kKnownReports = 6;
constexpr int kTopRows = 8; // monsters and items a chart shows, most first

enum ChartIndex {
    DeathsByDepth,
    DepthReached,
    TurnsPerDepth,
    HpOnArrival,
    DamageByMonster,
    XpCurve,
    GoldCurve,
    ItemsUsed,
    ChartCount
};

const char *const kChartNames[ChartCount] = {"deathsByDepth", "depthReached",    "turnsPerDepth",
                                             "hpOnArrival",   "damageByMonster", "xpCurve",
                                             "goldCurve",     "itemsUsed"};

bool sameOptions(const BotOptions &a, const BotOptions &b) {
    return a.runs == b.runs && a.turns == b.turns && a.seed == b.seed &&
           a.stuckAfter == b.stuckAfter;
}

int deepestOf(const BotReport &report) {
    int d = 1;
    for (const BotRun &r : report.runs)
        d = std::max(d, r.deepest);
    return d;
}

// A figure per depth 1..depths: `of(report, depth)`, NaN where it has none.
template <typename F>
QList<double> perDepth(const BotReport &report, int depths, F of) {
    QList<double> out;
    for (int d = 1; d <= depths; ++d)
        out << of(report, d);
    return out;
}

double deathShare(const BotReport &r, int depth) {
    if (r.runs.isEmpty())
        return NAN;
    for (const BotReport::DepthDeaths &d : r.deathsByDepth())
        if (d.depth == depth)
            return double(d.deaths) / double(r.runs.size());
    return 0.0;
}

double reachedShare(const BotReport &r, int depth) {
    if (r.runs.isEmpty())
        return NAN;
    const auto n = std::count_if(r.runs.begin(), r.runs.end(),
                                 [&](const BotRun &run) { return run.deepest == depth; });
    return double(n) / double(r.runs.size());
}

template <typename F>
double paceAt(const BotReport &r, int depth, F spread) {
    for (const BotReport::DepthPace &p : r.pace())
        if (p.depth == depth && spread(p).count > 0)
            return double(spread(p).median);
    return NAN;
}

// The keys most `weight` gives across both reports, most first (ties by key).
QStringList topKeys(const QMap<QString, double> &now, const QMap<QString, double> &before) {
    QMap<QString, double> all = before;
    for (auto it = now.begin(); it != now.end(); ++it)
        all[it.key()] = std::max(all.value(it.key()), it.value());
    QStringList keys = all.keys();
    std::stable_sort(keys.begin(), keys.end(),
                     [&](const QString &a, const QString &b) { return all[a] > all[b]; });
    return keys.mid(0, kTopRows);
}

QMap<QString, double> damagePerRun(const BotReport &r) {
    QMap<QString, double> out;
    if (r.runs.isEmpty())
        return out;
    for (const BotReport::MonsterDamage &m : r.damageByMonster())
        out[m.monster] = double(m.damage) / double(r.runs.size());
    return out;
}

QMap<QString, double> usesPerRun(const BotReport &r) {
    QMap<QString, double> out;
    if (r.runs.isEmpty())
        return out;
    const QMap<QString, int> used = r.itemsUsed();
    for (auto it = used.begin(); it != used.end(); ++it)
        out[it.key()] = double(it.value()) / double(r.runs.size());
    return out;
}

QList<double> valuesOf(const QStringList &keys, const QMap<QString, double> &values) {
    QList<double> out;
    for (const QString &k : keys)
        out << values.value(k, 0.0);
    return out;
}

QList<double> curve(const BotReport &r, bool gold) {
    QList<double> out;
    for (int i = 0; i < int(r.checkpoints.size()); ++i) {
        const BotSpread s = gold ? r.goldAt(i) : r.xpAt(i);
        out << (s.count > 0 ? double(s.median) : NAN);
    }
    return out;
}

bool hasGold(const BotReport &r) {
    for (const BotRun &run : r.runs)
        if (run.gold > 0 ||
            std::any_of(run.goldAt.begin(), run.goldAt.end(), [](qint64 g) { return g > 0; }))
            return true;
    return false;
}

} // namespace

PlaytestDock::PlaytestDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::AtOnce)
    , m_document(document)
    , m_pool(new QThreadPool(this))
    , m_now(new PlaytestRunner(m_pool, this))
    , m_before(new PlaytestRunner(m_pool, this)) {
    setObjectName(QStringLiteral("PlaytestDock"));
    // Every core plays (the window's thread only shows what comes in).
    m_pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    buildUi();
    retranslateUi();
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        if (isVisible() && m_afterEdits->isChecked())
            run();
    });
    for (PlaytestRunner *runner : {m_now, m_before}) {
        connect(runner, &PlaytestRunner::updated, this, &PlaytestDock::showResults);
        connect(runner, &PlaytestRunner::finished, this, [this, runner] {
            if (runner->isComplete())
                keep(runner->pack(), runner->report());
            showResults();
        });
    }
    connect(m_document, &PackDocument::saved, this, [this] { m_saved = m_document->pack(); });
    if (m_document->isOpen())
        reset();
}

PlaytestDock::~PlaytestDock() {
    m_now->disconnect(this);
    m_before->disconnect(this);
    m_now->cancel();
    m_before->cancel();
    m_pool->waitForDone();
}

void PlaytestDock::buildUi() {
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_runsSpin = new QSpinBox(page);
    m_runsSpin->setObjectName(QStringLiteral("playtestRuns"));
    m_runsSpin->setRange(10, 5000);
    m_runsSpin->setSingleStep(50);
    m_runsSpin->setValue(100);
    m_turnsSpin = new QSpinBox(page);
    m_turnsSpin->setObjectName(QStringLiteral("playtestTurns"));
    m_turnsSpin->setRange(50, 100000);
    m_turnsSpin->setSingleStep(500);
    m_turnsSpin->setValue(500);
    m_seedSpin = new QSpinBox(page);
    m_seedSpin->setObjectName(QStringLiteral("playtestSeed"));
    m_seedSpin->setRange(1, std::numeric_limits<int>::max());
    m_seedSpin->setValue(1);
    m_runButton = new QPushButton(page);
    m_runButton->setObjectName(QStringLiteral("playtestRun"));
    m_progress = new QProgressBar(page);
    m_progress->setMaximumWidth(180);
    m_progress->setTextVisible(true);
    m_compareLabel = new QLabel(page);
    m_baselineCombo = new QComboBox(page);
    m_baselineCombo->setObjectName(QStringLiteral("playtestBaseline"));
    m_baselineCombo->addItems({QString(), QString(), QString()});
    m_baselineCombo->setCurrentIndex(int(Baseline::Saved));
    m_compareLabel->setBuddy(m_baselineCombo);
    m_pinButton = new QPushButton(page);
    m_pinButton->setObjectName(QStringLiteral("playtestPin"));
    m_afterEdits = new QCheckBox(page);
    m_afterEdits->setChecked(true);
    top->addWidget(m_runsSpin);
    top->addWidget(m_turnsSpin);
    top->addWidget(m_seedSpin);
    top->addWidget(m_runButton);
    top->addWidget(m_progress);
    top->addSpacing(12);
    top->addWidget(m_compareLabel);
    top->addWidget(m_baselineCombo);
    top->addWidget(m_pinButton);
    top->addWidget(m_afterEdits);
    top->addStretch();
    m_largeButton = LargeDock::button(this, page);
    m_largeButton->setObjectName(QStringLiteral("playtestLarge"));
    top->addWidget(m_largeButton);
    layout->addLayout(top);

    m_verdict = new QLabel(page);
    m_verdict->setObjectName(QStringLiteral("playtestVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_findings = new QLabel(page);
    m_findings->setObjectName(QStringLiteral("playtestFindings"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::PlainText);
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The verdict, and beside it what the runs say a designer should look at first.
    auto *words = new QHBoxLayout;
    words->addWidget(m_verdict, 3, Qt::AlignTop);
    words->addWidget(m_findings, 2, Qt::AlignTop);
    layout->addLayout(words);

    m_tabs = new QTabWidget(page);
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_chartPage = new QWidget(scroll);
    m_chartGrid = new QGridLayout(m_chartPage);
    m_chartGrid->setContentsMargins(0, 0, 0, 0);
    m_chartGrid->setSpacing(6);
    for (int i = 0; i < ChartCount; ++i) {
        auto *chart = new PlaytestChart(m_chartPage);
        chart->setObjectName(QLatin1String(kChartNames[i]));
        if (i == XpCurve || i == GoldCurve)
            chart->setStyle(PlaytestChart::Style::Line);
        if (i == DamageByMonster || i == ItemsUsed)
            chart->setStyle(PlaytestChart::Style::Rows);
        if (i == DeathsByDepth || i == DepthReached)
            chart->setFormat(PlaytestChart::Format::Share);
        m_charts << chart;
    }
    scroll->setWidget(m_chartPage);
    m_tabs->addTab(scroll, QString());

    m_table = new ComparisonTable(m_tabs);
    m_table->setObjectName(QStringLiteral("playtestComparison"));
    m_tabs->addTab(m_table, QString());

    auto *runsPage = new QWidget(m_tabs);
    auto *runsLayout = new QVBoxLayout(runsPage);
    runsLayout->setContentsMargins(0, 0, 0, 0);
    m_runsTable = new QTableWidget(0, 8, runsPage);
    m_runsTable->setObjectName(QStringLiteral("playtestRunsTable"));
    m_runsTable->verticalHeader()->hide();
    m_runsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runsTable->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_runsTable->sortByColumn(0, Qt::AscendingOrder);
    runsLayout->addWidget(m_runsTable, 1);
    auto *runButtons = new QHBoxLayout;
    m_watchButton = new QPushButton(runsPage);
    m_watchButton->setObjectName(QStringLiteral("playtestWatch"));
    m_copyButton = new QPushButton(runsPage);
    m_copyButton->setObjectName(QStringLiteral("playtestCopyTrace"));
    runButtons->addWidget(m_watchButton);
    runButtons->addWidget(m_copyButton);
    runButtons->addStretch();
    runsLayout->addLayout(runButtons);
    m_tabs->addTab(runsPage, QString());
    layout->addWidget(m_tabs, 1);
    setWidget(page);

    connect(m_runButton, &QPushButton::clicked, this, [this] {
        if (isRunning())
            cancel();
        else
            run();
    });
    connect(m_pinButton, &QPushButton::clicked, this, &PlaytestDock::pin);
    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this] {
        // A baseline not played with these options yet is played now (the runs now are kept).
        m_comparison.reset();
        const std::shared_ptr<const Pack> base = baselinePack();
        if (base && m_now->isComplete() && base != m_now->pack() &&
            !known(base, m_now->report().options) && !m_stale)
            m_before->start(base, m_now->report().options);
        showResults();
    });
    connect(m_runsTable, &QTableWidget::cellDoubleClicked, this, &PlaytestDock::watchSelected);
    connect(m_runsTable, &QTableWidget::itemSelectionChanged, this, &PlaytestDock::updateButtons);
    connect(m_watchButton, &QPushButton::clicked, this, &PlaytestDock::watchSelected);
    connect(m_copyButton, &QPushButton::clicked, this, [this] {
        const int row = m_runsTable->currentRow();
        if (row >= 0)
            QApplication::clipboard()->setText(
                traceCommand(m_runsTable->item(row, 0)->data(Qt::DisplayRole).toInt()));
    });
}

void PlaytestDock::retranslateUi() {
    setWindowTitle(tr("Playtest"));
    m_runsSpin->setSuffix(tr(" runs"));
    m_runsSpin->setAccessibleName(tr("Runs played"));
    m_runsSpin->setToolTip(tr("How many runs the bot plays (more runs, narrower noise)"));
    m_turnsSpin->setSuffix(tr(" turns"));
    m_turnsSpin->setAccessibleName(tr("Turns per run"));
    m_turnsSpin->setToolTip(tr("A run still going at this turn stops there"));
    m_seedSpin->setPrefix(tr("seed "));
    m_seedSpin->setAccessibleName(tr("Seed of the runs"));
    m_seedSpin->setToolTip(tr("Run i plays a game seed drawn from this one, as "
                              "permadungeon-cli bot --seed does"));
    m_compareLabel->setText(tr("Compare with:"));
    m_baselineCombo->setItemText(0, tr("nothing"));
    m_baselineCombo->setItemText(1, tr("the saved file"));
    m_baselineCombo->setItemText(2, tr("the pinned results"));
    m_pinButton->setText(tr("&Pin these results"));
    m_pinButton->setToolTip(
        tr("Keep the runs now as the baseline that the runs after your next edits are "
           "compared with"));
    m_afterEdits->setText(tr("Play again after each edit"));
    m_largeButton->setText(tr("&Large"));
    m_largeButton->setToolTip(
        tr("The dock over the window at most of the screen; again to put it back"));
    m_tabs->setTabText(0, tr("Charts"));
    m_tabs->setAccessibleName(tr("Results of the runs"));
    m_tabs->widget(0)->setAccessibleName(tr("Charts of the runs"));
    m_tabs->setTabText(1, tr("Comparison"));
    m_tabs->setTabText(2, tr("Runs"));
    m_table->retranslateUi();
    m_table->setAccessibleName(tr("Figures compared with the baseline"));
    m_runsTable->setHorizontalHeaderLabels({tr("Run"), tr("Game seed"), tr("End"),
                                            tr("Cause of death"), tr("Reached"), tr("Turns"),
                                            tr("XP"), tr("Kills")});
    m_runsTable->setAccessibleName(tr("Runs played"));
    m_runsTable->setAccessibleDescription(
        tr("Enter or a double-click watches the run in the Game tab"));
    m_watchButton->setText(tr("&Watch in the Game tab"));
    m_copyButton->setText(tr("Copy the &trace command"));
    m_copyButton->setToolTip(tr("permadungeon-cli bot … --trace: every command of the run with "
                                "what the game answered (the saved pack's)"));
    const QString nowName = tr("now");
    m_charts[DeathsByDepth]->setTitle(tr("Deaths by depth"));
    m_charts[DepthReached]->setTitle(tr("Deepest depth reached"));
    m_charts[TurnsPerDepth]->setTitle(tr("Turns spent per depth (median)"));
    m_charts[HpOnArrival]->setTitle(tr("HP on arriving (median)"));
    m_charts[DamageByMonster]->setTitle(tr("Damage taken per run, by monster"));
    m_charts[XpCurve]->setTitle(tr("XP by turn (median)"));
    m_charts[GoldCurve]->setTitle(tr("Gold by turn (median)"));
    m_charts[ItemsUsed]->setTitle(tr("Items used per run"));
    for (PlaytestChart *chart : std::as_const(m_charts)) {
        chart->setSeriesNames(nowName, tr("baseline"));
        chart->setEmptyText(tr("No runs yet"));
    }
    showResults();
}

void PlaytestDock::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void PlaytestDock::resizeEvent(QResizeEvent *event) {
    QDockWidget::resizeEvent(event);
    layoutCharts();
}

// As many charts side by side as the dock's width takes (a wide dock at the bottom: two
// rows of four; a narrow one at a side: one column).
void PlaytestDock::layoutCharts() {
    const int columns = std::clamp(m_chartPage->width() / 300, 1, 4);
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (PlaytestChart *chart : std::as_const(m_charts))
        m_chartGrid->removeWidget(chart);
    int at = 0;
    for (PlaytestChart *chart : std::as_const(m_charts)) {
        if (chart->isHidden() && chart->property("unused").toBool())
            continue;
        m_chartGrid->addWidget(chart, at / columns, at % columns);
        ++at;
    }
}

DocumentView::Needs PlaytestDock::needs() const {
    Needs needs;
    for (RecordKind kind : allRecordKinds())
        needs.files << QLatin1String(recordKindInfo(kind).file);
    needs.files << QStringLiteral("ruleset.json") << QStringLiteral("pack.json");
    needs.compiled = true;
    return needs;
}

void PlaytestDock::reset() {
    m_settle.stop();
    m_now->cancel();
    m_before->cancel();
    m_known.clear();
    m_pinned.reset();
    m_saved = m_document->pack();
    m_comparison.reset();
    m_stale = false;
    m_status.clear();
    m_now->clear();
    m_before->clear();
    showResults();
}

// The pack changed: the runs under way are of the pack before; they stop (their figures would
// mislead) and, when wanted, play again once the edits pause.
void PlaytestDock::refresh(const ViewUpdate &update) {
    if (update.opened)
        return;
    if (!update.touched)
        return;
    if (m_now->report().runs.isEmpty() && !isRunning())
        return; // nothing played yet: nothing to refresh
    m_now->cancel();
    m_before->cancel();
    m_stale = true;
    m_settle.start();
    showResults();
}

void PlaytestDock::setOptions(int runs, int turns, std::uint64_t seed) {
    m_runsSpin->setValue(runs);
    m_turnsSpin->setValue(turns);
    m_seedSpin->setValue(int(seed));
}

BotOptions PlaytestDock::options() const {
    BotOptions o;
    o.runs = m_runsSpin->value();
    o.turns = m_turnsSpin->value();
    o.seed = std::uint64_t(m_seedSpin->value());
    return o;
}

void PlaytestDock::setBaseline(Baseline baseline) {
    m_baselineCombo->setCurrentIndex(int(baseline));
}

PlaytestDock::Baseline PlaytestDock::baseline() const {
    return Baseline(m_baselineCombo->currentIndex());
}

void PlaytestDock::setRunAfterEdits(bool on) {
    m_afterEdits->setChecked(on);
}

bool PlaytestDock::run() {
    m_settle.stop();
    if (m_document->isOpen())
        m_document->settle(); // (the last edit's pack, when it is compiled aside)
    const std::shared_ptr<const Pack> pack = m_document->pack();
    if (!m_document->isOpen() || !pack) {
        m_status = tr("Open a pack to playtest it.");
        showResults();
        return false;
    }
    if (m_document->diagnostics().hasErrors()) {
        m_status = tr("The pack has errors (see Problems): the bot plays it once they are fixed.");
        showResults();
        return false;
    }
    m_status.clear();
    m_stale = false;
    m_comparison.reset();
    const BotOptions o = options();
    m_now->start(pack, o);
    const std::shared_ptr<const Pack> base = baselinePack();
    if (base && base != pack && !known(base, o))
        m_before->start(base, o);
    else
        m_before->cancel();
    showResults();
    return true;
}

void PlaytestDock::cancel() {
    m_settle.stop();
    m_now->cancel();
    m_before->cancel();
    showResults();
}

bool PlaytestDock::isRunning() const {
    return m_now->isRunning() || m_before->isRunning();
}

void PlaytestDock::waitForResults() {
    m_now->waitForFinished();
    m_before->waitForFinished();
}

void PlaytestDock::pin() {
    if (!m_now->isComplete())
        return;
    m_pinned = m_now->pack();
    keep(m_pinned, m_now->report());
    m_comparison.reset();
    setBaseline(Baseline::Pinned);
    showResults();
}

const BotReport &PlaytestDock::report() const {
    return m_now->report();
}

void PlaytestDock::keep(const std::shared_ptr<const Pack> &pack, const BotReport &report) {
    if (!pack || known(pack, report.options))
        return;
    m_known.append({pack, report});
    // Reports hold their pack: keep a few, never the baselines' own.
    while (m_known.size() > kKnownReports) {
        const auto it = std::find_if(m_known.begin(), m_known.end(), [&](const Known &k) {
            return k.pack != m_saved && k.pack != m_pinned;
        });
        if (it == m_known.end())
            break;
        m_known.erase(it);
    }
}

const BotReport *PlaytestDock::known(const std::shared_ptr<const Pack> &pack,
                                     const BotOptions &options) const {
    for (const Known &k : m_known)
        if (k.pack == pack && sameOptions(k.report.options, options))
            return &k.report;
    return nullptr;
}

std::shared_ptr<const Pack> PlaytestDock::baselinePack() const {
    switch (baseline()) {
    case Baseline::None:
        return nullptr;
    case Baseline::Saved:
        return m_saved;
    case Baseline::Pinned:
        return m_pinned;
    }
    return nullptr;
}

QString PlaytestDock::baselineName() const {
    return baseline() == Baseline::Saved ? tr("the saved file") : tr("the pinned results");
}

QString PlaytestDock::verdictText() const {
    return m_verdict->text();
}

QString PlaytestDock::statusText() const {
    return m_progress->format();
}

PlaytestChart *PlaytestDock::chart(const QString &objectName) const {
    for (PlaytestChart *c : m_charts)
        if (c->objectName() == objectName)
            return c;
    return nullptr;
}

void PlaytestDock::showResults() {
    const BotReport &now = m_now->report();
    const std::shared_ptr<const Pack> pack = m_now->pack();
    const std::shared_ptr<const Pack> base = baselinePack();
    const BotReport *before = nullptr;
    if (base && pack && !m_stale) {
        before = base == pack && m_now->isComplete() ? &now : known(base, now.options);
    }
    if (m_now->isComplete() && before && !m_comparison)
        m_comparison = BotComparison::compare(*before, now, now.options.seed);
    else if (!m_now->isComplete() || !before)
        m_comparison.reset();

    // The progress: the runs now, then the baseline's.
    const int total =
        now.options.runs + (m_before->isRunning() ? m_before->report().options.runs : 0);
    const int done =
        int(now.runs.size()) + (m_before->isRunning() ? int(m_before->report().runs.size()) : 0);
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(pack ? done : 0);
    m_progress->setFormat(isRunning()                   ? tr("%1 of %2 runs").arg(done).arg(total)
                          : pack && !now.runs.isEmpty() ? tr("%1 runs").arg(now.runs.size())
                                                        : tr("not played"));
    m_runButton->setText(isRunning() ? tr("&Stop") : tr("&Run"));
    updateButtons();

    QStringList verdict;
    if (!m_status.isEmpty())
        verdict << m_status;
    if (m_stale)
        verdict << (now.runs.isEmpty()
                        ? tr("The pack changed: the runs of the pack before were stopped.")
                        : tr("The pack changed since these runs: they are of the pack before."));
    if (!pack || now.runs.isEmpty()) {
        if (m_status.isEmpty() && !m_stale)
            verdict << (isRunning() ? tr("Playing…")
                                    : tr("Run plays the pack as it is here, saved or not, with the "
                                         "bot of permadungeon-cli bot."));
        m_verdict->setText(verdict.join(u'\n'));
        m_findings->clear();
        showCharts(now, nullptr);
        showComparison(now, nullptr);
        showRuns(now);
        Q_EMIT resultsShown();
        return;
    }
    verdict << PlaytestWords::summary(now, *pack);
    if (m_comparison) {
        const QStringList diffs = PlaytestWords::differences(*m_comparison, now, *pack);
        if (diffs.isEmpty())
            verdict << tr("No significant difference from %1: every difference is within the "
                          "noise of %2 runs.")
                           .arg(baselineName())
                           .arg(now.runs.size());
        else
            verdict << tr("Against %1, outside the noise:").arg(baselineName())
                    << QStringLiteral("• ") + diffs.join(QStringLiteral("\n• "));
    } else if (base && isRunning()) {
        verdict << tr("Compared with %1 once all runs are in.").arg(baselineName());
    } else if (base && !m_stale && !before && baseline() == Baseline::Pinned && !m_pinned) {
        verdict << tr("Nothing pinned yet: Pin these results keeps the runs now as the baseline.");
    }
    m_verdict->setText(verdict.join(u'\n'));
    m_findings->setText(m_now->isComplete() ? PlaytestWords::findings(now, *pack).join(u'\n')
                                            : QString());
    showCharts(now, before);
    showComparison(now, m_comparison ? before : nullptr);
    showRuns(now);
    Q_EMIT resultsShown();
}

void PlaytestDock::showCharts(const BotReport &now, const BotReport *before) {
    const std::shared_ptr<const Pack> pack = m_now->pack();
    if (!pack || now.runs.isEmpty()) {
        for (PlaytestChart *c : std::as_const(m_charts))
            c->setData({}, {});
        return;
    }
    const auto marks = [&](BotComparison::Figure figure, auto matches, int n) {
        QList<bool> out(n, false);
        if (m_comparison)
            for (const BotComparison::Row &row : m_comparison->significant())
                if (row.figure == figure)
                    for (int i = 0; i < n; ++i)
                        if (matches(row, i))
                            out[i] = true;
        return out;
    };
    const auto opt = [&](auto f) -> std::optional<QList<double>> {
        if (!before)
            return std::nullopt;
        return f(*before);
    };
    const int depths = std::max(deepestOf(now), before ? deepestOf(*before) : 1);
    QStringList depthLabels;
    for (int d = 1; d <= depths; ++d)
        depthLabels << QString::number(d);
    const auto byDepth = [&](BotComparison::Figure f) {
        return marks(
            f, [](const BotComparison::Row &row, int i) { return row.depth == i + 1; }, depths);
    };
    m_charts[DeathsByDepth]->setTitle(now.rooms ? tr("Deaths by room") : tr("Deaths by depth"));
    m_charts[DeathsByDepth]->setData(
        depthLabels, perDepth(now, depths, deathShare),
        opt([&](const BotReport &r) { return perDepth(r, depths, deathShare); }),
        byDepth(BotComparison::Figure::DiedAt));
    m_charts[DepthReached]->setTitle(now.rooms ? tr("Rooms reached") : tr("Deepest depth reached"));
    m_charts[DepthReached]->setData(
        depthLabels, perDepth(now, depths, reachedShare),
        opt([&](const BotReport &r) { return perDepth(r, depths, reachedShare); }));
    const auto turnsThere = [](const BotReport &r, int d) {
        return paceAt(r, d, [](const BotReport::DepthPace &p) { return p.turnsThere; });
    };
    const auto hpThen = [](const BotReport &r, int d) {
        return paceAt(r, d, [](const BotReport::DepthPace &p) { return p.hpOnArrival; });
    };
    m_charts[TurnsPerDepth]->setTitle(now.rooms ? tr("Turns spent per room (median)")
                                                : tr("Turns spent per depth (median)"));
    m_charts[TurnsPerDepth]->setData(
        depthLabels, perDepth(now, depths, turnsThere),
        opt([&](const BotReport &r) { return perDepth(r, depths, turnsThere); }));
    m_charts[HpOnArrival]->setTitle(
        tr("%1 on arriving (median)").arg(PlaytestWords::healthName(now)));
    m_charts[HpOnArrival]->setData(
        depthLabels, perDepth(now, depths, hpThen),
        opt([&](const BotReport &r) { return perDepth(r, depths, hpThen); }));

    const QMap<QString, double> damageNow = damagePerRun(now);
    const QMap<QString, double> damageBefore =
        before ? damagePerRun(*before) : QMap<QString, double>();
    const QStringList monsters = topKeys(damageNow, damageBefore);
    QStringList monsterLabels;
    for (const QString &id : monsters)
        monsterLabels << Words::monsterName(pack.get(), id);
    m_charts[DamageByMonster]->setTitle(
        tr("%1 lost per run, by monster").arg(PlaytestWords::healthName(now)));
    m_charts[DamageByMonster]->setData(
        monsterLabels, valuesOf(monsters, damageNow),
        opt([&](const BotReport &) { return valuesOf(monsters, damageBefore); }),
        marks(
            BotComparison::Figure::DamageBy,
            [&](const BotComparison::Row &row, int i) { return row.monster == monsters[i]; },
            int(monsters.size())));

    QStringList turnLabels;
    for (int t : now.checkpoints)
        turnLabels << QString::number(t);
    m_charts[XpCurve]->setData(turnLabels, curve(now, false),
                               opt([&](const BotReport &r) { return curve(r, false); }));
    const bool gold = hasGold(now) || (before && hasGold(*before));
    m_charts[GoldCurve]->setData(gold ? turnLabels : QStringList(), curve(now, true),
                                 opt([&](const BotReport &r) { return curve(r, true); }));
    m_charts[GoldCurve]->setEmptyText(gold ? tr("No runs yet") : tr("No run had any gold"));

    const QMap<QString, double> usesNow = usesPerRun(now);
    const QMap<QString, double> usesBefore = before ? usesPerRun(*before) : QMap<QString, double>();
    const QStringList items = topKeys(usesNow, usesBefore);
    QStringList itemLabels;
    for (const QString &id : items)
        itemLabels << Words::itemName(pack.get(), id);
    m_charts[ItemsUsed]->setData(itemLabels, valuesOf(items, usesNow), opt([&](const BotReport &) {
                                     return valuesOf(items, usesBefore);
                                 }));
    m_charts[ItemsUsed]->setEmptyText(tr("No item was used"));
    layoutCharts();
}

void PlaytestDock::showComparison(const BotReport &now, const BotReport *before) {
    m_table->show(m_comparison && before ? &*m_comparison : nullptr, now, m_now->pack().get());
}

void PlaytestDock::showRuns(const BotReport &now) {
    const std::shared_ptr<const Pack> pack = m_now->pack();
    const int selected = m_runsTable->currentRow();
    m_runsTable->setSortingEnabled(false);
    m_runsTable->setRowCount(pack ? int(now.runs.size()) : 0);
    if (!pack)
        return;
    int r = 0;
    for (const BotRun &run : now.runs) {
        const auto number = [](qint64 v) {
            auto *item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole, v);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_runsTable->setItem(r, 0, number(run.index));
        auto *seed = new QTableWidgetItem;
        seed->setData(Qt::DisplayRole, QVariant::fromValue(qulonglong(run.seed)));
        m_runsTable->setItem(r, 1, seed);
        m_runsTable->setItem(r, 2, new QTableWidgetItem(PlaytestWords::endName(run.end)));
        m_runsTable->setItem(r, 3,
                             new QTableWidgetItem(run.end == BotRun::End::Died
                                                      ? Words::deathCause(run.cause, pack.get())
                                                      : QString()));
        m_runsTable->setItem(r, 4, number(run.deepest));
        m_runsTable->setItem(r, 5, number(run.turns));
        m_runsTable->setItem(r, 6, number(run.xp));
        m_runsTable->setItem(r, 7, number(run.kills));
        ++r;
    }
    m_runsTable->setSortingEnabled(true);
    m_runsTable->resizeColumnsToContents();
    m_runsTable->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    if (selected >= 0 && selected < m_runsTable->rowCount())
        m_runsTable->selectRow(selected);
}

void PlaytestDock::updateButtons() {
    const bool chosen = m_runsTable->currentRow() >= 0 && m_now->pack() && !m_stale;
    m_watchButton->setEnabled(chosen);
    m_copyButton->setEnabled(chosen);
    m_pinButton->setEnabled(m_now->isComplete() && !m_stale);
}

std::optional<Replay> PlaytestDock::replayOf(int index) const {
    const std::shared_ptr<const Pack> pack = m_now->pack();
    const BotReport &report = m_now->report();
    if (!pack || index < 0 || index >= report.options.runs)
        return std::nullopt;
    Replay replay;
    replay.packId = pack->manifest.id;
    replay.packPath = m_document->folder();
    replay.packHash = pack->contentHash();
    replay.seed = BotRun::seedFor(report.options.seed, index);
    // The bot's own game: the commands it gave, kept as it plays (the list is shared, so
    // taking it after each command copies nothing).
    const BotRun run =
        BotRun::play(*pack, replay.seed, report.options, report.checkpoints,
                     [&](const Game &game, const Command &, bool, const QList<LogEntry> &) {
                         replay.commands = game.commands();
                     });
    replay.turn = run.turns;
    replay.stateHash = run.stateHash;
    return replay;
}

QString PlaytestDock::traceCommand(int index) const {
    const BotOptions &o = m_now->report().options;
    QString folder = QDir::toNativeSeparators(m_document->folder());
    if (folder.contains(u' '))
        folder = u'"' + folder + u'"';
    return QStringLiteral("permadungeon-cli bot %1 --seed %2 --runs %3 --turns %4 --trace %5")
        .arg(folder)
        .arg(o.seed)
        .arg(o.runs)
        .arg(o.turns)
        .arg(index);
}

void PlaytestDock::watchSelected() {
    const int row = m_runsTable->currentRow();
    if (row < 0 || m_stale)
        return;
    const int index = m_runsTable->item(row, 0)->data(Qt::DisplayRole).toInt();
    if (std::optional<Replay> replay = replayOf(index))
        Q_EMIT watchRequested(m_now->pack(), m_document->folder(), *replay);
}

} // namespace pd
