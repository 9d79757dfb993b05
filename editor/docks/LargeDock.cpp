#include "LargeDock.h"

#include <QDockWidget>
#include <QScreen>
#include <QToolButton>

namespace pd {

LargeDock::LargeDock(QDockWidget *dock, QToolButton *button)
    : QObject(button)
    , m_dock(dock)
    , m_button(button) {
    button->setCheckable(true);
    connect(button, &QToolButton::toggled, this, &LargeDock::setLarge);
    // Docked again by hand (a double-click on its title, a drag): the button says so.
    connect(dock, &QDockWidget::topLevelChanged, this, [this](bool floating) {
        if (!floating && m_button->isChecked()) {
            const QSignalBlocker quiet(m_button);
            m_button->setChecked(false);
        }
    });
}

QToolButton *LargeDock::button(QDockWidget *dock, QWidget *parent) {
    auto *b = new QToolButton(parent);
    new LargeDock(dock, b);
    return b;
}

void LargeDock::setLarge(bool large) {
    if (large) {
        m_wasFloating = m_dock->isFloating();
        m_wasGeometry = m_dock->geometry();
        QScreen *screen = m_dock->screen();
        const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
        const QSize size(int(area.width() * kShare), int(area.height() * kShare));
        m_dock->setFloating(true);
        m_dock->setGeometry(
            QRect(area.center() - QPoint(size.width() / 2, size.height() / 2), size));
        m_dock->show();
        m_dock->raise();
        m_dock->activateWindow();
        return;
    }
    if (!m_dock->isFloating())
        return;
    if (m_wasFloating) {
        m_dock->setGeometry(m_wasGeometry);
        return;
    }
    m_dock->setFloating(false);
    m_dock->raise(); // its tab in front again, as it was
}

} // namespace pd
