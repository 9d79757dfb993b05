#pragma once

#include "engine/Command.h"
#include "engine/GameEvent.h"
#include "render/LevelRenderer.h"
#include "rpg/Battle.h"

#include <QWidget>
#include <optional>

class QKeyEvent;
class QListWidget;
class QPushButton;

namespace pd {

class Game;
class GameSession;

// The maze-duel battle screen, over the map while a battle is fought (packs whose ruleset has
// "battle": "screen"): both fighters large with their HP and MP bars and their buffs and turns
// left, the monster's tier and, once it has shown, its character; the round; the battle's log in
// words; the five actions by key and by click, each greyed out with the core's reason when it
// would be refused. When the battle ends it shows the result (XP and loot, an escape, a monster
// that fled) until Enter. Every action is a plain command, so a battle replays like any turn.
class BattleView : public QWidget {
    Q_OBJECT

public:
    enum class Action { Attack, Defend, Spell, Item, Escape };

    explicit BattleView(GameSession &session, QWidget *parent = nullptr);

    // After every turn (and when a run starts): shows the battle going on, the result of the
    // one that just ended (from the turn's events), or hides.
    void showTurn(const QList<GameEvent> &events);
    bool isShowingResult() const { return m_result; }
    // The hero as drawn: in a battle, as the battle has them; on the result, as the game has
    // them now (after a level-up the battle won, its new level and maxima).
    const Combatant &shownHero() const;
    // A new run: nothing of the last one's battle stays on screen.
    void clear();
    // A key while the screen is up: true when it was the screen's (an action, closing the
    // result). Keys it does not use go on to the tab.
    bool handleKey(QKeyEvent *event);

    QPushButton *actionButton(Action action) const;
    QStringList logLines() const;
    QString resultText() const { return m_resultText; }
    int round() const;
    // The action the arrows have marked (Enter takes it).
    Action chosenAction() const { return Action(m_chosen); }
    QRect logRect() const; // where the battle's log is (a hint sits there)

Q_SIGNALS:
    void commandRequested(const pd::Command &command);
    void spellMenuRequested();
    void itemMenuRequested();
    void closed(); // the result was dismissed
    void moved();  // the arrows marked another action

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void perform(Action action);
    void setChosen(int index);
    void updateActions();
    void showResult(const QList<GameEvent> &events);
    void closeResult();
    void fillLog();
    void retranslate();
    void paintFighter(QPainter &p, const QRect &area, const Combatant &who, const QString &record,
                      bool hero);
    QString monsterName() const;
    const Game *game() const;

    GameSession &m_session;
    std::optional<Battle> m_battle; // the one on screen (going on, or just ended)
    bool m_result = false;
    QString m_resultTitle;
    QString m_resultText;
    LevelRenderer m_figures;
    QListWidget *m_log = nullptr;
    QList<QPushButton *> m_buttons; // by Action
    QWidget *m_buttonRow = nullptr;
    QPushButton *m_continue = nullptr;
    int m_chosen = 0; // Attack
};

} // namespace pd
