#include "HudBar.h"
#include "game/GamePalette.h"

#include <QLinearGradient>
#include <QPainter>

namespace pd::hud {

void drawBar(QPainter &p, const QRect &r, qint64 value, qint64 max, const QColor &colour,
             const QString &label, const QString &right) {
    p.fillRect(r, GamePalette::current().button);
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
