#include "MessageLog.h"

#include "GamePalette.h"
#include "GameSession.h"
#include "LogModel.h"
#include "ScreenReader.h"
#include "engine/Game.h"
#include "words/Words.h"

#include <QEvent>

namespace pd {

MessageLog::MessageLog(const GameSession &session, QWidget *parent)
    : QListView(parent)
    , m_session(session)
    , m_model(new LogModel(this)) {
    setObjectName(QStringLiteral("MessageLog"));
    word(*m_model, session);
    setModel(m_model);
    // Reached by F6 from the map (Tab is the fight key) or a click; never by Tab.
    setFocusPolicy(Qt::ClickFocus);
    setSelectionMode(QAbstractItemView::NoSelection);
    setUniformItemSizes(true);
    setWordWrap(false);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    GamePalette::setStyleSheet(
        this,
        QStringLiteral(
            "QListView { background: @log; border: none; border-top: 1px solid @edge; "
            "padding: 4px 8px; }"
            "QListView:focus { border: 2px solid @frame; padding: 2px 6px; }"
            "QScrollBar:vertical { background: @log; width: 10px; margin: 0; }"
            "QScrollBar::handle:vertical { background: @border; min-height: 24px; border-radius: "
            "4px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"));
    setAccessibleName(tr("Message log"));

    connect(&session, &GameSession::started, this, [this, &session] {
        m_model->clear();
        m_model->append(session.log()); // what the run said before its first turn
        scrollToBottom();
        speak();
    });
    connect(&session, &GameSession::turnPlayed, this, [this](const TurnResult &turn) {
        m_model->append(turn.logged);
        scrollToBottom();
        speak();
    });
}

void MessageLog::word(LogModel &model, const GameSession &session) {
    model.setWording([&session](const LogEntry &e) {
        return session.game() ? Words::logLine(e, *session.game()) : QString();
    });
    model.setChestWording([&session](const LogEntry &chest, const QList<LogEntry> &worths) {
        return session.game() ? Words::chestLine(chest, worths, *session.game()) : QString();
    });
}

QStringList MessageLog::worded(const GameSession &session, const QList<LogEntry> &entries) {
    LogModel model;
    word(model, session);
    model.append(entries);
    QStringList lines;
    for (int r = 0; r < model.rowCount(); ++r)
        lines << model.index(r).data().toString();
    return lines;
}

// The keyboard arrives on the newest line, which a screen reader then says; the arrows walk
// back from there.
void MessageLog::focusInEvent(QFocusEvent *event) {
    QListView::focusInEvent(event);
    if (m_model->rowCount() > 0) {
        const QModelIndex last = m_model->index(m_model->rowCount() - 1);
        setCurrentIndex(last);
        scrollTo(last);
    }
}

void MessageLog::recolour() {
    Q_EMIT m_model->dataChanged(m_model->index(0), m_model->index(m_model->rowCount() - 1));
}

void MessageLog::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Message log"));
        reword();
        speak();
    }
    QListView::changeEvent(event);
}

// The run's lines worded again in the language now: the log does not keep the words it was
// given (the session keeps the lines as data).
void MessageLog::reword() {
    if (!m_session.game())
        return;
    m_model->clear();
    m_model->append(m_session.log());
    scrollToBottom();
}

// The log's latest lines, newest last, as its accessible description.
void MessageLog::speak() {
    QStringList lines;
    const int rows = m_model->rowCount();
    for (int r = std::max(0, rows - kSpokenLines); r < rows; ++r)
        lines << m_model->index(r).data().toString();
    ScreenReader::describe(this, lines.join(u'\n'));
}

} // namespace pd
