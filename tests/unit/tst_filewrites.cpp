// Every writer of the program on a disk that fails (SPEC §3, "every write is checked"): the
// C library's write, fsync, rename, link and open are made to fail (tests/faults) at each call
// a writer makes in turn, with ENOSPC, EACCES and EIO, once or from then on. After each
// failure the folder must hold exactly what it held before (the old file byte-identical, no
// temporary left) and the error must name the file and the system's reason; a write that
// succeeds despite a fault (a sync Qt makes and ignores after ours) must have put the whole new
// file in place. A real full disk (a small tmpfs) is tried where the machine lets a test mount
// one.
#include "CliRun.h"
#include "FileFaults.h"

#include "data/PackArchive.h"
#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/PackSaveJournal.h"
#include "data/PackTemplate.h"
#include "engine/Game.h"
#include "engine/HighScores.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "files/AtomicFile.h"
#include "files/FileLock.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstring>
#include <functional>
#include <map>

using namespace pd;

namespace {

using Snapshot = std::map<QString, QByteArray>; // relative path -> bytes ("/" for folders)

Snapshot snapshot(const QString &folder) {
    Snapshot out;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = QDir(folder).relativeFilePath(path);
        if (it.fileInfo().isDir()) {
            out[rel + u'/'] = QByteArray();
        } else {
            QFile f(path);
            out[rel] = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
        }
    }
    return out;
}

void restore(const QString &folder, const Snapshot &snap) {
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    for (const auto &[rel, bytes] : snap) {
        if (rel.endsWith(u'/')) {
            QDir(folder).mkpath(rel);
            continue;
        }
        QDir().mkpath(QFileInfo(folder + u'/' + rel).absolutePath());
        QFile f(folder + u'/' + rel);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    }
}

QString listed(const Snapshot &a, const Snapshot &b) {
    QStringList out;
    for (const auto &[k, v] : a)
        if (!b.count(k))
            out << QStringLiteral("+") + k;
        else if (b.at(k) != v)
            out << QStringLiteral("~") + k;
    for (const auto &[k, v] : b)
        if (!a.count(k))
            out << QStringLiteral("-") + k;
    return out.join(QStringLiteral(", "));
}

// Makes the file at `path` a minute old, as a lock file a kill left long ago.
bool ageOf(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::Append) && f.setFileTime(QDateTime::currentDateTime().addSecs(-60),
                                                      QFileDevice::FileModificationTime);
}

QString reasonOf(int err) {
    return systemReason(err);
}

const char *const kPack = PD_TEST_PACKS_DIR "/classic";

const Pack &classic() {
    static const Pack pack = [] {
        Diagnostics d;
        return PackLoader::load(QString::fromUtf8(kPack), d);
    }();
    return pack;
}

std::unique_ptr<Game> gameOfSomeTurns(int turns) {
    auto game = std::make_unique<Game>(classic(), 7, QStringLiteral("Ada"));
    const Direction dirs[] = {Direction::N, Direction::E, Direction::S, Direction::W};
    for (int i = 0; i < turns && !game->isOver(); ++i)
        game->submit(Command::move(dirs[i % 4]));
    return game;
}

} // namespace

class TestFileWrites : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_small; // a small pack (the empty one, a sound and a translation) to copy and zip

    // Runs `write` once with every call it makes under `folder` failing in turn (with `err`;
    // `sticky`: that call and every later one), from `before` each time, and checks the
    // outcome. `after` is what a write without faults leaves. A write that failed must leave
    // `before` (or, for a pack save stopped after its journal, what the next open finishes:
    // `after`), and an error naming `named` and the reason. Returns how many points were tried.
    int everyFailurePoint(const QString &folder, const Snapshot &before, const Snapshot &after,
                          int err, bool sticky, const QString &named,
                          const std::function<bool(QString *)> &write) {
        int points = 0;
        for (int n = 1; n < 400; ++n) {
            restore(folder, before);
            QString error;
            pd_faults_arm(qPrintable(folder), PD_FAULT_ANY, n, err, sticky ? 1 : 0);
            const bool ok = write(&error);
            const int fired = pd_faults_fired();
            pd_faults_disarm();
            if (fired == 0) {
                [&] {
                    QVERIFY2(ok, qPrintable(error));
                    QCOMPARE(listed(snapshot(folder), after), QString());
                }();
                return points;
            }
            ++points;
            const Snapshot now = snapshot(folder);
            const QString where =
                QStringLiteral("failure at call %1 (%2%3): ")
                    .arg(n)
                    .arg(reasonOf(err), sticky ? QStringLiteral(", sticky") : QString());
            if (ok) {
                if (now != after) {
                    qWarning().noquote()
                        << where << "reported success but left" << listed(now, after);
                    return -1;
                }
                continue;
            }
            if (!error.contains(reasonOf(err)) || !error.contains(named)) {
                qWarning().noquote()
                    << where << "the error does not name" << named << "and the reason:" << error;
                return -1;
            }
            if (now == before)
                continue;
            // A pack save stopped after its journal is finished by the next open.
            if (QFileInfo::exists(folder + u'/' + PackSaveJournal::journalName()) ||
                QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() > 0) {
                const QStringList sub = QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
                for (const QString &s : QStringList{QString()} + sub)
                    PackSaveJournal::recover(s.isEmpty() ? folder : folder + u'/' + s);
                if (snapshot(folder) == after)
                    continue;
            }
            qWarning().noquote() << where << "the folder changed:" << listed(now, before)
                                 << "error:" << error;
            return -1;
        }
        qWarning() << "more than 400 calls";
        return -1;
    }

    // everyFailurePoint for a disk that fills up (once, and for good), a folder that cannot
    // be written, and a disk that fails once.
    void allFaults(const QString &folder, const Snapshot &before, const Snapshot &after,
                   const QString &named, const std::function<bool(QString *)> &write) {
        for (const auto &[err, sticky] : {std::pair{ENOSPC, false}, std::pair{ENOSPC, true},
                                          std::pair{EACCES, true}, std::pair{EIO, false}}) {
            const int points = everyFailurePoint(folder, before, after, err, sticky, named, write);
            QVERIFY2(points > 0,
                     qPrintable(QStringLiteral("%1 with %2%3")
                                    .arg(named, reasonOf(err),
                                         sticky ? QStringLiteral(" (sticky)") : QString())));
        }
    }

    // What `write` leaves when nothing fails, from `before`.
    Snapshot cleanRun(const QString &folder, const Snapshot &before,
                      const std::function<bool(QString *)> &write) {
        restore(folder, before);
        QString error;
        if (!write(&error))
            qWarning().noquote() << "without faults:" << error;
        return snapshot(folder);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_small = m_dir.filePath(QStringLiteral("small"));
        QString error;
        QVERIFY2(PackTemplate::create(m_small, QString(), &error), qPrintable(error));
        QDir(m_small).mkpath(QStringLiteral("sounds"));
        QDir(m_small).mkpath(QStringLiteral("translations"));
        for (const auto &[name, bytes] :
             {std::pair{QStringLiteral("sounds/hit.ogg"), QByteArray(3000, 's')},
              std::pair{QStringLiteral("translations/fr.json"),
                        QByteArray("{\"format\": 1, \"language\": \"fr\"}\n")}}) {
            QFile f(m_small + u'/' + name);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        }
    }

    // The seam itself: without it every test below would pass for nothing.
    void theSeamMakesTheDiskFail() {
        const QString folder = m_dir.filePath(QStringLiteral("seam"));
        QDir().mkpath(folder);
        pd_faults_arm(qPrintable(folder), PD_FAULT_WRITE, 1, ENOSPC, 1);
        QFile f(folder + QStringLiteral("/a.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("some bytes");
        QVERIFY(!f.flush());
        pd_faults_disarm();
        QCOMPARE(f.errorString(), reasonOf(ENOSPC));
        QCOMPARE(pd_faults_fired(), 1);
        // Other folders are not touched.
        pd_faults_arm(qPrintable(folder), PD_FAULT_ANY, 1, ENOSPC, 1);
        QFile g(m_dir.filePath(QStringLiteral("elsewhere.txt")));
        QVERIFY(g.open(QIODevice::WriteOnly) && g.write("x") == 1 && g.flush());
        QCOMPARE(pd_faults_calls(), 0);
        pd_faults_disarm();
    }

    // The bug the issue saw: a buffered write that fails at the flush inside commit().
    void aFullDiskIsNeverReportedAsWritten() {
        const QString folder = m_dir.filePath(QStringLiteral("full"));
        QDir().mkpath(folder);
        const QString path = folder + QStringLiteral("/run.save");
        QVERIFY(AtomicFile::write(path, QByteArray(7940, 'o'), nullptr));
        pd_faults_arm(qPrintable(folder), PD_FAULT_WRITE, 1, ENOSPC, 1);
        QString error;
        const bool ok = AtomicFile::write(path, QByteArray(3000, 'n'), &error);
        pd_faults_disarm();
        QVERIFY(!ok);
        QCOMPARE(error, path + QStringLiteral(": ") + reasonOf(ENOSPC));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(7940, 'o'));
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void atomicFile_data() {
        QTest::addColumn<int>("size");
        QTest::newRow("small (buffered, written at the flush)") << 300;
        QTest::newRow("large (written straight through)") << 200 * 1024;
    }
    void atomicFile() {
        QFETCH(int, size);
        const QString folder = m_dir.filePath(QStringLiteral("atomic"));
        const QString path = folder + QStringLiteral("/file.json");
        const QByteArray bytes(size, 'n');
        const Snapshot before = {{QStringLiteral("file.json"), QByteArray("old bytes")}};
        const auto write = [&](QString *e) { return AtomicFile::write(path, bytes, e); };
        allFaults(folder, before, cleanRun(folder, before, write), path, write);
    }

    void atomicCopy() {
        const QString folder = m_dir.filePath(QStringLiteral("copy"));
        const QString from = m_dir.filePath(QStringLiteral("copy-source.ogg"));
        QFile src(from);
        QVERIFY(src.open(QIODevice::WriteOnly) && src.write(QByteArray(150000, 's')) > 0);
        src.close();
        const Snapshot before = {{QStringLiteral("sounds/"), {}},
                                 {QStringLiteral("sounds/hit.ogg"), QByteArray("old")}};
        const QString to = folder + QStringLiteral("/sounds/hit.ogg");
        const auto write = [&](QString *e) { return AtomicFile::copy(from, to, e); };
        allFaults(folder, before, cleanRun(folder, before, write), to, write);
    }

    void gameSave() {
        const QString folder = m_dir.filePath(QStringLiteral("save"));
        const QString path = folder + QStringLiteral("/current.save");
        const auto old = gameOfSomeTurns(5);
        const auto game = gameOfSomeTurns(40);
        QString error;
        QDir().mkpath(folder);
        QVERIFY2(SaveGame::write(*old, path, QString::fromUtf8(kPack), &error), qPrintable(error));
        const Snapshot before = snapshot(folder);
        const auto write = [&](QString *e) {
            return SaveGame::write(*game, path, QString::fromUtf8(kPack), e);
        };
        allFaults(folder, before, cleanRun(folder, before, write), path, write);
    }

    void replayAndScores() {
        const QString folder = m_dir.filePath(QStringLiteral("replay"));
        const QString replayPath = folder + QStringLiteral("/run.replay");
        const QString scoresPath = folder + QStringLiteral("/scores.json");
        const auto game = gameOfSomeTurns(30);
        const Snapshot before = {{QStringLiteral("run.replay"), QByteArray("{\"old\": 1}")},
                                 {QStringLiteral("scores.json"), QByteArray("{\"old\": 2}")}};
        const Replay replay = Replay::of(*game, QString::fromUtf8(kPack));
        const auto writeReplay = [&](QString *e) { return replay.write(replayPath, e); };
        allFaults(folder, before, cleanRun(folder, before, writeReplay), replayPath, writeReplay);
        HighScores scores;
        scores.insert(HighScores::entryFor(game->summary(), QStringLiteral("classic"),
                                           QStringLiteral("7"), QDateTime::currentDateTimeUtc()));
        const auto writeScores = [&](QString *e) { return scores.save(scoresPath, e); };
        allFaults(folder, before, cleanRun(folder, before, writeScores), scoresPath, writeScores);
    }

    // The editor's save: several files, translations among them, all or nothing.
    void packSave() {
        const QString folder = m_dir.filePath(QStringLiteral("pack"));
        QString error;
        QDir(folder).removeRecursively();
        QVERIFY2(PackTemplate::create(folder, m_small, &error), qPrintable(error));
        const Snapshot before = snapshot(folder);
        QList<std::pair<QString, QByteArray>> files;
        for (const QString &name : {QStringLiteral("items.json"), QStringLiteral("monsters.json"),
                                    QStringLiteral("translations/fr.json")})
            files.append({name, before.count(name) ? QByteArray(before.at(name) + "\n")
                                                   : QByteArray("{}\n")});
        const auto write = [&](QString *e) { return PackSaveJournal::save(folder, files, e); };
        allFaults(folder, before, cleanRun(folder, before, write), folder, write);
    }

    // pack new (--from): the folder is made whole or not at all.
    void packNew() {
        const QString parent = m_dir.filePath(QStringLiteral("new"));
        const QString folder = parent + QStringLiteral("/my-pack");
        const Snapshot before = {};
        const auto write = [&](QString *e) { return PackTemplate::create(folder, m_small, e); };
        allFaults(parent, before, cleanRun(parent, before, write), folder, write);
    }

    void packExportAndImport() {
        const QString folder = m_dir.filePath(QStringLiteral("zip"));
        const QString zip = folder + QStringLiteral("/classic.zip");
        const Snapshot before = {{QStringLiteral("classic.zip"), QByteArray("an old zip")}};
        const auto exportZip = [&](QString *e) {
            const PackArchive::Report r = PackArchive::exportPack(m_small, zip);
            if (!r.ok() && e)
                *e = r.problems.first().entry + QStringLiteral(": ") + r.problems.first().detail;
            return r.ok();
        };
        allFaults(folder, before, cleanRun(folder, before, exportZip), zip, exportZip);

        const QString source = m_dir.filePath(QStringLiteral("source.zip"));
        QVERIFY(PackArchive::exportPack(m_small, source).ok());
        const QString into = m_dir.filePath(QStringLiteral("import"));
        const auto importZip = [&](QString *e) {
            const PackArchive::Report r =
                PackArchive::importPack(source, into + QStringLiteral("/classic"));
            if (!r.ok() && e)
                *e = r.problems.first().entry + QStringLiteral(": ") + r.problems.first().detail;
            return r.ok();
        };
        // Which entry failed is named; the folder is the target's parent.
        const int points = everyFailurePoint(into, {}, cleanRun(into, {}, importZip), ENOSPC, true,
                                             QString(), importZip);
        QVERIFY(points > 0);
    }

    // The command line: exit 1, the file and the reason on stderr, the old file as it was.
    void commandLineOnAFullDisk() {
        const QString folder = m_dir.filePath(QStringLiteral("cli"));
        QDir().mkpath(folder);
        const QString commands = m_dir.filePath(QStringLiteral("moves.txt"));
        QFile c(commands);
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write("move n\nmove e\nmove s\nmove w\n");
        c.close();
        const QString save = folder + QStringLiteral("/run.save");
        test::Run r =
            test::cli({QStringLiteral("play"), QString::fromUtf8(kPack), QStringLiteral("--seed"),
                       QStringLiteral("7"), QStringLiteral("--commands"), commands,
                       QStringLiteral("--save"), save});
        QCOMPARE(r.code, 0);
        const Snapshot before = snapshot(folder);
        // The disk is full from the first call on (a file cannot even be made), or only its
        // writes fail (the file is made, its bytes do not fit: a tmpfs filled up).
        QString ops;
        const auto failing = [&](const QStringList &args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(PD_FAULTS_LIBRARY));
            env.insert(QStringLiteral("PD_FAULTS"),
                       folder + u':' + ops + QStringLiteral(":1:ENOSPC:sticky"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(PD_CLI_PATH), args);
            p.waitForFinished(120000);
            return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
        };
        const QString full = reasonOf(ENOSPC);
        const struct {
            QStringList args;
            QString file;
        } cases[] = {
            {{QStringLiteral("play"), QString::fromUtf8(kPack), QStringLiteral("--seed"),
              QStringLiteral("8"), QStringLiteral("--commands"), commands, QStringLiteral("--save"),
              save},
             save},
            {{QStringLiteral("play"), QString::fromUtf8(kPack), QStringLiteral("--seed"),
              QStringLiteral("8"), QStringLiteral("--commands"), commands,
              QStringLiteral("--record"), folder + QStringLiteral("/run.replay")},
             folder + QStringLiteral("/run.replay")},
            {{QStringLiteral("pack"), QStringLiteral("new"), folder + QStringLiteral("/copy"),
              QStringLiteral("--from"), QString::fromUtf8(kPack)},
             folder + QStringLiteral("/copy")},
            {{QStringLiteral("pack"), QStringLiteral("export"), QString::fromUtf8(kPack),
              folder + QStringLiteral("/classic.zip")},
             folder + QStringLiteral("/classic.zip")},
            {{QStringLiteral("generate"), QString::fromUtf8(kPack), QStringLiteral("--seed"),
              QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("json"),
              QStringLiteral("--out"), folder + QStringLiteral("/level.json")},
             folder + QStringLiteral("/level.json")},
            {{QStringLiteral("generate"), QString::fromUtf8(kPack), QStringLiteral("--seed"),
              QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("png"),
              QStringLiteral("--out"), folder + QStringLiteral("/level.png")},
             folder + QStringLiteral("/level.png")},
            {{QStringLiteral("catalog"), QString::fromUtf8(kPack), QStringLiteral("--seeds"),
              QStringLiteral("2"), QStringLiteral("--out"), folder + QStringLiteral("/cat.txt")},
             folder + QStringLiteral("/cat.txt")},
        };
        for (const QString &which : {QStringLiteral("any"), QStringLiteral("write")})
            for (const auto &c : cases) {
                ops = which;
                const auto [code, err] = failing(c.args);
                QVERIFY2(code == 1, qPrintable(c.args.join(u' ') + QStringLiteral(": exit ") +
                                               QString::number(code) + u' ' + err));
                QVERIFY2(err.contains(c.file) && err.contains(full),
                         qPrintable(c.args.join(u' ') + QStringLiteral(": ") + err));
                QCOMPARE(listed(snapshot(folder), before), QString());
            }
    }

    // A lock file a kill left empty, or one of a process that is gone, is taken over; a living
    // program's is not.
    void staleLocksAreTakenOver() {
        const QString folder = m_dir.filePath(QStringLiteral("locks"));
        QDir().mkpath(folder);
        const QString path = folder + QStringLiteral("/.pd-save.lock");
        QFile empty(path);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        // Young: a program may be writing its name into it right now.
        QVERIFY(!FileLock::removeIfStale(path));
        {
            FileLock lock(path);
            QCOMPARE(lock.tryLock(0), FileLock::Result::HeldElsewhere);
        }
        QVERIFY(ageOf(path));
        {
            FileLock lock(path);
            QCOMPARE(lock.tryLock(0), FileLock::Result::Locked);
        }
        QVERIFY(!QFileInfo::exists(path)); // unlocked: gone

        // A process that is gone: its lock names it.
        QProcess child;
        child.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("exit 0")});
        QVERIFY(child.waitForFinished());
        const qint64 deadPid = child.processId() ? child.processId() : 999999;
        QFile dead(path);
        QVERIFY(dead.open(QIODevice::WriteOnly));
        dead.write(QByteArray::number(deadPid ? deadPid : 999999) + "\npermadungeon\n" +
                   QSysInfo::machineHostName().toUtf8() + "\n");
        dead.close();
        QVERIFY(FileLock::removeIfStale(path));
        QVERIFY(!QFileInfo::exists(path));

        // A pack folder's save lock left by a kill goes at the next open.
        QVERIFY(dead.open(QIODevice::WriteOnly));
        dead.close();
        QVERIFY(ageOf(path));
        PackSaveJournal::recover(folder);
        QVERIFY(!QFileInfo::exists(path));

        // A living holder keeps it.
        FileLock mine(path);
        QCOMPARE(mine.tryLock(0), FileLock::Result::Locked);
        QVERIFY(!FileLock::removeIfStale(path));
        FileLock other(path);
        QCOMPARE(other.tryLock(0), FileLock::Result::HeldElsewhere);
        QCOMPARE(other.owner().pid, QCoreApplication::applicationPid());
    }

    // A real full disk: a small tmpfs filled until a pack's save has from three times what it
    // writes down to nothing left. Each save either wrote every file whole or left every file as it
    // was, and said which.
    void aRealFullDisk() {
        const QString mount = m_dir.filePath(QStringLiteral("tmpfs"));
        QDir().mkpath(mount);
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=4m"), QStringLiteral("tmpfs"), mount}) != 0)
            QSKIP("this machine does not let the test mount a tmpfs (needs root); the fault "
                  "seam above covers the same paths");
        const auto unmount = qScopeGuard([&] {
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mount});
        });
        const QString folder = mount + QStringLiteral("/pack");
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString::fromUtf8(kPack), &error), qPrintable(error));
        const Snapshot before = snapshot(folder);
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        // Every file changes: each gets a comment key, so a save writes them all.
        for (auto &[name, file] : files.files) {
            file.tree.setMember(QStringLiteral("$comment"),
                                JsonTree(QJsonValue(QString(3000, u'x'))));
            file.edited();
        }
        qint64 needed = 0;
        for (const auto &[name, file] : files.files)
            needed += files.text(name).size();
        int refused = 0, saved = 0;
        for (const int percent : {300, 200, 150, 120, 100, 90, 60, 30, 10, 0}) {
            const qint64 freeBytes = needed * percent / 100;
            QFile::remove(mount + QStringLiteral("/filler"));
            restore(folder, before);
            QFile filler(mount + QStringLiteral("/filler"));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const qint64 fill = QStorageInfo(mount).bytesAvailable() - freeBytes;
            if (fill > 0)
                filler.write(QByteArray(fill, 'f'));
            filler.close();
            PackFiles copy = files;
            const bool ok = copy.write(nullptr, &error);
            const Snapshot now = snapshot(folder);
            if (ok) {
                ++saved;
                for (const auto &[name, file] : files.files)
                    QCOMPARE(now.at(name), copy.text(name));
            } else {
                ++refused;
                QVERIFY2(error.contains(reasonOf(ENOSPC)), qPrintable(error));
                QCOMPARE(listed(now, before), QString());
            }
        }
        QVERIFY2(refused > 0, "the disk was never full enough to refuse a save");
        QVERIFY2(saved > 0, "the disk was never free enough to save");
        qInfo("on a 4 MiB tmpfs, saves of %lld bytes: %d refused, %d written whole", needed,
              refused, saved);
    }
};

QTEST_GUILESS_MAIN(TestFileWrites)
#include "tst_filewrites.moc"
