#pragma once

#include "engine/Command.h"

#include <optional>

namespace pd {

class Game;

// What the game decides for the player when asked to (DCSS's auto-explore and auto-fight,
// Brogue's travel to the stairs, a "drink the best medicine" key): the next command towards a
// goal, or why there is none. It reads the level only as the hero knows it (PlayerView): a
// monster out of sight or a hidden trap plays no part. The Game tab's keys, the command line's
// bot and the tests share it, so a view never chooses a move itself.
//
// It follows the pack's rules: 4-way packs approach a monster orthogonally and no blow is
// aimed round a corner; where walking into a monster costs the hero (bump: contact) it never
// walks into one, foresees where each patrol will be over the next turns (crossing its lane
// behind it or waiting for it to pass) and fights with the bolt from a cell in line; a
// room-by-room pack is explored room by room (chests and items first, then a door other than
// the one the hero came in by, stepping about the room until the doors lead on); a monster
// waiting after a battle is left alone. Nothing it answers is refused by the game, and it never
// plays a copy of the game to find out (Game::refusal is too slow for a bot's every turn).
class AutoPlay {
public:
    enum class Goal { Explore, Fight, StairsDown, StairsUp, Drink };

    // Why no command was given.
    enum class Reason {
        None,         // a command is given
        GameOver,     // the run has ended
        InBattle,     // the battle screen decides (see play())
        NothingLeft,  // nothing more to explore that the hero can reach
        NoMonster,    // no monster in sight to fight
        NoWay,        // the goal is known but out of reach
        NoStairs,     // no such stairs seen yet (or none in a room-by-room pack)
        NothingHelps, // no medicine carried would help now
        Blocked       // the way is known, and monsters stand in it (or would touch the hero)
    };

    struct Answer {
        std::optional<Command> command;
        Reason reason = Reason::None;
    };

    // The next command towards `goal`.
    static Answer next(const Game &game, Goal goal);

    // Auto-pickup (DCSS's, Brogue's): after the hero's own step, a pickup when what lies under
    // him is what a player always takes: gold and treasure, medicine, scrolls, wands, thrown
    // weapons, keys, chips and artefacts. Equipment is a choice and is left for the pickup key,
    // as are goods for sale in a shop (taking one is buying it) and a piece found before where
    // equipment is found once. The game's pickup takes all that lies there.
    static std::optional<Command> autoPickup(const Game &game);
    // A piece carried that is better to wear than the one worn in its slot (by its bonuses, as
    // the bot judges it), as the equip command; nothing when none is.
    static std::optional<Command> betterToWear(const Game &game);

    // A whole run's policy, as the bot plays it: in a battle, attack, or heal (spell, else
    // medicine) or escape when badly hurt; on the map, badly hurt, drink or cast a heal; wear
    // better equipment carried; carrying the win item, climb; strike a monster within reach, go
    // for one a few steps away when not hurt (where bumping costs the hero: shoot one in line
    // while the hero's XP can afford it, step out of a patrol's way); hurt or drained with no
    // monster in view, rest where HP or MP comes back by itself; otherwise explore, then go on
    // down (not into an exit still sealed). A monster running away is not chased round the
    // level. Never nothing while the run goes on: a wait when there is nothing better.
    static Answer play(const Game &game);
};

} // namespace pd
