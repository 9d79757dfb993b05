#include "RpgTestPack.h"

#include "random/Rng.h"
#include "rpg/Spawn.h"

#include <QtTest>

#include <memory>

// A monster appearing (rpg/Spawn's makeMonster, docs/rules.md "Draws"): each stat die in the
// order HP MP ATK DEF CRI HIT DOP, then XP, then the character `below(3)` when the record allows
// characters. Replays and the seed catalog depend on this order.
using namespace pd;

namespace {

QByteArray spawnMonsters() {
    return R"({"format": 1, "monsters": [
      {"id": "dicey", "name": "Dicey", "race": "imp", "tier": "normal", "level": 1,
       "stats": {"hp": "1d10+20", "mp": "1d4", "atk": "2d6", "def": 3, "cri": "1d3", "hit": "1d8",
                 "dop": "1d6"}, "xp": "1d20"},
      {"id": "plain", "name": "Plain", "race": "imp", "tier": "normal", "level": 1,
       "characters": false,
       "stats": {"hp": "1d10+20", "mp": "1d4", "atk": "2d6", "def": 3, "cri": "1d3", "hit": "1d8",
                 "dop": "1d6"}, "xp": "1d20"},
      {"id": "steady", "name": "Steady", "race": "imp", "tier": "normal", "level": 1,
       "stats": {"hp": 30, "atk": 9, "def": 2, "cri": 1, "hit": 10, "dop": 5}, "xp": 7}
    ]})";
}

} // namespace

class TestRpgSpawn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void drawOrder_data();
    void drawOrder();
    void constantsDrawOnlyTheCharacter();
    void evenCharacters();

private:
    std::unique_ptr<test::PackFixture> m_fixture;
    Pack m_pack;
};

void TestRpgSpawn::initTestCase() {
    m_fixture = std::make_unique<test::PackFixture>(
        QMap<QString, QByteArray>{{QStringLiteral("ruleset.json"), test::rpgRuleset()},
                                  {QStringLiteral("tables.json"), test::tablesFile({})},
                                  {QStringLiteral("items.json"), test::rpgItems()},
                                  {QStringLiteral("monsters.json"), spawnMonsters()}});
    Diagnostics d;
    m_pack = m_fixture->load(d);
    // No errors. (Warnings there are: no level of the RPG pack gives its records, a bench for
    // the rules that no table rolls.)
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(m_pack.monsters.size(), 3);
}

void TestRpgSpawn::drawOrder_data() {
    QTest::addColumn<QString>("monster");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1ull, 2ull, 77ull, 4096ull, 123456789ull}) {
        QTest::addRow("with character, seed %llu", seed) << QStringLiteral("dicey") << seed;
        QTest::addRow("characters off, seed %llu", seed) << QStringLiteral("plain") << seed;
    }
}

void TestRpgSpawn::drawOrder() {
    QFETCH(QString, monster);
    QFETCH(quint64, seed);
    const MonsterRecord &rec = *m_pack.monster(monster);
    Rng rng(seed, 5);
    Rng hand(seed, 5); // the same sequence, drawn by hand in the documented order
    const qint64 hp = 20 + hand.die(10);
    const qint64 mp = hand.die(4);
    const qint64 atkA = hand.die(6);
    const qint64 atk = atkA + hand.die(6);
    const qint64 cri = hand.die(3); // DEF is a constant: no draw
    const qint64 hit = hand.die(8);
    const qint64 dop = hand.die(6);
    const qint64 xp = hand.die(20);
    const Character character = rec.characters ? Character(1 + hand.below(3)) : Character::None;

    qint64 worth = -1;
    const Combatant m = makeMonster(rec, 1, rng, &worth);
    QCOMPARE(m.base[Stat::Hp], hp);
    QCOMPARE(m.base[Stat::Mp], mp);
    QCOMPARE(m.base[Stat::Atk], atk);
    QCOMPARE(m.base[Stat::Def], qint64(3));
    QCOMPARE(m.base[Stat::Cri], cri);
    QCOMPARE(m.base[Stat::Hit], hit);
    QCOMPARE(m.base[Stat::Dop], dop);
    QCOMPARE(worth, xp);
    QCOMPARE(int(m.character), int(character));
    QCOMPARE(m.hp, hp);
    QCOMPARE(m.mp, mp);
    QCOMPARE(m.name, rec.name);
    // Nothing else was drawn: both streams are at the same place.
    QCOMPARE(rng.next32(), hand.next32());
}

void TestRpgSpawn::constantsDrawOnlyTheCharacter() {
    const MonsterRecord &rec = *m_pack.monster(QStringLiteral("steady"));
    Rng rng(9, 9);
    Rng hand(9, 9);
    qint64 worth = 0;
    const Combatant m = makeMonster(rec, 1, rng, &worth);
    QCOMPARE(int(m.character), int(1 + hand.below(3)));
    QCOMPARE(rng.next32(), hand.next32());
    QCOMPARE(m.hp, qint64(30));
    QCOMPARE(worth, qint64(7));
    QCOMPARE(m.base[Stat::Mp], qint64(0));
}

void TestRpgSpawn::evenCharacters() {
    // 30,000 spawns from one stream: each character is expected 10,000 times with a standard
    // deviation of sqrt(30000 × 1/3 × 2/3) ≈ 81.6; ±400 is about 4.9 of them, so a fair
    // below(3) passes and a bias of 2 % or more (e.g. a modulo slip or an off-by-one that drops
    // a character) fails. The stream is fixed, so the counts are too.
    const MonsterRecord &rec = *m_pack.monster(QStringLiteral("steady"));
    const MonsterRecord &plain = *m_pack.monster(QStringLiteral("plain"));
    Rng rng = Rng::forStream(2024, u"spawn-characters");
    int counts[4] = {0, 0, 0, 0};
    for (int i = 0; i < 30000; ++i)
        ++counts[int(makeMonster(rec, 1, rng).character)];
    QCOMPARE(counts[int(Character::None)], 0);
    for (Character c : {Character::Rage, Character::Calm, Character::Timid}) {
        const int n = counts[int(c)];
        QVERIFY2(n >= 9600 && n <= 10400,
                 qPrintable(QStringLiteral("%1: %2").arg(characterName(c)).arg(n)));
    }
    // `characters: false`: never a character, however many appear.
    for (int i = 0; i < 3000; ++i)
        QCOMPARE(int(makeMonster(plain, 1, rng).character), int(Character::None));
}

QTEST_GUILESS_MAIN(TestRpgSpawn)
#include "tst_rpg_spawn.moc"
