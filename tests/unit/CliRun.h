#pragma once

#include <QProcess>
#include <QStringList>

namespace pd::test {

// What the real permadungeon-cli (PD_CLI_PATH) did with some arguments: exit code (-1 when it
// crashed or hung) and what it printed.
struct Run {
    int code = -1;
    QString out;
    QString err;
};

inline Run cli(const QStringList &args, const QString &workingDir = QString()) {
    QProcess p;
    p.setProgram(QStringLiteral(PD_CLI_PATH));
    p.setArguments(args);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start();
    if (!p.waitForFinished(120000))
        p.kill();
    Run r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace pd::test
