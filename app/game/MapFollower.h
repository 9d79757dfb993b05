#pragma once

#include <QObject>
#include <QString>

namespace pd {

class GameSession;
class MapView;
class PlayController;

// The map follows the run by itself: a new run's game at the zoom its pack was last played at,
// every turn's events animated, and the controller's cursor and previews drawn; the zoom the
// player picks is kept for the pack (AppSettings).
class MapFollower : public QObject {
    Q_OBJECT

public:
    MapFollower(const GameSession &session, const PlayController &play, MapView &map,
                QObject *parent = nullptr);

private:
    void applyZoom();
    void showControls();

    const GameSession &m_session;
    const PlayController &m_play;
    MapView &m_map;
    QString m_zoomPack; // the pack whose zoom the player's changes are kept for
};

} // namespace pd
