#pragma once

#include "json/Diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <memory>

namespace pd {

class Game;
class Pack;

// A saved game on disk: the whole state plus the commands that led to it, with a version and
// a SHA-256 checksum of both. Written atomically (AtomicFile): a failed write leaves the
// previous file as it was, and `error` names the file and the system's reason. Reading never
// changes the file, and every problem is reported as `file:line:column: /json/pointer: message`.
//
//   {"format": "permadungeon-save", "version": 3, "versions": {"rng": 1, "rooms": 1, ...},
//    "packId": "...", "packPath": "...",
//    "checksum": "<sha256 of the compact JSON {"commands": [...], "state": {...}}>",
//    "state": {...}, "commands": ["move n", ...]}
// Version 1's checksum covered the state alone, version 2 did not name its generators' versions
// (see engine/Versions.h); such files are refused at /version.
class SaveGame {
public:
    static constexpr int kVersion = 3;
    static constexpr qsizetype kMaxBytes = 64 * 1024 * 1024;

    // What a save writes, taken from the game at one moment: snapshot() copies nothing the game
    // goes on changing (its JSON is implicitly shared and never written to again), so write()
    // can turn it into a file on another thread while play goes on.
    struct Snapshot {
        bool remove = false; // the hero is dead: the file goes (permadeath)
        QString refused;     // why the game cannot be saved (a designer's test level)
        QJsonObject state;   // Game::toJson()
        QJsonArray commands; // the commands, as text
        QString packId, packPath;
    };
    static Snapshot snapshot(const Game &game, const QString &packPath);
    static bool write(const Snapshot &snapshot, const QString &path, QString *error = nullptr);
    // write(snapshot(game, packPath), ...). A dead hero's game is not kept: saving it removes
    // the file, and returns true.
    static bool write(const Game &game, const QString &path, const QString &packPath,
                      QString *error = nullptr);
    // nullptr when the file is missing, damaged, foreign or made with other pack data. The state
    // is read strictly (every key it always has is required) and proved: its commands, played
    // again from the seed, must lead to it.
    // A save this program wrote is proved quickly: its replay gives exactly its state, and is
    // the game loaded (no field read twice). Any other file is read by readCarefully.
    static std::unique_ptr<Game> read(const Pack &pack, const QString &path,
                                      Diagnostics &diagnostics);
    // The state read field by field, then proved by the replay: every problem named where it is.
    // read() gives the same game, or the same refusal, sooner.
    static std::unique_ptr<Game> readCarefully(const Pack &pack, const QString &path,
                                               Diagnostics &diagnostics);
    // read()'s quick proof alone: the game when the file's commands give exactly its state,
    // else nullptr, saying nothing (so a file it refuses is read carefully to say why).
    static std::unique_ptr<Game> readQuickly(const Pack &pack, const QString &path);
    // The pack folder and id a save was made with, to find the pack before reading the game.
    static bool peekPack(const QString &path, QString &packId, QString &packPath,
                         Diagnostics &diagnostics);
};

} // namespace pd
