#include "LazyRefresh.h"

#include <QDockWidget>

namespace pd {

LazyRefresh::LazyRefresh(QDockWidget *dock, std::function<void()> refresh)
    : QObject(dock)
    , m_dock(dock)
    , m_refresh(std::move(refresh)) {
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_inView = visible;
        if (visible)
            flush();
    });
}

void LazyRefresh::request() {
    if (m_dock->window()->isVisible() && !m_inView) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_refresh();
}

void LazyRefresh::flush() {
    if (!m_stale)
        return;
    m_stale = false;
    m_refresh();
}

} // namespace pd
