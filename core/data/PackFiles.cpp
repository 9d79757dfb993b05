#include "PackFiles.h"

#include "data/PackLoader.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

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
    for (const QString &name : PackLoader::knownFiles()) {
        const QString path = out.folder + u'/' + name;
        if (!QFileInfo::exists(path))
            continue;
        JsonSource source = JsonReader::readFile(path, prefix + name, diagnostics);
        if (!source.isValid()) {
            out.unreadable << name;
            continue;
        }
        File file;
        file.map = source.map;
        file.value = source.root;
        out.files.emplace(name, std::move(file));
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

QStringList PackFiles::changedOnDisk() const {
    QStringList out;
    for (const auto &[name, file] : files) {
        QFile f(folder + u'/' + name);
        if (!f.open(QIODevice::ReadOnly) || f.readAll() != JsonWriter::write(file.tree))
            out << name;
    }
    return out;
}

bool PackFiles::write(QStringList *written, QString *error) {
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QStringLiteral("%1: cannot create the folder").arg(folder);
        return false;
    }
    for (auto &[name, file] : files) {
        const QByteArray bytes = JsonWriter::write(file.tree);
        QFile current(folder + u'/' + name);
        if (!current.open(QIODevice::ReadOnly) || current.readAll() != bytes) {
            current.close();
            QSaveFile out(current.fileName());
            if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() ||
                !out.commit()) {
                if (error)
                    *error = QStringLiteral("%1: %2").arg(out.fileName(), out.errorString());
                return false;
            }
            if (written)
                *written << name;
        }
        // The tree is now exactly this text (written, or found there), so it can be located.
        file.map.setText(bytes);
    }
    return true;
}

} // namespace pd
