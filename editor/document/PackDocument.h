#pragma once

#include "data/PackFiles.h"
#include "data/PackReferences.h"

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
    bool open(const QString &folder, QString *error);
    // Writes the files that changed (atomically); the stack becomes clean.
    bool save(QString *error);
    // Writes every file into another folder (copying the pack's sound and sprite files) and
    // goes on editing there.
    bool saveAs(const QString &folder, QString *error);
    // Back to what is on disk, dropping every edit (and the undo history).
    bool revert(QString *error);

    QString folder() const { return m_files.folder; }
    bool isOpen() const { return !m_files.folder.isEmpty(); }
    QString displayName() const; // the pack's name, else its folder's
    bool isModified() const { return !m_undo.isClean(); }
    QUndoStack *undoStack() { return &m_undo; }

    const PackFiles &files() const { return m_files; }
    const JsonTree *value(const QString &file, const QString &pointer) const;
    std::shared_ptr<const Pack> pack() const { return m_pack; }
    // Syntax errors of files that did not parse, then the compiled pack's problems.
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // Where a record stands: its file and pointer, or nothing if the pack has no such record
    // of its own.
    std::optional<QString> recordPointer(RecordKind kind, const QString &id) const;

    // Edits; each is one undo step named `what` (consecutive edits of one value with the same
    // name merge, as typing in one field should).
    void setValue(const QString &file, const QString &pointer, const JsonTree &value,
                  const QString &what);
    void removeValue(const QString &file, const QString &pointer, const QString &what);
    // Sets (or, with no value, removes) the field at `path` ("ranged/damage") under `base`,
    // making the objects on the way that are missing.
    void setPath(const QString &file, const QString &base, const QString &path,
                 const std::optional<JsonTree> &value, const QString &what);
    void insertItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const JsonTree &value, const QString &what);
    void removeItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const QString &what);
    void moveItem(const QString &file, const QString &arrayPointer, qsizetype from, qsizetype to,
                  const QString &what);
    // The places that name this record (for delete: refused while there are any).
    QList<PackReference> usersOf(RecordKind kind, const QString &id) const;
    // Renames a record and every reference to it, in one undo step; refused when the new id
    // is empty or taken, or the record is not the pack's own.
    enum class Rename { Done, NoSuchRecord, EmptyId, IdTaken };
    Rename renameRecord(RecordKind kind, const QString &id, const QString &newId,
                        const QString &what);

    // For undo commands only: change the files without a command, then tell everyone.
    JsonTree *mutableValue(const QString &file, const QString &pointer);
    void changed(const QString &file, const QString &pointer);

Q_SIGNALS:
    void opened();                                                  // a new pack (or revert)
    void valueChanged(const QString &file, const QString &pointer); // at or under pointer
    void packRebuilt(); // pack() and diagnostics() are new
    void modifiedChanged(bool modified);
    void saved();

private:
    void rebuild(); // compile, then tell everyone
    void compile();
    bool load(const QString &folder, QString *error);

    PackFiles m_files;
    Diagnostics m_readDiagnostics;
    Diagnostics m_diagnostics;
    std::shared_ptr<const Pack> m_pack;
    QUndoStack m_undo;
};

} // namespace pd
