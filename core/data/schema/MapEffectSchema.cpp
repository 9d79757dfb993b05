#include "data/schema/PackSchema.h"

#include "rpg/Status.h"

namespace pd::schema {

namespace {

using Fx = MapEffect;

// The statuses a gas cloud may carry (burning is a fire cloud's; the others are no harm).
const QStringList &gasStatuses() {
    static const QStringList list = {QStringLiteral("poison"),    QStringLiteral("paralysis"),
                                     QStringLiteral("confusion"), QStringLiteral("slowed"),
                                     QStringLiteral("asleep"),    QStringLiteral("afraid")};
    return list;
}

// A cloud: a volume (dice), a target where it can start (the hero's cell or a bolt's end), a gas
// status; "status" and "power" belong to clouds only.
void checkCloud(JsonObjectReader &r, MapEffect &e) {
    const QString kind = MapEffect::kindName(e.kind);
    if (!MapEffect::isCloud(e.kind)) {
        if (r.has(QStringLiteral("status")))
            r.error(QStringLiteral("status"), QStringLiteral("only gas-cloud carries a status"));
        if (r.has(QStringLiteral("power")))
            r.error(QStringLiteral("power"),
                    QStringLiteral("only fire-cloud and gas-cloud take a power"));
        return;
    }
    if (!e.amount.isSet())
        r.error(QString(), QStringLiteral("%1 needs an \"amount\" (its volume, dice)").arg(kind));
    if (e.on != Fx::Target::Self && e.on != Fx::Target::Bolt)
        r.error(QStringLiteral("on"),
                QStringLiteral("%1 starts at the hero or where a bolt stops (\"on\": \"self\" "
                               "or \"bolt\")")
                    .arg(kind));
    if (e.kind == Fx::Kind::FireCloud && r.has(QStringLiteral("status")))
        r.error(QStringLiteral("status"), QStringLiteral("a fire cloud always burns"));
    if (e.kind == Fx::Kind::GasCloud && !e.status.isEmpty() && !gasStatuses().contains(e.status))
        r.error(QStringLiteral("status"),
                QStringLiteral("expected one of %1").arg(gasStatuses().join(QStringLiteral(", "))));
}

// What each kind needs besides its name: turns for a status, dice for heal and damage, a reach
// for "around" and for a blink, a monster to summon.
void checkEffect(JsonObjectReader &r, MapEffect &e) {
    const QString kind = MapEffect::kindName(e.kind);
    if (MapEffect::isStatus(e.kind) && e.turns < 1)
        r.error(r.has(QStringLiteral("turns")) ? QStringLiteral("turns") : QString(),
                QStringLiteral("%1 needs \"turns\" (1 to 1000)").arg(kind));
    if ((e.kind == Fx::Kind::Heal || e.kind == Fx::Kind::Damage) && !e.amount.isSet())
        r.error(QString(), QStringLiteral("%1 needs an \"amount\" (dice)").arg(kind));
    if (e.kind == Fx::Kind::Summon && e.monster.isEmpty())
        r.error(QString(), QStringLiteral("summon needs a \"monster\" id"));
    if (e.kind != Fx::Kind::Summon && e.kind != Fx::Kind::Identify &&
        r.has(QStringLiteral("count")))
        r.error(QStringLiteral("count"), QStringLiteral("only summon and identify take a count"));
    if (e.kind != Fx::Kind::Summon && r.has(QStringLiteral("monster")))
        r.error(QStringLiteral("monster"), QStringLiteral("only summon names a monster"));
    if ((e.on == Fx::Target::Around || e.kind == Fx::Kind::Blink) && e.radius < 1)
        r.error(r.has(QStringLiteral("radius")) ? QStringLiteral("radius") : QString(),
                QStringLiteral("%1 needs a \"radius\" (1 to 30 cells)")
                    .arg(e.kind == Fx::Kind::Blink ? kind : QStringLiteral("\"on\": \"around\"")));
    const bool heroOnly = e.kind == Fx::Kind::Blink || e.kind == Fx::Kind::DetectMonsters ||
                          e.kind == Fx::Kind::DetectItems || e.kind == Fx::Kind::MagicMapping ||
                          e.kind == Fx::Kind::Descend || e.kind == Fx::Kind::Identify;
    if (heroOnly && e.on != Fx::Target::Self)
        r.error(QStringLiteral("on"),
                QStringLiteral("%1 works on the hero only (\"on\": \"self\")").arg(kind));
    checkCloud(r, e);
    if (e.kind == Fx::Kind::Knockback && e.on == Fx::Target::Self)
        r.error(r.has(QStringLiteral("on")) ? QStringLiteral("on") : QString(),
                QStringLiteral("knockback pushes monsters (\"on\": \"bolt\", \"view\" or "
                               "\"around\")"));
}

} // namespace

const Schema<MapEffect> &effect() {
    static const Schema<MapEffect> schema{
        QStringLiteral("effect"), &Fx::pointer, QString(),
        object<Fx>(
            "",
            {
                enumeration("effect", Fx::kindNames(), "effect", &Fx::kind).required(),
                enumeration("on", Fx::targetNames(), "effect target", &Fx::on).byDefault("self"),
                integer("turns", 1, 1000, &Fx::turns),
                dice("amount", 0, 1000000, &Fx::amount),
                integer("radius", 1, 30, &Fx::radius),
                ref("monster", RecordKind::Monster, &Fx::monster),
                integer("count", 1, 20, &Fx::count).byDefault("1"),
                text("status", &Fx::status),
                integer("power", 1, 1000, &Fx::power).byDefault("1"),
            })
            .onlyAnObject()
            .checkedBy(checkEffect)};
    return schema;
}

} // namespace pd::schema
