#include "CommandContext.h"

#include "gen/SeedCatalog.h"

#include <QDir>
#include <QFileInfo>

namespace pd::cli {

int runCatalog(const QStringList &args, Io &io) {
    CommandContext ctx("catalog", io);
    ctx.setDescription(QStringLiteral(
        "Writes the seed catalog of a pack: each level's hash, rooms, monsters and items for "
        "seeds 1-20 and depths 1-5 (by default). The test suite diffs the committed catalogs in "
        "tests/data/seed-catalog against fresh ones."));
    ctx.addPackArgument();
    ctx.addOption(QStringLiteral("seeds"), QStringLiteral("N"),
                  QStringLiteral("Seeds 1..N (default 20)."));
    ctx.addOption(QStringLiteral("depths"), QStringLiteral("D"),
                  QStringLiteral("Depths 1..D (default 5)."));
    ctx.addOutOption(QStringLiteral("Write to FILE."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli catalog PACK [--seeds N] [--depths D] "
                                "[--out FILE]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs a pack folder"));
    const auto n = ctx.count(QStringLiteral("seeds"), 20, 100000);
    const auto d = ctx.count(QStringLiteral("depths"), 5, 999);
    if (!n || !d)
        return UsageError;
    if (!ctx.loadPack())
        return InvalidInput;
    const QString name = QFileInfo(QDir::cleanPath(ctx.argument(0))).fileName();
    const QString text = seedCatalog(ctx.pack(), name, 1, *n, *d);
    // Unlike generate's, "--out -" names a file: the catalog has always read it so.
    if (!ctx.isSet(QStringLiteral("out"))) {
        io.out << text;
        return Ok;
    }
    return ctx.writeFile(ctx.value(QStringLiteral("out")), text.toUtf8()) ? Ok : InvalidInput;
}

} // namespace pd::cli
