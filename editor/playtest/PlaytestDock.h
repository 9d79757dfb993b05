#pragma once

#include "docks/DocumentView.h"
#include "engine/BotCompare.h"
#include "engine/BotRun.h"
#include "engine/Replay.h"

#include <QDockWidget>
#include <QTimer>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QThreadPool;
class QToolButton;

namespace pd {

class ComparisonTable;
class PlaytestChart;
class PlaytestRunner;

// Playtest: the bot (`permadungeon-cli bot`, docs/bot.md) plays the pack as it is in the
// editor, saved or not, on every core but the window's, and the dock shows what a designer
// decides by, as runs finish: deaths by depth and by cause, depth reached, turns per depth, HP
// on arrival, damage by monster kind, the XP and gold curves, items used, the first level-up.
// Against a baseline (the saved file, or results pinned before an edit) each figure is compared
// over the same seeds with a 95 % bootstrap interval: the differences outside the noise are
// marked and said in words, the others greyed. An edit stops the runs (they were of the pack
// before it) and, with "after each edit" on, plays again once typing pauses. Any run can be
// watched in the Game tab.
class PlaytestDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    enum class Baseline { None, Saved, Pinned };
    static constexpr int kSettleMs = 600;

    explicit PlaytestDock(PackDocument *document, QWidget *parent = nullptr);
    ~PlaytestDock() override;

    void setOptions(int runs, int turns, std::uint64_t seed);
    BotOptions options() const;
    void setBaseline(Baseline baseline);
    Baseline baseline() const;
    void setRunAfterEdits(bool on);

    // Plays the pack as it is now (and the baseline, when its report for these options is not
    // known yet). False when there is nothing to play (no pack, or one with errors).
    bool run();
    void cancel();
    bool isRunning() const;
    // Blocks until the runs under way are in and shown (tests).
    void waitForResults();
    // The runs now are kept as the baseline "the pinned results" (and it is chosen).
    void pin();

    const BotReport &report() const;
    // The comparison shown (when a baseline's report and a whole one now are in).
    const std::optional<BotComparison> &comparison() const { return m_comparison; }
    QString verdictText() const;
    QString statusText() const;
    ComparisonTable *comparisonTable() const { return m_table; }
    QTableWidget *runsTable() const { return m_runsTable; }
    QTabWidget *tabs() const { return m_tabs; }
    const QList<PlaytestChart *> &charts() const { return m_charts; }
    PlaytestChart *chart(const QString &objectName) const;
    // The run at `index` of the report played again with its commands kept, ready to watch.
    std::optional<Replay> replayOf(int index) const;
    // The command line that traces that run (`bot … --trace INDEX`), for the saved pack.
    QString traceCommand(int index) const;

    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    // Watch a run in the Game tab: the pack it was played with and its commands.
    void watchRequested(std::shared_ptr<const Pack> pack, const QString &folder,
                        const Replay &replay);
    void resultsShown(); // the report (and comparison) shown changed

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Known {
        std::shared_ptr<const Pack> pack;
        BotReport report;
    };

    void buildUi();
    void showResults();
    void showCharts(const BotReport &now, const BotReport *before);
    void showComparison(const BotReport &now, const BotReport *before);
    void showRuns(const BotReport &now);
    void layoutCharts();
    void keep(const std::shared_ptr<const Pack> &pack, const BotReport &report);
    const BotReport *known(const std::shared_ptr<const Pack> &pack,
                           const BotOptions &options) const;
    std::shared_ptr<const Pack> baselinePack() const;
    QString baselineName() const;
    void watchSelected();
    void updateButtons();

    PackDocument *m_document;
    QThreadPool *m_pool;
    PlaytestRunner *m_now;
    PlaytestRunner *m_before;
    std::shared_ptr<const Pack> m_saved, m_pinned;
    QList<Known> m_known; // whole reports, newest last (a few)
    std::optional<BotComparison> m_comparison;
    QTimer m_settle;
    bool m_stale = false; // the pack changed since the report shown was played
    QString m_status;

    QSpinBox *m_runsSpin;
    QSpinBox *m_turnsSpin;
    QSpinBox *m_seedSpin;
    QPushButton *m_runButton;
    QProgressBar *m_progress;
    QLabel *m_compareLabel;
    QComboBox *m_baselineCombo;
    QPushButton *m_pinButton;
    QCheckBox *m_afterEdits;
    QToolButton *m_largeButton;
    QLabel *m_verdict;
    QLabel *m_findings;
    QTabWidget *m_tabs;
    QWidget *m_chartPage;
    QGridLayout *m_chartGrid;
    QList<PlaytestChart *> m_charts;
    ComparisonTable *m_table;
    QTableWidget *m_runsTable;
    QPushButton *m_watchButton;
    QPushButton *m_copyButton;
    int m_columns = 0;
};

} // namespace pd
