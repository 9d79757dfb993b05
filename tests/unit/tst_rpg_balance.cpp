#include "CliRun.h"
#include "RpgTestPack.h"

#include "random/Rng.h"
#include "rpg/BalanceSimulation.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

// The balance simulation and `permadungeon-cli balance` (docs/rules.md "Balance"): the simulated
// hero, its auto-play policy, determinism per seed and across thread counts, the XP-as-health
// contact duel, the command's output and exit codes.
using namespace pd;

namespace {

using pd::test::cli;
using pd::test::Run;

// The packs as the tests play them: classic is its frozen 1.1 (the per-tier aims of
// docs/rules.md "Balance" are classic 1.1's; classic 2.0 is tuned by whole bot runs).
QString dataPack(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

QByteArray xpRuleset() {
    return R"({"format": 1, "health": "xp",
      "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]},
      "hero": {"xp": 10, "experience": [0]},
      "combat": {"bolts": true, "boltDamage": "1d7-1", "boltCost": "1d7-1"}})";
}

QByteArray xpMonsters() {
    return R"({"format": 1, "monsters": [
      {"id": "slime", "name": "Slime", "race": "slime", "tier": "normal", "level": 1,
       "characters": false, "stats": {"hp": "1d6+2"}, "xp": "hp", "contact": "1d2"}]})";
}

bool sameRows(const BalanceReport &a, const BalanceReport &b) {
    if (a.rows.size() != b.rows.size())
        return false;
    for (int i = 0; i < a.rows.size(); ++i) {
        const BalanceRow &x = a.rows.at(i), &y = b.rows.at(i);
        if (x.id != y.id || x.battles != y.battles || x.won != y.won || x.fled != y.fled ||
            x.died != y.died || x.stalled != y.stalled || x.rounds != y.rounds ||
            x.heroHpLeft != y.heroHpLeft)
            return false;
    }
    return true;
}

} // namespace

class TestRpgBalance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void balanceHero_data();
    void balanceHero();
    void policy_data();
    void policy();
    void oneBattleIsItsOwnStream();
    void pinnedReport();
    void sameOnOneAndTwoThreads();
    void monsterFilter();
    void contactDuel();
    void bumpFight_data();
    void bumpFight();
    void bumpSameOnOneAndTwoThreads();
    void bundledAims_data();
    void bundledAims();
    void cliSameOutputForSeedAndThreads();
    void cliJson();
    void cliBundledPacks_data();
    void cliBundledPacks();
    void cliExitCodes_data();
    void cliExitCodes();

private:
    Pack m_pack;
};

void TestRpgBalance::initTestCase() {
    m_pack = test::loadRpgPack();
}

void TestRpgBalance::balanceHero_data() {
    QTest::addColumn<int>("level");
    QTest::addColumn<QList<qint64>>("equipment"); // atk def cri hit dop
    QTest::newRow("level 1: nothing yet") << 1 << QList<qint64>{0, 0, 0, 0, 0};
    QTest::newRow("level 2: tier 1") << 2 << QList<qint64>{4, 5, 2, 0, 0};
    QTest::newRow("level 3: tier 2 where there is one") << 3 << QList<qint64>{9, 5, 4, 6, 6};
}

void TestRpgBalance::balanceHero() {
    QFETCH(int, level);
    QFETCH(QList<qint64>, equipment);
    const BalanceHero h = pd::balanceHero(m_pack, level);
    QCOMPARE(h.hero.level, level);
    const Stats &e = h.hero.equipment;
    QCOMPARE((QList<qint64>{e[Stat::Atk], e[Stat::Def], e[Stat::Cri], e[Stat::Hit], e[Stat::Dop]}),
             equipment);
    QCOMPARE(h.hero.hp, h.hero.maxHp(m_pack.ruleset));
    QCOMPARE(h.hero.hp, qint64(100 + 10 * (level - 1)));
    QCOMPARE(h.bag.value(QStringLiteral("potion")), 2);
    QCOMPARE(h.bag.value(QStringLiteral("ether")), 1);
}

void TestRpgBalance::policy_data() {
    QTest::addColumn<qint64>("hp"); // of 100
    QTest::addColumn<qint64>("mp");
    QTest::addColumn<int>("woodPoints");
    QTest::addColumn<bool>("silenced");
    QTest::addColumn<QStringList>("bag");
    QTest::addColumn<QString>("action");
    const QStringList full = {QStringLiteral("potion"), QStringLiteral("ether")};
    QTest::newRow("healthy: attack")
        << qint64(100) << qint64(30) << 0 << false << full << QStringLiteral("attack");
    QTest::newRow("40 % is not below 40 %")
        << qint64(40) << qint64(30) << 0 << false << full << QStringLiteral("attack");
    QTest::newRow("hurt: heal spell")
        << qint64(39) << qint64(30) << 0 << false << full << QStringLiteral("spell wood-mend");
    QTest::newRow("hurt: the strongest heal")
        << qint64(39) << qint64(30) << 3 << false << full << QStringLiteral("spell wood-balm");
    QTest::newRow("no MP: HP medicine")
        << qint64(39) << qint64(3) << 0 << false << full << QStringLiteral("item potion");
    QTest::newRow("no HP medicine: MP medicine")
        << qint64(39) << qint64(3) << 0 << false << QStringList{QStringLiteral("ether")}
        << QStringLiteral("item ether");
    QTest::newRow("nothing left: attack")
        << qint64(39) << qint64(3) << 0 << false << QStringList() << QStringLiteral("attack");
    QTest::newRow("silenced: medicine")
        << qint64(39) << qint64(30) << 0 << true << full << QStringLiteral("item potion");
    QTest::newRow("silenced: MP is no use")
        << qint64(39) << qint64(3) << 0 << true << QStringList{QStringLiteral("ether")}
        << QStringLiteral("attack");
}

void TestRpgBalance::policy() {
    QFETCH(qint64, hp);
    QFETCH(qint64, mp);
    QFETCH(int, woodPoints);
    QFETCH(bool, silenced);
    QFETCH(QStringList, bag);
    QFETCH(QString, action);
    Combatant h = makeHero(m_pack.ruleset, QString());
    h.hp = hp;
    h.mp = mp;
    h.elementPoints[std::size_t(Element::Wood)] = woodPoints;
    if (silenced) {
        Buff b;
        b.effect = SpellRecord::Effect::Silence;
        b.debuff = true;
        b.rounds = 2;
        addBuff(h, b);
    }
    Rng rng(1, 1);
    const Battle battle(h, makeMonster(*m_pack.monster(QStringLiteral("brute")), 1, rng),
                        QStringLiteral("brute"), 7);
    QMap<QString, int> items;
    for (const QString &id : bag)
        items[id] = 1;
    items[QStringLiteral("elixir")] = 0; // none left counts as none
    const BattleAction a = autoHeroAction(battle, m_pack, items, 40);
    const QString got = a.kind == BattleAction::Kind::Attack  ? QStringLiteral("attack")
                        : a.kind == BattleAction::Kind::Spell ? QStringLiteral("spell ") + a.id
                        : a.kind == BattleAction::Kind::Item  ? QStringLiteral("item ") + a.id
                                                              : QStringLiteral("other");
    QCOMPARE(got, action);
    QVERIFY(!battle.refusal(a, m_pack));
}

void TestRpgBalance::oneBattleIsItsOwnStream() {
    BalanceOptions o;
    o.seed = 11;
    const MonsterRecord &goblin = *m_pack.monster(QStringLiteral("goblin"));
    for (int i = 0; i < 20; ++i) {
        const BalanceBattle a = simulateBattle(m_pack, goblin, o, i);
        const BalanceBattle b = simulateBattle(m_pack, goblin, o, i);
        QCOMPARE(int(a.outcome), int(b.outcome));
        QCOMPARE(a.rounds, b.rounds);
        QCOMPARE(a.heroHpLeft, b.heroHpLeft);
        QVERIFY(a.rounds >= 1);
    }
}

void TestRpgBalance::pinnedReport() {
    // Regression pins of the whole pipeline (rules, tree, policy, streams) on the test pack.
    BalanceOptions o;
    o.battles = 400;
    o.seed = 2024;
    o.threads = 1;
    const BalanceReport r = simulateBalance(m_pack, o);
    QCOMPARE(r.mode, BalanceMode::Battle);
    QStringList got;
    for (const BalanceRow &row : r.rows) {
        QCOMPARE(row.battles, 400);
        QCOMPARE(row.won + row.fled + row.died + row.stalled, 400);
        got << QStringLiteral("%1 L%2 won %3 fled %4 died %5 stalled %6 rounds %7")
                   .arg(row.id)
                   .arg(row.heroLevel)
                   .arg(row.won)
                   .arg(row.fled)
                   .arg(row.died)
                   .arg(row.stalled)
                   .arg(row.rounds);
    }
    // By hand: the hero always hits the brute (DOP 0) for 20: 3 rounds; the level-2 hero's 26
    // kills the imp in 2; the shaman heals back above half while its MP lasts: 10 rounds; the
    // coward is never below half while alive, so never flees; timid goblins sometimes escape.
    QCOMPARE(got, (QStringList{
                      QStringLiteral("brute L1 won 400 fled 0 died 0 stalled 0 rounds 1200"),
                      QStringLiteral("imp L2 won 400 fled 0 died 0 stalled 0 rounds 800"),
                      QStringLiteral("shaman L1 won 400 fled 0 died 0 stalled 0 rounds 4000"),
                      QStringLiteral("coward L1 won 400 fled 0 died 0 stalled 0 rounds 3143"),
                      QStringLiteral("goblin L1 won 370 fled 30 died 0 stalled 0 rounds 1009"),
                      QStringLiteral("troll-king L3 won 400 fled 0 died 0 stalled 0 rounds 1644"),
                  }));
}

void TestRpgBalance::sameOnOneAndTwoThreads() {
    BalanceOptions o;
    o.battles = 600; // several chunks per monster
    o.seed = 99;
    o.threads = 1;
    const BalanceReport one = simulateBalance(m_pack, o);
    o.threads = 2;
    const BalanceReport two = simulateBalance(m_pack, o);
    QVERIFY(sameRows(one, two));
    o.seed = 100;
    QVERIFY(!sameRows(one, simulateBalance(m_pack, o)));
}

void TestRpgBalance::monsterFilter() {
    BalanceOptions o;
    o.battles = 50;
    o.monsters = QStringList{QStringLiteral("imp"), QStringLiteral("brute")};
    const BalanceReport r = simulateBalance(m_pack, o);
    QCOMPARE(r.rows.size(), 2);
    QCOMPARE(r.rows.at(0).id, QStringLiteral("imp"));
    QCOMPARE(r.rows.at(0).heroLevel, 2);
    QCOMPARE(r.rows.at(0).tier, MonsterRecord::Tier::Leader);
    QCOMPARE(r.rows.at(1).id, QStringLiteral("brute"));
    // The same battles as in the full report: each monster has its own streams.
    o.monsters = QStringList{QStringLiteral("brute")};
    QCOMPARE(simulateBalance(m_pack, o).rows.first().won, r.rows.at(1).won);
}

void TestRpgBalance::contactDuel() {
    test::PackFixture fixture({{QStringLiteral("ruleset.json"), xpRuleset()},
                               {QStringLiteral("tables.json"), test::tablesFile({})},
                               {QStringLiteral("monsters.json"), xpMonsters()}});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(balanceMode(pack), BalanceMode::Contact);
    BalanceOptions o;
    o.seed = 3;
    const MonsterRecord &slime = *pack.monster(QStringLiteral("slime"));
    // Mirror the documented draws: the monster's dice, then per round bolt cost, bolt damage,
    // contact.
    for (int i = 0; i < 50; ++i) {
        Rng rng = Rng::forStream(3, u"balance/slime", std::uint64_t(i));
        qint64 hp = makeMonster(slime, 1, rng).hp;
        qint64 xp = 10;
        int rounds = 0;
        Battle::Outcome outcome = Battle::Outcome::Ongoing;
        while (outcome == Battle::Outcome::Ongoing) {
            ++rounds;
            xp -= pack.ruleset.boltCost.expression.roll(rng);
            if (xp < 1) {
                outcome = Battle::Outcome::HeroDied;
                break;
            }
            hp -= pack.ruleset.boltDamage.expression.roll(rng);
            if (hp < 1) {
                outcome = Battle::Outcome::HeroWon;
                break;
            }
            xp -= slime.contact.expression.roll(rng);
            if (xp < 1)
                outcome = Battle::Outcome::HeroDied;
        }
        const BalanceBattle b = simulateBattle(pack, slime, o, i);
        QCOMPARE(int(b.outcome), int(outcome));
        QCOMPARE(b.rounds, rounds);
        QCOMPARE(b.heroHpLeft, outcome == Battle::Outcome::HeroWon ? xp : 0);
    }
}

namespace {

QByteArray bumpRuleset() {
    QByteArray r = test::rpgRuleset();
    r.replace(R"("battle": "screen")", R"("battle": "bump")");
    return r;
}

// Aims per tier in per mille, docs/rules.md "Reading the table": won and died bands.
struct Aim {
    int wonMin, wonMax, diedMin, diedMax;
};
Aim aimFor(MonsterRecord::Tier tier) {
    switch (tier) {
    case MonsterRecord::Tier::Leader:
        return {600, 750, 80, 200};
    case MonsterRecord::Tier::King:
        return {350, 550, 250, 450};
    default:
        return {850, 950, 0, 49};
    }
}

// Whether the monster can get away in this kind of fight: by its fleeBelow, or as a timid
// character (on the battle screen by its 20 % behaviour, on the map below kTimidFleeBelow).
bool canFlee(BalanceMode mode, const MonsterRecord &m) {
    return m.fleeBelow > 0 || (mode != BalanceMode::Contact && m.characters);
}

// Whether its escapes are part of its design on the map: a monster that runs when hurt (its
// fleeBelow, or a timid one at half its HP) has not beaten the hero by running.
bool runsWhenHurt(BalanceMode mode, const MonsterRecord &m) {
    return m.fleeBelow > 0 || (mode == BalanceMode::Bump && m.characters);
}

} // namespace

void TestRpgBalance::bumpFight_data() {
    QTest::addColumn<QString>("monster");
    QTest::addColumn<int>("speed");     // 0: the record's
    QTest::addColumn<int>("fleeBelow"); // -1: the record's
    QTest::newRow("brute: the hero must heal") << QStringLiteral("brute") << 0 << -1;
    QTest::newRow("brute at speed 150: three blows per two turns")
        << QStringLiteral("brute") << 150 << -1;
    QTest::newRow("coward: one blow takes it to half, the next kills")
        << QStringLiteral("coward") << 0 << -1;
    QTest::newRow("coward running below 60 %") << QStringLiteral("coward") << 0 << 60;
    QTest::newRow("slow goblin") << QStringLiteral("goblin") << 60 << -1;
    QTest::newRow("troll king") << QStringLiteral("troll-king") << 0 << -1;
}

void TestRpgBalance::bumpFight() {
    // The map fight of docs/rules.md "Balance", by hand: the hero acts (the policy's heal spell
    // or medicine, else a blow), then the monster gains its speed and acts per 100 energy: it
    // runs below fleeBelow (a timid one below half its HP), else strikes. Blows are the engine's
    // rollAttack.
    QFETCH(QString, monster);
    QFETCH(int, speed);
    QFETCH(int, fleeBelow);
    const Pack pack = test::loadRpgPack(bumpRuleset());
    QCOMPARE(balanceMode(pack), BalanceMode::Bump);
    MonsterRecord rec = *pack.monster(monster);
    if (speed > 0)
        rec.speed = speed;
    if (fleeBelow >= 0)
        rec.fleeBelow = fleeBelow;
    BalanceOptions o;
    o.seed = 8;
    QMap<int, int> outcomes;
    for (int i = 0; i < 60; ++i) {
        Rng rng = Rng::forStream(8, QString(QStringLiteral("balance/") + rec.id), std::uint64_t(i));
        BalanceHero h = pd::balanceHero(pack, rec.level);
        Combatant hero = h.hero;
        Combatant foe = makeMonster(rec, rec.level, rng);
        int energy = 0;
        int rounds = 0;
        Battle::Outcome outcome = Battle::Outcome::Ongoing;
        while (outcome == Battle::Outcome::Ongoing && rounds < o.maxRounds) {
            ++rounds;
            const BattleAction a = autoHeroAction(hero, pack, h.bag, o.healBelowPercent);
            if (a.kind == BattleAction::Kind::Spell) {
                QVERIFY(castHealSpell(hero, *pack.spell(a.id), pack.ruleset));
            } else if (a.kind == BattleAction::Kind::Item) {
                QVERIFY(applyMedicine(hero, *pack.item(a.id), pack.ruleset));
                --h.bag[a.id];
            } else {
                QCOMPARE(int(a.kind), int(BattleAction::Kind::Attack));
                foe.hp -= rollAttack(rng, hero, foe, pack.ruleset).damage;
                if (foe.hp <= 0) {
                    outcome = Battle::Outcome::HeroWon;
                    break;
                }
            }
            energy += rec.speed;
            while (energy >= 100 && outcome == Battle::Outcome::Ongoing) {
                energy -= 100;
                // It runs below its fleeBelow, a timid one below half its HP.
                const int runsBelow =
                    std::max(rec.fleeBelow, foe.character == Character::Timid ? 50 : 0);
                if (foe.hp * 100 < foe.maxHp(pack.ruleset) * runsBelow)
                    outcome = Battle::Outcome::MonsterEscaped;
                else if ((hero.hp -= rollAttack(rng, foe, hero, pack.ruleset).damage) < 1)
                    outcome = Battle::Outcome::HeroDied;
            }
            energy = std::min(energy, 100);
        }
        const BalanceBattle b = simulateBattle(pack, rec, o, i);
        QCOMPARE(int(b.outcome), int(outcome));
        QCOMPARE(b.rounds, rounds);
        QCOMPARE(b.heroHpLeft, outcome == Battle::Outcome::HeroWon ? hero.hp : 0);
        ++outcomes[int(outcome)];
    }
    if (monster == QLatin1String("coward")) {
        // 40 HP and the hero's blow is 20: at exactly half it is not below 50 %, so it never
        // runs and the second hit kills it; below 60 % it runs on its turn right after the first
        // hit. Its blows of 4 (ATK 5 against DEF 10) cannot kill the hero either way.
        QCOMPARE(outcomes.value(int(Battle::Outcome::HeroDied)), 0);
        QCOMPARE(outcomes.value(int(Battle::Outcome::MonsterEscaped)) > 0, fleeBelow == 60);
    }
}

void TestRpgBalance::bumpSameOnOneAndTwoThreads() {
    const Pack pack = test::loadRpgPack(bumpRuleset());
    BalanceOptions o;
    o.battles = 600;
    o.seed = 41;
    o.threads = 1;
    const BalanceReport one = simulateBalance(pack, o);
    QCOMPARE(one.mode, BalanceMode::Bump);
    o.threads = 2;
    QVERIFY(sameRows(one, simulateBalance(pack, o)));
    // Not the battle screen's numbers: the map fight has no spells and no characters' tactics.
    o.threads = 1;
    QVERIFY(!sameRows(one, simulateBalance(m_pack, o)));
}

void TestRpgBalance::bundledAims_data() {
    QTest::addColumn<QString>("pack");
    QTest::addColumn<QString>("monster");
    for (const char *name : {"classic", "maze-duel"}) {
        Diagnostics d;
        const Pack p = PackLoader::load(dataPack(name), d);
        for (const MonsterRecord &m : p.monsters)
            QTest::addRow("%s %s", name, qPrintable(m.id)) << QString::fromLatin1(name) << m.id;
    }
}

void TestRpgBalance::bundledAims() {
    // A data change that breaks the balance of docs/rules.md fails here: 2,000 battles per
    // monster, seed 1 (the counts are fixed for a seed; the bands have room for the seed).
    QFETCH(QString, pack);
    QFETCH(QString, monster);
    static QMap<QString, BalanceReport> reports;
    static QMap<QString, Pack> packs;
    if (!reports.contains(pack)) {
        Diagnostics d;
        packs[pack] = PackLoader::load(dataPack(qPrintable(pack)), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        BalanceOptions o;
        o.battles = 2000;
        o.seed = 1;
        reports[pack] = simulateBalance(packs[pack], o);
    }
    const Pack &p = packs[pack];
    const BalanceReport &report = reports[pack];
    QCOMPARE(report.mode,
             pack == QLatin1String("classic") ? BalanceMode::Bump : BalanceMode::Battle);
    const MonsterRecord &rec = *p.monster(monster);
    const auto row = std::find_if(report.rows.begin(), report.rows.end(),
                                  [&](const BalanceRow &r) { return r.id == monster; });
    QVERIFY(row != report.rows.end());
    QCOMPARE(row->battles, 2000);
    QCOMPARE(row->stalled, 0);
    const int won = row->won / 2, fled = row->fled / 2, died = row->died / 2; // per mille
    Aim aim = aimFor(rec.tier);
    // A monster that cannot get away has won = 1000 - died: the death band is its aim, and its
    // win ceiling moves up to match. One that runs when hurt (fleeBelow, or timid on the map)
    // gets away by design: its escapes count towards the hero's floor (the fight was not lost).
    if (!canFlee(report.mode, rec))
        aim.wonMax = 1000 - aim.diedMin;
    const int notLost = runsWhenHurt(report.mode, rec) ? won + fled : won;
    const QString got = QStringLiteral("won %1‰ fled %2‰ died %3‰; aim won %4-%5‰, died %6-%7‰")
                            .arg(won)
                            .arg(fled)
                            .arg(died)
                            .arg(aim.wonMin)
                            .arg(aim.wonMax)
                            .arg(aim.diedMin)
                            .arg(aim.diedMax);
    QVERIFY2(notLost >= aim.wonMin && won <= aim.wonMax, qPrintable(got));
    QVERIFY2(died >= aim.diedMin && died <= aim.diedMax, qPrintable(got));
}

void TestRpgBalance::cliSameOutputForSeedAndThreads() {
    const QStringList base = {QStringLiteral("balance"),   dataPack("classic"),
                              QStringLiteral("--battles"), QStringLiteral("300"),
                              QStringLiteral("--seed"),    QStringLiteral("5")};
    const Run one = cli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
    const Run two = cli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
    const Run again = cli(base);
    QCOMPARE(one.code, 0);
    QCOMPARE(two.code, 0);
    QCOMPARE(one.out, two.out);
    QCOMPARE(again.out, one.out);
    QVERIFY(one.out.contains(QStringLiteral("goblin-king")));
    QVERIFY(one.out.contains(QStringLiteral("seed 5")));
    QVERIFY(one.err.contains(QStringLiteral(" ms on 1 thread")));
    const Run other =
        cli(QStringList{QStringLiteral("balance"), dataPack("classic"), QStringLiteral("--battles"),
                        QStringLiteral("300"), QStringLiteral("--seed"), QStringLiteral("6")});
    QCOMPARE(other.code, 0);
    QVERIFY(other.out != one.out);
}

void TestRpgBalance::cliJson() {
    const Run r =
        cli({QStringLiteral("balance"), dataPack("maze-duel"), QStringLiteral("--battles"),
             QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("text seed"),
             QStringLiteral("--json"), QStringLiteral("--monster"), QStringLiteral("zombie-king"),
             QStringLiteral("--monster"), QStringLiteral("goblin")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("mode")).toString(), QStringLiteral("battle"));
    QCOMPARE(o.value(QStringLiteral("seed")).toString(),
             QString::number(seed::fromText(u"text seed")));
    const QJsonArray rows = o.value(QStringLiteral("monsters")).toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("id")).toString(),
             QStringLiteral("zombie-king"));
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("tier")).toString(),
             QStringLiteral("king"));
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        QCOMPARE(row.value(QStringLiteral("won")).toInt() +
                     row.value(QStringLiteral("fled")).toInt() +
                     row.value(QStringLiteral("died")).toInt() +
                     row.value(QStringLiteral("stalled")).toInt(),
                 100);
        QCOMPARE(row.value(QStringLiteral("winRate")).toDouble(),
                 row.value(QStringLiteral("won")).toInt() / 100.0);
    }
}

void TestRpgBalance::cliBundledPacks_data() {
    QTest::addColumn<QString>("pack");
    QTest::addColumn<QString>("mode");
    QTest::newRow("classic") << QStringLiteral("classic") << QStringLiteral("bump");
    QTest::newRow("maze-duel") << QStringLiteral("maze-duel") << QStringLiteral("battle");
    QTest::newRow("permadungeon") << QStringLiteral("permadungeon") << QStringLiteral("contact");
}

void TestRpgBalance::cliBundledPacks() {
    QFETCH(QString, pack);
    QFETCH(QString, mode);
    const Run r =
        cli({QStringLiteral("balance"), dataPack(qPrintable(pack)), QStringLiteral("--battles"),
             QStringLiteral("50"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("mode")).toString(), mode);
    Diagnostics d;
    const Pack p = PackLoader::load(dataPack(qPrintable(pack)), d);
    QCOMPARE(o.value(QStringLiteral("monsters")).toArray().size(), p.monsters.size());
    // The bare name finds the bundled pack too.
    QCOMPARE(
        cli({QStringLiteral("balance"), pack, QStringLiteral("--battles"), QStringLiteral("5")})
            .code,
        0);
}

void TestRpgBalance::cliExitCodes_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString classic = dataPack("classic");
    QTest::newRow("help") << QStringList{QStringLiteral("balance"), QStringLiteral("--help")} << 0;
    QTest::newRow("no pack") << QStringList{QStringLiteral("balance")} << 2;
    QTest::newRow("two packs") << QStringList{QStringLiteral("balance"), classic, classic} << 2;
    QTest::newRow("battles 0") << QStringList{QStringLiteral("balance"), classic,
                                              QStringLiteral("--battles"), QStringLiteral("0")}
                               << 2;
    QTest::newRow("battles text") << QStringList{QStringLiteral("balance"), classic,
                                                 QStringLiteral("--battles"),
                                                 QStringLiteral("many")}
                                  << 2;
    QTest::newRow("threads 0") << QStringList{QStringLiteral("balance"), classic,
                                              QStringLiteral("--threads"), QStringLiteral("0")}
                               << 2;
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("balance"), classic, QStringLiteral("--fast")} << 2;
    QTest::newRow("missing pack") << QStringList{QStringLiteral("balance"),
                                                 QStringLiteral("/no/such/pack")}
                                  << 1;
    QTest::newRow("unknown monster")
        << QStringList{QStringLiteral("balance"), classic, QStringLiteral("--monster"),
                       QStringLiteral("dragon")}
        << 1;
}

void TestRpgBalance::cliExitCodes() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    if (code == 0) {
        QVERIFY(r.out.contains(QStringLiteral("Usage: permadungeon-cli balance PACK")));
    } else {
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestRpgBalance)
#include "tst_rpg_balance.moc"
