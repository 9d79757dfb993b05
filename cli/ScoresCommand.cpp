#include "CommandContext.h"

#include "engine/HighScores.h"
#include "words/Words.h"

#include <QFileInfo>
#include <QJsonArray>

namespace pd::cli {

int runScores(const QStringList &args, Io &io) {
    CommandContext ctx("scores", io);
    ctx.setDescription(
        QStringLiteral("Prints a high-score table (best score first), as 'play --scores' and the "
                       "game keep it."));
    ctx.addArgument(QStringLiteral("FILE"), QStringLiteral("The table's file."));
    ctx.addJsonOption(QStringLiteral("Print the table as JSON."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli scores FILE [--json]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one FILE"));
    const QString file = ctx.argument(0);
    // Reading a table that is not there is a mistake in the path, not an empty table (only
    // 'play --scores' starts a new one).
    if (!QFileInfo::exists(file))
        return ctx.fail(file + QStringLiteral(" does not exist"));
    HighScores scores;
    if (QString error; !scores.load(file, &error))
        return ctx.fail(error);
    if (ctx.json()) {
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
