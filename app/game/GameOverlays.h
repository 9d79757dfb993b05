#pragma once

#include "GameActions.h"
#include "data/ItemRecord.h"

#include <QList>
#include <QObject>
#include <QRect>

class QKeyEvent;
class QWidget;

namespace pd {

class AttributesPanel;
class BattleView;
struct Command;
class EquipmentPanel;
class GamePanel;
class GameSession;
class ItemsPanel;
class KeysPanel;
class NoticeBox;
class NoticeQueue;
class Pack;
class SpellsPanel;

// What a pack has a menu for: a pack with no spells has no spells menu, no button and no key in
// the help (null pack: every menu).
bool packHasMenu(const Pack *pack, GameActions::Id menu);
// Whether the pack opens its menus as the maze-duel report's deck (I, then Left and Right).
bool packHasReportMenus(const Pack *pack);
// What the pack's data lets the hero do, so that the keys overlay, the status line, the hints
// and the menus name only that (null pack: everything).
// An item that goes in `slot` (a pack with no bow has no ranged weapon slot).
bool packHasSlot(const Pack *pack, ItemRecord::Slot slot);
// Something the fire key shoots: the ruleset's bolt or a ranged weapon (the swap key changes
// the weapon in hand only where there is one).
bool packCanFire(const Pack *pack);
// Stairs: levels that are kept (the room-by-room pack's disposable rooms have doors only).
bool packHasStairs(const Pack *pack);

// The overlays over the map, one at a time: the menus (items, equipment, attributes, spells and
// the keys list; in the maze-duel report a deck of four), and the box that says something (a
// hint, a level-up) with its queue. A box waits while a menu or a battle's result is up. They
// follow the session (a new run resets them, a turn refreshes them); the Game tab asks for a
// menu and hands over the keys an open menu did not use.
class GameOverlays : public QObject {
    Q_OBJECT

public:
    GameOverlays(GameSession &session, GameActions &actions, BattleView &battle, QWidget *host);

    GamePanel *openPanel() const { return m_panel; }
    ItemsPanel *items() const { return m_items; }
    EquipmentPanel *equipment() const { return m_equipment; }
    AttributesPanel *attributes() const { return m_attributes; }
    SpellsPanel *spells() const { return m_spells; }
    KeysPanel *keys() const { return m_keys; }
    NoticeBox *noticeBox() const { return m_box; }
    NoticeQueue *notices() const { return m_notices; }

    // A new run is on screen: no menu open, no box left, the pack's menus and keys.
    void reset();
    // A menu key (i, E, C, m, or I for the report's deck): opens that menu, or nothing when the
    // pack has none.
    void openMenu(GameActions::Id menu);
    // A menu button's click: that menu, in the report's deck its page (a key other than the
    // items key is not the report's, a button names its page).
    void openMenuPage(GameActions::Id menu);
    void showPanel(GamePanel *panel);
    void closePanel();
    // A key an open menu did not use: another menu's key switches to it (the same one closes
    // it), Esc closes; in the report's deck Left and Right turn and M goes back to the maze.
    void panelKey(QKeyEvent *event);
    // After a turn: the open menu shows the game as it is, and boxes wait while a menu or a
    // battle's result is up.
    void afterTurn();
    // The map's rectangle in the host's coordinates: the battle screen covers it, a menu sits
    // in its middle, a box at its top right (on the battle's log during a battle).
    // Over `mapArea` (the menus, the battle screen); the boxes over the message log's pane
    // `logArea` where it has room, so that none covers a corner of the map.
    void place(const QRect &mapArea, const QRect &logArea = QRect());
    // Menus as a side panel on the map's right, the rest of the map in view (Preferences ▸
    // Display), or over its middle.
    void setMenusBeside(bool beside);
    bool menusBeside() const { return m_beside; }

Q_SIGNALS:
    void opened(); // a menu opened (the tab leaves aim and look, stops a held key)
    void closed(); // the menu closed: the keyboard goes back to the map
    void commandRequested(const pd::Command &command);
    void aimRequested(const QString &spell);
    void itemAimRequested(const QString &item);
    void moved();         // a menu's selection moved, or a menu opened (sounds)
    void changed();       // a box was shown or closed
    void helpRequested(); // the help key over a menu (the keys overlay, or the manual)
    void viewActionRequested(pd::GameActions::Id action); // mute or zoom over a menu

private:
    QList<GamePanel *> deck() const;
    void showDeck(int index);
    bool reportMenus() const;

    GameSession &m_session;
    GameActions &m_actions;
    BattleView &m_battle;
    ItemsPanel *m_items = nullptr;
    EquipmentPanel *m_equipment = nullptr;
    AttributesPanel *m_attributes = nullptr;
    SpellsPanel *m_spells = nullptr;
    KeysPanel *m_keys = nullptr;
    NoticeBox *m_box = nullptr;
    NoticeQueue *m_notices = nullptr;
    GamePanel *m_panel = nullptr;
    int m_deckAt = 0; // the report's deck: the menu shown last
    QRect m_area;
    QRect m_logArea;
    bool m_beside = false;
};

} // namespace pd
