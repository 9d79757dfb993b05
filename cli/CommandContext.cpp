#include "CommandContext.h"

#include "data/PackLoader.h"
#include "files/AtomicFile.h"
#include "random/Rng.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QThread>

namespace pd::cli {

CommandContext::CommandContext(const char *command, Io &io)
    : m_command(command)
    , m_io(io) {
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
}

void CommandContext::setDescription(const QString &text) {
    m_parser.setApplicationDescription(text);
}

void CommandContext::setUsage(const QString &usage) {
    m_usage = usage;
}

void CommandContext::addArgument(const QString &name, const QString &description) {
    m_parser.addPositionalArgument(name, description);
}

void CommandContext::addPackArgument(const QString &description) {
    addArgument(QStringLiteral("PACK"), description);
}

void CommandContext::addOption(const QString &name, const QString &valueName,
                               const QString &description, const QString &defaultValue) {
    m_parser.addOption(QCommandLineOption(name, description, valueName, defaultValue));
}

void CommandContext::addSwitch(const QString &name, const QString &description) {
    m_parser.addOption(QCommandLineOption(name, description));
}

void CommandContext::addSeedOption(const QString &description) {
    addOption(QStringLiteral("seed"), QStringLiteral("S"), description);
}

void CommandContext::addThreadsOption() {
    addOption(QStringLiteral("threads"), QStringLiteral("N"),
              QStringLiteral("Worker threads (default: one per core)."));
}

void CommandContext::addJsonOption(const QString &description) {
    addSwitch(QStringLiteral("json"), description);
}

void CommandContext::addOutOption(const QString &description) {
    addOption(QStringLiteral("out"), QStringLiteral("FILE"), description);
}

bool CommandContext::parse(const QStringList &args) {
    // Added last, so the help lists it after the command's own options.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    m_parser.addOption(help);
    if (!m_parser.parse(args)) {
        m_io.err << "permadungeon-cli: " << m_parser.errorText() << "\n" << m_usage << "\n";
        m_exitCode = UsageError;
        return false;
    }
    if (m_parser.isSet(help)) {
        // Qt's first line names the binary's path and lists the positional arguments; our usage
        // line says the same for this command, so it replaces that line whole.
        const QString text = m_parser.helpText();
        const qsizetype firstLineEnd = text.indexOf(u'\n');
        m_io.out << m_usage << (firstLineEnd >= 0 ? text.mid(firstLineEnd) : QStringLiteral("\n"));
        m_exitCode = Ok;
        return false;
    }
    return true;
}

std::optional<int> CommandContext::number(const QString &name, int fallback, int min,
                                          int max) const {
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const int v = value(name).toInt(&ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

std::optional<int> CommandContext::count(const QString &name, int fallback, int max) {
    const std::optional<int> v = number(name, fallback, 1, max);
    if (!v) {
        m_exitCode = UsageError;
        m_io.err << "permadungeon-cli: --" << name << " takes a whole number from 1 to " << max
                 << ", not \"" << value(name) << "\"\n";
    }
    return v;
}

std::optional<int> CommandContext::threads() {
    return count(QStringLiteral("threads"), std::max(1, QThread::idealThreadCount()), 256);
}

std::optional<std::uint64_t> CommandContext::seed() const {
    if (!isSet(QStringLiteral("seed")))
        return std::nullopt;
    return seed::fromText(value(QStringLiteral("seed")));
}

std::uint64_t CommandContext::seedOrRandom() const {
    if (const auto s = seed())
        return *s;
    return QRandomGenerator::system()->generate64() % 1000000000000ULL;
}

void CommandContext::noteRandomSeed(std::uint64_t seed) {
    if (!isSet(QStringLiteral("seed")))
        m_io.err << "(seed " << seed << "; repeat with --seed " << seed << ")\n";
}

int CommandContext::usageError(const QString &what) {
    m_io.err << "permadungeon-cli: " << m_command << " " << what << "\n" << m_usage << "\n";
    return m_exitCode = UsageError;
}

int CommandContext::optionError(const QString &text) {
    m_io.err << "permadungeon-cli: " << text << "\n";
    return m_exitCode = UsageError;
}

int CommandContext::repeatUsage() {
    m_io.err << m_usage << "\n";
    return m_exitCode = UsageError;
}

int CommandContext::fail(const QString &text, int code) {
    m_io.err << "permadungeon-cli: " << m_command << ": " << text << "\n";
    return m_exitCode = code;
}

int CommandContext::cannotWrite(const QString &error) {
    return fail(QStringLiteral("cannot write ") + error);
}

bool CommandContext::loadPack(const QString &folder) {
    Diagnostics diagnostics;
    m_pack = PackLoader::load(resolvePackFolder(folder), diagnostics);
    diagnostics.sort();
    for (const Diagnostic &d : diagnostics.items())
        m_io.err << d.toString() << "\n";
    if (!diagnostics.hasErrors())
        return true;
    const int n = diagnostics.errorCount();
    fail(QStringLiteral("the pack has %1 %2; see 'permadungeon-cli validate %3'")
             .arg(n)
             .arg(n == 1 ? QStringLiteral("error") : QStringLiteral("errors"), folder));
    return false;
}

bool CommandContext::writeFile(const QString &path, const QByteArray &bytes) {
    QString error;
    if (AtomicFile::write(path, bytes, &error))
        return true;
    cannotWrite(error);
    return false;
}

bool CommandContext::writeOut(const QByteArray &bytes) {
    const QString path = value(QStringLiteral("out"));
    if (path.isEmpty() || path == QLatin1String("-")) {
        m_io.out << QString::fromUtf8(bytes);
        return true;
    }
    return writeFile(path, bytes);
}

void CommandContext::reportTime(int threads) {
    m_io.err << "(" << m_elapsedMs << " ms on " << threads
             << (threads == 1 ? " thread" : " threads") << ")\n";
}

QString resolvePackFolder(const QString &argument) {
    if (QFileInfo::exists(argument) || argument.contains(u'/'))
        return argument;
    const QString bundled = PackLoader::bundledDataDir() + u'/' + argument;
    return QFileInfo::exists(bundled + QStringLiteral("/pack.json")) ? bundled : argument;
}

} // namespace pd::cli
