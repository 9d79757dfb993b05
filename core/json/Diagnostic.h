#pragma once

#include <QList>
#include <QString>

namespace pd {

struct SourceLocation {
    int line = 0;   // 1-based; 0 = unknown
    int column = 0; // 1-based, in characters (code points); 0 = unknown
    bool isValid() const { return line > 0; }
};

// One problem found in a user's file. Printed as
//   file:line:column: /json/pointer: message
//   file:line:column: /json/pointer: warning: message
// so editors and terminals can jump to it.
struct Diagnostic {
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString file; // as the user should see it
    SourceLocation location;
    QString pointer; // JSON pointer (RFC 6901); empty for the whole document
    QString message;
    bool atKey = false; // the location is the member's key, not its value (unknown keys, ids)
    // A quick fix ("did you mean"): the string at `pointer` (the member's key when atKey) reads
    // `replace` and would be right as `with`. Both empty when there is none.
    QString replace;
    QString with;

    bool hasFix() const { return !with.isEmpty(); }

    bool isError() const { return severity == Severity::Error; }
    QString toString() const;
};

// Collects diagnostics while a file or pack is read; reading goes on after an error so that
// every problem is reported at once.
class Diagnostics {
public:
    void add(Diagnostic d) { m_items.append(std::move(d)); }
    void append(const Diagnostics &other) { m_items.append(other.m_items); }
    const QList<Diagnostic> &items() const { return m_items; }
    bool hasErrors() const;
    int errorCount() const;
    int warningCount() const;
    bool isEmpty() const { return m_items.isEmpty(); }
    void clear() { m_items.clear(); }
    // Orders by file, line, column (stable), for output that reads top to bottom.
    void sort();
    QStringList toStringList() const;

private:
    QList<Diagnostic> m_items;
};

} // namespace pd
