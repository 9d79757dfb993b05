#pragma once

#include <QSize>

class QWidget;

namespace pd {

// A window or dialog opens at `wanted`, or smaller where the free part of its screen (less a
// title bar) is smaller, so that it never starts larger than the screen at any scale
// (QT_SCALE_FACTOR=2 on a laptop). Never below what its layout needs.
void resizeToFit(QWidget *window, QSize wanted);

// Room for a window's title bar that the window manager adds above it.
int titleBarAllowance(const QWidget *window);

} // namespace pd
