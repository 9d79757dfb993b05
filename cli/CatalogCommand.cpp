#include "Cli.h"
#include "PackOption.h"

#include "files/AtomicFile.h"
#include "gen/SeedCatalog.h"

#include <QDir>
#include <QFileInfo>

namespace pd::cli {

int runCatalog(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes the seed catalog of a pack: each level's hash, rooms, monsters and items for "
        "seeds 1-20 and depths 1-5 (by default). The test suite diffs the committed catalogs in "
        "tests/data/seed-catalog against fresh ones."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    const QCommandLineOption seeds(QStringLiteral("seeds"),
                                   QStringLiteral("Seeds 1..N (default 20)."), QStringLiteral("N"));
    const QCommandLineOption depths(
        QStringLiteral("depths"), QStringLiteral("Depths 1..D (default 5)."), QStringLiteral("D"));
    const QCommandLineOption outOpt(QStringLiteral("out"), QStringLiteral("Write to FILE."),
                                    QStringLiteral("FILE"));
    parser.addOptions({seeds, depths, outOpt});
    const QString usage = QStringLiteral("Usage: permadungeon-cli catalog PACK [--seeds N] "
                                         "[--depths D] [--out FILE]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    if (parser.positionalArguments().size() != 1) {
        io.err << "permadungeon-cli: catalog needs a pack folder\n" << usage << "\n";
        return UsageError;
    }
    const auto n = countOption(parser, QStringLiteral("seeds"), 20, 100000, io);
    const auto d = countOption(parser, QStringLiteral("depths"), 5, 999, io);
    if (!n || !d)
        return UsageError;
    const QString folder = parser.positionalArguments().first();
    Pack pack;
    if (!loadPackForCommand(folder, "catalog", io, pack))
        return InvalidInput;
    const QString text =
        seedCatalog(pack, QFileInfo(QDir::cleanPath(folder)).fileName(), 1, *n, *d);
    if (!parser.isSet(outOpt)) {
        io.out << text;
        return Ok;
    }
    if (QString error; !AtomicFile::write(parser.value(outOpt), text.toUtf8(), &error)) {
        io.err << "permadungeon-cli: catalog: cannot write " << error << "\n";
        return InvalidInput;
    }
    return Ok;
}

} // namespace pd::cli
