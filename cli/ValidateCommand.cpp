#include "CommandContext.h"

#include "data/PackLoader.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pd::cli {

int runValidate(const QStringList &args, Io &io) {
    CommandContext ctx("validate", io);
    ctx.setDescription(QStringLiteral(
        "Reports every problem in a data pack at once, one per line:\n"
        "  file:line:column: /json/pointer: message\n"
        "Warnings say 'warning:' before the message. Exits 0 when the pack has no errors, 1 when "
        "it has any (or, with --strict, any warning)."));
    ctx.addPackArgument(QStringLiteral("The pack folder (or a bundled pack's name)."));
    ctx.addJsonOption();
    ctx.addSwitch(QStringLiteral("strict"), QStringLiteral("Treat warnings as errors."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli validate PACK [--json] [--strict]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one pack folder"));
    // Not loadPack(): every diagnostic is this command's output, and a pack with errors too.
    const QString folder = ctx.argument(0);
    Diagnostics diagnostics;
    const Pack pack = PackLoader::load(resolvePackFolder(folder), diagnostics);
    diagnostics.sort();
    const bool failed = diagnostics.hasErrors() ||
                        (ctx.isSet(QStringLiteral("strict")) && diagnostics.warningCount() > 0);

    if (ctx.json()) {
        QJsonArray list;
        for (const Diagnostic &d : diagnostics.items())
            list.append(
                QJsonObject{{QStringLiteral("severity"),
                             d.isError() ? QStringLiteral("error") : QStringLiteral("warning")},
                            {QStringLiteral("file"), d.file},
                            {QStringLiteral("line"), d.location.line},
                            {QStringLiteral("column"), d.location.column},
                            {QStringLiteral("pointer"), d.pointer},
                            {QStringLiteral("message"), d.message},
                            {QStringLiteral("text"), d.toString()}});
        printJson(io, QJsonDocument(QJsonObject{
                          {QStringLiteral("pack"), folder},
                          {QStringLiteral("id"), pack.manifest.id},
                          {QStringLiteral("valid"), !failed},
                          {QStringLiteral("errors"), diagnostics.errorCount()},
                          {QStringLiteral("warnings"), diagnostics.warningCount()},
                          {QStringLiteral("diagnostics"), list},
                          {QStringLiteral("hash"), QString::fromLatin1(pack.contentHash())}}));
        return failed ? InvalidInput : Ok;
    }
    for (const Diagnostic &d : diagnostics.items())
        io.err << d.toString() << "\n";
    const int e = diagnostics.errorCount(), w = diagnostics.warningCount();
    QTextStream &s = failed ? io.err : io.out;
    s << folder << ": " << e << (e == 1 ? " error, " : " errors, ") << w
      << (w == 1 ? " warning" : " warnings");
    if (!diagnostics.hasErrors()) {
        // "1 item", "2 items": the counts as words are said.
        const auto count = [](qsizetype n, const char *one, const char *many) {
            return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
        };
        s << " (" << pack.manifest.name << " " << pack.manifest.version.toString() << ": "
          << QStringList{count(pack.tables.size(), "table", "tables"),
                         count(pack.items.size(), "item", "items"),
                         count(pack.spells.size(), "spell", "spells"),
                         count(pack.monsters.size(), "monster", "monsters"),
                         count(pack.traps.size(), "trap", "traps")}
                 .join(QStringLiteral(", "))
          << ")";
    }
    s << "\n";
    return failed ? InvalidInput : Ok;
}

} // namespace pd::cli
