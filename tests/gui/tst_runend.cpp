// The run's end screen (issue 33): after a death, "The last blows" (five lines, oldest first,
// the fatal one last and marked) and "This run"; and the message log's colours for damage taken
// and dealt.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "engine/BotRun.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/LogModel.h"
#include "game/RunEndView.h"
#include "render/ColourVision.h"
#include "words/RecapWords.h"

#include <QLabel>
#include <QScrollArea>
#include <QtTest>

using namespace pd;
using namespace pd::test;

class TestRunEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings("RunEndTest"); }

    // A classic run the game's own automation plays to its death (the first of the bot's runs
    // of seed 1 to die after five blows), its commands given to the Game tab: the end screen
    // words its last five blows and what it did.
    void theEndShowsTheLastBlowsAndTheRun() {
        Diagnostics d;
        const Pack classic = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(!d.hasErrors());
        std::uint64_t seed = 0;
        QList<Command> commands;
        for (int i = 0; i < 40 && commands.isEmpty(); ++i) {
            BotOptions options;
            options.turns = 3000;
            BotRun::play(classic, BotRun::seedFor(1, i), options, {},
                         [&](const Game &g, const Command &, bool, const QList<LogEntry> &) {
                             if (g.isOver() && commands.isEmpty() && !g.state().alive &&
                                 g.recap().blows.size() >= 5) {
                                 commands = g.commands();
                                 seed = BotRun::seedFor(1, i);
                             }
                         });
        }
        QVERIFY2(!commands.isEmpty(), "a bot's run of classic dies after five blows");
        QDir(GameSession::dataDir()).removeRecursively();
        GameTab tab;
        tab.resize(1280, 720);
        tab.show();
        QVERIFY(tab.session().start(QStringLiteral(PD_TEST_PACKS_DIR "/classic"),
                                    QString::number(seed), QStringLiteral("Ada")));
        for (const Command &c : commands)
            QVERIFY(tab.session().submit(c));
        const Game &game = *tab.session().game();
        QVERIFY(!game.state().alive);
        auto *end = tab.findChild<RunEndView *>();
        QVERIFY(end && end->isVisible());
        const QList<Blow> blows = game.lastBlows(5);
        QCOMPARE(blows.size(), 5);
        QVERIFY(blows.last().fatal);
        for (int i = 0; i < 5; ++i) {
            auto *line = end->findChild<QLabel *>(QStringLiteral("RecapBlow%1").arg(i));
            QVERIFY(line);
            QVERIFY(line->isVisible());
            QString text = RecapWords::blowLine(blows[i], game);
            text[0] = text[0].toUpper();
            QVERIFY2(line->text().endsWith(text), qPrintable(line->text()));
            QCOMPARE(line->property("fatal").toBool(), i == 4);
        }
        QVERIFY(end->findChild<QLabel *>(QStringLiteral("RecapBlow4"))
                    ->text()
                    .endsWith(QLatin1String("(fatal).")));
        auto *heading = end->findChild<QLabel *>(QStringLiteral("RecapBlowsHeading"));
        QVERIFY(heading && heading->isVisible());
        QCOMPARE(heading->text(), RunEndView::tr("The last blows"));
        // "This run": kills by kind and how far.
        auto *run = end->findChild<QLabel *>(QStringLiteral("RecapRun"));
        QVERIFY(run && run->isVisible());
        const RunReport r = game.runReport();
        QVERIFY(!r.kills.isEmpty());
        QVERIFY(run->text().contains(RecapWords::kills(r, game)));
        QVERIFY(run->text().contains(RecapWords::totals(r, game)));
        // A screen reader hears it: the view's description holds the blows and the run.
        QVERIFY(end->accessibleDescription().contains(RecapWords::kills(r, game)));
        QVERIFY(end->accessibleDescription().contains(blows.last().fatal ? QStringLiteral("(fatal)")
                                                                         : QString()));
        // Everything fits at 1280x720: the recap and the table are in the window.
        auto *recap = end->findChild<QScrollArea *>(QStringLiteral("RunEndRecap"));
        QVERIFY(recap && recap->isVisible());
        QVERIFY(recap->height() > 100);
        if (const QByteArray png = qgetenv("PD_RUNEND_PNG"); !png.isEmpty())
            QVERIFY(tab.grab().save(QString::fromLocal8Bit(png)));
    }

    // Damage the hero takes and deals are coloured apart, from each other and from the rest of
    // the combat lines, in every colour palette.
    // Room by room a chest writes the chest and then what its treasure was worth: one event,
    // one line in the log ("You open the chest: treasure (+N XP).").
    void aChestAndItsWorthAreOneLine() {
        Diagnostics d;
        auto pack = std::make_shared<Pack>(
            PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), d));
        QVERIFY(!d.hasErrors());
        GameTab tab;
        tab.show();
        tab.session().play(pack,
                           std::make_unique<Game>(
                               *pack, 4, QString(),
                               test::makeLevel({"#######", "#@.c..#", "#######"},
                                               {test::chest(QStringLiteral("chest-loot"), 3, 1)})),
                           pack->rootPath, QStringLiteral("4"));
        const Game &g = *tab.session().game();
        const auto *log = tab.findChild<QAbstractItemView *>(QStringLiteral("MessageLog"));
        QVERIFY(log);
        const int rows = log->model()->rowCount();
        QVERIFY(tab.session().submit(Command::move(Direction::E)));
        if (!g.level().chests.first().opened) // opened by walking into it, or by the act key
            QVERIFY(tab.session().submit(Command{Command::Kind::Interact, Direction::E, {}, {}}));
        QVERIFY(g.level().chests.first().opened);
        qsizetype worths = 0;
        qint64 xp = 0;
        for (const LogEntry &e : g.state().log)
            if (e.kind == LogEntry::Kind::TreasureXp) {
                ++worths;
                xp += e.as<LogEntry::Kind::TreasureXp>().xp;
            }
        QCOMPARE(worths, 1);
        const QString last = log->model()->index(log->model()->rowCount() - 1, 0).data().toString();
        QVERIFY2(last.startsWith(QStringLiteral("You open the chest: ")) &&
                     last.contains(QStringLiteral("(+%1 XP)").arg(xp)),
                 qPrintable(last));
        QVERIFY(log->model()->rowCount() <= rows + 2); // the step's line, if any, and the chest's
        QFile::remove(GameSession::savePath());
    }

    void theLogColoursDamageTakenAndDealt() {
        QCOMPARE(LogModel::tone(LogEntry::monsterHits(QStringLiteral("goblin"), 3, false)),
                 LogModel::Tone::Taken);
        QCOMPARE(LogModel::tone(LogEntry::statusHarms(QStringLiteral("poison"), QString(), 1)),
                 LogModel::Tone::Taken);
        QCOMPARE(LogModel::tone(LogEntry::heroHits(QStringLiteral("goblin"), 3, false)),
                 LogModel::Tone::Dealt);
        QCOMPARE(LogModel::tone(LogEntry::missileHits(false, QStringLiteral("goblin"), 3)),
                 LogModel::Tone::Dealt);
        QCOMPARE(LogModel::tone(LogEntry::monsterShoots(QStringLiteral("goblin"), 0)),
                 LogModel::Tone::Neutral); // a miss
        QCOMPARE(LogModel::tone(LogEntry::heroMisses(QStringLiteral("goblin"))),
                 LogModel::Tone::Neutral);
        LogModel model;
        model.setWording([](const LogEntry &e) { return LogEntry::kindName(e.kind); });
        model.append({LogEntry::monsterHits(QStringLiteral("goblin"), 3, false),
                      LogEntry::heroHits(QStringLiteral("goblin"), 3, false),
                      LogEntry::heroMisses(QStringLiteral("goblin"))});
        QCOMPARE(model.rowCount(), 3);
        const auto colour = [&](int row) {
            return model.index(row).data(Qt::ForegroundRole).value<QBrush>().color();
        };
        QVERIFY(colour(0) != colour(1));
        QVERIFY(colour(0) != colour(2));
        QVERIFY(colour(1) != colour(2));
        QCOMPARE(model.index(0).data(LogModel::ToneRole).toInt(), int(LogModel::Tone::Taken));
        QCOMPARE(model.index(1).data(LogModel::ToneRole).toInt(), int(LogModel::Tone::Dealt));
        const QColor taken =
            LogModel::toneColour(LogModel::Tone::Taken, LogEntry::Category::Combat);
        const QColor dealt =
            LogModel::toneColour(LogModel::Tone::Dealt, LogEntry::Category::Combat);
        for (ColourVision::Deficiency d :
             {ColourVision::Deficiency::Deuteranopia, ColourVision::Deficiency::Protanopia,
              ColourVision::Deficiency::Tritanopia})
            QVERIFY(ColourVision::deltaE(ColourVision::simulate(d, taken.rgb()),
                                         ColourVision::simulate(d, dealt.rgb())) > 20);
    }
};

QTEST_MAIN(TestRunEnd)
#include "tst_runend.moc"
