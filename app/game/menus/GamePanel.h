#pragma once

#include "engine/Command.h"
#include "rpg/LogEntry.h"

#include <QFrame>
#include <QList>
#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class QBoxLayout;
class QVBoxLayout;

namespace pd {

class Game;
class GameSession;

// A menu drawn over the map in the game's own look (the maze-duel menus): a title, the menu's
// body, a row of actions and a line that says why an action cannot be done now. It is
// keyboard-complete: the list has the focus, Up/Down/PgUp/PgDn/Home/End walk its rows (headings
// are skipped), a letter performs its action, Enter the default one, Esc closes. Actions are
// plain commands handed to the Game tab, which submits them as a key press would.
class GamePanel : public QFrame {
    Q_OBJECT

public:
    explicit GamePanel(GameSession &session, QWidget *parent = nullptr);

    // Shows the game as it is now (a turn was played, a run started); keeps the selection.
    virtual void refresh() = 0;
    // Whether an accepted command closes the panel (a used potion: back to the map).
    virtual bool closesAfterCommand() const { return true; }
    // The widget that takes the keyboard when the panel opens.
    virtual QWidget *focusTarget() const;
    // Why the selected row's actions are refused, as shown under the buttons ("" when none is).
    QString reasonText() const;
    QPushButton *action(const QString &objectName) const;
    // The maze-duel report's menu deck: the four menus' names over the title, this one's
    // marked, and the keys line naming the deck's keys. Empty: no deck.
    void setDeck(const QStringList &names, int current);
    QString deckText() const;
    // Opened from the battle screen: its keys line says Esc goes back to the battle.
    void setInBattle(bool inBattle);
    QString keysText() const;

Q_SIGNALS:
    void commandRequested(const pd::Command &command);
    void closeRequested();
    // A key the menu has no use for (another menu's key, Left/Right, M): the tab decides.
    void keyUnused(QKeyEvent *event);
    // The selection moved to another row (a sound says so).
    void moved();

protected:
    const Game *game() const;
    GameSession &session() const { return m_session; }
    void setTitle(const QString &title);
    // The line of key help at the bottom (the default names the list's keys).
    void setKeysText(const QString &text);
    // The key help this menu shows, in the report's deck or alone; retranslateKeys() sets it.
    virtual QString keysLine(bool inDeck) const;
    void retranslateKeys();
    QVBoxLayout *body() const { return m_body; }
    // A list by heading then row: headings are not selectable and keyboard walking skips them.
    QTreeWidget *makeList(int columns);
    QTreeWidgetItem *addHeading(QTreeWidget *list, const QString &text);
    // The usual body: a list on the left and a card of details (rich text) on the right, named
    // `name` + "List" and `name` + "Details" (e.g. "ItemList", "ItemDetails").
    struct ListAndCard {
        QTreeWidget *list;
        QLabel *card;
    };
    ListAndCard addListAndCard(const QString &name, int columns);
    // An action button with its key ("u" for use); `isDefault` makes Enter perform it too.
    QPushButton *addAction(const QString &objectName, QChar key, bool isDefault,
                           std::function<void()> run);
    // Another key for the same action (the report's D for Take off besides u).
    void addKey(QPushButton *button, QChar key);
    // The key the button names, one of its keys (the others still act): the pack's own where
    // its document names one (the report's D for Take off).
    void setShownKey(QPushButton *button, QChar key);
    // The button's words and key, "Use  [u]".
    void setActionText(QPushButton *button, const QString &text);
    // Enables the action, or greys it out and gives the core's reason (worded) in its tooltip.
    void setRefusal(QPushButton *button, const std::optional<LogEntry> &why);
    // The reasons line under the buttons, from the buttons' refusals.
    void updateReasons();
    // What `command` would be refused with now (nothing when it would be accepted).
    std::optional<LogEntry> refusal(const Command &command) const;
    QString worded(const LogEntry &entry) const;
    void request(const Command &command) { Q_EMIT commandRequested(command); }

    // Enter on a row with no default action to take (a category in a two-level list), and
    // Backspace: true when the menu used the key.
    virtual bool enter() { return false; }
    virtual bool back() { return false; }
    // The rows Up and Down walk through: the selectable ones on screen.
    virtual bool walkable(const QTreeWidgetItem *item) const;

    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    virtual void retranslate() { refresh(); }

private:
    struct Action {
        QPushButton *button = nullptr;
        QChar key;
        QString moreKeys;
        bool isDefault = false;
        std::function<void()> run;
        QString text;
    };
    bool handleKey(QKeyEvent *event);
    void walk(QTreeWidget *list, int key);

    GameSession &m_session;
    QLabel *m_deck = nullptr;
    QLabel *m_title = nullptr;
    QVBoxLayout *m_body = nullptr;
    QBoxLayout *m_listCardRow = nullptr; // the list beside its card; narrow, the card under it
    QWidget *m_buttons = nullptr;
    QLabel *m_reasons = nullptr;
    QLabel *m_keys = nullptr;
    QList<Action> m_actions;
    QTreeWidget *m_list = nullptr;
    QStringList m_deckNames;
    bool m_inBattle = false;
    int m_deckCurrent = -1;
};

} // namespace pd
