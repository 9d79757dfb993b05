// The Game tab names only what the pack has, decided from its data: the keys overlay, the status
// line, the welcome and the equipment menu of each bundled pack (issue 33's re-audit). The
// room-by-room pack has doors and no stairs; maze-duel turns with a and d and steps with w, has
// no ranged weapon and takes a piece off with the report's D; classic keeps everything.
#include "../unit/ScenarioLevel.h"
#include "GuiTest.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameOverlays.h"
#include "game/GameTab.h"
#include "game/Hints.h"
#include "game/PlayController.h"
#include "game/StatusLine.h"
#include "game/menus/EquipmentPanel.h"
#include "game/menus/KeysPanel.h"
#include "words/GameWording.h"

#include <QPushButton>
#include <QTreeWidget>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// A tab playing a small level of a bundled pack.
struct PackTab {
    std::shared_ptr<Pack> pack;
    std::unique_ptr<GameTab> tab;

    explicit PackTab(const char *packName) {
        Diagnostics d;
        pack = std::make_shared<Pack>(bundledPack(packName, d));
        tab = std::make_unique<GameTab>();
        tab->resize(1200, 800);
        tab->show();
        QVERIFY2(QTest::qWaitForWindowActive(tab.get()), "the tab's window should activate");
        tab->session().play(
            pack,
            std::make_unique<Game>(*pack, 5, QStringLiteral("Ada"),
                                   makeLevel({"#######", "#@....#", "#######"}, {})),
            pack->rootPath, QStringLiteral("5"));
    }
    const Game &game() const { return *tab->session().game(); }
    // The keys overlay's rows, "Heading: action — keys", as `?` opens it.
    QString keysOverlay() {
        QTest::keyClick(tab.get(), Qt::Key_Question);
        const QString rows = tab->overlays().keys()->rows().join(u'\n');
        tab->overlays().closePanel();
        return rows;
    }
    QString welcome() const { return Hints::text(Hints::Id::Welcome, game(), tab->actions()); }
    QString status() const { return tab->statusLine().text(); }
    // The equipment menu's slot rows ("Melee weapon: (nothing)").
    QStringList slotRows() const {
        tab->overlays().equipment()->refresh();
        auto *list = qobject_cast<QTreeWidget *>(tab->overlays().equipment()->focusTarget());
        QStringList out;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            out << list->topLevelItem(i)->text(0);
        return out;
    }
};

bool hasSlot(const QStringList &rows, ItemRecord::Slot slot) {
    for (const QString &row : rows)
        if (row.startsWith(GameWording::slotName(slot) + u':'))
            return true;
    return false;
}

} // namespace

class TestPackKeys : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings("PackKeysTest"); }

    void classicKeepsFireStairsAndTheSwap() {
        PackTab c("classic");
        const QString keys = c.keysOverlay();
        QVERIFY2(keys.contains(QStringLiteral("Acting: Fire (then aim with the keys or the mouse) "
                                              "— t")),
                 qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("Moving: Stairs down / up")), qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("take the stairs underfoot")), qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("Acting: Swap the weapon in hand — Shift+X")),
                 qPrintable(keys));
        // The moves keep WASD where no turning key takes them.
        QVERIFY2(keys.contains(QStringLiteral(
                     "Moving: North, south, west, east — arrows, numpad, hjkl, WASD")),
                 qPrintable(keys));
        QVERIFY2(c.status().contains(QStringLiteral("t fire")), qPrintable(c.status()));
        QVERIFY2(c.status().contains(QStringLiteral("stairs")), qPrintable(c.status()));
        QVERIFY2(c.welcome().contains(QStringLiteral("WASD")), qPrintable(c.welcome()));
        QVERIFY(!c.welcome().contains(QStringLiteral("Turn with")));
        const QStringList slots = c.slotRows();
        QCOMPARE(slots.size(), 4);
        QVERIFY(hasSlot(slots, ItemRecord::Slot::Ranged));
        EquipmentPanel *eq = c.tab->overlays().equipment();
        QVERIFY(!eq->action(QStringLiteral("SwapAction"))->isHidden());
        QVERIFY2(
            eq->action(QStringLiteral("UnequipAction"))->text().endsWith(QStringLiteral("[u]")),
            qPrintable(eq->action(QStringLiteral("UnequipAction"))->text()));
    }

    void theRoomByRoomPackHasDoorsNotStairs() {
        PackTab r("permadungeon");
        const QString keys = r.keysOverlay();
        QVERIFY2(!keys.contains(QStringLiteral("stairs"), Qt::CaseInsensitive), qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("walk through a door")), qPrintable(keys));
        // Its chests open as the hero walks onto them (chests.stepOnto).
        QVERIFY2(keys.contains(QStringLiteral("Acting: Open a chest — walk into it")),
                 qPrintable(keys));
        // The bolt is the pack's only attack: the fire key stays; nothing to swap.
        QVERIFY2(keys.contains(QStringLiteral("Acting: Fire")), qPrintable(keys));
        QVERIFY2(!keys.contains(QStringLiteral("Swap")), qPrintable(keys));
        QVERIFY2(!r.status().contains(QStringLiteral("stairs")), qPrintable(r.status()));
        QVERIFY2(r.status().contains(QStringLiteral("t fire")), qPrintable(r.status()));
        QVERIFY2(!r.welcome().contains(QStringLiteral("stairs")), qPrintable(r.welcome()));
    }

    void mazeDuelTurnsStepsAndHasNoRangedWeapon() {
        PackTab m("maze-duel");
        const QString keys = m.keysOverlay();
        QVERIFY2(!keys.contains(QStringLiteral("Fire")), qPrintable(keys));
        QVERIFY2(!keys.contains(QStringLiteral("Swap")), qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("Moving: Turn left / right — a, d")),
                 qPrintable(keys));
        QVERIFY2(keys.contains(QStringLiteral("Moving: Step forward — w")), qPrintable(keys));
        // w, a, s and d turn and step there: the moves' row does not offer them. Its keys are
        // named by family, whole (twenty keys were cut short with "…").
        QVERIFY2(keys.contains(QStringLiteral("Moving: North, south, west, east — arrows, numpad, "
                                              "hjkl\n")),
                 qPrintable(keys));
        for (const QString &row : keys.split(u'\n'))
            if (row.startsWith(QStringLiteral("Moving: North, south, west, east — ")))
                for (const QString &key :
                     row.section(QStringLiteral(" — "), 1).split(QStringLiteral(", ")))
                    QVERIFY2(!QStringList({QStringLiteral("w"), QStringLiteral("a"),
                                           QStringLiteral("s"), QStringLiteral("d")})
                                  .contains(key),
                             qPrintable(row));
        // The entrance and the exit are its stairs (Enter takes them, as the report has it).
        QVERIFY2(keys.contains(QStringLiteral("take the stairs underfoot")), qPrintable(keys));
        QVERIFY2(!m.status().contains(QStringLiteral("fire")), qPrintable(m.status()));
        QVERIFY2(m.status().contains(QStringLiteral("a d turn, w steps")), qPrintable(m.status()));
        const QString welcome = m.welcome();
        QVERIFY2(!welcome.contains(QStringLiteral("WASD")), qPrintable(welcome));
        QVERIFY2(welcome.contains(QStringLiteral(
                     "Turn with the a and d keys, step forward with w, turn round with s.")),
                 qPrintable(welcome));
        const QStringList slots = m.slotRows();
        QVERIFY2(!hasSlot(slots, ItemRecord::Slot::Ranged), qPrintable(slots.join(u'\n')));
        QVERIFY(hasSlot(slots, ItemRecord::Slot::Melee));
        QCOMPARE(slots.size(), 3);
        // Nothing to shoot: the fire key opens no aim there.
        QTest::keyClick(m.tab.get(), Qt::Key_T);
        QCOMPARE(m.tab->play().mode(), PlayController::Mode::Play);
        EquipmentPanel *eq = m.tab->overlays().equipment();
        QVERIFY(eq->action(QStringLiteral("SwapAction"))->isHidden());
        // The report's key for taking a piece off is D.
        QVERIFY2(
            eq->action(QStringLiteral("UnequipAction"))->text().endsWith(QStringLiteral("[d]")),
            qPrintable(eq->action(QStringLiteral("UnequipAction"))->text()));
    }
};

QTEST_MAIN(TestPackKeys)
#include "tst_packkeys.moc"
