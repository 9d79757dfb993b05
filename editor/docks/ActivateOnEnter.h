#pragma once

#include <QObject>

class QAbstractItemView;

namespace pd {

// Enter or Return on a view's current item does what a double-click on it does (the view's
// doubleClicked signal, with the current index), so a list that opens things on a double-click
// is usable from the keyboard. An item being edited keeps its Enter (its editor has the keys).
class ActivateOnEnter : public QObject {
    Q_OBJECT

public:
    // Installs itself on the view (it is the view's child).
    static void install(QAbstractItemView *view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ActivateOnEnter(QAbstractItemView *view);
    QAbstractItemView *m_view;
};

} // namespace pd
