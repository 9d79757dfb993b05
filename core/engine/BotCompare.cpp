#include "engine/BotCompare.h"

#include "random/Rng.h"

#include <QSet>

#include <algorithm>
#include <functional>
#include <numeric>
#include <vector>

namespace pd {

namespace {

double meanOf(const std::vector<double> &v) {
    return v.empty() ? 0.0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

// The mean of a resample of `v` (as many draws as values, with replacement).
double resampledMean(const std::vector<double> &v, Rng &rng) {
    if (v.empty())
        return 0.0;
    double sum = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        sum += v[rng.below(std::uint32_t(v.size()))];
    return sum / double(v.size());
}

std::vector<double> valuesOf(const BotReport &r, const std::function<double(const BotRun &)> &f) {
    std::vector<double> out;
    out.reserve(std::size_t(r.runs.size()));
    for (const BotRun &run : r.runs)
        out.push_back(f(run));
    return out;
}

} // namespace

BotComparison BotComparison::compare(const BotReport &a, const BotReport &b, std::uint64_t seed,
                                     int resamples) {
    BotComparison out;
    resamples = std::max(resamples, 40);
    const auto add = [&](Row row, const std::function<double(const BotRun &)> &f) {
        const std::vector<double> va = valuesOf(a, f), vb = valuesOf(b, f);
        row.a = meanOf(va);
        row.b = meanOf(vb);
        const auto zero = [](const std::vector<double> &v) {
            return std::all_of(v.begin(), v.end(), [](double x) { return x == 0.0; });
        };
        if (zero(va) && zero(vb))
            return; // nothing to compare: a figure neither pack has
        // Each row draws from its own stream: adding a row changes no other row's interval.
        Rng rng = Rng::forStream(seed, u"bootstrap", std::uint64_t(out.rows.size()));
        std::vector<double> diffs(static_cast<std::size_t>(resamples));
        for (double &d : diffs)
            d = resampledMean(vb, rng) - resampledMean(va, rng);
        std::sort(diffs.begin(), diffs.end());
        const std::size_t n = diffs.size();
        row.low = diffs[n * 25 / 1000];
        row.high = diffs[std::min(n - 1, (n * 975 + 999) / 1000 - 1)];
        out.rows.append(row);
    };
    const auto flag = [](bool b) { return b ? 1.0 : 0.0; };
    const auto rowOf = [](Figure figure) {
        Row row;
        row.figure = figure;
        return row;
    };
    add(rowOf(Figure::Died), [&](const BotRun &r) { return flag(r.end == BotRun::End::Died); });
    add(rowOf(Figure::Won), [&](const BotRun &r) { return flag(r.end == BotRun::End::Won); });
    add(rowOf(Figure::Deepest), [](const BotRun &r) { return double(r.deepest); });
    add(rowOf(Figure::Turns), [](const BotRun &r) { return double(r.turns); });
    add(rowOf(Figure::Xp), [](const BotRun &r) { return double(r.xp); });
    add(rowOf(Figure::Gold), [](const BotRun &r) { return double(r.gold); });
    QSet<int> depthSet;
    QSet<QString> monsterSet;
    for (const BotReport *r : {&a, &b})
        for (const BotRun &run : r->runs) {
            if (run.end == BotRun::End::Died)
                depthSet.insert(run.depth);
            for (auto it = run.damageBy.constBegin(); it != run.damageBy.constEnd(); ++it)
                monsterSet.insert(it.key());
        }
    QList<int> depths = depthSet.values();
    std::sort(depths.begin(), depths.end());
    for (const int d : depths) {
        Row row = rowOf(Figure::DiedAt);
        row.depth = d;
        add(row, [&](const BotRun &r) { return flag(r.end == BotRun::End::Died && r.depth == d); });
    }
    QList<QString> monsters = monsterSet.values();
    std::sort(monsters.begin(), monsters.end());
    for (const QString &m : monsters) {
        Row row = rowOf(Figure::DamageBy);
        row.monster = m;
        add(row, [&](const BotRun &r) { return double(r.damageBy.value(m)); });
    }
    return out;
}

QList<BotComparison::Row> BotComparison::significant() const {
    QList<Row> out;
    for (const Row &r : rows)
        if (r.significant())
            out.append(r);
    return out;
}

} // namespace pd
