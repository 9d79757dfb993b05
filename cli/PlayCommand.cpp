#include "Cli.h"
#include "PackOption.h"

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

// A finished run (death or victory) goes into the high-score table at `path`. A damaged table
// is reported and left as it is.
bool recordScore(const Game &game, const QString &packId, const QString &seed, const QString &path,
                 int &rank, Io &io) {
    HighScores scores;
    QString error;
    if (!scores.load(path, &error)) {
        io.err << "permadungeon-cli: play: " << error << "\n";
        return false;
    }
    rank = scores.insert(
        HighScores::entryFor(game.summary(), packId, seed, QDateTime::currentDateTimeUtc()));
    if (rank > 0 && !scores.save(path, &error)) {
        io.err << "permadungeon-cli: play: cannot write " << error << "\n";
        return false;
    }
    return true;
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
                io.err << "[" << log[i].turn << "] " << Words::logLine(log[i], &game.pack())
                       << "\n";
        }
        if (!accepted && game.lastRefusal())
            io.err << "skipped \"" << c.toText()
                   << "\": " << Words::logLine(*game.lastRefusal(), &game.pack()) << "\n";
    }
}

} // namespace

int runPlay(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays a game headless from a commands file (one command per line, # starts a comment) "
        "and prints the final summary. The same pack, seed and commands always give the same "
        "state hash."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    const QCommandLineOption seedOpt(QStringLiteral("seed"),
                                     QStringLiteral("The run's seed: a number or any text."),
                                     QStringLiteral("S"));
    const QCommandLineOption commandsOpt(
        QStringLiteral("commands"), QStringLiteral("The commands file ('-' for standard input)."),
        QStringLiteral("FILE"));
    const QCommandLineOption recordOpt(QStringLiteral("record"),
                                       QStringLiteral("Write the game's replay to REPLAY."),
                                       QStringLiteral("REPLAY"));
    const QCommandLineOption saveOpt(
        QStringLiteral("save"),
        QStringLiteral("Save the final state to FILE (removed if the hero died)."),
        QStringLiteral("FILE"));
    const QCommandLineOption heroOpt(QStringLiteral("hero"), QStringLiteral("The hero's name."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption scoresOpt(
        QStringLiteral("scores"),
        QStringLiteral("Enter a finished run (death or victory) in the high-score table FILE "
                       "and print its rank."),
        QStringLiteral("FILE"));
    const QCommandLineOption verboseOpt(QStringLiteral("verbose"),
                                        QStringLiteral("Print the game's log on standard error."));
    const QCommandLineOption jsonOpt(QStringLiteral("json"),
                                     QStringLiteral("Print the summary as JSON."));
    parser.addOptions(
        {seedOpt, commandsOpt, recordOpt, saveOpt, heroOpt, scoresOpt, verboseOpt, jsonOpt});
    const QString usage = QStringLiteral("Usage: permadungeon-cli play PACK --seed S --commands "
                                         "FILE [--record REPLAY] [--save FILE] [--hero NAME] "
                                         "[--scores FILE] [--verbose] [--json]");
    int exitCode = Ok;
    if (!parseArguments(parser, args, io, usage, exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !parser.isSet(seedOpt) || !parser.isSet(commandsOpt)) {
        io.err << "permadungeon-cli: play needs PACK, --seed and --commands\n" << usage << "\n";
        return UsageError;
    }
    const QString path = parser.value(commandsOpt);
    QFile file(path);
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : file.open(QIODevice::ReadOnly);
    if (!opened) {
        io.err << "permadungeon-cli: play: cannot read " << path << ": " << file.errorString()
               << "\n";
        return InvalidInput;
    }
    QString error;
    const auto commands = parseCommandList(QString::fromUtf8(file.readAll()), &error);
    if (!commands) {
        io.err << path << ":" << error << "\n";
        return InvalidInput;
    }
    Pack pack;
    const QString packPath = resolvePackFolder(positional[0]);
    if (!loadPackForCommand(positional[0], "play", io, pack))
        return InvalidInput;
    const std::uint64_t seed = *seedOption(parser, seedOpt.names().first());
    Game game(pack, seed, parser.value(heroOpt));
    playAll(game, *commands, parser.isSet(verboseOpt), io);
    if (parser.isSet(recordOpt) &&
        !Replay::of(game, packPath).write(parser.value(recordOpt), &error)) {
        io.err << "permadungeon-cli: play: cannot write " << error << "\n";
        return InvalidInput;
    }
    if (parser.isSet(saveOpt) && !SaveGame::write(game, parser.value(saveOpt), packPath, &error)) {
        io.err << "permadungeon-cli: play: cannot write " << error << "\n";
        return InvalidInput;
    }
    std::optional<int> rank;
    if (parser.isSet(scoresOpt) && game.isOver()) {
        int r = 0;
        if (!recordScore(game, pack.manifest.id, parser.value(seedOpt), parser.value(scoresOpt), r,
                         io))
            return InvalidInput;
        rank = r;
    }
    printSummary(game, parser.isSet(jsonOpt), io, rank);
    return Ok;
}

int runReplay(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays a recorded game again from its commands and prints the final summary. Fails when "
        "the pack data differs from the recording, or when the state hash it reaches is not the "
        "recorded one."));
    parser.addPositionalArgument(QStringLiteral("REPLAY"), QStringLiteral("The replay file."));
    const QCommandLineOption packOpt(QStringLiteral("pack"),
                                     QStringLiteral("The pack folder (default: the recorded one)."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption verboseOpt(QStringLiteral("verbose"),
                                        QStringLiteral("Print the game's log on standard error."));
    const QCommandLineOption jsonOpt(QStringLiteral("json"),
                                     QStringLiteral("Print the summary as JSON."));
    parser.addOptions({packOpt, verboseOpt, jsonOpt});
    const QString usage =
        QStringLiteral("Usage: permadungeon-cli replay REPLAY [--pack DIR] [--verbose] [--json]");
    int exitCode = Ok;
    if (!parseArguments(parser, args, io, usage, exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        io.err << "permadungeon-cli: replay needs one REPLAY file\n" << usage << "\n";
        return UsageError;
    }
    Diagnostics diagnostics;
    const auto replay = Replay::read(positional[0], diagnostics);
    for (const Diagnostic &d : diagnostics.items())
        io.err << d.toString() << "\n";
    if (!replay)
        return InvalidInput;
    QString packArg = parser.value(packOpt);
    if (packArg.isEmpty()) {
        packArg = replay->packPath;
        // A relative recorded path is tried from here, then from the replay's folder, then as
        // a bundled pack's id.
        if (!QFileInfo::exists(packArg)) {
            const QString besideReplay = QFileInfo(positional[0]).dir().filePath(packArg);
            packArg = QFileInfo::exists(besideReplay) ? besideReplay : replay->packId;
        }
    }
    Pack pack;
    if (!loadPackForCommand(packArg, "replay", io, pack))
        return InvalidInput;
    QString error;
    auto game = std::make_unique<Game>(pack, replay->seed, replay->hero, replay->startDepth);
    if (pack.contentHash() != replay->packHash) {
        io.err
            << "permadungeon-cli: replay: the replay was recorded with different data for pack \""
            << replay->packId << "\": its pack hash is " << replay->packHash
            << ", the pack given hashes to " << pack.contentHash() << "\n";
        return InvalidInput;
    }
    if (pack.manifest.id != replay->packId) {
        io.err << "permadungeon-cli: replay: the replay was recorded with pack \"" << replay->packId
               << "\", not \"" << pack.manifest.id << "\"\n";
        return InvalidInput;
    }
    playAll(*game, replay->commands, parser.isSet(verboseOpt), io);
    printSummary(*game, parser.isSet(jsonOpt), io);
    if (!replay->proves(*game, &error)) {
        io.err << "permadungeon-cli: replay: " << error << "\n";
        return InvalidInput;
    }
    return Ok;
}

} // namespace pd::cli
