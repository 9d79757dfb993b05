#include "RecordSchema.h"

#include "data/Stats.h"
#include "data/schema/PackSchema.h"
#include "json/JsonTree.h"
#include "json/JsonWriter.h"

#include <QCoreApplication>
#include <QHash>

namespace pd {

namespace {

// The words of each field's tooltip, by the key its schema gives it (data/schema/): what it
// does, its unit and its range. docs/data-format.md has the same words (a test checks them).
struct FieldWords {
    const char *key;
    const char *description;
};
const FieldWords kFieldWords[] = {
    {"record/name", QT_TRANSLATE_NOOP("pd::RecordSchema", "The name the game shows (any text).")},
    {"item/kind", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "What sort of item it is: medicine, weapon, armour, shoes, "
                                    "treasure, chip, artefact, scroll, wand, thrown, key or ring. "
                                    "It decides which fields apply.")},
    {"item/tier", QT_TRANSLATE_NOOP("pd::RecordSchema", "Its quality, 1 to 3 (higher is better).")},
    {"record/description",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "A line the game shows about it.")},
    {"item/restores",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Medicine: the HP and MP it gives back when used (whole numbers; at least one above 0).")},
    {"item/bonus",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Equipment: what it adds to the attributes while worn (whole numbers, -1000 to 1000).")},
    {"item/twoHanded",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Melee weapon: held in both hands, so no ranged weapon is worn with it; "
                       "putting on either puts the other in the pack (true or false; default "
                       "false).")},
    {"item/noise",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Equipment: cells added to how far the hero's noise carries while it is "
                       "worn (-10 to 10; below 0 quieter). Sleeping monsters within it may wake.")},
    {"item/slot", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "Weapon: melee (fights next to the hero) or ranged (shoots).")},
    {"item/range", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                     "Ranged weapon: how far a shot reaches; thrown: how far it "
                                     "flies (cells, 1 to 30).")},
    {"item/damage",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Ranged weapon: the damage of a shot; thrown: of a hit (HP, dice or a "
                       "whole number).")},
    {"item/worth",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Treasure: what picking it up gives, in gold (or XP "
                                           "when XP is health); dice or a whole number.")},
    {"item/stack",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "How many fit in one inventory slot (1 to 999; 9 for medicine and scrolls, 20 for thrown, "
         "else 1, when left out).")},
    {"item/effects",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "What using it does, in order, apart by \";\": an effect (haste, slow, "
         "teleport, damage, poison, ...) then key=value: on=self, bolt, view or around, "
         "turns=1..1000, amount=dice, radius=1..30, monster=id, count=1..20, status=a gas's "
         "status, power=1..1000. E.g. "
         "\"damage on=bolt amount=3d6; knockback on=bolt amount=2\".")},
    {"item/charges",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A wand's zaps when found (dice, 1 to 1000); a second wand of a kind adds "
                       "its charges to the first.")},
    {"item/rechargeTurns",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Turns per charge coming back (0 to 10000; 0: none, and the wand crumbles "
                       "when spent). A staff is a wand that recharges.")},
    {"record/glyph", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                       "The character that shows it on the map (one character).")},
    {"record/color", QT_TRANSLATE_NOOP("pd::RecordSchema", "Its colour on the map, as #rrggbb.")},
    {"item/appearances",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Unidentified: a table whose rows' texts are the looks such items take, "
                       "shuffled per run (\"Murky potion\"); using one reveals its kind. The "
                       "table needs a text row for each item that names it. Empty: always known.")},
    {"spell/element",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Its element: Water, Fire, Wood, Earth, Holy or Evil. "
                                           "Casting it gives points of this element.")},
    {"spell/level",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "1 to 3: the element points needed to learn it grow with the level.")},
    {"spell/type",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "attack (damage), heal (HP back), buff (raises an attribute), debuff "
                       "(lowers one) or effect (does only its `effects`, on the map; needs at "
                       "least one, takes no `power` or `rounds`, and is refused in a battle). It "
                       "decides which fields apply.")},
    {"spell/mp",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "What casting it costs, in MP (0 to 9999).")},
    {"spell/power", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                      "Attack: damage in HP; heal: HP given back; buff and debuff: "
                                      "the amount per attribute, or HP per round (0 to 99999).")},
    {"spell/rounds",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Buff and debuff: how many battle rounds it lasts (1 to 99).")},
    {"spell/effect",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Buff and debuff: what it changes (atk, def, hit, dop, "
                                           "cri, invincible, growing, silence, burning).")},
    {"spell/bonusRate",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Added to the power per point of the element the caster has (0 to 1000, in hundredths).")},
    {"spell/effects",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "On the map, after what its type does: effects apart by \";\" (e.g. "
                       "\"paralyse on=bolt turns=3\"); see an item's effects.")},
    {"monster/race",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Its family: monsters of a race are shown and counted together, and it picks the "
         "figure the map draws: hero, goblin, archer, zombie, ghoul, rat (vermin), "
         "fungus, golem, mimic, jackal (dog, wolf, hound), bat, spider, snake (serpent, "
         "eel), skeleton, ghost (shade), wraith, wisp, jelly (slime, ooze), bloat, drake "
         "(wyrm), dragon, kobold (imp), ogre (troll), shaman (cultist, necromancer), "
         "lich, beetle (centipede, insect), eye, orc or knight; a race of several words "
         "is drawn as its last such word (fire-drake); any other race as a plain "
         "creature.")},
    {"monster/element",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Its element, if any: it knows that element's spells up to its level, and "
                       "the element cycle applies to its hits.")},
    {"monster/tier", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                       "normal, leader or king: how strong it is among its race.")},
    {"monster/level",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "1 to 3: the hero level it is made for, and the highest level of spell it knows.")},
    {"monster/stats",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Its attributes: HP (required, above 0), MP, ATK, DEF, CRI, HIT, DOP; each "
                       "a whole number or dice rolled when it appears.")},
    {"monster/xp",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Experience for killing it: a whole number, dice, or \"hp\" (as much as its HP).")},
    {"monster/trophy",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "An item it drops when it dies (an item id).")},
    {"monster/ai",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How it moves: chase, wander, patrol-vertical, "
                                           "patrol-horizontal, guard, ranged or swarm.")},
    {"monster/sight",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How far it notices the hero, in cells (0 to 60).")},
    {"monster/speed",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Energy per turn: 100 is the hero's pace, 200 acts twice a turn (10 to 1000).")},
    {"monster/stepChance",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "How often it does anything on a turn it may act, in per cent (1 to 100).")},
    {"monster/sleeps",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance it is asleep when its level is made, in per cent (0 to 100).")},
    {"monster/ranged/damage",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A ranged attacker: the damage of a shot, in HP (dice or a whole number).")},
    {"monster/ranged/range",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A ranged attacker: how far it shoots, in cells (1 to 30).")},
    {"monster/ranged/keepDistance",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "A ranged attacker: the distance it keeps from the "
                                           "hero, in cells (0 to 30, at most its range).")},
    {"monster/fleeBelow",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "It flees below this share of its HP, in per cent (0: never).")},
    {"monster/regenTurns",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A point of HP comes back every this many of its turns (0: never).")},
    {"monster/tricks",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "At most two tricks apart by \";\" (e.g. \"steal; explode amount=3d6 "
                       "radius=1\"): steal, explode, split, breath, summon, invisible, pack, "
                       "phase, strike. A breath fills a line, or with shape=cone a cone aimed at "
                       "the hero; a strike gives the hero a status with each blow that lands "
                       "(\"strike status=poison turns=5 amount=2\").")},
    {"monster/characters",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Whether it rolls a character (rage, calm or timid) when it appears.")},
    {"monster/spells",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The spells it knows (spell ids, separated by commas), "
                                           "instead of its element's up to its level.")},
    {"monster/contact",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "When XP is health: what touching the hero costs it, in XP (dice or a whole number).")},
    {"trap/damage",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "What stepping on it costs, in HP (or XP when XP is health); dice or a whole number.")},
    {"trap/sprung",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Its name once sprung (its name when left out).")},
    {"trap/hidden",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Whether it is unseen until found or sprung.")},
    {"trap/sprungGlyph",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The character once sprung (its glyph when left out).")},
    {"ruleset/health", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "hp (hit points) or xp (experience is health: chests add, "
                                         "traps, contact and bolts take, below 1 is death).")},
    {"ruleset/battle",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "bump (attack by walking into a monster) or screen "
                                           "(touching one opens a battle screen).")},
    {"ruleset/levels", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "persistent (levels keep their state when left) or "
                                         "disposable (rooms made anew, kept only in a history).")},
    {"ruleset/bump",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "With bump battles, what walking into a monster does: attack (a blow) or contact (the "
         "monster's contact dice come off the hero; the hero attacks with bolts).")},
    {"ruleset/doorWarmup",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Room by room: the steps the hero takes in a room "
                                           "before its doors lead on (0 to 100; 0: at once).")},
    {"ruleset/chaseSight",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "How a chasing monster sees the hero: line (within its sight and no wall "
                       "between) or radius (within its sight, walls or not).")},
    {"ruleset/mpRegenTurns",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Turns on the map per point of MP the hero gets back by itself (0 to 10000; 0: none).")},
    {"ruleset/stealthRange",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "How far the hero is heard by sleeping monsters, in cells (1 to 40): halved "
                       "while waiting or resting, doubled when firing or casting.")},
    {"ruleset/doors",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "open (doors are open doorways) or closing (a door is shut whenever nothing "
                       "stands in it, and a shut door blocks sight and missiles).")},
    {"ruleset/monsterShots",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "any (a ranged monster shoots from any cell that sees the hero) or straight "
                       "(only along his row or column, or a diagonal where moves are 8-way: a line "
                       "he can shoot back along).")},
    {"ruleset/secretDoorPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance in per cent (0 to 100) that a door on a loop is secret when its "
                       "level is made: a wall until the hero searches beside it.")},
    {"ruleset/terrain/waterPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance in per cent (0 to 100) that a level gets a lake of deep water, "
                       "where the hero swims and what he carries may float away.")},
    {"ruleset/terrain/lavaPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The chance in per cent (0 to 100) that a level gets a "
                                           "lake of lava, death to whoever steps in.")},
    {"ruleset/terrain/chasmPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance in per cent (0 to 100) that a level gets a chasm, a fall to the "
                       "next depth, bridged where it cuts the way.")},
    {"ruleset/terrain/grassPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The chance in per cent (0 to 100) that a level gets "
                                           "patches of tall grass, which block sight.")},
    {"ruleset/terrain/lakeCells",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The most cells a lake or chasm covers (4 to 400).")},
    {"ruleset/terrain/deepWaterDropPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance in per cent (0 to 100), each turn the hero spends in deep "
                       "water, that an item he carries unequipped floats away.")},
    {"ruleset/terrain/fallDamage",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The damage a fall into a chasm does, in HP (dice or a whole number).")},
    {"ruleset/hpRegenTurns",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Turns on the map per point of HP the hero gets back by "
                                           "itself, with hp health (0 to 10000; 0: none).")},
    {"ruleset/interface/blockingHints",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Whether hint boxes wait for Enter (true) or are notices that do not stop play (false).")},
    {"ruleset/interface/menuKeys",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "roguelike (a key per menu) or report (I opens the four "
                                           "menus as one deck, Left and Right switch).")},
    {"ruleset/interface/orientationKeys",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Whether A and D turn the hero and W steps forward "
                                           "(true) or W, A, S and D move (false).")},
    {"ruleset/movement",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "How many directions the hero and monsters move in: 4 or 8.")},
    {"ruleset/fov/enabled",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Whether the hero sees only what is in sight (false shows whole rooms).")},
    {"ruleset/fov/radius",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How far the hero sees, in cells (1 to 40).")},
    {"ruleset/dungeon/depth",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "How many levels the dungeon has (1 to 99); the depth bands must cover them all.")},
    {"ruleset/dungeon/stairs",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Where the stairs down stand: far (in the half of the level farthest from "
                       "the arrival) or anywhere (any floor cell the level below shares).")},
    {"ruleset/dungeon/deadEnds",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Which dead ends a maze's treasures and chips take: farthest (from the "
                       "entrance first) or random (each drawn from those left).")},
    {"ruleset/dungeon/arrivals/every",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Wandering monsters: the mean turns between two arriving on the hero's "
                       "level, out of his sight (0 to 100000; 0: none).")},
    {"ruleset/dungeon/arrivals/max",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The most monsters that arrived alive on a level at once (1 to 100).")},
    {"ruleset/dungeon/arrivals/table",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The table an arriving monster is rolled on; none: "
                                           "the depth band's monsters table.")},
    {"ruleset/hero/name",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The hero's name when the player gives none.")},
    {"ruleset/hero/stats",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The hero's attributes at the start (whole numbers; HP above 0).")},
    {"ruleset/hero/xp",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "When XP is health: the XP the hero starts with (1 to 1000000).")},
    {"ruleset/hero/experience",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The experience each level starts at, rising from 0 "
                                           "(whole numbers separated by commas).")},
    {"ruleset/hero/levelGains",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "What each level gained adds to the hero's attributes (whole numbers).")},
    {"ruleset/combat/criticalPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A critical hit's damage, in per cent of a hit (100 to 1000).")},
    {"ruleset/combat/defendPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The damage a defender takes, in per cent (0 to 100).")},
    {"ruleset/combat/bolts",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Whether the hero can fire bolts on the map.")},
    {"ruleset/combat/boltDamage",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A bolt's damage to a monster, in HP (dice or a whole number).")},
    {"ruleset/combat/boltCost",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "What firing a bolt costs the hero, in XP (dice or a whole number).")},
    {"ruleset/combat/spellBolts",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Whether attack spells fly as bolts on the map.")},
    {"ruleset/spells/unlock",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "The element points that unlock spell levels 1, 2 and 3 (three rising whole numbers).")},
    {"ruleset/spells/restrict",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The restricting element's damage multiplier as a fraction: numerator, "
                       "denominator (1 to 1000 each, from 1 to 10).")},
    {"ruleset/spells/restricts/Water",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Water restricts (the element cycle).")},
    {"ruleset/spells/restricts/Fire",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Fire restricts (the element cycle).")},
    {"ruleset/spells/restricts/Wood",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Wood restricts (the element cycle).")},
    {"ruleset/spells/restricts/Earth",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Earth restricts (the element cycle).")},
    {"ruleset/spells/restricts/Holy",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Holy restricts (the element cycle).")},
    {"ruleset/spells/restricts/Evil",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The element Evil restricts (the element cycle).")},
    {"ruleset/characters/chancePercent",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "How often a monster acts on its character in a battle, in per cent (0 to 100).")},
    {"ruleset/characters/rage",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "A raging monster's attributes, in per cent of its own (0 to 1000; empty: 100).")},
    {"ruleset/characters/calm",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "A calm monster's attributes, in per cent of its own (0 to 1000; empty: 100).")},
    {"ruleset/characters/timid",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "A timid monster's attributes, in per cent of its own (0 to 1000; empty: 100).")},
    {"ruleset/chests/trappedPercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The share of chests that are trapped, in per cent (0 to 100).")},
    {"ruleset/chests/mimicPercent",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "The share of the other chests that are a monster, in per cent (0 to 100).")},
    {"ruleset/chests/trap",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The trap a trapped chest springs (a trap id).")},
    {"ruleset/chests/mimic",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The monster a mimic chest turns into (a monster id).")},
    {"ruleset/chests/stepOnto",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Whether walking into a chest steps onto it and opens "
                                           "it there (true) or opens it from beside (false).")},
    {"ruleset/chips/gateExit",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "Whether the way down opens only when every chip of the level is picked up.")},
    {"ruleset/equipmentOnce",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "Whether each piece of equipment can be found only once a game.")},
    {"ruleset/scoring/newLevel",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for reaching a new level.")},
    {"ruleset/scoring/treasure",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for opening a treasure.")},
    {"ruleset/scoring/chip",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for picking up a chip.")},
    {"ruleset/scoring/kill", QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for each kill.")},
    {"ruleset/scoring/win", QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for winning.")},
    {"ruleset/win/item",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The item to carry back up to win (an item id); none: no win.")},
    {"ruleset/win/depth",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The depth where the win item lies (1 to 99).")},
    {"ruleset/win/returnTo",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The depth to bring the win item back to (1 to 99).")},
    {"band/from", QT_TRANSLATE_NOOP("pd::RecordSchema", "The first depth of the band (1 to 99).")},
    {"band/to", QT_TRANSLATE_NOOP("pd::RecordSchema", "The last depth of the band (1 to 99).")},
    {"band/generator",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "A table whose rows' values are generator settings (rooms, caves, maze, chambers).")},
    {"band/monsters",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The table each monster of a level is rolled on.")},
    {"band/monsterCount",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "How many monsters a level rolls (dice; may use depth).")},
    {"band/items",
     QT_TRANSLATE_NOOP(
         "pd::RecordSchema",
         "The table each item of a level is rolled on (it may give monsters and traps too).")},
    {"band/itemCount",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How many items a level rolls (dice; may use depth).")},
    {"band/traps",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The table each trap of a level is rolled on.")},
    {"band/trapCount",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How many traps a level rolls (dice; may use depth).")},
    {"band/chests", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                      "The table a chest's loot is rolled on when it is opened.")},
    {"band/chestCount",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How many chests a level has (dice; may use depth).")},
    {"band/chips",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "The table each chip of a level is rolled on.")},
    {"band/chipCount",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "How many chips a level rolls (dice; may use depth).")},
    {"band/vaults",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "A table whose rows' values are vaults (a \"grid\" of strings and its "
                       "tables); with the ruleset's vaults chance, a level gets one of them.")},
    {"band/arrivals",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The mean turns between monsters arriving on a level of the band, instead "
                       "of the ruleset's (0 to 100000; 0: none).")},
    {"band/look",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The tileset's look its levels are drawn in (a name of the tileset's "
                       "looks); none: the base tiles.")},
    {"ruleset/vaults/chancePercent",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The chance in per cent (0 to 100) that a level whose band names a vault "
                       "table gets a vault, carved into the rock beside the way.")},
    {"ruleset/vaults/key",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The key item (kind key) laid elsewhere on a level whose vault has a "
                       "locked door (L).")},
    {"ruleset/vaults/price",
     QT_TRANSLATE_NOOP("pd::RecordSchema",
                       "The price in gold (0 to 1000000) of an item for sale in a shop whose "
                       "record gives no price.")},
    {"item/price",
     QT_TRANSLATE_NOOP("pd::RecordSchema", "What it costs in a vault's shop, in gold (0 to "
                                           "1000000; 0: the ruleset's vaults price).")},
};

const char *wordsFor(const QString &key) {
    static const QHash<QString, const char *> byKey = [] {
        QHash<QString, const char *> out;
        for (const FieldWords &w : kFieldWords)
            out.insert(QLatin1String(w.key), w.description);
        return out;
    }();
    return byKey.value(key, "");
}

// A form's rows: the schema's fields that have one, with their words.
QList<FieldSpec> rows(const QList<schema::Field> &fields) {
    QList<FieldSpec> out;
    for (const schema::Field &f : fields) {
        if (!f.inForm)
            continue;
        FieldSpec spec;
        static_cast<schema::Field &>(spec) = f;
        spec.description = wordsFor(f.tooltipKey);
        out << spec;
    }
    return out;
}

} // namespace

QString FieldSpec::tooltip() const {
    return QCoreApplication::translate("pd::RecordSchema", description);
}

bool hasFieldWords(const QString &key) {
    return *wordsFor(key) != '\0';
}

QStringList fieldWordKeys() {
    QStringList out;
    for (const FieldWords &w : kFieldWords)
        out << QLatin1String(w.key);
    return out;
}

QString sortKey(RecordKind kind) {
    return schema::sortKey(kind);
}

QStringList schemaPaths(const QList<FieldSpec> &schema) {
    QStringList out;
    for (const FieldSpec &f : schema) {
        out << f.path;
        // A stats object's keys in the documented order (hp, mp, atk, ...), so that a key added
        // by the form goes where the docs and the bundled packs have it.
        if (f.type == FieldSpec::Type::Stats)
            for (const QString &key : statKeys())
                out << f.path + u'/' + key;
    }
    return out;
}

const QList<FieldSpec> &recordSchema(RecordKind kind) {
    static const QList<FieldSpec> items = rows(schema::fields(RecordKind::Item)),
                                  spells = rows(schema::fields(RecordKind::Spell)),
                                  monsters = rows(schema::fields(RecordKind::Monster)),
                                  traps = rows(schema::fields(RecordKind::Trap)), none;
    switch (kind) {
    case RecordKind::Item:
        return items;
    case RecordKind::Spell:
        return spells;
    case RecordKind::Monster:
        return monsters;
    case RecordKind::Trap:
        return traps;
    case RecordKind::Table:
        break;
    }
    return none;
}

const QList<FieldSpec> &rulesetSchema() {
    static const QList<FieldSpec> fields = rows(schema::rulesetFields());
    return fields;
}

const QList<FieldSpec> &manifestSchema() {
    static const QList<FieldSpec> fields = [] {
        const auto field = [](const char *path, FieldSpec::Type type, bool required,
                              const char *words, const char *byDefault = "") {
            FieldSpec f;
            f.path = QLatin1String(path);
            f.type = type;
            f.required = required;
            f.defaultText = QLatin1String(byDefault);
            f.tooltipKey = QStringLiteral("pack/") + f.path;
            f.description = words;
            return f;
        };
        using T = FieldSpec::Type;
        QList<FieldSpec> out{
            field("id", T::Text, true,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The pack's id: reverse-DNS in lower case "
                                    "(org.example.my-pack). Other packs name it by it; saves and "
                                    "high scores remember it.")),
            field("name", T::Text, true,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The pack's name, as New game and the Editor show it.")),
            field("version", T::Text, true,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The pack's version, MAJOR.MINOR.PATCH (1.0.0); packs that "
                                    "build on it may ask for a range of versions.")),
            field("authors", T::Texts, true,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "Who made the pack: names separated by commas (at least "
                                    "one).")),
            field("description", T::LongText, true,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "What a player finds in this pack, shown under its name in "
                                    "New game.")),
            field("game", T::Text, false,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The versions of the game it works with, e.g. >=0.1.0 "
                                    "<1.0.0 (a warning when the game is outside them)."),
                  "*"),
            field("generatorVersion", T::Integer, false,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The dungeon generator's version the pack was made with: a "
                                    "seed makes the same dungeon only with the same version."),
                  "1"),
            field("license", T::Text, false,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The licence its contents are under, e.g. CC-BY-4.0.")),
            field("language", T::Text, false,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The language its texts are written in, as a code (en, de, "
                                    "pt_BR); a translation's texts show instead in theirs."),
                  "en"),
        };
        for (FieldSpec &f : out)
            if (f.path == QLatin1String("generatorVersion")) {
                f.min = 1;
                f.max = 1000000;
            }
        return out;
    }();
    return fields;
}

const QList<FieldSpec> &bandSchema() {
    static const QList<FieldSpec> fields = rows(schema::bandFields());
    return fields;
}

// A list of flat objects as one line: the objects apart by ";", each its first member's value
// bare, then key=value ("haste turns=12; slow on=bolt turns=10"). Whole numbers are numbers; the
// rest is text, for the pack's check to judge where it stands.
QString listText(const JsonTree &list) {
    QStringList objects;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonTree &o = list.at(i);
        QStringList parts;
        const QStringList keys = o.keys();
        for (qsizetype k = 0; k < keys.size(); ++k) {
            const JsonTree *v = o.member(keys[k]);
            const QString value =
                v->isContainer()                  ? JsonWriter::inlineText(*v)
                : v->type() == QJsonValue::Double ? JsonWriter::inlineText(*v)
                : v->type() == QJsonValue::Bool
                    ? (v->scalar().toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                    : v->scalar().toString();
            parts << (k == 0 ? value : keys[k] + u'=' + value);
        }
        objects << parts.join(u' ');
    }
    return objects.join(QStringLiteral("; "));
}

std::optional<JsonTree> listValue(const QString &text, const QString &firstKey) {
    // (The lists a form edits are "effects", whose first key is "effect", and "tricks".)
    if (text.trimmed().isEmpty())
        return std::nullopt;
    JsonTree list = JsonTree::array();
    for (const QString &object : text.split(u';', Qt::SkipEmptyParts)) {
        const QStringList words = object.split(u' ', Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        JsonTree o = JsonTree::object();
        for (qsizetype i = 0; i < words.size(); ++i) {
            const qsizetype eq = words[i].indexOf(u'=');
            const QString key =
                i == 0 && eq < 0 ? firstKey : words[i].left(std::max<qsizetype>(eq, 0));
            const QString value = eq < 0 ? words[i] : words[i].mid(eq + 1);
            bool whole = false;
            const qint64 n = value.toLongLong(&whole);
            o.setMember(key.isEmpty() ? words[i] : key,
                        whole ? JsonTree(QJsonValue(double(n))) : JsonTree(QJsonValue(value)));
        }
        list.insertItem(list.size(), o);
    }
    return list;
}

std::optional<JsonTree> fieldValue(FieldSpec::Type type, const QString &text) {
    bool whole = false;
    const qint64 n = text.trimmed().toLongLong(&whole);
    switch (type) {
    case FieldSpec::Type::Integer:
    case FieldSpec::Type::Dice:
        if (text.trimmed().isEmpty())
            return std::nullopt;
        return whole ? JsonTree(QJsonValue(double(n))) : JsonTree(QJsonValue(text.trimmed()));
    case FieldSpec::Type::Hundredths:
        if (text.trimmed().isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text.toDouble() / 100.0));
    case FieldSpec::Type::Bool:
        if (text.isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text == QLatin1String("true")));
    case FieldSpec::Type::RefList: {
        if (text.trimmed().isEmpty())
            return std::nullopt;
        JsonTree list = JsonTree::array();
        for (const QString &id : text.split(u',', Qt::SkipEmptyParts))
            list.insertItem(list.size(), JsonTree(QJsonValue(id.trimmed())));
        return list;
    }
    case FieldSpec::Type::Texts: {
        if (text.trimmed().isEmpty())
            return std::nullopt;
        JsonTree list = JsonTree::array();
        for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
            if (!part.trimmed().isEmpty())
                list.insertItem(list.size(), JsonTree(QJsonValue(part.trimmed())));
        return list;
    }
    case FieldSpec::Type::Numbers: {
        if (text.trimmed().isEmpty())
            return std::nullopt;
        // What is not a whole number stays text: the ruleset's check names it at its place.
        JsonTree list = JsonTree::array();
        for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
            bool number = false;
            const qint64 n = part.trimmed().toLongLong(&number);
            list.insertItem(list.size(), number ? JsonTree(QJsonValue(double(n)))
                                                : JsonTree(QJsonValue(part.trimmed())));
        }
        return list;
    }
    case FieldSpec::Type::List:
        return listValue(text);
    case FieldSpec::Type::Text:
        return JsonTree(QJsonValue(text));
    default:
        if (text.isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text));
    }
}

ItemLook itemLook(const QString &kind) {
    static const QHash<QString, ItemLook> looks = {
        {QStringLiteral("medicine"), {QStringLiteral("!"), QStringLiteral("#e04848")}},
        {QStringLiteral("weapon"), {QStringLiteral("/"), QStringLiteral("#e0e4f0")}},
        {QStringLiteral("armour"), {QStringLiteral("["), QStringLiteral("#b8c0c8")}},
        {QStringLiteral("shoes"), {QStringLiteral("]"), QStringLiteral("#a08870")}},
        {QStringLiteral("treasure"), {QStringLiteral("$"), QStringLiteral("#f0c850")}},
        {QStringLiteral("chip"), {QStringLiteral("*"), QStringLiteral("#50d0e0")}},
        {QStringLiteral("artefact"), {QStringLiteral("&"), QStringLiteral("#ffd75f")}},
        {QStringLiteral("ring"), {QStringLiteral("="), QStringLiteral("#e8c860")}}};
    return looks.value(kind);
}

} // namespace pd
