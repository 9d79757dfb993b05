#include "PackFiles.h"

#include "data/PackLoader.h"
#include "data/PackTexts.h"
#include "files/AtomicFile.h"
#include "json/JsonWriter.h"

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
    };
    std::vector<Read> reads;
    for (const QString &name : PackLoader::knownFiles()) {
        const QFileInfo info(out.folder + u'/' + name);
        if (info.exists() || info.isSymLink()) // (a link that loops is there: the reader says so)
            reads.push_back({name, info.size(), {}, {}});
    }
    // The translations too (translations/de.json): a rename carries a record's texts to its
    // new id, saved with the rest. What is not a language's file is PackTexts' to report.
    const QString translations = out.folder + u'/' + PackTexts::folderName();
    if (QFileInfo(translations).isDir())
        for (const QFileInfo &entry :
             QDir(translations).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            if (PackTexts::isLanguageCode(entry.completeBaseName()))
                reads.push_back(
                    {PackTexts::folderName() + u'/' + entry.fileName(), entry.size(), {}, {}});
    const auto read = [&](Read &r) {
        r.source = JsonReader::readFile(out.folder + u'/' + r.name, prefix + r.name, r.diagnostics);
    };
    // The largest file (the items of a big pack) is parsed on another core meanwhile the rest
    // are; their problems are reported in the files' order all the same.
    const auto largest = std::max_element(
        reads.begin(), reads.end(), [](const Read &a, const Read &b) { return a.size < b.size; });
    QFuture<void> aside;
    if (largest != reads.end() && reads.size() > 1)
        aside = QtConcurrent::run([&read, largest] { read(*largest); });
    for (auto it = reads.begin(); it != reads.end(); ++it)
        if (!aside.isValid() || it != largest)
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
            continue;
        }
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

// A file's text as it would be written. A translation nobody edited is its text as read (a
// translator's layout is kept: saving a rename of a monster does not reformat fr.json); an
// edited one is written in the bundled translations' layout, each object opened up, so that the
// rename of a record is one changed line there.
QByteArray bytesOf(const QString &name, const PackFiles::File &file) {
    if (PackFiles::isTranslation(name))
        return file.map.isEmpty() ? JsonWriter::writeOpen(file.tree) : file.map.text();
    return JsonWriter::write(file.tree);
}

} // namespace

QByteArray PackFiles::text(const QString &name) const {
    const auto it = files.find(name);
    return it == files.end() ? QByteArray() : bytesOf(name, it->second);
}

namespace {

// Whether the file on disk holds exactly these bytes (only a regular file is read: a pipe in its
// place would wait for a writer for ever).
bool sameOnDisk(const QString &path, const QByteArray &bytes) {
    const QFileInfo info(path);
    if (!info.isFile() || info.size() != bytes.size())
        return false;
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.readAll() == bytes;
}

} // namespace

QStringList PackFiles::changedOnDisk() const {
    QStringList out;
    for (const auto &[name, file] : files)
        if (!sameOnDisk(folder + u'/' + name, bytesOf(name, file)))
            out << name;
    return out;
}

bool PackFiles::write(QStringList *written, QString *error) {
    if (!makeFolder(folder, error))
        return false;
    QList<std::pair<QString, QByteArray>> changed;
    std::map<QString, QByteArray> texts;
    for (const auto &[name, file] : files) {
        QByteArray bytes = bytesOf(name, file);
        if (!sameOnDisk(folder + u'/' + name, bytes))
            changed.append({name, bytes});
        texts.emplace(name, std::move(bytes));
    }
    if (!PackSaveJournal::save(folder, changed, error))
        return false;
    if (written)
        for (const auto &entry : std::as_const(changed))
            *written << entry.first;
    // Each tree is now exactly its text (written, or found there), so it can be located.
    for (auto &[name, file] : files)
        file.map.setText(texts[name]);
    return true;
}

} // namespace pd
