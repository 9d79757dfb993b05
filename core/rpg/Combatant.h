#pragma once

#include "data/Element.h"
#include "data/SpellRecord.h"
#include "data/Stats.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace pd {

struct Ruleset;

// The maze-duel monster characters, rolled when a monster appears.
enum class Character { None, Rage, Calm, Timid };
QString characterName(Character c); // "", "rage", "calm", "timid"
std::optional<Character> characterFromName(const QString &name);

// A buff or debuff in force: the maze-duel effects, counted in the holder's rounds.
struct Buff {
    SpellRecord::Effect effect = SpellRecord::Effect::None;
    bool debuff = false;
    int rounds = 0;    // rounds left
    qint64 amount = 0; // stat change, or HP per round for Growing/Burning
    QString spell;     // the spell that cast it

    QJsonObject toJson() const;
    static std::optional<Buff> fromJson(const QJsonObject &o, QString *error = nullptr);
};

// Anything that fights: the hero, a monster on the map or on the battle screen. Plain data;
// the rules that change it live in rpg/Combat, rpg/Buffs and rpg/Battle.
struct Combatant {
    QString name;
    Stats base;      // permanent attributes (level included); hp and mp are the maxima
    Stats equipment; // added by what is worn
    qint64 hp = 0;   // current
    qint64 mp = 0;
    int level = 1;
    std::optional<Element> element;
    std::array<int, kElementCount> elementPoints{}; // spell casts per element (the hero)
    Character character = Character::None;
    QList<Buff> buffs;
    bool defending = false; // until its next turn

    // Attributes as they count right now: base + equipment, then the character's multipliers
    // (ruleset rage/calm/timid percents), then buffs and debuffs; never below 0.
    Stats effective(const Ruleset &rules) const;
    qint64 maxHp(const Ruleset &rules) const { return effective(rules)[Stat::Hp]; }
    qint64 maxMp(const Ruleset &rules) const { return effective(rules)[Stat::Mp]; }
    bool alive() const { return hp > 0; }
    bool has(SpellRecord::Effect effect) const; // any buff or debuff with that effect

    QJsonObject toJson() const;
    static std::optional<Combatant> fromJson(const QJsonObject &o, QString *error = nullptr);
};

} // namespace pd
