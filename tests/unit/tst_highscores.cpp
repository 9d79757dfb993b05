// The high-score table: best score first (equal scores: the earlier run first), at most
// kCapacity runs, saved atomically; a missing file is an empty table, a damaged one an error
// that leaves the file alone.
#include "engine/HighScores.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

namespace {

HighScores::Entry entry(qint64 score, const QString &hero = QStringLiteral("Ada"), int day = 1) {
    HighScores::Entry e;
    e.hero = hero;
    e.pack = QStringLiteral("classic");
    e.seed = QStringLiteral("42");
    e.score = score;
    e.depth = 3;
    e.turn = 120;
    e.cause = DeathCause::of(DeathCause::Kind::KilledBy, QStringLiteral("goblin"));
    e.when = QDateTime(QDate(2024, 1, day), QTime(12, 30, 5), Qt::UTC);
    return e;
}

QList<qint64> scores(const HighScores &t) {
    QList<qint64> out;
    for (const HighScores::Entry &e : t.entries())
        out.append(e.score);
    return out;
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool writeAll(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

} // namespace

class TestHighScores : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ordering_data();
    void ordering();
    void equalScoresKeepTheEarlierRunFirst();
    void capacity();
    void insertRank_data();
    void insertRank();
    void entryForSummary();
    void saveLoadRoundTrip();
    void missingFileIsEmpty();
    void damagedFile_data();
    void damagedFile();
    void saveFailureKeepsOldFile();
};

void TestHighScores::ordering_data() {
    QTest::addColumn<QList<qint64>>("inserted");
    QTest::addColumn<QList<qint64>>("expected");
    QTest::addColumn<QList<int>>("ranks");
    QTest::newRow("ascending") << QList<qint64>{1, 2, 3} << QList<qint64>{3, 2, 1}
                               << QList<int>{1, 1, 1};
    QTest::newRow("descending") << QList<qint64>{3, 2, 1} << QList<qint64>{3, 2, 1}
                                << QList<int>{1, 2, 3};
    QTest::newRow("mixed") << QList<qint64>{10, 50, 30, 40, 20} << QList<qint64>{50, 40, 30, 20, 10}
                           << QList<int>{1, 1, 2, 2, 4};
    QTest::newRow("ties") << QList<qint64>{5, 5, 7, 5} << QList<qint64>{7, 5, 5, 5}
                          << QList<int>{1, 2, 1, 4};
    QTest::newRow("negative and zero")
        << QList<qint64>{0, -3, 2, -1} << QList<qint64>{2, 0, -1, -3} << QList<int>{1, 2, 1, 3};
    QTest::newRow("large") << QList<qint64>{1000000000000, 1, 999999999999}
                           << QList<qint64>{1000000000000, 999999999999, 1} << QList<int>{1, 2, 2};
}

void TestHighScores::ordering() {
    QFETCH(QList<qint64>, inserted);
    QFETCH(QList<qint64>, expected);
    QFETCH(QList<int>, ranks);
    HighScores t;
    QList<int> got;
    for (qint64 s : inserted)
        got.append(t.insert(entry(s)));
    QCOMPARE(scores(t), expected);
    QCOMPARE(got, ranks);
}

void TestHighScores::equalScoresKeepTheEarlierRunFirst() {
    HighScores t;
    QCOMPARE(t.insert(entry(10, QStringLiteral("first"), 1)), 1);
    QCOMPARE(t.insert(entry(10, QStringLiteral("second"), 2)), 2);
    QCOMPARE(t.insert(entry(10, QStringLiteral("third"), 3)), 3);
    QCOMPARE(t.entries()[0].hero, QStringLiteral("first"));
    QCOMPARE(t.entries()[1].hero, QStringLiteral("second"));
    QCOMPARE(t.entries()[2].hero, QStringLiteral("third"));
}

void TestHighScores::capacity() {
    QCOMPARE(HighScores::kCapacity, 20);
    HighScores t;
    for (int i = 1; i <= 25; ++i)
        t.insert(entry(i * 10));
    QCOMPARE(t.entries().size(), 20);
    QCOMPARE(t.entries().first().score, qint64(250));
    QCOMPARE(t.entries().last().score, qint64(60)); // 10..50 fell off
    // Below the last, or equal to it (the earlier run keeps its place): not in the table.
    QCOMPARE(t.insert(entry(5)), 0);
    QCOMPARE(t.insert(entry(60)), 0);
    QCOMPARE(t.entries().size(), 20);
    QCOMPARE(t.entries().last().score, qint64(60));
    // Just above the last: rank 20, and the old last is gone.
    QCOMPARE(t.insert(entry(61, QStringLiteral("new"))), 20);
    QCOMPARE(t.entries().size(), 20);
    QCOMPARE(t.entries().last().hero, QStringLiteral("new"));
    QCOMPARE(t.entries().last().score, qint64(61));
    // A new best in a full table.
    QCOMPARE(t.insert(entry(1000)), 1);
    QCOMPARE(t.entries().size(), 20);
    QCOMPARE(t.entries().last().score, qint64(70));
}

void TestHighScores::insertRank_data() {
    QTest::addColumn<qint64>("score");
    QTest::addColumn<int>("rank");
    // The table holds 100, 90, ..., 10 (ten runs).
    QTest::newRow("new best") << qint64(101) << 1;
    QTest::newRow("ties the best") << qint64(100) << 2;
    QTest::newRow("middle") << qint64(55) << 6;
    QTest::newRow("ties the middle") << qint64(50) << 7;
    QTest::newRow("just below the last") << qint64(9) << 11;
    QTest::newRow("zero") << qint64(0) << 11;
    QTest::newRow("negative") << qint64(-5) << 11;
}

void TestHighScores::insertRank() {
    QFETCH(qint64, score);
    QFETCH(int, rank);
    HighScores t;
    for (int i = 10; i >= 1; --i)
        t.insert(entry(i * 10));
    QCOMPARE(t.insert(entry(score, QStringLiteral("me"))), rank);
    QCOMPARE(t.entries().size(), 11);
    QCOMPARE(t.entries()[rank - 1].hero, QStringLiteral("me"));
    QCOMPARE(t.entries()[rank - 1].score, score);
}

void TestHighScores::entryForSummary() {
    RunSummary s;
    s.hero = QStringLiteral("Bo");
    s.alive = false;
    s.cause = DeathCause::of(DeathCause::Kind::CaughtBy, QStringLiteral("crack"));
    s.depth = 2;
    s.deepest = 4;
    s.turn = 333;
    s.score = 77;
    const QDateTime when(QDate(2024, 5, 6), QTime(7, 8, 9), Qt::UTC);
    const HighScores::Entry e =
        HighScores::entryFor(s, QStringLiteral("maze-duel"), QStringLiteral("seed words"), when);
    QCOMPARE(e.hero, s.hero);
    QCOMPARE(e.pack, QStringLiteral("maze-duel"));
    QCOMPARE(e.seed, QStringLiteral("seed words"));
    QCOMPARE(e.score, qint64(77));
    QCOMPARE(e.depth, 4); // the deepest reached
    QCOMPARE(e.turn, 333);
    QCOMPARE(e.won, false);
    QCOMPARE(e.cause, s.cause);
    QCOMPARE(e.when, when);
}

void TestHighScores::saveLoadRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scores.json"));
    HighScores t;
    for (int i = 0; i < 23; ++i) {
        HighScores::Entry e = entry((i * 37) % 50, QStringLiteral("Hero %1 ✓").arg(i), 1 + i);
        e.won = i % 5 == 0;
        e.depth = i + 1;
        e.turn = i * 100;
        // Tables kept before causes were data hold words: they read back as they were.
        e.cause = DeathCause::fromString(i % 5 == 0 ? QStringLiteral("won")
                                                    : QStringLiteral("killed by \"%1\"").arg(i));
        e.seed = QString::number(18446744073709551615ULL - quint64(i));
        t.insert(e);
    }
    t.insert(entry(1000000000000)); // large scores survive (below 2^53)
    QString error;
    QVERIFY2(t.save(path, &error), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("scores.json")});
    HighScores back;
    QVERIFY2(back.load(path, &error), qPrintable(error));
    QCOMPARE(back.entries().size(), t.entries().size());
    for (qsizetype i = 0; i < t.entries().size(); ++i) {
        const HighScores::Entry &a = t.entries()[i], &b = back.entries()[i];
        QCOMPARE(b.hero, a.hero);
        QCOMPARE(b.pack, a.pack);
        QCOMPARE(b.seed, a.seed);
        QCOMPARE(b.score, a.score);
        QCOMPARE(b.depth, a.depth);
        QCOMPARE(b.turn, a.turn);
        QCOMPARE(b.won, a.won);
        QCOMPARE(b.cause, a.cause);
        QCOMPARE(b.when, a.when);
    }
    // Saving what was loaded writes the same file.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    QVERIFY2(back.save(again, &error), qPrintable(error));
    QCOMPARE(readAll(again), readAll(path));
    // Loading replaces what the table held.
    HighScores other;
    other.insert(entry(5));
    QVERIFY(other.load(path, &error));
    QCOMPARE(scores(other), scores(t));
}

void TestHighScores::missingFileIsEmpty() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("none-yet.json"));
    HighScores t;
    t.insert(entry(5));
    QString error;
    QVERIFY2(t.load(path, &error), qPrintable(error));
    QVERIFY(t.entries().isEmpty());
    QVERIFY(error.isEmpty());
    QVERIFY(!QFile::exists(path)); // loading makes nothing
}

void TestHighScores::damagedFile_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("where"); // a fragment the error must hold besides the file name
    HighScores t;
    for (int i = 0; i < 5; ++i)
        t.insert(entry(i * 10));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("good.json"));
    QVERIFY(t.save(path));
    const QByteArray good = readAll(path);
    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("not JSON") << QByteArray("hall of fame\n") << QStringLiteral(":1:1:");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QString();
    QTest::newRow("a list") << QByteArray("[{\"score\": 5}]") << QString();
    QTest::newRow("a number") << QByteArray("20") << QString();
    QTest::newRow("scores not a list")
        << QByteArray("{\"format\": 1, \"scores\": \"many\"}") << QStringLiteral("/scores");
    QTest::newRow("no scores") << QByteArray("{\"format\": 1, \"best\": []}")
                               << QStringLiteral("/scores");
    QTest::newRow("a run not an object")
        << QByteArray("{\"format\": 1, \"scores\": [{\"hero\": \"A\", \"score\": 3}, 7]}")
        << QStringLiteral("/scores/1");
    QTest::newRow("score not a number")
        << QByteArray("{\"format\": 1, \"scores\": [{\"hero\": \"A\", \"score\": \"lots\"}]}")
        << QStringLiteral("/scores/0/score");
    QTest::newRow("score enormous")
        << QByteArray("{\"format\": 1, \"scores\": [{\"hero\": \"A\", \"score\": 1e300}]}")
        << QStringLiteral("/scores/0/score");
    QTest::newRow("score fractional")
        << QByteArray("{\"format\": 1, \"scores\": [{\"hero\": \"A\", \"score\": 2.5}]}")
        << QStringLiteral("/scores/0/score");
    QTest::newRow("newer format") << QByteArray("{\"format\": 2, \"scores\": []}")
                                  << QStringLiteral("/format");
}

void TestHighScores::damagedFile() {
    QFETCH(QByteArray, content);
    QFETCH(QString, where);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scores.json"));
    QVERIFY(writeAll(path, content));
    HighScores t;
    QString error;
    QVERIFY2(!t.load(path, &error), "a damaged table was loaded");
    QVERIFY2(error.contains(QStringLiteral("scores.json")), qPrintable(error));
    QVERIFY2(error.contains(where), qPrintable(error));
    QVERIFY(t.entries().isEmpty());
    // Loading never writes; the file is as it was.
    QCOMPARE(readAll(path), content);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("scores.json")});
}

void TestHighScores::saveFailureKeepsOldFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/scores.json"));
    HighScores t;
    t.insert(entry(1));
    QString error;
    QVERIFY(!t.save(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    // A folder in the way is not replaced.
    const QString folder = dir.filePath(QStringLiteral("scores.json"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!t.save(folder, &error));
    QVERIFY(QFileInfo(folder).isDir());
}

QTEST_GUILESS_MAIN(TestHighScores)
#include "tst_highscores.moc"
