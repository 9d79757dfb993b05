#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Permadungeon"));
    QApplication::setApplicationName(QStringLiteral("Permadungeon"));
    QApplication::setApplicationVersion(QStringLiteral(PD_VERSION_STRING));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("permadungeon"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

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
    parser.process(app);

    pd::MainWindow window;
    window.show();

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
