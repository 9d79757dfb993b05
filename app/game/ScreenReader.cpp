#include "ScreenReader.h"

#include <QWidget>

namespace pd {

ScreenReader &ScreenReader::instance() {
    static ScreenReader reader;
    return reader;
}

void ScreenReader::describe(QWidget *widget, const QString &text) {
    if (widget->accessibleDescription() == text)
        return;
    widget->setAccessibleDescription(text);
    QAccessibleEvent event(widget, QAccessible::DescriptionChanged);
    tell(event);
}

void ScreenReader::tell(QAccessibleEvent &event) {
    QObject *object = event.object();
    QAccessible::updateAccessibility(&event);
    QAccessibleInterface *a = object ? QAccessible::queryAccessibleInterface(object) : nullptr;
    Q_EMIT instance().told(object, event.type(), a ? a->text(QAccessible::Name) : QString(),
                           a ? a->text(QAccessible::Description) : QString());
}

} // namespace pd
