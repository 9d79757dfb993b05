// The creatures' figures (render/TileArt figure, issue 33): every drawn race has a body of its
// own, its three tiers look different, an alias draws its body, an unknown race draws a neutral
// creature (never the old round token), every monster of the bundled packs and the test pack
// has a body, and docs/data-format.md lists every drawn race. PD_FIGURES_PNG=path writes a
// contact sheet of every body, tier and walk frame at 32 and 64 px for a look.
#include "PackFixture.h"
#include "render/LevelRenderer.h"
#include "render/TileArt.h"

#include <QPainter>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

const QColor kOneColour(0xd0, 0x60, 0x2a);

QImage drawn(const QString &race, int tier = 0, Direction facing = Direction::S, int frame = 0,
             int size = 32, QColor colour = kOneColour) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    tileart::figure(p, size, race, tier, colour, facing, frame, QStringLiteral("x"));
    p.end();
    return image;
}

int differing(const QImage &a, const QImage &b) {
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

// One race for each body, the first in the table's order, and "creature" for the unknown.
QStringList oneRacePerBody() {
    QStringList races, bodies;
    for (const QString &race : tileart::drawnRaces()) {
        const QString body = tileart::bodyOf(race);
        if (!bodies.contains(body)) {
            bodies << body;
            races << race;
        }
    }
    return races;
}

// The round token every undrawn race got before issue 33 (as TileArt drew it), for comparison.
QImage oldBlob(int size = 32) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawEllipse(QRectF(0.22 * size, 0.84 * size, 0.56 * size, 0.12 * size));
    p.setBrush(kOneColour);
    p.drawEllipse(QRectF(0.2 * size, 0.28 * size, 0.6 * size, 0.58 * size));
    p.setBrush(kOneColour.darker(166));
    p.drawEllipse(QRectF(0.28 * size, 0.62 * size, 0.44 * size, 0.2 * size));
    return image;
}

QString bundled(const QString &name) {
    return QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + name;
}

} // namespace

class TestFigures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Each body, in one colour, differs from every other and from the unknown race's creature
    // by a good part of its picture, facing any way.
    void everyBodyLooksItsOwn() {
        QStringList races = oneRacePerBody();
        races << QStringLiteral("nameless-thing");
        QCOMPARE(tileart::bodyOf(races.last()), QStringLiteral("creature"));
        QVERIFY(races.size() >= 30);
        for (Direction facing : {Direction::S, Direction::E, Direction::N}) {
            QList<QImage> images;
            for (const QString &race : races)
                images << drawn(race, 0, facing);
            for (int i = 0; i < races.size(); ++i)
                for (int j = i + 1; j < races.size(); ++j)
                    QVERIFY2(differing(images.at(i), images.at(j)) > 40,
                             qPrintable(races.at(i) + u' ' + races.at(j)));
        }
    }

    // A leader and a king of a body never look like its normal one, nor like each other, even
    // in the same colour, standing and mid-stride.
    void theThreeTiersOfEveryBodyDiffer() {
        QStringList races = oneRacePerBody();
        races << QStringLiteral("nameless-thing");
        for (const QString &race : races) {
            if (race == QLatin1String("hero"))
                continue; // the hero has no tier
            for (int frame : {0, 1}) {
                const QImage normal = drawn(race, 0, Direction::E, frame);
                const QImage leader = drawn(race, 1, Direction::E, frame);
                const QImage king = drawn(race, 2, Direction::E, frame);
                QVERIFY2(differing(normal, leader) > 20, qPrintable(race));
                QVERIFY2(differing(leader, king) > 20, qPrintable(race));
                QVERIFY2(differing(normal, king) > 20, qPrintable(race));
            }
        }
    }

    // The walk cycle: the strides differ from standing and from each other, and from behind a
    // body is not the same as from the front (but in the first nine bodies, which the committed
    // atlas pins: the rat, the fungus, ... only rise in a stride and show no back).
    void everyBodyWalksAndTurns() {
        const QStringList firstNine = oneRacePerBody().mid(0, 9);
        QCOMPARE(firstNine.last(), QStringLiteral("mimic"));
        QStringList races = oneRacePerBody();
        races << QStringLiteral("nameless-thing");
        for (const QString &race : races) {
            const QImage stand = drawn(race, 0, Direction::E, 0);
            const QImage one = drawn(race, 0, Direction::E, 1);
            const QImage two = drawn(race, 0, Direction::E, 2);
            QVERIFY2(stand != one && stand != two, qPrintable(race));
            QVERIFY2(firstNine.contains(race) || one != two, qPrintable(race));
            QVERIFY2(firstNine.contains(race) ||
                         drawn(race, 0, Direction::N) != drawn(race, 0, Direction::S),
                     qPrintable(race));
        }
    }

    // An alias ("vermin", "wolf", "slime", ...) draws its body exactly; a race of several words
    // draws the body of its last drawn word.
    void aliasesDrawTheirBody() {
        const QStringList races = oneRacePerBody();
        for (const QString &race : tileart::drawnRaces()) {
            const QString body = tileart::bodyOf(race);
            const QString first = races.at(
                int(std::find_if(races.cbegin(), races.cend(),
                                 [&](const QString &r) { return tileart::bodyOf(r) == body; }) -
                    races.cbegin()));
            for (int tier = 0; tier < 3; ++tier)
                QVERIFY2(drawn(race, tier, Direction::E, 1) == drawn(first, tier, Direction::E, 1),
                         qPrintable(race));
        }
        QCOMPARE(tileart::bodyOf(QStringLiteral("vermin")), QStringLiteral("rat"));
        QCOMPARE(tileart::bodyOf(QStringLiteral("eel")), QStringLiteral("snake"));
        QCOMPARE(tileart::bodyOf(QStringLiteral("fire-drake")), QStringLiteral("drake"));
        QCOMPARE(tileart::bodyOf(QStringLiteral("Cave Wolf")), QStringLiteral("quadruped"));
        QCOMPARE(tileart::bodyOf(QStringLiteral("gold")), QStringLiteral("creature"));
    }

    // The unknown race's figure is a creature, not the round token a player took for a coin.
    void anUnknownRaceIsACreatureNotTheOldToken() {
        const QImage creature = drawn(QStringLiteral("nameless-thing"));
        QVERIFY(differing(creature, oldBlob()) > 150);
        // Wider than tall over its painted part, on legs: the token was a disc.
        int left = 32, right = 0, top = 32, bottom = 0;
        for (int y = 0; y < 32; ++y)
            for (int x = 0; x < 32; ++x)
                if (QColor::fromRgba(creature.pixel(x, y)).alpha() > 200) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
        QVERIFY2(right - left > bottom - top,
                 qPrintable(
                     QStringLiteral("%1..%2 x %3..%4").arg(left).arg(right).arg(top).arg(bottom)));
    }

    // Every monster of the bundled packs and of the test pack is drawn with a body (none is the
    // unknown creature), and the renderer draws the test pack's new races: a "vermin" whose id
    // names no rat is a rat, a jackal is not a creature.
    void everyPacksMonsterHasABody() {
        for (const QString &folder :
             {bundled(QStringLiteral("classic")), bundled(QStringLiteral("permadungeon")),
              bundled(QStringLiteral("maze-duel")),
              QStringLiteral(PD_TEST_DATA_DIR "/packs/choices")}) {
            Diagnostics d;
            const Pack pack = PackLoader::load(folder, d);
            QVERIFY2(!d.hasErrors(), qPrintable(folder));
            for (const MonsterRecord &m : pack.monsters) {
                const QString race =
                    tileart::drawnRace(m.race, m.id, m.ai == MonsterRecord::Ai::Ranged);
                QVERIFY2(tileart::bodyOf(race) != QLatin1String("creature"),
                         qPrintable(folder + u' ' + m.id + u' ' + m.race));
            }
        }
        Diagnostics d;
        Pack pack = PackLoader::load(bundled(QStringLiteral("classic")), d);
        MonsterRecord pest = *pack.monster(QStringLiteral("cave-rat"));
        pest.id = QStringLiteral("pest");
        pest.race = QStringLiteral("vermin");
        pack.monsters.append(pest);
        MonsterRecord jackal = pest; // an id of its own: classic 2.0 has a jackal of its own
        jackal.id = QStringLiteral("prowler");
        jackal.race = QStringLiteral("jackal");
        pack.monsters.append(jackal);
        pack.rebuildIndex();
        LevelRenderer renderer;
        renderer.setPack(&pack);
        renderer.setLook(MapLook::Tiles);
        renderer.setCellSize(32);
        QCOMPARE(renderer.figure(QStringLiteral("pest"), Direction::E).toImage(),
                 renderer.figure(QStringLiteral("cave-rat"), Direction::E).toImage());
        const QColor colour(pest.color);
        QCOMPARE(renderer.figure(QStringLiteral("prowler"), Direction::E, 1).toImage(),
                 drawn(QStringLiteral("jackal"), 0, Direction::E, 1, 32, colour));
    }

    // docs/data-format.md's `race` row (the Editor's tooltip, tst_editor) names every drawn race.
    void theDocsListEveryDrawnRace() {
        QFile docs(QStringLiteral(PD_TEST_DATA_DIR "/../../docs/data-format.md"));
        QVERIFY(docs.open(QIODevice::ReadOnly));
        QString row;
        for (const QString &line : QString::fromUtf8(docs.readAll()).split(u'\n'))
            if (line.startsWith(QLatin1String("| `race` | ")))
                row = line;
        QVERIFY(!row.isEmpty());
        for (const QString &race : tileart::drawnRaces())
            QVERIFY2(row.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(race))),
                     qPrintable(race));
    }

    // A look at every body: for each, its three tiers, each standing from the front and in its
    // two strides from the side, at 32 and at 64 px, on a dark floor.
    void contactSheet() {
        const QByteArray path = qgetenv("PD_FIGURES_PNG");
        if (path.isEmpty())
            QSKIP("PD_FIGURES_PNG not set");
        const QHash<QString, QColor> colours = {
            {QStringLiteral("jackal"), QColor(0xc8, 0xa0, 0x60)},
            {QStringLiteral("bat"), QColor(0x8a, 0x70, 0x90)},
            {QStringLiteral("spider"), QColor(0x60, 0x50, 0x70)},
            {QStringLiteral("snake"), QColor(0x60, 0xb0, 0x50)},
            {QStringLiteral("skeleton"), QColor(0xe8, 0xe0, 0xc8)},
            {QStringLiteral("ghost"), QColor(0xb0, 0xb0, 0xd0)},
            {QStringLiteral("wraith"), QColor(0x90, 0x90, 0xc0)},
            {QStringLiteral("wisp"), QColor(0x70, 0xc8, 0xff)},
            {QStringLiteral("jelly"), QColor(0xf0, 0x90, 0xc0)},
            {QStringLiteral("bloat"), QColor(0x80, 0xc0, 0x60)},
            {QStringLiteral("drake"), QColor(0xff, 0x60, 0x20)},
            {QStringLiteral("dragon"), QColor(0x30, 0x80, 0xff)},
            {QStringLiteral("kobold"), QColor(0xc0, 0x80, 0x60)},
            {QStringLiteral("ogre"), QColor(0x90, 0xa0, 0x60)},
            {QStringLiteral("shaman"), QColor(0x60, 0xa0, 0xff)},
            {QStringLiteral("lich"), QColor(0xa0, 0x60, 0xe0)},
            {QStringLiteral("beetle"), QColor(0x40, 0x90, 0x80)},
            {QStringLiteral("eye"), QColor(0xd0, 0x50, 0x50)},
            {QStringLiteral("orc"), QColor(0x70, 0x98, 0x40)},
            {QStringLiteral("knight"), QColor(0xc0, 0x30, 0x30)},
        };
        QStringList races = oneRacePerBody();
        races << QStringLiteral("nameless-thing");
        const int label = 96, gap = 6;
        const QList<QPair<Direction, int>> poses = {
            {Direction::S, 0}, {Direction::E, 1}, {Direction::E, 2}};
        const int cells = 3 * int(poses.size());
        const int width = label + cells * 34 + 6 + 2 * gap + cells * 66 + 12 + 2 * gap + 8;
        QImage sheet(width, int(races.size()) * 68 + 20, QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0x20, 0x20, 0x24));
        QPainter p(&sheet);
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QColor(0xe0, 0xe0, 0xe0));
        p.drawText(QRect(label, 0, 400, 18), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("normal | leader | king  (front, stride 1, stride 2)"));
        for (int r = 0; r < races.size(); ++r) {
            const QString &race = races.at(r);
            const QColor colour = colours.value(race, QColor(0xd0, 0x60, 0x2a));
            const int y = 20 + r * 68;
            p.setPen(QColor(0xe0, 0xe0, 0xe0));
            p.drawText(QRect(4, y, label - 8, 64), Qt::AlignLeft | Qt::AlignVCenter,
                       race + u'\n' + tileart::bodyOf(race));
            int x = label;
            for (int size : {32, 64}) {
                for (int tier = 0; tier < 3; ++tier) {
                    for (const auto &[facing, frame] : poses) {
                        p.save();
                        p.translate(x, y);
                        p.setClipRect(0, 0, size, size);
                        tileart::floor(p, size, QColor(0x3a, 0x36, 0x32), QColor(0x4d, 0x47, 0x3f),
                                       r + x);
                        tileart::figure(p, size, race, tier, colour, facing, frame,
                                        QStringLiteral("x"));
                        p.restore();
                        x += size + 2;
                    }
                    x += size == 32 ? 2 : 4;
                }
                x += gap * 2;
            }
        }
        p.end();
        QVERIFY(sheet.save(QString::fromLocal8Bit(path)));
    }
};

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
