// The rules of play, scenario by scenario: small hand-drawn levels with fixed seeds, checked
// against the formulas and the design documents' rules.

#include "LogEntryText.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/MonsterAi.h"
#include "rpg/Combat.h"

#include "ScenarioLevel.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

// Takes the hero of a room-by-room game to the cell inside the room's first door (travel stops
// when something happens, a trap on the way: it goes on until there) and returns that door.
DoorInfo walkToFirstDoor(Game &g) {
    const Level &room = g.level().level;
    if (room.doors.isEmpty())
        return {};
    const DoorInfo door = room.doors.first();
    const Point inside = door.at - step(door.side);
    for (int tries = 0; tries < 5 && inside != g.state().hero.pos; ++tries)
        g.submit(Command::travel(inside));
    return door;
}

class TestEngine : public QObject {
    Q_OBJECT

    Pack m_classic, m_permadungeon, m_maze;
    Pack m_eightWay; // classic with diagonals (movement 8): the eight-way rules

private Q_SLOTS:
    // A monster's step is reported when the hero sees either end of it from where the hero
    // stands after its own move (the field of view is the new one, not the one before the step).
    void monsterStepsAreSeenFromTheHerosNewCell() {
        // The golem patrols east-west; the corridor ends just past it, so its first step is
        // west, from (11,1), out of sight of (1,1), to (10,1), in sight of (2,1) only.
        Game g(m_classic, 5, QString(),
               makeLevel({"#############", "#@..........#", "#############"},
                         {monster(QStringLiteral("golem"), 11, 1)}));
        g.takeEvents();
        QVERIFY(!g.isVisible({10, 1}) && !g.isVisible({11, 1}));
        QVERIFY(g.submit(Command::move(Direction::E)));
        QCOMPARE(g.state().hero.pos, (Point{2, 1}));
        QCOMPARE(g.level().actors.first().pos, (Point{10, 1}));
        QVERIFY(g.isVisible({10, 1}));
        const QList<GameEvent> moved = eventsOf(g.takeEvents(), GameEvent::Kind::Moved);
        bool golemSeen = false;
        for (const GameEvent &e : moved)
            golemSeen |= e.actor == g.level().actors.first().id && e.to == Point{10, 1};
        QVERIFY2(golemSeen, "the golem's step into view was not reported");
    }

    void initTestCase() {
        for (auto [pack, name] :
             {std::pair{&m_classic, "classic"}, std::pair{&m_permadungeon, "permadungeon"},
              std::pair{&m_maze, "maze-duel"}}) {
            Diagnostics d;
            *pack = bundledPack(name, d);
            QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        }
        m_eightWay = m_classic;
        m_eightWay.ruleset.movement = 8;
    }

    void commandText_data() {
        QTest::addColumn<QString>("text");
        for (const char *t : {"move n",
                              "move sw",
                              "wait",
                              "pickup",
                              "interact e",
                              "fire",
                              "fire nw",
                              "descend",
                              "fire 9 4",
                              "climb",
                              "use potion-hp-1",
                              "cast fire-1a",
                              "cast fire-1a s",
                              "equip sword-1",
                              "unequip melee",
                              "swap",
                              "travel 12 7",
                              "attack",
                              "defend",
                              "escape",
                              "drop sword-1",
                              "rest"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void commandText() {
        QFETCH(QString, text);
        QString error;
        const auto c = Command::fromText(text, &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->toText(), text);
        QCOMPARE(Command::fromText(c->toText()), c);
    }

    void badCommands_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << "jump"
                                 << "unknown command \"jump\"";
        QTest::newRow("no direction") << "move"
                                      << "\"move\" takes a direction";
        QTest::newRow("bad direction") << "move up"
                                       << "\"up\" is not a direction (n ne e se s sw w nw)";
        QTest::newRow("extra") << "wait 3"
                               << "\"wait\" takes no argument";
        QTest::newRow("travel letters") << "travel a b"
                                        << "\"travel\" takes two whole numbers, X and Y";
        QTest::newRow("travel one") << "travel 3"
                                    << "\"travel\" takes two whole numbers, X and Y";
        QTest::newRow("use nothing") << "use"
                                     << "\"use\" takes a name and an optional direction, "
                                        "target X Y or \"on\" and another item's name";
        QTest::newRow("fire one number") << "fire 3"
                                         << "\"3\" is not a direction (n ne e se s sw w nw)";
        QTest::newRow("fire letters") << "fire a b"
                                      << "\"fire\" takes two whole numbers, X and Y";
        QTest::newRow("fire three") << "fire 1 2 3"
                                    << "\"fire\" takes an optional direction or a target X Y";
    }
    void badCommands() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!Command::fromText(text, &error));
        QCOMPARE(error, message);
    }

    void commandListNamesTheLine() {
        QString error;
        const auto ok =
            parseCommandList(QStringLiteral("# a comment\n\nmove n  # go\nWAIT\n"), &error);
        QVERIFY(ok);
        QCOMPARE(ok->size(), 2);
        QVERIFY(!parseCommandList(QStringLiteral("move n\n\nfly\n"), &error));
        QCOMPARE(error, QStringLiteral("line 3: unknown command \"fly\""));
    }

    void wallIsRefusedAndCostsNoTurn() {
        Game g(m_classic, 1, QStringLiteral("Ada"), makeLevel({"#####", "#@..#", "#####"}));
        QCOMPARE(g.state().turn, 0);
        QVERIFY(!submitText(g, "move n"));
        QCOMPARE(g.state().turn, 0);
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::WallBlocks);
        QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.state().turn, 1);
        QCOMPARE(g.state().hero.pos, (Point{2, 1}));
        // Only what was carried out is recorded: a refused command changes nothing.
        QCOMPARE(g.commands(), (QList<Command>{Command::move(Direction::E)}));
    }

    void refusedCommandsDrawNothing() {
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        const Rng before = g.state().rng;
        const int turn = g.state().turn;
        for (const char *c : {"move n", "descend", "climb", "pickup", "interact e", "use sword-1",
                              "equip potion-hp-1", "unequip melee", "swap", "cast nonsense",
                              "travel 0 0", "attack", "escape", "fire w"}) {
            // "fire w" costs 1 MP, which the hero has: it is the one accepted command here.
            const bool accepted = submitText(g, QLatin1String(c));
            QCOMPARE(accepted, QByteArray(c) == "fire w");
        }
        QCOMPARE(g.state().turn, turn + 1);
        Game h(m_classic, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        QVERIFY(before == h.state().rng);
        submitText(h, "fire w");
        QVERIFY(g.state().rng == h.state().rng);
    }

    void missingDirectionsAndBattleActionsAreRefused() {
        // A command made in code may lack the direction its text could not leave out; off the
        // battle screen, its actions are refused too.
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        const Rng before = g.state().rng;
        for (const auto &[kind, why] :
             {std::pair{Command::Kind::Move, LogEntry::Kind::MoveWhere},
              std::pair{Command::Kind::Turn, LogEntry::Kind::MoveWhere},
              std::pair{Command::Kind::Interact, LogEntry::Kind::OpenWhat},
              std::pair{Command::Kind::Attack, LogEntry::Kind::NoBattle},
              std::pair{Command::Kind::Escape, LogEntry::Kind::NoBattle}}) {
            QVERIFY(!g.submit(Command::of(kind)));
            QCOMPARE(g.lastRefusal()->kind, why);
        }
        QCOMPARE(g.state().turn, 0);
        QVERIFY(g.state().rng == before);
        QVERIFY(g.commands().isEmpty());
    }

    void refusedMoveKeepsTheFacing() {
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        const Direction start = g.state().hero.facing;
        QVERIFY(!submitText(g, start == Direction::N ? "move s" : "move n"));
        QCOMPARE(g.state().hero.facing, start);
        QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.state().hero.facing, Direction::E);
        QVERIFY(!submitText(g, "move n"));
        QVERIFY(!submitText(g, "move se"));
        QCOMPARE(g.state().hero.facing, Direction::E); // a bolt still flies east
        submitText(g, "fire");
        const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
        QCOMPARE(bolts.size(), 1);
        QCOMPARE(bolts.first().to, (Point{3, 1}));
    }

    void chestsAreReachedAsAStepWould() {
        // Four-way maze-duel: a chest on the diagonal is out of reach, as is one round a corner
        // where moves are 8-way.
        Game maze(
            m_maze, 11, QString(),
            makeLevel({"#####", "#@..#", "#...#", "#####"},
                      {entity(LevelEntity::Kind::Chest, QStringLiteral("treasure-1"), 2, 2)}));
        QVERIFY(!submitText(maze, "interact se"));
        QCOMPARE((*maze.lastRefusal()).kind, LogEntry::Kind::ChestOutOfReach);
        QCOMPARE(maze.state().turn, 0);
        QVERIFY(!maze.level().chests.first().opened);
        QVERIFY(submitText(maze, "move s"));
        QVERIFY(submitText(maze, "interact e"));
        QVERIFY(maze.level().chests.first().opened);

        Game classic(
            m_classic, 11, QString(),
            makeLevel({"#####", "#@#.#", "#...#", "#####"},
                      {entity(LevelEntity::Kind::Chest, QStringLiteral("chest-d1"), 2, 2)}));
        QVERIFY(!submitText(classic, "interact se")); // (2,1) is a wall corner
        QVERIFY(!classic.level().chests.first().opened);
        QVERIFY(!submitText(classic, "move se"));
        QVERIFY(!classic.level().chests.first().opened);
        QVERIFY(submitText(classic, "move s"));
        QVERIFY(submitText(classic, "interact e"));
        QVERIFY(classic.level().chests.first().opened);
    }

    void fireAtATarget() {
        // The bolt follows the line through the aimed cell, hits the first monster on it, and
        // flies on past the cell when nothing is there.
        const QStringList rows = {"##########", "#@.......#", "#........#", "#........#",
                                  "##########"};
        {
            Game g(m_eightWay, 3, QString(), makeLevel(rows, {monster("goblin", 4, 3)}));
            const qint64 hp = g.level().actors.first().stats.hp;
            QVERIFY(submitText(g, "fire 4 3"));
            const QList<GameEvent> events = g.takeEvents();
            const QList<GameEvent> bolts = eventsOf(events, GameEvent::Kind::BoltFired);
            QCOMPARE(bolts.size(), 1);
            QCOMPARE(bolts.first().to, (Point{4, 3}));
            QCOMPARE(bolts.first().target, g.level().actors.first().id);
            const QList<GameEvent> hits = eventsOf(events, GameEvent::Kind::Attacked);
            QCOMPARE(hits.size(), 1);
            QCOMPARE(g.level().actors.first().stats.hp, hp - hits.first().amount);
            QCOMPARE(g.state().hero.facing, Direction::SE);
            QCOMPARE(g.state().turn, 1);
        }
        {
            // Aimed at the empty (2,2): the bolt goes on along the diagonal to the goblin.
            Game g(m_eightWay, 3, QString(), makeLevel(rows, {monster("goblin", 3, 3)}));
            QVERIFY(submitText(g, "fire 2 2"));
            const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
            QCOMPARE(bolts.first().to, (Point{3, 3}));
            QCOMPARE(bolts.first().target, g.level().actors.first().id);
        }
        {
            // Two in a row: the nearer one takes it.
            Game g(m_classic, 3, QString(),
                   makeLevel(rows, {monster("goblin", 5, 1), monster("zombie", 7, 1)}));
            QVERIFY(submitText(g, "fire 7 1"));
            const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
            QCOMPARE(bolts.first().to, (Point{5, 1}));
        }
        {
            // Nothing on the line: it bursts on the far wall.
            Game g(m_eightWay, 3, QString(), makeLevel(rows));
            QVERIFY(submitText(g, "fire 3 2"));
            const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
            QCOMPARE(bolts.first().target, -1);
            QVERIFY(!g.level().level.map.passable(bolts.first().to + Point{1, 0}) ||
                    !g.level().level.map.passable(bolts.first().to + Point{0, 1}));
        }
    }

    void fireAtATargetRefusals() {
        Game g(m_classic, 3, QString(),
               makeLevel({"##############", "#@...........#", "#######.######", "#######g######",
                          "##############"},
                         {monster("goblin", 7, 3)}));
        const Rng rng = g.state().rng;
        QVERIFY(!g.isVisible({7, 3}));
        QVERIFY(!submitText(g, "fire 7 3"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::AimUnseen);
        QVERIFY(!submitText(g, "fire 1 1"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::AimAtSelf);
        QVERIFY(!submitText(g, "fire 400 3"));
        QVERIFY(!submitText(g, "fire -2147483647 2147483647")); // no overflow (UBSan)
        QCOMPARE(g.state().turn, 0);
        QVERIFY(g.state().rng == rng);

        // Four-way packs aim along rows and columns only.
        Game p(m_permadungeon, 3, QString(), makeLevel({"######", "#@...#", "#....#", "######"}));
        QVERIFY(!submitText(p, "fire 3 2"));
        QCOMPARE((*p.lastRefusal()).kind, LogEntry::Kind::FourWaysAim);
        QCOMPARE(p.state().turn, 0);
        QVERIFY(submitText(p, "fire 4 1"));
    }

    void boltsDoNotSlipBetweenCorners() {
        Game g(m_eightWay, 3, QString(),
               makeLevel({"######", "#@#..#", "##.g.#", "######"}, {monster("goblin", 3, 2)}));
        QVERIFY(submitText(g, "fire se"));
        QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
        QCOMPARE(bolts.first().to, (Point{1, 1})); // (2,1) and (1,2) are walls: it cannot pass
        QCOMPARE(bolts.first().target, -1);
    }

    void fourWayMovementRefusesDiagonals() {
        Game g(m_permadungeon, 1, QString(), makeLevel({"#####", "#@..#", "#...#", "#####"}));
        QVERIFY(!submitText(g, "move se"));
        QCOMPARE(g.state().turn, 0);
        QVERIFY(submitText(g, "move s"));
    }

    void diagonalsDoNotCutCorners() {
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@#.#", "#...#", "#####"}));
        QVERIFY(!submitText(g, "move ne")); // (2,1) is wall: the diagonal would cut its corner
        QCOMPARE(g.state().hero.pos, (Point{1, 1}));
        QVERIFY(!submitText(g, "move se")); // (1,2) is floor, but (2,1) is still a corner
        QCOMPARE(g.state().hero.pos, (Point{1, 1}));
        QVERIFY(submitText(g, "move s"));
        QVERIFY(submitText(g, "move e"));
        QVERIFY(!submitText(g, "move ne")); // (2,1) is wall: refused again
        QCOMPARE(g.state().hero.pos, (Point{2, 2}));
    }

    void bumpAttackFollowsTheFormula() {
        Game g(m_classic, 7, QString(),
               makeLevel({"#######", "#@g...#", "#######"}, {monster("goblin", 2, 1)}));
        const Ruleset &rules = m_classic.ruleset;
        int heroHits = 0, monsterBlows = 0;
        for (int round = 0; round < 40 && !g.level().actors.isEmpty() && g.state().alive; ++round) {
            const Actor before = g.level().actors.first();
            const Stats hero = g.heroStats();
            const qint64 heroHp = g.state().hero.stats.hp;
            QVERIFY(submitText(g, "move e"));
            const QList<GameEvent> events = g.takeEvents();
            for (const GameEvent &e : eventsOf(events, GameEvent::Kind::Attacked)) {
                if (e.actor == 0) {
                    const qint64 base =
                        baseDamage(hero[Stat::Atk], before.stats.effective(rules)[Stat::Def]);
                    if (e.miss) {
                        QCOMPARE(e.amount, 0);
                        continue;
                    }
                    ++heroHits;
                    QCOMPARE(e.amount, e.critical ? base * rules.criticalPercent / 100 : base);
                    if (const Actor *after = actorById(g, before.id))
                        QCOMPARE(after->stats.hp, before.stats.hp - e.amount);
                } else {
                    QCOMPARE(e.actor, before.id);
                    ++monsterBlows;
                    const qint64 base = baseDamage(before.stats.effective(rules)[Stat::Atk],
                                                   g.heroStats()[Stat::Def]);
                    if (!e.miss) {
                        QCOMPARE(e.amount, e.critical ? base * rules.criticalPercent / 100 : base);
                        QCOMPARE(g.state().hero.stats.hp, heroHp - e.amount);
                    }
                }
            }
        }
        QVERIFY(heroHits > 0);
        QVERIFY(monsterBlows > 0);
    }

    void defendingOnTheMapTakesAQuarterOff() {
        // Classic's bump combat: "defend" costs a turn, and a blow that lands before the hero's
        // next action does defendPercent (75) of its damage; the same seed with "wait" draws
        // the same numbers, so the two blows compare exactly.
        QCOMPARE(m_classic.ruleset.defendPercent, 75);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 40 && compared < 5; ++seed) {
            auto blow = [&](const char *command, bool &guardAfter) -> qint64 {
                Game g(m_classic, seed, QString(),
                       makeLevel({"######", "#@g..#", "######"}, {monster("goblin-king", 2, 1)}));
                g.takeEvents();
                if (!submitText(g, QLatin1String(command)))
                    return -2;
                guardAfter = g.state().hero.stats.defending;
                const QList<GameEvent> hits = eventsOf(g.takeEvents(), GameEvent::Kind::Attacked);
                return hits.size() == 1 && !hits.first().miss ? hits.first().amount : -1;
            };
            bool guardWait = true, guardDefend = false;
            const qint64 plain = blow("wait", guardWait);
            const qint64 guarded = blow("defend", guardDefend);
            QVERIFY(!guardWait);
            QVERIFY(guardDefend);
            QVERIFY(guarded != -2);
            if (plain <= 0)
                continue;
            QCOMPARE(guarded, std::max<qint64>(1, plain * 75 / 100));
            QVERIFY(guarded < plain);
            ++compared;
        }
        QCOMPARE(compared, 5);
        // The guard ends with the hero's next action.
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        g.takeEvents();
        QVERIFY(submitText(g, "defend"));
        QCOMPARE(eventsOf(g.takeEvents(), GameEvent::Kind::Defended).size(), 1);
        QCOMPARE(g.state().turn, 1);
        QVERIFY(g.state().hero.stats.defending);
        QVERIFY(!submitText(g, "move n")); // refused: no time passes, the guard stays up
        QVERIFY(g.state().hero.stats.defending);
        QVERIFY(submitText(g, "wait"));
        QVERIFY(!g.state().hero.stats.defending);
        // Not a map action where health is XP or fights are on the battle screen.
        for (const Pack *p : {&m_permadungeon, &m_maze}) {
            Game other(*p, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
            QVERIFY(!submitText(other, "defend"));
            QCOMPARE((*other.lastRefusal()).kind, LogEntry::Kind::NoBattle);
            QCOMPARE(other.state().turn, 0);
        }
    }

    void killingGivesExperienceTrophyAndScore() {
        Game g(m_classic, 3, QString(),
               makeLevel({"#####", "#@g.#", "#####"}, {monster("goblin", 2, 1)}));
        const qint64 xpValue = g.level().actors.first().xp;
        QCOMPARE(xpValue, 12);
        for (int i = 0; i < 60 && !g.level().actors.isEmpty(); ++i)
            submitText(g, "move e");
        QVERIFY(g.state().alive);
        QVERIFY(g.level().actors.isEmpty());
        QCOMPARE(g.state().hero.xp, 12);
        QCOMPARE(g.state().score, m_classic.ruleset.scoreKill);
        QCOMPARE(g.level().items.size(), 1);
        QCOMPARE(g.level().items.first().item, QStringLiteral("potion-hp-1"));
        QCOMPARE(g.level().items.first().pos, (Point{2, 1}));
    }

    void chasersCloseInAndNeverShareACell() {
        Game g(m_classic, 5, QString(),
               makeLevel({"##########", "#@.......#", "##########"},
                         {monster("goblin", 6, 1), monster("goblin", 8, 1)}));
        int lastDistance = 5;
        for (int turn = 0; turn < 6; ++turn) {
            QVERIFY(submitText(g, "wait"));
            const QList<Actor> &actors = g.level().actors;
            QVERIFY(actors[0].pos != actors[1].pos);
            const int d = chebyshev(actors[0].pos, g.state().hero.pos);
            QVERIFY(d == std::max(1, lastDistance - 1));
            lastDistance = d;
        }
        QCOMPARE(lastDistance, 1);
    }

    void monstersOutOfSightStayPut() {
        // sight 7: a goblin 9 cells away does not know the hero is there.
        Game g(m_classic, 5, QString(),
               makeLevel({"############", "#@.........#", "############"},
                         {monster("goblin", 10, 1)}));
        for (int turn = 0; turn < 5; ++turn)
            submitText(g, "wait");
        QCOMPARE(g.level().actors.first().pos, (Point{10, 1}));
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Idle);
    }

    void slowMonstersActLessOften() {
        // A zombie (speed 80) acts 4 times in 5 turns; a fungus (speed 50) every other turn.
        Game g(m_classic, 5, QString(),
               makeLevel({"##########", "#@.......#", "##########"}, {monster("zombie", 7, 1)}));
        for (int turn = 0; turn < 5; ++turn)
            submitText(g, "wait");
        QCOMPARE(g.level().actors.first().pos, (Point{3, 1}));
    }

    void fungusPatrolsAndTurnsAtWalls() {
        // The patrol itself, with the fungus's drift taken out (it steps whenever it acts, at
        // half speed): one step every other turn, down to the wall, then back up. The drift (a
        // step or none, at even odds) is tst_engine_rules' theFungusDriftsHalfTheTime.
        Pack pack = m_permadungeon;
        for (MonsterRecord &m : pack.monsters)
            if (m.id == QLatin1String("fungus")) {
                m.stepChance = 100;
                m.speed = 50;
            }
        Game g(pack, 5, QString(),
               makeLevel({"#######", "#@..#.#", "#...#.#", "#...#.#", "#######"},
                         {monster("fungus", 5, 1)}));
        QList<int> ys;
        for (int turn = 0; turn < 10; ++turn) {
            submitText(g, "wait");
            ys.append(g.level().actors.first().pos.y);
        }
        QCOMPARE(ys, (QList<int>{1, 2, 2, 3, 3, 2, 2, 1, 1, 2}));
    }

    void golemPatrolsSideways() {
        Game g(m_permadungeon, 5, QString(),
               makeLevel({"#######", "#@....#", "#.....#", "#######"}, {monster("golem", 3, 2)}));
        QList<int> xs;
        for (int turn = 0; turn < 6; ++turn) {
            submitText(g, "wait");
            xs.append(g.level().actors.first().pos.x);
        }
        QCOMPARE(xs, (QList<int>{4, 5, 4, 3, 2, 1}));
    }

    void wanderDetectChaseGiveUpReturn() {
        // The maze-duel state machine on one of its goblins: it comes and goes along its corridor,
        // notices the hero in front of it, chases, loses the trail, gives up and walks home.
        Game g(m_maze, 5, QString(),
               makeLevel({"###################", "#.................#", "#.#################",
                          "#@#################", "###################"},
                         {monster("goblin", 5, 1)}));
        const Actor &start = g.level().actors.first();
        QCOMPARE(start.mode, Actor::Mode::Wander);
        const Point home = start.home;
        QSet<int> xs;
        for (int turn = 0; turn < 14; ++turn) {
            submitText(g, "wait");
            const Actor &a = g.level().actors.first();
            QCOMPARE(a.mode, Actor::Mode::Wander);
            QVERIFY(std::abs(a.pos.x - home.x) <= 6);
            xs.insert(a.pos.x);
        }
        QVERIFY(xs.size() > 3); // it walked its path
        // Step into its corridor, two tiles short of its path: it chases once it faces the hero
        // within two cells.
        submitText(g, "move n");
        submitText(g, "move n");
        submitText(g, "move e");
        submitText(g, "move e");
        QList<Actor::Mode> modes;
        for (int turn = 0; turn < 12 && g.state().alive && !g.state().battle; ++turn) {
            submitText(g, "wait");
            modes.append(g.level().actors.first().mode);
        }
        QVERIFY2(modes.contains(Actor::Mode::Chase) || g.state().battle, "the goblin never chased");
    }

    void swarmsWakeAfterTheHeroWalks() {
        Game g(m_classic, 5, QString(),
               makeLevel({"##############################", "#@...........................#",
                          "############################.#", "#...........................r#",
                          "##############################"},
                         {monster("cave-rat", 28, 3)}));
        const Point start = g.level().actors.first().pos;
        for (int i = 0; i < MonsterAi::kSwarmAfter - 1; ++i)
            submitText(g, i % 2 ? "move w" : "move e");
        QCOMPARE(g.level().actors.first().pos, start);
        submitText(g, "move e");
        submitText(g, "wait");
        QVERIFY(g.level().actors.first().pos != start);
    }

    void archersKeepTheirDistanceAndShoot() {
        Game g(m_classic, 9, QString(),
               makeLevel({"############", "#@.........#", "############"},
                         {monster("goblin-archer", 6, 1)}));
        submitText(g, "wait");
        const QList<GameEvent> events = g.takeEvents();
        const QList<GameEvent> shots = eventsOf(events, GameEvent::Kind::BoltFired);
        QCOMPARE(shots.size(), 1);
        QCOMPARE(shots.first().to, g.state().hero.pos);
        // The whole flight, for the view to animate: the cells from the archer to the hero.
        const std::vector<Point> flight = shots.first().path;
        QCOMPARE(int(flight.size()), chebyshev(shots.first().from, g.state().hero.pos));
        QCOMPARE(flight.back(), g.state().hero.pos);
        QCOMPARE(flight.front(), (Point{shots.first().from.x - 1, 1}));
        // Close in: once nearer than its keepDistance (3) it backs off rather than shoot.
        const int keep = m_classic.monster(QStringLiteral("goblin-archer"))->keepDistance;
        QCOMPARE(keep, 3);
        submitText(g, "move e");
        submitText(g, "move e");
        QCOMPARE(g.level().actors.first().pos, (Point{6, 1})); // at 3 cells it stands and shoots
        submitText(g, "move e");
        QCOMPARE(g.state().hero.pos, (Point{4, 1}));
        QCOMPARE(g.level().actors.first().pos, (Point{7, 1}));
        QCOMPARE(chebyshev(g.level().actors.first().pos, g.state().hero.pos), keep);
    }

    void straightShotsOnlyAlongTheHerosLines() {
        // An archer off the hero's row and column (4-way moves: he fires only straight). Where
        // monsters shoot from any cell (monsterShots any, the default) it shoots at once; with
        // "straight" it does not, and steps onto his row or column first, then shoots.
        const QStringList map = {"##########", "#@.......#", "#........#", "#........#",
                                 "##########"};
        for (const auto rule : {Ruleset::MonsterShots::Any, Ruleset::MonsterShots::Straight}) {
            Pack p = m_classic;
            p.ruleset.monsterShots = rule;
            QCOMPARE(p.ruleset.movement, 4);
            Game g(p, 9, QString(), makeLevel(map, {monster("goblin-archer", 5, 2)}));
            g.takeEvents();
            QVERIFY(submitText(g, "wait"));
            const QList<GameEvent> first = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
            const Point at = g.level().actors.first().pos;
            if (rule == Ruleset::MonsterShots::Any) {
                QCOMPARE(first.size(), 1);
                QCOMPARE(at, (Point{5, 2}));
                continue;
            }
            QCOMPARE(first.size(), 0);
            QCOMPARE(at, (Point{5, 1})); // onto the hero's row, 4 cells off (it keeps 3)
            QVERIFY(submitText(g, "wait"));
            const QList<GameEvent> next = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
            QCOMPARE(next.size(), 1);
            const Point from = next.first().from;
            QVERIFY(from.x == 1 || from.y == 1);
        }
        // Written only when it differs from the default, so packs without it keep their hash.
        Pack p = m_classic;
        QVERIFY(!p.ruleset.toJson().contains(QStringLiteral("monsterShots")));
        p.ruleset.monsterShots = Ruleset::MonsterShots::Straight;
        QCOMPARE(p.ruleset.toJson().value(QStringLiteral("monsterShots")).toString(),
                 QStringLiteral("straight"));
    }

    void archersDoNotShootThroughOtherMonsters() {
        // A fungus (slow, patrolling up and down a shaft it cannot leave) stands between the
        // archer and the hero: the archer holds its fire, and shoots once the line is clear.
        Game g(m_classic, 9, QString(),
               makeLevel({"############", "#@.........#", "#####.######", "############"},
                         {monster("fungus", 5, 1), monster("goblin-archer", 8, 1)}));
        const int archer = g.level().actors[1].id;
        int blocked = 0, clear = 0;
        for (int turn = 0; turn < 8 && g.state().alive; ++turn) {
            QVERIFY(submitText(g, "wait"));
            // The fungus acts before the archer (monsters act in the order they appeared), so
            // where it stands now is where it stood when the archer chose.
            const Point fungus = g.level().actors[0].pos;
            int shots = 0;
            for (const GameEvent &e : eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired))
                shots += e.actor == archer ? 1 : 0;
            if (fungus == Point{5, 1}) {
                QCOMPARE(shots, 0);
                ++blocked;
            } else if (shots > 0) {
                ++clear;
            }
        }
        QVERIFY(blocked > 0);
        QVERIFY(clear > 0);
    }

    void chaseFollowsTheTrail() {
        // The maze-duel chase, decided on a copy of a goblin placed by hand: out of sight it walks
        // the hero's footsteps rather than the shortest way to where the hero is now.
        Game g(m_maze, 5, QString(),
               makeLevel({"##########", "#@.......#", "#.######.#", "#.######.#", "#........#",
                          "##########", "##g#######", "##########"},
                         {monster("goblin", 2, 6)})); // shut in: it never moves
        for (const char *c : {"move e", "move e", "move e", "move e", "move e", "move e", "move e",
                              "move s", "move s", "move s", "move w", "move w", "move w"})
            QVERIFY(submitText(g, QLatin1String(c)));
        QCOMPARE(g.state().hero.pos, (Point{5, 4}));
        const LevelState &ls = g.level();
        QCOMPARE(ls.heroSteps, 13);
        QCOMPARE(ls.trail.size(), 13);
        QCOMPARE(ls.trailCell(2), (Point{3, 1}));
        QCOMPARE(ls.trailCell(9), (Point{8, 3}));
        QCOMPARE(ls.trailCell(13), (Point{5, 4}));
        QCOMPARE(ls.trailCell(14), std::nullopt);

        Actor chaser = g.level().actors.first();
        chaser.mode = Actor::Mode::Chase;
        chaser.home = {1, 1};
        auto decide = [&](Point at, int trailStep) {
            chaser.pos = at;
            chaser.trailStep = trailStep;
            MonsterAi ai(g);
            return ai.decide(chaser);
        };
        // Lost sight where the hero stood at step 2, on its own cell: on to step 3, east, though
        // the shorter way to the hero now is west and round.
        MonsterAi::Intent i = decide({3, 1}, 2);
        QCOMPARE(i.kind, MonsterAi::Intent::Kind::Step);
        QCOMPARE(i.to, (Point{4, 1}));
        QCOMPARE(chaser.trailStep, 3);
        QCOMPARE(chaser.chaseSteps, 1);
        QCOMPARE(chaser.speedBonus, MonsterAi::kChaseSpeedStep);
        i = decide({8, 2}, 8);
        QCOMPARE(i.to, (Point{8, 3}));
        QCOMPARE(chaser.trailStep, 9);
        QCOMPARE(chaser.chaseSteps, 2);
        // In sight again (two tiles off): straight for the hero, the trail taken up from the
        // hero's cell; every cell counts towards the five of the chase.
        i = decide({7, 4}, 9);
        QCOMPARE(i.to, (Point{6, 4}));
        QCOMPARE(chaser.trailStep, 13);
        QCOMPARE(chaser.chaseSteps, 3);
        // The speed rises to its cap.
        for (int k = 0; k < 8; ++k) {
            chaser.chaseSteps = 0;
            i = decide({7, 4}, 9);
            QCOMPARE(i.to, (Point{6, 4}));
        }
        QCOMPARE(chaser.speedBonus, MonsterAi::kChaseSpeedMax);
        i = decide({6, 4}, 13);
        QCOMPARE(i.kind, MonsterAi::Intent::Kind::Attack);
        // Five cells chased without a catch, it gives up, loses its speed and heads back to
        // where the chase began.
        chaser.chaseSteps = MonsterAi::kGiveUpAfter;
        chaser.chaseFrom = {1, 1};
        i = decide({3, 1}, 3);
        QCOMPARE(chaser.mode, Actor::Mode::Return);
        QCOMPARE(chaser.speedBonus, 0);
        QCOMPARE(chaser.trailStep, -1);
        QCOMPARE(i.kind, MonsterAi::Intent::Kind::Step);
        QCOMPARE(i.to, (Point{2, 1}));
        // Back there: it wanders.
        i = decide({1, 1}, -1);
        QCOMPARE(chaser.mode, Actor::Mode::Wander);
        QCOMPARE(i.kind, MonsterAi::Intent::Kind::Wait);
    }

    void monsterWaitsAfterTheHeroEscapes() {
        Game g(m_maze, 5, QString(),
               makeLevel({"#####", "#@..#", "#####", "##g##", "#####"}, {monster("goblin", 2, 3)}));
        Actor a = g.level().actors.first();
        a.mode = Actor::Mode::Wait;
        a.waitTurns = 3;
        MonsterAi ai(g);
        for (int turn = 0; turn < 3; ++turn) {
            QCOMPARE(ai.decide(a).kind, MonsterAi::Intent::Kind::Wait);
            QCOMPARE(a.waitTurns, 2 - turn);
        }
        QCOMPARE(a.mode, Actor::Mode::Return);
    }

    void timidMonstersFleeSooner() {
        // A chasing goblin with no fleeBelow of its own: a timid one runs below half its HP, any
        // other fights on.
        Game g(m_classic, 5, QString(),
               makeLevel({"##########", "#@g......#", "##########"}, {monster("goblin", 2, 1)}));
        QCOMPARE(m_classic.monster(QStringLiteral("goblin"))->fleeBelow, 0);
        const Actor start = g.level().actors.first();
        const qint64 maxHp = start.stats.maxHp(m_classic.ruleset);
        struct Case {
            Character character;
            qint64 hp;
            MonsterAi::Intent::Kind kind;
        };
        const Case cases[] = {
            {Character::Timid, maxHp * 49 / 100, MonsterAi::Intent::Kind::Step},
            {Character::Timid, (maxHp + 1) / 2, MonsterAi::Intent::Kind::Attack},
            {Character::Rage, 1, MonsterAi::Intent::Kind::Attack},
            {Character::Calm, 1, MonsterAi::Intent::Kind::Attack},
            {Character::None, 1, MonsterAi::Intent::Kind::Attack},
        };
        for (const Case &c : cases) {
            Actor a = start;
            a.stats.character = c.character;
            a.stats.hp = std::max<qint64>(1, c.hp);
            MonsterAi ai(g);
            const MonsterAi::Intent i = ai.decide(a);
            QCOMPARE(i.kind, c.kind);
            if (c.kind == MonsterAi::Intent::Kind::Step) {
                QCOMPARE(i.to, (Point{3, 1}));
                QCOMPARE(a.mode, Actor::Mode::Flee);
            }
        }
    }

    void trapsSpringOnce() {
        Game g(m_classic, 11, QString(),
               makeLevel({"#####", "#@..#", "#####"},
                         {entity(LevelEntity::Kind::Trap, QStringLiteral("crack"), 2, 1)}));
        const qint64 hp = g.state().hero.stats.hp;
        submitText(g, "move e");
        const QList<GameEvent> sprung = eventsOf(g.takeEvents(), GameEvent::Kind::TrapSprung);
        QCOMPARE(sprung.size(), 1);
        QVERIFY(sprung.first().amount >= 2 && sprung.first().amount <= 8); // 2d4
        QCOMPARE(g.state().hero.stats.hp, hp - sprung.first().amount);
        QVERIFY(g.level().traps.first().sprung);
        submitText(g, "move e");
        submitText(g, "move w");
        QVERIFY(eventsOf(g.takeEvents(), GameEvent::Kind::TrapSprung).isEmpty());
        QCOMPARE(g.state().hero.stats.hp, hp - sprung.first().amount);
    }

    void chestsOpenOnce() {
        Game g(m_maze, 11, QString(),
               makeLevel({"#####", "#@..#", "#####"},
                         {entity(LevelEntity::Kind::Chest, QStringLiteral("treasure-1"), 2, 1)}));
        const int itemsBefore = int(g.state().hero.inventory.stacks().size());
        QVERIFY(submitText(g, "interact e"));
        QCOMPARE(eventsOf(g.takeEvents(), GameEvent::Kind::ChestOpened).size(), 1);
        QCOMPARE(g.state().score, m_maze.ruleset.scoreTreasure);
        QVERIFY(g.state().hero.inventory.stacks().size() > itemsBefore);
        const int turn = g.state().turn;
        QVERIFY(!submitText(g, "interact e"));
        QCOMPARE(g.state().turn, turn);
        QCOMPARE(g.state().score, m_maze.ruleset.scoreTreasure);
        QVERIFY(!submitText(g, "interact w"));
    }

    void stairsKeepLevelsAsTheyWereLeft() {
        Game g(m_classic, 21, QString(),
               makeLevel({"######", "#@.>.#", "######"}, {item(QStringLiteral("gold"), 1, 1)}));
        QVERIFY(!submitText(g, "descend"));
        QCOMPARE((*g.lastRefusal()).category, LogEntry::Category::Flavour);
        QVERIFY(submitText(g, "pickup"));
        submitText(g, "move e");
        submitText(g, "move e");
        QVERIFY(submitText(g, "descend"));
        QCOMPARE(g.state().depth, 2);
        QCOMPARE(g.state().score, m_classic.ruleset.scoreNewLevel);
        QCOMPARE(g.state().hero.pos, *g.level().level.stairsUp);
        QVERIFY(submitText(g, "climb"));
        QCOMPARE(g.state().depth, 1);
        QCOMPARE(g.state().hero.pos, (Point{3, 1}));
        QVERIFY(g.level().items.isEmpty()); // the gold is still gone
        QVERIFY(submitText(g, "descend"));
        QCOMPARE(g.state().score, m_classic.ruleset.scoreNewLevel); // no points for a second visit
    }

    void stairsSpeakTheirFlavour() {
        // Caves tutorial: the stairs keys answer with a line of flavour where there are no
        // stairs, and say where the hero went where there are.
        struct Case {
            const Pack *pack;
            const char *command;
            const char *line;
        };
        const Case cases[] = {
            {&m_classic, "descend", "no-stairs-down rooms=false"},
            {&m_classic, "climb", "no-stairs-up rooms=false"},
            {&m_maze, "descend", "no-stairs-down rooms=false"},
            {&m_permadungeon, "descend", "no-stairs-down rooms=true"},
            {&m_permadungeon, "climb", "no-stairs-up rooms=true"},
        };
        for (const Case &c : cases) {
            Game g(*c.pack, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
            QVERIFY(!submitText(g, QLatin1String(c.command)));
            QCOMPARE(test::entryText(*g.lastRefusal()), QLatin1String(c.line));
            QCOMPARE((*g.lastRefusal()).category, LogEntry::Category::Flavour);
            QCOMPARE(g.state().turn, 0);
        }
        Game g(m_classic, 1, QString(), makeLevel({"#####", "#@>.#", "#####"}));
        QVERIFY(submitText(g, "move e"));
        QVERIFY(submitText(g, "descend"));
        QCOMPARE(g.state().depth, 2);
        QStringList texts;
        for (const LogEntry &l : g.state().log)
            texts.append(test::entryText(l));
        QVERIFY2(texts.contains(QStringLiteral("went-down")), qPrintable(texts.join(u'|')));
        QCOMPARE(texts.last(), QStringLiteral("entered-depth again=false depth=2"));
        QVERIFY(submitText(g, "climb"));
        QCOMPARE(g.state().depth, 1);
        QCOMPARE(g.state().log[g.state().log.size() - 2].kind, LogEntry::Kind::WentUp);
        QCOMPARE(test::entryText(g.state().log.last()),
                 QStringLiteral("entered-depth again=true depth=1"));
    }

    void chipsOpenTheExit() {
        Game g(m_maze, 2, QString(),
               makeLevel({"#######", "#@**>.#", "#######"},
                         {entity(LevelEntity::Kind::Chip, QString(), 2, 1),
                          entity(LevelEntity::Kind::Chip, QString(), 3, 1)}));
        submitText(g, "move e");
        QCOMPARE(g.state().score, 1);
        submitText(g, "move e");
        submitText(g, "move e");
        QCOMPARE(g.state().score, 2);
        QVERIFY(submitText(g, "descend"));
        QCOMPARE(g.state().depth, 2);
        // Depth 2's exit stays shut until its own chips are found.
        QVERIFY(g.level().chipsLeft() > 0);
    }

    void sealedExitIsRefused() {
        Game g(m_maze, 2, QString(),
               makeLevel({"######", "#@>.*#", "######"},
                         {entity(LevelEntity::Kind::Chip, QString(), 4, 1)}));
        submitText(g, "move e");
        const int turn = g.state().turn;
        QVERIFY(!submitText(g, "descend"));
        QCOMPARE(g.state().turn, turn);
        QCOMPARE(test::entryText(*g.lastRefusal()), QStringLiteral("exit-sealed chips=1"));
    }

    void bringingTheCrownUpWins() {
        // The hero starts on the way up; the crown lies beside it.
        Game g(m_classic, 4, QString(),
               makeLevel({"#####", "#<@.#", "#####"}, {item(QStringLiteral("crown"), 2, 1)}));
        QCOMPARE(g.state().hero.pos, (Point{1, 1}));
        QVERIFY(!submitText(g, "climb")); // not without the crown
        QCOMPARE(test::entryText(*g.lastRefusal()), QStringLiteral("win-item-needed item=crown"));
        QVERIFY(!g.state().won);
        submitText(g, "move e");
        QVERIFY(submitText(g, "pickup"));
        submitText(g, "move w");
        QVERIFY(submitText(g, "climb"));
        QVERIFY(g.state().won);
        QVERIFY(g.isOver());
        QCOMPARE(g.summary().cause.toString(), QStringLiteral("won"));
        QCOMPARE(g.state().score, m_classic.ruleset.scoreWin);
        QVERIFY(!submitText(g, "wait"));
    }

    void deathEndsTheRunGracefully() {
        Game g(m_classic, 8, QStringLiteral("Ada"),
               makeLevel({"#####", "#@k.#", "#####"}, {monster("goblin-king", 2, 1)}));
        for (int i = 0; i < 200 && g.state().alive; ++i)
            submitText(g, "wait");
        QVERIFY(!g.state().alive);
        QCOMPARE(g.state().cause.toString(), QStringLiteral("killed-by:goblin-king"));
        const RunSummary s = g.summary();
        QVERIFY(!s.alive);
        QCOMPARE(s.hero, QStringLiteral("Ada"));
        QVERIFY(s.hp <= 0);
        QVERIFY(!submitText(g, "move e"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::RunOver);
        QCOMPARE(g.lastRefusal()->as<LogEntry::Kind::RunOver>().cause, s.cause.toString());
    }

    void experienceIsHealthInPermadungeon() {
        Game g(m_permadungeon, 12, QString(),
               makeLevel({"#####", "#@..#", "#####"},
                         {entity(LevelEntity::Kind::Chest, QStringLiteral("chest-loot"), 2, 1)}));
        const qint64 xp = g.state().hero.stats.hp;
        QCOMPARE(xp, m_permadungeon.ruleset.heroXp);
        submitText(g, "interact e");
        const qint64 gained = g.state().hero.stats.hp - xp;
        if (g.level().chests.first().trapped)
            QVERIFY(gained >= 10 - 6 && gained <= 100);
        else
            QVERIFY(gained >= 10 && gained <= 100); // treasure 1d91+9
        const qint64 before = g.state().hero.stats.hp;
        // The bolt's cost (1d7-1) is the first draw of the turn: rolled here on a copy of the
        // game's stream, it is what the hero must pay.
        Rng stream = g.state().rng;
        const qint64 expected =
            std::max<qint64>(0, m_permadungeon.ruleset.boltCost.roll(g.state().depth, stream));
        QVERIFY(expected >= 0 && expected <= 6);
        QVERIFY(submitText(g, "fire w"));
        QCOMPARE(before - g.state().hero.stats.hp, expected);
    }

    void turningTakesNoTime() {
        // "turn DIR": the hero faces another way where he stands; the monsters do not move.
        Game g(m_maze, 3, QString(),
               makeLevel({"#######", "#@..g.#", "#######"}, {monster("goblin", 4, 1)}));
        const Point goblin = g.level().actors.first().pos;
        QVERIFY(submitText(g, "turn e"));
        QCOMPARE(g.state().hero.facing, Direction::E);
        QCOMPARE(g.state().turn, 0);
        QCOMPARE(g.level().actors.first().pos, goblin);
        QVERIFY(!submitText(g, "turn ne")); // four ways only in this pack
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::FourWaysMove);
        QCOMPARE(Command::fromText(QStringLiteral("turn w"))->toText(), QStringLiteral("turn w"));
        QVERIFY(!Command::fromText(QStringLiteral("turn")));
        Game eight(m_eightWay, 3, QString(), makeLevel({"#####", "#@..#", "#####"}));
        QVERIFY(submitText(eight, "turn ne"));
        QCOMPARE(eight.state().hero.facing, Direction::NE);
    }

    void medicineIsRefusedWhenNotNeeded() {
        Game g(m_classic, 12, QString(),
               makeLevel({"######", "#@g..#", "######"}, {monster("goblin", 2, 1)}));
        const int potions = g.state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        QCOMPARE(potions, 2);
        QVERIFY(!submitText(g, "use potion-hp-1"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::HpFull);
        QCOMPARE(g.state().turn, 0);
        while (g.state().hero.stats.hp == g.heroMaxHp())
            submitText(g, "wait");
        QVERIFY(submitText(g, "use potion-hp-1"));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")), 1);
        QVERIFY(!submitText(g, "use potion-hp-3"));
    }

    void equipmentSwapsAndWeaponsSwitch() {
        Game g(
            m_classic, 13, QString(),
            makeLevel({"#######", "#@....#", "#######"},
                      {item(QStringLiteral("sword-1"), 1, 1), item(QStringLiteral("sword-2"), 1, 1),
                       item(QStringLiteral("sling-1"), 1, 1)}));
        const qint64 atk = g.heroStats()[Stat::Atk];
        QVERIFY(submitText(g, "pickup"));
        QVERIFY(submitText(g, "equip sword-1"));
        QCOMPARE(g.heroStats()[Stat::Atk], atk + 4);
        QVERIFY(submitText(g, "equip sword-2"));
        QCOMPARE(g.heroStats()[Stat::Atk], atk + 9);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("sword-1")), 1);
        QCOMPARE(g.state().hero.equipment.worn(ItemRecord::Slot::Melee), QStringLiteral("sword-2"));
        QVERIFY(!submitText(g, "swap")); // no ranged weapon yet
        QVERIFY(submitText(g, "equip sling-1"));
        const int turn = g.state().turn;
        QVERIFY(submitText(g, "swap"));
        QCOMPARE(g.state().turn, turn + 1); // switching costs a turn
        QVERIFY(g.state().hero.rangedInHand);
        QCOMPARE(g.heroStats()[Stat::Atk], atk); // the sword is not in hand
        QVERIFY(submitText(g, "fire e"));
        const QList<GameEvent> shots = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
        QCOMPARE(shots.last().id, QStringLiteral("sling-1"));
        QVERIFY(submitText(g, "unequip ranged"));
        QVERIFY(!g.state().hero.rangedInHand);
        QVERIFY(!submitText(g, "unequip ranged"));
        QVERIFY(!submitText(g, "unequip hat"));
    }

    void droppedItemsLieUnderfootAndCanBeTakenBack() {
        Game g(
            m_classic, 13, QString(),
            makeLevel({"#######", "#@....#", "#######"}, {item(QStringLiteral("sword-1"), 1, 1)}));
        const QString potion = QStringLiteral("potion-hp-1");
        const int potions = g.state().hero.inventory.count(potion);
        QVERIFY(potions >= 2);
        QVERIFY(submitText(g, "pickup"));
        g.takeEvents();
        QVERIFY(submitText(g, "drop potion-hp-1"));
        QCOMPARE(g.state().turn, 2); // a turn, like picking up
        QCOMPARE(g.state().hero.inventory.count(potion), potions - 1);
        QCOMPARE(g.state().log.last().kind, LogEntry::Kind::Dropped);
        const QList<GameEvent> drops = eventsOf(g.takeEvents(), GameEvent::Kind::Dropped);
        QCOMPARE(drops.size(), 1);
        QCOMPARE(drops.first().id, potion);
        QCOMPARE(drops.first().to, (Point{1, 1}));
        QVERIFY(submitText(g, "drop potion-hp-1")); // the same pile, not a second one
        QCOMPARE(g.level().items.size(), 1);
        QCOMPARE(g.level().items.first().count, 2);
        QVERIFY(submitText(g, "drop sword-1"));
        QCOMPARE(g.level().items.size(), 2);
        QVERIFY(!submitText(g, "drop sword-1")); // only one was carried
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::NotCarried);
        QVERIFY(!submitText(g, "drop no-such-thing"));
        QVERIFY(submitText(g, "pickup"));
        QCOMPARE(g.state().hero.inventory.count(potion), potions);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("sword-1")), 1);
        QVERIFY(g.level().items.isEmpty());
    }

    void droppedEquipmentMayBeTakenAgainWhenFoundOnce() {
        // Maze-duel finds each piece of equipment once; a piece the hero lets go of is not
        // "found again" when it is picked back up.
        Game g(
            m_maze, 3, QString(),
            makeLevel({"#######", "#@....#", "#######"}, {item(QStringLiteral("sword-1"), 1, 1)}));
        QVERIFY(submitText(g, "pickup"));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("sword-1")), 1);
        QVERIFY(submitText(g, "drop sword-1"));
        QVERIFY(submitText(g, "pickup"));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("sword-1")), 1);
    }

    void travelStopsWhenAMonsterComesIntoView() {
        // The goblin waits unseen in its alcove: with a clear line asked for (chaseSight line),
        // it does not come for the hero through the wall before he sees it.
        Pack pack = m_classic;
        pack.ruleset.chaseSight = Ruleset::ChaseSight::Line;
        Game g(pack, 14, QString(),
               makeLevel(
                   {"############", "#@.........#", "#####.######", "#####g######", "############"},
                   {monster("goblin", 5, 3)}));
        QVERIFY(!g.isVisible({5, 3}));
        QVERIFY(!submitText(g, "travel 10 1")); // not seen yet
        QVERIFY(submitText(g, "travel 8 1"));
        QVERIFY(g.state().hero.pos.x < 8);
        QVERIFY(g.isVisible({5, 3}));
        QVERIFY(g.state().turn >= 2);
    }

    void travelStopsBesideAMonster() {
        // The monster is in view from the start (so "comes into view" does not stop the walk):
        // the walk stops when it stands next to the hero, and it never goes on through a battle.
        // The goblin steps out of its alcove facing north: the hero beside it, not ahead of it,
        // is not noticed (the report's rule), so no battle begins.
        int battles = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Game g(m_maze, seed, QString(),
                   makeLevel({"##########", "#@.......#", "####g#####", "##########"},
                             {monster("goblin", 4, 2)}));
            QVERIFY(submitText(g, "travel 8 1"));
            QVERIFY2(g.state().hero.pos.x <= 4, qPrintable(QString::number(seed)));
            const Actor &a = g.level().actors.first();
            QVERIFY(g.state().battle || chebyshev(a.pos, g.state().hero.pos) == 1);
            if (g.state().battle) {
                ++battles;
                QVERIFY(submitText(g, "attack")); // the battle is the hero's to fight
            }
        }
        QCOMPARE(battles, 0);

        // A slow fungus (speed 50) shut in its alcove, in view from the start: one step puts
        // the hero beside it before it can act, and the walk stops there.
        Game c(m_classic, 1, QString(),
               makeLevel({"##########", "#@.......#", "##F#######", "##########"},
                         {monster("fungus", 2, 2)}));
        QVERIFY(c.isVisible({2, 2}));
        QVERIFY(submitText(c, "travel 8 1"));
        QCOMPARE(c.state().hero.pos, (Point{2, 1}));
        QCOMPARE(c.state().turn, 1);
        QCOMPARE(c.state().log.last().kind, LogEntry::Kind::TravelStopNear);
    }

    void travelBlockedAtOnceIsRefused() {
        Game g(m_classic, 1, QString(),
               makeLevel({"#######", "#@g...#", "#######"}, {monster("golem", 2, 1)}));
        const Rng rng = g.state().rng;
        QVERIFY(!submitText(g, "travel 5 1"));
        QCOMPARE(g.state().turn, 0);
        QCOMPARE(g.state().hero.pos, (Point{1, 1}));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::InTheWay);
        QVERIFY(g.state().rng == rng);
    }

    // ---- rest: wait until what comes back by itself is back --------------------------------

    void restIsRefusedWhereItWouldMendNothing() {
        // The seeds' packs regenerate nothing: rest is refused, draws nothing, takes no time.
        QCOMPARE(m_classic.ruleset.hpRegenTurns, 0);
        QCOMPARE(m_classic.ruleset.mpRegenTurns, 0);
        Game g(m_classic, 1, QString(), makeLevel({"#######", "#@....#", "#######"}));
        const Rng rng = g.state().rng;
        QVERIFY(!submitText(g, "rest"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::RestMendsNothing);
        // HP comes back, but it is full; then MP too, both full.
        Pack pack = m_classic;
        pack.ruleset.hpRegenTurns = 2;
        Game full(pack, 1, QString(), makeLevel({"#######", "#@....#", "#######"}));
        QVERIFY(!submitText(full, "rest"));
        QCOMPARE((*full.lastRefusal()).kind, LogEntry::Kind::HpFull);
        pack.ruleset.mpRegenTurns = 3;
        Game both(pack, 1, QString(), makeLevel({"#######", "#@....#", "#######"}));
        QVERIFY(!submitText(both, "rest"));
        QCOMPARE((*both.lastRefusal()).kind, LogEntry::Kind::HpAndMpFull);
        QCOMPARE(both.restRefusal()->kind, LogEntry::Kind::HpAndMpFull);
        for (const Game *x : {&g, &full, &both}) {
            QCOMPARE(x->state().turn, 0);
            QVERIFY(x->state().rng == rng);
            QVERIFY(x->commands().isEmpty());
        }
    }

    void restMendsHpAndMpAndIsReplayed() {
        // A crack (2-8 damage) and a bolt (1 MP) later, a rest brings both back: HP a point every
        // 2nd turn, MP every 3rd, and ends the turn both are full, in one recorded command.
        Pack pack = m_classic;
        pack.ruleset.hpRegenTurns = 2;
        pack.ruleset.mpRegenTurns = 3;
        const Level level =
            makeLevel({"########", "#@.....#", "########"}, {trap(QStringLiteral("crack"), 2, 1)});
        Game g(pack, 7, QString(), level);
        QVERIFY(submitText(g, "move e"));
        QVERIFY(submitText(g, "fire e"));
        const qint64 hp = g.state().hero.stats.hp;
        QVERIFY(hp < g.heroMaxHp());
        QVERIFY(g.state().hero.stats.mp < g.heroMaxMp());
        QVERIFY(!g.restRefusal());
        const int before = g.state().turn;
        QVERIFY(submitText(g, "rest"));
        QCOMPARE(g.state().hero.stats.hp, g.heroMaxHp());
        QCOMPARE(g.state().hero.stats.mp, g.heroMaxMp());
        const int turns = g.state().turn - before;
        QVERIFY(turns >= 2 * (g.heroMaxHp() - hp) - 1 && turns <= 2 * (g.heroMaxHp() - hp));
        const LogEntry &last = g.state().log.last();
        QCOMPARE(last.kind, LogEntry::Kind::Rested);
        QCOMPARE(last.as<LogEntry::Kind::Rested>().turns, qint64(turns));
        QVERIFY(last.as<LogEntry::Kind::Rested>().whole);
        QCOMPARE(g.commands().last(), Command::of(Command::Kind::Rest));
        // The same commands on the same level play to the same state.
        Game again(pack, 7, QString(), level);
        for (const Command &c : g.commands())
            QVERIFY(again.submit(c));
        QCOMPARE(again.stateHash(), g.stateHash());
        // Full now: a second rest is refused.
        QVERIFY(!submitText(g, "rest"));
        QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::HpAndMpFull);
    }

    void restEndsAtItsLimit() {
        // A point of HP every 10000 turns: a rest stops after 1000, not whole, and may go on.
        Pack pack = m_classic;
        pack.ruleset.hpRegenTurns = 10000;
        Game g(
            pack, 7, QString(),
            makeLevel({"########", "#@.....#", "########"}, {trap(QStringLiteral("crack"), 2, 1)}));
        QVERIFY(submitText(g, "move e"));
        const qint64 hp = g.state().hero.stats.hp;
        QVERIFY(submitText(g, "rest"));
        QCOMPARE(g.state().turn, 1001);
        QCOMPARE(g.state().hero.stats.hp, hp);
        QVERIFY(!g.state().log.last().as<LogEntry::Kind::Rested>().whole);
        QVERIFY(!g.restRefusal());
    }

    void restStopsWhenAMonsterComesIntoView() {
        Pack pack = m_classic;
        pack.ruleset.mpRegenTurns = 50;
        // In view at the start: refused, naming the nearest.
        Game seen(pack, 3, QString(),
                  makeLevel({"##########", "#@..F....#", "##########"},
                            {monster(QStringLiteral("fungus"), 4, 1)}));
        QVERIFY(submitText(seen, "fire n")); // into the wall: only the MP spent matters
        QVERIFY(!submitText(seen, "rest"));
        QCOMPARE((*seen.lastRefusal()).kind, LogEntry::Kind::RestInView);
        QCOMPARE(seen.lastRefusal()->as<LogEntry::Kind::RestInView>().monster,
                 QStringLiteral("fungus"));
        // A golem pacing its corridor, beyond the hero's sight (8) at first, comes into view: the
        // rest stops the turn it does, long before the MP is back.
        Game g(pack, 3, QString(),
               makeLevel({"#########################", "#@......................#",
                          "#########################"},
                         {monster(QStringLiteral("golem"), 20, 1)}));
        QVERIFY(!g.isVisible({20, 1}));
        QVERIFY(submitText(g, "fire n"));
        QVERIFY(submitText(g, "rest"));
        const LogEntry &last = g.state().log.last();
        QCOMPARE(last.kind, LogEntry::Kind::RestInterrupted);
        QCOMPARE(last.as<LogEntry::Kind::RestInterrupted>().monster, QStringLiteral("golem"));
        QVERIFY(g.isVisible(g.level().actors.first().pos));
        QVERIFY(g.state().hero.stats.mp < g.heroMaxMp());
    }

    void roomsAreLeftByTheirDoors() {
        Game g(m_permadungeon, 31);
        const DoorInfo door = walkToFirstDoor(g);
        const Point inside = g.state().hero.pos;
        QCOMPARE(inside, door.at - step(door.side));
        const auto dir = directionBetween(inside, door.at);
        QVERIFY(dir);
        QVERIFY(g.submit(Command::move(*dir)));
        QCOMPARE(g.state().depth, 2);
        QCOMPARE(g.level().entry, opposite(door.side));
        QCOMPARE(g.state().history.size(), 1);
        QCOMPARE(g.state().levels.size(), std::size_t(1)); // the old room is gone
        QVERIFY(!submitText(g, "climb"));
    }

    void archersShootOnlyWhenSeen() {
        // A hero who sees 2 cells and an archer 5 cells down a corridor (range 7, keeps 3
        // away): it comes no nearer than 3, out of sight, and so never shoots. With the pack's
        // own sight (8) the same archer shoots at once.
        for (const int radius : {2, 8}) {
            Pack p = m_classic;
            p.ruleset.fovRadius = radius;
            Game g(p, 5, QString(),
                   makeLevel({"###########", "#@........#", "###########"},
                             {monster("goblin-archer", 6, 1)}));
            g.takeEvents();
            int shots = 0;
            for (int turn = 0; turn < 10 && g.state().alive; ++turn) {
                QVERIFY(submitText(g, "wait"));
                for (const GameEvent &e : eventsOf(g.takeEvents(), GameEvent::Kind::Attacked)) {
                    ++shots;
                    QVERIFY2(g.isVisible(e.from), "shot from a cell the hero cannot see");
                }
            }
            QCOMPARE(shots > 0, radius == 8);
        }
    }

    void theLastRoomsDoorsLeadNowhere() {
        // A one-room dungeon: its doors cannot make room 2. Walking (or travelling) onto one
        // says so and keeps the hero, alive, in the room there is (it once emptied the level
        // list first, and the next monster turn read a level that was gone).
        Pack one = m_permadungeon;
        one.ruleset.depth = 1;
        for (const bool travel : {false, true}) {
            Game g(one, 31);
            const DoorInfo door = walkToFirstDoor(g);
            const Point inside = g.state().hero.pos;
            QCOMPARE(inside, door.at - step(door.side));
            if (travel)
                QVERIFY(g.submit(Command::travel(door.at)));
            else
                QVERIFY(g.submit(Command::move(*directionBetween(inside, door.at))));
            QCOMPARE(g.state().hero.pos, door.at);
            QCOMPARE(g.state().depth, 1);
            QVERIFY(g.state().alive);
            QCOMPARE(g.state().levels.size(), std::size_t(1));
            bool told = false;
            for (const LogEntry &e : g.state().log)
                told |= e.kind == LogEntry::Kind::LastRoom;
            QVERIFY(told);
            QVERIFY(submitText(g, "wait")); // the game goes on
        }
    }

    void fieldOfViewAndFog() {
        Game g(m_classic, 41);
        const LevelState &ls = g.level();
        QVERIFY(g.isVisible(g.state().hero.pos));
        auto explored = [&] { return std::count(ls.explored.begin(), ls.explored.end(), 1); };
        const auto before = explored();
        QVERIFY(before > 1);
        QVERIFY(before < ls.level.map.size());
        for (const char *dir : {"n", "e", "s", "w", "e", "e", "s", "s"})
            submitText(g, QStringLiteral("move ") + QLatin1String(dir));
        QVERIFY(explored() >= before);
        for (const Point &p : g.fieldOfView().visibleCells())
            QVERIFY(ls.isExplored(p));

        Game rooms(m_permadungeon, 41);
        QCOMPARE(std::count(rooms.level().explored.begin(), rooms.level().explored.end(), 1),
                 rooms.level().level.map.size());
    }

    void battleScreenFightsToTheEnd() {
        Game g(m_maze, 51, QString(),
               makeLevel({"######", "#@g..#", "######"}, {monster("goblin", 2, 1)}));
        QVERIFY(submitText(g, "move e"));
        QVERIFY(g.state().battle.has_value());
        QCOMPARE(eventsOf(g.takeEvents(), GameEvent::Kind::BattleStarted).size(), 1);
        QVERIFY(!submitText(g, "move w"));
        QVERIFY(!submitText(g, "use sword-3"));
        for (int i = 0; i < 100 && g.state().battle; ++i)
            QVERIFY(submitText(g, "attack"));
        QVERIFY(!g.state().battle);
        const QList<GameEvent> ended = eventsOf(g.takeEvents(), GameEvent::Kind::BattleEnded);
        QCOMPARE(ended.size(), 1);
        if (ended.first().text == QLatin1String("hero-won")) {
            QVERIFY(g.level().actors.isEmpty());
            QVERIFY(g.state().hero.xp > 0);
            QVERIFY(g.state().hero.stats.buffs.isEmpty());
        } else if (ended.first().text == QLatin1String("hero-died")) {
            QVERIFY(!g.state().alive);
        } else {
            QCOMPARE(ended.first().text, QStringLiteral("monster-escaped"));
            QVERIFY(g.level().actors.isEmpty());
            QCOMPARE(g.state().hero.xp, 0);
        }
    }

    void battleVictoryRewardsOnce() {
        // The first seed whose fight the hero wins: the reward is the monster's XP, one kill's
        // score and its trophy in the bag, each exactly once, and nothing left on the floor.
        int won = 0;
        for (std::uint64_t seed = 51; seed < 120 && won < 3; ++seed) {
            Game g(m_maze, seed, QString(),
                   makeLevel({"######", "#@g..#", "######"}, {monster("goblin", 2, 1)}));
            const qint64 xp = g.level().actors.first().xp;
            const int potionsBefore = g.state().hero.inventory.count(QStringLiteral("potion-hp-1"));
            QVERIFY(submitText(g, "move e"));
            for (int i = 0; i < 100 && g.state().battle; ++i)
                QVERIFY(submitText(g, "attack"));
            const QList<GameEvent> events = g.takeEvents();
            const QList<GameEvent> ended = eventsOf(events, GameEvent::Kind::BattleEnded);
            QCOMPARE(ended.size(), 1);
            if (ended.first().text != QLatin1String("hero-won"))
                continue;
            ++won;
            QVERIFY(xp > 0);
            QCOMPARE(g.state().hero.xp, xp);
            QCOMPARE(g.state().score, m_maze.ruleset.scoreKill);
            QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")),
                     potionsBefore + 1);
            QVERIFY(g.level().items.isEmpty());
            QCOMPARE(eventsOf(events, GameEvent::Kind::Died).size(), 1);
            int dies = 0;
            for (const LogEntry &l : g.state().log) {
                if (l.kind != LogEntry::Kind::BattleLine)
                    continue;
                const QJsonObject line = l.as<LogEntry::Kind::BattleLine>().entry;
                dies += line.value(QStringLiteral("event")) == QStringLiteral("died") ? 1 : 0;
            }
            QCOMPARE(dies, 1);
        }
        QCOMPARE(won, 3);
    }

    void heroEscapesAndTheMonsterWaits() {
        // Maze duel: when the hero gets away the monster stays where it was, keeps its wounds,
        // and stands for 3 turns before it moves again; beside the hero it does not restart
        // the fight while it waits.
        int escapes = 0;
        for (std::uint64_t seed = 1; seed <= 60 && escapes < 3; ++seed) {
            Game g(m_maze, seed, QString(),
                   makeLevel({"#######", "#@g...#", "#######"}, {monster("goblin", 2, 1)}));
            QVERIFY(submitText(g, "move e"));
            QVERIFY(g.state().battle);
            QVERIFY(submitText(g, "attack"));
            if (!g.state().battle)
                continue;
            const qint64 hp = g.state().battle->monster().hp;
            QVERIFY(submitText(g, "escape"));
            const QList<GameEvent> events = g.takeEvents();
            const QList<GameEvent> ended = eventsOf(events, GameEvent::Kind::BattleEnded);
            const QList<GameEvent> tried = eventsOf(events, GameEvent::Kind::Escaped);
            QCOMPARE(tried.size(), 1);
            QCOMPARE(tried.first().actor, 0);
            if (ended.isEmpty() || ended.last().text != QLatin1String("hero-escaped")) {
                QVERIFY(tried.first().miss);
                continue;
            }
            QVERIFY(!tried.first().miss);
            ++escapes;
            QVERIFY(!g.state().battle);
            QCOMPARE(g.level().actors.size(), 1);
            const Actor &a = g.level().actors.first();
            QCOMPARE(a.pos, (Point{2, 1}));
            QCOMPARE(a.stats.hp, hp);
            QCOMPARE(a.mode, Actor::Mode::Wait);
            QCOMPARE(a.waitTurns, 3);
            QCOMPARE(g.state().hero.xp, 0);
            QCOMPARE(g.state().log.last().kind, LogEntry::Kind::Escaped);
            // The report: a waiting monster never starts a battle, not even when the hero walks
            // into it. The move is refused and no time passes.
            const int turn = g.state().turn;
            QVERIFY(!submitText(g, "move e"));
            QVERIFY(!g.state().battle);
            QCOMPARE(g.state().turn, turn);
            QCOMPARE((*g.lastRefusal()).kind, LogEntry::Kind::MonsterWaiting);
            QCOMPARE(g.level().actors.first().waitTurns, 3);
            for (int turn = 0; turn < 3; ++turn) {
                QVERIFY(submitText(g, "wait"));
                QVERIFY2(!g.state().battle, qPrintable(QString::number(turn)));
                QCOMPARE(g.level().actors.first().pos, (Point{2, 1}));
            }
            QCOMPARE(g.level().actors.first().waitTurns, 0);
            QCOMPARE(g.level().actors.first().mode, Actor::Mode::Return);
        }
        QCOMPARE(escapes, 3);
    }

    void monsterEscapesForGood() {
        // A timid goblin that runs from the battle screen is gone, and gives nothing.
        int escapes = 0;
        for (std::uint64_t seed = 1; seed <= 400 && escapes < 3; ++seed) {
            Game g(m_maze, seed, QString(),
                   makeLevel({"#######", "#@g...#", "#######"}, {monster("goblin", 2, 1)}));
            if (g.level().actors.first().stats.character != Character::Timid)
                continue;
            QVERIFY(submitText(g, "move e"));
            const int goblin = g.level().actors.first().id;
            for (int i = 0; i < 100 && g.state().battle; ++i)
                QVERIFY(submitText(g, "attack"));
            const QList<GameEvent> events = g.takeEvents();
            const QList<GameEvent> ended = eventsOf(events, GameEvent::Kind::BattleEnded);
            QCOMPARE(ended.size(), 1);
            if (ended.first().text != QLatin1String("monster-escaped"))
                continue;
            const QList<GameEvent> gone = eventsOf(events, GameEvent::Kind::Vanished);
            QCOMPARE(gone.size(), 1);
            QCOMPARE(gone.first().actor, goblin);
            QCOMPARE(gone.first().to, (Point{2, 1}));
            const QList<GameEvent> fled = eventsOf(events, GameEvent::Kind::Escaped);
            QCOMPARE(fled.size(), 1);
            QCOMPARE(fled.first().actor, goblin);
            ++escapes;
            QVERIFY(g.level().actors.isEmpty());
            QVERIFY(g.level().items.isEmpty());
            QCOMPARE(g.state().hero.xp, 0);
            QCOMPARE(g.state().score, 0);
            QCOMPARE(g.state().log.last().kind, LogEntry::Kind::MonsterFled);
        }
        QCOMPARE(escapes, 3);
    }

    void unnamedHeroTakesTheRulesetsName() {
        Game g(m_maze, 1, QString(), makeLevel({"#####", "#@..#", "#####"}));
        QCOMPARE(g.state().hero.stats.name, m_maze.ruleset.heroName);
        QVERIFY(!m_maze.ruleset.heroName.isEmpty());
        Game named(m_maze, 1, QStringLiteral("Zoë"), makeLevel({"#####", "#@..#", "#####"}));
        QCOMPARE(named.state().hero.stats.name, QStringLiteral("Zoë"));
        QCOMPARE(named.summary().hero, QStringLiteral("Zoë"));
    }

    void battleSurvivesSaving() {
        Game g(m_maze, 52, QString(),
               makeLevel({"######", "#@g..#", "######"}, {monster("goblin", 2, 1)}));
        submitText(g, "move e");
        submitText(g, "attack");
        QVERIFY(g.state().battle);
        // A fixed level cannot be regenerated, so compare the JSON directly.
        const QJsonObject battle = g.toJson().value(QStringLiteral("battle")).toObject();
        QVERIFY(!battle.isEmpty());
        const auto copy = Battle::fromJson(battle);
        QVERIFY(copy);
        QCOMPARE(copy->toJson().value(QStringLiteral("hero")),
                 battle.value(QStringLiteral("hero")));
    }

    void sameCommandsSameState() {
        const QStringList script = {"move e", "move e", "move s", "fire n",
                                    "wait",   "move w", "pickup", "descend"};
        QString first;
        for (int run = 0; run < 2; ++run) {
            Game g(m_classic, 99, QStringLiteral("Ada"));
            for (const QString &c : script)
                submitText(g, c);
            if (run == 0)
                first = g.stateHash();
            else
                QCOMPARE(g.stateHash(), first);
        }
        Game other(m_classic, 100, QStringLiteral("Ada"));
        QVERIFY(other.stateHash() != first);
    }

    void savedStateLoadsToTheSameHash() {
        Game g(m_classic, 77);
        for (const char *c : {"move e", "move e", "move n", "wait", "move s", "move s"})
            submitText(g, QLatin1String(c));
        QString error;
        const auto loaded = Game::fromJson(m_classic, g.toJson(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->stateHash(), g.stateHash());
        // Both go on alike.
        for (const char *c : {"move w", "wait", "move n"}) {
            submitText(g, QLatin1String(c));
            submitText(*loaded, QLatin1String(c));
        }
        QCOMPARE(loaded->stateHash(), g.stateHash());
        QVERIFY(!Game::fromJson(m_maze, g.toJson(), &error));
        QVERIFY2(error.startsWith(QStringLiteral("/packHash: ")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
