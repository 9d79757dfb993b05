// The Editor's files: a new pack (the empty one plays), a save that a kill stopped half-way
// finished when the pack is opened again (and said), an import that cleans up after a killed
// one (and says so), a pipe in place of a pack file that no longer blocks the window, a title
// that tells two packs of one name apart; and other programs on the same pack (issue 30): one
// editor per pack (a second one is read-only until the first lets go, or was killed), the
// question when a save meets a file changed on disk, and the reload offered for one.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackArchive.h"
#include "data/PackLoader.h"
#include "data/PackSaveJournal.h"
#include "data/PackTemplate.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "workspace/NewPackDialog.h"
#include "workspace/PackBanner.h"
#include "workspace/PackFileController.h"
#include "workspace/PackFolderGuard.h"
#include "workspace/PackWatcher.h"
#include "workspace/RecordActions.h"
#include "json/JsonWriter.h"

#include <QDialogButtonBox>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtConcurrent>

#include "../unit/PackFixture.h"

#include <sys/stat.h>

#include <fcntl.h>
#include <unistd.h>

using namespace pd;

class TestEditorFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    int m_count = 0;

    QString copyOf(const QString &bundled, const QString &name = QString()) {
        const QString folder = m_tmp.filePath(
            name.isEmpty() ? QStringLiteral("%1-%2").arg(bundled).arg(++m_count) : name);
        return test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR) + u'/' + bundled, folder)
                   ? folder
                   : QString();
    }

    // A line the other program printed (empty when it printed none in time).
    static QString lineFrom(QProcess &program) {
        while (!program.canReadLine())
            if (!program.waitForReadyRead(30000))
                return QString();
        return QString::fromUtf8(program.readLine()).trimmed();
    }

    // A second program editing `folder` (tests/gui/EditChild.cpp), once it has opened it: its
    // first line says whether it holds the lock.
    static QString startOther(QProcess &other, const QString &folder) {
        other.start(QStringLiteral(PD_EDIT_CHILD_PATH), {folder});
        return other.waitForStarted() ? lineFrom(other) : QString();
    }

    static QByteArray readBytes(const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // What another program does to a file: writes it in place (cp), or puts a new file in its
    // place (mv, as an atomic save does).
    static bool otherProgramWrites(const QString &path, const QByteArray &bytes, bool rename) {
        const QString aside = path + QStringLiteral(".other");
        QFile f(aside);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return false;
        f.close();
        const int code =
            QProcess::execute(rename ? QStringLiteral("mv") : QStringLiteral("cp"), {aside, path});
        return code == 0 && (rename || QFile::remove(aside));
    }

    static QString firstName(PackDocument *doc, const QString &file, const QString &array) {
        const JsonTree *name = doc->value(file, u'/' + array + QStringLiteral("/0/name"));
        return name ? name->scalar().toString() : QString();
    }

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("EditorFilesTest");
        qputenv("PD_NO_DIALOGS", "1");
    }

    // File > New pack offers the empty pack first, beside the bundled ones; it validates, and
    // its lists hold one of each thing.
    void newEmptyPack() {
        NewPackDialog dialog(m_tmp.filePath(QStringLiteral("fresh")));
        QVERIFY(dialog.templates()->count() >= 4);
        QCOMPARE(dialog.templates()->currentRow(), 0);
        QVERIFY(dialog.from().isEmpty());
        QVERIFY(dialog.templates()->item(0)->text().startsWith(QStringLiteral("Empty pack")));
        auto *create = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(create->isEnabled());
        // A folder that is taken is refused as it is typed.
        dialog.folderField()->setText(PackLoader::bundledDataDir());
        QVERIFY(!create->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("NewPackProblem"))
                    ->text()
                    .contains(QStringLiteral("not an empty folder")));
        dialog.folderField()->setText(m_tmp.filePath(QStringLiteral("fresh")));
        QVERIFY(create->isEnabled());

        EditorWorkspace editor;
        QSignalSpy messages(&editor, &EditorWorkspace::message);
        QVERIFY(editor.files()->createPack(dialog.folder(), dialog.from()));
        PackDocument *doc = editor.document();
        QVERIFY2(doc->diagnostics().isEmpty(),
                 qPrintable(doc->diagnostics().toStringList().join(u'\n')));
        QCOMPARE(doc->pack()->manifest.id, QStringLiteral("local.fresh"));
        QCOMPARE(editor.listDock(RecordKind::Monster)->visibleIds(), QStringList{u"rat"_qs});
        QCOMPARE(editor.listDock(RecordKind::Item)->visibleIds(), QStringList{u"potion"_qs});
        QVERIFY(messages.last().first().toString().contains(QStringLiteral("Made the pack")));
        // A kind the empty pack has no file for: Add makes the file, and saving writes it.
        editor.addRecord(RecordKind::Trap);
        QVERIFY(doc->pack()->trap(QStringLiteral("new-trap")));
        QString error;
        QVERIFY(doc->save(&error));
        QVERIFY(QFileInfo::exists(dialog.folder() + QStringLiteral("/traps.json")));
        QVERIFY(!test::loadValidPack(dialog.folder())->traps.isEmpty());
    }

    // Bug 10: a save killed after its first file is finished when the pack is opened again,
    // and the Editor says so.
    void openFinishesASaveStoppedHalfWay() {
        const QString folder = copyOf(QStringLiteral("classic"));
        Diagnostics d;
        PackFiles files = PackFiles::read(folder, d, QString());
        QVERIFY(test::renameInFiles(files, RecordKind::Monster, QStringLiteral("goblin"),
                                    QStringLiteral("goblin-renamed")));
        PackSaveJournal::setTestHook([](PackSaveJournal::Step step, const QString &) {
            return step != PackSaveJournal::Step::FileReplaced;
        });
        QVERIFY(!files.write(nullptr, nullptr));
        PackSaveJournal::setTestHook({});

        EditorWorkspace editor;
        QSignalSpy messages(&editor, &EditorWorkspace::message);
        QVERIFY(editor.openPack(folder));
        QCOMPARE(editor.document()->recovered().outcome,
                 PackSaveJournal::Recovery::Outcome::Finished);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.first().first().toString().contains(
                     QStringLiteral("stopped half-way; it has been finished now")),
                 qPrintable(messages.first().first().toString()));
        QVERIFY(!editor.document()->diagnostics().hasErrors());
        QVERIFY(editor.document()->pack()->monster(QStringLiteral("goblin-renamed")));
    }

    // A rename carries the record's translated texts to the new id in every language, in the
    // rename's undo step; undo, redo, save (all or nothing, translations included) and a fresh
    // load agree, with no warning about a translation of the old id. A delete drops them, and
    // its undo puts them back where they were.
    void renameAndDeleteCarryTranslations() {
        const QString folder = copyOf(QStringLiteral("classic"));
        const auto readJson = [&](const QString &file) {
            QFile f(folder + u'/' + file);
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                               : QJsonObject();
        };
        const QString de = QStringLiteral("translations/de.json");
        const QString fr = QStringLiteral("translations/fr.json");
        const QJsonObject zombieDe =
            readJson(de).value(u"monsters"_qs).toObject().value(u"zombie"_qs).toObject();
        const QJsonObject zombieFr =
            readJson(fr).value(u"monsters"_qs).toObject().value(u"zombie"_qs).toObject();
        QVERIFY(!zombieDe.isEmpty() && !zombieFr.isEmpty());
        const auto lines = [&](const QString &file) {
            QFile f(folder + u'/' + file);
            return f.open(QIODevice::ReadOnly) ? f.readAll().split('\n') : QList<QByteArray>();
        };
        const QList<QByteArray> deLines = lines(de);
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        QVERIFY(doc->files().has(de));
        const auto layout = [doc, de] { return JsonWriter::write(*doc->files().tree(de)); };
        const QByteArray deBefore = layout(); // its keys in their order
        const auto name = [doc](const QString &language, const QString &id) {
            return doc->pack()->texts.text(language, PackTexts::Kind::Monster, id,
                                           PackTexts::Field::Name);
        };
        const auto translationWarnings = [doc] {
            QStringList out;
            for (const Diagnostic &d : doc->diagnostics().items())
                if (d.file.contains(u"translations/"))
                    out << d.toString();
            return out;
        };
        const QStringList warningsBefore = translationWarnings();
        const QString zombieName = zombieDe.value(u"name"_qs).toString();
        QCOMPARE(name(u"de"_qs, u"zombie"_qs), zombieName);

        const int steps = doc->undoStack()->count();
        QVERIFY(editor.actions()->renameRecord(RecordKind::Monster, u"zombie"_qs, u"walker"_qs));
        QCOMPARE(doc->undoStack()->count(), steps + 1); // one step
        QVERIFY(doc->value(de, u"/monsters/walker"_qs));
        QVERIFY(!doc->value(de, u"/monsters/zombie"_qs));
        QVERIFY(doc->value(fr, u"/monsters/walker"_qs));
        QCOMPARE(name(u"de"_qs, u"walker"_qs), zombieName);
        QVERIFY(name(u"de"_qs, u"zombie"_qs).isNull());
        QCOMPARE(translationWarnings(), warningsBefore);

        doc->undoStack()->undo();
        doc->settle();
        QVERIFY(doc->value(de, u"/monsters/zombie"_qs));
        QVERIFY(!doc->value(de, u"/monsters/walker"_qs));
        QCOMPARE(name(u"de"_qs, u"zombie"_qs), zombieName);
        QVERIFY(!doc->isModified());
        doc->undoStack()->redo();
        doc->settle();
        QCOMPARE(name(u"de"_qs, u"walker"_qs), zombieName);

        QString error;
        QStringList written;
        QVERIFY2(doc->save(&error, &written), qPrintable(error));
        QVERIFY2(written.contains(de) && written.contains(fr), qPrintable(written.join(u' ')));
        QCOMPARE(readJson(de).value(u"monsters"_qs).toObject().value(u"walker"_qs).toObject(),
                 zombieDe);
        QCOMPARE(readJson(fr).value(u"monsters"_qs).toObject().value(u"walker"_qs).toObject(),
                 zombieFr);
        QVERIFY(!readJson(de).value(u"monsters"_qs).toObject().contains(u"zombie"_qs));
        // A one-line difference in the translator's file, not a reformatted file.
        const QList<QByteArray> deAfter = lines(de);
        QCOMPARE(deAfter.size(), deLines.size());
        QStringList changed;
        for (qsizetype i = 0; i < deLines.size(); ++i)
            if (deLines.at(i) != deAfter.at(i))
                changed << QString::fromUtf8(deAfter.at(i));
        QCOMPARE(changed, QStringList{u"    \"walker\": {"_qs});
        // (only the key changed: the file keeps its order)
        QVERIFY(QDir(folder + u"/translations"_qs)
                    .entryList(QDir::Files | QDir::Hidden)
                    .filter(u".pd-new"_qs)
                    .isEmpty());
        {
            Diagnostics d;
            const Pack reloaded = PackLoader::load(folder, d);
            QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
            QCOMPARE(reloaded.texts.text(u"de"_qs, PackTexts::Kind::Monster, u"walker"_qs,
                                         PackTexts::Field::Name),
                     zombieName);
            for (const Diagnostic &w : d.items())
                QVERIFY2(!w.toString().contains(u"walker"_qs) &&
                             !w.toString().contains(u"\"zombie\""_qs),
                         qPrintable(w.toString()));
        }

        // Renamed back: the translation is what it was, key order and all.
        QVERIFY(editor.actions()->renameRecord(RecordKind::Monster, u"walker"_qs, u"zombie"_qs));
        QCOMPARE(layout(), deBefore);

        // Delete: a record nothing names loses its texts with it; undo brings them back.
        RecordKind kind = RecordKind::Monster;
        QString lone, at;
        for (RecordKind k :
             {RecordKind::Monster, RecordKind::Item, RecordKind::Spell, RecordKind::Trap}) {
            for (const QString &id : recordIds(*doc->pack(), k)) {
                const QString pointer =
                    u'/' + QLatin1String(recordKindInfo(k).arrayKey) + u'/' + id;
                if (doc->usersOf(k, id).isEmpty() && doc->value(de, pointer)) {
                    kind = k;
                    lone = id;
                    at = pointer;
                    break;
                }
            }
            if (!lone.isEmpty())
                break;
        }
        QVERIFY2(!lone.isEmpty(), "classic has a record nothing names");
        QCOMPARE(doc->translationsOf(kind, lone).size(), 2); // de and fr
        QVERIFY(editor.actions()->deleteRecord(kind, lone));
        QVERIFY(!doc->recordPointer(kind, lone));
        QVERIFY(!doc->value(de, at));
        QVERIFY(!doc->value(fr, at));
        QCOMPARE(translationWarnings(), warningsBefore);
        doc->undoStack()->undo();
        doc->settle();
        QVERIFY(doc->recordPointer(kind, lone));
        QVERIFY(doc->value(de, at));
        QCOMPARE(layout(), deBefore);
    }

    // A save killed after its journal, with a translation among its files, is finished by the
    // next open; one killed before leaves no stray file in translations/.
    void translationsSaveAllOrNothing() {
        for (const PackSaveJournal::Step stop :
             {PackSaveJournal::Step::NewFilesWritten, PackSaveJournal::Step::JournalWritten}) {
            const QString folder = copyOf(QStringLiteral("classic"));
            {
                EditorWorkspace editor;
                QVERIFY(editor.openPack(folder));
                QVERIFY(editor.actions()->renameRecord(RecordKind::Monster, u"zombie"_qs,
                                                       u"walker"_qs));
                PackSaveJournal::setTestHook(
                    [stop](PackSaveJournal::Step step, const QString &) { return step != stop; });
                QString error;
                QVERIFY(!editor.document()->save(&error));
                PackSaveJournal::setTestHook({});
                editor.document()->undoStack()->setClean(); // (closes without asking)
            }
            EditorWorkspace again;
            QVERIFY(again.openPack(folder));
            const bool finished = stop == PackSaveJournal::Step::JournalWritten;
            QCOMPARE(again.document()->recovered().outcome,
                     finished ? PackSaveJournal::Recovery::Outcome::Finished
                              : PackSaveJournal::Recovery::Outcome::RolledBack);
            QVERIFY(again.document()->recovered().files.contains(u"translations/de.json"_qs));
            const QString id = finished ? u"walker"_qs : u"zombie"_qs;
            QVERIFY(again.document()->pack()->monster(id));
            QVERIFY(again.document()->value(u"translations/de.json"_qs, u"/monsters/"_qs + id));
            QVERIFY(!again.document()->diagnostics().hasErrors());
            QVERIFY(QDir(folder + u"/translations"_qs)
                        .entryList(QDir::Files | QDir::Hidden)
                        .filter(u".pd-new"_qs)
                        .isEmpty());
            QVERIFY(!QFileInfo::exists(folder + u'/' + PackSaveJournal::journalName()));
        }
    }

    // Bug 9: an import into a folder where a killed import left its unpacking folder removes
    // it, and says so in the status bar.
    void importCleansUpAfterAKilledImport() {
        const QString source = copyOf(QStringLiteral("permadungeon"));
        const QString zip = m_tmp.filePath(QStringLiteral("p.zip"));
        QVERIFY(PackArchive::exportPack(source, zip).ok());
        const QString parent = m_tmp.filePath(QStringLiteral("imports"));
        const QString left = parent + QStringLiteral("/old.importing-x1y2z3");
        QVERIFY(QDir().mkpath(left));
        {
            // A lock naming a process that has ended, as a killed import leaves it.
            QProcess sh;
            sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
            QVERIFY(sh.waitForFinished());
            const QByteArray dead = sh.readAllStandardOutput().trimmed();
            const QString lockPath = left + QStringLiteral("/.import.lock");
            QByteArray contents;
            {
                QLockFile lock(lockPath);
                QVERIFY(lock.tryLock(0));
                QFile f(lockPath);
                QVERIFY(f.open(QIODevice::ReadOnly));
                contents = f.readAll();
            }
            QFile f(lockPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(dead + contents.mid(contents.indexOf('\n')));
        }
        EditorWorkspace editor;
        QSignalSpy messages(&editor, &EditorWorkspace::message);
        QString problems;
        QVERIFY2(editor.importZip(zip, parent + QStringLiteral("/mine"), &problems),
                 qPrintable(problems));
        QVERIFY(!QFileInfo::exists(left));
        QVERIFY2(messages.last().first().toString().contains(
                     QStringLiteral("left by an import that was stopped half-way")),
                 qPrintable(messages.last().first().toString()));
    }

    // Bug 12: a named pipe in place of items.json no longer blocks the window: the pack opens,
    // and the pipe is a problem (opened on another thread here, so that a block fails the test
    // instead of hanging it).
    void aPipeInThePackDoesNotBlock() {
        const QString folder = copyOf(QStringLiteral("permadungeon"));
        const QByteArray pipe = QFile::encodeName(folder + QStringLiteral("/items.json"));
        QVERIFY(QFile::remove(folder + QStringLiteral("/items.json")));
        QCOMPARE(::mkfifo(pipe.constData(), 0600), 0);
        QFutureWatcher<QString> watcher;
        QSignalSpy done(&watcher, &QFutureWatcher<QString>::finished);
        watcher.setFuture(QtConcurrent::run([folder] {
            PackDocument doc;
            QString error;
            if (!doc.open(folder, &error))
                return error;
            return doc.diagnostics().toStringList().join(u'\n');
        }));
        const bool finished = done.wait(10000);
        if (!finished) {
            const int writer = ::open(pipe.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0)
                ::close(writer);
            watcher.waitForFinished();
        }
        QVERIFY2(finished, "opening the pack waited on the pipe");
        QVERIFY2(watcher.result().contains(QStringLiteral("items.json: /: is not a regular file")),
                 qPrintable(watcher.result()));
        // And the window: open, with the problem listed, the rest of the pack editable.
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        QVERIFY(editor.document()->diagnostics().hasErrors());
        QVERIFY(!editor.listDock(RecordKind::Monster)->visibleIds().isEmpty());
    }

    // Issue 30: one editor per pack. A second program holds the pack: this Editor opens it
    // read-only, with a banner naming the other process; Save is off (Save As stays), an edit
    // is kept but not saved there; Try again fails while the other holds it and takes the lock
    // once it has quit, and then Save writes. The lock goes with the window.
    void secondEditorIsReadOnlyUntilTheFirstLetsGo() {
        const QString folder = copyOf(QStringLiteral("classic"));
        const QString lockPath = folder + u'/' + PackFiles::editLockName();
        QProcess other;
        QCOMPARE(startOther(other, folder), QStringLiteral("locked"));
        {
            EditorWorkspace editor;
            QVERIFY(editor.openPack(folder));
            PackDocument *doc = editor.document();
            QVERIFY(doc->isReadOnly());
            QCOMPARE(doc->lock().result, FileLock::Result::HeldElsewhere);
            QCOMPARE(doc->lock().owner.pid, other.processId());
            PackBanner *banner = editor.findChild<PackBanner *>(QStringLiteral("EditLockBanner"));
            QVERIFY(banner && banner->isVisibleTo(&editor));
            QVERIFY2(
                banner->text().contains(
                    QStringLiteral("Classic is open in another Permadungeon window (process %1)")
                        .arg(other.processId())),
                qPrintable(banner->text()));
            QVERIFY(!editor.files()->action(QStringLiteral("SavePackAction"))->isEnabled());
            QVERIFY(editor.files()->action(QStringLiteral("SavePackAsAction"))->isEnabled());
            QVERIFY2(editor.title().contains(QStringLiteral("(read-only)")),
                     qPrintable(editor.title()));

            const QByteArray items = readBytes(folder + QStringLiteral("/items.json"));
            doc->setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"),
                          JsonTree(QJsonValue(QStringLiteral("Mine"))), QStringLiteral("name"));
            QVERIFY(doc->isModified());
            QVERIFY(!editor.files()->save());
            QString error;
            QVERIFY(!doc->save(&error));
            QVERIFY2(error.contains(QStringLiteral("open in another program")), qPrintable(error));
            QCOMPARE(readBytes(folder + QStringLiteral("/items.json")), items);

            auto *tryAgain = banner->findChild<QPushButton *>(QStringLiteral("TryLockAgainButton"));
            QVERIFY(tryAgain);
            tryAgain->click();
            QVERIFY(doc->isReadOnly());
            QVERIFY(banner->isVisibleTo(&editor));

            other.write("quit\n");
            QCOMPARE(lineFrom(other), QStringLiteral("bye"));
            QVERIFY(other.waitForFinished());
            QCOMPARE(other.exitCode(), 0);
            QVERIFY(!QFileInfo::exists(lockPath)); // (it let go)
            tryAgain->click();
            QVERIFY(!doc->isReadOnly());
            QVERIFY(!banner->isVisibleTo(&editor));
            QVERIFY(editor.files()->action(QStringLiteral("SavePackAction"))->isEnabled());
            QVERIFY(!editor.title().contains(QStringLiteral("(read-only)")));
            QVERIFY(editor.files()->save());
            QVERIFY(readBytes(folder + QStringLiteral("/items.json")).contains("\"Mine\""));
            // The lock is this program's now, and a third one would be refused.
            QLockFile reader(lockPath);
            qint64 pid = 0;
            QString host, app;
            QVERIFY(reader.getLockInfo(&pid, &host, &app));
            QCOMPARE(pid, QCoreApplication::applicationPid());
            QProcess third;
            QCOMPARE(startOther(third, folder), QStringLiteral("read-only"));
            third.write("quit\n");
            QVERIFY(third.waitForFinished());
        }
        QVERIFY(!QFileInfo::exists(lockPath)); // the window closed: let go
    }

    // A killed holder's lock is taken over: by Try again, and by the next open.
    void killedHoldersLockIsTakenOver() {
        const QString folder = copyOf(QStringLiteral("classic"));
        const QString lockPath = folder + u'/' + PackFiles::editLockName();
        QProcess other;
        QCOMPARE(startOther(other, folder), QStringLiteral("locked"));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        QVERIFY(editor.document()->isReadOnly());
        other.kill();
        QVERIFY(other.waitForFinished());
        QVERIFY(QFileInfo::exists(lockPath)); // left behind, naming a process that is gone
        auto *tryAgain = editor.findChild<QPushButton *>(QStringLiteral("TryLockAgainButton"));
        tryAgain->click();
        QVERIFY(!editor.document()->isReadOnly());

        const QString second = copyOf(QStringLiteral("classic"));
        QProcess killed;
        QCOMPARE(startOther(killed, second), QStringLiteral("locked"));
        killed.kill();
        QVERIFY(killed.waitForFinished());
        QVERIFY(QFileInfo::exists(second + u'/' + PackFiles::editLockName()));
        QVERIFY(editor.openPack(second));
        QVERIFY(!editor.document()->isReadOnly());
        QVERIFY(!QFileInfo::exists(lockPath)); // the first pack's let go when the second opened
    }

    // A folder where the lock cannot be made (here a folder in the lock file's place, which
    // even root cannot replace; a read-only folder for anyone else) opens read-only with the
    // system's reason; Save As into a new folder works and takes that folder's lock. Save As
    // into a folder another program edits is refused, and writes nothing there.
    void unwritableFolderIsReadOnly() {
        const QString folder = copyOf(QStringLiteral("classic"));
        QVERIFY(QDir(folder).mkdir(PackFiles::editLockName()));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        QVERIFY(doc->isReadOnly());
        QCOMPARE(doc->lock().result, FileLock::Result::CannotWrite);
        auto *banner = editor.findChild<PackBanner *>(QStringLiteral("EditLockBanner"));
        QVERIFY(banner->isVisibleTo(&editor));
        QVERIFY2(banner->text().contains(QStringLiteral("cannot be saved in its folder")) &&
                     banner->text().contains(QStringLiteral("not a regular file")),
                 qPrintable(banner->text()));
        QVERIFY(!editor.files()->action(QStringLiteral("SavePackAction"))->isEnabled());

        doc->setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("Copied"))), QStringLiteral("name"));
        const QString held = copyOf(QStringLiteral("classic"));
        const QByteArray heldItems = readBytes(held + QStringLiteral("/items.json"));
        QProcess other;
        QCOMPARE(startOther(other, held), QStringLiteral("locked"));
        QString error;
        PackDocument::Lock refused;
        QVERIFY(!doc->saveAs(held, &error, &refused));
        QCOMPARE(refused.result, FileLock::Result::HeldElsewhere);
        QCOMPARE(refused.owner.pid, other.processId());
        QCOMPARE(readBytes(held + QStringLiteral("/items.json")), heldItems);
        QCOMPARE(doc->folder(), folder);
        QVERIFY(doc->isReadOnly());
        other.write("quit\n");
        QVERIFY(other.waitForFinished());

        const QString copy = m_tmp.filePath(QStringLiteral("copy-of-read-only"));
        QVERIFY2(doc->saveAs(copy, &error), qPrintable(error));
        QCOMPARE(doc->folder(), copy);
        QVERIFY(!doc->isReadOnly());
        QVERIFY(!banner->isVisibleTo(&editor));
        QVERIFY(QFileInfo(copy + u'/' + PackFiles::editLockName()).isFile());
        QVERIFY(readBytes(copy + QStringLiteral("/items.json")).contains("\"Copied\""));
        QVERIFY(!readBytes(folder + QStringLiteral("/items.json")).contains("\"Copied\""));
        QVERIFY(editor.files()->action(QStringLiteral("SavePackAction"))->isEnabled());

        if (::geteuid() != 0) { // (root writes into a read-only folder all the same)
            const QString readOnly = copyOf(QStringLiteral("classic"));
            QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
            QVERIFY(editor.openPack(readOnly));
            QCOMPARE(doc->lock().result, FileLock::Result::CannotWrite);
            QVERIFY(QFile::setPermissions(readOnly,
                                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        }
    }

    // A save that meets a file another program changed since it was read writes nothing and
    // asks (the real box): Reload theirs (their file is read again, mine is one Undo away; a
    // save after that undo asks again), Keep mine (written over theirs), Cancel (nothing).
    void saveAsksAboutAFileChangedOnDisk_data() {
        QTest::addColumn<QString>("answer");
        QTest::newRow("reload theirs") << QStringLiteral("ReloadTheirsButton");
        QTest::newRow("keep mine") << QStringLiteral("KeepMineButton");
        QTest::newRow("cancel") << QStringLiteral("Cancel");
    }
    void saveAsksAboutAFileChangedOnDisk() {
        QFETCH(QString, answer);
        const QString folder = copyOf(QStringLiteral("classic"));
        const QString items = folder + QStringLiteral("/items.json");
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, folder));
        PackDocument *doc = editor.document();
        const QString original = firstName(doc, QStringLiteral("items.json"), u"items"_qs);
        const QByteArray monsters = readBytes(folder + QStringLiteral("/monsters.json"));
        doc->setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("Mine"))), QStringLiteral("name"));
        doc->setValue(QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("My monster"))), QStringLiteral("name"));
        QByteArray theirs = readBytes(items);
        theirs.replace(QByteArray('"' + original.toUtf8() + '"'), "\"Theirs\"");
        QVERIFY(otherProgramWrites(items, theirs, true));

        qunsetenv("PD_NO_DIALOGS");
        QString asked;
        test::whenDialogOpens([&](QWidget *dialog) {
            asked = dialog->objectName();
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QAbstractButton *button = answer == QLatin1String("Cancel")
                                          ? box->button(QMessageBox::Cancel)
                                          : box->findChild<QPushButton *>(answer);
            if (button)
                button->click();
            else
                dialog->close();
        });
        const bool saved = editor.files()->save();
        qputenv("PD_NO_DIALOGS", "1");
        QCOMPARE(asked, QStringLiteral("SaveConflictBox"));
        const QString nameNow = firstName(doc, QStringLiteral("items.json"), u"items"_qs);
        if (answer == QLatin1String("ReloadTheirsButton")) {
            QVERIFY(!saved);
            QCOMPARE(readBytes(items), theirs);
            QCOMPARE(readBytes(folder + QStringLiteral("/monsters.json")), monsters);
            QCOMPARE(nameNow, QStringLiteral("Theirs"));
            QCOMPARE(doc->changedFiles(), QStringList{QStringLiteral("monsters.json")});
            QVERIFY(doc->isModified());
            doc->undoStack()->undo();
            doc->settle();
            QCOMPARE(firstName(doc, QStringLiteral("items.json"), u"items"_qs),
                     QStringLiteral("Mine"));
            QStringList conflicts;
            QString error;
            QVERIFY(!doc->save(&error, nullptr, &conflicts));
            QCOMPARE(conflicts, QStringList{QStringLiteral("items.json")});
            doc->undoStack()->redo();
            QVERIFY(editor.files()->save()); // monsters.json only
            QCOMPARE(readBytes(items), theirs);
            QVERIFY(readBytes(folder + QStringLiteral("/monsters.json")).contains("My monster"));
        } else if (answer == QLatin1String("KeepMineButton")) {
            QVERIFY(saved);
            QVERIFY(readBytes(items).contains("\"Mine\""));
            QVERIFY(!readBytes(items).contains("\"Theirs\""));
            QVERIFY(!doc->isModified());
            QVERIFY(doc->changedOnDisk().isEmpty());
        } else {
            QVERIFY(!saved);
            QCOMPARE(readBytes(items), theirs);
            QCOMPARE(readBytes(folder + QStringLiteral("/monsters.json")), monsters);
            QCOMPARE(nameNow, QStringLiteral("Mine"));
            QVERIFY(doc->isModified());
        }
    }

    // A file another process changed on disk is offered for reload, in a banner (no dialog):
    // Reload reads it; a file this document changed too is offered as Reload theirs or Keep
    // mine, and Keep mine makes the next save write it without asking.
    void changeOnDiskIsOfferedForReload() {
        const QString folder = copyOf(QStringLiteral("classic"));
        const QString monsters = folder + QStringLiteral("/monsters.json");
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        auto *banner = editor.findChild<PackBanner *>(QStringLiteral("ReloadBanner"));
        auto *reload = banner->findChild<QPushButton *>(QStringLiteral("ReloadButton"));
        auto *keepMine = banner->findChild<QPushButton *>(QStringLiteral("KeepMineButton"));
        auto *ignore = banner->findChild<QPushButton *>(QStringLiteral("IgnoreButton"));
        QVERIFY(!banner->isVisibleTo(&editor));
        const QString original = firstName(doc, QStringLiteral("monsters.json"), u"monsters"_qs);

        QByteArray theirs = readBytes(monsters);
        theirs.replace(QByteArray('"' + original.toUtf8() + '"'), "\"Their monster\"");
        QVERIFY(otherProgramWrites(monsters, theirs, false)); // in place
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisibleTo(&editor), 10000);
        QVERIFY2(banner->text().contains(QStringLiteral("Another program changed monsters.json")),
                 qPrintable(banner->text()));
        QVERIFY(ignore->isVisibleTo(&editor) && !keepMine->isVisibleTo(&editor));
        QCOMPARE(reload->text(), QStringLiteral("Reload"));
        reload->click();
        doc->settle();
        QCOMPARE(firstName(doc, QStringLiteral("monsters.json"), u"monsters"_qs),
                 QStringLiteral("Their monster"));
        QVERIFY(!doc->isModified());
        QVERIFY(!banner->isVisibleTo(&editor));
        QVERIFY(doc->pack()->monsters.first().name == QStringLiteral("Their monster"));

        // Changed here too: Reload theirs or Keep mine.
        doc->setValue(QStringLiteral("monsters.json"), QStringLiteral("/monsters/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("My monster"))), QStringLiteral("name"));
        theirs.replace("\"Their monster\"", "\"Their second monster\"");
        QVERIFY(otherProgramWrites(monsters, theirs, true)); // renamed over it
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisibleTo(&editor), 10000);
        QVERIFY2(banner->text().contains(QStringLiteral("you changed monsters.json here")),
                 qPrintable(banner->text()));
        QVERIFY(keepMine->isVisibleTo(&editor) && !ignore->isVisibleTo(&editor));
        QCOMPARE(reload->text(), QStringLiteral("Reload theirs"));
        keepMine->click();
        QVERIFY(!banner->isVisibleTo(&editor));
        QVERIFY(editor.files()->save()); // no question (none could be answered here)
        QVERIFY(readBytes(monsters).contains("\"My monster\""));

        // Ignored, a change is not offered again; another change of the file is.
        theirs = readBytes(monsters).replace("\"My monster\"", "\"Third\"");
        QVERIFY(otherProgramWrites(monsters, theirs, false));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisibleTo(&editor), 10000);
        ignore->click();
        QVERIFY(!banner->isVisibleTo(&editor));
        editor.files()->guard()->watcher()->check();
        QVERIFY(!banner->isVisibleTo(&editor));
        QVERIFY(otherProgramWrites(monsters, theirs.replace("\"Third\"", "\"Fourth\""), false));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisibleTo(&editor), 10000);
    }

    // The Editor's own saves are not offered for reload (the watcher sees their events), and
    // the files are watched again after them (a file renamed over is another file): a change
    // another program makes in place after a save is still seen.
    void ownSaveIsNotOffered() {
        const QString folder = copyOf(QStringLiteral("classic"));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        PackWatcher *watcher = editor.files()->guard()->watcher();
        QSignalSpy offered(watcher, &PackWatcher::changedOnDisk);
        QVERIFY(editor.actions()->renameRecord(RecordKind::Monster, u"zombie"_qs, u"walker"_qs));
        doc->setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("Mine"))), QStringLiteral("name"));
        const int checks = watcher->checks();
        QVERIFY(editor.files()->save());
        // The save's events were seen, and found to be this document's own.
        QTRY_VERIFY_WITH_TIMEOUT(watcher->checks() > checks, 10000);
        QTest::qWait(PackWatcher::kQuietMs * 2);
        QVERIFY(editor.files()->save()); // (nothing to write)
        doc->setValue(QStringLiteral("items.json"), QStringLiteral("/items/0/name"),
                      JsonTree(QJsonValue(QStringLiteral("Mine again"))), QStringLiteral("name"));
        QVERIFY(editor.files()->save());
        QTest::qWait(PackWatcher::kQuietMs * 4);
        QCOMPARE(offered.size(), 0);
        QVERIFY(watcher->pending().isEmpty());
        QVERIFY2(watcher->watched().contains(folder + QStringLiteral("/items.json")),
                 qPrintable(watcher->watched().join(u' ')));

        const QString items = folder + QStringLiteral("/items.json");
        QVERIFY(otherProgramWrites(items, readBytes(items).replace("Mine again", "Theirs"), false));
        QTRY_COMPARE_WITH_TIMEOUT(watcher->pending(), QStringList{QStringLiteral("items.json")},
                                  10000);
    }

    // The title names the folder when the pack's name does not say it ("Classic — my-copy").
    void titleTellsPacksOfOneNameApart() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"), QStringLiteral("my-copy"))));
        QCOMPARE(editor.title(), QStringLiteral("Classic — my-copy[*]"));
        QVERIFY(editor.openPack(copyOf(QStringLiteral("classic"), QStringLiteral("classic"))));
        QCOMPARE(editor.title(), QStringLiteral("Classic[*]"));
    }
};

QTEST_MAIN(TestEditorFiles)
#include "tst_editorfiles.moc"
