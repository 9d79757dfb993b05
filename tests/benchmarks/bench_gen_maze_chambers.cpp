#include "BenchTable.h"
#include "data/PackLoader.h"
#include "gen/ChambersGenerator.h"
#include "gen/MazeGenerator.h"
#include "random/Rng.h"

#include <QtTest>

using namespace pd;

// Timings only; correctness lives in tests/unit/tst_gen_maze.cpp and tst_gen_chambers.cpp.
// Each iteration makes a new level from a fresh stream, so no two are the same.
class BenchGenMazeChambers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void maze_data();
    void maze();
    void chamber_data();
    void chamber();

private:
    Pack m_pack;
    ChambersSettings m_settings;
};

void BenchGenMazeChambers::initTestCase() {
    Diagnostics diagnostics;
    m_pack =
        PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/../../data/permadungeon"), diagnostics);
    QVERIFY2(!diagnostics.hasErrors(), qPrintable(diagnostics.toStringList().join(u'\n')));
    m_settings.sizeTable = QStringLiteral("room-size");
    m_settings.shapeTable = QStringLiteral("room-shape");
    m_settings.exitsTable = QStringLiteral("room-exits");
    m_settings.contentsTable = QStringLiteral("room-contents-large");
}

void BenchGenMazeChambers::maze_data() {
    QTest::addColumn<int>("cells");
    QTest::newRow("cells 24 (49x49)") << 24;
    QTest::newRow("cells 40 (81x81)") << 40;
    QTest::newRow("cells 127 (255x255)") << 127;
}

void BenchGenMazeChambers::maze() {
    QFETCH(int, cells);
    quint64 seed = 0;
    qsizetype deadEnds = 0;
    PD_BENCHMARK {
        Rng rng = Rng::forStream(++seed, u"level", 1);
        deadEnds += generateMaze(MazeSettings{cells}, rng).deadEnds.size();
    }
    QVERIFY(deadEnds > 0);
}

void BenchGenMazeChambers::chamber_data() {
    QTest::addColumn<bool>("firstRoom");
    QTest::newRow("first room") << true;
    QTest::newRow("through a west door") << false;
}

void BenchGenMazeChambers::chamber() {
    QFETCH(bool, firstRoom);
    const std::optional<Side> entry = firstRoom ? std::nullopt : std::optional(Side::West);
    quint64 seed = 0;
    qsizetype doors = 0;
    PD_BENCHMARK {
        Rng rng = Rng::forStream(++seed, u"level", 1);
        doors += generateChamber(m_settings, m_pack, rng, entry).doors.size();
    }
    QVERIFY(doors > 0);
}

QTEST_GUILESS_MAIN(BenchGenMazeChambers)
#include "bench_gen_maze_chambers.moc"
