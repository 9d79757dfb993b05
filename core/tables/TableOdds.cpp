#include "TableOdds.h"

#include "data/Pack.h"
#include "dice/DiceDistribution.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <functional>

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

// Full outcome distributions: an outcome is a multiset of leaves.
using Outcome = QMap<QString, qint64>;
struct OutcomeDist {
    QHash<QString, std::pair<Outcome, Rational>> entries;
    bool tooLarge = false;
};

QString outcomeKey(const Outcome &o) {
    QString k;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        k += it.key() + u'\x1f' + QString::number(it.value()) + u'\x1e';
    return k;
}

void addOutcome(OutcomeDist &d, const Outcome &o, const Rational &p) {
    if (p.isZero())
        return;
    const QString k = outcomeKey(o);
    auto it = d.entries.find(k);
    if (it == d.entries.end()) {
        d.entries.insert(k, {o, p});
        if (d.entries.size() > TableOdds::kMaxOutcomes)
            d.tooLarge = true;
    } else {
        it->second = it->second + p;
    }
}

OutcomeDist single(const Outcome &o) {
    OutcomeDist d;
    addOutcome(d, o, Rational(1));
    return d;
}

OutcomeDist combine(const OutcomeDist &a, const OutcomeDist &b) {
    OutcomeDist out;
    if (a.tooLarge || b.tooLarge ||
        qint64(a.entries.size()) * b.entries.size() > 4 * TableOdds::kMaxOutcomes * 10) {
        out.tooLarge = true;
        return out;
    }
    for (const auto &ea : a.entries) {
        for (const auto &eb : b.entries) {
            Outcome merged = ea.first;
            for (auto it = eb.first.constBegin(); it != eb.first.constEnd(); ++it)
                merged[it.key()] += it.value();
            addOutcome(out, merged, ea.second * eb.second);
            if (out.tooLarge)
                return out;
        }
    }
    return out;
}

class Calculator {
public:
    explicit Calculator(const Pack &pack)
        : m_pack(pack) {}

    QString error;
    QHash<QString, std::pair<QString, TableResult::Kind>> labels;

    bool tableMarginals(const RandomTable &t, Marginals &out, int depth) {
        if (auto it = m_marginalMemo.constFind(t.id); it != m_marginalMemo.constEnd()) {
            out = *it;
            return true;
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
        for (int i = 0; i < t.rows.size(); ++i) {
            if (probs.at(i).isZero())
                continue;
            Marginals r;
            if (!resultMarginals(t.rows.at(i).result, r, depth))
                return false;
            for (auto it = r.present.constBegin(); it != r.present.constEnd(); ++it)
                m.present[it.key()] = m.present.value(it.key()) + probs.at(i) * it.value();
            for (auto it = r.expected.constBegin(); it != r.expected.constEnd(); ++it)
                m.expected[it.key()] = m.expected.value(it.key()) + probs.at(i) * it.value();
            m.unknownChance.unite(r.unknownChance);
        }
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
        QString err;
        const DiceDistribution c = res.count.expression.distribution(&err);
        if (!c.isValid()) {
            error = err;
            return false;
        }
        const Rational meanCount = c.mean();
        const bool sumChance = c.maximum() - c.minimum() <= TableOdds::kMaxCountSpan &&
                               c.maximum() <= TableOdds::kMaxCountSpan;
        for (auto it = base.expected.constBegin(); it != base.expected.constEnd(); ++it)
            out.expected.insert(it.key(), meanCount * it.value());
        for (auto it = base.present.constBegin(); it != base.present.constEnd(); ++it) {
            if (!sumChance) {
                out.unknownChance.insert(it.key());
                out.present.insert(it.key(), it.value());
                continue;
            }
            // P(absent) = sum over k of P(count = k) * P(absent once)^k
            const Rational absentOnce = Rational(1) - it.value();
            Rational absent(0);
            Rational power(1);
            for (qint64 k = 0; k <= c.maximum(); ++k) {
                if (k >= c.minimum())
                    absent = absent + c.probability(k) * power;
                power = power * absentOnce;
            }
            out.present.insert(it.key(), Rational(1) - absent);
        }
        out.unknownChance.unite(base.unknownChance);
        return true;
    }

    OutcomeDist tableOutcomes(const RandomTable &t, int depth) {
        if (auto it = m_outcomeMemo.constFind(t.id); it != m_outcomeMemo.constEnd())
            return *it;
        OutcomeDist out;
        QList<Rational> probs;
        Rational gap;
        if (depth > 32 || !rowProbabilities(t, probs, gap, nullptr)) {
            out.tooLarge = true;
            return out;
        }
        addOutcome(out, Outcome(), gap);
        for (int i = 0; i < t.rows.size() && !out.tooLarge; ++i) {
            if (probs.at(i).isZero())
                continue;
            const OutcomeDist r = resultOutcomes(t.rows.at(i).result, depth);
            if (r.tooLarge) {
                out.tooLarge = true;
                break;
            }
            for (const auto &e : r.entries)
                addOutcome(out, e.first, probs.at(i) * e.second);
        }
        m_outcomeMemo.insert(t.id, out);
        return out;
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
        default: {
            Outcome o;
            o.insert(res.leafKey(), 1);
            once = single(o);
            break;
        }
        }
        if (!res.hasCount() || once.tooLarge)
            return once;
        const DiceDistribution c = res.count.expression.distribution(nullptr);
        OutcomeDist out;
        if (!c.isValid() || c.maximum() > TableOdds::kMaxCountSpan || c.minimum() < 0) {
            out.tooLarge = true;
            return out;
        }
        // A counted leaf is cheap: k of it. Anything else is convolved k times.
        const bool leaf = res.isLeaf() && res.kind != TableResult::Kind::Nothing;
        OutcomeDist power = single(Outcome());
        for (qint64 k = 0; k <= c.maximum(); ++k) {
            if (k > 0 && !leaf) {
                power = combine(power, once);
                if (power.tooLarge) {
                    out.tooLarge = true;
                    return out;
                }
            }
            if (k < c.minimum())
                continue;
            const Rational pk = c.probability(k);
            if (leaf) {
                Outcome o;
                if (k > 0)
                    o.insert(res.leafKey(), k);
                addOutcome(out, o, pk);
            } else {
                for (const auto &e : power.entries)
                    addOutcome(out, e.first, pk * e.second);
            }
            if (out.tooLarge)
                return out;
        }
        return out;
    }

private:
    const Pack &m_pack;
    QHash<QString, Marginals> m_marginalMemo;
    QHash<QString, OutcomeDist> m_outcomeMemo;
};

} // namespace

TableOddsReport TableOdds::compute(const QString &tableId) const {
    TableOddsReport report;
    report.table = tableId;
    const RandomTable *t = m_pack.table(tableId);
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

    Calculator calc(m_pack);
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

    const OutcomeDist outcomes = calc.tableOutcomes(*t, 0);
    report.outcomesComplete = !outcomes.tooLarge;
    if (!outcomes.tooLarge) {
        for (const auto &e : outcomes.entries) {
            OutcomeOdds o;
            QStringList parts;
            for (auto it = e.first.constBegin(); it != e.first.constEnd(); ++it) {
                const QString label = calc.labels.value(it.key()).first;
                parts << (it.value() == 1
                              ? label
                              : QString::number(it.value()) + QStringLiteral(" × ") + label);
            }
            o.label =
                parts.isEmpty() ? QStringLiteral("nothing") : parts.join(QStringLiteral(", "));
            o.probability = e.second;
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

} // namespace pd
