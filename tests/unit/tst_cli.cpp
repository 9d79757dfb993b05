#include "CliRun.h"
#include "PackFixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

// Runs the real permadungeon-cli and checks what a user (or a script) sees: output, exit codes.
namespace {

using pd::test::cli;
using pd::test::Run;

// A pack as the tests play it (classic's frozen 1.1.0, see tests/CMakeLists.txt).
QString dataPack(const char *name) {
    return QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name);
}

// A bundled pack as shipped.
QString shippedPack(const char *name) {
    return QStringLiteral(PD_BUNDLED_DATA_DIR "/") + QLatin1String(name);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void packNewMakesTheSmallestPackThatPlays();
    void packNewFromACopy();
    void packNewRefuses();
    void usageErrors_data();
    void usageErrors();
    void helpExitsZero_data();
    void helpExitsZero();
    void rollPmf();
    void rollPmfJson();
    void rollBadExpression();
    void rollIsReproducibleWithSeed();
    void rollJson();
    void tableOdds();
    void tableRollJson();
    void tableUnknown();
    void tableWhere();
    void tableWhereJson();
    void tableWhereExitCodes_data();
    void tableWhereExitCodes();
    void tableWhereAmbiguous();
    void validateBundledPacks_data();
    void validateBundledPacks();
    void validateMissingFolder();
    void validateTexts();
    void generateJsonIsDeterministic();
    void generateAsciiAndPng();
    void generateUsage_data();
    void generateUsage();
    void seedsSameOnOneAndTwoThreads();
    void catalogMatchesCommitted();
};

void TestCli::usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no command") << QStringList();
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
    QTest::newRow("roll without expr") << QStringList{QStringLiteral("roll")};
    QTest::newRow("roll two exprs")
        << QStringList{QStringLiteral("roll"), QStringLiteral("d6"), QStringLiteral("d8")};
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("roll"), QStringLiteral("d6"), QStringLiteral("--fast")};
    QTest::newRow("times zero") << QStringList{QStringLiteral("roll"), QStringLiteral("d6"),
                                               QStringLiteral("--times"), QStringLiteral("0")};
    QTest::newRow("times text") << QStringList{QStringLiteral("roll"), QStringLiteral("d6"),
                                               QStringLiteral("--times"), QStringLiteral("many")};
    QTest::newRow("seed without value")
        << QStringList{QStringLiteral("roll"), QStringLiteral("d6"), QStringLiteral("--seed")};
    QTest::newRow("table one arg") << QStringList{QStringLiteral("table"), QStringLiteral("x")};
    QTest::newRow("validate no pack") << QStringList{QStringLiteral("validate")};
}

// `pack new DIR`: the empty pack, which validates and plays; its id is the folder's.
void TestCli::packNewMakesTheSmallestPackThatPlays() {
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("My Pack"));
    Run r = cli({QStringLiteral("pack"), QStringLiteral("new"), dir});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("new pack local.my-pack")), qPrintable(r.out));
    QStringList files = QDir(dir).entryList(QDir::Files);
    files.sort();
    QCOMPARE(files, (QStringList{QStringLiteral("items.json"), QStringLiteral("monsters.json"),
                                 QStringLiteral("pack.json"), QStringLiteral("ruleset.json"),
                                 QStringLiteral("tables.json")}));
    r = cli({QStringLiteral("validate"), dir, QStringLiteral("--strict")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("0 errors, 0 warnings")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("2 tables, 1 item, 0 spells, 1 monster")));
    const QString level = tmp.filePath(QStringLiteral("level.json"));
    r = cli({QStringLiteral("generate"), dir, QStringLiteral("--seed"), QStringLiteral("7"),
             QStringLiteral("--depth"), QStringLiteral("3"), QStringLiteral("--format"),
             QStringLiteral("json"), QStringLiteral("--out"), level});
    QCOMPARE(r.code, 0);
    const QString commands = tmp.filePath(QStringLiteral("moves.txt"));
    {
        QFile f(commands);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("move e\nmove e\nmove s\nwait\n");
    }
    r = cli({QStringLiteral("play"), dir, QStringLiteral("--seed"), QStringLiteral("7"),
             QStringLiteral("--commands"), commands});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("alive: true")), qPrintable(r.out));
}

void TestCli::packNewFromACopy() {
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("my-classic"));
    Run r = cli({QStringLiteral("pack"), QStringLiteral("new"), dir, QStringLiteral("--from"),
                 QStringLiteral("classic")});
    QCOMPARE(r.code, 0);
    QVERIFY(QFileInfo::exists(dir + QStringLiteral("/sounds")));
    r = cli({QStringLiteral("validate"), dir});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("my-classic 2.0.0")), qPrintable(r.out));
    QFile manifest(dir + QStringLiteral("/pack.json"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    const QByteArray text = manifest.readAll();
    QVERIFY(text.contains("\"id\": \"local.my-classic\""));
    QVERIFY(text.contains("\"name\": \"my-classic\""));
}

void TestCli::packNewRefuses() {
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("taken"));
    QVERIFY(QDir().mkpath(dir));
    {
        QFile f(dir + QStringLiteral("/notes.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    Run r = cli({QStringLiteral("pack"), QStringLiteral("new"), dir});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("is not an empty folder")), qPrintable(r.err));
    QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList{QStringLiteral("notes.txt")});
    r = cli({QStringLiteral("pack"), QStringLiteral("new"), tmp.filePath(QStringLiteral("x")),
             QStringLiteral("--from"), tmp.filePath(QStringLiteral("nowhere"))});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("x"))));
    r = cli({QStringLiteral("pack"), QStringLiteral("new")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("Usage: permadungeon-cli pack new DIR")));
}

void TestCli::usageErrors() {
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("Usage:")) || r.err.contains(QStringLiteral("--times")) ||
            r.err.contains(QStringLiteral("Missing value")));
    QVERIFY(r.out.isEmpty());
}

void TestCli::helpExitsZero_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("global") << QStringList{QStringLiteral("--help")} << QStringLiteral("validate");
    QTest::newRow("roll") << QStringList{QStringLiteral("roll"), QStringLiteral("--help")}
                          << QStringLiteral("--pmf");
    QTest::newRow("table") << QStringList{QStringLiteral("table"), QStringLiteral("--help")}
                           << QStringLiteral("--unique");
    QTest::newRow("table where") << QStringList{QStringLiteral("table"), QStringLiteral("--help")}
                                 << QStringLiteral("table PACK --where ID [--json]");
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), QStringLiteral("-h")}
                              << QStringLiteral("--strict");
    QTest::newRow("version") << QStringList{QStringLiteral("--version")}
                             << QStringLiteral("permadungeon-cli");
}

void TestCli::helpExitsZero() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = cli(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(mentions), qPrintable(r.out));
}

void TestCli::rollPmf() {
    const Run r = cli({QStringLiteral("roll"), QStringLiteral("4d6kh3"), QStringLiteral("--pmf")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("mean 15869/1296 ≈ 12.2446")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("min 3   max 18")));
    // P(18) = 21/1296: the row for 18 shows its exact count.
    QRegularExpression row18(QStringLiteral("^\\s+18\\s+21\\s+1\\.62%"),
                             QRegularExpression::MultilineOption);
    QVERIFY2(row18.match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("1296 equally likely outcomes")));
}

void TestCli::rollPmfJson() {
    const Run r = cli({QStringLiteral("roll"), QStringLiteral("2d6"), QStringLiteral("--pmf"),
                       QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("min")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("max")).toInt(), 12);
    QCOMPARE(
        o.value(QStringLiteral("mean")).toObject().value(QStringLiteral("fraction")).toString(),
        QStringLiteral("7"));
    QCOMPARE(
        o.value(QStringLiteral("variance")).toObject().value(QStringLiteral("fraction")).toString(),
        QStringLiteral("35/6"));
    const QJsonArray pmf = o.value(QStringLiteral("pmf")).toArray();
    QCOMPARE(pmf.size(), 11);
    QCOMPARE(pmf.at(5).toObject().value(QStringLiteral("probability")).toString(),
             QStringLiteral("1/6"));
}

void TestCli::rollBadExpression() {
    const Run r = cli({QStringLiteral("roll"), QStringLiteral("3d6+")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("column 5: expected a number or dice term")),
             qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    const Run big =
        cli({QStringLiteral("roll"), QStringLiteral("5000d6"), QStringLiteral("--pmf")});
    QCOMPARE(big.code, 1);
}

void TestCli::rollIsReproducibleWithSeed() {
    const QStringList args{QStringLiteral("roll"),    QStringLiteral("3d6+2"),
                           QStringLiteral("--times"), QStringLiteral("20"),
                           QStringLiteral("--seed"),  QStringLiteral("dragon")};
    const Run a = cli(args), b = cli(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    QCOMPARE(a.out.count(u'\n'), 20);
    const Run c = cli({QStringLiteral("roll"), QStringLiteral("3d6+2"), QStringLiteral("--times"),
                       QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("wyrm")});
    QVERIFY(a.out != c.out);
    // Without a seed the one used is printed so the roll can be repeated.
    const Run d = cli({QStringLiteral("roll"), QStringLiteral("d6")});
    QVERIFY(d.err.contains(QStringLiteral("repeat with --seed")));
}

void TestCli::rollJson() {
    const Run r = cli({QStringLiteral("roll"), QStringLiteral("4d6dl1"), QStringLiteral("--times"),
                       QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("1"),
                       QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("seed")).toString(), QStringLiteral("1"));
    const QJsonArray rolls = o.value(QStringLiteral("rolls")).toArray();
    QCOMPARE(rolls.size(), 50);
    for (const QJsonValue &v : rolls) {
        const int total = v.toObject().value(QStringLiteral("total")).toInt();
        QVERIFY(total >= 3 && total <= 18);
    }
}

void TestCli::tableOdds() {
    const Run r =
        cli({QStringLiteral("table"), dataPack("permadungeon"), QStringLiteral("room-exits"),
             QStringLiteral("--pmf"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("dice")).toString(), QStringLiteral("d4"));
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    QVERIFY(!rows.isEmpty());
    // Row probabilities of a valid table add up to exactly 1.
    double sum = 0;
    for (const QJsonValue &row : rows)
        sum += row.toObject()
                   .value(QStringLiteral("probability"))
                   .toObject()
                   .value(QStringLiteral("value"))
                   .toDouble();
    QVERIFY(qFuzzyCompare(sum, 1.0));
}

void TestCli::tableRollJson() {
    const QStringList args{QStringLiteral("table"),  dataPack("classic"),
                           QStringLiteral("mon-d1"), QStringLiteral("--times"),
                           QStringLiteral("5"),      QStringLiteral("--seed"),
                           QStringLiteral("12"),     QStringLiteral("--json")};
    const Run a = cli(args), b = cli(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    const QJsonArray rolls =
        QJsonDocument::fromJson(a.out.toUtf8()).object().value(QStringLiteral("rolls")).toArray();
    QCOMPARE(rolls.size(), 5);
}

void TestCli::tableUnknown() {
    const Run r =
        cli({QStringLiteral("table"), dataPack("classic"), QStringLiteral("no-such-table")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(QStringLiteral("no table \"no-such-table\"")));
    QVERIFY(r.err.contains(QStringLiteral("mon-d1"))); // lists what there is
}

void TestCli::tableWhere() {
    const Run r = cli({QStringLiteral("table"), dataPack("classic"), QStringLiteral("--where"),
                       QStringLiteral("gem")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY2(r.out.startsWith(QStringLiteral("item gem comes from")), qPrintable(r.out));
    // chest-d9: 3 in 14 a gem, 1 in 14 two of them (two ways through the same row).
    QVERIFY2(r.out.contains(QStringLiteral("    28.57%     0.357  chest-d9  (2/7)\n")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("      7.14%     0.071    chest-d9 row 5 (all #2)\n")));
    QVERIFY(r.out.contains(QStringLiteral("items-crypt row 1 → items-d9 row 5")));
    // Depth 9: 1d3+2 rolls of items-d9, 3/17 a roll: 12/17 on average.
    QVERIFY2(r.out.contains(QStringLiteral("    53.42%     0.706  depth 9: items-d9 rolled "
                                           "1d3+2 times (4 on average; band 5, items)")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("the trophy of mimic (one a kill)")));
}

void TestCli::tableWhereJson() {
    const Run r = cli({QStringLiteral("table"), dataPack("classic"), QStringLiteral("--where"),
                       QStringLiteral("goblin-king"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("goblin-king"));
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("monster"));
    auto fraction = [](const QJsonValue &v) {
        return v.toObject().value(QStringLiteral("fraction")).toString();
    };
    QMap<QString, QJsonObject> tables, bands;
    int guards = 0;
    for (const QJsonValue &v : o.value(QStringLiteral("sources")).toArray()) {
        const QJsonObject s = v.toObject();
        const QString source = s.value(QStringLiteral("source")).toString();
        if (source == QLatin1String("table"))
            tables.insert(s.value(QStringLiteral("table")).toString(), s);
        else if (source == QLatin1String("band"))
            bands.insert(s.value(QStringLiteral("table")).toString(), s);
        else if (source == QLatin1String("chest-guard"))
            guards += s.value(QStringLiteral("perLevelKnown")).toBool() ? 100 : 1;
    }
    QCOMPARE(tables.keys(), (QStringList{QStringLiteral("kings"), QStringLiteral("mon-crypt"),
                                         QStringLiteral("mon-d5"), QStringLiteral("mon-d7"),
                                         QStringLiteral("mon-d9")}));
    QCOMPARE(fraction(tables.value(QStringLiteral("kings")).value(QStringLiteral("chance"))),
             QStringLiteral("1/2"));
    // mon-d9: through kings (2 in 25, then a half) and as the royal guard's first (1 in 25).
    const QJsonArray paths =
        tables.value(QStringLiteral("mon-d9")).value(QStringLiteral("paths")).toArray();
    QCOMPARE(paths.size(), 2);
    const QJsonArray steps = paths.at(0).toObject().value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(0).toObject().value(QStringLiteral("row")).toInt(), 5);
    QCOMPARE(steps.at(1).toObject().value(QStringLiteral("table")).toString(),
             QStringLiteral("kings"));
    QCOMPARE(fraction(paths.at(0).toObject().value(QStringLiteral("chance"))),
             QStringLiteral("1/25"));
    QCOMPARE(paths.at(1)
                 .toObject()
                 .value(QStringLiteral("steps"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("elements"))
                 .toArray(),
             QJsonArray{1});
    QCOMPARE(fraction(tables.value(QStringLiteral("mon-d9")).value(QStringLiteral("chance"))),
             QStringLiteral("2/25"));
    // Depth 9 rolls mon-d9 1d6+5 times: 8.5 times 2/25.
    const QJsonObject d9 = bands.value(QStringLiteral("mon-d9"));
    QCOMPARE(d9.value(QStringLiteral("band")).toInt(), 5);
    QCOMPARE(d9.value(QStringLiteral("role")).toString(), QStringLiteral("monsters"));
    QCOMPARE(d9.value(QStringLiteral("count")).toString(), QStringLiteral("1d6+5"));
    const QJsonObject at9 = d9.value(QStringLiteral("depths")).toArray().at(0).toObject();
    QCOMPARE(at9.value(QStringLiteral("depth")).toInt(), 9);
    QCOMPARE(fraction(at9.value(QStringLiteral("rolls"))), QStringLiteral("17/2"));
    QCOMPARE(fraction(at9.value(QStringLiteral("expected"))), QStringLiteral("17/25"));
    QCOMPARE(guards, 2); // bands 3 and 4 can be mazes; their numbers per level are not given
}

void TestCli::tableWhereExitCodes_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString pack = dataPack("classic");
    const QString where = QStringLiteral("--where");
    QTest::newRow("found") << QStringList{QStringLiteral("table"), pack, where,
                                          QStringLiteral("needle")}
                           << 0 << QString();
    QTest::newRow("found with kind")
        << QStringList{QStringLiteral("table"), pack, where, QStringLiteral("trap:needle")} << 0
        << QString();
    QTest::newRow("unknown id") << QStringList{QStringLiteral("table"), pack, where,
                                               QStringLiteral("nope")}
                                << 1 << QStringLiteral("no item, monster or trap \"nope\"");
    QTest::newRow("wrong kind") << QStringList{QStringLiteral("table"), pack, where,
                                               QStringLiteral("item:needle")}
                                << 1 << QStringLiteral("no item, monster or trap");
    QTest::newRow("broken pack")
        << QStringList{QStringLiteral("table"),
                       QStringLiteral(PD_TEST_DATA_DIR "/packs/broken/01-syntax-missing-comma"),
                       where, QStringLiteral("gold")}
        << 1 << QStringLiteral("error");
    QTest::newRow("a table too") << QStringList{QStringLiteral("table"), pack,
                                                QStringLiteral("mon-d1"), where,
                                                QStringLiteral("gem")}
                                 << 2 << QStringLiteral("Usage:");
    QTest::newRow("with pmf") << QStringList{QStringLiteral("table"), pack, where,
                                             QStringLiteral("gem"), QStringLiteral("--pmf")}
                              << 2 << QStringLiteral("Usage:");
    QTest::newRow("no id") << QStringList{QStringLiteral("table"), pack, where} << 2
                           << QStringLiteral("Missing value");
    QTest::newRow("no pack") << QStringList{QStringLiteral("table"), where, QStringLiteral("gem")}
                             << 2 << QStringLiteral("Usage:");
}

void TestCli::tableWhereExitCodes() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    if (code == 0) {
        QVERIFY(r.out.contains(QStringLiteral("trap needle comes from")));
        QVERIFY(r.err.isEmpty());
    } else {
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
}

void TestCli::tableWhereAmbiguous() {
    // An item and a monster may share an id: the user says which.
    const pd::test::PackFixture pack(
        {{QStringLiteral("items.json"),
          R"({"format": 1, "items": [{"id": "slime", "name": "Slime", "kind": "treasure", "worth": 1}]})"},
         {QStringLiteral("monsters.json"),
          R"({"format": 1, "monsters": [{"id": "slime", "name": "Slime", "race": "ooze", "tier": "normal", "level": 1, "stats": {"hp": 5}, "trophy": "slime"}]})"},
         {QStringLiteral("tables.json"), pd::test::tablesFile({})}});
    const Run both = cli(
        {QStringLiteral("table"), pack.path(), QStringLiteral("--where"), QStringLiteral("slime")});
    QCOMPARE(both.code, 2);
    QVERIFY2(both.err.contains(QStringLiteral("say item:slime or monster:slime")),
             qPrintable(both.err));
    const Run item = cli({QStringLiteral("table"), pack.path(), QStringLiteral("--where"),
                          QStringLiteral("item:slime"), QStringLiteral("--json")});
    QCOMPARE(item.code, 0);
    const QJsonArray sources = QJsonDocument::fromJson(item.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("sources"))
                                   .toArray();
    QCOMPARE(sources.size(), 1);
    QCOMPARE(sources.at(0).toObject().value(QStringLiteral("source")).toString(),
             QStringLiteral("trophy"));
    const Run monster = cli({QStringLiteral("table"), pack.path(), QStringLiteral("--where"),
                             QStringLiteral("monster:slime")});
    QCOMPARE(monster.code, 0);
    QVERIFY2(monster.out.contains(QStringLiteral("monster slime comes from nowhere")),
             qPrintable(monster.out));
}

void TestCli::validateBundledPacks_data() {
    QTest::addColumn<QString>("pack");
    QTest::newRow("classic") << shippedPack("classic");
    QTest::newRow("permadungeon") << shippedPack("permadungeon");
    QTest::newRow("maze-duel") << shippedPack("maze-duel");
}

void TestCli::validateBundledPacks() {
    QFETCH(QString, pack);
    const Run r = cli({QStringLiteral("validate"), pack, QStringLiteral("--strict")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("0 errors, 0 warnings")));
    QVERIFY(r.err.isEmpty());
}

void TestCli::validateMissingFolder() {
    const Run r = cli({QStringLiteral("validate"), QStringLiteral("/no/such/pack")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("/no/such/pack: /: no such folder")), qPrintable(r.err));
}

// `validate PACK --texts LANG`: what a translation still lacks, file and pointer per text, and
// the count; 0 only when nothing is missing.
void TestCli::validateTexts() {
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("texts"));
    Run r = cli({QStringLiteral("pack"), QStringLiteral("new"), dir});
    QCOMPARE(r.code, 0);
    // The empty pack: its name and description, an item's and a monster's (no file yet).
    r = cli({QStringLiteral("validate"), dir, QStringLiteral("--texts"), QStringLiteral("de")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("de: 0 of ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("(no translations/de.json yet)")), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("translations/de.json: /pack/name: \"texts\"")),
             qPrintable(r.out));
    const int all = int(r.out.count(u'\n'));
    QVERIFY(all >= 4);
    // One text given: one fewer listed, and its line is gone.
    QVERIFY(QDir(dir).mkpath(QStringLiteral("translations")));
    {
        QFile f(dir + QStringLiteral("/translations/de.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": 1, \"pack\": {\"name\": \"Texte\"}}\n");
    }
    r = cli({QStringLiteral("validate"), dir, QStringLiteral("--texts"), QStringLiteral("de")});
    QCOMPARE(r.code, 1);
    QCOMPARE(int(r.out.count(u'\n')), all - 1);
    QVERIFY(!r.out.contains(QStringLiteral("/pack/name:")));
    QVERIFY2(r.err.contains(
                 QStringLiteral("de: 1 of %1 texts translated, %2 missing").arg(all).arg(all - 1)),
             qPrintable(r.err));
    // As JSON, for a script.
    r = cli({QStringLiteral("validate"), dir, QStringLiteral("--texts"), QStringLiteral("de"),
             QStringLiteral("--json")});
    QCOMPARE(r.code, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("translated")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("texts")).toInt(), all);
    QCOMPARE(o.value(QStringLiteral("missing")).toArray().size(), all - 1);
    QVERIFY(o.value(QStringLiteral("fileExists")).toBool());
    // The bundled packs carry every text in German and French.
    for (const char *language : {"de", "fr"}) {
        r = cli({QStringLiteral("validate"), shippedPack("classic"), QStringLiteral("--texts"),
                 QLatin1String(language)});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(" texts translated")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("missing")), qPrintable(r.out));
    }
    // Not a language: a usage error.
    r = cli({QStringLiteral("validate"), dir, QStringLiteral("--texts"), QStringLiteral("german")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("\"german\" is not a language code")),
             qPrintable(r.err));
}

void TestCli::generateJsonIsDeterministic() {
    const QStringList args{QStringLiteral("generate"), dataPack("classic"),
                           QStringLiteral("--seed"),   QStringLiteral("42"),
                           QStringLiteral("--depth"),  QStringLiteral("3"),
                           QStringLiteral("--format"), QStringLiteral("json")};
    const Run a = cli(args), b = cli(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object();
    for (const char *key : {"width", "height", "generator", "generatorVersion", "rows", "entities",
                            "arrival", "seed", "packHash"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), o.value(QStringLiteral("height")).toInt());
    for (const QJsonValue &row : rows)
        QCOMPARE(row.toString().size(), o.value(QStringLiteral("width")).toInt());
    const QJsonObject arrival = o.value(QStringLiteral("arrival")).toObject();
    QCOMPARE(rows.at(arrival.value(QStringLiteral("y")).toInt())
                 .toString()
                 .at(arrival.value(QStringLiteral("x")).toInt()),
             u'<'); // below level 1 the hero arrives on the stairs up
    for (const QJsonValue &e : o.value(QStringLiteral("entities")).toArray()) {
        const QJsonObject entity = e.toObject();
        QVERIFY(entity.contains(QStringLiteral("kind")) && entity.contains(QStringLiteral("id")));
        QCOMPARE(rows.at(entity.value(QStringLiteral("y")).toInt())
                     .toString()
                     .at(entity.value(QStringLiteral("x")).toInt()),
                 u'.');
    }
    // A text seed is hashed: the same text, the same level.
    const Run c =
        cli({QStringLiteral("generate"), dataPack("maze-duel"), QStringLiteral("--seed"),
             QStringLiteral("old dragon"), QStringLiteral("--format"), QStringLiteral("json")});
    const Run d =
        cli({QStringLiteral("generate"), dataPack("maze-duel"), QStringLiteral("--seed"),
             QStringLiteral("old dragon"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(c.code, 0);
    QCOMPARE(c.out, d.out);
}

void TestCli::generateAsciiAndPng() {
    const Run a = cli({QStringLiteral("generate"), dataPack("permadungeon"),
                       QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--depth"),
                       QStringLiteral("2"), QStringLiteral("--entry"), QStringLiteral("w")});
    QCOMPARE(a.code, 0);
    QVERIFY(a.out.contains(QStringLiteral("chambers")));
    QVERIFY(a.out.contains(QStringLiteral("legend: # wall")));
    QVERIFY(!a.out.contains(QStringLiteral("locked door")));
    // A level with terrain and a vault names their tiles and what is for sale (Dungeon::level
    // lays them, as the game does).
    const Run v =
        cli({QStringLiteral("generate"), QStringLiteral(PD_TEST_DATA_DIR "/packs/choices"),
             QStringLiteral("--seed"), QStringLiteral("26")});
    QCOMPARE(v.code, 0);
    QVERIFY2(v.out.contains(QStringLiteral("~ deep water  : chasm  \" tall grass")),
             qPrintable(v.out));
    QVERIFY2(v.out.contains(QStringLiteral(" (for sale)\n")), qPrintable(v.out));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("level.png"));
    const Run p = cli({QStringLiteral("generate"), dataPack("classic"), QStringLiteral("--seed"),
                       QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("png"),
                       QStringLiteral("--out"), png});
    QCOMPARE(p.code, 0);
    QFile f(png);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
}

void TestCli::generateUsage_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString pack = dataPack("classic");
    QTest::newRow("no seed") << QStringList{QStringLiteral("generate"), pack} << 2;
    QTest::newRow("bad format") << QStringList{QStringLiteral("generate"), pack,
                                               QStringLiteral("--seed"),   QStringLiteral("1"),
                                               QStringLiteral("--format"), QStringLiteral("bmp")}
                                << 2;
    QTest::newRow("png without out")
        << QStringList{QStringLiteral("generate"), pack,
                       QStringLiteral("--seed"),   QStringLiteral("1"),
                       QStringLiteral("--format"), QStringLiteral("png")}
        << 2;
    QTest::newRow("depth too deep") << QStringList{QStringLiteral("generate"), pack,
                                                   QStringLiteral("--seed"),   QStringLiteral("1"),
                                                   QStringLiteral("--depth"),  QStringLiteral("11")}
                                    << 1;
    QTest::newRow("seeds without count")
        << QStringList{QStringLiteral("seeds"), pack, QStringLiteral("--from"), QStringLiteral("1")}
        << 2;
    QTest::newRow("broken pack")
        << QStringList{QStringLiteral("generate"),
                       QStringLiteral(PD_TEST_DATA_DIR "/packs/broken/01-syntax-missing-comma"),
                       QStringLiteral("--seed"), QStringLiteral("1")}
        << 1;
}

void TestCli::generateUsage() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

void TestCli::seedsSameOnOneAndTwoThreads() {
    QStringList args{QStringLiteral("seeds"),  dataPack("classic"),        QStringLiteral("--from"),
                     QStringLiteral("100"),    QStringLiteral("--count"),  QStringLiteral("40"),
                     QStringLiteral("--json"), QStringLiteral("--threads")};
    const Run one = cli(args + QStringList{QStringLiteral("1")});
    const Run two = cli(args + QStringList{QStringLiteral("2")});
    QCOMPARE(one.code, 0);
    QCOMPARE(one.out, two.out);
    const QJsonObject o = QJsonDocument::fromJson(one.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("levels")).toArray().size(), 400); // 40 seeds x 10 depths
    QCOMPARE(o.value(QStringLiteral("failures")).toInt(), 0);
    const QJsonObject path =
        o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("path")).toObject();
    QVERIFY(path.value(QStringLiteral("min")).toInt() <=
            path.value(QStringLiteral("median")).toInt());
    QVERIFY(path.value(QStringLiteral("median")).toInt() <=
            path.value(QStringLiteral("max")).toInt());
}

void TestCli::catalogMatchesCommitted() {
    const Run r = cli({QStringLiteral("catalog"), shippedPack("maze-duel")});
    QCOMPARE(r.code, 0);
    QFile f(QStringLiteral(PD_TEST_DATA_DIR "/seed-catalog/maze-duel.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(r.out, QString::fromUtf8(f.readAll()));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
