// Arrivals: wandering monsters that come to the hero's level out of sight while he is there (the
// ruleset's "dungeon.arrivals"; ours after DCSS and Brogue, off in every bundled pack:
// docs/rules.md "Arrivals").

#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/PathFinder.h"
#include "engine/Terrain.h"
#include "gen/Geometry.h"
#include "random/Rng.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QJsonArray>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace pd;
using namespace pd::test;

namespace {

GameState &stateOf(Game &g) {
    return const_cast<GameState &>(g.state());
}

int arrivedOn(const Game &g) {
    const QList<Actor> &actors = g.level().actors;
    return int(
        std::count_if(actors.begin(), actors.end(), [](const Actor &a) { return a.arrived; }));
}

// One arrival as the test saw it, the turn it came.
struct Seen {
    int turn = 0;
    int id = 0;
    QString record;
    Point at;
    bool operator==(const Seen &o) const {
        return turn == o.turn && id == o.id && record == o.record && at == o.at;
    }
};

// A game the test drives: the hero waits where he stands and never dies (his HP is put back each
// turn); the level's own monsters are gone, so whatever comes later arrived. An arrival that
// reached the hero is taken away, as if killed, so that more may come.
class Drive {
public:
    Drive(const Pack &pack, std::uint64_t seed)
        : m_game(std::make_unique<Game>(std::make_shared<const Pack>(pack), seed))
        , game(*m_game) {
        stateOf(game).current().actors.clear();
    }
    // A saved game taken up again, driven the same way.
    explicit Drive(std::unique_ptr<Game> loaded)
        : m_game(std::move(loaded))
        , game(*m_game) {}

    // One turn: false when the game refused the wait or ended.
    bool turn() {
        const int firstNew = game.state().nextActorId;
        if (!game.submit(Command::of(Command::Kind::Wait)) || game.isOver())
            return false;
        for (const Actor &a : game.level().actors) {
            if (!a.arrived || a.id < firstNew)
                continue;
            arrivals.append({game.state().turn, a.id, a.record, a.pos});
            if (game.isVisible(a.pos))
                seenInView = true;
            if (a.mode == Actor::Mode::Asleep)
                asleep = true;
            if (a.heading != game.state().hero.pos)
                notHeadingForHero = true;
            // Ten steps or more from the hero by the way monsters walk (the pack moves 4-way).
            TileMap scratch;
            const TileMap &walk = terrain::walkMap(game.level().level.map, scratch);
            if (PathFinder().find(walk, game.state().hero.pos, a.pos, 4).size() < 10)
                tooNear = true;
        }
        most = std::max(most, arrivedOn(game));
        // Those that came near (in sight of) the hero, or are done making for him, are taken
        // away; so is one still out there after 300 turns (a slow fungus, an archer that keeps
        // its distance).
        QList<Actor> &actors = stateOf(game).current().actors;
        const Point hero = game.state().hero.pos;
        const int now = game.state().turn;
        actors.removeIf([&](const Actor &a) {
            if (!a.arrived)
                return false;
            const auto it = std::find_if(arrivals.begin(), arrivals.end(),
                                         [&](const Seen &s) { return s.id == a.id; });
            const bool near = chebyshev(a.pos, hero) <= 9;
            if (near)
                ++reached;
            return near || !a.heading || (it != arrivals.end() && now - it->turn > 300);
        });
        stateOf(game).hero.stats.hp = game.heroMaxHp();
        return true;
    }

private:
    std::unique_ptr<Game> m_game;

public:
    Game &game;
    QList<Seen> arrivals;
    int most = 0;
    int reached = 0;
    bool seenInView = false;
    bool asleep = false;
    bool notHeadingForHero = false;
    bool tooNear = false;
};

} // namespace

class TestEngineArrivals : public QObject {
    Q_OBJECT

    Pack m_choices;

    // The choices pack with arrivals every `every` turns, at most `max`, on `table`.
    Pack arriving(int every, int max, const QString &table = QString()) const {
        Pack p = m_choices;
        p.ruleset.arrivalsEvery = every;
        p.ruleset.arrivalsMax = max;
        p.ruleset.arrivalsTable = table;
        return p;
    }

    // The monsters a table's rows name (none of the choices pack's monster tables nests).
    QStringList monstersOf(const QString &table) const {
        QStringList ids;
        for (const TableRow &row : m_choices.table(table)->rows)
            if (row.result.kind == TableResult::Kind::Monster)
                ids << row.result.ref;
        return ids;
    }

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }

    void theBundledPacksHaveNone() {
        for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
            Diagnostics d;
            const Pack pack = bundledPack(name, d);
            QCOMPARE(pack.ruleset.arrivalsEvery, 0);
            for (const Ruleset::Band &b : pack.ruleset.bands)
                QCOMPARE(b.arrivalsEvery, -1);
            const QJsonObject dungeon =
                pack.ruleset.toJson().value(QStringLiteral("dungeon")).toObject();
            QVERIFY(!dungeon.contains(QStringLiteral("arrivals")));
        }
        QCOMPARE(m_choices.ruleset.arrivalsEvery, 150);
        QCOMPARE(m_choices.ruleset.arrivalsMax, 3);
        QVERIFY(m_choices.ruleset.arrivalsTable.isEmpty());
        const QJsonObject arrivals = m_choices.ruleset.toJson()
                                         .value(QStringLiteral("dungeon"))
                                         .toObject()
                                         .value(QStringLiteral("arrivals"))
                                         .toObject();
        QCOMPARE(arrivals, (QJsonObject{{QStringLiteral("every"), 150}}));
    }

    void offNothingEverArrives() {
        Drive off(arriving(0, 3), 11);
        for (int t = 0; t < 3000; ++t)
            QVERIFY(off.turn());
        QVERIFY(off.arrivals.isEmpty());
        QVERIFY(off.game.level().actors.isEmpty()); // the cleared level stays empty
        for (const LogEntry &e : off.game.state().log)
            QVERIFY(e.kind != LogEntry::Kind::MonsterArrives);
    }

    void onMonstersArriveOutOfSightAndComeForTheHero() {
        Drive on(arriving(20, 2), 5);
        for (int t = 0; t < 1500; ++t)
            QVERIFY(on.turn());
        QVERIFY2(on.arrivals.size() >= 20, qPrintable(QString::number(on.arrivals.size())));
        QVERIFY(!on.seenInView);
        QVERIFY(!on.asleep); // goblins, zombies and archers sleep half the time on a new level
        QVERIFY(!on.notHeadingForHero);
        QVERIFY(!on.tooNear);
        QCOMPARE(on.most, 2);
        // They make for the hero: most of them reached him.
        QVERIFY2(on.reached * 2 >= on.arrivals.size(),
                 qPrintable(QStringLiteral("%1 of %2").arg(on.reached).arg(on.arrivals.size())));
        // Far from him by the way: ten steps at least.
        int logged = 0;
        for (const LogEntry &e : on.game.state().log)
            logged += e.kind == LogEntry::Kind::MonsterArrives ? 1 : 0;
        QVERIFY(logged > 0);
        // From the band's monster table (mon-d1 in the choices pack at depth 1).
        const QStringList d1 = monstersOf(QStringLiteral("mon-d1"));
        QVERIFY(d1.contains(QStringLiteral("goblin")));
        for (const Seen &s : std::as_const(on.arrivals))
            QVERIFY2(d1.contains(s.record), qPrintable(s.record));
    }

    void theRulesetsTableAndTheBandsEvery() {
        // The ruleset's table instead of the band's: depth 3's monsters on depth 1.
        Drive deeper(arriving(15, 3, QStringLiteral("mon-d3")), 5);
        for (int t = 0; t < 1000; ++t)
            QVERIFY(deeper.turn());
        const QStringList d1 = monstersOf(QStringLiteral("mon-d1"));
        const QStringList d3 = monstersOf(QStringLiteral("mon-d3"));
        bool onlyDeeper = false;
        for (const Seen &s : std::as_const(deeper.arrivals)) {
            QVERIFY2(d3.contains(s.record), qPrintable(s.record));
            onlyDeeper = onlyDeeper || !d1.contains(s.record);
        }
        QVERIFY(onlyDeeper);
        // A band's own figure wins over the ruleset's: 0 turns it off there.
        Pack quiet = arriving(10, 3);
        quiet.ruleset.bands[0].arrivalsEvery = 0;
        QCOMPARE(quiet.ruleset.arrivalsEveryAt(1), 0);
        QCOMPARE(quiet.ruleset.arrivalsEveryAt(3), 10);
        Drive none(quiet, 5);
        for (int t = 0; t < 500; ++t)
            QVERIFY(none.turn());
        QVERIFY(none.arrivals.isEmpty());
    }

    void theSameSeedTheSameArrivals() {
        const Pack pack = arriving(25, 3);
        Drive a(pack, 9), b(pack, 9);
        for (int t = 0; t < 600; ++t) {
            QVERIFY(a.turn());
            QVERIFY(b.turn());
        }
        QVERIFY(!a.arrivals.isEmpty());
        QVERIFY(a.arrivals == b.arrivals);
        QCOMPARE(a.game.stateHash(), b.game.stateHash());
        // Another seed, other arrivals.
        Drive c(pack, 10);
        for (int t = 0; t < 600; ++t)
            QVERIFY(c.turn());
        QVERIFY(!(a.arrivals == c.arrivals));
    }

    void aSavedGameGoesOnTheSame() {
        const Pack pack = arriving(25, 3);
        Drive first(pack, 21);
        // Until one arrived and is on its way.
        bool underWay = false;
        for (int t = 0; t < 2000 && !underWay; ++t) {
            QVERIFY(first.turn());
            for (const Actor &a : first.game.level().actors)
                underWay = underWay || (a.arrived && a.heading);
        }
        QVERIFY(underWay);
        const QJsonObject save = first.game.toJson();
        QVERIFY(QJsonDocument(save).toJson().contains("\"heading\""));
        QVERIFY(QJsonDocument(save).toJson().contains("\"arrived\""));
        QString error;
        std::unique_ptr<Game> loaded = Game::fromJson(pack, save, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->stateHash(), first.game.stateHash());
        // Both go on alike.
        Drive second(std::move(loaded));
        first.arrivals.clear();
        for (int t = 0; t < 500; ++t) {
            QVERIFY(first.turn());
            QVERIFY(second.turn());
        }
        QVERIFY(!first.arrivals.isEmpty());
        QVERIFY(first.arrivals == second.arrivals);
        QCOMPARE(second.game.stateHash(), first.game.stateHash());

        // A game with none saves and hashes as before: neither key is written.
        Drive plain(arriving(0, 3), 21);
        for (int t = 0; t < 50; ++t)
            QVERIFY(plain.turn());
        const QByteArray plainJson = QJsonDocument(plain.game.toJson()).toJson();
        QVERIFY(!plainJson.contains("\"arrived\"") && !plainJson.contains("\"heading\""));
    }

    void aDamagedArrivalIsRefusedByItsPath() {
        const Pack pack = arriving(5, 3);
        Drive d(pack, 3);
        while (arrivedOn(d.game) == 0)
            QVERIFY(d.turn());
        const QJsonObject save = d.game.toJson();
        const auto damaged = [&](const char *key, const QJsonValue &value) {
            QJsonObject bad = save;
            QJsonArray levels = bad.value(QStringLiteral("levels")).toArray();
            QJsonObject level = levels.first().toObject();
            QJsonArray actors = level.value(QStringLiteral("actors")).toArray();
            QJsonObject actor = actors.first().toObject();
            actor.insert(QLatin1String(key), value);
            actors[0] = actor;
            level.insert(QStringLiteral("actors"), actors);
            levels[0] = level;
            bad.insert(QStringLiteral("levels"), levels);
            QString error;
            const bool refused = !Game::fromJson(pack, bad, &error);
            return refused ? error : QString();
        };
        QVERIFY(damaged("heading", QJsonArray{1, 2}).isEmpty());
        QVERIFY(damaged("heading", QJsonArray{1}).contains(u"/levels/0/actors/0/heading"));
        QVERIFY(damaged("heading", QStringLiteral("near")).contains(u"/levels/0/actors/0/heading"));
        QVERIFY(damaged("heading", QJsonArray{5000, 2}).contains(u"/levels/0/actors/0/heading"));
        QVERIFY(damaged("arrived", 1).contains(u"/levels/0/actors/0/arrived"));
        // Missing: a monster of the level's own.
        QJsonObject none = save;
        QJsonArray levels = none.value(QStringLiteral("levels")).toArray();
        QJsonObject level = levels.first().toObject();
        QJsonArray actors = level.value(QStringLiteral("actors")).toArray();
        QJsonObject actor = actors.first().toObject();
        actor.remove(QStringLiteral("arrived"));
        actor.remove(QStringLiteral("heading"));
        actors[0] = actor;
        level.insert(QStringLiteral("actors"), actors);
        levels[0] = level;
        none.insert(QStringLiteral("levels"), levels);
        QString error;
        const std::unique_ptr<Game> back = Game::fromJson(pack, none, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(!back->level().actors.first().arrived);
    }

    void anArrivalStopsARest() {
        const Pack pack = arriving(8, 3);
        Game g(pack, 4);
        stateOf(g).current().actors.clear();
        stateOf(g).hero.stats.hp = g.heroMaxHp() / 3;
        QVERIFY(!g.restRefusal());
        QVERIFY(g.submit(Command::of(Command::Kind::Rest)));
        const LogEntry &last = g.state().log.last();
        QCOMPARE(last.kind, LogEntry::Kind::RestHeard);
        const qint64 turns = last.as<LogEntry::Kind::RestHeard>().turns;
        QVERIFY(turns >= 1);
        QCOMPARE(g.state().log.at(g.state().log.size() - 2).kind, LogEntry::Kind::MonsterArrives);
        QCOMPARE(arrivedOn(g), 1);
        // Out of view: the hero may rest again, until it comes into view.
        QVERIFY(!g.restRefusal());
        bool stopped = false;
        for (int i = 0; i < 50 && !stopped && !g.isOver(); ++i) {
            if (g.restRefusal())
                break;
            QVERIFY(g.submit(Command::of(Command::Kind::Rest)));
            const LogEntry::Kind k = g.state().log.last().kind;
            stopped = k == LogEntry::Kind::RestInterrupted;
            QVERIFY(k == LogEntry::Kind::RestHeard || k == LogEntry::Kind::RestInterrupted ||
                    k == LogEntry::Kind::Rested);
        }
    }

    void badArrivalsAreLocated() {
        const auto problems = [](const QByteArray &arrivals, const QByteArray &band = {}) {
            PackFixture pack({{QStringLiteral("ruleset.json"),
                               "{\"format\": 1, \"dungeon\": {\"depth\": 1, " + arrivals +
                                   "\"bands\": [{\"from\": 1, \"to\": 1, \"generator\": \"gen\"" +
                                   band + "}]}}"},
                              {QStringLiteral("tables.json"), tablesFile({})}});
            return pack.diagnostics();
        };
        QVERIFY2(!problems("\"arrivals\": {\"every\": 100, \"max\": 2}, ", ", \"arrivals\": 50")
                      .join(u'\n')
                      .contains(u"error"),
                 qPrintable(problems("\"arrivals\": {\"every\": 100}, ").join(u'\n')));
        QVERIFY(saysAt(problems("\"arrivals\": {\"every\": \"often\"}, "), "ruleset.json",
                       "/dungeon/arrivals/every", ""));
        QVERIFY(saysAt(problems("\"arrivals\": {\"every\": -1}, "), "ruleset.json",
                       "/dungeon/arrivals/every", ""));
        QVERIFY(saysAt(problems("\"arrivals\": {\"max\": 0}, "), "ruleset.json",
                       "/dungeon/arrivals/max", ""));
        QVERIFY(saysAt(problems("\"arrivals\": {\"every\": 10, \"table\": \"nope\"}, "),
                       "ruleset.json", "/dungeon/arrivals/table", "unknown table \"nope\""));
        QVERIFY(saysAt(problems("\"arrivals\": 5, "), "ruleset.json", "/dungeon/arrivals", ""));
        QVERIFY(saysAt(problems({}, ", \"arrivals\": -5"), "ruleset.json",
                       "/dungeon/bands/0/arrivals", ""));
    }
};

QTEST_GUILESS_MAIN(TestEngineArrivals)
#include "tst_engine_arrivals.moc"
