#include "ListCardPanel.h"

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

} // namespace pd
