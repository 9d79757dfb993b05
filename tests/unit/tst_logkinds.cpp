// The log kinds' table (core/rpg/LogKinds.def) changed nothing saves hold: for every kind, the
// JSON an entry is written as, its share of the state hash and its English words are those in
// tests/data/log/every-kind.txt, which the last build before the table wrote (when entries were
// built from QVariantMaps); what is written reads back to the same bytes and hash; and a run
// that build recorded replays and saves to the same bytes.
#include "LogEntrySamples.h"
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "engine/SaveGame.h"
#include "engine/StateHash.h"
#include "rpg/Battle.h"
#include "words/Words.h"

#include "GoldenFile.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

namespace {

// Every argument any kind takes, by name: all of them set, or all empty, 0 and false (how a
// flag, a zero and an empty list are written). A number serves where a kind takes a flag of the
// same name (bumped-into's `xp`).
QVariantMap fixture(bool full) {
    BattleLogEntry blow;
    blow.round = 2;
    blow.event = BattleLogEntry::Event::Spell;
    blow.amount = 9;
    blow.restricted = true;
    blow.id = QStringLiteral("water-1a");
    blow.name = QStringLiteral("Frost Needle");
    const auto text = [full](const char *s) { return full ? QString::fromUtf8(s) : QString(); };
    QVariantMap v{
        {QStringLiteral("text"), text("You feel lucky.")},
        {QStringLiteral("name"), text("Ada")},
        {QStringLiteral("cause"), text("killed-by:goblin-king")},
        {QStringLiteral("item"), text("potion-hp-1")},
        {QStringLiteral("instead"), text("sword-1")},
        {QStringLiteral("twoHanded"), text("sword-3")},
        {QStringLiteral("spell"), text("water-1a")},
        {QStringLiteral("trap"), text("needle")},
        {QStringLiteral("monster"), text("goblin-king")},
        {QStringLiteral("element"), text("Fire")},
        {QStringLiteral("error"), text("no room for the stairs")},
        {QStringLiteral("slot"), text("hat")},
        {QStringLiteral("entry"), full ? blow.toJson().toVariantMap() : QVariantMap()},
    };
    int number = 2;
    for (const char *key :
         {"damage", "xp", "hp", "mp", "gold", "count", "left", "chips", "cost", "rounds", "depth",
          "room", "turns", "level", "from", "points", "has", "steps"})
        v.insert(QLatin1String(key), full ? number++ : 0);
    for (const char *key : {"rooms", "again", "opens", "bolt", "restricted", "critical"})
        v.insert(QLatin1String(key), full);
    if (full) {
        const auto item = [](const char *id, int count) {
            return QVariantMap{{QStringLiteral("item"), QLatin1String(id)},
                               {QStringLiteral("count"), count}};
        };
        const auto loot = [](const char *kind, const char *id, const char *text, int count) {
            return QVariantMap{{QStringLiteral("kind"), QLatin1String(kind)},
                               {QStringLiteral("id"), QLatin1String(id)},
                               {QStringLiteral("text"), QLatin1String(text)},
                               {QStringLiteral("count"), count}};
        };
        v.insert(QStringLiteral("items"), QVariantList{item("gold", 3), item("sword-1", 1)});
        v.insert(QStringLiteral("loot"), QVariantList{loot("item", "gold", "Gold coins", 2),
                                                      loot("text", "", "a rusty key", 1),
                                                      loot("monster", "goblin", "goblin", 1)});
    } else {
        v.insert(QStringLiteral("items"), QVariantList());
        v.insert(QStringLiteral("loot"), QVariantList());
    }
    return v;
}

// Every kind's argument names, in the table's order.
QList<QStringList> argumentNames() {
    QList<QStringList> names;
#define PD_LOG_KIND(Name, builder, saved, category, args)                                          \
    {                                                                                              \
        QStringList keys;                                                                          \
        LogArgs<LogEntry::Kind::Name> a;                                                           \
        LogArgs<LogEntry::Kind::Name>::fields(                                                     \
            a, [&keys](const char *key, const auto &) { keys << QLatin1String(key); });            \
        names << keys;                                                                             \
    }
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND
    return names;
}

// "hero-hits <hash> {json} <words>", tab-separated.
QString line(const LogEntry &e, const Pack &pack) {
    const QByteArray json = QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact);
    return QStringList{LogEntry::kindName(e.kind), statehash::hex(statehash::entryHash(e)),
                       QString::fromUtf8(json), Words::logLine(e, &pack)}
        .join(u'\t');
}

} // namespace

class TestLogKinds : public QObject {
    Q_OBJECT

    Pack m_classic;

private Q_SLOTS:
    void initTestCase() {
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        Diagnostics d;
        m_classic = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), d);
        QVERIFY(!d.hasErrors());
    }

    void everyKindIsWrittenHashedAndWordedAsBefore() {
        QString text;
        for (bool full : {true, false}) {
            const QList<LogEntry> entries = test::everyKind(fixture(full));
            QCOMPARE(entries.size(), LogEntry::kKindCount);
            for (int i = 0; i < entries.size(); ++i) {
                LogEntry e = entries[i];
                e.turn = i;
                text += line(e, m_classic) + u'\n';
            }
        }
        const QString problem =
            test::checkGolden(QStringLiteral(PD_TEST_DATA_DIR "/log/every-kind.txt"), text);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Written, read back and written again: the same bytes and the same share of the hash.
    void everyKindRoundTrips() {
        for (bool full : {true, false}) {
            for (const LogEntry &e : test::everyKind(fixture(full))) {
                const QByteArray written = QJsonDocument(e.toJson()).toJson();
                QString error;
                const auto read =
                    LogEntry::fromJson(QJsonDocument::fromJson(written).object(), &error);
                QVERIFY2(read, qPrintable(error));
                QCOMPARE(read->kind, e.kind);
                QCOMPARE(read->category, e.category);
                QCOMPARE(QJsonDocument(read->toJson()).toJson(), written);
                QCOMPARE(statehash::entryHash(*read), statehash::entryHash(e));
            }
        }
    }

    // An entry's hash is that of its JSON in canonical form, though made without the object:
    // every kind, with and without arguments, in every category, at any turn.
    void entryHashIsItsJsonsHash() {
        const auto viaJson = [](const LogEntry &e) {
            Xxh64 h;
            CanonicalWriter(h).json(e.toJson());
            return h.digest();
        };
        QList<LogEntry> entries = test::everyKind(fixture(true)) + test::everyKind(fixture(false));
        entries.append(LogEntry{});
        for (int i = 0; i < entries.size(); ++i) {
            LogEntry e = entries[i];
            for (int turn : {0, i, -3, 99999999}) {
                e.turn = turn;
                e.category = LogEntry::Category(i % 7);
                QCOMPARE(statehash::entryHash(e), viaJson(e));
            }
        }
    }

    // An older save's oddities are kept as they were read (a key no kind has, a flag written as
    // a number), so that it is written back and hashed unchanged; the words read them as before.
    void whatASaveHoldsIsKeptAsItWasRead() {
        const QByteArray saved =
            R"({"args":{"critical":1,"damage":3,"monster":"goblin","weapon":"club"},)"
            R"("category":"combat","kind":"hero-hits","turn":4})";
        const auto e = LogEntry::fromJson(QJsonDocument::fromJson(saved).object());
        QVERIFY(e);
        QCOMPARE(QJsonDocument(e->toJson()).toJson(QJsonDocument::Compact), saved);
        const auto hits = e->as<LogEntry::Kind::HeroHits>();
        QCOMPARE(hits.monster, QStringLiteral("goblin"));
        QCOMPARE(hits.damage, qint64(3));
        QVERIFY(hits.critical);
        QCOMPARE(Words::logLine(*e, &m_classic),
                 QStringLiteral("Critical! You hit the goblin for 3."));
    }

    // Where experience is the hero's health (the room-by-room packs), harm from poison, fire
    // and effects is worded in XP; elsewhere in HP. The entry itself is the same either way.
    void harmIsWordedInThePacksHealth() {
        Diagnostics d;
        Pack rooms = PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), d);
        QVERIFY(!d.hasErrors());
        QCOMPARE(rooms.ruleset.health, Ruleset::Health::Xp);
        const LogEntry poison = LogEntry::statusHarms(QStringLiteral("poison"), QString(), 2);
        const LogEntry burn = LogEntry::statusHarms(QStringLiteral("burning"), QString(), 3);
        const LogEntry hurt = LogEntry::effectHurts(QString(), 4);
        QCOMPARE(Words::logLine(poison, &rooms),
                 QStringLiteral("Poison courses through you: −2 XP."));
        QCOMPARE(Words::logLine(burn, &rooms), QStringLiteral("You burn: −3 XP."));
        QCOMPARE(Words::logLine(hurt, &rooms), QStringLiteral("It hurts you: −4 XP."));
        QCOMPARE(Words::logLine(poison, &m_classic),
                 QStringLiteral("Poison courses through you: −2 HP."));
        QCOMPARE(Words::logLine(hurt, &m_classic), QStringLiteral("It hurts you: −4 HP."));
        // A monster's harm names the monster, not a health.
        QCOMPARE(Words::logLine(LogEntry::effectHurts(QStringLiteral("fungus"), 4), &rooms),
                 QStringLiteral("The fungus takes 4 damage."));
    }

    // docs/engine.md's table of kinds says what LogKinds.def says: every kind once, with its
    // category and its arguments in order.
    void theManualListsEveryKind() {
        QFile file(QStringLiteral(PD_BUNDLED_DATA_DIR "/../docs/engine.md"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> arguments = argumentNames();
        QSet<QString> listed;
        for (const QString &row : QString::fromUtf8(file.readAll()).split(u'\n')) {
            const QStringList cells = row.split(QStringLiteral(" | "));
            if (!row.startsWith(QLatin1String("| `")) || cells.size() != 4)
                continue;
            const QString name = cells[0].mid(3).chopped(1);
            const auto kind = LogEntry::kindFromName(name);
            if (!kind)
                continue; // another table of the page
            QVERIFY2(!listed.contains(name), qPrintable(name));
            listed.insert(name);
            QCOMPARE(cells[1], LogEntry::categoryName(LogEntry::categoryOf(*kind)));
            QStringList args;
            for (const QString &key : arguments[int(*kind)])
                args << u'`' + key + u'`';
            QCOMPARE(cells[2],
                     args.isEmpty() ? QStringLiteral("—") : args.join(QStringLiteral(", ")));
        }
        QCOMPARE(listed.size(), LogEntry::kKindCount);
    }

    // A run the last build before the table played on the minimal pack (the replay and the
    // save it wrote): this build replays it to the same state hash, and writes the same save,
    // from the replay and from the save read back. A change of the rules or the save format
    // makes a new pair (permadungeon-cli play ... --record ... --save ...).
    void anOlderBuildsRunIsTheSame() {
        Diagnostics d;
        const Pack pack = PackLoader::load(QStringLiteral(PD_TEST_DATA_DIR "/packs/minimal"), d);
        QVERIFY(!d.hasErrors());
        const auto replay =
            Replay::read(QStringLiteral(PD_TEST_DATA_DIR "/replays/minimal-v3.replay"), d);
        QVERIFY2(replay, qPrintable(d.toStringList().join(u'\n')));
        QString error;
        const std::unique_ptr<Game> played = replay->run(pack, &error);
        QVERIFY2(played, qPrintable(error));
        QVERIFY2(replay->proves(*played, &error), qPrintable(error));
        const QString savePath = QStringLiteral(PD_TEST_DATA_DIR "/saves/minimal-v3.save");
        const std::unique_ptr<Game> read = SaveGame::read(pack, savePath, d);
        QVERIFY2(read, qPrintable(d.toStringList().join(u'\n')));
        QCOMPARE(read->stateHash(), played->stateHash());
        const auto bytes = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray saved = bytes(savePath);
        QVERIFY(!saved.isEmpty());
        QTemporaryDir dir;
        for (const Game *game : {played.get(), read.get()}) {
            const QString path = dir.filePath(QStringLiteral("again.save"));
            QVERIFY2(SaveGame::write(*game, path, replay->packPath, &error), qPrintable(error));
            QCOMPARE(bytes(path), saved);
        }
    }

    // The builders and the typed arguments agree, argument by argument.
    void buildersFillTheirKindsArguments() {
        const LogEntry e = LogEntry::spellLocked(QStringLiteral("water-1a"), 4,
                                                 QStringLiteral("Fire"), QStringLiteral("Ada"), 1);
        QCOMPARE(e.kind, LogEntry::Kind::SpellLocked);
        QCOMPARE(e.category, LogEntry::Category::Warning);
        const auto a = e.as<LogEntry::Kind::SpellLocked>();
        QCOMPARE(a.spell, QStringLiteral("water-1a"));
        QCOMPARE(a.points, qint64(4));
        QCOMPARE(a.element, QStringLiteral("Fire"));
        QCOMPARE(a.name, QStringLiteral("Ada"));
        QCOMPARE(a.has, qint64(1));
        const LogEntry found = LogEntry::chestOpened(
            {{QStringLiteral("item"), QStringLiteral("gold"), QStringLiteral("Gold coins"), 2}});
        const QList<LogEntry::Loot> loot = found.as<LogEntry::Kind::ChestOpened>().loot;
        QCOMPARE(loot.size(), 1);
        QCOMPARE(loot[0].id, QStringLiteral("gold"));
        QCOMPARE(loot[0].count, qint64(2));
        QCOMPARE(LogEntry::alreadyWon().toJson().contains(QStringLiteral("args")), false);
    }
};

QTEST_GUILESS_MAIN(TestLogKinds)
#include "tst_logkinds.moc"
