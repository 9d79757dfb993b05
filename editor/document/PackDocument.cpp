#include "PackDocument.h"

#include "commands/ChangeValue.h"
#include "commands/EditGroup.h"
#include "commands/InsertRemoveItem.h"
#include "commands/MakeFile.h"
#include "commands/MoveItem.h"
#include "commands/ReloadFiles.h"
#include "commands/RenameKey.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "data/RecordFields.h"
#include "files/AtomicFile.h"
#include "json/JsonPointer.h"

#include <QDir>
#include <QFileInfo>

#include <QtConcurrent>

#include <algorithm>
#include <tuple>
#include <utility>

namespace pd {

PackDocument::PackDocument(QObject *parent)
    : QObject(parent) {
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    m_pack = std::make_shared<const Pack>();
    // One compile at a time; a thread of its own, so that a batch of levels filling the global
    // pool (the seed preview) never holds it back.
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &PackDocument::finishedAside);
}

PackDocument::~PackDocument() {
    // The compile running aside holds only its snapshot; its result goes nowhere.
    m_watcher.disconnect(this);
    m_pool.waitForDone();
}

bool PackDocument::load(const QString &folderGiven, QString *error) {
    const QString folder = folderGiven; // (revert passes m_files.folder, which is moved below)
    const QFileInfo info(folder);
    if (!info.isDir() || !QFileInfo::exists(folder + QStringLiteral("/pack.json"))) {
        if (error)
            *error = info.isDir() ? QStringLiteral("%1 has no pack.json").arg(folder)
                                  : QStringLiteral("%1 is not a folder").arg(folder);
        return false;
    }
    // The last pack's files and records are freed on another core (ten thousand records took a
    // tenth of the time to open the next pack), once this one is open: freed meanwhile, they
    // held the pool's thread the trees are built on. Nobody waits for it (the pool does at
    // exit).
    std::shared_ptr<std::tuple<PackFiles, std::shared_ptr<const Pack>, PackValues>> old;
    if (isOpen())
        old = std::make_shared<std::tuple<PackFiles, std::shared_ptr<const Pack>, PackValues>>(
            std::move(m_files), std::move(m_pack), std::move(m_values));
    m_missingTexts.clear();
    m_recordCache = std::make_shared<PackSnapshot::Cache>(); // (a compile running keeps its own)
    Diagnostics read;
    m_files = PackFiles::readValues(folder, read, QString());
    m_readDiagnostics = read;
    m_pendingProblems.clear();
    m_pending = PackChanges();
    m_undelivered = PackChanges();
    m_again = false; // a compile of the last pack still running is dropped when it ends
    ++m_generation;
    m_undo.clear();
    // The ordered trees are built on another core while the values are compiled: compiling
    // reads each file's value, never its tree (a 10,000-record pack opens a fifth faster).
    // Nothing is told of the pack until both are done. On the pool's thread, which lives on
    // with the memory it freed: a new thread each time took fresh memory from the system, and
    // its page faults made every other open of the 10,000-record pack twice as slow.
    m_values.reset(m_files);
    QFuture<void> trees = QtConcurrent::run([this] { m_files.buildTrees(); });
    compile();
    trees.waitForFinished();
    // The problems are the new pack's before anyone is told of it (the views read them).
    m_diagnostics = allDiagnostics();
    Q_EMIT opened();
    showChecking(false);
    if (!m_diagnostics.isEmpty())
        Q_EMIT diagnosticsChanged();
    if (old)
        (void)QtConcurrent::run([old = std::move(old)] {});
    return true;
}

bool PackDocument::open(const QString &folder, QString *error) {
    const QString path = QFileInfo(folder).absoluteFilePath();
    if (!QFileInfo::exists(path + QStringLiteral("/pack.json")))
        return load(path, error); // (which says why it is not a pack)
    takeLock(path);
    return load(path, error);
}

namespace {

PackDocument::Lock lockOf(const FileLock &lock, FileLock::Result result) {
    PackDocument::Lock out;
    out.result = result;
    if (result == FileLock::Result::HeldElsewhere)
        out.owner = lock.owner();
    out.reason = lock.reason();
    return out;
}

} // namespace

// The lock of the folder about to be read (the one held now, when it is that folder's: a second
// lock on it in this program would find it held).
void PackDocument::takeLock(const QString &folder) {
    const QString path = folder + u'/' + PackFiles::editLockName();
    if (!m_lock || m_lock->path() != path) {
        auto lock = std::make_unique<FileLock>(path);
        const FileLock::Result result = lock->tryLock();
        m_lockState = lockOf(*lock, result);
        m_lock = std::move(lock); // (the last folder's is let go)
    } else if (!m_lock->isLocked()) {
        m_lockState = lockOf(*m_lock, m_lock->tryLock());
    }
    Q_EMIT lockChanged();
}

bool PackDocument::retryLock() {
    if (!isOpen() || !m_lock)
        return false;
    if (!m_lock->isLocked()) {
        m_lockState = lockOf(*m_lock, m_lock->tryLock());
        Q_EMIT lockChanged();
    }
    return m_lock->isLocked();
}

bool PackDocument::revert(QString *error) {
    return load(m_files.folder, error);
}

bool PackDocument::save(QString *error, QStringList *written, QStringList *conflicts,
                        PackFiles::Conflict conflict) {
    if (isReadOnly()) {
        if (error)
            *error = m_lockState.result == FileLock::Result::HeldElsewhere
                         ? QStringLiteral("%1: the pack is open in another program (process %2)")
                               .arg(m_files.folder)
                               .arg(m_lockState.owner.pid)
                         : QStringLiteral("%1: %2").arg(m_files.folder, m_lockState.reason);
        return false;
    }
    settle(); // every edit told before the files are written
    if (!m_files.write(written, error, conflicts, conflict))
        return false;
    m_undo.setClean();
    locateDiagnostics();
    Q_EMIT saved();
    return true;
}

bool PackDocument::saveAs(const QString &folder, QString *error, Lock *refused) {
    const QString from = m_files.folder;
    const QString to = QFileInfo(folder).absoluteFilePath();
    if (!from.isEmpty() && QDir(from) == QDir(to)) {
        if (refused && isReadOnly())
            *refused = m_lockState;
        return save(error);
    }
    if (!makeFolder(to, error))
        return false;
    // Another window editing that folder, or one that cannot be written, is not written into.
    auto lock = std::make_unique<FileLock>(to + u'/' + PackFiles::editLockName());
    if (const FileLock::Result result = lock->tryLock(); result != FileLock::Result::Locked) {
        const Lock state = lockOf(*lock, result);
        if (refused)
            *refused = state;
        if (error)
            *error = result == FileLock::Result::HeldElsewhere
                         ? QStringLiteral("%1: the folder is open in another program (process %2)")
                               .arg(to)
                               .arg(state.owner.pid)
                         : QStringLiteral("%1: %2").arg(to, state.reason);
        return false;
    }
    // The pack's other files (sounds, sprite sheets) go with it; JSON files are written below.
    if (!from.isEmpty() && !PackTemplate::copyAssets(from, to, error))
        return false;
    settle();
    // The files there are what a save there writes over: each of ours that differs is written.
    const std::map<QString, QByteArray> loaded = std::exchange(m_files.loaded, {});
    m_files.folder = to;
    m_files.adoptDisk(m_files.changedOnDisk());
    if (!m_files.write(nullptr, error, nullptr, PackFiles::Conflict::Overwrite)) {
        m_files.folder = from;
        m_files.loaded = loaded;
        return false;
    }
    m_lock = std::move(lock);
    m_lockState = Lock();
    Q_EMIT lockChanged();
    m_undo.setClean();
    // In another folder the pack is another: its files (sprites, sounds) and its dependencies
    // are found from there.
    compile();
    if (updateDiagnostics())
        Q_EMIT updated({PackChanges(), true});
    Q_EMIT saved();
    return true;
}

void PackDocument::reloadFiles(const QStringList &names, const QString &what) {
    if (names.isEmpty())
        return;
    push(new ReloadFiles(this, names, what), {PackChanges::Origin::Kind::Reload, nullptr});
    // Nothing of this document's own left to save: as if just opened (undo makes it changed).
    if (m_files.changed().isEmpty())
        m_undo.setClean();
}

void PackDocument::exchangeFile(const QString &file, PackFiles::OnDisk &state,
                                PackChanges::Origin::Kind step) {
    m_files.exchange(file, state);
    Diagnostics others, its;
    for (const Diagnostic &d : m_readDiagnostics.items())
        (d.file == file ? its : others).add(d);
    others.append(state.diagnostics);
    state.diagnostics = its;
    m_readDiagnostics = others;
    m_values.update(m_files, file, QString());
    // (its read problems are shown with the compile of the change, as every edit's problems)
    m_pending.add(file, QString(), m_pushing.value_or(PackChanges::Origin{step, nullptr}));
    if (m_batch == 0)
        flush();
}

QString PackDocument::displayName() const {
    if (const JsonTree *name = value(QStringLiteral("pack.json"), QStringLiteral("/name")))
        if (!name->scalar().toString().isEmpty())
            return name->scalar().toString();
    return QFileInfo(m_files.folder).fileName();
}

const JsonTree *PackDocument::value(const QString &file, const QString &pointer) const {
    const JsonTree *tree = m_files.tree(file);
    return tree ? tree->find(pointer) : nullptr;
}

JsonTree *PackDocument::mutableValue(const QString &file, const QString &pointer) {
    const auto it = m_files.files.find(file);
    return it == m_files.files.end() ? nullptr : it->second.tree.find(pointer);
}

void PackDocument::noteChange(const QString &file, const QString &pointer,
                              PackChanges::Origin::Kind step) {
    const auto it = m_files.files.find(file);
    if (it != m_files.files.end())
        it->second.edited(); // its text no longer says where things are
    m_values.update(m_files, file, pointer);
    m_pending.add(file, pointer, m_pushing.value_or(PackChanges::Origin{step, nullptr}));
    if (m_batch == 0)
        flush();
}

// A command's first redo, within QUndoStack::push, is the edit asked for, not a redo.
void PackDocument::push(QUndoCommand *command, const PackChanges::Origin &origin) {
    const std::optional<PackChanges::Origin> outer = std::exchange(m_pushing, origin);
    m_undo.push(command);
    m_pushing = outer;
}

PackDocument::Batch::Batch(PackDocument *document)
    : m_document(document) {
    ++m_document->m_batch;
}

PackDocument::Batch::~Batch() {
    if (--m_document->m_batch == 0)
        m_document->flush();
}

void PackDocument::flush() {
    if (m_pending.isEmpty())
        return;
    m_undelivered.add(std::exchange(m_pending, PackChanges()));
    ++m_generation;
    if (!aside() && !m_running) {
        deliver(m_values.snapshot(m_files, m_generation, m_recordCache).compile());
        return;
    }
    showChecking(true);
    if (m_running)
        m_again = true; // the latest edit's snapshot when the running compile ends
    else
        startAside();
}

bool PackDocument::aside() const {
    if (m_checking != Checking::Auto)
        return m_checking == Checking::Aside;
    const Pack &p = *m_pack;
    const qsizetype records =
        p.tables.size() + p.items.size() + p.spells.size() + p.monsters.size() + p.traps.size();
    return records > kAsideRecords;
}

void PackDocument::startAside() {
    m_again = false;
    m_running = true;
    ++m_compilesAside;
    m_watcher.setFuture(QtConcurrent::run(
        &m_pool, [snapshot = m_values.snapshot(m_files, m_generation, m_recordCache)] {
            return snapshot.compile();
        }));
}

void PackDocument::finishedAside() {
    // Once per compile: settle() may have taken its result before the watcher said so.
    if (!m_running || !m_watcher.isFinished())
        return;
    m_running = false;
    PackCompile result = m_watcher.future().result();
    const bool stale = result.generation != m_generation;
    if (stale)
        ++m_staleResults; // an edit came since its snapshot (or another pack was opened)
    else if (isChecking())
        deliver(std::move(result));
    // (else settle() or a save compiled this edit meanwhile)
    if (m_again || (stale && isChecking()))
        startAside();
}

void PackDocument::settle() {
    if (!isChecking())
        return;
    if (m_running && !m_again) {
        // The running compile is the last edit's: its end is the shortest wait.
        m_watcher.waitForFinished();
        finishedAside();
        if (!isChecking())
            return;
    }
    m_again = false; // the compile running (an earlier edit's) is dropped when it ends
    deliver(m_values.snapshot(m_files, m_generation, m_recordCache).compile());
}

void PackDocument::deliver(PackCompile &&result) {
    releaseAside(std::exchange(m_pack, std::move(result.pack)));
    m_missingTexts = std::move(result.missingTexts);
    m_compiledDiagnostics = std::move(result.diagnostics);
    m_compiledGeneration = result.generation;
    PackUpdate update;
    update.changes = std::exchange(m_undelivered, PackChanges());
    showChecking(false);
    if (!update.changes.isEmpty())
        Q_EMIT changed(update.changes);
    Q_EMIT packRebuilt();
    update.problems = updateDiagnostics();
    Q_EMIT updated(update);
}

void PackDocument::showChecking(bool checking) {
    if (checking == m_checkingShown)
        return;
    m_checkingShown = checking;
    Q_EMIT checkingChanged(checking);
}

void PackDocument::compile() {
    PackCompile result = m_values.snapshot(m_files, m_generation, m_recordCache).compile();
    m_compiledDiagnostics = std::move(result.diagnostics);
    releaseAside(std::exchange(m_pack, std::move(result.pack)));
    m_missingTexts = std::move(result.missingTexts);
    m_compiledGeneration = m_generation;
}

namespace {

bool same(const Diagnostic &a, const Diagnostic &b) {
    return a.severity == b.severity && a.file == b.file && a.pointer == b.pointer &&
           a.message == b.message && a.atKey == b.atKey && a.location.line == b.location.line &&
           a.location.column == b.location.column;
}

bool same(const Diagnostics &a, const Diagnostics &b) {
    if (a.items().size() != b.items().size())
        return false;
    for (qsizetype i = 0; i < a.items().size(); ++i)
        if (!same(a.items().at(i), b.items().at(i)))
            return false;
    return true;
}

} // namespace

Diagnostics PackDocument::allDiagnostics() const {
    Diagnostics all = m_readDiagnostics;
    all.append(m_compiledDiagnostics);
    for (const Diagnostics &pending : std::as_const(m_pendingProblems))
        all.append(pending);
    return all;
}

bool PackDocument::updateDiagnostics() {
    const Diagnostics all = allDiagnostics();
    if (same(all, m_diagnostics))
        return false;
    m_diagnostics = all;
    Q_EMIT diagnosticsChanged();
    return true;
}

// A save writes what the last compile compiled (save settles first), so its problems stand;
// only where they are in the text is new: each file's map now reads the text written, and a
// problem is located in it as the compile locates it (JsonContext: the key or the value).
void PackDocument::locateDiagnostics() {
    Diagnostics located;
    for (Diagnostic d : m_compiledDiagnostics.items()) {
        const auto it = m_files.files.find(d.file);
        if (it != m_files.files.end() && !it->second.map.isEmpty())
            d.location = d.atKey ? it->second.map.key(d.pointer) : it->second.map.value(d.pointer);
        located.add(d);
    }
    m_compiledDiagnostics = located;
    if (updateDiagnostics())
        Q_EMIT updated({PackChanges(), true});
}

void PackDocument::setPendingProblems(const QString &source, const Diagnostics &problems) {
    if (problems.isEmpty())
        m_pendingProblems.remove(source);
    else
        m_pendingProblems.insert(source, problems);
    if (updateDiagnostics())
        Q_EMIT updated({PackChanges(), true});
}

std::optional<QString> PackDocument::recordPointer(RecordKind kind, const QString &id) const {
    const RecordKindInfo &info = recordKindInfo(kind);
    const JsonTree *records = value(QLatin1String(info.file), u'/' + QLatin1String(info.arrayKey));
    if (!records || !records->isArray())
        return std::nullopt;
    for (qsizetype i = 0; i < records->size(); ++i) {
        const JsonTree *recordId = records->at(i).member(QStringLiteral("id"));
        if (recordId && recordId->scalar().toString() == id)
            return jsonpointer::child(u'/' + QLatin1String(info.arrayKey), i);
    }
    return std::nullopt;
}

void PackDocument::setValue(const QString &file, const QString &pointer, const JsonTree &value,
                            const QString &what, const QObject *by) {
    const JsonTree *now = this->value(file, pointer);
    if (now && *now == value)
        return;
    push(new ChangeValue(this, file, pointer, value, what), {PackChanges::Origin::Kind::Edit, by});
}

void PackDocument::removeValue(const QString &file, const QString &pointer, const QString &what,
                               const QObject *by) {
    if (!value(file, pointer))
        return;
    push(new ChangeValue(this, file, pointer, std::nullopt, what),
         {PackChanges::Origin::Kind::Edit, by});
}

namespace {

// The keys of the object at `parent` ("", "ranged") in the order the schema's paths give them.
QStringList siblingOrder(const QStringList &paths, const QString &parent) {
    QStringList keys;
    if (parent.isEmpty())
        keys << QStringLiteral("id");
    const QString prefix = parent.isEmpty() ? QString() : parent + u'/';
    for (const QString &path : paths) {
        if (!path.startsWith(prefix))
            continue;
        const QString key = path.mid(prefix.size()).section(u'/', 0, 0);
        if (!keys.contains(key))
            keys << key;
    }
    return keys;
}

} // namespace

void PackDocument::setPath(const QString &file, const QString &base, const QString &path,
                           const std::optional<JsonTree> &value, const QString &what,
                           const QStringList &order, const QObject *by) {
    const PackChanges::Origin origin{PackChanges::Origin::Kind::Edit, by};
    const QStringList keys = path.split(u'/');
    QString parent = base;
    QString parentPath;
    for (int i = 0; i + 1 < keys.size(); ++i) {
        const QString next = jsonpointer::child(parent, keys.at(i));
        if (!this->value(file, next)) {
            if (!value)
                return; // nothing there to remove
            JsonTree built = *value;
            for (int j = int(keys.size()) - 1; j > i; --j) {
                JsonTree object = JsonTree::object();
                object.setMember(keys.at(j), built);
                built = object;
            }
            const JsonTree *now = this->value(file, next);
            if (!(now && *now == built))
                push(
                    new ChangeValue(this, file, next, built, what, siblingOrder(order, parentPath)),
                    origin);
            return;
        }
        parent = next;
        parentPath = parentPath.isEmpty() ? keys.at(i) : parentPath + u'/' + keys.at(i);
    }
    const QString pointer = jsonpointer::child(parent, keys.last());
    if (!value) {
        removeValue(file, pointer, what, by);
        return;
    }
    const JsonTree *now = this->value(file, pointer);
    if (now && *now == *value)
        return;
    push(new ChangeValue(this, file, pointer, *value, what, siblingOrder(order, parentPath)),
         origin);
}

void PackDocument::insertItem(const QString &file, const QString &arrayPointer, qsizetype index,
                              const JsonTree &item, const QString &what, const QObject *by) {
    push(new InsertRemoveItem(this, InsertRemoveItem::Action::Insert, file, arrayPointer, index,
                              item, what),
         {PackChanges::Origin::Kind::Edit, by});
}

void PackDocument::removeItem(const QString &file, const QString &arrayPointer, qsizetype index,
                              const QString &what, const QObject *by) {
    const JsonTree *array = value(file, arrayPointer);
    if (!array || !array->isArray() || index < 0 || index >= array->size())
        return;
    push(new InsertRemoveItem(this, InsertRemoveItem::Action::Remove, file, arrayPointer, index,
                              array->at(index), what),
         {PackChanges::Origin::Kind::Edit, by});
}

void PackDocument::moveItem(const QString &file, const QString &arrayPointer, qsizetype from,
                            qsizetype to, const QString &what, const QObject *by) {
    if (from == to)
        return;
    push(new MoveItem(this, file, arrayPointer, from, to, what),
         {PackChanges::Origin::Kind::Edit, by});
}

void PackDocument::ensureRecordFile(RecordKind kind) {
    const RecordKindInfo &info = recordKindInfo(kind);
    const QString file = QLatin1String(info.file);
    if (!isOpen() || m_files.has(file) || m_files.unreadable.contains(file))
        return;
    PackFiles::File made;
    made.tree = JsonTree::object();
    made.tree.setMember(QStringLiteral("format"), JsonTree(QJsonValue(1)));
    made.tree.setMember(QLatin1String(info.arrayKey), JsonTree::array());
    made.edited();
    m_files.files.emplace(file, std::move(made));
    noteChange(file, QString(), PackChanges::Origin::Kind::Edit);
}

bool PackDocument::makeFile(const QString &file, const JsonTree &tree, const QString &what) {
    if (!isOpen() || m_files.has(file) || m_files.unreadable.contains(file))
        return false;
    push(new MakeFile(this, file, tree, what), {PackChanges::Origin::Kind::Edit, nullptr});
    return true;
}

void PackDocument::replaceFiles(const QList<std::pair<QString, JsonTree>> &files,
                                const QString &what) {
    auto *group = new EditGroup(this, what);
    for (const auto &[file, tree] : files) {
        const JsonTree *now = value(file, QString());
        if (now && *now != tree)
            new ChangeValue(this, file, QString(), tree, what, {}, group);
        else if (!now && !m_files.has(file) && !m_files.unreadable.contains(file))
            new MakeFile(this, file, tree, what, group); // made in the Editor, never saved
    }
    if (group->childCount() == 0) {
        delete group;
        return;
    }
    push(group, {});
}

QList<PackReference> PackDocument::usersOf(RecordKind kind, const QString &id) const {
    return PackReferences::to(*m_pack, kind, id);
}

PackDocument::Rename PackDocument::checkRename(RecordKind kind, const QString &id,
                                               const QString &newId) const {
    if (!recordPointer(kind, id))
        return Rename::NoSuchRecord;
    if (newId.trimmed().isEmpty())
        return Rename::EmptyId;
    if (!fields::isValidId(newId))
        return Rename::InvalidId;
    if (newId != id && recordPointer(kind, newId))
        return Rename::IdTaken;
    return Rename::Done;
}

namespace {

// An object's keys in their order: where undo puts back a member removed from it.
QStringList keysOf(const JsonTree *object) {
    QStringList keys;
    if (object && object->isObject())
        for (qsizetype i = 0; i < object->size(); ++i)
            keys << object->keyAt(i);
    return keys;
}

} // namespace

PackDocument::Rename PackDocument::renameRecord(RecordKind kind, const QString &id,
                                                const QString &newId, const QString &what) {
    const Rename check = checkRename(kind, id, newId);
    if (check != Rename::Done || newId == id)
        return check;
    const std::optional<QString> at = recordPointer(kind, id);
    const QString file = QLatin1String(recordKindInfo(kind).file);
    settle(); // the references of the pack as it is now, the last edit's too
    // One step, applied with one compile and one refresh of the docks however many references
    // it rewrites (each used to compile the pack and refresh every dock: quadratic).
    auto *rename = new EditGroup(this, what);
    new ChangeValue(this, file, jsonpointer::child(*at, QStringLiteral("id")),
                    JsonTree(QJsonValue(newId)), what, {}, rename);
    for (const PackReference &ref : usersOf(kind, id)) {
        if (ref.isKey)
            new RenameKey(this, ref.file, jsonpointer::parent(ref.pointer), id, newId, rename);
        else
            new ChangeValue(this, ref.file, ref.pointer, JsonTree(QJsonValue(newId)), what, {},
                            rename);
    }
    // Its translated texts go with it (a translation of the new id that was there, for no
    // record, gives way).
    for (const auto &[translation, pointer] : translationsOf(kind, id)) {
        const QString taken = jsonpointer::child(jsonpointer::parent(pointer), newId);
        if (value(translation, taken))
            new ChangeValue(this, translation, taken, std::nullopt, what,
                            keysOf(value(translation, jsonpointer::parent(pointer))), rename);
        new RenameKey(this, translation, jsonpointer::parent(pointer), id, newId, rename);
    }
    push(rename, {});
    return Rename::Done;
}

QList<std::pair<QString, QString>> PackDocument::translationsOf(RecordKind kind,
                                                                const QString &id) const {
    QList<std::pair<QString, QString>> out;
    if (kind == RecordKind::Table)
        return out; // (tables have no texts to translate)
    const QString pointer = jsonpointer::child(
        jsonpointer::child(QString(), QString::fromLatin1(recordKindInfo(kind).arrayKey)), id);
    for (const auto &[name, file] : m_files.files)
        if (PackFiles::isTranslation(name) && file.tree.find(pointer))
            out.append({name, pointer});
    return out;
}

QList<PackDocument::Removal> PackDocument::referenceRemovals(RecordKind kind,
                                                             const QString &id) const {
    const std::optional<QString> record = recordPointer(kind, id);
    const QString recordFile = QLatin1String(recordKindInfo(kind).file);
    const auto isArray = [this](const QString &file, const QString &pointer) {
        const JsonTree *v = value(file, pointer);
        return v && v->isArray();
    };
    const auto inside = [](const QString &pointer, const QString &ancestor) {
        return pointer == ancestor || pointer.startsWith(ancestor + u'/');
    };
    QList<Removal> out;
    for (const PackReference &ref : usersOf(kind, id)) {
        Removal r{ref.file, ref.pointer, false};
        const QString parent = jsonpointer::parent(ref.pointer);
        const QString key = ref.pointer.section(u'/', -1);
        static const QStringList naming = {QStringLiteral("item"), QStringLiteral("monster"),
                                           QStringLiteral("trap"), QStringLiteral("table")};
        if (ref.isKey) {
            // a tile named after it: the member
        } else if (isArray(ref.file, parent)) {
            r.item = true;
        } else if (naming.contains(key) && isArray(ref.file, jsonpointer::parent(parent))) {
            r.pointer = parent;
            r.item = true;
        }
        if (record && r.file == recordFile && inside(r.pointer, *record))
            continue; // goes with the record
        out << r;
    }
    // An ancestor removed takes its descendants with it.
    QList<Removal> kept;
    for (const Removal &r : std::as_const(out)) {
        const bool covered = std::any_of(out.cbegin(), out.cend(), [&](const Removal &o) {
            return o.file == r.file && o.pointer != r.pointer && inside(r.pointer, o.pointer);
        });
        const bool twice = std::any_of(kept.cbegin(), kept.cend(), [&](const Removal &o) {
            return o.file == r.file && o.pointer == r.pointer;
        });
        if (!covered && !twice)
            kept << r;
    }
    // Deepest and last first, so that removing one never moves another's place: compared
    // segment by segment, array indices as numbers.
    const auto later = [](const Removal &a, const Removal &b) {
        if (a.file != b.file)
            return a.file > b.file;
        const QStringList x = a.pointer.split(u'/'), y = b.pointer.split(u'/');
        for (qsizetype i = 0; i < std::min(x.size(), y.size()); ++i) {
            if (x[i] == y[i])
                continue;
            bool xn = false, yn = false;
            const qlonglong xi = x[i].toLongLong(&xn), yi = y[i].toLongLong(&yn);
            return xn && yn ? xi > yi : x[i] > y[i];
        }
        return x.size() > y.size();
    };
    std::sort(kept.begin(), kept.end(), later);
    return kept;
}

bool PackDocument::deleteRecord(RecordKind kind, const QString &id, const QString &what,
                                bool references) {
    const std::optional<QString> at = recordPointer(kind, id);
    if (!at)
        return false;
    const QString file = QLatin1String(recordKindInfo(kind).file);
    const QString array = jsonpointer::parent(*at);
    const qsizetype index = at->section(u'/', -1).toLongLong();
    if (references)
        settle(); // the references of the pack as it is now, the last edit's too
    auto *remove = new EditGroup(this, what);
    // The references first: none is an earlier record of the same list, so the record's own
    // place stays where it was found.
    if (references) {
        for (const Removal &r : referenceRemovals(kind, id)) {
            if (r.item)
                new InsertRemoveItem(this, InsertRemoveItem::Action::Remove, r.file,
                                     jsonpointer::parent(r.pointer),
                                     r.pointer.section(u'/', -1).toLongLong(),
                                     *value(r.file, r.pointer), what, remove);
            else
                new ChangeValue(this, r.file, r.pointer, std::nullopt, what,
                                keysOf(value(r.file, jsonpointer::parent(r.pointer))), remove);
        }
    }
    new InsertRemoveItem(this, InsertRemoveItem::Action::Remove, file, array, index,
                         *value(file, *at), what, remove);
    // Its translated texts go too (a text for no record is only a warning to clean up by
    // hand); undo brings them back with it.
    for (const auto &[translation, pointer] : translationsOf(kind, id))
        new ChangeValue(this, translation, pointer, std::nullopt, what,
                        keysOf(value(translation, jsonpointer::parent(pointer))), remove);
    push(remove, {});
    return true;
}

bool PackDocument::fixApplies(const QString &file, const QString &pointer, bool atKey,
                              const QString &replace, const QString &with) const {
    if (replace.isEmpty() || with.isEmpty() || replace == with)
        return false;
    if (atKey) {
        const JsonTree *o = value(file, jsonpointer::parent(pointer));
        return o && o->isObject() && pointer.section(u'/', -1) == jsonpointer::escape(replace) &&
               o->indexOf(replace) >= 0 && o->indexOf(with) < 0;
    }
    const JsonTree *v = value(file, pointer);
    return v && v->scalar().isString() && v->scalar().toString() == replace;
}

bool PackDocument::applyFix(const QString &file, const QString &pointer, bool atKey,
                            const QString &replace, const QString &with, const QString &what) {
    if (!fixApplies(file, pointer, atKey, replace, with))
        return false;
    if (atKey) {
        auto *rename = new EditGroup(this, what); // (a RenameKey has no name of its own)
        new RenameKey(this, file, jsonpointer::parent(pointer), replace, with, rename);
        push(rename, {});
    } else {
        setValue(file, pointer, JsonTree(QJsonValue(with)), what);
    }
    return true;
}

} // namespace pd
