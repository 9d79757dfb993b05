#pragma once

#include <QObject>
#include <QString>

namespace pd {

class GameSession;
class MapView;
class PlayController;

// The map follows the run by itself: a new run's game at the zoom its pack was last played at,
// every turn's events animated, and the controller's cursor and previews drawn; the zoom the
// player picks is kept for the pack (AppSettings). Until the player picks one (and with the
// default zoom "fit the window"), the zoom fits the level anew on every new level or room and
// every change of the view's size: a small level whole, a large one about 40 by 25 cells.
class MapFollower : public QObject {
    Q_OBJECT

public:
    MapFollower(const GameSession &session, const PlayController &play, MapView &map,
                QObject *parent = nullptr);

    // Back to fitting: the zoom the player chose for the pack is forgotten (View ▸ Fit).
    void fitAgain();
    // Whether the zoom fits the level by itself (no zoom chosen for the pack).
    bool isFitting() const;

private:
    void applyZoom();
    int fittingStep() const;
    void showControls();

    const GameSession &m_session;
    const PlayController &m_play;
    MapView &m_map;
    QString m_zoomPack; // the pack whose zoom the player's changes are kept for
};

} // namespace pd
