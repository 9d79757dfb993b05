// The pack's field schema (core/data/schema) against the readers that walk it: every field it
// declares is a key the loader reads, a value out of a field's range gets the loader's range
// diagnostic with the schema's numbers at the field's place, every id field is followed by the
// reference check, and the diagnostics keep the words they had before the schema.

#include "PackFixture.h"

#include "data/schema/PackSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace pd;
using namespace pd::test;

namespace {

// The objects a schema reads, by its name: a record of each kind, the ruleset, a depth band and
// an entry of the starting inventory.
const QStringList &schemaNames() {
    static const QStringList names = {QStringLiteral("item"),     QStringLiteral("spell"),
                                      QStringLiteral("monster"),  QStringLiteral("trap"),
                                      QStringLiteral("ruleset"),  QStringLiteral("band"),
                                      QStringLiteral("inventory")};
    return names;
}

QList<schema::Field> fieldsOf(const QString &name) {
    if (name == QLatin1String("item"))
        return schema::flatten(schema::items());
    if (name == QLatin1String("spell"))
        return schema::flatten(schema::spells());
    if (name == QLatin1String("monster"))
        return schema::flatten(schema::monsters());
    if (name == QLatin1String("trap"))
        return schema::flatten(schema::traps());
    if (name == QLatin1String("ruleset"))
        return schema::flatten(schema::ruleset());
    if (name == QLatin1String("band"))
        return schema::flatten(schema::band());
    return schema::flatten(schema::inventoryEntry());
}

// A valid object of the schema, of the given sort (an item's kind, a spell's type).
QJsonObject baseObject(const QString &name, const QString &sort) {
    const auto json = [](const char *text) { return QJsonDocument::fromJson(text).object(); };
    if (name == QLatin1String("item")) {
        QJsonObject o = json(R"({"id": "x", "name": "X", "kind": "treasure", "worth": 1})");
        if (!sort.isEmpty())
            o.insert(QStringLiteral("kind"), sort);
        return o;
    }
    if (name == QLatin1String("spell")) {
        QJsonObject o = json(R"({"id": "x", "name": "X", "element": "Fire", "level": 1,
                                 "type": "attack", "mp": 1, "power": 1})");
        if (!sort.isEmpty())
            o.insert(QStringLiteral("type"), sort);
        return o;
    }
    if (name == QLatin1String("monster"))
        return json(R"({"id": "x", "name": "X", "race": "r", "tier": "normal", "level": 1,
                        "stats": {"hp": 1}})");
    if (name == QLatin1String("trap"))
        return json(R"({"id": "x", "name": "X", "damage": 1})");
    if (name == QLatin1String("ruleset"))
        return QJsonDocument::fromJson(defaultRuleset()).object();
    if (name == QLatin1String("band"))
        return json(R"({"from": 1, "to": 1, "generator": "gen"})");
    return json(R"({"item": "x"})");
}

QJsonObject withValue(QJsonObject o, const QStringList &path, const QJsonValue &value) {
    if (path.size() == 1) {
        o.insert(path.first(), value);
        return o;
    }
    o.insert(path.first(), withValue(o.value(path.first()).toObject(), path.mid(1), value));
    return o;
}

template <typename T>
Diagnostics readWith(const schema::Schema<T> &schema, const QJsonObject &o, T t = T()) {
    Diagnostics d;
    JsonContext ctx(QStringLiteral("memory"), d);
    JsonObjectReader r(ctx, o, QString());
    schema::read(schema, r, t);
    return d;
}

// The diagnostics of reading `o` as an object of the schema named `name`.
Diagnostics readAs(const QString &name, const QJsonObject &o) {
    if (name == QLatin1String("item"))
        return readWith(schema::items(), o);
    if (name == QLatin1String("spell"))
        return readWith(schema::spells(), o);
    if (name == QLatin1String("monster"))
        return readWith(schema::monsters(), o);
    if (name == QLatin1String("trap"))
        return readWith(schema::traps(), o);
    if (name == QLatin1String("ruleset"))
        return readWith(schema::ruleset(), o, Ruleset::defaults());
    if (name == QLatin1String("band"))
        return readWith(schema::band(), o);
    return readWith(schema::inventoryEntry(), o);
}

// A value of the field's type, within its range (or, for the few that are several numbers, the
// field's own example).
QJsonValue sampleValue(const schema::Field &f) {
    using T = schema::FieldType;
    switch (f.type) {
    case T::Enum:
        for (const QString &v : f.values)
            if (!v.isEmpty())
                return v;
        return QString();
    case T::Integer:
        return double(f.min);
    case T::Hundredths:
        return double(f.min) / 100.0;
    case T::Dice:
        return double(std::max<qint64>(f.min, 1));
    case T::Bool:
        return true;
    case T::Glyph:
        return QStringLiteral("x");
    case T::Color:
        return QStringLiteral("#102030");
    case T::Element:
        return QStringLiteral("Fire");
    case T::Stats:
        return QJsonObject{{QStringLiteral("hp"), std::max<qint64>(f.min, 1)}};
    case T::Numbers:
        return f.path.endsWith(QLatin1String("restrict")) ? QJsonArray{4, 3} : QJsonArray{0, 3, 8};
    case T::RefList:
    case T::List:
        return QJsonArray();
    default:
        return QStringLiteral("x");
    }
}

QString pointerOf(const QString &path) {
    QString out;
    for (const QString &key : path.split(u'/'))
        out = jsonpointer::child(out, key);
    return out;
}

bool has(const Diagnostics &d, const QString &pointer, const QString &message) {
    for (const Diagnostic &x : d.items())
        if (x.pointer == pointer && x.message == message)
            return true;
    return false;
}

// A pack's files with one object of the schema `name` (a record of the sort `sort`, the
// ruleset, a depth band, an entry of the starting inventory) that has `value` at `path`; the
// file that holds it and the JSON pointer of `path` there.
struct PackFile {
    QMap<QString, QByteArray> files;
    QString file;
    QString pointer;
};
PackFile packWith(const QString &name, const QString &path, const QJsonValue &value,
                  const QString &sort) {
    PackFile out;
    out.file = QStringLiteral("ruleset.json");
    QJsonObject ruleset = QJsonDocument::fromJson(defaultRuleset()).object();
    if (name == QLatin1String("ruleset") || name == QLatin1String("band") ||
        name == QLatin1String("inventory")) {
        QStringList where = path.split(u'/');
        if (name == QLatin1String("band"))
            where = QStringList{QStringLiteral("dungeon"), QStringLiteral("bands")};
        if (name == QLatin1String("inventory"))
            where = QStringList{QStringLiteral("hero"), QStringLiteral("inventory")};
        if (name == QLatin1String("ruleset")) {
            ruleset = withValue(ruleset, where, value);
            if (path == QLatin1String("win/item")) // (a win needs its depth)
                ruleset = withValue(ruleset, {QStringLiteral("win"), QStringLiteral("depth")}, 1);
        } else {
            ruleset =
                withValue(ruleset, where,
                          QJsonArray{withValue(baseObject(name, sort), path.split(u'/'), value)});
        }
        out.pointer = pointerOf(where.join(u'/'));
        if (name != QLatin1String("ruleset"))
            out.pointer += QStringLiteral("/0") + pointerOf(path);
    } else {
        const RecordKindInfo *info = nullptr;
        for (RecordKind k : allRecordKinds())
            if (QLatin1String(recordKindInfo(k).noun) == name)
                info = &recordKindInfo(k);
        out.file = QLatin1String(info->file);
        const QJsonObject record = withValue(baseObject(name, sort), path.split(u'/'), value);
        out.files.insert(out.file, QJsonDocument(QJsonObject{{QStringLiteral("format"), 1},
                                                             {QLatin1String(info->arrayKey),
                                                              QJsonArray{record}}})
                                       .toJson());
        out.pointer = QStringLiteral("/%1/0").arg(QLatin1String(info->arrayKey)) + pointerOf(path);
    }
    out.files.insert(QStringLiteral("ruleset.json"), QJsonDocument(ruleset).toJson());
    out.files.insert(QStringLiteral("tables.json"), tablesFile({}));
    return out;
}

// The objects of a schema a key can be misspelt in: the object itself ("") and every object
// of fields in it ("ranged", "hero", "spells/restricts").
QStringList objectPaths(const QString &name) {
    QStringList out{QString()};
    for (const schema::Field &f : fieldsOf(name)) {
        const QStringList keys = f.path.split(u'/');
        for (qsizetype n = 1; n < keys.size(); ++n)
            out << keys.mid(0, n).join(u'/');
    }
    out.removeDuplicates();
    return out;
}

} // namespace

class TestSchema : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Each field of every schema is a key its reader reads: set alone on a valid object, it draws
    // no "unknown key" warning (its value may break a rule of another field: that is not asked).
    void everyFieldIsRead_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path");
        for (const QString &name : schemaNames())
            for (const schema::Field &f : fieldsOf(name))
                QTest::addRow("%s %s", qPrintable(name), qPrintable(f.path)) << name << f.path;
    }
    void everyFieldIsRead() {
        QFETCH(QString, name);
        QFETCH(QString, path);
        const QList<schema::Field> fields = fieldsOf(name);
        const auto f = std::find_if(fields.begin(), fields.end(),
                                    [&](const schema::Field &x) { return x.path == path; });
        const QString sort = f->appliesTo.value(0);
        const Diagnostics d =
            readAs(name, withValue(baseObject(name, sort), path.split(u'/'), sampleValue(*f)));
        for (const Diagnostic &x : d.items())
            QVERIFY2(!x.message.startsWith(QLatin1String("unknown key")), qPrintable(x.toString()));
        // ... and a key no field declares is one.
        const Diagnostics unknown =
            readAs(name, withValue(baseObject(name, sort), {QStringLiteral("zz")}, 1));
        QVERIFY(
            has(unknown, QStringLiteral("/zz"), QStringLiteral("unknown key \"zz\" (ignored)")));
    }

    // A misspelt key or word carries its quick fix (Problems applies it with a click): the key
    // or string as written and the one meant; a word near nothing carries none.
    void misspellingsCarryTheirFix() {
        const QJsonObject monster = baseObject(QStringLiteral("monster"), QString());
        QVERIFY(!monster.contains(QStringLiteral("fleeBelow")));
        const Diagnostics key =
            readAs(QStringLiteral("monster"), withValue(monster, {QStringLiteral("fleeBelw")}, 30));
        const auto fixOf = [](const Diagnostics &d, const QString &pointer) {
            for (const Diagnostic &x : d.items())
                if (x.pointer == pointer)
                    return std::tuple(x.atKey, x.replace, x.with, x.message);
            return std::tuple(false, QString(), QString(), QString());
        };
        QCOMPARE(fixOf(key, QStringLiteral("/fleeBelw")),
                 std::tuple(true, QStringLiteral("fleeBelw"), QStringLiteral("fleeBelow"),
                            QStringLiteral("unknown key \"fleeBelw\" (ignored; did you mean "
                                           "\"fleeBelow\"?)")));
        const Diagnostics far =
            readAs(QStringLiteral("monster"), withValue(monster, {QStringLiteral("zzTypo")}, 1));
        QCOMPARE(fixOf(far, QStringLiteral("/zzTypo")),
                 std::tuple(true, QString(), QString(),
                            QStringLiteral("unknown key \"zzTypo\" (ignored)")));
        // A key the object has is never offered: "ai" written, "aii" is not taken for it.
        const Diagnostics taken =
            readAs(QStringLiteral("monster"),
                   withValue(withValue(monster, {QStringLiteral("ai")}, "chase"),
                             {QStringLiteral("aii")}, "chase"));
        QCOMPARE(std::get<2>(fixOf(taken, QStringLiteral("/aii"))), QString());
        // An enumeration's word.
        const Diagnostics word =
            readAs(QStringLiteral("monster"), withValue(monster, {QStringLiteral("ai")}, "wandr"));
        QCOMPARE(fixOf(word, QStringLiteral("/ai")),
                 std::tuple(false, QStringLiteral("wandr"), QStringLiteral("wander"),
                            std::get<3>(fixOf(word, QStringLiteral("/ai")))));
    }

    // The schema describes itself consistently: enumerations have their values and their
    // defaults among them, ranges hold their defaults, every field has a tooltip key, and the
    // sort key names a field of the record.
    void fieldsAreWellDeclared() {
        for (const QString &name : schemaNames()) {
            for (const schema::Field &f : fieldsOf(name)) {
                const QString at = name + u' ' + f.path;
                QVERIFY2(!f.tooltipKey.isEmpty(), qPrintable(at));
                if (f.type == schema::FieldType::Enum) {
                    QVERIFY2(!f.values.isEmpty(), qPrintable(at));
                    QVERIFY2(f.defaultText.isEmpty() || f.values.contains(f.defaultText),
                             qPrintable(at));
                }
                if (f.type == schema::FieldType::Integer) {
                    QVERIFY2(f.min <= f.max, qPrintable(at));
                    QStringList defaults = f.defaultFor.values();
                    defaults << f.defaultText;
                    for (const QString &text : std::as_const(defaults))
                        QVERIFY2(text.isEmpty() ||
                                     (text.toLongLong() >= f.min && text.toLongLong() <= f.max),
                                 qPrintable(at));
                }
            }
        }
        for (RecordKind kind : {RecordKind::Item, RecordKind::Spell}) {
            const QString key = schema::sortKey(kind);
            const auto &fields = schema::fields(kind);
            QVERIFY(std::any_of(fields.begin(), fields.end(), [&](const schema::Field &f) {
                return f.path == key && f.type == schema::FieldType::Enum;
            }));
        }
    }

    // A whole number out of its field's range gets the loader's range diagnostic with the
    // schema's numbers, at the field's own place; so do attributes, dice and hundredths.
    void outOfRangeIsReportedAtTheField_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        using T = schema::FieldType;
        for (const QString &name : schemaNames()) {
            for (const schema::Field &f : fieldsOf(name)) {
                const QString row = name + u' ' + f.path;
                const QString where = pointerOf(f.path);
                const auto outside = [](qint64 v, qint64 min, qint64 max) {
                    return QStringLiteral("%1 is out of range (%2 to %3)").arg(v).arg(min).arg(max);
                };
                if (f.type == T::Integer) {
                    QTest::addRow("%s above", qPrintable(row))
                        << name << f.path << QJsonValue(double(f.max + 1)) << where
                        << outside(f.max + 1, f.min, f.max);
                    QTest::addRow("%s below", qPrintable(row))
                        << name << f.path << QJsonValue(double(f.min - 1)) << where
                        << outside(f.min - 1, f.min, f.max);
                } else if (f.type == T::Stats && f.path != QLatin1String("stats")) {
                    QTest::addRow("%s atk above", qPrintable(row))
                        << name << f.path
                        << QJsonValue(QJsonObject{{QStringLiteral("atk"), double(f.max + 1)}})
                        << where + QStringLiteral("/atk") << outside(f.max + 1, f.min, f.max);
                } else if (f.type == T::Dice && f.max != schema::kUnbounded) {
                    const qint64 v = f.max + 1;
                    QTest::addRow("%s above", qPrintable(row))
                        << name << f.path << QJsonValue(double(v)) << where
                        << QStringLiteral("\"%1\" rolls %1 to %1; it must stay within %2 to %3")
                               .arg(v)
                               .arg(f.min)
                               .arg(f.max);
                } else if (f.type == T::Hundredths) {
                    QTest::addRow("%s above", qPrintable(row))
                        << name << f.path << QJsonValue(double(f.max + 1) / 100.0) << where
                        << QStringLiteral("%1 is out of range (%2 to %3)")
                               .arg(double(f.max + 1) / 100.0)
                               .arg(double(f.min) / 100.0)
                               .arg(double(f.max) / 100.0);
                }
            }
        }
    }
    void outOfRangeIsReportedAtTheField() {
        QFETCH(QString, name);
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        const QList<schema::Field> fields = fieldsOf(name);
        const auto f = std::find_if(fields.begin(), fields.end(),
                                    [&](const schema::Field &x) { return x.path == path; });
        const Diagnostics d = readAs(
            name, withValue(baseObject(name, f->appliesTo.value(0)), path.split(u'/'), value));
        QVERIFY2(has(d, pointer, message),
                 qPrintable(d.toStringList().join(u'\n') + QStringLiteral("\nwanted: ") + pointer +
                            QStringLiteral(": ") + message));
    }

    // The words of the diagnostics are those the hand-written readers had (the golden packs in
    // tests/data/packs/broken pin many more).
    void diagnosticsKeepTheirWords_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sight") << "monster" << QByteArray(R"({"id": "g", "name": "G", "race": "g",
                                   "tier": "normal", "level": 1, "stats": {"hp": 5},
                                   "sight": 61})")
                               << "/sight: 61 is out of range (0 to 60)";
        QTest::newRow("ranged without damage")
            << "monster" << QByteArray(R"({"id": "g", "name": "G", "race": "g", "tier": "normal",
                             "level": 1, "stats": {"hp": 5}, "ranged": {"range": 3,
                             "keepDistance": 4}})")
            << "/ranged: missing required key \"damage\"\n"
               "/ranged/keepDistance: keepDistance 4 is beyond the range 3";
        QTest::newRow("stats without hp")
            << "monster" << QByteArray(R"({"id": "g", "name": "G", "race": "g", "tier": "normal",
                             "level": 1, "stats": {"atk": 0}})")
            << "/stats: missing required key \"hp\"";
        QTest::newRow("medicine")
            << "item" << QByteArray(R"({"id": "p", "name": "P", "kind": "medicine", "tier": 4})")
            << "/tier: 4 is out of range (1 to 3)\n"
               "/: medicine must restore hp or mp (e.g. \"restores\": {\"hp\": 30}) or have "
               "\"effects\"";
        QTest::newRow("slot") << "item" << QByteArray(R"({"id": "a", "name": "A", "kind": "armour",
                                  "tier": 1, "slot": "ranged"})")
                              << "/slot: only weapons have a slot";
        QTest::newRow("ring slot")
            << "item" << QByteArray(R"({"id": "r", "name": "R", "kind": "ring",
                                       "bonus": {"atk": 2}, "slot": "melee"})")
            << "/slot: only weapons have a slot";
        QTest::newRow("noise")
            << "item" << QByteArray(R"({"id": "p", "name": "P", "kind": "scroll",
                                   "effects": [{"effect": "teleport"}], "noise": 2})")
            << "/noise: only equipment (weapon, armour, shoes, ring) makes noise";
        QTest::newRow("loud") << "item" << QByteArray(R"({"id": "r", "name": "R", "kind": "ring",
                                  "noise": 11})")
                              << "/noise: 11 is out of range (-10 to 10)";
        QTest::newRow("two-handed bow")
            << "item" << QByteArray(R"({"id": "b", "name": "B", "kind": "weapon", "tier": 1,
                                       "slot": "ranged", "range": 6, "damage": "1d6",
                                       "twoHanded": true})")
            << "/twoHanded: only a melee weapon is two-handed (it leaves no hand for a ranged one)";
        QTest::newRow("two-handed armour")
            << "item" << QByteArray(R"({"id": "a", "name": "A", "kind": "armour", "tier": 1,
                                       "twoHanded": true})")
            << "/twoHanded: only a melee weapon is two-handed (it leaves no hand for a ranged one)";
        QTest::newRow("two-handed text")
            << "item" << QByteArray(R"({"id": "w", "name": "W", "kind": "weapon", "tier": 1,
                                       "twoHanded": "yes"})")
            << "/twoHanded: expected true or false, found a string";
        QTest::newRow("buff") << "spell"
                              << QByteArray(R"({"id": "b", "name": "B", "element": "Holy",
                                  "level": 1, "type": "buff", "mp": 1, "effect": "silence"})")
                              << "/effect: unknown buff \"silence\" (expected one of atk, def, "
                                 "hit, dop, cri, invincible, growing)\n"
                                 "/: a buff needs \"rounds\" (1 to 99)";
        QTest::newRow("trap") << "trap" << QByteArray(R"({"id": "t", "name": "T"})")
                              << "/: missing required key \"damage\"";
        QTest::newRow("movement") << "ruleset"
                                  << QByteArray(R"({"format": 1, "movement": 5, "dungeon":
                                      {"depth": 1, "bands": [{"from": 1, "to": 1,
                                      "generator": "gen"}]}})")
                                  << "/movement: movement is 4 or 8 directions";
        QTest::newRow("restrictPercent")
            << "ruleset"
            << QByteArray(R"({"format": 1, "spells": {"restrictPercent": 133}, "dungeon":
                             {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]}})")
            << "/spells/restrictPercent: \"restrictPercent\" is replaced by \"restrict\": "
               "[numerator, denominator], e.g. [4, 3]";
        QTest::newRow("bands") << "ruleset" << QByteArray(R"({"format": 1, "dungeon": {"depth": 3,
                                   "bands": [{"from": 1, "to": 1, "generator": "gen",
                                   "monsters": "m"}]}})")
                               << "/dungeon/bands/0/monsters: \"monsters\" needs "
                                  "\"monsterCount\" (dice: how many)\n"
                                  "/dungeon/bands: no band covers depths 2-3 (the dungeon has 3)";
        QTest::newRow("no dungeon") << "ruleset" << QByteArray(R"({"format": 1})")
                                    << "/: missing required key \"dungeon\" (depth and bands)";
        QTest::newRow("win") << "ruleset"
                             << QByteArray(R"({"format": 1, "win": {"item": "c", "depth": 2,
                                 "returnTo": 3}, "dungeon": {"depth": 1, "bands": [{"from": 1,
                                 "to": 1, "generator": "gen"}]}})")
                             << "/win/depth: the win item lies at depth 2 but the dungeon has 1 "
                                "levels\n"
                                "/win/returnTo: returnTo must not be deeper than the item's depth";
    }
    void diagnosticsKeepTheirWords() {
        QFETCH(QString, name);
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        QVERIFY(!o.isEmpty());
        QStringList lines;
        const Diagnostics diagnostics = readAs(name, o);
        for (const Diagnostic &d : diagnostics.items())
            lines << (d.pointer.isEmpty() ? QStringLiteral("/") : d.pointer) +
                         QStringLiteral(": ") + d.message;
        QCOMPARE(lines.join(u'\n'), expected);
    }

    // A misspelt key, in any object a schema reads, is reported as before: a warning in its
    // file, at its line and column (where the key's quote stands), with its JSON path.
    void misspeltKeyIsReportedAtItsPlace_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("object");
        for (const QString &name : schemaNames())
            for (const QString &object : objectPaths(name))
                QTest::addRow("%s /%s", qPrintable(name), qPrintable(object)) << name << object;
    }
    void misspeltKeyIsReportedAtItsPlace() {
        QFETCH(QString, name);
        QFETCH(QString, object);
        const QString key = QStringLiteral("zzTypo");
        const QString path = object.isEmpty() ? key : object + u'/' + key;
        const PackFile placed = packWith(name, path, 1, QString());
        const PackFixture fixture(placed.files);
        Diagnostics d;
        fixture.load(d);
        // Where the key stands in the file as written.
        const QByteArray text = placed.files.value(placed.file);
        const qsizetype offset = text.indexOf(QByteArray("\"" + key.toLatin1() + "\""));
        QVERIFY(offset >= 0);
        const int line = int(text.left(offset).count('\n')) + 1;
        const int column = int(offset - text.lastIndexOf('\n', offset - 1));
        const QString expected = QStringLiteral("%1:%2:%3: %4: warning: unknown key \"%5\" "
                                                "(ignored)")
                                     .arg(placed.file)
                                     .arg(line)
                                     .arg(column)
                                     .arg(placed.pointer, key);
        QVERIFY2(
            d.toStringList().contains(expected),
            qPrintable(expected + QStringLiteral("\nnot among:\n") + d.toStringList().join(u'\n')));
    }

    // Every field that names a record is followed by the reference check (with its pointer)
    // and by the rename: a new id field in the schema is checked without another line of code.
    void everyReferenceFieldIsChecked_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path");
        for (const QString &name : schemaNames())
            for (const schema::Field &f : fieldsOf(name))
                if (f.type == schema::FieldType::Ref || f.type == schema::FieldType::RefList)
                    QTest::addRow("%s %s", qPrintable(name), qPrintable(f.path)) << name << f.path;
    }
    void everyReferenceFieldIsChecked() {
        QFETCH(QString, name);
        QFETCH(QString, path);
        const QList<schema::Field> fields = fieldsOf(name);
        const auto f = std::find_if(fields.begin(), fields.end(),
                                    [&](const schema::Field &x) { return x.path == path; });
        const QJsonValue nope = f->type == schema::FieldType::RefList
                                    ? QJsonValue(QJsonArray{QStringLiteral("nope")})
                                    : QJsonValue(QStringLiteral("nope"));
        const PackFile placed = packWith(name, path, nope, f->appliesTo.value(0));
        const QString &file = placed.file;
        QString at = placed.pointer;
        if (f->type == schema::FieldType::RefList)
            at += QStringLiteral("/0");
        const QMap<QString, QByteArray> &files = placed.files;
        const PackFixture fixture(files);
        Diagnostics d;
        const Pack pack = fixture.load(d);
        const QString what = QLatin1String(recordKindInfo(f->ref).noun);
        bool found = false;
        for (const Diagnostic &x : d.items())
            found =
                found || (x.file == file && x.pointer == at &&
                          x.message.startsWith(QStringLiteral("unknown %1 \"nope\"").arg(what)));
        QVERIFY2(found, qPrintable(at + u'\n' + d.toStringList().join(u'\n')));
        const QList<PackReference> refs = PackReferences::to(pack, f->ref, QStringLiteral("nope"));
        QVERIFY2(
            std::any_of(refs.begin(), refs.end(),
                        [&](const PackReference &r) { return r.file == file && r.pointer == at; }),
            qPrintable(at));
    }
};

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
