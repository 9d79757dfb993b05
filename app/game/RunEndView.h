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
    // A watched replay of a run still going at its end: the same card, its hero alive, and
    // whether the replay ends as it was recorded (`proven`, else `why` not), in words; Esc
    // goes back to the map.
    void showReplayEnd(const GameSession &session, bool proven, const QString &why);

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
    QString m_replayNote; // the replay's end, said on the card of a run still going
    bool m_going = false; // the card of a replay's end, its run still going
};

} // namespace pd
