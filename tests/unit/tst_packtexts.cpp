// A pack's texts in other languages (translations/<language>.json): read as data, shown in the
// reader's language by the words library, checked with located warnings, and never part of what
// a save, a replay or a state hash depends on.
#include "CliRun.h"
#include "LogEntrySamples.h"
#include "data/PackLoader.h"
#include "engine/AutoPlay.h"
#include "engine/Command.h"
#include "engine/Game.h"
#include "engine/Replay.h"
#include "rpg/Battle.h"
#include "words/Words.h"

#include <QFutureWatcher>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtConcurrent>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace pd;

namespace {

QString bundled(const QString &name) {
    return QStringLiteral(PD_BUNDLED_DATA_DIR "/") + name;
}

void writeFile(const QString &path, const QByteArray &content) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

// Copies a bundled pack's files: its JSON, its translations, its sounds.
bool copyPack(const QString &from, const QString &to) {
    for (const QString &sub :
         {QString(), QStringLiteral("/translations"), QStringLiteral("/sounds")}) {
        QDir().mkpath(to + sub);
        const QStringList files = QDir(from + sub).entryList(QDir::Files);
        for (const QString &f : files)
            if (!QFile::copy(from + sub + u'/' + f, to + sub + u'/' + f))
                return false;
    }
    return true;
}

// The UI language of a front end: Qt's translation of the program's words and the language
// pack texts are read in, as the program sets both (Words::installTranslators).
class Language {
public:
    explicit Language(const QString &code) {
        if (code != QLatin1String("en") &&
            m_translator.load(QStringLiteral(":/i18n/permadungeon_%1.qm").arg(code)))
            QCoreApplication::installTranslator(&m_translator);
        Words::setLanguage(code);
    }
    ~Language() {
        QCoreApplication::removeTranslator(&m_translator);
        Words::setLanguage(QStringLiteral("en"));
    }

private:
    QTranslator m_translator;
};

QStringList commands() {
    return {QStringLiteral("move e"),  QStringLiteral("move e"), QStringLiteral("move s"),
            QStringLiteral("pickup"),  QStringLiteral("move s"), QStringLiteral("move w"),
            QStringLiteral("descend"), QStringLiteral("wait"),   QStringLiteral("move n"),
            QStringLiteral("move w"),  QStringLiteral("move n"), QStringLiteral("fire e")};
}

// A run with fights, pick-ups and stairs: what the bot plays, for `turns` commands.
std::unique_ptr<Game> playedRun(const Pack &pack, std::uint64_t seed, int turns) {
    auto game = std::make_unique<Game>(pack, seed, QStringLiteral("Ada"));
    for (int i = 0; i < turns && game->state().alive; ++i) {
        const AutoPlay::Answer a = AutoPlay::play(*game);
        if (!a.command)
            break;
        game->submit(*a.command);
    }
    return game;
}

} // namespace

class TestPackTexts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        Words::installTranslators(*QCoreApplication::instance(), QLocale(QLocale::English));
        Words::setLanguage(QStringLiteral("en"));
    }

    void bundledPacksAreTranslated_data();
    void bundledPacksAreTranslated();
    void noEnglishNameInATranslatedLogLine_data() { bundledPacksAreTranslated_data(); }
    void noEnglishNameInATranslatedLogLine();
    void readerLanguageAndFallback();
    void oneReplayOneHashInEveryLanguage();
    void translationsLeaveSavesAndReplaysValid();
    void badTranslations_data();
    void badTranslations();
    void translationsFolderThatIsAFile();
    void translationThatIsNoRegularFile_data();
    void translationThatIsNoRegularFile();
    void manifestLanguage();
    void dependencyTextsAreOverlaid();
    void commandLineLanguage();
};

void TestPackTexts::bundledPacksAreTranslated_data() {
    QTest::addColumn<QString>("pack");
    QTest::addColumn<QString>("language");
    for (const char *pack : {"classic", "permadungeon", "maze-duel", "permadungeon-homework"})
        for (const char *language : {"de", "fr"})
            QTest::newRow(qPrintable(
                QStringLiteral("%1 %2").arg(QLatin1String(pack), QLatin1String(language))))
                << QString::fromLatin1(pack) << QString::fromLatin1(language);
}

// Every record's name and description, every trap's sprung name and the pack's own name and
// description have a text in German and in French, and the packs load without a warning.
void TestPackTexts::bundledPacksAreTranslated() {
    QFETCH(QString, pack);
    QFETCH(QString, language);
    Diagnostics d;
    const Pack p = PackLoader::load(bundled(pack), d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    QCOMPARE(p.texts.languages(), (QStringList{QStringLiteral("de"), QStringLiteral("fr")}));
    using K = PackTexts::Kind;
    using F = PackTexts::Field;
    QStringList missing;
    const auto need = [&](K kind, const QString &id, F field, const QString &own) {
        if (own.isEmpty())
            return;
        const QString text = p.texts.text(language, kind, id, field);
        if (text.trimmed().isEmpty())
            missing << QStringLiteral("%1/%2/%3").arg(int(kind)).arg(id).arg(int(field));
    };
    need(K::Pack, QString(), F::Name, p.manifest.name);
    need(K::Pack, QString(), F::Description, p.manifest.description);
    for (const ItemRecord &r : p.items) {
        need(K::Item, r.id, F::Name, r.name);
        need(K::Item, r.id, F::Description, r.description);
    }
    for (const SpellRecord &r : p.spells) {
        need(K::Spell, r.id, F::Name, r.name);
        need(K::Spell, r.id, F::Description, r.description);
    }
    for (const MonsterRecord &r : p.monsters) {
        need(K::Monster, r.id, F::Name, r.name);
        need(K::Monster, r.id, F::Description, r.description);
    }
    for (const TrapRecord &r : p.traps) {
        need(K::Trap, r.id, F::Name, r.name);
        need(K::Trap, r.id, F::Description, r.description);
        need(K::Trap, r.id, F::Sprung, r.sprungName);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
}

// Every log kind and battle line that names a record, for every record of the pack, worded in
// German (and French): the translated name is used, and where it differs from the English one
// the English one appears in no line.
void TestPackTexts::noEnglishNameInATranslatedLogLine() {
    QFETCH(QString, pack);
    QFETCH(QString, language);
    Diagnostics d;
    const Pack p = PackLoader::load(bundled(pack), d);
    const Language in(language);

    struct Named {
        QString english, translated;
    };
    // The record ids each argument names, and the names they must show as.
    struct Names {
        QString label, arg;
        QList<std::pair<QString, Named>> records;
    };
    QList<Names> byArg;
    const auto names = [&](PackTexts::Kind kind, const auto &records, auto sprung) {
        QList<std::pair<QString, Named>> out;
        for (const auto &r : records)
            out.append({r.id,
                        {sprung(r).isEmpty() ? r.name : sprung(r),
                         p.texts.text(language, kind, r.id,
                                      sprung(r).isEmpty() ? PackTexts::Field::Name
                                                          : PackTexts::Field::Sprung)}});
        return out;
    };
    const auto none = [](const auto &) { return QString(); };
    const auto sprung = [](const TrapRecord &t) { return t.sprungName; };
    const QString monster = QStringLiteral("monster"), item = QStringLiteral("item"),
                  spell = QStringLiteral("spell"), trap = QStringLiteral("trap");
    byArg.append({monster, monster, names(PackTexts::Kind::Monster, p.monsters, none)});
    byArg.append({item, item, names(PackTexts::Kind::Item, p.items, none)});
    byArg.append({spell, spell, names(PackTexts::Kind::Spell, p.spells, none)});
    byArg.append({trap, trap, names(PackTexts::Kind::Trap, p.traps, none)});
    byArg.append({QStringLiteral("sprung"), trap, names(PackTexts::Kind::Trap, p.traps, sprung)});

    const QVariantMap base{
        {QStringLiteral("name"), QStringLiteral("Ada")},
        {QStringLiteral("cause"), QStringLiteral("won")},
        {QStringLiteral("element"), QStringLiteral("Fire")},
        {QStringLiteral("text"), QString()},
        {QStringLiteral("slot"), QStringLiteral("melee")},
        {QStringLiteral("error"), QString()},
    };
    QHash<QString, int> used; // translated name -> lines that show it
    QStringList leaks;
    const auto check = [&](const QString &line, const Named &n, const QString &what) {
        if (line.contains(n.translated))
            ++used[what];
        if (n.english == n.translated)
            return;
        const QRegularExpression english(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(n.english)));
        if (english.match(line).hasMatch())
            leaks << QStringLiteral("%1: \"%2\" in \"%3\"").arg(what, n.english, line);
    };
    for (const Names &names : std::as_const(byArg)) {
        const QString &arg = names.arg;
        for (const auto &[id, n] : names.records) {
            QVERIFY2(!n.translated.isEmpty(), qPrintable(arg + u' ' + id));
            const QString what = names.label + u':' + id;
            QVariantMap args = base;
            for (const char *number :
                 {"damage", "xp", "hp", "mp", "gold", "count", "left", "chips", "cost", "rounds",
                  "depth", "room", "turns", "level", "from", "points", "has"})
                args.insert(QLatin1String(number), 2);
            args.insert(arg, id);
            if (arg == QLatin1String("item")) {
                args.insert(QStringLiteral("instead"), id);
                args.insert(QStringLiteral("items"),
                            QVariantList{QVariantMap{{QStringLiteral("item"), id},
                                                     {QStringLiteral("count"), 1}}});
            }
            if (arg != QLatin1String("spell"))
                args.insert(QStringLiteral("loot"),
                            QVariantList{QVariantMap{{QStringLiteral("kind"), arg},
                                                     {QStringLiteral("id"), id},
                                                     {QStringLiteral("count"), 1}}});
            if (arg == QLatin1String("monster")) {
                args.insert(QStringLiteral("cause"), QString(QStringLiteral("killed-by:") + id));
            } else if (arg == QLatin1String("trap")) {
                args.insert(QStringLiteral("cause"), QString(QStringLiteral("trap:") + id));
            }
            for (const LogEntry &entry : test::everyKind(args)) {
                if (entry.kind == LogEntry::Kind::Legacy)
                    continue; // an older version's words, shown as they were written
                check(Words::logLine(entry, &p), n, what);
            }
            // The battle screen names spells and medicine by the entry's id.
            if (arg == QLatin1String("spell") || arg == QLatin1String("item")) {
                BattleLogEntry e;
                e.event = arg == QLatin1String("spell") ? BattleLogEntry::Event::Spell
                                                        : BattleLogEntry::Event::Item;
                e.id = id;
                e.name = n.english; // as the core keeps it: the pack's own name
                e.amount = 5;
                args.insert(QStringLiteral("entry"), e.toJson().toVariantMap());
                args.insert(QStringLiteral("monster"), p.monsters.first().id);
                check(Words::logLine(test::entryFrom<LogEntry::Kind::BattleLine>(args), &p), n,
                      what);
            }
        }
    }
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(u'\n')));
    // Every record's translated name was shown by some line.
    for (const Names &names : std::as_const(byArg))
        for (const auto &[id, n] : names.records)
            QVERIFY2(used.value(names.label + u':' + id) > 0, qPrintable(names.label + u':' + id));
}

void TestPackTexts::readerLanguageAndFallback() {
    Diagnostics d;
    const Pack p = PackLoader::load(bundled(QStringLiteral("classic")), d);
    const QString id = QStringLiteral("potion-hp-1");
    {
        const Language in(QStringLiteral("de"));
        QCOMPARE(Words::itemName(&p, id), QStringLiteral("Heiltrank"));
        QCOMPARE(Words::packName(p), QStringLiteral("Klassisch"));
        QCOMPARE(Words::sprungName(&p, QStringLiteral("crack")), QStringLiteral("Grube"));
        QCOMPARE(Words::description(&p, PackTexts::Kind::Item, id),
                 QStringLiteral("Stellt 30 LP wieder her."));
        QCOMPARE(Words::logLine(LogEntry::monsterDies(QStringLiteral("goblin-king")), &p),
                 QStringLiteral("Goblinkönig stirbt."));
    }
    // A region reads its language's texts; a language the pack lacks reads the pack's own.
    Words::setLanguage(QStringLiteral("de_CH"));
    QCOMPARE(Words::itemName(&p, id), QStringLiteral("Heiltrank"));
    Words::setLanguage(QStringLiteral("fr_FR"));
    QCOMPARE(Words::itemName(&p, id), QStringLiteral("Potion de soin"));
    QCOMPARE(Words::monsterName(&p, QStringLiteral("goblin")), QStringLiteral("Gobelin"));
    Words::setLanguage(QStringLiteral("it"));
    QCOMPARE(Words::itemName(&p, id), QStringLiteral("Healing draught"));
    Words::setLanguage(QStringLiteral("en_GB"));
    QCOMPARE(Words::itemName(&p, id), QStringLiteral("Healing draught"));
    // A record the pack lacks is named by its id, in any language.
    Words::setLanguage(QStringLiteral("de"));
    QCOMPARE(Words::monsterName(&p, QStringLiteral("sand-wyrm")), QStringLiteral("sand wyrm"));
    Words::setLanguage(QStringLiteral("en"));
    QCOMPARE(Words::packName(p), QStringLiteral("Classic"));
}

// The same replay played with the program's words and the pack's texts in English, German and
// French: one state hash, one log (kinds and ids), and three different wordings of it.
void TestPackTexts::oneReplayOneHashInEveryLanguage() {
    Diagnostics d;
    const Pack p = PackLoader::load(bundled(QStringLiteral("classic")), d);
    const std::unique_ptr<Game> recorded = playedRun(p, 7, 400);
    QVERIFY(recorded->state().log.size() > 50);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("run.replay"));
    QVERIFY(Replay::of(*recorded, QStringLiteral("data/classic")).write(file));

    QStringList hashes, logs, lines;
    for (const QString &language :
         {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        const Language in(language);
        Diagnostics rd;
        const std::optional<Replay> replay = Replay::read(file, rd);
        QVERIFY(replay);
        Diagnostics pd;
        const Pack pack = PackLoader::load(bundled(QStringLiteral("classic")), pd);
        QString why;
        const std::unique_ptr<Game> game = replay->run(pack, &why);
        QVERIFY2(game, qPrintable(why));
        QVERIFY2(replay->proves(*game, &why), qPrintable(why));
        hashes << replay->hashOf(*game);
        QStringList kinds, words;
        for (const LogEntry &e : game->state().log) {
            kinds << QString::fromUtf8(QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact));
            words << Words::logLine(e, &pack);
        }
        logs << kinds.join(u'\n');
        lines << words.join(u'\n');
    }
    QCOMPARE(hashes.at(1), hashes.at(0));
    QCOMPARE(hashes.at(2), hashes.at(0));
    QCOMPARE(logs.at(1), logs.at(0));
    QCOMPARE(logs.at(2), logs.at(0));
    // The words differ: German sentences and names, French names.
    QVERIFY(lines.at(0) != lines.at(1));
    QVERIFY(lines.at(0) != lines.at(2));
    QVERIFY2(lines.at(2).contains(QStringLiteral("gobelin"), Qt::CaseInsensitive),
             qPrintable(lines.at(2)));
}

// A translation added, changed or removed changes neither the pack's content hash nor what a
// save or a replay made before it proves.
void TestPackTexts::translationsLeaveSavesAndReplaysValid() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("classic"));
    QVERIFY(copyPack(bundled(QStringLiteral("classic")), folder));
    QVERIFY(QFile::remove(folder + QStringLiteral("/translations/fr.json")));
    Diagnostics d0;
    const Pack before = PackLoader::load(folder, d0);
    QVERIFY2(d0.isEmpty(), qPrintable(d0.toStringList().join(u'\n')));
    auto game = std::make_unique<Game>(before, 11, QStringLiteral("Ada"));
    for (const QString &c : commands())
        game->submit(*Command::fromText(c));
    const QJsonObject save = game->toJson();
    const Replay replay = Replay::of(*game, folder);

    // Changed: a German name rewritten. Added: French. Removed: German.
    QFile de(folder + QStringLiteral("/translations/de.json"));
    QVERIFY(de.open(QIODevice::ReadOnly));
    QByteArray text = de.readAll();
    de.close();
    text.replace("\"Heiltrank\"", "\"Heiltrunk\"");
    writeFile(folder + QStringLiteral("/translations/de.json"), text);
    QVERIFY(QFile::copy(bundled(QStringLiteral("classic/translations/fr.json")),
                        folder + QStringLiteral("/translations/fr.json")));
    Diagnostics d1;
    const Pack after = PackLoader::load(folder, d1);
    QCOMPARE(after.texts.text(QStringLiteral("de"), PackTexts::Kind::Item,
                              QStringLiteral("potion-hp-1"), PackTexts::Field::Name),
             QStringLiteral("Heiltrunk"));
    QCOMPARE(after.contentHash(), before.contentHash());
    QString why;
    const std::unique_ptr<Game> loaded = Game::fromJson(after, save, &why);
    QVERIFY2(loaded, qPrintable(why));
    QCOMPARE(loaded->stateHash(), game->stateHash());
    const std::unique_ptr<Game> replayed = replay.run(after, &why);
    QVERIFY2(replayed, qPrintable(why));
    QVERIFY2(replay.proves(*replayed, &why), qPrintable(why));

    QVERIFY(QDir(folder + QStringLiteral("/translations")).removeRecursively());
    Diagnostics d2;
    const Pack none = PackLoader::load(folder, d2);
    QVERIFY(none.texts.isEmpty());
    QCOMPARE(none.contentHash(), before.contentHash());
    QVERIFY(Game::fromJson(none, save, &why));
    // A change of a record's own name does change the hash: the test can fail.
    Pack renamed = none;
    renamed.items[0].name = QStringLiteral("Something else");
    QVERIFY(renamed.contentHash() != before.contentHash());
}

void TestPackTexts::badTranslations_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("kept"); // a goblin's name the file still gives, or empty

    const QByteArray goblin = "  \"monsters\": {\"goblin\": {\"name\": \"Kobold\"}},\n";
    QTest::newRow("unknown id")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin +
                      "  \"items\": {\"potoin-hp-1\": {\"name\": \"X\"}}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:13: /items/potoin-hp-1: warning: "
                                      "unknown item id \"potoin-hp-1\" (ignored; did you mean "
                                      "\"potion-hp-1\"?)")}
        << QStringLiteral("Kobold");
    QTest::newRow("unknown id, nothing near")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin +
                      "  \"traps\": {\"quicksand\": {\"name\": \"Treibsand\"}}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:13: /traps/quicksand: warning: "
                                      "unknown trap id \"quicksand\" (ignored)")}
        << QStringLiteral("Kobold");
    QTest::newRow("wrong type")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin +
                      "  \"items\": {\"gold\": {\"name\": 3, \"description\": \"Gold\"}}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:30: /items/gold/name: warning: "
                                      "expected a string, found a number")}
        << QStringLiteral("Kobold");
    QTest::newRow("record not an object")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin +
                      "  \"spells\": {\"fire-1a\": \"Braise\"}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:25: /spells/fire-1a: warning: "
                                      "expected an object, found a string")}
        << QStringLiteral("Kobold");
    QTest::newRow("unknown key")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin +
                      "  \"traps\": {\"crack\": {\"sprungName\": \"Grube\"}}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:23: /traps/crack/sprungName: "
                                      "warning: unknown key \"sprungName\" (ignored)")}
        << QStringLiteral("Kobold");
    QTest::newRow("empty text") << QStringLiteral("de.json")
                                << QByteArray("{\n  \"format\": 1,\n" + goblin +
                                              "  \"items\": {\"gold\": {\"name\": \" \"}}\n}")
                                << QStringList{QStringLiteral(
                                       "translations/de.json:4:30: /items/gold/name: warning: "
                                       "empty text (the pack's own is shown)")}
                                << QStringLiteral("Kobold");
    QTest::newRow("unknown kind")
        << QStringLiteral("de.json")
        << QByteArray("{\n  \"format\": 1,\n" + goblin + "  \"tables\": {}\n}")
        << QStringList{QStringLiteral("translations/de.json:4:3: /tables: warning: unknown key "
                                      "\"tables\" (ignored)")}
        << QStringLiteral("Kobold");
    QTest::newRow("not a language")
        << QStringLiteral("german.json") << QByteArray("{\"format\": 1}")
        << QStringList{QStringLiteral(
               "translations/german.json: /: warning: \"german\" is not a language code, file "
               "not read (name a translation by its language: de.json, fr.json, pt_BR.json)")}
        << QString();
    QTest::newRow("no such language")
        << QStringLiteral("xx.json") << QByteArray("{\"format\": 1}")
        << QStringList{QStringLiteral(
               "translations/xx.json: /: warning: \"xx\" is not a language code, file not read "
               "(name a translation by its language: de.json, fr.json, pt_BR.json)")}
        << QString();
    QTest::newRow("the pack's own language")
        << QStringLiteral("en.json") << QByteArray("{\"format\": 1}")
        << QStringList{QStringLiteral("translations/en.json: /: warning: the pack's data files "
                                      "are written in \"en\" (pack.json, /language): this file "
                                      "is not read")}
        << QString();
    QTest::newRow("not json") << QStringLiteral("de.txt") << QByteArray("Goblin = Kobold")
                              << QStringList{QStringLiteral(
                                     "translations/de.txt: /: warning: not a translation file, "
                                     "not read (a pack's translations are the files "
                                     "<language>.json)")}
                              << QString();
    QTest::newRow("syntax error")
        << QStringLiteral("de.json") << QByteArray("{\n  \"format\": 1,\n  \"monsters\": {,}\n}")
        << QStringList{QStringLiteral(
               "translations/de.json:3:16: /monsters: warning: expected a key in double quotes")}
        << QString();
    QTest::newRow("no format")
        << QStringLiteral("de.json") << QByteArray("{\n" + goblin.chopped(2) + "\n}")
        << QStringList{QStringLiteral(
               "translations/de.json:1:1: /: warning: missing required key \"format\"")}
        << QStringLiteral("Kobold");
}

// Each problem is one warning at file:line:column and JSON pointer; the pack loads without an
// error, and what the file gives besides is kept.
void TestPackTexts::badTranslations() {
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, expected);
    QFETCH(QString, kept);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("pack"));
    QVERIFY(copyPack(bundled(QStringLiteral("classic")), folder));
    QVERIFY(QDir(folder + QStringLiteral("/translations")).removeRecursively());
    writeFile(folder + QStringLiteral("/translations/") + file, content);
    Diagnostics d;
    PackLoader::Options options;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(folder, d, options);
    QVERIFY2(!d.hasErrors(), qPrintable(d.toStringList().join(u'\n')));
    QVERIFY(!pack.items.isEmpty());
    const QStringList found = d.toStringList();
    QCOMPARE(found.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QVERIFY2(found.at(i).startsWith(expected.at(i)), qPrintable(found.at(i)));
    QCOMPARE(pack.texts.text(QStringLiteral("de"), PackTexts::Kind::Monster,
                             QStringLiteral("goblin"), PackTexts::Field::Name),
             kept.isEmpty() ? QString() : kept);
    // Shown in German, the goblin is named by the file or else by the pack's own name.
    Words::setLanguage(QStringLiteral("de"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("goblin")),
             kept.isEmpty() ? QStringLiteral("Goblin") : kept);
    Words::setLanguage(QStringLiteral("en"));
}

void TestPackTexts::translationsFolderThatIsAFile() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("pack"));
    QVERIFY(copyPack(bundled(QStringLiteral("permadungeon")), folder));
    QVERIFY(QDir(folder + QStringLiteral("/translations")).removeRecursively());
    writeFile(folder + QStringLiteral("/translations"), "de");
    Diagnostics d;
    PackLoader::Options options;
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(folder, d, options);
    QVERIFY(!d.hasErrors());
    QCOMPARE(d.toStringList(),
             QStringList{QStringLiteral("translations: /: warning: not a folder (a pack's "
                                        "translations are the files "
                                        "translations/<language>.json)")});
    QVERIFY(pack.texts.isEmpty());
}

// A translation that is a link to a device or a named pipe is never opened (reading either
// would not end): each is one warning, the same, and the pack loads.
void TestPackTexts::translationThatIsNoRegularFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("link to /dev/zero") << QStringLiteral("zero");
    QTest::newRow("named pipe") << QStringLiteral("pipe");
    QTest::newRow("link that leads nowhere") << QStringLiteral("dangling");
}

void TestPackTexts::translationThatIsNoRegularFile() {
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("pack"));
    QVERIFY(copyPack(bundled(QStringLiteral("classic")), folder));
    QVERIFY(QDir(folder + QStringLiteral("/translations")).removeRecursively());
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/translations")));
    const QString file = folder + QStringLiteral("/translations/de.json");
    const QByteArray name = QFile::encodeName(file);
    if (kind == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), file));
    else if (kind == QLatin1String("pipe"))
        QCOMPARE(::mkfifo(name.constData(), 0600), 0);
    else
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere.json")), file));
    // Loaded on another thread: a reader that blocks fails here instead of hanging the test
    // (and is then let go by opening the pipe's other end).
    QFutureWatcher<QStringList> watcher;
    QSignalSpy done(&watcher, &QFutureWatcher<QStringList>::finished);
    watcher.setFuture(QtConcurrent::run([folder] {
        Diagnostics d;
        PackLoader::Options options;
        options.displayPrefix = QString();
        options.displayPrefixSet = true;
        const Pack pack = PackLoader::load(folder, d, options);
        QStringList out = d.toStringList();
        if (pack.items.isEmpty() || d.hasErrors())
            out << QStringLiteral("the pack did not load");
        return out;
    }));
    const bool finished = done.wait(10000);
    if (!finished) {
        const int writer = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0)
            ::close(writer);
        watcher.waitForFinished();
    }
    QVERIFY2(finished, "loading the pack waited on the translation");
    QCOMPARE(watcher.result(),
             QStringList{QStringLiteral("translations/de.json: /: warning: not a translation file, "
                                        "not read (a pack's translations are the files "
                                        "<language>.json)")});
}

// A pack written in German: its data files are the German texts, translations/en.json gives
// English, and "de.json" would be a second German.
void TestPackTexts::manifestLanguage() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("pack"));
    QVERIFY(copyPack(bundled(QStringLiteral("permadungeon")), folder));
    QVERIFY(QDir(folder + QStringLiteral("/translations")).removeRecursively());
    QFile manifest(folder + QStringLiteral("/pack.json"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QByteArray text = manifest.readAll();
    manifest.close();
    Diagnostics d0;
    const Pack english = PackLoader::load(folder, d0);
    text.replace("\"format\": 1,", "\"format\": 1,\n  \"language\": \"de\",");
    writeFile(folder + QStringLiteral("/pack.json"), text);
    writeFile(folder + QStringLiteral("/translations/en.json"),
              "{\"format\": 1, \"monsters\": {\"golem\": {\"name\": \"Frost golem\"}}}");
    writeFile(folder + QStringLiteral("/translations/de.json"), "{\"format\": 1}");
    Diagnostics d;
    PackLoader::Options options;
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(folder, d, options);
    QCOMPARE(pack.manifest.textLanguage(), QStringLiteral("de"));
    QCOMPARE(d.toStringList(),
             QStringList{QStringLiteral("translations/de.json: /: warning: the pack's data files "
                                        "are written in \"de\" (pack.json, /language): this file "
                                        "is not read")});
    // The language is a text matter: the content hash is the English-declared pack's.
    QCOMPARE(pack.contentHash(), english.contentHash());
    Words::setLanguage(QStringLiteral("en_US"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("golem")), QStringLiteral("Frost golem"));
    Words::setLanguage(QStringLiteral("de"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("golem")), QStringLiteral("Ice golem"));
    Words::setLanguage(QStringLiteral("en"));

    text.replace("\"language\": \"de\"", "\"language\": \"deutsch\"");
    writeFile(folder + QStringLiteral("/pack.json"), text);
    Diagnostics bad;
    const Pack fallback = PackLoader::load(folder, bad, options);
    QVERIFY(!bad.hasErrors());
    QVERIFY2(bad.toStringList().first().startsWith(
                 QStringLiteral("pack.json:3:15: /language: warning: \"deutsch\" is not a "
                                "language code")),
             qPrintable(bad.toStringList().join(u'\n')));
    QCOMPARE(fallback.manifest.textLanguage(), QStringLiteral("en"));
}

// A pack built on classic translates classic's records too; its texts replace classic's text by
// text, and classic's others stay.
void TestPackTexts::dependencyTextsAreOverlaid() {
    QTemporaryDir dir;
    QVERIFY(copyPack(bundled(QStringLiteral("classic")), dir.filePath(QStringLiteral("classic"))));
    const QString folder = dir.filePath(QStringLiteral("more"));
    writeFile(folder + QStringLiteral("/pack.json"),
              R"({"format": 1, "id": "org.example.more", "name": "More", "version": "1.0.0",
                  "authors": ["A"], "description": "More goblins.",
                  "dependencies": [{"id": "org.permadungeon.classic"}]})");
    writeFile(folder + QStringLiteral("/translations/de.json"),
              R"({"format": 1, "pack": {"name": "Mehr"},
                  "monsters": {"goblin": {"name": "Kobold"}}})");
    Diagnostics d;
    const Pack pack = PackLoader::load(folder, d);
    QVERIFY2(d.isEmpty(), qPrintable(d.toStringList().join(u'\n')));
    Words::setLanguage(QStringLiteral("de"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("goblin")), QStringLiteral("Kobold"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("goblin-king")),
             QStringLiteral("Goblinkönig"));
    QCOMPARE(Words::packName(pack), QStringLiteral("Mehr"));
    Words::setLanguage(QStringLiteral("fr"));
    QCOMPARE(Words::monsterName(&pack, QStringLiteral("goblin")), QStringLiteral("Gobelin"));
    // The pack's own name has no French: its own, not classic's.
    QCOMPARE(Words::packName(pack), QStringLiteral("More"));
    Words::setLanguage(QStringLiteral("en"));
}

// permadungeon-cli --lang words the log and names records in the language asked for, and the
// replay's state hash is the same in every language.
void TestPackTexts::commandLineLanguage() {
    Diagnostics d;
    const Pack p = PackLoader::load(bundled(QStringLiteral("classic")), d);
    auto game = std::make_unique<Game>(p, 7, QStringLiteral("Ada"));
    for (const QString &c : commands())
        game->submit(*Command::fromText(c));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("run.replay"));
    QVERIFY(Replay::of(*game, bundled(QStringLiteral("classic"))).write(file));
    QStringList hashes;
    for (const QStringList &lang :
         {QStringList(), QStringList{QStringLiteral("--lang"), QStringLiteral("de")},
          QStringList{QStringLiteral("--lang=fr")}}) {
        const test::Run r =
            test::cli(QStringList{QStringLiteral("replay"), file, QStringLiteral("--json")} + lang);
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        hashes << o.value(QStringLiteral("stateHash")).toString();
        QVERIFY(!hashes.last().isEmpty());
    }
    QCOMPARE(hashes.at(1), hashes.at(0));
    QCOMPARE(hashes.at(2), hashes.at(0));

    const test::Run bad = test::cli(
        {QStringLiteral("replay"), file, QStringLiteral("--lang"), QStringLiteral("klingon")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("\"klingon\" is not a language code")),
             qPrintable(bad.err));
    const test::Run missing = test::cli({QStringLiteral("replay"), file, QStringLiteral("--lang")});
    QCOMPARE(missing.code, 2);
}

QTEST_GUILESS_MAIN(TestPackTexts)
#include "tst_packtexts.moc"
