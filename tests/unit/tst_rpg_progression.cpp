#include "RpgTestPack.h"

#include "rpg/Progression.h"
#include "rpg/Spawn.h"

#include <QtTest>

// Levels from ruleset.experience, levelGains per level, HP/MP rising with their maxima
// (docs/rules.md "Progression"). The test pack: experience [0, 10, 30, 60], gains HP 10, MP 5,
// ATK 2, DEF 1, CRI 1, HIT 2, DOP 1; the hero starts at HP 100 MP 30 ATK 20 DEF 10 CRI 0 HIT 30
// DOP 10.
using namespace pd;

class TestRpgProgression : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thresholds_data();
    void thresholds();
    void gain_data();
    void gain();
    void woundsStay();
    void severalCalls();
    void levelCap();
    void heroAtLevel_data();
    void heroAtLevel();
    void bundledPacks_data();
    void bundledPacks();

private:
    Pack m_pack;
};

void TestRpgProgression::initTestCase() {
    m_pack = test::loadRpgPack();
    QCOMPARE(m_pack.ruleset.experience, (QList<qint64>{0, 10, 30, 60}));
}

void TestRpgProgression::thresholds_data() {
    QTest::addColumn<int>("level");
    QTest::addColumn<qint64>("xp");
    QTest::newRow("1") << 1 << qint64(0);
    QTest::newRow("2") << 2 << qint64(10);
    QTest::newRow("4") << 4 << qint64(60);
    QTest::newRow("beyond the table") << 5 << qint64(-1);
    QTest::newRow("0 counts as 1") << 0 << qint64(0);
}

void TestRpgProgression::thresholds() {
    QFETCH(int, level);
    QFETCH(qint64, xp);
    QCOMPARE(experienceForLevel(level, m_pack.ruleset), xp);
    QCOMPARE(maxHeroLevel(m_pack.ruleset), 4);
}

void TestRpgProgression::gain_data() {
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<int>("gained");
    QTest::addColumn<int>("level");
    QTest::addColumn<QList<qint64>>("base"); // hp mp atk def cri hit dop
    QTest::newRow("not enough") << qint64(0) << qint64(9) << 0 << 1
                                << QList<qint64>{100, 30, 20, 10, 0, 30, 10};
    QTest::newRow("exactly the threshold")
        << qint64(0) << qint64(10) << 1 << 2 << QList<qint64>{110, 35, 22, 11, 1, 32, 11};
    QTest::newRow("three at once")
        << qint64(0) << qint64(65) << 3 << 4 << QList<qint64>{130, 45, 26, 13, 3, 36, 13};
    QTest::newRow("from level 2 to 3")
        << qint64(25) << qint64(5) << 1 << 3 << QList<qint64>{120, 40, 24, 12, 2, 34, 12};
    QTest::newRow("negative ignored")
        << qint64(0) << qint64(-50) << 0 << 1 << QList<qint64>{100, 30, 20, 10, 0, 30, 10};
}

void TestRpgProgression::gain() {
    QFETCH(qint64, start);
    QFETCH(qint64, amount);
    QFETCH(int, gained);
    QFETCH(int, level);
    QFETCH(QList<qint64>, base);
    Combatant hero = makeHero(m_pack.ruleset, QString());
    qint64 xp = 0;
    gainExperience(hero, xp, start, m_pack.ruleset);
    const int before = hero.level;
    QCOMPARE(gainExperience(hero, xp, amount, m_pack.ruleset), gained);
    QCOMPARE(before + gained, level);
    QCOMPARE(hero.level, level);
    QCOMPARE(xp, start + std::max<qint64>(0, amount));
    QList<qint64> got;
    for (Stat s : kAllStats)
        got << hero.base[s];
    QCOMPARE(got, base);
    QCOMPARE(hero.hp, base[0]); // full before, full after
    QCOMPARE(hero.mp, base[1]);
}

void TestRpgProgression::woundsStay() {
    Combatant hero = makeHero(m_pack.ruleset, QString());
    hero.hp = 40;
    hero.mp = 3;
    qint64 xp = 0;
    QCOMPARE(gainExperience(hero, xp, 30, m_pack.ruleset), 2);
    QCOMPARE(hero.base[Stat::Hp], qint64(120));
    QCOMPARE(hero.hp, qint64(60)); // + 2 × 10: as wounded as before, by points
    QCOMPARE(hero.mp, qint64(13));
}

void TestRpgProgression::severalCalls() {
    Combatant hero = makeHero(m_pack.ruleset, QString());
    qint64 xp = 0;
    QCOMPARE(gainExperience(hero, xp, 9, m_pack.ruleset), 0);
    QCOMPARE(gainExperience(hero, xp, 1, m_pack.ruleset), 1);
    QCOMPARE(gainExperience(hero, xp, 19, m_pack.ruleset), 0);
    QCOMPARE(gainExperience(hero, xp, 1, m_pack.ruleset), 1);
    QCOMPARE(hero.level, 3);
    QCOMPARE(xp, qint64(30));
    QCOMPARE(hero.base[Stat::Atk], qint64(24));
}

void TestRpgProgression::levelCap() {
    Combatant hero = makeHero(m_pack.ruleset, QString());
    qint64 xp = 0;
    QCOMPARE(gainExperience(hero, xp, 1000000, m_pack.ruleset), 3);
    QCOMPARE(hero.level, 4);
    QCOMPARE(gainExperience(hero, xp, 1000000, m_pack.ruleset), 0);
    QCOMPARE(hero.level, 4);
    QCOMPARE(hero.base[Stat::Hp], qint64(130));
}

void TestRpgProgression::heroAtLevel_data() {
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("actual");
    QTest::addColumn<qint64>("hp");
    QTest::addColumn<qint64>("atk");
    QTest::addColumn<qint64>("xp");
    QTest::newRow("1") << 1 << 1 << qint64(100) << qint64(20) << qint64(0);
    QTest::newRow("3") << 3 << 3 << qint64(120) << qint64(24) << qint64(30);
    QTest::newRow("clamped") << 9 << 4 << qint64(130) << qint64(26) << qint64(60);
}

void TestRpgProgression::heroAtLevel() {
    QFETCH(int, level);
    QFETCH(int, actual);
    QFETCH(qint64, hp);
    QFETCH(qint64, atk);
    QFETCH(qint64, xp);
    qint64 startXp = -5;
    const Combatant hero = pd::heroAtLevel(m_pack.ruleset, level, QStringLiteral("Ada"), &startXp);
    QCOMPARE(hero.name, QStringLiteral("Ada"));
    QCOMPARE(hero.level, actual);
    QCOMPARE(hero.base[Stat::Hp], hp);
    QCOMPARE(hero.hp, hp);
    QCOMPARE(hero.mp, hero.base[Stat::Mp]);
    QCOMPARE(hero.base[Stat::Atk], atk);
    QCOMPARE(startXp, xp);
    QCOMPARE(m_pack.ruleset.heroLevelFor(startXp), actual);
}

void TestRpgProgression::bundledPacks_data() {
    QTest::addColumn<QString>("pack");
    QTest::addColumn<qint64>("xp");
    QTest::addColumn<int>("level");
    QTest::newRow("classic") << QStringLiteral("classic") << qint64(110) << 3;
    QTest::newRow("maze-duel") << QStringLiteral("maze-duel") << qint64(90) << 3;
    QTest::newRow("permadungeon: one level") << QStringLiteral("permadungeon") << qint64(5000) << 1;
}

void TestRpgProgression::bundledPacks() {
    QFETCH(QString, pack);
    QFETCH(qint64, xp);
    QFETCH(int, level);
    Diagnostics d;
    const Pack p = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + pack, d);
    QVERIFY(!d.hasErrors());
    Combatant hero = makeHero(p.ruleset, QString());
    qint64 total = 0;
    QCOMPARE(gainExperience(hero, total, xp, p.ruleset), level - 1);
    QCOMPARE(hero.level, level);
    for (Stat s : kAllStats)
        QCOMPARE(hero.base[s], p.ruleset.heroStats[s] + (level - 1) * p.ruleset.levelGains[s]);
}

QTEST_GUILESS_MAIN(TestRpgProgression)
#include "tst_rpg_progression.moc"
