#include "CommandContext.h"

#include "engine/BotRun.h"
#include "engine/Game.h"
#include "words/RecapWords.h"
#include "words/Words.h"

#include <QJsonArray>
#include <QJsonObject>
#include <limits>

namespace pd::cli {

namespace {

QString endName(BotRun::End e) {
    switch (e) {
    case BotRun::End::Died:
        return QStringLiteral("died");
    case BotRun::End::Won:
        return QStringLiteral("won");
    case BotRun::End::TurnLimit:
        return QStringLiteral("turnLimit");
    case BotRun::End::Exhausted:
        return QStringLiteral("exhausted");
    case BotRun::End::Stuck:
        return QStringLiteral("stuck");
    }
    return {};
}

// One decimal, from a double that is a mean of whole numbers: the same text on every platform
// for the same numbers.
QString oneDecimal(double v) {
    return QString::number(v, 'f', 1);
}

QString share(int count, int total) {
    if (total <= 0)
        return QStringLiteral("-");
    const qint64 tenths = (qint64(count) * 1000 + total / 2) / total;
    return QStringLiteral("%1.%2%").arg(tenths / 10).arg(tenths % 10);
}

QJsonObject spreadJson(const BotSpread &s) {
    return {{QStringLiteral("count"), s.count},   {QStringLiteral("mean"), s.mean},
            {QStringLiteral("min"), s.min},       {QStringLiteral("q1"), s.q1},
            {QStringLiteral("median"), s.median}, {QStringLiteral("q3"), s.q3},
            {QStringLiteral("max"), s.max}};
}

QString spreadRow(const QString &label, const BotSpread &s, int labelWidth = 22) {
    if (s.count == 0)
        return QStringLiteral("%1 %2\n").arg(label, -labelWidth).arg(QStringLiteral("-"), 8);
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
        .arg(label, -labelWidth)
        .arg(oneDecimal(s.mean), 8)
        .arg(s.min, 7)
        .arg(s.q1, 7)
        .arg(s.median, 7)
        .arg(s.q3, 7)
        .arg(s.max, 7);
}

QString spreadHeader(const QString &label, int labelWidth = 22) {
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
        .arg(label, -labelWidth)
        .arg(QStringLiteral("mean"), 8)
        .arg(QStringLiteral("min"), 7)
        .arg(QStringLiteral("q1"), 7)
        .arg(QStringLiteral("median"), 7)
        .arg(QStringLiteral("q3"), 7)
        .arg(QStringLiteral("max"), 7);
}

QString itemName(const Pack &pack, const QString &id) {
    const ItemRecord *item = pack.item(id);
    return item && !item->name.isEmpty() ? item->name : id;
}

QJsonObject botRunJson(const BotRun &r) {
    QJsonObject run{{QStringLiteral("index"), r.index},
                    {QStringLiteral("seed"), QString::number(r.seed)},
                    {QStringLiteral("end"), endName(r.end)},
                    {QStringLiteral("turns"), r.turns},
                    {QStringLiteral("deepest"), r.deepest},
                    {QStringLiteral("depth"), r.depth},
                    {QStringLiteral("score"), r.score},
                    {QStringLiteral("level"), r.level},
                    {QStringLiteral("xp"), r.xp},
                    {QStringLiteral("gold"), r.gold},
                    {QStringLiteral("kills"), r.kills},
                    {QStringLiteral("firstLevelUp"), r.firstLevelUp},
                    {QStringLiteral("stateHash"), r.stateHash}};
    if (r.end == BotRun::End::Died)
        run.insert(QStringLiteral("cause"), r.cause.toString());
    QJsonArray xpAt, goldAt;
    for (const qint64 v : r.xpAt)
        xpAt.append(v);
    for (const qint64 v : r.goldAt)
        goldAt.append(v);
    run.insert(QStringLiteral("xpAt"), xpAt);
    run.insert(QStringLiteral("goldAt"), goldAt);
    QJsonObject items;
    for (auto it = r.itemsUsed.constBegin(); it != r.itemsUsed.constEnd(); ++it)
        items.insert(it.key(), it.value());
    run.insert(QStringLiteral("itemsUsed"), items);
    run.insert(QStringLiteral("battles"), r.battles);
    run.insert(QStringLiteral("monstersFled"),
               QJsonObject{{QStringLiteral("battles"), r.fledBattles},
                           {QStringLiteral("map"), r.fledMap}});
    return run;
}

QJsonObject reportJson(const BotReport &report, const Pack &pack, bool each) {
    const int n = int(report.runs.size());
    QJsonObject ended;
    for (const BotRun::End e : {BotRun::End::Died, BotRun::End::Won, BotRun::End::TurnLimit,
                                BotRun::End::Exhausted, BotRun::End::Stuck})
        ended.insert(endName(e), report.count(e));
    QJsonArray curves;
    for (std::size_t i = 0; i < report.checkpoints.size(); ++i)
        curves.append(QJsonObject{{QStringLiteral("turn"), report.checkpoints[i]},
                                  {QStringLiteral("runs"), report.xpAt(int(i)).count},
                                  {QStringLiteral("xp"), spreadJson(report.xpAt(int(i)))},
                                  {QStringLiteral("gold"), spreadJson(report.goldAt(int(i)))}});
    QJsonArray causes;
    for (const auto &[cause, count] : report.causes())
        causes.append(QJsonObject{{QStringLiteral("cause"), cause.toString()},
                                  {QStringLiteral("text"), Words::deathCause(cause, &pack)},
                                  {QStringLiteral("runs"), count}});
    QJsonArray deathsByDepth;
    for (const BotReport::DepthDeaths &d : report.deathsByDepth()) {
        QJsonArray dc;
        for (const auto &[cause, count] : d.causes)
            dc.append(QJsonObject{{QStringLiteral("cause"), cause.toString()},
                                  {QStringLiteral("runs"), count}});
        deathsByDepth.append(QJsonObject{{QStringLiteral("depth"), d.depth},
                                         {QStringLiteral("runs"), d.deaths},
                                         {QStringLiteral("causes"), dc}});
    }
    QJsonArray items;
    const QMap<QString, int> used = report.itemsUsed();
    const QMap<QString, int> using_ = report.runsUsing();
    for (auto it = used.constBegin(); it != used.constEnd(); ++it)
        items.append(QJsonObject{{QStringLiteral("item"), it.key()},
                                 {QStringLiteral("name"), itemName(pack, it.key())},
                                 {QStringLiteral("uses"), it.value()},
                                 {QStringLiteral("runs"), using_.value(it.key())}});
    QJsonObject firstLevelUp = spreadJson(report.firstLevelUp());
    firstLevelUp.insert(QStringLiteral("never"), report.neverLevelledUp());
    QJsonObject o{
        {QStringLiteral("pack"), report.packId},
        {QStringLiteral("seed"), QString::number(report.options.seed)},
        {QStringLiteral("runs"), n},
        {QStringLiteral("turns"), report.options.turns},
        {QStringLiteral("stuckAfter"), report.options.stuckAfter},
        {QStringLiteral("reached"),
         report.rooms ? QStringLiteral("rooms") : QStringLiteral("depth")},
        {QStringLiteral("xpIsHealth"), report.xpHealth},
        {QStringLiteral("ended"), ended},
        {QStringLiteral("winRate"), n ? double(report.count(BotRun::End::Won)) / n : 0.0},
        {QStringLiteral("deepest"), spreadJson(report.deepest())},
        {QStringLiteral("turnsPlayed"), spreadJson(report.turns())},
        {QStringLiteral("score"), spreadJson(report.score())},
        {QStringLiteral("xp"), spreadJson(report.xp())},
        {QStringLiteral("gold"), spreadJson(report.gold())},
        {QStringLiteral("firstLevelUp"), firstLevelUp},
        {QStringLiteral("curves"), curves},
        {QStringLiteral("causes"), causes},
        {QStringLiteral("deathsByDepth"), deathsByDepth},
        {QStringLiteral("itemsUsed"), items},
        {QStringLiteral("kills"), report.total(&BotRun::kills)},
        {QStringLiteral("battles"), report.total(&BotRun::battles)},
        {QStringLiteral("heroEscapes"), report.total(&BotRun::heroEscapes)},
        {QStringLiteral("monstersFled"),
         QJsonObject{{QStringLiteral("battles"), report.total(&BotRun::fledBattles)},
                     {QStringLiteral("map"), report.total(&BotRun::fledMap)}}},
        {QStringLiteral("chestsOpened"), report.total(&BotRun::chestsOpened)},
        {QStringLiteral("bumps"), report.total(&BotRun::bumps)},
        {QStringLiteral("touched"), report.total(&BotRun::touched)},
        {QStringLiteral("commands"), report.total(&BotRun::commands)},
        {QStringLiteral("refused"), report.total(&BotRun::refused)},
    };
    if (each) {
        QJsonArray runs;
        for (const BotRun &r : report.runs)
            runs.append(botRunJson(r));
        o.insert(QStringLiteral("each"), runs);
    }
    return o;
}

// The numbers per run: how runs ended, their spreads, and XP and gold by turn.
void printBotSpreads(const BotReport &report, Io &io) {
    const int n = int(report.runs.size());
    const QString reached =
        report.rooms ? QStringLiteral("rooms reached") : QStringLiteral("deepest depth");
    io.out << report.packId << ": " << n << (n == 1 ? " run" : " runs") << " of up to "
           << report.options.turns << " turns, seed " << report.options.seed << "\n\n";
    io.out << "ended: died " << report.count(BotRun::End::Died) << " ("
           << share(report.count(BotRun::End::Died), n) << "), won "
           << report.count(BotRun::End::Won) << " (" << share(report.count(BotRun::End::Won), n)
           << "), alive at the turn limit " << report.count(BotRun::End::TurnLimit) << " ("
           << share(report.count(BotRun::End::TurnLimit), n) << "), at the dungeon's end "
           << report.count(BotRun::End::Exhausted) << " ("
           << share(report.count(BotRun::End::Exhausted), n) << "), stuck "
           << report.count(BotRun::End::Stuck) << " (" << share(report.count(BotRun::End::Stuck), n)
           << ")\n\n";
    io.out << spreadHeader(QStringLiteral("per run"));
    io.out << spreadRow(reached, report.deepest());
    io.out << spreadRow(QStringLiteral("turns played"), report.turns());
    io.out << spreadRow(QStringLiteral("score"), report.score());
    io.out << spreadRow(report.xpHealth ? QStringLiteral("XP (health) at the end")
                                        : QStringLiteral("XP at the end"),
                        report.xp());
    io.out << spreadRow(QStringLiteral("gold at the end"), report.gold());
    io.out << spreadRow(QStringLiteral("first level-up (turn)"), report.firstLevelUp());
    io.out << "  never levelled up: " << report.neverLevelledUp() << " of " << n << " runs\n\n";

    for (const bool gold : {false, true}) {
        io.out << (gold ? "gold by turn (runs still playing at that turn)\n"
                        : "XP by turn (runs still playing at that turn)\n");
        io.out << QStringLiteral("%1 %2 ")
                      .arg(QStringLiteral("turn"), 6)
                      .arg(QStringLiteral("runs"), 5)
               << spreadHeader(QString(), 0).mid(1);
        for (std::size_t i = 0; i < report.checkpoints.size(); ++i) {
            const BotSpread s = gold ? report.goldAt(int(i)) : report.xpAt(int(i));
            io.out << QStringLiteral("%1 %2 ").arg(report.checkpoints[i], 6).arg(s.count, 5)
                   << spreadRow(QString(), s, 0).mid(1);
        }
        io.out << "\n";
    }
}

void printBotCausesAndItems(const BotReport &report, const Pack &pack, Io &io) {
    const int n = int(report.runs.size());
    io.out << "causes of death\n";
    const auto causes = report.causes();
    if (causes.isEmpty())
        io.out << "  none\n";
    for (const auto &[cause, count] : causes)
        io.out << QStringLiteral("  %1 (%2)  %3\n")
                      .arg(count, 5)
                      .arg(share(count, n), 6)
                      .arg(Words::deathCause(cause, &pack));
    io.out << (report.rooms ? "\ndeaths by room (and the most frequent cause there)\n"
                            : "\ndeaths by depth (and the most frequent cause there)\n");
    const QList<BotReport::DepthDeaths> byDepth = report.deathsByDepth();
    if (byDepth.isEmpty())
        io.out << "  none\n";
    for (const BotReport::DepthDeaths &d : byDepth)
        io.out << QStringLiteral("  %1 %2 (%3)  %4 (%5)\n")
                      .arg(d.depth, 5)
                      .arg(d.deaths, 5)
                      .arg(share(d.deaths, n), 6)
                      .arg(Words::deathCause(d.causes.first().first, &pack))
                      .arg(d.causes.first().second);
    io.out << "\nitems used (uses, runs that used it)\n";
    const QMap<QString, int> used = report.itemsUsed();
    const QMap<QString, int> using_ = report.runsUsing();
    if (used.isEmpty())
        io.out << "  none\n";
    for (auto it = used.constBegin(); it != used.constEnd(); ++it)
        io.out << QStringLiteral("  %1 %2  %3 (%4)\n")
                      .arg(it.value(), 6)
                      .arg(using_.value(it.key()), 5)
                      .arg(itemName(pack, it.key()), it.key());
}

void printBotTotals(const BotReport &report, Io &io) {
    const int n = int(report.runs.size());
    const auto perRun = [&](qint64 total) {
        return n ? QString::number(double(total) / n, 'f', 2) : QStringLiteral("-");
    };
    io.out << "\nmonsters and the map (total, per run)\n";
    const auto line = [&](const char *what, qint64 total) {
        io.out << QStringLiteral("  %1 %2 %3\n")
                      .arg(QLatin1String(what), -42)
                      .arg(total, 7)
                      .arg(perRun(total), 8);
    };
    line("monsters killed", report.total(&BotRun::kills));
    line("battles begun", report.total(&BotRun::battles));
    line("battles the hero escaped", report.total(&BotRun::heroEscapes));
    line("monsters fled a battle (gone, no reward)", report.total(&BotRun::fledBattles));
    line("monsters turned to flee on the map", report.total(&BotRun::fledMap));
    line("chests opened", report.total(&BotRun::chestsOpened));
    line("walked into a monster (a collision)", report.total(&BotRun::bumps));
    line("touched by a monster", report.total(&BotRun::touched));
    line("commands", report.total(&BotRun::commands));
    line("commands refused", report.total(&BotRun::refused));
}

void printBotEachRun(const BotReport &report, const Pack &pack, Io &io) {
    io.out << "\neach run (play one again: permadungeon --pack PACK --seed SEED)\n";
    io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                  .arg(QStringLiteral("run"), 5)
                  .arg(QStringLiteral("seed"), 20)
                  .arg(QStringLiteral("end"), -10)
                  .arg(QStringLiteral("turns"), 6)
                  .arg(report.rooms ? QStringLiteral("rooms") : QStringLiteral("depth"), 6)
                  .arg(QStringLiteral("score"), 6)
                  .arg(QStringLiteral("xp"), 6)
                  .arg(QStringLiteral("cause"));
    for (const BotRun &r : report.runs)
        io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                      .arg(r.index, 5)
                      .arg(r.seed, 20)
                      .arg(endName(r.end), -10)
                      .arg(r.turns, 6)
                      .arg(r.deepest, 6)
                      .arg(r.score, 6)
                      .arg(r.xp, 6)
                      .arg(r.end == BotRun::End::Died ? Words::deathCause(r.cause, &pack)
                                                      : QString());
}

void printText(const BotReport &report, const Pack &pack, bool each, Io &io) {
    printBotSpreads(report, io);
    printBotCausesAndItems(report, pack, io);
    printBotTotals(report, io);
    if (each)
        printBotEachRun(report, pack, io);
}

// The level as it stands: '@' the hero, 'm' a monster, 'c' a closed chest, 'o' an opened one,
// '^' a trap still set.
QString traceMap(const Game &game) {
    const LevelState &ls = game.level();
    QStringList rows = ls.level.toAscii(false);
    const auto put = [&](Point p, QChar c) {
        if (p.y >= 0 && p.y < rows.size() && p.x >= 0 && p.x < rows[p.y].size())
            rows[p.y][p.x] = c;
    };
    for (const TrapState &t : ls.traps)
        if (!t.sprung)
            put(t.pos, u'^');
    for (const ChestState &c : ls.chests)
        put(c.pos, c.opened ? u'o' : u'c');
    for (const Actor &a : ls.actors)
        put(a.pos, u'm');
    put(game.state().hero.pos, u'@');
    QString out;
    for (const QString &row : std::as_const(rows))
        out += QStringLiteral("      ") + row + u'\n';
    return out;
}

void addBotOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Plays whole runs headless with the game's own automation (AutoPlay: the same choices as "
        "the Game tab's explore, fight, stairs and medicine keys) until the hero dies, wins or "
        "reaches the turn limit, and reports per pack: depth or rooms reached, turns, score, "
        "causes of death, the turn of the first level-up, XP and gold by turn (mean and "
        "quartiles), items used, monsters that fled, and the win rate. A run that makes no "
        "progress for a long time is stopped and counted as stuck. Deterministic: the same pack, "
        "seed, runs and turns give the same report on any number of threads. See docs/bot.md."));
    ctx.addPackArgument();
    ctx.addSeedOption(QStringLiteral("Seed: a number or any text (default 1); run i plays a seed "
                                     "derived from it."));
    ctx.addOption(QStringLiteral("runs"), QStringLiteral("N"),
                  QStringLiteral("Runs to play (default 100)."));
    ctx.addOption(QStringLiteral("turns"), QStringLiteral("T"),
                  QStringLiteral("Game turns at most per run (default 500)."));
    ctx.addOption(QStringLiteral("stuck-after"), QStringLiteral("N"),
                  QStringLiteral("Stop a run as stuck after this many commands in a row without "
                                 "progress (default 300)."));
    ctx.addThreadsOption();
    ctx.addSwitch(QStringLiteral("each"), QStringLiteral("Also list every run with its seed."));
    ctx.addOption(QStringLiteral("trace"), QStringLiteral("I"),
                  QStringLiteral("Instead of the report, play run I (0 is the first) alone and "
                                 "print every command the bot gave with what the game answered."));
    ctx.addSwitch(QStringLiteral("maps"), QStringLiteral("With --trace: the map after every "
                                                         "command, not only on a new level."));
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral(
        "Usage: permadungeon-cli bot PACK [--seed S] [--runs N] [--turns T] [--stuck-after N] "
        "[--threads N] [--each] [--trace I [--maps]] [--json]"));
}

// What to play: `trace` is the run to trace alone (-1: none, the report).
struct BotRequest {
    BotOptions options;
    int trace = -1;
};

// On a loaded pack; nullopt after a message (ctx.exitCode()).
std::optional<BotRequest> botRequest(CommandContext &ctx) {
    if (ctx.arguments().size() != 1) {
        ctx.usageError(QStringLiteral("needs one pack"));
        return std::nullopt;
    }
    // Every count is read, so that each mistake is told at once, before the usage line.
    const auto runs = ctx.count(QStringLiteral("runs"), 100, 100000);
    const auto turns = ctx.count(QStringLiteral("turns"), 500, 1000000);
    const auto stuck = ctx.count(QStringLiteral("stuck-after"), 300, 1000000);
    const auto threads = ctx.threads();
    const auto trace = ctx.number(QStringLiteral("trace"), -1, 0, std::numeric_limits<int>::max());
    if (!trace) {
        ctx.optionError(QStringLiteral("--trace takes a run's index (0 or more), not \"") +
                        ctx.value(QStringLiteral("trace")) + u'"');
        ctx.repeatUsage();
        return std::nullopt;
    }
    if (!runs || !turns || !stuck || !threads) {
        ctx.repeatUsage();
        return std::nullopt;
    }
    if (!ctx.loadPack())
        return std::nullopt;
    BotRequest request;
    request.options.runs = *runs;
    request.options.turns = *turns;
    request.options.stuckAfter = *stuck;
    request.options.threads = *threads;
    request.options.seed = ctx.seed().value_or(1);
    request.trace = *trace;
    return request;
}

// One run alone, every command the bot gave with what the game answered.
void traceBotRun(const Pack &pack, const BotOptions &options, int index, bool everyMap, Io &io) {
    const std::uint64_t runSeed = BotRun::seedFor(options.seed, index);
    io.out << "run " << index << " of seed " << options.seed << ": game seed " << runSeed << "\n";
    int shownDepth = 0;
    QStringList recap; // the end screen's recap, worded when the run ends
    const auto watch = [&](const Game &game, const pd::Command &command, bool accepted,
                           const QList<LogEntry> &written) {
        if (game.isOver() && recap.isEmpty())
            recap = RecapWords::recapText(game);
        const Point at = game.state().hero.pos;
        io.out << "[" << game.state().turn << "] " << command.toText()
               << (accepted ? "" : "  (refused)") << "  -> " << at.x << "," << at.y << "\n";
        for (const LogEntry &entry : written)
            io.out << "      " << Words::logLine(entry, game) << "\n";
        if (game.state().depth != shownDepth || everyMap) {
            // A new level or room (or, with --maps, every turn): the map as it stands.
            shownDepth = game.state().depth;
            io.out << traceMap(game);
        }
    };
    const BotRun run =
        BotRun::play(pack, runSeed, options, BotReport::checkpointsFor(options.turns), watch);
    io.out << "end: " << endName(run.end) << " at turn " << run.turns << ", "
           << (pack.ruleset.levels == Ruleset::Levels::Disposable ? "rooms " : "depth ")
           << run.deepest << ", score " << run.score << ", XP " << run.xp << "\n";
    for (const QString &line : recap)
        io.out << line << "\n";
}

} // namespace

int runBot(const QStringList &args, Io &io) {
    CommandContext ctx("bot", io);
    addBotOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    const std::optional<BotRequest> request = botRequest(ctx);
    if (!request)
        return ctx.exitCode();
    const BotOptions &options = request->options;
    if (request->trace >= 0) {
        traceBotRun(ctx.pack(), options, request->trace, ctx.isSet(QStringLiteral("maps")), io);
        return Ok;
    }
    const BotReport report = ctx.timed([&] { return BotReport::play(ctx.pack(), options); });
    const bool each = ctx.isSet(QStringLiteral("each"));
    if (ctx.json())
        printJson(io, QJsonDocument(reportJson(report, ctx.pack(), each)));
    else
        printText(report, ctx.pack(), each, io);
    ctx.reportTime(options.threads);
    return Ok;
}

} // namespace pd::cli
