#include "MapAnimator.h"

#include <QFont>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <cmath>

namespace pd {

namespace {

// A missile in flight, drawn pointing along +x (the item is turned to its heading). Four
// frames (as in the room-by-room chapter): an arrow's fletching flutters, a bolt's glow pulses,
// the chapter's flaming skull snaps its jaw in a flickering fire.
class MissileItem : public QGraphicsItem {
public:
    MissileItem(MapAnimator::Missile look, QColor colour, int cell)
        : m_look(look)
        , m_colour(colour)
        , m_cell(cell) {
        setZValue(40);
    }
    void setFrame(int frame) {
        if (frame != m_frame) {
            m_frame = frame;
            update();
        }
    }
    QRectF boundingRect() const override {
        const qreal s = m_cell;
        return QRectF(-s * 0.6, -s * 0.3, s * 1.2, s * 0.6);
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override {
        // Each look is drawn once into a picture and blitted after (thirty in flight at once
        // must cost little more than thirty blits).
        static QHash<QString, QPixmap> cache;
        const QString key = QStringLiteral("%1:%2:%3:%4")
                                .arg(int(m_look))
                                .arg(m_colour.rgba())
                                .arg(m_cell)
                                .arg(m_frame);
        QPixmap &picture = cache[key];
        if (picture.isNull()) {
            const QRectF box = boundingRect();
            picture = QPixmap(box.size().toSize() + QSize(2, 2));
            picture.fill(Qt::transparent);
            QPainter pp(&picture);
            pp.translate(-box.topLeft() + QPointF(1, 1));
            draw(&pp);
        }
        p->drawPixmap(boundingRect().topLeft() - QPointF(1, 1), picture);
    }

private:
    void draw(QPainter *p) const {
        const qreal s = m_cell;
        p->setRenderHint(QPainter::Antialiasing);
        if (m_look == MapAnimator::Missile::Skull)
            return drawSkull(p, s);
        if (m_look == MapAnimator::Missile::Arrow) {
            p->setPen(QPen(QColor(0xc8, 0xa8, 0x70), std::max(1.0, s / 14)));
            p->drawLine(QPointF(-s * 0.4, 0), QPointF(s * 0.3, 0));
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0xe8, 0xe8, 0xf0));
            QPainterPath head;
            head.moveTo(s * 0.45, 0);
            head.lineTo(s * 0.25, -s * 0.09);
            head.lineTo(s * 0.25, s * 0.09);
            head.closeSubpath();
            p->drawPath(head);
            const qreal flap = (m_frame % 2 ? 0.13 : 0.09) * s; // the fletching flutters
            p->setBrush(m_frame < 2 ? QColor(0xd0, 0x50, 0x40) : QColor(0xe0, 0x70, 0x50));
            QPainterPath feathers;
            feathers.moveTo(-s * 0.4, 0);
            feathers.lineTo(-s * 0.52, -flap);
            feathers.lineTo(-s * 0.3, 0);
            feathers.lineTo(-s * 0.52, flap);
            feathers.closeSubpath();
            p->drawPath(feathers);
            return;
        }
        const qreal pulse = 1.0 + 0.12 * (m_frame == 1 ? 1 : m_frame == 3 ? -1 : 0);
        QRadialGradient glow(QPointF(0, 0), s * 0.3 * pulse);
        glow.setColorAt(0, QColor(255, 255, 255, 240));
        glow.setColorAt(0.35, m_colour);
        QColor edge = m_colour;
        edge.setAlpha(0);
        glow.setColorAt(1, edge);
        p->setPen(Qt::NoPen);
        p->setBrush(glow);
        p->drawEllipse(QPointF(0, 0), s * 0.3 * pulse, s * 0.3 * pulse);
        // The trail behind it.
        QColor trail = m_colour;
        for (int i = 1; i <= 3; ++i) {
            trail.setAlpha(150 - i * 40);
            p->setBrush(trail);
            p->drawEllipse(QPointF(-s * 0.17 * i, (i + m_frame) % 2 ? s * 0.03 : -s * 0.03),
                           s * (0.12 - 0.025 * i), s * (0.12 - 0.025 * i));
        }
    }

    // A skull in profile looking along +x, its flames streaming back; frame by frame the
    // flames flicker and the jaw opens and shuts.
    void drawSkull(QPainter *p, qreal s) const {
        static const QColor flame[4] = {QColor(0xff, 0x9a, 0x2a), QColor(0xff, 0xc4, 0x3a),
                                        QColor(0xff, 0x7a, 0x22), QColor(0xff, 0xb0, 0x30)};
        p->setPen(Qt::NoPen);
        // Flames: three tongues behind the head, their lengths changing with the frame.
        for (int i = 0; i < 3; ++i) {
            const qreal len = s * (0.34 + 0.08 * ((m_frame + i) % 3));
            const qreal y = s * 0.1 * (i - 1);
            QPainterPath tongue;
            tongue.moveTo(s * 0.02, y - s * 0.09);
            tongue.quadTo(-len * 0.6, y - s * 0.13, -len, y + s * 0.02 * ((m_frame + i) % 2));
            tongue.quadTo(-len * 0.55, y + s * 0.12, s * 0.02, y + s * 0.09);
            tongue.closeSubpath();
            QColor c = flame[(m_frame + i) % 4];
            c.setAlpha(200 - 40 * i);
            p->setBrush(c);
            p->drawPath(tongue);
        }
        // The cranium and the face.
        const QColor bone(0xf2, 0xec, 0xd8), shade(0xc8, 0xbc, 0xa0), dark(0x2a, 0x18, 0x10);
        p->setBrush(bone);
        p->setPen(QPen(shade, std::max(1.0, s / 40)));
        p->drawEllipse(QPointF(s * 0.1, -s * 0.04), s * 0.19, s * 0.17);
        QPainterPath face;
        face.moveTo(s * 0.14, -s * 0.02);
        face.lineTo(s * 0.3, s * 0.02);
        face.lineTo(s * 0.28, s * 0.09);
        face.lineTo(s * 0.08, s * 0.1);
        face.closeSubpath();
        p->drawPath(face);
        // The jaw, open on frames 1 and 3.
        const qreal open = m_frame % 2 ? s * 0.05 : 0.0;
        QPainterPath jaw;
        jaw.moveTo(s * 0.06, s * 0.1 + open * 0.3);
        jaw.lineTo(s * 0.26, s * 0.1 + open);
        jaw.lineTo(s * 0.24, s * 0.16 + open);
        jaw.lineTo(s * 0.05, s * 0.16);
        jaw.closeSubpath();
        p->drawPath(jaw);
        // The socket glowing with the fire inside, and the nose hole.
        p->setPen(Qt::NoPen);
        p->setBrush(dark);
        p->drawEllipse(QPointF(s * 0.17, -s * 0.03), s * 0.055, s * 0.06);
        p->setBrush(flame[m_frame]);
        p->drawEllipse(QPointF(s * 0.175, -s * 0.03), s * 0.022, s * 0.025);
        p->setBrush(dark);
        p->drawEllipse(QPointF(s * 0.27, s * 0.045), s * 0.018, s * 0.025);
        p->setPen(QPen(dark, std::max(1.0, s / 48)));
        for (int t = 0; t < 3; ++t) // teeth
            p->drawLine(QPointF(s * (0.13 + 0.05 * t), s * 0.1),
                        QPointF(s * (0.13 + 0.05 * t), s * 0.125));
    }

    MapAnimator::Missile m_look;
    QColor m_colour;
    int m_cell;
    int m_frame = 0;
};

// Expanding rings and sparks around a point; `progress` 0..1.
class BurstItem : public QGraphicsItem {
public:
    BurstItem(QColor colour, int cell)
        : m_colour(colour)
        , m_cell(cell) {
        setZValue(35);
    }
    void setProgress(qreal t) {
        m_t = t;
        update();
    }
    QRectF boundingRect() const override {
        return QRectF(-m_cell, -m_cell, 2.0 * m_cell, 2.0 * m_cell);
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override {
        const qreal s = m_cell;
        p->setRenderHint(QPainter::Antialiasing);
        QColor c = m_colour;
        c.setAlphaF(float(std::max(0.0, 1.0 - m_t)));
        p->setPen(QPen(c, std::max(1.5, s / 10)));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(QPointF(0, 0), s * (0.2 + 0.7 * m_t), s * (0.2 + 0.7 * m_t));
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        for (int i = 0; i < 8; ++i) {
            const qreal a = i * M_PI / 4 + 0.3;
            const qreal r = s * (0.15 + 0.8 * m_t);
            p->drawEllipse(QPointF(std::cos(a) * r, std::sin(a) * r), s * 0.05, s * 0.05);
        }
    }

private:
    QColor m_colour;
    int m_cell;
    qreal m_t = 0;
};

QPixmap whitened(const QPixmap &source) {
    QPixmap out(source.size());
    out.setDevicePixelRatio(source.devicePixelRatio());
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.drawPixmap(0, 0, source);
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(out.rect(), QColor(255, 255, 255));
    return out;
}

} // namespace

MapAnimator::MapAnimator(QGraphicsScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene) {
    m_timer.setInterval(16);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &MapAnimator::tick);
}

MapAnimator::~MapAnimator() {
    for (const Anim &a : std::as_const(m_anims))
        delete a.owned;
}

void MapAnimator::setSpeed(int speed) {
    m_speed = std::clamp(speed, 0, kSpeeds - 1);
    if (m_speed == 0)
        finish();
}

int MapAnimator::scaled(int ms) const {
    switch (m_speed) {
    case 1:
        return ms * 8 / 5;
    case 3:
        return ms * 11 / 20;
    default:
        return ms;
    }
}

void MapAnimator::add(Anim a) {
    if (m_speed == 0) {
        // Off: straight to the end.
        if (a.step)
            a.step(1.0);
        if (a.end)
            a.end();
        delete a.owned;
        return;
    }
    a.start += m_now;
    a.duration = std::max(1, a.duration);
    if (a.owned) {
        a.owned->setVisible(false); // until it starts
        m_scene->addItem(a.owned);
    }
    m_anims.append(std::move(a));
    if (!m_timer.isActive()) {
        m_clock.start();
        m_wall = 0;
        m_timer.start();
    }
}

void MapAnimator::tick() {
    const qint64 wall = m_clock.elapsed();
    const int step = int(std::min<qint64>(wall - m_wall, 100)); // a stalled frame skips ahead
    m_wall = wall;
    advance(std::max(1, step));
}

void MapAnimator::advance(int ms) {
    m_now += ms;
    apply(m_now);
}

void MapAnimator::apply(int now) {
    for (qsizetype i = 0; i < m_anims.size();) {
        Anim &a = m_anims[i];
        if (now < a.start) {
            ++i;
            continue;
        }
        if (!a.started) {
            a.started = true;
            if (a.owned)
                a.owned->setVisible(true);
        }
        const qreal t = std::min(1.0, qreal(now - a.start) / a.duration);
        if (a.step)
            a.step(t);
        if (t >= 1.0) {
            if (a.end)
                a.end();
            delete a.owned;
            m_anims.removeAt(i);
            continue;
        }
        ++i;
    }
    if (m_anims.isEmpty()) {
        m_timer.stop();
        Q_EMIT allFinished();
    }
}

void MapAnimator::finish() {
    const QList<Anim> anims = std::exchange(m_anims, {});
    for (const Anim &a : anims) {
        if (a.step)
            a.step(1.0);
        if (a.end)
            a.end();
        delete a.owned;
    }
    m_timer.stop();
    if (!anims.isEmpty())
        Q_EMIT allFinished();
}

void MapAnimator::slide(QGraphicsItem *item, QPointF from, QPointF to, int delay, int duration,
                        std::function<void(qreal)> onStep) {
    Anim a;
    a.start = delay;
    a.duration = duration;
    a.step = [item, from, to, onStep](qreal t) {
        // Ease out: quick off the mark, settling into the cell.
        const qreal e = 1 - (1 - t) * (1 - t);
        item->setPos(from + (to - from) * e);
        if (onStep)
            onStep(t);
    };
    add(std::move(a));
}

void MapAnimator::missile(const std::vector<QPointF> &points, Missile look, QColor colour, int cell,
                          int delay, int msPerCell) {
    if (points.size() < 2)
        return;
    auto *item = new MissileItem(look, colour, cell);
    const QPointF first = points.front(), last = points.back();
    const qreal angle = std::atan2(last.y() - first.y(), last.x() - first.x()) * 180 / M_PI;
    if (look == Missile::Skull && std::abs(angle) > 90.5) {
        // A skull flying west faces west the right way up: mirrored, not turned over.
        item->setTransform(QTransform::fromScale(-1, 1));
        item->setRotation(angle > 0 ? angle - 180 : angle + 180);
    } else {
        item->setRotation(angle);
    }
    item->setPos(first);
    Anim a;
    a.start = delay;
    a.duration = int(points.size() - 1) * msPerCell;
    a.owned = item;
    const std::vector<QPointF> path = points;
    a.step = [item, path](qreal t) {
        const qreal at = t * qreal(path.size() - 1);
        const std::size_t i = std::min(path.size() - 2, std::size_t(at));
        const qreal f = at - qreal(i);
        item->setPos(path[i] + (path[i + 1] - path[i]) * f);
        item->setFrame(int(at * 2) % 4); // four frames, two a cell
    };
    add(std::move(a));
}

void MapAnimator::number(QPointF at, const QString &text, Number kind, int cell, int delay) {
    QFont f;
    f.setBold(true);
    f.setPixelSize(std::max(10, cell * (kind == Number::Critical ? 7 : 5) / 10));
    QColor colour;
    switch (kind) {
    case Number::Hit:
        colour = QColor(0xff, 0x70, 0x50);
        break;
    case Number::Critical:
        colour = QColor(0xff, 0xd0, 0x30);
        break;
    case Number::Miss:
        colour = QColor(0xc0, 0xc0, 0xc0);
        break;
    case Number::Blocked:
        colour = QColor(0x80, 0xc0, 0xff);
        break;
    case Number::Heal:
        colour = QColor(0x70, 0xe0, 0x80);
        break;
    case Number::Harm:
        colour = QColor(0xe0, 0x80, 0x30);
        break;
    }
    // Drawn once, outlined so it reads on any floor, then only moved and faded. The same number
    // in the same look is drawn once and kept (a swarm's blows repeat a handful of numbers
    // every turn, and laying out the text's outline is the dearest part of a turn's frame).
    static QHash<QString, QPixmap> pictures;
    const QString key = QStringLiteral("%1|%2|%3").arg(int(kind)).arg(cell).arg(text);
    QPixmap &picture = pictures[key];
    if (picture.isNull()) {
        if (pictures.size() > 4000) { // a bound, should texts never repeat
            pictures.clear();
            return number(at, text, kind, cell, delay);
        }
        QPainterPath path;
        path.addText(0, 0, f, text);
        const QRectF bounds = path.boundingRect().adjusted(-2, -2, 2, 2);
        picture = QPixmap(bounds.size().toSize() + QSize(1, 1));
        picture.fill(Qt::transparent);
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(-bounds.topLeft());
        p.setPen(QPen(QColor(0, 0, 0, 210), std::max(1.5, cell / 16.0)));
        p.setBrush(colour);
        p.drawPath(path);
    }
    auto *item = new QGraphicsPixmapItem(picture);
    item->setData(kTextKey, text);
    item->setZValue(50);
    const QRectF box = item->boundingRect();
    const QPointF origin = at - QPointF(box.width() / 2, box.height() / 2 + cell * 0.2);
    item->setPos(origin);
    Anim a;
    a.start = delay;
    a.duration = scaled(kind == Number::Critical ? 950 : 800);
    a.owned = item;
    a.step = [item, origin, cell](qreal t) {
        item->setPos(origin - QPointF(0, cell * 0.7 * t));
        item->setOpacity(t < 0.6 ? 1.0 : 1.0 - (t - 0.6) / 0.4);
    };
    add(std::move(a));
}

void MapAnimator::flash(const QGraphicsPixmapItem *of, int delay) {
    if (!of || of->pixmap().isNull())
        return;
    // Figures are few: each one's white is made once (by the pixmap's cache key).
    static QHash<qint64, QPixmap> white;
    if (white.size() > 512)
        white.clear();
    QPixmap &flashed = white[of->pixmap().cacheKey()];
    if (flashed.isNull())
        flashed = whitened(of->pixmap());
    auto *item = new QGraphicsPixmapItem(flashed);
    item->setPos(of->pos());
    item->setZValue(of->zValue() + 0.5);
    Anim a;
    a.start = delay;
    a.duration = scaled(180);
    a.owned = item;
    a.step = [item](qreal t) { item->setOpacity(0.85 * (1 - t)); };
    add(std::move(a));
}

void MapAnimator::fadeOut(QGraphicsItem *item, int delay, int duration) {
    const QPointF start = item->pos();
    Anim a;
    a.start = delay;
    a.duration = duration;
    a.owned = item;
    a.step = [item, start](qreal t) {
        item->setOpacity(1 - t);
        item->setPos(start + QPointF(0, 6 * t));
    };
    if (m_speed == 0) {
        delete item;
        return;
    }
    // Already in the scene: keep it showing until its turn comes.
    a.start += m_now;
    a.started = true;
    m_anims.append(std::move(a));
    if (!m_timer.isActive()) {
        m_clock.start();
        m_wall = 0;
        m_timer.start();
    }
}

void MapAnimator::burst(QPointF at, QColor colour, int cell, int delay, int duration) {
    auto *item = new BurstItem(colour, cell);
    item->setPos(at);
    Anim a;
    a.start = delay;
    a.duration = duration;
    a.owned = item;
    a.step = [item](qreal t) { item->setProgress(t); };
    add(std::move(a));
}

} // namespace pd
