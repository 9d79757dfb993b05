#include "Cli.h"
#include "PackOption.h"

#include "data/PackArchive.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "words/ArchiveWords.h"

#include <QDir>

namespace pd::cli {

namespace {

using Kind = PackArchive::Problem::Kind;

const char *const kUsage = "Usage: permadungeon-cli pack export PACK OUT.zip [limits]\n"
                           "       permadungeon-cli pack import ZIP DIR [limits]\n"
                           "       permadungeon-cli pack new DIR [--from PACK]";

// The command line's form of a problem: `where` is the zip (import) or the pack folder (export);
// an entry inside it follows it. `paths` are the other paths the user gave (the target folder,
// the zip written), named alone like the absolute paths the core reports. The words are
// ArchiveWords', as the editor's.
QString describe(const PackArchive::Problem &p, const QString &where, const QStringList &paths,
                 bool importing) {
    // Kinds whose entry may be a path on disk rather than a name inside the pack.
    const bool onDisk = p.kind == Kind::CannotOpen || p.kind == Kind::WriteFailed ||
                        p.kind == Kind::TargetNotEmpty || p.kind == Kind::TargetParentMissing ||
                        p.kind == Kind::OutputInsidePack || p.kind == Kind::NotAFolder;
    QString subject = where;
    if (onDisk && (paths.contains(p.entry) || QDir::isAbsolutePath(p.entry)))
        subject = p.entry;
    else if (!p.entry.isEmpty() && p.entry != where && p.kind != Kind::NoManifest &&
             p.kind != Kind::InvalidPack)
        subject = where + QStringLiteral(": ") + p.entry;
    return subject + QStringLiteral(": ") + ArchiveWords::text(p, importing);
}

const QCommandLineOption kMaxFiles(QStringLiteral("max-files"),
                                   QStringLiteral("At most N entries (default 2000)."),
                                   QStringLiteral("N"));
const QCommandLineOption kMaxFileMib(QStringLiteral("max-file-mib"),
                                     QStringLiteral("At most N MiB per file (default 64)."),
                                     QStringLiteral("N"));
const QCommandLineOption kMaxTotalMib(QStringLiteral("max-total-mib"),
                                      QStringLiteral("At most N MiB in all (default 256)."),
                                      QStringLiteral("N"));
const QCommandLineOption
    kMaxRatio(QStringLiteral("max-ratio"),
              QStringLiteral("At most N:1 compression for files of 1 MiB or more (default 100)."),
              QStringLiteral("N"));

std::optional<PackArchive::Limits> limitsFrom(const QCommandLineParser &parser, Io &io) {
    PackArchive::Limits limits;
    const auto files =
        countOption(parser, kMaxFiles.names().first(), limits.maxEntries, 1000000, io);
    const auto fileMib = countOption(parser, kMaxFileMib.names().first(),
                                     int(limits.maxEntryBytes >> 20), 1 << 20, io);
    const auto totalMib = countOption(parser, kMaxTotalMib.names().first(),
                                      int(limits.maxTotalBytes >> 20), 1 << 20, io);
    const auto ratio =
        countOption(parser, kMaxRatio.names().first(), int(limits.maxRatio), 1000000, io);
    if (!files || !fileMib || !totalMib || !ratio)
        return std::nullopt;
    limits.maxEntries = *files;
    limits.maxEntryBytes = qint64(*fileMib) << 20;
    limits.maxTotalBytes = qint64(*totalMib) << 20;
    limits.maxRatio = *ratio;
    return limits;
}

int runArchive(bool importing, const QStringList &args, Io &io) {
    QCommandLineParser parser;
    if (importing) {
        parser.setApplicationDescription(QStringLiteral(
            "Unpacks a pack archive into a new folder DIR (which must not exist, or be empty). "
            "Every entry is checked before anything is written: names that leave the folder, "
            "absolute paths, drive letters, backslashes, names that are not UTF-8 or not "
            "portable, links, duplicates, too many or too large files, zip bombs, a missing "
            "pack.json. The data's sizes and checksums are checked as it is unpacked, and the "
            "unpacked pack must load without errors. Any problem leaves nothing behind; every "
            "problem is printed on stderr, one per line, naming the entry."));
        parser.addPositionalArgument(QStringLiteral("ZIP"), QStringLiteral("The pack archive."));
        parser.addPositionalArgument(QStringLiteral("DIR"),
                                     QStringLiteral("The pack folder to create."));
    } else {
        parser.setApplicationDescription(QStringLiteral(
            "Writes a pack folder's files (all but hidden ones) into a zip: sorted, with fixed "
            "times and permissions, so the same files always give the same bytes. Refuses "
            "symbolic links and anything 'pack import' would refuse. The zip is written "
            "atomically."));
        parser.addPositionalArgument(QStringLiteral("PACK"),
                                     QStringLiteral("The pack folder (or a bundled pack's name)."));
        parser.addPositionalArgument(QStringLiteral("OUT.zip"),
                                     QStringLiteral("The archive to write."));
    }
    parser.addOptions({kMaxFiles, kMaxFileMib, kMaxTotalMib, kMaxRatio});
    const QString usage = QString::fromLatin1(
        importing ? "Usage: permadungeon-cli pack import ZIP DIR [limits]"
                  : "Usage: permadungeon-cli pack export PACK OUT.zip [limits]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2) {
        io.err << "permadungeon-cli: pack " << (importing ? "import" : "export")
               << (importing ? " needs a zip and a folder\n" : " needs a pack folder and a zip\n")
               << usage << "\n";
        return UsageError;
    }
    const auto limits = limitsFrom(parser, io);
    if (!limits)
        return UsageError;

    if (importing) {
        const QString zip = pos.at(0), dir = pos.at(1);
        const PackArchive::Report report = PackArchive::importPack(zip, dir, *limits);
        for (const Diagnostic &d : report.validation.items())
            io.err << zip << ": " << d.toString() << "\n";
        for (const PackArchive::Problem &p : report.problems)
            io.err << describe(p, zip, {dir}, true) << "\n";
        for (const QString &left : report.cleaned)
            io.out << left << ": removed (left by an import that was stopped half-way)\n";
        if (!report.ok()) {
            io.err << zip << ": not imported; nothing was written\n";
            return InvalidInput;
        }
        io.out << zip << ": imported " << report.files.size()
               << (report.files.size() == 1 ? " file" : " files") << " into " << dir;
        if (!report.skipped.isEmpty())
            io.out << " (" << report.skipped.size() << " hidden skipped)";
        io.out << "\n";
        return Ok;
    }
    const QString pack = pos.at(0), zip = pos.at(1);
    const PackArchive::Report report =
        PackArchive::exportPack(resolvePackFolder(pack), zip, *limits);
    for (const PackArchive::Problem &p : report.problems)
        io.err << describe(p, pack, {zip}, false) << "\n";
    if (!report.ok()) {
        io.err << pack << ": not exported\n";
        return InvalidInput;
    }
    io.out << pack << ": exported " << report.files.size()
           << (report.files.size() == 1 ? " file" : " files") << " to " << zip << "\n";
    return Ok;
}

int runNew(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Makes a new pack folder DIR (which must not exist, or be empty). Without --from it is "
        "the smallest pack that validates and plays: a manifest, a ruleset with one depth band, "
        "one generator table, one table of what a level holds, one monster and one item. With "
        "--from it is a copy of PACK (its files, sounds and sprites). Either way the new pack's "
        "id is made from the folder's name (local.NAME) and its name is the folder's."));
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("The pack folder to create."));
    const QCommandLineOption from(
        QStringLiteral("from"),
        QStringLiteral("Copy this pack folder (or a bundled pack's name) instead."),
        QStringLiteral("PACK"));
    parser.addOption(from);
    const QString usage = QStringLiteral("Usage: permadungeon-cli pack new DIR [--from PACK]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        io.err << "permadungeon-cli: pack new needs one folder\n" << usage << "\n";
        return UsageError;
    }
    const QString dir = pos.first();
    const QString source = parser.isSet(from) ? resolvePackFolder(parser.value(from)) : QString();
    QString error;
    if (!PackTemplate::create(dir, source, &error)) {
        io.err << error << "\n" << dir << ": no pack was made\n";
        return InvalidInput;
    }
    Diagnostics diagnostics;
    const Pack pack = PackLoader::load(dir, diagnostics);
    io.out << dir << ": new pack " << pack.manifest.id;
    if (!source.isEmpty())
        io.out << ", a copy of " << source;
    io.out << "\n";
    if (diagnostics.hasErrors())
        io.err << dir << ": it has " << diagnostics.errorCount()
               << " error(s), as the pack it copies (permadungeon-cli validate " << dir << ")\n";
    return Ok;
}

} // namespace

int runPack(const QStringList &args, Io &io) {
    // args: the program, then the subcommand and its arguments.
    const QString sub = args.value(1);
    if (sub == QLatin1String("export") || sub == QLatin1String("import")) {
        QStringList rest = args;
        rest.removeAt(1);
        return runArchive(sub == QLatin1String("import"), rest, io);
    }
    if (sub == QLatin1String("new")) {
        QStringList rest = args;
        rest.removeAt(1);
        return runNew(rest, io);
    }
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") ||
        sub == QLatin1String("help")) {
        io.out << kUsage
               << "\n\nPacks a pack folder into a zip, unpacks a zip into a new pack folder "
                  "safely, or makes a new pack.\nRun 'permadungeon-cli pack export --help', "
                  "'permadungeon-cli pack import --help' or 'permadungeon-cli pack new --help' "
                  "for the details.\n";
        return Ok;
    }
    if (sub.isEmpty())
        io.err << "permadungeon-cli: pack needs 'export', 'import' or 'new'\n";
    else
        io.err << "permadungeon-cli: pack has no subcommand \"" << sub << "\"\n";
    io.err << kUsage << "\n";
    return UsageError;
}

} // namespace pd::cli
