#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QTimer>
#include <functional>
#include <vector>

class QGraphicsItem;
class QGraphicsPixmapItem;
class QGraphicsScene;

namespace pd {

// The map's animations on one clock: actors sliding between cells, missiles flying, numbers
// floating up, flashes, fades and bursts. It only moves items the map view gives it or makes
// for the time they show; it never touches the game. One timer runs while anything moves and
// stops when nothing does (no CPU when the map is still); finish() puts everything at its end
// at once, so a new command never waits on an animation.
class MapAnimator : public QObject {
    Q_OBJECT

public:
    // 0 off, 1 slow, 2 normal, 3 fast.
    static constexpr int kSpeeds = 4;
    // A floating number's words, kept on its item (QGraphicsItem::data) for tests to read.
    static constexpr int kTextKey = 0x7e47;
    enum class Number { Hit, Critical, Miss, Blocked, Heal, Harm };
    // How a missile looks in flight: a glowing bolt or spell, an arrow, the room-by-room
    // chapter's flaming skull.
    enum class Missile { Glow, Arrow, Skull };

    explicit MapAnimator(QGraphicsScene *scene, QObject *parent = nullptr);
    ~MapAnimator() override;

    void setSpeed(int speed);
    int speed() const { return m_speed; }
    bool isOff() const { return m_speed == 0; }
    // A normal duration in milliseconds at the current speed.
    int scaled(int ms) const;

    bool isRunning() const { return !m_anims.isEmpty(); }
    int running() const { return int(m_anims.size()); }
    bool isTicking() const { return m_timer.isActive(); }
    void finish();
    // Moves the clock by `ms` and applies what is due (tests and benchmarks drive it by hand).
    void advance(int ms);

    // Each starts `delay` ms from now and lasts about `duration` ms (already scaled).
    void slide(QGraphicsItem *item, QPointF from, QPointF to, int delay, int duration,
               std::function<void(qreal)> onStep = {});
    // Along `points` (scene positions of cell centres), at `msPerCell`, turned to its heading:
    // an arrow for a weapon's shot, a glowing bolt in `colour` for a bolt or a spell, a
    // flaming skull (facing its way, never upside down) for the room-by-room chapter's bolt.
    void missile(const std::vector<QPointF> &points, Missile look, QColor colour, int cell,
                 int delay, int msPerCell);
    void number(QPointF at, const QString &text, Number kind, int cell, int delay);
    // The item shows white for a moment (the one hit).
    void flash(const QGraphicsPixmapItem *of, int delay);
    // Takes `item` (it is deleted at the end): it fades and sinks away (a death).
    void fadeOut(QGraphicsItem *item, int delay, int duration);
    // Rings and sparks at a cell: a chest opening (gold), a trap springing (red), a monster
    // appearing (violet).
    void burst(QPointF at, QColor colour, int cell, int delay, int duration);

Q_SIGNALS:
    void allFinished();

private:
    struct Anim {
        int start = 0;
        int duration = 1;
        std::function<void(qreal)> step; // 0..1
        std::function<void()> end;
        QGraphicsItem *owned = nullptr; // made for this animation; deleted at its end
        bool started = false;
    };
    void add(Anim a);
    void tick();
    void apply(int now);

    QGraphicsScene *m_scene;
    QList<Anim> m_anims;
    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_now = 0;     // ms on the animation clock
    qint64 m_wall = 0; // m_clock's reading at the last tick
    int m_speed = 2;
};

} // namespace pd
