#include "PackReferences.h"

#include "json/JsonPointer.h"

#include <QJsonObject>

namespace pd {

const RecordKindInfo &recordKindInfo(RecordKind kind) {
    static const RecordKindInfo infos[] = {
        {RecordKind::Table, "tables.json", "tables"},
        {RecordKind::Item, "items.json", "items"},
        {RecordKind::Spell, "spells.json", "spells"},
        {RecordKind::Monster, "monsters.json", "monsters"},
        {RecordKind::Trap, "traps.json", "traps"},
    };
    return infos[int(kind)];
}

const QList<RecordKind> &allRecordKinds() {
    static const QList<RecordKind> kinds = {RecordKind::Table, RecordKind::Item, RecordKind::Spell,
                                            RecordKind::Monster, RecordKind::Trap};
    return kinds;
}

QStringList recordIds(const Pack &pack, RecordKind kind) {
    QStringList ids;
    auto add = [&ids](const auto &records) {
        for (const auto &r : records)
            ids << r.id;
    };
    switch (kind) {
    case RecordKind::Table:
        add(pack.tables);
        break;
    case RecordKind::Item:
        add(pack.items);
        break;
    case RecordKind::Spell:
        add(pack.spells);
        break;
    case RecordKind::Monster:
        add(pack.monsters);
        break;
    case RecordKind::Trap:
        add(pack.traps);
        break;
    }
    ids.sort();
    return ids;
}

namespace {

using jsonpointer::child;

class Finder {
public:
    Finder(const Pack &pack, RecordKind kind, const QString &id)
        : m_pack(pack)
        , m_kind(kind)
        , m_id(id) {}

    QList<PackReference> run() {
        for (const RandomTable &t : m_pack.tables)
            if (m_pack.isOwn(t.origin))
                for (const TableRow &row : t.rows)
                    result(t.id, row.result);
        for (const MonsterRecord &m : m_pack.monsters) {
            if (!m_pack.isOwn(m.origin))
                continue;
            const QString file = QStringLiteral("monsters.json");
            if (m_kind == RecordKind::Item && m.trophy == m_id)
                add(file, child(m.pointer, QStringLiteral("trophy")), RecordKind::Monster, m.id);
            for (int i = 0; i < m.spells.size(); ++i)
                if (m_kind == RecordKind::Spell && m.spells.at(i) == m_id)
                    add(file, child(child(m.pointer, QStringLiteral("spells")), i),
                        RecordKind::Monster, m.id);
        }
        if (m_pack.ownFiles.contains(QStringLiteral("ruleset.json")))
            ruleset(m_pack.ruleset);
        if (m_pack.ownFiles.contains(QStringLiteral("tileset.json")) &&
            m_kind != RecordKind::Table && m_kind != RecordKind::Spell) {
            const auto tile = m_pack.tileset.tiles.constFind(m_id);
            if (tile != m_pack.tileset.tiles.constEnd()) {
                PackReference r;
                r.file = QStringLiteral("tileset.json");
                r.pointer = tile->pointer;
                r.isKey = true;
                m_out << r;
            }
        }
        return m_out;
    }

private:
    void add(const QString &file, const QString &pointer, std::optional<RecordKind> fromKind,
             const QString &fromId) {
        PackReference r;
        r.file = file;
        r.pointer = pointer;
        r.fromKind = fromKind;
        r.fromId = fromId;
        m_out << r;
    }

    void result(const QString &tableId, const TableResult &res) {
        const QString file = QStringLiteral("tables.json");
        static const struct {
            TableResult::Kind result;
            RecordKind record;
        } refs[] = {{TableResult::Kind::Table, RecordKind::Table},
                    {TableResult::Kind::Item, RecordKind::Item},
                    {TableResult::Kind::Monster, RecordKind::Monster},
                    {TableResult::Kind::Trap, RecordKind::Trap}};
        for (const auto &ref : refs)
            if (res.kind == ref.result && m_kind == ref.record && res.ref == m_id)
                add(file, child(res.pointer, TableResult::kindKey(res.kind)), RecordKind::Table,
                    tableId);
        if (res.kind == TableResult::Kind::List)
            for (const TableResult &part : res.items)
                result(tableId, part);
        // A chambers generator names its room tables inside the row's value.
        if (res.kind == TableResult::Kind::Value && m_kind == RecordKind::Table &&
            res.value.toObject().value(QStringLiteral("generator")).toString() ==
                QLatin1String("chambers")) {
            const QJsonObject settings = res.value.toObject();
            for (const char *key : {"size", "shape", "exits", "contents"})
                if (settings.value(QString::fromLatin1(key)).toString() == m_id)
                    add(file,
                        child(child(res.pointer, QStringLiteral("value")),
                              QString::fromLatin1(key)),
                        RecordKind::Table, tableId);
        }
    }

    void ruleset(const Ruleset &rs) {
        const QString file = QStringLiteral("ruleset.json");
        if (m_kind == RecordKind::Table) {
            for (const Ruleset::Band &band : rs.bands) {
                for (const auto &[key, table] : band.tableRefs())
                    if (table == m_id)
                        add(file, child(band.pointer, key), std::nullopt, {});
            }
        }
        if (m_kind == RecordKind::Item) {
            for (const Ruleset::InventoryEntry &e : rs.inventory)
                if (e.item == m_id)
                    add(file, child(e.pointer, QStringLiteral("item")), std::nullopt, {});
            if (rs.hasWin && rs.winItem == m_id)
                add(file, QStringLiteral("/win/item"), std::nullopt, {});
        }
        if (m_kind == RecordKind::Trap && rs.chestTrap == m_id)
            add(file, QStringLiteral("/chests/trap"), std::nullopt, {});
        if (m_kind == RecordKind::Monster && rs.chestMimic == m_id)
            add(file, QStringLiteral("/chests/mimic"), std::nullopt, {});
    }

    const Pack &m_pack;
    RecordKind m_kind;
    QString m_id;
    QList<PackReference> m_out;
};

} // namespace

QList<PackReference> PackReferences::to(const Pack &pack, RecordKind kind, const QString &id) {
    return Finder(pack, kind, id).run();
}

} // namespace pd
