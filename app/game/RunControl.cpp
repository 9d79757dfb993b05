#include "RunControl.h"

#include "GameSession.h"
#include "NewGameDialog.h"
#include "PlayController.h"
#include "ReplayWatcher.h"
#include "RunSlot.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "settings/AppSettings.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

namespace pd {

RunControl::RunControl(GameSession &session, PlayController &play, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_play(play)
    , m_parent(dialogParent) {}

bool RunControl::newGame() {
    NewGameDialog dialog(m_parent);
    if (m_session.isActive() && !m_session.isWatching())
        dialog.setPackDir(m_session.packDir());
    if (dialog.exec() != QDialog::Accepted || !mayGiveUpRun())
        return false;
    return startRun(dialog.packDir(), dialog.seedText(), dialog.heroName());
}

bool RunControl::startRun(const QString &packDir, const QString &seedText, const QString &hero) {
    m_play.watcher().stop();
    // A run in progress is kept on disk until the new one has started.
    QString error;
    if (!m_session.start(packDir, seedText, hero, &error)) {
        QMessageBox::warning(m_parent, tr("The pack cannot be played"),
                             tr("%1 has errors:\n\n%2").arg(packDir, error));
        return false;
    }
    return true;
}

void RunControl::playTrial(std::shared_ptr<const Pack> pack, const QString &packDir,
                           std::uint64_t seed, const QString &seedText, int depth) {
    m_play.watcher().stop();
    m_session.playTrial(std::move(pack), packDir, seed, seedText, depth);
}

bool RunControl::continueRun() {
    m_play.watcher().stop();
    QString error;
    if (!m_session.continueSaved(&error)) {
        if (GameSession::hasSave())
            QMessageBox::warning(m_parent, tr("The saved run cannot be continued"), error);
        return false;
    }
    return true;
}

bool RunControl::watchReplay(const QString &path, int perSecond) {
    QString error;
    QList<Command> commands;
    if (!m_session.watch(path, commands, &error)) {
        QMessageBox::warning(m_parent, tr("The replay cannot be played"),
                             tr("%1:\n\n%2").arg(path, error));
        return false;
    }
    m_play.watch(commands, perSecond);
    return true;
}

void RunControl::watchReplay(std::shared_ptr<const Pack> pack, const QString &packDir,
                             const Replay &replay, int perSecond) {
    m_play.watcher().stop();
    m_session.watch(std::move(pack), packDir, replay);
    m_play.watch(replay.commands, perSecond);
}

bool RunControl::mayGiveUpRun() {
    if (!AppSettings::instance().confirmAbandon() || !m_session.hasRunAtStake())
        return true;
    QString text;
    if (m_session.isPlayingRun())
        text = tr("%1's run is in play (turn %2). A new run gives it up for good.")
                   .arg(m_session.heroName())
                   .arg(m_session.game()->state().turn);
    else
        text = tr("A saved run is waiting to be continued. A new run gives it up for good.");
    QMessageBox box(QMessageBox::Question, tr("Give up the run?"), text, QMessageBox::NoButton,
                    m_parent);
    box.setObjectName(QStringLiteral("GiveUpRunBox"));
    box.setInformativeText(tr("Preferences ▸ Game can turn this question off."));
    QPushButton *giveUp = box.addButton(tr("&Give it up"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == giveUp;
}

bool RunControl::keepRun(const QString &leaving) {
    QString error;
    while (!m_session.keep(&error)) {
        // Nothing is lost without the player's word: the reason, the turns at stake, a choice.
        const int turn = m_session.game()->state().turn;
        QMessageBox box(QMessageBox::Warning, tr("The run could not be saved"),
                        tr("%1's run could not be saved: %2").arg(m_session.heroName(), error),
                        QMessageBox::NoButton, m_parent);
        box.setObjectName(QStringLiteral("RunNotSavedBox"));
        box.setInformativeText(
            m_session.keptTurn() > 0
                ? tr("Without a save, turns %1–%2 are lost: the next start continues at turn %3.")
                      .arg(m_session.keptTurn() + 1)
                      .arg(turn)
                      .arg(m_session.keptTurn())
                : tr("Without a save, the whole run is lost (turns 1–%1).").arg(turn));
        QPushButton *retry = box.addButton(tr("&Try again"), QMessageBox::AcceptRole);
        retry->setObjectName(QStringLiteral("TryAgainButton"));
        QPushButton *leave = box.addButton(leaving, QMessageBox::DestructiveRole);
        leave->setObjectName(QStringLiteral("LeaveButton"));
        QPushButton *stay = box.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
        stay->setObjectName(QStringLiteral("KeepPlayingButton"));
        box.setDefaultButton(retry);
        box.setEscapeButton(stay);
        box.exec();
        if (box.clickedButton() == leave)
            return true;
        if (box.clickedButton() != retry) {
            m_parent->setFocus();
            return false;
        }
    }
    return true;
}

RunControl::RunElsewhere RunControl::askAboutRunElsewhere(int slot, qint64 pid) {
    const QString replay =
        QSettings().value(RunSlot::settingsGroup(slot) + QStringLiteral("/replay")).toString();
    QMessageBox box(QMessageBox::Information, tr("The run is open in another window"),
                    tr("Your saved run is being played in another Permadungeon window (process "
                       "%1), so this window cannot play it too.")
                        .arg(pid),
                    QMessageBox::NoButton, m_parent);
    box.setObjectName(QStringLiteral("RunElsewhereBox"));
    box.setInformativeText(tr("Start a new run here, watch that one as it is played (nothing is "
                              "written), or quit."));
    QPushButton *fresh = box.addButton(tr("&New game"), QMessageBox::AcceptRole);
    fresh->setObjectName(QStringLiteral("NewGameButton"));
    QPushButton *watch = nullptr;
    if (!replay.isEmpty() && QFileInfo::exists(replay)) {
        watch = box.addButton(tr("&Watch it"), QMessageBox::ActionRole);
        watch->setObjectName(QStringLiteral("WatchButton"));
    }
    QPushButton *quit = box.addButton(tr("&Quit"), QMessageBox::RejectRole);
    quit->setObjectName(QStringLiteral("QuitButton"));
    box.setDefaultButton(fresh);
    box.setEscapeButton(quit);
    box.exec();
    if (box.clickedButton() == fresh)
        return RunElsewhere::NewGame;
    if (box.clickedButton() == watch && watchReplay(replay, 0)) {
        m_play.follow(replay, pid);
        return RunElsewhere::Watching;
    }
    return RunElsewhere::Quit;
}

} // namespace pd
