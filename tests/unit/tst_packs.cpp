#include "PackFixture.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtConcurrent>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

QString bundled(const QString &name) {
    return QStringLiteral(PD_TEST_DATA_DIR "/../../data/") + name;
}

template <typename T>
void roundTrip(const QList<T> &records, const char *what) {
    for (const T &record : records) {
        const QJsonObject json = record.toJson();
        Diagnostics d;
        JsonContext ctx(QStringLiteral("memory"), d);
        JsonObjectReader r(ctx, json, QStringLiteral("/x"));
        const T again = T::fromJson(r);
        QVERIFY2(d.isEmpty(), qPrintable(QStringLiteral("%1 %2: %3")
                                             .arg(QLatin1String(what), record.id,
                                                  d.toStringList().join(u'\n'))));
        QCOMPARE(again.toJson(), json);
    }
}

void writeFile(const QString &path, const QByteArray &content) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

} // namespace

class TestPacks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bundledPacksLoadClean_data();
    void bundledPacksLoadClean();
    void recordsRoundTrip_data() { bundledPacksLoadClean_data(); }
    void recordsRoundTrip();
    void contentHashIgnoresFormatting();
    void lookupsFollowTheirPackAndItsIndex();
    void dependencyOverridesAndExtends();
    void dependencyProblems();
    void dependencySoundsAndArtStayInTheirFolder();
    void tilesetLooksOverTheBaseTiles();
    void tilesetLooksRefuseBadInput();
    void bundledPacksShareTheProgramsEffects();
    void seedVariantsExpressed();
    void mazeDuelItems_data() { elementPacks_data(); }
    void mazeDuelItems();
    void mazeDuelSpells_data() { elementPacks_data(); }
    void mazeDuelSpells();
    void restrictsCycle_data() { elementPacks_data(); }
    void restrictsCycle();
    void restrictFraction_data();
    void restrictFraction();

private:
    static void elementPacks_data();
};

void TestPacks::elementPacks_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("classic") << QStringLiteral("classic");
    QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
}

void TestPacks::bundledPacksLoadClean_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("classic") << QStringLiteral("classic");
    QTest::newRow("permadungeon") << QStringLiteral("permadungeon");
    QTest::newRow("maze-duel") << QStringLiteral("maze-duel");
}

void TestPacks::bundledPacksLoadClean() {
    QFETCH(QString, name);
    Diagnostics d;
    const Pack pack = PackLoader::load(bundled(name), d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(PackManifest::isValidPackId(pack.manifest.id));
    QVERIFY(!pack.tables.isEmpty());
    QVERIFY(!pack.monsters.isEmpty());
    QVERIFY(!pack.ruleset.bands.isEmpty());
    for (int depth = 1; depth <= pack.ruleset.depth; ++depth)
        QVERIFY2(pack.ruleset.bandFor(depth), qPrintable(QString::number(depth)));
}

void TestPacks::recordsRoundTrip() {
    QFETCH(QString, name);
    Diagnostics d;
    const Pack pack = PackLoader::load(bundled(name), d);
    roundTrip(pack.tables, "table");
    roundTrip(pack.items, "item");
    roundTrip(pack.spells, "spell");
    roundTrip(pack.monsters, "monster");
    roundTrip(pack.traps, "trap");
    // The ruleset, tileset and sounds convert back to what they were read from.
    for (const QJsonObject &json :
         {pack.ruleset.toJson(), pack.tileset.toJson(), pack.sounds.toJson()}) {
        Diagnostics d2;
        JsonContext ctx(QStringLiteral("memory"), d2);
        JsonObjectReader r(ctx, json, QString());
        if (json.contains(QStringLiteral("dungeon")))
            QCOMPARE(Ruleset::fromJson(r).toJson(), json);
        else if (json.contains(QStringLiteral("tiles")))
            QCOMPARE(Tileset::fromJson(r).toJson(), json);
        else
            QCOMPARE(SoundSet::fromJson(r).toJson(), json);
        QVERIFY2(d2.isEmpty(), qPrintable(d2.toStringList().join(u'\n')));
    }
}

// Lookups by id answer from their own pack and its index as it is now, however often an id was
// asked before (they are cached per thread): two packs with the same ids in other orders, a
// pack whose records are reordered and indexed again, a copy, an id given twice (the first
// wins), an unknown id, and threads asking at once.
void TestPacks::lookupsFollowTheirPackAndItsIndex() {
    const auto monster = [](const char *id, const char *name) {
        MonsterRecord m;
        m.id = QLatin1String(id);
        m.name = QLatin1String(name);
        return m;
    };
    Pack a, b;
    a.monsters = {monster("rat", "a1"), monster("bat", "a2"), monster("rat", "a3")};
    b.monsters = {monster("bat", "b1"), monster("rat", "b2")};
    a.rebuildIndex();
    b.rebuildIndex();
    const QString rat = QStringLiteral("rat"), bat = QStringLiteral("bat");
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(a.monster(rat)->name, QStringLiteral("a1")); // the first of the two
        QCOMPARE(b.monster(rat)->name, QStringLiteral("b2"));
        QCOMPARE(a.monster(bat)->name, QStringLiteral("a2"));
        QCOMPARE(b.monster(bat)->name, QStringLiteral("b1"));
        QVERIFY(!a.monster(QStringLiteral("wolf")));
    }
    // Reordered and indexed again: the new order answers.
    std::swap(a.monsters[0], a.monsters[1]);
    a.rebuildIndex();
    QCOMPARE(a.monster(rat)->name, QStringLiteral("a1"));
    QCOMPARE(a.monster(bat)->name, QStringLiteral("a2"));
    QCOMPARE(a.monster(rat), &a.monsters.at(1));
    QCOMPARE(a.monster(bat), &a.monsters.at(0));
    // Another pack whose second record is a rat too, but not its first: its own first rat.
    Pack c;
    c.monsters = {monster("rat", "c1"), monster("rat", "c2")};
    c.rebuildIndex();
    QCOMPARE(b.monster(rat), &b.monsters.at(1));
    QCOMPARE(c.monster(rat)->name, QStringLiteral("c1"));
    // A record changed into a rat before the one asked for: indexed again, it is the answer.
    Pack d;
    d.monsters = {monster("wolf", "d0"), monster("rat", "d1")};
    d.rebuildIndex();
    QCOMPARE(d.monster(rat)->name, QStringLiteral("d1"));
    d.monsters[0] = monster("rat", "d0");
    d.rebuildIndex();
    QCOMPARE(d.monster(rat)->name, QStringLiteral("d0"));
    // A copy answers from its own records. (The records are read with at(): a non-const []
    // on a list the copy shares would move `a`'s records elsewhere.)
    const Pack copy = a;
    QCOMPARE(copy.monster(rat), &copy.monsters.at(1));
    QCOMPARE(a.monster(rat), &a.monsters.at(1));
    // Threads at once, each with its own cache.
    QList<QFuture<bool>> runs;
    for (int t = 0; t < 4; ++t)
        runs << QtConcurrent::run([&] {
            bool right = true;
            for (int i = 0; i < 2000; ++i)
                right = right && a.monster(rat) == &a.monsters.at(1) &&
                        b.monster(rat) == &b.monsters.at(1) && a.monster(bat) == &a.monsters.at(0);
            return right;
        });
    for (QFuture<bool> &run : runs)
        QVERIFY(run.result());
}

void TestPacks::contentHashIgnoresFormatting() {
    Diagnostics d;
    const Pack original = PackLoader::load(bundled(QStringLiteral("classic")), d);
    QTemporaryDir dir;
    QDir source(bundled(QStringLiteral("classic")));
    // Same data, different whitespace: compact JSON.
    for (const QString &file : source.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(source.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
        writeFile(dir.filePath(file), doc.toJson(QJsonDocument::Compact));
    }
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("sounds"))));
    for (const QString &file :
         QDir(source.filePath(QStringLiteral("sounds"))).entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(QStringLiteral("sounds/") + file),
                            dir.filePath(QStringLiteral("sounds/") + file)));
    Diagnostics d2;
    const Pack compact = PackLoader::load(dir.path(), d2);
    QVERIFY2(d2.isEmpty(), qPrintable(d2.toStringList().join(u'\n')));
    QCOMPARE(compact.contentHash(), original.contentHash());
    QCOMPARE(original.contentHash().size(), 64);
    // Any change of data changes the hash.
    Pack changed = original;
    changed.monsters.first().sight += 1;
    QVERIFY(changed.contentHash() != original.contentHash());
}

void TestPacks::dependencyOverridesAndExtends() {
    QTemporaryDir root;
    const QString base = root.filePath(QStringLiteral("base"));
    const QString mod = root.filePath(QStringLiteral("mod"));
    QVERIFY(QDir().mkpath(base) && QDir().mkpath(mod));
    writeFile(base + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.test.base", "name": "Base", "version": "1.2.0",
                  "authors": ["A"], "description": "Base pack."})");
    // Its band's loot gives both its items (a record nothing gives would be warned of).
    writeFile(base + QStringLiteral("/ruleset.json"),
              R"({"format": 1, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1,
                   "generator": "gen", "items": "loot", "itemCount": 1}]}})");
    writeFile(base + QStringLiteral("/tables.json"),
              tablesFile({R"({"id": "loot", "rows": [{"weight": 1, "item": "potion"},
                                                     {"weight": 1, "item": "gold"}]})"}));
    writeFile(base + QStringLiteral("/items.json"),
              R"({"format": 1, "items": [
                   {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 10}},
                   {"id": "gold", "name": "Gold", "kind": "treasure", "worth": 5}]})");
    writeFile(mod + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.test.mod", "name": "Mod", "version": "0.1.0",
                  "authors": ["B"], "description": "Changes the potion.",
                  "dependencies": [{"id": "org.test.base", "version": ">=1.0.0 <2.0.0"}]})");
    writeFile(mod + QStringLiteral("/items.json"),
              R"({"format": 1, "items": [
                   {"id": "potion", "name": "Big potion", "kind": "medicine", "tier": 2, "restores": {"hp": 50}},
                   {"id": "elixir", "name": "Elixir", "kind": "medicine", "tier": 3, "restores": {"mp": 20}}]})");
    // The mod's loot, which replaces the base's, names an item only the base has.
    writeFile(mod + QStringLiteral("/tables.json"),
              R"({"format": 1, "tables": [{"id": "loot", "rows": [{"weight": 1, "item": "gold"},
                   {"weight": 1, "item": "potion"}, {"weight": 1, "item": "elixir"}]}]})");
    Diagnostics d;
    const Pack pack = PackLoader::load(mod, d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(pack.items.size(), 3);
    QCOMPARE(pack.item(QStringLiteral("potion"))->name, QStringLiteral("Big potion"));
    QVERIFY(pack.item(QStringLiteral("gold")));
    QVERIFY(pack.table(QStringLiteral("gen"))); // inherited, as is the ruleset
    QCOMPARE(pack.ruleset.bands.size(), 1);
}

void TestPacks::dependencySoundsAndArtStayInTheirFolder() {
    // A pack names only the sounds it plays differently; the rest, and a tileset it does not
    // have, come from the pack it depends on, whose files stay in that pack's folder.
    QTemporaryDir root;
    const QString base = root.filePath(QStringLiteral("base"));
    QVERIFY(QDir().mkpath(base + QStringLiteral("/sounds")));
    writeFile(base + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.test.base", "name": "Base", "version": "1.0.0",
                  "authors": ["A"], "description": "Base pack."})");
    writeFile(base + QStringLiteral("/ruleset.json"), defaultRuleset());
    writeFile(base + QStringLiteral("/tables.json"), tablesFile({}));
    writeFile(base + QStringLiteral("/sounds.json"),
              R"({"format": 1, "effects": {"hit": "sounds/hit.wav", "step": "sounds/step.wav"},
                  "music": {"explore": "sounds/explore.ogg"}})");
    writeFile(base + QStringLiteral("/tileset.json"),
              R"({"format": 1, "atlas": "tiles.png", "tiles": {}})");
    for (const char *file :
         {"sounds/hit.wav", "sounds/step.wav", "sounds/explore.ogg", "tiles.png"})
        writeFile(base + u'/' + QLatin1String(file), "x");
    const auto mod = [&](const QString &name, const QByteArray &sounds) {
        const QString folder = root.filePath(name);
        QDir().mkpath(folder + QStringLiteral("/sounds"));
        writeFile(folder + QStringLiteral("/pack.json"),
                  R"({"format": 1, "id": "org.test.)" + name.toLatin1() +
                      R"(", "name": "Mod", "version": "1.0.0", "authors": ["B"],
                      "description": "D", "dependencies": [{"id": "org.test.base"}]})");
        if (!sounds.isEmpty())
            writeFile(folder + QStringLiteral("/sounds.json"), sounds);
        return folder;
    };
    const QString all = mod(QStringLiteral("all"), {});
    Diagnostics d;
    Pack pack = PackLoader::load(all, d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    const auto path = [](const QString &folder, const char *file) {
        return QDir(folder).filePath(QLatin1String(file));
    };
    QCOMPARE(pack.sounds.filePath(QStringLiteral("effects"), QStringLiteral("hit"), pack.rootPath),
             path(base, "sounds/hit.wav"));
    QCOMPARE(
        pack.sounds.filePath(QStringLiteral("music"), QStringLiteral("explore"), pack.rootPath),
        path(base, "sounds/explore.ogg"));
    QCOMPARE(pack.tileset.filePath(pack.tileset.atlas, pack.rootPath), path(base, "tiles.png"));

    // Its own step and battle music, from its own folder; the base's hit and exploring music.
    const QString some = mod(QStringLiteral("some"),
                             R"({"format": 1, "effects": {"step": "sounds/step.wav"},
                                 "music": {"battle": "sounds/battle.ogg"}})");
    writeFile(some + QStringLiteral("/sounds/step.wav"), "x");
    writeFile(some + QStringLiteral("/sounds/battle.ogg"), "x");
    Diagnostics d2;
    pack = PackLoader::load(some, d2);
    QVERIFY2(d2.isEmpty(), qPrintable(d2.toStringList().join(u'\n')));
    QCOMPARE(pack.sounds.effects.keys(),
             (QStringList{QStringLiteral("hit"), QStringLiteral("step")}));
    QCOMPARE(pack.sounds.filePath(QStringLiteral("effects"), QStringLiteral("hit"), pack.rootPath),
             path(base, "sounds/hit.wav"));
    QCOMPARE(pack.sounds.filePath(QStringLiteral("effects"), QStringLiteral("step"), pack.rootPath),
             path(some, "sounds/step.wav"));
    QCOMPARE(pack.sounds.filePath(QStringLiteral("music"), QStringLiteral("battle"), pack.rootPath),
             path(some, "sounds/battle.ogg"));
    QCOMPARE(
        pack.sounds.filePath(QStringLiteral("music"), QStringLiteral("explore"), pack.rootPath),
        path(base, "sounds/explore.ogg"));
    QVERIFY(pack.sounds.isInherited(QStringLiteral("effects"), QStringLiteral("hit")));
    QVERIFY(!pack.sounds.isInherited(QStringLiteral("effects"), QStringLiteral("step")));

    // A missing file of its own is its error, where it names it; the inherited ones are not.
    const QString broken = mod(QStringLiteral("broken"),
                               R"({"format": 1, "effects": {"step": "sounds/missing.wav"}})");
    Diagnostics d3;
    PackLoader::load(broken, d3);
    const QStringList lines = d3.toStringList();
    QCOMPARE(lines.size(), 1);
    // A missing sound silences that sound; the pack still plays.
    QVERIFY2(lines.first().endsWith(
                 QStringLiteral("sounds.json:1:35: /effects/step: warning: file not found: "
                                "sounds/missing.wav (that sound stays silent)")),
             qPrintable(lines.first()));
    QVERIFY(!d3.hasErrors());

    // An atlas the tileset names must be there.
    const QString noAtlas = mod(QStringLiteral("noatlas"), {});
    writeFile(noAtlas + QStringLiteral("/tileset.json"),
              "{\"format\": 1,\n \"atlas\": \"tiles.png\", \"tiles\": {}}");
    Diagnostics d4;
    pack = PackLoader::load(noAtlas, d4);
    QCOMPARE(d4.toStringList().size(), 1);
    QVERIFY2(d4.toStringList().first().endsWith(
                 QStringLiteral("tileset.json:2:11: /atlas: file not found: tiles.png")),
             qPrintable(d4.toStringList().first()));
    QCOMPARE(pack.tileset.folder, QString()); // its own tileset, in its own folder
}

// A tileset's looks (issue 33): a look changes only the fields it gives, a band names one, and
// the tileset writes them back as it read them. No bundled pack has one.
void TestPacks::tilesetLooksOverTheBaseTiles() {
    Diagnostics d;
    const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(
        pack.tileset.looks.keys(),
        (QStringList{QStringLiteral("caves"), QStringLiteral("deep"), QStringLiteral("upper")}));
    Tileset::Tile wall;
    QVERIFY(pack.tileset.tile(QStringLiteral("wall"), QString(), wall));
    QCOMPARE(wall.fg, QStringLiteral("#8c8577")); // the base tile
    // "upper" gives the door's fg only: its glyph and bg are the base door's.
    Tileset::Tile door;
    QVERIFY(pack.tileset.tile(QStringLiteral("door"), QStringLiteral("upper"), door));
    QCOMPARE(door.fg, QStringLiteral("#a8b070"));
    QCOMPARE(door.glyph, QStringLiteral("+"));
    QCOMPARE(door.bg, QStringLiteral("#2e2216"));
    QVERIFY(pack.tileset.tile(QStringLiteral("wall"), QStringLiteral("caves"), wall));
    QCOMPARE(wall.glyph, QStringLiteral("#"));
    QCOMPARE(wall.fg, QStringLiteral("#7c8a9c"));
    QCOMPARE(wall.bg, QStringLiteral("#1c2230"));
    // A tile the look leaves alone, and a look nobody has, are the base tiles.
    Tileset::Tile chest;
    QVERIFY(pack.tileset.tile(QStringLiteral("chest"), QStringLiteral("caves"), chest));
    QCOMPARE(chest.fg, QStringLiteral("#f0c850"));
    QVERIFY(pack.tileset.tile(QStringLiteral("wall"), QStringLiteral("nowhere"), wall));
    QCOMPARE(wall.fg, QStringLiteral("#8c8577"));
    QVERIFY(!pack.tileset.tile(QStringLiteral("lava"), QStringLiteral("caves"), wall));
    // The bands name them; depths 1-2 keep the base tiles.
    QCOMPARE(pack.ruleset.bandFor(1)->look, QString());
    QCOMPARE(pack.ruleset.bandFor(3)->look, QStringLiteral("upper"));
    QCOMPARE(pack.ruleset.bandFor(10)->look, QStringLiteral("deep"));

    // Written back as read: only the fields a look gives.
    const QJsonObject json = pack.tileset.toJson();
    QCOMPARE(json.value(QStringLiteral("looks"))
                 .toObject()
                 .value(QStringLiteral("upper"))
                 .toObject()
                 .value(QStringLiteral("tiles"))
                 .toObject()
                 .value(QStringLiteral("door"))
                 .toObject(),
             (QJsonObject{{QStringLiteral("fg"), QStringLiteral("#a8b070")}}));
    for (const QJsonObject &o : {json, pack.ruleset.toJson()}) {
        Diagnostics d2;
        JsonContext ctx(QStringLiteral("memory"), d2);
        JsonObjectReader r(ctx, o, QString());
        if (o.contains(QStringLiteral("tiles")))
            QCOMPARE(Tileset::fromJson(r).toJson(), o);
        else
            QCOMPARE(Ruleset::fromJson(r).toJson(), o);
        QVERIFY2(d2.isEmpty(), qPrintable(d2.toStringList().join(u'\n')));
    }
    // A pack without looks writes none (its content hash is what it was): classic 1.1.
    const Pack classic = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
    QVERIFY(!classic.tileset.toJson().contains(QStringLiteral("looks")));
    for (const QJsonValue band : classic.ruleset.toJson()
                                     .value(QStringLiteral("dungeon"))
                                     .toObject()
                                     .value(QStringLiteral("bands"))
                                     .toArray())
        QVERIFY(!band.toObject().contains(QStringLiteral("look")));
}

void TestPacks::tilesetLooksRefuseBadInput() {
    QTemporaryDir root;
    const QString folder = root.filePath(QStringLiteral("looks"));
    QVERIFY(
        copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder)); // no looks of its own
    QFile rf(folder + QStringLiteral("/ruleset.json"));
    QVERIFY(rf.open(QIODevice::ReadOnly));
    QJsonObject ruleset = QJsonDocument::fromJson(rf.readAll()).object();
    rf.close();
    auto setBandLook = [&](const QString &look) {
        QJsonObject dungeon = ruleset.value(QStringLiteral("dungeon")).toObject();
        QJsonArray bands = dungeon.value(QStringLiteral("bands")).toArray();
        QJsonObject band = bands.at(0).toObject();
        band.insert(QStringLiteral("look"), look);
        bands.replace(0, band);
        dungeon.insert(QStringLiteral("bands"), bands);
        ruleset.insert(QStringLiteral("dungeon"), dungeon);
        writeFile(folder + QStringLiteral("/ruleset.json"), QJsonDocument(ruleset).toJson());
    };
    auto problems = [&](const QByteArray &looks) {
        writeFile(folder + QStringLiteral("/tileset.json"),
                  R"({"format": 1, "tiles": {"wall": {"glyph": "#", "fg": "#8c8577"}},
                      "looks": )" +
                      looks + "}");
        Diagnostics d;
        PackLoader::load(folder, d);
        return d.toStringList().join(u'\n');
    };
    auto expect = [](const QString &all, const QString &wanted) {
        QVERIFY2(all.contains(wanted),
                 qPrintable(QStringLiteral("expected \"%1\" in:\n%2").arg(wanted, all)));
    };
    // A look that is not an object; a look's tile that is not; a colour that is none.
    expect(problems(R"({"caves": 3})"),
           QStringLiteral("tileset.json:2:42: /looks/caves: expected an object, found a number"));
    expect(problems(R"({"caves": {"tiles": {"wall": "grey"}}})"),
           QStringLiteral("/looks/caves/tiles/wall: expected an object, found a string"));
    expect(problems(R"({"caves": {"tiles": {"wall": {"fg": "blue"}}}})"),
           QStringLiteral("/looks/caves/tiles/wall/fg: invalid colour \"blue\""));
    // A tile no base tile, map feature or record has.
    expect(problems(R"({"caves": {"tiles": {"wal": {"fg": "#112233"}}}})"),
           QStringLiteral("tileset.json:2:53: /looks/caves/tiles/wal: unknown tile \"wal\""));
    // A feature the base tiles leave out, and a record's id, are tiles a look may change.
    QCOMPARE(problems(R"({"caves": {"tiles": {"lava": {"fg": "#112233"},
                                              "goblin": {"fg": "#112233"}}}})"),
             QString());
    // A band naming a look the tileset does not have.
    setBandLook(QStringLiteral("deep"));
    const QString missing = problems(R"({"caves": {"tiles": {"wall": {"fg": "#112233"}}}})");
    expect(missing, QStringLiteral("ruleset.json:"));
    expect(missing, QStringLiteral(": /dungeon/bands/0/look: unknown look \"deep\" (the tileset's "
                                   "looks: caves)"));
    QVERIFY(!problems(R"({"deep": {"tiles": {"wall": {"fg": "#112233"}}}})")
                 .contains(QStringLiteral("/look")));
    // A look must be a string.
    QJsonObject dungeon = ruleset.value(QStringLiteral("dungeon")).toObject();
    QJsonArray bands = dungeon.value(QStringLiteral("bands")).toArray();
    QJsonObject band = bands.at(0).toObject();
    band.insert(QStringLiteral("look"), 7);
    bands.replace(0, band);
    dungeon.insert(QStringLiteral("bands"), bands);
    ruleset.insert(QStringLiteral("dungeon"), dungeon);
    writeFile(folder + QStringLiteral("/ruleset.json"), QJsonDocument(ruleset).toJson());
    expect(problems(R"({"deep": {"tiles": {}}})"), QStringLiteral("/dungeon/bands/0/look: "));
}

void TestPacks::bundledPacksShareTheProgramsEffects() {
    // One copy of the effects: the bundled packs name only their music, and it is Ogg Vorbis.
    for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
        Diagnostics d;
        const Pack pack = PackLoader::load(bundled(QLatin1String(name)), d);
        QVERIFY2(pack.sounds.effects.isEmpty(), name);
        QCOMPARE(pack.sounds.music.keys(),
                 (QStringList{QStringLiteral("battle"), QStringLiteral("explore")}));
        for (const QString &file : pack.sounds.music) {
            QFile f(QDir(pack.rootPath).filePath(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
            QCOMPARE(f.read(4), QByteArray("OggS"));
        }
        const QStringList wavs = QDir(pack.rootPath + QStringLiteral("/sounds"))
                                     .entryList({QStringLiteral("*.wav")}, QDir::Files);
        QVERIFY2(wavs.isEmpty(), qPrintable(wavs.join(u' ')));
    }
}

void TestPacks::dependencyProblems() {
    QTemporaryDir root;
    auto makePack = [&](const QString &name, const QByteArray &id, const QByteArray &version,
                        const QByteArray &deps) {
        const QString dir = root.filePath(name);
        QDir().mkpath(dir);
        writeFile(dir + QStringLiteral("/pack.json"),
                  R"({"format": 1, "id": ")" + id + R"(", "name": "P", "version": ")" + version +
                      R"(", "authors": ["A"], "description": "D", "dependencies": )" + deps + "}");
        writeFile(dir + QStringLiteral("/ruleset.json"), defaultRuleset());
        writeFile(dir + QStringLiteral("/tables.json"), tablesFile({}));
        return dir;
    };
    const QString missing = makePack(QStringLiteral("missing"), "org.test.missing", "1.0.0",
                                     R"([{"id": "org.test.nowhere"}])");
    makePack(QStringLiteral("old"), "org.test.old", "0.9.0", "[]");
    const QString tooOld = makePack(QStringLiteral("needs-new"), "org.test.needs", "1.0.0",
                                    R"([{"id": "org.test.old", "version": ">=1.0.0"}])");
    const QString a =
        makePack(QStringLiteral("a"), "org.test.a", "1.0.0", R"([{"id": "org.test.b"}])");
    makePack(QStringLiteral("b"), "org.test.b", "1.0.0", R"([{"id": "org.test.a"}])");

    PackLoader::Options options;
    options.displayPrefixSet = true;
    Diagnostics d1;
    PackLoader::load(missing, d1, options);
    QCOMPARE(d1.toStringList(),
             QStringList{QStringLiteral("pack.json:1:136: /dependencies/0/id: dependency "
                                        "\"org.test.nowhere\" not found (looked beside the pack "
                                        "and among the bundled packs)")});
    Diagnostics d2;
    PackLoader::load(tooOld, d2, options);
    QCOMPARE(d2.errorCount(), 1);
    QVERIFY2(d2.items().first().message ==
                 QStringLiteral("needs org.test.old >=1.0.0, found version 0.9.0"),
             qPrintable(d2.toStringList().join(u'\n')));
    Diagnostics d3;
    PackLoader::load(a, d3, options); // a -> b -> a: reported, and loading ends
    QVERIFY(d3.hasErrors());
    bool sawCycle = false;
    for (const Diagnostic &diag : d3.items())
        sawCycle |= diag.message.startsWith(
            QStringLiteral("dependency cycle: org.test.a -> org.test.b -> org.test.a"));
    QVERIFY2(sawCycle, qPrintable(d3.toStringList().join(u'\n')));
}

void TestPacks::seedVariantsExpressed() {
    // The three packs choose different mechanics through their rulesets (SPEC §2).
    Diagnostics d;
    const Pack classic = PackLoader::load(bundled(QStringLiteral("classic")), d);
    const Pack perma = PackLoader::load(bundled(QStringLiteral("permadungeon")), d);
    const Pack maze = PackLoader::load(bundled(QStringLiteral("maze-duel")), d);
    QCOMPARE(classic.ruleset.battle, Ruleset::Battle::Bump);
    QCOMPARE(classic.ruleset.health, Ruleset::Health::Hp);
    QVERIFY(classic.ruleset.fovEnabled);
    QVERIFY(classic.ruleset.hasWin);
    QCOMPARE(perma.ruleset.health, Ruleset::Health::Xp);
    QCOMPARE(perma.ruleset.levels, Ruleset::Levels::Disposable);
    QVERIFY(!perma.ruleset.fovEnabled);
    QVERIFY(perma.ruleset.bolts);
    QCOMPARE(maze.ruleset.battle, Ruleset::Battle::Screen);
    QVERIFY(maze.ruleset.chipsGateExit);
    QVERIFY(maze.ruleset.equipmentOnce);
    QCOMPARE(maze.spells.size(), 36);
    QCOMPARE(classic.spells.size(), 36);
    // 6 elements x 3 levels x 2 spells.
    QMap<QPair<int, int>, int> grid;
    for (const SpellRecord &s : classic.spells)
        ++grid[{int(s.element), s.level}];
    QCOMPARE(grid.size(), 18);
    for (int n : grid)
        QCOMPARE(n, 2);
}

void TestPacks::mazeDuelItems() {
    // Maze duel: medicine for HP and for MP, a weapon, armour and shoes, each in tiers 1, 2, 3.
    QFETCH(QString, name);
    Diagnostics d;
    const Pack pack = PackLoader::load(bundled(name), d);
    QSet<QString> found;
    for (const ItemRecord &item : pack.items) {
        QString what;
        if (item.kind == ItemRecord::Kind::Medicine) {
            QVERIFY2(item.tier >= 1 && item.tier <= 3, qPrintable(item.id));
            if (item.restores[Stat::Hp] > 0)
                found << QStringLiteral("hp medicine %1").arg(item.tier);
            if (item.restores[Stat::Mp] > 0)
                found << QStringLiteral("mp medicine %1").arg(item.tier);
        } else if (item.slot == ItemRecord::Slot::Melee) {
            found << QStringLiteral("weapon %1").arg(item.tier);
        } else if (item.slot == ItemRecord::Slot::Armour) {
            found << QStringLiteral("armour %1").arg(item.tier);
        } else if (item.slot == ItemRecord::Slot::Shoes) {
            found << QStringLiteral("shoes %1").arg(item.tier);
        }
        // Rings have no tier (docs/data-format.md): they trade one thing for another.
        if (item.isEquipment() && item.kind != ItemRecord::Kind::Ring) {
            QVERIFY2(item.tier >= 1 && item.tier <= 3, qPrintable(item.id));
            // A ranged weapon's worth is its shot (damage, range); worn pieces give a bonus.
            if (item.slot != ItemRecord::Slot::Ranged)
                QVERIFY2(!item.bonus.isZero(), qPrintable(item.id));
        }
    }
    for (const char *kind : {"hp medicine", "mp medicine", "weapon", "armour", "shoes"})
        for (int tier = 1; tier <= 3; ++tier)
            QVERIFY2(found.contains(QStringLiteral("%1 %2").arg(QLatin1String(kind)).arg(tier)),
                     qPrintable(QStringLiteral("%1 has no %2 of tier %3")
                                    .arg(name, QLatin1String(kind))
                                    .arg(tier)));
}

void TestPacks::mazeDuelSpells() {
    // Maze-duel rules: 36 spells = 6 elements × 3 levels × 2, of all four types, each costing MP.
    QFETCH(QString, name);
    Diagnostics d;
    const Pack pack = PackLoader::load(bundled(name), d);
    QCOMPARE(pack.spells.size(), 36);
    QMap<QPair<int, int>, int> grid;
    QSet<int> types;
    for (const SpellRecord &s : pack.spells) {
        QVERIFY2(s.level >= 1 && s.level <= 3, qPrintable(s.id));
        QVERIFY2(s.mp > 0, qPrintable(s.id));
        ++grid[{int(s.element), s.level}];
        types << int(s.type);
    }
    QCOMPARE(grid.size(), kElementCount * 3);
    for (auto it = grid.constBegin(); it != grid.constEnd(); ++it)
        QVERIFY2(it.value() == 2, qPrintable(QStringLiteral("%1 level %2: %3 spells")
                                                 .arg(elementName(Element(it.key().first)))
                                                 .arg(it.key().second)
                                                 .arg(it.value())));
    QCOMPARE(types, (QSet<int>{int(SpellRecord::Type::Attack), int(SpellRecord::Type::Heal),
                               int(SpellRecord::Type::Buff), int(SpellRecord::Type::Debuff)}));
}

void TestPacks::restrictsCycle() {
    // Maze-duel rules: Water -> Fire -> Wood -> Earth -> Water, Holy <-> Evil; restriction is 4/3.
    QFETCH(QString, name);
    Diagnostics d;
    const Pack pack = PackLoader::load(bundled(name), d);
    const QMap<Element, Element> cycle{
        {Element::Water, Element::Fire}, {Element::Fire, Element::Wood},
        {Element::Wood, Element::Earth}, {Element::Earth, Element::Water},
        {Element::Holy, Element::Evil},  {Element::Evil, Element::Holy}};
    QCOMPARE(pack.ruleset.restricts, cycle);
    QCOMPARE(pack.ruleset.restrictNumerator, 4);
    QCOMPARE(pack.ruleset.restrictDenominator, 3);
    // Following the map from Water comes back to Water after four steps, from Holy after two.
    Element e = Element::Water;
    for (int i = 0; i < 4; ++i)
        e = pack.ruleset.restricts.value(e);
    QCOMPARE(e, Element::Water);
    QCOMPARE(pack.ruleset.restricts.value(pack.ruleset.restricts.value(Element::Holy)),
             Element::Holy);
}

void TestPacks::restrictFraction_data() {
    QTest::addColumn<QByteArray>("spells"); // the ruleset's "spells" value
    QTest::addColumn<int>("numerator");
    QTest::addColumn<int>("denominator");
    QTest::addColumn<QStringList>("diagnostics");
    const QString at = QStringLiteral("ruleset.json:2:%1: /spells/restrict%2: %3");
    QTest::newRow("absent: 4/3") << QByteArray("{}") << 4 << 3 << QStringList();
    QTest::newRow("3/2") << QByteArray(R"({"restrict": [3, 2]})") << 3 << 2 << QStringList();
    QTest::newRow("1/1") << QByteArray(R"({"restrict": [1, 1]})") << 1 << 1 << QStringList();
    QTest::newRow("one number") << QByteArray(R"({"restrict": [4]})") << 4 << 3
                                << QStringList{at.arg(24).arg(
                                       QString(), QStringLiteral("expected [numerator, "
                                                                 "denominator], e.g. [4, 3]"))};
    QTest::newRow("not an array") << QByteArray(R"({"restrict": 1.33})") << 4 << 3
                                  << QStringList{at.arg(24).arg(
                                         QString(), QStringLiteral("expected an array, found a "
                                                                   "number"))};
    QTest::newRow("a fraction inside")
        << QByteArray(R"({"restrict": [4, 1.5]})") << 4 << 3
        << QStringList{at.arg(28).arg(QStringLiteral("/1"),
                                      QStringLiteral("expected a whole number from 1 to 1000"))};
    QTest::newRow("zero denominator")
        << QByteArray(R"({"restrict": [4, 0]})") << 4 << 3
        << QStringList{at.arg(28).arg(QStringLiteral("/1"),
                                      QStringLiteral("expected a whole number from 1 to 1000"))};
    QTest::newRow("weakens") << QByteArray(R"({"restrict": [2, 3]})") << 4 << 3
                             << QStringList{at.arg(24).arg(
                                    QString(),
                                    QStringLiteral(
                                        "2/3 is outside 1 to 10 (restriction multiplies damage)"))};
    QTest::newRow("the old percentage")
        << QByteArray(R"({"restrictPercent": 133})") << 4 << 3
        << QStringList{QStringLiteral(
               "ruleset.json:2:31: /spells/restrictPercent: \"restrictPercent\" is replaced by "
               "\"restrict\": [numerator, denominator], e.g. [4, 3]")};
}

void TestPacks::restrictFraction() {
    QFETCH(QByteArray, spells);
    QFETCH(int, numerator);
    QFETCH(int, denominator);
    QFETCH(QStringList, diagnostics);
    // The spells object starts on line 2, column 11, so columns in the rows count from there.
    const QByteArray ruleset =
        R"({"format": 1, "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]},
"spells": )" +
        spells + "}";
    PackFixture fixture({{QStringLiteral("ruleset.json"), ruleset},
                         {QStringLiteral("tables.json"), tablesFile({})}});
    Diagnostics d;
    PackLoader::Options options;
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(fixture.path(), d, options);
    QCOMPARE(d.toStringList(), diagnostics);
    QCOMPARE(pack.ruleset.restrictNumerator, numerator);
    QCOMPARE(pack.ruleset.restrictDenominator, denominator);
    QCOMPARE(pack.ruleset.toJson()
                 .value(QStringLiteral("spells"))
                 .toObject()
                 .value(QStringLiteral("restrict"))
                 .toArray(),
             (QJsonArray{numerator, denominator}));
}

QTEST_GUILESS_MAIN(TestPacks)
#include "tst_packs.moc"
