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
}

} // namespace

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
