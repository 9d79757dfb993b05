#include "CommandContext.h"

#include "gen/LevelStats.h"

#include <QJsonArray>
#include <QJsonObject>

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

// min / median / max of a column, over the levels that were generated.
struct ColumnSummary {
    int min = 0, median = 0, max = 0;
};

QList<ColumnSummary> summarizeColumns(const QList<LevelStats> &stats) {
    QList<ColumnSummary> summary;
    for (const Column &c : columns()) {
        std::vector<int> values;
        for (const LevelStats &s : stats)
            if (s.error.isEmpty())
                values.push_back(c.get(s));
        std::sort(values.begin(), values.end());
        ColumnSummary sm;
        if (!values.empty()) {
            sm.min = values.front();
            sm.max = values.back();
            sm.median = values[(values.size() - 1) / 2];
        }
        summary << sm;
    }
    return summary;
}

QJsonObject levelStatsJson(const LevelStats &s) {
    QJsonObject o{{QStringLiteral("seed"), QString::number(s.seed)},
                  {QStringLiteral("depth"), s.depth}};
    if (!s.error.isEmpty()) {
        o.insert(QStringLiteral("error"), s.error);
        return o;
    }
    o.insert(QStringLiteral("generator"), s.generator);
    o.insert(QStringLiteral("width"), s.width);
    o.insert(QStringLiteral("height"), s.height);
    for (const Column &c : columns())
        o.insert(QString::fromLatin1(c.jsonKey), c.get(s));
    o.insert(QStringLiteral("hash"), s.hash);
    return o;
}

QJsonObject summaryJson(const QList<ColumnSummary> &summary) {
    QJsonObject sum;
    for (int i = 0; i < columns().size(); ++i)
        sum.insert(QString::fromLatin1(columns().at(i).jsonKey),
                   QJsonObject{{QStringLiteral("min"), summary.at(i).min},
                               {QStringLiteral("median"), summary.at(i).median},
                               {QStringLiteral("max"), summary.at(i).max}});
    return sum;
}

void printLevelRows(const QList<LevelStats> &stats, Io &io) {
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
                   << QString::number(s.depth).rightJustified(5) << " error: " << s.error << "\n";
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

void printColumnSummary(const QList<ColumnSummary> &summary, Io &io) {
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
}

// The batch a seeds command asked for: seeds from `from` on, at `depths` (empty: every depth).
struct SeedBatch {
    quint64 from = 0;
    int count = 0;
    int threads = 1;
    QList<int> depths;
};

void addSeedsOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Statistics of many seeds: per seed and depth the generator, rooms, floor %, dead ends, "
        "monsters, chests, traps, items, chips and the path length from the arrival to the way "
        "down; then min/median/max over the batch. Runs on every core; the output is the same "
        "as with --threads 1."));
    ctx.addPackArgument();
    ctx.addOption(QStringLiteral("from"), QStringLiteral("S"),
                  QStringLiteral("First seed (a number)."));
    ctx.addOption(QStringLiteral("count"), QStringLiteral("N"), QStringLiteral("How many seeds."));
    ctx.addOption(QStringLiteral("depth"), QStringLiteral("D"),
                  QStringLiteral("Only this depth (default: every depth)."));
    ctx.addThreadsOption();
    ctx.addSwitch(QStringLiteral("summary"),
                  QStringLiteral("Print only the min/median/max summary."));
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli seeds PACK --from S --count N "
                                "[--depth D] [--json]"));
}

// The batch the options ask for, on a loaded pack; nullopt after a message (ctx.exitCode()).
std::optional<SeedBatch> seedBatch(CommandContext &ctx) {
    if (ctx.arguments().size() != 1 || !ctx.isSet(QStringLiteral("from")) ||
        !ctx.isSet(QStringLiteral("count"))) {
        ctx.usageError(QStringLiteral("needs a pack, --from and --count"));
        return std::nullopt;
    }
    SeedBatch batch;
    bool ok = false;
    batch.from = ctx.value(QStringLiteral("from")).toULongLong(&ok);
    if (!ok) {
        ctx.optionError(QStringLiteral("--from takes a seed number"));
        return std::nullopt;
    }
    const auto count = ctx.count(QStringLiteral("count"), 1, 1000000);
    const auto threads = ctx.threads();
    if (!count || !threads)
        return std::nullopt;
    batch.count = *count;
    batch.threads = *threads;
    if (ctx.isSet(QStringLiteral("depth"))) {
        const auto d = ctx.count(QStringLiteral("depth"), 1, 999);
        if (!d)
            return std::nullopt;
        batch.depths << *d;
    }
    if (!ctx.loadPack())
        return std::nullopt;
    const int deepest = ctx.pack().ruleset.depth;
    for (int d : std::as_const(batch.depths))
        if (d > deepest) {
            ctx.fail(
                QStringLiteral("depth %1 is below the deepest level (%2)").arg(d).arg(deepest));
            return std::nullopt;
        }
    return batch;
}

} // namespace

int runSeeds(const QStringList &args, Io &io) {
    CommandContext ctx("seeds", io);
    addSeedsOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    const std::optional<SeedBatch> parsed = seedBatch(ctx);
    if (!parsed)
        return ctx.exitCode();
    const SeedBatch &batch = *parsed;
    const QList<LevelStats> stats = ctx.timed([&] {
        return collectStats(ctx.pack(), batch.from, batch.count, batch.depths, batch.threads);
    });
    const int failures = int(std::count_if(stats.begin(), stats.end(),
                                           [](const LevelStats &s) { return !s.error.isEmpty(); }));
    const QList<ColumnSummary> summary = summarizeColumns(stats);
    const bool summaryOnly = ctx.isSet(QStringLiteral("summary"));
    if (ctx.json()) {
        QJsonObject doc{{QStringLiteral("pack"), ctx.pack().manifest.id},
                        {QStringLiteral("from"), QString::number(batch.from)},
                        {QStringLiteral("count"), batch.count},
                        {QStringLiteral("summary"), summaryJson(summary)},
                        {QStringLiteral("failures"), failures}};
        if (!summaryOnly) {
            QJsonArray levels;
            for (const LevelStats &s : stats)
                levels.append(levelStatsJson(s));
            doc.insert(QStringLiteral("levels"), levels);
        }
        printJson(io, QJsonDocument(doc));
        return failures ? InvalidInput : Ok;
    }
    if (!summaryOnly)
        printLevelRows(stats, io);
    io.out << stats.size() - failures << " levels from " << batch.count << " seeds";
    if (failures)
        io.out << ", " << failures << " failed";
    io.out << "\n";
    printColumnSummary(summary, io);
    ctx.reportTime(batch.threads);
    return failures ? InvalidInput : Ok;
}

} // namespace pd::cli
