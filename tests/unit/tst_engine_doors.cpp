// Doors that close, secret doors and the search (the ruleset's "doors" and "secretDoorPercent";
// ours, off in every bundled pack: docs/rules.md, "Doors").

#include "data/PackLoader.h"
#include "engine/AutoPlay.h"
#include "engine/Doors.h"
#include "engine/Game.h"
#include "gen/Dungeon.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QJsonArray>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// A corridor with a door half-way: the hero at its west end.
const QStringList kCorridor = {"##########", "#@..+....#", "##########"};

// A loop: the door at (5, 2) joins the top corridor to the bottom one, which meet again at the
// west end, so it may be secret.
const QStringList kLoop = {"#######", "#@....#", "#.###+#", "#.....#", "#######"};

// The same door as the only way to the bottom corridor: it may never be secret.
const QStringList kDeadEnd = {"#######", "#@....#", "#####+#", "#.....#", "#######"};

bool logged(const Game &g, LogEntry::Kind kind) {
    for (const LogEntry &e : g.state().log)
        if (e.kind == kind)
            return true;
    return false;
}

} // namespace

class TestEngineDoors : public QObject {
    Q_OBJECT

    Pack m_classic, m_choices;

    Pack closing() const {
        Pack pack = m_classic;
        pack.ruleset.doors = Ruleset::Doors::Closing;
        return pack;
    }
    Pack secret(int percent = 100) const {
        Pack pack = closing();
        pack.ruleset.secretDoorPercent = percent;
        return pack;
    }

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = bundledPack("classic", d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }

    void theBundledPacksKeepOpenDoorways() {
        for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
            Diagnostics d;
            const Pack pack = bundledPack(name, d);
            QCOMPARE(pack.ruleset.doors, Ruleset::Doors::Open);
            QCOMPARE(pack.ruleset.secretDoorPercent, 0);
            QVERIFY(!pack.ruleset.toJson().contains(QStringLiteral("doors")));
            QVERIFY(!pack.ruleset.toJson().contains(QStringLiteral("secretDoorPercent")));
        }
        // The test pack turns both on.
        QCOMPARE(m_choices.ruleset.doors, Ruleset::Doors::Closing);
        QCOMPARE(m_choices.ruleset.secretDoorPercent, 20);
    }

    void searchIsACommand() {
        QString error;
        const auto c = Command::fromText(QStringLiteral("search"), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->kind, Command::Kind::Search);
        QCOMPARE(c->toText(), QStringLiteral("search"));
        QVERIFY(!Command::fromText(QStringLiteral("search e")));
        const auto five = Command::fromText(QStringLiteral("search 5"), &error);
        QVERIFY2(five, qPrintable(error));
        QCOMPARE(five->toText(), QStringLiteral("search 5"));
        for (const char *bad : {"search 0", "search 101", "search 2 3", "search -1"})
            QVERIFY2(!Command::fromText(QLatin1String(bad)), bad);
        // In a pack without secret doors it is a turn like a wait, and draws nothing.
        Game g(m_classic, 3, QString(), makeLevel(kCorridor));
        const Rng rng = g.state().rng;
        QVERIFY(submitText(g, QStringLiteral("search")));
        QCOMPARE(g.state().turn, 1);
        QVERIFY(g.state().rng == rng);
        QVERIFY(!g.lastRefusal());
    }

    void anOpenDoorwayIsSeenThrough() {
        Game g(m_classic, 3, QString(), makeLevel(kCorridor));
        QVERIFY(g.isVisible({6, 1}));
    }

    void aClosedDoorBlocksSightUntilWalkedInto() {
        const Pack pack = closing(); // a Game borrows its pack: it must outlive the game
        Game g(pack, 3, QString(), makeLevel(kCorridor));
        QVERIFY(g.isVisible({3, 1}));
        QVERIFY(g.isVisible({4, 1})); // the door itself, as a wall is seen
        QVERIFY(!g.isVisible({5, 1}));
        QVERIFY(!g.isVisible({6, 1}));
        QVERIFY(doors::isClosed(g.level(), g.pack().ruleset, g.state().hero.pos, {4, 1}));
        // Into it: an ordinary step, one turn, and the door is open while the hero stands in it.
        for (int i = 0; i < 3; ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().hero.pos, (Point{4, 1}));
        QCOMPARE(g.state().turn, 3);
        QVERIFY(!doors::isClosed(g.level(), g.pack().ruleset, g.state().hero.pos, {4, 1}));
        QVERIFY(g.isVisible({6, 1}));
        QVERIFY(g.isVisible({2, 1}));
        // Out of it: it shuts behind the hero.
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(doors::isClosed(g.level(), g.pack().ruleset, g.state().hero.pos, {4, 1}));
        QVERIFY(!g.isVisible({3, 1}));
        QVERIFY(!g.isVisible({2, 1}));
        // A missile is stopped by it: aimed back west, the line ends before the door.
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(g.aimLine({4, 1}).size() <= 2);
    }

    void aMonsterDoesNotSeeThroughAClosedDoor() {
        // A goblin (sight 7, chase, line of sight) four cells beyond the door: with doorways it
        // comes for the hero; with closing doors it does not see him and stays.
        const QStringList rows = {"###########", "#@..+...g.#", "###########"};
        const QList<LevelEntity> goblin = {monster(QStringLiteral("goblin"), 8, 1)};
        Pack doorways = m_classic, doors = closing();
        doorways.ruleset.chaseSight = doors.ruleset.chaseSight = Ruleset::ChaseSight::Line;
        Game open(doorways, 5, QString(), makeLevel(rows, goblin));
        Game shut(doors, 5, QString(), makeLevel(rows, goblin));
        for (int i = 0; i < 3; ++i) {
            QVERIFY(submitText(open, QStringLiteral("wait")));
            QVERIFY(submitText(shut, QStringLiteral("wait")));
        }
        QVERIFY(open.level().actors.first().pos.x < 8);
        QCOMPARE(shut.level().actors.first().pos, (Point{8, 1}));
    }

    void monstersGoThroughClosedDoors() {
        // Where a chase needs no line of sight (chaseSight radius, as classic's), the goblin's path
        // runs through the shut door: it comes through and reaches the hero.
        Pack pack = closing();
        pack.ruleset.chaseSight = Ruleset::ChaseSight::Radius;
        Game g(pack, 5, QString(),
               makeLevel({"###########", "#@..+...g.#", "###########"},
                         {monster(QStringLiteral("goblin"), 8, 1)}));
        bool inDoor = false;
        for (int i = 0; i < 10 && g.state().alive; ++i) {
            QVERIFY(submitText(g, QStringLiteral("wait")));
            if (!g.level().actors.isEmpty())
                inDoor = inDoor || g.level().actors.first().pos == Point{4, 1};
        }
        QVERIFY(inDoor);
        QVERIFY(g.level().actors.isEmpty() || g.level().actors.first().pos.x < 4);
    }

    void aSecretDoorIsAWallUntilFound() {
        const Pack gPack = secret(); // borrowed by the game: kept alive
        Game g(gPack, 9, QString(), makeLevel(kLoop));
        QCOMPARE(g.level().secretDoors, (QList<Point>{{5, 2}}));
        QCOMPARE(g.level().level.map.at({5, 2}), Tile::Wall);
        // Far from it a search finds nothing and draws nothing.
        const Rng before = g.state().rng;
        QVERIFY(submitText(g, QStringLiteral("search")));
        QCOMPARE(g.state().turn, 1);
        QVERIFY(g.state().rng == before);
        // Beside it, 1 in 3 a search: found, a door again, and the log says so.
        for (int i = 0; i < 4; ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().hero.pos, (Point{5, 1}));
        int searches = 0;
        while (!g.level().secretDoors.isEmpty() && searches < 60) {
            const Rng rng = g.state().rng;
            QVERIFY(submitText(g, QStringLiteral("search")));
            QVERIFY(!(g.state().rng == rng));
            ++searches;
        }
        QVERIFY(g.level().secretDoors.isEmpty());
        QCOMPARE(g.level().level.map.at({5, 2}), Tile::Door);
        QVERIFY(logged(g, LogEntry::Kind::SecretDoorFound));
        QVERIFY(submitText(g, QStringLiteral("move s")));
        QCOMPARE(g.state().hero.pos, (Point{5, 2}));
    }

    void aLongSearchStopsAtAFind() {
        // search 5 where there is nothing to find: five quiet turns, nothing drawn.
        const Pack farPack = secret(); // borrowed by the game: kept alive
        Game far(farPack, 9, QString(), makeLevel(kLoop));
        const Rng rng = far.state().rng;
        QVERIFY(submitText(far, QStringLiteral("search 5")));
        QCOMPARE(far.state().turn, 5);
        QVERIFY(far.state().rng == rng);
        QCOMPARE(far.commands().last().toText(), QStringLiteral("search 5"));
        // Beside the secret door: it stops on the turn that finds it.
        const Pack gPack = secret(); // borrowed by the game: kept alive
        Game g(gPack, 9, QString(), makeLevel(kLoop));
        for (int i = 0; i < 4; ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")));
        int searches = 0;
        while (!g.level().secretDoors.isEmpty() && searches < 20) {
            const int turn = g.state().turn;
            QVERIFY(submitText(g, QStringLiteral("search 100")));
            QVERIFY(g.state().turn > turn);
            ++searches;
        }
        QVERIFY(g.level().secretDoors.isEmpty());
        QCOMPARE(searches, 1);
        QVERIFY(g.state().turn < 4 + 100);
    }

    void aDoorThatIsTheOnlyWayIsNeverSecret() {
        const Pack gPack = secret(); // borrowed by the game: kept alive
        Game g(gPack, 9, QString(), makeLevel(kDeadEnd));
        QVERIFY(g.level().secretDoors.isEmpty());
        QCOMPARE(g.level().level.map.at({5, 2}), Tile::Door);
    }

    void aSecretDoorIsNeverTheOnlyWayOn() {
        // The test pack (20 % secret doors): over a thousand seeds, every cell the generated map
        // lets the hero reach from the arrival is still reachable with the secret doors walled.
        int secretDoors = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const Game g(m_choices, seed, QString());
            const LevelState &ls = g.level();
            Dungeon dungeon(m_choices, seed);
            const Level made = dungeon.level(1);
            const int movement = m_choices.ruleset.movement;
            const std::vector<std::uint8_t> before =
                doors::reachable(made.map, made.arrival, movement);
            const std::vector<std::uint8_t> after =
                doors::reachable(ls.level.map, ls.level.arrival, movement);
            secretDoors += int(ls.secretDoors.size());
            for (int i = 0; i < made.map.size(); ++i) {
                const Point p = made.map.point(i);
                if (ls.secretDoors.contains(p)) {
                    QCOMPARE(made.map.at(p), Tile::Door);
                    QCOMPARE(ls.level.map.at(p), Tile::Wall);
                    continue;
                }
                if (before[std::size_t(i)] && !after[std::size_t(i)])
                    QFAIL(qPrintable(
                        QStringLiteral("seed %1: (%2, %3) cut off").arg(seed).arg(p.x).arg(p.y)));
            }
        }
        qInfo("%d secret doors on 1000 levels", secretDoors);
        QVERIFY(secretDoors > 100);
    }

    void secretDoorsComeFromTheirOwnStream() {
        // Same seed, secret doors on or off: the same level, the same monsters, the same play
        // stream; only the secret doors differ.
        Pack none = m_choices;
        none.ruleset.secretDoorPercent = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Game with(m_choices, seed, QString());
            const Game without(none, seed, QString());
            QVERIFY(without.level().secretDoors.isEmpty());
            QVERIFY(with.state().rng == without.state().rng);
            QCOMPARE(with.level().actors.size(), without.level().actors.size());
            TileMap walled = without.level().level.map;
            for (const Point &p : with.level().secretDoors)
                walled.set(p, Tile::Wall);
            QVERIFY(walled == with.level().level.map);
        }
    }

    void doorStatesAreSaved() {
        std::uint64_t seed = 1;
        while (seed < 200 && Game(m_choices, seed, QString()).level().secretDoors.isEmpty())
            ++seed;
        Game g(m_choices, seed, QStringLiteral("Ada"));
        QVERIFY(!g.level().secretDoors.isEmpty());
        const QJsonObject saved = g.toJson();
        QString error;
        const std::unique_ptr<Game> back = Game::fromJson(m_choices, saved, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->level().secretDoors, g.level().secretDoors);
        QVERIFY(back->level().level.map == g.level().level.map);
        QCOMPARE(back->stateHash(), g.stateHash());

        // The hash tells a hidden door from a found one (found here by hand, as a search would).
        Game found = g;
        LevelState &ls = const_cast<LevelState &>(found.level());
        const Point p = ls.secretDoors.takeFirst();
        ls.level.map.set(p, Tile::Door);
        QVERIFY(found.stateHash() != g.stateHash());
        const std::unique_ptr<Game> foundBack = Game::fromJson(m_choices, found.toJson(), &error);
        QVERIFY2(foundBack, qPrintable(error));
        QCOMPARE(foundBack->level().level.map.at(p), Tile::Door);
        QCOMPARE(foundBack->stateHash(), found.stateHash());

        // A damaged list is refused with its JSON path.
        const auto damaged = [&](const QJsonValue &value) {
            QJsonObject o = saved;
            QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
            QJsonObject level = levels.at(0).toObject();
            level.insert(QStringLiteral("secretDoors"), value);
            levels.replace(0, level);
            o.insert(QStringLiteral("levels"), levels);
            QString why;
            const std::unique_ptr<Game> game = Game::fromJson(m_choices, o, &why);
            return game ? QString() : why;
        };
        QCOMPARE(damaged(5), QStringLiteral("/levels/0/secretDoors: expected a list"));
        QVERIFY(damaged(QJsonArray{QJsonObject{{QStringLiteral("x"), 0}, {QStringLiteral("y"), 0}}})
                    .startsWith(QStringLiteral("/levels/0/secretDoors/0: not a door")));
        QVERIFY(damaged(QJsonArray{7}).startsWith(QStringLiteral("/levels/0/secretDoors/0")));
    }

    void withoutSecretDoorsTheSaveHasNoList() {
        const Game g(m_classic, 4, QStringLiteral("Ada"));
        const QJsonObject level =
            g.toJson().value(QStringLiteral("levels")).toArray().at(0).toObject();
        QVERIFY(!level.contains(QStringLiteral("secretDoors")));
    }

    void searchIsAQuietTurn() {
        // A sleeping goblin five cells away does not hear a search (half the range: 3), as it
        // does not hear a wait; and without secret doors nothing is drawn.
        Pack pack = secret(0);
        for (MonsterRecord &m : pack.monsters)
            if (m.id == QLatin1String("goblin"))
                m.sleepPercent = 100;
        Game g(pack, 11, QString(),
               makeLevel({"#########", "#@......#", "#########"},
                         {monster(QStringLiteral("goblin"), 6, 1)}));
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Asleep);
        const Rng rng = g.state().rng;
        for (int i = 0; i < 10; ++i)
            QVERIFY(submitText(g, QStringLiteral("search")));
        QCOMPARE(g.state().turn, 10);
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Asleep);
        QVERIFY(g.state().rng == rng);
    }

    void theBotSearchesWhenNothingIsLeft() {
        // No stairs down and a secret door: once the level is explored the bot searches (beside
        // its dead ends first) rather than stand waiting.
        const Pack gPack = secret(); // borrowed by the game: kept alive
        Game g(gPack, 9, QString(), makeLevel(kLoop));
        QVERIFY(!g.level().secretDoors.isEmpty());
        int searches = 0;
        for (int i = 0; i < 200 && !g.level().secretDoors.isEmpty(); ++i) {
            const AutoPlay::Answer a = AutoPlay::play(g);
            QVERIFY(a.command);
            QVERIFY(a.command->kind != Command::Kind::Wait);
            searches += a.command->kind == Command::Kind::Search;
            QVERIFY(g.submit(*a.command));
        }
        QVERIFY(searches > 0);
        QVERIFY(g.level().secretDoors.isEmpty());
    }

    void badRulesetValuesAreLocated() {
        const auto problems = [](const QByteArray &keys) {
            PackFixture pack(
                {{QStringLiteral("ruleset.json"),
                  R"({"format": 1, )" + keys +
                      R"(, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]}})"},
                 {QStringLiteral("tables.json"), tablesFile({})}});
            return pack.diagnostics().join(u'\n');
        };
        QVERIFY(!problems(R"("doors": "closing", "secretDoorPercent": 30)").contains(u"error"));
        const QString word = problems(R"("doors": "shut")");
        QVERIFY2(word.contains(u"ruleset.json") && word.contains(u"/doors"), qPrintable(word));
        const QString type = problems(R"("doors": 3)");
        QVERIFY2(type.contains(u"ruleset.json") && type.contains(u"/doors"), qPrintable(type));
        const QString range = problems(R"("secretDoorPercent": 101)");
        QVERIFY2(range.contains(u"ruleset.json") && range.contains(u"/secretDoorPercent"),
                 qPrintable(range));
        const QString text = problems(R"("secretDoorPercent": "many")");
        QVERIFY2(text.contains(u"ruleset.json") && text.contains(u"/secretDoorPercent"),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestEngineDoors)
#include "tst_engine_doors.moc"
