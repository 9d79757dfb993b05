#include "EditorWorkspace.h"

#include <QLabel>

namespace pd {

EditorWorkspace::EditorWorkspace(QWidget *parent)
    : QMainWindow(parent) {
    setObjectName(QStringLiteral("EditorWorkspace"));
    setWindowFlags(Qt::Widget);
    setDockNestingEnabled(true);
}

} // namespace pd
