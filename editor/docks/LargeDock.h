#pragma once

#include <QObject>
#include <QRect>

class QDockWidget;
class QToolButton;

namespace pd {

// A dock's "Large" button: checked, the dock floats over the window at most of the screen (a
// level to look at closely, charts to read); unchecked, or closed, it goes back where it was.
class LargeDock : public QObject {
    Q_OBJECT

public:
    // The button (a child of `parent`) that toggles `dock`.
    static QToolButton *button(QDockWidget *dock, QWidget *parent);
    static constexpr double kShare = 0.85; // of the screen's available width and height

private:
    LargeDock(QDockWidget *dock, QToolButton *button);
    void setLarge(bool large);

    QDockWidget *m_dock;
    QToolButton *m_button;
    bool m_wasFloating = false;
    QRect m_wasGeometry;
};

} // namespace pd
