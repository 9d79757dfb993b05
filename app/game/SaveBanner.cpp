#include "SaveBanner.h"

#include "GamePalette.h"
#include "GameSession.h"

#include "engine/Game.h"

#include <QEvent>

namespace pd {

SaveBanner::SaveBanner(const GameSession &session, QWidget *parent)
    : QLabel(parent)
    , m_session(session) {
    setObjectName(QStringLiteral("SaveBanner"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setContentsMargins(10, 5, 10, 5);
    GamePalette::setStyleSheet(
        this, QStringLiteral("QLabel#SaveBanner { background: @bar; color: @warning; "
                             "border-bottom: 2px solid @bad; font-weight: bold; }"));
    hide();
    connect(&session, &GameSession::writeProblemChanged, this, &SaveBanner::refresh);
    connect(&session, &GameSession::turnPlayed, this, &SaveBanner::refresh);
    connect(&session, &GameSession::started, this, &SaveBanner::refresh);
}

void SaveBanner::refresh() {
    const QString problem = m_session.writeProblem();
    const Game *game = m_session.game();
    if (problem.isEmpty() || !game || !m_session.isPlayingRun()) {
        hide();
        return;
    }
    QString text = tr("Your run cannot be saved: %1").arg(problem);
    const int turn = game->state().turn;
    if (!m_session.isKept())
        text += u'\n' + tr("Quitting now would lose turns %1–%2. Play on: the run is saved again "
                           "as soon as the disk lets it.")
                            .arg(m_session.keptTurn() + 1)
                            .arg(turn);
    setText(text);
    setAccessibleName(text);
    show();
}

void SaveBanner::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

} // namespace pd
