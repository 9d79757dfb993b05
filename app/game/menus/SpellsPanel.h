#pragma once

#include "GamePanel.h"

class QLabel;
class QPushButton;
class QTreeWidget;

namespace pd {

// Seed 004's spells menu: the pack's spells by element then spell, with level, MP cost, type
// and what each does with this hero's numbers now; spells whose level is not open yet are
// listed too, with the points they need. Cast: a heal or a buff at once; an attack or a debuff
// on the map asks the tab to aim it (a direction or a cell); in a battle, at the monster.
class SpellsPanel : public GamePanel {
    Q_OBJECT

public:
    explicit SpellsPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;
    QString selectedSpell() const;
    bool selectSpell(const QString &id);
    QString descriptionText() const;

Q_SIGNALS:
    void aimRequested(const QString &spell); // an attack or debuff spell to fly on the map

private:
    void updateDetails();
    void cast();
    bool needsAim(const QString &spell) const;

    QTreeWidget *m_list = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_cast = nullptr;
};

} // namespace pd
