#pragma once

#include "gen/LevelStats.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QVariant>

#include <functional>
#include <memory>

class QThreadPool;

namespace pd {

class Pack;

// One level of a batch: its figures, and (when asked) the level itself and what the caller's
// hook made of it on the worker thread (the seed preview draws its thumbnail there).
struct BatchLevel {
    std::uint64_t seed = 0;
    int depth = 0;
    LevelStats stats;
    std::shared_ptr<const Level> level;
    QVariant extra;
};

// Every level of one seed, in the order of the request's depths.
struct BatchSeed {
    int index = -1; // the seed's place in the request
    std::uint64_t seed = 0;
    QList<BatchLevel> levels;
};

struct BatchRequest {
    std::shared_ptr<const Pack> pack;
    QList<std::uint64_t> seeds;
    QList<int> depths; // empty: every depth of the pack
    // Generator settings that replace the pack's for this batch, key by key ("generator" of
    // another kind replaces them all): Dungeon::setOverrides.
    QJsonObject overrides;
    bool keepLevels = false;
    // Runs on the worker thread for each level made without error; must be thread-safe.
    std::function<QVariant(const Level &, const LevelStats &)> decorate;

    static QList<std::uint64_t> range(std::uint64_t from, int count);
};

// Makes the levels of many seeds on a thread pool (QtConcurrent) and hands them over as each
// seed is done. A seed's levels depend on nothing but the pack, the seed and the overrides, so
// the results are the same on any number of threads; only the order they arrive in differs.
// Cancel stops it after the seeds being made at that moment.
class LevelBatch : public QObject {
    Q_OBJECT

public:
    explicit LevelBatch(QObject *parent = nullptr);
    ~LevelBatch() override; // cancels and waits

    // Starts a batch (cancelling one that runs) on `pool`; nullptr: the batch's own pool of one
    // thread per core. Not Qt's global pool: Qt 6.4's raster paint engine splits large fills and
    // image draws over the global pool and waits for them, so a batch there stalls every paint
    // of the window until it ends.
    void start(BatchRequest request, QThreadPool *pool = nullptr);
    void cancel();
    void waitForFinished();
    bool isRunning() const;
    bool isCancelled() const;
    int total() const { return m_total; }
    int done() const; // seeds made so far
    // Seed `index` of the request when it is made (ready), else nullptr.
    const BatchSeed *seed(int index) const;
    // The seeds made so far, in the request's order.
    QList<BatchSeed> results() const;

    // The whole batch on `threads` threads, blocking; what the command line and tests use.
    static QList<BatchSeed> run(const BatchRequest &request, int threads);
    // One seed's levels, as every batch makes them.
    static BatchSeed make(const BatchRequest &request, int index);

Q_SIGNALS:
    // Seeds [first, last] in the order they arrived (each with its request index: seed()).
    void seedsReady(const QList<int> &indices);
    void progress(int done, int total);
    void finished(bool cancelled);

private:
    void collect(int begin, int end);

    QThreadPool *m_pool; // owned (a child)
    QFutureWatcher<BatchSeed> m_watcher;
    std::vector<std::shared_ptr<const BatchSeed>> m_ready; // by request index
    int m_total = 0;
    int m_done = 0;
    bool m_running = false;
};

} // namespace pd
