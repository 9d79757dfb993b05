#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariantMap>
#include <optional>

namespace pd {

// One thing the rules report to the player, as data: a kind and its arguments (record ids,
// numbers, cells), never a sentence. The front ends word it (pd::words, through tr()), so the
// state hash, saves and replays are the same in every language. Refusals (why a command or a
// battle action was not carried out) are log entries too.
//
// Arguments by name, as the kinds below list them: `monster`, `item`, `spell` and `trap` are
// record ids; `name` is a hero's name; numbers are whole numbers.
struct LogEntry {
    enum class Category { Info, Combat, Loot, Hazard, Flavour, Warning, Story };

    enum class Kind {
        Legacy, // text: a line worded by a version before log entries were data

        // The run
        HeroEnters,     // name
        RunOver,        // cause (a DeathCause as text)
        AlreadyWon,     //
        HeroDied,       // cause, rooms (bool: the pack goes room by room), depth, turns
        WinItemTaken,   // item, depth (where it must be carried)
        WonInDaylight,  // item
        WonBroughtBack, //
        LevelUp,        // level, from
        XpGained,       // xp
        EnteredRoom,    // room
        EnteredDepth,   // depth, again (bool)
        WayBlocked,     // error (the generator's diagnostic)

        // Refused commands
        MoveWhere,
        OpenWhat,
        NoBattle,
        InBattle,
        FourWaysMove,
        FourWaysAim,
        CornerBetween, // a monster or chest round a corner
        WallBlocks,
        CornerSqueeze,
        NothingToPickUp,
        NothingToOpen,
        ChestAlreadyOpen,
        ChestOutOfReach,
        NoStairsDown, // rooms (bool)
        NoStairsUp,   // rooms (bool)
        ExitSealed,   // chips
        BottomOfDungeon,
        WinItemNeeded, // item
        WayOutShut,
        NoWayThere,
        AlreadyThere,
        InTheWay,
        AimAtSelf,
        AimUnseen,
        AimNowhere,
        NothingToShoot,
        BoltNeedsMp,       // cost
        NoSuchSpell,       // spell
        SpellNotLearned,   // spell, element
        SpellOnlyInBattle, // spell
        NotCarried,        // item
        CannotUse,         // item
        NotEquipment,      // item
        NotASlot,          // slot
        SlotEmpty,
        NoRangedWeapon,
        BattleOver,
        NoSuchItem, // item
        OnlyMedicineInBattle,
        Silenced,        // name (who cannot cast)
        SpellLocked,     // spell, points (needed), element, name, has
        NotEnoughMp,     // spell, mp (needed), name, has
        HpFull,          //
        MpFull,          //
        HpAndMpFull,     //
        OnlyHealOutside, //

        // The map
        ChipTaken,      // left, opens (bool: the last chip opens the exit)
        ItemsHere,      // items: a list of {item, count}
        StairsDownHere, //
        StairsUpHere,   //
        TrapSprung,     // trap, damage
        EquipmentAgain, // item (found before: left where it lies)
        ChestMimic,     // monster
        ChestTrapped,   // trap, damage
        ChestOpened,    // loot: a list of {kind, id, text, count}
        ChestEmpty,     //
        TreasureXp,     // item, xp
        TreasureGold,   // item, gold
        Taken,          // item, count
        WentDown,       //
        WentUp,         //
        TravelStopSeen, //
        TravelStopNear, //
        Healed,         // hp (a buff's turn)
        Burned,         // hp
        BuffExpired,    // spell
        Drank,          // item, hp, mp
        PutOn,          // item, instead (the item it replaced, or empty)
        TookOff,        // item
        Readied,        // item (empty: bare fists)
        GuardRaised,    //

        // Fighting on the map
        BoltCostsXp,    // cost
        MissileWall,    // bolt (bool: a bolt, not a weapon's shot)
        MissileMisses,  // monster
        MissileHits,    // bolt, monster, damage
        HealCast,       // spell, hp
        BuffCast,       // spell, rounds
        SpellWall,      // spell
        SpellTakesHold, // spell, monster, rounds
        SpellBlocked,   // spell, monster
        SpellHits,      // spell, monster, damage, restricted (bool)
        HeroBlocked,    // monster (invincible: the hero's blow did nothing)
        HeroMisses,     // monster
        HeroHits,       // monster, damage, critical
        MonsterDies,    // monster
        TrophyDropped,  // item
        XpDrained,      // monster, xp
        MonsterBlocked, // monster
        MonsterMisses,  // monster
        MonsterHits,    // monster, damage, critical
        MonsterShoots,  // monster, damage (0: it missed)

        // The battle screen
        BattleBegins, // monster
        BattleLine,   // entry (a BattleLogEntry as JSON), monster, name (the hero's)
        Escaped,      //
        MonsterFled,  // monster

        // Added later (the names table follows the enum; saves hold names, never numbers)
        LastRoom,       // a door of the dungeon's last room, room by room: it leads nowhere
        Dropped,        // item
        BumpedInto,     // monster, damage, xp (bool: XP is health): the hero walked into it
        MonsterWaiting, // monster: it waits after a battle and will not fight now
        InDoorway,      // steps (still to take in the room before its doors lead on)
    };
    static constexpr Kind kLastKind = Kind::InDoorway;

    int turn = 0;
    Category category = Category::Info;
    Kind kind = Kind::Legacy;
    QVariantMap args;

    // An entry of `kind` in its usual category.
    static LogEntry make(Kind kind, QVariantMap args = {});

    QString text(const QString &key) const { return args.value(key).toString(); }
    qint64 number(const QString &key) const { return args.value(key).toLongLong(); }
    bool flag(const QString &key) const { return args.value(key).toBool(); }

    static QString categoryName(Category c); // "info", "combat", ...
    static Category categoryFromName(const QString &name);
    static Category categoryOf(Kind kind);
    static QString kindName(Kind kind); // "hero-hits"
    static std::optional<Kind> kindFromName(const QString &name);

    QJsonObject toJson() const;
    // Reads what toJson writes, strictly: fails, with "/key: why" in `error`, on a missing key,
    // an unknown kind or category, or a field of the wrong type.
    static std::optional<LogEntry> fromJson(const QJsonObject &o, QString *error = nullptr);
    bool operator==(const LogEntry &o) const;
};

} // namespace pd
