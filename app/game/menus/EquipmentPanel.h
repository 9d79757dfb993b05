#pragma once

#include "ListCardPanel.h"

class QPushButton;

namespace pd {

// The hero's slots (room-by-room melee and ranged weapons, armour, shoes): what is worn in each,
// which weapon is in hand, and under each slot the carried pieces that fit it. Unequip a slot,
// equip a piece, swap the weapon in hand. The panel stays open after an action, so several
// pieces can be changed in a row.
class EquipmentPanel : public ListCardPanel {
    Q_OBJECT

public:
    explicit EquipmentPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;
    bool closesAfterCommand() const override { return false; }
    // The selected row's slot ("melee", ...); selectedId() is the carried piece's item id, "" on
    // a slot's own row.
    QString selectedSlot() const;
    bool selectSlot(const QString &slot);

private:
    void updateDetails() override;

    QPushButton *m_equip = nullptr;
    QPushButton *m_unequip = nullptr;
    QPushButton *m_swap = nullptr;
};

} // namespace pd
