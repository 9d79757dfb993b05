#include "Cli.h"

#include "words/Words.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <algorithm>
#include <memory>

#include <cstdio>

using namespace pd::cli;

namespace {
void printUsage(QTextStream &s) {
    s << "Usage: permadungeon-cli COMMAND [options]\n\n"
         "Permadungeon's headless tools: dice, random tables, data packs.\n\n"
         "Commands:\n";
    for (const Command &c : commands())
        s << "  " << QString::fromLatin1(c.name).leftJustified(10) << c.summary << "\n";
    s << "\nRun 'permadungeon-cli COMMAND --help' for a command's options.\n"
         "Exit codes: 0 success, 1 invalid input (errors on stderr), 2 usage error.\n"
         "--lang LANG (with any command) words the game's log and names a pack's records in "
         "LANG.\n";
}

// `--lang LANG` (anywhere) words the game's log lines and death causes, and names the pack's
// records, in LANG: taken out of `args` into `locale`. False after a usage error.
bool takeLanguage(QStringList &args, QTextStream &err, QLocale &locale) {
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString lang;
        if (args.at(i) == QLatin1String("--lang")) {
            if (i + 1 >= args.size()) {
                err << "permadungeon-cli: --lang needs a language (en, de, fr)\n";
                return false;
            }
            lang = args.at(i + 1);
            args.remove(i, 2);
        } else if (args.at(i).startsWith(QLatin1String("--lang="))) {
            lang = args.at(i).mid(7);
            args.removeAt(i);
        } else {
            continue;
        }
        if (!pd::PackTexts::isLanguageCode(lang)) {
            err << "permadungeon-cli: --lang: \"" << lang
                << "\" is not a language code (en, de, fr, pt_BR)\n";
            return false;
        }
        locale = QLocale(lang);
        --i;
    }
    return true;
}
} // namespace

int main(int argc, char *argv[]) {
    // A command that draws pictures needs QtGui's application, on the offscreen platform unless
    // the caller chose one; the rest stay light.
    const bool drawsPictures =
        argc > 1 && std::any_of(commands().begin(), commands().end(), [&](const Command &c) {
            return c.drawsPictures && qstrcmp(argv[1], c.name) == 0;
        });
    std::unique_ptr<QCoreApplication> application;
    if (drawsPictures) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("permadungeon-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PD_VERSION_STRING));
    QTextStream out(stdout);
    QTextStream err(stderr);
    Io io{out, err};
    QStringList args = QCoreApplication::arguments();

    // The command line speaks English (its own messages are not translated); the English
    // translation gives the log lines their plural forms.
    QLocale locale(QLocale::English);
    if (!takeLanguage(args, err, locale))
        return UsageError;
    pd::Words::installTranslators(app, locale);
    if (args.size() < 2) {
        printUsage(err);
        return UsageError;
    }
    const QString name = args.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printUsage(out);
        return Ok;
    }
    if (name == QLatin1String("--version")) {
        out << "permadungeon-cli " << PD_VERSION_STRING << "\n";
        return Ok;
    }
    for (const Command &c : commands()) {
        if (name == QLatin1String(c.name)) {
            args.removeAt(1);
            const int code = c.run(args, io);
            out.flush();
            err.flush();
            return code;
        }
    }
    err << "permadungeon-cli: unknown command \"" << name << "\"\n\n";
    printUsage(err);
    return UsageError;
}
