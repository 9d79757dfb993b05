#pragma once

#include "data/PackTexts.h"
#include "data/SpellRecord.h"
#include "engine/AutoPlay.h"
#include "engine/DeathCause.h"
#include "rpg/LogEntry.h"
#include "rpg/Status.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace pd {

class Game;
class Pack;
struct BattleLogEntry;

// The words for what the core reports as data, for every front end (the desktop app and the
// command line): QtCore only, translated through tr() like the windows' own strings.
class Words {
    Q_DECLARE_TR_FUNCTIONS(Words)

public:
    // Installs the Qt and Permadungeon translations for `locale` on `app` (owned by it). Where
    // there is none for the language, the English one, which holds the plural forms. Called
    // again, it replaces the translators it installed before (a change of language). It also
    // makes `locale`'s language the one pack texts are read in (setLanguage).
    static void installTranslators(QCoreApplication &app, const QLocale &locale = QLocale());

    // The language a pack's names and descriptions are shown in ("de", "fr", "de_CH"): the
    // program's chosen language, told here by the front end; the system's when never told.
    // Texts a pack has no translation for are its own (its default language's).
    static void setLanguage(const QString &language);
    static QString language();
    // A record's field in the reader's language, `fallback` (the record's own text) when the
    // pack has none: the one place the front ends read pack texts through.
    static QString packText(const Pack *pack, PackTexts::Kind kind, const QString &id,
                            PackTexts::Field field, const QString &fallback);
    // Records' names and descriptions in the reader's language; the id as words ("goblin
    // king") when `pack` lacks the record.
    static QString monsterName(const Pack *pack, const QString &id);
    static QString itemName(const Pack *pack, const QString &id);
    // An item kind as the hero knows it in `game`, the one name the front ends give an item
    // during play: its name once known; while unidentified, its look ("Murky potion"), with the
    // player's name for it when called ("Murky potion (called fire?)").
    static QString itemName(const Game &game, const QString &id);
    // An unidentified kind's look this run in the reader's language (the pack's translation of
    // the table row); empty when the kind has no look.
    static QString appearanceName(const Game &game, const QString &id);
    static QString spellName(const Pack *pack, const QString &id);
    static QString trapName(const Pack *pack, const QString &id);
    static QString sprungName(const Pack *pack, const QString &id); // the trap once sprung
    static QString description(const Pack *pack, PackTexts::Kind kind, const QString &id);
    static QString packName(const Pack &pack);
    static QString packDescription(const Pack &pack);
    // "killed by the goblin king", "caught by a spike trap", "won". Record ids are named from
    // `pack` when it has them (a high-score table holds runs of other packs too); otherwise the
    // id itself is used, dashes as spaces.
    static QString deathCause(const DeathCause &cause, const Pack *pack);
    // "the goblin warleader": a record's name is capitalised as a title, not in a sentence.
    static QString theName(const QString &name);
    // A record's name inside a sentence: "grave wraith" in English (every word that is written
    // as a title word is lowered; "ATK" stays), as written in German.
    static QString inSentence(const QString &name);
    // One thing lying about, in a sentence: "a healing draught", "an ember", "gold coins" (a
    // plural takes no article) in English; as inSentence where the language writes no article
    // it can choose without knowing the noun's gender.
    static QString aName(const QString &name);
    // One line of the game's log (every LogEntry kind, refusals included), its records named
    // from `pack` (ids as words without it).
    static QString logLine(const LogEntry &entry, const Pack *pack);
    // The same, with what the hero knows now: an entry naming an unknown kind says its look, and
    // the same entry says the kind's name once it is known (the log is worded when shown).
    static QString logLine(const LogEntry &entry, const Game &game);
    // A chest opened and what its treasures were worth, in one line ("You open the chest:
    // treasure (+50 XP)."): the game logs the worth of each as a line of its own, after the chest.
    static QString chestLine(const LogEntry &chest, const QList<LogEntry> &worths,
                             const Game &game);
    // A battle screen line, in the map log's voice: the hero is "you", `monster` the other
    // fighter's name. A spell or item is named from `pack` in the reader's language when given,
    // else as the entry holds it.
    static QString battleLine(const BattleLogEntry &entry, const QString &monster,
                              const Pack *pack = nullptr);
    // Why asking the game to explore, fight, take the stairs or drink gave no command.
    static QString autoPlayReason(AutoPlay::Goal goal, AutoPlay::Reason reason);
    static QString element(const QString &name);  // "Water" (the data's name) in words
    static QString effect(SpellRecord::Effect e); // what a buff or debuff changes
    // A status as an adjective ("poisoned", "asleep"), by kind or by its saved name.
    static QString statusName(StatusKind kind);
    static QString statusName(const QString &name);
    // A cloud by the status it carries: "flames" (burning), "caustic gas" (poison), ...
    static QString cloudName(StatusKind kind);
};

} // namespace pd
