#include "Cli.h"

#include <QJsonObject>
#include <QRandomGenerator>

#include "dice/BigInt.h"
#include "random/Rng.h"

namespace pd::cli {

const QList<Command> &commands() {
    static const QList<Command> list = {
        {"roll", "roll dice, or print an expression's exact distribution", runRoll},
        {"table", "roll a pack's random table, or print its exact odds", runTable},
        {"validate", "report every error in a data pack", runValidate},
        {"pack", "export a pack folder to a zip, import a zip safely, or make a new pack", runPack},
        {"generate", "generate one level of a pack's dungeon (ascii, json, png)", runGenerate,
         true},
        {"seeds", "statistics of the levels many seeds generate", runSeeds},
        {"catalog", "write a pack's seed catalog (what each seed generates)", runCatalog},
        {"play", "play a game headless from a commands file", runPlay},
        {"replay", "play a recorded game again and check its state hash", runReplay},
        {"scores", "print a high-score table", runScores},
        {"balance", "simulated battles per monster: win, flee and death rates", runBalance},
        {"bot", "whole runs played by the game's automation: a pack's pacing in figures", runBot},
        {"atlas", "write the tiles the game draws as one picture, for a pack to paint over",
         runAtlas, true},
    };
    return list;
}

bool parseArguments(QCommandLineParser &parser, const QStringList &args, Io &io,
                    const QString &usage, int &exitCode) {
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        io.err << "permadungeon-cli: " << parser.errorText() << "\n" << usage << "\n";
        exitCode = UsageError;
        return false;
    }
    if (parser.isSet(help)) {
        // Qt's first line names the binary's path and lists the positional arguments; our usage
        // line says the same for this command, so it replaces that line whole.
        const QString text = parser.helpText();
        const qsizetype firstLineEnd = text.indexOf(u'\n');
        io.out << usage << (firstLineEnd >= 0 ? text.mid(firstLineEnd) : QStringLiteral("\n"));
        exitCode = Ok;
        return false;
    }
    return true;
}

std::uint64_t entropySeed() {
    // Only the choice of a fresh seed uses system entropy; the game's dice come from Rng.
    return QRandomGenerator::system()->generate64() % 1000000000000ULL;
}

std::optional<std::uint64_t> seedOption(const QCommandLineParser &parser, const QString &name) {
    if (!parser.isSet(name))
        return std::nullopt;
    return seed::fromText(parser.value(name));
}

std::optional<int> countOption(const QCommandLineParser &parser, const QString &name, int fallback,
                               int max, Io &io) {
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const int v = parser.value(name).toInt(&ok);
    if (!ok || v < 1 || v > max) {
        io.err << "permadungeon-cli: --" << name << " takes a whole number from 1 to " << max
               << ", not \"" << parser.value(name) << "\"\n";
        return std::nullopt;
    }
    return v;
}

void printJson(Io &io, const QJsonDocument &doc) {
    io.out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

QJsonObject rationalJson(const Rational &r) {
    return QJsonObject{{QStringLiteral("fraction"), r.toString()},
                       {QStringLiteral("value"), r.toDouble()}};
}

QString percent(double p) {
    const double v = p * 100.0;
    if (v == 0.0)
        return QStringLiteral("0%");
    if (v >= 1.0)
        return QString::number(v, 'f', 2) + u'%';
    if (v >= 0.01)
        return QString::number(v, 'f', 4) + u'%';
    return QString::number(v, 'g', 3) + u'%';
}

} // namespace pd::cli
