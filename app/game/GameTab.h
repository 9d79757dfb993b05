#pragma once

#include "GameActions.h"
#include "Hints.h"
#include "data/Stats.h"
#include "engine/AutoPlay.h"
#include "engine/Command.h"
#include "engine/GameEvent.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QListView;
class QPushButton;
class QSplitter;

namespace pd {

class AttributesPanel;
class BattleView;
class EquipmentPanel;
class GamePanel;
class GameInput;
class GameOverlays;
class GameSession;
class Pack;
class ReplayWatcher;
class ItemsPanel;
class LogModel;
class NoticeBox;
class NoticeQueue;
class SoundBoard;
class SoundSink;
class SpellsPanel;
class MapView;
class RunEndView;
class StatsPanel;
class KeysPanel;

// The Game tab: the map, the stats panel and the message log around one GameSession. Keys reach
// it through GameInput (every key is a named action, see GameActions); it turns actions and
// clicks into commands and asks the core's AutoPlay where a key asks the game to choose. The
// overlays (menus and boxes) are GameOverlays', a watched replay is fed by ReplayWatcher, and
// the panels follow the session's signals by themselves.
class GameTab : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Play, Aim, Look, Watch };

    explicit GameTab(QWidget *parent = nullptr);
    ~GameTab() override;

    GameSession &session() { return *m_session; }
    MapView *mapView() const { return m_map; }
    GameActions &actions() { return m_actions; }
    Mode mode() const { return m_mode; }
    std::optional<Point> cursor() const { return m_cursor; }
    QString statusText() const;
    // A key was rebound (Preferences ▸ Keys): every place the tab names a key says the new one
    // (the status line, the menu buttons, the hint box up, the keys overlay).
    void keysChanged();
    // The panels' theme or the colour palette changed (Preferences ▸ Display): the tab, its
    // panels, boxes and log take the new colours at once.
    void themeChanged();

    // Asks for a pack, hero and seed and starts the run (false when cancelled or it failed).
    bool newGame();
    // Asks before a new run gives up the one in play or saved (Preferences ▸ Game can turn the
    // question off); true when nothing is at stake or the player agreed.
    bool mayGiveUpRun();
    bool startRun(const QString &packDir, const QString &seedText, const QString &hero);
    bool continueRun();
    // The editor's "play this seed": a trial run of the pack as the editor has it.
    void playTrial(std::shared_ptr<const Pack> pack, const QString &packDir, std::uint64_t seed,
                   const QString &seedText, int depth);
    // Plays a replay file back in the tab, `perSecond` commands a second (0: at once).
    bool watchReplay(const QString &path, int perSecond);
    // Saves an unfinished run (the window is closing).
    // Writes the run to the disk before the player leaves it (the window closes, a replay or a
    // designer's trial takes the tab). When it cannot be written, asks: try again, leave anyway
    // (`leaving` names that button) or keep playing. False: the player keeps playing.
    bool keepRun(const QString &leaving);
    // At start-up, when the run waiting in `slot` is played by another copy of the program
    // (process `pid`): start a new run here, watch that one as it is played, or quit.
    enum class RunElsewhere { NewGame, Watching, Quit };
    RunElsewhere askAboutRunElsewhere(int slot, qint64 pid);
    void suspend();
    // The map and log's split, kept by the shell between runs of the program.
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &layout);

    // The action a key press would perform now, performed (tests drive the tab through this as
    // well as through real key events).
    void perform(GameActions::Id action);

    // The menus over the map (one at a time) and the notices.
    GameOverlays &overlays() const { return *m_overlays; }
    GamePanel *openPanel() const;
    ItemsPanel *itemsPanel() const;
    EquipmentPanel *equipmentPanel() const;
    AttributesPanel *attributesPanel() const;
    SpellsPanel *spellsPanel() const;
    KeysPanel *keysPanel() const;
    // What the pack has a menu for (a pack with no spells has no spells menu, no button, no
    // key in the help).
    bool packHasMenu(GameActions::Id menu) const;
    void showPanel(GamePanel *panel);
    void closePanel();
    // The one box over the map (hints, level-ups, the maze duel's reports) and its queue.
    NoticeBox *hintBox() const;
    NoticeQueue *notices() const;
    BattleView *battleView() const { return m_battle; }
    // Where sounds go: the tab's own board unless a test records them (nullptr: the board).
    void setSoundSink(SoundSink *sink);
    SoundBoard *soundBoard() const { return m_board; }
    // The spell being aimed (Aim mode for a spell rather than the weapon), if any.
    QString aimedSpell() const { return m_aimSpell; }

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
    void submit(const Command &command);
    void onStarted();
    void onTurn(const QList<GameEvent> &events, bool accepted);
    void onRunEnded();
    void setMode(Mode mode);
    void moveCursor(Direction d);
    void hover(std::optional<Point> cell);
    void click(Point cell, Qt::MouseButton button);
    void updateStatus();
    void updatePreviews();
    void showProblem(const QString &text);
    // The nearest monster in view; with inLine, only one in a row or column with the hero.
    std::optional<Point> nearestVisibleMonster(bool inLine = false) const;
    void autoPlay(AutoPlay::Goal goal);
    void aimSpell(const QString &spell);
    void startAim();
    void shootAt(Point at); // the weapon, or the spell being aimed
    void onPanelCommand(const Command &command);
    void showNotices(const QList<GameEvent> &events);
    void onWatchFinished();
    void placeOverlays();
    void rememberHero();
    void retranslateButtons();
    void applyTabPalette();
    QString keyText(GameActions::Id id) const { return m_actions.keyText(id); }
    void retranslateAccessible();
    void updateMapAccessibleText();
    void updateLogAccessibleText();
    static constexpr int kSpokenLogLines = 3; // the log lines its accessible text holds
    void updateHud();
    void applyZoom();
    void reportByBox(const QList<LogEntry> &entries);

    GameSession *m_session = nullptr;
    MapView *m_map = nullptr;
    StatsPanel *m_stats = nullptr;
    LogModel *m_logModel = nullptr;
    QListView *m_log = nullptr;
    QSplitter *m_split = nullptr;
    QLabel *m_status = nullptr;
    RunEndView *m_end = nullptr;
    GameActions m_actions;

    GameOverlays *m_overlays = nullptr;
    GameInput *m_input = nullptr;
    ReplayWatcher *m_watcher = nullptr;
    QLabel *m_xpHud = nullptr; // XP as health: "XP 37" at the map's bottom left, as the chapter
    QList<QPushButton *> m_menuButtons;
    QString m_zoomPack; // the pack whose zoom the player's changes are kept for
    BattleView *m_battle = nullptr;
    SoundBoard *m_board = nullptr;
    SoundSink *m_sound = nullptr;
    Stats m_lastBase; // the hero's base attributes after the last turn (what a level-up grew)
    QString m_aimSpell;

    Mode m_mode = Mode::Play;
    std::optional<Point> m_cursor; // aim or look cursor
    std::optional<Point> m_hover;  // the cell under the mouse
    QString m_statusNote;          // the last refusal or hint, until the next turn
    qint64 m_followedPid = 0;      // the other program whose run is watched as it is played
};

} // namespace pd
