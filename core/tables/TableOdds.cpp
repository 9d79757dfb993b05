#include "TableOdds.h"

#include "data/Pack.h"
#include "dice/DiceDistribution.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <functional>
#include <limits>
#include <unordered_map>
#include <vector>

namespace pd {

namespace {

// Probability of each row of a table, plus the chance of falling into a gap.
bool rowProbabilities(const RandomTable &t, QList<Rational> &out, Rational &gap, QString *error) {
    out.clear();
    if (t.isWeighted()) {
        const qint64 total = t.totalWeight();
        if (total <= 0) {
            if (error)
                *error = QStringLiteral("table \"%1\": the weights add up to zero").arg(t.id);
            return false;
        }
        for (const TableRow &row : t.rows)
            out << Rational(BigInt(row.weight), BigUInt(std::uint64_t(total)));
        gap = Rational(0);
        return true;
    }
    QString err;
    const DiceDistribution d = t.dice.expression.distribution(&err);
    if (!d.isValid()) {
        if (error)
            *error = QStringLiteral("table \"%1\": %2").arg(t.id, err);
        return false;
    }
    BigUInt covered;
    for (const TableRow &row : t.rows) {
        // Rows that overlap count only where they are the first match, as rolling does.
        BigUInt c;
        if (row.hasRange && row.rangeValid) {
            for (qint64 v = std::max(row.low, d.minimum()); v <= std::min(row.high, d.maximum());
                 ++v) {
                const int first = t.rowForRoll(v);
                if (first >= 0 && &t.rows.at(first) == &row)
                    c += d.count(v);
            }
        }
        covered += c;
        out << Rational(BigInt(c), d.total());
    }
    gap = Rational(BigInt(d.total() - covered), d.total());
    return true;
}

// Marginals: per leaf key, P(present) and E[quantity].
struct Marginals {
    QHash<QString, Rational> present;
    QHash<QString, Rational> expected;
    QSet<QString> unknownChance;
};

// Full outcome distributions: an outcome is a multiset of leaves, a short list of (leaf number,
// how many) sorted by number. Numbers rather than keys and maps: a large table's outcomes are
// merged tens of thousands of times, and allocation was most of the cost.
using Outcome = std::vector<std::pair<int, qint64>>;

struct OutcomeHash {
    std::size_t operator()(const Outcome &o) const noexcept {
        std::uint64_t h = 14695981039346656037ULL; // FNV-1a over the numbers
        for (const auto &[leaf, n] : o) {
            h = (h ^ std::uint64_t(leaf)) * 1099511628211ULL;
            h = (h ^ std::uint64_t(n)) * 1099511628211ULL;
        }
        return std::size_t(h);
    }
};

// Weights over one total (a probability is weight / total): merging outcomes then multiplies and
// adds whole numbers, and no fraction is reduced until the end.
struct OutcomeDist {
    std::unordered_map<Outcome, BigUInt, OutcomeHash> entries;
    BigUInt total = 1u;
    bool tooLarge = false;
};

void addOutcome(OutcomeDist &d, const Outcome &o, const BigUInt &weight) {
    if (weight.isZero())
        return;
    const auto [it, inserted] = d.entries.try_emplace(o, weight);
    if (!inserted)
        it->second += weight;
    else if (int(d.entries.size()) > TableOdds::kMaxOutcomes)
        d.tooLarge = true;
}

OutcomeDist single(const Outcome &o) {
    OutcomeDist d;
    addOutcome(d, o, 1u);
    return d;
}

BigUInt lcm(const BigUInt &a, const BigUInt &b) {
    return a / BigUInt::gcd(a, b) * b;
}

Outcome merged(const Outcome &a, const Outcome &b) {
    Outcome out;
    out.reserve(a.size() + b.size());
    auto i = a.begin(), j = b.begin();
    while (i != a.end() || j != b.end()) {
        if (j == b.end() || (i != a.end() && i->first < j->first)) {
            out.push_back(*i++);
        } else if (i == a.end() || j->first < i->first) {
            out.push_back(*j++);
        } else {
            out.emplace_back(i->first, i->second + j->second);
            ++i;
            ++j;
        }
    }
    return out;
}

class Calculator {
public:
    Calculator(const Pack &pack, const TableOddsOptions &options)
        : m_pack(pack)
        , m_options(options) {}

    QString error;
    bool cancelled = false;
    QHash<QString, std::pair<QString, TableResult::Kind>> labels;

    // The steps progress counts: a row of every table the roots reach, once for the final
    // results and once more for whole outcomes.
    void plan(const QStringList &roots) {
        QSet<QString> seen;
        QList<const RandomTable *> stack;
        auto reach = [&](const QString &id) {
            const RandomTable *t = m_pack.table(id);
            if (t && !seen.contains(id)) {
                seen.insert(id);
                stack << t;
            }
        };
        std::function<void(const TableResult &)> scan = [&](const TableResult &r) {
            if (r.kind == TableResult::Kind::Table)
                reach(r.ref);
            for (const TableResult &item : r.items)
                scan(item);
        };
        for (const QString &id : roots)
            reach(id);
        qint64 rows = 0;
        while (!stack.isEmpty()) {
            const RandomTable *t = stack.takeLast();
            rows += t->rows.size();
            for (const TableRow &row : t->rows)
                scan(row.result);
        }
        rows *= m_options.outcomes ? 2 : 1;
        m_total = int(std::min<qint64>(rows, std::numeric_limits<int>::max()));
    }

    // One step done; false once cancelled.
    bool step() {
        ++m_done;
        return report();
    }
    bool report() {
        if (cancelled)
            return false;
        if (m_options.progress && !m_options.progress(std::min(m_done, m_total), m_total))
            cancelled = true;
        return !cancelled;
    }
    void finish() {
        m_done = m_total;
        report();
    }

    // Whether a count in the table or the tables it reaches uses "depth".
    bool usesDepth(const RandomTable &t) {
        if (auto it = m_depthMemo.constFind(t.id); it != m_depthMemo.constEnd())
            return *it;
        if (m_visiting.contains(t.id))
            return false; // a cycle: the tables on it answer for themselves
        m_visiting.insert(t.id);
        bool uses = false;
        std::function<void(const TableResult &)> scan = [&](const TableResult &r) {
            uses |= r.hasCount() && r.count.usesDepth();
            if (r.kind == TableResult::Kind::Table)
                if (const RandomTable *sub = m_pack.table(r.ref))
                    uses |= usesDepth(*sub);
            for (const TableResult &item : r.items)
                scan(item);
        };
        for (const TableRow &row : t.rows)
            scan(row.result);
        m_visiting.remove(t.id);
        m_depthMemo.insert(t.id, uses);
        return uses;
    }

    bool tableMarginals(const RandomTable &t, Marginals &out, int depth) {
        if (auto it = m_marginalMemo.constFind(t.id); it != m_marginalMemo.constEnd()) {
            out = *it;
            return true;
        }
        // A cycle is found at once: walking it to the depth limit could take 2^32 steps.
        if (const qsizetype at = m_path.indexOf(t.id); at >= 0) {
            error = QStringLiteral("reference cycle: %1")
                        .arg((m_path.mid(at) << t.id).join(QStringLiteral(" → ")));
            return false;
        }
        if (depth > 32) {
            error = QStringLiteral("tables nested too deeply (a reference cycle?)");
            return false;
        }
        QList<Rational> probs;
        Rational gap;
        if (!rowProbabilities(t, probs, gap, &error))
            return false;
        Marginals m;
        m_path << t.id;
        for (int i = 0; i < t.rows.size(); ++i) {
            if (!step()) {
                m_path.removeLast();
                return false;
            }
            if (probs.at(i).isZero())
                continue;
            Marginals r;
            if (!resultMarginals(t.rows.at(i).result, r, depth)) {
                m_path.removeLast();
                return false;
            }
            for (auto it = r.present.constBegin(); it != r.present.constEnd(); ++it)
                m.present[it.key()] = m.present.value(it.key()) + probs.at(i) * it.value();
            for (auto it = r.expected.constBegin(); it != r.expected.constEnd(); ++it)
                m.expected[it.key()] = m.expected.value(it.key()) + probs.at(i) * it.value();
            m.unknownChance.unite(r.unknownChance);
        }
        m_path.removeLast();
        m_marginalMemo.insert(t.id, m);
        out = m;
        return true;
    }

    bool resultMarginals(const TableResult &res, Marginals &out, int depth) {
        Marginals base;
        switch (res.kind) {
        case TableResult::Kind::Nothing:
            break;
        case TableResult::Kind::Table: {
            const RandomTable *sub = m_pack.table(res.ref);
            if (!sub) {
                error = QStringLiteral("unknown table \"%1\"").arg(res.ref);
                return false;
            }
            if (!tableMarginals(*sub, base, depth + 1))
                return false;
            break;
        }
        case TableResult::Kind::List:
            for (const TableResult &item : res.items) {
                Marginals m;
                if (!resultMarginals(item, m, depth))
                    return false;
                // Independent parts: absent from the list only if absent from every part.
                for (auto it = m.present.constBegin(); it != m.present.constEnd(); ++it) {
                    const Rational absentBefore = Rational(1) - base.present.value(it.key());
                    base.present[it.key()] =
                        Rational(1) - absentBefore * (Rational(1) - it.value());
                }
                for (auto it = m.expected.constBegin(); it != m.expected.constEnd(); ++it)
                    base.expected[it.key()] = base.expected.value(it.key()) + it.value();
                base.unknownChance.unite(m.unknownChance);
            }
            break;
        default: {
            const QString key = res.leafKey();
            labels.insert(key, {res.label(), res.kind});
            base.present.insert(key, Rational(1));
            base.expected.insert(key, Rational(1));
            break;
        }
        }
        if (!res.hasCount()) {
            out = base;
            return true;
        }
        const DiceDistribution &c = count(res, &error);
        if (!c.isValid())
            return false;
        const Rational meanCount = c.mean();
        for (auto it = base.expected.constBegin(); it != base.expected.constEnd(); ++it)
            out.expected.insert(it.key(), meanCount * it.value());
        for (auto it = base.present.constBegin(); it != base.present.constEnd(); ++it) {
            const std::optional<Rational> present = TableOdds::atLeastOnce(c, it.value());
            if (!present)
                out.unknownChance.insert(it.key());
            out.present.insert(it.key(), present.value_or(it.value()));
        }
        out.unknownChance.unite(base.unknownChance);
        return true;
    }

    // Leaves by number, numbered as first met.
    int leafNumber(const QString &key) {
        const auto it = m_leafNumbers.constFind(key);
        if (it != m_leafNumbers.constEnd())
            return *it;
        m_leafKeys << key;
        return *m_leafNumbers.insert(key, int(m_leafKeys.size()) - 1);
    }
    const QString &leafKey(int number) const { return m_leafKeys.at(number); }

    const OutcomeDist &tableOutcomes(const RandomTable &t, int depth) {
        if (auto it = m_outcomeMemo.find(t.id); it != m_outcomeMemo.end())
            return it->second;
        OutcomeDist out;
        QList<Rational> probs;
        Rational gap;
        if (depth > 32 || !rowProbabilities(t, probs, gap, nullptr)) {
            out.tooLarge = true;
            return m_outcomeMemo[t.id] = std::move(out);
        }
        // Each row's outcomes, then all of them over one total.
        std::vector<OutcomeDist> rows(std::size_t(t.rows.size()));
        BigUInt total = gap.denominator();
        for (int i = 0; i < t.rows.size(); ++i) {
            if (!step()) {
                out.tooLarge = true;
                break;
            }
            if (probs.at(i).isZero())
                continue;
            OutcomeDist &r = rows[std::size_t(i)] = resultOutcomes(t.rows.at(i).result, depth);
            if (r.tooLarge) {
                out.tooLarge = true;
                break;
            }
            total = lcm(total, probs.at(i).denominator() * r.total);
        }
        if (!out.tooLarge) {
            out.total = total;
            addOutcome(out, Outcome(), gap.numerator().magnitude() * (total / gap.denominator()));
            for (int i = 0; i < t.rows.size() && !out.tooLarge; ++i) {
                const OutcomeDist &r = rows[std::size_t(i)];
                if (probs.at(i).isZero())
                    continue;
                const BigUInt scale = probs.at(i).numerator().magnitude() *
                                      (total / (probs.at(i).denominator() * r.total));
                for (const auto &e : r.entries)
                    addOutcome(out, e.first, e.second * scale);
            }
        }
        return m_outcomeMemo[t.id] = std::move(out);
    }

    OutcomeDist resultOutcomes(const TableResult &res, int depth) {
        OutcomeDist once;
        switch (res.kind) {
        case TableResult::Kind::Nothing:
            once = single(Outcome());
            break;
        case TableResult::Kind::Table:
            if (const RandomTable *sub = m_pack.table(res.ref))
                once = tableOutcomes(*sub, depth + 1);
            else
                once.tooLarge = true;
            break;
        case TableResult::Kind::List:
            once = single(Outcome());
            for (const TableResult &item : res.items) {
                once = combine(once, resultOutcomes(item, depth));
                if (once.tooLarge)
                    break;
            }
            break;
        default:
            once = single(Outcome{{leafNumber(res.leafKey()), 1}});
            break;
        }
        if (!res.hasCount() || once.tooLarge)
            return once;
        const DiceDistribution &c = count(res, nullptr);
        OutcomeDist out;
        if (!c.isValid() || c.maximum() > TableOdds::kMaxCountSpan) {
            out.tooLarge = true;
            return out;
        }
        // A counted leaf is cheap: k of it. Anything else is convolved k times; the k-fold
        // outcomes weigh over total^k, so all of them are put over count total * total^max.
        if (res.isLeaf() && res.kind != TableResult::Kind::Nothing) {
            const int number = leafNumber(res.leafKey());
            out.total = c.total();
            for (qint64 k = c.minimum(); k <= c.maximum() && !out.tooLarge; ++k)
                addOutcome(out, k > 0 ? Outcome{{number, k}} : Outcome(), c.count(k));
            return out;
        }
        std::vector<BigUInt> totalPower(std::size_t(c.maximum()) + 1, BigUInt(1u));
        for (std::size_t k = 1; k < totalPower.size(); ++k)
            totalPower[k] = totalPower[k - 1] * once.total;
        out.total = c.total() * totalPower.back();
        OutcomeDist power = single(Outcome());
        for (qint64 k = 0; k <= c.maximum(); ++k) {
            if (k > 0) {
                power = combine(power, once);
                if (power.tooLarge) {
                    out.tooLarge = true;
                    return out;
                }
            }
            if (k < c.minimum())
                continue;
            const BigUInt scale = c.count(k) * totalPower[std::size_t(c.maximum() - k)];
            for (const auto &e : power.entries)
                addOutcome(out, e.first, e.second * scale);
            if (out.tooLarge)
                return out;
        }
        return out;
    }

    OutcomeDist combine(const OutcomeDist &a, const OutcomeDist &b) {
        OutcomeDist out;
        if (a.tooLarge || b.tooLarge ||
            qint64(a.entries.size()) * b.entries.size() > 4 * TableOdds::kMaxOutcomes * 10) {
            out.tooLarge = true;
            return out;
        }
        out.total = a.total * b.total;
        int sinceReport = 0;
        for (const auto &ea : a.entries) {
            for (const auto &eb : b.entries) {
                // The slow loop of a large table: a cancel must not wait for all of it.
                if (++sinceReport == 1024) {
                    sinceReport = 0;
                    if (!report()) {
                        out.tooLarge = true;
                        return out;
                    }
                }
                addOutcome(out, merged(ea.first, eb.first), ea.second * eb.second);
                if (out.tooLarge)
                    return out;
            }
        }
        return out;
    }

private:
    // Counts are met again and again (every table rolled, marginals then outcomes).
    const DiceDistribution &count(const TableResult &res, QString *why) {
        auto it = m_counts.find(&res);
        if (it == m_counts.end()) {
            QString err;
            it = m_counts.insert(
                &res, {TableOdds::countDistribution(res.count, m_options.depth, &err), err});
        }
        if (why && !it->first.isValid())
            *why = it->second;
        return it->first;
    }

    const Pack &m_pack;
    const TableOddsOptions &m_options;
    int m_done = 0;
    int m_total = 0;
    QHash<QString, Marginals> m_marginalMemo;
    // std::unordered_map: references to its values stay valid as it grows.
    std::unordered_map<QString, OutcomeDist> m_outcomeMemo;
    QHash<QString, int> m_leafNumbers;
    QStringList m_leafKeys;
    QHash<QString, bool> m_depthMemo;
    QSet<QString> m_visiting;
    QStringList m_path; // the tables whose final results are being worked out, outermost first
    QHash<const TableResult *, std::pair<DiceDistribution, QString>> m_counts;
};

TableOddsReport computeOne(const Pack &pack, Calculator &calc, const QString &tableId,
                           const TableOddsOptions &options) {
    TableOddsReport report;
    report.table = tableId;
    const RandomTable *t = pack.table(tableId);
    if (!t) {
        report.error = QStringLiteral("unknown table \"%1\"").arg(tableId);
        return report;
    }
    QList<Rational> probs;
    if (!rowProbabilities(*t, probs, report.gap, &report.error))
        return report;
    for (int i = 0; i < t->rows.size(); ++i) {
        const TableRow &row = t->rows.at(i);
        RowOdds r;
        r.row = i;
        r.range = t->isWeighted() ? QStringLiteral("w %1").arg(row.weight) : row.rangeLabel();
        QString label = row.result.kind == TableResult::Kind::List
                            ? QStringLiteral("all of %1 results").arg(row.result.items.size())
                        : row.result.kind == TableResult::Kind::Table
                            ? QStringLiteral("roll on %1").arg(row.result.ref)
                            : row.result.label();
        if (row.result.hasCount())
            label = row.result.count.text + QStringLiteral(" × ") + label;
        r.label = label;
        r.probability = probs.at(i);
        report.rows << r;
    }

    report.usesDepth = calc.usesDepth(*t);
    calc.error.clear();
    Marginals m;
    if (!calc.tableMarginals(*t, m, 0)) {
        report.error = calc.error;
        return report;
    }
    for (auto it = m.expected.constBegin(); it != m.expected.constEnd(); ++it) {
        LeafOdds leaf;
        leaf.key = it.key();
        const auto lab = calc.labels.value(it.key());
        leaf.label = lab.first;
        leaf.kind = lab.second;
        leaf.expected = it.value();
        leaf.chance = m.present.value(it.key());
        leaf.chanceKnown = !m.unknownChance.contains(it.key());
        report.leaves << leaf;
    }
    std::sort(report.leaves.begin(), report.leaves.end(), [](const LeafOdds &a, const LeafOdds &b) {
        const int c = a.chance.compare(b.chance);
        return c != 0 ? c > 0 : a.key < b.key;
    });

    if (!options.outcomes) {
        report.outcomesComplete = false;
        return report;
    }
    const OutcomeDist &outcomes = calc.tableOutcomes(*t, 0);
    report.outcomesComplete = !outcomes.tooLarge;
    if (!outcomes.tooLarge) {
        for (const auto &e : outcomes.entries) {
            OutcomeOdds o;
            // Parts in the order of their keys, whatever their numbers.
            Outcome parts = e.first;
            std::sort(parts.begin(), parts.end(), [&](const auto &a, const auto &b) {
                return calc.leafKey(a.first) < calc.leafKey(b.first);
            });
            QStringList labels;
            for (const auto &[number, n] : parts) {
                const QString label = calc.labels.value(calc.leafKey(number)).first;
                labels << (n == 1 ? label : QString::number(n) + QStringLiteral(" × ") + label);
            }
            o.label =
                labels.isEmpty() ? QStringLiteral("nothing") : labels.join(QStringLiteral(", "));
            o.probability = Rational(BigInt(e.second), outcomes.total);
            report.outcomes << o;
        }
        std::sort(report.outcomes.begin(), report.outcomes.end(),
                  [](const OutcomeOdds &a, const OutcomeOdds &b) {
                      const int c = a.probability.compare(b.probability);
                      return c != 0 ? c > 0 : a.label < b.label;
                  });
    }
    return report;
}

} // namespace

DiceDistribution TableOdds::countDistribution(const DiceField &count, std::optional<int> depth,
                                              QString *error) {
    DiceExpression e = count.expression;
    if (count.usesDepth()) {
        if (!depth) {
            if (error)
                *error = QStringLiteral("count \"%1\" uses depth: its odds need a depth")
                             .arg(count.text);
            return {};
        }
        DiceError err;
        e = DiceExpression::parse(DiceField::substituteDepth(count.text, *depth), &err);
        if (!e.isValid()) {
            if (error)
                *error = QStringLiteral("invalid dice \"%1\" at depth %2: %3")
                             .arg(count.text)
                             .arg(*depth)
                             .arg(err.toString());
            return {};
        }
    }
    DiceDistribution d = e.distribution(error);
    if (!d.isValid() || d.minimum() >= 0)
        return d;
    // The rollers take max(0, count): every value below 1 is no roll at all.
    std::vector<BigUInt> counts(std::size_t(std::max<qint64>(0, d.maximum())) + 1);
    counts[0] = d.countInRange(d.minimum(), 0);
    for (qint64 k = 1; k <= d.maximum(); ++k)
        counts[std::size_t(k)] = d.count(k);
    return DiceDistribution::fromCounts(0, std::move(counts));
}

std::optional<Rational> TableOdds::atLeastOnce(const DiceDistribution &count,
                                               const Rational &once) {
    if (count.maximum() - count.minimum() > kMaxCountSpan || count.maximum() > kMaxCountSpan)
        return std::nullopt;
    if (once.isZero() || count.maximum() <= 0)
        return Rational(0);
    // P(none) = sum over k of P(count = k) * P(none once)^k
    const Rational noneOnce = Rational(1) - once;
    Rational none(0);
    Rational power(1);
    for (qint64 k = 0; k <= count.maximum(); ++k) {
        if (k >= count.minimum())
            none = none + count.probability(k) * power;
        power = power * noneOnce;
    }
    return Rational(1) - none;
}

TableOddsReport TableOdds::compute(const QString &tableId) const {
    return compute(tableId, TableOddsOptions());
}

TableOddsReport TableOdds::compute(const QString &tableId, int depth) const {
    TableOddsOptions options;
    options.depth = depth;
    return compute(tableId, options);
}

TableOddsReport TableOdds::compute(const QString &tableId, const TableOddsOptions &options) const {
    return compute(QStringList{tableId}, options).constFirst();
}

QList<TableOddsReport> TableOdds::compute(const QStringList &tableIds,
                                          const TableOddsOptions &options) const {
    Calculator calc(m_pack, options);
    calc.plan(tableIds);
    QList<TableOddsReport> reports;
    for (const QString &id : tableIds) {
        reports << computeOne(m_pack, calc, id, options);
        if (calc.cancelled)
            break;
    }
    if (calc.cancelled) {
        // What was found before the cancel is not all there is: nothing is kept but the rows.
        for (qsizetype i = 0; i < tableIds.size(); ++i) {
            if (i == reports.size()) {
                TableOddsReport r;
                r.table = tableIds.at(i);
                reports << r;
            }
            reports[i].cancelled = true;
            reports[i].leaves.clear();
            reports[i].outcomes.clear();
            reports[i].error.clear();
        }
        return reports;
    }
    calc.finish();
    return reports;
}

} // namespace pd
