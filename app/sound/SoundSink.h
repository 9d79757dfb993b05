#pragma once

#include <QString>

namespace pd {

// Where the Game tab sends its sounds: the real board (Qt Multimedia) or, in tests, a recorder.
// Effects are named as in a pack's sounds.json ("step", "hit", "spell-fire", ...); the music is
// a track name ("explore", "battle") or empty for none.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    virtual void playEffect(const QString &name) = 0;
    virtual void playMusic(const QString &track) = 0;
};

} // namespace pd
