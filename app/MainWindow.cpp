#include "MainWindow.h"

#include "EditorShellTab.h"
#include "EditorWorkspace.h"
#include "game/GameSession.h"
#include "game/GameShellTab.h"
#include "game/GameTab.h"

namespace pd {

MainWindow::MainWindow(QWidget *parent)
    : Shell(parent)
    , m_game(new GameShellTab(this))
    , m_editor(new EditorShellTab(this)) {
    addTab(m_game);
    addTab(m_editor);
    connect(editor(), &EditorWorkspace::playRequested, this,
            [this](std::shared_ptr<const Pack> pack, const QString &folder, std::uint64_t seed,
                   const QString &seedText, int depth) {
                showTab(m_game);
                gameTab()->suspend();
                gameTab()->playTrial(std::move(pack), folder, seed, seedText, depth);
                gameTab()->setFocus();
            });
    restoreWindowState();
}

GameTab *MainWindow::gameTab() const {
    return m_game->gameTab();
}

EditorWorkspace *MainWindow::editor() const {
    return m_editor->workspace();
}

bool MainWindow::editPack(const QString &folder) {
    showTab(m_editor);
    return editor()->openPack(folder);
}

void MainWindow::startUp() {
    showTab(m_game);
    if (GameSession::hasSave() && gameTab()->continueRun())
        return;
    if (!gameTab()->newGame())
        gameTab()->setFocus();
}

} // namespace pd
