#pragma once

#include "engine/GameEvent.h"

#include <QAbstractListModel>
#include <QColor>
#include <functional>

namespace pd {

// The message log's rows: the game's log worded, coloured by category, newest last; a line
// repeated straight after itself collapses into one row with a count ("×3").
class LogModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { CategoryRole = Qt::UserRole + 1, CountRole, TurnRole };
    using Wording = std::function<QString(const LogEntry &)>;

    explicit LogModel(QObject *parent = nullptr);
    void setWording(Wording wording) { m_wording = std::move(wording); }

    void clear();
    void append(const QList<LogEntry> &entries);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static QColor colour(LogEntry::Category c);
    static QColor darkColour(LogEntry::Category c); // on the dark theme

private:
    struct Row {
        QString text;
        LogEntry::Category category;
        int turn = 0;
        int count = 1;
    };
    QList<Row> m_rows;
    Wording m_wording;
};

} // namespace pd
