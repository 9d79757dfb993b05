#include "CommandContext.h"

#include "engine/Game.h"
#include "engine/HighScores.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "words/Words.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <algorithm>

namespace pd::cli {

namespace {

// `rank`: the run's place in the high-score table (0: it did not make it), when it was entered.
void printSummary(const Game &game, bool json, Io &io, std::optional<int> rank = std::nullopt) {
    const RunSummary s = game.summary();
    if (json) {
        QJsonObject o = s.toJson();
        if (!s.cause.isEmpty())
            o.insert(QStringLiteral("causeText"), Words::deathCause(s.cause, &game.pack()));
        o.insert(QStringLiteral("commands"), int(game.commands().size()));
        if (rank)
            o.insert(QStringLiteral("rank"), *rank);
        printJson(io, QJsonDocument(o));
        return;
    }
    io.out << "turn: " << s.turn << "\n"
           << "depth: " << s.depth << "\n"
           << "hp: " << s.hp << "\n"
           << "score: " << s.score << "\n"
           << "alive: " << (s.alive ? "true" : "false") << "\n";
    if (s.won)
        io.out << "won: true\n";
    if (!s.cause.isEmpty())
        io.out << "cause: " << Words::deathCause(s.cause, &game.pack()) << "\n";
    io.out << "stateHash: " << s.stateHash << "\n";
    if (rank)
        io.out << "rank: " << (*rank > 0 ? QString::number(*rank) : QStringLiteral("none")) << "\n";
}

// A finished run (death or victory) goes into the high-score table --scores names; its rank
// (0: it did not make it), or nullopt when the table is damaged: that is reported and the table
// left as it is.
std::optional<int> recordScore(CommandContext &ctx, const Game &game) {
    const QString path = ctx.value(QStringLiteral("scores"));
    HighScores scores;
    QString error;
    if (!scores.load(path, &error)) {
        ctx.fail(error);
        return std::nullopt;
    }
    const int rank = scores.insert(HighScores::entryFor(game.summary(), ctx.pack().manifest.id,
                                                        ctx.value(QStringLiteral("seed")),
                                                        QDateTime::currentDateTimeUtc()));
    if (rank > 0 && !scores.save(path, &error)) {
        ctx.cannotWrite(error);
        return std::nullopt;
    }
    return rank;
}

// Refused commands are reported as the game reports them: a line of the log, on stderr.
// The game keeps its last GameState::kMaxLog lines only, so new lines are counted by their
// events (one Message event per line), not by the log's size, which stops growing at the cap.
void playAll(Game &game, const QList<pd::Command> &commands, bool verbose, Io &io) {
    game.takeEvents();
    for (const pd::Command &c : commands) {
        const bool accepted = game.submit(c);
        const QList<GameEvent> events = game.takeEvents();
        const QList<LogEntry> &log = game.state().log;
        if (verbose) {
            const qsizetype added =
                std::count_if(events.begin(), events.end(), [](const GameEvent &e) {
                    return e.kind == GameEvent::Kind::Message;
                });
            for (qsizetype i = std::max<qsizetype>(0, log.size() - added); i < log.size(); ++i)
                io.err << "[" << log[i].turn << "] " << Words::logLine(log[i], game) << "\n";
        }
        if (!accepted && game.lastRefusal())
            io.err << "skipped \"" << c.toText()
                   << "\": " << Words::logLine(*game.lastRefusal(), game) << "\n";
    }
}

void addPlayOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Plays a game headless from a commands file (one command per line, # starts a comment) "
        "and prints the final summary. The same pack, seed and commands always give the same "
        "state hash."));
    ctx.addPackArgument();
    ctx.addSeedOption(QStringLiteral("The run's seed: a number or any text."));
    ctx.addOption(QStringLiteral("commands"), QStringLiteral("FILE"),
                  QStringLiteral("The commands file ('-' for standard input)."));
    ctx.addOption(QStringLiteral("record"), QStringLiteral("REPLAY"),
                  QStringLiteral("Write the game's replay to REPLAY."));
    ctx.addOption(QStringLiteral("save"), QStringLiteral("FILE"),
                  QStringLiteral("Save the final state to FILE (removed if the hero died)."));
    ctx.addOption(QStringLiteral("hero"), QStringLiteral("NAME"),
                  QStringLiteral("The hero's name."));
    ctx.addOption(QStringLiteral("scores"), QStringLiteral("FILE"),
                  QStringLiteral("Enter a finished run (death or victory) in the high-score table "
                                 "FILE and print its rank."));
    ctx.addSwitch(QStringLiteral("verbose"),
                  QStringLiteral("Print the game's log on standard error."));
    ctx.addJsonOption(QStringLiteral("Print the summary as JSON."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli play PACK --seed S --commands FILE "
                                "[--record REPLAY] [--save FILE] [--hero NAME] [--scores FILE] "
                                "[--verbose] [--json]"));
}

// The commands file --commands names ('-': standard input); nullopt after a message.
std::optional<QList<pd::Command>> readCommands(CommandContext &ctx, Io &io) {
    const QString path = ctx.value(QStringLiteral("commands"));
    QFile file(path);
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : file.open(QIODevice::ReadOnly);
    if (!opened) {
        ctx.fail(QStringLiteral("cannot read ") + path + QStringLiteral(": ") + file.errorString());
        return std::nullopt;
    }
    QString error;
    auto commands = parseCommandList(QString::fromUtf8(file.readAll()), &error);
    if (!commands)
        io.err << path << ":" << error << "\n";
    return commands;
}

// --record and --save, both as the pack folder was given (resolved as a bundled pack's name).
bool writePlayFiles(CommandContext &ctx, const Game &game) {
    const QString packPath = resolvePackFolder(ctx.argument(0));
    QString error;
    if (ctx.isSet(QStringLiteral("record")) &&
        !Replay::of(game, packPath).write(ctx.value(QStringLiteral("record")), &error)) {
        ctx.cannotWrite(error);
        return false;
    }
    if (ctx.isSet(QStringLiteral("save")) &&
        !SaveGame::write(game, ctx.value(QStringLiteral("save")), packPath, &error)) {
        ctx.cannotWrite(error);
        return false;
    }
    return true;
}

// --pack, else the recorded path: a relative one is tried from here, then from the replay's
// folder, then as a bundled pack's id.
QString replayPackFolder(const CommandContext &ctx, const Replay &replay) {
    if (const QString given = ctx.value(QStringLiteral("pack")); !given.isEmpty())
        return given;
    if (QFileInfo::exists(replay.packPath))
        return replay.packPath;
    const QString besideReplay = QFileInfo(ctx.argument(0)).dir().filePath(replay.packPath);
    return QFileInfo::exists(besideReplay) ? besideReplay : replay.packId;
}

} // namespace

int runPlay(const QStringList &args, Io &io) {
    CommandContext ctx("play", io);
    addPlayOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1 || !ctx.isSet(QStringLiteral("seed")) ||
        !ctx.isSet(QStringLiteral("commands")))
        return ctx.usageError(QStringLiteral("needs PACK, --seed and --commands"));
    const std::optional<QList<pd::Command>> commands = readCommands(ctx, io);
    if (!commands)
        return InvalidInput;
    if (!ctx.loadPack())
        return InvalidInput;
    Game game(ctx.pack(), *ctx.seed(), ctx.value(QStringLiteral("hero")));
    playAll(game, *commands, ctx.isSet(QStringLiteral("verbose")), io);
    if (!writePlayFiles(ctx, game))
        return InvalidInput;
    std::optional<int> rank;
    if (ctx.isSet(QStringLiteral("scores")) && game.isOver()) {
        rank = recordScore(ctx, game);
        if (!rank)
            return InvalidInput;
    }
    printSummary(game, ctx.json(), io, rank);
    return Ok;
}

int runReplay(const QStringList &args, Io &io) {
    CommandContext ctx("replay", io);
    ctx.setDescription(QStringLiteral(
        "Plays a recorded game again from its commands and prints the final summary. Fails when "
        "the pack data differs from the recording, or when the state hash it reaches is not the "
        "recorded one."));
    ctx.addArgument(QStringLiteral("REPLAY"), QStringLiteral("The replay file."));
    ctx.addOption(QStringLiteral("pack"), QStringLiteral("DIR"),
                  QStringLiteral("The pack folder (default: the recorded one)."));
    ctx.addSwitch(QStringLiteral("verbose"),
                  QStringLiteral("Print the game's log on standard error."));
    ctx.addJsonOption(QStringLiteral("Print the summary as JSON."));
    ctx.setUsage(
        QStringLiteral("Usage: permadungeon-cli replay REPLAY [--pack DIR] [--verbose] [--json]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one REPLAY file"));
    Diagnostics diagnostics;
    const auto replay = Replay::read(ctx.argument(0), diagnostics);
    for (const Diagnostic &d : diagnostics.items())
        io.err << d.toString() << "\n";
    if (!replay)
        return InvalidInput;
    if (!ctx.loadPack(replayPackFolder(ctx, *replay)))
        return InvalidInput;
    const Pack &pack = ctx.pack();
    if (pack.contentHash() != replay->packHash)
        return ctx.fail(QStringLiteral("the replay was recorded with different data for pack \"") +
                        replay->packId + QStringLiteral("\": its pack hash is ") +
                        QString::fromLatin1(replay->packHash) +
                        QStringLiteral(", the pack given hashes to ") +
                        QString::fromLatin1(pack.contentHash()));
    if (pack.manifest.id != replay->packId)
        return ctx.fail(QStringLiteral("the replay was recorded with pack \"") + replay->packId +
                        QStringLiteral("\", not \"") + pack.manifest.id + u'"');
    Game game(pack, replay->seed, replay->hero, replay->startDepth);
    playAll(game, replay->commands, ctx.isSet(QStringLiteral("verbose")), io);
    printSummary(game, ctx.json(), io);
    if (QString error; !replay->proves(game, &error))
        return ctx.fail(error);
    return Ok;
}

} // namespace pd::cli
