// Death causes are data in the core and words in the front ends: the stable text they are saved
// as, the words they read as (English here; the windows translate them), and the words an older
// high-score table kept, shown as they were.
#include "LogEntrySamples.h"
#include "RpgTestPack.h"
#include "ScenarioLevel.h"
#include "data/PackLoader.h"
#include "engine/DeathCause.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"
#include "engine/Replay.h"
#include "rpg/Battle.h"
#include "rpg/Spawn.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QtTest>

using namespace pd;

class TestWords : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase() {
        // As the command line does: English, with its plural forms.
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        Diagnostics d;
        m_classic = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(!d.hasErrors());
    }

    // A name inside an English sentence: every title word lowered ("the grave Wraith" was
    // written), capitals throughout kept; a thing lying about takes "a" or "an", a plural none.
    void namesInASentence_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("inSentence");
        QTest::addColumn<QString>("aName");
        QTest::newRow("two words") << "Grave Wraith"
                                   << "grave wraith"
                                   << "a grave wraith";
        QTest::newRow("vowel") << "Ember Dragon"
                               << "ember dragon"
                               << "an ember dragon";
        QTest::newRow("capitals") << "ATK ring"
                                  << "ATK ring"
                                  << "an ATK ring";
        QTest::newRow("plural") << "Gold coins"
                                << "gold coins"
                                << "gold coins";
        QTest::newRow("plural of") << "Boots of Speed"
                                   << "boots of speed"
                                   << "boots of speed";
        QTest::newRow("dashed") << "Will-o-Wisp"
                                << "will-o-wisp"
                                << "a will-o-wisp";
        QTest::newRow("empty") << ""
                               << ""
                               << "";
    }
    void namesInASentence() {
        QFETCH(QString, name);
        QFETCH(QString, inSentence);
        QFETCH(QString, aName);
        QCOMPARE(Words::inSentence(name), inSentence);
        QCOMPARE(Words::aName(name), aName);
    }

    // An item card says a line once: classic's draught is described "Restores 30 HP.", which
    // its numbers said again under it.
    void anItemCardSaysALineOnce() {
        const Game g(m_classic, 3);
        const GameWording::ItemCard card =
            GameWording::itemCard(g, *m_classic.item(QStringLiteral("potion-hp-1")));
        QCOMPARE(card.description, QStringLiteral("Restores 30 HP."));
        QVERIFY2(!card.numbers.contains(QStringLiteral("Restores 30 HP.")),
                 qPrintable(card.numbers.join(u'|')));
        QVERIFY(!card.numbers.isEmpty()); // the rest stays (what the hero has now)
    }

    // The sidebar's look card: its health, attack and defence, speed, each trick in words, the
    // pack's description; a leader says so.
    void aMonsterCardSaysWhatItDoes() {
        Pack pack = m_classic;
        for (MonsterRecord &m : pack.monsters)
            if (m.id == QLatin1String("goblin-leader")) {
                MonsterTrick breath;
                breath.kind = MonsterTrick::Kind::Breath;
                breath.amount = DiceField::constant(7);
                breath.range = 4;
                breath.element = Element::Fire;
                m.tricks = {breath};
                m.speed = 150;
            }
        Game g(pack, 3, QString(),
               test::makeLevel({"#######", "#@.g.l#", "#######"},
                               {test::monster(QStringLiteral("goblin"), 3, 1),
                                test::monster(QStringLiteral("goblin-leader"), 5, 1)}));
        const Actor &goblin = g.level().actors[0], &leader = g.level().actors[1];
        const GameWording::MonsterCard plain = GameWording::monsterCard(g, goblin.id);
        QCOMPARE(plain.name, QStringLiteral("Goblin"));
        QVERIFY(plain.tier.isEmpty());
        QCOMPARE(plain.hp, goblin.stats.hp);
        const Stats st = goblin.stats.effective(pack.ruleset);
        QVERIFY2(
            plain.lines.contains(
                QStringLiteral("Attack %1 · Defence %2").arg(st[Stat::Atk]).arg(st[Stat::Def])),
            qPrintable(plain.lines.join(u'|')));
        QVERIFY(plain.lines.contains(QStringLiteral("Moves at your pace")));
        QVERIFY(!plain.description.isEmpty());
        const GameWording::MonsterCard card = GameWording::monsterCard(g, leader.id);
        QCOMPARE(card.tier, QStringLiteral("a leader"));
        QVERIFY(card.lines.contains(QStringLiteral("Moves fast: 150 % of your pace")));
        QVERIFY2(card.lines.contains(
                     QStringLiteral("Breathes fire every 5 turns (7 damage, up to 4 cells).")),
                 qPrintable(card.lines.join(u'|')));
        // An id not on the level: an empty card, never a crash.
        QVERIFY(GameWording::monsterCard(g, 9999).name.isEmpty());
    }

    // On the battle screen the sidebar and the look card read the monster as the battle has it:
    // the map's copy stays unhurt until the battle ends, and a hurt zombie read "unhurt".
    void aMonsterInBattleReadsAsTheBattleHasIt() {
        Diagnostics d;
        const Pack maze = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/maze-duel"), d);
        QVERIFY(!d.hasErrors());
        Game g(maze, 11, QString(),
               test::makeLevel({"#######", "#.@g..#", "#######"},
                               {test::monster(QStringLiteral("goblin"), 3, 1)}));
        const int id = g.level().actors[0].id;
        QVERIFY(g.submit(Command::move(Direction::E)));
        QVERIFY(g.state().battle);
        for (int i = 0; i < 20 && g.state().battle &&
                        g.state().battle->monster().hp == g.level().actors[0].stats.hp;
             ++i)
            QVERIFY(g.submit(Command::of(Command::Kind::Attack)));
        QVERIFY(g.state().battle); // still fighting, the monster hurt
        const qint64 hp = g.state().battle->monster().hp;
        QVERIFY(hp < g.level().actors[0].stats.hp);
        const GameWording::MonsterCard card = GameWording::monsterCard(g, id);
        QCOMPARE(card.hp, hp);
        QVERIFY2(!card.state.startsWith(QStringLiteral("unhurt")), qPrintable(card.state));
        QVERIFY2(card.state.endsWith(QStringLiteral("fighting you")), qPrintable(card.state));
        QVERIFY(card.lines.contains(QStringLiteral("HP %1 of %2").arg(hp).arg(card.maxHp)));
        const QList<KnownActor> seen = PlayerView::visibleActors(g);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen[0].hp, hp);
    }

    void causesRoundTrip_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("words");
        using K = DeathCause::Kind;
        QTest::newRow("killed") << int(K::KilledBy) << QStringLiteral("goblin-king")
                                << QStringLiteral("killed-by:goblin-king")
                                << QStringLiteral("killed by the goblin king");
        QTest::newRow("shot") << int(K::ShotBy) << QStringLiteral("goblin-archer")
                              << QStringLiteral("shot-by:goblin-archer")
                              << QStringLiteral("shot by the goblin archer");
        QTest::newRow("trap") << int(K::CaughtBy) << QStringLiteral("spikes")
                              << QStringLiteral("trap:spikes") << QString();
        QTest::newRow("chest") << int(K::TrappedChest) << QString()
                               << QStringLiteral("trapped-chest")
                               << QStringLiteral("killed by a trapped chest");
        QTest::newRow("bolt") << int(K::Bolt) << QString() << QStringLiteral("bolt")
                              << QStringLiteral("worn out by your own bolt");
        QTest::newRow("burning") << int(K::Burning) << QString() << QStringLiteral("burning")
                                 << QStringLiteral("burned to death");
        QTest::newRow("no dungeon")
            << int(K::NoDungeon) << QString() << QStringLiteral("no-dungeon")
            << QStringLiteral("the dungeon could not be made");
        QTest::newRow("won") << int(K::Won) << QString() << QStringLiteral("won")
                             << QStringLiteral("won");
    }
    void causesRoundTrip() {
        QFETCH(int, kind);
        QFETCH(QString, id);
        QFETCH(QString, text);
        QFETCH(QString, words);
        const DeathCause cause = DeathCause::of(DeathCause::Kind(kind), id);
        QCOMPARE(cause.toString(), text);
        bool known = false;
        QCOMPARE(DeathCause::fromString(text, &known), cause);
        QVERIFY(known);
        const QString worded = Words::deathCause(cause, &m_classic);
        if (!words.isEmpty())
            QCOMPARE(worded, words);
        else
            QVERIFY(worded.startsWith(QStringLiteral("caught by a ")));
        QVERIFY(!worded.contains(u'%'));
    }

    void olderTablesKeepTheirWords() {
        bool known = true;
        const DeathCause old = DeathCause::fromString(QStringLiteral("fell into a pit"), &known);
        QVERIFY(!known);
        QCOMPARE(old.kind, DeathCause::Kind::Legacy);
        QCOMPARE(old.toString(), QStringLiteral("fell into a pit"));
        QCOMPARE(Words::deathCause(old, &m_classic), QStringLiteral("fell into a pit"));
        // Half a cause is not a cause.
        QCOMPARE(DeathCause::fromString(QStringLiteral("killed-by:"), &known).kind,
                 DeathCause::Kind::Legacy);
        QCOMPARE(DeathCause::fromString(QStringLiteral("won:goblin"), &known).kind,
                 DeathCause::Kind::Legacy);
        QVERIFY(DeathCause::fromString(QString()).isEmpty());
    }

    void otherPacksRecordsAreNamedByTheirIds() {
        const DeathCause c =
            DeathCause::of(DeathCause::Kind::KilledBy, QStringLiteral("sand-wyrm"));
        QCOMPARE(Words::deathCause(c, nullptr), QStringLiteral("killed by the sand wyrm"));
        QCOMPARE(Words::deathCause(c, &m_classic), QStringLiteral("killed by the sand wyrm"));
    }

    // Every kind the core can log has words, and every argument it names is filled in.
    void everyLogKindIsWorded() {
        const QVariantMap args{
            {QStringLiteral("monster"), QStringLiteral("goblin-king")},
            {QStringLiteral("item"), QStringLiteral("potion-hp-1")},
            {QStringLiteral("instead"), QStringLiteral("potion-hp-1")},
            {QStringLiteral("spell"), QStringLiteral("water-1a")},
            {QStringLiteral("trap"), QStringLiteral("needle")},
            {QStringLiteral("name"), QStringLiteral("Ada")},
            {QStringLiteral("cause"), QStringLiteral("killed-by:goblin-king")},
            {QStringLiteral("element"), QStringLiteral("Fire")},
            {QStringLiteral("text"), QStringLiteral("old words")},
            {QStringLiteral("error"), QStringLiteral("no room")},
            {QStringLiteral("slot"), QStringLiteral("hat")},
            {QStringLiteral("items"),
             QVariantList{QVariantMap{{QStringLiteral("item"), QStringLiteral("potion-hp-1")},
                                      {QStringLiteral("count"), 2}}}},
            {QStringLiteral("loot"),
             QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("item")},
                                      {QStringLiteral("id"), QStringLiteral("potion-hp-1")},
                                      {QStringLiteral("count"), 1}}}},
            {QStringLiteral("entry"), BattleLogEntry().toJson().toVariantMap()},
        };
        QVariantMap full = args;
        for (const char *number :
             {"damage", "xp", "hp", "mp", "gold", "count", "left", "chips", "cost", "rounds",
              "depth", "room", "turns", "level", "from", "points", "has", "steps"})
            full.insert(QLatin1String(number), 3);
        const QList<LogEntry> entries = test::everyKind(full);
        QCOMPARE(entries.size(), LogEntry::kKindCount);
        for (int k = 0; k <= int(LogEntry::kLastKind); ++k) {
            const auto kind = LogEntry::Kind(k);
            const LogEntry &entry = entries[k];
            QCOMPARE(entry.kind, kind);
            const QString words = Words::logLine(entry, &m_classic);
            QVERIFY2(!words.isEmpty(), qPrintable(LogEntry::kindName(kind)));
            QVERIFY2(!words.contains(u'%'), qPrintable(words));
            QVERIFY2(!words.contains(QLatin1String("(s)")), qPrintable(words));
            QCOMPARE(LogEntry::kindFromName(LogEntry::kindName(kind)), std::optional(kind));
            QCOMPARE(LogEntry::fromJson(entry.toJson()).value(), entry);
        }
        QVERIFY(!LogEntry::kindFromName(QStringLiteral("no-such-kind")));
    }

    void logLinesInEnglish_data() {
        QTest::addColumn<LogEntry>("entry");
        QTest::addColumn<QString>("words");
        const auto id = [](const char *s) { return QString::fromLatin1(s); };
        QTest::newRow("hero hits") << LogEntry::heroHits(id("goblin-king"), 7, true)
                                   << QStringLiteral("Critical! You hit the goblin king for 7.");
        QTest::newRow("monster hits") << LogEntry::monsterHits(id("goblin"), 2, false)
                                      << QStringLiteral("The goblin hits you for 2.");
        // The hero's refused casts speak to the hero, as every other line does.
        QTest::newRow("silenced") << LogEntry::silenced(id("Ada"))
                                  << QStringLiteral("You are silenced and cannot cast spells.");
        QTest::newRow("too few MP") << LogEntry::notEnoughMp(id("water-1a"), 12, id("Ada"), 3)
                                    << QStringLiteral("Frost Needle needs 12 MP (you have 3).");
        QTest::newRow("spell locked")
            << LogEntry::spellLocked(id("water-1a"), 4, id("Fire"), id("Ada"), 1)
            << QStringLiteral("Frost Needle needs 4 fire points (you have 1).");
        QTest::newRow("one chip") << LogEntry::exitSealed(1)
                                  << QStringLiteral("The exit is sealed: 1 chip still to find.");
        QTest::newRow("two chips") << LogEntry::exitSealed(2)
                                   << QStringLiteral("The exit is sealed: 2 chips still to find.");
        QTest::newRow("death") << LogEntry::heroDied(id("trapped-chest"), false, 3, 120)
                               << QStringLiteral(
                                      "You die, killed by a trapped chest, on depth 3 after 120 "
                                      "turns.");
        QTest::newRow("drink") << LogEntry::drank(id("potion-hp-1"), 12, 0)
                               << QStringLiteral("You drink the healing draught: +12 HP.");
        QTest::newRow("items here")
            << LogEntry::itemsHere({{id("gold"), 3}, {id("sword-1"), 1}})
            << QStringLiteral("You see 3 × gold coins, a short sword here.");
        QTest::newRow("chest opened")
            << LogEntry::chestOpened({{id("item"), id("gold"), id("Gold coins"), 2},
                                      {id("text"), QString(), id("a rusty key"), 1}})
            << QStringLiteral("You open the chest: 2 × gold coins, a rusty key.");
        QTest::newRow("put on instead")
            << LogEntry::putOn(id("sword-1"), id("potion-hp-1"))
            << QStringLiteral("You put on the short sword instead of the healing draught.");
        QTest::newRow("bare fists")
            << LogEntry::readied(QString())
            << QStringLiteral("You put your weapon away and raise your fists.");
        QTest::newRow("an older save's line")
            << LogEntry::legacy(id("You feel lucky.")) << QStringLiteral("You feel lucky.");
    }
    void logLinesInEnglish() {
        QFETCH(LogEntry, entry);
        QFETCH(QString, words);
        QCOMPARE(Words::logLine(entry, &m_classic), words);
    }

    void battleLines() {
        const Pack pack = test::loadRpgPack();
        Rng rng(1, 2);
        Combatant h = makeHero(pack.ruleset, QStringLiteral("Ada"));
        h.base[Stat::Dop] = 0;
        Battle b(h, makeMonster(*pack.monster(QStringLiteral("imp")), 1, rng),
                 QStringLiteral("imp"), 15);
        QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("water-bolt")), pack, rng));
        QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("evil-hush")), pack, rng));
        QVERIFY(b.heroAct(BattleAction::spell(QStringLiteral("holy-might")), pack, rng));
        QStringList texts;
        for (const BattleLogEntry &e : b.log())
            texts << Words::battleLine(e, QStringLiteral("Imp"));
        QCOMPARE(texts, (QStringList{
                            QStringLiteral("You cast Water bolt on the imp for 13 damage: its "
                                           "element overpowers the imp's!"),
                            QStringLiteral("The imp casts Fire blast on you for 30 damage."),
                            QStringLiteral("You cast Hush: the imp is silenced for 2 rounds."),
                            QStringLiteral("The imp hits you for 9 damage."),
                            QStringLiteral("You cast Might: attack +6 for 3 rounds."),
                            QStringLiteral("The silence on the imp wears off."),
                            QStringLiteral("The imp casts Fire blast on you for 30 damage."),
                        }));
        BattleLogEntry elixir;
        elixir.event = BattleLogEntry::Event::Item;
        elixir.name = QStringLiteral("Elixir");
        elixir.amount = 38;
        QCOMPARE(Words::battleLine(elixir, QStringLiteral("Imp")),
                 QStringLiteral("You drink the elixir: +38 HP.")); // as the map says it
        // The hero's death in a battle does not say "you die" twice: the map's log words it.
        BattleLogEntry fall;
        fall.event = BattleLogEntry::Event::Died;
        QCOMPARE(Words::battleLine(fall, QStringLiteral("Imp")), QStringLiteral("You fall."));
        fall.actor = BattleLogEntry::Actor::Monster;
        QCOMPARE(Words::battleLine(fall, QStringLiteral("Imp")), QStringLiteral("The imp dies."));
    }

    // French, as a French reader gets it: the program's words from :/i18n/permadungeon_fr.qm
    // (through installTranslators, as the windows load them) and the pack's names from its
    // translations/fr.json. French puts a no-break space before ":", "!" and "?"; it has two
    // plural forms, with 0 and 1 singular; and a record's name is lowered inside a sentence
    // (its gender is unknown, so the sentences never put an article before it).
    void logLinesInFrench_data() {
        QTest::addColumn<LogEntry>("entry");
        QTest::addColumn<QString>("words");
        const auto id = [](const char *s) { return QString::fromLatin1(s); };
        QTest::newRow("monster hits") << LogEntry::monsterHits(id("goblin"), 2, false)
                                      << QStringLiteral("Gobelin vous frappe\u00a0: 2 dégâts.");
        QTest::newRow("hero hits")
            << LogEntry::heroHits(id("goblin-king"), 7, true)
            << QStringLiteral("Critique\u00a0! Vous frappez roi gobelin\u00a0: 7 dégâts.");
        QTest::newRow("one chip") << LogEntry::exitSealed(1)
                                  << QStringLiteral(
                                         "La sortie est scellée\u00a0: encore 1 puce à trouver.");
        QTest::newRow("two chips")
            << LogEntry::exitSealed(2)
            << QStringLiteral("La sortie est scellée\u00a0: encore 2 puces à trouver.");
        QTest::newRow("death after one turn")
            << LogEntry::heroDied(id("trapped-chest"), false, 3, 1)
            << QStringLiteral(
                   "Vous mourez, tué·e par un coffre piégé, à la profondeur 3 après 1 tour.");
        QTest::newRow("death after 120 turns")
            << LogEntry::heroDied(id("trapped-chest"), false, 3, 120)
            << QStringLiteral(
                   "Vous mourez, tué·e par un coffre piégé, à la profondeur 3 après 120 tours.");
        QTest::newRow("drink") << LogEntry::drank(id("potion-hp-1"), 12, 0)
                               << QStringLiteral("Vous buvez\u00a0: potion de soin. +12 PV.");
        QTest::newRow("enters") << LogEntry::heroEnters(id("Ada"))
                                << QStringLiteral("Ada, vous entrez dans le donjon.");
    }
    void logLinesInFrench() {
        QFETCH(LogEntry, entry);
        QFETCH(QString, words);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/permadungeon_fr.qm")));
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::French));
        const QString line = Words::logLine(entry, &m_classic);
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        QCOMPARE(line, words);
    }

    // Plural forms outside the log: French reads 0 and 1 as singular, German only 1.
    void pluralsInFrenchAndGerman() {
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/permadungeon_fr.qm")));
        QCoreApplication::installTranslator(&french);
        const auto bytes = [](int n) {
            return QCoreApplication::translate("pd::ArchiveWords", "%n bytes", nullptr, n);
        };
        const QStringList inFrench{bytes(0), bytes(1), bytes(2)};
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(inFrench, (QStringList{QStringLiteral("0 octet"), QStringLiteral("1 octet"),
                                        QStringLiteral("2 octets")}));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/permadungeon_de.qm")));
        QCoreApplication::installTranslator(&german);
        const auto turns = [](int n) {
            return QCoreApplication::translate("pd::AttributesPanel", "%n turn(s) left", nullptr,
                                               n);
        };
        const QStringList inGerman{turns(0), turns(1), turns(2)};
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(inGerman, (QStringList{QStringLiteral("noch 0 Züge"), QStringLiteral("noch 1 Zug"),
                                        QStringLiteral("noch 2 Züge")}));
    }

    // The log is data: a run played with the German words loaded and without them is the same
    // run, to the last bit of its state, and only the words differ.
    void theLanguageNeverChangesTheGame() {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/permadungeon_de.qm")));
        const QStringList commands{QStringLiteral("move e"),  QStringLiteral("move e"),
                                   QStringLiteral("move s"),  QStringLiteral("pickup"),
                                   QStringLiteral("descend"), QStringLiteral("wait"),
                                   QStringLiteral("move n"),  QStringLiteral("move w")};
        const auto play = [&] {
            auto g = std::make_unique<Game>(m_classic, 42, QStringLiteral("Ada"));
            for (const QString &c : commands)
                g->submit(*Command::fromText(c));
            return g;
        };
        QCoreApplication::installTranslator(&german);
        const std::unique_ptr<Game> inGerman = play();
        const QString germanLine = Words::logLine(inGerman->state().log.first(), &m_classic);
        const Replay replay = Replay::of(*inGerman, QStringLiteral("data/classic"));
        QCoreApplication::removeTranslator(&german);
        const std::unique_ptr<Game> inEnglish = play();
        const QString englishLine = Words::logLine(inEnglish->state().log.first(), &m_classic);
        QCOMPARE(germanLine, QStringLiteral("Ada, du betrittst den Kerker."));
        QCoreApplication::installTranslator(&german);
        // German nouns keep their capitals inside a sentence; English lowers them.
        const QString germanName = Words::theName(QStringLiteral("Goblin king"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(germanName, QStringLiteral("Goblin king"));
        QCOMPARE(Words::theName(QStringLiteral("Goblin king")), QStringLiteral("the goblin king"));
        QCOMPARE(englishLine, QStringLiteral("Ada, you enter the dungeon."));
        QCOMPARE(inEnglish->stateHash(), inGerman->stateHash());
        QCOMPARE(inEnglish->state().log, inGerman->state().log);
        QString why;
        const std::unique_ptr<Game> replayed = replay.run(m_classic, &why);
        QVERIFY2(replayed, qPrintable(why));
        QVERIFY2(replay.proves(*replayed, &why), qPrintable(why));
        QCOMPARE(replayed->stateHash(), inGerman->stateHash());
    }
};

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
