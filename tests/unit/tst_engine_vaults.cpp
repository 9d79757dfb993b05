// Vaults and themed rooms, locked doors and keys, shops where gold buys (the ruleset's "vaults"
// and a band's vault table; ours, off in every bundled pack: docs/rules.md "Vaults").

#include "data/PackLoader.h"
#include "data/PackReferences.h"
#include "data/Vault.h"
#include "engine/AutoPlay.h"
#include "engine/BotRun.h"
#include "engine/Doors.h"
#include "engine/Game.h"
#include "engine/Terrain.h"
#include "engine/Vaults.h"
#include "gen/Dungeon.h"
#include "gen/PackCache.h"
#include "random/Rng.h"
#include "json/JsonObjectReader.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

bool hasLogged(const Game &g, LogEntry::Kind kind) {
    for (const LogEntry &e : g.state().log)
        if (e.kind == kind)
            return true;
    return false;
}

GameState &stateOf(Game &g) {
    return const_cast<GameState &>(g.state());
}

Tile vaultTile(QChar c) {
    switch (c.toLatin1()) {
    case '#':
        return Tile::Wall;
    case '+':
        return Tile::Door;
    case 'L':
        return Tile::LockedDoor;
    case '~':
        return Tile::DeepWater;
    case 0x22: // a double quote
        return Tile::Grass;
    default:
        return Tile::Floor;
    }
}

Vault readVault(const QByteArray &json, Diagnostics &d) {
    JsonContext context(QStringLiteral("tables.json"), d);
    JsonObjectReader r(context, QJsonDocument::fromJson(json).object(), QStringLiteral("/v"));
    return Vault::fromJson(r);
}

// A game on a drawn level: a locked door (L) at `lock`, the hero at '@'.
Game lockedGame(const Pack &pack, const QStringList &rows, Point lock,
                const QList<LevelEntity> &entities = {}) {
    Level level = makeLevel(rows, entities);
    level.map.set(lock, Tile::LockedDoor);
    return Game(pack, 7, QString(), level);
}

} // namespace

class TestEngineVaults : public QObject {
    Q_OBJECT

    Pack m_classic, m_choices;

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_classic = bundledPack("classic", d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    }

    void theBundledPacksHaveNoVaults() {
        for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
            Diagnostics d;
            const Pack pack = bundledPack(name, d);
            QCOMPARE(pack.ruleset.vaultChancePercent, 0);
            QVERIFY(!pack.ruleset.toJson().contains(QStringLiteral("vaults")));
            for (const Ruleset::Band &b : pack.ruleset.bands)
                QVERIFY(b.vaults.isEmpty());
            for (const ItemRecord &item : pack.items)
                QVERIFY(!item.toJson().contains(QStringLiteral("price")));
        }
        QCOMPARE(m_choices.ruleset.vaultChancePercent, 60);
        QCOMPARE(m_choices.ruleset.vaultKey, QStringLiteral("vault-key"));
        QCOMPARE(m_choices.ruleset.vaultPrice, 25);
        QCOMPARE(m_choices.ruleset.bandFor(1)->vaults, QStringLiteral("vaults-upper"));
        QCOMPARE(m_choices.item(QStringLiteral("potion-hp-1"))->price, 15);
        QVERIFY(m_choices.item(QStringLiteral("vault-key"))->isKey());
        const QJsonObject v = m_choices.ruleset.toJson().value(QStringLiteral("vaults")).toObject();
        QCOMPARE(v.value(QStringLiteral("chancePercent")).toInt(), 60);
        QCOMPARE(v.value(QStringLiteral("key")).toString(), QStringLiteral("vault-key"));
    }

    void theLockedDoorIsANewTile() {
        QCOMPARE(int(Tile::Grass), 9);
        QCOMPARE(int(Tile::LockedDoor), 10);
        QCOMPARE(kTileCount, 11);
        QCOMPARE(tileGlyph(Tile::LockedDoor), 'L');
        QVERIFY(!isPassable(Tile::LockedDoor) && blocksSight(Tile::LockedDoor));
    }

    void aVaultIsStampedExactly() {
        Level level =
            makeLevel({"###############", "#@......#######", "###############", "###############",
                       "###############", "###############", "###############", "###############"});
        Diagnostics d;
        const Vault v = readVault("{\"grid\": [\"#####\", \"#$M$#\", \"##L##\"], \"items\": \"t\", "
                                  "\"monsters\": \"goblin\"}",
                                  d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        // Not into the way itself, nor touching it.
        QVERIFY(!vaults::stamp(level, v, {0, 0}, 8, true));
        QVERIFY(!vaults::stamp(level, v, {3, 2}, 8, true)); // its ring touches the corridor
        QList<Point> doors;
        Level flipped =
            makeLevel({"###############", "###############", "###############", "###############",
                       "###############", "###############", "#@.............", "###############"});
        flipped.map.set(14, 6, Tile::Wall);
        // The door faces down (the grid's last row), a cell of rock from the corridor.
        QVERIFY(vaults::stamp(flipped, v, {3, 2}, 8, true, &doors));
        QCOMPARE(doors, (QList<Point>{{5, 4}}));
        for (int y = 0; y < v.height(); ++y)
            for (int x = 0; x < v.width(); ++x)
                QCOMPARE(flipped.map.at(3 + x, 2 + y), vaultTile(v.at(x, y)));
        QCOMPARE(flipped.map.at(5, 5), Tile::Floor); // the corridor
        QCOMPARE(flipped.map.at(4, 5), Tile::Wall);
        // Without a key to lay, a locked door is a plain one.
        Level plain =
            makeLevel({"###############", "###############", "###############", "###############",
                       "###############", "###############", "#@............#", "###############"});
        QVERIFY(vaults::stamp(plain, v, {3, 2}, 8, false));
        QCOMPARE(plain.map.at(5, 4), Tile::Door);
    }

    void levelsGetVaultsAndEverythingStaysReachable() {
        // The pass on the choices pack's levels with the chance at 100: what the arrival reached
        // before is reached after, the grid is on the map as drawn, each door is reached from
        // outside, and a locked vault's key lies outside it, reached without passing a lock.
        Pack pack = m_choices;
        pack.ruleset.vaultChancePercent = 100;
        const CompiledTables &tables = PackCache::of(pack)->tables();
        QElapsedTimer timer;
        timer.start();
        int levels = 0, placed = 0, locked = 0, shops = 0, items = 0;
        const std::uint64_t seeds = qEnvironmentVariableIsSet("PD_FULL_SUITE") ? 2000 : 1000;
        // The levels as made without vaults (Dungeon::level lays them itself), terrain and all.
        Pack bare = pack;
        bare.ruleset.vaultChancePercent = 0;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
            Dungeon dungeon(bare, seed);
            for (int depth : {1, 3, 6}) {
                Level level = dungeon.level(depth);
                if (level.width() == 0)
                    continue;
                ++levels;
                const Ruleset &rules = pack.ruleset;
                const std::vector<std::uint8_t> before =
                    terrain::dryReachable(level.map, level.arrival, rules.movement);
                const TileMap old = level.map;
                const qsizetype entitiesBefore = level.entities.size();
                Rng rng = Rng::forStream(seed, u"vault", std::uint64_t(depth));
                vaults::Placed v;
                if (!vaults::place(level, pack, tables, rules.bandFor(depth)->vaults, rng, &v)) {
                    QVERIFY(level.map == old);
                    continue;
                }
                ++placed;
                const auto where = [&](Point p) {
                    return qPrintable(QStringLiteral("seed %1 depth %2 (%3, %4)")
                                          .arg(seed)
                                          .arg(depth)
                                          .arg(p.x)
                                          .arg(p.y));
                };
                const std::vector<std::uint8_t> after =
                    terrain::dryReachable(level.map, level.arrival, rules.movement);
                for (int i = 0; i < level.map.size(); ++i) {
                    if (before[std::size_t(i)] && !after[std::size_t(i)])
                        QFAIL(where(level.map.point(i)));
                    // Only rock became anything else.
                    if (old.tiles()[std::size_t(i)] != level.map.tiles()[std::size_t(i)] &&
                        old.tiles()[std::size_t(i)] != Tile::Wall)
                        QFAIL(where(level.map.point(i)));
                }
                const Rect a = v.area;
                const bool locks = v.vault.hasLockedDoor() && v.key.has_value();
                for (int y = 0; y < a.height; ++y)
                    for (int x = 0; x < a.width; ++x) {
                        Tile want = vaultTile(v.vault.at(x, y));
                        if (want == Tile::LockedDoor && !locks)
                            want = Tile::Door;
                        if (level.map.at(a.x + x, a.y + y) != want)
                            QFAIL(where({a.x + x, a.y + y}));
                    }
                QVERIFY(!v.doors.isEmpty());
                for (const Point &d : v.doors) {
                    bool outside = false;
                    for (Direction dir : kOrthogonal) {
                        const Point n = d + offset(dir);
                        outside |= !a.contains(n) && after[std::size_t(level.map.index(n))];
                    }
                    if (!outside)
                        QFAIL(where(d));
                }
                if (v.vault.hasLockedDoor()) {
                    QVERIFY2(v.key, where(a.center()));
                    ++locked;
                    const Point k = *v.key;
                    QVERIFY(!a.contains(k));
                    QVERIFY2(after[std::size_t(level.map.index(k))], where(k));
                    QCOMPARE(level.map.at(k), Tile::Floor);
                    QCOMPARE(level.entities.last().id, QStringLiteral("vault-key"));
                    // The treasure inside is not reached without the key.
                    for (int i = int(entitiesBefore); i < level.entities.size() - 1; ++i)
                        QVERIFY(!after[std::size_t(level.map.index(level.entities[i].at))]);
                }
                for (int i = int(entitiesBefore); i < level.entities.size(); ++i) {
                    const LevelEntity &e = level.entities[i];
                    if (e.price > 0) {
                        QVERIFY(a.contains(e.at));
                        QCOMPARE(v.vault.at(e.at.x - a.x, e.at.y - a.y), QLatin1Char('S'));
                        ++shops;
                    }
                    ++items;
                }
            }
        }
        qInfo("%d levels: vaults on %d (locked %d), %d things laid (%d for sale), in %lld ms",
              levels, placed, locked, items, shops, timer.elapsed());
        QVERIFY(placed > levels / 2);
        QVERIFY(locked > placed / 8 && shops > 0);
    }

    void vaultsComeFromTheirOwnStream() {
        // Same seed, vaults on or off: the same play stream and the same monsters outside.
        Pack none = m_choices;
        none.ruleset.vaultChancePercent = 0;
        int differ = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Game with(m_choices, seed, QString());
            const Game without(none, seed, QString());
            QCOMPARE(without.level().level.map.count(Tile::LockedDoor), 0);
            QVERIFY(with.state().rng == without.state().rng);
            differ += !(with.level().level.map == without.level().level.map);
        }
        QVERIFY(differ > 5);
    }

    void theSeedPreviewShowsTheGamesLevel() {
        // Dungeon::level lays the terrain and the vault, so the seed preview and the catalog
        // show the level the game plays; with tracing, what a vault holds is traced to it.
        int vaultOrigins = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Game game(m_choices, seed, QString());
            Dungeon dungeon(m_choices, seed);
            dungeon.setTracing(true);
            const Level level = dungeon.level(1);
            // The game walls up its secret doors (Doors.h) after the level is made.
            TileMap played = game.level().level.map;
            for (const Point &p : game.level().secretDoors)
                played.set(p, Tile::Door);
            QVERIFY(level.map == played);
            const QList<EntityOrigin> origins = dungeon.origins(1);
            QCOMPARE(origins.size(), level.entities.size());
            for (qsizetype i = 0; i < origins.size(); ++i) {
                if (origins[i].role != EntityOrigin::Role::Vault)
                    continue;
                ++vaultOrigins;
                QCOMPARE(origins[i].stream, QStringLiteral("vault"));
                QCOMPARE(origins[i].table, QStringLiteral("vaults-upper"));
            }
        }
        QVERIFY(vaultOrigins > 0);
    }

    void aKeyOpensALockedDoorAndIsUsedUp() {
        Game g = lockedGame(m_choices, {"#######", "#@.L..#", "#######"}, {3, 1});
        const ItemRecord *key = m_choices.item(QStringLiteral("vault-key"));
        stateOf(g).hero.inventory.add(*key);
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.level().level.map.at({3, 1}), Tile::Door);
        QCOMPARE(g.state().hero.pos, (Point{2, 1})); // opening is the turn
        QCOMPARE(g.state().hero.inventory.count(key->id), 0);
        QVERIFY(hasLogged(g, LogEntry::Kind::DoorUnlocked));
        QCOMPARE(g.level().unlockedDoors, (QList<Point>{{3, 1}}));
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().hero.pos, (Point{3, 1}));
    }

    void withoutAKeyTheDoorStaysShut() {
        Game g = lockedGame(m_choices, {"#######", "#@.L..#", "#######"}, {3, 1});
        QVERIFY(submitText(g, QStringLiteral("move e")));
        const int turn = g.state().turn;
        QVERIFY(!submitText(g, QStringLiteral("move e")));
        QCOMPARE(g.state().turn, turn);
        QCOMPARE(g.level().level.map.at({3, 1}), Tile::LockedDoor);
        QVERIFY(g.lastRefusal());
        QCOMPARE(g.lastRefusal()->kind, LogEntry::Kind::DoorLocked);
        // Travel and the bot treat it as a wall.
        QVERIFY(g.travelPath({5, 1}).empty());
        const AutoPlay::Answer a = AutoPlay::play(g);
        QVERIFY(!a.command || a.command->kind != Command::Kind::Move ||
                a.command->direction != Direction::E);
    }

    void fromWithinItOpensWithoutAKey() {
        // Cut off from the arrival (teleported in, say), the hero is never shut in.
        Level level = makeLevel({"#######", "#<.#..#", "#######"});
        level.map.set({3, 1}, Tile::LockedDoor);
        Game g(m_choices, 7, QString(), level);
        stateOf(g).hero.pos = {4, 1};
        QVERIFY(submitText(g, QStringLiteral("move w")));
        QCOMPARE(g.level().level.map.at({3, 1}), Tile::Door);
        QVERIFY(hasLogged(g, LogEntry::Kind::DoorUnlocked));
    }

    void monstersDoNotPassALockedDoor() {
        Game g = lockedGame(m_classic, {"#########", "#@....L.#", "#########"}, {6, 1},
                            {monster(QStringLiteral("goblin"), 7, 1)});
        for (int i = 0; i < 20; ++i)
            QVERIFY(submitText(g, QStringLiteral("wait")));
        QCOMPARE(g.level().actors.size(), 1);
        QCOMPARE(g.level().actors.first().pos, (Point{7, 1}));
    }

    void goldBuysWhatIsForSale() {
        Level level = makeLevel({"#######", "#@....#", "#######"});
        Game g(m_choices, 7, QString(), level);
        stateOf(g).current().items.append({QStringLiteral("potion-hp-1"), 1, {2, 1}, 15});
        stateOf(g).hero.gold = 40;
        const int before = g.state().hero.inventory.count(QStringLiteral("potion-hp-1"));
        QVERIFY(submitText(g, QStringLiteral("move e")));
        QVERIFY(submitText(g, QStringLiteral("pickup")));
        QCOMPARE(g.state().hero.gold, 25);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-hp-1")), before + 1);
        QVERIFY(hasLogged(g, LogEntry::Kind::Bought));
        QVERIFY(g.level().items.isEmpty());
    }

    void tooPoorAndNothingIsTaken() {
        Level level = makeLevel({"#######", "#@....#", "#######"});
        Game g(m_choices, 7, QString(), level);
        stateOf(g).current().items.append({QStringLiteral("potion-hp-2"), 1, {2, 1}, 35});
        stateOf(g).hero.gold = 10;
        QVERIFY(submitText(g, QStringLiteral("move e")));
        const int turn = g.state().turn;
        QVERIFY(!submitText(g, QStringLiteral("pickup")));
        QCOMPARE(g.state().turn, turn);
        QCOMPARE(g.state().hero.gold, 10);
        QVERIFY(g.lastRefusal());
        const LogEntry last = *g.lastRefusal();
        QCOMPARE(last.kind, LogEntry::Kind::TooPoor);
        QCOMPARE(last.as<LogEntry::Kind::TooPoor>().price, 35);
        QCOMPARE(g.level().items.size(), 1);
        QCOMPARE(g.level().items.first().price, 35);
        // The bot does not stand there trying.
        const AutoPlay::Answer a = AutoPlay::play(g);
        QVERIFY(!a.command || a.command->kind != Command::Kind::Pickup);
    }

    // Buying is the player's own choice: the explore key walks past what is for sale (it once
    // spent his gold by itself); a whole run by the bot buys what it can use.
    void theExploreKeyNeverBuysTheBotDoes() {
        Level level = makeLevel({"#######", "#@....#", "#######"});
        Game g(m_choices, 7, QString(), level);
        stateOf(g).current().items.append({QStringLiteral("potion-hp-1"), 1, {1, 1}, 15});
        stateOf(g).hero.gold = 40;
        const AutoPlay::Answer explore = AutoPlay::next(g, AutoPlay::Goal::Explore);
        QVERIFY(!explore.command || explore.command->kind != Command::Kind::Pickup);
        const AutoPlay::Answer bot = AutoPlay::play(g);
        QVERIFY(bot.command);
        QCOMPARE(bot.command->kind, Command::Kind::Pickup);
    }

    void forSaleAndUnlockedAreSavedLoadedAndHashed() {
        // A level of the choices pack with a locked vault and a shop, found by seed.
        Pack pack = m_choices;
        pack.ruleset.vaultChancePercent = 100;
        std::unique_ptr<Game> found;
        for (std::uint64_t seed = 1; seed < 300 && !found; ++seed) {
            auto g = std::make_unique<Game>(pack, seed, QString());
            if (g->level().level.map.count(Tile::LockedDoor) > 0)
                found = std::move(g);
        }
        QVERIFY(found);
        Game &g = *found;
        LevelState &ls = stateOf(g).current();
        // Open the lock by hand, and mark something for sale.
        Point lock;
        for (int i = 0; i < ls.level.map.size(); ++i)
            if (ls.level.map.tiles()[std::size_t(i)] == Tile::LockedDoor)
                lock = ls.level.map.point(i);
        const QString hashBefore = g.stateHash();
        const QJsonObject saveBefore = g.toJson();
        ls.level.map.set(lock, Tile::Door);
        ls.unlockedDoors.append(lock);
        QVERIFY(!ls.items.isEmpty());
        ls.items.first().price = 7;
        QVERIFY(g.stateHash() != hashBefore);
        const QJsonObject save = g.toJson();
        const QJsonObject level = save.value(QStringLiteral("levels")).toArray().first().toObject();
        QVERIFY(level.contains(QStringLiteral("unlockedDoors")));
        QCOMPARE(level.value(QStringLiteral("items"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("price"))
                     .toInt(),
                 7);
        QString error;
        const std::unique_ptr<Game> back = Game::fromJson(pack, save, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->stateHash(), g.stateHash());
        QCOMPARE(back->level().level.map.at(lock), Tile::Door);
        QCOMPARE(back->level().items.first().price, 7);
        // Nothing set: neither key is written.
        const QJsonObject plain =
            saveBefore.value(QStringLiteral("levels")).toArray().first().toObject();
        QVERIFY(!plain.contains(QStringLiteral("unlockedDoors")));
        // Damaged: refused by its path.
        QJsonObject bad = save;
        QJsonArray levels = bad.value(QStringLiteral("levels")).toArray();
        QJsonObject l0 = levels.first().toObject();
        l0.insert(QStringLiteral("unlockedDoors"),
                  QJsonArray{QJsonObject{{QStringLiteral("x"), 0}, {QStringLiteral("y"), 0}}});
        levels[0] = l0;
        bad.insert(QStringLiteral("levels"), levels);
        QVERIFY(!Game::fromJson(pack, bad, &error));
        QVERIFY2(error.contains(QStringLiteral("/levels/0/unlockedDoors/0")), qPrintable(error));
    }

    // The bot's use of vaults on the choices pack, as `bot --runs 100 --turns 3000` plays it:
    // the runs that saw a vault (a cell of one explored), bought something, opened a locked
    // door. Measures, asserts nothing much: run with PD_VAULT_BOT_FIGURES=1.
    void botFigures() {
        if (!qEnvironmentVariableIsSet("PD_VAULT_BOT_FIGURES"))
            QSKIP("set PD_VAULT_BOT_FIGURES=1 to measure");
        const Pack &pack = m_choices;
        const CompiledTables &tables = PackCache::of(pack)->tables();
        BotOptions options;
        options.turns = 3000;
        int saw = 0, bought = 0, opened = 0, buys = 0, opens = 0, vaultLevels = 0;
        for (int i = 0; i < 100; ++i) {
            const std::uint64_t seed = BotRun::seedFor(1, i);
            std::map<int, std::optional<Rect>> areas;
            Dungeon dungeon(pack, seed);
            const auto areaOf = [&](int depth) {
                auto it = areas.find(depth);
                if (it != areas.end())
                    return it->second;
                Level level = dungeon.level(depth);
                Rng t = Rng::forStream(seed, u"terrain", std::uint64_t(depth));
                terrain::place(level, pack.ruleset, depth >= dungeon.depthCount(), t);
                Rng v = Rng::forStream(seed, u"vault", std::uint64_t(depth));
                vaults::Placed placed;
                std::optional<Rect> area;
                if (vaults::place(level, pack, tables, pack.ruleset.bandFor(depth)->vaults, v,
                                  &placed))
                    area = placed.area;
                vaultLevels += area ? 1 : 0;
                return areas.emplace(depth, area).first->second;
            };
            bool sawOne = false, boughtOne = false, openedOne = false;
            BotRun::play(pack, seed, options, {},
                         [&](const Game &g, const Command &, bool, const QList<LogEntry> &log) {
                             for (const LogEntry &e : log) {
                                 buys += e.kind == LogEntry::Kind::Bought;
                                 opens += e.kind == LogEntry::Kind::DoorUnlocked;
                                 boughtOne |= e.kind == LogEntry::Kind::Bought;
                                 openedOne |= e.kind == LogEntry::Kind::DoorUnlocked;
                             }
                             if (sawOne)
                                 return;
                             const std::optional<Rect> a = areaOf(g.state().depth);
                             if (!a)
                                 return;
                             for (int y = a->y; y <= a->bottom() && !sawOne; ++y)
                                 for (int x = a->x; x <= a->right() && !sawOne; ++x)
                                     sawOne = g.level().isExplored({x, y});
                         });
            saw += sawOne;
            bought += boughtOne;
            opened += openedOne;
        }
        qInfo("100 runs: %d saw a vault, %d bought something (%d buys), %d opened a locked door "
              "(%d doors); %d levels visited had a vault",
              saw, bought, buys, opened, opens, vaultLevels);
        QVERIFY(saw > 0);
    }

    void renamesReachIntoVaults() {
        // The Editor's rename and "used by" see the tables and monster a vault names.
        const auto pointers = [&](RecordKind kind, const char *id) {
            QStringList out;
            for (const PackReference &r : PackReferences::to(m_choices, kind, QLatin1String(id)))
                out << r.file + r.pointer;
            return out.join(u' ');
        };
        QVERIFY(pointers(RecordKind::Table, "vault-treasure").contains(u"/value/items"));
        QVERIFY(pointers(RecordKind::Table, "vault-stock").contains(u"/value/stock"));
        QVERIFY(pointers(RecordKind::Table, "vault-den").contains(u"/value/monsters"));
        QVERIFY(pointers(RecordKind::Monster, "goblin").contains(u"/value/monsters"));
        QVERIFY(!pointers(RecordKind::Monster, "cave-rat").contains(u"/value/monsters"));
    }

    void badVaultsAreLocated() {
        const auto problems = [](const QByteArray &value, const QByteArray &vaults = {}) {
            PackFixture pack(
                {{QStringLiteral("ruleset.json"),
                  "{\"format\": 1, " + vaults +
                      "\"dungeon\": {\"depth\": 1, \"bands\": [{\"from\": 1, \"to\": 1, "
                      "\"generator\": \"gen\", \"vaults\": \"v\"}]}}"},
                 {QStringLiteral("items.json"),
                  "{\"format\": 1, \"items\": [{\"id\": \"k\", \"name\": \"K\", \"kind\": "
                  "\"key\"}, {\"id\": \"g\", \"name\": \"G\", \"kind\": \"treasure\", \"worth\": "
                  "1}]}"},
                 {QStringLiteral("tables.json"),
                  tablesFile(
                      {"{\"id\": \"v\", \"rows\": [{\"weight\": 1, \"value\": " + value + "}]}",
                       "{\"id\": \"loot\", \"rows\": [{\"weight\": 1, \"item\": \"g\"}]}"})}});
            return pack.diagnostics();
        };
        const QByteArray ok = "{\"grid\": [\"#####\", \"#$.$#\", \"##+##\"], \"items\": \"loot\"}";
        QVERIFY2(!problems(ok).join(u'\n').contains(u"error"),
                 qPrintable(problems(ok).join(u'\n')));
        const char *grid = "/tables/1/rows/0/value/grid";
        QVERIFY(
            saysAt(problems("{\"grid\": [\"#####\", \"#$.#\", \"##+##\"], \"items\": \"loot\"}"),
                   "tables.json", "/tables/1/rows/0/value/grid/1", "ragged"));
        QVERIFY(
            saysAt(problems("{\"grid\": [\"#####\", \"#$X$#\", \"##+##\"], \"items\": \"loot\"}"),
                   "tables.json", "/tables/1/rows/0/value/grid/1", "unknown cell 'X'"));
        QVERIFY(
            saysAt(problems("{\"grid\": [\"#####\", \"#$.$#\", \"##+##\"], \"items\": \"nope\"}"),
                   "tables.json", "/tables/1/rows/0/value/items", "unknown table \"nope\""));
        QVERIFY(saysAt(
            problems("{\"grid\": [\"#####\", \"#M.M#\", \"##+##\"], \"monsters\": \"nobody\"}"),
            "tables.json", "/tables/1/rows/0/value/monsters", "nobody"));
        QVERIFY(saysAt(problems("{\"grid\": [\"#####\", \"#S.S#\", \"##+##\"]}"), "tables.json",
                       "/tables/1/rows/0/value", "\"stock\""));
        QByteArray big = "{\"grid\": [";
        for (int y = 0; y < 16; ++y)
            big += QByteArray(y ? "," : "") + '"' +
                   QByteArray(y == 15 ? "#######+#" : "#########") + '"';
        big += "]}";
        QVERIFY(saysAt(problems(big), "tables.json", grid, "3 to 15"));
        QVERIFY(saysAt(problems("{\"grid\": [\"#####\", \"#...#\", \"#####\"]}"), "tables.json",
                       grid, "needs a door"));
        QVERIFY(saysAt(problems("{\"grid\": \"#\"}"), "tables.json", grid, "array"));
        QVERIFY(saysAt(problems("\"treasury\""), "ruleset.json", "/dungeon/bands/0/vaults",
                       "does not give a vault"));
        // A locked door needs the ruleset's key, an item of kind key.
        const QByteArray locked = "{\"grid\": [\"#####\", \"#...#\", \"##L##\"]}";
        QVERIFY(saysAt(problems(locked), "ruleset.json", "/vaults", "key"));
        QVERIFY(!problems(locked, "\"vaults\": {\"chancePercent\": 50, \"key\": \"k\"}, ")
                     .join(u'\n')
                     .contains(u"error"));
        QVERIFY(saysAt(problems(locked, "\"vaults\": {\"key\": \"g\"}, "), "ruleset.json",
                       "/vaults/key", "not a key"));
        QVERIFY(saysAt(problems(locked, "\"vaults\": {\"key\": \"nothing\"}, "), "ruleset.json",
                       "/vaults/key", "unknown item"));
        QVERIFY(saysAt(problems(ok, "\"vaults\": {\"chancePercent\": 101}, "), "ruleset.json",
                       "/vaults/chancePercent", ""));
        QVERIFY(saysAt(problems(ok, "\"vaults\": {\"price\": -1}, "), "ruleset.json",
                       "/vaults/price", ""));
        // An unknown vault table in a band.
        PackFixture unknown({{QStringLiteral("ruleset.json"),
                              "{\"format\": 1, \"dungeon\": {\"depth\": 1, \"bands\": [{\"from\": "
                              "1, \"to\": 1, \"generator\": \"gen\", \"vaults\": \"nope\"}]}}"},
                             {QStringLiteral("tables.json"), tablesFile({})}});
        QVERIFY(saysAt(unknown.diagnostics(), "ruleset.json", "/dungeon/bands/0/vaults",
                       "unknown table \"nope\""));
        // A bad price.
        PackFixture price({{QStringLiteral("items.json"),
                            "{\"format\": 1, \"items\": [{\"id\": \"g\", \"name\": \"G\", "
                            "\"kind\": \"treasure\", \"worth\": 1, \"price\": \"lots\"}]}"},
                           {QStringLiteral("tables.json"), tablesFile({})}});
        QVERIFY(saysAt(price.diagnostics(), "items.json", "/items/0/price", ""));
    }
};

QTEST_GUILESS_MAIN(TestEngineVaults)
#include "tst_engine_vaults.moc"
