#pragma once

#include "engine/Direction.h"

#include <QKeySequence>
#include <QList>
#include <QString>
#include <optional>

class QKeyEvent;

namespace pd {

// A key that only changes others (Shift, Ctrl, Alt, ...) or none at all: neither an action
// nor a binding on its own.
inline bool isModifierOnly(int key) {
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt ||
           key == Qt::Key_Meta || key == Qt::Key_AltGr || key == Qt::Key_CapsLock ||
           key == Qt::Key_NumLock || key == Qt::Key_unknown || key == 0;
}

// Every key of the Game tab is an action with a stable name ("move-n", "fire", "zoom-in"), so a
// settings page can rebind it: bindings are read from QSettings ("keys/<name>", a list of key
// sequences in portable text, read through AppSettings) over the defaults below.
class GameActions {
public:
    enum class Id {
        MoveN,
        MoveNE,
        MoveE,
        MoveSE,
        MoveS,
        MoveSW,
        MoveW,
        MoveNW,
        Wait,
        Pickup,
        Interact,
        Fire,
        Descend,
        Climb,
        Defend,
        Swap,
        Look,
        Cancel,
        Confirm,
        ZoomIn,
        ZoomOut,
        ToggleLook,
        Explore,
        Fight,
        Drink, // the medicine that helps most now
        Items,
        Equipment,
        Attributes,
        Spells,
        Mute,
        Help, // the keys overlay: every action with its keys
        // The report's orientation keys (packs whose interface has orientationKeys): they win
        // over the moves that share their keys there, and do nothing elsewhere.
        TurnLeft,
        TurnRight,
        Forward,
        TurnRound,
        Rest, // until HP and MP are back (packs that regenerate)
        // For secret doors beside the hero, a turn (packs with secretDoorPercent).
        Search,
        ZoomFit, // the zoom fits the level again (the one chosen for the pack is forgotten)
        // The keyboard to the next (previous) part of the tab: the map, the message log, the
        // hero's panel, round again; Esc in the log or the panel is back to the map.
        NextPane,
        PreviousPane,
    };

    GameActions(); // defaults, then the user's bindings from QSettings

    static const QList<Id> &all();
    static QString name(Id id); // "move-n", ...
    static std::optional<Id> fromName(const QString &name);
    static std::optional<Direction> direction(Id id); // the move actions' direction
    static QList<QKeySequence> defaults(Id id);

    QList<QKeySequence> keys(Id id) const;
    void setKeys(Id id, const QList<QKeySequence> &keys); // also stored (AppSettings)
    void resetKeys(Id id);                                // back to its defaults
    // The other actions that `key` would also mean (the turning keys, which share the moves'
    // keys on purpose, never conflict with the rest).
    QList<Id> conflicts(Id id, const QKeySequence &key) const;
    // The action a key press means (modifiers count, keypad keys are their own), if any. With
    // `orientation` the turning keys come first; without, they are never matched.
    std::optional<Id> match(const QKeyEvent &event, bool orientation = false) const;
    static bool isOrientation(Id id) {
        return int(id) >= int(Id::TurnLeft) && int(id) <= int(Id::TurnRound);
    }

    // How a key reads in a sentence, the way hints and the status line name it: a letter as it
    // is typed ("o"), any other key by its name in the reader's language ("Shift+E", "Tab",
    // "F1", "?", "Enter" for Return).
    // Exact: each key by its own name (Return and Enter apart), for the Keys page that edits
    // them.
    enum class KeyNaming { InSentence, Exact };
    static QString keyText(const QKeySequence &key, KeyNaming naming = KeyNaming::InSentence);
    // The action's first key so (the one a hint names), or an empty string when it has none.
    QString keyText(Id id) const;
    // Every key of the action so, joined by `separator`.
    QString keysText(Id id, const QString &separator) const;
    bool isDefault(Id id) const { return keys(id) == defaults(id); }

private:
    QList<QList<QKeySequence>> m_keys; // by Id
};

} // namespace pd
