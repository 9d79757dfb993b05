#include "PackFixture.h"

#include "random/Rng.h"
#include "tables/TableRoller.h"
#include "tables/WhereFrom.h"

#include <QtTest>

#include <cmath>

using namespace pd;
using namespace pd::test;

namespace {

using Kind = WhereSource::Kind;
using Role = WhereSource::Role;

Rational frac(qint64 n, qint64 d) {
    return Rational(BigInt(n), BigUInt(std::uint64_t(d)));
}

// A small pack whose odds can be worked out by hand (the numbers are in the tests).
//   b      d4:   1-3 goblin, 4 nothing
//   loot   w1 potion; w1 all [gold, 1d2 potion]; w2 twice b
//   top    2d6:  2-6 loot; 7 all [loot, potion]; 8-12 nothing
//   chest  w3 potion; w1 gold
//   floor  w1 potion; w1 {"chest": "chest"}; w2 nothing
// Band 1 (depths 1-2, a maze): monsters b × depth, items floor × 1d2, chests × (depth-1).
// Band 2 (depth 3): items loot × 2. Chests: 20% trapped (spikes), else 50% a mimic.
const QByteArray kTables = tablesFile(
    {R"({"id": "gen-maze", "rows": [{"weight": 1, "value": {"generator": "maze", "cells": "depth+4"}}]})",
     R"({"id": "b", "dice": "d4", "rows": [{"range": "1-3", "monster": "goblin"}, {"range": "4", "nothing": true}]})",
     R"({"id": "loot", "rows": [{"weight": 1, "item": "potion"},
        {"weight": 1, "all": [{"item": "gold"}, {"count": "1d2", "item": "potion"}]},
        {"weight": 2, "count": 2, "table": "b"}]})",
     R"({"id": "top", "dice": "2d6", "rows": [{"range": "2-6", "table": "loot"},
        {"range": "7", "all": [{"table": "loot"}, {"item": "potion"}]}, {"range": "8-12", "nothing": true}]})",
     R"({"id": "chest", "rows": [{"weight": 3, "item": "potion"}, {"weight": 1, "item": "gold"}]})",
     R"({"id": "floor", "rows": [{"weight": 1, "item": "potion"}, {"weight": 1, "value": {"chest": "chest"}},
        {"weight": 2, "nothing": true}]})"});

const QByteArray kRuleset = R"({"format": 1,
  "dungeon": {"depth": 3, "bands": [
    {"from": 1, "to": 2, "generator": "gen-maze", "monsters": "b", "monsterCount": "depth",
     "items": "floor", "itemCount": "1d2", "chests": "chest", "chestCount": "depth-1"},
    {"from": 3, "to": 3, "generator": "gen", "items": "loot", "itemCount": 2}]},
  "hero": {"inventory": [{"item": "potion", "count": 2}]},
  "chests": {"trappedPercent": 20, "mimicPercent": 50, "trap": "spikes", "mimic": "mimic"},
  "win": {"item": "gold", "depth": 3}})";

const QByteArray kItems = R"({"format": 1, "items": [
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}},
  {"id": "gold", "name": "Gold", "kind": "treasure", "worth": "2d6"}]})";
const QByteArray kMonsters = R"({"format": 1, "monsters": [
  {"id": "goblin", "name": "Goblin", "race": "goblin", "tier": "normal", "level": 1, "stats": {"hp": 10}, "trophy": "potion"},
  {"id": "mimic", "name": "Mimic", "race": "mimic", "tier": "normal", "level": 1, "stats": {"hp": 12}}]})";
const QByteArray kTraps =
    R"({"format": 1, "traps": [{"id": "spikes", "name": "Spikes", "damage": "1d4+2"}]})";

PackFixture smallPack() {
    return PackFixture({{QStringLiteral("tables.json"), kTables},
                        {QStringLiteral("ruleset.json"), kRuleset},
                        {QStringLiteral("items.json"), kItems},
                        {QStringLiteral("monsters.json"), kMonsters},
                        {QStringLiteral("traps.json"), kTraps}});
}

// Vaults (engine/Vaults.cpp), worked by hand: on a level of depth 1 or 2 a vault is drawn half
// the time, from `vaults`: w1 treasury (3 $ cells rolling `vt`, a locked door), w1 den (2 M
// cells, each a goblin), w1 shop (2 S cells rolling `vt`), w1 nothing. vt: w1 potion, w1 gold.
const QByteArray kVaultTables = tablesFile(
    {R"({"id": "vaults", "rows": [
        {"weight": 1, "value": {"vault": "treasury", "grid": ["#####", "#$$$#", "##L##"], "items": "vt"}},
        {"weight": 1, "value": {"vault": "den", "grid": ["#####", "#M.M#", "##+##"], "monsters": "goblin"}},
        {"weight": 1, "value": {"vault": "shop", "grid": ["####", "#SS#", "#+##"], "stock": "vt"}},
        {"weight": 1, "nothing": true}]})",
     R"({"id": "vt", "rows": [{"weight": 1, "item": "potion"}, {"weight": 1, "item": "gold"}]})"});

const QByteArray kVaultRuleset = R"({"format": 1,
  "vaults": {"chancePercent": 50, "key": "key"},
  "dungeon": {"depth": 2, "bands": [{"from": 1, "to": 2, "generator": "gen", "vaults": "vaults"}]}})";

const QByteArray kVaultItems = R"({"format": 1, "items": [
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}},
  {"id": "gold", "name": "Gold", "kind": "treasure", "worth": "2d6"},
  {"id": "key", "name": "Key", "kind": "key"}]})";

PackFixture vaultPack(const QByteArray &tables = kVaultTables,
                      const QByteArray &ruleset = kVaultRuleset) {
    return PackFixture({{QStringLiteral("tables.json"), tables},
                        {QStringLiteral("ruleset.json"), ruleset},
                        {QStringLiteral("items.json"), kVaultItems},
                        {QStringLiteral("monsters.json"), kMonsters}});
}

const WhereSource *source(const WhereFromReport &r, Kind kind, const QString &table = QString(),
                          Role role = Role::None) {
    for (const WhereSource &s : r.sources)
        if (s.kind == kind && (table.isEmpty() || s.table == table) &&
            (role == Role::None || s.role == role))
            return &s;
    return nullptr;
}

QString stepsText(const WherePath &p) {
    QStringList parts;
    for (const WhereStep &s : p.steps) {
        QString t = s.table + u':' + QString::number(s.row);
        for (int e : s.elements)
            t += u'.' + QString::number(e);
        parts << t;
    }
    return parts.join(u'>');
}

// "path -> chance expected" for every way of a table source.
QStringList waysOf(const WhereSource *s) {
    QStringList out;
    if (!s)
        return out;
    for (const WherePath &p : s->paths)
        out << stepsText(p) + QStringLiteral(" -> ") + p.chance.toString() + u' ' +
                   p.expected.toString();
    return out;
}

Pack bundled(const char *name) {
    Diagnostics d;
    return PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name), d);
}

// Seeds for the brute-force checks: a million (all of them take about 4 s in Release); PD_ROLLS
// sets another number.
int rollCount() {
    const int n = qEnvironmentVariableIntValue("PD_ROLLS");
    return n > 0 ? n : 1000000;
}

// Mean and spread of a quantity over rolls, against the exact value: within 5 standard errors.
struct Sample {
    double sum = 0, sumSquares = 0, hits = 0;
    int n = 0;
    void add(qint64 quantity) {
        sum += double(quantity);
        sumSquares += double(quantity) * double(quantity);
        hits += quantity > 0 ? 1 : 0;
        ++n;
    }
    QString checkChance(const Rational &exact) const {
        const double p = exact.toDouble();
        const double bound = 5 * std::sqrt(std::max(p * (1 - p), 1e-12) / n);
        const double got = hits / n;
        return std::abs(got - p) <= bound ? QString()
                                          : QStringLiteral("chance %1, exact %2 (%3), bound %4")
                                                .arg(got)
                                                .arg(p)
                                                .arg(exact.toString())
                                                .arg(bound);
    }
    QString checkExpected(const Rational &exact) const {
        const double mean = sum / n;
        const double variance = std::max(sumSquares / n - mean * mean, 1e-12);
        const double bound = 5 * std::sqrt(variance / n);
        return std::abs(mean - exact.toDouble()) <= bound
                   ? QString()
                   : QStringLiteral("mean %1, exact %2 (%3), bound %4")
                         .arg(mean)
                         .arg(exact.toDouble())
                         .arg(exact.toString())
                         .arg(bound);
    }
};

qint64 quantityOf(const TableRollResult &r, TableResult::Kind kind, const QString &id) {
    qint64 q = 0;
    for (const RolledEntry &e : r.entries)
        if (e.kind == kind && e.ref == id)
            q += e.quantity;
    return q;
}

} // namespace

class TestWhereFrom : public QObject {
    Q_OBJECT

    Pack m_small;
    PackFixture m_fixture = smallPack();

private Q_SLOTS:
    void initTestCase();
    void tableWays();
    void waysAddUpToTheTable();
    void bandsPerDepth();
    void chests();
    void chestGuards();
    void recordsAndRuleset();
    void sourcesInOrder();
    void unknownIdsAndBrokenPacks();
    void countsThatUseDepth();
    void progressAndCancel();
    void vaults();
    void vaultsBroken();
    void classicAgainstRolling_data();
    void classicAgainstRolling();
    void classicBandsAgainstRolling();
};

void TestWhereFrom::initTestCase() {
    Diagnostics d;
    m_small = m_fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
}

void TestWhereFrom::tableWays() {
    const WhereFromReport potion =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("potion"));
    QVERIFY2(potion.error.isEmpty(), qPrintable(potion.error));
    QVERIFY(!potion.cancelled);

    // loot: row 0 (1/4), and 1d2 potions as the second of row 1's list (always at least one).
    const WhereSource *loot = source(potion, Kind::Table, QStringLiteral("loot"));
    QVERIFY(loot);
    QCOMPARE(loot->chance, frac(1, 2));
    QCOMPARE(loot->expected, frac(5, 8));
    QCOMPARE(waysOf(loot), (QStringList{QStringLiteral("loot:0 -> 1/4 1/4"),
                                        QStringLiteral("loot:1.1 -> 1/4 3/8")}));
    QVERIFY(loot->pathsComplete);

    // top: 2-6 (5/12) to loot; 7 (1/6) both loot and a potion of its own.
    const WhereSource *top = source(potion, Kind::Table, QStringLiteral("top"));
    QVERIFY(top);
    QCOMPARE(top->chance, frac(3, 8));
    QCOMPARE(top->expected, frac(17, 32));
    QCOMPARE(waysOf(top), (QStringList{QStringLiteral("top:0>loot:0 -> 5/48 5/48"),
                                       QStringLiteral("top:0>loot:1.1 -> 5/48 5/32"),
                                       QStringLiteral("top:1.0>loot:0 -> 1/24 1/24"),
                                       QStringLiteral("top:1.0>loot:1.1 -> 1/24 1/16"),
                                       QStringLiteral("top:1.1 -> 1/6 1/6")}));

    // A counted table: twice b, so no goblin only if both miss.
    const WhereFromReport goblin =
        WhereFrom(m_small).find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    const WhereSource *gl = source(goblin, Kind::Table, QStringLiteral("loot"));
    QVERIFY(gl);
    QCOMPARE(waysOf(gl), QStringList{QStringLiteral("loot:2>b:0 -> 15/32 3/4")});
    QCOMPARE(waysOf(source(goblin, Kind::Table, QStringLiteral("top"))),
             (QStringList{QStringLiteral("top:0>loot:2>b:0 -> 25/128 5/16"),
                          QStringLiteral("top:1.0>loot:2>b:0 -> 5/64 1/8")}));
    QCOMPARE(source(goblin, Kind::Table, QStringLiteral("top"))->chance, frac(35, 128));
    // Tables that cannot give it are not sources.
    QVERIFY(!source(goblin, Kind::Table, QStringLiteral("chest")));
    QVERIFY(!source(potion, Kind::Table, QStringLiteral("b")));
}

void TestWhereFrom::waysAddUpToTheTable() {
    // Expectations add up over ways whatever the table; so do chances where ways exclude each
    // other (here, for gold: different rows of different tables).
    for (const auto &[kind, id] :
         {std::pair{TableResult::Kind::Item, QStringLiteral("potion")},
          std::pair{TableResult::Kind::Item, QStringLiteral("gold")},
          std::pair{TableResult::Kind::Monster, QStringLiteral("goblin")}}) {
        const WhereFromReport r = WhereFrom(m_small).find(kind, id);
        int tables = 0;
        for (const WhereSource &s : r.sources) {
            if (s.kind != Kind::Table)
                continue;
            ++tables;
            Rational sum;
            for (const WherePath &p : s.paths)
                sum = sum + p.expected;
            QCOMPARE(sum, s.expected);
        }
        QVERIFY(tables >= 2);
    }
    const WhereFromReport gold =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("gold"));
    const WhereSource *top = source(gold, Kind::Table, QStringLiteral("top"));
    QVERIFY(top);
    QCOMPARE(top->chance, frac(5, 12) * frac(1, 4) + frac(1, 6) * frac(1, 4));
}

void TestWhereFrom::bandsPerDepth() {
    const WhereFromReport potion =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("potion"));
    // floor, 1d2 rolls a level: 3/8 on average; none only if every roll misses.
    const WhereSource *floor = source(potion, Kind::Band, QStringLiteral("floor"));
    QVERIFY(floor);
    QCOMPARE(floor->band, 0);
    QCOMPARE(floor->role, Role::Items);
    QCOMPARE(floor->chance, frac(1, 4));
    QCOMPARE(floor->depths.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const WhereDepth &d = floor->depths.at(i);
        QCOMPARE(d.depth, i + 1);
        QCOMPARE(d.rolls, frac(3, 2));
        QCOMPARE(d.expected, frac(3, 8));
        QCOMPARE(d.chance, frac(11, 32));
        QVERIFY(d.chanceKnown);
    }
    // Band 2 rolls loot twice at depth 3.
    const WhereSource *deep = source(potion, Kind::Band, QStringLiteral("loot"));
    QVERIFY(deep);
    QCOMPARE(deep->band, 1);
    QCOMPARE(deep->depths.size(), 1);
    QCOMPARE(deep->depths.first().depth, 3);
    QCOMPARE(deep->depths.first().expected, frac(5, 4));
    QCOMPARE(deep->depths.first().chance, frac(3, 4));
    // The monster table places only monsters: no potion from b, whatever it held.
    QVERIFY(!source(potion, Kind::Band, QStringLiteral("b")));

    // "monsterCount": "depth": one roll at depth 1, two at depth 2.
    const WhereFromReport goblin =
        WhereFrom(m_small).find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    const WhereSource *mon = source(goblin, Kind::Band, QStringLiteral("b"));
    QVERIFY(mon);
    QCOMPARE(mon->role, Role::Monsters);
    QCOMPARE(mon->depths.at(0).expected, frac(3, 4));
    QCOMPARE(mon->depths.at(0).chance, frac(3, 4));
    QCOMPARE(mon->depths.at(1).rolls, Rational(2));
    QCOMPARE(mon->depths.at(1).expected, frac(3, 2));
    QCOMPARE(mon->depths.at(1).chance, frac(15, 16));
    // Other tables of a band place monsters too.
    const WhereSource *items = source(goblin, Kind::Band, QStringLiteral("loot"));
    QVERIFY(items);
    QCOMPARE(items->depths.first().expected, frac(3, 2));
    QCOMPARE(items->depths.first().chance, frac(735, 1024));
}

void TestWhereFrom::chests() {
    // 20% trapped; else half are mimics: 2/5 of all; loot in the other 3/5.
    const WhereFromReport potion =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("potion"));
    const WhereSource *band =
        source(potion, Kind::ChestLoot, QStringLiteral("chest"), Role::Chests);
    QVERIFY(band);
    QCOMPARE(band->chance, frac(9, 20));
    QCOMPARE(band->expected, frac(9, 20));
    QCOMPARE(band->depths.size(), 2);
    QCOMPARE(band->depths.at(0).rolls, Rational(0)); // "depth-1" chests
    QCOMPARE(band->depths.at(0).expected, Rational(0));
    QCOMPARE(band->depths.at(1).rolls, Rational(1));
    QCOMPARE(band->depths.at(1).expected, frac(9, 20));
    QCOMPARE(band->depths.at(1).chance, frac(9, 20));
    // Chests that floor's {"chest": "chest"} makes: 1d2 rolls × 1/4 a level, on average.
    const WhereSource *values =
        source(potion, Kind::ChestLoot, QStringLiteral("chest"), Role::Items);
    QVERIFY(values);
    QCOMPARE(values->depths.size(), 2);
    QCOMPARE(values->depths.at(0).rolls, frac(3, 8));
    QCOMPARE(values->depths.at(0).expected, frac(27, 160));
    QVERIFY(!values->depths.at(0).chanceKnown);

    const WhereFromReport mimic =
        WhereFrom(m_small).find(TableResult::Kind::Monster, QStringLiteral("mimic"));
    QVERIFY2(mimic.error.isEmpty(), qPrintable(mimic.error));
    const WhereSource *m = source(mimic, Kind::ChestMimic, QString(), Role::Chests);
    QVERIFY(m);
    QCOMPARE(m->chance, frac(2, 5));
    QCOMPARE(m->depths.at(1).expected, frac(2, 5));
    QCOMPARE(source(mimic, Kind::ChestMimic, QString(), Role::Items)->depths.at(1).expected,
             frac(3, 20));
    QCOMPARE(mimic.sources.size(), 2); // no table names it

    const WhereFromReport spikes =
        WhereFrom(m_small).find(TableResult::Kind::Trap, QStringLiteral("spikes"));
    const WhereSource *t = source(spikes, Kind::ChestTrap, QString(), Role::Chests);
    QVERIFY(t);
    QCOMPARE(t->chance, frac(1, 5));
    QCOMPARE(t->depths.at(1).expected, frac(1, 5));
    QCOMPARE(source(spikes, Kind::ChestTrap, QString(), Role::Items)->depths.at(0).expected,
             frac(3, 40));
}

void TestWhereFrom::chestGuards() {
    // Band 1 is a maze with chests: a guard may roll b again. Only the roll's odds are known.
    const WhereFromReport goblin =
        WhereFrom(m_small).find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    const WhereSource *guard = source(goblin, Kind::ChestGuard, QStringLiteral("b"));
    QVERIFY(guard);
    QCOMPARE(guard->band, 0);
    QCOMPARE(guard->chance, frac(3, 4));
    QVERIFY(!guard->perLevelKnown);
    // Band 2 makes rooms and has no chests: no guards there.
    int guards = 0;
    for (const WhereSource &s : goblin.sources)
        guards += s.kind == Kind::ChestGuard ? 1 : 0;
    QCOMPARE(guards, 1);
}

void TestWhereFrom::recordsAndRuleset() {
    const WhereFromReport potion =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("potion"));
    const WhereSource *trophy = source(potion, Kind::Trophy);
    QVERIFY(trophy);
    QCOMPARE(trophy->monster, QStringLiteral("goblin"));
    QCOMPARE(trophy->expected, Rational(1));
    const WhereSource *start = source(potion, Kind::StartingInventory);
    QVERIFY(start);
    QCOMPARE(start->count, 2);
    QCOMPARE(start->expected, Rational(2));
    QVERIFY(!source(potion, Kind::WinItem));

    const WhereFromReport gold =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("gold"));
    const WhereSource *win = source(gold, Kind::WinItem);
    QVERIFY(win);
    QCOMPARE(win->depth, 3);
    QCOMPARE(win->depths.size(), 1);
    QCOMPARE(win->depths.first().expected, Rational(1));
}

void TestWhereFrom::sourcesInOrder() {
    const WhereFromReport potion =
        WhereFrom(m_small).find(TableResult::Kind::Item, QStringLiteral("potion"));
    QStringList got;
    for (const WhereSource &s : potion.sources)
        got << WhereSource::kindKey(s.kind) + u' ' + s.table + u' ' + WhereSource::roleKey(s.role) +
                   u' ' + QString::number(s.band);
    const QStringList expected = {QStringLiteral("table loot  -1"),
                                  QStringLiteral("table top  -1"),
                                  QStringLiteral("table chest  -1"),
                                  QStringLiteral("table floor  -1"),
                                  QStringLiteral("band floor items 0"),
                                  QStringLiteral("chest-loot chest chests 0"),
                                  QStringLiteral("chest-loot chest items 0"),
                                  QStringLiteral("band loot items 1"),
                                  QStringLiteral("trophy   -1"),
                                  QStringLiteral("starting-inventory   -1")};
    QCOMPARE(got, expected);
}

void TestWhereFrom::unknownIdsAndBrokenPacks() {
    const WhereFrom where(m_small);
    QCOMPARE(where.find(TableResult::Kind::Item, QStringLiteral("nope")).error,
             QStringLiteral("no item \"nope\" in the pack"));
    QCOMPARE(where.find(TableResult::Kind::Monster, QStringLiteral("potion")).error,
             QStringLiteral("no monster \"potion\" in the pack"));
    QVERIFY(!where.find(TableResult::Kind::Text, QStringLiteral("potion")).error.isEmpty());
    QCOMPARE(where.kindsOf(QStringLiteral("goblin")), QList{TableResult::Kind::Monster});
    QVERIFY(where.kindsOf(QStringLiteral("nope")).isEmpty());

    // A cycle on the way to it, and a table the pack lacks: an error, not a hang or a crash.
    Pack broken = m_small;
    for (RandomTable &t : broken.tables) {
        if (t.id == QLatin1String("b")) {
            t.rows[1].result.kind = TableResult::Kind::Table;
            t.rows[1].result.ref = QStringLiteral("top");
        }
    }
    const WhereFromReport cycle =
        WhereFrom(broken).find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    QVERIFY2(cycle.error.contains(QStringLiteral("reference cycle")), qPrintable(cycle.error));
    QVERIFY(cycle.sources.isEmpty());
    for (RandomTable &t : broken.tables)
        if (t.id == QLatin1String("b"))
            t.rows[1].result.ref = QStringLiteral("lost");
    const WhereFromReport lost =
        WhereFrom(broken).find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    QCOMPARE(lost.error, QStringLiteral("table \"b\": unknown table \"lost\""));
    // The same broken table does not matter to what it cannot give.
    const WhereFromReport mimic =
        WhereFrom(broken).find(TableResult::Kind::Monster, QStringLiteral("mimic"));
    QVERIFY2(mimic.error.isEmpty(), qPrintable(mimic.error));
    QCOMPARE(mimic.sources.size(), 2);
}

void TestWhereFrom::countsThatUseDepth() {
    // loot rolls b `depth` times instead of twice (a pack in memory: the loader refuses it).
    Pack pack = m_small;
    for (RandomTable &t : pack.tables) {
        if (t.id == QLatin1String("loot")) {
            t.rows[2].result.count.text = QStringLiteral("depth");
            t.rows[2].result.count.expression = DiceExpression();
        }
    }
    const WhereFrom where(pack);
    const WhereFromReport none = where.find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    QVERIFY2(none.error.contains(QStringLiteral("uses depth")), qPrintable(none.error));
    WhereFrom::Options options;
    options.depth = 2;
    const WhereFromReport two =
        where.find(TableResult::Kind::Monster, QStringLiteral("goblin"), options);
    QVERIFY2(two.error.isEmpty(), qPrintable(two.error));
    QCOMPARE(source(two, Kind::Table, QStringLiteral("loot"))->chance, frac(15, 32));
    // Band 2 lies at depth 3 whatever was asked: 1/2 * (1 - (1/4)^3) a roll.
    const WhereSource *band = source(two, Kind::Band, QStringLiteral("loot"));
    QVERIFY(band);
    QCOMPARE(band->depths.first().rollChance, frac(63, 128));
    QCOMPARE(band->depths.first().rollExpected, frac(9, 8));
}

void TestWhereFrom::progressAndCancel() {
    const Pack classic = bundled("classic");
    const WhereFrom where(classic);
    QList<std::pair<int, int>> calls;
    WhereFrom::Options options;
    options.progress = [&](int done, int total) {
        calls.append({done, total});
        return true;
    };
    const WhereFromReport full =
        where.find(TableResult::Kind::Item, QStringLiteral("gem"), options);
    QVERIFY(!full.cancelled && full.error.isEmpty());
    QVERIFY(calls.size() > 10);
    const int total = calls.last().second;
    QCOMPARE(calls.last().first, total);
    for (int i = 0; i < calls.size(); ++i) {
        QVERIFY2(calls.at(i).first <= calls.at(i).second, qPrintable(QString::number(i)));
        QCOMPARE(calls.at(i).second, total);
        QVERIFY(i == 0 || calls.at(i).first >= calls.at(i - 1).first);
    }
    QCOMPARE(full.sources.size(),
             where.find(TableResult::Kind::Item, QStringLiteral("gem")).sources.size());

    for (int stopAfter : {1, 5, int(calls.size()) - 1}) {
        int seen = 0;
        options.progress = [&](int, int) { return ++seen < stopAfter; };
        const WhereFromReport r =
            where.find(TableResult::Kind::Item, QStringLiteral("gem"), options);
        QVERIFY(r.cancelled);
        QVERIFY(r.sources.isEmpty());
        QVERIFY(r.error.isEmpty());
        QCOMPARE(seen, stopAfter);
    }
}

// A table source's chance and average against rolling it with the real TableRoller, one seed
// a roll.
void TestWhereFrom::vaults() {
    Diagnostics d;
    PackFixture fixture = vaultPack();
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const WhereFrom where(pack);

    // The treasury comes up on 1/2 × 1/4 of levels; each of its 3 cells gives a potion half
    // the time; the shop likewise with 2 cells.
    const WhereFromReport potion = where.find(TableResult::Kind::Item, QStringLiteral("potion"));
    QVERIFY(potion.error.isEmpty());
    const WhereSource *treasury = source(potion, Kind::VaultItem, QStringLiteral("vt"));
    QVERIFY(treasury);
    QCOMPARE(treasury->role, Role::Vaults);
    QCOMPARE(treasury->vault, QStringLiteral("treasury"));
    QCOMPARE(treasury->vaultTable, QStringLiteral("vaults"));
    QCOMPARE(treasury->count, 3);
    QVERIFY(!treasury->upperBound);
    QCOMPARE(treasury->chance, frac(1, 2)); // per cell
    QCOMPARE(treasury->depths.size(), 2);
    const WhereDepth &t1 = treasury->depths.first();
    QCOMPARE(t1.rolls, frac(3, 8));
    QCOMPARE(t1.expected, frac(3, 16));
    QCOMPARE(t1.chance, frac(7, 64)); // 1/8 × (1 - (1/2)³)
    const WhereSource *shop = source(potion, Kind::VaultStock, QStringLiteral("vt"));
    QVERIFY(shop);
    QCOMPARE(shop->vault, QStringLiteral("shop"));
    QCOMPARE(shop->depths.first().chance, frac(3, 32)); // 1/8 × (1 - (1/2)²)
    QCOMPARE(shop->depths.first().expected, frac(1, 8));
    QVERIFY(!source(potion, Kind::VaultKey));
    QVERIFY(source(potion, Kind::Table, QStringLiteral("vt")));

    // The key is laid with the treasury, the one vault with a locked door.
    const WhereFromReport key = where.find(TableResult::Kind::Item, QStringLiteral("key"));
    QCOMPARE(key.sources.size(), 1);
    const WhereSource &k = key.sources.first();
    QCOMPARE(k.kind, Kind::VaultKey);
    QCOMPARE(k.vault, QStringLiteral("treasury"));
    QCOMPARE(k.depths.last().chance, frac(1, 8));
    QCOMPARE(k.depths.last().expected, frac(1, 8));

    // The den's two cells are goblins (a monster named, not a table): one each.
    const WhereFromReport goblin = where.find(TableResult::Kind::Monster, QStringLiteral("goblin"));
    QCOMPARE(goblin.sources.size(), 1);
    const WhereSource &den = goblin.sources.first();
    QCOMPARE(den.kind, Kind::VaultMonster);
    QCOMPARE(den.monster, QStringLiteral("goblin"));
    QVERIFY(den.table.isEmpty());
    QCOMPARE(den.depths.first().chance, frac(1, 8));
    QCOMPARE(den.depths.first().expected, frac(1, 4));
    QVERIFY(where.find(TableResult::Kind::Monster, QStringLiteral("mimic")).sources.isEmpty());

    // Vaults off (no chance): no vault sources.
    PackFixture off = vaultPack(kVaultTables, QByteArray(kVaultRuleset).replace("50", "0"));
    const Pack offPack = off.load(d);
    QVERIFY(
        WhereFrom(offPack).find(TableResult::Kind::Item, QStringLiteral("key")).sources.isEmpty());

    // A row giving two vaults at once: only the first is placed, so the figures are at most.
    PackFixture two = vaultPack(
        QByteArray(kVaultTables)
            .replace(R"({"weight": 1, "nothing": true})",
                     R"({"weight": 1, "count": 2, "table": "vaults-one"})")
            .replace(
                R"({"id": "vt")",
                R"({"id": "vaults-one", "rows": [{"weight": 1, "value": {"vault": "treasury", "grid": ["#####", "#$$$#", "##L##"], "items": "vt"}}]}, {"id": "vt")"));
    const Pack twoPack = two.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const WhereFromReport twice =
        WhereFrom(twoPack).find(TableResult::Kind::Item, QStringLiteral("key"));
    QCOMPARE(twice.sources.size(), 1);
    QVERIFY(twice.sources.first().upperBound);
    QCOMPARE(twice.sources.first().depths.first().chance, frac(1, 4)); // 1/2 × P(any treasury)
}

void TestWhereFrom::vaultsBroken() {
    // The validator reports these; where-from neither crashes nor makes a source up.
    Diagnostics d;
    // A vault whose items table the pack lacks: nothing from it.
    PackFixture lostItems =
        vaultPack(QByteArray(kVaultTables).replace(R"("items": "vt")", R"("items": "lost")"));
    const Pack lostItemsPack = lostItems.load(d);
    const WhereFromReport potion =
        WhereFrom(lostItemsPack).find(TableResult::Kind::Item, QStringLiteral("potion"));
    QVERIFY(potion.error.isEmpty());
    QVERIFY(!source(potion, Kind::VaultItem));
    QVERIFY(source(potion, Kind::VaultStock));
    // A band naming a vault table the pack lacks: nowhere.
    PackFixture lostTable = vaultPack(
        kVaultTables,
        QByteArray(kVaultRuleset).replace(R"("vaults": "vaults")", R"("vaults": "lost")"));
    const Pack lostTablePack = lostTable.load(d);
    QVERIFY(WhereFrom(lostTablePack)
                .find(TableResult::Kind::Item, QStringLiteral("key"))
                .sources.isEmpty());
    // A vault table with a row naming a table the pack lacks: the error, as for any table.
    PackFixture lostRow = vaultPack(
        QByteArray(kVaultTables)
            .replace(R"({"weight": 1, "nothing": true})", R"({"weight": 1, "table": "lost"})"));
    const Pack lostRowPack = lostRow.load(d);
    const WhereFromReport key =
        WhereFrom(lostRowPack).find(TableResult::Kind::Item, QStringLiteral("key"));
    QCOMPARE(key.error, QStringLiteral("table \"vaults\": unknown table \"lost\""));
    QVERIFY(key.sources.isEmpty());
    // The same broken table does not matter to what no vault holds.
    QVERIFY(WhereFrom(lostRowPack)
                .find(TableResult::Kind::Monster, QStringLiteral("mimic"))
                .error.isEmpty());
}

void TestWhereFrom::classicAgainstRolling_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("table");
    const int item = int(TableResult::Kind::Item), monster = int(TableResult::Kind::Monster);
    QTest::newRow("gem in chest-d9 (two in one row)") << item << "gem"
                                                      << "chest-d9";
    QTest::newRow("sword-3 in chest-d9") << item << "sword-3"
                                         << "chest-d9";
    QTest::newRow("potion-hp-3 in items-crypt") << item << "potion-hp-3"
                                                << "items-crypt";
    QTest::newRow("ghoul in mon-crypt") << monster << "ghoul"
                                        << "mon-crypt";
    QTest::newRow("goblin in mon-d7") << monster << "goblin"
                                      << "mon-d7";
    QTest::newRow("goblin-king in mon-d9") << monster << "goblin-king"
                                           << "mon-d9";
}

void TestWhereFrom::classicAgainstRolling() {
    QFETCH(int, kind);
    QFETCH(QString, id);
    QFETCH(QString, table);
    const Pack classic = bundled("classic");
    const WhereFromReport r = WhereFrom(classic).find(TableResult::Kind(kind), id);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const WhereSource *s = source(r, Kind::Table, table);
    QVERIFY(s);
    QVERIFY(s->chanceKnown);
    const TableRoller roller(classic);
    Sample sample;
    for (int seed = 0; seed < rollCount(); ++seed) {
        Rng rng = Rng::forStream(std::uint64_t(seed), u"where-from");
        sample.add(quantityOf(roller.roll(table, rng), TableResult::Kind(kind), id));
    }
    const QString chance = sample.checkChance(s->chance);
    QVERIFY2(chance.isEmpty(), qPrintable(chance));
    const QString expected = sample.checkExpected(s->expected);
    QVERIFY2(expected.isEmpty(), qPrintable(expected));
}

// A band's level as Dungeon::populate rolls it: the count at the depth, then that many rolls.
// Chests as Game::populate and openChest treat them, their loot rolled with TableRoller.
void TestWhereFrom::classicBandsAgainstRolling() {
    const Pack classic = bundled("classic");
    const TableRoller roller(classic);
    const int n = rollCount();
    const WhereFromReport ghoul =
        WhereFrom(classic).find(TableResult::Kind::Monster, QStringLiteral("ghoul"));
    const WhereSource *band = source(ghoul, Kind::Band, QStringLiteral("mon-d9"));
    QVERIFY(band);
    const WhereDepth &at9 = band->depths.first();
    QCOMPARE(at9.depth, 9);
    const DiceField &count = classic.ruleset.bands.at(band->band).monsterCount;
    Sample monsters;
    for (int seed = 0; seed < n; ++seed) {
        Rng rng = Rng::forStream(std::uint64_t(seed), u"where-from-band");
        const qint64 rolls = std::max<qint64>(0, count.roll(9, rng));
        qint64 q = 0;
        for (qint64 i = 0; i < rolls; ++i)
            q += quantityOf(roller.roll(QStringLiteral("mon-d9"), rng), TableResult::Kind::Monster,
                            QStringLiteral("ghoul"));
        monsters.add(q);
    }
    QString why = monsters.checkExpected(at9.expected);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    why = monsters.checkChance(at9.chance);
    QVERIFY2(why.isEmpty(), qPrintable(why));

    // Gems from the chests of depth 7: trapped or not, a mimic has no loot.
    const WhereFromReport gem =
        WhereFrom(classic).find(TableResult::Kind::Item, QStringLiteral("gem"));
    const WhereSource *chests = source(gem, Kind::ChestLoot, QStringLiteral("chest-d7"));
    QVERIFY(chests);
    const WhereDepth &at7 = chests->depths.first();
    QCOMPARE(at7.depth, 7);
    const Ruleset &rules = classic.ruleset;
    Sample loot;
    for (int seed = 0; seed < n; ++seed) {
        Rng rng = Rng::forStream(std::uint64_t(seed), u"where-from-chests");
        const qint64 count =
            std::max<qint64>(0, rules.bands.at(chests->band).chestCount.roll(7, rng));
        qint64 q = 0;
        for (qint64 i = 0; i < count; ++i) {
            const bool trapped = rng.chance(std::uint64_t(rules.chestTrappedPercent), 100);
            const bool mimic = !trapped && rng.chance(std::uint64_t(rules.chestMimicPercent), 100);
            if (!mimic)
                q += quantityOf(roller.roll(QStringLiteral("chest-d7"), rng),
                                TableResult::Kind::Item, QStringLiteral("gem"));
        }
        loot.add(q);
    }
    why = loot.checkExpected(at7.expected);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    why = loot.checkChance(at7.chance);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestWhereFrom)
#include "tst_wherefrom.moc"
