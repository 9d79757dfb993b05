// Unknown items in the Game tab: the items menu names an unknown potion by its look, offers
// Call… (c) for it alone, and the name typed is the recorded `call` command.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/StatusLine.h"
#include "game/menus/ItemsPanel.h"
#include "words/Words.h"

#include <QInputDialog>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// The tab shown and playing `level` of `pack` (seed 5, the hero Ada).
bool playIn(GameTab &tab, const std::shared_ptr<Pack> &pack, const Level &level) {
    tab.resize(1200, 800);
    tab.show();
    if (!QTest::qWaitForWindowActive(&tab))
        return false;
    tab.session().play(pack, std::make_unique<Game>(*pack, 5, QStringLiteral("Ada"), level),
                       pack->rootPath, QStringLiteral("5"));
    return tab.session().game() != nullptr;
}

} // namespace

class TestUnknownItems : public QObject {
    Q_OBJECT

    Pack m_choices; // tests/data/packs/choices: unknown potions and scrolls

private Q_SLOTS:
    void initTestCase() {
        isolateSettings("UnknownItemsTest");
        Diagnostics d;
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }

    void theItemsMenuCallsAnUnknownPotion() {
        auto pack = std::make_shared<Pack>(m_choices);
        const Level level = makeLevel({"#######", "#@....#", "#######"},
                                      {item(QStringLiteral("potion-hp-2"), 1, 1)});
        GameTab tab;
        QVERIFY(playIn(tab, pack, level));
        const Game &game = *tab.session().game();
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        const QString id = QStringLiteral("potion-hp-2");
        const QString look = game.appearance(id)->text;
        QVERIFY(!game.isKnown(id));

        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QVERIFY(items->isVisible());
        QVERIFY(items->selectId(id));
        auto *list = qobject_cast<QTreeWidget *>(items->focusTarget());
        QVERIFY(list);
        QCOMPARE(list->currentItem()->text(0), look);
        QVERIFY(!items->descriptionText().contains(QStringLiteral("70")));
        QPushButton *call = items->action(QStringLiteral("CallAction"));
        QVERIFY(!call->isHidden());
        QVERIFY(call->isEnabled());

        // c asks for the name; the name typed is the command recorded, and no time passes.
        const int turn = game.state().turn;
        // The dialog is looked for until it is shown: a single look at once missed it on a busy
        // machine, and the dialog then waited for ever.
        auto *poll = new QTimer(&tab);
        QObject::connect(poll, &QTimer::timeout, poll, [poll] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            poll->stop();
            QCOMPARE(dialog->objectName(), QStringLiteral("CallDialog"));
            dialog->setTextValue(QStringLiteral("big # heal"));
            dialog->accept();
        });
        poll->start(10);
        QTest::keyClick(list, Qt::Key_C);
        QCOMPARE(game.commands().last(), Command::call(id, QStringLiteral("big  heal")));
        QCOMPARE(game.state().turn, turn);
        QCOMPARE(Words::itemName(game, id), QStringLiteral("%1 (called big heal)").arg(look));

        // A known kind has no Call.
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(items->isVisible());
        QVERIFY(items->selectId(QStringLiteral("potion-hp-1")));
        QVERIFY(items->action(QStringLiteral("CallAction"))->isHidden());
    }

    // Aiming an unknown scroll that needs an aim (the long step) names it by its look: the
    // status line used to give its true name away before it was read.
    void aimingAnUnknownItemKeepsItsName() {
        auto pack = std::make_shared<Pack>(m_choices);
        const Level level = makeLevel({"#######", "#@....#", "#######"},
                                      {item(QStringLiteral("scroll-blink"), 1, 1)});
        GameTab tab;
        QVERIFY(playIn(tab, pack, level));
        const Game &game = *tab.session().game();
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        const QString id = QStringLiteral("scroll-blink");
        QVERIFY(!game.isKnown(id));
        const QString trueName = Words::itemName(&game.pack(), id);
        const QString look = Words::itemName(game, id);
        QVERIFY(trueName != look);

        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QVERIFY(items->isVisible());
        QVERIFY(items->selectId(id));
        auto *list = qobject_cast<QTreeWidget *>(items->focusTarget());
        QVERIFY(list);
        QTest::keyClick(list, Qt::Key_U);
        QTRY_VERIFY(tab.statusLine().text().contains(look));
        QVERIFY2(!tab.statusLine().text().contains(trueName), qPrintable(tab.statusLine().text()));
        QVERIFY(!game.isKnown(id));
    }

    void aKnownScrollOfIdentifyAsksWhichItem() {
        auto pack = std::make_shared<Pack>(m_choices);
        // The hero starts with two scrolls of identify (what he starts with is known) and finds
        // two unknown potions on his way.
        pack->ruleset.inventory = {{QStringLiteral("scroll-identify"), 2, {}}};
        const Level level = makeLevel({"#######", "#@....#", "#######"},
                                      {item(QStringLiteral("potion-haste"), 1, 1),
                                       item(QStringLiteral("potion-venom"), 2, 1)});
        GameTab tab;
        QVERIFY(playIn(tab, pack, level));
        const Game &game = *tab.session().game();
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        QVERIFY(tab.session().submit(Command::move(Direction::E)));
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        QVERIFY(game.isKnown(QStringLiteral("scroll-identify")));
        QVERIFY(!game.isKnown(QStringLiteral("potion-venom")));

        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QVERIFY(items->isVisible());
        QVERIFY(items->selectId(QStringLiteral("scroll-identify")));
        auto *list = qobject_cast<QTreeWidget *>(items->focusTarget());
        QVERIFY(list);
        const int turn = game.state().turn;
        // u: the list turns into the unknown kinds carried; no time has passed yet.
        QTest::keyClick(list, Qt::Key_U);
        QVERIFY(items->isVisible());
        QCOMPARE(game.state().turn, turn);
        QVERIFY(!items->selectId(QStringLiteral("scroll-identify")));
        QVERIFY(items->selectId(QStringLiteral("potion-venom")));
        QVERIFY(items->action(QStringLiteral("UseAction"))
                    ->text()
                    .contains(QStringLiteral("Identify")));
        // Backspace goes back to the whole list; u again, the venom, u: read on it.
        QTest::keyClick(list, Qt::Key_Backspace);
        QVERIFY(items->selectId(QStringLiteral("scroll-identify")));
        QTest::keyClick(list, Qt::Key_U);
        QVERIFY(items->selectId(QStringLiteral("potion-venom")));
        QTest::keyClick(list, Qt::Key_U);
        QCOMPARE(game.commands().last(),
                 Command::useOn(QStringLiteral("scroll-identify"), QStringLiteral("potion-venom")));
        QVERIFY(game.isKnown(QStringLiteral("potion-venom")));
        QVERIFY(!game.isKnown(QStringLiteral("potion-haste")));
        QCOMPARE(game.state().turn, turn + 1);
    }
};

QTEST_MAIN(TestUnknownItems)
#include "tst_unknownitems.moc"
