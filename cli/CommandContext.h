#pragma once

#include "Cli.h"

#include "data/Pack.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <cstdint>
#include <optional>

namespace pd::cli {

// What every subcommand shares, so that its run function holds only its own work: the parser
// (description, arguments, --help, the usage line), the options most commands take (a pack,
// --seed, --json, --out, counts, --threads), the pack itself, and the wording of errors with
// their exit codes (Cli.h).
//
//   CommandContext ctx("seeds", io);
//   ctx.setDescription(...); ctx.addPackArgument(); ctx.addOption(...); ctx.setUsage(...);
//   if (!ctx.parse(args))
//       return ctx.exitCode();
//   if (!ctx.loadPack())
//       return InvalidInput;
//
// Errors read "permadungeon-cli: COMMAND: ..." (fail), "permadungeon-cli: COMMAND needs ..."
// with the usage line (usageError), or "permadungeon-cli: --OPTION ..." (optionError): the
// words scripts and tests already know.
class CommandContext {
public:
    // `command` as messages name it: "roll", "pack import".
    CommandContext(const char *command, Io &io);

    void setDescription(const QString &text);
    // The line --help and usage errors start with: "Usage: permadungeon-cli COMMAND ...".
    void setUsage(const QString &usage);
    void addArgument(const QString &name, const QString &description);
    // PACK: a pack folder, or a bundled pack's name.
    void addPackArgument(const QString &description = QStringLiteral("The pack folder."));
    // --NAME VALUE (`valueName` in the help); a switch without one.
    void addOption(const QString &name, const QString &valueName, const QString &description,
                   const QString &defaultValue = QString());
    void addSwitch(const QString &name, const QString &description);
    void addSeedOption(const QString &description);
    void addThreadsOption();
    void addJsonOption(const QString &description = QStringLiteral("Print JSON."));
    void addOutOption(const QString &description);

    // False when the command is finished: --help was printed (exitCode() Ok), or the arguments
    // did not parse (UsageError, with the usage line).
    bool parse(const QStringList &args);
    // Ok, or the code of the last error reported through this context (a failed count() or
    // loadPack() too), so that a helper can return nullopt and its caller this.
    int exitCode() const { return m_exitCode; }

    QStringList arguments() const { return m_parser.positionalArguments(); }
    QString argument(int i) const { return arguments().value(i); }
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }
    QStringList values(const QString &name) const { return m_parser.values(name); }
    bool json() const { return isSet(QStringLiteral("json")); }

    // --NAME as a whole number in [min, max], `fallback` when absent; nullopt when it is not
    // one (the caller words that, see count()).
    std::optional<int> number(const QString &name, int fallback, int min, int max) const;
    // A count ("--times N") in [1, max]; nullopt after the usual message.
    std::optional<int> count(const QString &name, int fallback, int max);
    // --threads, one per core by default.
    std::optional<int> threads();
    // --seed S: a number or any text; nullopt when absent.
    std::optional<std::uint64_t> seed() const;
    // --seed, else a fresh one from system entropy (the only use of it: the dice use Rng).
    std::uint64_t seedOrRandom() const;
    // A seed chosen by seedOrRandom() is told on stderr, so the run can be repeated.
    void noteRandomSeed(std::uint64_t seed);

    // "permadungeon-cli: COMMAND WHAT" and the usage line; UsageError.
    int usageError(const QString &what);
    // "permadungeon-cli: TEXT" for a bad option value ("--cell takes ..."); UsageError.
    int optionError(const QString &text);
    // The usage line alone, after the errors it follows; UsageError.
    int repeatUsage();
    // "permadungeon-cli: COMMAND: TEXT"; InvalidInput unless `code` says otherwise.
    int fail(const QString &text, int code = InvalidInput);
    // `error` is a writer's "FILE: REASON".
    int cannotWrite(const QString &error);

    // Loads the pack the first argument names (or `folder`): its diagnostics go to stderr, and
    // false when it has errors, since a command must not run on half-read data.
    bool loadPack() { return loadPack(argument(0)); }
    bool loadPack(const QString &folder);
    const Pack &pack() const { return m_pack; }

    // The whole file or nothing (AtomicFile); false after "cannot write FILE: REASON".
    bool writeFile(const QString &path, const QByteArray &bytes);
    // To --out FILE, or to standard output without one (or with "-").
    bool writeOut(const QByteArray &bytes);

    // Times `work` for reportTime(): the timing goes to stderr, as it differs between runs
    // and the output must not.
    template <typename Work>
    auto timed(Work &&work) {
        QElapsedTimer timer;
        timer.start();
        auto result = work();
        m_elapsedMs = timer.elapsed();
        return result;
    }
    void reportTime(int threads);

private:
    const char *m_command;
    Io &m_io;
    QCommandLineParser m_parser;
    QString m_usage;
    int m_exitCode = Ok;
    Pack m_pack;
    qint64 m_elapsedMs = 0;
};

// A bare pack name ("classic") means a bundled pack when no such folder exists here.
QString resolvePackFolder(const QString &argument);

} // namespace pd::cli
