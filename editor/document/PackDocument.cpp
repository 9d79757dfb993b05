#include "PackDocument.h"

#include "commands/ChangeValue.h"
#include "commands/InsertRemoveItem.h"
#include "commands/MoveItem.h"
#include "commands/RenameKey.h"
#include "data/PackLoader.h"
#include "json/JsonPointer.h"

#include <QDir>
#include <QFileInfo>

#include <future>

namespace pd {

PackDocument::PackDocument(QObject *parent)
    : QObject(parent) {
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    m_pack = std::make_shared<const Pack>();
}

bool PackDocument::load(const QString &folder, QString *error) {
    const QFileInfo info(folder);
    if (!info.isDir() || !QFileInfo::exists(folder + QStringLiteral("/pack.json"))) {
        if (error)
            *error = info.isDir() ? QStringLiteral("%1 has no pack.json").arg(folder)
                                  : QStringLiteral("%1 is not a folder").arg(folder);
        return false;
    }
    Diagnostics read;
    m_files = PackFiles::readValues(folder, read, QString());
    m_readDiagnostics = read;
    m_undo.clear();
    // The ordered trees are built on another core while the values are compiled: compiling
    // reads each file's value, never its tree (a 10,000-record pack opens a fifth faster).
    // Nothing is told of the pack until both are done.
    auto trees = std::async(std::launch::async, [this] { m_files.buildTrees(); });
    compile();
    trees.wait();
    Q_EMIT packRebuilt();
    Q_EMIT opened();
    return true;
}

bool PackDocument::open(const QString &folder, QString *error) {
    return load(folder, error);
}

bool PackDocument::revert(QString *error) {
    return load(m_files.folder, error);
}

bool PackDocument::save(QString *error) {
    if (!m_files.write(nullptr, error))
        return false;
    m_undo.setClean();
    rebuild(); // the problems now have lines and columns
    Q_EMIT saved();
    return true;
}

bool PackDocument::saveAs(const QString &folder, QString *error) {
    const QString from = m_files.folder;
    const QString to = QFileInfo(folder).absoluteFilePath();
    if (!QDir().mkpath(to)) {
        if (error)
            *error = QStringLiteral("%1: cannot create the folder").arg(to);
        return false;
    }
    // The pack's other files (sounds, sprite sheets) go with it; JSON files are written below.
    if (!from.isEmpty() && QDir(from) != QDir(to)) {
        QDir source(from);
        const QStringList entries = [&] {
            QStringList out;
            QList<QString> stack = {QString()};
            while (!stack.isEmpty()) {
                const QString sub = stack.takeLast();
                const QFileInfoList list =
                    QDir(source.filePath(sub))
                        .entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
                for (const QFileInfo &e : list) {
                    const QString rel = sub.isEmpty() ? e.fileName() : sub + u'/' + e.fileName();
                    if (e.isDir())
                        stack << rel;
                    else if (!PackLoader::knownFiles().contains(rel))
                        out << rel;
                }
            }
            return out;
        }();
        for (const QString &rel : entries) {
            const QString target = to + u'/' + rel;
            QDir().mkpath(QFileInfo(target).absolutePath());
            QFile::remove(target);
            if (!QFile::copy(source.filePath(rel), target)) {
                if (error)
                    *error = QStringLiteral("%1: cannot copy it to %2").arg(rel, to);
                return false;
            }
        }
    }
    m_files.folder = to;
    return save(error);
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

void PackDocument::changed(const QString &file, const QString &pointer) {
    const auto it = m_files.files.find(file);
    if (it != m_files.files.end())
        it->second.edited(); // its text no longer says where things are
    rebuild();
    Q_EMIT valueChanged(file, pointer);
}

void PackDocument::rebuild() {
    compile();
    Q_EMIT packRebuilt();
}

void PackDocument::compile() {
    Diagnostics compiled;
    PackLoader::Options options;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    auto pack = std::make_shared<Pack>(PackLoader::load(m_files, compiled, options));
    m_diagnostics = m_readDiagnostics;
    m_diagnostics.append(compiled);
    m_pack = std::move(pack);
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
                            const QString &what) {
    const JsonTree *now = this->value(file, pointer);
    if (now && *now == value)
        return;
    m_undo.push(new ChangeValue(this, file, pointer, value, what));
}

void PackDocument::removeValue(const QString &file, const QString &pointer, const QString &what) {
    if (!value(file, pointer))
        return;
    m_undo.push(new ChangeValue(this, file, pointer, std::nullopt, what));
}

void PackDocument::setPath(const QString &file, const QString &base, const QString &path,
                           const std::optional<JsonTree> &value, const QString &what) {
    const QStringList keys = path.split(u'/');
    QString parent = base;
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
            setValue(file, next, built, what);
            return;
        }
        parent = next;
    }
    const QString pointer = jsonpointer::child(parent, keys.last());
    if (value)
        setValue(file, pointer, *value, what);
    else
        removeValue(file, pointer, what);
}

void PackDocument::insertItem(const QString &file, const QString &arrayPointer, qsizetype index,
                              const JsonTree &item, const QString &what) {
    m_undo.push(new InsertRemoveItem(this, InsertRemoveItem::Action::Insert, file, arrayPointer,
                                     index, item, what));
}

void PackDocument::removeItem(const QString &file, const QString &arrayPointer, qsizetype index,
                              const QString &what) {
    const JsonTree *array = value(file, arrayPointer);
    if (!array || !array->isArray() || index < 0 || index >= array->size())
        return;
    m_undo.push(new InsertRemoveItem(this, InsertRemoveItem::Action::Remove, file, arrayPointer,
                                     index, array->at(index), what));
}

void PackDocument::moveItem(const QString &file, const QString &arrayPointer, qsizetype from,
                            qsizetype to, const QString &what) {
    if (from == to)
        return;
    m_undo.push(new MoveItem(this, file, arrayPointer, from, to, what));
}

QList<PackReference> PackDocument::usersOf(RecordKind kind, const QString &id) const {
    return PackReferences::to(*m_pack, kind, id);
}

PackDocument::Rename PackDocument::renameRecord(RecordKind kind, const QString &id,
                                                const QString &newId, const QString &what) {
    const std::optional<QString> at = recordPointer(kind, id);
    if (!at)
        return Rename::NoSuchRecord;
    if (newId.trimmed().isEmpty())
        return Rename::EmptyId;
    if (newId == id)
        return Rename::Done;
    if (recordPointer(kind, newId))
        return Rename::IdTaken;
    const QString file = QLatin1String(recordKindInfo(kind).file);
    auto *rename = new QUndoCommand(what);
    new ChangeValue(this, file, jsonpointer::child(*at, QStringLiteral("id")),
                    JsonTree(QJsonValue(newId)), what, rename);
    for (const PackReference &ref : usersOf(kind, id)) {
        if (ref.isKey)
            new RenameKey(this, ref.file, jsonpointer::parent(ref.pointer), id, newId, rename);
        else
            new ChangeValue(this, ref.file, ref.pointer, JsonTree(QJsonValue(newId)), what, rename);
    }
    m_undo.push(rename);
    return Rename::Done;
}

} // namespace pd
