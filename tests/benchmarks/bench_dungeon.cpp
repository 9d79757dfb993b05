#include "BenchTable.h"
#include "data/PackLoader.h"
#include "gen/Dungeon.h"
#include "gen/LevelStats.h"

#include <QFile>
#include <QJsonDocument>
#include <QtTest>

#include <ctime>

using namespace pd;

// Whole levels as the game makes them: generator settings from the pack's tables, the map,
// stairs and population. Run: ./build/benchmarks/bench_dungeon -median 9
class BenchDungeon : public QObject {
    Q_OBJECT

    Pack m_classic, m_maze, m_perma;

    // False, with the loader's message, when the pack does not load: the benchmark stops there
    // rather than timing a dungeon of nothing.
    static bool load(const char *name, Pack &out, QString &message) {
        Diagnostics d;
        out = PackLoader::load(
            QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + QLatin1String(name), d);
        if (!d.hasErrors())
            return true;
        message = QStringLiteral("pack %1 does not load:\n%2")
                      .arg(QLatin1String(name), d.toStringList().join(u'\n'));
        return false;
    }

private Q_SLOTS:
    void initTestCase() {
        QString message;
        QVERIFY2(load("classic", m_classic, message), qPrintable(message));
        QVERIFY2(load("maze-duel", m_maze, message), qPrintable(message));
        QVERIFY2(load("permadungeon", m_perma, message), qPrintable(message));
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
        const Ruleset::Band *classicBand = p.ruleset.bandFor(5);
        if (!classicBand)
            qFatal("classic has no band for depth 5");
        Ruleset::Band band = *classicBand;
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
        PD_BENCHMARK {
            Dungeon dungeon(pack, ++seed);
            Level level = dungeon.level(1);
            Q_UNUSED(level);
        }
    }

    void oneRoom() {
        PD_BENCHMARK {
            Dungeon dungeon(m_perma, 7);
            Level room = dungeon.chamber(1, Side::West);
            Q_UNUSED(room);
        }
    }

    void tenLevelDungeon() {
        PD_BENCHMARK {
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
        PD_BENCHMARK {
            const QList<LevelStats> s = collectStats(m_classic, 1, 1000, {1}, threads);
            Q_UNUSED(s);
        }
    }

    // 1 thread and 2 side by side, in rounds whose order flips: the ratio is the speed-up. The
    // machine's load average is noted, since another program's work takes a core from the pair.
    void thousandSeedSpeedUp() {
        std::vector<double> one, two;
        const QByteArray loadBefore = loadAverage();
        bench::alternate(
            5, 1, [&] { collectStats(m_classic, 1, 1000, {1}, 1); },
            [&] { collectStats(m_classic, 1, 1000, {1}, 2); }, one, two);
        // The processor time both runs take: when 2 threads spend little more of it than 1
        // does, the work divides, and on an idle machine the speed-up nears 2 × (one / two).
        std::vector<double> cpuOne, cpuTwo;
        for (int i = 0; i < 3; ++i) {
            for (int threads : {1, 2}) {
                const double before = processCpuMs();
                collectStats(m_classic, 1, 1000, {1}, threads);
                (threads == 1 ? cpuOne : cpuTwo).push_back(processCpuMs() - before);
            }
        }
        const double bound = 2 * bench::medianOf(cpuOne) / bench::medianOf(cpuTwo);
        bench::Table::instance().addPair(
            QStringLiteral("1,000 seeds' first levels (classic): 1 thread / 2 threads"),
            QStringLiteral("1 thread"), QStringLiteral("2 threads"), one, two,
            QStringLiteral("≥ 1.7 on an idle machine; processor time 1 thread %1 ms, 2 threads %2 "
                           "ms (speed-up bound %3); load average before %4, after %5")
                .arg(bench::medianOf(cpuOne), 0, 'f', 1)
                .arg(bench::medianOf(cpuTwo), 0, 'f', 1)
                .arg(bound, 0, 'f', 2)
                .arg(QString::fromLatin1(loadBefore), QString::fromLatin1(loadAverage())));
    }

private:
    static double processCpuMs() {
        timespec t;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    }
    static QByteArray loadAverage() {
        QFile f(QStringLiteral("/proc/loadavg"));
        return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray("unknown");
    }
};

QTEST_GUILESS_MAIN(BenchDungeon)
#include "bench_dungeon.moc"
