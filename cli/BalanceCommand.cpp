#include "Cli.h"
#include "PackOption.h"

#include "rpg/BalanceSimulation.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

namespace pd::cli {

namespace {

QString tierName(MonsterRecord::Tier t) {
    return MonsterRecord::tierNames().value(int(t));
}

// Two decimals from integer counts, so the text is the same on every platform.
QString percentOf(int count, int total) {
    if (total <= 0)
        return QStringLiteral("-");
    const qint64 hundredths = (qint64(count) * 10000 + total / 2) / total;
    return QStringLiteral("%1.%2%")
        .arg(hundredths / 100)
        .arg(hundredths % 100, 2, 10, QLatin1Char('0'));
}

QString average(qint64 sum, int count) {
    if (count <= 0)
        return QStringLiteral("-");
    const qint64 tenths = (sum * 10 + count / 2) / count;
    return QStringLiteral("%1.%2").arg(tenths / 10).arg(tenths % 10);
}

} // namespace

int runBalance(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Simulates battles of every monster against a hero of the monster's level (with the "
        "levelGains applied, the best equipment of one tier lower, the ruleset's starting "
        "medicine) and prints per monster the hero's win rate, the monster's escape rate, the "
        "hero's death rate and the average number of rounds. The hero attacks, and heals (spell, "
        "else medicine) below 40% HP. Bump packs fight as on the map (blows only, the monster "
        "runs below its fleeBelow); XP-as-health packs fight a contact duel instead. "
        "Deterministic for a seed; runs on every core with the same output as --threads 1. "
        "See docs/rules.md."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    const QCommandLineOption battlesOpt(QStringLiteral("battles"),
                                        QStringLiteral("Battles per monster (default 10000)."),
                                        QStringLiteral("N"));
    const QCommandLineOption seedOpt(QStringLiteral("seed"),
                                     QStringLiteral("Seed: a number or any text (default 1)."),
                                     QStringLiteral("S"));
    const QCommandLineOption monsterOpt(
        QStringLiteral("monster"),
        QStringLiteral("Only this monster (may be given more than once)."), QStringLiteral("ID"));
    const QCommandLineOption threadsOpt(QStringLiteral("threads"),
                                        QStringLiteral("Worker threads (default: one per core)."),
                                        QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({battlesOpt, seedOpt, monsterOpt, threadsOpt, json});
    const QString usage = QStringLiteral("Usage: permadungeon-cli balance PACK [--battles N] "
                                         "[--seed S] [--monster ID] [--threads N] [--json]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        io.err << "permadungeon-cli: balance needs one pack\n" << usage << "\n";
        return UsageError;
    }
    const auto battles = countOption(parser, QStringLiteral("battles"), 10000, 1000000, io);
    const auto threads = countOption(parser, QStringLiteral("threads"),
                                     std::max(1, QThread::idealThreadCount()), 256, io);
    if (!battles || !threads)
        return UsageError;

    Pack pack;
    if (!loadPackForCommand(pos.first(), "balance", io, pack))
        return InvalidInput;
    BalanceOptions options;
    options.battles = *battles;
    options.threads = *threads;
    options.seed = seedOption(parser, QStringLiteral("seed")).value_or(1);
    options.monsters = parser.values(monsterOpt);
    for (const QString &id : std::as_const(options.monsters))
        if (!pack.monster(id)) {
            io.err << "permadungeon-cli: balance: the pack has no monster \"" << id << "\"\n";
            return InvalidInput;
        }
    if (pack.monsters.isEmpty()) {
        io.err << "permadungeon-cli: balance: the pack has no monsters\n";
        return InvalidInput;
    }

    QElapsedTimer timer;
    timer.start();
    const BalanceReport report = simulateBalance(pack, options);
    const qint64 ms = timer.elapsed();
    const bool contact = report.mode == BalanceMode::Contact;
    const QString mode = contact                            ? QStringLiteral("contact")
                         : report.mode == BalanceMode::Bump ? QStringLiteral("bump")
                                                            : QStringLiteral("battle");

    if (parser.isSet(json)) {
        QJsonArray rows;
        for (const BalanceRow &r : report.rows)
            rows.append(QJsonObject{
                {QStringLiteral("id"), r.id},
                {QStringLiteral("name"), r.name},
                {QStringLiteral("tier"), tierName(r.tier)},
                {QStringLiteral("level"), r.level},
                {QStringLiteral("heroLevel"), r.heroLevel},
                {QStringLiteral("battles"), r.battles},
                {QStringLiteral("won"), r.won},
                {QStringLiteral("fled"), r.fled},
                {QStringLiteral("died"), r.died},
                {QStringLiteral("stalled"), r.stalled},
                {QStringLiteral("winRate"), r.rate(r.won)},
                {QStringLiteral("fledRate"), r.rate(r.fled)},
                {QStringLiteral("deathRate"), r.rate(r.died)},
                {QStringLiteral("averageRounds"), r.averageRounds()},
                {QStringLiteral("averageHeroLeft"), r.won ? double(r.heroHpLeft) / r.won : 0.0}});
        printJson(io, QJsonDocument(QJsonObject{
                          {QStringLiteral("pack"), pack.manifest.id},
                          {QStringLiteral("seed"), QString::number(options.seed)},
                          {QStringLiteral("battles"), options.battles},
                          {QStringLiteral("mode"), mode},
                          {QStringLiteral("healBelowPercent"), options.healBelowPercent},
                          {QStringLiteral("maxRounds"), options.maxRounds},
                          {QStringLiteral("monsters"), rows}}));
    } else {
        io.out << pack.manifest.id << ": " << options.battles << " battles per monster, seed "
               << options.seed << ", "
               << (contact ? "contact duels (XP is health)"
                   : report.mode == BalanceMode::Bump
                       ? "map bump fights (maze-duel blows) against a hero of the monster's level"
                       : "battle-screen fights against a hero of the monster's level")
               << "\n\n";
        io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                      .arg(QStringLiteral("monster"), -18)
                      .arg(QStringLiteral("tier"), -6)
                      .arg(QStringLiteral("level"), 5)
                      .arg(QStringLiteral("won"), 8)
                      .arg(QStringLiteral("fled"), 8)
                      .arg(QStringLiteral("died"), 8)
                      .arg(QStringLiteral("stalled"), 8)
                      .arg(QStringLiteral("rounds"), 6)
                      .arg(contact ? QStringLiteral("xp left") : QStringLiteral("hp left"), 7);
        for (const BalanceRow &r : report.rows)
            io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                          .arg(r.id, -18)
                          .arg(tierName(r.tier), -6)
                          .arg(r.level, 5)
                          .arg(percentOf(r.won, r.battles), 8)
                          .arg(percentOf(r.fled, r.battles), 8)
                          .arg(percentOf(r.died, r.battles), 8)
                          .arg(percentOf(r.stalled, r.battles), 8)
                          .arg(average(r.rounds, r.battles), 6)
                          .arg(average(r.heroHpLeft, r.won), 7);
        if (contact)
            io.out << "\nXP-as-health: the hero starts with " << pack.ruleset.heroXp
                   << " XP and fires a bolt every turn while the monster touches it; in the "
                      "game it shoots from afar, so this is the worst case.\n";
    }
    // Timing goes to stderr so that the output stays identical between runs.
    io.err << "(" << ms << " ms on " << *threads << (*threads == 1 ? " thread" : " threads")
           << ")\n";
    return Ok;
}

} // namespace pd::cli
