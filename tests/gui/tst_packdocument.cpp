// The editor's pack document: every kind of edit undoes and redoes, rename takes every
// reference along, undoing everything gives back the files byte for byte, and a saved pack
// writes only what changed.

#include "data/PackLoader.h"
#include "document/PackDocument.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

QByteArray readBytes(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every file's text as the document would write it now.
QMap<QString, QByteArray> texts(const PackDocument &doc) {
    QMap<QString, QByteArray> out;
    for (const auto &entry : doc.files().files)
        out.insert(entry.first, doc.files().text(entry.first));
    return out;
}

QMap<QString, QByteArray> onDisk(const QString &folder) {
    QMap<QString, QByteArray> out;
    for (const QString &name : PackLoader::knownFiles())
        if (QFile::exists(folder + u'/' + name))
            out.insert(name, readBytes(folder + u'/' + name));
    // and the translations, which the document holds too
    const QString translations = folder + QStringLiteral("/translations");
    for (const QString &name : QDir(translations).entryList({QStringLiteral("*.json")}))
        out.insert(QStringLiteral("translations/") + name, readBytes(translations + u'/' + name));
    return out;
}

JsonTree str(const QString &s) {
    return JsonTree(QJsonValue(s));
}

} // namespace

class TestPackDocument : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_folder;

private Q_SLOTS:
    void init() {
        m_folder = m_tmp.filePath(QString::number(QDateTime::currentMSecsSinceEpoch()) +
                                  QStringLiteral("-classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), m_folder));
    }

    void opensABundledPackWithoutProblems() {
        PackDocument doc;
        QString error;
        QVERIFY2(doc.open(m_folder, &error), qPrintable(error));
        QVERIFY2(doc.diagnostics().isEmpty(),
                 qPrintable(doc.diagnostics().toStringList().join(u'\n')));
        QCOMPARE(doc.displayName(), QStringLiteral("Classic"));
        QVERIFY(!doc.isModified());
        QVERIFY(doc.pack()->monster(QStringLiteral("goblin")));
        QCOMPARE(texts(doc), onDisk(m_folder));
        QVERIFY(!doc.open(m_tmp.filePath(QStringLiteral("nothing-here")), &error));
        QVERIFY(error.contains(QStringLiteral("nothing-here")));
    }

    // Each edit kind, undone and redone; undoing all of them gives the files back byte for byte.
    void everyEditUndoesAndRedoes() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        const QMap<QString, QByteArray> original = texts(doc);
        const auto before = doc.pack();

        const QString items = QStringLiteral("items.json");
        doc.setValue(items, QStringLiteral("/items/0/name"), str(QStringLiteral("Red draught")),
                     QStringLiteral("Change name"));
        QCOMPARE(doc.pack()->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Red draught"));
        // A game holding the snapshot from before sees no change.
        QCOMPARE(before->item(QStringLiteral("potion-hp-1"))->name,
                 QStringLiteral("Healing draught"));

        doc.removeValue(items, QStringLiteral("/items/0/description"),
                        QStringLiteral("Remove description"));
        QVERIFY(doc.pack()->item(QStringLiteral("potion-hp-1"))->description.isEmpty());

        JsonTree record = *doc.value(items, QStringLiteral("/items/0"));
        record.setMember(QStringLiteral("id"), str(QStringLiteral("potion-hp-0")));
        doc.insertItem(items, QStringLiteral("/items"), 1, record, QStringLiteral("Add item"));
        QVERIFY(doc.pack()->item(QStringLiteral("potion-hp-0")));

        doc.moveItem(QStringLiteral("tables.json"), QStringLiteral("/tables/0/rows"), 0, 1,
                     QStringLiteral("Move row"));
        doc.removeItem(items, QStringLiteral("/items"), 1, QStringLiteral("Remove item"));
        QVERIFY(!doc.pack()->item(QStringLiteral("potion-hp-0")));

        QCOMPARE(doc.renameRecord(RecordKind::Monster, QStringLiteral("goblin"),
                                  QStringLiteral("hobgoblin"), QStringLiteral("Rename")),
                 PackDocument::Rename::Done);
        QCOMPARE(doc.undoStack()->count(), 6);
        QVERIFY(doc.isModified());
        const QMap<QString, QByteArray> edited = texts(doc);

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(texts(doc), original);
        QVERIFY(!doc.isModified());
        QVERIFY(doc.diagnostics().isEmpty());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(texts(doc), edited);
    }

    void renameTakesEveryReferenceAlong() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        // A tile drawn for the goblin: renamed by its key.
        JsonTree tileLook = JsonTree::object();
        tileLook.setMember(QStringLiteral("glyph"), str(QStringLiteral("g")));
        doc.setValue(QStringLiteral("tileset.json"), QStringLiteral("/tiles/goblin"), tileLook,
                     QStringLiteral("Add tile"));
        doc.undoStack()->clear();
        const auto users = doc.usersOf(RecordKind::Monster, QStringLiteral("goblin"));
        QVERIFY2(users.size() >= 3, qPrintable(QString::number(users.size())));
        bool tile = false;
        for (const PackReference &r : users)
            tile = tile || (r.isKey && r.file == QLatin1String("tileset.json"));
        QVERIFY(tile);

        QCOMPARE(doc.renameRecord(RecordKind::Monster, QStringLiteral("goblin"),
                                  QStringLiteral("hobgoblin"), QStringLiteral("Rename")),
                 PackDocument::Rename::Done);
        QCOMPARE(doc.undoStack()->count(), 1);
        // The translations' goblin went along (renamed in the same step): no warning about an
        // unknown id, and the German name is the hobgoblin's.
        QVERIFY2(doc.diagnostics().isEmpty(),
                 qPrintable(doc.diagnostics().toStringList().join(u'\n')));
        QVERIFY(doc.value(QStringLiteral("translations/de.json"),
                          QStringLiteral("/monsters/hobgoblin/name")));
        QVERIFY(
            !doc.value(QStringLiteral("translations/de.json"), QStringLiteral("/monsters/goblin")));
        QVERIFY(!doc.pack()->monster(QStringLiteral("goblin")));
        QVERIFY(doc.pack()->monster(QStringLiteral("hobgoblin")));
        QVERIFY(doc.usersOf(RecordKind::Monster, QStringLiteral("goblin")).isEmpty());
        QCOMPARE(doc.usersOf(RecordKind::Monster, QStringLiteral("hobgoblin")).size(),
                 users.size());
        QVERIFY(doc.value(QStringLiteral("tileset.json"), QStringLiteral("/tiles/hobgoblin")));
        // Nothing names the old id any more ("race": "goblin" is a family, not a reference).
        for (const QByteArray &text : texts(doc))
            QVERIFY(!text.contains("\"monster\": \"goblin\"") &&
                    !text.contains("\"id\": \"goblin\"") && !text.contains("\"goblin\": {"));

        QCOMPARE(doc.renameRecord(RecordKind::Monster, QStringLiteral("hobgoblin"),
                                  QStringLiteral("zombie"), QStringLiteral("Rename")),
                 PackDocument::Rename::IdTaken);
        QCOMPARE(doc.renameRecord(RecordKind::Monster, QStringLiteral("hobgoblin"),
                                  QStringLiteral("  "), QStringLiteral("Rename")),
                 PackDocument::Rename::EmptyId);
        QCOMPARE(doc.renameRecord(RecordKind::Monster, QStringLiteral("nobody"),
                                  QStringLiteral("x"), QStringLiteral("Rename")),
                 PackDocument::Rename::NoSuchRecord);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void typingInOneFieldIsOneStep() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        const QString p = QStringLiteral("/items/0/name");
        for (const char *text : {"H", "He", "Hea"})
            doc.setValue(QStringLiteral("items.json"), p, str(QLatin1String(text)),
                         QStringLiteral("Change name"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.setValue(QStringLiteral("items.json"), QStringLiteral("/items/1/name"),
                     str(QStringLiteral("X")), QStringLiteral("Change name"));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.value(QStringLiteral("items.json"), p)->scalar().toString(),
                 QStringLiteral("Healing draught"));
        // Setting a value to what it is records nothing.
        doc.undoStack()->clear();
        doc.setValue(QStringLiteral("items.json"), p, str(QStringLiteral("Healing draught")),
                     QStringLiteral("Change name"));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void problemsFollowEdits() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        QSignalSpy rebuilt(&doc, &PackDocument::packRebuilt);
        const QString at = QStringLiteral("/tables/24/rows/0/monster");
        QVERIFY(doc.value(QStringLiteral("tables.json"), at));
        doc.setValue(QStringLiteral("tables.json"), at, str(QStringLiteral("goblinn")),
                     QStringLiteral("Change monster"));
        QVERIFY(rebuilt.count() >= 1);
        QCOMPARE(doc.diagnostics().items().size(), 1);
        const Diagnostic &d = doc.diagnostics().items().first();
        QCOMPARE(d.file, QStringLiteral("tables.json"));
        QCOMPARE(d.pointer, at);
        QVERIFY(d.message.contains(QStringLiteral("did you mean \"goblin\"")));
        QVERIFY(!d.location.isValid()); // edited: no text yet

        QString error;
        QVERIFY(doc.save(&error));
        QVERIFY(doc.diagnostics().items().first().location.isValid()); // saved: line and column
        doc.undoStack()->undo();
        QVERIFY(doc.diagnostics().isEmpty());
    }

    void saveWritesOnlyWhatChangedAndRevertDropsEdits() {
        PackDocument doc;
        QVERIFY(doc.open(m_folder, nullptr));
        const QMap<QString, QByteArray> original = onDisk(m_folder);
        doc.setValue(QStringLiteral("traps.json"), QStringLiteral("/traps/0/name"),
                     str(QStringLiteral("Sharp spikes")), QStringLiteral("Change name"));
        QSignalSpy modified(&doc, &PackDocument::modifiedChanged);
        QString error;
        QVERIFY(doc.save(&error));
        QCOMPARE(modified.count(), 1);
        QVERIFY(!doc.isModified());
        const QMap<QString, QByteArray> now = onDisk(m_folder);
        for (auto it = original.cbegin(); it != original.cend(); ++it)
            QCOMPARE(now.value(it.key()) != it.value(), it.key() == QLatin1String("traps.json"));

        doc.setValue(QStringLiteral("traps.json"), QStringLiteral("/traps/0/name"),
                     str(QStringLiteral("Blunt spikes")), QStringLiteral("Change name"));
        QVERIFY(doc.revert(&error));
        QCOMPARE(doc.pack()->traps.first().name, QStringLiteral("Sharp spikes"));
        QCOMPARE(doc.undoStack()->count(), 0);

        // Save As carries the sounds along and goes on there.
        const QString copy = m_tmp.filePath(QStringLiteral("copy-of-classic"));
        QVERIFY2(doc.saveAs(copy, &error), qPrintable(error));
        QCOMPARE(doc.folder(), copy);
        QCOMPARE(onDisk(copy), onDisk(m_folder));
        QCOMPARE(QDir(copy + QStringLiteral("/sounds")).entryList(QDir::Files),
                 (QStringList{QStringLiteral("battle.ogg"), QStringLiteral("explore.ogg")}));
        QVERIFY(doc.diagnostics().isEmpty());
    }
};

QTEST_MAIN(TestPackDocument)
#include "tst_packdocument.moc"
