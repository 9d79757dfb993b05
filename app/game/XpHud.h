#pragma once

#include <QLabel>

namespace pd {

class GameSession;
class PlayController;

// XP as health (the chapter's packs): "XP 37" in large type at the map's bottom left, shown
// while such a run is played (not watched). The tab places it.
class XpHud : public QLabel {
    Q_OBJECT

public:
    XpHud(const GameSession &session, const PlayController &play, QWidget *parent = nullptr);

    void refresh();

private:
    const GameSession &m_session;
    const PlayController &m_play;
};

} // namespace pd
