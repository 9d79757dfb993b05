#pragma once

#include "gen/Dungeon.h"
#include "render/LevelRenderer.h"

#include <QWidget>

#include <memory>

namespace pd {

// The seed preview's large view: one generated level in the game's look with the fog off,
// the arrival and the way down ringed. The wheel (or +/-) zooms about the pointer, a drag pans,
// a click on a monster, item, trap or chest chooses it (its roll trace), and so do N and P (the
// next and the previous one) from the keyboard. Paints only the cells
// the paint event exposes, as the game's map does.
class LevelPreview : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMinCell = 3;
    static constexpr int kMaxCell = 48;

    explicit LevelPreview(QWidget *parent = nullptr);

    void setPack(std::shared_ptr<const Pack> pack);
    // A new level keeps the zoom when its size is the same, else fits the view.
    void setLevel(std::shared_ptr<const Level> level);
    const Level *level() const { return m_level.get(); }
    void setLook(MapLook look);
    MapLook look() const { return m_renderer.look(); }
    int cellSize() const { return m_renderer.cellSize(); }
    void zoomBy(int steps, QPointF about);
    void fit();
    QPointF offset() const { return m_offset; }

    // The entity shown at a point of the widget (-1: none), and the one chosen.
    int entityAt(QPoint at) const;
    int selected() const { return m_selected; }
    void select(int entity);

Q_SIGNALS:
    void entityChosen(int index); // -1: a click on nothing

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void clampOffset();

    LevelRenderer m_renderer;
    std::shared_ptr<const Pack> m_pack;
    std::shared_ptr<const Level> m_level;
    QPointF m_offset; // where the level's top-left corner is drawn
    int m_selected = -1;
    QPoint m_pressAt;
    QPointF m_pressOffset;
    bool m_dragging = false;
    bool m_userMoved = false; // zoomed or dragged: a resize keeps the view, else it fits
};

} // namespace pd
