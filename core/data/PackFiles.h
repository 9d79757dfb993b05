#pragma once

#include "data/PackSaveJournal.h"
#include "data/PackTexts.h"
#include "json/Diagnostic.h"
#include "json/JsonTree.h"

#include <QStringList>

#include <map>
#include <optional>

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
    // What each pack file held on disk when it was read or last written, as diskHash() gives
    // it (the files that do not parse too); a name that is not here was not there. A save
    // writes only the files whose text differs from that, and only over what it was.
    std::map<QString, QByteArray> loaded;
    // A save that stopped half-way there, finished or rolled back before the files were read.
    PackSaveJournal::Recovery recovered;

    // The lock file of the program that edits the folder (the Editor's, pd::FileLock): hidden,
    // so that no copy, zip or validation of the pack ever takes it for one of its files.
    static QString editLockName() { return QStringLiteral(".pd-edit.lock"); }

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
    // The file's text as it would be written: as it was read while it is unedited.
    QByteArray text(const QString &name) const;

    // What a file is on disk, to compare: the SHA-256 of a regular file's bytes, a mark for
    // anything else in its place (a folder, a pipe: never opened), empty when nothing is there.
    static QByteArray hashOfFile(const QString &path);
    QByteArray diskHash(const QString &name) const { return hashOfFile(folder + u'/' + name); }
    // The files this document changed: their text differs from what was loaded (or they were
    // not there, as a file an edit made).
    QStringList changed() const;
    // The pack files another program changed since they were read or written here: what is on
    // disk is not what was loaded (rewritten, made or removed), whether this document changed
    // them or not.
    QStringList changedOnDisk() const;
    // Makes what is on disk now the files' loaded state, as if it had been read (after Save As
    // moved the folder, or when the person keeps their changes over another program's).
    void adoptDisk(const QStringList &names);

    // Writes the files this document changed (changed()), and no other, all or none
    // (PackSaveJournal); afterwards their maps locate into the text written. Each of them must
    // still be on disk as it was loaded: when another program changed, made or removed one
    // since, nothing is written, `conflicts` names them and `error` says so, unless `conflict`
    // is Overwrite. On any other failure `error` names the file and the reason, and the folder
    // holds the files as they were.
    enum class Conflict { Refuse, Overwrite };
    bool write(QStringList *written, QString *error, QStringList *conflicts = nullptr,
               Conflict conflict = Conflict::Refuse);

    // A pack file as the folder holds it now, read as read() reads it (for a reload): parsed
    // with its tree built, or not there, or unreadable (`diagnostics` say why).
    struct OnDisk {
        std::optional<File> file;
        QByteArray hash; // diskHash(): empty when it is not there
        Diagnostics diagnostics;
    };
    OnDisk readOne(const QString &name, const QString &prefix) const;
    // Puts `state` in place of the file's (contents, loaded hash, readable or not), and the
    // file's in `state`: a reload, and its undo. (The diagnostics are the caller's to swap.)
    void exchange(const QString &name, OnDisk &state);
};

// PackTexts::load, with the translation files that `memory` (the editor's documents) holds read
// from there, as edited; the others from disk.
PackTexts loadPackTexts(const QString &folder, const QString &prefix, const Pack &pack,
                        Diagnostics &diagnostics, const PackFiles *memory);

} // namespace pd
