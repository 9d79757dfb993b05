#pragma once

#include "json/Diagnostic.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pd {

// A pack folder as one .zip file, to share it, and back again.
//
// Export writes every regular file under the folder except hidden ones (a name starting with
// '.', like .git or an editor's backup), sorted by name, each with the same timestamp
// (1980-01-01 00:00) and permissions (0644), so the same files always give the same bytes:
// export, import, export gives a byte-identical zip. It refuses symbolic links, and writes the
// zip atomically (a failed export leaves whatever was there before).
//
// Import trusts nothing in the archive. Every entry is checked before anything is written
// (names that leave the folder or would be read differently elsewhere, links, duplicates, the
// number and sizes of files, the compression ratio, a top-level pack.json); the files are then
// extracted into a fresh sibling of the target folder with the limits enforced on the bytes
// actually read and every CRC checked, the pack is loaded and validated, and only then is the
// folder renamed into place. Any problem leaves nothing behind.
//
// Problems are data (a kind, the entry, numbers); the front ends put them into words.
class PackArchive {
public:
    struct Limits {
        int maxEntries = 2000;                          // entries in the archive, folders included
        qint64 maxEntryBytes = qint64(64) << 20;        // one file, uncompressed
        qint64 maxTotalBytes = qint64(256) << 20;       // all files, uncompressed
        qint64 maxRatio = 100;                          // uncompressed : compressed, ...
        qint64 ratioCheckedFromBytes = qint64(1) << 20; // ... for files at least this large
    };

    struct Problem {
        enum class Kind {
            // The archive or folder as a whole.
            CannotOpen,       // the zip (import) or a file (export) cannot be read; detail
            NotAZip,          // not a zip file at all
            DamagedArchive,   // starts like a zip but its directory cannot be read (truncated)
            NoManifest,       // no pack.json at the top; entry: a pack.json deeper down, if any
            TooManyEntries,   // value: entries counted (stops at limit + 1), limit
            TotalTooLarge,    // value: bytes (declared, or read so far), limit
            NotAFolder,       // export: the pack folder does not exist or is not a folder
            OutputInsidePack, // export: the zip would be written into the folder it packs
            // Names (entry: the name as decoded, with invalid bytes shown as U+FFFD).
            PathTraversal, // a ".." segment
            AbsolutePath,  // starts with '/' or '\'
            DriveLetter,   // "C:..."
            Backslash,     // '\' as a separator is read differently on Windows
            BadEncoding,   // not valid UTF-8
            BadName,       // empty, "//", ".", control characters, ':', reserved or too long
            DuplicateName, // other: the earlier entry with this name (letter case aside)
            PathConflict,  // a file is also used as a folder; other: the file
            // Entries.
            SymbolicLink,      // a link (import: by its unix mode; export: in the folder)
            NotRegularFile,    // a device, pipe or socket
            Encrypted,         // password-protected entries are not read
            UnsupportedMethod, // value: the compression method
            EntryTooLarge,     // value: bytes (declared, or read so far), limit
            CompressionRatio,  // value: the ratio (rounded down), limit
            SizeMismatch,      // value: bytes read, limit: bytes the archive declares
            CrcMismatch,       // the data is not what the archive's checksum says
            ReadFailed,        // the entry's data cannot be read or inflated; detail
            // Writing.
            TargetNotEmpty,      // import: entry: the target, which exists and is not empty
            TargetParentMissing, // import: entry: the folder the target would be created in
            WriteFailed,         // entry: the file that could not be written; detail
            InvalidPack,         // the extracted pack has errors (see Report::validation);
                                 // entry: the first file with one, value: the error count
        };

        Kind kind = Kind::BadName;
        QString entry;    // the entry (a path inside the pack, '/'-separated) or file
        QString other;    // a second entry the problem is about
        qint64 value = 0; // what was found
        qint64 limit = 0; // the limit or the expected value
        QString detail;   // the system's error text for I/O failures, untranslated
    };

    struct Report {
        QList<Problem> problems;
        // Import: the extracted pack's diagnostics, file names as entries ("items.json").
        Diagnostics validation;
        // The files written to the zip, or extracted, sorted.
        QStringList files;
        // Hidden files (".DS_Store", ".git/...", "__MACOSX/..." in a zip) that were left out;
        // an import checks them like any entry first.
        QStringList skipped;
        // Import: folders that earlier imports into the same parent folder left when they were
        // killed half-way (TARGET.importing-…), removed before this one began.
        QStringList cleaned;

        bool ok() const { return problems.isEmpty() && !validation.hasErrors(); }
    };

    static Report exportPack(const QString &packFolder, const QString &zipPath);
    static Report exportPack(const QString &packFolder, const QString &zipPath,
                             const Limits &limits);
    // `targetDir` must not exist, or be an empty folder; its parent must exist.
    static Report importPack(const QString &zipPath, const QString &targetDir);
    static Report importPack(const QString &zipPath, const QString &targetDir,
                             const Limits &limits);

    // A stable identifier for a kind ("path-traversal"), for JSON output and logs.
    static QString kindId(Problem::Kind kind);
};

} // namespace pd
