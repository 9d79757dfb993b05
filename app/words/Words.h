#pragma once

#include "engine/DeathCause.h"

#include <QCoreApplication>
#include <QString>

namespace pd {

class Pack;

// The words for what the core reports as data, for every front end (the desktop app and the
// command line): QtCore only, translated through tr() like the windows' own strings.
class Words {
    Q_DECLARE_TR_FUNCTIONS(Words)

public:
    // "killed by the goblin king", "caught by a spike trap", "won". Record ids are named from
    // `pack` when it has them (a high-score table holds runs of other packs too); otherwise the
    // id itself is used, dashes as spaces.
    static QString deathCause(const DeathCause &cause, const Pack *pack);
    // "the goblin warleader": a record's name is capitalised as a title, not in a sentence.
    static QString theName(const QString &name);
};

} // namespace pd
