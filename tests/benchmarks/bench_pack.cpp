#include "BenchTable.h"
#include "data/PackLoader.h"
#include "json/JsonReader.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace pd;

// Timings only; correctness lives in tests/unit/tst_brokenpacks.cpp and tst_packs.cpp.
class BenchPack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void loadClassic();
    void loadMinimal();
    void parseClassicFiles();

private:
    static void loadPack(const QString &folder);
};

namespace {
QString classicPack() {
    return QDir::cleanPath(QStringLiteral(PD_TEST_DATA_DIR "/../../data/classic"));
}
} // namespace

// Reads, converts and cross-checks every file (what 'permadungeon-cli validate' does).
void BenchPack::loadPack(const QString &folder) {
    Diagnostics once;
    const Pack checked = PackLoader::load(folder, once);
    QVERIFY2(!once.hasErrors(), qPrintable(once.toStringList().join(u'\n')));
    QVERIFY(!checked.tables.isEmpty());
    qsizetype records = 0;
    PD_BENCHMARK {
        Diagnostics diagnostics;
        const Pack pack = PackLoader::load(folder, diagnostics);
        records += pack.tables.size() + pack.items.size() + pack.monsters.size();
    }
    QVERIFY(records > 0);
}

void BenchPack::loadClassic() {
    loadPack(classicPack());
}

void BenchPack::loadMinimal() {
    loadPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"));
}

// The JSON reader alone, over the classic pack's files already in memory.
void BenchPack::parseClassicFiles() {
    QList<QPair<QString, QByteArray>> files;
    for (const QString &name : PackLoader::knownFiles()) {
        QFile f(classicPack() + u'/' + name);
        if (f.open(QIODevice::ReadOnly))
            files.append({name, f.readAll()});
    }
    QVERIFY(files.size() >= 7);
    qsizetype values = 0;
    PD_BENCHMARK {
        for (const auto &[name, data] : std::as_const(files)) {
            Diagnostics diagnostics;
            values += JsonReader::parse(data, name, diagnostics).isValid() ? 1 : 0;
        }
    }
    QVERIFY(values > 0);
}

QTEST_GUILESS_MAIN(BenchPack)
#include "bench_pack.moc"
