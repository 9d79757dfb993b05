#include "PackFiles.h"

#include "data/PackLoader.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>

#include <algorithm>
#include <vector>

namespace pd {

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
        diagnostics.append(r.diagnostics);
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

QByteArray PackFiles::text(const QString &name) const {
    const JsonTree *t = tree(name);
    return t ? JsonWriter::write(*t) : QByteArray();
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
        if (!sameOnDisk(folder + u'/' + name, JsonWriter::write(file.tree)))
            out << name;
    return out;
}

bool PackFiles::write(QStringList *written, QString *error) {
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QStringLiteral("%1: cannot create the folder").arg(folder);
        return false;
    }
    QList<std::pair<QString, QByteArray>> changed;
    std::map<QString, QByteArray> texts;
    for (const auto &[name, file] : files) {
        QByteArray bytes = JsonWriter::write(file.tree);
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
