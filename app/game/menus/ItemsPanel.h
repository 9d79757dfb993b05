#pragma once

#include "ListCardPanel.h"

class QPushButton;

namespace pd {

// The maze-duel items menu: what the hero carries by category then item, with counts and a
// description with the numbers (what a medicine restores, what a piece adds, what is worn in
// its slot now). Use, equip and drop, and call an unknown kind (a name of the player's); an action
// the rules would refuse now (medicine at full health, anything but use in a battle) is greyed out
// with the core's reason. A known scroll of identify asks which unknown item to read it on.
class ItemsPanel : public ListCardPanel {
    Q_OBJECT

public:
    explicit ItemsPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;

Q_SIGNALS:
    void aimRequested(const QString &item); // a wand, or an item whose effect flies, to aim

protected:
    bool back() override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateDetails() override;
    void refreshChoice(const Game &game);
    void call(); // the name the player gives an unknown kind (`call`)

    QPushButton *m_use = nullptr;
    QPushButton *m_equip = nullptr;
    QPushButton *m_drop = nullptr;
    QPushButton *m_call = nullptr;
    // A known scroll of identify waiting for the item to read it on ("": the whole list).
    QString m_choosingFor;
};

} // namespace pd
