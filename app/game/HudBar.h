#pragma once

#include <QColor>
#include <QRect>
#include <QString>

class QPainter;

namespace pd::hud {

// The game's colours for health, magic and experience, shared by the hero's panel and the
// battle screen.
inline const QColor kHp(0xc8, 0x3c, 0x34);
inline const QColor kMp(0x3c, 0x78, 0xd8);
inline const QColor kXp(0xd8, 0xb0, 0x40);
inline const QColor kText(0xe8, 0xdc, 0xb8);

// A HUD colour in the colour palette chosen now (Preferences ▸ Display); drawBar applies it.
QColor inPalette(const QColor &colour);

// A bar filled to value/max with `label` on the left and "value / max" on the right, or
// `right` there when it is given.
void drawBar(QPainter &p, const QRect &r, qint64 value, qint64 max, const QColor &colour,
             const QString &label, const QString &right = QString());

} // namespace pd::hud
