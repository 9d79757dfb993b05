#pragma once

#include "json/Diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QString>

namespace pd {

// Where each value (and each object key) of a parsed document stands in its file, by JSON
// pointer, so that a converter can say "monsters.json:14:9: /monsters/3/element: ...".
class JsonSourceMap {
public:
    void setValue(const QString &pointer, SourceLocation at) { m_values.insert(pointer, at); }
    void setKey(const QString &pointer, SourceLocation at) { m_keys.insert(pointer, at); }
    // The value's location, or its nearest ancestor's when the pointer names nothing
    // (e.g. a missing key: the object that lacks it).
    SourceLocation value(const QString &pointer) const;
    // Where the member's key stands; the value's location when there is no key (array item).
    SourceLocation key(const QString &pointer) const;
    bool isEmpty() const { return m_values.isEmpty(); }

private:
    QHash<QString, SourceLocation> m_values;
    QHash<QString, SourceLocation> m_keys;
};

// A document read from a user's file: the value tree plus where each value came from.
struct JsonSource {
    QString file;    // the name diagnostics print
    QJsonValue root; // Undefined when the text is not JSON
    JsonSourceMap map;
    bool isValid() const { return !root.isUndefined(); }
};

// A strict JSON (RFC 8259) reader for untrusted files. Unlike QJsonDocument it records the
// line and column of every value, reports duplicate keys, invalid UTF-8, NaN/Infinity words,
// numbers out of range and nesting that is too deep, each at its place, and never crashes or
// recurses without bound on hostile input.
class JsonReader {
public:
    struct Limits {
        qsizetype maxBytes = 16 * 1024 * 1024;
        int maxDepth = 64;
    };

    static JsonSource parse(const QByteArray &data, const QString &file, Diagnostics &diagnostics,
                            Limits limits);
    static JsonSource parse(const QByteArray &data, const QString &file, Diagnostics &diagnostics) {
        return parse(data, file, diagnostics, Limits());
    }
    // Reads a file from disk; a missing or unreadable file is an error naming it.
    static JsonSource readFile(const QString &path, const QString &displayName,
                               Diagnostics &diagnostics, Limits limits);
    static JsonSource readFile(const QString &path, const QString &displayName,
                               Diagnostics &diagnostics) {
        return readFile(path, displayName, diagnostics, Limits());
    }
};

} // namespace pd
