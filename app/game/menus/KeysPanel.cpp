#include "KeysPanel.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"

#include <QHeaderView>
#include <QKeySequence>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

KeysPanel::KeysPanel(GameSession &session, const GameActions &actions, QWidget *parent)
    : GamePanel(session, parent)
    , m_actions(actions) {
    setObjectName(QStringLiteral("KeysPanel"));
    m_list = makeList(2);
    m_list->setObjectName(QStringLiteral("KeysList"));
    body()->addWidget(m_list);
    m_manual = addAction(QStringLiteral("OpenManualButton"), QChar(), false,
                         [this] { Q_EMIT manualRequested(); });
    refresh();
}

void KeysPanel::refresh() {
    using Id = GameActions::Id;
    setTitle(tr("Keys"));
    QStringList helpKeys;
    for (const QKeySequence &k : m_actions.keys(Id::Help))
        helpKeys << GameActions::keyText(k);
    m_manual->setText(helpKeys.isEmpty()
                          ? tr("Open the manual")
                          : tr("Open the manual  [%1]").arg(helpKeys.join(QStringLiteral(", "))));
    if (!helpKeys.isEmpty())
        setKeysText(tr("↑↓ choose · %1 again opens the manual · Esc closes")
                        .arg(helpKeys.join(tr(" or "))));
    m_list->clear();
    m_list->setHeaderLabels({tr("Action"), tr("Keys")});
    const Game *g = game();
    const Pack *pack = g ? &g->pack() : nullptr;
    const Ruleset *rules = pack ? &pack->ruleset : nullptr;
    const bool stairs = !rules || packHasStairs(pack);
    const bool report = rules && rules->menuKeys == Ruleset::MenuKeys::Report;
    const bool orientation = rules && rules->orientationKeys;
    bool carries = false, wears = false;
    if (pack)
        for (const ItemRecord &item : pack->items) {
            carries = carries || (item.kind != ItemRecord::Kind::Treasure &&
                                  item.kind != ItemRecord::Kind::Chip);
            wears = wears || item.isEquipment();
        }
    const bool spells = pack && !pack->spells.isEmpty();
    const bool attributes = rules && rules->health == Ruleset::Health::Hp;
    // The fire key shoots a bolt or a ranged weapon; the swap key takes the other weapon in
    // hand, so both are the pack's only where it has them.
    const bool shoots = rules && packCanFire(pack);
    const bool swaps = rules && packHasSlot(pack, ItemRecord::Slot::Ranged);
    // A chest the hero walks onto opens by itself (chests.stepOnto): the act key is for the
    // stairs there, or for nothing.
    const bool stepOnto = rules && rules->chestStepOnto;

    // Where the turning keys count they win over the moves that share them (w, a, s, d):
    // those keys are the turning rows', not the moves'.
    QList<QKeySequence> turning;
    if (orientation)
        for (Id id : {Id::TurnLeft, Id::TurnRight, Id::Forward, Id::TurnRound})
            turning << m_actions.keys(id);
    const auto keysOf = [&](std::initializer_list<Id> ids) {
        QStringList keys;
        for (Id id : ids)
            for (const QKeySequence &k : m_actions.keys(id))
                if (GameActions::isOrientation(id) || !turning.contains(k))
                    keys << GameActions::keyText(k); // as the hints and the status line name it
        keys.removeDuplicates();
        return keys.join(QStringLiteral(", "));
    };
    QTreeWidgetItem *group = nullptr;
    const auto heading = [&](const QString &text) { group = addHeading(m_list, text); };
    const auto row = [&](const QString &what, const QString &keys) {
        if (keys.isEmpty())
            return;
        auto *item = new QTreeWidgetItem(group, {what, keys});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setToolTip(1, keys); // whole, where the column cuts a long list short
    };

    heading(tr("Moving"));
    // As shipped the four moves have twenty keys: named by their families, the row is whole
    // (it was cut short with "…"); rebound, each key is named.
    const bool movesAsShipped = m_actions.isDefault(Id::MoveN) && m_actions.isDefault(Id::MoveS) &&
                                m_actions.isDefault(Id::MoveW) && m_actions.isDefault(Id::MoveE);
    row(tr("North, south, west, east"), !movesAsShipped
                                            ? keysOf({Id::MoveN, Id::MoveS, Id::MoveW, Id::MoveE})
                                        : orientation ? tr("arrows, numpad, hjkl")
                                                      : tr("arrows, numpad, hjkl, WASD"));
    if (!rules || rules->movement == 8)
        row(tr("Diagonally"), m_actions.isDefault(Id::MoveNW) && m_actions.isDefault(Id::MoveNE) &&
                                      m_actions.isDefault(Id::MoveSW) &&
                                      m_actions.isDefault(Id::MoveSE)
                                  ? tr("numpad, yubn, QEZC")
                                  : keysOf({Id::MoveNW, Id::MoveNE, Id::MoveSW, Id::MoveSE}));
    if (orientation) {
        row(tr("Turn left / right"), keysOf({Id::TurnLeft, Id::TurnRight}));
        row(tr("Step forward"), keysOf({Id::Forward}));
        row(tr("Turn round"), keysOf({Id::TurnRound}));
    }
    row(tr("Wait a turn"), keysOf({Id::Wait}));
    if (rules && (rules->hpComesBack() || rules->mpComesBack()))
        row(tr("Rest until healed (stops when a monster comes into view)"), keysOf({Id::Rest}));
    if (rules && rules->secretDoorPercent > 0)
        row(tr("Search around you for secret doors (five turns; stops at a find or a monster)"),
            keysOf({Id::Search}));
    row(tr("Walk to a cell"), tr("a click on the map"));
    row(tr("Explore by yourself"), keysOf({Id::Explore}));
    if (stairs)
        row(tr("Stairs down / up (travel to them, then take them)"),
            keysOf({Id::Descend, Id::Climb}));
    else
        row(tr("On to the next room"), tr("walk through a door"));

    heading(tr("Acting"));
    if (rules && rules->bump == Ruleset::Bump::Contact)
        row(tr("Fight the nearest monster (with the bolt, from a cell in line)"),
            keysOf({Id::Fight}));
    else
        row(tr("Fight the nearest monster"), keysOf({Id::Fight}));
    if (shoots)
        row(tr("Fire (then aim with the keys or the mouse)"), keysOf({Id::Fire}));
    if (stepOnto) {
        row(tr("Open a chest"), tr("walk into it"));
        if (stairs)
            row(tr("Take the stairs underfoot"), keysOf({Id::Interact}));
    } else if (stairs) {
        row(tr("Open a chest beside you; take the stairs underfoot"), keysOf({Id::Interact}));
    } else {
        row(tr("Open a chest beside you"), keysOf({Id::Interact}));
    }
    if (carries) {
        row(tr("Pick up"), keysOf({Id::Pickup}));
        row(tr("Drink the medicine that helps most"), keysOf({Id::Drink}));
    }
    if (swaps)
        row(tr("Swap the weapon in hand"), keysOf({Id::Swap}));
    if (rules && rules->battle == Ruleset::Battle::Bump && attributes)
        row(tr("Raise your guard"), keysOf({Id::Defend}));
    row(tr("Look around"), keysOf({Id::Look}));
    if (rules && rules->battle == Ruleset::Battle::Screen)
        row(tr("In a battle: attack, defend, spell, item, escape"),
            tr("a, d, s, i, e — or the arrows and Enter"));

    if (carries || spells || attributes) {
        heading(tr("Menus"));
        if (report) {
            row(tr("The menus (attributes, equipment, items, spells)"), keysOf({Id::Items}));
            row(tr("The other menus"), tr("← →"));
            row(tr("Open, choose / back a level"), tr("Enter / Backspace"));
            row(tr("Back to the maze"), tr("M, Esc"));
        } else {
            if (carries)
                row(tr("Items"), keysOf({Id::Items}));
            if (wears)
                row(tr("Equipment"), keysOf({Id::Equipment}));
            if (attributes)
                row(tr("Attributes"), keysOf({Id::Attributes}));
            if (spells)
                row(tr("Spells"), keysOf({Id::Spells}));
            row(tr("Close a menu"), keysOf({Id::Cancel}));
        }
    }

    heading(tr("View"));
    row(tr("Zoom in / out"), keysOf({Id::ZoomIn, Id::ZoomOut}));
    row(tr("Fit the map to the window"), keysOf({Id::ZoomFit}));
    row(tr("Tiles or letters"), keysOf({Id::ToggleLook}));
    row(tr("Sound on or off"), keysOf({Id::Mute}));
    row(tr("These keys"), keysOf({Id::Help}));
    row(tr("The map, the message log, the hero's panel in turn (Esc: the map)"),
        keysOf({Id::NextPane, Id::PreviousPane}));
    m_list->expandAll();
    // The action in full; a long list of keys wraps under itself (the moves have a dozen).
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    for (QTreeWidgetItemIterator it(m_list); *it; ++it)
        if ((*it)->parent()) {
            m_list->setCurrentItem(*it);
            break;
        }
}

QStringList KeysPanel::rows() const {
    QStringList out;
    for (QTreeWidgetItemIterator it(m_list); *it; ++it)
        if ((*it)->parent())
            out << QStringLiteral("%1: %2 — %3")
                       .arg((*it)->parent()->text(0), (*it)->text(0), (*it)->text(1));
    return out;
}

} // namespace pd
