#include "LevelBatch.h"

#include "data/Pack.h"
#include "gen/Dungeon.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <numeric>

namespace pd {

QList<std::uint64_t> BatchRequest::range(std::uint64_t from, int count) {
    QList<std::uint64_t> seeds(std::max(0, count));
    std::iota(seeds.begin(), seeds.end(), from);
    return seeds;
}

LevelBatch::LevelBatch(QObject *parent)
    : QObject(parent)
    , m_pool(new QThreadPool(this)) {
    connect(&m_watcher, &QFutureWatcher<BatchSeed>::resultsReadyAt, this, &LevelBatch::collect);
    connect(&m_watcher, &QFutureWatcher<BatchSeed>::finished, this, [this] {
        m_running = false;
        Q_EMIT finished(m_watcher.isCanceled());
    });
}

LevelBatch::~LevelBatch() {
    m_watcher.disconnect(this);
    cancel();
    waitForFinished();
}

BatchSeed LevelBatch::make(const BatchRequest &request, int index) {
    BatchSeed out;
    out.index = index;
    out.seed = request.seeds.value(index);
    const Pack &pack = *request.pack;
    QList<int> depths = request.depths;
    if (depths.isEmpty())
        for (int d = 1; d <= pack.ruleset.depth; ++d)
            depths << d;
    Dungeon dungeon(pack, out.seed);
    dungeon.setOverrides(request.overrides);
    for (int depth : std::as_const(depths)) {
        BatchLevel b;
        b.seed = out.seed;
        b.depth = depth;
        QString error;
        Level level = dungeon.level(depth, &error);
        if (error.isEmpty()) {
            b.stats = LevelStats::of(level, out.seed, dungeon.stepsFromArrival(depth));
            if (request.decorate)
                b.extra = request.decorate(level, b.stats);
            if (request.keepLevels)
                b.level = std::make_shared<const Level>(std::move(level));
        }
        b.stats.seed = out.seed;
        b.stats.depth = depth;
        b.stats.error = error;
        out.levels << b;
    }
    return out;
}

void LevelBatch::start(BatchRequest request, QThreadPool *pool) {
    cancel();
    waitForFinished();
    const int n = int(request.seeds.size());
    m_ready.assign(std::size_t(n), nullptr);
    m_total = n;
    m_done = 0;
    m_running = true;
    auto shared = std::make_shared<const BatchRequest>(std::move(request));
    QList<int> indices(n);
    std::iota(indices.begin(), indices.end(), 0);
    std::function<BatchSeed(int)> one = [shared](int i) { return make(*shared, i); };
    m_watcher.setFuture(QtConcurrent::mapped(pool ? pool : m_pool, std::move(indices), one));
}

void LevelBatch::cancel() {
    m_watcher.cancel();
}

void LevelBatch::waitForFinished() {
    m_watcher.waitForFinished();
}

bool LevelBatch::isRunning() const {
    return m_running;
}

bool LevelBatch::isCancelled() const {
    return m_watcher.isCanceled();
}

int LevelBatch::done() const {
    return m_done;
}

const BatchSeed *LevelBatch::seed(int index) const {
    if (index < 0 || std::size_t(index) >= m_ready.size())
        return nullptr;
    return m_ready[std::size_t(index)].get();
}

QList<BatchSeed> LevelBatch::results() const {
    QList<BatchSeed> out;
    for (const auto &s : m_ready)
        if (s)
            out << *s;
    return out;
}

void LevelBatch::collect(int begin, int end) {
    QList<int> indices;
    const QFuture<BatchSeed> future = m_watcher.future();
    for (int i = begin; i < end; ++i) {
        if (!future.isResultReadyAt(i))
            continue;
        auto s = std::make_shared<const BatchSeed>(future.resultAt(i));
        if (s->index < 0 || std::size_t(s->index) >= m_ready.size() ||
            m_ready[std::size_t(s->index)])
            continue;
        indices << s->index;
        m_ready[std::size_t(s->index)] = std::move(s);
        ++m_done;
    }
    if (indices.isEmpty())
        return;
    Q_EMIT seedsReady(indices);
    Q_EMIT progress(m_done, m_total);
}

QList<BatchSeed> LevelBatch::run(const BatchRequest &request, int threads) {
    const int n = int(request.seeds.size());
    if (threads <= 1) {
        QList<BatchSeed> out;
        out.reserve(n);
        for (int i = 0; i < n; ++i)
            out << make(request, i);
        return out;
    }
    QThreadPool pool;
    pool.setMaxThreadCount(threads);
    QList<int> indices(n);
    std::iota(indices.begin(), indices.end(), 0);
    std::function<BatchSeed(int)> one = [&request](int i) { return make(request, i); };
    return QtConcurrent::blockingMapped<QList<BatchSeed>>(&pool, indices, one);
}

} // namespace pd
