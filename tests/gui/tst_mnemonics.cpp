// Every Alt letter is one thing's, in English, German and French: the menu bar of both tabs,
// each menu, the New game dialog and each page of Preferences. Two items on one letter make the
// key cycle between them (or, for a button, do nothing useful), so a clash fails the test with
// both texts named.

#include "MainWindow.h"
#include "help/AboutDialog.h"

#include "game/NewGameDialog.h"
#include "settings/SettingsDialog.h"
#include "words/Words.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QtTest>

using namespace pd;

namespace {

// The letter after a lone "&" ("&&" is an ampersand), lower case; none: a null QChar.
QChar mnemonicOf(const QString &text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// The clashes among `texts`: "K: Kacheln oder Zeichen / Karte folgen".
QStringList clashes(const QString &where, const QStringList &texts) {
    QHash<QChar, QStringList> byLetter;
    for (const QString &t : texts)
        if (const QChar c = mnemonicOf(t); !c.isNull())
            byLetter[c] << t;
    QStringList out;
    for (auto it = byLetter.constBegin(); it != byLetter.constEnd(); ++it)
        if (it.value().size() > 1)
            out << QStringLiteral("%1: %2 on %3")
                       .arg(where, it.value().join(QStringLiteral(" / ")), QString(it.key()));
    return out;
}

QStringList menuClashes(const QMenu *menu, const QString &where) {
    QStringList texts, out;
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        texts << a->text();
        if (a->menu())
            out << menuClashes(a->menu(), where + QStringLiteral(" ▸ ") + a->text());
    }
    return clashes(where, texts) + out;
}

// The texts with an Alt letter in `root` (labels with a buddy, buttons, group boxes), but not
// under `skip`.
QStringList widgetTexts(const QWidget *root, const QWidget *skip = nullptr) {
    QStringList texts;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (skip && (w == skip || skip->isAncestorOf(w)))
            continue;
        if (!w->isVisibleTo(root->window()))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(w); label && label->buddy())
            texts << label->text();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            texts << button->text();
        else if (const auto *box = qobject_cast<const QGroupBox *>(w))
            texts << box->title();
    }
    return texts;
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PermadungeonTest"));
        QSettings().clear();
    }

    void noLetterTwice_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void noLetterTwice() {
        QFETCH(QString, language);
        Words::installTranslators(*QCoreApplication::instance(), QLocale(language));
        const auto english = qScopeGuard([] {
            Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        });
        QStringList found;
        {
            MainWindow window;
            window.show();
            QCoreApplication::processEvents();
            auto *tabs = window.findChild<QTabWidget *>();
            QVERIFY(tabs);
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                const QString tab = tabs->tabText(t);
                QStringList titles;
                for (const QAction *a : window.menuBar()->actions()) {
                    if (!a->isVisible() || !a->menu())
                        continue;
                    titles << a->text();
                    found << menuClashes(a->menu(), tab + QStringLiteral(": ") + a->text());
                }
                found << clashes(tab + QStringLiteral(": the menu bar"), titles);
            }

            // Preferences, page by page (the dialog's own buttons on every page).
            window.showPreferences();
            SettingsDialog *dialog = window.preferences();
            QVERIFY(dialog);
            auto *pages = dialog->findChild<QStackedWidget *>();
            QVERIFY(pages);
            const QStringList around = widgetTexts(dialog, pages);
            for (int p = 0; p < pages->count(); ++p) {
                pages->setCurrentIndex(p);
                found << clashes(QStringLiteral("Preferences, page %1").arg(p + 1),
                                 around + widgetTexts(pages->widget(p)));
            }
            dialog->close();
        }
        NewGameDialog newGame;
        newGame.show();
        QCoreApplication::processEvents();
        found << clashes(QStringLiteral("New game"), widgetTexts(&newGame));
        // The About box: its pages' titles and its button.
        AboutDialog about;
        about.show();
        QCoreApplication::processEvents();
        QStringList aboutTexts = widgetTexts(&about);
        for (int p = 0; p < about.pages()->count(); ++p)
            aboutTexts << about.pages()->tabText(p);
        QCOMPARE(about.pages()->count(), 4);
        found << clashes(QStringLiteral("About"), aboutTexts);
        for (int p = 0; p < about.pages()->count(); ++p)
            if (mnemonicOf(about.pages()->tabText(p)).isNull())
                found << QStringLiteral("About: no letter for %1").arg(about.pages()->tabText(p));
        QVERIFY2(found.isEmpty(), qPrintable(u'\n' + found.join(u'\n')));
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
