#include "DocumentView.h"

#include "docks/ViewHub.h"

#include <QDockWidget>
#include <QEvent>

namespace pd {

// Whether a view can be seen, and when it comes into sight. The dock a view is in (itself, or
// the one around it) says whether it is in view: a dock behind another in a tab group is not
// hidden by Qt, only out of view (visibilityChanged says which), so isVisible() cannot tell.
class ViewWatch : public QObject {
public:
    ViewWatch(DocumentView *view, QWidget *widget)
        : QObject(widget)
        , m_view(view) {
        for (QWidget *w = widget; w && !m_dock; w = w->parentWidget())
            m_dock = qobject_cast<QDockWidget *>(w);
        if (m_dock)
            connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                m_dockInView = visible;
                if (visible)
                    m_view->showIfSeen();
            });
        widget->installEventFilter(this);
    }

    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::Show)
            m_view->showIfSeen();
        return false;
    }

    DocumentView *m_view;
    QPointer<QDockWidget> m_dock;
    bool m_dockInView = false;
};

void ViewUpdate::add(const ViewUpdate &later) {
    opened = opened || later.opened;
    changes.add(later.changes);
    touched = touched || later.touched;
    problems = problems || later.problems;
}

DocumentView::DocumentView(PackDocument *document, QWidget *widget, When when)
    : m_widget(widget)
    , m_when(when)
    , m_hub(ViewHub::of(document)) {
    m_watch = new ViewWatch(this, widget);
    m_hub->add(this);
}

DocumentView::~DocumentView() {
    // (the widget is still whole: the derived class's bases are destroyed after this one)
    delete m_watch;
    if (m_hub)
        m_hub->remove(this);
}

bool DocumentView::inView() const {
    if (!m_widget->window()->isVisible())
        return true; // not shown at all: a test, or before the window is first shown
    if (m_watch->m_dock && !m_watch->m_dockInView)
        return false;
    return m_widget->isVisible();
}

void DocumentView::flush() const {
    if (!m_waiting)
        return;
    const ViewUpdate update = *std::exchange(m_waiting, std::nullopt);
    refreshNow(update);
}

void DocumentView::showIfSeen() {
    if (m_waiting && inView())
        flush();
}

// (const: a getter brings the content it reads up to date)
void DocumentView::refreshNow(const ViewUpdate &update) const {
    ++m_refreshes;
    const_cast<DocumentView *>(this)->refresh(update);
}

} // namespace pd
