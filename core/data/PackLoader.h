#pragma once

#include "data/Pack.h"
#include "json/Diagnostic.h"

#include <QJsonValue>
#include <QStringList>

#include <optional>
#include <vector>

namespace pd {

class PackFiles;

// The versions a pack's manifest is checked against.
constexpr int kPackFormat = 1;
constexpr int kGeneratorVersion = 1;

// Records read by an earlier load of a pack's files in memory, kept for the next load of them
// (the editor's compile after each edit). A record whose JSON is the value read last time (the
// editor's snapshots share every record an edit did not touch, so most compare by pointer) and
// that was read without a warning is taken as it was read, not read again: among 10,000 records
// a keystroke reads one. One load at a time uses it; PackLoader does not lock it.
struct RecordCache {
    template <typename T>
    struct Entry {
        QJsonValue json;
        T record;
    };
    // By the record's place in its file; nullopt where it was read with a diagnostic (read
    // again each time, so that its problems are said again).
    template <typename T>
    using Entries = std::vector<std::optional<Entry<T>>>;
    Entries<RandomTable> tables;
    Entries<ItemRecord> items;
    Entries<SpellRecord> spells;
    Entries<MonsterRecord> monsters;
    Entries<TrapRecord> traps;
    // The last load's records taken from here, and read.
    qsizetype reused = 0;
    qsizetype read = 0;
};

// Loads a pack folder, reporting every problem at once (syntax, types, ranges, unknown keys,
// duplicate ids, cross-references, table gaps/overlaps/cycles, missing files, dependencies).
// What is valid is kept, so a caller can go on with what it had; it never throws or crashes on
// a user's files.
class PackLoader {
public:
    struct Options {
        // Where dependencies are looked for besides the pack's own parent folder.
        QStringList searchPaths;
        // Prefix for file names in diagnostics; null means the folder as given plus "/".
        QString displayPrefix;
        bool displayPrefixSet = false;
        // For a load from files in memory: the pack's own records read last time (see above).
        RecordCache *cache = nullptr;
    };

    static Pack load(const QString &folder, Diagnostics &diagnostics);
    static Pack load(const QString &folder, Diagnostics &diagnostics, const Options &options);
    // The same from files in memory (the editor's documents): the pack's own files are taken
    // from `files` (syntax errors were reported when they were read), its dependencies are read
    // from disk. Diagnostics have line and column where a file's text is known.
    static Pack load(const PackFiles &files, Diagnostics &diagnostics, const Options &options);

    // The pack files and the key holding each file's records.
    static const QStringList &knownFiles();
    // The bundled packs' folder (data/ beside the executable's build, or the source tree's).
    static QString bundledDataDir();
};

} // namespace pd
