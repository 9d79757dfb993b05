#include "CommandContext.h"

#include "dice/DiceExpression.h"
#include "random/Rng.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pd::cli {

namespace {

QString rationalText(const Rational &r) {
    if (r.denominator() == BigUInt(1u))
        return r.toString();
    return r.toString() + QStringLiteral(" ≈ ") + QString::number(r.toDouble(), 'f', 4);
}

int printDistribution(const DiceExpression &e, bool json, Io &io) {
    QString error;
    const DiceDistribution d = e.distribution(&error);
    if (!d.isValid()) {
        io.err << "permadungeon-cli: roll: " << e.text() << ": " << error << "\n";
        return InvalidInput;
    }
    const Rational mean = d.mean();
    const Rational variance = d.variance();
    if (json) {
        QJsonArray pmf;
        for (qint64 v = d.minimum(); v <= d.maximum(); ++v) {
            const BigUInt c = d.count(v);
            if (c.isZero())
                continue;
            const Rational p = d.probability(v);
            pmf.append(QJsonObject{{QStringLiteral("value"), v},
                                   {QStringLiteral("count"), c.toString()},
                                   {QStringLiteral("probability"), p.toString()},
                                   {QStringLiteral("p"), p.toDouble()}});
        }
        printJson(io,
                  QJsonDocument(QJsonObject{{QStringLiteral("expression"), e.text()},
                                            {QStringLiteral("canonical"), e.canonical()},
                                            {QStringLiteral("min"), d.minimum()},
                                            {QStringLiteral("max"), d.maximum()},
                                            {QStringLiteral("outcomes"), d.total().toString()},
                                            {QStringLiteral("mean"), rationalJson(mean)},
                                            {QStringLiteral("variance"), rationalJson(variance)},
                                            {QStringLiteral("pmf"), pmf}}));
        return Ok;
    }
    // Bars scale to the most likely value; counts are exact integers over the total.
    BigUInt top;
    for (const BigUInt &c : d.counts())
        if (c > top)
            top = c;
    const double topD = top.toDouble();
    const QString totalText = d.total().toString();
    io.out << e.canonical() << ": exact distribution over " << totalText << " equally likely "
           << "outcomes\n\n";
    int countWidth = 5;
    for (const BigUInt &c : d.counts())
        countWidth = std::max(countWidth, int(c.toString().size()));
    countWidth = std::min(countWidth, 24);
    io.out << QStringLiteral("value").rightJustified(7) << "  "
           << QStringLiteral("count").rightJustified(countWidth) << "  "
           << QStringLiteral("chance").rightJustified(9) << "\n";
    for (qint64 v = d.minimum(); v <= d.maximum(); ++v) {
        const BigUInt c = d.count(v);
        if (c.isZero())
            continue;
        const double p = d.probability(v).toDouble();
        const int bar = topD > 0 ? int(40.0 * c.toDouble() / topD + 0.5) : 0;
        QString countText = c.toString();
        if (countText.size() > countWidth)
            countText = QString::number(c.toDouble(), 'e', 3);
        io.out << QString::number(v).rightJustified(7) << "  "
               << countText.rightJustified(countWidth) << "  " << percent(p).rightJustified(9)
               << "  " << QString(bar, u'#') << "\n";
    }
    io.out << "\nmin " << d.minimum() << "   max " << d.maximum() << "\n";
    io.out << "mean " << rationalText(mean) << "\n";
    io.out << "variance " << rationalText(variance) << "   standard deviation "
           << QString::number(std::sqrt(variance.toDouble()), 'f', 4) << "\n";
    return Ok;
}

} // namespace

int runRoll(const QStringList &args, Io &io) {
    CommandContext ctx("roll", io);
    ctx.setDescription(QStringLiteral(
        "Rolls a dice expression, or prints its exact distribution.\n"
        "Examples: d12  3d6+2  2d6+1d4-1  d%  4d6kh3  2d20kl1  4d6dl1  d6x  2d6r1  (1d4+1)*10\n"
        "See docs/dice.md for the grammar."));
    ctx.addArgument(QStringLiteral("EXPR"), QStringLiteral("The dice expression."));
    ctx.addOption(QStringLiteral("times"), QStringLiteral("N"),
                  QStringLiteral("Roll N times (default 1)."));
    ctx.addSeedOption(QStringLiteral("Seed: a number or any text (default: random, printed)."));
    ctx.addSwitch(QStringLiteral("pmf"), QStringLiteral("Print the exact distribution, min, max, "
                                                        "mean and variance instead of rolling."));
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli roll EXPR [--times N] [--seed S] [--pmf] "
                                "[--json]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one dice expression (quote it if it has "
                                             "spaces)"));
    const auto n = ctx.count(QStringLiteral("times"), 1, 100000);
    if (!n)
        return UsageError;

    DiceError error;
    const QString text = ctx.argument(0);
    const DiceExpression e = DiceExpression::parse(text, &error);
    if (!e.isValid())
        return ctx.fail(QStringLiteral("invalid dice expression\n  ") + text +
                        QStringLiteral("\n  ") + QString(std::max(0, error.column - 1), u' ') +
                        QStringLiteral("^ ") + error.toString());
    if (ctx.isSet(QStringLiteral("pmf")))
        return printDistribution(e, ctx.json(), io);

    const std::uint64_t seed = ctx.seedOrRandom();
    Rng rng = Rng::forStream(seed, u"roll");
    QJsonArray rolls;
    for (int i = 0; i < *n; ++i) {
        const DiceRoll r = e.rollDetailed(rng);
        if (ctx.json())
            rolls.append(QJsonObject{{QStringLiteral("total"), r.total},
                                     {QStringLiteral("detail"), r.describe()}});
        else
            io.out << r.describe() << "\n";
    }
    if (ctx.json())
        printJson(io, QJsonDocument(QJsonObject{{QStringLiteral("expression"), e.text()},
                                                {QStringLiteral("canonical"), e.canonical()},
                                                {QStringLiteral("seed"), QString::number(seed)},
                                                {QStringLiteral("rngVersion"), Rng::kVersion},
                                                {QStringLiteral("rolls"), rolls}}));
    else
        ctx.noteRandomSeed(seed);
    return Ok;
}

} // namespace pd::cli
