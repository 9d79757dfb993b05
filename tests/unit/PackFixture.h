#pragma once

// Builds small packs in a temporary folder for tests: a valid manifest and ruleset, plus
// whatever record files the test gives.

#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/PackReferences.h"
#include "json/JsonPointer.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>

#include <memory>

namespace pd::test {

// Copies a folder and everything under it (a pack to edit without touching the original).
inline bool copyFolder(const QString &from, const QString &to) {
    QDir().mkpath(to);
    const QFileInfoList entries =
        QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &e : entries) {
        const QString target = to + u'/' + e.fileName();
        if (e.isDir() ? !copyFolder(e.filePath(), target) : !QFile::copy(e.filePath(), target))
            return false;
    }
    return true;
}

// A pack folder that must load without error (a bundled pack, or a test's copy of one): the test
// stops with the pack's errors when it does not.
inline std::shared_ptr<const Pack> loadValidPack(const QString &folder) {
    Diagnostics d;
    auto pack = std::make_shared<const Pack>(PackLoader::load(folder, d));
    if (d.hasErrors())
        qFatal("%s", qPrintable(d.toStringList().join(u'\n')));
    return pack;
}

inline QByteArray defaultManifest() {
    return R"({"format": 1, "id": "org.test.fixture", "name": "Fixture", "version": "1.0.0",
               "authors": ["Test"], "description": "A pack made by a test."})";
}

inline QByteArray defaultRuleset() {
    return R"({"format": 1, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]}})";
}

inline QByteArray generatorTable() {
    return R"({"id": "gen", "rows": [{"weight": 1, "value": {"generator": "rooms"}}]})";
}

class PackFixture {
public:
    // files: name -> content. pack.json and ruleset.json get defaults unless given.
    explicit PackFixture(QMap<QString, QByteArray> files) {
        if (!files.contains(QStringLiteral("pack.json")))
            files.insert(QStringLiteral("pack.json"), defaultManifest());
        if (!files.contains(QStringLiteral("ruleset.json")))
            files.insert(QStringLiteral("ruleset.json"), defaultRuleset());
        for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
            QFile f(m_dir.filePath(it.key()));
            if (f.open(QIODevice::WriteOnly))
                f.write(it.value());
        }
    }

    QString path() const { return m_dir.path(); }

    Pack load(Diagnostics &diagnostics) const {
        PackLoader::Options options;
        options.displayPrefixSet = true;
        return PackLoader::load(m_dir.path(), diagnostics, options);
    }

    // Loads and returns the diagnostic lines (sorted).
    QStringList diagnostics() const {
        Diagnostics d;
        load(d);
        d.sort();
        return d.toStringList();
    }

private:
    QTemporaryDir m_dir;
};

// tables.json from a list of table objects, with the generator table the ruleset needs.
// Whether one of the diagnostics' lines is about `file`, at `pointer`, and holds `words` (a bad
// input test's check that the message names the file, the JSON path and what is wrong).
inline bool saysAt(const QStringList &lines, const char *file, const char *pointer,
                   const char *words) {
    for (const QString &line : lines)
        if (line.contains(QLatin1String(file)) && line.contains(QLatin1String(pointer)) &&
            line.contains(QLatin1String(words)))
            return true;
    return false;
}

inline QByteArray tablesFile(const QByteArrayList &tables) {
    QByteArray out = R"({"format": 1, "tables": [)" + generatorTable();
    for (const QByteArray &t : tables)
        out += ",\n" + t;
    return out + "]}";
}

// Renames a record in a pack's files in memory, and every reference to it, as the editor's
// rename does: several files change at once (monsters.json and tables.json for a monster).
inline bool renameInFiles(PackFiles &files, RecordKind kind, const QString &from,
                          const QString &to) {
    Diagnostics ignored;
    PackLoader::Options options;
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(files, ignored, options);
    const RecordKindInfo &info = recordKindInfo(kind);
    JsonTree *records =
        files.files[QLatin1String(info.file)].tree.find(u'/' + QLatin1String(info.arrayKey));
    if (!records)
        return false;
    bool found = false;
    for (qsizetype i = 0; i < records->size(); ++i)
        if (records->at(i).member(QStringLiteral("id")) &&
            records->at(i).member(QStringLiteral("id"))->scalar().toString() == from) {
            records->at(i).setMember(QStringLiteral("id"), JsonTree(QJsonValue(to)));
            found = true;
        }
    files.files[QLatin1String(info.file)].edited();
    for (const PackReference &ref : PackReferences::to(pack, kind, from)) {
        PackFiles::File &file = files.files[ref.file];
        if (ref.isKey) {
            if (JsonTree *object = file.tree.find(jsonpointer::parent(ref.pointer)))
                object->renameMember(from, to);
        } else if (JsonTree *value = file.tree.find(ref.pointer)) {
            *value = JsonTree(QJsonValue(to));
        }
        file.edited();
    }
    return found;
}

} // namespace pd::test
