#include "HudBar.h"
#include "game/GamePalette.h"
#include "render/ColourVision.h"
#include "settings/AppSettings.h"

#include <QLinearGradient>
#include <QPainter>

namespace pd::hud {

QColor inPalette(const QColor &colour) {
    return ColourVision::transform(AppSettings::instance().colourPalette(), colour);
}

void drawBar(QPainter &p, const QRect &r, qint64 value, qint64 max, const QColor &given,
             const QString &label, const QString &right) {
    const QColor colour = inPalette(given); // the palette chosen now, not at the start
    // The track stays dark on both themes: the bar's label is light on it and on the filling.
    p.fillRect(r, QColor(0x2a, 0x26, 0x20));
    if (max > 0 && value > 0) {
        const int w = int(qint64(r.width()) * std::min(value, max) / max);
        const QRect filled(r.left(), r.top(), w, r.height());
        QLinearGradient g(filled.topLeft(), filled.bottomLeft());
        g.setColorAt(0, colour.lighter(130));
        g.setColorAt(1, colour.darker(130));
        p.fillRect(filled, g);
    }
    p.setPen(QColor(0, 0, 0, 120));
    p.drawRect(r.adjusted(0, 0, -1, -1));
    p.setPen(kText);
    p.drawText(r.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
    p.drawText(r.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignRight,
               !right.isEmpty()
                   ? right
                   : QStringLiteral("%1 / %2").arg(std::max<qint64>(0, value)).arg(max));
}

} // namespace pd::hud
