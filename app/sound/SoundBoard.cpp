#include "SoundBoard.h"

#include "AppLog.h"
#include "settings/AppSettings.h"

#include "data/Pack.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>

namespace pd {

namespace {

// Qt warns "No audio device detected" for every sound effect that loads without a device (when
// it has loaded, from its own thread's signal); the board has said so once already. While a
// board without a device lives, only that exact line is held back.
QtMessageHandler g_previous = nullptr;
int g_quietBoards = 0;
void quietAboutTheDevice(QtMsgType type, const QMessageLogContext &context, const QString &text) {
    if (type == QtWarningMsg && text == QLatin1String("No audio device detected"))
        return;
    if (g_previous)
        g_previous(type, context, text);
}

} // namespace

SoundBoard::SoundBoard(QObject *parent)
    : QObject(parent) {
    const AppSettings &settings = AppSettings::instance();
    m_effectsVolume = settings.effectsVolume();
    m_musicVolume = settings.musicVolume();
    m_muted = settings.muted();
    // The Settings dialog's Sound page changes them there: the board follows.
    connect(&AppSettings::instance(), &AppSettings::changed, this, [this](AppSettings::Key key) {
        const AppSettings &s = AppSettings::instance();
        if (key == AppSettings::Key::EffectsVolume)
            setEffectsVolume(s.effectsVolume());
        else if (key == AppSettings::Key::MusicVolume)
            setMusicVolume(s.musicVolume());
        else if (key == AppSettings::Key::Muted)
            setMuted(s.muted());
    });
}

void SoundBoard::checkDevice() const {
    if (m_deviceChecked)
        return;
    m_deviceChecked = true;
    m_device = !QMediaDevices::audioOutputs().isEmpty();
    if (!m_device) {
        const_cast<SoundBoard *>(this)->warnOnce(
            QStringLiteral("device"),
            QStringLiteral("sound: no audio output device; the game stays silent"));
        if (g_quietBoards++ == 0)
            g_previous = qInstallMessageHandler(quietAboutTheDevice);
        m_quiet = true;
    }
}

bool SoundBoard::hasAudioDevice() const {
    checkDevice();
    return m_device;
}

SoundBoard::~SoundBoard() {
    if (m_quiet && --g_quietBoards == 0)
        qInstallMessageHandler(g_previous);
}

bool SoundBoard::isPlayableWav(const QString &path, QString *why) {
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    QFile file(path);
    // Only a regular file is opened: a named pipe would block the program for ever.
    if (file.exists() && !QFileInfo(path).isFile())
        return fail(QStringLiteral("not a regular file"));
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.exists() ? QStringLiteral("cannot be read")
                                  : QStringLiteral("no such file"));
    const QByteArray head = file.read(12);
    if (head.size() < 12 || !head.startsWith("RIFF") || head.mid(8, 4) != "WAVE")
        return fail(QStringLiteral("not a WAV file (no RIFF/WAVE header)"));
    const auto u32 = [](const QByteArray &b, int at) {
        return quint32(quint8(b[at])) | quint32(quint8(b[at + 1])) << 8 |
               quint32(quint8(b[at + 2])) << 16 | quint32(quint8(b[at + 3])) << 24;
    };
    bool format = false;
    while (!file.atEnd()) {
        const QByteArray chunk = file.read(8);
        if (chunk.size() < 8)
            break;
        const quint32 size = u32(chunk, 4);
        if (quint64(file.pos()) + size > quint64(file.size()))
            return fail(QStringLiteral("the \"%1\" chunk runs past the end of the file")
                            .arg(QString::fromLatin1(chunk.left(4))));
        if (chunk.startsWith("fmt ")) {
            const QByteArray fmt = file.read(16);
            if (size < 16 || fmt.size() < 16)
                return fail(QStringLiteral("its format chunk is too short"));
            const int encoding = quint8(fmt[0]) | quint8(fmt[1]) << 8;
            const int channels = quint8(fmt[2]) | quint8(fmt[3]) << 8;
            const int bits = quint8(fmt[14]) | quint8(fmt[15]) << 8;
            if (encoding != 1 || channels < 1 || channels > 2 || (bits != 8 && bits != 16))
                return fail(QStringLiteral("not 8- or 16-bit PCM in one or two channels"));
            format = true;
            file.seek(file.pos() + size - 16 + (size & 1));
        } else if (chunk.startsWith("data")) {
            if (!format)
                return fail(QStringLiteral("its data comes before its format"));
            return size > 0 || fail(QStringLiteral("it holds no sound"));
        } else {
            file.seek(file.pos() + size + (size & 1));
        }
    }
    return fail(QStringLiteral("no sound data in it"));
}

void SoundBoard::chooseBackend() {
    if (qEnvironmentVariableIsEmpty("QT_MEDIA_BACKEND"))
        qputenv("QT_MEDIA_BACKEND", "ffmpeg");
}

void SoundBoard::setPack(const Pack *pack) {
    for (const QList<QSoundEffect *> &voices : std::as_const(m_effects))
        qDeleteAll(voices);
    m_effects.clear();
    m_nextVoice.clear();
    m_musicFiles.clear();
    if (m_player)
        m_player->stop();
    m_track.clear();
    m_loaded = false;
    m_pack = pack;
    if (!pack)
        return;
    // Loading the sounds (and reaching the audio server) takes longer than drawing the first
    // frame: it waits for the event loop, unless a sound is wanted before then.
    const int generation = ++m_generation;
    QTimer::singleShot(0, this, [this, generation] {
        if (generation == m_generation)
            load();
    });
}

QString SoundBoard::effectFile(const Pack &pack, const QString &name) {
    if (pack.sounds.effects.contains(name))
        return pack.sounds.filePath(QStringLiteral("effects"), name, pack.rootPath);
    const QString own = QStringLiteral(":/sounds/%1.wav").arg(name);
    return QFile::exists(own) ? own : QString();
}

QString SoundBoard::musicFile(const Pack &pack, const QString &track) {
    return pack.sounds.filePath(QStringLiteral("music"), track, pack.rootPath);
}

void SoundBoard::load() {
    if (m_loaded || !m_pack)
        return;
    m_loaded = true;
    checkDevice();
    const Pack *pack = m_pack;
    // Every effect the game plays, and any other the pack names.
    QStringList names = SoundSet::effectNames();
    for (auto it = pack->sounds.effects.cbegin(); it != pack->sounds.effects.cend(); ++it)
        if (!names.contains(it.key()))
            names << it.key();
    for (const QString &name : std::as_const(names)) {
        const QString file = effectFile(*pack, name);
        if (file.isEmpty())
            continue;
        QString why;
        if (!isPlayableWav(file, &why)) {
            warnOnce(file, QStringLiteral("sound: %1: %2; \"%3\" stays silent")
                               .arg(QDir::toNativeSeparators(file), why, name));
            continue;
        }
        QList<QSoundEffect *> voices;
        for (int i = 0; i < kVoices; ++i) {
            auto *effect = new QSoundEffect(this);
            connect(effect, &QSoundEffect::statusChanged, this, [this, effect, file] {
                if (effect->status() == QSoundEffect::Error)
                    warnOnce(file, QStringLiteral("sound: %1 does not decode; it stays silent")
                                       .arg(QDir::toNativeSeparators(file)));
            });
            effect->setSource(file.startsWith(u':') ? QUrl(QStringLiteral("qrc") + file)
                                                    : QUrl::fromLocalFile(file));
            voices << effect;
        }
        m_effects.insert(name, voices);
    }
    for (auto it = pack->sounds.music.cbegin(); it != pack->sounds.music.cend(); ++it)
        m_musicFiles.insert(it.key(), musicFile(*pack, it.key()));
    applyVolumes();
    const QString track = std::exchange(m_track, QString());
    if (!track.isEmpty())
        playMusic(track);
}

bool SoundBoard::isReady(const QString &name) const {
    if (!m_loaded)
        return false;
    const QList<QSoundEffect *> voices = m_effects.value(name);
    return !voices.isEmpty() && voices.first()->status() == QSoundEffect::Ready;
}

void SoundBoard::playEffect(const QString &name) {
    load(); // at once, if the first frame has not come yet
    if (m_muted || !m_device || m_effectsVolume == 0)
        return;
    const QList<QSoundEffect *> voices = m_effects.value(name);
    if (voices.isEmpty())
        return;
    // The next voice in turn, so a sound repeated quickly overlaps instead of cutting itself off.
    int &next = m_nextVoice[name];
    QSoundEffect *effect = voices[next % voices.size()];
    next = (next + 1) % int(voices.size());
    if (effect->status() == QSoundEffect::Ready)
        effect->play();
}

void SoundBoard::playMusic(const QString &track) {
    if (track == m_track)
        return;
    m_track = track;
    if (!m_loaded)
        return; // load() starts it
    const QString file = m_musicFiles.value(track);
    if (file.isEmpty() || !m_device) {
        if (m_player)
            m_player->stop();
        return;
    }
    if (!m_player) {
        m_player = new QMediaPlayer(this);
        m_output = new QAudioOutput(this);
        m_player->setAudioOutput(m_output);
        m_player->setLoops(QMediaPlayer::Infinite);
        connect(m_player, &QMediaPlayer::errorOccurred, this,
                [this](QMediaPlayer::Error, const QString &why) {
                    const QString source = m_player->source().toLocalFile();
                    warnOnce(source, QStringLiteral("sound: the music %1 does not play (%2); it "
                                                    "stays silent")
                                         .arg(QDir::toNativeSeparators(source), why));
                });
        applyVolumes();
    }
    m_player->stop();
    if (QFileInfo::exists(file) && !QFileInfo(file).isFile()) {
        // Only a regular file is played: a named pipe would block its reader for ever.
        warnOnce(file, QStringLiteral("sound: the music %1 is not a regular file; it stays silent")
                           .arg(QDir::toNativeSeparators(file)));
        return;
    }
    m_player->setSource(QUrl::fromLocalFile(file));
    if (!m_muted)
        m_player->play();
}

void SoundBoard::setEffectsVolume(int volume) {
    m_effectsVolume = std::clamp(volume, 0, 100);
    AppSettings::instance().setValue(AppSettings::Key::EffectsVolume, m_effectsVolume);
    applyVolumes();
}

void SoundBoard::setMusicVolume(int volume) {
    m_musicVolume = std::clamp(volume, 0, 100);
    AppSettings::instance().setValue(AppSettings::Key::MusicVolume, m_musicVolume);
    applyVolumes();
}

void SoundBoard::setMuted(bool muted) {
    if (m_muted == muted)
        return;
    m_muted = muted;
    AppSettings::instance().setValue(AppSettings::Key::Muted, m_muted);
    if (m_player) {
        if (m_muted)
            m_player->pause();
        else if (!m_track.isEmpty())
            m_player->play();
    }
    applyVolumes();
    Q_EMIT mutedChanged(m_muted);
}

void SoundBoard::applyVolumes() {
    // Volumes are perceived logarithmically: the slider is mapped the way Qt suggests.
    const auto level = [](int percent) {
        return float(QAudio::convertVolume(percent / 100.0, QAudio::LogarithmicVolumeScale,
                                           QAudio::LinearVolumeScale));
    };
    for (const QList<QSoundEffect *> &voices : std::as_const(m_effects)) {
        for (QSoundEffect *e : voices) {
            e->setVolume(level(m_effectsVolume));
            e->setMuted(m_muted);
        }
    }
    if (m_output) {
        m_output->setVolume(level(m_musicVolume));
        m_output->setMuted(m_muted);
    }
}

void SoundBoard::warnOnce(const QString &key, const QString &message) {
    if (m_warned.contains(key))
        return;
    m_warned.insert(key);
    qCWarning(lcSound).noquote() << message;
}

} // namespace pd
