#include "data/PackLoader.h"
#include "gen/Dungeon.h"
#include "gen/LevelStats.h"

#include <QJsonDocument>
#include <QtTest>

using namespace pd;

// Whole levels as the game makes them: generator settings from the pack's tables, the map,
// stairs and population. Run: ./build/benchmarks/bench_dungeon -median 9
class BenchDungeon : public QObject {
    Q_OBJECT

    Pack m_classic, m_maze, m_perma;

    static Pack load(const char *name) {
        Diagnostics d;
        return PackLoader::load(
            QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + QLatin1String(name), d);
    }

private Q_SLOTS:
    void initTestCase() {
        m_classic = load("classic");
        m_maze = load("maze-duel");
        m_perma = load("permadungeon");
    }

    // Classic's data with a one-level dungeon whose level uses the given settings and the
    // population of classic's depths 5-6, so one measurement is exactly one whole level:
    // settings rolled, map drawn, stairs placed, monsters, chests, items and traps placed.
    Pack oneLevelPack(const QJsonObject &settings) const {
        Pack p = m_classic;
        RandomTable t;
        t.id = QStringLiteral("bench-generator");
        TableRow row;
        row.hasWeight = true;
        row.weight = 1;
        row.result.kind = TableResult::Kind::Value;
        row.result.value = settings;
        t.rows << row;
        p.tables << t;
        Ruleset::Band band = *p.ruleset.bandFor(5);
        band.from = band.to = 1;
        band.generator = t.id;
        p.ruleset.depth = 1;
        p.ruleset.bands = {band};
        p.ruleset.hasWin = false;
        p.rebuildIndex();
        return p;
    }

    void wholeLevel_data() {
        QTest::addColumn<QJsonObject>("settings");
        auto obj = [](const char *json) { return QJsonDocument::fromJson(json).object(); };
        QTest::newRow("rooms 80x50") << obj(R"({"generator": "rooms"})");
        QTest::newRow("caves 80x50") << obj(R"({"generator": "caves"})");
        QTest::newRow("maze 39x39 (19 cells)") << obj(R"({"generator": "maze", "cells": 19})");
        QTest::newRow("maze 81x81 (40 cells)") << obj(R"({"generator": "maze", "cells": 40})");
        QTest::newRow("chambers, 8 rooms") << obj(R"({"generator": "chambers", "size": "room-size",
            "shape": "room-shape", "exits": "room-exits", "contents": "room-dressing"})");
        QTest::newRow("rooms 256x256")
            << obj(R"({"generator": "rooms", "width": 256, "height": 256, "maxRooms": 120})");
        QTest::newRow("caves 256x256")
            << obj(R"({"generator": "caves", "width": 256, "height": 256})");
    }

    void wholeLevel() {
        QFETCH(QJsonObject, settings);
        const Pack pack = oneLevelPack(settings);
        std::uint64_t seed = 0;
        QBENCHMARK {
            Dungeon dungeon(pack, ++seed);
            Level level = dungeon.level(1);
            Q_UNUSED(level);
        }
    }

    void oneRoom() {
        QBENCHMARK {
            Dungeon dungeon(m_perma, 7);
            Level room = dungeon.chamber(1, Side::West);
            Q_UNUSED(room);
        }
    }

    void tenLevelDungeon() {
        QBENCHMARK {
            Dungeon dungeon(m_classic, 42);
            for (int depth = 1; depth <= 10; ++depth)
                dungeon.level(depth);
        }
    }

    void thousandSeedBatch_data() {
        QTest::addColumn<int>("threads");
        QTest::newRow("2 threads") << 2;
        QTest::newRow("1 thread") << 1;
    }

    void thousandSeedBatch() {
        // `permadungeon-cli seeds data/classic --from 1 --count 1000 --depth 1`
        QFETCH(int, threads);
        QBENCHMARK {
            const QList<LevelStats> s = collectStats(m_classic, 1, 1000, {1}, threads);
            Q_UNUSED(s);
        }
    }
};

QTEST_GUILESS_MAIN(BenchDungeon)
#include "bench_dungeon.moc"
