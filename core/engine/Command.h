#pragma once

#include "engine/Direction.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace pd {

// A player's command as plain data: the Game tab makes them from keys and clicks, a replay is a
// list of them, and the commands file (SPEC §4) is their text form, one per line.
struct Command {
    enum class Kind {
        Move, // DIR
        Wait,
        Pickup,
        Interact, // DIR: open the chest there
        Fire,     // [DIR | X Y]: the bolt or the ranged weapon; the facing when absent
        Descend,
        Climb,
        Use,     // ITEM [DIR | X Y | on OTHER]: a wand, or an item whose effect flies, goes that
                 // way; `on OTHER` (in `text`) is the item an identify effect reveals first
        Cast,    // SPELL [DIR | X Y]
        Equip,   // ITEM
        Unequip, // SLOT
        Swap,    // melee <-> ranged weapon in hand
        Travel,  // X Y
        Attack,  // battle screen
        Defend,
        Escape,
        Drop, // ITEM: one of it, onto the floor underfoot
        Turn, // DIR: face that way without a step; no time passes (the report's A and D)
        Rest, // wait until HP and MP are back, or until something comes into view or hurts
        // [N]: look for secret doors beside the hero, a turn (the game's noise is halved); with N,
        // up to N turns (`id` holds N), stopped by a find, a monster in view or a hurt.
        Search,
        Call, // ITEM [NAME...]: the player's name for an unknown kind (none: forget it); no time
        // What the act key (Enter on the map) means where the hero stands: Game::actCommand.
        // The game plays and records that command, so a replay never holds an "act". The last
        // kind: a new one goes before it.
        Act,
    };

    Kind kind = Kind::Wait;
    std::optional<Direction> direction;
    QString id;         // item, spell or slot
    Point target;       // travel's goal; fire's and cast's aim when `aimed`
    bool aimed = false; // fire or cast at `target` rather than in a direction
    QString text = {};  // call's name (the words after the item, one space between); use's OTHER

    static Command move(Direction d) { return {Kind::Move, d, {}, {}}; }
    static Command of(Kind k) { return {k, std::nullopt, {}, {}}; }
    static Command withId(Kind k, const QString &id, std::optional<Direction> d = std::nullopt) {
        return {k, d, id, {}};
    }
    static Command travel(Point p) { return {Kind::Travel, std::nullopt, {}, p}; }
    static Command call(const QString &item, const QString &name) {
        return {Kind::Call, std::nullopt, item, {}, false, name.simplified()};
    }
    static Command fireAt(Point p) { return {Kind::Fire, std::nullopt, {}, p, true}; }
    static Command castAt(const QString &spell, Point p) {
        return {Kind::Cast, std::nullopt, spell, p, true};
    }
    static Command useAt(const QString &item, Point p) {
        return {Kind::Use, std::nullopt, item, p, true};
    }
    static Command useOn(const QString &item, const QString &other) {
        return {Kind::Use, std::nullopt, item, {}, false, other};
    }

    // Fire's, cast's and use's aim: the target cell when `aimed`.
    std::optional<Point> aim() const { return aimed ? std::optional<Point>(target) : std::nullopt; }

    static QString kindName(Kind k); // "move", "wait", ...
    // The commands file's spelling: "move ne", "travel 12 7", "fire 9 4", "cast fire-1a e",
    // "cast fire-1a 9 4".
    QString toText() const;
    // One line without its comment; nullopt with a message when it is not a command.
    static std::optional<Command> fromText(const QString &line, QString *error = nullptr);
    bool operator==(const Command &o) const {
        return kind == o.kind && direction == o.direction && id == o.id && target == o.target &&
               aimed == o.aimed && text == o.text;
    }
};

// A whole commands file: blank lines and "#" comments are skipped. On the first line that is not
// a command, returns nullopt with "line N: message".
std::optional<QList<Command>> parseCommandList(const QString &text, QString *error = nullptr);

} // namespace pd
