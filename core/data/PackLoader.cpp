#include "PackLoader.h"

#include "gen/GeneratorSettings.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"
#include "json/JsonReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <functional>
#include <map>
#include <memory>

namespace pd {

const QStringList &PackLoader::knownFiles() {
    static const QStringList files = {
        QStringLiteral("pack.json"),   QStringLiteral("ruleset.json"),
        QStringLiteral("tables.json"), QStringLiteral("items.json"),
        QStringLiteral("spells.json"), QStringLiteral("monsters.json"),
        QStringLiteral("traps.json"),  QStringLiteral("tileset.json"),
        QStringLiteral("sounds.json")};
    return files;
}

QString PackLoader::bundledDataDir() {
    // An installed or relocated build keeps data/ next to bin/; a build tree uses the sources.
    const QString appDir =
        QCoreApplication::instance() ? QCoreApplication::applicationDirPath() : QString();
    if (!appDir.isEmpty()) {
        const QStringList candidates = {appDir + QStringLiteral("/../data"),
                                        appDir + QStringLiteral("/../share/permadungeon/data")};
        for (const QString &candidate : candidates) {
            if (QFileInfo::exists(candidate + QStringLiteral("/classic/pack.json")))
                return QDir::cleanPath(candidate);
        }
    }
    return QStringLiteral(PD_SOURCE_DATA_DIR);
}

namespace {

// One parsed file and the context that reports into it.
struct FileState {
    JsonSource source;
    std::unique_ptr<JsonContext> context;
};

template <typename T>
void mergeById(QList<T> &base, const QList<T> &own) {
    for (const T &record : own) {
        bool replaced = false;
        for (T &b : base) {
            if (b.id == record.id) {
                b = record;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            base.append(record);
    }
}

class Loader {
public:
    Loader(Diagnostics &diagnostics, const PackLoader::Options &options)
        : m_diagnostics(diagnostics)
        , m_options(options) {}

    Pack load(const QString &folder, const QString &prefix, QStringList &stack);

private:
    void fileError(const QString &file, const QString &message, bool warning = false) {
        Diagnostic d;
        d.severity = warning ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error;
        d.file = file;
        d.message = message;
        m_diagnostics.add(d);
    }

    FileState *open(const QString &folder, const QString &prefix, const QString &name,
                    bool required) {
        const QString path = folder + u'/' + name;
        if (!QFileInfo::exists(path)) {
            if (required)
                fileError(prefix + name,
                          QStringLiteral("file not found (a pack needs %1)").arg(name));
            return nullptr;
        }
        auto state = std::make_unique<FileState>();
        state->source = JsonReader::readFile(path, prefix + name, m_diagnostics);
        if (!state->source.isValid()) {
            m_unreadable.insert(name);
            return nullptr;
        }
        state->context = std::make_unique<JsonContext>(state->source, m_diagnostics);
        FileState *raw = state.get();
        m_files[prefix + name] = std::move(state);
        return raw;
    }

    template <typename T>
    QList<T> readRecords(FileState *file, const QString &key, const QString &what) {
        QList<T> out;
        if (!file)
            return out;
        JsonObjectReader top(*file->context, file->source.root, QString());
        if (!top.isObject())
            return out;
        fields::readFormat(top, kPackFormat);
        const QJsonArray array = top.array(key, true);
        QHash<QString, QString> seen; // id -> pointer of the first
        for (qsizetype i = 0; i < array.size(); ++i) {
            JsonObjectReader r(*file->context, array.at(i), jsonpointer::child(u'/' + key, i));
            T record = T::fromJson(r);
            if (record.id.isEmpty())
                continue;
            const auto first = seen.constFind(record.id);
            if (first != seen.constEnd()) {
                const SourceLocation at = file->context->locate(*first);
                file->context->error(r.pointerOf(QStringLiteral("id")),
                                     QStringLiteral("duplicate %1 id \"%2\" (first at line %3)")
                                         .arg(what, record.id)
                                         .arg(at.line));
                continue;
            }
            seen.insert(record.id, r.pointer());
            out.append(record);
        }
        top.finish();
        return out;
    }

    void checkReferences(const Pack &pack, const QString &prefix, const Pack &own);
    void checkTableCycles(const Pack &pack, const Pack &own, JsonContext *context);
    void checkFiles(const Pack &pack, const QString &prefix, const Pack &own);

    JsonContext *context(const QString &file) const {
        const auto it = m_files.find(file);
        return it == m_files.end() ? nullptr : it->second->context.get();
    }

    Diagnostics &m_diagnostics;
    const PackLoader::Options &m_options;
    std::map<QString, std::unique_ptr<FileState>> m_files;
    QSet<QString> m_reported;   // generator-setting problems already reported
    QSet<QString> m_unreadable; // files that did not parse: references to their records are
                                // not reported as unknown (the file's own error says why)
};

Pack Loader::load(const QString &folder, const QString &prefix, QStringList &stack) {
    Pack pack;
    const QFileInfo info(folder);
    if (!info.exists() || !info.isDir()) {
        fileError(prefix.isEmpty() ? folder : prefix.chopped(1),
                  info.exists() ? QStringLiteral("not a folder (a pack is a folder with pack.json)")
                                : QStringLiteral("no such folder"));
        return pack;
    }
    pack.rootPath = info.absoluteFilePath();

    // Files that look like pack files but are not read are probably misspelt.
    const QStringList jsonFiles = QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (const QString &name : jsonFiles)
        if (!PackLoader::knownFiles().contains(name))
            fileError(prefix + name,
                      QStringLiteral("unknown file, not read (a pack's files are %1)")
                          .arg(PackLoader::knownFiles().join(QStringLiteral(", "))),
                      true);

    if (FileState *f = open(folder, prefix, QStringLiteral("pack.json"), true)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        pack.manifest = PackManifest::fromJson(r);
        const auto current = Version::parse(QStringLiteral(PD_VERSION_STRING));
        if (current && !pack.manifest.game.comparisons.isEmpty() &&
            !pack.manifest.game.contains(*current))
            f->context->warning(QStringLiteral("/game"),
                                QStringLiteral("made for game versions %1; this is %2")
                                    .arg(pack.manifest.game.text, current->toString()));
        if (r.has(QStringLiteral("generatorVersion")) &&
            pack.manifest.generatorVersion != kGeneratorVersion)
            f->context->warning(QStringLiteral("/generatorVersion"),
                                QStringLiteral("made with generator version %1; this game has "
                                               "version %2, so seeds give different dungeons")
                                    .arg(pack.manifest.generatorVersion)
                                    .arg(kGeneratorVersion));
    }

    // Dependencies first: their records are the base this pack's records replace or extend.
    Pack base;
    stack << pack.manifest.id;
    for (const PackManifest::Dependency &dep : std::as_const(pack.manifest.dependencies)) {
        JsonContext *ctx = context(prefix + QStringLiteral("pack.json"));
        if (stack.contains(dep.id)) {
            if (ctx)
                ctx->error(jsonpointer::child(dep.pointer, QStringLiteral("id")),
                           QStringLiteral("dependency cycle: %1 -> %2")
                               .arg(stack.join(QStringLiteral(" -> ")), dep.id));
            continue;
        }
        QStringList roots = {QFileInfo(pack.rootPath).absolutePath()};
        roots += m_options.searchPaths;
        QString found;
        for (const QString &root : std::as_const(roots)) {
            const QStringList candidates = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            for (const QString &c : candidates) {
                const QString dir = root + u'/' + c;
                if (QFileInfo(dir).absoluteFilePath() == pack.rootPath)
                    continue;
                Diagnostics scratch;
                JsonSource s =
                    JsonReader::readFile(dir + QStringLiteral("/pack.json"), QString(), scratch);
                if (s.root.isObject() &&
                    s.root.toObject().value(QStringLiteral("id")).toString() == dep.id) {
                    found = dir;
                    break;
                }
            }
            if (!found.isEmpty())
                break;
        }
        if (found.isEmpty()) {
            if (ctx)
                ctx->error(jsonpointer::child(dep.pointer, QStringLiteral("id")),
                           QStringLiteral("dependency \"%1\" not found (looked beside the pack "
                                          "and among the bundled packs)")
                               .arg(dep.id));
            continue;
        }
        Pack dependency = load(found, QDir::cleanPath(found) + u'/', stack);
        if (!dep.versions.contains(dependency.manifest.version) && ctx)
            ctx->error(jsonpointer::child(dep.pointer, QStringLiteral("version")),
                       QStringLiteral("needs %1 %2, found version %3")
                           .arg(dep.id, dep.versions.text, dependency.manifest.version.toString()));
        mergeById(base.tables, dependency.tables);
        mergeById(base.items, dependency.items);
        mergeById(base.spells, dependency.spells);
        mergeById(base.monsters, dependency.monsters);
        mergeById(base.traps, dependency.traps);
        base.ruleset = dependency.ruleset;
        base.tileset = dependency.tileset;
        base.sounds = dependency.sounds;
    }
    stack.removeLast();

    Pack own;
    own.tables =
        readRecords<RandomTable>(open(folder, prefix, QStringLiteral("tables.json"), false),
                                 QStringLiteral("tables"), QStringLiteral("table"));
    own.items = readRecords<ItemRecord>(open(folder, prefix, QStringLiteral("items.json"), false),
                                        QStringLiteral("items"), QStringLiteral("item"));
    own.spells =
        readRecords<SpellRecord>(open(folder, prefix, QStringLiteral("spells.json"), false),
                                 QStringLiteral("spells"), QStringLiteral("spell"));
    own.monsters =
        readRecords<MonsterRecord>(open(folder, prefix, QStringLiteral("monsters.json"), false),
                                   QStringLiteral("monsters"), QStringLiteral("monster"));
    own.traps = readRecords<TrapRecord>(open(folder, prefix, QStringLiteral("traps.json"), false),
                                        QStringLiteral("traps"), QStringLiteral("trap"));

    const bool hasDependencies = !pack.manifest.dependencies.isEmpty();
    if (FileState *f = open(folder, prefix, QStringLiteral("ruleset.json"), !hasDependencies)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        own.ruleset = Ruleset::fromJson(r);
        pack.ruleset = own.ruleset;
    } else {
        pack.ruleset = base.ruleset;
    }
    if (FileState *f = open(folder, prefix, QStringLiteral("tileset.json"), false)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        own.tileset = Tileset::fromJson(r);
        pack.tileset = own.tileset;
    } else {
        pack.tileset = base.tileset;
    }
    if (FileState *f = open(folder, prefix, QStringLiteral("sounds.json"), false)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        own.sounds = SoundSet::fromJson(r);
        pack.sounds = own.sounds;
    } else {
        pack.sounds = base.sounds;
    }

    pack.tables = base.tables;
    pack.items = base.items;
    pack.spells = base.spells;
    pack.monsters = base.monsters;
    pack.traps = base.traps;
    mergeById(pack.tables, own.tables);
    mergeById(pack.items, own.items);
    mergeById(pack.spells, own.spells);
    mergeById(pack.monsters, own.monsters);
    mergeById(pack.traps, own.traps);
    pack.rebuildIndex();

    checkReferences(pack, prefix, own);
    checkFiles(pack, prefix, own);
    return pack;
}

void Loader::checkReferences(const Pack &pack, const QString &prefix, const Pack &own) {
    auto refError = [this](JsonContext *ctx, const QString &pointer, const QString &what,
                           const QString &id, const QStringList &known) {
        if (!ctx || m_unreadable.contains(what + QStringLiteral("s.json")))
            return;
        QString hint;
        for (const QString &k : known)
            if (k.compare(id, Qt::CaseInsensitive) == 0 ||
                (k.size() > 3 && (k.startsWith(id) || id.startsWith(k)))) {
                hint = QStringLiteral("; did you mean \"%1\"?").arg(k);
                break;
            }
        ctx->error(pointer, QStringLiteral("unknown %1 \"%2\"%3").arg(what, id, hint));
    };
    auto ids = [](const auto &records) {
        QStringList out;
        for (const auto &r : records)
            out << r.id;
        return out;
    };
    const QStringList tableIds = ids(pack.tables), itemIds = ids(pack.items),
                      monsterIds = ids(pack.monsters), trapIds = ids(pack.traps),
                      spellIds = ids(pack.spells);

    // Tables: references, structure, cycles.
    if (JsonContext *ctx = context(prefix + QStringLiteral("tables.json"))) {
        std::function<void(const TableResult &)> visit = [&](const TableResult &res) {
            const QString p = jsonpointer::child(res.pointer, TableResult::kindKey(res.kind));
            switch (res.kind) {
            case TableResult::Kind::Table:
                if (!pack.table(res.ref))
                    refError(ctx, p, QStringLiteral("table"), res.ref, tableIds);
                break;
            case TableResult::Kind::Item:
                if (!pack.item(res.ref))
                    refError(ctx, p, QStringLiteral("item"), res.ref, itemIds);
                break;
            case TableResult::Kind::Monster:
                if (!pack.monster(res.ref))
                    refError(ctx, p, QStringLiteral("monster"), res.ref, monsterIds);
                break;
            case TableResult::Kind::Trap:
                if (!pack.trap(res.ref))
                    refError(ctx, p, QStringLiteral("trap"), res.ref, trapIds);
                break;
            case TableResult::Kind::List:
                for (const TableResult &item : res.items)
                    visit(item);
                break;
            default:
                break;
            }
        };
        for (const RandomTable &t : own.tables) {
            t.validate(*ctx);
            for (const TableRow &row : t.rows)
                visit(row.result);
        }
        checkTableCycles(pack, own, ctx);
    }

    if (JsonContext *ctx = context(prefix + QStringLiteral("monsters.json"))) {
        for (const MonsterRecord &m : own.monsters) {
            if (!m.trophy.isEmpty() && !pack.item(m.trophy))
                refError(ctx, jsonpointer::child(m.pointer, QStringLiteral("trophy")),
                         QStringLiteral("item"), m.trophy, itemIds);
            for (int i = 0; i < m.spells.size(); ++i)
                if (!pack.spell(m.spells.at(i)))
                    refError(ctx,
                             jsonpointer::child(
                                 jsonpointer::child(m.pointer, QStringLiteral("spells")), i),
                             QStringLiteral("spell"), m.spells.at(i), spellIds);
        }
    }

    if (JsonContext *ctx = context(prefix + QStringLiteral("ruleset.json"))) {
        const Ruleset &rs = own.ruleset;
        for (const Ruleset::Band &band : rs.bands) {
            const struct {
                const char *key;
                const QString &ref;
            } refs[] = {{"generator", band.generator}, {"monsters", band.monsters},
                        {"items", band.items},         {"traps", band.traps},
                        {"chests", band.chests},       {"chips", band.chips}};
            for (const auto &ref : refs)
                if (!ref.ref.isEmpty() && !pack.table(ref.ref))
                    refError(ctx, jsonpointer::child(band.pointer, QString::fromLatin1(ref.key)),
                             QStringLiteral("table"), ref.ref, tableIds);
            // A generator table's rows are generator settings, checked at both ends of the band
            // (settings may depend on depth). Errors point into tables.json.
            if (const RandomTable *gen = pack.table(band.generator)) {
                JsonContext *tablesCtx = context(prefix + QStringLiteral("tables.json"));
                for (int rowIndex = 0; rowIndex < gen->rows.size(); ++rowIndex) {
                    const TableResult &res = gen->rows.at(rowIndex).result;
                    if (res.kind != TableResult::Kind::Value || !res.value.isObject()) {
                        ctx->error(jsonpointer::child(band.pointer, QStringLiteral("generator")),
                                   QStringLiteral("table \"%1\" row %2 does not give generator "
                                                  "settings (a \"value\" object with "
                                                  "\"generator\": one of %3)")
                                       .arg(gen->id)
                                       .arg(rowIndex + 1)
                                       .arg(GeneratorSettings::names().join(QStringLiteral(", "))));
                        continue;
                    }
                    if (!tablesCtx)
                        continue;
                    const QString valuePointer =
                        jsonpointer::child(res.pointer, QStringLiteral("value"));
                    for (int depth : {band.from, band.to}) {
                        Diagnostics scratch;
                        JsonContext scratchCtx(
                            m_files.at(prefix + QStringLiteral("tables.json"))->source, scratch);
                        JsonObjectReader vr(scratchCtx, res.value, valuePointer);
                        const GeneratorSettings settings = GeneratorSettings::fromJson(vr, depth);
                        // One report per place, whichever depth shows it first.
                        for (const Diagnostic &d : scratch.items()) {
                            const QString key = d.pointer + u'|' + QString::number(int(d.severity));
                            if (m_reported.contains(key))
                                continue;
                            m_reported.insert(key);
                            m_diagnostics.add(d);
                        }
                        if (settings.kind == GeneratorSettings::Kind::Chambers) {
                            const struct {
                                const char *key;
                                QString id;
                            } refs[] = {{"size", settings.chambers.sizeTable},
                                        {"shape", settings.chambers.shapeTable},
                                        {"exits", settings.chambers.exitsTable},
                                        {"contents", settings.chambers.contentsTable}};
                            for (const auto &ref : refs) {
                                const QString p =
                                    jsonpointer::child(valuePointer, QString::fromLatin1(ref.key));
                                if (!ref.id.isEmpty() && !pack.table(ref.id) &&
                                    !m_reported.contains(p)) {
                                    m_reported.insert(p);
                                    refError(tablesCtx, p, QStringLiteral("table"), ref.id,
                                             tableIds);
                                }
                            }
                        }
                    }
                }
            }
        }
        for (const Ruleset::InventoryEntry &e : rs.inventory)
            if (!e.item.isEmpty() && !pack.item(e.item))
                refError(ctx, jsonpointer::child(e.pointer, QStringLiteral("item")),
                         QStringLiteral("item"), e.item, itemIds);
        if (!rs.chestTrap.isEmpty() && !pack.trap(rs.chestTrap))
            refError(ctx, QStringLiteral("/chests/trap"), QStringLiteral("trap"), rs.chestTrap,
                     trapIds);
        if (!rs.chestMimic.isEmpty() && !pack.monster(rs.chestMimic))
            refError(ctx, QStringLiteral("/chests/mimic"), QStringLiteral("monster"), rs.chestMimic,
                     monsterIds);
        if (rs.hasWin && !rs.winItem.isEmpty()) {
            const ItemRecord *item = pack.item(rs.winItem);
            if (!item)
                refError(ctx, QStringLiteral("/win/item"), QStringLiteral("item"), rs.winItem,
                         itemIds);
            // The game lays the win item itself; a table giving it too makes a second one.
            JsonContext *tablesCtx = context(prefix + QStringLiteral("tables.json"));
            std::function<void(const TableResult &)> find = [&](const TableResult &res) {
                if (res.kind == TableResult::Kind::List)
                    for (const TableResult &part : res.items)
                        find(part);
                else if (res.kind == TableResult::Kind::Item && res.ref == rs.winItem && tablesCtx)
                    tablesCtx->warning(jsonpointer::child(res.pointer, QStringLiteral("item")),
                                       QStringLiteral("\"%1\" is the win item, which the game "
                                                      "places itself at depth %2; a table giving "
                                                      "it makes another")
                                           .arg(rs.winItem)
                                           .arg(rs.winDepth));
            };
            for (const RandomTable &t : own.tables)
                for (const TableRow &row : t.rows)
                    find(row.result);
        }
    }

    if (JsonContext *ctx = context(prefix + QStringLiteral("tileset.json"))) {
        for (auto it = own.tileset.tiles.constBegin(); it != own.tileset.tiles.constEnd(); ++it) {
            const QString &key = it.key();
            if (Tileset::featureNames().contains(key) || pack.monster(key) || pack.item(key) ||
                pack.trap(key))
                continue;
            if (m_unreadable.contains(QStringLiteral("monsters.json")) ||
                m_unreadable.contains(QStringLiteral("items.json")) ||
                m_unreadable.contains(QStringLiteral("traps.json")))
                continue; // it may name a record of the file that did not parse
            ctx->warningAtKey(it->pointer,
                              QStringLiteral("tile \"%1\" is neither a map feature (%2) nor a "
                                             "monster, item or trap id")
                                  .arg(key, Tileset::featureNames().join(QStringLiteral(", "))));
        }
    }
}

void Loader::checkTableCycles(const Pack &pack, const Pack &own, JsonContext *context) {
    // Depth-first search over table -> table references; each cycle is reported once, at the
    // reference that closes it, naming the whole loop.
    enum class Mark { None, Active, Done };
    QHash<QString, Mark> marks;
    QStringList path;
    QSet<QString> reported;
    QSet<QString> ownIds;
    for (const RandomTable &t : own.tables)
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
            const RandomTable *to = pack.table(res.ref);
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
                    context->error(
                        jsonpointer::child(res.pointer, QStringLiteral("table")),
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
    for (const RandomTable &t : own.tables)
        if (marks.value(t.id, Mark::None) == Mark::None)
            dfs(t);
}

void Loader::checkFiles(const Pack &pack, const QString &prefix, const Pack &own) {
    const QDir root(pack.rootPath);
    auto checkFile = [&](JsonContext *ctx, const QString &pointer, const QString &relative) {
        if (!ctx)
            return;
        const QString clean = QDir::cleanPath(relative);
        if (QDir::isAbsolutePath(relative) || clean.startsWith(QLatin1String("..")))
            ctx->error(pointer, QStringLiteral("\"%1\" is outside the pack; files must be inside "
                                               "the pack folder")
                                    .arg(relative));
        else if (!QFileInfo(root.filePath(clean)).isFile())
            ctx->error(pointer, QStringLiteral("file not found: %1").arg(relative));
    };
    if (JsonContext *ctx = context(prefix + QStringLiteral("sounds.json"))) {
        for (auto it = own.sounds.effects.constBegin(); it != own.sounds.effects.constEnd(); ++it)
            checkFile(ctx, own.sounds.pointers.value(QStringLiteral("effects/") + it.key()),
                      it.value());
        for (auto it = own.sounds.music.constBegin(); it != own.sounds.music.constEnd(); ++it)
            checkFile(ctx, own.sounds.pointers.value(QStringLiteral("music/") + it.key()),
                      it.value());
    }
    if (JsonContext *ctx = context(prefix + QStringLiteral("tileset.json"))) {
        for (auto it = own.tileset.tiles.constBegin(); it != own.tileset.tiles.constEnd(); ++it)
            if (!it->sheet.isEmpty())
                checkFile(
                    ctx,
                    jsonpointer::child(jsonpointer::child(it->pointer, QStringLiteral("sprite")),
                                       QStringLiteral("sheet")),
                    it->sheet);
    }
}

} // namespace

Pack PackLoader::load(const QString &folder, Diagnostics &diagnostics) {
    return load(folder, diagnostics, Options());
}

Pack PackLoader::load(const QString &folder, Diagnostics &diagnostics, const Options &options) {
    Options opts = options;
    if (opts.searchPaths.isEmpty())
        opts.searchPaths << bundledDataDir();
    QString prefix = opts.displayPrefix;
    if (!opts.displayPrefixSet) {
        prefix = QDir::cleanPath(folder);
        if (!prefix.endsWith(u'/'))
            prefix += u'/';
    }
    Loader loader(diagnostics, opts);
    QStringList stack;
    Pack pack = loader.load(folder, prefix, stack);
    return pack;
}

} // namespace pd
