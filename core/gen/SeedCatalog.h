#pragma once

#include <QList>
#include <QString>

namespace pd {

class Pack;

// The seed catalog (after Brogue CE's): for each seed and depth, a level's hash and what is in
// it, as plain text. A committed copy is diffed against a fresh one by the test suite, so any
// unintended change to any generated dungeon fails loudly; an intended change regenerates the
// file (`cmake --build build --target seed-catalog`) together with a generator version bump.
QString seedCatalog(const Pack &pack, const QString &packName, int firstSeed, int lastSeed,
                    int maxDepth);

} // namespace pd
