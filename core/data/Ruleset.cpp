#include "Ruleset.h"

#include "json/JsonPointer.h"

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

Stats readPercentStats(JsonObjectReader &r, const QString &key, const Stats &fallback) {
    if (!r.has(key)) {
        r.ignore(key);
        return fallback;
    }
    Stats s = fields::readStats(r, key, 0, 1000);
    for (Stat st : kAllStats)
        if (s[st] == 0)
            s[st] = 100; // unlisted stats are unchanged
    return s;
}
// "restrict": [numerator, denominator], a multiplier from 1 to 10 (4/3 in the maze duel).
void readRestrict(JsonObjectReader &s, Ruleset &rs) {
    const QString key = QStringLiteral("restrict");
    const QJsonArray fraction = s.array(key);
    if (!s.object().value(key).isArray())
        return;
    if (fraction.size() != 2) {
        s.error(key, QStringLiteral("expected [numerator, denominator], e.g. [4, 3]"));
        return;
    }
    std::optional<qint64> parts[2];
    for (int i = 0; i < 2; ++i) {
        parts[i] = JsonObjectReader::toInteger(fraction.at(i), 1, 1000);
        if (!parts[i])
            s.context().error(jsonpointer::child(s.pointerOf(key), i),
                              QStringLiteral("expected a whole number from 1 to 1000"));
    }
    if (!parts[0] || !parts[1])
        return;
    if (*parts[0] < *parts[1] || *parts[0] > 10 * *parts[1]) {
        s.error(key, QStringLiteral("%1/%2 is outside 1 to 10 (restriction multiplies damage)")
                         .arg(*parts[0])
                         .arg(*parts[1]));
        return;
    }
    rs.restrictNumerator = int(*parts[0]);
    rs.restrictDenominator = int(*parts[1]);
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
    return r;
}

const Ruleset::Band *Ruleset::bandFor(int d) const {
    for (const Band &b : bands)
        if (d >= b.from && d <= b.to)
            return &b;
    return nullptr;
}

int Ruleset::heroLevelFor(qint64 points) const {
    int level = 1;
    for (int i = 1; i < experience.size(); ++i)
        if (points >= experience.at(i))
            level = i + 1;
    return level;
}

Ruleset Ruleset::fromJson(JsonObjectReader &r) {
    Ruleset rs = defaults();
    rs.pointer = r.pointer();
    if (!r.isObject())
        return rs;
    fields::readFormat(r, 1);
    rs.health =
        r.enumeration(QStringLiteral("health"), {QStringLiteral("hp"), QStringLiteral("xp")},
                      QStringLiteral("hp"), QStringLiteral("health model")) == QLatin1String("xp")
            ? Health::Xp
            : Health::Hp;
    rs.battle =
        r.enumeration(QStringLiteral("battle"), {QStringLiteral("bump"), QStringLiteral("screen")},
                      QStringLiteral("bump"),
                      QStringLiteral("battle mode")) == QLatin1String("screen")
            ? Battle::Screen
            : Battle::Bump;
    rs.levels = r.enumeration(QStringLiteral("levels"),
                              {QStringLiteral("persistent"), QStringLiteral("disposable")},
                              QStringLiteral("persistent"),
                              QStringLiteral("level mode")) == QLatin1String("disposable")
                    ? Levels::Disposable
                    : Levels::Persistent;
    rs.bump = r.enumeration(
                  QStringLiteral("bump"), {QStringLiteral("attack"), QStringLiteral("contact")},
                  QStringLiteral("attack"), QStringLiteral("bump rule")) == QLatin1String("contact")
                  ? Bump::Contact
                  : Bump::Attack;
    rs.doorWarmup = int(r.integer(QStringLiteral("doorWarmup"), 0, 0, 100));
    rs.mpRegenTurns = int(r.integer(QStringLiteral("mpRegenTurns"), 0, 0, 10000));
    rs.chaseSight =
        r.enumeration(QStringLiteral("chaseSight"),
                      {QStringLiteral("line"), QStringLiteral("radius")}, QStringLiteral("line"),
                      QStringLiteral("chase sight")) == QLatin1String("radius")
            ? ChaseSight::Radius
            : ChaseSight::Line;
    if (r.has(QStringLiteral("interface"))) {
        JsonObjectReader ui(r.context(), r.value(QStringLiteral("interface")),
                            r.pointerOf(QStringLiteral("interface")));
        rs.blockingHints = ui.boolean(QStringLiteral("blockingHints"), false);
        rs.menuKeys = ui.enumeration(QStringLiteral("menuKeys"),
                                     {QStringLiteral("roguelike"), QStringLiteral("report")},
                                     QStringLiteral("roguelike"),
                                     QStringLiteral("menu keys")) == QLatin1String("report")
                          ? MenuKeys::Report
                          : MenuKeys::Roguelike;
        rs.orientationKeys = ui.boolean(QStringLiteral("orientationKeys"), false);
        ui.finish();
    }
    rs.movement = int(r.integer(QStringLiteral("movement"), 8, 4, 8));
    if (rs.movement != 4 && rs.movement != 8) {
        r.error(QStringLiteral("movement"), QStringLiteral("movement is 4 or 8 directions"));
        rs.movement = 8;
    }

    if (r.has(QStringLiteral("fov"))) {
        JsonObjectReader f(r.context(), r.value(QStringLiteral("fov")),
                           r.pointerOf(QStringLiteral("fov")));
        rs.fovEnabled = f.boolean(QStringLiteral("enabled"), true);
        rs.fovRadius = int(f.integer(QStringLiteral("radius"), 8, 1, 40));
        f.finish();
    }

    if (r.has(QStringLiteral("dungeon"))) {
        JsonObjectReader d(r.context(), r.value(QStringLiteral("dungeon")),
                           r.pointerOf(QStringLiteral("dungeon")));
        rs.depth = int(d.integer(QStringLiteral("depth"), 10, 1, 99));
        rs.stairs = d.enumeration(QStringLiteral("stairs"),
                                  {QStringLiteral("far"), QStringLiteral("anywhere")},
                                  QStringLiteral("far"),
                                  QStringLiteral("stairs rule")) == QLatin1String("anywhere")
                        ? Stairs::Anywhere
                        : Stairs::Far;
        const QJsonArray bands = d.array(QStringLiteral("bands"), true);
        for (qsizetype i = 0; i < bands.size(); ++i) {
            JsonObjectReader b(r.context(), bands.at(i),
                               jsonpointer::child(d.pointerOf(QStringLiteral("bands")), i));
            Band band;
            band.pointer = b.pointer();
            band.from = int(b.requiredInteger(QStringLiteral("from"), 1, 99, 1));
            band.to = int(b.requiredInteger(QStringLiteral("to"), 1, 99, band.from));
            if (band.to < band.from)
                b.error(QStringLiteral("to"), QStringLiteral("\"to\" (%1) is below \"from\" (%2)")
                                                  .arg(band.to)
                                                  .arg(band.from));
            band.generator = fields::readRef(b, QStringLiteral("generator"));
            if (!b.has(QStringLiteral("generator")))
                b.missing(QStringLiteral("generator"),
                          QStringLiteral(" (a table of generator settings)"));
            struct Pop {
                const char *table;
                const char *count;
                QString *ref;
                DiceField *dice;
            };
            const Pop pops[] = {{"monsters", "monsterCount", &band.monsters, &band.monsterCount},
                                {"items", "itemCount", &band.items, &band.itemCount},
                                {"traps", "trapCount", &band.traps, &band.trapCount},
                                {"chests", "chestCount", &band.chests, &band.chestCount},
                                {"chips", "chipCount", &band.chips, &band.chipCount}};
            for (const Pop &p : pops) {
                const QString tableKey = QLatin1String(p.table);
                const QString countKey = QLatin1String(p.count);
                *p.ref = fields::readRef(b, tableKey);
                *p.dice = fields::readDepthDice(b, countKey, QStringLiteral("0"), 0, 1000,
                                                band.from, std::max(band.from, band.to));
                if (b.has(countKey) && !b.has(tableKey))
                    b.error(
                        countKey,
                        QStringLiteral("\"%1\" without a \"%2\" table").arg(countKey, tableKey));
                if (b.has(tableKey) && !b.has(countKey))
                    b.error(tableKey, QStringLiteral("\"%1\" needs \"%2\" (dice: how many)")
                                          .arg(tableKey, countKey));
            }
            b.finish();
            rs.bands << band;
        }
        d.finish();
        // Every depth in exactly one band; uncovered depths are reported as runs.
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
                r.context().warning(jsonpointer::child(band.pointer, QStringLiteral("to")),
                                    QStringLiteral("band reaches depth %1, below the deepest "
                                                   "level %2")
                                        .arg(band.to)
                                        .arg(rs.depth));
    } else {
        r.missing(QStringLiteral("dungeon"), QStringLiteral(" (depth and bands)"));
    }

    if (r.has(QStringLiteral("hero"))) {
        JsonObjectReader h(r.context(), r.value(QStringLiteral("hero")),
                           r.pointerOf(QStringLiteral("hero")));
        rs.heroName = h.string(QStringLiteral("name"), rs.heroName);
        if (h.has(QStringLiteral("stats")))
            rs.heroStats = fields::readStats(h, QStringLiteral("stats"), 0, 1000000);
        if (rs.health == Health::Hp && rs.heroStats[Stat::Hp] <= 0)
            h.error(QStringLiteral("stats"), QStringLiteral("the hero needs \"hp\" above 0"));
        rs.heroXp = int(h.integer(QStringLiteral("xp"), 10, 1, 1000000));
        const QJsonArray exp = h.array(QStringLiteral("experience"));
        qint64 last = -1;
        for (qsizetype i = 0; i < exp.size(); ++i) {
            const QString p = jsonpointer::child(h.pointerOf(QStringLiteral("experience")), i);
            const auto v = JsonObjectReader::toInteger(exp.at(i), 0, 1000000000);
            if (!v) {
                r.context().error(p,
                                  QStringLiteral("expected a whole number of experience points"));
                continue;
            }
            if (*v <= last)
                r.context().error(p, QStringLiteral("experience thresholds must rise (%1 after %2)")
                                         .arg(*v)
                                         .arg(last));
            last = *v;
            rs.experience << *v;
        }
        if (!rs.experience.isEmpty() && rs.experience.first() != 0)
            r.context().error(jsonpointer::child(h.pointerOf(QStringLiteral("experience")), 0),
                              QStringLiteral("level 1 starts at 0 experience"));
        rs.levelGains = fields::readStats(h, QStringLiteral("levelGains"), 0, 100000);
        const QJsonArray inv = h.array(QStringLiteral("inventory"));
        for (qsizetype i = 0; i < inv.size(); ++i) {
            JsonObjectReader e(r.context(), inv.at(i),
                               jsonpointer::child(h.pointerOf(QStringLiteral("inventory")), i));
            InventoryEntry entry;
            entry.pointer = e.pointer();
            entry.item = fields::readId(e, QStringLiteral("item"));
            entry.count = int(e.integer(QStringLiteral("count"), 1, 1, 999));
            e.finish();
            rs.inventory << entry;
        }
        h.finish();
    }

    if (r.has(QStringLiteral("combat"))) {
        JsonObjectReader c(r.context(), r.value(QStringLiteral("combat")),
                           r.pointerOf(QStringLiteral("combat")));
        rs.criticalPercent = int(c.integer(QStringLiteral("criticalPercent"), 150, 100, 1000));
        rs.defendPercent = int(c.integer(QStringLiteral("defendPercent"), 75, 0, 100));
        rs.bolts = c.boolean(QStringLiteral("bolts"), false);
        rs.boltDamage =
            fields::readDice(c, QStringLiteral("boltDamage"), QStringLiteral("0"), 0, 100000);
        rs.boltCost =
            fields::readDice(c, QStringLiteral("boltCost"), QStringLiteral("0"), 0, 100000);
        rs.spellBolts = c.boolean(QStringLiteral("spellBolts"), false);
        c.finish();
    }

    if (r.has(QStringLiteral("spells"))) {
        JsonObjectReader s(r.context(), r.value(QStringLiteral("spells")),
                           r.pointerOf(QStringLiteral("spells")));
        const QJsonArray unlock = s.array(QStringLiteral("unlock"));
        if (s.has(QStringLiteral("unlock"))) {
            if (unlock.size() != 3) {
                s.error(
                    QStringLiteral("unlock"),
                    QStringLiteral("expected 3 thresholds (element points for levels 1, 2, 3)"));
            } else {
                for (int i = 0; i < 3; ++i) {
                    const auto v = JsonObjectReader::toInteger(unlock.at(i), 0, 100000);
                    if (!v || (i > 0 && *v < rs.spellUnlock[std::size_t(i - 1)]))
                        r.context().error(
                            jsonpointer::child(s.pointerOf(QStringLiteral("unlock")), i),
                            QStringLiteral("expected rising whole numbers"));
                    else
                        rs.spellUnlock[std::size_t(i)] = int(*v);
                }
            }
        }
        if (s.has(QStringLiteral("restrictPercent"))) {
            s.value(QStringLiteral("restrictPercent"));
            s.error(QStringLiteral("restrictPercent"),
                    QStringLiteral("\"restrictPercent\" is replaced by \"restrict\": [numerator, "
                                   "denominator], e.g. [4, 3]"));
        }
        if (s.has(QStringLiteral("restrict")))
            readRestrict(s, rs);
        if (s.has(QStringLiteral("restricts"))) {
            JsonObjectReader cyc(r.context(), s.value(QStringLiteral("restricts")),
                                 s.pointerOf(QStringLiteral("restricts")));
            rs.restricts.clear();
            for (const QString &name : elementNames()) {
                const QString target =
                    cyc.enumeration(name, elementNames(), QString(), QStringLiteral("element"));
                if (!target.isEmpty())
                    rs.restricts.insert(*elementFromName(name), *elementFromName(target));
            }
            cyc.finish();
        }
        s.finish();
    }

    if (r.has(QStringLiteral("characters"))) {
        JsonObjectReader c(r.context(), r.value(QStringLiteral("characters")),
                           r.pointerOf(QStringLiteral("characters")));
        rs.characterChancePercent = int(c.integer(QStringLiteral("chancePercent"), 20, 0, 100));
        rs.rage = readPercentStats(c, QStringLiteral("rage"), rs.rage);
        rs.calm = readPercentStats(c, QStringLiteral("calm"), rs.calm);
        rs.timid = readPercentStats(c, QStringLiteral("timid"), rs.timid);
        c.finish();
    }

    if (r.has(QStringLiteral("chests"))) {
        JsonObjectReader c(r.context(), r.value(QStringLiteral("chests")),
                           r.pointerOf(QStringLiteral("chests")));
        rs.chestTrappedPercent = int(c.integer(QStringLiteral("trappedPercent"), 0, 0, 100));
        rs.chestMimicPercent = int(c.integer(QStringLiteral("mimicPercent"), 0, 0, 100));
        rs.chestTrap = fields::readRef(c, QStringLiteral("trap"));
        rs.chestMimic = fields::readRef(c, QStringLiteral("mimic"));
        rs.chestStepOnto = c.boolean(QStringLiteral("stepOnto"), false);
        if (rs.chestTrappedPercent > 0 && rs.chestTrap.isEmpty())
            c.error(QStringLiteral("trappedPercent"),
                    QStringLiteral("trapped chests need a \"trap\" id"));
        if (rs.chestMimicPercent > 0 && rs.chestMimic.isEmpty())
            c.error(QStringLiteral("mimicPercent"),
                    QStringLiteral("mimics need a \"mimic\" monster id"));
        if (rs.chestTrappedPercent + rs.chestMimicPercent > 100)
            c.errorHere(QStringLiteral("trappedPercent + mimicPercent is above 100"));
        c.finish();
    }

    if (r.has(QStringLiteral("chips"))) {
        JsonObjectReader c(r.context(), r.value(QStringLiteral("chips")),
                           r.pointerOf(QStringLiteral("chips")));
        rs.chipsGateExit = c.boolean(QStringLiteral("gateExit"), false);
        c.finish();
    }
    rs.equipmentOnce = r.boolean(QStringLiteral("equipmentOnce"), false);

    if (r.has(QStringLiteral("scoring"))) {
        JsonObjectReader s(r.context(), r.value(QStringLiteral("scoring")),
                           r.pointerOf(QStringLiteral("scoring")));
        rs.scoreNewLevel = int(s.integer(QStringLiteral("newLevel"), 5, 0, 1000000));
        rs.scoreTreasure = int(s.integer(QStringLiteral("treasure"), 3, 0, 1000000));
        rs.scoreChip = int(s.integer(QStringLiteral("chip"), 1, 0, 1000000));
        rs.scoreKill = int(s.integer(QStringLiteral("kill"), 0, 0, 1000000));
        rs.scoreWin = int(s.integer(QStringLiteral("win"), 0, 0, 1000000));
        s.finish();
    }

    if (r.has(QStringLiteral("win"))) {
        const QJsonValue w = r.value(QStringLiteral("win"));
        if (!w.isNull()) {
            JsonObjectReader wr(r.context(), w, r.pointerOf(QStringLiteral("win")));
            rs.hasWin = wr.isObject();
            rs.winItem = fields::readId(wr, QStringLiteral("item"));
            rs.winDepth = int(wr.requiredInteger(QStringLiteral("depth"), 1, 99, 1));
            rs.winReturnTo = int(wr.integer(QStringLiteral("returnTo"), 1, 1, 99));
            if (rs.winDepth > rs.depth)
                wr.error(
                    QStringLiteral("depth"),
                    QStringLiteral("the win item lies at depth %1 but the dungeon has %2 levels")
                        .arg(rs.winDepth)
                        .arg(rs.depth));
            if (rs.winReturnTo > rs.winDepth)
                wr.error(QStringLiteral("returnTo"),
                         QStringLiteral("returnTo must not be deeper than the item's depth"));
            wr.finish();
        }
    }
    r.finish();
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
    if (chaseSight == ChaseSight::Radius)
        o.insert(QStringLiteral("chaseSight"), QStringLiteral("radius"));
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
        bandArray.append(bo);
    }
    QJsonObject dungeon{{QStringLiteral("depth"), depth}, {QStringLiteral("bands"), bandArray}};
    if (stairs == Stairs::Anywhere)
        dungeon.insert(QStringLiteral("stairs"), QStringLiteral("anywhere"));
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
