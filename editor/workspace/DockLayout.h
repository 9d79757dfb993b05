#pragma once

#include "data/PackReferences.h"

#include <QByteArray>
#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTabBar;
class QUndoView;

namespace pd {

class JsonEditor;
class LanguagesDock;
class OddsDock;
class PackDocument;
class PackFilesDock;
class PlaytestDock;
class ProblemsDock;
class RecordListDock;
class RecordSheet;
class SearchDock;
class SeedPreviewDock;
class TilesetDock;
class WhereFromDock;

// The Editor's docks and where they stand: the record lists, the pack's files and its languages
// at the left, the JSON, odds and where-from at the right, problems, search, history, sheet and
// seed preview and playtest below. Makes them, names them (so that a layout can be saved), keeps
// the first arrangement for Window ▸ Reset layout, fills the Window menu, and puts floating docks
// away while the tab is hidden (a floating seed preview must not stay on top of the Game tab).
class DockLayout : public QObject {
    Q_OBJECT

public:
    DockLayout(QMainWindow *window, PackDocument *document);

    const QList<RecordListDock *> &lists() const { return m_lists; }
    RecordListDock *list(RecordKind kind) const;
    // The kind of the record list shown at the left (the last one brought forward when several
    // are): what Edit ▸ Add makes.
    RecordKind shownListKind() const { return m_shownKind; }
    void setShownListKind(RecordKind kind) { m_shownKind = kind; }
    PackFilesDock *packDock() const { return m_packDock; }
    LanguagesDock *languages() const { return m_languages; }
    QDockWidget *jsonDock() const { return m_jsonDock; }
    JsonEditor *json() const { return m_json; }
    OddsDock *odds() const { return m_odds; }
    WhereFromDock *whereFrom() const { return m_whereFrom; }
    ProblemsDock *problems() const { return m_problems; }
    SearchDock *search() const { return m_search; }
    QDockWidget *historyDock() const { return m_historyDock; }
    RecordSheet *sheet() const { return m_sheet; }
    SeedPreviewDock *preview() const { return m_preview; }
    PlaytestDock *playtest() const { return m_playtest; }
    TilesetDock *tileset() const { return m_tileset; }
    const QList<QDockWidget *> &docks() const { return m_docks; }

    QMenu *menu() const { return m_menu; }
    // Brings a record list to the front with the keyboard in its search field (Window ▸ Go to,
    // Alt+1 to Alt+5 in the order of the lists).
    void goToList(RecordKind kind);
    // Sizes the docks for the window the first time it is shown and keeps that as the default;
    // then puts back a layout given before (restoreLayout).
    void firstShown();
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &layout);
    void resetLayout();
    // The tab is shown, or another one is: floating docks go and come back with it.
    void setActive(bool active);
    void retranslateUi();
    // The tab bar of tabbed docks that holds `dock`'s tab (for tests), or null.
    QTabBar *tabBarOf(QDockWidget *dock) const;

Q_SIGNALS:
    void listShown(RecordKind kind);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Puts the dock's controls in a scroll area when they need more than kCramped*.
    void scrollWhenCramped(QDockWidget *dock);
    static constexpr int kCrampedWidth = 320;
    static constexpr int kCrampedHeight = 160;
    static void fitTabBar(QTabBar *bar);
    QMainWindow *m_window;
    QList<RecordListDock *> m_lists;
    QList<QAction *> m_goTo; // by m_lists' order
    RecordKind m_shownKind = RecordKind::Table;
    PackFilesDock *m_packDock;
    LanguagesDock *m_languages;
    QDockWidget *m_jsonDock;
    JsonEditor *m_json;
    OddsDock *m_odds;
    WhereFromDock *m_whereFrom;
    ProblemsDock *m_problems;
    SearchDock *m_search;
    QDockWidget *m_historyDock;
    QUndoView *m_history;
    RecordSheet *m_sheet;
    SeedPreviewDock *m_preview;
    TilesetDock *m_tileset;
    PlaytestDock *m_playtest;
    bool m_playtestSized = false;
    bool m_previewSized = false;
    bool m_tilesetSized = false;
    QList<QDockWidget *> m_docks;
    QList<QDockWidget *> m_putAway; // floating docks hidden while the tab is
    QMenu *m_menu;
    QByteArray m_defaultLayout;
    QByteArray m_savedLayout;
};

} // namespace pd
