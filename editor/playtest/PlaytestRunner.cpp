#include "PlaytestRunner.h"

#include "data/Pack.h"

#include <QThreadPool>
#include <QtConcurrent>

#include <numeric>

namespace pd {

PlaytestRunner::PlaytestRunner(QThreadPool *pool, QObject *parent)
    : QObject(parent)
    , m_pool(pool) {
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(kUpdateMs);
    connect(&m_throttle, &QTimer::timeout, this, &PlaytestRunner::publish);
}

PlaytestRunner::~PlaytestRunner() {
    cancel();
    // The runs under way hold the pack and write to nothing of ours: wait for them all the same,
    // so that none outlives the window (the pool is the dock's).
    for (auto *w : findChildren<QFutureWatcher<BotRun> *>())
        w->waitForFinished();
}

void PlaytestRunner::start(std::shared_ptr<const Pack> pack, const BotOptions &options) {
    cancel();
    m_pack = std::move(pack);
    m_report = BotReport::begin(*m_pack, options);
    std::vector<int> indices(std::size_t(std::max(0, options.runs)));
    std::iota(indices.begin(), indices.end(), 0);
    const std::shared_ptr<const Pack> played = m_pack;
    const std::vector<int> checkpoints = m_report.checkpoints;
    auto run = [played, options, checkpoints](int i) {
        BotRun r = BotRun::play(*played, BotRun::seedFor(options.seed, i), options, checkpoints);
        r.index = i;
        return r;
    };
    m_watcher = new QFutureWatcher<BotRun>(this);
    connect(m_watcher, &QFutureWatcher<BotRun>::resultsReadyAt, this, &PlaytestRunner::take);
    connect(m_watcher, &QFutureWatcher<BotRun>::finished, this, [this] {
        m_running = false;
        m_watcher->deleteLater();
        m_watcher = nullptr;
        m_throttle.stop();
        m_dirty = false;
        Q_EMIT updated();
        Q_EMIT finished();
    });
    m_running = true;
    m_watcher->setFuture(QtConcurrent::mapped(m_pool, std::move(indices), run));
}

void PlaytestRunner::cancel() {
    m_throttle.stop();
    m_dirty = false;
    m_running = false;
    if (!m_watcher)
        return;
    // The runs not begun are dropped; the watcher goes once those under way are done.
    QFutureWatcher<BotRun> *old = std::exchange(m_watcher, nullptr);
    old->disconnect(this);
    old->cancel();
    if (old->isFinished())
        old->deleteLater();
    else
        connect(old, &QFutureWatcher<BotRun>::finished, old, &QObject::deleteLater);
}

void PlaytestRunner::clear() {
    cancel();
    m_pack.reset();
    m_report = BotReport();
}

void PlaytestRunner::take(int begin, int end) {
    if (!m_watcher)
        return;
    for (int i = begin; i < end; ++i)
        m_report.add(m_watcher->resultAt(i));
    m_dirty = true;
    if (!m_throttle.isActive())
        m_throttle.start();
}

void PlaytestRunner::publish() {
    if (!m_dirty)
        return;
    m_dirty = false;
    Q_EMIT updated();
}

void PlaytestRunner::waitForFinished() {
    if (!m_watcher)
        return;
    QFutureWatcher<BotRun> *watcher = m_watcher;
    watcher->waitForFinished();
    // The watcher's signals come through the event loop: deliver them now.
    while (m_running && m_watcher == watcher)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

} // namespace pd
