#include "data/Ruleset.h"
#include "random/Rng.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"

#include <QtTest>

// The maze-duel blow and escape formulas (docs/rules.md "Attacks" and "Escape").
using namespace pd;

namespace {

Combatant fighter(qint64 atk, qint64 def, qint64 cri, qint64 hit, qint64 dop) {
    Combatant c;
    c.name = QStringLiteral("F");
    c.base[Stat::Hp] = 100;
    c.base[Stat::Atk] = atk;
    c.base[Stat::Def] = def;
    c.base[Stat::Cri] = cri;
    c.base[Stat::Hit] = hit;
    c.base[Stat::Dop] = dop;
    c.hp = 100;
    return c;
}

Buff buff(SpellRecord::Effect e, qint64 amount, bool debuff = false, int rounds = 3) {
    Buff b;
    b.effect = e;
    b.amount = amount;
    b.debuff = debuff;
    b.rounds = rounds;
    return b;
}

} // namespace

class TestRpgCombat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void baseDamage_data();
    void baseDamage();
    void sureBlows_data();
    void sureBlows();
    void hitChance_data();
    void hitChance();
    void drawOrderIsHitThenCritical();
    void invincibleDrawsNothing();
    void pinnedOutcomes_data();
    void pinnedOutcomes();
    void characterMultipliers_data();
    void characterMultipliers();
    void escapeChance_data();
    void escapeChance();
    void escapeDrawsOnce();
};

void TestRpgCombat::baseDamage_data() {
    QTest::addColumn<qint64>("atk");
    QTest::addColumn<qint64>("def");
    QTest::addColumn<qint64>("damage");
    // ATK × 100 / (100 + DEF), rounded down, at least 1.
    QTest::newRow("no armour") << qint64(20) << qint64(0) << qint64(20);
    QTest::newRow("def 25") << qint64(20) << qint64(25) << qint64(16);
    QTest::newRow("def 10") << qint64(12) << qint64(10) << qint64(10);
    QTest::newRow("def 100 halves") << qint64(30) << qint64(100) << qint64(15);
    QTest::newRow("rounds down") << qint64(11) << qint64(6) << qint64(10);
    QTest::newRow("at least 1") << qint64(1) << qint64(200) << qint64(1);
    QTest::newRow("no attack") << qint64(0) << qint64(0) << qint64(1);
    QTest::newRow("negative def counts as 0") << qint64(20) << qint64(-50) << qint64(20);
}

void TestRpgCombat::baseDamage() {
    QFETCH(qint64, atk);
    QFETCH(qint64, def);
    QFETCH(qint64, damage);
    QCOMPARE(pd::baseDamage(atk, def), damage);
}

void TestRpgCombat::sureBlows_data() {
    // DOP 0 makes the hit certain (HIT/(HIT+0) = 1), CRI 0 or 100 makes the critical certain:
    // the exact damage of every modifier without depending on the dice.
    QTest::addColumn<qint64>("atk");
    QTest::addColumn<qint64>("cri");
    QTest::addColumn<qint64>("def");
    QTest::addColumn<bool>("defending");
    QTest::addColumn<bool>("critical");
    QTest::addColumn<qint64>("damage");
    QTest::newRow("plain") << qint64(20) << qint64(0) << qint64(25) << false << false << qint64(16);
    QTest::newRow("critical x1.5")
        << qint64(20) << qint64(100) << qint64(25) << false << true << qint64(24);
    QTest::newRow("defending x0.75")
        << qint64(20) << qint64(0) << qint64(25) << true << false << qint64(12);
    QTest::newRow("critical on a defender")
        << qint64(20) << qint64(100) << qint64(25) << true << true << qint64(18);
    QTest::newRow("critical rounds down")
        << qint64(11) << qint64(100) << qint64(0) << false << true << qint64(16);
    QTest::newRow("defending keeps 1")
        << qint64(1) << qint64(0) << qint64(0) << true << false << qint64(1);
    QTest::newRow("CRI above 100 is certain")
        << qint64(10) << qint64(250) << qint64(0) << false << true << qint64(15);
}

void TestRpgCombat::sureBlows() {
    QFETCH(qint64, atk);
    QFETCH(qint64, cri);
    QFETCH(qint64, def);
    QFETCH(bool, defending);
    QFETCH(bool, critical);
    QFETCH(qint64, damage);
    const Ruleset rules = Ruleset::defaults();
    Combatant a = fighter(atk, 0, cri, 30, 0);
    Combatant t = fighter(10, def, 0, 10, 0);
    t.defending = defending;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng rng(seed, 1);
        const AttackResult r = rollAttack(rng, a, t, rules);
        QVERIFY(r.hit);
        QVERIFY(!r.blocked);
        QCOMPARE(r.critical, critical);
        QCOMPARE(r.damage, damage);
    }
}

void TestRpgCombat::hitChance_data() {
    QTest::addColumn<qint64>("hit");
    QTest::addColumn<qint64>("dop");
    QTest::addColumn<qint64>("hitBuff");   // on the attacker, negative = debuff
    QTest::addColumn<qint64>("dopDebuff"); // on the target
    QTest::addColumn<double>("chance");
    QTest::newRow("20 vs 10") << qint64(20) << qint64(10) << qint64(0) << qint64(0) << 2.0 / 3.0;
    QTest::newRow("equal") << qint64(15) << qint64(15) << qint64(0) << qint64(0) << 0.5;
    QTest::newRow("no dodge") << qint64(15) << qint64(0) << qint64(0) << qint64(0) << 1.0;
    QTest::newRow("blind attacker") << qint64(0) << qint64(15) << qint64(0) << qint64(0) << 0.0;
    QTest::newRow("0 vs 0 is a hit") << qint64(0) << qint64(0) << qint64(0) << qint64(0) << 1.0;
    QTest::newRow("HIT buff +10") << qint64(20) << qint64(10) << qint64(10) << qint64(0) << 0.75;
    QTest::newRow("HIT debuff -10") << qint64(20) << qint64(10) << qint64(-10) << qint64(0) << 0.5;
    QTest::newRow("HIT debuff floors at 0")
        << qint64(5) << qint64(10) << qint64(-10) << qint64(0) << 0.0;
    QTest::newRow("DOP debuff -5") << qint64(20) << qint64(10) << qint64(0) << qint64(5) << 0.8;
}

void TestRpgCombat::hitChance() {
    QFETCH(qint64, hit);
    QFETCH(qint64, dop);
    QFETCH(qint64, hitBuff);
    QFETCH(qint64, dopDebuff);
    QFETCH(double, chance);
    const Ruleset rules = Ruleset::defaults();
    Combatant a = fighter(10, 0, 0, hit, 0);
    Combatant t = fighter(10, 0, 0, 10, dop);
    if (hitBuff)
        addBuff(a, buff(SpellRecord::Effect::Hit, std::abs(hitBuff), hitBuff < 0));
    if (dopDebuff)
        addBuff(t, buff(SpellRecord::Effect::Dop, dopDebuff, true));
    QCOMPARE(pd::hitChance(a, t, rules), chance);
}

void TestRpgCombat::drawOrderIsHitThenCritical() {
    // The documented order: chance(HIT, HIT + DOP), then chance(min(CRI, 100), 100) on a hit.
    const Ruleset rules = Ruleset::defaults();
    const Combatant a = fighter(20, 0, 30, 20, 0);
    const Combatant t = fighter(10, 0, 0, 10, 10);
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed, 3);
        Rng mirror = rng;
        const AttackResult r = rollAttack(rng, a, t, rules);
        const bool hit = mirror.chance(20, 30);
        QCOMPARE(r.hit, hit);
        if (hit)
            QCOMPARE(r.critical, mirror.chance(30, 100));
        QCOMPARE(rng, mirror);
    }
    // No critical draw when CRI is 0.
    const Combatant calm = fighter(20, 0, 0, 20, 0);
    Rng rng(9, 9);
    Rng mirror = rng;
    rollAttack(rng, calm, t, rules);
    mirror.chance(20, 30);
    QCOMPARE(rng, mirror);
}

void TestRpgCombat::invincibleDrawsNothing() {
    const Ruleset rules = Ruleset::defaults();
    const Combatant a = fighter(50, 0, 100, 50, 0);
    Combatant t = fighter(10, 0, 0, 10, 0);
    addBuff(t, buff(SpellRecord::Effect::Invincible, 0, false, 1));
    Rng rng(1, 1);
    const Rng before = rng;
    const AttackResult r = rollAttack(rng, a, t, rules);
    QVERIFY(r.blocked);
    QVERIFY(!r.hit);
    QCOMPARE(r.damage, qint64(0));
    QCOMPARE(rng, before);
}

void TestRpgCombat::pinnedOutcomes_data() {
    // 10,000 blows from one stream: the counts pin the PCG32 draws and the formulas together
    // (expected: hits ≈ 10000 × 2/3, criticals ≈ hits × 10 %).
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("criticals");
    QTest::addColumn<qint64>("total");
    QTest::newRow("seed 1") << std::uint64_t(1) << 6659 << 650 << qint64(111744);
    QTest::newRow("seed 2") << std::uint64_t(2) << 6608 << 630 << qint64(110768);
}

void TestRpgCombat::pinnedOutcomes() {
    QFETCH(std::uint64_t, seed);
    QFETCH(int, hits);
    QFETCH(int, criticals);
    QFETCH(qint64, total);
    const Ruleset rules = Ruleset::defaults();
    const Combatant a = fighter(17, 0, 10, 20, 0);
    const Combatant t = fighter(10, 6, 0, 10, 10);
    Rng rng = Rng::forStream(seed, u"test-combat");
    int h = 0, c = 0;
    qint64 sum = 0;
    for (int i = 0; i < 10000; ++i) {
        const AttackResult r = rollAttack(rng, a, t, rules);
        h += r.hit;
        c += r.critical;
        sum += r.damage;
    }
    QCOMPARE(h, hits);
    QCOMPARE(c, criticals);
    QCOMPARE(sum, total);
    // Every hit does 17 × 100 / 106 = 16, a critical 16 × 150 / 100 = 24.
    QCOMPARE(total, qint64(hits) * 16 + qint64(criticals) * 8);
}

void TestRpgCombat::characterMultipliers_data() {
    QTest::addColumn<QString>("character");
    QTest::addColumn<QList<qint64>>("stats"); // atk def cri hit dop
    // Base ATK 20 DEF 10 CRI 5 HIT 25 DOP 12, the maze duel rules' ×1.2 character multipliers,
    // rounded down.
    QTest::newRow("none") << QString() << QList<qint64>{20, 10, 5, 25, 12};
    QTest::newRow("rage: ATK, CRI") << QStringLiteral("rage") << QList<qint64>{24, 10, 6, 25, 12};
    QTest::newRow("calm: DEF") << QStringLiteral("calm") << QList<qint64>{20, 12, 5, 25, 12};
    QTest::newRow("timid: HIT, DOP") << QStringLiteral("timid") << QList<qint64>{20, 10, 5, 30, 14};
}

void TestRpgCombat::characterMultipliers() {
    QFETCH(QString, character);
    QFETCH(QList<qint64>, stats);
    Combatant c = fighter(20, 10, 5, 25, 12);
    c.character = *characterFromName(character);
    const Stats e = c.effective(Ruleset::defaults());
    QCOMPARE((QList<qint64>{e[Stat::Atk], e[Stat::Def], e[Stat::Cri], e[Stat::Hit], e[Stat::Dop]}),
             stats);
}

void TestRpgCombat::escapeChance_data() {
    QTest::addColumn<QList<qint64>>("mine");   // hit dop
    QTest::addColumn<QList<qint64>>("theirs"); // hit dop
    QTest::addColumn<double>("chance");
    // (HIT_e + DOP_e) / (HIT_e + DOP_e + HIT_o + DOP_o)
    QTest::newRow("30 of 100") << QList<qint64>{20, 10} << QList<qint64>{30, 40} << 0.3;
    QTest::newRow("even") << QList<qint64>{20, 10} << QList<qint64>{15, 15} << 0.5;
    QTest::newRow("enemy blind and lame") << QList<qint64>{5, 5} << QList<qint64>{0, 0} << 1.0;
    QTest::newRow("escaper cannot move") << QList<qint64>{0, 0} << QList<qint64>{5, 5} << 0.0;
    QTest::newRow("nobody can") << QList<qint64>{0, 0} << QList<qint64>{0, 0} << 1.0;
}

void TestRpgCombat::escapeChance() {
    QFETCH(QList<qint64>, mine);
    QFETCH(QList<qint64>, theirs);
    QFETCH(double, chance);
    const Ruleset rules = Ruleset::defaults();
    const Combatant e = fighter(1, 0, 0, mine[0], mine[1]);
    const Combatant o = fighter(1, 0, 0, theirs[0], theirs[1]);
    QCOMPARE(pd::escapeChance(e, o, rules), chance);
    if (chance == 0.0 || chance == 1.0) {
        for (std::uint64_t s = 0; s < 20; ++s) {
            Rng rng(s, 5);
            QCOMPARE(rollEscape(rng, e, o, rules), chance == 1.0);
        }
    }
}

void TestRpgCombat::escapeDrawsOnce() {
    const Ruleset rules = Ruleset::defaults();
    const Combatant e = fighter(1, 0, 0, 20, 10);
    const Combatant o = fighter(1, 0, 0, 30, 40);
    int escapes = 0;
    for (std::uint64_t s = 0; s < 100; ++s) {
        Rng rng(s, 11);
        Rng mirror = rng;
        const bool got = rollEscape(rng, e, o, rules);
        QCOMPARE(got, mirror.chance(30, 100));
        QCOMPARE(rng, mirror);
        escapes += got;
    }
    QCOMPARE(escapes, 29); // pinned: PCG32 stream 11, seeds 0..99
}

QTEST_GUILESS_MAIN(TestRpgCombat)
#include "tst_rpg_combat.moc"
