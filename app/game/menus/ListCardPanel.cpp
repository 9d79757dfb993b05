#include "ListCardPanel.h"
#include "game/GamePalette.h"

#include "words/GameWording.h"

#include <QLabel>
#include <QTreeWidget>

namespace pd {

ListCardPanel::ListCardPanel(GameSession &session, const QString &name, int columns,
                             QWidget *parent)
    : GamePanel(session, parent) {
    const ListAndCard parts = addListAndCard(name, columns);
    m_list = parts.list;
    m_details = parts.card;
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] { updateDetails(); });
}

QString ListCardPanel::itemCard(const Game &game, const ItemRecord &item) {
    const GameWording::ItemCard card = GameWording::itemCard(game, item);
    const GamePalette &palette = GamePalette::current();
    const auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    QStringList lines;
    lines << palette.style(QStringLiteral("<p style='font-size:13pt; color:@accent'><b>%1</b></p>"))
                 .arg(esc(card.name));
    lines << palette.style(QStringLiteral("<p style='color:@dim'>%1</p>")).arg(esc(card.kind));
    if (!card.description.isEmpty())
        lines << palette.style(QStringLiteral("<p style='font-style:italic; color:@text'>%1</p>"))
                     .arg(esc(card.description));
    QStringList numbers;
    for (const QString &line : card.numbers)
        numbers << esc(line);
    if (!numbers.isEmpty())
        lines << QStringLiteral("<p>%1</p>").arg(numbers.join(QStringLiteral("<br>")));
    if (!card.carried.isEmpty())
        lines
            << palette.style(QStringLiteral("<p style='color:@dim'>%1</p>")).arg(esc(card.carried));
    return lines.join(QString());
}

QString ListCardPanel::selectedData(int role) const {
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, role).toString() : QString();
}

QString ListCardPanel::selectedId() const {
    return selectedData(Qt::UserRole);
}

bool ListCardPanel::selectRow(int role, const QString &value,
                              const std::function<bool(const QTreeWidgetItem *)> &accept) {
    if (value.isEmpty())
        return false;
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        if ((*it)->data(0, role).toString() == value && (!accept || accept(*it))) {
            m_list->setCurrentItem(*it);
            return true;
        }
    }
    return false;
}

bool ListCardPanel::selectId(const QString &id) {
    return selectRow(Qt::UserRole, id);
}

void ListCardPanel::selectFirstRow() {
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        if ((*it)->flags() & Qt::ItemIsSelectable) {
            m_list->setCurrentItem(*it);
            return;
        }
    }
}

QString ListCardPanel::descriptionText() const {
    return m_details->text();
}

void ListCardPanel::setTwoLevel(bool on) {
    if (on == m_twoLevel)
        return;
    m_twoLevel = on;
    m_category = -1;
    refresh();
}

QTreeWidgetItem *ListCardPanel::rootItem() const {
    return m_list->rootIndex().isValid() ? m_list->itemFromIndex(m_list->rootIndex()) : nullptr;
}

QString ListCardPanel::openCategory() const {
    const QTreeWidgetItem *root = rootItem();
    return root ? root->text(0) : QString();
}

void ListCardPanel::showLevel() {
    if (!m_twoLevel) {
        m_list->setRootIndex(QModelIndex());
        return;
    }
    const QSignalBlocker block(m_list);
    QTreeWidgetItem *was = m_list->currentItem();
    // At the top the categories are the rows: selectable, their contents folded away.
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *heading = m_list->topLevelItem(i);
        if (heading->childCount() > 0)
            heading->setFlags(heading->flags() | Qt::ItemIsSelectable);
    }
    QTreeWidgetItem *open = m_category >= 0 && m_category < m_list->topLevelItemCount()
                                ? m_list->topLevelItem(m_category)
                                : nullptr;
    if (open && open->childCount() > 0) {
        m_list->setRootIndex(m_list->indexFromItem(open));
        open->setExpanded(true);
        if (!was || was->parent() != open)
            m_list->setCurrentItem(open->child(0));
    } else {
        m_category = -1;
        m_list->setRootIndex(QModelIndex());
        for (int i = 0; i < m_list->topLevelItemCount(); ++i)
            m_list->topLevelItem(i)->setExpanded(false);
        QTreeWidgetItem *at = was && was->parent() ? was->parent() : was;
        if (!at || at->parent())
            at = m_list->topLevelItem(0);
        m_list->setCurrentItem(at);
    }
    updateDetails();
}

bool ListCardPanel::enter() {
    QTreeWidgetItem *at = m_list->currentItem();
    if (!m_twoLevel || rootItem() || !at || at->parent() || at->childCount() == 0)
        return false;
    m_category = m_list->indexOfTopLevelItem(at);
    showLevel();
    Q_EMIT moved();
    return true;
}

bool ListCardPanel::back() {
    QTreeWidgetItem *open = rootItem();
    if (!m_twoLevel || !open)
        return false;
    m_category = -1;
    m_list->setCurrentItem(open);
    showLevel();
    Q_EMIT moved();
    return true;
}

bool ListCardPanel::walkable(const QTreeWidgetItem *item) const {
    if (!m_twoLevel)
        return GamePanel::walkable(item);
    const QTreeWidgetItem *open = rootItem();
    return open ? item->parent() == open && (item->flags() & Qt::ItemIsSelectable)
                : !item->parent() && (item->flags() & Qt::ItemIsSelectable);
}

} // namespace pd
