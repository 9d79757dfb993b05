#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace pd {

// The desktop program's command line (README, SPEC §4): its options, worded through tr() in
// the "main" context. --help and --version print without a display: main() answers them under
// a plain QCoreApplication before any window system is reached (onlyPrints()).
class CommandLine {
public:
    CommandLine(); // after the translators are installed: the help is worded then

    // Whether the arguments ask only for text (--help, --help-all, -h, -?, --version, -v), so
    // the program can answer without a display. Arguments after "--" are not options.
    static bool onlyPrints(int argc, char *argv[]);

    QCommandLineParser parser;
    const QCommandLineOption quitAfter;
    const QCommandLineOption quitAfterFirstFrame;
    const QCommandLineOption pack;
    const QCommandLineOption seed;
    const QCommandLineOption hero;
    const QCommandLineOption record;
    const QCommandLineOption replay;
    const QCommandLineOption speed;
    const QCommandLineOption edit;
};

} // namespace pd
