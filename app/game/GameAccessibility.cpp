#include "GameAccessibility.h"

#include "GameOverlays.h"
#include "GameSession.h"
#include "PlayController.h"
#include "StatusLine.h"
#include "engine/Game.h"
#include "menus/AttributesPanel.h"
#include "menus/EquipmentPanel.h"
#include "menus/ItemsPanel.h"
#include "menus/KeysPanel.h"
#include "menus/SpellsPanel.h"
#include "words/GameWording.h"

#include <QAccessible>
#include <QWidget>

namespace pd {

namespace {

void say(QWidget *widget, const QString &text) {
    if (widget->accessibleDescription() == text)
        return;
    widget->setAccessibleDescription(text);
    QAccessibleEvent event(widget, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

} // namespace

GameAccessibility::GameAccessibility(const GameSession &session, const PlayController &play,
                                     const GameOverlays &overlays, const Parts &parts,
                                     QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_play(play)
    , m_overlays(overlays)
    , m_parts(parts) {
    connect(parts.status, &StatusLine::refreshed, this, &GameAccessibility::refresh);
}

void GameAccessibility::retranslate() {
    m_parts.tab->setAccessibleName(tr("Game"));
    m_parts.map->setAccessibleName(tr("Map"));
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
    say(m_parts.map, here);
    const QString status = m_parts.status->text();
    say(m_parts.tab, here.isEmpty() || here == status ? status : tr("%1 — %2").arg(here, status));
}

} // namespace pd
