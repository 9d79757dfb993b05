#include "RpgTestPack.h"

#include "rpg/Inventory.h"

#include <QJsonDocument>
#include <QtTest>

#include <memory>

// The hero's inventory and equipment (core/rpg/Inventory): stacks hold at most the record's
// `stack` (docs/data-format.md), items with stack 1 never merge, removal empties the last stack
// first, saves come back stack for stack; Equipment::put hands back what the slot held.
using namespace pd;

namespace {

// The RPG test pack's items plus arrows (stack 3), a bow (ranged) and a second of each slot.
QByteArray inventoryItems() {
    QByteArray items = test::rpgItems();
    items.chop(items.size() - items.lastIndexOf(']'));
    return items + R"(,
      {"id": "arrow", "name": "Arrow", "kind": "treasure", "worth": 1, "stack": 3},
      {"id": "bow-1", "name": "Bow", "kind": "weapon", "slot": "ranged", "tier": 1, "range": 5, "damage": "1d6", "bonus": {"hit": 2}},
      {"id": "bow-2", "name": "Long bow", "kind": "weapon", "slot": "ranged", "tier": 2, "range": 8, "damage": "2d6", "bonus": {"hit": 4}},
      {"id": "mail-2", "name": "Plate", "kind": "armour", "tier": 2, "bonus": {"def": 9}},
      {"id": "boots-1", "name": "Sandals", "kind": "shoes", "tier": 1, "bonus": {"dop": 2}}
    ]})";
}

// "potion 9, ether 1, potion 2"
QString show(const Inventory &inv) {
    QStringList parts;
    for (const Inventory::Stack &s : inv.stacks())
        parts << QStringLiteral("%1 %2").arg(s.item).arg(s.count);
    return parts.join(QStringLiteral(", "));
}

} // namespace

class TestRpgInventory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void add_data();
    void add();
    void countAcrossStacks();
    void remove_data();
    void remove();
    void saveRoundTrip_data();
    void saveRoundTrip();
    void saveRefusals();
    void equipmentPut_data();
    void equipmentPut();
    void equipmentTakeAndBonus();

private:
    // "potion 20" adds 20 potions; applied in order.
    void addAll(Inventory &inv, const QStringList &adds) const;

    std::unique_ptr<test::PackFixture> m_fixture;
    Pack m_pack;
};

void TestRpgInventory::initTestCase() {
    m_fixture = std::make_unique<test::PackFixture>(
        QMap<QString, QByteArray>{{QStringLiteral("ruleset.json"), test::rpgRuleset()},
                                  {QStringLiteral("tables.json"), test::tablesFile({})},
                                  {QStringLiteral("spells.json"), test::rpgSpells()},
                                  {QStringLiteral("monsters.json"), test::rpgMonsters()},
                                  {QStringLiteral("items.json"), inventoryItems()}});
    Diagnostics d;
    m_pack = m_fixture->load(d);
    // No errors. (Warnings there are: no level of the RPG pack gives its records, a bench for
    // the rules that no table rolls.)
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(m_pack.item(QStringLiteral("potion"))->stack, 9); // medicine's default
    QCOMPARE(m_pack.item(QStringLiteral("arrow"))->stack, 3);
    QCOMPARE(m_pack.item(QStringLiteral("sword-1"))->stack, 1); // equipment's default
    QCOMPARE(m_pack.item(QStringLiteral("gold"))->stack, 1);
}

void TestRpgInventory::addAll(Inventory &inv, const QStringList &adds) const {
    for (const QString &a : adds) {
        const QStringList parts = a.split(u' ');
        const ItemRecord *item = m_pack.item(parts.at(0));
        QVERIFY2(item, qPrintable(a));
        inv.add(*item, parts.at(1).toInt());
    }
}

void TestRpgInventory::add_data() {
    QTest::addColumn<QStringList>("adds");
    QTest::addColumn<QString>("stacks");
    QTest::newRow("one stack grows")
        << QStringList{QStringLiteral("potion 2"), QStringLiteral("potion 3")}
        << QStringLiteral("potion 5");
    QTest::newRow("exactly full") << QStringList{QStringLiteral("potion 4"),
                                                 QStringLiteral("potion 5")}
                                  << QStringLiteral("potion 9");
    QTest::newRow("a full stack opens a new one")
        << QStringList{QStringLiteral("potion 9"), QStringLiteral("potion 1")}
        << QStringLiteral("potion 9, potion 1");
    QTest::newRow("tops up, then opens")
        << QStringList{QStringLiteral("potion 7"), QStringLiteral("potion 5")}
        << QStringLiteral("potion 9, potion 3");
    QTest::newRow("20 at once") << QStringList{QStringLiteral("potion 20")}
                                << QStringLiteral("potion 9, potion 9, potion 2");
    QTest::newRow("stack 3") << QStringList{QStringLiteral("arrow 2"), QStringLiteral("arrow 2"),
                                            QStringLiteral("arrow 3")}
                             << QStringLiteral("arrow 3, arrow 3, arrow 1");
    QTest::newRow("the partial stack is topped up where it stands")
        << QStringList{QStringLiteral("potion 8"), QStringLiteral("ether 1"),
                       QStringLiteral("potion 3")}
        << QStringLiteral("potion 9, ether 1, potion 2");
    QTest::newRow("equipment never merges")
        << QStringList{QStringLiteral("sword-1 1"), QStringLiteral("sword-1 2")}
        << QStringLiteral("sword-1 1, sword-1 1, sword-1 1");
    QTest::newRow("treasure with stack 1 never merges")
        << QStringList{QStringLiteral("gold 2"), QStringLiteral("potion 1"),
                       QStringLiteral("gold 1")}
        << QStringLiteral("gold 1, gold 1, potion 1, gold 1");
    QTest::newRow("nothing for 0 or less")
        << QStringList{QStringLiteral("potion 0"), QStringLiteral("sword-1 -2")} << QString();
}

void TestRpgInventory::add() {
    QFETCH(QStringList, adds);
    QFETCH(QString, stacks);
    Inventory inv;
    addAll(inv, adds);
    QCOMPARE(show(inv), stacks);
    QCOMPARE(inv.isEmpty(), stacks.isEmpty());
}

void TestRpgInventory::countAcrossStacks() {
    Inventory inv;
    addAll(inv, {QStringLiteral("potion 20"), QStringLiteral("sword-1 2"),
                 QStringLiteral("arrow 7"), QStringLiteral("ether 1")});
    QCOMPARE(show(inv), QStringLiteral("potion 9, potion 9, potion 2, sword-1 1, sword-1 1, arrow "
                                       "3, arrow 3, arrow 1, ether 1"));
    QCOMPARE(inv.count(QStringLiteral("potion")), 20);
    QCOMPARE(inv.count(QStringLiteral("sword-1")), 2);
    QCOMPARE(inv.count(QStringLiteral("arrow")), 7);
    QCOMPARE(inv.count(QStringLiteral("ether")), 1);
    QCOMPARE(inv.count(QStringLiteral("elixir")), 0);
    QCOMPARE(inv.count(QStringLiteral("nonsense")), 0);
}

void TestRpgInventory::remove_data() {
    // Every row starts from "potion 9, ether 1, potion 9, potion 2, sword-1 1, sword-1 1".
    QTest::addColumn<QString>("item");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("removed");
    QTest::addColumn<QString>("stacks");
    QTest::newRow("from the last stack")
        << QStringLiteral("potion") << 1 << true
        << QStringLiteral("potion 9, ether 1, potion 9, potion 1, sword-1 1, sword-1 1");
    QTest::newRow("empties the last, then the one before")
        << QStringLiteral("potion") << 5 << true
        << QStringLiteral("potion 9, ether 1, potion 6, sword-1 1, sword-1 1");
    QTest::newRow("the first stack goes last") << QStringLiteral("potion") << 12 << true
                                               << QStringLiteral("potion 8, ether 1, sword-1 1, "
                                                                 "sword-1 1");
    QTest::newRow("all of them") << QStringLiteral("potion") << 20 << true
                                 << QStringLiteral("ether 1, sword-1 1, sword-1 1");
    QTest::newRow("more than there are: nothing taken")
        << QStringLiteral("potion") << 21 << false
        << QStringLiteral("potion 9, ether 1, potion 9, potion 2, sword-1 1, sword-1 1");
    QTest::newRow("the last sword") << QStringLiteral("sword-1") << 1 << true
                                    << QStringLiteral("potion 9, ether 1, potion 9, potion 2, "
                                                      "sword-1 1");
    QTest::newRow("an item not carried")
        << QStringLiteral("elixir") << 1 << false
        << QStringLiteral("potion 9, ether 1, potion 9, potion 2, sword-1 1, sword-1 1");
    QTest::newRow("zero") << QStringLiteral("potion") << 0 << false
                          << QStringLiteral("potion 9, ether 1, potion 9, potion 2, sword-1 1, "
                                            "sword-1 1");
}

void TestRpgInventory::remove() {
    QFETCH(QString, item);
    QFETCH(int, count);
    QFETCH(bool, removed);
    QFETCH(QString, stacks);
    Inventory inv;
    addAll(inv, {QStringLiteral("potion 8"), QStringLiteral("ether 1"), QStringLiteral("potion 12"),
                 QStringLiteral("sword-1 2")});
    QCOMPARE(show(inv),
             QStringLiteral("potion 9, ether 1, potion 9, potion 2, sword-1 1, sword-1 1"));
    const int before = inv.count(item);
    QCOMPARE(inv.remove(item, count), removed);
    QCOMPARE(show(inv), stacks);
    QCOMPARE(inv.count(item), removed ? before - count : before);
    // Adding back tops up the stack that now has room before opening another.
    if (item == QLatin1String("potion") && removed && count < 20) {
        inv.add(*m_pack.item(item), count);
        QCOMPARE(inv.count(item), 20);
        int partial = 0;
        for (const Inventory::Stack &s : inv.stacks())
            partial += s.item == item && s.count < 9 ? 1 : 0;
        QCOMPARE(partial, 1);
    }
}

void TestRpgInventory::saveRoundTrip_data() {
    QTest::addColumn<QByteArray>("saved");
    QTest::addColumn<QString>("stacks");
    QTest::newRow("as written") << QByteArray(R"([{"item": "potion", "count": 9},
        {"item": "ether", "count": 1}, {"item": "potion", "count": 2},
        {"item": "sword-1", "count": 1}, {"item": "sword-1", "count": 1}])")
                                << QStringLiteral("potion 9, ether 1, potion 2, sword-1 1, "
                                                  "sword-1 1");
    // Before stacks had a capacity one stack held any number.
    QTest::newRow("an old save's unlimited stack")
        << QByteArray(R"([{"item": "potion", "count": 20}, {"item": "arrow", "count": 4}])")
        << QStringLiteral("potion 9, potion 9, potion 2, arrow 3, arrow 1");
    QTest::newRow("empty") << QByteArray("[]") << QString();
}

void TestRpgInventory::saveRoundTrip() {
    QFETCH(QByteArray, saved);
    QFETCH(QString, stacks);
    QString error;
    const auto inv = Inventory::fromJson(QJsonDocument::fromJson(saved).array(), m_pack, &error);
    QVERIFY2(inv, qPrintable(error));
    QCOMPARE(show(*inv), stacks);
    const auto again = Inventory::fromJson(inv->toJson(), m_pack, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->toJson(), inv->toJson());
}

void TestRpgInventory::saveRefusals() {
    QString error;
    QVERIFY(!Inventory::fromJson(
        QJsonDocument::fromJson(R"([{"item": "nope", "count": 1}])").array(), m_pack, &error));
    QCOMPARE(error, QStringLiteral("the inventory holds an unknown item \"nope\""));
    QVERIFY(!Inventory::fromJson(
        QJsonDocument::fromJson(R"([{"item": "potion", "count": 0}])").array(), m_pack, &error));
    QCOMPARE(error, QStringLiteral("the inventory holds 0 × \"potion\""));
    // Every key of a stack is required, named by its pointer in the list.
    QVERIFY(!Inventory::fromJson(
        QJsonDocument::fromJson(R"([{"item": "potion", "count": 1}, {"item": "potion"}])").array(),
        m_pack, &error));
    QCOMPARE(error, QStringLiteral("/1/count: missing"));
    QVERIFY(!Inventory::fromJson(QJsonDocument::fromJson(R"([3])").array(), m_pack, &error));
    QCOMPARE(error, QStringLiteral("/0: expected an object"));
}

void TestRpgInventory::equipmentPut_data() {
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("slot");
    QTest::newRow("melee") << QStringLiteral("sword-1") << QStringLiteral("sword-2")
                           << QStringLiteral("melee");
    QTest::newRow("ranged") << QStringLiteral("bow-1") << QStringLiteral("bow-2")
                            << QStringLiteral("ranged");
    QTest::newRow("armour") << QStringLiteral("mail-1") << QStringLiteral("mail-2")
                            << QStringLiteral("armour");
    QTest::newRow("shoes") << QStringLiteral("boots-1") << QStringLiteral("boots-2")
                           << QStringLiteral("shoes");
}

void TestRpgInventory::equipmentPut() {
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QString, slot);
    const auto s = Equipment::slotFromName(slot);
    QVERIFY(s);
    QCOMPARE(Equipment::slotName(*s), slot);
    Equipment e;
    QVERIFY(e.isEmpty(*s));
    QCOMPARE(e.put(*m_pack.item(first)), QString()); // the slot was free
    QCOMPARE(e.worn(*s), first);
    QCOMPARE(e.put(*m_pack.item(second)), first);
    QCOMPARE(e.worn(*s), second);
    QCOMPARE(e.put(*m_pack.item(first)), second);
    QCOMPARE(e.worn(*s), first);
    // The other three slots stay free.
    for (int i = 0; i < Equipment::kSlotCount; ++i)
        if (Equipment::slotAt(i) != *s)
            QVERIFY(e.isEmpty(Equipment::slotAt(i)));
    // Not equipment: nothing happens.
    QCOMPARE(e.put(*m_pack.item(QStringLiteral("potion"))), QString());
    QCOMPARE(e.worn(*s), first);
}

void TestRpgInventory::equipmentTakeAndBonus() {
    Equipment e;
    for (const char *id : {"sword-2", "bow-1", "mail-1", "boots-2"})
        QCOMPARE(e.put(*m_pack.item(QLatin1String(id))), QString());
    const Stats b = e.bonus(m_pack);
    QCOMPARE(b[Stat::Atk], qint64(9));
    QCOMPARE(b[Stat::Cri], qint64(4));
    QCOMPARE(b[Stat::Def], qint64(5));
    QCOMPARE(b[Stat::Hit], qint64(2 + 6));
    QCOMPARE(b[Stat::Dop], qint64(6));
    QCOMPARE(e.toJson(), (QJsonObject{{QStringLiteral("melee"), QStringLiteral("sword-2")},
                                      {QStringLiteral("ranged"), QStringLiteral("bow-1")},
                                      {QStringLiteral("armour"), QStringLiteral("mail-1")},
                                      {QStringLiteral("shoes"), QStringLiteral("boots-2")}}));
    const auto again = Equipment::fromJson(e.toJson(), m_pack);
    QVERIFY(again);
    QCOMPARE(again->toJson(), e.toJson());
    QCOMPARE(e.take(ItemRecord::Slot::Armour), QStringLiteral("mail-1"));
    QVERIFY(e.isEmpty(ItemRecord::Slot::Armour));
    QCOMPARE(e.take(ItemRecord::Slot::Armour), QString());
    QCOMPARE(e.bonus(m_pack)[Stat::Def], qint64(0));
    QString error;
    QVERIFY(!Equipment::fromJson({{QStringLiteral("armour"), QStringLiteral("sword-1")}}, m_pack,
                                 &error));
    QCOMPARE(error, QStringLiteral("the \"armour\" slot holds \"sword-1\", which does not fit "
                                   "there"));
}

QTEST_GUILESS_MAIN(TestRpgInventory)
#include "tst_rpg_inventory.moc"
