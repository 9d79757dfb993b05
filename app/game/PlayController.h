#pragma once

#include "GameActions.h"
#include "engine/AutoPlay.h"
#include "engine/Command.h"
#include "engine/PlayerView.h"

#include <QObject>
#include <QTimer>
#include <optional>
#include <vector>

namespace pd {

class GameSession;
class ReplayWatcher;

// What the Game tab's keys and clicks mean, with no widget: it turns actions into commands for
// the session (the act key is the game's `act`, the keys that ask the game to choose go to the
// core's AutoPlay) and keeps the modes (play, aim, look, watch), the aim or look cursor, the
// spell being aimed and the cell under the mouse. A test drives it without a window; the tab and
// its views show what it says.
class PlayController : public QObject {
    Q_OBJECT

public:
    enum class Mode { Play, Aim, Look, Watch };

    explicit PlayController(GameSession &session, QObject *parent = nullptr);

    Mode mode() const { return m_mode; }
    std::optional<Point> cursor() const { return m_cursor; } // aiming or looking
    std::optional<Point> hoverCell() const { return m_hover; }
    // The spell being aimed (Aim mode for a spell rather than the weapon), if any.
    QString aimedSpell() const { return m_aimSpell; }
    QString aimedItem() const { return m_aimItem; }
    // What the map draws for them now: the travel path to the cell under the mouse (in play),
    // the cells a shot at the cursor would cross (aiming).
    std::vector<Point> pathPreview() const;
    std::vector<Point> aimPreview() const;

    // A map action: a command submitted, a mode entered or left, or nothing where the action
    // means nothing now. The view's own actions (zoom, map look, help, mute) are the tab's; a
    // menu key asks for its menu (menuRequested).
    void perform(GameActions::Id action);
    void hover(std::optional<Point> cell);
    // The left button steps or travels there (aiming: shoots; looking: looks there); another
    // button leaves aim and look.
    void click(Point cell, Qt::MouseButton button);
    void aimSpell(const QString &spell); // the spells menu's "aim"
    void aimItem(const QString &item);   // the items menu's "use" of a wand
    // A command a menu or the battle screen asks for; true when the game carried it out.
    bool submitFromMenu(const Command &command);
    // Steps onto gold, medicine and the like pick them up (Settings ▸ Game; AutoPlay::autoPickup).
    void setAutoPickup(bool on) { m_autoPickup = on; }
    bool autoPickup() const { return m_autoPickup; }
    // Aim and look end (a menu opened over the map).
    void leaveAimAndLook();

    // Explore walks on by itself where it answers a step at a time (the room-by-room packs,
    // whose monsters touch, take steps where the others travel): after a quiet step (nothing
    // written, no monster new in view, none chasing or within two cells) the next comes
    // kExploreStepMs later, as DCSS's auto-explore walks. Any key, click or box stops it.
    static constexpr int kExploreStepMs = 60;
    static constexpr int kExploreMaxSteps = 300; // one press walks no farther
    bool isExploring() const;
    void stopExploring();

    // Watching a replay: its commands fed `perSecond` a second; play keys do nothing but
    // cancel, which stops it.
    void watch(const QList<Command> &commands, int perSecond);
    // Also follows the replay as the program `pid` writes it.
    void follow(const QString &replayPath, qint64 pid);
    qint64 followedPid() const { return m_followedPid; }
    ReplayWatcher &watcher() const { return *m_watcher; }

Q_SIGNALS:
    // The mode, cursor or cell under the mouse changed. (A new run and every turn change the
    // previews too: a view that shows them follows the session's started() and turnPlayed().)
    void changed();
    void aboutToSubmit(); // a command goes to the game (the map finishes its motion first)
    void menuRequested(pd::GameActions::Id menu);
    // A key that asks the game to choose found nothing to do.
    void autoPlayRefused(pd::AutoPlay::Goal goal, pd::AutoPlay::Reason reason);
    void watchStopped(int turn); // cancel while watching
    void watchFinished();        // the watched replay played all it had

private:
    void setMode(Mode mode);
    void submit(const Command &command);
    void moveCursor(Direction d);
    void startAim();
    void shootAt(Point at);
    void autoPlay(AutoPlay::Goal goal);
    void goDown();
    void exploreOn(const QList<KnownActor> &before);
    bool playsOn() const;
    void performWithCursor(GameActions::Id action);
    void performInBattle(GameActions::Id action);
    void performOnMap(GameActions::Id action);

    GameSession &m_session;
    ReplayWatcher *m_watcher = nullptr;
    Mode m_mode = Mode::Play;
    std::optional<Point> m_cursor;
    std::optional<Point> m_hover;
    // The turn and depth where explore last found nothing left: a second press goes down.
    std::optional<std::pair<int, int>> m_exploredOut;
    bool m_autoPickup = false;
    QTimer *m_exploreRun = nullptr; // the next step of a walking explore
    int m_exploreSteps = 0;         // steps walked since the key was pressed
    bool m_quietTurn = false;       // the last turn wrote nothing
    QString m_aimSpell;
    QString m_aimItem;
    qint64 m_followedPid = 0; // the other program whose run is watched as it is played
};

} // namespace pd
