#pragma once

#include "data/SpellRecord.h"
#include "engine/AutoPlay.h"
#include "engine/DeathCause.h"
#include "rpg/LogEntry.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace pd {

class Pack;
struct BattleLogEntry;

// The words for what the core reports as data, for every front end (the desktop app and the
// command line): QtCore only, translated through tr() like the windows' own strings.
class Words {
    Q_DECLARE_TR_FUNCTIONS(Words)

public:
    // Installs the Qt and Permadungeon translations for `locale` on `app` (owned by it). Where
    // there is none for the language, the English one, which holds the plural forms. Called
    // again, it replaces the translators it installed before (a change of language).
    static void installTranslators(QCoreApplication &app, const QLocale &locale = QLocale());
    // "killed by the goblin king", "caught by a spike trap", "won". Record ids are named from
    // `pack` when it has them (a high-score table holds runs of other packs too); otherwise the
    // id itself is used, dashes as spaces.
    static QString deathCause(const DeathCause &cause, const Pack *pack);
    // "the goblin warleader": a record's name is capitalised as a title, not in a sentence.
    static QString theName(const QString &name);
    // A record's name inside a sentence: "goblin warleader" in English, as written in German.
    static QString inSentence(const QString &name);
    // One line of the game's log (every LogEntry kind, refusals included), its records named
    // from `pack` (ids as words without it).
    static QString logLine(const LogEntry &entry, const Pack *pack);
    // A battle screen line; `hero` and `monster` are the two fighters' names.
    static QString battleLine(const BattleLogEntry &entry, const QString &hero,
                              const QString &monster);
    // Why asking the game to explore, fight, take the stairs or drink gave no command.
    static QString autoPlayReason(AutoPlay::Goal goal, AutoPlay::Reason reason);
    static QString element(const QString &name);  // "Water" (the data's name) in words
    static QString effect(SpellRecord::Effect e); // what a buff or debuff changes
};

} // namespace pd
