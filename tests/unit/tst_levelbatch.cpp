#include "data/PackLoader.h"
#include "gen/Dungeon.h"
#include "gen/LevelBatch.h"

#include <QSignalSpy>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <memory>

#include "PackFixture.h"

using namespace pd;

// The seed preview's batch: what it makes is what `generate` makes, on any number of threads,
// and it stops when told.
class TestLevelBatch : public QObject {
    Q_OBJECT

    static std::shared_ptr<const Pack> load(const QString &name) {
        return test::loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR) + u'/' + name);
    }

    static QStringList summary(const QList<BatchSeed> &seeds) {
        QStringList out;
        for (const BatchSeed &s : seeds)
            for (const BatchLevel &l : s.levels)
                out << QStringLiteral("%1/%2 %3 %4 r%5 m%6 i%7 c%8 p%9 %10")
                           .arg(l.seed)
                           .arg(l.depth)
                           .arg(l.stats.generator)
                           .arg(l.stats.hash)
                           .arg(l.stats.rooms)
                           .arg(l.stats.monsters)
                           .arg(l.stats.items)
                           .arg(l.stats.chests)
                           .arg(l.stats.pathLength)
                           .arg(l.stats.error);
        return out;
    }

    // Runs a batch on a pool of `threads` and waits, as the editor's dock does (signals).
    QList<BatchSeed> runAsync(const BatchRequest &request, int threads,
                              int *progressMax = nullptr) {
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        LevelBatch batch;
        QSignalSpy finished(&batch, &LevelBatch::finished);
        int last = 0;
        connect(&batch, &LevelBatch::progress, this, [&](int done, int total) {
            QVERIFY(done > last);
            QCOMPARE(total, int(request.seeds.size()));
            last = done;
        });
        batch.start(request, &pool);
        if (finished.isEmpty())
            finished.wait(60000);
        if (progressMax)
            *progressMax = last;
        return batch.results();
    }

private Q_SLOTS:
    void sameOnAnyThreadCount_data() {
        QTest::addColumn<QString>("pack");
        QTest::addColumn<int>("depth");
        QTest::newRow("classic d1") << QStringLiteral("classic") << 1;
        QTest::newRow("classic d7") << QStringLiteral("classic") << 7;
        QTest::newRow("permadungeon d3") << QStringLiteral("permadungeon") << 3;
        QTest::newRow("maze-duel d2") << QStringLiteral("maze-duel") << 2;
    }
    void sameOnAnyThreadCount() {
        QFETCH(QString, pack);
        QFETCH(int, depth);
        BatchRequest request;
        request.pack = load(pack);
        request.seeds = BatchRequest::range(1, 60);
        request.depths = {depth};
        const QStringList one = summary(LevelBatch::run(request, 1));
        QCOMPARE(one.size(), 60);
        QCOMPARE(summary(LevelBatch::run(request, 2)), one);
        int progress = 0;
        QCOMPARE(summary(runAsync(request, 1, &progress)), one);
        QCOMPARE(progress, 60);
        QCOMPARE(summary(runAsync(request, 2, &progress)), one);
        QCOMPARE(progress, 60);
    }

    // Each level of a batch is the level `Dungeon` (and so `generate`) makes for its seed.
    void levelsAreWhatGenerateMakes() {
        BatchRequest request;
        request.pack = load(QStringLiteral("classic"));
        request.seeds = {7, 42, 1234567};
        request.depths = {1, 4};
        request.keepLevels = true;
        for (const BatchSeed &s : LevelBatch::run(request, 2)) {
            Dungeon dungeon(*request.pack, s.seed);
            QCOMPARE(s.levels.size(), 2);
            for (const BatchLevel &l : s.levels) {
                QVERIFY(l.level);
                const Level expected = dungeon.level(l.depth);
                QCOMPARE(l.level->hash(), expected.hash());
                QCOMPARE(l.stats.hash, expected.hash());
                QCOMPARE(l.stats.monsters,
                         int(std::count_if(expected.entities.begin(), expected.entities.end(),
                                           [](const LevelEntity &e) {
                                               return e.kind == LevelEntity::Kind::Monster;
                                           })));
            }
        }
    }

    void emptyDepthsMeanEveryDepth() {
        BatchRequest request;
        request.pack = load(QStringLiteral("maze-duel"));
        request.seeds = {5};
        const QList<BatchSeed> out = LevelBatch::run(request, 1);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out[0].levels.size(), request.pack->ruleset.depth);
        QCOMPARE(out[0].levels.last().depth, request.pack->ruleset.depth);
    }

    void decorateRunsOnEveryLevel() {
        BatchRequest request;
        request.pack = load(QStringLiteral("classic"));
        request.seeds = BatchRequest::range(100, 20);
        request.depths = {2};
        request.decorate = [](const Level &level, const LevelStats &stats) {
            return QVariant(QStringLiteral("%1:%2").arg(level.width()).arg(stats.monsters));
        };
        for (const BatchSeed &s : LevelBatch::run(request, 2))
            QCOMPARE(s.levels[0].extra.toString(), QStringLiteral("%1:%2")
                                                       .arg(s.levels[0].stats.width)
                                                       .arg(s.levels[0].stats.monsters));
    }

    void cancelStopsPromptly() {
        BatchRequest request;
        request.pack = load(QStringLiteral("classic"));
        request.seeds = BatchRequest::range(1, 100000); // minutes of work
        request.depths = {5};
        // Levels made, counted where they are made (on the pool's threads).
        auto made = std::make_shared<std::atomic<int>>(0);
        request.decorate = [made](const Level &, const LevelStats &) {
            ++*made;
            return QVariant();
        };
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        LevelBatch batch;
        QSignalSpy finished(&batch, &LevelBatch::finished);
        QSignalSpy ready(&batch, &LevelBatch::seedsReady);
        batch.start(request, &pool);
        QVERIFY(ready.wait(10000));
        QVERIFY(batch.isRunning());
        const int atCancel = *made;
        batch.cancel();
        batch.waitForFinished();
        // Prompt means: each thread finishes the block of seeds in its hands (QtConcurrent hands
        // out blocks that grow while levels come quickly: a few, seen up to 8) and starts no
        // other, where the batch would go on for 100,000.
        const int after = *made - atCancel;
        QVERIFY2(after < 1000, qPrintable(QString::number(after)));
        QVERIFY(finished.wait(5000) || !finished.isEmpty());
        QCOMPARE(finished.last().at(0).toBool(), true);
        QVERIFY(batch.isCancelled());
        QVERIFY(batch.done() < 100000);
        // What arrived before the cancel is whole and in the request's order.
        const QList<BatchSeed> got = batch.results();
        for (int i = 1; i < got.size(); ++i)
            QVERIFY(got[i - 1].index < got[i].index);
    }

    void restartReplacesTheRunningBatch() {
        BatchRequest big;
        big.pack = load(QStringLiteral("classic"));
        big.seeds = BatchRequest::range(1, 100000);
        big.depths = {3};
        BatchRequest small = big;
        small.seeds = BatchRequest::range(500, 10);
        LevelBatch batch;
        QSignalSpy finished(&batch, &LevelBatch::finished);
        batch.start(big);
        batch.start(small);
        QTRY_VERIFY_WITH_TIMEOUT(!batch.isRunning(), 30000);
        QCOMPARE(batch.total(), 10);
        QCOMPARE(batch.done(), 10);
        QCOMPARE(batch.results().first().seed, std::uint64_t(500));
    }

    void overridesChangeTheGenerator() {
        BatchRequest request;
        request.pack = load(QStringLiteral("classic"));
        request.seeds = BatchRequest::range(1, 10);
        request.depths = {1};
        request.overrides = QJsonObject{{QStringLiteral("generator"), QStringLiteral("caves")},
                                        {QStringLiteral("width"), 40},
                                        {QStringLiteral("height"), 30}};
        for (const BatchSeed &s : LevelBatch::run(request, 2)) {
            QVERIFY2(s.levels[0].stats.error.isEmpty(), qPrintable(s.levels[0].stats.error));
            QCOMPARE(s.levels[0].stats.generator, QStringLiteral("caves"));
            QCOMPARE(s.levels[0].stats.width, 40);
            QCOMPARE(s.levels[0].stats.height, 30);
        }
        // A bad override is an error on the level, not a crash.
        request.overrides = QJsonObject{{QStringLiteral("generator"), QStringLiteral("volcano")}};
        const QList<BatchSeed> bad = LevelBatch::run(request, 1);
        QVERIFY(bad[0].levels[0].stats.error.contains(QStringLiteral("generator")));
    }

    // Tracing changes nothing in the levels, gives every entity an origin, and each origin's
    // roll holds what the entity is.
    void traceAccountsForEveryEntity_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
        QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
    }
    void traceAccountsForEveryEntity() {
        QFETCH(QString, pack);
        const auto p = load(pack);
        int traced = 0, roomsTraced = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Dungeon plain(*p, seed), tracing(*p, seed);
            tracing.setTracing(true);
            for (int depth = 1; depth <= std::min(4, p->ruleset.depth); ++depth) {
                const Level a = plain.level(depth), b = tracing.level(depth);
                QCOMPARE(b.hash(), a.hash());
                const QList<EntityOrigin> origins = tracing.origins(depth);
                QCOMPARE(origins.size(), b.entities.size());
                const Ruleset::Band *band = p->ruleset.bandFor(depth);
                for (qsizetype i = 0; i < origins.size(); ++i) {
                    const EntityOrigin &o = origins[i];
                    const LevelEntity &e = b.entities[i];
                    if (o.role == EntityOrigin::Role::WinItem)
                        continue;
                    if (o.stream == QLatin1String("level")) {
                        // A room-by-room chamber's own contents: its contents table, traced.
                        QCOMPARE(o.role, EntityOrigin::Role::RoomContents);
                        QCOMPARE(o.streamIndex, std::uint64_t(depth) * 256);
                        QVERIFY2(!o.table.isEmpty(), qPrintable(e.id));
                        ++roomsTraced;
                    } else {
                        QCOMPARE(o.streamIndex, std::uint64_t(depth));
                    }
                    if (o.role == EntityOrigin::Role::Chests) {
                        QCOMPARE(e.kind, LevelEntity::Kind::Chest);
                        QCOMPARE(o.table, band->chests);
                        QVERIFY(o.rollIndex < o.count);
                        continue;
                    }
                    QVERIFY2(o.roll.error.isEmpty(), qPrintable(o.roll.error));
                    QVERIFY(!o.roll.steps.isEmpty());
                    QCOMPARE(o.roll.steps.first().table, o.table);
                    bool found = false;
                    for (const RolledEntry &r : o.roll.entries)
                        found =
                            found || r.ref == e.id ||
                            r.value.toObject().value(QStringLiteral("chest")).toString() == e.id;
                    QVERIFY2(found, qPrintable(QStringLiteral("%1 seed %2 depth %3: %4 not in %5")
                                                   .arg(pack)
                                                   .arg(seed)
                                                   .arg(depth)
                                                   .arg(e.id, o.roll.describe())));
                    if (o.role == EntityOrigin::Role::Monsters) {
                        QCOMPARE(o.table, band->monsters);
                        QCOMPARE(o.countDice, band->monsterCount.text);
                        QVERIFY(o.rollIndex >= 0 && o.rollIndex < o.count);
                    }
                    ++traced;
                }
            }
        }
        QVERIFY(traced > 100);
        // The room-by-room pack brings everything with its rooms.
        if (pack == QLatin1String("permadungeon"))
            QCOMPARE(roomsTraced, traced);
    }

    // Pinned: what the trace says of known entities (found once by hand, checked against
    // `permadungeon-cli table` rolls of the same stream).
    void tracePinned() {
        const auto p = load(QStringLiteral("classic"));
        Dungeon d(*p, 42);
        d.setTracing(true);
        const Level level = d.level(3);
        const QList<EntityOrigin> origins = d.origins(3);
        QCOMPARE(origins.size(), level.entities.size());
        QCOMPARE(origins.size(), 15);
        // Things the chambers of the level above left on its stairs' cells are the level's own.
        QCOMPARE(origins[0].stream, QStringLiteral("level"));
        QCOMPARE(origins[2].role, EntityOrigin::Role::Chests);
        QCOMPARE(origins[2].table, QStringLiteral("chest-d3"));
        QCOMPARE(origins[2].countDice, QStringLiteral("1d3"));
        QCOMPARE(origins[2].count, 1);
        // The golem: third of seven rolls of mon-d3 (1d4+4); the weighted pick fell at 19 of 19.
        QCOMPARE(level.entities[5].id, QStringLiteral("golem"));
        const EntityOrigin &golem = origins[5];
        QCOMPARE(golem.role, EntityOrigin::Role::Monsters);
        QCOMPARE(golem.stream, QStringLiteral("population"));
        QCOMPARE(golem.streamIndex, std::uint64_t(3));
        QCOMPARE(golem.table, QStringLiteral("mon-d3"));
        QCOMPARE(golem.countDice, QStringLiteral("1d4+4"));
        QCOMPARE(golem.count, 7);
        QCOMPARE(golem.rollIndex, 2);
        QCOMPARE(golem.roll.steps.size(), 1);
        QCOMPARE(golem.roll.steps[0].row, 7);
        QCOMPARE(golem.roll.steps[0].roll, 19);
        QCOMPARE(golem.roll.topRow, 7);
        // A trap: spikes, row 1 of traps-shallow.
        QCOMPARE(level.entities[13].id, QStringLiteral("spikes"));
        QCOMPARE(origins[13].table, QStringLiteral("traps-shallow"));
        QCOMPARE(origins[13].roll.steps[0].row, 1);
        QCOMPARE(origins[13].rollIndex, 0);
    }

    void collectStatsIsTheBatch() {
        const auto pack = load(QStringLiteral("classic"));
        const QList<LevelStats> stats = collectStats(*pack, 10, 5, {1, 2}, 2);
        QCOMPARE(stats.size(), 10);
        QCOMPARE(stats[0].seed, std::uint64_t(10));
        QCOMPARE(stats[1].depth, 2);
        Dungeon d(*pack, 12);
        QCOMPARE(stats[5].hash, d.level(2).hash()); // seed 12, depth 2 (fifth, sixth rows)
        QCOMPARE(stats[4].hash, d.level(1).hash());
    }
};

QTEST_GUILESS_MAIN(TestLevelBatch)
#include "tst_levelbatch.moc"
