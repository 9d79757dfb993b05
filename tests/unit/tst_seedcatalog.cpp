#include "data/PackLoader.h"
#include "gen/SeedCatalog.h"

#include <QFile>
#include <QtTest>

// Diffs fresh seed catalogs against the committed ones. The suite runs in the Release build
// (gcc -O2) and the sanitizer build (clang -O1), both against the same files, so a pass also
// shows that generation does not depend on compiler or optimisation.
class TestSeedCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void catalogUnchanged_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
        QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
        QTest::newRow("permadungeon-homework") << QStringLiteral("permadungeon-homework");
    }

    void catalogUnchanged() {
        QFETCH(QString, pack);
        pd::Diagnostics d;
        const pd::Pack p =
            pd::PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + pack, d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        const QStringList fresh = pd::seedCatalog(p, pack, 1, 20, 5).split(u'\n');
        QFile f(QStringLiteral(PD_TEST_DATA_DIR "/seed-catalog/") + pack + QStringLiteral(".txt"));
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 "no committed catalog; write it with: cmake --build build --target seed-catalog");
        const QStringList committed = QString::fromUtf8(f.readAll()).split(u'\n');
        for (qsizetype i = 0; i < std::max(fresh.size(), committed.size()); ++i) {
            const QString a = i < committed.size() ? committed.at(i) : QStringLiteral("<end>");
            const QString b = i < fresh.size() ? fresh.at(i) : QStringLiteral("<end>");
            if (a != b) {
                // Find the level the first difference belongs to.
                QString level;
                for (qsizetype j = std::min(i, fresh.size() - 1); j >= 0; --j)
                    if (fresh.at(j).startsWith(QLatin1String("seed "))) {
                        level = fresh.at(j);
                        break;
                    }
                QFAIL(qPrintable(
                    QStringLiteral("The dungeons of %1 changed at line %2 (%3)\n  committed: %4\n"
                                   "  now:       %5\nIf the change is intended, bump the "
                                   "generator's version and run: cmake --build build --target "
                                   "seed-catalog")
                        .arg(pack)
                        .arg(i + 1)
                        .arg(level, a, b)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSeedCatalog)
#include "tst_seedcatalog.moc"
