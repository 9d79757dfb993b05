#pragma once

#include "ListCardPanel.h"

class QPushButton;

namespace pd {

// The maze-duel spells menu: the pack's spells by element then spell, with level, MP cost, type
// and what each does with this hero's numbers now; spells whose level is not open yet are
// listed too, with the points they need. Cast: a heal or a buff at once; an attack or a debuff
// on the map asks the tab to aim it (a direction or a cell); in a battle, at the monster.
class SpellsPanel : public ListCardPanel {
    Q_OBJECT

public:
    explicit SpellsPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;

Q_SIGNALS:
    void aimRequested(const QString &spell); // an attack or debuff spell to fly on the map

private:
    void updateDetails() override;
    void cast();
    bool needsAim(const QString &spell) const;

    QPushButton *m_cast = nullptr;
};

} // namespace pd
