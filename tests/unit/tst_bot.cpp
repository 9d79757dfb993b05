// The bot (BotRun, BotReport and `permadungeon-cli bot`): whole runs played by AutoPlay, counted
// the same on any number of threads, and the command line's arguments, exit codes and JSON.

#include "engine/BotCompare.h"
#include "engine/BotRun.h"

#include "CliRun.h"
#include "ScenarioLevel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// Everything a report says, run by run, as text (to compare two reports whole).
QString fingerprint(const BotReport &r) {
    QStringList lines;
    for (const BotRun &run : r.runs) {
        QStringList xp, gold, items;
        for (qint64 v : run.xpAt)
            xp << QString::number(v);
        for (qint64 v : run.goldAt)
            gold << QString::number(v);
        for (auto it = run.itemsUsed.constBegin(); it != run.itemsUsed.constEnd(); ++it)
            items << it.key() + u'=' + QString::number(it.value());
        lines << QStringLiteral("%1 %2 end%3 %4 t%5 c%6 r%7 d%8 s%9 k%10 l%11 xp%12 g%13 up%14 "
                                "[%15] [%16] [%17] b%18 e%19 f%20 m%21 o%22 bump%23 touch%24 %25")
                     .arg(run.index)
                     .arg(run.seed)
                     .arg(int(run.end))
                     .arg(run.cause.toString())
                     .arg(run.turns)
                     .arg(run.commands)
                     .arg(run.refused)
                     .arg(run.deepest)
                     .arg(run.score)
                     .arg(run.kills)
                     .arg(run.level)
                     .arg(run.xp)
                     .arg(run.gold)
                     .arg(run.firstLevelUp)
                     .arg(xp.join(u','), gold.join(u','), items.join(u','))
                     .arg(run.battles)
                     .arg(run.heroEscapes)
                     .arg(run.fledBattles)
                     .arg(run.fledMap)
                     .arg(run.chestsOpened)
                     .arg(run.bumps)
                     .arg(run.touched)
                     .arg(run.stateHash);
    }
    return lines.join(u'\n');
}

QString dataPack(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

} // namespace

class TestBot : public QObject {
    Q_OBJECT

    Pack m_classic, m_permadungeon, m_maze;

    const Pack &pack(const QString &name) const {
        return name == QLatin1String("classic")        ? m_classic
               : name == QLatin1String("permadungeon") ? m_permadungeon
                                                       : m_maze;
    }

private Q_SLOTS:
    void initTestCase() {
        for (auto [p, name] :
             {std::pair{&m_classic, "classic"}, std::pair{&m_permadungeon, "permadungeon"},
              std::pair{&m_maze, "maze-duel"}}) {
            Diagnostics d;
            *p = bundledPack(name, d);
            QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        }
    }

    // ---- The core ------------------------------------------------------------------------------

    void runSeedsAreDerivedFromTheReportsSeed() {
        // The first number of the "bot" stream, index = the run: pinned, so that a report's run
        // can be played again by its seed in any later version.
        QCOMPARE(BotRun::seedFor(1, 0), Rng::forStream(1, u"bot", 0).next64());
        QCOMPARE(BotRun::seedFor(1, 0), std::uint64_t(1769951747296646065ULL));
        QCOMPARE(BotRun::seedFor(1, 1), std::uint64_t(3290288448944388799ULL));
        QVERIFY(BotRun::seedFor(2, 0) != BotRun::seedFor(1, 0));
    }

    void checkpoints_data() {
        QTest::addColumn<int>("turns");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("500") << 500 << QList<int>{50, 100, 200, 300, 400, 500};
        QTest::newRow("100") << 100 << QList<int>{50, 100};
        QTest::newRow("30") << 30 << QList<int>{30};
        QTest::newRow("250") << 250 << QList<int>{50, 100, 200, 250};
        QTest::newRow("2000") << 2000 << QList<int>{50, 100, 200, 500, 800, 1100, 1400, 1700, 2000};
    }

    void checkpoints() {
        QFETCH(int, turns);
        QFETCH(QList<int>, expected);
        const std::vector<int> got = BotReport::checkpointsFor(turns);
        QCOMPARE(QList<int>(got.begin(), got.end()), expected);
    }

    void spreadsByNearestRank() {
        const BotSpread s = BotSpread::of({7, 1, 3, 5, 9, 2, 4, 8, 6, 10});
        QCOMPARE(s.count, 10);
        QCOMPARE(s.mean, 5.5);
        QCOMPARE(s.min, 1);
        QCOMPARE(s.q1, 3);
        QCOMPARE(s.median, 5);
        QCOMPARE(s.q3, 8);
        QCOMPARE(s.max, 10);
        const BotSpread one = BotSpread::of({42});
        QCOMPARE(one.q1, 42);
        QCOMPARE(one.median, 42);
        QCOMPARE(one.q3, 42);
        const BotSpread none = BotSpread::of({});
        QCOMPARE(none.count, 0);
        QCOMPARE(none.mean, 0.0);
    }

    void reportIsTheSameOnAnyNumberOfThreads_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << "classic";
        QTest::newRow("permadungeon") << "permadungeon";
        QTest::newRow("maze-duel") << "maze-duel";
    }

    // Same pack, seed and runs: the same report, played twice, on one thread or several.
    void reportIsTheSameOnAnyNumberOfThreads() {
        QFETCH(QString, pack);
        BotOptions options;
        options.runs = 12;
        options.turns = 250;
        options.seed = 42;
        options.threads = 1;
        const BotReport one = BotReport::play(this->pack(pack), options);
        const BotReport again = BotReport::play(this->pack(pack), options);
        options.threads = 2;
        const BotReport two = BotReport::play(this->pack(pack), options);
        options.threads = 5;
        const BotReport five = BotReport::play(this->pack(pack), options);
        QCOMPARE(one.runs.size(), 12);
        QCOMPARE(fingerprint(again), fingerprint(one));
        QCOMPARE(fingerprint(two), fingerprint(one));
        QCOMPARE(fingerprint(five), fingerprint(one));
        for (int i = 0; i < one.runs.size(); ++i) {
            QCOMPARE(one.runs[i].index, i);
            QCOMPARE(one.runs[i].seed, BotRun::seedFor(42, i));
            // A run is the game its seed plays: the same as one played alone.
            const BotRun alone =
                BotRun::play(this->pack(pack), one.runs[i].seed, options, one.checkpoints);
            QCOMPARE(alone.stateHash, one.runs[i].stateHash);
        }
        // Another seed, another report.
        options.seed = 43;
        QVERIFY(fingerprint(BotReport::play(this->pack(pack), options)) != fingerprint(one));
    }

    // What a run counts, against the run itself: it ends as it says, its curves hold a reading
    // for each checkpoint the game reached, and the bot's commands are never refused.
    void runsCountWhatHappened_data() { reportIsTheSameOnAnyNumberOfThreads_data(); }

    void runsCountWhatHappened() {
        QFETCH(QString, pack);
        BotOptions options;
        options.runs = 10;
        options.turns = 300;
        options.seed = 7;
        const BotReport r = BotReport::play(this->pack(pack), options);
        QCOMPARE(r.checkpoints, (std::vector<int>{50, 100, 200, 300}));
        int ended = 0;
        for (const BotRun &run : r.runs) {
            QCOMPARE(run.refused, 0);
            QVERIFY(run.end != BotRun::End::Stuck);
            QVERIFY(run.commands > 0);
            QCOMPARE(run.cause.isEmpty(), run.end != BotRun::End::Died);
            if (run.end == BotRun::End::TurnLimit)
                QVERIFY(run.turns >= options.turns);
            else
                QVERIFY(run.turns <= options.turns + 100); // a travel may pass the limit
            std::size_t reached = 0;
            for (int t : r.checkpoints)
                reached += run.turns >= t;
            QCOMPARE(run.xpAt.size(), reached);
            QCOMPARE(run.goldAt.size(), reached);
            QVERIFY(run.deepest >= 1);
            QVERIFY(run.depth >= 1 && run.depth <= run.deepest);
            // The pace: a first arrival per depth reached, in turn order, depth 1 at turn 0.
            QCOMPARE(int(run.arrivedAt.size()), run.deepest);
            QCOMPARE(run.hpOnArrival.size(), run.arrivedAt.size());
            QCOMPARE(run.arrivedAt.front(), 0);
            QVERIFY(std::is_sorted(run.arrivedAt.begin(), run.arrivedAt.end()));
            QVERIFY(run.arrivedAt.back() <= run.turns);
            // A monster that killed the hero is among those that hurt him.
            if (run.end == BotRun::End::Died && run.cause.kind == DeathCause::Kind::KilledBy)
                QVERIFY2(run.damageBy.value(run.cause.id) > 0, qPrintable(run.cause.toString()));
            for (auto it = run.damageBy.constBegin(); it != run.damageBy.constEnd(); ++it)
                QVERIFY(it.value() > 0 && this->pack(pack).monster(it.key()));
            ++ended;
        }
        QCOMPARE(ended, 10);
        // The pace over runs: every run reached depth 1; fewer (or as many) each depth on.
        const QList<BotReport::DepthPace> pace = r.pace();
        QVERIFY(!pace.isEmpty());
        QCOMPARE(pace.first().reached, 10);
        for (qsizetype i = 0; i < pace.size(); ++i) {
            QCOMPARE(pace[i].depth, int(i) + 1);
            QCOMPARE(pace[i].hpOnArrival.count, pace[i].reached);
            if (i > 0)
                QVERIFY(pace[i].reached <= pace[i - 1].reached);
            // Turns there count the runs that went on to the next depth.
            QCOMPARE(pace[i].turnsThere.count, i + 1 < pace.size() ? pace[i + 1].reached : 0);
        }
        qint64 damage = 0;
        for (const BotReport::MonsterDamage &m : r.damageByMonster())
            damage += m.damage;
        qint64 perRun = 0;
        for (const BotRun &run : r.runs)
            for (const qint64 d : run.damageBy)
                perRun += d;
        QCOMPARE(damage, perRun);
        // Deaths by depth: each death once, on the depth its run ended on, causes summed.
        int deaths = 0;
        int lastDepth = 0;
        for (const BotReport::DepthDeaths &d : r.deathsByDepth()) {
            QVERIFY(d.depth > lastDepth);
            lastDepth = d.depth;
            int byCause = 0;
            for (const auto &c : d.causes)
                byCause += c.second;
            QCOMPARE(byCause, d.deaths);
            QCOMPARE(d.deaths,
                     int(std::count_if(r.runs.begin(), r.runs.end(), [&](const BotRun &x) {
                         return x.end == BotRun::End::Died && x.depth == d.depth;
                     })));
            deaths += d.deaths;
        }
        QCOMPARE(deaths, r.count(BotRun::End::Died));
        QCOMPARE(r.count(BotRun::End::Died) + r.count(BotRun::End::Won) +
                     r.count(BotRun::End::TurnLimit) + r.count(BotRun::End::Exhausted) +
                     r.count(BotRun::End::Stuck),
                 10);
        QCOMPARE(r.xpAt(0).count,
                 int(std::count_if(r.runs.begin(), r.runs.end(),
                                   [](const BotRun &x) { return x.turns >= 50; })));
    }

    // The findings, from figures made by hand: the commonest death, the monster that hurts most,
    // the depth where runs stall (twice the median stay or more), the first depth no run reached,
    // runs that never levelled up; none where nothing stands out.
    void findingsSayWhatStandsOut() {
        BotReport r;
        for (int i = 0; i < 10; ++i) {
            BotRun run;
            run.index = i;
            run.end = i < 6 ? BotRun::End::Died : BotRun::End::TurnLimit;
            if (i < 6)
                run.cause =
                    DeathCause::of(DeathCause::Kind::KilledBy,
                                   i < 4 ? QStringLiteral("zombie") : QStringLiteral("rat"));
            // Depths 1 to 3: 20 turns in 1, 100 in 2, 20 in 3 (depth 4 is where they end).
            run.arrivedAt = {0, 20, 120, 140};
            run.hpOnArrival = {30, 28, 20, 10};
            run.damageBy = {{QStringLiteral("zombie"), 12}, {QStringLiteral("rat"), 3}};
            run.firstLevelUp = i < 2 ? 50 : -1;
            r.runs << run;
        }
        using K = BotReport::Finding::Kind;
        const QList<BotReport::Finding> f = r.findings(6, true);
        QCOMPARE(f.size(), 5);
        QCOMPARE(f[0].kind, K::DeadliestCause);
        QCOMPARE(f[0].cause.id, QStringLiteral("zombie"));
        QCOMPARE(f[0].count, qint64(4));
        QCOMPARE(f[0].of, qint64(10));
        QCOMPARE(f[1].kind, K::HardestMonster);
        QCOMPARE(f[1].monster, QStringLiteral("zombie"));
        QCOMPARE(f[1].count, qint64(120));
        QCOMPARE(f[1].of, qint64(150));
        QCOMPARE(f[2].kind, K::SlowestDepth);
        QCOMPARE(f[2].depth, 2);
        QCOMPARE(f[2].count, qint64(100));
        QCOMPARE(f[2].of, qint64(20));
        QCOMPARE(f[3].kind, K::Unreached);
        QCOMPARE(f[3].depth, 5);
        QCOMPARE(f[4].kind, K::NeverLevelled);
        QCOMPARE(f[4].count, qint64(8));
        // Even stays, every depth reached, no deaths, no levels: nothing stands out.
        for (BotRun &run : r.runs) {
            run.end = BotRun::End::TurnLimit;
            run.cause = DeathCause();
            run.arrivedAt = {0, 20, 40, 60};
            run.damageBy.clear();
        }
        QVERIFY(r.findings(4, false).isEmpty());
        QVERIFY(BotReport().findings(4, true).isEmpty());
    }

    // Two reports compared: the same pack twice differs by nothing significant; monsters that
    // hit far harder raise the deaths beyond the noise, and the intervals are the same for the
    // same reports and seed.
    void aComparisonTellsSignalFromNoise() {
        BotOptions options;
        options.runs = 40;
        options.turns = 300;
        options.seed = 5;
        const BotReport base = BotReport::play(m_maze, options);
        const BotReport same = BotReport::play(m_maze, options);
        const BotComparison nothing = BotComparison::compare(base, same, 5);
        QVERIFY(!nothing.rows.isEmpty());
        QVERIFY(nothing.significant().isEmpty());
        for (const BotComparison::Row &row : nothing.rows) {
            QCOMPARE(row.a, row.b);
            QVERIFY(row.low <= 0 && row.high >= 0);
        }
        Pack brutal = m_maze;
        for (MonsterRecord &m : brutal.monsters)
            m.stats[std::size_t(Stat::Atk)] = DiceField::constant(60);
        const BotReport hard = BotReport::play(brutal, options);
        const BotComparison c = BotComparison::compare(base, hard, 5);
        const auto died = std::find_if(c.rows.begin(), c.rows.end(), [](const auto &r) {
            return r.figure == BotComparison::Figure::Died;
        });
        QVERIFY(died != c.rows.end());
        QVERIFY2(died->significant() && died->b > died->a,
                 qPrintable(QStringLiteral("%1 -> %2 [%3, %4]")
                                .arg(died->a)
                                .arg(died->b)
                                .arg(died->low)
                                .arg(died->high)));
        QVERIFY(died->low <= died->difference() && died->difference() <= died->high);
        const BotComparison again = BotComparison::compare(base, hard, 5);
        QCOMPARE(again.rows.size(), c.rows.size());
        for (qsizetype i = 0; i < c.rows.size(); ++i) {
            QCOMPARE(again.rows[i].low, c.rows[i].low);
            QCOMPARE(again.rows[i].high, c.rows[i].high);
        }
    }

    // The command line: two identical packs report no significant difference; --against
    // with --trace is a usage error, an OTHER with errors invalid input.
    void againstOnTheCommandLine() {
        const Run same =
            cli({QStringLiteral("bot"), dataPack("maze-duel"), QStringLiteral("--against"),
                 dataPack("maze-duel"), QStringLiteral("--runs"), QStringLiteral("12"),
                 QStringLiteral("--turns"), QStringLiteral("150")});
        QCOMPARE(same.code, 0);
        QVERIFY2(same.out.contains(QLatin1String("none: every difference is within the noise")),
                 qPrintable(same.out));
        QVERIFY(same.out.contains(QLatin1String("95% interval")));
        const Run json =
            cli({QStringLiteral("bot"), dataPack("maze-duel"), QStringLiteral("--against"),
                 dataPack("maze-duel"), QStringLiteral("--runs"), QStringLiteral("12"),
                 QStringLiteral("--turns"), QStringLiteral("150"), QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY(!o.value(QLatin1String("rows")).toArray().isEmpty());
        QVERIFY(o.value(QLatin1String("significant")).toArray().isEmpty());
        const Run traced =
            cli({QStringLiteral("bot"), dataPack("maze-duel"), QStringLiteral("--against"),
                 dataPack("maze-duel"), QStringLiteral("--trace"), QStringLiteral("0")});
        QCOMPARE(traced.code, 2);
        QVERIFY(traced.err.contains(QLatin1String("--against compares two reports")));
        const Run missing =
            cli({QStringLiteral("bot"), dataPack("maze-duel"), QStringLiteral("--against"),
                 QStringLiteral(PD_TEST_DATA_DIR "/no-such-pack")});
        QCOMPARE(missing.code, 1);
    }

    void packsShowTheirOwnFigures() {
        BotOptions options;
        options.runs = 8;
        options.turns = 300;
        // Room by room: no levels, no gold, no battles; rooms counted as depth.
        const BotReport rooms = BotReport::play(m_permadungeon, options);
        QVERIFY(rooms.rooms && rooms.xpHealth);
        QCOMPARE(rooms.neverLevelledUp(), 8);
        QCOMPARE(rooms.total(&BotRun::battles), 0);
        QVERIFY(rooms.deepest().median > 3);
        QVERIFY(rooms.total(&BotRun::chestsOpened) > 8);
        QCOMPARE(rooms.total(&BotRun::bumps), 0); // it never walks into a monster
        // The maze duel: battles on their own screen, the healing draught used.
        const BotReport maze = BotReport::play(m_maze, options);
        QVERIFY(!maze.rooms && !maze.xpHealth);
        QVERIFY(maze.total(&BotRun::battles) >= 8);
        QVERIFY(maze.total(&BotRun::kills) > 0);
        QVERIFY(maze.deepest().max >= 2);
    }

    // A dungeon of three rooms: the bot goes through them and stops in the last, which leads
    // nowhere, as at the dungeon's end (not stuck, not at the turn limit).
    void aRunEndsAtTheDungeonsEnd() {
        Pack pack = m_permadungeon;
        pack.ruleset.depth = 3;
        pack.ruleset.heroXp = 100000;
        BotOptions options;
        options.turns = 2000;
        const BotRun run = BotRun::play(pack, 5, options, {50});
        QCOMPARE(run.end, BotRun::End::Exhausted);
        QCOMPARE(run.deepest, 3);
        QVERIFY(run.turns < 2000);
        QCOMPARE(run.refused, 0);
    }

    void aRunWithoutProgressIsStuck() {
        // Room by room everything is in view at once: a first step that opens nothing and finds
        // nothing is no progress, and with a patience of one command the run stops there.
        // (The pack's rooms changed with the listing's odds: seed 2's first step is no progress,
        // seed 1's now is.)
        BotOptions options;
        options.stuckAfter = 1;
        const BotRun run = BotRun::play(m_permadungeon, 2, options, {50});
        QCOMPARE(run.end, BotRun::End::Stuck);
        QCOMPARE(run.commands, 1);
        const BotRun opens = BotRun::play(m_permadungeon, 1, options, {50});
        QVERIFY(opens.commands > 1);
    }

    void aGuardInTheOnlyWayIsFoughtNotWaitedFor() {
        // Classic (no HP coming back): badly hurt by a mimic in a corridor, the only way on, with
        // goblins queued behind it. The bot stepped out of its reach and waited for ever (stuck
        // at turn 755 of this run); with nothing to gain by waiting it fights the mimic.
        BotOptions options;
        options.turns = 1500;
        const BotRun run = BotRun::play(m_classic, 675052896512169786ULL, options, {50});
        QVERIFY2(run.end != BotRun::End::Stuck, qPrintable(QString::number(run.turns)));
    }

    void aMonsterAtTheEdgeOfSightIsNotADance() {
        // The shipped classic, three runs that were stuck before turn 1100 (depths 1 and 2): a
        // goblin archer seen past the edge of tall grass from one cell and not from the next.
        // The bot stepped towards it, lost sight of it, went back to exploring (or to a draught
        // it had left underfoot) and saw it again, for ever. It now takes what lies underfoot
        // first and does not go after a monster that its first step would lose sight of.
        Diagnostics d;
        const Pack shipped = test::shippedPack("classic", d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        BotOptions options;
        options.turns = 1500;
        for (const quint64 seed :
             {2518167945893892821ULL, 2569794231892942275ULL, 16739111481458111132ULL}) {
            const BotRun run = BotRun::play(shipped, seed, options, {50});
            QVERIFY2(run.end != BotRun::End::Stuck,
                     qPrintable(QStringLiteral("%1 stuck at %2").arg(seed).arg(run.turns)));
        }
    }

    void aPackThatHealsIsPlayedWithRests() {
        // tests/data/packs/choices: classic with HP and MP coming back by themselves, and some
        // monsters asleep. The bot
        // rests when hurt or drained and nothing is in view, is never refused a rest, and never
        // gets stuck on it; in classic itself (nothing comes back) it never rests.
        Diagnostics d;
        const Pack choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        QCOMPARE(choices.ruleset.hpRegenTurns, 10);
        BotOptions options;
        options.turns = 1500;
        for (const Pack *pack : {&choices, static_cast<const Pack *>(&m_classic)}) {
            int rests = 0, refusedRests = 0, wakes = 0;
            const auto watch = [&](const Game &, const Command &c, bool accepted,
                                   const QList<LogEntry> &written) {
                if (c.kind == Command::Kind::Rest)
                    ++(accepted ? rests : refusedRests);
                for (const LogEntry &e : written)
                    wakes += e.kind == LogEntry::Kind::MonsterWakes;
            };
            for (int i = 0; i < 12; ++i) {
                const BotRun run = BotRun::play(*pack, BotRun::seedFor(1, i), options, {50}, watch);
                QVERIFY2(run.end != BotRun::End::Stuck, qPrintable(QString::number(i)));
            }
            QCOMPARE(refusedRests, 0);
            // (its goblins, zombies and archers sleep half the time: some wake in view)
            if (pack == &choices) {
                QVERIFY2(rests >= 12, qPrintable(QString::number(rests)));
                QVERIFY(wakes > 0);
            } else {
                QCOMPARE(rests, 0);
                QCOMPARE(wakes, 0);
            }
        }
    }

    // ---- The command line --------------------------------------------------------------------

    void usage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("err");
        const QString perma = dataPack("permadungeon");
        QTest::newRow("no pack") << QStringList{"bot"} << 2 << "bot needs one pack";
        QTest::newRow("two packs") << QStringList{"bot", perma, perma} << 2 << "bot needs one pack";
        QTest::newRow("runs 0") << QStringList{"bot", perma, "--runs", "0"} << 2
                                << "--runs takes a whole number from 1 to 100000";
        QTest::newRow("runs x") << QStringList{"bot", perma, "--runs", "x"} << 2
                                << "--runs takes a whole number";
        QTest::newRow("turns negative")
            << QStringList{"bot", perma, "--turns", "-5"} << 2 << "--turns takes a whole number";
        QTest::newRow("threads 0")
            << QStringList{"bot", perma, "--threads", "0"} << 2 << "--threads takes a whole number";
        QTest::newRow("stuck-after 0") << QStringList{"bot", perma, "--stuck-after", "0"} << 2
                                       << "--stuck-after takes a whole number";
        QTest::newRow("trace -1") << QStringList{"bot", perma, "--trace", "-1"} << 2
                                  << "--trace takes a run's index";
        QTest::newRow("unknown option")
            << QStringList{"bot", perma, "--fast"} << 2 << "Unknown option 'fast'";
        QTest::newRow("runs without a value")
            << QStringList{"bot", perma, "--runs"} << 2 << "Missing value after '--runs'";
        QTest::newRow("no such pack")
            << QStringList{"bot", QStringLiteral(PD_TEST_DATA_DIR "/no-such-pack")} << 1 << "";
    }

    void usage() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, err);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        if (code == 2)
            QVERIFY(r.err.contains(QLatin1String("Usage: permadungeon-cli bot PACK")));
    }

    void help() {
        const Run r = cli({QStringLiteral("bot"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: permadungeon-cli bot PACK")));
        for (const char *option : {"--seed", "--runs", "--turns", "--stuck-after", "--threads",
                                   "--each", "--trace", "--maps", "--json"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        // Listed among the commands.
        const Run all = cli({QStringLiteral("--help")});
        QVERIFY(all.out.contains(QLatin1String("  bot ")));
    }

    // The text report, the same on one thread and two, with the figures a designer reads.
    void textReport() {
        const QStringList args{
            QStringLiteral("bot"),    dataPack("maze-duel"),     QStringLiteral("--runs"),
            QStringLiteral("12"),     QStringLiteral("--turns"), QStringLiteral("200"),
            QStringLiteral("--seed"), QStringLiteral("duel"),    QStringLiteral("--each")};
        const Run one = cli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        const Run two = cli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(one.code, 0);
        QCOMPARE(two.code, 0);
        QCOMPARE(one.out, two.out);
        QVERIFY(one.err.contains(QLatin1String("ms on 1 thread")));
        QVERIFY(two.err.contains(QLatin1String("ms on 2 threads")));
        for (const char *line :
             {"org.permadungeon.maze-duel: 12 runs of up to 200 turns, seed ", "ended: died ",
              "deepest depth", "turns played", "first level-up (turn)", "XP by turn",
              "causes of death", "deaths by depth", "items used", "pace by depth",
              "HP lost to each monster kind", "monsters fled a battle",
              "monsters turned to flee on the map", "each run", "\nfindings\n"})
            QVERIFY2(one.out.contains(QLatin1String(line)), line);
        // What means nothing in the maze duel is left out: it has no gold, and no collisions.
        for (const char *line : {"gold by turn", "gold at the end", "walked into a monster"})
            QVERIFY2(!one.out.contains(QLatin1String(line)), line);
        // Room by room: rooms, XP as health, collisions; no levels, no battle screen.
        const Run rooms =
            cli({QStringLiteral("bot"), dataPack("permadungeon"), QStringLiteral("--runs"),
                 QStringLiteral("4"), QStringLiteral("--turns"), QStringLiteral("200")});
        QCOMPARE(rooms.code, 0);
        for (const char *line : {"pace by room", "XP lost to each monster kind",
                                 "walked into a monster", "\nfindings\n"})
            QVERIFY2(rooms.out.contains(QLatin1String(line)), line);
        for (const char *line : {"first level-up", "battles begun", "gold by turn"})
            QVERIFY2(!rooms.out.contains(QLatin1String(line)), line);
        // The seed is shown as the number it stands for ("duel" hashed).
        QVERIFY(one.out.contains(QString::number(seed::fromText(u"duel"))));
        // A run's seed from --each plays that run again: --trace shows the same end.
        const Run trace =
            cli({QStringLiteral("bot"), dataPack("maze-duel"), QStringLiteral("--turns"),
                 QStringLiteral("200"), QStringLiteral("--seed"), QStringLiteral("duel"),
                 QStringLiteral("--trace"), QStringLiteral("3")});
        QCOMPARE(trace.code, 0);
        QVERIFY(trace.out.contains(
            QStringLiteral("game seed %1").arg(BotRun::seedFor(seed::fromText(u"duel"), 3))));
        QVERIFY(trace.out.contains(QLatin1String("\nend: ")));
    }

    void jsonReport() {
        const Run r =
            cli({QStringLiteral("bot"), dataPack("permadungeon"), QStringLiteral("--runs"),
                 QStringLiteral("6"), QStringLiteral("--turns"), QStringLiteral("150"),
                 QStringLiteral("--json"), QStringLiteral("--each")});
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QLatin1String("pack")).toString(),
                 QStringLiteral("org.permadungeon.permadungeon"));
        QCOMPARE(o.value(QLatin1String("seed")).toString(), QStringLiteral("1"));
        QCOMPARE(o.value(QLatin1String("runs")).toInt(), 6);
        QCOMPARE(o.value(QLatin1String("turns")).toInt(), 150);
        QCOMPARE(o.value(QLatin1String("reached")).toString(), QStringLiteral("rooms"));
        QCOMPARE(o.value(QLatin1String("xpIsHealth")).toBool(), true);
        const QJsonObject ended = o.value(QLatin1String("ended")).toObject();
        int total = 0;
        for (const char *key : {"died", "won", "turnLimit", "exhausted", "stuck"}) {
            QVERIFY2(ended.value(QLatin1String(key)).isDouble(), key);
            total += ended.value(QLatin1String(key)).toInt();
        }
        QCOMPARE(total, 6);
        QVERIFY(o.value(QLatin1String("winRate")).isDouble());
        for (const char *key : {"deepest", "turnsPlayed", "score", "xp", "gold", "firstLevelUp"}) {
            const QJsonObject s = o.value(QLatin1String(key)).toObject();
            for (const char *field : {"count", "mean", "min", "q1", "median", "q3", "max"})
                QVERIFY2(s.value(QLatin1String(field)).isDouble(),
                         qPrintable(QStringLiteral("%1.%2").arg(key, field)));
        }
        QCOMPARE(
            o.value(QLatin1String("firstLevelUp")).toObject().value(QLatin1String("never")).toInt(),
            6);
        const QJsonArray curves = o.value(QLatin1String("curves")).toArray();
        QCOMPARE(curves.size(), 3); // 50, 100, 150
        QCOMPARE(curves.first().toObject().value(QLatin1String("turn")).toInt(), 50);
        QVERIFY(curves.first()
                    .toObject()
                    .value(QLatin1String("xp"))
                    .toObject()
                    .contains(QLatin1String("median")));
        QVERIFY(o.value(QLatin1String("causes")).isArray());
        int byDepth = 0;
        for (const QJsonValue &d : o.value(QLatin1String("deathsByDepth")).toArray()) {
            QVERIFY(d.toObject().value(QLatin1String("depth")).toInt() >= 1);
            QVERIFY(d.toObject().value(QLatin1String("causes")).isArray());
            byDepth += d.toObject().value(QLatin1String("runs")).toInt();
        }
        QCOMPARE(byDepth, ended.value(QLatin1String("died")).toInt());
        QVERIFY(o.value(QLatin1String("itemsUsed")).isArray());
        // The pace: room 1 reached by every run; what hurt the hero; the findings in words.
        const QJsonArray pace = o.value(QLatin1String("pace")).toArray();
        QVERIFY(!pace.isEmpty());
        QCOMPARE(pace[0].toObject().value(QLatin1String("depth")).toInt(), 1);
        QCOMPARE(pace[0].toObject().value(QLatin1String("runs")).toInt(), 6);
        QVERIFY(pace[0].toObject().value(QLatin1String("hpOnArrival")).isObject());
        QVERIFY(o.value(QLatin1String("damageByMonster")).isArray());
        QVERIFY(o.value(QLatin1String("findings")).isArray());
        const QJsonObject fled = o.value(QLatin1String("monstersFled")).toObject();
        QVERIFY(fled.value(QLatin1String("battles")).isDouble());
        QVERIFY(fled.value(QLatin1String("map")).isDouble());
        for (const char *key : {"kills", "battles", "heroEscapes", "chestsOpened", "bumps",
                                "touched", "commands", "refused"})
            QVERIFY2(o.value(QLatin1String(key)).isDouble(), key);
        QCOMPARE(o.value(QLatin1String("refused")).toInt(), 0);
        const QJsonArray each = o.value(QLatin1String("each")).toArray();
        QCOMPARE(each.size(), 6);
        for (int i = 0; i < each.size(); ++i) {
            const QJsonObject run = each[i].toObject();
            QCOMPARE(run.value(QLatin1String("index")).toInt(), i);
            QCOMPARE(run.value(QLatin1String("seed")).toString(),
                     QString::number(BotRun::seedFor(1, i)));
            QCOMPARE(run.value(QLatin1String("stateHash")).toString().size(), 16);
            QCOMPARE(run.contains(QLatin1String("cause")),
                     run.value(QLatin1String("end")).toString() == QLatin1String("died"));
        }
        // Without --each, no list of runs.
        const Run brief =
            cli({QStringLiteral("bot"), dataPack("permadungeon"), QStringLiteral("--runs"),
                 QStringLiteral("2"), QStringLiteral("--turns"), QStringLiteral("60"),
                 QStringLiteral("--json")});
        QCOMPARE(brief.code, 0);
        QVERIFY(
            !QJsonDocument::fromJson(brief.out.toUtf8()).object().contains(QLatin1String("each")));
    }

    void aBundledPackByName() {
        // A bare name is a bundled pack when no such folder is here.
        const Run r =
            cli({QStringLiteral("bot"), QStringLiteral("classic"), QStringLiteral("--runs"),
                 QStringLiteral("2"), QStringLiteral("--turns"), QStringLiteral("60")},
                QDir::tempPath());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("org.permadungeon.classic: 2 runs")));
    }
};

QTEST_GUILESS_MAIN(TestBot)
#include "tst_bot.moc"
