#pragma once

#include "engine/GameEvent.h"

#include <QAbstractListModel>
#include <QColor>
#include <functional>

namespace pd {

// The message log's rows: the game's log worded, coloured by category, newest last; a line
// repeated straight after itself collapses into one row with a count ("×3"). Damage the hero
// takes and damage the hero deals have colours of their own (tone), whatever their category.
class LogModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { CategoryRole = Qt::UserRole + 1, CountRole, TurnRole, ToneRole };
    // Whose HP a line takes: the hero's (Taken), a monster's by the hero's hand (Dealt), or
    // neither (Neutral: the category's colour).
    enum class Tone { Neutral, Taken, Dealt };
    using Wording = std::function<QString(const LogEntry &)>;

    explicit LogModel(QObject *parent = nullptr);
    void setWording(Wording wording) { m_wording = std::move(wording); }
    // A chest and the worth of its treasures, which the game logs after it, worded as one line.
    using ChestWording = std::function<QString(const LogEntry &, const QList<LogEntry> &)>;
    void setChestWording(ChestWording wording) { m_chestWording = std::move(wording); }

    void clear();
    void append(const QList<LogEntry> &entries);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static QColor colour(LogEntry::Category c);
    static QColor darkColour(LogEntry::Category c); // on the dark theme
    static Tone tone(const LogEntry &e);
    // A tone's colour on the current theme, in the player's colour palette (ColourVision);
    // Neutral gives the category's colour.
    static QColor toneColour(Tone t, LogEntry::Category c);

private:
    struct Row {
        QString text;
        LogEntry::Category category;
        Tone tone = Tone::Neutral;
        int turn = 0;
        int count = 1;
    };
    QList<Row> m_rows;
    Wording m_wording;
    ChestWording m_chestWording;
};

} // namespace pd
