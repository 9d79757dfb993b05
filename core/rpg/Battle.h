#pragma once

#include "rpg/LogEntry.h"

#include "rpg/Combatant.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace pd {

class Pack;
class Rng;

// What the hero does on its turn (the maze-duel battle screen's five buttons).
struct BattleAction {
    enum class Kind { Attack, Defend, Spell, Item, Escape };
    Kind kind = Kind::Attack;
    QString id; // Spell: a spell id; Item: a medicine's item id

    static BattleAction attack() { return {Kind::Attack, {}}; }
    static BattleAction defend() { return {Kind::Defend, {}}; }
    static BattleAction spell(const QString &id) { return {Kind::Spell, id}; }
    static BattleAction item(const QString &id) { return {Kind::Item, id}; }
    static BattleAction escape() { return {Kind::Escape, {}}; }
};

// One line of the battle information (the maze-duel screen's strip between the two fighters),
// as data; the front ends word it (pd::words, Words::battleLine).
struct BattleLogEntry {
    enum class Actor { Hero, Monster };
    enum class Event {
        Attack,       // a blow landed: amount = damage, critical
        Miss,         // a blow missed
        Blocked,      // the target is Invincible: a blow (id empty) or an attack spell did nothing
        Defend,       // defends until its next turn
        Spell,        // attack spell: amount = damage, restricted
        Heal,         // heal spell: amount = HP restored
        Buff,         // on itself: effect, amount, rounds
        Debuff,       // on the enemy: effect, amount, rounds
        Item,         // medicine: amount = HP, mp = MP restored
        Escape,       // got away: the battle is over
        EscapeFailed, // tried and could not
        Character,    // the character's behaviour came up: id = "rage" or "timid"
        Growing,      // start of turn: amount = HP healed
        Burning,      // start of turn: amount = HP lost
        Expired,      // start of turn: effect (debuff) retired; id = its spell
        Died
    };
    int round = 1;
    Actor actor = Actor::Hero;
    Event event = Event::Attack;
    qint64 amount = 0;
    qint64 mp = 0;
    int rounds = 0;
    bool critical = false;
    bool restricted = false;
    SpellRecord::Effect effect = SpellRecord::Effect::None;
    bool debuff = false;
    QString id;   // spell or item id
    QString name; // its display name

    static const QStringList &eventNames(); // "attack", "miss", ... in enum order
    QJsonObject toJson() const;
    static std::optional<BattleLogEntry> fromJson(const QJsonObject &o, QString *error = nullptr);
    bool operator==(const BattleLogEntry &o) const;
};

// The maze-duel battle screen (ruleset battle = screen; the balance simulation uses it for every
// pack), docs/rules.md "The battle". Holds copies of both sides: the engine copies its hero in,
// and takes hero() back when the battle is over.
//
// A round: the hero acts; if the battle goes on, the monster's turn starts (startOfTurn: its
// Growing/Burning, rounds count down) and it acts (rpg/MonsterTactics); if the battle still goes
// on, the round number rises and the hero's next turn starts (its Growing/Burning). The first
// hero turn has no start-of-turn step. Dying to Burning ends the battle like a blow.
//
// RNG draws, in order, only as named: hero Attack → hit, critical (rollAttack); hero Escape →
// one; monster with a character → one for the behaviour; its Attack → hit, critical; its
// Escape → one. Spells, Defend, items and start-of-turn effects draw nothing.
class Battle {
public:
    enum class Outcome { Ongoing, HeroWon, HeroDied, HeroEscaped, MonsterEscaped };
    struct Reward {
        qint64 xp = 0;
        QString trophy; // item id, empty for none
    };

    Battle(Combatant hero, Combatant monster, QString monsterId, qint64 monsterXp);

    // Why the hero cannot do `action` now (the battle is over, an unknown spell or item, the
    // spell cannot be cast, an item is not medicine, medicine refused), or nullopt. A refused
    // action changes nothing and draws nothing.
    std::optional<LogEntry> refusal(const BattleAction &action, const Pack &pack) const;
    // The hero's turn, then the monster's if the battle goes on. Returns false (with the reason
    // in `refusal`) when the action is refused. For Item, the engine checks the hero carries it
    // and removes one when this returns true.
    bool heroAct(const BattleAction &action, const Pack &pack, Rng &rng,
                 LogEntry *refusal = nullptr);

    Outcome outcome() const { return m_outcome; }
    bool isOver() const { return m_outcome != Outcome::Ongoing; }
    int round() const { return m_round; }
    const Combatant &hero() const { return m_hero; }
    const Combatant &monster() const { return m_monster; }
    const QString &monsterId() const { return m_monsterId; }
    qint64 monsterXp() const { return m_monsterXp; }
    const QList<BattleLogEntry> &log() const { return m_log; }
    // The monster's character once its behaviour has shown in the log (rage, timid); a character
    // that never acts on its own (calm, none) stays unknown.
    std::optional<Character> knownCharacter() const;
    // The simulation turns the log off; it is on by default.
    void setLogEnabled(bool on) { m_logEnabled = on; }

    // XP and trophy (the monster record's) when the hero won, else nothing (maze-duel rules: an
    // escaped monster gives nothing). The engine applies them: gainExperience(hero, xp,
    // reward.xp, ...) and adds the trophy to the inventory.
    Reward reward(const Pack &pack) const;

    static QString outcomeName(Outcome o); // "ongoing", "hero-won", ...
    QJsonObject toJson() const;
    static std::optional<Battle> fromJson(const QJsonObject &o, QString *error = nullptr);

private:
    void heroAction(const BattleAction &action, const Pack &pack, Rng &rng);
    void monsterTurn(const Pack &pack, Rng &rng);
    void turnStart(BattleLogEntry::Actor who, const Pack &pack);
    void strike(BattleLogEntry::Actor who, Rng &rng, const Pack &pack);
    void cast(BattleLogEntry::Actor who, const SpellRecord &spell, const Pack &pack);
    void escape(BattleLogEntry::Actor who, Rng &rng, const Pack &pack);
    bool checkDeaths();
    void finish(Outcome o);
    // The new log entry (a scratch entry when the log is off).
    BattleLogEntry &add(BattleLogEntry::Actor who, BattleLogEntry::Event event, qint64 amount = 0);
    Combatant &side(BattleLogEntry::Actor who);

    Combatant m_hero;
    Combatant m_monster;
    QString m_monsterId;
    qint64 m_monsterXp = 0;
    int m_round = 1;
    Outcome m_outcome = Outcome::Ongoing;
    QList<BattleLogEntry> m_log;
    bool m_logEnabled = true;
    BattleLogEntry m_scratch;
};

} // namespace pd
