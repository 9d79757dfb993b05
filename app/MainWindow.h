#pragma once

#include <QList>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QIcon;
class QMenu;
class QTabWidget;

namespace pd {

class EditorWindowTab;
class EditorWorkspace;
class GameWindowTab;
class GameTab;
class HelpWindow;
class SettingsDialog;
class WindowTab;

// Permadungeon's window: a tab widget of WindowTabs (the Game and the Editor), the menu bar of
// the tab that is shown (its menus, then Quit and Help), the title, the status bar, closing and
// the remembered geometry. Past its constructor (which makes the two tabs and the one wire
// between them) it knows a tab only through WindowTab, as Tiled's window knows its editors.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    GameTab *gameTab() const;
    EditorWorkspace *editor() const;
    // Opens a pack folder in the Editor tab and shows it (permadungeon --edit DIR).
    bool editPack(const QString &folder);
    // What start-up does without a --pack or --replay: continue the saved run, or ask for a new
    // one (after the window is shown).
    void startUp();

    // Adds a tab (the window takes its page and its QObject); its saved layout is put back.
    void addTab(WindowTab *tab);
    WindowTab *currentTab() const;
    void showTab(WindowTab *tab);
    // After the tabs are added: the geometry and the tab shown last time.
    void restoreWindowState();
    // The program's icon (resources/icons) in every size it is drawn in.
    static QIcon applicationIcon();
    // Help > About: the version, and the version and licence of what is linked.
    void showAbout();
    // Help > Manual: the manual's window on a page (empty: the shown tab's page), raised.
    void showManual(const QString &page = {});
    // The manual's window once it has been opened (nullptr before).
    HelpWindow *helpWindow() const { return m_helpWindow; }
    // Edit > Preferences (Ctrl+,): the settings dialog, on `page` (an objectName) if given.
    void showPreferences(const QString &page = QString());
    SettingsDialog *preferences() const; // while it is open
    QAction *preferencesAction() const { return m_preferencesAction; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void tabChanged();
    void updateTitle();
    void retranslateUi();
    void applyFont();
    void applyLanguage();

    QTabWidget *m_tabs = nullptr;
    QList<WindowTab *> m_tabList;
    WindowTab *m_active = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_quitSeparator = nullptr;
    QMenu *m_quitHost = nullptr; // the shown tab's File menu, which holds Quit
    QMenu *m_help = nullptr;
    QAction *m_manual = nullptr;
    QAction *m_manualSeparator = nullptr;
    HelpWindow *m_helpWindow = nullptr;
    QMenu *m_edit = nullptr;     // the window's own Edit menu, for a tab without one
    QMenu *m_editHost = nullptr; // the menu that holds Preferences now
    QAction *m_preferencesAction = nullptr;
    QAction *m_preferencesSeparator = nullptr;
    QAction *m_fullScreen = nullptr;
    QPointer<SettingsDialog> m_preferences;
    QAction *m_about = nullptr;
    QAction *m_aboutQt = nullptr;
    GameWindowTab *m_game = nullptr;
    EditorWindowTab *m_editor = nullptr;
};

} // namespace pd
