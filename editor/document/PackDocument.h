#pragma once

#include "data/PackFiles.h"
#include "data/PackReferences.h"
#include "document/PackChanges.h"
#include "document/PackCompiler.h"
#include "files/FileLock.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMutexLocker>
#include <QObject>
#include <QThreadPool>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace pd {

// One pack being edited: its own files as ordered JSON trees (so what is saved keeps the
// designer's key order, comments and spelling), the undo stack every edit goes through, and
// the pack compiled from the files after each edit, with its problems. Docks read the compiled
// pack for what records mean and edit the files at JSON pointers; they listen to the signals.
// The compiled pack is a snapshot: a game or preview given one keeps it while edits go on.
//
// A big pack is compiled on a thread of the document's own (a keystroke among 10,000 records
// took 50 to 80 ms of the window's time): the edit changes the trees at once, a snapshot of the
// files is compiled aside, and changed() comes, with the new pack and its problems, when that
// compile is done; an edit made meanwhile makes its result stale (dropped) and is compiled
// next, the latest only. Until then pack() and diagnostics() are those of an earlier edit
// (isChecking()); settle() waits for the last one where that matters (save, delete, rename).
class PackDocument : public QObject {
    Q_OBJECT

public:
    explicit PackDocument(QObject *parent = nullptr);
    ~PackDocument() override;

    // Where the pack is compiled after an edit: on the window's thread, aside, or (Auto) aside
    // for a pack of more than kAsideRecords records of its own, where it would be felt.
    enum class Checking { Auto, OnThisThread, Aside };
    static constexpr int kAsideRecords = 2000;
    void setChecking(Checking checking) { m_checking = checking; }
    // pack() and diagnostics() are not yet those of the last edit: its compile runs aside.
    bool isChecking() const { return m_compiledGeneration != m_generation; }
    // Returns when pack() and diagnostics() are those of the last edit (waits for the compile
    // running aside when it is the last edit's; else compiles on this thread), after the
    // signals of that compile were sent.
    void settle();
    // Counts for the tests and the benchmark: edits so far, compiles started aside, results
    // dropped because an edit came after their snapshot.
    quint64 generation() const { return m_generation; }
    int compilesAside() const { return m_compilesAside; }
    // The last compile's records taken from the one before (unchanged), and read anew.
    std::pair<qsizetype, qsizetype> recordsReusedAndRead() const {
        QMutexLocker lock(&m_recordCache->mutex);
        return {m_recordCache->records.reused, m_recordCache->records.read};
    }
    int staleResults() const { return m_staleResults; }
    // A compile is running aside now (its result may be stale).
    bool compileRunning() const { return m_running; }
    // The values a snapshot takes of the file now (tests compare them with the trees).
    QJsonValue snapshotValue(const QString &file) const { return m_values.value(file); }

    // Reads a pack folder. Files that do not parse are kept out (their errors are problems)
    // and stay untouched on disk. False, with a reason, when the folder is not a pack at all.
    // A save that stopped half-way there is finished or undone first (recovered() says which).
    // The folder's edit lock (PackFiles::editLockName()) is taken and held while the pack is
    // open: when another program holds it, or the folder cannot be written, the pack is open
    // read-only (lock() says why).
    bool open(const QString &folder, QString *error);
    // Writes the files this document changed and no other, all or none (PackSaveJournal), each
    // over what it was read from: when another program changed one of them on disk since,
    // nothing is written and `conflicts` names them, unless `conflict` is Overwrite. Refused
    // while read-only. The stack becomes clean. `written` gets the names of the files written.
    bool save(QString *error, QStringList *written = nullptr, QStringList *conflicts = nullptr,
              PackFiles::Conflict conflict = PackFiles::Conflict::Refuse);
    // Writes every file into another folder (copying the pack's sound and sprite files) and
    // goes on editing there, with that folder's lock: false when another program holds it or
    // it cannot be made (`refused` says which), and then nothing is written or changed.
    struct Lock {
        FileLock::Result result = FileLock::Result::Locked;
        FileLock::Owner owner; // HeldElsewhere: who holds it
        QString reason;        // CannotWrite: the system's reason
    };
    bool saveAs(const QString &folder, QString *error, Lock *refused = nullptr);
    // Back to what is on disk, dropping every edit (and the undo history).
    bool revert(QString *error);

    // The edit lock of the folder open now: Locked, or why the pack is read-only.
    const Lock &lock() const { return m_lockState; }
    bool isReadOnly() const { return isOpen() && m_lockState.result != FileLock::Result::Locked; }
    // Tries to take the lock again (the other program may have let go): true when it holds it.
    bool retryLock();

    // The files this document changed since they were read or saved (PackFiles::changed), and
    // those another program changed on disk since (PackFiles::changedOnDisk).
    QStringList changedFiles() const { return m_files.changed(); }
    QStringList changedOnDisk() const { return m_files.changedOnDisk(); }
    // Reads the files again from disk in place of this document's, dropping its changes to
    // them: one undo step (`what`). Clean afterwards when nothing else is changed.
    void reloadFiles(const QStringList &names, const QString &what);
    // Keeps this document's text of the files over what another program wrote there: the next
    // save writes it without asking.
    void keepMine(const QStringList &names) { m_files.adoptDisk(names); }
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
    // What pack()'s texts lack in `language`, worked out with its compile; nullopt when it
    // was not (no translation file of that name then).
    std::optional<PackCompile::MissingTexts> missingTexts(const QString &language) const {
        const auto it = m_missingTexts.constFind(language);
        return it == m_missingTexts.cend() ? std::nullopt : std::make_optional(*it);
    }
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
    // name merge, as typing in one field should). `by` is the view the person made it in: its
    // changes name it as their origin (PackChanges::madeBy), so that it keeps what is typed.
    void setValue(const QString &file, const QString &pointer, const JsonTree &value,
                  const QString &what, const QObject *by = nullptr);
    void removeValue(const QString &file, const QString &pointer, const QString &what,
                     const QObject *by = nullptr);
    // Sets (or, with no value, removes) the field at `path` ("ranged/damage") under `base`,
    // making the objects on the way that are missing. A member that is new is written where
    // `order` (the keys of its object, as the schema orders them) puts it among the others.
    void setPath(const QString &file, const QString &base, const QString &path,
                 const std::optional<JsonTree> &value, const QString &what,
                 const QStringList &order = {}, const QObject *by = nullptr);
    void insertItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const JsonTree &value, const QString &what, const QObject *by = nullptr);
    void removeItem(const QString &file, const QString &arrayPointer, qsizetype index,
                    const QString &what, const QObject *by = nullptr);
    void moveItem(const QString &file, const QString &arrayPointer, qsizetype from, qsizetype to,
                  const QString &what, const QObject *by = nullptr);
    // A pack without the kind's file (the empty pack has no traps.json) gets it, with no
    // records: the same pack, so it is no undo step; the file is written at the next save.
    void ensureRecordFile(RecordKind kind);
    // A file the pack neither has nor failed to read, made with `tree` (a translation for a
    // language added): one undo step named `what`, which undo takes away; written at the next
    // save. False, and nothing done, when the pack has the file.
    bool makeFile(const QString &file, const JsonTree &tree, const QString &what);
    // Whole files replaced at once (unsaved work restored after a crash): one undo step. A file
    // the pack does not have (made in the Editor and never saved) is made again.
    void replaceFiles(const QList<std::pair<QString, JsonTree>> &files, const QString &what);
    // The places that name this record (for delete: refused while there are any), in pack():
    // settle() first for the last edit's.
    QList<PackReference> usersOf(RecordKind kind, const QString &id) const;
    // Whether a record may be renamed to `newId`: an id that is valid (lower-case letters,
    // digits, "-" and "_", starting with a letter) and not taken by another of its kind.
    enum class Rename { Done, NoSuchRecord, EmptyId, InvalidId, IdTaken };
    Rename checkRename(RecordKind kind, const QString &id, const QString &newId) const;
    // Renames a record, every reference to it and its translated texts, in one undo step (the
    // docks refresh once); refused as checkRename() says.
    Rename renameRecord(RecordKind kind, const QString &id, const QString &newId,
                        const QString &what);
    // The record's translated texts: (translations/<language>.json, the pointer of its
    // object there) for each language that has them. A rename moves them to the new id and
    // a delete removes them, in the same undo step (and so in the same all-or-nothing save).
    QList<std::pair<QString, QString>> translationsOf(RecordKind kind, const QString &id) const;
    // Deletes a record (whatever names it: see usersOf) and its translated texts, as one undo
    // step; false when the pack has no such record of its own. With `references`, what names
    // it goes in the same step (see referenceRemovals).
    bool deleteRecord(RecordKind kind, const QString &id, const QString &what,
                      bool references = false);
    // What deleting a record with its references removes: for each place that names it, the
    // smallest thing that exists only to name it. A table row or list part that gives it, an
    // entry of a list of ids, an object in a list whose record it names (a starting item, a
    // summon trick), a tile named after it; else the field itself (a depth band's table: the
    // band then lacks it, as Problems says). Deepest first, one per place, none inside the
    // record itself.
    struct Removal {
        QString file;
        QString pointer;
        bool item = false; // an array's item; else an object's member
    };
    QList<Removal> referenceRemovals(RecordKind kind, const QString &id) const;
    // A "did you mean" of Problems applied: the string at `pointer` (the member's key when
    // `atKey`) that reads `replace` becomes `with`, as one undo step. False (and nothing done)
    // when it no longer reads so, or the key is taken.
    bool applyFix(const QString &file, const QString &pointer, bool atKey, const QString &replace,
                  const QString &with, const QString &what);
    // Whether the place still reads so (an edit since may have changed it).
    bool fixApplies(const QString &file, const QString &pointer, bool atKey, const QString &replace,
                    const QString &with) const;

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

Q_SIGNALS:
    void opened(); // a new pack (or revert): every view starts afresh
    // After each edit, undo or redo (a batch of them: once), with the pack compiled again:
    // what changed, and where from.
    void changed(const PackChanges &changes);
    void packRebuilt();        // pack() is new (after changed())
    void diagnosticsChanged(); // diagnostics() differ from what they were
    // Once the signals above of one compile shown were sent, all it brought at once; or, alone,
    // problems that changed without an edit. The views' hub (ViewHub) reads this one.
    void updated(const PackUpdate &update);
    void checkingChanged(bool checking); // isChecking() became true or false
    void modifiedChanged(bool modified);
    void saved();
    void lockChanged(); // lock() is another (opened, Save As, retryLock)

private:
    // Changing the files is for undo commands only (PackCommand): they change the trees in
    // place, then say so; each change's origin is the edit being pushed, else the step.
    friend class PackCommand;
    JsonTree *mutableValue(const QString &file, const QString &pointer);
    void noteChange(const QString &file, const QString &pointer, PackChanges::Origin::Kind step);
    // A whole file (and its read problems) exchanged with `state` (ReloadFiles).
    void exchangeFile(const QString &file, PackFiles::OnDisk &state,
                      PackChanges::Origin::Kind step);
    void push(QUndoCommand *command, const PackChanges::Origin &origin);

    void flush();   // compile, then tell everyone what changed
    void compile(); // on this thread, the files as they are now
    bool aside() const;
    void startAside();
    void finishedAside();
    void deliver(PackCompile &&result);
    void showChecking(bool checking);
    Diagnostics allDiagnostics() const;
    bool updateDiagnostics(); // true when they changed (diagnosticsChanged() was sent)
    void locateDiagnostics(); // in the text just written
    bool load(const QString &folder, QString *error);
    void takeLock(const QString &folder);

    PackFiles m_files;
    std::unique_ptr<FileLock> m_lock; // the open folder's
    Lock m_lockState;
    Diagnostics m_readDiagnostics;
    Diagnostics m_compiledDiagnostics;
    QHash<QString, PackCompile::MissingTexts> m_missingTexts; // m_pack's
    // The records the last compile read, taken again by the next where unchanged.
    std::shared_ptr<PackSnapshot::Cache> m_recordCache = std::make_shared<PackSnapshot::Cache>();
    QHash<QString, Diagnostics> m_pendingProblems; // by the dock that holds the text
    Diagnostics m_diagnostics;
    std::shared_ptr<const Pack> m_pack;
    QUndoStack m_undo;
    int m_batch = 0;
    PackChanges m_pending;                        // changes held back by a batch
    std::optional<PackChanges::Origin> m_pushing; // the edit whose command is being pushed

    // Compiling aside. m_generation counts the edits; the pack and problems shown are those of
    // m_compiledGeneration. At most one compile runs (m_watcher) and one waits (m_again: the
    // latest edit's snapshot is taken when the running one ends).
    PackValues m_values;
    Checking m_checking = Checking::Auto;
    quint64 m_generation = 0;
    quint64 m_compiledGeneration = 0;
    PackChanges m_undelivered; // changes made since the last changed()
    bool m_running = false;
    bool m_again = false;
    bool m_checkingShown = false;
    int m_compilesAside = 0;
    int m_staleResults = 0;
    QThreadPool m_pool; // (before the watcher: destroyed after it, waiting for the compile)
    QFutureWatcher<PackCompile> m_watcher;
};

} // namespace pd
