#pragma once

#include "GamePanel.h"
#include "game/GameActions.h"

namespace pd {

// The keys overlay (? or F1): every action the pack has, grouped (moving, acting, the menus,
// the view), each with the keys it is bound to now, rebound ones as rebound.
class KeysPanel : public GamePanel {
    Q_OBJECT

public:
    KeysPanel(GameSession &session, const GameActions &actions, QWidget *parent = nullptr);
    void refresh() override;
    // The rows as shown: "group: action — keys", for tests and screen readers.
    QStringList rows() const;

Q_SIGNALS:
    void manualRequested(); // the overlay's "Open the manual"

private:
    QPushButton *m_manual = nullptr;
    const GameActions &m_actions;
    QTreeWidget *m_list = nullptr;
};

} // namespace pd
