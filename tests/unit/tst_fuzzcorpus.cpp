// The seed corpus of the save fuzzer (tests/fuzz/corpus/fuzz_save), read in the release build
// as the fuzzer reads it (tests/fuzz/fuzz_save.cpp; the fuzzers themselves build only with clang
// in the asan preset): every file is taken or refused with a message, and the files written for
// the newer save fields reach the reader's checks for them. Fast: the classic pack once, a few
// files.

#include "ScenarioLevel.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

const QString kCorpus = QStringLiteral(PD_TEST_DATA_DIR "/../fuzz/corpus/fuzz_save");

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The JSON after the layer byte.
QJsonObject body(const QByteArray &bytes) {
    return QJsonDocument::fromJson(bytes.mid(1)).object();
}

} // namespace

class TestFuzzCorpus : public QObject {
    Q_OBJECT

    Pack m_classic;
    QTemporaryDir m_dir;

    // The fuzzer's layers: the state alone (first byte below 100), the whole save with its
    // checksum put right (100 to 199), a replay. True when a game came of it; `why` the refusal.
    bool take(const QByteArray &bytes, QString &why) {
        const int layer = static_cast<unsigned char>(bytes.at(0));
        const QString path = m_dir.filePath(QStringLiteral("input.json"));
        if (layer < 100) {
            std::unique_ptr<Game> game = Game::fromJson(
                m_classic, body(bytes).value(QStringLiteral("state")).toObject(), &why);
            return game != nullptr;
        }
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        if (layer < 200) {
            QJsonObject root = body(bytes);
            const QJsonObject both{
                {QStringLiteral("commands"), root.value(QStringLiteral("commands"))},
                {QStringLiteral("state"), root.value(QStringLiteral("state"))}};
            root.insert(QStringLiteral("checksum"),
                        QString::fromLatin1(QCryptographicHash::hash(
                                                QJsonDocument(both).toJson(QJsonDocument::Compact),
                                                QCryptographicHash::Sha256)
                                                .toHex()));
            f.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
            f.close();
            Diagnostics d;
            std::unique_ptr<Game> game = SaveGame::read(m_classic, path, d);
            why = d.toStringList().join(u'\n');
            return game != nullptr;
        }
        f.write(bytes.mid(1));
        f.close();
        Diagnostics d;
        const std::optional<Replay> replay = Replay::read(path, d);
        why = d.toStringList().join(u'\n');
        return replay.has_value();
    }

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        // The bundled classic, as the fuzzer reads it and the corpus script writes for it (not
        // the tests' frozen copy).
        m_classic = shippedPack("classic", d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        QVERIFY(m_dir.isValid());
    }

    // Every file is taken, or refused with words, as the fuzzer demands of any input.
    void everyFileIsTakenOrRefusedWithAMessage() {
        const QStringList files = QDir(kCorpus).entryList(QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 9);
        for (const QString &name : files) {
            const QByteArray bytes = readFile(QDir(kCorpus).filePath(name));
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            QString why;
            if (!take(bytes, why))
                QVERIFY2(!why.isEmpty(), qPrintable(name));
        }
    }

    // Clouds and prices: the state holding them loads (the state layer), and its game holds
    // them; the whole saves holding them get past those fields' checks to the commands' check
    // (their states were written by hand, so the commands do not lead to them).
    void cloudsAndPricesAreRead() {
        QString why;
        const QByteArray state = readFile(kCorpus + QStringLiteral("/state-classic-clouds-prices"));
        std::unique_ptr<Game> game =
            Game::fromJson(m_classic, body(state).value(QStringLiteral("state")).toObject(), &why);
        QVERIFY2(game, qPrintable(why));
        QCOMPARE(game->level().clouds.size(), 2);
        QCOMPARE(game->level().clouds.first().status, StatusKind::Burning);
        QCOMPARE(game->level().items.first().price, qint64(35));
        for (const char *name : {"save-classic-clouds", "save-classic-prices"}) {
            const QByteArray bytes = readFile(kCorpus + u'/' + QLatin1String(name));
            QVERIFY(!take(bytes, why));
            QVERIFY2(why.contains(QStringLiteral("do not lead to the saved state")),
                     qPrintable(why));
            std::unique_ptr<Game> alone = Game::fromJson(
                m_classic, body(bytes).value(QStringLiteral("state")).toObject(), &why);
            QVERIFY2(alone, qPrintable(name + (u' ' + why)));
        }
    }

    // A save the current build wrote (tools/make-save-corpus.py: classic at seed 5) loads
    // whole; the older files of the corpus are refused at /version or /packHash, so the fuzzer
    // gets past those only by mutation.
    void theCurrentSaveLoads() {
        QString why;
        QVERIFY2(take(readFile(kCorpus + QStringLiteral("/save-classic-current")), why),
                 qPrintable(why));
    }

    // Classic has no locked door: a save naming one unlocked is refused at that path.
    void unlockedDoorsAreChecked() {
        QString why;
        const QByteArray bytes = readFile(kCorpus + QStringLiteral("/save-classic-unlocked-doors"));
        QVERIFY(!take(bytes, why));
        QVERIFY2(why.contains(QStringLiteral("/unlockedDoors/0")) &&
                     why.contains(QStringLiteral("not a locked door")),
                 qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
