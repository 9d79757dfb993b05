#include "data/Ruleset.h"
#include "random/Rng.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Spells.h"

#include <QtTest>

// The maze-duel buffs and debuffs: in effect when added, Growing/Burning at the start of each of
// the holder's turns, one round less per turn start, retired at 0, refreshed by a second cast,
// all cleared at the end of a battle (docs/rules.md "Buffs and debuffs").
using namespace pd;
using Effect = SpellRecord::Effect;

namespace {

// HP 100 (max), ATK 20, DEF 10, CRI 5, HIT 30, DOP 10.
Combatant holder() {
    Combatant c;
    c.name = QStringLiteral("Holder");
    c.base[Stat::Hp] = 100;
    c.base[Stat::Mp] = 20;
    c.base[Stat::Atk] = 20;
    c.base[Stat::Def] = 10;
    c.base[Stat::Cri] = 5;
    c.base[Stat::Hit] = 30;
    c.base[Stat::Dop] = 10;
    c.hp = 100;
    c.mp = 20;
    return c;
}

Buff buff(Effect e, qint64 amount, int rounds, bool debuff = false) {
    Buff b;
    b.effect = e;
    b.amount = amount;
    b.rounds = rounds;
    b.debuff = debuff;
    b.spell = QStringLiteral("test");
    return b;
}

SpellRecord spell(SpellRecord::Type type, Effect effect, int power, int rounds, int bonusRate) {
    SpellRecord s;
    s.id = QStringLiteral("s");
    s.name = QStringLiteral("S");
    s.element = Element::Holy;
    s.type = type;
    s.effect = effect;
    s.power = power;
    s.rounds = rounds;
    s.bonusRate = bonusRate;
    s.mp = 1;
    return s;
}

} // namespace

class TestRpgBuffs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void statLifeCycle_data();
    void statLifeCycle();
    void growing_data();
    void growing();
    void burning_data();
    void burning();
    void burningKills();
    void invincibleLifeCycle();
    void silenceLifeCycle();
    void secondCastRefreshes();
    void buffAndDebuffOfOneStatAdd();
    void expiryKeepsOthers();
    void defendingEndsAtTurnStart();
    void clearBuffsEndsEverything();
    void makeBuffFromSpell();
    void zeroRoundsIgnored();

private:
    const Ruleset m_rules = Ruleset::defaults();
};

void TestRpgBuffs::statLifeCycle_data() {
    QTest::addColumn<int>("effect");
    QTest::addColumn<bool>("debuff");
    QTest::addColumn<int>("stat");
    QTest::addColumn<qint64>("during");
    QTest::addColumn<qint64>("after");
    const auto row = [](const char *name, Effect e, bool debuff, Stat s, qint64 during,
                        qint64 after) {
        QTest::newRow(name) << int(e) << debuff << int(s) << during << after;
    };
    // Amount 6, 3 rounds.
    row("ATK buff", Effect::Atk, false, Stat::Atk, 26, 20);
    row("DEF buff", Effect::Def, false, Stat::Def, 16, 10);
    row("HIT buff", Effect::Hit, false, Stat::Hit, 36, 30);
    row("DOP buff", Effect::Dop, false, Stat::Dop, 16, 10);
    row("CRI buff", Effect::Cri, false, Stat::Cri, 11, 5);
    row("ATK debuff", Effect::Atk, true, Stat::Atk, 14, 20);
    row("DEF debuff", Effect::Def, true, Stat::Def, 4, 10);
    row("HIT debuff", Effect::Hit, true, Stat::Hit, 24, 30);
    row("DOP debuff", Effect::Dop, true, Stat::Dop, 4, 10);
}

void TestRpgBuffs::statLifeCycle() {
    QFETCH(int, effect);
    QFETCH(bool, debuff);
    QFETCH(int, stat);
    QFETCH(qint64, during);
    QFETCH(qint64, after);
    Combatant c = holder();
    const Stat s = Stat(stat);
    addBuff(c, buff(Effect(effect), 6, 3, debuff));
    QCOMPARE(c.effective(m_rules)[s], during); // in effect the moment it is added
    QVERIFY(c.has(Effect(effect)));
    for (int turn = 1; turn <= 3; ++turn) {
        const TurnStart t = startOfTurn(c, m_rules);
        QCOMPARE(t.healed, qint64(0));
        QCOMPARE(t.burned, qint64(0));
        if (turn < 3) {
            QVERIFY(t.expired.isEmpty());
            QCOMPARE(c.buffs.first().rounds, 3 - turn);
            QCOMPARE(c.effective(m_rules)[s], during);
        } else {
            QCOMPARE(t.expired.size(), 1);
            QCOMPARE(int(t.expired.first().effect), effect);
            QCOMPARE(t.expired.first().debuff, debuff);
            QVERIFY(c.buffs.isEmpty());
            QCOMPARE(c.effective(m_rules)[s], after);
        }
    }
    QCOMPARE(c.hp, qint64(100));
}

void TestRpgBuffs::growing_data() {
    QTest::addColumn<qint64>("hp");
    QTest::addColumn<QList<qint64>>("healed"); // per turn start, 3 rounds of 7
    QTest::newRow("wounded") << qint64(50) << QList<qint64>{7, 7, 7};
    QTest::newRow("stops at max HP") << qint64(90) << QList<qint64>{7, 3, 0};
    QTest::newRow("full") << qint64(100) << QList<qint64>{0, 0, 0};
}

void TestRpgBuffs::growing() {
    QFETCH(qint64, hp);
    QFETCH(QList<qint64>, healed);
    Combatant c = holder();
    c.hp = hp;
    addBuff(c, buff(Effect::Growing, 7, 3));
    QCOMPARE(c.hp, hp); // heals only at turn starts
    qint64 expected = hp;
    for (int turn = 0; turn < 3; ++turn) {
        const TurnStart t = startOfTurn(c, m_rules);
        QCOMPARE(t.healed, healed[turn]);
        expected += healed[turn];
        QCOMPARE(c.hp, expected);
        QCOMPARE(t.expired.size(), turn == 2 ? 1 : 0);
    }
    QVERIFY(!c.has(Effect::Growing));
    QCOMPARE(startOfTurn(c, m_rules).healed, qint64(0));
}

void TestRpgBuffs::burning_data() {
    QTest::addColumn<bool>("invincible");
    QTest::addColumn<QList<qint64>>("hp"); // after each of 3 turn starts, 7 a round
    QTest::newRow("burns") << false << QList<qint64>{43, 36, 29};
    // Invincible for 2 rounds: "would not take damage", then the third round burns.
    QTest::newRow("invincible first") << true << QList<qint64>{50, 50, 43};
}

void TestRpgBuffs::burning() {
    QFETCH(bool, invincible);
    QFETCH(QList<qint64>, hp);
    Combatant c = holder();
    c.hp = 50;
    addBuff(c, buff(Effect::Burning, 7, 3, true));
    if (invincible)
        addBuff(c, buff(Effect::Invincible, 0, 2));
    for (int turn = 0; turn < 3; ++turn) {
        const TurnStart t = startOfTurn(c, m_rules);
        QCOMPARE(c.hp, hp[turn]);
        QCOMPARE(t.burned, (turn ? hp[turn - 1] : 50) - hp[turn]);
        QVERIFY(!t.died);
    }
    QVERIFY(c.buffs.isEmpty());
}

void TestRpgBuffs::burningKills() {
    Combatant c = holder();
    c.hp = 5;
    addBuff(c, buff(Effect::Burning, 7, 3, true));
    const TurnStart t = startOfTurn(c, m_rules);
    QCOMPARE(t.burned, qint64(5));
    QCOMPARE(c.hp, qint64(0));
    QVERIFY(t.died);
    QVERIFY(!c.alive());
}

void TestRpgBuffs::invincibleLifeCycle() {
    Combatant c = holder();
    Combatant attacker = holder();
    attacker.base[Stat::Dop] = 0;
    addBuff(c, buff(Effect::Invincible, 0, 1));
    QVERIFY(isInvincible(c));
    Rng rng(4, 4);
    QVERIFY(rollAttack(rng, attacker, c, m_rules).blocked);
    SpellRecord bolt = spell(SpellRecord::Type::Attack, Effect::None, 30, 0, 0);
    QCOMPARE(attackSpellDamage(bolt, attacker, c, m_rules), qint64(0));
    // Rounds 1: gone at the holder's next turn start ("takes the next blow").
    const TurnStart t = startOfTurn(c, m_rules);
    QCOMPARE(t.expired.size(), 1);
    QVERIFY(!isInvincible(c));
    QVERIFY(!rollAttack(rng, attacker, c, m_rules).blocked);
    QCOMPARE(attackSpellDamage(bolt, attacker, c, m_rules), qint64(30));
}

void TestRpgBuffs::silenceLifeCycle() {
    Combatant c = holder();
    const SpellRecord s = spell(SpellRecord::Type::Attack, Effect::None, 10, 0, 0);
    QVERIFY(canCast(c, s, m_rules, Caster::Monster));
    addBuff(c, buff(Effect::Silence, 0, 2, true));
    QVERIFY(isSilenced(c));
    LogEntry why;
    QVERIFY(!canCast(c, s, m_rules, Caster::Monster, &why));
    QCOMPARE(why.kind, LogEntry::Kind::Silenced);
    QCOMPARE(why.as<LogEntry::Kind::Silenced>().name, QStringLiteral("Holder"));
    startOfTurn(c, m_rules);
    QVERIFY(!canCast(c, s, m_rules, Caster::Monster));
    startOfTurn(c, m_rules);
    QVERIFY(canCast(c, s, m_rules, Caster::Monster));
}

void TestRpgBuffs::secondCastRefreshes() {
    Combatant c = holder();
    addBuff(c, buff(Effect::Atk, 6, 3));
    startOfTurn(c, m_rules);
    QCOMPARE(c.buffs.first().rounds, 2);
    // The same effect again: replaced by the new cast (amount and rounds), not stacked.
    addBuff(c, buff(Effect::Atk, 4, 3));
    QCOMPARE(c.buffs.size(), 1);
    QCOMPARE(c.buffs.first().rounds, 3);
    QCOMPARE(c.effective(m_rules)[Stat::Atk], qint64(24));
    // A weaker but newer cast also replaces.
    addBuff(c, buff(Effect::Atk, 1, 1));
    QCOMPARE(c.effective(m_rules)[Stat::Atk], qint64(21));
    QCOMPARE(c.buffs.first().rounds, 1);
}

void TestRpgBuffs::buffAndDebuffOfOneStatAdd() {
    Combatant c = holder();
    addBuff(c, buff(Effect::Atk, 6, 3));
    addBuff(c, buff(Effect::Atk, 4, 2, true));
    QCOMPARE(c.buffs.size(), 2);
    QCOMPARE(c.effective(m_rules)[Stat::Atk], qint64(22));
    addBuff(c, buff(Effect::Def, 50, 2, true));
    QCOMPARE(c.effective(m_rules)[Stat::Def], qint64(0)); // never below 0
    QVERIFY(findBuff(c, Effect::Atk, true));
    QCOMPARE(findBuff(c, Effect::Atk, false)->amount, qint64(6));
    QVERIFY(!findBuff(c, Effect::Hit, false));
}

void TestRpgBuffs::expiryKeepsOthers() {
    Combatant c = holder();
    c.hp = 50;
    addBuff(c, buff(Effect::Def, 6, 1));
    addBuff(c, buff(Effect::Growing, 10, 2));
    addBuff(c, buff(Effect::Burning, 4, 3, true));
    TurnStart t = startOfTurn(c, m_rules);
    QCOMPARE(t.healed, qint64(10));
    QCOMPARE(t.burned, qint64(4));
    QCOMPARE(c.hp, qint64(56));
    QCOMPARE(t.expired.size(), 1);
    QCOMPARE(t.expired.first().effect, Effect::Def);
    QCOMPARE(c.buffs.size(), 2);
    t = startOfTurn(c, m_rules);
    QCOMPARE(c.hp, qint64(62));
    QCOMPARE(t.expired.size(), 1);
    QCOMPARE(t.expired.first().effect, Effect::Growing);
    t = startOfTurn(c, m_rules);
    QCOMPARE(c.hp, qint64(58));
    QVERIFY(c.buffs.isEmpty());
}

void TestRpgBuffs::defendingEndsAtTurnStart() {
    Combatant c = holder();
    c.defending = true;
    startOfTurn(c, m_rules);
    QVERIFY(!c.defending);
}

void TestRpgBuffs::clearBuffsEndsEverything() {
    Combatant c = holder();
    addBuff(c, buff(Effect::Atk, 6, 3));
    addBuff(c, buff(Effect::Silence, 0, 2, true));
    addBuff(c, buff(Effect::Invincible, 0, 2));
    c.defending = true;
    clearBuffs(c);
    QVERIFY(c.buffs.isEmpty());
    QVERIFY(!c.defending);
    QCOMPARE(c.effective(m_rules), holder().effective(m_rules));
}

void TestRpgBuffs::makeBuffFromSpell() {
    Combatant caster = holder();
    caster.elementPoints[std::size_t(Element::Holy)] = 5;
    const Buff b = makeBuff(spell(SpellRecord::Type::Buff, Effect::Atk, 6, 3, 50), caster);
    QCOMPARE(b.amount, qint64(8)); // 6 + 5 × 0.5 = 8.5
    QCOMPARE(b.rounds, 3);
    QVERIFY(!b.debuff);
    QCOMPARE(b.spell, QStringLiteral("s"));
    const Buff d = makeBuff(spell(SpellRecord::Type::Debuff, Effect::Burning, 7, 2, 100), caster);
    QCOMPARE(d.amount, qint64(12));
    QVERIFY(d.debuff);
}

void TestRpgBuffs::zeroRoundsIgnored() {
    Combatant c = holder();
    addBuff(c, buff(Effect::Atk, 6, 0));
    QVERIFY(c.buffs.isEmpty());
}

QTEST_GUILESS_MAIN(TestRpgBuffs)
#include "tst_rpg_buffs.moc"
