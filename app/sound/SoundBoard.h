#pragma once

#include "SoundSink.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

class QAudioOutput;
class QMediaPlayer;
class QSoundEffect;

namespace pd {

class Pack;

// The game's sound through Qt Multimedia: every effect pre-loaded as QSoundEffects (a few of
// each, so one sound can overlap itself), the pack's own file where it names one and the
// program's built-in one (resources/sounds) otherwise, and the pack's music looping in a
// QMediaPlayer. Volumes and
// mute are remembered (QSettings "sound/effects", "sound/music", "sound/muted"). Without an audio
// device, or for a file that does not decode, it stays silent for that sound and logs one
// warning; it never shows a dialog.
class SoundBoard : public QObject, public SoundSink {
    Q_OBJECT

public:
    explicit SoundBoard(QObject *parent = nullptr);
    ~SoundBoard() override;

    // Qt Multimedia's FFmpeg backend unless the user chose one (QT_MEDIA_BACKEND): Debian 12's
    // GStreamer install lacks the WAV parser, so the default backend plays no music. Call it
    // before the QApplication is made.
    static void chooseBackend();
    // Whether `file` is a whole PCM WAV file (RIFF/WAVE, a "fmt " chunk Qt can play, a "data"
    // chunk that fits in the file); `why` says what is wrong. Qt's loader waits forever on a
    // cut-off file and holds up every sound behind it, so the board checks first.
    static bool isPlayableWav(const QString &file, QString *why = nullptr);

    // The file an effect plays for a pack: the one its sounds.json (or a pack it depends on)
    // names, else the program's own (":/sounds/NAME.wav", resources/sounds); empty for none.
    static QString effectFile(const Pack &pack, const QString &name);
    // The file a music track plays for a pack; empty when the pack has none.
    static QString musicFile(const Pack &pack, const QString &track);

    // Loads the pack's effects and music (nullptr: silence).
    void setPack(const Pack *pack);
    void playEffect(const QString &name) override;
    void playMusic(const QString &track) override;

    int effectsVolume() const { return m_effectsVolume; } // 0..100
    int musicVolume() const { return m_musicVolume; }
    bool isMuted() const { return m_muted; }
    void setEffectsVolume(int volume);
    void setMusicVolume(int volume);
    void setMuted(bool muted);

    // For tests and the status line: whether an effect has loaded and can play.
    bool isReady(const QString &name) const;
    QString currentTrack() const { return m_track; }
    bool hasAudioDevice() const;

Q_SIGNALS:
    void mutedChanged(bool muted);

private:
    void load();
    void checkDevice() const;
    void applyVolumes();
    void warnOnce(const QString &key, const QString &message);

    static constexpr int kVoices = 3; // copies of each effect, so it can overlap itself
    QHash<QString, QList<QSoundEffect *>> m_effects;
    QHash<QString, int> m_nextVoice;
    QHash<QString, QString> m_musicFiles; // track -> file
    QMediaPlayer *m_player = nullptr;
    QAudioOutput *m_output = nullptr;
    QString m_track;
    QSet<QString> m_warned;
    int m_effectsVolume = 80;
    int m_musicVolume = 50;
    bool m_muted = false;
    const Pack *m_pack = nullptr;
    bool m_loaded = false;
    int m_generation = 0;
    mutable bool m_deviceChecked = false;
    mutable bool m_device = false;
    mutable bool m_quiet = false; // this board holds back Qt's per-effect device warnings
};

} // namespace pd
