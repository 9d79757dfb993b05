#include "TileArt.h"
#include "TileFigures.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

namespace pd::tileart {

namespace {

// A small deterministic hash for the look of a cell: never the game's RNG.
quint32 mix(quint32 x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

QColor shade(QColor c, int percent) {
    return percent >= 100 ? c.lighter(percent) : c.darker(10000 / std::max(1, percent));
}

QRectF unit(int s, qreal x, qreal y, qreal w, qreal h) {
    return QRectF(x * s, y * s, w * s, h * s);
}

} // namespace

void wall(QPainter &p, int s, QColor stone, int variant) {
    p.fillRect(0, 0, s, s, shade(stone, 55));
    // Two courses of bricks, offset, each brick a slightly different stone.
    const qreal h = s / 2.0;
    for (int row = 0; row < 2; ++row) {
        const qreal offset = row % 2 ? s / 2.0 : 0;
        for (int b = -1; b < 2; ++b) {
            const quint32 r = mix(quint32(variant * 7 + row * 3 + b + 11));
            QColor c = shade(stone, 85 + int(r % 30));
            const QRectF brick(offset + b * s / 1.0 + 1, row * h + 1, s - 2, h - 2);
            p.fillRect(brick, c);
            p.fillRect(QRectF(brick.left(), brick.top(), brick.width(), std::max(1.0, s / 16.0)),
                       shade(c, 125));
            p.fillRect(QRectF(brick.left(), brick.bottom() - std::max(1.0, s / 16.0), brick.width(),
                              std::max(1.0, s / 16.0)),
                       shade(c, 70));
        }
    }
    // A few pits in the stone.
    const quint32 r = mix(quint32(variant) + 99);
    p.setPen(Qt::NoPen);
    p.setBrush(shade(stone, 60));
    for (int i = 0; i < 3; ++i) {
        const quint32 k = mix(r + quint32(i));
        p.drawRect(QRectF((k % 97) / 97.0 * (s - 3), ((k >> 8) % 89) / 89.0 * (s - 3),
                          std::max(1.0, s / 14.0), std::max(1.0, s / 14.0)));
    }
}

void floor(QPainter &p, int s, QColor ground, QColor grain, int variant) {
    const quint32 r = mix(quint32(variant) * 2654435761U);
    p.fillRect(0, 0, s, s, shade(ground, 92 + int(r % 16)));
    // Flagstone joints on two edges, so neighbouring cells make a paved floor.
    const qreal line = std::max(1.0, s / 20.0);
    p.fillRect(QRectF(0, 0, s, line), shade(ground, 70));
    p.fillRect(QRectF(0, 0, line, s), shade(ground, 70));
    p.setPen(Qt::NoPen);
    QColor speck = grain;
    speck.setAlpha(110);
    p.setBrush(speck);
    for (int i = 0; i < 4; ++i) {
        const quint32 k = mix(r + quint32(i) * 31);
        const qreal d = std::max(1.0, s / 16.0);
        p.drawRect(QRectF(line + (k % 101) / 101.0 * (s - 2 * line - d),
                          line + ((k >> 9) % 103) / 103.0 * (s - 2 * line - d), d, d));
    }
}

void door(QPainter &p, int s, QColor wood, bool open) {
    p.fillRect(0, 0, s, s, QColor(0x14, 0x12, 0x10));
    const QColor frame = shade(wood, 60);
    p.fillRect(unit(s, 0.08, 0.04, 0.84, 0.96), frame);
    if (open) {
        p.fillRect(unit(s, 0.18, 0.12, 0.64, 0.88), QColor(0x0c, 0x0b, 0x0a));
        p.fillRect(unit(s, 0.18, 0.12, 0.14, 0.88), wood); // the leaf, swung back
        return;
    }
    p.fillRect(unit(s, 0.16, 0.12, 0.68, 0.88), wood);
    for (int i = 1; i < 3; ++i)
        p.fillRect(QRectF(s * (0.16 + 0.68 * i / 3.0), s * 0.12, std::max(1.0, s / 24.0), s * 0.88),
                   shade(wood, 65));
    p.fillRect(unit(s, 0.16, 0.3, 0.68, 0.06), shade(wood, 55));
    p.fillRect(unit(s, 0.16, 0.72, 0.68, 0.06), shade(wood, 55));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xe0, 0xc0, 0x60));
    p.drawEllipse(unit(s, 0.66, 0.52, 0.09, 0.09));
}

void terrain(QPainter &p, int s, const QString &what, QColor colour) {
    const qreal line = std::max(1.0, s / 16.0);
    p.setPen(Qt::NoPen);
    if (what == QLatin1String("chasm") || what == QLatin1String("bridge")) {
        // A black drop with the far edge's rock showing at the top.
        p.fillRect(0, 0, s, s, QColor(0x05, 0x05, 0x07));
        p.fillRect(unit(s, 0, 0, 1, 0.14), shade(colour, 45));
        p.fillRect(unit(s, 0, 0.14, 1, 0.08), shade(colour, 25));
        if (what == QLatin1String("chasm"))
            return;
        // Planks across, held by two ropes.
        for (int i = 0; i < 4; ++i)
            p.fillRect(unit(s, 0.02 + i * 0.245, 0.2, 0.21, 0.6), shade(colour, 90 + (i % 2) * 15));
        p.fillRect(unit(s, 0, 0.18, 1, 0.05), shade(colour, 55));
        p.fillRect(unit(s, 0, 0.77, 1, 0.05), shade(colour, 55));
        return;
    }
    if (what == QLatin1String("grass")) {
        p.fillRect(0, 0, s, s, shade(colour, 35));
        p.setPen(QPen(colour, line));
        for (int i = 0; i < 6; ++i) {
            const qreal x = s * (0.1 + 0.16 * i);
            const qreal lean = (i % 2 ? 0.08 : -0.08) * s;
            p.drawLine(QPointF(x, s * 0.92), QPointF(x + lean, s * (0.12 + 0.1 * (i % 3))));
        }
        p.setPen(Qt::NoPen);
        return;
    }
    // Deep water and lava: a body with ripples (lava's brighter, as if it glowed).
    const bool lava = what == QLatin1String("lava");
    p.fillRect(0, 0, s, s, shade(colour, lava ? 80 : 60));
    QColor ripple = lava ? QColor(0xff, 0xe0, 0x70) : colour.lighter(150);
    ripple.setAlpha(lava ? 200 : 150);
    p.setPen(QPen(ripple, line));
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < 2; ++i) {
        const qreal y = s * (0.3 + 0.4 * i);
        const qreal x = s * (0.12 + 0.3 * i);
        p.drawArc(QRectF(x, y - s * 0.1, s * 0.25, s * 0.2), 0, 180 * 16);
        p.drawArc(QRectF(x + s * 0.25, y - s * 0.1, s * 0.25, s * 0.2), 180 * 16, 180 * 16);
    }
    p.setPen(Qt::NoPen);
}

void stairs(QPainter &p, int s, QColor colour, bool down) {
    p.fillRect(0, 0, s, s, QColor(0x10, 0x0f, 0x0d));
    const int steps = 4;
    for (int i = 0; i < steps; ++i) {
        const qreal t = down ? i : steps - 1 - i;
        const qreal inset = 0.06 + t * 0.07;
        const QColor c = shade(colour, down ? 110 - i * 18 : 50 + i * 18);
        p.fillRect(unit(s, inset, 0.1 + i * 0.2, 1 - 2 * inset, 0.17), c);
    }
    // An arrow: down into the dark, or up towards the light.
    QPainterPath arrow;
    const qreal cx = s * 0.5;
    if (down) {
        arrow.moveTo(cx - s * 0.12, s * 0.62);
        arrow.lineTo(cx + s * 0.12, s * 0.62);
        arrow.lineTo(cx, s * 0.82);
    } else {
        arrow.moveTo(cx - s * 0.12, s * 0.34);
        arrow.lineTo(cx + s * 0.12, s * 0.34);
        arrow.lineTo(cx, s * 0.14);
    }
    arrow.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 150));
    p.drawPath(arrow);
}

void chest(QPainter &p, int s, QColor colour, bool open) {
    const QColor wood(0x7a, 0x4a, 0x22);
    p.setPen(Qt::NoPen);
    if (open) {
        p.fillRect(unit(s, 0.14, 0.22, 0.72, 0.22), shade(wood, 80));        // lid, up
        p.fillRect(unit(s, 0.14, 0.44, 0.72, 0.4), wood);                    // body
        p.fillRect(unit(s, 0.2, 0.46, 0.6, 0.14), QColor(0x16, 0x10, 0x0a)); // empty inside
        p.fillRect(unit(s, 0.14, 0.7, 0.72, 0.06), shade(colour, 70));       // band
        return;
    }
    p.fillRect(unit(s, 0.14, 0.3, 0.72, 0.2), shade(wood, 120)); // lid
    p.fillRect(unit(s, 0.14, 0.5, 0.72, 0.34), wood);            // body
    p.fillRect(unit(s, 0.14, 0.48, 0.72, 0.05), shade(colour, 80));
    p.fillRect(unit(s, 0.24, 0.3, 0.07, 0.54), colour); // bands
    p.fillRect(unit(s, 0.69, 0.3, 0.07, 0.54), colour);
    p.fillRect(unit(s, 0.44, 0.46, 0.12, 0.14), colour.lighter(130)); // lock
}

void trap(QPainter &p, int s, const QString &id, QColor colour, bool sprung) {
    p.setPen(Qt::NoPen);
    QColor c = colour;
    if (sprung)
        c = shade(c, 60);
    if (id.contains(QLatin1String("crack")) || id.contains(QLatin1String("pit"))) {
        QPen pen(c, std::max(1.5, s / 12.0));
        p.setPen(pen);
        p.drawLine(QPointF(s * 0.2, s * 0.3), QPointF(s * 0.45, s * 0.5));
        p.drawLine(QPointF(s * 0.45, s * 0.5), QPointF(s * 0.4, s * 0.8));
        p.drawLine(QPointF(s * 0.45, s * 0.5), QPointF(s * 0.8, s * 0.45));
        if (sprung) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0, 0, 0, 220));
            p.drawEllipse(unit(s, 0.22, 0.25, 0.56, 0.5));
        }
        return;
    }
    if (id.contains(QLatin1String("rune"))) {
        p.setPen(QPen(c, std::max(1.5, s / 14.0)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(unit(s, 0.2, 0.2, 0.6, 0.6));
        p.drawLine(QPointF(s * 0.5, s * 0.24), QPointF(s * 0.5, s * 0.76));
        p.drawLine(QPointF(s * 0.26, s * 0.5), QPointF(s * 0.74, s * 0.5));
        return;
    }
    // Spikes, needles and anything else: a plate of points.
    p.setBrush(shade(c, 55));
    p.drawRect(unit(s, 0.16, 0.62, 0.68, 0.16));
    p.setBrush(c);
    for (int i = 0; i < 3; ++i) {
        QPainterPath spike;
        const qreal x = s * (0.2 + i * 0.22);
        spike.moveTo(x, s * 0.64);
        spike.lineTo(x + s * 0.16, s * 0.64);
        spike.lineTo(x + s * 0.08, sprung ? s * 0.46 : s * 0.26);
        spike.closeSubpath();
        p.drawPath(spike);
    }
}

void chip(QPainter &p, int s, QColor colour) {
    p.setPen(Qt::NoPen);
    QColor glow = colour;
    glow.setAlpha(70);
    p.setBrush(glow);
    p.drawEllipse(unit(s, 0.25, 0.25, 0.5, 0.5));
    QPainterPath gem;
    gem.moveTo(s * 0.5, s * 0.3);
    gem.lineTo(s * 0.66, s * 0.5);
    gem.lineTo(s * 0.5, s * 0.7);
    gem.lineTo(s * 0.34, s * 0.5);
    gem.closeSubpath();
    p.setBrush(colour);
    p.drawPath(gem);
    p.setBrush(colour.lighter(160));
    p.drawEllipse(unit(s, 0.45, 0.4, 0.07, 0.07));
}

void item(QPainter &p, int s, const QString &kind, QColor colour) {
    p.setPen(Qt::NoPen);
    if (kind == QLatin1String("medicine")) {
        p.setBrush(QColor(0xc8, 0xc0, 0xb0));
        p.drawRect(unit(s, 0.43, 0.22, 0.14, 0.14)); // neck
        p.setBrush(colour);
        p.drawEllipse(unit(s, 0.28, 0.34, 0.44, 0.44));
        p.setBrush(QColor(255, 255, 255, 120));
        p.drawEllipse(unit(s, 0.36, 0.42, 0.1, 0.1));
        p.setBrush(QColor(0x8a, 0x5a, 0x30));
        p.drawRect(unit(s, 0.42, 0.16, 0.16, 0.07)); // cork
        return;
    }
    if (kind == QLatin1String("weapon")) {
        p.save();
        p.translate(s * 0.5, s * 0.5);
        p.rotate(-45);
        p.setBrush(QColor(0xd8, 0xdc, 0xe0));
        p.drawRect(QRectF(-s * 0.05, -s * 0.38, s * 0.1, s * 0.5)); // blade
        p.setBrush(colour);
        p.drawRect(QRectF(-s * 0.16, s * 0.1, s * 0.32, s * 0.06)); // guard
        p.setBrush(QColor(0x6a, 0x42, 0x20));
        p.drawRect(QRectF(-s * 0.04, s * 0.16, s * 0.08, s * 0.18)); // grip
        p.restore();
        return;
    }
    if (kind == QLatin1String("armour")) {
        QPainterPath shield;
        shield.moveTo(s * 0.25, s * 0.22);
        shield.lineTo(s * 0.75, s * 0.22);
        shield.lineTo(s * 0.72, s * 0.56);
        shield.quadTo(s * 0.5, s * 0.84, s * 0.5, s * 0.84);
        shield.quadTo(s * 0.5, s * 0.84, s * 0.28, s * 0.56);
        shield.closeSubpath();
        p.setBrush(colour);
        p.drawPath(shield);
        p.setBrush(shade(colour, 70));
        p.drawRect(unit(s, 0.47, 0.24, 0.06, 0.5));
        return;
    }
    if (kind == QLatin1String("shoes")) {
        p.setBrush(colour);
        p.drawRect(unit(s, 0.3, 0.24, 0.2, 0.4));
        p.drawRoundedRect(unit(s, 0.3, 0.56, 0.42, 0.16), s * 0.06, s * 0.06);
        p.setBrush(shade(colour, 60));
        p.drawRect(unit(s, 0.3, 0.68, 0.42, 0.05));
        return;
    }
    if (kind == QLatin1String("ring")) {
        // A band seen aslant, with its stone on top.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colour, s * 0.07));
        p.drawEllipse(unit(s, 0.3, 0.42, 0.4, 0.3));
        p.setPen(Qt::NoPen);
        p.setBrush(colour.lighter(160));
        p.drawEllipse(unit(s, 0.42, 0.3, 0.16, 0.16));
        return;
    }
    // Treasure, artefacts and anything else: a faceted gem.
    QPainterPath gem;
    gem.moveTo(s * 0.3, s * 0.38);
    gem.lineTo(s * 0.4, s * 0.26);
    gem.lineTo(s * 0.6, s * 0.26);
    gem.lineTo(s * 0.7, s * 0.38);
    gem.lineTo(s * 0.5, s * 0.76);
    gem.closeSubpath();
    p.setBrush(colour);
    p.drawPath(gem);
    p.setBrush(colour.lighter(150));
    p.drawRect(unit(s, 0.4, 0.3, 0.2, 0.08));
}

namespace {

void crown(QPainter &p, int s, qreal cx, qreal top) {
    QPainterPath c;
    c.moveTo(cx - s * 0.16, top + s * 0.12);
    c.lineTo(cx - s * 0.16, top);
    c.lineTo(cx - s * 0.08, top + s * 0.06);
    c.lineTo(cx, top - s * 0.02);
    c.lineTo(cx + s * 0.08, top + s * 0.06);
    c.lineTo(cx + s * 0.16, top);
    c.lineTo(cx + s * 0.16, top + s * 0.12);
    c.closeSubpath();
    p.setBrush(QColor(0xf4, 0xc8, 0x30));
    p.drawPath(c);
}

void helmet(QPainter &p, int s, qreal cx, qreal top) {
    p.setBrush(QColor(0x9a, 0xa0, 0xa8));
    p.drawChord(QRectF(cx - s * 0.15, top, s * 0.3, s * 0.24), 0, 180 * 16);
    p.setBrush(QColor(0xc8, 0x30, 0x28));
    p.drawRect(QRectF(cx - s * 0.02, top - s * 0.08, s * 0.04, s * 0.1)); // plume
}

// The pose the figure being drawn is in: its walk frame (0 standing, 1 and 2 the two strides)
// and which way it looks: from behind (facing north: no eyes), from the front (facing south:
// eyes in the middle of the face) or from the side (the eyes towards the way it faces).
struct Pose {
    int frame = 0;
    bool back = false;
    bool front = false;
};
Pose g_pose;

void eyes(QPainter &p, int s, qreal cx, qreal y, QColor c, qreal apart = 0.07) {
    if (g_pose.back)
        return;
    if (g_pose.front)
        cx = s * 0.5;
    p.setBrush(c);
    p.drawEllipse(QPointF(cx - s * apart, y), s * 0.03, s * 0.03);
    p.drawEllipse(QPointF(cx + s * apart, y), s * 0.03, s * 0.03);
}

void humanoid(QPainter &p, int s, QColor body, QColor head, qreal headSize, qreal stoop) {
    p.setBrush(shade(body, 70));
    // Legs: together when standing; in a stride one reaches forward, the other back.
    const qreal stride = g_pose.frame == 1 ? 0.06 : g_pose.frame == 2 ? -0.06 : 0.0;
    p.drawRect(unit(s, 0.38 - stride, 0.7, 0.09, 0.2 - std::abs(stride) / 2));
    p.drawRect(unit(s, 0.53 + stride, 0.7, 0.09, 0.2 - std::abs(stride) / 2));
    p.setBrush(body);
    p.drawRoundedRect(unit(s, 0.32, 0.42, 0.36, 0.32), s * 0.06, s * 0.06); // trunk
    p.setBrush(head);
    p.drawEllipse(QPointF(s * (0.5 + stoop), s * (0.32 + stoop / 2)), s * headSize, s * headSize);
}

} // namespace

void figure(QPainter &p, int s, const QString &race, int tier, QColor colour, Direction facing,
            int frame, const QString &glyph) {
    Q_UNUSED(glyph) // (the glyph look draws it; every race has a body in the tiles)
    const QString body = bodyOf(race);
    p.save();
    const bool faceLeft =
        facing == Direction::W || facing == Direction::NW || facing == Direction::SW;
    if (faceLeft) {
        p.translate(s, 0);
        p.scale(-1, 1);
    }
    g_pose = {std::clamp(frame, 0, 2), facing == Direction::N, facing == Direction::S};
    p.setPen(Qt::NoPen);
    // A shadow under every creature grounds it on the floor; mid-stride the body rises a little
    // over a smaller shadow.
    p.setBrush(QColor(0, 0, 0, 90));
    const qreal lift = g_pose.frame == 0 ? 0.0 : 0.03;
    p.drawEllipse(unit(s, 0.22 + lift, 0.84, 0.56 - 2 * lift, 0.12));
    p.translate(0, -lift * s);
    qreal headTop = 0.16;
    if (body == QLatin1String("hero")) {
        QPainterPath cape; // flowing out behind the shoulders
        cape.moveTo(s * 0.34, s * 0.42);
        cape.lineTo(s * 0.66, s * 0.42);
        cape.lineTo(s * 0.74, s * 0.8);
        cape.lineTo(s * 0.22, s * 0.8);
        cape.closeSubpath();
        p.setBrush(QColor(0x30, 0x48, 0x90));
        p.drawPath(cape);
        humanoid(p, s, colour, QColor(0xf0, 0xc8, 0xa0), 0.12, 0);
        p.setBrush(QColor(0x7a, 0x50, 0x28)); // hair
        p.drawChord(unit(s, 0.38, 0.18, 0.24, 0.2), 0, 180 * 16);
        eyes(p, s, 0.53 * s, 0.33 * s, QColor(0x20, 0x20, 0x30), 0.04);
        p.setBrush(QColor(0xe0, 0xe4, 0xec)); // sword
        p.drawRect(unit(s, 0.7, 0.3, 0.05, 0.36));
        p.setBrush(QColor(0xd0, 0xa0, 0x40));
        p.drawRect(unit(s, 0.65, 0.6, 0.15, 0.04));
        headTop = 0.18;
    } else if (body == QLatin1String("goblin") || body == QLatin1String("archer")) {
        humanoid(p, s, shade(colour, 80), colour, 0.14, 0.02);
        p.setBrush(colour); // ears
        QPainterPath ears;
        ears.moveTo(s * 0.36, s * 0.3);
        ears.lineTo(s * 0.2, s * 0.22);
        ears.lineTo(s * 0.38, s * 0.38);
        ears.moveTo(s * 0.68, s * 0.3);
        ears.lineTo(s * 0.84, s * 0.22);
        ears.lineTo(s * 0.66, s * 0.38);
        p.drawPath(ears);
        eyes(p, s, 0.53 * s, 0.33 * s, QColor(0xff, 0xe0, 0x40));
        if (body == QLatin1String("archer")) {
            p.setPen(QPen(QColor(0x9a, 0x6a, 0x30), std::max(1.0, s / 18.0)));
            p.setBrush(Qt::NoBrush);
            p.drawArc(unit(s, 0.58, 0.3, 0.3, 0.5), -90 * 16, 180 * 16);
            p.setPen(QPen(QColor(0xe0, 0xe0, 0xd0), 1));
            p.drawLine(QPointF(s * 0.73, s * 0.3), QPointF(s * 0.73, s * 0.8));
            p.setPen(Qt::NoPen);
        } else {
            p.setBrush(QColor(0x80, 0x60, 0x40)); // club
            p.drawRect(unit(s, 0.7, 0.36, 0.07, 0.34));
        }
        headTop = 0.14;
    } else if (body == QLatin1String("zombie")) {
        humanoid(p, s, QColor(0x50, 0x48, 0x40), colour, 0.13, 0.06);
        p.setBrush(colour); // arms reaching forward
        p.drawRect(unit(s, 0.6, 0.46, 0.3, 0.07));
        p.drawRect(unit(s, 0.6, 0.56, 0.26, 0.07));
        eyes(p, s, 0.56 * s, 0.36 * s, QColor(0xe0, 0x30, 0x20), 0.05);
        headTop = 0.2;
    } else if (body == QLatin1String("ghoul")) {
        humanoid(p, s, shade(colour, 70), colour, 0.11, 0.08);
        p.setPen(QPen(colour.lighter(140), std::max(1.0, s / 20.0)));
        for (int i = 0; i < 3; ++i)
            p.drawLine(QPointF(s * 0.7, s * (0.6 + i * 0.04)),
                       QPointF(s * 0.86, s * (0.66 + i * 0.05)));
        p.setPen(Qt::NoPen);
        eyes(p, s, 0.58 * s, 0.37 * s, QColor(0xd0, 0xff, 0xd0), 0.04);
        headTop = 0.24;
    } else if (body == QLatin1String("rat")) {
        p.setBrush(colour);
        p.drawEllipse(unit(s, 0.22, 0.5, 0.46, 0.3)); // body
        p.drawEllipse(unit(s, 0.58, 0.5, 0.22, 0.2)); // head
        p.setBrush(shade(colour, 130));
        p.drawEllipse(unit(s, 0.6, 0.44, 0.1, 0.1)); // ear
        p.setPen(QPen(shade(colour, 120), std::max(1.0, s / 20.0)));
        p.drawLine(QPointF(s * 0.24, s * 0.66), QPointF(s * 0.06, s * 0.56)); // tail
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff, 0x40, 0x40));
        p.drawEllipse(QPointF(s * 0.72, s * 0.57), s * 0.025, s * 0.025);
        headTop = 0.4;
    } else if (body == QLatin1String("fungus")) {
        p.setBrush(QColor(0xe8, 0xe0, 0xc8));
        p.drawRect(unit(s, 0.42, 0.5, 0.16, 0.34)); // stalk
        p.setBrush(colour);
        p.drawChord(unit(s, 0.18, 0.24, 0.64, 0.5), 0, 180 * 16); // cap
        p.setBrush(colour.lighter(160));
        p.drawEllipse(unit(s, 0.3, 0.32, 0.08, 0.08));
        p.drawEllipse(unit(s, 0.56, 0.3, 0.1, 0.1));
        headTop = 0.2;
    } else if (body == QLatin1String("golem")) {
        p.setBrush(shade(colour, 75));
        p.drawRect(unit(s, 0.26, 0.68, 0.18, 0.2));
        p.drawRect(unit(s, 0.56, 0.68, 0.18, 0.2));
        p.setBrush(colour);
        p.drawRect(unit(s, 0.2, 0.34, 0.6, 0.38));  // body
        p.drawRect(unit(s, 0.36, 0.16, 0.28, 0.2)); // head
        p.setBrush(shade(colour, 70));
        p.drawRect(unit(s, 0.1, 0.38, 0.12, 0.3)); // arms
        p.drawRect(unit(s, 0.78, 0.38, 0.12, 0.3));
        eyes(p, s, 0.5 * s, 0.25 * s, QColor(0x80, 0xe8, 0xff), 0.06);
        headTop = 0.1;
    } else if (body == QLatin1String("mimic")) {
        chest(p, s, colour, false);
        p.setBrush(QColor(0x20, 0x08, 0x08));
        p.drawRect(unit(s, 0.16, 0.46, 0.68, 0.08)); // the gaping lid
        p.setBrush(QColor(0xf0, 0xf0, 0xe0));
        for (int i = 0; i < 5; ++i) {
            QPainterPath tooth;
            const qreal x = s * (0.18 + i * 0.13);
            tooth.moveTo(x, s * 0.46);
            tooth.lineTo(x + s * 0.1, s * 0.46);
            tooth.lineTo(x + s * 0.05, s * 0.54);
            tooth.closeSubpath();
            p.drawPath(tooth);
        }
        eyes(p, s, 0.5 * s, 0.38 * s, QColor(0xff, 0x30, 0x20), 0.12);
        headTop = 0.22;
    } else {
        // The bodies added in issue 33 (TileFigures.cpp): a leader bigger with a helmet, a king
        // bigger still with a crown and a golden aura, so that a stronger variant never looks
        // like the weaker one in the same colour.
        const int t = std::clamp(tier, 0, 2);
        const qreal grow = t == 0 ? 1.0 : t == 1 ? 1.1 : 1.2;
        if (t == 2) {
            QRadialGradient aura(QPointF(s * 0.5, s * 0.54), s * 0.5);
            aura.setColorAt(0, QColor(0xff, 0xd8, 0x50, 120));
            aura.setColorAt(0.6, QColor(0xff, 0xd0, 0x40, 60));
            aura.setColorAt(1, QColor(0xff, 0xc8, 0x30, 0));
            p.setBrush(aura);
            p.drawEllipse(QPointF(s * 0.5, s * 0.54), s * 0.5, s * 0.46);
        }
        const QPointF pivot(s * 0.5, s * 0.7); // grown about the body's middle, feet and all
        p.save();
        p.translate(pivot);
        p.scale(grow, grow);
        p.translate(-pivot);
        figures::Ctx ctx{p, qreal(s), colour, g_pose.frame, g_pose.back, g_pose.front};
        const figures::HeadTop top = figures::draw(ctx, body);
        p.restore();
        const qreal x = 0.5 + (top.x - 0.5) * grow, y = 0.7 + (top.y - 0.7) * grow;
        if (t == 1)
            helmet(p, s, s * x, s * std::max(y + 0.02, 0.09));
        else if (t == 2)
            crown(p, s, s * x, s * std::max(y - 0.02, 0.03));
        g_pose = {};
        p.restore();
        return;
    }
    if (tier == 1)
        helmet(p, s, s * 0.52, s * (headTop + 0.02));
    else if (tier >= 2)
        crown(p, s, s * 0.52, s * (headTop - 0.02));
    g_pose = {};
    p.restore();
}

} // namespace pd::tileart
