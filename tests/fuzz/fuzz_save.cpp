// libFuzzer target for saved games and replays: what a player's disk may hold. The first byte
// picks the layer:
//   0-99    the game state alone (Game::fromJson on the input's "state" object, with the classic
//           pack), the checks behind every field; when it loads, the game is played on for a few
//           commands, so a state that passes the checks but breaks the rules is found too;
//   100-199 the whole save file (SaveGame::read), its checksum first put right as a forger would,
//           so that mutations get past it to the state;
//   200-255 the bytes as a replay file (Replay::read), and a replay that reads is run.
// Whatever the bytes, nothing may crash, hang or leak, and a refusal must come with a message.
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>

using namespace pd;

namespace {

void check(bool ok, const char *what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_save: check failed: %s\n", what);
        __builtin_trap();
    }
}

struct Fixture {
    Pack classic;
    QTemporaryDir dir;
    Fixture() {
        Diagnostics d;
        classic = PackLoader::load(QStringLiteral(PD_SOURCE_DATA_DIR "/classic"), d);
        check(!d.hasErrors() && dir.isValid(), "the classic pack loads");
    }
};

Fixture &fixture() {
    static Fixture f;
    return f;
}

bool writeAll(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

void playOn(Game &game) {
    static const char *const commands[] = {
        "wait",   "move e",  "move s",     "fire n",   "pickup",
        "attack", "descend", "travel 3 3", "fire 9 4", "fire -2147483647 7"};
    for (const char *text : commands)
        game.submit(*Command::fromText(QLatin1String(text)));
    game.takeEvents();
    check(!game.stateHash().isEmpty(), "a loaded game hashes");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    if (size < 1 || size > 1 << 20)
        return 0;
    Fixture &f = fixture();
    const int layer = data[0];
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    if (layer < 100) {
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QString error;
        std::unique_ptr<Game> game =
            Game::fromJson(f.classic, root.value(QStringLiteral("state")).toObject(), &error);
        check(game || !error.isEmpty(), "a refused state says why");
        if (game)
            playOn(*game);
        return 0;
    }
    const QString path = f.dir.filePath(QStringLiteral("input.json"));
    if (layer < 200) {
        QByteArray text = bytes;
        QJsonObject root = QJsonDocument::fromJson(bytes).object();
        if (!root.isEmpty()) {
            const QJsonObject both{
                {QStringLiteral("commands"), root.value(QStringLiteral("commands"))},
                {QStringLiteral("state"), root.value(QStringLiteral("state"))}};
            root.insert(QStringLiteral("checksum"),
                        QString::fromLatin1(QCryptographicHash::hash(
                                                QJsonDocument(both).toJson(QJsonDocument::Compact),
                                                QCryptographicHash::Sha256)
                                                .toHex()));
            text = QJsonDocument(root).toJson(QJsonDocument::Compact);
        }
        check(writeAll(path, text), "the input is written");
        Diagnostics d;
        std::unique_ptr<Game> game = SaveGame::read(f.classic, path, d);
        check(game || d.hasErrors(), "a refused save has a diagnostic");
        if (game)
            playOn(*game);
        return 0;
    }
    check(writeAll(path, bytes), "the input is written");
    Diagnostics d;
    const std::optional<Replay> replay = Replay::read(path, d);
    check(replay || d.hasErrors(), "a refused replay has a diagnostic");
    if (replay && replay->commands.size() <= 200) {
        QString error;
        std::unique_ptr<Game> game = replay->run(f.classic, &error);
        check(game || !error.isEmpty(), "a replay that cannot run says why");
    }
    return 0;
}
