// The maze-duel battle screen in the Game tab: a whole battle fought by key presses, its actions
// greyed with the core's reasons, its result, and the run replayed by the command line to the
// same state hash.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "game/NoticeQueue.h"
#include "game/RunControl.h"
#include "game/battle/BattleView.h"
#include "game/menus/ItemsPanel.h"
#include "game/menus/NoticeBox.h"
#include "game/menus/SpellsPanel.h"
#include "rpg/Spells.h"
#include "view/MapView.h"
#include "words/Words.h"

#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

QString packDir(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

// Explores (o) and fights (Tab) by keys until a battle starts; false if none does.
QWidget *listOf(GamePanel *panel) {
    return panel->focusTarget();
}

bool walkIntoABattle(GameTab &tab, int presses = 400) {
    for (int i = 0; i < presses; ++i) {
        const Game &g = *tab.session().game();
        if (g.state().battle)
            return true;
        if (g.isOver())
            return false;
        if (tab.overlays().notices()->isShowing()) { // a box is read first (the maze duel's block)
            waitOutBoxGuard();
            QTest::keyClick(&tab, Qt::Key_Return);
            continue;
        }
        QTest::keyClick(&tab, i % 3 == 2 ? Qt::Key_Tab : Qt::Key_O);
    }
    return tab.session().game()->state().battle.has_value();
}

} // namespace

class TestBattleScreen : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings("BattleScreenTest"); }

    void aBattleFoughtByKeysReplaysInTheCli() {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("battle.replay"));
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(QTest::qWaitForWindowActive(&tab));
        tab.session().setRecordPath(record);
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        BattleView *view = tab.battleView();
        QVERIFY(!view->isVisible());
        QVERIFY(walkIntoABattle(tab));
        const Game &g = *tab.session().game();
        QVERIFY(view->isVisible());
        QCOMPARE(view->round(), 1);
        QVERIFY(view->geometry().intersects(tab.mapView()->geometry()));

        // Every button is on exactly when the core would take its command, and a greyed one
        // says the core's reason.
        struct Probe {
            BattleView::Action action;
            Command command;
        };
        for (const Probe &p :
             {Probe{BattleView::Action::Attack, Command::of(Command::Kind::Attack)},
              Probe{BattleView::Action::Defend, Command::of(Command::Kind::Defend)},
              Probe{BattleView::Action::Escape, Command::of(Command::Kind::Escape)}}) {
            const auto why = g.refusal(p.command);
            QCOMPARE(view->actionButton(p.action)->isEnabled(), !why.has_value());
        }
        // The hero is unhurt at the first round: no medicine would help, and the item button
        // says why with the first medicine's refusal.
        QPushButton *item = view->actionButton(BattleView::Action::Item);
        if (g.hero().hp == g.heroMaxHp()) {
            QVERIFY(!item->isEnabled());
            const QString potion = g.state().hero.inventory.stacks().first().item;
            QCOMPARE(
                item->toolTip(),
                Words::logLine(*g.refusal(Command::withId(Command::Kind::Use, potion)), &g.pack()));
            QTest::keyClick(&tab, Qt::Key_I); // greyed: nothing opens, no round passes
            QCOMPARE(tab.overlays().openPanel(), nullptr);
            QCOMPARE(view->round(), 1);
        }

        // d defends: one round.
        QTest::keyClick(&tab, Qt::Key_D);
        QCOMPARE(g.commands().last(), Command::of(Command::Kind::Defend));
        // The seed is chosen so that the battle lasts; a rule change that ends it in the first
        // round needs another seed.
        QVERIFY2(g.state().battle, "the battle ended in the first round");
        QCOMPARE(view->round(), 2);
        // An arrow key is not an attack on the battle screen (it was meant for a menu).
        const int commands = int(g.commands().size());
        QTest::keyClick(&tab, Qt::Key_Down);
        QCOMPARE(int(g.commands().size()), commands);
        QVERIFY(g.state().battle->hero().defending || g.state().battle->log().size() > 1);

        // s opens the spells over the battle; c casts the first spell that can be cast now.
        QTest::keyClick(&tab, Qt::Key_S);
        SpellsPanel *spells = tab.overlays().spells();
        QVERIFY(spells->isVisible());
        QString castable;
        for (const SpellRecord &sp : g.pack().spells) {
            if (sp.type == SpellRecord::Type::Attack &&
                !g.refusal(Command::withId(Command::Kind::Cast, sp.id))) {
                castable = sp.id;
                break;
            }
        }
        QVERIFY(!castable.isEmpty());
        QVERIFY(spells->selectId(castable));
        QTest::keyClick(spells->focusTarget(), Qt::Key_C);
        QVERIFY(!spells->isVisible());
        QCOMPARE(g.commands().last(), Command::withId(Command::Kind::Cast, castable));
        const QString spellName = g.pack().spell(castable)->name;
        QVERIFY(view->logLines().filter(spellName).size() >= 1);

        // a attacks until the battle is over (a win in this seed, or whatever the dice say).
        for (int i = 0; i < 60 && g.state().battle; ++i)
            QTest::keyClick(&tab, Qt::Key_A);
        QVERIFY(!g.state().battle);
        QVERIFY(g.finishedBattle());
        if (g.state().alive) {
            QVERIFY(view->isShowingResult());
            if (g.finishedBattle()->outcome() == Battle::Outcome::HeroWon)
                QVERIFY2(view->resultText().contains(QStringLiteral("XP")),
                         qPrintable(view->resultText()));
            // Keys while the result shows move nothing; Enter closes it.
            const int turn = g.state().turn;
            QTest::keyClick(&tab, Qt::Key_L);
            QCOMPARE(g.state().turn, turn);
            QTest::keyClick(&tab, Qt::Key_Return);
            QVERIFY(!view->isVisible());
        } else {
            QVERIFY(!view->isShowingResult());
        }

        // The run, battle and all, replays in the command line to the same state.
        const QString hash = g.stateHash();
        tab.suspend();
        const QString out = replayInCli(record);
        QVERIFY2(out.contains(QStringLiteral("stateHash: ") + hash), qPrintable(out));
    }

    void aNewRunClearsAResultLeftOpen() {
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        QVERIFY(walkIntoABattle(tab));
        for (int i = 0; i < 60 && tab.session().game()->state().battle; ++i)
            QTest::keyClick(&tab, Qt::Key_A);
        // The seed is chosen so that the hero wins (a death leaves no result panel open).
        QVERIFY2(tab.session().game()->state().alive, "the hero died in this battle");
        QVERIFY(tab.battleView()->isShowingResult());
        QVERIFY(tab.runs().startRun(packDir("classic"), QStringLiteral("3"), QStringLiteral("Bo")));
        QVERIFY(!tab.battleView()->isVisible());
        QVERIFY(!tab.battleView()->isShowingResult());
        QFile::remove(GameSession::savePath());
    }

    void theResultShowsTheHeroAfterALevelUp() {
        // The maze duel's first guards are worth 24 to 28 XP and level 2 comes at 24: the first
        // battle won raises the hero a level, and the result shows the new level and maxima,
        // not the numbers the battle began with.
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        const Game &g = *tab.session().game();
        int before = 0;
        // Battles until one is won with a level-up (the result left open by the others is
        // closed with Enter).
        for (int battle = 0; battle < 8 && g.state().hero.stats.level == 1; ++battle) {
            if (tab.battleView()->isShowingResult())
                QTest::keyClick(&tab, Qt::Key_Return);
            QVERIFY(walkIntoABattle(tab));
            before = g.state().battle->hero().level;
            for (int i = 0; i < 60 && g.state().battle; ++i)
                QTest::keyClick(&tab, Qt::Key_A);
            QVERIFY2(g.state().alive, "the hero died in this battle");
        }
        QVERIFY(tab.battleView()->isShowingResult());
        QCOMPARE(g.finishedBattle()->hero().level, before); // the battle's copy is the old one
        QCOMPARE(g.state().hero.stats.level, before + 1);
        QCOMPARE(tab.battleView()->shownHero().level, before + 1);
        QCOMPARE(tab.battleView()->shownHero().maxHp(g.pack().ruleset), g.heroMaxHp());
        QVERIFY(tab.battleView()->resultText().contains(QString::number(before + 1)));
        QFile::remove(GameSession::savePath());
    }

    void battleByArrowsEnterAndBackspace() {
        // The report's battle keys: the arrows mark one of the five actions, Enter takes it,
        // Backspace goes back from the item list to the actions. No arrow is a command.
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        // The deck opened once in the maze (I, then M back) names its pages on every menu.
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(tab.overlays().openPanel() && !tab.overlays().openPanel()->deckText().isEmpty());
        QTest::keyClick(tab.overlays().openPanel()->focusTarget(), Qt::Key_M);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QVERIFY(walkIntoABattle(tab));
        // The screen comes up once the step into the monster has been drawn: on a slow machine
        // (the sanitizers' build under load) that is after the battle began.
        QTRY_VERIFY(tab.battleView()->isVisible());
        const Game &g = *tab.session().game();
        BattleView *view = tab.battleView();
        QCOMPARE(view->chosenAction(), BattleView::Action::Attack);
        const qsizetype before = g.commands().size();
        QTest::keyClick(&tab, Qt::Key_Right);
        QCOMPARE(view->chosenAction(), BattleView::Action::Defend);
        QTest::keyClick(&tab, Qt::Key_Down);
        QTest::keyClick(&tab, Qt::Key_Up);
        QCOMPARE(view->chosenAction(), BattleView::Action::Defend);
        QCOMPARE(g.commands().size(), before); // arrows only mark
        QTest::keyClick(&tab, Qt::Key_Return);
        QCOMPARE(g.commands().size(), before + 1);
        QCOMPARE(g.commands().last(), Command::of(Command::Kind::Defend));
        QVERIFY2(g.state().battle, "the seed's battle goes on after a defence");
        // To Item (the hero starts with medicine); Enter opens the list, Backspace goes back.
        QVERIFY(view->actionButton(BattleView::Action::Item)->isEnabled());
        {
            while (view->chosenAction() != BattleView::Action::Item)
                QTest::keyClick(&tab, Qt::Key_Right);
            QTest::keyClick(&tab, Qt::Key_Return);
            QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().items()));
            QVERIFY(tab.overlays().openPanel()->deckText().isEmpty()); // no menu deck in a battle
            // The spells key over it turns to the spells, alone too: no "M back to the maze"
            // where M does not go to the maze.
            QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_M);
            QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().spells()));
            QVERIFY(tab.overlays().openPanel()->deckText().isEmpty());
            const auto *keys =
                tab.overlays().openPanel()->findChild<QLabel *>(QStringLiteral("PanelKeys"));
            QVERIFY(keys && !keys->text().contains(QStringLiteral("maze")));
            // Its keys line says what Backspace and Esc do here (it said "Esc closes" while
            // Backspace went up a level).
            QCOMPARE(keys->text(), GamePanel::tr("↑↓ choose · Enter chooses · Backspace goes "
                                                 "back · Esc returns to the battle"));
            QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Backspace);
            if (tab.overlays()
                    .openPanel()) // a two-level list: the first Backspace left the element
                QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Backspace);
            QCOMPARE(tab.overlays().openPanel(), nullptr);
            while (view->chosenAction() != BattleView::Action::Item)
                QTest::keyClick(&tab, Qt::Key_Right);
            QTest::keyClick(&tab, Qt::Key_Return);
            QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().items()));
            QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Backspace);
            if (tab.overlays().openPanel()) // a two-level list: the first Backspace left the kind
                QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Backspace);
            QCOMPARE(tab.overlays().openPanel(), nullptr);
            QCOMPARE(g.commands().size(), before + 1);
        }
        // Left round to Attack, Enter attacks.
        while (view->chosenAction() != BattleView::Action::Attack)
            QTest::keyClick(&tab, Qt::Key_Left);
        QTest::keyClick(&tab, Qt::Key_Return);
        QCOMPARE(g.commands().last(), Command::of(Command::Kind::Attack));
        QFile::remove(GameSession::savePath());
    }

    void hintBoxesBlockUntilEnter() {
        // The maze-duel report: while a hint box is up nothing else can be done; Enter closes
        // it. Over the battle screen the box sits on the battle's log, clear of the fighters.
        Hints::setShown(true);
        Hints::resetAll();
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        const Game &g = *tab.session().game();
        QVERIFY(tab.overlays().noticeBox()->isVisible()); // the welcome
        QVERIFY(tab.overlays().notices()->isBlocking());
        // The keys below fall within the guard however slow the machine.
        tab.overlays().notices()->setGuardMs(kLongGuardMs);
        for (Qt::Key key : {Qt::Key_O, Qt::Key_Right, Qt::Key_Tab, Qt::Key_I})
            QTest::keyClick(&tab, key);
        QCOMPARE(g.state().turn, 0);
        QCOMPARE(g.commands().size(), 0);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        // Enter as the box comes up was not meant for it: it stays, unread.
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        QCOMPARE(g.commands().size(), 0);
        waitOutBoxGuard(tab.overlays().notices());
        for (Qt::Key key : {Qt::Key_O, Qt::Key_Right, Qt::Key_Tab, Qt::Key_I})
            QTest::keyClick(&tab, key);
        QCOMPARE(g.commands().size(), 0);
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        // The hints due with the welcome are its next pages: each Enter turns one.
        tab.overlays().notices()->setGuardMs(NoticeQueue::kGuardMs);
        for (int page = 0; page < 8 && tab.overlays().noticeBox()->isVisible(); ++page) {
            QTest::keyClick(&tab, Qt::Key_Return);
            waitOutBoxGuard();
        }
        QVERIFY(!tab.overlays().noticeBox()->isVisible());
        QCOMPARE(g.commands().size(), 0); // the Enters that closed them did nothing else
        // Into a battle: its first-battle hint comes over the screen and blocks its keys too.
        QVERIFY(walkIntoABattle(tab));
        if (!tab.overlays().noticeBox()->isVisible())
            QVERIFY(QTest::qWaitFor([&] { return tab.overlays().noticeBox()->isVisible(); }, 100));
        QCOMPARE(tab.overlays().noticeBox()->title(), Hints::title(Hints::Id::Battle));
        const qsizetype commands = g.commands().size();
        QTest::keyClick(&tab, Qt::Key_A);
        QCOMPARE(g.commands().size(), commands);
        waitOutBoxGuard();
        QTest::keyClick(&tab, Qt::Key_A);
        QCOMPARE(g.commands().size(), commands);
        const QObjectList order = tab.children();
        QVERIFY(order.indexOf(static_cast<QObject *>(tab.overlays().noticeBox())) >
                order.indexOf(static_cast<QObject *>(tab.battleView())));
        const QRect box = tab.overlays().noticeBox()->geometry();
        const QRect log = tab.battleView()->logRect().translated(tab.battleView()->pos());
        QVERIFY(tab.battleView()->geometry().contains(box));
        QVERIFY2(box.top() >= log.top() - 12,
                 qPrintable(QStringLiteral("box at %1, log at %2").arg(box.top()).arg(log.top())));
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(!tab.overlays().noticeBox()->isVisible());
        QTest::keyClick(&tab, Qt::Key_A);
        QCOMPARE(g.commands().size(), commands + 1);
        QCOMPARE(g.commands().last(), Command::of(Command::Kind::Attack));
        Hints::setShown(false);
        QFile::remove(GameSession::savePath());
    }

    void aHintInAFreePackClosesOnAnyKey() {
        // Classic's boxes do not wait for Enter: any key closes one, and does nothing else (a
        // box is never left drawn over a map that moves under it); the next key plays. A key
        // pressed as the box comes up (within the guard time) was meant for the game: it
        // plays, and the box stays up, unread.
        Hints::setShown(true);
        Hints::resetAll();
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("6"), QStringLiteral("Ada")));
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        QVERIFY(!tab.overlays().notices()->isBlocking());
        // The key below falls within the guard however slow the machine.
        tab.overlays().notices()->setGuardMs(kLongGuardMs);
        QTest::keyClick(&tab, Qt::Key_Period); // a wait, as the box appears
        QCOMPARE(tab.session().game()->state().turn, 1);
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        QVERIFY(!Hints::isDismissed(Hints::Id::Welcome));
        waitOutBoxGuard(tab.overlays().notices());
        QTest::keyClick(&tab, Qt::Key_O);
        // Closed (the next page, if any, shows in its place) and the key did nothing else.
        QVERIFY(!tab.overlays().noticeBox()->isVisible() ||
                tab.overlays().noticeBox()->title() != Hints::title(Hints::Id::Welcome));
        QVERIFY(Hints::isDismissed(Hints::Id::Welcome));
        QCOMPARE(tab.session().game()->state().turn, 1);
        tab.overlays().notices()->clear(); // whatever the wait called for
        QTest::keyClick(&tab, Qt::Key_O);
        QVERIFY(tab.session().game()->state().turn > 1);
        Hints::setShown(false);
        QFile::remove(GameSession::savePath());
    }

    void aRunContinuedMidBattleShowsTheScreen() {
        GameTab tab;
        tab.resize(1200, 800);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("maze-duel"), QStringLiteral("6"), QStringLiteral("Ada")));
        QVERIFY(walkIntoABattle(tab));
        QVERIFY(tab.session().save());
        GameTab again;
        again.resize(1200, 800);
        again.show();
        QVERIFY(again.runs().continueRun());
        QVERIFY(again.session().game()->state().battle);
        QVERIFY(again.battleView()->isVisible());
        QCOMPARE(again.battleView()->round(), tab.battleView()->round());
        QFile::remove(GameSession::savePath());
    }
};

QTEST_MAIN(TestBattleScreen)
#include "tst_battlescreen.moc"
