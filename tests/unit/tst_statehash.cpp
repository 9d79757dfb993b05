// The state hash (engine/StateHash.h): XXH64 as the reference library computes it, a hash that
// sees every field a save stores, the log's running hash, and the version-2 replays that were
// recorded with the old hash and are still proved with it.
#include "PackFixture.h"
#include "data/PackLoader.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/StateHash.h"
#include "random/Rng.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace pd;

namespace {

const Pack &classic() {
    static const auto pack = test::loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR "/classic"));
    return *pack;
}

// Classic seed 3 after `turns` turns of walking about (fights, pickups, a few levels).
std::unique_ptr<Game> walked(int turns, std::uint64_t seed = 3) {
    auto game = std::make_unique<Game>(classic(), seed, QStringLiteral("Ada"));
    Rng rng = Rng::forStream(seed, u"tst-statehash");
    for (int i = 0; i < turns && !game->isOver(); ++i) {
        if (game->level().level.map.at(game->state().hero.pos) == Tile::StairsDown)
            game->submit(Command::of(Command::Kind::Descend));
        else
            game->submit(Command::move(kDirections[rng.below(8)]));
    }
    game->takeEvents();
    return game;
}

// Every number and flag in a JSON tree, by JSON pointer.
void leaves(const QJsonValue &v, const QString &pointer, QStringList &out) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            leaves(it.value(), pointer + u'/' + it.key(), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            leaves(a[i], pointer + u'/' + QString::number(i), out);
    } else if (v.isDouble() || v.isBool()) {
        out << pointer;
    }
}

QJsonValue changed(const QJsonValue &v, QStringList path) {
    if (path.isEmpty())
        return v.isBool() ? QJsonValue(!v.toBool()) : QJsonValue(v.toDouble() + 1);
    const QString key = path.takeFirst();
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        o.insert(key, changed(o.value(key), path));
        return o;
    }
    QJsonArray a = v.toArray();
    a[key.toInt()] = changed(a[key.toInt()], path);
    return a;
}

} // namespace

class TestStateHash : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void xxh64_data();
    void xxh64();
    void xxh64InPieces();
    void hashIsSixteenHexDigits();
    void everySavedNumberAndFlagCounts();
    void theLogsRunningHashIsItsEntries();
    void aLoadedGameHashesAsItWas();
    void queriesLeaveTheHashAlone();
    void anOlderReplayIsRefusedByName();
    void aReplayThatEndsElsewhereIsRefused();
    void aReplayOfAFutureVersionIsRefused();
    void packHashSeesEveryChangeAfterItIsKept();
};

void TestStateHash::xxh64_data() {
    // From the reference implementation (libxxhash 0.8.1) over bytes (i * 7 + 3) mod 256.
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("expected");
    QTest::newRow("empty") << 0 << quint64(0) << quint64(0xef46db3751d8e999ULL);
    QTest::newRow("1") << 1 << quint64(0) << quint64(0x1f25c8d0bc1f4bb6ULL);
    QTest::newRow("3") << 3 << quint64(0) << quint64(0x31d2363f52e564c9ULL);
    QTest::newRow("4") << 4 << quint64(0) << quint64(0x9bb64b7d66ee9fdaULL);
    QTest::newRow("8") << 8 << quint64(0) << quint64(0xdab99d95c6f90092ULL);
    QTest::newRow("14") << 14 << quint64(0) << quint64(0xc7f1d4d0acfa5a14ULL);
    QTest::newRow("31") << 31 << quint64(0) << quint64(0xa2aa5f33cc4a6119ULL);
    QTest::newRow("32") << 32 << quint64(0) << quint64(0x23c3c17ef790fd97ULL);
    QTest::newRow("33") << 33 << quint64(0) << quint64(0x50a7cfc7ba588784ULL);
    QTest::newRow("64") << 64 << quint64(0) << quint64(0x0eb64b3ef6eeb01fULL);
    QTest::newRow("100") << 100 << quint64(0) << quint64(0xa61f8d4c170fe531ULL);
    QTest::newRow("200") << 200 << quint64(0) << quint64(0xa6cb3c09bc829b24ULL);
    QTest::newRow("empty, seed 1") << 0 << quint64(1) << quint64(0xd5afba1336a3be4bULL);
    QTest::newRow("37, big seed") << 37 << quint64(0x9E3779B97F4A7C15ULL)
                                  << quint64(0x75d0895f8692539fULL);
}

void TestStateHash::xxh64() {
    QFETCH(int, size);
    QFETCH(quint64, seed);
    QFETCH(quint64, expected);
    QByteArray data;
    for (int i = 0; i < size; ++i)
        data.append(char((i * 7 + 3) % 256));
    QCOMPARE(quint64(Xxh64::of(data.constData(), std::size_t(size), seed)), expected);
    QCOMPARE(quint64(Xxh64::of("abc", 3)), quint64(0x44bc2cf5ad770999ULL));
}

// Fed in pieces of every size, the hash is the one of the whole.
void TestStateHash::xxh64InPieces() {
    QByteArray data;
    for (int i = 0; i < 200; ++i)
        data.append(char((i * 7 + 3) % 256));
    for (int piece = 1; piece <= 70; ++piece) {
        Xxh64 h;
        for (int at = 0; at < data.size(); at += piece)
            h.add(data.constData() + at, std::size_t(std::min<qsizetype>(piece, data.size() - at)));
        QCOMPARE(quint64(h.digest()), quint64(0xa6cb3c09bc829b24ULL));
    }
}

void TestStateHash::hashIsSixteenHexDigits() {
    const auto game = walked(30);
    QVERIFY(
        QRegularExpression(QStringLiteral("^[0-9a-f]{16}$")).match(game->stateHash()).hasMatch());
}

// Change any number or flag of a saved state (one at a time): a state that still loads, and
// differs, hashes differently. So the binary form leaves out nothing a save keeps.
void TestStateHash::everySavedNumberAndFlagCounts() {
    const auto game = walked(120);
    const QJsonObject state = game->toJson();
    QStringList pointers;
    leaves(state, QString(), pointers);
    QVERIFY(pointers.size() > 100);
    const QString hash = game->stateHash();
    int loaded = 0;
    for (const QString &pointer : std::as_const(pointers)) {
        if (pointer == QLatin1String("/format"))
            continue;
        const QJsonObject edited = changed(state, pointer.mid(1).split(u'/')).toObject();
        const auto other = Game::fromJson(classic(), edited);
        if (!other || other->toJson() == state)
            continue; // refused, or the change does not survive loading
        ++loaded;
        QVERIFY2(other->stateHash() != hash, qPrintable(pointer));
    }
    QVERIFY2(loaded > pointers.size() / 2, qPrintable(QString::number(loaded)));
}

// The running hash of a long game's log (entries dropped past GameState::kMaxLog) is the hash
// of the entries it keeps, made afresh.
void TestStateHash::theLogsRunningHashIsItsEntries() {
    const auto game = walked(300);
    for (int i = 0; i < 700 && game->state().log.size() < GameState::kMaxLog; ++i)
        game->submit(Command::of(Command::Kind::Defend)); // a turn with a line: the guard raised
    QCOMPARE(game->state().log.size(), GameState::kMaxLog);
    GameState fresh;
    fresh.setLog(game->state().log);
    QCOMPARE(quint64(fresh.logHash()), quint64(game->state().logHash()));
    GameState one;
    for (const LogEntry &e : game->state().log)
        one.appendLog(e);
    QCOMPARE(quint64(one.logHash()), quint64(game->state().logHash()));
    // A different entry anywhere makes a different hash.
    QList<LogEntry> log = game->state().log;
    log[GameState::kMaxLog / 2].turn += 1;
    fresh.setLog(log);
    QVERIFY(fresh.logHash() != game->state().logHash());
}

void TestStateHash::aLoadedGameHashesAsItWas() {
    for (int turns : {0, 40, 700}) {
        const auto game = walked(turns, 11);
        const auto loaded = Game::fromJson(classic(), game->toJson());
        QVERIFY(loaded);
        QCOMPARE(loaded->stateHash(), game->stateHash());
    }
}

void TestStateHash::queriesLeaveTheHashAlone() {
    const auto game = walked(60);
    const QString hash = game->stateHash();
    QCOMPARE(game->stateHash(), hash); // the history's running hash is cached, not changed
    const Game copy = *game;
    QCOMPARE(copy.stateHash(), hash);
}

// A replay recorded by the previous release (version 2, its command line's own file): the rules
// of play and the state hash changed since, so it is refused by name, with the version it has
// and the one this build reads.
void TestStateHash::anOlderReplayIsRefusedByName() {
    Diagnostics d;
    QVERIFY(!Replay::read(QStringLiteral(PD_TEST_DATA_DIR "/replays/minimal-v2.replay"), d));
    const QString message = d.toStringList().join(u'\n');
    QVERIFY2(message.contains(QStringLiteral("minimal-v2.replay")) &&
                 message.contains(QStringLiteral("/version")) &&
                 message.contains(QStringLiteral("replay version 2 comes from an older build")) &&
                 message.contains(QStringLiteral("this build reads version 3")),
             qPrintable(message));
}

void TestStateHash::aReplayThatEndsElsewhereIsRefused() {
    const auto game = walked(25);
    Replay r = Replay::of(*game, QStringLiteral("data/classic"));
    QCOMPARE(r.version, Replay::kVersion);
    QCOMPARE(r.stateHash, game->stateHash());
    QString error;
    QVERIFY2(r.proves(*game, &error), qPrintable(error));
    r.stateHash = QStringLiteral("0123456789abcdef");
    QVERIFY(!r.proves(*game, &error));
    QVERIFY2(error.contains(game->stateHash()) && error.contains(QStringLiteral("diverged")),
             qPrintable(error));
}

void TestStateHash::aReplayOfAFutureVersionIsRefused() {
    QTemporaryDir dir;
    const auto game = walked(10);
    Replay r = Replay::of(*game, QStringLiteral("data/classic"));
    const QString path = dir.filePath(QStringLiteral("future.replay"));
    QString error;
    QVERIFY2(r.write(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    QVERIFY(text.contains("\"version\": 3"));
    text.replace("\"version\": 3", "\"version\": 9");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();
    Diagnostics d;
    QVERIFY(!Replay::read(path, d));
    const QString message = d.toStringList().join(u'\n');
    QVERIFY2(message.contains(QStringLiteral("replay version 9 is not supported")),
             qPrintable(message));
}

// Pack::contentHash keeps the last packs' hashes: a pack changed after its hash was kept (a
// record, a list, the ruleset, the manifest), in place or in a copy, hashes as a pack loaded
// with that change would, never as the kept one.
void TestStateHash::packHashSeesEveryChangeAfterItIsKept() {
    Pack pack = classic();
    const QByteArray original = pack.contentHash();
    QCOMPARE(pack.contentHash(), original);
    const auto fresh = [](const Pack &p) {
        return QCryptographicHash::hash(QJsonDocument(p.toJson()).toJson(QJsonDocument::Compact),
                                        QCryptographicHash::Sha256)
            .toHex();
    };
    QCOMPARE(original, fresh(pack));
    const std::vector<std::function<void(Pack &)>> changes = {
        [](Pack &p) { p.monsters[0].speed += 1; },
        [](Pack &p) { p.items.removeLast(); },
        [](Pack &p) { p.tables[2].id += QStringLiteral("x"); },
        [](Pack &p) { p.spells[0].mp += 1; },
        [](Pack &p) { p.traps[0].id += QStringLiteral("x"); },
        [](Pack &p) { p.ruleset.fovRadius += 1; },
        [](Pack &p) { p.manifest.name += QStringLiteral("x"); },
    };
    for (std::size_t i = 0; i < changes.size(); ++i) {
        Pack changed = pack; // a copy shares the lists until it changes them
        changes[i](changed);
        const QByteArray h = changed.contentHash();
        QVERIFY2(h != original, qPrintable(QString::number(i)));
        QCOMPARE(h, fresh(changed));
        changes[i](pack); // in place, in the very object that was hashed
        QCOMPARE(pack.contentHash(), fresh(pack));
        QVERIFY(pack.contentHash() != original);
        pack = classic();
        QCOMPARE(pack.contentHash(), original);
    }
}

QTEST_GUILESS_MAIN(TestStateHash)
#include "tst_statehash.moc"
