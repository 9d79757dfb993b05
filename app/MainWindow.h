#pragma once

#include <QMainWindow>

class QTabWidget;

namespace pd {

class EditorWorkspace;
class GameTab;

// The one window: a Game tab and an Editor tab over the same core model.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    GameTab *gameTab() const { return m_gameTab; }
    EditorWorkspace *editor() const { return m_editorTab; }
    // Opens a pack folder in the Editor tab and shows it (permadungeon --edit DIR).
    bool editPack(const QString &folder);
    // What start-up does without a --pack or --replay: continue the saved run, or ask for a new
    // one (after the window is shown).
    void startUp();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void retranslateUi();
    void restoreWindowState();

    QTabWidget *m_tabs = nullptr;
    GameTab *m_gameTab = nullptr;
    EditorWorkspace *m_editorTab = nullptr;
    void tabChanged();
};

} // namespace pd
