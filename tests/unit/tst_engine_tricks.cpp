// Monster tricks (docs/rules.md "Monster tricks"): a record's "tricks", each pinned on a
// hand-drawn level with the test pack tests/data/packs/choices (classic with a thief, a bloat,
// a jelly, a drake, a shaman and a kobold added), and the bad input the loader refuses.

#include "KitPack.h"
#include "PackFixture.h"
#include "ScenarioLevel.h"
#include "data/PackLoader.h"
#include "data/schema/PackSchema.h"
#include "engine/AutoPlay.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

int countLogged(const Game &g, LogEntry::Kind kind) {
    int n = 0;
    for (const LogEntry &e : g.state().log)
        n += e.kind == kind ? 1 : 0;
    return n;
}

MonsterRecord *record(Pack &pack, const char *id) {
    for (MonsterRecord &m : pack.monsters)
        if (m.id == QLatin1String(id))
            return &m;
    return nullptr;
}

int kin(const Game &g, const char *id) {
    int n = 0;
    for (const Actor &a : g.level().actors)
        n += a.record == QLatin1String(id) ? 1 : 0;
    return n;
}

} // namespace

class TestEngineTricks : public QObject {
    Q_OBJECT

    Pack m_choices;

    // The test pack with a hero who always hits hard (`atk`), carrying `items`, and the
    // monsters without characters (no timid one flees on its own).
    Pack pack(qint64 atk, const QList<std::pair<const char *, int>> &items = {}) const {
        Pack p = test::withKit(m_choices, items, true);
        p.ruleset.heroStats[Stat::Atk] = atk;
        p.ruleset.heroStats[Stat::Hit] = 1000;
        p.ruleset.heroStats[Stat::Hp] = 500;
        return p;
    }

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        QVERIFY(m_choices.monster(QStringLiteral("cutpurse")));
    }

    void aThiefTakesAnItemRunsAndDropsItWhenKilled() {
        Pack p = pack(1, {{"potion-hp-1", 2}});
        record(p, "cutpurse")->stats[std::size_t(Stat::Hit)] = DiceField::constant(1000);
        // The thief beside the hero, one free cell beyond it: where it runs to.
        Game g(p, 7, QString(),
               makeLevel({"#####", "#@..#", "#####"}, {monster("cutpurse", 2, 1)}));
        for (int i = 0; i < 10 && !countLogged(g, LogEntry::Kind::MonsterSteals); ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterSteals), 1);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")), 1);
        const Actor &thief = g.level().actors.first();
        QCOMPARE(thief.stolenItem, QStringLiteral("potion-hp-1"));
        QCOMPARE(thief.stolenCount, 1);
        QCOMPARE(thief.pos, (Point{3, 1})); // away from the hero
        QCOMPARE(thief.mode, Actor::Mode::Flee);

        // A save keeps what it holds (a game on a drawn level is not saved whole: its monster
        // is), a damaged one is refused by its path, and the state hash counts it.
        QString error;
        const std::optional<Actor> back = Actor::fromJson(thief.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->stolenItem, QStringLiteral("potion-hp-1"));
        QCOMPARE(back->stolenCount, 1);
        QVERIFY(back->toJson() == thief.toJson());
        QJsonObject broken = thief.toJson();
        broken.insert(QStringLiteral("stolen"), QJsonObject{{QStringLiteral("item"), 3}});
        QVERIFY(!Actor::fromJson(broken, &error));
        QVERIFY2(error.startsWith(QLatin1String("/stolen/item")), qPrintable(error));
        Actor plain = *back;
        plain.stolenItem.clear();
        plain.stolenCount = 0;
        QVERIFY(!plain.toJson().contains(QStringLiteral("stolen")));
        QVERIFY(!plain.toJson().contains(QStringLiteral("cooldowns")));

        // Cornered, it fights; killed, it gives the potion back where it falls.
        p.ruleset.heroStats[Stat::Atk] = 1000;
        Game strong(p, 7, QString(),
                    makeLevel({"#####", "#@..#", "#####"}, {monster("cutpurse", 2, 1)}));
        for (int i = 0; i < 10 && !countLogged(strong, LogEntry::Kind::MonsterSteals); ++i)
            QVERIFY(submitText(strong, "wait"));
        QVERIFY(submitText(strong, "move e"));
        for (int i = 0; i < 10 && !strong.level().actors.isEmpty(); ++i)
            QVERIFY(submitText(strong, "move e"));
        QVERIFY(strong.level().actors.isEmpty());
        QCOMPARE(countLogged(strong, LogEntry::Kind::StolenDropped), 1);
        QCOMPARE(strong.level().items.size(), 1);
        QCOMPARE(strong.level().items.first().item, QStringLiteral("potion-hp-1"));
    }

    void aThiefTakesGoldWhenTheHeroCarriesNothing() {
        Pack p = pack(1);
        record(p, "cutpurse")->stats[std::size_t(Stat::Hit)] = DiceField::constant(1000);
        Game g(p, 7, QString(),
               makeLevel({"######", "#.@c.#", "######"},
                         {monster("cutpurse", 3, 1), item("gold", 1, 1)}));
        QVERIFY(submitText(g, "move w"));
        if (!g.level().items.isEmpty())
            QVERIFY(submitText(g, "pickup"));
        QVERIFY(g.level().items.isEmpty());
        for (int i = 0; i < 10 && !countLogged(g, LogEntry::Kind::MonsterSteals); ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterSteals), 1);
        const Actor &thief = g.level().actors.first();
        QVERIFY(thief.stolenItem.isEmpty());
        QVERIFY(thief.stolenGold >= 1 && thief.stolenGold <= 20);
        // Without gold or items it only hits.
        Game poor(p, 7, QString(),
                  makeLevel({"#####", "#@..#", "#####"}, {monster("cutpurse", 2, 1)}));
        for (int i = 0; i < 5; ++i)
            QVERIFY(submitText(poor, "wait"));
        QCOMPARE(countLogged(poor, LogEntry::Kind::MonsterSteals), 0);
        QVERIFY(!poor.level().actors.first().hasStolen());
    }

    void aBloatBurstsOnDeathAndBurstsTheNextOne() {
        Pack p = pack(1000);
        record(p, "bloat")->tricks.first().amount = DiceField::constant(10);
        Game g(p, 3, QString(),
               makeLevel({"######", "#@bb.#", "######"},
                         {monster("bloat", 2, 1), monster("bloat", 3, 1)}));
        const qint64 hp = g.state().hero.stats.hp;
        QVERIFY(submitText(g, "move e"));
        // The first burst hurts the hero and kills the second bloat, whose own burst follows.
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterExplodes), 2);
        QVERIFY(g.level().actors.isEmpty());
        QCOMPARE(g.state().kills, 2);
        QVERIFY(g.state().hero.stats.hp <= hp - 10);
    }

    void aJellySplitsWhenHitUpToItsMax() {
        Pack p = pack(5);
        record(p, "pink-jelly")->tricks.first().max = 3;
        Game g(
            p, 3, QString(),
            makeLevel({"#######", "#@j...#", "#.....#", "#######"}, {monster("pink-jelly", 2, 1)}));
        const qint64 hp = g.level().actors.first().stats.hp;
        QVERIFY(submitText(g, "move e"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterSplits), 1);
        QCOMPARE(kin(g, "pink-jelly"), 2);
        // The HP are shared: together they have what it had left.
        qint64 total = 0;
        for (const Actor &a : g.level().actors)
            total += a.stats.hp;
        QVERIFY(total < hp);
        QVERIFY(total >= hp - 20);
        for (int i = 0; i < 6; ++i)
            submitText(g, "move e");
        QVERIFY(kin(g, "pink-jelly") <= 3);
    }

    void aDrakeBreathesAlongALineThenWaits() {
        Pack p = pack(1);
        Game g(
            p, 3, QString(),
            makeLevel({"##########", "#@.......#", "##########"}, {monster("fire-drake", 5, 1)}));
        const qint64 hp = g.state().hero.stats.hp;
        QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterBreathes), 1);
        QVERIFY(g.state().hero.stats.hp < hp);
        QCOMPARE(g.level().actors.first().cooldowns[0], 6);
        for (int i = 0; i < 5; ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterBreathes), 1);
    }

    void aDrakesBreathLeavesFireOnTheHero() {
        Pack p = pack(1);
        Game g(
            p, 3, QString(),
            makeLevel({"##########", "#@.......#", "##########"}, {monster("fire-drake", 5, 1)}));
        QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::CloudBursts), 1);
        QVERIFY(!g.level().clouds.isEmpty());
        QVERIFY(g.state().hero.statuses.has(StatusKind::Burning));
        // Without a cloud, the breath leaves nothing.
        record(p, "fire-drake")->tricks.first().cloud = 0;
        Game plain(
            p, 3, QString(),
            makeLevel({"##########", "#@.......#", "##########"}, {monster("fire-drake", 5, 1)}));
        QVERIFY(submitText(plain, "wait"));
        QVERIFY(plain.level().clouds.isEmpty());
    }

    // A cone breath (shape "cone"): the gas wyrm of the test pack, at (5, 2) aimed at the hero
    // at (2, 2), catches the golem at (3, 1), off the straight line between them.
    void aConeBreathHitsACreatureOffTheLine() {
        Pack p = pack(1);
        const QList<LevelEntity> who = {monster("gas-wyrm", 5, 2), monster("golem", 3, 1)};
        Game g(p, 3, QString(),
               makeLevel({"########", "#......#", "#.@....#", "#......#", "########"}, who));
        g.takeEvents();
        const qint64 hp = g.state().hero.stats.hp;
        const qint64 golemHp = g.level().actors.at(1).stats.hp;
        QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterBreathes), 1);
        QVERIFY(g.state().hero.stats.hp < hp);
        QCOMPARE(countLogged(g, LogEntry::Kind::BreathHurts), 1);
        const Actor *golem = actorById(g, g.level().actors.at(1).id);
        QVERIFY(golem && golem->record == QLatin1String("golem"));
        QVERIFY(golem->stats.hp < golemHp);
        const QList<GameEvent> events = g.takeEvents();
        // A hit for each creature, and glows that fill the cone (more than one line).
        QCOMPARE(eventsOf(events, GameEvent::Kind::Attacked).size() >= 2, true);
        QVERIFY(eventsOf(events, GameEvent::Kind::BoltFired).size() > 1);
        // Its gas lies on the cone's cells, shared among them.
        QVERIFY(g.level().clouds.size() > 1);
        QCOMPARE(g.level().actors.first().cooldowns[0], 7);
    }

    // The cone's cells: within range, 45° either side of the aim, and a wall shadows the cells
    // behind it.
    void aConeIsShadowedByWalls() {
        const Level level =
            makeLevel({"#########", "#.......#", "#...#...#", "#.......#", "#########"});
        const std::vector<Point> cells = Game::breathCone(level.map, {7, 2}, {1, 2}, 6);
        const auto in = [&](int x, int y) {
            return std::find(cells.begin(), cells.end(), Point{x, y}) != cells.end();
        };
        QVERIFY(in(6, 2) && in(5, 2));
        QVERIFY(!in(4, 2));                           // the wall
        QVERIFY(!in(3, 2) && !in(2, 2) && !in(1, 2)); // behind it
        QVERIFY(in(6, 1) && in(6, 3));                // 45° off the aim, just in
        QVERIFY(!in(7, 1) && !in(7, 3));              // 90° off
        QVERIFY(in(2, 1) && in(2, 3));                // round the wall
        QVERIFY(!in(7, 2));                           // not the breather's own cell
        // Nearest first, then in reading order.
        QCOMPARE(cells.front(), (Point{6, 1}));
        for (std::size_t i = 1; i < cells.size(); ++i)
            QVERIFY(chebyshev(cells[i - 1], {7, 2}) <= chebyshev(cells[i], {7, 2}));
        QVERIFY(Game::breathCone(level.map, {7, 2}, {7, 2}, 6).empty());
    }

    // Without a shape the breath stays a line: one glow along the line, only the hero hit, even
    // with a monster beside the line.
    void theDefaultBreathStaysALine() {
        Pack p = pack(1);
        QCOMPARE(p.monster(QStringLiteral("fire-drake"))->tricks.first().shape,
                 MonsterTrick::Shape::Line);
        const QList<LevelEntity> who = {monster("fire-drake", 5, 2), monster("golem", 3, 1)};
        Game g(p, 3, QString(),
               makeLevel({"########", "#......#", "#.@....#", "#......#", "########"}, who));
        g.takeEvents();
        const qint64 golemHp = g.level().actors.at(1).stats.hp;
        QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterBreathes), 1);
        QCOMPARE(countLogged(g, LogEntry::Kind::BreathHurts), 0);
        QCOMPARE(g.level().actors.at(1).stats.hp, golemHp);
        const QList<GameEvent> bolts = eventsOf(g.takeEvents(), GameEvent::Kind::BoltFired);
        QCOMPARE(bolts.size(), 1);
        QCOMPARE(bolts.first().path, (std::vector<Point>{{4, 2}, {3, 2}, {2, 2}}));
    }

    void aShamanCallsRatsOnSight() {
        Pack p = pack(1);
        Game g(p, 3, QString(),
               makeLevel({"#########", "#.......#", "#@.....g#", "#.......#", "#########"},
                         {monster("goblin-shaman", 6, 2)}));
        QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterSummons), 1);
        QCOMPARE(kin(g, "cave-rat"), 2);
        // The rats called up in the monsters' round take their cells at once: no two monsters
        // ever share one.
        for (int i = 0; i < 3; ++i) {
            QVERIFY(submitText(g, "wait"));
            QSet<int> cells;
            for (const Actor &a : g.level().actors)
                cells.insert(a.pos.y * 100 + a.pos.x);
            QCOMPARE(cells.size(), g.level().actors.size());
        }
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterSummons), 1);
    }

    void aShadeIsUnseenUntilItStrikes() {
        Pack p = pack(1);
        record(p, "shade")->stats[std::size_t(Stat::Hit)] = DiceField::constant(1000);
        Game g(p, 3, QString(),
               makeLevel({"##########", "#@.......#", "##########"}, {monster("shade", 5, 1)}));
        const Point at = g.level().actors.first().pos;
        QVERIFY(g.isVisible(at));
        QVERIFY(!PlayerView::at(g, at).actor); // in view, but unseen
        QVERIFY(!g.seesActor(g.level().actors.first()));
        for (int i = 0; i < 10 && !countLogged(g, LogEntry::Kind::MonsterUnveiled); ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(countLogged(g, LogEntry::Kind::MonsterUnveiled), 1);
        QVERIFY(g.seesActor(g.level().actors.first()));
        QVERIFY(g.level().actors.first().cooldowns[0] > 0);
        // Without the trick the same monster is seen from afar.
        record(p, "shade")->tricks.clear();
        Game plain(p, 3, QString(),
                   makeLevel({"##########", "#@.......#", "##########"}, {monster("shade", 5, 1)}));
        QVERIFY(plain.seesActor(plain.level().actors.first()));
    }

    void aFleeingMonsterComesBackHealed() {
        Pack p = pack(12);
        MonsterRecord *kobold = record(p, "kobold");
        kobold->fleeBelow = 100; // any wound sends it off
        kobold->regenTurns = 2;
        const Level level = makeLevel({"################", "#@k.............#", "################"},
                                      {monster("kobold", 2, 1)});
        Game g(p, 3, QString(), level);
        const qint64 full = g.level().actors.first().stats.hp;
        QVERIFY(submitText(g, "move e"));
        QVERIFY(g.level().actors.first().stats.hp < full);
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Flee);
        for (int i = 0; i < 60 && g.level().actors.first().stats.hp < full; ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(g.level().actors.first().stats.hp, full);
        QVERIFY(submitText(g, "wait"));
        QVERIFY(g.level().actors.first().mode != Actor::Mode::Flee);
        // Without regenTurns it stays hurt, and away.
        kobold->regenTurns = 0;
        Game still(p, 3, QString(), level);
        QVERIFY(submitText(still, "move e"));
        for (int i = 0; i < 20; ++i)
            QVERIFY(submitText(still, "wait"));
        QVERIFY(still.level().actors.first().stats.hp < full);
        QCOMPARE(still.level().actors.first().mode, Actor::Mode::Flee);
    }

    void aPackComesRoundTheHeroFromTwoSides() {
        // An open room, the hero in its middle, two jackals coming from the west: the first takes
        // the cell west of him, the second goes round to the east rather than beside its mate.
        const auto play = [&](bool packs) {
            Pack p = pack(1);
            if (!packs)
                record(p, "jackal")->tricks.clear();
            Game g(p, 5, QString(),
                   makeLevel({"#############", "#...........#", "#...........#", "#.....@.....#",
                              "#...........#", "#...........#", "#############"},
                             {monster("jackal", 2, 3), monster("jackal", 1, 3)}));
            for (int i = 0; i < 14; ++i)
                submitText(g, "wait");
            QList<Point> at;
            for (const Actor &a : g.level().actors)
                at << a.pos;
            std::sort(at.begin(), at.end());
            return at;
        };
        QCOMPARE(play(true), (QList<Point>{{5, 3}, {7, 3}}));
        const QList<Point> plain = play(false);
        QCOMPARE(plain.size(), 2);
        QVERIFY(!plain.contains(Point{7, 3})); // without the trick, the second stays on his side
    }

    void aPackHunterAloneKeepsAway() {
        Pack p = pack(1);
        Game alone(
            p, 5, QString(),
            makeLevel({"############", "#@.........#", "############"}, {monster("jackal", 5, 1)}));
        for (int i = 0; i < 3; ++i)
            QVERIFY(submitText(alone, "wait"));
        QVERIFY(alone.level().actors.first().pos.x > 5);
        QCOMPARE(alone.level().actors.first().mode, Actor::Mode::Flee);
    }

    // A lone jackal backs off as the hero comes and comes again as he goes: the bot takes the
    // dart it stands on before going at it (it once walked to and fro over the dart for ever).
    void theBotTakesItsDartBeforeChasingAJackalAlone() {
        Pack p = pack(1);
        Game g(p, 5, QString(),
               makeLevel({"##############", "#@..........##", "##############"},
                         {item(QStringLiteral("dart"), 2, 1), monster("jackal", 6, 1)}));
        QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.state().hero.pos, (Point{2, 1}));
        QVERIFY(!PlayerView::visibleActors(g).isEmpty());
        QVERIFY(chebyshev(g.level().actors.first().pos, g.state().hero.pos) > 1);
        const AutoPlay::Answer a = AutoPlay::play(g);
        QVERIFY(a.command);
        QCOMPARE(a.command->kind, Command::Kind::Pickup);
    }

    void aPhaserGoesThroughTheWallOthersWalkRound() {
        const auto play = [&](bool phases) {
            Pack p = pack(1);
            if (!phases)
                record(p, "wraith")->tricks.clear();
            Game g(p, 5, QString(),
                   makeLevel({"############", "#....#.....#", "#....#..@..#", "#....#.....#",
                              "#....#.....#", "#..........#", "############"},
                             {monster("wraith", 2, 2)}));
            for (int i = 0; i < 3; ++i)
                submitText(g, "wait");
            return g.level().actors.first().pos;
        };
        const Point through = play(true);
        QVERIFY2(through.x > 5, qPrintable(QStringLiteral("%1,%2").arg(through.x).arg(through.y)));
        QVERIFY(play(false).x < 5);
        // Never through the map's outer edge: a phaser by the edge with the hero beyond a
        // corner stays on the map and out of the walls.
        Pack p = pack(1);
        Game g(p, 5, QString(),
               makeLevel({"#######", "#.#.@.#", "#.#####", "#######"}, {monster("wraith", 1, 2)}));
        for (int i = 0; i < 6; ++i) {
            submitText(g, "wait");
            QVERIFY(g.level().level.map.passable(g.level().actors.first().pos));
        }
    }

    void aStrikeGivesTheHeroItsStatusWhenTheBlowLands() {
        // A goblin whose every blow lands, poisoning 2 HP a turn for 4 turns.
        Pack p = pack(1);
        MonsterRecord *goblin = record(p, "goblin");
        goblin->sleepPercent = 0;
        goblin->stats[std::size_t(Stat::Hit)] = DiceField::constant(100000);
        MonsterTrick strike;
        strike.kind = MonsterTrick::Kind::Strike;
        strike.status = QStringLiteral("poison");
        strike.turns = 4;
        strike.amount = DiceField::constant(2);
        goblin->tricks = {strike};
        Game g(p, 3, QString(), makeLevel({"#####", "#@g.#", "#####"}, {monster("goblin", 2, 1)}));
        QVERIFY(!g.state().hero.statuses.has(StatusKind::Poison));
        QVERIFY(submitText(g, "wait"));
        QVERIFY(g.state().hero.statuses.has(StatusKind::Poison));
        QVERIFY(countLogged(g, LogEntry::Kind::StatusBegins) >= 1);
        // A blow that misses gives nothing: the same goblin that never hits.
        goblin->stats[std::size_t(Stat::Atk)] = DiceField::constant(1);
        Pack never = p;
        record(never, "goblin")->stats[std::size_t(Stat::Hit)] = DiceField::constant(0);
        never.ruleset.heroStats[Stat::Dop] = 100000;
        Game h(never, 3, QString(),
               makeLevel({"#####", "#@g.#", "#####"}, {monster("goblin", 2, 1)}));
        for (int i = 0; i < 5; ++i)
            QVERIFY(submitText(h, "wait"));
        QVERIFY(!h.state().hero.statuses.has(StatusKind::Poison));
        // chance: of 40 blows that land, about a quarter give it (a draw each), and the game is
        // the same for the same seed.
        MonsterRecord *sometimes = record(p, "goblin");
        sometimes->tricks.first().status = QStringLiteral("slowed");
        sometimes->tricks.first().turns = 1;
        sometimes->tricks.first().chance = 25;
        int slowed[2] = {0, 0};
        for (int run = 0; run < 2; ++run) {
            Game k(p, 9, QString(),
                   makeLevel({"#####", "#@g.#", "#####"}, {monster("goblin", 2, 1)}));
            for (int i = 0; i < 40 && k.state().alive; ++i)
                QVERIFY(submitText(k, "wait"));
            slowed[run] = countLogged(k, LogEntry::Kind::StatusBegins);
        }
        QCOMPARE(slowed[0], slowed[1]);
        QVERIFY2(slowed[0] > 0 && slowed[0] < 30, qPrintable(QString::number(slowed[0])));
    }

    void badTricksAreNamedByFileAndPath() {
        PackFixture fixture({{QStringLiteral("monsters.json"), R"({"format": 1, "monsters": [
            {"id": "a", "name": "A", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": "steal"},
            {"id": "b", "name": "B", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "teleprot"}]},
            {"id": "c", "name": "C", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "summon", "monster": "nobody"}]},
            {"id": "d", "name": "D", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "explode", "radius": 40}]},
            {"id": "e", "name": "E", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "steal", "radius": 2},
                                             {"trick": "split"}, {"trick": "split"}]},
            {"id": "f", "name": "F", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "pack", "alone": "sulk"},
                                             {"trick": "phase", "alone": "flee"}]},
            {"id": "g", "name": "G", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "breath", "amount": "1d4", "range": 3,
                                             "shape": "fan"}, {"trick": "steal", "shape": "cone"}]},
            {"id": "h", "name": "H", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "strike", "status": "hasted"},
                                             {"trick": "pack", "status": "poison"}]},
            {"id": "i", "name": "I", "race": "r", "tier": "normal", "level": 1,
             "stats": {"hp": 1}, "tricks": [{"trick": "strike", "chance": 0}]}
        ]})"}});
        Diagnostics d;
        fixture.load(d);
        const QStringList all = d.toStringList();
        const auto has = [&](const char *pointer, const char *words) {
            return saysAt(all, "monsters.json", pointer, words);
        };
        QVERIFY2(has("/monsters/0/tricks", "array"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/1/tricks/0/trick", "teleprot"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/2/tricks/0/monster", "nobody"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/3/tricks/0/radius", "10"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/3/tricks/0", "explode needs an \"amount\""),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/4/tricks/0/radius", "only explode"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/4/tricks", "at most 2"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/4/tricks/2", "listed twice"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/5/tricks/0/alone", "sulk"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/5/tricks/1/alone", "only pack"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/6/tricks/0/shape", "fan"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/6/tricks/1/shape", "only breath"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/7/tricks/0/status", "strike needs a \"status\": one of poison"),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/7/tricks/1/status", "only strike"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/8/tricks/0/chance", "1"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/monsters/8/tricks/0", "strike needs a \"status\""),
                 qPrintable(all.join(u'\n')));
    }

    void tricksRoundTripAndAreAbsentWhenNone() {
        const MonsterRecord *drake = m_choices.monster(QStringLiteral("fire-drake"));
        QVERIFY(drake);
        const QJsonObject o = drake->toJson();
        QCOMPARE(o.value(QStringLiteral("tricks")).toArray().first().toObject(),
                 QJsonObject({{QStringLiteral("trick"), QStringLiteral("breath")},
                              {QStringLiteral("amount"), QStringLiteral("2d6")},
                              {QStringLiteral("range"), 5},
                              {QStringLiteral("every"), 6},
                              {QStringLiteral("element"), QStringLiteral("Fire")},
                              {QStringLiteral("cloud"), 20}}));
        // A cone says so; a line (the default) is left out.
        QCOMPARE(m_choices.monster(QStringLiteral("gas-wyrm"))
                     ->toJson()
                     .value(QStringLiteral("tricks"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("shape")),
                 QJsonValue(QStringLiteral("cone")));
        QVERIFY(!m_choices.monster(QStringLiteral("goblin"))
                     ->toJson()
                     .contains(QStringLiteral("tricks")));
        QStringList paths;
        for (const schema::Field &f : schema::fields(RecordKind::Monster))
            paths << f.path;
        QVERIFY(paths.contains(QStringLiteral("tricks")));
        QVERIFY(paths.contains(QStringLiteral("regenTurns")));
    }
};

QTEST_GUILESS_MAIN(TestEngineTricks)
#include "tst_engine_tricks.moc"
