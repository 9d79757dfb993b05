#pragma once

#include "docks/DocumentView.h"
#include "engine/BotRun.h"
#include "gen/EditImpact.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QHash>
#include <QTimer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTableWidget;
class QThreadPool;

namespace pd {

class ComparisonTable;
class PlaytestRunner;

// The rows of an impact report: what (monster, item, trap, chest loot, chip or a level figure),
// the depths, the average per level before and after, and the change in %.
class ImpactModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { What, Depths, Before, After, Change, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, ChangedRole, KindRole, IdRole };

    explicit ImpactModel(QObject *parent = nullptr);
    void setReport(const ImpactReport &report, std::shared_ptr<const Pack> before,
                   std::shared_ptr<const Pack> after);
    const ImpactReport &report() const { return m_report; }
    const ImpactRow &row(int i) const { return m_report.rows[i]; }
    // The report compares a pack with itself (nothing edited since the baseline).
    bool sameSnapshot() const { return m_before && m_before == m_after; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    QString whatText(const ImpactRow &row) const;
    static QString changeText(const ImpactRow &row);
    static QString figureName(ImpactFigure figure);
    void retranslate();

private:
    ImpactReport m_report;
    std::shared_ptr<const Pack> m_before, m_after;
};

// "Impact" of the seed preview: after an edit, what it changed over a fixed batch of seeds and
// depths, compared with the pack before the edit (the top of the undo history) or with the saved
// file. Measured on a worker thread once the edit settles; the table sorts by any column, the
// largest change first, and the monsters whose record changed are fought before and after.
// Measured again after an edit of what makes levels or fights (the tables, the ruleset, the
// records), not of names in other languages, looks or sounds.
class ImpactView : public QWidget, public DocumentView {
    Q_OBJECT

public:
    enum class Baseline { LastEdit, Saved };

    explicit ImpactView(PackDocument *document, QWidget *parent = nullptr);
    ~ImpactView() override;

    void setBaseline(Baseline baseline);
    Baseline baseline() const;
    void setSample(int seeds, int depths);
    // Measures now (asynchronously); waitForReport() blocks until the newest report is shown.
    void refresh();
    void waitForReport();
    bool isMeasuring() const;

    ImpactModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    QTableWidget *balanceTable() const { return m_balance; }
    // The pacing: the bot's runs of both packs compared (as the Playtest dock does), once both
    // are in; waitForPacing() blocks until then.
    static constexpr int kPacingRuns = 50;
    static constexpr int kPacingTurns = 500;
    // Whether a out of na and b out of nb differ beyond chance (two proportions, 95 %): how the
    // balance table marks a changed rate.
    static bool proportionsDiffer(int a, int na, int b, int nb);
    ComparisonTable *pacingTable() const { return m_pacing; }
    QString pacingText() const;
    void waitForPacing();
    QString summaryText() const;

    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void reportReady();
    // Double-click on a row: the record it is about.
    void recordRequested(ImpactRow::Kind kind, const QString &id);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Result {
        ImpactReport report;
        std::shared_ptr<const Pack> before, after;
        std::shared_ptr<const ImpactTally> beforeTally, afterTally;
    };

    void buildUi();
    void onUndoIndex(int index);
    void onFinished();
    void updateSummary();
    void applyFilter();
    std::shared_ptr<const Pack> baselinePack(QString *what) const;
    std::shared_ptr<const ImpactTally> cachedTally(const Pack *pack, const ImpactSample &s) const;
    void remember(std::shared_ptr<const Pack> pack, std::shared_ptr<const ImpactTally> tally);
    void startPacing(std::shared_ptr<const Pack> before, std::shared_ptr<const Pack> after);
    void showPacing();
    const BotReport *pacingOf(const std::shared_ptr<const Pack> &pack) const;

    PackDocument *m_document;
    // The pack as it was at each index of the undo stack, and as it was saved.
    QHash<int, std::shared_ptr<const Pack>> m_atIndex;
    int m_indexToKeep = -1; // an index whose pack is compiled aside yet
    std::shared_ptr<const Pack> m_saved;
    // Tallies already measured (a few, newest last): the "before" of the next edit is the
    // "after" of this one, so each edit measures one pack, not two.
    QList<std::pair<std::shared_ptr<const Pack>, std::shared_ptr<const ImpactTally>>> m_tallies;
    QThreadPool *m_pool; // the measurement's thread (not Qt's global pool: see LevelBatch)
    QFutureWatcher<Result> m_watcher;
    QTimer m_settle;
    bool m_pending = false; // a measurement runs, or has finished and is not shown yet
    bool m_again = false;   // an edit came while measuring
    bool m_stale = true;
    QString m_baselineWhat;
    QString m_error;

    QLabel *m_compareLabel;
    QComboBox *m_baselineCombo;
    QSpinBox *m_seedsSpin;
    QSpinBox *m_depthsSpin;
    QCheckBox *m_changedOnly;
    QLineEdit *m_search;
    QPushButton *m_refreshButton;
    QLabel *m_summary;
    ImpactModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLabel *m_balanceLabel;
    QTableWidget *m_balance;
    QThreadPool *m_pacingPool;
    PlaytestRunner *m_pacingBefore;
    PlaytestRunner *m_pacingAfter;
    std::shared_ptr<const Pack> m_pacedBefore, m_pacedAfter; // the packs the pacing compares
    QList<std::pair<std::shared_ptr<const Pack>, BotReport>> m_pacingKnown; // a few, newest last
    QWidget *m_pacingPage;
    QLabel *m_pacingLabel;
    ComparisonTable *m_pacing;
};

} // namespace pd
