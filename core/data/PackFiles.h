#pragma once

#include "data/PackSaveJournal.h"
#include "data/PackTexts.h"
#include "json/Diagnostic.h"
#include "json/JsonTree.h"

#include <QStringList>

#include <map>

namespace pd {

// A pack's own files as documents a person edits: each file a JsonTree in the order it was
// written (key order, "$comment"s and unknown keys kept), with the text it was read from while
// it is unchanged, for line and column. The editor edits these; PackLoader compiles them into a
// Pack exactly as it compiles files on disk; write() puts them back.
class PackFiles {
public:
    struct File {
        JsonTree tree;
        JsonSourceMap map; // the text the tree was read from or last written as; empty once edited
        QJsonValue value;  // the tree as read, while unedited (Undefined after): saves a conversion
        void edited() {
            map = JsonSourceMap();
            value = QJsonValue(QJsonValue::Undefined);
        }
    };

    QString folder;                // absolute; where the files are read from and written to
    std::map<QString, File> files; // by name ("items.json"): the pack files it has that parse
    QStringList unreadable;        // pack files it has that do not parse (read() said why)
    // A save that stopped half-way there, finished or rolled back before the files were read.
    PackSaveJournal::Recovery recovered;

    // Reads every pack file the folder has (PackLoader::knownFiles), and the translations'
    // (`translations/<language>.json`, by that name); syntax errors are reported as
    // file:line:column with `prefix` before the file name (a translation's as a warning).
    static PackFiles read(const QString &folder, Diagnostics &diagnostics, const QString &prefix);
    // read() without the trees (each file's text and value only), for a caller that builds them
    // with buildTrees() on another thread while it compiles the values.
    static PackFiles readValues(const QString &folder, Diagnostics &diagnostics,
                                const QString &prefix);
    void buildTrees();

    bool has(const QString &name) const { return files.count(name) > 0; }
    // A translation's file ("translations/de.json"; read with the rest, see read()).
    static bool isTranslation(const QString &name);
    const JsonTree *tree(const QString &name) const;
    // The file's text as it would be written.
    QByteArray text(const QString &name) const;
    // The files whose text differs from what is on disk (or are not there).
    QStringList changedOnDisk() const;
    // Writes the files that differ from the disk, and no other, all or none (PackSaveJournal);
    // afterwards their maps locate into the text written. On failure `error` names the file and
    // the reason, and the folder holds the files as they were.
    bool write(QStringList *written, QString *error);
};

// PackTexts::load, with the translation files that `memory` (the editor's documents) holds read
// from there, as edited; the others from disk.
PackTexts loadPackTexts(const QString &folder, const QString &prefix, const Pack &pack,
                        Diagnostics &diagnostics, const PackFiles *memory);

} // namespace pd
