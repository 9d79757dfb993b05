// JsonReader on strings: the values it reads, where it says they stand (columns count
// characters, not bytes), and the exact line it prints for each kind of malformed input.

#include "data/PackLoader.h"
#include "json/ClosestMatch.h"
#include "json/Diagnostic.h"
#include "json/JsonReader.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace pd;

namespace {

const QString kFile = QStringLiteral("test.json");

QStringList lines(const Diagnostics &diagnostics) {
    return diagnostics.toStringList();
}

// "[" + json + "]" through QJsonDocument, so scalar roots can be compared too.
QJsonValue reference(const QByteArray &json) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + json + "]", &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad reference JSON %s: %s", json.constData(), qPrintable(error.errorString()));
    return doc.array().at(0);
}

QString at(SourceLocation l) {
    return l.isValid() ? QStringLiteral("%1:%2").arg(l.line).arg(l.column) : QStringLiteral("-");
}

QString zeros(int n) {
    QString s;
    for (int i = 0; i < n; ++i)
        s += QStringLiteral("/0");
    return s;
}

const char *const kWordHint = "(expected a value: a string in double quotes, a number, true, "
                              "false, null, an object or an array)";

} // namespace

class TestJsonReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // "Did you mean": the one id nearest by edit distance, when it is near enough.
    void closestMatch_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("suggested");
        const QStringList monsters = {QStringLiteral("goblin"), QStringLiteral("zombie"),
                                      QStringLiteral("zombie-king"), QStringLiteral("golem")};
        QTest::newRow("swapped letters")
            << QStringLiteral("zombei") << monsters << QStringLiteral("zombie");
        QTest::newRow("one letter off")
            << QStringLiteral("goblen") << monsters << QStringLiteral("goblin");
        QTest::newRow("letter case")
            << QStringLiteral("Golem") << monsters << QStringLiteral("golem");
        QTest::newRow("a prefix is not near") << QStringLiteral("zom") << monsters << QString();
        QTest::newRow("empty") << QString() << monsters << QString();
        QTest::newRow("blank") << QStringLiteral("  ") << monsters << QString();
        QTest::newRow("far") << QStringLiteral("dragon") << monsters << QString();
        QTest::newRow("two alike")
            << QStringLiteral("potion-hp-9")
            << QStringList{QStringLiteral("potion-hp-1"), QStringLiteral("potion-hp-2")}
            << QString();
        QTest::newRow("no ids") << QStringLiteral("zombei") << QStringList() << QString();
    }
    void closestMatch() {
        QFETCH(QString, word);
        QFETCH(QStringList, ids);
        QFETCH(QString, suggested);
        QCOMPARE(pd::closestMatch(word, ids), suggested);
    }
    void editDistanceStopsAtItsLimit() {
        QCOMPARE(pd::editDistance(u"zombei", u"zombie", 3), 1);
        QCOMPARE(pd::editDistance(u"kitten", u"sitting", 5), 3);
        QCOMPARE(pd::editDistance(u"kitten", u"sitting", 2), 3); // more than 2
        QCOMPARE(pd::editDistance(u"", u"abc", 5), 3);
        QCOMPARE(pd::editDistance(u"ABC", u"abc", 0), 0);
    }

    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void limits_data();
    void limits();
    void quickReadIsTheFullRead();
    void readFile();
};

// Columns: input, the value as plain JSON, and "pointer=line:col" ("key:pointer=line:col" for
// where a member's key stands; a pointer that names nothing gives its nearest ancestor).
void TestJsonReader::valid_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QStringList>("locations");

    QTest::newRow("one line")
        << QByteArray(R"({"a": 1, "b": [true, null, "x"], "c": {"d": -1.5e2}})")
        << QByteArray(R"({"a": 1, "b": [true, null, "x"], "c": {"d": -150}})")
        << QStringList{"=1:1",      "/a=1:7",      "/b=1:15", "/b/0=1:16", "/b/1=1:22",
                       "/b/2=1:28", "key:/c=1:34", "/c=1:39", "/c/d=1:45", "key:/c/d=1:40"};

    // Line 3 holds a two-byte and a four-byte character; line 4 starts with a tab (one column).
    QTest::newRow("multi-line, UTF-8")
        << QByteArray("{\n"
                      "  \"name\": \"\xc3\x89p\xc3\xa9\x65\",\n"
                      "  \"list\": [\"\xc3\xbc\", \"\xf0\x9f\x97\xa1\", 3],\n"
                      "\t\"tab\": [1],\n"
                      "  \"after\": {\"x\": \"y\"}\n"
                      "}\n")
        << QByteArray("{\"name\": \"\xc3\x89p\xc3\xa9\x65\", \"list\": [\"\xc3\xbc\", "
                      "\"\xf0\x9f\x97\xa1\", 3], \"tab\": [1], \"after\": {\"x\": \"y\"}}")
        << QStringList{"=1:1",          "key:/name=2:3", "/name=2:11",   "/list=3:11",
                       "/list/0=3:12",  "/list/1=3:17",  "/list/2=3:22", "key:/tab=4:2",
                       "/tab=4:9",      "/tab/0=4:10",   "/after=5:12",  "key:/after/x=5:13",
                       "/after/x=5:18", "/list/7=3:11",  "/nope/x=1:1"};

    QTest::newRow("escapes count as written")
        << QByteArray(R"(["\u00e9\n", 5, "\ud83d\udde1", 6])")
        << QByteArray("[\"\xc3\xa9\\n\", 5, \"\xf0\x9f\x97\xa1\", 6]")
        << QStringList{"/0=1:2", "/1=1:14", "/2=1:17", "/3=1:33"};

    QTest::newRow("all escapes") << QByteArray(R"("\"\\\/\b\f\n\r\t\u0041\u0000")")
                                 << QByteArray(R"("\"\\/\b\f\n\r\tA\u0000")")
                                 << QStringList{"=1:1"};

    QTest::newRow("byte order mark") << QByteArray("\xef\xbb\xbf{\"a\": 1}")
                                     << QByteArray(R"({"a": 1})") << QStringList{"=1:1", "/a=1:7"};

    QTest::newRow("CRLF") << QByteArray("{\r\n  \"a\": [\r\n    1\r\n  ]\r\n}\r\n")
                          << QByteArray(R"({"a": [1]})")
                          << QStringList{"/a=2:8", "/a/0=3:5", "key:/a=2:3"};

    QTest::newRow("keys with / and ~")
        << QByteArray(R"({"a/b": {"c~d": 1}})") << QByteArray(R"({"a/b": {"c~d": 1}})")
        << QStringList{"/a~1b=1:9", "key:/a~1b/c~0d=1:10", "/a~1b/c~0d=1:17"};

    QTest::newRow("numbers")
        << QByteArray("[0, -0, 1.5e+3, 1E-2, 123456789012345678901234567890, 1e308]")
        << QByteArray("[0, 0, 1500, 0.01, 123456789012345678901234567890, 1e308]")
        << QStringList{"/4=1:23", "/5=1:55"};

    QTest::newRow("empty containers") << QByteArray(R"({"a": {}, "b": [], "c": ""})")
                                      << QByteArray(R"({"a": {}, "b": [], "c": ""})")
                                      << QStringList{"/a=1:7", "/b=1:16", "/c=1:25"};

    QTest::newRow("scalar root") << QByteArray("  42  ") << QByteArray("42") << QStringList{"=1:3"};
    QTest::newRow("string root") << QByteArray("\n\"s\"") << QByteArray("\"s\"")
                                 << QStringList{"=2:1"};
    QTest::newRow("null root") << QByteArray("null") << QByteArray("null") << QStringList{"=1:1"};

    const QByteArray deepest = QByteArray(64, '[') + QByteArray(64, ']');
    QTest::newRow("64 levels") << deepest << deepest
                               << QStringList{zeros(63) + QStringLiteral("=1:64")};
}

void TestJsonReader::valid() {
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, locations);
    Diagnostics diagnostics;
    const JsonSource source = JsonReader::parse(input, kFile, diagnostics);
    QCOMPARE(lines(diagnostics), QStringList());
    QVERIFY(source.isValid());
    QCOMPARE(source.file, kFile);
    QCOMPARE(source.root, reference(value));
    // Read by Qt's parser after the check, or by this one alone: the same values, to the byte.
    JsonReader::Limits full;
    full.quick = false;
    const JsonSource slow = JsonReader::parse(input, kFile, diagnostics, full);
    QCOMPARE(lines(diagnostics), QStringList());
    QCOMPARE(QJsonDocument(QJsonArray{source.root}).toJson(),
             QJsonDocument(QJsonArray{slow.root}).toJson());
    for (const QString &spec : locations) {
        const qsizetype eq = spec.lastIndexOf(u'=');
        QString pointer = spec.left(eq);
        const bool key = pointer.startsWith(QLatin1String("key:"));
        if (key)
            pointer = pointer.mid(4);
        const SourceLocation l = key ? source.map.key(pointer) : source.map.value(pointer);
        QCOMPARE(QString(spec.left(eq) + u'=' + at(l)), spec);
    }
}

// Columns: input, every line printed, and the value still read (only after duplicate keys,
// where the first value is kept; empty when the document is refused).
void TestJsonReader::invalid_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QByteArray>("value");
    auto row = [](const char *name, const QByteArray &input, const QString &line) {
        QTest::newRow(name) << input << QStringList{QStringLiteral("test.json:") + line}
                            << QByteArray();
    };
    const QString word = QString::fromLatin1(kWordHint);

    row("empty", "", "1:1: /: empty file (expected a JSON value)");
    row("whitespace only", " \n\t ", "2:3: /: empty file (expected a JSON value)");
    row("trailing comma in object", R"({"a": 1,})", R"(1:9: /: trailing comma before "}")");
    row("trailing comma in array", "[1, 2,]", R"(1:7: /: trailing comma before "]")");
    row("missing comma in object", R"({"a": 1 "b": 2})",
        R"(1:9: /: expected "," or "}" after the value of "a", found '"')");
    row("missing comma in array", "[1 2]",
        R"(1:4: /: expected "," or "]" after an array item, found "2")");
    row("single-quoted key", "{'a': 1}", R"(1:2: /: expected a key in double quotes, found "'")");
    row("single-quoted value", R"({"a": 'x'})", R"(1:7: /a: expected a value, found "'")");
    row("key without quotes", "{1: 2}", R"(1:2: /: expected a key in double quotes, found "1")");
    row("missing colon", R"({"a" 1})", R"(1:6: /: expected ":" after the key "a", found "1")");
    row("unterminated string", R"({"a": "abc)", "1:7: /a: unterminated string");
    row("line break in string", "{\"a\": \"ab\ncd\"}",
        R"(1:10: /a: unterminated string (line break inside a string; write \n))");
    row("line comment", "// c\n{}", R"(1:1: /: expected a value, found "/")");
    row("block comment", R"({"a": /* x */ 1})", R"(1:7: /a: expected a value, found "/")");
    row("NaN", R"({"a": NaN})", "1:7: /a: NaN is not a JSON number (JSON numbers must be finite)");
    row("Infinity", "[Infinity]",
        "1:2: /0: Infinity is not a JSON number (JSON numbers must be finite)");
    row("-Infinity", "[-Infinity]", R"(1:2: /0: invalid number (expected a digit after "-"))");
    row("minus alone", "-", R"(1:1: /: invalid number (expected a digit after "-"))");
    row("leading zero", R"({"a": 01})", "1:7: /a: numbers may not have leading zeros");
    row("negative leading zero", "[-007]", "1:2: /0: numbers may not have leading zeros");
    row("no digit after point", "[1.]",
        "1:4: /0: invalid number (expected a digit after the decimal point)");
    row("no digit in exponent", "[1e+]",
        "1:5: /0: invalid number (expected a digit in the exponent)");
    row("number too large", "[1e999]", "1:2: /0: number out of range");
    row("plus sign", "[+1]", R"(1:2: /0: expected a value, found "+")");
    row("misspelt true", "[tru]", QStringLiteral("1:2: /0: unexpected word \"tru\" ") + word);
    row("capitalised True", R"({"a": True})",
        QStringLiteral("1:7: /a: unexpected word \"True\" ") + word);
    row("invalid escape", R"(["\x"])", R"(1:3: /0: invalid escape "\x" in string)");
    row("short \\u escape", R"(["\u12"])",
        R"(1:3: /0: invalid \u escape (expected four hex digits))");
    row("lone high surrogate", R"(["\ud800"])",
        R"(1:3: /0: unpaired UTF-16 surrogate in \u escape)");
    row("lone low surrogate", R"(["\udc00x"])",
        R"(1:3: /0: unpaired UTF-16 surrogate in \u escape)");
    row("high surrogate, then not a low one", R"(["\ud83d\u0041"])",
        R"(1:3: /0: unpaired UTF-16 surrogate in \u escape)");
    row("tab in string", "[\"a\tb\"]", "1:4: /0: control character 0x09 inside a string");
    row("NUL in string", QByteArray("[\"a\0b\"]", 7),
        "1:4: /0: control character 0x00 inside a string");
    row("byte 0xff in string", "[\"\xff\"]",
        "1:3: /0: invalid UTF-8 (byte 0xff); save the file as UTF-8");
    row("Latin-1 after UTF-8", "[\"\xc3\xa9\xe9\"]",
        "1:4: /0: invalid UTF-8 (byte 0xe9); save the file as UTF-8");
    row("overlong two bytes", "[\"\xc0\xaf\"]",
        "1:3: /0: invalid UTF-8 (byte 0xc0); save the file as UTF-8");
    row("overlong three bytes", "[\"\xe0\x80\xaf\"]",
        "1:3: /0: invalid UTF-8 (overlong, surrogate or above U+10FFFF); save the file as UTF-8");
    row("encoded surrogate", "[\"\xed\xa0\x80\"]",
        "1:3: /0: invalid UTF-8 (overlong, surrogate or above U+10FFFF); save the file as UTF-8");
    row("above U+10FFFF", "[\"\xf4\x90\x80\x80\"]",
        "1:3: /0: invalid UTF-8 (overlong, surrogate or above U+10FFFF); save the file as UTF-8");
    row("truncated sequence", "[\"\xe2\x82",
        "1:3: /0: invalid UTF-8 (truncated sequence); save the file as UTF-8");
    row("byte 0xff outside strings", "[1, \xff]", "1:5: /1: expected a value, found byte 0xff");
    row("NUL outside strings", QByteArray("[1,\0]", 5),
        "1:4: /1: expected a value, found byte 0x00");
    row("end inside object", R"({"a": 1)",
        R"(1:8: /: unexpected end of file inside an object (expected "," or "}"))");
    row("end inside array", "[1, 2",
        R"(1:6: /: unexpected end of file inside an array (expected "," or "]"))");
    row("end before a value", R"({"a":)", "1:6: /a: unexpected end of file (expected a value)");
    row("end before a key", "{",
        "1:2: /: unexpected end of file inside an object (expected a key in double quotes)");
    row("two documents", "{} {}", "1:4: /: unexpected text after the end of the JSON value");
    row("65 levels", QByteArray(65, '[') + QByteArray(65, ']'),
        QStringLiteral("1:65: ") + zeros(64) + QStringLiteral(": nesting deeper than 64 levels"));
    row("a million levels", QByteArray(1000000, '{'),
        R"(1:2: /: expected a key in double quotes, found "{")");
    row("a million arrays", QByteArray(1000000, '['),
        QStringLiteral("1:65: ") + zeros(64) + QStringLiteral(": nesting deeper than 64 levels"));
    // Columns count characters: a two-byte, a four-byte character, a tab; CRLF ends a line.
    row("column after UTF-8", "{\"\xc3\xa9\": \"\xc3\xbc\", \"b\": x}",
        QStringLiteral("1:17: /b: unexpected word \"x\" ") + word);
    row("column after a four-byte character", "[\"\xf0\x9f\x97\xa1\", ?]",
        R"(1:7: /1: expected a value, found "?")");
    row("column after a tab", "[\t?]", R"(1:3: /0: expected a value, found "?")");
    row("line after CRLF", "{\r\n  \"a\": x\r\n}",
        QStringLiteral("2:8: /a: unexpected word \"x\" ") + word);
    row("pointer escapes", R"({"a/b": {"~": x}})",
        QStringLiteral("1:15: /a~1b/~0: unexpected word \"x\" ") + word);

    QTest::newRow("duplicate key")
        << QByteArray(R"({"a": 1, "a": 2})")
        << QStringList{QStringLiteral(
               R"(test.json:1:10: /a: duplicate key "a" (first at line 1, column 2); the first is used)")}
        << QByteArray(R"({"a": 1})");
    QTest::newRow("duplicate key on another line")
        << QByteArray("{\n  \"k\": {\"x\": 1},\n  \"k\": {\"x\": [2, 3]}\n}")
        << QStringList{QStringLiteral(
               R"(test.json:3:3: /k: duplicate key "k" (first at line 2, column 3); the first is used)")}
        << QByteArray(R"({"k": {"x": 1}})");
    QTest::newRow("duplicate key, then broken value")
        << QByteArray(R"({"a": 1, "a": [})")
        << QStringList{QStringLiteral(
                           R"(test.json:1:10: /a: duplicate key "a" (first at line 1, column 2); the first is used)"),
                       QStringLiteral(R"(test.json:1:16: /a/0: expected a value, found "}")")}
        << QByteArray();
}

void TestJsonReader::invalid() {
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QFETCH(QByteArray, value);
    Diagnostics diagnostics;
    const JsonSource source = JsonReader::parse(input, kFile, diagnostics);
    QCOMPARE(lines(diagnostics), expected);
    QVERIFY(diagnostics.hasErrors());
    QCOMPARE(source.isValid(), !value.isEmpty());
    if (!value.isEmpty())
        QCOMPARE(source.root, reference(value));
}

void TestJsonReader::limits_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("maxBytes");
    QTest::addColumn<int>("maxDepth");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("at the size limit") << QByteArray("[1,2,3,4]") << 9 << 64 << QStringList();
    QTest::newRow("over the size limit")
        << QByteArray("[1,2,3,4,5]") << 10 << 64
        << QStringList{QStringLiteral(
               "test.json:1:1: /: file is too large (11 bytes; the limit is 10 bytes)")};
    QTest::newRow("at the depth limit") << QByteArray("[[1]]") << 100 << 2 << QStringList();
    QTest::newRow("over the depth limit")
        << QByteArray("{\"a\": [[1]]}") << 100 << 2
        << QStringList{QStringLiteral("test.json:1:8: /a/0: nesting deeper than 2 levels")};
}

void TestJsonReader::limits() {
    QFETCH(QByteArray, input);
    QFETCH(int, maxBytes);
    QFETCH(int, maxDepth);
    QFETCH(QStringList, expected);
    JsonReader::Limits limits;
    limits.maxBytes = maxBytes;
    limits.maxDepth = maxDepth;
    Diagnostics diagnostics;
    const JsonSource source = JsonReader::parse(input, kFile, diagnostics, limits);
    QCOMPARE(lines(diagnostics), expected);
    QCOMPARE(source.isValid(), expected.isEmpty());
}

// Every bundled pack's files, and a key that only an escape makes a duplicate: the quick read
// gives what this reader gives alone, the same diagnostics, and the first of duplicate keys.
void TestJsonReader::quickReadIsTheFullRead() {
    JsonReader::Limits full;
    full.quick = false;
    int files = 0;
    QDirIterator it(PackLoader::bundledDataDir(), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        Diagnostics quickSaid, fullSaid;
        const JsonSource quick = JsonReader::parse(text, kFile, quickSaid);
        const JsonSource slow = JsonReader::parse(text, kFile, fullSaid, full);
        QCOMPARE(lines(quickSaid), lines(fullSaid));
        QVERIFY2(QJsonDocument(QJsonArray{quick.root}).toJson() ==
                     QJsonDocument(QJsonArray{slow.root}).toJson(),
                 qPrintable(f.fileName()));
        ++files;
    }
    QVERIFY2(files > 30, "the bundled packs were not found");
    // Integers past 15 digits, whole numbers from 2^53 up and minus zero, which Qt's parser
    // keeps exact or makes integers where this one makes doubles, are read by this one.
    const QByteArray numbers =
        "[12345678901234567, 9007199254740993, -0, 123456789012345, 1e+18, 1.5e300, 0.1]";
    Diagnostics none;
    const JsonSource quick = JsonReader::parse(numbers, kFile, none);
    const JsonSource slow = JsonReader::parse(numbers, kFile, none, full);
    QCOMPARE(QJsonDocument(quick.root.toArray()).toJson(),
             QJsonDocument(slow.root.toArray()).toJson());
    QCOMPARE(quick.root.toArray().at(0).toDouble(), 12345678901234568.0);
    QCOMPARE(lines(none), QStringList());
    Diagnostics said;
    const JsonSource dup = JsonReader::parse(R"({"a": 1, "\u0061": 2})", kFile, said);
    QCOMPARE(dup.root.toObject().value(QStringLiteral("a")), QJsonValue(1));
    QCOMPARE(said.items().size(), 1);
    QVERIFY2(said.items().first().message.contains(QStringLiteral("duplicate key")),
             qPrintable(lines(said).join(u'\n')));
}

void TestJsonReader::readFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Diagnostics diagnostics;
    QVERIFY(!JsonReader::readFile(dir.filePath(QStringLiteral("missing.json")),
                                  QStringLiteral("missing.json"), diagnostics)
                 .isValid());
    QVERIFY(
        !JsonReader::readFile(dir.path(), QStringLiteral("folder.json"), diagnostics).isValid());
    QFile f(dir.filePath(QStringLiteral("big.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[1, 2, 3]   ");
    f.close();
    JsonReader::Limits limits;
    limits.maxBytes = 10;
    QVERIFY(!JsonReader::readFile(f.fileName(), QStringLiteral("big.json"), diagnostics, limits)
                 .isValid());
    const JsonSource ok =
        JsonReader::readFile(f.fileName(), QStringLiteral("big.json"), diagnostics);
    QVERIFY(ok.isValid());
    QCOMPARE(ok.root, reference("[1, 2, 3]"));
    QCOMPARE(lines(diagnostics),
             (QStringList{QStringLiteral("missing.json: /: file not found"),
                          QStringLiteral("folder.json: /: is a folder, expected a JSON file"),
                          QStringLiteral("big.json: /: file is too large (12 bytes; the limit is "
                                         "10 bytes)")}));
}

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
