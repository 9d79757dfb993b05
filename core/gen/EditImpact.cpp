#include "EditImpact.h"

#include "data/Pack.h"

#include <QCryptographicHash>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pd {

namespace {

ImpactRow::Kind rowKind(const QString &key) {
    const QString kind = key.section(QLatin1Char(':'), 0, 0);
    if (kind == LevelEntity::kindName(LevelEntity::Kind::Monster))
        return ImpactRow::Kind::Monster;
    if (kind == LevelEntity::kindName(LevelEntity::Kind::Item))
        return ImpactRow::Kind::Item;
    if (kind == LevelEntity::kindName(LevelEntity::Kind::Chest))
        return ImpactRow::Kind::Chest;
    if (kind == LevelEntity::kindName(LevelEntity::Kind::Trap))
        return ImpactRow::Kind::Trap;
    return ImpactRow::Kind::Chip;
}

} // namespace

ImpactSample ImpactSample::standard(const Pack &pack, int seedCount, int depthCount) {
    ImpactSample s;
    s.seeds = BatchRequest::range(1, std::max(0, seedCount));
    const int deepest = std::max(1, pack.ruleset.depth);
    const int n = std::clamp(depthCount, 1, deepest);
    if (n == 1) {
        s.depths << 1;
        return s;
    }
    for (int i = 0; i < n; ++i) {
        // Evenly spread, rounded to the nearest depth; integers only so every platform agrees.
        const int d = 1 + int((qint64(i) * (deepest - 1) * 2 + (n - 1)) / (2 * qint64(n - 1)));
        if (s.depths.isEmpty() || s.depths.last() != d)
            s.depths << d;
    }
    return s;
}

QString ImpactTally::entityKey(const LevelEntity &entity) {
    return LevelEntity::kindName(entity.kind) + QLatin1Char(':') + entity.id;
}

ImpactTally ImpactTally::measure(const std::shared_ptr<const Pack> &pack,
                                 const ImpactSample &sample, int threads) {
    ImpactTally tally;
    tally.sample = sample;
    tally.depths.resize(sample.depths.size());
    if (!pack)
        return tally;
    BatchRequest request;
    request.pack = pack;
    request.seeds = sample.seeds;
    request.depths = sample.depths;
    // The entity counts are taken on the worker, so no level is kept.
    using Counts = QHash<QString, qint64>;
    request.decorate = [](const Level &level, const LevelStats &) {
        Counts counts;
        for (const LevelEntity &e : level.entities)
            ++counts[entityKey(e)];
        return QVariant::fromValue(counts);
    };
    if (threads <= 0)
        threads = std::max(1, QThread::idealThreadCount());
    const QList<BatchSeed> seeds = LevelBatch::run(request, threads);

    QCryptographicHash fingerprint(QCryptographicHash::Sha256);
    for (const BatchSeed &seed : seeds) {
        for (int i = 0; i < seed.levels.size() && i < tally.depths.size(); ++i) {
            const BatchLevel &b = seed.levels[i];
            Depth &d = tally.depths[i];
            fingerprint.addData(b.stats.error.isEmpty() ? b.stats.hash.toUtf8()
                                                        : b.stats.error.toUtf8());
            fingerprint.addData(QByteArrayView("\n"));
            if (!b.stats.error.isEmpty()) {
                d.figures[int(ImpactFigure::Failed)].add(1);
                continue;
            }
            const LevelStats &st = b.stats;
            ++d.levels;
            auto add = [&d](ImpactFigure f, qint64 v) { d.figures[int(f)].add(v); };
            add(ImpactFigure::Monsters, st.monsters);
            add(ImpactFigure::Items, st.items);
            add(ImpactFigure::Chests, st.chests);
            add(ImpactFigure::Traps, st.traps);
            add(ImpactFigure::Chips, st.chips);
            add(ImpactFigure::Rooms, st.rooms);
            add(ImpactFigure::FloorPercent, st.floorPermille);
            add(ImpactFigure::DeadEnds, st.deadEnds);
            if (st.pathLength >= 0) {
                ++d.withPath;
                add(ImpactFigure::PathLength, st.pathLength);
            }
            const Counts counts = b.extra.value<Counts>();
            for (auto it = counts.cbegin(); it != counts.cend(); ++it)
                d.entities[it.key()].add(it.value());
        }
    }
    tally.fingerprint = fingerprint.result();
    return tally;
}

std::optional<double> ImpactRow::changePercent() const {
    if (before == 0.0)
        return after == 0.0 ? std::optional<double>(0.0) : std::nullopt;
    return (after - before) / before * 100.0;
}

double ImpactRow::magnitude() const {
    const auto percent = changePercent();
    return percent ? std::abs(*percent) : std::numeric_limits<double>::infinity();
}

int ImpactReport::rowsBeyondNoise() const {
    return int(std::count_if(rows.cbegin(), rows.cend(),
                             [](const ImpactRow &r) { return r.changed() && !r.withinNoise(); }));
}

int ImpactReport::changedRows() const {
    return int(
        std::count_if(rows.cbegin(), rows.cend(), [](const ImpactRow &r) { return r.changed(); }));
}

QStringList changedMonsters(const Pack &before, const Pack &after) {
    QStringList out;
    for (const MonsterRecord &m : after.monsters) {
        const MonsterRecord *old = before.monster(m.id);
        if (!old || old->toJson() != m.toJson())
            out << m.id;
    }
    for (const MonsterRecord &m : before.monsters)
        if (!after.monster(m.id))
            out << m.id;
    return out;
}

namespace {

// The sample's depths that one depth band of the after pack covers (a depth no band covers is
// a band of its own).
struct BandGroup {
    int from, to;
    QList<int> indices; // into the sample's depths
};

// Grouped by the bands they fall in, in depth order.
QList<BandGroup> bandGroups(const Ruleset &rules, const QList<int> &depths) {
    QList<BandGroup> groups;
    for (int i = 0; i < depths.size(); ++i) {
        const Ruleset::Band *band = rules.bandFor(depths[i]);
        const int from = band ? band->from : depths[i];
        const int to = band ? band->to : depths[i];
        if (groups.isEmpty() || groups.last().from != from || groups.last().to != to)
            groups.append(BandGroup{from, to, {}});
        groups.last().indices << i;
    }
    return groups;
}

using SumPair = std::pair<ImpactTally::Sum, ImpactTally::Sum>; // before, after

// A band's sums over its depths, before and after.
struct BandSums {
    qint64 levelsBefore = 0, levelsAfter = 0, pathBefore = 0, pathAfter = 0;
    QHash<QString, SumPair> entities;
    QHash<int, SumPair> figures;
};

const ImpactTally::Depth &tallyDepth(const ImpactTally &t, int i) {
    static const ImpactTally::Depth empty;
    return i < t.depths.size() ? t.depths[i] : empty;
}

BandSums sumBand(const BandGroup &g, const ImpactTally &beforeTally,
                 const ImpactTally &afterTally) {
    BandSums s;
    auto sum = [](const auto &from, auto &into, bool first) {
        for (auto it = from.cbegin(); it != from.cend(); ++it) {
            ImpactTally::Sum &to = first ? into[it.key()].first : into[it.key()].second;
            to.total += it.value().total;
            to.squares += it.value().squares;
        }
    };
    for (int i : g.indices) {
        const ImpactTally::Depth &b = tallyDepth(beforeTally, i);
        const ImpactTally::Depth &a = tallyDepth(afterTally, i);
        s.levelsBefore += b.levels;
        s.levelsAfter += a.levels;
        s.pathBefore += b.withPath;
        s.pathAfter += a.withPath;
        sum(b.entities, s.entities, true);
        sum(a.entities, s.entities, false);
        sum(b.figures, s.figures, true);
        sum(a.figures, s.figures, false);
    }
    return s;
}

double perLevel(qint64 sum, qint64 count) {
    return count > 0 ? double(sum) / double(count) : 0.0;
}

// Two standard errors of the difference of two averages over n levels each (the variance of
// one level's count from its sum and sum of squares).
double noiseOf(const SumPair &sums, qint64 nBefore, qint64 nAfter) {
    double v = 0.0;
    for (const auto &[s, n] : {std::pair{sums.first, nBefore}, std::pair{sums.second, nAfter}}) {
        if (n < 2)
            continue;
        const double mean = double(s.total) / double(n);
        const double variance = std::max(0.0, double(s.squares) / double(n) - mean * mean);
        v += variance / double(n);
    }
    return 2.0 * std::sqrt(v);
}

// A row per entity placed in the band, before or after, in key order.
void appendEntityRows(const BandGroup &g, const BandSums &s, int sampleLevels,
                      QList<ImpactRow> &rows) {
    QStringList keys = s.entities.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString &key : std::as_const(keys)) {
        ImpactRow row;
        row.kind = rowKind(key);
        row.id = key.section(QLatin1Char(':'), 1);
        row.bandFrom = g.from;
        row.bandTo = g.to;
        row.levels = sampleLevels;
        const SumPair sums = s.entities.value(key);
        row.before = perLevel(sums.first.total, s.levelsBefore);
        row.after = perLevel(sums.second.total, s.levelsAfter);
        row.noise = noiseOf(sums, s.levelsBefore, s.levelsAfter);
        rows << row;
    }
}

// A row per figure, in ImpactFigure order.
void appendFigureRows(const BandGroup &g, const BandSums &s, int sampleLevels,
                      QList<ImpactRow> &rows) {
    for (int f = int(ImpactFigure::Monsters); f <= int(ImpactFigure::Failed); ++f) {
        const auto figure = ImpactFigure(f);
        ImpactRow row;
        row.figure = figure;
        row.bandFrom = g.from;
        row.bandTo = g.to;
        row.levels = sampleLevels;
        const SumPair sums = s.figures.value(f);
        if (figure == ImpactFigure::PathLength) {
            row.before = perLevel(sums.first.total, s.pathBefore);
            row.after = perLevel(sums.second.total, s.pathAfter);
            row.noise = noiseOf(sums, s.pathBefore, s.pathAfter);
        } else if (figure == ImpactFigure::FloorPercent) {
            row.before = perLevel(sums.first.total, s.levelsBefore) / 10.0;
            row.after = perLevel(sums.second.total, s.levelsAfter) / 10.0;
            row.noise = noiseOf(sums, s.levelsBefore, s.levelsAfter) / 10.0;
        } else if (figure == ImpactFigure::Failed) {
            row.before = double(sums.first.total); // a count of levels, not an average
            row.after = double(sums.second.total);
        } else {
            row.before = perLevel(sums.first.total, s.levelsBefore);
            row.after = perLevel(sums.second.total, s.levelsAfter);
            row.noise = noiseOf(sums, s.levelsBefore, s.levelsAfter);
        }
        rows << row;
    }
}

// Changes beyond the noise first, largest first, then those within it; the unchanged keep band,
// kind and id order (stable).
void sortByChange(QList<ImpactRow> &rows) {
    std::stable_sort(rows.begin(), rows.end(), [](const ImpactRow &x, const ImpactRow &y) {
        if (x.changed() != y.changed())
            return x.changed();
        if (!x.changed())
            return false;
        if (x.withinNoise() != y.withinNoise())
            return !x.withinNoise();
        if (x.magnitude() != y.magnitude())
            return x.magnitude() > y.magnitude();
        return std::abs(x.after - x.before) > std::abs(y.after - y.before);
    });
}

// The balance simulation of every monster whose record changed, before and after (none when no
// battles are asked for).
QList<ImpactBalance> compareBalance(const Pack &before, const Pack &after,
                                    const ImpactOptions &options) {
    QList<ImpactBalance> balance;
    const QStringList monsters = changedMonsters(before, after);
    if (monsters.isEmpty())
        return balance;
    if (options.battles <= 0) {
        for (const QString &id : monsters)
            balance << ImpactBalance{id, std::nullopt, std::nullopt};
        return balance;
    }
    BalanceOptions bo;
    bo.battles = options.battles;
    bo.seed = options.balanceSeed;
    bo.threads = options.threads;
    bo.monsters = monsters;
    const BalanceReport was = simulateBalance(before, bo);
    const BalanceReport now = simulateBalance(after, bo);
    for (const QString &id : monsters) {
        ImpactBalance b;
        b.monster = id;
        for (const BalanceRow &r : was.rows)
            if (r.id == id)
                b.before = r;
        for (const BalanceRow &r : now.rows)
            if (r.id == id)
                b.after = r;
        balance << b;
    }
    return balance;
}

} // namespace

ImpactReport compareImpact(const Pack &before, const ImpactTally &beforeTally, const Pack &after,
                           const ImpactTally &afterTally, const ImpactOptions &options) {
    ImpactReport report;
    report.sample = afterTally.sample;
    report.levels = int(afterTally.sample.seeds.size() * afterTally.sample.depths.size());
    report.sameLevels = beforeTally.sample == afterTally.sample &&
                        beforeTally.fingerprint == afterTally.fingerprint;
    for (const BandGroup &g : bandGroups(after.ruleset, afterTally.sample.depths)) {
        const BandSums sums = sumBand(g, beforeTally, afterTally);
        const int sampleLevels = int(g.indices.size() * afterTally.sample.seeds.size());
        appendEntityRows(g, sums, sampleLevels, report.rows);
        appendFigureRows(g, sums, sampleLevels, report.rows);
    }
    sortByChange(report.rows);
    report.balance = compareBalance(before, after, options);
    if (!report.balance.isEmpty() && options.battles > 0)
        report.battles = options.battles;
    return report;
}

ImpactReport measureImpact(const std::shared_ptr<const Pack> &before,
                           const std::shared_ptr<const Pack> &after, const ImpactSample &sample,
                           const ImpactOptions &options, const ImpactTally *beforeTally) {
    const ImpactTally was = beforeTally && beforeTally->sample == sample
                                ? *beforeTally
                                : ImpactTally::measure(before, sample, options.threads);
    const ImpactTally now = ImpactTally::measure(after, sample, options.threads);
    return compareImpact(*before, was, *after, now, options);
}

} // namespace pd
