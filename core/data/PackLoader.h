#pragma once

#include "data/Pack.h"
#include "json/Diagnostic.h"

#include <QStringList>

namespace pd {

class PackFiles;

// The versions a pack's manifest is checked against.
constexpr int kPackFormat = 1;
constexpr int kGeneratorVersion = 1;

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
