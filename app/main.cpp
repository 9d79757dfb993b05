#include "CommandLine.h"
#include "MainWindow.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/NewGameDialog.h"
#include "game/RunControl.h"
#include "settings/AppSettings.h"
#include "sound/SoundBoard.h"
#include "view/MapView.h"
#include "words/Words.h"

#include <QApplication>
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

void identify() {
    QCoreApplication::setOrganizationName(QStringLiteral("Permadungeon"));
    QCoreApplication::setApplicationName(QStringLiteral("Permadungeon"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PD_VERSION_STRING));
}
} // namespace

int main(int argc, char *argv[]) {
    if (pd::CommandLine::onlyPrints(argc, argv)) {
        // --help and --version need no window system: answered before the GUI starts, so they
        // work on a console without a display (and help2man makes the man page from them).
        QCoreApplication app(argc, argv);
        identify();
        pd::Words::installTranslators(app);
        pd::CommandLine commandLine;
        commandLine.parser.process(app); // prints and exits
        return 0;
    }

    pd::SoundBoard::chooseBackend(); // before the application: Qt reads it once
    QApplication app(argc, argv);
    identify();
    // Before anything reads the settings: a settings file that is a named pipe would hang the
    // program before its window.
    pd::AppSettings::avoidUnreadableFiles();
    // The installed menu entry's name: the task bar matches the window to it and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(PD_DESKTOP_ID));
    QApplication::setWindowIcon(pd::MainWindow::applicationIcon());

    // The language chosen in Preferences (the system's unless one was); reading the settings
    // checks them (one warning for whatever they hold that is not understood).
    pd::Words::installTranslators(app, pd::AppSettings::instance().locale());

    pd::CommandLine commandLine;
    QCommandLineParser &parser = commandLine.parser;
    parser.process(app);

    int speed = 10;
    if (parser.isSet(commandLine.speed)) {
        bool ok = false;
        speed = parser.value(commandLine.speed).toInt(&ok);
        if (!ok || speed < 0) {
            fprintf(stderr, "permadungeon: --speed needs a whole number of turns a second\n");
            return 2;
        }
    }
    if (parser.isSet(commandLine.pack) && parser.isSet(commandLine.replay)) {
        fprintf(stderr, "permadungeon: --pack and --replay cannot be used together\n");
        return 2;
    }
    if (parser.isSet(commandLine.edit) &&
        (parser.isSet(commandLine.pack) || parser.isSet(commandLine.replay))) {
        fprintf(stderr, "permadungeon: --edit cannot be used with --pack or --replay\n");
        return 2;
    }
    if (parser.isSet(commandLine.edit) &&
        !QFileInfo::exists(parser.value(commandLine.edit) + QStringLiteral("/pack.json"))) {
        fprintf(stderr, "permadungeon: %s is not a pack folder (it has no pack.json)\n",
                qPrintable(parser.value(commandLine.edit)));
        return 1;
    }
    if ((parser.isSet(commandLine.seed) || parser.isSet(commandLine.hero)) &&
        !parser.isSet(commandLine.pack)) {
        fprintf(stderr, "permadungeon: --seed and --hero go with --pack\n");
        return 2;
    }

    pd::MainWindow window;
    window.show();
    pd::GameTab &tab = *window.gameTab();
    if (parser.isSet(commandLine.record))
        tab.session().setRecordPath(parser.value(commandLine.record));
    if (parser.isSet(commandLine.pack)) {
        const QString seed = parser.isSet(commandLine.seed) ? parser.value(commandLine.seed)
                                                            : pd::NewGameDialog::randomSeed();
        QString error;
        if (!tab.session().start(parser.value(commandLine.pack), seed,
                                 parser.value(commandLine.hero), &error)) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        if (!parser.isSet(commandLine.seed))
            printf("seed: %s\n", qPrintable(seed));
    } else if (parser.isSet(commandLine.replay)) {
        if (!tab.runs().watchReplay(parser.value(commandLine.replay), speed))
            return 1;
    } else if (parser.isSet(commandLine.edit)) {
        if (!window.editPack(parser.value(commandLine.edit)))
            return 1;
    } else if (!parser.isSet(commandLine.quitAfter)) {
        QTimer::singleShot(0, &window, &pd::MainWindow::startUp);
    }

    if (parser.isSet(commandLine.quitAfterFirstFrame)) {
        // The map view's first paint ends the run: start-up measured to the first frame.
        auto *view = window.findChild<pd::MapView *>();
        if (!view) {
            fprintf(stderr, "permadungeon: no map view to wait for\n");
            return 1;
        }
        view->viewport()->installEventFilter(new FirstFrameQuit(&app));
    }
    if (parser.isSet(commandLine.quitAfter)) {
        bool ok = false;
        const int ms = parser.value(commandLine.quitAfter).toInt(&ok);
        if (!ok || ms < 0) {
            fprintf(stderr, "permadungeon: --quit-after needs a number of milliseconds\n");
            return 2;
        }
        QTimer::singleShot(ms, &window, &QWidget::close);
    }
    return app.exec();
}
