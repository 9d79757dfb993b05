#pragma once

#include "data/PackReferences.h"
#include "docks/DocumentView.h"

#include <QDockWidget>
#include <QFutureWatcher>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace pd {

struct BalanceReport;

// Every record of one kind side by side, for balancing: a column per field (a stat per
// column), sorted by any column, edited in place (each edit an undo step). For monsters, the
// balance simulation on demand: each monster's win, flee and death rates against a hero of its
// level, run on a snapshot of the pack away from the window.
class RecordSheet : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    RecordSheet(PackDocument *document, QWidget *parent = nullptr);
    ~RecordSheet() override;

    void setKind(RecordKind kind);
    RecordKind kind() const { return m_kind; }
    QTableWidget *table() const; // (up to date)
    int column(const QString &header) const;
    // Runs the balance simulation; `wait` blocks until it is done (tests).
    void simulate(int battles, bool wait = false);
    // What the last simulation said ("14 monsters simulated."), or nothing.
    QString status() const;
    void retranslateUi();

    Needs needs() const override; // its kind's file
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void recordChosen(RecordKind kind, const QString &id);

private:
    void refresh();
    void showBalance();

    PackDocument *m_document;
    RecordKind m_kind = RecordKind::Monster;
    QComboBox *m_kinds;
    QTableWidget *m_table;
    QPushButton *m_simulate;
    QSpinBox *m_battles;
    QLabel *m_status;
    QStringList m_paths; // the field of each column after the id
    bool m_refreshing = false;
    QFutureWatcher<BalanceReport> *m_watcher;
    QHash<QString, QList<double>> m_balance; // monster id -> won, fled, died
};

} // namespace pd
