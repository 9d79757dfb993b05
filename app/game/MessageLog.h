#pragma once

#include <QListView>

namespace pd {

class GameSession;
class LogModel;

// The message log under the map: the session's log worded in the reader's language (LogModel),
// newest last and kept in view, following the run by itself; worded again when the language
// changes. Its accessible description is the latest lines, so a screen reader says what just
// happened.
class MessageLog : public QListView {
    Q_OBJECT

public:
    explicit MessageLog(const GameSession &session, QWidget *parent = nullptr);

    LogModel *logModel() const { return m_model; }
    // The theme changed: the rows take its colours.
    void recolour();

protected:
    void changeEvent(QEvent *event) override;

private:
    void speak();
    void reword();
    static constexpr int kSpokenLines = 3; // the lines its accessible text holds

    const GameSession &m_session;
    LogModel *m_model = nullptr;
};

} // namespace pd
