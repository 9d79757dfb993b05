// The Game tab driven as a player drives it: key presses and clicks, on the offscreen platform.
#include "../unit/PackFixture.h"
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "MainWindow.h"
#include "data/Pack.h"
#include "engine/AutoPlay.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "game/GameActions.h"
#include "game/GameOverlays.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "game/LogModel.h"
#include "game/NewGameDialog.h"
#include "game/NoticeQueue.h"
#include "game/PlayController.h"
#include "game/RunControl.h"
#include "game/RunEndView.h"
#include "game/StatsPanel.h"
#include "game/StatusLine.h"
#include "settings/AppSettings.h"
#include "view/MapView.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QAbstractButton>
#include <QGraphicsPixmapItem>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

QString packDir(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

// The keys of the default bindings for each direction (arrows and the numpad's corners).
Qt::Key keyFor(Direction d) {
    switch (d) {
    case Direction::N:
        return Qt::Key_K;
    case Direction::NE:
        return Qt::Key_U;
    case Direction::E:
        return Qt::Key_L;
    case Direction::SE:
        return Qt::Key_N;
    case Direction::S:
        return Qt::Key_J;
    case Direction::SW:
        return Qt::Key_B;
    case Direction::W:
        return Qt::Key_H;
    case Direction::NW:
        return Qt::Key_Y;
    }
    return Qt::Key_unknown;
}

// A direction the hero can step in now (no monster, no chest), if any.
std::optional<Direction> openStep(const Game &g) {
    const LevelState &ls = g.level();
    for (Direction d : kDirections) {
        const Point to = g.state().hero.pos + offset(d);
        if (canStep(ls.level.map, g.state().hero.pos, d, g.pack().ruleset.movement) &&
            ls.actorAt(to) < 0 && ls.chestAt(to) < 0)
            return d;
    }
    return std::nullopt;
}

// The tab playing a hand-drawn level of the tests' classic, seed 5, no box up.
void playClassicLevel(GameTab &tab, const Level &level) {
    Diagnostics d;
    auto pack = std::make_shared<Pack>(bundledPack("classic", d));
    QVERIFY(!d.hasErrors());
    tab.show();
    tab.session().play(pack, std::make_unique<Game>(*pack, 5, QString(), level), pack->rootPath,
                       QStringLiteral("5"));
    tab.overlays().notices()->clear();
}

} // namespace

class TestGameTab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings("GameTabTest"); }

    void newGameListsEachPackOnce() {
        NewGameDialog dialog;
        auto *list = dialog.findChild<QListWidget *>();
        QVERIFY(list);
        const int bundled = list->count();
        QVERIFY(bundled >= 3);
        // The bundled classic named another way (relative, with a detour) is the same entry.
        const QString classic = PackLoader::bundledDataDir() + QStringLiteral("/classic");
        const QString relative = QDir::current().relativeFilePath(classic);
        dialog.setPackDir(relative + QStringLiteral("/../classic"));
        QCOMPARE(list->count(), bundled);
        QCOMPARE(dialog.packDir(), QFileInfo(classic).canonicalFilePath());
        // A folder that is not bundled is added once, however often it is chosen.
        QTemporaryDir dir;
        QVERIFY(QDir(classic).exists());
        dialog.setPackDir(dir.path());
        dialog.setPackDir(dir.path() + QStringLiteral("/."));
        QCOMPARE(list->count(), bundled + 1);
    }

    // The bundled classic and a copy of it in another place (another install's, the last one
    // played): two entries with the same pack id, so each shows its whole folder, and the rest
    // keep the short label.
    void packsWithOneIdShowTheirFolders() {
        NewGameDialog dialog;
        auto *list = dialog.findChild<QListWidget *>();
        QVERIFY(list);
        const int bundled = list->count();
        const QString classic = PackLoader::bundledDataDir() + QStringLiteral("/classic");
        QTemporaryDir other;
        const QString copy = other.filePath(QStringLiteral("classic"));
        QVERIFY(copyFolder(classic, copy));
        const QStringList before = [&] {
            QStringList labels;
            for (int i = 0; i < list->count(); ++i)
                labels << list->item(i)->text();
            return labels;
        }();
        QVERIFY(!before.join(u' ').contains(u'/'));
        dialog.setPackDir(copy);
        QCOMPARE(list->count(), bundled + 1);
        QStringList labels;
        for (int i = 0; i < list->count(); ++i)
            labels << list->item(i)->text();
        labels.removeDuplicates();
        QCOMPARE(labels.size(), bundled + 1); // no two alike
        const QString copyLabel = list->currentItem()->text();
        QVERIFY2(copyLabel.contains(QDir::toNativeSeparators(QFileInfo(copy).canonicalFilePath())),
                 qPrintable(copyLabel));
        const QString canonical = QFileInfo(classic).canonicalFilePath();
        int withFolder = 0;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().contains(QDir::toNativeSeparators(canonical)))
                ++withFolder;
            // The other packs keep their short label.
            if (!list->item(i)->text().startsWith(QStringLiteral("Classic")))
                QVERIFY2(!list->item(i)->text().contains(u'/'), qPrintable(list->item(i)->text()));
        }
        QCOMPARE(withFolder, 1);
    }

    void newGameAsksBeforeGivingUpARun() {
        // Answers the window-modal dialogs as a player would: takes the new-game dialog as it
        // is, and answers the give-up question with the button of `role`.
        struct Answerer {
            QMessageBox::ButtonRole role = QMessageBox::RejectRole;
            int asked = 0;
            QTimer timer;
            Answerer() {
                QObject::connect(&timer, &QTimer::timeout, [this] {
                    QWidget *modal = QApplication::activeModalWidget();
                    if (auto *dialog = qobject_cast<NewGameDialog *>(modal)) {
                        dialog->accept();
                    } else if (auto *box = qobject_cast<QMessageBox *>(modal);
                               box && box->objectName() == QLatin1String("GiveUpRunBox")) {
                        ++asked;
                        for (QAbstractButton *b : box->buttons())
                            if (box->buttonRole(b) == role) {
                                b->click();
                                break;
                            }
                    }
                });
                timer.start(10);
            }
        };
        QDir(GameSession::dataDir()).removeRecursively();
        AppSettings::instance().setValue(AppSettings::Key::ConfirmAbandon, true);
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        const auto step = openStep(*tab.session().game());
        QVERIFY(step);
        QVERIFY(tab.session().submit(Command::move(*step)));
        const Game *played = tab.session().game();
        const int turn = played->state().turn;
        QVERIFY(turn > 0);
        {
            Answerer keep;
            QVERIFY(!tab.runs().newGame()); // "Keep playing": the run goes on as it was
            QCOMPARE(keep.asked, 1);
            QCOMPARE(tab.session().game(), played);
            QCOMPARE(tab.session().game()->state().turn, turn);
        }
        {
            Answerer giveUp;
            giveUp.role = QMessageBox::DestructiveRole;
            QVERIFY(tab.runs().newGame());
            QCOMPARE(giveUp.asked, 1);
            QCOMPARE(tab.session().game()->state().turn, 0);
        }
        // A saved run waiting to be continued is at stake too (the window closed on it).
        QVERIFY(tab.session().submit(Command::move(*openStep(*tab.session().game()))));
        tab.suspend();
        QVERIFY(GameSession::hasSave());
        {
            GameTab next;
            Answerer keep;
            QVERIFY(!next.runs().newGame());
            QCOMPARE(keep.asked, 1);
            QVERIFY(GameSession::hasSave());
        }
        // Turned off in Preferences ▸ Game: no question.
        AppSettings::instance().setValue(AppSettings::Key::ConfirmAbandon, false);
        {
            Answerer none;
            QVERIFY(tab.runs().newGame());
            QCOMPARE(none.asked, 0);
        }
        AppSettings::instance().setValue(AppSettings::Key::ConfirmAbandon, true);
    }

    void keysMoveTheHeroAsTheEngineDoes_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
        QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
    }
    void keysMoveTheHeroAsTheEngineDoes() {
        QFETCH(QString, pack);
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        QVERIFY(tab.session().start(packDir(pack.toLatin1()), QStringLiteral("42"),
                                    QStringLiteral("Ada")));
        Diagnostics d;
        const Pack reference = bundledPack(pack.toLatin1(), d);
        Game twin(reference, seed::fromText(u"42"), QStringLiteral("Ada"));
        // Twenty steps by keys; the same commands to a twin game give the same state.
        for (int i = 0; i < 20; ++i) {
            const Game &g = *tab.session().game();
            if (g.isOver() || g.state().battle)
                break;
            const auto d = openStep(g);
            if (!d)
                break;
            const Point before = g.state().hero.pos;
            QTest::keyClick(&tab, keyFor(*d));
            twin.submit(Command::move(*d));
            QCOMPARE(tab.session().game()->stateHash(), twin.stateHash());
            if (!g.state().battle && g.state().depth == 1 &&
                g.level().actorAt(before + offset(*d)) < 0)
                QVERIFY(tab.session().game()->state().hero.pos != before ||
                        tab.session().game()->state().turn > 0);
        }
        QVERIFY(tab.session().game()->state().turn > 0);
    }

    void exploreEndsInTheLastRoom() {
        // A permadungeon of 6 rooms, explored by the o key alone: each room's chests are opened
        // and it is left by a door other than the entry, until the last room, whose doors lead
        // nowhere: explore stops there instead of walking into them for ever (and the game
        // once crashed on the first one).
        Diagnostics d;
        auto pack = std::make_shared<Pack>(
            PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), d));
        QVERIFY(!d.hasErrors());
        pack->ruleset.depth = 6;
        pack->ruleset.heroXp = 100000; // the rules under test are explore's, not the fights'
        GameTab tab;
        tab.show();
        tab.session().play(pack, std::make_unique<Game>(pack, 21, QString()), pack->rootPath,
                           QStringLiteral("21"));
        const Game &g = *tab.session().game();
        int chestsOpened = 0;
        connect(&tab.session(), &GameSession::turnPlayed, this,
                [&chestsOpened](const TurnResult &turn) {
                    for (const GameEvent &e : turn.events)
                        chestsOpened += e.kind == GameEvent::Kind::ChestOpened ? 1 : 0;
                });
        for (int i = 0; i < 600 && !g.isOver() && g.state().depth < 6; ++i)
            QTest::keyClick(&tab, Qt::Key_O);
        for (int i = 0; i < 100; ++i) // the last room's own chests
            QTest::keyClick(&tab, Qt::Key_O);
        QVERIFY(!g.isOver());
        QCOMPARE(g.state().depth, 6);
        QVERIFY(chestsOpened >= 6); // every room holds at least one chest
        const int turn = g.state().turn;
        QTest::keyClick(&tab, Qt::Key_O);
        QCOMPARE(g.state().turn, turn);
        QCOMPARE(tab.statusLine().text(),
                 Words::tr("There is nothing left to explore that you can reach."));
    }

    // Tab with no monster in sight, shot at by one out of sight: the line says so.
    void shotFromOutOfSightIsSaid() {
        GameTab tab;
        playClassicLevel(tab, makeLevel({"#######", "#@....#", "#######"}));
        QTest::keyClick(&tab, Qt::Key_Tab);
        QCOMPARE(tab.statusLine().text(), Words::tr("No monster in sight."));
        // An entry as the game writes it when an unseen archer's arrow hits.
        LogEntry shot = LogEntry::monsterShoots(QStringLiteral("goblin"), 3);
        shot.turn = tab.session().game()->state().turn;
        const_cast<GameState &>(tab.session().game()->state()).appendLog(shot);
        QTest::keyClick(&tab, Qt::Key_Tab);
        QCOMPARE(tab.statusLine().text(),
                 Words::tr("No monster in sight.") + u' ' +
                     StatusLine::tr("Something out of sight shoots at you: step out of its line."));
    }

    // A refusal names the key that helps, as bound now: explore again to go down.
    void aRefusalNamesTheKeyThatHelps() {
        GameTab tab;
        playClassicLevel(tab, makeLevel({"#######", "#@...>#", "#######"}));
        QTest::keyClick(&tab, Qt::Key_O);
        QCOMPARE(tab.statusLine().text(),
                 Words::tr("There is nothing left to explore that you can reach.") + u' ' +
                     StatusLine::tr("Press %1 again to go down.").arg(QStringLiteral("o")));
        QTest::keyClick(&tab, Qt::Key_O); // as it says: down
        QCOMPARE(tab.session().game()->state().depth, 2);
    }

    // A hero who starts carrying gear unworn (the homework's knife and sling) is told so at
    // once: he fought bare-handed for five rooms and nothing said it.
    void gearCarriedUnwornAtTheStartIsSaid() {
        Diagnostics d;
        auto pack = std::make_shared<Pack>(bundledPack("permadungeon-homework", d));
        QVERIFY(!d.hasErrors());
        GameTab tab;
        tab.show();
        tab.session().play(
            pack,
            std::make_unique<Game>(*pack, 5, QString(), makeLevel({"#####", "#@..#", "#####"})),
            pack->rootPath, QStringLiteral("5"));
        const std::optional<Command> wear = AutoPlay::betterToWear(*tab.session().game());
        QVERIFY(wear);
        const QString name = Words::inSentence(Words::itemName(*tab.session().game(), wear->id));
        QCOMPARE(tab.statusLine().text(),
                 StatusLine::tr("The %1 is better than what you wear: %2 opens your equipment.")
                     .arg(name, tab.actions().keyText(GameActions::Id::Equipment)));
        // Classic's hero starts with nothing better to put on: nothing is said.
        playClassicLevel(tab, makeLevel({"#####", "#@..#", "#####"}));
        QVERIFY2(!tab.statusLine().text().contains(QStringLiteral("better than")),
                 qPrintable(tab.statusLine().text()));
        QFile::remove(GameSession::savePath());
    }

    // Nothing puts on what was picked up: a better piece is said, with the key that opens the
    // equipment.
    void aBetterPiecePickedUpIsSaid() {
        GameTab tab;
        playClassicLevel(tab, makeLevel({"######", "#@s..#", "######"},
                                        {item(QStringLiteral("sword-3"), 2, 1)}));
        QTest::keyClick(&tab, Qt::Key_L);
        QTest::keyClick(&tab, Qt::Key_G);
        QCOMPARE(tab.session().game()->state().hero.inventory.count(QStringLiteral("sword-3")), 1);
        const QString name =
            Words::inSentence(Words::itemName(*tab.session().game(), QStringLiteral("sword-3")));
        QCOMPARE(tab.statusLine().text(),
                 StatusLine::tr("The %1 is better than what you wear: %2 opens your equipment.")
                     .arg(name, tab.actions().keyText(GameActions::Id::Equipment)));
    }

    // The sidebar lists the monsters in view, nearest first; the one under the mouse comes
    // first, opened into its card.
    void theSidebarListsTheMonstersInView() {
        GameTab tab;
        tab.resize(1280, 720);
        playClassicLevel(tab, makeLevel({"#########", "#@.g..l.#", "#########"},
                                        {monster(QStringLiteral("goblin"), 3, 1),
                                         monster(QStringLiteral("goblin-leader"), 6, 1)}));
        const Game &g = *tab.session().game();
        const int goblin = g.level().actors[0].id, leader = g.level().actors[1].id;
        StatsPanel *side = tab.statsPanel();
        side->grab();
        QCOMPARE(side->listedMonsters(), (QList<int>{goblin, leader}));
        QCOMPARE(side->openedMonster(), -1);
        tab.play().hover(Point{6, 1});
        side->grab();
        QCOMPARE(side->listedMonsters(), (QList<int>{leader, goblin}));
        QCOMPARE(side->openedMonster(), leader);
        tab.play().hover(std::nullopt);
        side->grab();
        QCOMPARE(side->openedMonster(), -1);
    }

    void theMapStartsAtAZoomThatFillsTheWindow() {
        // The first run of a pack: the largest zoom that still shows about 40 x 25 cells; a
        // zoom the player chooses is kept for that pack.
        QSettings().remove(QStringLiteral("view/zoom"));
        GameTab tab;
        tab.resize(1400, 900);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("5"), QString()));
        const QSize view = tab.mapView()->viewport()->size();
        const auto &sizes = MapView::cellSizes();
        const int cell = sizes[std::size_t(tab.mapView()->zoom())];
        QVERIFY2(view.width() / cell >= 40 && view.height() / cell >= 25,
                 qPrintable(QStringLiteral("%1 px cells in %2x%3")
                                .arg(cell)
                                .arg(view.width())
                                .arg(view.height())));
        if (tab.mapView()->zoom() + 1 < int(sizes.size())) {
            const int bigger = sizes[std::size_t(tab.mapView()->zoom() + 1)];
            QVERIFY(view.width() / bigger < 40 || view.height() / bigger < 25);
        }
        QVERIFY(cell >= 24); // not the corner of the window the old default filled
        tab.perform(GameActions::Id::ZoomIn);
        const int chosen = tab.mapView()->zoom();
        QVERIFY(tab.runs().startRun(packDir("classic"), QStringLiteral("6"), QString()));
        QCOMPARE(tab.mapView()->zoom(), chosen);
        QFile::remove(GameSession::savePath());

        // A level smaller than 40 x 25 (maze-duel's first maze is 11 x 11) fills the view
        // instead of sitting small in its middle.
        QVERIFY(tab.runs().startRun(packDir("maze-duel"), QStringLiteral("5"), QString()));
        const TileMap &maze = tab.session().game()->level().level.map;
        QVERIFY(maze.width() < 30 && maze.height() < 20);
        const int mazeCell = sizes[std::size_t(tab.mapView()->zoom())];
        QVERIFY2(mazeCell * (maze.height() + 2) > view.height() * 2 / 3,
                 qPrintable(QStringLiteral("%1 px cells for a maze %2 high in %3 px")
                                .arg(mazeCell)
                                .arg(maze.height())
                                .arg(view.height())));
        QVERIFY(mazeCell * (maze.width() + 2) <= view.width() &&
                mazeCell * (maze.height() + 2) <= view.height());
        QFile::remove(GameSession::savePath());
    }

    // Until the player chooses a zoom, it fits each new level and each new size of the view (a
    // room's far doors stayed off screen, a second maze was cut at 1280 x 720); a zoom chosen is
    // kept through both; 0 fits again.
    // Through a door into a room of another size, the zoom fits the new room and the hero is
    // drawn on his cell (the walk through the door, in the old room's cells, was played on the
    // new room after the zoom had rebuilt it: the hero stood in the dark beside the room).
    void aNewRoomsZoomDrawsTheHeroWhereHeStands() {
        QSettings().remove(QStringLiteral("view/zoom"));
        Diagnostics d;
        auto pack = std::make_shared<Pack>(bundledPack("permadungeon", d));
        QVERIFY(!d.hasErrors());
        pack->ruleset.doorWarmup = 0;
        AppSettings::instance().clearPackZoom(pack->manifest.id);
        Level level = makeLevel({"####", "#@.+", "####"});
        level.doors = {DoorInfo{{3, 1}, Side::East, 0}};
        GameTab tab;
        tab.resize(1280, 720);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.session().play(pack, std::make_unique<Game>(*pack, 5, QString(), level), pack->rootPath,
                           QStringLiteral("5"));
        tab.overlays().notices()->clear();
        const int small = tab.mapView()->cellSize();
        QTest::keyClick(&tab, Qt::Key_Right);
        QTest::keyClick(&tab, Qt::Key_Right);
        const Game &game = *tab.session().game();
        QCOMPARE(game.state().depth, 2);
        QVERIFY2(tab.mapView()->cellSize() < small, "the bigger room fits at a smaller zoom");
        const int cell = tab.mapView()->cellSize();
        const Point hero = game.state().hero.pos;
        QTRY_COMPARE(tab.mapView()->actorItem(0)->pos(), QPointF(hero.x * cell, hero.y * cell));
        QFile::remove(GameSession::savePath());
    }

    void theZoomFitsEachNewLevelAndSize() {
        QSettings().remove(QStringLiteral("view/zoom"));
        Diagnostics d;
        auto pack = std::make_shared<Pack>(bundledPack("classic", d));
        QVERIFY(!d.hasErrors());
        GameTab tab;
        tab.resize(1280, 720);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.session().play(
            pack,
            std::make_unique<Game>(*pack, 5, QString(), makeLevel({"#####", "#@>.#", "#####"})),
            pack->rootPath, QStringLiteral("5"));
        tab.overlays().notices()->clear();
        const auto cell = [&] { return MapView::cellSizes()[std::size_t(tab.mapView()->zoom())]; };
        const auto fits = [&](const TileMap &map) {
            const QSize view = tab.mapView()->viewport()->size();
            return cell() * std::min(map.width() + 2, 40) <= view.width() &&
                   cell() * std::min(map.height() + 2, 25) <= view.height();
        };
        const int small = cell();
        QVERIFY(fits(tab.session().game()->level().level.map));
        QTest::keyClick(&tab, Qt::Key_L);
        QTest::keyClick(&tab, Qt::Key_Greater);
        QCOMPARE(tab.session().game()->state().depth, 2);
        const TileMap &deeper = tab.session().game()->level().level.map;
        QVERIFY2(cell() < small && fits(deeper),
                 qPrintable(QStringLiteral("%1 px cells, were %2").arg(cell()).arg(small)));
        // A smaller window: smaller cells, the level still fitting.
        const int before = cell();
        tab.resize(900, 560);
        QTRY_VERIFY(cell() < before);
        QVERIFY(fits(deeper));
        // Chosen by the player: kept through a new size.
        tab.perform(GameActions::Id::ZoomIn);
        const int chosen = tab.mapView()->zoom();
        tab.resize(1280, 720);
        QTest::qWait(50);
        QCOMPARE(tab.mapView()->zoom(), chosen);
        // 0: fitting again, and the choice forgotten for the pack.
        QTest::keyClick(&tab, Qt::Key_0);
        QVERIFY(!AppSettings::instance().packZoom(pack->manifest.id));
        QVERIFY(fits(deeper));
        QFile::remove(GameSession::savePath());
    }

    void shiftQDrinksWhatHelps() {
        GameTab tab;
        tab.show();
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("7"), QString()));
        const Game &g = *tab.session().game();
        // Unhurt, with full MP: nothing would help, so nothing is submitted.
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")), 2);
        QTest::keyClick(&tab, Qt::Key_Q, Qt::ShiftModifier);
        QVERIFY(g.commands().isEmpty());
        QCOMPARE(tab.statusLine().text(), Words::tr("Nothing you carry would help now."));
        // Hurt in a fight, it drinks a healing draught: the engine's own `use`.
        for (int i = 0; i < 300 && g.state().hero.stats.hp == g.heroMaxHp() && !g.isOver(); ++i)
            QTest::keyClick(&tab, i % 4 == 3 ? Qt::Key_O : Qt::Key_Tab);
        QVERIFY(!g.isOver());
        QVERIFY(g.state().hero.stats.hp < g.heroMaxHp());
        const qint64 hp = g.state().hero.stats.hp;
        const int potions = g.state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        QTest::keyClick(&tab, Qt::Key_Q, Qt::ShiftModifier);
        QCOMPARE(g.commands().last().toText(), QStringLiteral("use potion-hp-1"));
        QVERIFY(g.state().hero.stats.hp > hp);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")), potions - 1);
    }

    void refusedMovesTakeNoTurnAndSayWhy() {
        GameTab tab;
        tab.show();
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("7"), QString()));
        const Game &g = *tab.session().game();
        // Walk west until a wall stops the hero: that press is refused and takes no turn.
        bool refused = false;
        for (int i = 0; i < 80 && !refused && !g.isOver() && !g.state().battle; ++i) {
            const int turn = g.state().turn;
            const Point pos = g.state().hero.pos;
            const qsizetype commands = g.commands().size();
            const qsizetype logLines = tab.session().log().size();
            QTest::keyClick(&tab, Qt::Key_H);
            if (!g.level().level.map.passable(pos + offset(Direction::W))) {
                refused = true;
                QCOMPARE(g.commands().size(), commands); // a refused command is not recorded
                QCOMPARE(g.state().turn, turn);
                QCOMPARE(g.state().hero.pos, pos);
                QVERIFY(tab.session().log().size() > logLines);
                // The refusal stays on the status line until the next turn.
                QCOMPARE(tab.statusLine().text(),
                         Words::logLine(tab.session().log().last(), &g.pack()));
            }
        }
        QVERIFY(refused);
    }

    void heldKeysNeverQueueTurnsAfterRelease() {
        GameTab tab;
        tab.show();
        QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("11"), QString()));
        const Game &g = *tab.session().game();
        const auto d = openStep(g);
        QVERIFY(d);
        const Qt::Key key = keyFor(*d);
        const qsizetype commands = g.commands().size();
        // Ten auto-repeats queue up behind a slow turn, then the key is released: the repeats
        // coalesce into one turn and none is played after the release.
        QCoreApplication::postEvent(&tab, new QKeyEvent(QEvent::KeyPress, key, Qt::NoModifier));
        for (int i = 0; i < 10; ++i)
            QCoreApplication::postEvent(
                &tab, new QKeyEvent(QEvent::KeyPress, key, Qt::NoModifier, QString(), true));
        QCoreApplication::postEvent(&tab, new QKeyEvent(QEvent::KeyRelease, key, Qt::NoModifier));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(g.commands().size() - commands <= 2);
        QVERIFY(g.commands().size() - commands >= 1);
        const qsizetype after = g.commands().size();
        // A zero timer started now fires after any repeat queued before it: once it has, the
        // event loop has turned and nothing more may come of the released key.
        bool turned = false;
        QTimer::singleShot(0, &tab, [&turned] { turned = true; });
        QVERIFY(QTest::qWaitFor([&turned] { return turned; }));
        QCOMPARE(g.commands().size(), after);
    }

    void exploreFightAndStairsAreCommandsLikeAnyOther() {
        // Auto-explore, auto-fight and the stairs keys are only ways of choosing commands: the
        // game they make replays from its command list to the same state.
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("42"), QStringLiteral("Ada")));
        const Game &g = *tab.session().game();
        for (int i = 0; i < 120 && !g.isOver() && g.state().depth == 1; ++i) {
            QTest::keyClick(&tab, Qt::Key_Tab);
            QTest::keyClick(&tab, Qt::Key_O);
            // The first > walks to the stairs once they are known, the second takes them.
            QTest::keyClick(&tab, Qt::Key_Greater, Qt::ShiftModifier);
            QTest::keyClick(&tab, Qt::Key_Greater, Qt::ShiftModifier);
        }
        QVERIFY(g.state().turn > 20);
        QVERIFY2(g.state().depth > 1 || g.isOver(),
                 qPrintable(QStringLiteral("explore and > never reached the stairs: %1 / %2")
                                .arg(tab.statusLine().text(),
                                     g.state().log.isEmpty()
                                         ? QString()
                                         : Words::logLine(g.state().log.last(), &g.pack()))));
        Diagnostics d;
        const Pack classic = bundledPack("classic", d);
        Game twin(classic, seed::fromText(u"42"), QStringLiteral("Ada"));
        for (const Command &c : g.commands())
            twin.submit(c);
        QCOMPARE(twin.stateHash(), g.stateHash());
    }

    void exploreSaysWhenNothingIsLeft() {
        Diagnostics d;
        auto pack = std::make_shared<Pack>(bundledPack("classic", d));
        auto game = std::make_unique<Game>(*pack, 5, QStringLiteral("Ada"),
                                           makeLevel({"#####", "#@..#", "#####"}));
        GameTab tab;
        tab.show();
        tab.session().play(pack, std::move(game), pack->rootPath, QStringLiteral("5"));
        QTest::keyClick(&tab, Qt::Key_O);
        const int turn = tab.session().game()->state().turn;
        QTest::keyClick(&tab, Qt::Key_O);   // the room is all seen: nothing to do, no turn
        QTest::keyClick(&tab, Qt::Key_Tab); // no monster: no turn either
        QCOMPARE(tab.session().game()->state().turn, turn);
        QVERIFY(!tab.statusLine().text().isEmpty());
    }

    void actionsCanBeRebound() {
        GameActions actions;
        QCOMPARE(actions.match(QKeyEvent(QEvent::KeyPress, Qt::Key_G, Qt::NoModifier)),
                 std::optional(GameActions::Id::Pickup));
        actions.setKeys(GameActions::Id::Pickup, {QKeySequence(Qt::Key_Comma)});
        QCOMPARE(actions.match(QKeyEvent(QEvent::KeyPress, Qt::Key_G, Qt::NoModifier)),
                 std::nullopt);
        GameActions reread; // from QSettings
        QCOMPARE(reread.match(QKeyEvent(QEvent::KeyPress, Qt::Key_Comma, Qt::NoModifier)),
                 std::optional(GameActions::Id::Pickup));
        QCOMPARE(reread.match(QKeyEvent(QEvent::KeyPress, Qt::Key_Greater, Qt::ShiftModifier)),
                 std::optional(GameActions::Id::Descend));
        QCOMPARE(reread.match(QKeyEvent(QEvent::KeyPress, Qt::Key_5, Qt::KeypadModifier)),
                 std::optional(GameActions::Id::Wait));
        for (GameActions::Id id : GameActions::all())
            QCOMPARE(GameActions::fromName(GameActions::name(id)), std::optional(id));
        QSettings().remove(QStringLiteral("keys"));
    }

    void lookModeShowsNoSecret() {
        Diagnostics d;
        const Pack classic = bundledPack("classic", d);
        // Seed 35 makes the one chest of depth 1 a mimic (tst_engine_rules pins it); "rune" is a
        // hidden trap.
        Game g(
            classic, 35, QString(),
            makeLevel({"#######", "#@.....#", "#######"}, {chest(QStringLiteral("chest-d1"), 3, 1),
                                                           trap(QStringLiteral("rune"), 2, 1)}));
        QVERIFY(g.level().chests.first().mimic);
        QVERIFY(g.level().traps.first().hidden);
        const QString chestText = GameWording::describeCell(g, {3, 1});
        QVERIFY2(chestText.contains(QStringLiteral("closed chest")), qPrintable(chestText));
        QVERIFY2(!chestText.contains(QStringLiteral("imic"), Qt::CaseInsensitive),
                 qPrintable(chestText));
        const QString trapText = GameWording::describeCell(g, {2, 1});
        QCOMPARE(trapText, QStringLiteral("Floor"));
        QCOMPARE(GameWording::describeCell(g, {40, 40}), QString()); // off the map
    }

    void logCollapsesRepeats() {
        LogModel model;
        model.setWording([](const LogEntry &e) { return QString::number(e.turn % 2); });
        LogEntry a;
        a.turn = 2;
        LogEntry b;
        b.turn = 4;
        LogEntry c;
        c.turn = 5;
        model.append({a, b});
        model.append({b});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.data(model.index(0)).toString(), QStringLiteral("0 ×3"));
        model.append({c, a});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.data(model.index(1)).toString(), QStringLiteral("1"));
        QCOMPARE(model.data(model.index(1), LogModel::CountRole).toInt(), 1);
    }

    void saveThenContinueGivesTheSameState() {
        QString hash;
        {
            GameTab tab;
            tab.show();
            QVERIFY(tab.session().start(packDir("classic"), QStringLiteral("saved run"),
                                        QStringLiteral("Bea")));
            for (int i = 0; i < 12; ++i) {
                const auto d = openStep(*tab.session().game());
                if (!d || tab.session().game()->isOver())
                    break;
                QTest::keyClick(&tab, keyFor(*d));
            }
            QTest::keyClick(&tab, Qt::Key_Period);
            hash = tab.session().game()->stateHash();
            tab.suspend();
        }
        QVERIFY(GameSession::hasSave());
        GameTab again;
        again.show();
        QVERIFY(again.runs().continueRun());
        QCOMPARE(again.session().game()->stateHash(), hash);
        QCOMPARE(again.session().heroName(), QStringLiteral("Bea"));
    }

    void deathLeadsToTheSummaryAndANewRun() {
        QDir(GameSession::dataDir()).removeRecursively();
        GameTab tab;
        tab.resize(1000, 700);
        tab.show();
        // Permadungeon's hero lives on experience, and every bolt costs 0-6 of it.
        QVERIFY(tab.session().start(packDir("permadungeon"), QStringLiteral("3"),
                                    QStringLiteral("Cy")));
        QVERIFY(GameSession::hasSave() == false);
        for (int i = 0; i < 500 && !tab.session().game()->isOver(); ++i)
            tab.session().submit(Command::of(Command::Kind::Fire));
        QVERIFY(tab.session().game()->isOver());
        QVERIFY(!tab.session().game()->state().alive);
        auto *end = tab.findChild<RunEndView *>();
        QVERIFY(end && end->isVisible());
        QCOMPARE(tab.session().rank(), 1);
        QCOMPARE(tab.session().scores().entries().size(), 1);
        QVERIFY(!GameSession::hasSave()); // permadeath
        QVERIFY(QFile::exists(GameSession::scoresPath()));
        // The table words the run's end as the summary does (records named from the pack).
        // The chapter's own line for the end, and how far the run went is a room.
        QCOMPARE(end->findChild<QLabel *>(QStringLiteral("RunEndTitle"))->text(),
                 RunEndView::tr("You have experienced PERMADEATH."));
        auto *table = end->findChild<QTableWidget *>();
        QVERIFY(table && table->rowCount() == 1);
        QCOMPARE(table->horizontalHeaderItem(3)->text(), RunEndView::tr("Room"));
        QCOMPARE(
            table->item(0, table->columnCount() - 1)->text(),
            Words::deathCause(tab.session().game()->state().cause, &tab.session().game()->pack()));
        // R: the same seed again, a living hero on turn 0.
        const QString seed = tab.session().seedText();
        QTest::keyClick(end, Qt::Key_R);
        QVERIFY(!end->isVisible());
        QCOMPARE(tab.session().seedText(), seed);
        QVERIFY(tab.session().game()->state().alive);
        QCOMPARE(tab.session().game()->state().turn, 0);
    }

    void aKeyDrivenRunReplaysInTheCli() {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("run.replay"));
        GameTab tab;
        tab.show();
        tab.session().setRecordPath(record);
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("1234"), QStringLiteral("Dee")));
        for (int i = 0; i < 30 && !tab.session().game()->isOver(); ++i) {
            const Game &g = *tab.session().game();
            const auto d = g.state().battle ? std::nullopt : openStep(g);
            if (d)
                QTest::keyClick(&tab, keyFor(*d));
            else
                QTest::keyClick(&tab, Qt::Key_Period);
            if (i % 7 == 3)
                QTest::keyClick(&tab, Qt::Key_G); // often refused: nothing here
        }
        const QString hash = tab.session().game()->stateHash();
        tab.suspend(); // writes the replay now
        QVERIFY(QFile::exists(record));
        const QString out = replayInCli(record);
        QVERIFY2(out.contains(QStringLiteral("stateHash: ") + hash), qPrintable(out));
        // The session's own copy of the replay is there too.
        QVERIFY(QFile::exists(tab.session().replayPath()));
    }

    // What is on disk the moment after a turn is what a kill (-9, a power cut) leaves: the run
    // goes on from there, at most the last turn lost, although no save was written since.
    void aKilledRunContinuesFromItsLastTurn() {
        QDir(GameSession::dataDir()).removeRecursively();
        QSettings().remove(QStringLiteral("run"));
        QSettings().setValue(QStringLiteral("game/autosaveTurns"), 10000); // no autosave
        QTemporaryDir snapshot;
        QString hash;
        int turn = 0;
        {
            GameTab tab;
            tab.show();
            // The maze duel's guards wait: the hero lives through the waits.
            QVERIFY(tab.session().start(packDir("maze-duel"), QStringLiteral("killed run"),
                                        QStringLiteral("Fay")));
            for (int i = 0; i < 8; ++i)
                QTest::keyClick(&tab, Qt::Key_Period);
            QVERIFY(!tab.session().game()->isOver());
            QCoreApplication::processEvents(); // the turn's events handled: the replay written
            QVERIFY(!QFile::exists(GameSession::savePath()));
            hash = tab.session().game()->stateHash();
            turn = tab.session().game()->state().turn;
            QVERIFY(turn >= 5);
            // The files as a kill leaves them; the tab's own ending (which saves) is undone.
            QVERIFY(QDir().rename(GameSession::dataDir(), snapshot.filePath(QStringLiteral("d"))));
        }
        QDir(GameSession::dataDir()).removeRecursively();
        QVERIFY(QDir().rename(snapshot.filePath(QStringLiteral("d")), GameSession::dataDir()));
        QVERIFY(GameSession::hasSave());
        GameTab again;
        again.show();
        QVERIFY(again.runs().continueRun());
        QCOMPARE(again.session().game()->state().turn, turn);
        QCOMPARE(again.session().game()->stateHash(), hash);
        QCOMPARE(again.session().seedText(), QStringLiteral("killed run")); // as typed
        // It goes on in its own replay: the next turn appends to the same file.
        const QString replay = again.session().replayPath();
        QTest::keyClick(&again, Qt::Key_Period);
        QCoreApplication::processEvents();
        Diagnostics d;
        const auto back = Replay::read(replay, d);
        QVERIFY(back);
        QCOMPARE(back->turn, turn + 1);
        QCOMPARE(back->seedText, QStringLiteral("killed run"));
        QSettings().remove(QStringLiteral("game/autosaveTurns"));
    }

    // A save older than the replay is brought up to the replay's last turn; a replay of another
    // run (another seed) is not taken for this one's.
    void aSaveIsBroughtUpToItsReplay() {
        QDir(GameSession::dataDir()).removeRecursively();
        QSettings().setValue(QStringLiteral("game/autosaveTurns"), 3);
        QString hash;
        int saved = 0;
        {
            GameTab tab;
            tab.show();
            QVERIFY(tab.session().start(packDir("maze-duel"), QStringLiteral("7"),
                                        QStringLiteral("Gus")));
            for (int i = 0; i < 4; ++i)
                tab.session().submit(Command::of(Command::Kind::Wait));
            tab.session().waitForSaves();                    // written off the window thread
            QVERIFY(QFile::exists(GameSession::savePath())); // every 3 turns
            Diagnostics d;
            Diagnostics pd;
            const Pack md = bundledPack("maze-duel", pd);
            saved = SaveGame::read(md, GameSession::savePath(), d)->state().turn;
            QCOMPARE(saved, 3);
            tab.session().submit(Command::of(Command::Kind::Wait));
            QCoreApplication::processEvents();
            hash = tab.session().game()->stateHash();
            QVERIFY(QDir().rename(GameSession::dataDir(),
                                  GameSession::dataDir() + QStringLiteral(".kill")));
        }
        QDir(GameSession::dataDir()).removeRecursively();
        QVERIFY(QDir().rename(GameSession::dataDir() + QStringLiteral(".kill"),
                              GameSession::dataDir()));
        {
            GameTab again;
            again.show();
            QVERIFY(again.runs().continueRun());
            QCOMPARE(again.session().game()->state().turn, 5);
            QCOMPARE(again.session().game()->stateHash(), hash);
            again.suspend();
        }
        // The run's replay is another run's: the save is continued as it is.
        {
            Diagnostics pd;
            const Pack md = bundledPack("maze-duel", pd);
            Game other(md, 8, QStringLiteral("Gus"));
            for (int i = 0; i < 9; ++i)
                other.submit(Command::of(Command::Kind::Wait));
            QVERIFY(Replay::of(other, packDir("maze-duel"))
                        .write(QSettings().value(QStringLiteral("run/replay")).toString()));
        }
        const QString otherPath = QSettings().value(QStringLiteral("run/replay")).toString();
        GameTab third;
        third.show();
        QVERIFY(third.runs().continueRun());
        QCOMPARE(third.session().game()->state().turn, 5);
        QCOMPARE(third.session().game()->stateHash(), hash);
        QVERIFY(third.session().replayPath() != otherPath);
        third.session().submit(Command::of(Command::Kind::Wait));
        QCoreApplication::processEvents();
        Diagnostics d;
        QCOMPARE(Replay::read(otherPath, d)->seed, std::uint64_t(8)); // not written over
        QSettings().remove(QStringLiteral("game/autosaveTurns"));
    }

    // An unfinished run is saved on every new room (room by room) besides every few turns.
    void everyNewRoomIsSaved() {
        QDir(GameSession::dataDir()).removeRecursively();
        QSettings().setValue(QStringLiteral("game/autosaveTurns"), 10000);
        GameTab tab;
        tab.show();
        QVERIFY(tab.session().start(packDir("permadungeon"), QStringLiteral("7"),
                                    QStringLiteral("Hal")));
        const int firstRoom = tab.session().game()->state().depth;
        for (int i = 0; i < 400 && tab.session().game()->state().depth == firstRoom &&
                        !tab.session().game()->isOver();
             ++i) {
            const AutoPlay::Answer a =
                AutoPlay::next(*tab.session().game(), AutoPlay::Goal::Explore);
            if (!a.command)
                break;
            tab.session().submit(*a.command);
        }
        const Game &g = *tab.session().game();
        QVERIFY(g.state().depth != firstRoom);
        tab.session().waitForSaves();
        QVERIFY(QFile::exists(GameSession::savePath()));
        Diagnostics d, pd;
        const Pack perma = bundledPack("permadungeon", pd);
        const auto saved = SaveGame::read(perma, GameSession::savePath(), d);
        QVERIFY(saved);
        QCOMPARE(saved->state().depth, g.state().depth);
        QCOMPARE(saved->stateHash(), g.stateHash());
        QSettings().remove(QStringLiteral("game/autosaveTurns"));
    }

    // --record belongs to the first run: a second run does not write over it.
    void theRecordBelongsToTheFirstRun() {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("first.replay"));
        GameTab tab;
        tab.show();
        tab.session().setRecordPath(record);
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("11"), QStringLiteral("Ida")));
        tab.session().submit(Command::of(Command::Kind::Wait));
        QCoreApplication::processEvents();
        QVERIFY(
            tab.session().start(packDir("classic"), QStringLiteral("12"), QStringLiteral("Ida")));
        for (int i = 0; i < 3; ++i)
            tab.session().submit(Command::of(Command::Kind::Wait));
        tab.suspend();
        Diagnostics d;
        const auto back = Replay::read(record, d);
        QVERIFY(back);
        QCOMPARE(back->seed, seed::fromText(u"11"));
        QCOMPARE(back->turn, 1);
    }

    // A watched run ends on its real place in the table (read, not written) and its seed as
    // it was typed; a replay whose pack id is not the pack's is refused by name.
    void aWatchedRunEndsOnItsPlace() {
        QDir(GameSession::dataDir()).removeRecursively();
        QString replay;
        {
            GameTab tab;
            tab.show();
            QVERIFY(tab.session().start(packDir("permadungeon"), QStringLiteral("duel"),
                                        QStringLiteral("Jo")));
            for (int i = 0; i < 500 && !tab.session().game()->isOver(); ++i)
                tab.session().submit(Command::of(Command::Kind::Fire));
            QVERIFY(tab.session().game()->isOver());
            QCOMPARE(tab.session().rank(), 1);
            replay = tab.session().replayPath();
        }
        GameTab watcher;
        watcher.show();
        QVERIFY(watcher.runs().watchReplay(replay, 0));
        QCOMPARE(watcher.session().seedText(), QStringLiteral("duel"));
        QCOMPARE(watcher.session().rank(), 1);
        QCOMPARE(watcher.session().scores().entries().size(), 1); // nothing written
        auto *summary = watcher.findChild<QLabel *>(QStringLiteral("RunEndSummary"));
        QVERIFY(summary && summary->isVisible());
        QVERIFY2(
            summary->text().contains(
                RunEndView::tr("A replay: this run is rank %1 in the high-score table.").arg(1)),
            qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("duel")), qPrintable(summary->text()));

        QFile f(replay);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("\"org.permadungeon.permadungeon\"", "\"my.own.pack\"");
        const QString other = QFileInfo(replay).dir().filePath(QStringLiteral("other.replay"));
        QFile o(other);
        QVERIFY(o.open(QIODevice::WriteOnly));
        o.write(text);
        o.close();
        GameSession session;
        QList<Command> commands;
        QString error;
        QVERIFY(!session.watch(other, commands, &error));
        QVERIFY2(error.contains(QStringLiteral("\"my.own.pack\"")), qPrintable(error));
    }

    void watchingAReplayReachesItsHash() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("watch.replay"));
        Diagnostics d;
        const Pack classic = bundledPack("classic", d);
        Game g(classic, 99, QStringLiteral("Eve"));
        for (int i = 0; i < 40; ++i)
            g.submit(Command::move(kDirections[std::size_t(i * 3 % 8)]));
        Replay r = Replay::of(g, packDir("classic"));
        QVERIFY(r.write(path));
        QFile::remove(GameSession::savePath());
        QSettings().remove(QStringLiteral("run")); // no run of the tests before goes on
        GameTab tab;
        tab.show();
        QVERIFY(tab.runs().watchReplay(path, 0));
        QCOMPARE(tab.play().mode(), PlayController::Mode::Watch);
        QCOMPARE(tab.session().game()->stateHash(), g.stateHash());
        QString why;
        QVERIFY2(tab.session().watchedReplayProves(&why), qPrintable(why));
        // The run goes on: its end is a summary card in words, not a state hash.
        QVERIFY2(!tab.statusLine().text().contains(g.stateHash()),
                 qPrintable(tab.statusLine().text()));
        auto *end = tab.findChild<RunEndView *>(QStringLiteral("RunEndView"));
        QVERIFY(end && end->isVisible());
        QCOMPARE(end->findChild<QLabel *>(QStringLiteral("RunEndTitle"))->text(),
                 RunEndView::tr("The replay ends here"));
        const QString summary = end->findChild<QLabel *>(QStringLiteral("RunEndSummary"))->text();
        QVERIFY2(summary.contains(RunEndView::tr("%1 is alive, the run goes on.").arg("Eve")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(RunEndView::tr("The replay ends as it was recorded: the same "
                                                 "turn, the same state.")),
                 qPrintable(summary));
        QVERIFY(!summary.contains(g.stateHash()));
        QTest::keyClick(end, Qt::Key_Escape); // back to the map it ended on
        QVERIFY(!end->isVisible());
        const int turn = tab.session().game()->state().turn;
        QTest::keyClick(&tab, Qt::Key_Period); // keys do not play a watched run
        QCOMPARE(tab.session().game()->state().turn, turn);
        tab.suspend();
        QVERIFY(!GameSession::hasSave()); // watching writes no save
    }
};

QTEST_MAIN(TestGameTab)
#include "tst_gametab.moc"
