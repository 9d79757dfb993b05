// The editor's speed: opening a pack to an editable document (classic, and a designer's pack
// of 10,000 records) and to the Editor showing it, one row edit to validation plus the odds
// chart redrawn, and renaming a monster named 1,000 and 30,000 times to the window refreshed;
// a keystroke in the 10,000-record pack, in the window's time (the compile runs aside there).

#include "BenchTable.h"
#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "document/PackCompiler.h"
#include "document/PackDocument.h"
#include "playtest/PlaytestRunner.h"
#include "tables/OddsChart.h"
#include "tables/OddsDock.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTimer>
#include <QtTest>

#include "../unit/PackFixture.h"

#include <ctime>

using namespace pd;

namespace {

// CPU time of the calling thread (the window's), in nanoseconds.
qint64 threadNs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// Waits (in the event loop, using no CPU) until the last edit's compile is shown, where the
// document compiles aside: until its `updated` is sent (the window's views have taken it then),
// as a window's loop would; QTest::qWaitFor sleeps 10 ms between its looks, which added up to
// 10 ms to every keystroke measured. The same program builds against the document before it
// compiled aside, which compiled within the edit.
template <typename Document>
auto waitShown(Document &doc, int) -> decltype(doc.isChecking(), bool()) {
    if (!doc.isChecking())
        return true;
    QEventLoop loop;
    const QMetaObject::Connection c = QObject::connect(&doc, &Document::updated, &loop, [&] {
        if (!doc.isChecking())
            loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(c);
    return !doc.isChecking();
}
template <typename Document>
bool waitShown(Document &, long) {
    return true;
}
// Compiles on the window's thread (as every pack did before), where the document can be told.
template <typename Document>
auto compileOnThisThread(Document &doc, int) -> decltype(doc.setChecking({}), bool()) {
    doc.setChecking(Document::Checking::OnThisThread);
    return true;
}
template <typename Document>
bool compileOnThisThread(Document &, long) {
    return true;
}

// classic with one more table naming the goblin `references` times.
QString packWithReferences(const QString &folder, const QString &classic, int references) {
    if (!test::copyFolder(classic, folder)) {
        return {};
    }
    PackDocument doc;
    if (!doc.open(folder, nullptr))
        return {};
    JsonTree rows = JsonTree::array();
    for (int i = 0; i < references; ++i) {
        JsonTree row = JsonTree::object();
        row.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1)));
        row.setMember(QStringLiteral("monster"), JsonTree(QJsonValue(QStringLiteral("goblin"))));
        rows.insertItem(rows.size(), row);
    }
    JsonTree table = JsonTree::object();
    table.setMember(QStringLiteral("id"), JsonTree(QJsonValue(QStringLiteral("goblins"))));
    table.setMember(QStringLiteral("rows"), rows);
    const qsizetype at =
        doc.value(QStringLiteral("tables.json"), QStringLiteral("/tables"))->size();
    doc.insertItem(QStringLiteral("tables.json"), QStringLiteral("/tables"), at, table, QString());
    QString error;
    if (!doc.save(&error) || doc.diagnostics().hasErrors()) {
        qWarning("%s %s", qPrintable(error),
                 qPrintable(doc.diagnostics().toStringList().join(u'\n').left(2000)));
        return {};
    }
    return folder;
}

} // namespace

class BenchEditor : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_classic;
    QString m_big;
    int m_runs = 0;

private Q_SLOTS:
    void initTestCase() {
        m_classic = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(
            test::copyFolder(PackLoader::bundledDataDir() + QStringLiteral("/classic"), m_classic));
        // The classic pack with 10,000 more items (treasures of every sort) and a table that
        // names each, which depths 1-2 roll: a designer's big pack, 10,033 tables and records
        // of its own in all.
        m_big = m_tmp.filePath(QStringLiteral("big"));
        QVERIFY(test::copyFolder(m_classic, m_big));
        PackDocument doc;
        QVERIFY(doc.open(m_big, nullptr));
        JsonTree items = *doc.value(QStringLiteral("items.json"), QString());
        JsonTree *list = items.find(QStringLiteral("/items"));
        JsonTree rows = JsonTree::array();
        for (int i = 0; i < 10000; ++i) {
            JsonTree item = JsonTree::object();
            const QString id = QStringLiteral("gem-%1").arg(i);
            item.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
            item.setMember(QStringLiteral("name"),
                           JsonTree(QJsonValue(QStringLiteral("Gem %1").arg(i))));
            item.setMember(QStringLiteral("kind"),
                           JsonTree(QJsonValue(QStringLiteral("treasure"))));
            item.setMember(QStringLiteral("worth"),
                           JsonTree(QJsonValue(QStringLiteral("%1d6").arg(1 + i % 5))));
            item.setMember(
                QStringLiteral("description"),
                JsonTree(QJsonValue(QStringLiteral("A cut stone from the deep mines."))));
            item.setMember(QStringLiteral("glyph"), JsonTree(QJsonValue(QStringLiteral("*"))));
            item.setMember(QStringLiteral("color"),
                           JsonTree(QJsonValue(QStringLiteral("#a0e0ff"))));
            list->insertItem(list->size(), item);
            JsonTree row = JsonTree::object();
            row.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1 + i % 7)));
            row.setMember(QStringLiteral("item"), JsonTree(QJsonValue(id)));
            rows.insertItem(rows.size(), row);
        }
        doc.setValue(QStringLiteral("items.json"), QString(), items, QString());
        JsonTree table = JsonTree::object();
        table.setMember(QStringLiteral("id"), JsonTree(QJsonValue(QStringLiteral("gems"))));
        table.setMember(QStringLiteral("rows"), rows);
        const qsizetype at =
            doc.value(QStringLiteral("tables.json"), QStringLiteral("/tables"))->size();
        doc.insertItem(QStringLiteral("tables.json"), QStringLiteral("/tables"), at, table,
                       QString());
        // Depths 1-2 find gems among their items: a pack that uses all it holds has no warnings.
        for (qsizetype i = 0; i < at; ++i) {
            const QString rowsPointer = QStringLiteral("/tables/%1/rows").arg(i);
            if (doc.value(QStringLiteral("tables.json"), QStringLiteral("/tables/%1/id").arg(i))
                    ->scalar()
                    .toString() != QLatin1String("items-d1"))
                continue;
            JsonTree gems = JsonTree::object();
            gems.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1)));
            gems.setMember(QStringLiteral("table"), JsonTree(QJsonValue(QStringLiteral("gems"))));
            doc.insertItem(QStringLiteral("tables.json"), rowsPointer,
                           doc.value(QStringLiteral("tables.json"), rowsPointer)->size(), gems,
                           QString());
        }
        QVERIFY(doc.save(nullptr));
        QVERIFY2(doc.diagnostics().isEmpty(),
                 qPrintable(doc.diagnostics().toStringList().join(u'\n')));
        qInfo("big pack: items.json %lld bytes, tables.json %lld bytes",
              QFileInfo(m_big + QStringLiteral("/items.json")).size(),
              QFileInfo(m_big + QStringLiteral("/tables.json")).size());
    }

    void openClassic() {
        PD_BENCHMARK {
            PackDocument doc;
            doc.open(m_classic, nullptr);
        }
    }

    // Opened into an empty document (the Editor started with the pack, or after File > Close;
    // the document's end, at exit, is not timed), and over another pack (File > Open: the last
    // one's records are freed on another core meanwhile). 10 opens a run.
    void open10000Records_data() {
        QTest::addColumn<bool>("over");
        QTest::newRow("into an empty document") << false;
        QTest::newRow("over another pack") << true;
    }
    void open10000Records() {
        QFETCH(bool, over);
        bench::Samples opens;
        std::unique_ptr<PackDocument> doc;
        for (int i = 0; i < 10; ++i) {
            if (!over || !doc)
                doc = std::make_unique<PackDocument>();
            opens.start();
            QVERIFY(doc->open(m_big, nullptr));
            opens.stop();
            QVERIFY(doc->pack()->items.size() > 10000);
        }
        bench::Table::instance().addRow(QStringLiteral("open10000Records / ") +
                                            QString::fromLatin1(QTest::currentDataTag()),
                                        opens);
        QBENCHMARK_ONCE {
            QVERIFY(doc->open(m_big, nullptr));
        }
    }

    // The 10,000-record pack opened in the Editor: the document, the lists and every dock
    // refreshed, and the window painted.
    void open10000RecordsInTheEditor() {
        EditorWorkspace editor;
        editor.resize(1280, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QBENCHMARK {
            editor.document()->open(m_big, nullptr);
            editor.repaint();
        }
    }

    // A rename rewrites every reference in one step, with one compile and one refresh of the
    // docks: to the window repainted, the table and the monster shown.
    void renameMonster_data() {
        QTest::addColumn<int>("references");
        QTest::newRow("1,000 references") << 1000;
        QTest::newRow("30,000 references") << 30000;
    }
    void renameMonster() {
        QFETCH(int, references);
        // (-median runs this more than once: a folder each time)
        const QString folder = packWithReferences(
            m_tmp.filePath(QStringLiteral("refs-%1-%2").arg(references).arg(++m_runs)), m_classic,
            references);
        QVERIFY(!folder.isEmpty());
        EditorWorkspace editor;
        editor.resize(1280, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openPack(folder));
        editor.select(RecordKind::Monster, QStringLiteral("goblin"));
        int n = 0;
        QBENCHMARK {
            const QString to =
                n++ % 2 ? QStringLiteral("goblin") : QStringLiteral("goblin-renamed");
            QVERIFY(editor.renameRecord(to));
            editor.repaint();
        }
        QVERIFY(!editor.document()->diagnostics().hasErrors());
    }

    // A keystroke in the 10,000-record pack, the Editor shown: per keystroke the window's
    // thread busy within the keystroke (wall time, to control back to the event loop), the
    // window's CPU time to the result shown (the keystroke, then the docks refreshed when the
    // compile is done; waiting costs none), and the wall time to the problems shown.
    void keystrokeIn10000Records_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<bool>("onThisThread");
        QTest::newRow("a row's weight, the table and its odds shown")
            << QStringLiteral("weight") << false;
        QTest::newRow("an item's name, its form shown") << QStringLiteral("name") << false;
        QTest::newRow("a row's weight, compiled on the window's thread")
            << QStringLiteral("weight") << true;
        QTest::newRow("an item's name, compiled on the window's thread")
            << QStringLiteral("name") << true;
    }
    void keystrokeIn10000Records() {
        QFETCH(QString, what);
        QFETCH(bool, onThisThread);
        EditorWorkspace editor;
        editor.resize(1280, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.openPack(m_big));
        PackDocument *doc = editor.document();
        if (onThisThread)
            compileOnThisThread(*doc, 0);
        const bool weight = what == QLatin1String("weight");
        const QString file = weight ? QStringLiteral("tables.json") : QStringLiteral("items.json");
        QString pointer;
        if (weight) {
            editor.select(RecordKind::Table, QStringLiteral("mon-d1"));
            pointer = *doc->recordPointer(RecordKind::Table, QStringLiteral("mon-d1")) +
                      QStringLiteral("/rows/1/weight");
        } else {
            editor.select(RecordKind::Item, QStringLiteral("gem-5000"));
            pointer = *doc->recordPointer(RecordKind::Item, QStringLiteral("gem-5000")) +
                      QStringLiteral("/name");
        }
        QVERIFY(waitShown(*doc, 0));
        bench::Samples keystroke, cpu, shown;
        int n = 0;
        for (int i = 0; i < 30; ++i) { // 30 keystrokes a run (-median 9: 270 in all)
            ++n;
            const JsonTree value =
                weight ? JsonTree(QJsonValue(n % 2 ? 5 : 4))
                       : JsonTree(QJsonValue(QStringLiteral("Gem %1").arg(n % 2 ? 5000 : 500)));
            const qint64 cpu0 = threadNs();
            QElapsedTimer wall;
            wall.start();
            doc->setValue(file, pointer, value, QStringLiteral("Change"));
            editor.repaint();
            keystroke.add(wall.nsecsElapsed());
            QVERIFY(waitShown(*doc, 0));
            editor.repaint();
            shown.add(wall.nsecsElapsed());
            cpu.add(threadNs() - cpu0);
        }
        QVERIFY(!doc->diagnostics().hasErrors());
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        bench::Table::instance().addRow(QStringLiteral("keystroke, window busy / ") + tag,
                                        keystroke);
        bench::Table::instance().addRow(
            QStringLiteral("keystroke, window CPU to the result shown / ") + tag, cpu);
        bench::Table::instance().addRow(
            QStringLiteral("keystroke, wall time to the result shown / ") + tag, shown);
        QBENCHMARK_ONCE {
            doc->setValue(file, pointer, JsonTree(QJsonValue(weight ? 3 : 7)), QStringLiteral("x"));
            QVERIFY(waitShown(*doc, 0));
        }
    }

    // The compile that now runs aside: the 10,000-record pack's snapshot compiled and validated
    // (on the thread this runs on), and the snapshot alone (what the window's thread pays).
    void compile10000Records() {
        PackDocument doc;
        QVERIFY(doc.open(m_big, nullptr));
        PackValues values;
        values.reset(doc.files());
        bench::Samples snapshot;
        for (int i = 0; i < 50; ++i) {
            snapshot.start();
            const PackSnapshot taken = values.snapshot(doc.files(), 1);
            snapshot.stop();
        }
        bench::Table::instance().addRow(QStringLiteral("compile10000Records / the snapshot alone"),
                                        snapshot);
        PD_BENCHMARK {
            const PackCompile compiled = values.snapshot(doc.files(), 1).compile();
            QVERIFY(compiled.diagnostics.isEmpty());
        }
    }

    // What a keystroke also cost before the document kept each file's value in step with its
    // tree: the edited file's tree converted to a QJsonValue whole, for the compile to read.
    void convertEditedFileWhole_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("tables.json (10,033 rows in all)") << QStringLiteral("tables.json");
        QTest::newRow("items.json (10,021 items)") << QStringLiteral("items.json");
    }
    void convertEditedFileWhole() {
        QFETCH(QString, file);
        PackDocument doc;
        QVERIFY(doc.open(m_big, nullptr));
        const JsonTree *tree = doc.files().tree(file);
        QVERIFY(tree);
        PD_BENCHMARK {
            const QJsonValue value = tree->toValue();
            QVERIFY(value.isObject());
        }
    }

    // One keystroke in a row: the edit, the whole pack compiled and validated again, the odds
    // of the table computed and the chart repainted.
    void rowEditToOddsChart() {
        EditorWorkspace editor;
        QVERIFY(editor.openPack(m_classic));
        editor.select(RecordKind::Table, QStringLiteral("room-size"));
        editor.resize(1280, 800);
        editor.show();
        OddsChart *chart = editor.oddsDock()->chart();
        const QString pointer =
            *editor.document()->recordPointer(RecordKind::Table, QStringLiteral("room-size")) +
            QStringLiteral("/rows/0/range");
        int n = 0;
        PD_BENCHMARK {
            editor.document()->setValue(
                QStringLiteral("tables.json"), pointer,
                JsonTree(QJsonValue(++n % 2 ? QStringLiteral("1-3") : QStringLiteral("1-2"))),
                QStringLiteral("Change range"));
            chart->repaint();
        }
    }

    // The Playtest dock's wait (issue 35: first results within 0.5 s): classic's 100 runs of
    // 500 turns on every core, as the dock plays them. The time measured is the whole report;
    // the first update's (the first runs shown) is printed, its median over the samples.
    void playtestFirstResults() {
        PackDocument doc;
        QVERIFY(doc.open(m_classic, nullptr));
        QThreadPool pool;
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        PlaytestRunner runner(&pool);
        BotOptions options;
        options.runs = 100;
        options.turns = 500;
        QList<qint64> first;
        PD_BENCHMARK {
            QElapsedTimer t;
            t.start();
            QSignalSpy updated(&runner, &PlaytestRunner::updated);
            runner.start(doc.pack(), options);
            QVERIFY(updated.wait(10000));
            first << t.elapsed();
            runner.waitForFinished();
        }
        QCOMPARE(runner.report().runs.size(), 100);
        std::sort(first.begin(), first.end());
        qInfo("first results shown after %lld ms (median of %lld)", first[first.size() / 2],
              qint64(first.size()));
    }
};

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
