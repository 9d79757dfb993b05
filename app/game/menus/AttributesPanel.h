#pragma once

#include "GamePanel.h"

class QLabel;
class QScrollArea;

namespace pd {

// The maze-duel attributes menu: the seven attributes as base + equipment + buffs = now, the level
// and the experience to the next, the buffs with their turns left, and per element the points
// earned by casting, which spell levels they open and the spells open now.
class AttributesPanel : public GamePanel {
    Q_OBJECT

public:
    explicit AttributesPanel(GameSession &session, QWidget *parent = nullptr);
    void refresh() override;
    QString sheetText() const; // the sheet as shown (rich text)
    QWidget *focusTarget() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    QString keysLine(bool inDeck) const override;

private:
    QLabel *m_sheet = nullptr;
    QScrollArea *m_scroll = nullptr;
};

} // namespace pd
