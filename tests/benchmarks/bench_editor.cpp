// The editor's speed: opening a pack to an editable document (classic, and a designer's pack
// of 10,000 records) and to the Editor showing it, one row edit to validation plus the odds
// chart redrawn, and renaming a monster named 1,000 and 30,000 times to the window refreshed.

#include "BenchTable.h"
#include "EditorWorkspace.h"
#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "tables/OddsChart.h"
#include "tables/OddsDock.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

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
        // names each: a designer's big pack, 10,033 tables and records of its own in all.
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

    void open10000Records() {
        PD_BENCHMARK {
            PackDocument doc;
            doc.open(m_big, nullptr);
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
            const QString to = n++ % 2 ? QStringLiteral("goblin") : QStringLiteral("hobgoblin");
            QVERIFY(editor.renameRecord(to));
            editor.repaint();
        }
        QVERIFY(!editor.document()->diagnostics().hasErrors());
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
};

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
