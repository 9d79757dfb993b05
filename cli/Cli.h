#pragma once

#include <QJsonDocument>
#include <QStringList>
#include <QTextStream>

namespace pd {
class Rational;
}

namespace pd::cli {

// Exit codes (SPEC §4): 0 success, 1 invalid input, 2 usage error.
enum ExitCode { Ok = 0, InvalidInput = 1, UsageError = 2 };

// Where a subcommand writes; tests and main() share it.
struct Io {
    QTextStream &out;
    QTextStream &err;
};

struct Command {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &args, Io &io);
    // Draws with the game's level renderer (fonts, pictures): runs under QtGui's application.
    bool drawsPictures = false;
};

const QList<Command> &commands();

void printJson(Io &io, const QJsonDocument &doc);
QString percent(double p); // "12.35%", with more digits for tiny probabilities
// An exact probability in --json output: the fraction, and its value as a double.
QJsonObject rationalJson(const Rational &r);

int runRoll(const QStringList &args, Io &io);
int runTable(const QStringList &args, Io &io);
int runValidate(const QStringList &args, Io &io);
int runPack(const QStringList &args, Io &io);
int runGenerate(const QStringList &args, Io &io);
int runSeeds(const QStringList &args, Io &io);
int runCatalog(const QStringList &args, Io &io);
int runPlay(const QStringList &args, Io &io);
int runReplay(const QStringList &args, Io &io);
int runScores(const QStringList &args, Io &io);
int runBalance(const QStringList &args, Io &io);
int runBot(const QStringList &args, Io &io);
int runAtlas(const QStringList &args, Io &io);

} // namespace pd::cli
