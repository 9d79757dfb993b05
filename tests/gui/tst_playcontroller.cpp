// The Game tab's controller with no window: actions in, commands to the session out, and the
// modes (play, aim, look, watch) kept. It links the program's library but makes no widget
// (QTEST_GUILESS_MAIN: a widget would abort the test).
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "engine/PlayerView.h"
#include "engine/Replay.h"
#include "game/GameSession.h"
#include "game/PlayController.h"
#include "game/ReplayWatcher.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pd;
using namespace pd::test;
using Id = GameActions::Id;
using Mode = PlayController::Mode;

class TestPlayController : public QObject {
    Q_OBJECT

    std::shared_ptr<const Pack> m_classic;

    // A fresh session playing `level` of classic (4-way moves), and what it was sent.
    struct Run {
        GameSession session;
        PlayController play{session};
        QStringList sent; // each command the session was handed, as text, refused or not
        int turns = 0;
    };
    std::unique_ptr<Run> start(const Level &level) {
        auto run = std::make_unique<Run>();
        run->session.play(m_classic, std::make_unique<Game>(*m_classic, 5, QString(), level),
                          m_classic->rootPath, QStringLiteral("5"));
        connect(&run->session, &GameSession::turnPlayed, this,
                [r = run.get()](const TurnResult &) { ++r->turns; });
        return run;
    }
    static QStringList recorded(const Run &run) {
        QStringList out;
        for (const Command &c : run.session.game()->commands())
            out << c.toText();
        return out;
    }

private Q_SLOTS:
    void initTestCase() {
        isolateSettings("PlayControllerTest");
        Diagnostics d;
        m_classic = std::make_shared<Pack>(bundledPack("classic", d));
        QVERIFY(!d.hasErrors());
        QCOMPARE(m_classic->ruleset.movement, 4);
    }

    void keysBecomeCommands() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"},
                                         {chest(QStringLiteral("chest-d1"), 4, 2)}));
        PlayController &play = run->play;
        play.perform(Id::MoveW);
        play.perform(Id::Wait);
        play.perform(Id::MoveE);
        // Facing east after the step: the quarter turn left of east is north.
        play.perform(Id::TurnLeft);
        play.perform(Id::TurnRound);
        // Enter beside the chest: facing south, the game looks clockwise and opens the east one.
        play.perform(Id::Interact);
        QCOMPARE(recorded(*run),
                 (QStringList{"move w", "wait", "move e", "turn n", "turn s", "interact e"}));
        QCOMPARE(play.mode(), Mode::Play);
    }

    void restWaitsUntilHealedWhereThePackHeals() {
        // Shift+Z's action is the core's rest: refused in classic, which heals nothing by itself
        // (nothing recorded, the refusal the game's), played where HP comes back.
        const Level level =
            makeLevel({"########", "#@.....#", "########"}, {trap(QStringLiteral("crack"), 2, 1)});
        const auto run = start(level);
        run->play.perform(Id::MoveE); // onto the crack: hurt
        run->play.perform(Id::Rest);
        QCOMPARE(recorded(*run), QStringList{"move e"});
        QCOMPARE(run->session.game()->lastRefusal()->kind, LogEntry::Kind::RestMendsNothing);

        auto healing = std::make_shared<Pack>(*m_classic);
        healing->ruleset.hpRegenTurns = 1;
        GameSession session;
        PlayController play(session);
        session.play(healing, std::make_unique<Game>(*healing, 5, QString(), level),
                     healing->rootPath, QStringLiteral("5"));
        play.perform(Id::MoveE);
        const Game &g = *session.game();
        QVERIFY(g.state().hero.stats.hp < g.heroMaxHp());
        play.perform(Id::Rest);
        QCOMPARE(g.commands().last().toText(), QStringLiteral("rest"));
        QCOMPARE(g.state().hero.stats.hp, g.heroMaxHp());
        QCOMPARE(GameActions::defaults(Id::Rest),
                 QList<QKeySequence>{QKeySequence(Qt::ShiftModifier | Qt::Key_Z)});
    }

    void forwardStepsTheWayTheHeroFaces() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"}));
        run->play.perform(Id::TurnRight); // south, then west
        run->play.perform(Id::Forward);
        QCOMPARE(recorded(*run), (QStringList{"turn w", "move w"}));
        QCOMPARE(run->session.game()->state().hero.pos, (Point{2, 2}));
    }

    void aimMovesItsCursorAndFires() {
        const auto run =
            start(makeLevel({"#########", "#.......#", "#@......#", "#.......#", "#########"},
                            {monster(QStringLiteral("fungus"), 5, 2)}));
        PlayController &play = run->play;
        QSignalSpy changed(&play, &PlayController::changed);
        play.perform(Id::Fire);
        QCOMPARE(play.mode(), Mode::Aim);
        QCOMPARE(play.cursor(), std::optional<Point>(Point{5, 2})); // on the monster in line
        QVERIFY(!play.aimPreview().empty());
        play.perform(Id::MoveN);
        QCOMPARE(play.cursor(), std::optional<Point>(Point{5, 1}));
        QVERIFY(changed.count() >= 2);
        QCOMPARE(run->turns, 0); // moving the target is no turn
        play.perform(Id::Cancel);
        QCOMPARE(play.mode(), Mode::Play);
        QCOMPARE(play.cursor(), std::nullopt);
        QCOMPARE(run->turns, 0);
        // Fire again and confirm: the shot goes to the session, and play resumes.
        play.perform(Id::Fire);
        play.perform(Id::Confirm);
        QCOMPARE(run->turns, 1);
        QCOMPARE(play.mode(), Mode::Play);
        QVERIFY(play.aimPreview().empty());
    }

    void lookMovesItsCursorAndPlaysNoTurn() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"}));
        PlayController &play = run->play;
        play.perform(Id::Look);
        QCOMPARE(play.mode(), Mode::Look);
        QCOMPARE(play.cursor(), std::optional<Point>(Point{3, 2}));
        play.perform(Id::MoveE);
        play.perform(Id::MoveE);
        play.perform(Id::MoveE);
        play.perform(Id::MoveE); // off the map: the cursor stays on its edge
        QCOMPARE(play.cursor(), std::optional<Point>(Point{6, 2}));
        play.click({1, 1}, Qt::LeftButton); // a click looks there
        QCOMPARE(play.cursor(), std::optional<Point>(Point{1, 1}));
        play.perform(Id::Look);
        QCOMPARE(play.mode(), Mode::Play);
        QCOMPARE(run->turns, 0);
        QVERIFY(recorded(*run).isEmpty());
    }

    void theMouseTravelsAndPreviewsThePath() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"}));
        PlayController &play = run->play;
        play.hover(Point{5, 3});
        QCOMPARE(play.pathPreview().back(), (Point{5, 3}));
        play.click({5, 3}, Qt::LeftButton);
        QCOMPARE(recorded(*run).value(0), QStringLiteral("travel 5 3"));
        play.click({5, 2}, Qt::LeftButton); // a neighbour: a step
        QCOMPARE(recorded(*run).last(), QStringLiteral("move n"));
    }

    void keysThatAskTheGameSayWhyNot() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"}));
        QSignalSpy refused(&run->play, &PlayController::autoPlayRefused);
        run->play.perform(Id::Drink); // nothing to drink, nothing hurts
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused[0][0].value<AutoPlay::Goal>(), AutoPlay::Goal::Drink);
        QCOMPARE(run->turns, 0);
        QSignalSpy menus(&run->play, &PlayController::menuRequested);
        run->play.perform(Id::Items);
        QCOMPARE(menus.count(), 1);
        QCOMPARE(run->turns, 0);
    }

    // DCSS's second auto-explore: where explore finds nothing left, pressing it again (no turn
    // played between) walks to the known way down and takes it, and only then. (It walked there
    // and stopped, while the line had said "Press o again to go down".)
    void exploreAgainWhereNothingIsLeftGoesDown() {
        const auto run = start(makeLevel({"#######", "#@...>#", "#######"}));
        QSignalSpy refused(&run->play, &PlayController::autoPlayRefused);
        run->play.perform(Id::Explore);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused[0][1].value<AutoPlay::Reason>(), AutoPlay::Reason::NothingLeft);
        QCOMPARE(run->turns, 0);
        run->play.perform(Id::Wait); // a turn between: the next press is a first one again
        QCOMPARE(run->turns, 1);
        run->play.perform(Id::Explore);
        QCOMPARE(refused.count(), 2);
        QCOMPARE(run->turns, 1);
        run->play.perform(Id::Explore);
        QCOMPARE(refused.count(), 2);
        QCOMPARE(recorded(*run).mid(1),
                 (QStringList{QStringLiteral("travel 5 1"), QStringLiteral("descend")}));
        QCOMPARE(run->session.game()->state().depth, 2);
    }

    // ... but a walk that ends with a monster in view (a fungus past the stairs) stops on the
    // stairs: the player decides.
    void exploreAgainStopsOnTheStairsWithAMonsterInView() {
        const auto run = start(makeLevel({"#########", "#@...>..#", "#########"},
                                         {monster(QStringLiteral("fungus"), 7, 1)}));
        run->play.perform(Id::Explore);
        run->play.perform(Id::Explore);
        const GameState &s = run->session.game()->state();
        QVERIFY2(!recorded(*run).contains(QStringLiteral("descend")),
                 qPrintable(recorded(*run).join(u'|')));
        QCOMPARE(s.depth, 1);
        QCOMPARE(s.hero.pos, (Point{5, 1})); // it walked there
    }

    // Room by room, explore answers a step at a time (its monsters touch): one press walks on
    // by itself, step after quiet step, to the door and through it (it took a press a step);
    // a key stops it, and so does a monster close by.
    void exploreWalksOnStepByStepInARoom() {
        Diagnostics d;
        const auto rooms = std::make_shared<Pack>(bundledPack("permadungeon", d));
        QVERIFY(!d.hasErrors());
        Level level = makeLevel({"#########", "#@......+", "#.......#", "#########"});
        level.doors = {DoorInfo{{8, 1}, Side::East, 0}};
        const auto play = [&](const Level &l) {
            auto run = std::make_unique<Run>();
            run->session.play(rooms, std::make_unique<Game>(*rooms, 5, QString(), l),
                              rooms->rootPath, QStringLiteral("5"));
            return run;
        };
        {
            const auto run = play(level);
            const Game &game = *run->session.game();
            run->play.perform(Id::Explore);
            QCOMPARE(game.commands().size(), 1);
            QVERIFY(run->play.isExploring());
            QTRY_VERIFY_WITH_TIMEOUT(game.state().depth == 2, 5000); // through the door
            QVERIFY(game.commands().size() > 5);
            QTRY_VERIFY(!run->play.isExploring()); // the new room's line stops it
        }
        {
            const auto run = play(level);
            const Game &game = *run->session.game();
            run->play.perform(Id::Explore);
            QTRY_VERIFY(game.commands().size() >= 3);
            run->play.perform(Id::Wait); // any key stops it
            QVERIFY(!run->play.isExploring());
            const qsizetype after = game.commands().size();
            QTest::qWait(5 * PlayController::kExploreStepMs);
            QCOMPARE(game.commands().size(), after);
        }
        for (const bool near : {false, true}) {
            // A fungus drifting on its round far off lets the walk go on; one within two
            // cells stops it after the step.
            Level watched = makeLevel({"#########", "#@......+", "#.......#", "#########"},
                                      {monster(QStringLiteral("fungus"), near ? 3 : 7, 2)});
            watched.doors = level.doors;
            const auto run = play(watched);
            QCOMPARE(PlayerView::visibleActors(*run->session.game()).size(), 1);
            run->play.perform(Id::Explore);
            QCOMPARE(run->session.game()->commands().size(), 1);
            QCOMPARE(run->play.isExploring(), !near);
        }
    }

    // The drink key in a maze-duel battle drinks the medicine that helps most, as an item turn
    // of the battle (the "Badly hurt" hint names it there; it did nothing).
    void theDrinkKeyWorksInABattle() {
        Diagnostics d;
        const auto maze = std::make_shared<Pack>(bundledPack("maze-duel", d));
        QVERIFY(!d.hasErrors());
        GameSession session;
        PlayController play(session);
        session.play(maze,
                     std::make_unique<Game>(*maze, 11, QString(),
                                            makeLevel({"#######", "#.@g..#", "#######"},
                                                      {monster(QStringLiteral("goblin"), 3, 1)})),
                     maze->rootPath, QStringLiteral("11"));
        const Game &game = *session.game();
        play.perform(Id::MoveE);
        QVERIFY(game.state().battle);
        for (int i = 0; i < 20 && game.state().battle && game.hero().hp == game.heroMaxHp(); ++i)
            play.perform(Id::Defend);
        QVERIFY(game.state().battle);
        QVERIFY(game.hero().hp < game.heroMaxHp());
        const int before = game.state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        QVERIFY(before > 0); // the maze-duel hero starts with one
        play.perform(Id::Drink);
        QCOMPARE(game.commands().last().toText(), QStringLiteral("use potion-hp-1"));
        QCOMPARE(game.state().hero.inventory.count(QStringLiteral("potion-hp-1")), before - 1);
    }

    // Auto-pickup (Settings ▸ Game, on by default): a step onto medicine takes it with a pickup
    // command of its own (a replay plays it as it was); a step onto a sword does not (equipment
    // is a choice); turned off, nothing is taken.
    void aStepOntoMedicinePicksItUp() {
        const auto run = start(makeLevel({"#######", "#.....#", "#..@..#", "#.....#", "#######"},
                                         {item(QStringLiteral("potion-hp-1"), 2, 2),
                                          item(QStringLiteral("sword-2"), 4, 2),
                                          item(QStringLiteral("potion-mp-1"), 3, 1)}));
        PlayController &play = run->play;
        play.setAutoPickup(true);
        const Inventory &bag = run->session.game()->state().hero.inventory;
        const int before = bag.count(QStringLiteral("potion-hp-1"));
        const int mpBefore = bag.count(QStringLiteral("potion-mp-1"));
        play.perform(Id::MoveW);
        QCOMPARE(recorded(*run), (QStringList{QStringLiteral("move w"), QStringLiteral("pickup")}));
        QCOMPARE(bag.count(QStringLiteral("potion-hp-1")), before + 1);
        play.perform(Id::MoveE);
        play.perform(Id::MoveE);
        QCOMPARE(recorded(*run).last(), QStringLiteral("move e"));
        QCOMPARE(bag.count(QStringLiteral("sword-2")), 0);
        play.setAutoPickup(false);
        play.perform(Id::MoveW);
        play.perform(Id::MoveN);
        QCOMPARE(recorded(*run).last(), QStringLiteral("move n"));
        QCOMPARE(bag.count(QStringLiteral("potion-mp-1")), mpBefore);
    }

    void watchingRefusesPlayKeys() {
        // A replay of three steps, watched a command a second: no key plays into it.
        Game recorded(*m_classic, 11, QStringLiteral("Ann"));
        for (Direction d : kDirections)
            recorded.submit(Command::move(d));
        QVERIFY(!recorded.commands().isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("watched.replay"));
        QVERIFY(Replay::of(recorded, m_classic->rootPath).write(path));
        GameSession session;
        PlayController play(session);
        QList<Command> commands;
        QString error;
        QVERIFY2(session.watch(path, commands, &error), qPrintable(error));
        play.watch(commands, 1);
        QCOMPARE(play.mode(), Mode::Watch);
        QVERIFY(play.watcher().isRunning());
        const QString hash = session.game()->stateHash();
        for (Id id : {Id::MoveE, Id::Wait, Id::Interact, Id::Explore, Id::Fire, Id::Look})
            play.perform(id);
        play.click({1, 1}, Qt::LeftButton);
        QCOMPARE(play.mode(), Mode::Watch);
        QCOMPARE(session.game()->stateHash(), hash);
        QSignalSpy stopped(&play, &PlayController::watchStopped);
        play.perform(Id::Cancel);
        QCOMPARE(stopped.count(), 1);
        QVERIFY(!play.watcher().isRunning());
    }
};

QTEST_GUILESS_MAIN(TestPlayController)
#include "tst_playcontroller.moc"
