// The Editor's files: a new pack (the empty one plays), a save that a kill stopped half-way
// finished when the pack is opened again (and said), an import that cleans up after a killed
// one (and says so), a pipe in place of a pack file that no longer blocks the window, and a
// title that tells two packs of one name apart.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackArchive.h"
#include "data/PackLoader.h"
#include "data/PackSaveJournal.h"
#include "data/PackTemplate.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "workspace/NewPackDialog.h"
#include "workspace/PackFileController.h"
#include "workspace/RecordActions.h"
#include "json/JsonWriter.h"

#include <QDialogButtonBox>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
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
        return test::copyFolder(PackLoader::bundledDataDir() + u'/' + bundled, folder) ? folder
                                                                                       : QString();
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
