// The settings file that cannot be read: the desktop program (run as a person runs it, with a
// throwaway home) starts and quits all the same when its settings file, or the organisation's,
// is a named pipe (reading it would wait for a writer for ever), a link to one or a folder. It
// warns once in pd.settings naming the file, runs on the defaults, and leaves the file alone.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

class TestSettingsFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void programStarts_data() {
        QTest::addColumn<QString>("file"); // below the configuration folder
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("said"); // in the warning; empty: no warning
        const QString program = QStringLiteral("Permadungeon/Permadungeon.conf");
        const QString pipe = QStringLiteral("is not a regular file (a named pipe");
        QTest::newRow("a named pipe") << program << QStringLiteral("pipe") << pipe;
        QTest::newRow("the organisation's, a named pipe")
            << QStringLiteral("Permadungeon.conf") << QStringLiteral("pipe") << pipe;
        QTest::newRow("a link to a named pipe") << program << QStringLiteral("link") << pipe;
        QTest::newRow("a folder") << program << QStringLiteral("folder")
                                  << QStringLiteral("is a folder");
        QTest::newRow("a regular file") << program << QStringLiteral("file") << QString();
    }

    void programStarts() {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, said);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString config = home.filePath(QStringLiteral("config"));
        const QString path = config + u'/' + file;
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        if (kind == QLatin1String("pipe")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("link")) {
            const QString pipe = home.filePath(QStringLiteral("elsewhere.conf"));
            QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
            QVERIFY(QFile::link(pipe, path));
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[view]\nlook=glyphs\n");
        }

        QProcess program;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        env.insert(QStringLiteral("XDG_CONFIG_DIRS"), home.filePath(QStringLiteral("system")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_MESSAGE_PATTERN"), QStringLiteral("%{category}: %{message}"));
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("pd.settings.warning=true"));
        program.setProcessEnvironment(env);
        program.start(QStringLiteral(PD_APP_PATH),
                      {QStringLiteral("--quit-after"), QStringLiteral("300")});
        QVERIFY(program.waitForStarted());
        const bool finished = program.waitForFinished(60000);
        if (!finished) {
            program.kill();
            program.waitForFinished();
        }
        const QString err = QString::fromLocal8Bit(program.readAllStandardError());
        QVERIFY2(finished,
                 qPrintable(QStringLiteral("the program did not end within a minute\n") + err));
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QVERIFY2(program.exitCode() == 0, qPrintable(err));
        const QString warning = QStringLiteral("pd.settings: %1 %2").arg(path, said);
        if (said.isEmpty())
            QVERIFY2(!err.contains(QStringLiteral("pd.settings: ")), qPrintable(err));
        else
            QVERIFY2(err.contains(warning) && err.count(QStringLiteral("pd.settings: ")) == 1,
                     qPrintable(err));
        // The file is as it was: nothing was written in its place.
        const QFileInfo after(path);
        QVERIFY(after.exists());
        QCOMPARE(after.isFile(), kind == QLatin1String("file"));
    }
};

QTEST_GUILESS_MAIN(TestSettingsFile)
#include "tst_settingsfile.moc"
