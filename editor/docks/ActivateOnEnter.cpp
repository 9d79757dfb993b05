#include "ActivateOnEnter.h"

#include <QAbstractItemView>
#include <QKeyEvent>

namespace pd {

ActivateOnEnter::ActivateOnEnter(QAbstractItemView *view)
    : QObject(view)
    , m_view(view) {}

void ActivateOnEnter::install(QAbstractItemView *view) {
    view->installEventFilter(new ActivateOnEnter(view));
}

bool ActivateOnEnter::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        const QModelIndex current = m_view->currentIndex();
        if (enter && current.isValid() && !key->isAutoRepeat() &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            Q_EMIT m_view->doubleClicked(current);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pd
