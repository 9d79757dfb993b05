// The program's file dialogs (Qt's own, as the offscreen platform has no native ones): every one
// that opens something is read-only, so that Delete, a rename or a new folder in it cannot change
// a file on the way; the ones that save may make the folder to save into.
#include "EditorTest.h"
#include "GuiTest.h"
#include "MainWindow.h"

#include "game/NewGameDialog.h"

#include <QAction>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

namespace {

bool copyFolder(const QString &from, const QString &to) {
    QDir().mkpath(to);
    for (const QFileInfo &e :
         QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u'/' + e.fileName();
        if (e.isDir() ? !copyFolder(e.filePath(), target) : !QFile::copy(e.filePath(), target))
            return false;
    }
    return true;
}

// What the next file dialog was: its title, whether it is read-only, and whether its files' model
// is (Qt's own dialog: Delete, rename and New Folder act through it). It is closed without
// choosing anything.
struct Seen {
    QString title;
    bool readOnly = false;
    bool hasModel = false;
    bool modelReadOnly = false;
};

void closeNextFileDialog(Seen &seen) {
    test::whenDialogOpens([&seen](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        if (!files) {
            seen.title = QStringLiteral("not a file dialog: ") + dialog->metaObject()->className();
            dialog->close();
            return;
        }
        seen.title = files->windowTitle();
        seen.readOnly = files->testOption(QFileDialog::ReadOnly);
        const auto *model = files->findChild<QFileSystemModel *>();
        seen.hasModel = model != nullptr;
        seen.modelReadOnly = model && model->isReadOnly();
        files->reject();
    });
}

} // namespace

class TestFileDialogs : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_pack; // a copy of a small pack the Editor opens

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("tst_filedialogs");
        qputenv("PD_NO_DIALOGS", "1"); // no question boxes before the file dialogs
        QVERIFY(m_tmp.isValid());
        m_pack = m_tmp.filePath(QStringLiteral("minimal"));
        QVERIFY(copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"), m_pack));
    }

    void dialogs_data() {
        QTest::addColumn<int>("tab"); // 0 the Game tab, 1 the Editor
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("opens"); // opens something (else it saves)
        QTest::newRow("Open replay") << 0 << QStringLiteral("OpenReplayAction") << true;
        QTest::newRow("Open pack folder") << 1 << QStringLiteral("OpenPackAction") << true;
        QTest::newRow("Import zip") << 1 << QStringLiteral("ImportZipAction") << true;
        // A save dialog may make the folder it saves into (its New Folder button).
        QTest::newRow("Save pack as") << 1 << QStringLiteral("SavePackAsAction") << false;
        QTest::newRow("Export zip") << 1 << QStringLiteral("ExportZipAction") << false;
    }
    void dialogs() {
        QFETCH(int, tab);
        QFETCH(QString, action);
        QFETCH(bool, opens);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.editPack(m_pack));
        window.findChild<QTabWidget *>(QStringLiteral("MainTabs"))->setCurrentIndex(tab);
        auto *a = window.findChild<QAction *>(action);
        QVERIFY(a);
        QVERIFY2(a->isEnabled(), "the action is off");
        Seen seen;
        closeNextFileDialog(seen);
        a->trigger();
        QTRY_VERIFY(!seen.title.isEmpty());
        QVERIFY2(!seen.title.startsWith(QStringLiteral("not a file dialog")),
                 qPrintable(seen.title));
        QVERIFY(seen.hasModel);
        QCOMPARE(seen.readOnly, opens);
        QCOMPARE(seen.modelReadOnly, opens);
    }

    // The New Game dialog's "Other folder…" opens a pack to play: read-only too.
    void otherPackFolder() {
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *other = dialog.findChild<QPushButton *>(QStringLiteral("OtherPackButton"));
        QVERIFY(other);
        Seen seen;
        closeNextFileDialog(seen);
        other->click();
        QTRY_VERIFY(!seen.title.isEmpty());
        QVERIFY2(!seen.title.startsWith(QStringLiteral("not a file dialog")),
                 qPrintable(seen.title));
        QVERIFY(seen.hasModel);
        QVERIFY(seen.readOnly);
        QVERIFY(seen.modelReadOnly);
    }
};

QTEST_MAIN(TestFileDialogs)
#include "tst_filedialogs.moc"
