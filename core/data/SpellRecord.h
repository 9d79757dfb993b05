#pragma once

#include "data/Element.h"
#include "data/MapEffect.h"
#include "json/JsonObjectReader.h"

#include <QJsonObject>

namespace pd {

// A spell from spells.json (maze-duel rules: element, level, type, MP cost, bonus rate).
struct SpellRecord {
    // Effect: a spell whose whole work is its "effects" list (no power; docs/rules.md "Effects").
    enum class Type { Attack, Heal, Buff, Debuff, Effect };
    // Buffs: Atk Def Hit Dop Cri Invincible Growing; debuffs: Atk Def Hit Dop Silence Burning.
    enum class Effect { None, Atk, Def, Hit, Dop, Cri, Invincible, Growing, Silence, Burning };

    QString id;
    QString name;
    QString description;
    Element element = Element::Water;
    int level = 1;
    Type type = Type::Attack;
    Effect effect = Effect::None;
    int mp = 0;
    int power = 0;
    int rounds = 0;
    int bonusRate = 0; // hundredths: 150 means 1.5 per element point
    // On the map, after what its type does: effects on the caster ("self"), on the monster its
    // bolt hits ("bolt"), on those in view or around (docs/rules.md "Effects").
    QList<MapEffect> effects;
    QString pointer;
    QString origin; // the id of the pack it comes from (a dependency's, or the pack's own)

    static const QStringList &typeNames();
    static const QStringList &effectNames(); // index = Effect
    static QStringList buffEffectNames();
    static QStringList debuffEffectNames();
    static SpellRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
