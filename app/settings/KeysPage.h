#pragma once

#include "game/GameActions.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace pd {

// Preferences ▸ Keys: every action of the Game tab with its keys. A click (or Enter) on an
// action waits for a key and makes it the action's only key; "Add a key" keeps the others. A key
// that another action has too is shown on both rows and named under the list, until one of them
// changes. Changes go to the Game tab's own GameActions at once (and are stored), so the tab and
// its keys overlay follow; `changed` runs after each.
class KeysPage : public QWidget {
    Q_OBJECT

public:
    KeysPage(GameActions &actions, std::function<void()> changed, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    QLabel *conflictLabel() const { return m_conflict; }
    // The row of an action, and the action waiting for its key (if any).
    QTreeWidgetItem *row(GameActions::Id id) const;
    std::optional<GameActions::Id> capturing() const { return m_capture; }
    // Starts waiting for a key for `id` (replacing its keys, or adding to them).
    void capture(GameActions::Id id, bool add = false);
    void resetOne(GameActions::Id id);
    void resetAll();
    // The actions that share a key with another, now.
    QList<GameActions::Id> conflicting() const;
    // The action in words ("Move north", "Fire"), as the list shows it.
    static QString label(GameActions::Id id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    std::optional<GameActions::Id> selected() const;
    void keyCaptured(const QKeySequence &key);

    GameActions &m_actions;
    std::function<void()> m_changed;
    QTreeWidget *m_list = nullptr;
    QLabel *m_help = nullptr;
    QLabel *m_conflict = nullptr;
    QPushButton *m_set = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_resetAll = nullptr;
    std::optional<GameActions::Id> m_capture;
    bool m_captureAdds = false;
};

} // namespace pd
