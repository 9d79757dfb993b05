#pragma once

#include "engine/GameEvent.h"
#include "gen/Geometry.h"
#include "render/LevelRenderer.h"
#include "render/MapChunks.h"

#include <QGraphicsView>
#include <QHash>
#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

class QGraphicsPolygonItem;

namespace pd {

class Game;
class MapAnimator;
class MapLayerItem;
class MapOverlayItem;

// The Game tab's map: a QGraphicsScene of the current level. Terrain, fog and light are one item
// that blits the exposed part of cached chunks (MapChunks); the hero and the monsters in view are
// items of their own; the travel path, the missile's line and the look cursor are one overlay.
// The camera follows the hero, sliding there; zoom goes in whole cell sizes so pixels stay
// crisp. It never takes the keyboard: the Game tab does.
class MapView : public QGraphicsView {
    Q_OBJECT

public:
    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    void setGame(const Game *game); // not owned; nullptr clears the scene
    void refresh();                 // after every turn (finishes what still moves)
    // After refresh: the turn's events as motion (slides, missiles, numbers, flashes, fades).
    // Nothing here changes the game; with the speed at 0 it only tidies up.
    void animate(const QList<GameEvent> &events);
    void finishAnimations();
    bool isAnimating() const;
    // 0 off, 1 slow, 2 normal, 3 fast; remembered (QSettings "view/animationSpeed").
    void setAnimationSpeed(int speed);
    int animationSpeed() const;
    MapAnimator &animator() { return *m_animator; }
    // The item that shows an actor now (0 the hero), or nullptr.
    QGraphicsPixmapItem *actorItem(int id) const;
    void setLook(MapLook look);
    // The colour palette of the map and its figures (Preferences ▸ Display).
    void setColourPalette(ColourVision::Palette palette);
    MapLook look() const { return m_renderer.look(); }
    // Zoom steps index kCellSizes.
    static const std::vector<int> &cellSizes();
    void setZoom(int step);
    int zoom() const { return m_zoom; }
    int cellSize() const;
    void zoomIn() { setZoom(m_zoom + 1); }
    void zoomOut() { setZoom(m_zoom - 1); }
    void setPathPreview(const std::vector<Point> &cells);
    void setAimPreview(const std::vector<Point> &cells);
    void setLookCursor(std::optional<Point> cell);
    std::optional<Point> cellAt(const QPoint &viewPos) const;
    LevelRenderer &renderer() { return m_renderer; }
    const MapChunks &chunks() const { return m_chunks; }
    // Where the camera is heading (scene coordinates of the view's centre).
    QPointF cameraTarget() const { return m_cameraTarget; }
    bool isCameraMoving() const;

Q_SIGNALS:
    void cellHovered(std::optional<pd::Point> cell);
    void cellClicked(pd::Point cell, Qt::MouseButton button);
    void zoomChanged(int step);
    void viewResized(); // the viewport's size changed (the window, the log's splitter)

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild();    // a new game, level, zoom or look
    void syncActors(); // items for the hero and the monsters in view
    void followHero(bool animated);
    void updateSceneRect();

    const Game *m_game = nullptr;
    LevelRenderer m_renderer;
    MapChunks m_chunks;
    QGraphicsScene *m_scene = nullptr;
    MapLayerItem *m_terrain = nullptr;
    MapOverlayItem *m_overlay = nullptr;
    QGraphicsPixmapItem *m_hero = nullptr;
    QGraphicsPolygonItem *m_facing = nullptr;     // a child of m_hero (orientation packs)
    QHash<int, QGraphicsPixmapItem *> m_monsters; // by actor id
    QHash<int, QString> m_records;                // their records, for their walk frames
    // Monsters no longer shown since the last turn: a death fades them out, the rest go.
    QHash<int, QGraphicsPixmapItem *> m_departed;
    MapAnimator *m_animator = nullptr;
    bool m_rebuilt = false; // the last refresh drew a new level: nothing to animate
    int m_zoom = 5;
    int m_depth = -1;
    const void *m_levelKey = nullptr; // the level shown (rebuild when it changes)
    std::optional<Point> m_hovered;
    QVariantAnimation m_camera;
    QPointF m_cameraTarget;
};

} // namespace pd
