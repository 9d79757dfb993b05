#include "ContactSheet.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

namespace pd {

ContactSheetModel::ContactSheetModel(QObject *parent)
    : QAbstractListModel(parent) {}

void ContactSheetModel::reset(const QList<std::uint64_t> &seeds) {
    beginResetModel();
    m_rows.clear();
    m_rows.reserve(seeds.size());
    for (std::uint64_t s : seeds) {
        Row r;
        r.seed = s;
        m_rows << r;
    }
    m_ready = 0;
    endResetModel();
}

void ContactSheetModel::setLevel(int row, const LevelStats &stats, const QImage &thumbnail,
                                 const QMap<int, QStringList> &contents) {
    if (row < 0 || row >= m_rows.size())
        return;
    Row &r = m_rows[row];
    if (!r.ready)
        ++m_ready;
    r.ready = true;
    r.stats = stats;
    r.thumbnail = thumbnail;
    r.contents = contents;
    const QModelIndex i = index(row);
    Q_EMIT dataChanged(i, i);
}

void ContactSheetModel::setPinned(std::uint64_t seed, bool pinned) {
    if (pinned == m_pinned.contains(seed))
        return;
    if (pinned)
        m_pinned.insert(seed);
    else
        m_pinned.remove(seed);
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].seed == seed)
            Q_EMIT dataChanged(index(row), index(row), {PinnedRole});
}

const LevelStats *ContactSheetModel::stats(int row) const {
    if (row < 0 || row >= m_rows.size() || !m_rows[row].ready)
        return nullptr;
    return &m_rows[row].stats;
}

const QStringList *ContactSheetModel::contents(int row, int depth) const {
    if (row < 0 || row >= m_rows.size() || !m_rows[row].ready)
        return nullptr;
    const auto found = m_rows[row].contents.constFind(depth);
    return found == m_rows[row].contents.constEnd() ? nullptr : &*found;
}

QString ContactSheetModel::countsText(const LevelStats &s, const QString &separator,
                                      bool allKinds) {
    const std::pair<int, QString> all[] = {{s.monsters, tr("%n monsters", nullptr, s.monsters)},
                                           {s.items, tr("%n items", nullptr, s.items)},
                                           {s.chests, tr("%n chests", nullptr, s.chests)},
                                           {s.chips, tr("%n chips", nullptr, s.chips)},
                                           {s.traps, tr("%n traps", nullptr, s.traps)}};
    QStringList parts;
    if (allKinds) {
        for (const auto &[count, text] : all)
            parts << text;
        return parts.join(separator);
    }
    // A thumbnail has room for three: the first three kinds the level has (monsters, items,
    // chests, chips, traps), else monsters, items and chests.
    for (const auto &[count, text] : all)
        if (count > 0 && parts.size() < 3)
            parts << text;
    if (parts.size() < 3)
        parts = QStringList{all[0].second, all[1].second, all[2].second};
    return parts.join(separator);
}

qint64 ContactSheetModel::figure(const LevelStats &s, SheetFigure figure) {
    switch (figure) {
    case SheetFigure::Seed:
        return qint64(s.seed);
    case SheetFigure::Rooms:
        return s.rooms;
    case SheetFigure::Area:
        return qint64(s.width) * s.height;
    case SheetFigure::Monsters:
        return s.monsters;
    case SheetFigure::Items:
        return s.items;
    case SheetFigure::Chests:
        return s.chests;
    case SheetFigure::Traps:
        return s.traps;
    case SheetFigure::PathLength:
        return s.pathLength;
    case SheetFigure::Floor:
        return s.floorPermille;
    }
    return 0;
}

int ContactSheetModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ContactSheetModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(r.seed);
    case Qt::DecorationRole:
        return r.thumbnail;
    case SeedRole:
        return QVariant::fromValue<qulonglong>(r.seed);
    case ReadyRole:
        return r.ready;
    case PinnedRole:
        return m_pinned.contains(r.seed);
    case ErrorRole:
        return r.stats.error;
    case FiguresRole:
    case Qt::ToolTipRole: {
        if (!r.ready)
            return tr("Seed %1: being made…").arg(r.seed);
        if (!r.stats.error.isEmpty())
            return tr("Seed %1: %2").arg(r.seed).arg(r.stats.error);
        const QString path =
            r.stats.pathLength < 0 ? tr("no way down") : tr("path %1").arg(r.stats.pathLength);
        if (role == FiguresRole)
            return QStringList{tr("%1 · %2 · %3×%4")
                                   .arg(r.seed)
                                   .arg(r.stats.generator)
                                   .arg(r.stats.width)
                                   .arg(r.stats.height),
                               tr("%n rooms", nullptr, r.stats.rooms) + QStringLiteral(" · ") +
                                   path,
                               countsText(r.stats, QStringLiteral(" · "))};
        return QString(
            tr("Seed %1, %2 level %3×%4")
                .arg(r.seed)
                .arg(r.stats.generator)
                .arg(r.stats.width)
                .arg(r.stats.height) +
            u'\n' + tr("%n rooms", nullptr, r.stats.rooms) + QStringLiteral(", ") +
            tr("floor %1%").arg(QLocale().toString(r.stats.floorPermille / 10.0, 'f', 1)) + u'\n' +
            countsText(r.stats, QStringLiteral(", "), true) + u'\n' +
            tr("Arrival to the way down: %1").arg(path));
    }
    default:
        return {};
    }
}

ContactSheetFilter::ContactSheetFilter(QObject *parent)
    : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
}

void ContactSheetFilter::setSortFigure(SheetFigure figure, Qt::SortOrder order) {
    m_sort = figure;
    invalidate();
    sort(0, order);
}

void ContactSheetFilter::setRange(SheetFigure figure, qint64 min, qint64 max) {
    m_filter = figure;
    m_min = min;
    m_max = max;
    invalidateFilter();
}

void ContactSheetFilter::setPinnedOnly(bool on) {
    m_pinnedOnly = on;
    invalidateFilter();
}

void ContactSheetFilter::setContains(const QString &id, int toDepth) {
    if (id == m_containsId && toDepth == m_containsDepth)
        return;
    m_containsId = id;
    m_containsDepth = std::max(1, toDepth);
    invalidateFilter();
}

bool ContactSheetFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const {
    const auto *model = static_cast<const ContactSheetModel *>(sourceModel());
    const bool descending = sortOrder() == Qt::DescendingOrder;
    // Pinned seeds lead and seeds still being made trail, whichever way the sheet is sorted.
    const bool lp = left.data(ContactSheetModel::PinnedRole).toBool();
    const bool rp = right.data(ContactSheetModel::PinnedRole).toBool();
    if (lp != rp)
        return descending ? rp : lp;
    const LevelStats *a = model->stats(left.row());
    const LevelStats *b = model->stats(right.row());
    if (!a || !b) {
        if (a == b)
            return left.row() < right.row();
        return descending ? !a : bool(a);
    }
    const qint64 x = ContactSheetModel::figure(*a, m_sort),
                 y = ContactSheetModel::figure(*b, m_sort);
    if (x != y)
        return x < y;
    return descending ? a->seed > b->seed : a->seed < b->seed;
}

bool ContactSheetFilter::filterAcceptsRow(int row, const QModelIndex &) const {
    const auto *model = static_cast<const ContactSheetModel *>(sourceModel());
    const bool pinned = model->pinned().contains(model->seed(row));
    if (m_pinnedOnly && !pinned)
        return false;
    if (pinned)
        return true;
    const LevelStats *s = model->stats(row);
    if (!s)
        return true; // not made yet: shown until its figures say otherwise
    if (!m_containsId.isEmpty()) {
        bool found = false, known = true;
        for (int depth = 1; depth <= m_containsDepth && !found; ++depth) {
            const QStringList *ids = model->contents(row, depth);
            known = known && ids;
            found = ids && ids->contains(m_containsId);
        }
        if (!found && known)
            return false;
    }
    if (m_min > m_max)
        return true;
    const qint64 v = ContactSheetModel::figure(*s, m_filter);
    return v >= m_min && v <= m_max;
}

ContactSheetDelegate::ContactSheetDelegate(QObject *parent)
    : QStyledItemDelegate(parent) {}

QSize ContactSheetDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &) const {
    const int line = option.fontMetrics.height();
    return {kThumbWidth + 36, kThumbHeight + 3 * line + 12};
}

void ContactSheetDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const {
    painter->save();
    const QRect r = option.rect.adjusted(2, 2, -2, -2);
    const bool selected = option.state & QStyle::State_Selected;
    painter->fillRect(r, selected ? option.palette.highlight() : option.palette.base());
    const QRect thumbRect(r.left() + (r.width() - kThumbWidth) / 2, r.top() + 2, kThumbWidth,
                          kThumbHeight);
    painter->fillRect(thumbRect, QColor(0x0b, 0x0b, 0x0e));
    const QImage thumb = index.data(Qt::DecorationRole).value<QImage>();
    if (!thumb.isNull()) {
        const QSize fitted = thumb.size().scaled(thumbRect.size(), Qt::KeepAspectRatio);
        const QRect target(thumbRect.left() + (thumbRect.width() - fitted.width()) / 2,
                           thumbRect.top() + (thumbRect.height() - fitted.height()) / 2,
                           fitted.width(), fitted.height());
        painter->drawImage(target, thumb);
    } else {
        painter->setPen(option.palette.color(QPalette::PlaceholderText));
        painter->drawText(thumbRect, Qt::AlignCenter,
                          index.data(ContactSheetModel::ErrorRole).toString().isEmpty()
                              ? QStringLiteral("…")
                              : QStringLiteral("⚠"));
    }
    if (index.data(ContactSheetModel::PinnedRole).toBool()) {
        const QRect pin(thumbRect.right() - 20, thumbRect.top() + 4, 16, 16);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(QColor(0xff, 0xc8, 0x30));
        painter->setPen(QPen(Qt::black, 1));
        painter->drawEllipse(pin);
    }
    painter->setPen(selected ? option.palette.color(QPalette::HighlightedText)
                             : option.palette.color(QPalette::Text));
    const QStringList lines = index.data(ContactSheetModel::FiguresRole).toStringList();
    const int line = option.fontMetrics.height();
    int y = thumbRect.bottom() + 4;
    const QStringList shown =
        lines.isEmpty() ? QStringList{index.data(Qt::DisplayRole).toString()} : lines;
    for (const QString &text : shown) {
        painter->drawText(QRect(r.left() + 3, y, r.width() - 6, line), Qt::AlignLeft,
                          option.fontMetrics.elidedText(text, Qt::ElideRight, r.width() - 6));
        y += line;
    }
    painter->restore();
}

} // namespace pd
