#include "LogEntryText.h"
#include "RpgTestPack.h"

#include "rpg/Buffs.h"
#include "rpg/Spells.h"

#include <QtTest>

// The maze-duel spells: strength with element points, unlock levels, restriction (4/3), DEF
// ignored, defending, Invincible, heal limits, castable checks (docs/rules.md "Spells").
using namespace pd;

namespace {

Combatant hero(const Pack &pack) {
    Combatant h;
    h.name = QStringLiteral("Hero");
    h.base = pack.ruleset.heroStats;
    h.hp = h.base[Stat::Hp];
    h.mp = h.base[Stat::Mp];
    return h;
}

Combatant monster(std::optional<Element> element, qint64 def = 0) {
    Combatant m;
    m.name = QStringLiteral("Foe");
    m.base[Stat::Hp] = 200;
    m.base[Stat::Mp] = 40;
    m.base[Stat::Def] = def;
    m.hp = 200;
    m.mp = 40;
    m.element = element;
    return m;
}

void setPoints(Combatant &c, Element e, int points) {
    c.elementPoints[std::size_t(e)] = points;
}

} // namespace

class TestRpgSpells : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void strength_data();
    void strength();
    void heroElement_data();
    void heroElement();
    void attackDamage_data();
    void attackDamage();
    void restrictIsFourThirds_data();
    void restrictIsFourThirds();
    void bundledCycle_data();
    void bundledCycle();
    void monsterSpellOnHero_data();
    void monsterSpellOnHero();
    void unlock_data();
    void unlock();
    void refusals_data();
    void refusals();
    void castSpendsMpAndGivesPointAfter();
    void monsterGetsNoPoint();
    void healStopsAtMax();
    void healOutsideBattle();
    void buffAndDebuffTargets();
    void monsterSpellLists();
    void heroSpellList();

private:
    Pack m_pack;
};

void TestRpgSpells::initTestCase() {
    m_pack = test::loadRpgPack();
    QCOMPARE(m_pack.spells.size(), 19);
    QCOMPARE(m_pack.spell(QStringLiteral("water-bolt"))->bonusRate, 150);
}

void TestRpgSpells::strength_data() {
    QTest::addColumn<QString>("spell");
    QTest::addColumn<int>("points");
    QTest::addColumn<qint64>("strength");
    // power + points × bonusRate / 100, rounded down once.
    QTest::newRow("no points") << QStringLiteral("water-bolt") << 0 << qint64(10);
    QTest::newRow("1 × 1.5 = 1.5") << QStringLiteral("water-bolt") << 1 << qint64(11);
    QTest::newRow("3 × 1.5 = 4.5") << QStringLiteral("water-bolt") << 3 << qint64(14);
    QTest::newRow("7 × 1.5 = 10.5") << QStringLiteral("water-bolt") << 7 << qint64(20);
    QTest::newRow("heal 4 × 2.5") << QStringLiteral("wood-mend") << 4 << qint64(30);
    QTest::newRow("buff 5 × 0.5") << QStringLiteral("holy-might") << 5 << qint64(8);
    QTest::newRow("rate 0") << QStringLiteral("evil-hush") << 9 << qint64(0);
}

void TestRpgSpells::strength() {
    QFETCH(QString, spell);
    QFETCH(int, points);
    QFETCH(qint64, strength);
    const SpellRecord &s = *m_pack.spell(spell);
    Combatant c = hero(m_pack);
    setPoints(c, s.element, points);
    setPoints(c, Element(((int(s.element) + 1) % kElementCount)), 50); // other elements: no effect
    QCOMPARE(spellStrength(s, c), strength);
}

void TestRpgSpells::heroElement_data() {
    QTest::addColumn<QList<int>>("points"); // Water Fire Wood Earth Holy Evil
    QTest::addColumn<QString>("element");   // empty: none
    QTest::newRow("no points") << QList<int>{0, 0, 0, 0, 0, 0} << QString();
    QTest::newRow("one element") << QList<int>{0, 0, 2, 0, 0, 0} << QStringLiteral("Wood");
    QTest::newRow("the most") << QList<int>{3, 1, 5, 0, 4, 0} << QStringLiteral("Wood");
    QTest::newRow("tie at the top") << QList<int>{3, 0, 3, 0, 1, 0} << QString();
    QTest::newRow("tie below the top") << QList<int>{1, 1, 0, 0, 0, 6} << QStringLiteral("Evil");
}

void TestRpgSpells::heroElement() {
    QFETCH(QList<int>, points);
    QFETCH(QString, element);
    Combatant c = hero(m_pack);
    for (int i = 0; i < kElementCount; ++i)
        setPoints(c, Element(i), points[i]);
    const auto e = battleElement(c);
    QCOMPARE(e ? elementName(*e) : QString(), element);
    // A monster's own element counts whatever its points.
    c.element = Element::Holy;
    QCOMPARE(battleElement(c), std::optional<Element>(Element::Holy));
}

void TestRpgSpells::attackDamage_data() {
    QTest::addColumn<QString>("spell");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("target"); // the monster's element, empty for none
    QTest::addColumn<qint64>("def");
    QTest::addColumn<bool>("defending");
    QTest::addColumn<bool>("invincible");
    QTest::addColumn<bool>("restricted");
    QTest::addColumn<qint64>("damage");
    // water-bolt power 10 + 2 × 1.5 = 13.
    QTest::newRow("neutral target") << QStringLiteral("water-bolt") << 2 << QString() << qint64(0)
                                    << false << false << false << qint64(13);
    QTest::newRow("Water restricts Fire: 13 × 4/3")
        << QStringLiteral("water-bolt") << 2 << QStringLiteral("Fire") << qint64(0) << false
        << false << true << qint64(17);
    QTest::newRow("Earth restricts Water, not the other way")
        << QStringLiteral("water-bolt") << 2 << QStringLiteral("Earth") << qint64(0) << false
        << false << false << qint64(13);
    QTest::newRow("DEF does not reduce spells")
        << QStringLiteral("water-bolt") << 2 << QString() << qint64(100) << false << false << false
        << qint64(13);
    QTest::newRow("defending × 75 %") << QStringLiteral("water-bolt") << 2 << QString() << qint64(0)
                                      << true << false << false << qint64(9);
    QTest::newRow("restricted then defending")
        << QStringLiteral("water-bolt") << 2 << QStringLiteral("Fire") << qint64(0) << true << false
        << true << qint64(12);
    QTest::newRow("invincible takes nothing")
        << QStringLiteral("water-bolt") << 2 << QStringLiteral("Fire") << qint64(0) << false << true
        << true << qint64(0);
    QTest::newRow("Fire restricts Wood")
        << QStringLiteral("fire-bolt") << 0 << QStringLiteral("Wood") << qint64(0) << false << false
        << true << qint64(16);
    QTest::newRow("Fire does not restrict Evil")
        << QStringLiteral("fire-blast") << 0 << QStringLiteral("Evil") << qint64(0) << false
        << false << false << qint64(30);
}

void TestRpgSpells::attackDamage() {
    QFETCH(QString, spell);
    QFETCH(int, points);
    QFETCH(QString, target);
    QFETCH(qint64, def);
    QFETCH(bool, defending);
    QFETCH(bool, invincible);
    QFETCH(bool, restricted);
    QFETCH(qint64, damage);
    const SpellRecord &s = *m_pack.spell(spell);
    Combatant caster = hero(m_pack);
    setPoints(caster, s.element, points);
    Combatant foe = monster(target.isEmpty() ? std::nullopt : elementFromName(target), def);
    foe.defending = defending;
    if (invincible) {
        Buff b;
        b.effect = SpellRecord::Effect::Invincible;
        b.rounds = 1;
        addBuff(foe, b);
    }
    bool r = false;
    QCOMPARE(attackSpellDamage(s, caster, foe, m_pack.ruleset, &r), damage);
    QCOMPARE(r, restricted);
    const qint64 hpBefore = foe.hp;
    const SpellOutcome out = castSpell(caster, foe, s, m_pack.ruleset, Caster::Hero);
    QCOMPARE(out.amount, damage);
    QCOMPARE(out.blocked, invincible);
    QCOMPARE(foe.hp, hpBefore - damage);
}

void TestRpgSpells::restrictIsFourThirds_data() {
    // The maze-duel 4/3, rounded down once: a percentage (133) gave 15 and 39 for the first two.
    QTest::addColumn<int>("strength");
    QTest::addColumn<qint64>("damage");
    QTest::newRow("12 -> 16") << 12 << qint64(16);
    QTest::newRow("30 -> 40") << 30 << qint64(40);
    QTest::newRow("3 -> 4") << 3 << qint64(4);
    QTest::newRow("1 -> 1") << 1 << qint64(1);
    QTest::newRow("2 -> 2") << 2 << qint64(2);
    QTest::newRow("100 -> 133") << 100 << qint64(133);
}

void TestRpgSpells::restrictIsFourThirds() {
    QFETCH(int, strength);
    QFETCH(qint64, damage);
    SpellRecord s;
    s.element = Element::Water;
    s.power = strength;
    const Combatant caster = hero(m_pack);
    const Combatant fire = monster(Element::Fire);
    for (const Ruleset &rules : {m_pack.ruleset, Ruleset::defaults()}) {
        QCOMPARE(rules.restrictNumerator, 4);
        QCOMPARE(rules.restrictDenominator, 3);
        bool restricted = false;
        QCOMPARE(attackSpellDamage(s, caster, fire, rules, &restricted), damage);
        QVERIFY(restricted);
    }
}

void TestRpgSpells::bundledCycle_data() {
    // Every link of the bundled packs' cycle, with a strength-12 spell: 16 one way; the other
    // way plain 12, except Holy and Evil, which restrict each other.
    QTest::addColumn<QString>("pack");
    QTest::addColumn<QString>("spell");
    QTest::addColumn<QString>("target");
    QTest::addColumn<qint64>("damage");
    QTest::addColumn<qint64>("reverse");
    const struct {
        const char *spell, *target;
        qint64 reverse;
    } links[] = {{"Water", "Fire", 12},  {"Fire", "Wood", 12}, {"Wood", "Earth", 12},
                 {"Earth", "Water", 12}, {"Holy", "Evil", 16}, {"Evil", "Holy", 16}};
    for (const char *pack : {"classic", "maze-duel"})
        for (const auto &l : links)
            QTest::addRow("%s: %s restricts %s", pack, l.spell, l.target)
                << QString::fromLatin1(pack) << QString::fromLatin1(l.spell)
                << QString::fromLatin1(l.target) << qint64(16) << l.reverse;
}

void TestRpgSpells::bundledCycle() {
    QFETCH(QString, pack);
    QFETCH(QString, spell);
    QFETCH(QString, target);
    QFETCH(qint64, damage);
    QFETCH(qint64, reverse);
    Diagnostics d;
    const Pack p = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + pack, d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const Combatant caster = hero(p);
    SpellRecord s;
    s.power = 12;
    s.element = *elementFromName(spell);
    bool restricted = false;
    QCOMPARE(attackSpellDamage(s, caster, monster(elementFromName(target)), p.ruleset, &restricted),
             damage);
    QVERIFY(restricted);
    s.element = *elementFromName(target);
    QCOMPARE(attackSpellDamage(s, caster, monster(elementFromName(spell)), p.ruleset, &restricted),
             reverse);
    QCOMPARE(restricted, reverse != 12);
}

void TestRpgSpells::monsterSpellOnHero_data() {
    // A Fire monster's fire-bolt (12) against the hero, whose element is its top points.
    QTest::addColumn<QList<int>>("points"); // Water Fire Wood Earth Holy Evil
    QTest::addColumn<qint64>("damage");
    QTest::newRow("hero without points") << QList<int>{0, 0, 0, 0, 0, 0} << qint64(12);
    QTest::newRow("hero is Wood: restricted") << QList<int>{2, 0, 4, 0, 0, 0} << qint64(16);
    QTest::newRow("Wood tied with Water") << QList<int>{4, 0, 4, 0, 0, 0} << qint64(12);
    QTest::newRow("hero is Water") << QList<int>{5, 0, 4, 0, 0, 0} << qint64(12);
    QTest::newRow("the report's example: more Wood than Fire")
        << QList<int>{0, 3, 4, 0, 0, 0} << qint64(16);
}

void TestRpgSpells::monsterSpellOnHero() {
    QFETCH(QList<int>, points);
    QFETCH(qint64, damage);
    Combatant h = hero(m_pack);
    for (int i = 0; i < kElementCount; ++i)
        setPoints(h, Element(i), points[i]);
    const Combatant imp = monster(Element::Fire);
    QCOMPARE(attackSpellDamage(*m_pack.spell(QStringLiteral("fire-bolt")), imp, h, m_pack.ruleset),
             damage);
}

void TestRpgSpells::unlock_data() {
    QTest::addColumn<QString>("spell");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("unlocked");
    // ruleset unlock [0, 3, 8]
    QTest::newRow("level 1 at 0") << QStringLiteral("wood-mend") << 0 << true;
    QTest::newRow("level 2 at 2") << QStringLiteral("wood-balm") << 2 << false;
    QTest::newRow("level 2 at 3") << QStringLiteral("wood-balm") << 3 << true;
    QTest::newRow("level 3 at 7") << QStringLiteral("water-flood") << 7 << false;
    QTest::newRow("level 3 at 8") << QStringLiteral("water-flood") << 8 << true;
}

void TestRpgSpells::unlock() {
    QFETCH(QString, spell);
    QFETCH(int, points);
    QFETCH(bool, unlocked);
    const SpellRecord &s = *m_pack.spell(spell);
    Combatant h = hero(m_pack);
    h.hp = 10; // heals need a wound
    h.mp = 99;
    setPoints(h, s.element, points);
    QCOMPARE(isUnlocked(s, h, m_pack.ruleset), unlocked);
    LogEntry why;
    QCOMPARE(canCast(h, s, m_pack.ruleset, Caster::Hero, &why), unlocked);
    if (!unlocked)
        QCOMPARE(why.kind, LogEntry::Kind::SpellLocked);
    // Monsters know spells by their level, not by points.
    QVERIFY(canCast(h, s, m_pack.ruleset, Caster::Monster));
}

void TestRpgSpells::refusals_data() {
    QTest::addColumn<QString>("spell");
    QTest::addColumn<qint64>("hp");
    QTest::addColumn<qint64>("mp");
    QTest::addColumn<bool>("silenced");
    QTest::addColumn<QString>("reason"); // empty: castable
    QTest::newRow("enough MP") << QStringLiteral("water-bolt") << qint64(100) << qint64(4) << false
                               << QString();
    QTest::newRow("one MP short") << QStringLiteral("water-bolt") << qint64(100) << qint64(3)
                                  << false
                                  << QStringLiteral(
                                         "not-enough-mp has=3 mp=4 name=Hero spell=water-bolt");
    QTest::newRow("silenced") << QStringLiteral("water-bolt") << qint64(100) << qint64(30) << true
                              << QStringLiteral("silenced name=Hero");
    QTest::newRow("silence blocks heals too")
        << QStringLiteral("wood-mend") << qint64(10) << qint64(30) << true
        << QStringLiteral("silenced name=Hero");
    QTest::newRow("heal at full HP") << QStringLiteral("wood-mend") << qint64(100) << qint64(30)
                                     << false << QStringLiteral("hp-full");
    QTest::newRow("heal when hurt")
        << QStringLiteral("wood-mend") << qint64(99) << qint64(30) << false << QString();
    QTest::newRow("locked before MP")
        << QStringLiteral("water-flood") << qint64(100) << qint64(0) << false
        << QStringLiteral("spell-locked element=Water has=0 name=Hero points=8 spell=water-flood");
}

void TestRpgSpells::refusals() {
    QFETCH(QString, spell);
    QFETCH(qint64, hp);
    QFETCH(qint64, mp);
    QFETCH(bool, silenced);
    QFETCH(QString, reason);
    Combatant h = hero(m_pack);
    h.hp = hp;
    h.mp = mp;
    if (silenced) {
        Buff b;
        b.effect = SpellRecord::Effect::Silence;
        b.debuff = true;
        b.rounds = 2;
        addBuff(h, b);
    }
    LogEntry why;
    QCOMPARE(canCast(h, *m_pack.spell(spell), m_pack.ruleset, Caster::Hero, &why),
             reason.isEmpty());
    QCOMPARE(reason.isEmpty() ? QString() : test::entryText(why), reason);
}

void TestRpgSpells::castSpendsMpAndGivesPointAfter() {
    Combatant h = hero(m_pack);
    setPoints(h, Element::Water, 1);
    Combatant foe = monster(std::nullopt);
    const SpellRecord &bolt = *m_pack.spell(QStringLiteral("water-bolt"));
    // 10 + 1 × 1.5 = 11 with the point it had; the point from this cast counts next time.
    QCOMPARE(castSpell(h, foe, bolt, m_pack.ruleset, Caster::Hero).amount, qint64(11));
    QCOMPARE(h.mp, qint64(26));
    QCOMPARE(elementPoints(h, Element::Water), 2);
    QCOMPARE(castSpell(h, foe, bolt, m_pack.ruleset, Caster::Hero).amount, qint64(13));
    QCOMPARE(foe.hp, qint64(200 - 11 - 13));
    QCOMPARE(elementPoints(h, Element::Water), 3);
    // Three casts of a Wood spell open Wood's level 2.
    const SpellRecord &balm = *m_pack.spell(QStringLiteral("wood-balm"));
    h.hp = 10;
    h.mp = 30;
    for (int i = 0; i < 3; ++i) {
        QVERIFY(!canCast(h, balm, m_pack.ruleset, Caster::Hero));
        castSpell(h, foe, *m_pack.spell(QStringLiteral("wood-grow")), m_pack.ruleset, Caster::Hero);
    }
    QVERIFY(canCast(h, balm, m_pack.ruleset, Caster::Hero));
}

void TestRpgSpells::monsterGetsNoPoint() {
    Combatant imp = monster(Element::Fire);
    Combatant h = hero(m_pack);
    castSpell(imp, h, *m_pack.spell(QStringLiteral("fire-bolt")), m_pack.ruleset, Caster::Monster);
    QCOMPARE(imp.mp, qint64(35));
    QCOMPARE(elementPoints(imp, Element::Fire), 0);
    QCOMPARE(h.hp, qint64(100 - 12));
}

void TestRpgSpells::healStopsAtMax() {
    Combatant h = hero(m_pack);
    Combatant foe = monster(std::nullopt);
    const SpellRecord &mend = *m_pack.spell(QStringLiteral("wood-mend"));
    h.hp = 60;
    QCOMPARE(castSpell(h, foe, mend, m_pack.ruleset, Caster::Hero).amount, qint64(20));
    QCOMPARE(h.hp, qint64(80));
    h.hp = 95; // 20 + 1 × 2.5 = 22, only 5 fit
    QCOMPARE(castSpell(h, foe, mend, m_pack.ruleset, Caster::Hero).amount, qint64(5));
    QCOMPARE(h.hp, qint64(100));
    QCOMPARE(foe.hp, qint64(200));
}

void TestRpgSpells::healOutsideBattle() {
    Combatant h = hero(m_pack);
    h.hp = 50;
    LogEntry why;
    qint64 healed = 0;
    QVERIFY(castHealSpell(h, *m_pack.spell(QStringLiteral("wood-mend")), m_pack.ruleset, &why,
                          &healed));
    QCOMPARE(healed, qint64(20));
    QCOMPARE(h.hp, qint64(70));
    QCOMPARE(h.mp, qint64(26));
    QCOMPARE(elementPoints(h, Element::Wood), 1);
    QVERIFY(!castHealSpell(h, *m_pack.spell(QStringLiteral("water-bolt")), m_pack.ruleset, &why));
    QCOMPARE(why.kind, LogEntry::Kind::OnlyHealOutside);
    QVERIFY(!castHealSpell(h, *m_pack.spell(QStringLiteral("holy-might")), m_pack.ruleset, &why));
    h.hp = 100;
    QVERIFY(!castHealSpell(h, *m_pack.spell(QStringLiteral("wood-mend")), m_pack.ruleset, &why));
    QCOMPARE(why.kind, LogEntry::Kind::HpFull);
    QCOMPARE(h.mp, qint64(26));
}

void TestRpgSpells::buffAndDebuffTargets() {
    Combatant h = hero(m_pack);
    Combatant foe = monster(std::nullopt);
    setPoints(h, Element::Holy, 4);
    SpellOutcome r = castSpell(h, foe, *m_pack.spell(QStringLiteral("holy-might")), m_pack.ruleset,
                               Caster::Hero);
    QCOMPARE(r.amount, qint64(8)); // 6 + 4 × 0.5
    QCOMPARE(h.effective(m_pack.ruleset)[Stat::Atk], qint64(28));
    QVERIFY(foe.buffs.isEmpty());
    r = castSpell(h, foe, *m_pack.spell(QStringLiteral("evil-weak")), m_pack.ruleset, Caster::Hero);
    QCOMPARE(r.amount, qint64(4));
    QVERIFY(r.buff.debuff);
    QCOMPARE(h.buffs.size(), 1);
    QCOMPARE(foe.buffs.size(), 1);
    QCOMPARE(foe.buffs.first().rounds, 3);
    QCOMPARE(foe.buffs.first().spell, QStringLiteral("evil-weak"));
}

void TestRpgSpells::monsterSpellLists() {
    const auto ids = [](const QList<const SpellRecord *> &list) {
        QStringList out;
        for (const SpellRecord *s : list)
            out << s->id;
        return out;
    };
    // Element Fire, level 2: every Fire spell up to level 2.
    QCOMPARE(ids(monsterSpells(*m_pack.monster(QStringLiteral("imp")), m_pack)),
             (QStringList{QStringLiteral("fire-bolt"), QStringLiteral("fire-blast")}));
    // Level 1 goblin: level-1 Fire spells only.
    QCOMPARE(ids(monsterSpells(*m_pack.monster(QStringLiteral("goblin")), m_pack)),
             QStringList{QStringLiteral("fire-bolt")});
    // An explicit list wins, in its order.
    QCOMPARE(ids(monsterSpells(*m_pack.monster(QStringLiteral("shaman")), m_pack)),
             (QStringList{QStringLiteral("wood-mend"), QStringLiteral("earth-skin"),
                          QStringLiteral("evil-weak"), QStringLiteral("fire-bolt")}));
    // No element, no list: no spells.
    QVERIFY(monsterSpells(*m_pack.monster(QStringLiteral("brute")), m_pack).isEmpty());
}

void TestRpgSpells::heroSpellList() {
    Combatant h = hero(m_pack);
    QCOMPARE(heroSpells(h, m_pack).size(), 16); // the level-1 spells
    setPoints(h, Element::Wood, 3);
    QCOMPARE(heroSpells(h, m_pack).size(), 17); // + wood-balm
}

QTEST_GUILESS_MAIN(TestRpgSpells)
#include "tst_rpg_spells.moc"
