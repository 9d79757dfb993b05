#pragma once

#include "engine/Command.h"
#include "engine/DeathCause.h"
#include "rpg/LogEntry.h"

#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace pd {

class Game;
class Pack;

// `permadungeon-cli bot` (SPEC §4, docs/bot.md): whole runs played headless by AutoPlay::play,
// the designer's playtest. The core plays and counts; the command line words the figures.

struct BotOptions {
    int runs = 100;
    int turns = 500;        // a run still going at this game turn stops there
    int stuckAfter = 300;   // commands in a row without progress (see BotRun::Stuck)
    std::uint64_t seed = 1; // run i plays BotRun::seedFor(seed, i)
    int threads = 0;        // 0: one per core; the report is the same for any count
};

// One run, as it ended.
struct BotRun {
    enum class End {
        Died,
        Won,
        TurnLimit, // still alive at the turn limit
        // At the dungeon's last depth (or room) with nothing left to explore or take, and no win
        // to be had there: the end of what the pack offers (the room-by-room dungeon's last room).
        Exhausted,
        // Nothing changed for stuckAfter commands in a row: no cell newly seen, no room or depth
        // reached, no XP, gold, score, kill or level gained (a bot that walks to and fro, or a
        // command refused over and over).
        Stuck,
    };

    int index = 0;
    std::uint64_t seed = 0;
    End end = End::TurnLimit;
    DeathCause cause; // Died only
    int turns = 0;    // game turns played
    int commands = 0; // commands submitted
    int refused = 0;  // of which refused (no time passed)
    int deepest = 1;  // depth, or rooms entered (room by room)
    int depth = 1;    // the depth (or room) the run ended on: where a death happened
    qint64 score = 0;
    int kills = 0;
    int level = 1;
    qint64 xp = 0; // experience at the end (the XP that is also health, room by room)
    qint64 gold = 0;
    int firstLevelUp = -1; // the turn of the first level-up; -1 never
    // Experience and gold when the game first reached each checkpoint turn (only those reached).
    std::vector<qint64> xpAt, goldAt;
    QMap<QString, int> itemsUsed; // item id -> uses by the hero (on the map and in battles)
    int battles = 0;              // battle screens begun
    int heroEscapes = 0;          // battles the hero escaped from
    int fledBattles = 0;          // monsters that escaped from a battle (gone, nothing gained)
    int fledMap = 0;              // monsters that turned to flee on the map
    int chestsOpened = 0;
    int bumps = 0;   // the hero walked into a monster where a bump is a collision (bump: contact)
    int touched = 0; // a monster's contact cost the hero XP (it walked into him)
    // The pace: per depth (or room) d reached, at [d - 1], the turn it was first reached and the
    // hero's HP then (the XP that is health, room by room). Depth 1 at turn 0.
    std::vector<int> arrivedAt;
    std::vector<qint64> hpOnArrival;
    // What hurt the hero, by monster record (blows, shots, touches, breath, bursts and battle
    // spells): the HP (or XP) it cost him.
    QMap<QString, qint64> damageBy;
    QString stateHash;

    // Run `index` of a report from `seed`: the first number of the "bot" stream.
    static std::uint64_t seedFor(std::uint64_t seed, int index);
    // What a watcher sees after each command: the game, the command, whether it was carried
    // out, and the log entries it wrote (the command line's --trace words them).
    using Watcher = std::function<void(const Game &, const Command &, bool accepted,
                                       const QList<LogEntry> &written)>;
    // Plays one run from `runSeed` with AutoPlay::play, as the report does.
    static BotRun play(const Pack &pack, std::uint64_t runSeed, const BotOptions &options,
                       const std::vector<int> &checkpoints, const Watcher &watch = {});
};

// A distribution of whole numbers over runs: quartiles by the nearest rank.
struct BotSpread {
    int count = 0;
    double mean = 0;
    qint64 min = 0, q1 = 0, median = 0, q3 = 0, max = 0;

    static BotSpread of(std::vector<qint64> values);
};

struct BotReport {
    QString packId;
    bool rooms = false;    // the pack goes room by room: depth counts rooms
    bool xpHealth = false; // XP is health
    BotOptions options;
    std::vector<int> checkpoints; // the turns the curves are read at
    QList<BotRun> runs;           // in index order

    // The turns the XP and gold curves are read at: 50, 100, then steps up to `turns`.
    static std::vector<int> checkpointsFor(int turns);
    // options.runs runs on options.threads threads.
    static BotReport play(const Pack &pack, const BotOptions &options);
    // A report of `pack` with `options` and no runs yet: what play() fills, or whoever plays the
    // runs one by one (the Editor's Playtest dock, as they finish).
    static BotReport begin(const Pack &pack, const BotOptions &options);
    // Adds a run played for this report, in index order among the others.
    void add(BotRun run);

    int count(BotRun::End end) const;
    BotSpread deepest() const;
    BotSpread turns() const;
    BotSpread score() const;
    BotSpread xp() const;   // at the end
    BotSpread gold() const; // at the end
    // Over the runs that levelled up; never() counts the others.
    BotSpread firstLevelUp() const;
    int neverLevelledUp() const;
    // Experience (or gold) at checkpoints[i], over the runs that reached that turn.
    BotSpread xpAt(int i) const;
    BotSpread goldAt(int i) const;
    // Causes of death, most frequent first (ties in the causes' text order).
    QList<QPair<DeathCause, int>> causes() const;
    // Deaths per depth (or room) they happened on, in depth order; each with its causes, most
    // frequent first.
    struct DepthDeaths {
        int depth = 0;
        int deaths = 0;
        QList<QPair<DeathCause, int>> causes;
    };
    QList<DepthDeaths> deathsByDepth() const;
    // Item uses summed over runs (id order), and how many runs used each.
    QMap<QString, int> itemsUsed() const;
    QMap<QString, int> runsUsing() const;
    // Sums over runs.
    qint64 total(int BotRun::*field) const;

    // The pace, per depth (or room) any run reached, in depth order: how many runs reached it,
    // the turns they spent there before reaching the next (over the runs that went on), and the
    // hero's HP on arriving.
    struct DepthPace {
        int depth = 0;
        int reached = 0;
        BotSpread turnsThere;
        BotSpread hpOnArrival;
    };
    QList<DepthPace> pace() const;
    // HP (or XP) the hero lost to each monster kind over all runs, most first (ties by id), with
    // the runs it hurt him in.
    struct MonsterDamage {
        QString monster;
        qint64 damage = 0;
        int runs = 0;
    };
    QList<MonsterDamage> damageByMonster() const;

    // What the figures say, as data for the words (the command line, the Editor's dock): the
    // monster that kills most, the depth where runs spend longest, depths no run reached.
    struct Finding {
        enum class Kind {
            DeadliestCause, // cause: the most frequent cause of death; count: deaths; of: runs
            SlowestDepth,   // depth; count: median turns there; of: the median over all depths
            HardestMonster, // monster: the most damage; count: its HP; of: all damage taken
            Unreached,      // depth: the first depth of the dungeon no run reached; of: depths
            NeverLevelled,  // count: runs that never levelled up; of: runs
        };
        Kind kind = Kind::DeadliestCause;
        DeathCause cause;
        QString monster;
        int depth = 0;
        qint64 count = 0, of = 0;
    };
    // `depths`: the dungeon's depth (or rooms); `levels`: the pack has levels to gain.
    QList<Finding> findings(int depths, bool levels) const;
};

} // namespace pd
