#pragma once

#include <QObject>

class QWidget;

namespace pd {

class GameOverlays;
class GameSession;
class PlayController;
class StatusLine;

// What a screen reader hears of the Game tab: the names of its parts and menus, and what the
// map shows (the cell under the look or aim cursor, else the hero's own), which the tab, having
// the keyboard, says together with the status line. The message log speaks for itself.
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

private:
    const GameSession &m_session;
    const PlayController &m_play;
    const GameOverlays &m_overlays;
    Parts m_parts;
};

} // namespace pd
