#include "data/schema/PackSchema.h"

namespace pd::schema {

namespace {

using M = MonsterRecord;

// Each attribute is dice rolled when the monster appears; "hp" is required and above 0.
void readStats(const Field &f, JsonObjectReader &r, MonsterRecord &m) {
    const QJsonValue value = r.value(f.path);
    if (value.isUndefined()) {
        r.missing(f.path, QStringLiteral(" (at least \"hp\")"));
        return;
    }
    JsonObjectReader s(r.context(), value, r.pointerOf(f.path));
    if (!s.isObject())
        return;
    for (Stat stat : kAllStats)
        m.stats[std::size_t(stat)] = fields::readDice(s, statKey(stat), QStringLiteral("0"),
                                                      stat == Stat::Hp ? 1 : f.min, f.max);
    if (!s.has(QStringLiteral("hp")))
        s.missing(QStringLiteral("hp"));
    s.finish();
}

// Dice, or "hp": as much as the monster's HP.
void readXp(const Field &f, JsonObjectReader &r, MonsterRecord &m) {
    const QJsonValue xp = r.value(f.path);
    if (xp.isString() && xp.toString() == QLatin1String("hp"))
        m.xpFromHp = true;
    else
        m.xp = fields::readDice(r, f.path, f.defaultText, f.min, f.max);
}

void checkRanged(JsonObjectReader &r, MonsterRecord &m) {
    if (m.keepDistance > m.rangedRange)
        r.error(QStringLiteral("keepDistance"),
                QStringLiteral("keepDistance %1 is beyond the range %2")
                    .arg(m.keepDistance)
                    .arg(m.rangedRange));
}

void checkMonster(JsonObjectReader &r, MonsterRecord &m) {
    if (m.ai == M::Ai::Ranged && m.rangedRange == 0)
        r.error(QStringLiteral("ai"), QStringLiteral("a ranged monster needs a \"ranged\" attack"));
    if (m.tricks.size() > M::kMaxTricks)
        r.error(QStringLiteral("tricks"),
                QStringLiteral("at most %1 tricks a monster").arg(M::kMaxTricks));
    for (qsizetype i = 0; i < m.tricks.size(); ++i)
        for (qsizetype j = 0; j < i; ++j)
            if (m.tricks[i].kind == m.tricks[j].kind)
                r.context().error(jsonpointer::child(r.pointerOf(QStringLiteral("tricks")), i),
                                  QStringLiteral("%1 is listed twice")
                                      .arg(MonsterTrick::kindName(m.tricks[i].kind)));
}

using Tk = MonsterTrick;

// What each kind needs, and the keys it does not read.
void checkTrick(JsonObjectReader &r, const QString &sort, MonsterTrick &t) {
    if (sort.isEmpty())
        return;
    const bool damages = t.kind == Tk::Kind::Explode || t.kind == Tk::Kind::Breath;
    if (damages && !t.amount.isSet())
        r.error(QString(), QStringLiteral("%1 needs an \"amount\" (dice)").arg(sort));
    if (t.kind == Tk::Kind::Breath && t.range < 1)
        r.error(QString(), QStringLiteral("breath needs a \"range\" (1 to 30 cells)"));
    if (t.kind == Tk::Kind::Summon && t.monster.isEmpty())
        r.error(QString(), QStringLiteral("summon needs a \"monster\" id"));
    if (t.kind == Tk::Kind::Strike && !MonsterTrick::strikeStatuses().contains(t.status))
        r.error(t.status.isEmpty() ? QString() : QStringLiteral("status"),
                QStringLiteral("strike needs a \"status\": one of %1")
                    .arg(MonsterTrick::strikeStatuses().join(QStringLiteral(", "))));
    const auto only = [&](const char *key, bool allowed, const char *who) {
        if (!allowed && r.has(QLatin1String(key)))
            r.error(
                QLatin1String(key),
                QStringLiteral("only %1 has \"%2\"").arg(QLatin1String(who), QLatin1String(key)));
    };
    only("amount", damages || t.kind == Tk::Kind::Steal || t.kind == Tk::Kind::Strike,
         "steal, explode, breath and strike");
    only("radius", t.kind == Tk::Kind::Explode, "explode");
    only("range", t.kind == Tk::Kind::Breath || t.kind == Tk::Kind::Phase, "breath and phase");
    only("every", t.kind == Tk::Kind::Breath || t.kind == Tk::Kind::Summon, "breath and summon");
    only("element", t.kind == Tk::Kind::Breath, "breath");
    only("monster", t.kind == Tk::Kind::Summon, "summon");
    only("count", t.kind == Tk::Kind::Summon, "summon");
    only("max", t.kind == Tk::Kind::Split, "split");
    only("turns", t.kind == Tk::Kind::Invisible || t.kind == Tk::Kind::Strike,
         "invisible and strike");
    only("status", t.kind == Tk::Kind::Strike, "strike");
    only("chance", t.kind == Tk::Kind::Strike, "strike");
    only("alone", t.kind == Tk::Kind::Pack, "pack");
    only("cloud", t.kind == Tk::Kind::Breath, "breath");
    only("shape", t.kind == Tk::Kind::Breath, "breath");
}

} // namespace

const Schema<MonsterTrick> &trick() {
    static const Schema<MonsterTrick> schema{
        QStringLiteral("trick"), &Tk::pointer, QStringLiteral("trick"),
        object<Tk>(
            "",
            {
                enumeration("trick", Tk::kindNames(), "trick", &Tk::kind).required(),
                dice("amount", 0, 1000000, &Tk::amount),
                integer("radius", 1, 10, &Tk::radius).byDefault("1"),
                integer("range", 1, 30, &Tk::range),
                integer("every", 0, 1000, &Tk::every).byDefault("0").defaultFor("breath", "5"),
                element("element", &Tk::element),
                ref("monster", RecordKind::Monster, &Tk::monster),
                integer("count", 1, 10, &Tk::count).byDefault("1"),
                integer("max", 2, 100, &Tk::max).byDefault("8"),
                integer("turns", 1, 100, &Tk::turns).byDefault("3"),
                enumeration("alone", Tk::aloneNames(), "pack's choice alone", &Tk::alone)
                    .byDefault("fight"),
                integer("cloud", 0, 10000, &Tk::cloud).byDefault("0"),
                enumeration("shape", Tk::shapeNames(), "breath's shape", &Tk::shape)
                    .byDefault("line"),
                text("status", &Tk::status),
                integer("chance", 1, 100, &Tk::chance).byDefault("100"),
            })
            .onlyAnObject()
            .checkedBy(checkTrick)};
    return schema;
}

const Schema<MonsterRecord> &monsters() {
    static const Schema<MonsterRecord> schema{
        QStringLiteral("monster"), &M::pointer, QString(),
        object<M>(
            "",
            {
                id(&M::id),
                text("name", &M::name).required().tip("record/name"),
                text("race", &M::race).required(),
                element("element", &M::element),
                enumeration("tier", M::tierNames(), "tier", &M::tier).required(),
                integer("level", 1, 3, &M::level).required(),
                custom("stats", FieldType::Stats, readStats).range(0, 1000000).required(),
                custom("xp", FieldType::Dice, readXp).range(0, 1000000).byDefault("0"),
                ref("trophy", RecordKind::Item, &M::trophy),
                enumeration("ai", M::aiNames(), "ai", &M::ai).byDefault("chase"),
                integer("sight", 0, 60, &M::sight).byDefault("7"),
                integer("speed", 10, 1000, &M::speed).byDefault("100"),
                integer("stepChance", 1, 100, &M::stepChance).byDefault("100"),
                integer("sleeps", 0, 100, &M::sleepPercent).byDefault("0"),
                object<M>("ranged",
                          {
                              dice("damage", 0, 100000, &M::rangedDamage).required(),
                              integer("range", 1, 30, &M::rangedRange).required(),
                              integer("keepDistance", 0, 30, &M::keepDistance).byDefault("0"),
                          })
                    .onlyAnObject()
                    .checkedBy(checkRanged),
                integer("fleeBelow", 0, 100, &M::fleeBelow).byDefault("0"),
                integer("regenTurns", 0, 1000, &M::regenTurns).byDefault("0"),
                list("tricks", &M::tricks, trick).editedInForm(),
                boolean("characters", &M::characters).byDefault("true"),
                refList("spells", RecordKind::Spell, &M::spells),
                dice("contact", 0, 100000, &M::contact),
                text("description", &M::description, FieldType::LongText).tip("record/description"),
                glyph("glyph", &M::glyph).tip("record/glyph"),
                color("color", &M::color).tip("record/color"),
            })
            .onlyAnObject()
            .checkedBy(checkMonster)};
    return schema;
}

} // namespace pd::schema
