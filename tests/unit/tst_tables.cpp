#include "PackFixture.h"

#include "random/Rng.h"
#include "tables/TableOdds.h"
#include "tables/TableRoller.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

const QByteArray kItems = R"({"format": 1, "items": [
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}},
  {"id": "gold", "name": "Gold", "kind": "treasure", "worth": "2d6"}]})";
const QByteArray kMonsters = R"({"format": 1, "monsters": [
  {"id": "goblin", "name": "Goblin", "race": "goblin", "tier": "normal", "level": 1, "stats": {"hp": 10}},
  {"id": "zombie", "name": "Zombie", "race": "zombie", "tier": "normal", "level": 1, "stats": {"hp": 12}}]})";
const QByteArray kTraps =
    R"({"format": 1, "traps": [{"id": "spikes", "name": "Spikes", "damage": "1d4+2"}]})";

PackFixture makePack(const QByteArrayList &tables) {
    return PackFixture({{QStringLiteral("tables.json"), tablesFile(tables)},
                        {QStringLiteral("items.json"), kItems},
                        {QStringLiteral("monsters.json"), kMonsters},
                        {QStringLiteral("traps.json"), kTraps}});
}

Rational frac(qint64 n, qint64 d) {
    return Rational(BigInt(n), BigUInt(std::uint64_t(d)));
}

QMap<QString, QString> rowOddsOf(const TableOddsReport &r) {
    QMap<QString, QString> out;
    for (const RowOdds &row : r.rows)
        out.insert(row.range, row.probability.toString());
    return out;
}

QMap<QString, QString> outcomeOdds(const TableOddsReport &r) {
    QMap<QString, QString> out;
    for (const OutcomeOdds &o : r.outcomes)
        out.insert(o.label, o.probability.toString());
    return out;
}

const LeafOdds *leaf(const TableOddsReport &r, const QString &label) {
    for (const LeafOdds &l : r.leaves)
        if (l.label == label)
            return &l;
    return nullptr;
}

// A count as a pack in memory may hold it though the loader refuses it (below zero, or "depth").
void setCount(Pack &pack, const QString &table, int row, const QString &text) {
    for (RandomTable &t : pack.tables) {
        if (t.id == table) {
            t.rows[row].result.count.text = text;
            t.rows[row].result.count.expression = DiceExpression::parse(text);
        }
    }
}

} // namespace

class TestTables : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A designer's test rolls keep each die; they must roll exactly what the game rolls.
    void tracingRollsTheSame() {
        Diagnostics d;
        const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(!d.hasErrors());
        TableRoller plain(pack);
        TableRoller traced(pack);
        traced.setTrace(true);
        int diceSteps = 0;
        for (const RandomTable &table : pack.tables) {
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                Rng a = Rng::forStream(seed, u"table");
                Rng b = Rng::forStream(seed, u"table");
                const TableRollResult x = plain.roll(table.id, a);
                const TableRollResult y = traced.roll(table.id, b);
                QCOMPARE(y.describe(), x.describe());
                QCOMPARE(b.next64(), a.next64());
                QCOMPARE(y.steps.size(), x.steps.size());
                for (const TableRollStep &step : y.steps) {
                    const bool weighted = pack.table(step.table)->isWeighted();
                    QCOMPARE(step.dice.isEmpty(), weighted);
                    if (!weighted) {
                        QVERIFY2(
                            step.dice.endsWith(QStringLiteral("= ") + QString::number(step.roll)),
                            qPrintable(step.dice));
                        ++diceSteps;
                    }
                }
                QVERIFY(x.steps.isEmpty() || x.steps.first().dice.isEmpty());
            }
        }
        QVERIFY(diceSteps >= 600); // classic rolls four room tables on dice
    }

    void rowOdds_data();
    void rowOdds();
    void nestedFinalResults();
    void countsAndLists();
    void countedTable();
    void percentileRanges();
    void rollingIsDeterministic();
    void rollFrequenciesMatchOdds();
    void rollUnique();
    void rollStopsOnRunawayCounts();
    void jsonRoundTrip();
    void oddsAtDepth();
    void countsBelowZeroRollNothing();
    void progressAndCancel();
    void cyclesAndMissingTablesAreErrors();
    void severalTablesAtOnce();
    void parseRange_data();
    void parseRange();
};

void TestTables::rowOdds_data() {
    QTest::addColumn<QByteArray>("table");
    QTest::addColumn<QStringList>("expected"); // "range=fraction", in row order
    QTest::newRow("d12 thirds") << QByteArray(R"({"id": "t", "dice": "d12", "rows": [
        {"range": "1-3", "text": "a"}, {"range": "4-9", "text": "b"}, {"range": "10-12", "text": "c"}]})")
                                << QStringList{"1-3=1/4", "4-9=1/2", "10-12=1/4"};
    QTest::newRow("2d6 bell") << QByteArray(R"({"id": "t", "dice": "2d6", "rows": [
        {"range": "2-6", "text": "low"}, {"range": 7, "text": "seven"}, {"range": "8-12", "text": "high"}]})")
                              << QStringList{"2-6=5/12", "7=1/6", "8-12=5/12"};
    QTest::newRow("weights") << QByteArray(R"({"id": "t", "rows": [
        {"weight": 3, "text": "common"}, {"weight": 1, "text": "rare"}, {"weight": 0, "text": "never"}]})")
                             << QStringList{"w 3=3/4", "w 1=1/4", "w 0=0"};
    QTest::newRow("4d6kh3 top") << QByteArray(R"({"id": "t", "dice": "4d6kh3", "rows": [
        {"range": "3-17", "text": "ordinary"}, {"range": "18", "text": "heroic"}]})")
                                << QStringList{"3-17=425/432", "18=7/432"};
}

void TestTables::rowOdds() {
    QFETCH(QByteArray, table);
    QFETCH(QStringList, expected);
    const PackFixture fixture = makePack({table});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("t"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QStringList got;
    for (const RowOdds &row : r.rows)
        got << row.range + u'=' + row.probability.toString();
    QCOMPARE(got, expected);
    QVERIFY(r.gap.isZero());
}

void TestTables::nestedFinalResults() {
    // A: half a potion, half a roll on B. B (d4): 1-3 goblin, 4 nothing.
    const PackFixture fixture = makePack(
        {R"({"id": "a", "rows": [{"weight": 1, "item": "potion"}, {"weight": 1, "table": "b"}]})",
         R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "monster": "goblin"}, {"range": "4", "nothing": true}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("a"));
    QVERIFY(r.outcomesComplete);
    const QMap<QString, QString> expected = {{QStringLiteral("potion"), QStringLiteral("1/2")},
                                             {QStringLiteral("goblin"), QStringLiteral("3/8")},
                                             {QStringLiteral("nothing"), QStringLiteral("1/8")}};
    QCOMPARE(outcomeOdds(r), expected);
    QVERIFY(leaf(r, QStringLiteral("goblin")));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->chance, frac(3, 8));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->expected, frac(3, 8));
    QCOMPARE(leaf(r, QStringLiteral("potion"))->chance, frac(1, 2));
}

void TestTables::countsAndLists() {
    const PackFixture fixture = makePack(
        {R"({"id": "pack-of-goblins", "rows": [{"weight": 1, "count": "1d4", "monster": "goblin"}]})",
         R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "monster": "goblin"}, {"range": "4", "nothing": true}]})",
         R"({"id": "ambush", "rows": [{"weight": 1, "all": [{"monster": "goblin"}, {"table": "b"}, {"trap": "spikes"}]}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));

    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("pack-of-goblins"));
    const QMap<QString, QString> expected = {{QStringLiteral("goblin"), QStringLiteral("1/4")},
                                             {QStringLiteral("2 × goblin"), QStringLiteral("1/4")},
                                             {QStringLiteral("3 × goblin"), QStringLiteral("1/4")},
                                             {QStringLiteral("4 × goblin"), QStringLiteral("1/4")}};
    QCOMPARE(outcomeOdds(r), expected);
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->expected, frac(5, 2));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->chance, Rational(1));

    const TableOddsReport a = TableOdds(pack).compute(QStringLiteral("ambush"));
    const QMap<QString, QString> ambush = {
        {QStringLiteral("2 × goblin, spikes"), QStringLiteral("3/4")},
        {QStringLiteral("goblin, spikes"), QStringLiteral("1/4")}};
    QCOMPARE(outcomeOdds(a), ambush);
    QCOMPARE(leaf(a, QStringLiteral("goblin"))->expected, frac(7, 4));
    QCOMPARE(leaf(a, QStringLiteral("spikes"))->chance, Rational(1));
}

void TestTables::countedTable() {
    // Rolling b twice: no goblin only if both rolls miss: (1/4)^2.
    const PackFixture fixture = makePack(
        {R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "monster": "goblin"}, {"range": "4", "nothing": true}]})",
         R"({"id": "twice", "rows": [{"weight": 1, "count": 2, "table": "b"}]})",
         R"({"id": "some", "rows": [{"weight": 1, "count": "1d2", "table": "b"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("twice"));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->chance, frac(15, 16));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->expected, frac(3, 2));
    const QMap<QString, QString> expected = {{QStringLiteral("2 × goblin"), QStringLiteral("9/16")},
                                             {QStringLiteral("goblin"), QStringLiteral("3/8")},
                                             {QStringLiteral("nothing"), QStringLiteral("1/16")}};
    QCOMPARE(outcomeOdds(r), expected);
    // 1d2 rolls: 1/2 * 3/4 + 1/2 * 15/16 = 27/32.
    const TableOddsReport s = TableOdds(pack).compute(QStringLiteral("some"));
    QCOMPARE(leaf(s, QStringLiteral("goblin"))->chance, frac(27, 32));
    QCOMPARE(leaf(s, QStringLiteral("goblin"))->expected, frac(9, 8));
}

void TestTables::percentileRanges() {
    const PackFixture fixture = makePack({R"({"id": "p", "dice": "d%", "rows": [
        {"range": "01-05", "text": "a"}, {"range": "06-95", "text": "b"}, {"range": "96-00", "text": "c"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("p"));
    QCOMPARE(rowOddsOf(r).value(QStringLiteral("1-5")), QStringLiteral("1/20"));
    QCOMPARE(rowOddsOf(r).value(QStringLiteral("6-95")), QStringLiteral("9/10"));
    QCOMPARE(rowOddsOf(r).value(QStringLiteral("96-100")), QStringLiteral("1/20"));
}

void TestTables::rollingIsDeterministic() {
    const PackFixture fixture = makePack(
        {R"({"id": "a", "rows": [{"weight": 1, "item": "potion"}, {"weight": 1, "table": "b"}]})",
         R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "count": "1d3", "monster": "goblin"}, {"range": "4", "nothing": true}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY(!d.hasErrors());
    const TableRoller roller(pack);
    QStringList first, second;
    Rng r1 = Rng::forStream(42, u"table");
    Rng r2 = Rng::forStream(42, u"table");
    for (int i = 0; i < 12; ++i) {
        first << roller.roll(QStringLiteral("a"), r1).describe();
        second << roller.roll(QStringLiteral("a"), r2).describe();
    }
    QCOMPARE(first, second);
    // Pinned: a change in draw order or in the RNG fails here.
    QCOMPARE(first.join(QStringLiteral("; ")),
             QStringLiteral(
                 "potion; goblin; potion; potion; potion; potion; 3 × goblin; potion; potion; "
                 "2 × goblin; 3 × goblin; potion"));
}

void TestTables::rollFrequenciesMatchOdds() {
    const PackFixture fixture = makePack({R"({"id": "t", "dice": "2d6", "rows": [
        {"range": "2-6", "text": "low"}, {"range": 7, "text": "seven"}, {"range": "8-12", "text": "high"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    const TableRoller roller(pack);
    Rng rng = Rng::forStream(7, u"freq");
    QMap<QString, int> counts;
    const int n = 36000;
    for (int i = 0; i < n; ++i)
        ++counts[roller.roll(QStringLiteral("t"), rng).describe()];
    // Expected 15000 / 6000 / 15000; chi-square with 2 degrees of freedom, p = 0.001: 13.8.
    const double e[] = {15000, 6000, 15000};
    const int o[] = {counts.value(QStringLiteral("low")), counts.value(QStringLiteral("seven")),
                     counts.value(QStringLiteral("high"))};
    double chi = 0;
    for (int i = 0; i < 3; ++i)
        chi += (o[i] - e[i]) * (o[i] - e[i]) / e[i];
    QVERIFY2(chi < 13.8, qPrintable(QString::number(chi)));
}

void TestTables::rollUnique() {
    const PackFixture fixture = makePack({R"({"id": "t", "dice": "d6", "rows": [
        {"range": "1-4", "text": "a"}, {"range": "5", "text": "b"}, {"range": "6", "text": "c"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    const TableRoller roller(pack);
    Rng rng = Rng::forStream(3, u"unique");
    for (int round = 0; round < 50; ++round) {
        QString error;
        const auto rolls = roller.rollMany(QStringLiteral("t"), 3, true, rng, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(rolls.size(), 3);
        QSet<int> rows;
        for (const TableRollResult &r : rolls)
            rows.insert(r.topRow);
        QCOMPARE(rows.size(), 3);
    }
    QString error;
    QVERIFY(roller.rollMany(QStringLiteral("t"), 4, true, rng, &error).isEmpty());
    QCOMPARE(error, QStringLiteral(
                        "cannot roll 4 different rows: table \"t\" has only 3 that can come up"));
    QVERIFY(roller.rollMany(QStringLiteral("nope"), 1, false, rng, &error).isEmpty());
    QCOMPARE(error, QStringLiteral("unknown table \"nope\""));
}

void TestTables::rollStopsOnRunawayCounts() {
    // 1000 rolls of a table that gives 1000 each would make a million results: refused cleanly.
    const PackFixture fixture =
        makePack({R"({"id": "many", "rows": [{"weight": 1, "count": 1000, "monster": "goblin"}]})",
                  R"({"id": "huge", "rows": [{"weight": 1, "count": 1000, "table": "many"}]})"});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY(!d.hasErrors());
    Rng rng = Rng::forStream(1, u"x");
    const TableRollResult r = TableRoller(pack).roll(QStringLiteral("huge"), rng);
    QCOMPARE(r.error, QStringLiteral("more than 100000 results; stopped"));
    QVERIFY(r.entries.first().quantity <= TableRoller::kMaxEntries);
}

void TestTables::jsonRoundTrip() {
    const QByteArray table = R"({"id": "t", "name": "T", "dice": "d20", "rows": [
        {"range": "1-10", "count": "1d4", "monster": "goblin"},
        {"range": "11-19", "all": [{"item": "potion"}, {"value": {"gold": 5}, "text": "purse"}]},
        {"range": "20", "nothing": true}]})";
    const PackFixture fixture = makePack({table});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const QJsonObject json = pack.table(QStringLiteral("t"))->toJson();
    Diagnostics d2;
    JsonContext ctx(QStringLiteral("memory"), d2);
    JsonObjectReader r(ctx, json, QStringLiteral("/t"));
    const RandomTable again = RandomTable::fromJson(r);
    QVERIFY(d2.isEmpty());
    QCOMPARE(again.toJson(), json);
    QCOMPARE(again.rows.size(), 3);
    QCOMPARE(again.rows.at(1).result.items.size(), 2);
}

void TestTables::oddsAtDepth() {
    const PackFixture fixture = makePack(
        {R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "monster": "goblin"}, {"range": "4", "nothing": true}]})",
         R"({"id": "some", "rows": [{"weight": 1, "count": 1, "table": "b"}]})"});
    Diagnostics d;
    Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    setCount(pack, QStringLiteral("some"), 0, QStringLiteral("depth"));
    const TableOdds odds(pack);
    const TableOddsReport none = odds.compute(QStringLiteral("some"));
    QCOMPARE(none.error, QStringLiteral("count \"depth\" uses depth: its odds need a depth"));
    QVERIFY(none.usesDepth);
    // Rolling b `depth` times: no goblin only if every roll misses, (1/4)^depth.
    const QList<std::pair<qint64, qint64>> chance = {{3, 4}, {15, 16}, {63, 64}};
    for (int depth = 1; depth <= 3; ++depth) {
        const TableOddsReport r = odds.compute(QStringLiteral("some"), depth);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.usesDepth);
        const LeafOdds *goblin = leaf(r, QStringLiteral("goblin"));
        QVERIFY(goblin);
        QCOMPARE(goblin->chance, frac(chance.at(depth - 1).first, chance.at(depth - 1).second));
        QCOMPARE(goblin->expected, frac(3 * depth, 4));
    }
    QCOMPARE(
        outcomeOdds(odds.compute(QStringLiteral("some"), 2)).value(QStringLiteral("2 × goblin")),
        QStringLiteral("9/16"));
    // A table without such counts is the same at every depth.
    const TableOddsReport plain = odds.compute(QStringLiteral("b"), 7);
    QVERIFY(!plain.usesDepth);
    QCOMPARE(outcomeOdds(plain), outcomeOdds(odds.compute(QStringLiteral("b"))));
}

void TestTables::countsBelowZeroRollNothing() {
    // The rollers take max(0, count): 1d4-2 is none half the time, one or two a quarter each.
    const PackFixture fixture =
        makePack({R"({"id": "t", "rows": [{"weight": 1, "count": "1d4", "monster": "goblin"}]})"});
    Diagnostics d;
    Pack pack = fixture.load(d);
    QVERIFY(!d.hasErrors());
    setCount(pack, QStringLiteral("t"), 0, QStringLiteral("1d4-2"));
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("t"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->chance, frac(1, 2));
    QCOMPARE(leaf(r, QStringLiteral("goblin"))->expected, frac(3, 4));
    const QMap<QString, QString> expected = {{QStringLiteral("nothing"), QStringLiteral("1/2")},
                                             {QStringLiteral("goblin"), QStringLiteral("1/4")},
                                             {QStringLiteral("2 × goblin"), QStringLiteral("1/4")}};
    QCOMPARE(outcomeOdds(r), expected);
    // The roller agrees: 40,000 rolls, within 5 standard errors of 1/2.
    Rng rng = Rng::forStream(5, u"below-zero");
    int without = 0;
    const int n = 40000;
    for (int i = 0; i < n; ++i)
        without += TableRoller(pack).roll(QStringLiteral("t"), rng).entries.isEmpty() ? 1 : 0;
    QVERIFY2(std::abs(without / double(n) - 0.5) < 5 * std::sqrt(0.25 / n),
             qPrintable(QString::number(without)));
}

void TestTables::progressAndCancel() {
    Diagnostics d;
    const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
    QVERIFY(!d.hasErrors());
    const TableOdds odds(pack);
    // mon-crypt reaches mon-escort: 1 + 4 rows, counted for final results and outcomes.
    QList<std::pair<int, int>> calls;
    TableOddsOptions options;
    options.progress = [&](int done, int total) {
        calls.append({done, total});
        return true;
    };
    const TableOddsReport full = odds.compute(QStringLiteral("mon-crypt"), options);
    QVERIFY(!full.cancelled);
    QVERIFY(full.error.isEmpty());
    QVERIFY(!calls.isEmpty());
    QCOMPARE(calls.last(), std::make_pair(10, 10));
    for (int i = 0; i < calls.size(); ++i) {
        QCOMPARE(calls.at(i).second, 10);
        QVERIFY(calls.at(i).first <= 10);
        QVERIFY(i == 0 || calls.at(i).first >= calls.at(i - 1).first);
    }
    QCOMPARE(outcomeOdds(full), outcomeOdds(odds.compute(QStringLiteral("mon-crypt"))));

    // Cancelled at once, and after a few steps: marked, with nothing half-computed kept.
    for (int stopAfter : {1, 3, 7}) {
        int seen = 0;
        options.progress = [&](int, int) { return ++seen < stopAfter; };
        const TableOddsReport r = odds.compute(QStringLiteral("mon-crypt"), options);
        QVERIFY(r.cancelled);
        QCOMPARE(seen, stopAfter); // no call after the cancel
        QVERIFY(r.leaves.isEmpty());
        QVERIFY(r.outcomes.isEmpty());
        QVERIFY(r.error.isEmpty());
    }
    // One cancel marks every report of a batch.
    options.progress = [](int done, int) { return done < 4; };
    const QList<TableOddsReport> batch = odds.compute(
        QStringList{QStringLiteral("mon-d1"), QStringLiteral("mon-d3"), QStringLiteral("mon-d5")},
        options);
    QCOMPARE(batch.size(), 3);
    for (const TableOddsReport &r : batch)
        QVERIFY(r.cancelled && r.leaves.isEmpty());
    QCOMPARE(batch.at(2).table, QStringLiteral("mon-d5"));
}

void TestTables::cyclesAndMissingTablesAreErrors() {
    // Two rows each way: walking the cycle to the depth limit would take 2^32 steps.
    const PackFixture fixture = makePack(
        {R"({"id": "a", "rows": [{"weight": 1, "table": "b"}, {"weight": 1, "all": [{"item": "potion"}, {"table": "b"}]}]})",
         R"({"id": "b", "rows": [{"weight": 1, "table": "a"}, {"weight": 1, "count": 2, "table": "a"}]})",
         R"({"id": "c", "rows": [{"weight": 1, "item": "gold"}, {"weight": 1, "table": "a"}]})"});
    Diagnostics d;
    Pack pack = fixture.load(d);
    QVERIFY(d.hasErrors()); // the loader names the cycle; the tables stay, as in an editor
    QVERIFY(pack.table(QStringLiteral("c")));
    // The cycle is found without walking it: the steps stay within the plan (a step a row of
    // each table reached, twice with outcomes), where walking would take 2^32 of them.
    int steps = 0;
    int planned = 0;
    TableOddsOptions options;
    options.progress = [&](int, int total) {
        ++steps;
        planned = total;
        return true;
    };
    const TableOddsReport r = TableOdds(pack).compute(QStringLiteral("c"), options);
    QCOMPARE(r.error, QStringLiteral("reference cycle: a → b → a"));
    QCOMPARE(planned, 12);
    QVERIFY2(steps <= planned + 1, qPrintable(QString::number(steps)));
    // A row that names a table the pack lacks.
    for (RandomTable &t : pack.tables)
        if (t.id == QLatin1String("c"))
            t.rows[1].result.ref = QStringLiteral("lost");
    QCOMPARE(TableOdds(pack).compute(QStringLiteral("c")).error,
             QStringLiteral("unknown table \"lost\""));
    QCOMPARE(TableOdds(pack).compute(QStringLiteral("nope")).error,
             QStringLiteral("unknown table \"nope\""));
}

void TestTables::severalTablesAtOnce() {
    Diagnostics d;
    const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
    QVERIFY(!d.hasErrors());
    QStringList ids;
    for (const RandomTable &t : pack.tables)
        ids << t.id;
    TableOddsOptions options;
    options.outcomes = false;
    const QList<TableOddsReport> all = TableOdds(pack).compute(ids, options);
    QCOMPARE(all.size(), ids.size());
    for (const TableOddsReport &r : all) {
        const TableOddsReport one = TableOdds(pack).compute(r.table);
        QCOMPARE(r.leaves.size(), one.leaves.size());
        for (int i = 0; i < r.leaves.size(); ++i) {
            QCOMPARE(r.leaves.at(i).key, one.leaves.at(i).key);
            QCOMPARE(r.leaves.at(i).chance, one.leaves.at(i).chance);
            QCOMPARE(r.leaves.at(i).expected, one.leaves.at(i).expected);
        }
        QCOMPARE(r.rows.size(), one.rows.size());
        QVERIFY(r.outcomes.isEmpty() && !r.outcomesComplete);
    }
}

void TestTables::parseRange_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("low");
    QTest::addColumn<qint64>("high");
    QTest::newRow("single") << "4" << true << qint64(4) << qint64(4);
    QTest::newRow("span") << "1-3" << true << qint64(1) << qint64(3);
    QTest::newRow("padded") << "01-05" << true << qint64(1) << qint64(5);
    QTest::newRow("hundred") << "00" << true << qint64(100) << qint64(100);
    QTest::newRow("to hundred") << "96-00" << true << qint64(96) << qint64(100);
    QTest::newRow("spaces") << " 2 - 5 " << true << qint64(2) << qint64(5);
    QTest::newRow("reversed") << "5-2" << false << qint64(0) << qint64(0);
    QTest::newRow("letters") << "a-b" << false << qint64(0) << qint64(0);
    QTest::newRow("empty") << "" << false << qint64(0) << qint64(0);
    QTest::newRow("dangling") << "3-" << false << qint64(0) << qint64(0);
    QTest::newRow("huge") << "99999999999" << false << qint64(0) << qint64(0);
}

void TestTables::parseRange() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    qint64 low = 0, high = 0;
    QString error;
    QCOMPARE(RandomTable::parseRange(text, low, high, &error), ok);
    if (ok) {
        QTEST(low, "low");
        QTEST(high, "high");
    } else {
        QVERIFY(!error.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestTables)
#include "tst_tables.moc"
