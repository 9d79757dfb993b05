#pragma once

#include "engine/BotRun.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace pd {

// Two bot reports side by side (`permadungeon-cli bot PACK --against OTHER`, docs/bot.md): for
// each figure a designer decides by, its value in each, the difference, and a 95 % bootstrap
// interval of the difference over runs. A difference whose interval holds 0 is within the noise
// of that many runs. Two reports of the same pack, seed, runs and turns differ by nothing.
// The core reports the figures by kind and id; the command line words them.
struct BotComparison {
    enum class Figure {
        Died,     // share of runs that died
        Won,      // share of runs that won
        Deepest,  // mean depth (rooms) reached
        Turns,    // mean turns played
        Xp,       // mean XP at the end
        Gold,     // mean gold at the end
        DiedAt,   // share of runs that died on `depth`
        DamageBy, // mean HP (XP) lost to `monster` per run
    };
    struct Row {
        Figure figure = Figure::Died;
        int depth = 0;            // DiedAt
        QString monster;          // DamageBy
        double a = 0, b = 0;      // the figure in each report
        double low = 0, high = 0; // 95 % interval of b - a
        bool significant() const { return low > 0 || high < 0; }
        double difference() const { return b - a; }
    };

    static constexpr int kResamples = 1000;

    QList<Row> rows; // the overall figures first, then by depth, then by monster

    // Compares `a` (the baseline) with `b`. The resampling draws from its own stream of `seed`,
    // so the same reports give the same intervals.
    static BotComparison compare(const BotReport &a, const BotReport &b, std::uint64_t seed,
                                 int resamples = kResamples);
    QList<Row> significant() const;
};

} // namespace pd
