#pragma once

// Golden files for generator tests: the expected output lives beside the tests as text, and
// PD_UPDATE_GOLDEN=1 rewrites it from the current code (after an intended change that also
// bumps the generator's version; review with git diff).

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

namespace pd::test {

// An empty string when `actual` matches the file (or the file was rewritten), otherwise what
// differs first, with the line number.
inline QString checkGolden(const QString &path, const QString &actual) {
    if (qEnvironmentVariableIntValue("PD_UPDATE_GOLDEN") == 1) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QStringLiteral("cannot write %1").arg(path);
        out.write(actual.toUtf8());
        qInfo("PD_UPDATE_GOLDEN=1: rewrote %s (not compared)", qPrintable(path));
        return {};
    }
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return path + QStringLiteral(" missing; run with PD_UPDATE_GOLDEN=1");
    const QStringList expected = QString::fromUtf8(in.readAll()).split(u'\n');
    const QStringList got = actual.split(u'\n');
    for (qsizetype i = 0; i < std::max(expected.size(), got.size()); ++i) {
        const QString want = i < expected.size() ? expected[i] : QStringLiteral("<end>");
        const QString have = i < got.size() ? got[i] : QStringLiteral("<end>");
        if (want != have)
            return QStringLiteral("%1 line %2:\nexpected %3\nactual   %4")
                .arg(path)
                .arg(i + 1)
                .arg(want, have);
    }
    return {};
}

} // namespace pd::test
