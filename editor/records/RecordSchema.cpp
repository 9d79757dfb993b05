#include "RecordSchema.h"

#include "data/ItemRecord.h"
#include "data/MonsterRecord.h"
#include "data/SpellRecord.h"
#include "json/JsonTree.h"

#include <QCoreApplication>
#include <QHash>

namespace pd {

namespace {

using T = FieldSpec::Type;

// A field: its path, type and description; the rest is set by the helpers below.
FieldSpec field(const char *path, T type, const char *description) {
    FieldSpec f;
    f.path = QLatin1String(path);
    f.type = type;
    f.description = description;
    return f;
}
FieldSpec required(FieldSpec f) {
    f.required = true;
    return f;
}
FieldSpec defaults(FieldSpec f, const char *text) {
    f.defaultText = QLatin1String(text);
    return f;
}
FieldSpec forSorts(FieldSpec f, const QStringList &sorts, bool requiredThere = false) {
    f.appliesTo = sorts;
    if (requiredThere)
        f.requiredFor = sorts;
    return f;
}
FieldSpec enumeration(const char *path, const QStringList &values, const char *description) {
    FieldSpec f = field(path, T::Enum, description);
    f.values = values;
    return f;
}
FieldSpec integer(const char *path, qint64 min, qint64 max, const char *description) {
    FieldSpec f = field(path, T::Integer, description);
    f.min = min;
    f.max = max;
    return f;
}
FieldSpec ref(const char *path, RecordKind kind, const char *description, T type = T::Ref) {
    FieldSpec f = field(path, type, description);
    f.ref = kind;
    return f;
}
// An element of the ruleset's cycle: the element it restricts.
FieldSpec restricts(const char *element, const char *byDefault, const char *description) {
    FieldSpec f;
    f.path = QStringLiteral("spells/restricts/") + QLatin1String(element);
    f.type = T::Element;
    f.description = description;
    f.defaultText = QLatin1String(byDefault);
    return f;
}
QStringList words(std::initializer_list<const char *> list) {
    QStringList out;
    for (const char *w : list)
        out << QLatin1String(w);
    return out;
}

} // namespace

QString FieldSpec::tooltip() const {
    return QCoreApplication::translate("pd::RecordSchema", description);
}

QString sortKey(RecordKind kind) {
    switch (kind) {
    case RecordKind::Item:
        return QStringLiteral("kind");
    case RecordKind::Spell:
        return QStringLiteral("type");
    default:
        return {};
    }
}

QStringList schemaPaths(const QList<FieldSpec> &schema) {
    QStringList out;
    for (const FieldSpec &f : schema)
        out << f.path;
    return out;
}

const QList<FieldSpec> &recordSchema(RecordKind kind) {
    static const QStringList tiered = words({"medicine", "weapon", "armour", "shoes"});
    static const QList<FieldSpec> items = [] {
        FieldSpec range =
            forSorts(integer("range", 1, 30,
                             QT_TRANSLATE_NOOP("pd::RecordSchema", "Ranged weapon: how far a shot "
                                                                   "reaches, in cells (1 to 30).")),
                     words({"weapon"}));
        range.requiredIfKey = QStringLiteral("slot");
        range.requiredIfValue = QStringLiteral("ranged");
        FieldSpec damage = forSorts(
            field("damage", T::Dice,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "Ranged weapon: the damage of a shot, "
                                                        "in HP (dice or a whole number).")),
            words({"weapon"}));
        damage.requiredIfKey = range.requiredIfKey;
        damage.requiredIfValue = range.requiredIfValue;
        return QList<FieldSpec>{
            required(field(
                "name", T::Text,
                QT_TRANSLATE_NOOP("pd::RecordSchema", "The name the game shows (any text)."))),
            required(enumeration("kind", ItemRecord::kindNames(),
                                 QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                   "What sort of item it is: medicine, weapon, "
                                                   "armour, shoes, treasure, chip or artefact. "
                                                   "It decides which fields apply."))),
            forSorts(integer("tier", 1, 3,
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "Its quality, 1 to 3 (higher is better).")),
                     tiered, true),
            field("description", T::LongText,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "A line the game shows about it.")),
            forSorts(field("restores", T::Stats,
                           QT_TRANSLATE_NOOP("pd::RecordSchema",
                                             "Medicine: the HP and MP it gives back when used "
                                             "(whole numbers; at least one above 0).")),
                     words({"medicine"}), true),
            forSorts(field("bonus", T::Stats,
                           QT_TRANSLATE_NOOP("pd::RecordSchema",
                                             "Equipment: what it adds to the attributes while "
                                             "worn (whole numbers, -1000 to 1000).")),
                     words({"weapon", "armour", "shoes"})),
            forSorts(defaults(enumeration("slot", words({"melee", "ranged"}),
                                          QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                            "Weapon: melee (fights next to the "
                                                            "hero) or ranged (shoots).")),
                              "melee"),
                     words({"weapon"})),
            range,
            damage,
            forSorts(field("worth", T::Dice,
                           QT_TRANSLATE_NOOP("pd::RecordSchema",
                                             "Treasure: what picking it up gives, in gold (or XP "
                                             "when XP is health); dice or a whole number.")),
                     words({"treasure"}), true),
            [] {
                FieldSpec stack = defaults(
                    integer("stack", 1, 999,
                            QT_TRANSLATE_NOOP("pd::RecordSchema",
                                              "How many fit in one inventory slot (1 to 999; 9 "
                                              "for medicine, else 1, when left out).")),
                    "1");
                stack.defaultFor.insert(QStringLiteral("medicine"), QStringLiteral("9"));
                return stack;
            }(),
            field("glyph", T::Glyph,
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The character that shows it on the map (one character).")),
            field("color", T::Color,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "Its colour on the map, as #rrggbb.")),
        };
    }();
    static const QList<FieldSpec> spells = [] {
        const QStringList lasting = words({"buff", "debuff"});
        FieldSpec rate = field("bonusRate", T::Hundredths,
                               QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                 "Added to the power per point of the element "
                                                 "the caster has (0 to 1000, in hundredths)."));
        rate.min = 0;
        rate.max = 100000;
        return QList<FieldSpec>{
            required(field(
                "name", T::Text,
                QT_TRANSLATE_NOOP("pd::RecordSchema", "The name the game shows (any text)."))),
            required(field("element", T::Element,
                           QT_TRANSLATE_NOOP("pd::RecordSchema",
                                             "Its element: Water, Fire, Wood, Earth, Holy or "
                                             "Evil. Casting it gives points of this element."))),
            required(integer("level", 1, 3,
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "1 to 3: the element points needed to learn it "
                                               "grow with the level."))),
            required(enumeration("type", SpellRecord::typeNames(),
                                 QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                   "attack (damage), heal (HP back), buff "
                                                   "(raises an attribute) or debuff (lowers "
                                                   "one). It decides which fields apply."))),
            required(integer("mp", 0, 9999,
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "What casting it costs, in MP (0 to 9999)."))),
            defaults(integer("power", 0, 99999,
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "Attack: damage in HP; heal: HP given back; buff "
                                               "and debuff: the amount per attribute, or HP per "
                                               "round (0 to 99999).")),
                     "0"),
            forSorts(integer("rounds", 1, 99,
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "Buff and debuff: how many battle rounds it lasts "
                                               "(1 to 99).")),
                     lasting, true),
            forSorts(enumeration("effect", SpellRecord::effectNames(),
                                 QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                   "Buff and debuff: what it changes (atk, def, "
                                                   "hit, dop, cri, invincible, growing, silence, "
                                                   "burning).")),
                     lasting, true),
            defaults(rate, "0"),
            field("description", T::LongText,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "A line the game shows about it.")),
        };
    }();
    static const QList<FieldSpec> monsters = {
        required(
            field("name", T::Text,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "The name the game shows (any text)."))),
        required(field("race", T::Text,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Its family (goblin, zombie, ...): monsters of a race "
                                         "are shown and counted together."))),
        field("element", T::Element,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "Its element, if any: it knows that element's spells up to its "
                                "level, and the element cycle applies to its hits.")),
        required(enumeration("tier", MonsterRecord::tierNames(),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "normal, leader or king: how strong it is among "
                                               "its race."))),
        required(integer("level", 1, 3,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "1 to 3: the hero level it is made for, and the "
                                           "highest level of spell it knows."))),
        required(field("stats", T::Stats,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Its attributes: HP (required, above 0), MP, ATK, DEF, "
                                         "CRI, HIT, DOP; each a whole number or dice rolled when "
                                         "it appears."))),
        defaults(field("xp", T::Dice,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Experience for killing it: a whole number, dice, or "
                                         "\"hp\" (as much as its HP).")),
                 "0"),
        ref("trophy", RecordKind::Item,
            QT_TRANSLATE_NOOP("pd::RecordSchema", "An item it drops when it dies (an item id).")),
        defaults(enumeration("ai", MonsterRecord::aiNames(),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "How it moves: chase, wander, patrol-vertical, "
                                               "patrol-horizontal, guard, ranged or swarm.")),
                 "chase"),
        defaults(integer("sight", 0, 60,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "How far it notices the hero, in cells (0 to 60).")),
                 "7"),
        defaults(integer("speed", 10, 1000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "Energy per turn: 100 is the hero's pace, 200 acts "
                                           "twice a turn (10 to 1000).")),
                 "100"),
        field("ranged/damage", T::Dice,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "A ranged attacker: the damage of a shot, in HP (dice or a "
                                "whole number).")),
        integer("ranged/range", 1, 30,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "A ranged attacker: how far it shoots, in cells (1 to 30).")),
        defaults(integer("ranged/keepDistance", 0, 30,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "A ranged attacker: the distance it keeps from the "
                                           "hero, in cells (0 to 30, at most its range).")),
                 "0"),
        defaults(integer("fleeBelow", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "It flees below this share of its HP, in per cent (0: "
                                           "never).")),
                 "0"),
        defaults(field("characters", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether it rolls a character (rage, calm or timid) when "
                                         "it appears.")),
                 "true"),
        ref("spells", RecordKind::Spell,
            QT_TRANSLATE_NOOP("pd::RecordSchema",
                              "The spells it knows (spell ids, separated by commas), instead of "
                              "its element's up to its level."),
            T::RefList),
        field("contact", T::Dice,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "When XP is health: what touching the hero costs it, in XP (dice "
                                "or a whole number).")),
        field("description", T::LongText,
              QT_TRANSLATE_NOOP("pd::RecordSchema", "A line the game shows about it.")),
        field("glyph", T::Glyph,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "The character that shows it on the map (one character).")),
        field("color", T::Color,
              QT_TRANSLATE_NOOP("pd::RecordSchema", "Its colour on the map, as #rrggbb.")),
    };
    static const QList<FieldSpec> traps = {
        required(
            field("name", T::Text,
                  QT_TRANSLATE_NOOP("pd::RecordSchema", "The name the game shows (any text)."))),
        required(field("damage", T::Dice,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "What stepping on it costs, in HP (or XP when XP is "
                                         "health); dice or a whole number."))),
        field("sprung", T::Text,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "Its name once sprung (its name when left out).")),
        defaults(field("hidden", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether it is unseen until found or sprung.")),
                 "false"),
        field("description", T::LongText,
              QT_TRANSLATE_NOOP("pd::RecordSchema", "A line the game shows about it.")),
        defaults(field("glyph", T::Glyph,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "The character that shows it on the map (one "
                                         "character).")),
                 "^"),
        field("sprungGlyph", T::Glyph,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "The character once sprung (its glyph when left out).")),
        field("color", T::Color,
              QT_TRANSLATE_NOOP("pd::RecordSchema", "Its colour on the map, as #rrggbb.")),
    };
    static const QList<FieldSpec> none;
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
        return none;
    }
    return none;
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
    case FieldSpec::Type::Text:
        return JsonTree(QJsonValue(text));
    default:
        if (text.isEmpty())
            return std::nullopt;
        return JsonTree(QJsonValue(text));
    }
}

const QList<FieldSpec> &rulesetSchema() {
    static const QList<FieldSpec> fields = {
        defaults(enumeration("health", words({"hp", "xp"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "hp (hit points) or xp (experience is health: "
                                               "chests add, traps, contact and bolts take, below "
                                               "1 is death).")),
                 "hp"),
        defaults(enumeration("battle", words({"bump", "screen"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "bump (attack by walking into a monster) or "
                                               "screen (touching one opens a battle screen).")),
                 "bump"),
        defaults(enumeration("levels", words({"persistent", "disposable"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "persistent (levels keep their state when left) "
                                               "or disposable (rooms made anew, kept only in a "
                                               "history).")),
                 "persistent"),
        defaults(enumeration("bump", words({"attack", "contact"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "With bump battles, what walking into a monster "
                                               "does: attack (a blow) or contact (the monster's "
                                               "contact dice come off the hero; the hero attacks "
                                               "with bolts).")),
                 "attack"),
        defaults(integer("doorWarmup", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "Room by room: the steps the hero takes in a room "
                                           "before its doors lead on (0 to 100; 0: at once).")),
                 "0"),
        defaults(enumeration("chaseSight", words({"line", "radius"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "How a chasing monster sees the hero: line (within "
                                               "its sight and no wall between) or radius (within "
                                               "its sight, walls or not).")),
                 "line"),
        defaults(integer("mpRegenTurns", 0, 10000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "Turns on the map per point of MP the hero gets back "
                                           "by itself (0 to 10000; 0: none).")),
                 "0"),
        defaults(field("interface/blockingHints", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether hint boxes wait for Enter (true) or are "
                                         "notices that do not stop play (false).")),
                 "false"),
        defaults(enumeration("interface/menuKeys", words({"roguelike", "report"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "roguelike (a key per menu) or report (I opens the "
                                               "four menus as one deck, Left and Right switch).")),
                 "roguelike"),
        defaults(field("interface/orientationKeys", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether A and D turn the hero and W steps forward "
                                         "(true) or W, A, S and D move (false).")),
                 "false"),
        defaults(integer("movement", 4, 8,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "How many directions the hero and monsters move in: "
                                           "4 or 8.")),
                 "8"),
        defaults(field("fov/enabled", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether the hero sees only what is in sight (false "
                                         "shows whole rooms).")),
                 "true"),
        defaults(integer("fov/radius", 1, 40,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "How far the hero sees, in cells (1 to 40).")),
                 "8"),
        defaults(integer("dungeon/depth", 1, 99,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "How many levels the dungeon has (1 to 99); the depth "
                                           "bands must cover them all.")),
                 "10"),
        defaults(enumeration("dungeon/stairs", words({"far", "anywhere"}),
                             QT_TRANSLATE_NOOP("pd::RecordSchema",
                                               "Where the stairs down stand: far (in the half of "
                                               "the level farthest from the arrival) or anywhere "
                                               "(any floor cell the level below shares).")),
                 "far"),
        defaults(field("hero/name", T::Text,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "The hero's name when the player gives none.")),
                 "Hero"),
        field("hero/stats", T::Stats,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "The hero's attributes at the start (whole numbers; HP above "
                                "0).")),
        defaults(integer("hero/xp", 1, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "When XP is health: the XP the hero starts with (1 "
                                           "to 1000000).")),
                 "10"),
        field("hero/experience", T::Numbers,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "The experience each level starts at, rising from 0 (whole "
                                "numbers separated by commas).")),
        field("hero/levelGains", T::Stats,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "What each level gained adds to the hero's attributes (whole "
                                "numbers).")),
        defaults(integer("combat/criticalPercent", 100, 1000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "A critical hit's damage, in per cent of a hit (100 "
                                           "to 1000).")),
                 "150"),
        defaults(integer("combat/defendPercent", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "The damage a defender takes, in per cent (0 to "
                                           "100).")),
                 "75"),
        defaults(field("combat/bolts", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether the hero can fire bolts on the map.")),
                 "false"),
        defaults(field("combat/boltDamage", T::Dice,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "A bolt's damage to a monster, in HP (dice or a whole "
                                         "number).")),
                 "0"),
        defaults(field("combat/boltCost", T::Dice,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "What firing a bolt costs the hero, in XP (dice or a "
                                         "whole number).")),
                 "0"),
        defaults(field("combat/spellBolts", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether attack spells fly as bolts on the map.")),
                 "false"),
        field("spells/unlock", T::Numbers,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "The element points that unlock spell levels 1, 2 and 3 (three "
                                "rising whole numbers).")),
        defaults(field("spells/restrict", T::Numbers,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "The restricting element's damage multiplier as a "
                                         "fraction: numerator, denominator (1 to 1000 each, from "
                                         "1 to 10).")),
                 "4, 3"),
        restricts("Water", "Fire",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Water restricts (the element cycle).")),
        restricts("Fire", "Wood",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Fire restricts (the element cycle).")),
        restricts("Wood", "Earth",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Wood restricts (the element cycle).")),
        restricts("Earth", "Water",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Earth restricts (the element cycle).")),
        restricts("Holy", "Evil",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Holy restricts (the element cycle).")),
        restricts("Evil", "Holy",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "The element Evil restricts (the element cycle).")),
        defaults(integer("characters/chancePercent", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "How often a monster acts on its character in a "
                                           "battle, in per cent (0 to 100).")),
                 "20"),
        field("characters/rage", T::Stats,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "A raging monster's attributes, in per cent of its own (0 to "
                                "1000; empty: 100).")),
        field("characters/calm", T::Stats,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "A calm monster's attributes, in per cent of its own (0 to 1000; "
                                "empty: 100).")),
        field("characters/timid", T::Stats,
              QT_TRANSLATE_NOOP("pd::RecordSchema",
                                "A timid monster's attributes, in per cent of its own (0 to "
                                "1000; empty: 100).")),
        defaults(integer("chests/trappedPercent", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "The share of chests that are trapped, in per cent "
                                           "(0 to 100).")),
                 "0"),
        defaults(integer("chests/mimicPercent", 0, 100,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "The share of the other chests that are a monster, "
                                           "in per cent (0 to 100).")),
                 "0"),
        ref("chests/trap", RecordKind::Trap,
            QT_TRANSLATE_NOOP("pd::RecordSchema", "The trap a trapped chest springs (a trap id).")),
        ref("chests/mimic", RecordKind::Monster,
            QT_TRANSLATE_NOOP("pd::RecordSchema",
                              "The monster a mimic chest turns into (a monster id).")),
        defaults(field("chests/stepOnto", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether walking into a chest steps onto it and opens "
                                         "it there (true) or opens it from beside (false).")),
                 "false"),
        defaults(field("chips/gateExit", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether the way down opens only when every chip of "
                                         "the level is picked up.")),
                 "false"),
        defaults(field("equipmentOnce", T::Bool,
                       QT_TRANSLATE_NOOP("pd::RecordSchema",
                                         "Whether each piece of equipment can be found only once "
                                         "a game.")),
                 "false"),
        defaults(integer("scoring/newLevel", 0, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for reaching a new level.")),
                 "5"),
        defaults(integer("scoring/treasure", 0, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for opening a treasure.")),
                 "3"),
        defaults(integer("scoring/chip", 0, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for picking up a chip.")),
                 "1"),
        defaults(integer("scoring/kill", 0, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for each kill.")),
                 "0"),
        defaults(integer("scoring/win", 0, 1000000,
                         QT_TRANSLATE_NOOP("pd::RecordSchema", "Points for winning.")),
                 "0"),
        ref("win/item", RecordKind::Item,
            QT_TRANSLATE_NOOP("pd::RecordSchema",
                              "The item to carry back up to win (an item id); none: no win.")),
        integer(
            "win/depth", 1, 99,
            QT_TRANSLATE_NOOP("pd::RecordSchema", "The depth where the win item lies (1 to 99).")),
        defaults(integer("win/returnTo", 1, 99,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "The depth to bring the win item back to (1 to 99).")),
                 "1"),
    };
    return fields;
}

ItemLook itemLook(const QString &kind) {
    static const QHash<QString, ItemLook> looks = {
        {QStringLiteral("medicine"), {QStringLiteral("!"), QStringLiteral("#e04848")}},
        {QStringLiteral("weapon"), {QStringLiteral("/"), QStringLiteral("#e0e4f0")}},
        {QStringLiteral("armour"), {QStringLiteral("["), QStringLiteral("#b8c0c8")}},
        {QStringLiteral("shoes"), {QStringLiteral("]"), QStringLiteral("#a08870")}},
        {QStringLiteral("treasure"), {QStringLiteral("$"), QStringLiteral("#f0c850")}},
        {QStringLiteral("chip"), {QStringLiteral("*"), QStringLiteral("#50d0e0")}},
        {QStringLiteral("artefact"), {QStringLiteral("&"), QStringLiteral("#ffd75f")}}};
    return looks.value(kind);
}

const QList<FieldSpec> &bandSchema() {
    static const QList<FieldSpec> fields = [] {
        auto count = [](const char *path, const char *description) {
            return defaults(field(path, T::Dice, description), "0");
        };
        return QList<FieldSpec>{
            required(integer(
                "from", 1, 99,
                QT_TRANSLATE_NOOP("pd::RecordSchema", "The first depth of the band (1 to 99)."))),
            required(integer(
                "to", 1, 99,
                QT_TRANSLATE_NOOP("pd::RecordSchema", "The last depth of the band (1 to 99)."))),
            required(ref("generator", RecordKind::Table,
                         QT_TRANSLATE_NOOP("pd::RecordSchema",
                                           "A table whose rows' values are generator settings "
                                           "(rooms, caves, maze, chambers)."))),
            ref("monsters", RecordKind::Table,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "The table each monster of a level is rolled on.")),
            count("monsterCount",
                  QT_TRANSLATE_NOOP("pd::RecordSchema",
                                    "How many monsters a level rolls (dice; may use depth).")),
            ref("items", RecordKind::Table,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "The table each item of a level is rolled on (it may give "
                                  "monsters and traps too).")),
            count("itemCount", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                 "How many items a level rolls (dice; may use "
                                                 "depth).")),
            ref("traps", RecordKind::Table,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "The table each trap of a level is rolled on.")),
            count("trapCount", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                 "How many traps a level rolls (dice; may use "
                                                 "depth).")),
            ref("chests", RecordKind::Table,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "The table a chest's loot is rolled on when it is opened.")),
            count("chestCount", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                  "How many chests a level has (dice; may use "
                                                  "depth).")),
            ref("chips", RecordKind::Table,
                QT_TRANSLATE_NOOP("pd::RecordSchema",
                                  "The table each chip of a level is rolled on.")),
            count("chipCount", QT_TRANSLATE_NOOP("pd::RecordSchema",
                                                 "How many chips a level rolls (dice; may use "
                                                 "depth).")),
        };
    }();
    return fields;
}

} // namespace pd
