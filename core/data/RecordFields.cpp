#include "RecordFields.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>
#include <mutex>
#include <unordered_map>

#include <cctype>

namespace pd {

QJsonValue DiceField::toJson() const {
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (ok)
        return v;
    return text;
}

DiceField DiceField::constant(qint64 v) {
    DiceField f;
    f.text = QString::number(v);
    f.expression = DiceExpression::constant(v);
    return f;
}

QString DiceField::substituteDepth(QString text, int depth) {
    return text.replace(QStringLiteral("depth"), QStringLiteral("(%1)").arg(depth),
                        Qt::CaseInsensitive);
}

qint64 DiceField::roll(int depth, Rng &rng) const {
    if (!isSet())
        return 0;
    return usesDepth() ? atDepth(depth).roll(rng) : expression.roll(rng);
}

DiceExpression DiceField::atDepth(int depth) const {
    if (!usesDepth())
        return expression;
    const DiceExpression e = DiceExpression::parse(substituteDepth(text, depth));
    return e.isValid() ? e : DiceExpression::constant(0);
}

namespace {

struct DepthKey {
    QString text;
    int depth;
    bool operator==(const DepthKey &o) const { return depth == o.depth && text == o.text; }
};

struct DepthKeyHash {
    // FNV-1a: QHash's string hash costs more than the look-up saves.
    std::size_t operator()(const DepthKey &k) const noexcept {
        std::uint64_t h = 14695981039346656037ULL ^ std::uint64_t(std::uint32_t(k.depth));
        for (const QChar c : k.text) {
            h ^= c.unicode();
            h *= 1099511628211ULL;
        }
        return std::size_t(h);
    }
};

DiceExpression parseOnce(const QString &text, int depth) {
    // Past the cap (texts typed in an editor, say) new texts are parsed each time.
    constexpr std::size_t kMaxEntries = 100000;
    static std::mutex mutex;
    static std::unordered_map<DepthKey, DiceExpression, DepthKeyHash> parsed;
    DepthKey key{text, depth};
    {
        const std::lock_guard<std::mutex> lock(mutex);
        const auto it = parsed.find(key);
        if (it != parsed.end())
            return it->second;
    }
    DiceField field;
    field.text = text;
    const DiceExpression e = field.atDepth(depth);
    const std::lock_guard<std::mutex> lock(mutex);
    if (parsed.size() < kMaxEntries)
        parsed.emplace(std::move(key), e);
    return e;
}

} // namespace

DiceExpression DiceField::atDepthCached(int depth) const {
    return usesDepth() ? parseOnce(text, depth) : expression;
}

namespace fields {

// By hand: a regular expression per id took a tenth of the time to read a pack of thousands.
bool isValidId(const QString &id) {
    if (id.isEmpty() || id.size() > 64 || id.at(0) < u'a' || id.at(0) > u'z')
        return false;
    for (const QChar c : id)
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_' || c == u'-'))
            return false;
    return true;
}

QString readId(JsonObjectReader &r, const QString &key) {
    const QString id = r.requiredString(key);
    if (!id.isEmpty() && !isValidId(id))
        r.error(key, QStringLiteral("invalid id \"%1\" (use lower-case letters, digits, \"-\" "
                                    "and \"_\", starting with a letter, at most 64)")
                         .arg(id));
    return id;
}

QString readRef(JsonObjectReader &r, const QString &key) {
    const QString id = r.string(key);
    if (r.has(key) && r.value(key).isString() && !isValidId(id))
        r.error(key, QStringLiteral("invalid id \"%1\"").arg(id));
    return id;
}

// A field's fallback (a schema default, or the value a record had), parsed once: a record of
// a dozen dice fields, most of them left out, parsed each default at every read.
DiceExpression parseFallback(const QString &text) {
    if (text.isEmpty())
        return DiceExpression::constant(0);
    constexpr int kMaxEntries = 1000; // (past it, parsed each time)
    static std::mutex mutex;
    static QHash<QString, DiceExpression> parsed;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        const auto it = parsed.constFind(text);
        if (it != parsed.constEnd())
            return *it;
    }
    const DiceExpression e = DiceExpression::parse(text);
    const std::lock_guard<std::mutex> lock(mutex);
    if (parsed.size() < kMaxEntries)
        parsed.insert(text, e);
    return e;
}

DiceField readDice(JsonObjectReader &r, const QString &key, const QString &fallback,
                   qint64 minValue, qint64 maxValue) {
    DiceField f;
    f.text = fallback;
    f.expression = parseFallback(fallback);
    const QJsonValue v = r.value(key);
    if (v.isUndefined())
        return f;
    QString text;
    if (v.isDouble()) {
        const auto i =
            JsonObjectReader::toInteger(v, -DiceExpression::kMaxNumber, DiceExpression::kMaxNumber);
        if (!i) {
            r.error(key, QStringLiteral("expected a whole number or dice expression, found %1")
                             .arg(v.toDouble()));
            return f;
        }
        text = QString::number(*i);
    } else if (v.isString()) {
        text = v.toString();
    } else {
        r.error(key, QStringLiteral("expected dice (e.g. \"2d6+1\") or a whole number, found %1")
                         .arg(JsonObjectReader::typeName(v)));
        return f;
    }
    DiceError err;
    DiceExpression e = DiceExpression::parse(text, &err);
    if (!e.isValid()) {
        r.error(key, QStringLiteral("invalid dice \"%1\": %2").arg(text, err.toString()));
        return f;
    }
    if (e.minimum() < minValue || e.maximum() > maxValue) {
        QString range;
        if (maxValue == std::numeric_limits<qint64>::max())
            range = QStringLiteral("at least %1").arg(minValue);
        else
            range = QStringLiteral("%1 to %2").arg(minValue).arg(maxValue);
        r.error(key, QStringLiteral("\"%1\" rolls %2 to %3; it must stay within %4")
                         .arg(text)
                         .arg(e.minimum())
                         .arg(e.maximum())
                         .arg(range));
        return f;
    }
    f.text = text;
    f.expression = e;
    return f;
}

DiceField readDepthDice(JsonObjectReader &r, const QString &key, const QString &fallback,
                        qint64 minValue, qint64 maxValue, int depthFrom, int depthTo) {
    const QJsonValue v = r.value(key);
    if (!v.isString() || !v.toString().contains(QLatin1String("depth"), Qt::CaseInsensitive))
        return readDice(r, key, fallback, minValue, maxValue);
    DiceField f;
    f.text = v.toString();
    for (int depth : {depthFrom, depthTo}) {
        DiceError err;
        const DiceExpression e =
            DiceExpression::parse(DiceField::substituteDepth(f.text, depth), &err);
        if (!e.isValid()) {
            r.error(key, QStringLiteral("invalid dice \"%1\": %2").arg(f.text, err.toString()));
            return readDice(r, QString(), fallback, minValue, maxValue);
        }
        if (e.minimum() < minValue || e.maximum() > maxValue) {
            r.error(key, QStringLiteral("\"%1\" rolls %2 to %3 at depth %4; it must stay within "
                                        "%5 to %6")
                             .arg(f.text)
                             .arg(e.minimum())
                             .arg(e.maximum())
                             .arg(depth)
                             .arg(minValue)
                             .arg(maxValue));
            return readDice(r, QString(), fallback, minValue, maxValue);
        }
        if (depth == depthFrom)
            f.expression = e;
    }
    return f;
}

Stats readStats(JsonObjectReader &r, const QString &key, qint64 min, qint64 max) {
    Stats s;
    const QJsonValue v = r.value(key);
    if (v.isUndefined())
        return s;
    JsonObjectReader o(r.context(), v, r.pointerOf(key));
    if (!o.isObject())
        return s;
    for (Stat stat : kAllStats)
        s[stat] = o.integer(statKey(stat), 0, min, max);
    o.finish();
    return s;
}

QString readColor(JsonObjectReader &r, const QString &key, const QString &fallback) {
    const QString c = r.string(key, fallback);
    const auto isColour = [](const QString &text) {
        if (text.size() != 7 || text.at(0) != u'#')
            return false;
        for (qsizetype i = 1; i < 7; ++i)
            if (!isxdigit(text.at(i).unicode()) || text.at(i).unicode() > 127)
                return false;
        return true;
    };
    if (r.has(key) && r.value(key).isString() && !isColour(c)) {
        r.error(key, QStringLiteral("invalid colour \"%1\" (expected #rrggbb)").arg(c));
        return fallback;
    }
    return c;
}

QString readGlyph(JsonObjectReader &r, const QString &key, const QString &fallback) {
    const QString g = r.string(key, fallback);
    if (r.has(key) && r.value(key).isString() && g.toUcs4().size() != 1) {
        r.error(key, QStringLiteral("a glyph is one character, found \"%1\"").arg(g));
        return fallback;
    }
    return g;
}

qint64 readHundredths(JsonObjectReader &r, const QString &key, qint64 fallback, qint64 min,
                      qint64 max) {
    const QJsonValue v = r.value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble()) {
        r.error(key,
                QStringLiteral("expected a number, found %1").arg(JsonObjectReader::typeName(v)));
        return fallback;
    }
    const double d = v.toDouble() * 100.0;
    const double rounded = std::round(d);
    if (std::fabs(d - rounded) > 1e-6) {
        r.error(key, QStringLiteral("%1 has more than two decimals").arg(v.toDouble()));
        return fallback;
    }
    if (rounded < double(min) || rounded > double(max)) {
        r.error(key, QStringLiteral("%1 is out of range (%2 to %3)")
                         .arg(v.toDouble())
                         .arg(double(min) / 100.0)
                         .arg(double(max) / 100.0));
        return fallback;
    }
    return qint64(rounded);
}

bool readFormat(JsonObjectReader &r, int supported) {
    if (!r.isObject())
        return false;
    const auto f = r.integer(QStringLiteral("format"), 1, 1000000);
    if (!r.has(QStringLiteral("format"))) {
        r.missing(QStringLiteral("format"),
                  QStringLiteral(" (this version reads format %1)").arg(supported));
        return false;
    }
    if (f && *f > supported) {
        r.error(QStringLiteral("format"),
                QStringLiteral("format %1 is newer than this version of Permadungeon reads (%2); "
                               "update the game")
                    .arg(*f)
                    .arg(supported));
        return false;
    }
    return f.has_value();
}

} // namespace fields
} // namespace pd
