#pragma once

#include "Hints.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <optional>

namespace pd {

class NoticeBox;

// The boxes that say something over the map, one at a time and in the order they came: hints,
// level-ups, and in packs that report by box (the maze duel) what a chest held or why a medicine
// was refused. While a menu or a battle's result is on screen the queue is held: a box then
// waits (one already up goes back to the front of the queue). Where the pack's hint boxes block
// (the maze-duel report: nothing can be done while one is up), the box shown owns the keyboard
// until Enter; otherwise play goes on under it.
//
// A key pressed within kGuardMs of a box appearing was meant for the game, not the box (a hint
// that comes up between two quick keys): it never closes the box, and where boxes do not block
// it plays on. A hint counts as read only when it was up that long and the player closed it; a
// box put aside unread (its lifetime, a new run) comes back when it is due again. Boxes waiting
// behind the one shown are its next pages: the box says how many, and Enter turns to the next.
class NoticeQueue : public QObject {
    Q_OBJECT

public:
    struct Notice {
        QString title;
        QString text;
        int lifetimeMs = 0;            // closes by itself after this (never while blocking)
        std::optional<Hints::Id> hint; // dismissed for good when read
    };

    // How long a box is up before a key counts as meant for it.
    static constexpr int kGuardMs = 300;

    NoticeQueue(NoticeBox *box, QObject *parent = nullptr);

    void post(const Notice &notice);
    // A menu or a battle result is up (true) or gone (false).
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    // The pack's rule: boxes wait for Enter and take every key meanwhile.
    void setBlocking(bool blocking) { m_blocking = blocking; }
    bool isShowing() const;
    // A box is up and nothing else may be done until it is closed.
    bool isBlocking() const { return m_blocking && isShowing(); }
    const Notice *current() const { return m_current ? &*m_current : nullptr; }
    int pending() const { return int(m_queue.size()); }
    // The box shown came up too recently for a key to be meant for it (guardMs()), or is not
    // visible at all.
    bool isGuarded() const;
    // The guard time, kGuardMs unless a test lengthens it (keys sent under a loaded machine's
    // delays must still fall within it).
    void setGuardMs(int ms) { m_guardMs = ms; }
    int guardMs() const { return m_guardMs; }
    // Enter, Esc or a click: the box shown is read (a hint is dismissed for good); the next one,
    // if any, shows.
    void closeCurrent();
    // Hints worded again (a key rebound, another language): the hint up and those waiting take
    // `hint`'s words; other boxes keep theirs.
    void rewordHints(const std::function<Notice(Hints::Id)> &hint);
    // A new run: nothing of the last one's boxes stays.
    void clear();

Q_SIGNALS:
    void changed(); // a box was shown or closed: the tab places it and updates its status line

private:
    void showNext();

    NoticeBox *m_box;
    QList<Notice> m_queue;
    std::optional<Notice> m_current;
    QElapsedTimer m_shownFor; // since the box shown came up
    int m_guardMs = kGuardMs;
    bool m_held = false;
    bool m_blocking = false;
};

} // namespace pd
