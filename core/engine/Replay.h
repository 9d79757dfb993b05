#pragma once

#include "engine/Command.h"
#include "json/Diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>

namespace pd {

class Game;
class Pack;

// A game as its inputs: the pack's content hash, the seed, the hero's name and every command.
// Running it again gives the identical state; `stateHash` (when recorded) proves it.
//
//   {"format": "permadungeon-replay", "version": 3, "rngVersion": 1,
//    "versions": {"rng": 1, "rooms": 1, "caves": 1, "maze": 1, "mazeWalk": 1, "chambers": 2,
//                 "rules": 5},
//    "packId": "org.permadungeon.classic", "packPath": "data/classic", "packHash": "...",
//    "seed": "42", "hero": "Ada", "commands": ["move e", "fire n", ...], "turn": 120,
//    "stateHash": "..."}
// Version 2 named the version of each generator and always proved its end (turn and
// stateHash). Version 3 changed the state hash (XXH64 of the state's binary form,
// Game::stateHash) in the release that also changed the rules of play (version 2), so older
// files are refused at /version by name: they could not replay to the same end.
struct Replay {
    static constexpr int kVersion = 3;
    // Version 2 replays were made under the rules of play version 1 and the old state hash:
    // refused by name (Versions.h).
    static constexpr int kOldestVersion = 3;

    int version = kVersion; // of the file read (what proves() checks the state hash with)

    QString packId;
    QString packPath; // as given when it was recorded
    QByteArray packHash;
    std::uint64_t seed = 0;
    QString seedText;   // the seed as the player typed it ("duel"), when it was not a number
    int startDepth = 1; // "startDepth" in the file, only when the run began deeper
    QString hero;
    QList<Command> commands;
    QString stateHash; // the final state's hash, as the version computes it
    int turn = 0;      // the final turn

    static Replay of(const Game &game, const QString &packPath);
    // Whether `pack` is the one it was recorded with: its id and its data. The one check every
    // front end makes (the command line's replay, the Game tab's watching).
    bool fits(const Pack &pack, QString *error = nullptr) const;
    // Plays it from the start. nullptr with a message when the pack does not fit.
    std::unique_ptr<Game> run(const Pack &pack, QString *error = nullptr) const;
    // Whether a game it ran ended where the recording says: the same turn and state hash.
    bool proves(const Game &game, QString *error = nullptr) const;
    // The game's state hash as this replay's version computes it.
    QString hashOf(const Game &game) const;

    QJsonObject toJson() const;
    bool write(const QString &path, QString *error = nullptr) const; // atomically
    static std::optional<Replay> read(const QString &path, Diagnostics &diagnostics);
};

} // namespace pd
