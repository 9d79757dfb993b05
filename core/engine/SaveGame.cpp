#include "engine/SaveGame.h"

#include "data/Pack.h"
#include "engine/DocumentReader.h"
#include "engine/Game.h"
#include "engine/Versions.h"
#include "files/AtomicFile.h"

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

std::unique_ptr<Game> SaveGame::read(const Pack &pack, const QString &path,
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
