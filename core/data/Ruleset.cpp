#include "Ruleset.h"

#include "data/schema/PackSchema.h"

namespace pd {

namespace {
Stats percentStats(std::initializer_list<std::pair<Stat, qint64>> values) {
    Stats s;
    for (Stat st : kAllStats)
        s[st] = 100;
    for (auto [st, v] : values)
        s[st] = v;
    return s;
}
} // namespace

Ruleset Ruleset::defaults() {
    Ruleset r;
    r.heroStats[Stat::Hp] = 100;
    r.heroStats[Stat::Mp] = 30;
    r.heroStats[Stat::Atk] = 14;
    r.heroStats[Stat::Def] = 8;
    r.heroStats[Stat::Cri] = 5;
    r.heroStats[Stat::Hit] = 20;
    r.heroStats[Stat::Dop] = 10;
    r.rage = percentStats({{Stat::Atk, 120}, {Stat::Cri, 120}});
    r.calm = percentStats({{Stat::Def, 120}});
    r.timid = percentStats({{Stat::Hit, 120}, {Stat::Dop, 120}});
    r.restricts = {{Element::Water, Element::Fire}, {Element::Fire, Element::Wood},
                   {Element::Wood, Element::Earth}, {Element::Earth, Element::Water},
                   {Element::Holy, Element::Evil},  {Element::Evil, Element::Holy}};
    r.boltDamage = DiceField::constant(0);
    r.boltCost = DiceField::constant(0);
    r.fallDamage = DiceField::constant(0);
    return r;
}

const Ruleset::Band *Ruleset::bandFor(int d) const {
    for (const Band &b : bands)
        if (d >= b.from && d <= b.to)
            return &b;
    return nullptr;
}

int Ruleset::arrivalsEveryAt(int d) const {
    const Band *band = bandFor(d);
    return band && band->arrivalsEvery >= 0 ? band->arrivalsEvery : arrivalsEvery;
}

int Ruleset::heroLevelFor(qint64 points) const {
    int level = 1;
    for (int i = 1; i < experience.size(); ++i)
        if (points >= experience.at(i))
            level = i + 1;
    return level;
}

// Read from its schema (data/schema/RulesetSchema.cpp), over the defaults.
Ruleset Ruleset::fromJson(JsonObjectReader &r) {
    Ruleset rs = defaults();
    schema::read(schema::ruleset(), r, rs);
    return rs;
}

QJsonObject Ruleset::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("format"), 1);
    o.insert(QStringLiteral("health"),
             health == Health::Xp ? QStringLiteral("xp") : QStringLiteral("hp"));
    o.insert(QStringLiteral("battle"),
             battle == Battle::Screen ? QStringLiteral("screen") : QStringLiteral("bump"));
    o.insert(QStringLiteral("levels"), levels == Levels::Disposable ? QStringLiteral("disposable")
                                                                    : QStringLiteral("persistent"));
    o.insert(QStringLiteral("movement"), movement);
    // Written only when they differ from the defaults, so that a pack that leaves them out keeps
    // the content hash it had before they existed.
    if (bump == Bump::Contact)
        o.insert(QStringLiteral("bump"), QStringLiteral("contact"));
    if (doorWarmup != 0)
        o.insert(QStringLiteral("doorWarmup"), doorWarmup);
    if (mpRegenTurns != 0)
        o.insert(QStringLiteral("mpRegenTurns"), mpRegenTurns);
    if (hpRegenTurns != 0)
        o.insert(QStringLiteral("hpRegenTurns"), hpRegenTurns);
    if (stealthRange != 7)
        o.insert(QStringLiteral("stealthRange"), stealthRange);
    if (chaseSight == ChaseSight::Radius)
        o.insert(QStringLiteral("chaseSight"), QStringLiteral("radius"));
    if (doors == Doors::Closing)
        o.insert(QStringLiteral("doors"), QStringLiteral("closing"));
    if (monsterShots == MonsterShots::Straight)
        o.insert(QStringLiteral("monsterShots"), QStringLiteral("straight"));
    if (secretDoorPercent != 0)
        o.insert(QStringLiteral("secretDoorPercent"), secretDoorPercent);
    QJsonObject terrain;
    const auto put = [&terrain](const char *key, int value, int byDefault) {
        if (value != byDefault)
            terrain.insert(QLatin1String(key), value);
    };
    put("waterPercent", waterPercent, 0);
    put("lavaPercent", lavaPercent, 0);
    put("chasmPercent", chasmPercent, 0);
    put("grassPercent", grassPercent, 0);
    put("lakeCells", lakeCells, 40);
    put("deepWaterDropPercent", deepWaterDropPercent, 50);
    if (fallDamage.isSet() && fallDamage.text != QLatin1String("0"))
        terrain.insert(QStringLiteral("fallDamage"), fallDamage.toJson());
    if (!terrain.isEmpty())
        o.insert(QStringLiteral("terrain"), terrain);
    QJsonObject vaults;
    if (vaultChancePercent != 0)
        vaults.insert(QStringLiteral("chancePercent"), vaultChancePercent);
    if (!vaultKey.isEmpty())
        vaults.insert(QStringLiteral("key"), vaultKey);
    if (vaultPrice != 20)
        vaults.insert(QStringLiteral("price"), vaultPrice);
    if (!vaults.isEmpty())
        o.insert(QStringLiteral("vaults"), vaults);
    QJsonObject ui;
    if (blockingHints)
        ui.insert(QStringLiteral("blockingHints"), true);
    if (menuKeys == MenuKeys::Report)
        ui.insert(QStringLiteral("menuKeys"), QStringLiteral("report"));
    if (orientationKeys)
        ui.insert(QStringLiteral("orientationKeys"), true);
    if (!ui.isEmpty())
        o.insert(QStringLiteral("interface"), ui);
    o.insert(QStringLiteral("fov"), QJsonObject{{QStringLiteral("enabled"), fovEnabled},
                                                {QStringLiteral("radius"), fovRadius}});
    QJsonArray bandArray;
    for (const Band &b : bands) {
        QJsonObject bo{{QStringLiteral("from"), b.from},
                       {QStringLiteral("to"), b.to},
                       {QStringLiteral("generator"), b.generator}};
        auto pop = [&bo](const char *t, const char *c, const QString &ref, const DiceField &d) {
            if (!ref.isEmpty()) {
                bo.insert(QLatin1String(t), ref);
                bo.insert(QLatin1String(c), d.toJson());
            }
        };
        pop("monsters", "monsterCount", b.monsters, b.monsterCount);
        pop("items", "itemCount", b.items, b.itemCount);
        pop("traps", "trapCount", b.traps, b.trapCount);
        pop("chests", "chestCount", b.chests, b.chestCount);
        pop("chips", "chipCount", b.chips, b.chipCount);
        if (!b.vaults.isEmpty())
            bo.insert(QStringLiteral("vaults"), b.vaults);
        if (b.arrivalsEvery >= 0)
            bo.insert(QStringLiteral("arrivals"), b.arrivalsEvery);
        if (!b.look.isEmpty())
            bo.insert(QStringLiteral("look"), b.look);
        bandArray.append(bo);
    }
    QJsonObject dungeon{{QStringLiteral("depth"), depth}, {QStringLiteral("bands"), bandArray}};
    if (stairs == Stairs::Anywhere)
        dungeon.insert(QStringLiteral("stairs"), QStringLiteral("anywhere"));
    if (deadEnds == DeadEnds::Random)
        dungeon.insert(QStringLiteral("deadEnds"), QStringLiteral("random"));
    QJsonObject arrivals;
    if (arrivalsEvery != 0)
        arrivals.insert(QStringLiteral("every"), arrivalsEvery);
    if (arrivalsMax != 3)
        arrivals.insert(QStringLiteral("max"), arrivalsMax);
    if (!arrivalsTable.isEmpty())
        arrivals.insert(QStringLiteral("table"), arrivalsTable);
    if (!arrivals.isEmpty())
        dungeon.insert(QStringLiteral("arrivals"), arrivals);
    o.insert(QStringLiteral("dungeon"), dungeon);
    QJsonArray exp;
    for (qint64 e : experience)
        exp.append(e);
    QJsonArray inv;
    for (const InventoryEntry &e : inventory)
        inv.append(
            QJsonObject{{QStringLiteral("item"), e.item}, {QStringLiteral("count"), e.count}});
    o.insert(QStringLiteral("hero"),
             QJsonObject{{QStringLiteral("name"), heroName},
                         {QStringLiteral("stats"), heroStats.toJson()},
                         {QStringLiteral("xp"), heroXp},
                         {QStringLiteral("experience"), exp},
                         {QStringLiteral("levelGains"), levelGains.toJson()},
                         {QStringLiteral("inventory"), inv}});
    o.insert(QStringLiteral("combat"),
             QJsonObject{{QStringLiteral("criticalPercent"), criticalPercent},
                         {QStringLiteral("defendPercent"), defendPercent},
                         {QStringLiteral("bolts"), bolts},
                         {QStringLiteral("boltDamage"), boltDamage.toJson()},
                         {QStringLiteral("boltCost"), boltCost.toJson()},
                         {QStringLiteral("spellBolts"), spellBolts}});
    QJsonObject cycle;
    for (auto it = restricts.constBegin(); it != restricts.constEnd(); ++it)
        cycle.insert(elementName(it.key()), elementName(it.value()));
    o.insert(
        QStringLiteral("spells"),
        QJsonObject{
            {QStringLiteral("unlock"), QJsonArray{spellUnlock[0], spellUnlock[1], spellUnlock[2]}},
            {QStringLiteral("restrict"), QJsonArray{restrictNumerator, restrictDenominator}},
            {QStringLiteral("restricts"), cycle}});
    auto pct = [](const Stats &s) {
        QJsonObject po;
        for (Stat st : kAllStats)
            if (s[st] != 100)
                po.insert(statKey(st), s[st]);
        return po;
    };
    o.insert(QStringLiteral("characters"),
             QJsonObject{{QStringLiteral("chancePercent"), characterChancePercent},
                         {QStringLiteral("rage"), pct(rage)},
                         {QStringLiteral("calm"), pct(calm)},
                         {QStringLiteral("timid"), pct(timid)}});
    QJsonObject chests{{QStringLiteral("trappedPercent"), chestTrappedPercent},
                       {QStringLiteral("mimicPercent"), chestMimicPercent}};
    if (!chestTrap.isEmpty())
        chests.insert(QStringLiteral("trap"), chestTrap);
    if (!chestMimic.isEmpty())
        chests.insert(QStringLiteral("mimic"), chestMimic);
    if (chestStepOnto)
        chests.insert(QStringLiteral("stepOnto"), true);
    o.insert(QStringLiteral("chests"), chests);
    o.insert(QStringLiteral("chips"), QJsonObject{{QStringLiteral("gateExit"), chipsGateExit}});
    o.insert(QStringLiteral("equipmentOnce"), equipmentOnce);
    o.insert(QStringLiteral("scoring"), QJsonObject{{QStringLiteral("newLevel"), scoreNewLevel},
                                                    {QStringLiteral("treasure"), scoreTreasure},
                                                    {QStringLiteral("chip"), scoreChip},
                                                    {QStringLiteral("kill"), scoreKill},
                                                    {QStringLiteral("win"), scoreWin}});
    if (hasWin)
        o.insert(QStringLiteral("win"), QJsonObject{{QStringLiteral("item"), winItem},
                                                    {QStringLiteral("depth"), winDepth},
                                                    {QStringLiteral("returnTo"), winReturnTo}});
    return o;
}

} // namespace pd
