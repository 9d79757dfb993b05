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
         "Exit codes: 0 success, 1 invalid input (errors on stderr), 2 usage error.\n";
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
    // The command line speaks English (its own messages are not translated); the English
    // translation gives the log lines their plural forms.
    pd::Words::installTranslators(app, QLocale(QLocale::English));

    QTextStream out(stdout);
    QTextStream err(stderr);
    Io io{out, err};
    QStringList args = QCoreApplication::arguments();
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
