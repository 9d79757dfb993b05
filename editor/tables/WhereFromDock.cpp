#include "WhereFromDock.h"

#include "document/PackDocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace pd {

namespace {

QString percent(const Rational &r, bool known) {
    return known ? QStringLiteral("%1%").arg(r.toDouble() * 100, 0, 'f', 2) : QStringLiteral("?");
}

// The chance as the command line gives it, exact, beside the percentage: "11.76%  2/17" (a
// fraction too long to read at a glance is left to the tooltip).
QString chance(const Rational &r, bool known) {
    if (!known)
        return QStringLiteral("?");
    const QString exact = r.toString();
    return exact.size() <= 15 ? percent(r, true) + QStringLiteral("  ") + exact : percent(r, true);
}

void setChance(QTreeWidgetItem *item, const Rational &r, bool known) {
    item->setText(1, chance(r, known));
    item->setToolTip(1, known ? r.toString() : QString());
}

QString average(const Rational &r) {
    return QString::number(r.toDouble(), 'g', 4);
}

} // namespace

WhereFromDock::WhereFromDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document)
    , m_watcher(new QFutureWatcher<WhereFromReport>(this)) {
    setObjectName(QStringLiteral("WhereFromDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_record = new QComboBox(body);
    m_record->setObjectName(QStringLiteral("WhereFromRecord"));
    m_progress = new QProgressBar(body);
    m_progress->setMaximumWidth(120);
    m_progress->setTextVisible(false);
    m_progress->hide();
    bar->addWidget(m_record, 1);
    bar->addWidget(m_progress);
    layout->addLayout(bar);
    m_status = new QLabel(body);
    m_status->setObjectName(QStringLiteral("WhereFromStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_tree = new QTreeWidget(body);
    m_tree->setObjectName(QStringLiteral("WhereFromTree"));
    m_tree->setColumnCount(3);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setTextElideMode(Qt::ElideMiddle); // the whole line on hover
    layout->addWidget(m_tree, 1);
    setWidget(body);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(120);
    connect(&m_debounce, &QTimer::timeout, this, &WhereFromDock::start);
    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        if (m_done)
            m_progress->setValue(*m_done);
    });
    connect(m_watcher, &QFutureWatcher<WhereFromReport>::finished, this, [this] {
        if (m_watcher->future().resultCount() > 0)
            display(m_watcher->result());
    });
    connect(m_record, &QComboBox::activated, this, [this](int i) {
        const QStringList parts = m_record->itemData(i).toString().split(u' ');
        if (parts.size() == 2)
            setRecord(parts.at(0) == QLatin1String("monster") ? TableResult::Kind::Monster
                      : parts.at(0) == QLatin1String("trap")  ? TableResult::Kind::Trap
                                                              : TableResult::Kind::Item,
                      parts.at(1));
    });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString table = item->data(0, Qt::UserRole).toString();
        if (!table.isEmpty())
            Q_EMIT tableChosen(table);
    });
    retranslateUi();
}

DocumentView::Needs WhereFromDock::needs() const {
    Needs needs;
    if (m_id.isEmpty())
        return needs;
    needs.files = {QStringLiteral("tables.json"), QStringLiteral("ruleset.json")};
    for (RecordKind kind : {RecordKind::Item, RecordKind::Monster, RecordKind::Trap})
        needs.keys << std::pair(kind, QStringLiteral("name"));
    needs.keys << std::pair(RecordKind::Monster, QStringLiteral("trophy"));
    needs.compiled = true;
    return needs;
}

void WhereFromDock::reset() {
    if (m_cancel)
        *m_cancel = true;
    m_debounce.stop();
    m_id.clear();
    m_report = WhereFromReport();
    m_record->clear();
    m_labels.clear();
    m_keys.clear();
    display(m_report);
}

void WhereFromDock::refresh(const ViewUpdate &) {
    m_debounce.start(); // (typing: counted once it pauses)
}

WhereFromDock::~WhereFromDock() {
    if (m_cancel)
        *m_cancel = true;
    m_watcher->waitForFinished();
}

void WhereFromDock::retranslateUi() {
    setWindowTitle(tr("Where from"));
    m_record->setAccessibleName(tr("Record"));
    m_tree->setAccessibleName(tr("Where it comes from"));
    m_tree->setHeaderLabels({tr("Where"), tr("Chance"), tr("Average")});
    m_tree->headerItem()->setToolTip(1, tr("The chance of at least one, per roll, chest, kill "
                                           "or level as the line says: in per cent, and exact"));
    m_tree->headerItem()->setToolTip(2, tr("How many on average"));
    display(m_report);
}

void WhereFromDock::setRecord(TableResult::Kind kind, const QString &id) {
    m_kind = kind;
    m_id = id;
    start();
}

void WhereFromDock::start() {
    // The list of what can be asked about, from the pack as it is now.
    const std::shared_ptr<const Pack> pack = m_document->pack();
    {
        QStringList labels, keys;
        auto add = [&](const auto &records, const QString &kind, const QString &label) {
            for (const auto &r : records) {
                labels << QStringLiteral("%1 — %2 (%3)").arg(r.id, r.name, label);
                keys << QString(kind + u' ' + r.id);
            }
        };
        add(pack->items, QStringLiteral("item"), tr("item"));
        add(pack->monsters, QStringLiteral("monster"), tr("monster"));
        add(pack->traps, QStringLiteral("trap"), tr("trap"));
        // The box changed where the list did: refilling it item by item cost a 10,000-record
        // pack 4 ms of the window's time at every keystroke.
        const QSignalBlocker block(m_record);
        if (keys != m_keys) {
            m_record->clear();
            for (qsizetype i = 0; i < labels.size(); ++i)
                m_record->addItem(labels[i], keys[i]);
        } else {
            for (qsizetype i = 0; i < labels.size(); ++i)
                if (labels[i] != m_labels[i])
                    m_record->setItemText(int(i), labels[i]);
        }
        m_labels = std::move(labels);
        m_keys = std::move(keys);
        const int current =
            int(m_keys.indexOf(QString(TableResult::kindKey(m_kind) + u' ' + m_id)));
        if (current != m_record->currentIndex())
            m_record->setCurrentIndex(current);
    }
    if (m_id.isEmpty())
        return;
    // A computation under way is for a pack that is gone: stop it.
    if (m_cancel)
        *m_cancel = true;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto done = std::make_shared<std::atomic<int>>(0);
    m_cancel = cancel;
    m_done = done;
    m_progress->setValue(0);
    m_progress->show();
    m_tick.start();
    const TableResult::Kind kind = m_kind;
    const QString id = m_id;
    m_watcher->setFuture(QtConcurrent::run([pack, kind, id, cancel, done] {
        WhereFrom::Options options;
        options.progress = [cancel, done](int d, int total) {
            *done = total > 0 ? d * 100 / total : 0;
            return !*cancel;
        };
        return WhereFrom(*pack).find(kind, id, options);
    }));
}

void WhereFromDock::wait() {
    flush();
    if (m_debounce.isActive()) { // an edit is waiting for the typing to pause: count it now
        m_debounce.stop();
        start();
    }
    m_watcher->waitForFinished();
    if (m_watcher->future().resultCount() > 0)
        display(m_watcher->result());
}

QString WhereFromDock::sourceTitle(const WhereSource &s) const {
    using K = WhereSource::Kind;
    switch (s.kind) {
    case K::Table:
        return tr("a roll of %1").arg(s.table);
    case K::Band:
        return tr("%1, the %2 table of depth band %3")
            .arg(s.table, WhereSource::roleKey(s.role))
            .arg(s.band + 1);
    case K::ChestLoot:
        return tr("chests of %1, opened (band %2)").arg(s.table).arg(s.band + 1);
    case K::ChestMimic:
        return tr("chests of %1, the mimic (band %2)").arg(s.table).arg(s.band + 1);
    case K::ChestTrap:
        return tr("chests of %1, their trap (band %2)").arg(s.table).arg(s.band + 1);
    case K::ChestGuard:
        return tr("maze chests' guards from %1 (band %2)").arg(s.table).arg(s.band + 1);
    case K::Trophy:
        return tr("the trophy of %1, per kill").arg(s.monster);
    case K::StartingInventory:
        return tr("the hero starts with %n", nullptr, s.count);
    case K::WinItem:
        return tr("the win item, laid on depth %1").arg(s.depth);
    case K::VaultItem:
    case K::VaultStock:
    case K::VaultMonster:
    case K::VaultKey:
        return vaultTitle(s);
    }
    return {};
}

QString WhereFromDock::vaultTitle(const WhereSource &s) const {
    using K = WhereSource::Kind;
    QString title;
    if (s.kind == K::VaultKey)
        title = tr("the key to vault %1's locked door (%2, band %3)");
    else if (s.kind == K::VaultItem)
        title = tr("vault %1's %n $ cell(s), each a roll of %4 (%2, band %3)", nullptr, s.count);
    else if (s.kind == K::VaultStock)
        title = tr("vault %1's %n S cell(s) for sale, each a roll of %4 (%2, band %3)", nullptr,
                   s.count);
    else if (s.monster.isEmpty())
        title = tr("vault %1's %n M cell(s), each a roll of %4 (%2, band %3)", nullptr, s.count);
    else
        title = tr("vault %1's %n M cell(s), each a %4 (%2, band %3)", nullptr, s.count);
    title = title.arg(s.vault, s.vaultTable).arg(s.band + 1);
    if (s.kind != K::VaultKey)
        title = title.arg(s.monster.isEmpty() ? s.table : s.monster);
    title += tr("; per level when the vault is placed, so at most");
    if (s.upperBound)
        title += tr("; a roll can give several: only the first counts, so every figure is at most");
    return title;
}

void WhereFromDock::display(const WhereFromReport &report) {
    if (!m_watcher->isRunning()) {
        m_tick.stop();
        m_progress->hide();
    }
    if (report.cancelled)
        return; // a newer computation follows
    m_report = report;
    m_tree->clear();
    if (report.id.isEmpty()) {
        m_status->setText(tr("Choose an item, monster or trap to see every way the pack gives "
                             "it."));
        return;
    }
    if (!report.error.isEmpty()) {
        m_status->setText(tr("Not computed: %1").arg(report.error));
        return;
    }
    m_status->setText(
        report.sources.isEmpty()
            ? tr("Nothing in the pack gives %1.").arg(report.id)
            : tr("Every way the pack gives %1; double-click a table to edit it.").arg(report.id));
    for (const WhereSource &s : report.sources) {
        auto *top = new QTreeWidgetItem(m_tree, {sourceTitle(s), QString(), average(s.expected)});
        setChance(top, s.chance, s.chanceKnown);
        if (!s.table.isEmpty())
            top->setData(0, Qt::UserRole, s.table);
        for (const WherePath &p : s.paths) {
            QStringList steps;
            for (const WhereStep &step : p.steps) {
                QString text = tr("%1 row %2").arg(step.table).arg(step.row + 1);
                for (int e : step.elements)
                    text += tr(" (all #%1)").arg(e + 1);
                steps << text;
            }
            auto *child = new QTreeWidgetItem(
                top, {steps.join(QStringLiteral(" → ")), QString(), average(p.expected)});
            setChance(child, p.chance, p.chanceKnown);
            if (!p.steps.isEmpty())
                child->setData(0, Qt::UserRole, p.steps.last().table);
        }
        for (const WhereDepth &d : s.depths) {
            auto *depth = new QTreeWidgetItem(
                top,
                // What tells the lines apart first: the dock is narrow and elides the middle.
                {tr("depth %1: a level, %2 rolls on average").arg(d.depth).arg(average(d.rolls)),
                 QString(), average(d.expected)});
            setChance(depth, d.chance, d.chanceKnown);
        }
    }
    // The dock is narrow: every line says all of itself on hover.
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        (*it)->setToolTip(0, (*it)->text(0));
    m_tree->expandToDepth(0);
    m_tree->resizeColumnToContents(1);
    m_tree->resizeColumnToContents(2);
}

} // namespace pd
