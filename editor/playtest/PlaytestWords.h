#pragma once

#include "engine/BotCompare.h"
#include "engine/BotRun.h"

#include <QCoreApplication>
#include <QStringList>

namespace pd {

class Pack;

// The Playtest dock's figures in words (the command line's `bot` prints its own, in English):
// what each compared figure is, its value, the verdict of a comparison and the findings of a
// report. Every sentence goes through tr().
class PlaytestWords {
    Q_DECLARE_TR_FUNCTIONS(PlaytestWords)

public:
    static QString placeName(const BotReport &report);  // "Depth" or "Room"
    static QString healthName(const BotReport &report); // "HP" or "XP"
    static QString endName(BotRun::End end);
    static QString figureName(const BotComparison::Row &row, const BotReport &report,
                              const Pack &pack);
    // A share as a percentage, a mean with one decimal; `sign`: a difference (+/−).
    static QString figureValue(const BotComparison::Row &row, double value, bool sign = false);
    static QString share(double value);
    // "100 runs of up to 500 turns: 34 % died, none won; depth reached: median 4 (1–7)".
    static QString summary(const BotReport &report, const Pack &pack);
    // Each significant difference: "Deaths at depth 3: 12 % → 31 %, mostly the zombie brute".
    static QStringList differences(const BotComparison &comparison, const BotReport &now,
                                   const Pack &pack);
    // What the report says a designer should look at (BotReport::findings).
    static QStringList findings(const BotReport &report, const Pack &pack);
};

} // namespace pd
