// Effects as data and the statuses they leave (docs/rules.md "Effects", "Statuses"), on the
// test pack tests/data/packs/choices (classic with potions, scrolls and wands that use them) and
// hand-drawn levels: each rule pinned where it is exact, and checked against its range where it
// draws.

#include "KitPack.h"
#include "LogEntryText.h"
#include "PackFixture.h"
#include "ScenarioLevel.h"
#include "data/PackLoader.h"
#include "data/schema/PackSchema.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"

#include <QJsonDocument>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

bool logged(const Game &g, LogEntry::Kind kind, qsizetype from = 0) {
    for (qsizetype i = from; i < g.state().log.size(); ++i)
        if (g.state().log[i].kind == kind)
            return true;
    return false;
}

// The corridor every scenario starts in: the hero at the west end, a goblin at x.
Level corridor(int goblinAt = -1) {
    QList<LevelEntity> monsters;
    if (goblinAt > 0)
        monsters << monster(QStringLiteral("goblin"), goblinAt, 1);
    return makeLevel({"##################", "#@...............#", "##################"}, monsters);
}

} // namespace

class TestEngineEffects : public QObject {
    Q_OBJECT

    Pack m_choices;

    // The test pack, the hero carrying `items` (id, count) from the start.
    Pack carrying(const QList<std::pair<const char *, int>> &items) const {
        return test::withKit(m_choices, items);
    }

private Q_SLOTS:
    void initTestCase() {
        Diagnostics d;
        m_choices = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        QVERIFY(m_choices.item(QStringLiteral("wand-sleep")));
    }

    void aPotionOfHasteGivesTwoActionsATurn() {
        const Pack pack = carrying({{"potion-haste", 1}});
        Game g(pack, 3, QString(), corridor());
        QVERIFY(submitText(g, "use potion-haste"));
        QCOMPARE(g.state().hero.statuses.turnsOf(StatusKind::Hasted), 12);
        QVERIFY(logged(g, LogEntry::Kind::StatusBegins));
        const int turn = g.state().turn;
        // Hasted, every other step is free: four steps take two turns.
        for (int i = 0; i < 4; ++i)
            QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.state().turn, turn + 2);
        // It wears off, and says so; then each step is a turn again.
        for (int i = 0; i < 30; ++i)
            QVERIFY(submitText(g, i % 2 ? "move e" : "move w"));
        QVERIFY(!g.state().hero.statuses.has(StatusKind::Hasted));
        QVERIFY(logged(g, LogEntry::Kind::StatusEnds));
        const int later = g.state().turn;
        QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.state().turn, later + 1);
    }

    void poisonHurtsEachTurnAndStopsHealing() {
        const Pack pack = carrying({{"potion-venom", 1}});
        QVERIFY(pack.ruleset.hpComesBack());
        Game g(pack, 3, QString(), corridor());
        const qint64 hp = g.state().hero.stats.hp;
        QVERIFY(submitText(g, "use potion-venom"));
        // Two HP a turn for six turns (the turn it is drunk included), and nothing comes back.
        for (int i = 0; i < 8; ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(g.state().hero.stats.hp, hp - 12 + (g.state().turn - 6) / 10);
        QVERIFY(!g.state().hero.statuses.has(StatusKind::Poison));
        QVERIFY(logged(g, LogEntry::Kind::StatusHarms));
    }

    void poisonCanKillAndSaysSo() {
        Pack pack = carrying({{"potion-venom", 1}});
        for (ItemRecord &i : pack.items)
            if (i.id == QLatin1String("potion-venom"))
                i.effects.first().amount = DiceField::constant(500);
        Game g(pack, 3, QString(), corridor());
        QVERIFY(submitText(g, "use potion-venom"));
        QVERIFY(g.isOver());
        QCOMPARE(g.state().cause.kind, DeathCause::Kind::Poison);
    }

    void aWandOfSlumberPutsAMonsterToSleepUntilHurt() {
        const Pack pack = carrying({{"wand-sleep", 1}});
        Game g(pack, 5, QString(), corridor(8));
        const int charges = g.state().hero.charges.value(QStringLiteral("wand-sleep"));
        QCOMPARE(charges, 4); // a wand the hero starts with is full: 1d3+1
        QVERIFY(submitText(g, "use wand-sleep e"));
        QCOMPARE(g.state().hero.charges.value(QStringLiteral("wand-sleep")), charges - 1);
        const Actor &goblin = g.level().actors.first();
        QCOMPARE(goblin.mode, Actor::Mode::Asleep);
        // Twelve turns, one of them gone at the goblin's turn after the zap.
        QCOMPARE(goblin.statuses.turnsOf(StatusKind::Asleep), 11);
        // A magic sleep is not broken by noise: it stays put while the hero walks up.
        const Point at = goblin.pos;
        for (int i = 0; i < 5; ++i)
            QVERIFY(submitText(g, "move e"));
        QCOMPARE(g.level().actors.first().pos, at);
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Asleep);
        // The look card knows it.
        const KnownCell cell = PlayerView::at(g, at);
        QVERIFY(cell.actor);
        QCOMPARE(cell.actor->statuses.size(), 1);
        QCOMPARE(cell.actor->statuses.first().kind, StatusKind::Asleep);
    }

    void anEmptyWandCrumblesAndARefusedZapChangesNothing() {
        Pack pack = carrying({{"wand-slow", 1}});
        Game g(pack, 5, QString(), corridor(12));
        const int charges = g.state().hero.charges.value(QStringLiteral("wand-slow"));
        QCOMPARE(charges, 5);
        // A refused zap (aimed at the hero's own cell) spends nothing.
        const QString hash = g.stateHash();
        QVERIFY(!submitText(g, "use wand-slow 1 1"));
        QCOMPARE(g.stateHash(), hash);
        for (int i = 0; i < charges; ++i)
            QVERIFY(submitText(g, "use wand-slow e"));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("wand-slow")), 0);
        QVERIFY(!g.state().hero.charges.contains(QStringLiteral("wand-slow")));
        QVERIFY(logged(g, LogEntry::Kind::WandCrumbles));
        QVERIFY(g.level().actors.first().statuses.has(StatusKind::Slowed));
    }

    void aStaffGathersItsChargesAgain() {
        const Pack pack = carrying({{"staff-embers", 1}});
        Game g(pack, 5, QString(), corridor());
        QCOMPARE(g.state().hero.charges.value(QStringLiteral("staff-embers")), 3);
        for (int i = 0; i < 3; ++i)
            QVERIFY(submitText(g, "use staff-embers e"));
        QCOMPARE(g.state().hero.charges.value(QStringLiteral("staff-embers")), 0);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("staff-embers")), 1);
        const QString hash = g.stateHash();
        QVERIFY(!submitText(g, "use staff-embers e"));
        QCOMPARE(g.stateHash(), hash);
        for (int i = 0; i < 40; ++i)
            QVERIFY(submitText(g, "wait"));
        QCOMPARE(g.state().hero.charges.value(QStringLiteral("staff-embers")), 1);
    }

    void burningHurtsAMonsterEachOfItsTurns() {
        const Pack pack = carrying({{"staff-embers", 1}});
        Game g(pack, 5, QString(), corridor(10));
        const qint64 before = g.level().actors.first().stats.hp;
        QVERIFY(submitText(g, "use staff-embers e"));
        if (g.level().actors.isEmpty())
            return; // 2d4 killed it outright: nothing left to burn
        const Actor &a = g.level().actors.first();
        QVERIFY(a.statuses.has(StatusKind::Burning));
        const qint64 afterBolt = a.stats.hp;
        QVERIFY(afterBolt <= before - 2 && afterBolt >= before - 8 - 2);
        QVERIFY(submitText(g, "wait"));
        QVERIFY(g.level().actors.isEmpty() || g.level().actors.first().stats.hp < afterBolt);
    }

    void scrollsOfTeleportAndMapping() {
        const Pack pack = carrying({{"scroll-teleport", 1}, {"scroll-mapping", 1}});
        Game g(pack, 9, QStringLiteral("Ada"));
        const Point from = g.state().hero.pos;
        QVERIFY(submitText(g, "use scroll-teleport"));
        QVERIFY(g.state().hero.pos != from);
        QCOMPARE(g.level().level.map.at(g.state().hero.pos), Tile::Floor);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("scroll-teleport")), 0);
        QVERIFY(logged(g, LogEntry::Kind::Teleported));
        QVERIFY(std::find(g.level().explored.begin(), g.level().explored.end(), 0) !=
                g.level().explored.end());
        QVERIFY(submitText(g, "use scroll-mapping"));
        // Every cell but the solid rock is known: a wall only where it borders something else.
        const TileMap &map = g.level().level.map;
        int rock = 0;
        for (int i = 0; i < map.size(); ++i) {
            const Point p = map.point(i);
            bool borders = map.at(p) != Tile::Wall;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    borders |= map.inBounds(p.x + dx, p.y + dy) &&
                               map.at(p.x + dx, p.y + dy) != Tile::Wall;
            QCOMPARE(bool(g.level().explored[std::size_t(i)]), borders);
            rock += borders ? 0 : 1;
        }
        QVERIFY(rock > 0);
    }

    void aScrollOfDreadSendsMonstersAwayAndAnAfraidHeroCannotStrike() {
        Pack pack = carrying({{"scroll-fear", 1}, {"potion-fright", 1}});
        ItemRecord fright = *pack.item(QStringLiteral("potion-confusion"));
        fright.id = QStringLiteral("potion-fright");
        MapEffect fear;
        fear.kind = MapEffect::Kind::Fear;
        fear.turns = 5;
        fright.effects = {fear};
        pack.items.append(fright);
        pack.rebuildIndex();
        Game g(pack, 5, QString(), corridor(4));
        QVERIFY(submitText(g, "use scroll-fear"));
        QVERIFY(g.level().actors.first().statuses.has(StatusKind::Afraid));
        const int distance = chebyshev(g.level().actors.first().pos, g.state().hero.pos);
        QVERIFY(submitText(g, "wait"));
        QVERIFY(chebyshev(g.level().actors.first().pos, g.state().hero.pos) > distance);
        // The hero afraid: a blow is refused, and nothing changes.
        Game h(pack, 5, QString(), corridor(2));
        QVERIFY(submitText(h, "use potion-fright"));
        QVERIFY(h.state().hero.statuses.has(StatusKind::Afraid));
        const QString hash = h.stateHash();
        QVERIFY(!submitText(h, "move e"));
        QCOMPARE(h.stateHash(), hash);
        QCOMPARE(h.lastRefusal()->kind, LogEntry::Kind::TooAfraid);
    }

    void confusionSendsStepsAstrayTheSameWayEveryTime() {
        const Pack pack = carrying({{"potion-confusion", 1}});
        const Level open = makeLevel(
            {"#########", "#.......#", "#...@...#", "#.......#", "#.......#", "#########"});
        auto play = [&] {
            Game g(pack, 21, QString(), open);
            submitText(g, "use potion-confusion");
            int astray = 0;
            for (int i = 0; i < 6; ++i) {
                const qsizetype before = g.state().log.size();
                submitText(g, i % 2 ? "move e" : "move w");
                astray += logged(g, LogEntry::Kind::Stumbles, before);
            }
            return std::pair{g.stateHash(), astray};
        };
        const auto [hash, astray] = play();
        QVERIFY(astray > 0 && astray < 6);
        QCOMPARE(play().first, hash);
    }

    void invisibilityAndSensing() {
        const Pack pack = carrying({{"potion-invisibility", 1}, {"scroll-sensing", 1}});
        Game g(pack, 5, QString(), corridor(6));
        QVERIFY(submitText(g, "use potion-invisibility"));
        // Unseen, the goblin does not come for the hero.
        const Point at = g.level().actors.first().pos;
        for (int i = 0; i < 4; ++i)
            QVERIFY(submitText(g, "wait"));
        QVERIFY(chebyshev(g.level().actors.first().pos, at) <= 4);
        QVERIFY(g.level().actors.first().mode != Actor::Mode::Chase ||
                g.level().actors.first().pos == at);
        // Sensing shows a monster behind a wall.
        Game s(pack, 5, QString(),
               makeLevel({"##########", "#@..#....#", "##########"},
                         {monster(QStringLiteral("goblin"), 7, 1)}));
        QVERIFY(PlayerView::visibleActors(s).isEmpty());
        QVERIFY(submitText(s, "use scroll-sensing"));
        QCOMPARE(PlayerView::visibleActors(s).size(), 1);
    }

    void aBlastThrowsAMonsterBack() {
        Pack pack = carrying({{"wand-blast", 1}});
        for (MonsterRecord &m : pack.monsters)
            if (m.id == QLatin1String("goblin"))
                m.stats[std::size_t(Stat::Hp)] = DiceField::constant(500); // it survives the blast
        Game g(pack, 5, QString(), corridor(3));
        QVERIFY(submitText(g, "use wand-blast e"));
        // Two cells back (from 3 to 5), then it comes one step on for the hero.
        bool thrown = false;
        for (const LogEntry &e : g.state().log)
            thrown = thrown || (e.kind == LogEntry::Kind::KnockedBack &&
                                e.as<LogEntry::Kind::KnockedBack>().cells == 2);
        QVERIFY(thrown);
        QCOMPARE(g.level().actors.first().pos, (Point{4, 1}));
    }

    void statusesChargesAndHasteAreSavedAndHashed() {
        const Pack pack = carrying({{"potion-haste", 1}, {"wand-sleep", 1}, {"potion-venom", 1}});
        Game g(pack, 5, QString("Ada"));
        const QString fresh = g.stateHash();
        QVERIFY(submitText(g, "use potion-venom"));
        QVERIFY(submitText(g, "use potion-haste"));
        QVERIFY(g.state().hero.hasteSpent);
        QString error;
        const auto back = Game::fromJson(pack, g.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->stateHash(), g.stateHash());
        QVERIFY(back->state().hero.statuses == g.state().hero.statuses);
        QCOMPARE(back->state().hero.charges, g.state().hero.charges);
        QVERIFY(back->stateHash() != fresh);
        // A damaged status is refused by its path.
        QJsonObject state = g.toJson();
        QJsonObject hero = state.value(QStringLiteral("hero")).toObject();
        QJsonArray statuses = hero.value(QStringLiteral("statuses")).toArray();
        QJsonObject first = statuses.first().toObject();
        first.insert(QStringLiteral("status"), QStringLiteral("hungry"));
        statuses.replace(0, first);
        hero.insert(QStringLiteral("statuses"), statuses);
        state.insert(QStringLiteral("hero"), hero);
        QVERIFY(!Game::fromJson(pack, state, &error));
        QVERIFY2(error.startsWith(QLatin1String("/hero/statuses/0/status")), qPrintable(error));
        hero.insert(QStringLiteral("charges"), QJsonObject{{QStringLiteral("potion-haste"), 3}});
        hero.remove(QStringLiteral("statuses"));
        state.insert(QStringLiteral("hero"), hero);
        QVERIFY(!Game::fromJson(pack, state, &error));
        QVERIFY2(error.startsWith(QLatin1String("/hero/charges/potion-haste")), qPrintable(error));
    }

    void aScrollOfIdentifyRevealsTheChosenItemOrTheFirstUnknown() {
        // What the hero starts with is known: the unknown things are picked up on the way.
        const Pack pack = carrying({{"scroll-identify", 3}});
        const Level level = makeLevel({"##########", "#@.......#", "##########"},
                                      {item(QStringLiteral("potion-haste"), 2, 1),
                                       item(QStringLiteral("potion-venom"), 3, 1, 2),
                                       item(QStringLiteral("wand-slow"), 4, 1)});
        Game g(pack, 3, QString(), level);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(submitText(g, "move e"));
            QVERIFY(submitText(g, "pickup"));
        }
        QVERIFY(!g.isKnown(QStringLiteral("potion-haste")));
        QVERIFY(!g.isKnown(QStringLiteral("potion-venom")));
        QVERIFY(!g.isKnown(QStringLiteral("wand-slow")));
        // `on OTHER` must name something carried: refused, nothing spent.
        QString error;
        auto bad = Command::fromText(QStringLiteral("use scroll-identify on wand-sleep"), &error);
        QVERIFY2(bad, qPrintable(error));
        QCOMPARE(bad->toText(), QStringLiteral("use scroll-identify on wand-sleep"));
        QVERIFY(g.refusal(*bad));
        QVERIFY(!g.submit(*bad));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("scroll-identify")), 3);
        // Read on the venom: the venom is known, the others not yet. Read on the wand instead,
        // another state, which the hash tells apart.
        Game other(pack, 3, QString(), level);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(submitText(other, "move e"));
            QVERIFY(submitText(other, "pickup"));
        }
        QCOMPARE(other.stateHash(), g.stateHash());
        QVERIFY(submitText(g, "use scroll-identify on potion-venom"));
        QVERIFY(g.isKnown(QStringLiteral("potion-venom")));
        QVERIFY(!g.isKnown(QStringLiteral("potion-haste")));
        QVERIFY(!g.isKnown(QStringLiteral("wand-slow")));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("scroll-identify")), 2);
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("potion-venom")), 2);
        QVERIFY(submitText(other, "use scroll-identify on wand-slow"));
        QVERIFY(other.isKnown(QStringLiteral("wand-slow")));
        QVERIFY(other.stateHash() != g.stateHash());
        // Without a choice: the first unknown kind carried, in the order they came.
        QVERIFY(submitText(g, "use scroll-identify"));
        QVERIFY(g.isKnown(QStringLiteral("potion-haste")));
        QVERIFY(!g.isKnown(QStringLiteral("wand-slow")));
        // A choice already known falls back on the next unknown one.
        QVERIFY(submitText(g, "use scroll-identify on potion-haste"));
        QVERIFY(g.isKnown(QStringLiteral("wand-slow")));
    }

    void identifyWithNothingUnknownSaysNothingHappens() {
        const Pack pack = carrying({{"scroll-identify", 2}});
        Game g(pack, 3, QString(), corridor());
        QVERIFY(submitText(g, "use scroll-identify"));
        QVERIFY(logged(g, LogEntry::Kind::NothingHappens));
        QVERIFY(g.isKnown(QStringLiteral("scroll-identify")));
    }

    void aThrownDartStrikesAndLandsToBeTakenAgain() {
        const Pack pack = carrying({{"dart", 3}, {"dart-venom", 1}});
        // Seeds differ in whether the hero's throw hits: each outcome is checked where it falls.
        int hits = 0, misses = 0;
        for (quint64 seed = 1; seed <= 40 && (hits == 0 || misses == 0); ++seed) {
            Game g(pack, seed, QString(), corridor(5));
            const qint64 hp = g.state().current().actors[0].stats.hp;
            QVERIFY(submitText(g, "use dart e"));
            QCOMPARE(g.state().hero.inventory.count(QStringLiteral("dart")), 2);
            // Under the goblin (it met it), hit or missed.
            const auto &items = g.state().current().items;
            const bool under = std::any_of(items.begin(), items.end(), [](const FloorItem &f) {
                return f.item == QLatin1String("dart") && f.pos == Point{5, 1};
            });
            QVERIFY(under || g.state().current().actors.isEmpty());
            if (logged(g, LogEntry::Kind::ThrownHits)) {
                ++hits;
                QVERIFY(g.state().current().actors.isEmpty() ||
                        g.state().current().actors[0].stats.hp < hp);
            } else {
                QVERIFY(logged(g, LogEntry::Kind::ThrownMisses));
                ++misses;
            }
        }
        QVERIFY(hits > 0);
        QVERIFY(misses > 0);
        // Nobody in the way: it flies its whole range and lies there; a walk and a pickup take it
        // back.
        Game g(pack, 3, QString(), corridor());
        QVERIFY(submitText(g, "use dart e"));
        QVERIFY(logged(g, LogEntry::Kind::ThrownLands));
        const auto &items = g.state().current().items;
        QCOMPARE(items.size(), 1);
        QCOMPARE(items[0].pos, (Point{7, 1})); // six cells east of x = 1
        for (int i = 0; i < 6; ++i)
            QVERIFY(submitText(g, "move e"));
        QVERIFY(submitText(g, "pickup"));
        QCOMPARE(g.state().hero.inventory.count(QStringLiteral("dart")), 3);
    }

    void aVenomedDartPoisonsWhatItHits() {
        const Pack pack = carrying({{"dart-venom", 1}});
        for (quint64 seed = 1; seed <= 40; ++seed) {
            Game g(pack, seed, QString(), corridor(4));
            QVERIFY(submitText(g, "use dart-venom e"));
            if (!logged(g, LogEntry::Kind::ThrownHits) || g.state().current().actors.isEmpty())
                continue;
            QVERIFY(g.state().current().actors[0].statuses.has(StatusKind::Poison));
            return;
        }
        QFAIL("no seed of 40 hit the goblin");
    }

    void thrownItemsNeedRangeAndDamage() {
        PackFixture fixture({{QStringLiteral("items.json"), R"({"format": 1, "items": [
            {"id": "d", "name": "D", "kind": "thrown", "damage": "1d4"},
            {"id": "e", "name": "E", "kind": "thrown", "range": 4},
            {"id": "f", "name": "F", "kind": "treasure", "worth": 1, "range": 3}
        ]})"}});
        Diagnostics d;
        fixture.load(d);
        const QString all = d.toStringList().join(u'\n');
        QVERIFY2(all.contains(QLatin1String("/items/0")) &&
                     all.contains(QLatin1String("a thrown item needs a \"range\"")),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("a thrown item needs \"damage\" dice")),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("/items/2/range")), qPrintable(all));
        // A good one reads with its default stack of 20 and writes back without it.
        const ItemRecord *dart = m_choices.item(QStringLiteral("dart"));
        QVERIFY(dart && dart->isThrown());
        QCOMPARE(dart->stack, 20);
        QVERIFY(!dart->toJson().contains(QStringLiteral("stack")));
    }

    void badEffectsAreNamedByFileAndPath() {
        PackFixture fixture({{QStringLiteral("items.json"), R"({"format": 1, "items": [
            {"id": "p", "name": "P", "kind": "medicine", "tier": 1,
             "effects": [{"effect": "haste"}]},
            {"id": "q", "name": "Q", "kind": "scroll",
             "effects": [{"effect": "teleprot"}]},
            {"id": "r", "name": "R", "kind": "wand", "effects": [{"effect": "slow", "on": "bolt", "turns": 3}]},
            {"id": "s", "name": "S", "kind": "scroll",
             "effects": [{"effect": "summon", "monster": "nobody"}]},
            {"id": "t", "name": "T", "kind": "treasure", "worth": 1, "charges": 3,
             "effects": [{"effect": "blink", "radius": 3}]},
            {"id": "u", "name": "U", "kind": "wand",
             "effects": [{"effect": "identify", "on": "bolt"}, {"effect": "haste", "turns": 2, "count": 2}]}
        ]})"}});
        Diagnostics d;
        fixture.load(d);
        const QStringList all = d.toStringList();
        const auto has = [&](const char *pointer, const char *words) {
            return saysAt(all, "items.json", pointer, words);
        };
        QVERIFY2(has("/items/0/effects/0", "haste needs \"turns\""), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/1/effects/0/effect", "teleprot"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/2", "charges"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/3/effects/0/monster", "nobody"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/4/effects", "only medicine, scrolls, wands and thrown items"),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/4/charges", "only wands"), qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/5/effects/0/on", "identify works on the hero only"),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/items/5/effects/1/count", "only summon and identify take a count"),
                 qPrintable(all.join(u'\n')));
    }

    // A spell of type "effect" does only its effects: MP spent, the element's point earned, a
    // bolt of sleep on the first monster in the aim, a blink along it, a dread on all in view.
    void effectSpellsDoTheirEffects() {
        Game g(m_choices, 5, QString(), corridor(8));
        const qint64 mp = g.hero().mp;
        const qint64 evil = g.hero().elementPoints[std::size_t(Element::Evil)];
        QVERIFY(submitText(g, "cast evil-1e e"));
        QCOMPARE(g.hero().mp, mp - 8);
        QCOMPARE(g.hero().elementPoints[std::size_t(Element::Evil)], evil + 1);
        QVERIFY(logged(g, LogEntry::Kind::EffectCast));
        QCOMPARE(g.level().actors.first().mode, Actor::Mode::Asleep);
        QVERIFY(g.level().actors.first().statuses.has(StatusKind::Asleep));

        Game far(m_choices, 5, QString(), corridor());
        const Point from = far.state().hero.pos;
        QVERIFY(submitText(far, "cast wood-1e e"));
        QCOMPARE(far.state().hero.pos, (from + Point{5, 0}));
        // Out of MP (20 at the start, 6 a cast): the fourth is refused, and nothing moves.
        QVERIFY(submitText(far, "cast wood-1e w"));
        QVERIFY(submitText(far, "cast wood-1e e"));
        const Point there = far.state().hero.pos;
        QVERIFY(!submitText(far, "cast wood-1e w"));
        QCOMPARE(far.lastRefusal()->kind, LogEntry::Kind::NotEnoughMp);
        QCOMPARE(far.state().hero.pos, there);
    }

    void badEffectSpellsAreNamed() {
        PackFixture fixture({{QStringLiteral("spells.json"), R"({"format": 1, "spells": [
            {"id": "a", "name": "A", "element": "Wood", "level": 1, "type": "effect", "mp": 1},
            {"id": "b", "name": "B", "element": "Wood", "level": 1, "type": "effect", "mp": 1,
             "rounds": 3, "effects": [{"effect": "teleport"}]},
            {"id": "c", "name": "C", "element": "Wood", "level": 1, "type": "effect", "mp": 1,
             "effects": []},
            {"id": "d", "name": "D", "element": "Wood", "level": 1, "type": "effect", "mp": 1,
             "effects": [{"effect": "teleport"}]}
        ]})"}});
        Diagnostics d;
        fixture.load(d);
        const QStringList all = d.toStringList();
        const auto has = [&](const char *pointer, const char *words) {
            return saysAt(all, "spells.json", pointer, words);
        };
        QVERIFY2(has("/spells/0", "an effect spell needs \"effects\""),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/spells/1/rounds", "only buff and debuff spells last"),
                 qPrintable(all.join(u'\n')));
        QVERIFY2(has("/spells/2/effects", "an effect spell needs"), qPrintable(all.join(u'\n')));
        for (const QString &line : all)
            QVERIFY2(!line.contains(QLatin1String("/spells/3")), qPrintable(line));
    }

    void theEditorFormKnowsTheNewFields() {
        QStringList paths;
        for (const schema::Field &f : schema::fields(RecordKind::Item))
            paths << f.path;
        QVERIFY(paths.contains(QStringLiteral("charges")));
        QVERIFY(paths.contains(QStringLiteral("rechargeTurns")));
        QVERIFY(paths.contains(QStringLiteral("effects")));
    }
};

QTEST_GUILESS_MAIN(TestEngineEffects)
#include "tst_engine_effects.moc"
