#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

namespace pd {

// Saving several pack files as one change: all of them or none, whenever the program stops.
//
// A rename of a record rewrites monsters.json and tables.json; written one by one, a kill
// between the two leaves a pack that no longer validates. Here every new file is first written
// in full beside its target (".monsters.json.pd-new", each atomically and flushed to disk),
// then a journal (".pd-save.json") names them with their checksums: writing the journal is the
// moment the save happens. Only then are the new files renamed over the old ones, and the
// journal removed. A save stopped before the journal leaves the old pack (the next open removes
// the leftovers: rolled back); one stopped after it leaves the journal, and the next open
// finishes the renames (finished). PackFiles::readValues (the editor) and PackLoader (the game
// and the command line) do that before they read a folder. A lock file (".pd-save.lock") keeps
// a reader from finishing a save that a living program is still making.
class PackSaveJournal {
public:
    struct Recovery {
        enum class Outcome {
            Nothing,    // no save was interrupted
            Finished,   // the journal was written: the save was completed now
            RolledBack, // stopped before the journal: the new files were thrown away
            Failed,     // a journal whose files are damaged: left as it is (see error)
            Busy,       // another program is saving into the folder now
        };
        Outcome outcome = Outcome::Nothing;
        QStringList files; // the pack files concerned
        QString error;     // Failed: why, untranslated (file and reason)
    };

    // Writes each (file name, bytes) into the folder, all or nothing. False with `error` (the
    // file and the system's reason) when it could not; the folder then holds the old files, or
    // (after the journal) a save the next open finishes.
    static bool save(const QString &folder, const QList<std::pair<QString, QByteArray>> &files,
                     QString *error);
    // Finishes or rolls back a save that stopped half-way in `folder`.
    static Recovery recover(const QString &folder);

    static QString journalName() { return QStringLiteral(".pd-save.json"); }

    // For tests: called at each step of a save; returning false stops the save right there, as
    // a kill would (the files stay as they are, the lock is released).
    enum class Step { NewFilesWritten, JournalWritten, FileReplaced };
    using Hook = std::function<bool(Step step, const QString &file)>;
    static void setTestHook(Hook hook);
};

} // namespace pd
