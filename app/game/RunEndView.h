#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace pd {

class GameSession;

// Death or victory: the run's summary and the high-score table with this run's row
// highlighted. N starts a new run, R the same seed again; it lies over the map.
class RunEndView : public QWidget {
    Q_OBJECT

public:
    explicit RunEndView(QWidget *parent = nullptr);
    void show(const GameSession &session);

Q_SIGNALS:
    void newRunRequested();
    void sameSeedRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_keys = nullptr;
};

} // namespace pd
