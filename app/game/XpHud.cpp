#include "XpHud.h"

#include "GamePalette.h"
#include "GameSession.h"
#include "PlayController.h"
#include "data/Pack.h"
#include "engine/Game.h"

namespace pd {

XpHud::XpHud(const GameSession &session, const PlayController &play, QWidget *parent)
    : QLabel(parent)
    , m_session(session)
    , m_play(play) {
    setObjectName(QStringLiteral("XpHud"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    GamePalette::setStyleSheet(
        this,
        QStringLiteral(
            "QLabel#XpHud { color: @accent; background: rgba(0, 0, 0, 150); border-radius: 4px; "
            "padding: 2px 10px; font-size: 20pt; font-weight: bold; }"));
    hide();
}

void XpHud::refresh() {
    const Game *game = m_session.game();
    const bool shown = game && game->pack().ruleset.health == Ruleset::Health::Xp &&
                       m_play.mode() != PlayController::Mode::Watch;
    if (shown)
        setText(tr("XP %1").arg(std::max<qint64>(0, game->hero().hp)));
    setVisible(shown);
}

} // namespace pd
