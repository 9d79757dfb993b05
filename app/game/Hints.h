#pragma once

#include "engine/GameEvent.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace pd {

class Game;
class GameActions;

// The maze-duel hint boxes: a few words the first time something happens (the first battle, the
// first item, the first level, ...). A hint once dismissed never comes back: the dismissed ones
// are remembered in QSettings ("hints/dismissed").
class Hints {
    Q_DECLARE_TR_FUNCTIONS(Hints)

public:
    enum class Id { Welcome, Items, Battle, LevelUp, Spells, Chest, Trap, Hurt, Stairs, Ranged };

    static QString name(Id id); // "welcome", "items", ...
    static QString title(Id id);
    // The hint's words for the pack being played (walking into a monster strikes it, starts a
    // battle, or costs the hero XP, as the pack's rules have it), naming the keys as they are
    // bound now.
    static QString text(Id id, const Game &game, const GameActions &actions);
    static bool isDismissed(Id id);
    static void dismiss(Id id);
    static void resetAll();
    // Hints can be turned off altogether (View ▸ Show hints; "hints/show").
    static bool isShown();
    static void setShown(bool on);
    // The first hint, not yet dismissed, that the game now and this turn's events call for.
    static std::optional<Id> due(const Game &game, const QList<GameEvent> &events);
    // All of them, in that order: they show as one box's pages.
    static QList<Id> dueAll(const Game &game, const QList<GameEvent> &events);
};

} // namespace pd
