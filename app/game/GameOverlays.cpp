#include "GameOverlays.h"

#include "GameSession.h"
#include "NoticeQueue.h"
#include "battle/BattleView.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "menus/AttributesPanel.h"
#include "menus/EquipmentPanel.h"
#include "menus/ItemsPanel.h"
#include "menus/KeysPanel.h"
#include "menus/NoticeBox.h"
#include "menus/SpellsPanel.h"

#include <QKeyEvent>

namespace pd {

bool packHasMenu(const Pack *pack, GameActions::Id menu) {
    if (!pack)
        return true;
    using Id = GameActions::Id;
    switch (menu) {
    case Id::Items:
        for (const ItemRecord &item : pack->items)
            if (item.kind != ItemRecord::Kind::Treasure && item.kind != ItemRecord::Kind::Chip)
                return true;
        return !pack->ruleset.inventory.isEmpty();
    case Id::Equipment:
        for (const ItemRecord &item : pack->items)
            if (item.isEquipment())
                return true;
        return false;
    case Id::Attributes:
        return pack->ruleset.health == Ruleset::Health::Hp;
    case Id::Spells:
        return !pack->spells.isEmpty();
    default:
        return true;
    }
}

bool packHasReportMenus(const Pack *pack) {
    return pack && pack->ruleset.menuKeys == Ruleset::MenuKeys::Report;
}

bool packHasSlot(const Pack *pack, ItemRecord::Slot slot) {
    if (!pack)
        return true;
    for (const ItemRecord &item : pack->items)
        if (item.slot == slot)
            return true;
    return false;
}

bool packCanFire(const Pack *pack) {
    return !pack || pack->ruleset.bolts || packHasSlot(pack, ItemRecord::Slot::Ranged);
}

bool packHasStairs(const Pack *pack) {
    return !pack || pack->ruleset.levels != Ruleset::Levels::Disposable;
}

GameOverlays::GameOverlays(GameSession &session, GameActions &actions, BattleView &battle,
                           QWidget *host)
    : QObject(host)
    , m_session(session)
    , m_actions(actions)
    , m_battle(battle) {
    m_items = new ItemsPanel(session, host);
    m_equipment = new EquipmentPanel(session, host);
    m_attributes = new AttributesPanel(session, host);
    m_spells = new SpellsPanel(session, host);
    m_keys = new KeysPanel(session, actions, host);
    for (GamePanel *panel :
         {static_cast<GamePanel *>(m_items), static_cast<GamePanel *>(m_equipment),
          static_cast<GamePanel *>(m_attributes), static_cast<GamePanel *>(m_spells),
          static_cast<GamePanel *>(m_keys)}) {
        panel->hide();
        connect(panel, &GamePanel::closeRequested, this, &GameOverlays::closePanel);
        connect(panel, &GamePanel::commandRequested, this, &GameOverlays::commandRequested);
        connect(panel, &GamePanel::keyUnused, this, &GameOverlays::panelKey);
        connect(panel, &GamePanel::moved, this, &GameOverlays::moved);
    }
    connect(m_items, &ItemsPanel::aimRequested, this, [this](const QString &item) {
        closePanel();
        Q_EMIT itemAimRequested(item);
    });
    connect(m_spells, &SpellsPanel::aimRequested, this, [this](const QString &spell) {
        closePanel();
        Q_EMIT aimRequested(spell);
    });
    m_box = new NoticeBox(host);
    m_box->setObjectName(QStringLiteral("HintBox"));
    m_notices = new NoticeQueue(m_box, this);
    connect(m_notices, &NoticeQueue::changed, this, &GameOverlays::changed);

    // In a battle the spells and items open on their own, without the report's deck.
    connect(&battle, &BattleView::spellMenuRequested, this, [this] {
        m_spells->setDeck({}, -1);
        showPanel(m_spells);
    });
    connect(&battle, &BattleView::itemMenuRequested, this, [this] {
        m_items->setDeck({}, -1);
        showPanel(m_items);
    });
    // Boxes held back by a battle's result show once it is closed.
    connect(&battle, &BattleView::closed, this, [this] { m_notices->setHeld(m_panel != nullptr); });
    // Made after the battle screen and the menus, it follows each turn after them.
    connect(&session, &GameSession::started, this, &GameOverlays::reset);
    connect(&session, &GameSession::turnPlayed, this, &GameOverlays::afterTurn);
}

void GameOverlays::setMenusBeside(bool beside) {
    m_beside = beside;
    place(m_area);
}

bool GameOverlays::reportMenus() const {
    return packHasReportMenus(m_session.pack());
}

void GameOverlays::reset() {
    closePanel();
    m_notices->clear();
    if (const Pack *pack = m_session.pack())
        m_notices->setBlocking(pack->ruleset.blockingHints);
    // The report's menus: its deck and its two-level lists (kind, then item; element, then
    // spell); other packs keep a key each and one list.
    const bool report = reportMenus();
    m_items->setTwoLevel(report);
    m_spells->setTwoLevel(report);
    m_keys->refresh();
    m_deckAt = 0;
    if (!report)
        for (GamePanel *panel : deck())
            panel->setDeck({}, -1);
}

void GameOverlays::openMenu(GameActions::Id menu) {
    using Id = GameActions::Id;
    if (menu == Id::Help)
        return m_panel == m_keys ? closePanel() : showPanel(m_keys);
    if (!packHasMenu(m_session.pack(), menu))
        return; // the pack has nothing for that menu
    if (reportMenus()) {
        // The report's deck: I opens it where it was left; the other menu keys are not the
        // report's.
        if (menu == Id::Items)
            showDeck(m_deckAt);
        return;
    }
    switch (menu) {
    case Id::Items:
        return showPanel(m_items);
    case Id::Equipment:
        return showPanel(m_equipment);
    case Id::Attributes:
        return showPanel(m_attributes);
    case Id::Spells:
        return showPanel(m_spells);
    default:
        return;
    }
}

void GameOverlays::openMenuPage(GameActions::Id menu) {
    using Id = GameActions::Id;
    if (!reportMenus() || !packHasMenu(m_session.pack(), menu))
        return openMenu(menu);
    // The deck's order: attributes, equipment, items, spells (deck()).
    const QList<Id> order = {Id::Attributes, Id::Equipment, Id::Items, Id::Spells};
    if (const qsizetype at = order.indexOf(menu); at >= 0)
        showDeck(int(at));
}

void GameOverlays::showPanel(GamePanel *panel) {
    const Game *game = m_session.game();
    if (!game || m_session.isWatching() || game->isOver())
        return;
    if (m_panel && m_panel != panel)
        m_panel->hide();
    m_panel = panel;
    panel->setInBattle(m_battle.isVisible());
    Q_EMIT opened();
    // A box under the menu would be covered: it waits until the menu closes.
    m_notices->setHeld(true);
    panel->refresh();
    place(m_area);
    panel->show();
    panel->raise();
    panel->focusTarget()->setFocus();
}

void GameOverlays::closePanel() {
    if (!m_panel)
        return;
    m_panel->hide();
    m_panel = nullptr;
    Q_EMIT closed();
    m_notices->setHeld(m_battle.isShowingResult());
}

void GameOverlays::afterTurn() {
    // A battle's result is read before any box that came with it (a level-up, a hint).
    m_notices->setHeld(m_panel != nullptr || m_battle.isShowingResult());
    if (m_panel)
        m_panel->raise(); // its rows followed the turn by themselves
}

QList<GamePanel *> GameOverlays::deck() const {
    return {m_attributes, m_equipment, m_items, m_spells};
}

void GameOverlays::showDeck(int index) {
    const QList<GamePanel *> panels = deck();
    m_deckAt = (index % int(panels.size()) + int(panels.size())) % int(panels.size());
    const QStringList names = {tr("Attributes"), tr("Equipment"), tr("Items"), tr("Spells")};
    for (int i = 0; i < panels.size(); ++i)
        panels[i]->setDeck(names, i);
    showPanel(panels[m_deckAt]);
}

void GameOverlays::panelKey(QKeyEvent *event) {
    if (event->isAutoRepeat() && event->key() != Qt::Key_Left && event->key() != Qt::Key_Right)
        return;
    // A spell or item list opened from the battle screen: Backspace goes back to its actions.
    if (event->key() == Qt::Key_Backspace && m_battle.isVisible())
        return closePanel();
    // The help key over any menu: the keys overlay, and over the overlay the manual.
    if (const auto help = m_actions.match(*event); help && *help == GameActions::Id::Help) {
        Q_EMIT helpRequested();
        return;
    }
    // The view's own keys (sound, zoom) work over a menu too: Shift+M mutes and never closes
    // the report's deck as M does.
    if (const auto view = m_actions.match(*event);
        view && (*view == GameActions::Id::Mute || *view == GameActions::Id::ZoomIn ||
                 *view == GameActions::Id::ZoomOut || *view == GameActions::Id::ZoomFit)) {
        Q_EMIT viewActionRequested(*view);
        return;
    }
    if (reportMenus() && !m_battle.isVisible()) {
        // Left and Right turn between the deck's menus; M (or I again, or Esc) goes back to
        // the maze.
        if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)
            return showDeck(m_deckAt + (event->key() == Qt::Key_Left ? -1 : 1));
        if (event->key() == Qt::Key_M || event->key() == Qt::Key_I ||
            event->key() == Qt::Key_Escape)
            return closePanel();
        return;
    }
    // The menu keys switch menus (or close the one open when pressed again); Esc closes.
    const std::optional<GameActions::Id> action = m_actions.match(*event);
    if (!action)
        return;
    using Id = GameActions::Id;
    switch (*action) {
    case Id::Items:
    case Id::Equipment:
    case Id::Attributes:
    case Id::Spells: {
        GamePanel *wanted = *action == Id::Items        ? static_cast<GamePanel *>(m_items)
                            : *action == Id::Equipment  ? static_cast<GamePanel *>(m_equipment)
                            : *action == Id::Attributes ? static_cast<GamePanel *>(m_attributes)
                                                        : static_cast<GamePanel *>(m_spells);
        if (wanted == m_panel)
            return closePanel();
        if (m_battle.isVisible()) // in a battle a menu stands alone, the deck left in the maze
            wanted->setDeck({}, -1);
        return showPanel(wanted);
    }
    case Id::Help:
        Q_EMIT helpRequested();
        return;
    case Id::Cancel:
        return closePanel();
    default:
        return;
    }
}

void GameOverlays::place(const QRect &area, const QRect &logArea) {
    m_area = area;
    if (logArea.isValid())
        m_logArea = logArea;
    m_battle.setGeometry(area);
    if (m_panel && m_beside && !m_battle.isVisible()) {
        // A side panel: the map's right part, the hero (kept in the middle) still in view.
        const int width = std::clamp(area.width() * 45 / 100, 360, 640);
        m_panel->setGeometry(area.right() - width - 8, area.top() + 8, width,
                             std::max(240, area.height() - 16));
    } else if (m_panel) {
        const QSize size(std::min(860, area.width() - 32), std::min(580, area.height() - 32));
        m_panel->setGeometry(
            QRect(QPoint(0, 0), size.expandedTo(QSize(320, 240)))
                .translated(area.center() - QPoint(size.width() / 2, size.height() / 2)));
    }
    if (m_box->isVisible()) {
        // Over the battle screen the box sits on the battle's log, clear of the fighters and
        // their bars; on the map, top right (a level-up in the middle).
        if (m_battle.isVisible()) {
            const QRect log = m_battle.logRect().translated(m_battle.pos());
            m_box->place(log.adjusted(0, -12, 0, 0), Qt::AlignHCenter, log.width());
        } else if (m_logArea.height() >= 60) {
            // Over the message log, its right half: the map keeps its corners (a room's top
            // right corner and its door hid under the box).
            m_box->placeBottomRight(m_logArea, area.top() + 12);
        } else {
            m_box->place(area, Qt::AlignRight);
        }
        m_box->raise();
    }
}

} // namespace pd
