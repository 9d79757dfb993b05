#pragma once

#include "engine/BotRun.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>

class QThreadPool;

namespace pd {

class Pack;

// One bot report played in the background (the Playtest dock's): the runs of `options` on a
// pool of worker threads, the window's thread never waiting. The report fills as runs finish
// (in index order, so the finished report is the one `permadungeon-cli bot` prints for the
// same pack and options); updated() comes at most every kUpdateMs while runs come in, then
// finished(). A new start() or cancel() drops the runs not begun; those under way are waited
// for in the background, never reported.
class PlaytestRunner : public QObject {
    Q_OBJECT

public:
    static constexpr int kUpdateMs = 150;

    // `pool` plays the runs (several runners share one, first started first served).
    PlaytestRunner(QThreadPool *pool, QObject *parent = nullptr);
    ~PlaytestRunner() override;

    void start(std::shared_ptr<const Pack> pack, const BotOptions &options);
    void cancel();
    // Cancels and forgets the pack and its report (another pack was opened).
    void clear();
    bool isRunning() const { return m_running; }
    // The runs done so far, or all of them once finished (or up to the cancel).
    const BotReport &report() const { return m_report; }
    std::shared_ptr<const Pack> pack() const { return m_pack; }
    bool isComplete() const {
        return !m_running && m_pack && m_report.runs.size() == m_report.options.runs;
    }
    // Blocks until the runs are in and reported (tests, the window closing).
    void waitForFinished();

Q_SIGNALS:
    void updated(); // more runs are in the report
    void finished();

private:
    void take(int begin, int end);
    void publish();

    QThreadPool *m_pool;
    std::shared_ptr<const Pack> m_pack;
    BotReport m_report;
    QFutureWatcher<BotRun> *m_watcher = nullptr;
    QTimer m_throttle;
    bool m_running = false;
    bool m_dirty = false;
};

} // namespace pd
