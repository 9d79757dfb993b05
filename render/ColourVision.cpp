#include "ColourVision.h"

#include <QColor>
#include <QHash>
#include <QImage>
#include <QList>
#include <algorithm>
#include <array>
#include <cmath>

namespace pd {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
constexpr Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868},
                                 {0.114503, 0.786281, 0.099216},
                                 {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968},
                                   {0.280085, 0.672501, 0.047413},
                                   {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia = {{{1.255528, -0.076749, -0.178779},
                                 {-0.078411, 0.930809, 0.147602},
                                 {0.004733, 0.691367, 0.303900}}};

double linear(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

int encoded(double c) {
    c = std::clamp(c, 0.0, 1.0);
    const double e = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
    return std::clamp(int(std::lround(e * 255)), 0, 255);
}

// D65 white.
constexpr double kXn = 0.95047, kZn = 1.08883;

double labF(double t) {
    return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
}

double labFInverse(double t) {
    const double cube = t * t * t;
    return cube > 0.008856 ? cube : (t - 16.0 / 116.0) / 7.787;
}

ColourVision::Lab remapped(ColourVision::Palette palette, ColourVision::Lab c) {
    using P = ColourVision::Palette;
    // The weights were chosen so that the pairs of tst_colourvision stay furthest apart after
    // the deficiency is simulated (each within a few units of the best of a small sweep).
    switch (palette) {
    case P::Standard:
        break;
    case P::Protanopia:
        c.b += 1.0 * c.a;
        break;
    case P::Deuteranopia:
        c.l -= 0.2 * c.a;
        c.b += 1.0 * c.a;
        break;
    case P::Tritanopia:
        c.l -= 0.1 * c.b;
        c.a += 0.6 * c.b;
        break;
    case P::HighContrast:
        // The art's lightness runs from about 5 (the floor) to 94 (the hero): spread to the
        // whole range, so every pair grows apart (a curve would squeeze one end or the other).
        c.l = (c.l - 5) * 100 / 89;
        c.a *= 1.4;
        c.b *= 1.4;
        break;
    }
    c.l = std::clamp(c.l, 0.0, 100.0);
    return c;
}

} // namespace

QString ColourVision::name(Palette palette) {
    switch (palette) {
    case Palette::Standard:
        return QStringLiteral("standard");
    case Palette::Deuteranopia:
        return QStringLiteral("deuteranopia");
    case Palette::Protanopia:
        return QStringLiteral("protanopia");
    case Palette::Tritanopia:
        return QStringLiteral("tritanopia");
    case Palette::HighContrast:
        return QStringLiteral("high-contrast");
    }
    return QStringLiteral("standard");
}

std::optional<ColourVision::Palette> ColourVision::fromName(const QString &name) {
    for (Palette p : palettes())
        if (ColourVision::name(p) == name)
            return p;
    return std::nullopt;
}

const QList<ColourVision::Palette> &ColourVision::palettes() {
    static const QList<Palette> all = {Palette::Standard, Palette::Deuteranopia,
                                       Palette::Protanopia, Palette::Tritanopia,
                                       Palette::HighContrast};
    return all;
}

ColourVision::Lab ColourVision::toLab(QRgb colour) {
    const double r = linear(qRed(colour)), g = linear(qGreen(colour)), b = linear(qBlue(colour));
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / kXn;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / kZn;
    const double fx = labF(x), fy = labF(y), fz = labF(z);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

QRgb ColourVision::fromLab(const Lab &lab) {
    const double fy = (lab.l + 16) / 116;
    const double x = labFInverse(fy + lab.a / 500) * kXn;
    const double y = labFInverse(fy);
    const double z = labFInverse(fy - lab.b / 200) * kZn;
    const double r = 3.2406 * x - 1.5372 * y - 0.4986 * z;
    const double g = -0.9689 * x + 1.8758 * y + 0.0415 * z;
    const double b = 0.0557 * x - 0.2040 * y + 1.0570 * z;
    return qRgb(encoded(r), encoded(g), encoded(b));
}

QRgb ColourVision::transform(Palette palette, QRgb colour) {
    if (palette == Palette::Standard)
        return colour;
    const QRgb out = fromLab(remapped(palette, toLab(colour)));
    return qRgba(qRed(out), qGreen(out), qBlue(out), qAlpha(colour));
}

QColor ColourVision::transform(Palette palette, const QColor &colour) {
    QColor out = QColor::fromRgba(transform(palette, colour.rgba()));
    out.setAlpha(colour.alpha());
    return out;
}

void ColourVision::transform(Palette palette, QImage &image) {
    if (palette == Palette::Standard || image.isNull())
        return;
    const bool premultiplied = image.format() == QImage::Format_ARGB32_Premultiplied;
    if (!premultiplied && image.format() != QImage::Format_ARGB32 &&
        image.format() != QImage::Format_RGB32)
        image = image.convertToFormat(QImage::Format_ARGB32);
    // A picture has few colours (tiles are drawn flat, then antialiased): each is worked out once.
    QHash<QRgb, QRgb> done;
    for (int y = 0; y < image.height(); ++y) {
        QRgb *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = line[x];
            if (qAlpha(c) == 0)
                continue;
            const auto it = done.constFind(c);
            if (it != done.constEnd()) {
                line[x] = *it;
                continue;
            }
            const QRgb plain = premultiplied ? qUnpremultiply(c) : c;
            const QRgb t = transform(palette, plain);
            const QRgb result = premultiplied ? qPremultiply(t) : t;
            done.insert(c, result);
            line[x] = result;
        }
    }
}

QRgb ColourVision::simulate(Deficiency deficiency, QRgb colour) {
    const Matrix &m = deficiency == Deficiency::Protanopia     ? kProtanopia
                      : deficiency == Deficiency::Deuteranopia ? kDeuteranopia
                                                               : kTritanopia;
    const double in[3] = {linear(qRed(colour)), linear(qGreen(colour)), linear(qBlue(colour))};
    int out[3];
    for (int i = 0; i < 3; ++i)
        out[i] = encoded(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2]);
    return qRgba(out[0], out[1], out[2], qAlpha(colour));
}

double ColourVision::deltaE(QRgb a, QRgb b) {
    const Lab p = toLab(a), q = toLab(b);
    return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) +
                     (p.b - q.b) * (p.b - q.b));
}

} // namespace pd
