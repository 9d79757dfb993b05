#include "EquipmentPanel.h"
#include "game/GamePalette.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GameSession.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>

namespace pd {

namespace {

constexpr int kSlotRole = Qt::UserRole + 1;

} // namespace

EquipmentPanel::EquipmentPanel(GameSession &session, QWidget *parent)
    : ListCardPanel(session, QStringLiteral("Equipment"), 2, parent) {
    setObjectName(QStringLiteral("EquipmentPanel"));
    m_equip = addAction(QStringLiteral("EquipAction"), u'e', true,
                        [this] { request(Command::withId(Command::Kind::Equip, selectedId())); });
    m_unequip = addAction(QStringLiteral("UnequipAction"), u'u', true, [this] {
        request(Command::withId(Command::Kind::Unequip, selectedSlot()));
    });
    m_swap = addAction(QStringLiteral("SwapAction"), u's', false,
                       [this] { request(Command::of(Command::Kind::Swap)); });
    addKey(m_unequip, u'd'); // the maze-duel report's key: D takes the focused piece off
    refresh();
}

QString EquipmentPanel::selectedSlot() const {
    return selectedData(kSlotRole);
}

bool EquipmentPanel::selectSlot(const QString &slot) {
    return selectRow(kSlotRole, slot, [](const QTreeWidgetItem *row) {
        return row->data(0, Qt::UserRole).toString().isEmpty(); // the slot's row, not a piece
    });
}

void EquipmentPanel::refresh() {
    const Game *g = game();
    const Pack *pack = g ? &g->pack() : nullptr;
    // The key the pack's document names for taking a piece off: D in the maze-duel report's
    // menus (interface.menuKeys), u elsewhere; both act in every pack.
    setShownKey(m_unequip, packHasReportMenus(pack) ? u'd' : u'u');
    setTitle(tr("Equipment"));
    setActionText(m_equip, tr("Equip"));
    setActionText(m_unequip, tr("Take off"));
    setActionText(m_swap, tr("Swap weapon in hand"));
    const QString keepSlot = selectedSlot(), keepItem = selectedId();
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->setHeaderLabels({tr("Slot and piece"), tr("Adds")});
    // "In hand" and the swap only where there is a ranged weapon to swap with.
    const bool swaps = packHasSlot(pack, ItemRecord::Slot::Ranged);
    m_swap->setHidden(!swaps);
    if (g) {
        const HeroState &hero = g->state().hero;
        for (int i = 0; i < Equipment::kSlotCount; ++i) {
            const ItemRecord::Slot slot = Equipment::slotAt(i);
            const ItemRecord *worn = g->pack().item(hero.equipment.worn(slot));
            // Only the slots the pack has pieces for (maze-duel has no ranged weapon).
            if (!worn && !packHasSlot(pack, slot))
                continue;
            QString name = worn ? Words::itemName(*g, worn->id) : tr("(nothing)");
            // A two-handed weapon leaves the ranged slot empty: say why.
            const ItemRecord *melee = g->pack().item(hero.equipment.worn(ItemRecord::Slot::Melee));
            if (!worn && slot == ItemRecord::Slot::Ranged && melee && melee->twoHanded)
                name = tr("(both hands on the %1)").arg(Words::itemName(*g, melee->id));
            const bool inHand = (slot == ItemRecord::Slot::Melee && !hero.rangedInHand) ||
                                (slot == ItemRecord::Slot::Ranged && hero.rangedInHand);
            if (worn && inHand && swaps)
                name = tr("%1 — in hand").arg(name);
            auto *row = new QTreeWidgetItem(
                //: A slot, then what is worn in it ("Armour: Leather jerkin")
                m_list, {tr("%1: %2").arg(GameWording::slotName(slot), name),
                         worn ? GameWording::gearChanges(*g, *worn) : QString()});
            row->setData(0, kSlotRole, Equipment::slotName(slot));
            QFont f = m_list->font();
            f.setBold(true);
            row->setFont(0, f);
            if (!worn)
                row->setForeground(0, GamePalette::current().faint);
            row->setExpanded(true);
            QStringList seen;
            for (const Inventory::Stack &s : hero.inventory.stacks()) {
                const ItemRecord *rec = g->pack().item(s.item);
                if (!rec || rec->slot != slot || seen.contains(s.item))
                    continue;
                seen << s.item;
                auto *piece =
                    new QTreeWidgetItem(row, {tr("carried: %1").arg(Words::itemName(*g, rec->id)),
                                              GameWording::gearChanges(*g, *rec)});
                piece->setData(0, Qt::UserRole, s.item);
                piece->setData(0, kSlotRole, Equipment::slotName(slot));
            }
        }
    }
    if (!selectId(keepItem) && !selectSlot(keepSlot.isEmpty() ? QStringLiteral("melee") : keepSlot))
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateDetails();
}

void EquipmentPanel::updateDetails() {
    const Game *g = game();
    if (!g)
        return;
    const QString id = selectedId();
    const auto slot = Equipment::slotFromName(selectedSlot());
    const HeroState &hero = g->state().hero;
    QString text;
    if (const ItemRecord *rec = g->pack().item(id)) {
        text = itemCard(*g, *rec);
    } else if (slot) {
        if (const ItemRecord *worn = g->pack().item(hero.equipment.worn(*slot)))
            text = itemCard(*g, *worn);
        else
            text = GamePalette::current()
                       .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                       .arg(tr("Nothing is worn there. Pieces you carry that fit it are listed "
                               "under the slot."));
    }
    // Everything worn together, as it counts now (only the weapon in hand adds its numbers).
    text += GamePalette::current()
                .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                .arg(hero.stats.equipment.isZero()
                         ? tr("Your equipment adds nothing now.")
                         : tr("Your equipment adds %1 now.")
                               .arg(GameWording::statChanges(hero.stats.equipment)));
    if (const int noise = hero.equipment.noise(g->pack()); noise != 0)
        text += GamePalette::current()
                    .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                    .arg(noise > 0 ? tr("Monsters hear you %n cell(s) further.", "", noise)
                                   : tr("Monsters hear you %n cell(s) less far.", "", -noise));
    m_details->setText(text);
    m_equip->setHidden(id.isEmpty());
    m_unequip->setHidden(!id.isEmpty());
    if (!id.isEmpty())
        setRefusal(m_equip, refusal(Command::withId(Command::Kind::Equip, id)));
    else
        setRefusal(m_unequip, refusal(Command::withId(Command::Kind::Unequip, selectedSlot())));
    setRefusal(m_swap, refusal(Command::of(Command::Kind::Swap)));
}

} // namespace pd
