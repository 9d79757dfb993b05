#include "GameAccessibility.h"

#include "GameOverlays.h"
#include "GameSession.h"
#include "MessageLog.h"
#include "PlayController.h"
#include "ScreenReader.h"
#include "StatusLine.h"
#include "engine/Game.h"
#include "menus/AttributesPanel.h"
#include "menus/EquipmentPanel.h"
#include "menus/ItemsPanel.h"
#include "menus/KeysPanel.h"
#include "menus/SpellsPanel.h"
#include "words/GameWording.h"

#include <QAbstractScrollArea>
#include <QWidget>

namespace pd {

GameAccessibility::GameAccessibility(const GameSession &session, const PlayController &play,
                                     const GameOverlays &overlays, const Parts &parts,
                                     QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_play(play)
    , m_overlays(overlays)
    , m_parts(parts) {
    connect(parts.status, &StatusLine::refreshed, this, &GameAccessibility::refresh);
    // A new run: what it said before its first turn is the news.
    connect(&session, &GameSession::started, this, [this] {
        m_heard = 0;
        m_newsTurn = -1;
        m_news.clear();
    });
}

// The lines logged since the tab last spoke, taken once a turn: the news stays what the last
// turn said until another turn is played (a cursor moved or a menu closed says it again with
// the rest, never an older turn's).
void GameAccessibility::catchUp() {
    const Game *game = m_session.game();
    const QList<LogEntry> &log = m_session.log();
    if (!game) {
        m_news.clear();
        return;
    }
    if (m_heard > log.size()) // (a run replaced under the tab)
        m_heard = 0;
    const int turn = game->state().turn;
    if (log.size() == m_heard && turn == m_newsTurn) {
        if (game->lastRefusal()) // a command refused since: its reason is the news now
            m_news.clear();
        return;
    }
    m_news = MessageLog::worded(m_session, log.mid(m_heard));
    m_heard = log.size();
    m_newsTurn = turn;
}

void GameAccessibility::retranslate() {
    m_parts.tab->setAccessibleName(tr("Game"));
    m_parts.map->setAccessibleName(tr("Map"));
    if (auto *view = qobject_cast<QAbstractScrollArea *>(m_parts.map)) // (its drawing surface)
        view->viewport()->setAccessibleName(tr("Map"));
    m_parts.stats->setAccessibleName(tr("Hero"));
    m_parts.stats->setAccessibleDescription(
        tr("The hero's health, attributes and the run's figures"));
    // The menus over the map, named before they are first opened (then by their titles).
    const QList<GamePanel *> panels = {m_overlays.items(), m_overlays.equipment(),
                                       m_overlays.attributes(), m_overlays.spells(),
                                       m_overlays.keys()};
    const QStringList titles = {tr("Items"), tr("Equipment"), tr("Attributes"), tr("Spells"),
                                tr("Keys")};
    for (int i = 0; i < panels.size(); ++i) {
        panels[i]->setAccessibleName(titles[i]);
        panels[i]->focusTarget()->setAccessibleName(titles[i]);
    }
    refresh();
}

void GameAccessibility::refresh() {
    using Mode = PlayController::Mode;
    const Game *game = m_session.game();
    QString here;
    if (game) {
        const bool cursor =
            m_play.cursor() && (m_play.mode() == Mode::Look || m_play.mode() == Mode::Aim);
        here = GameWording::describeCell(*game, cursor ? *m_play.cursor() : game->state().hero.pos);
        if (here.isEmpty())
            here = tr("A place you have not seen.");
    }
    ScreenReader::describe(m_parts.map, here);
    catchUp();
    const QString status = m_parts.status->text();
    QString tab = here.isEmpty() || here == status ? status : tr("%1 — %2").arg(here, status);
    if (!m_news.isEmpty() && m_play.mode() != Mode::Look && m_play.mode() != Mode::Aim)
        tab = m_news.join(u'\n') + u'\n' + tab;
    ScreenReader::describe(m_parts.tab, tab);
}

} // namespace pd
