#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace pd {

class CanonicalWriter;

// What the hero has learnt of the pack's unidentified item kinds (items whose record names
// "appearances"): the kinds identified this run, and the names the player has given ("called")
// kinds still unknown. Part of the game's state, saved and hashed only when not empty, so a
// game of a pack without unidentified items keeps its save and hash.
struct ItemKnowledge {
    static constexpr int kMaxCalledLength = 40; // the longest name a kind may be called

    QStringList identified;        // item ids, sorted
    QMap<QString, QString> called; // item id -> the player's name for it

    bool isEmpty() const { return identified.isEmpty() && called.isEmpty(); }
    bool isIdentified(const QString &item) const;
    // Marks the kind known; false when it was already. Its call is forgotten: it has its name.
    bool identify(const QString &item);

    // {"identified": [ids], "called": {id: name}}, each only when not empty.
    QJsonObject toJson() const;
    // A saved knowledge; nullopt with "/pointer: message" (relative to the object) when damaged.
    static std::optional<ItemKnowledge> fromJson(const QJsonValue &value, QString *error);
    // Its share of the state hash (engine/StateHash.h); nothing when empty.
    void hash(CanonicalWriter &w) const;
};

} // namespace pd
