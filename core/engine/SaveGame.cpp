#include "engine/SaveGame.h"

#include "data/Pack.h"
#include "engine/DocumentReader.h"
#include "engine/Game.h"
#include "engine/Versions.h"
#include "files/AtomicFile.h"
#include "json/JsonReader.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace pd {

namespace {

const QString kSaveFormat = QStringLiteral("permadungeon-save");

// Covers the commands as well as the state: an edited command list would make the save's
// replay diverge from its state without a word.
QByteArray checksumOf(const QJsonObject &state, const QJsonArray &commands) {
    const QJsonObject both{{QStringLiteral("commands"), commands},
                           {QStringLiteral("state"), state}};
    return QCryptographicHash::hash(QJsonDocument(both).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256)
        .toHex();
}

JsonSource readSave(const QString &path, Diagnostics &diagnostics) {
    JsonSource src = readDocument(
        path, {kSaveFormat, QStringLiteral("a Permadungeon saved game"), SaveGame::kMaxBytes},
        diagnostics);
    if (!src.isValid())
        return src;
    const QJsonObject root = src.root.toObject();
    const int version = root.value(QStringLiteral("version")).toInt();
    if (version != SaveGame::kVersion) {
        reportAt(diagnostics, src, QStringLiteral("/version"),
                 version > SaveGame::kVersion
                     ? QStringLiteral("saved by a newer Permadungeon (version %1); this one reads "
                                      "version %2")
                           .arg(version)
                           .arg(SaveGame::kVersion)
                 : version >= 1
                     ? QStringLiteral("saved by an older Permadungeon (version %1), whose "
                                      "saves this one cannot check; start a new game")
                           .arg(version)
                     : QStringLiteral("unknown save version %1").arg(version));
        src.root = QJsonValue(QJsonValue::Undefined);
        return src;
    }
    // A save made by generators that now make other dungeons cannot be continued: its levels
    // would be regenerated differently.
    QString pointer, message;
    if (!checkVersions(root.value(QStringLiteral("versions")), &pointer, &message)) {
        reportAt(diagnostics, src, pointer, message);
        src.root = QJsonValue(QJsonValue::Undefined);
    }
    return src;
}

// Whether the save's commands, played from its seed with its hero and start depth, lead to the
// state it holds. The checksum only shows that the file was not changed without recomputing it;
// this shows that the state is one the rules made from those commands, so an edited value, a
// deleted key that reads as a default, or a cut command list is refused. It costs a replay of
// the whole run on every load.
// The replay's recap (engine/RunRecap.h) goes to `recap`: a loaded game's comes from it.
bool commandsLeadTo(const Game &loaded, const QList<Command> &commands, const JsonSource &src,
                    Diagnostics &diagnostics, RunRecap &recap) {
    const GameState &s = loaded.state();
    Game replayed(loaded.pack(), s.seed, s.hero.stats.name, s.startDepth);
    // Past the saved turn the run cannot come back to it: a file with commands beyond it is
    // refused without playing them all.
    for (qsizetype i = 0; i < commands.size() && replayed.state().turn <= s.turn; ++i) {
        // A save holds only the commands that were carried out.
        if (!replayed.submit(commands[i])) {
            reportAt(diagnostics, src, QStringLiteral("/commands/%1").arg(i),
                     QStringLiteral("the game refuses this command at this point of the run: the "
                                    "file was changed or damaged"));
            return false;
        }
    }
    if (replayed.stateHash() != loaded.stateHash()) {
        reportAt(diagnostics, src, QStringLiteral("/state"),
                 QStringLiteral("the commands do not lead to the saved state: the file was "
                                "changed or damaged"));
        return false;
    }
    recap = replayed.recap();
    return true;
}

} // namespace

SaveGame::Snapshot SaveGame::snapshot(const Game &game, const QString &packPath) {
    Snapshot snap;
    if (!game.state().alive) {
        snap.remove = true; // permadeath: nothing of a dead hero can be loaded again
        return snap;
    }
    if (game.hasFixedLevel()) {
        snap.refused = QStringLiteral("a game on a designer's test level is not saved");
        return snap;
    }
    snap.state = game.toJson();
    for (const Command &c : game.commands())
        snap.commands.append(c.toText());
    snap.packId = game.state().packId;
    snap.packPath = packPath;
    return snap;
}

bool SaveGame::write(const Snapshot &snap, const QString &path, QString *error) {
    if (snap.remove) {
        QFile file(path);
        if (file.exists() && !file.remove()) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(path, file.errorString());
            return false;
        }
        return true;
    }
    if (!snap.refused.isEmpty()) {
        if (error)
            *error = snap.refused;
        return false;
    }
    const QJsonObject root{
        {QStringLiteral("format"), kSaveFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("versions"), currentVersions()},
        {QStringLiteral("packId"), snap.packId},
        {QStringLiteral("packPath"), snap.packPath},
        {QStringLiteral("checksum"), QString::fromLatin1(checksumOf(snap.state, snap.commands))},
        {QStringLiteral("state"), snap.state},
        {QStringLiteral("commands"), snap.commands}};
    const QByteArray data = QJsonDocument(root).toJson(QJsonDocument::Indented);
    return AtomicFile::write(path, data, error);
}

bool SaveGame::write(const Game &game, const QString &path, const QString &packPath,
                     QString *error) {
    return write(snapshot(game, packPath), path, error);
}

bool SaveGame::peekPack(const QString &path, QString &packId, QString &packPath,
                        Diagnostics &diagnostics) {
    const JsonSource src = readSave(path, diagnostics);
    if (!src.isValid())
        return false;
    const QJsonObject root = src.root.toObject();
    packId = root.value(QStringLiteral("packId")).toString();
    packPath = root.value(QStringLiteral("packPath")).toString();
    return true;
}

// The quick proof, which every save this program wrote passes: the commands, played again from
// the state's seed with its hero and start depth, give exactly the state the file holds (its
// JSON, value for value), so the replay itself is the loaded game and the state need not be read
// field by field. Qt's parser reads the file, keeping no positions, and nothing is reported: a
// file with any problem, or with a state these commands do not give, gets nullptr here and is
// read again by the careful reader, which names the problem. A file passes here only where the
// careful reader accepts it, and the game is the same: a state read from its JSON has its hash.
std::unique_ptr<Game> SaveGame::readQuickly(const Pack &pack, const QString &path) {
    // (the reader's checks: a named pipe in the save's place is never opened, it would wait)
    JsonReader::Limits limits;
    limits.maxBytes = SaveGame::kMaxBytes;
    Diagnostics unsaid;
    const std::optional<QByteArray> bytes = JsonReader::readBytes(path, path, unsaid, limits);
    if (!bytes)
        return nullptr;
    QJsonParseError parsed;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parsed);
    if (parsed.error != QJsonParseError::NoError || !doc.isObject())
        return nullptr;
    const QJsonObject root = doc.object();
    QString pointer, message;
    if (root.value(QStringLiteral("format")) != QJsonValue(kSaveFormat) ||
        root.value(QStringLiteral("version")) != QJsonValue(SaveGame::kVersion) ||
        !checkVersions(root.value(QStringLiteral("versions")), &pointer, &message) ||
        root.value(QStringLiteral("packId")) != QJsonValue(pack.manifest.id))
        return nullptr;
    const QJsonValue stateValue = root.value(QStringLiteral("state"));
    const QJsonValue listValue = root.value(QStringLiteral("commands"));
    if (!stateValue.isObject() || !listValue.isArray())
        return nullptr;
    const QJsonObject state = stateValue.toObject();
    const QJsonArray list = listValue.toArray();
    if (root.value(QStringLiteral("checksum")).toString().toLatin1() != checksumOf(state, list))
        return nullptr;
    bool validSeed = false;
    const std::uint64_t seed =
        state.value(QStringLiteral("seed")).toString().toULongLong(&validSeed);
    const QJsonValue name = state.value(QStringLiteral("hero"))
                                .toObject()
                                .value(QStringLiteral("stats"))
                                .toObject()
                                .value(QStringLiteral("name"));
    const int turn = state.value(QStringLiteral("turn")).toInt(-1);
    const int startDepth = state.value(QStringLiteral("startDepth")).toInt(1);
    if (!validSeed || !name.isString() || turn < 0)
        return nullptr;
    QList<Command> commands;
    commands.reserve(list.size());
    for (const QJsonValue &text : list) {
        const auto c = Command::fromText(text.toString());
        if (!c)
            return nullptr;
        commands.append(*c);
    }
    auto game = std::make_unique<Game>(pack, seed, name.toString(), startDepth);
    for (const Command &c : commands) {
        if (game->state().turn > turn || !game->submit(c)) // (as the careful replay stops)
            return nullptr;
    }
    if (game->toJson() != state)
        return nullptr;
    game->forgetLastTurn();
    return game;
}

std::unique_ptr<Game> SaveGame::read(const Pack &pack, const QString &path,
                                     Diagnostics &diagnostics) {
    if (std::unique_ptr<Game> game = readQuickly(pack, path))
        return game;
    return readCarefully(pack, path, diagnostics);
}

std::unique_ptr<Game> SaveGame::readCarefully(const Pack &pack, const QString &path,
                                              Diagnostics &diagnostics) {
    const JsonSource src = readSave(path, diagnostics);
    if (!src.isValid())
        return nullptr;
    const QJsonObject root = src.root.toObject();
    const QJsonValue stateValue = root.value(QStringLiteral("state"));
    if (!stateValue.isObject()) {
        reportAt(diagnostics, src, QStringLiteral("/state"),
                 QStringLiteral("the game state is missing"));
        return nullptr;
    }
    const QJsonObject state = stateValue.toObject();
    const QJsonValue listValue = root.value(QStringLiteral("commands"));
    if (!listValue.isArray()) {
        reportAt(diagnostics, src, QStringLiteral("/commands"),
                 listValue.isUndefined() ? QStringLiteral("missing")
                                         : QStringLiteral("expected the list of commands"));
        return nullptr;
    }
    const QJsonArray list = listValue.toArray();
    if (root.value(QStringLiteral("checksum")).toString().toLatin1() != checksumOf(state, list)) {
        reportAt(diagnostics, src, QStringLiteral("/checksum"),
                 QStringLiteral("the checksum does not match: the file was changed or damaged "
                                "after it was saved"));
        return nullptr;
    }
    QList<Command> commands;
    for (qsizetype i = 0; i < list.size(); ++i) {
        QString message;
        const auto c = Command::fromText(list[i].toString(), &message);
        if (!c) {
            reportAt(diagnostics, src, QStringLiteral("/commands/%1").arg(i), message);
            return nullptr;
        }
        commands.append(*c);
    }
    QString error;
    std::unique_ptr<Game> game = Game::fromJson(pack, state, &error);
    if (!game) {
        const qsizetype colon = error.indexOf(QStringLiteral(": "));
        const QString pointer = colon >= 0 ? error.left(colon) : QString();
        reportAt(diagnostics, src, QStringLiteral("/state") + pointer,
                 colon >= 0 ? error.mid(colon + 2) : error);
        return nullptr;
    }
    // The pack the file names (to find it) is the one the state was played with.
    if (root.value(QStringLiteral("packId")) != QJsonValue(game->state().packId)) {
        reportAt(diagnostics, src, QStringLiteral("/packId"),
                 QStringLiteral("expected \"%1\", the pack the game was played with")
                     .arg(game->state().packId));
        return nullptr;
    }
    RunRecap recap;
    if (!commandsLeadTo(*game, commands, src, diagnostics, recap))
        return nullptr;
    game->restoreCommands(commands);
    game->restoreRecap(recap);
    return game;
}

} // namespace pd
