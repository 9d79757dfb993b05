#pragma once

#include "engine/Command.h"
#include "engine/GameEvent.h"
#include "engine/HighScores.h"
#include "engine/Replay.h"
#include "game/SaveWriter.h"
#include "json/Diagnostic.h"

#include <QLoggingCategory>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

namespace pd {

class Game;
class Pack;

// What one command did, as every view takes it from GameSession::turnPlayed: the game's events,
// whether it was carried out, and the lines it added to the session's log (a refusal's reason
// among them: the log says why, though the game did not change).
struct TurnResult {
    QList<GameEvent> events;
    bool accepted = false;
    int firstLog = 0;       // GameSession::log()[firstLog..] are the turn's lines
    QList<LogEntry> logged; // those lines
};

// One run as the Game tab plays it: the pack it was loaded from, the Game, and the files that go
// with it (the save, the run's replay, the high-score table). The play controller turns input
// into commands and hands them here; the session submits them, keeps the save and replay up to
// date and tells the views what happened: started() for a run on screen (its arrival lines are
// log()), then one turnPlayed() a command. Each view subscribes itself. No rule lives here.
class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Where the user's files live (QStandardPaths' app data folder unless set, e.g. by tests).
    static QString dataDir();
    static QString savePath();
    static QString scoresPath();
    static QString replaysDir();

    // Starts a new run. False with the pack's diagnostics (file:line:column: /path: message) in
    // `error` when the pack does not load; the running game, if any, is left as it was.
    bool start(const QString &packDir, const QString &seedText, const QString &hero,
               QString *error = nullptr);
    // Continues the saved run at savePath(), brought up to its last turn from the run's replay
    // when that went further (the program was killed between two saves); a run killed before
    // its first save is rebuilt from its replay alone. False (and the files left alone) when
    // there is none or it cannot be read; `error` says why.
    bool continueSaved(QString *error = nullptr);
    // A save, or the replay of a run that did not end.
    static bool hasSave();
    // How often an unfinished run is saved besides every new level or room (QSettings
    // "game/autosaveTurns", default 20; at least 1).
    static int autosaveTurns();
    // Plays nothing itself: loads a replay's pack and starts its game, for the tab to feed it the
    // replay's commands. Such a run writes no save, replay or score. `commands` receives them.
    bool watch(const QString &replayPath, QList<Command> &commands, QString *error = nullptr);
    // The same with a replay made in memory of a pack as the editor has it (a Playtest run of
    // the bot): nothing is read from the disk.
    void watch(std::shared_ptr<const Pack> pack, const QString &packDir, const Replay &replay);
    bool isWatching() const { return m_watching; }
    // Once a watched replay has played all its commands: whether it ended where the recording
    // says (turn and state hash); `error` says how it diverged.
    bool watchedReplayProves(QString *error) const;
    // Writes the save now (atomically), after the autosaves under way; nothing to do when no run
    // is going on.
    bool save(QString *error = nullptr);
    // Returns once the autosaves under way are on disk (or failed, and said so).
    void waitForSaves() { m_saves.wait(); }

    // Plays a game made elsewhere (a designer's test room, a benchmark's level) with its pack.
    void play(std::shared_ptr<const Pack> pack, std::unique_ptr<Game> game, const QString &packDir,
              const QString &seedText);
    // A designer's trial run from the editor: the pack as it is there (saved or not), at a seed
    // and depth. It writes its replay (with the pack's hash) but no save and no high score, and
    // leaves the player's saved run alone.
    void playTrial(std::shared_ptr<const Pack> pack, const QString &packDir, std::uint64_t seed,
                   const QString &seedText, int depth);
    bool isTrial() const { return m_trial; }

    // Also writes the next run's replay to `path` after every turn (the app's --record). It
    // belongs to that one run: the runs after it record to the replays folder only.
    void setRecordPath(const QString &path) {
        m_recordPath = path;
        m_recordTaken = false;
    }

    bool isActive() const { return m_game != nullptr; }
    // The run being played, not over (false while watching or in a trial).
    bool isPlayingRun() const { return m_game && !m_watching && !m_trial && !m_finished; }
    // Whether starting another run would give one up: the run being played, or a saved run
    // waiting to be continued.
    bool hasRunAtStake() const { return isPlayingRun() || hasSave(); }
    const Game *game() const { return m_game.get(); }
    const Pack *pack() const { return m_pack.get(); }
    QString packDir() const { return m_packDir; }
    QString seedText() const { return m_seedText; }
    QString heroName() const;
    QString replayPath() const { return m_replayPath; }
    // The finished run's place in the high-score table (1-based; 0 when it did not make it).
    // A watched replay's run: its place, when the table holds it.
    int rank() const { return m_rank; }
    const HighScores &scores() const { return m_scores; }

    // Submits one command; false when the game refused it (no time passed).
    bool submit(const Command &command);
    // The game's log lines since the run (or the session) began, oldest first, unbounded.
    const QList<LogEntry> &log() const { return m_log; }

    // Writes the run's replay and save now, so that the next start continues it at this turn.
    // True when it is kept so (a run that is over, watched or a trial has nothing to keep);
    // false with the reason when neither could be written: the turns after keptTurn() would be
    // lost by quitting now.
    bool keep(QString *error = nullptr);
    // Whether the next start would continue the run at the turn it is at now.
    bool isKept() const;
    // The last turn the files on disk keep (the save's, or the replay's if it went further).
    int keptTurn() const { return m_keptTurn; }
    // Why the run's save or replay could not be written the last time it was tried ("<file>:
    // <the system's reason>"); empty once both are written again.
    QString writeProblem() const;

    // Stops writing for this run (the window closes): saves an unfinished run (keep()).
    void suspend();

Q_SIGNALS:
    void started(); // a new or continued run is on screen; log() holds what it said so far
    void turnPlayed(const pd::TurnResult &turn); // after every command submitted
    void runEnded(); // death or victory, after its turn: scores and rank are ready
    void problem(const QString &message); // a file could not be written; play goes on
    // writeProblem() changed: a save or replay failed (the reason), or works again (empty).
    void writeProblemChanged(const QString &problem);

private:
    void adopt(std::shared_ptr<const Pack> pack, std::unique_ptr<Game> game, const QString &packDir,
               const QString &seedText, const QString &replayPath = QString());
    void autosave();
    void autosaved(int turn, bool ok, const QString &error); // an autosave's result
    // A file the run could not write or read: logged in its category and told to the tab.
    void report(const QLoggingCategory &category, const QString &text);
    void collectLog(const QList<GameEvent> &events);
    bool writeReplays();
    void setProblem(QString &field, const QString &problem);
    void finishRun();

    std::shared_ptr<const Pack> m_pack; // declared before m_game: the game refers to it
    std::unique_ptr<Game> m_game;
    QString m_packDir;
    QString m_seedText;
    QString m_recordPath;
    bool m_recordTaken = false; // the record path went to a run already
    QString m_replayPath;
    int m_savedTurn = 0;     // the turn of the last save
    int m_savedDepth = 0;    // and its depth (or room)
    int m_keptTurn = 0;      // the last turn a restart continues from (save or replay)
    QString m_saveProblem;   // why the last save failed (empty: it did not)
    QString m_replayProblem; // why the last write of the run's replay failed
    QList<LogEntry> m_log;
    HighScores m_scores;
    int m_rank = 0;
    bool m_finished = false;
    bool m_watching = false;
    bool m_trial = false;
    std::optional<Replay> m_watched;
    QTimer m_replayTimer; // the run's replay is written once the turn's events are handled
    SaveWriter m_saves;   // autosaves, written off the window thread
};

} // namespace pd
