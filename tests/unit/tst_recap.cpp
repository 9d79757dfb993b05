// The run's end (issue 33): the death recap (Game::lastBlows, the last blows the hero took) and
// "This run" (Game::runReport: kills by kind, items identified), kept by the game as it plays
// (engine/RunRecap.h), and the same after a save and a load and at a replay's end; the words
// for them (words/RecapWords.h).

#include "engine/BotRun.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "words/RecapWords.h"
#include "words/Words.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// A run the bot played to its end: its commands and its recap.
struct BotEnd {
    std::uint64_t seed = 0;
    QList<Command> commands;
    RunRecap recap;
    bool died = false;
};

BotEnd playToTheEnd(const Pack &pack, std::uint64_t seed) {
    BotOptions options;
    options.turns = 3000;
    BotEnd end;
    end.seed = seed;
    BotRun::play(pack, seed, options, {},
                 [&](const Game &g, const Command &, bool, const QList<LogEntry> &) {
                     if (g.isOver() && end.commands.isEmpty()) {
                         end.commands = g.commands();
                         end.recap = g.recap();
                         end.died = !g.state().alive;
                     }
                 });
    return end;
}

// The first of the bot's runs of seed 1 that dies after five blows or more (the pack's balance
// decides which).
BotEnd aBotDeath(const Pack &pack) {
    for (int i = 0; i < 40; ++i) {
        BotEnd end = playToTheEnd(pack, BotRun::seedFor(1, i));
        if (end.died && end.recap.blows.size() >= 5)
            return end;
    }
    return {};
}

} // namespace

class TestRecap : public QObject {
    Q_OBJECT

    std::shared_ptr<const Pack> m_classic;
    std::shared_ptr<const Pack> m_choices;
    std::shared_ptr<const Pack> m_minimal; // tests/data: its goblin stays as it is
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() {
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        Words::setLanguage(QStringLiteral("en"));
        m_classic = loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR "/classic"));
        m_choices = loadValidPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"));
        m_minimal = loadValidPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"));
    }

    // A hero who waits beside a goblin: every blow it lands is in the recap, in order, with the
    // log's amounts, the goblin's record, the turn, the depth and the HP left; the last is fatal.
    void theLastBlowsOfAScriptedDeath() {
        Game g(*m_minimal, 7, QStringLiteral("Ada"),
               makeLevel({"#######", "#.@g..#", "#######"}, {monster("goblin", 3, 1)}));
        const qint64 startHp = g.state().hero.stats.hp;
        QVERIFY(g.lastBlows(5).isEmpty());
        for (int i = 0; i < 500 && g.state().alive; ++i)
            QVERIFY(submitText(g, QStringLiteral("wait")));
        QVERIFY(!g.state().alive);
        QCOMPARE(g.state().cause.kind, DeathCause::Kind::KilledBy);
        // What the log says hit the hero, oldest first.
        QList<QPair<int, qint64>> hits;
        for (const LogEntry &e : g.state().log)
            if (e.kind == LogEntry::Kind::MonsterHits) {
                const auto a = e.as<LogEntry::Kind::MonsterHits>();
                QCOMPARE(a.monster, QStringLiteral("goblin"));
                if (a.damage > 0)
                    hits.append({e.turn, a.damage});
            }
        QVERIFY2(hits.size() >= 2, "the golem needs more than one blow");
        const QList<Blow> all = g.lastBlows(RunRecap::kMaxBlows);
        QCOMPARE(all.size(), std::min<qsizetype>(hits.size(), RunRecap::kMaxBlows));
        const qsizetype skip = hits.size() - all.size();
        qint64 hp = startHp;
        for (qsizetype i = 0; i < all.size(); ++i) {
            const Blow &b = all[i];
            QCOMPARE(b.how, Blow::How::Melee);
            QCOMPARE(b.id, QStringLiteral("goblin"));
            QCOMPARE(b.damage, hits[skip + i].second);
            QCOMPARE(b.turn, hits[skip + i].first);
            QCOMPARE(b.depth, 1);
            QCOMPARE(b.fatal, i == all.size() - 1);
            // HP only goes down between blows here but for the turns' regeneration.
            if (skip == 0 && i == 0)
                QVERIFY(b.hpAfter <= startHp - b.damage + b.turn);
            if (i > 0)
                QVERIFY(b.hpAfter <=
                        std::max<qint64>(0, hp - b.damage + (b.turn - all[i - 1].turn)));
            hp = b.hpAfter;
        }
        QCOMPARE(all.last().hpAfter, 0);
        // The last five, oldest first, the fatal one last.
        const QList<Blow> five = g.lastBlows(5);
        QCOMPARE(five.size(), std::min<qsizetype>(5, all.size()));
        QCOMPARE(five.last(), all.last());
        QCOMPARE(five.first(), all[all.size() - five.size()]);
        QVERIFY(g.lastBlows(0).isEmpty());
        // The words.
        const Blow &first = all.first();
        QCOMPARE(RecapWords::blowLine(first, g),
                 QStringLiteral("Turn %1, depth 1: the goblin hits you for %2 (HP %3 left).")
                     .arg(first.turn)
                     .arg(first.damage)
                     .arg(first.hpAfter));
        QCOMPARE(RecapWords::blowLine(all.last(), g),
                 QStringLiteral("Turn %1, depth 1: the goblin hits you for %2 (fatal).")
                     .arg(all.last().turn)
                     .arg(all.last().damage));
        // Nothing was killed or identified: "This run" says only how far and how long.
        const RunReport r = g.runReport();
        QVERIFY(r.kills.isEmpty());
        QVERIFY(r.identified.isEmpty());
        QCOMPARE(r.turns, g.state().turn);
        QCOMPARE(RecapWords::kills(r, g), QString());
    }

    // Kills are counted by kind, most first.
    void killsByKind() {
        Game g(
            *m_minimal, 3, QString(),
            makeLevel({"########", "#@gg.f.#", "########"},
                      {monster("goblin", 2, 1), monster("goblin", 3, 1), monster("fungus", 5, 1)}));
        for (int i = 0; i < 300 && g.state().alive && !g.level().actors.isEmpty(); ++i)
            QVERIFY(submitText(g, QStringLiteral("move e")) ||
                    submitText(g, QStringLiteral("wait")));
        QVERIFY(g.state().alive);
        const RunReport r = g.runReport();
        QCOMPARE(g.state().kills, 3);
        QCOMPARE(r.kills.size(), 2);
        QCOMPARE(r.kills[0], (QPair<QString, int>{QStringLiteral("goblin"), 2}));
        QCOMPARE(r.kills[1], (QPair<QString, int>{QStringLiteral("fungus"), 1}));
        QCOMPARE(
            RecapWords::kills(r, g),
            QStringLiteral("Killed: goblin × 2, %1 × 1")
                .arg(Words::inSentence(Words::monsterName(&g.pack(), QStringLiteral("fungus")))));
    }

    // A bot's run to its death, played again from its commands, saved half way and loaded: the
    // recap is the same every way.
    void theSameAfterASaveALoadAndAReplay() {
        const BotEnd end = aBotDeath(*m_classic);
        QVERIFY2(end.died, "a bot's run of classic dies after five blows");
        QVERIFY(end.recap.blows.size() >= 5);
        QVERIFY(end.recap.blows.last().fatal);
        // The replay.
        Game replayed(*m_classic, end.seed, QString());
        for (const Command &c : end.commands)
            QVERIFY(replayed.submit(c));
        QCOMPARE(replayed.recap(), end.recap);
        // Half way, a save and a load; then the rest of the commands.
        const qsizetype half = end.commands.size() * 3 / 4;
        Game live(*m_classic, end.seed, QString());
        for (qsizetype i = 0; i < half; ++i)
            QVERIFY(live.submit(end.commands[i]));
        QVERIFY(live.state().alive);
        QVERIFY2(!live.recap().blows.isEmpty(), "some blows before the save");
        const QString path = m_tmp.filePath(QStringLiteral("recap.save.json"));
        QString error;
        QVERIFY2(SaveGame::write(live, path, QStringLiteral(PD_TEST_PACKS_DIR "/classic"), &error),
                 qPrintable(error));
        Diagnostics d;
        std::unique_ptr<Game> loaded = SaveGame::read(*m_classic, path, d);
        QVERIFY2(loaded, qPrintable(d.toStringList().join(u'\n')));
        QCOMPARE(loaded->stateHash(), live.stateHash());
        QCOMPARE(loaded->recap(), live.recap());
        for (qsizetype i = half; i < end.commands.size(); ++i)
            QVERIFY(loaded->submit(end.commands[i]));
        QVERIFY(!loaded->state().alive);
        QCOMPARE(loaded->recap(), end.recap);
        QCOMPARE(loaded->lastBlows(5), replayed.lastBlows(5));
        // A Replay file's run as well.
        const Replay replay = Replay::of(*loaded, QStringLiteral(PD_TEST_PACKS_DIR "/classic"));
        std::unique_ptr<Game> rerun = replay.run(*m_classic);
        QVERIFY(rerun);
        QCOMPARE(rerun->recap(), end.recap);
    }

    // The recap is not part of the state: a game's hash and save are what they were.
    void theRecapIsNotState() {
        Game a(*m_minimal, 7, QString(),
               makeLevel({"#######", "#.@g..#", "#######"}, {monster("goblin", 3, 1)}));
        for (int i = 0; i < 20 && a.recap().blows.isEmpty(); ++i)
            QVERIFY(submitText(a, QStringLiteral("wait")));
        QVERIFY(!a.recap().blows.isEmpty());
        Game b(*m_minimal, 7, QString(),
               makeLevel({"#######", "#.@g..#", "#######"}, {monster("goblin", 3, 1)}));
        for (const Command &c : a.commands())
            QVERIFY(b.submit(c));
        b.restoreRecap(RunRecap());
        QCOMPARE(a.stateHash(), b.stateHash());
        QCOMPARE(a.toJson(), b.toJson());
    }

    // Each way of being hurt has its words; the room-by-room packs say "room", XP packs "XP".
    void theWordsOfEachBlow() {
        const Game g(*m_minimal, 1);
        Blow b;
        b.turn = 812;
        b.depth = 6;
        b.damage = 7;
        b.hpAfter = 3;
        b.how = Blow::How::Missile;
        b.id = QStringLiteral("archer");
        QCOMPARE(RecapWords::blowLine(b, g),
                 QStringLiteral("Turn 812, depth 6: the %1 shoots you for 7 (HP 3 left).")
                     .arg(Words::inSentence(Words::monsterName(&g.pack(), b.id))));
        b.how = Blow::How::Poison;
        b.id.clear();
        b.damage = 2;
        QCOMPARE(RecapWords::blow(b, g), QStringLiteral("the poison burns you for 2"));
        b.how = Blow::How::Trap;
        b.id = g.pack().traps.first().id;
        QVERIFY(RecapWords::blow(b, g).startsWith(QLatin1String("a ")));
        QVERIFY(RecapWords::blow(b, g).endsWith(QLatin1String(" hits you for 2")));
        for (int how = 0; how <= int(Blow::How::Bolt); ++how) {
            b.how = Blow::How(how);
            QVERIFY2(!RecapWords::blow(b, g).isEmpty(), qPrintable(QString::number(how)));
        }
        const auto perma = loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"));
        const Game rooms(*perma, 1);
        b.how = Blow::How::Bolt;
        b.damage = 4;
        b.hpAfter = 9;
        b.depth = 3;
        QCOMPARE(RecapWords::blowLine(b, rooms),
                 QStringLiteral("Turn 812, room 3: the bolt costs you 4 (XP 9 left)."));
    }

    // A potion drunk and so identified is in "This run" with the look it had.
    void anIdentifiedPotionIsListed() {
        const Game start(m_choices, 5);
        QJsonObject state = start.toJson();
        QJsonObject hero = state.value(QStringLiteral("hero")).toObject();
        QJsonArray inventory = hero.value(QStringLiteral("inventory")).toArray();
        inventory.append(QJsonObject{{QStringLiteral("item"), QStringLiteral("potion-hp-2")},
                                     {QStringLiteral("count"), 1}});
        hero.insert(QStringLiteral("inventory"), inventory);
        state.insert(QStringLiteral("hero"), hero);
        QString error;
        std::unique_ptr<Game> g = Game::fromJson(*m_choices, state, &error);
        QVERIFY2(g, qPrintable(error));
        const QString look = g->appearance(QStringLiteral("potion-hp-2"))->text;
        QVERIFY(submitText(*g, QStringLiteral("use potion-hp-2")));
        const RunReport r = g->runReport();
        QCOMPARE(r.identified, QStringList{QStringLiteral("potion-hp-2")});
        QCOMPARE(RecapWords::identified(r, *g),
                 QStringLiteral("Identified: %1: %2")
                     .arg(look, Words::inSentence(
                                    Words::itemName(&g->pack(), QStringLiteral("potion-hp-2")))));
        // The starting kit was known from the start: not "identified".
        QVERIFY(!r.identified.contains(QStringLiteral("potion-hp-1")));
        const QStringList lines = RecapWords::runLines(*g);
        QVERIFY(lines.contains(RecapWords::identified(r, *g)));
    }
};

QTEST_GUILESS_MAIN(TestRecap)
#include "tst_recap.moc"
