#pragma once

#include "engine/Command.h"
#include "engine/DeathCause.h"
#include "engine/GameEvent.h"
#include "engine/ItemKnowledge.h"
#include "gen/Level.h"
#include "random/Rng.h"
#include "rpg/Battle.h"
#include "rpg/Combatant.h"
#include "rpg/Inventory.h"
#include "rpg/Status.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace pd {

class Pack;

// A monster on a level, with what its AI remembers.
struct Actor {
    // Bump-combat idle/chase, room-by-room patrols and swarms, maze-duel wander/chase/return/wait;
    // asleep until woken (a record's "sleeps"). Saves hold the names: a new mode goes last.
    enum class Mode { Idle, Patrol, Wander, Chase, Return, Wait, Flee, Guard, Asleep };

    int id = 0; // unique in the game; the hero is 0
    QString record;
    Combatant stats;
    Point pos;
    Direction facing = Direction::S;
    int energy = 0;
    qint64 xp = 0;   // what killing it is worth
    int guards = -1; // index of the chest it guards in its level, -1 if none
    Mode mode = Mode::Idle;
    Point home;                        // where it appeared: its post, the start of its wander path
    Direction pathAxis = Direction::E; // wander: the way out along its come-and-go path
    int pathStep = 0;                  // wander: steps out along its path; patrol: unused
    bool outward = true;               // wander/patrol: going (true) or coming back
    Point chaseFrom;    // wander: where its last chase began, where it returns to (the maze duel)
    int chaseSteps = 0; // cells moved in the current chase (the maze duel gives up after 5)
    int waitTurns = 0;  // maze duel: waits after the hero escapes a battle
    int speedBonus = 0; // the maze-duel accelerating chase, added to the record's speed
    int trailStep = -1; // the maze-duel chase: the hero's step (LevelState::trail) it heads for
    Statuses statuses;  // poisoned, asleep, afraid, ... (effects; saved only when some hold)
    // Tricks (MonsterRecord::tricks; saved and hashed only when not the default): what a thief
    // took (an item and its count, or gold), and each trick's turns until it may be used again
    // (-1: a once-only trick spent) or, for an invisible one, the turns it stays seen, by its
    // place in the record's list.
    QString stolenItem;
    int stolenCount = 0;
    qint64 stolenGold = 0;
    std::array<int, 2> cooldowns{0, 0};
    bool hasStolen() const { return stolenCount > 0 || stolenGold > 0; }
    // Arrivals (the ruleset's dungeon.arrivals; saved and hashed only when not the default): it
    // came to the level while the hero was there, and the cell it heard the hero at, which it
    // makes for until it sees the hero, gets there or finds no way.
    bool arrived = false;
    std::optional<Point> heading;

    static QString modeName(Mode m);
    QJsonObject toJson() const;
    static std::optional<Actor> fromJson(const QJsonObject &o, QString *error);
};

struct FloorItem {
    QString item;
    int count = 1;
    Point pos;
    // For sale in a vault's shop (docs/rules.md "Vaults"): picking it up buys it for this much
    // gold. 0: not for sale (saved and hashed only when above 0).
    qint64 price = 0;
};

struct ChestState {
    Point pos;
    QString loot; // table id
    bool opened = false;
    bool trapped = false;
    bool mimic = false;
};

struct TrapState {
    Point pos;
    QString trap;
    bool hidden = false;
    bool sprung = false; // room by room: a sprung trap shows its second face and is harmless after
};

struct ChipState {
    Point pos;
    bool taken = false;
};

// One cell of a cloud on a level (engine/Clouds.h): fire (burning) or a gas carrying a status,
// how much of it there is, and what it does to whoever ends a turn in it.
struct CloudCell {
    Point pos;
    StatusKind status = StatusKind::Poison; // burning: fire
    int volume = 0;                         // at least 1
    int turns = 1;                          // the status's turns, 1 to Statuses::kMaxTurns
    int power = 1;                          // poison and burning: the HP lost a turn
    bool isFire() const { return status == StatusKind::Burning; }
};

// One level as it is being played. The map is regenerated from (pack, seed, depth) on load;
// everything that play changes is stored.
struct LevelState {
    Level level;
    std::optional<Side> entry;          // room-by-room packs: the wall the hero came in by
    std::vector<std::uint8_t> explored; // fog of war, one per map cell
    QList<Actor> actors;
    QList<FloorItem> items;
    QList<ChestState> chests;
    QList<TrapState> traps;
    QList<ChipState> chips;
    int heroSteps = 0; // steps the hero has taken here (room-by-room swarms wake after some)
    // The hero's last cells here, oldest first; the last is where step `heroSteps` ended.
    // The maze-duel chasers follow it once they lose sight of the hero.
    static constexpr int kTrailLength = 16;
    QList<Point> trail;
    // The secret doors not found yet (ruleset secretDoorPercent): walls in level.map until
    // searched for. Chosen when the level is made; saved and hashed only when there are some.
    QList<Point> secretDoors;
    // Clouds (engine/Clouds.h), in reading order, one per cell; and the tall grass that fire burnt
    // to floor (in level.map). Each saved and hashed only when there is some.
    QList<CloudCell> clouds;
    QList<Point> burnt;
    // The vault's locked doors the hero has opened (Doors in level.map, LockedDoors in the map
    // made again from the seed); saved and hashed only when there are some.
    QList<Point> unlockedDoors;

    int actorAt(Point p) const; // index in actors, -1 when none
    int chestAt(Point p) const;
    int trapAt(Point p) const;
    int chipAt(Point p) const;
    int chipsLeft() const;
    bool isExplored(Point p) const;
    // Where the hero's step `step` ended; the oldest kept step when it is older than the trail.
    std::optional<Point> trailCell(int step) const;
};

struct HeroState {
    Combatant stats; // with XP-as-health, stats.hp is the XP
    qint64 xp = 0;   // experience (HP rulesets)
    qint64 gold = 0;
    Point pos;
    Direction facing = Direction::S;
    Inventory inventory;
    Equipment equipment;
    bool rangedInHand = false;
    Statuses statuses; // poisoned, hasted, ... (effects; saved only when some hold)
    // Wands: the charges held of each kind (a second wand of a kind adds its charges to the
    // first, as in DCSS), and the turns each recharging kind has gathered towards its next one.
    QMap<QString, int> charges;
    QMap<QString, int> recharge;
    // Hasted: whether the last action was the free one of the turn (every other action is).
    bool hasteSpent = false;
};

// The end of a run, for the death screen, the high-score table and `play`.
struct RunSummary {
    QString hero;
    bool alive = true;
    bool won = false;
    DeathCause cause; // killed by a goblin, caught by a trap, won, ...
    int depth = 1;
    int deepest = 1;
    int turn = 0;
    qint64 score = 0;
    int kills = 0;
    qint64 hp = 0;
    QString stateHash;

    QJsonObject toJson() const;
};

// Everything a game is: with the pack, it is enough to go on playing.
struct GameState {
    static constexpr int kFormat = 1;
    static constexpr int kMaxLog = 500;

    QByteArray packHash; // hex SHA-256 of the pack's content
    int startDepth = 1;  // where the run began (the editor's "play this seed" at a depth)
    QString packId;
    std::uint64_t seed = 0;
    int turn = 0;
    int depth = 1;
    int deepest = 1;
    std::map<int, LevelState> levels; // persistent packs keep each visited depth
    QList<QJsonObject> history;       // room-by-room packs: the rooms left behind
    HeroState hero;
    qint64 score = 0;
    int kills = 0; // monsters the hero has killed
    // Oldest first, the last kMaxLog entries. Written only through appendLog and setLog, which
    // keep logHash() (the log's running hash, engine/StateHash.h) up to date.
    QList<LogEntry> log;
    bool alive = true;
    bool won = false;
    DeathCause cause;
    QStringList foundEquipment; // "equipmentOnce" rulesets
    ItemKnowledge knowledge;    // the unidentified kinds known and called (saved when not empty)
    int nextActorId = 1;
    std::optional<Battle> battle; // the maze-duel battle screen, while one is being fought
    int battleActor = -1;         // the id of the monster it is fought with
    Rng rng;                      // the "play" stream: combat, loot, AI choices

    LevelState &current() { return levels.at(depth); }
    const LevelState &current() const { return levels.at(depth); }

    // Appends an entry, dropping the oldest beyond kMaxLog.
    void appendLog(LogEntry entry);
    // The whole log at once (a saved game's), kept as it is.
    void setLog(QList<LogEntry> entries);
    std::uint64_t logHash() const { return m_logHash; }

private:
    std::uint64_t m_logHash = 0;
};

} // namespace pd
