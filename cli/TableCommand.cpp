#include "CommandContext.h"

#include "random/Rng.h"
#include "tables/TableOdds.h"
#include "tables/TableRoller.h"
#include "tables/WhereFrom.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pd::cli {

namespace {

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

QJsonObject oddsJson(const QString &tableId, const RandomTable &t, const TableOddsReport &report) {
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
        outcomes.append(QJsonObject{{QStringLiteral("outcome"), o.label},
                                    {QStringLiteral("probability"), rationalJson(o.probability)}});
    QJsonObject doc{{QStringLiteral("table"), tableId},
                    {QStringLiteral("dice"), t.isWeighted() ? QString() : t.dice.text},
                    {QStringLiteral("rows"), rows},
                    {QStringLiteral("results"), leaves},
                    {QStringLiteral("outcomesComplete"), report.outcomesComplete}};
    if (report.outcomesComplete)
        doc.insert(QStringLiteral("outcomes"), outcomes);
    if (!report.gap.isZero())
        doc.insert(QStringLiteral("noRow"), rationalJson(report.gap));
    return doc;
}

int printOdds(const Pack &pack, const QString &tableId, bool json, Io &io) {
    const TableOddsReport report = TableOdds(pack).compute(tableId);
    if (!report.error.isEmpty()) {
        io.err << "permadungeon-cli: table: " << report.error << "\n";
        return InvalidInput;
    }
    const RandomTable *t = pack.table(tableId);
    if (json) {
        printJson(io, QJsonDocument(oddsJson(tableId, *t, report)));
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

// "items-crypt row 1 → items-d9 row 6 (all #2)": rows and list positions from 1, as written.
QString pathText(const WherePath &p) {
    QStringList steps;
    for (const WhereStep &s : p.steps) {
        QString step = s.table + QStringLiteral(" row ") + QString::number(s.row + 1);
        for (int e : s.elements)
            step += QStringLiteral(" (all #%1)").arg(e + 1);
        steps << step;
    }
    return steps.join(QStringLiteral(" → "));
}

QString depthsText(const QList<WhereDepth> &depths) {
    if (depths.isEmpty())
        return {};
    const int from = depths.first().depth, to = depths.last().depth;
    return from == to ? QStringLiteral("depth %1").arg(from)
                      : QStringLiteral("depths %1-%2").arg(from).arg(to);
}

QString bandCount(const Ruleset::Band &band, WhereSource::Role role) {
    switch (role) {
    case WhereSource::Role::Monsters:
        return band.monsterCount.text;
    case WhereSource::Role::Items:
        return band.itemCount.text;
    case WhereSource::Role::Traps:
        return band.trapCount.text;
    case WhereSource::Role::Chests:
        return band.chestCount.text;
    case WhereSource::Role::Chips:
        return band.chipCount.text;
    case WhereSource::Role::Vaults:
    case WhereSource::Role::None:
        break;
    }
    return {};
}

QJsonObject whereJson(const Pack &pack, const WhereSource &s) {
    QJsonObject o{{QStringLiteral("source"), WhereSource::kindKey(s.kind)},
                  {QStringLiteral("expected"), rationalJson(s.expected)}};
    if (s.chanceKnown)
        o.insert(QStringLiteral("chance"), rationalJson(s.chance));
    if (!s.table.isEmpty())
        o.insert(QStringLiteral("table"), s.table);
    if (s.band >= 0) {
        const Ruleset::Band &band = pack.ruleset.bands.at(s.band);
        o.insert(QStringLiteral("band"), s.band + 1);
        o.insert(QStringLiteral("from"), band.from);
        o.insert(QStringLiteral("to"), band.to);
        o.insert(QStringLiteral("role"), WhereSource::roleKey(s.role));
        if (s.role != WhereSource::Role::Vaults)
            o.insert(QStringLiteral("count"), bandCount(band, s.role));
    }
    if (s.role == WhereSource::Role::Vaults) {
        // Per level, `rolls` are the cells rolled on average (the vault's chance times its
        // cells); every figure is the one when the vault is placed.
        o.insert(QStringLiteral("vault"), s.vault);
        o.insert(QStringLiteral("vaultTable"), s.vaultTable);
        o.insert(QStringLiteral("chancePercent"), pack.ruleset.vaultChancePercent);
        o.insert(QStringLiteral("cells"), s.count);
        o.insert(QStringLiteral("whenPlaced"), true);
        o.insert(QStringLiteral("upperBound"), s.upperBound);
    }
    if (!s.monster.isEmpty())
        o.insert(QStringLiteral("monster"), s.monster);
    if (s.kind == WhereSource::Kind::StartingInventory)
        o.insert(QStringLiteral("count"), s.count);
    if (s.kind == WhereSource::Kind::WinItem)
        o.insert(QStringLiteral("depth"), s.depth);
    if (s.kind == WhereSource::Kind::Table) {
        QJsonArray paths;
        for (const WherePath &p : s.paths) {
            QJsonArray steps;
            for (const WhereStep &st : p.steps) {
                QJsonArray elements;
                for (int e : st.elements)
                    elements.append(e + 1);
                steps.append(QJsonObject{{QStringLiteral("table"), st.table},
                                         {QStringLiteral("row"), st.row + 1},
                                         {QStringLiteral("elements"), elements}});
            }
            QJsonObject po{{QStringLiteral("steps"), steps},
                           {QStringLiteral("expected"), rationalJson(p.expected)}};
            if (p.chanceKnown)
                po.insert(QStringLiteral("chance"), rationalJson(p.chance));
            paths.append(po);
        }
        o.insert(QStringLiteral("paths"), paths);
        o.insert(QStringLiteral("pathsComplete"), s.pathsComplete);
    }
    if (!s.depths.isEmpty() && s.kind != WhereSource::Kind::WinItem) {
        QJsonArray depths;
        for (const WhereDepth &d : s.depths) {
            QJsonObject dobj{{QStringLiteral("depth"), d.depth}};
            if (d.rollChanceKnown)
                dobj.insert(QStringLiteral("rollChance"), rationalJson(d.rollChance));
            dobj.insert(QStringLiteral("rollExpected"), rationalJson(d.rollExpected));
            if (s.perLevelKnown) {
                dobj.insert(QStringLiteral("rolls"), rationalJson(d.rolls));
                dobj.insert(QStringLiteral("expected"), rationalJson(d.expected));
                if (d.chanceKnown)
                    dobj.insert(QStringLiteral("chance"), rationalJson(d.chance));
            }
            depths.append(dobj);
        }
        o.insert(QStringLiteral("depths"), depths);
        o.insert(QStringLiteral("perLevelKnown"), s.perLevelKnown);
    }
    return o;
}

// "   26.67%     0.267  " (chance of at least one, average number), as --pmf lines them up.
QString oddsColumns(const Rational &chance, bool chanceKnown, const Rational &expected) {
    return QStringLiteral("  ") +
           (chanceKnown ? percent(chance.toDouble()) : QStringLiteral("?")).rightJustified(9) +
           QStringLiteral("  ") + QString::number(expected.toDouble(), 'f', 3).rightJustified(8) +
           QStringLiteral("  ");
}

void printWhereTables(const WhereFromReport &report, Io &io) {
    io.out << "\nTables, a roll of the table (and each way through nested tables)\n";
    for (const WhereSource &s : report.sources) {
        if (s.kind != WhereSource::Kind::Table)
            continue;
        io.out << oddsColumns(s.chance, s.chanceKnown, s.expected) << s.table << "  ("
               << (s.chanceKnown ? s.chance.toString() : QStringLiteral("?")) << ")\n";
        for (const WherePath &p : s.paths)
            io.out << oddsColumns(p.chance, p.chanceKnown, p.expected) << "  " << pathText(p)
                   << "\n";
        if (!s.pathsComplete)
            io.out << "  " << QString(21, u' ') << "  ... more than " << WhereFrom::kMaxPaths
                   << " ways\n";
    }
}

void printWhereChests(const Pack &pack, const WhereFromReport &report, Io &io) {
    using K = WhereSource::Kind;
    io.out << "\nChests, a level of each depth\n";
    for (const WhereSource &s : report.sources) {
        if (s.kind != K::ChestLoot && s.kind != K::ChestMimic && s.kind != K::ChestTrap)
            continue;
        const Ruleset::Band &band = pack.ruleset.bands.at(s.band);
        const QString what = s.kind == K::ChestLoot    ? QStringLiteral("opened, not a mimic")
                             : s.kind == K::ChestMimic ? QStringLiteral("as a mimic")
                                                       : QStringLiteral("as its trap");
        const QString from = s.role == WhereSource::Role::Chests
                                 ? QStringLiteral("%1 a level").arg(band.chestCount.text)
                                 : QStringLiteral("{\"chest\": \"%1\"} from %2")
                                       .arg(s.table, WhereSource::roleKey(s.role));
        for (const WhereDepth &d : s.depths)
            io.out << oddsColumns(d.chance, d.chanceKnown, d.expected) << "depth " << d.depth
                   << ": chests of " << s.table << ", " << from << " (" << d.rolls.toDouble()
                   << " on average; band " << s.band + 1 << "), "
                   << percent(d.rollChance.toDouble()) << " of them give it (" << what << ")\n";
    }
}

void printWhereVaults(const WhereFromReport &report, Io &io) {
    using K = WhereSource::Kind;
    io.out << "\nVaults, a level of each depth, when the vault is placed (one that fits nowhere "
              "places nothing: at most)\n";
    for (const WhereSource &s : report.sources) {
        if (s.kind != K::VaultItem && s.kind != K::VaultStock && s.kind != K::VaultMonster &&
            s.kind != K::VaultKey)
            continue;
        QString what;
        if (s.kind == K::VaultKey)
            what = QStringLiteral("the key to its locked door");
        else if (s.kind == K::VaultMonster && !s.monster.isEmpty())
            what = QStringLiteral("%1 M cells, each %2").arg(s.count).arg(s.monster);
        else
            what = QStringLiteral("%1 %2 cells%3, each a roll of %4 (%5 a cell)")
                       .arg(s.count)
                       .arg(s.kind == K::VaultItem    ? QStringLiteral("$")
                            : s.kind == K::VaultStock ? QStringLiteral("S")
                                                      : QStringLiteral("M"))
                       .arg(s.kind == K::VaultStock ? QStringLiteral(" for sale") : QString(),
                            s.table, percent(s.chance.toDouble()));
        for (const WhereDepth &d : s.depths) {
            const Rational vault = s.count > 0 ? d.rolls / Rational(s.count) : Rational(0);
            io.out << oddsColumns(d.chance, d.chanceKnown, d.expected) << "depth " << d.depth
                   << ": vault \"" << s.vault << "\" of " << s.vaultTable << " ("
                   << percent(vault.toDouble()) << " of levels; band " << s.band + 1 << "), "
                   << what << (s.upperBound ? " (at most: a roll can give several)" : "") << "\n";
        }
    }
}

void printWhereText(const Pack &pack, const WhereFromReport &report, Io &io) {
    using K = WhereSource::Kind;
    auto any = [&](std::initializer_list<K> kinds) {
        for (const WhereSource &s : report.sources)
            if (std::find(kinds.begin(), kinds.end(), s.kind) != kinds.end())
                return true;
        return false;
    };
    io.out << TableResult::kindKey(report.kind) << " " << report.id << " comes from";
    if (report.sources.isEmpty()) {
        io.out << " nowhere: no table, band, chest, vault, trophy, starting inventory or win names "
                  "it\n";
        return;
    }
    io.out << " (chance of at least one, average number):\n";
    if (any({K::Table}))
        printWhereTables(report, io);
    if (any({K::Band})) {
        io.out << "\nDepth bands, a level of each depth\n";
        for (const WhereSource &s : report.sources) {
            if (s.kind != K::Band)
                continue;
            const Ruleset::Band &band = pack.ruleset.bands.at(s.band);
            for (const WhereDepth &d : s.depths)
                io.out << oddsColumns(d.chance, d.chanceKnown, d.expected) << "depth " << d.depth
                       << ": " << s.table << " rolled " << bandCount(band, s.role) << " times ("
                       << d.rolls.toDouble() << " on average; band " << s.band + 1 << ", "
                       << WhereSource::roleKey(s.role) << ")\n";
        }
    }
    if (any({K::ChestLoot, K::ChestMimic, K::ChestTrap}))
        printWhereChests(pack, report, io);
    if (any({K::ChestGuard})) {
        io.out << "\nMaze chest guards, a roll of the band's monsters when a chest's guard is "
                  "missing (how often depends on the level)\n";
        for (const WhereSource &s : report.sources)
            if (s.kind == K::ChestGuard)
                io.out << oddsColumns(s.chance, s.chanceKnown, s.expected) << s.table << " (band "
                       << s.band + 1 << ", " << depthsText(s.depths) << ")\n";
    }
    if (any({K::VaultItem, K::VaultStock, K::VaultMonster, K::VaultKey}))
        printWhereVaults(report, io);
    if (any({K::Trophy, K::StartingInventory, K::WinItem})) {
        io.out << "\nOther\n";
        for (const WhereSource &s : report.sources) {
            if (s.kind == K::Trophy)
                io.out << "  the trophy of " << s.monster << " (one a kill)\n";
            else if (s.kind == K::StartingInventory)
                io.out << "  the starting inventory (" << s.count << ")\n";
            else if (s.kind == K::WinItem)
                io.out << "  the win item, laid on depth " << s.depth << "\n";
        }
    }
}

int printWhere(const Pack &pack, const QString &packArg, const QString &what, bool json, Io &io) {
    const WhereFrom where(pack);
    // "monster:goblin" says which record when an id names several.
    QString id = what;
    QList<TableResult::Kind> kinds;
    const qsizetype colon = what.indexOf(u':');
    if (colon > 0) {
        id = what.mid(colon + 1);
        const QString kind = what.left(colon);
        for (TableResult::Kind k : where.kindsOf(id))
            if (TableResult::kindKey(k) == kind)
                kinds << k;
    } else {
        kinds = where.kindsOf(id);
    }
    if (kinds.isEmpty()) {
        io.err << "permadungeon-cli: table: no item, monster or trap \"" << what << "\" in "
               << packArg << "\n";
        return InvalidInput;
    }
    if (kinds.size() > 1) {
        QStringList named;
        for (TableResult::Kind k : kinds)
            named << TableResult::kindKey(k) + u':' + id;
        io.err << "permadungeon-cli: table: \"" << id << "\" names several records; say "
               << named.join(QStringLiteral(" or ")) << "\n";
        return UsageError;
    }
    const WhereFromReport report = where.find(kinds.first(), id);
    if (!report.error.isEmpty()) {
        io.err << "permadungeon-cli: table: " << report.error << "\n";
        return InvalidInput;
    }
    if (json) {
        QJsonArray sources;
        for (const WhereSource &s : report.sources)
            sources.append(whereJson(pack, s));
        printJson(io, QJsonDocument(
                          QJsonObject{{QStringLiteral("id"), report.id},
                                      {QStringLiteral("kind"), TableResult::kindKey(report.kind)},
                                      {QStringLiteral("sources"), sources}}));
        return Ok;
    }
    printWhereText(pack, report, io);
    return Ok;
}

void addTableOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Rolls a random table of a pack, or prints its exact odds (--pmf): every row, and every "
        "final result through nested tables. With --where, every way the pack gives an item, "
        "monster or trap instead: tables (each way through nested tables), depth bands (per "
        "level at each depth), chests, trophies, the starting inventory and the win item."));
    ctx.addPackArgument();
    ctx.addArgument(QStringLiteral("TABLE"), QStringLiteral("The table's id (not with --where)."));
    ctx.addOption(QStringLiteral("times"), QStringLiteral("N"),
                  QStringLiteral("Roll N times (default 1)."));
    ctx.addSwitch(QStringLiteral("unique"), QStringLiteral("With --times: no row comes up twice."));
    ctx.addSeedOption(QStringLiteral("Seed: a number or any text (default: random)."));
    ctx.addSwitch(QStringLiteral("pmf"),
                  QStringLiteral("Print the exact odds instead of rolling."));
    ctx.addOption(QStringLiteral("where"), QStringLiteral("ID"),
                  QStringLiteral("Where the item, monster or trap ID comes from, with exact odds "
                                 "(write item:ID, monster:ID or trap:ID when the id names "
                                 "several)."));
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli table PACK TABLE [--times N] "
                                "[--unique] [--seed S] [--pmf] [--json]\n"
                                "       permadungeon-cli table PACK --where ID [--json]"));
}

int runWhere(CommandContext &ctx, Io &io) {
    if (ctx.arguments().size() != 1 || ctx.isSet(QStringLiteral("times")) ||
        ctx.isSet(QStringLiteral("unique")) || ctx.isSet(QStringLiteral("seed")) ||
        ctx.isSet(QStringLiteral("pmf")) || ctx.value(QStringLiteral("where")).isEmpty())
        return ctx.usageError(QStringLiteral("--where takes a pack folder and an id, and only "
                                             "--json besides"));
    if (!ctx.loadPack())
        return InvalidInput;
    return printWhere(ctx.pack(), ctx.argument(0), ctx.value(QStringLiteral("where")), ctx.json(),
                      io);
}

// A roll's steps through nested tables, indented by depth.
void printRollSteps(const Pack &pack, const TableRollResult &r, Io &io) {
    for (const TableRollStep &s : r.steps) {
        const RandomTable *t = pack.table(s.table);
        io.out << "    " << QString(s.depth * 2, u' ') << s.table << ": "
               << (t && t->isWeighted() ? QStringLiteral("pick ") : QStringLiteral("rolled "))
               << s.roll << " -> "
               << (s.row >= 0 ? QStringLiteral("row %1 (%2)")
                                    .arg(s.row + 1)
                                    .arg(t && t->isWeighted()
                                             ? QStringLiteral("w %1").arg(t->rows.at(s.row).weight)
                                             : t->rows.at(s.row).rangeLabel())
                              : QStringLiteral("no row"))
               << "\n";
    }
}

int rollTable(CommandContext &ctx, const QString &tableId, int times, Io &io) {
    const Pack &pack = ctx.pack();
    const std::uint64_t seed = ctx.seedOrRandom();
    Rng rng = Rng::forStream(seed, u"table");
    QString error;
    const QList<TableRollResult> rolls = TableRoller(pack).rollMany(
        tableId, times, ctx.isSet(QStringLiteral("unique")), rng, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        QJsonArray a;
        for (const TableRollResult &r : rolls)
            a.append(rollJson(r));
        printJson(io, QJsonDocument(QJsonObject{{QStringLiteral("table"), tableId},
                                                {QStringLiteral("seed"), QString::number(seed)},
                                                {QStringLiteral("rngVersion"), Rng::kVersion},
                                                {QStringLiteral("rolls"), a}}));
        return Ok;
    }
    for (const TableRollResult &r : rolls) {
        io.out << r.describe() << "\n";
        printRollSteps(pack, r, io);
        // A roll that went wrong half-way is told, and the others still printed.
        if (!r.error.isEmpty())
            ctx.fail(r.error);
    }
    ctx.noteRandomSeed(seed);
    return Ok;
}

} // namespace

int runTable(const QStringList &args, Io &io) {
    CommandContext ctx("table", io);
    addTableOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.isSet(QStringLiteral("where")))
        return runWhere(ctx, io);
    if (ctx.arguments().size() != 2)
        return ctx.usageError(QStringLiteral("needs a pack folder and a table id"));
    const auto n = ctx.count(QStringLiteral("times"), 1, 100000);
    if (!n || !ctx.loadPack())
        return ctx.exitCode();
    const QString tableId = ctx.argument(1);
    if (!ctx.pack().table(tableId)) {
        QStringList ids;
        for (const RandomTable &t : std::as_const(ctx.pack().tables))
            ids << t.id;
        return ctx.fail(QStringLiteral("no table \"") + tableId + QStringLiteral("\" in ") +
                        ctx.argument(0) + QStringLiteral("\n  tables: ") +
                        ids.join(QStringLiteral(", ")));
    }
    if (ctx.isSet(QStringLiteral("pmf")))
        return printOdds(ctx.pack(), tableId, ctx.json(), io);
    return rollTable(ctx, tableId, *n, io);
}

} // namespace pd::cli
