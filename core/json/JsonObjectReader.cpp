#include "JsonObjectReader.h"

#include "json/ClosestMatch.h"
#include "json/JsonPointer.h"

#include <QLocale>

#include <cmath>

namespace pd {

namespace {

// A whole number as the file has it: 100000, not the shortest form's "1e+05".
QString wholeNumberText(double d) {
    return std::abs(d) < 1e15 ? QString::number(qint64(d))
                              : QString::number(d, 'g', QLocale::FloatingPointShortest);
}

} // namespace

void JsonContext::add(Diagnostic d) {
    d.file = m_file;
    d.location =
        m_map ? (d.atKey ? m_map->key(d.pointer) : m_map->value(d.pointer)) : SourceLocation();
    if (d.isError())
        ++m_errors;
    m_diagnostics->add(std::move(d));
}

void JsonContext::report(const Diagnostic &d) {
    add(d);
}

SourceLocation JsonContext::locate(const QString &pointer) const {
    return m_map ? m_map->value(pointer) : SourceLocation();
}

void JsonContext::add(Diagnostic::Severity severity, const QString &pointer, const QString &message,
                      bool atKey) {
    Diagnostic d;
    d.severity = severity;
    d.pointer = pointer;
    d.message = message;
    d.atKey = atKey;
    add(std::move(d));
}

void JsonContext::error(const QString &pointer, const QString &message) {
    add(Diagnostic::Severity::Error, pointer, message, false);
}

void JsonContext::warning(const QString &pointer, const QString &message) {
    add(Diagnostic::Severity::Warning, pointer, message, false);
}

void JsonContext::errorAtKey(const QString &pointer, const QString &message) {
    add(Diagnostic::Severity::Error, pointer, message, true);
}

void JsonContext::warningAtKey(const QString &pointer, const QString &message) {
    add(Diagnostic::Severity::Warning, pointer, message, true);
}

JsonObjectReader::JsonObjectReader(JsonContext &context, const QJsonValue &value,
                                   const QString &pointer)
    : m_context(&context)
    , m_pointer(pointer) {
    if (value.isObject()) {
        m_object = value.toObject();
        m_isObject = true;
    } else {
        context.error(pointer, QStringLiteral("expected an object, found %1").arg(typeName(value)));
        ++m_errors;
    }
}

QString JsonObjectReader::typeName(const QJsonValue &v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

std::optional<qint64> JsonObjectReader::toInteger(const QJsonValue &v, qint64 min, qint64 max) {
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    // 2^53: beyond it a double no longer holds every whole number.
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9007199254740992.0)
        return std::nullopt;
    const auto i = qint64(d);
    if (i < min || i > max)
        return std::nullopt;
    return i;
}

void JsonObjectReader::use(const QString &key) {
    if (!m_object.contains(key))
        m_asked.append(key);
    else if (!m_used.contains(key))
        m_used.append(key);
}

void JsonObjectReader::missing(const QString &key, const QString &hint) {
    use(key);
    errorHere(QStringLiteral("missing required key \"%1\"").arg(key) + hint);
}

QString JsonObjectReader::pointerOf(const QString &key) const {
    return jsonpointer::child(m_pointer, key);
}

QJsonValue JsonObjectReader::value(const QString &key) {
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        m_asked.append(key);
        return QJsonValue(QJsonValue::Undefined);
    }
    if (!m_used.contains(key))
        m_used.append(key);
    return it.value();
}

void JsonObjectReader::error(const QString &key, const QString &message) {
    m_context->error(key.isEmpty() ? m_pointer : pointerOf(key), message);
    ++m_errors;
}

void JsonObjectReader::warning(const QString &key, const QString &message) {
    m_context->warning(key.isEmpty() ? m_pointer : pointerOf(key), message);
}

bool JsonObjectReader::typeCheck(const QString &key, const QJsonValue &v, QJsonValue::Type want,
                                 const char *wantName) {
    if (v.type() == want)
        return true;
    error(key, QStringLiteral("expected %1, found %2").arg(QLatin1String(wantName), typeName(v)));
    return false;
}

QString JsonObjectReader::string(const QString &key, const QString &fallback) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    return typeCheck(key, v, QJsonValue::String, "a string") ? v.toString() : fallback;
}

QString JsonObjectReader::requiredString(const QString &key) {
    if (m_isObject && !has(key)) {
        missing(key);
        return {};
    }
    const QString s = string(key);
    if (has(key) && value(key).isString() && s.trimmed().isEmpty())
        error(key, QStringLiteral("must not be empty"));
    return s;
}

QStringList JsonObjectReader::stringList(const QString &key) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return {};
    if (v.isString())
        return {v.toString()};
    if (!typeCheck(key, v, QJsonValue::Array, "a string or an array of strings"))
        return {};
    QStringList out;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).isString())
            out << a.at(i).toString();
        else {
            m_context->error(jsonpointer::child(pointerOf(key), i),
                             QStringLiteral("expected a string, found %1").arg(typeName(a.at(i))));
            ++m_errors;
        }
    }
    return out;
}

namespace {
// A maximum this large means "no limit" to a person: a value below the minimum is just below it.
constexpr qint64 kNoLimit = 1000000000;
} // namespace

std::optional<qint64> JsonObjectReader::integer(const QString &key, qint64 min, qint64 max) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!typeCheck(key, v, QJsonValue::Double, "a whole number"))
        return std::nullopt;
    const auto i = toInteger(v, min, max);
    if (!i) {
        const double d = v.toDouble();
        if (d != std::floor(d))
            error(key, QStringLiteral("expected a whole number, found %1")
                           .arg(QString::number(d, 'g', QLocale::FloatingPointShortest)));
        else if (d < min && max >= kNoLimit)
            error(key, QStringLiteral("%1 is below %2").arg(wholeNumberText(d)).arg(min));
        else
            error(key, QStringLiteral("%1 is out of range (%2 to %3)")
                           .arg(wholeNumberText(d))
                           .arg(min)
                           .arg(max));
    }
    return i;
}

qint64 JsonObjectReader::integer(const QString &key, qint64 fallback, qint64 min, qint64 max) {
    return integer(key, min, max).value_or(fallback);
}

qint64 JsonObjectReader::requiredInteger(const QString &key, qint64 min, qint64 max,
                                         qint64 fallback) {
    if (m_isObject && !has(key)) {
        missing(key);
        return fallback;
    }
    return integer(key, min, max).value_or(fallback);
}

double JsonObjectReader::number(const QString &key, double fallback, double min, double max) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    if (!typeCheck(key, v, QJsonValue::Double, "a number"))
        return fallback;
    const double d = v.toDouble();
    if (!(d >= min && d <= max)) {
        error(key, QStringLiteral("%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
        return fallback;
    }
    return d;
}

bool JsonObjectReader::boolean(const QString &key, bool fallback) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    return typeCheck(key, v, QJsonValue::Bool, "true or false") ? v.toBool() : fallback;
}

QString JsonObjectReader::enumeration(const QString &key, const QStringList &allowed,
                                      const QString &fallback, const QString &what) {
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    if (!typeCheck(key, v, QJsonValue::String, "a string"))
        return fallback;
    const QString s = v.toString();
    if (allowed.contains(s))
        return s;
    const QString nearest = closestMatch(s, allowed);
    const QString hint =
        nearest.isEmpty() ? QString() : QStringLiteral("; did you mean \"%1\"?").arg(nearest);
    Diagnostic d;
    d.pointer = pointerOf(key);
    d.message = QStringLiteral("unknown %1 \"%2\" (expected one of %3)%4")
                    .arg(what, s, allowed.join(QStringLiteral(", ")), hint);
    if (!nearest.isEmpty()) {
        d.replace = s;
        d.with = nearest;
    }
    m_context->report(d);
    ++m_errors;
    return fallback;
}

QString JsonObjectReader::requiredEnumeration(const QString &key, const QStringList &allowed,
                                              const QString &what) {
    if (m_isObject && !has(key)) {
        missing(key, QStringLiteral(" (one of %1)").arg(allowed.join(QStringLiteral(", "))));
        return {};
    }
    return enumeration(key, allowed, QString(), what);
}

QJsonArray JsonObjectReader::array(const QString &key, bool required) {
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required && m_isObject) {
            missing(key);
        }
        return {};
    }
    return typeCheck(key, v, QJsonValue::Array, "an array") ? v.toArray() : QJsonArray();
}

QJsonObject JsonObjectReader::objectValue(const QString &key, bool required) {
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required && m_isObject) {
            missing(key);
        }
        return {};
    }
    return typeCheck(key, v, QJsonValue::Object, "an object") ? v.toObject() : QJsonObject();
}

void JsonObjectReader::finish() {
    if (!m_isObject || m_used.size() == m_object.size()) // (every key was read)
        return;
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        const QString key = it.key();
        if (m_used.contains(key) || key.startsWith(u'$'))
            continue;
        // The nearest key asked for that the object lacks: a misspelt one.
        QStringList absent;
        for (const QString &known : std::as_const(m_asked))
            if (!absent.contains(known))
                absent << known;
        const QString nearest = closestMatch(key, absent);
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.pointer = pointerOf(key);
        d.atKey = true;
        d.message = nearest.isEmpty()
                        ? QStringLiteral("unknown key \"%1\" (ignored)").arg(key)
                        : QStringLiteral("unknown key \"%1\" (ignored; did you mean \"%2\"?)")
                              .arg(key, nearest);
        if (!nearest.isEmpty()) {
            d.replace = key;
            d.with = nearest;
        }
        m_context->report(d);
    }
}

} // namespace pd
