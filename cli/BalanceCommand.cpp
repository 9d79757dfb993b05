#include "CommandContext.h"

#include "rpg/BalanceSimulation.h"

#include <QJsonArray>
#include <QJsonObject>

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

QString balanceModeKey(BalanceMode mode) {
    return mode == BalanceMode::Contact ? QStringLiteral("contact")
           : mode == BalanceMode::Bump  ? QStringLiteral("bump")
                                        : QStringLiteral("battle");
}

QJsonObject balanceRowJson(const BalanceRow &r) {
    return QJsonObject{
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
        {QStringLiteral("averageHeroLeft"), r.won ? double(r.heroHpLeft) / r.won : 0.0}};
}

QJsonObject balanceJson(const Pack &pack, const BalanceOptions &options,
                        const BalanceReport &report) {
    QJsonArray rows;
    for (const BalanceRow &r : report.rows)
        rows.append(balanceRowJson(r));
    return QJsonObject{{QStringLiteral("pack"), pack.manifest.id},
                       {QStringLiteral("seed"), QString::number(options.seed)},
                       {QStringLiteral("battles"), options.battles},
                       {QStringLiteral("mode"), balanceModeKey(report.mode)},
                       {QStringLiteral("healBelowPercent"), options.healBelowPercent},
                       {QStringLiteral("maxRounds"), options.maxRounds},
                       {QStringLiteral("monsters"), rows}};
}

void printBalanceText(const Pack &pack, const BalanceOptions &options, const BalanceReport &report,
                      Io &io) {
    const bool contact = report.mode == BalanceMode::Contact;
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

void addBalanceOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Simulates battles of every monster against a hero of the monster's level (with the "
        "levelGains applied, the best equipment of one tier lower, the ruleset's starting "
        "medicine) and prints per monster the hero's win rate, the monster's escape rate, the "
        "hero's death rate and the average number of rounds. The hero attacks, and heals (spell, "
        "else medicine) below 40% HP. Bump packs fight as on the map (blows only, the monster "
        "runs below its fleeBelow); XP-as-health packs fight a contact duel instead. "
        "Deterministic for a seed; runs on every core with the same output as --threads 1. "
        "See docs/rules.md."));
    ctx.addPackArgument();
    ctx.addOption(QStringLiteral("battles"), QStringLiteral("N"),
                  QStringLiteral("Battles per monster (default 10000)."));
    ctx.addSeedOption(QStringLiteral("Seed: a number or any text (default 1)."));
    ctx.addOption(QStringLiteral("monster"), QStringLiteral("ID"),
                  QStringLiteral("Only this monster (may be given more than once)."));
    ctx.addThreadsOption();
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli balance PACK [--battles N] [--seed S] "
                                "[--monster ID] [--threads N] [--json]"));
}

// The simulation's options on a loaded pack; nullopt after a message (ctx.exitCode()).
std::optional<BalanceOptions> balanceOptions(CommandContext &ctx) {
    if (ctx.arguments().size() != 1) {
        ctx.usageError(QStringLiteral("needs one pack"));
        return std::nullopt;
    }
    const auto battles = ctx.count(QStringLiteral("battles"), 10000, 1000000);
    const auto threads = ctx.threads();
    if (!battles || !threads || !ctx.loadPack())
        return std::nullopt;
    BalanceOptions options;
    options.battles = *battles;
    options.threads = *threads;
    options.seed = ctx.seed().value_or(1);
    options.monsters = ctx.values(QStringLiteral("monster"));
    for (const QString &id : std::as_const(options.monsters))
        if (!ctx.pack().monster(id)) {
            ctx.fail(QStringLiteral("the pack has no monster \"") + id + u'"');
            return std::nullopt;
        }
    if (ctx.pack().monsters.isEmpty()) {
        ctx.fail(QStringLiteral("the pack has no monsters"));
        return std::nullopt;
    }
    return options;
}

} // namespace

int runBalance(const QStringList &args, Io &io) {
    CommandContext ctx("balance", io);
    addBalanceOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    const std::optional<BalanceOptions> options = balanceOptions(ctx);
    if (!options)
        return ctx.exitCode();
    const BalanceReport report = ctx.timed([&] { return simulateBalance(ctx.pack(), *options); });
    if (ctx.json())
        printJson(io, QJsonDocument(balanceJson(ctx.pack(), *options, report)));
    else
        printBalanceText(ctx.pack(), *options, report, io);
    ctx.reportTime(options->threads);
    return Ok;
}

} // namespace pd::cli
