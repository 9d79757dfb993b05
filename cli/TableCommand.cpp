#include "Cli.h"
#include "PackOption.h"

#include "random/Rng.h"
#include "tables/TableOdds.h"
#include "tables/TableRoller.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pd::cli {

namespace {

QJsonObject rationalJson(const Rational &r) {
    return QJsonObject{{QStringLiteral("fraction"), r.toString()},
                       {QStringLiteral("value"), r.toDouble()}};
}

QJsonObject rollJson(const TableRollResult &r) {
    QJsonArray entries;
    for (const RolledEntry &e : r.entries) {
        QJsonObject o{{QStringLiteral("kind"), TableResult::kindKey(e.kind)},
                      {QStringLiteral("quantity"), e.quantity},
                      {QStringLiteral("label"), e.describe()}};
        if (!e.ref.isEmpty())
            o.insert(QStringLiteral("id"), e.ref);
        if (!e.text.isEmpty())
            o.insert(QStringLiteral("text"), e.text);
        if (!e.value.isUndefined())
            o.insert(QStringLiteral("value"), e.value);
        entries.append(o);
    }
    QJsonArray steps;
    for (const TableRollStep &s : r.steps)
        steps.append(QJsonObject{{QStringLiteral("table"), s.table},
                                 {QStringLiteral("roll"), s.roll},
                                 {QStringLiteral("row"), s.row + 1},
                                 {QStringLiteral("depth"), s.depth}});
    QJsonObject o{{QStringLiteral("result"), r.describe()},
                  {QStringLiteral("entries"), entries},
                  {QStringLiteral("steps"), steps}};
    if (!r.error.isEmpty())
        o.insert(QStringLiteral("error"), r.error);
    return o;
}

int printOdds(const Pack &pack, const QString &tableId, bool json, Io &io) {
    const TableOddsReport report = TableOdds(pack).compute(tableId);
    if (!report.error.isEmpty()) {
        io.err << "permadungeon-cli: table: " << report.error << "\n";
        return InvalidInput;
    }
    const RandomTable *t = pack.table(tableId);
    if (json) {
        QJsonArray rows, leaves, outcomes;
        for (const RowOdds &r : report.rows)
            rows.append(QJsonObject{{QStringLiteral("row"), r.row + 1},
                                    {QStringLiteral("range"), r.range},
                                    {QStringLiteral("result"), r.label},
                                    {QStringLiteral("probability"), rationalJson(r.probability)}});
        for (const LeafOdds &l : report.leaves) {
            QJsonObject o{{QStringLiteral("result"), l.label},
                          {QStringLiteral("kind"), TableResult::kindKey(l.kind)},
                          {QStringLiteral("expected"), rationalJson(l.expected)}};
            if (l.chanceKnown)
                o.insert(QStringLiteral("chance"), rationalJson(l.chance));
            leaves.append(o);
        }
        for (const OutcomeOdds &o : report.outcomes)
            outcomes.append(
                QJsonObject{{QStringLiteral("outcome"), o.label},
                            {QStringLiteral("probability"), rationalJson(o.probability)}});
        QJsonObject doc{{QStringLiteral("table"), tableId},
                        {QStringLiteral("dice"), t->isWeighted() ? QString() : t->dice.text},
                        {QStringLiteral("rows"), rows},
                        {QStringLiteral("results"), leaves},
                        {QStringLiteral("outcomesComplete"), report.outcomesComplete}};
        if (report.outcomesComplete)
            doc.insert(QStringLiteral("outcomes"), outcomes);
        if (!report.gap.isZero())
            doc.insert(QStringLiteral("noRow"), rationalJson(report.gap));
        printJson(io, QJsonDocument(doc));
        return Ok;
    }
    io.out << t->name << " (" << t->id << "): "
           << (t->isWeighted()
                   ? QStringLiteral("weighted rows, total weight %1").arg(t->totalWeight())
                   : QStringLiteral("rolls %1").arg(t->dice.text))
           << "\n\nRows\n";
    for (const RowOdds &r : report.rows)
        io.out << "  " << r.range.rightJustified(8) << "  "
               << r.probability.toString().rightJustified(12) << "  "
               << percent(r.probability.toDouble()).rightJustified(9) << "  " << r.label << "\n";
    if (!report.gap.isZero())
        io.out << "  " << QStringLiteral("(gap)").rightJustified(8) << "  "
               << report.gap.toString().rightJustified(12) << "  "
               << percent(report.gap.toDouble()).rightJustified(9) << "  no row\n";
    io.out << "\nFinal results, through every nested table (chance of at least one; average "
              "number)\n";
    for (const LeafOdds &l : report.leaves)
        io.out << "  "
               << (l.chanceKnown ? percent(l.chance.toDouble()) : QStringLiteral("?"))
                      .rightJustified(9)
               << "  " << QString::number(l.expected.toDouble(), 'f', 3).rightJustified(8) << "  "
               << l.label
               << (l.chanceKnown ? QStringLiteral("  (") + l.chance.toString() + u')' : QString())
               << "\n";
    if (report.outcomesComplete) {
        io.out << "\nWhole outcomes of one roll (" << report.outcomes.size() << ")\n";
        const int shown = std::min<int>(int(report.outcomes.size()), 40);
        for (int i = 0; i < shown; ++i) {
            const OutcomeOdds &o = report.outcomes.at(i);
            io.out << "  " << percent(o.probability.toDouble()).rightJustified(9) << "  "
                   << o.probability.toString().rightJustified(12) << "  " << o.label << "\n";
        }
        if (report.outcomes.size() > shown)
            io.out << "  ... " << report.outcomes.size() - shown
                   << " less likely outcomes (all of them with --json)\n";
    } else {
        io.out << "\n(more than " << TableOdds::kMaxOutcomes
               << " whole outcomes; the per-result odds above are exact)\n";
    }
    return Ok;
}

} // namespace

int runTable(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Rolls a random table of a pack, or prints its exact odds (--pmf): every row, and every "
        "final result through nested tables."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    parser.addPositionalArgument(QStringLiteral("TABLE"), QStringLiteral("The table's id."));
    const QCommandLineOption times(
        QStringLiteral("times"), QStringLiteral("Roll N times (default 1)."), QStringLiteral("N"));
    const QCommandLineOption unique(QStringLiteral("unique"),
                                    QStringLiteral("With --times: no row comes up twice."));
    const QCommandLineOption seedOpt(
        QStringLiteral("seed"), QStringLiteral("Seed: a number or any text (default: random)."),
        QStringLiteral("S"));
    const QCommandLineOption pmf(QStringLiteral("pmf"),
                                 QStringLiteral("Print the exact odds instead of rolling."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({times, unique, seedOpt, pmf, json});
    const QString usage = QStringLiteral("Usage: permadungeon-cli table PACK TABLE [--times N] "
                                         "[--unique] [--seed S] [--pmf] [--json]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2) {
        io.err << "permadungeon-cli: table needs a pack folder and a table id\n" << usage << "\n";
        return UsageError;
    }
    const auto n = countOption(parser, QStringLiteral("times"), 1, 100000, io);
    if (!n)
        return UsageError;
    Pack pack;
    if (!loadPackForCommand(pos.at(0), "table", io, pack))
        return InvalidInput;
    const QString tableId = pos.at(1);
    if (!pack.table(tableId)) {
        QStringList ids;
        for (const RandomTable &t : std::as_const(pack.tables))
            ids << t.id;
        io.err << "permadungeon-cli: table: no table \"" << tableId << "\" in " << pos.at(0)
               << "\n  tables: " << ids.join(QStringLiteral(", ")) << "\n";
        return InvalidInput;
    }
    if (parser.isSet(pmf))
        return printOdds(pack, tableId, parser.isSet(json), io);

    const std::uint64_t seed = seedOption(parser, QStringLiteral("seed")).value_or(entropySeed());
    Rng rng = Rng::forStream(seed, u"table");
    QString error;
    const QList<TableRollResult> rolls =
        TableRoller(pack).rollMany(tableId, *n, parser.isSet(unique), rng, &error);
    if (!error.isEmpty()) {
        io.err << "permadungeon-cli: table: " << error << "\n";
        return InvalidInput;
    }
    if (parser.isSet(json)) {
        QJsonArray a;
        for (const TableRollResult &r : rolls)
            a.append(rollJson(r));
        printJson(io, QJsonDocument(QJsonObject{{QStringLiteral("table"), tableId},
                                                {QStringLiteral("seed"), QString::number(seed)},
                                                {QStringLiteral("rngVersion"), Rng::kVersion},
                                                {QStringLiteral("rolls"), a}}));
        return Ok;
    }
    for (int i = 0; i < rolls.size(); ++i) {
        const TableRollResult &r = rolls.at(i);
        io.out << r.describe() << "\n";
        for (const TableRollStep &s : r.steps) {
            const RandomTable *t = pack.table(s.table);
            io.out << "    " << QString(s.depth * 2, u' ') << s.table << ": "
                   << (t && t->isWeighted() ? QStringLiteral("pick ") : QStringLiteral("rolled "))
                   << s.roll << " -> "
                   << (s.row >= 0
                           ? QStringLiteral("row %1 (%2)")
                                 .arg(s.row + 1)
                                 .arg(t && t->isWeighted()
                                          ? QStringLiteral("w %1").arg(t->rows.at(s.row).weight)
                                          : t->rows.at(s.row).rangeLabel())
                           : QStringLiteral("no row"))
                   << "\n";
        }
        if (!r.error.isEmpty())
            io.err << "permadungeon-cli: table: " << r.error << "\n";
    }
    if (!parser.isSet(seedOpt))
        io.err << "(seed " << seed << "; repeat with --seed " << seed << ")\n";
    return Ok;
}

} // namespace pd::cli
