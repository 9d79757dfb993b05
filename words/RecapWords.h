#pragma once

#include "engine/RunRecap.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pd {

class Game;

// The words for a run's end (engine/RunRecap.h): the death recap's blows and the "This run"
// summary, for every front end (the Game tab's end screen, the command line's `bot --trace` and
// `replay`). Records are named from the game's pack, unknown item kinds by their look.
class RecapWords {
    Q_DECLARE_TR_FUNCTIONS(RecapWords)

public:
    // What struck and for how much, as a clause: "the goblin archer shoots you for 7".
    static QString blow(const Blow &b, const Game &game);
    // The whole line: "Turn 812, depth 6: the goblin archer shoots you for 7 (HP 3 left)."; the
    // fatal blow ends "(fatal)".
    static QString blowLine(const Blow &b, const Game &game);
    // "This run", one line a part, each empty part left out: the kills by kind (most first),
    // the item kinds identified ("Murky potion: healing"), the spells, how deep, turns and gold.
    static QString kills(const RunReport &r, const Game &game);      // "" when none
    static QString identified(const RunReport &r, const Game &game); // "" when none
    static QString spells(const RunReport &r, const Game &game);     // learned; "" when none
    static QString totals(const RunReport &r, const Game &game);
    static QStringList runLines(const Game &game);
    // The recap as plain text for the command line: a heading, the last `n` blows (when there
    // are any), "This run" and its lines.
    static QStringList recapText(const Game &game, int n = 5);
};

} // namespace pd
