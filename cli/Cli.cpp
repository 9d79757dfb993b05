#include "Cli.h"

#include <QJsonObject>

#include "dice/BigInt.h"

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
