#include "MapFollower.h"

#include "GameSession.h"
#include "PlayController.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "settings/AppSettings.h"
#include "view/MapView.h"

#include <algorithm>

namespace pd {

MapFollower::MapFollower(const GameSession &session, const PlayController &play, MapView &map,
                         QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_play(play)
    , m_map(map) {
    connect(&session, &GameSession::started, this, [this] {
        m_map.setGame(m_session.game());
        applyZoom();
        showControls();
    });
    connect(&session, &GameSession::turnPlayed, this, [this](const TurnResult &turn) {
        // A new level or room: the zoom fits it, unless the player chose one.
        const bool newLevel =
            std::any_of(turn.events.begin(), turn.events.end(),
                        [](const GameEvent &e) { return e.kind == GameEvent::Kind::LevelChanged; });
        // The map takes the new level first, then the zoom: a zoom that rebuilt the scene
        // before would leave the turn's steps (the walk through a door, in the old room's
        // cells) to be played on the new room, and the hero drawn where he is not.
        m_map.refresh();
        if (newLevel && isFitting())
            applyZoom();
        m_map.animate(turn.events);
        showControls(); // the path and the aim line from where the hero stands now
    });
    connect(&play, &PlayController::changed, this, &MapFollower::showControls);
    connect(&play, &PlayController::aboutToSubmit, &map, &MapView::finishAnimations);
    connect(&map, &MapView::zoomChanged, this, [this](int step) {
        if (!m_zoomPack.isEmpty())
            AppSettings::instance().setPackZoom(m_zoomPack, step);
    });
    connect(&map, &MapView::viewResized, this, [this] {
        if (m_session.game() && isFitting())
            applyZoom();
    });
}

bool MapFollower::isFitting() const {
    const Pack *pack = m_session.pack();
    return pack && !AppSettings::instance().packZoom(pack->manifest.id) &&
           AppSettings::instance().defaultZoom() < 0;
}

void MapFollower::fitAgain() {
    const Pack *pack = m_session.pack();
    if (!pack)
        return;
    AppSettings::instance().clearPackZoom(pack->manifest.id);
    applyZoom();
}

// The largest zoom that shows a level smaller than about 40 by 25 cells whole (a maze of 13 by
// 13, a room), else about 40 by 25 cells of it (the map should fill the view, not a corner).
int MapFollower::fittingStep() const {
    const TileMap &map = m_session.game()->level().level.map;
    const int across = std::clamp(map.width() + 2, 12, 40);
    const int down = std::clamp(map.height() + 2, 8, 25);
    const QSize view = m_map.viewport()->size();
    const int fit = std::min(view.width() / across, view.height() / down);
    int step = 0;
    for (int i = 0; i < int(MapView::cellSizes().size()); ++i)
        if (MapView::cellSizes()[std::size_t(i)] <= fit)
            step = i;
    return step;
}

void MapFollower::showControls() {
    m_map.setLookCursor(m_play.cursor());
    m_map.setAimPreview(m_play.aimPreview());
    m_map.setPathPreview(m_play.pathPreview());
}

// The zoom a pack was last played at; the first time, the largest that shows the hero's
// surroundings, about 40 by 25 cells (the map should fill the window, not a corner of it).
void MapFollower::applyZoom() {
    const Pack *pack = m_session.pack();
    if (!pack)
        return;
    // Preferences ▸ Display: the default zoom, unless it is "fit the window".
    int step = AppSettings::instance()
                   .packZoom(pack->manifest.id)
                   .value_or(AppSettings::instance().defaultZoom());
    if (step < 0)
        step = fittingStep();
    m_zoomPack.clear(); // the zoom chosen here is not the player's to keep
    m_map.setZoom(step);
    m_zoomPack = pack->manifest.id;
}

} // namespace pd
