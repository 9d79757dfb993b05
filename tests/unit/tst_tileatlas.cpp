// The tile atlas: the committed resources/tiles/atlas.png is what the renderer draws in code, its
// cells are named as the renderer asks for them, and a pack's own atlas (or its dependency's)
// replaces the drawn tiles cell by cell while a broken one changes nothing.
#include "PackFixture.h"
#include "gen/Dungeon.h"
#include "render/LevelRenderer.h"
#include "render/TileAtlas.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QPainter>
#include <QtTest>

#include <chrono>
#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace pd;
using namespace pd::test;

namespace {

const QString kResources = QStringLiteral(PD_RESOURCES_DIR);

QString bundled(const QString &name) {
    return QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + name;
}

void writeFile(const QString &path, const QByteArray &content) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

// A transparent atlas of the program's layout with some cells painted one colour.
QImage atlasWith(const QHash<QString, QColor> &cells, int size = 32) {
    const QImage drawn = TileAtlas::draw(size);
    QImage atlas(drawn.size(), QImage::Format_ARGB32);
    atlas.fill(Qt::transparent);
    QPainter p(&atlas);
    for (auto it = cells.constBegin(); it != cells.constEnd(); ++it) {
        const QPoint at = TileAtlas::cellOf(it.key());
        p.fillRect(at.x() * size, at.y() * size, size, size, it.value());
    }
    return atlas;
}

// A copy of the classic pack whose tileset names `atlas` (a file written beside it).
QString classicWithAtlas(const QTemporaryDir &dir, const QByteArray &atlasBytes) {
    const QString folder = dir.filePath(QStringLiteral("classic"));
    if (!copyFolder(bundled(QStringLiteral("classic")), folder))
        return {};
    QFile f(folder + QStringLiteral("/tileset.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject tileset = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    tileset.insert(QStringLiteral("atlas"), QStringLiteral("art/tiles.png"));
    QDir(folder).mkpath(QStringLiteral("art"));
    writeFile(folder + QStringLiteral("/tileset.json"), QJsonDocument(tileset).toJson());
    writeFile(folder + QStringLiteral("/art/tiles.png"), atlasBytes);
    return folder;
}

QByteArray png(const QImage &image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QRgb centre(const QPixmap &picture) {
    const QImage image = picture.toImage();
    return image.pixel(image.width() / 2, image.height() / 2);
}

} // namespace

namespace {

// Whether two pictures are the same to the eye: the same pixels once premultiplied, each channel
// within 2. The PNG holds them unpremultiplied, and Qt rounds that conversion with the CPU's own
// instructions (SSE4, AVX2 and AVX-512 round the edges of a figure differently), so an exact
// comparison failed on some machines for an atlas that was not stale. A changed picture moves
// its pixels by far more.
bool samePicture(const QImage &x, const QImage &y) {
    const QImage a = x.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QImage b = y.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    if (a.size() != b.size())
        return false;
    for (int row = 0; row < a.height(); ++row) {
        const auto *pa = reinterpret_cast<const QRgb *>(a.constScanLine(row));
        const auto *pb = reinterpret_cast<const QRgb *>(b.constScanLine(row));
        for (int col = 0; col < a.width(); ++col) {
            const QRgb p = pa[col], q = pb[col];
            if (std::abs(qAlpha(p) - qAlpha(q)) > 2 || std::abs(qRed(p) - qRed(q)) > 2 ||
                std::abs(qGreen(p) - qGreen(q)) > 2 || std::abs(qBlue(p) - qBlue(q)) > 2)
                return false;
        }
    }
    return true;
}

} // namespace

class TestTileAtlas : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Monsters of one race in three tiers look different by shape, not only by colour (a helmet
    // for a leader, a crown for a king, drawn in code), and a record's own tileset entry with a
    // sprite gives that record alone its own picture (issue 32).
    void tiersOfARaceDifferInShapeAndARecordMayHaveItsOwnSprite() {
        Diagnostics d;
        Pack classic = PackLoader::load(bundled(QStringLiteral("classic")), d);
        QVERIFY(!d.hasErrors());
        for (MonsterRecord &m : classic.monsters)
            m.color = QStringLiteral("#d0602a"); // one colour for all
        LevelRenderer renderer;
        renderer.setPack(&classic);
        renderer.setLook(MapLook::Tiles);
        renderer.setCellSize(32);
        const QImage normal = renderer.figure(QStringLiteral("goblin"), Direction::S).toImage();
        const QImage leader =
            renderer.figure(QStringLiteral("goblin-leader"), Direction::S).toImage();
        const QImage king = renderer.figure(QStringLiteral("goblin-king"), Direction::S).toImage();
        QVERIFY(normal != leader);
        QVERIFY(leader != king);
        QVERIFY(normal != king);

        QTemporaryDir dir;
        QImage sprite(32, 32, QImage::Format_ARGB32);
        sprite.fill(QColor(0xff, 0, 0xff));
        QVERIFY(sprite.save(dir.filePath(QStringLiteral("leader.png"))));
        classic.rootPath = dir.path();
        classic.tileset.folder.clear();
        Tileset::Tile tile;
        tile.glyph = QStringLiteral("g");
        tile.fg = QStringLiteral("#d0602a");
        tile.sheet = QStringLiteral("leader.png");
        classic.tileset.tiles.insert(QStringLiteral("goblin-leader"), tile);
        renderer.setPack(&classic);
        QCOMPARE(QColor(centre(renderer.figure(QStringLiteral("goblin-leader"), Direction::S))),
                 QColor(0xff, 0, 0xff));
        QVERIFY(QColor(centre(renderer.figure(QStringLiteral("goblin"), Direction::S))) !=
                QColor(0xff, 0, 0xff));
    }

    void theCommittedAtlasIsWhatTheCodeDraws() {
        const QImage committed(kResources + QStringLiteral("/tiles/atlas.png"));
        QVERIFY2(!committed.isNull(), "resources/tiles/atlas.png does not load");
        const QImage drawn = TileAtlas::draw(32);
        QCOMPARE(committed.size(), drawn.size());
        QStringList stale;
        for (const QString &name : TileAtlas::cellNames()) {
            if (name.isEmpty())
                continue;
            const QRect cell(TileAtlas::cellOf(name) * 32, QSize(32, 32));
            if (!samePicture(committed.copy(cell), drawn.copy(cell)))
                stale << name;
        }
        QVERIFY2(stale.isEmpty(),
                 qPrintable(QStringLiteral("resources/tiles/atlas.png differs from what the code "
                                           "draws in %1 (cmake --build build --target tile-atlas "
                                           "rewrites it)")
                                .arg(stale.join(QStringLiteral(", ")))));
        QFile layout(kResources + QStringLiteral("/tiles/atlas.json"));
        QVERIFY(layout.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(layout.readAll()).object(), TileAtlas::layout(32));
    }

    void everyCellHoldsAPicture() {
        const QImage drawn = TileAtlas::draw(16);
        QCOMPARE(drawn.width(), TileAtlas::kColumns * 16);
        int cells = 0;
        for (const QString &name : TileAtlas::cellNames()) {
            if (name.isEmpty())
                continue;
            ++cells;
            const QPoint at = TileAtlas::cellOf(name);
            const QImage cell = drawn.copy(at.x() * 16, at.y() * 16, 16, 16);
            int opaque = 0;
            for (int y = 0; y < 16; ++y)
                for (int x = 0; x < 16; ++x)
                    opaque += qAlpha(cell.pixel(x, y)) > 0;
            QVERIFY2(opaque >= 8, qPrintable(name));
        }
        // The terrain, 11 things, 6 items (the ring last) and 25 creature rows of 12 looks.
        QCOMPARE(cells, 12 + 11 + 6 + 25 * 12);
        QCOMPARE(TileAtlas::layout(16).value(QStringLiteral("cells")).toObject().size(), cells);
    }

    void cellsAreNamedAsTheRendererAsks_data() {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("expected");
        QTest::newRow("wall variant")
            << TileAtlas::featureCell(QStringLiteral("wall"), 6) << QStringLiteral("wall/2");
        QTest::newRow("door") << TileAtlas::featureCell(QStringLiteral("door-open"), 3)
                              << QStringLiteral("door-open");
        QTest::newRow("pit") << TileAtlas::thingCell(QStringLiteral("trap-sprung"),
                                                     QStringLiteral("deep-pit"), QString())
                             << QStringLiteral("trap-sprung/crack");
        QTest::newRow("needle") << TileAtlas::thingCell(QStringLiteral("trap"),
                                                        QStringLiteral("needle"), QString())
                                << QStringLiteral("trap/spikes");
        QTest::newRow("artefact") << TileAtlas::thingCell(QStringLiteral("item"),
                                                          QStringLiteral("crown"),
                                                          QStringLiteral("artefact"))
                                  << QStringLiteral("item/treasure");
        QTest::newRow("hero") << TileAtlas::figureCell(QStringLiteral("hero"), 2, Direction::W, 1)
                              << QStringLiteral("figure/hero/0/w/1");
        QTest::newRow("king") << TileAtlas::figureCell(QStringLiteral("zombie"), 2, Direction::N, 2)
                              << QStringLiteral("figure/zombie/2/n/2");
    }
    void cellsAreNamedAsTheRendererAsks() {
        QFETCH(QString, cell);
        QFETCH(QString, expected);
        QCOMPARE(cell, expected);
        QVERIFY(TileAtlas::cellOf(cell).x() >= 0);
    }

    void unknownCellsAreNotInTheLayout() {
        QCOMPARE(TileAtlas::cellOf(QStringLiteral("figure/dragon/0/s/0")), QPoint(-1, -1));
        QCOMPARE(TileAtlas::cellOf(QString()), QPoint(-1, -1));
        QCOMPARE(TileAtlas::cellOf(QStringLiteral("wall/4")), QPoint(-1, -1));
    }

    void aPacksAtlasReplacesTheDrawnTiles() {
        // Walls, the hero facing south and a healing draught painted over; the rest left clear.
        const QColor wall(0xff, 0x00, 0xff), hero(0x00, 0xff, 0xff), potion(0x10, 0x20, 0xf0);
        QHash<QString, QColor> cells = {{QStringLiteral("figure/hero/0/s/0"), hero},
                                        {QStringLiteral("item/medicine"), potion}};
        for (int v = 0; v < 4; ++v)
            cells.insert(QStringLiteral("wall/%1").arg(v), wall);
        QTemporaryDir dir;
        const QString folder = classicWithAtlas(dir, png(atlasWith(cells)));
        QVERIFY(!folder.isEmpty());
        const auto pack = loadValidPack(folder);
        QCOMPARE(pack->tileset.atlas, QStringLiteral("art/tiles.png"));

        LevelRenderer renderer;
        renderer.setPack(pack.get());
        renderer.setLook(MapLook::Tiles);
        renderer.setCellSize(24); // the atlas's 32-pixel cells scale to the map's
        const LevelPalette palette = renderer.palette();
        QCOMPARE(QColor(palette.feature(QStringLiteral("wall"))), wall);
        QVERIFY(QColor(palette.feature(QStringLiteral("floor"))) != wall); // drawn in code
        QCOMPARE(QColor(centre(renderer.figure(QString(), Direction::S, 0))), hero);
        QVERIFY(QColor(centre(renderer.figure(QString(), Direction::N, 0))) != hero);
        QCOMPARE(QColor(palette.thing(QStringLiteral("item"), QStringLiteral("potion-hp-1"))),
                 potion);

        // The glyph look is the tileset's glyphs, atlas or not.
        renderer.setLook(MapLook::Glyph);
        QVERIFY(QColor(renderer.palette().feature(QStringLiteral("wall"))) != wall);

        // Without the atlas the same pack draws its tiles in code again.
        Pack plain = *pack;
        plain.tileset.atlas.clear();
        renderer.setPack(&plain);
        renderer.setLook(MapLook::Tiles);
        QVERIFY(QColor(renderer.palette().feature(QStringLiteral("wall"))) != wall);
    }

    void aBrokenAtlasDrawsTheCodesTiles() {
        QTemporaryDir dir;
        const QString folder = classicWithAtlas(dir, QByteArray("not a picture at all"));
        const auto pack = loadValidPack(folder); // the file is there: what is in it is the
                                                 // renderer's to judge
        LevelRenderer renderer;
        renderer.setPack(pack.get());
        renderer.setLook(MapLook::Tiles);
        Diagnostics d;
        const Pack classic = PackLoader::load(bundled(QStringLiteral("classic")), d);
        LevelRenderer reference;
        reference.setPack(&classic);
        reference.setLook(MapLook::Tiles);
        QCOMPARE(renderer.palette().feature(QStringLiteral("wall")),
                 reference.palette().feature(QStringLiteral("wall")));
        QCOMPARE(renderer.figure(QString(), Direction::S, 0).toImage(),
                 reference.figure(QString(), Direction::S, 0).toImage());

        // An atlas too small for the creatures still gives the terrain it covers.
        QImage small = atlasWith({{QStringLiteral("wall/0"), QColor(0xff, 0, 0xff)}});
        small = small.copy(0, 0, small.width(), 32);
        QTemporaryDir dir2;
        const auto partial = loadValidPack(classicWithAtlas(dir2, png(small)));
        renderer.setPack(partial.get());
        QCOMPARE(QColor(renderer.palette().feature(QStringLiteral("wall"))), QColor(0xff, 0, 0xff));
        QCOMPARE(renderer.figure(QString(), Direction::S, 0).toImage(),
                 reference.figure(QString(), Direction::S, 0).toImage());
    }

    // An atlas that is a named pipe is not opened (it would wait for a writer for ever): the
    // renderer draws its own tiles.
    void aNamedPipeIsNoAtlas() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("atlas.png"));
        const QByteArray name = QFile::encodeName(file);
        QCOMPARE(::mkfifo(name.constData(), 0600), 0);
        auto loaded = std::async(std::launch::async, [file] {
            TileAtlas atlas;
            return atlas.load(file, 32);
        });
        const bool finished =
            loaded.wait_for(std::chrono::seconds(10)) == std::future_status::ready;
        if (!finished) {
            const int writer = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0)
                ::close(writer);
        }
        QVERIFY2(finished, "loading the atlas waited on the pipe");
        QVERIFY(!loaded.get());
    }

    void aDependencysAtlasIsReadFromItsFolder() {
        QTemporaryDir dir;
        const QColor wall(0x20, 0xe0, 0x40);
        QHash<QString, QColor> cells;
        for (int v = 0; v < 4; ++v)
            cells.insert(QStringLiteral("wall/%1").arg(v), wall);
        const QString base = classicWithAtlas(dir, png(atlasWith(cells)));
        const QString mod = dir.filePath(QStringLiteral("mod"));
        QVERIFY(QDir().mkpath(mod));
        writeFile(mod + QStringLiteral("/pack.json"),
                  R"({"format": 1, "id": "org.test.mod", "name": "Mod", "version": "1.0.0",
                      "authors": ["T"], "description": "Classic with nothing changed.",
                      "dependencies": [{"id": "org.permadungeon.classic"}]})");
        const auto pack = loadValidPack(mod);
        QCOMPARE(QDir(pack->tileset.folder), QDir(base));
        LevelRenderer renderer;
        renderer.setPack(pack.get());
        renderer.setLook(MapLook::Tiles);
        QCOMPARE(QColor(renderer.palette().feature(QStringLiteral("wall"))), wall);
    }

    // A band's look (issue 33): a level is drawn in the look of its depth's band, in both looks
    // of the map and when remembered, and a band without one draws the base tiles as a pack
    // without looks does. Pictures are kept per look, so going back is the same picture.
    void aLevelIsDrawnInTheLookOfItsBand() {
        const auto pack = loadValidPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"));
        QVERIFY(pack);
        QString error;
        Dungeon dungeon(*pack, 7);
        const Level first = dungeon.level(1, &error);
        const Level third = dungeon.level(3, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const int s = 16;
        // The colour a wall cell of the level shows: its corner (the glyph look's background)
        // and its mean (the tile look's stones).
        auto wallOf = [&](const QImage &image, const Level &level, bool corner) {
            for (int y = 0; y < level.height(); ++y)
                for (int x = 0; x < level.width(); ++x)
                    if (level.map.at(x, y) == Tile::Wall) {
                        if (corner)
                            return QColor(image.pixel(x * s + 1, y * s + 1));
                        qint64 r = 0, g = 0, b = 0;
                        for (int py = 0; py < s; ++py)
                            for (int px = 0; px < s; ++px) {
                                const QRgb c = image.pixel(x * s + px, y * s + py);
                                r += qRed(c);
                                g += qGreen(c);
                                b += qBlue(c);
                            }
                        return QColor(int(r / (s * s)), int(g / (s * s)), int(b / (s * s)));
                    }
            return QColor();
        };
        LevelRenderer renderer;
        renderer.setPack(pack.get());
        renderer.setCellSize(s);
        renderer.setLook(MapLook::Glyph);
        const QImage glyphFirst = renderer.levelImage(first);
        QCOMPARE(renderer.tilesetLook(), QString());
        QCOMPARE(wallOf(glyphFirst, first, true), QColor(0x26, 0x23, 0x1f)); // classic's wall
        const QImage glyphThird = renderer.levelImage(third);
        QCOMPARE(renderer.tilesetLook(), QStringLiteral("upper"));
        QCOMPARE(wallOf(glyphThird, third, true), QColor(0x1d, 0x26, 0x1a)); // mossy
        QCOMPARE(renderer.levelImage(first), glyphFirst); // back up: the base tiles again

        renderer.setLook(MapLook::Tiles);
        const QImage tilesFirst = renderer.levelImage(first);
        const QImage tilesThird = renderer.levelImage(third);
        const QColor a = wallOf(tilesFirst, first, false), b = wallOf(tilesThird, third, false);
        QVERIFY2(a != b, qPrintable(a.name() + u' ' + b.name()));
        QVERIFY(b.green() > b.red()); // moss
        QCOMPARE(renderer.levelImage(first), tilesFirst);

        // Remembered cells are greyed from the look's own colours.
        renderer.setDepth(1);
        const QImage rememberedFirst =
            renderer.featurePicture(QStringLiteral("wall"), 0, true).toImage();
        renderer.setDepth(5);
        QCOMPARE(renderer.tilesetLook(), QStringLiteral("caves"));
        QVERIFY(renderer.featurePicture(QStringLiteral("wall"), 0, true).toImage() !=
                rememberedFirst);

        // The same pack without looks draws depth 1 as the band without a look does.
        Pack plain = *pack;
        plain.tileset.looks.clear();
        for (Ruleset::Band &band : plain.ruleset.bands)
            band.look.clear();
        LevelRenderer reference;
        reference.setPack(&plain);
        reference.setCellSize(s);
        reference.setLook(MapLook::Tiles);
        QCOMPARE(reference.levelImage(first), tilesFirst);
        QVERIFY(reference.levelImage(third) != tilesThird);
        reference.setLook(MapLook::Glyph);
        QCOMPARE(reference.levelImage(first), glyphFirst);
    }
};

QTEST_MAIN(TestTileAtlas)
#include "tst_tileatlas.moc"
