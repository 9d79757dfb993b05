#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace pd {

// A lasting condition on the hero or a monster on the map, put there by an effect (a potion, a
// scroll, a wand, a spell, a trap) and counted down each of its holder's turns (docs/rules.md
// "Statuses"). Saves hold the names: a new kind goes last.
enum class StatusKind {
    Poison,     // loses `power` HP a turn; no HP comes back by itself meanwhile
    Burning,    // loses `power` HP a turn
    Paralysis,  // cannot act
    Confusion,  // moves and blows go astray half the time
    Slowed,     // acts every other turn
    Hasted,     // acts twice a turn
    Asleep,     // cannot act; a blow wakes it
    Afraid,     // runs from the hero; the hero cannot strike in melee
    Invisible,  // cannot be seen farther than the next cell
    Telepathic, // the hero sees every monster of the level
};

struct Status {
    StatusKind kind = StatusKind::Poison;
    int turns = 0; // turns left, at least 1 while it holds
    int power = 0; // poison and burning: the HP lost a turn
};

// What one turn of statuses did to their holder.
struct StatusTick {
    int harm = 0;                     // HP lost to poison and burning, together
    std::optional<StatusKind> harmBy; // the worst of them (burning before poison)
    QList<StatusKind> ended;          // worn off this turn, in the list's order
};

// A holder's statuses: at most one of each kind, in the order they came.
class Statuses {
public:
    static constexpr int kMaxTurns = 1000;

    static const QStringList &names(); // index = StatusKind
    static QString name(StatusKind kind);
    static std::optional<StatusKind> fromName(const QString &name);

    bool isEmpty() const { return m_list.isEmpty(); }
    const QList<Status> &list() const { return m_list; }
    bool has(StatusKind kind) const { return find(kind) != nullptr; }
    const Status *find(StatusKind kind) const;
    int turnsOf(StatusKind kind) const;
    // Puts a status on: a second one of a kind already held keeps the longer turns and the
    // stronger power (never stacked). Turns below 1 do nothing; turns are capped at kMaxTurns.
    void add(StatusKind kind, int turns, int power = 0);
    bool remove(StatusKind kind);
    void clear() { m_list.clear(); }
    // One of the holder's turns: poison and burning hurt, then each status loses a turn and those
    // at 0 wear off. No randomness.
    StatusTick tick();

    // Saves: [{"status": "poison", "turns": 5, "power": 1}, ...]; nullopt with a message naming
    // the index and key when damaged.
    QJsonArray toJson() const;
    static std::optional<Statuses> fromJson(const QJsonValue &value, QString *error);
    bool operator==(const Statuses &o) const;

private:
    QList<Status> m_list;
};

} // namespace pd
