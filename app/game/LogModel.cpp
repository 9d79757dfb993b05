#include "LogModel.h"
#include "game/GamePalette.h"

#include <QBrush>

namespace pd {

LogModel::LogModel(QObject *parent)
    : QAbstractListModel(parent) {}

void LogModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void LogModel::append(const QList<LogEntry> &entries) {
    QList<Row> fresh;
    for (const LogEntry &e : entries) {
        const QString text = m_wording ? m_wording(e) : QString();
        Row *last = !fresh.isEmpty() ? &fresh.last() : !m_rows.isEmpty() ? &m_rows.last() : nullptr;
        if (last && last->text == text && last->category == e.category) {
            ++last->count;
            last->turn = e.turn;
            if (fresh.isEmpty()) {
                const QModelIndex i = index(int(m_rows.size()) - 1);
                Q_EMIT dataChanged(i, i);
            }
            continue;
        }
        fresh.append({text, e.category, e.turn, 1});
    }
    if (fresh.isEmpty())
        return;
    beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + fresh.size() - 1));
    m_rows.append(fresh);
    endInsertRows();
}

int LogModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LogModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return r.count > 1 ? tr("%1 ×%2").arg(r.text).arg(r.count) : r.text;
    case Qt::ForegroundRole:
        return QBrush(colour(r.category));
    case CategoryRole:
        return int(r.category);
    case CountRole:
        return r.count;
    case TurnRole:
        return r.turn;
    case Qt::ToolTipRole:
        return tr("Turn %1").arg(r.turn);
    default:
        return {};
    }
}

QColor LogModel::colour(LogEntry::Category c) {
    // On the parchment theme the same hues, dark enough to read on light ground.
    const QColor dark = darkColour(c);
    return GamePalette::current().light ? dark.darker(c == LogEntry::Category::Info ? 380 : 220)
                                        : dark;
}

QColor LogModel::darkColour(LogEntry::Category c) {
    switch (c) {
    case LogEntry::Category::Info:
        return {0xd8, 0xd2, 0xc4};
    case LogEntry::Category::Combat:
        return {0xf0, 0x8a, 0x6a};
    case LogEntry::Category::Loot:
        return {0xf0, 0xd0, 0x60};
    case LogEntry::Category::Hazard:
        return {0xe8, 0x60, 0xc0};
    case LogEntry::Category::Flavour:
        return {0x9a, 0xb0, 0xc8};
    case LogEntry::Category::Warning:
        return {0xa8, 0xa0, 0x90};
    case LogEntry::Category::Story:
        return {0x90, 0xe0, 0xa8};
    }
    return Qt::white;
}

} // namespace pd
