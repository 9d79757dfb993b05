// Terrain with rules (the ruleset's "terrain"; ours, off in every bundled pack: docs/rules.md,
// "Terrain"): deep water, lava, chasms, bridges and tall grass, the levels that get them, the
// monsters and the bot that keep off them, and their saves.

#include "data/PackLoader.h"
#include "engine/AutoPlay.h"
#include "engine/Doors.h"
#include "engine/Game.h"
#include "engine/Terrain.h"
#include "gen/Dungeon.h"
#include "random/Rng.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

bool hasLogged(const Game &g, LogEntry::Kind kind) {
    for (const LogEntry &e : g.state().log)
        if (e.kind == kind)
            return true;
    return false;
}

GameState &stateOf(Game &g) {
    return const_cast<GameState &>(g.state());
}

} // namespace

class TestEngineTerrain : public QObject {
    Q_OBJECT

    Pack m_classic, m_choices;

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = bundledPack("classic", d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }

    void theBundledPacksHaveNoTerrain() {
        for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
            Diagnostics d;
            const Pack pack = bundledPack(name, d);
            QVERIFY(!pack.ruleset.hasTerrain());
            QVERIFY(!pack.ruleset.toJson().contains(QStringLiteral("terrain")));
        }
        QVERIFY(m_choices.ruleset.hasTerrain());
        QCOMPARE(m_choices.ruleset.waterPercent, 50);
        QCOMPARE(m_choices.ruleset.fallDamage.text, QStringLiteral("1d6"));
        // Written back as read.
        const QJsonObject t =
            m_choices.ruleset.toJson().value(QStringLiteral("terrain")).toObject();
        QCOMPARE(t.value(QStringLiteral("chasmPercent")).toInt(), 40);
        QCOMPARE(t.value(QStringLiteral("deepWaterDropPercent")).toInt(), 20);
    }

    void tilesHaveGlyphsAndKeepTheirNumbers() {
        QCOMPARE(int(Tile::DeepWater), 5);
        QCOMPARE(int(Tile::Grass), 9);
        QCOMPARE(tileGlyph(Tile::DeepWater), '~');
        QCOMPARE(tileGlyph(Tile::Lava), '%');
        QCOMPARE(tileGlyph(Tile::Chasm), ':');
        QCOMPARE(tileGlyph(Tile::Bridge), '=');
        QCOMPARE(tileGlyph(Tile::Grass), '"');
        for (Tile t : {Tile::DeepWater, Tile::Lava, Tile::Chasm})
            QVERIFY(isPassable(t) && isHazard(t) && !blocksSight(t));
        QVERIFY(!isHazard(Tile::Bridge) && !isHazard(Tile::Grass));
        QVERIFY(blocksSight(Tile::Grass) && !blocksSight(Tile::Bridge));
    }

    void theHeroSwimsAndWhatHeCarriesFloatsAway() {
        Pack pack = m_classic;
        pack.ruleset.deepWaterDropPercent = 100;
        Game g(pack, 5, QString(), makeLevel({"#######", "#@~~..#", "#######"}));
        const ItemRecord *rec = pack.item(pack.items.first().id);
        QVERIFY(rec);
        stateOf(g).hero.inventory = Inventory();
        stateOf(g).hero.inventory.add(*rec);
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(g.state().alive);
        QCOMPARE(g.state().hero.pos, (Point{2, 1}));
        QVERIFY(hasLogged(g, LogEntry::Kind::Swimming));
        // The turn in the water: the one item floats to the nearest dry floor.
        QCOMPARE(g.state().hero.inventory.count(rec->id), 0);
        QVERIFY(hasLogged(g, LogEntry::Kind::FloatsAway));
        QCOMPARE(g.level().items.size(), 1);
        QCOMPARE(g.level().items.first().item, rec->id);
        QCOMPARE(g.level().level.map.at(g.level().items.first().pos), Tile::Floor);
        QCOMPARE(g.level().items.first().pos, (Point{1, 1}));
        // Nothing left to lose: nothing more is drawn.
        const Rng rng = g.state().rng;
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(g.state().rng == rng);
    }

    void withoutTheChanceNothingFloats() {
        Pack pack = m_classic;
        pack.ruleset.deepWaterDropPercent = 0;
        Game g(pack, 5, QString(), makeLevel({"#######", "#@~~..#", "#######"}));
        const ItemRecord *rec = pack.item(pack.items.first().id);
        stateOf(g).hero.inventory.add(*rec);
        const int before = g.state().hero.inventory.count(rec->id);
        for (int i = 0; i < 2; ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().hero.inventory.count(rec->id), before);
    }

    void lavaKills() {
        Game g(m_classic, 5, QString(), makeLevel({"######", "#@%..#", "######"}));
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(!g.state().alive);
        QCOMPARE(g.state().cause.kind, DeathCause::Kind::Lava);
        QCOMPARE(g.state().cause.toString(), QStringLiteral("lava"));
        QCOMPARE(DeathCause::fromString(QStringLiteral("lava")).kind, DeathCause::Kind::Lava);
        QVERIFY(hasLogged(g, LogEntry::Kind::IntoLava));
    }

    void aChasmIsAFallToTheNextDepth() {
        Pack pack = m_classic;
        pack.ruleset.fallDamage = DiceField::constant(3);
        Game g(pack, 5, QString(), makeLevel({"######", "#@:..#", "######"}));
        const qint64 hp = g.hero().hp;
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(g.state().alive);
        QCOMPARE(g.state().depth, 2);
        QCOMPARE(g.hero().hp, hp - 3);
        QVERIFY(hasLogged(g, LogEntry::Kind::FellDown));
        QCOMPARE(g.level().level.map.at(g.state().hero.pos), Tile::Floor);
        QCOMPARE(g.level().actorAt(g.state().hero.pos), -1);
        // A fall that takes the last HP is a death of its own.
        Game h(pack, 5, QString(), makeLevel({"######", "#@:..#", "######"}));
        stateOf(h).hero.stats.hp = 2;
        QVERIFY(submitText(h, QStringLiteral("move e")));
        QVERIFY(!h.state().alive);
        QCOMPARE(h.state().cause.kind, DeathCause::Kind::Fall);
    }

    void aBridgeIsWalkedOver() {
        Game g(m_classic, 5, QString(),
               makeLevel({"#######", "#:::::#", "#@===.#", "#:::::#", "#######"}));
        for (int i = 0; i < 4; ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(g.state().alive);
        QCOMPARE(g.state().depth, 1);
        QCOMPARE(g.state().hero.pos, (Point{5, 2}));
    }

    void grassBlocksSight() {
        Game g(m_classic, 5, QString(), makeLevel({"#########", "#@.\"....#", "#########"}));
        QVERIFY(g.isVisible({2, 1}));
        QVERIFY(g.isVisible({3, 1})); // the grass itself, as a wall is seen
        QVERIFY(!g.isVisible({4, 1}));
        QVERIFY(!g.isVisible({6, 1}));
        // From inside it, the hero sees out on both sides as far as the next grass.
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().hero.pos, (Point{3, 1}));
        QVERIFY(g.isVisible({6, 1}));
        QVERIFY(g.isVisible({1, 1}));
    }

    void monstersKeepOffHazards() {
        // A goblin across a lava moat, one beyond deep water and one beyond a chasm: none comes.
        for (const char *hazard : {"%", "~", ":"}) {
            const QString row =
                QStringLiteral("#@..") + QLatin1String(hazard) + QStringLiteral("..#");
            Pack pack = m_classic;
            for (MonsterRecord &m : pack.monsters)
                m.sleepPercent = 0;
            Game g(pack, 7, QString(),
                   makeLevel({"########", row, "########"},
                             {monster(QStringLiteral("goblin"), 6, 1)}));
            QCOMPARE(g.level().actors.size(), 1);
            for (int i = 0; i < 15 && g.state().alive; ++i) {
                QVERIFY(submitText(g, QStringLiteral("wait")));
                const Point p = g.level().actors.first().pos;
                QVERIFY2(!isHazard(g.level().level.map.at(p)), hazard);
            }
            QVERIFY(g.level().actors.first().pos.x >= 5);
        }
    }

    void travelKeepsOffHazards() {
        Game g(m_classic, 5, QString(), makeLevel({"#######", "#@%%%.#", "#.....#", "#######"}));
        const std::vector<Point> path = g.travelPath({5, 1});
        QVERIFY(!path.empty());
        for (const Point &p : path)
            QVERIFY(!isHazard(g.level().level.map.at(p)));
    }

    void levelsGetTerrainAndEverythingStaysReachable() {
        // The generator pass on the choices pack's levels: every cell the arrival reached before
        // (the stairs, every monster, item, chest, trap) is reached after without crossing a
        // hazard, and no hazard lies on any of them.
        QElapsedTimer timer;
        timer.start();
        int water = 0, lava = 0, chasm = 0, bridge = 0, grass = 0, levels = 0;
        const Ruleset &rules = m_choices.ruleset;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            Dungeon dungeon(m_choices, seed);
            for (int depth : {1, 4, 10}) {
                Level level = dungeon.level(depth);
                if (level.width() == 0)
                    continue;
                const std::vector<std::uint8_t> before =
                    doors::reachable(level.map, level.arrival, rules.movement);
                Rng rng = Rng::forStream(seed, u"terrain", std::uint64_t(depth));
                terrain::place(level, rules, depth >= dungeon.depthCount(), rng);
                ++levels;
                const std::vector<std::uint8_t> after =
                    terrain::dryReachable(level.map, level.arrival, rules.movement);
                QList<Point> targets{level.arrival};
                if (level.stairsUp)
                    targets << *level.stairsUp;
                if (level.stairsDown)
                    targets << *level.stairsDown;
                for (const LevelEntity &e : level.entities)
                    targets << e.at;
                for (const Point &t : targets) {
                    const auto i = std::size_t(level.map.index(t));
                    if (isHazard(level.map.at(t)) || (before[i] && !after[i]))
                        QFAIL(qPrintable(QStringLiteral("seed %1 depth %2: (%3, %4) cut off")
                                             .arg(seed)
                                             .arg(depth)
                                             .arg(t.x)
                                             .arg(t.y)));
                }
                if (depth == 10)
                    QCOMPARE(level.map.count(Tile::Chasm), 0); // the last depth has none
                water += level.map.count(Tile::DeepWater) > 0;
                lava += level.map.count(Tile::Lava) > 0;
                chasm += level.map.count(Tile::Chasm) > 0;
                bridge += level.map.count(Tile::Bridge) > 0;
                grass += level.map.count(Tile::Grass) > 0;
            }
        }
        qInfo("%d levels: water on %d, lava %d, chasms %d (bridged %d), grass %d, in %lld ms",
              levels, water, lava, chasm, bridge, grass, timer.elapsed());
        QVERIFY(water > levels / 4 && lava > levels / 8 && chasm > levels / 8 &&
                grass > levels / 3);
        QVERIFY(bridge > 0);
    }

    void terrainComesFromItsOwnStream() {
        // Same seed, terrain on or off: the same monsters and the same play stream (vaults off:
        // theirs are other tiles after the seeds', engine/Vaults.h).
        Pack on = m_choices;
        on.ruleset.vaultChancePercent = 0;
        Pack none = on;
        none.ruleset.waterPercent = none.ruleset.lavaPercent = none.ruleset.chasmPercent =
            none.ruleset.grassPercent = 0;
        int differ = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Game with(on, seed, QString());
            const Game without(none, seed, QString());
            QVERIFY(!without.level().level.map.hasTerrain());
            QVERIFY(with.state().rng == without.state().rng);
            QCOMPARE(with.level().actors.size(), without.level().actors.size());
            differ += with.level().level.map.hasTerrain();
        }
        QVERIFY(differ > 5);
    }

    void terrainIsSavedWithTheMap() {
        std::uint64_t seed = 1;
        while (seed < 200 && !Game(m_choices, seed, QString()).level().level.map.hasTerrain())
            ++seed;
        Game g(m_choices, seed, QStringLiteral("Ada"));
        QVERIFY(g.level().level.map.hasTerrain());
        QString error;
        const std::unique_ptr<Game> back = Game::fromJson(m_choices, g.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->level().level.map == g.level().level.map);
        QCOMPARE(back->stateHash(), g.stateHash());
        // The same save read with the terrain turned off: other data, refused by its path.
        Pack none = m_choices;
        none.ruleset.waterPercent = none.ruleset.lavaPercent = none.ruleset.chasmPercent =
            none.ruleset.grassPercent = 0;
        const std::unique_ptr<Game> off = Game::fromJson(none, g.toJson(), &error);
        QVERIFY(!off);
        QVERIFY2(error.startsWith(QStringLiteral("/packHash")), qPrintable(error));
    }

    void theBotKeepsOffLavaAndChasms() {
        int turns = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Game g(m_choices, seed, QString());
            for (int i = 0; i < 600 && !g.isOver(); ++i) {
                const AutoPlay::Answer a = AutoPlay::play(g);
                if (!a.command)
                    break;
                g.submit(*a.command);
                ++turns;
            }
            QVERIFY2(g.state().cause.kind != DeathCause::Kind::Lava &&
                         g.state().cause.kind != DeathCause::Kind::Fall,
                     qPrintable(QStringLiteral("seed %1").arg(seed)));
            for (const LogEntry &e : g.state().log)
                QVERIFY(e.kind != LogEntry::Kind::IntoLava && e.kind != LogEntry::Kind::FellDown);
        }
        QVERIFY(turns > 1000);
    }

    void badRulesetValuesAreLocated() {
        const auto problems = [](const QByteArray &keys) {
            PackFixture pack(
                {{QStringLiteral("ruleset.json"),
                  R"({"format": 1, "terrain": {)" + keys +
                      R"(}, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]}})"},
                 {QStringLiteral("tables.json"), tablesFile({})}});
            return pack.diagnostics().join(u'\n');
        };
        QVERIFY(!problems(R"("waterPercent": 30, "fallDamage": "2d4")").contains(u"error"));
        const QList<std::pair<QByteArray, QString>> bad = {
            {R"("waterPercent": 101)", QStringLiteral("/terrain/waterPercent")},
            {R"("waterPercent": "lots")", QStringLiteral("/terrain/waterPercent")},
            {R"("lavaPercent": -1)", QStringLiteral("/terrain/lavaPercent")},
            {R"("chasmPercent": true)", QStringLiteral("/terrain/chasmPercent")},
            {R"("grassPercent": 200)", QStringLiteral("/terrain/grassPercent")},
            {R"("lakeCells": 3)", QStringLiteral("/terrain/lakeCells")},
            {R"("lakeCells": 401)", QStringLiteral("/terrain/lakeCells")},
            {R"("deepWaterDropPercent": 101)", QStringLiteral("/terrain/deepWaterDropPercent")},
            {R"("fallDamage": "2d")", QStringLiteral("/terrain/fallDamage")},
            {R"("fallDamage": -3)", QStringLiteral("/terrain/fallDamage")},
        };
        for (const auto &[keys, path] : bad) {
            const QString text = problems(keys);
            QVERIFY2(text.contains(u"ruleset.json") && text.contains(path),
                     qPrintable(QString::fromUtf8(keys) + u'\n' + text));
        }
        PackFixture notAnObject(
            {{QStringLiteral("ruleset.json"),
              R"({"format": 1, "terrain": 5, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]}})"},
             {QStringLiteral("tables.json"), tablesFile({})}});
        const QString text = notAnObject.diagnostics().join(u'\n');
        QVERIFY2(text.contains(u"ruleset.json") && text.contains(u"/terrain"), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestEngineTerrain)
#include "tst_engine_terrain.moc"
