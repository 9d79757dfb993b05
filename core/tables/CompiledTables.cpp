#include "CompiledTables.h"

#include "data/Pack.h"
#include "random/Rng.h"
#include "tables/TableRoller.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace pd {

namespace {

// Two leaves are the same result when TableRoller would merge them.
bool sameLeaf(const CompiledTables::Leaf &a, const CompiledTables::Leaf &b) {
    return a.kind == b.kind && a.ref == b.ref && a.text == b.text && a.value == b.value;
}

constexpr std::uint64_t kFnvBasis = 14695981039346656037ULL;

std::uint64_t fnv(std::uint64_t h, QStringView s) {
    for (const QChar c : s) {
        h ^= c.unicode();
        h *= 1099511628211ULL;
    }
    return h;
}

// The value as JSON text: equal text means the same value in every respect.
QByteArray valueText(const QJsonValue &v) {
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
    QJsonArray a;
    a.append(v);
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

} // namespace

struct CompiledTables::State {
    std::vector<Entry> &out;
    std::size_t first; // entries before this one belong to earlier rolls
    QString *error;
    qint64 produced = 0;
    bool stopped = false;

    void stop(const QString &why) {
        if (!stopped && error)
            *error = why;
        stopped = true;
    }
};

std::size_t CompiledTables::ViewHash::operator()(QStringView s) const noexcept {
    return std::size_t(fnv(kFnvBasis, s));
}

int CompiledTables::find(const Index &index, QStringView id) {
    const auto it = index.find(id);
    return it == index.end() ? -1 : it->second;
}

const ItemRecord *CompiledTables::item(QStringView id) const {
    const int i = find(m_itemIndex, id);
    return i < 0 ? nullptr : &m_items.at(i);
}

CompiledTables::CompiledTables(const Pack &pack)
    : m_source(pack.tables)
    , m_items(pack.items) {
    // First of an id wins, as in Pack::rebuildIndex.
    for (int i = 0; i < m_source.size(); ++i)
        m_tableIndex.emplace(QStringView(m_source.at(i).id), i);
    for (int i = 0; i < m_items.size(); ++i)
        m_itemIndex.emplace(QStringView(m_items.at(i).id), i);

    m_tables.reserve(std::size_t(m_source.size()));
    for (const RandomTable &source : std::as_const(m_source)) {
        Table t;
        t.weighted = source.isWeighted();
        t.totalWeight = source.totalWeight();
        t.dice = source.dice.expression;
        t.firstRow = int(m_rows.size());
        t.rowCount = int(source.rows.size());
        for (const TableRow &r : source.rows) {
            Row row;
            row.weight = r.weight;
            row.low = r.low;
            row.high = r.high;
            row.inRange = r.hasRange && r.rangeValid;
            m_rows.push_back(row);
        }
        m_tables.push_back(t);
    }
    // Rows' results after the tables, so every table reference resolves.
    LeafGroups groups;
    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        const RandomTable &source = m_source.at(qsizetype(t));
        for (int r = 0; r < source.rows.size(); ++r) {
            const int node = compile(source.rows.at(r).result, groups);
            m_rows[std::size_t(m_tables[t].firstRow + r)].node = node;
        }
    }
}

int CompiledTables::leafFor(const TableResult &result, LeafGroups &groups) {
    // Leaves can only be equal when kind, ref and text are; among those a number stands for one
    // value as written. Different numbers for equal values (1 and 1.0) make merging fall back
    // to comparing fields.
    const std::uint64_t key =
        fnv(fnv(kFnvBasis ^ std::uint64_t(result.kind), result.ref) ^ 0x1f, result.text);
    std::vector<int> &group = groups[key];
    for (const int i : group) {
        const Leaf &l = m_leaves[std::size_t(i)];
        if (l.kind != result.kind || l.ref != result.ref || l.text != result.text ||
            l.value != result.value)
            continue;
        if (valueText(l.value) == valueText(result.value))
            return i;
        m_leafNumbersExact = false;
    }
    Leaf l;
    l.kind = result.kind;
    l.text = result.text;
    l.value = result.value;
    l.ref = result.ref;
    if (l.kind == TableResult::Kind::Item)
        l.item = item(l.ref);
    m_leaves.push_back(l);
    group.push_back(int(m_leaves.size()) - 1);
    return int(m_leaves.size()) - 1;
}

int CompiledTables::compile(const TableResult &result, LeafGroups &groups) {
    const int index = int(m_nodes.size());
    m_nodes.emplace_back();
    Node node;
    node.kind = result.kind;
    node.hasCount = result.hasCount();
    node.count = result.count.expression;
    switch (result.kind) {
    case TableResult::Kind::Table:
        node.target = tableIndex(result.ref);
        node.ref = result.ref;
        break;
    case TableResult::Kind::List: {
        std::vector<int> children;
        for (const TableResult &item : result.items)
            children.push_back(compile(item, groups));
        node.target = int(m_children.size());
        node.children = int(children.size());
        m_children.insert(m_children.end(), children.begin(), children.end());
        break;
    }
    case TableResult::Kind::Nothing:
        break;
    default:
        node.target = leafFor(result, groups);
        break;
    }
    m_nodes[std::size_t(index)] = node;
    return index;
}

int CompiledTables::pickRow(const Table &table, Rng &rng) const {
    const Row *rows = m_rows.data() + table.firstRow;
    if (table.weighted) {
        if (table.totalWeight <= 0)
            return -1;
        const auto pick = qint64(rng.below64(quint64(table.totalWeight)));
        qint64 acc = 0;
        for (int i = 0; i < table.rowCount; ++i) {
            acc += rows[i].weight;
            if (pick < acc)
                return i;
        }
        return -1;
    }
    const qint64 rolled = table.dice.roll(rng);
    for (int i = 0; i < table.rowCount; ++i)
        if (rows[i].inRange && rolled >= rows[i].low && rolled <= rows[i].high)
            return i;
    return -1;
}

void CompiledTables::rollTable(int index, Rng &rng, State &state, int depth) const {
    if (state.stopped)
        return;
    if (depth > TableRoller::kMaxDepth) {
        state.stop(QStringLiteral("tables nested deeper than %1 (a reference cycle?)")
                       .arg(TableRoller::kMaxDepth));
        return;
    }
    const Table &table = m_tables[std::size_t(index)];
    const int row = pickRow(table, rng);
    if (row < 0)
        return; // a gap: validation reports it; the roll gives nothing
    rollNode(m_rows[std::size_t(table.firstRow + row)].node, rng, state, depth);
}

void CompiledTables::rollNode(int index, Rng &rng, State &state, int depth) const {
    if (state.stopped)
        return;
    const Node &node = m_nodes[std::size_t(index)];
    qint64 count = 1;
    if (node.hasCount)
        count = std::max<qint64>(0, node.count.roll(rng));
    if (state.produced + count > TableRoller::kMaxEntries) {
        state.stop(QStringLiteral("more than %1 results; stopped").arg(TableRoller::kMaxEntries));
        return;
    }
    switch (node.kind) {
    case TableResult::Kind::Table:
        if (node.target < 0) {
            state.stop(QStringLiteral("unknown table \"%1\"").arg(node.ref));
            return;
        }
        for (qint64 i = 0; i < count && !state.stopped; ++i)
            rollTable(node.target, rng, state, depth + 1);
        return;
    case TableResult::Kind::List:
        for (qint64 i = 0; i < count && !state.stopped; ++i)
            for (int c = 0; c < node.children; ++c)
                rollNode(m_children[std::size_t(node.target + c)], rng, state, depth);
        return;
    case TableResult::Kind::Nothing:
        return;
    default:
        break;
    }
    if (count <= 0)
        return;
    state.produced += count;
    std::vector<Entry> &out = state.out;
    const Leaf &leaf = m_leaves[std::size_t(node.target)];
    for (std::size_t i = state.first; i < out.size(); ++i) {
        if (out[i].leaf == node.target ||
            (!m_leafNumbersExact && sameLeaf(m_leaves[std::size_t(out[i].leaf)], leaf))) {
            out[i].quantity += count;
            return;
        }
    }
    out.push_back({node.target, count});
}

bool CompiledTables::roll(int index, Rng &rng, std::vector<Entry> &out, QString *error) const {
    State state{out, out.size(), error};
    if (index < 0 || index >= int(m_tables.size())) {
        state.stop(QStringLiteral("unknown table"));
        return false;
    }
    rollTable(index, rng, state, 0);
    return !state.stopped;
}

} // namespace pd
