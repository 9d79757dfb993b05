#include "engine/BotRun.h"

#include "data/Pack.h"
#include "engine/AutoPlay.h"
#include "engine/Game.h"
#include "random/Rng.h"

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace pd {

namespace {

qint64 experienceOf(const Game &game) {
    return game.pack().ruleset.health == Ruleset::Health::Xp ? game.state().hero.stats.hp
                                                             : game.state().hero.xp;
}

// What counts as progress: anything here changing resets the stuck count.
struct Progress {
    int depth, deepest, kills, level;
    qint64 score, xp, gold;
    std::size_t explored;
    bool operator==(const Progress &o) const {
        return std::tie(depth, deepest, kills, level, score, xp, gold, explored) ==
               std::tie(o.depth, o.deepest, o.kills, o.level, o.score, o.xp, o.gold, o.explored);
    }
};

Progress progressOf(const Game &game) {
    const GameState &s = game.state();
    const std::vector<std::uint8_t> &seen = game.level().explored;
    return {s.depth,
            s.deepest,
            s.kills,
            s.hero.stats.level,
            s.score,
            experienceOf(game),
            s.hero.gold,
            std::size_t(std::count_if(seen.begin(), seen.end(), [](std::uint8_t c) { return c; }))};
}

// The blows monsters dealt: what a monster record cost the hero (traps, effects, poison and
// falls are not a monster's).
bool byMonster(Blow::How how) {
    switch (how) {
    case Blow::How::Melee:
    case Blow::How::Missile:
    case Blow::How::Contact:
    case Blow::How::Breath:
    case Blow::How::Blast:
    case Blow::How::Spell:
        return true;
    default:
        return false;
    }
}

} // namespace

std::uint64_t BotRun::seedFor(std::uint64_t seed, int index) {
    return Rng::forStream(seed, u"bot", std::uint64_t(index)).next64();
}

BotRun BotRun::play(const Pack &pack, std::uint64_t runSeed, const BotOptions &options,
                    const std::vector<int> &checkpoints, const Watcher &watch) {
    BotRun run;
    run.seed = runSeed;
    Game game(pack, runSeed);
    game.takeEvents();
    std::size_t nextCheckpoint = 0;
    Progress last = progressOf(game);
    int still = 0;
    const auto readCheckpoints = [&] {
        while (nextCheckpoint < checkpoints.size() &&
               game.state().turn >= checkpoints[nextCheckpoint]) {
            run.xpAt.push_back(experienceOf(game));
            run.goldAt.push_back(game.state().hero.gold);
            ++nextCheckpoint;
        }
    };
    readCheckpoints();
    run.arrivedAt = {0};
    run.hpOnArrival = {game.state().hero.stats.hp};
    // The recap keeps the last RunRecap::kMaxBlows blows and counts them all: the new ones are
    // the last (recorded - counted).
    int counted = 0;
    const auto countBlows = [&] {
        const RunRecap &recap = game.recap();
        const qsizetype fresh = std::min<qsizetype>(recap.recorded - counted, recap.blows.size());
        for (qsizetype i = recap.blows.size() - fresh; i < recap.blows.size(); ++i)
            if (byMonster(recap.blows[i].how) && !recap.blows[i].id.isEmpty())
                run.damageBy[recap.blows[i].id] += recap.blows[i].damage;
        counted = recap.recorded;
    };
    bool exhausted = false;
    while (!game.isOver() && game.state().turn < options.turns) {
        if (game.state().depth >= pack.ruleset.depth && !game.state().battle &&
            AutoPlay::next(game, AutoPlay::Goal::Explore).reason == AutoPlay::Reason::NothingLeft &&
            !AutoPlay::next(game, AutoPlay::Goal::StairsUp).command) {
            exhausted = true;
            break;
        }
        const AutoPlay::Answer answer = AutoPlay::play(game);
        if (!answer.command)
            break; // play() promises a command while the run goes on; a bug ends the run as stuck
        ++run.commands;
        const bool accepted = game.submit(*answer.command);
        if (!accepted)
            ++run.refused;
        const QList<GameEvent> events = game.takeEvents();
        if (watch) {
            // Each log entry comes with one Message event: the last that many are new.
            const qsizetype written =
                std::count_if(events.begin(), events.end(), [](const GameEvent &e) {
                    return e.kind == GameEvent::Kind::Message;
                });
            const QList<LogEntry> &log = game.state().log;
            watch(game, *answer.command, accepted,
                  log.mid(std::max<qsizetype>(0, log.size() - written)));
        }
        for (const GameEvent &e : events) {
            switch (e.kind) {
            case GameEvent::Kind::ItemUsed:
                if (e.actor <= 0) // the hero (on the map the event names no actor)
                    ++run.itemsUsed[e.id];
                break;
            case GameEvent::Kind::BattleStarted:
                ++run.battles;
                break;
            case GameEvent::Kind::Escaped:
                if (e.actor == 0 && !e.miss)
                    ++run.heroEscapes;
                break;
            case GameEvent::Kind::Vanished:
                ++run.fledBattles;
                break;
            case GameEvent::Kind::Fleeing:
                ++run.fledMap;
                break;
            case GameEvent::Kind::ChestOpened:
                ++run.chestsOpened;
                break;
            case GameEvent::Kind::LevelUp:
                if (run.firstLevelUp < 0)
                    run.firstLevelUp = e.turn;
                break;
            case GameEvent::Kind::LevelChanged:
                // First arrivals only (a depth skipped by a fall: reached at the same turn).
                while (qint64(run.arrivedAt.size()) < e.amount) {
                    run.arrivedAt.push_back(e.turn);
                    run.hpOnArrival.push_back(game.state().hero.stats.hp);
                }
                break;
            case GameEvent::Kind::Message:
                if (e.id == LogEntry::kindName(LogEntry::Kind::BumpedInto))
                    ++run.bumps;
                else if (e.id == LogEntry::kindName(LogEntry::Kind::XpDrained))
                    ++run.touched;
                break;
            default:
                break;
            }
        }
        countBlows();
        readCheckpoints();
        const Progress now = progressOf(game);
        if (now == last) {
            if (++still >= options.stuckAfter)
                break;
        } else {
            still = 0;
            last = now;
        }
    }
    const GameState &s = game.state();
    if (s.won)
        run.end = End::Won;
    else if (!s.alive)
        run.end = End::Died;
    else if (s.turn >= options.turns)
        run.end = End::TurnLimit;
    else if (exhausted)
        run.end = End::Exhausted;
    else
        run.end = End::Stuck;
    if (run.end == End::Died)
        run.cause = s.cause;
    run.turns = s.turn;
    run.deepest = s.deepest;
    run.depth = s.depth;
    run.score = s.score;
    run.kills = s.kills;
    run.level = s.hero.stats.level;
    run.xp = experienceOf(game);
    run.gold = s.hero.gold;
    run.stateHash = game.stateHash();
    return run;
}

BotSpread BotSpread::of(std::vector<qint64> values) {
    BotSpread s;
    s.count = int(values.size());
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    // Nearest rank: the smallest value with at least p of the values at or below it.
    const auto rank = [&](int percent) {
        const std::size_t n = values.size();
        const std::size_t r = (n * std::size_t(percent) + 99) / 100;
        return values[std::max<std::size_t>(r, 1) - 1];
    };
    s.min = values.front();
    s.q1 = rank(25);
    s.median = rank(50);
    s.q3 = rank(75);
    s.max = values.back();
    s.mean = double(std::accumulate(values.begin(), values.end(), qint64(0))) / double(s.count);
    return s;
}

std::vector<int> BotReport::checkpointsFor(int turns) {
    std::vector<int> out;
    for (const int t : {50, 100})
        if (t < turns)
            out.push_back(t);
    // Then in steps that keep the curve to about ten readings.
    const int step = std::max(100, (turns / 8 + 99) / 100 * 100);
    for (int t = 200; t < turns; t += step)
        out.push_back(t);
    out.push_back(turns);
    return out;
}

BotReport BotReport::begin(const Pack &pack, const BotOptions &options) {
    BotReport report;
    report.packId = pack.manifest.id;
    report.rooms = pack.ruleset.levels == Ruleset::Levels::Disposable;
    report.xpHealth = pack.ruleset.health == Ruleset::Health::Xp;
    report.options = options;
    report.checkpoints = checkpointsFor(options.turns);
    return report;
}

void BotReport::add(BotRun run) {
    const auto at = std::upper_bound(runs.begin(), runs.end(), run.index,
                                     [](int i, const BotRun &r) { return i < r.index; });
    runs.insert(at, std::move(run));
}

BotReport BotReport::play(const Pack &pack, const BotOptions &options) {
    BotReport report = begin(pack, options);
    std::vector<int> indices(std::size_t(std::max(0, options.runs)));
    std::iota(indices.begin(), indices.end(), 0);
    const auto run = [&](int i) {
        BotRun r =
            BotRun::play(pack, BotRun::seedFor(options.seed, i), options, report.checkpoints);
        r.index = i;
        return r;
    };
    const int threads =
        options.threads > 0 ? options.threads : std::max(1, QThread::idealThreadCount());
    std::vector<BotRun> runs;
    if (threads <= 1) {
        for (const int i : indices)
            runs.push_back(run(i));
    } else {
        // A pool of its own: Qt's global one is the application's (the Game tab's searches).
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        runs = QtConcurrent::blockingMapped<std::vector<BotRun>>(&pool, indices, run);
    }
    report.runs = QList<BotRun>(runs.begin(), runs.end());
    return report;
}

int BotReport::count(BotRun::End end) const {
    return int(
        std::count_if(runs.begin(), runs.end(), [&](const BotRun &r) { return r.end == end; }));
}

namespace {

template <typename F>
BotSpread spreadOf(const QList<BotRun> &runs, F value) {
    std::vector<qint64> v;
    v.reserve(std::size_t(runs.size()));
    for (const BotRun &r : runs)
        v.push_back(qint64(value(r)));
    return BotSpread::of(std::move(v));
}

} // namespace

BotSpread BotReport::deepest() const {
    return spreadOf(runs, [](const BotRun &r) { return r.deepest; });
}
BotSpread BotReport::turns() const {
    return spreadOf(runs, [](const BotRun &r) { return r.turns; });
}
BotSpread BotReport::score() const {
    return spreadOf(runs, [](const BotRun &r) { return r.score; });
}
BotSpread BotReport::xp() const {
    return spreadOf(runs, [](const BotRun &r) { return r.xp; });
}
BotSpread BotReport::gold() const {
    return spreadOf(runs, [](const BotRun &r) { return r.gold; });
}

BotSpread BotReport::firstLevelUp() const {
    std::vector<qint64> v;
    for (const BotRun &r : runs)
        if (r.firstLevelUp >= 0)
            v.push_back(r.firstLevelUp);
    return BotSpread::of(std::move(v));
}

int BotReport::neverLevelledUp() const {
    return int(std::count_if(runs.begin(), runs.end(),
                             [](const BotRun &r) { return r.firstLevelUp < 0; }));
}

BotSpread BotReport::xpAt(int i) const {
    std::vector<qint64> v;
    for (const BotRun &r : runs)
        if (std::size_t(i) < r.xpAt.size())
            v.push_back(r.xpAt[std::size_t(i)]);
    return BotSpread::of(std::move(v));
}

BotSpread BotReport::goldAt(int i) const {
    std::vector<qint64> v;
    for (const BotRun &r : runs)
        if (std::size_t(i) < r.goldAt.size())
            v.push_back(r.goldAt[std::size_t(i)]);
    return BotSpread::of(std::move(v));
}

QList<QPair<DeathCause, int>> BotReport::causes() const {
    QMap<QString, int> byText;
    for (const BotRun &r : runs)
        if (r.end == BotRun::End::Died)
            ++byText[r.cause.toString()];
    QList<QPair<DeathCause, int>> out;
    for (auto it = byText.constBegin(); it != byText.constEnd(); ++it)
        out.append({DeathCause::fromString(it.key()), it.value()});
    std::stable_sort(out.begin(), out.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

QList<BotReport::DepthDeaths> BotReport::deathsByDepth() const {
    QMap<int, QMap<QString, int>> byDepth;
    for (const BotRun &r : runs)
        if (r.end == BotRun::End::Died)
            ++byDepth[r.depth][r.cause.toString()];
    QList<DepthDeaths> out;
    for (auto it = byDepth.constBegin(); it != byDepth.constEnd(); ++it) {
        DepthDeaths d;
        d.depth = it.key();
        for (auto c = it->constBegin(); c != it->constEnd(); ++c) {
            d.deaths += c.value();
            d.causes.append({DeathCause::fromString(c.key()), c.value()});
        }
        std::stable_sort(d.causes.begin(), d.causes.end(),
                         [](const auto &a, const auto &b) { return a.second > b.second; });
        out.append(d);
    }
    return out;
}

QMap<QString, int> BotReport::itemsUsed() const {
    QMap<QString, int> out;
    for (const BotRun &r : runs)
        for (auto it = r.itemsUsed.constBegin(); it != r.itemsUsed.constEnd(); ++it)
            out[it.key()] += it.value();
    return out;
}

QMap<QString, int> BotReport::runsUsing() const {
    QMap<QString, int> out;
    for (const BotRun &r : runs)
        for (auto it = r.itemsUsed.constBegin(); it != r.itemsUsed.constEnd(); ++it)
            ++out[it.key()];
    return out;
}

qint64 BotReport::total(int BotRun::*field) const {
    qint64 sum = 0;
    for (const BotRun &r : runs)
        sum += r.*field;
    return sum;
}

QList<BotReport::DepthPace> BotReport::pace() const {
    int deepest = 0;
    for (const BotRun &r : runs)
        deepest = std::max(deepest, int(r.arrivedAt.size()));
    QList<DepthPace> out;
    for (int d = 1; d <= deepest; ++d) {
        const std::size_t i = std::size_t(d - 1);
        std::vector<qint64> there, hp;
        for (const BotRun &r : runs) {
            if (i >= r.arrivedAt.size())
                continue;
            hp.push_back(r.hpOnArrival[i]);
            if (i + 1 < r.arrivedAt.size())
                there.push_back(r.arrivedAt[i + 1] - r.arrivedAt[i]);
        }
        DepthPace p;
        p.depth = d;
        p.reached = int(hp.size());
        p.turnsThere = BotSpread::of(std::move(there));
        p.hpOnArrival = BotSpread::of(std::move(hp));
        out.append(p);
    }
    return out;
}

QList<BotReport::MonsterDamage> BotReport::damageByMonster() const {
    QMap<QString, MonsterDamage> by;
    for (const BotRun &r : runs)
        for (auto it = r.damageBy.constBegin(); it != r.damageBy.constEnd(); ++it) {
            MonsterDamage &m = by[it.key()];
            m.monster = it.key();
            m.damage += it.value();
            ++m.runs;
        }
    QList<MonsterDamage> out = by.values(); // id order
    std::stable_sort(out.begin(), out.end(), [](const MonsterDamage &a, const MonsterDamage &b) {
        return a.damage > b.damage;
    });
    return out;
}

QList<BotReport::Finding> BotReport::findings(int depths, bool levels) const {
    QList<Finding> out;
    const int n = int(runs.size());
    if (n == 0)
        return out;
    if (const auto c = causes(); !c.isEmpty()) {
        Finding f;
        f.kind = Finding::Kind::DeadliestCause;
        f.cause = c.first().first;
        f.count = c.first().second;
        f.of = n;
        out.append(f);
    }
    if (const auto hurt = damageByMonster(); !hurt.isEmpty()) {
        Finding f;
        f.kind = Finding::Kind::HardestMonster;
        f.monster = hurt.first().monster;
        f.count = hurt.first().damage;
        for (const MonsterDamage &m : hurt)
            f.of += m.damage;
        out.append(f);
    }
    // Where runs stall: the depth whose median stay is longest, when it is at least twice the
    // median over all depths' stays (a depth left by few runs says little: at least a fifth).
    const QList<DepthPace> p = pace();
    std::vector<qint64> medians;
    const DepthPace *slowest = nullptr;
    for (const DepthPace &d : p) {
        if (d.turnsThere.count * 5 < n)
            continue;
        medians.push_back(d.turnsThere.median);
        if (!slowest || d.turnsThere.median > slowest->turnsThere.median)
            slowest = &d;
    }
    if (slowest && medians.size() >= 2) {
        const qint64 overall = BotSpread::of(medians).median;
        if (overall > 0 && slowest->turnsThere.median >= 2 * overall) {
            Finding f;
            f.kind = Finding::Kind::SlowestDepth;
            f.depth = slowest->depth;
            f.count = slowest->turnsThere.median;
            f.of = overall;
            out.append(f);
        }
    }
    if (int(p.size()) < depths) {
        Finding f;
        f.kind = Finding::Kind::Unreached;
        f.depth = int(p.size()) + 1;
        f.of = depths;
        out.append(f);
    }
    if (levels && neverLevelledUp() * 2 > n) {
        Finding f;
        f.kind = Finding::Kind::NeverLevelled;
        f.count = neverLevelledUp();
        f.of = n;
        out.append(f);
    }
    return out;
}

} // namespace pd
