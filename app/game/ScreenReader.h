#pragma once

#include <QAccessible>
#include <QObject>

namespace pd {

// The one way the Game tab tells a screen reader something: a QAccessible event for the
// platform's bridge (AT-SPI, UI Automation), then told() for whoever in the program listens
// (the tests, which have no bridge on the offscreen platform).
class ScreenReader : public QObject {
    Q_OBJECT

public:
    static ScreenReader &instance();
    // `widget`'s description is now `text` (said when it has the focus): sent only when it
    // changed.
    static void describe(QWidget *widget, const QString &text);
    // `event` to the bridge, and to told().
    static void tell(QAccessibleEvent &event);

Q_SIGNALS:
    void told(QObject *object, QAccessible::Event type, const QString &name,
              const QString &description);

private:
    ScreenReader() = default;
};

} // namespace pd
