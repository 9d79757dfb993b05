#include "LevelPreview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QWheelEvent>

#include <cmath>

namespace pd {

LevelPreview::LevelPreview(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("LevelPreview"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(160, 60);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void LevelPreview::setPack(std::shared_ptr<const Pack> pack) {
    m_pack = std::move(pack);
    m_renderer.setPack(m_pack.get());
    update();
}

void LevelPreview::setLevel(std::shared_ptr<const Level> level) {
    const bool sameSize = m_level && level && m_level->width() == level->width() &&
                          m_level->height() == level->height();
    m_level = std::move(level);
    m_selected = -1;
    if (!sameSize || !m_userMoved)
        fit();
    update();
}

void LevelPreview::setLook(MapLook look) {
    m_renderer.setLook(look);
    update();
}

void LevelPreview::fit() {
    if (!m_level || m_level->width() <= 0 || width() <= 0)
        return;
    const int cell = std::clamp(std::min(width() / m_level->width(), height() / m_level->height()),
                                kMinCell, kMaxCell);
    m_renderer.setCellSize(cell);
    m_offset = QPointF((width() - m_level->width() * cell) / 2.0,
                       (height() - m_level->height() * cell) / 2.0);
    m_userMoved = false;
    clampOffset();
    update();
}

void LevelPreview::zoomBy(int steps, QPointF about) {
    const int before = m_renderer.cellSize();
    int cell = before;
    for (int i = 0; i < std::abs(steps); ++i)
        cell = steps > 0 ? std::max(cell + 1, cell * 5 / 4) : std::min(cell - 1, cell * 4 / 5);
    cell = std::clamp(cell, kMinCell, kMaxCell);
    if (cell == before)
        return;
    // The cell under the pointer stays under it.
    const QPointF inLevel = (about - m_offset) / before;
    m_userMoved = true;
    m_renderer.setCellSize(cell);
    m_offset = about - inLevel * cell;
    clampOffset();
    update();
}

void LevelPreview::clampOffset() {
    if (!m_level)
        return;
    const int s = m_renderer.cellSize();
    const qreal w = m_level->width() * s, h = m_level->height() * s;
    // The level may be dragged until a quarter of the view still shows it.
    const qreal marginX = width() * 0.75, marginY = height() * 0.75;
    m_offset.setX(std::clamp(m_offset.x(), -w + width() - marginX, marginX));
    m_offset.setY(std::clamp(m_offset.y(), -h + height() - marginY, marginY));
    if (w <= width())
        m_offset.setX((width() - w) / 2);
    if (h <= height())
        m_offset.setY((height() - h) / 2);
}

int LevelPreview::entityAt(QPoint at) const {
    if (!m_level)
        return -1;
    const int s = m_renderer.cellSize();
    const QPointF p = (QPointF(at) - m_offset) / s;
    const Point cell{int(std::floor(p.x())), int(std::floor(p.y()))};
    // Monsters stand over things: the last one drawn is the one seen.
    int found = -1;
    for (qsizetype i = 0; i < m_level->entities.size(); ++i) {
        const LevelEntity &e = m_level->entities[i];
        if (e.at == cell && (found < 0 || e.kind == LevelEntity::Kind::Monster))
            found = int(i);
    }
    return found;
}

void LevelPreview::select(int entity) {
    m_selected = entity;
    update();
}

void LevelPreview::paintEvent(QPaintEvent *event) {
    QPainter painter(this);
    painter.fillRect(event->rect(), QColor(0x0b, 0x0b, 0x0e));
    if (!m_level)
        return;
    const int s = m_renderer.cellSize();
    painter.translate(m_offset);
    const QRectF exposed = QRectF(event->rect()).translated(-m_offset);
    const QRect cells(
        QPoint(int(std::floor(exposed.left() / s)), int(std::floor(exposed.top() / s))),
        QPoint(int(std::floor(exposed.right() / s)), int(std::floor(exposed.bottom() / s))));
    m_renderer.setDevicePixelRatio(devicePixelRatioF());
    m_renderer.paintLevel(painter, *m_level, cells);
    if (m_selected >= 0 && m_selected < m_level->entities.size()) {
        const Point at = m_level->entities[m_selected].at;
        painter.setPen(QPen(QColor(0xff, 0xd7, 0x40), std::max(2, s / 8)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRect(at.x * s, at.y * s, s, s).adjusted(-1, -1, 1, 1));
    }
}

void LevelPreview::wheelEvent(QWheelEvent *event) {
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        zoomBy(steps, event->position());
    event->accept();
}

void LevelPreview::mousePressEvent(QMouseEvent *event) {
    m_pressAt = event->position().toPoint();
    m_pressOffset = m_offset;
    m_dragging = false;
    event->accept();
}

void LevelPreview::mouseMoveEvent(QMouseEvent *event) {
    if (event->buttons() & (Qt::LeftButton | Qt::MiddleButton)) {
        const QPoint delta = event->position().toPoint() - m_pressAt;
        if (m_dragging || delta.manhattanLength() > 4) {
            m_dragging = true;
            m_userMoved = true;
            setCursor(Qt::ClosedHandCursor);
            m_offset = m_pressOffset + delta;
            clampOffset();
            update();
        }
        return;
    }
    setCursor(entityAt(event->position().toPoint()) >= 0 ? Qt::PointingHandCursor
                                                         : Qt::ArrowCursor);
}

void LevelPreview::mouseReleaseEvent(QMouseEvent *event) {
    unsetCursor();
    if (!m_dragging && event->button() == Qt::LeftButton) {
        const int entity = entityAt(event->position().toPoint());
        select(entity);
        Q_EMIT entityChosen(entity);
    }
    m_dragging = false;
}

void LevelPreview::keyPressEvent(QKeyEvent *event) {
    const QPointF centre(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1, centre);
        return;
    case Qt::Key_Minus:
        zoomBy(-1, centre);
        return;
    case Qt::Key_0:
        fit();
        return;
    case Qt::Key_N:
    case Qt::Key_P: {
        // The next (previous) monster, item, trap or chest: its roll trace without a mouse.
        const int count = m_level ? int(m_level->entities.size()) : 0;
        if (count == 0)
            return;
        const bool next = event->key() == Qt::Key_N;
        const int at =
            m_selected < 0 ? (next ? 0 : count - 1) : (m_selected + (next ? 1 : count - 1)) % count;
        select(at);
        Q_EMIT entityChosen(at);
        return;
    }
    default:
        QWidget::keyPressEvent(event);
    }
}

void LevelPreview::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    if (m_level && !m_userMoved)
        fit();
    clampOffset();
}

} // namespace pd
