#pragma once

#include "gen/LevelStats.h"

#include <QAbstractListModel>
#include <QImage>
#include <QMap>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

namespace pd {

// The figures a contact sheet sorts and filters by.
enum class SheetFigure { Seed, Rooms, Area, Monsters, Items, Chests, Traps, PathLength, Floor };

// A contact sheet: one thumbnail and its figures per seed, filled in as the batch makes them.
class ContactSheetModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { SeedRole = Qt::UserRole + 1, ReadyRole, PinnedRole, FiguresRole, ErrorRole };

    explicit ContactSheetModel(QObject *parent = nullptr);

    void reset(const QList<std::uint64_t> &seeds);
    // `contents`: the ids of the records (monsters, items, traps) each depth the batch made
    // holds, by depth (see ContactSheetFilter::setContains).
    void setLevel(int row, const LevelStats &stats, const QImage &thumbnail,
                  const QMap<int, QStringList> &contents = {});
    void setPinned(std::uint64_t seed, bool pinned);
    const QSet<std::uint64_t> &pinned() const { return m_pinned; }
    std::uint64_t seed(int row) const { return m_rows.value(row).seed; }
    const LevelStats *stats(int row) const;
    // The seed's record ids at depth `depth` (1 up); nullptr when not made (yet).
    const QStringList *contents(int row, int depth) const;
    int readyCount() const { return m_ready; }
    static qint64 figure(const LevelStats &stats, SheetFigure figure);
    // "9 monsters · 2 items · 1 chest", each counted in words: every kind (chips and traps too)
    // when asked, else the three a thumbnail has room for.
    static QString countsText(const LevelStats &stats, const QString &separator,
                              bool allKinds = false);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    struct Row {
        std::uint64_t seed = 0;
        bool ready = false;
        LevelStats stats;
        QImage thumbnail;
        QMap<int, QStringList> contents; // by depth
    };
    QList<Row> m_rows;
    QSet<std::uint64_t> m_pinned;
    int m_ready = 0;
};

// Sorts the sheet by one figure (pinned seeds first, seeds not made yet last) and keeps the
// seeds whose figure lies in a range.
class ContactSheetFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ContactSheetFilter(QObject *parent = nullptr);
    void setSortFigure(SheetFigure figure, Qt::SortOrder order);
    void setRange(SheetFigure figure, qint64 min, qint64 max); // min > max: no filter
    void setPinnedOnly(bool on);
    // Keeps the seeds where the record `id` appears at a depth from 1 to `toDepth` ("seeds where
    // the wraith appears by depth 2"); an empty id filters nothing. A seed not made yet, or not
    // yet to that depth, is shown until it is.
    void setContains(const QString &id, int toDepth);
    QString containsId() const { return m_containsId; }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    SheetFigure m_sort = SheetFigure::Seed;
    SheetFigure m_filter = SheetFigure::Monsters;
    qint64 m_min = 1;
    qint64 m_max = 0;
    bool m_pinnedOnly = false;
    QString m_containsId;
    int m_containsDepth = 1;
};

// Draws a sheet entry: the thumbnail, a pin, and two lines of figures under it.
class ContactSheetDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit ContactSheetDelegate(QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int kThumbWidth = 168;
    static constexpr int kThumbHeight = 112;
};

} // namespace pd
