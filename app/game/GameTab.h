#pragma once

#include "GameActions.h"

#include <QWidget>

class QSplitter;

namespace pd {

class BattleView;
class GameAccessibility;
class GameInput;
class GameOverlays;
class GameSession;
class GameSounds;
struct Command;
class MapFollower;
class MapView;
class MenuButtons;
class MessageLog;
class NoticePolicy;
class PlayController;
class RunControl;
class RunEndView;
class StatsPanel;
class StatusLine;
class XpHud;

// The Game tab: the map, the stats panel and the message log around one GameSession, laid out
// and wired together. Keys reach the PlayController through GameInput (every key is a named
// action, see GameActions); the controller turns them into commands, and every view follows the
// session's turns by itself; RunControl starts, continues and watches runs and asks the player
// what to do where it must. The tab keeps only the view's own actions (zoom, the map's look,
// help, mute) and where the parts go.
class GameTab : public QWidget {
    Q_OBJECT

public:
    explicit GameTab(QWidget *parent = nullptr);
    ~GameTab() override;

    GameSession &session() { return *m_session; }
    PlayController &play() const { return *m_play; }
    StatsPanel *statsPanel() const { return m_stats; }
    GameActions &actions() { return m_actions; }
    MapView *mapView() const { return m_map; }
    // The menus over the map (one at a time) and the notices.
    GameOverlays &overlays() const { return *m_overlays; }
    BattleView *battleView() const { return m_battle; }
    StatusLine &statusLine() const { return *m_status; }
    GameSounds &sounds() const { return *m_sounds; }
    // A key was rebound (Preferences ▸ Keys): every place the tab names a key says the new one
    // (the status line, the menu buttons, the hint box up, the keys overlay).
    void keysChanged();
    // The panels' theme or the colour palette changed (Preferences ▸ Display): the tab, its
    // panels, boxes and log take the new colours at once.
    void themeChanged();

    // The run's lifecycle: new, continued, trial and watched runs and the questions that go
    // with them (keep the run, the run open elsewhere).
    RunControl &runs() const { return *m_runs; }
    // Saves an unfinished run (the window is closing).
    void suspend();
    // The map and log's split, kept by the window between runs of the program.
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &layout);

    // The action a key press would perform now, performed (tests drive the tab through this as
    // well as through real key events).
    void perform(GameActions::Id action);

Q_SIGNALS:
    void message(const QString &text); // for the window's status bar
    // The manual, on the Game tab's page: the help key pressed with the keys overlay up, or
    // with no run to show keys for, or the overlay's button.
    void manualRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool focusNextPrevChild(bool) override { return false; } // Tab is the fight key

private:
    void layOut();
    void wire();
    void help();
    void cyclePane(int step);
    void onMenuCommand(const Command &command);
    void onMapClick(Point cell, Qt::MouseButton button);
    void placeOverlays();

    GameActions m_actions;
    GameSession *m_session = nullptr;
    PlayController *m_play = nullptr;
    RunControl *m_runs = nullptr;
    MapView *m_map = nullptr;
    StatsPanel *m_stats = nullptr;
    MapFollower *m_follower = nullptr;
    MessageLog *m_log = nullptr;
    QSplitter *m_split = nullptr;
    StatusLine *m_status = nullptr;
    MenuButtons *m_menuButtons = nullptr;
    RunEndView *m_end = nullptr;
    BattleView *m_battle = nullptr;
    GameOverlays *m_overlays = nullptr;
    GameInput *m_input = nullptr;
    GameSounds *m_sounds = nullptr;
    NoticePolicy *m_notices = nullptr;
    GameAccessibility *m_accessibility = nullptr;
    XpHud *m_xpHud = nullptr; // XP as health: "XP 37" at the map's bottom left, as the chapter
};

} // namespace pd
