#pragma once

// What every Game tab test does first: its own settings and data folders (QStandardPaths' test
// mode), emptied, and no hint boxes (tst_menus tests those on their own).
#include "game/GameSession.h"
#include "game/Hints.h"
#include "game/NoticeQueue.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace pd::test {

inline void isolateSettings(const char *application) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
    QCoreApplication::setApplicationName(QLatin1String(application));
    QSettings().clear();
    Hints::setShown(false);
    QDir(GameSession::dataDir()).removeRecursively();
}

// Waits until a box just shown takes keys (the queue's guard time, NoticeQueue::kGuardMs unless
// the test lengthened it): a key sooner was meant for the game, and does not close it.
inline void waitOutBoxGuard(const NoticeQueue *queue = nullptr) {
    QTest::qWait((queue ? queue->guardMs() : NoticeQueue::kGuardMs) + 30);
}

// A guard long enough that keys sent one after another fall within it on a loaded machine.
constexpr int kLongGuardMs = 1500;

// `permadungeon-cli replay FILE`: its standard output, or a line that says why it failed.
inline QString replayInCli(const QString &record) {
    QProcess cli;
    cli.start(QStringLiteral(PD_CLI_PATH), {QStringLiteral("replay"), record});
    if (!cli.waitForFinished(60000))
        return QStringLiteral("the command line did not finish");
    if (cli.exitCode() != 0)
        return QStringLiteral("exit code %1: %2")
            .arg(cli.exitCode())
            .arg(QString::fromUtf8(cli.readAllStandardError()));
    return QString::fromUtf8(cli.readAllStandardOutput());
}

} // namespace pd::test
