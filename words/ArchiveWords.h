#pragma once

#include "data/PackArchive.h"

#include <QCoreApplication>

namespace pd {

// Words for what a pack archive's export or import found: the core reports kinds and numbers
// (PackArchive::Problem); the editor and the command line say them with these.
class ArchiveWords {
    Q_DECLARE_TR_FUNCTIONS(pd::ArchiveWords)

public:
    // What is wrong, without what it is about: "refused: a symbolic link".
    static QString text(const PackArchive::Problem &p, bool importing);
    // One problem, with the entry it is about first: "sounds/../x.wav: refused: …".
    static QString problem(const PackArchive::Problem &p, bool importing);
    // Every problem of a report, one per line, then the pack's own errors (at most `max`
    // lines in all, and a count of the rest).
    static QString report(const PackArchive::Report &report, bool importing, int max = 40);
    static QString bytes(qint64 n);
};

} // namespace pd
