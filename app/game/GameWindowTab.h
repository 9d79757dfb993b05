#pragma once

#include "WindowTab.h"

#include "GameTab.h"

#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;

namespace pd {

// The Game tab as the window sees it: the tab's page and its own menus, File (new game, open a
// replay, save and quit) and View (tiles or glyphs, zoom, animation speed, sound, hints).
class GameWindowTab : public WindowTab {
    Q_OBJECT

public:
    explicit GameWindowTab(QObject *parent = nullptr);
    ~GameWindowTab() override;

    GameTab *gameTab() const { return m_tab; }

    QWidget *widget() const override;
    QString key() const override { return QStringLiteral("game"); }
    QString label() const override;
    QList<QMenu *> menus() const override { return {m_fileMenu, m_viewMenu}; }
    QList<QAction *> helpActions() const override { return {m_keys}; }
    // The player's manual (the Editor's F1 opens the designer's pages).
    QString manualPage() const override { return QStringLiteral("player/manual.md"); }
    bool ownsHelpKey() const override { return true; } // F1: the keys overlay, then the manual
    // Preferences ▸ Keys, on this tab's actions.
    QList<QWidget *> settingsPages() override;
    void setActive(bool active) override;
    bool maybeClose() override;
    void closing() override;
    QByteArray saveLayout() const override;
    void restoreLayout(const QByteArray &layout) override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenus();
    void retranslateUi();
    void keysChanged();
    void openReplay();
    // A setting changed (Preferences, or a key of the tab's own): the tab follows.
    void settingChanged(int key);

    QPointer<GameTab> m_tab;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_speedMenu = nullptr;
    QAction *m_newGame = nullptr;
    QAction *m_saveQuit = nullptr;
    QAction *m_openReplay = nullptr;
    QAction *m_highScores = nullptr;
    QAction *m_toggleLook = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_zoomFit = nullptr;
    QList<QAction *> m_speeds; // off, slow, normal, fast
    QAction *m_sound = nullptr;
    QAction *m_hints = nullptr;
    QAction *m_keys = nullptr; // Help ▸ Keys: the keys overlay
};

} // namespace pd
