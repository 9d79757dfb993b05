#pragma once

#include "GameActions.h"

#include <QList>
#include <QWidget>

class QPushButton;

namespace pd {

class GameSession;

// The block of buttons under the stats panel, one for each menu the pack has (items,
// equipment, attributes, spells), each named with its key as bound now.
class MenuButtons : public QWidget {
    Q_OBJECT

public:
    MenuButtons(const GameSession &session, const GameActions &actions, QWidget *parent = nullptr);

    // Their names and keys again (a key rebound, another language, another pack).
    void retranslate();

Q_SIGNALS:
    void menuRequested(pd::GameActions::Id menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    const GameSession &m_session;
    const GameActions &m_actions;
    QList<QPushButton *> m_buttons;
};

} // namespace pd
