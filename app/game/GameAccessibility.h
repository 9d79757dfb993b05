#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace pd {

class GameOverlays;
class GameSession;
class PlayController;
class StatusLine;

// What a screen reader hears of the Game tab: the names of its parts and menus, and what the
// map shows (the cell under the look or aim cursor, else the hero's own), which the tab, having
// the keyboard, says together with the status line, after the lines the last turn logged (so
// a player who does not see the log hears what happened). The message log and the hero's
// panel, reached by F6, speak for themselves.
class GameAccessibility : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QWidget *tab;
        QWidget *map;
        QWidget *stats;
        StatusLine *status;
    };
    GameAccessibility(const GameSession &session, const PlayController &play,
                      const GameOverlays &overlays, const Parts &parts, QObject *parent = nullptr);

    // The names in the language now, and what the map shows.
    void retranslate();
    // The map's cell and the status line, said again when they changed.
    void refresh();

    // The lines the last turn logged, as the tab says them (empty when it logged none).
    QStringList news() const { return m_news; }

private:
    void catchUp();

    const GameSession &m_session;
    const PlayController &m_play;
    const GameOverlays &m_overlays;
    Parts m_parts;
    QStringList m_news;
    qsizetype m_heard = 0; // the session's log lines already in m_news or before
    int m_newsTurn = -1;   // the game's turn m_news was taken at
};

} // namespace pd
