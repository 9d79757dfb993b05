#include "CommandContext.h"

#include "data/PackLoader.h"
#include "data/PackTexts.h"

#include <QFileInfo>

#include <QJsonArray>
#include <QJsonObject>

namespace pd::cli {

namespace {

// `validate PACK --texts LANG`: the texts a translation still lacks, one per line as
// "translations/LANG.json: /monsters/zombie/name: "Zombie"", then the count.
int listUntranslated(CommandContext &ctx, Io &io) {
    const QString language = ctx.value(QStringLiteral("texts"));
    if (!PackTexts::isLanguageCode(language))
        return ctx.usageError(
            QStringLiteral("\"%1\" is not a language code (de, fr, pt_BR)").arg(language));
    const QString folder = ctx.argument(0);
    Diagnostics diagnostics;
    const Pack pack = PackLoader::load(resolvePackFolder(folder), diagnostics);
    if (diagnostics.hasErrors()) {
        for (const Diagnostic &d : diagnostics.items())
            if (d.isError())
                io.err << d.toString() << "\n";
        io.err << folder << ": the pack has errors; its texts cannot be listed\n";
        return InvalidInput;
    }
    const QString file = PackTexts::folderName() + u'/' + language + QStringLiteral(".json");
    const QList<PackTexts::Entry> all = PackTexts::translatable(pack);
    const QList<PackTexts::Entry> missing = pack.texts.missing(pack, language);
    const bool hasFile = QFileInfo::exists(resolvePackFolder(folder) + u'/' + file);
    if (ctx.json()) {
        QJsonArray list;
        for (const PackTexts::Entry &e : missing)
            list.append(QJsonObject{{QStringLiteral("pointer"), PackTexts::pointerOf(e)},
                                    {QStringLiteral("text"), PackTexts::sourceText(pack, e)}});
        printJson(io, QJsonDocument(QJsonObject{
                          {QStringLiteral("pack"), folder},
                          {QStringLiteral("language"), language},
                          {QStringLiteral("file"), file},
                          {QStringLiteral("fileExists"), hasFile},
                          {QStringLiteral("texts"), int(all.size())},
                          {QStringLiteral("translated"), int(all.size() - missing.size())},
                          {QStringLiteral("missing"), list}}));
        return missing.isEmpty() ? Ok : InvalidInput;
    }
    for (const PackTexts::Entry &e : missing) {
        QString text = PackTexts::sourceText(pack, e);
        if (text.size() > 60)
            text = text.left(57) + QStringLiteral("...");
        io.out << file << ": " << PackTexts::pointerOf(e) << ": \"" << text << "\"\n";
    }
    QTextStream &s = missing.isEmpty() ? io.out : io.err;
    s << folder << ": " << language << ": " << (all.size() - missing.size()) << " of " << all.size()
      << (all.size() == 1 ? " text" : " texts") << " translated";
    if (!missing.isEmpty())
        s << ", " << missing.size() << " missing";
    if (!hasFile)
        s << " (no " << file << " yet)";
    s << "\n";
    return missing.isEmpty() ? Ok : InvalidInput;
}

} // namespace

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
    ctx.addOption(QStringLiteral("texts"), QStringLiteral("LANG"),
                  QStringLiteral("Instead, list each text a player reads that the pack's "
                                 "translations/LANG.json lacks (exits 1 when any is missing)."));
    ctx.setUsage(
        QStringLiteral("Usage: permadungeon-cli validate PACK [--json] [--strict] [--texts LANG]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1)
        return ctx.usageError(QStringLiteral("needs one pack folder"));
    if (ctx.isSet(QStringLiteral("texts")))
        return listUntranslated(ctx, io);
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
