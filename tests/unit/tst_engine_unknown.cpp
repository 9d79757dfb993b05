// Unknown items (issue 32): an item record's "appearances" names a table whose row texts are the
// looks its kinds take in a run, shuffled by the stream "appearance:TABLE"; using one identifies
// it, `call` names it, the state keeps (and saves, and hashes) what is known, and the words name
// it by its look until then. tests/data/packs/choices makes classic's six potions unknown.

#include "data/Appearances.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include "PackFixture.h"
#include "ScenarioLevel.h"

#include <QJsonArray>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

const QStringList kPotions = {QStringLiteral("potion-hp-1"), QStringLiteral("potion-hp-2"),
                              QStringLiteral("potion-hp-3"), QStringLiteral("potion-mp-1"),
                              QStringLiteral("potion-mp-2"), QStringLiteral("potion-mp-3")};

// The game as saved, with `item` added to the hero's pack: an unknown potion to drink.
std::unique_ptr<Game> withItem(const Game &g, const QString &item, int count = 1) {
    QJsonObject state = g.toJson();
    QJsonObject hero = state.value(QStringLiteral("hero")).toObject();
    QJsonArray inventory = hero.value(QStringLiteral("inventory")).toArray();
    inventory.append(QJsonObject{{QStringLiteral("item"), item}, {QStringLiteral("count"), count}});
    hero.insert(QStringLiteral("inventory"), inventory);
    state.insert(QStringLiteral("hero"), hero);
    QString error;
    auto loaded = Game::fromJson(g.pack(), state, &error);
    if (!loaded)
        qWarning("%s", qPrintable(error));
    return loaded;
}

QByteArray potion(const QString &id, const QByteArray &appearances) {
    return QStringLiteral(R"({"id": "%1", "name": "%1", "kind": "medicine", "tier": 1,
                             "restores": {"hp": 5}, "appearances": %2})")
        .arg(id, QString::fromUtf8(appearances))
        .toUtf8();
}

QByteArray itemsFile(const QByteArrayList &items) {
    return R"({"format": 1, "items": [)" + items.join(",\n") + "]}";
}

QByteArray looksTable(const QStringList &rows) {
    QByteArrayList r;
    for (const QString &row : rows)
        r << QStringLiteral(R"({"weight": 1, "text": "%1"})").arg(row).toUtf8();
    return R"({"id": "looks", "rows": [)" + r.join(", ") + "]}";
}

} // namespace

class TestEngineUnknown : public QObject {
    Q_OBJECT

    std::shared_ptr<const Pack> m_choices;
    std::shared_ptr<const Pack> m_classic;

private Q_SLOTS:
    void initTestCase() {
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        Words::setLanguage(QStringLiteral("en"));
        m_choices = loadValidPack(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"));
        m_classic = loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR "/classic"));
    }

    // Each potion has a look of its own, the same for a seed every time, another for another seed.
    void appearancesDistinctAndStablePerSeed() {
        QSet<QString> orders;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const ItemAppearances looks = ItemAppearances::shuffle(*m_choices, seed);
            // Classic's six potions and the choices pack's own potions, scrolls (identify among
            // them) and wands (the clouds' potion and wand among them).
            qsizetype unknown = 0;
            for (const ItemRecord &item : m_choices->items)
                unknown += item.appearances.isEmpty() ? 0 : 1;
            QCOMPARE(unknown, 24);
            QCOMPARE(looks.size(), unknown);
            QSet<QString> texts;
            QStringList order;
            for (const QString &id : kPotions) {
                const Appearance *a = looks.of(id);
                QVERIFY(a);
                QCOMPARE(a->table, QStringLiteral("potion-colours"));
                QVERIFY(a->text.endsWith(QStringLiteral(" potion")));
                texts.insert(a->text);
                order << a->text;
            }
            QCOMPARE(texts.size(), kPotions.size());
            // Made again (as a loaded game does), the same looks.
            const ItemAppearances again = ItemAppearances::shuffle(*m_choices, seed);
            for (const QString &id : kPotions)
                QCOMPARE(again.of(id)->text, looks.of(id)->text);
            const Game g(m_choices, seed);
            for (const QString &id : kPotions)
                QCOMPARE(g.appearance(id)->text, looks.of(id)->text);
            QVERIFY(!looks.of(QStringLiteral("sword-1")));
            orders.insert(order.join(u','));
        }
        QVERIFY2(orders.size() > 10, "the looks change with the seed");
        QVERIFY(ItemAppearances::shuffle(*m_classic, 1).isEmpty());
    }

    // The shuffle draws from a stream of its own: the game's "play" stream is where it was.
    void theShuffleDrawsNothingElse() {
        const Game withLooks(m_choices, 7);
        const Game without(m_classic, 7);
        QCOMPARE(withLooks.state().rng, without.state().rng);
    }

    // What the hero starts with is known; the other potions are not; other items always are.
    void theStartingKitIsKnown() {
        const Game g(m_choices, 3);
        QVERIFY(g.isKnown(QStringLiteral("potion-hp-1")));
        QVERIFY(g.isKnown(QStringLiteral("potion-mp-1")));
        QVERIFY(!g.isKnown(QStringLiteral("potion-hp-2")));
        QVERIFY(!g.isKnown(QStringLiteral("potion-mp-3")));
        QVERIFY(g.isKnown(QStringLiteral("sword-1")));
        QVERIFY(g.isKnown(QStringLiteral("no-such-item")));
        QCOMPARE(g.state().knowledge.identified,
                 QStringList({QStringLiteral("potion-hp-1"), QStringLiteral("potion-mp-1")}));
    }

    // Drinking an unknown potion identifies its kind (even at full health, when a known one
    // would be refused), and the log says what it was.
    void useIdentifies() {
        const Game start(m_choices, 5);
        auto g = withItem(start, QStringLiteral("potion-hp-2"), 2);
        QVERIFY(g);
        const QString look = g->appearance(QStringLiteral("potion-hp-2"))->text;
        QCOMPARE(Words::itemName(*g, QStringLiteral("potion-hp-2")), look);
        const qsizetype logged = g->state().log.size();
        const int turn = g->state().turn;
        QVERIFY(submitText(*g, QStringLiteral("use potion-hp-2")));
        QCOMPARE(g->state().turn, turn + 1);
        QVERIFY(g->isKnown(QStringLiteral("potion-hp-2")));
        QCOMPARE(Words::itemName(*g, QStringLiteral("potion-hp-2")),
                 QStringLiteral("Healing tonic"));
        bool said = false;
        qsizetype saidAt = -1, drankAt = -1;
        for (qsizetype i = logged; i < g->state().log.size(); ++i) {
            const LogEntry &e = g->state().log[i];
            if (e.kind == LogEntry::Kind::Drank)
                drankAt = i;
            if (e.kind == LogEntry::Kind::Identified) {
                saidAt = i;
                QCOMPARE(e.as<LogEntry::Kind::Identified>().item, QStringLiteral("potion-hp-2"));
                QCOMPARE(
                    Words::logLine(e, *g),
                    QStringLiteral("The %1 was a healing tonic.").arg(Words::inSentence(look)));
                said = true;
            }
        }
        QVERIFY(said);
        // What it was comes first: the line that names the drink by its kind follows.
        QVERIFY(drankAt >= 0);
        QVERIFY2(saidAt < drankAt, "the look is unmasked before the drink is named");
        // Known now: at full health the second one is refused as any known medicine is.
        QVERIFY(!submitText(*g, QStringLiteral("use potion-hp-2")));
        QCOMPARE(g->lastRefusal()->kind, LogEntry::Kind::HpFull);
        QVERIFY(!g->identify(QStringLiteral("potion-hp-2")));
        // identify() on another unknown kind: new, and logged.
        const qsizetype before = g->state().log.size();
        QVERIFY(g->identify(QStringLiteral("potion-mp-3")));
        QCOMPARE(g->state().log.size(), before + 1);
        QVERIFY(!g->identify(QStringLiteral("potion-mp-3")));
        QVERIFY(!g->identify(QStringLiteral("sword-1"))); // known from the start
    }

    // `call` names an unknown kind, takes no time, is recorded, and is refused for known kinds
    // and for bad names.
    void callNames() {
        auto g = withItem(Game(m_choices, 9), QStringLiteral("potion-mp-2"));
        QVERIFY(g);
        const QString id = QStringLiteral("potion-mp-2");
        const QString look = g->appearance(id)->text;
        const int turn = g->state().turn;
        const QString hash = g->stateHash();
        QVERIFY(submitText(*g, QStringLiteral("call potion-mp-2   fire  ball?")));
        QCOMPARE(g->state().turn, turn);
        QVERIFY(g->stateHash() != hash);
        QCOMPARE(g->calledName(id), QStringLiteral("fire ball?"));
        QCOMPARE(Words::itemName(*g, id), QStringLiteral("%1 (called fire ball?)").arg(look));
        QCOMPARE(g->commands().last().toText(), QStringLiteral("call potion-mp-2 fire ball?"));
        QCOMPARE(*Command::fromText(g->commands().last().toText()), g->commands().last());

        QVERIFY(!submitText(*g, QStringLiteral("call potion-hp-1 mine")));
        QCOMPARE(g->lastRefusal()->kind, LogEntry::Kind::CannotCall);
        QVERIFY(!submitText(*g, QStringLiteral("call nothing-here mine")));
        QCOMPARE(g->lastRefusal()->kind, LogEntry::Kind::CannotCall);
        QVERIFY(!g->submit(Command::call(id, QString(41, u'x'))));
        QCOMPARE(g->lastRefusal()->kind, LogEntry::Kind::BadCallName);
        QVERIFY(!g->submit(Command::call(id, QStringLiteral("one # two"))));
        QCOMPARE(g->lastRefusal()->kind, LogEntry::Kind::BadCallName);
        QCOMPARE(g->calledName(id), QStringLiteral("fire ball?"));

        QVERIFY(submitText(*g, QStringLiteral("call potion-mp-2")));
        QVERIFY(g->calledName(id).isEmpty());
        QCOMPARE(Words::itemName(*g, id), look);
        // Once known, the name is forgotten: the kind has its own.
        QVERIFY(submitText(*g, QStringLiteral("call potion-mp-2 blue")));
        QVERIFY(g->identify(id));
        QVERIFY(g->calledName(id).isEmpty());
        QVERIFY(!g->state().knowledge.called.contains(id));
    }

    // A save keeps what is known and the names; the looks are made again from the seed.
    void saveRoundTrip() {
        auto g = withItem(Game(m_choices, 11), QStringLiteral("potion-hp-3"));
        QVERIFY(g);
        QVERIFY(submitText(*g, QStringLiteral("call potion-mp-3 stars")));
        QVERIFY(submitText(*g, QStringLiteral("use potion-hp-3")));
        const QJsonObject saved = g->toJson();
        QVERIFY(saved.contains(QStringLiteral("knowledge")));
        QString error;
        const auto loaded = Game::fromJson(*m_choices, saved, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->stateHash(), g->stateHash());
        QVERIFY(loaded->isKnown(QStringLiteral("potion-hp-3")));
        QCOMPARE(loaded->calledName(QStringLiteral("potion-mp-3")), QStringLiteral("stars"));
        for (const QString &id : kPotions)
            QCOMPARE(loaded->appearance(id)->text, g->appearance(id)->text);
        QCOMPARE(loaded->toJson(), saved);
    }

    void damagedKnowledgeIsRefused_data() {
        QTest::addColumn<QJsonValue>("knowledge");
        QTest::addColumn<QString>("error");
        QTest::newRow("not an object") << QJsonValue(3) << "/knowledge: expected an object";
        QTest::newRow("id not text") << QJsonValue(QJsonObject{{"identified", QJsonArray{3}}})
                                     << "/knowledge/identified/0: expected an item's id";
        QTest::newRow("unknown item")
            << QJsonValue(QJsonObject{{"identified", QJsonArray{"no-such"}}})
            << "/knowledge/identified/0: unknown item \"no-such\"";
        QTest::newRow("empty name")
            << QJsonValue(QJsonObject{{"called", QJsonObject{{"potion-hp-2", ""}}}})
            << "/knowledge/called/potion-hp-2: expected a name of 1 to "
               "40 characters";
        QTest::newRow("unknown key")
            << QJsonValue(QJsonObject{{"known", QJsonArray{}}}) << "/knowledge/known: unknown key";
    }

    void damagedKnowledgeIsRefused() {
        QFETCH(QJsonValue, knowledge);
        QFETCH(QString, error);
        QJsonObject state = Game(m_choices, 2).toJson();
        state.insert(QStringLiteral("knowledge"), knowledge);
        QString message;
        QVERIFY(!Game::fromJson(*m_choices, state, &message));
        QCOMPARE(message, error);
    }

    // The words name an unknown kind by its look everywhere: the item card tells nothing of it,
    // the log of things taken says the look, the look on a floor item too.
    void theWordsSayTheLook() {
        auto g = withItem(Game(m_choices, 4), QStringLiteral("potion-hp-3"));
        QVERIFY(g);
        const QString id = QStringLiteral("potion-hp-3");
        const QString look = g->appearance(id)->text;
        const GameWording::ItemCard card = GameWording::itemCard(*g, *m_choices->item(id));
        QCOMPARE(card.name, look);
        QVERIFY(!card.kind.contains(QStringLiteral("tier")));
        QVERIFY(!card.description.contains(QStringLiteral("150")));
        for (const QString &n : card.numbers)
            QVERIFY2(!n.contains(QStringLiteral("150")), qPrintable(n));
        QCOMPARE(Words::logLine(LogEntry::taken(id, 1), *g),
                 QStringLiteral("You take the %1.").arg(Words::inSentence(look)));
        // Without the game (a pack only), the record's name.
        QCOMPARE(Words::logLine(LogEntry::taken(id, 1), m_choices.get()),
                 QStringLiteral("You take the elixir of life."));
        QVERIFY(g->identify(id));
        QCOMPARE(Words::logLine(LogEntry::taken(id, 1), *g),
                 QStringLiteral("You take the elixir of life."));
    }

    // A translation of the looks: translations/<language>.json's "appearances", by row text.
    void theLooksAreTranslated() {
        // In a folder of its own: a pack's dependency is looked for beside it first, and the
        // temporary folder's neighbours are anybody's (a copy of classic there was taken).
        QTemporaryDir tmp;
        const QDir dir(tmp.filePath(QStringLiteral("choices")));
        QVERIFY(copyFolder(QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"), dir.path()));
        QDir().mkpath(dir.filePath(QStringLiteral("translations")));
        QFile f(dir.filePath(QStringLiteral("translations/de.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": 1, "appearances": {"potion-colours": {
                      "Murky potion": "Trüber Trank", "Purple potion": "x"},
                    "no-table": {}}})");
        f.close();
        PackLoader::Options options;
        options.searchPaths << QStringLiteral(PD_TEST_PACKS_DIR);
        Diagnostics d;
        const Pack pack = PackLoader::load(dir.path(), d, options);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
        const QString warnings = d.toStringList().join(u'\n');
        QVERIFY2(warnings.contains(QStringLiteral("has no row \"Purple potion\"")),
                 qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("unknown table id \"no-table\"")),
                 qPrintable(warnings));
        QCOMPARE(pack.texts.text(QStringLiteral("de"), PackTexts::Kind::Table,
                                 QStringLiteral("potion-colours/Murky potion"),
                                 PackTexts::Field::Row),
                 QStringLiteral("Trüber Trank"));
        // The game's words read it in German.
        std::uint64_t seed = 1;
        auto shared = std::make_shared<const Pack>(pack);
        for (; seed < 200; ++seed) {
            const Game g(shared, seed);
            for (const QString &id : kPotions)
                if (!g.isKnown(id) && g.appearance(id)->text == QLatin1String("Murky potion")) {
                    Words::setLanguage(QStringLiteral("de"));
                    const QString german = Words::itemName(g, id);
                    Words::setLanguage(QStringLiteral("en"));
                    QCOMPARE(german, QStringLiteral("Trüber Trank"));
                    QCOMPARE(Words::itemName(g, id), QStringLiteral("Murky potion"));
                    return;
                }
        }
        QFAIL("no seed gave an unknown potion the murky look");
    }

    // The bundled packs have no unidentified items: no looks, nothing in a save.
    void theBundledPacksAreUnchanged() {
        for (const char *name : {"classic", "permadungeon", "maze-duel"}) {
            const auto pack =
                loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name));
            QVERIFY(ItemAppearances::shuffle(*pack, 1).isEmpty());
            Game g(pack, 1);
            QVERIFY(g.state().knowledge.isEmpty());
            QVERIFY(!g.toJson().contains(QStringLiteral("knowledge")));
        }
    }

    void badInput_data() {
        QTest::addColumn<QByteArray>("items");
        QTest::addColumn<QByteArray>("table");
        QTest::addColumn<QString>("message");
        const QByteArray twoRows =
            looksTable({QStringLiteral("Red potion"), QStringLiteral("Blue potion")});
        QTest::newRow("missing table")
            << itemsFile({potion(QStringLiteral("a"), "\"lookz\"")}) << twoRows
            << "items.json:1:1: /items/0/appearances: unknown table \"lookz\"";
        QTest::newRow("table too short")
            << itemsFile({potion(QStringLiteral("a"), "\"looks\""),
                          potion(QStringLiteral("b"), "\"looks\""),
                          potion(QStringLiteral("c"), "\"looks\"")})
            << twoRows
            << "/items/2/appearances: table \"looks\" has 2 rows for the 3 items that take their "
               "appearances from it";
        QTest::newRow("wrong type")
            << itemsFile({potion(QStringLiteral("a"), "7")}) << twoRows << "/items/0/appearances: ";
        QTest::newRow("row without text")
            << itemsFile({potion(QStringLiteral("a"), "\"looks\"")})
            << QByteArray(R"({"id": "looks", "rows": [{"weight": 1, "item": "a"}]})")
            << "/items/0/appearances: table \"looks\" row 1 has no text";
    }

    void badInput() {
        QFETCH(QByteArray, items);
        QFETCH(QByteArray, table);
        QFETCH(QString, message);
        const PackFixture fixture({{QStringLiteral("items.json"), items},
                                   {QStringLiteral("tables.json"), tablesFile({table})}});
        const QStringList lines = fixture.diagnostics();
        const QString all = lines.join(u'\n');
        const QString core = message.startsWith(QStringLiteral("items.json"))
                                 ? message.section(QStringLiteral(": "), 1)
                                 : message;
        bool found = false;
        for (const QString &line : lines)
            if (line.startsWith(QStringLiteral("items.json:")) && line.contains(core))
                found = true;
        QVERIFY2(found, qPrintable(all));
    }
};

QTEST_GUILESS_MAIN(TestEngineUnknown)
#include "tst_engine_unknown.moc"
