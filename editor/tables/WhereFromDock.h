#pragma once

#include "docks/DocumentView.h"
#include "tables/WhereFrom.h"

#include <QDockWidget>
#include <QFutureWatcher>
#include <QTimer>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QTreeWidget;

namespace pd {

// "Where does it come from": for an item, monster or trap, every way the pack gives it, with
// the exact chance per roll and the average number: each table and each way down its nested
// tables, the depth bands at each depth (per level), chests, trophies, the starting inventory
// and the win item. Computed on a snapshot away from the window's thread; an edit cancels a
// computation under way and starts the next one. It is counted again only after an edit of what
// it counts: the tables, the ruleset (bands, chests, the starting inventory, the win item), the
// monsters' trophies, and the ids and names it lists.
class WhereFromDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    WhereFromDock(PackDocument *document, QWidget *parent = nullptr);
    ~WhereFromDock() override;

    // Shows where this record comes from (an item, monster or trap).
    void setRecord(TableResult::Kind kind, const QString &id);
    // Finishes the computation under way, or the one an edit has asked for, and shows it.
    void wait();
    QTreeWidget *tree() const { return m_tree; }
    const WhereFromReport &report() const { return m_report; }
    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void tableChosen(const QString &tableId);

private:
    void start();
    void display(const WhereFromReport &report);
    QString sourceTitle(const WhereSource &source) const;
    QString vaultTitle(const WhereSource &source) const; // vault sources, with their caveats

    PackDocument *m_document;
    TableResult::Kind m_kind = TableResult::Kind::Item;
    QString m_id;
    QComboBox *m_record;
    QStringList m_labels, m_keys; // what m_record lists (its items' texts and data)
    QProgressBar *m_progress;
    QLabel *m_status;
    QTreeWidget *m_tree;
    QTimer m_debounce;
    QTimer m_tick; // shows the progress of the computation under way
    QFutureWatcher<WhereFromReport> *m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<int>> m_done;
    WhereFromReport m_report;
};

} // namespace pd
