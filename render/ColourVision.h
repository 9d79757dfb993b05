#pragma once

#include <QList>
#include <QRgb>
#include <QString>
#include <optional>

class QColor;
class QImage;

namespace pd {

// The map's and the HUD's colour palettes for players who see colour differently, and the
// arithmetic that checks them. A palette is a transform of any colour (so it reaches the drawn
// tiles, a pack's own sprite sheets and the HUD's bars alike), made in CIE Lab:
// - deuteranopia and protanopia lose the red-green axis (a*): a* is folded into yellow-blue
//   (b*), which they see, so a red becomes orange-yellow and a green turns blue-green;
// - tritanopia loses yellow-blue (b*): b* is folded into red-green;
// - high contrast spreads lightness over the whole range and strengthens every colour.
// simulate() is Machado, Oliveira and Fernandes (2009), severity 1, in linear RGB; deltaE() is
// CIE 1976 (Euclidean in Lab). tst_colourvision holds the pairs that must stay apart.
class ColourVision {
public:
    enum class Palette { Standard, Deuteranopia, Protanopia, Tritanopia, HighContrast };
    enum class Deficiency { Deuteranopia, Protanopia, Tritanopia };

    static QString name(Palette palette); // "standard", "deuteranopia", ..., "high-contrast"
    static std::optional<Palette> fromName(const QString &name);
    static const QList<Palette> &palettes();

    // The colour in the palette (alpha kept).
    static QRgb transform(Palette palette, QRgb colour);
    static QColor transform(Palette palette, const QColor &colour);
    // Every pixel of the image (ARGB32, premultiplied or not), in place.
    static void transform(Palette palette, QImage &image);

    // What a viewer with the deficiency sees of the colour.
    static QRgb simulate(Deficiency deficiency, QRgb colour);
    static double deltaE(QRgb a, QRgb b);

    struct Lab {
        double l = 0, a = 0, b = 0;
    };
    static Lab toLab(QRgb colour);
    static QRgb fromLab(const Lab &lab); // clamped into sRGB
};

} // namespace pd
