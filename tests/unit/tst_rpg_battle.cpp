#include "LogEntryText.h"
#include "RpgTestPack.h"

#include "random/Rng.h"
#include "rpg/Battle.h"
#include "rpg/Buffs.h"
#include "rpg/MonsterTactics.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

// The battle screen (docs/rules.md "The battle"): turn order, the monster's decision tree and
// character behaviours, refused actions, escape, medicine, rewards, saving mid-battle. The
// fixture hero has HP 100 MP 30 ATK 20 DEF 10 CRI 0 HIT 30 DOP 10; most tests set its DOP (or the
// monster's) to 0, which makes blows certain, and CRI stays 0, so every number is exact.
using namespace pd;
using Reason = MonsterChoice::Reason;
using Event = BattleLogEntry::Event;
using Actor = BattleLogEntry::Actor;

Q_DECLARE_METATYPE(Battle::Outcome)

namespace {

struct Line {
    int round;
    Actor actor;
    Event event;
    qint64 amount;
    QString id;
};

QList<Line> lines(const Battle &b) {
    QList<Line> out;
    for (const BattleLogEntry &e : b.log())
        out << Line{e.round, e.actor, e.event, e.amount, e.id};
    return out;
}

QString show(const QList<Line> &list) {
    QStringList out;
    for (const Line &l : list)
        out << QStringLiteral("%1 %2 %3 %4 %5")
                   .arg(l.round)
                   .arg(l.actor == Actor::Hero ? QStringLiteral("hero") : QStringLiteral("monster"))
                   .arg(BattleLogEntry::eventNames().at(int(l.event)))
                   .arg(l.amount)
                   .arg(l.id);
    return out.join(QStringLiteral(" | "));
}

Buff effect(SpellRecord::Effect e, bool debuff, int rounds = 3, qint64 amount = 5) {
    Buff b;
    b.effect = e;
    b.debuff = debuff;
    b.rounds = rounds;
    b.amount = amount;
    return b;
}

QJsonObject setPath(QJsonObject o, QStringList path, const QJsonValue &v);

QJsonValue setIn(const QJsonValue &node, QStringList path, const QJsonValue &v) {
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = path.takeFirst().toInt();
        a[i] = path.isEmpty() ? v : setIn(a.at(i), path, v);
        return a;
    }
    return setPath(node.toObject(), path, v);
}

// Replaces (or with an undefined value, removes) the value at a path like {"hero", "buffs", "0",
// "rounds"}.
QJsonObject setPath(QJsonObject o, QStringList path, const QJsonValue &v) {
    const QString key = path.takeFirst();
    if (path.isEmpty()) {
        if (v.isUndefined())
            o.remove(key);
        else
            o.insert(key, v);
        return o;
    }
    o.insert(key, setIn(o.value(key), path, v));
    return o;
}

} // namespace

class TestRpgBattle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void decisionTree_data();
    void decisionTree();
    void characterBehaviour_data();
    void characterBehaviour();
    void characterChanceIsPinned();
    void heroActsFirstAndWins();
    void defendingLastsUntilNextTurn();
    void refusedActionsCostNothing_data();
    void refusedActionsCostNothing();
    void medicine();
    void heroSpellRestrictsAndMonsterCasts();
    void invincibleBlocksRageAndMonsterWaits();
    void timidMonsterEscapesForGood();
    void heroEscape_data();
    void heroEscape();
    void burningKillsAtTurnStart();
    void growingHealsAtHeroTurnStart();
    void monsterHealsWhenLow();
    void fleeBelowInBattle();
    void saveMidBattleRoundTrips();
    void hostileJsonRejected_data();
    void hostileJsonRejected();

private:
    Combatant hero() const;
    Combatant monster(const QString &id, Rng &rng) const;
    Pack m_pack;
};

void TestRpgBattle::initTestCase() {
    m_pack = test::loadRpgPack();
    QVERIFY(m_pack.monster(QStringLiteral("shaman")));
}

Combatant TestRpgBattle::hero() const {
    return makeHero(m_pack.ruleset, QString());
}

Combatant TestRpgBattle::monster(const QString &id, Rng &rng) const {
    return makeMonster(*m_pack.monster(id), 1, rng);
}

void TestRpgBattle::decisionTree_data() {
    QTest::addColumn<qint64>("hp"); // of max 100
    QTest::addColumn<qint64>("mp");
    QTest::addColumn<int>("fleeBelow");
    QTest::addColumn<QStringList>("spells");
    QTest::addColumn<QStringList>(
        "state"); // silenced, has-def-buff, hero-weakened, hero-invincible, hero-fire
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("spell");
    const QStringList all = {QStringLiteral("wood-mend"), QStringLiteral("earth-skin"),
                             QStringLiteral("evil-weak"), QStringLiteral("fire-bolt")};
    const auto row = [](const char *name, qint64 hp, qint64 mp, int flee, QStringList spells,
                        QStringList state, Reason r, const char *spell) {
        QTest::newRow(name) << hp << mp << flee << spells << state << int(r)
                            << QString::fromLatin1(spell);
    };
    row("1 heal when below half", 49, 30, 0, all, {}, Reason::Heal, "wood-mend");
    row("1 half is not low", 50, 30, 0, all, {}, Reason::Buff, "earth-skin");
    row("1 heal unaffordable falls through", 30, 7, 0,
        {QStringLiteral("wood-balm"), QStringLiteral("earth-skin")}, {}, Reason::Buff,
        "earth-skin");
    row("1 strongest heal", 10, 30, 0, {QStringLiteral("wood-mend"), QStringLiteral("wood-balm")},
        {}, Reason::Heal, "wood-balm");
    row("1 heal beats flee", 30, 30, 50, all, {}, Reason::Heal, "wood-mend");
    row("2 flee below fleeBelow", 30, 30, 50, {}, {}, Reason::Flee, "");
    row("2 no flee above it", 60, 30, 50, {}, {}, Reason::Attack, "");
    row("2 silenced still flees", 30, 30, 50, all, {QStringLiteral("silenced")}, Reason::Flee, "");
    row("3 buff", 100, 30, 0, all, {}, Reason::Buff, "earth-skin");
    row("3 strongest buff", 100, 30, 0,
        {QStringLiteral("holy-might"), QStringLiteral("earth-skin")}, {}, Reason::Buff,
        "earth-skin");
    row("3 buff in force: next buff", 100, 30, 0,
        {QStringLiteral("holy-might"), QStringLiteral("earth-skin")},
        {QStringLiteral("has-def-buff")}, Reason::Buff, "holy-might");
    row("4 buff in force: debuff", 100, 30, 0, all, {QStringLiteral("has-def-buff")},
        Reason::Debuff, "evil-weak");
    row("4 buff unaffordable: debuff", 100, 4, 0,
        {QStringLiteral("wood-grow"), QStringLiteral("evil-weak")}, {}, Reason::Debuff,
        "evil-weak");
    row("5 hero invincible: wait", 100, 30, 0, {QStringLiteral("fire-bolt")},
        {QStringLiteral("hero-invincible")}, Reason::Wait, "");
    row("5 buff before waiting", 100, 30, 0, all, {QStringLiteral("hero-invincible")}, Reason::Buff,
        "earth-skin");
    row("6 debuff in force: attack spell", 100, 30, 0, all,
        {QStringLiteral("has-def-buff"), QStringLiteral("hero-weakened")}, Reason::AttackSpell,
        "fire-bolt");
    row("6 most damaging it can pay", 100, 9, 0,
        {QStringLiteral("fire-bolt"), QStringLiteral("fire-blast")}, {}, Reason::AttackSpell,
        "fire-blast");
    row("6 cheaper when short of MP", 100, 8, 0,
        {QStringLiteral("fire-bolt"), QStringLiteral("fire-blast")}, {}, Reason::AttackSpell,
        "fire-bolt");
    row("6 restriction counts", 100, 30, 0,
        {QStringLiteral("fire-bolt"), QStringLiteral("water-bolt")}, {QStringLiteral("hero-fire")},
        Reason::AttackSpell, "water-bolt");
    row("7 no MP: attack", 100, 4, 0, {QStringLiteral("fire-bolt"), QStringLiteral("fire-blast")},
        {}, Reason::Attack, "");
    row("7 silenced: attack", 100, 30, 0, all, {QStringLiteral("silenced")}, Reason::Attack, "");
    row("7 no spells: attack", 20, 30, 0, {}, {}, Reason::Attack, "");
}

void TestRpgBattle::decisionTree() {
    QFETCH(qint64, hp);
    QFETCH(qint64, mp);
    QFETCH(int, fleeBelow);
    QFETCH(QStringList, spells);
    QFETCH(QStringList, state);
    QFETCH(int, reason);
    QFETCH(QString, spell);
    Combatant m;
    m.name = QStringLiteral("M");
    m.base[Stat::Hp] = 100;
    m.hp = hp;
    m.mp = mp;
    Combatant h = hero();
    if (state.contains(QStringLiteral("silenced")))
        addBuff(m, effect(SpellRecord::Effect::Silence, true));
    if (state.contains(QStringLiteral("has-def-buff")))
        addBuff(m, effect(SpellRecord::Effect::Def, false));
    if (state.contains(QStringLiteral("hero-weakened")))
        addBuff(h, effect(SpellRecord::Effect::Atk, true));
    if (state.contains(QStringLiteral("hero-invincible")))
        addBuff(h, effect(SpellRecord::Effect::Invincible, false, 1, 0));
    if (state.contains(QStringLiteral("hero-fire")))
        h.elementPoints[std::size_t(Element::Fire)] = 3;
    QList<const SpellRecord *> list;
    for (const QString &id : spells)
        list << m_pack.spell(id);
    const MonsterChoice c = decideByTree(m, h, list, fleeBelow, m_pack.ruleset);
    QCOMPARE(MonsterChoice::reasonName(c.reason), MonsterChoice::reasonName(Reason(reason)));
    QCOMPARE(c.spell ? c.spell->id : QString(), spell);
    const MonsterChoice::Kind kind =
        spell.isEmpty() ? (Reason(reason) == Reason::Flee   ? MonsterChoice::Kind::Escape
                           : Reason(reason) == Reason::Wait ? MonsterChoice::Kind::Defend
                                                            : MonsterChoice::Kind::Attack)
                        : MonsterChoice::Kind::Spell;
    QCOMPARE(int(c.kind), int(kind));
}

void TestRpgBattle::characterBehaviour_data() {
    QTest::addColumn<QString>("character");
    QTest::addColumn<int>("chance");
    QTest::addColumn<bool>("heroInvincible");
    QTest::addColumn<int>("reason");
    QTest::addColumn<int>("draws");
    // The monster would buff (earth-skin) by its tree.
    QTest::newRow("rage attacks") << QStringLiteral("rage") << 100 << false << int(Reason::Rage)
                                  << 1;
    QTest::newRow("rage is not triggered against an invincible hero")
        << QStringLiteral("rage") << 100 << true << int(Reason::Buff) << 1;
    QTest::newRow("calm has no behaviour")
        << QStringLiteral("calm") << 100 << false << int(Reason::Buff) << 1;
    QTest::newRow("timid tries to escape")
        << QStringLiteral("timid") << 100 << false << int(Reason::Timid) << 1;
    QTest::newRow("timid, even against the invincible")
        << QStringLiteral("timid") << 100 << true << int(Reason::Timid) << 1;
    QTest::newRow("chance 0 still draws")
        << QStringLiteral("rage") << 0 << false << int(Reason::Buff) << 1;
    QTest::newRow("no character, no draw") << QString() << 100 << false << int(Reason::Buff) << 0;
}

void TestRpgBattle::characterBehaviour() {
    QFETCH(QString, character);
    QFETCH(int, chance);
    QFETCH(bool, heroInvincible);
    QFETCH(int, reason);
    QFETCH(int, draws);
    Ruleset rules = m_pack.ruleset;
    rules.characterChancePercent = chance;
    Combatant m;
    m.base[Stat::Hp] = 100;
    m.hp = 100;
    m.mp = 30;
    m.character = *characterFromName(character);
    Combatant h = hero();
    if (heroInvincible)
        addBuff(h, effect(SpellRecord::Effect::Invincible, false, 1, 0));
    const QList<const SpellRecord *> spells = {m_pack.spell(QStringLiteral("earth-skin"))};
    Rng rng(77, 1);
    Rng mirror = rng;
    const MonsterChoice c = chooseMonsterAction(m, h, spells, 0, rules, rng);
    QCOMPARE(MonsterChoice::reasonName(c.reason), MonsterChoice::reasonName(Reason(reason)));
    for (int i = 0; i < draws; ++i)
        mirror.chance(std::uint64_t(chance), 100);
    QCOMPARE(rng, mirror);
}

void TestRpgBattle::characterChanceIsPinned() {
    Combatant m;
    m.base[Stat::Hp] = 100;
    m.hp = 100;
    m.character = Character::Timid;
    Rng rng = Rng::forStream(5, u"test-character");
    int timid = 0;
    for (int i = 0; i < 1000; ++i)
        timid += chooseMonsterAction(m, hero(), {}, 0, m_pack.ruleset, rng).reason == Reason::Timid;
    QCOMPARE(timid, 197); // about 20 % of 1000, pinned for this stream
}

void TestRpgBattle::heroActsFirstAndWins() {
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Dop] = 0; // the brute (HIT 40) always hits: 20 × 100 / 110 = 18
    addBuff(h, effect(SpellRecord::Effect::Atk, false, 9, 0)); // cleared when the battle ends
    Battle b(h, monster(QStringLiteral("brute"), rng), QStringLiteral("brute"), 7);
    for (int i = 0; i < 3; ++i)
        QVERIFY(b.heroAct(BattleAction::attack(), m_pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero attack 20  | 1 monster attack 18  | "
                                            "2 hero attack 20  | 2 monster attack 18  | "
                                            "3 hero attack 20  | 3 monster died 0 "));
    QCOMPARE(b.outcome(), Battle::Outcome::HeroWon);
    QCOMPARE(b.round(), 3);
    QCOMPARE(b.hero().hp, qint64(64));
    QCOMPARE(b.monster().hp, qint64(0));
    QVERIFY(b.hero().buffs.isEmpty());
    const Battle::Reward r = b.reward(m_pack);
    QCOMPARE(r.xp, qint64(7));
    QCOMPARE(r.trophy, QStringLiteral("potion"));
    LogEntry why;
    QVERIFY(!b.heroAct(BattleAction::attack(), m_pack, rng, &why));
    QCOMPARE(why.kind, LogEntry::Kind::BattleOver);
}

void TestRpgBattle::defendingLastsUntilNextTurn() {
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Dop] = 0;
    Battle b(h, monster(QStringLiteral("brute"), rng), QStringLiteral("brute"), 7);
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    // 18 × 75 / 100 = 13 while defending; the hero's next turn starts and defending ends.
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero defend 0  | 1 monster attack 13 "));
    QCOMPARE(b.hero().hp, qint64(87));
    QVERIFY(!b.hero().defending);
    QVERIFY(b.heroAct(BattleAction::attack(), m_pack, rng));
    QCOMPARE(b.hero().hp, qint64(69));
}

void TestRpgBattle::refusedActionsCostNothing_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("reason");
    const auto row = [](const char *name, BattleAction::Kind k, const char *id, const char *setup,
                        const char *reason) {
        QTest::newRow(name) << int(k) << QString::fromLatin1(id) << QString::fromLatin1(setup)
                            << QString::fromUtf8(reason);
    };
    using K = BattleAction::Kind;
    row("unknown spell", K::Spell, "nope", "", "no-such-spell spell=nope");
    row("not enough MP", K::Spell, "water-bolt", "mp3",
        "not-enough-mp has=3 mp=4 name=Hero spell=water-bolt");
    row("silenced", K::Spell, "water-bolt", "silenced", "silenced name=Hero");
    row("level locked", K::Spell, "water-flood", "",
        "spell-locked element=Water has=0 name=Hero points=8 spell=water-flood");
    row("heal at full HP", K::Spell, "wood-mend", "", "hp-full");
    row("unknown item", K::Item, "nope", "", "no-such-item item=nope");
    row("not medicine", K::Item, "sword-1", "", "only-medicine-in-battle");
    row("medicine at full HP", K::Item, "potion", "", "hp-full");
    row("MP medicine at full MP", K::Item, "ether", "", "mp-full");
    row("both full", K::Item, "elixir", "", "hp-and-mp-full");
}

void TestRpgBattle::refusedActionsCostNothing() {
    QFETCH(int, kind);
    QFETCH(QString, id);
    QFETCH(QString, setup);
    QFETCH(QString, reason);
    Rng rng(3, 3);
    Combatant h = hero();
    if (setup == QLatin1String("mp3"))
        h.mp = 3;
    if (setup == QLatin1String("silenced"))
        addBuff(h, effect(SpellRecord::Effect::Silence, true, 2, 0));
    Battle b(h, monster(QStringLiteral("goblin"), rng), QStringLiteral("goblin"), 12);
    const QJsonObject before = b.toJson();
    const Rng rngBefore = rng;
    const BattleAction action{BattleAction::Kind(kind), id};
    const std::optional<LogEntry> refusal = b.refusal(action, m_pack);
    QVERIFY(refusal);
    QCOMPARE(test::entryText(*refusal), reason);
    LogEntry why;
    QVERIFY(!b.heroAct(action, m_pack, rng, &why));
    QCOMPARE(test::entryText(why), reason);
    QCOMPARE(b.toJson(), before);
    QCOMPARE(rng, rngBefore);
    QCOMPARE(b.round(), 1);
    QVERIFY(b.log().isEmpty());
}

void TestRpgBattle::medicine() {
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Dop] = 0;
    h.hp = 50;
    Battle b(h, monster(QStringLiteral("brute"), rng), QStringLiteral("brute"), 7);
    QVERIFY(b.heroAct(BattleAction::item(QStringLiteral("potion")), m_pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero item 30 potion | 1 monster attack 18 "));
    QCOMPARE(b.hero().hp, qint64(62));
    // Elixir restores 50 HP and 50 MP: only 38 and 0 fit... MP is full, HP is not.
    QVERIFY(b.heroAct(BattleAction::item(QStringLiteral("elixir")), m_pack, rng));
    QCOMPARE(b.log().at(2).amount, qint64(38));
    QCOMPARE(b.log().at(2).mp, qint64(0));
    QCOMPARE(b.log().at(2).event, BattleLogEntry::Event::Item);
    QCOMPARE(b.log().at(2).name, QStringLiteral("Elixir"));
}

void TestRpgBattle::heroSpellRestrictsAndMonsterCasts() {
    Rng rng(1, 2);
    Battle b(hero(), monster(QStringLiteral("imp"), rng), QStringLiteral("imp"), 15);
    QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("water-bolt")), m_pack, rng));
    // Water restricts Fire: 10 × 4 / 3 = 13. The imp (Fire, level 2, 20 MP) answers with
    // its most damaging affordable spell, Fire blast (30, DEF ignored; the hero's Water point
    // makes it Water, which Fire does not restrict).
    QCOMPARE(show(lines(b)),
             QStringLiteral("1 hero spell 13 water-bolt | 1 monster spell 30 fire-blast"));
    QVERIFY(b.log().first().restricted);
    QVERIFY(!b.log().at(1).restricted);
    QCOMPARE(b.hero().mp, qint64(26));
    QCOMPARE(elementPoints(b.hero(), Element::Water), 1);
    QCOMPARE(b.hero().hp, qint64(70));
    QCOMPARE(b.monster().hp, qint64(27));
    QCOMPARE(b.monster().mp, qint64(11));
    QCOMPARE(elementPoints(b.monster(), Element::Fire), 0);
}

void TestRpgBattle::invincibleBlocksRageAndMonsterWaits() {
    Pack pack = m_pack;
    pack.ruleset.characterChancePercent = 100;
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Dop] = 0;
    Combatant goblin = monster(QStringLiteral("goblin"), rng);
    goblin.character = Character::Rage;
    goblin.base[Stat::Dop] = 0;
    goblin.base[Stat::Cri] = 0;
    Battle b(h, goblin, QStringLiteral("goblin"), 12);
    QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("earth-wall")), pack, rng));
    // Rage is not triggered against an invincible hero; the tree waits: Defend.
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero buff 0 earth-wall | 1 monster defend 0  | "
                                            "2 hero expired 0 earth-wall"));
    QVERIFY(b.monster().defending);
    QVERIFY(!isInvincible(b.hero()));
    QVERIFY(b.heroAct(BattleAction::attack(), pack, rng));
    // 20 × 100 / 104 = 19, defending × 75 % = 14; then rage: ATK 12 × 1.2 = 14 → 14 × 100 / 110.
    QCOMPARE(show(lines(b).mid(3)), QStringLiteral("2 hero attack 14  | 2 monster character 0 rage "
                                                   "| 2 monster attack 12 "));
    QCOMPARE(b.monster().hp, qint64(16));
}

void TestRpgBattle::timidMonsterEscapesForGood() {
    Pack pack = m_pack;
    pack.ruleset.characterChancePercent = 100;
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Hit] = 0;
    h.base[Stat::Dop] = 0; // escape chance = goblin's (HIT + DOP) / the same + 0 = 1
    Combatant goblin = monster(QStringLiteral("goblin"), rng);
    goblin.character = Character::Timid;
    Battle b(h, goblin, QStringLiteral("goblin"), 12);
    QCOMPARE(b.knownCharacter(), std::nullopt); // the battle screen shows it once it acts
    QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("evil-weak")), pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero debuff 4 evil-weak | "
                                            "1 monster character 0 timid | 1 monster escape 0 "));
    QCOMPARE(b.knownCharacter(), std::optional(Character::Timid));
    QCOMPARE(b.outcome(), Battle::Outcome::MonsterEscaped);
    QVERIFY(b.monster().buffs.isEmpty());
    const Battle::Reward r = b.reward(pack);
    QCOMPARE(r.xp, qint64(0));
    QVERIFY(r.trophy.isEmpty());
}

void TestRpgBattle::heroEscape_data() {
    QTest::addColumn<bool>("canRun");
    QTest::addColumn<Battle::Outcome>("outcome");
    QTest::addColumn<QString>("log");
    QTest::newRow("the brute cannot chase")
        << true << Battle::Outcome::HeroEscaped << QStringLiteral("1 hero escape 0 ");
    QTest::newRow("the hero cannot run")
        << false << Battle::Outcome::Ongoing
        << QStringLiteral("1 hero escape-failed 0  | 1 monster attack 18 ");
}

void TestRpgBattle::heroEscape() {
    QFETCH(bool, canRun);
    QFETCH(Battle::Outcome, outcome);
    QFETCH(QString, log);
    Rng rng(1, 2);
    Combatant h = hero();
    Combatant brute = monster(QStringLiteral("brute"), rng);
    addBuff(h, effect(SpellRecord::Effect::Def, false));
    if (canRun) {
        brute.base[Stat::Hit] = 0; // (30 + 10) / (30 + 10 + 0 + 0) = 1
    } else {
        h.base[Stat::Hit] = 0;
        h.base[Stat::Dop] = 0; // 0 / (0 + 40 + 0) = 0, and the brute always hits
        h.buffs.clear();
    }
    Battle b(h, brute, QStringLiteral("brute"), 7);
    QVERIFY(b.heroAct(BattleAction::escape(), m_pack, rng));
    QCOMPARE(show(lines(b)), log);
    QCOMPARE(b.outcome(), outcome);
    QVERIFY(b.hero().buffs.isEmpty());
    QCOMPARE(b.reward(m_pack).xp, qint64(0));
}

void TestRpgBattle::burningKillsAtTurnStart() {
    Rng rng(1, 2);
    Combatant brute = monster(QStringLiteral("brute"), rng);
    brute.hp = 5;
    Battle b(hero(), brute, QStringLiteral("brute"), 7);
    QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("evil-brand")), m_pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero debuff 7 evil-brand | 1 monster burning 5  | "
                                            "1 monster died 0 "));
    QCOMPARE(b.outcome(), Battle::Outcome::HeroWon);
    QVERIFY(b.monster().buffs.isEmpty());
    QCOMPARE(b.reward(m_pack).xp, qint64(7));
}

void TestRpgBattle::growingHealsAtHeroTurnStart() {
    Rng rng(1, 2);
    Combatant h = hero();
    h.base[Stat::Dop] = 0;
    h.hp = 50;
    Battle b(h, monster(QStringLiteral("brute"), rng), QStringLiteral("brute"), 7);
    QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("wood-grow")), m_pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero buff 5 wood-grow | 1 monster attack 18  | "
                                            "2 hero growing 5 "));
    QCOMPARE(b.hero().hp, qint64(37));
    QCOMPARE(b.hero().buffs.first().rounds, 2);
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    // 37 - 13 + 5 - 13 + 5: the third heal retires the buff.
    QCOMPARE(b.hero().hp, qint64(21));
    QVERIFY(b.hero().buffs.isEmpty());
    QCOMPARE(b.log().last().event, Event::Expired);
}

void TestRpgBattle::monsterHealsWhenLow() {
    Rng rng(1, 2);
    Combatant shaman = monster(QStringLiteral("shaman"), rng);
    shaman.hp = 20; // of 60
    Battle b(hero(), shaman, QStringLiteral("shaman"), 9);
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero defend 0  | 1 monster heal 20 wood-mend"));
    QCOMPARE(b.monster().hp, qint64(40));
    QCOMPARE(b.monster().mp, qint64(26));
    // Above half now: the buff comes next, then the debuff, then attack spells.
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QCOMPARE(show(lines(b).mid(2)),
             QStringLiteral("2 hero defend 0  | 2 monster buff 10 earth-skin | "
                            "3 hero defend 0  | 3 monster debuff 4 evil-weak | "
                            "4 hero defend 0  | 4 monster spell 9 fire-bolt"));
}

void TestRpgBattle::fleeBelowInBattle() {
    Rng rng(1, 2);
    Combatant coward = monster(QStringLiteral("coward"), rng);
    coward.hp = 19; // of 40, fleeBelow 50
    Combatant h = hero();
    h.base[Stat::Hit] = 0;
    h.base[Stat::Dop] = 0;
    Battle b(h, coward, QStringLiteral("coward"), 3);
    QVERIFY(b.heroAct(BattleAction::defend(), m_pack, rng));
    QCOMPARE(b.outcome(), Battle::Outcome::MonsterEscaped);
    QCOMPARE(show(lines(b)), QStringLiteral("1 hero defend 0  | 1 monster escape 0 "));
}

void TestRpgBattle::saveMidBattleRoundTrips() {
    Rng rng = Rng::forStream(42, u"test-battle");
    Combatant troll = makeMonster(*m_pack.monster(QStringLiteral("troll-king")), 3, rng);
    Battle a(hero(), troll, QStringLiteral("troll-king"), 90);
    QVERIFY(a.heroAct(BattleAction::defend(), m_pack, rng));
    QVERIFY(a.heroAct(BattleAction::spell(QStringLiteral("holy-might")), m_pack, rng));
    QVERIFY(a.heroAct(BattleAction::attack(), m_pack, rng));
    QCOMPARE(a.outcome(), Battle::Outcome::Ongoing);
    QVERIFY(!a.hero().buffs.isEmpty());
    const QByteArray text = QJsonDocument(a.toJson()).toJson();
    QString error;
    auto b = Battle::fromJson(QJsonDocument::fromJson(text).object(), &error);
    QVERIFY2(b, qPrintable(error));
    QCOMPARE(b->toJson(), a.toJson());
    QCOMPARE(b->round(), a.round());
    QCOMPARE(lines(*b).size(), lines(a).size());
    // Both go on identically with the same dice.
    Rng ra = rng, rb = rng;
    for (int i = 0; i < 30 && !a.isOver(); ++i) {
        QVERIFY(a.heroAct(BattleAction::attack(), m_pack, ra));
        QVERIFY(b->heroAct(BattleAction::attack(), m_pack, rb));
    }
    QVERIFY(a.isOver());
    QCOMPARE(b->toJson(), a.toJson());
    QCOMPARE(ra, rb);
    // A finished battle saves too.
    auto c = Battle::fromJson(a.toJson(), &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->outcome(), a.outcome());
    QCOMPARE(c->toJson(), a.toJson());
}

void TestRpgBattle::hostileJsonRejected_data() {
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    const auto row = [](const char *name, QStringList path, QJsonValue v, const char *error) {
        QTest::newRow(name) << path << v << QString::fromLatin1(error);
    };
    const QJsonValue gone(QJsonValue::Undefined);
    row("format 2", {QStringLiteral("format")}, 2, "\"format\" must be 1");
    row("no format", {QStringLiteral("format")}, gone, "\"format\" must be 1");
    row("no hero", {QStringLiteral("hero")}, gone, "/hero: missing");
    row("hero is a list", {QStringLiteral("hero")}, QJsonArray(), "must be objects");
    row("hp text", {QStringLiteral("hero"), QStringLiteral("hp")}, QStringLiteral("lots"), "hp");
    row("hp missing", {QStringLiteral("hero"), QStringLiteral("hp")}, gone, "/hero/hp: missing");
    row("mp missing", {QStringLiteral("monster"), QStringLiteral("mp")}, gone,
        "/monster/mp: missing");
    row("no log", {QStringLiteral("log")}, gone, "/log: missing");
    row("buff spell missing",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("spell")},
        gone, "/hero/buffs/0/spell: missing");
    row("hp negative", {QStringLiteral("hero"), QStringLiteral("hp")}, -5, "hp");
    row("hp fraction", {QStringLiteral("hero"), QStringLiteral("hp")}, 1.5, "hp");
    row("hp huge", {QStringLiteral("hero"), QStringLiteral("hp")}, 1e300, "hp");
    row("mp negative", {QStringLiteral("monster"), QStringLiteral("mp")}, -1, "mp");
    row("stats not an object", {QStringLiteral("monster"), QStringLiteral("base")}, 3, "stats");
    row("stat text", {QStringLiteral("monster"), QStringLiteral("base"), QStringLiteral("atk")},
        QStringLiteral("x"), "stats");
    row("stat negative", {QStringLiteral("hero"), QStringLiteral("base"), QStringLiteral("def")},
        -4, "stats");
    row("level 0", {QStringLiteral("hero"), QStringLiteral("level")}, 0, "level");
    row("unknown element", {QStringLiteral("monster"), QStringLiteral("element")},
        QStringLiteral("Air"), "element");
    row("unknown character", {QStringLiteral("monster"), QStringLiteral("character")},
        QStringLiteral("angry"), "character");
    row("seven element points", {QStringLiteral("hero"), QStringLiteral("elementPoints")},
        QJsonArray{0, 0, 0, 0, 0, 0, 0}, "element points");
    row("negative points", {QStringLiteral("hero"), QStringLiteral("elementPoints")},
        QJsonArray{0, -1}, "element points");
    row("buffs not a list", {QStringLiteral("hero"), QStringLiteral("buffs")}, 1, "buffs");
    row("buff effect unknown",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("effect")},
        QStringLiteral("fly"), "unknown effect");
    row("silence as a buff",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("effect")},
        QStringLiteral("silence"), "unknown effect");
    row("buff rounds 0",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("rounds")},
        0, "rounds");
    row("buff rounds text",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("rounds")},
        QStringLiteral("3"), "rounds");
    row("buff amount negative",
        {QStringLiteral("hero"), QStringLiteral("buffs"), QStringLiteral("0"),
         QStringLiteral("amount")},
        -3, "amount");
    row("defending text", {QStringLiteral("hero"), QStringLiteral("defending")},
        QStringLiteral("yes"), "defending");
    row("monster id missing", {QStringLiteral("monsterId")}, gone, "monsterId");
    row("monster id number", {QStringLiteral("monsterId")}, 5, "monsterId");
    row("xp negative", {QStringLiteral("monsterXp")}, -1, "monsterXp");
    row("round 0", {QStringLiteral("round")}, 0, "round");
    row("round text", {QStringLiteral("round")}, QStringLiteral("2"), "round");
    row("unknown outcome", {QStringLiteral("outcome")}, QStringLiteral("victory"), "outcome");
    row("ongoing with a dead hero", {QStringLiteral("hero"), QStringLiteral("hp")}, 0,
        "both sides alive");
    row("log not a list", {QStringLiteral("log")}, QJsonObject(), "\"log\" must be a list");
    row("log entry not an object", {QStringLiteral("log"), QStringLiteral("0")}, 7,
        "not an object");
    row("log event unknown", {QStringLiteral("log"), QStringLiteral("0"), QStringLiteral("event")},
        QStringLiteral("dance"), "unknown event");
    row("log actor unknown", {QStringLiteral("log"), QStringLiteral("0"), QStringLiteral("actor")},
        QStringLiteral("bard"), "actor");
    row("log from the future",
        {QStringLiteral("log"), QStringLiteral("0"), QStringLiteral("round")}, 99, "later round");
    row("log round missing", {QStringLiteral("log"), QStringLiteral("0"), QStringLiteral("round")},
        gone, "/log/0/round: missing");
    row("log amount text", {QStringLiteral("log"), QStringLiteral("0"), QStringLiteral("amount")},
        QStringLiteral("9"), "wrong type");
}

void TestRpgBattle::hostileJsonRejected() {
    QFETCH(QStringList, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    Rng rng(1, 2);
    Combatant h = hero();
    addBuff(h, effect(SpellRecord::Effect::Atk, false));
    Battle good(h, monster(QStringLiteral("goblin"), rng), QStringLiteral("goblin"), 12);
    QVERIFY(good.heroAct(BattleAction::defend(), m_pack, rng));
    QVERIFY(!good.isOver());
    QVERIFY(Battle::fromJson(good.toJson()));
    const QJsonObject bad = setPath(good.toJson(), path, value);
    QString why;
    QVERIFY(!Battle::fromJson(bad, &why));
    QVERIFY2(why.contains(error), qPrintable(why));
    // About the battle as a whole, or at the key where it went wrong ("/hero/hp: missing").
    QVERIFY2(why.startsWith(QStringLiteral("battle: ")) || why.startsWith(u'/'), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestRpgBattle)
#include "tst_rpg_battle.moc"
