#include "GameSounds.h"

#include "SoundBoard.h"
#include "SoundCues.h"
#include "game/GameSession.h"

#include "engine/Game.h"

namespace pd {

GameSounds::GameSounds(const GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_board(new SoundBoard(this))
    , m_sink(m_board) {
    connect(&session, &GameSession::started, this, [this] {
        m_board->setPack(m_session.pack());
        m_sink->playMusic(soundcues::musicFor(*m_session.game()));
    });
    connect(&session, &GameSession::turnPlayed, this, [this](const TurnResult &turn) {
        const Game *game = m_session.game();
        if (!game)
            return;
        for (const QString &effect : soundcues::turnEffects(turn.events, game->pack()))
            m_sink->playEffect(effect);
        m_sink->playMusic(soundcues::musicFor(*game));
    });
}

void GameSounds::setSink(SoundSink *sink) {
    m_sink = sink ? sink : static_cast<SoundSink *>(m_board);
}

void GameSounds::playEffect(const QString &name) {
    m_sink->playEffect(name);
}

bool GameSounds::toggleMute() {
    m_board->setMuted(!m_board->isMuted());
    return m_board->isMuted();
}

} // namespace pd
