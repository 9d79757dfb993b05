#pragma once

#include "json/Diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace pd {

// Where each value (and each object key) of a parsed document stands in its file, by JSON
// pointer, so that a converter can say "monsters.json:14:9: /monsters/3/element: ...".
// Locations are found only when first asked for: most documents are read without a single
// diagnostic, and recording a pointer string per value made reading five times slower. The
// first question indexes the whole text once (it is valid JSON by then, since it parsed).
// Not thread-safe: the index is built inside a const call.
class JsonSourceMap {
public:
    void setText(const QByteArray &text) {
        m_text = text;
        m_index.reset();
    }
    // The value's location, or its nearest ancestor's when the pointer names nothing
    // (e.g. a missing key: the object that lacks it).
    SourceLocation value(const QString &pointer) const;
    // Where the member's key stands; the value's location when there is no key (array item).
    SourceLocation key(const QString &pointer) const;
    // An object's keys in the order the file writes them (QJsonObject sorts them); the first
    // of duplicate keys only. Empty for anything but an object.
    QStringList keys(const QString &pointer) const;
    // A number as the file spells it ("1.0", "1e3"), or empty for anything else.
    QString numberText(const QString &pointer) const;
    bool isEmpty() const { return m_text.isEmpty(); }
    const QByteArray &text() const { return m_text; }

    struct Index;

private:
    const Index &index() const;

    QByteArray m_text;
    mutable std::shared_ptr<const Index> m_index;
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
    // Why the path cannot be read as a JSON file, or empty when it is a regular file (or a link
    // to one): what readFile() checks before it opens anything.
    static QString notARegularFile(const QString &path);

    struct Limits {
        qsizetype maxBytes = 16 * 1024 * 1024;
        int maxDepth = 64;
        // A text this reader finds keeping every rule has its values built by Qt's parser, six
        // times faster (the same values: a number the two would read otherwise is read here).
        bool quick = true;
    };

    static JsonSource parse(const QByteArray &data, const QString &file, Diagnostics &diagnostics,
                            Limits limits);
    static JsonSource parse(const QByteArray &data, const QString &file, Diagnostics &diagnostics) {
        return parse(data, file, diagnostics, Limits());
    }
    // Reads a file from disk; a missing or unreadable file is an error naming it. Only a regular
    // file (or a link to one) is opened: a named pipe, a device, a socket, a folder or a link
    // that loops is refused before anything is opened (opening a pipe waits for a writer for
    // ever), and so is a file over the size limit, judged by its size before it is read.
    static JsonSource readFile(const QString &path, const QString &displayName,
                               Diagnostics &diagnostics, Limits limits);
    static JsonSource readFile(const QString &path, const QString &displayName,
                               Diagnostics &diagnostics) {
        return readFile(path, displayName, diagnostics, Limits());
    }
    // readFile() in two steps: the bytes, checked as readFile checks the file (nullopt after
    // saying why not), then parse() them (another thread may hash them meanwhile).
    static std::optional<QByteArray> readBytes(const QString &path, const QString &displayName,
                                               Diagnostics &diagnostics, Limits limits);
};

} // namespace pd
