// The colour-blind palettes keep apart what a player must tell apart: after the deficiency is
// simulated (Machado et al. 2009), the hero from the monsters, the two monster races, the wall
// from the floor, the health bar from the magic and experience bars, and the colours of danger
// from those of safety differ by at least kMinDeltaE (CIE 1976) in the palette made for it.
#include "GuiTest.h"
#include "data/Pack.h"
#include "data/PackLoader.h"
#include "game/GamePalette.h"
#include "game/HudBar.h"
#include "render/ColourVision.h"
#include "render/LevelRenderer.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace pd;

namespace {

// About the difference of two neighbouring named colours ("orange" and "gold"): told apart at a
// glance, not only side by side.
constexpr double kMinDeltaE = 25.0;

struct Pair {
    QString what;
    QRgb a;
    QRgb b;
};

QRgb colourOf(const QString &hex) {
    return QColor(hex).rgb();
}

QList<Pair> importantPairs() {
    Diagnostics d;
    const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
    if (!pack.monster(QStringLiteral("goblin")))
        return {};
    const auto tile = [&](const char *name, bool fg) {
        const auto &t = pack.tileset.tiles.value(QLatin1String(name));
        return colourOf(fg ? t.fg : t.bg);
    };
    const auto monster = [&](const char *id) {
        return colourOf(pack.monster(QLatin1String(id))->color);
    };
    const GamePalette &ui = GamePalette::current(); // the standard palette (no settings)
    return {
        {QStringLiteral("hero / goblin"), tile("hero", true), monster("goblin")},
        {QStringLiteral("hero / zombie"), tile("hero", true), monster("zombie")},
        {QStringLiteral("goblin / zombie"), monster("goblin"), monster("zombie")},
        {QStringLiteral("fungus / goblin"), monster("fungus"), monster("goblin")},
        {QStringLiteral("goblin king / zombie king"), monster("goblin-king"),
         monster("zombie-king")},
        {QStringLiteral("wall / floor"), tile("wall", true), tile("floor", false)},
        {QStringLiteral("exit / entrance"), tile("exit", true), tile("entrance", true)},
        {QStringLiteral("hp bar / mp bar"), hud::kHp.rgb(), hud::kMp.rgb()},
        {QStringLiteral("hp bar / xp bar"), hud::kHp.rgb(), hud::kXp.rgb()},
        {QStringLiteral("debuff / buff"), ui.bad.rgb(), ui.good.rgb()},
        {QStringLiteral("warning / buff"), ui.warning.rgb(), ui.good.rgb()},
    };
}

double seen(ColourVision::Palette palette, ColourVision::Deficiency d, const Pair &pair) {
    return ColourVision::deltaE(
        ColourVision::simulate(d, ColourVision::transform(palette, pair.a)),
        ColourVision::simulate(d, ColourVision::transform(palette, pair.b)));
}

} // namespace

class TestColourVision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateSettings("ColourVisionTest"); }

    void greysStayGrey() {
        // Every simulation keeps the neutral axis (Machado's matrices' rows sum to one), and a
        // palette keeps black black and white white: the map's fog and the text stay as they are.
        for (auto d : {ColourVision::Deficiency::Deuteranopia, ColourVision::Deficiency::Protanopia,
                       ColourVision::Deficiency::Tritanopia}) {
            for (int v : {0, 64, 128, 200, 255}) {
                const QRgb out = ColourVision::simulate(d, qRgb(v, v, v));
                QVERIFY2(std::abs(qRed(out) - v) <= 2 && std::abs(qGreen(out) - v) <= 2 &&
                             std::abs(qBlue(out) - v) <= 2,
                         qPrintable(QString::number(v)));
            }
        }
        for (ColourVision::Palette p : ColourVision::palettes()) {
            QCOMPARE(ColourVision::transform(p, qRgb(0, 0, 0)), qRgb(0, 0, 0));
            QVERIFY(ColourVision::deltaE(ColourVision::transform(p, qRgb(255, 255, 255)),
                                         qRgb(255, 255, 255)) < 1.0);
        }
    }

    void simulationLosesWhatItShould() {
        // A red and a green that everyone else tells apart at once are close for the
        // red-green deficiencies, and far for tritanopia.
        const QRgb red = colourOf(QStringLiteral("#e07060"));
        const QRgb green = colourOf(QStringLiteral("#80d090"));
        QVERIFY(ColourVision::deltaE(red, green) > 70);
        const auto apart = [&](ColourVision::Deficiency d) {
            return ColourVision::deltaE(ColourVision::simulate(d, red),
                                        ColourVision::simulate(d, green));
        };
        QVERIFY(apart(ColourVision::Deficiency::Deuteranopia) < 20);
        QVERIFY(apart(ColourVision::Deficiency::Protanopia) < 30);
        QVERIFY(apart(ColourVision::Deficiency::Tritanopia) > 70);
    }

    void namesRoundTrip() {
        for (ColourVision::Palette p : ColourVision::palettes())
            QCOMPARE(ColourVision::fromName(ColourVision::name(p)), std::optional(p));
        QVERIFY(!ColourVision::fromName(QStringLiteral("purple")));
    }

    void pairsStayApart_data() {
        QTest::addColumn<int>("palette");
        QTest::addColumn<int>("deficiency");
        QTest::newRow("deuteranopia") << int(ColourVision::Palette::Deuteranopia)
                                      << int(ColourVision::Deficiency::Deuteranopia);
        QTest::newRow("protanopia")
            << int(ColourVision::Palette::Protanopia) << int(ColourVision::Deficiency::Protanopia);
        QTest::newRow("tritanopia")
            << int(ColourVision::Palette::Tritanopia) << int(ColourVision::Deficiency::Tritanopia);
    }

    void pairsStayApart() {
        QFETCH(int, palette);
        QFETCH(int, deficiency);
        const auto p = ColourVision::Palette(palette);
        const auto d = ColourVision::Deficiency(deficiency);
        const QList<Pair> pairs = importantPairs();
        QVERIFY(pairs.size() >= 10);
        for (const Pair &pair : pairs) {
            const double inPalette = seen(p, d, pair);
            QVERIFY2(inPalette >= kMinDeltaE,
                     qPrintable(QStringLiteral("%1: ΔE %2 in the %3 palette")
                                    .arg(pair.what)
                                    .arg(inPalette, 0, 'f', 1)
                                    .arg(ColourVision::name(p))));
            // Players who see every colour share the screen: the pair stays apart for them too.
            QVERIFY2(ColourVision::deltaE(ColourVision::transform(p, pair.a),
                                          ColourVision::transform(p, pair.b)) >= kMinDeltaE,
                     qPrintable(pair.what));
        }
    }

    void standardPaletteFailsRedGreen() {
        // The test has teeth: without its palette, a red-green viewer loses some of the pairs.
        const QList<Pair> pairs = importantPairs();
        for (auto d :
             {ColourVision::Deficiency::Deuteranopia, ColourVision::Deficiency::Protanopia}) {
            double worst = 1000;
            for (const Pair &pair : pairs)
                worst = std::min(worst, seen(ColourVision::Palette::Standard, d, pair));
            QVERIFY2(worst < kMinDeltaE, qPrintable(QString::number(worst)));
        }
    }

    void highContrastSpreadsEveryPair() {
        for (const Pair &pair : importantPairs()) {
            const double before = ColourVision::deltaE(pair.a, pair.b);
            const double after = ColourVision::deltaE(
                ColourVision::transform(ColourVision::Palette::HighContrast, pair.a),
                ColourVision::transform(ColourVision::Palette::HighContrast, pair.b));
            QVERIFY2(after >= before && after >= 1.2 * kMinDeltaE,
                     qPrintable(QStringLiteral("%1: %2 → %3")
                                    .arg(pair.what)
                                    .arg(before, 0, 'f', 1)
                                    .arg(after, 0, 'f', 1)));
        }
    }

    void imagesAreTransformedPixelByPixel() {
        // Premultiplied pixels (the renderer's pictures) keep their alpha and get the colour of
        // the unpremultiplied pixel.
        QImage image(4, 1, QImage::Format_ARGB32_Premultiplied);
        image.setPixel(0, 0, qPremultiply(qRgba(0xd0, 0x60, 0x2a, 255)));
        image.setPixel(1, 0, qPremultiply(qRgba(0xd0, 0x60, 0x2a, 128)));
        image.setPixel(2, 0, qRgba(0, 0, 0, 0));
        image.setPixel(3, 0, qPremultiply(qRgba(0x7f, 0xa0, 0x6a, 255)));
        ColourVision::transform(ColourVision::Palette::Deuteranopia, image);
        const QRgb expected =
            ColourVision::transform(ColourVision::Palette::Deuteranopia, qRgb(0xd0, 0x60, 0x2a));
        QCOMPARE(image.pixel(0, 0), expected);
        const QRgb half = qUnpremultiply(image.pixel(1, 0));
        QCOMPARE(qAlpha(half), 128);
        QVERIFY(std::abs(qRed(half) - qRed(expected)) <= 3);
        QCOMPARE(qAlpha(image.pixel(2, 0)), 0);
        QVERIFY(image.pixel(3, 0) != qRgb(0x7f, 0xa0, 0x6a));
    }

    void rendererDrawsInThePalette() {
        // The renderer's pictures (the classic pack's drawn goblin and zombie) go through the
        // palette: their mean colours stay apart for a deuteranope in the deuteranopia palette.
        Diagnostics d;
        const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(pack.monster(QStringLiteral("zombie")));
        LevelRenderer r;
        r.setPack(&pack);
        r.setCellSize(32);
        const auto meanOf = [](const QPixmap &picture) {
            const QImage image = picture.toImage().convertToFormat(QImage::Format_ARGB32);
            qint64 c[3] = {0, 0, 0}, a = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QRgb p = image.pixel(x, y);
                    c[0] += qRed(p) * qAlpha(p);
                    c[1] += qGreen(p) * qAlpha(p);
                    c[2] += qBlue(p) * qAlpha(p);
                    a += qAlpha(p);
                }
            return qRgb(int(c[0] / a), int(c[1] / a), int(c[2] / a));
        };
        const auto apart = [&](ColourVision::Palette p) {
            r.setColourPalette(p);
            return ColourVision::deltaE(
                ColourVision::simulate(ColourVision::Deficiency::Deuteranopia,
                                       meanOf(r.figure(QStringLiteral("goblin"), Direction::S))),
                ColourVision::simulate(ColourVision::Deficiency::Deuteranopia,
                                       meanOf(r.figure(QStringLiteral("zombie"), Direction::S))));
        };
        const double standard = apart(ColourVision::Palette::Standard);
        const double palette = apart(ColourVision::Palette::Deuteranopia);
        QVERIFY2(palette > standard + 10,
                 qPrintable(QStringLiteral("%1 → %2").arg(standard).arg(palette)));
    }
};

QTEST_MAIN(TestColourVision)
#include "tst_colourvision.moc"
