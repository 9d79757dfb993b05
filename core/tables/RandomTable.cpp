#include "RandomTable.h"

#include "dice/DiceDistribution.h"
#include "json/JsonPointer.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace pd {

namespace {
constexpr int kMaxListDepth = 16;

const QStringList &resultKeys() {
    static const QStringList keys = {QStringLiteral("text"),    QStringLiteral("value"),
                                     QStringLiteral("table"),   QStringLiteral("item"),
                                     QStringLiteral("monster"), QStringLiteral("trap"),
                                     QStringLiteral("all"),     QStringLiteral("nothing")};
    return keys;
}
} // namespace

QString TableResult::kindKey(Kind k) {
    switch (k) {
    case Kind::Nothing:
        return QStringLiteral("nothing");
    case Kind::Text:
        return QStringLiteral("text");
    case Kind::Value:
        return QStringLiteral("value");
    case Kind::Table:
        return QStringLiteral("table");
    case Kind::Item:
        return QStringLiteral("item");
    case Kind::Monster:
        return QStringLiteral("monster");
    case Kind::Trap:
        return QStringLiteral("trap");
    case Kind::List:
        return QStringLiteral("all");
    }
    return {};
}

QString TableResult::leafKey() const {
    switch (kind) {
    case Kind::Text:
        return QStringLiteral("text ") + text;
    case Kind::Value: {
        // Equal values merge wherever they are written; QJsonObject keeps keys sorted, so the
        // compact text is canonical.
        QByteArray json;
        if (value.isObject())
            json = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
        else if (value.isArray())
            json = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
        else if (value.isString())
            json = '"' + value.toString().toUtf8() + '"';
        else
            json = QByteArray::number(value.toDouble(), 'g', 17);
        return QStringLiteral("value ") + QString::fromUtf8(json) +
               (text.isEmpty() ? QString() : QStringLiteral(" ") + text);
    }
    case Kind::Item:
    case Kind::Monster:
    case Kind::Trap:
    case Kind::Table:
        return kindKey(kind) + u' ' + ref;
    case Kind::Nothing:
        return QStringLiteral("nothing");
    case Kind::List:
        return QStringLiteral("all");
    }
    return {};
}

QString TableResult::label() const {
    switch (kind) {
    case Kind::Text:
        return text;
    case Kind::Value: {
        if (!text.isEmpty())
            return text;
        if (value.isString())
            return value.toString();
        if (value.isDouble())
            return QString::number(value.toDouble());
        QJsonDocument d =
            value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
        return QString::fromUtf8(d.toJson(QJsonDocument::Compact));
    }
    case Kind::Item:
    case Kind::Monster:
    case Kind::Trap:
    case Kind::Table:
        return ref;
    case Kind::Nothing:
        return QStringLiteral("nothing");
    case Kind::List:
        return QStringLiteral("all");
    }
    return {};
}

TableResult TableResult::fromJson(JsonObjectReader &r, int depth) {
    TableResult res;
    res.pointer = r.pointer();
    if (!r.isObject())
        return res;
    QStringList present;
    for (const QString &k : resultKeys())
        if (r.has(k))
            present << k;
    // "text" may label a "value"; otherwise exactly one result key.
    if (present.size() == 2 && present.contains(QStringLiteral("text")) &&
        present.contains(QStringLiteral("value")))
        present.removeAll(QStringLiteral("text"));
    if (present.isEmpty()) {
        r.errorHere(QStringLiteral("no result: give one of \"text\", \"value\", \"table\", "
                                   "\"item\", \"monster\", \"trap\", \"all\" or \"nothing\""));
        return res;
    }
    if (present.size() > 1) {
        r.error(present.at(1), QStringLiteral("a result has one kind, found both \"%1\" and "
                                              "\"%2\" (use \"all\" for several results)")
                                   .arg(present.at(0), present.at(1)));
    }
    const QString key = present.first();
    if (key == QLatin1String("text")) {
        res.kind = Kind::Text;
        res.text = r.string(key);
    } else if (key == QLatin1String("value")) {
        res.kind = Kind::Value;
        res.value = r.value(key);
        res.text = r.string(QStringLiteral("text"));
    } else if (key == QLatin1String("nothing")) {
        res.kind = Kind::Nothing;
        if (!r.boolean(key, true))
            r.error(key, QStringLiteral("\"nothing\" can only be true"));
    } else if (key == QLatin1String("all")) {
        res.kind = Kind::List;
        const QJsonArray a = r.array(key);
        if (r.value(key).isArray() && a.isEmpty())
            r.error(key, QStringLiteral("an empty list; use \"nothing\": true for no result"));
        if (depth >= kMaxListDepth) {
            r.error(key, QStringLiteral("lists nested deeper than %1 levels").arg(kMaxListDepth));
        } else {
            for (qsizetype i = 0; i < a.size(); ++i) {
                JsonObjectReader er(r.context(), a.at(i), jsonpointer::child(r.pointerOf(key), i));
                res.items << fromJson(er, depth + 1);
                er.finish();
            }
        }
    } else {
        res.kind = key == QLatin1String("table")     ? Kind::Table
                   : key == QLatin1String("item")    ? Kind::Item
                   : key == QLatin1String("monster") ? Kind::Monster
                                                     : Kind::Trap;
        res.ref = fields::readRef(r, key);
    }
    // Anything but the chosen key is still consumed so it is reported once, above.
    for (const QString &k : present)
        r.ignore(k);
    if (r.has(QStringLiteral("count"))) {
        res.count = fields::readDice(r, QStringLiteral("count"), QString(), 0, 100000);
        if (res.kind == Kind::Nothing)
            r.error(QStringLiteral("count"), QStringLiteral("a count of nothing"));
    }
    return res;
}

void TableResult::writeJson(QJsonObject &o) const {
    switch (kind) {
    case Kind::Nothing:
        o.insert(QStringLiteral("nothing"), true);
        break;
    case Kind::Text:
        o.insert(QStringLiteral("text"), text);
        break;
    case Kind::Value:
        o.insert(QStringLiteral("value"), value);
        if (!text.isEmpty())
            o.insert(QStringLiteral("text"), text);
        break;
    case Kind::List: {
        QJsonArray a;
        for (const TableResult &item : items) {
            QJsonObject e;
            item.writeJson(e);
            a.append(e);
        }
        o.insert(QStringLiteral("all"), a);
        break;
    }
    default:
        o.insert(kindKey(kind), ref);
        break;
    }
    if (hasCount())
        o.insert(QStringLiteral("count"), count.toJson());
}

QString TableRow::rangeLabel() const {
    return low == high ? QString::number(low) : QString::number(low) + u'-' + QString::number(high);
}

qint64 RandomTable::totalWeight() const {
    qint64 total = 0;
    for (const TableRow &row : rows)
        total += row.weight;
    return total;
}

int RandomTable::rowForRoll(qint64 roll) const {
    for (int i = 0; i < rows.size(); ++i)
        if (rows.at(i).hasRange && rows.at(i).rangeValid && roll >= rows.at(i).low &&
            roll <= rows.at(i).high)
            return i;
    return -1;
}

bool RandomTable::parseRange(const QString &text, qint64 &low, qint64 &high, QString *error) {
    auto number = [](QStringView part, qint64 &out) {
        part = part.trimmed();
        if (part.isEmpty() || part.size() > 9)
            return false;
        for (QChar c : part)
            if (!c.isDigit() || c.unicode() > 127)
                return false;
        // Percentile dice: "00" (and "000" on d1000) stands for the top value.
        if (part.size() >= 2 && part.count(u'0') == part.size()) {
            out = 1;
            for (qsizetype i = 0; i < part.size(); ++i)
                out *= 10;
            return true;
        }
        out = part.toLongLong();
        return true;
    };
    const QString t = text.trimmed();
    const qsizetype dash = t.indexOf(u'-', 1);
    bool ok;
    if (dash < 0) {
        ok = number(t, low);
        high = low;
    } else {
        ok = number(QStringView(t).left(dash), low) && number(QStringView(t).mid(dash + 1), high);
    }
    if (!ok) {
        if (error)
            *error = QStringLiteral("invalid range \"%1\" (expected e.g. \"4\", \"1-3\", "
                                    "\"01-05\" or \"96-00\")")
                         .arg(text);
        return false;
    }
    if (low > high) {
        if (error)
            *error =
                QStringLiteral("invalid range \"%1\": %2 is above %3").arg(text).arg(low).arg(high);
        return false;
    }
    return true;
}

RandomTable RandomTable::fromJson(JsonObjectReader &r) {
    RandomTable t;
    t.pointer = r.pointer();
    if (!r.isObject())
        return t;
    t.id = fields::readId(r);
    t.name = r.string(QStringLiteral("name"), t.id);
    t.description = r.string(QStringLiteral("description"));
    if (r.has(QStringLiteral("dice")))
        t.dice = fields::readDice(r, QStringLiteral("dice"), QString());
    const QJsonArray rows = r.array(QStringLiteral("rows"), true);
    if (r.value(QStringLiteral("rows")).isArray() && rows.isEmpty())
        r.error(QStringLiteral("rows"), QStringLiteral("a table needs at least one row"));
    const QString rowsPointer = r.pointerOf(QStringLiteral("rows"));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        JsonObjectReader rr(r.context(), rows.at(i), jsonpointer::child(rowsPointer, i));
        TableRow row;
        row.pointer = rr.pointer();
        if (rr.isObject()) {
            const QJsonValue range = rr.value(QStringLiteral("range"));
            if (!range.isUndefined()) {
                row.hasRange = true;
                if (range.isDouble()) {
                    const auto v = JsonObjectReader::toInteger(range, -1000000000, 1000000000);
                    if (v) {
                        row.low = row.high = *v;
                        row.rangeText = QString::number(*v);
                    } else {
                        rr.error(QStringLiteral("range"),
                                 QStringLiteral("expected a whole number or a range like \"1-3\""));
                        row.rangeValid = false;
                    }
                } else if (range.isString()) {
                    row.rangeText = range.toString();
                    QString err;
                    if (!parseRange(row.rangeText, row.low, row.high, &err)) {
                        rr.error(QStringLiteral("range"), err);
                        row.rangeValid = false;
                    }
                } else {
                    rr.error(QStringLiteral("range"),
                             QStringLiteral("expected a range like \"1-3\", found %1")
                                 .arg(JsonObjectReader::typeName(range)));
                    row.rangeValid = false;
                }
            }
            if (rr.has(QStringLiteral("weight"))) {
                row.hasWeight = true;
                row.weight = rr.integer(QStringLiteral("weight"), 0, 0, 1000000000);
            }
            if (rr.has(QStringLiteral("range")) && rr.has(QStringLiteral("weight")))
                rr.error(QStringLiteral("weight"),
                         QStringLiteral("a row has a \"range\" or a \"weight\", not both"));
            row.result = TableResult::fromJson(rr);
            rr.finish();
        }
        t.rows << row;
    }
    r.finish();
    return t;
}

QJsonObject RandomTable::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("id"), id);
    if (!name.isEmpty() && name != id)
        o.insert(QStringLiteral("name"), name);
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    if (dice.isSet())
        o.insert(QStringLiteral("dice"), dice.toJson());
    QJsonArray a;
    for (const TableRow &row : rows) {
        QJsonObject ro;
        if (row.hasRange)
            ro.insert(QStringLiteral("range"),
                      row.rangeText.isEmpty() ? row.rangeLabel() : row.rangeText);
        if (row.hasWeight)
            ro.insert(QStringLiteral("weight"), row.weight);
        row.result.writeJson(ro);
        a.append(ro);
    }
    o.insert(QStringLiteral("rows"), a);
    return o;
}

void RandomTable::validate(JsonContext &context) const {
    if (rows.isEmpty())
        return;
    if (isWeighted()) {
        bool complete = true;
        for (const TableRow &row : rows) {
            if (row.hasRange && row.hasWeight) {
                // "not both" is reported where the row is read.
            } else if (row.hasRange) {
                context.error(jsonpointer::child(row.pointer, QStringLiteral("range")),
                              QStringLiteral("a range on a table without \"dice\"; give the "
                                             "table dice, or use \"weight\""));
                complete = false;
            } else if (!row.hasWeight) {
                context.error(row.pointer,
                              QStringLiteral("missing \"weight\" (this table has "
                                             "no \"dice\", so its rows are weighted)"));
                complete = false;
            }
        }
        if (complete && totalWeight() == 0)
            context.error(jsonpointer::child(pointer, QStringLiteral("rows")),
                          QStringLiteral("the weights add up to zero; nothing can be rolled"));
        return;
    }

    const DiceExpression &e = dice.expression;
    const qint64 lo = e.minimum(), hi = e.maximum();
    struct Span {
        qint64 low, high;
        int index;
    };
    QList<Span> spans;
    bool rangesKnown = true; // a malformed range hides what its row meant to cover
    for (int i = 0; i < rows.size(); ++i) {
        const TableRow &row = rows.at(i);
        if (row.hasRange && !row.rangeValid) {
            rangesKnown = false;
            continue;
        }
        if (row.hasWeight && !row.hasRange) {
            context.error(jsonpointer::child(row.pointer, QStringLiteral("weight")),
                          QStringLiteral("a weight on a table with \"dice\" %1; use \"range\"")
                              .arg(dice.text));
            continue;
        }
        if (!row.hasRange) {
            context.error(row.pointer, QStringLiteral("missing \"range\" (the table rolls %1, "
                                                      "%2 to %3)")
                                           .arg(dice.text)
                                           .arg(lo)
                                           .arg(hi));
            continue;
        }
        if (row.low < lo || row.high > hi) {
            context.error(jsonpointer::child(row.pointer, QStringLiteral("range")),
                          QStringLiteral("range %1 is outside what %2 can roll (%3 to %4)")
                              .arg(row.rangeLabel(), dice.text)
                              .arg(lo)
                              .arg(hi));
        }
        spans.append({row.low, row.high, i});
    }
    std::stable_sort(spans.begin(), spans.end(),
                     [](const Span &a, const Span &b) { return a.low < b.low; });
    for (int i = 1; i < spans.size(); ++i) {
        const Span &prev = spans.at(i - 1), &cur = spans.at(i);
        if (cur.low <= prev.high)
            context.error(jsonpointer::child(rows.at(cur.index).pointer, QStringLiteral("range")),
                          QStringLiteral("range %1 overlaps row %2 (%3)")
                              .arg(rows.at(cur.index).rangeLabel())
                              .arg(prev.index + 1)
                              .arg(rows.at(prev.index).rangeLabel()));
    }
    if (!rangesKnown)
        return;
    // Gaps: only rolls the dice can actually produce count (2d6 never rolls 1; d6*2 never 3).
    QString err;
    const DiceDistribution dist = e.distribution(&err);
    auto possible = [&](qint64 a, qint64 b) {
        if (!dist.isValid())
            return true;
        return !dist.countInRange(a, b).isZero();
    };
    auto reportGap = [&](qint64 a, qint64 b, const QString &where) {
        a = std::max(a, lo);
        b = std::min(b, hi);
        if (a > b || !possible(a, b))
            return;
        context.error(where, QStringLiteral("no row for %1 %2 (%3 rolls %4 to %5)")
                                 .arg(a == b ? QStringLiteral("roll") : QStringLiteral("rolls"),
                                      a == b ? QString::number(a)
                                             : QString::number(a) + u'-' + QString::number(b),
                                      dice.text)
                                 .arg(lo)
                                 .arg(hi));
    };
    const QString rowsPointer = jsonpointer::child(pointer, QStringLiteral("rows"));
    if (spans.isEmpty())
        return;
    reportGap(lo, spans.first().low - 1, rows.at(spans.first().index).pointer);
    qint64 covered = spans.first().high;
    for (int i = 1; i < spans.size(); ++i) {
        const Span &cur = spans.at(i);
        if (cur.low > covered + 1)
            reportGap(covered + 1, cur.low - 1, rows.at(cur.index).pointer);
        covered = std::max(covered, cur.high);
    }
    reportGap(covered + 1, hi, rowsPointer);
}

} // namespace pd
