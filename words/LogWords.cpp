// The game's log and the battle screen's lines in words: every LogEntry kind worded here, one
// function a family of kinds, each reading its kinds' arguments typed (LogEntry::as).
#include "Words.h"

#include "data/Element.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "rpg/Battle.h"

#include <QJsonObject>
#include <optional>

namespace pd {

namespace {

using K = LogEntry::Kind;
// A family's words for an entry; nothing when the entry is of another family.
using Line = std::optional<QString>;

QString capitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// Names of the records an entry points at, from the pack in the reader's language when it has
// them.
struct Names {
    const Pack *pack;
    const Game *game = nullptr; // what the hero knows of unknown kinds, when worded for a game

    QString monster(const QString &id) const { return Words::monsterName(pack, id); }
    // Inside a sentence ("the short sword"), and at its start ("Gold coins: 12 gold.").
    QString item(const QString &id) const {
        return Words::inSentence(game ? Words::itemName(*game, id) : Words::itemName(pack, id));
    }
    QString Item(const QString &id) const {
        return capitalised(game ? Words::itemName(*game, id) : Words::itemName(pack, id));
    }
    // One lying about: "a healing draught".
    QString anItem(const QString &id) const {
        return Words::aName(game ? Words::itemName(*game, id) : Words::itemName(pack, id));
    }
    // An unidentified kind's look (empty without a game, or when it has none).
    QString look(const QString &id) const {
        return game ? Words::inSentence(Words::appearanceName(*game, id)) : QString();
    }
    QString spell(const QString &id) const { return Words::spellName(pack, id); }
    QString trap(const QString &id) const { return Words::trapName(pack, id); }
    QString sprung(const QString &id) const { return Words::sprungName(pack, id); }
    // "the goblin" inside a sentence, "The goblin" at its start.
    QString theMonster(const QString &id) const { return Words::theName(monster(id)); }
    QString TheMonster(const QString &id) const { return capitalised(theMonster(id)); }
    // Experience is the hero's health (the room-by-room packs): harm is counted in XP.
    bool xpHealth() const { return pack && pack->ruleset.health == Ruleset::Health::Xp; }
};

// The two fighters of a battle screen line: the hero is "you"; the monster is named as on the
// map, "the goblin", capitalised where it opens the sentence.
struct Fighters {
    bool you;
    QString It;
    QString it;
};

// The families of kinds and of battle screen events, a function each. They speak in Words'
// translation context: a line keeps its translations whichever function words it.
class LogWords {
    Q_DECLARE_TR_FUNCTIONS(Words)

public:
    static Line run(const LogEntry &e, const Names &n);
    static QString heroDied(const LogArgs<K::HeroDied> &a, const Names &n);
    static Line refusedMove(const LogEntry &e, const Names &n);
    static Line refusedAction(const LogEntry &e, const Names &n);
    static Line map(const LogEntry &e, const Names &n);
    static Line chest(const LogEntry &e, const Names &n);
    static Line things(const LogEntry &e, const Names &n);
    static Line heroFights(const LogEntry &e, const Names &n);
    static Line monsterFights(const LogEntry &e, const Names &n);
    static Line battleScreen(const LogEntry &e, const Names &n);
    static Line effects(const LogEntry &e, const Names &n);
    static Line statuses(const LogEntry &e, const Names &n);
    static Line tricks(const LogEntry &e, const Names &n);
    static Line vaults(const LogEntry &e, const Names &n);

    static QString blow(const BattleLogEntry &e, const Fighters &f);
    static QString spell(const BattleLogEntry &e, const Fighters &f);
    static QString effect(const BattleLogEntry &e, const Fighters &f);
};

// The run: its start and end, experience, the rooms and depths reached.
Line LogWords::run(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::Legacy:
        return e.as<K::Legacy>().text; // worded by an older version: shown as it was written
    case K::HeroEnters:
        // Room by room, the opening line has the room-by-room document's meaning, in our words.
        if (n.pack && n.pack->ruleset.levels == Ruleset::Levels::Disposable)
            return tr("You step into the dark of the dungeon.");
        return tr("%1, you enter the dungeon.").arg(e.as<K::HeroEnters>().name);
    case K::RunOver: {
        bool known = true;
        const DeathCause cause = DeathCause::fromString(e.as<K::RunOver>().cause, &known);
        return tr("The run is over: %1.").arg(Words::deathCause(cause, n.pack));
    }
    case K::AlreadyWon:
        return tr("You have already won.");
    case K::HeroDied:
        return heroDied(e.as<K::HeroDied>(), n);
    case K::WinItemTaken: {
        const auto a = e.as<K::WinItemTaken>();
        return tr("You hold the %1. Now carry it up to depth %2!").arg(n.item(a.item)).arg(a.depth);
    }
    case K::WonInDaylight:
        return tr("You climb into daylight with the %1. You have won!")
            .arg(n.item(e.as<K::WonInDaylight>().item));
    case K::WonBroughtBack:
        return tr("You have brought it back. You have won!");
    case K::WonOnTaking:
        return tr("You hold the %1. You have won!").arg(n.item(e.as<K::WonOnTaking>().item));
    case K::LevelUp: {
        const auto a = e.as<K::LevelUp>();
        return tr("You reach level %1 (from %2).").arg(a.level).arg(a.from);
    }
    case K::XpGained:
        return tr("+%1 XP.").arg(e.as<K::XpGained>().xp);
    case K::EnteredRoom:
        return tr("Room %1.").arg(e.as<K::EnteredRoom>().room);
    case K::EnteredDepth: {
        const auto a = e.as<K::EnteredDepth>();
        return a.again ? tr("Depth %1 (you have been here before).").arg(a.depth)
                       : tr("Depth %1.").arg(a.depth);
    }
    case K::WayBlocked:
        return tr("The way is blocked: %1").arg(e.as<K::WayBlocked>().error);
    default:
        return std::nullopt;
    }
}

QString LogWords::heroDied(const LogArgs<K::HeroDied> &a, const Names &n) {
    bool known = true;
    const QString cause = Words::deathCause(DeathCause::fromString(a.cause, &known), n.pack);
    const int turns = int(a.turns);
    // XP is health (the room-by-room document): its death line, kept word for word on purpose
    // (the issue asks for it), then how it came.
    if (n.pack && n.pack->ruleset.health == Ruleset::Health::Xp)
        return tr("You have experienced PERMADEATH.") + u' ' +
               (a.rooms ? tr("(%1, in room %2 after %n turn(s).)", nullptr, turns)
                              .arg(cause)
                              .arg(a.depth)
                        : tr("(%1, on depth %2 after %n turn(s).)", nullptr, turns)
                              .arg(cause)
                              .arg(a.depth));
    return a.rooms ? tr("You die, %1, in room %2 after %n turn(s).", nullptr, turns)
                         .arg(cause)
                         .arg(a.depth)
                   : tr("You die, %1, on depth %2 after %n turn(s).", nullptr, turns)
                         .arg(cause)
                         .arg(a.depth);
}

// Refused moves: steps, doors, chests, stairs, travel and aim.
Line LogWords::refusedMove(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::MoveWhere:
        return tr("Move where?");
    case K::OpenWhat:
        return tr("Open what?");
    case K::FourWaysMove:
        return tr("You can only move north, east, south or west here.");
    case K::FourWaysAim:
        return tr("You can only aim north, east, south or west here.");
    case K::CornerBetween:
        return tr("You cannot reach it round the corner.");
    case K::WallBlocks:
        return tr("A wall blocks the way.");
    case K::CornerSqueeze:
        return tr("You cannot squeeze past the corner.");
    case K::NothingToPickUp:
        return tr("There is nothing here to pick up.");
    case K::NothingToOpen:
        return tr("There is nothing to open there.");
    case K::ChestAlreadyOpen:
        return tr("That chest is already open and empty.");
    case K::ChestOutOfReach:
        return tr("You cannot reach it from here.");
    case K::NoStairsDown:
        // The caves tutorial's flavour: a search for a trapdoor, a leap for the ceiling.
        return e.as<K::NoStairsDown>().rooms
                   ? tr("There are no stairs here: rooms are left by their doors.")
                   : tr("You look for a trapdoor and find none.");
    case K::NoStairsUp:
        return e.as<K::NoStairsUp>().rooms
                   ? tr("There is no going back: the rooms behind you are gone.")
                   : tr("You leap for the ceiling and fall back down.");
    case K::ExitSealed:
        return tr("The exit is sealed: %n chip(s) still to find.", nullptr,
                  int(e.as<K::ExitSealed>().chips));
    case K::BottomOfDungeon:
        return tr("The stairs end in rubble: this is the bottom of the dungeon.");
    case K::WinItemNeeded:
        return tr("You will not leave without the %1.").arg(n.item(e.as<K::WinItemNeeded>().item));
    case K::WayOutShut:
        return tr("The way out is shut behind you.");
    case K::NoWayThere:
        return tr("You know no way there.");
    case K::AlreadyThere:
        return tr("You are already there.");
    case K::InTheWay:
        return tr("Something stands in the way.");
    case K::AimAtSelf:
        return tr("You cannot aim at yourself.");
    case K::AimUnseen:
        return tr("You cannot see that spot.");
    case K::AimNowhere:
        return tr("You cannot aim there.");
    case K::MonsterWaiting:
        return tr("%1 keeps its distance after the fight: it will not fight you now.")
            .arg(n.TheMonster(e.as<K::MonsterWaiting>().monster));
    case K::InDoorway:
        return tr("You stand in the doorway; it leads on once you have taken %n more step(s) "
                  "in the room.",
                  nullptr, int(e.as<K::InDoorway>().steps));
    case K::RestMendsNothing:
        return tr("Resting would not help: nothing heals by itself in this dungeon.");
    case K::RestInView:
        return tr("You cannot rest with %1 in view.")
            .arg(n.theMonster(e.as<K::RestInView>().monster));
    default:
        return std::nullopt;
    }
}

// Refused actions: battles, shots, spells, items and equipment.
Line LogWords::refusedAction(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::NoBattle:
        return tr("There is no battle to fight.");
    case K::InBattle:
        return tr("You are in a battle: attack, defend, cast a spell, use an item or escape.");
    case K::NothingToShoot:
        return tr("You have nothing to shoot with.");
    case K::BoltNeedsMp:
        return tr("Not enough MP for a bolt (it costs %1).").arg(e.as<K::BoltNeedsMp>().cost);
    case K::NoSuchSpell:
        return tr("There is no spell called \"%1\".").arg(e.as<K::NoSuchSpell>().spell);
    case K::SpellNotLearned: {
        const auto a = e.as<K::SpellNotLearned>();
        return tr("You have not learned %1 yet: cast more %2 spells first.")
            .arg(n.spell(a.spell), Words::element(a.element));
    }
    case K::SpellOnlyInBattle:
        return tr("%1 can only be cast in battle.")
            .arg(n.spell(e.as<K::SpellOnlyInBattle>().spell));
    case K::SpellOnlyOnMap:
        return tr("%1 works only outside a battle.").arg(n.spell(e.as<K::SpellOnlyOnMap>().spell));
    case K::NotCarried:
        return tr("You have no %1.").arg(n.item(e.as<K::NotCarried>().item));
    case K::CannotUse:
        return tr("You cannot use the %1.").arg(n.item(e.as<K::CannotUse>().item));
    case K::NotEquipment:
        return tr("The %1 is not something to wear or wield.")
            .arg(n.item(e.as<K::NotEquipment>().item));
    case K::NotASlot:
        return tr("\"%1\" is not a slot (melee, ranged, armour, shoes).")
            .arg(e.as<K::NotASlot>().slot);
    case K::SlotEmpty:
        return tr("You wear nothing there.");
    case K::NoRangedWeapon:
        return tr("You have no ranged weapon to switch to.");
    case K::BattleOver:
        return tr("The battle is over.");
    case K::NoSuchItem:
        return tr("There is no item \"%1\".").arg(e.as<K::NoSuchItem>().item);
    case K::OnlyMedicineInBattle:
        return tr("Only medicine can be used in a battle.");
    case K::Silenced:
        // The hero's own command refused: in the log's one voice, "you".
        return tr("You are silenced and cannot cast spells.");
    case K::SpellLocked: {
        const auto a = e.as<K::SpellLocked>();
        return tr("%1 needs %2 %3 points (you have %4).")
            .arg(n.spell(a.spell))
            .arg(a.points)
            .arg(Words::element(a.element))
            .arg(a.has);
    }
    case K::NotEnoughMp: {
        const auto a = e.as<K::NotEnoughMp>();
        return tr("%1 needs %2 MP (you have %3).").arg(n.spell(a.spell)).arg(a.mp).arg(a.has);
    }
    case K::HpFull:
        return tr("HP is already full.");
    case K::MpFull:
        return tr("MP is already full.");
    case K::HpAndMpFull:
        return tr("HP and MP are already full.");
    case K::OnlyHealOutside:
        return tr("Only healing spells can be cast outside a battle.");
    case K::CannotCall:
        return tr("You know what the %1 is: it needs no other name.")
            .arg(n.item(e.as<K::CannotCall>().item));
    case K::BadCallName:
        return tr("A name is at most %1 characters, without \"#\".")
            .arg(e.as<K::BadCallName>().max);
    default:
        return std::nullopt;
    }
}

// Walking the map: chips, what lies here, traps, stairs, doors and travel.
Line LogWords::map(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::ChipTaken: {
        const auto a = e.as<K::ChipTaken>();
        if (a.left > 0)
            return tr("You pick up a chip (%1 left).").arg(a.left);
        return a.opens ? tr("You pick up the last chip: the exit opens.")
                       : tr("You pick up the last chip.");
    }
    case K::ItemsHere: {
        QStringList here;
        for (const LogEntry::ItemCount &i : e.as<K::ItemsHere>().items)
            here.append(i.count > 1 ? tr("%1 × %2").arg(i.count).arg(n.item(i.item))
                                    : n.anItem(i.item));
        return tr("You see %1 here.").arg(here.join(tr(", ")));
    }
    case K::StairsDownHere:
        return tr("A way down.");
    case K::StairsUpHere:
        return tr("A way up.");
    case K::TrapSprung: {
        const auto a = e.as<K::TrapSprung>();
        return tr("%1! %2 (%3 damage).")
            .arg(capitalised(n.trap(a.trap)), capitalised(n.sprung(a.trap)))
            .arg(a.damage);
    }
    case K::WentDown:
        return tr("You go down one level.");
    case K::WentUp:
        return tr("You climb up one level.");
    case K::TravelStopSeen:
        return tr("You stop: something comes into view.");
    case K::TravelStopNear:
        return tr("You stop: something is right beside you.");
    case K::LastRoom:
        return tr("This is the last room: its doors lead nowhere.");
    case K::Rested: {
        const auto a = e.as<K::Rested>();
        return a.whole ? tr("You rest for %n turn(s) and feel whole again.", nullptr, int(a.turns))
                       : tr("You rest for %n turn(s).", nullptr, int(a.turns));
    }
    case K::RestInterrupted: {
        const auto a = e.as<K::RestInterrupted>();
        return a.monster.isEmpty() ? tr("Something hurts you: you stop resting after %n turn(s).",
                                        nullptr, int(a.turns))
                                   : tr("%1 comes into view: you stop resting after %n turn(s).",
                                        nullptr, int(a.turns))
                                         .arg(n.TheMonster(a.monster));
    }
    case K::SecretDoorFound:
        return tr("You find a secret door.");
    case K::Swimming:
        return tr("You swim in deep water.");
    case K::FloatsAway: {
        const auto a = e.as<K::FloatsAway>();
        return a.lost ? tr("Your %1 floats away and is lost.").arg(n.item(a.item))
                      : tr("Your %1 floats away to the shore.").arg(n.item(a.item));
    }
    case K::IntoLava:
        return tr("You step into the lava!");
    case K::CloudBursts: {
        const std::optional<StatusKind> kind = Statuses::fromName(e.as<K::CloudBursts>().status);
        if (kind == StatusKind::Burning)
            return tr("Flames burst out!");
        return tr("A cloud of %1 billows out.")
            .arg(Words::cloudName(kind.value_or(StatusKind::Poison)));
    }
    case K::GrassCatchesFire:
        return tr("The grass catches fire!");
    case K::FellDown: {
        const auto a = e.as<K::FellDown>();
        return tr("You fall through the chasm to depth %1 (%2 damage).").arg(a.depth).arg(a.damage);
    }
    default:
        return std::nullopt;
    }
}

// Vaults: locked doors and shops.
Line LogWords::vaults(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::DoorUnlocked: {
        const auto a = e.as<K::DoorUnlocked>();
        return a.key.isEmpty() ? tr("You open the locked door from within.")
                               : tr("You unlock the door with the %1.").arg(n.item(a.key));
    }
    case K::DoorLocked:
        return tr("The door is locked: you need a key.");
    case K::Bought: {
        const auto a = e.as<K::Bought>();
        return tr("You buy the %1 for %n gold.", nullptr, int(a.price)).arg(n.item(a.item));
    }
    case K::TooPoor: {
        const auto a = e.as<K::TooPoor>();
        return tr("The %1 costs %2 gold; you have %3.")
            .arg(n.item(a.item))
            .arg(a.price)
            .arg(a.gold);
    }
    default:
        return std::nullopt;
    }
}

// One thing a chest held, inside the sentence: "2 × gold coins", "a rusty key" (a text row).
static QString lootWords(const LogEntry::Loot &l, const Names &n) {
    const QString name = l.kind == QLatin1String("item")      ? n.item(l.id)
                         : l.kind == QLatin1String("monster") ? Words::inSentence(n.monster(l.id))
                         : l.kind == QLatin1String("trap")    ? Words::inSentence(n.trap(l.id))
                                                              : l.text;
    return l.count != 1 ? Words::tr("%1 × %2").arg(l.count).arg(name) : name;
}

// A chest opened: a mimic, a trap, its loot.
Line LogWords::chest(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::ChestMimic:
        return tr("The chest was a %1!")
            .arg(Words::inSentence(n.monster(e.as<K::ChestMimic>().monster)));
    case K::ChestTrapped: {
        const auto a = e.as<K::ChestTrapped>();
        return tr("The chest was trapped: %1 (%2 damage).")
            .arg(Words::inSentence(n.trap(a.trap)))
            .arg(a.damage);
    }
    case K::ChestOpened: {
        QStringList found;
        for (const LogEntry::Loot &l : e.as<K::ChestOpened>().loot)
            found.append(lootWords(l, n));
        return tr("You open the chest: %1.").arg(found.join(tr(", ")));
    }
    case K::ChestEmpty:
        return tr("The chest is empty.");
    default:
        return std::nullopt;
    }
}

// The hero's things: taken, drunk, worn, readied, dropped; the effects that wear on.
Line LogWords::things(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::EquipmentAgain:
        return tr("Another %1 — you already found one, and leave it.")
            .arg(n.item(e.as<K::EquipmentAgain>().item));
    case K::TreasureXp: {
        const auto a = e.as<K::TreasureXp>();
        return tr("%1: +%2 XP.").arg(n.Item(a.item)).arg(a.xp);
    }
    case K::TreasureGold: {
        const auto a = e.as<K::TreasureGold>();
        return tr("%1: %2 gold.").arg(n.Item(a.item)).arg(a.gold);
    }
    case K::Taken: {
        const auto a = e.as<K::Taken>();
        return a.count > 1 ? tr("You take %1 × %2.").arg(a.count).arg(n.item(a.item))
                           : tr("You take the %1.").arg(n.item(a.item));
    }
    case K::Healed:
        return tr("You heal %1 HP.").arg(e.as<K::Healed>().hp);
    case K::Burned:
        return tr("You burn for %1 HP.").arg(e.as<K::Burned>().hp);
    case K::BuffExpired:
        return tr("%1 wears off.").arg(n.spell(e.as<K::BuffExpired>().spell));
    case K::Drank: {
        const auto a = e.as<K::Drank>();
        if (a.hp <= 0 && a.mp <= 0) // a potion whose effects say what it did
            return tr("You drink the %1.").arg(n.item(a.item));
        if (a.hp > 0 && a.mp > 0)
            return tr("You drink the %1: +%2 HP, +%3 MP.").arg(n.item(a.item)).arg(a.hp).arg(a.mp);
        return a.mp > 0 ? tr("You drink the %1: +%2 MP.").arg(n.item(a.item)).arg(a.mp)
                        : tr("You drink the %1: +%2 HP.").arg(n.item(a.item)).arg(a.hp);
    }
    case K::PutOn: {
        const auto a = e.as<K::PutOn>();
        return a.instead.isEmpty() ? tr("You put on the %1.").arg(n.item(a.item))
                                   : tr("You put on the %1 instead of the %2.")
                                         .arg(n.item(a.item), n.item(a.instead));
    }
    case K::TookOff:
        return tr("You take off the %1.").arg(n.item(e.as<K::TookOff>().item));
    case K::BothHands: {
        const auto a = e.as<K::BothHands>();
        return a.item == a.twoHanded
                   ? tr("The %1 needs both hands: you put it in your pack.").arg(n.item(a.item))
                   : tr("The %1 needs both hands: you put the %2 in your pack.")
                         .arg(n.item(a.twoHanded), n.item(a.item));
    }
    case K::Readied: {
        const QString item = e.as<K::Readied>().item;
        return item.isEmpty() ? tr("You put your weapon away and raise your fists.")
                              : tr("You ready the %1.").arg(n.item(item));
    }
    case K::Dropped:
        return tr("You drop the %1.").arg(n.item(e.as<K::Dropped>().item));
    case K::TrophyDropped:
        return tr("It drops %1.").arg(n.anItem(e.as<K::TrophyDropped>().item));
    case K::Identified: {
        const QString item = e.as<K::Identified>().item;
        const QString look = n.look(item);
        return look.isEmpty() ? tr("You know the %1 now.").arg(n.item(item))
                              : tr("The %1 was a %2.").arg(look, n.item(item));
    }
    default:
        return std::nullopt;
    }
}

// Fighting on the map: the hero's blows, shots and spells.
Line LogWords::heroFights(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::GuardRaised:
        return tr("You raise your guard.");
    case K::BoltCostsXp:
        return tr("The bolt costs you %1 XP.").arg(e.as<K::BoltCostsXp>().cost);
    case K::MissileWall:
        return e.as<K::MissileWall>().bolt ? tr("The bolt flies off and bursts on the wall.")
                                           : tr("Your shot hits the wall.");
    case K::MissileMisses:
        return tr("Your shot misses %1.").arg(n.theMonster(e.as<K::MissileMisses>().monster));
    case K::MissileHits: {
        const auto a = e.as<K::MissileHits>();
        return a.bolt ? tr("The bolt hits %1 for %2.").arg(n.theMonster(a.monster)).arg(a.damage)
                      : tr("The shot hits %1 for %2.").arg(n.theMonster(a.monster)).arg(a.damage);
    }
    case K::HealCast: {
        const auto a = e.as<K::HealCast>();
        return tr("You cast %1: +%2 HP.").arg(n.spell(a.spell)).arg(a.hp);
    }
    case K::BuffCast: {
        const auto a = e.as<K::BuffCast>();
        return tr("You cast %1 (%n round(s)).", nullptr, int(a.rounds)).arg(n.spell(a.spell));
    }
    case K::SpellWall:
        return tr("%1 bursts on the wall.").arg(n.spell(e.as<K::SpellWall>().spell));
    case K::EffectCast:
        return tr("You cast %1.").arg(n.spell(e.as<K::EffectCast>().spell));
    case K::SpellTakesHold: {
        const auto a = e.as<K::SpellTakesHold>();
        return tr("%1 takes hold of %2 (%n round(s)).", nullptr, int(a.rounds))
            .arg(n.spell(a.spell), n.theMonster(a.monster));
    }
    case K::SpellBlocked: {
        const auto a = e.as<K::SpellBlocked>();
        return tr("%1 cannot harm %2.").arg(n.spell(a.spell), n.theMonster(a.monster));
    }
    case K::SpellHits: {
        const auto a = e.as<K::SpellHits>();
        return a.restricted ? tr("%1 hits %2 for %3 (its element is weak to it).")
                                  .arg(n.spell(a.spell), n.theMonster(a.monster))
                                  .arg(a.damage)
                            : tr("%1 hits %2 for %3.")
                                  .arg(n.spell(a.spell), n.theMonster(a.monster))
                                  .arg(a.damage);
    }
    case K::HeroBlocked:
        return tr("Your blow glances off %1: it is invincible.")
            .arg(n.theMonster(e.as<K::HeroBlocked>().monster));
    case K::HeroMisses:
        return tr("You miss %1.").arg(n.theMonster(e.as<K::HeroMisses>().monster));
    case K::HeroHits: {
        const auto a = e.as<K::HeroHits>();
        return a.critical
                   ? tr("Critical! You hit %1 for %2.").arg(n.theMonster(a.monster)).arg(a.damage)
                   : tr("You hit %1 for %2.").arg(n.theMonster(a.monster)).arg(a.damage);
    }
    case K::BumpedInto: {
        const auto a = e.as<K::BumpedInto>();
        return a.xp ? tr("You walk into %1: −%2 XP.").arg(n.theMonster(a.monster)).arg(a.damage)
                    : tr("You walk into %1: −%2 HP.").arg(n.theMonster(a.monster)).arg(a.damage);
    }
    default:
        return std::nullopt;
    }
}

// Fighting on the map: the monsters' blows and shots, their deaths, their waking, and those that
// arrive out of view (the ruleset's dungeon.arrivals), which stop a rest.
Line LogWords::monsterFights(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::MonsterDies:
        return tr("%1 dies.").arg(n.TheMonster(e.as<K::MonsterDies>().monster));
    case K::XpDrained: {
        const auto a = e.as<K::XpDrained>();
        return tr("%1 touches you: −%2 XP.").arg(n.TheMonster(a.monster)).arg(a.xp);
    }
    case K::MonsterBlocked:
        return tr("%1 cannot harm you.").arg(n.TheMonster(e.as<K::MonsterBlocked>().monster));
    case K::MonsterMisses:
        return tr("%1 misses you.").arg(n.TheMonster(e.as<K::MonsterMisses>().monster));
    case K::MonsterHits: {
        const auto a = e.as<K::MonsterHits>();
        return a.critical
                   ? tr("Critical! %1 hits you for %2.").arg(n.TheMonster(a.monster)).arg(a.damage)
                   : tr("%1 hits you for %2.").arg(n.TheMonster(a.monster)).arg(a.damage);
    }
    case K::MonsterShoots: {
        const auto a = e.as<K::MonsterShoots>();
        return a.damage > 0 ? tr("%1 shoots you for %2.").arg(n.TheMonster(a.monster)).arg(a.damage)
                            : tr("%1 shoots and misses.").arg(n.TheMonster(a.monster));
    }
    case K::MonsterWakes:
        return tr("%1 wakes up.").arg(n.TheMonster(e.as<K::MonsterWakes>().monster));
    case K::MonsterArrives:
        return e.as<K::MonsterArrives>().stairs ? tr("You hear something come down the stairs.")
                                                : tr("You hear something moving in the distance.");
    case K::RestHeard: // its turns are kept, not worded (a plural needs the English .ts)
        return tr("Something is coming: you stop resting.");
    default:
        return std::nullopt;
    }
}

// Statuses: what begins, hurts and wears off, on the hero ("you") or a monster in view.
Line LogWords::statuses(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::StatusBegins: {
        const auto a = e.as<K::StatusBegins>();
        const QString status = Words::statusName(a.status);
        return a.monster.isEmpty() ? tr("You are %1 (%n turn(s)).", "", int(a.turns)).arg(status)
                                   : tr("%1 is %2.").arg(n.TheMonster(a.monster), status);
    }
    case K::StatusEnds: {
        const auto a = e.as<K::StatusEnds>();
        const QString status = Words::statusName(a.status);
        return a.monster.isEmpty() ? tr("You are no longer %1.").arg(status)
                                   : tr("%1 is no longer %2.").arg(n.TheMonster(a.monster), status);
    }
    case K::StatusHarms: {
        const auto a = e.as<K::StatusHarms>();
        const bool fire = a.status == Statuses::name(StatusKind::Burning);
        if (a.monster.isEmpty() && n.xpHealth())
            return fire ? tr("You burn: −%1 XP.").arg(a.damage)
                        : tr("Poison courses through you: −%1 XP.").arg(a.damage);
        if (a.monster.isEmpty())
            return fire ? tr("You burn: −%1 HP.").arg(a.damage)
                        : tr("Poison courses through you: −%1 HP.").arg(a.damage);
        return fire ? tr("%1 burns for %2.").arg(n.TheMonster(a.monster)).arg(a.damage)
                    : tr("%1 suffers %2 from poison.").arg(n.TheMonster(a.monster)).arg(a.damage);
    }
    case K::TooAfraid:
        return tr("You are too afraid to strike %1.")
            .arg(n.theMonster(e.as<K::TooAfraid>().monster));
    case K::Stumbles:
        return tr("You stumble.");
    default:
        return std::nullopt;
    }
}

// Effects of potions, scrolls, wands and spells.
Line LogWords::effects(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::ThrownHits: {
        const auto a = e.as<K::ThrownHits>();
        return tr("The %1 hits %2 for %3.")
            .arg(n.item(a.item), n.theMonster(a.monster))
            .arg(a.damage);
    }
    case K::ThrownMisses: {
        const auto a = e.as<K::ThrownMisses>();
        return tr("The %1 misses %2.").arg(n.item(a.item), n.theMonster(a.monster));
    }
    case K::ThrownLands:
        return tr("The %1 lands on the floor.").arg(n.item(e.as<K::ThrownLands>().item));
    case K::ReadScroll:
        return tr("You read the %1.").arg(n.item(e.as<K::ReadScroll>().item));
    case K::ZappedWand: {
        const auto a = e.as<K::ZappedWand>();
        return tr("You zap the %1 (%n charge(s) left).", "", int(a.charges)).arg(n.item(a.item));
    }
    case K::WandEmpty: {
        const auto a = e.as<K::WandEmpty>();
        return a.recharges ? tr("The %1 has no charge yet: it gathers them again in time.")
                                 .arg(n.item(a.item))
                           : tr("The %1 is empty.").arg(n.item(a.item));
    }
    case K::WandCrumbles:
        return tr("The %1 crumbles to dust.").arg(n.item(e.as<K::WandCrumbles>().item));
    case K::Teleported: {
        const auto a = e.as<K::Teleported>();
        return a.monster.isEmpty() ? tr("You are somewhere else!")
                                   : tr("%1 vanishes!").arg(n.TheMonster(a.monster));
    }
    case K::Blinked: {
        const auto a = e.as<K::Blinked>();
        return a.cells > 0 ? tr("You blink %n cell(s) ahead.", "", int(a.cells))
                           : tr("Something stands in the way: you stay where you are.");
    }
    case K::LevelMapped:
        return tr("The shape of this level comes into your mind.");
    case K::ItemsSensed:
        return tr("You sense %n thing(s) lying on this level.", "",
                  int(e.as<K::ItemsSensed>().count));
    case K::SankDown:
        return tr("You sink through the floor to depth %1.").arg(e.as<K::SankDown>().depth);
    case K::KnockedBack: {
        const auto a = e.as<K::KnockedBack>();
        return a.cells > 0 ? tr("%1 is thrown back %n cell(s).", "", int(a.cells))
                                 .arg(n.TheMonster(a.monster))
                           : tr("%1 stands firm.").arg(n.TheMonster(a.monster));
    }
    case K::Summoned: {
        const auto a = e.as<K::Summoned>();
        return a.count == 1
                   ? tr("%1 appears!").arg(capitalised(Words::inSentence(n.monster(a.monster))))
                   : tr("%n of %1 appear!", "", int(a.count)).arg(n.monster(a.monster));
    }
    case K::EffectHeals: {
        const auto a = e.as<K::EffectHeals>();
        return a.monster.isEmpty() ? tr("You feel better: +%1 HP.").arg(a.hp)
                                   : tr("%1 looks healthier.").arg(n.TheMonster(a.monster));
    }
    case K::EffectHurts: {
        const auto a = e.as<K::EffectHurts>();
        if (a.monster.isEmpty() && n.xpHealth())
            return tr("It hurts you: −%1 XP.").arg(a.damage);
        return a.monster.isEmpty()
                   ? tr("It hurts you: −%1 HP.").arg(a.damage)
                   : tr("%1 takes %2 damage.").arg(n.TheMonster(a.monster)).arg(a.damage);
    }
    case K::NothingHappens:
        return tr("Nothing seems to happen.");
    default:
        return std::nullopt;
    }
}

// Monsters' tricks: a thief, a blast, a split, a breath, a call for help.
Line LogWords::tricks(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::MonsterSteals: {
        const auto a = e.as<K::MonsterSteals>();
        if (a.item.isEmpty())
            return tr("%1 snatches %2 gold from you!").arg(n.TheMonster(a.monster)).arg(a.gold);
        return a.count == 1 ? tr("%1 steals your %2!").arg(n.TheMonster(a.monster), n.item(a.item))
                            : tr("%1 steals your %2 (×%3)!")
                                  .arg(n.TheMonster(a.monster), n.item(a.item))
                                  .arg(a.count);
    }
    case K::StolenDropped: {
        const auto a = e.as<K::StolenDropped>();
        if (a.item.isEmpty())
            return tr("You take back %1 gold.").arg(a.gold);
        return tr("It drops your %1.").arg(n.item(a.item));
    }
    case K::MonsterExplodes:
        return tr("%1 bursts!").arg(n.TheMonster(e.as<K::MonsterExplodes>().monster));
    case K::BlastHurts: {
        const auto a = e.as<K::BlastHurts>();
        return a.monster.isEmpty()
                   ? tr("The blast hits you: −%1 HP.").arg(a.damage)
                   : tr("The blast hits %1 for %2.").arg(n.theMonster(a.monster)).arg(a.damage);
    }
    case K::MonsterSplits:
        return tr("%1 splits in two!").arg(n.TheMonster(e.as<K::MonsterSplits>().monster));
    case K::MonsterBreathes: {
        const auto a = e.as<K::MonsterBreathes>();
        return a.damage > 0
                   ? tr("%1 breathes at you: −%2 HP.").arg(n.TheMonster(a.monster)).arg(a.damage)
                   : tr("%1 breathes at you and misses.").arg(n.TheMonster(a.monster));
    }
    case K::BreathHurts: {
        const auto a = e.as<K::BreathHurts>();
        return tr("%1 breathes on %2 for %3.")
            .arg(n.TheMonster(a.breather), n.theMonster(a.monster))
            .arg(a.damage);
    }
    case K::MonsterUnveiled:
        return tr("%1 shows itself!").arg(n.TheMonster(e.as<K::MonsterUnveiled>().monster));
    case K::MonsterSummons: {
        const auto a = e.as<K::MonsterSummons>();
        return tr("%1 calls for help: %n more come(s) (%2).", "", int(a.count))
            .arg(n.TheMonster(a.monster), n.monster(a.summoned));
    }
    default:
        return std::nullopt;
    }
}

// The battle screen: its start and end, and its own lines.
Line LogWords::battleScreen(const LogEntry &e, const Names &n) {
    switch (e.kind) {
    case K::BattleBegins:
        return tr("A battle with %1 begins!").arg(n.theMonster(e.as<K::BattleBegins>().monster));
    case K::BattleLine: {
        const auto a = e.as<K::BattleLine>();
        const auto line = BattleLogEntry::fromJson(a.entry);
        if (!line)
            return QString();
        return Words::battleLine(*line, n.monster(a.monster), n.pack);
    }
    case K::Escaped:
        return tr("You get away.");
    case K::MonsterFled:
        return tr("%1 flees and is gone for good.")
            .arg(n.TheMonster(e.as<K::MonsterFled>().monster));
    default:
        return std::nullopt;
    }
}

// Blows, guards, escapes, the rage and the fall.
QString LogWords::blow(const BattleLogEntry &e, const Fighters &f) {
    using Event = BattleLogEntry::Event;
    const auto &[you, It, it] = f;
    switch (e.event) {
    case Event::Attack:
        if (you)
            return e.critical
                       ? tr("You land a critical hit on %1 for %2 damage!").arg(it).arg(e.amount)
                       : tr("You hit %1 for %2 damage.").arg(it).arg(e.amount);
        return e.critical
                   ? tr("%1 lands a critical hit on you for %2 damage!").arg(It).arg(e.amount)
                   : tr("%1 hits you for %2 damage.").arg(It).arg(e.amount);
    case Event::Miss:
        return you ? tr("You attack %1 and miss.").arg(it)
                   : tr("%1 attacks you and misses.").arg(It);
    case Event::Blocked:
        // The one attacked is invincible.
        if (you)
            return e.name.isEmpty() ? tr("%1 is invincible: your attack does no harm.").arg(It)
                                    : tr("%1 is invincible: your %2 does no harm.").arg(It, e.name);
        return e.name.isEmpty() ? tr("You are invincible: %1's attack does no harm.").arg(it)
                                : tr("You are invincible: %1's %2 does no harm.").arg(it, e.name);
    case Event::Defend:
        return you ? tr("You defend.") : tr("%1 defends.").arg(It);
    case Event::Escape:
        return you ? tr("You escape!") : tr("%1 escapes!").arg(It);
    case Event::EscapeFailed:
        return you ? tr("You try to escape but cannot get away.")
                   : tr("%1 tries to escape but cannot get away.").arg(It);
    case Event::Character:
        if (e.id == QLatin1String("rage"))
            return you ? tr("You fly into a rage!") : tr("%1 flies into a rage!").arg(It);
        return you ? tr("You lose your nerve!") : tr("%1 loses its nerve!").arg(It);
    case Event::Died:
        return you ? tr("You fall.") : tr("%1 dies.").arg(It);
    default:
        return QString();
    }
}

// Spells cast: attacks, heals, buffs and debuffs.
QString LogWords::spell(const BattleLogEntry &e, const Fighters &f) {
    using Event = BattleLogEntry::Event;
    using Effect = SpellRecord::Effect;
    const auto &[you, It, it] = f;
    const QString what = Words::effect(e.effect);
    switch (e.event) {
    case Event::Spell:
        if (you)
            return e.restricted
                       ? tr("You cast %1 on %2 for %3 damage: its element overpowers %2's!")
                             .arg(e.name, it)
                             .arg(e.amount)
                       : tr("You cast %1 on %2 for %3 damage.").arg(e.name, it).arg(e.amount);
        return e.restricted ? tr("%1 casts %2 on you for %3 damage: its element overpowers yours!")
                                  .arg(It, e.name)
                                  .arg(e.amount)
                            : tr("%1 casts %2 on you for %3 damage.").arg(It, e.name).arg(e.amount);
    case Event::Heal:
        return you ? tr("You cast %1 and recover %2 HP.").arg(e.name).arg(e.amount)
                   : tr("%1 casts %2 and recovers %3 HP.").arg(It, e.name).arg(e.amount);
    case Event::Buff:
        if (e.effect == Effect::Invincible)
            return you ? tr("You cast %1: invincible for %n round(s).", nullptr, e.rounds)
                             .arg(e.name)
                       : tr("%1 casts %2: invincible for %n round(s).", nullptr, e.rounds)
                             .arg(It, e.name);
        if (e.effect == Effect::Growing)
            return you ? tr("You cast %1: you recover %2 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(e.name)
                             .arg(e.amount)
                       : tr("%1 casts %2: recovers %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(It, e.name)
                             .arg(e.amount);
        return you ? tr("You cast %1: %2 +%3 for %n round(s).", nullptr, e.rounds)
                         .arg(e.name, what)
                         .arg(e.amount)
                   : tr("%1 casts %2: %3 +%4 for %n round(s).", nullptr, e.rounds)
                         .arg(It, e.name, what)
                         .arg(e.amount);
    case Event::Debuff:
        if (e.effect == Effect::Silence)
            return you ? tr("You cast %1: %2 is silenced for %n round(s).", nullptr, e.rounds)
                             .arg(e.name, it)
                       : tr("%1 casts %2: you are silenced for %n round(s).", nullptr, e.rounds)
                             .arg(It, e.name);
        if (e.effect == Effect::Burning)
            return you ? tr("You cast %1: %2 burns for %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(e.name, it)
                             .arg(e.amount)
                       : tr("%1 casts %2: you burn for %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(It, e.name)
                             .arg(e.amount);
        return you ? tr("You cast %1 on %2: %3 −%4 for %n round(s).", nullptr, e.rounds)
                         .arg(e.name, it, what)
                         .arg(e.amount)
                   : tr("%1 casts %2 on you: %3 −%4 for %n round(s).", nullptr, e.rounds)
                         .arg(It, e.name, what)
                         .arg(e.amount);
    default:
        return QString();
    }
}

// Items used, and what lasts: growing, burning, an effect wearing off.
QString LogWords::effect(const BattleLogEntry &e, const Fighters &f) {
    using Event = BattleLogEntry::Event;
    const auto &[you, It, it] = f;
    const QString what = Words::effect(e.effect);
    switch (e.event) {
    case Event::Item: {
        if (!you) // a monster's draught, should a pack give it one
            return tr("%1 uses %2.").arg(It, e.name);
        // Worded as on the map: "You drink the healing draught: +30 HP."
        const QString name = Words::inSentence(e.name);
        if (e.mp && e.amount)
            return tr("You drink the %1: +%2 HP, +%3 MP.").arg(name).arg(e.amount).arg(e.mp);
        return e.mp ? tr("You drink the %1: +%2 MP.").arg(name).arg(e.mp)
                    : tr("You drink the %1: +%2 HP.").arg(name).arg(e.amount);
    }
    case Event::Growing:
        return you ? tr("You recover %1 HP (growing).").arg(e.amount)
                   : tr("%1 recovers %2 HP (growing).").arg(It).arg(e.amount);
    case Event::Burning:
        return you ? tr("You burn for %1 damage.").arg(e.amount)
                   : tr("%1 burns for %2 damage.").arg(It).arg(e.amount);
    case Event::Expired:
        // On the one whose turn it was, a debuff or a buff.
        if (e.debuff)
            return you ? tr("The %1 on you wears off.").arg(what)
                       : tr("The %1 on %2 wears off.").arg(what, it);
        return you ? tr("Your %1 wears off.").arg(what) : tr("%1's %2 wears off.").arg(It, what);
    default:
        return QString();
    }
}

} // namespace

QString Words::element(const QString &name) {
    const auto e = elementFromName(name);
    if (!e)
        return name;
    switch (*e) {
    case Element::Water:
        return tr("water");
    case Element::Fire:
        return tr("fire");
    case Element::Wood:
        return tr("wood");
    case Element::Earth:
        return tr("earth");
    case Element::Holy:
        return tr("holy");
    case Element::Evil:
        return tr("evil");
    }
    return name;
}

QString Words::effect(SpellRecord::Effect e) {
    using E = SpellRecord::Effect;
    switch (e) {
    case E::Atk:
        return tr("attack");
    case E::Def:
        return tr("defence");
    case E::Hit:
        return tr("accuracy");
    case E::Dop:
        return tr("dodge");
    case E::Cri:
        return tr("critical chance");
    case E::Invincible:
        return tr("invincibility");
    case E::Growing:
        return tr("growth");
    case E::Silence:
        return tr("silence");
    case E::Burning:
        return tr("burning");
    case E::None:
        break;
    }
    return QString();
}

QString Words::battleLine(const BattleLogEntry &entry, const QString &monster, const Pack *pack) {
    using Event = BattleLogEntry::Event;
    // The spell or item by its id in the reader's language; as the entry holds it (the data's
    // own name) without the pack or the record.
    BattleLogEntry e = entry;
    if (pack && !e.id.isEmpty() && e.event != Event::Character) {
        if (e.event == Event::Item) {
            if (pack->item(e.id))
                e.name = itemName(pack, e.id);
        } else if (pack->spell(e.id)) {
            e.name = spellName(pack, e.id);
        }
    }
    // One voice with the map's log.
    const Fighters f{e.actor == BattleLogEntry::Actor::Hero, capitalised(theName(monster)),
                     theName(monster)};
    switch (e.event) {
    case Event::Spell:
    case Event::Heal:
    case Event::Buff:
    case Event::Debuff:
        return LogWords::spell(e, f);
    case Event::Item:
    case Event::Growing:
    case Event::Burning:
    case Event::Expired:
        return LogWords::effect(e, f);
    case Event::Attack:
    case Event::Miss:
    case Event::Blocked:
    case Event::Defend:
    case Event::Escape:
    case Event::EscapeFailed:
    case Event::Character:
    case Event::Died:
        return LogWords::blow(e, f);
    }
    return QString();
}

namespace {

// Every family asked in turn: the first that knows the kind words it.
QString wordLogLine(const LogEntry &entry, const Names &names) {
    for (const auto family :
         {LogWords::run, LogWords::refusedMove, LogWords::refusedAction, LogWords::map,
          LogWords::chest, LogWords::things, LogWords::heroFights, LogWords::monsterFights,
          LogWords::battleScreen, LogWords::effects, LogWords::statuses, LogWords::tricks,
          LogWords::vaults}) {
        if (Line line = family(entry, names))
            return *line;
    }
    return QString();
}

} // namespace

QString Words::logLine(const LogEntry &entry, const Pack *pack) {
    return wordLogLine(entry, Names{pack});
}

QString Words::logLine(const LogEntry &entry, const Game &game) {
    return wordLogLine(entry, Names{&game.pack(), &game});
}

QString Words::chestLine(const LogEntry &chest, const QList<LogEntry> &worths, const Game &game) {
    if (chest.kind != LogEntry::Kind::ChestOpened)
        return logLine(chest, game);
    const Names n{&game.pack(), &game};
    // What each treasure of the chest was worth, in the order the game counted them.
    QList<LogEntry> left = worths;
    const auto worthOf = [&](const QString &item) -> QString {
        for (qsizetype i = 0; i < left.size(); ++i) {
            const LogEntry w = left[i];
            if (w.kind == LogEntry::Kind::TreasureXp && w.as<K::TreasureXp>().item == item) {
                left.removeAt(i);
                return tr("+%1 XP").arg(w.as<K::TreasureXp>().xp);
            }
            if (w.kind == LogEntry::Kind::TreasureGold && w.as<K::TreasureGold>().item == item) {
                left.removeAt(i);
                return tr("%1 gold").arg(w.as<K::TreasureGold>().gold);
            }
        }
        return QString();
    };
    QStringList found;
    for (const LogEntry::Loot &l : chest.as<K::ChestOpened>().loot) {
        QString one = lootWords(l, n);
        if (l.kind == QLatin1String("item"))
            if (const QString worth = worthOf(l.id); !worth.isEmpty())
                one = tr("%1 (%2)").arg(one, worth);
        found.append(one);
    }
    return tr("You open the chest: %1.").arg(found.join(tr(", ")));
}

} // namespace pd
