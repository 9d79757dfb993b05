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

ImpactReport compareImpact(const Pack &before, const ImpactTally &beforeTally, const Pack &after,
                           const ImpactTally &afterTally, const ImpactOptions &options) {
    ImpactReport report;
    report.sample = afterTally.sample;
    report.levels = int(afterTally.sample.seeds.size() * afterTally.sample.depths.size());
    report.sameLevels = beforeTally.sample == afterTally.sample &&
                        beforeTally.fingerprint == afterTally.fingerprint;

    // Group the sample's depths by the after pack's bands, in depth order.
    struct Group {
        int from, to;
        QList<int> indices; // into the sample's depths
    };
    QList<Group> groups;
    const QList<int> &depths = afterTally.sample.depths;
    for (int i = 0; i < depths.size(); ++i) {
        const Ruleset::Band *band = after.ruleset.bandFor(depths[i]);
        const int from = band ? band->from : depths[i];
        const int to = band ? band->to : depths[i];
        if (groups.isEmpty() || groups.last().from != from || groups.last().to != to)
            groups.append(Group{from, to, {}});
        groups.last().indices << i;
    }

    static const ImpactTally::Depth empty;
    auto depthOf = [](const ImpactTally &t, int i) -> const ImpactTally::Depth & {
        return i < t.depths.size() ? t.depths[i] : empty;
    };

    for (const Group &g : std::as_const(groups)) {
        qint64 levelsBefore = 0, levelsAfter = 0, pathBefore = 0, pathAfter = 0;
        using Sum = ImpactTally::Sum;
        QHash<QString, std::pair<Sum, Sum>> entities; // before, after
        QHash<int, std::pair<Sum, Sum>> figures;
        for (int i : g.indices) {
            const ImpactTally::Depth &b = depthOf(beforeTally, i);
            const ImpactTally::Depth &a = depthOf(afterTally, i);
            levelsBefore += b.levels;
            levelsAfter += a.levels;
            pathBefore += b.withPath;
            pathAfter += a.withPath;
            auto sum = [](const auto &from, auto &into, bool first) {
                for (auto it = from.cbegin(); it != from.cend(); ++it) {
                    Sum &to = first ? into[it.key()].first : into[it.key()].second;
                    to.total += it.value().total;
                    to.squares += it.value().squares;
                }
            };
            sum(b.entities, entities, true);
            sum(a.entities, entities, false);
            sum(b.figures, figures, true);
            sum(a.figures, figures, false);
        }
        const int sampleLevels = int(g.indices.size() * afterTally.sample.seeds.size());
        auto average = [](qint64 sum, qint64 count) {
            return count > 0 ? double(sum) / double(count) : 0.0;
        };
        // Two standard errors of the difference of two averages over n levels each (the
        // variance of one level's count from its sum and sum of squares).
        auto noise = [](const std::pair<Sum, Sum> &sums, qint64 nBefore, qint64 nAfter) {
            double v = 0.0;
            for (const auto &[s, n] :
                 {std::pair{sums.first, nBefore}, std::pair{sums.second, nAfter}}) {
                if (n < 2)
                    continue;
                const double mean = double(s.total) / double(n);
                const double variance = std::max(0.0, double(s.squares) / double(n) - mean * mean);
                v += variance / double(n);
            }
            return 2.0 * std::sqrt(v);
        };

        QStringList keys = entities.keys();
        std::sort(keys.begin(), keys.end());
        for (const QString &key : std::as_const(keys)) {
            ImpactRow row;
            row.kind = rowKind(key);
            row.id = key.section(QLatin1Char(':'), 1);
            row.bandFrom = g.from;
            row.bandTo = g.to;
            row.levels = sampleLevels;
            const std::pair<Sum, Sum> &sums = entities[key];
            row.before = average(sums.first.total, levelsBefore);
            row.after = average(sums.second.total, levelsAfter);
            row.noise = noise(sums, levelsBefore, levelsAfter);
            report.rows << row;
        }
        for (int f = int(ImpactFigure::Monsters); f <= int(ImpactFigure::Failed); ++f) {
            const auto figure = ImpactFigure(f);
            ImpactRow row;
            row.figure = figure;
            row.bandFrom = g.from;
            row.bandTo = g.to;
            row.levels = sampleLevels;
            const std::pair<Sum, Sum> sums = figures.value(f);
            if (figure == ImpactFigure::PathLength) {
                row.before = average(sums.first.total, pathBefore);
                row.after = average(sums.second.total, pathAfter);
                row.noise = noise(sums, pathBefore, pathAfter);
            } else if (figure == ImpactFigure::FloorPercent) {
                row.before = average(sums.first.total, levelsBefore) / 10.0;
                row.after = average(sums.second.total, levelsAfter) / 10.0;
                row.noise = noise(sums, levelsBefore, levelsAfter) / 10.0;
            } else if (figure == ImpactFigure::Failed) {
                row.before = double(sums.first.total); // a count of levels, not an average
                row.after = double(sums.second.total);
            } else {
                row.before = average(sums.first.total, levelsBefore);
                row.after = average(sums.second.total, levelsAfter);
                row.noise = noise(sums, levelsBefore, levelsAfter);
            }
            report.rows << row;
        }
    }
    // Changes beyond the noise first, largest first, then those within it; the unchanged keep
    // band, kind and id order (stable).
    std::stable_sort(report.rows.begin(), report.rows.end(),
                     [](const ImpactRow &x, const ImpactRow &y) {
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

    const QStringList monsters = changedMonsters(before, after);
    if (!monsters.isEmpty() && options.battles > 0) {
        BalanceOptions bo;
        bo.battles = options.battles;
        bo.seed = options.balanceSeed;
        bo.threads = options.threads;
        bo.monsters = monsters;
        const BalanceReport was = simulateBalance(before, bo);
        const BalanceReport now = simulateBalance(after, bo);
        report.battles = options.battles;
        for (const QString &id : monsters) {
            ImpactBalance b;
            b.monster = id;
            for (const BalanceRow &r : was.rows)
                if (r.id == id)
                    b.before = r;
            for (const BalanceRow &r : now.rows)
                if (r.id == id)
                    b.after = r;
            report.balance << b;
        }
    } else if (!monsters.isEmpty()) {
        for (const QString &id : monsters)
            report.balance << ImpactBalance{id, std::nullopt, std::nullopt};
    }
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
