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
//   {"format": "permadungeon-replay", "version": 1, "rngVersion": 1, "packId": "classic",
//    "packPath": "data/classic", "packHash": "...", "seed": "42", "hero": "Ada",
//    "commands": ["move e", "fire n", ...], "turn": 120, "stateHash": "..."}
struct Replay {
    static constexpr int kVersion = 1;

    QString packId;
    QString packPath; // as given when it was recorded
    QByteArray packHash;
    std::uint64_t seed = 0;
    QString hero;
    QList<Command> commands;
    QString stateHash; // the final state's hash, empty when not recorded
    int turn = 0;

    static Replay of(const Game &game, const QString &packPath);
    // Plays it from the start. nullptr with a message when the pack is not the recorded one.
    std::unique_ptr<Game> run(const Pack &pack, QString *error = nullptr) const;

    QJsonObject toJson() const;
    bool write(const QString &path, QString *error = nullptr) const; // atomically
    static std::optional<Replay> read(const QString &path, Diagnostics &diagnostics);
};

} // namespace pd
