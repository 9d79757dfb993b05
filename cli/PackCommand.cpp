#include "CommandContext.h"

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

void addLimitOptions(CommandContext &ctx) {
    ctx.addOption(QStringLiteral("max-files"), QStringLiteral("N"),
                  QStringLiteral("At most N entries (default 2000)."));
    ctx.addOption(QStringLiteral("max-file-mib"), QStringLiteral("N"),
                  QStringLiteral("At most N MiB per file (default 64)."));
    ctx.addOption(QStringLiteral("max-total-mib"), QStringLiteral("N"),
                  QStringLiteral("At most N MiB in all (default 256)."));
    ctx.addOption(QStringLiteral("max-ratio"), QStringLiteral("N"),
                  QStringLiteral("At most N:1 compression for files of 1 MiB or more (default "
                                 "100)."));
}

std::optional<PackArchive::Limits> limitsFrom(CommandContext &ctx) {
    PackArchive::Limits limits;
    const auto files = ctx.count(QStringLiteral("max-files"), limits.maxEntries, 1000000);
    const auto fileMib =
        ctx.count(QStringLiteral("max-file-mib"), int(limits.maxEntryBytes >> 20), 1 << 20);
    const auto totalMib =
        ctx.count(QStringLiteral("max-total-mib"), int(limits.maxTotalBytes >> 20), 1 << 20);
    const auto ratio = ctx.count(QStringLiteral("max-ratio"), int(limits.maxRatio), 1000000);
    if (!files || !fileMib || !totalMib || !ratio)
        return std::nullopt;
    limits.maxEntries = *files;
    limits.maxEntryBytes = qint64(*fileMib) << 20;
    limits.maxTotalBytes = qint64(*totalMib) << 20;
    limits.maxRatio = *ratio;
    return limits;
}

void addArchiveOptions(CommandContext &ctx, bool importing) {
    if (importing) {
        ctx.setDescription(QStringLiteral(
            "Unpacks a pack archive into a new folder DIR (which must not exist, or be empty). "
            "Every entry is checked before anything is written: names that leave the folder, "
            "absolute paths, drive letters, backslashes, names that are not UTF-8 or not "
            "portable, links, duplicates, too many or too large files, zip bombs, a missing "
            "pack.json. The data's sizes and checksums are checked as it is unpacked, and the "
            "unpacked pack must load without errors. Any problem leaves nothing behind; every "
            "problem is printed on stderr, one per line, naming the entry."));
        ctx.addArgument(QStringLiteral("ZIP"), QStringLiteral("The pack archive."));
        ctx.addArgument(QStringLiteral("DIR"), QStringLiteral("The pack folder to create."));
        ctx.setUsage(QStringLiteral("Usage: permadungeon-cli pack import ZIP DIR [limits]"));
    } else {
        ctx.setDescription(QStringLiteral(
            "Writes a pack folder's files (all but hidden ones) into a zip: sorted, with fixed "
            "times and permissions, so the same files always give the same bytes. Refuses "
            "symbolic links and anything 'pack import' would refuse. The zip is written "
            "atomically."));
        ctx.addPackArgument(QStringLiteral("The pack folder (or a bundled pack's name)."));
        ctx.addArgument(QStringLiteral("OUT.zip"), QStringLiteral("The archive to write."));
        ctx.setUsage(QStringLiteral("Usage: permadungeon-cli pack export PACK OUT.zip [limits]"));
    }
    addLimitOptions(ctx);
}

int importArchive(const QString &zip, const QString &dir, const PackArchive::Limits &limits,
                  Io &io) {
    const PackArchive::Report report = PackArchive::importPack(zip, dir, limits);
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

int exportArchive(const QString &pack, const QString &zip, const PackArchive::Limits &limits,
                  Io &io) {
    const PackArchive::Report report =
        PackArchive::exportPack(resolvePackFolder(pack), zip, limits);
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

int runArchive(bool importing, const QStringList &args, Io &io) {
    CommandContext ctx(importing ? "pack import" : "pack export", io);
    addArchiveOptions(ctx, importing);
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 2)
        return ctx.usageError(importing ? QStringLiteral("needs a zip and a folder")
                                        : QStringLiteral("needs a pack folder and a zip"));
    const auto limits = limitsFrom(ctx);
    if (!limits)
        return UsageError;
    return importing ? importArchive(ctx.argument(0), ctx.argument(1), *limits, io)
                     : exportArchive(ctx.argument(0), ctx.argument(1), *limits, io);
}

int runNew(const QStringList &args, Io &io) {
    CommandContext ctx("pack new", io);
    ctx.setDescription(QStringLiteral(
        "Makes a new pack folder DIR (which must not exist, or be empty). Without --from it is "
        "the smallest pack that validates and plays: a manifest, a ruleset with one depth band, "
        "one generator table, one table of what a level holds, one monster and one item. With "
        "--from it is a copy of PACK (its files, sounds and sprites). Either way the new pack's "
        "id is made from the folder's name (local.NAME) and its name is the folder's."));
    ctx.addArgument(QStringLiteral("DIR"), QStringLiteral("The pack folder to create."));
    ctx.addOption(QStringLiteral("from"), QStringLiteral("PACK"),
                  QStringLiteral("Copy this pack folder (or a bundled pack's name) instead."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli pack new DIR [--from PACK]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one folder"));
    const QString dir = ctx.argument(0);
    const QString source = ctx.isSet(QStringLiteral("from"))
                               ? resolvePackFolder(ctx.value(QStringLiteral("from")))
                               : QString();
    QString error;
    if (!PackTemplate::create(dir, source, &error)) {
        io.err << error << "\n" << dir << ": no pack was made\n";
        return InvalidInput;
    }
    // The new pack loads here only to be named: a copy keeps its source's errors, which are
    // the user's to fix, so they are told and the pack is still made.
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
