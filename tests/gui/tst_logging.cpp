#include "AppLog.h"
#include "EditorLog.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "data/PackLoader.h"
#include "render/RenderLog.h"
#include "render/TileAtlas.h"
#include "sound/SoundBoard.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

namespace {

struct Logged {
    QtMsgType type;
    QString category;
    QString text;
};
QList<Logged> logged;
QtMessageHandler previousHandler = nullptr;
void record(QtMsgType type, const QMessageLogContext &context, const QString &text) {
    logged.append({type, QString::fromLatin1(context.category ? context.category : ""), text});
}

// The messages of one category that mention `about`.
QList<Logged> messages(const QString &category, const QString &about) {
    QList<Logged> out;
    for (const Logged &l : std::as_const(logged))
        if (l.category == category && l.text.contains(about))
            out << l;
    return out;
}

// A pack whose step sound is a file that is not there (one warning, in pd.sound).
Pack packWithAMissingSound(const QString &root) {
    Diagnostics diagnostics;
    Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), diagnostics);
    pack.rootPath = root;
    pack.sounds.effects = {{QStringLiteral("step"), QStringLiteral("sounds/missing.wav")}};
    return pack;
}

} // namespace

// The diagnostics go through QLoggingCategory, one category per subject, so that rules (the
// QT_LOGGING_RULES variable or QLoggingCategory::setFilterRules) turn each on and off.
class TestLogging : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateSettings("tst_logging"); }
    void init() {
        logged.clear();
        QLoggingCategory::setFilterRules(QString());
        previousHandler = qInstallMessageHandler(record);
    }
    void cleanup() {
        qInstallMessageHandler(previousHandler);
        QLoggingCategory::setFilterRules(QString());
    }

    // Their names, and what is on without a rule: warnings, not debug lines.
    void categoriesAndDefaults() {
        const QList<const QLoggingCategory *> all = {&lcPack(),   &lcSound(),  &lcSave(),
                                                     &lcReplay(), &lcScores(), &lcHelp(),
                                                     &lcEditor(), &lcRender()};
        QStringList names;
        for (const QLoggingCategory *c : all) {
            names << QString::fromLatin1(c->categoryName());
            QVERIFY(c->isWarningEnabled());
            QVERIFY(!c->isDebugEnabled());
        }
        QCOMPARE(names, (QStringList{"pd.pack", "pd.sound", "pd.save", "pd.replay", "pd.scores",
                                     "pd.help", "pd.editor", "pd.render"}));
        QLoggingCategory::setFilterRules(QStringLiteral("pd.*.debug=true"));
        QVERIFY(lcEditor().isDebugEnabled());
        QVERIFY(lcSound().isDebugEnabled());
    }

    // A missing sound file is one warning in pd.sound; "pd.sound.warning=false" silences it
    // and nothing else.
    void aRuleSilencesTheMissingSound() {
        QTemporaryDir dir;
        const Pack pack = packWithAMissingSound(dir.path());
        {
            SoundBoard board;
            board.setPack(&pack);
            board.playEffect(QStringLiteral("step")); // loads the pack's sounds at once
        }
        QCOMPARE(messages(QStringLiteral("pd.sound"), QStringLiteral("missing.wav")).size(), 1);
        QCOMPARE(messages(QStringLiteral("pd.sound"), QStringLiteral("missing.wav")).first().type,
                 QtWarningMsg);

        logged.clear();
        QLoggingCategory::setFilterRules(QStringLiteral("pd.sound.warning=false"));
        {
            SoundBoard board;
            board.setPack(&pack);
            board.playEffect(QStringLiteral("step")); // loads the pack's sounds at once
        }
        QCOMPARE(messages(QStringLiteral("pd.sound"), QStringLiteral("missing.wav")).size(), 0);
        // Another category still speaks: a tile atlas that cannot be read, in pd.render.
        TileAtlas atlas;
        QVERIFY(!atlas.load(dir.filePath(QStringLiteral("no-atlas.png")), 32));
        QCOMPARE(messages(QStringLiteral("pd.render"), QStringLiteral("no-atlas.png")).size(), 1);
    }

    // The same through the environment, as a user would turn a category off: this program run
    // again (only the function below, which warns of a tile atlas that cannot be read: no
    // audio device is involved), with and without QT_LOGGING_RULES.
    void theEnvironmentSilencesACategory() {
        const auto run = [](const QString &rules) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PD_LOGGING_CHILD"), QStringLiteral("1"));
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            if (rules.isEmpty())
                env.remove(QStringLiteral("QT_LOGGING_RULES"));
            else
                env.insert(QStringLiteral("QT_LOGGING_RULES"), rules);
            child.setProcessEnvironment(env);
            child.setProcessChannelMode(QProcess::MergedChannels); // QtTest logs to stdout
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("warnOfAnUnreadableAtlas")});
            if (!child.waitForFinished(60000)) {
                child.kill();
                child.waitForFinished();
                return QStringLiteral("(did not finish)");
            }
            return QString::fromUtf8(child.readAll());
        };
        const QString loud = run(QString());
        QVERIFY2(loud.contains(QStringLiteral("no-atlas.png")), qPrintable(loud));
        const QString quiet = run(QStringLiteral("pd.render.warning=false"));
        QVERIFY2(!quiet.contains(QStringLiteral("no-atlas.png")), qPrintable(quiet));
        QVERIFY2(quiet.contains(QStringLiteral("child ran")), qPrintable(quiet)); // it did run
        // Another category's rule leaves it alone.
        const QString other = run(QStringLiteral("pd.sound.warning=false"));
        QVERIFY2(other.contains(QStringLiteral("no-atlas.png")), qPrintable(other));
    }

    // (Run by the function above in a child process; skipped otherwise.)
    void warnOfAnUnreadableAtlas() {
        if (!qEnvironmentVariableIsSet("PD_LOGGING_CHILD"))
            QSKIP("run as a child of theEnvironmentSilencesACategory");
        qInstallMessageHandler(previousHandler); // the child's messages go to its output
        QTemporaryDir dir;
        TileAtlas atlas;
        atlas.load(dir.filePath(QStringLiteral("no-atlas.png")), 32);
        fprintf(stderr, "child ran\n");
    }
};

QTEST_MAIN(TestLogging)
#include "tst_logging.moc"
