#include "engine/Replay.h"

#include "data/Pack.h"
#include "engine/DocumentReader.h"
#include "engine/Game.h"
#include "engine/Versions.h"
#include "files/AtomicFile.h"
#include "random/Rng.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pd {

namespace {
const QString kReplayFormat = QStringLiteral("permadungeon-replay");
} // namespace

Replay Replay::of(const Game &game, const QString &packPath) {
    Replay r;
    r.packId = game.state().packId;
    r.packPath = packPath;
    r.packHash = game.state().packHash;
    r.seed = game.state().seed;
    r.startDepth = game.state().startDepth;
    r.hero = game.state().hero.stats.name;
    r.commands = game.commands();
    r.stateHash = game.stateHash();
    r.turn = game.state().turn;
    return r;
}

bool Replay::fits(const Pack &pack, QString *error) const {
    if (pack.manifest.id != packId) {
        if (error)
            *error = QStringLiteral("the replay was recorded with pack \"%1\", not \"%2\"")
                         .arg(packId, pack.manifest.id);
        return false;
    }
    if (pack.contentHash() != packHash) {
        if (error)
            *error = QStringLiteral("the replay was recorded with different data for pack \"%1\"")
                         .arg(packId);
        return false;
    }
    return true;
}

std::unique_ptr<Game> Replay::run(const Pack &pack, QString *error) const {
    if (!fits(pack, error))
        return nullptr;
    auto game = std::make_unique<Game>(pack, seed, hero, startDepth);
    for (const Command &c : commands)
        game->submit(c);
    game->takeEvents();
    return game;
}

bool Replay::proves(const Game &game, QString *error) const {
    if (game.state().turn != turn) {
        if (error)
            *error = QStringLiteral("the game diverged: the recording ends on turn %1, the replay "
                                    "on turn %2")
                         .arg(turn)
                         .arg(game.state().turn);
        return false;
    }
    const QString replayed = hashOf(game);
    if (replayed != stateHash) {
        if (error)
            *error = QStringLiteral("the game diverged: recorded state %1, replayed state %2")
                         .arg(stateHash, replayed);
        return false;
    }
    return true;
}

QString Replay::hashOf(const Game &game) const {
    return game.stateHash();
}

QJsonObject Replay::toJson() const {
    QJsonArray list;
    for (const Command &c : commands)
        list.append(c.toText());
    QJsonObject o{{QStringLiteral("format"), kReplayFormat},
                  {QStringLiteral("version"), version},
                  {QStringLiteral("rngVersion"), Rng::kVersion},
                  {QStringLiteral("versions"), currentVersions()},
                  {QStringLiteral("packId"), packId},
                  {QStringLiteral("packPath"), packPath},
                  {QStringLiteral("packHash"), QString::fromLatin1(packHash)},
                  {QStringLiteral("seed"), QString::number(seed)},
                  {QStringLiteral("hero"), hero},
                  {QStringLiteral("commands"), list},
                  {QStringLiteral("turn"), turn},
                  {QStringLiteral("stateHash"), stateHash}};
    if (startDepth != 1)
        o.insert(QStringLiteral("startDepth"), startDepth);
    if (!seedText.isEmpty() && seedText != QString::number(seed))
        o.insert(QStringLiteral("seedText"), seedText);
    return o;
}

bool Replay::write(const QString &path, QString *error) const {
    const QByteArray data = QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
    return AtomicFile::write(path, data, error);
}

std::optional<Replay> Replay::read(const QString &path, Diagnostics &diagnostics) {
    const JsonSource src = readDocument(
        path, {kReplayFormat, QStringLiteral("a Permadungeon replay"), 64 * 1024 * 1024},
        diagnostics);
    if (!src.isValid())
        return std::nullopt;
    const QJsonObject o = src.root.toObject();
    Replay r;
    bool ok = true;
    auto need = [&](bool condition, const QString &pointer, const QString &message) {
        if (!condition) {
            reportAt(diagnostics, src, pointer, message);
            ok = false;
        }
    };
    const int version = o.value(QStringLiteral("version")).toInt();
    need(version >= kOldestVersion && version <= kVersion, QStringLiteral("/version"),
         version < kOldestVersion && version >= 1
             ? QStringLiteral("replay version %1 comes from an older build, whose rules of play "
                              "and state hash differ; this build reads version %2")
                   .arg(version)
                   .arg(kVersion)
             : QStringLiteral("replay version %1 is not supported (this one reads %2)")
                   .arg(version)
                   .arg(kVersion));
    r.version = version;
    need(o.value(QStringLiteral("rngVersion")).toInt() == Rng::kVersion,
         QStringLiteral("/rngVersion"),
         QStringLiteral("recorded with random-number version %1; this build has %2")
             .arg(o.value(QStringLiteral("rngVersion")).toInt())
             .arg(Rng::kVersion));
    QString versionPointer, versionMessage;
    need(checkVersions(o.value(QStringLiteral("versions")), &versionPointer, &versionMessage),
         versionPointer, versionMessage);
    // What a replay claims is checked: the pack it names, the hero as text, and its end (the
    // final turn and state hash) that a replay must prove; without them any edited file would
    // pass.
    const QJsonValue packIdValue = o.value(QStringLiteral("packId"));
    need(packIdValue.isString() && !packIdValue.toString().isEmpty(), QStringLiteral("/packId"),
         QStringLiteral("expected the id of the pack it was recorded with"));
    r.packId = packIdValue.toString();
    r.packPath = o.value(QStringLiteral("packPath")).toString();
    r.packHash = o.value(QStringLiteral("packHash")).toString().toLatin1();
    need(r.packHash.size() == 64, QStringLiteral("/packHash"),
         QStringLiteral("expected the pack's SHA-256 in hex"));
    bool seedOk = false;
    r.seed = o.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    need(seedOk, QStringLiteral("/seed"),
         QStringLiteral("expected the seed as a decimal number in a string"));
    const QJsonValue seedText = o.value(QStringLiteral("seedText"));
    need(seedText.isUndefined() || seedText.isString(), QStringLiteral("/seedText"),
         QStringLiteral("expected the seed as it was typed, as text"));
    r.seedText = seedText.toString();
    const QJsonValue hero = o.value(QStringLiteral("hero"));
    need(hero.isString(), QStringLiteral("/hero"), QStringLiteral("expected the hero's name"));
    r.hero = hero.toString();
    const QJsonValue startDepth = o.value(QStringLiteral("startDepth"));
    need(startDepth.isUndefined() ||
             (startDepth.isDouble() && startDepth.toDouble() >= 1 &&
              startDepth.toDouble() <= 1000 && startDepth.toDouble() == startDepth.toInt()),
         QStringLiteral("/startDepth"), QStringLiteral("expected the depth the run began at"));
    r.startDepth = startDepth.isUndefined() ? 1 : startDepth.toInt();
    const QJsonValue stateHash = o.value(QStringLiteral("stateHash"));
    static const QRegularExpression hex16(QStringLiteral("^[0-9a-f]{16}$"));
    need(stateHash.isString() && hex16.match(stateHash.toString()).hasMatch(),
         QStringLiteral("/stateHash"),
         QStringLiteral("expected the final state's hash (16 hex digits): a replay must prove "
                        "where it ends"));
    r.stateHash = stateHash.toString();
    const QJsonValue turn = o.value(QStringLiteral("turn"));
    const double t = turn.toDouble(-1);
    need(turn.isDouble() && t >= 0 && t <= 100000000 && t == double(qint64(t)),
         QStringLiteral("/turn"),
         QStringLiteral("expected the final turn, a whole number of 0 or more"));
    r.turn = int(std::max(0.0, std::min(t, 100000000.0)));
    const QJsonValue commands = o.value(QStringLiteral("commands"));
    need(commands.isArray(), QStringLiteral("/commands"),
         QStringLiteral("expected a list of commands"));
    const QJsonArray list = commands.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QString message;
        const auto c = Command::fromText(list[i].toString(), &message);
        need(c.has_value(), QStringLiteral("/commands/%1").arg(i), message);
        if (c)
            r.commands.append(*c);
    }
    if (!ok)
        return std::nullopt;
    return r;
}

} // namespace pd
