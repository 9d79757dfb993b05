#include "PackFiles.h"

#include "data/PackLoader.h"
#include "data/PackTexts.h"
#include "files/AtomicFile.h"
#include "json/JsonWriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>

#include <algorithm>
#include <vector>

namespace pd {

bool PackFiles::isTranslation(const QString &name) {
    return name.startsWith(PackTexts::folderName() + u'/');
}

PackFiles PackFiles::read(const QString &folder, Diagnostics &diagnostics, const QString &prefix) {
    PackFiles out = readValues(folder, diagnostics, prefix);
    out.buildTrees();
    return out;
}

void PackFiles::buildTrees() {
    for (auto &[name, file] : files) {
        JsonSource source;
        source.root = file.value;
        source.map = file.map;
        file.tree = JsonTree::fromSource(source);
    }
}

PackFiles PackFiles::readValues(const QString &folder, Diagnostics &diagnostics,
                                const QString &prefix) {
    PackFiles out;
    out.folder = QFileInfo(folder).absoluteFilePath();
    out.recovered = PackSaveJournal::recover(out.folder);
    struct Read {
        QString name;
        qint64 size = 0;
        JsonSource source;
        Diagnostics diagnostics;
        QByteArray hash; // of the bytes parsed
    };
    std::vector<Read> reads;
    for (const QString &name : PackLoader::knownFiles()) {
        const QFileInfo info(out.folder + u'/' + name);
        if (info.exists() || info.isSymLink()) // (a link that loops is there: the reader says so)
            reads.push_back({name, info.size(), {}, {}, {}});
    }
    // The translations too (translations/de.json): a rename carries a record's texts to its
    // new id, saved with the rest. What is not a language's file is PackTexts' to report.
    const QString translations = out.folder + u'/' + PackTexts::folderName();
    if (QFileInfo(translations).isDir())
        for (const QFileInfo &entry :
             QDir(translations).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            if (PackTexts::isLanguageCode(entry.completeBaseName()))
                reads.push_back(
                    {PackTexts::folderName() + u'/' + entry.fileName(), entry.size(), {}, {}, {}});
    // The bytes parsed are hashed where they were parsed, not the file read again: what was
    // loaded is what was shown (and the 2.6 MB of a big pack's items took 12 ms to hash, after
    // the parse, on this core).
    const auto read = [&](Read &r) {
        r.source = JsonReader::readFile(out.folder + u'/' + r.name, prefix + r.name, r.diagnostics);
        if (r.source.isValid())
            r.hash = QCryptographicHash::hash(r.source.map.text(), QCryptographicHash::Sha256);
    };
    // The largest file (the items of a big pack) is parsed on another core meanwhile its bytes
    // are hashed here and the rest are read; their problems are reported in the files' order
    // all the same.
    const auto largest = std::max_element(
        reads.begin(), reads.end(), [](const Read &a, const Read &b) { return a.size < b.size; });
    const bool bigAside = largest != reads.end() && reads.size() > 1;
    QFuture<void> aside;
    if (bigAside) {
        Read &big = *largest;
        const QString name = prefix + big.name;
        if (const std::optional<QByteArray> bytes = JsonReader::readBytes(
                out.folder + u'/' + big.name, name, big.diagnostics, JsonReader::Limits())) {
            const QByteArray data = *bytes;
            aside = QtConcurrent::run([&big, data, name] {
                big.source = JsonReader::parse(data, name, big.diagnostics);
            });
            big.hash = QCryptographicHash::hash(data, QCryptographicHash::Sha256);
        } else {
            big.source.file = name;
            big.source.root = QJsonValue(QJsonValue::Undefined);
        }
    }
    for (auto it = reads.begin(); it != reads.end(); ++it)
        if (!bigAside || it != largest)
            read(*it);
    aside.waitForFinished();
    for (Read &r : reads) {
        if (isTranslation(r.name)) {
            // A translation never stops a pack: its problems are warnings.
            for (Diagnostic d : r.diagnostics.items()) {
                d.severity = Diagnostic::Severity::Warning;
                diagnostics.add(d);
            }
        } else {
            diagnostics.append(r.diagnostics);
        }
        if (!r.source.isValid()) {
            out.unreadable << r.name;
            out.loaded.emplace(r.name, hashOfFile(out.folder + u'/' + r.name));
            continue;
        }
        out.loaded.emplace(r.name, r.hash);
        File file;
        file.map = r.source.map;
        file.value = r.source.root;
        out.files.emplace(r.name, std::move(file));
    }
    return out;
}

const JsonTree *PackFiles::tree(const QString &name) const {
    const auto it = files.find(name);
    return it == files.end() ? nullptr : &it->second.tree;
}

namespace {

// A file's text as it would be written. An unedited file is its text as read: a save never
// rewrites a file nobody changed, and a translator's or a hand-written layout is kept. An edited
// translation is written in the bundled translations' layout, each object opened up, so that
// the rename of a record is one changed line there; any other file in the form every bundled
// file is in.
QByteArray bytesOf(const QString &name, const PackFiles::File &file) {
    if (!file.map.isEmpty())
        return file.map.text();
    if (PackFiles::isTranslation(name))
        return JsonWriter::writeOpen(file.tree);
    return JsonWriter::write(file.tree);
}

QByteArray hashOf(const QByteArray &bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

// Marks for what is in a file's place but is not a regular file one can read: never opened.
const QByteArray kNotAFile = QByteArrayLiteral("(not a regular file)");
const QByteArray kUnreadable = QByteArrayLiteral("(cannot be read)");

} // namespace

QByteArray PackFiles::text(const QString &name) const {
    const auto it = files.find(name);
    return it == files.end() ? QByteArray() : bytesOf(name, it->second);
}

QByteArray PackFiles::hashOfFile(const QString &path) {
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {};
    if (!info.isFile()) // a folder, a pipe (opening it would wait for a writer), a broken link
        return kNotAFile;
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f))
        return kUnreadable;
    return hash.result();
}

namespace {

QByteArray loadedHash(const std::map<QString, QByteArray> &loaded, const QString &name) {
    const auto it = loaded.find(name);
    return it == loaded.end() ? QByteArray() : it->second;
}

} // namespace

QStringList PackFiles::changed() const {
    QStringList out;
    for (const auto &[name, file] : files)
        if (hashOf(bytesOf(name, file)) != loadedHash(loaded, name))
            out << name;
    return out;
}

QStringList PackFiles::changedOnDisk() const {
    // What was there, what this document holds, and what the folder has now.
    QStringList names;
    for (const auto &entry : loaded)
        names << entry.first;
    for (const auto &entry : files)
        names << entry.first;
    for (const QString &name : PackLoader::knownFiles())
        names << name;
    const QString translations = folder + u'/' + PackTexts::folderName();
    for (const QFileInfo &entry :
         QDir(translations).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        if (PackTexts::isLanguageCode(entry.completeBaseName()))
            names << PackTexts::folderName() + u'/' + entry.fileName();
    names.sort();
    names.removeDuplicates();
    QStringList out;
    for (const QString &name : std::as_const(names))
        if (diskHash(name) != loadedHash(loaded, name))
            out << name;
    return out;
}

void PackFiles::adoptDisk(const QStringList &names) {
    for (const QString &name : names) {
        const QByteArray hash = diskHash(name);
        if (hash.isEmpty())
            loaded.erase(name);
        else
            loaded[name] = hash;
    }
}

bool PackFiles::write(QStringList *written, QString *error, QStringList *conflicts,
                      Conflict conflict) {
    if (!makeFolder(folder, error))
        return false;
    QList<std::pair<QString, QByteArray>> changed;
    std::map<QString, QByteArray> texts;
    QStringList theirs;
    for (const auto &[name, file] : files) {
        QByteArray bytes = bytesOf(name, file);
        const QByteArray was = loadedHash(loaded, name);
        if (hashOf(bytes) != was) {
            // Written over only what it was loaded from: another program's save since is theirs.
            if (diskHash(name) != was)
                theirs << name;
            changed.append({name, bytes});
        }
        texts.emplace(name, std::move(bytes));
    }
    if (!theirs.isEmpty() && conflict == Conflict::Refuse) {
        if (conflicts)
            *conflicts = theirs;
        if (error)
            *error = QStringLiteral("%1: changed on disk since it was read; nothing was written")
                         .arg(theirs.join(QStringLiteral(", ")));
        return false;
    }
    if (!PackSaveJournal::save(folder, changed, error))
        return false;
    if (written)
        for (const auto &entry : std::as_const(changed))
            *written << entry.first;
    for (const auto &entry : std::as_const(changed))
        loaded[entry.first] = hashOf(entry.second);
    // Each tree is now exactly its text (written, or as loaded), so it can be located.
    for (auto &[name, file] : files)
        file.map.setText(texts[name]);
    return true;
}

PackFiles::OnDisk PackFiles::readOne(const QString &name, const QString &prefix) const {
    OnDisk out;
    const QString path = folder + u'/' + name;
    out.hash = hashOfFile(path);
    if (out.hash.isEmpty())
        return out;
    Diagnostics read;
    const JsonSource source = JsonReader::readFile(path, prefix + name, read);
    for (Diagnostic d : read.items()) {
        if (isTranslation(name)) // (as read() reports them)
            d.severity = Diagnostic::Severity::Warning;
        out.diagnostics.add(d);
    }
    if (!source.isValid())
        return out;
    // The bytes parsed: the file may have changed again between the two reads.
    out.hash = hashOf(source.map.text());
    File file;
    file.map = source.map;
    file.value = source.root;
    JsonSource tree;
    tree.root = file.value;
    tree.map = file.map;
    file.tree = JsonTree::fromSource(tree);
    out.file = std::move(file);
    return out;
}

void PackFiles::exchange(const QString &name, OnDisk &state) {
    OnDisk now;
    now.hash = loadedHash(loaded, name);
    if (const auto it = files.find(name); it != files.end()) {
        now.file = std::move(it->second);
        files.erase(it);
    }
    unreadable.removeAll(name); // (a file loaded but not among `files` did not parse)
    if (state.file)
        files.emplace(name, std::move(*state.file));
    else if (!state.hash.isEmpty())
        unreadable << name;
    if (state.hash.isEmpty())
        loaded.erase(name);
    else
        loaded[name] = state.hash;
    state.file = std::move(now.file);
    state.hash = now.hash;
}

} // namespace pd
