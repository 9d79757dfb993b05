#include "Cli.h"
#include "PackOption.h"

#include "gen/LevelStats.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

#include <algorithm>

namespace pd::cli {

namespace {

struct Column {
    const char *name;    // in the text table
    const char *jsonKey; // in --json output
    int (*get)(const LevelStats &);
};

const QList<Column> &columns() {
    static const QList<Column> c = {
        {"rooms", "rooms", [](const LevelStats &s) { return s.rooms; }},
        {"floor%", "floorPermille", [](const LevelStats &s) { return s.floorPermille; }},
        {"deadEnds", "deadEnds", [](const LevelStats &s) { return s.deadEnds; }},
        {"monsters", "monsters", [](const LevelStats &s) { return s.monsters; }},
        {"chests", "chests", [](const LevelStats &s) { return s.chests; }},
        {"traps", "traps", [](const LevelStats &s) { return s.traps; }},
        {"items", "items", [](const LevelStats &s) { return s.items; }},
        {"chips", "chips", [](const LevelStats &s) { return s.chips; }},
        {"path", "path", [](const LevelStats &s) { return s.pathLength; }},
    };
    return c;
}

QString floorText(int permille) {
    return QString::number(permille / 10) + u'.' + QString::number(permille % 10);
}

} // namespace

int runSeeds(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Statistics of many seeds: per seed and depth the generator, rooms, floor %, dead ends, "
        "monsters, chests, traps, items, chips and the path length from the arrival to the way "
        "down; then min/median/max over the batch. Runs on every core; the output is the same "
        "as with --threads 1."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    const QCommandLineOption fromOpt(QStringLiteral("from"),
                                     QStringLiteral("First seed (a number)."), QStringLiteral("S"));
    const QCommandLineOption countOpt(QStringLiteral("count"), QStringLiteral("How many seeds."),
                                      QStringLiteral("N"));
    const QCommandLineOption depthOpt(QStringLiteral("depth"),
                                      QStringLiteral("Only this depth (default: every depth)."),
                                      QStringLiteral("D"));
    const QCommandLineOption threadsOpt(QStringLiteral("threads"),
                                        QStringLiteral("Worker threads (default: one per core)."),
                                        QStringLiteral("N"));
    const QCommandLineOption summaryOpt(QStringLiteral("summary"),
                                        QStringLiteral("Print only the min/median/max summary."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({fromOpt, countOpt, depthOpt, threadsOpt, summaryOpt, json});
    const QString usage = QStringLiteral("Usage: permadungeon-cli seeds PACK --from S --count N "
                                         "[--depth D] [--json]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || !parser.isSet(fromOpt) || !parser.isSet(countOpt)) {
        io.err << "permadungeon-cli: seeds needs a pack, --from and --count\n" << usage << "\n";
        return UsageError;
    }
    bool ok = false;
    const quint64 from = parser.value(fromOpt).toULongLong(&ok);
    if (!ok) {
        io.err << "permadungeon-cli: --from takes a seed number\n";
        return UsageError;
    }
    const auto count = countOption(parser, QStringLiteral("count"), 1, 1000000, io);
    const auto threads = countOption(parser, QStringLiteral("threads"),
                                     std::max(1, QThread::idealThreadCount()), 256, io);
    if (!count || !threads)
        return UsageError;
    QList<int> depths;
    if (parser.isSet(depthOpt)) {
        const auto d = countOption(parser, QStringLiteral("depth"), 1, 999, io);
        if (!d)
            return UsageError;
        depths << *d;
    }
    Pack pack;
    if (!loadPackForCommand(pos.first(), "seeds", io, pack))
        return InvalidInput;
    for (int d : std::as_const(depths))
        if (d > pack.ruleset.depth) {
            io.err << "permadungeon-cli: seeds: depth " << d << " is below the deepest level ("
                   << pack.ruleset.depth << ")\n";
            return InvalidInput;
        }

    QElapsedTimer timer;
    timer.start();
    const QList<LevelStats> stats = collectStats(pack, from, *count, depths, *threads);
    const qint64 ms = timer.elapsed();

    int failures = 0;
    for (const LevelStats &s : stats)
        failures += s.error.isEmpty() ? 0 : 1;

    // min / median / max per column, over levels that were generated.
    struct Summary {
        int min = 0, median = 0, max = 0;
    };
    QList<Summary> summary;
    for (const Column &c : columns()) {
        std::vector<int> values;
        for (const LevelStats &s : stats)
            if (s.error.isEmpty())
                values.push_back(c.get(s));
        std::sort(values.begin(), values.end());
        Summary sm;
        if (!values.empty()) {
            sm.min = values.front();
            sm.max = values.back();
            sm.median = values[(values.size() - 1) / 2];
        }
        summary << sm;
    }

    if (parser.isSet(json)) {
        QJsonArray levels;
        for (const LevelStats &s : stats) {
            QJsonObject o{{QStringLiteral("seed"), QString::number(s.seed)},
                          {QStringLiteral("depth"), s.depth}};
            if (!s.error.isEmpty()) {
                o.insert(QStringLiteral("error"), s.error);
            } else {
                o.insert(QStringLiteral("generator"), s.generator);
                o.insert(QStringLiteral("width"), s.width);
                o.insert(QStringLiteral("height"), s.height);
                for (const Column &c : columns())
                    o.insert(QString::fromLatin1(c.jsonKey), c.get(s));
                o.insert(QStringLiteral("hash"), s.hash);
            }
            levels.append(o);
        }
        QJsonObject sum;
        for (int i = 0; i < columns().size(); ++i)
            sum.insert(QString::fromLatin1(columns().at(i).jsonKey),
                       QJsonObject{{QStringLiteral("min"), summary.at(i).min},
                                   {QStringLiteral("median"), summary.at(i).median},
                                   {QStringLiteral("max"), summary.at(i).max}});
        QJsonObject doc{{QStringLiteral("pack"), pack.manifest.id},
                        {QStringLiteral("from"), QString::number(from)},
                        {QStringLiteral("count"), *count},
                        {QStringLiteral("summary"), sum},
                        {QStringLiteral("failures"), failures}};
        if (!parser.isSet(summaryOpt))
            doc.insert(QStringLiteral("levels"), levels);
        printJson(io, QJsonDocument(doc));
    } else {
        if (!parser.isSet(summaryOpt)) {
            io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12\n")
                          .arg(QStringLiteral("seed"), 12)
                          .arg(QStringLiteral("depth"), 5)
                          .arg(QStringLiteral("generator"), -9)
                          .arg(QStringLiteral("rooms"), 5)
                          .arg(QStringLiteral("floor%"), 6)
                          .arg(QStringLiteral("deadEnds"), 8)
                          .arg(QStringLiteral("monsters"), 8)
                          .arg(QStringLiteral("chests"), 6)
                          .arg(QStringLiteral("traps"), 5)
                          .arg(QStringLiteral("items"), 5)
                          .arg(QStringLiteral("chips"), 5)
                          .arg(QStringLiteral("path"), 5);
            for (const LevelStats &s : stats) {
                if (!s.error.isEmpty()) {
                    io.out << QString::number(s.seed).rightJustified(12) << " "
                           << QString::number(s.depth).rightJustified(5) << " error: " << s.error
                           << "\n";
                    continue;
                }
                io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12\n")
                              .arg(s.seed, 12)
                              .arg(s.depth, 5)
                              .arg(s.generator, -9)
                              .arg(s.rooms, 5)
                              .arg(floorText(s.floorPermille), 6)
                              .arg(s.deadEnds, 8)
                              .arg(s.monsters, 8)
                              .arg(s.chests, 6)
                              .arg(s.traps, 5)
                              .arg(s.items, 5)
                              .arg(s.chips, 5)
                              .arg(s.pathLength, 5);
            }
            io.out << "\n";
        }
        io.out << stats.size() - failures << " levels from " << *count << " seeds";
        if (failures)
            io.out << ", " << failures << " failed";
        io.out << "\n";
        io.out << QStringLiteral("%1 %2 %3 %4\n")
                      .arg(QString(), -10)
                      .arg(QStringLiteral("min"), 7)
                      .arg(QStringLiteral("median"), 7)
                      .arg(QStringLiteral("max"), 7);
        for (int i = 0; i < columns().size(); ++i) {
            const bool pct = QLatin1String(columns().at(i).name) == QLatin1String("floor%");
            auto fmt = [pct](int v) { return pct ? floorText(v) : QString::number(v); };
            io.out << QStringLiteral("%1 %2 %3 %4\n")
                          .arg(QString::fromLatin1(columns().at(i).name), -10)
                          .arg(fmt(summary.at(i).min), 7)
                          .arg(fmt(summary.at(i).median), 7)
                          .arg(fmt(summary.at(i).max), 7);
        }
        // Timing goes to stderr so that the output stays identical between runs.
        io.err << "(" << ms << " ms on " << *threads << (*threads == 1 ? " thread" : " threads")
               << ")\n";
    }
    return failures ? InvalidInput : Ok;
}

} // namespace pd::cli
