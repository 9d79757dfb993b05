#pragma once

#include "data/Element.h"
#include "data/RecordFields.h"
#include "data/Stats.h"

#include <QJsonObject>
#include <QList>
#include <QMap>

#include <array>
#include <optional>
#include <utility>

namespace pd {

// The ruleset picks among the design documents' mechanics (SPEC §2); the engine reads only this.
struct Ruleset {
    enum class Health { Hp, Xp };                 // maze duel / room by room
    enum class Battle { Bump, Screen };           // bump combat / maze duel
    enum class Levels { Persistent, Disposable }; // caves, maze duel / room by room
    // Walking into a monster on the map: a blow (bump combat), or a collision whose cost is the
    // hero's (the room-by-room rules: the monster's contact dice come off the hero's XP).
    enum class Bump { Attack, Contact };
    // How the menus open: a key each (i, E, C, m) as roguelikes do, or the maze-duel report's
    // deck (I opens it, Left/Right turn between the four, M goes back to the maze).
    enum class MenuKeys { Roguelike, Report };
    // Where the stairs down stand: on any floor cell the level shares with the one below (the
    // multi-level tutorial's rule), or only on such cells in the far half of the level from its
    // arrival (ours: the way down is a journey).
    enum class Stairs { Far, Anywhere };
    // Which of a maze's dead ends its treasures and chips take: the farthest from the entrance
    // first (ours: the way to them is the longest), or each drawn at random from those left (the
    // maze-duel report's rule: treasures in dead ends, chips set at random, dead ends first).
    enum class DeadEnds { Farthest, Random };
    // Whom a chasing monster goes for: a hero within its sight and with no wall between (ours,
    // like the hero's own field of view), or anywhere within its sight, walls or not (the
    // bump-combat tutorial's circle).
    enum class ChaseSight { Line, Radius };
    // What a door is: an open doorway (every bundled pack), or a door that is shut whenever
    // nothing stands in it and then blocks sight (Brogue's rule; ours to choose, docs/rules.md).
    enum class Doors { Open, Closing };
    // Where a ranged monster shoots from: any cell that sees the hero (ours, every pack until the
    // homework), or only along a line the hero can shoot back along: his row or column, and in
    // an 8-way pack a diagonal (the room-by-room homework: a 4-way hero fires only straight).
    enum class MonsterShots { Any, Straight };

    // Depths [from, to] and the tables that make and fill their levels.
    struct Band {
        int from = 1;
        int to = 1;
        QString generator; // a table whose rows' values are generator settings
        QString monsters, items, traps, chests, chips; // population tables
        DiceField monsterCount, itemCount, trapCount, chestCount, chipCount;
        // A table whose rows' values are vaults (data/Vault.h), one drawn for a level of the
        // band with the ruleset's vaults.chancePercent; empty: no vaults here.
        QString vaults;
        // Monsters arriving while the hero is on a level of the band (the ruleset's
        // "dungeon.arrivals"): the mean turns between two, overriding its "every"; -1: the
        // ruleset's, 0: none in this band.
        int arrivalsEvery = -1;
        // The tileset's look its levels are drawn in (Tileset::looks); empty: the base tiles.
        QString look;
        QString pointer;

        // Each table the band names, by its key ("generator", "monsters", ...), set or not.
        QList<std::pair<QString, QString>> tableRefs() const {
            return {
                {QStringLiteral("generator"), generator}, {QStringLiteral("monsters"), monsters},
                {QStringLiteral("items"), items},         {QStringLiteral("traps"), traps},
                {QStringLiteral("chests"), chests},       {QStringLiteral("chips"), chips},
                {QStringLiteral("vaults"), vaults}};
        }
    };

    struct InventoryEntry {
        QString item;
        int count = 1;
        QString pointer;
    };

    Health health = Health::Hp;
    Battle battle = Battle::Bump;
    Levels levels = Levels::Persistent;
    Bump bump = Bump::Attack;
    int movement = 8;
    // Steps the hero takes in a room before its doors lead on (the room-by-room chapter's
    // "progress" counter: a door just come through is not at once a way back). 0: at once.
    int doorWarmup = 0;
    // Turns on the map per point of MP regained (0: none; the maze-duel report keeps MP scarce).
    int mpRegenTurns = 0;
    // Turns on the map per point of HP regained, with hp health (0: none, as in every seed's
    // pack: the seeds heal by medicine and spells only). The rest command waits for it.
    int hpRegenTurns = 0;
    // How far the hero's noise carries on a normal turn, in cells: a sleeping monster within it
    // may wake (halved while waiting or resting, doubled when firing or casting).
    int stealthRange = 7;
    // What comes back by itself on the map: HP only where HP is health.
    bool hpComesBack() const { return hpRegenTurns > 0 && health == Health::Hp; }
    bool mpComesBack() const { return mpRegenTurns > 0; }
    Stairs stairs = Stairs::Far;
    DeadEnds deadEnds = DeadEnds::Farthest;
    // Wandering monsters (the "dungeon.arrivals" object; DCSS's and Brogue's, docs/rules.md
    // "Arrivals"; off in every bundled pack): on the hero's level, a monster arrives out of
    // sight with a chance of 1 in `arrivalsEvery` each turn (0: never; a band may say otherwise),
    // while fewer than `arrivalsMax` of the arrived are alive there; rolled on `arrivalsTable`,
    // or the band's monster table when it is empty.
    int arrivalsEvery = 0;
    int arrivalsMax = 3;
    QString arrivalsTable;
    // The turns between arrivals at `depth` (0: none there).
    int arrivalsEveryAt(int depth) const;
    ChaseSight chaseSight = ChaseSight::Line;
    Doors doors = Doors::Open;
    MonsterShots monsterShots = MonsterShots::Any;
    // The chance in per cent that a door on a loop is secret (a wall until searched for) when its
    // level is made; 0 in every bundled pack.
    int secretDoorPercent = 0;
    // Terrain with rules (the "terrain" object; ours, docs/rules.md "Terrain"): the chance in per
    // cent that a level gets a lake of deep water, of lava, a chasm, patches of tall grass (all 0
    // in every bundled pack: no level has any), the cells a lake or chasm covers at most, the
    // chance each turn in deep water that an unequipped item floats away, and a fall's damage.
    int waterPercent = 0;
    int lavaPercent = 0;
    int chasmPercent = 0;
    int grassPercent = 0;
    int lakeCells = 40;
    int deepWaterDropPercent = 50;
    DiceField fallDamage;
    bool hasTerrain() const {
        return waterPercent > 0 || lavaPercent > 0 || chasmPercent > 0 || grassPercent > 0;
    }
    // Vaults and shops (the "vaults" object; ours, docs/rules.md "Vaults"; off in every bundled
    // pack): the chance in per cent that a level whose band names a vault table gets one, the
    // key item laid elsewhere on the level for a vault's locked doors, and the price of an item
    // for sale whose record gives none.
    int vaultChancePercent = 0;
    QString vaultKey;
    int vaultPrice = 20;

    // How the front ends present the rules (the same game either way).
    bool blockingHints = false; // hint boxes wait for Enter, as in the maze-duel report
    MenuKeys menuKeys = MenuKeys::Roguelike;
    bool orientationKeys = false; // A/D turn the hero, W steps forward (arrows still move)
    bool fovEnabled = true;
    int fovRadius = 8;

    int depth = 10;
    QList<Band> bands;

    QString heroName = QStringLiteral("Hero");
    Stats heroStats;
    int heroXp = 10;          // XP-as-health start
    QList<qint64> experience; // thresholds: experience[i] reaches level i+1
    Stats levelGains;
    QList<InventoryEntry> inventory;

    int criticalPercent = 150;
    int defendPercent = 75;
    bool bolts = false;
    DiceField boltDamage;
    DiceField boltCost;
    bool spellBolts = false;

    std::array<int, 3> spellUnlock{0, 3, 8};
    // Maze-duel rules: a spell whose element restricts the target's does 4/3 of its damage. Kept
    // as an exact fraction (rounded down once) because a percentage cannot say 4/3.
    int restrictNumerator = 4;
    int restrictDenominator = 3;
    QMap<Element, Element> restricts; // key restricts value

    int characterChancePercent = 20;
    Stats rage, calm, timid; // percent multipliers (100 = unchanged)

    int chestTrappedPercent = 0;
    int chestMimicPercent = 0;
    QString chestTrap;
    QString chestMimic;
    // Walking into a closed chest: false opens it from beside (the hero stays), true steps onto
    // it and opens it there, as the room-by-room listing's collision does ("chests.stepOnto").
    bool chestStepOnto = false;

    bool chipsGateExit = false;
    bool equipmentOnce = false;

    int scoreNewLevel = 5, scoreTreasure = 3, scoreChip = 1, scoreKill = 0, scoreWin = 0;

    bool hasWin = false;
    QString winItem;
    int winDepth = 0;
    int winReturnTo = 1;

    QString pointer;

    const Band *bandFor(int depth) const;
    int heroLevelFor(qint64 experiencePoints) const;

    static Ruleset defaults();
    static Ruleset fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
