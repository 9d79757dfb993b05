#pragma once

#include "data/PackFiles.h"
#include "data/PackReferences.h"
#include "document/PackChanges.h"

#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace pd {

// One pack being edited: its own files as ordered JSON trees (so what is saved keeps the
// designer's key order, comments and spelling), the undo stack every edit goes through, and
// the pack compiled from the files after each edit, with its problems. Docks read the compiled
// pack for what records mean and edit the files at JSON pointers; they listen to the signals.
// The compiled pack is a snapshot: a game or preview given one keeps it while edits go on.
class PackDocument : public QObject {
    Q_OBJECT

public:
    explicit PackDocument(QObject *parent = nullptr);

    // Reads a pack folder. Files that do not parse are kept out (their errors are problems)
    // and stay untouched on disk. False, with a reason, when the folder is not a pack at all.
    // A save that stopped half-way there is finished or undone first (recovered() says which).
    bool open(const QString &folder, QString *error);
    // Writes the files that changed, all or none (PackSaveJournal); the stack becomes clean.
    // `written` gets the names of the files written.
    bool save(QString *error, QStringList *written = nullptr);
    // Writes every file into another folder (copying the pack's sound and sprite files) and
    // goes on editing there.
    bool saveAs(const QString &folder, QString *error);
    // Back to what is on disk, dropping every edit (and the undo history).
    bool revert(QString *error);
    // What the last open found of a save that had stopped half-way.
    const PackSaveJournal::Recovery &recovered() const { return m_files.recovered; }

    QString folder() const { return m_files.folder; }
    bool isOpen() const { return !m_files.folder.isEmpty(); }
    QString displayName() const; // the pack's name, else its folder's
    bool isModified() const { return !m_undo.isClean(); }
    QUndoStack *undoStack() { return &m_undo; }

    const PackFiles &files() const { return m_files; }
    const JsonTree *value(const QString &file, const QString &pointer) const;
    std::shared_ptr<const Pack> pack() const { return m_pack; }
    // Syntax errors of files that did not parse, then the compiled pack's problems, then the
    // problems of text typed in a dock and not applied (setPendingProblems).
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // Problems of text a dock holds that is not in the pack yet (the JSON dock's invalid JSON),
    // shown with the pack's own until the dock clears them (an empty list).
    void setPendingProblems(const QString &source, const Diagnostics &problems);
    // Where a record stands: its file and pointer, or nothing if the pack has no such record
    // of its own.
    std::optional<QString> recordPointer(RecordKind kind, const QString &id) const;

    // Edits; each is one undo step named `what` (consecutive edits of one value with the same
    // name merge, as typing in one field should).
    void setValue(const QString &file, const QString &pointer, const JsonTree &value,
                  const QString &what);
    void removeValue(const QString &file, const QString &pointer, const QString &what);
    // Sets (or, with no value, removes) the field at `path` ("ranged/damage") under `base`,
    // making the objects on the way that are missing. A member that is new is written where
    // `order` (the keys of its object, as the schema orders them) puts it among the others.
    void setPath(const QString &file, const QString &base, const QString &path,
                 const std::optional<JsonTree> &value, const QString &what,
                 const QStringList &order = {});
    void insertItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const JsonTree &value, const QString &what);
    void removeItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const QString &what);
    void moveItem(const QString &file, const QString &arrayPointer, qsizetype from, qsizetype to,
                  const QString &what);
    // A pack without the kind's file (the empty pack has no traps.json) gets it, with no
    // records: the same pack, so it is no undo step; the file is written at the next save.
    void ensureRecordFile(RecordKind kind);
    // Whole files replaced at once (unsaved work restored after a crash): one undo step.
    void replaceFiles(const QList<std::pair<QString, JsonTree>> &files, const QString &what);
    // The places that name this record (for delete: refused while there are any).
    QList<PackReference> usersOf(RecordKind kind, const QString &id) const;
    // Whether a record may be renamed to `newId`: an id that is valid (lower-case letters,
    // digits, "-" and "_", starting with a letter) and not taken by another of its kind.
    enum class Rename { Done, NoSuchRecord, EmptyId, InvalidId, IdTaken };
    Rename checkRename(RecordKind kind, const QString &id, const QString &newId) const;
    // Renames a record and every reference to it, in one undo step (the docks refresh once);
    // refused as checkRename() says.
    Rename renameRecord(RecordKind kind, const QString &id, const QString &newId,
                        const QString &what);

    // Holds back the compile and the signals while it lives (nested ones too): the edits made
    // meanwhile are one change to everyone. Undo commands made of many edits use it.
    class Batch {
    public:
        explicit Batch(PackDocument *document);
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

    private:
        PackDocument *m_document;
    };

    // For undo commands only: change the files without a command, then say so.
    JsonTree *mutableValue(const QString &file, const QString &pointer);
    void noteChange(const QString &file, const QString &pointer);

Q_SIGNALS:
    void opened(); // a new pack (or revert): every dock starts afresh
    // After each edit, undo or redo (a batch of them: once), with the pack compiled again:
    // what changed, so that a dock refreshes only when it shows it.
    void changed(const PackChanges &changes);
    void packRebuilt();        // pack() is new (after opened() or changed())
    void diagnosticsChanged(); // diagnostics() differ from what they were
    void modifiedChanged(bool modified);
    void saved();

private:
    void flush(); // compile, then tell everyone what changed
    void compile();
    void updateDiagnostics();
    bool load(const QString &folder, QString *error);

    PackFiles m_files;
    Diagnostics m_readDiagnostics;
    Diagnostics m_compiledDiagnostics;
    QHash<QString, Diagnostics> m_pendingProblems; // by the dock that holds the text
    Diagnostics m_diagnostics;
    std::shared_ptr<const Pack> m_pack;
    QUndoStack m_undo;
    int m_batch = 0;
    PackChanges m_pending; // changes held back by a batch
};

} // namespace pd
