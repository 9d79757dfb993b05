#pragma once

#include <QObject>

#include <functional>

class QDockWidget;

namespace pd {

// A dock's refresh, run when someone can see the dock: at once while it is in view (or while
// the window is not shown at all, as in tests and before the first show), else when its tab is
// chosen or it is shown again. A dock behind another in a tab group is not hidden by Qt, only
// out of view (visibilityChanged says which), so isVisible() cannot tell.
class LazyRefresh : public QObject {
    Q_OBJECT

public:
    LazyRefresh(QDockWidget *dock, std::function<void()> refresh);

    void request(); // the dock's content is out of date
    void flush();   // refreshes now if a request waits (the dock's content is needed)
    bool isStale() const { return m_stale; }

private:
    QDockWidget *m_dock;
    std::function<void()> m_refresh;
    bool m_inView = false;
    bool m_stale = false;
};

} // namespace pd
