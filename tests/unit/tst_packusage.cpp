// The validator's designer warnings (data/PackUsage.h): records nothing gives, tables named where
// they cannot give what is drawn from them, tables nothing rolls, and text rows where records or
// values are drawn. A pack that uses everything in every way the game has gets none; each way
// of breaking it gets its warning, at the file and field that say so.

#include "PackFixture.h"

#include "data/PackUsage.h"

#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// Two depths: the first with every population table, a vault and chests, the second made by the
// chambers generator, whose size rows name the rooms' contents; wandering monsters, a win item,
// a starting inventory, trapped chests and mimics, a trophy, a summons and an item's looks.
const QByteArray kRuleset = R"({"format": 1,
  "dungeon": {"depth": 2, "arrivals": {"every": 50, "table": "arrivers"}, "bands": [
    {"from": 1, "to": 1, "generator": "gen", "monsters": "mons", "monsterCount": 1,
     "items": "things", "itemCount": 1, "chests": "loot", "chestCount": 1, "vaults": "vaults"},
    {"from": 2, "to": 2, "generator": "gen-chambers"}]},
  "hero": {"inventory": [{"item": "knife"}]},
  "chests": {"trappedPercent": 10, "mimicPercent": 10, "trap": "needle", "mimic": "mimic"},
  "vaults": {"chancePercent": 50, "key": "key"},
  "win": {"item": "crown", "depth": 2}})";

// In this order: tables 0 to 15.
const QByteArray kTables = R"({"format": 1, "tables": [
  {"id": "gen", "rows": [{"weight": 1, "value": {"generator": "rooms"}}]},
  {"id": "gen-chambers", "rows": [{"weight": 1, "value": {"generator": "chambers",
    "size": "sizes", "shape": "shapes", "exits": "exits"}}]},
  {"id": "sizes", "rows": [{"weight": 1, "value": {"width": 5, "height": 5, "contents": "room-things"}}]},
  {"id": "shapes", "rows": [{"weight": 1, "value": "L"}]},
  {"id": "exits", "rows": [{"weight": 1, "value": 2}]},
  {"id": "room-things", "rows": [{"weight": 1, "trap": "pit"}, {"weight": 1, "value": {"chest": "room-loot"}}]},
  {"id": "room-loot", "rows": [{"weight": 1, "item": "gem"}]},
  {"id": "mons", "rows": [{"weight": 1, "monster": "goblin"}]},
  {"id": "things", "rows": [{"weight": 1, "table": "nested"}]},
  {"id": "nested", "rows": [{"weight": 1, "item": "coin"}]},
  {"id": "loot", "rows": [{"weight": 1, "item": "ring"}]},
  {"id": "vaults", "rows": [{"weight": 1, "value": {"vault": "hoard",
    "grid": ["#####", "#$MS#", "##L##"], "items": "vault-items", "monsters": "ogre",
    "stock": "vault-stock"}}]},
  {"id": "vault-items", "rows": [{"weight": 1, "item": "jewel"}]},
  {"id": "vault-stock", "rows": [{"weight": 1, "item": "potion"}]},
  {"id": "arrivers", "rows": [{"weight": 1, "monster": "wanderer"}]},
  {"id": "looks", "rows": [{"weight": 1, "text": "Murky"}, {"weight": 1, "text": "Fizzy"}]}]})";

// Items 0 to 8, monsters 0 to 4, traps 0 and 1.
const QByteArray kItems = R"({"format": 1, "items": [
  {"id": "fang", "name": "Fang", "kind": "treasure", "worth": 1},
  {"id": "coin", "name": "Coin", "kind": "treasure", "worth": 1},
  {"id": "ring", "name": "Ring", "kind": "treasure", "worth": 5},
  {"id": "gem", "name": "Gem", "kind": "treasure", "worth": 9},
  {"id": "crown", "name": "Crown", "kind": "artefact"},
  {"id": "knife", "name": "Knife", "kind": "weapon", "slot": "melee", "tier": 1, "bonus": {"atk": 1}},
  {"id": "key", "name": "Key", "kind": "key"},
  {"id": "jewel", "name": "Jewel", "kind": "treasure", "worth": 20},
  {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 5}, "appearances": "looks"}]})";
const QByteArray kMonsters = R"({"format": 1, "monsters": [
  {"id": "goblin", "name": "Goblin", "race": "goblin", "tier": "normal", "level": 1, "stats": {"hp": 5},
   "trophy": "fang", "tricks": [{"trick": "summon", "monster": "imp", "count": 1, "every": 10}]},
  {"id": "imp", "name": "Imp", "race": "imp", "tier": "normal", "level": 1, "stats": {"hp": 5}},
  {"id": "ogre", "name": "Ogre", "race": "ogre", "tier": "normal", "level": 1, "stats": {"hp": 5}},
  {"id": "wanderer", "name": "Wanderer", "race": "man", "tier": "normal", "level": 1, "stats": {"hp": 5}},
  {"id": "mimic", "name": "Mimic", "race": "mimic", "tier": "normal", "level": 1, "stats": {"hp": 5}}]})";
const QByteArray kTraps = R"({"format": 1, "traps": [
  {"id": "pit", "name": "Pit", "damage": "1d3"},
  {"id": "needle", "name": "Needle", "damage": "1"}]})";

struct Change {
    QString file;
    QByteArray from, to;
};

// The pack above with `changes` made to its files' text (each must match).
QStringList diagnosticsWith(const QList<Change> &changes) {
    QMap<QString, QByteArray> files{{QStringLiteral("ruleset.json"), kRuleset},
                                    {QStringLiteral("tables.json"), kTables},
                                    {QStringLiteral("items.json"), kItems},
                                    {QStringLiteral("monsters.json"), kMonsters},
                                    {QStringLiteral("traps.json"), kTraps}};
    for (const Change &c : changes) {
        if (!files[c.file].contains(c.from))
            return {QStringLiteral("the test's change does not match: ") +
                    QString::fromUtf8(c.from)};
        files[c.file].replace(c.from, c.to);
    }
    return PackFixture(files).diagnostics();
}

QString bundledDataDir() {
    return QStringLiteral(PD_BUNDLED_DATA_DIR);
}

} // namespace

Q_DECLARE_METATYPE(QList<Change>)

class TestPackUsage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Every way the game rolls a table or gives a record, used once: nothing to say.
    void aPackThatUsesEverythingIsClean() {
        const QStringList lines = diagnosticsWith({});
        QVERIFY2(lines.isEmpty(), qPrintable(lines.join(u'\n')));
    }

    // The bundled packs use every table and record they have, each where it can give.
    void bundledPacksHaveNoDesignerWarnings_data() {
        QTest::addColumn<QString>("folder");
        const QStringList packs =
            QDir(bundledDataDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(packs.size() >= 4);
        for (const QString &name : packs)
            QTest::newRow(qPrintable(name)) << bundledDataDir() + u'/' + name;
    }

    void bundledPacksHaveNoDesignerWarnings() {
        QFETCH(QString, folder);
        Diagnostics d;
        const Pack pack = PackLoader::load(folder, d);
        QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
        // And the analysis did see them used (a check that finds nothing would pass too).
        const PackUsage usage(pack);
        for (const RandomTable &t : pack.tables)
            QVERIFY2(usage.isRolled(t.id), qPrintable(t.id));
        for (const MonsterRecord &m : pack.monsters)
            QVERIFY2(usage.gives(RecordKind::Monster, m.id), qPrintable(m.id));
        for (const ItemRecord &i : pack.items)
            QVERIFY2(usage.gives(RecordKind::Item, i.id), qPrintable(i.id));
        for (const TrapRecord &t : pack.traps)
            QVERIFY2(usage.gives(RecordKind::Trap, t.id), qPrintable(t.id));
    }

    void warnings_data() {
        QTest::addColumn<QList<Change>>("changes");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("words");
        const QString rules = QStringLiteral("ruleset.json"),
                      tables = QStringLiteral("tables.json"), items = QStringLiteral("items.json"),
                      monsters = QStringLiteral("monsters.json");

        // 1. Records nothing gives.
        QTest::newRow("monster nothing gives")
            << QList<Change>{{monsters, R"({"id": "mimic")", R"({"id": "mimic2")"},
                             {rules, R"("mimic": "mimic")", R"("mimic": "imp")"}}
            << monsters << QStringLiteral("/monsters/4/id")
            << QStringLiteral("warning: no table, band or record gives this monster: it never "
                              "appears");
        QTest::newRow("trap nothing gives")
            << QList<Change>{{rules, R"("trap": "needle")", R"("trap": "pit")"}}
            << QStringLiteral("traps.json") << QStringLiteral("/traps/1/id")
            << QStringLiteral("warning: no table, band or record gives this trap");
        QTest::newRow("item only in a monsters table")
            << QList<
                   Change>{{tables, R"({"weight": 1, "item": "ring"})",
                            R"({"weight": 1, "item": "coin"})"},
                           {tables, R"({"weight": 1, "monster": "goblin"})",
                            R"({"weight": 1, "monster": "goblin"}, {"weight": 1, "item": "ring"})"}}
            << items << QStringLiteral("/items/2/id")
            << QStringLiteral("warning: \"mons\" lists this item, but only where the game draws "
                              "monsters: it never appears");
        QTest::newRow("a vault's monster that is a table no more")
            << QList<Change>{{tables, R"("monsters": "ogre")", R"("monsters": "mons")"}} << monsters
            << QStringLiteral("/monsters/2/id")
            << QStringLiteral("warning: no table, band or record gives this monster");

        // 2. Tables named where they cannot give what is drawn.
        QTest::newRow("band's monsters are generator settings")
            << QList<Change>{{rules, R"("monsters": "mons")", R"("monsters": "gen")"}} << rules
            << QStringLiteral("/dungeon/bands/0/monsters")
            << QStringLiteral("warning: band 1's monsters table \"gen\" gives generator settings, "
                              "not monsters: no monster spawns");
        QTest::newRow("band's chests give monsters")
            << QList<Change>{{rules, R"("chests": "loot")", R"("chests": "mons")"}} << rules
            << QStringLiteral("/dungeon/bands/0/chests")
            << QStringLiteral("warning: band 1's chests table \"mons\" gives monsters, not items: "
                              "its chests open empty");
        QTest::newRow("band's items are text")
            << QList<Change>{{rules, R"("items": "things")", R"("items": "looks")"}} << rules
            << QStringLiteral("/dungeon/bands/0/items")
            << QStringLiteral("warning: band 1's items table \"looks\" gives text, not items, "
                              "monsters, traps or chests: nothing is placed");
        QTest::newRow("arrivals give items")
            << QList<Change>{{rules, R"("table": "arrivers")", R"("table": "things")"}} << rules
            << QStringLiteral("/dungeon/arrivals/table")
            << QStringLiteral("warning: the arrivals table \"things\" gives items, not monsters");
        QTest::newRow("a chest's loot gives monsters")
            << QList<Change>{{tables, R"({"chest": "room-loot"})", R"({"chest": "mons"})"}}
            << tables << QStringLiteral("/tables/5/rows/1/value/chest")
            << QStringLiteral("warning: a chest's loot table \"mons\" gives monsters, not items");
        QTest::newRow("a vault's items are monsters")
            << QList<Change>{{tables, R"("items": "vault-items")", R"("items": "mons")"}} << tables
            << QStringLiteral("/tables/11/rows/0/value/items")
            << QStringLiteral("warning: vault \"hoard\"'s items table \"mons\" gives monsters, "
                              "not items: its $ cells stay empty");
        QTest::newRow("a room's contents are generator settings")
            << QList<Change>{{tables, R"("contents": "room-things")", R"("contents": "gen")"}}
            << tables << QStringLiteral("/tables/2/rows/0/value/contents")
            << QStringLiteral("warning: a room size's contents table \"gen\" gives generator "
                              "settings, not items, monsters, traps or chests: nothing is placed");

        // 3. Tables nothing rolls: one nothing names, and one only it names.
        QTest::newRow("table nothing names")
            << QList<Change>{{rules, R"("table": "arrivers")", R"("table": "mons")"}} << tables
            << QStringLiteral("/tables/14/id")
            << QStringLiteral("warning: no band, ruleset field, record or rolled table names this "
                              "table: it is never rolled");
        QTest::newRow("table only an unused table names")
            << QList<Change>{{rules, R"("items": "things")", R"("items": "loot")"}} << tables
            << QStringLiteral("/tables/9/id") << QStringLiteral("it is never rolled");

        // 4. Text rows where records or values are drawn.
        QTest::newRow("text row in a monsters table")
            << QList<
                   Change>{{tables, R"({"weight": 1, "monster": "wanderer"})",
                            R"({"weight": 1, "monster": "wanderer"}, {"weight": 1, "text": "a wolf"})"}}
            << tables << QStringLiteral("/tables/14/rows/1/text")
            << QStringLiteral("warning: row 2 is plain text, but the table is rolled as the "
                              "arrivals table (\"arrivers\"), which takes monsters: text gives "
                              "nothing there; write \"monster\": id");
        QTest::newRow("text row in a shape table")
            << QList<Change>{{tables, R"({"weight": 1, "value": "L"})",
                              R"({"weight": 1, "text": "L"})"}}
            << tables << QStringLiteral("/tables/3/rows/0/text")
            << QStringLiteral("write \"value\": \"L\"");
        QTest::newRow("shape table of text")
            << QList<Change>{{tables, R"({"weight": 1, "value": "L"})",
                              R"({"weight": 1, "text": "L"})"}}
            << tables << QStringLiteral("/tables/1/rows/0/value/shape")
            << QStringLiteral("warning: the chambers settings' shape table \"shapes\" gives text, "
                              "not room shapes: rooms are rectangles");
    }

    void warnings() {
        QFETCH(QList<Change>, changes);
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        QFETCH(QString, words);
        const QStringList lines = diagnosticsWith(changes);
        QVERIFY2(saysAt(lines, qPrintable(file + u':'), qPrintable(u' ' + pointer + u':'),
                        qPrintable(words)),
                 qPrintable(lines.join(u'\n')));
        // Warnings only: the pack still plays.
        for (const QString &line : lines)
            QVERIFY2(line.contains(QStringLiteral(": warning: ")), qPrintable(line));
    }

    // A dependency's records are judged when it is loaded on its own, not in the pack that
    // uses it; the pack's own are judged with the dependency's tables and ruleset.
    void onlyThePacksOwnRecordsAreJudged() {
        QTemporaryDir root;
        const QString base = root.filePath(QStringLiteral("base"));
        const QString mod = root.filePath(QStringLiteral("mod"));
        QVERIFY(QDir().mkpath(base) && QDir().mkpath(mod));
        auto write = [](const QString &path, const QByteArray &content) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        };
        write(base + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.test.base", "name": "Base", "version": "1.0.0",
                  "authors": ["A"], "description": "Base pack."})");
        write(base + QStringLiteral("/ruleset.json"),
              R"({"format": 1, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1,
                  "generator": "gen", "items": "loot", "itemCount": 1}]}})");
        write(base + QStringLiteral("/tables.json"),
              R"({"format": 1, "tables": [
                  {"id": "gen", "rows": [{"weight": 1, "value": {"generator": "rooms"}}]},
                  {"id": "loot", "rows": [{"weight": 1, "item": "coin"}]}]})");
        write(base + QStringLiteral("/items.json"),
              R"({"format": 1, "items": [
                  {"id": "coin", "name": "Coin", "kind": "treasure", "worth": 1},
                  {"id": "spare", "name": "Spare", "kind": "treasure", "worth": 1}]})");
        write(mod + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.test.mod", "name": "Mod", "version": "1.0.0",
                  "authors": ["B"], "description": "More loot.",
                  "dependencies": [{"id": "org.test.base", "version": ">=1.0.0 <2.0.0"}]})");
        // The mod's loot replaces the base's (which the base's band names); its gem is given,
        // its pearl is not.
        write(
            mod + QStringLiteral("/tables.json"),
            R"({"format": 1, "tables": [{"id": "loot", "rows": [{"weight": 1, "item": "gem"}]}]})");
        write(mod + QStringLiteral("/items.json"),
              R"({"format": 1, "items": [
                  {"id": "gem", "name": "Gem", "kind": "treasure", "worth": 1},
                  {"id": "pearl", "name": "Pearl", "kind": "treasure", "worth": 1}]})");

        Diagnostics own;
        PackLoader::load(base, own);
        QVERIFY2(own.toStringList().join(u'\n').contains(QStringLiteral("/items/1/id")),
                 qPrintable(own.toStringList().join(u'\n')));
        Diagnostics d;
        PackLoader::Options options;
        options.displayPrefixSet = true;
        PackLoader::load(mod, d, options);
        // The pearl; of the base's, only what loading the base says itself (its spare, under
        // its folder), not its coin, which the mod's loot no longer gives.
        QStringList lines;
        for (const QString &line : d.toStringList())
            if (!line.startsWith(base))
                lines << line;
        QVERIFY2(lines.size() == 1, qPrintable(lines.join(u'\n')));
        QVERIFY2(saysAt(lines, "items.json",
                        "/items/1/id: warning: no table, band or record "
                        "gives this item: it never appears",
                        ""),
                 qPrintable(lines.join(u'\n')));
        QVERIFY(!d.toStringList().join(u'\n').contains(QStringLiteral("/items/0/id")));
    }
};

QTEST_MAIN(TestPackUsage)
#include "tst_packusage.moc"
