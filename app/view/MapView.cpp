#include "MapView.h"

#include "game/GamePalette.h"
#include "settings/AppSettings.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"
#include "view/MapAnimator.h"

#include <QGraphicsItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsPolygonItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScopeGuard>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>
#include <cmath>

namespace pd {

// The level below the figures (terrain, what lies on it, fog and light) as a single item: it
// blits the cached chunks of the exposed rectangle only, clipped to the painter's clip as well,
// since QGraphicsView::render passes the whole bounding rectangle.
class MapLayerItem : public QGraphicsItem {
public:
    MapLayerItem(MapChunks &chunks, LevelRenderer &renderer)
        : m_chunks(chunks)
        , m_renderer(renderer) {
        setFlag(ItemUsesExtendedStyleOption);
        setZValue(0);
    }
    void setGame(const Game *game) {
        prepareGeometryChange();
        m_game = game;
    }
    QRectF boundingRect() const override {
        if (!m_game)
            return {};
        const int s = m_renderer.cellSize();
        const TileMap &map = m_game->level().level.map;
        return QRectF(0, 0, map.width() * s, map.height() * s);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override {
        if (!m_game)
            return;
        QRectF exposed = option->exposedRect;
        if (painter->hasClipping())
            exposed = exposed.intersected(painter->clipBoundingRect());
        m_chunks.paint(*painter, *m_game, exposed);
    }
    void changed() {
        prepareGeometryChange();
        update();
    }

private:
    MapChunks &m_chunks;
    LevelRenderer &m_renderer;
    const Game *m_game = nullptr;
};

// The travel path under the mouse, the missile's line before it flies, the look cursor.
class MapOverlayItem : public QGraphicsItem {
public:
    explicit MapOverlayItem(LevelRenderer &renderer)
        : m_renderer(renderer) {
        setZValue(30);
    }
    QRectF boundingRect() const override { return m_bounds; }
    void set(const std::vector<Point> &path, const std::vector<Point> &aim,
             std::optional<Point> cursor) {
        prepareGeometryChange();
        m_path = path;
        m_aim = aim;
        m_cursor = cursor;
        QRect cells;
        for (const Point &p : m_path)
            cells |= QRect(p.x, p.y, 1, 1);
        for (const Point &p : m_aim)
            cells |= QRect(p.x, p.y, 1, 1);
        if (m_cursor)
            cells |= QRect(m_cursor->x, m_cursor->y, 1, 1);
        const int s = m_renderer.cellSize();
        m_bounds = QRectF(cells.x() * s - 2, cells.y() * s - 2, cells.width() * s + 4,
                          cells.height() * s + 4);
        update();
    }
    const std::vector<Point> &path() const { return m_path; }
    const std::vector<Point> &aim() const { return m_aim; }
    std::optional<Point> cursor() const { return m_cursor; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override {
        const int s = m_renderer.cellSize();
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xf0, 0xe0, 0x90, 170));
        for (const Point &c : m_path)
            p->drawEllipse(QPointF(c.x * s + s / 2.0, c.y * s + s / 2.0), s * 0.12, s * 0.12);
        for (std::size_t i = 0; i < m_aim.size(); ++i) {
            const Point c = m_aim[i];
            p->fillRect(QRectF(c.x * s, c.y * s, s, s), i + 1 == m_aim.size()
                                                            ? QColor(0xff, 0x50, 0x30, 120)
                                                            : QColor(0xff, 0x90, 0x40, 60));
        }
        if (m_cursor) {
            p->setBrush(Qt::NoBrush);
            p->setPen(QPen(QColor(0xff, 0xf0, 0xa0), std::max(1.5, s / 12.0)));
            p->drawRect(QRectF(m_cursor->x * s + 1, m_cursor->y * s + 1, s - 2, s - 2));
        }
    }

private:
    LevelRenderer &m_renderer;
    std::vector<Point> m_path, m_aim;
    std::optional<Point> m_cursor;
    QRectF m_bounds;
};

const std::vector<int> &MapView::cellSizes() {
    static const std::vector<int> sizes = {12, 16, 20, 24, 28, 32, 40, 48, 64};
    return sizes;
}

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
    , m_chunks(m_renderer) {
    m_scene = new QGraphicsScene(this);
    setScene(m_scene);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(QColor(0, 0, 0));
    setMouseTracking(true);
    setAlignment(Qt::AlignCenter);
    // One rectangle a repaint: a clip region of many pieces sends every blit through the raster
    // engine's span path, which Qt 6.4 spreads over the global thread pool (MapChunks).
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // Every pixel is painted: the map by its chunks, the rest by drawBackground.
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setOptimizationFlags(QGraphicsView::DontSavePainterState |
                         QGraphicsView::DontAdjustForAntialiasing);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    m_terrain = new MapLayerItem(m_chunks, m_renderer);
    m_overlay = new MapOverlayItem(m_renderer);
    m_scene->addItem(m_terrain);
    m_scene->addItem(m_overlay);
    m_camera.setDuration(140);
    m_camera.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_camera, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { centerOn(v.toPointF()); });
    m_animator = new MapAnimator(m_scene, this);
    m_animator->setSpeed(AppSettings::instance().animationSpeed());
    m_renderer.setColourPalette(AppSettings::instance().colourPalette());
    m_renderer.setLook(AppSettings::instance().look());
}

MapView::~MapView() {
    delete m_animator; // its items live in the scene
    m_animator = nullptr;
    qDeleteAll(m_departed);
}

void MapView::setAnimationSpeed(int speed) {
    m_animator->setSpeed(speed);
    AppSettings::instance().setValue(AppSettings::Key::AnimationSpeed, m_animator->speed());
}

int MapView::animationSpeed() const {
    return m_animator->speed();
}

void MapView::finishAnimations() {
    m_animator->finish();
}

bool MapView::isAnimating() const {
    return m_animator->isRunning();
}

QGraphicsPixmapItem *MapView::actorItem(int id) const {
    return id == 0 ? m_hero : m_monsters.value(id);
}

int MapView::cellSize() const {
    return m_renderer.cellSize();
}

void MapView::setGame(const Game *game) {
    m_game = game;
    m_renderer.setPack(game ? &game->pack() : nullptr);
    m_levelKey = nullptr;
    rebuild();
    followHero(false);
}

void MapView::setLook(MapLook look) {
    if (look == m_renderer.look())
        return;
    m_renderer.setLook(look);
    AppSettings::instance().setValue(AppSettings::Key::Look, look == MapLook::Glyph
                                                                 ? QStringLiteral("glyphs")
                                                                 : QStringLiteral("tiles"));
    rebuild();
}

void MapView::setColourPalette(ColourVision::Palette palette) {
    if (palette == m_renderer.colourPalette())
        return;
    m_renderer.setColourPalette(palette);
    rebuild();
}

void MapView::setZoom(int step) {
    step = std::clamp(step, 0, int(cellSizes().size()) - 1);
    if (step == m_zoom && m_renderer.cellSize() == cellSizes()[std::size_t(step)])
        return;
    m_zoom = step;
    m_renderer.setCellSize(cellSizes()[std::size_t(step)]);
    rebuild();
    followHero(false);
    Q_EMIT zoomChanged(step);
}

void MapView::rebuild() {
    m_renderer.setDevicePixelRatio(devicePixelRatioF());
    m_renderer.setCellSize(cellSizes()[std::size_t(m_zoom)]);
    m_animator->finish();
    m_chunks.clear();
    m_terrain->setGame(m_game);
    delete m_hero; // and the facing wedge on it
    m_hero = nullptr;
    m_facing = nullptr;
    qDeleteAll(m_monsters);
    m_monsters.clear();
    qDeleteAll(m_departed);
    m_departed.clear();
    m_rebuilt = true;
    m_overlay->set({}, {}, std::nullopt);
    if (m_game) {
        m_depth = m_game->state().depth;
        m_levelKey = &m_game->level();
    }
    updateSceneRect();
    syncActors();
    m_terrain->changed();
    viewport()->update();
}

void MapView::updateSceneRect() {
    if (!m_game) {
        m_scene->setSceneRect(QRectF());
        return;
    }
    const int s = m_renderer.cellSize();
    const TileMap &map = m_game->level().level.map;
    // Margins of half a view let the camera keep the hero in the middle near the map's edges.
    const QRectF mapRect(0, 0, map.width() * s, map.height() * s);
    const QSizeF view = viewport()->size();
    const qreal mx = mapRect.width() > view.width() ? view.width() / 2 : 0;
    const qreal my = mapRect.height() > view.height() ? view.height() / 2 : 0;
    m_scene->setSceneRect(mapRect.adjusted(-mx, -my, mx, my));
}

void MapView::syncActors() {
    if (!m_game)
        return;
    const int s = m_renderer.cellSize();
    const HeroState &hero = m_game->state().hero;
    m_renderer.setDepth(m_game->level().level.depth); // the figures in the look of the band
    if (!m_hero) {
        m_hero = m_scene->addPixmap(QPixmap());
        m_hero->setZValue(20);
        m_hero->setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
    }
    m_hero->setPixmap(m_renderer.figure(QString(), hero.facing));
    m_hero->setPos(hero.pos.x * s, hero.pos.y * s);
    // Where turning is the player's (the report's orientation keys), a wedge at the edge of
    // the hero's cell shows the way he faces, in either look. It moves with the hero's figure.
    const bool facingShown = m_game->pack().ruleset.orientationKeys;
    if (facingShown && !m_facing) {
        m_facing = new QGraphicsPolygonItem(m_hero);
        m_facing->setBrush(GamePalette::current().accent);
        m_facing->setPen(QPen(QColor(0, 0, 0, 200), 1));
        m_facing->setZValue(1);
    }
    if (m_facing) {
        m_facing->setVisible(facingShown);
        const QPointF c(s / 2.0, s / 2.0);
        const Point o = offset(hero.facing);
        const QPointF dir(o.x, o.y);
        const QPointF side(-dir.y(), dir.x());
        const qreal reach = s * (isDiagonal(hero.facing) ? 0.36 : 0.5);
        const QPointF tip = c + dir * reach;
        const QPointF back = c + dir * (reach - s * 0.22);
        m_facing->setPolygon(QPolygonF{tip, back + side * (s * 0.13), back - side * (s * 0.13)});
    }
    QSet<int> seen;
    for (const KnownActor &a : PlayerView::visibleActors(*m_game)) {
        seen.insert(a.id);
        QGraphicsPixmapItem *&item = m_monsters[a.id];
        if (!item) {
            item = m_scene->addPixmap(QPixmap());
            item->setZValue(15);
            item->setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
        }
        item->setPixmap(m_renderer.figure(a.record, a.facing));
        item->setPos(a.pos.x * s, a.pos.y * s);
        item->setOpacity(1.0);
        m_records[a.id] = a.record;
    }
    qDeleteAll(m_departed);
    m_departed.clear();
    for (auto it = m_monsters.begin(); it != m_monsters.end();) {
        if (!seen.contains(it.key())) {
            m_departed.insert(it.key(), it.value()); // a death may fade it out
            it = m_monsters.erase(it);
        } else {
            ++it;
        }
    }
}

void MapView::refresh() {
    if (!m_game)
        return;
    m_animator->finish();
    m_rebuilt = false;
    if (&m_game->level() != m_levelKey || m_game->state().depth != m_depth) {
        rebuild();
        followHero(false);
        return;
    }
    syncActors();
    // What a turn changes (sight, fog, things picked up) can be anywhere in view; the chunks
    // draw again only the cells that changed.
    m_terrain->update();
    followHero(true);
}

namespace {

QColor elementColour(Element e) {
    switch (e) {
    case Element::Water:
        return QColor(0x50, 0xa8, 0xff);
    case Element::Fire:
        return QColor(0xff, 0x68, 0x28);
    case Element::Wood:
        return QColor(0x68, 0xd8, 0x58);
    case Element::Earth:
        return QColor(0xc8, 0x98, 0x50);
    case Element::Holy:
        return QColor(0xff, 0xf0, 0x90);
    case Element::Evil:
        return QColor(0xb8, 0x60, 0xff);
    }
    return QColor(0xa0, 0xd0, 0xff);
}

} // namespace

void MapView::animate(const QList<GameEvent> &events) {
    QHash<int, QGraphicsPixmapItem *> departed = std::exchange(m_departed, {});
    const auto tidy = qScopeGuard([&departed] { qDeleteAll(departed); });
    if (!m_game || m_animator->isOff() || m_rebuilt || events.isEmpty())
        return;
    const Pack &pack = m_game->pack();
    const int s = m_renderer.cellSize();
    const auto corner = [s](Point p) { return QPointF(p.x * s, p.y * s); };
    const auto centre = [s](Point p) { return QPointF(p.x * s + s / 2.0, p.y * s + s / 2.0); };
    // Fights on the battle screen have no cells: the screen shows them.
    const bool battle =
        m_game->state().battle || std::any_of(events.begin(), events.end(), [](const GameEvent &e) {
            return e.kind == GameEvent::Kind::BattleStarted ||
                   e.kind == GameEvent::Kind::BattleEnded;
        });
    // A travel brings many turns at once: each turn's step follows the last, quicker when there
    // are many so a long walk never drags.
    const int firstTurn = events.first().turn;
    const int turns = std::max(1, events.last().turn - firstTurn + 1);
    const int step = m_animator->scaled(std::clamp(1400 / turns, 45, 110));
    const int perCell = m_animator->scaled(26);
    QSet<const QGraphicsItem *> placed;
    QHash<int, int> flight; // turn -> when this turn's missile lands
    int strides = 0;
    for (const GameEvent &e : events) {
        const int delay = (e.turn - firstTurn) * step;
        const int landed = delay + flight.value(e.turn, 0);
        switch (e.kind) {
        case GameEvent::Kind::Moved: {
            QGraphicsPixmapItem *item = actorItem(e.actor);
            if (!item || e.from == e.to)
                break;
            if (!placed.contains(item)) {
                item->setPos(corner(e.from)); // waits there for its first step
                placed.insert(item);
            }
            const std::optional<Direction> d = directionBetween(e.from, e.to);
            const QString record = e.actor == 0 ? QString() : m_records.value(e.actor);
            const Direction facing =
                d ? *d : (e.actor == 0 ? m_game->state().hero.facing : Direction::S);
            const int stride = 1 + (strides++ % 2); // the two strides in turn
            const bool tiles = m_renderer.look() == MapLook::Tiles;
            m_animator->slide(item, corner(e.from), corner(e.to), delay, step,
                              [this, item, record, facing, stride, tiles](qreal t) {
                                  if (tiles)
                                      item->setPixmap(
                                          m_renderer.figure(record, facing, t < 1.0 ? stride : 0));
                              });
            break;
        }
        case GameEvent::Kind::BoltFired: {
            std::vector<QPointF> points{centre(e.from)};
            for (const Point &p : e.path)
                points.push_back(centre(p));
            const SpellRecord *spell = pack.spell(e.id);
            // A weapon's shot or an archer's arrow; a spell glows; the hero's bolt glows, or
            // flies as the pack's tileset says (the chapter's flaming skull).
            const bool arrow = !spell && (pack.item(e.id) || pack.monster(e.id));
            const MapAnimator::Missile look =
                arrow ? MapAnimator::Missile::Arrow
                : !spell && pack.tileset.bolt == QLatin1String("skull")
                    ? MapAnimator::Missile::Skull
                    : MapAnimator::Missile::Glow;
            // A monster's breath (trick "breath") names the element it breathes.
            const std::optional<Element> breathed = spell ? std::nullopt : elementFromName(e.id);
            const QColor colour = spell      ? elementColour(spell->element)
                                  : breathed ? elementColour(*breathed)
                                             : QColor(0xa8, 0xd8, 0xff);
            m_animator->missile(points, look, colour, s, delay, perCell);
            flight[e.turn] = std::max(flight.value(e.turn), int(e.path.size()) * perCell);
            break;
        }
        case GameEvent::Kind::Attacked: {
            if (battle)
                break;
            using N = MapAnimator::Number;
            const bool far = std::max(std::abs(e.from.x - e.to.x), std::abs(e.from.y - e.to.y)) > 1;
            const int when = far ? landed : delay + step / 2;
            if (e.miss)
                m_animator->number(centre(e.to), tr("miss"), N::Miss, s, when);
            else if (e.blocked)
                m_animator->number(centre(e.to), tr("blocked"), N::Blocked, s, when);
            else
                m_animator->number(centre(e.to),
                                   e.critical ? QStringLiteral("−%1!").arg(e.amount)
                                              : QStringLiteral("−%1").arg(e.amount),
                                   e.critical ? N::Critical : N::Hit, s, when);
            if (!e.miss && !e.blocked) {
                const QGraphicsPixmapItem *struck = actorItem(e.target);
                if (!struck)
                    struck = departed.value(e.target);
                m_animator->flash(struck, when);
            }
            break;
        }
        case GameEvent::Kind::Died: {
            if (QGraphicsPixmapItem *item = departed.take(e.actor))
                m_animator->fadeOut(item, landed + step / 2, m_animator->scaled(450));
            break;
        }
        case GameEvent::Kind::ChestOpened:
            m_animator->burst(centre(e.to), QColor(0xff, 0xd0, 0x40), s, delay,
                              m_animator->scaled(450));
            break;
        case GameEvent::Kind::TrapSprung:
            m_animator->burst(centre(e.to), QColor(0xff, 0x40, 0x30), s, delay,
                              m_animator->scaled(400));
            break;
        case GameEvent::Kind::Appeared: {
            m_animator->burst(centre(e.to), QColor(0xc0, 0x70, 0xff), s, delay,
                              m_animator->scaled(500));
            if (QGraphicsPixmapItem *item = actorItem(e.actor)) {
                item->setOpacity(0.0);
                m_animator->slide(item, corner(e.to), corner(e.to), delay, m_animator->scaled(400),
                                  [item](qreal t) { item->setOpacity(t); });
            }
            break;
        }
        case GameEvent::Kind::Healed:
        case GameEvent::Kind::Burned:
            if (!battle && e.amount > 0)
                m_animator->number(centre(m_game->state().hero.pos),
                                   (e.kind == GameEvent::Kind::Healed ? QStringLiteral("+%1")
                                                                      : QStringLiteral("−%1"))
                                       .arg(e.amount),
                                   e.kind == GameEvent::Kind::Healed ? MapAnimator::Number::Heal
                                                                     : MapAnimator::Number::Harm,
                                   s, delay);
            break;
        case GameEvent::Kind::ItemUsed:
        case GameEvent::Kind::SpellCast:
            // A potion or a heal spell on the map: the HP it gave rises from the hero.
            if (!battle && e.amount > 0 &&
                (e.kind == GameEvent::Kind::ItemUsed ||
                 (pack.spell(e.id) && pack.spell(e.id)->type == SpellRecord::Type::Heal)))
                m_animator->number(centre(m_game->state().hero.pos),
                                   QStringLiteral("+%1").arg(e.amount), MapAnimator::Number::Heal,
                                   s, delay);
            break;
        default:
            break;
        }
    }
}

void MapView::followHero(bool animated) {
    if (!m_game)
        return;
    const int s = m_renderer.cellSize();
    const Point hero = m_game->state().hero.pos;
    const QPointF heroCentre(hero.x * s + s / 2.0, hero.y * s + s / 2.0);
    const QPointF current = mapToScene(viewport()->rect().center());
    // Scroll only when the hero nears the edge of the middle of the view (less motion, and
    // no animation at all while the hero walks about a room).
    const QSizeF half = viewport()->size() / 2.0;
    const bool far = std::abs(heroCentre.x() - current.x()) > half.width() * 0.4 ||
                     std::abs(heroCentre.y() - current.y()) > half.height() * 0.4;
    // The monsters in sight stay on screen with the hero, a cell inside its edges, when they
    // fit: the camera moves as little as that needs (as Brogue's view keeps a fight whole).
    QPointF wanted = far || !animated ? heroCentre : current;
    QRectF fight(QPointF(hero.x * s, hero.y * s), QSizeF(s, s));
    for (const KnownActor &a : PlayerView::visibleActors(*m_game))
        fight |= QRectF(QPointF(a.pos.x * s, a.pos.y * s), QSizeF(s, s));
    fight.adjust(-s, -s, s, s);
    const auto keep = [](qreal c, qreal lo, qreal hi, qreal halfSize) {
        // The centres that keep [lo, hi] in view, when it fits; else the hero's own.
        const qreal from = hi - halfSize, to = lo + halfSize;
        return from <= to ? std::clamp(c, from, to) : c;
    };
    wanted.setX(keep(wanted.x(), fight.left(), fight.right(), half.width()));
    wanted.setY(keep(wanted.y(), fight.top(), fight.bottom(), half.height()));
    // A level no wider (or taller) than the view is centred that way, whole; a larger one never
    // shows black beyond its edge while there is level to show (a room's far doors stayed off
    // screen while a third of the view was black).
    const TileMap &map = m_game->level().level.map;
    const QSizeF level(map.width() * s, map.height() * s);
    const auto within = [](qreal c, qreal length, qreal halfSize) {
        return length <= 2 * halfSize ? length / 2 : std::clamp(c, halfSize, length - halfSize);
    };
    wanted.setX(within(wanted.x(), level.width(), half.width()));
    wanted.setY(within(wanted.y(), level.height(), half.height()));
    const bool moves =
        std::abs(wanted.x() - current.x()) > 0.5 || std::abs(wanted.y() - current.y()) > 0.5;
    if (animated && !moves)
        return;
    const QPointF target = wanted;
    m_cameraTarget = target;
    m_camera.stop();
    if (!animated) {
        centerOn(target);
        return;
    }
    m_camera.setStartValue(current);
    m_camera.setEndValue(target);
    m_camera.start();
}

bool MapView::isCameraMoving() const {
    return m_camera.state() == QAbstractAnimation::Running;
}

void MapView::setPathPreview(const std::vector<Point> &cells) {
    if (cells != m_overlay->path())
        m_overlay->set(cells, m_overlay->aim(), m_overlay->cursor());
}

void MapView::setAimPreview(const std::vector<Point> &cells) {
    if (cells != m_overlay->aim())
        m_overlay->set(m_overlay->path(), cells, m_overlay->cursor());
}

void MapView::setLookCursor(std::optional<Point> cell) {
    if (cell != m_overlay->cursor())
        m_overlay->set(m_overlay->path(), m_overlay->aim(), cell);
}

std::optional<Point> MapView::cellAt(const QPoint &viewPos) const {
    if (!m_game)
        return std::nullopt;
    const QPointF scenePos = mapToScene(viewPos);
    const int s = m_renderer.cellSize();
    const Point p{int(std::floor(scenePos.x() / s)), int(std::floor(scenePos.y() / s))};
    if (!m_game->level().level.map.inBounds(p))
        return std::nullopt;
    return p;
}

void MapView::keyPressEvent(QKeyEvent *event) {
    event->ignore(); // the Game tab owns the keyboard
}

void MapView::wheelEvent(QWheelEvent *event) {
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0)
            zoomIn();
        else if (event->angleDelta().y() < 0)
            zoomOut();
    }
    event->accept(); // the camera follows the hero: the wheel does not scroll the map away
}

void MapView::mouseMoveEvent(QMouseEvent *event) {
    const std::optional<Point> cell = cellAt(event->position().toPoint());
    if (cell != m_hovered) {
        m_hovered = cell;
        Q_EMIT cellHovered(cell);
    }
}

void MapView::mousePressEvent(QMouseEvent *event) {
    if (const std::optional<Point> cell = cellAt(event->position().toPoint()))
        Q_EMIT cellClicked(*cell, event->button());
    event->accept();
}

void MapView::leaveEvent(QEvent *event) {
    if (m_hovered) {
        m_hovered.reset();
        Q_EMIT cellHovered(std::nullopt);
    }
    QGraphicsView::leaveEvent(event);
}

void MapView::drawBackground(QPainter *painter, const QRectF &rect) {
    // Black around the map; the map's own cells are all painted by its chunks.
    QRegion outside(rect.toAlignedRect());
    if (m_game) {
        const int s = m_renderer.cellSize();
        const TileMap &map = m_game->level().level.map;
        outside -= QRect(0, 0, map.width() * s, map.height() * s);
    }
    for (const QRect &r : outside)
        painter->fillRect(r, backgroundBrush());
}

void MapView::resizeEvent(QResizeEvent *event) {
    QGraphicsView::resizeEvent(event);
    updateSceneRect();
    followHero(false);
    Q_EMIT viewResized();
}

} // namespace pd
