#include "GameActions.h"

#include "settings/AppSettings.h"

#include <QKeyEvent>

namespace pd {

namespace {

struct ActionInfo {
    GameActions::Id id;
    const char *name;
    QList<int> keys; // Qt::Key | modifiers (Qt::KeypadModifier for the numpad)
};

const QList<ActionInfo> &table() {
    using Id = GameActions::Id;
    constexpr int kp = int(Qt::KeypadModifier);
    static const QList<ActionInfo> actions = {
        {Id::MoveN, "move-n", {Qt::Key_Up, Qt::Key_K, Qt::Key_W, kp | Qt::Key_8, kp | Qt::Key_Up}},
        {Id::MoveNE, "move-ne", {Qt::Key_U, Qt::Key_E, kp | Qt::Key_9, kp | Qt::Key_PageUp}},
        {Id::MoveE,
         "move-e",
         {Qt::Key_Right, Qt::Key_L, Qt::Key_D, kp | Qt::Key_6, kp | Qt::Key_Right}},
        {Id::MoveSE, "move-se", {Qt::Key_N, Qt::Key_C, kp | Qt::Key_3, kp | Qt::Key_PageDown}},
        {Id::MoveS,
         "move-s",
         {Qt::Key_Down, Qt::Key_J, Qt::Key_S, kp | Qt::Key_2, kp | Qt::Key_Down}},
        {Id::MoveSW, "move-sw", {Qt::Key_B, Qt::Key_Z, kp | Qt::Key_1, kp | Qt::Key_End}},
        {Id::MoveW,
         "move-w",
         {Qt::Key_Left, Qt::Key_H, Qt::Key_A, kp | Qt::Key_4, kp | Qt::Key_Left}},
        {Id::MoveNW, "move-nw", {Qt::Key_Y, Qt::Key_Q, kp | Qt::Key_7, kp | Qt::Key_Home}},
        {Id::Wait, "wait", {Qt::Key_Period, kp | Qt::Key_5, kp | Qt::Key_Clear, Qt::Key_Space}},
        {Id::Pickup, "pickup", {Qt::Key_G, Qt::Key_Comma}},
        {Id::Interact, "interact", {Qt::Key_Return, Qt::Key_Enter, kp | Qt::Key_Enter}},
        {Id::Fire, "fire", {Qt::Key_T}},
        {Id::Descend, "descend", {Qt::Key_Greater, Qt::Key_F}},
        {Id::Climb, "climb", {Qt::Key_Less, Qt::Key_R}},
        {Id::Defend, "defend", {Qt::Key_P}},
        {Id::Swap, "swap", {Qt::Key_X | int(Qt::ShiftModifier)}},
        {Id::Look, "look", {Qt::Key_X, Qt::Key_Semicolon}},
        {Id::Cancel, "cancel", {Qt::Key_Escape}},
        {Id::Confirm, "confirm", {}},
        {Id::ZoomIn, "zoom-in", {Qt::Key_Plus, Qt::Key_Equal, kp | Qt::Key_Plus}},
        {Id::ZoomOut, "zoom-out", {Qt::Key_Minus, kp | Qt::Key_Minus}},
        {Id::ToggleLook, "toggle-look", {Qt::Key_F2}},
        {Id::Explore, "explore", {Qt::Key_O}},
        {Id::Fight, "fight", {Qt::Key_Tab}},
        // Q for quaff; plain q moves north-west (WASD).
        {Id::Drink, "drink", {Qt::Key_Q | int(Qt::ShiftModifier)}},
        // The menus (maze duel): i for items as in DCSS; E and C as equipment and character.
        {Id::Items, "items", {Qt::Key_I}},
        {Id::Equipment, "equipment", {Qt::Key_E | int(Qt::ShiftModifier)}},
        {Id::Attributes, "attributes", {Qt::Key_C | int(Qt::ShiftModifier)}},
        {Id::Spells, "spells", {Qt::Key_M}},
        {Id::Mute, "mute", {Qt::Key_M | int(Qt::ShiftModifier)}},
        {Id::Help, "help", {Qt::Key_Question, Qt::Key_F1}},
        {Id::TurnLeft, "turn-left", {Qt::Key_A}},
        {Id::TurnRight, "turn-right", {Qt::Key_D}},
        {Id::Forward, "forward", {Qt::Key_W}},
        {Id::TurnRound, "turn-round", {Qt::Key_S}},
        // Z as in Brogue and DCSS; plain z moves south-west (WASD).
        {Id::Rest, "rest", {Qt::Key_Z | int(Qt::ShiftModifier)}},
        // S as in Brogue; plain s moves south (WASD).
        {Id::Search, "search", {Qt::Key_S | int(Qt::ShiftModifier)}},
        {Id::ZoomFit, "zoom-fit", {Qt::Key_0}},
        // F6 as in browsers and KDE programs: the next part of the window.
        {Id::NextPane, "next-pane", {Qt::Key_F6}},
        {Id::PreviousPane, "previous-pane", {Qt::Key_F6 | int(Qt::ShiftModifier)}},
    };
    return actions;
}

} // namespace

GameActions::GameActions() {
    // A binding the settings do not understand reads as the defaults (AppSettings says so).
    for (Id id : all())
        m_keys.append(AppSettings::instance().keyBinding(name(id)).value_or(defaults(id)));
}

const QList<GameActions::Id> &GameActions::all() {
    static const QList<Id> ids = [] {
        QList<Id> out;
        for (const ActionInfo &a : table())
            out << a.id;
        return out;
    }();
    return ids;
}

QString GameActions::name(Id id) {
    return QString::fromLatin1(table()[int(id)].name);
}

std::optional<GameActions::Id> GameActions::fromName(const QString &name) {
    for (const ActionInfo &a : table()) {
        if (name == QLatin1String(a.name))
            return a.id;
    }
    return std::nullopt;
}

std::optional<Direction> GameActions::direction(Id id) {
    if (int(id) >= int(Id::MoveN) && int(id) <= int(Id::MoveNW))
        return Direction(int(id) - int(Id::MoveN));
    return std::nullopt;
}

QList<QKeySequence> GameActions::defaults(Id id) {
    QList<QKeySequence> out;
    for (int k : table()[int(id)].keys)
        out << QKeySequence(k);
    return out;
}

QList<QKeySequence> GameActions::keys(Id id) const {
    return m_keys[int(id)];
}

void GameActions::setKeys(Id id, const QList<QKeySequence> &keys) {
    m_keys[int(id)] = keys;
    AppSettings::instance().setKeyBinding(name(id), keys);
}

void GameActions::resetKeys(Id id) {
    m_keys[int(id)] = defaults(id);
    AppSettings::instance().resetKeyBinding(name(id));
}

QList<GameActions::Id> GameActions::conflicts(Id id, const QKeySequence &key) const {
    QList<Id> out;
    for (Id other : all()) {
        // The turning keys share their keys with moves on purpose (they win where they count).
        if (other == id || isOrientation(other) != isOrientation(id))
            continue;
        if (m_keys[int(other)].contains(key))
            out << other;
    }
    return out;
}

QString GameActions::keyText(const QKeySequence &key, KeyNaming naming) {
    if (key.isEmpty())
        return QString();
    const QKeyCombination combined = key[0];
    const Qt::Key k = combined.key();
    const Qt::KeyboardModifiers mods = combined.keyboardModifiers();
    // A letter as it is typed (Qt names it by its capital); with Shift it says so in full, as
    // "Q" beside "q" is easily misread.
    if (key.count() == 1 && k >= Qt::Key_A && k <= Qt::Key_Z && mods == Qt::NoModifier)
        return QChar(u'a' + (int(k) - int(Qt::Key_A)));
    // Return is labelled Enter on most keyboards (and the Enter key is its twin here).
    if (naming == KeyNaming::InSentence && key.count() == 1 && k == Qt::Key_Return)
        return QKeySequence(QKeyCombination(mods, Qt::Key_Enter))
            .toString(QKeySequence::NativeText);
    return key.toString(QKeySequence::NativeText);
}

QString GameActions::keyText(Id id) const {
    const QList<QKeySequence> &bound = m_keys[int(id)];
    return bound.isEmpty() ? QString() : keyText(bound.first());
}

QString GameActions::keysText(Id id, const QString &separator) const {
    QStringList out;
    for (const QKeySequence &k : m_keys[int(id)])
        out << keyText(k);
    out.removeDuplicates();
    return out.join(separator);
}

std::optional<GameActions::Id> GameActions::match(const QKeyEvent &event, bool orientation) const {
    const int key = event.key();
    if (key == 0 || key == Qt::Key_unknown)
        return std::nullopt;
    // Shift is part of the character for keys like '<', '>' and '+': compare those without it.
    Qt::KeyboardModifiers mods =
        event.modifiers() & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier |
                             Qt::MetaModifier | Qt::KeypadModifier);
    const int withMods = key | int(mods);
    const int withoutShift = key | int(mods & ~Qt::ShiftModifier);
    // The turning keys first where they count, then everything else.
    QList<int> order;
    for (int i = 0; i < m_keys.size(); ++i)
        if (orientation && isOrientation(Id(i)))
            order << i;
    for (int i = 0; i < m_keys.size(); ++i)
        if (!isOrientation(Id(i)))
            order << i;
    for (int pass = 0; pass < 2; ++pass) {
        const int wanted = pass == 0 ? withMods : withoutShift;
        for (const int i : std::as_const(order)) {
            for (const QKeySequence &k : m_keys[i]) {
                if (k.count() == 1 && k[0].toCombined() == wanted)
                    return Id(i);
            }
        }
    }
    return std::nullopt;
}

} // namespace pd
