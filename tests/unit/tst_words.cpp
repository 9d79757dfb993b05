// Death causes are data in the core and words in the front ends: the stable text they are saved
// as, the words they read as (English here; the windows translate them), and the words an older
// high-score table kept, shown as they were.
#include "Words.h"
#include "data/PackLoader.h"
#include "engine/DeathCause.h"

#include <QtTest>

using namespace pd;

class TestWords : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = PackLoader::load(QStringLiteral(PD_SOURCE_DATA_DIR "/classic"), d);
        QVERIFY(!d.hasErrors());
    }

    void causesRoundTrip_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("words");
        using K = DeathCause::Kind;
        QTest::newRow("killed") << int(K::KilledBy) << QStringLiteral("goblin-king")
                                << QStringLiteral("killed-by:goblin-king")
                                << QStringLiteral("killed by the goblin king");
        QTest::newRow("shot") << int(K::ShotBy) << QStringLiteral("goblin-archer")
                              << QStringLiteral("shot-by:goblin-archer")
                              << QStringLiteral("shot by the goblin archer");
        QTest::newRow("trap") << int(K::CaughtBy) << QStringLiteral("spikes")
                              << QStringLiteral("trap:spikes") << QString();
        QTest::newRow("chest") << int(K::TrappedChest) << QString()
                               << QStringLiteral("trapped-chest")
                               << QStringLiteral("killed by a trapped chest");
        QTest::newRow("bolt") << int(K::Bolt) << QString() << QStringLiteral("bolt")
                              << QStringLiteral("spent the last of their strength on a bolt");
        QTest::newRow("burning") << int(K::Burning) << QString() << QStringLiteral("burning")
                                 << QStringLiteral("burned to death");
        QTest::newRow("no dungeon")
            << int(K::NoDungeon) << QString() << QStringLiteral("no-dungeon")
            << QStringLiteral("the dungeon could not be made");
        QTest::newRow("won") << int(K::Won) << QString() << QStringLiteral("won")
                             << QStringLiteral("won");
    }
    void causesRoundTrip() {
        QFETCH(int, kind);
        QFETCH(QString, id);
        QFETCH(QString, text);
        QFETCH(QString, words);
        const DeathCause cause = DeathCause::of(DeathCause::Kind(kind), id);
        QCOMPARE(cause.toString(), text);
        bool known = false;
        QCOMPARE(DeathCause::fromString(text, &known), cause);
        QVERIFY(known);
        const QString worded = Words::deathCause(cause, &m_classic);
        if (!words.isEmpty())
            QCOMPARE(worded, words);
        else
            QVERIFY(worded.startsWith(QStringLiteral("caught by a ")));
        QVERIFY(!worded.contains(u'%'));
    }

    void olderTablesKeepTheirWords() {
        bool known = true;
        const DeathCause old = DeathCause::fromString(QStringLiteral("fell into a pit"), &known);
        QVERIFY(!known);
        QCOMPARE(old.kind, DeathCause::Kind::Legacy);
        QCOMPARE(old.toString(), QStringLiteral("fell into a pit"));
        QCOMPARE(Words::deathCause(old, &m_classic), QStringLiteral("fell into a pit"));
        // Half a cause is not a cause.
        QCOMPARE(DeathCause::fromString(QStringLiteral("killed-by:"), &known).kind,
                 DeathCause::Kind::Legacy);
        QCOMPARE(DeathCause::fromString(QStringLiteral("won:goblin"), &known).kind,
                 DeathCause::Kind::Legacy);
        QVERIFY(DeathCause::fromString(QString()).isEmpty());
    }

    void otherPacksRecordsAreNamedByTheirIds() {
        const DeathCause c =
            DeathCause::of(DeathCause::Kind::KilledBy, QStringLiteral("sand-wyrm"));
        QCOMPARE(Words::deathCause(c, nullptr), QStringLiteral("killed by the sand wyrm"));
        QCOMPARE(Words::deathCause(c, &m_classic), QStringLiteral("killed by the sand wyrm"));
    }
};

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
