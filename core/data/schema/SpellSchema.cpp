#include "data/schema/PackSchema.h"

namespace pd::schema {

namespace {

using S = SpellRecord;

// Buffs and debuffs change one thing, each from its own list; other spells have no effect.
void readEffect(const Field &f, JsonObjectReader &r, const QString &type, SpellRecord &s) {
    if (type.isEmpty()) {
        r.ignore(f.path); // no valid type: its rules cannot be judged
    } else if (s.type == S::Type::Buff || s.type == S::Type::Debuff) {
        const bool buff = s.type == S::Type::Buff;
        const QString effect =
            r.requiredEnumeration(f.path, buff ? S::buffEffectNames() : S::debuffEffectNames(),
                                  buff ? QStringLiteral("buff") : QStringLiteral("debuff"));
        s.effect = effect.isEmpty() ? S::Effect::None : S::Effect(f.values.indexOf(effect));
    } else {
        r.ignore(f.path);
        if (r.has(f.path))
            r.error(f.path, QStringLiteral("only buff and debuff spells have an effect"));
    }
}

void checkSpell(JsonObjectReader &r, const QString &type, SpellRecord &s) {
    if (type.isEmpty())
        return;
    if (s.type == S::Type::Buff || s.type == S::Type::Debuff) {
        if (!r.has(QStringLiteral("rounds")))
            r.error(QString(), QStringLiteral("a %1 needs \"rounds\" (1 to 99)").arg(type));
        return;
    }
    if (r.has(QStringLiteral("rounds")))
        r.error(QStringLiteral("rounds"),
                QStringLiteral("only buff and debuff spells last for rounds"));
    // An effect spell's whole work is its effects: it needs some, and no power.
    if (s.type == S::Type::Effect) {
        if (s.effects.isEmpty() && r.isObject())
            r.error(r.has(QStringLiteral("effects")) ? QStringLiteral("effects") : QString(),
                    QStringLiteral("an effect spell needs \"effects\" (at least one)"));
        return;
    }
    if (s.power <= 0 && r.isObject())
        r.error(r.has(QStringLiteral("power")) ? QStringLiteral("power") : QString(),
                QStringLiteral("%1 %2 spell needs a \"power\" above 0")
                    .arg(QLatin1String(type == QLatin1String("attack") ? "an" : "a"), type));
}

} // namespace

const Schema<SpellRecord> &spells() {
    static const Schema<SpellRecord> schema = [] {
        const QStringList lasting = words({"buff", "debuff"});
        return Schema<S>{
            QStringLiteral("spell"), &S::pointer, QStringLiteral("type"),
            object<S>("",
                      {
                          id(&S::id),
                          text("name", &S::name).required().tip("record/name"),
                          element("element", &S::element).required(),
                          integer("level", 1, 3, &S::level).required(),
                          enumeration("type", S::typeNames(), "spell type", &S::type).required(),
                          integer("mp", 0, 9999, &S::mp).required(),
                          integer("power", 0, 99999, &S::power).byDefault("0"),
                          integer("rounds", 1, 99, &S::rounds).forSorts(lasting, true),
                          custom("effect", FieldType::Enum, readEffect)
                              .oneOf(S::effectNames(), "effect")
                              .forSorts(lasting, true),
                          hundredths("bonusRate", 0, 100000, &S::bonusRate).byDefault("0"),
                          list("effects", &S::effects, effect).editedInForm(),
                          text("description", &S::description, FieldType::LongText)
                              .tip("record/description"),
                      })
                .onlyAnObject()
                .checkedBy(checkSpell)};
    }();
    return schema;
}

} // namespace pd::schema
