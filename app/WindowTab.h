#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace pd {

// What the window knows of a tab, and all it knows (as Tiled's Editor interface): the page it
// shows, its menus, its title and modified state, whether the window may close, and its saved
// layout. The Game and the Editor tab each implement it; the window never reaches past it.
class WindowTab : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The page the tab widget shows (the tab widget owns it).
    virtual QWidget *widget() const = 0;
    // A stable name for the tab's settings: its layout is kept under "<key>/layout".
    virtual QString key() const = 0;
    // The tab's text, in the reader's language.
    virtual QString label() const = 0;
    // The window's title while the tab is shown; empty: the program's name.
    virtual QString title() const { return {}; }
    // Unsaved work (the window title's [*]).
    virtual bool isModified() const { return false; }
    // The menus the menu bar shows while the tab is shown, its File menu first: the window adds
    // Quit at the end of that one and its own Help menu after them all.
    virtual QList<QMenu *> menus() const = 0;
    // The tab's own entries at the top of the window's Help menu while it is shown.
    virtual QList<QAction *> helpActions() const { return {}; }
    // The manual's page for the tab ("game-tab.md"), which Help > Manual opens on.
    virtual QString manualPage() const { return {}; }
    // Whether the tab gives F1 a meaning of its own (the Game tab's keys overlay); if not, F1
    // opens the manual on the tab's page.
    virtual bool ownsHelpKey() const { return false; }
    // The tab's Edit menu, if it has one among menus(): the window adds Preferences at its end
    // (a tab without one gets the window's own Edit menu after its File menu).
    virtual QMenu *editMenu() const { return nullptr; }
    // The tab's pages of the Preferences dialog (the dialog owns them), each named by its
    // windowTitle() and found by its objectName(). Made afresh each time the dialog is.
    virtual QList<QWidget *> settingsPages() { return {}; }
    // The tab is shown (true) or another one is: a hidden tab's shortcuts must not fire.
    virtual void setActive(bool active) { Q_UNUSED(active) }
    // May the window close? The tab asks about unsaved work; false keeps the window open.
    virtual bool maybeClose() { return true; }
    // The window closes (every tab said yes): keep what must be kept.
    virtual void closing() {}
    // The tab's own arrangement (docks, splitters), restored at the next start.
    virtual QByteArray saveLayout() const { return {}; }
    virtual void restoreLayout(const QByteArray &layout) { Q_UNUSED(layout) }

Q_SIGNALS:
    void titleChanged();               // the title or the modified state
    void message(const QString &text); // a short note for the status bar
    void raiseRequested();             // the tab wants to be shown (a run started from the editor)
    void manualRequested(const QString &page); // the manual, on this page (a file of docs/)
    // The tab wants the Preferences dialog, on the page of that objectName (View ▸ Sound…).
    void preferencesRequested(const QString &page);
};

} // namespace pd
