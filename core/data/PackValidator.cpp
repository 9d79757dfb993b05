#include "PackValidator.h"

#include "data/Appearances.h"
#include "data/GeneratorSettings.h"
#include "data/PackReferences.h"
#include "data/PackUsage.h"
#include "data/Vault.h"
#include "data/schema/PackSchema.h"
#include "json/ClosestMatch.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <utility>

namespace pd {

namespace {

class Validator {
public:
    Validator(const Pack &pack, Diagnostics &out)
        : m_pack(pack)
        , m_out(out) {
        // A pack without dependencies owns every record: its lists are shared, not copied
        // (copying 10,000 records, and freeing the copies, was a third of a check).
        auto keepOwn = [&pack](const auto &all, auto &mine) {
            if (std::all_of(all.cbegin(), all.cend(),
                            [&pack](const auto &r) { return pack.isOwn(r.origin); })) {
                mine = all;
                return;
            }
            for (const auto &record : all)
                if (pack.isOwn(record.origin))
                    mine.append(record);
        };
        keepOwn(pack.tables, m_own.tables);
        keepOwn(pack.items, m_own.items);
        keepOwn(pack.spells, m_own.spells);
        keepOwn(pack.monsters, m_own.monsters);
        keepOwn(pack.traps, m_own.traps);
        m_own.ruleset = pack.ruleset;
        m_own.tileset = pack.tileset;
        m_own.sounds = pack.sounds;
        for (const QString &file : pack.ownFiles)
            if (!pack.unreadableFiles.contains(file))
                m_contexts[file] = std::make_unique<JsonContext>(file, out);
    }

    void run() {
        checkTables();
        checkFieldReferences();
        checkGenerators();
        checkVaults();
        checkWinItemInTables();
        checkTiles();
        checkLooks();
        checkFiles();
        checkUsage();
    }

private:
    void refError(JsonContext *ctx, const QString &pointer, RecordKind kind, const QString &id);
    bool exists(RecordKind kind, const QString &id) const;
    QStringList idsOf(RecordKind kind) const;
    void checkTables();
    void checkTableCycles();
    void checkFieldReferences();
    void checkGenerators();
    void checkGeneratorRow(const Ruleset::Band &band, const RandomTable &table, int rowIndex);
    void checkVaults();
    void checkWinItemInTables();
    void checkTiles();
    void checkLooks();
    void checkFiles();
    void checkUsage();
    void checkUseSites(const PackUsage &usage);
    void checkTextRows(const PackUsage &usage);
    void checkUnusedTables(const PackUsage &usage);
    void checkUnusedRecords(const PackUsage &usage);

    JsonContext *context(const QString &file) const {
        const auto it = m_contexts.find(file);
        return it == m_contexts.end() ? nullptr : it->second.get();
    }

    const Pack &m_pack;
    Pack m_own; // the pack's own records
    Diagnostics &m_out;
    std::map<QString, std::unique_ptr<JsonContext>> m_contexts;
    QSet<QString> m_reported;              // generator-setting problems already reported
    QHash<QString, QString> m_suggestions; // "kind id" -> the nearest known id, or empty
    // each kind's ids, in the pack's order: made when an unknown id first needs a suggestion
    std::map<RecordKind, QStringList> m_ids;
};

void Validator::refError(JsonContext *ctx, const QString &pointer, RecordKind kind,
                         const QString &id) {
    const QString what = QLatin1String(recordKindInfo(kind).noun);
    if (!ctx || m_pack.unreadableFiles.contains(QLatin1String(recordKindInfo(kind).file)))
        return;
    // An empty id was reported as an invalid one where it was read: one problem, not two.
    if (id.isEmpty())
        return;
    // The nearest id of the kind asked for (a typo is seldom repeated, but a pack of thousands
    // of rows may name one unknown id many times: each is looked up once).
    const QString key = what + u' ' + id;
    auto found = m_suggestions.constFind(key);
    if (found == m_suggestions.constEnd()) {
        auto ids = m_ids.find(kind);
        if (ids == m_ids.end())
            ids = m_ids.emplace(kind, idsOf(kind)).first;
        found = m_suggestions.insert(key, closestMatch(id, ids->second));
    }
    const QString hint =
        found->isEmpty() ? QString() : QStringLiteral("; did you mean \"%1\"?").arg(*found);
    Diagnostic d;
    d.pointer = pointer;
    d.message = QStringLiteral("unknown %1 \"%2\"%3").arg(what, id, hint);
    if (!found->isEmpty()) {
        d.replace = id;
        d.with = *found;
    }
    ctx->report(d);
}

bool Validator::exists(RecordKind kind, const QString &id) const {
    switch (kind) {
    case RecordKind::Table:
        return m_pack.table(id);
    case RecordKind::Item:
        return m_pack.item(id);
    case RecordKind::Spell:
        return m_pack.spell(id);
    case RecordKind::Monster:
        return m_pack.monster(id);
    case RecordKind::Trap:
        return m_pack.trap(id);
    }
    return false;
}

QStringList Validator::idsOf(RecordKind kind) const {
    QStringList out;
    auto add = [&out](const auto &records) {
        for (const auto &r : records)
            out << r.id;
    };
    switch (kind) {
    case RecordKind::Table:
        add(m_pack.tables);
        break;
    case RecordKind::Item:
        add(m_pack.items);
        break;
    case RecordKind::Spell:
        add(m_pack.spells);
        break;
    case RecordKind::Monster:
        add(m_pack.monsters);
        break;
    case RecordKind::Trap:
        add(m_pack.traps);
        break;
    }
    return out;
}

// Tables: the records their rows give, their structure, their cycles.
void Validator::checkTables() {
    JsonContext *ctx = context(QStringLiteral("tables.json"));
    if (!ctx)
        return;
    std::function<void(const TableResult &)> visit = [&](const TableResult &res) {
        static const std::pair<TableResult::Kind, RecordKind> refs[] = {
            {TableResult::Kind::Table, RecordKind::Table},
            {TableResult::Kind::Item, RecordKind::Item},
            {TableResult::Kind::Monster, RecordKind::Monster},
            {TableResult::Kind::Trap, RecordKind::Trap}};
        for (const auto &[result, kind] : refs)
            if (res.kind == result && !exists(kind, res.ref))
                refError(ctx, jsonpointer::child(res.pointer, TableResult::kindKey(res.kind)), kind,
                         res.ref);
        if (res.kind == TableResult::Kind::List)
            for (const TableResult &item : res.items)
                visit(item);
    };
    for (const RandomTable &t : m_own.tables) {
        t.validate(*ctx);
        for (const TableRow &row : t.rows)
            visit(row.result);
    }
    checkTableCycles();
}

// Every id a field of the pack's own records and ruleset names (the fields' schema says which).
void Validator::checkFieldReferences() {
    schema::forEachReference(m_pack, [this](const schema::Reference &ref) {
        if (!exists(ref.kind, ref.id))
            refError(context(ref.file), ref.pointer, ref.kind, ref.id);
    });
}

// A generator table's rows are generator settings, checked at both ends of each band that uses
// it (settings may depend on depth). Errors point into tables.json.
void Validator::checkGenerators() {
    if (!context(QStringLiteral("ruleset.json")))
        return;
    for (const Ruleset::Band &band : m_own.ruleset.bands)
        if (const RandomTable *gen = m_pack.table(band.generator))
            for (int rowIndex = 0; rowIndex < gen->rows.size(); ++rowIndex)
                checkGeneratorRow(band, *gen, rowIndex);
}

void Validator::checkGeneratorRow(const Ruleset::Band &band, const RandomTable &gen, int rowIndex) {
    const TableResult &res = gen.rows.at(rowIndex).result;
    if (res.kind != TableResult::Kind::Value || !res.value.isObject()) {
        context(QStringLiteral("ruleset.json"))
            ->error(jsonpointer::child(band.pointer, QStringLiteral("generator")),
                    QStringLiteral("table \"%1\" row %2 does not give generator settings (a "
                                   "\"value\" object with \"generator\": one of %3)")
                        .arg(gen.id)
                        .arg(rowIndex + 1)
                        .arg(GeneratorSettings::names().join(QStringLiteral(", "))));
        return;
    }
    JsonContext *tablesCtx = context(QStringLiteral("tables.json"));
    if (!tablesCtx)
        return;
    const QString valuePointer = jsonpointer::child(res.pointer, QStringLiteral("value"));
    for (int depth : {band.from, band.to}) {
        Diagnostics scratch;
        JsonContext scratchCtx(QStringLiteral("tables.json"), scratch);
        JsonObjectReader vr(scratchCtx, res.value, valuePointer);
        const GeneratorSettings settings = GeneratorSettings::fromJson(vr, depth);
        // One report per place, whichever depth shows it first.
        for (const Diagnostic &d : scratch.items()) {
            const QString key = d.pointer + u'|' + QString::number(int(d.severity));
            if (m_reported.contains(key))
                continue;
            m_reported.insert(key);
            m_out.add(d);
        }
        if (settings.kind != GeneratorSettings::Kind::Chambers)
            continue;
        const struct {
            const char *key;
            QString id;
        } refs[] = {{"size", settings.chambers.sizeTable},
                    {"shape", settings.chambers.shapeTable},
                    {"exits", settings.chambers.exitsTable},
                    {"contents", settings.chambers.contentsTable}};
        for (const auto &ref : refs) {
            const QString p = jsonpointer::child(valuePointer, QString::fromLatin1(ref.key));
            if (!ref.id.isEmpty() && !m_pack.table(ref.id) && !m_reported.contains(p)) {
                m_reported.insert(p);
                refError(tablesCtx, p, RecordKind::Table, ref.id);
            }
        }
    }
}

// A vault table's rows are vaults (data/Vault.h): their grids and the tables and monsters they
// name, reported in tables.json; a locked door needs the ruleset's key (vaults.key), an item of
// kind key.
void Validator::checkVaults() {
    JsonContext *rulesCtx = context(QStringLiteral("ruleset.json"));
    if (!rulesCtx)
        return;
    const Ruleset &rs = m_own.ruleset;
    const ItemRecord *key = rs.vaultKey.isEmpty() ? nullptr : m_pack.item(rs.vaultKey);
    if (key && !key->isKey())
        rulesCtx->error(jsonpointer::child(jsonpointer::child(rs.pointer, QStringLiteral("vaults")),
                                           QStringLiteral("key")),
                        QStringLiteral("\"%1\" is a %2, not a key (an item of kind key)")
                            .arg(rs.vaultKey, ItemRecord::kindName(key->kind)));
    QSet<QString> seen;
    bool locked = false;
    for (const Ruleset::Band &band : rs.bands) {
        const RandomTable *table = band.vaults.isEmpty() ? nullptr : m_pack.table(band.vaults);
        if (!table || seen.contains(table->id))
            continue;
        seen.insert(table->id);
        JsonContext *tablesCtx =
            m_pack.isOwn(table->origin) ? context(QStringLiteral("tables.json")) : nullptr;
        for (int rowIndex = 0; rowIndex < table->rows.size(); ++rowIndex) {
            const TableResult &res = table->rows.at(rowIndex).result;
            if (res.kind == TableResult::Kind::Nothing || res.kind == TableResult::Kind::Table)
                continue;
            if (res.kind != TableResult::Kind::Value || !Vault::looksLikeVault(res.value)) {
                rulesCtx->error(jsonpointer::child(band.pointer, QStringLiteral("vaults")),
                                QStringLiteral("table \"%1\" row %2 does not give a vault (a "
                                               "\"value\" object with a \"grid\")")
                                    .arg(table->id)
                                    .arg(rowIndex + 1));
                continue;
            }
            if (!tablesCtx)
                continue;
            const QString valuePointer = jsonpointer::child(res.pointer, QStringLiteral("value"));
            JsonObjectReader vr(*tablesCtx, res.value, valuePointer);
            const Vault vault = Vault::fromJson(vr);
            locked = locked || vault.hasLockedDoor();
            const struct {
                const char *key;
                QString id;
                bool monsterToo;
            } refs[] = {{"items", vault.items, false},
                        {"stock", vault.stock, false},
                        {"monsters", vault.monsters, true}};
            for (const auto &ref : refs) {
                if (ref.id.isEmpty() || m_pack.table(ref.id) ||
                    (ref.monsterToo && m_pack.monster(ref.id)))
                    continue;
                const QString p = jsonpointer::child(valuePointer, QString::fromLatin1(ref.key));
                if (ref.monsterToo)
                    tablesCtx->error(p,
                                     QStringLiteral("unknown table or monster \"%1\"").arg(ref.id));
                else
                    refError(tablesCtx, p, RecordKind::Table, ref.id);
            }
        }
    }
    if (locked && rs.vaultKey.isEmpty())
        rulesCtx->error(jsonpointer::child(rs.pointer, QStringLiteral("vaults")),
                        QStringLiteral("a vault has a locked door (L) but \"vaults\" names no "
                                       "\"key\" item"));
}

// The game lays the win item itself; a table giving it too makes a second one.
void Validator::checkWinItemInTables() {
    const Ruleset &rs = m_own.ruleset;
    JsonContext *tablesCtx = context(QStringLiteral("tables.json"));
    if (!context(QStringLiteral("ruleset.json")) || !tablesCtx || !rs.hasWin ||
        rs.winItem.isEmpty())
        return;
    std::function<void(const TableResult &)> find = [&](const TableResult &res) {
        if (res.kind == TableResult::Kind::List)
            for (const TableResult &part : res.items)
                find(part);
        else if (res.kind == TableResult::Kind::Item && res.ref == rs.winItem)
            tablesCtx->warning(jsonpointer::child(res.pointer, QStringLiteral("item")),
                               QStringLiteral("\"%1\" is the win item, which the game places "
                                              "itself at depth %2; a table giving it makes "
                                              "another")
                                   .arg(rs.winItem)
                                   .arg(rs.winDepth));
    };
    for (const RandomTable &t : m_own.tables)
        for (const TableRow &row : t.rows)
            find(row.result);
}

void Validator::checkTiles() {
    JsonContext *ctx = context(QStringLiteral("tileset.json"));
    if (!ctx)
        return;
    for (auto it = m_own.tileset.tiles.constBegin(); it != m_own.tileset.tiles.constEnd(); ++it) {
        const QString &key = it.key();
        if (Tileset::featureNames().contains(key) || m_pack.monster(key) || m_pack.item(key) ||
            m_pack.trap(key))
            continue;
        if (m_pack.unreadableFiles.contains(QStringLiteral("monsters.json")) ||
            m_pack.unreadableFiles.contains(QStringLiteral("items.json")) ||
            m_pack.unreadableFiles.contains(QStringLiteral("traps.json")))
            continue; // it may name a record of the file that did not parse
        ctx->warningAtKey(it->pointer,
                          QStringLiteral("tile \"%1\" is neither a map feature (%2) nor a "
                                         "monster, item or trap id")
                              .arg(key, Tileset::featureNames().join(QStringLiteral(", "))));
    }
}

// A look names tiles the base tiles or the map's features have, or records; a band names a look
// of the tileset (its own or the one it inherits).
void Validator::checkLooks() {
    if (JsonContext *ctx = context(QStringLiteral("tileset.json"))) {
        const bool recordsRead =
            !m_pack.unreadableFiles.contains(QStringLiteral("monsters.json")) &&
            !m_pack.unreadableFiles.contains(QStringLiteral("items.json")) &&
            !m_pack.unreadableFiles.contains(QStringLiteral("traps.json"));
        for (const Tileset::Look &look : std::as_const(m_own.tileset.looks))
            for (auto it = look.tiles.constBegin(); it != look.tiles.constEnd(); ++it) {
                const QString &key = it.key();
                if (m_own.tileset.tiles.contains(key) || Tileset::featureNames().contains(key) ||
                    m_pack.monster(key) || m_pack.item(key) || m_pack.trap(key) || !recordsRead)
                    continue;
                ctx->errorAtKey(it->pointer,
                                QStringLiteral("unknown tile \"%1\": a look changes a tile of "
                                               "\"tiles\", a map feature (%2) or a monster, item "
                                               "or trap id")
                                    .arg(key, Tileset::featureNames().join(QStringLiteral(", "))));
            }
    }
    JsonContext *ctx = context(QStringLiteral("ruleset.json"));
    if (!ctx || m_pack.unreadableFiles.contains(QStringLiteral("tileset.json")))
        return;
    for (const Ruleset::Band &band : m_own.ruleset.bands) {
        if (band.look.isEmpty() || m_pack.tileset.looks.contains(band.look))
            continue;
        const QStringList names = m_pack.tileset.looks.keys();
        ctx->error(jsonpointer::child(band.pointer, QStringLiteral("look")),
                   names.isEmpty()
                       ? QStringLiteral("unknown look \"%1\" (the tileset has no \"looks\")")
                             .arg(band.look)
                       : QStringLiteral("unknown look \"%1\" (the tileset's looks: %2)")
                             .arg(band.look, names.join(QStringLiteral(", "))));
    }
}

void Validator::checkTableCycles() {
    // Depth-first search over table -> table references; each cycle is reported once, at the
    // reference that closes it, naming the whole loop.
    enum class Mark { None, Active, Done };
    QHash<QString, Mark> marks;
    QStringList path;
    QSet<QString> reported;
    QSet<QString> ownIds;
    for (const RandomTable &t : m_own.tables)
        ownIds.insert(t.id);

    std::function<void(const RandomTable &)> dfs;
    std::function<void(const RandomTable &, const TableResult &)> visitResult =
        [&](const RandomTable &from, const TableResult &res) {
            if (res.kind == TableResult::Kind::List) {
                for (const TableResult &item : res.items)
                    visitResult(from, item);
                return;
            }
            if (res.kind != TableResult::Kind::Table)
                return;
            const RandomTable *to = m_pack.table(res.ref);
            if (!to)
                return;
            const Mark m = marks.value(to->id, Mark::None);
            if (m == Mark::Active) {
                const qsizetype start = path.indexOf(to->id);
                QStringList loop = path.mid(start);
                loop << to->id;
                QStringList key = loop.mid(0, loop.size() - 1);
                std::sort(key.begin(), key.end());
                const QString k = key.join(u',');
                if (!reported.contains(k) && ownIds.contains(from.id)) {
                    reported.insert(k);
                    m_contexts.at(QStringLiteral("tables.json"))
                        ->error(jsonpointer::child(res.pointer, QStringLiteral("table")),
                                QStringLiteral("reference cycle: %1 (rolling it would never end)")
                                    .arg(loop.join(QStringLiteral(" -> "))));
                }
            } else if (m == Mark::None) {
                dfs(*to);
            }
        };
    dfs = [&](const RandomTable &t) {
        marks.insert(t.id, Mark::Active);
        path << t.id;
        for (const TableRow &row : t.rows)
            visitResult(t, row.result);
        path.removeLast();
        marks.insert(t.id, Mark::Done);
    };
    for (const RandomTable &t : m_own.tables)
        if (marks.value(t.id, Mark::None) == Mark::None)
            dfs(t);
}

void Validator::checkFiles() {
    const QDir root(m_pack.rootPath);
    // A missing sound only silences that sound: the pack still plays, with a warning. Any
    // other missing file (an atlas, a sprite sheet) is an error.
    auto checkFile = [&](JsonContext *ctx, const QString &pointer, const QString &relative,
                         bool sound = false) {
        if (!ctx)
            return;
        const QString clean = QDir::cleanPath(relative);
        if (QDir::isAbsolutePath(relative) || clean.startsWith(QLatin1String("..")))
            ctx->error(pointer, QStringLiteral("\"%1\" is outside the pack; files must be inside "
                                               "the pack folder")
                                    .arg(relative));
        else if (!QFileInfo(root.filePath(clean)).isFile() && sound)
            ctx->warning(
                pointer,
                QStringLiteral("file not found: %1 (that sound stays silent)").arg(relative));
        else if (!QFileInfo(root.filePath(clean)).isFile())
            ctx->error(pointer, QStringLiteral("file not found: %1").arg(relative));
    };
    if (JsonContext *ctx = context(QStringLiteral("sounds.json"))) {
        // The pack's own entries; those it inherits were checked in their own pack.
        const SoundSet &sounds = m_own.sounds;
        for (const auto &[kind, names] : {std::pair{QStringLiteral("effects"), &sounds.effects},
                                          std::pair{QStringLiteral("music"), &sounds.music}})
            for (auto it = names->constBegin(); it != names->constEnd(); ++it)
                if (!sounds.isInherited(kind, it.key()))
                    checkFile(ctx, sounds.pointers.value(kind + u'/' + it.key()), it.value(), true);
    }
    if (JsonContext *ctx = context(QStringLiteral("tileset.json"))) {
        if (!m_own.tileset.atlas.isEmpty())
            checkFile(ctx, jsonpointer::child(m_own.tileset.pointer, QStringLiteral("atlas")),
                      m_own.tileset.atlas);
        auto checkSheets = [&](const QMap<QString, Tileset::Tile> &tiles) {
            for (auto it = tiles.constBegin(); it != tiles.constEnd(); ++it)
                if (!it->sheet.isEmpty())
                    checkFile(ctx,
                              jsonpointer::child(
                                  jsonpointer::child(it->pointer, QStringLiteral("sprite")),
                                  QStringLiteral("sheet")),
                              it->sheet);
        };
        checkSheets(m_own.tileset.tiles);
        for (const Tileset::Look &look : std::as_const(m_own.tileset.looks))
            checkSheets(look.tiles);
    }
}

// Designer warnings: tables named where their rolls cannot give what is drawn from them, text
// rows where records or values are drawn, and the pack's own tables and records the game never
// rolls or gives (data/PackUsage.h). Not when a file did not parse (it may hold the names),
// nor without bands (nothing is rolled at all, and that is an error of its own).
void Validator::checkUsage() {
    if (!m_pack.unreadableFiles.isEmpty() || m_pack.ruleset.bands.isEmpty())
        return;
    const PackUsage usage(m_pack);
    checkUseSites(usage);
    checkTextRows(usage);
    checkUnusedTables(usage);
    checkUnusedRecords(usage);
}

// The generator, vault and appearance tables have errors of their own (checkGenerators,
// checkVaults, ItemAppearances::validate).
bool hasOwnCheck(TableUse use) {
    return use == TableUse::Generator || use == TableUse::Vaults || use == TableUse::Appearances;
}

// What comes of a use whose table gives nothing it takes.
QString withoutIt(TableUse use) {
    switch (use) {
    case TableUse::Monsters:
        return QStringLiteral("no monster spawns");
    case TableUse::Placed:
        return QStringLiteral("nothing is placed");
    case TableUse::Loot:
        return QStringLiteral("its chests open empty");
    case TableUse::VaultItems:
        return QStringLiteral("its $ cells stay empty");
    case TableUse::VaultStock:
        return QStringLiteral("its S cells stay empty");
    case TableUse::RoomSize:
        return QStringLiteral("rooms take the default size");
    case TableUse::RoomShape:
        return QStringLiteral("rooms are rectangles");
    case TableUse::RoomExits:
        return QStringLiteral("rooms get the default exits");
    default:
        return {};
    }
}

void Validator::checkUseSites(const PackUsage &usage) {
    QSet<QString> told;
    for (const TableUseSite &site : usage.sites()) {
        JsonContext *ctx = context(site.file);
        const RandomTable *table = m_pack.table(site.table);
        // (A table without rows is an error of its own.)
        if (!site.own || !ctx || hasOwnCheck(site.use) || !table || table->rows.isEmpty() ||
            usage.canGive(site.table, site.use) || told.contains(site.file + site.pointer))
            continue;
        told.insert(site.file + site.pointer);
        const QStringList gives = usage.whatItGives(site.table);
        const QString what =
            gives.isEmpty() ? QStringLiteral("nothing")
            : gives.size() == 1
                ? gives.first()
                : QStringList(gives.mid(0, gives.size() - 1)).join(QStringLiteral(", ")) +
                      QStringLiteral(" and ") + gives.last();
        ctx->warning(site.pointer, QStringLiteral("%1 \"%2\" gives %3, not %4: %5")
                                       .arg(site.where, site.table, what,
                                            PackUsage::wanted(site.use), withoutIt(site.use)));
    }
}

// What a row should say instead of its text, where the table is rolled for `use`.
QString insteadOfText(TableUse use, const QString &text) {
    switch (use) {
    case TableUse::Monsters:
        return QStringLiteral("\"monster\": id");
    case TableUse::Placed:
        return QStringLiteral("\"item\", \"monster\" or \"trap\": id");
    case TableUse::Loot:
    case TableUse::VaultItems:
    case TableUse::VaultStock:
        return QStringLiteral("\"item\": id");
    case TableUse::RoomSize:
        return QStringLiteral("\"value\": {\"width\": ..., \"height\": ...}");
    default:
        return QStringLiteral("\"value\": \"%1\"").arg(text);
    }
}

// A row of plain text gives nothing where records or values are drawn: a text row is only
// what a person reads when rolling by hand (or an item's look). Said once per table, at its
// first text row, for the first use that reaches it.
void Validator::checkTextRows(const PackUsage &usage) {
    JsonContext *ctx = context(QStringLiteral("tables.json"));
    if (!ctx)
        return;
    for (const RandomTable &t : m_own.tables) {
        const QList<std::pair<TableUse, int>> uses = usage.usesOf(t.id);
        const auto use = std::find_if(uses.begin(), uses.end(),
                                      [](const auto &u) { return !hasOwnCheck(u.first); });
        if (use == uses.end())
            continue;
        QStringList rows;
        const TableResult *first = nullptr;
        for (int i = 0; i < t.rows.size(); ++i) {
            std::function<bool(const TableResult &)> isText = [&](const TableResult &res) {
                if (res.kind == TableResult::Kind::List)
                    return std::any_of(res.items.begin(), res.items.end(), isText);
                if (res.kind == TableResult::Kind::Text && !first)
                    first = &res;
                return res.kind == TableResult::Kind::Text;
            };
            if (isText(t.rows.at(i).result))
                rows << QString::number(i + 1);
        }
        if (!first)
            continue;
        const TableUseSite &site = usage.sites().at(use->second);
        // A whole table of text is named by its first rows.
        const qsizetype more = rows.size() > 4 ? rows.size() - 3 : 0;
        const QString listed = more > 0 ? QStringList(rows.mid(0, 3)).join(QStringLiteral(", ")) +
                                              QStringLiteral(" and %1 more").arg(more)
                                        : rows.join(QStringLiteral(", "));
        const QString which = rows.size() == 1 ? QStringLiteral("row %1 is").arg(listed)
                                               : QStringLiteral("rows %1 are").arg(listed);
        ctx->warning(jsonpointer::child(first->pointer, QStringLiteral("text")),
                     QStringLiteral("%1 plain text, but the table is rolled as %2 (\"%3\"), "
                                    "which takes %4: text gives nothing there; write %5")
                         .arg(which, site.where, site.table, PackUsage::wanted(use->first),
                              insteadOfText(use->first, first->text)));
    }
}

void Validator::checkUnusedTables(const PackUsage &usage) {
    JsonContext *ctx = context(QStringLiteral("tables.json"));
    if (!ctx)
        return;
    for (const RandomTable &t : m_own.tables)
        if (!usage.isRolled(t.id))
            ctx->warning(jsonpointer::child(t.pointer, QStringLiteral("id")),
                         QStringLiteral("no band, ruleset field, record or rolled table names "
                                        "this table: it is never rolled"));
}

// The pack's own items, monsters and traps that no rolled table gives where its kind is taken
// and that neither the ruleset nor a record names.
void Validator::checkUnusedRecords(const PackUsage &usage) {
    auto check = [&](RecordKind kind, const auto &records) {
        JsonContext *ctx = context(QLatin1String(recordKindInfo(kind).file));
        if (!ctx)
            return;
        const QString noun = QLatin1String(recordKindInfo(kind).noun);
        for (const auto &r : records) {
            if (usage.gives(kind, r.id))
                continue;
            const QString p = jsonpointer::child(r.pointer, QStringLiteral("id"));
            const QStringList listing = usage.rolledListing(kind, r.id);
            if (listing.isEmpty()) {
                ctx->warning(p, QStringLiteral("no table, band or record gives this %1: it never "
                                               "appears")
                                    .arg(noun));
                continue;
            }
            // Listed, but only in tables rolled for other kinds (an item in a monsters table).
            QStringList tables, wanted;
            for (const QString &table : listing) {
                tables << u'"' + table + u'"';
                for (const auto &use : usage.usesOf(table))
                    if (!wanted.contains(PackUsage::wanted(use.first)))
                        wanted << PackUsage::wanted(use.first);
            }
            ctx->warning(
                p, QStringLiteral("%1 %2 this %3, but only where the game draws %4: it "
                                  "never appears")
                       .arg(tables.join(QStringLiteral(", ")),
                            tables.size() == 1 ? QStringLiteral("lists") : QStringLiteral("list"),
                            noun, wanted.join(QStringLiteral(" or "))));
        }
    };
    check(RecordKind::Item, m_own.items);
    check(RecordKind::Monster, m_own.monsters);
    check(RecordKind::Trap, m_own.traps);
}

} // namespace

Diagnostics PackValidator::validate(const Pack &pack) {
    Diagnostics out;
    Validator(pack, out).run();
    ItemAppearances::validate(pack, out);
    return out;
}

} // namespace pd
