#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;
class QTableWidget;

namespace pd {

class GameSession;

// Death or victory: the run's summary, the death recap (the last blows, the fatal one last),
// "This run" (kills by kind, items identified, spells) and the high-score table with this
// run's row highlighted. N starts a new run, R the same seed again; the arrow and page keys
// scroll the recap. It lies over the map.
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
    QScrollArea *m_recapArea = nullptr;
    QLabel *m_blowsHeading = nullptr;
    QList<QLabel *> m_blows; // kBlows lines, the unused ones hidden
    QLabel *m_runHeading = nullptr;
    QLabel *m_run = nullptr;
    static constexpr int kBlows = 5;
    static constexpr int kRecapMaxHeight = 260; // beyond it the recap scrolls
    QTableWidget *m_table = nullptr;
    QLabel *m_keys = nullptr;
};

} // namespace pd
