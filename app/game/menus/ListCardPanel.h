#pragma once

#include "GamePanel.h"

namespace pd {

struct ItemRecord;

// A menu whose body is a list by heading then row on the left and a card of details on the
// right (the items, equipment and spells menus). A row's id (an item, a spell) is its data in
// Qt::UserRole; headings have none.
class ListCardPanel : public GamePanel {
    Q_OBJECT

public:
    // The selected row's id ("" for a heading or nothing).
    QString selectedId() const;
    // Selects the row of this id; false when there is none.
    bool selectId(const QString &id);
    // The card's text (rich text).
    QString descriptionText() const;
    // The maze-duel report's two-level list: the categories first (kinds of item, elements),
    // Enter opens one, Backspace goes back to them.
    void setTwoLevel(bool on);
    bool isTwoLevel() const { return m_twoLevel; }
    // In a two-level list, the category open (its heading's text), "" at the top.
    QString openCategory() const;

protected:
    // `name` names the widgets (name + "List", name + "Details"); `columns` the list's.
    ListCardPanel(GameSession &session, const QString &name, int columns, QWidget *parent);
    // The selected row's data in `role`, and the first row (depth first) whose `role` data is
    // `value` and that `accept`s, selected.
    QString selectedData(int role) const;
    bool selectRow(int role, const QString &value,
                   const std::function<bool(const QTreeWidgetItem *)> &accept = {});
    // After a refresh lost the selection: the first row that is not a heading.
    void selectFirstRow();
    // Called when the selection moves: fill the card and the actions.
    virtual void updateDetails() = 0;
    // At the end of a refresh: a two-level list shows the level it showed before.
    void showLevel();
    // An item's card (rich text, in the game's palette): GameWording::itemCard's words.
    static QString itemCard(const Game &game, const ItemRecord &item);
    bool enter() override;
    bool back() override;
    bool walkable(const QTreeWidgetItem *item) const override;

    QTreeWidget *m_list = nullptr;
    QLabel *m_details = nullptr;

private:
    QTreeWidgetItem *rootItem() const;
    bool m_twoLevel = false;
    int m_category = -1; // the open category's row among the headings; -1 at the top
};

} // namespace pd
