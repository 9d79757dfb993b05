#include "PackFixture.h"

#include "random/Rng.h"
#include "tables/CompiledTables.h"
#include "tables/TableRoller.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

// Level generation rolls through CompiledTables, chests and the CLI through TableRoller; both
// must give the same results from the same draws, or a seed would mean two different things.
// TableRoller is the reference.
namespace {

Pack bundled(const char *name) {
    Diagnostics d;
    Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name), d);
    if (d.hasErrors())
        qWarning("%s", qPrintable(d.toStringList().join(u'\n')));
    return pack;
}

int seedCount() {
    const int n = qEnvironmentVariableIntValue("PD_SEEDS");
    return n > 0 ? n : 10000;
}

QString entryText(TableResult::Kind kind, const QString &ref, const QString &text,
                  const QJsonValue &value, qint64 quantity) {
    RolledEntry e;
    e.kind = kind;
    e.ref = ref;
    e.text = text;
    e.value = value;
    e.quantity = quantity;
    return e.leafKey() + QStringLiteral(" x") + QString::number(quantity);
}

// Rolls `table` with both rollers from the same seeds; returns the first difference, or nothing.
// `before` entries are put in the compiled roll's output first: they must stay untouched.
QString compare(const Pack &pack, const CompiledTables &compiled, const QString &table, int seeds,
                int *rolled = nullptr, const std::vector<CompiledTables::Entry> &before = {}) {
    const TableRoller roller(pack);
    const int index = compiled.tableIndex(table);
    if (index < 0)
        return QStringLiteral("%1: no compiled table").arg(table);
    for (int seed = 0; seed < seeds; ++seed) {
        Rng a = Rng::forStream(std::uint64_t(seed), u"compiled-tables");
        Rng b = a;
        const TableRollResult expected = roller.roll(table, a);
        std::vector<CompiledTables::Entry> out = before;
        QString error;
        const bool ok = compiled.roll(index, b, out, &error);
        const QString where = QStringLiteral("%1, seed %2: ").arg(table).arg(seed);
        QStringList want, got;
        for (const RolledEntry &e : expected.entries)
            want << entryText(e.kind, e.ref, e.text, e.value, e.quantity);
        for (std::size_t i = before.size(); i < out.size(); ++i) {
            const CompiledTables::Leaf &l = compiled.leaf(out[i].leaf);
            got << entryText(l.kind, l.ref, l.text, l.value, out[i].quantity);
        }
        if (want != got)
            return where +
                   QStringLiteral("TableRoller gives [%1], CompiledTables [%2]")
                       .arg(want.join(QStringLiteral(", ")), got.join(QStringLiteral(", ")));
        for (std::size_t i = 0; i < before.size(); ++i)
            if (out[i].leaf != before[i].leaf || out[i].quantity != before[i].quantity)
                return where + QStringLiteral("an earlier entry changed");
        if (expected.error != error || ok != expected.error.isEmpty())
            return where +
                   QStringLiteral("errors differ: \"%1\" and \"%2\"").arg(expected.error, error);
        if (a != b)
            return where + QStringLiteral("the generators differ after the roll (%1 and %2)")
                               .arg(a.state())
                               .arg(b.state());
        if (rolled)
            ++*rolled;
    }
    return {};
}

const QByteArray kItems = R"({"format": 1, "items": [
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}},
  {"id": "gold", "name": "Gold", "kind": "treasure", "worth": "2d6", "stack": 50}]})";
const QByteArray kMonsters = R"({"format": 1, "monsters": [
  {"id": "goblin", "name": "Goblin", "race": "goblin", "tier": "normal", "level": 1, "stats": {"hp": 10}}]})";
const QByteArray kTraps =
    R"({"format": 1, "traps": [{"id": "spikes", "name": "Spikes", "damage": "1d4+2"}]})";

} // namespace

class TestCompiledTables : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bundledPacks_data();
    void bundledPacks();
    void oddTables_data();
    void oddTables();
    void brokenPacks();
    void earlierEntriesStay();
};

void TestCompiledTables::bundledPacks_data() {
    QTest::addColumn<QString>("pack");
    QTest::newRow("classic") << QStringLiteral("classic");
    QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
    QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
}

void TestCompiledTables::bundledPacks() {
    QFETCH(QString, pack);
    const Pack p = bundled(qPrintable(pack));
    QVERIFY(p.tables.size() >= 10);
    const CompiledTables compiled(p);
    int rolled = 0;
    for (const RandomTable &t : p.tables) {
        const QString diff = compare(p, compiled, t.id, seedCount(), &rolled);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
    QCOMPARE(rolled, int(p.tables.size()) * seedCount());
}

// Counts, nested lists, gaps, zero weights and values that only JSON calls equal.
void TestCompiledTables::oddTables_data() {
    QTest::addColumn<QByteArrayList>("tables");
    QTest::addColumn<QString>("roll");
    QTest::newRow("counted lists") << QByteArrayList{
        R"({"id": "t", "rows": [{"weight": 2, "count": "1d3-1", "all": [
            {"count": "1d4", "monster": "goblin"}, {"item": "gold", "count": "2d6"},
            {"all": [{"trap": "spikes"}, {"monster": "goblin"}]}]},
           {"weight": 1, "count": "0", "item": "potion"}, {"weight": 0, "item": "gold"}]})"}
                                   << QStringLiteral("t");
    QTest::newRow("nested counted tables") << QByteArrayList{
        R"({"id": "inner", "dice": "d6", "rows": [{"range": "1-2", "item": "gold"},
            {"range": "3-5", "count": "1d2", "monster": "goblin"}, {"range": "6", "nothing": true}]})",
        R"({"id": "outer", "dice": "2d6", "rows": [{"range": "2-6", "count": "1d3", "table": "inner"},
            {"range": "7", "all": [{"table": "inner"}, {"item": "gold"}, {"table": "inner"}]},
            {"range": "8-12", "text": "quiet"}]})"}
                                           << QStringLiteral("outer");
    QTest::newRow("values") << QByteArrayList{
        R"({"id": "v", "rows": [{"weight": 1, "all": [{"value": 1}, {"value": 1.0},
            {"value": {"a": 1, "b": [1, 2]}}, {"value": {"b": [1, 2], "a": 1}},
            {"value": "x", "text": "label"}, {"value": "x"}, {"text": "x"}]}]})"}
                            << QStringLiteral("v");
    QTest::newRow("exploding and kept dice") << QByteArrayList{
        R"({"id": "x", "dice": "d6x", "rows": [{"range": "1-5", "item": "potion"},
            {"range": "6-66", "count": "4d6kh3", "item": "gold"}]})"}
                                             << QStringLiteral("x");
    QTest::newRow("runaway counts")
        << QByteArrayList{R"({"id": "many", "rows": [{"weight": 1, "count": 1000, "monster": "goblin"}]})",
                          R"({"id": "huge", "rows": [{"weight": 1, "count": "1d1000", "table": "many"}]})"}
        << QStringLiteral("huge");
}

void TestCompiledTables::oddTables() {
    QFETCH(QByteArrayList, tables);
    QFETCH(QString, roll);
    const PackFixture fixture({{QStringLiteral("tables.json"), tablesFile(tables)},
                               {QStringLiteral("items.json"), kItems},
                               {QStringLiteral("monsters.json"), kMonsters},
                               {QStringLiteral("traps.json"), kTraps}});
    Diagnostics d;
    const Pack pack = fixture.load(d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    const CompiledTables compiled(pack);
    const QString diff = compare(pack, compiled, roll, roll == QLatin1String("huge") ? 20 : 2000);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Data the loader reports but a designer's pack in memory can hold: a reference cycle, an unknown
// table, a range table with a gap, a table whose weights add up to zero.
void TestCompiledTables::brokenPacks() {
    const PackFixture fixture(
        {{QStringLiteral("tables.json"),
          tablesFile(
              {R"({"id": "a", "rows": [{"weight": 1, "table": "b"}]})",
               R"({"id": "b", "rows": [{"weight": 1, "all": [{"monster": "goblin"}, {"table": "a"}]}]})",
               R"({"id": "gap", "dice": "d6", "rows": [{"range": "1-2", "item": "gold"}, {"range": "5-6", "table": "lost"}]})",
               R"({"id": "zero", "rows": [{"weight": 0, "item": "gold"}]})"})},
         {QStringLiteral("items.json"), kItems},
         {QStringLiteral("monsters.json"), kMonsters},
         {QStringLiteral("traps.json"), kTraps}});
    Diagnostics d;
    Pack pack = fixture.load(d);
    QVERIFY(d.hasErrors());
    QVERIFY(pack.table(QStringLiteral("gap")));
    // The loader drops the unknown reference's row; put it back as an editor would hold it.
    if (pack.table(QStringLiteral("gap"))->rows.size() < 2 ||
        pack.table(QStringLiteral("gap"))->rows.at(1).result.ref != QLatin1String("lost")) {
        for (RandomTable &t : pack.tables) {
            if (t.id != QLatin1String("gap"))
                continue;
            TableRow row;
            row.hasRange = true;
            row.low = 5;
            row.high = 6;
            row.result.kind = TableResult::Kind::Table;
            row.result.ref = QStringLiteral("lost");
            t.rows.resize(1);
            t.rows << row;
        }
        pack.rebuildIndex();
    }
    const CompiledTables compiled(pack);
    for (const char *table : {"a", "b", "gap", "zero"}) {
        const QString diff = compare(pack, compiled, QLatin1String(table), 500);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
    // The cycle and the unknown table do stop rolls (so the comparison saw the errors).
    Rng rng = Rng::forStream(3, u"x");
    bool stoppedByCycle = false, stoppedByUnknown = false;
    for (int i = 0; i < 200; ++i) {
        stoppedByCycle |= !TableRoller(pack).roll(QStringLiteral("b"), rng).error.isEmpty();
        stoppedByUnknown |= TableRoller(pack).roll(QStringLiteral("gap"), rng).error ==
                            QLatin1String("unknown table \"lost\"");
    }
    QVERIFY(stoppedByCycle);
    QVERIFY(stoppedByUnknown);
}

// Level generation rolls a band's table many times into one list: a roll merges only its own.
void TestCompiledTables::earlierEntriesStay() {
    const Pack p = bundled("classic");
    const CompiledTables compiled(p);
    std::vector<CompiledTables::Entry> before;
    Rng rng = Rng::forStream(9, u"before");
    compiled.roll(compiled.tableIndex(QStringLiteral("mon-d7")), rng, before);
    compiled.roll(compiled.tableIndex(QStringLiteral("mon-d7")), rng, before);
    QVERIFY(!before.empty());
    const QString diff = compare(p, compiled, QStringLiteral("mon-d7"), 500, nullptr, before);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

QTEST_GUILESS_MAIN(TestCompiledTables)
#include "tst_compiledtables.moc"
