#pragma once

#include "engine/GameState.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace pd {

// The persisted table of best runs (best score first; equal scores: the earlier run first).
class HighScores {
public:
    static constexpr int kCapacity = 20;

    struct Entry {
        QString hero;
        QString pack;
        QString seed;
        qint64 score = 0;
        int depth = 1;
        int turn = 0;
        bool won = false;
        DeathCause cause; // a table kept by an older version holds words: a Legacy cause
        QDateTime when;
        int kills = 0; // tables written before kills were counted read as 0

        QJsonObject toJson() const; // one row of the table file
    };

    const QList<Entry> &entries() const { return m_entries; }
    // The 1-based rank the run got, or 0 when it did not make the table.
    int insert(const Entry &entry);
    static Entry entryFor(const RunSummary &summary, const QString &pack, const QString &seed,
                          const QDateTime &when);

    // A missing file is an empty table; a damaged one is an error, and it is not overwritten
    // until the caller decides to.
    bool load(const QString &path, QString *error = nullptr);
    bool save(const QString &path, QString *error = nullptr) const; // atomically

private:
    QList<Entry> m_entries;
};

} // namespace pd
