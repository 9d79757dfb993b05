#include "DockLayout.h"

#include "docks/LanguagesDock.h"
#include "docks/PackFilesDock.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "docks/TilesetDock.h"
#include "document/PackDocument.h"
#include "playtest/PlaytestDock.h"
#include "preview/SeedPreviewDock.h"
#include "records/RecordSheet.h"
#include "search/SearchDock.h"
#include "tables/OddsDock.h"
#include "tables/WhereFromDock.h"
#include "json/JsonEditor.h"

#include <QAction>
#include <QChildEvent>
#include <QDockWidget>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QTabBar>
#include <QUndoView>

namespace pd {

DockLayout::DockLayout(QMainWindow *window, PackDocument *document)
    : QObject(window)
    , m_window(window) {
    window->installEventFilter(this);
    for (RecordKind kind : allRecordKinds()) {
        auto *dock = new RecordListDock(kind, document, window);
        window->addDockWidget(Qt::LeftDockWidgetArea, dock);
        if (!m_lists.isEmpty())
            window->tabifyDockWidget(m_lists.first(), dock);
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible) {
                m_shownKind = dock->kind();
                Q_EMIT listShown(dock->kind());
            }
        });
        m_lists << dock;
        m_docks << dock;
    }

    m_packDock = new PackFilesDock(document, window);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_packDock);
    window->tabifyDockWidget(m_lists.last(), m_packDock);
    m_languages = new LanguagesDock(document, window);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_languages);
    window->tabifyDockWidget(m_lists.last(), m_languages);
    m_lists.first()->raise();
    m_docks << m_packDock << m_languages;

    m_jsonDock = new QDockWidget(window);
    m_jsonDock->setObjectName(QStringLiteral("JsonDock"));
    m_json = new JsonEditor(document, m_jsonDock);
    m_jsonDock->setWidget(m_json);
    window->addDockWidget(Qt::RightDockWidgetArea, m_jsonDock);
    m_odds = new OddsDock(document, window);
    window->addDockWidget(Qt::RightDockWidgetArea, m_odds);
    window->tabifyDockWidget(m_jsonDock, m_odds);
    m_whereFrom = new WhereFromDock(document, window);
    window->addDockWidget(Qt::RightDockWidgetArea, m_whereFrom);
    window->tabifyDockWidget(m_jsonDock, m_whereFrom);
    m_odds->raise();

    m_problems = new ProblemsDock(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_problems);
    m_search = new SearchDock(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_search);
    window->tabifyDockWidget(m_problems, m_search);
    m_historyDock = new QDockWidget(window);
    m_historyDock->setObjectName(QStringLiteral("HistoryDock"));
    m_history = new QUndoView(document->undoStack(), m_historyDock);
    m_historyDock->setWidget(m_history);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_historyDock);
    window->tabifyDockWidget(m_problems, m_historyDock);
    m_sheet = new RecordSheet(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_sheet);
    window->tabifyDockWidget(m_problems, m_sheet);
    m_preview = new SeedPreviewDock(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_preview);
    window->tabifyDockWidget(m_problems, m_preview);
    m_playtest = new PlaytestDock(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_playtest);
    window->tabifyDockWidget(m_problems, m_playtest);
    // The charts and the level want height: brought forward in a strip too low to read them,
    // the strip grows to almost half the window (once each; a height the person gives it
    // afterwards stays).
    const auto growWhenShown = [this](QDockWidget *dock, bool *sized) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock, sized](bool visible) {
            if (!visible || *sized || dock->isFloating() || !m_window->isVisible())
                return;
            *sized = true;
            if (dock->height() < 360)
                m_window->resizeDocks({dock}, {m_window->height() * 45 / 100}, Qt::Vertical);
        });
    };
    m_tileset = new TilesetDock(document, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_tileset);
    window->tabifyDockWidget(m_problems, m_tileset);
    growWhenShown(m_playtest, &m_playtestSized);
    growWhenShown(m_preview, &m_previewSized);
    growWhenShown(m_tileset, &m_tilesetSized);
    m_problems->raise();
    m_docks << m_jsonDock << m_odds << m_whereFrom << m_problems << m_search << m_historyDock
            << m_sheet << m_preview << m_playtest << m_tileset;
    // A dock whose controls need more room than a small screen has (the playtest's rows of
    // settings, the preview's, at scale 2 on a laptop) scrolls instead of making the window
    // larger than the screen.
    for (QDockWidget *dock : std::as_const(m_docks))
        scrollWhenCramped(dock);

    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("EditorWindowMenu"));
    for (QDockWidget *dock : std::as_const(m_docks))
        m_menu->addAction(dock->toggleViewAction());
    m_menu->addSeparator();
    // A list to the front from the keyboard (its toggle above only shows or hides it).
    for (int i = 0; i < m_lists.size(); ++i) {
        QAction *go = m_menu->addAction(QString());
        go->setObjectName(QStringLiteral("GoToList-%1").arg(i + 1));
        go->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        go->setShortcutContext(Qt::WindowShortcut);
        const RecordKind kind = m_lists.at(i)->kind();
        connect(go, &QAction::triggered, this, [this, kind] { goToList(kind); });
        window->addAction(go);
        m_goTo << go;
    }
    m_menu->addSeparator();
    auto *reset = m_menu->addAction(QString());
    reset->setObjectName(QStringLiteral("ResetLayoutAction"));
    connect(reset, &QAction::triggered, this, &DockLayout::resetLayout);
}

void DockLayout::scrollWhenCramped(QDockWidget *dock) {
    QWidget *body = dock->widget();
    if (!body || qobject_cast<QAbstractScrollArea *>(body))
        return;
    const QSize least = body->minimumSizeHint();
    if (least.width() <= kCrampedWidth && least.height() <= kCrampedHeight)
        return;
    auto *scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + QStringLiteral("-scroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus); // the controls inside take the keyboard
    dock->setWidget(scroll);
    scroll->setWidget(body);
}

void DockLayout::goToList(RecordKind kind) {
    RecordListDock *dock = list(kind);
    if (!dock)
        return;
    dock->show();
    dock->raise();
    m_shownKind = kind;
    dock->searchField()->setFocus(Qt::ShortcutFocusReason);
    dock->searchField()->selectAll();
}

RecordListDock *DockLayout::list(RecordKind kind) const {
    for (RecordListDock *dock : m_lists)
        if (dock->kind() == kind)
            return dock;
    return nullptr;
}

void DockLayout::retranslateUi() {
    m_menu->setTitle(tr("&Window"));
    if (auto *reset = m_menu->findChild<QAction *>(QStringLiteral("ResetLayoutAction")))
        reset->setText(tr("&Reset layout"));
    for (int i = 0; i < m_goTo.size(); ++i)
        m_goTo[i]->setText(tr("Go to the %1 list").arg(m_lists.at(i)->windowTitle()));
    m_jsonDock->setWindowTitle(tr("JSON"));
    m_historyDock->setWindowTitle(tr("History"));
    m_json->setAccessibleName(tr("JSON of the file"));
    m_history->setAccessibleName(tr("Undo history"));
    m_history->setEmptyLabel(tr("<opened>"));
    m_packDock->retranslateUi();
    m_languages->retranslateUi();
    m_tileset->retranslateUi();
}

// Dock sizes only mean something once the tab has its size: the first time it is shown, the
// default layout is made (and kept for Window ▸ Reset layout), then the person's is put back.
void DockLayout::firstShown() {
    if (!m_defaultLayout.isEmpty())
        return;
    const int width = m_window->width(), height = m_window->height();
    // (the lists as wide as their buttons need in the language shown: "Löschen" stays in sight)
    int lists = qMax(width / 4, 340);
    for (const RecordListDock *list : std::as_const(m_lists))
        lists = qMax(lists, list->buttonsWidth());
    m_window->resizeDocks({m_lists.first(), m_odds}, {lists, qMax(width / 4, 380)}, Qt::Horizontal);
    m_window->resizeDocks({m_problems}, {height / 5}, Qt::Vertical);
    m_defaultLayout = m_window->saveState();
    if (!m_savedLayout.isEmpty())
        m_window->restoreState(m_savedLayout);
}

// Dock tabs say their whole name ("Monsters", not "Monst…"); when the dock is too narrow for
// them all, arrows at the bar's end scroll them, so every kind stays a click away. The main
// window makes its tab bars when docks are first tabbed, laid out again or put back
// (restoreState), so each is set as it comes (eventFilter).
void DockLayout::fitTabBar(QTabBar *bar) {
    bar->setElideMode(Qt::ElideNone);
    bar->setUsesScrollButtons(true);
}

bool DockLayout::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window &&
        (event->type() == QEvent::ChildAdded || event->type() == QEvent::ChildPolished))
        if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child()))
            fitTabBar(bar);
    return QObject::eventFilter(watched, event);
}

QTabBar *DockLayout::tabBarOf(QDockWidget *dock) const {
    for (QTabBar *bar : m_window->findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly))
        for (int i = 0; i < bar->count(); ++i)
            if (bar->isVisible() && bar->tabText(i) == dock->windowTitle())
                return bar;
    return nullptr;
}

QByteArray DockLayout::saveLayout() const {
    // Never shown: the docks have no sizes yet, so the layout put back is still the one to keep.
    if (m_defaultLayout.isEmpty())
        return m_savedLayout;
    // Floating docks put away while another tab is shown are part of the layout all the same.
    for (QDockWidget *dock : m_putAway)
        dock->show();
    const QByteArray layout = m_window->saveState();
    for (QDockWidget *dock : m_putAway)
        dock->hide();
    return layout;
}

void DockLayout::restoreLayout(const QByteArray &layout) {
    m_savedLayout = layout;
    if (!m_defaultLayout.isEmpty())
        m_window->restoreState(layout);
}

void DockLayout::resetLayout() {
    m_window->restoreState(m_defaultLayout);
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->show();
}

void DockLayout::setActive(bool active) {
    if (!active) {
        for (QDockWidget *dock : std::as_const(m_docks))
            if (dock->isFloating() && dock->isVisible()) {
                m_putAway << dock;
                dock->hide();
            }
        return;
    }
    for (QDockWidget *dock : std::as_const(m_putAway))
        dock->show();
    m_putAway.clear();
}

} // namespace pd
