#include "data/schema/PackSchema.h"

#include <algorithm>

namespace pd::schema {

namespace {

using R = Ruleset;
using Band = Ruleset::Band;

void readFormat(const Field &, JsonObjectReader &r, Ruleset &) {
    fields::readFormat(r, 1);
}

void readMovement(const Field &f, JsonObjectReader &r, Ruleset &rs) {
    rs.movement = int(r.integer(f.path, f.defaultText.toLongLong(), f.min, f.max));
    if (rs.movement != 4 && rs.movement != 8) {
        r.error(f.path, QStringLiteral("movement is 4 or 8 directions"));
        rs.movement = 8;
    }
}

// Every depth in exactly one band; uncovered depths are reported as runs.
void checkBands(JsonObjectReader &d, Ruleset &rs) {
    auto depthsText = [](int from, int to) {
        return from == to ? QStringLiteral("depth %1").arg(from)
                          : QStringLiteral("depths %1-%2").arg(from).arg(to);
    };
    int gapStart = 0;
    for (int depth = 1; depth <= rs.depth + 1; ++depth) {
        int hits = 0;
        for (const Band &band : std::as_const(rs.bands))
            hits += depth >= band.from && depth <= band.to ? 1 : 0;
        const bool uncovered = depth <= rs.depth && hits == 0;
        if (uncovered && gapStart == 0)
            gapStart = depth;
        if (!uncovered && gapStart > 0) {
            d.error(QStringLiteral("bands"),
                    QStringLiteral("no band covers %1 (the dungeon has %2)")
                        .arg(depthsText(gapStart, depth - 1))
                        .arg(rs.depth));
            gapStart = 0;
        }
        if (depth <= rs.depth && hits > 1)
            d.error(QStringLiteral("bands"),
                    QStringLiteral("depth %1 is in %2 bands; bands must not overlap")
                        .arg(depth)
                        .arg(hits));
    }
    for (const Band &band : std::as_const(rs.bands))
        if (band.to > rs.depth)
            d.context().warning(jsonpointer::child(band.pointer, QStringLiteral("to")),
                                QStringLiteral("band reaches depth %1, below the deepest "
                                               "level %2")
                                    .arg(band.to)
                                    .arg(rs.depth));
}

void checkHero(JsonObjectReader &h, Ruleset &rs) {
    if (rs.health == Ruleset::Health::Hp && rs.heroStats[Stat::Hp] <= 0)
        h.error(QStringLiteral("stats"), QStringLiteral("the hero needs \"hp\" above 0"));
}

// Thresholds per level: rising, from 0.
void readExperience(const Field &f, JsonObjectReader &h, Ruleset &rs) {
    const QJsonArray exp = h.array(f.path);
    qint64 last = -1;
    for (qsizetype i = 0; i < exp.size(); ++i) {
        const QString p = jsonpointer::child(h.pointerOf(f.path), i);
        const auto v = JsonObjectReader::toInteger(exp.at(i), 0, 1000000000);
        if (!v) {
            h.context().error(p, QStringLiteral("expected a whole number of experience points"));
            continue;
        }
        if (*v <= last)
            h.context().error(
                p,
                QStringLiteral("experience thresholds must rise (%1 after %2)").arg(*v).arg(last));
        last = *v;
        rs.experience << *v;
    }
    if (!rs.experience.isEmpty() && rs.experience.first() != 0)
        h.context().error(jsonpointer::child(h.pointerOf(f.path), 0),
                          QStringLiteral("level 1 starts at 0 experience"));
}

// The element points that unlock spell levels 1, 2 and 3.
void readUnlock(const Field &f, JsonObjectReader &s, Ruleset &rs) {
    const QJsonArray unlock = s.array(f.path);
    if (!s.has(f.path))
        return;
    if (unlock.size() != 3) {
        s.error(f.path,
                QStringLiteral("expected 3 thresholds (element points for levels 1, 2, 3)"));
        return;
    }
    for (int i = 0; i < 3; ++i) {
        const auto v = JsonObjectReader::toInteger(unlock.at(i), 0, 100000);
        if (!v || (i > 0 && *v < rs.spellUnlock[std::size_t(i - 1)]))
            s.context().error(jsonpointer::child(s.pointerOf(f.path), i),
                              QStringLiteral("expected rising whole numbers"));
        else
            rs.spellUnlock[std::size_t(i)] = int(*v);
    }
}

// "restrict": [numerator, denominator], a multiplier from 1 to 10 (4/3 in the maze duel).
void readRestrict(const Field &f, JsonObjectReader &s, Ruleset &rs) {
    if (!s.has(f.path))
        return;
    const QJsonArray fraction = s.array(f.path);
    if (!s.object().value(f.path).isArray())
        return;
    if (fraction.size() != 2) {
        s.error(f.path, QStringLiteral("expected [numerator, denominator], e.g. [4, 3]"));
        return;
    }
    std::optional<qint64> parts[2];
    for (int i = 0; i < 2; ++i) {
        parts[i] = JsonObjectReader::toInteger(fraction.at(i), 1, 1000);
        if (!parts[i])
            s.context().error(jsonpointer::child(s.pointerOf(f.path), i),
                              QStringLiteral("expected a whole number from 1 to 1000"));
    }
    if (!parts[0] || !parts[1])
        return;
    if (*parts[0] < *parts[1] || *parts[0] > 10 * *parts[1]) {
        s.error(f.path, QStringLiteral("%1/%2 is outside 1 to 10 (restriction multiplies damage)")
                            .arg(*parts[0])
                            .arg(*parts[1]));
        return;
    }
    rs.restrictNumerator = int(*parts[0]);
    rs.restrictDenominator = int(*parts[1]);
}

// One element's place in the cycle: the element it restricts. An object "restricts" is the
// whole cycle: an element it leaves out restricts nothing.
void readRestricts(const Field &f, JsonObjectReader &cycle, Ruleset &rs) {
    const Element from = *elementFromName(f.path);
    const QString target =
        cycle.enumeration(f.path, elementNames(), QString(), QStringLiteral("element"));
    if (target.isEmpty())
        rs.restricts.remove(from);
    else
        rs.restricts.insert(from, *elementFromName(target));
}
Member<R> restricts(const char *element, const char *byDefault) {
    return custom(element, FieldType::Element, readRestricts).byDefault(byDefault);
}

// A character's attributes in per cent of the monster's own: those it leaves out (or at 0) are
// unchanged (100).
Member<R> percentStats(const char *path, Stats R::*member) {
    Member<R> m = stats(path, 0, 1000, member);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, R &rs) {
        if (!r.has(f.path)) {
            r.ignore(f.path);
            return;
        }
        Stats s = fields::readStats(r, f.path, f.min, f.max);
        for (Stat st : kAllStats)
            if (s[st] == 0)
                s[st] = 100;
        rs.*member = s;
    };
    return m;
}

void checkChests(JsonObjectReader &c, Ruleset &rs) {
    if (rs.chestTrappedPercent > 0 && rs.chestTrap.isEmpty())
        c.error(QStringLiteral("trappedPercent"),
                QStringLiteral("trapped chests need a \"trap\" id"));
    if (rs.chestMimicPercent > 0 && rs.chestMimic.isEmpty())
        c.error(QStringLiteral("mimicPercent"),
                QStringLiteral("mimics need a \"mimic\" monster id"));
    if (rs.chestTrappedPercent + rs.chestMimicPercent > 100)
        c.errorHere(QStringLiteral("trappedPercent + mimicPercent is above 100"));
}

void checkWin(JsonObjectReader &w, Ruleset &rs) {
    rs.hasWin = w.isObject();
    if (rs.winDepth > rs.depth)
        w.error(QStringLiteral("depth"),
                QStringLiteral("the win item lies at depth %1 but the dungeon has %2 levels")
                    .arg(rs.winDepth)
                    .arg(rs.depth));
    if (rs.winReturnTo > rs.winDepth)
        w.error(QStringLiteral("returnTo"),
                QStringLiteral("returnTo must not be deeper than the item's depth"));
}
bool hasWin(const Ruleset &rs) {
    return rs.hasWin;
}

Member<R> dungeonFields() {
    return object<R>(
               "dungeon",
               {
                   integer("depth", 1, 99, &R::depth).byDefault("10"),
                   enumeration("stairs", words({"far", "anywhere"}), "stairs rule", &R::stairs)
                       .byDefault("far"),
                   enumeration("deadEnds", words({"farthest", "random"}), "dead-end rule",
                               &R::deadEnds)
                       .byDefault("farthest"),
                   object<R>("arrivals",
                             {
                                 integer("every", 0, 100000, &R::arrivalsEvery).byDefault("0"),
                                 integer("max", 1, 100, &R::arrivalsMax).byDefault("3"),
                                 ref("table", RecordKind::Table, &R::arrivalsTable),
                             }),
                   list("bands", &R::bands, band).required(),
               })
        .required(QStringLiteral(" (depth and bands)"))
        .checkedBy(checkBands);
}

Member<R> heroFields() {
    return object<R>("hero",
                     {
                         text("name", &R::heroName).byDefault("Hero"),
                         stats("stats", 0, 1000000, &R::heroStats),
                         integer("xp", 1, 1000000, &R::heroXp).byDefault("10"),
                         custom("experience", FieldType::Numbers, readExperience),
                         stats("levelGains", 0, 100000, &R::levelGains),
                         list("inventory", &R::inventory, inventoryEntry),
                     })
        .checkedBy(checkHero);
}

Member<R> combatFields() {
    return object<R>(
        "combat", {
                      integer("criticalPercent", 100, 1000, &R::criticalPercent).byDefault("150"),
                      integer("defendPercent", 0, 100, &R::defendPercent).byDefault("75"),
                      boolean("bolts", &R::bolts).byDefault("false"),
                      dice("boltDamage", 0, 100000, &R::boltDamage).byDefault("0"),
                      dice("boltCost", 0, 100000, &R::boltCost).byDefault("0"),
                      boolean("spellBolts", &R::spellBolts).byDefault("false"),
                  });
}

Member<R> spellFields() {
    return object<R>(
        "spells",
        {
            custom("unlock", FieldType::Numbers, readUnlock),
            retired<R>("restrictPercent", "\"restrictPercent\" is replaced by \"restrict\": "
                                          "[numerator, denominator], e.g. [4, 3]"),
            custom("restrict", FieldType::Numbers, readRestrict).byDefault("4, 3"),
            object<R>("restricts", {restricts("Water", "Fire"), restricts("Fire", "Wood"),
                                    restricts("Wood", "Earth"), restricts("Earth", "Water"),
                                    restricts("Holy", "Evil"), restricts("Evil", "Holy")}),
        });
}

Member<R> chestFields() {
    return object<R>("chests",
                     {
                         integer("trappedPercent", 0, 100, &R::chestTrappedPercent).byDefault("0"),
                         integer("mimicPercent", 0, 100, &R::chestMimicPercent).byDefault("0"),
                         ref("trap", RecordKind::Trap, &R::chestTrap),
                         ref("mimic", RecordKind::Monster, &R::chestMimic),
                         boolean("stepOnto", &R::chestStepOnto).byDefault("false"),
                     })
        .checkedBy(checkChests);
}

Member<R> scoringFields() {
    return object<R>("scoring",
                     {
                         integer("newLevel", 0, 1000000, &R::scoreNewLevel).byDefault("5"),
                         integer("treasure", 0, 1000000, &R::scoreTreasure).byDefault("3"),
                         integer("chip", 0, 1000000, &R::scoreChip).byDefault("1"),
                         integer("kill", 0, 1000000, &R::scoreKill).byDefault("0"),
                         integer("win", 0, 1000000, &R::scoreWin).byDefault("0"),
                     });
}

Member<R> winFields() {
    return object<R>("win",
                     {
                         ref("item", RecordKind::Item, &R::winItem).required(),
                         integer("depth", 1, 99, &R::winDepth).required(),
                         integer("returnTo", 1, 99, &R::winReturnTo).byDefault("1"),
                     })
        .nullMeansAbsent()
        .checkedBy(checkWin)
        .followedIf(hasWin);
}

// A band's last depth: its first when it is left out or wrong, and not above it.
void readTo(const Field &f, JsonObjectReader &b, Band &band) {
    band.to = int(b.requiredInteger(f.path, f.min, f.max, band.from));
    if (band.to < band.from)
        b.error(f.path,
                QStringLiteral("\"to\" (%1) is below \"from\" (%2)").arg(band.to).arg(band.from));
}

void readGenerator(const Field &f, JsonObjectReader &b, Band &band) {
    band.generator = fields::readRef(b, f.path);
    if (!b.has(f.path))
        b.missing(f.path, QStringLiteral(" (a table of generator settings)"));
}

// How many of a population table a level rolls: dice that may use "depth", checked at both
// ends of the band.
Member<Band> count(const char *path, DiceField Band::*member) {
    Member<Band> m = dice(path, 0, 1000, member).byDefault("0");
    m.read = [member](const Field &f, JsonObjectReader &b, const QString &, Band &band) {
        band.*member = fields::readDepthDice(b, f.path, f.defaultText, f.min, f.max, band.from,
                                             std::max(band.from, band.to));
    };
    return m;
}

// A population table and its count go together.
void checkBand(JsonObjectReader &b, Band &) {
    static const char *const pairs[][2] = {{"monsters", "monsterCount"},
                                           {"items", "itemCount"},
                                           {"traps", "trapCount"},
                                           {"chests", "chestCount"},
                                           {"chips", "chipCount"}};
    for (const auto &pair : pairs) {
        const QString table = QLatin1String(pair[0]), count = QLatin1String(pair[1]);
        if (b.has(count) && !b.has(table))
            b.error(count, QStringLiteral("\"%1\" without a \"%2\" table").arg(count, table));
        if (b.has(table) && !b.has(count))
            b.error(table,
                    QStringLiteral("\"%1\" needs \"%2\" (dice: how many)").arg(table, count));
    }
}

} // namespace

const Schema<Ruleset> &ruleset() {
    static const Schema<Ruleset> schema{
        QStringLiteral("ruleset"), &R::pointer, QString(),
        object<R>(
            "",
            {
                custom("format", FieldType::Integer, readFormat).range(1, 1000000).notInForm(),
                enumeration("health", words({"hp", "xp"}), "health model", &R::health)
                    .byDefault("hp"),
                enumeration("battle", words({"bump", "screen"}), "battle mode", &R::battle)
                    .byDefault("bump"),
                enumeration("levels", words({"persistent", "disposable"}), "level mode", &R::levels)
                    .byDefault("persistent"),
                enumeration("bump", words({"attack", "contact"}), "bump rule", &R::bump)
                    .byDefault("attack"),
                integer("doorWarmup", 0, 100, &R::doorWarmup).byDefault("0"),
                enumeration("chaseSight", words({"line", "radius"}), "chase sight", &R::chaseSight)
                    .byDefault("line"),
                integer("mpRegenTurns", 0, 10000, &R::mpRegenTurns).byDefault("0"),
                integer("hpRegenTurns", 0, 10000, &R::hpRegenTurns).byDefault("0"),
                integer("stealthRange", 1, 40, &R::stealthRange).byDefault("7"),
                enumeration("doors", words({"open", "closing"}), "door rule", &R::doors)
                    .byDefault("open"),
                enumeration("monsterShots", words({"any", "straight"}), "monster shot rule",
                            &R::monsterShots)
                    .byDefault("any"),
                integer("secretDoorPercent", 0, 100, &R::secretDoorPercent).byDefault("0"),
                object<R>("terrain",
                          {
                              integer("waterPercent", 0, 100, &R::waterPercent).byDefault("0"),
                              integer("lavaPercent", 0, 100, &R::lavaPercent).byDefault("0"),
                              integer("chasmPercent", 0, 100, &R::chasmPercent).byDefault("0"),
                              integer("grassPercent", 0, 100, &R::grassPercent).byDefault("0"),
                              integer("lakeCells", 4, 400, &R::lakeCells).byDefault("40"),
                              integer("deepWaterDropPercent", 0, 100, &R::deepWaterDropPercent)
                                  .byDefault("50"),
                              dice("fallDamage", 0, 100000, &R::fallDamage).byDefault("0"),
                          }),
                object<R>(
                    "vaults",
                    {
                        integer("chancePercent", 0, 100, &R::vaultChancePercent).byDefault("0"),
                        ref("key", RecordKind::Item, &R::vaultKey),
                        integer("price", 0, 1000000, &R::vaultPrice).byDefault("20"),
                    }),
                object<R>("interface",
                          {
                              boolean("blockingHints", &R::blockingHints).byDefault("false"),
                              enumeration("menuKeys", words({"roguelike", "report"}), "menu keys",
                                          &R::menuKeys)
                                  .byDefault("roguelike"),
                              boolean("orientationKeys", &R::orientationKeys).byDefault("false"),
                          }),
                custom("movement", FieldType::Integer, readMovement).range(4, 8).byDefault("8"),
                object<R>("fov",
                          {
                              boolean("enabled", &R::fovEnabled).byDefault("true"),
                              integer("radius", 1, 40, &R::fovRadius).byDefault("8"),
                          }),
                dungeonFields(),
                heroFields(),
                combatFields(),
                spellFields(),
                object<R>("characters",
                          {
                              integer("chancePercent", 0, 100, &R::characterChancePercent)
                                  .byDefault("20"),
                              percentStats("rage", &R::rage),
                              percentStats("calm", &R::calm),
                              percentStats("timid", &R::timid),
                          }),
                chestFields(),
                object<R>("chips", {boolean("gateExit", &R::chipsGateExit).byDefault("false")}),
                boolean("equipmentOnce", &R::equipmentOnce).byDefault("false"),
                scoringFields(),
                winFields(),
            })
            .onlyAnObject()};
    return schema;
}

const Schema<Ruleset::Band> &band() {
    static const Schema<Band> schema{
        QStringLiteral("band"), &Band::pointer, QString(),
        object<Band>("",
                     {
                         integer("from", 1, 99, &Band::from).required(),
                         integer("to", 1, 99, &Band::to).required().reads(readTo),
                         ref("generator", RecordKind::Table, &Band::generator)
                             .required()
                             .reads(readGenerator),
                         ref("monsters", RecordKind::Table, &Band::monsters),
                         count("monsterCount", &Band::monsterCount),
                         ref("items", RecordKind::Table, &Band::items),
                         count("itemCount", &Band::itemCount),
                         ref("traps", RecordKind::Table, &Band::traps),
                         count("trapCount", &Band::trapCount),
                         ref("chests", RecordKind::Table, &Band::chests),
                         count("chestCount", &Band::chestCount),
                         ref("chips", RecordKind::Table, &Band::chips),
                         count("chipCount", &Band::chipCount),
                         ref("vaults", RecordKind::Table, &Band::vaults),
                         integer("arrivals", 0, 100000, &Band::arrivalsEvery),
                         text("look", &Band::look),
                     })
            .checkedBy(checkBand)};
    return schema;
}

const Schema<Ruleset::InventoryEntry> &inventoryEntry() {
    using E = Ruleset::InventoryEntry;
    static const Schema<E> schema{
        QStringLiteral("inventory"), &E::pointer, QString(),
        object<E>("", {
                          ref("item", RecordKind::Item, &E::item).required(),
                          integer("count", 1, 999, &E::count).byDefault("1"),
                      })};
    return schema;
}

} // namespace pd::schema
