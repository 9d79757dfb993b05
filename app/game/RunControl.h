#pragma once

#include <QObject>
#include <QString>
#include <memory>

class QWidget;

namespace pd {

class GameSession;
class Pack;
struct Replay;
class PlayController;

// A run's lifecycle in the Game tab: starting, continuing, trying, watching and keeping runs,
// with the questions that go with them, each a dialog over the tab (which run to start, may the
// run at stake be given up, what to do when a run cannot be kept on disk or is played by another
// copy of the program) and the reason when one cannot be played.
class RunControl : public QObject {
    Q_OBJECT

public:
    RunControl(GameSession &session, PlayController &play, QWidget *dialogParent);

    // Asks for a pack, hero and seed and starts the run (false when cancelled or it failed).
    bool newGame();
    bool startRun(const QString &packDir, const QString &seedText, const QString &hero);
    bool continueRun();
    // The editor's "play this seed": a trial run of the pack as the editor has it.
    void playTrial(std::shared_ptr<const Pack> pack, const QString &packDir, std::uint64_t seed,
                   const QString &seedText, int depth);
    // Plays a replay file back, `perSecond` commands a second (0: at once).
    bool watchReplay(const QString &path, int perSecond);
    // The same with a replay made in memory (a Playtest run of the pack the editor has).
    void watchReplay(std::shared_ptr<const Pack> pack, const QString &packDir, const Replay &replay,
                     int perSecond);
    // Asks before a new run gives up the one in play or saved (Preferences ▸ Game can turn the
    // question off); true when nothing is at stake or the player agreed.
    bool mayGiveUpRun();
    // Writes the run to the disk before the player leaves it. When it cannot be written, asks:
    // try again, leave anyway (`leaving` names that button) or keep playing. False: the player
    // keeps playing.
    bool keepRun(const QString &leaving);
    // At start-up, when the run waiting in `slot` is played by another copy of the program
    // (process `pid`): start a new run here, watch that one as it is played, or quit.
    enum class RunElsewhere { NewGame, Watching, Quit };
    RunElsewhere askAboutRunElsewhere(int slot, qint64 pid);

private:
    GameSession &m_session;
    PlayController &m_play;
    QWidget *m_parent;
};

} // namespace pd
