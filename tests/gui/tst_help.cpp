#include "GuiTest.h"
#include "MainWindow.h"

#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "game/GameOverlays.h"
#include "game/GameTab.h"
#include "game/NoticeQueue.h"
#include "game/menus/KeysPanel.h"
#include "help/HelpWindow.h"
#include "help/Manual.h"
#include "help/ManualBrowser.h"
#include "words/Words.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTextBlock>
#include <QTreeWidget>
#include <QtTest>

using namespace pd;

namespace {

// Every link a page holds, as written.
QStringList linksOf(const QTextDocument &doc) {
    QStringList out;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor() &&
                !it.fragment().charFormat().anchorHref().isEmpty())
                out << it.fragment().charFormat().anchorHref();
    out.removeDuplicates();
    return out;
}

QString packDir(const char *id) {
    return PackLoader::bundledDataDir() + u'/' + QLatin1String(id);
}

QAction *manualAction(MainWindow &w) {
    return w.findChild<QAction *>(QStringLiteral("ManualAction"));
}

} // namespace

// The manual inside the program: its pages built in, their links, and the keys and menu that
// open it on the page for the tab shown.
class TestHelp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateSettings("tst_help"); }
    void init() { QSettings().clear(); }

    // Every page the manual lists is built in, reads as Markdown and has a title; the
    // resource holds no page the contents leave out.
    void everyPageLoadsAndHasATitle() {
        QStringList listed;
        for (const Manual::Page &page : Manual::pages()) {
            listed << page.file;
            QVERIFY2(Manual::hasPage(page.file), qPrintable(page.file));
            QVERIFY2(!Manual::heading(page.file).isEmpty(), qPrintable(page.file));
            QVERIFY2(!Manual::title(page.file).isEmpty(), qPrintable(page.file));
            ManualBrowser browser;
            browser.setSource(Manual::url(page.file));
            QCOMPARE(Manual::fileOf(browser.source()), page.file);
            // Rendered, not shown as source: the first line is the heading without its '#'.
            const QTextBlock first = browser.document()->begin();
            QCOMPARE(first.text(), Manual::heading(page.file));
            QCOMPARE(first.blockFormat().headingLevel(), 1);
            QVERIFY2(browser.document()->blockCount() > 10, qPrintable(page.file));
        }
        // What is built in: the pages listed, and the player's manual in German and French.
        QStringList built;
        QDirIterator it(QStringLiteral(":/manual"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            built << it.next().mid(QStringLiteral(":/manual/").size());
        built.sort();
        listed << QStringLiteral("player/manual.de.md") << QStringLiteral("player/manual.fr.md");
        listed.sort();
        QCOMPARE(built, listed);
        // The player's and the designer's pages, and not the developers' ones.
        QVERIFY(listed.contains(QStringLiteral("player/manual.md")));
        QVERIFY(listed.contains(QStringLiteral("game-tab.md")));
        QVERIFY(listed.contains(QStringLiteral("editor.md")));
        QVERIFY(!listed.contains(QStringLiteral("engine.md")));
    }

    // The player's manual is the reader's language: in German and French its own text (the same
    // sections, in that language), the page still known as the one page; the designer's pages
    // stay English. Back in English, the English text.
    void thePlayersManualInTheReadersLanguage() {
        const QString page = QStringLiteral("player/manual.md");
        const QString english = Manual::markdown(page);
        const QStringList sections = Manual::sections(page);
        QVERIFY(sections.size() >= 5);
        for (const char *language : {"de", "fr"}) {
            Words::installTranslators(*QCoreApplication::instance(),
                                      QLocale(QLatin1String(language)));
            const QString local = Manual::markdown(page);
            QVERIFY2(local != english, language);
            QCOMPARE(Manual::localFile(page),
                     QStringLiteral("player/manual.%1.md").arg(QLatin1String(language)));
            QCOMPARE(Manual::sections(page).size(), sections.size());
            QVERIFY(Manual::sections(page) != sections);
            ManualBrowser browser;
            browser.setSource(Manual::url(page));
            QCOMPARE(Manual::fileOf(browser.source()), page);
            QCOMPARE(Manual::localFile(QStringLiteral("dice.md")), QStringLiteral("dice.md"));
            // The window shows it so, and its contents list the sections in that language.
            HelpWindow help;
            help.openPage(page);
            QCOMPARE(help.currentPage(), page);
            QVERIFY(help.browser()->toPlainText().contains(Manual::sections(page).first()));
        }
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QStringLiteral("en")));
        QCOMPARE(Manual::markdown(page), english);
    }

    // Every link of every page leads to a page of the manual (to a heading it has, when it
    // names one) or to the web; following one in the browser shows that page.
    void linksResolve() {
        int followed = 0;
        for (const Manual::Page &page : Manual::pages()) {
            ManualBrowser browser;
            browser.setSource(Manual::url(page.file));
            const QUrl base = browser.source();
            for (const QString &href : linksOf(*browser.document())) {
                const QUrl target = base.resolved(QUrl(href));
                if (target.scheme() == QLatin1String("https") ||
                    target.scheme() == QLatin1String("http"))
                    continue;
                const QString file = Manual::fileOf(target);
                QVERIFY2(!file.isEmpty(), qPrintable(page.file + u": " + href));
                ManualBrowser to;
                to.setSource(target);
                QCOMPARE(Manual::fileOf(to.source()), file);
                if (target.hasFragment())
                    QVERIFY2(to.anchors().contains(target.fragment()),
                             qPrintable(page.file + u": " + href));
                ++followed;
            }
        }
        QVERIFY(followed >= 10); // the pages do link each other
    }

    // A link within a page lands on its heading; a link out of the manual is refused with a
    // note and the page stays.
    void anchorsAndRefusedLinks() {
        HelpWindow help;
        help.resize(900, 600);
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        help.openPage(QStringLiteral("rules.md"));
        ManualBrowser *browser = help.browser();
        QVERIFY(browser->anchors().contains(QStringLiteral("random-draws")));
        QCOMPARE(browser->verticalScrollBar()->value(), 0);
        browser->setSource(QUrl(QStringLiteral("#random-draws")));
        QTRY_VERIFY2(browser->verticalScrollBar()->value() > 0,
                     qPrintable(QStringLiteral("%1 of %2")
                                    .arg(browser->verticalScrollBar()->value())
                                    .arg(browser->verticalScrollBar()->maximum())));
        QCOMPARE(help.currentPage(), QStringLiteral("rules.md"));

        QSignalSpy refused(browser, &ManualBrowser::refused);
        browser->setSource(QUrl(QStringLiteral("engine.md")));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(help.currentPage(), QStringLiteral("rules.md"));
        QVERIFY2(help.note().contains(QStringLiteral("engine.md")), qPrintable(help.note()));
        // Back goes to the page before.
        help.openPage(QStringLiteral("dice.md"));
        QCOMPARE(help.currentPage(), QStringLiteral("dice.md"));
        browser->backward();
        QCOMPARE(help.currentPage(), QStringLiteral("rules.md"));
        QVERIFY(browser->anchors().contains(QStringLiteral("random-draws")));
        // An unknown page opens the first one.
        QTest::ignoreMessage(QtWarningMsg,
                             "the manual has no page no-such-page.md; it opens on its first");
        help.openPage(QStringLiteral("no-such-page.md"));
        QCOMPARE(help.currentPage(), Manual::pages().first().file);
    }

    // The contents list every page under its audience with its sections; choosing a section
    // shows its page there.
    void contentsOpenPagesAndSections() {
        HelpWindow help;
        help.show();
        QTreeWidget *contents = help.contents();
        QCOMPARE(contents->topLevelItemCount(), 2);
        int pages = 0;
        QTreeWidgetItem *section = nullptr;
        for (int g = 0; g < contents->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = contents->topLevelItem(g);
            QVERIFY(!group->text(0).isEmpty());
            for (int i = 0; i < group->childCount(); ++i, ++pages) {
                QVERIFY(!group->child(i)->text(0).isEmpty());
                if (group->child(i)->text(0) == Manual::title(QStringLiteral("editor.md")))
                    section = group->child(i)->child(1);
            }
        }
        QCOMPARE(pages, int(Manual::pages().size()));
        QVERIFY(section);
        contents->setCurrentItem(section);
        QCOMPARE(help.currentPage(), QStringLiteral("editor.md"));
        QCOMPARE(help.browser()->source().fragment(), Manual::anchorOf(section->text(0)));
        QVERIFY(help.windowTitle().startsWith(Manual::title(QStringLiteral("editor.md"))));
    }

    // The search finds the text in the page, goes round its end, and says when it is not there.
    void searchInPage() {
        HelpWindow help;
        help.show();
        help.openPage(QStringLiteral("game-tab.md"));
        help.findEdit()->setText(QStringLiteral("replay"));
        QCOMPARE(help.browser()->textCursor().selectedText().toLower(), QStringLiteral("replay"));
        const int first = help.browser()->textCursor().selectionStart();
        QVERIFY(help.findNext());
        QVERIFY(help.browser()->textCursor().selectionStart() > first);
        int guard = 0;
        while (help.browser()->textCursor().selectionStart() != first && guard++ < 200)
            QVERIFY(help.findNext());
        QVERIFY(guard < 200);         // round the end, back to the first match
        QVERIFY(help.findNext(true)); // backwards: the last one
        QVERIFY(help.browser()->textCursor().selectionStart() > first);
        help.findEdit()->setText(QStringLiteral("zqxjkv"));
        QVERIFY(!help.findNext());
        QVERIFY2(help.note().contains(QStringLiteral("zqxjkv")), qPrintable(help.note()));
    }

    // In the Game tab F1 shows the keys; F1 again (or the overlay's button) the player's
    // manual. With no run, F1 opens the manual at once.
    void f1InTheGameTab() {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        GameTab &tab = *w.gameTab();
        tab.setFocus();
        QTest::keyClick(&tab, Qt::Key_F1);
        QVERIFY(w.helpWindow() && w.helpWindow()->isVisible());
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("player/manual.md"));
        w.helpWindow()->close();

        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("3"), QString()));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        tab.setFocus();
        if (tab.overlays().notices()->isShowing()) // a first-time hint is read (closed) first
            QTest::keyClick(&tab, Qt::Key_Escape);
        QTest::keyClick(&tab, Qt::Key_F1);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().keys()));
        QVERIFY(!w.helpWindow()->isVisible());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
        QVERIFY(w.helpWindow()->isVisible());
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("player/manual.md"));
        // The page has the keys, not the search field.
        QCOMPARE(w.helpWindow()->focusWidget(), static_cast<QWidget *>(w.helpWindow()->browser()));
        QVERIFY(!tab.overlays().openPanel()); // the overlay made way
        w.helpWindow()->close();

        // The overlay's button, and ? as F1 (both are the help key).
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        tab.perform(GameActions::Id::Help);
        auto *button =
            tab.overlays().keys()->findChild<QPushButton *>(QStringLiteral("OpenManualButton"));
        QVERIFY(button && button->isVisible());
        QVERIFY2(button->text().contains(QStringLiteral("F1")), qPrintable(button->text()));
        w.helpWindow()->openPage(QStringLiteral("dice.md"));
        button->click();
        QVERIFY(w.helpWindow()->isVisible());
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("player/manual.md"));
        QVERIFY(!tab.overlays().openPanel());
    }

    // In the Editor F1 opens the manual on the Editor's page; Help > Manual opens it on the
    // shown tab's page, with F1 as its key only where the tab has no F1 of its own.
    void f1InTheEditorAndTheHelpMenu() {
        MainWindow w;
        w.show();
        QAction *manual = manualAction(w);
        QVERIFY(manual);
        // The Help menu holds it (the window's own menu, last in the bar).
        QMenu *help = w.menuBar()->actions().last()->menu();
        QVERIFY(help && help->actions().contains(manual));
        QVERIFY(manual->shortcut().isEmpty()); // the Game tab's F1 is the keys overlay
        manual->trigger();
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("player/manual.md"));
        w.helpWindow()->close();

        QVERIFY(w.editPack(packDir("classic")));
        QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.editor()->setFocus();
        QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
        QTest::keyClick(focus, Qt::Key_F1);
        QVERIFY(w.helpWindow()->isVisible());
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("editor.md"));
        w.helpWindow()->close();
        manual->trigger();
        QCOMPARE(w.helpWindow()->currentPage(), QStringLiteral("editor.md"));

        // Back in the Game tab, F1 is the tab's again.
        w.findChild<QTabWidget *>(QStringLiteral("MainTabs"))->setCurrentIndex(0);
        QVERIFY(manual->shortcut().isEmpty());
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
