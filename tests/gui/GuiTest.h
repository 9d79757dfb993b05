#pragma once

// What every Game tab test does first: its own settings and data folders (QStandardPaths' test
// mode), emptied, and no hint boxes (tst_menus tests those on their own).
#include "game/GameSession.h"
#include "game/Hints.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace pd::test {

inline void isolateSettings(const char *application) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
    QCoreApplication::setApplicationName(QLatin1String(application));
    QSettings().clear();
    Hints::setShown(false);
    QDir(GameSession::dataDir()).removeRecursively();
}

} // namespace pd::test
