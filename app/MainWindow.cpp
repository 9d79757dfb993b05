#include "MainWindow.h"

#include "EditorShellTab.h"
#include "EditorWorkspace.h"
#include "game/GameSession.h"
#include "game/GameShellTab.h"
#include "game/GameTab.h"
#include "game/RunControl.h"
#include "game/RunSlot.h"

#include <QTimer>

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
                if (!gameTab()->runs().keepRun(tr("&Play without saving")))
                    return;
                gameTab()->runs().playTrial(std::move(pack), folder, seed, seedText, depth);
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
    RunSlot::index(); // this program's saved-run place: one whose run nobody else plays
    if (GameSession::hasSave() && gameTab()->runs().continueRun())
        return;
    qint64 pid = 0;
    if (const int slot = RunSlot::runOpenElsewhere(&pid); slot >= 0) {
        switch (gameTab()->runs().askAboutRunElsewhere(slot, pid)) {
        case RunControl::RunElsewhere::NewGame:
            break;
        case RunControl::RunElsewhere::Watching:
            return;
        case RunControl::RunElsewhere::Quit:
            QTimer::singleShot(0, this, &QWidget::close);
            return;
        }
    }
    if (!gameTab()->runs().newGame())
        gameTab()->setFocus();
}

} // namespace pd
