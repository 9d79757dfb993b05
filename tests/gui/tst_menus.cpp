// The Game tab's menus (items, equipment, attributes, spells), hint boxes and the level-up
// notice, driven by keys and clicks on the offscreen platform. Every action a menu performs is
// checked against the same command given to a twin game: same state, same hash.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GamePalette.h"
#include "game/GameSession.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "game/MenuButtons.h"
#include "game/NoticePolicy.h"
#include "game/NoticeQueue.h"
#include "game/PlayController.h"
#include "game/StatsPanel.h"
#include "game/StatusLine.h"
#include "game/menus/AttributesPanel.h"
#include "game/menus/EquipmentPanel.h"
#include "game/menus/ItemsPanel.h"
#include "game/menus/KeysPanel.h"
#include "game/menus/NoticeBox.h"
#include "game/menus/SpellsPanel.h"
#include "rpg/Spells.h"
#include "sound/GameSounds.h"
#include "sound/SoundSink.h"
#include "view/MapView.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QGraphicsPolygonItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// A tab playing a scenario level of a bundled pack, and a twin game made the same way: the
// tests give the twin the commands the tab's game recorded and compare the two.
struct Scenario {
    std::shared_ptr<Pack> pack;
    Level level;
    std::uint64_t seed = 5;
    std::unique_ptr<GameTab> tab;

    Scenario(const char *packName, const QStringList &rows, const QList<LevelEntity> &things,
             std::uint64_t s = 5)
        : seed(s) {
        Diagnostics d;
        pack = std::make_shared<Pack>(bundledPack(packName, d));
        level = makeLevel(rows, things);
        tab = std::make_unique<GameTab>();
        tab->resize(1200, 800);
        tab->show();
        QVERIFY2(QTest::qWaitForWindowActive(tab.get()), "the tab's window should activate");
        tab->session().play(pack, std::make_unique<Game>(*pack, seed, QStringLiteral("Ada"), level),
                            pack->rootPath, QString::number(seed));
    }
    const Game &game() const { return *tab->session().game(); }
    QString twinHash() const {
        Game twin(*pack, seed, QStringLiteral("Ada"), level);
        for (const Command &c : game().commands())
            twin.submit(c);
        return twin.stateHash();
    }
};

struct RecordingSink : SoundSink {
    QStringList effects;
    void playEffect(const QString &name) override { effects << name; }
    void playMusic(const QString &) override {}
};

QTreeWidget *listOf(GamePanel *panel) {
    return qobject_cast<QTreeWidget *>(panel->focusTarget());
}

} // namespace

class TestMenus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings("MenusTest"); }

    void itemsMenuUsesDropsAndGreysOut() {
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {item(QStringLiteral("sword-1"), 1, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(items));
        QVERIFY(items->isVisible());
        QVERIFY(listOf(items)->hasFocus());

        // The hero is unhurt: the potion is greyed out with the core's own reason.
        const QString potion = QStringLiteral("potion-hp-1");
        QVERIFY(items->selectId(potion));
        QPushButton *use = items->action(QStringLiteral("UseAction"));
        QVERIFY(!use->isEnabled());
        const auto why = s.game().refusal(Command::withId(Command::Kind::Use, potion));
        QVERIFY(why);
        QCOMPARE(why->kind, LogEntry::Kind::HpFull);
        QCOMPARE(use->toolTip(), Words::logLine(*why, &s.game().pack()));
        QVERIFY(items->reasonText().contains(use->toolTip()));
        // The card has the pack's numbers.
        const ItemRecord *rec = s.pack->item(potion);
        QVERIFY(items->descriptionText().contains(QString::number(rec->restores[Stat::Hp])));
        // u on a greyed action does nothing: no turn.
        QTest::keyClick(listOf(items), Qt::Key_U);
        QCOMPARE(s.game().state().turn, 0);
        QVERIFY(items->isVisible());

        // d drops it: a turn, the panel closes, the same as the command.
        const int carried = s.game().state().hero.inventory.count(potion);
        QTest::keyClick(listOf(items), Qt::Key_D);
        QCOMPARE(s.game().state().hero.inventory.count(potion), carried - 1);
        QCOMPARE(s.game().commands().last(), Command::withId(Command::Kind::Drop, potion));
        QVERIFY(!items->isVisible());
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QCOMPARE(s.game().stateHash(), s.twinHash());

        // Esc closes without a turn; the map has the keyboard again.
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(items->isVisible());
        const int turn = s.game().state().turn;
        QTest::keyClick(listOf(items), Qt::Key_Escape);
        QVERIFY(!items->isVisible());
        QCOMPARE(s.game().state().turn, turn);
        QVERIFY(tab.hasFocus());
    }

    // In German, the items menu, its card and the message log name the pack's records from its
    // translations/de.json; the game played is the same game.
    void menusAndTheLogNameRecordsInTheReadersLanguage() {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/permadungeon_de.qm")));
        QCoreApplication::installTranslator(&german);
        Words::setLanguage(QStringLiteral("de"));
        const auto english = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&german);
            Words::setLanguage(QStringLiteral("en"));
        });
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {monster(QStringLiteral("goblin-king"), 2, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QVERIFY(items->isVisible());
        QStringList rows;
        for (QTreeWidgetItemIterator it(listOf(items)); *it; ++it)
            rows << (*it)->text(0);
        QVERIFY2(rows.contains(QStringLiteral("Heiltrank")), qPrintable(rows.join(u'|')));
        QVERIFY2(!rows.join(u'|').contains(QStringLiteral("Healing draught")),
                 qPrintable(rows.join(u'|')));
        QVERIFY(items->selectId(QStringLiteral("potion-hp-1")));
        QVERIFY2(items->descriptionText().contains(QStringLiteral("Stellt 30 LP wieder her.")),
                 qPrintable(items->descriptionText()));
        QTest::keyClick(listOf(items), Qt::Key_Escape);

        QTest::keyClick(&tab, Qt::Key_Right); // into the goblin king
        QCOMPARE(s.game().state().turn, 1);
        const auto *log = tab.findChild<QListView *>(QStringLiteral("MessageLog"));
        QVERIFY(log);
        QStringList lines;
        for (int r = 0; r < log->model()->rowCount(); ++r)
            lines << log->model()->index(r, 0).data().toString();
        const QString all = lines.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("Goblinkönig")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("oblin king")), qPrintable(all));
        QCOMPARE(s.game().stateHash(), s.twinHash());
    }

    // The language changed during a run: the lines already in the log are said again in the
    // new language, not left in the old one until a restart.
    void theLogChangesLanguageWithTheProgram() {
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {monster(QStringLiteral("goblin-king"), 2, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_Right); // into the goblin king, in English
        const auto *log = tab.findChild<QListView *>(QStringLiteral("MessageLog"));
        QVERIFY(log);
        const auto text = [log] {
            QStringList lines;
            for (int r = 0; r < log->model()->rowCount(); ++r)
                lines << log->model()->index(r, 0).data().toString();
            return lines.join(u'\n');
        };
        const int rows = log->model()->rowCount();
        QVERIFY2(text().contains(QStringLiteral("oblin king")), qPrintable(text()));

        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/permadungeon_de.qm")));
        Words::setLanguage(QStringLiteral("de"));
        QCoreApplication::installTranslator(&german);
        const auto english = qScopeGuard([&] {
            Words::setLanguage(QStringLiteral("en"));
            QCoreApplication::removeTranslator(&german);
        });
        QTRY_VERIFY2(text().contains(QStringLiteral("Goblinkönig")), qPrintable(text()));
        QVERIFY2(!text().contains(QStringLiteral("oblin king")), qPrintable(text()));
        QCOMPARE(log->model()->rowCount(), rows);
        QCOMPARE(s.game().stateHash(), s.twinHash());
    }

    void itemsMenuWalksRowsByKeysAndUsesByEnter() {
        // Hurt the hero first: a goblin beside it hits until the potion helps.
        Scenario s("classic", {"#####", "#@g.#", "#####"},
                   {monster(QStringLiteral("goblin"), 2, 1)});
        GameTab &tab = *s.tab;
        while (s.game().state().hero.stats.hp == s.game().heroMaxHp() && !s.game().isOver())
            QTest::keyClick(&tab, Qt::Key_Period);
        QVERIFY(!s.game().isOver());
        QTest::keyClick(&tab, Qt::Key_I);
        ItemsPanel *items = tab.overlays().items();
        QTreeWidget *list = listOf(items);
        // Home, then Down walks every row once, the category headings skipped.
        QTest::keyClick(list, Qt::Key_Home);
        QStringList seen{items->selectedId()};
        for (int i = 0; i < 20; ++i) {
            QTest::keyClick(list, Qt::Key_Down);
            if (!seen.contains(items->selectedId()))
                seen << items->selectedId();
        }
        QStringList carried;
        for (const Inventory::Stack &st : s.game().state().hero.inventory.stacks()) {
            if (!carried.contains(st.item))
                carried << st.item;
        }
        QCOMPARE(seen.size(), carried.size());
        QVERIFY(!seen.contains(QString()));
        QVERIFY(items->selectId(QStringLiteral("potion-hp-1")));
        QVERIFY(items->action(QStringLiteral("UseAction"))->isEnabled());
        const int potions = s.game().state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(s.game().commands().last(),
                 Command::withId(Command::Kind::Use, QStringLiteral("potion-hp-1")));
        QCOMPARE(s.game().state().hero.inventory.count(QStringLiteral("potion-hp-1")), potions - 1);
        QCOMPARE(s.game().stateHash(), s.twinHash());
    }

    void equipmentMenuEquipsTakesOffAndSwaps() {
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {item(QStringLiteral("sword-1"), 1, 1), item(QStringLiteral("sling-1"), 1, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_G);
        QTest::keyClick(&tab, Qt::Key_E, Qt::ShiftModifier);
        EquipmentPanel *eq = tab.overlays().equipment();
        QVERIFY(eq->isVisible());
        QTreeWidget *list = listOf(eq);
        // Nothing ranged worn: swapping is greyed out with the reason.
        QPushButton *swap = eq->action(QStringLiteral("SwapAction"));
        QVERIFY(!swap->isEnabled());
        QCOMPARE(
            swap->toolTip(),
            Words::logLine(*s.game().refusal(Command::of(Command::Kind::Swap)), &s.game().pack()));
        const qint64 atk = s.game().heroStats()[Stat::Atk];
        QVERIFY(eq->selectId(QStringLiteral("sword-1")));
        QTest::keyClick(list, Qt::Key_E);
        QVERIFY(eq->isVisible()); // stays open for the next change
        QCOMPARE(s.game().state().hero.equipment.worn(ItemRecord::Slot::Melee),
                 QStringLiteral("sword-1"));
        QCOMPARE(s.game().heroStats()[Stat::Atk],
                 atk + s.pack->item(QStringLiteral("sword-1"))->bonus[Stat::Atk]);
        QVERIFY(eq->descriptionText().contains(QStringLiteral("sword"), Qt::CaseInsensitive) ||
                eq->descriptionText().contains(s.pack->item(QStringLiteral("sword-1"))->name));
        QVERIFY(eq->selectId(QStringLiteral("sling-1")));
        QTest::keyClick(list, Qt::Key_Return);
        QVERIFY(swap->isEnabled());
        QTest::keyClick(list, Qt::Key_S);
        QVERIFY(s.game().state().hero.rangedInHand);
        QVERIFY(eq->selectSlot(QStringLiteral("melee")));
        QTest::mouseClick(eq->action(QStringLiteral("UnequipAction")), Qt::LeftButton);
        QVERIFY(s.game().state().hero.equipment.isEmpty(ItemRecord::Slot::Melee));
        QCOMPARE(s.game().state().hero.inventory.count(QStringLiteral("sword-1")), 1);
        // An empty slot cannot be taken off: greyed with the reason, no turn.
        QVERIFY(eq->selectSlot(QStringLiteral("armour")));
        QVERIFY(!eq->action(QStringLiteral("UnequipAction"))->isEnabled());
        const int turn = s.game().state().turn;
        QTest::keyClick(list, Qt::Key_U);
        QCOMPARE(s.game().state().turn, turn);
        QCOMPARE(s.game().stateHash(), s.twinHash());
    }

    void attributesMenuShowsTheEnginesNumbers() {
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {item(QStringLiteral("sword-1"), 1, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_G);
        QVERIFY(
            tab.session().submit(Command::withId(Command::Kind::Equip, QStringLiteral("sword-1"))));
        // Opened by its button as well as by C.
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("MenuButton-attributes"));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        AttributesPanel *attrs = tab.overlays().attributes();
        QVERIFY(attrs->isVisible());
        const QString sheet = attrs->sheetText();
        const Combatant &hero = s.game().state().hero.stats;
        const Stats now = s.game().heroStats();
        QVERIFY(sheet.contains(QStringLiteral("<b>%1</b>").arg(now[Stat::Atk])));
        QVERIFY(sheet.contains(QStringLiteral(">%1<").arg(hero.base[Stat::Atk])));
        QVERIFY(sheet.contains(QStringLiteral("+%1").arg(hero.equipment[Stat::Atk])));
        QVERIFY(sheet.contains(QStringLiteral("<b>%1</b>").arg(now[Stat::Def])));
        const qint64 next = s.pack->ruleset.experience.value(hero.level);
        QVERIFY2(sheet.contains(QString::number(next)), qPrintable(sheet));
        // Elements: the pack has spells; none cast yet.
        QVERIFY(sheet.contains(GameWording::elementName(Element::Fire)));
        QTest::keyClick(attrs->focusTarget(), Qt::Key_Escape);
        QVERIFY(!attrs->isVisible());
        QTest::keyClick(&tab, Qt::Key_C, Qt::ShiftModifier);
        QVERIFY(attrs->isVisible());
    }

    void spellsMenuAimsABoltAndCastsAsTheCommand() {
        Scenario s("classic", {"#########", "#@.....g#", "#########"},
                   {monster(QStringLiteral("goblin"), 7, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_M);
        SpellsPanel *spells = tab.overlays().spells();
        QVERIFY(spells->isVisible());
        // Level-one attack spells are open from the start (no points needed).
        const SpellRecord *bolt = nullptr;
        for (const SpellRecord &sp : s.pack->spells) {
            if (sp.type == SpellRecord::Type::Attack &&
                isUnlocked(sp, s.game().state().hero.stats, s.pack->ruleset)) {
                bolt = &sp;
                break;
            }
        }
        QVERIFY(bolt);
        QVERIFY(spells->selectId(bolt->id));
        QVERIFY(spells->descriptionText().contains(
            QString::number(spellStrength(*bolt, s.game().state().hero.stats))));
        QTest::keyClick(listOf(spells), Qt::Key_C);
        QVERIFY(!spells->isVisible());
        QCOMPARE(tab.play().mode(), PlayController::Mode::Aim);
        QCOMPARE(tab.play().aimedSpell(), bolt->id);
        QCOMPARE(tab.play().cursor(), std::optional<Point>(Point{7, 1})); // the goblin in view
        const qint64 mp = s.game().state().hero.stats.mp;
        QTest::keyClick(&tab, Qt::Key_Return);
        QCOMPARE(s.game().commands().last(), Command::castAt(bolt->id, {7, 1}));
        QCOMPARE(s.game().state().hero.stats.mp, mp - bolt->mp);
        QCOMPARE(tab.play().mode(), PlayController::Mode::Play);
        QCOMPARE(s.game().stateHash(), s.twinHash());

        // A locked spell is listed, greyed, with what it needs.
        const SpellRecord *locked = nullptr;
        for (const SpellRecord &sp : s.pack->spells) {
            if (!isUnlocked(sp, s.game().state().hero.stats, s.pack->ruleset)) {
                locked = &sp;
                break;
            }
        }
        QVERIFY(locked);
        QTest::keyClick(&tab, Qt::Key_M);
        QVERIFY(spells->selectId(locked->id));
        QPushButton *cast = spells->action(QStringLiteral("CastAction"));
        QVERIFY(!cast->isEnabled());
        QCOMPARE(s.game().refusal(Command::withId(Command::Kind::Cast, locked->id))->kind,
                 LogEntry::Kind::SpellNotLearned);
        QVERIFY(spells->reasonText().contains(cast->toolTip()));
    }

    void hintsShowOnceAndStayDismissed() {
        Hints::setShown(true);
        Hints::resetAll();
        {
            Scenario s("classic", {"#######", "#@....#", "#######"},
                       {item(QStringLiteral("sword-1"), 2, 1)});
            GameTab &tab = *s.tab;
            NoticeBox *hint = tab.overlays().noticeBox();
            QVERIFY(hint->isVisible());
            QCOMPARE(hint->title(), Hints::title(Hints::Id::Welcome));
            // A box with its ground and gold frame, not words floating over the map (its style
            // once named it by an object name the tab then changed).
            const QImage box = hint->grab().toImage();
            QCOMPARE(QColor(box.pixel(box.width() / 2, 0)), GamePalette::current().frame);
            QCOMPARE(QColor(box.pixel(6, box.height() / 2)), GamePalette::current().bar);
            // Over the message log's pane, not a corner of the map (a room's top right corner
            // and its door hid under it).
            const QRect log(
                tab.findChild<QWidget *>(QStringLiteral("MessageLog"))->mapTo(&tab, QPoint(0, 0)),
                tab.findChild<QWidget *>(QStringLiteral("MessageLog"))->size());
            QVERIFY2(log.contains(hint->geometry().bottomRight()),
                     qPrintable(QStringLiteral("box %1,%2 %3x%4; log %5,%6 %7x%8")
                                    .arg(hint->x())
                                    .arg(hint->y())
                                    .arg(hint->width())
                                    .arg(hint->height())
                                    .arg(log.x())
                                    .arg(log.y())
                                    .arg(log.width())
                                    .arg(log.height())));
            const QRect map(tab.mapView()->mapTo(&tab, QPoint(0, 0)), tab.mapView()->size());
            QVERIFY(!hint->geometry().contains(map.topRight() + QPoint(-2, 2)));
            // The box owns the keyboard while it is up: a step key closes it and walks nowhere,
            // so the box is never left over a map that moves under it.
            waitOutBoxGuard();
            QTest::keyClick(&tab, Qt::Key_L);
            QCOMPARE(s.game().state().hero.pos, (Point{1, 1}));
            QCOMPARE(s.game().state().turn, 0);
            // Closed; a hint due with it (the spells a classic hero knows) is its next page.
            QVERIFY(!hint->isVisible() || hint->title() != Hints::title(Hints::Id::Welcome));
            QVERIFY(Hints::isDismissed(Hints::Id::Welcome));
            tab.overlays().notices()->clear();
            // Held down, the key that closed it still does nothing; pressed again, it walks.
            QKeyEvent repeat(QEvent::KeyPress, Qt::Key_L, Qt::NoModifier, QStringLiteral("l"),
                             true);
            QCoreApplication::sendEvent(&tab, &repeat);
            QCOMPARE(s.game().state().turn, 0);
            QTest::keyRelease(&tab, Qt::Key_L);
            QTest::keyClick(&tab, Qt::Key_L);
            QCOMPARE(s.game().state().hero.pos, (Point{2, 1}));
            // Whatever box came with that step closes by Esc and is not shown again.
            if (hint->isVisible()) {
                const QString title = hint->title();
                waitOutBoxGuard();
                QTest::keyClick(&tab, Qt::Key_Escape);
                QVERIFY(!hint->isVisible() || hint->title() != title);
            }
        }
        // A new run: the dismissed hints stay away.
        Scenario again("classic", {"#######", "#@....#", "#######"},
                       {item(QStringLiteral("sword-1"), 1, 1)});
        NoticeBox *hint = again.tab->overlays().noticeBox();
        QVERIFY(!hint->isVisible() || hint->title() != Hints::title(Hints::Id::Welcome));
        Hints::setShown(false);
    }

    // A hint that comes up between two quick keys (Return, Left, g, 150 ms apart) took the
    // second key and was marked read unseen: the keys now play, the hint stays up, and it is
    // read only when closed after it was up long enough to be seen.
    void aHintBetweenTwoKeysTakesNeitherKeyNorCountsAsRead() {
        Hints::setShown(true);
        Hints::resetAll();
        Scenario s("classic", {"#######", "#..@..#", "#######"},
                   {item(QStringLiteral("potion-hp-1"), 2, 1)});
        GameTab &tab = *s.tab;
        tab.play().setAutoPickup(false); // g picks the draught up
        NoticeQueue *queue = tab.overlays().notices();
        queue->setGuardMs(kLongGuardMs); // the keys below fall within it however slow the machine
        const int draughts = s.game().state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        NoticeBox *box = tab.overlays().noticeBox();
        QCOMPARE(box->title(), Hints::title(Hints::Id::Welcome));
        // The hints due together are one box's pages: the spells' waits behind the welcome.
        QCOMPARE(box->keysText(), NoticeBox::tr("Enter: next (%n more)", nullptr, 1));
        waitOutBoxGuard(queue);
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(Hints::isDismissed(Hints::Id::Welcome));
        QCOMPARE(box->title(), Hints::title(Hints::Id::Spells));
        queue->clear();
        // A box comes up, as a hint does after a step.
        tab.overlays().notices()->post(
            {Hints::title(Hints::Id::Trap), QStringLiteral("words"), 0, Hints::Id::Trap});
        QVERIFY(box->isVisible());
        QTest::qWait(150);
        QTest::keyClick(&tab, Qt::Key_Left);
        QTest::qWait(100);
        QTest::keyClick(&tab, Qt::Key_G);
        QCOMPARE(s.game().state().hero.pos, (Point{2, 1}));
        QCOMPARE(s.game().state().hero.inventory.count(QStringLiteral("potion-hp-1")),
                 draughts + 1);
        QVERIFY(box->isVisible());
        QVERIFY(!Hints::isDismissed(Hints::Id::Trap));
        // Closed by a click as soon as it shows: not read either.
        tab.overlays().notices()->clear();
        tab.overlays().notices()->post(
            {Hints::title(Hints::Id::Trap), QStringLiteral("words"), 0, Hints::Id::Trap});
        QTest::mouseClick(box, Qt::LeftButton);
        QVERIFY(!box->isVisible());
        QVERIFY(!Hints::isDismissed(Hints::Id::Trap));
        // Up long enough, then closed: read, for good.
        tab.overlays().notices()->post(
            {Hints::title(Hints::Id::Trap), QStringLiteral("words"), 0, Hints::Id::Trap});
        waitOutBoxGuard(queue);
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(!box->isVisible());
        QVERIFY(Hints::isDismissed(Hints::Id::Trap));
        Hints::setShown(false);
    }

    // A hint tells what a thing does before the player meets it, never after: the chest hint
    // comes when a closed chest is in view, not once it was opened; classic's stairs hint
    // when the stairs down are in view.
    void hintsComeBeforeTheFact() {
        Hints::setShown(true);
        // The others (the spells a classic hero starts with) read already.
        const auto onlyChestAndStairs = [] {
            Hints::resetAll();
            for (int id = 0; id <= int(Hints::Id::Ranged); ++id)
                if (Hints::Id(id) != Hints::Id::Chest && Hints::Id(id) != Hints::Id::Stairs)
                    Hints::dismiss(Hints::Id(id));
        };
        onlyChestAndStairs();
        Scenario s("classic", {"#######", "#@...>#", "#######"},
                   {chest(QStringLiteral("chest-d1"), 3, 1)});
        QCOMPARE(Hints::due(s.game(), {}), std::optional(Hints::Id::Chest));
        Hints::dismiss(Hints::Id::Chest);
        QCOMPARE(Hints::due(s.game(), {}), std::optional(Hints::Id::Stairs));
        Hints::dismiss(Hints::Id::Stairs);
        QCOMPARE(Hints::due(s.game(), {}), std::nullopt);
        // Out of sight, nothing is due; an opened chest calls for nothing afterwards.
        onlyChestAndStairs();
        Scenario dark("classic", {"#######", "#@#..>#", "#######"},
                      {chest(QStringLiteral("chest-d1"), 4, 1)});
        QCOMPARE(Hints::due(dark.game(), {}), std::nullopt);
        GameEvent opened;
        opened.kind = GameEvent::Kind::ChestOpened;
        QCOMPARE(Hints::due(dark.game(), {opened}), std::nullopt);
        Hints::setShown(false);
    }

    void theWelcomeSaysWhatAMonsterDoesInThisPack() {
        // Walking into a monster strikes it in the caves, starts a battle in the maze duel, and
        // in the room-by-room rules it is the monster's touch that costs the hero XP.
        Scenario caves("classic", {"#####", "#@..#", "#####"}, {});
        Scenario duel("maze-duel", {"#####", "#@..#", "#####"}, {});
        Scenario rooms("permadungeon", {"#####", "#@..#", "#####"}, {});
        const QString strike = Hints::tr("Walk into a monster to strike it.");
        QVERIFY(
            Hints::text(Hints::Id::Welcome, caves.game(), caves.tab->actions()).contains(strike));
        QVERIFY(
            !Hints::text(Hints::Id::Welcome, duel.game(), duel.tab->actions()).contains(strike));
        QVERIFY(Hints::text(Hints::Id::Welcome, duel.game(), duel.tab->actions())
                    .contains(Hints::tr("Walk into a monster to start a battle.")));
        const QString roomWords =
            Hints::text(Hints::Id::Welcome, rooms.game(), rooms.tab->actions());
        QVERIFY2(!roomWords.contains(strike), qPrintable(roomWords));
        QVERIFY2(roomWords.contains(QStringLiteral("XP")), qPrintable(roomWords));
        QVERIFY(!Hints::text(Hints::Id::Stairs, rooms.game(), rooms.tab->actions()).contains(u'>'));
        QVERIFY(Hints::text(Hints::Id::Stairs, caves.game(), caves.tab->actions()).contains(u'>'));
    }

    // The welcome names the moves as shipped only while they are; rebound, it names the keys
    // chosen (and every other key it names follows the bindings too).
    void theWelcomeNamesTheKeysAsBound() {
        using Id = GameActions::Id;
        Scenario caves("classic", {"#####", "#@..#", "#####"}, {});
        GameActions &actions = caves.tab->actions();
        const QString shipped = Hints::text(Hints::Id::Welcome, caves.game(), actions);
        QVERIFY2(shipped.contains(QStringLiteral("hjkl")), qPrintable(shipped));
        QVERIFY(shipped.contains(QStringLiteral("o explores")));
        actions.setKeys(Id::MoveN, {QKeySequence(Qt::Key_F5)});
        actions.setKeys(Id::Explore, {});
        actions.setKeys(Id::Fight, {QKeySequence(Qt::SHIFT | Qt::Key_F)});
        const QString rebound = Hints::text(Hints::Id::Welcome, caves.game(), actions);
        QVERIFY2(!rebound.contains(QStringLiteral("hjkl")), qPrintable(rebound));
        QVERIFY2(rebound.contains(QStringLiteral("F5 north")), qPrintable(rebound));
        QVERIFY2(rebound.contains(QStringLiteral("(no key) explores")), qPrintable(rebound));
        QVERIFY2(rebound.contains(QStringLiteral("Shift+F fights")), qPrintable(rebound));
        for (Id id : {Id::MoveN, Id::Explore, Id::Fight})
            actions.resetKeys(id);
        QCOMPARE(Hints::text(Hints::Id::Welcome, caves.game(), actions), shipped);
    }

    void theHintsNameThisPacksMenuKeysAndChests() {
        // maze-duel opens its menus as the report's deck (I, Left/Right, M) and has no trapped
        // chests or mimics: its hints say so, and never send the reader to m for spells (M
        // returns to the maze there) or warn of traps its chests cannot hold.
        Scenario caves("classic", {"#####", "#@..#", "#####"}, {});
        Scenario duel("maze-duel", {"#####", "#@..#", "#####"}, {});
        const GameActions &keys = caves.tab->actions();
        const auto hint = [](Scenario &s, Hints::Id id) {
            return Hints::text(id, s.game(), s.tab->actions());
        };
        const QString spellsKey = QStringLiteral("m opens");
        QVERIFY(hint(caves, Hints::Id::Spells).startsWith(spellsKey));
        QVERIFY(!hint(duel, Hints::Id::Spells).contains(spellsKey));
        // The deck opens by the items key, named as bound ("i" as shipped).
        const QString deckKey = keys.keyText(GameActions::Id::Items) + u' ';
        for (Hints::Id id :
             {Hints::Id::Items, Hints::Id::Spells, Hints::Id::LevelUp, Hints::Id::Hurt}) {
            const QString words = hint(duel, id);
            QVERIFY2(words.contains(deckKey), qPrintable(words));
            QVERIFY2(!words.contains(QStringLiteral("C shows")) &&
                         !words.contains(QStringLiteral("m opens")) &&
                         !words.contains(QStringLiteral("E shows")) &&
                         !words.contains(QStringLiteral("i lists")),
                     qPrintable(words));
        }
        QVERIFY(hint(caves, Hints::Id::Chest).contains(QStringLiteral("trapped")));
        QVERIFY(!hint(duel, Hints::Id::Chest).contains(QStringLiteral("trapped")));
        // The side panel's buttons: a key each in classic, the menus' names alone in the deck.
        const auto *classicSpells =
            caves.tab->findChild<QPushButton *>(QStringLiteral("MenuButton-spells"));
        const auto *deckSpells =
            duel.tab->findChild<QPushButton *>(QStringLiteral("MenuButton-spells"));
        QVERIFY(classicSpells && deckSpells);
        QCOMPARE(classicSpells->text(), MenuButtons::tr("Spells  m"));
        QCOMPARE(deckSpells->text(), MenuButtons::tr("Spells"));
    }

    void theSidePanelShowsALevelOnlyWhereThePackHasLevels() {
        // Room by room XP is all there is (one level, "experience": [0]): the line under the
        // hero's name names the pack alone; classic's and maze-duel's say the level too.
        Scenario rooms("permadungeon", {"#####", "#@..#", "#####"}, {});
        const QString roomLine = StatsPanel::subtitle(rooms.game());
        QCOMPARE(roomLine, Words::packName(*rooms.pack));
        QVERIFY2(!roomLine.contains(StatsPanel::tr("Level %1 · %2").arg(1).arg(QString())),
                 qPrintable(roomLine));
        for (const char *name : {"classic", "maze-duel"}) {
            Scenario s(name, {"#####", "#@..#", "#####"}, {});
            QCOMPARE(StatsPanel::subtitle(s.game()),
                     StatsPanel::tr("Level %1 · %2").arg(1).arg(Words::packName(*s.pack)));
        }
        // The attributes are listed where they decide a blow: not in the chapter's rooms
        // (collisions cost XP), but in its homework's (a blade strikes, armour turns blows).
        QVERIFY(!StatsPanel::showsAttributes(rooms.pack->ruleset));
        Scenario homework("permadungeon-homework", {"#####", "#@..#", "#####"}, {});
        QCOMPARE(StatsPanel::subtitle(homework.game()), Words::packName(*homework.pack));
        QVERIFY(StatsPanel::showsAttributes(homework.pack->ruleset));
        Scenario classic("classic", {"#####", "#@..#", "#####"}, {});
        QVERIFY(StatsPanel::showsAttributes(classic.pack->ruleset));
    }

    void theAimStartsWhereAFourWayShotCanGo() {
        // permadungeon shoots in four directions only: the target starts on the nearest monster
        // in line with the hero (the golem three cells east), not the nearer fungus on the
        // diagonal, which a shot could not reach.
        Hints::setShown(false); // no welcome box to take the keys
        Scenario both(
            "permadungeon", {"#######", "#@....#", "#.....#", "#######"},
            {monster(QStringLiteral("fungus"), 2, 2), monster(QStringLiteral("golem"), 4, 1)});
        QTest::keyClick(both.tab.get(), Qt::Key_T);
        QCOMPARE(both.tab->play().mode(), PlayController::Mode::Aim);
        QCOMPARE(both.tab->play().cursor(), std::optional<Point>(Point{4, 1}));
        QTest::keyClick(both.tab.get(), Qt::Key_Escape);
        // With only the diagonal fungus, the target starts beside the hero, in line with him.
        Scenario diagonal("permadungeon", {"#######", "#@....#", "#.....#", "#######"},
                          {monster(QStringLiteral("fungus"), 2, 2)});
        QTest::keyClick(diagonal.tab.get(), Qt::Key_T);
        QCOMPARE(diagonal.tab->play().mode(), PlayController::Mode::Aim);
        const std::optional<Point> at = diagonal.tab->play().cursor();
        const Point hero = diagonal.game().state().hero.pos;
        QVERIFY(at && *at != hero);
        QVERIFY2(at->x == hero.x || at->y == hero.y,
                 qPrintable(QStringLiteral("%1,%2").arg(at->x).arg(at->y)));
        // A pack that moves and shoots 8 ways (classic with `movement: 8`): the nearest
        // monster, diagonal or not.
        Scenario eight(
            "classic", {"#######", "#@....#", "#.....#", "#######"},
            {monster(QStringLiteral("cave-rat"), 2, 2), monster(QStringLiteral("cave-rat"), 4, 1)});
        auto eightWays = std::make_shared<Pack>(*eight.pack);
        eightWays->ruleset.movement = 8;
        eight.tab->session().play(
            eightWays,
            std::make_unique<Game>(*eightWays, eight.seed, QStringLiteral("Ada"), eight.level),
            eightWays->rootPath, QString::number(eight.seed));
        QTest::keyClick(eight.tab.get(), Qt::Key_T);
        QCOMPARE(eight.tab->play().cursor(), std::optional<Point>(Point{2, 2}));
        QTest::keyClick(eight.tab.get(), Qt::Key_Escape);
        // Classic as shipped moves four ways, as its tutorials do: the rat in line.
        Scenario four(
            "classic", {"#######", "#@....#", "#.....#", "#######"},
            {monster(QStringLiteral("cave-rat"), 2, 2), monster(QStringLiteral("cave-rat"), 4, 1)});
        QCOMPARE(four.pack->ruleset.movement, 4);
        QTest::keyClick(four.tab.get(), Qt::Key_T);
        QCOMPARE(four.tab->play().cursor(), std::optional<Point>(Point{4, 1}));
    }

    void theChestAndTrapHintsSayWhatTheyDoInThisPack() {
        // Room by room a chest is XP, and XP is life; none is trapped there, so the hint warns
        // of nothing. Classic's chests are trapped or mimics; maze-duel's are neither.
        Scenario caves("classic", {"#####", "#@..#", "#####"}, {});
        Scenario duel("maze-duel", {"#####", "#@..#", "#####"}, {});
        Scenario rooms("permadungeon", {"#####", "#@..#", "#####"}, {});
        const QString roomChest = Hints::text(Hints::Id::Chest, rooms.game(), rooms.tab->actions());
        QVERIFY2(roomChest.contains(QStringLiteral("XP")), qPrintable(roomChest));
        QVERIFY2(!roomChest.contains(QStringLiteral("trapped")), qPrintable(roomChest));
        QVERIFY2(!roomChest.contains(QStringLiteral("Enter")), qPrintable(roomChest));
        const QString caveChest = Hints::text(Hints::Id::Chest, caves.game(), caves.tab->actions());
        QVERIFY2(caveChest.contains(QStringLiteral("trapped")) &&
                     caveChest.contains(QStringLiteral("not chests")),
                 qPrintable(caveChest));
        QCOMPARE(Hints::text(Hints::Id::Chest, duel.game(), duel.tab->actions()),
                 Hints::tr("%1 opens a chest beside you.")
                     .arg(duel.tab->actions().keyText(GameActions::Id::Interact)));
        // With the homework's trapped chests the room-by-room hint warns of them.
        Pack trapped = *rooms.pack;
        trapped.ruleset.chestTrappedPercent = 8;
        const Game withTraps(trapped, 1, QString(), rooms.level);
        QVERIFY(Hints::text(Hints::Id::Chest, withTraps, rooms.tab->actions())
                    .contains(QStringLiteral("trapped")));
        // permadungeon's traps lie in plain sight and cost XP; classic's can hide.
        const QString roomTrap = Hints::text(Hints::Id::Trap, rooms.game(), rooms.tab->actions());
        QVERIFY2(roomTrap.contains(QStringLiteral("XP")) &&
                     !roomTrap.contains(QStringLiteral("hide")),
                 qPrintable(roomTrap));
        QVERIFY(Hints::text(Hints::Id::Trap, caves.game(), caves.tab->actions())
                    .contains(QStringLiteral("hide")));
    }

    void levelUpNoticeSaysWhatGrew() {
        // Eleven cave rats in a row are 44 XP: level 2 at 40 in classic.
        QList<LevelEntity> rats;
        for (int x = 2; x <= 12; ++x)
            rats << monster(QStringLiteral("cave-rat"), x, 1);
        Scenario s("classic", {"###############", "#@............#", "###############"}, rats, 11);
        GameTab &tab = *s.tab;
        for (int i = 0; i < 400 && s.game().state().hero.stats.level == 1 && !s.game().isOver();
             ++i)
            QTest::keyClick(&tab, Qt::Key_L);
        QVERIFY2(s.game().state().hero.stats.level == 2,
                 qPrintable(QStringLiteral("level %1, xp %2, over %3, turn %4")
                                .arg(s.game().state().hero.stats.level)
                                .arg(s.game().state().hero.xp)
                                .arg(s.game().isOver())
                                .arg(s.game().state().turn)));
        NoticeBox *notice = tab.overlays().noticeBox(); // the one box over the map
        QVERIFY(notice->isVisible());
        QCOMPARE(notice->title(), NoticePolicy::tr("Level %1!").arg(2));
        const Stats gains = s.pack->ruleset.levelGains;
        QVERIFY2(notice->text().contains(GameWording::statChanges(gains)),
                 qPrintable(notice->text()));
        waitOutBoxGuard();
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(!notice->isVisible());
    }

    // ---- The maze-duel report's menus --------------------------------------------------------

    void reportMenusByTheirKeys() {
        // I opens the deck, Left/Right turn between attributes, equipment, items and spells,
        // Up/Down move, Enter opens a kind of item and chooses, Backspace goes back a level, M
        // returns to the maze. Moving plays the menu-move sound. No key reaches the map.
        Scenario s("maze-duel", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        RecordingSink sounds;
        tab.sounds().setSink(&sounds);
        QTest::keyClick(&tab, Qt::Key_I);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().attributes()));
        QVERIFY(tab.overlays().openPanel()->deckText().contains(QStringLiteral("Items")));
        // Every page's key line names the deck's keys, the attributes sheet too: M, not Esc.
        const auto keysLine = [&tab] {
            const auto *line =
                tab.overlays().openPanel()->findChild<QLabel *>(QStringLiteral("PanelKeys"));
            return line ? line->text() : QString();
        };
        QVERIFY2(keysLine().contains(QStringLiteral("M back to the maze")) &&
                     !keysLine().contains(QStringLiteral("Esc")),
                 qPrintable(keysLine()));
        QTest::keyClick(tab.overlays().openPanel()->focusTarget(), Qt::Key_Right);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().equipment()));
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Right);
        ItemsPanel *items = tab.overlays().items();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(items));
        // Two levels: the kinds first.
        QVERIFY(items->isTwoLevel());
        QVERIFY(items->openCategory().isEmpty());
        QTreeWidget *list = listOf(items);
        QVERIFY(list->currentItem() && list->currentItem()->childCount() > 0);
        const QString kind = list->currentItem()->text(0);
        sounds.effects.clear();
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(items->openCategory(), kind);
        QVERIFY(!items->selectedId().isEmpty());
        QVERIFY(sounds.effects.contains(QStringLiteral("menu-move")));
        QTest::keyClick(list, Qt::Key_Backspace);
        QVERIFY(items->openCategory().isEmpty());
        QCOMPARE(list->currentItem()->text(0), kind);
        // Left twice from items: equipment, then attributes; and round to spells.
        QTest::keyClick(list, Qt::Key_Left);
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Left);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().attributes()));
        QTest::keyClick(tab.overlays().openPanel()->focusTarget(), Qt::Key_Left);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().spells()));
        QVERIFY(tab.overlays().spells()->isTwoLevel());
        QVERIFY2(keysLine().contains(QStringLiteral("M back to the maze")), qPrintable(keysLine()));
        // M back to the maze; nothing happened on the map.
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_M);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QCOMPARE(s.game().state().turn, 0);
        QCOMPARE(s.game().commands().size(), 0);
        QCOMPARE(s.game().state().hero.pos, (Point{1, 1}));
        // I again: the deck opens where it was left.
        QTest::keyClick(&tab, Qt::Key_I);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().spells()));
        tab.sounds().setSink(nullptr);
    }

    // The side panel's buttons open their own page of the deck (only Items did: the Equipment
    // button of a hero carrying an unworn jerkin did nothing), with the deck open or not.
    void reportMenuButtonsOpenTheirPage() {
        Scenario s("maze-duel", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        const auto button = [&tab](const char *name) {
            return tab.findChild<QPushButton *>(QStringLiteral("MenuButton-") +
                                                QLatin1String(name));
        };
        QVERIFY(button("equipment") && button("spells") && button("attributes"));
        button("equipment")->click();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().equipment()));
        button("spells")->click();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().spells()));
        button("attributes")->click();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().attributes()));
        // Left and Right go on from the page a button opened.
        QTest::keyClick(tab.overlays().openPanel()->focusTarget(), Qt::Key_Right);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().equipment()));
        QCOMPARE(s.game().commands().size(), 0);
    }

    // A piece out of a chest that is better than what is worn is said, as a picked-up one is
    // (a leather jerkin from a maze-duel chest was carried unworn, and nothing said so), with
    // the key that opens the deck.
    void aBetterPieceFromAChestIsSaid() {
        Scenario s("maze-duel", {"######", "#@...#", "######"},
                   {chest(QStringLiteral("gear-t1"), 2, 1)});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_Right);
        QVERIFY(s.game().level().chests[0].opened);
        QStringList gear;
        for (const Inventory::Stack &st : s.game().state().hero.inventory.stacks())
            if (const ItemRecord *rec = s.pack->item(st.item); rec && rec->isEquipment())
                gear << st.item;
        QCOMPARE(gear.size(), 1);
        const QString name = Words::inSentence(Words::itemName(s.game(), gear[0]));
        QCOMPARE(tab.statusLine().text(),
                 StatusLine::tr("The %1 is better than what you wear: put it on in the menus' "
                                "Equipment page (%2).")
                     .arg(name, tab.actions().keyText(GameActions::Id::Items)));
    }

    void orientationKeysTurnAndStep() {
        // The maze duel's orientation keys: D and A turn the hero a quarter (no time passes),
        // W steps the way he faces, S turns him round; the arrows still move. A wedge on the
        // hero shows his facing. Classic keeps WASD as moves.
        Scenario s("maze-duel", {"#######", "#@....#", "#.....#", "#######"}, {});
        GameTab &tab = *s.tab;
        const Game &g = s.game();
        QCOMPARE(g.state().hero.facing, Direction::S);
        QTest::keyClick(&tab, Qt::Key_D); // clockwise: south to west
        QCOMPARE(g.state().hero.facing, Direction::W);
        QCOMPARE(g.commands().last(), (Command{Command::Kind::Turn, Direction::W, {}, {}}));
        QCOMPARE(g.state().turn, 0);
        QTest::keyClick(&tab, Qt::Key_S); // round: east
        QCOMPARE(g.state().hero.facing, Direction::E);
        QTest::keyClick(&tab, Qt::Key_W);
        QCOMPARE(g.state().hero.pos, (Point{2, 1}));
        QCOMPARE(g.state().turn, 1);
        QTest::keyClick(&tab, Qt::Key_D); // east to south
        QTest::keyClick(&tab, Qt::Key_W);
        QCOMPARE(g.state().hero.pos, (Point{2, 2}));
        QTest::keyClick(&tab, Qt::Key_A); // south to east
        QCOMPARE(g.state().hero.facing, Direction::E);
        QTest::keyClick(&tab, Qt::Key_Right); // the arrows still move
        QCOMPARE(g.state().hero.pos, (Point{3, 2}));
        QGraphicsPolygonItem *wedge = nullptr;
        for (QGraphicsItem *item : tab.mapView()->scene()->items())
            if (auto *p = qgraphicsitem_cast<QGraphicsPolygonItem *>(item))
                wedge = p;
        QVERIFY(wedge && wedge->isVisible());
        QCOMPARE(s.twinHash(), g.stateHash()); // the turns replay

        Scenario c("classic", {"#######", "#.@...#", "#######"}, {});
        QTest::keyClick(c.tab.get(), Qt::Key_D);
        QCOMPARE(c.game().state().hero.pos, (Point{3, 1}));
        QTest::keyClick(c.tab.get(), Qt::Key_A);
        QCOMPARE(c.game().state().hero.pos, (Point{2, 1}));
    }

    void theReportTellsByBox() {
        // The maze duel: what a treasure held, and why a medicine is refused, come as hint
        // boxes that wait for Enter.
        Hints::setShown(false); // only the report's boxes, not the first-time hints
        Scenario s("maze-duel", {"#######", "#@c...#", "#######"},
                   {chest(QStringLiteral("treasure-1"), 2, 1)});
        GameTab &tab = *s.tab;
        QVERIFY(!tab.overlays().noticeBox()->isVisible());
        QTest::keyClick(&tab, Qt::Key_Return); // open the chest beside
        QVERIFY(s.game().level().chests.first().opened);
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        QCOMPARE(tab.overlays().noticeBox()->title(), NoticePolicy::tr("Treasure"));
        QVERIFY(tab.overlays().notices()->isBlocking());
        QTest::keyClick(&tab, Qt::Key_L); // nothing while the box is up
        QCOMPARE(s.game().state().hero.pos, (Point{1, 1}));
        waitOutBoxGuard();
        QTest::keyClick(&tab, Qt::Key_Return);
        QVERIFY(!tab.overlays().noticeBox()->isVisible());
        // Opening it again: a box says it is empty.
        QTest::keyClick(&tab, Qt::Key_Return);
        QCOMPARE(tab.overlays().noticeBox()->title(), NoticePolicy::tr("Not now"));
        waitOutBoxGuard();
        QTest::keyClick(&tab, Qt::Key_Return);
        // Medicine at full health.
        const QString potion = s.game().state().hero.inventory.stacks().first().item;
        QVERIFY(!tab.session().submit(Command::withId(Command::Kind::Use, potion)));
        QCOMPARE(tab.overlays().noticeBox()->title(), NoticePolicy::tr("Not now"));
        QCOMPARE(tab.overlays().noticeBox()->text(),
                 Words::logLine(*s.game().lastRefusal(), &s.game().pack()));
    }

    void dTakesTheFocusedPieceOff() {
        // The report's equipment menu: D takes the focused piece off.
        Scenario s("maze-duel", {"#######", "#@....#", "#######"},
                   {item(QStringLiteral("sword-1"), 1, 1)});
        GameTab &tab = *s.tab;
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        QVERIFY(
            tab.session().submit(Command::withId(Command::Kind::Equip, QStringLiteral("sword-1"))));
        QCOMPARE(s.game().state().hero.equipment.worn(ItemRecord::Slot::Melee),
                 QStringLiteral("sword-1"));
        QTest::keyClick(&tab, Qt::Key_I);
        QTest::keyClick(tab.overlays().openPanel()->focusTarget(), Qt::Key_Right);
        EquipmentPanel *eq = tab.overlays().equipment();
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(eq));
        QVERIFY(eq->selectSlot(QStringLiteral("melee")));
        QTest::keyClick(listOf(eq), Qt::Key_D);
        QVERIFY(s.game().state().hero.equipment.worn(ItemRecord::Slot::Melee).isEmpty());
        QCOMPARE(s.game().commands().last(),
                 Command::withId(Command::Kind::Unequip, QStringLiteral("melee")));
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(eq)); // still open, as before
    }

    // ---- Help a player can find, and only what the pack has ------------------------------

    void theKeysOverlayListsEveryBoundAction() {
        Scenario s("classic", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        // A rebound key shows as rebound.
        tab.actions().setKeys(GameActions::Id::Explore, {QKeySequence(Qt::Key_F7)});
        QTest::keyClick(&tab, Qt::Key_Question);
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().keys()));
        const QStringList rows = tab.overlays().keys()->rows();
        QVERIFY2(rows.join(u'\n').contains(QStringLiteral("Moving: Explore by yourself — F7")),
                 qPrintable(rows.join(u'\n')));
        for (const QString &group : {QStringLiteral("Moving:"), QStringLiteral("Acting:"),
                                     QStringLiteral("Menus:"), QStringLiteral("View:")})
            QVERIFY2(rows.join(u'\n').contains(group), qPrintable(group));
        QVERIFY(rows.join(u'\n').contains(QStringLiteral("Spells — m")));
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QTest::keyClick(&tab, Qt::Key_F1); // F1 too
        QCOMPARE(tab.overlays().openPanel(), static_cast<GamePanel *>(tab.overlays().keys()));
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);
        tab.actions().setKeys(GameActions::Id::Explore,
                              GameActions::defaults(GameActions::Id::Explore));
        QCOMPARE(s.game().commands().size(), 0);
    }

    void theRoomByRoomPackShowsOnlyWhatItHas() {
        // No items, equipment, attributes or spells in the chapter's game: no buttons, no keys
        // in the help, no menu opens; the XP is drawn bottom left as the chapter does, and the
        // death line is the chapter's.
        Scenario s("permadungeon", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        for (QPushButton *b : tab.findChildren<QPushButton *>())
            if (b->objectName().startsWith(QStringLiteral("MenuButton-")))
                QVERIFY2(!b->isVisible(), qPrintable(b->objectName()));
        QTest::keyClick(&tab, Qt::Key_I);
        QTest::keyClick(&tab, Qt::Key_M);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QVERIFY(!tab.statusLine().text().contains(QStringLiteral("i items")));
        QVERIFY(tab.statusLine().text().contains(QStringLiteral("? keys")));
        QVERIFY(tab.statusLine().text().contains(QStringLiteral("doors lead on")));
        auto *hud = tab.findChild<QLabel *>(QStringLiteral("XpHud"));
        QVERIFY(hud && hud->isVisible());
        QCOMPARE(hud->text(), QStringLiteral("XP 10"));
        // At the map's bottom left.
        const QRect map(tab.mapView()->mapTo(&tab, QPoint(0, 0)), tab.mapView()->size());
        QVERIFY(map.contains(hud->geometry()));
        QVERIFY(hud->geometry().left() < map.left() + map.width() / 4);
        QVERIFY(hud->geometry().top() > map.top() + map.height() / 2);
        QTest::keyClick(&tab, Qt::Key_Question);
        const QString help = tab.overlays().keys()->rows().join(u'\n');
        QVERIFY(!help.contains(QStringLiteral("Menus:")));
        QVERIFY(help.contains(QStringLiteral("with the bolt")));
        QVERIFY(help.contains(QStringLiteral("walk through a door")));
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);

        Scenario c("classic", {"#######", "#@....#", "#######"}, {});
        for (QPushButton *b : c.tab->findChildren<QPushButton *>())
            if (b->objectName().startsWith(QStringLiteral("MenuButton-")))
                QVERIFY2(b->isVisible(), qPrintable(b->objectName()));
        QVERIFY(!c.tab->findChild<QLabel *>(QStringLiteral("XpHud"))->isVisible());
    }

    // ---- One overlay at a time, and overlays own the keyboard -----------------------------

    void menuKeysNeverReachTheMap() {
        // With a menu open, the arrows and the map's letters move nothing on the map.
        Scenario s("classic", {"#######", "#@....#", "#...>.#", "#######"}, {});
        GameTab &tab = *s.tab;
        for (Qt::Key menu : {Qt::Key_I, Qt::Key_M}) {
            QTest::keyClick(&tab, menu);
            QVERIFY(tab.overlays().openPanel());
            for (Qt::Key key : {Qt::Key_Right, Qt::Key_Left, Qt::Key_Down, Qt::Key_L, Qt::Key_O,
                                Qt::Key_Tab, Qt::Key_Period, Qt::Key_Greater})
                QTest::keyClick(listOf(tab.overlays().openPanel()), key);
            QCOMPARE(s.game().state().turn, 0);
            QCOMPARE(s.game().state().hero.pos, (Point{1, 1}));
            QCOMPARE(s.game().commands().size(), 0);
            QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);
            QCOMPARE(tab.overlays().openPanel(), nullptr);
        }
    }

    // maze-duel's deck closes on M; Shift+M is the mute key and mutes over it, the deck left
    // open.
    void shiftMMutesOverTheReportDeck() {
        Scenario s("maze-duel", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_I);
        GamePanel *deck = tab.overlays().openPanel();
        QVERIFY(deck && !deck->deckText().isEmpty());
        QTest::keyClick(listOf(deck), Qt::Key_M, Qt::ShiftModifier);
        QCOMPARE(tab.overlays().openPanel(), deck);
        QVERIFY2(tab.statusLine().text().startsWith(QStringLiteral("Sound off")),
                 qPrintable(tab.statusLine().text()));
        QTest::keyClick(listOf(deck), Qt::Key_M, Qt::ShiftModifier);
        QCOMPARE(tab.statusLine().text(), GameTab::tr("Sound on."));
        QTest::keyClick(listOf(deck), Qt::Key_M);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
    }

    // Preferences ▸ Display: menus beside the map. The items menu opens on the map's right, the
    // middle of the map (where the hero is kept) still in view, its card under its list.
    void menusMayOpenBesideTheMap() {
        Scenario s("classic", {"#######", "#@....#", "#######"},
                   {item(QStringLiteral("potion-hp-1"), 1, 1)});
        GameTab &tab = *s.tab;
        QVERIFY(tab.session().submit(Command::of(Command::Kind::Pickup)));
        tab.overlays().setMenusBeside(true);
        QTest::keyClick(&tab, Qt::Key_I);
        GamePanel *panel = tab.overlays().openPanel();
        QVERIFY(panel);
        const QRect map(tab.mapView()->mapTo(&tab, QPoint(0, 0)), tab.mapView()->size());
        QVERIFY2(!panel->geometry().contains(map.center()),
                 qPrintable(QStringLiteral("panel at x %1, map centre %2")
                                .arg(panel->x())
                                .arg(map.center().x())));
        QVERIFY(map.contains(panel->geometry()));
        QVERIFY(std::abs(panel->geometry().right() + 8 - map.right()) <= 1);
        const QWidget *list = panel->findChild<QWidget *>(QStringLiteral("ItemList"));
        const QWidget *card = panel->findChild<QWidget *>(QStringLiteral("ItemDetails"));
        QVERIFY(list && card);
        QTRY_VERIFY2(card->y() > list->y(), "the card goes under its list in a narrow panel");
        QTest::keyClick(listOf(panel), Qt::Key_Escape);
        // Over the middle again when turned off.
        tab.overlays().setMenusBeside(false);
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(tab.overlays().openPanel()->geometry().contains(map.center()));
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);
    }

    void boxesShowOneAtATimeInOrder() {
        // Three level-ups and a hint in one turn: one box at a time, in the order they came,
        // each closed by Enter; never two on screen.
        Scenario s("classic", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        NoticeQueue &q = *tab.overlays().notices();
        for (int level = 2; level <= 4; ++level)
            q.post({QStringLiteral("Level %1!").arg(level), QStringLiteral("grew"), 0, {}});
        q.post({QStringLiteral("A hint"), QStringLiteral("words"), 0, {}});
        QStringList seen;
        while (tab.overlays().noticeBox()->isVisible()) {
            seen << tab.overlays().noticeBox()->title();
            QCOMPARE(tab.findChildren<NoticeBox *>().size(), 1);
            // The boxes waiting are its pages: it says how many.
            const int waiting = 4 - int(seen.size());
            QCOMPARE(tab.overlays().noticeBox()->keysText(),
                     waiting > 0 ? NoticeBox::tr("Enter: next (%n more)", nullptr, waiting)
                                 : NoticeBox::tr("Enter: close"));
            waitOutBoxGuard();
            QTest::keyClick(&tab, Qt::Key_Return);
        }
        QCOMPARE(seen, (QStringList{QStringLiteral("Level 2!"), QStringLiteral("Level 3!"),
                                    QStringLiteral("Level 4!"), QStringLiteral("A hint")}));
        QCOMPARE(s.game().commands().size(), 0);
    }

    void aBoxWaitsWhileAMenuIsOpen() {
        Scenario s("classic", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(tab.overlays().openPanel());
        tab.overlays().notices()->post({QStringLiteral("Level 2!"), QStringLiteral("grew"), 0, {}});
        QVERIFY(!tab.overlays().noticeBox()->isVisible()); // it waits: the menu is not covered
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_Escape);
        QVERIFY(tab.overlays().noticeBox()->isVisible());
        QCOMPARE(tab.overlays().noticeBox()->title(), QStringLiteral("Level 2!"));
    }

    void enterThatClosesABoxTakesNoStairs() {
        // On the stairs, with a box up: Enter closes the box, and held down it still does
        // nothing more; released and pressed again, it takes the stairs.
        Scenario s("classic", {"#######", "#@>...#", "#######"}, {});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_L);
        QCOMPARE(s.game().state().hero.pos, (Point{2, 1}));
        tab.overlays().notices()->post({QStringLiteral("A hint"), QStringLiteral("words"), 0, {}});
        const int depth = s.game().state().depth;
        waitOutBoxGuard();
        QTest::keyPress(&tab, Qt::Key_Return);
        QVERIFY(!tab.overlays().noticeBox()->isVisible());
        for (int i = 0; i < 5; ++i) { // the key held down: repeats
            QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
            QCoreApplication::sendEvent(&tab, &repeat);
        }
        QTest::keyRelease(&tab, Qt::Key_Return);
        QCOMPARE(s.game().state().depth, depth);
        QTest::keyClick(&tab, Qt::Key_Return);
        QCOMPARE(s.game().state().depth, depth + 1);
    }

    void clickingTheMapClosesAMenu() {
        Scenario s("classic", {"#######", "#@....#", "#######"}, {});
        GameTab &tab = *s.tab;
        QTest::keyClick(&tab, Qt::Key_I);
        QVERIFY(tab.overlays().openPanel());
        // A menu over the map keeps the map's keys from moving the hero.
        QTest::keyClick(listOf(tab.overlays().openPanel()), Qt::Key_L);
        QCOMPARE(s.game().state().turn, 0);
        Q_EMIT tab.mapView()->cellClicked({3, 1}, Qt::LeftButton);
        QCOMPARE(tab.overlays().openPanel(), nullptr);
        QCOMPARE(s.game().state().turn, 0); // the click only closed the menu
    }
};

QTEST_MAIN(TestMenus)
#include "tst_menus.moc"
