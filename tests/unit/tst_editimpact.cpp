#include "PackFixture.h"

#include "data/PackLoader.h"
#include "gen/Dungeon.h"
#include "gen/EditImpact.h"

#include <QtTest>

#include <cmath>

using namespace pd;

// The impact of an edit: the same seeds and depths before and after, counted per record and
// band. The known change is classic's zombie at twice its weight in mon-d1 (4 of 15 → 8 of 19).
class TestEditImpact : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Pack> m_classic;
    std::shared_ptr<const Pack> m_doubled;

    static QString classicFolder() { return QStringLiteral(PD_TEST_PACKS_DIR "/classic"); }

    // A copy of classic with one edit made to tables.json's text.
    std::shared_ptr<const Pack> edited(const QString &name, const QByteArray &from,
                                       const QByteArray &to, qsizetype after = 0) {
        const QString folder = m_dir.filePath(name);
        if (!test::copyFolder(classicFolder(), folder))
            qFatal("cannot copy classic");
        QFile f(folder + QStringLiteral("/tables.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no tables.json");
        QByteArray text = f.readAll();
        f.close();
        const qsizetype at = text.indexOf(from, after);
        if (at < 0)
            qFatal("edit not found");
        text.replace(at, from.size(), to);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write tables.json");
        f.write(text);
        f.close();
        return test::loadValidPack(folder);
    }

    // Counted again the plain way, level by level with Dungeon: what the report must say.
    static QHash<QString, qint64> countDirectly(const Pack &pack, const ImpactSample &sample,
                                                const QList<int> &depths, int *levels) {
        QHash<QString, qint64> out;
        *levels = 0;
        for (std::uint64_t seed : sample.seeds) {
            Dungeon dungeon(pack, seed);
            for (int depth : depths) {
                QString error;
                const Level level = dungeon.level(depth, &error);
                if (!error.isEmpty())
                    continue;
                ++*levels;
                for (const LevelEntity &e : level.entities)
                    ++out[ImpactTally::entityKey(e)];
            }
        }
        return out;
    }

    static const ImpactRow *row(const ImpactReport &report, ImpactRow::Kind kind, const QString &id,
                                int bandFrom) {
        for (const ImpactRow &r : report.rows)
            if (r.kind == kind && r.id == id && r.bandFrom == bandFrom)
                return &r;
        return nullptr;
    }

    static const ImpactRow *figure(const ImpactReport &report, ImpactFigure f, int bandFrom) {
        for (const ImpactRow &r : report.rows)
            if (r.kind == ImpactRow::Kind::Figure && r.figure == f && r.bandFrom == bandFrom)
                return &r;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_classic = test::loadValidPack(classicFolder());
        m_doubled = edited(QStringLiteral("doubled"), "{\"weight\": 4, \"monster\": \"zombie\"}",
                           "{\"weight\": 8, \"monster\": \"zombie\"}");
    }

    void standardSample() {
        const ImpactSample s = ImpactSample::standard(*m_classic);
        QCOMPARE(s.seeds.size(), 200);
        QCOMPARE(s.seeds.first(), std::uint64_t(1));
        QCOMPARE(s.seeds.last(), std::uint64_t(200));
        QCOMPARE(s.depths, (QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
        Pack deep = *m_classic;
        deep.ruleset.depth = 99;
        QCOMPARE(ImpactSample::standard(deep, 5, 10).depths,
                 (QList<int>{1, 12, 23, 34, 45, 55, 66, 77, 88, 99}));
        deep.ruleset.depth = 3;
        QCOMPARE(ImpactSample::standard(deep, 5, 10).depths, (QList<int>{1, 2, 3}));
        QCOMPARE(ImpactSample::standard(deep, 5, 1).depths, (QList<int>{1}));
    }

    // An edit that changes no level and no monster says so.
    void unchangedPackChangesNothing() {
        const ImpactSample s = ImpactSample::standard(*m_classic, 40, 10);
        const ImpactReport report = measureImpact(m_classic, m_classic, s, {});
        QVERIFY(report.sameLevels);
        QVERIFY(report.changesNothing());
        QCOMPARE(report.changedRows(), 0);
        QVERIFY(report.balance.isEmpty());
        QCOMPARE(report.levels, 400);
        // A table's name is not a number any level reads.
        const auto renamed = edited(QStringLiteral("renamed"), "\"name\": \"Monsters, depths 1-2\"",
                                    "\"name\": \"The first monsters\"");
        QVERIFY(measureImpact(m_classic, renamed, s, {}).changesNothing());
    }

    // Doubling the zombie's weight in mon-d1: the report's numbers are exactly the counts of the
    // levels made one by one, only depths 1-2 change, and the zombie's share of the band's
    // monster rolls moves from 4/15 to about 8/19.
    void doubledWeightExactNumbers() {
        const ImpactSample s = ImpactSample::standard(*m_classic);
        const ImpactReport report = measureImpact(m_classic, m_doubled, s, {});
        QVERIFY(!report.sameLevels);
        QVERIFY(!report.changesNothing());
        QVERIFY(report.balance.isEmpty()); // no monster's record changed

        int levelsBefore = 0, levelsAfter = 0;
        const auto was = countDirectly(*m_classic, s, {1, 2}, &levelsBefore);
        const auto now = countDirectly(*m_doubled, s, {1, 2}, &levelsAfter);
        QCOMPARE(levelsBefore, 400);
        QCOMPARE(levelsAfter, 400);
        const ImpactRow *zombie =
            row(report, ImpactRow::Kind::Monster, QStringLiteral("zombie"), 1);
        QVERIFY(zombie);
        QCOMPARE(zombie->bandTo, 2);
        QCOMPARE(zombie->levels, 400);
        const QString key = QStringLiteral("monster:zombie");
        QCOMPARE(zombie->before, double(was.value(key)) / 400.0);
        QCOMPARE(zombie->after, double(now.value(key)) / 400.0);
        // Pinned: what seeds 1-200 at depths 1 and 2 hold.
        QCOMPARE(was.value(key), qint64(566));
        QCOMPARE(now.value(key), qint64(910));
        QVERIFY(zombie->after > zombie->before);
        // Far beyond the noise of 400 levels (two standard errors of the difference).
        QVERIFY(zombie->noise > 0.05 && zombie->noise < 0.5);
        QVERIFY(!zombie->withinNoise());
        QCOMPARE(*zombie->changePercent(), (zombie->after - zombie->before) / zombie->before * 100);
        // Every other monster of the band loses share.
        for (const char *id : {"goblin", "fungus", "goblin-archer"}) {
            const ImpactRow *r = row(report, ImpactRow::Kind::Monster, QString::fromLatin1(id), 1);
            QVERIFY2(r, id);
            QCOMPARE(r->before,
                     double(was.value(QStringLiteral("monster:") + QLatin1String(id))) / 400.0);
            QCOMPARE(r->after,
                     double(now.value(QStringLiteral("monster:") + QLatin1String(id))) / 400.0);
            QVERIFY2(r->after < r->before, id);
        }
        // The share of the band's zombies among the rolls of its table (no other table of
        // depths 1-2 names a zombie): 4/15 = 26.7 % before, 8/19 = 42.1 % after, within three
        // standard deviations of these ~2,200 rolls.
        auto share = [](const QHash<QString, qint64> &counts) {
            qint64 rolls = 0;
            for (const char *id : {"goblin", "zombie", "fungus", "goblin-archer"})
                rolls += counts.value(QStringLiteral("monster:") + QLatin1String(id));
            // A cave-rat row places 1d3+1 rats (2.5 on average) for one roll.
            const double ratRolls = counts.value(QStringLiteral("monster:cave-rat")) / 2.5;
            return counts.value(QStringLiteral("monster:zombie")) / (double(rolls) + ratRolls);
        };
        const double n = 2200.0;
        QVERIFY2(std::abs(share(was) - 4.0 / 15) < 3 * std::sqrt(4.0 / 15 * 11 / 15 / n),
                 qPrintable(QString::number(share(was))));
        QVERIFY2(std::abs(share(now) - 8.0 / 19) < 3 * std::sqrt(8.0 / 19 * 11 / 19 / n),
                 qPrintable(QString::number(share(now))));

        // The monster draws shift the stream the items come from, so items move a little by
        // chance: some of those changes are within the noise and sort after every real change.
        int noisy = 0;
        for (const ImpactRow &r : report.rows)
            if (r.kind == ImpactRow::Kind::Item && r.withinNoise())
                ++noisy;
        QVERIFY(noisy > 0);
        QVERIFY(report.rowsBeyondNoise() < report.changedRows());
        for (int i = 0; i < report.rowsBeyondNoise(); ++i)
            QVERIFY(!report.rows[i].withinNoise());

        // Deeper bands are untouched: every row from depth 3 on is unchanged.
        for (const ImpactRow &r : report.rows)
            if (r.bandFrom >= 3)
                QVERIFY2(!r.changed(), qPrintable(r.id));
        // The biggest change is first.
        QVERIFY(report.rows.first().changed());
        for (int i = 1; i < report.rowsBeyondNoise(); ++i)
            QVERIFY(report.rows[i - 1].magnitude() >= report.rows[i].magnitude());
        QCOMPARE(report.rows.first().magnitude(),
                 std::max(report.rows.first().magnitude(), zombie->magnitude()));
        // The level figures of the band are there and the monster total is the rows' sum.
        const ImpactRow *monsters = figure(report, ImpactFigure::Monsters, 1);
        QVERIFY(monsters);
        qint64 total = 0;
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (it.key().startsWith(QStringLiteral("monster:")))
                total += it.value();
        QCOMPARE(monsters->after, double(total) / 400.0);
    }

    // A monster whose numbers change is simulated before and after; a new one only after.
    void changedMonsterGetsBalance() {
        Pack stronger = *m_classic;
        MonsterRecord *zombie = nullptr;
        for (MonsterRecord &m : stronger.monsters)
            if (m.id == QStringLiteral("zombie"))
                zombie = &m;
        QVERIFY(zombie);
        QCOMPARE(changedMonsters(*m_classic, stronger), QStringList());
        zombie->level += 3;
        QCOMPARE(changedMonsters(*m_classic, stronger), QStringList{QStringLiteral("zombie")});
        const auto after = std::make_shared<const Pack>(stronger);
        ImpactOptions options;
        options.battles = 500;
        const ImpactReport report =
            measureImpact(m_classic, after, ImpactSample::standard(*m_classic, 10, 2), options);
        QCOMPARE(report.battles, 500);
        QCOMPARE(report.balance.size(), 1);
        const ImpactBalance &b = report.balance.first();
        QCOMPARE(b.monster, QStringLiteral("zombie"));
        QVERIFY(b.before && b.after);
        QCOMPARE(b.before->battles, 500);
        QCOMPARE(b.after->level, b.before->level + 3);
        QVERIFY(!report.changesNothing());

        Pack fewer = *m_classic;
        fewer.monsters.removeIf(
            [](const MonsterRecord &m) { return m.id == QStringLiteral("fungus"); });
        fewer.rebuildIndex();
        QCOMPARE(changedMonsters(*m_classic, fewer), QStringList{QStringLiteral("fungus")});
    }

    // Thread count does not change a number.
    void sameOnAnyThreadCount() {
        const ImpactSample s = ImpactSample::standard(*m_classic, 30, 10);
        ImpactOptions one;
        one.threads = 1;
        ImpactOptions two;
        two.threads = 2;
        const ImpactReport a = measureImpact(m_classic, m_doubled, s, one);
        const ImpactReport b = measureImpact(m_classic, m_doubled, s, two);
        QCOMPARE(a.rows.size(), b.rows.size());
        for (int i = 0; i < a.rows.size(); ++i) {
            QCOMPARE(a.rows[i].id, b.rows[i].id);
            QCOMPARE(a.rows[i].before, b.rows[i].before);
            QCOMPARE(a.rows[i].after, b.rows[i].after);
        }
        // A before tally measured earlier gives the same report.
        const ImpactTally tally = ImpactTally::measure(m_classic, s, 2);
        const ImpactReport c = measureImpact(m_classic, m_doubled, s, two, &tally);
        QCOMPARE(c.rows.size(), a.rows.size());
        QCOMPARE(c.rows.first().before, a.rows.first().before);
    }

    // A level the generator cannot make is counted as failed, not as an empty level.
    void failedLevelsAreCounted() {
        // A band naming a generator table the pack lacks (the validator would refuse it in a
        // file; an edit in memory can still make one).
        Pack brokenPack = *m_classic;
        brokenPack.ruleset.bands[1].generator = QStringLiteral("no-such-table");
        const auto broken = std::make_shared<const Pack>(brokenPack);
        const ImpactSample s = ImpactSample::standard(*m_classic, 20, 10);
        const ImpactReport report = measureImpact(m_classic, broken, s, {});
        bool someFailed = false;
        for (const ImpactRow &r : report.rows)
            if (r.kind == ImpactRow::Kind::Figure && r.figure == ImpactFigure::Failed) {
                QCOMPARE(r.before, 0.0);
                if (r.bandFrom == 3)
                    QCOMPARE(r.after, 40.0); // 20 seeds x depths 3 and 4
                someFailed |= r.after > 0;
            }
        QVERIFY(someFailed);
        QVERIFY(!report.sameLevels);
    }
};

QTEST_GUILESS_MAIN(TestEditImpact)
#include "tst_editimpact.moc"
