#include "GameSession.h"

#include "AppLog.h"
#include "RunSlot.h"
#include "settings/AppSettings.h"

#include "data/Pack.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "files/AtomicFile.h"
#include "random/Rng.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>

namespace pd {

namespace {

QString diagnosticsText(const Diagnostics &diagnostics) {
    QStringList lines;
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error)
            lines << d.toString();
    }
    return lines.join(u'\n');
}

} // namespace

namespace {

// What the next start needs of the run going on, in the settings group of its place
// (RunSlot): its replay (written every turn) and the seed as it was typed. Cleared when the run
// ends.
QString runKey(const char *name) {
    return RunSlot::settingsGroup(RunSlot::index()) + u'/' + QLatin1String(name);
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent) {
    // The replay is written after every turn, once the turn's events are handled (a key held
    // down writes once for all the turns it played in one pass of the event loop): a kill
    // loses at most the last turn.
    m_replayTimer.setSingleShot(true);
    m_replayTimer.setInterval(0);
    connect(&m_replayTimer, &QTimer::timeout, this, &GameSession::writeReplays);
    connect(&m_saves, &SaveWriter::written, this, &GameSession::autosaved);
}

int GameSession::autosaveTurns() {
    return AppSettings::instance().autosaveTurns();
}

GameSession::~GameSession() = default;

QString GameSession::dataDir() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::homePath() + QStringLiteral("/.permadungeon");
    return dir;
}

QString GameSession::savePath() {
    return RunSlot::savePath(RunSlot::index());
}

QString GameSession::scoresPath() {
    return dataDir() + QStringLiteral("/scores.json");
}

QString GameSession::replaysDir() {
    return dataDir() + QStringLiteral("/replays");
}

bool GameSession::hasSave() {
    return RunSlot::hasRun(RunSlot::index());
}

QString GameSession::heroName() const {
    return m_game ? m_game->state().hero.stats.name : QString();
}

bool GameSession::start(const QString &packDir, const QString &seedText, const QString &hero,
                        QString *error) {
    Diagnostics diagnostics;
    auto pack = std::make_shared<Pack>(PackLoader::load(packDir, diagnostics));
    if (diagnostics.hasErrors()) {
        qCWarning(lcPack).noquote()
            << packDir << "cannot be played:" << diagnosticsText(diagnostics);
        if (error)
            *error = diagnosticsText(diagnostics);
        return false;
    }
    const std::uint64_t seed = seed::fromText(seedText);
    auto game = std::make_unique<Game>(*pack, seed, hero.trimmed());
    // A new run replaces the last one: its save goes (a saved run that was not continued is
    // given up, as starting over in any roguelike does).
    m_saves.wait(); // no autosave of the last run comes after the removal
    QFile::remove(savePath());
    m_watching = false;
    m_trial = false;
    adopt(std::move(pack), std::move(game), packDir, seedText);
    return true;
}

bool GameSession::continueSaved(QString *error) {
    m_saves.wait();
    const QString path = savePath();
    const QString replayPath = QSettings().value(runKey("replay")).toString();
    Diagnostics diagnostics;
    std::optional<Replay> replay;
    if (!replayPath.isEmpty() && QFileInfo::exists(replayPath))
        replay = Replay::read(replayPath, diagnostics);
    const bool saved = QFileInfo::exists(path);
    if (!saved && !replay) {
        if (error)
            *error = saved || replayPath.isEmpty() ? tr("There is no saved run.")
                                                   : diagnosticsText(diagnostics);
        return false;
    }
    diagnostics = Diagnostics();
    QString packId, packDir;
    if (saved) {
        if (!SaveGame::peekPack(path, packId, packDir, diagnostics)) {
            qCWarning(lcSave).noquote() << diagnosticsText(diagnostics);
            if (error)
                *error = diagnosticsText(diagnostics);
            return false;
        }
    } else {
        packId = replay->packId;
        packDir = replay->packPath;
    }
    if (!QFileInfo::exists(packDir + QStringLiteral("/pack.json")))
        packDir = PackLoader::bundledDataDir() + u'/' + packId;
    auto pack = std::make_shared<Pack>(PackLoader::load(packDir, diagnostics));
    if (diagnostics.hasErrors()) {
        qCWarning(lcPack).noquote()
            << packDir << "cannot be played:" << diagnosticsText(diagnostics);
        if (error)
            *error = diagnosticsText(diagnostics);
        return false;
    }
    std::unique_ptr<Game> game = saved ? SaveGame::read(*pack, path, diagnostics) : nullptr;
    if (saved && !game) {
        qCWarning(lcSave).noquote() << diagnosticsText(diagnostics);
        if (error)
            *error = diagnosticsText(diagnostics);
        return false;
    }
    // The run's replay, written every turn, may have gone further than the last save (the
    // program was killed between two): it rebuilds the run to its last turn. It must be this
    // run's: the same pack, seed and hero, its commands beginning with the save's.
    const bool ownReplay =
        replay && replay->fits(*pack) &&
        (!game ||
         (replay->seed == game->state().seed && replay->hero == game->state().hero.stats.name &&
          replay->commands.size() >= game->commands().size() &&
          replay->commands.mid(0, game->commands().size()) == game->commands()));
    if (ownReplay && (!game || replay->commands.size() > game->commands().size())) {
        if (std::unique_ptr<Game> rebuilt = replay->run(*pack); rebuilt && !rebuilt->isOver())
            game = std::move(rebuilt);
    }
    if (!game) {
        if (error)
            *error = tr("There is no saved run.");
        return false;
    }
    const QString typed = QSettings().value(runKey("seedText")).toString();
    const QString seedText = !typed.isEmpty() && seed::fromText(typed) == game->state().seed
                                 ? typed
                                 : QString::number(game->state().seed);
    m_watching = false;
    m_trial = false;
    // The run goes on in the replay it was writing.
    adopt(std::move(pack), std::move(game), packDir, seedText, ownReplay ? replayPath : QString());
    return true;
}

bool GameSession::watch(const QString &replayPath, QList<Command> &commands, QString *error) {
    Diagnostics diagnostics;
    const std::optional<Replay> replay = Replay::read(replayPath, diagnostics);
    if (!replay) {
        qCWarning(lcReplay).noquote() << diagnosticsText(diagnostics);
        if (error)
            *error = diagnosticsText(diagnostics);
        return false;
    }
    // The recorded folder, then beside the replay, then the bundled pack of that id.
    QString packDir = replay->packPath;
    if (!QFileInfo::exists(packDir + QStringLiteral("/pack.json")))
        packDir = QFileInfo(replayPath).dir().filePath(replay->packPath);
    if (!QFileInfo::exists(packDir + QStringLiteral("/pack.json")))
        packDir = PackLoader::bundledDataDir() + u'/' + replay->packId;
    auto pack = std::make_shared<Pack>(PackLoader::load(packDir, diagnostics));
    if (diagnostics.hasErrors()) {
        qCWarning(lcPack).noquote()
            << packDir << "cannot be played:" << diagnosticsText(diagnostics);
        if (error)
            *error = diagnosticsText(diagnostics);
        return false;
    }
    // The check the command line's replay makes: the pack's id and its data.
    if (QString why; !replay->fits(*pack, &why)) {
        qCWarning(lcReplay).noquote() << replayPath << "does not fit" << packDir << why;
        if (error)
            *error = tr("The replay cannot be played with this pack: %1.").arg(why);
        return false;
    }
    auto game = std::make_unique<Game>(*pack, replay->seed, replay->hero, replay->startDepth);
    commands = replay->commands;
    m_watching = true;
    m_trial = false;
    m_watched = replay;
    adopt(std::move(pack), std::move(game), packDir,
          replay->seedText.isEmpty() ? QString::number(replay->seed) : replay->seedText);
    return true;
}

void GameSession::watch(std::shared_ptr<const Pack> pack, const QString &packDir,
                        const Replay &replay) {
    auto game = std::make_unique<Game>(*pack, replay.seed, replay.hero, replay.startDepth);
    m_watching = true;
    m_trial = false;
    m_watched = replay;
    adopt(std::move(pack), std::move(game), packDir,
          replay.seedText.isEmpty() ? QString::number(replay.seed) : replay.seedText);
}

void GameSession::play(std::shared_ptr<const Pack> pack, std::unique_ptr<Game> game,
                       const QString &packDir, const QString &seedText) {
    m_watching = false;
    m_trial = false;
    adopt(std::move(pack), std::move(game), packDir, seedText);
}

void GameSession::playTrial(std::shared_ptr<const Pack> pack, const QString &packDir,
                            std::uint64_t seed, const QString &seedText, int depth) {
    auto game = std::make_unique<Game>(pack, seed, QString(), depth);
    m_watching = false;
    m_trial = true;
    adopt(std::move(pack), std::move(game), packDir, seedText);
}

bool GameSession::watchedReplayProves(QString *error) const {
    return m_game && m_watched && m_watched->proves(*m_game, error);
}

void GameSession::adopt(std::shared_ptr<const Pack> pack, std::unique_ptr<Game> game,
                        const QString &packDir, const QString &seedText,
                        const QString &replayPath) {
    m_replayTimer.stop();
    m_game.reset(); // the old game refers to the old pack: it goes first
    m_pack = std::move(pack);
    m_game = std::move(game);
    m_packDir = packDir;
    m_seedText = seedText;
    qCDebug(lcPack).noquote() << "playing" << m_pack->manifest.id << "from" << packDir << "seed"
                              << seedText;
    m_log.clear();
    m_rank = 0;
    m_finished = false;
    m_savedTurn = m_game->state().turn;
    m_savedDepth = m_game->state().depth;
    // A continued run is on the disk as far as it was read from; a new one has nothing to lose.
    m_keptTurn = m_game->state().turn;
    m_saveProblem.clear();
    m_replayProblem.clear();
    // The --record file belongs to the first run started after it was given.
    if (m_recordTaken)
        m_recordPath.clear();
    m_recordTaken = !m_recordPath.isEmpty() && !m_watching;
    if (!replayPath.isEmpty()) {
        m_replayPath = replayPath; // a continued run goes on in its own replay
    } else {
        const QString stamp =
            QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
        m_replayPath = replaysDir() + u'/' + stamp + u'-' + m_pack->manifest.id + u'-' +
                       QString::number(m_game->state().seed) + QStringLiteral(".replay");
    }
    QSettings settings;
    if (!m_watching && !m_trial && !m_game->hasFixedLevel()) {
        settings.setValue(runKey("replay"), m_replayPath);
        settings.setValue(runKey("seedText"), seedText);
    }
    // What the game said before the first command (the arrival) is the log's first lines.
    m_log = m_game->state().log;
    m_game->takeEvents();
    Q_EMIT started();
    if (m_game->isOver())
        finishRun();
}

bool GameSession::submit(const Command &command) {
    if (!m_game || m_finished)
        return false;
    TurnResult turn;
    turn.accepted = m_game->submit(command);
    turn.events = m_game->takeEvents();
    turn.firstLog = int(m_log.size());
    collectLog(turn.events);
    // A refusal is no part of the game, but the player reads why in the log.
    if (!turn.accepted && m_game->lastRefusal())
        m_log.append(*m_game->lastRefusal());
    turn.logged = m_log.mid(turn.firstLog);
    if (!m_watching && turn.accepted) {
        m_replayTimer.start();
        autosave();
    }
    Q_EMIT turnPlayed(turn);
    if (m_game->isOver())
        finishRun();
    return turn.accepted;
}

// An unfinished run is saved at every new level or room and every few turns, so that a crash
// loses little even without the replay.
void GameSession::autosave() {
    if (!m_game || m_watching || m_trial || m_game->hasFixedLevel() || m_game->isOver() ||
        m_game->state().battle)
        return;
    const GameState &s = m_game->state();
    if (s.depth == m_savedDepth && s.turn - m_savedTurn < autosaveTurns())
        return;
    // The snapshot is taken here; the file is written off the window thread (autosaved() hears how
    // it went), so no key waits for the disk.
    m_saves.write(SaveGame::snapshot(*m_game, m_packDir), savePath(), dataDir(), s.turn);
    m_savedTurn = s.turn;
    m_savedDepth = s.depth;
}

void GameSession::autosaved(int turn, bool ok, const QString &error) {
    if (ok) {
        if (isPlayingRun())
            m_keptTurn = std::max(m_keptTurn, turn);
        setProblem(m_saveProblem, QString());
        return;
    }
    setProblem(m_saveProblem, error);
    report(lcSave(), tr("The run could not be saved: %1").arg(error));
    // Tried again at the next turn (the banner goes as soon as a save succeeds), or now if a
    // turn was played while this one was written: once a turn at most, however full the disk.
    m_savedDepth = -1;
    if (m_game && m_game->state().turn > turn)
        autosave();
}

void GameSession::report(const QLoggingCategory &category, const QString &text) {
    qCWarning(category).noquote() << text;
    Q_EMIT problem(text);
}

void GameSession::collectLog(const QList<GameEvent> &events) {
    // The game keeps only its last GameState::kMaxLog lines; the session keeps them all. Every
    // line the game logs comes with one Message event, so the new lines are the log's last ones.
    const qsizetype added = std::count_if(events.begin(), events.end(), [](const GameEvent &e) {
        return e.kind == GameEvent::Kind::Message;
    });
    const QList<LogEntry> &now = m_game->state().log;
    for (qsizetype i = std::max<qsizetype>(0, now.size() - added); i < now.size(); ++i)
        m_log.append(now[i]);
}

bool GameSession::writeReplays() {
    if (!m_game || m_watching)
        return true;
    Replay replay = Replay::of(*m_game, m_packDir);
    replay.seedText = m_seedText;
    QString error;
    const bool written = makeFolder(replaysDir(), &error) && replay.write(m_replayPath, &error);
    if (written) {
        // The next start rebuilds the run from its replay: this turn is kept.
        if (isPlayingRun())
            m_keptTurn = std::max(m_keptTurn, m_game->state().turn);
        setProblem(m_replayProblem, QString());
    } else {
        setProblem(m_replayProblem, error);
        report(lcReplay(), tr("The run's replay could not be written: %1").arg(error));
    }
    if (!m_recordPath.isEmpty() && !replay.write(m_recordPath, &error))
        report(lcReplay(),
               tr("The replay could not be recorded to %1: %2").arg(m_recordPath, error));
    return written;
}

bool GameSession::save(QString *error) {
    if (!m_game || m_watching || m_trial || m_game->hasFixedLevel())
        return true;
    m_saves.wait(); // the autosaves asked for before this one are written first
    QString why;
    const bool saved =
        makeFolder(dataDir(), &why) && SaveGame::write(*m_game, savePath(), m_packDir, &why);
    if (saved && isPlayingRun())
        m_keptTurn = std::max(m_keptTurn, m_game->state().turn);
    setProblem(m_saveProblem, saved ? QString() : why);
    if (!saved && error)
        *error = why;
    return saved;
}

void GameSession::setProblem(QString &field, const QString &problem) {
    const QString before = writeProblem();
    field = problem;
    if (writeProblem() != before)
        Q_EMIT writeProblemChanged(writeProblem());
}

QString GameSession::writeProblem() const {
    return !m_saveProblem.isEmpty() ? m_saveProblem : m_replayProblem;
}

bool GameSession::keep(QString *error) {
    if (!m_game)
        return true;
    m_replayTimer.stop();
    const bool replayed = writeReplays();
    QString why;
    const bool saved = m_finished || save(&why);
    if (!saved) {
        report(lcSave(), tr("The run could not be saved: %1").arg(why));
        if (error)
            *error = why;
    } else if (!replayed && error) {
        *error = m_replayProblem;
    }
    return isKept();
}

bool GameSession::isKept() const {
    return !isPlayingRun() || m_keptTurn >= m_game->state().turn;
}

void GameSession::suspend() {
    keep();
}

void GameSession::finishRun() {
    if (m_finished)
        return;
    m_finished = true;
    m_replayTimer.stop();
    if (m_watching) {
        // The real table, read, not written: the watched run's place when the table holds it.
        QString error;
        m_rank = 0;
        if (m_scores.load(scoresPath(), &error)) {
            const HighScores::Entry mine = HighScores::entryFor(
                m_game->summary(), m_pack->manifest.id, m_seedText, QDateTime());
            const QList<HighScores::Entry> &entries = m_scores.entries();
            for (int i = 0; i < entries.size() && m_rank == 0; ++i) {
                const HighScores::Entry &e = entries[i];
                if (e.pack == mine.pack && e.hero == mine.hero && e.score == mine.score &&
                    e.turn == mine.turn && e.depth == mine.depth && e.won == mine.won &&
                    seed::fromText(e.seed) == m_game->state().seed)
                    m_rank = i + 1;
            }
        }
        Q_EMIT runEnded();
        return;
    }
    writeReplays();
    QSettings().remove(RunSlot::settingsGroup(RunSlot::index())); // nothing of it to continue
    if (m_trial) {
        Q_EMIT runEnded();
        return;
    }
    m_saves.wait();
    QFile::remove(savePath()); // permadeath: a finished run has no save
    QString error;
    m_rank = 0;
    if (!m_scores.load(scoresPath(), &error)) {
        report(lcScores(), tr("The high-score table could not be read: %1").arg(error));
    } else {
        m_rank = m_scores.insert(HighScores::entryFor(m_game->summary(), m_pack->manifest.id,
                                                      m_seedText, QDateTime::currentDateTimeUtc()));
        if (m_rank > 0 && (!makeFolder(dataDir(), &error) || !m_scores.save(scoresPath(), &error)))
            report(lcScores(), tr("The high-score table could not be written: %1").arg(error));
    }
    Q_EMIT runEnded();
}

} // namespace pd
