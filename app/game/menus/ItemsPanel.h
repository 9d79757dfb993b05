#pragma once

#include "GamePanel.h"

class QLabel;
class QPushButton;
class QTreeWidget;

namespace pd {

// Seed 004's items menu: what the hero carries by category then item, with counts and a
// description with the numbers (what a medicine restores, what a piece adds, what is worn in
// its slot now). Use, equip and drop; an action the rules would refuse now (medicine at full
// health, anything but use in a battle) is greyed out with the core's reason.
class ItemsPanel : public GamePanel {
    Q_OBJECT

public:
    explicit ItemsPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;
    QString selectedItem() const;
    bool selectItem(const QString &id);
    QString descriptionText() const;

private:
    void updateDetails();

    QTreeWidget *m_list = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_use = nullptr;
    QPushButton *m_equip = nullptr;
    QPushButton *m_drop = nullptr;
};

} // namespace pd
