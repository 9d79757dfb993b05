#include "Cli.h"

#include "engine/HighScores.h"
#include "words/Words.h"

#include <QFileInfo>
#include <QJsonArray>

namespace pd::cli {

int runScores(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Prints a high-score table (best score first), as 'play --scores' and the "
                       "game keep it."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The table's file."));
    const QCommandLineOption jsonOpt(QStringLiteral("json"),
                                     QStringLiteral("Print the table as JSON."));
    parser.addOption(jsonOpt);
    const QString usage = QStringLiteral("Usage: permadungeon-cli scores FILE [--json]");
    int exitCode = Ok;
    if (!parseArguments(parser, args, io, usage, exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        io.err << "permadungeon-cli: scores needs one FILE\n" << usage << "\n";
        return UsageError;
    }
    // Reading a table that is not there is a mistake in the path, not an empty table (only
    // 'play --scores' starts a new one).
    if (!QFileInfo::exists(positional[0])) {
        io.err << "permadungeon-cli: scores: " << positional[0] << " does not exist\n";
        return InvalidInput;
    }
    HighScores scores;
    QString error;
    if (!scores.load(positional[0], &error)) {
        io.err << "permadungeon-cli: scores: " << error << "\n";
        return InvalidInput;
    }
    if (parser.isSet(jsonOpt)) {
        QJsonArray list;
        for (const HighScores::Entry &e : scores.entries())
            list.append(e.toJson());
        printJson(io, QJsonDocument(list));
        return Ok;
    }
    if (scores.entries().isEmpty()) {
        io.out << "No runs yet.\n";
        return Ok;
    }
    io.out << QStringLiteral("%1  %2 %3 %4 %5  %6\n")
                  .arg(QStringLiteral("#"), 2)
                  .arg(QStringLiteral("score"), 7)
                  .arg(QStringLiteral("depth"), 5)
                  .arg(QStringLiteral("turns"), 6)
                  .arg(QStringLiteral("hero"), -16)
                  .arg(QStringLiteral("end"));
    int rank = 0;
    for (const HighScores::Entry &e : scores.entries())
        io.out << QStringLiteral("%1  %2 %3 %4 %5  %6 (%7, seed %8)\n")
                      .arg(++rank, 2)
                      .arg(e.score, 7)
                      .arg(e.depth, 5)
                      .arg(e.turn, 6)
                      .arg(e.hero.left(16), -16)
                      .arg(e.won ? QStringLiteral("won") : Words::deathCause(e.cause, nullptr),
                           e.pack, e.seed);
    return Ok;
}

} // namespace pd::cli
