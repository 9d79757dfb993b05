#include "Hints.h"

#include "GameActions.h"

#include "settings/AppSettings.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "rpg/Spells.h"

#include <QSettings>

#include <algorithm>

namespace pd {

namespace {

const char *const kNames[] = {"welcome", "items", "battle", "level-up", "spells",
                              "chest",   "trap",  "hurt",   "stairs",   "ranged"};
const QString kKey = QStringLiteral("hints/dismissed");

} // namespace

QString Hints::name(Id id) {
    return QString::fromLatin1(kNames[int(id)]);
}

QString Hints::title(Id id) {
    switch (id) {
    case Id::Welcome:
        return tr("Welcome to the dungeon");
    case Id::Items:
        return tr("Your pack");
    case Id::Battle:
        return tr("A battle");
    case Id::LevelUp:
        return tr("Stronger");
    case Id::Spells:
        return tr("Spells");
    case Id::Chest:
        return tr("Chests");
    case Id::Trap:
        return tr("Traps");
    case Id::Hurt:
        return tr("Badly hurt");
    case Id::Stairs:
        return tr("Deeper");
    case Id::Ranged:
        return tr("From afar");
    }
    return {};
}

QString Hints::text(Id id, const Game &game, const GameActions &actions) {
    using A = GameActions::Id;
    const Ruleset &rules = game.pack().ruleset;
    // A key as the hint names it: the action's first key, or a word that there is none.
    const auto key = [&](A action) {
        const QString text = actions.keyText(action);
        return text.isEmpty() ? tr("(no key)") : text;
    };
    // The maze-duel report's menus: one deck that the items key opens
    // (Ruleset::MenuKeys::Report).
    const bool deck = rules.menuKeys == Ruleset::MenuKeys::Report;
    switch (id) {
    case Id::Welcome: {
        bool movesAsShipped = true;
        for (A move :
             {A::MoveN, A::MoveNE, A::MoveE, A::MoveSE, A::MoveS, A::MoveSW, A::MoveW, A::MoveNW})
            movesAsShipped = movesAsShipped && actions.isDefault(move);
        // Where the turning keys count (interface.orientationKeys) they win over the moves that
        // share their keys: as shipped, WASD turns and steps there instead of walking.
        bool turningTakesMoveKeys = false;
        if (rules.orientationKeys)
            for (A turn : {A::TurnLeft, A::TurnRight, A::Forward, A::TurnRound})
                for (const QKeySequence &k : actions.keys(turn))
                    for (A move : {A::MoveN, A::MoveNE, A::MoveE, A::MoveSE, A::MoveS, A::MoveSW,
                                   A::MoveW, A::MoveNW})
                        turningTakesMoveKeys =
                            turningTakesMoveKeys || actions.keys(move).contains(k);
        QString walk;
        if (movesAsShipped && turningTakesMoveKeys)
            walk = rules.movement == 4
                       ? tr("Walk with the arrows, the numpad or hjkl (no diagonals here).")
                       : tr("Walk with the arrows, the numpad or hjkl.");
        else if (movesAsShipped)
            walk = rules.movement == 4
                       ? tr("Walk with the arrows, the numpad, hjkl or WASD (no diagonals here).")
                       : tr("Walk with the arrows, the numpad, hjkl or WASD.");
        else
            walk = tr("Walk with the keys you chose: %1 north, %2 west, %3 south, %4 east.")
                       .arg(key(A::MoveN), key(A::MoveW), key(A::MoveS), key(A::MoveE));
        if (rules.orientationKeys)
            walk +=
                u' ' +
                tr("Turn with the %1 and %2 keys, step forward with %3, turn round with %4.")
                    .arg(key(A::TurnLeft), key(A::TurnRight), key(A::Forward), key(A::TurnRound));
        QString monsters;
        if (rules.battle == Ruleset::Battle::Screen)
            monsters = tr("Walk into a monster to start a battle.");
        else if (rules.bump == Ruleset::Bump::Contact)
            monsters = rules.bolts ? tr("Your XP is your life: a monster that touches you takes "
                                        "a bite of it. Keep away, and %1 shoots it from afar.")
                                         .arg(key(A::Fire))
                                   : tr("Your XP is your life: a monster that touches you takes "
                                        "a bite of it. Keep away.");
        else
            monsters = tr("Walk into a monster to strike it.");
        const QString onward =
            rules.levels == Ruleset::Levels::Disposable
                ? tr("%1 explores the room, and a door leads to the next.").arg(key(A::Explore))
                : tr("%1 explores by itself and %2 fights the nearest monster.")
                      .arg(key(A::Explore), key(A::Fight));
        return walk + u' ' + monsters + u' ' + onward + u' ' +
               tr("%1 lists every key.").arg(key(A::Help));
    }
    case Id::Items:
        if (deck)
            return tr("%1 opens the menus: Left and Right turn between attributes, equipment, "
                      "items and spells, Enter chooses, Backspace goes back, M returns to the "
                      "maze.")
                .arg(key(A::Items));
        return tr("%1 opens your items: use, equip or drop them. %2 shows what you wear, %3 your "
                  "attributes.")
            .arg(key(A::Items), key(A::Equipment), key(A::Attributes));
    case Id::Battle:
        return tr("Each round choose an action: attack, defend, a spell, an item, or escape. "
                  "The monster answers after you.");
    case Id::LevelUp:
        return tr("Each level raises your attributes. %1 shows them all, with what your "
                  "equipment and buffs add.")
            .arg(key(deck ? A::Items : A::Attributes));
    case Id::Spells:
        if (deck)
            return tr("The spells are the last of the menus %1 opens. Every cast earns a point of "
                      "its element; points open stronger spells.")
                .arg(key(A::Items));
        return tr("%1 opens your spells. Every cast earns a point of its element; points open "
                  "stronger spells.")
            .arg(key(A::Spells));
    case Id::Chest: {
        // What a chest does in this pack: XP where XP is life, and a warning only where some
        // chests are trapped or monsters.
        const bool trapped = rules.chestTrappedPercent > 0, mimics = rules.chestMimicPercent > 0;
        if (rules.health == Ruleset::Health::Xp) {
            const QString what = tr("Walk into a chest to open it: its treasure adds to your XP, "
                                    "which is your life here.");
            if (trapped)
                return what + u' ' + tr("Some chests are trapped and cost XP first.");
            return what;
        }
        const QString open = key(A::Interact);
        if (trapped && mimics)
            return tr("%1 opens a chest beside you. Some are trapped, and some are not chests "
                      "at all.")
                .arg(open);
        if (trapped)
            return tr("%1 opens a chest beside you. Some are trapped.").arg(open);
        if (mimics)
            return tr("%1 opens a chest beside you. Some are not chests at all.").arg(open);
        return tr("%1 opens a chest beside you.").arg(open);
    }
    case Id::Trap: {
        bool hidden = false;
        for (const TrapRecord &t : game.pack().traps)
            hidden = hidden || t.hidden;
        if (rules.health == Ruleset::Health::Xp)
            return hidden ? tr("A trap costs XP, your life here, when you step on it, and some "
                               "hide in the floor. A sprung trap is harmless after.")
                          : tr("A trap costs XP, your life here, when you step on it: walk round "
                               "it. A sprung trap is harmless after.");
        if (hidden)
            return tr("Traps hide in the floor. A sprung trap is harmless after.");
        return tr("A trap hurts when you step on it: walk round it. A sprung trap is harmless "
                  "after.");
    }
    case Id::Hurt:
        if (deck)
            return tr("%1 drinks the medicine that helps most now; %2 opens the menus, whose "
                      "items list them all.")
                .arg(key(A::Drink), key(A::Items));
        return tr("%1 drinks the medicine that helps most now; %2 lists them all.")
            .arg(key(A::Drink), key(A::Items));
    case Id::Stairs:
        if (rules.levels == Ruleset::Levels::Disposable)
            return tr("Each door leads to a new room, and a room left behind is gone for good.");
        return tr("%1 and %2 take the stairs, walking there first when you know where they are.")
            .arg(key(A::Descend), key(A::Climb));
    case Id::Ranged:
        // Enter and a click always shoot while aiming (GameInput); the fire key is the user's.
        return tr("%1 aims: move the target with the keys or the mouse, then %1, Enter or a "
                  "click shoots.")
            .arg(key(A::Fire));
    }
    return {};
}

bool Hints::isDismissed(Id id) {
    return QSettings().value(kKey).toStringList().contains(name(id));
}

void Hints::dismiss(Id id) {
    QSettings settings;
    QStringList names = settings.value(kKey).toStringList();
    if (!names.contains(name(id))) {
        names << name(id);
        settings.setValue(kKey, names);
    }
}

void Hints::resetAll() {
    QSettings().remove(kKey);
}

bool Hints::isShown() {
    return AppSettings::instance().showHints();
}

void Hints::setShown(bool on) {
    AppSettings::instance().setValue(AppSettings::Key::ShowHints, on);
}

std::optional<Hints::Id> Hints::due(const Game &game, const QList<GameEvent> &events) {
    const QList<Id> all = dueAll(game, events);
    return all.isEmpty() ? std::nullopt : std::optional(all.first());
}

QList<Hints::Id> Hints::dueAll(const Game &game, const QList<GameEvent> &events) {
    if (!isShown())
        return {};
    QList<Id> wanted;
    using K = GameEvent::Kind;
    for (const GameEvent &e : events) {
        switch (e.kind) {
        case K::BattleStarted:
            wanted << Id::Battle;
            break;
        case K::PickedUp:
            wanted << Id::Items;
            break;
        case K::LevelUp:
            wanted << Id::LevelUp;
            break;
        case K::TrapSprung: // a hidden one: it could not be told of before
            wanted << Id::Trap;
            break;
        case K::LevelChanged: // room by room: the room left behind is gone
            if (game.pack().ruleset.levels == Ruleset::Levels::Disposable)
                wanted << Id::Stairs;
            break;
        case K::Swapped:
            if (!e.id.isEmpty() && game.state().hero.rangedInHand)
                wanted << Id::Ranged;
            break;
        default:
            break;
        }
    }
    // A hint says what a thing does before the player meets it, never after: a closed chest, a
    // trap or the stairs down in view.
    const LevelState &level = game.level();
    if (std::any_of(level.chests.begin(), level.chests.end(),
                    [&](const ChestState &c) { return !c.opened && game.isVisible(c.pos); }))
        wanted << Id::Chest;
    if (std::any_of(level.traps.begin(), level.traps.end(), [&](const TrapState &t) {
            return !t.hidden && !t.sprung && game.isVisible(t.pos);
        }))
        wanted << Id::Trap;
    if (level.level.stairsDown && game.isVisible(*level.level.stairsDown) &&
        game.pack().ruleset.levels != Ruleset::Levels::Disposable)
        wanted << Id::Stairs;
    const Combatant &hero = game.hero();
    if (game.state().turn <= 1)
        wanted.prepend(Id::Welcome);
    if (!heroSpells(hero, game.pack()).isEmpty() && game.heroMaxMp() > 0)
        wanted << Id::Spells;
    if (game.pack().ruleset.health == Ruleset::Health::Hp && game.state().alive &&
        hero.hp * 3 < game.heroMaxHp())
        wanted << Id::Hurt;
    QList<Id> due;
    for (Id id : std::as_const(wanted))
        if (!isDismissed(id) && !due.contains(id))
            due << id;
    return due;
}

} // namespace pd
