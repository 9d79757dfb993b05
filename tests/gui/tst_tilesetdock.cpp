// The Tileset dock, as a designer uses it on a pack made with New pack: a tileset made (one
// undo step), a wall's glyph and colour typed, a sprite sheet imported (a bad one refused with
// its size), a cell chosen, the tile shown at the game's zoom levels, saved and read back by the
// loader; a monster's form shows its look and leads to its tile.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "docks/LanguagesDock.h"
#include "docks/TilesetDock.h"
#include "document/PackDocument.h"
#include "records/RecordForm.h"
#include "workspace/DockLayout.h"

#include <QComboBox>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace pd;

namespace {

const QString kTileset = QStringLiteral("tileset.json");

QString textAt(const PackDocument *doc, const QString &pointer) {
    const JsonTree *v = doc->value(kTileset, pointer);
    return v ? v->scalar().toString() : QStringLiteral("(none)");
}

bool writePng(const QString &path, int width, int height) {
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(QColor(0x40, 0x80, 0xc0));
    return image.save(path, "PNG");
}

} // namespace

class TestTilesetDock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        // The English plural forms ("0 tiles"), as the program installs them.
        QVERIFY(m_english.load(QStringLiteral(":/i18n/permadungeon_en.qm")));
        QCoreApplication::installTranslator(&m_english);
    }

    void aNewPackGetsATileset() {
        const QString folder = m_tmp.filePath(QStringLiteral("fresh"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        TilesetDock *dock = editor.docks()->tileset();
        QVERIFY(dock->statusText().contains(QLatin1String("no tileset.json")));
        QVERIFY(dock->tiles()->topLevelItemCount() >= 3); // features, monsters, items, traps
        QVERIFY(dock->makeTileset(&error));
        doc->settle();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(dock->statusText().startsWith(QLatin1String("tileset.json: 0 tiles set")));
        QVERIFY(!dock->makeTileset(&error));
        QVERIFY(error.contains(QLatin1String("already")));
        doc->undoStack()->undo();
        doc->settle();
        QVERIFY(!doc->files().has(kTileset));
        QVERIFY(dock->statusText().contains(QLatin1String("no tileset.json")));
        doc->undoStack()->redo();
        doc->settle();
        QVERIFY(doc->files().has(kTileset));

        // A wall's glyph and colour, typed: each field one step; emptied, it goes.
        dock->selectTile(QStringLiteral("wall"));
        QCOMPARE(dock->currentTile(), QStringLiteral("wall"));
        test::retype(dock->glyphEdit(), QStringLiteral("%"));
        doc->settle();
        QCOMPARE(textAt(doc, QStringLiteral("/tiles/wall/glyph")), QStringLiteral("%"));
        test::retype(dock->colourEdit(false), QStringLiteral("#a0483c"));
        doc->settle();
        QCOMPARE(textAt(doc, QStringLiteral("/tiles/wall/fg")), QStringLiteral("#a0483c"));
        QCOMPARE(doc->pack()->tileset.tiles.value(QStringLiteral("wall")).glyph,
                 QStringLiteral("%"));
        QCOMPARE(dock->tiles()->currentItem()->text(1), QStringLiteral("glyph, fg"));
        QVERIFY(!doc->diagnostics().hasErrors());
        // A colour that is none: the pack says so, under the field.
        test::retype(dock->colourEdit(true), QStringLiteral("#12"));
        doc->settle();
        QVERIFY(doc->diagnostics().hasErrors());
        test::retype(dock->colourEdit(true), QString());
        QTest::keyClick(dock->colourEdit(true), Qt::Key_Backspace);
        doc->settle();
        QVERIFY(!doc->value(kTileset, QStringLiteral("/tiles/wall/bg")));
        QVERIFY(!doc->diagnostics().hasErrors());

        // The tile at the game's zoom levels, both looks.
        const QPixmap strip = dock->zoomStrip()->pixmap();
        int width = 0;
        for (int s : TilesetDock::zoomLevels())
            width += s + 6;
        QCOMPARE(strip.width(), width);

        // A sprite sheet: refused when it is no PNG or not whole cells, named where it is.
        const QString text = m_tmp.filePath(QStringLiteral("notes.png"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a picture");
        }
        QVERIFY(dock->importSheet(text, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("is not a PNG image")), qPrintable(error));
        const QString odd = m_tmp.filePath(QStringLiteral("odd.png"));
        QVERIFY(writePng(odd, 50, 40));
        QVERIFY(dock->importSheet(odd, &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("50 × 40")) && error.contains(QLatin1String("32")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/sprites")));
        const QString good = m_tmp.filePath(QStringLiteral("My Walls.png"));
        QVERIFY(writePng(good, 64, 32));
        const QString sheet = dock->importSheet(good, &error);
        QCOMPARE(sheet, QStringLiteral("sprites/my-walls.png"));
        QVERIFY(QFileInfo::exists(folder + u'/' + sheet));
        doc->settle();
        QCOMPARE(textAt(doc, QStringLiteral("/tiles/wall/sprite/sheet")), sheet);
        // The second cell.
        dock->cellSpin(false)->setValue(1);
        doc->settle();
        QCOMPARE(
            doc->value(kTileset, QStringLiteral("/tiles/wall/sprite/column"))->scalar().toInt(), 1);
        QCOMPARE(dock->sheetCombo()->currentData().toString(), sheet);
        QCOMPARE(dock->importSheet(good, &error), sheet); // the same picture: used again
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/sprites/my-walls-2.png")));
        QCOMPARE(
            doc->value(kTileset, QStringLiteral("/tiles/wall/sprite/column"))->scalar().toInt(),
            1); // (the tile keeps its cell)

        // Reset takes the whole tile out in one step; undo brings it back.
        const int steps = doc->undoStack()->count();
        dock->findChild<QPushButton *>(QStringLiteral("ResetTile"))->click();
        doc->settle();
        QVERIFY(!doc->value(kTileset, QStringLiteral("/tiles/wall")));
        QCOMPARE(dock->tiles()->currentItem()->text(1), QString());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->undoStack()->undo();
        doc->settle();
        QCOMPARE(textAt(doc, QStringLiteral("/tiles/wall/glyph")), QStringLiteral("%"));

        // A monster's tile made by its sprite alone starts from the record's glyph and colour
        // (a tileset's tile must give its glyph): no problem, and the glyph look unchanged.
        const MonsterRecord monster = doc->pack()->monsters.first();
        dock->selectTile(monster.id);
        QVERIFY(!doc->value(kTileset, QStringLiteral("/tiles/") + monster.id));
        QCOMPARE(dock->importSheet(good, &error), sheet);
        doc->settle();
        const QString tile = QStringLiteral("/tiles/") + monster.id;
        QCOMPARE(textAt(doc, tile + QStringLiteral("/glyph")), monster.glyph);
        QCOMPARE(textAt(doc, tile + QStringLiteral("/fg")), monster.color);
        QCOMPARE(textAt(doc, tile + QStringLiteral("/sprite/sheet")), sheet);
        QVERIFY2(!doc->diagnostics().hasErrors(),
                 qPrintable(doc->diagnostics().toStringList().join(u'\n')));

        // Saved and read again: the tileset is the pack's.
        QVERIFY2(doc->save(&error), qPrintable(error));
        Diagnostics diagnostics;
        const Pack pack = PackLoader::load(folder, diagnostics);
        QVERIFY2(!diagnostics.hasErrors(), qPrintable(diagnostics.toStringList().join(u'\n')));
        const Tileset::Tile wall = pack.tileset.tiles.value(QStringLiteral("wall"));
        QCOMPARE(wall.glyph, QStringLiteral("%"));
        QCOMPARE(wall.sheet, sheet);
        QCOMPARE(wall.column, 1);
    }

    // A monster's form shows its look and its button leads to its tile.
    void formsShowTheLook() {
        const QString folder = m_tmp.filePath(QStringLiteral("looks"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, folder));
        PackDocument *doc = editor.document();
        const QString monster = doc->pack()->monsters.first().id;
        editor.select(RecordKind::Monster, monster);
        QLabel *look = editor.recordForm()->lookPicture();
        QVERIFY(look);
        QCOMPARE(look->pixmap().height(), 32);
        auto *edit = editor.recordForm()->findChild<QPushButton *>(QStringLiteral("EditLook"));
        QVERIFY(edit);
        edit->click();
        TilesetDock *dock = editor.docks()->tileset();
        QTRY_VERIFY(dock->isVisible());
        QCOMPARE(dock->currentTile(), monster);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    // Files made in the Editor and never saved (a tileset, a translation) come back after a
    // crash with the rest; a name in the file aside that is no pack file is not written.
    void filesMadeInTheEditorSurviveACrash() {
        const QString folder = m_tmp.filePath(QStringLiteral("crash"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        const QString recovery = EditorWorkspace::recoveryPath(folder);
        {
            EditorWorkspace editor;
            QVERIFY(editor.openPack(folder));
            QVERIFY(editor.docks()->tileset()->makeTileset(&error));
            QVERIFY2(editor.docks()->languages()->addLanguage(QStringLiteral("de"), &error),
                     qPrintable(error));
            editor.document()->settle();
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery), 5000);
            editor.document()->undoStack()->setClean(); // it "crashes": gone without asking
        }
        // A name that is no pack file, slipped into the file aside, stays out of the pack.
        {
            QFile aside(recovery);
            QVERIFY(aside.open(QIODevice::ReadOnly));
            QJsonObject root = QJsonDocument::fromJson(aside.readAll()).object();
            aside.close();
            QJsonObject files = root.value(QStringLiteral("files")).toObject();
            QVERIFY(files.contains(kTileset));
            QVERIFY(files.contains(QStringLiteral("translations/de.json")));
            files.insert(QStringLiteral("translations/../../escape.json"), QStringLiteral("{}"));
            files.insert(QStringLiteral("notes.json"), QStringLiteral("{}"));
            root.insert(QStringLiteral("files"), files);
            QVERIFY(aside.open(QIODevice::WriteOnly | QIODevice::Truncate));
            aside.write(QJsonDocument(root).toJson());
        }
        qputenv("PD_RESTORE_RECOVERY", "1");
        EditorWorkspace again;
        QVERIFY(again.openPack(folder));
        qunsetenv("PD_RESTORE_RECOVERY");
        PackDocument *doc = again.document();
        QVERIFY(doc->files().has(kTileset));
        QVERIFY(doc->files().has(QStringLiteral("translations/de.json")));
        QVERIFY(!doc->files().has(QStringLiteral("notes.json")));
        QVERIFY(doc->isModified());
        QCOMPARE(doc->undoStack()->count(), 1); // one step, which undo takes back whole
        doc->undoStack()->undo();
        QVERIFY(!doc->files().has(kTileset));
        doc->undoStack()->redo();
        QVERIFY2(doc->save(&error), qPrintable(error));
        QVERIFY(QFile::exists(folder + u'/' + kTileset));
        QVERIFY(QFile::exists(folder + QStringLiteral("/translations/de.json")));
        QVERIFY(!QFile::exists(folder + QStringLiteral("/notes.json")));
        QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("escape.json"))));
    }

private:
    QTemporaryDir m_tmp;
    QTranslator m_english;
};

QTEST_MAIN(TestTilesetDock)
#include "tst_tilesetdock.moc"
