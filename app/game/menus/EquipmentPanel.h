#pragma once

#include "GamePanel.h"

class QLabel;
class QPushButton;
class QTreeWidget;

namespace pd {

// The hero's slots (seed 000's melee and ranged weapons, armour, shoes): what is worn in each,
// which weapon is in hand, and under each slot the carried pieces that fit it. Unequip a slot,
// equip a piece, swap the weapon in hand. The panel stays open after an action, so several
// pieces can be changed in a row.
class EquipmentPanel : public GamePanel {
    Q_OBJECT

public:
    explicit EquipmentPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;
    bool closesAfterCommand() const override { return false; }
    // The selected row: a slot ("melee", ...) or a carried piece (its item id).
    QString selectedSlot() const;
    QString selectedItem() const;
    bool selectSlot(const QString &slot);
    bool selectItem(const QString &id);
    QString descriptionText() const;

private:
    void updateDetails();

    QTreeWidget *m_list = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_equip = nullptr;
    QPushButton *m_unequip = nullptr;
    QPushButton *m_swap = nullptr;
};

} // namespace pd
