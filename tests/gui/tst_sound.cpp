// The sound layer: which effect every event kind plays, that every sound the program has decodes
// in a real QSoundEffect (and every pack's music, more than a minute of it, in Qt's decoder), that
// a pack's own effect replaces the program's, that a broken file costs one warning and
// nothing else, that volumes are remembered, and that a game's turns reach the sound sink.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "game/GameActions.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "sound/GameSounds.h"
#include "sound/SoundBoard.h"
#include "sound/SoundCues.h"
#include "sound/SoundSink.h"

#include <QApplication>
#include <QAudioBuffer>
#include <QAudioDecoder>
#include <QEventLoop>
#include <QSettings>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace pd;
using namespace pd::test;
using namespace Qt::Literals::StringLiterals;

Q_DECLARE_METATYPE(pd::GameEvent)

namespace {

struct RecordingSink : SoundSink {
    QStringList effects;
    QStringList music;
    void playEffect(const QString &name) override { effects << name; }
    void playMusic(const QString &track) override {
        if (music.isEmpty() || music.last() != track)
            music << track;
    }
};

QStringList warnings;
QtMessageHandler previousHandler = nullptr;
void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text) {
    if (type == QtWarningMsg)
        warnings << text;
    if (previousHandler)
        previousHandler(type, context, text);
}

GameEvent ev(GameEvent::Kind kind) {
    GameEvent e;
    e.kind = kind;
    return e;
}

const char *const kPacks[] = {"classic", "maze-duel", "permadungeon", "permadungeon-homework"};
QSet<int> coveredKinds; // the kinds the data rows below give an expectation for

} // namespace

class TestSound : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        isolateSettings("SoundTest");
        Diagnostics d;
        m_classic = shippedPack("classic", d);
    }

    void everyEventKindHasItsEffect_data() {
        QTest::addColumn<GameEvent>("event");
        QTest::addColumn<QStringList>("effects");
        using K = GameEvent::Kind;
        auto row = [](const char *name, GameEvent e, QStringList effects) {
            coveredKinds << int(e.kind);
            QTest::newRow(name) << e << effects;
        };
        GameEvent heroStep = ev(K::Moved);
        heroStep.actor = 0;
        GameEvent monsterStep = ev(K::Moved);
        monsterStep.actor = 3;
        row("hero steps", heroStep, {u"step"_s});
        row("monster steps", monsterStep, {});
        GameEvent hit = ev(K::Attacked), miss = hit, critical = hit, blocked = hit;
        miss.miss = true;
        critical.critical = true;
        blocked.blocked = true;
        row("hit", hit, {u"hit"_s});
        row("miss", miss, {u"miss"_s});
        row("critical", critical, {u"critical"_s});
        row("blocked", blocked, {u"block"_s});
        row("died", ev(K::Died), {u"die"_s});
        row("hero died", ev(K::HeroDied), {u"hero-die"_s});
        row("picked up", ev(K::PickedUp), {u"pickup"_s});
        row("dropped", ev(K::Dropped), {u"pickup"_s});
        row("chest", ev(K::ChestOpened), {u"chest"_s});
        row("trap", ev(K::TrapSprung), {u"trap"_s});
        GameEvent shot = ev(K::BoltFired);
        shot.id = u"sling-1"_s;
        GameEvent spellBolt = ev(K::BoltFired);
        spellBolt.id = u"fire-1a"_s;
        row("shot", shot, {u"bolt"_s});
        row("spell flying", spellBolt, {}); // its SpellCast sounds
        row("item used", ev(K::ItemUsed), {u"drink"_s});
        GameEvent began = ev(K::StatusChanged), blessed = began, ended = began;
        began.id = u"poison"_s;
        began.amount = 5;
        blessed.id = u"hasted"_s;
        blessed.amount = 10;
        ended.id = u"hasted"_s;
        row("status begins", began, {u"debuff"_s});
        row("blessing begins", blessed, {u"buff"_s});
        row("status ends", ended, {u"expire"_s});
        GameEvent poisoned = ev(K::StatusHarmed), burning = poisoned;
        poisoned.id = u"poison"_s;
        burning.id = u"burning"_s;
        row("poison bites", poisoned, {u"poison"_s});
        row("burning hurts", burning, {u"burn"_s});
        row("teleported", ev(K::Teleported), {u"teleport"_s});
        row("turned", ev(K::Turned), {u"menu-move"_s});
        row("equipped", ev(K::Equipped), {u"equip"_s});
        row("unequipped", ev(K::Unequipped), {u"equip"_s});
        row("swapped", ev(K::Swapped), {u"equip"_s});
        row("stairs", ev(K::LevelChanged), {u"stairs"_s});
        row("battle starts", ev(K::BattleStarted), {u"attack"_s});
        row("battle ends", ev(K::BattleEnded), {});
        row("won", ev(K::Won), {u"level"_s});
        row("message", ev(K::Message), {});
        GameEvent door = ev(K::Message);
        door.id = u"entered-room"_s;
        row("a room's door", door, {u"door"_s});
        row("level up", ev(K::LevelUp), {u"level"_s});
        row("xp", ev(K::XpGained), {});
        row("gold", ev(K::GoldGained), {u"gold"_s});
        row("refused", ev(K::Refused), {u"refused"_s});
        row("defended", ev(K::Defended), {u"defend"_s});
        GameEvent failed = ev(K::Escaped);
        failed.miss = true;
        row("escaped", ev(K::Escaped), {u"escape"_s});
        row("escape failed", failed, {u"refused"_s});
        row("fleeing", ev(K::Fleeing), {u"escape"_s});
        row("vanished", ev(K::Vanished), {u"escape"_s});
        row("appeared", ev(K::Appeared), {u"appear"_s});
        GameEvent rage = ev(K::CharacterShown), timid = rage;
        rage.id = u"rage"_s;
        timid.id = u"timid"_s;
        row("rage shows", rage, {u"buff"_s});
        row("timid shows", timid, {u"debuff"_s});
        row("healed", ev(K::Healed), {u"heal"_s});
        row("burned", ev(K::Burned), {u"burn"_s});
        row("buff expired", ev(K::BuffExpired), {u"expire"_s});
        // Spells by element, from the pack's own spells.
        for (const char *element : {"water", "fire", "wood", "earth", "holy", "evil"}) {
            GameEvent cast = ev(K::SpellCast);
            cast.id = QString::fromLatin1(element) + u"-1a"_s;
            row(qPrintable(u"spell "_s + QLatin1String(element)), cast,
                {u"spell-"_s + QLatin1String(element)});
        }
    }
    void everyEventKindHasItsEffect() {
        QFETCH(GameEvent, event);
        QFETCH(QStringList, effects);
        if (event.kind == GameEvent::Kind::SpellCast)
            QVERIFY2(m_classic.spell(event.id), qPrintable(event.id));
        QCOMPARE(soundcues::effectsFor(event, m_classic), effects);
    }

    void aScrollIsReadAndAWandZapped() {
        // The items of a pack that has them (the choices test pack: classic has neither kind).
        Diagnostics d;
        const Pack choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        GameEvent used = ev(GameEvent::Kind::ItemUsed);
        used.id = u"scroll-teleport"_s;
        QCOMPARE(soundcues::effectsFor(used, choices), QStringList{u"read"_s});
        used.id = u"wand-slow"_s;
        QCOMPARE(soundcues::effectsFor(used, choices), QStringList{u"zap"_s});
        used.id = u"staff-embers"_s;
        QCOMPARE(soundcues::effectsFor(used, choices), QStringList{u"zap"_s});
        used.id = u"potion-haste"_s;
        QCOMPARE(soundcues::effectsFor(used, choices), QStringList{u"drink"_s});
    }

    void theRowsCoverEveryKind() {
        // A kind added to GameEvent needs a row above (the switch in SoundCues has no default,
        // so the compiler asks for its sound; this asks for its test).
        for (int k = 0; k <= int(GameEvent::Kind::Teleported); ++k)
            QVERIFY2(coveredKinds.contains(k), qPrintable(QString::number(k)));
    }

    void everyCueExistsInEveryPack() {
        // Every name a cue can give is an effect the packs ship and sounds.json may name.
        QStringList names = {u"step"_s,   u"hit"_s,      u"miss"_s,   u"critical"_s, u"block"_s,
                             u"die"_s,    u"hero-die"_s, u"pickup"_s, u"chest"_s,    u"trap"_s,
                             u"bolt"_s,   u"spell"_s,    u"drink"_s,  u"equip"_s,    u"stairs"_s,
                             u"attack"_s, u"level"_s,    u"gold"_s,   u"refused"_s,  u"defend"_s,
                             u"escape"_s, u"appear"_s,   u"buff"_s,   u"debuff"_s,   u"heal"_s,
                             u"burn"_s,   u"expire"_s,   u"door"_s,   u"menu"_s,     u"read"_s,
                             u"zap"_s,    u"teleport"_s, u"poison"_s};
        for (const char *e : {"water", "fire", "wood", "earth", "holy", "evil"})
            names << u"spell-"_s + QLatin1String(e);
        for (const char *name : kPacks) {
            Diagnostics d;
            const Pack pack = shippedPack(name, d);
            for (const QString &effect : names) {
                QVERIFY2(SoundSet::effectNames().contains(effect), qPrintable(effect));
                // One copy for every pack: the program's own, built in (resources/sounds).
                const QString file = SoundBoard::effectFile(pack, effect);
                QCOMPARE(file, u":/sounds/"_s + effect + u".wav"_s);
                QVERIFY2(SoundBoard::isPlayableWav(file), qPrintable(file));
            }
            QVERIFY(pack.sounds.music.contains(u"explore"_s));
            QVERIFY(pack.sounds.music.contains(u"battle"_s));
        }
        // Every effect the packs may name has one of the program's own.
        for (const QString &effect : SoundSet::effectNames())
            QVERIFY2(QFile::exists(u":/sounds/"_s + effect + u".wav"_s), qPrintable(effect));
    }

    void aPacksOwnEffectReplacesTheProgramsOne() {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(u"sounds"_s);
        QVERIFY(QFile::copy(u":/sounds/gold.wav"_s, dir.filePath(u"sounds/coins.wav"_s)));
        Pack pack = m_classic;
        pack.rootPath = dir.path();
        pack.sounds.effects = {{u"gold"_s, u"sounds/coins.wav"_s}};
        QCOMPARE(SoundBoard::effectFile(pack, u"gold"_s), dir.filePath(u"sounds/coins.wav"_s));
        QCOMPARE(SoundBoard::effectFile(pack, u"hit"_s), u":/sounds/hit.wav"_s);
        QCOMPARE(SoundBoard::effectFile(pack, u"no-such-effect"_s), QString());
        QCOMPARE(SoundBoard::musicFile(pack, u"explore"_s),
                 dir.filePath(m_classic.sounds.music.value(u"explore"_s)));
        QCOMPARE(SoundBoard::musicFile(pack, u"no-such-track"_s), QString());
        // The board plays both: its own file and the program's.
        SoundBoard board;
        board.setPack(&pack);
        QTRY_VERIFY_WITH_TIMEOUT(board.isReady(u"gold"_s) && board.isReady(u"hit"_s), 10000);
    }

    void aTurnPlaysEachEffectOnceAndFewAtOnce() {
        GameEvent step = ev(GameEvent::Kind::Moved);
        step.actor = 0;
        QList<GameEvent> travel(12, step);
        travel << ev(GameEvent::Kind::Attacked) << ev(GameEvent::Kind::Attacked)
               << ev(GameEvent::Kind::Died) << ev(GameEvent::Kind::GoldGained)
               << ev(GameEvent::Kind::LevelUp);
        QCOMPARE(soundcues::turnEffects(travel, m_classic),
                 (QStringList{u"step"_s, u"hit"_s, u"die"_s, u"gold"_s}));
        QCOMPARE(soundcues::turnEffects(travel, m_classic, 10).size(), 5);
    }

    void everyBundledSoundDecodes() {
        // A real QSoundEffect loads every effect the program has (it decodes without an audio
        // device too)...
        QList<QSoundEffect *> effects;
        for (const QString &name : SoundSet::effectNames()) {
            auto *e = new QSoundEffect(this);
            e->setSource(QUrl(u"qrc:/sounds/"_s + name + u".wav"_s));
            effects << e;
        }
        for (QSoundEffect *e : std::as_const(effects)) {
            QTRY_VERIFY2_WITH_TIMEOUT(e->status() == QSoundEffect::Ready ||
                                          e->status() == QSoundEffect::Error,
                                      qPrintable(e->source().toString()), 10000);
            QVERIFY2(e->status() == QSoundEffect::Ready, qPrintable(e->source().toString()));
        }
        qDeleteAll(effects);
        // ... and Qt's decoder (the backend the music player uses) reads every pack's music
        // through: pieces of more than a minute, not loops of a few seconds.
        for (const char *name : kPacks) {
            Diagnostics d;
            const Pack pack = shippedPack(name, d);
            for (const QString &track : {u"explore"_s, u"battle"_s}) {
                const QString file = SoundBoard::musicFile(pack, track);
                QAudioDecoder decoder;
                qint64 microseconds = 0;
                QString failed;
                QEventLoop loop;
                connect(&decoder, &QAudioDecoder::bufferReady, this, [&] {
                    while (decoder.bufferAvailable())
                        microseconds += decoder.read().duration();
                });
                connect(&decoder, QOverload<QAudioDecoder::Error>::of(&QAudioDecoder::error), this,
                        [&] {
                            failed = decoder.errorString();
                            loop.quit();
                        });
                connect(&decoder, &QAudioDecoder::finished, &loop, &QEventLoop::quit);
                QTimer::singleShot(60000, &loop, &QEventLoop::quit);
                decoder.setSource(QUrl::fromLocalFile(file));
                decoder.start();
                loop.exec(); // until the decoder finishes or fails
                QVERIFY2(failed.isEmpty(), qPrintable(file + u": "_s + failed));
                QVERIFY2(!decoder.isDecoding(), qPrintable(file + u": still decoding"_s));
                QVERIFY2(
                    microseconds >= 60'000'000,
                    qPrintable(file + u": "_s + QString::number(microseconds / 1e6) + u" s"_s));
            }
        }
    }

    void aBrokenFileCostsOneWarningAndNothingElse() {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(u"sounds"_s);
        QFile bad(dir.filePath(u"sounds/hit.wav"_s));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QByteArray("junk that is not audio at all"));
        bad.close();
        // Cut off after its header: Qt's loader would wait for the rest for ever.
        QFile whole(u":/sounds/critical.wav"_s);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        QFile cut(dir.filePath(u"sounds/critical.wav"_s));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(whole.read(200));
        cut.close();
        QVERIFY(QFile::copy(u":/sounds/miss.wav"_s, dir.filePath(u"sounds/miss.wav"_s)));
        Pack pack = m_classic;
        pack.rootPath = dir.path();
        pack.sounds.effects = {{u"hit"_s, u"sounds/hit.wav"_s},
                               {u"critical"_s, u"sounds/critical.wav"_s},
                               {u"miss"_s, u"sounds/miss.wav"_s},
                               {u"step"_s, u"sounds/missing.wav"_s}};
        warnings.clear();
        previousHandler = qInstallMessageHandler(recordWarnings);
        {
            SoundBoard board;
            board.setPack(&pack);
            QTRY_VERIFY_WITH_TIMEOUT(board.isReady(u"miss"_s), 10000);
            // The broken files have said so once they were tried.
            QTRY_VERIFY_WITH_TIMEOUT(!warnings.filter(u"hit.wav"_s).isEmpty() &&
                                         !warnings.filter(u"critical.wav"_s).isEmpty() &&
                                         !warnings.filter(u"missing.wav"_s).isEmpty(),
                                     10000);
            board.playEffect(u"hit"_s); // silent, no crash
            board.playEffect(u"step"_s);
            board.playEffect(u"no-such-effect"_s);
            QVERIFY(!board.isReady(u"hit"_s));
            QVERIFY(!board.isReady(u"critical"_s));
            QVERIFY(!board.isReady(u"step"_s));
        }
        qInstallMessageHandler(previousHandler);
        const QStringList aboutHit = warnings.filter(u"hit.wav"_s);
        QCOMPARE(aboutHit.size(), 1); // one warning for three voices
        QCOMPARE(warnings.filter(u"missing.wav"_s).size(), 1);
        QCOMPARE(warnings.filter(u"critical.wav"_s).size(), 1);
        QVERIFY(warnings.filter(u"critical.wav"_s).first().contains(u"past the end"_s));
        QVERIFY(!SoundBoard::isPlayableWav(dir.filePath(u"sounds/critical.wav"_s)));
        QVERIFY(SoundBoard::isPlayableWav(dir.filePath(u"sounds/miss.wav"_s)));
        QCOMPARE(warnings.filter(u"No audio device detected"_s).size(), 0);
    }

    // A sound that is a named pipe is not opened (it would wait for a writer for ever).
    void aNamedPipeIsNoSound() {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"hit.wav"_s);
        const QByteArray name = QFile::encodeName(file);
        QCOMPARE(::mkfifo(name.constData(), 0600), 0);
        auto checked = std::async(std::launch::async, [file] {
            QString why;
            return SoundBoard::isPlayableWav(file, &why) ? u"playable"_s : why;
        });
        const bool finished =
            checked.wait_for(std::chrono::seconds(10)) == std::future_status::ready;
        if (!finished) {
            const int writer = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
            if (writer >= 0)
                ::close(writer);
        }
        QVERIFY2(finished, "the check waited on the pipe");
        QCOMPARE(checked.get(), u"not a regular file"_s);
    }

    void volumesAndMuteAreRemembered() {
        {
            SoundBoard board;
            board.setEffectsVolume(35);
            board.setMusicVolume(120); // clamped
            board.setMuted(true);
        }
        SoundBoard again;
        QCOMPARE(again.effectsVolume(), 35);
        QCOMPARE(again.musicVolume(), 100);
        QVERIFY(again.isMuted());
        again.setMuted(false);
        QVERIFY(!SoundBoard().isMuted());
    }

    void aGamesTurnsReachTheSink() {
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        RecordingSink sink;
        tab.sounds().setSink(&sink);
        QList<GameEvent> seen;
        connect(&tab.session(), &GameSession::turnPlayed, this,
                [&](const TurnResult &turn) { seen << turn.events; });
        QVERIFY(tab.session().start(m_classic.rootPath, u"7"_s, u"Ada"_s));
        QCOMPARE(sink.music, QStringList{u"explore"_s});
        QStringList expected;
        for (int i = 0; i < 40 && !tab.session().game()->isOver(); ++i) {
            seen.clear();
            QTest::keyClick(&tab, i % 4 == 3 ? Qt::Key_Tab : Qt::Key_O);
            expected << soundcues::turnEffects(seen, tab.session().game()->pack());
        }
        QCOMPARE(sink.effects, expected);
        QVERIFY(sink.effects.contains(u"step"_s));
        // A refused command is heard too; opening a menu clicks.
        // (on a live run: the blind presses above may have got the hero killed)
        if (tab.session().game()->isOver())
            QVERIFY(tab.session().start(m_classic.rootPath, u"8"_s, u"Ada"_s));
        sink.effects.clear();
        QTest::keyClick(&tab, Qt::Key_I);
        QCOMPARE(sink.effects, QStringList{u"menu"_s});
        // Shift+M mutes the board and says so; again turns it back on.
        QVERIFY(!tab.sounds().board()->isMuted());
        tab.perform(GameActions::Id::Mute);
        QVERIFY(tab.sounds().board()->isMuted());
        tab.perform(GameActions::Id::Mute);
        QVERIFY(!tab.sounds().board()->isMuted());
    }

private:
    Pack m_classic;
};

int main(int argc, char *argv[]) {
    SoundBoard::chooseBackend(); // as the app does: Qt reads it when the application starts
    QApplication app(argc, argv);
    TestSound test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sound.moc"
