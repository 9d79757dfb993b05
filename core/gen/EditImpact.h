#pragma once

#include "gen/LevelBatch.h"
#include "rpg/BalanceSimulation.h"

#include <QHash>
#include <QList>
#include <QString>

#include <cmath>

#include <memory>
#include <optional>

namespace pd {

class Pack;

// What an edit did to the dungeons: the same seeds and depths made with the pack before the
// edit and after it, counted per monster, item, trap, chest loot and chip by depth band, with the
// level figures, and the balance simulation of every monster whose record changed. The editor's
// impact view words it; the numbers here are the whole story.

// The fixed batch both packs are measured over.
struct ImpactSample {
    QList<std::uint64_t> seeds;
    QList<int> depths;

    // Seeds 1..seedCount and up to depthCount depths spread evenly over the pack's dungeon
    // (every depth when it has no more), the first and the deepest always among them.
    static ImpactSample standard(const Pack &pack, int seedCount = 200, int depthCount = 10);
    bool operator==(const ImpactSample &o) const { return seeds == o.seeds && depths == o.depths; }
};

// The figures a row can be about besides entities.
enum class ImpactFigure {
    Monsters,
    Items,
    Chests,
    Traps,
    Chips,
    Rooms,
    FloorPercent,
    PathLength,
    DeadEnds,
    Failed // levels the generator could not make
};

// One pack's sums over a sample, per depth of the sample (index as in sample.depths).
struct ImpactTally {
    // A count summed over levels, and its squares (for the noise).
    struct Sum {
        qint64 total = 0;
        qint64 squares = 0;
        void add(qint64 v) {
            total += v;
            squares += v * v;
        }
    };
    struct Depth {
        int levels = 0;               // made without error
        int withPath = 0;             // levels with a way down the path length was measured to
        QHash<int, Sum> figures;      // ImpactFigure → over the levels
        QHash<QString, Sum> entities; // entityKey → placements over the levels
    };
    ImpactSample sample;
    QList<Depth> depths;
    QByteArray fingerprint; // of every level's hash in order: equal means the same levels

    static ImpactTally measure(const std::shared_ptr<const Pack> &pack, const ImpactSample &sample,
                               int threads);
    // "monster:goblin": the kind as LevelEntity::kindName names it, then the id.
    static QString entityKey(const LevelEntity &entity);
};

struct ImpactRow {
    enum class Kind { Monster, Item, Chest, Trap, Chip, Figure };
    Kind kind = Kind::Figure;
    QString id; // the record (a chest's loot table); empty for a figure
    ImpactFigure figure = ImpactFigure::Monsters; // when kind is Figure
    int bandFrom = 1;                             // the depths the row covers
    int bandTo = 1;
    int levels = 0;      // of the sample in those depths
    double before = 0.0; // average per level (of the levels made; path: of levels with one)
    double after = 0.0;
    // Two standard errors of the difference of the averages: a change no larger than this can
    // come from the seeds drawing differently (an edit shifts every later draw of its stream)
    // rather than from what the edit means. 0 for counts of failed levels.
    double noise = 0.0;

    bool changed() const { return before != after; }
    bool withinNoise() const { return changed() && std::abs(after - before) <= noise; }
    // The change in percent of `before`; nothing when before is 0 and after is not (new).
    std::optional<double> changePercent() const;
    // How the rows sort, largest first: new things, then by |change %|, then by |difference|.
    double magnitude() const;
};

struct ImpactBalance {
    QString monster;
    std::optional<BalanceRow> before; // none: the monster is new
    std::optional<BalanceRow> after;  // none: the monster is gone
};

struct ImpactReport {
    ImpactSample sample;
    int levels = 0;               // levels in the sample (seeds × depths)
    bool sameLevels = false;      // every level of the sample is identical before and after
    QList<ImpactRow> rows;        // every row, largest change first (unchanged ones last)
    QList<ImpactBalance> balance; // monsters whose record changed, pack order (after, then gone)
    int battles = 0;              // per monster and side

    bool changesNothing() const { return sameLevels && balance.isEmpty(); }
    int changedRows() const;
    int rowsBeyondNoise() const; // changed by more than the noise
};

struct ImpactOptions {
    int threads = 0;    // 0: one per core
    int battles = 2000; // per monster whose record changed, before and after
    std::uint64_t balanceSeed = 1;
};

// The rows of `after` against `before`, grouped by the after pack's depth bands (a depth no band
// covers is a group of its own). The tallies must be over the same sample.
ImpactReport compareImpact(const Pack &before, const ImpactTally &beforeTally, const Pack &after,
                           const ImpactTally &afterTally, const ImpactOptions &options);

// Both tallies and the comparison; `beforeTally` when given (the same sample, already measured
// for `before`) is not measured again.
ImpactReport measureImpact(const std::shared_ptr<const Pack> &before,
                           const std::shared_ptr<const Pack> &after, const ImpactSample &sample,
                           const ImpactOptions &options, const ImpactTally *beforeTally = nullptr);

// Monsters whose record differs between the packs (or is only in one), after's order then gone.
QStringList changedMonsters(const Pack &before, const Pack &after);

} // namespace pd
