#pragma once

#include <QFrame>
#include <QTimer>

class QLabel;

namespace pd {

// A small box over the map that says something once: a hint the first time something happens
// (the maze-duel hint boxes), the level-up notice with what grew. The Game tab's NoticeQueue
// shows one at a time; the tab closes it with Enter (or Esc), a click closes it, and a notice
// with a lifetime closes itself. It never takes the focus: a screen reader hears it as an alert
// (its title, words and keys) when it comes up or turns a page.
class NoticeBox : public QFrame {
    Q_OBJECT

public:
    explicit NoticeBox(QWidget *parent = nullptr);
    void showNotice(const QString &title, const QString &text, int lifetimeMs = 0);
    // Hides it without a word (the queue closed it): its lifetime stops.
    void dismiss();
    // How many boxes wait behind this one: its key line says "Enter: next" and how many.
    void setPages(int waiting);
    // New words for the box up, its lifetime left as it was.
    void setWords(const QString &title, const QString &text);
    QString title() const;
    QString text() const;
    QString keysText() const; // "Enter: close", or how many pages wait
    // Where it sits in its parent: the top right of `area` (hints) or its top centre.
    void place(const QRect &area, Qt::Alignment where, int maxWidth = 380);
    // At the bottom right of `area` (the message log's pane), half its width (300 to 560
    // pixels); a box taller than the pane reaches up above it, never above `top`.
    void placeBottomRight(const QRect &area, int top);

Q_SIGNALS:
    void closed(bool byClick); // by a click, or its lifetime ran out

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    void announce();

    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_keys = nullptr;
    QTimer m_lifetime;
    int m_waiting = 0;
};

} // namespace pd
