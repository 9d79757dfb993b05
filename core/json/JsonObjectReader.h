#pragma once

#include "json/Diagnostic.h"
#include "json/JsonReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace pd {

// Where converters report problems: one source file (with its location map, when the data
// came from a file) and the sink that collects diagnostics.
class JsonContext {
public:
    JsonContext(const JsonSource &source, Diagnostics &diagnostics)
        : m_file(source.file)
        , m_map(source.map.isEmpty() ? nullptr : &source.map)
        , m_diagnostics(&diagnostics) {}
    // For data that did not come from a file (the editor's in-memory records).
    JsonContext(const QString &file, Diagnostics &diagnostics)
        : m_file(file)
        , m_diagnostics(&diagnostics) {}

    const QString &file() const { return m_file; }
    void error(const QString &pointer, const QString &message);
    void warning(const QString &pointer, const QString &message);
    // Reported at the member's key rather than its value (unknown and duplicate keys).
    void errorAtKey(const QString &pointer, const QString &message);
    void warningAtKey(const QString &pointer, const QString &message);
    // A diagnostic found elsewhere (the pack validator) about this file: it takes the file's
    // name and the location of its pointer here.
    // Its location is looked up here; the rest (a quick fix too) is kept.
    void report(const Diagnostic &diagnostic);
    SourceLocation locate(const QString &pointer) const;
    int errorCount() const { return m_errors; }

private:
    void add(Diagnostic d);
    void add(Diagnostic::Severity severity, const QString &pointer, const QString &message,
             bool atKey);

    QString m_file;
    const JsonSourceMap *m_map = nullptr;
    Diagnostics *m_diagnostics;
    int m_errors = 0;
};

// Reads one JSON object field by field for a converter: every accessor checks the type and
// range and reports a located error, then returns a fallback so reading can go on. finish()
// warns about keys nobody asked for (misspellings), so no converter forgets to.
class JsonObjectReader {
public:
    JsonObjectReader(JsonContext &context, const QJsonValue &value, const QString &pointer);

    bool isObject() const { return m_isObject; }
    const QString &pointer() const { return m_pointer; }
    QString pointerOf(const QString &key) const;
    JsonContext &context() const { return *m_context; }
    const QJsonObject &object() const { return m_object; }
    bool has(const QString &key) const { return m_object.contains(key); }
    // The raw value (Undefined when absent); marks the key as known.
    QJsonValue value(const QString &key);
    // Marks keys as known without reading them (e.g. "$comment").
    void ignore(const QString &key) { use(key); }

    QString string(const QString &key, const QString &fallback = QString());
    QString requiredString(const QString &key);
    QStringList stringList(const QString &key);
    std::optional<qint64> integer(const QString &key, qint64 min, qint64 max);
    qint64 integer(const QString &key, qint64 fallback, qint64 min, qint64 max);
    qint64 requiredInteger(const QString &key, qint64 min, qint64 max, qint64 fallback = 0);
    double number(const QString &key, double fallback, double min, double max);
    bool boolean(const QString &key, bool fallback);
    // One of a fixed set of words (compared exactly); reports
    //   unknown element "Fyre" (expected one of Water, Fire, ...)
    QString enumeration(const QString &key, const QStringList &allowed, const QString &fallback,
                        const QString &what);
    QString requiredEnumeration(const QString &key, const QStringList &allowed,
                                const QString &what);
    QJsonArray array(const QString &key, bool required = false);
    QJsonObject objectValue(const QString &key, bool required = false);

    void error(const QString &key, const QString &message);
    void warning(const QString &key, const QString &message);
    void errorHere(const QString &message) {
        m_context->error(m_pointer, message);
        ++m_errors;
    }
    // Reports a required key that is absent (and marks it known); `hint` follows the message.
    void missing(const QString &key, const QString &hint = QString());
    // Warns about every key that was never read.
    void finish();
    // Errors reported through this reader (not counting nested readers).
    int errors() const { return m_errors; }

    static QString typeName(const QJsonValue &v);
    // A whole number within range, or nullopt (fractions, NaN, out-of-range all fail).
    static std::optional<qint64> toInteger(const QJsonValue &v, qint64 min, qint64 max);

private:
    bool typeCheck(const QString &key, const QJsonValue &v, QJsonValue::Type want,
                   const char *wantName);

    JsonContext *m_context;
    QJsonObject m_object;
    QString m_pointer;
    void use(const QString &key);
    // The object's keys read, each once (a record has a dozen: a list is faster to search than
    // a hash to fill, and a pack reads one per record of ten thousand), and the keys asked for
    // that it lacks, as asked (finish() looks at them only for an unknown key's suggestion: a
    // record's reader asks for forty fields, and searching them at every question was a tenth
    // of reading a pack).
    QStringList m_used;
    QStringList m_asked;
    bool m_isObject = false;
    int m_errors = 0;
};

} // namespace pd
