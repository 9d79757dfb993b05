#include "PackUsage.h"

#include "data/Vault.h"
#include "data/schema/PackSchema.h"
#include "json/JsonPointer.h"

#include <QJsonObject>

#include <functional>

namespace pd {

namespace {

bool isSettings(const TableResult &leaf) {
    return leaf.kind == TableResult::Kind::Value && leaf.value.isObject() &&
           leaf.value.toObject().contains(QStringLiteral("generator"));
}

bool isChest(const TableResult &leaf) {
    return leaf.kind == TableResult::Kind::Value &&
           leaf.value.toObject().value(QStringLiteral("chest")).isString();
}

bool isVault(const TableResult &leaf) {
    return leaf.kind == TableResult::Kind::Value && Vault::looksLikeVault(leaf.value);
}

// Calls `f` on each leaf of a table's rolls, through nested lists and tables (each table once).
void forEachLeafOf(const Pack &pack, const QString &table, QSet<QString> &seen,
                   const std::function<bool(const TableResult &)> &f) {
    const RandomTable *t = pack.table(table);
    if (!t || seen.contains(table))
        return;
    seen.insert(table);
    std::function<bool(const TableResult &)> result = [&](const TableResult &res) {
        if (res.kind == TableResult::Kind::List) {
            for (const TableResult &part : res.items)
                if (result(part))
                    return true;
            return false;
        }
        if (res.kind == TableResult::Kind::Table) {
            forEachLeafOf(pack, res.ref, seen, f);
            return false;
        }
        return f(res);
    };
    for (const TableRow &row : t->rows)
        if (result(row.result))
            return;
}

} // namespace

PackUsage::PackUsage(const Pack &pack)
    : m_pack(pack) {
    const Ruleset &rs = pack.ruleset;
    const QString rulesetFile = QStringLiteral("ruleset.json");
    const bool ownRuleset = pack.ownFiles.contains(rulesetFile);
    for (int b = 0; b < rs.bands.size(); ++b) {
        const Ruleset::Band &band = rs.bands.at(b);
        const std::pair<const char *, TableUse> uses[] = {
            {"generator", TableUse::Generator}, {"monsters", TableUse::Monsters},
            {"items", TableUse::Placed},        {"traps", TableUse::Placed},
            {"chests", TableUse::Loot},         {"chips", TableUse::Placed},
            {"vaults", TableUse::Vaults}};
        for (const auto &[key, use] : uses) {
            const QString name = QString::fromLatin1(key);
            for (const auto &[k, table] : band.tableRefs())
                if (k == name && !table.isEmpty())
                    addSite({use, table, rulesetFile, jsonpointer::child(band.pointer, name),
                             QStringLiteral("band %1's %2 table").arg(b + 1).arg(name),
                             ownRuleset});
        }
    }
    if (!rs.arrivalsTable.isEmpty())
        addSite({TableUse::Monsters, rs.arrivalsTable, rulesetFile,
                 jsonpointer::child(
                     jsonpointer::child(jsonpointer::child(rs.pointer, QStringLiteral("dungeon")),
                                        QStringLiteral("arrivals")),
                     QStringLiteral("table")),
                 QStringLiteral("the arrivals table"), ownRuleset});
    for (const ItemRecord &item : pack.items)
        if (!item.appearances.isEmpty())
            addSite({TableUse::Appearances, item.appearances, QStringLiteral("items.json"),
                     jsonpointer::child(item.pointer, QStringLiteral("appearances")),
                     QStringLiteral("item \"%1\"'s appearances table").arg(item.id),
                     pack.isOwn(item.origin)});
    addNames();
}

int PackUsage::slot(RecordKind kind) {
    return kind == RecordKind::Item ? 0 : kind == RecordKind::Monster ? 1 : 2;
}

void PackUsage::addSite(TableUseSite site) {
    const QString table = site.table;
    const TableUse use = site.use;
    m_sites.append(std::move(site));
    visit(table, use, int(m_sites.size()) - 1);
}

void PackUsage::visit(const QString &table, TableUse use, int site) {
    const RandomTable *t = m_pack.table(table);
    if (!t)
        return;
    QList<std::pair<TableUse, int>> &uses = m_uses[table];
    for (const auto &u : std::as_const(uses))
        if (u.first == use)
            return;
    uses.append({use, site});
    for (const TableRow &row : t->rows)
        visitResult(table, row.result, use, site);
}

void PackUsage::visitResult(const QString &table, const TableResult &res, TableUse use, int site) {
    static const std::pair<TableResult::Kind, RecordKind> records[] = {
        {TableResult::Kind::Item, RecordKind::Item},
        {TableResult::Kind::Monster, RecordKind::Monster},
        {TableResult::Kind::Trap, RecordKind::Trap}};
    switch (res.kind) {
    case TableResult::Kind::List:
        for (const TableResult &part : res.items)
            visitResult(table, part, use, site);
        return;
    case TableResult::Kind::Table:
        visit(res.ref, use, site);
        return;
    case TableResult::Kind::Value:
        addValueSites(table, res, use);
        return;
    default:
        break;
    }
    for (const auto &[result, kind] : records) {
        if (res.kind != result)
            continue;
        if (takes(use, res)) {
            m_given[slot(kind)].insert(res.ref);
            continue;
        }
        QStringList &listing = m_ignored[slot(kind)][res.ref];
        if (!listing.contains(table))
            listing << table;
    }
}

// The tables a value names: a chambers generator's room tables, a vault's, a size row's
// contents and a chest's loot, each read the way the generators read them.
void PackUsage::addValueSites(const QString &table, const TableResult &res, TableUse use) {
    const RandomTable *t = m_pack.table(table);
    const bool own = t && m_pack.isOwn(t->origin);
    const QString valuePointer = jsonpointer::child(res.pointer, QStringLiteral("value"));
    const QJsonObject value = res.value.toObject();
    auto named = [&](const char *key, TableUse as, const QString &where) {
        const QString name = QString::fromLatin1(key);
        const QString id = value.value(name).toString();
        if (!id.isEmpty())
            addSite({as, id, QStringLiteral("tables.json"), jsonpointer::child(valuePointer, name),
                     where, own});
    };
    switch (use) {
    case TableUse::Generator:
        if (value.value(QStringLiteral("generator")).toString() != QLatin1String("chambers"))
            return;
        named("size", TableUse::RoomSize, QStringLiteral("the chambers settings' size table"));
        named("shape", TableUse::RoomShape, QStringLiteral("the chambers settings' shape table"));
        named("exits", TableUse::RoomExits, QStringLiteral("the chambers settings' exits table"));
        named("contents", TableUse::Placed,
              QStringLiteral("the chambers settings' contents table"));
        return;
    case TableUse::Vaults: {
        if (!Vault::looksLikeVault(res.value))
            return;
        QString name = value.value(QStringLiteral("vault")).toString();
        if (name.isEmpty())
            name = res.text;
        const QString whose = name.isEmpty() ? QStringLiteral("a vault's ")
                                             : QStringLiteral("vault \"%1\"'s ").arg(name);
        named("items", TableUse::VaultItems, whose + QStringLiteral("items table"));
        named("stock", TableUse::VaultStock, whose + QStringLiteral("stock table"));
        // "monsters" names a monster when the pack has one of that id (engine/Vaults.cpp).
        const QString monsters = value.value(QStringLiteral("monsters")).toString();
        if (m_pack.monster(monsters))
            m_given[slot(RecordKind::Monster)].insert(monsters);
        else
            named("monsters", TableUse::Monsters, whose + QStringLiteral("monsters table"));
        return;
    }
    case TableUse::Placed:
        named("chest", TableUse::Loot, QStringLiteral("a chest's loot table"));
        return;
    case TableUse::RoomSize:
        named("contents", TableUse::Placed, QStringLiteral("a room size's contents table"));
        return;
    default:
        return;
    }
}

// The records the ruleset and the records' fields name (whoever's they are: a dependency's
// monster may drop the pack's own item under an id it replaces).
void PackUsage::addNames() {
    auto name = [this](const QString &, RecordKind kind, const QString &id) {
        if (kind == RecordKind::Item || kind == RecordKind::Monster || kind == RecordKind::Trap)
            m_given[slot(kind)].insert(id);
    };
    for (const ItemRecord &r : m_pack.items)
        schema::visitRefs(schema::items(), r, name);
    for (const SpellRecord &r : m_pack.spells)
        schema::visitRefs(schema::spells(), r, name);
    for (const MonsterRecord &r : m_pack.monsters)
        schema::visitRefs(schema::monsters(), r, name);
    for (const TrapRecord &r : m_pack.traps)
        schema::visitRefs(schema::traps(), r, name);
    schema::visitRefs(schema::ruleset(), m_pack.ruleset, name);
}

bool PackUsage::gives(RecordKind kind, const QString &id) const {
    return m_given[slot(kind)].contains(id);
}

QStringList PackUsage::rolledListing(RecordKind kind, const QString &id) const {
    return m_ignored[slot(kind)].value(id);
}

bool PackUsage::canGive(const QString &table, TableUse use) const {
    // Once per table and use: a big pack names the same loot table from many chests.
    const QString k = QString::number(int(use)) + u' ' + table;
    const auto known = m_canGive.constFind(k);
    if (known != m_canGive.constEnd())
        return *known;
    QSet<QString> seen;
    bool found = false;
    forEachLeafOf(m_pack, table, seen, [&](const TableResult &leaf) {
        found = found || takes(use, leaf);
        return found;
    });
    m_canGive.insert(k, found);
    return found;
}

QStringList PackUsage::whatItGives(const QString &table) const {
    enum { Settings, Vaults, Chests, Values, Text, Items, Monsters, Traps, Count };
    bool has[Count] = {};
    QSet<QString> seen;
    forEachLeafOf(m_pack, table, seen, [&](const TableResult &leaf) {
        switch (leaf.kind) {
        case TableResult::Kind::Value:
            has[isSettings(leaf) ? Settings
                : isVault(leaf)  ? Vaults
                : isChest(leaf)  ? Chests
                                 : Values] = true;
            break;
        case TableResult::Kind::Text:
            has[Text] = true;
            break;
        case TableResult::Kind::Item:
            has[Items] = true;
            break;
        case TableResult::Kind::Monster:
            has[Monsters] = true;
            break;
        case TableResult::Kind::Trap:
            has[Traps] = true;
            break;
        default:
            break;
        }
        return false;
    });
    static const char *const names[Count] = {
        "generator settings", "vaults", "chests", "values", "text", "items", "monsters", "traps"};
    QStringList out;
    for (int i = 0; i < Count; ++i)
        if (has[i])
            out << QString::fromLatin1(names[i]);
    return out;
}

bool PackUsage::takes(TableUse use, const TableResult &leaf) {
    switch (use) {
    case TableUse::Generator:
        return isSettings(leaf);
    case TableUse::Vaults:
        return isVault(leaf);
    case TableUse::Monsters:
        return leaf.kind == TableResult::Kind::Monster;
    case TableUse::Placed:
        return leaf.kind == TableResult::Kind::Item || leaf.kind == TableResult::Kind::Monster ||
               leaf.kind == TableResult::Kind::Trap || isChest(leaf);
    case TableUse::Loot:
    case TableUse::VaultItems:
    case TableUse::VaultStock:
        return leaf.kind == TableResult::Kind::Item;
    case TableUse::RoomSize:
        return leaf.kind == TableResult::Kind::Value && leaf.value.isObject();
    case TableUse::RoomShape:
    case TableUse::RoomExits:
        return leaf.kind == TableResult::Kind::Value;
    case TableUse::Appearances:
        return leaf.kind == TableResult::Kind::Text;
    }
    return false;
}

QString PackUsage::wanted(TableUse use) {
    switch (use) {
    case TableUse::Generator:
        return QStringLiteral("generator settings");
    case TableUse::Vaults:
        return QStringLiteral("vaults");
    case TableUse::Monsters:
        return QStringLiteral("monsters");
    case TableUse::Placed:
        return QStringLiteral("items, monsters, traps or chests");
    case TableUse::Loot:
    case TableUse::VaultItems:
    case TableUse::VaultStock:
        return QStringLiteral("items");
    case TableUse::RoomSize:
        return QStringLiteral("room sizes");
    case TableUse::RoomShape:
        return QStringLiteral("room shapes");
    case TableUse::RoomExits:
        return QStringLiteral("exit counts");
    case TableUse::Appearances:
        return QStringLiteral("text");
    }
    return {};
}

} // namespace pd
