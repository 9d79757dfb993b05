// The query side of Game that the views use: the travel path under the mouse, the missile line
// before it flies, and a game that keeps its pack alive. None of them may change the game.
#include "ScenarioLevel.h"
#include "engine/PlayerView.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

Q_DECLARE_METATYPE(pd::Direction)
Q_DECLARE_METATYPE(pd::Point)

std::optional<LogEntry::Kind> refusalOf(const Game &g, const Command &c) {
    const std::optional<LogEntry> why = g.refusal(c);
    return why ? std::optional(why->kind) : std::nullopt;
}

class TestGameQueries : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = bundledPack("classic", d);
        QVERIFY(!d.hasErrors());
        // The queries are checked on eight-way moves and aims (diagonal paths and lines);
        // classic itself moves four ways, as its tutorials do.
        QCOMPARE(m_classic.ruleset.movement, 4);
        m_classic.ruleset.movement = 8;
    }

    void travelPathIsWhatTravelWalks() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#########", "#@......#", "#.......#", "#########"}));
        const QString hash = g.stateHash();
        const std::vector<Point> path = g.travelPath({6, 2});
        QCOMPARE(g.stateHash(), hash); // a query changes nothing
        QVERIFY(!path.empty());
        QCOMPARE(path.back(), (Point{6, 2}));
        QCOMPARE(int(path.size()), 5); // octile: one diagonal and four straight steps
        g.takeEvents();
        QVERIFY(g.submit(Command::travel({6, 2})));
        QCOMPARE(g.state().hero.pos, (Point{6, 2}));
        QCOMPARE(g.state().turn, int(path.size()));
        // It walks step by step: one Moved event a turn, along the path, so a view can animate
        // each step in its turn.
        const QList<GameEvent> steps = eventsOf(g.takeEvents(), GameEvent::Kind::Moved);
        QCOMPARE(steps.size(), qsizetype(path.size()));
        Point at{1, 1};
        for (qsizetype i = 0; i < steps.size(); ++i) {
            QCOMPARE(steps[i].actor, 0);
            QCOMPARE(steps[i].turn, int(i));
            QCOMPARE(steps[i].from, at);
            QCOMPARE(steps[i].to, path[std::size_t(i)]);
            at = steps[i].to;
        }
        QCOMPARE(refusalOf(g, Command::travel({6, 2})), LogEntry::Kind::AlreadyThere);
    }

    void travelPathIsEmptyWhereTravelIsRefused() {
        Game g(m_classic, 5, QString(), makeLevel({"#########", "#@......#", "#########"}));
        QVERIFY(g.travelPath({1, 1}).empty());   // already there
        QVERIFY(g.travelPath({0, 0}).empty());   // a wall
        QVERIFY(g.travelPath({30, 30}).empty()); // off the map
        QVERIFY(!g.submit(Command::travel({0, 0})));
    }

    void travelPathStopsShortOfAMonsterInSight() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#########", "#@......#", "#########"},
                         {monster(QStringLiteral("fungus"), 5, 1)}));
        const std::vector<Point> path = g.travelPath({7, 1});
        QCOMPARE(int(path.size()), 3);
        QCOMPARE(path.back(), (Point{4, 1}));
    }

    void aimLineStopsAtTheFirstWallOrMonster() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#########", "#@......#", "#.......#", "#########"},
                         {monster(QStringLiteral("fungus"), 4, 1)}));
        // Through the fungus at (4,1): the line ends on it.
        std::vector<Point> line = g.aimLine({6, 1});
        QCOMPARE(int(line.size()), 3);
        QCOMPARE(line.back(), (Point{4, 1}));
        // Bresenham through (3,2) carries on past it to (4,3), a wall: the line ends before.
        line = g.aimLine({3, 2});
        QCOMPARE(line, (std::vector<Point>{{2, 2}, {3, 2}}));
        // Straight along an empty row it runs on past the target to the wall.
        line = g.aimLine({2, 2});
        QCOMPARE(line.front(), (Point{2, 2}));
        QVERIFY(g.aimLine(g.state().hero.pos).empty()); // not at yourself
        QVERIFY(g.aimLine({50, 50}).empty());
    }

    void aimLineLeaksNoUnseenMonster() {
        // FOV radius is the pack's; a monster far down a long corridor is out of sight.
        QString row = QStringLiteral("#@");
        row += QString(40, u'.');
        row += u'#';
        Game g(m_classic, 5, QString(),
               makeLevel({QString(row.size(), u'#'), row, QString(row.size(), u'#')},
                         {monster(QStringLiteral("fungus"), 30, 1)}));
        QVERIFY(!g.isVisible({30, 1}));
        const std::vector<Point> line = g.aimLine({3, 1});
        QVERIFY(!line.empty());
        QVERIFY(line.back().x > 30 || line.back().x < 30); // it does not stop on the unseen one
        QVERIFY(std::find(line.begin(), line.end(), Point{30, 1}) != line.end());
    }

    void refusalIsSubmitsAnswerAndRecordsNothing() {
        Game g(m_classic, 5, QString(), makeLevel({"#####", "#@..#", "#####"}));
        g.takeEvents(); // the arrival's
        const QString hash = g.stateHash();
        const std::optional<LogEntry> wall = g.refusal(Command::move(Direction::N));
        QVERIFY(wall);
        QVERIFY(!g.refusal(Command::move(Direction::E)));
        QVERIFY(g.refusal(Command::of(Command::Kind::Pickup))); // nothing here
        QCOMPARE(g.stateHash(), hash);
        QVERIFY(g.commands().isEmpty());
        QVERIFY(g.takeEvents().isEmpty());
        // The same entry as the refusal submit logs.
        QVERIFY(!g.submit(Command::move(Direction::N)));
        QCOMPARE((*g.lastRefusal()), *wall);
        QCOMPARE(wall->kind, LogEntry::Kind::WallBlocks);
    }

    void thePlayersViewKeepsSecrets() {
        // Seed 35 makes depth 1's one chest a mimic (tst_engine_rules pins it); "rune" is a
        // hidden trap, "crack" a shown one.
        QString row = QStringLiteral("#@......");
        row += QString(30, u'.');
        row += u'#';
        Game g(
            m_classic, 35, QString(),
            makeLevel({QString(row.size(), u'#'), row, QString(row.size(), u'#')},
                      {chest(QStringLiteral("chest-d1"), 3, 1), trap(QStringLiteral("rune"), 2, 1),
                       trap(QStringLiteral("crack"), 4, 1), monster(QStringLiteral("fungus"), 6, 1),
                       monster(QStringLiteral("fungus"), 35, 1)}));
        QVERIFY(g.level().chests.first().mimic);
        QVERIFY(g.level().traps.first().hidden);
        const KnownCell chest = PlayerView::at(g, {3, 1});
        QCOMPARE(chest.chestOpened, std::optional<bool>(false));
        QVERIFY(!chest.actor);
        QCOMPARE(PlayerView::at(g, {2, 1}).trap, QString()); // hidden
        QCOMPARE(PlayerView::at(g, {4, 1}).trap, QStringLiteral("crack"));
        QVERIFY(PlayerView::at(g, {6, 1}).actor); // in view
        QVERIFY(!g.isVisible({35, 1}));
        QVERIFY(!PlayerView::at(g, {35, 1}).actor); // out of sight
        const QList<KnownActor> seen = PlayerView::visibleActors(g);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.first().pos, (Point{6, 1}));
        QVERIFY(PlayerView::at(g, {1, 1}).hero);
        QVERIFY(!PlayerView::at(g, {99, 99}).explored);
    }

    void spellsCanBeCastAtACell() {
        // Frost Needle at a goblin off the hero's eight directions: aimed at its cell, the bolt
        // follows the line there (a direction could not reach it).
        Game g(m_classic, 23, QString(),
               makeLevel({"########", "#@.....#", "#......#", "#....g.#", "########"},
                         {monster(QStringLiteral("goblin"), 5, 3)}));
        g.takeEvents();
        const int goblin = g.level().actors.first().id;
        const std::optional<Command> c = Command::fromText(QStringLiteral("cast water-1a 5 3"));
        QVERIFY(c);
        QVERIFY(c->aimed);
        QCOMPARE(c->target, (Point{5, 3}));
        QCOMPARE(c->toText(), QStringLiteral("cast water-1a 5 3"));
        QCOMPARE(*c, Command::castAt(QStringLiteral("water-1a"), {5, 3}));
        QVERIFY(g.submit(*c));
        const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
        QCOMPARE(bolts.size(), 1);
        QCOMPARE(bolts.first().target, goblin);
        QCOMPARE(bolts.first().to, (Point{5, 3}));
        QCOMPARE(g.state().hero.stats.mp, 20 - 4);
        // Refused like aimed fire: not at yourself, not at an unseen cell; nothing is spent.
        QVERIFY(!g.submit(Command::castAt(QStringLiteral("water-1a"), g.state().hero.pos)));
        QVERIFY(!g.submit(Command::castAt(QStringLiteral("water-1a"), {-2147483647, 5})));
        QCOMPARE(g.state().hero.stats.mp, 20 - 4);
        QCOMPARE(g.state().turn, 1);
        // Bad spellings.
        QString error;
        QVERIFY(!Command::fromText(QStringLiteral("cast water-1a 5"), &error));
        QVERIFY(!Command::fromText(QStringLiteral("cast water-1a 5 x"), &error));
        QVERIFY2(error.contains(QStringLiteral("two whole numbers")), qPrintable(error));
        QVERIFY(!Command::fromText(QStringLiteral("cast water-1a 1 2 3"), &error));
    }

    void eventsCarryTheirTurnPathAndCategory() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#########", "#@......#", "#.......#", "#########"},
                         {monster(QStringLiteral("cave-rat"), 6, 2)}));
        g.takeEvents();
        // Aimed fire through (3,2) carries on along the line past it, to the wall.
        const std::vector<Point> line = g.aimLine({3, 2});
        QVERIFY(g.submit(Command::fireAt({3, 2})));
        QList<GameEvent> events = g.takeEvents();
        const QList<GameEvent> bolts = eventsOf(events, GameEvent::Kind::BoltFired);
        QCOMPARE(bolts.size(), 1);
        QCOMPARE(bolts.first().path, line);
        QCOMPARE(bolts.first().to, line.back());
        QCOMPARE(bolts.first().turn, 0); // fired on turn 0, before the turn ends
        for (const GameEvent &e : eventsOf(events, GameEvent::Kind::Message))
            QVERIFY(e.category >= 0 && e.category <= int(LogEntry::Category::Story));
        // Killing the rat pays experience, reported as its own event.
        for (int i = 0; i < 60 && !g.level().actors.isEmpty() && g.state().alive; ++i) {
            const Point rat = g.level().actors.first().pos;
            const auto d = directionBetween(g.state().hero.pos, rat);
            g.submit(d ? Command::move(*d) : Command::travel(rat));
            events += g.takeEvents();
        }
        QVERIFY(g.level().actors.isEmpty());
        const QList<GameEvent> xp = eventsOf(events, GameEvent::Kind::XpGained);
        QCOMPARE(xp.size(), 1);
        QCOMPARE(xp.first().amount, g.state().hero.xp);
        QVERIFY(xp.first().turn > 0);
        // A refusal is an event of its own, and no line of the game's log: lastRefusal() says
        // why, on the turn it came.
        const qsizetype lines = g.state().log.size();
        QVERIFY(!g.submit(Command::of(Command::Kind::Pickup)));
        events = g.takeEvents();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].kind, GameEvent::Kind::Refused);
        QCOMPARE(events[0].id, LogEntry::kindName(LogEntry::Kind::NothingToPickUp));
        QCOMPARE(g.state().log.size(), lines);
        QCOMPARE(g.lastRefusal()->turn, g.state().turn);
    }

    void heroMaxMpCountsEquipmentAndBuffs() {
        Game g(m_classic, 5, QStringLiteral("Mo"));
        QCOMPARE(g.heroMaxMp(), g.state().hero.stats.base[Stat::Mp]);
        QCOMPARE(g.heroMaxMp(), g.heroStats()[Stat::Mp]);
        QVERIFY(g.heroMaxMp() > 0);
        QCOMPARE(g.state().hero.stats.mp, g.heroMaxMp()); // a new hero starts full
    }

    void killsAreCountedAndKept() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#####", "#@..#", "#####"}, {monster(QStringLiteral("cave-rat"), 2, 1)}));
        QCOMPARE(g.state().kills, 0);
        for (int i = 0; i < 60 && !g.level().actors.isEmpty() && g.state().alive; ++i)
            g.submit(Command::move(Direction::E));
        QVERIFY(g.level().actors.isEmpty());
        QCOMPARE(g.state().kills, 1);
        QCOMPARE(g.summary().kills, 1);
        QCOMPARE(g.summary().toJson().value(QStringLiteral("kills")).toInt(), 1);
        QString error;
        const auto again = Game::fromJson(m_classic, g.toJson(), &error);
        QVERIFY2(!again, "a game on a fixed level is not saved");
        Game plain(m_classic, 5, QStringLiteral("Kay"));
        QJsonObject state = plain.toJson();
        state.insert(QStringLiteral("kills"), 7);
        const auto loaded = Game::fromJson(m_classic, state, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->state().kills, 7);
        state.insert(QStringLiteral("kills"), -1);
        QVERIFY(!Game::fromJson(m_classic, state, &error));
        QVERIFY2(error.contains(QStringLiteral("kills")), qPrintable(error));
    }

    // The act key (Enter on the map): a chest beside the hero, the faced one first and then
    // clockwise; else the stairs underfoot; else interact the way the hero faces. The game
    // plays and records the concrete command, so replays keep their vocabulary.
    void theActKeyChoosesWhatEnterMeans_data() {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QList<Point>>("chests");
        QTest::addColumn<QString>("facing");
        QTest::addColumn<QString>("expected");
        const QStringList room = {"#######", "#.....#", "#..@..#", "#.....#", "#######"};
        QTest::newRow("faced chest first") << room << QList<Point>{{4, 2}, {3, 3}} << "e"
                                           << "interact e";
        // Facing south: south, south-west, west, ... east comes after west.
        QTest::newRow("then clockwise") << room << QList<Point>{{4, 2}, {2, 2}} << "s"
                                        << "interact w";
        QTest::newRow("no chest: the faced way") << room << QList<Point>{} << "n"
                                                 << "interact n";
        const QStringList down = {"#######", "#.....#", "#..>..#", "#.....#", "#######"};
        QTest::newRow("stairs down") << down << QList<Point>{} << "s"
                                     << "descend";
        QTest::newRow("a chest before the stairs") << down << QList<Point>{{3, 1}} << "s"
                                                   << "interact n";
        const QStringList up = {"#######", "#.....#", "#..<..#", "#.....#", "#######"};
        QTest::newRow("stairs up") << up << QList<Point>{} << "s"
                                   << "climb";
    }

    void theActKeyChoosesWhatEnterMeans() {
        QFETCH(QStringList, rows);
        QFETCH(QList<Point>, chests);
        QFETCH(QString, facing);
        QFETCH(QString, expected);
        QList<LevelEntity> entities;
        for (const Point &c : chests)
            entities << chest(QStringLiteral("chest-d1"), c.x, c.y);
        Level level = makeLevel(rows, entities);
        level.arrival = {3, 2};
        Game g(m_classic, 5, QString(), level);
        QVERIFY(submitText(g, QStringLiteral("turn ") + facing));
        QCOMPARE(g.actCommand().toText(), expected);
        // `act` is that command: carried out or refused as it is, and recorded as it.
        const std::optional<LogEntry> why = g.refusal(*Command::fromText(expected));
        const qsizetype before = g.commands().size();
        QCOMPARE(g.submit(Command::of(Command::Kind::Act)), !why);
        if (why) {
            QCOMPARE(g.lastRefusal()->kind, why->kind);
            QCOMPARE(g.commands().size(), before);
            return;
        }
        QCOMPARE(g.commands().size(), before + 1);
        QCOMPARE(g.commands().last().toText(), expected); // never "act"
    }

    void theActKeyAttacksInABattle() {
        Diagnostics d;
        const Pack maze = bundledPack("maze-duel", d);
        QVERIFY(!d.hasErrors());
        Game g(maze, 11, QString(),
               makeLevel({"#######", "#.@g..#", "#######"},
                         {monster(QStringLiteral("goblin"), 3, 1)}));
        QCOMPARE(g.actCommand().toText(), QStringLiteral("interact s")); // nothing to open
        QVERIFY(g.submit(Command::move(Direction::E)));
        QVERIFY(g.state().battle);
        QCOMPARE(g.actCommand().kind, Command::Kind::Attack);
        QVERIFY(g.submit(Command::of(Command::Kind::Act)));
        QCOMPARE(g.commands().last().toText(), QStringLiteral("attack"));
        // A commands file may say "act" too; it reads and writes as itself.
        QCOMPARE(Command::fromText(QStringLiteral("act"))->kind, Command::Kind::Act);
        QCOMPARE(Command::of(Command::Kind::Act).toText(), QStringLiteral("act"));
    }

    // Where aiming starts: the nearest monster in view; where moves and shots are 4-way, the
    // nearest in a row or column with the hero; else the faced cell.
    void aimStartsOnTheNearestMonsterInLine() {
        const Level level = makeLevel(
            {"#########", "#.......#", "#@......#", "#.......#", "#########"},
            {monster(QStringLiteral("fungus"), 3, 1), monster(QStringLiteral("fungus"), 6, 2)});
        Game eight(m_classic, 5, QString(), level);
        QCOMPARE(eight.aimStart(), (Point{3, 1}));
        Pack fourWay = m_classic;
        fourWay.ruleset.movement = 4;
        Game four(fourWay, 5, QString(), level);
        QCOMPARE(four.aimStart(), (Point{6, 2}));
        Game empty(fourWay, 5, QString(), makeLevel({"#####", "#...#", "#.@.#", "#...#", "#####"}));
        QCOMPARE(empty.aimStart(), (Point{2, 3})); // the hero faces south at the start
        QVERIFY(submitText(empty, QStringLiteral("turn w")));
        QCOMPARE(empty.aimStart(), (Point{1, 2}));
        Game diagonal(m_classic, 5, QString(),
                      makeLevel({"#####", "#...#", "#.@.#", "#...#", "#####"}));
        QVERIFY(submitText(diagonal, QStringLiteral("turn ne")));
        QCOMPARE(diagonal.aimStart(), (Point{3, 1}));
    }

    // The turn keys: a quarter turn where moves are 4-way, an eighth where they are 8-way; a
    // diagonal facing counts as the next orthogonal one where moves are 4-way.
    void turningKeys_data() {
        QTest::addColumn<int>("movement");
        QTest::addColumn<Direction>("facing");
        QTest::addColumn<Direction>("left");
        QTest::addColumn<Direction>("right");
        QTest::addColumn<Direction>("round");
        QTest::addColumn<Direction>("forward");
        using D = Direction;
        QTest::newRow("4-way north") << 4 << D::N << D::W << D::E << D::S << D::N;
        QTest::newRow("4-way west") << 4 << D::W << D::S << D::N << D::E << D::W;
        QTest::newRow("4-way north-east") << 4 << D::NE << D::N << D::S << D::W << D::E;
        QTest::newRow("4-way north-west") << 4 << D::NW << D::W << D::E << D::S << D::N;
        QTest::newRow("8-way north") << 8 << D::N << D::NW << D::NE << D::S << D::N;
        QTest::newRow("8-way north-east") << 8 << D::NE << D::N << D::E << D::SW << D::NE;
        QTest::newRow("8-way north-west") << 8 << D::NW << D::W << D::N << D::SE << D::NW;
    }

    void turningKeys() {
        QFETCH(int, movement);
        QFETCH(Direction, facing);
        QFETCH(Direction, left);
        QFETCH(Direction, right);
        QFETCH(Direction, round);
        QFETCH(Direction, forward);
        QCOMPARE(turned(facing, Turning::Left, movement), left);
        QCOMPARE(turned(facing, Turning::Right, movement), right);
        QCOMPARE(turned(facing, Turning::Round, movement), round);
        QCOMPARE(squaredFacing(facing, movement), forward);
    }

    void aGameCanKeepItsPackAlive() {
        Diagnostics d;
        auto pack = std::make_shared<Pack>(bundledPack("maze-duel", d));
        std::weak_ptr<Pack> watch = pack;
        Game g(std::shared_ptr<const Pack>(pack), 42, QStringLiteral("Ann"));
        Game twin(*pack, 42, QStringLiteral("Ann"));
        pack.reset();
        QVERIFY(!watch.expired());
        for (int i = 0; i < 30; ++i) {
            g.submit(Command::move(kDirections[std::size_t(i % 8)]));
            twin.submit(Command::move(kDirections[std::size_t(i % 8)]));
        }
        QCOMPARE(g.stateHash(), twin.stateHash());
        QCOMPARE(g.pack().manifest.id, QStringLiteral("org.permadungeon.maze-duel"));
    }
};

QTEST_GUILESS_MAIN(TestGameQueries)
#include "tst_game_queries.moc"
