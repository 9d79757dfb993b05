#pragma once

#include "engine/GameEvent.h"

#include <QListView>

namespace pd {

class GameSession;
class LogModel;

// The message log under the map: the session's log worded in the reader's language (LogModel),
// newest last and kept in view, following the run by itself; worded again when the language
// changes. Its accessible description is the latest lines, so a screen reader says what just
// happened. F6 from the map gives it the keyboard (Tab is the fight key): the arrows then walk
// its lines, Esc goes back to the map.
class MessageLog : public QListView {
    Q_OBJECT

public:
    explicit MessageLog(const GameSession &session, QWidget *parent = nullptr);

    LogModel *logModel() const { return m_model; }
    // The theme changed: the rows take its colours.
    void recolour();
    // `entries` of the session's run worded as the log words them (a chest and its treasures
    // as one line, a repeated line once with its count).
    static QStringList worded(const GameSession &session, const QList<LogEntry> &entries);

protected:
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    static void word(LogModel &model, const GameSession &session);
    void speak();
    void reword();
    static constexpr int kSpokenLines = 3; // the lines its accessible text holds

    const GameSession &m_session;
    LogModel *m_model = nullptr;
};

} // namespace pd
