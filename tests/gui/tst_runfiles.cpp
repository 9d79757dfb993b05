// The run's files when the disk fails, and when a second copy of the program holds the run
// (issue: "nothing lost on a full disk, a read-only folder or a second copy"). The disk is
// made to fail by tests/faults (write, fsync, rename, link and open under the data folder fail
// with ENOSPC); the second copy is a child process that holds the run's lock.
#include "EditorTest.h"
#include "FileFaults.h"
#include "GuiTest.h"

#include "MainWindow.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "files/AtomicFile.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/RunSlot.h"
#include "game/SaveBanner.h"
#include "game/SaveWriter.h"
#include "view/MapView.h"

#include <QAbstractButton>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cerrno>

using namespace pd;

namespace {

QString packDir(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

QByteArray bytesOf(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Plays `turns` turns of waiting-or-walking (whatever the game takes).
void play(GameSession &session, int turns) {
    const Direction dirs[] = {Direction::N, Direction::E, Direction::S, Direction::W};
    for (int i = 0, played = 0; played < turns && i < turns * 8; ++i) {
        if (!session.game() || session.game()->isOver())
            return;
        if (session.submit(Command::move(dirs[i % 4])) ||
            session.submit(Command::of(Command::Kind::Wait)))
            ++played;
    }
}

// Clicks the button named `button` of the next box named `box`; counts the boxes seen.
struct BoxAnswer {
    QStringList buttons; // one per box, in turn
    int seen = 0;
    QTimer timer;
    explicit BoxAnswer(const QString &box, QStringList answers)
        : buttons(std::move(answers)) {
        QObject::connect(&timer, &QTimer::timeout, [this, box] {
            auto *modal = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!modal || modal->objectName() != box || seen >= buttons.size())
                return;
            texts << modal->text() + u'\n' + modal->informativeText();
            const QString name = buttons.at(seen++);
            if (auto *b = modal->findChild<QAbstractButton *>(name))
                b->click();
        });
        timer.start(10);
    }
    QStringList texts;
};

} // namespace

class TestRunFiles : public QObject {
    Q_OBJECT

    const QString m_full = systemReason(ENOSPC);

private Q_SLOTS:
    void initTestCase() { test::isolateSettings("RunFilesTest"); }
    void cleanup() {
        pd_faults_disarm();
        RunSlot::release();
    }

    // The autosave's writer: writes in the order asked, a write waiting to begin is replaced by
    // a newer one, wait() returns with every result reported, and a full disk is reported with
    // the file and the reason while the file keeps its last good save.
    void saveWriterKeepsOrderAndReportsFailures() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/writer.save.json"));
        Diagnostics pd;
        const Pack classic = PackLoader::load(packDir("classic"), pd);
        Game game(classic, 99, QStringLiteral("Wri"));
        SaveWriter writer;
        QList<int> turns;
        QList<bool> oks;
        QStringList errors;
        connect(&writer, &SaveWriter::written, this, [&](int turn, bool ok, const QString &error) {
            turns << turn;
            oks << ok;
            errors << error;
        });
        for (int i = 0; i < 6; ++i) {
            QVERIFY(game.submit(Command::of(Command::Kind::Wait)));
            writer.write(SaveGame::snapshot(game, QStringLiteral("data/classic")), path,
                         QFileInfo(path).path(), game.state().turn);
        }
        QVERIFY(writer.isBusy() || !turns.isEmpty());
        writer.wait();
        QVERIFY(!writer.isBusy());
        QVERIFY(!turns.isEmpty());
        QCOMPARE(turns.last(), game.state().turn); // the newest is always written
        for (qsizetype i = 1; i < turns.size(); ++i)
            QVERIFY(turns[i - 1] < turns[i]); // in order, none twice
        QVERIFY(!oks.contains(false));
        Diagnostics d;
        auto loaded = SaveGame::read(classic, path, d);
        QVERIFY(loaded);
        QCOMPARE(loaded->stateHash(), game.stateHash());
        const QByteArray good = bytesOf(path);

        // A full disk: reported on the window thread, the last good save untouched.
        QVERIFY(game.submit(Command::of(Command::Kind::Wait)));
        turns.clear();
        pd_faults_arm(qPrintable(dir.path()), PD_FAULT_ANY, 1, ENOSPC, 1000);
        writer.write(SaveGame::snapshot(game, QStringLiteral("data/classic")), path,
                     QFileInfo(path).path(), game.state().turn);
        writer.wait();
        pd_faults_disarm();
        QCOMPARE(turns, QList<int>{game.state().turn});
        QVERIFY(!oks.last());
        QVERIFY2(errors.last().contains(m_full) && errors.last().contains(path),
                 qPrintable(errors.last()));
        QCOMPARE(bytesOf(path), good);
    }

    // A full disk while playing: a banner over the map says so and goes when a save works.
    void aFailingAutosaveShowsABanner() {
        QDir(GameSession::dataDir()).removeRecursively();
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("7"), QStringLiteral("Ada")));
        play(tab.session(), 3);
        QVERIFY(tab.session().keep());
        auto *banner = tab.findChild<SaveBanner *>(QStringLiteral("SaveBanner"));
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());

        pd_faults_arm(qPrintable(GameSession::dataDir()), PD_FAULT_ANY, 1, ENOSPC, 1);
        play(tab.session(), GameSession::autosaveTurns() + 2);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(m_full), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(GameSession::savePath()) ||
                     banner->text().contains(QStringLiteral("replay")),
                 qPrintable(banner->text()));
        const int kept = tab.session().keptTurn();
        QVERIFY(kept < tab.session().game()->state().turn);
        QVERIFY2(banner->text().contains(QString::number(kept + 1)), qPrintable(banner->text()));

        // Space again: the next turn writes the replay, and the save is tried at once.
        pd_faults_disarm();
        play(tab.session(), 1);
        QTRY_VERIFY(!banner->isVisible());
        QVERIFY(tab.session().isKept());
    }

    // Save and quit on a full disk never closes without a word: try again, quit without
    // saving (naming the turns lost), or keep playing.
    void saveAndQuitOnAFullDiskAsks() {
        QDir(GameSession::dataDir()).removeRecursively();
        MainWindow window;
        window.show();
        GameTab &tab = *window.gameTab();
        GameSession &session = tab.session();
        QVERIFY(session.start(packDir("classic"), QStringLiteral("7"), QStringLiteral("Ada")));
        play(session, 4);
        QVERIFY(session.keep());
        const QByteArray saved = bytesOf(GameSession::savePath());
        QVERIFY(!saved.isEmpty());
        const int keptAt = session.game()->state().turn;

        pd_faults_arm(qPrintable(GameSession::dataDir()), PD_FAULT_ANY, 1, ENOSPC, 1);
        play(session, 6);
        const int now = session.game()->state().turn;
        {
            // Keep playing: the window stays.
            BoxAnswer answer(QStringLiteral("RunNotSavedBox"),
                             {QStringLiteral("KeepPlayingButton")});
            QVERIFY(!window.close());
            QCOMPARE(answer.seen, 1);
            QVERIFY(window.isVisible());
            QVERIFY2(answer.texts.first().contains(m_full), qPrintable(answer.texts.first()));
            QVERIFY2(
                answer.texts.first().contains(QStringLiteral("%1–%2").arg(keptAt + 1).arg(now)),
                qPrintable(answer.texts.first()));
        }
        {
            // Try again while the disk is still full: asked again; then quit without saving.
            BoxAnswer answer(QStringLiteral("RunNotSavedBox"),
                             {QStringLiteral("TryAgainButton"), QStringLiteral("LeaveButton")});
            QVERIFY(window.close());
            QCOMPARE(answer.seen, 2);
        }
        pd_faults_disarm();
        QCOMPARE(bytesOf(GameSession::savePath()), saved); // the old save, byte for byte
    }

    void tryAgainSavesOnceThereIsSpace() {
        QDir(GameSession::dataDir()).removeRecursively();
        MainWindow window;
        window.show();
        GameSession &session = window.gameTab()->session();
        QVERIFY(session.start(packDir("classic"), QStringLiteral("8"), QStringLiteral("Bo")));
        play(session, 3);
        pd_faults_arm(qPrintable(GameSession::dataDir()), PD_FAULT_ANY, 1, ENOSPC, 1);
        play(session, 3);
        const int now = session.game()->state().turn;
        // The first box: space is made (the seam disarmed), then Try again.
        QTimer timer;
        int seen = 0;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("RunNotSavedBox"))
                return;
            ++seen;
            pd_faults_disarm();
            box->findChild<QAbstractButton *>(QStringLiteral("TryAgainButton"))->click();
        });
        timer.start(10);
        QVERIFY(window.close());
        QCOMPARE(seen, 1);
        Diagnostics d;
        QString packId, packPath;
        QVERIFY(SaveGame::peekPack(GameSession::savePath(), packId, packPath, d));
        const Pack pack = PackLoader::load(packDir("classic"), d);
        const auto game = SaveGame::read(pack, GameSession::savePath(), d);
        QVERIFY(game);
        QCOMPARE(game->state().turn, now);
    }

    // A second copy of the program holds the saved run: this one says so, and offers a new
    // run, watching that one as it is played (read-only), or quitting.
    void aSecondCopyDoesNotPlayTheSameRun() {
        QDir(GameSession::dataDir()).removeRecursively();
        QSettings().clear();
        // A saved run in the first place, as the first copy left it.
        {
            GameSession first;
            QVERIFY(first.start(packDir("classic"), QStringLiteral("9"), QStringLiteral("Cy")));
            play(first, 5);
            QVERIFY(first.keep());
            QCOMPARE(RunSlot::index(), 0);
        }
        const QString replay = QSettings().value(QStringLiteral("run/replay")).toString();
        QVERIFY(QFileInfo::exists(replay));
        RunSlot::release();

        // The first copy, still running: it holds the run.
        QProcess other;
        other.start(QStringLiteral(PD_LOCK_CHILD_PATH), {RunSlot::lockPath(0)});
        QVERIFY(other.waitForReadyRead(10000));
        QCOMPARE(other.readAll().trimmed(), QByteArray("locked"));
        qint64 pid = 0;
        QVERIFY(RunSlot::isHeldElsewhere(0, &pid));
        QCOMPARE(pid, other.processId());

        {
            MainWindow window;
            window.show();
            BoxAnswer answer(QStringLiteral("RunElsewhereBox"), {QStringLiteral("WatchButton")});
            window.startUp();
            QCOMPARE(answer.seen, 1);
            QVERIFY2(answer.texts.first().contains(QString::number(pid)),
                     qPrintable(answer.texts.first()));
            GameSession &session = window.gameTab()->session();
            QVERIFY(session.isWatching());
            QCOMPARE(session.game()->state().turn, 5);
            QVERIFY(RunSlot::index() != 0); // this copy holds a place of its own

            // The other copy plays on: its replay grows, and the watching window follows.
            Diagnostics d;
            const Pack pack = PackLoader::load(packDir("classic"), d);
            const std::optional<Replay> recorded = Replay::read(replay, d);
            QVERIFY(recorded);
            std::unique_ptr<Game> further = recorded->run(pack);
            QVERIFY(further);
            const Direction dirs[] = {Direction::S, Direction::W, Direction::N, Direction::E};
            for (int i = 0; further->state().turn < 8 && i < 40; ++i)
                if (!further->submit(Command::move(dirs[i % 4])))
                    further->submit(Command::of(Command::Kind::Wait));
            Replay more = Replay::of(*further, packDir("classic"));
            QVERIFY(more.write(replay, nullptr));
            QTRY_COMPARE(session.game()->state().turn, further->state().turn);
            // Nothing was written by the watching window.
            QVERIFY(!QFileInfo::exists(RunSlot::savePath(RunSlot::index())));
            QVERIFY(window.close());
        }

        // The first copy is killed: its lock names a dead process, and the run is free.
        other.kill();
        QVERIFY(other.waitForFinished());
        QVERIFY(QFileInfo::exists(RunSlot::lockPath(0)));
        QVERIFY(!RunSlot::isHeldElsewhere(0));
        RunSlot::release();
        QCOMPARE(RunSlot::index(), 0); // the place with a run waiting
        QVERIFY(GameSession::hasSave());
    }

    void quitWhenTheRunIsOpenElsewhere() {
        QDir(GameSession::dataDir()).removeRecursively();
        QSettings().clear();
        {
            GameSession first;
            QVERIFY(first.start(packDir("classic"), QStringLiteral("9"), QStringLiteral("Cy")));
            play(first, 2);
            QVERIFY(first.keep());
        }
        RunSlot::release();
        QProcess other;
        other.start(QStringLiteral(PD_LOCK_CHILD_PATH), {RunSlot::lockPath(0)});
        QVERIFY(other.waitForReadyRead(10000));
        MainWindow window;
        window.show();
        BoxAnswer answer(QStringLiteral("RunElsewhereBox"), {QStringLiteral("QuitButton")});
        window.startUp();
        QCOMPARE(answer.seen, 1);
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(!window.gameTab()->session().isActive());
        other.closeWriteChannel();
        QVERIFY(other.waitForFinished());
    }
};

QTEST_MAIN(TestRunFiles)
#include "tst_runfiles.moc"
