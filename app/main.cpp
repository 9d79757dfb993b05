#include "MainWindow.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/NewGameDialog.h"
#include "sound/SoundBoard.h"
#include "view/MapView.h"
#include "words/Words.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QTimer>

namespace {
// Quits the application after the first paint of what it watches has been handled.
class FirstFrameQuit : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};
} // namespace

int main(int argc, char *argv[]) {
    pd::SoundBoard::chooseBackend(); // before the application: Qt reads it once
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Permadungeon"));
    QApplication::setApplicationName(QStringLiteral("Permadungeon"));
    QApplication::setApplicationVersion(QStringLiteral(PD_VERSION_STRING));

    pd::Words::installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Permadungeon: a roguelike and its construction kit."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption quitAfter(
        QStringLiteral("quit-after"),
        QApplication::translate("main", "Quit after <ms> milliseconds (for smoke tests)."),
        QStringLiteral("ms"));
    parser.addOption(quitAfter);
    const QCommandLineOption quitAfterFirstFrame(
        QStringLiteral("quit-after-first-frame"),
        QApplication::translate("main",
                                "Quit once the map has drawn its first frame (to time start-up)."));
    parser.addOption(quitAfterFirstFrame);
    const QCommandLineOption packOpt(
        QStringLiteral("pack"),
        QApplication::translate("main", "Start a run of the pack in <dir>."),
        QStringLiteral("dir"));
    const QCommandLineOption seedOpt(
        QStringLiteral("seed"),
        QApplication::translate("main", "The run's seed: a number or any text (default: random)."),
        QStringLiteral("seed"));
    const QCommandLineOption heroOpt(QStringLiteral("hero"),
                                     QApplication::translate("main", "The hero's name."),
                                     QStringLiteral("name"));
    const QCommandLineOption recordOpt(
        QStringLiteral("record"),
        QApplication::translate("main", "Write the run's replay to <file> as it goes."),
        QStringLiteral("file"));
    const QCommandLineOption replayOpt(
        QStringLiteral("replay"), QApplication::translate("main", "Play the replay <file> back."),
        QStringLiteral("file"));
    const QCommandLineOption speedOpt(
        QStringLiteral("speed"),
        QApplication::translate("main", "Replay speed in turns a second (0: at once; default 10)."),
        QStringLiteral("n"));
    const QCommandLineOption editOpt(
        QStringLiteral("edit"),
        QApplication::translate("main", "Open the pack in <dir> in the Editor tab."),
        QStringLiteral("dir"));
    parser.addOptions({packOpt, seedOpt, heroOpt, recordOpt, replayOpt, speedOpt, editOpt});
    parser.process(app);

    int speed = 10;
    if (parser.isSet(speedOpt)) {
        bool ok = false;
        speed = parser.value(speedOpt).toInt(&ok);
        if (!ok || speed < 0) {
            fprintf(stderr, "permadungeon: --speed needs a whole number of turns a second\n");
            return 2;
        }
    }
    if (parser.isSet(packOpt) && parser.isSet(replayOpt)) {
        fprintf(stderr, "permadungeon: --pack and --replay cannot be used together\n");
        return 2;
    }
    if (parser.isSet(editOpt) && (parser.isSet(packOpt) || parser.isSet(replayOpt))) {
        fprintf(stderr, "permadungeon: --edit cannot be used with --pack or --replay\n");
        return 2;
    }
    if (parser.isSet(editOpt) &&
        !QFileInfo::exists(parser.value(editOpt) + QStringLiteral("/pack.json"))) {
        fprintf(stderr, "permadungeon: %s is not a pack folder (it has no pack.json)\n",
                qPrintable(parser.value(editOpt)));
        return 1;
    }
    if ((parser.isSet(seedOpt) || parser.isSet(heroOpt)) && !parser.isSet(packOpt)) {
        fprintf(stderr, "permadungeon: --seed and --hero go with --pack\n");
        return 2;
    }

    pd::MainWindow window;
    window.show();
    pd::GameTab &tab = *window.gameTab();
    if (parser.isSet(recordOpt))
        tab.session().setRecordPath(parser.value(recordOpt));
    if (parser.isSet(packOpt)) {
        const QString seed =
            parser.isSet(seedOpt) ? parser.value(seedOpt) : pd::NewGameDialog::randomSeed();
        QString error;
        if (!tab.session().start(parser.value(packOpt), seed, parser.value(heroOpt), &error)) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        if (!parser.isSet(seedOpt))
            printf("seed: %s\n", qPrintable(seed));
    } else if (parser.isSet(replayOpt)) {
        if (!tab.watchReplay(parser.value(replayOpt), speed))
            return 1;
    } else if (parser.isSet(editOpt)) {
        if (!window.editPack(parser.value(editOpt)))
            return 1;
    } else if (!parser.isSet(quitAfter)) {
        QTimer::singleShot(0, &window, &pd::MainWindow::startUp);
    }

    if (parser.isSet(quitAfterFirstFrame)) {
        // The map view's first paint ends the run: start-up measured to the first frame.
        auto *view = window.findChild<pd::MapView *>();
        if (!view) {
            fprintf(stderr, "permadungeon: no map view to wait for\n");
            return 1;
        }
        view->viewport()->installEventFilter(new FirstFrameQuit(&app));
    }
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        const int ms = parser.value(quitAfter).toInt(&ok);
        if (!ok || ms < 0) {
            fprintf(stderr, "permadungeon: --quit-after needs a number of milliseconds\n");
            return 2;
        }
        QTimer::singleShot(ms, &window, &QWidget::close);
    }
    return app.exec();
}
