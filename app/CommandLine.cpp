#include "CommandLine.h"

#include <QCoreApplication>

#include <cstring>

namespace pd {

namespace {
// For the tests and the start-up timing only: the option works, but --help (and so the man
// page) leaves it out.
QCommandLineOption hidden(QCommandLineOption option) {
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}
} // namespace

CommandLine::CommandLine()
    : quitAfter(hidden(QCommandLineOption(
          QStringLiteral("quit-after"),
          QCoreApplication::translate("main", "Quit after <ms> milliseconds (for smoke tests)."),
          QStringLiteral("ms"))))
    , quitAfterFirstFrame(hidden(QCommandLineOption(
          QStringLiteral("quit-after-first-frame"),
          QCoreApplication::translate(
              "main", "Quit once the map has drawn its first frame (to time start-up)."))))
    , pack(QStringLiteral("pack"),
           QCoreApplication::translate("main", "Start a run of the pack in <dir>."),
           QStringLiteral("dir"))
    , seed(QStringLiteral("seed"),
           QCoreApplication::translate("main",
                                       "The run's seed: a number or any text (default: random)."),
           QStringLiteral("seed"))
    , hero(QStringLiteral("hero"), QCoreApplication::translate("main", "The hero's name."),
           QStringLiteral("name"))
    , record(QStringLiteral("record"),
             QCoreApplication::translate("main", "Write the run's replay to <file> as it goes."),
             QStringLiteral("file"))
    , replay(QStringLiteral("replay"),
             QCoreApplication::translate("main", "Play the replay <file> back."),
             QStringLiteral("file"))
    , speed(QStringLiteral("speed"),
            QCoreApplication::translate("main",
                                        "Replay speed in turns a second (0: at once; default 10)."),
            QStringLiteral("n"))
    , edit(QStringLiteral("edit"),
           QCoreApplication::translate("main", "Open the pack in <dir> in the Editor tab."),
           QStringLiteral("dir")) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Permadungeon: a roguelike and its construction kit."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(quitAfter);
    parser.addOption(quitAfterFirstFrame);
    parser.addOptions({pack, seed, hero, record, replay, speed, edit});
}

bool CommandLine::onlyPrints(int argc, char *argv[]) {
    // The forms QCommandLineParser's help and version options answer to.
    static const char *const printing[] = {"-h", "--help", "-?", "--help-all", "-v", "--version"};
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            return false;
        for (const char *option : printing)
            if (std::strcmp(argv[i], option) == 0)
                return true;
    }
    return false;
}

} // namespace pd
