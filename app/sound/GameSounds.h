#pragma once

#include <QObject>

namespace pd {

class GameSession;
class SoundBoard;
class SoundSink;

// What the Game tab sounds, following the run by itself: a new run's pack and music, every
// turn's effects (soundcues) and the music the game calls for after it. The menus' clicks are
// played through it too, so a test's sink hears everything.
class GameSounds : public QObject {
    Q_OBJECT

public:
    explicit GameSounds(const GameSession &session, QObject *parent = nullptr);

    SoundBoard *board() const { return m_board; }
    // Where sounds go: the board unless a test records them (nullptr: the board).
    void setSink(SoundSink *sink);
    void playEffect(const QString &name);
    // Sound off, or on again (the mute key); true when it is off now.
    bool toggleMute();

private:
    const GameSession &m_session;
    SoundBoard *m_board = nullptr;
    SoundSink *m_sink = nullptr;
};

} // namespace pd
