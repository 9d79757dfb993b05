#pragma once

#include "Shell.h"

namespace pd {

class EditorShellTab;
class EditorWorkspace;
class GameShellTab;
class GameTab;

// Permadungeon's window: the shell with its two tabs, the Game and the Editor, and the one wire
// between them (the editor's "play this seed" starts a run in the Game tab).
class MainWindow : public Shell {
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

private:
    GameShellTab *m_game = nullptr;
    EditorShellTab *m_editor = nullptr;
};

} // namespace pd
