#include "TableRoller.h"

#include "data/Pack.h"
#include "random/Rng.h"

#include <QJsonDocument>

namespace pd {

QString RolledEntry::leafKey() const {
    TableResult r;
    r.kind = kind;
    r.text = text;
    r.value = value;
    r.ref = ref;
    return r.leafKey();
}

QString RolledEntry::label() const {
    TableResult r;
    r.kind = kind;
    r.text = text;
    r.value = value;
    r.ref = ref;
    return r.label();
}

QString RolledEntry::describe() const {
    return quantity == 1 ? label() : QString::number(quantity) + QStringLiteral(" × ") + label();
}

QString TableRollResult::describe() const {
    if (entries.isEmpty())
        return QStringLiteral("nothing");
    QStringList parts;
    for (const RolledEntry &e : entries)
        parts << e.describe();
    return parts.join(QStringLiteral(", "));
}

struct TableRoller::State {
    TableRollResult result;
    qint64 produced = 0;
    bool stopped = false;

    void add(const TableResult &leaf, qint64 quantity) {
        if (quantity <= 0 || leaf.kind == TableResult::Kind::Nothing)
            return;
        produced += quantity;
        // A roll gives a handful of distinct results: comparing fields beats building keys.
        for (RolledEntry &e : result.entries) {
            if (e.kind == leaf.kind && e.ref == leaf.ref && e.text == leaf.text &&
                e.value == leaf.value) {
                e.quantity += quantity;
                return;
            }
        }
        RolledEntry e;
        e.kind = leaf.kind;
        e.text = leaf.text;
        e.value = leaf.value;
        e.ref = leaf.ref;
        e.quantity = quantity;
        result.entries << e;
    }
    void stop(const QString &why) {
        if (!stopped)
            result.error = why;
        stopped = true;
    }
};

int TableRoller::pickRow(const RandomTable &table, Rng &rng, qint64 &rolled, QString *dice) const {
    if (table.isWeighted()) {
        const qint64 total = table.totalWeight();
        if (total <= 0)
            return -1;
        const auto pick = qint64(rng.below64(quint64(total)));
        rolled = pick + 1;
        qint64 acc = 0;
        for (int i = 0; i < table.rows.size(); ++i) {
            acc += table.rows.at(i).weight;
            if (pick < acc)
                return i;
        }
        return -1;
    }
    if (dice) {
        const DiceRoll detailed = table.dice.expression.rollDetailed(rng);
        rolled = detailed.total;
        *dice = detailed.describe();
    } else {
        rolled = table.dice.expression.roll(rng);
    }
    return table.rowForRoll(rolled);
}

void TableRoller::rollTable(const RandomTable &table, Rng &rng, State &state, int depth) const {
    if (state.stopped)
        return;
    if (depth > kMaxDepth) {
        state.stop(
            QStringLiteral("tables nested deeper than %1 (a reference cycle?)").arg(kMaxDepth));
        return;
    }
    qint64 rolled = 0;
    QString dice;
    const int row = pickRow(table, rng, rolled, m_trace ? &dice : nullptr);
    state.result.steps.append({table.id, rolled, row, depth, dice});
    if (depth == 0)
        state.result.topRow = row;
    if (row < 0)
        return; // a gap: validation reports it; the roll gives nothing
    rollResult(table.rows.at(row).result, rng, state, depth, 1);
}

void TableRoller::rollResult(const TableResult &result, Rng &rng, State &state, int depth,
                             qint64 times) const {
    for (qint64 t = 0; t < times && !state.stopped; ++t) {
        qint64 count = 1;
        if (result.hasCount())
            count = std::max<qint64>(0, result.count.expression.roll(rng));
        if (state.produced + count > kMaxEntries) {
            state.stop(QStringLiteral("more than %1 results; stopped").arg(kMaxEntries));
            return;
        }
        switch (result.kind) {
        case TableResult::Kind::Table:
            if (const RandomTable *sub = m_pack.table(result.ref)) {
                for (qint64 i = 0; i < count && !state.stopped; ++i)
                    rollTable(*sub, rng, state, depth + 1);
            } else {
                state.stop(QStringLiteral("unknown table \"%1\"").arg(result.ref));
            }
            break;
        case TableResult::Kind::List:
            for (qint64 i = 0; i < count && !state.stopped; ++i)
                for (const TableResult &item : result.items)
                    rollResult(item, rng, state, depth, 1);
            break;
        default:
            state.add(result, count);
            break;
        }
    }
}

TableRollResult TableRoller::roll(const QString &tableId, Rng &rng) const {
    State state;
    if (const RandomTable *t = m_pack.table(tableId))
        rollTable(*t, rng, state, 0);
    else
        state.stop(QStringLiteral("unknown table \"%1\"").arg(tableId));
    return state.result;
}

QList<TableRollResult> TableRoller::rollMany(const QString &tableId, int times, bool unique,
                                             Rng &rng, QString *error) const {
    QList<TableRollResult> out;
    const RandomTable *t = m_pack.table(tableId);
    if (!t) {
        if (error)
            *error = QStringLiteral("unknown table \"%1\"").arg(tableId);
        return out;
    }
    if (!unique) {
        for (int i = 0; i < times; ++i)
            out << roll(tableId, rng);
        return out;
    }
    // Rows that can come up at all.
    int possible = 0;
    for (int i = 0; i < t->rows.size(); ++i) {
        const TableRow &row = t->rows.at(i);
        if (t->isWeighted() ? row.weight > 0
                            : (row.hasRange && row.high >= t->dice.expression.minimum() &&
                               row.low <= t->dice.expression.maximum()))
            ++possible;
    }
    if (times > possible) {
        if (error)
            *error = QStringLiteral("cannot roll %1 different rows: table \"%2\" has only %3 that "
                                    "can come up")
                         .arg(times)
                         .arg(tableId)
                         .arg(possible);
        return out;
    }
    QSet<int> seen;
    constexpr int kMaxTries = 100000;
    for (int i = 0; i < times; ++i) {
        int row = -1;
        qint64 rolled = 0;
        int tries = 0;
        do {
            row = pickRow(*t, rng, rolled, nullptr);
        } while ((row < 0 || seen.contains(row)) && ++tries < kMaxTries);
        if (row < 0 || seen.contains(row)) {
            if (error)
                *error = QStringLiteral("gave up finding a new row of \"%1\" after %2 tries")
                             .arg(tableId)
                             .arg(kMaxTries);
            return out;
        }
        seen.insert(row);
        State state;
        state.result.steps.append({t->id, rolled, row, 0, QString()});
        state.result.topRow = row;
        rollResult(t->rows.at(row).result, rng, state, 0, 1);
        out << state.result;
    }
    return out;
}

} // namespace pd
