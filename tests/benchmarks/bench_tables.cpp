#include "BenchTable.h"
#include "data/PackLoader.h"
#include "tables/TableOdds.h"
#include "tables/WhereFrom.h"

#include <QDir>
#include <QtTest>

using namespace pd;

// Timings of what the editor's table dock computes while a designer works: "where does it come
// from" over the whole classic pack (target: 50 ms), and a table's odds after one row changed
// (target: well within a 16 ms frame). Correctness lives in tst_wherefrom and tst_tables.
class BenchTables : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase();
    void whereFrom_data();
    void whereFrom();
    void oddsAfterRowEdit_data();
    void oddsAfterRowEdit();
};

void BenchTables::initTestCase() {
    Diagnostics d;
    m_classic = PackLoader::load(
        QDir::cleanPath(QStringLiteral(PD_TEST_DATA_DIR "/../../data/classic")), d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
}

void BenchTables::whereFrom_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("id");
    // The most widely found of each kind: in most tables and bands of the pack.
    QTest::newRow("item potion-hp-2") << int(TableResult::Kind::Item) << "potion-hp-2";
    QTest::newRow("monster goblin-leader") << int(TableResult::Kind::Monster) << "goblin-leader";
    QTest::newRow("trap spikes") << int(TableResult::Kind::Trap) << "spikes";
}

void BenchTables::whereFrom() {
    QFETCH(int, kind);
    QFETCH(QString, id);
    const WhereFrom where(m_classic);
    qsizetype sources = 0;
    PD_BENCHMARK {
        const WhereFromReport r = where.find(TableResult::Kind(kind), id);
        sources += r.sources.size();
    }
    QVERIFY(sources > 0);
}

void BenchTables::oddsAfterRowEdit_data() {
    QTest::addColumn<QString>("edited");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("shown");
    QTest::newRow("mon-d9 (nested, counted, lists)") << "mon-d9" << 0 << "mon-d9";
    QTest::newRow("mon-crypt (1d3+3 escorts)") << "mon-escort" << 0 << "mon-crypt";
    QTest::newRow("items-crypt (1d3+2 rolls of items-d9)") << "items-d9" << 1 << "items-crypt";
}

// A weight of `edited` changed, then the odds of `shown` (rows, final results and whole
// outcomes), nothing kept from before: what the dock shows after each keystroke.
void BenchTables::oddsAfterRowEdit() {
    QFETCH(QString, edited);
    QFETCH(int, row);
    QFETCH(QString, shown);
    Pack pack = m_classic;
    qsizetype index = -1;
    for (qsizetype i = 0; i < pack.tables.size(); ++i)
        if (pack.tables.at(i).id == edited)
            index = i;
    QVERIFY(index >= 0);
    qint64 weight = 1;
    qsizetype results = 0;
    PD_BENCHMARK {
        TableRow &r = pack.tables[index].rows[row];
        r.weight = 1 + weight++ % 7;
        const TableOddsReport report = TableOdds(pack).compute(shown);
        results += report.leaves.size(); // items-crypt has too many whole outcomes to list
        QVERIFY(report.error.isEmpty());
    }
    QVERIFY(results > 0);
}

QTEST_GUILESS_MAIN(BenchTables)
#include "bench_tables.moc"
