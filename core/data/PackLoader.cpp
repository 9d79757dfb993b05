#include "PackLoader.h"

#include "data/PackFiles.h"
#include "data/PackSaveJournal.h"
#include "data/PackValidator.h"
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

// A pack's own records replace its dependencies' of the same id where they stand, or follow
// them. Hashed: a designer's pack of thousands of records merged in quadratic time took most
// of the editor's time to open it.
// The records are moved, not copied: a pack of ten thousand spent a fifth of its compile copying.
template <typename T>
void mergeById(QList<T> &base, QList<T> &&own) {
    if (base.isEmpty()) {
        base = std::move(own);
        return;
    }
    QHash<QString, qsizetype> at;
    at.reserve(base.size());
    for (qsizetype i = 0; i < base.size(); ++i)
        at.insert(base.at(i).id, i);
    base.reserve(base.size() + own.size());
    for (T &record : own) {
        const auto it = at.constFind(record.id);
        if (it != at.constEnd()) {
            base[*it] = std::move(record);
        } else {
            at.insert(record.id, base.size());
            base.append(std::move(record));
        }
    }
}

class Loader {
public:
    Loader(Diagnostics &diagnostics, const PackLoader::Options &options, const PackFiles *memory)
        : m_diagnostics(diagnostics)
        , m_options(options)
        , m_memory(memory) {}

    Pack load(const QString &folder, const QString &prefix, QStringList &stack);

private:
    // load's steps, in order. A folder that is no pack's is an error, and nothing more is read.
    bool openFolder(const QString &folder, const QString &prefix, bool top, Pack &pack);
    void warnUnknownFiles(const QString &folder, const QString &prefix);
    void readManifest(const QString &folder, const QString &prefix, bool top, Pack &pack);
    // The records, ruleset, tiles, sounds and texts of every dependency, merged in order.
    Pack loadDependencies(const Pack &pack, const QString &prefix, QStringList &stack);
    // The folder of the pack whose id is `id`, beside `rootPath` or on the search paths; empty
    // when there is none.
    QString findDependency(const QString &id, const QString &rootPath) const;
    static void addDependency(Pack &base, Pack &&dependency);
    // The pack's own records (the ruleset, tileset and sounds are read by readSettings).
    Pack readOwnRecords(const QString &folder, const QString &prefix, bool top, Pack &pack);
    void readSettings(const QString &folder, const QString &prefix, bool top, const Pack &base,
                      Pack &pack);
    // The dependencies' records, then the pack's own over them (both are moved from).
    static void mergeRecords(Pack &base, Pack &own, Pack &pack);
    // The checks across records, located in the files they concern.
    void reportChecks(const Pack &pack, const QString &prefix);

    void fileError(const QString &file, const QString &message, bool warning = false) {
        Diagnostic d;
        d.severity = warning ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error;
        d.file = file;
        d.message = message;
        m_diagnostics.add(d);
    }

    void reportRecovery(const PackSaveJournal::Recovery &r, const QString &prefix) {
        using Outcome = PackSaveJournal::Recovery::Outcome;
        const QString files = r.files.join(QStringLiteral(", "));
        const QString journal = prefix + PackSaveJournal::journalName();
        switch (r.outcome) {
        case Outcome::Nothing:
            break;
        case Outcome::Finished:
            fileError(journal,
                      QStringLiteral("a save that stopped half-way was finished (%1)").arg(files),
                      true);
            break;
        case Outcome::RolledBack:
            fileError(journal,
                      QStringLiteral("a save that stopped half-way was undone: the files are as "
                                     "they were before it (%1)")
                          .arg(files),
                      true);
            break;
        case Outcome::Busy:
            fileError(journal, QStringLiteral("another program is saving this pack now"), true);
            break;
        case Outcome::Failed:
            fileError(journal, r.error);
            break;
        }
    }

    // The pack's file, parsed; nullptr when it is missing (an error if required) or does not
    // parse (its name goes into `unreadable`). The top pack's files come from memory when the
    // loader was given them (the editor's documents), its dependencies' always from disk.
    FileState *open(const QString &folder, const QString &prefix, const QString &name,
                    bool required, Pack &pack, bool top) {
        auto state = std::make_unique<FileState>();
        if (top && m_memory) {
            if (m_memory->unreadable.contains(name)) {
                pack.ownFiles << name;
                pack.unreadableFiles << name;
                return nullptr;
            }
            const auto it = m_memory->files.find(name);
            if (it == m_memory->files.end()) {
                if (required)
                    fileError(prefix + name,
                              QStringLiteral("file not found (a pack needs %1)").arg(name));
                return nullptr;
            }
            state->source.file = prefix + name;
            state->source.root =
                it->second.value.isUndefined() ? it->second.tree.toValue() : it->second.value;
            state->source.map = it->second.map;
        } else {
            const QString path = folder + u'/' + name;
            const QFileInfo info(path);
            if (!info.exists() && !info.isSymLink()) {
                if (required)
                    fileError(prefix + name,
                              QStringLiteral("file not found (a pack needs %1)").arg(name));
                return nullptr;
            }
            state->source = JsonReader::readFile(path, prefix + name, m_diagnostics);
            if (!state->source.isValid()) {
                pack.ownFiles << name;
                pack.unreadableFiles << name;
                return nullptr;
            }
        }
        pack.ownFiles << name;
        state->context = std::make_unique<JsonContext>(state->source, m_diagnostics);
        FileState *raw = state.get();
        m_files[prefix + name] = std::move(state);
        return raw;
    }

    // `cached`: the records this file gave last time, to take again where their JSON is the
    // same (RecordCache), and given this time's.
    template <typename T>
    QList<T> readRecords(FileState *file, const QString &key, const QString &what,
                         const QString &origin, RecordCache::Entries<T> *cached = nullptr) {
        QList<T> out;
        if (!file) {
            if (cached)
                cached->clear();
            return out;
        }
        JsonObjectReader top(*file->context, file->source.root, QString());
        if (!top.isObject())
            return out;
        fields::readFormat(top, kPackFormat);
        const QJsonArray array = top.array(key, true);
        out.reserve(array.size());
        QHash<QString, qsizetype> seen; // id -> the first one's place in the list
        seen.reserve(array.size());
        const QString listPointer = u'/' + key;
        RecordCache::Entries<T> next;
        if (cached)
            next.reserve(std::size_t(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValue json = array.at(i);
            std::optional<RecordCache::Entry<T>> *last =
                cached && std::size_t(i) < cached->size() ? &(*cached)[std::size_t(i)] : nullptr;
            T record;
            if (last && *last && (*last)->json == json) {
                record = (*last)->record;
                next.push_back(std::move(*last)); // the old entries are let go below
                ++m_options.cache->reused;
            } else {
                const qsizetype before = m_diagnostics.items().size();
                JsonObjectReader r(*file->context, json, jsonpointer::child(listPointer, i));
                record = T::fromJson(r);
                if (cached) {
                    ++m_options.cache->read;
                    if (m_diagnostics.items().size() == before)
                        next.push_back(RecordCache::Entry<T>{json, record});
                    else
                        next.push_back(std::nullopt);
                }
            }
            if (record.id.isEmpty())
                continue;
            record.origin = origin;
            const auto first = seen.constFind(record.id);
            if (first != seen.constEnd()) {
                // A line when the text is known; in memory, where the first one stands.
                const QString firstPointer = jsonpointer::child(listPointer, *first);
                const SourceLocation at = file->context->locate(firstPointer);
                file->context->error(
                    jsonpointer::child(jsonpointer::child(listPointer, i), QStringLiteral("id")),
                    QStringLiteral("duplicate %1 id \"%2\" (first at %3)")
                        .arg(what, record.id,
                             at.isValid() ? QStringLiteral("line %1").arg(at.line) : firstPointer));
                continue;
            }
            seen.insert(record.id, i);
            out.append(std::move(record));
        }
        top.finish();
        if (cached)
            *cached = std::move(next);
        return out;
    }

    JsonContext *context(const QString &file) const {
        const auto it = m_files.find(file);
        return it == m_files.end() ? nullptr : it->second->context.get();
    }

    Diagnostics &m_diagnostics;
    const PackLoader::Options &m_options;
    const PackFiles *m_memory;
    std::map<QString, std::unique_ptr<FileState>> m_files;
};

Pack Loader::load(const QString &folder, const QString &prefix, QStringList &stack) {
    Pack pack;
    const bool top = stack.isEmpty();
    if (!openFolder(folder, prefix, top, pack))
        return pack;
    warnUnknownFiles(folder, prefix);
    readManifest(folder, prefix, top, pack);
    // Dependencies first: their records are the base this pack's records replace or extend.
    Pack base = loadDependencies(pack, prefix, stack);
    Pack own = readOwnRecords(folder, prefix, top, pack);
    readSettings(folder, prefix, top, base, pack);
    mergeRecords(base, own, pack);
    // Translations name records of the whole pack (its dependencies' too), so they are read
    // once the records are merged; the top pack's from the editor's documents when it has
    // them (a rename carries a record's texts to its new id before they are saved).
    pack.texts = std::move(base.texts);
    pack.texts.overlay(
        loadPackTexts(folder, prefix, pack, m_diagnostics, top ? m_memory : nullptr));
    reportChecks(pack, prefix);
    return pack;
}

bool Loader::openFolder(const QString &folder, const QString &prefix, bool top, Pack &pack) {
    const QFileInfo info(folder);
    if (!info.exists() || !info.isDir()) {
        fileError(prefix.isEmpty() ? folder : prefix.chopped(1),
                  info.exists() ? QStringLiteral("not a folder (a pack is a folder with pack.json)")
                                : QStringLiteral("no such folder"));
        return false;
    }
    pack.rootPath = info.absoluteFilePath();
    // A save stopped half-way is finished or undone before anything is read (the editor's
    // files in memory were read, and the folder recovered, by PackFiles::readValues).
    if (!(top && m_memory))
        reportRecovery(PackSaveJournal::recover(pack.rootPath), prefix);
    return true;
}

void Loader::warnUnknownFiles(const QString &folder, const QString &prefix) {
    // Files that look like pack files but are not read are probably misspelt.
    const QStringList jsonFiles = QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (const QString &name : jsonFiles)
        if (!PackLoader::knownFiles().contains(name))
            fileError(prefix + name,
                      QStringLiteral("unknown file, not read (a pack's files are %1)")
                          .arg(PackLoader::knownFiles().join(QStringLiteral(", "))),
                      true);
}

void Loader::readManifest(const QString &folder, const QString &prefix, bool top, Pack &pack) {
    FileState *f = open(folder, prefix, QStringLiteral("pack.json"), true, pack, top);
    if (!f)
        return;
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

Pack Loader::loadDependencies(const Pack &pack, const QString &prefix, QStringList &stack) {
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
        const QString found = findDependency(dep.id, pack.rootPath);
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
        addDependency(base, std::move(dependency));
    }
    stack.removeLast();
    return base;
}

QString Loader::findDependency(const QString &id, const QString &rootPath) const {
    QStringList roots = {QFileInfo(rootPath).absolutePath()};
    roots += m_options.searchPaths;
    for (const QString &root : std::as_const(roots)) {
        const QStringList candidates = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &c : candidates) {
            const QString dir = root + u'/' + c;
            if (QFileInfo(dir).absoluteFilePath() == rootPath)
                continue;
            Diagnostics scratch;
            JsonSource s =
                JsonReader::readFile(dir + QStringLiteral("/pack.json"), QString(), scratch);
            if (s.root.isObject() && s.root.toObject().value(QStringLiteral("id")).toString() == id)
                return dir;
        }
    }
    return QString();
}

void Loader::addDependency(Pack &base, Pack &&dependency) {
    mergeById(base.tables, std::move(dependency.tables));
    mergeById(base.items, std::move(dependency.items));
    mergeById(base.spells, std::move(dependency.spells));
    mergeById(base.monsters, std::move(dependency.monsters));
    mergeById(base.traps, std::move(dependency.traps));
    base.ruleset = dependency.ruleset;
    // The dependency's files stay in its folder: a sprite sheet or a sound it names is read
    // from there, not from this pack's.
    base.tileset = dependency.tileset;
    if (base.tileset.folder.isEmpty())
        base.tileset.folder = dependency.rootPath;
    base.sounds.overlay(dependency.sounds.inheritedFrom(dependency.rootPath));
    base.texts.overlay(dependency.texts.recordsOnly());
}

Pack Loader::readOwnRecords(const QString &folder, const QString &prefix, bool top, Pack &pack) {
    Pack own;
    // The records read last time are kept for the pack's own files in memory only.
    RecordCache *cache = top && m_memory ? m_options.cache : nullptr;
    if (cache)
        cache->reused = cache->read = 0;
    own.tables = readRecords<RandomTable>(
        open(folder, prefix, QStringLiteral("tables.json"), false, pack, top),
        QStringLiteral("tables"), QStringLiteral("table"), pack.manifest.id,
        cache ? &cache->tables : nullptr);
    own.items = readRecords<ItemRecord>(
        open(folder, prefix, QStringLiteral("items.json"), false, pack, top),
        QStringLiteral("items"), QStringLiteral("item"), pack.manifest.id,
        cache ? &cache->items : nullptr);
    own.spells = readRecords<SpellRecord>(
        open(folder, prefix, QStringLiteral("spells.json"), false, pack, top),
        QStringLiteral("spells"), QStringLiteral("spell"), pack.manifest.id,
        cache ? &cache->spells : nullptr);
    own.monsters = readRecords<MonsterRecord>(
        open(folder, prefix, QStringLiteral("monsters.json"), false, pack, top),
        QStringLiteral("monsters"), QStringLiteral("monster"), pack.manifest.id,
        cache ? &cache->monsters : nullptr);
    own.traps = readRecords<TrapRecord>(
        open(folder, prefix, QStringLiteral("traps.json"), false, pack, top),
        QStringLiteral("traps"), QStringLiteral("trap"), pack.manifest.id,
        cache ? &cache->traps : nullptr);
    return own;
}

void Loader::readSettings(const QString &folder, const QString &prefix, bool top, const Pack &base,
                          Pack &pack) {
    // A pack with dependencies may play by their ruleset; one without needs its own.
    const bool hasDependencies = !pack.manifest.dependencies.isEmpty();
    if (FileState *f =
            open(folder, prefix, QStringLiteral("ruleset.json"), !hasDependencies, pack, top)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        pack.ruleset = Ruleset::fromJson(r);
    } else {
        pack.ruleset = base.ruleset;
    }
    if (FileState *f = open(folder, prefix, QStringLiteral("tileset.json"), false, pack, top)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        pack.tileset = Tileset::fromJson(r);
    } else {
        pack.tileset = base.tileset;
    }
    if (FileState *f = open(folder, prefix, QStringLiteral("sounds.json"), false, pack, top)) {
        JsonObjectReader r(*f->context, f->source.root, QString());
        const SoundSet own = SoundSet::fromJson(r);
        // Name by name: what the pack does not name it plays as its dependencies do.
        pack.sounds = base.sounds;
        pack.sounds.overlay(own);
    } else {
        pack.sounds = base.sounds;
    }
}

void Loader::mergeRecords(Pack &base, Pack &own, Pack &pack) {
    pack.tables = std::move(base.tables);
    pack.items = std::move(base.items);
    pack.spells = std::move(base.spells);
    pack.monsters = std::move(base.monsters);
    pack.traps = std::move(base.traps);
    mergeById(pack.tables, std::move(own.tables));
    mergeById(pack.items, std::move(own.items));
    mergeById(pack.spells, std::move(own.spells));
    mergeById(pack.monsters, std::move(own.monsters));
    mergeById(pack.traps, std::move(own.traps));
    pack.rebuildIndex();
}

void Loader::reportChecks(const Pack &pack, const QString &prefix) {
    const Diagnostics found = PackValidator::validate(pack);
    for (const Diagnostic &d : found.items()) {
        if (JsonContext *ctx = context(prefix + d.file)) {
            ctx->report(d);
        } else {
            Diagnostic located = d;
            located.file = prefix + d.file;
            m_diagnostics.add(located);
        }
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
    Loader loader(diagnostics, opts, nullptr);
    QStringList stack;
    Pack pack = loader.load(folder, prefix, stack);
    return pack;
}

Pack PackLoader::load(const PackFiles &files, Diagnostics &diagnostics, const Options &options) {
    Options opts = options;
    if (opts.searchPaths.isEmpty())
        opts.searchPaths << bundledDataDir();
    QString prefix = opts.displayPrefix;
    if (!opts.displayPrefixSet) {
        prefix = QDir::cleanPath(files.folder);
        if (!prefix.endsWith(u'/'))
            prefix += u'/';
    }
    Loader loader(diagnostics, opts, &files);
    QStringList stack;
    return loader.load(files.folder, prefix, stack);
}

} // namespace pd
