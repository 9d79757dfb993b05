#include "WindowFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

namespace pd {

int titleBarAllowance(const QWidget *window) {
    return window->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, window);
}

void resizeToFit(QWidget *window, QSize wanted) {
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screen) {
        const QSize free = screen->availableGeometry().size();
        wanted = wanted.boundedTo(free - QSize(0, titleBarAllowance(window)));
    }
    window->resize(wanted.expandedTo(window->minimumSizeHint()));
}

} // namespace pd
