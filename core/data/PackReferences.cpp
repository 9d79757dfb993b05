#include "PackReferences.h"

#include "data/schema/PackSchema.h"
#include "json/JsonPointer.h"

#include <QJsonObject>

namespace pd {

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

class ReferenceFinder {
public:
    ReferenceFinder(const Pack &pack, RecordKind kind, const QString &id)
        : m_pack(pack)
        , m_kind(kind)
        , m_id(id) {}

    QList<PackReference> run() {
        for (const RandomTable &t : m_pack.tables)
            if (m_pack.isOwn(t.origin))
                for (const TableRow &row : t.rows)
                    result(t.id, row.result);
        // The fields that name records (their schema says which); the ruleset's only when the
        // pack has its own.
        schema::forEachReference(m_pack, [this](const schema::Reference &ref) {
            if (ref.kind == m_kind && ref.id == m_id &&
                (ref.file != QLatin1String("ruleset.json") ||
                 m_pack.ownFiles.contains(QStringLiteral("ruleset.json"))))
                add(ref.file, ref.pointer, ref.fromKind, ref.fromId);
        });
        if (m_pack.ownFiles.contains(QStringLiteral("tileset.json")) &&
            m_kind != RecordKind::Table && m_kind != RecordKind::Spell) {
            // Its tile, and its tile in each look (keys: a rename renames them).
            auto tileKey = [this](const QMap<QString, Tileset::Tile> &tiles) {
                const auto tile = tiles.constFind(m_id);
                if (tile == tiles.constEnd())
                    return;
                PackReference r;
                r.file = QStringLiteral("tileset.json");
                r.pointer = tile->pointer;
                r.isKey = true;
                m_out << r;
            };
            tileKey(m_pack.tileset.tiles);
            for (const Tileset::Look &look : m_pack.tileset.looks)
                tileKey(look.tiles);
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
        // A vault (data/Vault.h) names its tables, and maybe a monster, inside the row's value.
        if (res.kind == TableResult::Kind::Value && res.value.isObject() &&
            res.value.toObject().contains(QStringLiteral("grid")) &&
            (m_kind == RecordKind::Table || m_kind == RecordKind::Monster)) {
            const QJsonObject vault = res.value.toObject();
            for (const char *key : {"items", "stock", "monsters"}) {
                const bool monster = m_kind == RecordKind::Monster;
                if ((monster && QLatin1String(key) != QLatin1String("monsters")) ||
                    vault.value(QString::fromLatin1(key)).toString() != m_id)
                    continue;
                // "monsters" names a monster when the pack has one of that id, else a table
                // (engine/Vaults.cpp reads it so).
                if (QLatin1String(key) == QLatin1String("monsters") &&
                    monster != (m_pack.monster(m_id) != nullptr))
                    continue;
                add(file,
                    child(child(res.pointer, QStringLiteral("value")), QString::fromLatin1(key)),
                    RecordKind::Table, tableId);
            }
        }
    }

    const Pack &m_pack;
    RecordKind m_kind;
    QString m_id;
    QList<PackReference> m_out;
};

} // namespace

QList<PackReference> PackReferences::to(const Pack &pack, RecordKind kind, const QString &id) {
    return ReferenceFinder(pack, kind, id).run();
}

} // namespace pd
