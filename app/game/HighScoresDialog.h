#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace pd {

// Game ▸ High scores (Ctrl+H): the high-score table of every pack, best first, as the death
// screen shows it, at any time; a table that cannot be read says why and shows nothing.
class HighScoresDialog : public QDialog {
    Q_OBJECT

public:
    // `path`: the table's file (GameSession::scoresPath()).
    explicit HighScoresDialog(const QString &path, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QString status() const;

private:
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace pd
